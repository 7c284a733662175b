"""What every engine's snapshot must keep, whatever the rules: chips conserved, cards unique.

The protocol's snapshot shape defines both (docs/protocol.md, clarifications 1 and 2): every
chip the hand started with is in a stack or in a pot (the bets in front are counted in the
pots, and the payouts in the stacks once the pots are pushed), no amount is negative, and no
card is in two places (``exposed`` names cards that are also in a hand, so it is left out).
``refdealer certify`` checks every snapshot it takes by it before the scenario's own checks,
and so does ``refdealer fuzz``: a breach is a failure of its own cause, ``broken invariant``.
A session (a table across hands, docs/protocol.md "Sessions") keeps its chips across hands:
:class:`SessionInvariants` counts the chips brought to the table from the events it sees
accepted, so a session's snapshots are held to the same account.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeGuard

from refdealer.protocol.shapes import CARD_ZONES

#: The card zones a card lies in (``exposed`` repeats cards held in ``hole``).
HELD_ZONES = tuple(zone for zone in CARD_ZONES if zone != "exposed")


def _amounts(values: Any) -> list[int]:
    """The integers of a seat map or list (anything else is the shape check's business)."""
    items = list(values.values()) if isinstance(values, Mapping) else values
    if not isinstance(items, list):
        return []
    return [v for v in items if isinstance(v, int) and not isinstance(v, bool)]


class Invariants(Protocol):
    """What a table's snapshots must keep, told of every event the engine accepts."""

    def breaches(self, snapshot: Mapping[str, Any]) -> list[str]:
        """What ``snapshot`` breaks, one sentence each (empty when it keeps everything)."""
        ...

    def accepted(self, event: Mapping[str, Any]) -> None:
        """Note that the engine accepted ``event`` (it may bring chips to the table)."""
        ...


@dataclass(frozen=True, slots=True)
class HandInvariants:
    """What one hand's snapshots must keep: the chips it started with, and at most as many
    copies of each card as its deck holds (one, in a standard deck)."""

    chips: int | None
    """The chips the seats started with (``None``: the setup did not say)."""
    copies: Mapping[str, int] | None = None
    """How many of each card the setup's deck holds (``None``: no deck, one of each)."""

    @classmethod
    def of_setup(cls, setup: Mapping[str, Any]) -> HandInvariants:
        """The invariants of the hand ``setup`` (a protocol ``start`` params) begins."""
        seats = setup.get("seats")
        stacks = _amounts(seats) if isinstance(seats, Mapping) else []
        chips = sum(stacks) if isinstance(seats, Mapping) and len(stacks) == len(seats) else None
        deck = setup.get("deck")
        copies = Counter(str(card) for card in deck) if isinstance(deck, list) else None
        return cls(chips, copies)

    def accepted(self, event: Mapping[str, Any]) -> None:
        """A hand's chips are fixed at its start: no event changes what it must hold."""

    def breaches(self, snapshot: Mapping[str, Any]) -> list[str]:
        """What ``snapshot`` breaks, one sentence each (empty when it keeps everything)."""
        problems = _negative_amounts(snapshot)
        held = _chips_in_hand(snapshot)
        if self.chips is not None and held != self.chips:
            problems.append(
                f"chips not conserved: {_held_text(snapshot)} = {held},"
                f" but the hand started with {self.chips}"
            )
        problems.extend(card_breaches(snapshot, self.copies))
        return problems


def card_breaches(snapshot: Mapping[str, Any], copies: Mapping[str, int] | None) -> list[str]:
    """The cards ``snapshot`` holds in more places than the deck has ``copies`` of them
    (``None``: a standard deck, one of each)."""
    zones: list[tuple[str, Any]] = [(zone, snapshot.get(zone)) for zone in HELD_ZONES]
    hole = snapshot.get("hole")
    if isinstance(hole, Mapping):
        zones.extend((f"hole.{seat}", cards) for seat, cards in hole.items())
    cards = [card for _, held in zones if isinstance(held, list) for card in held]
    if len(set(cards)) == len(cards):  # the usual case, at a set's cost
        return []
    places: dict[str, list[str]] = {}
    for zone, held in zones:
        if isinstance(held, list):
            for card in held:
                places.setdefault(str(card), []).append(zone)
    problems = []
    for card, where in places.items():
        allowed = 1 if copies is None else max(1, copies.get(card, 0))
        if len(where) > allowed:
            problems.append(f"cards: {card} is in {len(where)} places ({', '.join(where)})")
    return problems


#: The session events that change the chips at the table, and the field holding them.
_BRINGING = {"join": "stack", "move_in": "stack"}


class SessionInvariants:
    """What a session's snapshots must keep: the chips at the table are the chips brought
    less the chips taken away, hand after hand, and each hand keeps its cards unique.

    The chips brought are counted here (the session's opening stacks, then every accepted
    ``join`` and ``move_in``), not taken from the engine's word; the chips taken may change
    only when a ``leave`` was accepted. A chip race (``colour_up``, CHIP-RACE) changes the
    chips by design: ``added`` (its new chips) and ``removed`` (its odd chips), both 0 when
    the snapshot leaves them out, may change only when a ``colour_up`` was accepted. The
    table holds brought - taken + added - removed. During a hand, the chips at the table
    are the hand's stacks and pots plus the stacks of the seats not dealt in; between hands,
    the seats' stacks, and the last hand's stacks agree with them until a player comes or
    goes, the chips are raced or a result is corrected.
    """

    __slots__ = ("brought", "leaving", "raced", "raced_by", "settled", "taken")

    def __init__(self, session: Mapping[str, Any]) -> None:
        seats = session.get("seats")
        stacks = _amounts(seats) if isinstance(seats, Mapping) else []
        self.brought: int | None = (
            sum(stacks) if isinstance(seats, Mapping) and len(stacks) == len(seats) else None
        )
        self.taken: int | None = None
        """The chips taken away as the last snapshot said (``None``: no snapshot yet)."""
        self.raced_by: tuple[int, int] | None = None
        """The chips added and removed by chip races as the last snapshot said."""
        self.raced = False
        """A ``colour_up`` was accepted since the last snapshot: added and removed may grow."""
        self.leaving = False
        """A ``leave`` was accepted and its chips have not gone yet: the chips taken may grow
        (at once between hands; when the hand is over for a player who folded in it)."""
        self.settled = True
        """No player has come or gone since the last hand: its stacks are the seats'."""

    def accepted(self, event: Mapping[str, Any]) -> None:
        """Count the chips ``event`` brings, and note a player coming or going."""
        kind = event.get("type")
        if kind == "leave":
            self.leaving = True
        if kind == "colour_up":
            self.raced = True
        if kind in ("leave", "join", "move_in", "colour_up", "correct_award"):
            self.settled = False
        elif kind == "next_hand":
            self.settled = True
        field = _BRINGING.get(str(kind))
        amount = event.get(field) if field is not None else None
        if self.brought is not None and isinstance(amount, int) and not isinstance(amount, bool):
            self.brought += amount

    def breaches(self, snapshot: Mapping[str, Any]) -> list[str]:
        """What ``snapshot`` breaks, one sentence each (empty when it keeps everything)."""
        session = snapshot.get("session")
        if not isinstance(session, Mapping):
            return ["chips: a session's snapshot has no session"]
        problems = _negative_amounts(snapshot) + card_breaches(snapshot, None)
        chips = session.get("chips")
        brought = chips.get("brought") if isinstance(chips, Mapping) else None
        taken = chips.get("taken") if isinstance(chips, Mapping) else None
        if not _is_amount(brought) or not _is_amount(taken):
            return [*problems, f"chips: session.chips must give brought and taken, got {chips!r}"]
        if self.brought is not None and brought != self.brought:
            problems.append(
                f"chips: the session says {brought} chips were brought to the table, but the"
                f" opening stacks and the players who came in brought {self.brought}"
            )
        if self.taken is not None and taken != self.taken and not self.leaving:
            problems.append(
                f"chips: the chips taken away went from {self.taken} to {taken} with nobody leaving"
            )
        if taken != self.taken:
            self.leaving = False
        self.taken = taken
        assert isinstance(chips, Mapping)  # brought and taken were read from it
        added, removed = chips.get("added", 0), chips.get("removed", 0)
        if not _is_amount(added) or not _is_amount(removed):
            return [*problems, f"chips: session.chips added and removed are amounts, got {chips!r}"]
        if self.raced_by is not None and (added, removed) != self.raced_by and not self.raced:
            problems.append(
                f"chips: the chips added and removed went from {self.raced_by} to "
                f"{(added, removed)} with no chip race"
            )
        self.raced_by, self.raced = (added, removed), False
        expected = brought - taken + added - removed
        problems.extend(self._table_breaches(snapshot, session, expected, bool(added or removed)))
        return problems

    def _table_breaches(
        self, snapshot: Mapping[str, Any], session: Mapping[str, Any], expected: int, raced: bool
    ) -> list[str]:
        """The chips counted at the table against ``expected`` (brought less taken, and
        with ``raced`` plus the chip races' added less removed)."""
        seats = session.get("seats")
        if not isinstance(seats, Mapping):
            return [f"chips: session.seats must be a seat map, got {seats!r}"]
        stacks = {str(seat): _seat_stack(shown) for seat, shown in seats.items()}
        hand_stacks = snapshot.get("stacks")
        hand = hand_stacks if isinstance(hand_stacks, Mapping) else {}
        if session.get("in_hand") is True:
            away = sum(stack for seat, stack in stacks.items() if str(seat) not in hand)
            counted = away + _chips_in_hand(snapshot)
            where = f"{_held_text(snapshot)} + seats not dealt in {away}"
        else:
            counted = sum(stacks.values())
            where = "the seats' stacks"
            if self.settled:
                problems = _unsettled_stacks(hand, stacks)
                if problems:
                    return problems
        if counted == expected:
            return []
        account = "brought less taken" + (", plus added less removed" if raced else "")
        return [
            f"chips not conserved: {where} = {counted}, but the table holds {expected} ({account})"
        ]


def _unsettled_stacks(hand: Mapping[str, Any], seats: Mapping[str, int]) -> list[str]:
    """Where the last hand's stacks and the seats' stacks part, with nobody come or gone."""
    problems = []
    for seat, stack in hand.items():
        if not _is_amount(stack):
            continue
        seated = seats.get(str(seat))
        if seated is None and stack == 0:
            continue  # busted: his seat is empty
        if seated != stack:
            problems.append(
                f"chips not conserved: seat {seat} ended the hand with {stack}, but the"
                f" session gives the seat {'no player' if seated is None else seated}"
            )
    return problems


def _seat_stack(shown: Any) -> int:
    stack = shown.get("stack") if isinstance(shown, Mapping) else None
    return stack if _is_amount(stack) else 0


def _is_amount(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _pot_amounts(snapshot: Mapping[str, Any]) -> list[int]:
    listed = snapshot.get("pots")
    return _amounts(
        [pot.get("amount") for pot in listed if isinstance(pot, Mapping)]
        if isinstance(listed, list)
        else []
    )


def _chips_in_hand(snapshot: Mapping[str, Any]) -> int:
    """The hand's stacks and pots (the bets in front are counted in the pots)."""
    return sum(_amounts(snapshot.get("stacks", {}))) + sum(_pot_amounts(snapshot))


def _held_text(snapshot: Mapping[str, Any]) -> str:
    stacks = sum(_amounts(snapshot.get("stacks", {})))
    return f"stacks {stacks} + pots {sum(_pot_amounts(snapshot))}"


def _negative_amounts(snapshot: Mapping[str, Any]) -> list[str]:
    """A sentence for each amount list holding a negative amount, and for bets in front
    that the pots do not cover."""
    problems: list[str] = []
    bets = _amounts(snapshot.get("bets", {}))
    pots = _pot_amounts(snapshot)
    for name, values in (
        ("stacks", _amounts(snapshot.get("stacks", {}))),
        ("bets", bets),
        ("pots", pots),
        ("payouts", _amounts(snapshot.get("payouts", {}))),
    ):
        if min(values, default=0) < 0:
            problems.append(f"chips: a negative amount in {name} {sorted(values)}")
    if sum(bets) > sum(pots):
        problems.append(
            f"chips: bets in front {sum(bets)} are more than the pots {sum(pots)} that count them"
        )
    return problems
