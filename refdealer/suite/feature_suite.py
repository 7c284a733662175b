"""The suite's Gherkin features for ``refdealer certify`` and ``refdealer list``.

Reading: every scenario of ``features/*.feature`` (parsed with pytest-bdd's parser) with its
stable id ``<file stem>::<scenario name>``, the rule id its enclosing ``Rule:`` cites
(``Rule: NL-MIN-RAISE — ...``) and its ``@requires-``/``@profile-`` tags. A feature file that
does not parse, a scenario outside a ``Rule:`` citing a catalog id, an unknown tag or a
duplicate id is a :class:`~refdealer.scenarios.model.ScenarioIssue`, as in scenario files.

Running: :func:`run_features` plays them on an engine that is already open and greeted, with
pytest and pytest-bdd in process, exactly as ``python -m pytest tests/test_features.py``
would: a generated module binds the feature files with ``scenarios(...)`` and the shared
steps of :mod:`refdealer.suite.bdd_steps`, and a collector plugin turns each pytest report into a
:class:`~refdealer.scenarios.runner.ScenarioResult` of kind ``"feature"``:

- a step that found the table other than the rules say (``pytest.fail``, an assertion) is
  *failed*, with the step and its message;
- an engine that crashed, hung, answered outside the protocol or could not be greeted
  (:class:`~refdealer.suite.pytest_engine.EngineStepError`), and any other problem running the
  scenario (an undefined step, an exception in the harness), is an *error*;
- a scenario the engine cannot play is *not applicable*, with the reason.

pytest's own output is kept off the terminal; plugins are not auto-loaded, and
``PYTEST_ADDOPTS`` is ignored, so the run does not depend on the environment's pytest setup.
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import re
import sys
import tempfile
import uuid
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from _pytest.outcomes import Failed  # what pytest.fail raises (``pytest.fail.Exception``)

from refdealer.catalog import rule_catalog
from refdealer.options import PROFILES
from refdealer.protocol.engine import Engine, JSONObject
from refdealer.scenarios.model import ScenarioIssue
from refdealer.scenarios.runner import (
    ERROR,
    FAILED,
    NOT_APPLICABLE,
    PASSED,
    RULINGS_NOT_JUDGED,
    SUITE_FILE_PROBLEM,
    Difference,
    ScenarioResult,
)
from refdealer.suite.pytest_engine import (
    EngineSession,
    EngineStepError,
    FieldsDiffer,
    MarkedStepFailure,
)
from refdealer.suite.pytest_features import (
    PROFILE_TAG,
    REQUIRES_TAG,
    FeatureTagError,
    not_judged_notes,
    read_requires_tag,
)

FEATURE_SUFFIX = ".feature"
KIND = "feature"
#: ``Rule: NL-MIN-RAISE — a raise is at least ...``: the rule id a ``Rule:`` line cites.
RULE_ID = re.compile(r"(?P<id>[A-Z][A-Z0-9-]+) — \S")
# Matched against one line at a time, the name taken up to the line's end and stripped after:
# a pattern free to run on past the line (``\s*`` over the blank lines after it) or to try
# every end for a lazy name (``.+?\s*$``) makes the scan quadratic in blank lines or spaces.
_SCENARIO_LINE = re.compile(r"\s*(?:Scenario(?: Outline| Template)?|Example):\s*(?P<name>\S.*)")
_RULE_LINE = re.compile(r"\s*Rule:\s*(?P<name>\S.*)")
NOT_APPLICABLE_PREFIX = "not applicable: "

ResultHook = Callable[[ScenarioResult], None]


@dataclass(frozen=True, slots=True)
class FeatureScenario:
    """One scenario of a feature file, as ``list`` shows it and ``certify`` runs it."""

    id: str
    title: str
    feature: str
    rules: tuple[str, ...]
    requires: tuple[str, ...]
    profiles: tuple[str, ...]
    path: str
    line: int
    runs: int = 1
    """How many tests pytest-bdd makes of it: one, or one per example row of an outline."""
    requires_under: tuple[tuple[str, str], ...] = ()
    """(profile, capability) for each ``@requires-<capability>-under-<profile>`` tag: what
    the scenario needs played under that profile only, beyond ``requires``."""

    @property
    def location(self) -> str:
        return f"{self.path}:{self.line}"

    def requires_for(self, profile: str) -> tuple[str, ...]:
        """The capabilities an engine needs to be judged by it under ``profile``."""
        return (*self.requires, *(c for p, c in self.requires_under if p == profile))


def feature_id(path: str | Path, name: str) -> str:
    """The stable id of a feature scenario: ``betting::The minimum re-raise ...``."""
    return f"{Path(path).stem}::{name}"


def feature_files(paths: Iterable[str | Path]) -> list[Path]:
    """The ``.feature`` files named, or found under the directories named, sorted."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(path.rglob(f"*{FEATURE_SUFFIX}")))
        else:
            found.append(path)
    return found


