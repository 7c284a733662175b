"""Seating geometry: clockwise order from the button, blind seats, and first to act."""

from __future__ import annotations

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
    small_blind: int
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
