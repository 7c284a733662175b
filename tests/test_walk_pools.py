"""Deep pools (issue 29, D6): every topic has at least a dozen drill questions under each
book, besides its lessons' own situations, which are the exam's and never drilled."""

from __future__ import annotations

from functools import cache

from refdealer.options import PROFILES
from refdealer.scenarios.model import Scenario
from refdealer.walk.find import suite_scenarios
from refdealer.walk.lessons import lessons, topics
from refdealer.walk.pools import (
    DRILL_MINIMUM,
    drill_pool,
    exam_pool,
    questions_in,
    thin_topics,
)
from refdealer.walk.session import has_quiz


@cache
def quizzes() -> tuple[Scenario, ...]:
    return tuple(s for s in suite_scenarios() if has_quiz(s))


def test_every_topic_has_a_dozen_drill_questions_under_each_book() -> None:
    assert DRILL_MINIMUM == 12
    assert thin_topics(quizzes(), PROFILES) == []


def test_the_count_fails_on_a_suite_without_the_new_pot_drills() -> None:
    thinner = [s for s in quizzes() if not s.id.startswith("drill-") or "pot" not in s.path]
    assert len(thinner) < len(quizzes())
    found = thin_topics(thinner, PROFILES)
    assert any(line.startswith("pots under tda-2024: ") for line in found), found


def test_the_floor_across_hands_has_its_drill_from_the_session_questions() -> None:
    """The session topic (issue 27): its drill is the session scenarios' questions, a dozen
    under each book beside its lessons' own; without them it would be empty."""
    chosen = [lesson for lesson in lessons() if lesson.topic == "across-hands"]
    assert {lesson.rule for lesson in chosen} >= {
        "BUTTON-MISPLACED", "CHIP-RACE", "DISPUTE-WINDOW", "HAND-FOR-HAND", "KILL-BUTTON",
        "MULTIPLE-BUSTS", "NEW-LEVEL", "PENALTY-HAND", "TABLE-BALANCE",
    }  # fmt: skip
    for profile in PROFILES:
        drill = drill_pool(quizzes(), chosen, profile)
        assert questions_in(drill) >= DRILL_MINIMUM, profile
        assert all(s.session for s in drill), profile
    one_hand = [s for s in quizzes() if not s.session]
    found = thin_topics(one_hand, PROFILES)
    assert "across-hands under rrop-cash: 0 drill questions" in found, found
    assert "across-hands under tda-2024: 0 drill questions" in found, found


def test_the_exam_asks_the_lessons_situations_and_the_drill_never_does() -> None:
    for topic in topics():
        chosen = [lesson for lesson in lessons() if lesson.topic == topic]
        for profile in PROFILES:
            exam = {s.id for s in exam_pool(quizzes(), chosen, profile)}
            drill = {s.id for s in drill_pool(quizzes(), chosen, profile)}
            assert exam and not exam & drill, (topic, profile)
            assert questions_in(drill_pool(quizzes(), chosen, profile)) >= DRILL_MINIMUM
