"""The event vocabulary: what physically happened at the table, as small frozen values.

Each event parses from and serialises to the protocol's JSON shape; ``str()`` reads like a
dealer calling the action ("Seat 4 raises to 30").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from refdealer.errors import CardError, EventError
from refdealer.limits import MAX_INTEGER, short_repr
from refdealer.table.cards import Card, parse_card


@dataclass(frozen=True, slots=True)
class DealHole:
    """The next hole card, to the next seat in dealing order (or to ``seat``)."""

    type: ClassVar[str] = "deal_hole"
    exposed: bool = False
    seat: int | None = None
    #: ``False``: nobody sees the error (a misdirected or extra card) until a ``notice``.
    noticed: bool = True
    #: The card pitched is a joker or a foreign card, not one of the 52 (NONSTANDARD-CARD):
    #: it sat there in the deck, face down; its holder finds it (``nonstandard_found``).
    nonstandard: bool = False

    def __str__(self) -> str:
        whom = f"seat {self.seat}" if self.seat is not None else "the next seat"
        if self.nonstandard:
            return f"The dealer pitches a hole card to {whom}: it is a joker, face down"
        face = " face up" if self.exposed else ""
        unseen = "" if self.noticed else ", and nobody notices"
        return f"The dealer pitches a hole card to {whom}{face}{unseen}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.exposed:
            out["exposed"] = True
        if self.seat is not None:
            out["seat"] = self.seat
        if not self.noticed:
            out["noticed"] = False
        if self.nonstandard:
            out["nonstandard"] = True
        return out


@dataclass(frozen=True, slots=True)
class Burn:
    """The top card of the stub goes face down to the burn pile."""

    type: ClassVar[str] = "burn"
    #: ``False``: a burn made in error (a second one) that nobody sees until a ``notice``.
    noticed: bool = True

    def __str__(self) -> str:
        return "The dealer burns a card" + ("" if self.noticed else ", and nobody notices")

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type} if self.noticed else {"type": self.type, "noticed": False}


@dataclass(frozen=True, slots=True)
class Board:
    """``count`` cards turned face up on the board in one go."""

    type: ClassVar[str] = "board"
    count: int
    #: ``False``: an error in the turn (no burn first) that nobody sees until a ``notice``.
    noticed: bool = True

    def __str__(self) -> str:
        noun = "card" if self.count == 1 else "cards"
        unseen = "" if self.noticed else ", and nobody notices"
        return f"The dealer turns {self.count} board {noun}{unseen}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "count": self.count}
        if not self.noticed:
            out["noticed"] = False
        return out


@dataclass(frozen=True, slots=True)
class Boxed:
    """The top card of the stub is found face up."""

    type: ClassVar[str] = "boxed"

    def __str__(self) -> str:
        return "The top card of the stub is found face up"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


@dataclass(frozen=True, slots=True)
class EndDeal:
    """The dealer stops dealing with hole cards still due, and nobody notices (a short deal)."""

    type: ClassVar[str] = "end_deal"

    def __str__(self) -> str:
        return "The dealer stops dealing with hole cards still due, and nobody notices"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


@dataclass(frozen=True, slots=True)
class Notice:
    """The errors nobody noticed when they happened are found now, and the floor rules."""

    type: ClassVar[str] = "notice"

    def __str__(self) -> str:
        return "The error is noticed and the floor is called"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


#: What a dropped stub can land on and get mixed with.
STUB_MIXES: tuple[str, ...] = ("muck", "burns")


@dataclass(frozen=True, slots=True)
class StubDropped:
    """The stub is dropped and its order lost; ``mixed`` names the piles it got mixed with."""

    type: ClassVar[str] = "stub_dropped"
    mixed: tuple[str, ...] = ()

    def __str__(self) -> str:
        into = f" and mixed with the {' and the '.join(self.mixed)}" if self.mixed else ""
        return f"The dealer drops the stub{into}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.mixed:
            out["mixed"] = list(self.mixed)
        return out


@dataclass(frozen=True, slots=True)
class WagerFound:
    """The wrong size of ``seat``'s unnoticed bet or raise is found now (UNDERRAISE-CORRECTION,
    TDA 52-A; PL-MISCOUNT, TDA 52-B)."""

    type: ClassVar[str] = "wager_found"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat}'s wager is found to be the wrong size"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class FouledDeck:
    """A card duplicating another, or with a different back, is found (FOULED-DECK): in play,
    or with ``in_stub`` only among the unused stub cards."""

    type: ClassVar[str] = "fouled_deck"
    in_stub: bool = False

    def __str__(self) -> str:
        where = "among the unused stub cards" if self.in_stub else "in play"
        return f"A duplicate card or a card with another back is found {where}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.in_stub:
            out["in_stub"] = True
        return out


@dataclass(frozen=True, slots=True)
class NonstandardFound:
    """A player finds a joker or foreign card among his hole cards (NONSTANDARD-CARD)."""

    type: ClassVar[str] = "nonstandard_found"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} finds a joker among his hole cards"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


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
    #: False: a wrong-size wager nobody noticed at once (UNDERRAISE-CORRECTION, PL-MISCOUNT).
    noticed: bool = True

    def __str__(self) -> str:
        return f"Seat {self.seat} bets {self.amount}"

    def to_dict(self) -> dict[str, Any]:
        if not self.noticed:
            return {"type": self.type, "seat": self.seat, "amount": self.amount, "noticed": False}
        return {"type": self.type, "seat": self.seat, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Raise:
    """A raise to ``to``: the seat's total in front of it this round."""

    type: ClassVar[str] = "raise"
    seat: int
    to: int
    #: False: a wrong-size wager nobody noticed at once (UNDERRAISE-CORRECTION, PL-MISCOUNT).
    noticed: bool = True

    def __str__(self) -> str:
        return f"Seat {self.seat} raises to {self.to}"

    def to_dict(self) -> dict[str, Any]:
        if not self.noticed:
            return {"type": self.type, "seat": self.seat, "to": self.to, "noticed": False}
        return {"type": self.type, "seat": self.seat, "to": self.to}


