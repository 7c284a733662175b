"""Export and read back: every suite hand written as PHH replays to the same hand.

Each scenario is played on the reference dealer; its hand is written with
:func:`hand_to_phh`, read back, rebuilt and replayed on a fresh dealer. The replay must
deal the same cards (hole cards, burns, board), take the same events, and reach the
recorded finishing stacks.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.hand import Hand
from refdealer.phh import Step, build_plan, hand_to_phh, hands_to_phhs, read_text, replay_plan
from refdealer.phh.compare import MATCHED
from refdealer.phh.export import play_scenario
from refdealer.phh.writer import ExportError, hand_actions
from refdealer.rulings import RULING_CODES
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import Scenario
from refdealer.suite.files import scenarios_dir
from refdealer.table.events import Bet, Board, DealHole, Muck, Raise, Show
from tests.helpers import Table

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
NO_NOTATION = frozenset(
    {"boxed", "expose", "chips", "declare_board", "end_deal", "notice", "stub_dropped",
     "declare", "count", "show of some cards", "show before the board", "big blind ante",
     "show after a muck", "forfeit_undercall", "kill_hand", "clock_expired",
     "away_at_deal", "ask_to_see", "fouled_deck", "wager_found",
     "unnoticed wager", "kill", "stopped at the showdown"}
)  # fmt: skip
#: Catalog areas of the dealer's errors in the deal and on the board (misdeals, exposed,
#: extra and premature cards, burns out of place): PHH records the cards a hand was played
#: with, not how they came off the deck, so the writer may refuse such a hand.
DEALER_ERROR_AREAS = frozenset({"dealing", "misdeals", "board"})
CATALOG = rule_catalog()


def played(hand: Hand) -> list[object]:
    """The events of a hand, a hole card named for the seat it went to read as unnamed.

    PHH names the player of every hole card, so a `deal_hole` that named its (due) seat
    and one that did not are the same deal.
    """
    return [
        DealHole(exposed=entry.event.exposed) if isinstance(entry.event, DealHole) else entry.event
        for entry in hand.log
    ]


def _dealer_errors(hand: Hand) -> set[str]:
    """The codes of the hand's rulings on the dealer's errors in the deal or on the board."""
    codes = {ruling.code for entry in hand.log for ruling in entry.rulings}
    return {code for code in codes if CATALOG[RULING_CODES[code].rule].area in DEALER_ERROR_AREAS}


def _export(hand: Hand, name: str | None = None) -> str | None:
    """The hand as PHH; ``None`` when the writer refuses a hand with a dealer error in the
    deal or on the board. Any other refusal fails the test."""
    try:
        return hand_to_phh(hand, hand_name=name)
    except ExportError:
        if _dealer_errors(hand):
            return None
        raise


def _kinds(hand: Hand) -> set[str]:
    """The kinds of the hand's events; a show of only some cards, and a show followed by
    board cards (hands turned up at an all-in), are kinds of their own."""
    # PHH posts antes before the blinds: no "big blind first" (BBA, TDA RP-11).
    kinds: set[str] = {"big blind ante"} if hand.setup.ante_mode == "big_blind" else set()
    overblind = hand.setup.overblind
    if overblind is not None and overblind.kind == "kill":  # PHH has no kill
        kinds.add("kill")
    if hand.phase == "showdown":  # read back, PHH plays the showdown out
        kinds.add("stopped at the showdown")
    mucked: set[int] = set()
    for entry in hand.log:
        event = entry.event
        if isinstance(event, Muck):
            mucked.add(event.seat)
        if isinstance(event, Show) and event.seat in mucked:
            kinds.add("show after a muck")  # cards taken back out of the muck (TDA 14)
        if isinstance(event, Bet | Raise) and not event.noticed:
            kinds.add("unnoticed wager")  # a wrong-size wager found later (TDA 52-A, 52-B)
        if isinstance(event, Show) and event.cards is not None:
            kinds.add("show of some cards")
        elif isinstance(event, Board) and "show" in kinds:
            kinds.add("show before the board")
        kinds.add(event.type)
    return kinds


def _writable(hand: Hand) -> bool:
    return not _kinds(hand) & NO_NOTATION and _export(hand) is not None


def _replay(hand: Hand, name: str) -> tuple[Hand, str, str]:
    text = _export(hand, name)
    assert text is not None, f"{name}: the writer refused {sorted(_dealer_errors(hand))}"
    (record,) = read_text(text, f"{name}.phh")
    dealer = ReferenceDealer()
    result = replay_plan(dealer, build_plan(record))
    return dealer.hand, result.outcome, result.detail


def test_the_suite_has_hands_that_reach_a_result() -> None:
    assert ISSUES == []
    assert sum(hand.complete for _, hand in HANDS) >= 10


def _notation_gap(hand: Hand) -> str | None:
    """Why PHH cannot carry this hand (events or dealer errors it has no notation for)."""
    kinds = _kinds(hand) & NO_NOTATION
    if kinds:
        return "events " + ", ".join(sorted(kinds))
    if _export(hand) is None:
        return "dealer errors " + ", ".join(sorted(_dealer_errors(hand)))
    return None


GAPS = [_notation_gap(h) for _, h in HANDS]
WRITABLE = [pair for pair, gap in zip(HANDS, GAPS, strict=True) if gap is None]
UNWRITABLE = [pair for pair, gap in zip(HANDS, GAPS, strict=True) if gap is not None]


def test_hands_phh_cannot_carry_are_refused_with_a_reason() -> None:
    """A hand with an event or a dealer error PHH has no notation for is not written:
    the writer raises ExportError (checked here for every such suite hand, so the
    round-trip tests below cover every hand PHH can carry)."""
    assert UNWRITABLE, "the suite has irregular hands"
    for scenario, hand in UNWRITABLE:
        with pytest.raises(ExportError):
            hand_to_phh(hand, hand_name=scenario.id)
    assert len(WRITABLE) >= 100


def test_a_hand_stopped_at_the_showdown_is_refused_not_played_out() -> None:
    """Read back, PHH plays the showdown out: a hand that stops before it is settled would
    come back as a different hand (drill-river-bet-above-an-all-in-call-goes-back did)."""
    stopped = [(s, h) for s, h in HANDS if h.phase == "showdown"]
    assert stopped, "the suite has hands that stop at the showdown"
    for scenario, hand in stopped:
        with pytest.raises(ExportError, match="stops at the showdown before it is settled"):
            hand_to_phh(hand, hand_name=scenario.id)


@pytest.mark.parametrize(
    ("scenario", "hand"),
    [pytest.param(s, h, id=s.id) for s, h in WRITABLE if h.complete],
)
def test_a_finished_hand_round_trips(scenario: Scenario, hand: Hand) -> None:
    again, outcome, detail = _replay(hand, scenario.id)
    assert (outcome, detail) == (MATCHED, "")
    assert again.complete
    assert again.stacks == hand.stacks and again.payouts == hand.payouts
    assert [str(c) for c in again.burns] == [str(c) for c in hand.burns]
    assert [str(c) for c in again.board] == [str(c) for c in hand.board]
    assert _dealt(again) == _dealt(hand)
    assert played(again) == played(hand)
    assert [r.code for r in again.rulings] == [r.code for r in hand.rulings]


@pytest.mark.parametrize(
    ("scenario", "hand"),
    [pytest.param(s, h, id=s.id) for s, h in WRITABLE if not h.complete],
)
def test_an_unfinished_hand_round_trips_as_far_as_it_goes(scenario: Scenario, hand: Hand) -> None:
    again, outcome, _ = _replay(hand, scenario.id)
    assert outcome == MATCHED
    assert played(again) == played(hand)
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
    regular = [(s, h) for s, h in HANDS if _writable(h)]
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
    from refdealer.table.cards import FULL_DECK

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
    assert played(again) == played(hand)


def test_a_hand_that_would_not_read_back_the_same_is_refused() -> None:
    from refdealer.hand import LogEntry
    from refdealer.table.cards import Card
    from refdealer.table.events import Boxed

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
    regular = [h for _, h in HANDS if _writable(h)]
    skipped = len(HANDS) - len(regular)
    assert main(["export", "--all", "-o", str(out)]) == (1 if skipped else 0)
    count = len(read_text(out.read_text(encoding="utf-8"), str(out)))
    assert count == len(regular)
    capsys.readouterr()
    assert main(["replay", str(out)]) == 0
    assert f"{count} hands: {count} replayed, {count} matched" in capsys.readouterr().out


def _held_bet_then_checked_to() -> Hand:
    """NL 1/2 three-handed flop: S3 bets 6 out of turn (held), S2 checks and the bet binds,
    S1 folds, S2 calls: the ``cc`` of S2 is a check first, then a call."""
    table = Table({1: 100, 2: 100, 3: 100}, button=1)
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    assert table.act("bet", 3, 6) == ["ACTION_OUT_OF_TURN"]
    assert table.act("check", 2) == ["OUT_OF_TURN_BINDS"]
    table.each("fold", 1)
    table.each("call", 2)
    return table.dealer.hand


def _limit_bet_cut_to_size_then_raised() -> Hand:
    """10/20 three-handed flop: S2 "bets 30", made 10; S3 raises to 20; S1 folds; S2 still
    owes 10, so its ``cc`` is a call (the recorded 30 would make it look matched)."""
    table = Table({1: 100, 2: 100, 3: 100}, button=1, blinds=(5, 10), game="fixed-limit")
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 30})
    assert codes == ["LIMIT_SIZE_CORRECTED"] and action["amount"] == 10
    table.act("raise", 3, to=20)
    table.each("fold", 1)
    table.each("call", 2)
    return table.dealer.hand


def _live_hand_mucked() -> Hand:
    """SHOWDOWN-MUCK-WHILE-LIVE: S4 bets 500 on the river and mucks with S6 still to act:
    written ``sm`` without cards, it is read back as a muck during the betting, not a
    showdown muck."""
    table = Table({1: 5000, 4: 5000, 6: 5000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.each("fold", 1)
    table.each("call", 4)
    table.each("check", 6)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        if street != "river":
            table.each("check", 4, 6)
    table.act("bet", 4, 500)
    assert "MUCKED_WHILE_LIVE" in table.apply({"type": "muck", "seat": 4})
    return table.dealer.hand


@pytest.mark.parametrize(
    ("build", "last"),
    [
        (_held_bet_then_checked_to, [("check", 2), ("fold", 1), ("call", 2)]),
        (_limit_bet_cut_to_size_then_raised, [("raise", 3), ("fold", 1), ("call", 2)]),
        (_live_hand_mucked, [("check", 6), ("bet", 4), ("muck", 4)]),
    ],
)
def test_held_and_corrected_wagers_and_live_mucks_read_back_as_played(
    build: Callable[[], Hand], last: list[tuple[str, int]]
) -> None:
    """Whether a recorded ``cc`` is a check or a call, ``cbr`` a bet or a raise, and a
    cardless ``sm`` a muck during the betting, follows the reference table (out-of-turn
    actions held, wrong sizes corrected), not a tally of the recorded amounts."""
    hand = build()
    (record,) = read_text(hand_to_phh(hand), "h.phh")  # verified on export
    events = [dict(step.event) for step in build_plan(record).script if isinstance(step, Step)]
    assert [(e["type"], e["seat"]) for e in events if "seat" in e][-3:] == last
    again, outcome, _ = _replay(hand, "conduct")
    assert outcome == MATCHED
    assert played(again) == played(hand)
    assert [entry.action for entry in again.log] == [entry.action for entry in hand.log]
    assert [r.code for r in again.rulings] == [r.code for r in hand.rulings]
    assert again.stacks == hand.stacks


def test_a_straddled_hand_is_written_with_its_third_blind_and_round_trips() -> None:
    """STRADDLE: PHH's blinds_or_straddles carries the straddle of p3, left of the big blind;
    read back it is the same live straddle, acting last before the flop."""
    straddled = [(s, h) for s, h in WRITABLE if h.setup.overblind is not None]
    assert straddled, "the suite has straddled hands PHH can carry"
    for scenario, hand in straddled:
        overblind = hand.setup.overblind
        assert overblind is not None and overblind.kind == "straddle"
        text = hand_to_phh(hand, hand_name=scenario.id)
        (record,) = read_text(text, f"{scenario.id}.phh")
        forced = [int(amount) for amount in record.blinds_or_straddles or ()]
        assert forced[:3] == [hand.setup.small_blind, hand.setup.big_blind, overblind.amount]
        assert hand.seating.order[2] == overblind.seat
        again, outcome, _ = _replay(hand, scenario.id)
        assert outcome == MATCHED
        assert again.setup.overblind == overblind and played(again) == played(hand)
        assert again.stacks == hand.stacks


def test_a_killed_hand_is_refused_saying_why() -> None:
    """KILL-POT: PHH has no kill; as a third blind it would read back as a straddle."""
    killed = [(s, h) for s, h in HANDS if "kill" in _kinds(h)]
    assert killed, "the suite has killed hands"
    for scenario, hand in killed:
        with pytest.raises(ExportError, match=r"a kill \(seat \d+, KILL-POT\): PHH has no kill"):
            hand_to_phh(hand, hand_name=scenario.id)
