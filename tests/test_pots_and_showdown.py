"""Pots and the showdown: the catalog's worked cases (sections G and I of the catalog).

Fixture F6 unless stated: seats 1-6, S1 button, S2 small blind, S3 big blind, S4 UTG. The
boards are stacked so the hands come out as each case needs; a broadway board
(As Kd Qc Jh Ts) makes every hand play the board, for the splits.
"""

from __future__ import annotations

from typing import Any

from tests.helpers import Table, f6, hu, play_side_pot_to_the_river

BROADWAY = "AsKdQcJhTs"  # every hand plays this board: a tie among all live hands
DRY = "2c7h9dJc4s"  # no straight or flush: pairs decide


def check_down(table: Table, *seats: int) -> None:
    """Deal flop, turn and river and have ``seats`` check each street."""
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", *seats)


def run_out(table: Table) -> None:
    """Deal the rest of the board when no one can bet any more."""
    for street in ("flop", "turn", "river"):
        if len(table.snap["board"]) < {"flop": 3, "turn": 4, "river": 5}[street]:
            assert table.to_act is None
            table.deal(street)


def award_messages(table: Table) -> list[str]:
    """The messages of the rulings that awarded a pot, in the order they were issued."""
    codes = ("POT_AWARDED", "SPLIT_POT", "POT_UNCONTESTED")
    return [r["message"] for r in table.rulings if r["code"] in codes]


# ---------------------------------------------------------------------------------------------
# Pots while a round is under way (protocol: every committed chip, including the bets still in
# front, split into main and side pots only at the live seats' all-in levels)
# ---------------------------------------------------------------------------------------------


def test_pots_mid_round_blinds_and_unmatched_bets_form_one_pot() -> None:
    """Blinds 1/2, no ante: one pot of 3 before anyone acts; a raise to 10 makes it 13; a
    fold leaves the folder's chips as dead money in the same pot."""
    table = Table({1: 200, 2: 200, 3: 200}, button=1, blinds=(1, 2))
    assert table.pots == [(3, [1, 2, 3])]
    table.deal("hole")
    table.act("raise", 1, to=10)
    assert table.pots == [(13, [1, 2, 3])]
    table.each("fold", 2)
    assert table.pots == [(13, [1, 3])]


def test_pots_mid_round_side_pot_only_above_an_all_in() -> None:
    """An all-in caller caps the main pot at his level; the seats still to act stay eligible
    for both pots. S1 raises to 100, S2 calls all in for 40, S3 (the BB) has not acted."""
    table = Table({1: 500, 2: 40, 3: 500}, button=1, blinds=(5, 10))
    table.deal("hole")
    table.act("raise", 1, to=100)
    table.each("call", 2)
    assert table.to_act == 3
    assert table.pots == [(40 + 40 + 10, [1, 2, 3]), (60, [1, 3])]


# ---------------------------------------------------------------------------------------------
# SIDE-POTS
# ---------------------------------------------------------------------------------------------


def side_pots_case(hole: dict[int, str]) -> Table:
    """SIDE-POTS 1-2: A all in for 100, B all in for 250, C calls 250.

    Played before the flop three-handed (blinds 5/10 inside those totals) so the pots are
    exactly the catalog's: S1 = A (button), S2 = B (small blind), S3 = C (big blind).
    """
    table = Table({1: 100, 2: 250, 3: 1000}, button=1, blinds=(5, 10), hole=hole, board=DRY)
    table.deal("hole")
    table.act("raise", 1, to=100)
    table.act("raise", 2, to=250)
    table.each("call", 3)
    assert table.to_act is None
    assert table.pots == [(300, [1, 2, 3]), (300, [2, 3])]
    run_out(table)
    assert table.phase == "showdown"
    return table


def test_side_pots_case1_all_in_player_best_c_second() -> None:
    """SIDE-POTS 1: main 300 (A, B, C), side 300 (B, C); A best, C second: A wins 300,
    C wins 300."""
    table = side_pots_case({1: "AsAd", 2: "QsQd", 3: "KsKd"})
    table.each("show", 2, 3, 1)
    assert table.payouts == {1: 300, 3: 300}
    assert table.stacks == {1: 300, 2: 0, 3: 1050}


