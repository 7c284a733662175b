"""The hand evaluator: hand rankings, the seed documents' examples, and cross-checks."""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import pytest

from refdealer.errors import CardError
from refdealer.table.cards import Card, parse_cards
from refdealer.table.evaluator import (
    CATEGORY_STARTS,
    STRENGTH_COUNT,
    HandCategory,
    best_five,
    category,
    describe,
    evaluate,
    evaluate5,
    evaluate6,
    evaluate7,
    evaluate_showdown,
)

#: Seed of the randomized tests; set REFDEALER_TEST_SEED to replay another run.
SEED = int(os.environ.get("REFDEALER_TEST_SEED", "20240607"))


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def strength(text: str) -> int:
    return evaluate(cards(text))


def tokens(hand: Sequence[Card]) -> str:
    return " ".join(str(card) for card in hand)


# ---------------------------------------------------------------------------------------------
# Exhaustive five-card check.
# ---------------------------------------------------------------------------------------------

FIVE_CARD_CATEGORY_COUNTS = {
    HandCategory.STRAIGHT_FLUSH: 40,
    HandCategory.FOUR_OF_A_KIND: 624,
    HandCategory.FULL_HOUSE: 3_744,
    HandCategory.FLUSH: 5_108,
    HandCategory.STRAIGHT: 10_200,
    HandCategory.THREE_OF_A_KIND: 54_912,
    HandCategory.TWO_PAIR: 123_552,
    HandCategory.PAIR: 1_098_240,
    HandCategory.HIGH_CARD: 1_302_540,
}


def test_all_2598960_five_card_hands_give_the_known_category_counts_and_7462_strengths() -> None:
    per_strength = Counter(map(evaluate, combinations(range(52), 5)))
    assert sum(per_strength.values()) == 2_598_960
    assert sorted(per_strength) == list(range(STRENGTH_COUNT))
    per_category: Counter[HandCategory] = Counter()
    for value, count in per_strength.items():
        per_category[category(value)] += count
    assert dict(per_category) == FIVE_CARD_CATEGORY_COUNTS


def test_weakest_hand_is_seven_high_offsuit_and_strongest_is_a_royal_flush() -> None:
    assert strength("7c 5d 4h 3s 2c") == 0
    assert strength("As Ks Qs Js Ts") == STRENGTH_COUNT - 1 == 7461


def test_category_starts_are_the_cumulative_class_counts() -> None:
    assert CATEGORY_STARTS == (0, 1277, 4137, 4995, 5853, 5863, 7140, 7296, 7452)
    for kind, start in enumerate(CATEGORY_STARTS):
        assert category(start) == kind
        if start:
            assert category(start - 1) == kind - 1


# ---------------------------------------------------------------------------------------------
# The seed documents' examples.
# ---------------------------------------------------------------------------------------------

# (id, board, winner's hole cards, loser's hole cards, winner's description).
# Seed 003 gives ranks only for most examples; the suits here are ours, chosen so that the
# example means what its words say (e.g. "no flush").
SEED_WINS = [
    pytest.param(
        "Qs 9h 8c 2d 3s",
        "Ah Tc",
        "Kd Ts",
        "high card ace",
        id="seed003-high-card-AT-beats-KT-on-Q9823",
    ),
    pytest.param(
        "Qs Tc 9h 2d 3s",
        "Ah Qd",
        "Qc Jh",
        "pair of queens",
        id="seed003-pair-AQ-outkicks-QJ-on-QT923",
    ),
    pytest.param(
        "Qs Qd 7c 4h 2s",
        "As Ad",
        "Ks Kd",
        "two pair, aces and queens",
        id="seed003-two-pair-AA-QQ-beats-KK-QQ",
    ),
    pytest.param(
        "Jc Ts 7h 4d 2c",
        "Jd Th",
        "Jh 7d",
        "two pair, jacks and tens",
        id="seed003-two-pair-JJ-TT-beats-JJ-77",
    ),
    pytest.param(
        "Ah Kd Tc 7s 3h",
        "Ts Td",
        "7h 7d",
        "three of a kind, tens",
        id="seed003-set-of-tens-TT-beats-77-on-AKT73",
    ),
    pytest.param(
        "Th 9d 8d 5d 2c",
        "Ad Kd",
        "Qd Jd",
        "flush, ace high",
        id="seed003-nut-flush-AdKd-beats-QdJd-flush-and-straight",
    ),
    pytest.param(
        "Ks Kc Kd Kh 7c",
        "Ah 2c",
        "Qh Jd",
        "four of a kind, kings",
        id="seed003-quads-on-board-kicker-decides",
    ),
]


