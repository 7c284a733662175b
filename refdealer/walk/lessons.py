"""The curated lessons (``refdealer/data/lessons.yaml``): one situation, a scenario, a rule.

A lesson is what a trainer teaches in one go: a situation told in neutral words, the
scenario that shows it best, and the rule it turns on. Lessons are grouped by topic
(narrower than the catalog's rule areas) and found by words or by rule id.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

import yaml

from refdealer.catalog import rule_catalog

#: The rule areas that have quiz questions (the choices of ``train --area``; a test keeps
#: this list equal to the suite's).
TRAIN_AREAS: tuple[str, ...] = (
    "dealing", "misdeals", "board", "blinds", "actions", "bet-sizes", "pots", "dead-hands",
    "showdown", "tournament", "kill-pots",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: what to teach, the scenario that teaches it, its rule and topic."""

    id: str
    situation: str
    rule: str
    topic: str
    scenario: str
    keywords: tuple[str, ...]
    #: (profile, scenario) where ``scenario``'s question is not that book's to ask.
    books: tuple[tuple[str, str], ...] = ()

    def scenario_under(self, profile: str | None) -> str:
        """The scenario that teaches the lesson under ``profile`` (None: the lesson's own)."""
        return next((s for p, s in self.books if p == profile), self.scenario)

    def words(self) -> str:
        """Everything a search looks at: id, situation, rule id and title, keywords."""
        entry = rule_catalog().get(self.rule)
        title = entry.title if entry is not None else ""
        return " ".join((self.id, self.situation, self.rule, title, *self.keywords)).lower()


@cache
def _data() -> tuple[dict[str, str], tuple[Lesson, ...]]:
    text = resources.files("refdealer").joinpath("data/lessons.yaml").read_text(encoding="utf-8")
    raw = yaml.safe_load(text)
    topics = {str(k): str(v) for k, v in raw["topics"].items()}
    lessons = tuple(
        Lesson(
            id=str(item["id"]),
            situation=str(item["situation"]),
            rule=str(item["rule"]),
            topic=str(item["topic"]),
            scenario=str(item["scenario"]),
            keywords=tuple(str(k) for k in item.get("keywords", ())),
            books=tuple((str(p), str(s)) for p, s in (item.get("books") or {}).items()),
        )
        for item in raw["lessons"]
    )
    return topics, lessons


def lessons() -> tuple[Lesson, ...]:
    """Every lesson, in the file's order."""
    return _data()[1]


def topics() -> dict[str, str]:
    """Topic id -> its heading, in the file's order."""
    return _data()[0]


def topic_names() -> list[str]:
    """The topic ids (every one has lessons)."""
    return list(topics())


#: Words too common to pick a lesson by.
_STOP_WORDS = frozenset({"the", "and", "for", "with", "his", "her", "what", "who", "when", "does"})


def _normal(text: str) -> str:
    return re.sub(r"[-_\s]+", " ", text.strip().lower())


def find_lessons(query: str = "", *, topic: str | None = None) -> list[Lesson]:
    """Lessons matching ``query``: a rule id, a lesson id, or words, any of which appears
    (those with more of the words first, then in the file's order)."""
    pool = [lesson for lesson in lessons() if topic is None or lesson.topic == topic]
    if not query.strip():
        return pool
    wanted = _normal(query)
    exact = [
        lesson for lesson in pool if wanted in (_normal(lesson.rule), _normal(lesson.id))
    ]  # fmt: skip
    if exact:
        return exact
    words = [w for w in wanted.split() if len(w) > 2 and w not in _STOP_WORDS] or wanted.split()
    hits = [(sum(w in _normal(lesson.words()) for w in words), lesson) for lesson in pool]
    ranked = sorted((item for item in hits if item[0]), key=lambda item: -item[0])
    return [lesson for _, lesson in ranked]


def suggest(query: str, limit: int = 3) -> list[Lesson]:
    """Lessons close to ``query`` (for a scenario id that does not exist)."""
    found = find_lessons(query)
    if found:
        return found[:limit]
    for word in sorted(_normal(query).split(), key=len, reverse=True):
        if len(word) >= 4:
            found = find_lessons(word)
            if found:
                return found[:limit]
    names = {lesson.id: lesson for lesson in lessons()}
    close = difflib.get_close_matches(_normal(query).replace(" ", "-"), list(names), n=limit)
    return [names[name] for name in close]


def lesson_scenarios(chosen: Iterable[Lesson], profile: str | None = None) -> list[str]:
    """The recommended scenario ids of ``chosen`` (under ``profile``), each once, in order."""
    seen: list[str] = []
    for lesson in chosen:
        scenario = lesson.scenario_under(profile)
        if scenario not in seen:
            seen.append(scenario)
    return seen


def lesson_named(name: str) -> Lesson | None:
    """The lesson whose (neutral) id is ``name``."""
    return next((lesson for lesson in lessons() if lesson.id == name.strip().lower()), None)


def lessons_of_rule(rule: str) -> Sequence[Lesson]:
    return [lesson for lesson in lessons() if lesson.rule == rule]
