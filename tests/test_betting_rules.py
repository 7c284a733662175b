"""Betting rules: the catalog's worked cases (sections D, E, F of shared/rules/catalog.md).

Fixture F6 unless stated: seats 1-6, S1 button, S2 small blind, S3 big blind, S4 UTG, NL
100/200, 20,000 each. Fixture HU: S1 button and small blind, S2 big blind. Amounts in
``legal`` are what the protocol says: ``call`` is the chips the seat adds, the raise bounds
are totals in front of the seat this round.
"""

from __future__ import annotations

from typing import Any

from tests.helpers import Table, f6, hu, legal

LIMIT: dict[str, Any] = {"game": "fixed-limit", "limits": (10, 20), "blinds": (5, 10)}


def f6_limped_to_the_flop(**kwargs: Any) -> Table:
    """F6, everyone calls 200 and the big blind checks; the flop is out (pot 1,200)."""
    table = f6(**kwargs)
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    return table


def limit_three_handed_turn(stacks: dict[int, int]) -> Table:
    """10/20 limit (blinds 5/10), three-handed, S1 button; called and checked to the turn.

    Each seat has put in 10; on the turn S2 (A) acts first, then S3 (B), then S1 (C).
    """
    table = Table(stacks, button=1, **LIMIT)
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.each("check", 2, 3, 1)
    table.deal("turn")
    assert table.to_act == 2
    return table


# ---------------------------------------------------------------------------------------------
# D. BLINDS-ACTION-ORDER, HEADS-UP-BLINDS, SHORT-BLIND
# ---------------------------------------------------------------------------------------------


def test_blinds_action_order_case1_preflop_order_and_big_blind_option() -> None:
    """BLINDS-ACTION-ORDER 1: pre-flop order S4, S5, S6, S1, S2, S3; S4-S1 call 200, S2
    completes: S3 may check or raise (the option); his check closes the round."""
    table = f6()
    assert table.bets == {1: 0, 2: 100, 3: 200, 4: 0, 5: 0, 6: 0}
    table.deal("hole")
    for seat in (4, 5, 6, 1):
        assert table.to_act == seat
        assert table.legal == legal(200, 400, 20_000)
        table.each("call", seat)
    assert table.to_act == 2 and table.legal == legal(100, 400, 20_000)
    table.each("call", 2)
    assert table.to_act == 3
    assert table.legal == legal(0, 400, 20_000)
    table.each("check", 3)
    assert table.to_act is None
    assert table.phase == "preflop"
    assert table.pots == [(1200, [1, 2, 3, 4, 5, 6])]


def test_blinds_action_order_case1_big_blind_may_raise_the_option() -> None:
    """BLINDS-ACTION-ORDER 1: the big blind's option includes a raise; the round reopens."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.act("raise", 3, to=600)
    assert table.to_act == 4 and table.legal == legal(400, 1000, 20_000)


def test_blinds_action_order_case2_flop_order_with_small_blind_folded() -> None:
    """BLINDS-ACTION-ORDER 2: F6 flop with S2 folded: order S3, S4, S5, S6, S1."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1)
    table.each("fold", 2)
    table.each("check", 3)
    table.deal("flop")
    for seat in (3, 4, 5, 6, 1):
        assert table.to_act == seat
        table.each("check", seat)
    assert table.to_act is None


def test_heads_up_blinds_case1_button_posts_small_blind_acts_first_preflop_last_after() -> None:
    """HEADS-UP-BLINDS 1: S1 (button) posts 100, S2 posts 200; S1 acts first pre-flop, S2
    acts first on the flop, turn and river."""
    table = hu()
    assert table.bets == {1: 100, 2: 200}
    assert table.stacks == {1: 19_900, 2: 19_800}
    table.deal("hole")
    assert table.to_act == 1 and table.legal == legal(100, 400, 20_000)
    table.each("call", 1)
    assert table.to_act == 2 and table.legal == legal(0, 400, 20_000)
    table.each("check", 2)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        assert table.to_act == 2
        table.each("check", 2)
        assert table.to_act == 1
        table.each("check", 1)
    assert table.phase == "showdown"


def test_short_blind_case1_full_big_blind_stays_the_call_and_raise_reference() -> None:
    """SHORT-BLIND 1: NL 50/100, BB has 40 and posts it all in. S4 must call 100, the
    minimum raise is to 200. S4 calls; S5, S6, S1 and the SB (50) fold: main pot 120 (BB
    and S4), side pot 20 (S4 only), and 50 of S4's call goes back to S4."""
    table = f6({3: 40}, blinds=(50, 100))
    assert [r["code"] for r in table.started["rulings"]] == ["SHORT_BLIND"]
    assert table.bets == {1: 0, 2: 50, 3: 40, 4: 0, 5: 0, 6: 0}
    table.deal("hole")
    assert table.to_act == 4 and table.legal == legal(100, 200, 20_000)
    table.each("call", 4)
    table.each("fold", 5, 6, 1)
    assert table.to_act == 2 and table.legal == legal(50, 200, 20_000)
    assert table.act("fold", 2) == ["UNCALLED_BET_RETURNED"]
    assert table.to_act is None
    assert table.pots == [(120, [3, 4]), (20, [4])]
    assert table.stacks[4] == 20_000 - 50


