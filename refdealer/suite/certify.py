"""Certification: run the whole suite against one engine and write what it proved.

The whole suite is the YAML scenarios (results of kind ``"scenario"``) and the Gherkin
feature scenarios (kind ``"feature"``, run under pytest-bdd by
:mod:`refdealer.suite.feature_suite`), both played on the same engine. The certificate names
the suite (version and content digest), the engine (its hello), the profile, the counts, the
results by rule area and rule, and every failure with what reproduces it (a scenario's setup
and script, a feature scenario's file, line and steps).
"""

from __future__ import annotations

import contextlib
import re
import shlex
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from refdealer.catalog import rule_catalog
from refdealer.documents import read_json_document, shape_problem
from refdealer.options import (
    DEFAULT_PROFILE,
    PROFILES,
    SUPPORTED_PROFILES,
    OptionValue,
    profile_defaults,
)
from refdealer.protocol.engine import EngineFailure, EngineMalformed
from refdealer.sanitize import bounded_value, terminal_safe
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import Scenario, ScenarioIssue
from refdealer.scenarios.runner import (
    ENGINE_ERROR,
    ERROR,
    FAILED,
    NOT_APPLICABLE,
    OUTCOMES,
    PASSED,
    SUITE_FILE_PROBLEM,
    ScenarioResult,
    run_scenario,
)
from refdealer.suite.feature_options import feature_option_reasons
from refdealer.suite.feature_suite import FeatureScenario, load_features, run_features
from refdealer.suite.files import features_dir, scenarios_dir, suite_identity
from refdealer.suite.hello import HelloRefused, read_hello

Progress = Callable[[int, int, ScenarioResult], None]


KINDS = ("scenario", "feature")


NOTHING_CERTIFIED = "nothing certified: no scenario applicable to this engine passed"


class ProfileNotModelled(ValueError):
    """Certification asked for a profile the reference dealer does not model."""

    def __init__(self, profile: str) -> None:
        if profile in PROFILES:
            message = (
                f"profile {profile} is catalogued but not modelled by the reference dealer "
                f"yet, so there is nothing to judge an engine against; certify under "
                f"{', '.join(SUPPORTED_PROFILES)}"
            )
        else:
            message = f"unknown profile {profile!r}; known: {', '.join(SUPPORTED_PROFILES)}"
        super().__init__(message)


class SuiteInvalid(Exception):
    """The suite's own files do not validate: nothing can be certified."""

    def __init__(self, issues: Sequence[ScenarioIssue], what: str = "scenario") -> None:
        super().__init__(f"{len(issues)} problem(s) in the suite's {what} files")
        self.issues = list(issues)


@dataclass(frozen=True, slots=True)
class HouseOverride:
    """A house option value the judged scenarios set against the chosen profile's default:
    accepted as the house's rule for those hands, and said in the certificate's header."""

    option: str
    value: OptionValue
    profile_default: OptionValue
    scenarios: tuple[str, ...]

    def describe(self) -> str:
        count = len(self.scenarios)
        return (
            f"house {self.option}={self.value} (profile default {self.profile_default}) "
            f"in {count} scenario{'s' if count != 1 else ''}"
        )


def house_overrides(
    scenarios: Iterable[Scenario], results: Iterable[ScenarioResult], profile: str
) -> tuple[HouseOverride, ...]:
    """Each house option value that a judged scenario sets against ``profile``'s default."""
    judged = {r.location for r in results if r.kind == "scenario" and r.outcome != NOT_APPLICABLE}
    defaults = profile_defaults(profile)
    found: dict[tuple[str, OptionValue], list[str]] = {}
    for scenario in scenarios:
        house = scenario.setup.get("house")
        if scenario.location not in judged or not isinstance(house, Mapping):
            continue
        for name, value in house.items():
            if name in defaults and value != defaults[name]:
                found.setdefault((name, value), []).append(scenario.id)
    return tuple(
        HouseOverride(name, value, defaults[name], tuple(ids))
        for (name, value), ids in sorted(found.items(), key=lambda item: str(item[0]))
    )


