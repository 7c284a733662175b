"""The pot builder cuts the same pots as the plain layer-by-layer reading of its rule.

:func:`refdealer.table.pots.build_pots` works the layers out from the totals sorted once; the
reference here walks them one by one, each over every seat (the algorithm it replaced), and
both must agree on any committed map: live or not, all in or not, with dead money, with
totals of zero, and even with negative totals no hand ever has.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hypothesis import given, settings
from hypothesis import strategies as st

from refdealer.table.pots import Pot, build_pots, pot_items


def reference_pots(
    committed: Mapping[int, int],
    live: Iterable[int],
    all_in: Iterable[int] = (),
    dead: Mapping[int, int] | None = None,
) -> list[Pot]:
    """Layer by layer: cut at each live all-in total, every seat's chips in each layer."""
    if dead:
        committed = {s: put_in - dead.get(s, 0) for s, put_in in committed.items()}
    live_seats = sorted(set(live))
    capped = set(all_in).intersection(live_seats)
    if not capped:
        pots = [Pot(sum(v for v in committed.values() if v > 0), tuple(live_seats))]
    else:
        levels = sorted({committed.get(seat, 0) for seat in capped})
        pots = []
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
        pots = [pot for pot in pots if pot.amount or len(pots) == 1]
    if dead:
        main = pots[0]
        pots[0] = Pot(main.amount + sum(dead.values()), main.eligible)
    return pots


SEATS = st.integers(1, 10)
#: Mostly the totals of a real hand (small and repeated, so layers coincide), a few odd ones.
TOTALS = st.one_of(st.sampled_from([0, 1, 2, 5, 10, 200]), st.integers(0, 400), st.integers(-5, 5))


@st.composite
def tables(
    draw: st.DrawFn,
) -> tuple[dict[int, int], list[int], set[int], dict[int, int] | None]:
    committed = draw(st.dictionaries(SEATS, TOTALS, min_size=1, max_size=10))
    seats = sorted(committed)
    others = st.one_of(st.sampled_from(seats), SEATS)  # now and then a seat with no chips in
    live = draw(st.lists(others, max_size=10))
    all_in = draw(st.sets(others, max_size=10))
    dead = draw(st.none() | st.dictionaries(others, st.integers(0, 3), max_size=3))
    return committed, live, all_in, dead


@settings(max_examples=1000, deadline=None)
@given(tables())
def test_the_pots_are_the_layer_by_layer_reading(
    table: tuple[dict[int, int], list[int], set[int], dict[int, int] | None],
) -> None:
    committed, live, all_in, dead = table
    expected = reference_pots(committed, live, all_in, dead)
    assert build_pots(committed, live, all_in, dead) == expected
    assert pot_items(committed, live, all_in, dead) == [(p.amount, p.eligible) for p in expected]


def test_a_short_all_in_and_a_folded_seat_cut_three_pots() -> None:
    committed = {1: 50, 2: 200, 3: 200, 4: 120, 5: 10}
    pots = build_pots(committed, [2, 3, 4, 1], {1, 4})
    assert pots == reference_pots(committed, [2, 3, 4, 1], {1, 4})
    assert pots == [Pot(210, (1, 2, 3, 4)), Pot(210, (2, 3, 4)), Pot(160, (2, 3))]