# ---------------------------------------------------------------------------------------------
# E. BET-ROUND-CLOSE, CHECK-RAISE
# ---------------------------------------------------------------------------------------------


def test_bet_round_close_case1_all_in_and_call_leaves_no_betting() -> None:
    """BET-ROUND-CLOSE 1: F6 flop, S2 all in for 500, S3 calls with chips left, everyone
    else folded: no more betting; turn and river come with one burn each."""
    table = f6({2: 700})
    table.deal("hole")
    table.each("fold", 4, 5, 6, 1)
    table.each("call", 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 500)
    table.each("call", 3)
    assert table.to_act is None and table.legal is None
    assert table.pots == [(1400, [2, 3])]
    table.deal("turn")
    assert table.to_act is None and table.legal is None
    assert table.reject({"type": "bet", "seat": 3, "amount": 200}) == "NOT_YOUR_TURN"
    table.deal("river")
    assert table.phase == "showdown"
    assert len(table.snap["burns"]) == 3
    assert len(table.snap["board"]) == 5


def test_bet_round_close_case2_small_blind_calls_big_blind_checks() -> None:
    """BET-ROUND-CLOSE 2: all fold to the SB, who calls; the BB checks: the round closes and
    the flop is dealt."""
    table = f6()
    table.deal("hole")
    table.each("fold", 4, 5, 6, 1)
    table.each("call", 2)
    assert table.to_act == 3
    table.each("check", 3)
    assert table.to_act is None
    assert table.pots == [(400, [2, 3])]
    table.deal("flop")
    assert table.phase == "flop" and table.to_act == 2


def test_check_raise_case1_check_then_raise_is_legal() -> None:
    """CHECK-RAISE: flop, S2 checks, S3 bets 300, S2 raises to 900: legal."""
    table = f6()
    table.deal("hole")
    table.each("fold", 4, 5, 6, 1)
    table.each("call", 2)
    table.each("check", 3)
    table.deal("flop")
    table.each("check", 2)
    table.act("bet", 3, 300)
    assert table.to_act == 2 and table.legal == legal(300, 600, 19_800)
    table.act("raise", 2, to=900)
    assert table.to_act == 3 and table.legal == legal(600, 1500, 19_800)


# ---------------------------------------------------------------------------------------------
# F. NL-MIN-BET, NL-MIN-RAISE
# ---------------------------------------------------------------------------------------------


def test_nl_min_bet_case1_bet_below_big_blind_with_chips_is_corrected_to_200() -> None:
    """NL-MIN-BET 1: NL 100/200 flop, S2 bets 150 with 5,000 behind: the minimum is 200,
    so the bet is brought up to 200 (only to the minimum)."""
    table = f6_limped_to_the_flop(stacks={2: 5200})
    assert table.to_act == 2 and table.legal == legal(0, 200, 5000)
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 150})
    assert codes == ["BROUGHT_TO_MINIMUM"]
    assert action == {"type": "bet", "seat": 2, "amount": 200}
    assert table.rulings[-1]["rule"] == "NL-MIN-BET"
    assert table.bets[2] == 200 and table.stacks[2] == 4800
    assert table.to_act == 3 and table.legal == legal(200, 400, 19_800)


def test_nl_min_bet_case2_all_in_short_bet_next_min_raise_350() -> None:
    """NL-MIN-BET 2: S2 all in for 150 is a legal short bet; the next player may call 150
    or raise to at least 150 + 200 = 350."""
    table = f6_limped_to_the_flop(stacks={2: 350})
    assert table.to_act == 2 and table.legal == legal(0, 150, 150)
    table.act("bet", 2, 150)
    assert table.to_act == 3 and table.legal == legal(150, 350, 19_800)


def test_nl_min_raise_increment_is_largest_raise_case1() -> None:
    """NL-MIN-RAISE 1: blinds 100/200 flop: A bets 600, B raises to 1600, C to 3600: D's
    minimum raise is to 5600 (increment 2000)."""
    table = f6_limped_to_the_flop()
    table.act("bet", 2, 600)
    assert table.legal == legal(600, 1200, 19_800)
    table.act("raise", 3, to=1600)
    assert table.legal == legal(1600, 2600, 19_800)
    table.act("raise", 4, to=3600)
    assert table.to_act == 5 and table.legal == legal(3600, 5600, 19_800)
    codes, action = table.corrected({"type": "raise", "seat": 5, "to": 5599})
    assert codes == ["RAISE_BROUGHT_TO_MINIMUM"]
    assert table.rulings[-1]["rule"] == "NL-MIN-RAISE"
    assert action == {"type": "raise", "seat": 5, "to": 5600}
    assert table.bets[5] == 5600 and table.to_act == 6
    assert table.legal == legal(5600, 7600, 19_800)  # the increment stays 2000