@pytest.mark.parametrize(("board", "winner", "loser", "said"), SEED_WINS)
def test_seed_example_winner(board: str, winner: str, loser: str, said: str) -> None:
    win = strength(f"{winner} {board}")
    lose = strength(f"{loser} {board}")
    assert win > lose
    assert describe(win) == said


def test_seed003_nut_flush_loser_holds_a_flush_and_a_straight_but_only_the_flush_counts() -> None:
    loser = strength("Qd Jd Th 9d 8d 5d 2c")
    assert describe(loser) == "flush, queen high"
    assert tokens(best_five(cards("Qd Jd Th 9d 8d 5d 2c"))) == "Qd Jd 9d 8d 5d"


def test_seed003_kh_qh_on_ks_qc_qd_ts_8h_is_queens_full_of_kings() -> None:
    hand = cards("Kh Qh Ks Qc Qd Ts 8h")
    assert category(evaluate(hand)) is HandCategory.FULL_HOUSE
    assert describe(evaluate(hand)) == "full house, queens full of kings"
    assert tokens(best_five(hand)) == "Qh Qd Qc Ks Kh"


def test_seed003_kh_kd_on_ks_kc_jd_4s_2h_is_four_kings_jack_kicker() -> None:
    hand = cards("Kh Kd Ks Kc Jd 4s 2h")
    assert describe(evaluate(hand)) == "four of a kind, kings"
    assert tokens(best_five(hand)) == "Ks Kh Kd Kc Jd"


def test_seed003_js_ts_9s_8s_7s_is_a_jack_high_straight_flush() -> None:
    assert describe(strength("Js Ts 9s 8s 7s")) == "straight flush, jack high"


def test_seed003_akqjt_suited_is_a_royal_flush_the_highest_hand() -> None:
    for suit in "cdhs":
        hand = [Card(rank + suit) for rank in "AKQJT"]
        assert evaluate(hand) == STRENGTH_COUNT - 1
        assert describe(evaluate(hand)) == "royal flush"


def test_seed003_three_pairs_only_the_two_highest_count() -> None:
    # Seven cards with three pairs: the third pair's card can still be the kicker.
    hand = cards("Ac Ad Kc Kd Qc Qd 2s")
    assert describe(evaluate(hand)) == "two pair, aces and kings"
    assert tokens(best_five(hand)) == "Ad Ac Kd Kc Qd"
    assert evaluate(hand) > strength("Ah As Kh Ks Jh Jc 2d")


def test_seed003_straight_and_flush_only_the_flush_counts() -> None:
    hand = cards("9h 8h 7c 6h 5h 2h Kd")
    assert category(evaluate(hand)) is HandCategory.FLUSH
    assert describe(evaluate(hand)) == "flush, nine high"


def test_seed003_board_plays_for_both_players_split() -> None:
    board = "As Ks Qd Jh Tc"
    assert strength(f"2c 3d {board}") == strength(f"4h 9c {board}")
    assert describe(strength(f"2c 3d {board}")) == "straight, ace high"


def test_seed003_quads_on_board_with_lower_kickers_split() -> None:
    # "Kicker rule only applies when the quad consists of 4 cards on the board": with the board's
    # queen above both players' cards, both play the board.
    board = "Ks Kc Kd Kh Qc"
    assert strength(f"Jd 9s {board}") == strength(f"2c 3d {board}")


def test_seed003_a2345_is_the_smallest_straight_and_ka234_is_not_a_straight() -> None:
    wheel = strength("Ac 2d 3h 4s 5c")
    assert category(wheel) is HandCategory.STRAIGHT
    assert wheel == CATEGORY_STARTS[HandCategory.STRAIGHT]
    assert category(strength("Kc Ad 2h 3s 4c")) is HandCategory.HIGH_CARD


