"""Playing a scenario on an engine and judging it: passed, failed, error, or not applicable.

The runner talks to the engine only through the protocol. A failure names the step, shows
the script up to it, and lists every differing field with the expected and actual value;
an engine that crashes, hangs or answers malformed data gives an *error*, never a pass or
a rejection.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from refdealer.capabilities import FLOOR_RULINGS
from refdealer.limits import MAX_ENGINE_TEXT
from refdealer.options import DEFAULT_PROFILE
from refdealer.protocol.engine import (
    SESSION_METHOD,
    Engine,
    EngineCrashed,
    EngineError,
    EngineFailure,
    JSONObject,
)
from refdealer.protocol.invariants import HandInvariants, Invariants, SessionInvariants
from refdealer.protocol.jsonrpc import INVALID_PARAMS
from refdealer.rejections import reason_accepted
from refdealer.sanitize import bounded_text, bounded_value
from refdealer.scenarios.model import Scenario, Step

OptionCheck = Callable[[Mapping[str, Any], str], "str | None"]
"""``(house options, profile) -> why the engine does not model them, or None``."""
DefaultsCheck = Callable[[Scenario, str], "str | None"]
"""``(scenario, profile) -> why an option left at the profile's default puts the hand
beyond the engine, or None``."""

PASSED, FAILED, ERROR, NOT_APPLICABLE = "passed", "failed", "error", "not_applicable"
OUTCOMES = (PASSED, FAILED, ERROR, NOT_APPLICABLE)
#: Checkpoint keys holding ruling codes: judged only for engines declaring floor-rulings.
RULING_CHECKS = ("rulings", "rulings_in_order", "all_rulings")
RULINGS_NOT_JUDGED = "ruling codes not judged: the engine does not declare floor-rulings"


@dataclass(frozen=True, slots=True)
class Difference:
    """One checked field whose actual value is not the expected one."""

    field: str
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"{self.field}: expected {_show(self.expected)}, got {_show(self.actual)}"


def _show(value: Any) -> str:
    if value is MISSING:
        return "(missing)"
    return json.dumps(value, sort_keys=True)


MISSING: Any = object()
"""A checked field the snapshot does not have (shown as ``(missing)``)."""


@dataclass(frozen=True, slots=True)
class ScenarioResult:
    """The verdict on one scenario, with what a certifier needs to reproduce a failure."""

    id: str
    kind: str
    title: str
    rules: tuple[str, ...]
    outcome: str
    detail: str
    location: str
    step: int | None = None
    differences: tuple[Difference, ...] = ()
    script: tuple[str, ...] = ()
    reproduction: Mapping[str, Any] | None = field(default=None)
    not_judged: tuple[str, ...] = ()
    """The checks left out for this engine (ruling codes without floor-rulings), one a line."""
    step_cause: str | None = None
    """For a failure, the kind of disagreement :func:`play_step` found (:data:`CAUSES`)."""
    cause: str = ""
    """The kind of failure or error, when the judge named it (:data:`NAMED_CAUSES`);
    :func:`refdealer.suite.certify.failure_cause` reads the rest from the detail."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "title": self.title,
            "rules": list(self.rules),
            "outcome": self.outcome,
            "detail": bounded_text(self.detail),
            "location": self.location,
        }
        if self.step is not None:
            out["step"] = self.step
        if self.differences:
            # What the engine answered is bounded (MAX_ENGINE_TEXT): the engine does not get
            # to set the certificate's size.
            out["differences"] = [
                {
                    "field": d.field,
                    "expected": _plain(d.expected),
                    "actual": bounded_value(_plain(d.actual)),
                }
                for d in self.differences
            ]
        if self.script:
            out["script"] = list(self.script)
        if self.reproduction is not None:
            out["reproduction"] = {
                key: bounded_value(value, 10 * MAX_ENGINE_TEXT)
                for key, value in self.reproduction.items()
            }
        if self.not_judged:
            out["not_judged"] = list(self.not_judged)
        return out


def _plain(value: Any) -> Any:
    return None if value is MISSING else value


