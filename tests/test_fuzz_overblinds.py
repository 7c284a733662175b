"""``refdealer fuzz`` deals straddled and killed hands (STRADDLE, KILL-POT) to an engine that
declares ``straddles`` / ``kill-pots``, and never to one that does not; the dealer walk of
tests/fuzz_walk.py deals them too. Seeds are fixed and printed."""

from __future__ import annotations

import random
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.fuzz.campaign import hand_random
from refdealer.fuzz.generate import Table, random_setup
from refdealer.fuzz.play import play_hand
from refdealer.fuzz.shrink import Recorder
from refdealer.mutants import MUTANTS_BY_NAME, MutantDealer
from refdealer.protocol.engine import InProcessEngine
from refdealer.suite.hello import Greeting, read_hello
from refdealer.table.seating import Seating
from refdealer.table.setup import parse_setup
from tests.fuzz_walk import Tally, walk_hand

SEED = 11
SETUPS = 300


def _greeting(**changes: Any) -> Greeting:
    hello = ReferenceDealer().hello()
    hello.update(changes)
    return read_hello(hello)


def _setups(greeting: Greeting, profile: str = "rrop-cash") -> list[dict[str, Any]]:
    print(f"seed {SEED}, profile {profile}")
    table = Table.of(greeting, profile)
    return [random_setup(hand_random(SEED, n).randrange, table) for n in range(SETUPS)]


def test_an_engine_declaring_straddles_and_kills_is_dealt_them_as_the_books_allow() -> None:
    setups = _setups(_greeting())
    straddled = [s for s in setups if "straddle" in s]
    killed = [s for s in setups if "kill" in s]
    assert len(straddled) >= 10 and len(killed) >= 10
    for setup in straddled:
        assert setup["game"] != "fixed-limit" and len(setup["seats"]) >= 3
        seats = tuple(sorted(int(s) for s in setup["seats"]))
        seating = Seating.around(seats, setup["button"])
        order = seating.order
        assert setup["straddle"] == order[(order.index(seating.big_blind) + 1) % len(order)]
    for setup in killed:
        assert setup["game"] == "fixed-limit"
        assert setup["house"]["kill_pot"] in ("full", "half")
    for setup in straddled + killed:
        assert parse_setup(setup).overblind is not None  # the reference deals it


def test_an_engine_without_the_capability_is_never_offered_a_straddle_or_a_kill() -> None:
    capabilities = [c for c in ReferenceDealer().hello()["capabilities"]
                    if c not in ("straddles", "kill-pots")]  # fmt: skip
    setups = _setups(_greeting(capabilities=capabilities))
    assert not [s for s in setups if "straddle" in s or "kill" in s]
    assert not [s for s in setups if {"straddle", "kill_pot"} & set(s.get("house", {}))]
    # Nor one that plays only the values that have none.
    only_off = _setups(_greeting(options={"straddle": ["off"], "kill_pot": ["off"]}))
    assert not [s for s in only_off if "straddle" in s or "kill" in s]


def test_under_tda_a_straddle_is_dealt_as_the_house_rule_it_is() -> None:
    straddled = [s for s in _setups(_greeting(), "tda-2024") if "straddle" in s]
    assert straddled and all(s["house"]["straddle"] == "allowed" for s in straddled)
    # An engine modelling only tda-2024's default (straddle off) gets none.
    none = _setups(_greeting(options={"kill_pot": ["off", "full"]}), "tda-2024")
    assert not [s for s in none if "straddle" in s]
    assert any("kill" in s for s in none)


def test_the_fuzz_catches_a_straddler_who_acts_first() -> None:
    """The mutant straddler-acts-first (STRADDLE; it starts the action before the flop with
    whoever posted above the big blind, a killer too) disagrees with the reference on random
    straddled hands, and only on hands with a straddle or a kill."""
    engine = InProcessEngine(MutantDealer(MUTANTS_BY_NAME["straddler-acts-first"]))
    table = Table.of(read_hello(engine.hello()), "rrop-cash")
    caught = []
    for index in range(40):
        hand = play_hand(engine, table, Recorder(hand_random(SEED, index)))
        if hand.deviation is not None:
            assert "straddle" in hand.setup or "kill" in hand.setup, (index, hand.setup)
            caught.append((index, "straddle" in hand.setup))
    print(f"seed {SEED}: caught on hands {caught}")
    assert any(straddled for _, straddled in caught)


def test_the_dealer_walk_deals_straddled_and_killed_hands() -> None:
    tally = Tally()
    rng = random.Random(SEED)
    print(f"seed {SEED}")
    for number in range(60):
        walk_hand(rng.randrange, tally, f"hand {number}")
    assert tally.failures == []
    assert tally.straddled >= 3 and tally.killed >= 3