def test_nl_min_raise_increment_is_largest_raise_case2() -> None:
    """NL-MIN-RAISE 2: blinds 25/50: A raises to 125, B to 200, C to 500: D's minimum is
    800 (increment 300)."""
    table = f6(blinds=(25, 50))
    table.deal("hole")
    table.act("raise", 4, to=125)
    table.act("raise", 5, to=200)
    table.act("raise", 6, to=500)
    assert table.to_act == 1 and table.legal == legal(500, 800, 20_000)


def test_nl_min_raise_increment_is_largest_raise_case3() -> None:
    """NL-MIN-RAISE 3: blinds 50/100 pre-flop: UTG all in for 150: the next minimum raise is
    to 250 (a short all-in does not change the increment)."""
    table = f6({4: 150}, blinds=(50, 100))
    table.deal("hole")
    assert table.act("raise", 4, to=150) == ["INCOMPLETE_RAISE"]
    assert table.to_act == 5 and table.legal == legal(150, 250, 20_000)


def test_nl_min_raise_increment_is_largest_raise_case4() -> None:
    """NL-MIN-RAISE 4: blinds 100/200 turn: A bets 300, B raises to 1000 (a 700 raise): C's
    minimum raise is to 1700."""
    table = f6_limped_to_the_flop()
    table.each("check", 2, 3, 4, 5, 6, 1)
    table.deal("turn")
    table.act("bet", 2, 300)
    table.act("raise", 3, to=1000)
    assert table.to_act == 4 and table.legal == legal(1000, 1700, 19_800)


# ---------------------------------------------------------------------------------------------
# F. ALLIN-SHORT-RAISE-REOPEN
# ---------------------------------------------------------------------------------------------


def allin_reopen_case1() -> Table:
    """ALLIN-SHORT-RAISE-REOPEN 1: NL 2000/4000 pre-flop: A (S4) calls 4000, B (S5) folds,
    C (S6) all in for 7500, S1 and the SB fold; the BB is to act."""
    table = f6({6: 7500}, blinds=(2000, 4000), default_stack=100_000)
    table.deal("hole")
    table.each("call", 4)
    table.each("fold", 5)
    assert table.act("raise", 6, to=7500) == ["INCOMPLETE_RAISE"]
    table.each("fold", 1, 2)
    return table


def test_allin_short_raise_reopen_case1_big_blind_may_raise_to_11500() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 1: the BB, who has not acted, may fold, call 3500 or raise
    to at least 11,500."""
    table = allin_reopen_case1()
    assert table.to_act == 3 and table.legal == legal(3500, 11_500, 100_000)


def test_allin_short_raise_reopen_case1_after_call_first_caller_may_not_raise() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 1: BB calls: A faces 3500, not a full raise: call or fold."""
    table = allin_reopen_case1()
    table.each("call", 3)
    assert table.to_act == 4 and table.legal == legal(3500, None, None)
    assert table.reject({"type": "raise", "seat": 4, "to": 15_500}) == "RAISE_NOT_ALLOWED"


def test_allin_short_raise_reopen_case1_full_raise_reopens_for_first_caller() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 1: BB raises to 11,500: A faces 7500, the betting is
    reopened and A may re-raise (to at least 11,500 + 4000)."""
    table = allin_reopen_case1()
    table.act("raise", 3, to=11_500)
    assert table.to_act == 4 and table.legal == legal(7500, 15_500, 100_000)


def allin_reopen_case2() -> Table:
    """ALLIN-SHORT-RAISE-REOPEN 2: NL 50/100 flop: A (S2) bets 100, B (S3) all in for 125,
    C (S4) calls 125, D (S5) all in for 200, E (S6) calls 200; S1 folded pre-flop."""
    table = f6({3: 225, 5: 300}, blinds=(50, 100))
    table.deal("hole")
    table.each("call", 4, 5, 6)
    table.each("fold", 1)
    table.each("call", 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 100)
    assert table.act("raise", 3, to=125) == ["INCOMPLETE_RAISE"]
    table.each("call", 4)
    assert table.act("raise", 5, to=200) == ["INCOMPLETE_RAISE"]
    table.each("call", 6)
    return table


def test_allin_short_raise_reopen_case2_two_short_all_ins_add_up_to_a_full_raise() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 2: A faces 100 more, a full raise: A may raise (to 300)."""
    table = allin_reopen_case2()
    assert table.to_act == 2 and table.legal == legal(100, 300, 19_900)


def test_allin_short_raise_reopen_case2_a_calls_c_may_only_call() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 2: A just calls: C faces only 75 more: call or fold."""
    table = allin_reopen_case2()
    table.each("call", 2)
    assert table.to_act == 4 and table.legal == legal(75, None, None)


def test_allin_short_raise_reopen_case2_a_raises_c_may_raise() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 2: A raises to 300: C faces 175 more (at least a full raise)
    and may raise (to 400)."""
    table = allin_reopen_case2()
    table.act("raise", 2, to=300)
    assert table.to_act == 4 and table.legal == legal(175, 400, 19_900)


