"""Asking to see a called hand after the showdown, before the pot is pushed.

SHOWDOWN-ASK-TO-SEE, option ``ask_to_see_hand``. Under ``any_called_hand`` (rrop-cash, RRoP
s3 Showdown #5) any player dealt in may have a called hand shown that was thrown away face
down; asked for by a player who won a pot that hand was in, both hands are live and the
better one wins (the pots are awarded again, the hand asked for playing for every pot it was
in), asked for by anyone else it is shown and stays dead. Under
``callers_see_last_aggressor`` (tda-2024, TDA 18) a player who threw his cards away face
down, or holds none, has no right to see other hands; a caller who kept or tabled his cards
may have the river's last aggressor's hand shown (dead: it was given up), and any other
request is the floor's. The pots are pushed when the next hand begins, so in one hand the
request comes once it is complete after a showdown.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import showdown
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import AskToSee
from refdealer.table.state import TableState

# ------------------------------------------------------------------ verify


def check_ask(state: TableState, event: AskToSee) -> None:
    """A called hand thrown away face down, asked for after the showdown by a player the
    book lets ask."""
    current = state.showdown
    if current is None:
        raise RejectedEvent(
            "NOT_SHOWDOWN", f"{event}: the hand had no showdown, so no hand was called"
        )
    if state.phase != "complete":
        raise RejectedEvent(
            "SHOWDOWN_NOT_OVER",
            f"{event}: the showdown is still going on; a called hand is asked for once it is "
            "over, before the pot is pushed",
        )
    seat, target = event.seat, event.target
    if seat not in state.hole:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} was not dealt in")
    if target not in current.order:
        raise RejectedEvent(
            "NOT_IN_HAND",
            f"{event}: seat {target}'s hand was not called: it was not at the showdown",
        )
    if target not in current.mucked or _seen(state, target):
        raise RejectedEvent("HAND_SHOWN", f"{event}: seat {target}'s hand is already face up")
    if state.setup.options["ask_to_see_hand"] == "any_called_hand":
        return
    if seat not in current.order or seat in current.mucked:
        raise RejectedEvent(
            "NO_RIGHT_TO_SEE",
            f"{event}: seat {seat} threw his cards away face down or holds none, so he has no "
            "right to see another hand (TDA 18)",
        )
    if target != current.aggressor:
        raise RejectedEvent(
            "FLOOR_DECISION",
            f"{event}: seat {target} was not the last to bet or raise on the river; TDA 18 "
            "leaves the request to the floor",
        )


def _seen(state: TableState, seat: int) -> bool:
    """Whether ``seat``'s discarded cards were already turned up for the table."""
    current = state.showdown
    assert current is not None
    cards = current.discarded.get(seat)
    return cards is not None and all(card in state.exposed for card in cards)


# ------------------------------------------------------------------ apply


def ask_to_see(state: TableState, event: AskToSee, issued: list[Ruling]) -> None:
    """The hand asked for is turned up: live if the winner asked for it under
    ``any_called_hand`` (and the pots are awarded again), dead otherwise."""
    current = state.showdown
    assert current is not None
    seat, target = event.seat, event.target
    won = seat in state.payouts and any(
        target in pot.eligible and seat in pot.eligible for pot in current.pots
    )
    if state.setup.options["ask_to_see_hand"] != "any_called_hand" or not won:
        state.exposed.extend(current.discarded[target])
        why = (
            "he did not win the pot, so the hand is dead (RRoP s3 Showdown #5)"
            if state.setup.options["ask_to_see_hand"] == "any_called_hand"
            else "it was thrown away, so it stays dead and the award stands (TDA 18)"
        )
        issued.append(
            ruling(
                "ASKED_HAND_SHOWN",
                f"Seat {seat} asks to see seat {target}'s called hand: it is shown to the "
                f"table, and {why}",
            )
        )
        return
    issued.append(
        ruling(
            "ASKED_HAND_LIVE",
            f"Seat {seat} won the pot and asks to see seat {target}'s called hand: both hands "
            "are live and the better one wins; the pots are awarded again (RRoP s3 Showdown #5)",
        )
    )
    for winner, amount in state.payouts.items():
        state.stacks[winner] -= amount
    showdown.retrieve(state, current, target)
    current.shown.append(target)
    for pot in current.pots:  # a hand kept without tabling it now contests: it is turned up
        if target in pot.eligible:
            current.shown.extend(
                s for s in pot.eligible if s not in current.shown and s not in current.mucked
            )
    state.payouts = showdown.award(state, issued)
    for winner, amount in state.payouts.items():
        state.stacks[winner] += amount
