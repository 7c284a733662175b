"""Replaying PHH hands: the deck and script built, the showdown order, and the verdicts."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.phh import ShowdownStep, Step, build_plan, read_text, replay_record
from refdealer.phh.compare import MATCHED, MISMATCHED, ODD_CHIP, UNCHECKED
from refdealer.phh.replay import NOT_SUPPORTED
from refdealer.table.cards import FULL_DECK

# Three players, blinds 1/2; p3 (the button) raises, p2 re-raises, then a bet on every street.
HAND = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = [
  'd dh p1 7c2d', 'd dh p2 AhKh', 'd dh p3 QsQd',
  'p3 cbr 6', 'p1 f', 'p2 cbr 18', 'p3 cc',
  'd db 2h7h9c', 'p2 cc', 'p3 cbr 20', 'p2 cc',
  'd db Jc', 'p2 cc', 'p3 cc',
  'd db 3d', 'p2 cbr 30', 'p3 cc',
  'p3 sm QsQd', 'p2 sm AhKh',
]
finishing_stacks = [99, 32, 169]
"""


def _events(text: str) -> list[dict[str, Any]]:
    (record,) = read_text(text, "h.phh")
    return [dict(step.event) for step in build_plan(record).script if isinstance(step, Step)]


def test_actions_become_protocol_events_with_totals() -> None:
    events = _events(HAND)
    assert events[:6] == [{"type": "deal_hole"}] * 6
    assert events[6:] == [
        {"type": "raise", "seat": 3, "to": 6},
        {"type": "fold", "seat": 1},
        {"type": "raise", "seat": 2, "to": 18},
        {"type": "call", "seat": 3},
        {"type": "burn"},
        {"type": "board", "count": 3},
        {"type": "check", "seat": 2},
        {"type": "bet", "seat": 3, "amount": 20},
        {"type": "call", "seat": 2},
        {"type": "burn"},
        {"type": "board", "count": 1},
        {"type": "check", "seat": 2},
        {"type": "check", "seat": 3},
        {"type": "burn"},
        {"type": "board", "count": 1},
        {"type": "bet", "seat": 2, "amount": 30},
        {"type": "call", "seat": 3},
    ]


def test_the_big_blind_checks_its_option_and_the_small_blind_calls() -> None:
    text = HAND.replace("'p3 cbr 6', 'p1 f', 'p2 cbr 18', 'p3 cc',", "'p3 cc', 'p1 cc', 'p2 cc',")
    events = _events(text)
    assert events[6:9] == [
        {"type": "call", "seat": 3},
        {"type": "call", "seat": 1},
        {"type": "check", "seat": 2},
    ]


def test_the_deck_deals_the_recorded_cards_in_dealing_order() -> None:
    (record,) = read_text(HAND, "h.phh")
    plan = build_plan(record)
    deck = plan.setup["deck"]
    # Seat 1 (small blind) first, two passes; then burn, flop, burn, turn, burn, river.
    assert deck[:6] == ["7c", "Ah", "Qs", "2d", "Kh", "Qd"]
    assert [deck[7], deck[8], deck[9], deck[11], deck[13]] == ["2h", "7h", "9c", "Jc", "3d"]
    unused = [str(c) for c in reversed(FULL_DECK) if str(c) not in deck[:6] + list(plan.board)]
    assert [deck[6], deck[10], deck[12]] == unused[:3] == list(plan.burns)
    assert sorted(deck) == sorted(str(c) for c in FULL_DECK)


def test_unknown_hole_cards_are_filled_from_unused_cards_deterministically() -> None:
    text = HAND.replace("'d dh p1 7c2d'", "'d dh p1 ????'").replace("finishing", "x_finishing")
    (record,) = read_text(text, "h.phh")
    first = build_plan(record)
    again = build_plan(record)
    assert first.setup == again.setup
    named = {"Ah", "Kh", "Qs", "Qd", "2h", "7h", "9c", "Jc", "3d"}
    assert first.hole[1] == ("As", "Ad")  # the first unused cards, aces first
    assert not named & set(first.hole[1])
    assert first.filled == ("p1 hole ???? -> AsAd",)