def test_seed001_ten_to_ace_straights_split_whatever_the_other_cards() -> None:
    # Seed 001: board 2h Jc Qc Ks Ad, player 1 holds Ts 9c, player 2 holds Tc 2c. The seed says
    # "Player 1 also has a pair", but it is player 2's deuce that pairs the board; either way
    # both play the same ten-to-ace straight, and player 2's four clubs are no flush.
    board = "2h Jc Qc Ks Ad"
    player1 = strength(f"Ts 9c {board}")
    player2 = strength(f"Tc 2c {board}")
    assert player1 == player2
    assert describe(player1) == "straight, ace high"


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        pytest.param("Ac 3h 4d 6s 7s", "Ks Qs Jc 9c 8d", id="seed001-ace-high-beats-king-high"),
        pytest.param(
            "Ac Jh 9s 8d 6h", "Ah Jc 9d 8c 2s", id="seed001-fifth-card-six-beats-fifth-card-two"
        ),
    ],
)
def test_seed001_high_card_hands(better: str, worse: str) -> None:
    assert strength(better) > strength(worse)
    assert category(strength(better)) is HandCategory.HIGH_CARD


def test_seed001_suits_are_never_used_to_evaluate_strength() -> None:
    assert strength("Ac Jh 9s 8d 6h") == strength("Ad Js 9c 8h 6s")


# ---------------------------------------------------------------------------------------------
# Rules.
# ---------------------------------------------------------------------------------------------


def test_wheel_is_a_five_high_straight_below_the_six_high_straight() -> None:
    wheel = strength("5c 4d 3h 2s Ac")
    assert describe(wheel) == "straight, five high"
    assert wheel < strength("6c 5d 4h 3s 2c")
    assert wheel > strength("Ac Ad Ah Kc Qd")  # above any three of a kind


def test_steel_wheel_is_a_five_high_straight_flush_below_the_six_high_one() -> None:
    steel = strength("Ah 2h 3h 4h 5h")
    assert category(steel) is HandCategory.STRAIGHT_FLUSH
    assert describe(steel) == "straight flush, five high"
    assert steel == CATEGORY_STARTS[HandCategory.STRAIGHT_FLUSH]
    assert steel < strength("6h 5h 4h 3h 2h")
    assert steel > strength("Ac Ad Ah As Kc")
    assert tokens(best_five(cards("Ah 2h 3h 4h 5h Kh Ad"))) == "5h 4h 3h 2h Ah"


@pytest.mark.parametrize(
    "hand",
    [
        pytest.param("Qc Kd Ah 2s 3c", id="QKA23"),
        pytest.param("Jc Qd Kh As 2c", id="JQKA2"),
        pytest.param("Kc Ad 2h 3s 4c", id="KA234"),
    ],
)
def test_no_wrap_around_straights(hand: str) -> None:
    assert describe(strength(hand)) == "high card ace"


