"""Where the button and the blinds go for the next hand, and who is dealt in.

Pure functions of the table between hands (:class:`~refdealer.session.state.SessionState`).
Under the dead button (DEAD-BUTTON, TDA 32, the default of both profiles) the big blind
moves on to the next player due for it, the small blind falls on the seat that had the big
blind, and the button on the seat that had the small blind, empty or not. Under the moving
button (MOVING-BUTTON, a house option) the button moves on one player and the blinds follow
it. With two players left the button posts the small blind and the big blind goes to the
player who did not have it (HEADS-UP-BLINDS, TDA 34-B): no one posts it twice running.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from refdealer.session.state import (
    PLAYING,
    POSTING,
    SITTING_OUT,
    WAITING,
    SessionState,
)
from refdealer.table.setup import MAX_SEATS, Post


@dataclass(frozen=True, slots=True)
class HandPlan:
    """The next hand's places: who is dealt in, where the button and blinds are, who posts
    what from outside the blinds, and the blinds that players sitting out miss."""

    button: int
    #: Where the small blind is due (the seat that had the big blind): the small blind is
    #: posted only if its player is dealt in (``small_blind``), else it is dead.
    small_blind_at: int
    small_blind: int | None
    big_blind: int
    dealt_in: tuple[int, ...]
    posts: tuple[Post, ...]
    missed_small: tuple[int, ...]
    missed_big: tuple[int, ...]
    #: Players in the small blind whom a big blind passed (the moving button): they post it
    #: on the next hand (:func:`_catch_up`).
    carried: tuple[int, ...] = ()


def clockwise_after(seat: int) -> list[int]:
    """Every seat number after ``seat``, clockwise, ending with ``seat`` itself."""
    return [(seat + step - 1) % MAX_SEATS + 1 for step in range(1, MAX_SEATS + 1)]


def between(seat: int, start: int, end: int) -> bool:
    """Whether ``seat`` lies strictly between ``start`` and ``end`` going clockwise."""
    for other in clockwise_after(start):
        if other == end:
            return False
        if other == seat:
            return True
    return False


def in_blinds_gap(state: SessionState, seat: int, button: int, small: int, big: int) -> bool:
    """Whether ``seat`` sits where a player may not come in this hand: between the button
    and the big blind under rrop-cash (NEW-PLAYER-BLIND, MISSED-BLINDS: he waits for the
    button to pass), between the button and the small blind in a tournament (TDA 8-A, 10-A)."""
    return between(seat, button, small if state.tournament else big)


def newcomer_status(state: SessionState) -> str:
    """How a player who takes a seat starts: a cash newcomer waits for the big blind or posts
    (NEW-PLAYER-BLIND, RRoP §4); a tournament newcomer is dealt in as soon as his seat is not
    between the button and the small blind, posting nothing (TDA 8-A, 10-A)."""
    return PLAYING if state.tournament else WAITING


def before_the_blinds(state: SessionState, seat: int) -> bool:
    """Whether ``seat`` is one no blind has passed yet in a newly started cash game: a
    newcomer there is dealt in as if he had been at the table from the start, posting
    nothing until the blinds reach him (NEW-PLAYER-BLIND, RRoP §4 new-game rules). The
    blinds have passed the seats from the first hand's button up to the last big blind."""
    first = state.first_button
    if first is None or state.tournament:
        return False
    if state.big_blind is None:
        return True
    return seat != state.big_blind and not between(seat, first, state.big_blind)


def first_round_over(state: SessionState, plan: HandPlan) -> bool:
    """Whether the big blind of ``plan`` reaches or passes the first hand's button: the
    button has gone round once and the game is no longer newly started."""
    first = state.first_button
    if first is None or state.big_blind is None:
        return False
    return plan.big_blind == first or between(first, state.big_blind, plan.big_blind)


def balancing_seat(state: SessionState, table_seats: int = MAX_SEATS) -> int | None:
    """The empty seat a player moved in to balance the tables takes: the one that posts the
    big blind soonest, the worst position, never the small blind (TABLE-BALANCE, TDA 11-A;
    RRoP §15). The big blind moves on from the last hand's to the next player due, so that
    is the first empty seat clockwise after it (before any hand, after the first hand's
    small blind). ``None`` when every one of the table's ``table_seats`` seats is taken."""
    if state.big_blind is not None:
        after = state.big_blind
    else:
        first = _first_hand(state)
        after = first.small_blind_at if first is not None else state.button
    empty = (s for s in clockwise_after(after) if s not in state.seats and s <= table_seats)
    return next(empty, None)


