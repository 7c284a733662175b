"""Shrinking a disagreement to a smallest hand that still disagrees: delta debugging, then
Hypothesis.

The hand found is played again from the choices that drew it. Delta debugging over the
events it played (:mod:`refdealer.fuzz.reduce`) then takes out players with their events,
betting rounds and single events, house options and an ante, sorts the deck but for the
cards dealt and brings the stacks down, each candidate replayed as it stands. (Shrinking the
choices that drew the hand instead does poorly: a choice taken out changes the meaning of
every later one, so a player or a betting round seldom goes whole, and each candidate is a
new random hand.) Hypothesis then shrinks what is left, the hand written as choices of its
own: for each event after the deal whether it stays and, for a wager, its amount, and each
stack. The choices of the hand are stored as a failing example in an in-memory Hypothesis
database and ``hypothesis.find`` shrinks them, taking out events together and lowering
amounts and stacks together where one at a time would not do. A candidate counts only if it
shows the same deviation (the same :attr:`~refdealer.fuzz.deviation.Deviation.key`), so
the shrinker does not wander off to another bug. Both stages are deterministic: the same
hand shrinks the same way every time (unless a time cap stops it).
"""

from __future__ import annotations

import contextlib
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
#: The wager fields Hypothesis lowers.
AMOUNTS = ("amount", "to")


class ShrinkerMissing(RuntimeError):
    """Hypothesis is not installed (``pip install refdealer[fuzz]``)."""


@dataclass(frozen=True, slots=True)
class Shrunk:
    """The smallest hand found that shows the deviation, and how many hands it took."""

    hand: HandResult
    tries: int
    reduced_events: int
    """The events of the smallest hand after delta debugging, before Hypothesis."""


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
        import hypothesis  # noqa: F401
    except ImportError as missing:  # pragma: no cover - an optional dependency
        raise ShrinkerMissing(
            f"shrinking needs Hypothesis ({missing}): pip install 'refdealer[fuzz]'"
        ) from None
    tries = 0
    deadline = None if seconds is None else time.monotonic() + seconds
    current = [engine()]

    def play(run: Callable[[Engine], HandResult]) -> HandResult:
        nonlocal tries
        tries += 1
        hand = run(current[0])
        if hand.engine_broke:
            current[0] = engine()
        return hand

    def replay(setup: Mapping[str, Any], events: Sequence[Mapping[str, Any]]) -> HandResult | None:
        if tries >= budget or (deadline is not None and time.monotonic() > deadline):
            raise Spent
        hand = play(lambda on: replay_hand(on, table, setup, events))
        shows = hand.deviation is not None and hand.deviation.key == key
        return hand if shows else None

    recorded = iter(choices)
    found = play(lambda on: play_hand(on, table, lambda n: next(recorded, 0) if n > 1 else 0))
    if found.deviation is None or found.deviation.key != key:
        return None
    fewest = 2 if table.has("heads-up") else 3
    equal = not table.has("side-pots")
    reduced = reduce_hand(found, replay, fewest_seats=fewest, equal_stacks=equal)
    smallest = _hypothesis_stage(reduced, replay, key, equal)
    return Shrunk(smallest, tries, reduced.events)


def _hypothesis_stage(
    hand: HandResult,
    replay: Callable[[Mapping[str, Any], Sequence[Mapping[str, Any]]], HandResult | None],
    key: str,
    equal_stacks: bool,
) -> HandResult:
    """Hypothesis shrinking ``hand`` written as choices: a keep flag for each event after
    the deal (1 keeps it), each wager's amount less one, each stack less one (one stack for
    all when they must be equal). The smallest hand found, ``hand`` itself if none."""
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis import strategies as st
    from hypothesis.database import InMemoryExampleDatabase, choices_to_bytes
    from hypothesis.errors import NoSuchExample
    from hypothesis.strategies import DataObject

    events = [dict(played.event) for played in hand.played]
    dealt = next((i for i, e in enumerate(events) if e != {"type": "deal_hole"}), len(events))
    seats = sorted(hand.setup["seats"], key=int)
    stacked = seats[:1] if equal_stacks else seats
    start: list[int] = []
    for event in events[dealt:]:
        start.append(1)
        start += [int(event[f]) - 1 for f in AMOUNTS if isinstance(event.get(f), int)]
    start += [int(hand.setup["seats"][seat]) - 1 for seat in stacked]
    best = [hand]

    def disagrees(data: DataObject) -> bool:
        def draw(top: int) -> int:
            value: int = data.draw(st.integers(0, max(top, 0)))
            return value

        kept = events[:dealt]
        for event in events[dealt:]:
            keep = draw(1)
            sized = {
                f: draw(int(event[f]) - 1) + 1 for f in AMOUNTS if isinstance(event.get(f), int)
            }
            if keep:
                kept.append({**event, **sized})
        stacks = {seat: draw(int(hand.setup["seats"][seat]) - 1) + 1 for seat in stacked}
        if equal_stacks:
            stacks = dict.fromkeys(seats, stacks[seats[0]])
        setup = {**hand.setup, "seats": {**hand.setup["seats"], **stacks}}
        try:
            found = replay(setup, kept)
        except Spent:
            raise _BudgetSpent from None
        if found is None:
            return False
        if found.events <= best[0].events:
            best[0] = found  # Hypothesis's smallest may not have the fewest events
        return True

    database = InMemoryExampleDatabase()
    database_key = b"refdealer-fuzz:" + key.encode()
    # One choice more than the hand reads: a stored example that replays exactly is taken
    # as already shrunk; this one replays the same hand and is shrunk.
    database.save(database_key, choices_to_bytes([*start, 0]))
    rules = settings(
        database=database,
        phases=[Phase.reuse, Phase.shrink],
        max_examples=SHRINK_BUDGET,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    with contextlib.suppress(NoSuchExample, _BudgetSpent):  # the smallest so far stands
        find(st.data(), disagrees, settings=rules, database_key=database_key)
    return best[0]
