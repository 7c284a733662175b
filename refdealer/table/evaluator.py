"""Poker hand evaluation: the strength of the best five-card hand among five, six or seven cards.

A *strength* is a dense rank from 0 (7-5-4-3-2 offsuit) to 7461 (a royal flush) over the
7,462 classes of five-card hands: higher is stronger, and two hands have equal strengths
exactly when their best five cards tie (suits never break ties). Categories occupy
consecutive blocks of strengths, so :func:`category` compares against their start offsets.

How it is fast in pure Python: every card has a precomputed integer key, the sum of a rank key
and a suit counter. The rank keys (from Kenneth Shackleton's SKPokerEval) are chosen so that
among hands of one size (5, 6 or 7 cards) the sum identifies the multiset of ranks, and fits in
23 bits; above them sit four 4-bit suit counters, each started at 3 by the first card's key, so
the top bit of a counter is set exactly when that suit holds five or more cards. Masking the
sum keeps the rank sum and those four flag bits: with no flush the result is a key of a dict
from rank sums to strengths; with a flush the key is missing, and the rare flush path builds
the 13-bit rank mask of the flush suit and reads a table indexed by it. A seven-card evaluation
is thus seven list reads, six additions, one mask and one dict read. The tables are built the
first time a hand is ranked (see :func:`_tables`).
"""

from __future__ import annotations

import enum
import functools
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import NamedTuple

from refdealer.errors import CardError
from refdealer.table.cards import RANK_NAMES, Card

__all__ = [
    "CATEGORY_STARTS",
    "STRENGTH_COUNT",
    "HandCategory",
    "best_five",
    "category",
    "describe",
    "evaluate",
    "evaluate5",
    "evaluate6",
    "evaluate7",
    "evaluate_showdown",
]


