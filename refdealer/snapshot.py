"""The canonical snapshot of a hand: the table in the protocol's JSON-able form.

Every decision of a protocol client reads a snapshot, so it is built cheaply: each part
(a card zone, the hole cards, the stacks, the pots, the rulings) is kept formatted beside a
copy of what it was formatted from, and reused while that source is unchanged; between two
events only the parts the event touched are formatted again. Each call still returns new
containers (only strings and integers are shared), so a caller may change its snapshot
freely: engines built on the reference dealer do. Each part's cache is replaced whole, never
changed in place, so snapshots taken at once from two threads stay right. The hand is read
through its attributes only, never changed.
"""

from __future__ import annotations

import contextlib
import functools
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from refdealer.betting import LegalActions
from refdealer.cards import TOKENS
from refdealer.pots import Pot, build_pots, single_pot_dict
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
    def dead(self) -> Mapping[int, int]: ...
    @property
    def payouts(self) -> Mapping[int, int]: ...
    @property
    def all_in(self) -> set[int]: ...
    @property
    def folded(self) -> set[int]: ...
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

    __slots__ = ("state",)

    def __init__(self) -> None:
        #: (the cards, their tokens), replaced as a whole (a reader never sees half of it)
        self.state: tuple[list[Any], list[str]] = ([], [])

    def read(self, cards: list[Any]) -> list[str]:
        known, tokens = self.state
        if cards != known:
            tokens = _tokens(cards)
            self.state = (cards[:], tokens)
        return [*tokens]


class _Stub:
    """The stub formatted top first; cards taken off the top only shorten the tokens."""

    __slots__ = ("state",)

    def __init__(self) -> None:
        self.state: tuple[list[Any], list[str]] = ([], [])

    def read(self, stub: list[Any]) -> list[str]:
        known, tokens = self.state
        left = len(stub)
        if left != len(known) or stub != known:
            if left < len(known) and stub == known[:left]:
                tokens = tokens[len(known) - left :]
            else:
                tokens = _tokens(reversed(stub))
            self.state = (stub[:], tokens)
        return [*tokens]


def _seat_pairs(seats: Iterable[int]) -> tuple[tuple[int, str], ...]:
    """Each seat with its name as a snapshot key, in ascending seat order."""
    return tuple((seat, str(seat)) for seat in sorted(seats))


def _by_pairs(values: Mapping[int, int], pairs: tuple[tuple[int, str], ...]) -> dict[str, int]:
    return {name: values[seat] for seat, name in pairs}


class _SeatMap:
    """A seat -> integer mapping as ``{"seat": value}`` in ascending seat order."""

    __slots__ = ("state",)

    def __init__(self) -> None:
        #: (the mapping, its seats and names, the snapshot's form), replaced as a whole
        self.state: tuple[dict[int, int], tuple[tuple[int, str], ...], dict[str, int]] = (
            {}, (), {},
        )  # fmt: skip

    def read(self, values: Mapping[int, int]) -> dict[str, int]:
        source, pairs, out = self.state
        if values != source:
            if len(pairs) != len(values):
                pairs = _seat_pairs(values)
            try:  # the same number of seats, all found: the same seats
                out = _by_pairs(values, pairs)
            except KeyError:
                pairs = _seat_pairs(values)
                out = _by_pairs(values, pairs)
            self.state = (dict(values), pairs, out)
        return out.copy()


class _Hole:
    """The hole cards of every seat, formatted in ascending seat order, seat by seat."""

    __slots__ = ("state",)

    def __init__(self) -> None:
        #: (a copy of the hole cards, seat -> (cards, tokens), seats and names, the maker of
        #: the form for those names, each seat's tokens in that order)
        self.state: tuple[
            dict[int, list[Any]],
            dict[int, tuple[list[Any], list[str]]],
            tuple[tuple[int, str], ...],
            Callable[[tuple[list[str], ...]], dict[str, list[str]]],
            tuple[list[str], ...],
        ] = ({}, {}, (), _hole_maker(()), ())

    def read(self, hole: Mapping[int, list[Any]]) -> dict[str, list[str]]:
        source, by_seat, pairs, maker, tokens = self.state
        if hole != source:
            if len(pairs) != len(hole) or any(seat not in hole for seat, _ in pairs):
                pairs = _seat_pairs(hole)
                maker = _hole_maker(tuple(name for _, name in pairs))
            fresh: dict[int, tuple[list[Any], list[str]]] = {}
            for seat, _name in pairs:
                cards = hole[seat]
                known = by_seat.get(seat)
                if known is None or known[0] != cards:
                    known = (cards[:], _tokens(cards))
                fresh[seat] = known
            tokens = tuple(fresh[seat][1] for seat, _ in pairs)
            source = {seat: cards[:] for seat, cards in hole.items()}
            self.state = (source, fresh, pairs, maker, tokens)
        return maker(tokens)