@dataclass(frozen=True, slots=True)
class Certificate:
    """The outcome of a certification run, ready to be written as JSON, JUnit or HTML."""

    suite: dict[str, str]
    engine: dict[str, Any]
    profile: str
    results: tuple[ScenarioResult, ...]
    seconds: float
    notes: tuple[str, ...] = ()
    """What the reader must know to read it: names the engine declared that the suite does
    not know, a profile judged by default, nothing certified."""
    engine_option: str = ""
    """The pytest/certify option that names the engine (``--adapter X``), for rerun commands."""
    house_overrides: tuple[HouseOverride, ...] = ()
    """House option values judged scenarios set against the profile's defaults."""
    deviations: Mapping[str, str] = field(default_factory=dict)
    """Failure id -> the deviation it shows (:func:`failure_deviations`), as ``refdealer
    fuzz`` groups its disagreements."""

    @property
    def summary(self) -> dict[str, int]:
        counts = dict.fromkeys(OUTCOMES, 0)
        for result in self.results:
            counts[result.outcome] += 1
        return counts

    @property
    def certified(self) -> bool:
        """Something applicable passed: a certificate that proves anything at all."""
        return self.summary[PASSED] > 0

    @property
    def ok(self) -> bool:
        summary = self.summary
        return summary[FAILED] == 0 and summary[ERROR] == 0 and self.certified

    @property
    def all_notes(self) -> tuple[str, ...]:
        notes = self.notes + (() if self.certified else (NOTHING_CERTIFIED,))
        at_fault = sum(1 for result in self.results if result.cause == SUITE_FILE_PROBLEM)
        if at_fault:
            notes += (
                f"{at_fault} result(s) not judged: the suite's own files are at fault there"
                f" ({SUITE_FILE_PROBLEM}), not the engine",
            )
        return notes

    def by_rule(self) -> dict[str, dict[str, Any]]:
        """Rule id -> its area, title, outcome counts and the results citing it."""
        catalog = rule_catalog()
        table: dict[str, dict[str, Any]] = {}
        for result in self.results:
            for rule in result.rules:
                entry = catalog.get(rule)
                row = table.setdefault(
                    rule,
                    {
                        "area": entry.area if entry else "unknown",
                        "title": entry.title if entry else "",
                        **dict.fromkeys(OUTCOMES, 0),
                        "results": [],
                    },
                )
                row[result.outcome] += 1
                row["results"].append(result.id)
        return dict(sorted(table.items(), key=lambda item: (item[1]["area"], item[0])))

    def by_kind(self) -> dict[str, dict[str, int]]:
        """Outcome counts of the YAML scenarios and of the feature scenarios."""
        kinds = {kind: dict.fromkeys(OUTCOMES, 0) for kind in KINDS}
        for result in self.results:
            kinds.setdefault(result.kind, dict.fromkeys(OUTCOMES, 0))[result.outcome] += 1
        return kinds

    def by_area(self) -> dict[str, dict[str, int]]:
        areas: dict[str, dict[str, int]] = {}
        for row in self.by_rule().values():
            counts = areas.setdefault(row["area"], dict.fromkeys(OUTCOMES, 0))
            for outcome in OUTCOMES:
                counts[outcome] += row[outcome]
        return areas

    def failures(self) -> list[ScenarioResult]:
        """The failed and errored results, in suite order."""
        return [r for r in self.results if r.outcome in (FAILED, ERROR)]

    def failures_by_area(self) -> dict[str, list[str]]:
        """Rule area -> the ids of the failures citing a rule of it."""
        return _group(self.failures(), lambda r: sorted({area_of(rule) for rule in r.rules}))

    def failures_by_deviation(self) -> dict[str, list[str]]:
        """Deviation -> the ids of the failures showing it, the smallest (fewest events
        replayed) first; the deviations seen most often first."""
        groups: dict[str, list[ScenarioResult]] = {}
        for result in self.failures():
            key = self.deviations.get(result.id, failure_cause(result))
            groups.setdefault(key, []).append(result)
        ordered = sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))
        return {
            key: [r.id for r in sorted(results, key=_events_replayed)] for key, results in ordered
        }

    def failures_by_cause(self) -> dict[str, list[str]]:
        """Cause (:func:`failure_cause`) -> the ids of the failures it explains."""
        return _group(self.failures(), lambda r: [failure_cause(r)])

    def rerun_command(self, result: ScenarioResult) -> str:
        """The pytest command that plays this one result again on the same engine."""
        return rerun_command(result, self.engine_option)

    def to_dict(self) -> dict[str, Any]:
        results = []
        for result in self.results:
            row = result.to_dict()
            if result.outcome in (FAILED, ERROR):
                row["cause"] = failure_cause(result)
            results.append(row)
        reruns = {result.id: self.rerun_command(result) for result in self.failures()}
        return {
            "suite": self.suite,
            "engine": {key: bounded_value(value) for key, value in self.engine.items()},
            "profile": self.profile,
            "house_overrides": [
                {
                    "option": o.option,
                    "value": o.value,
                    "profile_default": o.profile_default,
                    "scenarios": list(o.scenarios),
                }
                for o in self.house_overrides
            ],
            "notes": list(self.all_notes),
            "summary": self.summary,
            "by_kind": self.by_kind(),
            "seconds": round(self.seconds, 3),
            "by_area": self.by_area(),
            "by_rule": self.by_rule(),
            "failures_by_area": self.failures_by_area(),
            "failures_by_cause": self.failures_by_cause(),
            "failures_by_deviation": self.failures_by_deviation(),
            "reruns": reruns,
            "results": results,
        }


