"""Which session scenarios an engine is judged by: players away from the table are a
capability of their own (``sitting-out``), and an engine that moves the button its own way
(``button_mode``) is judged only by the sessions that play the same under its rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from refdealer.scenarios.model import Scenario
from refdealer.scenarios.requirements import default_option_reason, event_needs
from refdealer.scenarios.runner import not_applicable_reason
from refdealer.suite.certify import load_suite

ROOT = Path(__file__).resolve().parents[1]
AWAY_EVENTS = ("sit_out", "come_back", "post")
#: What the texasholdem and poker-ts adapters declare of sessions.
WITHOUT_SITTING_OUT = ("no-limit", "antes", "heads-up", "side-pots", "early-tabling", "sessions")


@pytest.fixture(scope="module")
def sessions() -> dict[str, Scenario]:
    return {s.id: s for s in load_suite([ROOT / "scenarios" / "sessions"])}


def _has_away_event(scenario: Scenario) -> bool:
    return any(
        event.get("type") in AWAY_EVENTS for step in scenario.script for event in step.events
    )


@pytest.mark.parametrize("kind", AWAY_EVENTS)
def test_sitting_out_coming_back_and_posting_need_sitting_out(kind: str) -> None:
    assert event_needs({"type": kind, "seat": 4}, None, []) == {"sessions", "sitting-out"}


@pytest.mark.parametrize("kind", ["join", "leave", "next_hand", "new_level", "move_in"])
def test_the_other_session_events_need_sessions_only(kind: str) -> None:
    assert event_needs({"type": kind}, None, []) == {"sessions"}


def test_a_leave_said_during_a_hand_needs_leaving_mid_hand() -> None:
    leave = {"type": "leave", "seat": 4}
    assert event_needs(leave, "preflop", []) == {"sessions", "leaving-mid-hand"}
    assert event_needs(leave, "complete", []) == {"sessions"}  # between hands


def test_an_engine_without_sitting_out_is_judged_by_every_other_session(
    sessions: dict[str, Scenario],
) -> None:
    judged, not_judged = [], []
    for scenario in sessions.values():
        profile = scenario.profiles[0]
        reason = not_applicable_reason(
            scenario, WITHOUT_SITTING_OUT, profile, ("rrop-cash", "tda-2024")
        )
        (not_judged if reason else judged).append(scenario.id)
        # A scenario may lack another capability too (kill-pots): sitting-out is named
        # exactly when a player sits out, comes back or posts.
        lacking = re.sub(r"^engine lacks capabilit(y|ies) ", "", reason or "").split(", ")
        assert ("sitting-out" in lacking) == _has_away_event(scenario), (
            scenario.id,
            reason,
        )
    assert judged and not_judged


def test_a_moving_button_engine_skips_the_sessions_the_dead_button_decides(
    sessions: dict[str, Scenario],
) -> None:
    moving = {"button_mode": ("moving",)}
    reason = default_option_reason(
        sessions["dead-button-after-the-small-blind-leaves"], "rrop-cash", moving
    )
    assert reason is not None and "button_mode = 'dead'" in reason
    # Heads-up the button alternates under either rule: judged.
    alternates = sessions["heads-up-the-big-blind-alternates"]
    assert default_option_reason(alternates, "rrop-cash", moving) is None
    # A scenario that sets the moving button itself is judged by the option check instead.
    chosen = sessions["moving-button-after-the-small-blind-leaves"]
    assert default_option_reason(chosen, "tda-2024", moving) is None
