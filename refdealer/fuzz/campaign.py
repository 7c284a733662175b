"""A fuzz campaign: many random hands, their disagreements grouped, each group shrunk.

Hand ``i`` of seed ``s`` is drawn by ``random.Random(f"{s}:{i}")``: the same seed and
engine give the same hands, whatever ``--jobs`` and however they are split into shards
(``--shard I/N`` plays the hands ``i`` with ``i % N == I - 1``). Each group keeps its count
and its smallest example (fewest events, then the first hand), and that example is the one
shrunk, so the files written do not depend on the order the jobs finish in.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from refdealer.fuzz.deviation import Deviation
from refdealer.fuzz.generate import Table
from refdealer.fuzz.play import HandResult, play_hand
from refdealer.fuzz.scenario_file import scenario_document, slug, write_scenario
from refdealer.fuzz.shrink import Recorder, shrink
from refdealer.protocol.engine import Engine
from refdealer.suite.hello import read_hello

#: Hands a job plays between two reports to the campaign.
CHUNK = 20


@dataclass(frozen=True, slots=True)
class EngineSpec:
    """How to open the engine (again, after a crash, or in another process)."""

    adapter: str | None
    adapter_cmd: str | None
    timeout: float
    profile: str

    def open(self) -> Engine:
        from refdealer.suite.adapters import open_engine

        return open_engine(self.adapter, self.adapter_cmd, timeout=self.timeout)


@dataclass(frozen=True, slots=True)
class Example:
    """One hand that disagreed: where it is in the seed space, and how to draw it again."""

    hand: int
    events: int
    detail: str
    choices: tuple[int, ...]
    differences: tuple[tuple[str, str, str], ...] = ()
    """(field, expected, actual) as JSON text."""

    @property
    def size(self) -> tuple[int, int]:
        return (self.events, self.hand)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "events": self.events,
            "detail": self.detail,
            "differences": [list(d) for d in self.differences],
        }


@dataclass(slots=True)
class Group:
    """Every disagreement showing one deviation: how many, and the smallest."""

    key: str
    cause: str
    field: str
    rule: str
    count: int
    example: Example
    scenario: str | None = None
    scenario_steps: int | None = None
    shrunk_events: int | None = None
    shrink_seconds: float | None = None

    def add(self, other: Group) -> None:
        self.count += other.count
        if other.example.size < self.example.size:
            self.example = other.example
            self.scenario, self.scenario_steps = other.scenario, other.scenario_steps
            self.shrunk_events = other.shrunk_events

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "cause": self.cause,
            "field": self.field,
            "rule": self.rule,
            "count": self.count,
            "example": self.example.to_dict(),
            "scenario": self.scenario,
            "scenario_steps": self.scenario_steps,
            "shrunk_events": self.shrunk_events,
            "shrink_seconds": self.shrink_seconds,
        }


@dataclass(slots=True)
class Tally:
    """What hands played so far showed: counts, time, and the groups."""

    hands: int = 0
    events: int = 0
    disagreements: int = 0
    restarts: int = 0
    #: Hands dealt with a live straddle, and with a kill (STRADDLE, KILL-POT).
    straddled: int = 0
    killed: int = 0
    play_seconds: float = 0.0
    reference_seconds: float = 0.0
    groups: dict[str, Group] = field(default_factory=dict)

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.events += other.events
        self.disagreements += other.disagreements
        self.restarts += other.restarts
        self.straddled += other.straddled
        self.killed += other.killed
        self.play_seconds += other.play_seconds
        self.reference_seconds += other.reference_seconds
        for key, group in other.groups.items():
            if key in self.groups:
                self.groups[key].add(group)
            else:
                self.groups[key] = group

    def note(self, index: int, hand: HandResult, choices: tuple[int, ...]) -> None:
        self.hands += 1
        self.events += hand.events
        self.straddled += "straddle" in hand.setup
        self.killed += "kill" in hand.setup
        self.reference_seconds += hand.reference_seconds
        deviation = hand.deviation
        if deviation is None:
            return
        self.disagreements += 1
        example = Example(
            index,
            hand.events,
            deviation.detail,
            choices,
            tuple((d.field, _json(d.expected), _json(d.actual)) for d in deviation.differences[:4]),
        )
        found = Group(deviation.key, deviation.cause, deviation.field, deviation.rule, 1, example)
        if deviation.key in self.groups:
            self.groups[deviation.key].add(found)
        else:
            self.groups[deviation.key] = found

    @property
    def reference_share(self) -> float:
        return self.reference_seconds / self.play_seconds if self.play_seconds else 0.0


def _json(value: Any) -> str:
    import json

    from refdealer.sanitize import bounded_text

    try:
        return bounded_text(json.dumps(value, sort_keys=True))
    except (TypeError, ValueError):
        return bounded_text(repr(value))


def hand_random(seed: int, index: int) -> random.Random:
    """The random source of hand ``index`` of ``seed`` (string seeding is stable)."""
    return random.Random(f"refdealer-fuzz:{seed}:{index}")


def hand_indices(shard: int, shards: int, start: int = 0) -> Iterator[int]:
    """The hand numbers shard ``shard`` of ``shards`` plays, from its ``start``-th on."""
    position = start
    while True:
        yield shard - 1 + shards * position
        position += 1


# -- one job ---------------------------------------------------------------------------------

_JOB: dict[str, Any] = {}


def _job_engine(spec: EngineSpec) -> tuple[Engine, Table]:
    if _JOB.get("spec") != spec:
        engine = spec.open()
        _JOB.update(
            spec=spec, engine=engine, table=Table.of(read_hello(engine.hello()), spec.profile)
        )
    return _JOB["engine"], _JOB["table"]


def _restart(spec: EngineSpec) -> None:
    close = getattr(_JOB.get("engine"), "close", None)
    if callable(close):
        close()
    _JOB["engine"] = spec.open()


def play_chunk(spec: EngineSpec, seed: int, indices: tuple[int, ...]) -> Tally:
    """Play hands ``indices`` of ``seed`` on the engine (opened once per process)."""
    engine, table = _job_engine(spec)
    tally = Tally()
    began = time.perf_counter()
    for index in indices:
        recorder = Recorder(hand_random(seed, index))
        hand = play_hand(engine, table, recorder)
        tally.note(index, hand, tuple(recorder.choices))
        if hand.engine_broke:
            tally.restarts += 1
            _restart(spec)
            engine = _JOB["engine"]
    tally.play_seconds = time.perf_counter() - began
    return tally


@dataclass(frozen=True, slots=True)
class ShrinkOutcome:
    key: str
    scenario: str | None
    steps: int | None
    events: int | None
    problem: str | None = None
    seconds: float = 0.0


def shrink_group(
    spec: EngineSpec,
    seed: int,
    group: Group,
    out: str | None,
    origin: str,
    budget: int,
    seconds: float | None = None,
) -> ShrinkOutcome:
    """Shrink ``group``'s smallest example and write it under ``out`` as a scenario."""
    began = time.perf_counter()
    outcome = _shrink_and_write(spec, seed, group, out, origin, budget, seconds)
    return replace(outcome, seconds=round(time.perf_counter() - began, 3))


