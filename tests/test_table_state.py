"""The table state's own invariant check: every way the bookkeeping can break is caught."""

from __future__ import annotations

import pytest

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.rules import actions
from refdealer.rulings import Ruling
from refdealer.table.cards import Card
from refdealer.table.events import Burn, Call, Check, DealHole, Fold
from refdealer.table.setup import parse_setup
from refdealer.table.state import InvariantViolation, TableState

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


# ------------------------------------------------------------------ the dispatcher's checks


def _dealt_hand() -> Hand:
    raw = {"blinds": [1, 2], "seats": {"1": 50, "2": 50, "3": 50}, "button": 1}
    hand = Hand.from_dict({**raw, "deck": [str(c) for c in DECK]})
    for _ in range(6):
        hand.apply(DealHole())
    return hand


def test_cards_are_counted_after_a_players_act_only_if_a_zone_changed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = _dealt_hand()
    counted: list[str] = []
    real = TableState.assert_cards

    def counting(state: TableState) -> None:
        counted.append("cards")
        real(state)

    monkeypatch.setattr(TableState, "assert_cards", counting)
    hand.apply(Call(1))  # chips only
    assert counted == []
    hand.apply(Fold(2))  # seat 2's cards go to the muck
    assert counted == ["cards"]
    hand.apply(Check(3))  # closes the round, nothing else moves
    assert counted == ["cards"]
    hand.apply(Burn())  # a dealer's act: always counted
    assert counted == ["cards", "cards"]


def test_a_players_act_that_breaks_the_cards_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = _dealt_hand()
    real_act = actions.act

    def act_and_burn_twice(
        state: TableState, event: object, issued: list[Ruling], **kw: bool
    ) -> None:
        real_act(state, event, issued, **kw)  # type: ignore[arg-type]
        state.burns.append(state.stub[-1])  # one card in two zones

    monkeypatch.setattr(actions, "act", act_and_burn_twice)
    with pytest.raises(RejectedEvent) as caught:
        hand.apply(Call(1))
    assert caught.value.reason == "INTERNAL_ERROR" and "53 in zones" in caught.value.message
    assert hand.burns == [] and hand.bets[1] == 0


def test_a_players_act_that_breaks_the_chips_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = _dealt_hand()
    real_act = actions.act

    def act_and_mint(state: TableState, event: object, issued: list[Ruling], **kw: bool) -> None:
        real_act(state, event, issued, **kw)  # type: ignore[arg-type]
        state.stacks[2] += 5

    monkeypatch.setattr(actions, "act", act_and_mint)
    with pytest.raises(RejectedEvent) as caught:
        hand.apply(Call(1))
    assert (
        caught.value.reason == "INTERNAL_ERROR"
        and "on the table, expected 150" in caught.value.message
    )
