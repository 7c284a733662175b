"""The event vocabulary: what physically happened at the table, as small frozen values.

Each event parses from and serialises to the protocol's JSON shape; ``str()`` reads like a
dealer calling the action ("Seat 4 raises to 30").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from refdealer.cards import Card, parse_card
from refdealer.errors import CardError, EventError


@dataclass(frozen=True, slots=True)
class DealHole:
    """The next hole card, to the next seat in dealing order (or to ``seat``)."""

    type: ClassVar[str] = "deal_hole"
    exposed: bool = False
    seat: int | None = None

    def __str__(self) -> str:
        whom = f"seat {self.seat}" if self.seat is not None else "the next seat"
        face = " face up" if self.exposed else ""
        return f"The dealer pitches a hole card to {whom}{face}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.exposed:
            out["exposed"] = True
        if self.seat is not None:
            out["seat"] = self.seat
        return out


@dataclass(frozen=True, slots=True)
class Burn:
    """The top card of the stub goes face down to the burn pile."""

    type: ClassVar[str] = "burn"

    def __str__(self) -> str:
        return "The dealer burns a card"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


@dataclass(frozen=True, slots=True)
class Board:
    """``count`` cards turned face up on the board in one go."""

    type: ClassVar[str] = "board"
    count: int

    def __str__(self) -> str:
        noun = "card" if self.count == 1 else "cards"
        return f"The dealer turns {self.count} board {noun}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "count": self.count}


@dataclass(frozen=True, slots=True)
class Boxed:
    """The top card of the stub is found face up."""

    type: ClassVar[str] = "boxed"

    def __str__(self) -> str:
        return "The top card of the stub is found face up"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


@dataclass(frozen=True, slots=True)
class Fold:
    type: ClassVar[str] = "fold"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} folds"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Check:
    type: ClassVar[str] = "check"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} checks"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Call:
    type: ClassVar[str] = "call"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} calls"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Bet:
    """An opening bet; ``amount`` is the seat's total in front of it this round."""

    type: ClassVar[str] = "bet"
    seat: int
    amount: int

    def __str__(self) -> str:
        return f"Seat {self.seat} bets {self.amount}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Raise:
    """A raise to ``to``: the seat's total in front of it this round."""

    type: ClassVar[str] = "raise"
    seat: int
    to: int

    def __str__(self) -> str:
        return f"Seat {self.seat} raises to {self.to}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "to": self.to}


@dataclass(frozen=True, slots=True)
class Chips:
    """Chips pushed out without a complete verbal action: one tuple of chip values per motion."""

    type: ClassVar[str] = "chips"
    seat: int
    motions: tuple[tuple[int, ...], ...]
    declared: str | None = None

    def __str__(self) -> str:
        said = f' saying "{self.declared}"' if self.declared else " silently"
        pushed = " then ".join("+".join(str(c) for c in motion) for motion in self.motions)
        return f"Seat {self.seat} pushes out {pushed}{said}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "seat": self.seat,
            "motions": [list(motion) for motion in self.motions],
        }
        if self.declared is not None:
            out["declared"] = self.declared
        return out


@dataclass(frozen=True, slots=True)
class Expose:
    """A player shows or flashes one of his cards during play."""

    type: ClassVar[str] = "expose"
    seat: int
    card: Card

    def __str__(self) -> str:
        return f"Seat {self.seat} exposes {self.card}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "card": str(self.card)}


@dataclass(frozen=True, slots=True)
class Show:
    type: ClassVar[str] = "show"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} shows"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Muck:
    type: ClassVar[str] = "muck"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} mucks"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class DeclareBoard:
    type: ClassVar[str] = "declare_board"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} declares playing the board"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


Event = (
    DealHole | Burn | Board | Boxed | Fold | Check | Call | Bet | Raise | Chips | Expose | Show
    | Muck | DeclareBoard
)  # fmt: skip
DealerEvent = DealHole | Burn | Board | Boxed
BettingEvent = Fold | Check | Call | Bet | Raise

