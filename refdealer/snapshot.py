"""The canonical snapshot of a hand: the table in the protocol's JSON-able form.

Every decision of a protocol client reads a snapshot, so it is built cheaply: each part
(the stub, the other card zones, the hole cards, the stacks and bets, the pots, the
rulings) is kept formatted beside a copy of what it was formatted from, and reused while
that source is unchanged. Parts are compared in groups (the six small card zones in one
comparison, the three seat maps in another), so a snapshot after an event that moved
nothing costs a few comparisons and the copies; only what an event changed is formatted
again. Each call still returns new containers (only strings and integers are shared), so
a caller may change its snapshot freely: engines built on the reference dealer do. Each
part's cache is replaced whole, never changed in place, so snapshots taken at once from two
threads stay right. The hand is read through its attributes only, never changed.
"""

from __future__ import annotations

import contextlib
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
_copy = list.copy


def _tokens(cards: Iterable[int]) -> list[str]:
    return list(map(_token, cards))


Zones = tuple[list[Any], list[Any], list[Any], list[Any], list[Any], list[Any]]
SeatPairs = tuple[tuple[int, str], ...]


def _seat_pairs(seats: Iterable[int]) -> SeatPairs:
    """Each seat with its name as a snapshot key, in ascending seat order."""
    return tuple((seat, str(seat)) for seat in sorted(seats))


def _seat_map(values: Mapping[int, int], pairs: SeatPairs) -> tuple[SeatPairs, dict[str, int]]:
    """``values`` as ``{"seat": value}`` in ascending seat order, and the seat pairs used
    (``pairs`` again when ``values`` has the same seats)."""
    if len(pairs) == len(values):
        try:  # the same number of seats, all found: the same seats
            return pairs, {name: values[seat] for seat, name in pairs}
        except KeyError:
            pass
    pairs = _seat_pairs(values)
    return pairs, {name: values[seat] for seat, name in pairs}


#: The pot builder as written (a mutant dealer may patch ``build_pots`` of this module).
_BUILD_POTS = build_pots


class _Parts:
    """The formatted parts of one hand's last snapshot, each beside a copy of its source.

    Every attribute is one tuple, replaced as a whole (a reader never sees half of one).
    """

    __slots__ = ("chips", "hole", "pots", "rulings", "stub", "zones")

    def __init__(self) -> None:
        #: (the stub, its tokens top first)
        self.stub: tuple[list[Any], list[str]] = ([], [])
        #: (burns, board, out of play, void, muck, exposed; each zone's tokens)
        self.zones: tuple[Zones, tuple[list[str], ...]] = (
            ([], [], [], [], [], []), ([], [], [], [], [], []),
        )  # fmt: skip
        #: (the hole cards, seat -> (cards, tokens), the seats and names, the names, tokens)
        self.hole: tuple[
            dict[int, list[Any]],
            dict[int, tuple[list[Any], list[str]]],
            SeatPairs,
            tuple[str, ...],
            tuple[list[str], ...],
        ] = ({}, {}, (), (), ())
        #: (stacks, bets, payouts; the seat pairs of each; the three as snapshot dicts)
        self.chips: tuple[
            tuple[dict[int, int], dict[int, int], dict[int, int]],
            tuple[SeatPairs, SeatPairs, SeatPairs],
            tuple[dict[str, int], dict[str, int], dict[str, int]],
        ] = (({}, {}, {}), ((), (), ()), ({}, {}, {}))
        #: ((committed, folded, all in), the builder, the pots as (amount, eligible))
        self.pots: tuple[
            tuple[dict[int, int], set[int], set[int]], object, tuple[tuple[Any, list[Any]], ...]
        ] = (({}, set(), set()), None, ())
        #: (the rulings, as dicts)
        self.rulings: tuple[list[Ruling], list[dict[str, Any]]] = ([], [])


def _stub_tokens(parts: _Parts, stub: list[Any]) -> list[str]:
    """The stub's tokens top first (cards taken off the top only shorten the last ones)."""
    known, tokens = parts.stub
    left = len(stub)
    if left < len(known) and stub == known[:left]:
        tokens = tokens[len(known) - left :]
    else:
        tokens = _tokens(reversed(stub))
    parts.stub = (stub[:], tokens)
    return tokens


def _zone_tokens(parts: _Parts, zones: Zones) -> tuple[list[str], ...]:
    """The tokens of the six small zones; only the zones that changed are formatted."""
    known, tokens = parts.zones
    fresh = tuple(
        tokens[i] if cards == known[i] else _tokens(cards) for i, cards in enumerate(zones)
    )
    copies = tuple(cards[:] for cards in zones)
    parts.zones = (copies, fresh)  # type: ignore[assignment]
    return fresh


def _hole_tokens(
    parts: _Parts, hole: Mapping[int, list[Any]]
) -> tuple[tuple[str, ...], tuple[list[str], ...]]:
    """The names and hole-card tokens of every seat in ascending seat order, seat by seat."""
    _source, by_seat, pairs, names, _tokens_of = parts.hole
    if len(pairs) != len(hole) or any(seat not in hole for seat, _ in pairs):
        pairs = _seat_pairs(hole)
        names = tuple(name for _, name in pairs)
    fresh: dict[int, tuple[list[Any], list[str]]] = {}
    for seat, _name in pairs:
        cards = hole[seat]
        known = by_seat.get(seat)
        if known is None or known[0] != cards:
            known = (cards[:], _tokens(cards))
        fresh[seat] = known
    tokens = tuple(fresh[seat][1] for seat, _ in pairs)
    parts.hole = ({seat: cards[:] for seat, cards in hole.items()}, fresh, pairs, names, tokens)
    return names, tokens


