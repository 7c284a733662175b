"""Quiz questions put to the trainee: where the answers come from, and the score."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol

from rich.console import Console

from refdealer.catalog import RULE_AREAS
from refdealer.scenarios.model import Quiz


class SessionEnded(Exception):
    """The trainee ended the session (Ctrl-C or Ctrl-D at a prompt)."""


def shuffled(quiz: Quiz, seed: int | str, where: str) -> Quiz:
    """``quiz`` with its choices in an order drawn from ``seed`` and ``where`` (the answer
    text stays the same, so it still names the right choice)."""
    choices = list(quiz.choices)
    random.Random(f"{seed}/{where}").shuffle(choices)
    return Quiz(quiz.question, tuple(choices), quiz.answer, quiz.explanation)


class AnswerSource(Protocol):
    """Gives the trainee's choice for a question: a 1-based number, or ``None`` for none."""

    def choose(self, quiz: Quiz) -> int | None: ...


class ScriptedAnswers:
    """Answers read from lines (a file or piped stdin): one choice number per line.

    Blank lines and ``#`` comments are skipped; a line that is not a number, or running
    out of lines, counts as no answer.
    """

    def __init__(self, lines: Iterable[str]) -> None:
        self._lines: Iterator[str] = iter(lines)

    def choose(self, quiz: Quiz) -> int | None:
        for line in self._lines:
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            return _choice_number(text)
        return None


def _choice_number(text: str) -> int | None:
    """The number typed, or ``None``: ASCII digits only ("²" is a digit to str.isdigit)."""
    if text.isascii() and text.isdigit() and len(text) <= 6:
        return int(text)
    return None


class PromptAnswers:
    """Answers typed at the terminal, asked again until the choice is a valid number."""

    def __init__(self, console: Console) -> None:
        self.console = console

    def choose(self, quiz: Quiz) -> int | None:
        count = len(quiz.choices)
        while True:
            try:
                text = self.console.input(f"Your choice (1\u2013{count}): ").strip()
            except (EOFError, KeyboardInterrupt):
                raise SessionEnded from None
            number = _choice_number(text)
            if number is not None and 1 <= number <= count:
                return number
            self.console.print(f"Type a number from 1 to {count}.")


@dataclass(frozen=True, slots=True)
class Outcome:
    """One question asked: where, what was chosen, the right choice, the rule areas."""

    scenario: str
    step: int
    question: str
    chosen: int | None
    right: int
    areas: tuple[str, ...]
    #: The right answer's text and why (for the recap of missed questions).
    answer: str = ""
    explanation: str = ""
    rules: tuple[str, ...] = ()
    situation: str = ""
    #: The book whose answer was the right one (the profile), and the choice's words.
    book: str = ""
    chosen_text: str = ""

    @property
    def correct(self) -> bool:
        return self.chosen == self.right


def ask(quiz: Quiz, answers: AnswerSource) -> tuple[int | None, int]:
    """The trainee's choice and the right one (both 1-based)."""
    return answers.choose(quiz), quiz.choices.index(quiz.answer) + 1


@dataclass(frozen=True, slots=True)
class AreaScore:
    area: str
    right: int
    asked: int


def area_scores(outcomes: Iterable[Outcome]) -> list[AreaScore]:
    """Right answers out of questions asked, per rule area, in the catalog's area order."""
    tally: dict[str, list[int]] = {}
    for outcome in outcomes:
        for area in outcome.areas:
            counts = tally.setdefault(area, [0, 0])
            counts[0] += outcome.correct
            counts[1] += 1
    order = {area: index for index, area in enumerate(RULE_AREAS)}
    return [
        AreaScore(area, right, asked)
        for area, (right, asked) in sorted(tally.items(), key=lambda i: (order.get(i[0], 99), i[0]))
    ]


def score_line(outcomes: Iterable[Outcome]) -> str:
    done = list(outcomes)
    right = sum(o.correct for o in done)
    return f"Score: {right} of {len(done)} right"
