"""YAML scenario files as pytest items: one item per scenario, judged by the scenario runner.

A file with validation problems becomes one failing item listing every problem as
``file:line: field: message``. A scenario that fails shows the script up to the failing
step and a field-by-field table of expected and actual values; an engine that crashed,
hung or answered outside the protocol fails with a message marked ENGINE ERROR (it is not a
rejection); a scenario the engine cannot play is skipped as "not applicable: ...".
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from refdealer.scenarios.loader import load_scenario_file
from refdealer.scenarios.model import Scenario, ScenarioIssue
from refdealer.scenarios.runner import (
    ERROR,
    FAILED,
    NOT_APPLICABLE,
    Difference,
    ScenarioResult,
    run_scenario,
)
from refdealer.suite.pytest_engine import EngineSession, EngineUnavailable

SCENARIO_SUFFIXES = (".yaml", ".yml")
SCENARIO_DIRECTORY = "scenarios"

#: Where the plugin keeps the session's engine and the scenario ids seen so far.
ENGINE_KEY = pytest.StashKey[EngineSession]()
SEEN_IDS_KEY = pytest.StashKey[dict[str, str]]()


def is_scenario_file(file_path: Path, rootpath: Path) -> bool:
    """A ``.yaml``/``.yml`` file under a directory named ``scenarios`` (below the rootdir)."""
    if file_path.suffix not in SCENARIO_SUFFIXES:
        return False
    try:
        parts = file_path.relative_to(rootpath).parts
    except ValueError:
        parts = file_path.parts
    return SCENARIO_DIRECTORY in parts[:-1]


class ScenarioFailed(Exception):
    """The engine played the scenario, and something differs from what the rules say."""

    def __init__(self, result: ScenarioResult) -> None:
        super().__init__(result.detail)
        self.result = result


class ScenarioEngineError(Exception):
    """The engine crashed, hung, or answered outside the protocol (not a rejection)."""

    def __init__(self, detail: str, result: ScenarioResult | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.result = result


class InvalidScenarioFile(Exception):
    """The file does not validate; nothing in it was run."""


class ScenarioFile(pytest.File):
    """A scenario file: its scenarios, or one item standing for its problems."""

    def collect(self) -> Iterator[pytest.Item]:
        scenarios, issues = load_scenario_file(self.path)
        if issues:
            yield InvalidFileItem.from_parent(self, name=self.path.name, issues=issues)
            return
        seen = self.config.stash.setdefault(SEEN_IDS_KEY, {})
        for scenario in scenarios:
            first = seen.setdefault(scenario.id, scenario.location)
            if first != scenario.location:
                issue = ScenarioIssue(
                    scenario.path,
                    scenario.line,
                    "id",
                    f"duplicate scenario id {scenario.id!r} (first at {first})",
                )
                yield InvalidFileItem.from_parent(self, name=scenario.id, issues=[issue])
                continue
            yield ScenarioItem.from_parent(self, name=scenario.id, scenario=scenario)


class InvalidFileItem(pytest.Item):
    """Fails with every validation problem of its file."""

    def __init__(self, *, issues: Sequence[ScenarioIssue], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.issues = list(issues)

    def runtest(self) -> None:
        raise InvalidScenarioFile(self.describe())

    def describe(self) -> str:
        count = len(self.issues)
        lines = [f"invalid scenario file: {count} problem{'' if count == 1 else 's'}"]
        for issue in sorted(self.issues, key=lambda issue: issue.line):
            where = shown_path(issue.path, self.config.rootpath)
            lines.append(f"  {where}:{issue.line}: {issue.field}: {issue.message}")
        return "\n".join(lines)

    def repr_failure(
        self,
        excinfo: pytest.ExceptionInfo[BaseException],
        style: Any = None,
    ) -> str:
        if isinstance(excinfo.value, InvalidScenarioFile):
            return self.describe()
        return str(super().repr_failure(excinfo, style=style))

    def reportinfo(self) -> tuple[Path, int, str]:
        line = self.issues[0].line if self.issues else 1
        return self.path, line - 1, f"invalid scenario file {self.path.name}"


class ScenarioItem(pytest.Item):
    """One scenario, played on the session's engine."""

    def __init__(self, *, scenario: Scenario, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scenario = scenario
        for rule in scenario.rules:
            self.user_properties.append(("rule", rule))

    def runtest(self) -> None:
        session = self.config.stash[ENGINE_KEY]
        try:
            engine = session.engine()
            greeting = session.greeting()
        except EngineUnavailable as problem:
            raise ScenarioEngineError(str(problem)) from None
        result = run_scenario(
            engine,
            self.scenario,
            profile=session.profile_for(self.scenario),
            capabilities=greeting.capabilities,
            profiles=greeting.profiles,
            options=greeting.option_reason,
            defaults=greeting.default_option_reason if greeting.options else None,
        )
        for note in result.not_judged:
            self.user_properties.append(("not_judged", note))
        if result.outcome == NOT_APPLICABLE:
            pytest.skip(f"not applicable: {result.detail}")
        if result.outcome == FAILED:
            raise ScenarioFailed(result)
        if result.outcome == ERROR:
            raise ScenarioEngineError(result.detail, result)

    def repr_failure(
        self,
        excinfo: pytest.ExceptionInfo[BaseException],
        style: Any = None,
    ) -> str:
        error = excinfo.value
        where = shown_path(self.scenario.path, self.config.rootpath)
        if isinstance(error, ScenarioFailed):
            return format_failure(self.scenario, error.result, where)
        if isinstance(error, ScenarioEngineError):
            return format_engine_error(self.scenario, error.detail, error.result, where)
        return str(super().repr_failure(excinfo, style=style))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.scenario.line - 1, f"scenario {self.scenario.id}"


def relocate_skip(item: pytest.Item, report: pytest.TestReport) -> None:
    """Point a scenario's "not applicable" skip at the scenario in its file."""
    longrepr = report.longrepr
    if isinstance(item, ScenarioItem) and report.skipped and isinstance(longrepr, tuple):
        report.longrepr = (item.scenario.path, item.scenario.line, longrepr[2])


# -- failure reports -----------------------------------------------------------------------


def shown_path(path: str, rootpath: Path) -> str:
    """``path`` relative to the rootdir when it is under it (as pytest shows node ids)."""
    try:
        return Path(path).resolve().relative_to(rootpath.resolve()).as_posix()
    except ValueError:
        return path


def _heading(scenario: Scenario, where: str) -> list[str]:
    rules = ", ".join(scenario.rules)
    return [f"  scenario {scenario.id} at {where}:{scenario.line} [{rules}]", f"  {scenario.title}"]


def _script_lines(scenario: Scenario, result: ScenarioResult, where: str) -> list[str]:
    if not result.script:
        return []
    lines = ["script, up to the failing step:"]
    for number, entry in enumerate(result.script):
        last = number == len(result.script) - 1 and result.step is not None
        lines.append(f"  {'>' if last else ' '} {entry}")
    if result.step is not None and result.step < len(scenario.script):
        lines.append(f"    (step {result.step} is at {where}:{scenario.script[result.step].line})")
    return lines


def _show(value: Any) -> str:
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):  # the runner's marker for a missing field
        return "(missing)"


