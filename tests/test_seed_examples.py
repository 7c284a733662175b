"""Every worked example of the seed documents, played through the reference dealer.

Each test cites its seed file (``/work/shared/seeds/``) and plays the example with the
seed's own numbers; where a seed leaves cards or stacks open, the test picks ones that
match its text.
"""

from __future__ import annotations

import pytest

from refdealer.table.cards import Card
from refdealer.table.evaluator import HandCategory, category, evaluate
from tests.helpers import Table, hu, legal

# ---------------------------------------------------------------------------------------------
# 000: the ten-handed example hand, the min-raise formula, the side-pot example
# ---------------------------------------------------------------------------------------------


def ten_handed_example() -> Table:
    """Seed 000's hand: $1/$2, ten players, button on player 1.

    Player 5 ends with the 9-K straight, player 6 with the ace-high heart flush (and the
    T-A straight): board Kh Qh Jc Th 2d, player 5 holds 9s 8c, player 6 Ah 5h.
    """
    table = Table(
        dict.fromkeys(range(1, 11), 200),
        button=1,
        blinds=(1, 2),
        hole={5: "9s8c", 6: "Ah5h"},
        board="KhQhJcTh2d",
    )
    table.deal("hole")
    return table


def test_ten_handed_example_pot_is_24_after_preflop() -> None:
    """Seed 000 "Pre-Flop": 6 raises to 4, 7 folds, 8 calls, 9, 10, 1 fold; 2-5 call: $24."""
    table = ten_handed_example()
    assert table.to_act == 4  # left of the big blind
    table.each("call", 4, 5)
    assert table.legal == legal(2, 4, 200)
    table.act("raise", 6, to=4)
    table.each("fold", 7)
    table.each("call", 8)
    table.each("fold", 9, 10, 1)
    assert table.to_act == 2 and table.legal == legal(3, 6, 200)
    table.each("call", 2)
    assert table.to_act == 3 and table.legal == legal(2, 6, 200)
    table.each("call", 3, 4, 5)
    assert table.to_act is None
    assert table.pots == [(24, [2, 3, 4, 5, 6, 8])]


def test_ten_handed_example_pot_is_30_after_the_flop() -> None:
    """Seed 000 "The Flop": 2-5 check, 6 bets 2, 8 calls, 2-4 fold, 5 calls: $30."""
    table = ten_handed_example()
    table.each("call", 4, 5)
    table.act("raise", 6, to=4)
    table.each("fold", 7)
    table.each("call", 8)
    table.each("fold", 9, 10, 1)
    table.each("call", 2, 3, 4, 5)
    table.deal("flop")
    assert table.to_act == 2  # the small blind, first live seat left of the button
    assert table.legal == legal(0, 2, 196)
    table.each("check", 2, 3, 4, 5)
    table.act("bet", 6, 2)
    table.each("call", 8)
    table.each("fold", 2, 3, 4)
    table.each("call", 5)
    assert table.to_act is None
    assert table.pots == [(30, [5, 6, 8])]


def test_ten_handed_example_ends_46_and_the_flush_beats_the_straight() -> None:
    """Seed 000 "The River"/"The Showdown": 5 bets 4, 6 makes it 8, 8 folds, 5 calls: $46.

    Player 6, who was called, shows first; his flush beats player 5's straight.
    """
    table = ten_handed_example()
    table.each("call", 4, 5)
    table.act("raise", 6, to=4)
    table.each("fold", 7)
    table.each("call", 8)
    table.each("fold", 9, 10, 1)
    table.each("call", 2, 3, 4, 5)
    table.deal("flop")
    table.each("check", 2, 3, 4, 5)
    table.act("bet", 6, 2)
    table.each("call", 8)
    table.each("fold", 2, 3, 4)
    table.each("call", 5)
    table.deal("turn")
    assert table.to_act == 5
    table.each("check", 5, 6, 8)
    table.deal("river")
    table.act("bet", 5, 4)
    table.act("raise", 6, to=8)
    table.each("fold", 8)
    table.each("call", 5)
    assert table.phase == "showdown"
    assert table.pots == [(46, [5, 6])]
    assert table.to_act == 6  # the player who was called shows first
    table.each("show", 6)
    assert table.to_act == 5
    table.each("show", 5)
    assert table.phase == "complete"
    assert table.payouts == {6: 46}
    assert table.pots == []
    assert table.stacks[6] == 200 - 4 - 2 - 8 + 46
    assert table.stacks[5] == 200 - 4 - 2 - 8
    assert table.codes[-1] == "POT_AWARDED"
    assert "flush" in table.rulings[-1]["message"]


