"""Steps in dealer language: what the dealer says as each step happens."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from refdealer.errors import EventError
from refdealer.scenarios.model import Step
from refdealer.session import SESSION_EVENT_TYPES, parse_session_event
from refdealer.table.events import EVENT_TYPES, parse_event
from refdealer.walk.changes import NO_CHANGES, Changes
from refdealer.walk.view import TableView

_STREET_NAMES = {"flop": "the flop", "turn": "the turn", "river": "the river"}


def _seat_list(seats: Sequence[int]) -> str:
    names = [f"seat {s}" for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _game(setup: Mapping[str, Any]) -> str:
    game = str(setup.get("game", "no-limit"))
    levels = setup.get("levels")
    if isinstance(levels, list) and levels and isinstance(levels[0], Mapping):
        setup = {**setup, **levels[0]}  # a session's schedule: it opens at its first level
    blinds = setup.get("blinds", [])
    stakes = "/".join(str(b) for b in blinds)
    ante = setup.get("ante") or 0
    kind = "big blind ante" if setup.get("ante_mode") == "big_blind" else "ante"
    antes = f", {kind} {ante}" if ante else ""
    return f"{game} hold'em, blinds {stakes}{antes}"


def _big_blind_ante(setup: Mapping[str, Any], seat: int, bet: int, stack: int) -> str:
    """What the big blind put in for the table's ante (BBA: the blind first)."""
    seats = setup.get("seats")
    start = seats.get(str(seat), seats.get(seat)) if isinstance(seats, Mapping) else None
    paid = start - bet - stack if isinstance(start, int) else None
    if paid is None:
        return "and antes for the whole table"
    if paid <= 0:
        return "and has nothing left for the table's ante"
    return f"and antes {paid} for the whole table"


def describe_setup(setup: Mapping[str, Any], view: TableView) -> tuple[str, ...]:
    """The opening lines: the game, who sits where, and the forced bets."""
    if view.session is not None:
        seats = [s.seat for s in view.seats if not s.empty]
        return (
            f"{len(seats)} players at the table ({_seat_list(seats)}), {_game(setup)}, "
            f"played hand after hand. The first hand's button is at seat {view.button}.",
        )
    players = len(view.seats)
    small = next((s for s in view.seats if s.small_blind), None)
    big = next((s for s in view.seats if s.big_blind), None)
    lines = [f"{players} players, {_game(setup)}. The button is at seat {view.button}."]
    posts = []
    big_blind_ante = bool(setup.get("ante")) and setup.get("ante_mode") == "big_blind"
    if small is not None and small.bet:
        posts.append(f"seat {small.seat} posts the small blind ({small.bet})")
    if big is not None and big.bet and big_blind_ante and big.stack == 0:
        # How a short stack is split between the blind and the ante is a ruling.
        posts.append(f"seat {big.seat}, short, puts in all his chips for the big blind and ante")
    elif big is not None and big.bet:
        posts.append(f"seat {big.seat} the big blind ({big.bet})")
        if big_blind_ante:
            posts.append(_big_blind_ante(setup, big.seat, big.bet, big.stack))
    elif big_blind_ante and big is not None:
        posts.append(_big_blind_ante(setup, big.seat, big.bet, big.stack))
    if setup.get("ante") and not big_blind_ante:
        posts.insert(0, "everyone antes")
    if posts:
        text = ", ".join(posts)
        lines.append(text[0].upper() + text[1:] + ".")
    return tuple(lines)


def describe_deal(kind: str, after: TableView) -> str:
    """A ``deal:`` shorthand step as the dealer would say it."""
    if kind == "hole":
        dealt = [s for s in after.seats if not s.empty and not s.state]
        order = [s.seat for s in dealt if s.seat > after.button]
        order += [s.seat for s in dealt if s.seat <= after.button]
        last = "the button, seat" if order[-1:] == [after.button] else "seat"
        return (
            "The dealer deals two cards to each player, one at a time, starting with "
            f"{_seat_list(order[:1])} and ending with {last} {order[-1] if order else '?'}"
        )
    street = _STREET_NAMES.get(kind, kind)
    count = 3 if kind == "flop" else 1
    cards = " ".join(card.pretty for card in after.board[-count:])
    return f"The dealer burns and turns {street}: {cards}"


