"""Scenarios as loaded and checked: frozen values the runner and the walkthroughs read."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from refdealer.options import DEFAULT_PROFILE, SUPPORTED_PROFILES


@dataclass(frozen=True, slots=True)
class BookAnswer:
    """One book's right answer to a quiz where that book rules apart from the quiz's own."""

    answer: str
    explanation: str | None = None


@dataclass(frozen=True, slots=True)
class Quiz:
    """A question for the trainee at one step, with its choices and the right answer.

    ``answer`` is right under the scenario's own book (its first profile, with its
    ``house:`` values); ``books`` gives another book's answer where that book rules the
    question apart (each book played with its own values of the options).
    """

    question: str
    choices: tuple[str, ...]
    answer: str
    explanation: str | None = None
    #: (profile, that book's answer), for the books that rule this question apart.
    books: tuple[tuple[str, BookAnswer], ...] = ()

    def book(self, profile: str) -> BookAnswer | None:
        """``profile``'s own answer, where the quiz gives one."""
        return next((answer for name, answer in self.books if name == profile), None)

    def under(self, profile: str) -> Quiz:
        """The quiz as asked under ``profile``: its answer and explanation where it gives
        them, else the quiz as written (without the other books' answers)."""
        given = self.book(profile)
        answer = given.answer if given is not None else self.answer
        explanation = given.explanation if given is not None else self.explanation
        return Quiz(self.question, self.choices, answer, explanation)


@dataclass(frozen=True, slots=True)
class Step:
    """One script step: the protocol events it stands for, and what to check after it."""

    index: int
    line: int
    label: str
    events: tuple[Mapping[str, Any], ...]
    expect: Mapping[str, Any] | None = None
    reject: str | None = None
    narration: str | None = None
    quiz: Quiz | None = None


@dataclass(frozen=True, slots=True)
class Scenario:
    """A hand to play on an engine: setup, script, checkpoints, and the rules it checks."""

    id: str
    title: str
    description: str
    rules: tuple[str, ...]
    requires: tuple[str, ...]
    profiles: tuple[str, ...]
    setup: Mapping[str, Any]
    script: tuple[Step, ...]
    path: str
    line: int
    tag_lines: Mapping[str, int] = field(default_factory=dict)
    """The lines of its ``requires:``, ``requires_under:`` (and of each profile in it,
    ``requires_under.NAME``) and ``profiles:`` fields, for reports on the tags."""
    #: Profile -> the capabilities its hand needs beyond ``requires`` (which every profile
    #: needs): e.g. ``all-in-exposure`` under tda-2024, where a called all-in turns the
    #: hands up, for a scenario that also holds for rrop-cash, where they stay down.
    requires_under: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: What a trainee reads before a quiz: the situation, not the ruling (which the title,
    #: description and rule ids name). Every scenario that carries a quiz has one.
    situation: str | None = None
    #: A session of hands (``setup`` is then the session object, docs/protocol.md
    #: "Sessions"): the table is opened with ``session``, not ``start``.
    session: bool = False

    @property
    def location(self) -> str:
        return f"{self.path}:{self.line}"

    def requires_for(self, profile: str) -> tuple[str, ...]:
        """The capabilities an engine needs to be judged by it under ``profile``."""
        return (*self.requires, *self.requires_under.get(profile, ()))

    @property
    def home_profile(self) -> str:
        """The profile it is played under to work out its needs and, unless a profile is
        chosen, to judge it: the first modelled profile its ``profiles:`` lists."""
        for profile in self.profiles:
            if profile in SUPPORTED_PROFILES:
                return profile
        return DEFAULT_PROFILE


@dataclass(frozen=True, slots=True)
class ScenarioIssue:
    """A problem in a scenario file: the file, the line, the field, and what is wrong."""

    path: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.field}: {self.message}"