def test_no_limit_min_raise_formula_one_two_is_raise_to_four() -> None:
    """Seed 000 "Betting limits": $1/$2, no raise yet: the minimum raise is to $4 (2 + 2)."""
    table = Table({1: 200, 2: 200, 3: 200, 4: 200}, button=1, blinds=(1, 2))
    table.deal("hole")
    assert table.to_act == 4
    assert table.legal == legal(2, 4, 200)
    codes, action = table.corrected({"type": "raise", "seat": 4, "to": 3})  # short: made 4
    assert codes == ["RAISE_BROUGHT_TO_MINIMUM"]
    assert action == {"type": "raise", "seat": 4, "to": 4}
    assert table.bets[4] == 4 and table.stacks[4] == 196
    assert table.to_act == 1 and table.legal == legal(4, 6, 200)


def side_pot_example(hole: dict[int, str]) -> Table:
    """Seed 000's side-pot example: flop pot $20; A has $10, B and C $15 each.

    Seats: S1 = A (button), S2 = a small blind who folds, S3 = B (big blind), S4 = C.
    Blinds 2/6: C and A call 6, the small blind folds, B checks: 6 + 6 + 6 + 2 = $20.
    On the flop B bets $15 (all in), C calls (all in), A calls all in for $10.
    """
    table = Table(
        {1: 16, 2: 100, 3: 21, 4: 21}, button=1, blinds=(2, 6), hole=hole, board="2c7h9dJc4s"
    )
    table.deal("hole")
    table.each("call", 4, 1)
    table.each("fold", 2)
    table.each("check", 3)
    assert table.pots == [(20, [1, 3, 4])]
    table.deal("flop")
    assert table.to_act == 3
    table.act("bet", 3, 15)
    table.each("call", 4, 1)
    return table


def test_side_pot_example_main_50_side_10() -> None:
    """Seed 000: main pot $20 + 3 x $10 = $50 (A, B, C); side pot 2 x $5 = $10 (B, C)."""
    table = side_pot_example({1: "AsAd", 3: "KsKd", 4: "QsQd"})
    assert table.pots == [(50, [1, 3, 4]), (10, [3, 4])]
    assert table.stacks == {1: 0, 2: 98, 3: 0, 4: 0}


def test_side_pot_example_side_pot_is_played_first() -> None:
    """Seed 000: "First the side pot between B and C is played, then the main pot."

    A (aces) wins the main pot of 50; B (kings) beats C (queens) for the side pot of 10.
    """
    table = side_pot_example({1: "AsAd", 3: "KsKd", 4: "QsQd"})
    table.deal("turn", "river")
    assert table.phase == "showdown"
    assert table.to_act == 3  # side-pot players show before the main-pot-only all-in
    table.each("show", 3)
    assert table.to_act == 4
    table.each("show", 4)
    assert table.to_act == 1
    table.each("show", 1)
    assert table.payouts == {1: 50, 3: 10}
    awards = [r for r in table.rulings if r["code"] in ("POT_AWARDED", "SPLIT_POT")]
    assert len(awards) == 2
    assert "10" in awards[0]["message"] and "side" in awards[0]["message"]
    assert "50" in awards[1]["message"] and "main" in awards[1]["message"]


# ---------------------------------------------------------------------------------------------
# 001: two example betting rounds (limit 10c/25c), fixed-limit $4/$8, no-limit, pot-limit,
# caps, showdown order, split pot and high-card examples
# ---------------------------------------------------------------------------------------------


def five_handed_limit_25() -> Table:
    """Seed 001's five-handed game: button 1, SB 10c, BB 25c; a bet is 25c, 50c on the turn."""
    table = Table(
        dict.fromkeys(range(1, 6), 1000),
        button=1,
        blinds=(10, 25),
        game="fixed-limit",
        limits=(25, 50),
    )
    table.deal("hole")
    return table


