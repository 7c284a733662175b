"""The canonical snapshot of a hand: the table in the protocol's JSON-able form.

Every decision of a protocol client reads a snapshot, so it is built cheaply: each part
(a card zone, the hole cards, a seat map, the pots, the rulings) is kept formatted beside
a copy of what it was formatted from, and reused while that source is unchanged; between
two events only the parts the event touched are formatted again. Each call still returns
new containers (only strings and integers are shared), so a caller may change its snapshot
freely: engines built on the reference dealer do. Each part's cache is replaced whole,
never changed in place, so snapshots taken at once from two threads stay right. The hand
is read through its attributes only, never changed; the formatted parts are kept in a
:class:`SnapshotParts` that the hand holds beside its state and hands in (a new hand, or
a hand rebuilt by a roll-back, starts with empty parts).

The pots part keeps the live seats (ascending) beside the folded seats they were worked
out from: within a deal seats only fold, so when more have folded the live seats are the
last ones less those, and only a seat back in (a misdeal) has them read again.

Two further things are there for speed, each measured with benchmarks/count_instructions.py
on dict hands: :func:`snapshot` spells out its parts one by one (one helper call per part
cost 2 % more), and equal legal actions are one shared object
(:func:`refdealer.rules.sizing.legal_actions`), so the legal part is reused by identity.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from refdealer.rulings import Ruling
from refdealer.table.betting import LegalActions
from refdealer.table.cards import format_cards
from refdealer.table.pots import PotItem, pot_items


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


#: A card zone formatted: (a copy of its cards, their tokens).
_ZoneState = tuple[list[Any], list[str]]
#: Seats ascending, each with its name in the snapshot (``"3"`` for seat 3).
_Names = tuple[tuple[int, str], ...]
#: A seat map formatted: (a copy of it, its seats' names, its form).
_MapState = tuple[dict[int, int], _Names, dict[str, int]]
#: The hole cards formatted: (a copy of them, their seats' names, each seat's tokens).
_HoleState = tuple[dict[int, list[Any]], _Names, dict[str, list[str]]]
#: The pots worked out: (committed, folded, all in, the live seats ascending, the pots as
#: (amount, eligible)), the first three copies of what they came from.
_PotsState = tuple[dict[int, int], set[int], set[int], tuple[int, ...], list[PotItem]]
#: The rulings formatted: (a copy of the list, each as a dict).
_RulingsState = tuple[list[Ruling], list[dict[str, Any]]]


def _stub_state(stub: list[Any], state: _ZoneState) -> _ZoneState:
    """The stub formatted top first; cards taken off the top only shorten the tokens."""
    known, tokens = state
    left = len(stub)
    if left < len(known) and stub == known[:left]:
        return stub[:], tokens[len(known) - left :]
    return stub[:], format_cards(reversed(stub))


def _names(seats: Iterable[int]) -> _Names:
    return tuple((seat, str(seat)) for seat in sorted(seats))


def _map_state(values: Mapping[int, int], state: _MapState) -> _MapState:
    """A seat map formatted anew: ``{"seat": value}``, seats ascending."""
    names = state[1] if values.keys() == state[0].keys() else _names(values)
    return dict(values), names, {name: values[seat] for seat, name in names}


def _hole_state(hole: Mapping[int, list[Any]], state: _HoleState) -> _HoleState:
    """The hole cards formatted anew: at the same seats, only the hands that changed."""
    copies, names, form = state
    if hole.keys() != copies.keys():
        names = _names(hole)
        copies, form = {}, {}
    else:
        copies, form = copies.copy(), form.copy()
    for seat, name in names:
        cards = hole[seat]
        if copies.get(seat) != cards:
            copies[seat] = cards[:]
            form[name] = format_cards(cards)
    return copies, names, form


def _pots_state(hand: TableView, state: _PotsState) -> _PotsState:
    """The pots worked out anew, beside copies of what they were worked out from."""
    committed, folded, all_in = hand.committed, hand.folded, hand.all_in
    live = state[3]
    if folded != state[1]:
        if state[1] <= folded:  # more seats folded: the live seats less those
            live = tuple([seat for seat in live if seat not in folded])
        else:  # a seat back in (a misdeal): read again
            live = tuple(sorted(hand.live_seats()))
    items = pot_items(committed, live, all_in, hand.dead, ascending=True)
    return dict(committed), set(folded), set(all_in), live, items


def _rulings_state(rulings: Sequence[Ruling], state: _RulingsState) -> _RulingsState:
    """The rulings formatted anew; the list only grows, so only new ones are made."""
    source, out = state
    known = len(source)
    if len(rulings) > known and rulings[:known] == source:
        return list(rulings), out + [r.to_dict() for r in rulings[known:]]
    return list(rulings), [r.to_dict() for r in rulings]


_NO_ZONE: _ZoneState = ([], [])


class SnapshotParts:
    """The formatted parts of one hand's last snapshot, each a state replaced whole."""

    __slots__ = (
        "bets", "board", "burns", "exposed", "hole", "legal", "muck", "out_of_play",
        "payouts", "pots", "rulings", "stacks", "stub", "void",
    )  # fmt: skip

    def __init__(self, live_seats: Iterable[int]) -> None:
        """Empty parts for a hand whose live seats are ``live_seats`` (before any fold)."""
        self.stub = self.burns = self.board = self.out_of_play = _NO_ZONE
        self.void = self.muck = self.exposed = _NO_ZONE
        self.hole: _HoleState = ({}, (), {})
        no_seats: _MapState = ({}, (), {})
        self.stacks = self.bets = self.payouts = no_seats
        self.pots: _PotsState = ({}, set(), set(), tuple(sorted(live_seats)), [])
        self.rulings: _RulingsState = ([], [])
        self.legal: tuple[LegalActions | None, dict[str, object]] = (None, {})

    def _state(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        """Parts are equal when every part is (a copied hand's parts equal its own)."""
        return isinstance(other, SnapshotParts) and self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]


