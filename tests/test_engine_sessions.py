"""Sessions on the shipped adapters that move the button themselves (texasholdem, poker-ts).

Each library puts every hand where its own code says (a moving button), so a session
scenario with the moving button passes on it, one the dead button decides is not applicable,
and going heads-up it gives the same player the big blind twice (HEADS-UP-BLINDS, confirmed
in its source: docs/certificates/triage.yaml). Players away from the table are not modelled:
those events, and events the adapters do not know (another lane's new events), are refused
with NOT_MODELLED and change nothing. PokerKit leaves the button to its caller and declares no
sessions. Engines that are not installed are skipped with the reason.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from refdealer.scenarios.runner import FAILED, NOT_APPLICABLE, PASSED
from refdealer.suite.adapters import open_engine
from refdealer.suite.certify import certify, load_suite
from tests.helpers import DECK
from tests.test_engines import BINDING, _poker_ts_missing

ROOT = Path(__file__).resolve().parents[1]
MOVING = "moving-button-after-the-small-blind-leaves"
HEADS_UP = "moving-button-three-to-two-no-big-blind-twice"
DEAD = "dead-button-after-the-small-blind-leaves"
AWAY = "missed-big-blind-made-up-live"
TEXASHOLDEM = ("refdealer.engines.texasholdem:Engine", None)
POKER_TS = (None, f"node {BINDING}")


def _engine(spec: tuple[str | None, str | None]) -> Any:
    if spec[0] is not None:
        pytest.importorskip(
            "texasholdem", reason="texasholdem is not installed (extra texasholdem)"
        )
    else:
        missing = _poker_ts_missing()
        if missing is not None:
            pytest.skip(missing)
    return open_engine(*spec, timeout=20)


def _close(engine: Any) -> None:
    close = getattr(engine, "close", None)
    if callable(close):
        close()


@pytest.mark.parametrize("spec", [TEXASHOLDEM, POKER_TS], ids=["texasholdem", "poker-ts"])
def test_the_library_moves_the_button_and_breaks_the_heads_up_rule(
    spec: tuple[str | None, str | None],
) -> None:
    wanted = (MOVING, HEADS_UP, DEAD, AWAY)
    scenarios = [s for s in load_suite([ROOT / "scenarios" / "sessions"]) if s.id in wanted]
    engine = _engine(spec)
    try:
        results = {r.id: r for r in certify(engine, scenarios=scenarios).results}
    finally:
        _close(engine)
    assert results[MOVING].outcome == PASSED, results[MOVING].detail
    heads_up = results[HEADS_UP]
    assert heads_up.outcome == FAILED
    got = {d.field: d.actual for d in heads_up.differences}
    assert got["session.button"] == 2 and got["session.big_blind"] == 3  # S3 posts it twice
    assert results[DEAD].outcome == NOT_APPLICABLE
    assert "button_mode = 'dead'" in results[DEAD].detail
    assert results[AWAY].outcome == NOT_APPLICABLE
    assert results[AWAY].detail == "engine lacks capability sitting-out"


OPENING = {"seats": {"1": 200, "3": 150, "5": 100}, "button": 1, "blinds": [1, 2]}


@pytest.mark.parametrize("spec", [TEXASHOLDEM, POKER_TS], ids=["texasholdem", "poker-ts"])
def test_a_session_refuses_what_the_library_cannot_do_and_changes_nothing(
    spec: tuple[str | None, str | None],
) -> None:
    engine = _engine(spec)
    try:
        hello = engine.hello()
        assert "sessions" in hello["capabilities"]
        assert "sitting-out" not in hello["capabilities"]
        assert hello["options"]["button_mode"] == ["moving"]
        engine.session(copy.deepcopy(OPENING))
        assert engine.snapshot()["session"]["next"]["big_blind"] == 5
        refusals = {
            "sit_out": {"type": "sit_out", "seat": 3},
            "post": {"type": "post", "seat": 3},
            "straddle": {"type": "straddle", "seat": 3},  # an event it does not know
            "deal_hole": {"type": "deal_hole"},
        }
        reasons = {}
        for name, event in refusals.items():
            before = engine.snapshot()
            answer = engine.apply(event)
            assert not answer["accepted"], name
            reasons[name] = answer["reason"]
            assert engine.snapshot() == before, name
        assert reasons == {
            "sit_out": "NOT_MODELLED",
            "post": "NOT_MODELLED",
            "straddle": "NOT_MODELLED",
            "deal_hole": "NO_HAND",
        }
        assert engine.apply({"type": "join", "seat": 3, "stack": 5})["reason"] == "SEAT_TAKEN"
        assert engine.apply({"type": "join", "seat": 7, "stack": 300})["accepted"]
        assert engine.apply({"type": "leave", "seat": 5})["accepted"]
        session = engine.snapshot()["session"]
        assert session["chips"] == {"brought": 750, "taken": 100}
        assert sorted(session["seats"]) == ["1", "3", "7"]
        assert engine.apply({"type": "next_hand", "deck": list(DECK)})["accepted"]
        session = engine.snapshot()["session"]
        assert (session["button"], session["small_blind"], session["big_blind"]) == (1, 3, 7)
        assert session["in_hand"] and session["next"] is None
        join = engine.apply({"type": "join", "seat": 9, "stack": 50})
        assert join["reason"] == "HAND_IN_PROGRESS"
        # No leaving-mid-hand: a leave said during the hand is not modelled, not misjudged.
        before = engine.snapshot()
        assert engine.apply({"type": "leave", "seat": 1})["reason"] == "NOT_MODELLED"
        assert engine.snapshot() == before
        assert engine.apply({"type": "new_level"})["reason"] == "NO_MORE_LEVELS"
    finally:
        _close(engine)


def test_pokerkit_declares_no_sessions() -> None:
    """PokerKit plays one hand at a time and leaves the button to its caller: its adapter
    declares no sessions, so every session scenario is not applicable to it."""
    pytest.importorskip("pokerkit", reason="pokerkit is not installed (extra pokerkit)")
    engine = open_engine("refdealer.engines.pokerkit:Engine")
    assert "sessions" not in engine.hello()["capabilities"]
    scenarios = load_suite([ROOT / "scenarios" / "sessions"])
    results = certify(engine, scenarios=scenarios).results
    assert len(results) == len(scenarios)
    assert all(r.outcome == NOT_APPLICABLE and "sessions" in r.detail for r in results)