@functools.lru_cache(maxsize=256)
def _hole_maker(names: tuple[str, ...]) -> Callable[[tuple[list[str], ...]], dict[str, list[str]]]:
    """A function making ``{name: a new copy of its tokens}`` for these seat names, in order.

    It is a dict display written out for the names: the dict is made at its final size,
    where a loop grows it step by step (for six seats the display costs half as much). The
    names are seat numbers as text, so the source is only digits, quotes and brackets
    (any other names get a plain loop).
    """
    if not all(name.isascii() and name.isdigit() for name in names):  # never for a Hand

        def plain(tokens: tuple[list[str], ...]) -> dict[str, list[str]]:
            return {name: [*cards] for name, cards in zip(names, tokens, strict=True)}

        return plain
    items = ", ".join(f"{name!r}: [*tokens[{index}]]" for index, name in enumerate(names))
    made: Callable[[tuple[list[str], ...]], dict[str, list[str]]] = eval(
        f"lambda tokens: {{{items}}}", {}
    )
    return made


#: The pot builder as written (a mutant dealer may patch ``build_pots`` of this module).
_BUILD_POTS = build_pots


class _Pots:
    """The pots as dicts, rebuilt only when the chips committed or who may win them change.

    Who may win is the live seats, the seating order less the folded seats, so the folded
    seats stand for them in the comparison.
    """

    __slots__ = ("state",)

    def __init__(self) -> None:
        #: (committed, folded, all in, the builder, the pots as dicts), replaced as a whole
        self.state: tuple[dict[int, int], set[int], set[int], object, list[dict[str, Any]]]
        self.state = ({}, set(), set(), None, [])

    def read(self, hand: TableView) -> list[dict[str, object]]:
        committed, folded, all_in = hand.committed, hand.folded, hand.all_in
        build = build_pots
        known_committed, known_folded, known_all_in, known_build, out = self.state
        if (
            committed != known_committed
            or folded != known_folded
            or all_in != known_all_in
            or build is not known_build
        ):
            if not all_in and build is _BUILD_POTS:  # nobody all in: a single pot
                out = [single_pot_dict(committed, hand.live_seats())]
            else:
                pots: list[Pot] = build(committed, hand.live_seats(), all_in, hand.dead)
                out = [pot.to_dict() for pot in pots]
            self.state = (dict(committed), set(folded), set(all_in), build, out)
        return [{"amount": pot["amount"], "eligible": [*pot["eligible"]]} for pot in out]


class _Rulings:
    """Every ruling of the hand as dicts; the list only grows, so only new ones are made."""

    __slots__ = ("state",)

    def __init__(self) -> None:
        #: (the rulings, as dicts), replaced as a whole
        self.state: tuple[list[Ruling], list[dict[str, Any]]] = ([], [])

    def read(self, rulings: Sequence[Ruling]) -> list[dict[str, Any]]:
        source, out = self.state
        known = len(source)
        if len(rulings) != known or rulings != source:
            if len(rulings) > known and rulings[:known] == source:
                out = out + [r.to_dict() for r in rulings[known:]]
            else:
                out = [r.to_dict() for r in rulings]
            self.state = (list(rulings), out)
        return list(map(dict.copy, out))


class _Parts:
    """The formatted parts of one hand's last snapshot."""

    __slots__ = (
        "bets", "board", "burns", "exposed", "hole", "muck", "out_of_play", "payouts",
        "pots", "rulings", "stacks", "stub", "void",
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
    if hand.phase == "complete":
        return []
    return _parts_of(hand).pots.read(hand)


def snapshot(hand: TableView) -> dict[str, Any]:
    """The table in the canonical JSON-able form of the protocol (new containers each call)."""
    parts = _parts_of(hand)
    legal = hand.legal()
    phase = hand.phase
    legal_dict = None
    if legal is not None:  # LegalActions.to_dict, without the call
        legal_dict = {
            "fold": legal.fold,
            "check": legal.check,
            "call": legal.call,
            "min_raise_to": legal.min_raise_to,
            "max_raise_to": legal.max_raise_to,
        }
    return {
        "phase": phase,
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
        "pots": [] if phase == "complete" else parts.pots.read(hand),
        "legal": legal_dict,
        "rulings": parts.rulings.read(hand.rulings),
        "payouts": parts.payouts.read(hand.payouts),
    }