def test_allin_short_raise_reopen_case3_min_raise_after_three_short_all_ins() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 3: NL 50/100 flop: A bets 300; B all in 500, C all in 650,
    D all in 800, E calls 800: F may call 800 or raise to at least 1100."""
    table = f6({3: 600, 4: 750, 5: 900}, blinds=(50, 100))
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 300)
    assert table.act("raise", 3, to=500) == ["INCOMPLETE_RAISE"]
    assert table.act("raise", 4, to=650) == ["INCOMPLETE_RAISE"]
    assert table.act("raise", 5, to=800) == ["INCOMPLETE_RAISE"]
    table.each("call", 6)
    assert table.to_act == 1 and table.legal == legal(800, 1100, 19_900)


def test_allin_short_raise_reopen_case4_rrop_raiser_may_not_reraise() -> None:
    """ALLIN-SHORT-RAISE-REOPEN 4 (RRoP): A bets 100, B raises to 200, C all in for 250
    (less than a full raise), A calls: B may not re-raise; A could have."""
    table = f6({4: 350}, blinds=(50, 100))
    table.deal("hole")
    table.each("call", 4)
    table.each("fold", 5, 6, 1)
    table.each("call", 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 100)
    table.act("raise", 3, to=200)
    assert table.act("raise", 4, to=250) == ["INCOMPLETE_RAISE"]
    assert table.to_act == 2 and table.legal == legal(150, 350, 19_900)  # A could raise
    table.each("call", 2)
    assert table.to_act == 3 and table.legal == legal(50, None, None)
    assert table.reject({"type": "raise", "seat": 3, "to": 350}) == "RAISE_NOT_ALLOWED"


# ---------------------------------------------------------------------------------------------
# F. INCOMPLETE-BET (limit 10/20, the turn is a $20 round)
# ---------------------------------------------------------------------------------------------


def test_incomplete_bet_case1_less_than_half_a_bet_does_not_reopen() -> None:
    """INCOMPLETE-BET 1: A bets 20, B all in for 25 (5 more, less than half a bet): C may
    fold, call 25 or complete to 40; if nobody completes, A may only call 5."""
    table = limit_three_handed_turn({1: 500, 2: 500, 3: 35})
    table.act("bet", 2, 20)
    assert table.act("raise", 3, to=25) == ["INCOMPLETE_BET"]
    assert table.to_act == 1 and table.legal == legal(25, 40, 40)
    table.each("call", 1)
    assert table.to_act == 2 and table.legal == legal(5, None, None)
    assert table.reject({"type": "raise", "seat": 2, "to": 45}) == "RAISE_NOT_ALLOWED"


def test_incomplete_bet_case1_completing_reopens_for_the_bettor() -> None:
    """INCOMPLETE-BET 1: C completes the 25 to 40, a full raise: A may call or raise."""
    table = limit_three_handed_turn({1: 500, 2: 500, 3: 35})
    table.act("bet", 2, 20)
    table.act("raise", 3, to=25)
    table.act("raise", 1, to=40)
    assert table.to_act == 2 and table.legal == legal(20, 60, 60)


def test_incomplete_bet_case2_half_a_bet_counts_as_a_raise() -> None:
    """INCOMPLETE-BET 2: A bets 20, B all in for 30 (half a bet more): a raise; C may fold,
    call 30 or raise to 50, and the betting is reopened for A."""
    table = limit_three_handed_turn({1: 500, 2: 500, 3: 40})
    table.act("bet", 2, 20)
    assert table.act("raise", 3, to=30) == ["ALL_IN_COUNTS_AS_RAISE"]
    assert table.to_act == 1 and table.legal == legal(30, 50, 50)
    table.each("call", 1)
    assert table.to_act == 2 and table.legal == legal(10, 50, 50)


def test_incomplete_bet_case3_all_in_opening_of_15_is_a_full_bet() -> None:
    """INCOMPLETE-BET 3: turn, no bet yet: A all in for 15 is treated as a full bet; B may
    fold, call 15 or raise to 35."""
    table = limit_three_handed_turn({1: 500, 2: 25, 3: 500})
    assert table.legal == legal(0, 15, 15)
    assert table.act("bet", 2, 15) == ["ALL_IN_COUNTS_AS_RAISE"]
    assert table.to_act == 3 and table.legal == legal(15, 35, 35)


def test_incomplete_bet_case4_no_limit_raise_goes_a_full_raise_over_the_all_in() -> None:
    """INCOMPLETE-BET 4: no-limit, A bets 100, B all in for 140: C's smallest raise is to
    240 (no "completing" in big-bet poker)."""
    table = Table({1: 1000, 2: 1000, 3: 240}, button=1, blinds=(50, 100))
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 100)
    assert table.act("raise", 3, to=140) == ["INCOMPLETE_RAISE"]
    assert table.to_act == 1 and table.legal == legal(140, 240, 900)


# ---------------------------------------------------------------------------------------------
# F. LIMIT-BET-SIZES, CAP-LIMIT, CAP-HEADS-UP
# ---------------------------------------------------------------------------------------------


def test_limit_bet_sizes_small_bet_preflop_and_flop_big_bet_turn_and_river() -> None:
    """LIMIT-BET-SIZES: 10/20: bets and raises are 10 before the flop and on the flop, 20 on
    the turn and river; a wager of the wrong size is made the street's size."""
    table = f6(**LIMIT)
    table.deal("hole")
    assert table.legal == legal(10, 20, 20)
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    assert table.legal == legal(0, 10, 10)
    table.each("check", 2, 3, 4, 5, 6, 1)
    table.deal("turn")
    assert table.legal == legal(0, 20, 20)
    table.act("bet", 2, 20)
    assert table.legal == legal(20, 40, 40)
    table.each("call", 3, 4, 5, 6, 1)
    table.deal("river")
    assert table.legal == legal(0, 20, 20)


