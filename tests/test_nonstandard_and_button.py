"""A joker in the deck (NONSTANDARD-CARD, docs/protocol.md clarification 21) and the button's
cards under ``button_card_errors`` (BUTTON-CARDS, TDA 35-B and 37): the events, their
refusals, and the edges the scenarios do not reach."""

from __future__ import annotations

import pytest

from refdealer.errors import EventError
from refdealer.table.events import DealHole, NonstandardFound, parse_event
from tests.helpers import DECK, Table, f6, hu

JOKER = {"type": "deal_hole", "nonstandard": True}
TDA_JOKER = {"joker_or_nonstandard_before_action": "misdeal"}
CATCH_UP = {"button_card_errors": "button_may_catch_up"}


def c(n: int) -> str:
    """The catalog's card ``cn`` of the unstacked deck."""
    return DECK[n - 1]


def deal(table: Table, cards: int) -> None:
    for _ in range(cards):
        table.apply({"type": "deal_hole"})


def joker_to_seat_4(table: Table) -> None:
    """Seat 4's second card is the joker; the deal completes."""
    deal(table, 8)
    table.apply(JOKER)
    deal(table, 3)


@pytest.mark.parametrize(
    ("raw", "event"),
    [
        (JOKER, DealHole(nonstandard=True)),
        ({"type": "deal_hole", "seat": 4, "nonstandard": True}, DealHole(seat=4, nonstandard=True)),
        ({"type": "nonstandard_found", "seat": 4}, NonstandardFound(4)),
    ],
)
def test_joker_events_parse_and_write_back(raw: dict[str, object], event: object) -> None:
    assert parse_event(raw) == event
    assert parse_event(raw).to_dict() == raw


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"type": "deal_hole", "nonstandard": "yes"}, "'nonstandard' must be true or false"),
        ({"type": "deal_hole", "nonstandard": True, "exposed": True}, "takes no 'exposed'"),
        ({"type": "deal_hole", "nonstandard": True, "noticed": False}, "or 'noticed'"),
        ({"type": "nonstandard_found"}, "needs 'seat'"),
        ({"type": "nonstandard_found", "seat": 4, "card": "As"}, "unknown field 'card'"),
    ],
)
def test_malformed_joker_events_are_refused(raw: dict[str, object], words: str) -> None:
    with pytest.raises(EventError, match=words):
        parse_event(raw)


def test_the_joker_is_beside_the_52_cards() -> None:
    table = f6()
    joker_to_seat_4(table)
    snap = table.snap
    assert snap["hole"]["4"] == [c(3)]  # the joker is in no zone
    assert snap["hole"]["5"] == [c(4), c(9)]  # the next pitch took the card that came next
    assert snap["stub"][0] == c(12)
    assert len(snap["stub"]) == 52 - 11


def test_joker_refusals_leave_the_table_unchanged() -> None:
    table = f6()
    deal(table, 8)
    table.apply(JOKER)
    assert table.reject({"type": "nonstandard_found", "seat": 4}) == "DEAL_INCOMPLETE"
    assert table.reject(JOKER) == "NOT_MODELLED"  # a second joker in one deal
    deal(table, 3)
    assert table.reject(JOKER) == "NOT_MODELLED"  # not a pitch of the two passes
    assert table.reject({"type": "nonstandard_found", "seat": 5}) == "CARD_NOT_HELD"
    assert table.reject({"type": "nonstandard_found", "seat": 9}) == "NOT_IN_HAND"
    table.act("fold", 4)
    assert table.reject({"type": "nonstandard_found", "seat": 4}) == "NOT_IN_HAND"


def test_a_joker_pitched_to_a_seat_out_of_turn_is_not_modelled() -> None:
    table = f6()
    assert table.reject({"type": "deal_hole", "seat": 3, "nonstandard": True}) == "NOT_MODELLED"


def test_a_hand_holding_an_unfound_joker_is_found_as_it_is_tabled() -> None:
    table = hu()
    deal(table, 2)
    table.apply(JOKER)
    deal(table, 1)
    table.act("call", 1)
    table.act("check", 2)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 1)
    assert table.apply({"type": "show", "seat": 2}) == [
        "NONSTANDARD_CARD_DEAD",
        "POT_UNCONTESTED",
    ]
    assert table.payouts == {1: 400}


def test_an_all_in_joker_holder_tabling_at_the_exposure_gets_his_card() -> None:
    """The big blind, all in by his blind, never acted: tabling at the all-in exposure finds
    the joker, he gets the top card and is still due to show."""
    table = hu({2: 200}, house={"all_in_exposure": "on"})
    deal(table, 2)
    table.apply(JOKER)  # the big blind's second card
    deal(table, 1)
    assert table.apply({"type": "call", "seat": 1}) == ["ALL_IN_EXPOSURE"]
    assert table.to_act == 2
    assert table.apply({"type": "show", "seat": 2}) == ["NONSTANDARD_CARD_REPLACED"]
    assert table.snap["hole"]["2"] == [c(1), c(4)]
    assert table.to_act == 2
    table.apply({"type": "show", "seat": 2})