def _shrink_and_write(
    spec: EngineSpec,
    seed: int,
    group: Group,
    out: str | None,
    origin: str,
    budget: int,
    seconds: float | None,
) -> ShrinkOutcome:
    _, table = _job_engine(spec)

    def fresh() -> Engine:
        _restart(spec)
        engine: Engine = _JOB["engine"]
        return engine

    shrunk = shrink(fresh, table, group.example.choices, group.key, budget=budget, seconds=seconds)
    if shrunk is None or shrunk.hand.deviation is None:
        return ShrinkOutcome(group.key, None, None, None, "the hand no longer disagrees")
    if out is None:
        return ShrinkOutcome(group.key, None, None, shrunk.hand.events)
    name = slug(group.key)
    path = Path(out) / f"{name}.yaml"
    document = scenario_document(
        shrunk.hand,
        shrunk.hand.deviation,
        scenario_id=f"fuzz-{name}",
        origin=f"{origin}, seed {seed}, hand {group.example.hand}",
        profile=spec.profile,
    )
    try:
        write_scenario(document, path)
    except Exception as error:  # the group stands; the file is reported as not written
        return ShrinkOutcome(group.key, None, None, shrunk.hand.events, f"not written: {error}")
    return ShrinkOutcome(group.key, str(path), len(document["script"]), shrunk.hand.events)