def describe_event(
    event: Mapping[str, Any], after: TableView | None = None, seen: TableView | None = None
) -> str:
    """One protocol event in dealer language; turned and shown cards are named.

    The cards turned are named as the table saw them (``seen``, before any ruling moved
    them: a four-card flop names four cards, though a ruling leaves three), else as
    they lie after the step."""
    kind = event.get("type")
    if kind == "next_hand":
        hands = after.session.hands if after is not None and after.session else None
        return f"Hand {hands} is dealt" if hands else "The next hand is dealt"
    if kind not in EVENT_TYPES and kind not in SESSION_EVENT_TYPES:
        return _unknown_event(event)
    try:
        typed = parse_session_event(event) if kind in SESSION_EVENT_TYPES else parse_event(event)
    except EventError as error:
        return f"(a malformed event: {error})"
    text = str(typed)
    board = seen if seen is not None and seen.board else after
    if board is not None and event.get("type") == "board" and board.board:
        count = int(event.get("count", 1))
        text += ": " + " ".join(card.pretty for card in board.board[-count:])
    if after is not None and event.get("type") == "show" and "cards" not in event:
        seat = after.seat(int(event["seat"]))
        if seat.cards:
            text += " " + " ".join(card.pretty for card in seat.cards)
    return text


def _unknown_event(event: Mapping[str, Any]) -> str:
    """An event this walkthrough does not know (a newer kind of session event), told
    generically: its kind and its fields, so a walk never fails on it."""
    kind = str(event.get("type", "event")).replace("_", " ")
    fields = [
        f"{key} {value}" for key, value in event.items()
        if key != "type" and isinstance(value, str | int) and not isinstance(value, bool)
    ]  # fmt: skip
    head = kind[:1].upper() + kind[1:]
    return head + (f" ({', '.join(fields)})" if fields else "")


def describe_hand(view: TableView) -> tuple[str, ...]:
    """A session's new hand as the table has it: the button, who posts what, who is not
    dealt in. Told after a question on the hand (it is the answer's matter), else with it."""
    if view.session is None:
        return ()
    info = view.session
    lines = []
    button = view.seat(info.button) if info.button in {s.seat for s in view.seats} else None
    if button is not None and button.empty:
        lines.append(f"The button is at seat {info.button}, an empty seat.")
    elif info.button is not None:
        lines.append(f"The button is at seat {info.button}.")
    posts = []
    for seat in view.seats:
        if seat.kill and seat.bet:  # a blind he had goes towards his kill
            posts.append(f"seat {seat.seat} kills the pot for {seat.bet}, live")
        elif seat.straddle and seat.bet:
            posts.append(f"seat {seat.seat} straddles {seat.bet}, live")
        elif seat.small_blind and seat.bet:
            posts.append(f"seat {seat.seat} posts the small blind ({seat.bet})")
        elif seat.big_blind and seat.bet:
            verb = " " if posts else " posts "  # after the small blind's "posts"
            posts.append(f"seat {seat.seat}{verb}the big blind ({seat.bet})")
        elif seat.bet and not seat.state:
            posts.append(f"seat {seat.seat} posts {seat.bet} live to come in")
    dead = view.pot_total - view.in_front  # before any action: blinds made up dead
    if dead and not info.ante:
        posts.append(f"{dead} more goes in dead, to the pot")
    if info.small_blind is None:
        posts.append("there is no small blind")
    if posts:
        text = ", ".join(posts)
        lines.append(text[0].upper() + text[1:] + ".")
    out = [f"seat {s.seat} ({s.state})" for s in view.seats if s.state]
    if out:
        lines.append("Not dealt in: " + ", ".join(out) + ".")
    return tuple(lines)


def _pitched_to(changes: Changes) -> int | None:
    """The seat that got the one card a hole-card step dealt, if that is what happened."""
    moves = [m for m in changes.cards if m.source == "the stub" and m.target.startswith("seat ")]
    if len(moves) == 1 and len(moves[0].cards) == 1:
        return int(moves[0].target.removeprefix("seat "))
    return None


def describe_step(
    step: Step, after: TableView | None, changes: Changes = NO_CHANGES,
    seen: TableView | None = None,
) -> tuple[str, ...]:  # fmt: skip
    """What happens in ``step``; ``after`` and ``changes`` (if it was played) add details,
    and ``seen`` (the table as it saw the step's cards dealt) names the cards turned."""
    if step.label.startswith("deal: ") and after is not None:
        return (describe_deal(step.label.removeprefix("deal: "), after),)
    if step.label.startswith("deal: "):
        return (f"The dealer deals {step.label.removeprefix('deal: ')}",)
    events = step.events
    if len(events) == 1 and events[0].get("type") == "deal_hole" and "seat" not in events[0]:
        seat = _pitched_to(changes)
        if seat is not None:
            return (describe_event({**events[0], "seat": seat}, after),)
    return tuple(describe_event(event, after, seen) for event in events)