def test_example_betting_round_1_big_blind_checks_to_close() -> None:
    """Seed 001 "Example Betting Round 1": 4 calls 25, 5 folds, 1 calls, 2 adds 15, 3 checks.

    When the small blind calls, every bet is 25 but the big blind has not acted yet, so the
    round is not over; the big blind's check closes it.
    """
    table = five_handed_limit_25()
    assert table.bets == {1: 0, 2: 10, 3: 25, 4: 0, 5: 0}
    assert table.to_act == 4
    assert table.legal == legal(25, 50, 50)
    table.each("call", 4)
    table.each("fold", 5)
    table.each("call", 1)
    assert table.to_act == 2 and table.legal == legal(15, 50, 50)
    table.each("call", 2)
    assert table.bets == {1: 25, 2: 25, 3: 25, 4: 25, 5: 0}
    assert table.to_act == 3  # the round is not over: the big blind has not acted
    assert table.legal == legal(0, 50, 50)
    table.each("check", 3)
    assert table.to_act is None
    assert table.pots == [(100, [1, 2, 3, 4])]
    assert table.stacks == {1: 975, 2: 975, 3: 975, 4: 975, 5: 1000}


def test_example_betting_round_2_reraise_to_75_and_call() -> None:
    """Seed 001 "Example Betting Round 2": 4 calls 25, 5 raises to 50, 1 and 2 fold,
    3 re-raises to 75, 4 folds (his 25 stays in the pot), 5 calls 75.

    Then the flop: the first live seat left of the button (3) acts first and a bet is 25c;
    on the turn a bet is 50c.
    """
    table = five_handed_limit_25()
    table.each("call", 4)
    assert table.to_act == 5 and table.legal == legal(25, 50, 50)
    table.act("raise", 5, to=50)
    table.each("fold", 1, 2)
    assert table.to_act == 3 and table.legal == legal(25, 75, 75)
    table.act("raise", 3, to=75)
    assert table.to_act == 4 and table.legal == legal(50, 100, 100)
    table.each("fold", 4)
    assert table.to_act == 5 and table.legal == legal(25, 100, 100)
    table.each("call", 5)
    assert table.to_act is None
    assert table.pots == [(10 + 75 + 25 + 75, [3, 5])]
    assert table.stacks == {1: 1000, 2: 990, 3: 925, 4: 975, 5: 925}
    table.deal("flop")
    assert table.to_act == 3 and table.legal == legal(0, 25, 25)
    table.each("check", 3, 5)
    table.deal("turn")
    assert table.to_act == 3 and table.legal == legal(0, 50, 50)


def test_no_limit_min_raise_is_size_of_last_bet() -> None:
    """Seed 001 No-Limit #4-5: the minimum bet is the big blind; facing a $5 bet the
    minimum raise is $5 more (to $10), the maximum is everything in front of you."""
    table = Table({1: 200, 2: 200, 3: 200}, button=1, blinds=(1, 2))
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    assert table.to_act == 2 and table.legal == legal(0, 2, 198)
    table.act("bet", 2, 5)
    assert table.to_act == 3 and table.legal == legal(5, 10, 198)


def pot_limit_flop_pot_15() -> Table:
    """Seed 001's pot-limit examples: a flop pot of $15 (three players call blinds 2/5)."""
    table = Table({1: 500, 2: 500, 3: 500}, button=1, blinds=(2, 5), game="pot-limit")
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    assert table.pots == [(15, [1, 2, 3])]
    return table


def test_pot_limit_first_to_act_bets_big_blind_to_pot_15() -> None:
    """Seed 001 Pot-Limit example 1: first to act on a $15 flop may bet from the big blind
    ($5) to the pot ($15)."""
    table = pot_limit_flop_pot_15()
    assert table.to_act == 2
    assert table.legal == legal(0, 5, 15)
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 16})  # over the pot
    assert codes == ["REDUCED_TO_MAXIMUM"]
    assert action == {"type": "bet", "seat": 2, "amount": 15}
    assert table.bets[2] == 15 and table.stacks[2] == 480