def test_limit_bet_sizes_wrong_size_is_made_the_streets_size() -> None:
    """LIMIT-BET-SIZES: 10/20 turn: S2 bets 10 (the small bet on a big-bet street): it is
    made 20. A raise to 30 before the flop (a double raise) is made the one legal raise,
    to 20."""
    table = f6(**LIMIT)
    table.deal("hole")
    codes, action = table.corrected({"type": "raise", "seat": 4, "to": 30})
    assert codes == ["LIMIT_SIZE_CORRECTED"]
    assert action == {"type": "raise", "seat": 4, "to": 20}
    assert table.rulings[-1]["rule"] == "LIMIT-BET-SIZES"
    assert table.bets[4] == 20 and table.to_act == 5 and table.legal == legal(20, 30, 30)
    table.each("call", 5, 6, 1, 2, 3)
    table.deal("flop")
    table.each("check", 2, 3, 4, 5, 6, 1)
    table.deal("turn")
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 10})
    assert codes == ["LIMIT_SIZE_CORRECTED"]
    assert action == {"type": "bet", "seat": 2, "amount": 20}
    assert table.bets[2] == 20 and table.to_act == 3 and table.legal == legal(20, 40, 40)


def limit_f6_capped_preflop(cap: int | None = None) -> Table:
    house = {"limit_cap_raises": cap} if cap is not None else None
    table = f6(house=house, **LIMIT)
    table.deal("hole")
    table.act("raise", 4, to=20)
    table.act("raise", 5, to=30)
    return table


def test_cap_limit_case1_bet_and_three_raises_caps_preflop() -> None:
    """CAP-LIMIT 1: 10/20 pre-flop, all six in (the BB's 10 is the bet): S4 raises to 20,
    S5 to 30, S6 to 40: capped with cap 3; S1, S2, S3, S4, S5 may only call or fold."""
    table = limit_f6_capped_preflop()
    assert table.act("raise", 6, to=40) == ["BETTING_CAPPED"]
    expected = {1: 40, 2: 35, 3: 30, 4: 20, 5: 10}
    for seat, call in expected.items():
        assert table.to_act == seat and table.legal == legal(call, None, None)
        if seat == 1:
            assert table.reject({"type": "raise", "seat": 1, "to": 50}) == "RAISE_NOT_ALLOWED"
        table.each("call", seat)
    assert table.to_act is None


def test_cap_limit_case1_cap_4_allows_one_more_raise() -> None:
    """CAP-LIMIT 1 with ``limit_cap_raises`` 4: S1 may make it 50; then it is capped."""
    table = limit_f6_capped_preflop(cap=4)
    assert table.act("raise", 6, to=40) == []
    assert table.to_act == 1 and table.legal == legal(40, 50, 50)
    assert table.act("raise", 1, to=50) == ["BETTING_CAPPED"]
    assert table.to_act == 2 and table.legal == legal(45, None, None)


def test_cap_limit_case2_cap_does_not_apply_between_two_players_with_chips() -> None:
    """CAP-LIMIT 2: A is all in for 5 pre-flop; only B and C have chips: in rrop-cash the
    cap does not apply between them."""
    table = Table({1: 5, 2: 500, 3: 500}, button=1, **LIMIT)
    table.deal("hole")
    table.each("call", 1)  # all in for 5
    table.act("raise", 2, to=20)
    table.act("raise", 3, to=30)
    table.act("raise", 2, to=40)
    assert table.to_act == 3 and table.legal == legal(10, 50, 50)
    table.act("raise", 3, to=50)
    assert table.to_act == 2 and table.legal == legal(10, 60, 60)