# -- the campaign ----------------------------------------------------------------------------

Progress = Callable[[Tally], None]


@dataclass(frozen=True, slots=True)
class Plan:
    """What to play: the seed, the shard, and how many hands or seconds."""

    seed: int = 0
    shard: int = 1
    shards: int = 1
    hands: int | None = 1000
    seconds: float | None = None
    jobs: int = 1


def run_campaign(spec: EngineSpec, plan: Plan, progress: Progress | None = None) -> Tally:
    """Play the plan's hands and group their disagreements."""
    tally = Tally()
    indices = hand_indices(plan.shard, plan.shards)
    deadline = None if plan.seconds is None else time.monotonic() + plan.seconds
    remaining = plan.hands

    def next_chunk() -> tuple[int, ...] | None:
        nonlocal remaining
        if deadline is not None and time.monotonic() >= deadline:
            return None
        size = CHUNK if remaining is None else min(CHUNK, remaining)
        if size <= 0:
            return None
        if remaining is not None:
            remaining -= size
        return tuple(next(indices) for _ in range(size))

    if plan.jobs <= 1:
        while (chunk := next_chunk()) is not None:
            tally.add(play_chunk(spec, plan.seed, chunk))
            if progress is not None:
                progress(tally)
        return tally
    with ProcessPoolExecutor(max_workers=plan.jobs) as pool:
        running: set[Future[Tally]] = set()
        while True:
            while len(running) < 2 * plan.jobs and (chunk := next_chunk()) is not None:
                running.add(pool.submit(play_chunk, spec, plan.seed, chunk))
            if not running:
                break
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                tally.add(future.result())
            if progress is not None:
                progress(tally)
    return tally


def shrink_groups(
    spec: EngineSpec,
    plan: Plan,
    tally: Tally,
    out: str | None,
    origin: str,
    budget: int,
    seconds: float | None = None,
) -> list[ShrinkOutcome]:
    """Shrink every group's smallest example (in parallel with ``plan.jobs``)."""
    groups = [tally.groups[key] for key in sorted(tally.groups)]
    if plan.jobs <= 1:
        outcomes = [shrink_group(spec, plan.seed, g, out, origin, budget, seconds) for g in groups]
    else:
        with ProcessPoolExecutor(max_workers=plan.jobs) as pool:
            futures = [
                pool.submit(shrink_group, spec, plan.seed, g, out, origin, budget, seconds)
                for g in groups
            ]
            outcomes = [future.result() for future in futures]
    for outcome in outcomes:
        group = tally.groups[outcome.key]
        group.scenario, group.scenario_steps = outcome.scenario, outcome.steps
        group.shrunk_events = outcome.events
        group.shrink_seconds = outcome.seconds
    return outcomes


def report_dict(
    tally: Tally, *, engine: Mapping[str, Any], plan: Plan, profile: str, seconds: float
) -> dict[str, Any]:
    """The campaign as JSON (``--json``, and ``fuzz.json`` in ``--out`` for ``--merge``)."""
    return {
        "engine": {k: v for k, v in engine.items() if k in ("engine", "version", "capabilities")},
        "profile": profile,
        "seed": plan.seed,
        "shard": [plan.shard, plan.shards],
        "hands": tally.hands,
        "events": tally.events,
        "disagreements": tally.disagreements,
        "restarts": tally.restarts,
        "straddled": tally.straddled,
        "killed": tally.killed,
        "seconds": round(seconds, 3),
        "play_seconds": round(tally.play_seconds, 3),
        "reference_seconds": round(tally.reference_seconds, 3),
        "groups": [tally.groups[key].to_dict() for key in sorted(tally.groups)],
    }


