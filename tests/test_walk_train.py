"""``train`` with a shape: progress, the recap of missed questions, a retry, the pass mark,
the results file (one JSON line a session) and the report over it; and printable exams."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.walk.find import find_scenario
from refdealer.walk.lessons import find_lessons
from refdealer.walk.quiz import Outcome, shuffled
from refdealer.walk.records import read_results, session_record, verdict
from refdealer.walk.session import pick_scenarios
from tests.walk_suite import CORE, core

SEED = 3


def _rights(seed: int) -> list[int]:
    """The right choice numbers of the questions a core session of two asks under ``seed``."""
    rights = []
    for scenario in pick_scenarios(core(), count=2, seed=seed):
        for step in scenario.script:
            if step.quiz is not None:
                quiz = shuffled(step.quiz, seed, f"{scenario.id}/{step.index + 1}")
                rights.append(quiz.choices.index(quiz.answer) + 1)
    return rights


def _session(tmp_path: Path, answers: list[int], *extra: str) -> list[str]:
    file = tmp_path / "answers.txt"
    file.write_text("\n".join(map(str, answers)) + "\n", encoding="utf-8")
    return [
        "train", "--scenarios", str(CORE), "--count", "2", "--seed", str(SEED),
        "--answers", str(file), *extra,
    ]  # fmt: skip


def test_a_session_is_saved_as_one_json_line_and_reported_by_area(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rights = _rights(SEED)
    wrong = [r % 2 + 1 for r in rights]
    results = tmp_path / "results.jsonl"
    first = [rights[0], *wrong[1:]]
    assert main(_session(tmp_path, first, "--name", "Ann", "--results", str(results))) == 0
    out = capsys.readouterr().out
    assert f"Score: 1 of {len(rights)} right" in out
    assert f"Question {len(rights)} of {len(rights)}" in out
    assert "Not passed yet" in out and "(pass mark 80 %)" in out
    # The recap lists each missed question with the right answer and why.
    recap = out.split("The questions to look at again:")[1]
    assert recap.count("The answer: ") == recap.count("You chose ") == len(rights) - 1
    assert "Why: " in recap
    assert main(_session(tmp_path, rights, "--name", "Ann", "--results", str(results))) == 0
    assert "Passed: 100 %" in capsys.readouterr().out
    lines = results.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    record = json.loads(lines[0])
    assert record["name"] == "Ann" and record["seed"] == SEED
    assert (record["asked"], record["right"], record["passed"]) == (len(rights), 1, False)
    assert [q["correct"] for q in record["questions"]] == [True] + [False] * (len(rights) - 1)
    # Each question keeps the words chosen, the right answer's and the book it was marked by.
    first_question = record["questions"][0]
    assert first_question["chosen_text"] == first_question["answer"] != ""
    assert all(q["book"] in ("rrop-cash", "tda-2024") for q in record["questions"])
    assert record["questions"][1]["chosen_text"] != record["questions"][1]["answer"]
    assert json.loads(lines[1])["passed"] is True
    assert main(["train", "--report", str(results)]) == 0
    report = capsys.readouterr().out
    assert "Ann: 2 session(s), 1 passed" in report
    assert f"overall {len(rights) + 1} of {2 * len(rights)}" in report
    assert "Rule area" in report and "Share" in report


def test_missed_questions_are_asked_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rights = _rights(SEED)
    wrong = [r % 2 + 1 for r in rights]
    retry_rights = _retry_rights(SEED)
    results = tmp_path / "r.jsonl"
    argv = _session(tmp_path, wrong + retry_rights, "--retry", "yes", "--results", str(results))
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert f"Again: the {len(rights)} missed question(s)." in out
    assert f"Retry: {len(rights)} of {len(rights)} right" in out
    record = json.loads(results.read_text(encoding="utf-8"))
    assert record["right"] == 0 and all(q["correct"] for q in record["retried"])


def _retry_rights(seed: int) -> list[int]:
    """The right choice numbers in the retry (asked with the next seed's order)."""
    rights = []
    for scenario in pick_scenarios(core(), count=2, seed=seed):
        for step in scenario.script:
            if step.quiz is not None:
                quiz = shuffled(step.quiz, seed + 1, f"{scenario.id}/{step.index + 1}")
                rights.append(quiz.choices.index(quiz.answer) + 1)
    return rights


def test_the_pass_mark_is_a_choice() -> None:
    one = [Outcome("a", 1, "q", 1, 1, ()), Outcome("b", 1, "q", 2, 1, ())]
    assert verdict(one, 50) == "Passed: 50 % (pass mark 50 %)"
    assert verdict(one, 80) == "Not passed yet: 50 % (pass mark 80 %)"
    assert verdict([], 0).startswith("Not passed yet")
    record = session_record(one, [], name=None, seed=1, pass_mark=50, ended_early=True)
    assert record["passed"] and record["ended_early"] and record["percent"] == 50


def test_a_bad_results_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"questions": []}\nnot json\n', encoding="utf-8")
    assert main(["train", "--report", str(bad)]) == 2
    assert f"{bad}:2: not a JSON line" in capsys.readouterr().err
    with pytest.raises(ValueError, match="not a training session record"):
        bad.write_text("[1, 2]\n", encoding="utf-8")
        read_results(bad)


def test_a_fresh_seed_is_printed_so_a_session_can_be_repeated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "none.txt"
    file.write_text("", encoding="utf-8")
    assert main(["train", "--scenarios", str(CORE), "--count", "1", "--answers", str(file)]) == 0
    out = " ".join(capsys.readouterr().out.split())
    seed = re.search(r"seed (\d+) \(--seed \1 repeats it\)", out)
    assert seed is not None


def test_an_exam_is_a_quiz_sheet_and_a_separate_answer_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["exam", "premature", "--out", str(tmp_path), "--seed", "2"]) == 0
    assert "question(s) from 4 lesson(s)" in capsys.readouterr().out
    sheet = (tmp_path / "exam.html").read_text(encoding="utf-8")
    key = (tmp_path / "answer-key.html").read_text(encoding="utf-8")
    chosen = find_lessons("premature")
    for lesson in chosen:
        assert lesson.situation in sheet
        assert html.escape(rule_catalog()[lesson.rule].trainee_text) in key
    assert sheet.count('<section class="question"') == key.count('<section class="question"')
    assert sheet.count("<svg") >= len(chosen)
    # The sheet gives nothing away: no answers, rulings, rule ids or titles.
    for leak in ("Answer:", "The floor rules", "FLOP-PREMATURE", "TURN-PREMATURE"):
        assert leak not in sheet
    for lesson in chosen:
        assert find_scenario(lesson.scenario).title not in sheet
    assert re.search(r"<strong>Answer: \d\. ", key)
    assert "break-inside: avoid" in sheet
