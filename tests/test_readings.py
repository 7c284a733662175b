"""The readings the books leave doubtful (review 3): each is decided in the catalog with its
book text, and played by suite scenarios that cite its rule under both books."""

from __future__ import annotations

import re

import pytest

from refdealer.catalog import CatalogError, load_rules, rule_catalog
from refdealer.scenarios.loader import load_scenarios
from refdealer.suite.files import scenarios_dir


def test_every_reading_is_played_by_scenarios_citing_its_rule_under_both_books() -> None:
    scenarios, _ = load_scenarios([scenarios_dir()])
    by_id = {scenario.id: scenario for scenario in scenarios}
    readings = [(rule, r) for rule in rule_catalog().values() for r in rule.readings]
    assert len(readings) >= 5
    for rule, reading in readings:
        played = [by_id[sid] for sid in reading.scenarios]  # KeyError names a missing id
        assert all(rule.id in scenario.rules for scenario in played), (rule.id, reading)
        books = {profile for scenario in played for profile in scenario.profiles or ()}
        assert books >= {"rrop-cash", "tda-2024"}, (rule.id, reading.question, books)
        assert "TDA" in reading.books and "RRoP" in reading.books, reading.books


_ENTRY = """
rules:
- id: X-RULE
  area: actions
  title: a rule
  text: First sentence of the rule. Second sentence of the rule.
  sources: [TDA 1]
  status: modelled
  readings:
"""


@pytest.mark.parametrize(
    ("readings", "problem"),
    [
        ("  - {question: q, decision: d, books: b}", "readings[0].scenarios"),
        ("  - {question: q, decision: '', books: b, scenarios: [s]}", "readings[0].decision"),
        ("  - {question: q, decision: d, books: b, scenarios: [s], why: w}", "unknown field"),
        ("    question: q", "expected a non-empty list"),
    ],
)
def test_a_malformed_reading_names_the_rule_and_the_field(readings: str, problem: str) -> None:
    with pytest.raises(CatalogError, match=f"rule X-RULE.*{re.escape(problem)}"):
        load_rules(_ENTRY + readings + "\n")
