"""Hygiene of the built-in suite: what no single scenario's own check can see.

- every id is unique across the YAML scenarios and the feature scenarios;
- every YAML scenario checks something after its last event (its last step has ``expect``
  or ``reject``), so no event is played for nothing;
- no two YAML scenarios are the same hand with the same checks under another id or title;
- every scenario of ``scenarios/irregularities`` and ``scenarios/conduct`` can be walked
  through as floor training: it narrates a step and asks a quiz whose answer is one of its
  3 or 4 choices;
- every feature scenario has at least one step of its own.

Each check is a function that returns its violations, each naming the scenario and its
``file:line``; the tests assert there are none in the suite, and run each check once on a
broken example to show that it can fail.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

import pytest

from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import Quiz, Scenario, Step
from refdealer.suite.feature_suite import FeatureScenario, feature_files, feature_id, load_features
from refdealer.suite.files import features_dir, scenarios_dir

#: The folders whose scenarios are floor-training walkthroughs: each needs narration and a quiz.
WALKTHROUGH_FOLDERS = ("irregularities", "conduct")
QUIZ_CHOICES = range(3, 5)


@cache
def suite_scenarios() -> tuple[Scenario, ...]:
    scenarios, issues = load_scenarios([scenarios_dir()])
    # A file with a problem yields no scenario at all: the checks would pass on nothing.
    assert issues == [], "\n".join(map(str, issues))
    return tuple(scenarios)


@cache
def suite_features() -> tuple[FeatureScenario, ...]:
    scenarios, issues = load_features([features_dir()])
    assert issues == [], "\n".join(map(str, issues))
    return tuple(scenarios)


def step_location(scenario: Scenario, step: Step) -> str:
    return f"{scenario.path}:{step.line}"


# -- the checks ------------------------------------------------------------------------------


def duplicate_ids(scenarios: Iterable[Scenario], features: Iterable[FeatureScenario]) -> list[str]:
    """Ids used more than once, over YAML and feature scenarios together."""
    places: dict[str, list[str]] = {}
    for item in [*scenarios, *features]:
        places.setdefault(item.id, []).append(item.location)
    return [
        f"{scenario_id}: id used {len(where)} times, at {', '.join(where)}"
        for scenario_id, where in places.items()
        if len(where) > 1
    ]


def unchecked_endings(scenarios: Iterable[Scenario]) -> list[str]:
    """Scenarios whose last step checks nothing: no ``expect`` and no ``reject``."""
    problems = []
    for scenario in scenarios:
        if not scenario.script:
            problems.append(f"{scenario.id}: {scenario.location}: the script has no steps")
            continue
        last = scenario.script[-1]
        if last.expect is None and last.reject is None:
            problems.append(
                f"{scenario.id}: {step_location(scenario, last)}: the last step ({last.label})"
                " has neither 'expect' nor 'reject', so nothing checks what it did"
            )
    return problems


def _substance(scenario: Scenario) -> str:
    """What a scenario plays and checks: everything but its id, title, description, rule
    and capability lists, and the teaching text (narration and quiz)."""
    steps = [
        {"events": list(step.events), "expect": step.expect, "reject": step.reject}
        for step in scenario.script
    ]
    return json.dumps(
        {"profiles": scenario.profiles, "setup": scenario.setup, "script": steps},
        sort_keys=True,
        default=str,
    )


def duplicate_scenarios(scenarios: Iterable[Scenario]) -> list[str]:
    """Scenarios with the same profiles, setup and script (events and checks) as an earlier one."""
    first: dict[str, Scenario] = {}
    problems = []
    for scenario in scenarios:
        earlier = first.setdefault(_substance(scenario), scenario)
        if earlier is not scenario:
            problems.append(
                f"{scenario.id}: {scenario.location}: same setup and script as {earlier.id}"
                f" ({earlier.location})"
            )
    return problems


def walkthrough_folder(scenario: Scenario, root: Path) -> str | None:
    """The suite folder (``conduct``, ``core``, ...) a scenario's file is in, if under ``root``."""
    try:
        parts = Path(scenario.path).resolve().relative_to(root.resolve()).parts
    except ValueError:
        return None
    return parts[0] if len(parts) > 1 else None


