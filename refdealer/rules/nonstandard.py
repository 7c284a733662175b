"""A joker or foreign card dealt as a hole card (NONSTANDARD-CARD).

The card is an object beside the 52: it sat in the deck, face down, at the point where the
dealer pitched it (``deal_hole`` with ``nonstandard: true``), so the stub is untouched and
no card zone ever holds it; the snapshot's ``hole`` of its holder lists only his real cards.
Its holder finds it when he looks (``nonstandard_found``), or it is seen as his hand is
tabled (a ``show`` of it is ruled as that finding and tables nothing), and the floor rules by
``joker_or_nonstandard_before_action``:

* ``misdeal`` (tda-2024, TDA 35-A-6, 35-D): found before the misdeal cutoff (substantial
  action) it is a misdeal, the joker taken out of the deck; after the cutoff it is a scrap
  of paper, as below.
* ``replace`` (rrop-cash, RRoP §3 Irregularities, joker rule): it is a scrap of paper, never
  a misdeal.

A scrap of paper leaves play. If its holder has not acted on his hand he gets the top card
of the stub in its place (the deal is complete by then: it is the replacement "after the
deal", like an exposed card's); if he has acted on a hand holding it, his hand is dead and
his chips stay in the pot (RRoP §3 Dead Hands 1(e); under TDA the hand was played with the
wrong number of cards, TDA 37).
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import actions, dealing, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import DealHole, NonstandardFound
from refdealer.table.state import TableState


def check_pitch(state: TableState, event: DealHole) -> None:
    """A non-standard card is modelled as one plain pitch of the deal's two passes."""
    due = state.next_deal_seat()
    if state.phase != "dealing" or due is None or state.replacement_for is not None:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: a non-standard card is modelled only as a pitch of the deal's two passes",
        )
    if event.seat is not None and event.seat != due:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a non-standard card pitched to a seat out of turn"
        )
    if state.nonstandard_dealt:
        raise RejectedEvent("NOT_MODELLED", f"{event}: a second non-standard card in one deal")


def pitch(state: TableState, event: DealHole, issued: list[Ruling]) -> None:
    """The due seat gets the joker instead of a card; nobody sees it yet."""
    due = state.next_deal_seat()
    assert due is not None
    state.joker = due
    state.nonstandard_dealt = True
    state.cards_dealt += 1
    if state.cards_dealt == 2 * len(state.seating.order):
        state.phase = "preflop"
        streets.open_first_round(state, issued)


def check_found(state: TableState, event: NonstandardFound) -> None:
    """Its holder finds it once the deal is complete and while his hand is live."""
    seat = event.seat
    if state.phase == "dealing":
        raise RejectedEvent(
            "DEAL_INCOMPLETE", f"{event}: a player looks at his cards once the deal is complete"
        )
    if seat not in state.hole or seat in state.folded:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
    if state.joker != seat:
        raise RejectedEvent("CARD_NOT_HELD", f"{event}: seat {seat} holds no non-standard card")


def found(state: TableState, event: NonstandardFound, issued: list[Ruling]) -> None:
    """The floor's ruling on the joker found: a misdeal, a replacement, or a dead hand."""
    seat = event.seat
    state.joker = None
    # After the cutoff both values rule the joker a scrap of paper: the option is read (and
    # the scenario tied to a profile) only where it decides.
    before_cutoff = not dealing.cutoff_reached(state)
    if before_cutoff and state.setup.options["joker_or_nonstandard_before_action"] == "misdeal":
        dealing.misdeal(
            state,
            "MISDEAL_NONSTANDARD_CARD",
            f"Seat {seat} finds a joker among his hole cards before the misdeal cutoff: a "
            "non-standard card in the deal is a misdeal, and the joker is taken out of the deck",
            issued,
        )
        return
    scrap = "The joker is a scrap of paper" + (
        "" if before_cutoff else " (found after the misdeal cutoff, no misdeal in either book)"
    )
    if state.acted(seat):
        issued.append(
            ruling(
                "NONSTANDARD_CARD_DEAD",
                f"{scrap}, and seat {seat} has acted on a hand holding it: his hand is dead, "
                "and his chips stay in the pot",
            )
        )
        actions.kill_hand(state, seat, issued)
        return
    card = state.stub.pop()
    state.hole[seat].append(card)
    issued.append(
        ruling(
            "NONSTANDARD_CARD_REPLACED",
            f"{scrap}: it leaves play and seat {seat}, who has not acted on his hand, gets the "
            f"top card of the stub, {card}, in its place",
        )
    )