def test_no_wrap_around_straight_flush_is_just_a_flush() -> None:
    assert describe(strength("Qs Ks As 2s 3s")) == "flush, ace high"


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        pytest.param("Ac Ad Kh 7s 3c", "Ah As Qc Jd Tc", id="pair-first-kicker"),
        pytest.param("Ac Ad Kh 7s 4c", "Ah As Kc 7d 3c", id="pair-third-kicker"),
        pytest.param("Ac Ad 9h 9s 3c", "Ah As 9c 9d 2c", id="two-pair-kicker"),
        pytest.param("7c 7d 7h As 2c", "7c 7d 7s Kh Qc", id="trips-first-kicker"),
        pytest.param("7c 7d 7h As 3c", "7c 7d 7s Ah 2c", id="trips-second-kicker"),
        pytest.param("9c 9d 9h 9s 3c", "9c 9d 9h 9s 2d", id="quads-kicker"),
        pytest.param("Kh Jh 9h 5h 3h", "Kd Jd 9d 5d 2d", id="flush-fifth-card"),
        pytest.param("3c 3d 3h 2s 2c", "2h 2d 2c As Ad", id="full-house-trips-decide"),
        pytest.param("Ac Ad Ah 3s 3c", "Ac Ad As 2s 2c", id="full-house-pair-decides"),
    ],
)
def test_kickers_count(better: str, worse: str) -> None:
    assert strength(better) > strength(worse)
    assert category(strength(better)) == category(strength(worse))


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        pytest.param("Ac Ad 2h 3s 4c", "Ac Kd Qh Js 9c", id="pair-beats-high-card"),
        pytest.param("2c 2d 3h 3s 4c", "Ac Ad Kh Qs Jc", id="two-pair-beats-pair"),
        pytest.param("2c 2d 2h 3s 4c", "Ac Ad Kh Ks Qc", id="trips-beat-two-pair"),
        pytest.param("Ac 2d 3h 4s 5c", "Ac Ad Ah Ks Qc", id="straight-beats-trips"),
        pytest.param("2c 3c 4c 5c 7c", "Ac Kd Qh Js Tc", id="flush-beats-straight"),
        pytest.param("2c 2d 2h 3s 3c", "Ac Kc Qc Jc 9c", id="full-house-beats-flush"),
        pytest.param("2c 2d 2h 2s 3c", "Ac Ad Ah Ks Kc", id="quads-beat-full-house"),
        pytest.param("Ac 2c 3c 4c 5c", "Ac Ad Ah As Kc", id="straight-flush-beats-quads"),
    ],
)
def test_category_order(better: str, worse: str) -> None:
    assert strength(better) > strength(worse)
    assert category(strength(better)) == category(strength(worse)) + 1


def test_six_and_seven_cards_give_the_best_five_card_subset() -> None:
    rng = random.Random(SEED)
    print(f"seed {SEED}")
    for size in (6, 7):
        for _ in range(3000):
            hand = rng.sample(range(52), size)
            assert evaluate(hand) == max(map(evaluate, combinations(hand, 5))), hand


def test_fixed_size_entry_points_agree_with_evaluate() -> None:
    rng = random.Random(SEED + 1)
    print(f"seed {SEED + 1}")
    for _ in range(3000):
        hand = rng.sample(range(52), 7)
        assert evaluate7(*hand) == evaluate(hand)
        assert evaluate6(*hand[:6]) == evaluate(hand[:6])
        assert evaluate5(*hand[:5]) == evaluate(hand[:5])
        assert evaluate(tuple(Card(card) for card in hand)) == evaluate(hand)


def test_showdown_helper_agrees_with_evaluate_for_each_player() -> None:
    rng = random.Random(SEED + 7)
    print(f"seed {SEED + 7}")
    for _ in range(2000):
        players = rng.randint(2, 9)
        dealt = rng.sample(range(52), 5 + 2 * players)
        board, holes = dealt[:5], [dealt[5 + 2 * seat : 7 + 2 * seat] for seat in range(players)]
        assert evaluate_showdown(board, holes) == [evaluate([*hole, *board]) for hole in holes]
    with pytest.raises(CardError, match="board has 5 cards"):
        evaluate_showdown(cards("As Ks Qs"), [cards("2c 3c")])


def test_suits_never_break_ties() -> None:
    rng = random.Random(SEED + 2)
    print(f"seed {SEED + 2}")
    for _ in range(3000):
        hand = rng.sample(range(52), rng.choice((5, 6, 7)))
        relabel = rng.sample(range(4), 4)
        renamed = [card - (card & 3) + relabel[card & 3] for card in hand]
        assert evaluate(renamed) == evaluate(hand)
    assert strength("As Kh Qd Jc 9s") == strength("Ac Kd Qh Js 9c")


def test_card_order_does_not_matter() -> None:
    rng = random.Random(SEED + 3)
    print(f"seed {SEED + 3}")
    for _ in range(1000):
        hand = rng.sample(range(52), 7)
        shuffled = rng.sample(hand, 7)
        assert evaluate(shuffled) == evaluate(hand)
        assert best_five(shuffled) == best_five(hand)