def test_cap_limit_all_in_of_half_a_bet_counts_toward_the_cap() -> None:
    """CAP-LIMIT (decision 12): an all-in of half a bet or more counts as a raise toward the
    cap. Flop 10/20: S2 bets 10, S3 raises to 20, S4 all in for 25 (raise 2), S5 raises to
    35 (raise 3): capped; S6 may only call."""
    table = f6({4: 35}, **LIMIT)
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 10)
    table.act("raise", 3, to=20)
    assert table.act("raise", 4, to=25) == ["ALL_IN_COUNTS_AS_RAISE"]
    assert table.to_act == 5 and table.legal == legal(25, 35, 35)
    assert table.act("raise", 5, to=35) == ["BETTING_CAPPED"]
    assert table.to_act == 6 and table.legal == legal(35, None, None)


def test_cap_limit_all_in_of_less_than_half_a_bet_does_not_count() -> None:
    """CAP-LIMIT (decision 12): a smaller all-in does not count; the player who completes
    it makes a raise that does. S4 all in for 24 (4 more): S5 completes to 30 (raise 2),
    S6 raises to 40 (raise 3): capped."""
    table = f6({4: 34}, **LIMIT)
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 10)
    table.act("raise", 3, to=20)
    assert table.act("raise", 4, to=24) == ["INCOMPLETE_BET"]
    assert table.to_act == 5 and table.legal == legal(24, 30, 30)
    assert table.act("raise", 5, to=30) == []
    assert table.act("raise", 6, to=40) == ["BETTING_CAPPED"]
    assert table.to_act == 1 and table.legal == legal(40, None, None)


def limit_three_handed_flop(house: dict[str, object] | None = None) -> Table:
    """10/20 flop, three players: A = S2, B = S3, C = S1 (postflop order S2, S3, S1)."""
    table = Table({1: 500, 2: 500, 3: 500}, button=1, house=house, **LIMIT)
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    return table


def test_cap_heads_up_case1_heads_up_before_the_cap_is_uncapped() -> None:
    """CAP-HEADS-UP 1 (rrop-cash, ``heads_up_uncapped`` yes): A bets, B raises, C folds:
    heads-up before the cap, A and B may keep raising without limit."""
    table = limit_three_handed_flop()
    table.act("bet", 2, 10)
    table.act("raise", 3, to=20)
    table.each("fold", 1)
    for seat, to in ((2, 30), (3, 40), (2, 50), (3, 60), (2, 70)):
        assert table.to_act == seat and table.legal == legal(10, to, to)
        assert table.act("raise", seat, to=to) == []
    assert table.to_act == 3 and table.legal == legal(10, 80, 80)


def test_cap_heads_up_case1_capped_when_heads_up_uncapped_is_no() -> None:
    """CAP-HEADS-UP 1 (``heads_up_uncapped`` no, the tournament rule): the cap still
    applies heads-up: a bet and three raises."""
    table = limit_three_handed_flop({"heads_up_uncapped": "no"})
    table.act("bet", 2, 10)
    table.act("raise", 3, to=20)
    table.each("fold", 1)
    table.act("raise", 2, to=30)
    assert table.act("raise", 3, to=40) == ["BETTING_CAPPED"]
    assert table.to_act == 2 and table.legal == legal(10, None, None)
    assert table.reject({"type": "raise", "seat": 2, "to": 50}) == "RAISE_NOT_ALLOWED"


def test_cap_heads_up_case2_cap_stays_after_a_fold() -> None:
    """CAP-HEADS-UP 2: A bets, B raises, C re-raises, A caps (4 bets); a fold that leaves
    two players does not lift the cap: B folds, C may only call."""
    table = limit_three_handed_flop()
    table.act("bet", 2, 10)
    table.act("raise", 3, to=20)
    table.act("raise", 1, to=30)
    assert table.act("raise", 2, to=40) == ["BETTING_CAPPED"]
    assert table.to_act == 3 and table.legal == legal(20, None, None)  # B: call or fold
    table.each("fold", 3)
    assert table.to_act == 1 and table.legal == legal(10, None, None)
    assert table.reject({"type": "raise", "seat": 1, "to": 50}) == "RAISE_NOT_ALLOWED"


def test_cap_heads_up_table_is_uncapped_by_default_and_capped_with_no() -> None:
    """CAP-HEADS-UP: a heads-up limit table raises without limit under rrop-cash and stops
    at a bet and three raises with ``heads_up_uncapped`` no."""
    free = hu(**LIMIT)
    free.deal("hole")
    for seat, to in ((1, 20), (2, 30), (1, 40), (2, 50), (1, 60)):
        assert free.act("raise", seat, to=to) == []
    capped = hu(house={"heads_up_uncapped": "no"}, **LIMIT)
    capped.deal("hole")
    capped.act("raise", 1, to=20)
    capped.act("raise", 2, to=30)
    assert capped.act("raise", 1, to=40) == ["BETTING_CAPPED"]
    assert capped.to_act == 2 and capped.legal == legal(10, None, None)


