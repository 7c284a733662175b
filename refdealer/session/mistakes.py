"""A button put in the wrong place (BUTTON-MISPLACED; RRoP §3 Misdeals 2(g), TDA 34-A, 35).

The dealer puts the next hand's button on the wrong seat and the blinds follow it: the two
players after it post. Noticed before the misdeal cutoff (two players acting under
rrop-cash, substantial action under tda-2024: option ``misdeal_cutoff``) the hand is a
misdeal and is dealt again with the button and blinds where they belong; noticed later, or
only after the hand, it stands under tda-2024: the button moves on from where it was (it is
not backed up to make the round come out right). Found only after the hand under rrop-cash
(option ``misplaced_button_after_hand`` ``replace``, RRoP §3 Irregularities #1), the next hands
are placed so that each player still takes each position once in the round: the places the
misplaced button skipped are dealt, then the button moves on from where it was.
"""

from __future__ import annotations

import dataclasses

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.session.floor_events import MisplaceButton
from refdealer.session.positions import HandPlan, between, clockwise_after, plan_next_hand
from refdealer.session.state import SessionState


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


def replace_after_hand(state: SessionState, before: SessionState, wrong: HandPlan) -> SessionState:
    """The table after a misplaced button found only after its hand, placed again so each
    player takes each position once in the round (RRoP §3 Irregularities #1): its places as
    they were before that hand, so the next hand has the places it should have had; if the
    button had gone too far on, the places to move on from once the skipped ones are dealt
    (``resume``). Placed back (the button left where it was, or moved back), the round goes
    on from the places it should have had: the positions dealt twice cannot be undone."""
    placed = dataclasses.replace(
        state,
        button=before.button,
        small_blind_at=before.small_blind_at,
        big_blind=before.big_blind,
        resume=None,
    )
    right = plan_next_hand(placed)
    if right is None:
        return state  # nobody left to place: the hand after moves on as it stands
    if between(right.button, before.button, wrong.button):
        return dataclasses.replace(
            placed, resume=(wrong.button, wrong.small_blind_at, wrong.big_blind)
        )
    return placed


def resume_places(state: SessionState) -> SessionState:
    """Once the places a misplaced button skipped have been dealt, the table moves on from
    the misplaced hand's places (they were dealt already): ``state`` with them, when the
    next hand's button would be that hand's. The table having changed so the button has
    gone past it, there is nothing left to skip."""
    if state.resume is None or state.big_blind is None:
        return state
    button, small_at, big = state.resume
    upcoming = plan_next_hand(state)
    if upcoming is None:
        return state
    if upcoming.button == button:
        return dataclasses.replace(
            state, button=button, small_blind_at=small_at, big_blind=big, resume=None
        )
    if between(button, state.button, upcoming.button):
        return dataclasses.replace(state, resume=None)
    return state