def _tag_issues(tags: Iterable[str], path: str, line: int) -> list[ScenarioIssue]:
    issues = []
    for tag in sorted(tags):
        if tag.startswith(REQUIRES_TAG):
            try:
                read_requires_tag(tag)
            except FeatureTagError as error:
                issues.append(ScenarioIssue(path, line, "tags", str(error)))
        elif tag.startswith(PROFILE_TAG) and tag[len(PROFILE_TAG) :] not in PROFILES:
            message = f"@{tag}: unknown profile; known: {', '.join(PROFILES)}"
            issues.append(ScenarioIssue(path, line, "tags", message))
    return issues


def read_feature_file(path: str | Path) -> tuple[list[FeatureScenario], list[ScenarioIssue]]:
    """The scenarios of one feature file, and every problem found in it."""
    where = str(path)
    path = Path(path)
    if not path.is_file():
        return [], [ScenarioIssue(where, 1, "(file)", "no such feature file")]
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return [], [ScenarioIssue(where, 1, "(file)", f"{type(error).__name__}: {error}")]
    scenarios, issues = _read_feature(where, text)
    return list(scenarios), list(issues)


@lru_cache(maxsize=64)
def _read_feature(
    where: str, text: str
) -> tuple[tuple[FeatureScenario, ...], tuple[ScenarioIssue, ...]]:
    """:func:`read_feature_file` of the file at ``where`` holding ``text``: parsed once per
    process for the same name and text (the results are frozen, so they are shared)."""
    scenarios, issues = _parse_feature_file(Path(where), where, text)
    return tuple(scenarios), tuple(issues)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector held off while a file is parsed.

    A parse makes objects that all live on (none is garbage), and each full collection
    walks every object so far: with the collector on, reading one file of 8,000 scenarios
    took 4.1 s of CPU and rose with the square of its size; held off, 1.0 s, in proportion
    (benchmarks/bench_feature_reading.py).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _keyword_lines(text: str) -> tuple[list[str], dict[str, int]]:
    """The name on every scenario line of ``text``, and the first line of each ``Rule:``
    name: one pass over the lines (the parse keeps neither a twice-used scenario name nor a
    rule's line)."""
    names: list[str] = []
    rule_lines: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if match := _SCENARIO_LINE.match(line):
            names.append(match["name"].rstrip())
        elif match := _RULE_LINE.match(line):
            rule_lines.setdefault(match["name"].rstrip(), number)
    return names, rule_lines


