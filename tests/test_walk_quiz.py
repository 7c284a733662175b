"""Quiz mode and training sessions, with the answers scripted (a file, stdin, or a list)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.scenarios.model import Quiz
from refdealer.walk.present import QuizSettings, present
from refdealer.walk.quiz import Outcome, ScriptedAnswers, area_scores, score_line, shuffled
from refdealer.walk.render_text import console_text, plain_console
from refdealer.walk.session import has_quiz, pick_scenarios, scenario_areas
from tests.walk_suite import CORE, core, walk

SHORT_ALL_IN = "short-all-in-raise-does-not-reopen-for-earlier-raiser"
QUIZ = Quiz("Which?", ("one", "two", "three"), "two", "Because.")


def test_scripted_answers_skip_comments_and_count_bad_lines_as_no_answer() -> None:
    answers = ScriptedAnswers(["# my answers", "", " 2 ", "seven", "9"])
    assert [answers.choose(QUIZ) for _ in range(4)] == [2, None, 9, None]


def right_choice(scenario_id: str, seed: int, step: int | None = None) -> int:
    """The number the right answer has at ``step`` (the first question) under ``seed``."""
    frame = next(f for f in walk(scenario_id).frames if f.quiz and step in (None, f.number))
    assert frame.quiz is not None
    quiz = shuffled(frame.quiz, seed, f"{scenario_id}/{frame.number}")
    return quiz.choices.index(quiz.answer) + 1


def test_a_quiz_step_asks_before_the_ruling_and_scores_the_choice() -> None:
    console = plain_console()
    right = right_choice(SHORT_ALL_IN, 0)
    wrong = right % 4 + 1
    outcomes = present(
        console, walk(SHORT_ALL_IN), answers=ScriptedAnswers([str(wrong)]),
        areas=("bet-sizes",), settings=QuizSettings(seed=0),
    )  # fmt: skip
    text = console_text(console)
    assert [(o.scenario, o.step, o.chosen, o.right, o.areas) for o in outcomes] == [
        (SHORT_ALL_IN, 10, wrong, right, ("bet-sizes",)),
    ]
    assert outcomes[0].question == "What does the floor rule on seat 3's re-raise?"
    question = text.index("Your call: What does the floor rule on seat 3's re-raise?")
    verdict = text.index(f"Wrong: you chose {wrong}. The answer: {right}. Seat 3 may only call")
    ruling = text.index("The floor refuses: Seat 3 raises to 350")
    assert question < verdict < ruling
    assert "An all-in raise of less than a full raise does not reopen the betting" in text
    # The refusal carries its rule in its own words and a plain reason, not a code.
    assert "Why: This player may not raise here" in text[ruling:]
    assert "an all-in that falls short of a full raise leaves the betting" in text[ruling:]
    assert "RAISE_NOT_ALLOWED" not in text


def test_walk_quiz_reads_answers_from_a_file_and_ends_with_the_score(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = tmp_path / "answers.txt"
    right = right_choice(SHORT_ALL_IN, 5)
    answers.write_text(f"{right}\n", encoding="utf-8")
    status = main(["walk", SHORT_ALL_IN, "--quiz", "--seed", "5", "--answers", str(answers)])
    out = capsys.readouterr().out
    assert status == 0
    assert out.startswith("Choices in the order of seed 5 (--seed 5 repeats it)")
    assert f"Right! The answer: {right}. Seat 3 may only call 50 or fold" in out
    assert "(ALLIN-SHORT-RAISE-REOPEN)" in out
    assert out.rstrip().endswith("Score: 1 of 1 right")


def test_walk_quiz_reads_answers_from_stdin(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    right = right_choice("split-pot-odd-chip-left-of-button", 2)
    wrong = right % 3 + 1
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{wrong}\n"))
    assert main(["walk", "split-pot-odd-chip-left-of-button", "--quiz", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert f"Wrong: you chose {wrong}. The answer: {right}. Seat 4, the first winner" in out
    assert "Seat 4 gets 15, seat 6 gets 14." in out
    assert "The odd chips of the pot go to seat(s) 4" in out  # the dealer's own ruling
    assert "Score: 0 of 1 right" in out


def test_running_out_of_answers_counts_as_no_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "none.txt"
    empty.write_text("", encoding="utf-8")
    assert main(["walk", SHORT_ALL_IN, "--quiz", "--seed", "1", "--answers", str(empty)]) == 0
    out = capsys.readouterr().out
    right = right_choice(SHORT_ALL_IN, 1)
    assert f"No answer. The answer: {right}." in out and "Score: 0 of 1 right" in out


def test_sessions_choose_quiz_scenarios_from_the_seed() -> None:
    scenarios = core()
    with_quiz = sorted(s.id for s in scenarios if has_quiz(s))
    assert len(with_quiz) >= 2
    first = [s.id for s in pick_scenarios(scenarios, count=3, seed=7)]
    assert first == [s.id for s in pick_scenarios(scenarios, count=3, seed=7)]
    assert set(first) <= set(with_quiz) and len(set(first)) == len(first)
    everything = {s.id for s in pick_scenarios(scenarios, count=99, seed=1)}
    assert everything == set(with_quiz)
    pots = pick_scenarios(scenarios, area="pots", count=99, seed=0)
    assert pots and all("pots" in scenario_areas(s) for s in pots)
    assert pick_scenarios([s for s in scenarios if not has_quiz(s)], count=5, seed=0) == []


def test_scores_are_tallied_by_rule_area_in_catalog_order() -> None:
    outcomes = [
        Outcome("a", 1, "q", 1, 1, ("pots", "actions")),
        Outcome("b", 2, "q", 2, 1, ("actions",)),
        Outcome("c", 3, "q", None, 1, ("showdown",)),
    ]
    assert [(s.area, s.right, s.asked) for s in area_scores(outcomes)] == [
        ("actions", 1, 2), ("pots", 1, 1), ("showdown", 0, 1),
    ]  # fmt: skip
    assert score_line(outcomes) == "Score: 1 of 3 right"


def test_train_runs_a_session_and_scores_it_by_area(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    chosen = pick_scenarios(core(), count=2, seed=3)
    answers = tmp_path / "answers.txt"
    rights = []
    for scenario in chosen:
        for step in scenario.script:
            if step.quiz is not None:
                rights.append(right_choice(scenario.id, 3, step.index + 1))
    # Right on the first question, wrong on the others.
    answers.write_text(
        "\n".join(str(r if i == 0 else r % 2 + 1) for i, r in enumerate(rights)), "utf-8"
    )
    session = ["train", "--scenarios", str(CORE), "--count", "2", "--seed", "3"]
    status = main([*session, "--answers", str(answers)])
    out = capsys.readouterr().out
    assert status == 0
    assert out.startswith(
        f"Training session: {len(rights)} question(s) from 2 situation(s); seed 3"
    )
    for scenario in chosen:
        assert scenario.title not in out  # the title states the ruling
    assert "Question 1 of" in out and f"Question {len(rights)} of {len(rights)}" in out
    assert "Score by rule area" in out
    for area in {a for s in chosen for a in scenario_areas(s)}:
        assert area in out.split("Score by rule area", 1)[1]
    assert f"Score: 1 of {len(rights)} right" in out
    assert "Not passed yet" in out and "The questions to look at again:" in out


def test_train_with_no_matching_scenario_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["train", "--scenarios", str(tmp_path), "--area", "pots"]) == 2
    assert "no scenario with quiz questions for area pots" in capsys.readouterr().err