def test_side_pots_case2_b_best_wins_both_pots() -> None:
    """SIDE-POTS 2: same pots, B best: B wins both (600)."""
    table = side_pots_case({1: "QsQd", 2: "AsAd", 3: "KsKd"})
    table.each("show", 2, 3, 1)
    assert table.payouts == {2: 600}


def test_side_pots_case3_dead_money_of_a_folded_blind_is_in_the_main_pot() -> None:
    """SIDE-POTS 3: NL 50/100, the SB posts 50 then folds; A all in for 300, the BB calls
    300: main pot 650 (A and the BB)."""
    table = f6({4: 300}, blinds=(50, 100), hole={3: "KsKd", 4: "AsAd"}, board=DRY)
    table.deal("hole")
    table.act("raise", 4, to=300)
    table.each("fold", 5, 6, 1, 2)
    table.each("call", 3)
    assert table.pots == [(650, [3, 4])]
    run_out(table)
    table.each("show", 3, 4)
    assert table.payouts == {4: 650}


# ---------------------------------------------------------------------------------------------
# UNCALLED-BET
# ---------------------------------------------------------------------------------------------


def test_uncalled_bet_case1_excess_over_an_all_in_call_goes_back_before_the_river() -> None:
    """UNCALLED-BET 1: turn, B bets 1000, C calls all in for 400: 600 goes back to B
    before the river and the pot grows by 800 (HU, B = S2, C = S1)."""
    table = hu({1: 600, 2: 5000})
    table.deal("hole")
    table.each("call", 1)
    table.each("check", 2)
    table.deal("flop")
    table.each("check", 2, 1)
    table.deal("turn")
    assert table.pots == [(400, [1, 2])]
    table.act("bet", 2, 1000)
    assert table.act("call", 1) == ["UNCALLED_BET_RETURNED"]
    assert table.pots == [(1200, [1, 2])]
    assert table.stacks == {1: 0, 2: 4400}
    assert table.bets == {1: 0, 2: 0}
    assert table.to_act is None
    table.deal("river")
    assert table.phase == "showdown"


def test_uncalled_bet_case2_uncalled_river_bet_is_returned_never_won() -> None:
    """UNCALLED-BET 2 (the part the protocol can script): a river bet nobody calls goes back
    to the bettor and is never part of the pot. (A mucking out of turn while his bet stands
    is a killed-hand event the protocol has no event for yet.)"""
    table = f6()
    table.deal("hole")
    table.act("raise", 4, to=400)
    table.each("fold", 5, 6, 1)
    table.each("call", 2)
    table.each("fold", 3)
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 4)
    table.deal("river")
    table.act("bet", 2, 500)
    assert table.act("fold", 4) == ["UNCALLED_BET_RETURNED", "POT_UNCONTESTED"]
    assert table.phase == "complete"
    assert table.payouts == {2: 1000}
    assert table.stacks[2] == 20_000 - 400 + 1000
    assert table.pots == []


def test_everyone_folds_hand_completes_at_once_uncalled_raise_returned() -> None:
    """SHOWDOWN-UNCONTESTED / UNCALLED-BET: S4 raises to 600 and everyone folds: the hand is
    complete at once, 400 of the raise goes back, S4 wins 500 without showing."""
    table = f6()
    table.deal("hole")
    table.act("raise", 4, to=600)
    table.each("fold", 5, 6, 1, 2)
    assert table.act("fold", 3) == ["UNCALLED_BET_RETURNED", "POT_UNCONTESTED"]
    assert table.phase == "complete"
    assert table.to_act is None and table.legal is None
    assert table.payouts == {4: 500}
    assert table.stacks == {1: 20_000, 2: 19_900, 3: 19_800, 4: 20_300, 5: 20_000, 6: 20_000}
    assert table.pots == []
    assert table.snap["exposed"] == []
    assert table.reject({"type": "show", "seat": 4}) == "HAND_COMPLETE"
    assert table.reject({"type": "burn"}) == "HAND_COMPLETE"


def test_everyone_folds_to_the_big_blind_walk() -> None:
    """UNCALLED-BET: all fold to the BB: the 100 the SB did not match goes back, the BB
    wins the SB's 100."""
    table = f6()
    table.deal("hole")
    table.each("fold", 4, 5, 6, 1)
    assert table.act("fold", 2) == ["UNCALLED_BET_RETURNED", "POT_UNCONTESTED"]
    assert table.payouts == {3: 200}
    assert table.stacks[3] == 20_100 and table.stacks[2] == 19_900