def _group(
    results: Iterable[ScenarioResult], keys: Callable[[ScenarioResult], list[str]]
) -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for result in results:
        for key in keys(result):
            table.setdefault(key, []).append(result.id)
    return dict(sorted(table.items()))


def _events_replayed(result: ScenarioResult) -> tuple[int, str]:
    events = (result.reproduction or {}).get("events") or ()
    return (len(events) if result.kind == "scenario" else 10**6, result.id)


def failure_deviations(results: Iterable[ScenarioResult]) -> dict[str, str]:
    """Each failure's deviation: the kind of disagreement, the first field that differs and
    the rule behind it, worked out on the reference dealer exactly as ``refdealer fuzz``
    groups its hands (:func:`refdealer.fuzz.deviation.result_deviation`)."""
    from refdealer.fuzz.deviation import result_deviation
    from refdealer.suite.adapters import open_engine

    failed = [r for r in results if r.outcome in (FAILED, ERROR)]
    if not failed:
        return {}
    reference = open_engine()
    return {result.id: result_deviation(result, reference) for result in failed}


def area_of(rule: str) -> str:
    """The rule area of a catalog rule id (``unknown`` for an id the catalog lacks)."""
    entry = rule_catalog().get(rule)
    return entry.area if entry else "unknown"


def failure_cause(result: ScenarioResult) -> str:
    """What kind of disagreement a failure or error is, in a few words a builder can sort by:
    ``refused a legal event``, ``accepted an event to refuse``, ``wrong rejection reason``,
    ``changed the table on a rejection``, ``wrong <field>`` (the first differing snapshot
    member), ``feature step failed``, ``broken invariant`` (a snapshot that creates or loses
    chips, or holds a card twice), ``setup refused`` (``start`` answered with an
    invalid-params error), ``engine error`` (a crash, a hang, an answer outside the
    protocol) or ``suite file problem`` (a value of the suite's own file that a step cannot
    read)."""
    detail = result.detail
    if result.cause:
        return result.cause
    if result.outcome == ERROR:
        return ENGINE_ERROR
    if "the engine rejected" in detail:
        return "refused a legal event"
    if "but the engine accepted it" in detail:
        return "accepted an event to refuse"
    fields = [d.field for d in result.differences]
    if fields:
        if fields[0] == "reason":
            return "wrong rejection reason"
        if fields[0].startswith("(unchanged)"):
            return "changed the table on a rejection"
        top = re.split(r"[.\[ ]", fields[0], maxsplit=1)[0]
        return f"wrong {top}"
    if result.kind == "feature":
        return "feature step failed"
    return "failed"


def relative_location(location: str) -> str:
    """A ``path:line`` relative to the working directory when it lies under it."""
    path, _, line = location.rpartition(":")
    with contextlib.suppress(ValueError, OSError):
        path = str(Path(path).resolve().relative_to(Path.cwd().resolve()))
    return f"{path}:{line}" if path else location


