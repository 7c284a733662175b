"""The card check's short cut reaches the full count's verdict on every state.

``TableState.assert_cards`` skips the full count when cards only left the top of the stub
since the last layout found whole. Here the zones are broken in every way a move from the
stub can break them (a card doubled, lost, replaced, moved without leaving, left without
arriving, the rest of the stub or another zone changed) and the verdict is compared with a
plain count, over many random states; and a dealer whose deal breaks the cards in each of
those ways is caught by the dispatcher.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.rules import dealing
from refdealer.rulings import Ruling
from refdealer.table.cards import Card
from refdealer.table.events import Board, Burn, Call, Check, DealHole
from refdealer.table.state import InvariantViolation, TableState

DECK = [Card(i) for i in range(52)]
TOKENS = [str(c) for c in DECK]
SETUP: dict[str, object] = {
    "blinds": [1, 2],
    "seats": {"1": 50, "2": 50, "3": 50, "4": 50},
    "button": 1,
    "deck": TOKENS,
}


def zones(state: TableState) -> list[list[Card]]:
    return [
        state.stub, state.burns, state.board, state.out_of_play, state.void, state.muck,
        *state.hole.values(),
    ]  # fmt: skip


def whole(state: TableState) -> bool:
    """The plain count: 52 cards in the zones, 52 distinct."""
    cards = [card for zone in zones(state) for card in zone]
    return len(cards) == 52 and len(set(cards)) == 52


def verdict(state: TableState) -> bool:
    try:
        state.assert_cards()
    except InvariantViolation:
        return False
    return True


def _some_card(rng: random.Random, state: TableState) -> Card:
    return rng.choice([card for zone in zones(state) for card in zone])


def _non_empty(rng: random.Random, state: TableState) -> list[Card]:
    return rng.choice([zone for zone in zones(state) if zone])


def break_zones(rng: random.Random, state: TableState) -> None:
    """Cards off the top of the stub to the ends of other zones, then perhaps a break."""
    for _ in range(rng.randrange(4)):
        if state.stub:
            rng.choice(zones(state)[1:]).append(state.stub.pop())
    way = rng.randrange(10)
    if way == 0:  # a card doubled into another zone
        rng.choice(zones(state)).append(_some_card(rng, state))
    elif way == 1:  # a card lost
        zone = _non_empty(rng, state)
        zone.pop(rng.randrange(len(zone)))
    elif way == 2:  # a card replaced by a copy of another
        zone = _non_empty(rng, state)
        zone[rng.randrange(len(zone))] = _some_card(rng, state)
    elif way == 3 and state.stub:  # the top card dealt without leaving the stub
        rng.choice(zones(state)[1:]).append(state.stub[-1])
    elif way == 4 and state.stub:  # the top card leaves the stub and arrives nowhere
        state.stub.pop()
    elif way == 5 and state.stub:  # the top card leaves, another card's copy arrives
        state.stub.pop()
        rng.choice(zones(state)[1:]).append(_some_card(rng, state))
    elif way == 6 and len(state.stub) > 1:  # the stub below the top changed
        state.stub[rng.randrange(len(state.stub) - 1)] = _some_card(rng, state)
    elif way == 7:  # two cards swap places: still whole
        first, second = _non_empty(rng, state), _non_empty(rng, state)
        i, j = rng.randrange(len(first)), rng.randrange(len(second))
        first[i], second[j] = second[j], first[i]
    elif way == 8 and state.stub:  # a card put back on the stub: still whole
        zone = _non_empty(rng, state)
        state.stub.append(zone.pop())
    # way 9 (and the ways a short stub cannot take): the routine move alone


@pytest.mark.parametrize("seed", range(4))
def test_the_verdict_is_the_full_counts_on_random_states(seed: int) -> None:
    rng = random.Random(seed)
    broken = 0
    for _ in range(1500):
        hand = Hand.from_dict({**SETUP, "deck": rng.sample(TOKENS, 52)})
        for _ in range(rng.randrange(9)):
            hand.apply(DealHole())
        state: TableState = hand  # found whole: the short cut may be taken from here
        assert state._seen is not None
        for _ in range(rng.randrange(1, 4)):  # several events, checked or not in between
            break_zones(rng, state)
            if rng.randrange(2):
                expected = whole(state)
                broken += not expected
                assert verdict(state) == expected
                if not expected:
                    break
    assert broken > 500  # the breaks above really happened


def test_the_routine_deal_is_not_counted_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    counted: list[int] = []
    real = TableState.count_cards

    def counting(state: TableState) -> None:
        counted.append(len(state.stub))
        real(state)

    monkeypatch.setattr(TableState, "count_cards", counting)
    hand = Hand.from_dict(SETUP)
    for _ in range(8):
        hand.apply(DealHole())
    hand.apply(Call(4))
    hand.apply(Call(1))
    hand.apply(Call(2))
    hand.apply(Check(3))
    hand.apply(Burn())
    hand.apply(Board(3))
    assert counted == [52]  # the setup only: deals, burn and flop took the short cut


Break = Callable[[TableState, Card], None]


def _doubled(s: TableState, c: Card) -> None:
    s.hole[2].append(c)
    s.hole[3].append(c)


def _lost(s: TableState, c: Card) -> None:
    pass


def _not_left(s: TableState, c: Card) -> None:
    s.stub.append(c)
    s.hole[2].append(c)


def _another_arrives(s: TableState, c: Card) -> None:
    s.hole[2].append(s.stub[0])


def _stub_changed(s: TableState, c: Card) -> None:
    s.hole[2].append(c)
    s.stub[0] = s.hole[2][0]


def _other_zone_changed(s: TableState, c: Card) -> None:
    s.hole[2].append(c)
    s.hole[3].append(s.stub[0])


def _replaced_elsewhere(s: TableState, c: Card) -> None:
    s.hole[2].append(c)
    s.hole[3][0] = c


def _two_left_one_arrives(s: TableState, c: Card) -> None:
    s.hole[2].append(c)
    s.stub.pop()


#: A deal gone wrong, each way: (what the broken pitch does, the count the check reports).
BROKEN_DEALS: dict[str, tuple[Break, str]] = {
    "doubled": (_doubled, "53 in zones, 52 distinct"),
    "lost": (_lost, "51 in zones"),
    "not left": (_not_left, "53 in zones"),
    "another arrives": (_another_arrives, "52 in zones, 51 distinct"),
    "stub changed": (_stub_changed, "52 in zones, 51 distinct"),
    "other zone changed": (_other_zone_changed, "53 in zones"),
    "replaced elsewhere": (_replaced_elsewhere, "52 in zones, 51 distinct"),
    "two left, one arrives": (_two_left_one_arrives, "51 in zones"),
}


@pytest.mark.parametrize("name", BROKEN_DEALS)
def test_a_deal_that_breaks_the_cards_is_caught(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    hand = Hand.from_dict(SETUP)
    for _ in range(5):  # seats 2, 3, 4, 1 and 2 again hold cards; the check took its cut
        hand.apply(DealHole())
    broken, message = BROKEN_DEALS[name]
    real = dealing._deal_in_pass
    calls: list[int] = []

    def broken_pitch(state: TableState, event: DealHole, due: int, issued: list[Ruling]) -> None:
        calls.append(due)
        if len(calls) > 1:  # the replay that rolls the table back deals as it should
            real(state, event, due, issued)
            return
        card = state.stub.pop()
        state.cards_dealt += 1
        broken(state, card)

    monkeypatch.setattr(dealing, "_deal_in_pass", broken_pitch)
    before = [list(zone) for zone in zones(hand)]
    with pytest.raises(RejectedEvent) as caught:
        hand.apply(DealHole())
    assert caught.value.reason == "INTERNAL_ERROR"
    assert "InvariantViolation" in caught.value.message and message in caught.value.message
    assert [list(zone) for zone in zones(hand)] == before  # rolled back


def test_a_break_while_the_checks_were_off_is_still_caught() -> None:
    hand = Hand.from_dict(SETUP)
    hand.apply(DealHole())
    hand.check_invariants = False
    hand.apply(DealHole())
    hand.hole[3].append(hand.hole[2][0])  # a card in two hands, unchecked
    hand.stub.pop()  # and one card fewer: 52 in the zones again
    hand.check_invariants = True
    with pytest.raises(RejectedEvent) as caught:
        hand.apply(DealHole())
    assert "52 in zones, 51 distinct" in caught.value.message