def _chip_maps(
    parts: _Parts, maps: tuple[Mapping[int, int], Mapping[int, int], Mapping[int, int]]
) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """Stacks, bets and payouts as snapshot dicts; only the maps that changed are rebuilt."""
    known, pairs, outs = parts.chips
    fresh_pairs: list[SeatPairs] = []
    fresh_outs: list[dict[str, int]] = []
    for i, values in enumerate(maps):
        if values == known[i]:
            fresh_pairs.append(pairs[i])
            fresh_outs.append(outs[i])
        else:
            made_pairs, out = _seat_map(values, pairs[i])
            fresh_pairs.append(made_pairs)
            fresh_outs.append(out)
    made = (fresh_outs[0], fresh_outs[1], fresh_outs[2])
    parts.chips = (
        (dict(maps[0]), dict(maps[1]), dict(maps[2])),
        (fresh_pairs[0], fresh_pairs[1], fresh_pairs[2]),
        made,
    )
    return made


def _pot_parts(parts: _Parts, hand: TableView) -> tuple[tuple[Any, list[Any]], ...]:
    """The pots as (amount, eligible), rebuilt only when the chips committed or who may win
    them change. Who may win is the live seats, the seating order less the folded seats, so
    the folded seats stand for them in the comparison."""
    committed, folded, all_in = hand.committed, hand.folded, hand.all_in
    build = build_pots
    source, known_build, out = parts.pots
    if (committed, folded, all_in) != source or build is not known_build:
        if not all_in and build is _BUILD_POTS:  # nobody all in: a single pot
            pot = single_pot_dict(committed, hand.live_seats())
            out = ((pot["amount"], pot["eligible"]),)  # type: ignore[assignment]
        else:
            pots: list[Pot] = build(committed, hand.live_seats(), all_in)
            made = [pot.to_dict() for pot in pots]
            out = tuple((pot["amount"], pot["eligible"]) for pot in made)  # type: ignore[misc]
        parts.pots = ((dict(committed), set(folded), set(all_in)), build, out)
    return out


def _ruling_dicts(parts: _Parts, rulings: Sequence[Ruling]) -> list[dict[str, Any]]:
    """Every ruling of the hand as dicts; the list only grows, so only new ones are made."""
    source, out = parts.rulings
    known = len(source)
    if len(rulings) > known and rulings[:known] == source:
        out = out + [r.to_dict() for r in rulings[known:]]
    else:
        out = [r.to_dict() for r in rulings]
    parts.rulings = (list(rulings), out)
    return out


#: id(hand) -> a weak reference to the hand and its parts (dropped when the hand goes).
_PARTS: dict[int, tuple[weakref.ref[Any], _Parts]] = {}


def _new_parts(hand: TableView) -> _Parts:
    key = id(hand)
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


def _parts_of(hand: TableView) -> _Parts:
    entry = _PARTS.get(id(hand))
    if entry is not None and entry[0]() is hand:
        return entry[1]
    return _new_parts(hand)


def pots(hand: TableView) -> list[dict[str, object]]:
    """The pots as they stand, every committed chip included (empty once awarded)."""
    if hand.phase == "complete":
        return []
    return [
        {"amount": amount, "eligible": eligible[:]}
        for amount, eligible in _pot_parts(_parts_of(hand), hand)
    ]


def snapshot(hand: TableView) -> dict[str, Any]:
    """The table in the canonical JSON-able form of the protocol (new containers each call)."""
    entry = _PARTS.get(id(hand))
    parts = entry[1] if entry is not None and entry[0]() is hand else _new_parts(hand)
    legal = hand.legal()
    phase = hand.phase

    stub = hand.stub
    known_stub, stub_tokens = parts.stub
    if stub != known_stub:
        stub_tokens = _stub_tokens(parts, stub)

    zones = (hand.burns, hand.board, hand.out_of_play, hand.void, hand.muck, hand.exposed)
    known_zones, zone_tokens = parts.zones
    if zones != known_zones:
        zone_tokens = _zone_tokens(parts, zones)
    burns, board, out_of_play, void, muck, exposed = zone_tokens

    hole = hand.hole
    known_hole, _, _, names, hole_tokens = parts.hole
    if hole != known_hole:
        names, hole_tokens = _hole_tokens(parts, hole)

    maps = (hand.stacks, hand.bets, hand.payouts)
    known_maps, _, chip_maps = parts.chips
    if maps != known_maps:
        chip_maps = _chip_maps(parts, maps)
    stacks, bets, payouts = chip_maps

    if phase == "complete":
        pot_list: list[dict[str, Any]] = []
    else:
        source, known_build, pot_parts = parts.pots
        if (hand.committed, hand.folded, hand.all_in) != source or build_pots is not known_build:
            pot_parts = _pot_parts(parts, hand)
        if len(pot_parts) == 1:
            ((amount, eligible),) = pot_parts
            pot_list = [{"amount": amount, "eligible": eligible[:]}]
        else:
            pot_list = [
                {"amount": amount, "eligible": eligible[:]} for amount, eligible in pot_parts
            ]

    rulings = hand.rulings
    known_rulings, ruling_dicts = parts.rulings
    if rulings != known_rulings:
        ruling_dicts = _ruling_dicts(parts, rulings)

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
        "stub": [*stub_tokens],
        "burns": [*burns],
        "board": [*board],
        "out_of_play": [*out_of_play],
        "void": [*void],
        "muck": [*muck],
        "hole": dict(zip(names, map(_copy, hole_tokens), strict=True)),
        "exposed": [*exposed],
        "stacks": stacks.copy(),
        "bets": bets.copy(),
        "pots": pot_list,
        "legal": legal_dict,
        "rulings": list(map(dict.copy, ruling_dicts)),
        "payouts": payouts.copy(),
    }