@dataclass(frozen=True, slots=True)
class Chips:
    """Chips pushed out without a complete verbal action: one tuple of chip values per motion."""

    type: ClassVar[str] = "chips"
    seat: int
    motions: tuple[tuple[int, ...], ...]
    declared: str | None = None
    #: The player did not see that the bet he answered had been raised (UNDERCALL).
    unaware_of_raise: bool = False

    def __str__(self) -> str:
        said = f' saying "{self.declared}"' if self.declared else " silently"
        pushed = " then ".join("+".join(str(c) for c in motion) for motion in self.motions)
        unaware = ", unaware of the raise" if self.unaware_of_raise else ""
        return f"Seat {self.seat} pushes out {pushed}{said}{unaware}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": self.type,
            "seat": self.seat,
            "motions": [list(motion) for motion in self.motions],
        }
        if self.declared is not None:
            out["declared"] = self.declared
        if self.unaware_of_raise:
            out["unaware_of_raise"] = True
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
    """A hand turned face up; ``cards`` names the only cards shown when not all are."""

    type: ClassVar[str] = "show"
    seat: int
    cards: tuple[Card, ...] | None = None

    def __str__(self) -> str:
        if self.cards is not None:
            return f"Seat {self.seat} shows {' '.join(str(c) for c in self.cards)}"
        return f"Seat {self.seat} shows"

    def to_dict(self) -> dict[str, Any]:
        if self.cards is not None:
            return {"type": self.type, "seat": self.seat, "cards": [str(c) for c in self.cards]}
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


#: What a ``declare`` event that is not conditional may say: a wager whose amount is to come.
OPEN_DECLARATIONS: tuple[str, ...] = ("raise", "bet")


@dataclass(frozen=True, slots=True)
class Declare:
    """Words said before the action is complete: "raise" with the amount still to come, or
    (``conditional``) a statement about a future action, such as "if you bet, I raise"."""

    type: ClassVar[str] = "declare"
    seat: int
    declared: str
    conditional: bool = False

    def __str__(self) -> str:
        if self.conditional:
            return f'Seat {self.seat} says "{self.declared}"'
        return f'Seat {self.seat} says "{self.declared}" and has not yet named the amount'

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, "declared": self.declared}
        if self.conditional:
            out["conditional"] = True
        return out


