"""The moving button over random cash sessions (MOVING-BUTTON, MISSED-BLINDS,
NEW-PLAYER-BLIND; RRoP §4 r2(a)): the catalog's test 4 as a property.

Hypothesis draws a table (3-8 players among seats 1-10, a button) under house option
``button_mode`` ``moving`` and a run of hands, each folded round to the big blind, with an
event between hands now and then: a player sits out, comes back, posts to come in, or a
newcomer takes an empty seat. From the places and bets of each hand as dealt it checks:

* over any orbit (the button going from a seat round to it again) with three or more
  players dealt in each hand and nobody leaving the hands (the catalog's orbit is a table's
  whose players stay), every player dealt in throughout it who was not coming in holds the
  button once and posts one small blind and one big blind (a player coming back may post
  a second big blind on a hand);
* every hand has one small blind and one big blind, each posted by a player dealt in, and
  nobody sitting out is dealt in;
* a player sitting out owes exactly the blinds that moved past his seat while he was away
  (the big blind live, the small blind dead); coming back, he posts them, or waits for the
  big blind, which clears them;
* a player waiting for the big blind is dealt in by it within a few orbits once the table
  is left alone (the defect fixed here: under the moving button he never was).

The examples are seeded (``SEED``, printed), so every run draws the same sessions.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from refdealer.session.positions import between
from tests.session_table import SessionTable

SEED = 20261203
#: Hands folded round with nothing happening between them, after the random run: enough
#: for the big blind to go round a full table twice.
QUIET_HANDS = 22


@dataclass
class Ledger:
    """What the test itself saw of each hand: its places and what each seat posted."""

    hands: list[dict[str, Any]] = field(default_factory=list)
    #: The blinds that moved past each seat sitting out since he sat out: seat -> (big, small).
    missed: dict[int, tuple[bool, bool]] = field(default_factory=dict)
    #: Seats whose newcomer has not been dealt a hand yet.
    newcomers: set[int] = field(default_factory=set)


def _play_hand(table: SessionTable, ledger: Ledger) -> None:
    before = table.session
    seats_before = {int(s): p for s, p in before["seats"].items()}
    last_small, last_big = before["small_blind"], before["big_blind"]
    away = ("sitting_out", "waiting", "posting")
    for seat, player in seats_before.items():  # owed: exactly the blinds that passed him
        if player["state"] in away:
            big_owed, small_owed = ledger.missed.get(seat, (False, False))
            live = 2 if big_owed or seat in ledger.newcomers else 0
            assert player["owes"] == {"live": live, "dead": int(small_owed)}, (seat, player)
    posts = {post["seat"]: post for post in table.upcoming["posts"]}
    table.next_hand()
    snap = table.dealer.snapshot()
    session = snap["session"]
    button, small, big = session["button"], session["small_blind"], session["big_blind"]
    bets = {int(s): amount for s, amount in snap["bets"].items()}
    dealt = sorted(bets)
    # One small blind and one big blind, posted by players dealt in; nobody away dealt in.
    assert small is not None and small in dealt and big in dealt, session
    assert bets[small] == 1 and bets[big] == 2, snap["bets"]
    assert not [s for s in dealt if seats_before[s]["state"] == "sitting_out"]
    coming_in = {s for s in dealt if seats_before[s]["state"] in away}
    for seat in coming_in - {small, big}:  # the big blind live, the small blind he owes dead
        owed_dead = seats_before[seat]["owes"]["dead"]
        assert posts[seat] == {"seat": seat, "live": 2, "dead": owed_dead}, posts
    assert all(bets[seat] == post["live"] for seat, post in posts.items()), (posts, bets)
    dead = snap["pots"][0]["amount"] - sum(bets.values())
    assert dead == sum(post["dead"] for post in posts.values()), snap
    if last_big is not None:  # a blind moving past a seat sitting out is owed
        for seat, player in seats_before.items():
            if player["state"] == "sitting_out":
                big_owed, small_owed = ledger.missed.get(seat, (False, False))
                ledger.missed[seat] = (
                    big_owed or between(seat, last_big, big),
                    small_owed or between(seat, last_small, small),
                )
    for seat in coming_in:
        ledger.missed.pop(seat, None)
        ledger.newcomers.discard(seat)
    # What each seat paid: a big blind (in the big blind, or posted live) or a small blind
    # (in the small blind, or posted dead); coming in, a post pays for the rounds away.
    paid = {seat: [0, 0] for seat in dealt}
    paid[big][0] += 1
    paid[small][1] += 1
    for seat, post in posts.items():
        if seat not in coming_in:
            paid[seat][0] += post["live"] // 2
            paid[seat][1] += post["dead"]
    ledger.hands.append(
        {"button": button, "small": small, "big": big, "dealt": dealt,
         "coming_in": coming_in, "paid": paid}
    )  # fmt: skip
    table.fold_to_big_blind()


def _check_orbits(hands: list[dict[str, Any]]) -> None:
    """Every player dealt in throughout an orbit, not coming in, holds the button once and
    posts one small blind and one big blind in it."""
    for start, first in enumerate(hands):
        end = next(
            (i for i in range(start + 1, len(hands)) if hands[i]["button"] == first["button"]),
            None,
        )
        if end is None:
            continue
        orbit = hands[start:end]
        if any(len(hand["dealt"]) < 3 for hand in orbit):
            continue
        # The hand that closes it counts too: the button skips a seat sitting out.
        dealt = [set(hand["dealt"]) for hand in hands[start : end + 1]]
        if any(now != dealt[0] for now in dealt):
            continue  # someone came or went: the orbit is not one table's
        for seat in dealt[0]:
            buttons = sum(hand["button"] == seat for hand in orbit)
            smalls = sum(hand["small"] == seat for hand in orbit)
            bigs = sum(hand["big"] == seat for hand in orbit)
            assert (buttons, smalls, bigs) == (1, 1, 1), (seat, start, end, orbit)


def _check_rounds(hands: list[dict[str, Any]]) -> None:
    """Between two hands a player has the button, with two others or more dealt in each
    hand and the player in them all, he pays one big blind and one small blind, however the
    table changed around him: nobody posts a blind twice in a round or skips one, and the
    button neither skips him nor comes to him twice."""
    for seat in {seat for hand in hands for seat in hand["dealt"]}:
        buttons = [i for i, hand in enumerate(hands) if hand["button"] == seat]
        for first, second in itertools.pairwise(buttons):
            stretch = hands[first : second + 1]
            if any(len(hand["dealt"]) < 3 or seat not in hand["dealt"] for hand in stretch):
                continue
            if any(seat in hand["coming_in"] for hand in stretch):
                continue
            bigs = sum(hand["paid"][seat][0] for hand in stretch[1:])
            smalls = sum(hand["paid"][seat][1] for hand in stretch[1:])
            assert (bigs, smalls) == (1, 1), (seat, first, second, stretch)


@st.composite
def tables(draw: st.DrawFn) -> tuple[dict[int, int], int]:
    seats = draw(st.lists(st.integers(1, 10), min_size=3, max_size=8, unique=True))
    button = draw(st.sampled_from(sorted(seats)))
    return dict.fromkeys(sorted(seats), 500), button


EVENTS = ("none", "none", "sit_out", "come_back", "post", "join")


@seed(SEED)
@settings(max_examples=40, deadline=None, print_blob=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])  # fmt: skip
@given(table=tables(), data=st.data())
def test_the_moving_button_keeps_every_orbit_whole(
    table: tuple[dict[int, int], int], data: DataObject
) -> None:
    print(f"seed {SEED}")
    stacks, button = table
    session = SessionTable(stacks, button, house={"button_mode": "moving"})
    ledger = Ledger()
    hands = data.draw(st.integers(6, 24), label="hands")
    for _ in range(hands):
        kind = data.draw(st.sampled_from(EVENTS), label="event")
        seats = {int(s): p for s, p in session.session["seats"].items()}
        by_state = {
            state: sorted(s for s, p in seats.items() if p["state"] == state)
            for state in ("playing", "sitting_out", "waiting")
        }
        wanted = {"sit_out": "playing", "come_back": "sitting_out", "post": "waiting"}
        if kind == "join":
            empty = [s for s in range(1, 11) if s not in seats]
            if empty:
                seat = data.draw(st.sampled_from(empty), label="join")
                session.event({"type": "join", "seat": seat, "stack": 500})
                ledger.newcomers.add(seat)
        elif kind in wanted and by_state[wanted[kind]]:
            if kind == "sit_out" and len(by_state["playing"]) <= 3:
                continue
            seat = data.draw(st.sampled_from(by_state[wanted[kind]]), label=kind)
            answer = session.dealer.apply({"type": kind, "seat": seat})
            assert answer["accepted"] or answer["reason"].startswith("BETWEEN_THE_BLINDS"), answer
        _play_hand(session, ledger)
    for _ in range(QUIET_HANDS):
        _play_hand(session, ledger)
    _check_orbits(ledger.hands)
    _check_rounds(ledger.hands)
    # Left alone, every player waiting for the big blind has been dealt in by it.
    states = {s: p["state"] for s, p in session.session["seats"].items()}
    assert "waiting" not in states.values(), states
