"""Finding a lesson: the curated list, search by words and rule id, suggestions on a wrong
id, rule search by keyword, train areas and topics that are never empty, the books side by
side, and walks under another house option."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

import pytest

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.options import HOUSE_OPTIONS
from refdealer.scenarios.model import Scenario
from refdealer.walk.compare import book_rulings, differing_options
from refdealer.walk.find import suite_scenarios
from refdealer.walk.lessons import (
    TRAIN_AREAS,
    Lesson,
    find_lessons,
    lessons,
    suggest,
    topics,
)
from refdealer.walk.play import play
from refdealer.walk.session import has_quiz, scenario_areas
from tests.test_quiz_integrity import QuizText, hints_the_answer, names_the_ruling


def _flat(text: str) -> str:
    """Text without panel borders and line breaks (a sentence may wrap in a panel)."""
    return " ".join(re.sub(r"[\u2502\u2551]", " ", text).split())


@cache
def suite() -> dict[str, Scenario]:
    return {s.id: s for s in suite_scenarios()}


def test_every_lesson_names_a_quiz_scenario_that_cites_its_rule() -> None:
    catalog = rule_catalog()
    ids = [lesson.id for lesson in lessons()]
    assert len(ids) == len(set(ids)) >= 60
    for lesson in lessons():
        scenario = suite()[lesson.scenario]
        assert has_quiz(scenario), lesson.id
        assert lesson.rule in scenario.rules, lesson.id
        assert lesson.rule in catalog and catalog[lesson.rule].modelled, lesson.id
        assert lesson.topic in topics(), lesson.id
        # The situation is for the trainee: it never names the rule id or its title.
        assert lesson.rule not in lesson.situation
        assert catalog[lesson.rule].title.lower() != lesson.situation.lower()
    assert {lesson.topic for lesson in lessons()} == set(topics())  # no empty topic


def _names_rule(text: str, rule: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(rule)}(?![\w-])", text) is not None


def lesson_problems(lesson: Lesson) -> list[str]:
    """What is wrong with a lesson as a single-situation example of its rule: its scenario
    plays through ``walk`` and asks exactly one question, and that question is about the
    lesson's rule (its explanation, read after the answer, names the rule, or the ruling at
    the question applies it). The situation a trainee reads before answering (the exam
    sheet's heading) names no ruling code or rule id and no ruling term only the answer uses.
    """
    scenario = suite()[lesson.scenario]
    walked = play(scenario)  # what ``refdealer walk ID`` plays
    asked = [frame for frame in walked.frames if frame.quiz is not None]
    if len(asked) != 1 or asked[0].quiz is None:
        return [f"{lesson.id}: {len(asked)} questions"]
    frame, quiz = asked[0], asked[0].quiz
    problems = []
    applied = {r.rule.id for r in frame.rulings}
    if frame.refusal is not None and frame.refusal.rule is not None:
        applied.add(frame.refusal.rule.id)
    if not _names_rule(quiz.explanation or "", lesson.rule) and lesson.rule not in applied:
        problems.append(f"{lesson.id}: the question is not about {lesson.rule}")
    as_asked = QuizText(
        lesson.id, scenario.title, lesson.situation, "", quiz.question, quiz.choices,
        quiz.answer, "",
    )  # fmt: skip
    problems += [f"{lesson.id}: {p}" for p in names_the_ruling(as_asked)]
    problems += [f"{lesson.id}: {p}" for p in hints_the_answer(as_asked)]
    return problems


def test_every_lesson_is_one_question_that_walk_plays_and_that_turns_on_its_rule() -> None:
    assert [p for lesson in lessons() for p in lesson_problems(lesson)] == []


def test_the_lesson_check_catches_a_question_about_another_rule_and_a_telling_situation() -> None:
    lesson = find_lessons("FLOP-PREMATURE")[0]
    assert lesson_problems(lesson) == []
    other_rule = replace(lesson, rule="CARDS-SPEAK")
    assert lesson_problems(other_rule) == [f"{lesson.id}: the question is not about CARDS-SPEAK"]
    telling = replace(lesson, situation="FLOP-PREMATURE: an early flop")
    assert any("names 'FLOP-PREMATURE'" in p for p in lesson_problems(telling))
    no_question = replace(lesson, scenario="check-raise-is-allowed")
    assert lesson_problems(no_question) == [f"{lesson.id}: 0 questions"]


def test_every_rule_with_a_question_has_a_lesson() -> None:
    quizzed = {rule for s in suite().values() if has_quiz(s) for rule in s.rules}
    assert quizzed <= {lesson.rule for lesson in lessons()}


def test_train_areas_are_exactly_the_areas_with_questions() -> None:
    with_quiz = {a for s in suite().values() if has_quiz(s) for a in scenario_areas(s)}
    assert set(TRAIN_AREAS) == with_quiz


def test_lessons_are_found_by_words_rule_id_and_lesson_id() -> None:
    premature = {lesson.rule for lesson in find_lessons("premature")}
    assert {"FLOP-PREMATURE", "TURN-PREMATURE", "RIVER-PREMATURE"} <= premature
    assert [lesson.rule for lesson in find_lessons("FLOP-PREMATURE")] == ["FLOP-PREMATURE"]
    assert [lesson.rule for lesson in find_lessons("flop_premature")] == ["FLOP-PREMATURE"]
    assert find_lessons("string bet")[0].rule == "STRING-BET"
    assert find_lessons("zzzz qqqq") == []
    assert suggest("string-bet")[0].rule == "STRING-BET"
    # Words match any of them, the lessons with more of them first ("premature burn" once
    # found nothing: no lesson has both words).
    either = find_lessons("premature burn")
    assert {"FLOP-PREMATURE", "BURN-EXTRA"} <= {lesson.rule for lesson in either}
    found = find_lessons("premature flop")
    ranks = [sum(w in lesson.words() for w in ("premature", "flop")) for lesson in found]
    assert ranks == sorted(ranks, reverse=True) and ranks[0] == 2 and ranks[-1] == 1


def test_lesson_ids_are_neutral_topic_numbers_and_walk_takes_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Trainees type a lesson's id: it is its topic and a number, never the ruling's words."""
    numbers: dict[str, int] = {}
    for lesson in lessons():
        numbers[lesson.topic] = numbers.get(lesson.topic, 0) + 1
        assert lesson.id == f"{lesson.topic}-{numbers[lesson.topic]}"
    lesson = find_lessons("FLOP-PREMATURE")[0]
    assert main(["walk", lesson.id, "--no-pause", "--steps", "0"]) == 0
    assert lesson.scenario in capsys.readouterr().out  # the walkthrough (the trainer's view)
    under = lesson.scenario_under("tda-2024")
    assert main(["walk", lesson.id, "--profile", "tda-2024", "--no-pause", "--steps", "0"]) == 0
    assert under in capsys.readouterr().out


def test_the_lessons_command_lists_searches_and_shows_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["lessons", "premature"]) == 0
    out = capsys.readouterr().out
    assert "Board cards dealt too early (--topic premature-cards)" in out
    flop = find_lessons("FLOP-PREMATURE")[0]
    assert f"  {flop.id}" in out and f"refdealer walk {flop.id} --quiz" in out
    assert flop.scenario not in out  # scenario ids name the ruling: trainees never see them
    assert main(["lessons", "FLOP-PREMATURE"]) == 0
    one = capsys.readouterr().out
    assert one.startswith(f"The dealer flops before the betting is over  ({flop.id}")
    assert rule_catalog()["FLOP-PREMATURE"].trainee_text[:40] in " ".join(one.split())
    assert "refdealer train --rule FLOP-PREMATURE" in one
    assert main(["lessons", "zzzz"]) == 2
    assert "no lesson matches 'zzzz'" in capsys.readouterr().err