EVENT_TYPES: tuple[str, ...] = (
    "deal_hole", "burn", "board", "boxed", "fold", "check", "call", "bet", "raise", "chips",
    "expose", "show", "muck", "declare_board",
)  # fmt: skip

_FIELDS: dict[str, frozenset[str]] = {
    "deal_hole": frozenset({"exposed", "seat"}),
    "burn": frozenset(),
    "board": frozenset({"count"}),
    "boxed": frozenset(),
    "fold": frozenset({"seat"}),
    "check": frozenset({"seat"}),
    "call": frozenset({"seat"}),
    "bet": frozenset({"seat", "amount"}),
    "raise": frozenset({"seat", "to"}),
    "chips": frozenset({"seat", "motions", "declared"}),
    "expose": frozenset({"seat", "card"}),
    "show": frozenset({"seat"}),
    "muck": frozenset({"seat"}),
    "declare_board": frozenset({"seat"}),
}


def _int_field(raw: Mapping[str, Any], name: str, kind: str, minimum: int) -> int:
    if name not in raw:
        raise EventError(f"{kind} event needs {name!r}")
    value = raw[name]
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"{kind} event: {name!r} must be an integer, got {value!r}")
    if value < minimum:
        raise EventError(f"{kind} event: {name!r} must be at least {minimum}, got {value}")
    return value


def parse_event(raw: Mapping[str, Any]) -> Event:
    """A typed event from its protocol dict; malformed input is an :class:`EventError`."""
    if not isinstance(raw, Mapping):
        raise EventError(f"an event is a JSON object, got {type(raw).__name__}")
    kind = raw.get("type")
    if kind not in _FIELDS:
        raise EventError(f"unknown event type {kind!r}; known: {', '.join(EVENT_TYPES)}")
    assert isinstance(kind, str)
    allowed = _FIELDS[kind]
    for key in raw:
        if key != "type" and key not in allowed:
            raise EventError(f"{kind} event: unknown field {key!r}")
    if kind == "deal_hole":
        exposed = raw.get("exposed", False)
        if not isinstance(exposed, bool):
            raise EventError(f"deal_hole event: 'exposed' must be true or false, got {exposed!r}")
        seat = _int_field(raw, "seat", kind, 1) if "seat" in raw else None
        return DealHole(exposed=exposed, seat=seat)
    if kind == "burn":
        return Burn()
    if kind == "boxed":
        return Boxed()
    if kind == "board":
        return Board(count=_int_field(raw, "count", kind, 1))
    seat = _int_field(raw, "seat", kind, 1)
    if kind == "fold":
        return Fold(seat)
    if kind == "check":
        return Check(seat)
    if kind == "call":
        return Call(seat)
    if kind == "bet":
        return Bet(seat, _int_field(raw, "amount", kind, 0))
    if kind == "raise":
        return Raise(seat, _int_field(raw, "to", kind, 0))
    if kind == "chips":
        return _parse_chips(raw, seat)
    if kind == "expose":
        try:
            card = parse_card(raw.get("card"))
        except CardError as error:
            raise EventError(f"expose event: {error}") from None
        return Expose(seat, card)
    if kind == "show":
        return Show(seat)
    if kind == "muck":
        return Muck(seat)
    return DeclareBoard(seat)


def _parse_chips(raw: Mapping[str, Any], seat: int) -> Chips:
    motions_raw = raw.get("motions")
    if not isinstance(motions_raw, list) or not motions_raw:
        raise EventError("chips event: 'motions' must be a non-empty list of chip lists")
    motions: list[tuple[int, ...]] = []
    for index, motion in enumerate(motions_raw):
        if not isinstance(motion, list) or not motion:
            raise EventError(f"chips event: motions[{index}] must be a non-empty list of chips")
        for chip in motion:
            if isinstance(chip, bool) or not isinstance(chip, int) or chip < 1:
                raise EventError(f"chips event: motions[{index}] has a bad chip {chip!r}")
        motions.append(tuple(motion))
    declared = raw.get("declared")
    if declared is not None and not isinstance(declared, str):
        raise EventError(f"chips event: 'declared' must be text, got {declared!r}")
    return Chips(seat, tuple(motions), declared)
