"""Wrong-size wagers found later on their street (TDA 52-A, 52-B; issue 28): ``bet`` and
``raise`` with ``noticed: false`` and ``wager_found``, through the parser and the process
binding; refused, with the table unchanged, where they cannot apply."""

from __future__ import annotations

import io
import json

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError
from refdealer.protocol import serve
from refdealer.suite.procedure import deal_events
from refdealer.table.events import Bet, Raise, WagerFound, parse_event
from tests.helpers import Table


def test_the_events_parse_and_round_trip() -> None:
    raw = {"type": "raise", "seat": 3, "to": 1000, "noticed": False}
    assert (
        parse_event(raw) == Raise(3, 1000, noticed=False) and Raise(3, 1000, False).to_dict() == raw
    )
    assert parse_event({"type": "bet", "seat": 2, "amount": 150}) == Bet(2, 150)
    assert Bet(2, 150).to_dict() == {"type": "bet", "seat": 2, "amount": 150}
    assert parse_event({"type": "wager_found", "seat": 3}) == WagerFound(3)
    assert WagerFound(3).to_dict() == {"type": "wager_found", "seat": 3}


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "bet", "seat": 2, "amount": 150, "noticed": "no"},
        {"type": "wager_found"},
        {"type": "wager_found", "seat": 2, "amount": 150},
    ],
)
def test_a_malformed_event_is_an_event_error(raw: dict[str, object]) -> None:
    with pytest.raises(EventError):
        parse_event(raw)


def flop(game: str = "no-limit") -> Table:
    table = Table({1: 5000, 2: 5000, 3: 5000}, button=1, blinds=(100, 200), game=game)
    table.deal("hole")
    table.act("call", 1)
    table.act("call", 2)
    table.act("check", 3)
    table.deal("flop")
    return table


def test_an_underbet_found_on_its_street_is_brought_up_with_its_caller() -> None:
    table = flop()
    assert table.apply({"type": "bet", "seat": 2, "amount": 150, "noticed": False}) == []
    table.act("call", 3)
    assert table.apply({"type": "wager_found", "seat": 2}) == ["SHORT_WAGER_CORRECTED"]
    assert table.bets == {1: 0, 2: 200, 3: 200} and table.to_act == 1


def test_unnoticed_wagers_that_are_no_error_are_refused_and_change_nothing() -> None:
    table = flop()
    assert table.reject({"type": "bet", "seat": 2, "amount": 400, "noticed": False}) == (
        "NO_WRONG_SIZE"
    )
    assert table.reject({"type": "bet", "seat": 3, "amount": 100, "noticed": False}) == (
        "NOT_YOUR_TURN"
    )
    assert table.reject({"type": "wager_found", "seat": 2}) == "NO_WRONG_SIZE"
    limit = Table({1: 5000, 2: 5000}, button=1, blinds=(100, 200), game="fixed-limit",
                  limits=(200, 400))  # fmt: skip
    limit.deal("hole")
    assert limit.reject({"type": "raise", "seat": 1, "to": 300, "noticed": False}) == (
        "NOT_MODELLED"
    )


def test_the_process_binding_carries_the_events() -> None:
    table = flop()
    events = [*deal_events("hole", 3), {"type": "call", "seat": 1}, {"type": "call", "seat": 2}]
    events += [{"type": "check", "seat": 3}, *deal_events("flop", 3)]
    events += [{"type": "bet", "seat": 2, "amount": 150, "noticed": False}]
    events += [{"type": "wager_found", "seat": 2}]
    lines = [{"jsonrpc": "2.0", "id": 0, "method": "start", "params": table.setup}]
    lines += [
        {"jsonrpc": "2.0", "id": n, "method": "apply", "params": event}
        for n, event in enumerate(events, start=1)
    ]
    output = io.StringIO()
    serve(ReferenceDealer(), io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), output)
    answers = [json.loads(line) for line in output.getvalue().splitlines()]
    assert all(answer["result"]["accepted"] for answer in answers[1:]), answers
    assert [r["code"] for r in answers[-1]["result"]["rulings"]] == ["SHORT_WAGER_CORRECTED"]