# ---------------------------------------------------------------------------------------------
# SPLIT-POT-TIES, ODD-CHIP
# ---------------------------------------------------------------------------------------------


def test_split_pot_ties_case1_board_plays_regardless_of_hole_cards_or_suits() -> None:
    """SPLIT-POT-TIES: board As Kd Qc Jh Ts, two players remain: split (trip aces in the hole
    do not beat the board's straight, and suits never break the tie)."""
    table = hu(hole={1: "AhAd", 2: "2c3c"}, board=BROADWAY)
    table.deal("hole")
    table.each("call", 1)
    table.each("check", 2)
    check_down(table, 2, 1)
    table.each("show", 2, 1)
    assert table.payouts == {1: 200, 2: 200}
    assert "SPLIT_POT" in table.codes and "ODD_CHIP" not in table.codes


def odd_chip_301(**kwargs: Any) -> Table:
    """ODD-CHIP 1: a pot of 301 between S4 and S6 (blinds 1/2: 149 + 149 + 1 + 2)."""
    hole = kwargs.pop("hole", {4: "2c3d", 6: "4c5d"})
    table = f6(blinds=(1, 2), default_stack=1000, hole=hole, board=BROADWAY, **kwargs)
    table.deal("hole")
    table.act("raise", 4, to=149)
    table.each("fold", 5)
    table.each("call", 6)
    table.each("fold", 1, 2, 3)
    assert table.pots == [(301, [4, 6])]
    check_down(table, 4, 6)
    table.each("show", 4, 6)
    return table


def test_odd_chip_case1_301_split_s4_s6_first_left_of_button_gets_it() -> None:
    """ODD-CHIP 1: 301 split between S4 and S6 (unit 1): S4 151, S6 150."""
    table = odd_chip_301()
    assert table.payouts == {4: 151, 6: 150}
    assert table.codes[-2:] == ["SPLIT_POT", "ODD_CHIP"]


def test_odd_chip_case2_101_three_ways_one_each_clockwise() -> None:
    """ODD-CHIP 2: 101 split three ways S2/S4/S6: 34/34/33 (S2 and S4, first two clockwise
    from the button, get one odd chip each)."""
    table = f6(
        blinds=(1, 2), default_stack=1000, hole={2: "2h3h", 4: "2c3d", 6: "4c5d"}, board=BROADWAY
    )
    table.deal("hole")
    table.act("raise", 4, to=33)
    table.each("fold", 5)
    table.each("call", 6)
    table.each("fold", 1)
    table.each("call", 2)
    table.each("fold", 3)
    assert table.pots == [(101, [2, 4, 6])]
    check_down(table, 2, 4, 6)
    table.each("show", 2, 4, 6)
    assert table.payouts == {2: 34, 4: 34, 6: 33}


def test_odd_chip_case3_chip_unit_100_pot_1100_split_600_500() -> None:
    """ODD-CHIP 3: smallest chip 100 (``chip_unit`` 100): pot 1,100 split S3/S5: S3 600,
    S5 500."""
    table = f6(hole={3: "2c3d", 5: "4c5d"}, board=BROADWAY, house={"chip_unit": 100})
    table.deal("hole")
    table.each("fold", 4)
    table.act("raise", 5, to=500)
    table.each("fold", 6, 1, 2)
    table.each("call", 3)
    assert table.pots == [(1100, [3, 5])]
    check_down(table, 3, 5)
    table.each("show", 3, 5)
    assert table.payouts == {3: 600, 5: 500}


def test_odd_chip_case4_main_and_side_pot_odd_chips_are_independent() -> None:
    """ODD-CHIP 4: the main pot's odd chip goes to S2, the side pot's (S4/S6 only) to S4.

    Blinds 1/2, S2 has 11: S4 raises to 22, S5 and S6 call, S2 calls all in, the BB folds.
    Flop: S4 bets 2, S5 folds, S6 calls. Main 46 (S2, S4, S6), side 37 (S4, S6); every
    hand plays the board: main 16/15/15, side 19/18.
    """
    table = f6(
        {2: 11},
        blinds=(1, 2),
        default_stack=1000,
        hole={2: "2h3h", 4: "2c3d", 6: "4c5d"},
        board=BROADWAY,
    )
    table.deal("hole")
    table.act("raise", 4, to=22)
    table.each("call", 5, 6)
    table.each("fold", 1)
    table.each("call", 2)
    table.each("fold", 3)
    table.deal("flop")
    assert table.to_act == 4
    table.act("bet", 4, 2)
    table.each("fold", 5)
    table.each("call", 6)
    assert table.pots == [(46, [2, 4, 6]), (37, [4, 6])]
    for street in ("turn", "river"):
        table.deal(street)
        table.each("check", 4, 6)
    assert table.to_act == 4  # side-pot players show before S2, all in for the main pot
    table.each("show", 4, 6, 2)
    assert table.payouts == {2: 16, 4: 15 + 19, 6: 15 + 18}


