"""Fuzzing the reference dealer: random hands, random dealer errors, notices in random order.

Hypothesis drives :mod:`tests.fuzz_walk` (every random decision is a draw, so a failure is
shrunk to a short sequence and printed with its reproduction blob). Bounded for CI:
``FUZZ_EXAMPLES`` hands (default 30, a few seconds); benchmarks/fuzz_dealer.py runs the same
walker for as long as asked.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from refdealer.options import SUPPORTED_PROFILES
from tests.fuzz_walk import Lean, Tally, walk_hand

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


@pytest.mark.parametrize("profile", SUPPORTED_PROFILES)
def test_leaning_walks_keep_every_invariant_under_each_profile(profile: str) -> None:
    """benchmarks/fuzz_dealer.py's leaning walk, briefly: one profile, every house option
    drawn, the deal's, late streets' and showdown's errors four times as likely."""
    seed = 24
    print(f"seed {seed}, profile {profile}")
    tally = Tally()
    rng = random.Random(f"{seed} {profile}")
    for number in range(EXAMPLES):
        walk_hand(rng.randrange, tally, f"hand {number}", lean=Lean(profile, True, 4))
    assert tally.failures == []
    assert tally.completed > EXAMPLES // 2


def test_a_leaning_walk_finds_a_sixth_board_card() -> None:
    """The leaning walk's own checks can fail: a river that brings two cards off the stub
    (every card still in one zone, every chip counted) is caught by the board's size,
    before any showdown evaluates 8 cards (issue 24, N2)."""
    from refdealer.rules import streets

    real_deal = streets.deal_board_cards

    def river_of_two(state, cards, issued, *, next_burn_made):  # type: ignore[no-untyped-def]
        if state.street == 2:
            cards = [*cards, state.stub.pop()]
        real_deal(state, cards, issued, next_burn_made=next_burn_made)

    streets.deal_board_cards = river_of_two
    try:
        tally = Tally()
        rng = random.Random(7)
        for number in range(30):
            walk_hand(rng.randrange, tally, f"hand {number}", lean=Lean("tda-2024", True, 4))
    finally:
        streets.deal_board_cards = real_deal
    assert tally.failures, "a sixth board card went unnoticed"
    # Caught when the river comes, or (a river closing an all-in) as the showdown fails.
    assert any("6 board cards on the river" in failure for failure in tally.failures)
    assert all(
        "6 board cards on the river" in failure or "has 5, 6 or 7 cards, got 8" in failure
        for failure in tally.failures
    )
