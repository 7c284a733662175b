"""Reshuffles: the order the setup names for them, and the one premature cards call for.

A reshuffle takes the next unused ``reshuffles`` order of the setup; cards it does not name
go last, in their setup-deck order (RESHUFFLE-PROTOCOL; PROTOCOL.md "Reshuffles"). Cards
dealt prematurely wait out of play until their street's betting is over, then go back into
the stub (PREMATURE-CARDS-DEAD).
"""

from __future__ import annotations

from refdealer.rulings import Ruling, ruling
from refdealer.table.cards import Card
from refdealer.table.state import TableState


def reshuffle(state: TableState, cards: list[Card]) -> list[Card]:
    """Order ``cards`` by the next unused ``reshuffles`` list; returns them top first."""
    orders = state.setup.reshuffles
    order = orders[state.reshuffles_used] if state.reshuffles_used < len(orders) else ()
    state.reshuffles_used += 1
    rank = {card: index for index, card in enumerate(order)}
    deck_position = state.deck_position
    return sorted(cards, key=lambda c: (0, rank[c]) if c in rank else (1, deck_position[c]))


def reshuffle_with(state: TableState, cards: list[Card], issued: list[Ruling], what: str) -> None:
    """The stub reshuffled together with ``cards`` (``what`` names them in the ruling)."""
    state.stub = list(reversed(reshuffle(state, [*state.stub, *cards])))
    issued.append(
        ruling(
            "RESHUFFLE",
            f"The stub is reshuffled with {what}; burns and discards stay out",
        )
    )


def reshuffle_if_due(state: TableState, issued: list[Ruling]) -> None:
    """After a betting round: the reshuffle a premature card called for, if it is now due."""
    if state.reshuffle_after != state.street:
        return
    cards = list(state.out_of_play)
    state.out_of_play.clear()
    state.reshuffle_after = None
    reshuffle_with(state, cards, issued, "the premature card" + ("s" if len(cards) > 1 else ""))
    state.burned = not state.burn_after_reshuffle
