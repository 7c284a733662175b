"""Shrinking a disagreement to a smallest hand that still disagrees, in two stages.

First Hypothesis: a hand is the list of choices that drew it
(:mod:`refdealer.fuzz.generate`). The choices of the hand found are stored as a failing
example in an in-memory Hypothesis database, and ``hypothesis.find`` replays and shrinks
them: fewer seats, fewer events, smaller stacks and a deck closer to its sorted order all
come from smaller choices. A candidate is played no further than the smallest hand so far
(a longer one could not be kept), which makes most candidates cheap. Then delta debugging
over the events the hand played (:mod:`refdealer.fuzz.reduce`) takes out the seats, betting
rounds and single events that a change of choices could not take out without changing the
rest. A candidate counts only if it shows the same deviation (the same
:attr:`~refdealer.fuzz.deviation.Deviation.key`), so the shrinker does not wander off to
another bug. Both stages are deterministic: the same hand shrinks the same way every time
(unless a time cap stops it).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from refdealer.fuzz.generate import Table
from refdealer.fuzz.play import HandResult, play_hand, replay_hand
from refdealer.fuzz.reduce import Spent, reduce_hand
from refdealer.protocol.engine import Engine

#: Hands the shrinker may play for one disagreement (each is a full hand on both sides).
SHRINK_BUDGET = 1000
#: The share of the budget (hands and seconds) Hypothesis may spend before delta debugging.
HYPOTHESIS_SHARE = 0.6


class ShrinkerMissing(RuntimeError):
    """Hypothesis is not installed (``pip install refdealer[fuzz]``)."""


@dataclass(frozen=True, slots=True)
class Shrunk:
    """The smallest hand found that shows the deviation, and how many hands it took."""

    hand: HandResult
    tries: int
    hypothesis_events: int
    """The events of the smallest hand after Hypothesis, before delta debugging."""


class _BudgetSpent(BaseException):
    """Stops the shrinker once its budget of hands is spent (a BaseException, so Hypothesis
    takes it for an interruption, not for a failure to shrink)."""


class Recorder:
    """``choose(n)`` backed by a ``random.Random``, remembering every choice it made."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.choices: list[int] = []

    def __call__(self, n: int) -> int:
        if n <= 1:
            return 0  # no choice at all: nothing recorded (Hypothesis draws nothing either)
        choice = self.rng.randrange(n)
        self.choices.append(choice)
        return choice


def shrink(
    engine: Callable[[], Engine],
    table: Table,
    choices: Sequence[int],
    key: str,
    *,
    budget: int = SHRINK_BUDGET,
    seconds: float | None = None,
) -> Shrunk | None:
    """The smallest hand showing deviation ``key``, starting from the hand ``choices`` drew;
    None when even that hand no longer shows it (the engine is not deterministic).

    ``engine()`` gives the engine to play on (a new one after a crash). ``budget`` hands at
    most are played; ``seconds``, if given, stops the shrinker after that long too (the
    result then depends on the machine's speed: the same seed may shrink further elsewhere)."""
    try:
        from hypothesis import HealthCheck, Phase, find, settings
        from hypothesis import strategies as st
        from hypothesis.database import InMemoryExampleDatabase, choices_to_bytes
        from hypothesis.errors import NoSuchExample
        from hypothesis.strategies import DataObject
    except ImportError as missing:  # pragma: no cover - an optional dependency
        raise ShrinkerMissing(
            f"shrinking needs Hypothesis ({missing}): pip install 'refdealer[fuzz]'"
        ) from None

    database = InMemoryExampleDatabase()
    database_key = b"refdealer-fuzz:" + key.encode()
    # One choice more than the hand reads: a stored example that replays exactly is taken
    # as already shrunk; this one replays the same hand and is shrunk.
    database.save(database_key, choices_to_bytes([*choices, 0]))
    tries = 0
    began = time.monotonic()
    first_budget = int(budget * HYPOTHESIS_SHARE)
    first_deadline = None if seconds is None else began + seconds * HYPOTHESIS_SHARE
    deadline = None if seconds is None else began + seconds
    best: list[HandResult] = []
    current = [engine()]
    recorded = iter(choices)

    def play(run: Callable[[Engine], HandResult]) -> HandResult:
        nonlocal tries
        tries += 1
        hand = run(current[0])
        if hand.engine_broke:
            current[0] = engine()
        return hand

    found = play(lambda on: play_hand(on, table, lambda n: next(recorded, 0) if n > 1 else 0))
    if found.deviation is None or found.deviation.key != key:
        return None
    # No candidate is played further than the hand found: a longer one could not be kept.
    # (A fixed cut: Hypothesis must see the same draws each time it replays a choice.)
    limit = found.events

    def disagrees(data: DataObject) -> bool:
        def choose(n: int) -> int:
            if n <= 1:
                return 0
            choice: int = data.draw(st.integers(0, n - 1))
            return choice

        hand = play(lambda on: play_hand(on, table, choose, limit=limit))
        late = first_deadline is not None and time.monotonic() > first_deadline
        if tries > first_budget or late:  # after the hand: Hypothesis sees the same draws
            raise _BudgetSpent
        if hand.deviation is not None and hand.deviation.key == key:
            if not best or hand.events <= best[0].events:
                best[:] = [hand]  # Hypothesis's smallest may not have the fewest events
            return True
        return False

    rules = settings(
        database=database,
        phases=[Phase.reuse, Phase.shrink],
        max_examples=budget,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    try:
        find(st.data(), disagrees, settings=rules, database_key=database_key)
    except NoSuchExample:
        pass  # the hand found stands
    except _BudgetSpent:
        pass  # the smallest hand so far stands
    if not best:
        best.append(found)
    after_hypothesis = best[0].events

    def replay(setup: Mapping[str, Any], events: Sequence[Mapping[str, Any]]) -> HandResult | None:
        if tries >= budget or (deadline is not None and time.monotonic() > deadline):
            raise Spent
        hand = play(lambda on: replay_hand(on, table, setup, events))
        shows = hand.deviation is not None and hand.deviation.key == key
        return hand if shows else None

    fewest = 2 if table.has("heads-up") else 3
    equal = not table.has("side-pots")
    smallest = reduce_hand(best[0], replay, fewest_seats=fewest, equal_stacks=equal)
    return Shrunk(smallest, tries, after_hypothesis)
