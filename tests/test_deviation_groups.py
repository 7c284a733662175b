"""Failures grouped by deviation (``refdealer fuzz`` and certify's report): one engine
deviation, one group, whatever scenario, feature or random hand shows it.

The texasholdem test runs a handful of certify results on the library (skipped without it);
the others judge made-up tables, in milliseconds.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.fuzz.deviation import deviation_of
from refdealer.scenarios.runner import WRONG_FIELDS, Difference, StepFailure

ROOT = Path(__file__).resolve().parents[1]
STALE_BET = "short-small-blind-all-in-for-less"
STALE_BET_FEATURE = (
    "conduct_more::A small blind posted all in for less leaves the full big blind to call"
)
SHORT_ALL_INS = "short-all-ins-in-a-row-then-a-full-raise-is-open"
SHORT_BIG_BLIND_FEATURE = (
    "conduct_more::A big blind posted short keeps the full big blind as the amount to call"
)
SETUP = {"game": "no-limit", "blinds": [50, 100], "seats": {"1": 5000, "2": 40, "3": 5000}}


def _key(differences: list[Difference], after: dict[str, Any], cited: tuple[str, ...] = ()) -> str:
    failure = StepFailure(WRONG_FIELDS, "fields differ", tuple(differences))
    table = {"stacks": {}, "bets": {}, "hole": {}, "legal": None, **after}
    return deviation_of(failure, {"type": "fold", "seat": 1}, table, table, SETUP, None, cited).key


def test_texasholdem_stale_bet_is_a_group_of_its_own_scenario_and_feature_alike(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("texasholdem", reason="texasholdem is not installed (extra texasholdem)")
    monkeypatch.chdir(ROOT)
    out = tmp_path / "cert.json"
    chosen = [STALE_BET, STALE_BET_FEATURE, SHORT_ALL_INS, SHORT_BIG_BLIND_FEATURE]
    arguments = ["certify", "--adapter", "refdealer.engines.texasholdem:Engine", "--json", str(out)]
    for result in chosen:
        arguments += ["--only", result]
    assert main(arguments) == 1
    groups = json.loads(out.read_text())["failures_by_deviation"]
    assert groups == {
        "fields differ: legal.min_raise_to [NL-MIN-BET]": [STALE_BET, STALE_BET_FEATURE],
        "fields differ: legal.min_raise_to [ALLIN-SHORT-RAISE-REOPEN]": [SHORT_ALL_INS],
        "fields differ: legal.call [SHORT-BLIND]": [SHORT_BIG_BLIND_FEATURE],
    }


def test_a_minimum_raise_after_short_all_ins_is_the_reopening_rule() -> None:
    differences = [Difference("legal.min_raise_to", 1100, 1300)]
    flop = {"phase": "flop", "legal": {"call": 500}, "to_act": 1}
    short = {**flop, "bets": {"1": 0, "2": 300, "3": 500}, "stacks": {"1": 9, "2": 9, "3": 0}}
    full = {**flop, "bets": {"1": 0, "2": 300, "3": 600}, "stacks": {"1": 9, "2": 9, "3": 0}}
    assert (
        _key(differences, short) == "fields differ: legal.min_raise_to [ALLIN-SHORT-RAISE-REOPEN]"
    )
    assert _key(differences, full) == "fields differ: legal.min_raise_to [NL-MIN-RAISE]"


def test_a_round_the_engine_holds_open_is_keyed_by_the_seat_to_act() -> None:
    """poker-ts gives the big blind all in for 40 a turn: its uncalled chips are not back
    because of that, so the group is the seat to act, not the stacks or the pots."""
    differences = [
        Difference("stacks.3", 4950, 4900),
        Difference("pots", [{"amount": 120, "eligible": [2, 3]}], [{"amount": 170}]),
        Difference("to_act", None, 2),
    ]
    after = {"phase": "preflop", "stacks": {"1": 5000, "2": 0, "3": 4950}}
    assert _key(differences, after, ("UNCALLED-BET",)) == "fields differ: to_act [SHORT-BLIND]"
    assert _key(differences[:2], after, ("UNCALLED-BET",)) == "fields differ: stacks [UNCALLED-BET]"


def test_a_raise_nobody_could_call_is_the_null_raise_even_after_a_short_all_in() -> None:
    """texasholdem offers seat 8 a raise when seat 7's short all-in left nobody who could
    call it: the event drew INCOMPLETE_RAISE, but the raise is refused for the null raise."""
    differences = [Difference("legal.min_raise_to", None, 721)]
    after = {
        "phase": "preflop",
        "to_act": 8,
        "legal": {"call": 720, "min_raise_to": None},
        "stacks": {"5": 0, "7": 0, "8": 721},
        "bets": {"5": 377, "7": 720, "8": 0},
        "hole": {"5": ["2c", "2d"], "7": ["2h", "2s"], "8": ["3c", "3d"]},
    }
    cited = ("ALLIN-SHORT-RAISE-REOPEN",)
    assert _key(differences, after, cited) == "fields differ: legal.min_raise_to [BET-ROUND-CLOSE]"
    deeper = {**after, "stacks": {"5": 900, "7": 0, "8": 721}}
    assert _key(differences, deeper, cited) == (
        "fields differ: legal.min_raise_to [ALLIN-SHORT-RAISE-REOPEN]"
    )


def test_the_null_raise_counts_the_full_big_blind_to_call_over_a_short_one() -> None:
    """poker-ts offers the button a raise over a big blind posted all in for 1 of 50: the
    small blind, with 26 in all, could not call more than the 50 to call, so nobody could
    call a raise (the bets alone, 25 and 1, would have said the small blind could)."""
    differences = [Difference("legal.min_raise_to", None, 100)]
    after = {
        "phase": "preflop",
        "to_act": 10,
        "legal": {"call": 50, "min_raise_to": None},
        "stacks": {"6": 1, "9": 0, "10": 51},
        "bets": {"6": 25, "9": 1, "10": 0},
        "hole": {"6": ["2c", "2d"], "9": ["2h", "2s"], "10": ["3c", "3d"]},
    }
    assert _key(differences, after) == "fields differ: legal.min_raise_to [BET-ROUND-CLOSE]"


def test_a_session_scenario_is_replayed_as_a_session() -> None:
    """A session's reproduction has no deck in its setup (each hand brings its own): it is
    opened with ``session``, not ``start`` (which refused it, keying it ``[unknown]``)."""
    from refdealer.fuzz.deviation import result_deviation
    from refdealer.fuzz.generate import DECK
    from refdealer.scenarios.runner import FAILED, ScenarioResult
    from refdealer.suite.adapters import open_engine

    setup = {"seats": {"1": 200, "2": 200, "3": 200}, "button": 1, "blinds": [1, 2]}
    events = [{"type": "next_hand", "deck": list(DECK)}] + [{"type": "deal_hole"}] * 6
    result = ScenarioResult(
        id="session", kind="scenario", title="", rules=("HEADS-UP-BLINDS",), outcome=FAILED,
        detail="1 field(s) differ", location="", differences=(Difference("to_act", 2, 3),),
        reproduction={"setup": {**setup, "profile": "rrop-cash"}, "events": events},
        step_cause=WRONG_FIELDS,
    )  # fmt: skip
    assert result_deviation(result, open_engine()) == "fields differ: to_act [BET-ROUND-CLOSE]"


def test_pokerkit_crashes_are_grouped_by_where_they_are_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PokerKit asserts in two places when hands are mucked: two groups (one 'engine error'
    before), the scenario and the feature that hit the same assertion in one."""
    pytest.importorskip("pokerkit", reason="pokerkit is not installed (extra pokerkit)")
    monkeypatch.chdir(ROOT)
    out = tmp_path / "cert.json"
    runout = "all-in-hands-stay-down-in-a-cash-game"
    runout_feature = "showdown::In a cash game the hands stay face down after an all-in is called"
    side_pot = "mutation-killer-side-pot-to-the-last-claim-when-both-muck"
    arguments = ["certify", "--adapter", "refdealer.engines.pokerkit:Engine", "--json", str(out)]
    for result in (runout, runout_feature, side_pot):
        arguments += ["--only", result]
    assert main(arguments) == 1
    groups = json.loads(out.read_text())["failures_by_deviation"]
    assert sorted(groups.values()) == [[runout, runout_feature], [side_pot]]
    assert all(key.startswith("engine error: crash on apply (AssertionError at ") for key in groups)
