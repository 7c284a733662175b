"""Asking to see a called hand after the showdown (SHOWDOWN-ASK-TO-SEE, issue 28): the
``ask_to_see`` event through the parser, both books and the process binding; refused, with
the table unchanged, where it cannot apply."""

from __future__ import annotations

import io
import json

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError
from refdealer.protocol import serve
from refdealer.suite.procedure import deal_events
from refdealer.table.events import AskToSee, parse_event
from tests.helpers import Table

BOARD = "2c8h9dJs3c"


def river_called(profile: str, hole: dict[int, str]) -> Table:
    """S2 bets 1000 on the river, S4 calls; S6 folded before the flop."""
    table = Table(
        {2: 20000, 4: 20000, 6: 20000}, button=6, blinds=(100, 200), hole=hole, board=BOARD,
        extra={"profile": profile},
    )  # fmt: skip
    table.deal("hole")
    table.act("fold", 6)
    table.act("call", 2)
    table.act("check", 4)
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 4)
    table.deal("river")
    table.act("bet", 2, 1000)
    table.act("call", 4)
    return table


def test_the_event_parses_and_round_trips() -> None:
    raw = {"type": "ask_to_see", "seat": 4, "target": 2}
    assert parse_event(raw) == AskToSee(4, 2) and AskToSee(4, 2).to_dict() == raw
    assert str(AskToSee(4, 2)) == "Seat 4 asks to see seat 2's hand"


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "ask_to_see", "seat": 4},
        {"type": "ask_to_see", "seat": 4, "target": 4},
        {"type": "ask_to_see", "seat": 4, "target": "2"},
        {"type": "ask_to_see", "seat": 4, "target": 2, "cards": ["As"]},
    ],
)
def test_a_malformed_request_is_an_event_error(raw: dict[str, object]) -> None:
    with pytest.raises(EventError):
        parse_event(raw)


def test_the_winner_asking_keeps_the_pot_when_his_hand_is_better() -> None:
    """Robert's Rules: both hands live, the better wins; here it is still the asker's."""
    table = river_called("rrop-cash", {2: "QsQd", 4: "KsKd", 6: "7c2d"})
    table.apply({"type": "muck", "seat": 2})
    assert table.apply({"type": "ask_to_see", "seat": 4, "target": 2}) == [
        "ASKED_HAND_LIVE",
        "POT_AWARDED",
    ]
    assert table.payouts == {4: 2400} and table.stacks == {2: 18800, 4: 21200, 6: 20000}


def test_requests_where_none_can_be_made_are_refused_and_change_nothing() -> None:
    table = river_called("rrop-cash", {2: "AsAd", 4: "KsKd", 6: "7c2d"})
    assert table.reject({"type": "ask_to_see", "seat": 4, "target": 2}) == "SHOWDOWN_NOT_OVER"
    table.apply({"type": "show", "seat": 2})
    table.apply({"type": "muck", "seat": 4})
    assert table.reject({"type": "ask_to_see", "seat": 4, "target": 2}) == "HAND_SHOWN"
    assert table.reject({"type": "ask_to_see", "seat": 9, "target": 4}) == "NOT_IN_HAND"
    assert table.reject({"type": "ask_to_see", "seat": 4, "target": 6}) == "NOT_IN_HAND"
    assert table.reject({"type": "fold", "seat": 4}) == "HAND_COMPLETE"
    folded = Table({1: 20000, 2: 20000}, button=1, blinds=(100, 200))
    folded.deal("hole")
    folded.act("fold", 1)
    assert folded.reject({"type": "ask_to_see", "seat": 1, "target": 2}) == "NOT_SHOWDOWN"


def test_the_process_binding_carries_the_request() -> None:
    table = river_called("tda-2024", {2: "AsAd", 4: "KsKd", 6: "7c2d"})
    events: list[dict[str, object]] = [*deal_events("hole", 3)]
    events += [{"type": "fold", "seat": 6}, {"type": "call", "seat": 2}]
    events.append({"type": "check", "seat": 4})
    for street in ("flop", "turn"):
        events += [*deal_events(street, 3), {"type": "check", "seat": 2}]
        events.append({"type": "check", "seat": 4})
    events += [*deal_events("river", 3), {"type": "bet", "seat": 2, "amount": 1000}]
    events += [{"type": "call", "seat": 4}, {"type": "muck", "seat": 2}]
    events.append({"type": "ask_to_see", "seat": 4, "target": 2})
    lines = [{"jsonrpc": "2.0", "id": 0, "method": "start", "params": table.setup}]
    lines += [
        {"jsonrpc": "2.0", "id": n, "method": "apply", "params": event}
        for n, event in enumerate(events, start=1)
    ]
    output = io.StringIO()
    serve(ReferenceDealer(), io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), output)
    answers = [json.loads(line) for line in output.getvalue().splitlines()]
    assert all(answer["result"]["accepted"] for answer in answers[1:]), answers
    assert [r["code"] for r in answers[-1]["result"]["rulings"]] == ["ASKED_HAND_SHOWN"]
