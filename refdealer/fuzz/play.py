"""One random hand on an engine and the reference in step, judged event by event.

Each event goes to the reference first. What the reference did makes the step the engine is
judged by, exactly as a YAML scenario step would judge it (one code path:
:func:`refdealer.scenarios.runner.play_step`): an event the reference refused is a ``reject``
step with its reason; an event it took is a plain step whose checkpoint is the reference's
snapshot, cut to what certify judges for this engine (ruling codes only with
``floor-rulings``, burns and stub only when visible, the showdown's ``to_act`` only with
``showdown-order``). An event the reference could take only with a capability the engine
does not declare is not sent: the reference is put back and another event is drawn.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from refdealer.capabilities import FLOOR_RULINGS
from refdealer.dealer import ReferenceDealer
from refdealer.errors import SetupError
from refdealer.fuzz.deviation import Deviation, deviation_of, engine_error
from refdealer.fuzz.generate import Choose, Table, next_event, random_setup
from refdealer.protocol.engine import Engine, EngineFailure
from refdealer.protocol.invariants import HandInvariants
from refdealer.scenarios.model import Step
from refdealer.scenarios.requirements import event_needs
from refdealer.scenarios.runner import SETUP_REFUSED, play_step, start_failure_cause

#: Events a hand may take before it is cut off (a hand by the book takes far fewer).
MAX_EVENTS = 200
#: Events drawn in a row that the engine could not be judged on before the hand ends.
MAX_SKIPPED = 20
#: Snapshot fields every checkpoint holds: cards, chips, legal options, the seat to act.
CHECKED_FIELDS = ("to_act", "legal", "stacks", "bets", "pots", "payouts", "hole", "board",
                  "muck", "exposed")  # fmt: skip
#: Fields checked only when the engine declares the capability that shows them.
VISIBLE_FIELDS = {"burns": "burns-visible", "stub": "stub-visible"}


@dataclass(slots=True)
class Played:
    """One event of a played hand: what was sent, and the reference's refusal if any."""

    event: Mapping[str, Any]
    reject: str | None
    rulings: tuple[str, ...] = ()
    """The ruling codes the reference drew on it."""
    rules: tuple[str, ...] = ()
    """The rules those rulings cite."""


@dataclass(slots=True)
class HandResult:
    """A hand played on both sides: its setup, its events, and the first disagreement."""

    setup: dict[str, Any]
    played: list[Played] = field(default_factory=list)
    deviation: Deviation | None = None
    reference_seconds: float = 0.0
    engine_broke: bool = False
    """The engine crashed, hung or answered garbage: it must be restarted."""

    @property
    def events(self) -> int:
        return len(self.played)


def checkpoint(
    snapshot: Mapping[str, Any], capabilities: frozenset[str], codes: list[str]
) -> dict[str, Any]:
    """The fields of the reference's snapshot certify judges for an engine with
    ``capabilities``, with the step's ruling codes when it declares ``floor-rulings``."""
    expect = {key: snapshot[key] for key in CHECKED_FIELDS if key in snapshot}
    for key, capability in VISIBLE_FIELDS.items():
        if capability in capabilities:
            expect[key] = snapshot[key]
    if snapshot.get("phase") == "showdown" and "showdown-order" not in capabilities:
        del expect["to_act"]
    if FLOOR_RULINGS in capabilities:
        expect["rulings"] = codes
    return expect


class _Reference:
    """The reference dealer of one hand, timed, and able to go back one event."""

    def __init__(self, profile: str, setup: Mapping[str, Any]) -> None:
        self.dealer = ReferenceDealer(profile)
        self.setup = setup
        self.taken: list[Mapping[str, Any]] = []
        self.seconds = 0.0
        self.start()

    def start(self) -> None:
        began = time.perf_counter()
        self.dealer.start(self.setup)
        for event in self.taken:
            self.dealer.apply(dict(event))
        self.seconds += time.perf_counter() - began

    def snapshot(self) -> dict[str, Any]:
        began = time.perf_counter()
        table = self.dealer.snapshot()
        self.seconds += time.perf_counter() - began
        return table

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        began = time.perf_counter()
        answer = self.dealer.apply(dict(event))
        self.seconds += time.perf_counter() - began
        return answer

    def take_back(self) -> None:
        """Undo the last accepted event: the same hand replayed without it."""
        self.start()


