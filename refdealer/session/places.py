"""What the floor says about the places of a hand about to be dealt: a dead button or small
blind, the heads-up switch, who posts to come in and why, and who waits for the button."""

from __future__ import annotations

from refdealer.rulings import Ruling, ruling
from refdealer.session.positions import HandPlan
from refdealer.session.state import PLAYING, POSTING, SessionState


def place_rulings(
    state: SessionState, plan: HandPlan, held: frozenset[int] = frozenset()
) -> list[Ruling]:
    """What the floor says about the places of a hand about to be dealt (``held``: new
    players kept out of a killed pot, told so on their own, KILL-POT)."""
    issued: list[Ruling] = []
    if len(plan.dealt_in) == 2 and state.big_blind is not None:
        issued.append(
            ruling(
                "HEADS_UP_BUTTON",
                f"Heads-up: seat {plan.button} has the button "
                f"and the small blind, seat {plan.big_blind} the big blind",
            )
        )
        return issued
    if plan.button not in plan.dealt_in:
        issued.append(
            ruling(
                "DEAD_BUTTON",
                f"The button is on seat {plan.button}, where no player is dealt in (dead button)",
            )
        )
    if plan.small_blind is None:
        issued.append(
            ruling(
                "DEAD_SMALL_BLIND",
                f"No small blind: seat {plan.small_blind_at}, due for it, has no player dealt in",
            )
        )
    for seat in plan.carried:
        issued.append(
            ruling(
                "SKIPPED_BLIND",
                f"The big blind moved past seat {seat}, in the small blind now: he posts "
                "the big blind he was passed by on the next hand",
            )
        )
    for post in plan.posts:
        seated = state.seats[post.seat]
        if seated.status == PLAYING and not seated.new:
            which = "a big blind live" if post.live else ""
            which += (" and " if which and post.dead else "") + (
                "a small blind dead" if post.dead else ""
            )
            issued.append(
                ruling(
                    "SKIPPED_BLIND",
                    f"The blinds moved past seat {post.seat} as the table changed: he posts "
                    f"what he was passed by, {which}",
                )
            )
        elif seated.new:
            issued.append(
                ruling(
                    "NEW_PLAYER_POSTS",
                    f"Seat {post.seat} is new and posts {post.live} live to be dealt in",
                )
            )
        else:
            issued.append(
                ruling(
                    "BLINDS_MADE_UP",
                    f"Seat {post.seat} makes up the blinds he "
                    f"missed: {post.live} live, {post.dead} dead",
                )
            )
    for seat, player in state.seats.items():
        coming_in = player.status == POSTING or (player.status == PLAYING and player.new)
        if coming_in and seat not in plan.dealt_in and seat not in held:
            issued.append(
                ruling(
                    "WAITS_FOR_BUTTON",
                    f"Seat {seat} lies between the button and "
                    "the blinds: he is not dealt in until the button passes",
                )
            )
    return issued
