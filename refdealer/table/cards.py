"""Playing cards as small immutable values, and the 52-card deck.

A :class:`Card` is an ``int`` from 0 to 51 (``rank * 4 + suit``), so lists of cards index
lookup tables directly, while ``str()`` and ``repr()`` speak the table's notation.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter
from typing import ClassVar

from refdealer.errors import CardError

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
RANK_NAMES = (
    "two", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)  # fmt: skip


class Card(int):
    """One card: ``Card('As')`` or ``Card(51)``; ``str`` is ``'As'``, ``repr`` pastes back."""

    _by_token: ClassVar[dict[str, Card]] = {}
    _by_index: ClassVar[list[Card]] = []

    def __new__(cls, value: str | int) -> Card:
        if isinstance(value, Card):
            return value
        if isinstance(value, str):
            found = cls._by_token.get(value)
            if found is None:
                raise CardError(
                    f"bad card {value!r}: expected a rank from {RANKS} and a suit from {SUITS}, "
                    "e.g. 'As' or 'Td'"
                )
            return found
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 52:
            if cls._by_index:
                return cls._by_index[value]
            return super().__new__(cls, value)
        raise CardError(f"bad card {value!r}: expected a card token such as 'As' or 0..51")

    @property
    def rank(self) -> int:
        """Rank index: 0 for a deuce up to 12 for an ace."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """Suit index into ``SUITS``: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return int(self) & 3

    @property
    def rank_char(self) -> str:
        return RANKS[int(self) >> 2]

    @property
    def suit_char(self) -> str:
        return SUITS[int(self) & 3]

    def __str__(self) -> str:
        return RANKS[int(self) >> 2] + SUITS[int(self) & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def pretty(self) -> str:
        """The card with its suit symbol, e.g. ``A♠``."""
        return self.rank_char + SUIT_SYMBOLS[self.suit_char]


for _index in range(52):
    _card = int.__new__(Card, _index)
    Card._by_index.append(_card)
    Card._by_token[RANKS[_index >> 2] + SUITS[_index & 3]] = _card
del _index, _card

#: The 52 cards in a fixed order (deuces first, clubs before diamonds, hearts, spades).
FULL_DECK: tuple[Card, ...] = tuple(Card._by_index)


def parse_card(token: object) -> Card:
    """Parse one card token; anything but a two-character card is a :class:`CardError`."""
    if isinstance(token, str):
        return Card(token)
    raise CardError(f"bad card {token!r}: a card is a two-character string such as 'As'")


def parse_cards(tokens: Iterable[object]) -> list[Card]:
    """Parse card tokens, naming the position of the first bad one."""
    cards: list[Card] = []
    for position, token in enumerate(tokens):
        try:
            cards.append(parse_card(token))
        except CardError as error:
            raise CardError(f"card {position}: {error}") from None
    return cards


def parse_deck(tokens: Iterable[object]) -> list[Card]:
    """Parse a full deck: exactly 52 distinct cards, top first."""
    if isinstance(tokens, (list, tuple)) and len(tokens) == 52:
        try:
            fast = _deck_getter(tokens)
        except (KeyError, TypeError):
            pass  # the careful path below names the bad token
        else:
            return fast
    cards = parse_cards(tokens)
    if len(cards) != 52:
        raise CardError(f"a deck has 52 cards, got {len(cards)}")
    seen: set[Card] = set()
    for position, card in enumerate(cards):
        if card in seen:
            raise CardError(f"card {position}: {card} appears twice in the deck")
        seen.add(card)
    return cards


def _deck_getter(tokens: list[object] | tuple[object, ...]) -> list[Card]:
    """52 card tokens, each a known token and none twice, as cards; ``KeyError`` (or
    ``TypeError``, for an unhashable one) if a token is unknown, ``KeyError`` if one repeats.

    One C-level lookup of all 52 at once; the tokens are counted distinct rather than the
    cards (each card has exactly one token, and string hashes are cached, so that is cheaper).
    Every hand's setup reads a deck: card by card it cost 15 % more instructions per typed
    hand (benchmarks/count_instructions.py).
    """
    cards = list(itemgetter(*tokens)(Card._by_token))
    if len(set(tokens)) != 52:
        raise KeyError("a repeated card")
    return cards


#: The two-character token of each card index.
TOKENS: tuple[str, ...] = tuple(str(card) for card in FULL_DECK)


def format_cards(cards: Iterable[int]) -> list[str]:
    """Cards as their two-character tokens, for snapshots and logs."""
    tokens = TOKENS
    return [tokens[card] for card in cards]