def test_where_the_books_differ_both_rulings_are_shown_side_by_side(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert differing_options("FLOP-TOO-MANY") == ["flop_too_many"]
    lesson = find_lessons("FLOP-TOO-MANY")[0]
    books = book_rulings(suite()[lesson.scenario], "FLOP-TOO-MANY")
    assert [(b.profile, b.options) for b in books] == [
        ("rrop-cash", (("flop_too_many", "reshuffle_redeal"),)),
        ("tda-2024", (("flop_too_many", "scramble_random_burn"),)),
    ]
    assert all(b.modelled for b in books)
    assert "dealt again" in " ".join(books[0].rulings)
    assert "scrambled" in " ".join(books[1].rulings)
    assert main(["lessons", "FLOP-TOO-MANY"]) == 0
    out = capsys.readouterr().out
    assert "Where the books differ" in out and "TDA tournament rules (2024)" in out
    table = out[out.index("Where the books differ") : out.index("under rrop-cash:")]
    assert "scramble_random_burn" not in table  # trainee words, not the option key
    # A value the dealer does not model is said so, not played under the wrong rule.
    for lesson in lessons():
        for book in book_rulings(suite()[lesson.scenario], lesson.rule):
            modelled = all(
                HOUSE_OPTIONS[name].supported is None or value in HOUSE_OPTIONS[name].supported
                for name, value in book.options
            )
            # A book whose own values refuse the setup (no straddle under tda-2024) says so.
            refused = book.rulings[0].startswith("Refused at setup under this book")
            assert book.modelled == (modelled and not refused)
            assert book.rulings[0].startswith("Not modelled") == (not modelled)


def test_walk_runs_under_another_option_value_or_refuses_clearly(
    capsys: pytest.CaptureFixture[str],
) -> None:
    scenario = find_lessons("FLOP-TOO-MANY")[0].scenario
    assert main(["walk", scenario, "--option", "flop_too_many=reshuffle_redeal"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Played under the house option flop_too_many = reshuffle_redeal")
    # The walkthrough itself, before the books side by side (which show both rulings).
    flat, books = _flat(out).split("Where the books differ: FLOP-TOO-MANY", 1)
    assert "they go back, the burn stays" in flat and "is picked as the next burn" not in flat
    assert "is picked as the next burn" in books
    assert main(["walk", scenario, "--option", "flop_too_many=scramble_random_burn"]) == 0
    walked = _flat(capsys.readouterr().out).split("Where the books differ", 1)[0]
    assert "is picked as the next burn" in walked
    assert main(["walk", scenario, "--profile", "tda-2024"]) == 0
    walked = _flat(capsys.readouterr().out).split("Where the books differ", 1)[0]
    assert "is picked as the next burn" in walked
    assert main(["walk", scenario, "--option", "burn_before_hole_cards=yes"]) == 2
    err = capsys.readouterr().err
    assert "cannot play it that way: setup.house.burn_before_hole_cards: 'yes' is catalogued" in err
    with pytest.raises(SystemExit):
        main(["walk", scenario, "--option", "flop_too_mny=x"])
    assert "did you mean flop_too_many" in capsys.readouterr().err


def test_a_wrong_scenario_id_suggests_lessons(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["walk", "string-bet"]) == 2
    err = capsys.readouterr().err
    assert "Lessons that may be what you want:" in err
    assert f"refdealer walk {find_lessons('STRING-BET')[0].id}" in err


def test_rules_finds_rules_by_keyword(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "premature"]) == 0
    out = capsys.readouterr().out
    for rule in ("FLOP-PREMATURE", "TURN-PREMATURE", "RIVER-PREMATURE"):
        assert rule in out
    assert "rules match 'premature'" in out
    assert main(["rules", "four-card", "flop"]) == 0
    assert capsys.readouterr().out.startswith("FLOP-TOO-MANY — four-card flop")
    assert main(["rules", "flop_premature"]) == 0  # an id, however spelt
    assert capsys.readouterr().out.startswith("FLOP-PREMATURE — ")
    assert main(["rules", "qwertyuiop"]) == 2


def test_train_by_rule_and_by_lessons_asks_only_those(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["train", "--rule", "FLOP-PREMATURE", "--count", "99", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    wanted = [s for s in suite().values() if has_quiz(s) and "FLOP-PREMATURE" in s.rules]
    questions = sum(1 for s in wanted for step in s.script if step.quiz)
    assert f"{questions} question(s) from {len(wanted)} situation(s), rule FLOP-PREMATURE" in out
    assert (
        main(["train", "--topic", "premature-cards", "--exam", "--count", "99", "--seed", "1"]) == 0
    )
    topic = capsys.readouterr().out
    assert f"from {len(find_lessons(topic='premature-cards'))} situation(s)" in topic
    assert main(["train", "--rule", "NO-SUCH", "--seed", "1"]) == 2
    assert "unknown rule id 'NO-SUCH'" in capsys.readouterr().err


def test_list_marks_what_walk_can_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--walkable"]) == 0
    out = capsys.readouterr().out
    entries = [line.strip() for line in out.splitlines() if line.startswith("    ")]
    assert entries and all(entry.startswith("[yaml] ") for entry in entries)
    for entry in entries[:: max(1, len(entries) // 5)]:
        assert entry.removeprefix("[yaml] ") in suite()
    assert "not walkable" in out.splitlines()[-1]


def test_the_command_line_reads_the_lessons_only_for_a_topic(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Building the parser (``--help`` included) reads no lessons file; ``--topic`` is checked
    against the topics when given, and a wrong one is refused with the list of them."""
    from refdealer.cli import build_parser
    from refdealer.walk import lessons as lesson_data

    lesson_data._data.cache_clear()
    build_parser()
    assert lesson_data._data.cache_info().currsize == 0
    for command in (["lessons"], ["train"], ["exam", "--out", "unused"]):
        with pytest.raises(SystemExit) as stopped:
            main([*command, "--topic", "no-such-topic"])
        assert stopped.value.code == 2
        err = capsys.readouterr().err
        assert "no topic 'no-such-topic'" in err and "premature-cards" in err
    assert main(["lessons", "--topic", "premature-cards"]) == 0
    assert "premature-cards" in capsys.readouterr().out
