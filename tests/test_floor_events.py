"""The events by which the floor ends a hand inside one hand (issue 28): ``kill_hand``
(PROTECT-HAND), ``clock_expired`` (CLOCK) and ``away_at_deal`` (AT-SEAT). Each parses and
round-trips; sent where it cannot apply it is refused with a reason and the table is
unchanged."""

from __future__ import annotations

import io
import json

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError
from refdealer.protocol import serve
from refdealer.suite.procedure import deal_events
from refdealer.table.events import AwayAtDeal, ClockExpired, KillHand, parse_event
from tests.helpers import Table, f6


@pytest.mark.parametrize(
    ("raw", "event", "words"),
    [
        ({"type": "kill_hand", "seat": 4}, KillHand(4), "The dealer kills seat 4's hand"),
        ({"type": "clock_expired", "seat": 2}, ClockExpired(2), "Time runs out on seat 2"),
    ],
)
def test_the_events_parse_and_round_trip(raw: dict[str, object], event: object, words: str) -> None:
    assert parse_event(raw) == event
    assert parse_event(dict(raw, seat=12)).to_dict() == dict(raw, seat=12)
    assert str(event).startswith(words)


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "kill_hand"},
        {"type": "kill_hand", "seat": 0},
        {"type": "clock_expired", "seat": "2"},
        {"type": "clock_expired", "seat": 2, "seconds": 30},
    ],
)
def test_a_malformed_event_is_an_event_error(raw: dict[str, object]) -> None:
    with pytest.raises(EventError):
        parse_event(raw)


def flop_three_handed() -> Table:
    table = Table({1: 20000, 2: 20000, 3: 20000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.each("call", 1, 2)
    table.act("check", 3)
    table.deal("flop")
    return table


def test_each_event_where_it_cannot_apply_is_refused_and_changes_nothing() -> None:
    table = Table({1: 20000, 2: 20000, 3: 20000}, button=1, blinds=(100, 200))
    table.apply({"type": "deal_hole"})
    assert table.reject({"type": "kill_hand", "seat": 2}) == "DEAL_INCOMPLETE"
    assert table.reject({"type": "clock_expired", "seat": 2}) == "DEAL_INCOMPLETE"
    table = flop_three_handed()
    assert table.reject({"type": "kill_hand", "seat": 7}) == "NOT_IN_HAND"
    assert table.reject({"type": "clock_expired", "seat": 3}) == "NOT_YOUR_TURN"
    table.apply({"type": "declare", "seat": 2, "declared": "bet"})
    assert table.reject({"type": "clock_expired", "seat": 2}) == "RAISE_DECLARED"
    table.act("bet", 2, 400)
    table.act("fold", 3)
    assert table.reject({"type": "kill_hand", "seat": 3}) == "NOT_IN_HAND"
    assert table.reject({"type": "clock_expired", "seat": 3}) == "NOT_IN_HAND"


def test_a_killed_raise_nobody_called_goes_back_and_the_bet_before_it_stands() -> None:
    """Seat 5 raises to 600 over seat 4's call; the dealer kills seat 5's hand before anyone
    else acts: 400 goes back to him, and seat 6 faces 200 with a minimum raise to 400."""
    table = f6()
    table.deal("hole")
    table.act("call", 4)
    table.act("raise", 5, to=600)
    assert table.apply({"type": "kill_hand", "seat": 5}) == [
        "HAND_KILLED",
        "UNCALLED_BET_RETURNED",
    ]
    assert table.stacks[5] == 19800 and table.bets[5] == 200
    assert table.to_act == 6 and table.legal["call"] == 200 and table.legal["min_raise_to"] == 400


def test_the_clock_kills_only_a_hand_facing_a_bet() -> None:
    table = flop_three_handed()
    assert table.apply({"type": "clock_expired", "seat": 2}) == ["CLOCK_CHECKED"]
    table.act("bet", 3, 400)
    assert table.apply({"type": "clock_expired", "seat": 1}) == ["CLOCK_HAND_DEAD"]
    assert table.snap["hole"]["1"] == [] and table.to_act == 2


def test_away_at_deal_parses_round_trips_and_is_refused_where_it_cannot_apply() -> None:
    """AT-SEAT: refused during the deal, for no live hand, and for a player who acted (he
    was there) or once the first round is over; each refusal leaves the table unchanged."""
    raw = {"type": "away_at_deal", "seat": 3}
    assert parse_event(raw) == AwayAtDeal(3) and AwayAtDeal(3).to_dict() == raw
    with pytest.raises(EventError):
        parse_event({"type": "away_at_deal", "seat": 3, "minutes": 2})
    table = Table({1: 20000, 2: 20000, 3: 20000}, button=1, blinds=(100, 200))
    table.apply({"type": "deal_hole"})
    assert table.reject(raw) == "DEAL_INCOMPLETE"
    table = Table({1: 20000, 2: 20000, 3: 20000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.act("call", 1)
    assert table.reject({"type": "away_at_deal", "seat": 1}) == "PLAYER_PRESENT"
    assert table.reject({"type": "away_at_deal", "seat": 7}) == "NOT_IN_HAND"
    assert table.apply(raw) == ["AWAY_AT_DEAL"]
    assert table.bets[3] == 200 and table.stacks[3] == 19800 and table.snap["hole"]["3"] == []
    table.act("call", 2)
    assert table.to_act is None  # the big blind killed at the deal has no option
    table.deal("flop")
    assert table.reject({"type": "away_at_deal", "seat": 2}) == "PLAYER_PRESENT"


def test_the_process_binding_carries_away_at_deal() -> None:
    table = Table({1: 20000, 2: 20000, 3: 20000}, button=1, blinds=(100, 200))
    events = [*deal_events("hole", 3), {"type": "away_at_deal", "seat": 1}]
    lines = [{"jsonrpc": "2.0", "id": 0, "method": "start", "params": table.setup}]
    lines += [
        {"jsonrpc": "2.0", "id": n, "method": "apply", "params": event}
        for n, event in enumerate(events, start=1)
    ]
    output = io.StringIO()
    serve(ReferenceDealer(), io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), output)
    last = json.loads(output.getvalue().splitlines()[-1])
    assert last["result"]["accepted"] is True
    assert [r["code"] for r in last["result"]["rulings"]] == ["AWAY_AT_DEAL"]


def test_a_live_hand_mucked_out_of_turn_holding_the_top_bet_has_its_uncalled_raise_voided() -> None:
    """Seat 5 raises to 600 and throws his hand away before seat 6 acts (rrop-cash: a live
    discard is dead). Nobody called the raise: as when the dealer kills the hand, 400 goes
    back at once and seat 6 faces 200, with the minimum raise to 400 (TDA 15-B, 65-A; RRoP
    s3 Irregularities #2), not a raise from a dead hand."""
    table = f6()
    table.deal("hole")
    table.act("call", 4)
    table.act("raise", 5, to=600)
    assert table.apply({"type": "muck", "seat": 5}) == [
        "MUCKED_WHILE_LIVE",
        "UNCALLED_BET_RETURNED",
    ]
    assert table.stacks[5] == 19800 and table.bets[5] == 200
    assert table.to_act == 6 and table.legal["call"] == 200 and table.legal["min_raise_to"] == 400