def test_pot_limit_bet_below_the_big_blind_is_brought_up_to_5() -> None:
    """Seed 001 Pot-Limit example 1: the least bet is the big blind ($5): a $3 bet is
    brought up to it."""
    table = pot_limit_flop_pot_15()
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 3})
    assert codes == ["BROUGHT_TO_MINIMUM"]
    assert action == {"type": "bet", "seat": 2, "amount": 5}
    assert table.bets[2] == 5 and table.legal == legal(5, 10, 30)  # 5 + (15 + 5 + 5)


def test_pot_limit_pot_15_bet_10_min_raise_20_max_raise_45() -> None:
    """Seed 001 Pot-Limit example 2: pot $15, first player bets $10: call 10, minimum raise
    to $20, maximum raise to $45 (call 10 + pot 15 + 10 + 10)."""
    table = pot_limit_flop_pot_15()
    table.act("bet", 2, 10)
    assert table.to_act == 3
    assert table.legal == legal(10, 20, 45)
    assert table.reject({"type": "raise", "seat": 3, "to": 10}) == "BELOW_MINIMUM"  # a call
    table.act("raise", 3, to=45)
    assert table.bets[3] == 45
    for asked, made, code in ((46, 45, "REDUCED_TO_MAXIMUM"), (19, 20, "RAISE_BROUGHT_TO_MINIMUM")):
        table = pot_limit_flop_pot_15()
        table.act("bet", 2, 10)
        codes, action = table.corrected({"type": "raise", "seat": 3, "to": asked})
        assert codes == [code]
        assert action == {"type": "raise", "seat": 3, "to": made}
        assert table.bets[3] == made


def test_fixed_limit_4_8_bet_4_raise_8_reraise_12_then_8_16_on_the_turn() -> None:
    """Seed 001 Fixed-Limit #2-3: in a $4/$8 game (blinds $2/$4) the flop is bet $4, raised
    to $8, re-raised to $12; on the turn a bet is $8 and a raise makes it $16."""
    table = Table(
        dict.fromkeys(range(1, 5), 200), button=1, blinds=(2, 4), game="fixed-limit", limits=(4, 8)
    )
    table.deal("hole")
    assert table.to_act == 4 and table.legal == legal(4, 8, 8)  # the big blind is the bet
    table.each("call", 4, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    assert table.to_act == 2 and table.legal == legal(0, 4, 4)
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 8})  # the big bet
    assert codes == ["LIMIT_SIZE_CORRECTED"]
    assert action == {"type": "bet", "seat": 2, "amount": 4}  # the flop is bet $4
    assert table.legal == legal(4, 8, 8)
    table.act("raise", 3, to=8)
    assert table.legal == legal(8, 12, 12)
    table.act("raise", 4, to=12)
    table.each("call", 1, 2, 3)
    table.deal("turn")
    assert table.to_act == 2 and table.legal == legal(0, 8, 8)
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 4})  # the small bet
    assert codes == ["LIMIT_SIZE_CORRECTED"]
    assert action == {"type": "bet", "seat": 2, "amount": 8}  # the turn is bet $8
    assert table.legal == legal(8, 16, 16)
    table.act("raise", 3, to=16)
    assert table.legal == legal(16, 24, 24)


def test_limit_cap_is_a_bet_and_three_raises_multiway() -> None:
    """Seed 001 "Raising": with more than two players a round allows one bet and three
    raises; then the betting is capped and players may only call or fold."""
    table = Table(
        dict.fromkeys(range(1, 5), 200), button=1, blinds=(2, 4), game="fixed-limit", limits=(4, 8)
    )
    table.deal("hole")
    table.each("call", 4, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 4)
    table.act("raise", 3, to=8)
    table.act("raise", 4, to=12)
    assert table.act("raise", 1, to=16) == ["BETTING_CAPPED"]
    assert table.to_act == 2 and table.legal == legal(12, None, None)
    assert table.reject({"type": "raise", "seat": 2, "to": 20}) == "RAISE_NOT_ALLOWED"