def not_applicable_reason(
    scenario: Scenario, capabilities: Sequence[str], profile: str, profiles: Sequence[str] | None
) -> str | None:
    """Why ``scenario`` does not apply to an engine played under ``profile``, or ``None``
    when it does: it needs what the hand needs under that profile
    (:meth:`~refdealer.scenarios.model.Scenario.requires_for`)."""
    missing = [c for c in scenario.requires_for(profile) if c not in capabilities]
    if missing:
        return (
            "engine lacks capabilit" + ("ies " if len(missing) > 1 else "y ") + ", ".join(missing)
        )
    if profile not in scenario.profiles:
        return f"scenario does not hold for profile {profile} (only {', '.join(scenario.profiles)})"
    return profile_reason(profile, profiles)


def profile_reason(profile: str, profiles: Sequence[str] | None) -> str | None:
    """Why an engine modelling ``profiles`` is not judged under ``profile``, or ``None``.

    An engine that does not say which profiles it models is judged on the default only.
    """
    if profiles is None:
        if profile != DEFAULT_PROFILE:
            return f"engine declares no profiles: judged on the default {DEFAULT_PROFILE} only"
        return None
    if profile not in profiles:
        return f"engine does not model profile {profile}"
    return None


def compare(expected: Any, actual: Any, path: str = "") -> list[Difference]:
    """Every difference between an expected subset and the actual value.

    Mappings are compared on the expected keys only (a checkpoint names what it checks);
    lists and scalars must be equal.
    """
    if isinstance(expected, Mapping):
        if not isinstance(actual, Mapping):
            return [Difference(path or "(value)", expected, actual)]
        out: list[Difference] = []
        for key, value in expected.items():
            where = f"{path}.{key}" if path else str(key)
            if key not in actual:
                out.append(Difference(where, value, MISSING))
            else:
                out.extend(compare(value, actual[key], where))
        return out
    if isinstance(expected, bool) != isinstance(actual, bool) or expected != actual:
        return [Difference(path or "(value)", expected, actual)]
    return []


def _codes(rulings: Any) -> list[str]:
    """The ruling codes of an answer or snapshot, in the order the engine gave them."""
    if not isinstance(rulings, list):
        return []
    return [str(r.get("code")) for r in rulings if isinstance(r, Mapping)]


def unjudged_rulings(step: Step) -> str | None:
    """What an engine without floor-rulings is not judged on at ``step``, or ``None``."""
    if step.expect is None:
        return None
    checks = [f"{key} {list(step.expect[key])}" for key in RULING_CHECKS if key in step.expect]
    return f"step {step.index}: {'; '.join(checks)}" if checks else None


def _check_expect(
    step: Step, snapshot: JSONObject, drawn: list[str], *, judge_rulings: bool = True
) -> list[Difference]:
    """``drawn``: the codes the step's events drew, in the order the engine issued them.

    Without ``judge_rulings`` the ruling-code checks are left out and the rest is judged.
    """
    assert step.expect is not None
    expected = dict(step.expect)
    differences: list[Difference] = []
    if not judge_rulings:
        for key in RULING_CHECKS:
            expected.pop(key, None)
    if "rulings" in expected:
        want = sorted(expected.pop("rulings"))
        if want != sorted(drawn):
            differences.append(Difference("rulings (this step)", want, sorted(drawn)))
    if "rulings_in_order" in expected:
        want = list(expected.pop("rulings_in_order"))
        if want != drawn:
            differences.append(Difference("rulings in order (this step)", want, drawn))
    if "all_rulings" in expected:
        want = sorted(expected.pop("all_rulings"))
        got = sorted(_codes(snapshot.get("rulings")))
        if want != got:
            differences.append(Difference("rulings (whole hand)", want, got))
    differences.extend(compare(expected, snapshot))
    return differences


def open_table(engine: Engine, scenario: Scenario, setup: JSONObject) -> JSONObject:
    """Open ``scenario``'s table on ``engine``: ``start`` its hand, or open its session
    (``session``: a table across hands, for engines with the capability ``sessions``)."""
    if not scenario.session:
        return engine.start(setup)
    opener = getattr(engine, SESSION_METHOD, None)
    if not callable(opener):
        raise EngineCrashed("engine has no session method", method=SESSION_METHOD)
    opened: JSONObject = opener(setup)
    return opened