def test_odd_chip_method_high_card_by_suit() -> None:
    """ODD-CHIP variant ``odd_chip_method`` high_card_by_suit: the odd chip of 301 goes to
    the winner with the highest card by suit: S6's 9s beats S4's 9h (left of the button
    would have given it to S4)."""
    table = odd_chip_301(
        hole={4: "9h2c", 6: "9s3c"}, house={"odd_chip_method": "high_card_by_suit"}
    )
    assert table.payouts == {4: 150, 6: 151}


# ---------------------------------------------------------------------------------------------
# POT-AWARD-ORDER
# ---------------------------------------------------------------------------------------------


def test_pot_award_order_case1_side_pot_settled_before_main_pot() -> None:
    """POT-AWARD-ORDER: A all in for 700 pre-flop, B and C build a 2,000 side pot: the side
    pot is awarded (B vs C) first, then the main pot (A, B, C)."""
    table = f6({4: 700}, hole={2: "KsKd", 3: "QsQd", 4: "AsAd"}, board=DRY)
    table.deal("hole")
    table.act("raise", 4, to=700)
    table.each("fold", 5, 6, 1)
    table.each("call", 2, 3)
    table.deal("flop")
    table.act("bet", 2, 1000)
    table.each("call", 3)
    assert table.pots == [(2100, [2, 3, 4]), (2000, [2, 3])]
    for street in ("turn", "river"):
        table.deal(street)
        table.each("check", 2, 3)
    assert table.to_act == 2
    table.each("show", 2, 3, 4)
    assert table.payouts == {2: 2000, 4: 2100}
    first, second = award_messages(table)
    assert "2000" in first and "side" in first
    assert "2100" in second and "main" in second


# ---------------------------------------------------------------------------------------------
# SHOWDOWN-ORDER, SHOWDOWN-UNCONTESTED
# ---------------------------------------------------------------------------------------------


def f6_heads_up_s2_s4() -> Table:
    """F6: S4 raises to 400, S2 calls, everyone else folds (pot 1,000)."""
    table = f6(hole={2: "KsKd", 4: "AsAd"}, board=DRY)
    table.deal("hole")
    table.act("raise", 4, to=400)
    table.each("fold", 5, 6, 1)
    table.each("call", 2)
    table.each("fold", 3)
    return table


def test_showdown_order_case1_river_bettor_shows_first() -> None:
    """SHOWDOWN-ORDER 1: river, S2 checks, S4 bets 500, S2 calls: S4 is due to show first.
    The order says who can be made to show, not who may: S2 tabling first leaves S4 due."""
    table = f6_heads_up_s2_s4()
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 4)
    table.deal("river")
    table.each("check", 2)
    table.act("bet", 4, 500)
    table.each("call", 2)
    assert table.phase == "showdown" and table.to_act == 4
    assert table.legal is None
    table.each("show", 2)
    assert table.phase == "showdown" and table.to_act == 4
    assert table.reject({"type": "show", "seat": 2}) == "NOT_YOUR_TURN"  # already face up
    table.each("show", 4)
    assert table.phase == "complete"


def test_showdown_order_case2_river_checked_first_left_of_button_shows_first() -> None:
    """SHOWDOWN-ORDER 2: river checked by S2, S4, S6: S2 shows first, then clockwise."""
    table = f6()
    table.deal("hole")
    table.act("raise", 4, to=400)
    table.each("fold", 5)
    table.each("call", 6)
    table.each("fold", 1)
    table.each("call", 2)
    table.each("fold", 3)
    check_down(table, 2, 4, 6)
    assert table.phase == "showdown"
    for seat in (2, 4, 6):
        assert table.to_act == seat
        table.each("show", seat)
    assert table.phase == "complete"


