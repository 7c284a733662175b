"""Replaying one recorded hand on an engine, through the protocol, and judging the result.

The engine is anything with the protocol's four methods: the reference dealer, a Python
adapter, or a process (:func:`refdealer.suite.adapters.open_engine`). The first event the
engine rejects ends the replay as a mismatch naming the recorded action it stands for;
otherwise the finishing stacks are compared (:mod:`refdealer.phh.compare`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from refdealer.errors import DealerError
from refdealer.phh.compare import MATCHED, MISMATCHED, ODD_CHIP, UNCHECKED, judge
from refdealer.phh.model import Action, HandRecord, PHHError
from refdealer.phh.script import ReplayPlan, ShowdownStep, Step, build_plan
from refdealer.phh.table import NotSupported
from refdealer.protocol.engine import Engine, EngineFailure

NOT_SUPPORTED = "not_supported"
MALFORMED = "malformed"
ERROR = "error"
#: Every outcome, in the order reports list them.
OUTCOMES = (MATCHED, ODD_CHIP, MISMATCHED, ERROR, UNCHECKED, NOT_SUPPORTED, MALFORMED)
#: Outcomes of hands that were played on the engine.
PLAYED = frozenset({MATCHED, ODD_CHIP, MISMATCHED, ERROR, UNCHECKED})


def _plain(value: Decimal | None) -> int | float | None:
    if value is None:
        return None
    return int(value) if value == value.to_integral_value() else float(value)


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """The verdict on one recorded hand, with the first point where the engine differed.

    ``action``/``action_text`` name the recorded action at fault (a rejected event's, or a
    malformed one); ``player``/``recorded``/``actual`` the first differing finishing stack.
    """

    label: str
    source: str
    hand: str | None
    outcome: str
    detail: str
    action: int | None = None
    action_text: str | None = None
    event: Mapping[str, Any] | None = None
    reason: str | None = None
    player: int | None = None
    recorded: Decimal | None = None
    actual: int | None = None
    notes: tuple[str, ...] = ()

    def __str__(self) -> str:
        text = f"{self.outcome.upper()} {self.label}"
        return f"{text}: {self.detail}" if self.detail else text

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "label": self.label,
            "source": self.source,
            "hand": self.hand,
            "outcome": self.outcome,
            "detail": self.detail,
        }
        if self.action is not None:
            out["action"] = self.action
            out["action_text"] = self.action_text
        if self.event is not None:
            out["event"] = dict(self.event)
            out["reason"] = self.reason
        if self.player is not None:
            out["player"] = self.player
            out["recorded"] = _plain(self.recorded)
            out["actual"] = self.actual
        if self.notes:
            out["notes"] = list(self.notes)
        return out


def error_result(error: PHHError) -> ReplayResult:
    """A malformed file or hand, as a result."""
    label = error.source if error.hand is None else f"{error.source}, hand {error.hand}"
    return ReplayResult(
        label, error.source, error.hand, MALFORMED, str(error), error.action, error.action_text
    )


def _where(action: Action | None) -> str:
    return "" if action is None else f" (actions[{action.index}] {action.text!r})"


def replay_record(engine: Engine, record: HandRecord) -> ReplayResult:
    """Build the hand's deck and script, play it on ``engine``, and judge the result."""
    try:
        plan = build_plan(record)
    except PHHError as error:
        return error_result(error)
    except NotSupported as why:
        return ReplayResult(record.label, record.source, record.hand_label, NOT_SUPPORTED, str(why))
    return replay_plan(engine, plan)


def replay_plan(engine: Engine, plan: ReplayPlan) -> ReplayResult:
    """Play a built plan on ``engine`` and judge it against the record."""
    record = plan.record
    notes = list(plan.filled)
    if plan.table.renumbered:
        notes.append(f"recorded seats {list(record.seats or ())} renumbered 1..n")

    def result(outcome: str, detail: str, **extra: Any) -> ReplayResult:
        return ReplayResult(
            record.label, record.source, record.hand_label, outcome, detail,
            notes=tuple(notes), **extra,
        )  # fmt: skip

    try:
        engine.start(dict(plan.setup))
    except (EngineFailure, DealerError) as failure:
        return result(ERROR, f"the engine refused the setup: {failure}")
    step: Step | ShowdownStep | None = None
    try:
        for step in plan.script:
            if isinstance(step, ShowdownStep):
                rejected = _showdown(engine, step)
                if rejected is not None:
                    event, answer = rejected
                    action = step.actions.get(event["seat"])
                    return result(
                        MISMATCHED,
                        f"the engine rejected {json.dumps(event)} at the showdown"
                        f"{_where(action)} with {answer.get('reason')}: {answer.get('message')}",
                        action=None if action is None else action.index,
                        action_text=None if action is None else action.text,
                        event=event,
                        reason=answer.get("reason"),
                    )
                continue
            answer = engine.apply(dict(step.event))
            if not answer.get("accepted"):
                action = step.action
                return result(
                    MISMATCHED,
                    f"the engine rejected {json.dumps(dict(step.event))}{_where(action)} with "
                    f"{answer.get('reason')}: {answer.get('message')}",
                    action=None if action is None else action.index,
                    action_text=None if action is None else action.text,
                    event=dict(step.event),
                    reason=answer.get("reason"),
                )
        step = None
        snapshot = engine.snapshot()
    except (EngineFailure, DealerError) as failure:
        if isinstance(step, Step):
            action = step.action
            return result(
                ERROR,
                f"the engine failed on {json.dumps(dict(step.event))}{_where(action)}: {failure}",
                action=None if action is None else action.index,
                action_text=None if action is None else action.text,
                event=dict(step.event),
            )
        where = "at the showdown" if step is not None else "after the last event"
        return result(ERROR, f"the engine failed {where}: {failure}")
    verdict = judge(record, plan.table, snapshot)
    return result(
        verdict.outcome,
        verdict.detail,
        player=verdict.player,
        recorded=verdict.recorded,
        actual=verdict.actual,
    )


def _showdown(
    engine: Engine, step: ShowdownStep
) -> tuple[dict[str, Any], Mapping[str, Any]] | None:
    """The recorded shows and mucks in their order (a player may table or concede before his
    turn, SHOWDOWN-ORDER), then each seat the engine still calls on, in its order, showing
    if the record shows it and mucking otherwise; the first rejection, if any."""
    for seat in step.actions:
        snapshot = engine.snapshot()
        if snapshot.get("phase") != "showdown":
            return None
        if not snapshot.get("hole", {}).get(str(seat)):
            continue
        event = {"type": "show" if seat in step.shows else "muck", "seat": seat}
        answer = engine.apply(dict(event))
        if not answer.get("accepted"):
            return event, answer
    for _ in range(64):  # more than any table has seats: a guard against a looping engine
        snapshot = engine.snapshot()
        due = snapshot.get("to_act")
        if snapshot.get("phase") != "showdown" or not isinstance(due, int):
            return None
        event = {"type": "show" if due in step.shows else "muck", "seat": due}
        answer = engine.apply(dict(event))
        if not answer.get("accepted"):
            return event, answer
    raise EngineFailure("the engine kept asking for shows", method="snapshot")
