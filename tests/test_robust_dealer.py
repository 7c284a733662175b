"""Hostile and unlucky input at the dealer: each defect of issue 14 (block one), fixed.

Every test replays the shrunk reproduction of one defect and checks the outcome the rules
ask for, and that the table still holds 52 cards in exactly one zone each. The last tests
check that ``apply`` is transactional: whatever fails inside it, the table is as before.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import RejectedEvent, SetupError
from refdealer.hand import Hand
from refdealer.limits import MAX_EXTRA_BURNS_PER_STREET, MAX_INTEGER
from refdealer.rejections import REJECTION_REASONS
from refdealer.rules import boarding, dealing
from refdealer.table.events import Burn, DealHole
from tests.helpers import DECK, Table

ZONES = ("stub", "burns", "board", "out_of_play", "void", "muck")


def cards_in_zones(snap: dict[str, Any]) -> list[str]:
    found = [card for zone in ZONES for card in snap[zone]]
    return found + [card for held in snap["hole"].values() for card in held]


def assert_52_cards(table: Table) -> None:
    found = cards_in_zones(table.snap)
    assert len(found) == 52 and len(set(found)) == 52, sorted(found)


def three_handed(**house: object) -> Table:
    table = Table({1: 100, 2: 100, 3: 100}, button=1, house=house or None)
    table.deal("hole")
    table.each("call", 1, 2)
    table.act("check", 3)
    return table


# ---------------------------------------------------------------------------- defect 1


def test_extra_burn_then_boxed_card_then_notice_keeps_52_cards() -> None:
    table = three_handed()
    table.apply({"type": "burn"})
    table.apply({"type": "burn", "noticed": False})
    boxed = table.snap["stub"][0]
    table.apply({"type": "boxed"})
    codes = table.apply({"type": "notice"})
    assert_52_cards(table)
    snap = table.snap
    assert snap["void"] == [boxed] and boxed not in snap["stub"]
    # Found before anyone acted: put right as if seen at once, one burn made, flop still due.
    assert "BURN_EXTRA" in codes and len(snap["burns"]) in (1, 2) and snap["board"] == []
    table.apply({"type": "board", "count": 3})
    assert_52_cards(table)
    assert boxed not in table.snap["board"]


# ---------------------------------------------------------------------------- defect 2


def test_misdeal_clears_all_in_exposure_so_the_redealt_hand_finishes() -> None:
    # The blinds are all in as posted; the button calls: every hand is to be turned up.
    table = Table({1: 50, 2: 1, 3: 2}, button=1, house={"all_in_exposure": "on"})
    table.deal("hole")
    table.apply({"type": "deal_hole", "seat": 3, "noticed": False})  # an unseen extra card
    codes = table.act("call", 1)
    assert "ALL_IN_EXPOSURE" in codes
    codes = table.apply({"type": "notice"})  # found before the cutoff: a misdeal
    assert "REDEAL" in codes and table.phase == "dealing"
    table.deal("hole")
    # The redealt hand is a fresh deal: seat 1 acts again, and the hand can be finished.
    assert table.to_act == 1 and table.legal is not None
    codes = table.act("call", 1)
    assert "ALL_IN_EXPOSURE" in codes
    for _ in range(3):
        table.apply({"type": "show", "seat": table.to_act})
    table.deal("flop", "turn", "river")
    assert table.phase == "complete"
    assert sum(table.stacks.values()) == 53
    assert_52_cards(table)


# ---------------------------------------------------------------------------- defect 3


@pytest.mark.parametrize("error", ["extra", "short"])
def test_all_in_exposure_with_a_wrong_size_hand_settles_the_river_showdown(error: str) -> None:
    table = Table({1: 50, 2: 50, 3: 50}, button=1, house={"all_in_exposure": "on"})
    if error == "extra":
        table.deal("hole")
        table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    else:
        for _ in range(5):
            table.apply({"type": "deal_hole"})
        table.apply({"type": "end_deal"})  # the button is a card short, nobody sees it
    table.act("raise", 1, to=50)
    table.each("call", 2, 3)
    codes: list[str] = []
    while table.to_act is not None:
        codes += table.apply({"type": "show", "seat": table.to_act})
    # The hands are face up: the wrong count is seen as it is turned up (issue 24, N8), and
    # that hand is dead; the rest settle at the showdown.
    assert "WRONG_COUNT_DEAD" in codes
    table.deal("flop", "turn", "river")
    assert table.phase == "complete"
    dead = 2 if error == "extra" else 1
    assert dead not in table.payouts
    assert sum(table.stacks.values()) == 150
    assert_52_cards(table)


# ---------------------------------------------------------------------------- defect 4


def test_odd_chip_to_high_card_with_a_declared_board_player_who_mucked_splits() -> None:
    table = Table(
        {1: 100, 2: 100, 3: 100},
        button=1,
        hole={1: "2c3d", 3: "4h5c"},
        board="AsKsQsJsTs",
        house={"odd_chip_method": "high_card_by_suit"},
    )
    table.deal("hole")
    table.act("call", 1)
    table.act("fold", 2)
    table.act("check", 3)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 3, 1)
    assert table.phase == "showdown" and table.to_act == 3
    table.apply({"type": "declare_board", "seat": 3})
    table.apply({"type": "muck", "seat": 3})  # declared first: keeps his share
    codes = table.apply({"type": "show", "seat": 1})
    assert "SPLIT_POT" in codes and "ODD_CHIP" in codes
    # Pot 5: 2 each, the odd chip to the seat with a card (seat 1's 3d), not the empty hand.
    assert table.payouts == {1: 3, 3: 2}
    assert_52_cards(table)


# ---------------------------------------------------------------------------- defect 5


@pytest.mark.parametrize("policy", ["restore", "card_plays"])
def test_extra_burns_are_limited_per_street(policy: str) -> None:
    table = three_handed(extra_burn_before_action=policy)
    table.apply({"type": "burn"})
    for _ in range(MAX_EXTRA_BURNS_PER_STREET):
        assert "BURN_EXTRA" in table.apply({"type": "burn"})
    assert table.reject({"type": "burn"}) == "ALREADY_BURNED"
    assert table.reject({"type": "burn", "noticed": False}) == "ALREADY_BURNED"
    table.apply({"type": "board", "count": 3})
    assert_52_cards(table)


def test_burn_from_an_empty_stub_is_refused_under_card_plays() -> None:
    table = three_handed(extra_burn_before_action="card_plays")
    while table.snap["stub"]:
        table.apply({"type": "boxed"})
    assert table.reject({"type": "burn"}) == "NO_CARD_DUE"
    assert table.reject({"type": "deal_hole"}) in ("NO_CARD_DUE", "DEAL_COMPLETE")
    assert_52_cards(table)


# ---------------------------------------------------------------------------- defect 6


@pytest.mark.parametrize(
    "event",
    [
        {"type": ["fold"]},
        {"type": {"fold": 1}},
        {"type": "bet", "seat": 1, "amount": 10**5000},
        {"type": "fold", "seat": 10**5000},
        {"type": "chips", "seat": 1, "motions": [[10**5000]]},
        {"type": "stub_dropped", "mixed": [["muck"]]},
        {"type": "bet", "seat": 1, "amount": MAX_INTEGER + 1},
    ],
)
def test_garbage_event_is_refused_as_malformed(event: dict[str, Any]) -> None:
    table = three_handed()
    assert table.reject(event) == "MALFORMED_EVENT"


@pytest.mark.parametrize("seat", ["²", "٣", "1" * 5000, "-1", ""])
def test_seat_with_a_non_ascii_digit_is_a_setup_error(seat: str) -> None:
    setup = {"blinds": [1, 2], "seats": {seat: 100, "2": 100}, "button": 2, "deck": list(DECK)}
    with pytest.raises(SetupError, match=r"setup\.seats\..*a seat is a number"):
        ReferenceDealer().start(setup)


def test_stack_over_max_integer_is_a_setup_error() -> None:
    setup = {"blinds": [1, 2], "seats": {"1": 10**5000, "2": 100}, "button": 2, "deck": list(DECK)}
    with pytest.raises(SetupError, match=r"setup\.seats\.1: must be at most"):
        ReferenceDealer().start(setup)


# ---------------------------------------------------------------------------- transactional


def attributes(hand: Hand) -> dict[str, Any]:
    """Every attribute of ``hand``: its slots (most of the table state) and its dict."""
    names = [
        name
        for klass in type(hand).__mro__
        for name in klass.__dict__.get("__slots__", ())
        if name not in ("__dict__", "__weakref__") and hasattr(hand, name)
    ]
    return {**{name: getattr(hand, name) for name in names}, **vars(hand)}


def test_apply_that_fails_midway_leaves_the_table_exactly_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = three_handed()
    before = copy.deepcopy(table.snap)
    hand = table.dealer.hand
    state_before = {k: copy.deepcopy(v) for k, v in attributes(hand).items() if k != "setup"}
    real_burn = boarding.burn

    def burn_then_fail(hand: Hand, issued: list[Any]) -> None:
        real_burn(hand, issued)
        hand.stacks[1] += 1000  # half-applied, then a crash
        raise KeyError("simulated bug")

    monkeypatch.setattr(boarding, "burn", burn_then_fail)
    answer = table.dealer.apply({"type": "burn"})
    assert answer["accepted"] is False and answer["reason"] == "INTERNAL_ERROR"
    assert "KeyError" in answer["message"] and "exactly as it was" in answer["message"]
    assert table.snap == before
    after = {k: v for k, v in attributes(table.dealer.hand).items() if k != "setup"}
    assert set(after) == set(state_before)
    for name, value in state_before.items():
        if name != "showdown":
            assert after[name] == value, name
    monkeypatch.setattr(boarding, "burn", real_burn)
    table.deal("flop")  # the hand goes on from where it was
    assert table.phase == "flop"


def test_broken_invariant_is_refused_with_internal_error_and_rolled_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = Hand.from_dict(
        {"blinds": [1, 2], "seats": {"1": 10, "2": 10}, "button": 1, "deck": list(DECK)}
    )
    hand.apply(DealHole())
    stub = list(hand.stub)
    real_deal = dealing._deal_in_pass

    def deal_twice(hand: Hand, event: DealHole, due: int, issued: list[Any]) -> None:
        real_deal(hand, event, due, issued)
        if hand.cards_dealt == 2:  # the second card (not the first, replayed on roll-back)
            hand.burns.append(hand.stub[-1])  # one card in two zones

    monkeypatch.setattr(dealing, "_deal_in_pass", deal_twice)
    with pytest.raises(RejectedEvent) as caught:
        hand.apply(DealHole())
    assert caught.value.reason == "INTERNAL_ERROR"
    assert "InvariantViolation" in caught.value.message
    assert hand.stub == stub and hand.burns == [] and len(hand.log) == 1


def test_interrupt_inside_apply_rolls_back_and_propagates(monkeypatch: pytest.MonkeyPatch) -> None:
    table = three_handed()
    before = copy.deepcopy(table.snap)

    def interrupted(hand: Hand, issued: list[Any]) -> None:
        hand.burns.append(hand.stub.pop())
        raise KeyboardInterrupt

    monkeypatch.setattr(boarding, "burn", interrupted)
    with pytest.raises(KeyboardInterrupt):
        table.dealer.hand.apply(Burn())
    assert table.snap == before


def test_internal_error_is_a_documented_rejection_reason() -> None:
    assert "INTERNAL_ERROR" in REJECTION_REASONS
    assert "exactly as before" in REJECTION_REASONS["INTERNAL_ERROR"]


# ---------------------------------------------------------------------------- issue 24: N4


def on_the_flop() -> Table:
    """Three-handed on the flop, seat 2 to act first."""
    table = three_handed()
    table.deal("flop")
    assert table.to_act == 2
    return table


@pytest.mark.parametrize("digits", [16, 4300, 5000])
def test_n4_a_spoken_amount_past_max_integer_is_refused_naming_the_limit(digits: int) -> None:
    """Python will not read a number of 4,300 digits or more (its int-string limit): the
    amount said in a ``chips`` event is checked against MAX_INTEGER before it is read."""
    table = on_the_flop()
    for said in (f"raise {'9' * digits}", "9" * digits, f"bet to {'9' * digits}"):
        event = {"type": "chips", "seat": 2, "motions": [[10]], "declared": said}
        assert table.reject(event) == "MALFORMED_EVENT"
        message = table.dealer.apply(event)["message"]
        assert "MAX_INTEGER" in message and len(message) < 300


def test_n4_a_spoken_amount_of_zeros_or_foreign_digits_is_for_the_floor() -> None:
    table = on_the_flop()
    for said in ("0" * 5000, "raise ٣٠"):
        event = {"type": "chips", "seat": 2, "motions": [[10]], "declared": said}
        assert table.reject(event) == "FLOOR_DECISION"
    said = "raise " + "0" * 5000 + "10"  # leading zeros: still ten
    codes = table.apply({"type": "chips", "seat": 2, "motions": [[10]], "declared": said})
    assert table.bets[2] == 10 and "VERBAL_AMOUNT" in codes


@pytest.mark.parametrize("digits", [31, 4300, 5000])
def test_n4_an_integer_too_long_on_a_json_line_is_refused_naming_the_limit(digits: int) -> None:
    """Over the wire too: ``refdealer serve`` answers a parse error naming MAX_NUMBER_DIGITS,
    not Python's int-string limit, and serves the next line."""
    from refdealer.protocol.engine import InProcessEngine
    from refdealer.protocol.server import handle_line

    engine = InProcessEngine(ReferenceDealer())
    event = '{"type": "bet", "seat": 1, "amount": ' + "9" * digits + "}"
    line = '{"jsonrpc": "2.0", "id": 1, "method": "apply", "params": {"event": ' + event + "}}"
    answer, _ = handle_line(engine, line)
    assert answer is not None and f"{digits} digits" in answer and "MAX_NUMBER_DIGITS" in answer
    answer, _ = handle_line(engine, '{"jsonrpc": "2.0", "id": 2, "method": "hello"}')
    assert answer is not None and '"protocol"' in answer
