"""The canonical snapshot of a hand: the table in the protocol's JSON-able form.

Every decision of a protocol client reads a snapshot, so it is built cheaply: each part
(a card zone, the hole cards, the stacks, the pots, the rulings) is kept formatted beside a
copy of what it was formatted from, and reused while that source is unchanged; between two
events only the parts the event touched are formatted again. Each call still returns fresh
containers (only strings and integers are shared), so a caller may change its snapshot
freely. The hand is read through its attributes only, never changed.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from refdealer.betting import LegalActions
from refdealer.cards import TOKENS
from refdealer.pots import Pot, build_pots, single_pot
from refdealer.rulings import Ruling


class TableView(Protocol):
    """What the snapshot reads of a hand (:class:`refdealer.hand.Hand` has all of it)."""

    @property
    def phase(self) -> str: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def stub(self) -> list[Any]: ...  # top of the stub is the end
    @property
    def burns(self) -> list[Any]: ...
    @property
    def board(self) -> list[Any]: ...
    @property
    def out_of_play(self) -> list[Any]: ...
    @property
    def void(self) -> list[Any]: ...
    @property
    def muck(self) -> list[Any]: ...
    @property
    def exposed(self) -> list[Any]: ...
    @property
    def hole(self) -> Mapping[int, list[Any]]: ...
    @property
    def stacks(self) -> Mapping[int, int]: ...
    @property
    def bets(self) -> Mapping[int, int]: ...
    @property
    def committed(self) -> Mapping[int, int]: ...
    @property
    def payouts(self) -> Mapping[int, int]: ...
    @property
    def all_in(self) -> set[int]: ...
    @property
    def rulings(self) -> list[Ruling]: ...
    @property
    def setup(self) -> _HasButton: ...

    def live_seats(self) -> list[int]: ...
    def legal(self) -> LegalActions | None: ...


class _HasButton(Protocol):
    @property
    def button(self) -> int: ...


_token = TOKENS.__getitem__


def _tokens(cards: Iterable[int]) -> list[str]:
    return list(map(_token, cards))


class _Zone:
    """One card zone formatted, beside a copy of the cards it was formatted from."""

    __slots__ = ("cards", "tokens")

    def __init__(self) -> None:
        self.cards: list[Any] = []
        self.tokens: list[str] = []

    def read(self, cards: list[Any]) -> list[str]:
        if cards != self.cards:
            self.cards = cards[:]
            self.tokens = _tokens(cards)
        return self.tokens[:]


class _Stub:
    """The stub formatted top first; cards taken off the top only shorten the tokens."""

    __slots__ = ("cards", "tokens")

    def __init__(self) -> None:
        self.cards: list[Any] = []
        self.tokens: list[str] = []

    def read(self, stub: list[Any]) -> list[str]:
        left = len(stub)
        known = self.cards
        if left != len(known) or stub != known:
            if left < len(known) and stub == known[:left]:
                self.tokens = self.tokens[len(known) - left :]
            else:
                self.tokens = _tokens(reversed(stub))
            self.cards = stub[:]
        return self.tokens[:]


class _Seats:
    """Seat numbers in ascending order and their names as snapshot keys."""

    __slots__ = ("names", "seats")

    def __init__(self) -> None:
        self.seats: list[int] = []
        self.names: tuple[str, ...] = ()

    def names_of(self, seats: list[int]) -> tuple[str, ...]:
        if seats != self.seats:
            self.seats = seats
            self.names = tuple(map(str, seats))
        return self.names


class _SeatMap:
    """A seat -> integer mapping as ``{"seat": value}`` in ascending seat order."""

    __slots__ = ("out", "seats", "source")

    def __init__(self) -> None:
        self.source: dict[int, int] = {}
        self.out: dict[str, int] = {}
        self.seats = _Seats()

    def read(self, values: Mapping[int, int]) -> dict[str, int]:
        if values != self.source:
            self.source = dict(values)
            seats = sorted(values)
            self.out = dict(
                zip(self.seats.names_of(seats), map(values.__getitem__, seats), strict=True)
            )
        return self.out.copy()


class _Hole:
    """The hole cards of every seat, formatted in ascending seat order."""

    __slots__ = ("names", "seats", "source", "tokens")

    def __init__(self) -> None:
        self.source: dict[int, list[Any]] = {}
        self.seats = _Seats()
        self.names: tuple[str, ...] = ()
        self.tokens: list[list[str]] = []

    def read(self, hole: Mapping[int, list[Any]]) -> dict[str, list[str]]:
        if hole != self.source:
            self.source = {seat: cards[:] for seat, cards in hole.items()}
            seats = sorted(hole)
            self.names = self.seats.names_of(seats)
            self.tokens = [_tokens(hole[seat]) for seat in seats]
        return dict(zip(self.names, map(list.copy, self.tokens), strict=True))


#: The pot builder as written (a mutant dealer may patch ``build_pots`` of this module).
_BUILD_POTS = build_pots


class _Pots:
    """The pots as dicts, rebuilt only when the chips committed or who may win them change."""

    __slots__ = ("key", "pots")

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.pots: list[Pot] = []

    def read(
        self,
        build: Callable[[Mapping[int, int], Iterable[int], Iterable[int]], list[Pot]],
        committed: Mapping[int, int],
        live: list[int],
        all_in: set[int],
    ) -> list[dict[str, object]]:
        key = self.key
        if (
            key is None
            or key[0] is not build
            or key[1] != committed
            or key[2] != live
            or key[3] != all_in
        ):
            self.pots = build(committed, live, all_in)
            self.key = (build, dict(committed), live[:], set(all_in))
        return [pot.to_dict() for pot in self.pots]


class _Rulings:
    """Every ruling of the hand as dicts; the list only grows, so new ones are appended."""

    __slots__ = ("out", "source")

    def __init__(self) -> None:
        self.source: list[Ruling] = []
        self.out: list[dict[str, Any]] = []

    def read(self, rulings: Sequence[Ruling]) -> list[dict[str, Any]]:
        known = len(self.source)
        if len(rulings) != known or rulings != self.source:
            if len(rulings) > known and rulings[:known] == self.source:
                self.out.extend(r.to_dict() for r in rulings[known:])
            else:
                self.out = [r.to_dict() for r in rulings]
            self.source = list(rulings)
        return list(map(dict.copy, self.out))


class _Parts:
    """The formatted parts of one hand's last snapshot."""

    __slots__ = (
        "bets",
        "board",
        "burns",
        "exposed",
        "hole",
        "muck",
        "out_of_play",
        "payouts",
        "pots",
        "rulings",
        "stacks",
        "stub",
        "void",
    )  # fmt: skip

    def __init__(self) -> None:
        self.stub = _Stub()
        self.burns = _Zone()
        self.board = _Zone()
        self.out_of_play = _Zone()
        self.void = _Zone()
        self.muck = _Zone()
        self.exposed = _Zone()
        self.hole = _Hole()
        self.stacks = _SeatMap()
        self.bets = _SeatMap()
        self.payouts = _SeatMap()
        self.pots = _Pots()
        self.rulings = _Rulings()