def pots(hand: TableView, parts: SnapshotParts) -> list[dict[str, object]]:
    """The pots as they stand, every committed chip included (empty once awarded)."""
    if hand.phase == "complete":
        return []
    state = parts.pots
    if hand.committed != state[0] or hand.folded != state[1] or hand.all_in != state[2]:
        state = parts.pots = _pots_state(hand, state)
    return [{"amount": amount, "eligible": [*eligible]} for amount, eligible in state[4]]


def snapshot(hand: TableView, parts: SnapshotParts) -> dict[str, Any]:
    """The table in the canonical JSON-able form of the protocol (new containers each call),
    ``parts`` the hand's formatted parts of its last snapshot (updated here)."""
    phase = hand.phase
    legal = hand.legal()
    legal_dict = None
    if legal is not None:  # equal LegalActions are one object (frozen values, shared)
        told = parts.legal
        if legal is not told[0]:
            told = parts.legal = (legal, legal.to_dict())
        legal_dict = told[1].copy()
    # Each part: compared with the copy it was formatted from, formatted again if it
    # changed, and given out in a new container. Spelled out part by part, an empty zone
    # skipped at a glance: as calls of one helper per part it cost 2 % more per dict hand.
    stub = hand.stub
    zone = parts.stub
    if stub != zone[0]:
        zone = parts.stub = _stub_state(stub, zone)
    stub_tokens = [*zone[1]]
    burns: list[str] = []
    if cards := hand.burns:
        zone = parts.burns
        if cards != zone[0]:
            zone = parts.burns = (cards[:], format_cards(cards))
        burns = [*zone[1]]
    board: list[str] = []
    if cards := hand.board:
        zone = parts.board
        if cards != zone[0]:
            zone = parts.board = (cards[:], format_cards(cards))
        board = [*zone[1]]
    out_of_play: list[str] = []
    if cards := hand.out_of_play:
        zone = parts.out_of_play
        if cards != zone[0]:
            zone = parts.out_of_play = (cards[:], format_cards(cards))
        out_of_play = [*zone[1]]
    void: list[str] = []
    if cards := hand.void:
        zone = parts.void
        if cards != zone[0]:
            zone = parts.void = (cards[:], format_cards(cards))
        void = [*zone[1]]
    muck: list[str] = []
    if cards := hand.muck:
        zone = parts.muck
        if cards != zone[0]:
            zone = parts.muck = (cards[:], format_cards(cards))
        muck = [*zone[1]]
    exposed: list[str] = []
    if cards := hand.exposed:
        zone = parts.exposed
        if cards != zone[0]:
            zone = parts.exposed = (cards[:], format_cards(cards))
        exposed = [*zone[1]]
    hole = hand.hole
    held = parts.hole
    if hole != held[0]:
        held = parts.hole = _hole_state(hole, held)
    values = hand.stacks
    seat_map = parts.stacks
    if values != seat_map[0]:
        seat_map = parts.stacks = _map_state(values, seat_map)
    stacks = seat_map[2].copy()
    values = hand.bets
    seat_map = parts.bets
    if values != seat_map[0]:
        seat_map = parts.bets = _map_state(values, seat_map)
    bets = seat_map[2].copy()
    payouts: dict[str, int] = {}
    if values := hand.payouts:
        seat_map = parts.payouts
        if values != seat_map[0]:
            seat_map = parts.payouts = _map_state(values, seat_map)
        payouts = seat_map[2].copy()
    rulings: list[dict[str, Any]] = []
    if said := hand.rulings:
        ruled = parts.rulings
        if said != ruled[0]:
            ruled = parts.rulings = _rulings_state(said, ruled)
        rulings = [each.copy() for each in ruled[1]]
    return {
        "phase": phase,
        "button": hand.setup.button,
        "to_act": hand.to_act,
        "stub": stub_tokens,
        "burns": burns,
        "board": board,
        "out_of_play": out_of_play,
        "void": void,
        "muck": muck,
        "hole": {name: [*cards] for name, cards in held[2].items()},
        "exposed": exposed,
        "stacks": stacks,
        "bets": bets,
        "pots": pots(hand, parts),
        "legal": legal_dict,
        "rulings": rulings,
        "payouts": payouts,
    }
