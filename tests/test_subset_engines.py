"""Fair to engines of any shape: an honest engine passes everything it declares.

The subset engines of ``tests/engines/subset_engine.py`` are the reference dealer cut down to
some capabilities (no ruling codes, refusing what they do not model with the protocol's
reasons, showing no burns or stub). Each certifies with nothing failed and nothing in error,
from two capabilities up to all but floor-rulings; and the tags are what makes it so: a
scenario played on a subset that lacks what it requires does fail.
"""

from __future__ import annotations

import pytest

from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.runner import ERROR, FAILED, PASSED, RULINGS_NOT_JUDGED, run_scenario
from refdealer.suite.certify import certify, load_suite
from tests.engines.subset_engine import (
    AllButRulings,
    CoreAndTable,
    CoreOnly,
    RulingsWithoutCorrections,
    SubsetDealer,
    TwoCapabilities,
)


@pytest.mark.parametrize(
    "engine_class",
    [TwoCapabilities, CoreOnly, CoreAndTable, AllButRulings, RulingsWithoutCorrections],
)
def test_a_subset_engine_certifies_with_nothing_failed(engine_class: type[SubsetDealer]) -> None:
    dealer = engine_class()
    certificate = certify(InProcessEngine(dealer))
    summary = certificate.summary
    wrong = [f"{r.outcome} {r.id}: {r.detail}" for r in certificate.results if r.outcome in
             ("failed", "error")]  # fmt: skip
    assert wrong == []
    assert summary["passed"] >= 40  # it was judged on something
    kinds = certificate.by_kind()
    assert kinds["scenario"]["passed"] > 0 and kinds["feature"]["passed"] > 0
    if "floor-rulings" not in dealer.capabilities:
        # judged on outcomes, and the certificate says which ruling checks it left out
        noted = [r for r in certificate.results if r.not_judged]
        assert noted and all(r.not_judged[0] == RULINGS_NOT_JUDGED for r in noted)
        assert {r.kind for r in noted} == {"scenario", "feature"}


@pytest.mark.parametrize(
    ("identifier", "lacking"),
    [
        ("nl-min-raise-is-largest-raise-increment", "wager-corrections"),
        ("split-pot-odd-chip-left-of-button", "antes"),
    ],
)
def test_a_scenario_played_without_what_it_requires_fails(identifier: str, lacking: str) -> None:
    """The tags are needed: pretend the subset has everything the scenario requires, and the
    one capability it really lacks makes the scenario fail (or its setup break)."""
    scenario = next(s for s in load_suite() if s.id == identifier)
    assert lacking in scenario.requires
    declared = [c for c in scenario.requires if c != lacking]
    result = run_scenario(
        InProcessEngine(SubsetDealer(declared)),
        scenario,
        profile="rrop-cash",
        capabilities=scenario.requires,
    )
    assert result.outcome in (FAILED, ERROR), result
    fair = run_scenario(
        InProcessEngine(SubsetDealer(scenario.requires)),
        scenario,
        profile="rrop-cash",
        capabilities=scenario.requires,
    )
    assert fair.outcome == PASSED, fair.detail


def test_without_floor_rulings_a_core_scenario_is_judged_on_its_outcome() -> None:
    scenario = next(s for s in load_suite() if s.id == "split-pot-odd-chip-left-of-button")
    assert "floor-rulings" not in scenario.requires
    engine = InProcessEngine(CoreOnly())
    result = run_scenario(
        engine, scenario, profile="rrop-cash", capabilities=CoreOnly().capabilities
    )
    assert result.outcome == PASSED
    assert result.not_judged[0] == RULINGS_NOT_JUDGED
    assert any("ODD_CHIP" in line for line in result.not_judged[1:])


def test_a_card_given_to_a_named_seat_needs_dealing_irregularities() -> None:
    """The protocol's table says ``deal_hole`` with ``seat`` needs dealing-irregularities;
    the derivation agrees, even for the button's missing card given in sequence, so an engine
    without irregularities (which refuses such a card) is not judged by that scenario."""
    from refdealer.scenarios.requirements import event_needs
    from refdealer.suite.hello import read_hello

    assert "dealing-irregularities" in event_needs({"type": "deal_hole", "seat": 1}, "dealing", [])
    scenario = next(s for s in load_suite() if s.id == "missing-button-card-supplied-in-sequence")
    assert "dealing-irregularities" in scenario.requires
    engine = InProcessEngine(CoreAndTable())
    greeting = read_hello(engine.hello())
    result = run_scenario(
        engine, scenario, profile="rrop-cash", capabilities=greeting.capabilities,
        profiles=greeting.profiles,
    )  # fmt: skip
    assert result.outcome == "not_applicable", result.detail


def test_a_plain_engine_is_judged_on_the_null_raise() -> None:
    """A raise nobody left could call is no raise: outcome-only scenarios a plain engine
    (games, antes, heads-up, side pots) runs and passes."""
    null_raise = [s for s in load_suite() if s.id.startswith("no-raise-when-")]
    assert len(null_raise) == 2
    for scenario in null_raise:
        assert set(scenario.requires) == {"no-limit"}
        result = run_scenario(
            InProcessEngine(CoreOnly()), scenario, profile="rrop-cash",
            capabilities=CoreOnly().capabilities,
        )  # fmt: skip
        assert result.outcome == PASSED, result.detail
