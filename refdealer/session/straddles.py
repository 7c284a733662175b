"""Straddles between hands (STRADDLE): announced before the next hand, posted with it.

Both books decide who may straddle, and nothing is left to a house value but whether it is
allowed (option ``straddle``): RRoP §14, no-limit allows one live straddle a hand in no-limit and
pot-limit cash games, twice the big blind, from the player left of the big blind, who acts
last before the flop; RRoP §4 allows none in limit unless the game is spread that way. TDA
2024 has no straddle at all (tda-2024 sets ``straddle`` off). So a re-straddle and a button
(Mississippi) straddle, found in neither book, are refused, not house options.

The straddle is announced between hands for the next one: it is checked against that
hand's places as the table stands, and checked again as the hand is dealt, since players
coming and going in between can move the big blind (``STRADDLE_OFF``).
"""

from __future__ import annotations

from collections.abc import Mapping

from refdealer.errors import RejectedEvent
from refdealer.options import OptionValue
from refdealer.rulings import Ruling, ruling
from refdealer.session.positions import HandPlan, clockwise_after
from refdealer.session.state import SessionState


def left_of_big_blind(plan: HandPlan) -> int | None:
    """The player dealt in left of the big blind (``None`` heads-up: that is the button)."""
    if len(plan.dealt_in) < 3:
        return None
    return next(s for s in clockwise_after(plan.big_blind) if s in plan.dealt_in)


def refusal(
    state: SessionState,
    plan: HandPlan | None,
    options: Mapping[str, OptionValue],
    game: str,
    seat: int,
) -> tuple[str, str] | None:
    """Why the player of ``seat`` may not straddle the hand of ``plan``: (reason code,
    explanation), or ``None`` when he may. ``state`` is the table for that hand."""
    if options["straddle"] != "allowed":
        book = " (TDA 2024 has no straddle)" if state.tournament else ""
        return "STRADDLE_NOT_ALLOWED", f"the room does not allow straddles{book}"
    if game == "fixed-limit":
        return (
            "STRADDLE_NOT_ALLOWED",
            "a live straddle is for no-limit and pot-limit games (RRoP §14, no-limit); RRoP §4 "
            "allows none in limit unless the game is spread that way",
        )
    if plan is None:
        return "STRADDLE_SEAT", "fewer than two players can be dealt in"
    if seat not in plan.dealt_in:
        return "STRADDLE_SEAT", f"seat {seat} is not dealt in at the next hand"
    left = left_of_big_blind(plan)
    if left is None:
        return "STRADDLE_SEAT", "heads-up no player sits left of the big blind but the button"
    if seat != left:
        return (
            "STRADDLE_SEAT",
            f"only seat {left}, the player left of the big blind (seat {plan.big_blind}), may "
            "straddle; one straddle a hand, no re-straddle or button straddle (RRoP §14, no-limit)",
        )
    if any(post.seat == seat for post in plan.posts):
        return "STRADDLE_SEAT", f"seat {seat} posts a blind to come in at that hand"
    amount = 2 * state.level.blinds[1]
    if state.seats[seat].stack < amount:
        return (
            "STRADDLE_SEAT",
            f"a straddle is twice the big blind, {amount}; seat {seat} has "
            f"{state.seats[seat].stack}",
        )
    return None


def announce(
    state: SessionState,
    plan: HandPlan | None,
    options: Mapping[str, OptionValue],
    game: str,
    seat: int,
    event: object,
) -> tuple[int, tuple[Ruling, ...]]:
    """The straddle of ``seat`` for the next hand, or a :class:`RejectedEvent` saying why
    not. ``state`` is the table as the next hand will find it (its level)."""
    if state.straddle is not None:
        raise RejectedEvent(
            "STRADDLE_SEAT",
            f"{event}: seat {state.straddle} straddles that hand already; one straddle a hand "
            "(RRoP §14, no-limit)",
        )
    refused = refusal(state, plan, options, game, seat)
    if refused is not None:
        code, why = refused
        raise RejectedEvent(code, f"{event}: {why}")
    return seat, ()


def coming(
    state: SessionState, plan: HandPlan, options: Mapping[str, OptionValue], game: str
) -> dict[str, int] | None:
    """The straddle the hand of ``plan`` will carry as the table stands (the snapshot's
    ``next.straddle``): the announced one, ``{"seat", "amount"}``, unless it would be off."""
    seat = state.straddle
    if seat is None or refusal(state, plan, options, game, seat) is not None:
        return None
    return {"seat": seat, "amount": 2 * state.level.blinds[1]}


def for_hand(
    state: SessionState, plan: HandPlan, options: Mapping[str, OptionValue], game: str
) -> tuple[dict[str, int], list[Ruling]]:
    """The next hand's setup field for the straddle announced, with the floor's word: the
    straddle, or why it is off now."""
    seat = state.straddle
    if seat is None:
        return {}, []
    refused = refusal(state, plan, options, game, seat)
    if refused is not None:
        said = f"Seat {seat}'s straddle is off: {refused[1]}"
        return {}, [ruling("STRADDLE_OFF", said)]
    amount = 2 * state.level.blinds[1]
    said = (
        f"Seat {seat} straddles {amount}, live: the bet to match before the flop, the "
        "action starts on his left and he acts last"
    )
    return {"straddle": seat}, [ruling("STRADDLE", said)]