@dataclass(frozen=True, slots=True)
class Count:
    """The seat to act asks for a count of the bet it faces and is told ``told`` (a total)."""

    type: ClassVar[str] = "count"
    seat: int
    told: int

    def __str__(self) -> str:
        return f"Seat {self.seat} asks for a count and is told {self.told}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "told": self.told}


@dataclass(frozen=True, slots=True)
class ForfeitUndercall:
    """The floor rules a seat's undercall forfeited (TDA 51-B): the ``amount`` it put out
    (less any change owed) goes into the pot, and the hand is folded."""

    type: ClassVar[str] = "forfeit_undercall"
    seat: int
    amount: int

    def __str__(self) -> str:
        return f"Seat {self.seat} forfeits his undercall of {self.amount} and folds"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class KillHand:
    """The dealer kills a seat's hand by mistake: pushes it into the muck, or fouls it past
    certain identification (PROTECT-HAND)."""

    type: ClassVar[str] = "kill_hand"
    seat: int

    def __str__(self) -> str:
        return f"The dealer kills seat {self.seat}'s hand by mistake"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class ClockExpired:
    """Time was called on the seat to act and ran out before it acted (CLOCK)."""

    type: ClassVar[str] = "clock_expired"
    seat: int

    def __str__(self) -> str:
        return f"Time runs out on seat {self.seat}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class AwayAtDeal:
    """A seat's player was away from his seat when the last hole card was dealt (AT-SEAT)."""

    type: ClassVar[str] = "away_at_deal"
    seat: int

    def __str__(self) -> str:
        return f"Seat {self.seat} was away from his seat when the deal was completed"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class AskToSee:
    """After the showdown, before the pot is pushed, ``seat`` asks to see the called hand
    of ``target``, thrown away face down (SHOWDOWN-ASK-TO-SEE)."""

    type: ClassVar[str] = "ask_to_see"
    seat: int
    target: int

    def __str__(self) -> str:
        return f"Seat {self.seat} asks to see seat {self.target}'s hand"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat, "target": self.target}


Event = (
    DealHole | Burn | Board | Boxed | Fold | Check | Call | Bet | Raise | Chips | Expose | Show
    | Muck | DeclareBoard | EndDeal | Notice | StubDropped | Declare | Count | NonstandardFound
    | ForfeitUndercall | KillHand | ClockExpired | AwayAtDeal | AskToSee | FouledDeck
    | WagerFound
)  # fmt: skip
DealerEvent = DealHole | Burn | Board | Boxed | EndDeal | StubDropped
BettingEvent = Fold | Check | Call | Bet | Raise

EVENT_TYPES: tuple[str, ...] = (
    "deal_hole", "burn", "board", "boxed", "fold", "check", "call", "bet", "raise", "chips",
    "expose", "show", "muck", "declare_board", "end_deal", "notice", "stub_dropped",
    "declare", "count", "nonstandard_found", "forfeit_undercall", "kill_hand", "clock_expired",
    "away_at_deal", "ask_to_see", "fouled_deck", "wager_found",
)  # fmt: skip

_FIELDS: dict[str, frozenset[str]] = {
    "deal_hole": frozenset({"exposed", "seat", "noticed", "nonstandard"}),
    "burn": frozenset({"noticed"}),
    "board": frozenset({"count", "noticed"}),
    "boxed": frozenset(),
    "fold": frozenset({"seat"}),
    "check": frozenset({"seat"}),
    "call": frozenset({"seat"}),
    "bet": frozenset({"seat", "amount", "noticed"}),
    "raise": frozenset({"seat", "to", "noticed"}),
    "chips": frozenset({"seat", "motions", "declared", "unaware_of_raise"}),
    "expose": frozenset({"seat", "card"}),
    "show": frozenset({"seat", "cards"}),
    "muck": frozenset({"seat"}),
    "declare_board": frozenset({"seat"}),
    "declare": frozenset({"seat", "declared", "conditional"}),
    "count": frozenset({"seat", "told"}),
    "end_deal": frozenset(),
    "notice": frozenset(),
    "stub_dropped": frozenset({"mixed"}),
    "nonstandard_found": frozenset({"seat"}),
    "forfeit_undercall": frozenset({"seat", "amount"}),
    "kill_hand": frozenset({"seat"}),
    "clock_expired": frozenset({"seat"}),
    "away_at_deal": frozenset({"seat"}),
    "ask_to_see": frozenset({"seat", "target"}),
    "fouled_deck": frozenset({"in_stub"}),
    "wager_found": frozenset({"seat"}),
}