def _parse_feature_file(
    path: Path, where: str, text: str
) -> tuple[list[FeatureScenario], list[ScenarioIssue]]:
    from pytest_bdd.exceptions import GherkinParseError
    from pytest_bdd.parser import FeatureParser

    try:
        with _collector_paused():
            feature = FeatureParser(str(path.parent), path.name).parse()
    except GherkinParseError as error:
        return [], [ScenarioIssue(where, error.line, "(file)", error.message)]
    except Exception as error:  # gherkin's own errors, an unreadable file
        return [], [ScenarioIssue(where, 1, "(file)", f"{type(error).__name__}: {error}")]
    _PARSES[str(path.resolve())] = (text, feature)  # a run of the file can use it
    issues = _tag_issues(feature.tags, where, feature.line_number)
    names, rule_lines = _keyword_lines(text)
    for name in sorted(name for name, uses in Counter(names).items() if uses > 1):
        issues.append(ScenarioIssue(where, 1, "Scenario", f"scenario name used twice: {name!r}"))
    catalog = rule_catalog()
    scenarios: list[FeatureScenario] = []
    rules_checked: set[int] = set()
    for template in feature.scenarios.values():
        rule = template.rule
        rules: tuple[str, ...] = ()
        rule_tags: set[str] = set()
        if rule is None:
            issues.append(
                ScenarioIssue(
                    where,
                    template.line_number,
                    "Rule",
                    f"scenario {template.name!r} is outside a 'Rule:' citing a rule id",
                )
            )
        else:
            rule_tags = rule.tags
            match = RULE_ID.match(rule.name)
            if match is not None and match["id"] in catalog:
                rules = (match["id"],)
            if id(rule) not in rules_checked:
                rules_checked.add(id(rule))
                rule_line = rule_lines.get(rule.name.strip(), template.line_number)
                if match is None:
                    message = f"Rule {rule.name!r} does not start with 'RULE-ID — '"
                    issues.append(ScenarioIssue(where, rule_line, "Rule", message))
                elif not rules:
                    message = f"unknown rule id {match['id']!r}"
                    issues.append(ScenarioIssue(where, rule_line, "Rule", message))
                issues.extend(_tag_issues(rule.tags, where, rule_line))
        issues.extend(_tag_issues(template.tags, where, template.line_number))
        tags = feature.tags | rule_tags | template.tags
        needed = list(_requires_tags(tags))
        runs = sum(len(examples.examples) for examples in template.examples)
        scenarios.append(
            FeatureScenario(
                id=feature_id(path, template.name),
                title=template.name,
                feature=feature.name,
                rules=rules,
                requires=tuple(sorted(c for c, profile in needed if profile is None)),
                profiles=tuple(
                    sorted(t[len(PROFILE_TAG) :] for t in tags if t.startswith(PROFILE_TAG))
                ),
                path=where,
                line=template.line_number,
                runs=runs or 1,
                requires_under=tuple(sorted((p, c) for c, p in needed if p is not None)),
            )
        )
    return scenarios, issues


def _requires_tags(tags: Iterable[str]) -> Iterator[tuple[str, str | None]]:
    """(capability, profile or ``None``) of each good ``requires-`` tag (a bad one is an
    issue of its own)."""
    for tag in tags:
        if tag.startswith(REQUIRES_TAG):
            with contextlib.suppress(FeatureTagError):
                yield read_requires_tag(tag)


def load_features(
    paths: Iterable[str | Path],
) -> tuple[list[FeatureScenario], list[ScenarioIssue]]:
    """Every feature scenario under ``paths``, plus every issue (duplicate ids included)."""
    scenarios: list[FeatureScenario] = []
    issues: list[ScenarioIssue] = []
    first_seen: dict[str, FeatureScenario] = {}
    for path in feature_files(paths):
        found, problems = read_feature_file(path)
        issues.extend(problems)
        for scenario in found:
            earlier = first_seen.setdefault(scenario.id, scenario)
            if earlier is not scenario:
                issues.append(
                    ScenarioIssue(
                        scenario.path,
                        scenario.line,
                        "Scenario",
                        f"duplicate feature scenario id {scenario.id!r} (first at"
                        f" {earlier.location})",
                    )
                )
                continue
            scenarios.append(scenario)
    return scenarios, issues


# -- running them under pytest ---------------------------------------------------------------

_BINDING = '''\
"""Generated by refdealer certify: the suite's features, bound to the shared steps."""

from pytest_bdd import scenarios

from refdealer.suite.bdd_steps import *  # noqa: F403

scenarios(*{paths!r})
'''


@dataclass(slots=True)
class _Verdict:
    """What the reports of one test said so far."""

    outcome: str = PASSED
    detail: str = ""
    script: tuple[str, ...] = ()
    reproduction: dict[str, Any] | None = None
    not_judged: tuple[str, ...] = ()
    cause: str = ""
    differences: tuple[Difference, ...] = ()


def _template_of(item: pytest.Item) -> Any:
    """The pytest-bdd scenario template a test was made from (``None`` if it is not one)."""
    function = getattr(item, "obj", None)
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - older pytest-bdd
        return getattr(function, "__scenario__", None)
    try:
        return scenario_wrapper_template_registry.get(function)  # type: ignore[arg-type]
    except TypeError:  # not weak-referenceable: not a scenario
        return None


def _step_text(step: Any) -> str:
    return f"{str(step.keyword).strip()} {step.name}"


