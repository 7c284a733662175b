"""Training under one book: which quizzes a book asks, played by its rules, with its answers.

A scenario may pin a house option to the other book's value (``house:``), to show that
book's ruling. A trainee of a book must be taught his book's ruling, so under a book a
scenario is played with the book's own value of every differing option it pins, and a quiz
is asked there only when its answer is that book's: the scenario holds for the book and
pins nothing against it, or the quiz gives the book's own answer (``books:``). A test
plays every quiz under each book that asks it and holds the answer to the dealer's play.
"""

from __future__ import annotations

from dataclasses import replace

from refdealer.options import HOUSE_OPTIONS, PROFILES, OptionValue
from refdealer.scenarios.model import Scenario
from refdealer.suite.books import differing_options
from refdealer.walk.play import Walkthrough, play

#: Each book's name as a trainee reads it.
BOOK_NAMES: dict[str, str] = {
    "rrop-cash": "Robert's Rules of Poker, cash games",
    "tda-2024": "TDA tournament rules (2024)",
}


#: Each book's short name, to tell apart the same situation under both books.
BOOK_LABELS: dict[str, str] = {"rrop-cash": "cash game", "tda-2024": "tournament"}


def book_name(profile: str) -> str:
    return BOOK_NAMES.get(profile, profile)


def book_label(profile: str | None) -> str:
    return BOOK_LABELS.get(profile or "", profile or "")


def book_values(scenario: Scenario, profile: str) -> dict[str, OptionValue]:
    """The book's own values of the options where the books differ that ``scenario``'s
    ``house:`` sets to another value (empty where it pins nothing against the book)."""
    house = scenario.setup.get("house") or {}
    differing = {option.name for option in differing_options()}
    return {
        name: HOUSE_OPTIONS[name].defaults[profile]
        for name, value in house.items()
        if name in differing and value != HOUSE_OPTIONS[name].defaults[profile]
    }


def own_book(scenario: Scenario) -> str:
    """The book the quiz's own answers are written for: the scenario's first profile."""
    return scenario.profiles[0] if scenario.profiles else PROFILES[0]


def answers_under(scenario: Scenario, profile: str) -> bool:
    """Whether ``scenario``'s quizzes are asked under ``profile``: a quiz gives the book's
    own answer, or the scenario holds for the book and pins no option against it."""
    if any(step.quiz is not None and step.quiz.book(profile) for step in scenario.script):
        return True
    return profile in scenario.profiles and not book_values(scenario, profile)


def play_under(scenario: Scenario, profile: str | None = None) -> Walkthrough:
    """``scenario`` as a trainee of ``profile`` meets it: played under the book with its own
    option values, each question taking the book's answer (``None``: the scenario's own
    book and values, the quizzes as written)."""
    if profile is None:
        return replace(play(scenario), book=own_book(scenario))
    walk = play(scenario, profile, book_values(scenario, profile) or None)
    frames = tuple(
        replace(frame, step=replace(frame.step, quiz=frame.step.quiz.under(profile)))
        if frame.step is not None and frame.step.quiz is not None
        else frame
        for frame in walk.frames
    )
    return replace(walk, frames=frames, book=profile)
