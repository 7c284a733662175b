"""Stacked decks: the deck order that deals chosen hole cards and board in the real procedure.

Used by tests, scenarios and hand-history replay: given who should hold what and the
board, lay the cards out in dealing order (one card a seat, clockwise from the button's
left, two passes; burn, flop; burn, turn; burn, river), with burns and unknown cards
filled from the cards no one named, in a fixed order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from refdealer.errors import CardError
from refdealer.table.cards import FULL_DECK, Card, parse_cards
from refdealer.table.seating import Seating


def _cards(value: str | Sequence[str | Card]) -> list[Card]:
    if isinstance(value, str):
        compact = value.replace(" ", "")
        if len(compact) % 2:
            raise CardError(f"bad card list {value!r}")
        return parse_cards(compact[i : i + 2] for i in range(0, len(compact), 2))
    return [Card(c) for c in value]


def stack_deck(
    seats: Sequence[int],
    button: int,
    hole: Mapping[int, str | Sequence[str | Card]],
    board: str | Sequence[str | Card] = "",
    burns: str | Sequence[str | Card] = "",
) -> list[Card]:
    """A 52-card deck, top first, that deals ``hole`` and ``board`` with the normal procedure.

    Seats missing from ``hole`` get filler cards; missing burns and board cards are filler
    too. Filler is every unnamed card in the fixed deck order, reversed (aces first), so a
    stacked deck is the same every time.
    """
    seating = Seating.around(tuple(sorted(seats)), button)
    wanted_hole = {seat: _cards(cards) for seat, cards in hole.items()}
    for seat, cards in wanted_hole.items():
        if seat not in seating.position:
            raise CardError(f"seat {seat} is not at the table")
        if len(cards) > 2:
            raise CardError(f"seat {seat} is given {len(cards)} hole cards")
    wanted_board = _cards(board)
    wanted_burns = _cards(burns)
    if len(wanted_board) > 5 or len(wanted_burns) > 3:
        raise CardError("a board has at most five cards and three burns")
    named = [c for cards in wanted_hole.values() for c in cards] + wanted_board + wanted_burns
    named_set = set(named)
    if len(named_set) != len(named):
        raise CardError("a card is named twice")
    filler = [c for c in reversed(FULL_DECK) if c not in named_set]
    deck: list[Card] = []

    def take(preferred: Card | None) -> None:
        deck.append(preferred if preferred is not None else filler.pop(0))

    for round_index in range(2):
        for seat in seating.order:
            cards = wanted_hole.get(seat, [])
            take(cards[round_index] if round_index < len(cards) else None)
    board_iter = iter(wanted_board)
    for street, count in enumerate((3, 1, 1)):
        take(wanted_burns[street] if street < len(wanted_burns) else None)
        for _ in range(count):
            take(next(board_iter, None))
    deck.extend(filler)
    return deck
