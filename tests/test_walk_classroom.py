"""A class you can run: drill and exam pools kept apart, difficulty levels, the class report
with its roster and the questions missed most, a trainee's spaced review, a timed exam and
the completion certificate."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from refdealer.cli import main
from refdealer.scenarios.model import Quiz
from refdealer.walk.classroom import (
    TimedAnswers,
    certificate_html,
    class_report,
    difficulty,
    missed_most,
    review_plan,
)
from refdealer.walk.find import suite_scenarios
from refdealer.walk.lessons import find_lessons
from refdealer.walk.quiz import ScriptedAnswers, SessionEnded
from refdealer.walk.session import has_quiz


def _q(scenario: str, correct: bool, area: str = "board", step: int = 3) -> dict[str, Any]:
    return {"scenario": scenario, "step": step, "question": f"{scenario}?", "areas": [area],
            "correct": correct, "book": "tda-2024"}  # fmt: skip


def _session(name: str, *questions: dict[str, Any], passed: bool = False) -> dict[str, Any]:
    right = sum(q["correct"] for q in questions)
    return {"name": name, "questions": list(questions), "passed": passed, "asked": len(questions),
            "right": right, "percent": round(100 * right / len(questions)), "pass_mark": 80,
            "seed": 4, "date": "2026-12-03T03:00:00+00:00", "about": "lessons 'burns'"}  # fmt: skip


def test_difficulty_levels_come_from_the_scenario_and_train_chooses_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    quizzes = [s for s in suite_scenarios() if has_quiz(s)]
    levels = {s.id: difficulty(s) for s in quizzes}
    assert set(levels.values()) == {1, 2, 3}
    results = tmp_path / "r.jsonl"
    answers = tmp_path / "a.txt"
    answers.write_text("1\n" * 20, encoding="utf-8")
    argv = ["train", "--level", "1", "--count", "4", "--seed", "2", "--no-pause", "--answers",
            str(answers), "--results", str(results), "--retry", "no"]  # fmt: skip
    assert main(argv) == 0
    asked = {q["scenario"] for q in json.loads(results.read_text())["questions"]}
    assert asked and all(levels[s] == 1 for s in asked)


def test_a_drill_by_topic_never_uses_the_exams_situations(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    taught = {lesson.scenario for lesson in find_lessons(topic="burns")}
    taught |= {s for lesson in find_lessons(topic="burns") for _, s in lesson.books}
    answers = tmp_path / "a.txt"
    answers.write_text("1\n" * 60, encoding="utf-8")
    asked = {}
    for mode in ([], ["--exam"]):
        results = tmp_path / f"r{len(mode)}.jsonl"
        argv = ["train", "--topic", "burns", "--count", "30", "--seed", "1", "--no-pause",
                "--retry", "no", "--answers", str(answers), "--results", str(results)]  # fmt: skip
        argv += mode
        assert main(argv) == 0
        asked[bool(mode)] = {q["scenario"] for q in json.loads(results.read_text())["questions"]}
    assert asked[False] and not asked[False] & taught
    assert asked[True] and asked[True] <= taught


def test_the_class_report_lists_the_roster_areas_and_the_questions_missed_most() -> None:
    records = [
        _session("Ann", _q("a", False), _q("b", True, "pots")),
        _session("Ben", _q("a", False), _q("c", False, "pots"), _q("b", True, "pots")),
    ]
    assert [(m.scenario, m.missed, m.asked) for m in missed_most(records)] == [
        ("a", 2, 2),
        ("c", 1, 1),
    ]
    console = Console(width=120, record=True, color_system=None)
    console.print(class_report(records, ["Cleo", "Ann"], 80))
    text = console.export_text()
    assert text.index("Cleo") < text.index("Ann") < text.index("Ben")
    assert "not trained yet" in text and "board (0 %)" in text
    assert "By rule area" in text and "Missed most" in text and "2 of 2" in text


def test_a_review_is_spaced_by_the_results_file() -> None:
    pool = [s for s in suite_scenarios() if has_quiz(s)][:6]
    ids = [s.id for s in pool]
    records = [
        _session("Ann", _q(ids[0], False), _q(ids[1], False), _q(ids[2], True)),
        _session("Ann", _q(ids[3], False), _q(ids[2], True), _q(ids[4], True)),
        _session("Ben", _q(ids[5], False)),
    ]
    plan = review_plan(records, "Ann", pool, 80, lambda s: ("board",))
    assert plan.weak_areas == ("board",)
    # Missed longest ago first, then never asked; right in the latest session: not yet.
    assert plan.due == (ids[0], ids[1], ids[3], ids[5])
    assert review_plan(records[2:], "Ann", pool, 80, lambda s: ("board",)).due == ()


def test_a_timed_exam_ends_when_the_time_is_up() -> None:
    now = [0.0]
    timed = TimedAnswers(ScriptedAnswers(["2", "1", "3"]), 60, clock=lambda: now[0])
    quiz = Quiz("?", ("a", "b", "c"), "a")
    assert timed.choose(quiz) == 2
    now[0] = 59.0
    assert timed.choose(quiz) == 1 and not timed.timed_out
    now[0] = 60.0
    with pytest.raises(SessionEnded):
        timed.choose(quiz)
    assert timed.timed_out


def test_a_certificate_is_printed_for_a_passed_exam_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    passed = _session("<b>Ann</b>", _q("a", True), passed=True)
    page = certificate_html(passed)
    assert "&lt;b&gt;Ann&lt;/b&gt;" in page and "<b>Ann" not in page
    assert "TDA tournament rules (2024)" in page and "1 of 1 right" in page
    with pytest.raises(ValueError, match="only a passed session"):
        certificate_html(_session("Ann", _q("a", False)))
    out = tmp_path / "cert.html"
    assert main(["train", "--certificate", str(out)]) == 2
    assert "add --exam" in capsys.readouterr().err
    answers = tmp_path / "a.txt"
    answers.write_text("1\n" * 10, encoding="utf-8")
    argv = ["train", "--exam", "--topic", "burns", "--count", "2", "--seed", "3", "--no-pause",
            "--name", "Ann", "--answers", str(answers), "--certificate", str(out)]  # fmt: skip
    assert main([*argv, "--pass-mark", "0"]) == 0
    assert "Certificate of completion" in out.read_text(encoding="utf-8")
    out.unlink()
    assert main([*argv, "--pass-mark", "101"]) == 0
    assert "No certificate" in capsys.readouterr().out and not out.exists()


def test_a_classroom_store_written_before_timed_exams_opens_with_its_rows(tmp_path: Path) -> None:
    import sqlite3

    from refdealer.classroom.store import FILE_NAME, Store

    old = sqlite3.connect(tmp_path / FILE_NAME)
    old.executescript(
        "CREATE TABLE sessions (token TEXT PRIMARY KEY, name TEXT NOT NULL, book TEXT NOT NULL,"
        " topic TEXT NOT NULL, mode TEXT NOT NULL, seed INTEGER NOT NULL, questions TEXT NOT"
        " NULL, started TEXT NOT NULL, pass_mark INTEGER NOT NULL);"
        "INSERT INTO sessions VALUES ('t', 'Ann', 'tda-2024', 'burns', 'exam', 3,"
        " '[[\"s\", 4]]', '2026-12-01T09:00:00+00:00', 80);"
    )
    old.commit()
    old.close()
    store = Store(tmp_path)
    try:
        sess = store.session("t")
        assert sess is not None and (sess.name, sess.deadline, sess.timed_out) == ("Ann", 0, False)
        [record] = store.records()
        assert (record["asked"], record["passed"], record["timed_out"]) == (1, False, False)
    finally:
        store.close()