#: Gives the next event to send from the reference's snapshot, or None when the hand ends.
EventSource = Callable[[Mapping[str, Any]], Mapping[str, Any] | None]


def play_hand(
    engine: Engine, table: Table, choose: Choose, *, limit: int = MAX_EVENTS
) -> HandResult:
    """Play one random hand drawn by ``choose`` on ``engine`` and the reference, up to the
    first disagreement or ``limit`` events. An event the engine could not be judged on is
    drawn again."""
    setup = random_setup(choose, table)
    big_blind = int(setup["blinds"][1])

    def source(snapshot: Mapping[str, Any]) -> Mapping[str, Any] | None:
        return next_event(choose, snapshot, big_blind, table)

    return _play(engine, table, setup, source, limit, redraw=True)


def replay_hand(
    engine: Engine, table: Table, setup: Mapping[str, Any], events: Sequence[Mapping[str, Any]]
) -> HandResult:
    """Play ``setup`` and exactly ``events`` on ``engine`` and the reference, up to the first
    disagreement: the shrinker's replay of a hand with a seat or some events taken out. The
    hand stops, agreeing, at an event the engine could not be judged on."""
    queue = iter(events)
    return _play(engine, table, dict(setup), lambda _: next(queue, None), len(events))


def _play(
    engine: Engine,
    table: Table,
    setup: dict[str, Any],
    source: EventSource,
    limit: int,
    *,
    redraw: bool = False,
) -> HandResult:
    full_setup = {**setup, "profile": table.profile}
    result = HandResult(setup)
    try:
        reference = _Reference(table.profile, full_setup)
    except SetupError:
        return result  # a replayed setup made unplayable (a seat or chips taken out)
    judge_rulings = FLOOR_RULINGS in table.capabilities
    keep = HandInvariants.of_setup(full_setup)
    try:
        engine.start(full_setup)
    except EngineFailure as failure:
        refused = start_failure_cause(failure) == SETUP_REFUSED
        result.deviation = engine_error("start", failure, setup_refused=refused)
        result.engine_broke = not refused  # a table refused in words leaves the engine sound
        result.reference_seconds = reference.seconds
        return result
    snapshot = reference.snapshot()
    skipped = 0
    while len(result.played) < limit and skipped < MAX_SKIPPED:
        event = source(snapshot)
        if event is None:
            break
        answer = reference.apply(event)
        accepted = bool(answer.get("accepted"))
        codes = [str(r["code"]) for r in answer.get("rulings", [])] if accepted else []
        after = reference.snapshot() if accepted else snapshot
        needs = event_needs(event, snapshot["phase"], codes, snapshot["to_act"])
        refused_order = not accepted and answer.get("reason") == "NOT_YOUR_TURN"
        if refused_order and snapshot["phase"] == "showdown":
            needs.add("showdown-order")
        if len(after.get("pots") or []) > 1:
            needs.add("side-pots")
        if not needs <= table.capabilities:
            skipped += 1
            if accepted:
                reference.take_back()
            if not redraw or ("side-pots" in needs and "side-pots" not in table.capabilities):
                break  # a replayed event is not drawn again; a side pot the engine lacks
            continue
        skipped = 0
        if accepted:
            reference.taken.append(event)
        played = Played(
            event,
            None if accepted else str(answer.get("reason")),
            tuple(codes),
            tuple(str(r.get("rule")) for r in answer.get("rulings", []) if accepted),
        )
        result.played.append(played)
        index = len(result.played)
        step = Step(
            index=index,
            line=0,
            label=_label(event),
            events=(event,),
            expect=checkpoint(after, table.capabilities, codes) if accepted else None,
            reject=played.reject,
        )
        try:
            judged = play_step(engine, step, judge_rulings=judge_rulings, keep=keep)
        except EngineFailure as broke:
            result.deviation = engine_error(_label(event), broke)
            result.engine_broke = True
            break
        if judged is not None:
            result.deviation = deviation_of(
                judged, event, snapshot, after, setup, played.reject, played.rules
            )
            break
        snapshot = after
    result.reference_seconds = reference.seconds
    return result


def _label(event: Mapping[str, Any]) -> str:
    fields = " ".join(f"{k}={v}" for k, v in event.items() if k != "type")
    return f"{event.get('type')} {fields}".strip()
