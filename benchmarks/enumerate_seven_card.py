"""Evaluate all 133,784,560 seven-card hands and check the category table.

Run: ``python benchmarks/enumerate_seven_card.py [--method evaluate7|fast] [--first-cards N]``.

Both methods visit every hand ``a < b < c < d < e < f < g`` of card indices and count the
strength each one gets; they differ only in how the innermost work is done:

``evaluate7`` (default)
    Calls the public :func:`refdealer.table.evaluator.evaluate7` once per hand, in nested loops: the
    exact code path a dealer uses (about half a minute on a 2020s laptop core).
``fast``
    Nested loops carry the partial sums of the evaluator's rank keys, suit counters and per-suit
    rank masks over the first five cards; for the last two cards, precomputed lists hold every
    remaining pair's contribution, and ``map`` over the evaluator's own tables (the non-flush
    rank-sum table and the flush rank-mask table) scores the pairs in C-speed batches. A flush
    is possible only when the first five cards hold three or more of one suit, and then the
    pairs are split by how many of that suit they add. About three times faster.

``--first-cards N`` enumerates only the hands whose lowest card is one of the first N cards of
the deck order (2c 2d 2h 2s 3c ...), for a quick partial run; the expected table is checked
only for a full run (N = 52), and the exit status is 1 if any count differs.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations
from math import comb

# The evaluator's tables and key scheme: this script checks them for every seven-card hand.
from refdealer.table.evaluator import (
    _RANK_KEYS,
    HandCategory,
    _tables,
    category,
    evaluate7,
)

EXPECTED = {
    HandCategory.STRAIGHT_FLUSH: 41_584,
    HandCategory.FOUR_OF_A_KIND: 224_848,
    HandCategory.FULL_HOUSE: 3_473_184,
    HandCategory.FLUSH: 4_047_644,
    HandCategory.STRAIGHT: 6_180_020,
    HandCategory.THREE_OF_A_KIND: 6_461_620,
    HandCategory.TWO_PAIR: 31_433_400,
    HandCategory.PAIR: 58_627_800,
    HandCategory.HIGH_CARD: 23_294_460,
}
EXPECTED_TOTAL = 133_784_560
EXPECTED_DISTINCT = 4_824

RANK_KEY = [_RANK_KEYS[card >> 2] for card in range(52)]
SUIT_COUNTER = [1 << (4 * (card & 3)) for card in range(52)]  # one 4-bit counter per suit
SUITED_RANKS = [1 << (13 * (card & 3) + (card >> 2)) for card in range(52)]  # 13 bits per suit
# Starting each counter at 5 sets its top bit once the suit holds three cards.
SUIT_START = 0x5555
THREE_OF_A_SUIT = 0x8888


class PairLists:
    """For each lowest index ``i``: the pairs ``i <= f < g < 52``, by what they add to a hand."""

    def __init__(self) -> None:
        self.rank_sums: list[list[int]] = []  # every pair's rank-key sum
        # Per suit: rank sums of the pairs with at most one / none of the suit; rank masks of
        # the suit's cards in the pairs with both / at least one / any number of the suit.
        self.not_both: list[list[list[int]]] = []
        self.neither: list[list[list[int]]] = []
        self.both_masks: list[list[list[int]]] = []
        self.some_masks: list[list[list[int]]] = []
        self.all_masks: list[list[list[int]]] = []
        for low in range(53):
            pairs = list(combinations(range(low, 52), 2))
            self.rank_sums.append([RANK_KEY[f] + RANK_KEY[g] for f, g in pairs])
            per_suit: list[list[list[int]]] = [[], [], [], [], []]
            for suit in range(4):
                not_both, neither, both, some, every = [], [], [], [], []
                for f, g in pairs:
                    rank_sum = RANK_KEY[f] + RANK_KEY[g]
                    mask = sum(1 << (card >> 2) for card in (f, g) if card & 3 == suit)
                    suited = ((f & 3) == suit) + ((g & 3) == suit)
                    every.append(mask)
                    if suited < 2:
                        not_both.append(rank_sum)
                    if suited == 0:
                        neither.append(rank_sum)
                    else:
                        some.append(mask)
                    if suited == 2:
                        both.append(mask)
                for kind, items in zip(
                    per_suit, (not_both, neither, both, some, every), strict=True
                ):
                    kind.append(items)
            self.not_both.append(per_suit[0])
            self.neither.append(per_suit[1])
            self.both_masks.append(per_suit[2])
            self.some_masks.append(per_suit[3])
            self.all_masks.append(per_suit[4])


def enumerate_fast(first_cards: int, progress: bool) -> Counter[int]:
    """Strength counts over the hands whose lowest card index is below ``first_cards``."""
    counts: Counter[int] = Counter()
    update = counts.update
    lists = PairLists()
    no_flush = _tables().no_flush_7.__getitem__
    flush = _tables().flush.__getitem__
    for a in range(min(first_cards, 46)):
        ra, sa, ma = RANK_KEY[a], SUIT_START + SUIT_COUNTER[a], SUITED_RANKS[a]
        for b in range(a + 1, 47):
            rb, sb, mb = ra + RANK_KEY[b], sa + SUIT_COUNTER[b], ma + SUITED_RANKS[b]
            for c in range(b + 1, 48):
                rc, sc, mc = rb + RANK_KEY[c], sb + SUIT_COUNTER[c], mb + SUITED_RANKS[c]
                for d in range(c + 1, 49):
                    rd, sd, md = rc + RANK_KEY[d], sc + SUIT_COUNTER[d], mc + SUITED_RANKS[d]
                    for e in range(d + 1, 50):
                        ranks = rd + RANK_KEY[e]
                        suits = sd + SUIT_COUNTER[e]
                        rest = e + 1
                        flags = suits & THREE_OF_A_SUIT
                        if not flags:
                            update(map(no_flush, map(ranks.__add__, lists.rank_sums[rest])))
                            continue
                        suit = (flags.bit_length() - 4) >> 2
                        held = ((suits >> (4 * suit)) & 15) - 5
                        mask = ((md + SUITED_RANKS[e]) >> (13 * suit)) & 0x1FFF
                        if held == 3:
                            plain = lists.not_both[rest][suit]
                            flushes = lists.both_masks[rest][suit]
                        elif held == 4:
                            plain = lists.neither[rest][suit]
                            flushes = lists.some_masks[rest][suit]
                        else:
                            plain = []
                            flushes = lists.all_masks[rest][suit]
                        update(map(no_flush, map(ranks.__add__, plain)))
                        update(map(flush, map(mask.__or__, flushes)))
        if progress:
            print(f"  lowest card {a}: {sum(counts.values()):,} hands so far", file=sys.stderr)
    return counts


def enumerate_direct(first_cards: int, progress: bool) -> Counter[int]:
    """The same counts, calling ``evaluate7`` once per hand."""
    tally = [0] * 7462
    for a in range(min(first_cards, 46)):
        for b in range(a + 1, 47):
            for c in range(b + 1, 48):
                for d in range(c + 1, 49):
                    for e in range(d + 1, 50):
                        for f in range(e + 1, 51):
                            for g in range(f + 1, 52):
                                tally[evaluate7(a, b, c, d, e, f, g)] += 1
        if progress:
            print(f"  lowest card {a}: {sum(tally):,} hands so far", file=sys.stderr)
    return Counter({strength: count for strength, count in enumerate(tally) if count})


def category_table(counts: Counter[int]) -> dict[HandCategory, int]:
    table = dict.fromkeys(HandCategory, 0)
    for strength, count in counts.items():
        table[category(strength)] += count
    return table


def report(counts: Counter[int], full: bool, lines: Iterable[str] = ()) -> bool:
    """Print the table; with ``full``, compare it with the known counts. True if all match."""
    table = category_table(counts)
    ok = True
    print(f"{'category':<18}{'hands':>14}{'expected':>14}")
    for kind in sorted(HandCategory, reverse=True):
        expected = EXPECTED[kind] if full else None
        mark = ""
        if expected is not None and table[kind] != expected:
            ok = False
            mark = "  MISMATCH"
        shown = f"{expected:,}" if expected is not None else "-"
        print(f"{kind.label:<18}{table[kind]:>14,}{shown:>14}{mark}")
    total = sum(table.values())
    distinct = len(counts)
    if full:
        ok = ok and total == EXPECTED_TOTAL and distinct == EXPECTED_DISTINCT
        print(f"{'total':<18}{total:>14,}{EXPECTED_TOTAL:>14,}")
        print(f"{'distinct ranks':<18}{distinct:>14,}{EXPECTED_DISTINCT:>14,}")
    else:
        print(f"{'total':<18}{total:>14,}")
        print(f"{'distinct ranks':<18}{distinct:>14,}")
    for line in lines:
        print(line)
    return ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--method", choices=("evaluate7", "fast"), default="evaluate7")
    parser.add_argument(
        "--first-cards",
        type=int,
        default=52,
        metavar="N",
        help="only hands whose lowest card is among the first N of the deck (default: all)",
    )
    parser.add_argument("--progress", action="store_true", help="report each lowest card")
    args = parser.parse_args(argv)
    first_cards = max(0, min(52, args.first_cards))
    full = first_cards >= 46  # no seven-card hand has its lowest card beyond index 45
    expected_hands = sum(comb(51 - low, 6) for low in range(min(first_cards, 46)))
    print(f"method {args.method}: {expected_hands:,} seven-card hands")
    start = time.perf_counter()
    if args.method == "fast":
        counts = enumerate_fast(first_cards, args.progress)
    else:
        counts = enumerate_direct(first_cards, args.progress)
    elapsed = time.perf_counter() - start
    rate = expected_hands / elapsed if elapsed else float("inf")
    ok = report(counts, full, [f"elapsed {elapsed:.1f} s ({rate:,.0f} hands/s)"])
    if sum(counts.values()) != expected_hands:
        print(f"counted {sum(counts.values()):,} hands, expected {expected_hands:,}")
        ok = False
    if full:
        print("all counts match" if ok else "COUNTS DIFFER")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
