"""Both books everywhere: a quiz asked under a book is right under that book, every rule where
the books differ has a question under each book that shows its ruling, and ``--profile`` on
``walk --quiz``, ``train``, ``exam``, ``handouts`` and ``lessons`` teaches one book only."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.options import PROFILES
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import BookAnswer, Quiz, Scenario
from refdealer.suite.books import differing_options, differing_rule_ids
from refdealer.walk.book import answers_under, own_book, play_under
from refdealer.walk.compare import compare_books
from refdealer.walk.find import suite_scenarios
from refdealer.walk.lessons import lessons
from refdealer.walk.play import Frame, Walkthrough
from refdealer.walk.quiz import shuffled
from refdealer.walk.session import has_quiz

SUITE = Path(__file__).resolve().parent.parent / "scenarios"


@cache
def quizzes() -> dict[str, Scenario]:
    return {s.id: s for s in suite_scenarios() if has_quiz(s)}


def _ruled(frame: Frame) -> tuple[object, ...]:
    """What the floor makes of a step: its refusal or rulings, and the table after it."""
    refused = frame.refusal.reason if frame.refusal is not None else None
    return refused, tuple(r.message for r in frame.rulings), frame.after


def _apart(own: Walkthrough, other: Walkthrough, step: int) -> bool:
    """Whether the two plays rule anything differently from the question at ``step`` on."""
    return any(
        _ruled(a) != _ruled(b) for a, b in zip(own.frames[step:], other.frames[step:], strict=True)
    )


def book_problems(scenario: Scenario) -> list[str]:
    """Why a quiz of ``scenario`` would mark a trainee of some book wrong for his book's
    ruling: under every book that asks it, played by that book's rules, the answer is the
    one written for the scenario's own play unless the book rules the question apart, and
    then the quiz gives the book's own answer (which may be the same choice, said for it)."""
    problems = []
    for step in scenario.script:
        quiz = step.quiz
        if quiz is not None and quiz.book(own_book(scenario)) is not None:
            problems.append(f"{scenario.id}: a books: answer for its own book")
    others = [p for p in PROFILES if p != own_book(scenario) and answers_under(scenario, p)]
    own = play_under(scenario) if others else None
    for profile in others:
        assert own is not None
        played = play_under(scenario, profile)
        for frame in own.frames:
            written = frame.step.quiz if frame.step is not None else None
            if written is None:
                continue
            given = written.book(profile)
            apart = _apart(own, played, frame.number)
            where = f"{scenario.id} step {frame.number} under {profile}"
            if apart and given is None:
                problems.append(f"{where}: the book rules it apart and the quiz has no answer")
            if not apart and given is not None and given.answer != written.answer:
                problems.append(f"{where}: the books rule alike but the answers differ")
    return problems


def test_every_quiz_asked_under_a_book_is_that_books_answer() -> None:
    assert [p for s in quizzes().values() for p in book_problems(s)] == []


def test_the_book_check_catches_the_cash_answer_given_to_a_tournament() -> None:
    def cash_only(scenario: Scenario) -> tuple[Scenario, int]:
        step = next(s for s in scenario.script if s.quiz is not None)
        assert step.quiz is not None and step.quiz.book("tda-2024") is not None
        script = tuple(
            replace(s, quiz=replace(step.quiz, books=())) if s is step else s
            for s in scenario.script
        )
        return replace(scenario, script=script), step.index + 1

    # Held for both books, pinning nothing: the tournament rules it apart, so it needs the
    # tournament's answer (the same choice, said for that book).
    pot = quizzes()["bet-the-pot-with-the-pot-in-chips-is-a-pot-bet"]
    assert book_problems(pot) == []
    forged, step = cash_only(pot)
    assert book_problems(forged) == [
        f"{pot.id} step {step} under tda-2024: the book rules it apart and the quiz has no answer"
    ]
    # Pinning the cash value: without the tournament's answer it is not asked there at all.
    more = quizzes()["pot-with-more-chips-than-the-pot-is-the-pot-in-no-limit"]
    assert answers_under(more, "tda-2024")
    assert not answers_under(cash_only(more)[0], "tda-2024")
    # A book's answer that differs where the books rule alike is as wrong.
    alike = next(
        s for s in sorted(quizzes().values(), key=lambda s: s.id)
        if set(PROFILES) <= set(s.profiles) and not s.setup.get("house")
        and sum(step.quiz is not None for step in s.script) == 1
        and not _apart(play_under(s), play_under(s, "tda-2024"), 0)
    )  # fmt: skip
    asked = next(step for step in alike.script if step.quiz is not None)
    assert asked.quiz is not None
    other = next(c for c in asked.quiz.choices if c != asked.quiz.answer)
    quiz = replace(asked.quiz, books=(("tda-2024", BookAnswer(other, "?")),))
    forged = replace(alike, script=tuple(
        replace(s, quiz=quiz) if s is asked else s for s in alike.script
    ))  # fmt: skip
    assert book_problems(forged) == [
        f"{alike.id} step {asked.index + 1} under tda-2024: the books rule alike but the "
        "answers differ"
    ]


