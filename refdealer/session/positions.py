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
    """The button moves to the next player dealt in; the blinds are the two players on
    its left (the catalog leaves the exact seats to the room: MOVING-BUTTON test 4)."""
    candidates = [s for s in clockwise_after(state.button) if _plays(state, s)]
    posting = [s for s in clockwise_after(state.button) if _posting(state, s)]
    seats = [s for s in clockwise_after(state.button) if s in candidates or s in posting]
    if len(seats) < 2:
        return None
    old_big = state.big_blind
    assert old_big is not None
    if len(seats) == 2:
        # Heads-up the big blind goes to the player due for it, however the button moves:
        # no one posts it twice running (HEADS-UP-BLINDS, TDA 34-B; the catalog's rule holds
        # for either method), and the other player has the button.
        big = next(s for s in clockwise_after(old_big) if s in seats)
        (other,) = set(seats) - {big}
        return _deal_in(state, other, other, big, ())
    button = seats[0]
    after = [s for s in clockwise_after(button) if s in seats and s != button]
    small, big = after[0], after[1]
    missed_big = tuple(
        s for s in state.seats if state.seats[s].status == SITTING_OUT and between(s, old_big, big)
    )
    return _deal_in(state, button, small, big, missed_big)


def _posting(state: SessionState, seat: int) -> bool:
    player = state.seats.get(seat)
    return player is not None and player.status == POSTING


def _deal_in(
    state: SessionState, button: int, small_at: int, big: int, missed_big: tuple[int, ...]
) -> HandPlan | None:
    """Who is dealt in around those places, what the newcomers post, who misses what."""
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
        return HandPlan(other, other, other, big, tuple(sorted(dealt)), (), (), missed_big)
    small = small_at if small_at in dealt else None
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
