"""A fouled deck (FOULED-DECK, issue 28): the ``fouled_deck`` event through the parser, both
books' stub rulings and the process binding; refused, with the table unchanged, where it
cannot apply."""

from __future__ import annotations

import io
import json

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError
from refdealer.protocol import serve
from refdealer.suite.procedure import deal_events
from refdealer.table.events import FouledDeck, parse_event
from tests.helpers import Table


@pytest.mark.parametrize(
    ("raw", "event"),
    [
        ({"type": "fouled_deck"}, FouledDeck()),
        ({"type": "fouled_deck", "in_stub": True}, FouledDeck(in_stub=True)),
    ],
)
def test_the_event_parses_and_round_trips(raw: dict[str, object], event: FouledDeck) -> None:
    assert parse_event(raw) == event and event.to_dict() == raw
    assert parse_event({"type": "fouled_deck", "in_stub": False}) == FouledDeck()


@pytest.mark.parametrize(
    "raw",
    [{"type": "fouled_deck", "in_stub": "yes"}, {"type": "fouled_deck", "seat": 2}],
)
def test_a_malformed_event_is_an_event_error(raw: dict[str, object]) -> None:
    with pytest.raises(EventError):
        parse_event(raw)


@pytest.mark.parametrize(("profile", "void"), [("rrop-cash", False), ("tda-2024", True)])
def test_a_card_found_in_the_stub_voids_the_hand_only_under_tda(profile: str, void: bool) -> None:
    table = Table({1: 5000, 2: 5000, 3: 5000}, button=1, blinds=(100, 200))
    table.setup["profile"] = profile
    table.dealer = ReferenceDealer()
    table.dealer.start(table.setup)
    table.deal("hole")
    table.act("raise", 1, to=600)
    codes = table.apply({"type": "fouled_deck", "in_stub": True})
    if void:
        assert codes == ["HAND_VOID_FOULED_DECK"] and table.phase == "complete"
        assert table.stacks == {1: 5000, 2: 5000, 3: 5000} and table.payouts == {}
        assert table.reject({"type": "fouled_deck"}) == "HAND_COMPLETE"
    else:
        assert codes == ["FOULED_STUB_ACTION_STANDS"] and table.to_act == 2
        assert table.bets == {1: 600, 2: 100, 3: 200}


def test_before_any_card_it_is_refused_and_changes_nothing() -> None:
    table = Table({1: 5000, 2: 5000}, button=1, blinds=(100, 200))
    assert table.reject({"type": "fouled_deck"}) == "NOTHING_DEALT"
    assert table.reject({"type": "fouled_deck", "in_stub": True}) == "NOTHING_DEALT"


def test_the_process_binding_carries_the_event() -> None:
    table = Table({1: 5000, 2: 5000}, button=1, blinds=(100, 200))
    events = [*deal_events("hole", 2), {"type": "fouled_deck"}]
    lines = [{"jsonrpc": "2.0", "id": 0, "method": "start", "params": table.setup}]
    lines += [
        {"jsonrpc": "2.0", "id": n, "method": "apply", "params": event}
        for n, event in enumerate(events, start=1)
    ]
    output = io.StringIO()
    serve(ReferenceDealer(), io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), output)
    last = json.loads(output.getvalue().splitlines()[-1])
    assert [r["code"] for r in last["result"]["rulings"]] == ["HAND_VOID_FOULED_DECK"]
