"""The drill and exam pools of a topic (or any lessons), under one book.

The exam asks the lessons' own situations; a drill asks the other situations on the same
rules (a scenario whose main rule, its first, is a lesson's rule), never the exam's. Both
keep only the quizzes a trainee of the book is asked (:func:`refdealer.walk.book.answers_under`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from refdealer.scenarios.model import Scenario
from refdealer.walk.book import answers_under
from refdealer.walk.lessons import Lesson, lesson_scenarios, topics
from refdealer.walk.lessons import lessons as all_lessons

#: The fewest drill questions a topic has under each book (issue 29).
DRILL_MINIMUM = 12


def _under(scenarios: Iterable[Scenario], profile: str | None) -> list[Scenario]:
    return [s for s in scenarios if profile is None or answers_under(s, profile)]


def exam_pool(
    scenarios: Iterable[Scenario], chosen: Sequence[Lesson], profile: str | None
) -> list[Scenario]:
    """The lessons' own situations (under ``profile``, the book's own for each lesson)."""
    wanted = set(lesson_scenarios(chosen, profile))
    return [s for s in _under(scenarios, profile) if s.id in wanted]


def drill_pool(
    scenarios: Iterable[Scenario], chosen: Sequence[Lesson], profile: str | None
) -> list[Scenario]:
    """The other situations on the lessons' rules: never a lesson's own, under any book."""
    taught = {s for lesson in chosen for s in (lesson.scenario, *dict(lesson.books).values())}
    rules = {lesson.rule for lesson in chosen}
    return [
        s for s in _under(scenarios, profile) if s.id not in taught and set(s.rules[:1]) & rules
    ]


def questions_in(pool: Iterable[Scenario]) -> int:
    """How many questions the scenarios ask."""
    return sum(1 for s in pool for step in s.script if step.quiz is not None)


def thin_topics(
    scenarios: Sequence[Scenario], profiles: Sequence[str], minimum: int = DRILL_MINIMUM
) -> list[str]:
    """Each topic whose drill has fewer than ``minimum`` questions under a book, said so."""
    found = []
    for topic in topics():
        chosen = [lesson for lesson in all_lessons() if lesson.topic == topic]
        for profile in profiles:
            count = questions_in(drill_pool(scenarios, chosen, profile))
            if count < minimum:
                found.append(f"{topic} under {profile}: {count} drill questions")
    return found
