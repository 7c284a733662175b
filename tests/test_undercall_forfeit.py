"""The floor's ruling that an undercall is forfeited (TDA 51-B, clarification 23): the
``forfeit_undercall`` event through the parser, the dealer and the process binding, and
refused, with the table unchanged, wherever the floor has no such choice."""

from __future__ import annotations

import io
import json

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError
from refdealer.protocol import serve
from refdealer.suite.procedure import deal_events
from refdealer.table.events import ForfeitUndercall, parse_event
from tests.helpers import Table

#: NL 1000/2000, four players see the flop; seat 2 bets 2000, seat 3 raises to 8000.
SCRIPT: tuple[dict[str, object], ...] = (
    {"type": "call", "seat": 4},
    {"type": "call", "seat": 1},
    {"type": "call", "seat": 2},
    {"type": "check", "seat": 3},
)
FLOP: tuple[dict[str, object], ...] = (
    {"type": "bet", "seat": 2, "amount": 2000},
    {"type": "raise", "seat": 3, "to": 8000},
)


def four_handed_raise(profile: str = "tda-2024") -> Table:
    table = Table({1: 100000, 2: 100000, 3: 100000, 4: 100000}, button=1, blinds=(1000, 2000))
    table.setup["profile"] = profile
    table.dealer = ReferenceDealer()
    table.dealer.start(table.setup)
    table.deal("hole")
    for event in SCRIPT:
        table.apply(event)
    table.deal("flop")
    for event in FLOP:
        table.apply(event)
    return table


def test_the_event_parses_and_round_trips() -> None:
    event = parse_event({"type": "forfeit_undercall", "seat": 4, "amount": 2000})
    assert event == ForfeitUndercall(4, 2000)
    assert event.to_dict() == {"type": "forfeit_undercall", "seat": 4, "amount": 2000}
    assert str(event) == "Seat 4 forfeits his undercall of 2000 and folds"


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "forfeit_undercall", "seat": 4},
        {"type": "forfeit_undercall", "seat": 4, "amount": 0},
        {"type": "forfeit_undercall", "seat": 4, "amount": "2000"},
        {"type": "forfeit_undercall", "amount": 2000},
        {"type": "forfeit_undercall", "seat": 4, "amount": 2000, "chips": [2000]},
    ],
)
def test_a_malformed_forfeit_is_an_event_error(raw: dict[str, object]) -> None:
    with pytest.raises(EventError):
        parse_event(raw)


def test_the_floor_forfeits_an_undercall_left_to_it() -> None:
    table = four_handed_raise()
    assert table.reject({"type": "chips", "seat": 4, "motions": [[1000, 1000]]}) == (
        "FLOOR_DECISION"
    )
    assert table.apply({"type": "forfeit_undercall", "seat": 4, "amount": 2000}) == [
        "UNDERCALL_FORFEITED"
    ]
    assert table.stacks[4] == 96000 and table.snap["hole"]["4"] == [] and table.to_act == 1


@pytest.mark.parametrize(
    ("event", "why"),
    [
        ({"type": "forfeit_undercall", "seat": 4, "amount": 9000}, "full call"),
        ({"type": "forfeit_undercall", "seat": 4, "amount": 8000}, "full call"),
        ({"type": "forfeit_undercall", "seat": 3, "amount": 100}, "nothing to call"),
    ],
)
def test_a_forfeit_that_is_no_undercall_is_refused_with_the_table_unchanged(
    event: dict[str, object], why: str
) -> None:
    table = four_handed_raise()
    if event["seat"] == 3:  # seat 3 raised: not to act, nothing owed
        assert table.reject(event) == "NOT_YOUR_TURN"
        return
    assert table.reject(event) == "NO_UNDERCALL"
    assert why in table.dealer.apply(event)["message"]


def test_robert_s_rules_refuse_every_forfeit() -> None:
    table = four_handed_raise("rrop-cash")
    assert table.reject({"type": "forfeit_undercall", "seat": 4, "amount": 2000}) == (
        "NO_UNDERCALL"
    )
    assert (
        "RRoP"
        in table.dealer.apply({"type": "forfeit_undercall", "seat": 4, "amount": 2000})["message"]
    )


def test_the_process_binding_carries_the_forfeit() -> None:
    table = four_handed_raise()
    events = [*deal_events("hole", 4), *SCRIPT, *deal_events("flop", 4), *FLOP]
    events.append({"type": "forfeit_undercall", "seat": 4, "amount": 2000})
    lines = [{"jsonrpc": "2.0", "id": 0, "method": "start", "params": table.setup}]
    lines += [
        {"jsonrpc": "2.0", "id": n, "method": "apply", "params": event}
        for n, event in enumerate(events, start=1)
    ]
    output = io.StringIO()
    serve(ReferenceDealer(), io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), output)
    last = json.loads(output.getvalue().splitlines()[-1])
    assert last["id"] == len(events) and last["result"]["accepted"] is True
    assert [r["code"] for r in last["result"]["rulings"]] == ["UNDERCALL_FORFEITED"]