def test_a_misdeal_takes_an_unfound_joker_out() -> None:
    table = f6()
    table.apply(JOKER)  # seat 2's first card
    assert table.apply({"type": "deal_hole", "exposed": True}) == [
        "MISDEAL_EXPOSED_FIRST_CARDS",
        "REDEAL",
    ]
    assert "the joker found among the cards is taken out" in table.rulings[-1]["message"]
    table.deal("hole")
    assert table.reject({"type": "nonstandard_found", "seat": 2}) == "CARD_NOT_HELD"


def test_an_unfound_joker_counts_as_a_card_when_another_error_is_found() -> None:
    """After the cutoff only the hands with the wrong number of cards are dead: the joker's
    holder holds two objects, so he is not one of them (until he finds it)."""
    table = f6()
    deal(table, 8)
    table.apply(JOKER)  # seat 4
    deal(table, 1)
    table.apply({"type": "deal_hole", "seat": 1, "noticed": False})  # seat 6 skipped
    table.act("call", 4)
    table.act("call", 5)
    assert table.apply({"type": "notice"}) == ["CUTOFF_PASSED", "WRONG_COUNT_DEAD"]
    assert table.snap["hole"]["6"] == []
    assert table.snap["hole"]["4"] == [c(3)]


def test_the_misdeal_value_after_the_cutoff_is_a_scrap_of_paper() -> None:
    table = f6(house=TDA_JOKER)
    deal(table, 10)
    table.apply(JOKER)  # seat 6's second card
    deal(table, 1)
    table.act("call", 4)
    table.act("fold", 5)  # two actions in turn: the rrop-cash cutoff
    assert table.apply({"type": "nonstandard_found", "seat": 6}) == ["NONSTANDARD_CARD_REPLACED"]
    assert "after the misdeal cutoff" in table.rulings[-1]["message"]
    assert table.snap["hole"]["6"] == [c(5), c(12)]  # c11 went to the button


def test_a_joker_holder_who_only_said_raise_has_acted() -> None:
    table = f6()
    joker_to_seat_4(table)
    table.apply({"type": "declare", "seat": 4, "declared": "raise"})
    assert table.apply({"type": "nonstandard_found", "seat": 4}) == ["NONSTANDARD_CARD_DEAD"]


# ------------------------------------------------------------------ the button's cards


def test_two_consecutive_cards_need_the_button_to_be_the_one_passed_over() -> None:
    """Seat 5 skipped on the first pass and given a card at the end: no TDA 35-B, misdeal."""
    table = f6(house=CATCH_UP)
    deal(table, 3)
    table.apply({"type": "deal_hole", "seat": 6, "noticed": False})  # seat 5 passed over
    deal(table, 7)
    assert table.apply({"type": "deal_hole", "seat": 5}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]


def test_a_button_who_acted_short_is_dead_even_when_he_may_catch_up() -> None:
    table = f6(house=CATCH_UP)
    deal(table, 11)
    table.apply({"type": "end_deal"})
    table.each("call", 4, 5, 6, 1)
    assert table.apply({"type": "notice"}) == ["CUTOFF_PASSED", "WRONG_COUNT_DEAD"]
    assert table.snap["stub"][0] == c(12)


def test_the_button_catches_up_only_while_no_board_card_has_come() -> None:
    """An all-in button short a card: the flop is the cutoff and he never acted, but his card
    is gone, so the hand is dead under both values."""
    table = hu({1: 100}, house=CATCH_UP)
    deal(table, 3)
    table.apply({"type": "end_deal"})
    table.deal("flop")
    assert table.apply({"type": "notice"})[:2] == ["CUTOFF_PASSED", "WRONG_COUNT_DEAD"]


def test_the_button_catches_up_after_the_cutoff_whoever_else_is_short() -> None:
    """Seat 6 and the button both short after the cutoff: seat 6's hand is dead, and the
    button, who has not acted, gets the top card of the stub (TDA 37; review 3, W2)."""
    table = f6(house=CATCH_UP)
    deal(table, 10)
    table.apply({"type": "end_deal"})
    table.act("call", 4)
    table.act("fold", 5)
    assert table.apply({"type": "notice"}) == [
        "MISSING_CARD_DEALT",
        "CUTOFF_PASSED",
        "WRONG_COUNT_DEAD",
    ]
    assert table.snap["hole"]["6"] == [] and len(table.snap["hole"]["1"]) == 2
    assert table.snap["hole"]["1"][1] == c(11)