class _Collector:
    """The pytest plugin of a certification run: lends the engine, keeps every verdict."""

    def __init__(self, session: EngineSession, wanted: Sequence[FeatureScenario]) -> None:
        self.session = session
        self.wanted = {scenario.id: scenario for scenario in wanted}
        self.items: dict[str, tuple[str, FeatureScenario]] = {}  # nodeid -> (run id, scenario)
        self.verdicts: dict[str, _Verdict] = {}
        self.failing_step: dict[str, tuple[Any, Any]] = {}  # nodeid -> (scenario, step)
        self.hands: dict[str, Any] = {}  # nodeid -> the hand driver of a failing scenario
        self.collect_errors: list[str] = []
        self.on_result: ResultHook | None = None
        self.results: dict[str, list[ScenarioResult]] = {}  # scenario id -> its tests' results

    @pytest.hookimpl(trylast=True)
    def pytest_configure(self, config: pytest.Config) -> None:
        from refdealer.suite.pytest_items import ENGINE_KEY

        config.stash[ENGINE_KEY] = self.session

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_errors.append(report.longreprtext.strip())

    def pytest_collection_modifyitems(
        self, session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
    ) -> None:
        kept: list[pytest.Item] = []
        dropped: list[pytest.Item] = []
        for item in items:
            template = _template_of(item)
            scenario = None
            if template is not None:
                scenario = self.wanted.get(feature_id(template.feature.filename, template.name))
            if scenario is None:
                dropped.append(item)
                continue
            callspec = getattr(item, "callspec", None)
            run_id = scenario.id if callspec is None else f"{scenario.id}[{callspec.id}]"
            self.items[item.nodeid] = (run_id, scenario)
            kept.append(item)
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        items[:] = kept

    @pytest.hookimpl(optionalhook=True)
    def pytest_bdd_step_error(
        self, request: pytest.FixtureRequest, scenario: Any, step: Any, exception: Exception
    ) -> None:
        self.failing_step[request.node.nodeid] = (scenario, step)
        self._keep_hand(request)

    def _keep_hand(self, request: pytest.FixtureRequest) -> None:
        """Keep the failing scenario's hand: its setup and events go into the report."""
        with contextlib.suppress(Exception):  # a scenario without a hand has nothing to keep
            self.hands[request.node.nodeid] = request.getfixturevalue("refdealer_hand")

    @pytest.hookimpl(optionalhook=True)
    def pytest_bdd_step_func_lookup_error(
        self, request: pytest.FixtureRequest, scenario: Any, step: Any, exception: Exception
    ) -> None:
        self.failing_step[request.node.nodeid] = (scenario, step)

    @pytest.hookimpl(wrapper=True, tryfirst=True)  # outermost: sees the final report
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if item.nodeid in self.items:
            self._judge(item.nodeid, call, report)
            notes = not_judged_notes(item)
            if notes and not report.skipped:
                self.verdicts[item.nodeid].not_judged = (RULINGS_NOT_JUDGED, *notes)
            verdict = self.verdicts[item.nodeid]
            if verdict.outcome in (FAILED, ERROR) and verdict.reproduction is None:
                verdict.reproduction = _hand_reproduction(self.hands.get(item.nodeid))
        return report

    def _judge(self, nodeid: str, call: pytest.CallInfo[None], report: pytest.TestReport) -> None:
        verdict = self.verdicts.setdefault(nodeid, _Verdict())
        if report.passed or verdict.outcome != PASSED:
            return  # the first thing that went wrong is the verdict
        if report.skipped:
            verdict.outcome, verdict.detail = NOT_APPLICABLE, _skip_reason(report)
            return
        error = call.excinfo.value if call.excinfo is not None else None
        if isinstance(error, Failed):
            message = str(error.msg)
        elif call.excinfo is not None:
            message = call.excinfo.exconly()
        else:  # a report a plugin turned into a failure (a scenario that ran no steps)
            message = report.longreprtext.strip()
        judged = error is None or isinstance(error, Failed | AssertionError)
        cause = ""
        if isinstance(error, EngineStepError):
            outcome, message = ERROR, error.detail
        elif isinstance(error, MarkedStepFailure) and error.cause == SUITE_FILE_PROBLEM:
            outcome, cause = ERROR, SUITE_FILE_PROBLEM  # the feature file's, not the engine's
            message = f"{error.detail} (a {SUITE_FILE_PROBLEM}, not the engine's)"
        elif isinstance(error, MarkedStepFailure):  # a broken invariant, even after the steps
            outcome, cause = FAILED, error.cause
            message = f"{error.cause}: {error.detail}"
        elif report.when == "call" and judged:
            outcome = FAILED  # the rules say otherwise
        else:  # a setup or teardown problem, an undefined step, an exception in the harness
            outcome = ERROR
        if report.when == "teardown":
            message = f"after the scenario: {message}"
        script: tuple[str, ...] = ()
        feature = self.items[nodeid][1]
        failing = self.failing_step.get(nodeid)
        if failing is not None and report.when == "call":
            scenario, step = failing
            words = f"step {_step_text(step)!r}"
            if cause == SUITE_FILE_PROBLEM:  # located first, as the file's other issues are
                message = f"{feature.path}:{step.line_number}: {words}: {message}"
            else:
                message = f"{words} (line {step.line_number}): {message}"
            steps = list(scenario.steps)
            upto = next((i for i, known in enumerate(steps) if known is step), len(steps) - 1)
            script = tuple(f"line {s.line_number}: {_step_text(s)}" for s in steps[: upto + 1])
        elif cause == SUITE_FILE_PROBLEM:
            message = f"{feature.location}: {message}"
        verdict.outcome, verdict.detail, verdict.script = outcome, message, script
        verdict.cause = cause
        if isinstance(error, FieldsDiffer) and report.when == "call":
            verdict.differences = tuple(Difference(*row) for row in error.rows)

    def pytest_runtest_logfinish(self, nodeid: str, location: tuple[str, int | None, str]) -> None:
        if nodeid not in self.items:
            return
        run_id, scenario = self.items[nodeid]
        verdict = self.verdicts.get(nodeid, _Verdict(ERROR, "the scenario was not run"))
        result = ScenarioResult(
            id=run_id,
            kind=KIND,
            title=scenario.title,
            rules=scenario.rules,
            outcome=verdict.outcome,
            detail=verdict.detail,
            location=scenario.location,
            script=verdict.script,
            differences=verdict.differences,
            reproduction=verdict.reproduction,
            not_judged=verdict.not_judged if verdict.outcome != NOT_APPLICABLE else (),
            cause=verdict.cause,
        )
        self.results.setdefault(scenario.id, []).append(result)
        if self.on_result is not None:
            self.on_result(result)