# ---------------------------------------------------------------------------------------------
# F. PL-MAX
# ---------------------------------------------------------------------------------------------


def test_pl_max_case1_first_to_act_may_raise_to_700() -> None:
    """PL-MAX 1: pot-limit 100/200, first to act: maximum raise to 700 (pot 300 + call 200
    = 500, on top of the 200 call)."""
    table = f6(game="pot-limit")
    table.deal("hole")
    assert table.to_act == 4 and table.legal == legal(200, 400, 700)
    table.act("raise", 4, to=700)
    assert table.bets[4] == 700


def test_pl_max_raise_above_the_pot_is_cut_back_to_700() -> None:
    """PL-MAX 1 / PL-MISCOUNT: a raise to 701 is more than the pot allows: it is cut back
    to 700, the maximum. Only a total above the seat's 20,000 is still refused."""
    table = f6(game="pot-limit")
    table.deal("hole")
    assert table.reject({"type": "raise", "seat": 4, "to": 20_001}) == "ABOVE_MAXIMUM"
    codes, action = table.corrected({"type": "raise", "seat": 4, "to": 701})
    assert codes == ["REDUCED_TO_MAXIMUM"]
    assert action == {"type": "raise", "seat": 4, "to": 700}
    assert table.rulings[-1]["rule"] == "PL-MAX"
    assert table.bets[4] == 700 and table.stacks[4] == 19_300 and table.to_act == 5


def test_pl_max_case1_short_big_blind_still_counts_as_full() -> None:
    """PL-MAX 1: the same 700 when the BB posted only 100, all in (TDA 54-B)."""
    table = f6({3: 100}, game="pot-limit")
    table.deal("hole")
    assert table.to_act == 4 and table.legal == legal(200, 400, 700)


def test_pl_max_case1_short_small_blind_still_counts_as_full() -> None:
    """PL-MAX 1: likewise when the SB posted only 60 of its 100, all in (the pre-flop math
    assumes full blinds)."""
    table = f6({2: 60}, game="pot-limit")
    table.deal("hole")
    assert table.to_act == 4 and table.legal == legal(200, 400, 700)


def test_pl_max_case2_small_blind_counts_as_big_blind_option() -> None:
    """PL-MAX 2: PL 5/10: maximum open 35; with ``pl_sb_counts_as_bb`` yes, 40."""
    plain = f6(blinds=(5, 10), game="pot-limit", default_stack=1000)
    plain.deal("hole")
    assert plain.legal == legal(10, 20, 35)
    rounded = f6(
        blinds=(5, 10), game="pot-limit", default_stack=1000, house={"pl_sb_counts_as_bb": "yes"}
    )
    rounded.deal("hole")
    assert rounded.legal == legal(10, 20, 40)
    rounded.act("raise", 4, to=40)


def test_pl_max_case3_flop_pot_100_bet_50_max_raise_250() -> None:
    """PL-MAX 3: flop pot 100; A bets 50: B's maximum raise is to 250."""
    table = hu(blinds=(25, 50), game="pot-limit", default_stack=1000)
    table.deal("hole")
    table.each("call", 1)
    table.each("check", 2)
    table.deal("flop")
    assert table.pots == [(100, [1, 2])]
    assert table.legal == legal(0, 50, 100)
    table.act("bet", 2, 50)
    assert table.to_act == 1 and table.legal == legal(50, 100, 250)


# ---------------------------------------------------------------------------------------------
# Rejected betting events leave the table exactly as it was
# ---------------------------------------------------------------------------------------------


def test_reject_check_facing_a_bet() -> None:
    table = f6()
    table.deal("hole")
    assert table.reject({"type": "check", "seat": 4}) == "CANNOT_CHECK"


def test_reject_bet_when_a_bet_exists() -> None:
    table = f6_limped_to_the_flop()
    table.act("bet", 2, 400)
    assert table.reject({"type": "bet", "seat": 3, "amount": 800}) == "BET_ALREADY_MADE"
    preflop = f6()
    preflop.deal("hole")  # the big blind is the opening bet
    assert preflop.reject({"type": "bet", "seat": 4, "amount": 400}) == "BET_ALREADY_MADE"


def test_reject_raise_with_no_bet_and_call_with_nothing_to_call() -> None:
    table = f6_limped_to_the_flop()
    assert table.reject({"type": "raise", "seat": 2, "to": 400}) == "NO_BET_TO_RAISE"
    assert table.reject({"type": "call", "seat": 2}) == "NOTHING_TO_CALL"