def test_showdown_order_river_bettor_first_else_left_of_button_clockwise() -> None:
    """Seed 001 "Showdown": with no river bet the player closest to the dealer's left opens
    first, then clockwise."""
    table = Table({1: 200, 2: 200, 3: 200}, button=1, blinds=(1, 2))
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 3, 1)
    assert table.phase == "showdown"
    assert table.to_act == 2
    table.each("show", 2)
    assert table.to_act == 3
    table.each("show", 3)
    assert table.to_act == 1


def test_same_straight_ten_to_ace_splits_the_pot() -> None:
    """Seed 001 "Evaluating Hands": board 2h Jc Qc Ks Ad, player 1 Ts 9c, player 2 Tc 2c:
    both hold the ten-to-ace straight, so the pot is split."""
    table = hu({1: 200, 2: 200}, blinds=(1, 2), hole={1: "Ts9c", 2: "Tc2c"}, board="2hJcQcKsAd")
    table.deal("hole")
    table.act("raise", 1, to=10)
    table.each("call", 2)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 1)
    table.each("show", 2, 1)
    assert table.phase == "complete"
    assert table.payouts == {1: 10, 2: 10}
    assert "SPLIT_POT" in table.codes


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("Ac 3h 4d 6s 7s", "Ks Qs Jc 9c 8d"),
        ("Ac Jh 9s 8d 6h", "Ah Jc 9d 8c 2s"),
    ],
)
def test_high_card_examples(better: str, worse: str) -> None:
    """Seed 001 "Evaluating Hands": A-7-6-4-3 beats K-Q-J-9-8, A-J-9-8-6 beats A-J-9-8-2."""
    strong = evaluate([Card(token) for token in better.split()])
    weak = evaluate([Card(token) for token in worse.split()])
    assert category(strong) is category(weak) is HandCategory.HIGH_CARD
    assert strong > weak


def test_heads_up_small_blind_is_the_button_first_preflop_last_after() -> None:
    """Seed 001 tournament rule 16: heads-up the small blind is the button, acts first
    before the flop and last on every later street."""
    table = hu()
    assert table.bets == {1: 100, 2: 200}
    table.deal("hole")
    assert table.to_act == 1
    table.each("call", 1)
    table.each("check", 2)
    table.deal("flop")
    assert table.to_act == 2


# ---------------------------------------------------------------------------------------------
# 003: fixed-limit cap of four bets, all-in main and side pots, hand-ranking examples
# ---------------------------------------------------------------------------------------------


def test_fixed_limit_cap_four_big_bets_on_the_turn() -> None:
    """Seed 003: "Maximum is 4 big bets per player" on the turn (and 4 small bets before
    the flop): in a 10/20 game the turn goes 20, 40, 60, 80 and is then capped."""
    table = Table(
        dict.fromkeys(range(1, 5), 500),
        button=1,
        blinds=(5, 10),
        game="fixed-limit",
        limits=(10, 20),
    )
    table.deal("hole")
    table.act("raise", 4, to=20)
    table.act("raise", 1, to=30)
    assert table.act("raise", 2, to=40) == ["BETTING_CAPPED"]  # 4 small bets
    assert table.legal == legal(30, None, None)
    table.each("call", 3, 4, 1)
    table.deal("flop")
    table.each("check", 2, 3, 4, 1)
    table.deal("turn")
    table.act("bet", 2, 20)
    table.act("raise", 3, to=40)
    table.act("raise", 4, to=60)
    assert table.act("raise", 1, to=80) == ["BETTING_CAPPED"]
    assert table.to_act == 2 and table.legal == legal(60, None, None)


def three_way_all_in(hole: dict[int, str]) -> Table:
    """Seed 003 "All-in situation": S1 all in for 50 before the flop; S2 and S3 call and
    bet on into a side pot. Board 2c 7h 9d Jc 4s."""
    table = Table({1: 50, 2: 500, 3: 500}, button=1, blinds=(5, 10), hole=hole, board="2c7h9dJc4s")
    table.deal("hole")
    table.act("raise", 1, to=50)
    table.each("call", 2, 3)
    table.deal("flop")
    table.act("bet", 2, 100)
    table.each("call", 3)
    assert table.pots == [(150, [1, 2, 3]), (200, [2, 3])]
    table.deal("turn")
    table.each("check", 2, 3)
    table.deal("river")
    table.each("check", 2, 3)
    table.each("show", 2, 3, 1)
    return table