def test_a_scenario_pinning_the_other_books_value_is_not_asked_under_this_book() -> None:
    cash = quizzes()["limit-heads-up-table-capped-by-house-rule"]  # the tournament's cap
    assert cash.profiles[0] == "rrop-cash" and cash.setup["house"]["heads_up_uncapped"] == "no"
    assert not answers_under(cash, "rrop-cash") and answers_under(cash, "tda-2024")


def test_every_rule_where_the_books_differ_has_a_question_under_each_book() -> None:
    """Each book, for every rule where the books differ that the dealer models, asks at
    least one question whose scenario the books rule apart (so it shows that book's ruling).
    A deferred rule has no scenario to ask on. Rules only sessions play (the chip race, hand
    for hand) are held to it too, now that walkthroughs play sessions. A book under which the
    rule's hands cannot be dealt at all in one hand is let off only where no session asks
    it: tda-2024 has no straddle, so a hand with one is refused at setup, but the refusal
    between hands is a session's question (straddle-refused-in-a-tournament), so the
    tournament book is asked about the straddle too."""
    catalog = rule_catalog()
    missing = []
    for rule in differing_rule_ids():
        if not catalog[rule].modelled:
            continue
        citing = [s for s in quizzes().values() if rule in s.rules]
        compared = [(s, compare_books(s, rule)) for s in citing]
        apart = [
            s for s, c in compared
            if c is not None and (c.differs_here or not all(b.modelled for b in c.books))
        ]  # fmt: skip
        asked_in_sessions = {p for s in apart if s.session for p in PROFILES if answers_under(s, p)}
        undealt = _undealt(rule) - asked_in_sessions
        if not differing_options(rule):
            # The books differ in the catalog's words only (no house option carries it): the
            # dealer rules both alike, so any question on the rule under each book will do.
            apart = citing
        missing += [
            f"{rule} under {p}"
            for p in PROFILES
            if p not in undealt and not any(answers_under(s, p) for s in apart)
        ]
    assert missing == []
    assert rule_catalog()["STRADDLE"].modelled
    # The straddle's tournament question is a session's refusal between hands.
    straddle = quizzes()["straddle-refused-in-a-tournament"]
    assert answers_under(straddle, "tda-2024") and answers_under(straddle, "rrop-cash")


def test_a_quiz_under_a_book_takes_that_books_answer_and_keeps_it_shuffled() -> None:
    quiz = Quiz("?", ("a", "b", "c"), "a", "own", (("tda-2024", BookAnswer("b", "theirs")),))
    assert quiz.under("tda-2024") == Quiz("?", ("a", "b", "c"), "b", "theirs")
    assert quiz.under("rrop-cash") == Quiz("?", ("a", "b", "c"), "a", "own")
    assert shuffled(quiz.under("tda-2024"), 1, "x").answer == "b"


def test_a_books_answer_that_is_no_choice_or_an_unknown_book_is_a_file_error(
    tmp_path: Path,
) -> None:
    text = (SUITE / "conduct" / "pot-with-chips.yaml").read_text(encoding="utf-8")
    bad = text.replace('answer: "1,500, the chips he pushed"', 'answer: "1,600"', 1)
    bad = bad.replace(
        "          books:\n            tda-2024:", "          books:\n            tda-2025:", 1
    )
    path = tmp_path / "bad.yaml"
    path.write_text(bad, encoding="utf-8")
    _, issues = load_scenarios([path])
    said = [str(issue) for issue in issues]
    assert any("quiz.books.tda-2024.answer" in s and "not one of the choices" in s for s in said)
    assert any("unknown profile 'tda-2025'" in s for s in said)