def test_shown_cards_fill_cards_dealt_unknown() -> None:
    text = HAND.replace("'d dh p2 AhKh'", "'d dh p2 ????'")
    (record,) = read_text(text, "h.phh")
    plan = build_plan(record)
    assert plan.hole[2] == ("Ah", "Kh")
    assert replay_record(ReferenceDealer(), record).outcome == MATCHED


def test_a_shown_hand_that_stays_unknown_is_not_supported() -> None:
    text = HAND.replace("'d dh p2 AhKh'", "'d dh p2 ????'").replace("'p2 sm AhKh'", "'p2 sm -'")
    (record,) = read_text(text, "h.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == NOT_SUPPORTED
    assert "p2 shows cards that are not known" in result.detail


def test_a_recorded_hand_replays_to_its_finishing_stacks() -> None:
    (record,) = read_text(HAND, "h.phh")
    result = replay_record(ReferenceDealer(), record)
    assert (result.outcome, result.detail) == (MATCHED, "")


def test_shows_are_made_in_the_recorded_order_and_silent_players_muck() -> None:
    # The river bettor (seat 2) is due first at refdealer, but the record has seat 3 table
    # first: anyone may show before his turn (SHOWDOWN-ORDER), so the record's order stands.
    (record,) = read_text(HAND, "h.phh")
    plan = build_plan(record)
    showdown = plan.script[-1]
    assert isinstance(showdown, ShowdownStep) and showdown.shows == {2, 3}
    dealer = ReferenceDealer()
    assert replay_record(dealer, record).outcome == MATCHED
    shows = [e.event for e in dealer.hand.log if e.event.type in ("show", "muck")]
    assert [(e.type, e.seat) for e in shows] == [("show", 3), ("show", 2)]
    # Without p2's show, p3 shows as recorded, then p2, still due, mucks and p3 wins.
    quiet = HAND.replace(", 'p2 sm AhKh'", "").replace("[99, 32, 169]", "[99, 32, 169]")
    (record,) = read_text(quiet, "h.phh")
    dealer = ReferenceDealer()
    assert replay_record(dealer, record).outcome == MATCHED
    shows = [e.event for e in dealer.hand.log if e.event.type in ("show", "muck")]
    assert [(e.type, e.seat) for e in shows] == [("show", 3), ("muck", 2)]


def test_all_in_shows_before_the_board_wait_for_the_showdown() -> None:
    text = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 600, 1000]
actions = ['d dh p1 AcAd', 'd dh p2 KcKd', 'd dh p3 2c7d', 'p3 f', 'p1 cbr 1000', 'p2 cc',
           'p1 sm AcAd', 'p2 sm KcKd', 'd db 2h3h9s', 'd db Ts', 'd db 4d']
finishing_stacks = [1600, 0, 1000]
"""
    (record,) = read_text(text, "allin.phh")
    dealer = ReferenceDealer()
    result = replay_record(dealer, record)
    assert (result.outcome, result.detail) == (MATCHED, "")
    codes = [r.code for r in dealer.hand.rulings]
    assert "UNCALLED_BET_RETURNED" in codes


ODD_CHIP_HAND = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = [
  'd dh p1 2c7d', 'd dh p2 AhKh', 'd dh p3 AdKd',
  'p3 cc', 'p1 f', 'p2 cc',
  'd db 2s5s9c', 'p2 cc', 'p3 cc', 'd db Jh', 'p2 cc', 'p3 cc', 'd db 3c', 'p2 cc', 'p3 cc',
  'p2 sm AhKh', 'p3 sm AdKd',
]
finishing_stacks = [99, 100.5, 100.5]
"""