def difference_table(differences: Sequence[Difference]) -> list[str]:
    """``field | expected | actual`` rows, aligned."""
    rows = [("field", "expected", "actual")]
    rows.extend((d.field, _show(d.expected), _show(d.actual)) for d in differences)
    widths = [max(len(row[i]) for row in rows) for i in range(2)]
    return [f"  {row[0]:<{widths[0]}}  {row[1]:<{widths[1]}}  {row[2]}".rstrip() for row in rows]


def format_failure(scenario: Scenario, result: ScenarioResult, where: str) -> str:
    """The failure of one scenario: what, where, what the script did, and what differs."""
    lines = [f"FAILED: {result.detail}", *_heading(scenario, where)]
    script = _script_lines(scenario, result, where)
    if script:
        lines += ["", *script]
    if result.differences:
        lines += ["", "differences (expected vs actual):", *difference_table(result.differences)]
    return "\n".join(lines)


def format_engine_error(
    scenario: Scenario, detail: str, result: ScenarioResult | None, where: str
) -> str:
    """An engine error: clearly not a rejection, and not a rule the engine got wrong."""
    lines = [
        "ENGINE ERROR: the engine crashed, hung or answered outside the protocol"
        " (this is not a rejection of an event)",
        f"  {detail}",
        *_heading(scenario, where),
    ]
    if result is not None:
        script = _script_lines(scenario, result, where)
        if script:
            lines += ["", *script]
    return "\n".join(lines)
