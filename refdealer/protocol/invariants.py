"""What every engine's snapshot must keep, whatever the rules: chips conserved, cards unique.

The protocol's snapshot shape defines both (docs/protocol.md, clarifications 1 and 2): every
chip the hand started with is in a stack or in a pot (the bets in front are counted in the
pots, and the payouts in the stacks once the pots are pushed), no amount is negative, and no
card is in two places (``exposed`` names cards that are also in a hand, so it is left out).
``refdealer certify`` checks every snapshot it takes by it before the scenario's own checks,
and so does ``refdealer fuzz``: a breach is a failure of its own cause, ``broken invariant``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from refdealer.protocol.shapes import CARD_ZONES

#: The card zones a card lies in (``exposed`` repeats cards held in ``hole``).
HELD_ZONES = tuple(zone for zone in CARD_ZONES if zone != "exposed")


def _amounts(values: Any) -> list[int]:
    """The integers of a seat map or list (anything else is the shape check's business)."""
    items = list(values.values()) if isinstance(values, Mapping) else values
    if not isinstance(items, list):
        return []
    return [v for v in items if isinstance(v, int) and not isinstance(v, bool)]


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

    def breaches(self, snapshot: Mapping[str, Any]) -> list[str]:
        """What ``snapshot`` breaks, one sentence each (empty when it keeps everything)."""
        problems: list[str] = []
        stacks = _amounts(snapshot.get("stacks", {}))
        bets = _amounts(snapshot.get("bets", {}))
        payouts = _amounts(snapshot.get("payouts", {}))
        listed = snapshot.get("pots")
        pots = _amounts(
            [pot.get("amount") for pot in listed if isinstance(pot, Mapping)]
            if isinstance(listed, list)
            else []
        )
        for name, values in (
            ("stacks", stacks),
            ("bets", bets),
            ("pots", pots),
            ("payouts", payouts),
        ):
            if min(values, default=0) < 0:
                problems.append(f"chips: a negative amount in {name} {sorted(values)}")
        held = sum(stacks) + sum(pots)
        if self.chips is not None and held != self.chips:
            problems.append(
                f"chips not conserved: stacks {sum(stacks)} + pots {sum(pots)} = {held},"
                f" but the hand started with {self.chips}"
            )
        if sum(bets) > sum(pots):
            problems.append(
                f"chips: bets in front {sum(bets)} are more than the pots {sum(pots)} that"
                " count them"
            )
        problems.extend(self._card_breaches(snapshot))
        return problems

    def _card_breaches(self, snapshot: Mapping[str, Any]) -> list[str]:
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
            allowed = 1 if self.copies is None else max(1, self.copies.get(card, 0))
            if len(where) > allowed:
                problems.append(f"cards: {card} is in {len(where)} places ({', '.join(where)})")
        return problems
