"""Nothing given away: every quiz is played, and what the trainee is shown before the question
(the situation, the setup lines, each step told and its heading, the narration, and the
table drawn at the question) must not show the figure or the ruling the answer gives.

The drawing is read as the table in words (:func:`refdealer.walk.handout.table_in_words`):
the same view every renderer draws, and the handout's text for it. Figures the table shows
as chips (a stack, a bet, the pot as one pile) are what the trainee must read, not leaks; a
figure only the right answer has, shown by the drawing as the dealer's work (a side pot, a
split) and said nowhere in the story, is one. So is an answer's "figure word" pair (2,000
blind) that the posting lines or the drawing pair up, and a ruling word only the answer
uses.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache

from refdealer.scenarios.model import Quiz
from refdealer.walk.book import answers_under, own_book, play_under
from refdealer.walk.find import suite_scenarios
from refdealer.walk.handout import table_in_words
from refdealer.walk.play import Frame, Walkthrough
from refdealer.walk.render_text import table_text
from refdealer.walk.session import has_quiz
from refdealer.walk.view import TableView
from tests.test_quiz_integrity import RULING_TERMS

_NUMBER = re.compile(r"(?<![\w.])\d{1,3}(?:,\d{3})+(?!\d)|(?<![\w.,])\d{2,}(?!\d|,\d)")
#: The piles' names and counts: where cards lie, as everyone sees them, never a ruling to come
#: (a card set aside earlier lies "out of play"; a question may ask whether it stays there).
_PILES = re.compile(r"\b(?:(?:stub|muck|burns|void)\s+\d+|out of play)", re.IGNORECASE)
#: Words after a figure that say nothing of what the figure is.
_FILLER = {"and", "the", "from", "each", "chips", "of", "in", "to", "more", "or", "for"}


def figures(text: str) -> set[int]:
    """The amounts of 10 or more in ``text`` (1,200 and 1200 alike)."""
    return {int(found.replace(",", "")) for found in _NUMBER.findall(text)}


def _tokens(text: str) -> list[int | str]:
    found = re.findall(r"\d{1,3}(?:,\d{3})+|\d+|[A-Za-z]+", text)
    return [int(t.replace(",", "")) if t[0].isdigit() else t.lower() for t in found]


def pairs(text: str) -> set[tuple[int, str]]:
    """Each figure with the word after it ("2,000 blind" -> (2000, 'blin'), by stem)."""
    tokens = _tokens(text)
    return {
        (first, second[:4])
        for first, second in itertools.pairwise(tokens)
        if isinstance(first, int) and first >= 10 and isinstance(second, str)
        and len(second) > 2 and second not in _FILLER
    }  # fmt: skip


def paired(text: str, pair: tuple[int, str]) -> bool:
    """Whether ``text`` puts the pair's word within three words of its figure."""
    tokens = _tokens(text)
    return any(
        token == pair[0]
        and any(isinstance(t, str) and t[:4] == pair[1] for t in tokens[max(0, i - 3) : i + 4])
        for i, token in enumerate(tokens)
    )


def _has(text: str, term: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text, re.IGNORECASE) is not None


@dataclass(frozen=True)
class Shown:
    """What a trainee is shown before one question."""

    where: str
    situation: str
    game: str
    posting: str
    story: str
    #: What the players and the dealer did, as the steps tell it (no narration, no heading).
    acted: str
    drawing: str
    #: Figures the table shows as chips: stacks, bets, the pot as one pile.
    chips: frozenset[int]


def drawing_of(view: TableView) -> str:
    return _PILES.sub("", " ".join(table_in_words(view)))


def shown_before(walk: Walkthrough, frame: Frame, view: TableView | None = None) -> Shown:
    """What is shown before ``frame``'s question (``view``: another drawing, for a test)."""
    drawn = view if view is not None else frame.question_view
    setup = walk.frames[0].actions
    told = [
        part
        for earlier in walk.frames[1 : frame.number + 1]
        for part in (earlier.heading, earlier.narration or "", *earlier.actions)
    ]
    acted = [line for earlier in walk.frames[1 : frame.number + 1] for line in earlier.actions]
    quiz = frame.quiz
    chips = {s.stack for s in drawn.seats} | {s.bet for s in drawn.seats}
    return Shown(
        f"{walk.scenario.id} step {frame.number} under {walk.book}",
        walk.scenario.situation or "",
        setup[0] if setup else "",
        " ".join(setup[1:]),
        " ".join([*told, quiz.question if quiz else ""]),
        " ".join(acted),
        drawing_of(drawn),
        frozenset(chips | {drawn.pot_total, drawn.in_front}),
    )


def leaks(quiz: Quiz, shown: Shown) -> list[str]:
    """What ``shown`` gives away of ``quiz``'s answer."""
    wrong = [choice for choice in quiz.choices if choice != quiz.answer]
    problems = []
    # The title is read before the hand is dealt: a figure in it must be one of the game or
    # of what a player says or does, never a count only the dealer makes (a pot to split).
    done = figures(" ".join((shown.game, shown.posting, shown.acted)))
    counted = sorted(figures(shown.situation) - done)
    problems += [f"{shown.where}: the title states {n}, the dealer's count" for n in counted]
    told = figures(" ".join((shown.situation, shown.game, shown.posting, shown.story)))
    own = figures(quiz.answer) - set().union(*map(figures, wrong))
    drawn = (figures(shown.drawing) & own) - told - shown.chips
    problems += [f"{shown.where}: the drawing shows the answer's {n}" for n in sorted(drawn)]
    for pair in sorted(pairs(quiz.answer) - set().union(*map(pairs, wrong))):
        if paired(shown.game, pair):  # a fact of the game ("big blind ante 2000")
            continue
        # The drawing pairs chips with their place ("bet 600"): what the table shows.
        drawn_too = pair[0] not in shown.chips and paired(shown.drawing, pair)
        for name, found in (("setup line", paired(shown.posting, pair)), ("drawing", drawn_too)):
            if found:
                problems.append(f"{shown.where}: the {name} pairs {pair[0]} with {pair[1]!r}")
    telling = [
        t for t in RULING_TERMS if _has(quiz.answer, t) and not any(_has(c, t) for c in wrong)
    ]
    for name, text in (("setup line", shown.posting), ("drawing", shown.drawing),
                       ("story", shown.story)):  # fmt: skip
        problems += [f"{shown.where}: the {name} says {t!r}" for t in telling if _has(text, t)]
    return problems