def test_showdown_order_case3_turn_bettor_does_not_show_first_after_checked_river() -> None:
    """SHOWDOWN-ORDER 3: turn bet by S4 and called; river checked: S2 (first to act on the
    river) shows first, not S4."""
    table = f6_heads_up_s2_s4()
    table.deal("flop")
    table.each("check", 2, 4)
    table.deal("turn")
    table.each("check", 2)
    table.act("bet", 4, 500)
    table.each("call", 2)
    table.deal("river")
    table.each("check", 2, 4)
    assert table.phase == "showdown" and table.to_act == 2


def test_showdown_order_case4_heads_up_checked_river_big_blind_shows_first() -> None:
    """SHOWDOWN-ORDER 4: heads-up, river checked: S2 (the BB, first to act after the flop)
    shows first."""
    table = hu()
    table.deal("hole")
    table.each("call", 1)
    table.each("check", 2)
    check_down(table, 2, 1)
    assert table.phase == "showdown" and table.to_act == 2


def test_showdown_order_side_pot_players_show_before_main_pot_only_all_in() -> None:
    """SHOWDOWN-ORDER (decision 15, rrop-cash): players contesting a side pot show before a
    player all in only for the main pot. S2 is all in pre-flop; S4 and S6 check the river:
    S4, then S6, then S2."""
    table = play_side_pot_to_the_river(
        f6({2: 600}, hole={2: "AsAd", 4: "KsKd", 6: "QsQd"}, board=DRY)
    )
    assert table.pots == [(600 * 3 + 200, [2, 4, 6]), (2000, [4, 6])]
    for seat in (4, 6, 2):
        assert table.to_act == seat
        table.each("show", seat)
    assert table.payouts == {2: 2000, 4: 2000}


def test_showdown_uncontested_case1_last_live_hand_wins_without_showing() -> None:
    """SHOWDOWN-UNCONTESTED: river, S4 bets, S2 calls, S4 mucks face down: S2 wins without
    showing."""
    table = f6_heads_up_s2_s4()
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 4)
    table.deal("river")
    table.each("check", 2)
    table.act("bet", 4, 500)
    table.each("call", 2)
    assert table.to_act == 4
    assert table.act("muck", 4) == ["POT_UNCONTESTED"]
    assert table.phase == "complete"
    assert table.to_act is None
    assert table.payouts == {2: 2000}
    assert table.snap["exposed"] == []
    assert table.snap["hole"]["4"] == []  # the mucked hand is in the muck
    assert "As" in table.snap["muck"] and "Ad" in table.snap["muck"]


# ---------------------------------------------------------------------------------------------
# The big blind ante (BBA, TDA RP-11): big blind first, the ante dead money of the main pot
# ---------------------------------------------------------------------------------------------


def test_build_pots_puts_dead_money_in_the_main_pot_and_cuts_at_live_totals() -> None:
    """BB (seat 3) put in 2000 live and 1000 dead and is all in; seats 1 and 4 put in 6000,
    seat 2 folded its 1000. Cut at the BB's live 2000, not at its 3000 in all."""
    from refdealer.table.pots import Pot, build_pots

    committed = {1: 6000, 2: 1000, 3: 3000, 4: 6000}
    pots = build_pots(committed, [1, 3, 4], {3}, {3: 1000})
    assert pots == [Pot(8000, (1, 3, 4)), Pot(8000, (1, 4))]
    assert build_pots(committed, [1, 3, 4], {3}) == [Pot(10000, (1, 3, 4)), Pot(6000, (1, 4))]
    assert build_pots({1: 500, 3: 4000}, [1, 3], {1}, {3: 2000}) == [
        Pot(3000, (1, 3)),
        Pot(1500, (3,)),
    ]


def test_big_blind_ante_short_stack_pays_the_blind_first() -> None:
    """BBA test 1: level 1000/2000, BBA 2000, the BB has 3000: 2000 blind, 1000 ante."""
    table = f6({3: 3000}, blinds=(1000, 2000), ante=2000, ante_mode="big_blind")
    snap = table.snap
    assert snap["bets"]["3"] == 2000 and snap["stacks"]["3"] == 0
    assert [r["code"] for r in table.rulings] == ["SHORT_BIG_BLIND_ANTE"]
    assert table.pots == [(4000, [1, 2, 3, 4, 5, 6])]