def _due(state: SessionState, seat: int) -> bool:
    """Whether ``seat``'s player takes cards when the big blind reaches him."""
    player = state.seats.get(seat)
    return player is not None and player.status in (PLAYING, WAITING, POSTING)


def plan_next_hand(state: SessionState) -> HandPlan | None:
    """The next hand's places, or ``None`` when fewer than two players can be dealt in."""
    if state.big_blind is None:
        return _first_hand(state)
    if state.button_mode == "moving":
        return _moving_button(state)
    return _dead_button(state)


def _first_hand(state: SessionState) -> HandPlan | None:
    """The first hand: the button where the session put it, the blinds on its left."""
    dealt = [s for s in clockwise_after(state.button) if _plays(state, s)]
    if len(dealt) < 2:
        return None
    button = state.button
    if len(dealt) == 2:
        big = next(s for s in dealt if s != button)
        return HandPlan(button, button, button, big, tuple(sorted(dealt)), (), (), ())
    small, big = dealt[0], dealt[1]
    return HandPlan(button, small, small, big, tuple(sorted(dealt)), (), (), ())


def _plays(state: SessionState, seat: int) -> bool:
    player = state.seats.get(seat)
    return player is not None and player.status == PLAYING


def _dead_button(state: SessionState) -> HandPlan | None:
    old_big = state.big_blind
    assert old_big is not None
    big = next((s for s in clockwise_after(old_big) if s != old_big and _due(state, s)), None)
    if big is None:
        return None
    missed_big = tuple(
        s
        for s in clockwise_after(old_big)[: clockwise_after(old_big).index(big)]
        if s in state.seats and state.seats[s].status == SITTING_OUT
    )
    button, small_at = state.small_blind_at, old_big
    return _deal_in(state, button, small_at, big, missed_big)


def _moving_button(state: SessionState) -> HandPlan | None:
    """The button moves to the next player, the small blind to the next player after it and
    the big blind to the next one due for it: a player waiting for the big blind is dealt in
    when it reaches him (MOVING-BUTTON, RRoP §4 r2(a); the catalog leaves the exact seats to
    the room: MOVING-BUTTON test 4). Players coming in take neither the button nor the small
    blind (MISSED-BLINDS, NEW-PLAYER-BLIND); sitting out, a player owes each blind that
    moves past his seat; playing, one the table's changes made move past him he posts on
    the next hand he is not in the blinds (:func:`_catch_up`)."""
    movers = [s for s in clockwise_after(state.button) if _moves(state, s)]
    if len(movers) < 2:  # only players coming in are left to take the button
        movers = [
            s for s in clockwise_after(state.button) if _plays(state, s) or _posting(state, s)
        ]
    if not movers:
        return None
    old_big = state.big_blind
    assert old_big is not None
    button = movers[0]
    after = clockwise_after(button)[:-1]
    small = next((s for s in after if _plays(state, s)), None)
    big = None
    if small is not None:
        big = next((s for s in after[after.index(small) + 1 :] if _due(state, s)), None)
    if (small is None or big is None) and len(movers) > 2:
        small, big = movers[1], movers[2]
    heads_up = small is None or big is None
    if heads_up:
        if len(movers) < 2:
            return None
        # Heads-up the big blind goes to the player due for it, however the button moves:
        # no one posts it twice running (HEADS-UP-BLINDS, TDA 34-B; the catalog's rule holds
        # for either method), and the other player has the button.
        big = next(s for s in clockwise_after(old_big) if s in movers)
        (other,) = set(movers) - {big}
        button = small = other
    assert small is not None and big is not None
    missed_big = _sitting_out_between(state, old_big, big)
    missed_small = _sitting_out_between(state, state.small_blind_at, small)
    plan = _deal_in(state, button, small, big, missed_big, missed_small)
    if plan is None or heads_up or len(plan.dealt_in) < 3 or state.small_blind_at == state.button:
        return plan  # to or from heads-up, the heads-up rule places the blinds
    return _catch_up(state, plan, old_big)


def _moves(state: SessionState, seat: int) -> bool:
    """Whether the button may move to ``seat``: a player dealt in before (a player coming in
    takes the button only after the blinds have been round to him)."""
    player = state.seats.get(seat)
    return player is not None and player.status == PLAYING and not player.new


