"""Fuzzing the reference dealer: random hands, random dealer errors, notices in random order.

Hypothesis drives :mod:`tests.fuzz_walk` (every random decision is a draw, so a failure is
shrunk to a short sequence and printed with its reproduction blob). Bounded for CI:
``FUZZ_EXAMPLES`` hands (default 30, a few seconds); benchmarks/fuzz_dealer.py runs the same
walker for as long as asked.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from tests.fuzz_walk import Tally, walk_hand

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "30"))


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    print_blob=True,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)
@given(st.data())
def test_random_hands_with_random_errors_keep_every_invariant(data: DataObject) -> None:
    tally = Tally()
    walk_hand(lambda n: data.draw(st.integers(0, n - 1)), tally, "hypothesis hand")
    assert tally.failures == []
    assert tally.hands == 0 or tally.events > 0


def test_the_walker_finds_a_planted_bug() -> None:
    """The checks can fail: a dealer that loses a card on every burn is caught."""
    import random

    from refdealer.rules import boarding

    real_burn = boarding.burn

    def losing_burn(hand, issued):  # type: ignore[no-untyped-def]
        real_burn(hand, issued)
        if hand.burns:
            hand.void.append(hand.burns[-1])  # one card in two zones

    boarding.burn = losing_burn
    try:
        tally = Tally()
        rng = random.Random(7)
        for number in range(30):
            walk_hand(rng.randrange, tally, f"hand {number}")
    finally:
        boarding.burn = real_burn
    assert tally.failures, "a card in two zones went unnoticed"
    assert all("INTERNAL_ERROR" in f and "InvariantViolation" in f for f in tally.failures)
