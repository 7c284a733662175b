"""The table state's own invariant check: every way the bookkeeping can break is caught."""

from __future__ import annotations

import pytest

from refdealer.cards import Card
from refdealer.setup import parse_setup
from refdealer.state import InvariantViolation, TableState

DECK = [Card(i) for i in range(52)]


def table() -> TableState:
    raw = {"blinds": [1, 2], "seats": {"1": 10, "2": 10, "3": 10}, "button": 1}
    return TableState(parse_setup({**raw, "deck": [str(c) for c in DECK]}, "rrop-cash"))


def test_a_fresh_table_is_whole() -> None:
    table().assert_invariants()


def test_a_card_in_two_zones_is_caught() -> None:
    state = table()
    state.burns.append(state.stub[-1])
    with pytest.raises(InvariantViolation, match="53 in zones"):
        state.assert_invariants()


def test_a_duplicated_card_in_place_of_another_is_caught() -> None:
    state = table()
    state.stub[0] = state.stub[1]  # still 52 cards, one of them twice
    with pytest.raises(InvariantViolation, match="52 in zones, 51 distinct"):
        state.assert_invariants()


def test_a_lost_card_is_caught() -> None:
    state = table()
    state.hole[2].append(state.stub.pop())
    state.hole[2].clear()
    with pytest.raises(InvariantViolation, match="51 in zones"):
        state.assert_invariants()


def test_a_chip_made_from_nothing_is_caught() -> None:
    state = table()
    state.stacks[1] += 1
    with pytest.raises(InvariantViolation, match="31 on the table, expected 30"):
        state.assert_invariants()


def test_committed_chips_count_until_the_pots_are_paid() -> None:
    state = table()
    state.move(2, 4)
    state.assert_invariants()
    state.phase = "complete"  # the committed chips should have been paid out by now
    with pytest.raises(InvariantViolation, match="26 on the table"):
        state.assert_invariants()


def test_a_negative_stack_is_caught() -> None:
    state = table()
    state.stacks[1] -= 5
    state.stacks[2] += 5
    state.assert_invariants()
    state.stacks[1] = -1
    state.stacks[2] = 21
    with pytest.raises(InvariantViolation, match="negative stack"):
        state.assert_invariants()
