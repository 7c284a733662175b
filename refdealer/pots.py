"""Pot arithmetic: main and side pots from what each seat put in, and splitting a pot."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the seats that can win it (ascending seat numbers)."""

    amount: int
    eligible: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {"amount": self.amount, "eligible": list(self.eligible)}


def build_pots(committed: Mapping[int, int], live: Iterable[int]) -> list[Pot]:
    """Split every chip committed this hand into a main pot and side pots.

    A live seat can win from each opponent only what it put in itself; the layers above an
    all-in player's total form side pots among the seats that put in more. Folded seats'
    chips are dead money in the layers they reached. Layers with the same eligible seats
    are one pot.
    """
    live_set = set(live)
    levels = sorted({committed.get(seat, 0) for seat in live_set})
    pots: list[Pot] = []
    floor = 0
    for level in levels:
        if level <= floor:
            continue
        amount = 0
        for put_in in committed.values():
            if put_in > floor:
                amount += (put_in if put_in < level else level) - floor
        eligible = tuple(sorted(s for s in live_set if committed.get(s, 0) >= level))
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        else:
            pots.append(Pot(amount, eligible))
        floor = level
    # Chips of folded seats above every live seat's total belong to the top pot.
    dead_above = sum(put_in - floor for put_in in committed.values() if put_in > floor)
    if dead_above:
        if pots:
            pots[-1] = Pot(pots[-1].amount + dead_above, pots[-1].eligible)
        else:
            pots.append(Pot(dead_above, tuple(sorted(live_set))))
    return pots


def split_amount(amount: int, winners: Sequence[int], unit: int) -> dict[int, int]:
    """Divide ``amount`` among ``winners`` in whole chip units.

    ``winners`` is already in odd-chip order: each leftover unit goes one at a time to the
    next winner in that order (and any part of a unit too small to split to the first).
    """
    units, crumbs = divmod(amount, unit)
    share, odd = divmod(units, len(winners))
    result = dict.fromkeys(winners, share * unit)
    for seat in winners[:odd]:
        result[seat] += unit
    if crumbs:
        result[winners[0]] += crumbs
    return result