def walkthrough_gaps(scenarios: Iterable[Scenario], root: Path) -> list[str]:
    """Walkthrough scenarios without narration or a quiz, or with a malformed quiz."""
    problems = []
    for scenario in scenarios:
        if walkthrough_folder(scenario, root) not in WALKTHROUGH_FOLDERS:
            continue
        if not any(step.narration for step in scenario.script):
            problems.append(f"{scenario.id}: {scenario.location}: no step has a narration")
        quizzes = [step for step in scenario.script if step.quiz is not None]
        if not quizzes:
            problems.append(f"{scenario.id}: {scenario.location}: no step has a quiz")
        for step in quizzes:
            problems.extend(
                f"{scenario.id}: {step_location(scenario, step)}: {problem}"
                for problem in quiz_problems(step.quiz)
            )
    return problems


def quiz_problems(quiz: Quiz | None) -> list[str]:
    if quiz is None:
        return []
    problems = []
    if quiz.answer not in quiz.choices:
        problems.append(f"the quiz answer {quiz.answer!r} is not one of its choices")
    if len(set(quiz.choices)) != len(quiz.choices):
        problems.append("the quiz has the same choice twice")
    if len(quiz.choices) not in QUIZ_CHOICES:
        problems.append(f"the quiz has {len(quiz.choices)} choices, expected 3 or 4")
    return problems


def stepless_features(paths: Sequence[Path]) -> list[str]:
    """Feature scenarios with no step of their own (a Background does not count)."""
    from pytest_bdd.parser import FeatureParser

    problems = []
    for path in feature_files(paths):
        feature = FeatureParser(str(path.parent), path.name).parse()
        for template in feature.scenarios.values():
            own = len(template.steps) - len(template.all_background_steps)
            if own == 0:
                problems.append(
                    f"{feature_id(path, template.name)}: {path}:{template.line_number}:"
                    " the scenario has no steps"
                )
    return problems


# -- the built-in suite passes them ----------------------------------------------------------


def test_the_suite_is_loaded_whole() -> None:
    folders = {walkthrough_folder(s, scenarios_dir()) for s in suite_scenarios()}
    assert set(WALKTHROUGH_FOLDERS) <= folders
    assert suite_features()


def test_ids_are_unique_across_scenarios_and_features() -> None:
    assert duplicate_ids(suite_scenarios(), suite_features()) == []


def test_every_scenario_checks_its_last_step() -> None:
    assert unchecked_endings(suite_scenarios()) == []


def test_no_two_scenarios_play_the_same_hand() -> None:
    assert duplicate_scenarios(suite_scenarios()) == []


def test_walkthrough_scenarios_narrate_and_ask() -> None:
    assert walkthrough_gaps(suite_scenarios(), scenarios_dir()) == []


def test_every_feature_scenario_has_steps() -> None:
    assert stepless_features([features_dir()]) == []


# -- and each check can fail -----------------------------------------------------------------


@cache
def a_conduct_scenario() -> Scenario:
    """A conduct scenario whose quiz is on its last step, for the broken examples below."""
    return next(
        s
        for s in suite_scenarios()
        if walkthrough_folder(s, scenarios_dir()) == "conduct" and s.script[-1].quiz is not None
    )


def with_last_step(scenario: Scenario, last: Step) -> Scenario:
    return dataclasses.replace(scenario, script=(*scenario.script[:-1], last))


def test_a_repeated_id_is_found() -> None:
    scenario = a_conduct_scenario()
    feature = suite_features()[0]
    twin = dataclasses.replace(scenario, id=feature.id, path="elsewhere.yaml", line=7)
    [problem] = duplicate_ids([scenario, twin], [feature])
    assert problem.startswith(f"{feature.id}: id used 2 times")
    assert "elsewhere.yaml:7" in problem and feature.location in problem