class HandCategory(enum.IntEnum):
    """The nine kinds of poker hand, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        """The category in words: ``"high card"``, ``"pair"``, ... ``"straight flush"``."""
        return self.name.lower().replace("_", " ")


#: Number of distinct strengths (classes of five-card hands).
STRENGTH_COUNT = 7462

# ---------------------------------------------------------------------------------------------
# The 7,462 hand classes, weakest first, each as its five ranks in display order.
# ---------------------------------------------------------------------------------------------

_ACE = 12
_WHEEL = (3, 2, 1, 0, _ACE)


def _straight(high: int) -> tuple[int, ...]:
    """The ranks of the straight with top card ``high`` (3 = five high, the wheel)."""
    return _WHEEL if high == 3 else tuple(range(high, high - 5, -1))


def _build_patterns() -> tuple[list[tuple[int, ...]], list[int]]:
    """All hand classes in increasing strength, and where each category starts."""
    descending = range(_ACE, -1, -1)
    straights = [_straight(high) for high in range(3, _ACE + 1)]
    straight_sets = {frozenset(ranks) for ranks in straights}
    # combinations() of a descending sequence come strongest first: reverse them.
    unpaired: list[tuple[int, ...]] = [
        ranks for ranks in reversed(list(combinations(descending, 5)))
        if frozenset(ranks) not in straight_sets
    ]  # fmt: skip
    blocks: list[list[tuple[int, ...]]] = [[] for _ in HandCategory]
    blocks[HandCategory.HIGH_CARD] = unpaired
    for top in range(13):
        others = [rank for rank in descending if rank != top]
        blocks[HandCategory.PAIR] += [
            (top, top, *kickers) for kickers in reversed(list(combinations(others, 3)))
        ]
        blocks[HandCategory.THREE_OF_A_KIND] += [
            (top, top, top, *kickers) for kickers in reversed(list(combinations(others, 2)))
        ]
        for low in range(top):
            blocks[HandCategory.TWO_PAIR] += [
                (top, top, low, low, kicker) for kicker in range(13) if kicker not in (top, low)
            ]
        blocks[HandCategory.FULL_HOUSE] += [
            (top, top, top, other, other) for other in range(13) if other != top
        ]
        blocks[HandCategory.FOUR_OF_A_KIND] += [
            (top, top, top, top, kicker) for kicker in range(13) if kicker != top
        ]
    blocks[HandCategory.STRAIGHT] = straights
    blocks[HandCategory.FLUSH] = unpaired
    blocks[HandCategory.STRAIGHT_FLUSH] = straights
    patterns: list[tuple[int, ...]] = []
    starts: list[int] = []
    for block in blocks:
        starts.append(len(patterns))
        patterns += block
    return patterns, starts


_PATTERNS, _STARTS = _build_patterns()
#: The strength at which each category begins, indexed by :class:`HandCategory`.
CATEGORY_STARTS: tuple[int, ...] = tuple(_STARTS)
assert len(_PATTERNS) == STRENGTH_COUNT
assert CATEGORY_STARTS == (0, 1277, 4137, 4995, 5853, 5863, 7140, 7296, 7452)

# ---------------------------------------------------------------------------------------------
# Card keys and lookup tables.
# ---------------------------------------------------------------------------------------------

# Rank keys whose sums over any 5, 6 or 7 ranks (at most four of each) are distinct within each
# hand size; the largest seven-card sum, 7,825,759, fits in 23 bits.
_RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
_SUIT_SHIFT = 23
_RANK_MASK = (1 << _SUIT_SHIFT) - 1
_FLUSH_FLAGS = 0x8888  # the top bit of each suit's 4-bit counter
#: Keeps the rank sum and the four flush flags of a key sum.
_KEY_MASK = _RANK_MASK | (_FLUSH_FLAGS << _SUIT_SHIFT)

#: Per-card keys: rank key plus one in the card's suit counter.
_KEYS = [_RANK_KEYS[card >> 2] + (1 << (_SUIT_SHIFT + 4 * (card & 3))) for card in range(52)]
#: The keys for the first card also start every suit counter at 3.
_FIRST = [key + (0x3333 << _SUIT_SHIFT) for key in _KEYS]


class _Tables(NamedTuple):
    """Rank sum -> strength for 5, 6 and 7 cards without a flush; flush rank mask -> strength."""

    no_flush_5: dict[int, int]
    no_flush_6: dict[int, int]
    no_flush_7: dict[int, int]
    flush: list[int]


@functools.cache
def _tables() -> _Tables:
    """The lookup tables, built on first use rather than at import: building them takes
    about a tenth of a second, and most uses of refdealer never rank a hand."""
    flush_start = CATEGORY_STARTS[HandCategory.FLUSH]
    full_house_start = CATEGORY_STARTS[HandCategory.FULL_HOUSE]
    straight_flush_start = CATEGORY_STARTS[HandCategory.STRAIGHT_FLUSH]
    plain = [*range(flush_start), *range(full_house_start, straight_flush_start)]
    suited = [*range(flush_start, full_house_start), *range(straight_flush_start, STRENGTH_COUNT)]
    # Five-card multisets of ranks as base-8 codes (three bits of count per rank), mapped to
    # [rank sum, strength]; grown one card at a time, keeping the best strength of the subsets.
    level: dict[int, list[int]] = {}
    for strength in plain:
        code = key = 0
        for rank in _PATTERNS[strength]:
            code += 1 << (3 * rank)
            key += _RANK_KEYS[rank]
        level[code] = [key, strength]
    flush = [-1] * 8192
    for strength in suited:
        flush[sum(1 << rank for rank in _PATTERNS[strength])] = strength
    tables = [{entry[0]: entry[1] for entry in level.values()}]
    steps = [(1 << (3 * rank), 4 << (3 * rank), _RANK_KEYS[rank]) for rank in range(13)]
    for _size in (6, 7):
        bigger: dict[int, list[int]] = {}
        for code, (key, strength) in level.items():
            for one, full, rank_key in steps:
                if not code & full:  # fewer than four of this rank so far
                    entry = bigger.get(code + one)
                    if entry is None:
                        bigger[code + one] = [key + rank_key, strength]
                    elif entry[1] < strength:
                        entry[1] = strength
        level = bigger
        tables.append({entry[0]: entry[1] for entry in level.values()})
    # The rank keys give every multiset of one size its own sum: no entry may have been lost.
    assert [len(table) for table in tables] == [6175, 18395, 49205]
    # Six or seven suited cards: the best five-card subset of the mask.
    for size in (6, 7):
        for ranks in combinations(range(13), size):
            mask = sum(1 << rank for rank in ranks)
            flush[mask] = max(flush[mask & ~(1 << rank)] for rank in ranks)
    return _Tables(tables[0], tables[1], tables[2], flush)


def _flush_strength(total: int, cards: Sequence[int]) -> int:
    """The strength of a hand whose masked key sum is not a non-flush key: a flush, or bad input."""
    flags = (total >> _SUIT_SHIFT) & _FLUSH_FLAGS
    if flags:
        suit = (flags.bit_length() - 4) >> 2
        mask = 0
        for card in cards:
            if card & 3 == suit:
                mask |= 1 << (card >> 2)
        strength = _tables().flush[mask]
        if strength >= 0:
            return strength
    raise CardError(f"cannot evaluate {_show(cards)}: the cards must be distinct")


def _show(cards: Sequence[int]) -> str:
    return " ".join(str(Card(card)) if 0 <= card < 52 else repr(card) for card in cards)


# ---------------------------------------------------------------------------------------------
# Evaluation.
# ---------------------------------------------------------------------------------------------


def evaluate7(c0: int, c1: int, c2: int, c3: int, c4: int, c5: int, c6: int) -> int:
    """Strength of the best five of seven distinct cards (0..51 each); the showdown hot path.

    Inputs are not validated beyond what the table lookups catch: pass seven distinct cards.
    """
    total = _FIRST[c0] + _KEYS[c1] + _KEYS[c2] + _KEYS[c3] + _KEYS[c4] + _KEYS[c5] + _KEYS[c6]
    try:
        return _tables().no_flush_7[total & _KEY_MASK]
    except KeyError:
        return _flush_strength(total, (c0, c1, c2, c3, c4, c5, c6))


def evaluate6(c0: int, c1: int, c2: int, c3: int, c4: int, c5: int) -> int:
    """Strength of the best five of six distinct cards."""
    total = _FIRST[c0] + _KEYS[c1] + _KEYS[c2] + _KEYS[c3] + _KEYS[c4] + _KEYS[c5]
    try:
        return _tables().no_flush_6[total & _KEY_MASK]
    except KeyError:
        return _flush_strength(total, (c0, c1, c2, c3, c4, c5))


def evaluate5(c0: int, c1: int, c2: int, c3: int, c4: int) -> int:
    """Strength of five distinct cards."""
    total = _FIRST[c0] + _KEYS[c1] + _KEYS[c2] + _KEYS[c3] + _KEYS[c4]
    try:
        return _tables().no_flush_5[total & _KEY_MASK]
    except KeyError:
        return _flush_strength(total, (c0, c1, c2, c3, c4))


def evaluate(cards: Sequence[int]) -> int:
    """Strength (0..7461, higher is stronger) of the best five-card hand among 5, 6 or 7 cards.

    The cards must be distinct cards 0..51 (a :class:`~refdealer.table.cards.Card` is one); this is
    the showdown hot path, so only the hand size is checked.
    """
    size = len(cards)
    if size == 7:
        c0, c1, c2, c3, c4, c5, c6 = cards
        total = _FIRST[c0] + _KEYS[c1] + _KEYS[c2] + _KEYS[c3] + _KEYS[c4] + _KEYS[c5] + _KEYS[c6]
        table = _tables().no_flush_7
    elif size == 6:
        c0, c1, c2, c3, c4, c5 = cards
        total = _FIRST[c0] + _KEYS[c1] + _KEYS[c2] + _KEYS[c3] + _KEYS[c4] + _KEYS[c5]
        table = _tables().no_flush_6
    elif size == 5:
        c0, c1, c2, c3, c4 = cards
        total = _FIRST[c0] + _KEYS[c1] + _KEYS[c2] + _KEYS[c3] + _KEYS[c4]
        table = _tables().no_flush_5
    else:
        raise CardError(f"a hand to evaluate has 5, 6 or 7 cards, got {size}")
    try:
        return table[total & _KEY_MASK]
    except KeyError:
        return _flush_strength(total, cards)


def evaluate_showdown(board: Sequence[int], holes: Iterable[Sequence[int]]) -> list[int]:
    """Strengths of several two-card hands sharing one five-card board, in the order given.

    Equal to ``[evaluate([*hole, *board]) for hole in holes]``, but the board's part of the key
    sum is added once, so each further player costs two additions and one lookup.
    """
    if len(board) != 5:
        raise CardError(f"a showdown board has 5 cards, got {len(board)}")
    b0, b1, b2, b3, b4 = board
    shared = _FIRST[b0] + _KEYS[b1] + _KEYS[b2] + _KEYS[b3] + _KEYS[b4]
    table = _tables().no_flush_7
    strengths: list[int] = []
    for hole in holes:
        h0, h1 = hole
        total = shared + _KEYS[h0] + _KEYS[h1]
        try:
            strengths.append(table[total & _KEY_MASK])
        except KeyError:
            strengths.append(_flush_strength(total, (h0, h1, b0, b1, b2, b3, b4)))
    return strengths


def _check_strength(strength: int) -> None:
    if not 0 <= strength < STRENGTH_COUNT:
        raise ValueError(f"a hand strength is 0..{STRENGTH_COUNT - 1}, got {strength!r}")


def category(strength: int) -> HandCategory:
    """The category of a strength returned by :func:`evaluate`."""
    _check_strength(strength)
    return HandCategory(bisect_right(CATEGORY_STARTS, strength) - 1)


# ---------------------------------------------------------------------------------------------
# Explaining a showdown.
# ---------------------------------------------------------------------------------------------


def _plural(rank: int) -> str:
    name = RANK_NAMES[rank]
    return name + ("es" if name.endswith("x") else "s")


#: Strength -> its words, filled as showdowns ask (at most 7,462 short strings).
_DESCRIPTIONS: dict[int, str] = {}


def describe(strength: int) -> str:
    """What a dealer says for a hand: ``"full house, queens full of kings"``, ``"royal flush"``."""
    if type(strength) is int:  # not a bool or a float equal to one: those are described anew
        words = _DESCRIPTIONS.get(strength)
        if words is None:
            words = _DESCRIPTIONS[strength] = _describe(strength)
        return words
    return _describe(strength)


def _describe(strength: int) -> str:
    kind = category(strength)
    ranks = _PATTERNS[strength]
    top = ranks[0]
    if kind is HandCategory.HIGH_CARD:
        return f"high card {RANK_NAMES[top]}"
    if kind is HandCategory.PAIR:
        return f"pair of {_plural(top)}"
    if kind is HandCategory.TWO_PAIR:
        return f"two pair, {_plural(top)} and {_plural(ranks[2])}"
    if kind is HandCategory.THREE_OF_A_KIND:
        return f"three of a kind, {_plural(top)}"
    if kind is HandCategory.FULL_HOUSE:
        return f"full house, {_plural(top)} full of {_plural(ranks[3])}"
    if kind is HandCategory.FOUR_OF_A_KIND:
        return f"four of a kind, {_plural(top)}"
    if kind is HandCategory.STRAIGHT_FLUSH and top == _ACE:
        return "royal flush"
    return f"{kind.label}, {RANK_NAMES[top]} high"


def best_five(cards: Sequence[int]) -> tuple[Card, ...]:
    """The five cards of the best hand among 5, 6 or 7 distinct cards, ordered for display.

    Groups come first (quads, trips, the higher pair), then kickers high to low; straights run
    high to low with the wheel as 5-4-3-2-A. Between cards of one rank the higher suit
    (spades, hearts, diamonds, clubs) is taken and shown first.
    """
    hand = [Card(card) for card in cards]
    if len(set(hand)) != len(hand):
        raise CardError(f"cannot evaluate {_show(hand)}: the cards must be distinct")
    strength = evaluate(hand)
    pool = sorted(hand, reverse=True)
    if category(strength) in (HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH):
        suits = [card & 3 for card in hand]
        suit = max(range(4), key=suits.count)
        pool = [card for card in pool if card & 3 == suit]
    chosen: list[Card] = []
    for rank in _PATTERNS[strength]:
        for index, card in enumerate(pool):
            if card >> 2 == rank:
                chosen.append(pool.pop(index))
                break
    return tuple(chosen)