def rerun_command(result: ScenarioResult, engine_option: str = "") -> str:
    """``python -m pytest NODEID [engine option]``: one scenario (its file and id) or one
    feature scenario (the suite's ``tests/test_features.py`` test of it)."""
    engine = f" {engine_option}" if engine_option else ""
    if result.kind == "feature":
        from pytest_bdd.scenario import make_python_name

        name, _, example = result.id.partition("::")[2].partition("[")
        test = "test_" + make_python_name(name)
        if example:
            test += "[" + example
        node = f"tests/test_features.py::{test}"
    else:
        path = relative_location(result.location).rsplit(":", 1)[0]
        node = f"{path}::{result.id}"
    return f"python -m pytest {shlex.quote(node)}{engine}"


def engine_option(adapter: str | None, adapter_cmd: str | None, timeout: float | None) -> str:
    """The command-line option naming the engine certified (empty for the reference)."""
    if adapter:
        return f"--adapter {shlex.quote(adapter)}"
    if adapter_cmd:
        extra = f" --engine-timeout {timeout:g}" if timeout is not None else ""
        return f"--adapter-cmd {shlex.quote(adapter_cmd)}{extra}"
    return ""


# -- choosing what runs ---------------------------------------------------------------------


def _base_id(result_id: str) -> str:
    """A feature outline's run id without its example (``x::name[row]`` -> ``x::name``)."""
    return result_id.split("[", 1)[0] if "::" in result_id else result_id


#: What ``--rerun-failed`` reads of a certificate: its results, each with an id and an
#: outcome (the rest of the file may hold anything).
_RESULTS_SHAPE: Mapping[str, Any] = {
    "type": "object",
    "required": ["results"],
    "properties": {
        "results": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "outcome"],
                "properties": {"id": {"type": "string"}, "outcome": {"type": "string"}},
            },
        }
    },
}


def failed_ids(certificate: str | Path | Mapping[str, Any]) -> set[str]:
    """The ids of the failed and errored results of a certificate (its JSON file or dict).

    A file that cannot be read, is not JSON or lacks a well-formed ``results`` list is a
    :class:`ValueError` of one line naming the file and what is wrong with it.
    """
    if isinstance(certificate, Mapping):
        problem = shape_problem(certificate, _RESULTS_SHAPE)
        if problem is not None:
            raise ValueError(f"not a refdealer certificate: {problem}")
        data: Any = certificate
    else:
        data = read_json_document(certificate, _RESULTS_SHAPE, "refdealer certificate")
    return {_base_id(r["id"]) for r in data["results"] if r["outcome"] in (FAILED, ERROR)}


@dataclass(frozen=True, slots=True)
class Selection:
    """Which scenarios and feature scenarios to run: all filters given must hold."""

    rules: frozenset[str] = frozenset()
    areas: frozenset[str] = frozenset()
    ids: frozenset[str] | None = None

    def wants(self, item_id: str, rules: Sequence[str]) -> bool:
        if self.rules and not self.rules.intersection(rules):
            return False
        if self.areas and not self.areas.intersection(area_of(rule) for rule in rules):
            return False
        return self.ids is None or item_id in self.ids

    def apply(
        self, scenarios: Sequence[Scenario], features: Sequence[FeatureScenario]
    ) -> tuple[list[Scenario], list[FeatureScenario]]:
        return (
            [s for s in scenarios if self.wants(s.id, s.rules)],
            [f for f in features if self.wants(f.id, f.rules)],
        )


def load_suite(paths: Sequence[str | Path] | None = None) -> list[Scenario]:
    """The suite's scenarios; a suite that does not validate raises :class:`SuiteInvalid`."""
    scenarios, issues = load_scenarios(paths or [scenarios_dir()])
    if issues:
        raise SuiteInvalid(issues)
    return scenarios


def load_feature_suite(paths: Sequence[str | Path] | None = None) -> list[FeatureScenario]:
    """The suite's feature scenarios (every ``.feature`` under ``paths``, by default the
    built-in features); features that do not validate raise :class:`SuiteInvalid`."""
    features, issues = load_features(paths or [features_dir()])
    if issues:
        raise SuiteInvalid(issues, "feature")
    return features


