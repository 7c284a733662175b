"""The lean protocol path reads exactly like the plain one.

The snapshot reuses formatted parts between events and the event parser recognises the
usual shapes at a glance; both are checked here against a plain, field-by-field reading:
the snapshot against the canonical form spelled out directly over random hands with random
dealer errors (seeded), changed by its caller or not; the parser against its full
reading over a grid of good and bad dicts (same event, or the same error message).
"""

from __future__ import annotations

import copy
import itertools
import random
from typing import Any

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError, SetupError
from refdealer.hand import Hand
from refdealer.limits import MAX_INTEGER
from refdealer.table.cards import format_cards
from refdealer.table.events import EVENT_TYPES, _parse_in_full, parse_event
from refdealer.table.pots import build_pots
from tests.fuzz_walk import error_event, ordinary_events, random_setup

SEED = 16


def plain_snapshot(hand: Hand) -> dict[str, Any]:
    """The canonical snapshot built directly from the hand, nothing reused."""
    legal = hand.legal()
    pots = (
        []
        if hand.phase == "complete"
        else [
            p.to_dict()
            for p in build_pots(hand.committed, hand.live_seats(), hand.all_in, hand.dead)
        ]
    )
    return {
        "phase": hand.phase,
        "button": hand.setup.button,
        "to_act": hand.to_act,
        "stub": format_cards(reversed(hand.stub)),
        "burns": format_cards(hand.burns),
        "board": format_cards(hand.board),
        "out_of_play": format_cards(hand.out_of_play),
        "void": format_cards(hand.void),
        "muck": format_cards(hand.muck),
        "hole": {str(s): format_cards(hand.hole[s]) for s in sorted(hand.hole)},
        "exposed": format_cards(hand.exposed),
        "stacks": {str(s): hand.stacks[s] for s in sorted(hand.stacks)},
        "bets": {str(s): hand.bets[s] for s in sorted(hand.bets)},
        "pots": pots,
        "legal": legal.to_dict() if legal is not None else None,
        "rulings": [r.to_dict() for r in hand.rulings],
        "payouts": {str(s): hand.payouts[s] for s in sorted(hand.payouts)},
    }


def scribble_on(snap: dict[str, Any]) -> None:
    """Change every container of a snapshot, as an engine built on the dealer may."""
    for value in snap.values():
        if isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    item["scribbled"] = True
            value.append("scribbled")
        elif isinstance(value, dict):
            for item in value.values():
                if isinstance(item, list):
                    item.append("scribbled")
            value["scribbled"] = 0


@pytest.mark.parametrize("seed", range(SEED, SEED + 4))
def test_the_snapshot_is_the_plain_reading_after_every_event(seed: int) -> None:
    rng = random.Random(seed)
    print(f"seed {seed}")
    compared = refused = 0
    for _ in range(40):
        dealer = ReferenceDealer()
        try:
            dealer.start(random_setup(rng.randrange))
        except SetupError:
            continue
        held: list[tuple[dict[str, Any], dict[str, Any]]] = []
        for _ in range(120):
            hand = dealer.hand
            snap = dealer.snapshot()
            assert snap == plain_snapshot(hand)
            held.append((snap, copy.deepcopy(snap)))
            scribble_on(dealer.snapshot())  # a caller's changes never reach another snapshot
            assert list(snap) == list(plain_snapshot(hand))  # the keys in protocol order
            assert hand.pots() == snap["pots"]
            compared += 1
            if snap["phase"] == "complete":
                break
            ordinary = ordinary_events(snap, hand.burned)
            event = (
                ordinary[rng.randrange(len(ordinary))]
                if ordinary and rng.randrange(4)
                else error_event(rng.randrange, snap)
            )
            answer = dealer.apply(event)
            if not answer["accepted"]:
                refused += 1
                assert dealer.snapshot() == held[-1][1]
        # A snapshot once taken still reads as it did, whatever came after.
        assert all(snap == kept for snap, kept in held)
    assert compared > 500 and refused > 0


def test_two_hands_snapshotted_in_turn_keep_their_own_parts() -> None:
    rng = random.Random(SEED)
    dealers = []
    for _ in range(2):
        dealer = ReferenceDealer()
        setup = random_setup(rng.randrange)
        while True:
            try:
                dealer.start(setup)
                break
            except SetupError:
                setup = random_setup(rng.randrange)
        dealers.append(dealer)
    for _ in range(30):
        for dealer in dealers:
            snap = dealer.snapshot()
            assert snap == plain_snapshot(dealer.hand)
            ordinary = ordinary_events(snap, dealer.hand.burned)
            if ordinary:
                dealer.apply(ordinary[0])


def test_a_hand_after_another_at_the_same_table_reads_plain() -> None:
    """A new hand starts from the last hand's parts: the same setup played again (parts
    equal by value at every step) and then another table, each read plain throughout."""
    rng = random.Random(SEED + 7)
    setup = random_setup(rng.randrange)
    while True:
        try:
            ReferenceDealer().start(setup)
            break
        except SetupError:
            setup = random_setup(rng.randrange)
    events: list[dict[str, Any]] = []
    for round_ in range(3):
        dealer = ReferenceDealer()
        dealer.start(setup if round_ < 2 else random_setup(random.Random(SEED).randrange))
        for step in range(150):
            snap = dealer.snapshot()
            assert snap == plain_snapshot(dealer.hand)
            if snap["phase"] == "complete":
                break
            if round_ == 1 and step < len(events):
                event = events[step]  # the first hand again, event by event
            else:
                ordinary = ordinary_events(snap, dealer.hand.burned)
                if not ordinary:
                    break
                event = ordinary[rng.randrange(len(ordinary))]
                if round_ == 0:
                    events.append(event)
            dealer.apply(event)
    assert len(events) > 10


_VALUES: tuple[object, ...] = (
    1, 3, 10, 11, 0, -1, MAX_INTEGER, MAX_INTEGER + 1, True, False, "3", None, 3.0, [1],
)  # fmt: skip
_FIELDS = ("seat", "amount", "to", "count", "told", "noticed", "exposed", "cards", "mixed")


def _read(parse: Any, raw: Any) -> object:
    try:
        return parse(raw)
    except EventError as error:
        return ("EventError", str(error))


def test_the_quick_parser_agrees_with_the_full_reading() -> None:
    raws: list[Any] = [{}, {"type": None}, {"type": 3}, {"type": "nonsense"}, [], "fold"]
    for kind in EVENT_TYPES:
        raws.append({"type": kind})
        for field, value in itertools.product(_FIELDS, _VALUES):
            raws.append({"type": kind, field: value})
            raws.append({"type": kind, "seat": 2, field: value})
            raws.append({"type": kind, field: value, "extra": 1})
    quick = 0
    for raw in raws:
        assert _read(parse_event, raw) == _read(_parse_in_full, raw), raw
        quick += not isinstance(_read(parse_event, raw), tuple)
    assert quick > 50  # the grid has well-formed events too, not only errors


def test_shared_events_are_the_values_the_full_reading_makes() -> None:
    for raw in ({"type": "burn"}, {"type": "deal_hole"}, {"type": "fold", "seat": 4}):
        assert parse_event(raw) == _parse_in_full(raw)
        assert parse_event(raw) is parse_event(dict(raw))  # frozen, so shared
