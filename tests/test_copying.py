"""The property tests' copies (tests/copying.py) are independent and faithful."""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.hand import Hand
from refdealer.table.cards import FULL_DECK, format_cards
from refdealer.table.events import Bet, Board, Burn, Call, Check, DealHole, Event, Fold, Raise, Show
from tests.copying import independent_copy


def _setup(rng: random.Random) -> dict[str, Any]:
    deck = format_cards(FULL_DECK)
    rng.shuffle(deck)
    stacks = {str(seat): rng.choice([3, 40, 200]) for seat in range(1, 6)}
    return {"blinds": [1, 2], "seats": stacks, "button": rng.randint(1, 5), "deck": deck}


def _next_event(hand: Hand, rng: random.Random) -> Event:
    if hand.phase == "dealing":
        return DealHole()
    legal = hand.legal()
    if legal is not None:
        kind = rng.randrange(4)
        if kind == 0:
            return Fold(legal.seat)
        if kind == 1 or legal.min_raise_to is None:
            return Check(legal.seat) if legal.check else Call(legal.seat)
        assert hand.round is not None
        wager = Raise if hand.round.current_bet else Bet
        return wager(legal.seat, legal.min_raise_to)
    if hand.phase == "showdown":
        assert hand.to_act is not None
        return Show(hand.to_act)
    return Board(3 if not hand.board else 1) if hand.burned else Burn()


def _text(hand: Hand) -> str:
    return json.dumps(hand.snapshot(), sort_keys=True)


def test_a_copy_plays_on_as_a_pickled_copy_does_and_leaves_the_hand_alone() -> None:
    """At every step of seeded hands (side pots included), the event played on a copy
    gives the snapshot and log it gives on a pickled copy, and the hand is unchanged."""
    rng = random.Random(16)
    for _ in range(12):
        hand = Hand.from_dict(_setup(rng))
        while hand.phase != "complete":
            event = _next_event(hand, rng)
            before = _text(hand)
            copy = independent_copy(hand)
            pickled: Hand = pickle.loads(pickle.dumps(hand))
            assert copy.apply(event) == pickled.apply(event)
            assert _text(copy) == _text(pickled) and copy.log == pickled.log
            assert _text(hand) == before, f"{event} on the copy changed the hand"
            hand.apply(event)
            assert _text(hand) == _text(copy)


def test_a_dealer_copy_is_independent() -> None:
    """A dealer's copy takes events the original never sees."""
    rng = random.Random(7)
    dealer = ReferenceDealer()
    dealer.start(_setup(rng))
    for _ in range(8):  # two cards short of the five seats' ten
        dealer.apply({"type": "deal_hole"})
    before = json.dumps(dealer.snapshot(), sort_keys=True)
    copy = independent_copy(dealer)
    assert json.dumps(copy.snapshot(), sort_keys=True) == before
    for _ in range(2):
        assert copy.apply({"type": "deal_hole"})["accepted"]
    assert json.dumps(dealer.snapshot(), sort_keys=True) == before
    assert copy.snapshot()["phase"] == "preflop" and dealer.snapshot()["phase"] == "dealing"
