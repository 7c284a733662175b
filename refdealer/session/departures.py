"""Sitting out, coming back and leaving said while a hand is under way (MISSED-BLINDS,
AT-SEAT): they take effect at the next deal, and nobody leaves the table holding a live hand
(RRoP §15: a player with a live hand stays until the showdown ends)."""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.session.events import ComeBack, Leave, SessionEvent, SitOut


def said_for_next_deal(event: SessionEvent) -> bool:
    """Whether ``event`` may be said during a hand, for the next deal: sitting out, coming
    back and leaving (every other event between hands waits until the hand is over)."""
    return isinstance(event, SitOut | ComeBack | Leave)


def check_leave(hand: Hand, seat: int, event: Leave) -> None:
    """A player dealt in may leave during the hand only once he has folded: holding a live
    hand he stays at the table until it is over (AT-SEAT, RRoP §15)."""
    if seat in hand.live_seats():
        raise RejectedEvent(
            "STILL_IN_HAND",
            f"{event}: seat {seat} holds a live hand; he stays at the table until the hand "
            "is over, or folds first (AT-SEAT, RRoP §15)",
        )