def run_scenario(
    engine: Engine,
    scenario: Scenario,
    *,
    profile: str,
    capabilities: Sequence[str],
    profiles: Sequence[str] | None = None,
    options: OptionCheck | None = None,
    defaults: DefaultsCheck | None = None,
) -> ScenarioResult:
    """Play ``scenario`` on ``engine`` and judge it.

    ``options`` says why a hand with the scenario's house options is beyond the engine (the
    values its ``hello`` declares), or ``None`` when it is not. ``defaults`` does the same
    for the options the scenario leaves at the profile's default: an engine that plays
    another value of an option, where that value changes this hand, is not judged by it.
    """
    not_judged: list[str] = []

    def verdict(outcome: str, detail: str, **extra: Any) -> ScenarioResult:
        if "differences" in extra:  # what the engine answered is kept bounded
            extra["differences"] = tuple(
                Difference(d.field, d.expected, bounded_value(d.actual))
                for d in extra["differences"]
            )
        return ScenarioResult(
            id=scenario.id,
            kind="scenario",
            title=scenario.title,
            rules=scenario.rules,
            outcome=outcome,
            detail=bounded_text(detail),
            location=scenario.location,
            not_judged=tuple(not_judged),
            **extra,
        )

    reason = not_applicable_reason(scenario, capabilities, profile, profiles)
    if reason is None and options is not None:
        raw_house = scenario.setup.get("house")
        house = raw_house if isinstance(raw_house, Mapping) else {}
        reason = options(house, profile)
        if reason is None and defaults is not None:
            reason = defaults(scenario, profile)
    if reason is not None:
        return verdict(NOT_APPLICABLE, reason)
    judge_rulings = FLOOR_RULINGS in capabilities
    if not judge_rulings:
        not_judged = [note for s in scenario.script if (note := unjudged_rulings(s)) is not None]
        if not_judged:
            not_judged.insert(0, RULINGS_NOT_JUDGED)
    setup = {**scenario.setup, "profile": profile}
    played: list[str] = []
    events_sent: list[Mapping[str, Any]] = []

    def reproduction(step: Step | None, extra: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "setup": setup,
            "events": [dict(e) for e in events_sent],
            "failed_step": None if step is None else step.index,
            **extra,
        }

    keep: Invariants = (
        SessionInvariants(setup) if scenario.session else HandInvariants.of_setup(setup)
    )
    step: Step | None = None
    try:
        open_table(engine, scenario, setup)
        for step in scenario.script:
            played.append(f"{step.index}: {step.label}")
            failure = play_step(
                engine, step, judge_rulings=judge_rulings, sent=events_sent, keep=keep
            )
            took_none = step.expect is None and step.reject is None
            if failure is None and step is scenario.script[-1] and took_none:
                failure = check_invariants(engine.snapshot(), keep, step)  # the hand's end
            if failure is not None:
                return verdict(
                    FAILED,
                    failure.detail,
                    step_cause=failure.cause,
                    step=step.index,
                    differences=failure.differences,
                    script=tuple(played),
                    reproduction=reproduction(step, failure.extra),
                    cause=failure.cause if failure.cause in NAMED_CAUSES else "",
                )
    except EngineFailure as failure:
        where = f"step {step.index} ({step.label})" if step is not None else "start"
        return verdict(
            ERROR,
            f"{where}: {failure}",
            step=None if step is None else step.index,
            script=tuple(played),
            reproduction=reproduction(step, {}),
            cause=ENGINE_ERROR if step is not None else start_failure_cause(failure),
        )
    return verdict(PASSED, "", script=tuple(played))


@dataclass(frozen=True, slots=True)
class StepFailure:
    """Why an engine failed one step: what a report says, each differing field, and what
    reproduces it beyond the events (the rejection expected, the checkpoint, the message)."""

    cause: str
    """The kind of disagreement (:data:`CAUSES`)."""
    detail: str
    differences: tuple[Difference, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)


REFUSED_LEGAL = "refused a legal event"
ACCEPTED_REFUSAL = "accepted an event to refuse"
WRONG_REJECTION = "wrong rejection"
WRONG_FIELDS = "fields differ"
BROKEN_INVARIANT = "broken invariant"
CAUSES = (REFUSED_LEGAL, ACCEPTED_REFUSAL, WRONG_REJECTION, WRONG_FIELDS, BROKEN_INVARIANT)

