"""The table across hands (a session, issue 27) as a trainee sees it: the hand under way, or
the table between hands, with the button (dead or not), the blinds, and each seat's state.

A session's snapshot is its hand under way (or last played) plus ``session``
(docs/protocol.md "Sessions"). During a hand the hand is drawn as any hand is, with the
seats not dealt in beside it; between hands the table is the session's seats, their chips
and what they owe, with the last hand's button. Empty seats the session has known are
drawn too, so a button on an empty seat (a dead button) has a place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from refdealer.walk.view import SeatView, SessionView, TableView, table_view

#: The phase of a session's table between hands (no hand under way, its cards gathered).
BETWEEN = "between"

#: Each seat state of the protocol as a trainee reads it ("" where the player plays).
SEAT_STATES = {
    "playing": "",
    "in_hand": "",
    "sitting_out": "sitting out",
    "waiting": "waiting",
    "posting": "posting",
}


def _int_or_none(value: Any) -> int | None:
    return int(value) if isinstance(value, int) else None


def session_info(session: Mapping[str, Any]) -> SessionView:
    """The session part of a snapshot (before the first hand, the button it opens with)."""
    button = _int_or_none(session.get("button"))
    upcoming = session.get("next")
    if button is None and isinstance(upcoming, Mapping) and not session.get("hands"):
        button = _int_or_none(upcoming.get("button"))
    blinds = session.get("blinds")
    return SessionView(
        hands=int(session.get("hands") or 0),
        level=int(session.get("level") or 1),
        blinds=tuple(int(b) for b in blinds) if isinstance(blinds, list) else (),
        ante=int(session.get("ante") or 0),
        button=button,
        dead_button=bool(session.get("dead_button")) and bool(session.get("hands")),
        small_blind=_int_or_none(session.get("small_blind")),
        big_blind=_int_or_none(session.get("big_blind")),
    )


def _seat_states(session: Mapping[str, Any]) -> dict[int, Mapping[str, Any]]:
    seats = session.get("seats")
    if not isinstance(seats, Mapping):
        return {}
    return {int(k): v for k, v in seats.items() if isinstance(v, Mapping)}


def _owes(seat: Mapping[str, Any]) -> tuple[int, int]:
    owes = seat.get("owes")
    if not isinstance(owes, Mapping):
        return 0, 0
    return int(owes.get("live") or 0), int(owes.get("dead") or 0)


def kill_legs(session: Mapping[str, Any]) -> dict[int, int]:
    """The kill button's holder and his legs (KILL-BUTTON): ``{seat: legs}``, or empty."""
    button = session.get("kill_button")
    if not isinstance(button, Mapping) or not isinstance(button.get("seat"), int):
        return {}
    return {int(button["seat"]): int(button.get("legs") or 1)}


def posts_next(session: Mapping[str, Any]) -> dict[int, str]:
    """Between hands, the straddle and the kill the next hand carries, by seat, in words
    (the session's ``next.straddle`` and ``next.kill``)."""
    upcoming = session.get("next")
    if not isinstance(upcoming, Mapping):
        return {}
    words: dict[int, str] = {}
    for kind, verb in (("straddle", "straddles"), ("kill", "kills")):
        posted = upcoming.get(kind)
        if isinstance(posted, Mapping) and isinstance(posted.get("seat"), int):
            words[int(posted["seat"])] = f"{verb} {posted.get('amount')}"
    return words


def _idle_seat(number: int, seat: Mapping[str, Any], info: SessionView, between: bool) -> SeatView:
    """A seat with no cards: between hands, or not dealt in this hand."""
    live, dead = _owes(seat)
    state = SEAT_STATES.get(str(seat.get("state")), str(seat.get("state", "")).replace("_", " "))
    return SeatView(
        seat=number, stack=int(seat.get("stack") or 0), bet=0, cards=(),
        button=number == info.button,
        small_blind=between and info.hands > 0 and number == info.small_blind,
        big_blind=between and info.hands > 0 and number == info.big_blind,
        to_act=False, status="waiting", all_in=False, payout=0,
        state=state, owes_live=live, owes_dead=dead,
    )  # fmt: skip


def _empty_seat(number: int, info: SessionView) -> SeatView:
    return SeatView(
        seat=number, stack=0, bet=0, cards=(), button=number == info.button,
        small_blind=False, big_blind=False, to_act=False, status="waiting", all_in=False,
        payout=0, empty=True,
    )  # fmt: skip