def test_all_in_player_best_hand_wins_main_pot_only() -> None:
    """Seed 003: the all-in player holds the best hand and wins the main pot; the side pot
    goes to the best hand among the others."""
    table = three_way_all_in({1: "AsAd", 2: "KsKd", 3: "QsQd"})
    assert table.payouts == {1: 150, 2: 200}


def test_better_hand_than_all_in_player_wins_main_and_side_pot() -> None:
    """Seed 003: a player whose hand beats the all-in player's wins both pots."""
    table = three_way_all_in({1: "QsQd", 2: "AsAd", 3: "KsKd"})
    assert table.payouts == {2: 350}


@pytest.mark.parametrize(
    ("winner", "loser", "board"),
    [
        ("AhTd", "KcTs", "Qd9c8h2s3d"),  # high card: ace beats king
        ("AcQh", "QdJs", "QsTc9d2h3c"),  # pair of queens, ace kicker
        ("TcTd", "7c7d", "AhKsTh7s3c"),  # set of tens beats set of sevens
        ("AdKd", "QdJd", "Th9d8d5d2c"),  # nut flush beats the flush with a straight
    ],
)
def test_hand_ranking_examples_at_showdown(winner: str, loser: str, board: str) -> None:
    """Seed 003 "Hand ranking": high card, kicker, trips and flush examples, heads-up."""
    table = hu({1: 200, 2: 200}, blinds=(1, 2), hole={1: winner, 2: loser}, board=board)
    table.deal("hole")
    table.each("call", 1)
    table.each("check", 2)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 1)
    table.each("show", 2, 1)
    assert table.payouts == {1: 4}


def test_wheel_is_a_straight_and_no_wraparound() -> None:
    """Seed 003 "Straight": A2345 is the smallest straight; KA234 is not a straight."""
    wheel = evaluate([Card(t) for t in ("Ah", "2c", "3d", "4s", "5h")])
    wrap = evaluate([Card(t) for t in ("Kh", "Ac", "2d", "3s", "4h")])
    six_high = evaluate([Card(t) for t in ("2h", "3c", "4d", "5s", "6h")])
    assert category(wheel) is HandCategory.STRAIGHT
    assert category(wrap) is HandCategory.HIGH_CARD
    assert wheel < six_high


# ---------------------------------------------------------------------------------------------
# 004: Robert's Rules basic instructions
# ---------------------------------------------------------------------------------------------


def test_deal_starts_left_of_the_dealer_two_cards_each() -> None:
    """Seed 004 #3: the dealer deals two cards to each player, starting on his left."""
    table = Table({1: 200, 2: 200, 3: 200}, button=1, blinds=(1, 2))
    deck = table.setup["deck"]
    table.deal("hole")
    assert table.snap["hole"] == {
        "2": [deck[0], deck[3]],
        "3": [deck[1], deck[4]],
        "1": [deck[2], deck[5]],
    }


def test_showdown_starts_with_the_player_whose_bet_was_called() -> None:
    """Seed 004 #13: after the last round the players show starting with the one whose bet
    was called."""
    table = Table({1: 200, 2: 200, 3: 200}, button=1, blinds=(1, 2))
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 3, 1)
    table.deal("river")
    table.each("check", 2)
    table.act("bet", 3, 10)
    table.each("call", 1, 2)
    assert table.phase == "showdown"
    assert table.to_act == 3


def test_all_in_caller_plays_for_a_portion_and_a_side_pot_forms() -> None:
    """Seed 004 #6: a caller without enough chips goes all in for a portion; the bet is split
    into a part matching the all-in (into the pot) and a side pot he cannot win, and the
    others keep betting normally."""
    table = Table({1: 500, 2: 500, 3: 60}, button=1, blinds=(5, 10))
    table.deal("hole")
    table.each("call", 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 100)
    assert table.to_act == 3 and table.legal == legal(50, None, None)
    table.each("call", 3)  # all in for 50
    assert table.pots == [(30 + 50 + 50, [1, 2, 3]), (50, [1, 2])]
    assert table.to_act == 1
    assert table.legal == legal(100, 200, 490)  # 1 may still raise against 2