def _hand_reproduction(hand: Any) -> dict[str, Any] | None:
    """The setup and events the scenario's hand sent the engine (``None`` before a hand)."""
    setup = getattr(hand, "sent_setup", None)
    if setup is None:
        return None
    return {"setup": dict(setup), "events": list(getattr(hand, "sent_events", []))}


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    reason = str(longrepr[2]) if isinstance(longrepr, tuple) else report.longreprtext
    reason = reason.removeprefix("Skipped: ")
    return reason.removeprefix(NOT_APPLICABLE_PREFIX)


@contextlib.contextmanager
def _isolated_pytest_environment() -> Iterator[None]:
    """No auto-loaded plugins, no ``PYTEST_ADDOPTS``/``PYTEST_PLUGINS`` for the inner run."""
    saved = {
        name: os.environ.get(name)
        for name in ("PYTEST_ADDOPTS", "PYTEST_PLUGINS", "PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    }
    os.environ.pop("PYTEST_ADDOPTS", None)
    os.environ.pop("PYTEST_PLUGINS", None)
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


#: pytest-bdd's parse of each feature file run here, with the text it was parsed from.
_PARSES: dict[str, tuple[str, Any]] = {}


def _file_text(name: str) -> str | None:
    try:
        return Path(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


@contextlib.contextmanager
def _parses_reused(files: Iterable[str]) -> Iterator[None]:
    """pytest-bdd's parse of each of ``files`` is kept from one run to the next while the
    file's text is the same (its parse is a tenth of a run); an edited file is read again."""
    try:
        from pytest_bdd.feature import features as parsed
    except ImportError:  # pragma: no cover
        yield
        return
    texts = {name: _file_text(name) for name in files}
    for name, text in texts.items():
        kept = _PARSES.get(name)
        if text is not None and kept is not None and kept[0] == text:
            parsed[name] = kept[1]
        else:
            parsed.pop(name, None)
    try:
        yield
    finally:
        for name, text in texts.items():
            feature = parsed.get(name)
            if text is not None and feature is not None:
                _PARSES[name] = (text, feature)


#: pytest's built-in plugins a feature run has no use for: fixtures no step asks for
#: (temporary paths, monkeypatch, recwarn, subtests, doctest's and JUnit XML's), options it
#: never passes, and the capture of log records, warnings, unraisable and thread exceptions
#: into reports it does not read, whose end-of-run garbage collections cost most in a big
#: process. What a scenario does and how it is judged are the same without them; fewer
#: fixtures also make pytest-bdd's search for each step's definition shorter.
_UNUSED_PLUGINS = (
    "doctest",
    "junitxml",
    "pastebin",
    "legacypath",
    "tmpdir",
    "monkeypatch",
    "recwarn",
    "subtests",
    "stepwise",
    "setuponly",
    "setupplan",
    "unittest",
    "faulthandler",
    "logging",
    "warnings",
    "unraisableexception",
    "threadexception",
)


class FeatureRunError(RuntimeError):
    """pytest could not run the features at all (a usage or internal error)."""


def run_features(
    engine: Engine,
    hello: JSONObject | None,
    scenarios: Sequence[FeatureScenario],
    *,
    profile: str = "rrop-cash",
    problem: str | None = None,
    on_result: ResultHook | None = None,
    plugins: Sequence[object] = (),
    every_profile: bool = False,
) -> list[ScenarioResult]:
    """Play ``scenarios`` on ``engine`` (open, and answering ``hello``) under pytest-bdd.

    ``problem`` instead of ``hello`` says why the engine cannot be used: every scenario is
    then an error with that detail. ``on_result`` is called as each result comes in;
    ``plugins`` are more pytest plugins for the run (e.g. one watching the steps);
    ``every_profile`` plays every scenario whatever its ``@profile-`` tags say. The
    results are in the order of ``scenarios`` (an outline's examples in their order), one per
    test, and a scenario that could not be run (its file failed to collect) is an error.
    """
    if not scenarios:
        return []
    files = sorted({str(Path(s.path).resolve()) for s in scenarios})
    session = EngineSession.lending(
        engine, hello, problem=problem, profile=profile, every_profile=every_profile
    )
    collector = _Collector(session, scenarios)
    real_out, real_err = sys.stdout, sys.stderr

    def report(result: ScenarioResult) -> None:
        if on_result is not None:
            with contextlib.redirect_stdout(real_out), contextlib.redirect_stderr(real_err):
                on_result(result)

    collector.on_result = report
    from pytest_bdd import plugin as bdd_plugin

    from refdealer.suite import pytest_plugin

    with tempfile.TemporaryDirectory(prefix="refdealer-features-") as folder:
        root = Path(folder)
        module = root / f"refdealer_features_{uuid.uuid4().hex[:12]}.py"
        module.write_text(_BINDING.format(paths=files), encoding="utf-8")
        (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        args = [
            str(module),
            "-q",
            "-p",
            "no:cacheprovider",
            "-c",
            str(root / "pytest.ini"),
            "--rootdir",
            str(root),
            "--import-mode=importlib",
            "--profile",
            profile,
            *(arg for plugin in _UNUSED_PLUGINS for arg in ("-p", f"no:{plugin}")),
        ]
        output = io.StringIO()
        try:
            with (
                _parses_reused(files),
                _isolated_pytest_environment(),
                contextlib.redirect_stdout(output),
                contextlib.redirect_stderr(output),
            ):
                status = pytest.main(args, plugins=[bdd_plugin, pytest_plugin, collector, *plugins])
        finally:
            for name, loaded in list(sys.modules.items()):
                origin = getattr(loaded, "__file__", None)
                if origin and Path(origin).resolve().is_relative_to(root.resolve()):
                    del sys.modules[name]
    if status == pytest.ExitCode.INTERRUPTED and not collector.collect_errors:
        raise KeyboardInterrupt
    if status in (pytest.ExitCode.INTERNAL_ERROR, pytest.ExitCode.USAGE_ERROR):
        raise FeatureRunError(
            f"pytest could not run the features (exit status {int(status)}):\n"
            + output.getvalue()[-4000:]
        )
    not_run = "the scenario was not run"
    if collector.collect_errors:
        not_run = "the feature file could not be collected:\n" + "\n".join(collector.collect_errors)
    results: list[ScenarioResult] = []
    for scenario in scenarios:
        runs = collector.results.get(scenario.id, [])
        if not runs:
            runs = [
                ScenarioResult(
                    id=scenario.id,
                    kind=KIND,
                    title=scenario.title,
                    rules=scenario.rules,
                    outcome=ERROR,
                    detail=not_run,
                    location=scenario.location,
                )
            ]
            report(runs[0])
        results.extend(runs)
    return results
