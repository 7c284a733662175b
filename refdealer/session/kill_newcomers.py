"""A player new to the game and a killed pot (KILL-POT, RRoP s13 #12).

A newcomer may not play a killed pot unless he agrees to kill the next one: one who would
come in at a killed hand outside its blinds (posting to come in, or dealt in at once: a
tournament newcomer, or one to a newly started game whose seat no blind has passed) is held
out of it, and is dealt in from the next hand. One who agrees
(``agree_kill``) plays it and kills the hand after (``kills.keep_promise``); one kill a
deal, so one newcomer may agree for a hand. A newcomer whose big
blind comes at the killed hand plays it: the blinds are not moved for him. A player coming
back from sitting out is not new to the game: he comes in as ever.
"""

from __future__ import annotations

import dataclasses

from refdealer.errors import RejectedEvent
from refdealer.rulings import Ruling, ruling
from refdealer.session.kills import killer
from refdealer.session.positions import HandPlan
from refdealer.session.state import SessionState


def _newcomers_held(state: SessionState, plan: HandPlan, kind: str) -> tuple[int, ...]:
    """The new players ``plan`` deals in who may not play its killed pot: new to the game
    (not dealt a hand yet, posting or not: a newcomer to a newly started game is dealt in
    without posting), coming in outside the blinds, and not agreed to kill the next pot (#12)."""
    owed = killer(state.kill, state.kill_promised)
    if kind == "off" or owed is None or owed not in plan.dealt_in:
        return ()
    blinds = (plan.small_blind, plan.big_blind, owed)
    return tuple(
        seat
        for seat in plan.dealt_in
        if state.seats[seat].never_dealt
        and not state.seats[seat].kill_agreed
        and seat not in blinds
    )


def hold_out(state: SessionState, plan: HandPlan, kind: str) -> tuple[HandPlan, tuple[Ruling, ...]]:
    """``plan`` without the new players who may not play its killed pot (#12), and what the
    floor says to each; ``kind`` is house option ``kill_pot``."""
    held = _newcomers_held(state, plan, kind)
    if not held:
        return plan, ()
    kept = dataclasses.replace(
        plan,
        dealt_in=tuple(seat for seat in plan.dealt_in if seat not in held),
        posts=tuple(post for post in plan.posts if post.seat not in held),
    )
    said = tuple(
        ruling(
            "KILL_NEWCOMER_WAITS",
            f"Seat {seat} is new to the game and this pot is killed: he may not play it "
            "unless he agrees to kill the next one; he is dealt in from the next hand",
        )
        for seat in held
    )
    return kept, said


def agree(
    state: SessionState, plan: HandPlan | None, kind: str, seat: int, event: object
) -> tuple[SessionState, tuple[Ruling, ...]]:
    """The table after the newcomer of ``seat`` agrees to kill the pot after the killed one
    coming, to play it (#12); ``plan`` is the next hand's places before anyone is held out.
    One kill a deal: a second newcomer may not agree for the same hand."""
    held = () if plan is None else _newcomers_held(state, plan, kind)
    if seat not in held:
        raise RejectedEvent(
            "NO_KILL_TO_AGREE",
            f"{event}: seat {seat} is not a new player kept out of a killed pot"
            + (" (house option kill_pot is off)" if kind == "off" else ""),
        )
    agreed = [s for s, player in state.seats.items() if player.kill_agreed]
    if agreed:
        raise RejectedEvent(
            "NO_KILL_TO_AGREE",
            f"{event}: seat {agreed[0]} kills the next pot already; one kill a deal",
        )
    seats = dict(state.seats)
    seats[seat] = dataclasses.replace(seats[seat], kill_agreed=True)
    said = ruling(
        "KILL_AGREED",
        f"Seat {seat} agrees to kill the next pot: he plays this killed one",
    )
    return dataclasses.replace(state, **state.with_seats(seats)), (said,)


def pledged(state: SessionState, plan: HandPlan) -> int | None:
    """The newcomer ``plan`` deals into its killed pot on his word (#12), or ``None``."""
    return next((s for s in plan.dealt_in if state.seats[s].kill_agreed), None)