def certify(
    engine: Any,
    *,
    profile: str = "rrop-cash",
    scenarios: Sequence[Scenario] | None = None,
    features: Sequence[FeatureScenario] | None = None,
    progress: Progress | None = None,
    suite: dict[str, str] | None = None,
    engine_option: str = "",
) -> Certificate:
    """Run every scenario and feature scenario on ``engine`` (an InProcessEngine or
    ProcessEngine, or any engine that turns misbehaviour into EngineFailure).

    By default that is the built-in suite. Given ``scenarios`` or ``features``, only what
    is given runs: ``certify(engine, scenarios=...)`` plays no features, and
    ``certify(engine, features=...)`` no YAML scenarios.

    A profile the reference does not model raises :class:`ProfileNotModelled`; a ``hello``
    of another protocol version or of the wrong form raises
    :class:`~refdealer.suite.hello.HelloRefused`: nothing is run.
    """
    if profile not in SUPPORTED_PROFILES:
        raise ProfileNotModelled(profile)
    started = time.perf_counter()
    builtin = scenarios is None and features is None
    chosen = list(scenarios) if scenarios is not None else (load_suite() if builtin else [])
    chosen_features = (
        list(features) if features is not None else (load_feature_suite() if builtin else [])
    )
    identity = suite if suite is not None else suite_identity()
    total = len(chosen) + sum(feature.runs for feature in chosen_features)
    done = 0

    def tick(result: ScenarioResult) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, max(total, done), result)

    results: list[ScenarioResult] = []
    try:
        hello = engine.hello()
    except EngineMalformed as failure:
        raise HelloRefused("", str(failure)) from failure
    except EngineFailure as failure:
        problem = f"hello failed: {failure}"
        for s in chosen:
            result = ScenarioResult(
                id=s.id,
                kind="scenario",
                title=s.title,
                rules=s.rules,
                outcome=ERROR,
                detail=problem,
                location=s.location,
            )
            results.append(result)
            tick(result)
        results += run_features(
            engine, None, chosen_features, profile=profile, problem=problem, on_result=tick
        )
        seconds = time.perf_counter() - started
        return Certificate(
            identity,
            {"error": str(failure)},
            profile,
            tuple(results),
            seconds,
            engine_option=engine_option,
        )
    # Engine text is kept bounded (MAX_ENGINE_TEXT): it does not set the certificate's size.
    hello = {k: bounded_value(v) if isinstance(v, str) else v for k, v in hello.items()}
    greeting = read_hello(hello)
    notes = list(greeting.notes)
    if greeting.profiles is None:
        notes.append(
            f"the engine declares no profiles: it is judged on the default profile "
            f"{DEFAULT_PROFILE} only"
        )
    for scenario in chosen:
        result = run_scenario(
            engine,
            scenario,
            profile=profile,
            capabilities=greeting.capabilities,
            profiles=greeting.profiles,
            options=greeting.option_reason,
            defaults=greeting.default_option_reason if greeting.options else None,
        )
        results.append(result)
        tick(result)
    beyond = (
        feature_option_reasons(chosen_features, profile, greeting.options, greeting.capabilities)
        if greeting.options
        else {}
    )

    def judged(result: ScenarioResult) -> ScenarioResult:
        reason = beyond.get(result.id.split("[", 1)[0])
        if reason is None or result.outcome == NOT_APPLICABLE:
            return result
        return ScenarioResult(
            id=result.id, kind=result.kind, title=result.title, rules=result.rules,
            outcome=NOT_APPLICABLE, detail=reason, location=result.location,
        )  # fmt: skip

    played = run_features(
        engine, dict(hello), chosen_features, profile=profile,
        on_result=lambda result: tick(judged(result)),
    )  # fmt: skip
    results += [judged(result) for result in played]
    seconds = time.perf_counter() - started
    return Certificate(
        identity,
        dict(hello),
        profile,
        tuple(results),
        seconds,
        tuple(notes),
        engine_option=engine_option,
        house_overrides=house_overrides(chosen, results, profile),
        deviations=failure_deviations(results),
    )


def terminal_progress(done: int, total: int, result: ScenarioResult) -> None:
    """A one-line progress counter on a terminal's stderr."""
    marks = {PASSED: ".", FAILED: "F", ERROR: "E", NOT_APPLICABLE: "n"}
    shown = terminal_safe(result.id[:60])
    sys.stderr.write(f"\r[{done}/{total}] {marks[result.outcome]} {shown:<60}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
