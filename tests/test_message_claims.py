"""The words of a ruling or a refusal are part of it: every claim a message makes about the
table must be true of the table it is given on (issue 13, finding 6).

Random no-limit hands with short stacks (so all-ins, short raises and null raises are common)
are played through the protocol's dict API; after every event the claims its messages make
are checked against the snapshot before and after it:

- "every other player still in is all in": every other seat holding cards has no chips;
- "no other player still in can put in more than the N to match": each other seat holding
  cards has at most N in all this round;
- "only enough chips to call": the seat's chips do not exceed its call;
- "may not raise here" (a declared raise that stands as a call): ``legal`` offered no raise;
- "Seat S raises to T all in": seat S has no chips left;
- "seat(s) A, B, who already acted, may only call or fold" (or "players who already acted
  may only call or fold": every seat that acted this round and has chips): when each of those
  seats is next to act with no full bet or raise in between, ``legal`` offers it no raise.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import Table

SETTINGS = settings(
    max_examples=300,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

_RAISED_ALL_IN = re.compile(r"Seat (\d+) (?:raises to|bets) \d+ all in")
_LIMITED = re.compile(r"seat\(s\) ([\d, ]+), who already acted, may only call or fold")
_EVERY_OTHER_ALL_IN = re.compile(r"every other player (?:still in )?is all in")
_ALL_ACTED_LIMITED = "players who already acted may only call or fold"
_NULL = re.compile(r"no other player still in can put in more than the (\d+) to match")


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    count = draw(st.integers(3, 6))
    seats = {
        seat: draw(st.sampled_from([3, 8, 20, 40, 60, 100, 150])) for seat in range(1, 1 + count)
    }
    return {"seats": seats, "button": draw(st.sampled_from(sorted(seats)))}


def _holding(snap: dict[str, Any]) -> list[int]:
    return [int(seat) for seat, cards in snap["hole"].items() if cards]


def check_claims(
    message: str, seat: int, before: dict[str, Any], after: dict[str, Any], acted: set[int]
) -> list[int]:
    """Assert the message's claims about the table; return seats it says may only call/fold."""
    others = [s for s in _holding(before) if s != seat]
    stacks = {int(s): n for s, n in before["stacks"].items()}
    bets = {int(s): n for s, n in before["bets"].items()}
    if _EVERY_OTHER_ALL_IN.search(message):
        assert all(stacks[s] == 0 for s in others), (message, before["stacks"])
    null = _NULL.search(message)
    if null:
        level = int(null.group(1))
        assert all(bets[s] + stacks[s] <= level for s in others), (message, before)
    if "only enough chips to call" in message:
        legal = before["legal"]
        assert legal is not None and stacks[seat] <= legal["call"], (message, legal)
    if "may not raise here" in message:
        legal = before["legal"]
        assert legal is not None and legal["min_raise_to"] is None, (message, legal)
    for match in _RAISED_ALL_IN.finditer(message):
        assert after["stacks"][match.group(1)] == 0, (message, after["stacks"])
    if _ALL_ACTED_LIMITED in message:
        return [s for s in acted if s != seat and after["stacks"][str(s)] > 0]
    limited = _LIMITED.search(message)
    return [int(s) for s in limited.group(1).split(", ")] if limited else []


def next_event(snap: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    seat = snap["to_act"]
    legal = snap["legal"]
    kind = data.draw(st.sampled_from(["fold", "call", "call", "raise", "raise", "all in", "chips"]))
    if kind == "fold":
        return {"type": "fold", "seat": seat}
    if kind == "call":
        return {"type": "call" if legal["call"] else "check", "seat": seat}
    stack = snap["stacks"][str(seat)]
    if kind == "chips":
        pushed = data.draw(st.integers(1, max(1, stack)))
        return {"type": "chips", "seat": seat, "motions": [[pushed]], "declared": "raise"}
    pushed = stack if kind == "all in" else data.draw(st.integers(1, max(1, stack)))
    total = snap["bets"][str(seat)] + pushed
    current = max(snap["bets"].values())
    if current == 0:
        return {"type": "bet", "seat": seat, "amount": total}
    return {"type": "raise", "seat": seat, "to": total}


@SETTINGS
@given(setup=tables(), data=st.data())
def test_every_message_is_true_of_the_table(setup: dict[str, Any], data: st.DataObject) -> None:
    table = Table(setup["seats"], button=setup["button"], blinds=(1, 2))
    table.deal("hole")
    watched: set[int] = set()  # seats a message said may only call or fold
    acted: set[int] = set()  # seats that acted this betting round
    after_phase = "preflop"
    for _ in range(80):
        before = table.snap
        if before["phase"] != after_phase:
            watched.clear()
            acted.clear()
            after_phase = before["phase"]
        if before["phase"] == "complete":
            break
        if before["legal"] is None:
            if before["phase"] == "showdown":
                table.apply({"type": "show", "seat": before["to_act"]})
            else:
                table.deal({0: "flop", 3: "turn", 4: "river"}[len(before["board"])])
            watched.clear()
            acted.clear()
            continue
        seat = before["to_act"]
        if seat in watched:
            assert before["legal"]["min_raise_to"] is None, (seat, before["legal"])
            watched.discard(seat)
        event = next_event(before, data)
        result = table.dealer.apply(event)
        after = table.snap
        messages = [r["message"] for r in result.get("rulings", [])]
        if not result["accepted"]:
            messages.append(result["message"])
        for message in messages:
            watched.update(check_claims(message, seat, before, after, acted))
        if result["accepted"]:
            acted.add(seat)
        action = result.get("action", event) if result["accepted"] else None
        full = not any(r["code"] == "INCOMPLETE_RAISE" for r in result.get("rulings", []))
        if action is not None and action["type"] in ("bet", "raise") and full:
            watched.clear()  # a full bet or raise reopens the betting for everyone
