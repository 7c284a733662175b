"""Certification: run the whole suite against one engine and write what it proved.

The whole suite is the YAML scenarios (results of kind ``"scenario"``) and the Gherkin
feature scenarios (kind ``"feature"``, run under pytest-bdd by :mod:`refdealer.feature_suite`),
both played on the same engine. The certificate names the suite (version and content digest),
the engine (its hello), the profile, the counts, the results by rule area and rule, and every
failure with what reproduces it (a scenario's setup and script, a feature scenario's file,
line and steps).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from refdealer.catalog import rule_catalog
from refdealer.feature_suite import FeatureScenario, load_features, run_features
from refdealer.hello import HelloRefused, read_hello
from refdealer.options import DEFAULT_PROFILE, PROFILES, SUPPORTED_PROFILES
from refdealer.protocol.engine import EngineFailure, EngineMalformed
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import Scenario, ScenarioIssue
from refdealer.scenarios.runner import (
    ERROR,
    FAILED,
    NOT_APPLICABLE,
    OUTCOMES,
    PASSED,
    ScenarioResult,
    run_scenario,
)
from refdealer.suite import features_dir, scenarios_dir, suite_identity

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
        return self.notes + (() if self.certified else (NOTHING_CERTIFIED,))

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

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": self.suite,
            "engine": self.engine,
            "profile": self.profile,
            "notes": list(self.all_notes),
            "summary": self.summary,
            "by_kind": self.by_kind(),
            "seconds": round(self.seconds, 3),
            "by_area": self.by_area(),
            "by_rule": self.by_rule(),
            "results": [result.to_dict() for result in self.results],
        }


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
) -> Certificate:
    """Run every scenario and feature scenario on ``engine`` (an InProcessEngine or
    ProcessEngine, or any engine that turns misbehaviour into EngineFailure).

    By default that is the built-in suite. Given ``scenarios`` or ``features``, only what
    is given runs: ``certify(engine, scenarios=...)`` plays no features, and
    ``certify(engine, features=...)`` no YAML scenarios.

    A profile the reference does not model raises :class:`ProfileNotModelled`; a ``hello``
    of another protocol version or of the wrong form raises
    :class:`~refdealer.hello.HelloRefused`: nothing is run.
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
        return Certificate(identity, {"error": str(failure)}, profile, tuple(results), seconds)
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
        )
        results.append(result)
        tick(result)
    results += run_features(engine, dict(hello), chosen_features, profile=profile, on_result=tick)
    seconds = time.perf_counter() - started
    return Certificate(identity, dict(hello), profile, tuple(results), seconds, tuple(notes))


def terminal_progress(done: int, total: int, result: ScenarioResult) -> None:
    """A one-line progress counter on a terminal's stderr."""
    marks = {PASSED: ".", FAILED: "F", ERROR: "E", NOT_APPLICABLE: "n"}
    sys.stderr.write(f"\r[{done}/{total}] {marks[result.outcome]} {result.id[:60]:<60}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
