"""Pot arithmetic: main and side pots from what each seat put in, and splitting a pot."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the seats that can win it (ascending seat numbers)."""

    amount: int
    eligible: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {"amount": self.amount, "eligible": list(self.eligible)}


#: A pot as plain values: its chips and the seats that can win it (ascending).
PotItem = tuple[int, tuple[int, ...]]


def _positive_sum(amounts: Iterable[int]) -> int:
    """The sum of the amounts above zero."""
    return sum(amount for amount in amounts if amount > 0)


def single_pot(committed: Mapping[int, int], live_seats: Iterable[int]) -> Pot:
    """The one pot when no live seat is all in: every chip, open to every live seat."""
    return Pot(_positive_sum(committed.values()), tuple(sorted(live_seats)))


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
    return [Pot(amount, eligible) for amount, eligible in pot_items(committed, live, all_in, dead)]


def pot_items(
    committed: Mapping[int, int],
    live: Iterable[int],
    all_in: Iterable[int] = (),
    dead: Mapping[int, int] | None = None,
    *,
    ascending: bool = False,
) -> list[PotItem]:
    """:func:`build_pots` as ``(amount, eligible)`` pairs, without making the Pots
    (``ascending``: the live seats are already in ascending order, each once)."""
    if dead:
        committed = {s: put_in - dead.get(s, 0) for s, put_in in committed.items()}
    live_seats = tuple(live) if ascending else tuple(sorted(set(live)))
    capped = set(all_in).intersection(live_seats)
    if capped:
        pots = _layered_items(committed, live_seats, capped)
    else:  # no live seat is all in: a single pot, every live seat can win it
        pots = [(_positive_sum(committed.values()), live_seats)]
    if dead:
        amount, eligible = pots[0]
        pots[0] = (amount + sum(dead.values()), eligible)
    return pots


def _layered_items(
    committed: Mapping[int, int], live_seats: tuple[int, ...], capped: set[int]
) -> list[PotItem]:
    """The pots cut at the totals of ``capped``, the live seats all in (one at least),
    ``live_seats`` ascending.

    The layer from one cut ``floor`` up to the next, ``level``, holds what each seat put in
    between the two: ``T(level) - T(floor)``, where ``T(c)`` sums ``min(put_in, c)`` over
    every seat, read off the totals sorted once (the layer above the last cut holds the
    sum of the totals less ``T`` of that cut). A layer nobody live can win goes into the
    pot below, and so does one the same seats can win.
    """
    get = committed.get
    if len(capped) == 1 and get(seat := next(iter(capped)), 0) >= 0:
        return _one_cut(committed, live_seats, seat)
    levels = sorted(set(map(get, capped, repeat(0))))
    totals = sorted(committed.values())
    count = len(totals)
    # T(0): the sum of the totals below zero, which come first (a hand has none).
    floor_sum = sum(put_in for put_in in totals if put_in < 0) if totals and totals[0] < 0 else 0
    index = below = 0  # below: the sum of the ``index`` smallest totals, all under the cut
    pots: list[PotItem] = []
    for level in levels:
        while index < count and totals[index] < level:
            below += totals[index]
            index += 1
        level_sum = below + level * (count - index)  # T(level)
        if pots:
            amount = level_sum - floor_sum
            if amount:
                eligible = tuple([s for s in live_seats if s not in capped or get(s, 0) >= level])
                _add_layer(pots, amount, eligible)
        else:  # the lowest cut: every live seat reaches it
            if level >= 0:
                amount = level_sum - floor_sum
            else:  # from 0 down to a cut below it: each positive total gives that cut
                amount = level * sum(1 for put_in in totals if put_in > 0)
            pots.append((amount, live_seats))
        floor_sum = level_sum
    amount = sum(totals) - floor_sum
    if amount:
        _add_layer(pots, amount, tuple([s for s in live_seats if s not in capped]))
    if len(pots) == 1:
        return pots
    return [pot for pot in pots if pot[0]]


def _one_cut(committed: Mapping[int, int], live_seats: tuple[int, ...], seat: int) -> list[PotItem]:
    """:func:`_layered_items` when one live seat is all in (for a total of 0 or more): the
    pot up to its total, which every live seat can win, and the chips above, the others'."""
    level = committed.get(seat, 0)
    main = sum([put_in if put_in < level else level for put_in in committed.values() if put_in > 0])
    side = _positive_sum(committed.values()) - main
    if not side:
        return [(main, live_seats)]
    where = live_seats.index(seat)
    others = live_seats[:where] + live_seats[where + 1 :]
    if not others:  # nobody else live: all of it is in the one pot
        return [(main + side, live_seats)]
    return [(main, live_seats), (side, others)] if main else [(side, others)]


def _add_layer(pots: list[PotItem], amount: int, eligible: tuple[int, ...]) -> None:
    """Put a layer above the first in a pot of its own, or in the pot below it."""
    if not eligible or pots[-1][1] == eligible:
        pots[-1] = (pots[-1][0] + amount, pots[-1][1])
    else:
        pots.append((amount, eligible))


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
