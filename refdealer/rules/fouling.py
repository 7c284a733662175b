"""A fouled deck: a card duplicating another, or with a different back, is found.

FOULED-DECK (RRoP s3 Irregularities #3-#6; TDA 35-E). Such a card found in play voids the
hand whatever the action so far: every chip goes back to the player who put it in, blinds
and antes included, and nobody wins. Found only among the unused stub cards, option
``fouled_deck_in_stub`` decides: ``action_stands`` (rrop-cash: Robert's Rules let such a
card in the stub undo no finished action, and the hand plays on) or ``hand_void``
(tda-2024: TDA 35-E voids the hand whatever the action, wherever the card is). Once the
pot is pushed the result stands: a complete hand takes no such event.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import FouledDeck
from refdealer.table.state import TableState


def check_fouled(state: TableState, event: FouledDeck) -> None:
    """A fouled deck is ruled on once a card of it is in play."""
    if state.phase == "dealing" and state.cards_dealt == 0 and not state.burns:
        raise RejectedEvent(
            "NOTHING_DEALT",
            f"{event}: no card is dealt yet; a defective deck found before the deal is "
            "replaced, and there is no hand to void",
        )


def fouled_deck(state: TableState, event: FouledDeck, issued: list[Ruling]) -> None:
    """The hand is void, or, for a card found only in the stub where the house lets it,
    the action stands and the hand plays on."""
    if event.in_stub and state.setup.options["fouled_deck_in_stub"] == "action_stands":
        issued.append(
            ruling(
                "FOULED_STUB_ACTION_STANDS",
                "The defective card is among the unused stub cards only: the action so far "
                "stands and the hand plays on (RRoP s3 Irregularities)",
            )
        )
        return
    returned = sum(state.committed.values())
    where = "among the unused stub cards" if event.in_stub else "in play"
    issued.append(
        ruling(
            "HAND_VOID_FOULED_DECK",
            f"A duplicate card or a card with another back is found {where}: the deck is "
            f"fouled and the hand is void whatever the action; all {returned} in the pot goes "
            "back to the players who put it in",
        )
    )
    void_hand(state)


def void_hand(state: TableState) -> None:
    """Every chip back to its owner, every card gathered, the hand over with no winner."""
    for seat in state.seating.order:
        state.stacks[seat] += state.committed[seat]
        state.committed[seat] = 0
        state.bets[seat] = 0
    state.dead.clear()
    gathered = [*state.burns, *state.board, *state.out_of_play, *state.muck]
    for held in state.hole.values():
        gathered.extend(held)
        held.clear()
    state.void.extend(gathered)
    state.burns, state.board, state.out_of_play, state.muck = [], [], [], []
    state.exposed = []
    state.all_in.clear()
    state.round = None
    state.showdown = None
    state.exposure = None
    state.to_act = None
    state.payouts = {}
    state.phase = "complete"