def test_a_split_pot_recorded_in_half_chips_is_explained_by_the_odd_chip_rule() -> None:
    (record,) = read_text(ODD_CHIP_HAND, "odd.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == ODD_CHIP
    assert "half chips" in result.detail and "ODD-CHIP" in result.detail
    assert "clockwise from the button" in result.detail
    assert "odd chips of the pot go to seat(s) 2" in result.detail
    # Whole chips as refdealer pays them match outright.
    whole = ODD_CHIP_HAND.replace("[99, 100.5, 100.5]", "[99, 101, 100]")
    (record,) = read_text(whole, "odd.phh")
    assert replay_record(ReferenceDealer(), record).outcome == MATCHED


def test_half_chips_that_the_odd_chip_does_not_explain_are_a_mismatch() -> None:
    text = ODD_CHIP_HAND.replace("[99, 100.5, 100.5]", "[98.5, 101, 100.5]")
    (record,) = read_text(text, "odd.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == MISMATCHED
    assert result.detail == "p1, seat 1: recorded finishing stack 98.5, engine 99"


def test_the_first_differing_finishing_stack_is_named_with_both_values() -> None:
    text = HAND.replace("[99, 32, 169]", "[99, 40, 161]").replace(
        "starting_stacks", "players = ['Ann', 'Bob', 'Cy']\nstarting_stacks"
    )
    (record,) = read_text(text, "h.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == MISMATCHED
    assert result.detail == "p2 (Bob), seat 2: recorded finishing stack 40, engine 32"
    assert (result.player, result.recorded, result.actual) == (2, 40, 32)


def test_the_first_event_the_engine_rejects_is_named_with_its_action() -> None:
    text = HAND.replace("'p2 cbr 18'", "'p2 cbr 6'")  # a "raise" to the 6 it faces
    (record,) = read_text(text, "h.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == MISMATCHED
    assert (result.action, result.action_text, result.reason) == (5, "p2 cbr 6", "BELOW_MINIMUM")
    assert result.event == {"type": "raise", "seat": 2, "to": 6}
    assert result.detail.startswith(
        'the engine rejected {"type": "raise", "seat": 2, "to": 6} '
        "(actions[5] 'p2 cbr 6') with BELOW_MINIMUM"
    )


def test_a_raise_short_of_the_minimum_is_made_the_minimum_and_the_stacks_differ() -> None:
    """'p2 cbr 8' (a raise of 2 after a raise of 4) is accepted and brought up to 10: the
    replay goes on, and the finishing stacks show the 2 chips the record does not have."""
    text = HAND.replace("'p2 cbr 18'", "'p2 cbr 8'")
    (record,) = read_text(text, "h.phh")
    dealer = ReferenceDealer()
    result = replay_record(dealer, record)
    assert result.outcome == MISMATCHED
    assert result.reason is None and result.action is None
    assert (result.player, result.recorded, result.actual) == (2, 32, 40)
    raised = [entry for entry in dealer.hand.log if entry.action is not None]
    assert [(str(e.event), str(e.action)) for e in raised] == [
        ("Seat 2 raises to 8", "Seat 2 raises to 10")
    ]
    assert [r.code for r in raised[0].rulings] == ["RAISE_BROUGHT_TO_MINIMUM"]


def test_recorded_winnings_are_compared_with_the_payouts() -> None:
    (record,) = read_text(HAND.replace("finishing_stacks", "winnings = [0, 0, 137]\n#"), "h.phh")
    assert replay_record(ReferenceDealer(), record).outcome == MATCHED
    (record,) = read_text(HAND.replace("finishing_stacks", "winnings = [0, 0, 130]\n#"), "h.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == MISMATCHED
    assert result.detail == "p3, seat 3: recorded winnings 130, engine pays 137"
    (record,) = read_text(HAND.replace("finishing_stacks", "# finishing_stacks"), "h.phh")
    assert replay_record(ReferenceDealer(), record).outcome == UNCHECKED


def test_a_record_that_stops_early_is_compared_where_it_stops() -> None:
    text = HAND.replace(" 'd db 3d', 'p2 cbr 30', 'p3 cc',", "").replace(
        "'p3 sm QsQd', 'p2 sm AhKh',", ""
    )
    (record,) = read_text(text.replace("[99, 32, 169]", "[99, 62, 62]"), "h.phh")
    result = replay_record(ReferenceDealer(), record)
    assert result.outcome == MATCHED
    assert "not over after the record's last action (phase turn" in result.detail


# -- the command line ----------------------------------------------------------------------


def test_replay_command_summarises_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.phh").write_text(HAND, encoding="utf-8")
    (tmp_path / "b.phh").write_text(HAND.replace("[99, 32, 169]", "[99, 40, 161]"), "utf-8")
    (tmp_path / "c.phh").write_text(HAND.replace("'NT'", "'PO'"), encoding="utf-8")
    (tmp_path / "d.phh").write_text(HAND.replace("'p1 f'", "'p1 fold'"), encoding="utf-8")
    (tmp_path / "e.phh").write_text(ODD_CHIP_HAND, encoding="utf-8")
    report = tmp_path / "report.json"
    status = main(["replay", str(tmp_path), "--json", str(report)])
    out = capsys.readouterr().out
    assert status == 1
    assert f"MISMATCHED {tmp_path / 'b.phh'}: p2, seat 2: recorded finishing stack 40" in out
    assert f"MALFORMED {tmp_path / 'd.phh'}: {tmp_path / 'd.phh'}, actions[4] 'p1 fold'" in out
    assert f"ODD_CHIP {tmp_path / 'e.phh'}: split pot" in out
    assert "NOT SUPPORTED (1 hand): variant 'PO'" in out
    summary = out.rstrip().splitlines()[-1]
    assert summary.startswith(
        "5 hands: 3 replayed, 2 matched (1 by the odd-chip rule), 1 mismatched, 0 errors; "
        "1 not supported, 1 malformed in "
    )
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["summary"]["mismatched"] == 1 and data["summary"]["odd_chip"] == 1
    outcomes = [r["outcome"] for r in data["results"]]
    assert outcomes == ["matched", "mismatched", "not_supported", "malformed", "odd_chip"]
    assert data["results"][1]["recorded"] == 40 and data["results"][1]["actual"] == 32
    assert data["results"][4]["recorded"] == 100.5


def test_replay_command_exits_zero_when_every_hand_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.phh").write_text(HAND, encoding="utf-8")
    assert main(["replay", str(tmp_path / "a.phh")]) == 0
    assert "1 hands: 1 replayed, 1 matched, 0 mismatched" in capsys.readouterr().out
    assert main(["replay", str(tmp_path / "missing.phh")]) == 2


@pytest.mark.slow
def test_replay_command_drives_an_engine_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.phh").write_text(HAND, encoding="utf-8")
    (tmp_path / "b.phh").write_text(HAND.replace("'p2 cbr 18'", "'p2 cbr 6'"), "utf-8")
    command = f"{sys.executable} -m refdealer serve"
    assert main(["replay", str(tmp_path), "--adapter-cmd", command]) == 1
    out = capsys.readouterr().out
    assert "(actions[5] 'p2 cbr 6') with BELOW_MINIMUM" in out
    assert "2 hands: 2 replayed, 1 matched, 1 mismatched" in out


def test_an_engine_that_fails_is_an_error_naming_the_action() -> None:
    from refdealer.phh.replay import ERROR
    from refdealer.protocol.engine import InProcessEngine
    from refdealer.suite.adapters import load_python_adapter

    engine = InProcessEngine(load_python_adapter("tests.engines.certify_adapters:RaisingDealer"))
    (record,) = read_text(HAND, "h.phh")
    result = replay_record(engine, record)
    assert result.outcome == ERROR
    assert (result.action, result.action_text) == (3, "p3 cbr 6")
    assert result.detail.startswith(
        'the engine failed on {"type": "raise", "seat": 3, "to": 6} (actions[3] \'p3 cbr 6\'): '
        "engine raised during apply: RuntimeError: raises are not implemented"
    )
