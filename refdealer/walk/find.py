"""Finding the scenario to walk: a suite id, a one-scenario YAML file, or ``PATH::ID``."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path

from refdealer.scenarios.loader import load_scenario_file, load_scenarios, scenario_files
from refdealer.scenarios.model import Scenario
from refdealer.suite.files import scenarios_dir


class ScenarioNotFound(LookupError):
    """The scenario named cannot be loaded; the message says why and what exists."""


def load_or_explain(paths: Sequence[str | Path]) -> list[Scenario]:
    """Every scenario under ``paths``; a file with problems is a :class:`ScenarioNotFound`."""
    scenarios, issues = load_scenarios(paths)
    if issues:
        listed = "\n".join(str(issue) for issue in issues[:10])
        more = f"\n(and {len(issues) - 10} more)" if len(issues) > 10 else ""
        raise ScenarioNotFound(f"the scenario files have problems:\n{listed}{more}")
    return scenarios


def suite_scenarios(paths: Sequence[str | Path] | None = None) -> list[Scenario]:
    """The scenarios of the built-in suite (or of ``paths``)."""
    return load_or_explain(list(paths) if paths else [scenarios_dir()])


def _pick(scenarios: Sequence[Scenario], wanted: str, where: str) -> Scenario:
    for scenario in scenarios:
        if scenario.id == wanted:
            return scenario
    ids = [s.id for s in scenarios]
    close = difflib.get_close_matches(wanted, ids, n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise ScenarioNotFound(f"no scenario {wanted!r} in {where}{hint}{_lesson_hint(wanted)}")


def _lesson_hint(wanted: str) -> str:
    """Lessons close to ``wanted`` (a rule id or words), as commands to try."""
    from refdealer.walk.lessons import suggest

    found = suggest(wanted)
    if not found:
        return "\n(refdealer lessons lists the lessons; refdealer list every scenario)"
    lines = [f"  refdealer walk {lesson.id}   # {lesson.situation}" for lesson in found]
    return "\nLessons that may be what you want:\n" + "\n".join(lines)


def find_scenario(spec: str, suite: Sequence[str | Path] | None = None) -> Scenario:
    """The scenario named by ``spec``: ``PATH::ID``, a file holding one scenario, or an id."""
    if "::" in spec:
        path, wanted = spec.rsplit("::", 1)
        if not Path(path).is_file():
            raise ScenarioNotFound(f"no such file {path!r}")
        return _pick(load_or_explain([path]), wanted, path)
    if spec.endswith((".yaml", ".yml")) or Path(spec).is_file():
        if not Path(spec).is_file():
            raise ScenarioNotFound(f"no such file {spec!r}")
        found = load_or_explain([spec])
        if len(found) != 1:
            ids = ", ".join(s.id for s in found) or "none"
            raise ScenarioNotFound(
                f"{spec} holds {len(found)} scenarios ({ids}); name one as {spec}::ID"
            )
        return found[0]
    where = "the suite" if not suite else ", ".join(map(str, suite))
    # File by file, stopping at the one that has it (validating the whole suite takes a while).
    seen: list[Scenario] = []
    broken: list[str] = []
    for file in scenario_files(list(suite) if suite else [scenarios_dir()]):
        loaded, issues = load_scenario_file(file)
        for scenario in loaded:
            if scenario.id == spec:
                return scenario
        seen.extend(loaded)
        if issues:
            broken.append(str(file))
    try:
        return _pick(seen, spec, where)
    except ScenarioNotFound as error:
        if broken:
            note = f" ({', '.join(broken)} could not be read: see refdealer validate)"
            raise ScenarioNotFound(f"{error}{note}") from None
        raise
