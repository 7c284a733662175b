"""Dealing order and dealer events: DEAL-ORDER (catalog section A), heads-up dealing, burns,
the dealer events the reference dealer refuses (each leaves the table unchanged), and the
first rulings on burn and board errors (catalog section C).

The deck is unstacked: ``DECK[n - 1]`` is the catalog's card ``cn`` (top of the stub first).
"""

from __future__ import annotations

from tests.helpers import DECK, Table, f6, hu


def c(*numbers: int) -> list[str]:
    """The catalog's cards ``c1``, ``c2``, ... as tokens."""
    return [DECK[n - 1] for n in numbers]


def test_deal_order_case1_f6_hole_cards_burns_and_board() -> None:
    """DEAL-ORDER 1: F6, no errors: S2 {c1, c7}, S3 {c2, c8}, S4 {c3, c9}, S5 {c4, c10},
    S6 {c5, c11}, S1 {c6, c12}; BURN = [c13, c17, c19]; BOARD = [c14, c15, c16, c18, c20]."""
    table = f6(deck=DECK)
    assert table.snap["stub"] == list(DECK)
    table.deal("hole")
    assert table.snap["hole"] == {
        "1": c(6, 12),
        "2": c(1, 7),
        "3": c(2, 8),
        "4": c(3, 9),
        "5": c(4, 10),
        "6": c(5, 11),
    }
    assert table.snap["stub"] == c(*range(13, 53))
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    assert table.snap["burns"] == c(13) and table.snap["board"] == c(14, 15, 16)
    table.each("check", 2, 3, 4, 5, 6, 1)
    table.deal("turn")
    assert table.snap["burns"] == c(13, 17) and table.snap["board"] == c(14, 15, 16, 18)
    table.each("check", 2, 3, 4, 5, 6, 1)
    table.deal("river")
    assert table.snap["burns"] == c(13, 17, 19)
    assert table.snap["board"] == c(14, 15, 16, 18, 20)
    assert table.snap["stub"] == c(*range(21, 53))


def test_deal_order_case1_each_card_goes_to_the_seat_due() -> None:
    """DEAL-ORDER 1: one card a seat a pass, clockwise from the button's left; the button
    gets the last card of each pass. A card named for the seat due is accepted; once the
    action has begun no hole card is due any more."""
    table = f6(deck=DECK)
    for seat in (2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1):
        table.apply({"type": "deal_hole", "seat": seat})
    assert table.phase == "preflop"
    table.each("call", 4)
    assert table.reject({"type": "deal_hole"}) == "DEAL_COMPLETE"


def test_deal_order_case2_heads_up_big_blind_first_button_last() -> None:
    """DEAL-ORDER 2 / HEADS-UP-BLINDS: heads-up the BB (S2) gets c1 and c3, the button (S1)
    c2 and c4; burns c5 c9 c11; board c6 c7 c8 c10 c12."""
    table = hu(deck=DECK)
    table.apply({"type": "deal_hole", "seat": 2})
    table.apply({"type": "deal_hole", "seat": 1})
    table.apply({"type": "deal_hole"})
    table.apply({"type": "deal_hole"})
    assert table.snap["hole"] == {"1": c(2, 4), "2": c(1, 3)}
    table.each("call", 1)
    table.each("check", 2)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 1)
    assert table.snap["burns"] == c(5, 9, 11)
    assert table.snap["board"] == c(6, 7, 8, 10, 12)


def test_deal_order_button_on_an_empty_seat_deals_from_its_left() -> None:
    """DEAL-ORDER: the deal starts with the first occupied seat left of the button; with the
    button on seat 4 of seats 2, 5, 7 the order is 5, 7, 2."""
    table = Table({2: 200, 5: 200, 7: 200}, button=4, blinds=(1, 2), deck=DECK)
    table.deal("hole")
    assert table.snap["hole"] == {"5": c(1, 4), "7": c(2, 5), "2": c(3, 6)}