def _int_field(raw: Mapping[str, Any], name: str, kind: str, minimum: int) -> int:
    if name not in raw:
        raise EventError(f"{kind} event needs {name!r}")
    value = raw[name]
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"{kind} event: {name!r} must be an integer, got {short_repr(value)}")
    if value < minimum:
        raise EventError(
            f"{kind} event: {name!r} must be at least {minimum}, got {short_repr(value)}"
        )
    if value > MAX_INTEGER:
        raise EventError(
            f"{kind} event: {name!r} must be at most {MAX_INTEGER} (MAX_INTEGER), got "
            f"{short_repr(value)}"
        )
    return value


#: The events that carry no field but their type, shared (events are frozen values): what
#: ``{"type": kind}`` reads as, for every such kind.
BARE_EVENTS: dict[str, Event] = {
    event.type: event
    for event in (DealHole(), Burn(), Boxed(), EndDeal(), Notice(), StubDropped(), FouledDeck())
}

_SeatEvent = (
    Fold | Check | Call | Muck | DeclareBoard | Show | NonstandardFound | KillHand | ClockExpired
    | AwayAtDeal
)  # fmt: skip

#: The events that carry only a seat, made once for the usual seat numbers.
_SEATED: dict[str, tuple[type[_SeatEvent], dict[int, _SeatEvent]]] = {
    cls.type: (cls, {seat: cls(seat) for seat in range(1, 11)})
    for cls in (
        Fold, Check, Call, Muck, DeclareBoard, Show, NonstandardFound, KillHand, ClockExpired,
        AwayAtDeal,
    )
}  # fmt: skip

#: Board turns of the usual sizes, made once.
_BOARDS: dict[int, Board] = {count: Board(count) for count in range(1, 6)}

#: The events that carry a seat and one integer: its field and smallest value.
_SEAT_AND_NUMBER: dict[str, tuple[str, int, type[Bet | Raise | Count | ForfeitUndercall]]] = {
    "bet": ("amount", 0, Bet),
    "raise": ("to", 0, Raise),
    "count": ("told", 1, Count),
    "forfeit_undercall": ("amount", 1, ForfeitUndercall),
}


#: Bets, raises and counts already read, shared (events are frozen values; making one costs
#: far more than finding it); emptied when it grows past a few thousand.
_NUMBERED: dict[tuple[str, int, int], Bet | Raise | Count | ForfeitUndercall] = {}


def parse_event(raw: Mapping[str, Any]) -> Event:
    """A typed event from its protocol dict; malformed input is an :class:`EventError`.

    The usual well-formed shapes (a bare type, a seat, a seat and an amount, a board count)
    are recognised at a glance; anything else goes through the full reading, which names
    what is wrong. (The glance, and the shared events it returns, save 9 % of a dict hand's
    instructions, benchmarks/count_instructions.py.)
    """
    if type(raw) is dict:
        kind = raw.get("type")
        if type(kind) is str:
            size = len(raw)
            if size == 1:
                bare = BARE_EVENTS.get(kind)
                if bare is not None:
                    return bare
            seat = raw.get("seat")
            if type(seat) is int and 1 <= seat <= MAX_INTEGER:
                if size == 2:
                    seated = _SEATED.get(kind)
                    if seated is not None:
                        made = seated[1].get(seat)
                        return made if made is not None else seated[0](seat)
                elif size == 3:
                    numbered = _SEAT_AND_NUMBER.get(kind)
                    if numbered is not None:
                        name, minimum, cls = numbered
                        value = raw.get(name)
                        if type(value) is int and minimum <= value <= MAX_INTEGER:
                            key = (kind, seat, value)
                            number = _NUMBERED.get(key)
                            if number is None:
                                if len(_NUMBERED) >= 4096:
                                    _NUMBERED.clear()
                                number = _NUMBERED[key] = cls(seat, value)
                            return number
            elif size == 2 and kind == "board":
                count = raw.get("count")
                if type(count) is int and 1 <= count <= MAX_INTEGER:
                    board = _BOARDS.get(count)
                    return board if board is not None else Board(count)
    return _parse_in_full(raw)