def test_raise_below_minimum_is_brought_up_but_not_above_the_bet_is_refused() -> None:
    """A raise to 399 (minimum 400) is brought up to 400; a "raise" to 200 or less does not
    go above the bet to match and is still refused."""
    table = f6()
    table.deal("hole")
    assert table.reject({"type": "raise", "seat": 4, "to": 200}) == "BELOW_MINIMUM"
    assert table.reject({"type": "raise", "seat": 4, "to": 150}) == "BELOW_MINIMUM"
    codes, action = table.corrected({"type": "raise", "seat": 4, "to": 399})
    assert codes == ["RAISE_BROUGHT_TO_MINIMUM"]
    assert action == {"type": "raise", "seat": 4, "to": 400}
    assert table.bets[4] == 400 and table.stacks[4] == 19_600
    assert table.to_act == 5 and table.legal == legal(400, 600, 20_000)


def test_short_bet_is_brought_up_no_further_than_the_seats_chips() -> None:
    """With 150 behind, the least bet is 150 all in: 151 is more than the seat has and is
    refused, a bet of 0 is not a bet, and a bet of 100 is brought up to 150."""
    table = f6_limped_to_the_flop(stacks={2: 350})
    assert table.legal == legal(0, 150, 150)
    assert table.reject({"type": "bet", "seat": 2, "amount": 151}) == "ABOVE_MAXIMUM"
    assert table.reject({"type": "bet", "seat": 2, "amount": 0}) == "BELOW_MINIMUM"
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 100})
    assert codes == ["BROUGHT_TO_MINIMUM"]
    assert action == {"type": "bet", "seat": 2, "amount": 150}  # all in: only to the minimum
    assert table.stacks[2] == 0 and table.bets[2] == 150


def test_reject_raise_above_stack() -> None:
    table = f6({4: 1000})
    table.deal("hole")
    assert table.reject({"type": "raise", "seat": 4, "to": 1001}) == "ABOVE_MAXIMUM"
    table.act("raise", 4, to=1000)  # all in is fine


def test_action_out_of_turn_is_held_and_a_second_one_refused() -> None:
    """Out of turn (seat 4 to act): S5's call and S1's raise are held (ACTION_OUT_OF_TURN)
    and change nothing yet; a second out-of-turn action by S5 is refused; S3's fold binds at
    once, and as the third action behind seat 4 it costs him the right to act: facing the big
    blind his hand is dead and S5's held call is made (SKIPPED-PLAYER, clarification 16)."""
    table = f6()
    table.deal("hole")
    assert table.to_act == 4
    before = table.snap
    assert table.act("call", 5) == ["ACTION_OUT_OF_TURN"]
    assert table.act("raise", 1, to=600) == ["ACTION_OUT_OF_TURN"]
    after = table.snap
    for key in ("stacks", "bets", "pots", "to_act", "legal", "hole"):
        assert after[key] == before[key], key
    assert table.reject({"type": "call", "seat": 5}) == "NOT_YOUR_TURN"
    assert table.reject({"type": "fold", "seat": 5}) == "NOT_YOUR_TURN"
    assert table.act("fold", 3) == ["OUT_OF_TURN_FOLD", "SKIPPED_HAND_DEAD", "OUT_OF_TURN_BINDS"]
    assert table.snap["hole"]["3"] == [] and table.snap["hole"]["4"] == []
    assert table.snap["bets"]["5"] == 200 and table.to_act == 6


def test_skipped_player_counts_only_actions_made_while_he_is_to_act() -> None:
    """SKIPPED-PLAYER (clarification 16): S6 and S1 call out of turn while seat 4 is to act;
    seat 4 calls, and S2's call out of turn is the first behind seat 5 while he is to act, so
    seat 5 keeps every option (never because players before him had not acted)."""
    table = f6()
    table.deal("hole")
    assert table.act("call", 6) == ["ACTION_OUT_OF_TURN"]
    assert table.act("call", 1) == ["ACTION_OUT_OF_TURN"]
    assert table.act("call", 4) == []
    assert table.to_act == 5
    assert table.act("call", 2) == ["ACTION_OUT_OF_TURN"]
    assert table.to_act == 5 and table.snap["legal"]["call"] == 200
    assert table.act("call", 5) == ["OUT_OF_TURN_BINDS"] * 3
    assert table.to_act == 3


def test_reject_action_by_a_seat_not_due_to_act() -> None:
    """A seat that already acted and faces no new bet is not due to act: NOT_YOUR_TURN."""
    table = f6()
    table.deal("hole")
    table.each("call", 4)
    assert table.to_act == 5
    assert table.reject({"type": "raise", "seat": 4, "to": 600}) == "NOT_YOUR_TURN"
    assert table.reject({"type": "fold", "seat": 4}) == "NOT_YOUR_TURN"


def test_reject_action_by_a_folded_seat() -> None:
    table = f6()
    table.deal("hole")
    table.each("fold", 4)
    assert table.reject({"type": "call", "seat": 4}) == "NOT_IN_HAND"


def test_reject_betting_action_during_the_deal() -> None:
    table = f6()
    for _ in range(7):
        table.apply({"type": "deal_hole"})
    assert table.reject({"type": "call", "seat": 4}) == "DEAL_INCOMPLETE"
    assert table.reject({"type": "fold", "seat": 4}) == "DEAL_INCOMPLETE"
