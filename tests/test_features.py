"""The Gherkin features of ``features/``, bound with pytest-bdd and run on the session's engine.

The steps are the shared vocabulary of :mod:`refdealer.suite.bdd_steps`; the engine is chosen with
the refdealer plugin's options, e.g. ``python -m pytest tests/test_features.py --adapter-cmd
"refdealer serve"``. The checks below keep the features honest: every ``Rule:`` cites a rule
id of the catalog and carries at least two scenarios.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytest_bdd import scenarios
from pytest_bdd.feature import get_features

from refdealer.catalog import rule_catalog
from refdealer.suite.bdd_steps import *  # noqa: F403  (the step definitions are fixtures)
from refdealer.suite.files import features_dir

FEATURES = features_dir()

scenarios(str(FEATURES))

FEATURE_FILES = sorted(FEATURES.glob("*.feature"))
RULE_ID = re.compile(r"(?P<id>[A-Z][A-Z0-9-]+) — \S")


@pytest.mark.parametrize("path", FEATURE_FILES, ids=lambda p: p.name)
def test_every_rule_cites_a_catalog_id_and_has_two_scenarios(path: Path) -> None:
    feature = get_features([str(path)])[0]
    by_rule: dict[str, int] = {}
    for scenario in feature.scenarios.values():
        assert scenario.rule is not None, f"{path.name}: {scenario.name!r} is outside a Rule:"
        match = RULE_ID.match(scenario.rule.name)
        assert match, f"{path.name}: Rule {scenario.rule.name!r} does not start with 'ID — '"
        assert match["id"] in rule_catalog(), f"{path.name}: unknown rule id {match['id']}"
        by_rule[match["id"]] = by_rule.get(match["id"], 0) + 1
    thin = {rule: count for rule, count in by_rule.items() if count < 2}
    assert not thin, f"{path.name}: rules with fewer than two scenarios: {thin}"


def test_scenario_names_are_unique_per_feature() -> None:
    for path in FEATURE_FILES:
        names = re.findall(r"^\s*Scenario(?: Outline)?:\s*(.+?)\s*$", path.read_text(), re.M)
        duplicates = {name for name in names if names.count(name) > 1}
        assert not duplicates, f"{path.name}: scenario names used twice: {duplicates}"