@cache
def walks() -> tuple[Walkthrough, ...]:
    """Every quiz scenario as each book that asks it plays it."""
    played = []
    for scenario in suite_scenarios():
        if not has_quiz(scenario):
            continue
        played.append(play_under(scenario))
        books = {name for step in scenario.script if step.quiz for name, _ in step.quiz.books}
        for book in sorted(books - {own_book(scenario)}):
            if answers_under(scenario, book):
                played.append(play_under(scenario, book))
    return tuple(played)


def questions() -> Iterator[tuple[Walkthrough, Frame, Quiz]]:
    for walk in walks():
        for frame in walk.frames:
            if frame.quiz is not None:
                yield walk, frame, frame.quiz


def test_nothing_shown_before_a_question_gives_its_answer_away() -> None:
    found = [p for walk, frame, quiz in questions() for p in leaks(quiz, shown_before(walk, frame))]
    assert found == []


#: The quizzes the training manager found giving the answer away (issue 29, D1).
NAMED = (
    "big-blind-ante-dead-money-stays-in-the-main-pot",
    "table-stakes-short-ante-all-in",
    "big-blind-ante-short-stack-pays-the-blind-first",
)


def _named() -> dict[str, tuple[Walkthrough, Frame, Quiz]]:
    return {walk.scenario.id: (walk, frame, quiz) for walk, frame, quiz in questions()
            if walk.scenario.id in NAMED}  # fmt: skip


def test_the_check_catches_the_three_named_quizzes_as_they_were_drawn() -> None:
    """The drawing as it was (the pots split by the dealer, the chips as posted) and the
    setup line as it was (the short blind's split stated) are caught on each."""
    named = _named()
    assert set(named) == set(NAMED)
    walk, frame, quiz = named[NAMED[0]]
    split = replace(frame.question_view, pots=(frame.seen or frame.before).pots)
    assert len(split.pots) == 2  # the main pot and a side pot, as once drawn
    assert leaks(quiz, shown_before(walk, frame, split)) == [
        f"{NAMED[0]} step 6 under {walk.book}: the drawing shows the answer's 8000"
    ]
    walk, frame, quiz = named[NAMED[1]]
    posted = frame.before  # the antes posted, seat 5's 10 in a main pot of 60
    assert any(
        "the drawing shows the answer's 60" in p
        for p in leaks(quiz, shown_before(walk, frame, posted))
    )
    walk, frame, quiz = named[NAMED[2]]
    shown = shown_before(walk, frame)
    said = "Seat 2 posts the small blind (1000), seat 3 the big blind (2000), and antes 1000"
    old = replace(shown, posting=f"{said} for the whole table.")
    assert [p.split(": ", 1)[1] for p in leaks(quiz, old)] == [
        "the setup line pairs 1000 with 'ante'"
    ]
    # As drawn now, none of them gives the answer away, and the drawing still shows the
    # table: the pot as one pile, or the chips before anyone posted.
    for walk, frame, quiz in named.values():
        assert leaks(quiz, shown_before(walk, frame)) == []
    assert re.search(r"Pot +16000 ", table_text(named[NAMED[0]][1].question_view))
    assert not re.search(r"Main pot|Side pot", table_text(named[NAMED[0]][1].question_view))
    assert re.search(r"Seat 5.*\n.*stack 10 ", table_text(named[NAMED[1]][1].question_view))


def _split_pot() -> tuple[Walkthrough, Frame, Quiz]:
    return next(
        (walk, frame, quiz) for walk, frame, quiz in questions()
        if walk.scenario.id == "split-pot-odd-chip-left-of-button"
    )  # fmt: skip


def test_a_title_stating_a_count_only_the_dealer_makes_is_caught() -> None:
    """The drill's title once read "Two players split a pot of 29" (seen in
    docs/classroom-drill-390.png): the pot is the dealer's count, and it is caught."""
    walk, frame, quiz = _split_pot()
    shown = shown_before(walk, frame)
    assert leaks(quiz, shown) == []
    old = replace(shown, situation="Two players split a pot of 29")
    assert leaks(quiz, old) == [f"{shown.where}: the title states 29, the dealer's count"]
    # A figure a player says or does is the situation's own, not a leak.
    assert leaks(quiz, replace(shown, situation="A player bets 10 on the flop")) == []


def test_a_hand_shown_at_the_question_is_drawn_face_up() -> None:
    """Seat 6's cards were drawn face down under "Seat 6 shows 4♥ 5♥" in the step list."""
    _, frame, _ = _split_pot()
    assert any("Seat 6 shows" in line for line in frame.actions)
    seat = next(s for s in frame.question_view.seats if s.seat == 6)
    assert seat.cards and all(card.face_up for card in seat.cards)
    assert next(s for s in frame.before.seats if s.seat == 6).cards[0].face_up is False