# ---------------------------------------------------------------------------------------------
# describe, category, best_five.
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "said"),
    [
        pytest.param("Ac Jh 9s 8d 6h 3c 2d", "high card ace", id="high-card"),
        pytest.param("Qc Qh 9s 8d 6h 3c 2d", "pair of queens", id="pair"),
        pytest.param("6c 6h 9s 8d 4h 3c 2d", "pair of sixes", id="pair-of-sixes"),
        pytest.param("Ac Ah Qs Qd 6h 3c 2d", "two pair, aces and queens", id="two-pair"),
        pytest.param("Tc Th Ts 8d 6h 3c 2d", "three of a kind, tens", id="three-of-a-kind"),
        pytest.param("5c 4h 3s 2d Ah Kc Kd", "straight, five high", id="straight-wheel"),
        pytest.param("Ac Kh Qs Jd Th 3c 2d", "straight, ace high", id="straight-broadway"),
        pytest.param("Ah Jh 9h 8h 6h 3c 2d", "flush, ace high", id="flush"),
        pytest.param("Kh Qh Ks Qc Qd Ts 8h", "full house, queens full of kings", id="full-house"),
        pytest.param("2h 2d 2s 2c Ah Kc Kd", "four of a kind, twos", id="four-of-a-kind"),
        pytest.param("9d 8d 7d 6d 5d 3c 2d", "straight flush, nine high", id="straight-flush"),
        pytest.param("Ad Kd Qd Jd Td 9d 2c", "royal flush", id="royal-flush"),
    ],
)
def test_describe(hand: str, said: str) -> None:
    assert describe(strength(hand)) == said


def test_describe_and_category_cover_every_strength() -> None:
    for value in range(STRENGTH_COUNT):
        said = describe(value)
        kind = category(value)
        if kind is HandCategory.STRAIGHT_FLUSH and value == STRENGTH_COUNT - 1:
            assert said == "royal flush"
        else:
            assert said.startswith(kind.label), (value, said)


@pytest.mark.parametrize("bad", [-1, STRENGTH_COUNT, 10**6])
def test_category_and_describe_reject_strengths_out_of_range(bad: int) -> None:
    with pytest.raises(ValueError, match="strength"):
        category(bad)
    with pytest.raises(ValueError, match="strength"):
        describe(bad)


def test_category_labels() -> None:
    assert [kind.label for kind in HandCategory] == [
        "high card", "pair", "two pair", "three of a kind", "straight",
        "flush", "full house", "four of a kind", "straight flush",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("hand", "shown"),
    [
        pytest.param("2d 9s Jh Ac 6h 3c 8d", "Ac Jh 9s 8d 6h", id="high-card-high-to-low"),
        pytest.param("2d 9s Qh Ac Qc 3c 8d", "Qh Qc Ac 9s 8d", id="pair-then-kickers"),
        pytest.param("2d 9s 2h Ac 9c 3c 8d", "9s 9c 2h 2d Ac", id="two-pair-then-kicker"),
        pytest.param("7d 9s 7h Ac 7c 3c 8d", "7h 7d 7c Ac 9s", id="trips-then-kickers"),
        pytest.param("Td 9s Jh Qc 8h 3c Kd", "Kd Qc Jh Td 9s", id="straight-high-to-low"),
        pytest.param("4d 5s 2h Ac 3c Kc Kd", "5s 4d 3c 2h Ac", id="wheel-as-5432A"),
        pytest.param("2h 9h Jh Ah 6h 3h 8d", "Ah Jh 9h 6h 3h", id="flush-top-five-of-six"),
        pytest.param("Kc Ks Kd Qc Qs Qd 2c", "Ks Kd Kc Qs Qd", id="full-house-from-two-trips"),
        pytest.param("9c 9s 9d 9h Ks Kd 2c", "9s 9h 9d 9c Ks", id="quads-then-kicker"),
        pytest.param("Ts 9s 8s 7s 6s 5s Js", "Js Ts 9s 8s 7s", id="straight-flush-from-seven"),
    ],
)
def test_best_five(hand: str, shown: str) -> None:
    chosen = best_five(cards(hand))
    assert tokens(chosen) == shown
    assert all(isinstance(card, Card) for card in chosen)
    assert evaluate(chosen) == strength(hand)