# ---------------------------------------------------------------------------------------------
# Dealer events refused, the table unchanged
# ---------------------------------------------------------------------------------------------


def f6_preflop_closed() -> Table:
    table = f6(deck=DECK)
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    return table


def test_burn_missed_flop_is_reshuffled_and_dealt_again() -> None:
    """BURN-MISSED-FLOP 1 (rrop-cash): a flop turned without a burn goes back, the stub is
    reshuffled with it, and the dealer burns and flops again. With no reshuffle order given
    the cards keep deck order, so the redealt flop is the error-free one."""
    table = f6_preflop_closed()
    table.apply({"type": "board", "count": 3})
    assert table.codes == ["FLOP_WITHOUT_BURN", "RESHUFFLE"]
    assert table.snap["board"] == [] and table.snap["burns"] == []
    assert table.snap["stub"] == c(*range(13, 53))
    table.deal("flop")
    assert table.snap["burns"] == c(13)
    assert table.snap["board"] == c(14, 15, 16)


def test_second_burn_goes_back_on_top() -> None:
    """BURN-EXTRA / decision 1: a second burn before the flop is put back on the stub."""
    table = f6_preflop_closed()
    table.apply({"type": "burn"})
    table.apply({"type": "burn"})
    assert table.codes == ["BURN_EXTRA"]
    assert table.snap["burns"] == c(13)
    assert table.snap["stub"][0] == c(14)[0]
    table.apply({"type": "board", "count": 3})
    assert table.snap["board"] == c(14, 15, 16)


def test_reject_wrong_board_count() -> None:
    table = f6_preflop_closed()
    table.apply({"type": "burn"})
    assert table.reject({"type": "board", "count": 1}) == "WRONG_BOARD_COUNT"
    assert table.reject({"type": "board", "count": 5}) == "WRONG_BOARD_COUNT"


def test_premature_flop_is_set_aside_and_reshuffled_when_due() -> None:
    """FLOP-PREMATURE: burn and flop before the pre-flop betting is over: the burn stays,
    the flop is out of play until the betting ends, then the stub is reshuffled with it
    and the flop comes again without a burn."""
    table = f6(deck=DECK)
    table.deal("hole")
    table.each("call", 4)
    table.apply({"type": "burn"})
    assert table.codes == ["EARLY_BURN"]
    table.apply({"type": "board", "count": 3})
    assert table.codes == ["EARLY_BURN", "FLOP_PREMATURE"]
    assert table.snap["out_of_play"] == c(14, 15, 16)
    assert table.snap["to_act"] == 5
    table.each("call", 5, 6, 1, 2)
    codes = table.act("check", 3)
    assert "RESHUFFLE" in codes
    assert table.snap["out_of_play"] == []
    assert table.snap["stub"] == c(*range(14, 53))
    table.apply({"type": "board", "count": 3})
    assert table.snap["burns"] == c(13)
    assert table.snap["board"] == c(14, 15, 16)


def test_reject_action_and_board_during_the_deal() -> None:
    table = f6(deck=DECK)
    assert table.reject({"type": "call", "seat": 4}) == "DEAL_INCOMPLETE"
    for _ in range(11):
        table.apply({"type": "deal_hole"})
    assert table.reject({"type": "fold", "seat": 4}) == "DEAL_INCOMPLETE"
    assert table.reject({"type": "burn"}) == "DEAL_INCOMPLETE"
    assert table.reject({"type": "board", "count": 3}) == "DEAL_INCOMPLETE"


def test_reject_card_after_the_river() -> None:
    table = hu(deck=DECK)
    table.deal("hole")
    table.each("call", 1)
    table.each("check", 2)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 1)
    assert table.reject({"type": "burn"}) == "NO_CARD_DUE"
    assert table.reject({"type": "deal_hole"}) == "DEAL_COMPLETE"
