"""The chip race of a colour-up (CHIP-RACE, TDA 24; RRoP §15), as a pure function.

When the smallest denomination leaves play, each player changes what he can for chips of the
next denomination; what is left over (his stack modulo the next chip, his odd chips) is
raced. Every odd chip gets one card, dealt clockwise from seat 1, each player receiving all
of his cards before the next; the highest cards (by rank, then suit) win the new chips.

The books part on three points (option ``chip_race``):

- ``per_card`` (Robert's Rules): the odd chips' total makes as many new chips as it holds,
  one more for a remainder of half a chip or more; a player left with no chips gets a chip
  before anyone else, and the other chips go to the highest cards, any number to a player.
- ``one_chip_per_player`` (TDA 24-A, 24-C): as many new chips as the odd chips fully make, a
  remainder short of a chip is removed without compensation; no player wins more than one
  chip; a player who loses his last chips in the race gets one chip of the smallest
  denomination still in play.

The race changes the chips at the table by design: its odd chips are ``removed`` and its new
chips ``added`` (the protocol's session ``chips``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from refdealer.table.cards import Card

PER_CARD = "per_card"
ONE_CHIP_PER_PLAYER = "one_chip_per_player"


@dataclass(frozen=True, slots=True)
class ChipRace:
    """What a colour-up did: the chips it raced, who won them, and the new stacks."""

    #: The denomination taken out of play and the smallest one left.
    gone: int
    chip: int
    #: Each seat's odd chips' value and the cards it was dealt for them.
    odd: Mapping[int, int]
    cards: Mapping[int, tuple[Card, ...]]
    #: The new chips the odd chips made (before anyone was kept from being raced out).
    raced: int
    #: Each new chip won on a card, in the order they were won.
    won: tuple[tuple[int, Card], ...]
    #: Seats given a chip so that nobody is raced out.
    kept_in: tuple[int, ...]
    stacks: Mapping[int, int]

    @property
    def removed(self) -> int:
        """The odd chips taken off the table."""
        return sum(self.odd.values())

    @property
    def added(self) -> int:
        """The new chips put on the table."""
        return self.chip * (len(self.won) + len(self.kept_in))


def odd_chips(stacks: Mapping[int, int], denominations: Sequence[int]) -> dict[int, int]:
    """Each seat's odd chips (its stack modulo the next denomination), seats with none left out."""
    chip = denominations[1]
    return {seat: stacks[seat] % chip for seat in sorted(stacks) if stacks[seat] % chip}


def cards_needed(stacks: Mapping[int, int], denominations: Sequence[int]) -> int:
    """How many cards the race deals: one per odd chip of the smallest denomination."""
    smallest = denominations[0]
    return sum(-(-odd // smallest) for odd in odd_chips(stacks, denominations).values())


def race(
    stacks: Mapping[int, int], denominations: Sequence[int], cards: Sequence[Card], method: str
) -> ChipRace:
    """Colour up the smallest of ``denominations`` at a table of ``stacks``, dealing
    ``cards`` in order (at least :func:`cards_needed` of them)."""
    gone, chip = denominations[0], denominations[1]
    odd = odd_chips(stacks, denominations)
    dealt: dict[int, tuple[Card, ...]] = {}
    position = 0
    for seat, value in odd.items():  # clockwise from seat 1, all of a player's cards at once
        count = -(-value // gone)
        dealt[seat] = tuple(cards[position : position + count])
        position += count
    total = sum(odd.values())
    raced = total // chip
    if method == PER_CARD and 2 * (total % chip) >= chip:
        raced += 1
    base = {seat: stack - odd.get(seat, 0) for seat, stack in stacks.items()}
    out_of_chips = [seat for seat in odd if base[seat] == 0]
    ranked = sorted(((card, seat) for seat, held in dealt.items() for card in held), reverse=True)
    won: list[tuple[int, Card]] = []
    kept_in: list[int] = []
    if method == PER_CARD:
        kept_in = out_of_chips  # a chip before anyone else
        left = max(0, raced - len(kept_in))
        won = [(seat, card) for card, seat in ranked if seat not in kept_in][:left]
    else:
        for card, seat in ranked:
            if len(won) == raced:
                break
            if all(seat != winner for winner, _ in won):
                won.append((seat, card))
        winners = {seat for seat, _ in won}
        kept_in = [seat for seat in out_of_chips if seat not in winners]
    new_stacks = dict(base)
    for seat, _ in won:
        new_stacks[seat] += chip
    for seat in kept_in:
        new_stacks[seat] += chip
    return ChipRace(gone, chip, odd, dealt, raced, tuple(won), tuple(kept_in), new_stacks)