def test_best_five_is_a_subset_with_the_hand_strength() -> None:
    rng = random.Random(SEED + 4)
    print(f"seed {SEED + 4}")
    for _ in range(2000):
        hand = rng.sample(range(52), rng.choice((5, 6, 7)))
        chosen = best_five(hand)
        assert len(set(chosen)) == 5
        assert set(chosen) <= set(hand)
        assert evaluate(chosen) == evaluate(hand)


def test_best_five_rejects_duplicate_cards() -> None:
    with pytest.raises(CardError, match="distinct"):
        best_five(cards("As As Kd Qc Jh"))


@pytest.mark.parametrize("size", [0, 4, 8])
def test_evaluate_takes_five_six_or_seven_cards(size: int) -> None:
    with pytest.raises(CardError, match="5, 6 or 7 cards"):
        evaluate(list(range(size)))


# ---------------------------------------------------------------------------------------------
# An independent cross-check.
# ---------------------------------------------------------------------------------------------


def reference_key(five: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """A slow, table-free ranking of five cards: (category, tie-breaking ranks)."""
    counts = Counter(card >> 2 for card in five)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    ordered = tuple(rank for rank, _ in groups)
    shape = tuple(count for _, count in groups)
    flush = len({card & 3 for card in five}) == 1
    high: int | None = None
    if len(ordered) == 5:
        if ordered[0] - ordered[4] == 4:
            high = ordered[0]
        elif ordered == (12, 3, 2, 1, 0):
            high = 3
    if high is not None:
        return (8 if flush else 4), (high,)
    if flush:
        return 5, ordered
    kind = {(4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0)
    return kind, ordered


def test_agrees_with_a_table_free_reference_on_every_class_and_random_hands() -> None:
    representative = dict(
        zip(map(evaluate, combinations(range(52), 5)), combinations(range(52), 5), strict=True)
    )
    keys = [reference_key(representative[value]) for value in range(STRENGTH_COUNT)]
    assert keys == sorted(set(keys))  # strictly increasing with strength
    assert [kind for kind, _ in keys] == [category(value) for value in range(STRENGTH_COUNT)]
    rng = random.Random(SEED + 6)
    print(f"seed {SEED + 6}")
    for _ in range(3000):
        hand = rng.sample(range(52), rng.choice((5, 6, 7)))
        best = max(map(reference_key, combinations(hand, 5)))
        assert keys[evaluate(hand)] == best, hand


def test_agrees_with_treys_on_20000_random_seven_card_hands() -> None:
    treys = pytest.importorskip("treys")
    judge = treys.Evaluator()
    rng = random.Random(SEED + 5)
    print(f"seed {SEED + 5}")
    ours: list[int] = []
    theirs: list[int] = []
    for _ in range(20_000):
        hand = rng.sample(range(52), 7)
        converted = [treys.Card.new(str(Card(card))) for card in hand]
        ours.append(evaluate(hand))
        theirs.append(judge.evaluate(converted[:2], converted[2:]))
    # Pairs of hands compare the same way (treys: lower is stronger) ...
    for index in range(0, len(ours), 2):
        first, second = ours[index], ours[index + 1]
        their_first, their_second = theirs[index], theirs[index + 1]
        assert (first > second) - (first < second) == (their_first < their_second) - (
            their_first > their_second
        ), (index, first, second)
    # ... and more: treys ranks the 7,462 classes densely too, 1 for a royal flush, so the two
    # scales are mirror images of each other.
    assert [STRENGTH_COUNT - value for value in theirs] == ours


def test_describe_remembers_words_without_changing_them() -> None:
    # describe() keeps the words of each strength it was asked for: asked twice, every
    # strength reads the same, and what is not a valid strength is refused every time.
    first = [describe(s) for s in range(STRENGTH_COUNT)]
    assert [describe(s) for s in range(STRENGTH_COUNT)] == first
    assert describe(True) == first[1]
    for bad in (-1, STRENGTH_COUNT):
        for _ in range(2):
            with pytest.raises(ValueError):
                describe(bad)
    with pytest.raises(TypeError):
        describe(5.0)  # type: ignore[arg-type]