SETUP_REFUSED = "setup refused"
"""An error: the engine answered ``start`` with a JSON-RPC invalid-params error."""
ENGINE_ERROR = "engine error"
"""An error: the engine crashed, hung or answered outside the protocol."""
SUITE_FILE_PROBLEM = "suite file problem"
"""An error of the suite's own file (a value a step cannot read), not of the engine."""
NAMED_CAUSES = (BROKEN_INVARIANT, SETUP_REFUSED, ENGINE_ERROR, SUITE_FILE_PROBLEM)
"""The causes a result carries itself (:attr:`ScenarioResult.cause`)."""


def start_failure_cause(failure: EngineFailure) -> str:
    """:data:`SETUP_REFUSED` when the engine answered ``start`` with an invalid-params error
    (it will not deal that table), else :data:`ENGINE_ERROR` (a crash, a hang, an exception,
    an answer outside the protocol)."""
    refused = isinstance(failure, EngineError) and failure.code == INVALID_PARAMS
    return SETUP_REFUSED if refused else ENGINE_ERROR


def check_invariants(
    snapshot: Mapping[str, Any],
    keep: Invariants | None,
    step: Step,
    differences: Sequence[Difference] = (),
) -> StepFailure | None:
    """A :data:`BROKEN_INVARIANT` failure of ``step`` when ``snapshot`` breaks what every
    engine must keep (chips conserved, cards unique), whatever the step expects (its
    ``differences``, if any, are kept for the report); else ``None``."""
    if keep is None:
        return None
    breaches = keep.breaches(snapshot)
    if not breaches:
        return None
    return StepFailure(
        BROKEN_INVARIANT,
        f"step {step.index} ({step.label}): {BROKEN_INVARIANT}: {'; '.join(breaches)}",
        tuple(differences),
        {"broken": breaches},
    )


def play_step(
    engine: Engine,
    step: Step,
    *,
    judge_rulings: bool,
    sent: list[Mapping[str, Any]] | None = None,
    keep: Invariants | None = None,
) -> StepFailure | None:
    """Send ``step``'s events to ``engine`` and judge its answers and checkpoint: ``None``
    when it did what the step expects. This is the one place a step is judged: the scenario
    runner and ``refdealer fuzz`` (which builds each step from the reference's answer) both
    call it. Each event is added to ``sent`` before it goes out. Given ``keep`` (the
    hand's :class:`HandInvariants`, or a session's), every snapshot taken is checked by it first. An
    :class:`EngineFailure` propagates: that is an error, not a failure."""
    drawn: list[str] = []
    if sent is None:
        sent = []
    if step.reject is not None:
        before = engine.snapshot()
        if broken := check_invariants(before, keep, step):
            return broken
        event = step.events[0]
        sent.append(event)
        answer = engine.apply(dict(event))
        if answer.get("accepted"):
            return StepFailure(
                ACCEPTED_REFUSAL,
                f"step {step.index} ({step.label}): expected rejection "
                f"{step.reject}, but the engine accepted it",
                extra={"expected_reject": step.reject},
            )
        after = engine.snapshot()
        if broken := check_invariants(after, keep, step):
            return broken
        problems = []
        if not reason_accepted(step.reject, answer.get("reason"), event, before):
            problems.append(Difference("reason", step.reject, answer.get("reason")))
        problems.extend(
            Difference(f"(unchanged) {d.field}", d.expected, d.actual)
            for d in compare(before, after)
        )
        if problems:
            return StepFailure(
                WRONG_REJECTION,
                f"step {step.index} ({step.label}): wrong rejection",
                tuple(problems),
                {"message": answer.get("message")},
            )
    else:
        for event in step.events:
            sent.append(event)
            answer = engine.apply(dict(event))
            if not answer.get("accepted"):
                return StepFailure(
                    REFUSED_LEGAL,
                    f"step {step.index} ({step.label}): the engine rejected "
                    f"{json.dumps(dict(event))} with {answer.get('reason')}: "
                    f"{answer.get('message')}",
                    extra={"reason": answer.get("reason")},
                )
            if keep is not None:
                keep.accepted(event)
            drawn.extend(_codes(answer.get("rulings")))
    if step.expect is not None:
        snapshot = engine.snapshot()
        differences = _check_expect(step, snapshot, drawn, judge_rulings=judge_rulings)
        if broken := check_invariants(snapshot, keep, step, differences):
            return broken
        if differences:
            return StepFailure(
                WRONG_FIELDS,
                f"step {step.index} ({step.label}): {len(differences)} field(s) differ",
                tuple(differences),
                {"expected": dict(step.expect)},
            )
    return None