_COUNT = {"type": "integer", "minimum": 0}
_EXAMPLE_SHAPE = {
    "type": "object",
    "required": ["hand", "events", "detail"],
    "properties": {
        "hand": _COUNT,
        "events": _COUNT,
        "detail": {"type": "string"},
        "differences": {"type": "array", "items": {"type": "array"}},
    },
}
RUN_SHAPE: Mapping[str, Any] = {
    "type": "object",
    "required": ["hands", "events", "disagreements", "groups"],
    "properties": {
        "hands": _COUNT,
        "events": _COUNT,
        "disagreements": _COUNT,
        "restarts": _COUNT,
        "straddled": _COUNT,
        "killed": _COUNT,
        "seconds": {"type": "number"},
        "play_seconds": {"type": "number"},
        "reference_seconds": {"type": "number"},
        "groups": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["key", "cause", "field", "rule", "count", "example"],
                "properties": {
                    "key": {"type": "string"},
                    "cause": {"type": "string"},
                    "field": {"type": "string"},
                    "rule": {"type": "string"},
                    "count": _COUNT,
                    "example": _EXAMPLE_SHAPE,
                    "scenario": {"type": ["string", "null"]},
                    "scenario_steps": {"type": ["integer", "null"]},
                    "shrunk_events": {"type": ["integer", "null"]},
                    "shrink_seconds": {"type": ["number", "null"]},
                },
            },
        },
    },
}
"""The shape of a run's JSON that ``--merge`` reads back (what :meth:`Tally` writes)."""


def tally_from_dict(data: Mapping[str, Any], where: str) -> Tally:
    """A campaign's tally read back from its JSON (for ``--merge``)."""
    tally = Tally(
        hands=int(data["hands"]),
        events=int(data["events"]),
        disagreements=int(data["disagreements"]),
        restarts=int(data.get("restarts", 0)),
        straddled=int(data.get("straddled", 0)),
        killed=int(data.get("killed", 0)),
        play_seconds=float(data.get("play_seconds", 0.0)),
        reference_seconds=float(data.get("reference_seconds", 0.0)),
    )
    for raw in data["groups"]:
        example = raw["example"]
        scenario = raw.get("scenario")
        group = Group(
            raw["key"],
            raw["cause"],
            raw["field"],
            raw["rule"],
            int(raw["count"]),
            Example(
                int(example["hand"]),
                int(example["events"]),
                str(example["detail"]),
                (),
                tuple(tuple(d) for d in example.get("differences", [])),
            ),
            scenario=None if scenario is None else str(Path(where) / Path(scenario).name),
            scenario_steps=raw.get("scenario_steps"),
            shrunk_events=raw.get("shrunk_events"),
            shrink_seconds=raw.get("shrink_seconds"),
        )
        tally.groups[group.key] = group
    return tally


def summary_lines(tally: Tally, seconds: float) -> list[str]:
    """The report: the figures, then one line per group, the most frequent first."""
    rate = tally.hands / seconds if seconds > 0 else 0.0
    lines = [
        f"{tally.hands:,} hands, {tally.events:,} events in {seconds:.1f} s ({rate:,.0f} hands/s); "
        f"the reference took {tally.reference_share:.0%} of the playing time",
        f"{tally.straddled:,} hands straddled, {tally.killed:,} killed; "
        f"{tally.disagreements:,} disagreements in {len(tally.groups)} group(s)"
        + (f"; the engine was restarted {tally.restarts} time(s)" if tally.restarts else ""),
    ]
    for group in sorted(tally.groups.values(), key=lambda g: (-g.count, g.key)):
        example = group.example
        line = (
            f"  {group.count:>6}  {group.key}  "
            f"smallest: hand {example.hand} ({example.events} events)"
        )
        if group.scenario:
            line += (
                f" -> {group.scenario} ({group.scenario_steps} steps, "
                f"{group.shrunk_events} events, shrunk in {group.shrink_seconds or 0:.0f} s)"
            )
        lines.append(line)
    return lines


__all__ = ["Deviation", "EngineSpec", "Plan", "Tally", "run_campaign", "shrink_groups"]
