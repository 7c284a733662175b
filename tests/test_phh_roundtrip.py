"""Export and read back: every suite hand written as PHH replays to the same hand.

Each scenario is played on the reference dealer; its hand is written with
:func:`hand_to_phh`, read back, rebuilt and replayed on a fresh dealer. The replay must
deal the same cards (hole cards, burns, board), take the same events, and reach the
recorded finishing stacks.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.hand import Hand
from refdealer.phh import build_plan, hand_to_phh, hands_to_phhs, read_text, replay_plan
from refdealer.phh.compare import MATCHED
from refdealer.phh.export import play_scenario
from refdealer.phh.writer import hand_actions
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import Scenario
from refdealer.suite import scenarios_dir

SCENARIOS, ISSUES = load_scenarios([scenarios_dir()])
HANDS: list[tuple[Scenario, Hand]] = [
    (scenario, hand) for scenario in SCENARIOS if (hand := play_scenario(scenario)) is not None
]


def _dealt(hand: Hand) -> dict[int, list[str]]:
    """Each seat's hole cards as dealt (a folded seat's are in the muck by now)."""
    order = hand.seating.order
    deck = hand.setup.deck
    return {seat: [str(deck[i]), str(deck[i + len(order)])] for i, seat in enumerate(order)}


#: Events with no PHH notation: a hand holding one is not written (ExportError).
NO_NOTATION = frozenset({"boxed", "expose", "chips", "declare_board"})


def _skip_if_irregular(hand: Hand) -> None:
    kinds = {entry.event.type for entry in hand.log} & NO_NOTATION
    if kinds:
        pytest.skip(f"the hand has events PHH has no notation for: {', '.join(sorted(kinds))}")


def _replay(hand: Hand, name: str) -> tuple[Hand, str, str]:
    text = hand_to_phh(hand, hand_name=name)
    (record,) = read_text(text, f"{name}.phh")
    dealer = ReferenceDealer()
    result = replay_plan(dealer, build_plan(record))
    return dealer.hand, result.outcome, result.detail


def test_the_suite_has_hands_that_reach_a_result() -> None:
    assert ISSUES == []
    assert sum(hand.complete for _, hand in HANDS) >= 10


@pytest.mark.parametrize(
    ("scenario", "hand"),
    [pytest.param(s, h, id=s.id) for s, h in HANDS if h.complete],
)
def test_a_finished_hand_round_trips(scenario: Scenario, hand: Hand) -> None:
    _skip_if_irregular(hand)
    again, outcome, detail = _replay(hand, scenario.id)
    assert (outcome, detail) == (MATCHED, "")
    assert again.complete
    assert again.stacks == hand.stacks and again.payouts == hand.payouts
    assert [str(c) for c in again.burns] == [str(c) for c in hand.burns]
    assert [str(c) for c in again.board] == [str(c) for c in hand.board]
    assert _dealt(again) == _dealt(hand)
    assert [entry.event for entry in again.log] == [entry.event for entry in hand.log]
    assert [r.code for r in again.rulings] == [r.code for r in hand.rulings]


@pytest.mark.parametrize(
    ("scenario", "hand"),
    [pytest.param(s, h, id=s.id) for s, h in HANDS if not h.complete],
)
def test_an_unfinished_hand_round_trips_as_far_as_it_goes(scenario: Scenario, hand: Hand) -> None:
    _skip_if_irregular(hand)
    again, outcome, _ = _replay(hand, scenario.id)
    assert outcome == MATCHED
    assert [entry.event for entry in again.log] == [entry.event for entry in hand.log]
    assert again.stacks == hand.stacks


def test_burns_and_rulings_are_kept_as_commentary() -> None:
    finished = [hand for _, hand in HANDS if hand.complete and hand.burns]
    hand = finished[0]
    actions = hand_actions(hand)
    boards = [a for a in actions if a.startswith("d db ")]
    assert [a.split("# burn ")[1][:2] for a in boards] == [str(c) for c in hand.burns]
    codes = {r.code for entry in hand.log for r in entry.rulings}
    text = "\n".join(actions)
    assert all(f"{code}: " in text for code in codes)


def test_a_phhs_of_the_suite_is_valid_toml_with_one_table_a_hand() -> None:
    regular = [(s, h) for s, h in HANDS if not {e.event.type for e in h.log} & NO_NOTATION]
    text = hands_to_phhs([hand for _, hand in regular], [s.id for s, _ in regular])
    document = tomllib.loads(text)
    assert list(document) == [str(i) for i in range(1, len(regular) + 1)]
    records = read_text(text, "suite.phhs", multi=True)
    assert [r.hand for r in records] == [s.id for s, _ in regular]


def _play_passively(dealer: ReferenceDealer) -> None:
    """Deal, check or call every decision, and show every hand at the showdown."""
    while True:
        snap = dealer.snapshot()
        phase, seat = snap["phase"], snap["to_act"]
        if phase == "complete":
            return
        if phase == "dealing":
            dealer.apply({"type": "deal_hole"})
        elif phase == "showdown":
            dealer.apply({"type": "show", "seat": seat})
        elif seat is None:
            dealer.apply({"type": "burn"})
            dealer.apply({"type": "board", "count": 3 if not snap["board"] else 1})
        else:
            kind = "check" if snap["legal"]["check"] else "call"
            assert dealer.apply({"type": kind, "seat": seat})["accepted"]


def test_a_button_on_an_empty_seat_and_a_short_ante_survive_the_round_trip() -> None:
    from refdealer.cards import FULL_DECK

    dealer = ReferenceDealer()
    dealer.start({
        "game": "no-limit", "blinds": [1, 2], "ante": 2,
        "seats": {"1": 50, "3": 1, "5": 50}, "button": 4,
        "deck": [str(card) for card in FULL_DECK],
    })  # fmt: skip
    _play_passively(dealer)
    hand = dealer.hand
    assert hand.complete and [r.code for r in hand.start_rulings] == ["SHORT_ANTE"]
    text = hand_to_phh(hand)
    assert "seats = [5, 1, 3]" in text and "_refdealer_button = 4" in text
    assert "# at the start: SHORT_ANTE: Seat 3 posts an ante of 1, all in" in text
    again, outcome, detail = _replay(hand, "ante")
    assert (outcome, detail) == (MATCHED, "")
    assert again.setup.button == 4 and again.setup.ante == 2
    assert again.stacks == hand.stacks
    assert [entry.event for entry in again.log] == [entry.event for entry in hand.log]


def test_a_hand_that_would_not_read_back_the_same_is_refused() -> None:
    from refdealer.cards import Card
    from refdealer.events import Boxed
    from refdealer.hand import LogEntry
    from refdealer.phh.writer import ExportError

    scenario, _ = next((s, h) for s, h in HANDS if h.complete and h.burns)
    hand = play_scenario(scenario)
    assert hand is not None
    hand.burns[0] = Card("2c") if hand.burns[0] != Card("2c") else Card("3c")
    with pytest.raises(ExportError, match="its burns is"):
        hand_to_phh(hand)
    assert hand_to_phh(hand, verify=False)  # written as the deck says, unchecked
    hand.log.append(LogEntry(Boxed(), ()))
    with pytest.raises(ExportError, match="a boxed event has no PHH notation"):
        hand_to_phh(hand, verify=False)


def test_export_command_writes_the_suite_and_replay_reads_it_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "suite.phhs"
    regular = [h for _, h in HANDS if not {e.event.type for e in h.log} & NO_NOTATION]
    skipped = len(HANDS) - len(regular)
    assert main(["export", "--all", "-o", str(out)]) == (1 if skipped else 0)
    count = len(read_text(out.read_text(encoding="utf-8"), str(out)))
    assert count == len(regular)
    capsys.readouterr()
    assert main(["replay", str(out)]) == 0
    assert f"{count} hands: {count} replayed, {count} matched" in capsys.readouterr().out
