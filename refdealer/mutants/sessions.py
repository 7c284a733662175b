"""Mutants of the table across hands: the button, the blinds and players coming and going."""

from __future__ import annotations

import dataclasses

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.mutants.base import Mutant
from refdealer.session import departures, mistakes, positions
from refdealer.session.events import Leave, SessionEvent
from refdealer.session.positions import HandPlan
from refdealer.session.state import SITTING_OUT, WAITING, SessionState
from refdealer.table.setup import Post

_dead_button = positions._dead_button
_moving_button = positions._moving_button
_post = positions._post
_catch_up = positions._catch_up


def _moving_button_skips_the_waiting(state: SessionState) -> HandPlan | None:
    """Under the moving button a player waiting for the big blind is passed over by it, so
    he is never dealt in (the defect the reference had, as texasholdem and poker-ts deal
    him in at once instead)."""
    waiting = {s for s, p in state.seats.items() if p.status == WAITING}
    away = {s: dataclasses.replace(p, status=SITTING_OUT) for s, p in state.seats.items()
            if s in waiting}  # fmt: skip
    plan = _moving_button(dataclasses.replace(state, **state.with_seats({**state.seats, **away})))
    if plan is None:
        return None
    return dataclasses.replace(
        plan,
        missed_small=tuple(s for s in plan.missed_small if s not in waiting),
        missed_big=tuple(s for s in plan.missed_big if s not in waiting),
    )


def _moving_button_small_blind_not_owed(state: SessionState) -> HandPlan | None:
    """Under the moving button a player sitting out owes only the big blinds that pass him."""
    plan = _moving_button(state)
    return plan if plan is None else dataclasses.replace(plan, missed_small=())


def _skipped_blinds_forgiven(state: SessionState, plan: HandPlan, old_big: int) -> HandPlan:
    """Under the moving button the blinds a departure makes skip a player are never posted."""
    return plan


def _button_always_moves(state: SessionState) -> HandPlan | None:
    """The button moves on to the next player even under the dead button."""
    return _moving_button(state)


def _heads_up_button_moves_one_seat(state: SessionState) -> HandPlan | None:
    """Down to two, the button goes to the next player and the other posts the big blind
    (the naive move that can give one player the big blind twice running)."""
    plan = _dead_button(state)
    if plan is None or len(plan.dealt_in) != 2:
        return plan
    button = next(s for s in positions.clockwise_after(state.button) if s in plan.dealt_in)
    (big,) = set(plan.dealt_in) - {button}
    return dataclasses.replace(plan, button=button, small_blind_at=button, small_blind=button,
                               big_blind=big)  # fmt: skip


def _missed_big_blind_not_owed(state: SessionState) -> HandPlan | None:
    """A player sitting out as the big blind passes him owes nothing for it."""
    plan = _dead_button(state)
    return plan if plan is None else dataclasses.replace(plan, missed_big=())


def _missed_small_blind_forgotten(state: SessionState, seat: int) -> Post:
    """Coming back, a player makes up only the big blind: the small blind he missed is
    forgotten."""
    return dataclasses.replace(_post(state, seat), dead=0)


def _moved_in_at_the_first_empty_seat(state: SessionState, table_seats: int = 10) -> int | None:
    """A player moved in for balance is put in the first empty seat from seat 1."""
    return next((seat for seat in range(1, table_seats + 1) if seat not in state.seats), None)


def _no_new_game_round(state: SessionState, seat: int) -> bool:
    """A newly started game is like any other: every cash newcomer posts or waits."""
    return False


def _newcomer_posts_the_small_blind_too(state: SessionState, seat: int) -> Post:
    """A newcomer who let the button pass posts a dead small blind with his big blind."""
    post = _post(state, seat)
    player = state.seats[seat]
    return dataclasses.replace(post, dead=state.level.blinds[0]) if player.new else post


def _nothing_said_during_a_hand(event: SessionEvent) -> bool:
    """Sitting out, coming back and leaving are refused while a hand is under way."""
    return False


def _leave_with_a_live_hand(hand: Hand, seat: int, event: Leave) -> None:
    """A player may leave during a hand even while his hand is live."""


def _no_leaving_during_a_hand(hand: Hand, seat: int, event: Leave) -> None:
    """Nobody dealt in may leave before the hand is over, even one who has folded."""
    raise RejectedEvent("HAND_IN_PROGRESS", f"{event}: a hand is under way")