def test_a_last_step_without_a_check_is_found() -> None:
    scenario = a_conduct_scenario()
    broken = with_last_step(
        scenario, dataclasses.replace(scenario.script[-1], expect=None, reject=None)
    )
    [problem] = unchecked_endings([broken])
    last = broken.script[-1]
    assert problem.startswith(f"{scenario.id}: {scenario.path}:{last.line}: the last step")
    assert unchecked_endings([dataclasses.replace(scenario, script=())]) == [
        f"{scenario.id}: {scenario.location}: the script has no steps"
    ]


def test_a_copy_under_another_name_is_found() -> None:
    scenario = a_conduct_scenario()
    copy = dataclasses.replace(
        scenario, id="a-copy", title="Another title", description="Said differently.", line=999
    )
    [problem] = duplicate_scenarios([scenario, copy])
    assert problem == (
        f"a-copy: {scenario.path}:999: same setup and script as {scenario.id} ({scenario.location})"
    )
    expect = {**(scenario.script[-1].expect or {}), "to_act": 9}
    changed = with_last_step(copy, dataclasses.replace(copy.script[-1], expect=expect))
    assert duplicate_scenarios([scenario, changed]) == []


def test_a_walkthrough_without_narration_or_quiz_is_found() -> None:
    scenario = a_conduct_scenario()
    bare = dataclasses.replace(
        scenario,
        script=tuple(dataclasses.replace(s, narration=None, quiz=None) for s in scenario.script),
    )
    assert walkthrough_gaps([bare], scenarios_dir()) == [
        f"{scenario.id}: {scenario.location}: no step has a narration",
        f"{scenario.id}: {scenario.location}: no step has a quiz",
    ]
    elsewhere = dataclasses.replace(bare, path=str(scenarios_dir() / "core" / "x.yaml"))
    assert walkthrough_gaps([elsewhere], scenarios_dir()) == []


def test_a_quiz_answer_outside_its_choices_is_found() -> None:
    scenario = a_conduct_scenario()
    quiz = scenario.script[-1].quiz
    assert quiz is not None
    wrong = Quiz(quiz.question, quiz.choices, "none of these")
    broken = with_last_step(scenario, dataclasses.replace(scenario.script[-1], quiz=wrong))
    assert walkthrough_gaps([broken], scenarios_dir()) == [
        f"{scenario.id}: {scenario.path}:{scenario.script[-1].line}:"
        " the quiz answer 'none of these' is not one of its choices"
    ]
    assert quiz_problems(Quiz("?", ("a", "b", "a"), "a")) == ["the quiz has the same choice twice"]
    assert quiz_problems(Quiz("?", ("a", "b"), "a")) == ["the quiz has 2 choices, expected 3 or 4"]


def test_a_feature_scenario_without_steps_is_found(tmp_path: Path) -> None:
    (tmp_path / "table.feature").write_text(
        "Feature: A table\n"
        "  Background:\n"
        "    Given a no-limit table\n"
        "\n"
        "  Rule: NL-MIN-RAISE — a raise is at least the largest full bet or raise\n"
        "    Scenario: Nothing happens\n"
        "\n"
        "    Scenario: Something happens\n"
        "      When the hand is dealt\n",
        encoding="utf-8",
    )
    assert stepless_features([tmp_path]) == [
        f"table::Nothing happens: {tmp_path / 'table.feature'}:6: the scenario has no steps"
    ]


@pytest.mark.parametrize("folder", WALKTHROUGH_FOLDERS)
def test_walkthrough_folders_are_found_by_path(folder: str) -> None:
    scenario = dataclasses.replace(
        a_conduct_scenario(), path=str(scenarios_dir() / folder / "any.yaml")
    )
    assert walkthrough_folder(scenario, scenarios_dir()) == folder
    assert walkthrough_folder(scenario, Path("/nowhere")) is None
