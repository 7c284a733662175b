"""Seating geometry: clockwise order from the button, blind seats, and first to act."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class Seating:
    """Where everyone sits relative to the button for one hand.

    ``order`` runs clockwise from the first seat left of the button, so the button (if a
    player sits there) is last: it is the dealing order and the post-flop acting order.
    """

    order: tuple[int, ...]
    position: dict[int, int]
    button: int
    #: ``None`` when no small blind is posted (a dead small blind under the dead button).
    small_blind: int | None
    big_blind: int
    first_preflop: int
    #: Seat -> every other seat, clockwise from the one on its left (precomputed).
    following: dict[int, tuple[int, ...]]

    @classmethod
    def around(cls, seats: tuple[int, ...], button: int) -> Seating:
        """The seating for occupied ``seats`` (ascending) with the button on ``button``.

        Computed once per table shape and shared: a seating is never changed in place.
        """
        return _seating_around(seats, button)

    @classmethod
    def placed(
        cls, seats: tuple[int, ...], button: int, small_blind: int | None, big_blind: int
    ) -> Seating:
        """The seating with the blinds named by the table (a hand in a session).

        They must be where the button puts them: the small blind the first seat left of the
        button and the big blind the next, or, with no small blind (a dead small blind under
        the dead button, DEAD-BUTTON), the big blind the first seat left of the button.
        Heads-up the button posts the small blind. Raises ``ValueError`` otherwise.
        """
        seating = _seating_around(seats, button)
        if (small_blind, big_blind) == (seating.small_blind, seating.big_blind):
            return seating
        if small_blind is not None or len(seats) == 2:
            expected = f"small blind {seating.small_blind}, big blind {seating.big_blind}"
            raise ValueError(f"with the button on seat {button} the blinds are {expected}")
        order = seating.order
        if big_blind != order[0]:
            raise ValueError(
                f"with no small blind the big blind is the first seat left of the button "
                f"(seat {order[0]}), not seat {big_blind}"
            )
        return dataclasses.replace(
            seating, small_blind=None, big_blind=big_blind, first_preflop=order[1]
        )

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """Every seat, starting with ``seat`` and going clockwise."""
        start = self.position[seat]
        return self.order[start:] + self.order[:start]

    def after(self, seat: int) -> tuple[int, ...]:
        """Every other seat, starting with the one left of ``seat`` and going clockwise."""
        return self.following[seat]


@lru_cache(maxsize=4096)
def _seating_around(seats: tuple[int, ...], button: int) -> Seating:
    after = [s for s in seats if s > button]
    upto = [s for s in seats if s <= button]
    order = tuple(after + upto)
    position = {seat: index for index, seat in enumerate(order)}
    if len(order) == 2:
        # Heads-up the button posts the small blind and acts first before the flop.
        small_blind, big_blind = button, order[0]
        first_preflop = button
    else:
        small_blind, big_blind = order[0], order[1]
        first_preflop = order[2 % len(order)]
    following = {seat: order[index + 1 :] + order[:index] for index, seat in enumerate(order)}
    return Seating(order, position, button, small_blind, big_blind, first_preflop, following)
