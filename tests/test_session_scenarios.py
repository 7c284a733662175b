"""Scenarios that span hands: a session file loads with its hands' decks stacked, and each
mistake in one is reported once with its file, line and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from refdealer.scenarios.loader import load_scenario_file
from refdealer.scenarios.model import Scenario

BASE = """\
id: heads-up-two-hands
description: Two players; the big blind changes hands.
rules: [HEADS-UP-BLINDS]
requires: [no-limit, heads-up, sessions]
profiles: [rrop-cash]
session:
  seats: {1: 200, 2: 200}
  button: 1
  blinds: [1, 2]
script:
  - hand: {seats: [1, 2], button: 1, stack: {hole: {2: AhKh}}}
  - deal: hole
  - {type: fold, seat: 1}
  - {type: sit_out, seat: 2}
"""


def _load(tmp_path: Path, text: str) -> tuple[list[Scenario], list[tuple[int, str, str]]]:
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    scenarios, issues = load_scenario_file(path)
    return list(scenarios), [(i.line, i.field, i.message) for i in issues]


def test_a_session_scenario_loads(tmp_path: Path) -> None:
    scenarios, issues = _load(tmp_path, BASE)
    assert issues == []
    [scenario] = scenarios
    assert scenario.session
    hand, deal, _fold, sit_out = scenario.script
    [event] = hand.events
    assert event["type"] == "next_hand" and len(event["deck"]) == 52
    assert event["deck"][0:4:2] == ["Ah", "Kh"]  # seat 2 is dealt first heads-up
    assert len(deal.events) == 4
    assert dict(sit_out.events[0]) == {"type": "sit_out", "seat": 2}


@pytest.mark.parametrize(
    ("old", "new", "line", "field", "message"),
    [
        ("  blinds: [1, 2]\n", "  blinds: [3, 2]\n", 9, "session.blinds",
         "small blind 3 exceeds big blind 2"),
        ("  button: 1\n", "  button: 5\n", 8, "session.button", "to a player, not empty seat 5"),
        ("session:\n", "setup: {blinds: [1, 2], seats: {1: 9, 2: 9}, button: 1}\nsession:\n", 1,
         "(file)", "give exactly one of 'setup' (one hand) or 'session'"),
        ("{type: sit_out, seat: 2}", "{type: sit_out, seat: 2, stack: 5}", 14, "script[3]",
         "sit_out.stack: unknown field"),
        ("button: 1, stack", "button: 1, extra: 1, stack", 11, "script[0].hand.extra",
         "unknown field"),
    ],
)  # fmt: skip
def test_a_session_mistake_names_file_line_and_field(
    tmp_path: Path, old: str, new: str, line: int, field: str, message: str
) -> None:
    assert BASE.count(old) == 1
    _, issues = _load(tmp_path, BASE.replace(old, new))
    assert len(issues) == 1, issues
    got_line, got_field, got_message = issues[0]
    assert (got_line, got_field) == (line, field), issues
    assert message in got_message


def test_session_steps_outside_a_session_are_refused(tmp_path: Path) -> None:
    one_hand = BASE.replace(
        "session:\n  seats: {1: 200, 2: 200}\n  button: 1\n  blinds: [1, 2]\n",
        "setup: {blinds: [1, 2], seats: {1: 200, 2: 200}, button: 1, stack: {}}\n",
    )
    _, issues = _load(tmp_path, one_hand)
    fields = [field for _, field, _ in issues]
    assert fields == ["script[0].hand", "script[3]"], issues
