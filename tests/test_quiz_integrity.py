"""Quiz integrity over the whole suite: a quiz tests the trainee instead of telling him.

What a trainee reads before he answers (the scenario's ``situation``, the step's narration and
the question) must not name the ruling: no ruling code, rule id, profile or house-option key,
not the developer title, and no ruling term that only the right answer uses. No trainee text
carries developer notes (catalog references, card numbers, seat shorthand, card codes). The
right answer is the longest choice, or the shortest, no more often than chance would make it.
Each check is a plain function, run on the suite and on a bad example it must catch.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from refdealer.catalog import rule_catalog
from refdealer.options import HOUSE_OPTIONS, PROFILES
from refdealer.rejections import REJECTION_REASONS
from refdealer.rulings import RULING_CODES
from refdealer.scenarios.loader import load_scenarios

SUITE = Path(__file__).resolve().parent.parent / "scenarios"

#: Words and phrases that state an outcome (what the floor rules), not what happened at the
#: table. Where the right answer is the only choice using one, the situation and the question
#: must not use it either, or they point at the answer; the situation uses none of them, nor
#: may the situation or question use one the developer title uses. Matched as whole words,
#: so "dead" does not match "deadline", and "reopen" not "reopens" (both are listed).
RULING_TERMS = (
    "misdeal", "dead", "void", "binds", "binding", "reshuffle", "reshuffled", "redeal",
    "redealt", "scramble", "scrambled", "refused", "call the floor", "the floor decides",
    "string bet", "cut back", "brought up", "completed", "corrected", "out of play",
    "reopen", "reopens", "capped", "uncapped", "unlimited", "becomes the burn", "full call",
    "full raise", "dealt again", "allowed", "not allowed", "no cap", "is the flop burn",
    "correctly",
)  # fmt: skip

#: Developer notes that have no place in what a trainee reads.
DEVELOPER_NOTES = {
    "catalog card number (c13)": re.compile(r"\bc\d{1,2}\b"),
    "table shorthand (F6)": re.compile(r"\bF\d{1,2}\b"),
    "seat shorthand (S3)": re.compile(r"\bS\d{1,2}\b"),
    "catalog reference": re.compile(
        r"\bcatalog\b|\b(?:decision|clarification|test|seed) \d|\bprotocol\.md\b|"
        r"\bproject decision\b|\bdocs/",
        re.IGNORECASE,
    ),
    "option key (snake_case)": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    # Cards read as on the table, Q♠ not Qs ("As" is left alone: it is also a word).
    "card code (Qs)": re.compile(r"\b(?!As\b)[2-9TJQKA][cdhs]\b"),
    "ruling or rejection code": re.compile(r"\b[A-Z]{2,}(?:_[A-Z]+)+\b"),
}


@dataclass(frozen=True)
class QuizText:
    """Everything a trainee reads of one quiz, and the developer title it must not repeat."""

    where: str
    title: str
    situation: str | None
    narration: str
    question: str
    choices: tuple[str, ...]
    answer: str
    explanation: str

    def before_answer(self) -> dict[str, str]:
        """The trainee fields shown before he answers, by name."""
        return {
            "situation": self.situation or "",
            "narration": self.narration,
            "question": self.question,
            **{f"choice {i + 1}": c for i, c in enumerate(self.choices)},
        }


def suite_quizzes() -> list[QuizText]:
    scenarios, issues = load_scenarios([SUITE])
    assert issues == [], issues[:3]
    return [
        QuizText(
            f"{scenario.id} ({scenario.path}:{step.line})",
            scenario.title,
            scenario.situation,
            " ".join((step.narration or "").split()),
            " ".join(step.quiz.question.split()),
            step.quiz.choices,
            step.quiz.answer,
            " ".join((step.quiz.explanation or "").split()),
        )
        for scenario in scenarios
        for step in scenario.script
        if step.quiz is not None
    ]


def _has(text: str, term: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text, re.IGNORECASE) is not None


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


# -- the checks: each returns what is wrong with one quiz ----------------------------------


def missing_situation(quiz: QuizText) -> list[str]:
    """A quiz scenario needs its situation, on one line."""
    if not quiz.situation or not quiz.situation.strip():
        return ["no situation"]
    if "\n" in quiz.situation.strip():
        return ["the situation is more than one line"]
    return []


def names_the_ruling(quiz: QuizText) -> list[str]:
    """Codes, ids and keys of the ruling in what the trainee reads before he answers. An
    option whose key is a plain word ("straddle") is the game's word for the thing, which a
    question must be able to use: only keys written as code (with _ or -) are names."""
    keys = [k for k in HOUSE_OPTIONS if "_" in k or "-" in k]
    names = [*RULING_CODES, *REJECTION_REASONS, *rule_catalog(), *PROFILES, *keys]
    return [
        f"{field} names {name!r}"
        for field, text in quiz.before_answer().items()
        for name in names
        # As written (case counts); the plain search first, as most names are nowhere in it.
        if name in text and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)
    ]


def states_a_ruling(quiz: QuizText) -> list[str]:
    """The situation says what happened at the table, never what the floor makes of it."""
    situation = quiz.situation or ""
    return [f"the situation says {t!r}" for t in RULING_TERMS if _has(situation, t)]


def repeats_the_title(quiz: QuizText) -> list[str]:
    """The developer title states the ruling: the situation is not the title and uses none of
    its ruling terms. (The question may ask "Is it a misdeal?" when the choices differ on it;
    a term only the answer uses is :func:`hints_the_answer`'s business.)"""
    situation = quiz.situation or ""
    problems = ["the situation is the title"] if _words(situation) == _words(quiz.title) else []
    return problems + [
        f"the situation uses the title's ruling term {t!r}"
        for t in RULING_TERMS
        if _has(quiz.title, t) and _has(situation, t)
    ]


def hints_the_answer(quiz: QuizText) -> list[str]:
    """A ruling term only the right answer uses, found in the situation, narration or question."""
    others = [c for c in quiz.choices if c != quiz.answer]
    telling = [
        t for t in RULING_TERMS if _has(quiz.answer, t) and not any(_has(c, t) for c in others)
    ]
    return [
        f"{field} uses {t!r}, which only the right answer uses"
        for field in ("situation", "narration", "question")
        for t in telling
        if _has(quiz.before_answer()[field], t)
    ]


def developer_notes(quiz: QuizText) -> list[str]:
    """Catalog references, card numbers, shorthand and keys in any trainee field; the
    explanation, read after the answer, may cite rule ids but nothing else of the kind."""
    fields = {**quiz.before_answer(), "explanation": quiz.explanation}
    problems = [
        f"{field}: {kind}: {match.group(0)!r}"
        for field, text in fields.items()
        for kind, pattern in DEVELOPER_NOTES.items()
        for match in pattern.finditer(text)
    ]
    # An option named by a plain word ("straddle") is that word too: only keys written as
    # code (with _ or -) give a developer's note away.
    keys = [*PROFILES, *(k for k in HOUSE_OPTIONS if "_" in k or "-" in k)]
    problems += [f"explanation names {k!r}" for k in keys if _has(quiz.explanation, k)]
    return problems


def malformed_choices(quiz: QuizText) -> list[str]:
    """The answer is exactly one of the choices, and no two choices give the same ruling."""
    problems = []
    if quiz.choices.count(quiz.answer) != 1:
        problems.append(f"the answer is {quiz.choices.count(quiz.answer)} of the choices")
    folded = [" ".join(_words(c)) for c in quiz.choices]
    if len(set(folded)) != len(folded):
        problems.append("two choices say the same")
    # "A call of 200" beside "A call of 200: the second motion is a string bet": one ruling.
    problems += [
        f"{quiz.choices[j]!r} is {quiz.choices[i]!r} with a reason added"
        for i, short in enumerate(folded)
        for j, long in enumerate(folded)
        if i != j and long.startswith(short + " ")
    ]
    return problems


Check = Callable[[QuizText], list[str]]
CHECKS: tuple[Check, ...] = (
    missing_situation,
    names_the_ruling,
    states_a_ruling,
    repeats_the_title,
    hints_the_answer,
    developer_notes,
    malformed_choices,
)


@dataclass(frozen=True)
class LengthTell:
    """How often the right answer is the longest (or shortest) choice, against chance."""

    quizzes: int
    longest: int
    shortest: int
    chance: float
    spread: float

    @property
    def limit(self) -> float:
        """Chance plus two standard deviations: more than this is a tell, not luck."""
        return self.chance + 2 * self.spread

    def __str__(self) -> str:
        return (
            f"{self.quizzes} quizzes: the answer is the longest choice in {self.longest} "
            f"({self.longest / self.quizzes:.1%}), the shortest in {self.shortest} "
            f"({self.shortest / self.quizzes:.1%}); chance {self.chance:.1f} "
            f"({self.chance / self.quizzes:.1%}), limit {self.limit:.1f}"
        )


def length_tell(quizzes: Iterable[QuizText]) -> LengthTell:
    """Ties count against the quiz: an answer as long as the longest choice is the longest."""
    items = list(quizzes)
    lengths = [[len(c) for c in q.choices] for q in items]
    longest = sum(len(q.answer) == max(ls) for q, ls in zip(items, lengths, strict=True))
    shortest = sum(len(q.answer) == min(ls) for q, ls in zip(items, lengths, strict=True))
    odds = [1 / len(q.choices) for q in items]
    spread = math.sqrt(sum(p * (1 - p) for p in odds))
    return LengthTell(len(items), longest, shortest, sum(odds), spread)


# -- the suite ------------------------------------------------------------------------------

QUIZZES = suite_quizzes()


def test_the_suite_has_quizzes_to_check() -> None:
    assert len(QUIZZES) >= 250


@pytest.mark.parametrize("check", CHECKS, ids=[c.__name__ for c in CHECKS])
def test_no_quiz_in_the_suite_fails_the_check(check: Check) -> None:
    failures = [f"{q.where}: {p}" for q in QUIZZES for p in check(q)]
    assert failures == [], "\n".join(failures)


def test_the_answer_is_the_longest_or_shortest_choice_no_more_often_than_chance() -> None:
    tell = length_tell(QUIZZES)
    print(tell)  # the figure, for the report: pytest -s -k longest
    assert tell.longest <= tell.limit, tell
    assert tell.shortest <= tell.limit, tell


# -- each check catches a bad example ------------------------------------------------------

GOOD = QuizText(
    where="example",
    title="A flop dealt before the big blind acted is taken back and redealt",
    situation="The flop comes before the big blind acts",
    narration="The dealer flops with the big blind still to act.",
    question="What happens to the flop?",
    choices=(
        "The flop stands: the big blind acts on it",
        "It is out of play; a new flop comes after the betting",
        "Misdeal",
    ),
    answer="It is out of play; a new flop comes after the betting",
    explanation="A premature flop does not play (FLOP-PREMATURE: RRoP §5, TDA RP-5A).",
)

BAD = {
    "no situation": (missing_situation, replace(GOOD, situation=None)),
    "the situation on two lines": (
        missing_situation,
        replace(GOOD, situation="The flop comes\nbefore the big blind acts"),
    ),
    "a ruling code in the question": (
        names_the_ruling,
        replace(GOOD, question="Is this FLOP_WITHOUT_BURN? What happens to the flop?"),
    ),
    "a rule id in the situation": (
        names_the_ruling,
        replace(GOOD, situation="FLOP-PREMATURE: the flop comes before the big blind acts"),
    ),
    "a profile in the question": (
        names_the_ruling,
        replace(GOOD, question="What does the floor rule (rrop-cash)?"),
    ),
    "the title as the situation": (repeats_the_title, replace(GOOD, situation=GOOD.title + ".")),
    "a ruling in the situation": (
        states_a_ruling,
        replace(GOOD, situation="A premature flop is reshuffled and redealt without a burn"),
    ),
    "the title's ruling term in the situation": (
        repeats_the_title,
        replace(GOOD, situation="The flop comes early and is redealt"),
    ),
    "the answer's ruling term in the question": (
        hints_the_answer,
        replace(
            GOOD,
            question="Is the flop out of play?",
            choices=("Yes: it is out of play", "No: the flop stands", "Misdeal"),
            answer="Yes: it is out of play",
        ),
    ),
    "a card number in the explanation": (
        developer_notes,
        replace(GOOD, explanation="The flop c14 c15 c16 goes back (FLOP-PREMATURE)."),
    ),
    "a catalog reference in the explanation": (
        developer_notes,
        replace(GOOD, explanation="It goes back (FLOP-PREMATURE, catalog decision 6)."),
    ),
    "table shorthand in the narration": (
        developer_notes,
        replace(GOOD, narration="F6 at 100/200: the dealer flops early."),
    ),
    "a card code in the narration": (
        developer_notes,
        replace(GOOD, narration="The dealer flops the Qs with the big blind still to act."),
    ),
    "an option key in a choice": (
        developer_notes,
        replace(GOOD, choices=(*GOOD.choices[:2], "reshuffle_redeal")),
    ),
    "a ruling code in the explanation": (
        developer_notes,
        replace(GOOD, explanation="The dealer draws FLOP_PREMATURE."),
    ),
    "an answer that is no choice": (malformed_choices, replace(GOOD, answer="Misdeal!")),
    "a choice that is another with a reason": (
        malformed_choices,
        replace(GOOD, choices=(*GOOD.choices, "Misdeal: the dealer erred")),
    ),
    "two choices alike": (
        malformed_choices,
        replace(GOOD, choices=(*GOOD.choices, "misdeal.")),
    ),
}


def test_the_good_example_passes_every_check() -> None:
    assert [p for check in CHECKS for p in check(GOOD)] == []


def test_an_option_named_by_the_games_word_is_no_ruling_name() -> None:
    """The option "straddle" is the game's word for the bet: a question may use it;
    an option key written as code may not."""
    plain = replace(GOOD, question="May seat 5 straddle the next hand?")
    assert names_the_ruling(plain) == []
    keyed = replace(GOOD, question="What does flop_too_many say here?")
    assert names_the_ruling(keyed) == ["question names 'flop_too_many'"]


@pytest.mark.parametrize(("check", "quiz"), BAD.values(), ids=list(BAD))
def test_each_check_catches_its_bad_example(check: Check, quiz: QuizText) -> None:
    assert check(quiz) != []


def test_the_length_tell_catches_answers_that_are_always_the_longest() -> None:
    longest_right = [
        replace(GOOD, where=str(i), choices=("No", "Misdeal", "The long right answer"),
                answer="The long right answer")
        for i in range(40)
    ]  # fmt: skip
    tell = length_tell(longest_right)
    assert tell.longest == 40 and tell.longest > tell.limit
    shortest_right = [replace(q, answer="No") for q in longest_right]
    assert length_tell(shortest_right).shortest > length_tell(shortest_right).limit
    fair = [
        replace(GOOD, where=str(i), choices=("aa", "bbbb", "cccccc"),
                answer=("aa", "bbbb", "cccccc")[i % 3])
        for i in range(60)
    ]  # fmt: skip
    assert length_tell(fair).longest == 20 <= length_tell(fair).limit
