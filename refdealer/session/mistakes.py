"""A button put in the wrong place (BUTTON-MISPLACED; RRoP §3 Misdeals 2(g), TDA 34-A, 35).

The dealer puts the next hand's button on the wrong seat and the blinds follow it: the two
players after it post. Noticed before the misdeal cutoff (two players acting under
rrop-cash, substantial action under tda-2024: option ``misdeal_cutoff``) the hand is a
misdeal and is dealt again with the button and blinds where they belong; noticed later, or
only after the hand, it stands, and the button moves on from where it was (it is not backed
up to make the round come out right).
"""

from __future__ import annotations

import dataclasses

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.session.floor_events import MisplaceButton
from refdealer.session.positions import HandPlan, clockwise_after


def check_misplace(plan: HandPlan | None, event: MisplaceButton) -> None:
    """The button can be misplaced only on a player dealt in the next hand, off its place."""
    if plan is None:
        raise RejectedEvent("NOT_ENOUGH_PLAYERS", f"{event}: no next hand can be dealt")
    if event.seat == plan.button:
        raise RejectedEvent(
            "BUTTON_IN_PLACE", f"{event}: seat {event.seat} is where the button goes next"
        )
    if event.seat not in plan.dealt_in:
        raise RejectedEvent(
            "NOT_IN_HAND", f"{event}: seat {event.seat} has no player dealt in the next hand"
        )


def misdeal_when_noticed(hand: Hand, in_hand: bool) -> bool:
    """Whether a misplaced button noticed now makes the hand a misdeal: only while it is
    under way and before the misdeal cutoff (MISDEAL-CUTOFF, option ``misdeal_cutoff``)."""
    return in_hand and not hand.cutoff_reached()


def misplaced_plan(plan: HandPlan, seat: int) -> HandPlan | None:
    """``plan`` dealt with the button on ``seat``: the blinds on the next players after it
    (heads-up the button posts the small blind); ``None`` if ``seat`` is not dealt in."""
    dealt = plan.dealt_in
    if seat not in dealt or seat == plan.button:
        return None
    after = [s for s in clockwise_after(seat) if s in dealt and s != seat]
    small, big = (seat, after[0]) if len(dealt) == 2 else (after[0], after[1])
    posts = tuple(post for post in plan.posts if post.seat not in (small, big))
    return dataclasses.replace(
        plan, button=seat, small_blind_at=small, small_blind=small, big_blind=big, posts=posts
    )