def _misplaced_button_left_after_the_hand(
    state: SessionState, before: SessionState, wrong: HandPlan
) -> SessionState:
    """A misplaced button found after its hand is left where it was under Robert's Rules too."""
    return state


def _skipped_places_never_resumed(state: SessionState) -> SessionState:
    """After the places a misplaced button skipped, the button moves on from them, dealing
    the misplaced hand's places a second time."""
    return state


def _newcomer_always_waits(state: SessionState) -> str:
    """Every newcomer waits for the big blind, a tournament's too."""
    return WAITING


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    M("dead-button-moves-anyway", "DEAD-BUTTON",
      "after a seat empties the button moves on to the next player, as a moving button",
      patches=((positions, "_dead_button", _button_always_moves),)),
    M("heads-up-button-moves-one-seat", "HEADS-UP-BLINDS",
      "down to two players the button moves one seat, so one may post the big blind twice",
      patches=((positions, "_dead_button", _heads_up_button_moves_one_seat),)),
    M("missed-big-blind-not-owed", "MISSED-BLINDS",
      "a player sitting out as the big blind passes him does not owe it",
      patches=((positions, "_dead_button", _missed_big_blind_not_owed),)),
    M("missed-small-blind-forgotten", "MISSED-BLINDS",
      "a returning player makes up the big blind he missed but not the small blind",
      patches=((positions, "_post", _missed_small_blind_forgotten),)),
    M("moving-button-skips-the-waiting", "MOVING-BUTTON",
      "under the moving button a player waiting for the big blind is never dealt in by it",
      patches=((positions, "_moving_button", _moving_button_skips_the_waiting),)),
    M("moving-button-missed-small-blind-not-owed", "MOVING-BUTTON",
      "under the moving button a player sitting out owes the big blinds that pass him, not "
      "the small", patches=((positions, "_moving_button", _moving_button_small_blind_not_owed),)),
    M("moving-button-skipped-blinds-forgiven", "MOVING-BUTTON",
      "under the moving button a blind a departure makes skip a player still playing is "
      "never posted", patches=((positions, "_catch_up", _skipped_blinds_forgiven),)),
    M("sit-out-refused-during-a-hand", "MISSED-BLINDS",
      "sitting out or coming back said during a hand is refused until it is over, instead of "
      "taking effect at the next deal",
      patches=((departures, "said_for_next_deal", _nothing_said_during_a_hand),)),
    M("leaves-holding-a-live-hand", "AT-SEAT",
      "a player holding a live hand may leave the table during the hand",
      patches=((departures, "check_leave", _leave_with_a_live_hand),)),
    M("folded-player-kept-till-the-hand-ends", "AT-SEAT",
      "a player who has folded may not say he leaves until the hand is over",
      patches=((departures, "check_leave", _no_leaving_during_a_hand),)),
    M("misplaced-button-left-after-the-hand", "BUTTON-MISPLACED",
      "a misplaced button found only after its hand is not put back under Robert's Rules",
      patches=((mistakes, "replace_after_hand", _misplaced_button_left_after_the_hand),)),
    M("misplaced-button-places-dealt-twice", "BUTTON-MISPLACED",
      "once a misplaced button's skipped places are dealt, the misplaced hand's places are "
      "dealt again", patches=((mistakes, "resume_places", _skipped_places_never_resumed),)),
    M("moved-in-at-the-first-empty-seat", "TABLE-BALANCE",
      "a player moved in to balance the tables gets the lowest empty seat, not the next big "
      "blind", patches=((positions, "balancing_seat", _moved_in_at_the_first_empty_seat),)),
    M("new-game-newcomer-posts", "NEW-PLAYER-BLIND",
      "in a newly started game a newcomer whose seat no blind has passed must post or wait",
      patches=((positions, "before_the_blinds", _no_new_game_round),)),
    M("newcomer-posts-a-dead-small-blind", "NEW-PLAYER-BLIND",
      "a newcomer who let the button pass makes up a dead small blind with his big blind",
      patches=((positions, "_post", _newcomer_posts_the_small_blind_too),)),
    M("tournament-newcomer-waits", "NEW-PLAYER-BLIND",
      "a player seated in a tournament waits for the big blind as in a cash game",
      patches=((positions, "newcomer_status", _newcomer_always_waits),), profile="tda-2024"),
)  # fmt: skip