@cache
def _undealt(rule: str) -> frozenset[str]:
    """The books under which no hand of ``rule``'s questions can be dealt (the setup is
    refused: tda-2024 has no straddle), so they have no question on it in one hand. Worked
    out once a rule: each lesson asks it under every book, and lessons share rules."""
    compared = [compare_books(s, rule) for s in quizzes().values() if rule in s.rules]
    return frozenset(
        b.profile for c in compared if c is not None for b in c.books if not b.modelled
    )


def test_every_lesson_has_a_situation_asked_under_each_book() -> None:
    for lesson in lessons():
        for profile in PROFILES:
            if profile in _undealt(lesson.rule) and not lesson.books:
                continue
            scenario = quizzes()[lesson.scenario_under(profile)]
            assert answers_under(scenario, profile), (lesson.id, profile)
            assert lesson.rule in scenario.rules, (lesson.id, profile)


def _answers(tmp_path: Path, *numbers: int) -> str:
    file = tmp_path / "answers.txt"
    file.write_text("".join(f"{n}\n" for n in numbers), encoding="utf-8")
    return str(file)


def _choice(scenario_id: str, profile: str | None, seed: int, text: str) -> int:
    walk = play_under(quizzes()[scenario_id], profile)
    frame = next(f for f in walk.frames if f.quiz is not None)
    assert frame.quiz is not None
    return shuffled(frame.quiz, seed, f"{scenario_id}/{frame.number}").choices.index(text) + 1


def test_walk_quiz_under_the_tournament_book_marks_the_chips_right(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pot = "pot-with-more-chips-than-the-pot-is-the-pot-in-no-limit"
    chips = _choice(pot, "tda-2024", 5, "1,500, the chips he pushed")
    argv = ["walk", pot, "--quiz", "--seed", "5", "--no-pause", "--profile", "tda-2024"]
    assert main([*argv, "--answers", _answers(tmp_path, chips)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Played under TDA tournament rules (2024)")
    assert "Score: 1 of 1 right" in out
    # The same choice under the cash book is wrong there.
    cash = _choice(pot, None, 5, "1,500, the chips he pushed")
    assert main([*argv[:-1], "rrop-cash", "--answers", _answers(tmp_path, cash)]) == 0
    assert "Score: 0 of 1 right" in capsys.readouterr().out
    # A situation not asked under a book says so and points at one that is.
    capped = "limit-heads-up-table-capped-by-house-rule"
    assert main(["walk", capped, "--quiz", "--profile", "rrop-cash", "--no-pause"]) == 2
    err = capsys.readouterr().err
    assert "questions are not asked under rrop-cash" in err
    assert re.search(r"refdealer walk \S+ --quiz --profile rrop-cash", err)


def test_train_exam_handouts_and_lessons_teach_one_book(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = str(SUITE / "conduct" / "pot-with-chips.yaml")
    results = tmp_path / "results.jsonl"
    train = ["train", "--scenarios", file, "--count", "9", "--seed", "2", "--no-pause"]
    answers = _answers(tmp_path, *[1] * 9)
    assert main([*train, "--profile", "tda-2024", "--answers", answers,
                 "--results", str(results)]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "The rules taught: TDA tournament rules (2024)." in out
    asked = {q["scenario"] for q in json.loads(results.read_text())["questions"]}
    tda = {s.id for s in quizzes().values() if s.path.endswith("pot-with-chips.yaml")
           and answers_under(s, "tda-2024")}  # fmt: skip
    assert asked == tda and "pot-with-more-chips-than-the-pot-is-the-pot-in-no-limit" in asked
    assert (
        main(["exam", "cap", "heads", "--profile", "tda-2024", "--out", str(tmp_path / "e")]) == 0
    )
    sheet = (tmp_path / "e" / "exam.html").read_text(encoding="utf-8")
    assert "Rules: TDA tournament rules (2024)" in sheet
    capsys.readouterr()
    assert main(["lessons", "--profile", "tda-2024", "--topic", "limit-and-pot-limit"]) == 0
    listed = capsys.readouterr().out
    assert "--profile tda-2024" in listed
    for scenario_id in re.findall(r"refdealer walk (\S+) --profile", listed):
        assert answers_under(quizzes()[scenario_id], "tda-2024"), scenario_id
    out_dir = tmp_path / "h"
    assert (
        main(["handouts", "--scenarios", file, "--profile", "rrop-cash", "--out", str(out_dir)])
        == 0
    )
    assert "are taught under rrop-cash" in capsys.readouterr().out
    written = {p.stem for p in out_dir.glob("*.html")}
    assert "pot-with-chips-in-no-limit-the-chips-play-under-the-tda-option" not in " ".join(written)