#: id(hand) -> a weak reference to the hand and its parts (dropped when the hand goes).
_PARTS: dict[int, tuple[weakref.ref[Any], _Parts]] = {}


def _parts_of(hand: TableView) -> _Parts:
    key = id(hand)
    entry = _PARTS.get(key)
    if entry is not None and entry[0]() is hand:
        return entry[1]
    parts = _Parts()
    with contextlib.suppress(TypeError):  # a table that cannot be weakly referenced
        _PARTS[key] = (weakref.ref(hand, _forget(key)), parts)
    return parts


def _forget(key: int) -> Callable[[weakref.ref[Any]], None]:
    def forget(ref: weakref.ref[Any]) -> None:
        entry = _PARTS.get(key)
        if entry is not None and entry[0] is ref:
            del _PARTS[key]

    return forget


def pots(hand: TableView) -> list[dict[str, object]]:
    """The pots as they stand, every committed chip included (empty once awarded)."""
    return _pots(hand, _parts_of(hand))


def _pots(hand: TableView, parts: _Parts) -> list[dict[str, object]]:
    if hand.phase == "complete":
        return []
    all_in = hand.all_in
    if not all_in and build_pots is _BUILD_POTS:  # the usual case, cheaper than any cache
        return [single_pot(hand.committed, hand.live_seats()).to_dict()]
    return parts.pots.read(build_pots, hand.committed, hand.live_seats(), all_in)


def snapshot(hand: TableView) -> dict[str, Any]:
    """The table in the canonical JSON-able form of the protocol."""
    parts = _parts_of(hand)
    legal = hand.legal()
    return {
        "phase": hand.phase,
        "button": hand.setup.button,
        "to_act": hand.to_act,
        "stub": parts.stub.read(hand.stub),
        "burns": parts.burns.read(burns) if (burns := hand.burns) else [],
        "board": parts.board.read(board) if (board := hand.board) else [],
        "out_of_play": parts.out_of_play.read(out) if (out := hand.out_of_play) else [],
        "void": parts.void.read(void) if (void := hand.void) else [],
        "muck": parts.muck.read(muck) if (muck := hand.muck) else [],
        "hole": parts.hole.read(hand.hole),
        "exposed": parts.exposed.read(exposed) if (exposed := hand.exposed) else [],
        "stacks": parts.stacks.read(hand.stacks),
        "bets": parts.bets.read(hand.bets),
        "pots": _pots(hand, parts),
        "legal": legal.to_dict() if legal is not None else None,
        "rulings": parts.rulings.read(hand.rulings),
        "payouts": parts.payouts.read(hand.payouts),
    }