def _catch_up(state: SessionState, plan: HandPlan, old_big: int) -> HandPlan:
    """The blinds the table's changes made skip, paid by the players they skipped.

    When a player leaves or sits out, the moving button goes on to the next player and the
    blinds with it, so one blind can move past a player who is still playing: the big blind
    passes the new small blind when the last small blind went, the small blind passes the
    new button when the last one did. RRoP §4 r2(a) has each player meet the full blind
    obligation every round, "there may be more than one big blind": he posts the blind he
    was passed by on this hand, a big blind live (a second big blind) and a small blind
    dead, or, in the small blind now, the big blind on the next hand (``carried``).
    """
    seats, (small_size, big_size) = state.seats, state.level.blinds
    posts = list(plan.posts)
    carried: list[int] = []
    for seat in plan.dealt_in:
        player = seats[seat]
        if seat == plan.big_blind or player.status != PLAYING or player.new:
            continue
        owes_big = player.owes_big or between(seat, old_big, plan.big_blind)
        owes_small = player.owes_small or between(seat, state.small_blind_at, plan.small_blind_at)
        if seat == plan.small_blind:
            if owes_big:
                carried.append(seat)
        elif owes_big or owes_small:
            posts.append(Post(seat, big_size if owes_big else 0, small_size if owes_small else 0))
    if not carried and len(posts) == len(plan.posts):
        return plan
    return dataclasses.replace(
        plan, posts=tuple(sorted(posts, key=lambda post: post.seat)), carried=tuple(carried)
    )


def _sitting_out_between(state: SessionState, start: int, end: int) -> tuple[int, ...]:
    """The seats sitting out strictly between ``start`` and ``end`` clockwise: a blind that
    moves from one to the other passes them (MISSED-BLINDS)."""
    return tuple(
        s for s in state.seats if state.seats[s].status == SITTING_OUT and between(s, start, end)
    )


def _posting(state: SessionState, seat: int) -> bool:
    player = state.seats.get(seat)
    return player is not None and player.status == POSTING


def _deal_in(
    state: SessionState,
    button: int,
    small_at: int,
    big: int,
    missed_big: tuple[int, ...],
    missed_small: tuple[int, ...] | None = None,
) -> HandPlan | None:
    """Who is dealt in around those places, what the newcomers post, who misses what (the
    small blind: the player sitting out on ``small_at`` under the dead button, else
    ``missed_small``)."""
    seats = state.seats
    dealt = {big}
    for seat, player in seats.items():
        if seat == big:
            continue
        gap = in_blinds_gap(state, seat, button, small_at, big)
        # A player dealt in before plays on wherever he sits; one coming in (new, or
        # making up blinds) may not start between the button and the blinds.
        if (player.status == PLAYING and not (player.new and gap)) or (
            player.status == POSTING and not gap
        ):
            dealt.add(seat)
    if len(dealt) < 2:
        return None
    if len(dealt) == 2:
        # Heads-up the button posts the small blind; the big blind is the player due for
        # it, so no one posts it twice running (HEADS-UP-BLINDS, TDA 34-B).
        (other,) = dealt - {big}
        missed = missed_small or ()
        return HandPlan(other, other, other, big, tuple(sorted(dealt)), (), missed, missed_big)
    small = small_at if small_at in dealt else None
    if missed_small is None:
        missed_small = () if small is not None or small_at not in seats else (small_at,)
        if small_at in seats and seats[small_at].status != SITTING_OUT:
            missed_small = ()
    # Anyone dealt in between the button and the blinds other than the blinds waits.
    for seat in list(dealt):
        if seat not in (small, big) and between(seat, button, big):
            dealt.discard(seat)
    posts = tuple(
        _post(state, seat)
        for seat in sorted(dealt)
        if seat not in (small, big) and seats[seat].status == POSTING
    )
    return HandPlan(
        button, small_at, small, big, tuple(sorted(dealt)), posts, missed_small, missed_big
    )


def _post(state: SessionState, seat: int) -> Post:
    """What a player coming in outside the blinds posts: a big blind, live, if he is new or
    missed the big blind, and the small blind he missed, dead (MISSED-BLINDS)."""
    player = state.seats[seat]
    small, big = state.level.blinds
    live = big if player.new or player.owes_big else 0
    dead = small if player.owes_small else 0
    if not live and not dead:
        live = big
    return Post(seat, live, dead)