def _parse_in_full(raw: Mapping[str, Any]) -> Event:
    """Read an event field by field; the first thing wrong is an :class:`EventError`."""
    if not isinstance(raw, Mapping):
        raise EventError(f"an event is a JSON object, got {type(raw).__name__}")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise EventError(f"unknown event type {short_repr(kind)}; known: {', '.join(EVENT_TYPES)}")
    allowed = _FIELDS[kind]
    for key in raw:
        if key != "type" and key not in allowed:
            raise EventError(f"{kind} event: unknown field {short_repr(key)}")
    if kind == "deal_hole":
        exposed = raw.get("exposed", False)
        if not isinstance(exposed, bool):
            raise EventError(
                f"deal_hole event: 'exposed' must be true or false, got {short_repr(exposed)}"
            )
        seat = _int_field(raw, "seat", kind, 1) if "seat" in raw else None
        noticed = _noticed(raw, kind)
        if exposed and not noticed:
            raise EventError("deal_hole event: a card dealt face up is seen at once ('noticed')")
        nonstandard = raw.get("nonstandard", False)
        if not isinstance(nonstandard, bool):
            raise EventError(
                "deal_hole event: 'nonstandard' must be true or false, got "
                f"{short_repr(nonstandard)}"
            )
        if nonstandard and (exposed or not noticed):
            raise EventError(
                "deal_hole event: a 'nonstandard' card is pitched face down and found by its "
                "holder (nonstandard_found); it takes no 'exposed' or 'noticed'"
            )
        return DealHole(exposed=exposed, seat=seat, noticed=noticed, nonstandard=nonstandard)
    if kind == "burn":
        return Burn() if "noticed" not in raw else Burn(noticed=_noticed(raw, kind))
    if kind == "boxed":
        return Boxed()
    if kind == "board":
        return Board(count=_int_field(raw, "count", kind, 1), noticed=_noticed(raw, kind))
    if kind == "end_deal":
        return EndDeal()
    if kind == "notice":
        return Notice()
    if kind == "stub_dropped":
        return _parse_stub_dropped(raw)
    if kind == "fouled_deck":
        in_stub = raw.get("in_stub", False)
        if not isinstance(in_stub, bool):
            raise EventError(
                f"fouled_deck event: 'in_stub' must be true or false, got {short_repr(in_stub)}"
            )
        return FouledDeck(in_stub)
    seat = _int_field(raw, "seat", kind, 1)
    if kind == "fold":
        return Fold(seat)
    if kind == "check":
        return Check(seat)
    if kind == "call":
        return Call(seat)
    if kind == "bet":
        return Bet(seat, _int_field(raw, "amount", kind, 0), _noticed(raw, kind))
    if kind == "raise":
        return Raise(seat, _int_field(raw, "to", kind, 0), _noticed(raw, kind))
    if kind == "chips":
        return _parse_chips(raw, seat)
    if kind == "expose":
        try:
            card = parse_card(raw.get("card"))
        except CardError as error:
            raise EventError(f"expose event: {error}") from None
        return Expose(seat, card)
    if kind == "show":
        return _parse_show(raw, seat)
    if kind == "declare":
        return _parse_declare(raw, seat)
    if kind == "count":
        return Count(seat, _int_field(raw, "told", kind, 1))
    if kind == "forfeit_undercall":
        return ForfeitUndercall(seat, _int_field(raw, "amount", kind, 1))
    if kind == "muck":
        return Muck(seat)
    if kind == "nonstandard_found":
        return NonstandardFound(seat)
    if kind == "kill_hand":
        return KillHand(seat)
    if kind == "clock_expired":
        return ClockExpired(seat)
    if kind == "away_at_deal":
        return AwayAtDeal(seat)
    if kind == "wager_found":
        return WagerFound(seat)
    if kind == "ask_to_see":
        target = _int_field(raw, "target", kind, 1)
        if target == seat:
            raise EventError("ask_to_see event: a player asks to see another seat's hand")
        return AskToSee(seat, target)
    return DeclareBoard(seat)


