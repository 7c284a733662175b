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


_positive = (0).__lt__


def single_pot(committed: Mapping[int, int], live_seats: Iterable[int]) -> Pot:
    """The one pot when no live seat is all in: every chip, open to every live seat."""
    return Pot(sum(filter(_positive, committed.values())), tuple(sorted(live_seats)))


def single_pot_dict(committed: Mapping[int, int], live_seats: Iterable[int]) -> dict[str, object]:
    """``single_pot(...).to_dict()``, without making the Pot (the snapshot's usual case)."""
    return {"amount": sum(filter(_positive, committed.values())), "eligible": sorted(live_seats)}


def build_pots(
    committed: Mapping[int, int],
    live: Iterable[int],
    all_in: Iterable[int] = (),
    dead: Mapping[int, int] | None = None,
) -> list[Pot]:
    """Split every chip committed this hand into a main pot and side pots.

    A live seat that is all in can win from each opponent only what it put in itself, so
    the pots are cut at the all-in totals of live seats and nowhere else: a seat with
    chips behind is eligible for every layer (mid-round it may still call), an all-in seat
    for the layers its total reaches. Folded seats' chips are dead money in the layers
    they reached; anything above the last cut is in the top pot.

    ``dead`` is money no bet matches (the big blind ante, BBA): part of ``committed``, it
    is left out of the layers and the totals they are cut at, and goes to the main pot,
    which every live seat can win.
    """
    if dead:
        committed = {s: put_in - dead.get(s, 0) for s, put_in in committed.items()}
    pots = _layered_pots(committed, live, all_in)
    if dead:
        main = pots[0]
        pots[0] = Pot(main.amount + sum(dead.values()), main.eligible)
    return pots


def _layered_pots(
    committed: Mapping[int, int], live: Iterable[int], all_in: Iterable[int]
) -> list[Pot]:
    live_seats = sorted(set(live))
    capped = set(all_in).intersection(live_seats)
    if not capped:
        return [single_pot(committed, live_seats)]
    levels = sorted({committed.get(seat, 0) for seat in capped})
    pots: list[Pot] = []
    floor = 0
    for level in [*levels, None]:
        amount = 0
        for put_in in committed.values():
            if put_in > floor:
                amount += (put_in if level is None or put_in < level else level) - floor
        eligible = tuple(
            s
            for s in live_seats
            if s not in capped or (level is not None and committed.get(s, 0) >= level)
        )
        if amount or not pots:
            if not eligible and pots:
                pots[-1] = Pot(pots[-1].amount + amount, pots[-1].eligible)
            elif pots and pots[-1].eligible == eligible:
                pots[-1] = Pot(pots[-1].amount + amount, eligible)
            else:
                pots.append(Pot(amount, eligible))
        if level is not None:
            floor = level
    return [pot for pot in pots if pot.amount or len(pots) == 1]


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
