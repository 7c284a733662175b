"""Where the books differ, the suite holds each book to its own ruling.

For every modelled rule where Robert's Rules (rrop-cash) and the TDA rules (tda-2024) rule
differently, the suite has at least two scenarios that hold for one book only and leave the
house options at that book's defaults: played under the other book they fail, so each one
checks that book's ruling and nothing an engine of the other book would also pass.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from refdealer.capabilities import CAPABILITIES
from refdealer.catalog import rule_catalog
from refdealer.dealer import ReferenceDealer
from refdealer.options import SUPPORTED_PROFILES
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.model import Scenario
from refdealer.scenarios.runner import FAILED, PASSED, run_scenario
from refdealer.suite.books import differing_rule_ids
from refdealer.suite.certify import load_suite

SUITE = load_suite()
MODELLED_DIFFERENCES = [rid for rid in differing_rule_ids() if rule_catalog()[rid].modelled]


def _own_book(rule: str, profile: str) -> list[Scenario]:
    """The scenarios of ``rule`` that hold for ``profile`` alone, on its own defaults."""
    return [
        s
        for s in SUITE
        if rule in s.rules and s.profiles == (profile,) and not s.setup.get("house")
    ]


def _outcome(scenario: Scenario, profile: str) -> str:
    engine = InProcessEngine(ReferenceDealer(profile))
    played = replace(scenario, profiles=(profile,))
    result = run_scenario(
        engine, played, profile=profile, capabilities=list(CAPABILITIES), profiles=(profile,)
    )
    return result.outcome


def test_the_differing_rules_are_the_expected_many() -> None:
    assert len(MODELLED_DIFFERENCES) >= 20, MODELLED_DIFFERENCES
    assert {"MISDEAL-CUTOFF", "FLOP-TOO-MANY", "STRING-BET", "PLAY-THE-BOARD"} <= set(
        MODELLED_DIFFERENCES
    )


@pytest.mark.parametrize("rule", MODELLED_DIFFERENCES)
def test_each_book_has_two_scenarios_of_its_own_for_a_differing_rule(rule: str) -> None:
    for profile in SUPPORTED_PROFILES:
        own = _own_book(rule, profile)
        assert len(own) >= 2, (rule, profile, [s.id for s in own])
        other = next(p for p in SUPPORTED_PROFILES if p != profile)
        for scenario in own:
            assert _outcome(scenario, profile) == PASSED, (scenario.id, profile)
            # Under the other book the same hand is ruled otherwise: the scenario would fail.
            assert _outcome(scenario, other) == FAILED, (scenario.id, other)


def test_list_filters_by_profile(capsys: pytest.CaptureFixture[str]) -> None:
    from refdealer.cli import main

    for profile in SUPPORTED_PROFILES:
        assert main(["list", "--walkable", "--profile", profile]) == 0
        listed = capsys.readouterr().out
        for scenario in SUITE:
            shown = f"[yaml] {scenario.id}\n" in listed
            assert shown == (profile in scenario.profiles), (profile, scenario.id)
