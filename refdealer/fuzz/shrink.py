"""Shrinking a disagreement with Hypothesis to a smallest hand that still disagrees.

A hand is the list of choices that drew it (:mod:`refdealer.fuzz.generate`). The choices of
the hand found are stored as a failing example in an in-memory Hypothesis database, and
``hypothesis.find`` replays and shrinks them: fewer seats, fewer events, smaller stacks and
a deck closer to its sorted order all come from smaller choices. A candidate counts only if
it shows the same deviation (the same :attr:`~refdealer.fuzz.deviation.Deviation.key`), so
the shrinker does not wander off to another bug. The shrinker is seeded: the same hand
shrinks the same way every time.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from refdealer.fuzz.generate import Table
from refdealer.fuzz.play import HandResult, play_hand
from refdealer.protocol.engine import Engine

#: Hands the shrinker may play for one disagreement (each is a full hand on both sides).
SHRINK_BUDGET = 1000


class ShrinkerMissing(RuntimeError):
    """Hypothesis is not installed (``pip install refdealer[fuzz]``)."""


@dataclass(frozen=True, slots=True)
class Shrunk:
    """The smallest hand found that shows the deviation, and how many hands it took."""

    hand: HandResult
    choices: tuple[int, ...]
    tries: int


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
    deadline = None if seconds is None else time.monotonic() + seconds
    best: list[tuple[HandResult, tuple[int, ...]]] = []
    current = [engine()]

    def disagrees(data: DataObject) -> bool:
        nonlocal tries
        tries += 1
        drawn: list[int] = []

        def choose(n: int) -> int:
            if n <= 1:
                return 0
            choice: int = data.draw(st.integers(0, n - 1))
            drawn.append(choice)
            return choice

        hand = play_hand(current[0], table, choose)
        if hand.engine_broke:
            current[0] = engine()
        late = deadline is not None and time.monotonic() > deadline
        if tries > budget or late:  # after the hand: Hypothesis sees the same draws as before
            raise _BudgetSpent
        if hand.deviation is not None and hand.deviation.key == key:
            best[:] = [(hand, tuple(drawn))]
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
        return None
    except _BudgetSpent:
        pass  # the smallest hand so far stands
    if not best:
        return None
    hand, drawn = best[0]
    return Shrunk(hand, drawn, tries)
