"""The events between hands of a session, as small frozen values (PokerKit-style operations).

Each parses from and serialises to its protocol JSON shape, and ``str()`` reads like the
floor announcing it ("Seat 7 joins with 200"). The events of a hand itself are
:mod:`refdealer.events`; these are the ones a table has around its hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from refdealer.errors import CardError, EventError
from refdealer.limits import MAX_INTEGER, short_repr
from refdealer.session.floor_events import FLOOR_EVENT_TYPES, FloorEvent, parse_floor_event
from refdealer.table.cards import Card, parse_cards, parse_deck

MAX_SEAT = 10
MAX_NAME = 40


@dataclass(frozen=True, slots=True)
class NextHand:
    """The next hand is dealt from ``deck`` (top first; ``reshuffles`` as for a hand)."""

    type: ClassVar[str] = "next_hand"
    deck: tuple[Card, ...]
    reshuffles: tuple[tuple[Card, ...], ...] = ()

    def __str__(self) -> str:
        return "The next hand begins"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "deck": [str(card) for card in self.deck]}
        if self.reshuffles:
            out["reshuffles"] = [[str(card) for card in order] for order in self.reshuffles]
        return out


@dataclass(frozen=True, slots=True)
class Join:
    """A player takes the empty ``seat`` with ``stack`` chips (NEW-PLAYER-BLIND)."""

    type: ClassVar[str] = "join"
    seat: int
    stack: int
    player: str = ""

    def __str__(self) -> str:
        who = f"{self.player} " if self.player else "A player "
        return f"{who}takes seat {self.seat} with {self.stack}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, "stack": self.stack}
        if self.player:
            out["player"] = self.player
        return out


@dataclass(frozen=True, slots=True)
class MoveIn:
    """A player moved in from another table to balance the tables (TABLE-BALANCE): the
    table gives him the empty seat that posts the big blind soonest."""

    type: ClassVar[str] = "move_in"
    stack: int
    player: str = ""

    def __str__(self) -> str:
        who = self.player or "A player"
        return f"{who} is moved in from another table with {self.stack}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "stack": self.stack}
        if self.player:
            out["player"] = self.player
        return out


@dataclass(frozen=True, slots=True)
class Seated:
    """An event about one seated player: sit out, come back, post, leave."""

    type: ClassVar[str] = ""
    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class SitOut(Seated):
    """The player of ``seat`` sits out from the next hand on (cash: MISSED-BLINDS)."""

    type: ClassVar[str] = "sit_out"

    def __str__(self) -> str:
        return f"Seat {self.seat} sits out"


@dataclass(frozen=True, slots=True)
class ComeBack(Seated):
    """The player of ``seat`` is back: dealt in at once if he owes nothing, else he waits
    for the big blind or posts what he owes (MISSED-BLINDS)."""

    type: ClassVar[str] = "come_back"

    def __str__(self) -> str:
        return f"Seat {self.seat} is back"


@dataclass(frozen=True, slots=True)
class PostBlinds(Seated):
    """The waiting player of ``seat`` posts what he owes to be dealt in at the next hand
    instead of waiting for the big blind (NEW-PLAYER-BLIND, MISSED-BLINDS)."""

    type: ClassVar[str] = "post"

    def __str__(self) -> str:
        return f"Seat {self.seat} posts to play now"


@dataclass(frozen=True, slots=True)
class Leave(Seated):
    """The player of ``seat`` leaves the table with his chips."""

    type: ClassVar[str] = "leave"

    def __str__(self) -> str:
        return f"Seat {self.seat} leaves the table"


@dataclass(frozen=True, slots=True)
class Straddle(Seated):
    """The player of ``seat`` announces a live straddle for the next hand (STRADDLE): he
    posts twice the big blind before the cards and acts last before the flop."""

    type: ClassVar[str] = "straddle"

    def __str__(self) -> str:
        return f"Seat {self.seat} announces a straddle for the next hand"


@dataclass(frozen=True, slots=True)
class AgreeKill(Seated):
    """A new player kept out of the killed pot coming agrees to kill the pot after it, and
    so plays the killed one (KILL-POT, RRoP s13 #12)."""

    type: ClassVar[str] = "agree_kill"

    def __str__(self) -> str:
        return f"Seat {self.seat} agrees to kill the next pot to play this one"


@dataclass(frozen=True, slots=True)
class NewLevel:
    """The next level of the blind schedule is announced: it takes effect at the next hand
    (NEW-LEVEL), never in the hand under way."""

    type: ClassVar[str] = "new_level"

    def __str__(self) -> str:
        return "The next level is announced"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


SessionEvent = (
    NextHand
    | Join
    | MoveIn
    | SitOut
    | ComeBack
    | PostBlinds
    | Leave
    | NewLevel
    | FloorEvent
    | Straddle
    | AgreeKill
)

_SEATED: dict[str, type[SitOut | ComeBack | PostBlinds | Leave | Straddle | AgreeKill]] = {
    kind.type: kind for kind in (SitOut, ComeBack, PostBlinds, Leave, Straddle, AgreeKill)
}

#: Every session event's protocol type (a dealer in a session routes these here).
SESSION_EVENT_TYPES: frozenset[str] = frozenset(
    {NextHand.type, Join.type, MoveIn.type, NewLevel.type, *_SEATED, *FLOOR_EVENT_TYPES}
)

_FIELDS: dict[str, frozenset[str]] = {
    NextHand.type: frozenset({"type", "deck", "reshuffles"}),
    Join.type: frozenset({"type", "seat", "stack", "player"}),
    MoveIn.type: frozenset({"type", "stack", "player"}),
    NewLevel.type: frozenset({"type"}),
    **{kind: frozenset({"type", "seat"}) for kind in _SEATED},
}


def _seat(raw: Mapping[str, Any], kind: str) -> int:
    seat = raw.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= MAX_SEAT:
        raise EventError(f"{kind}.seat: a seat is a number 1-{MAX_SEAT}, got {short_repr(seat)}")
    return seat


def parse_session_event(raw: Mapping[str, Any]) -> SessionEvent:
    """A typed session event from its protocol dict; malformed input is an EventError
    naming the field."""
    if not isinstance(raw, Mapping):
        raise EventError(f"an event is a JSON object, got {type(raw).__name__}")
    kind = raw.get("type")
    if isinstance(kind, str) and kind in FLOOR_EVENT_TYPES:
        return parse_floor_event(raw)
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise EventError(f"type: {short_repr(kind)} is not a session event")
    for key in raw:
        if key not in _FIELDS[kind]:
            raise EventError(f"{kind}.{key}: unknown field")
    if kind == NewLevel.type:
        return NewLevel()
    if kind == NextHand.type:
        return _next_hand(raw)
    if kind == MoveIn.type:
        return MoveIn(*_stack_and_player(raw, kind))
    seat = _seat(raw, kind)
    if kind != Join.type:
        return _SEATED[kind](seat)
    return Join(seat, *_stack_and_player(raw, kind))


def _stack_and_player(raw: Mapping[str, Any], kind: str) -> tuple[int, str]:
    stack = raw.get("stack")
    if isinstance(stack, bool) or not isinstance(stack, int) or not 1 <= stack <= MAX_INTEGER:
        raise EventError(
            f"{kind}.stack: expected a whole number of chips 1-{MAX_INTEGER}, "
            f"got {short_repr(stack)}"
        )
    player = raw.get("player", "")
    if not isinstance(player, str) or len(player) > MAX_NAME:
        raise EventError(f"{kind}.player: expected a name of at most {MAX_NAME} characters")
    return stack, player


def _next_hand(raw: Mapping[str, Any]) -> NextHand:
    deck_raw = raw.get("deck")
    if not isinstance(deck_raw, list | tuple):
        raise EventError("next_hand.deck: expected a list of 52 cards, top first")
    try:
        deck = tuple(parse_deck(deck_raw))
    except CardError as error:
        raise EventError(f"next_hand.deck: {error}") from None
    orders_raw = raw.get("reshuffles", ())
    if not isinstance(orders_raw, list | tuple):
        raise EventError("next_hand.reshuffles: expected a list of card orders")
    orders: list[tuple[Card, ...]] = []
    for index, order in enumerate(orders_raw):
        if not isinstance(order, list | tuple):
            raise EventError(f"next_hand.reshuffles[{index}]: expected a list of cards")
        try:
            orders.append(tuple(parse_cards(order)))
        except CardError as error:
            raise EventError(f"next_hand.reshuffles[{index}]: {error}") from None
    return NextHand(deck, tuple(orders))
