"""The protocol's sessions over a library that keeps a table across hands (issue 27).

Some libraries move the button, pick the blinds and skip a seat with no chips between hands
by their own rules; that is where their bugs hide, so a session on them asks the library
where each hand goes (:meth:`LibrarySession._library_places`) and never decides it. What the
library has no notion of is kept here as plain bookkeeping: the players' names, the blind
schedule and the level announced for the next hand, the chips brought to and taken from the
table, and the places of the players a hand leaves without chips (by their stacks at its
start, the order MULTIPLE-BUSTS ranks them in).

Players away from the table (``sit_out``, ``come_back``, ``post``) are the capability
``sitting-out``, which such a library does not have: they are refused with ``NOT_MODELLED``.
So is a ``leave`` said during a hand (the capability ``leaving-mid-hand``): such a library
seats and unseats players between hands only.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from refdealer.engines.table import HAND_EVENTS, LibraryAdapter, Refused
from refdealer.errors import EventError
from refdealer.options import resolve_options
from refdealer.session.events import (
    SESSION_EVENT_TYPES,
    ComeBack,
    Join,
    Leave,
    MoveIn,
    NewLevel,
    NextHand,
    PostBlinds,
    SessionEvent,
    SitOut,
    parse_session_event,
)
from refdealer.session.setup import Level, SessionSetup, parse_session

MAX_SEAT = 10


@dataclass(frozen=True, slots=True)
class Places:
    """Where the library puts a hand: its button, its blinds (``small_blind`` ``None``: no
    small blind) and the seats it deals in."""

    button: int
    small_blind: int | None
    big_blind: int
    dealt_in: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """The snapshot's ``next``: a library posts no blinds from outside the blinds, and
        has no straddle or kill (it declares neither ``straddles`` nor ``kill-pots``)."""
        return {
            "button": self.button,
            "dead_button": self.button not in self.dealt_in,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "dealt_in": list(self.dealt_in),
            "posts": [],
            "straddle": None,
            "kill": None,
        }


@dataclass(slots=True)
class Bookkeeping:
    """What the table remembers that the library does not."""

    setup: SessionSetup
    players: dict[int, str]
    level_index: int = 0
    level_due: int | None = None
    hands: int = 0
    brought: int = 0
    taken: int = 0
    last: Places | None = None
    #: The stacks of the seats dealt in at the start of the hand under way (or the last).
    started_with: dict[int, int] | None = None
    #: Whether the last hand's busts have been counted.
    settled: bool = True
    busted: list[dict[str, Any]] | None = None

    @property
    def level(self) -> Level:
        return self.setup.levels[self.level_index]


def clockwise_after(seat: int) -> list[int]:
    """Every seat after ``seat``, clockwise, ending with ``seat``."""
    return [(seat + step - 1) % MAX_SEAT + 1 for step in range(1, MAX_SEAT + 1)]


class LibrarySession(LibraryAdapter):
    """A library adapter that also opens sessions; a subclass answers the ``_library_*``
    hooks from the library's own table."""

    #: Why the library cannot let a player sit out or post to come in (``NOT_MODELLED``).
    NO_SITTING_OUT = "no player can sit out or post to come in"

    def __init__(self) -> None:
        super().__init__()
        self.book: Bookkeeping | None = None

    # -- the protocol --------------------------------------------------------------------

    def start(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """A hand on its own: any session is closed."""
        self.book = None
        return super().start(raw)

    def session(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Open a session: the library's table seated, no hand dealt yet."""
        setup = parse_session(raw)
        game = raw.get("game", "no-limit")
        if game not in self.GAMES:
            raise ValueError(f"game: {self.ENGINE} does not play {game}")
        defaults = resolve_options(setup.profile, {})
        for name, value in dict(raw.get("house") or {}).items():
            played = self.OPTIONS.get(name, (defaults.get(name),))
            if value not in played:
                raise ValueError(f"house.{name}: {self.ENGINE} does not model {name} = {value!r}")
        if "antes" not in self.CAPABILITIES:
            for index, level in enumerate(setup.levels):
                if level.ante:
                    raise ValueError(f"levels[{index}].ante: {self.ENGINE} has no antes")
        self._clear_hand()
        self.book = Bookkeeping(
            setup, dict(setup.players), brought=sum(setup.stacks.values()), busted=[]
        )
        self._library_open(setup)
        return {"rulings": []}

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        book = self.book
        if book is None:
            return super().apply(event)
        kind = event.get("type") if isinstance(event, Mapping) else None
        try:
            if not isinstance(kind, str):
                raise Refused("MALFORMED_EVENT", "an event needs a type")
            if kind in SESSION_EVENT_TYPES and kind in _LIBRARY_EVENTS:
                self._between_hands(book, _parsed(event))
            elif kind in HAND_EVENTS:
                if self.setup is None:
                    raise Refused("NO_HAND", "no hand has been dealt in this session")
                self._apply(event)
                self._count_busts(book)
            else:
                raise Refused("NOT_MODELLED", f"{self.ENGINE} has no {kind} event")
        except Refused as refused:
            return {"accepted": False, "reason": refused.reason, "message": refused.message}
        return {"accepted": True, "rulings": []}

    def snapshot(self) -> dict[str, Any]:
        book = self.book
        if book is None:
            return super().snapshot()
        table = super().snapshot() if self.setup is not None else {}
        table["session"] = self._session_snapshot(book)
        return table

    # -- between hands -------------------------------------------------------------------

    def in_hand(self) -> bool:
        """Whether a hand is under way (dealt and not over)."""
        return self.setup is not None and self.phase() != "complete"

    def _between_hands(self, book: Bookkeeping, event: SessionEvent) -> None:
        if isinstance(event, NewLevel):
            due = book.level_index + 1
            if book.level_due is not None or due >= len(book.setup.levels):
                raise Refused("NO_MORE_LEVELS", "no further level of the schedule to announce")
            book.level_due = due
            return
        if isinstance(event, SitOut | ComeBack | PostBlinds):
            raise Refused("NOT_MODELLED", f"{self.ENGINE}: {self.NO_SITTING_OUT}")
        if self.in_hand():
            if isinstance(event, Leave):
                raise Refused("NOT_MODELLED", f"{self.ENGINE} unseats a player between hands only")
            raise Refused("HAND_IN_PROGRESS", "a hand is under way; that waits until it is over")
        if isinstance(event, NextHand):
            self._next_hand(book, event)
        elif isinstance(event, Join | MoveIn):
            seat = event.seat if isinstance(event, Join) else self._balancing_seat(book)
            if seat is None:
                raise Refused("TABLE_FULL", "every seat is taken")
            if seat in book.players:
                raise Refused("SEAT_TAKEN", f"seat {seat} has a player")
            self._library_seat(seat, event.stack)
            book.players[seat] = event.player or f"Seat {seat}"
            book.brought += event.stack
        else:
            assert isinstance(event, Leave)
            if event.seat not in book.players:
                raise Refused("SEAT_EMPTY", f"seat {event.seat} has no player")
            book.taken += self._library_chips()[event.seat]
            self._library_unseat(event.seat)
            del book.players[event.seat]

    def _next_level(self, book: Bookkeeping) -> Level:
        return book.setup.levels[book.level_due if book.level_due is not None else book.level_index]

    def _next_hand(self, book: Bookkeeping, event: NextHand) -> None:
        level = self._next_level(book)
        places = self._library_places(level)
        if places is None:
            raise Refused("NOT_ENOUGH_PLAYERS", "fewer than two players can be dealt in")
        chips = self._library_chips()
        setup: dict[str, Any] = {
            **book.setup.hand_fields,
            "blinds": list(level.blinds),
            "ante": level.ante,
            "seats": {str(seat): chips[seat] for seat in places.dealt_in},
            "button": places.button,
            "deck": [str(card) for card in event.deck],
        }
        if event.reshuffles:
            setup["reshuffles"] = [[str(card) for card in order] for order in event.reshuffles]
        LibraryAdapter.start(self, setup)  # the library deals the hand where it said it would
        if book.level_due is not None:
            book.level_index, book.level_due = book.level_due, None
        book.hands += 1
        book.last = places
        book.started_with = {seat: chips[seat] for seat in places.dealt_in}
        book.settled = False
        self._count_busts(book)

    def _balancing_seat(self, book: Bookkeeping) -> int | None:
        """The empty seat that posts the big blind soonest as the library moves it: the first
        after the last big blind (before any hand, after the first hand's small blind)."""
        if book.last is not None:
            after = book.last.big_blind
        else:
            first = self._library_places(book.level)
            after = first.small_blind or first.button if first is not None else book.setup.button
        return next((s for s in clockwise_after(after) if s not in book.players), None)

    def _count_busts(self, book: Bookkeeping) -> None:
        """When a hand is over, the players it left without chips are out (their seats empty),
        placed by their stacks at its start: the larger finishes higher, equal ones tie."""
        if book.settled or self.in_hand() or book.started_with is None:
            return
        book.settled = True
        chips = self._library_chips()
        out = {seat: start for seat, start in book.started_with.items() if chips.get(seat, 0) == 0}
        left = len(book.players) - len(out)
        places = {
            seat: left + 1 + sum(1 for other in out.values() if other > start)
            for seat, start in out.items()
        }
        assert book.busted is not None
        for seat in sorted(out, key=lambda s: (-places[s], s)):
            name = book.players.pop(seat)
            book.busted.append(
                {"seat": seat, "player": name, "started_with": out[seat], "place": places[seat]}
            )

    # -- the snapshot --------------------------------------------------------------------

    def _session_snapshot(self, book: Bookkeeping) -> dict[str, Any]:
        in_hand = self.in_hand()
        chips = self._library_chips()
        hand_stacks = self._engine_stacks() if in_hand else {}
        seats: dict[str, Any] = {}
        for seat, name in sorted(book.players.items()):
            playing = seat in hand_stacks
            seats[str(seat)] = {
                "player": name,
                "stack": hand_stacks[seat] if playing else chips.get(seat, 0),
                "state": "in_hand" if playing else "playing",
                "owes": {"live": 0, "dead": 0},
            }
        last = book.last
        upcoming = None if in_hand else self._library_places(self._next_level(book))
        small, big = book.level.blinds
        return {
            "hands": book.hands,
            "level": book.level_index + 1,
            "blinds": [small, big],
            "ante": book.level.ante,
            "level_due": None if book.level_due is None else book.level_due + 1,
            "in_hand": in_hand,
            "button": last.button if last else None,
            "dead_button": last is not None and last.button not in last.dealt_in,
            "small_blind": last.small_blind if last else None,
            "big_blind": last.big_blind if last else None,
            "seats": seats,
            "next": upcoming.to_dict() if upcoming is not None else None,
            "busted": [dict(bust) for bust in book.busted or ()],
            "chips": {"brought": book.brought, "taken": book.taken},
        }

    # -- the library's side --------------------------------------------------------------

    @abstractmethod
    def _library_open(self, setup: SessionSetup) -> None:
        """Seat the session's players in the library, the first hand's button where the
        session puts it."""

    @abstractmethod
    def _library_places(self, level: Level) -> Places | None:
        """Where the library will put the next hand at ``level``'s blinds (``None``: it
        deals no hand), asked of the library without changing its table."""

    @abstractmethod
    def _library_chips(self) -> dict[int, int]:
        """The chips of every seat the library holds between hands (0: empty or busted)."""

    @abstractmethod
    def _library_seat(self, seat: int, stack: int) -> None:
        """A player takes the empty ``seat`` with ``stack`` chips."""

    @abstractmethod
    def _library_unseat(self, seat: int) -> None:
        """The player of ``seat`` leaves with his chips."""


#: The events between hands these adapters take; the others (a straddle, the floor's) are
#: refused NOT_MODELLED as any event the library does not know.
_LIBRARY_EVENTS = frozenset(
    kind.type for kind in (NextHand, Join, MoveIn, Leave, NewLevel, SitOut, ComeBack, PostBlinds)
)


def _parsed(event: Mapping[str, Any]) -> SessionEvent:
    try:
        return parse_session_event(event)
    except EventError as error:
        raise Refused("MALFORMED_EVENT", str(error)) from None