def _noticed(raw: Mapping[str, Any], kind: str) -> bool:
    noticed = raw.get("noticed", True)
    if not isinstance(noticed, bool):
        raise EventError(
            f"{kind} event: 'noticed' must be true or false, got {short_repr(noticed)}"
        )
    return noticed


def _parse_stub_dropped(raw: Mapping[str, Any]) -> StubDropped:
    mixed = raw.get("mixed", [])
    if (
        not isinstance(mixed, list)
        or any(not isinstance(pile, str) or pile not in STUB_MIXES for pile in mixed)
        or len(set(mixed)) != len(mixed)
    ):
        raise EventError(
            f"stub_dropped event: 'mixed' must list distinct piles of {', '.join(STUB_MIXES)},"
            f" got {short_repr(mixed)}"
        )
    return StubDropped(tuple(mixed))


def _parse_show(raw: Mapping[str, Any], seat: int) -> Show:
    if "cards" not in raw:
        return Show(seat)
    listed = raw["cards"]
    if not isinstance(listed, list) or not listed:
        raise EventError("show event: 'cards' must be a non-empty list of cards")
    try:
        cards = tuple(parse_card(card) for card in listed)
    except CardError as error:
        raise EventError(f"show event: {error}") from None
    if len(set(cards)) != len(cards):
        raise EventError("show event: 'cards' names a card twice")
    return Show(seat, cards)


def _parse_declare(raw: Mapping[str, Any], seat: int) -> Declare:
    declared = raw.get("declared")
    if not isinstance(declared, str) or not declared.strip():
        raise EventError("declare event needs 'declared': the words said")
    conditional = raw.get("conditional", False)
    if not isinstance(conditional, bool):
        raise EventError(
            f"declare event: 'conditional' must be true or false, got {short_repr(conditional)}"
        )
    if not conditional and " ".join(declared.lower().split()) not in OPEN_DECLARATIONS:
        raise EventError(
            f"declare event: {short_repr(declared)} is not an open declaration ("
            + " or ".join(repr(w) for w in OPEN_DECLARATIONS)
            + "); a complete action is its own event"
        )
    return Declare(seat, declared, conditional)


def _parse_chips(raw: Mapping[str, Any], seat: int) -> Chips:
    motions_raw = raw.get("motions")
    if not isinstance(motions_raw, list) or not motions_raw:
        raise EventError("chips event: 'motions' must be a non-empty list of chip lists")
    motions: list[tuple[int, ...]] = []
    for index, motion in enumerate(motions_raw):
        if not isinstance(motion, list) or not motion:
            raise EventError(f"chips event: motions[{index}] must be a non-empty list of chips")
        for chip in motion:
            if isinstance(chip, bool) or not isinstance(chip, int) or not 1 <= chip <= MAX_INTEGER:
                raise EventError(f"chips event: motions[{index}] has a bad chip {short_repr(chip)}")
        motions.append(tuple(motion))
    declared = raw.get("declared")
    if declared is not None and not isinstance(declared, str):
        raise EventError(f"chips event: 'declared' must be text, got {short_repr(declared)}")
    unaware = raw.get("unaware_of_raise", False)
    if not isinstance(unaware, bool):
        raise EventError(
            f"chips event: 'unaware_of_raise' must be true or false, got {short_repr(unaware)}"
        )
    return Chips(seat, tuple(motions), declared, unaware)