def session_view(
    snapshot: Mapping[str, Any],
    states: Mapping[int, str],
    known: frozenset[str] = frozenset(),
    *,
    between: bool = False,
    seats_known: Iterable[int] = (),
    overblind: tuple[str, int] | None = None,
) -> TableView:
    """The view of a session's ``snapshot``: the hand under way (unless ``between``: the
    table between hands), every seat of the session, and the empty seats among
    ``seats_known``. ``states`` and ``known`` are as for :func:`table_view`; ``overblind``
    is the straddle or kill of the hand drawn (the session's ``next`` as it was dealt: its
    snapshot does not tell it after). The kill button is drawn on its holder; between
    hands, the straddle and kill the next hand carries are told on their seats."""
    session = snapshot["session"]
    info = session_info(session)
    seated = _seat_states(session)
    legs = kill_legs(session)
    if between or "stacks" not in snapshot:
        base = TableView(
            phase=BETWEEN, button=info.button or 0, seats=(), board=(), burns=(),
            out_of_play=(), void=(), muck=0, stub=0, pots=(), to_act=None, options="",
        )  # fmt: skip
        coming = posts_next(session)
        seats = {}
        for n, seat in seated.items():
            idle = _idle_seat(n, seat, info, True)
            seats[n] = replace(idle, kill_legs=legs.get(n, 0), posts_next=coming.get(n, ""))
    else:
        base = table_view(snapshot, states, known, overblind)
        seats = {}
        for view in base.seats:
            live, dead = _owes(seated.get(view.seat, {}))
            seats[view.seat] = replace(
                view, button=view.seat == info.button,
                small_blind=view.seat == info.small_blind, big_blind=view.seat == info.big_blind,
                owes_live=live, owes_dead=dead, kill_legs=legs.get(view.seat, 0),
            )  # fmt: skip
        for number, seat in seated.items():
            if number not in seats:
                idle = _idle_seat(number, seat, info, False)
                seats[number] = replace(idle, kill_legs=legs.get(number, 0))
    for number in set(seats_known) - set(seats):
        seats[number] = _empty_seat(number, info)
    if info.button is not None and info.button not in seats:
        seats[info.button] = _empty_seat(info.button, info)
    return replace(base, seats=tuple(seats[n] for n in sorted(seats)), session=info)


def seats_of(snapshot: Mapping[str, Any]) -> frozenset[int]:
    """The seats a session's snapshot has players in (to remember them once empty)."""
    return frozenset(_seat_states(snapshot.get("session") or {}))


def dealt_in(view: TableView) -> tuple[SeatView, ...]:
    """The seats dealt into the hand under way (with cards, or due them)."""
    return tuple(s for s in view.seats if not s.empty and not s.state)


def button_words(view: TableView) -> str:
    """Where a session's button is: on a seat, or on an empty one (a dead button)."""
    info = view.session
    if info is None or info.button is None:
        return f"seat {view.button}"
    empty = any(s.empty and s.seat == info.button for s in view.seats)
    if empty:
        return f"seat {info.button}, empty: a dead button"
    if info.dead_button:
        return f"seat {info.button}, not dealt in: a dead button"
    return f"seat {info.button}"


def session_lines(view: TableView) -> list[str]:
    """A session's facts for the middle of the table: the hand, the blinds, the button."""
    info = view.session
    if info is None:
        return []
    if view.phase != BETWEEN:
        hand = f"Hand {info.hands} \u00b7 blinds {info.stakes}{overblind_words(view)}"
        return [hand, f"Button {button_words(view)}"]
    if not info.hands:
        return [f"No hand yet \u00b7 blinds {info.stakes}", f"Button seat {info.button} to start"]
    return [
        f"{info.hands} hands played \u00b7 blinds {info.stakes}" if info.hands > 1
        else f"1 hand played \u00b7 blinds {info.stakes}",
        f"Last hand's button {button_words(view)}",
    ]  # fmt: skip


def overblind_words(view: TableView) -> str:
    """The live blind above the big blind of the hand drawn, to follow its other facts:
    " · seat 5 straddles", " · seat 4 kills", or "" (none)."""
    for seat in view.seats:
        if seat.straddle:
            return f" \u00b7 seat {seat.seat} straddles"
        if seat.kill:
            return f" \u00b7 seat {seat.seat} kills"
    return ""
