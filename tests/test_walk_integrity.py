"""Quiz integrity of the tools, over every quiz in the suite: in ``walk --quiz``, ``train``
and the HTML handout and on the exam sheet nothing the tools add names the ruling before
the answer.

What the tools add is checked, not the scenario's own trainee text (the question, the
choices, the narration; a content check elsewhere looks after those): a forbidden string
may appear before the question only if the scenario's own trainee text has it too.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from functools import cache

import pytest

from refdealer.catalog import rule_catalog
from refdealer.rejections import REJECTION_REASONS
from refdealer.rulings import RULING_CODES
from refdealer.scenarios.model import Scenario
from refdealer.walk.exam import exam_questions, quiz_sheet
from refdealer.walk.find import suite_scenarios
from refdealer.walk.handout import handout_html
from refdealer.walk.lessons import lessons
from refdealer.walk.play import Walkthrough, play
from refdealer.walk.present import QuizSettings, present
from refdealer.walk.quiz import ScriptedAnswers, shuffled
from refdealer.walk.render_text import console_text, plain_console
from refdealer.walk.session import has_quiz

#: A legal-options line ("seat 3: fold or call 50") gives a betting question away.
OPTIONS = re.compile(r"[Ss]eat \d+(?: to act)?: (?:fold|check|call|bet|raise|show)")


#: The quiz walks are checked in this many parts, so the test workers share them out.
PARTS = 8


@cache
def quiz_scenarios() -> list[Scenario]:
    return [s for s in suite_scenarios() if has_quiz(s)]


@cache
def _walk(scenario_id: str) -> Walkthrough:
    return play(next(s for s in quiz_scenarios() if s.id == scenario_id))


def quiz_walks(part: int | None = None) -> list[Walkthrough]:
    """Every quiz scenario played, or only every ``PARTS``-th from the ``part``-th."""
    chosen = quiz_scenarios() if part is None else quiz_scenarios()[part::PARTS]
    return [_walk(s.id) for s in chosen]


def test_the_parts_cover_every_quiz_walk() -> None:
    ids = [w.scenario.id for part in range(PARTS) for w in quiz_walks(part)]
    assert len(ids) > 200
    assert sorted(ids) == sorted(s.id for s in suite_scenarios() if has_quiz(s))


def _one(text: str) -> str:
    return " ".join(text.split())


def _trainee_text(scenario: Scenario) -> str:
    """Everything the scenario itself gives the trainee before the answer."""
    parts = [scenario.situation or ""]
    for step in scenario.script:
        parts.append(step.narration or "")
        if step.quiz is not None:
            parts += [step.quiz.question, *step.quiz.choices]
    return _one(" ".join(parts))


def _forbidden(scenario: Scenario) -> list[str]:
    """Strings that state the ruling: title, description, the scenario's id (many ids name
    the ruling), rule ids, ruling and reason codes, sources."""
    catalog = rule_catalog()
    found = [_one(scenario.title), _one(scenario.description), scenario.id]
    found += list(catalog) + list(RULING_CODES) + list(REJECTION_REASONS)
    for rule in scenario.rules:
        if rule in catalog:
            found += list(catalog[rule].sources)
    return found


def _named(item: str, text: str) -> bool:
    """Whether ``text`` has ``item`` as a whole word (the plain search first: most items
    are nowhere in it, and a regex for each would cost far more)."""
    if item not in text:
        return False
    return re.search(rf"(?<![A-Za-z0-9_-]){re.escape(item)}(?![A-Za-z0-9_-])", text) is not None


def _leaks(before: str, scenario: Scenario) -> list[str]:
    own = _trainee_text(scenario)
    text = _one(before)
    leaks = []
    for item in _forbidden(scenario):
        if _named(item, text) and not _named(item, own):
            leaks.append(item)
    if OPTIONS.search(text):
        leaks.append(f"legal options: {OPTIONS.search(text)}")
    if "The answer:" in text:
        leaks.append("the answer")
    return leaks


def _quiz_text(walk: Walkthrough, compact: bool) -> str:
    console = plain_console(80)
    settings = QuizSettings(seed=0, compact=compact)
    present(console, walk, answers=ScriptedAnswers([]), settings=settings)
    return console_text(console)


@pytest.mark.parametrize("part", range(PARTS), ids=lambda part: f"part{part + 1}of{PARTS}")
@pytest.mark.parametrize("compact", [False, True], ids=["walk-quiz", "train"])
def test_nothing_names_the_ruling_before_the_question_in_the_terminal(
    compact: bool, part: int
) -> None:
    walks = quiz_walks(part)
    assert len(walks) > 200 // PARTS
    problems = {}
    for walk in walks:
        text = _quiz_text(walk, compact)
        # Each question's own stretch: from the end of the last answer to "Your call".
        stretches = re.split(r"No answer\. The answer:.*?(?=\n\S|\Z)", text, flags=re.S)
        for stretch in stretches:
            if "Your call:" not in stretch:
                continue
            before = stretch.split("Your call:")[0]
            leaks = _leaks(before, walk.scenario)
            if leaks:
                problems[walk.scenario.id] = leaks
    assert not problems, problems


def _html_before_answers(page: str) -> str:
    """The page's text a trainee sees up to the last question, without opening an answer."""
    last = page.rfind('<div class="quiz"')
    end = page.find("</section>", last)
    visible = page[:end]
    visible = re.sub(r'<details class="answer">.*?</details></div>', "", visible, flags=re.S)
    visible = re.sub(r'<details class="answer">.*?</details>', "", visible, flags=re.S)
    visible = re.sub(r"<(style|script)>.*?</\1>", "", visible, flags=re.S)
    visible = re.sub(r"<title>.*?</title>", " ", visible, count=0, flags=re.S)
    title = re.search(r"<title>(.*?)</title>", page)
    return html.unescape(re.sub(r"<[^>]+>", " ", visible)) + (title.group(1) if title else "")


@pytest.mark.parametrize("part", range(PARTS), ids=lambda part: f"part{part + 1}of{PARTS}")
def test_nothing_names_the_ruling_before_the_answer_in_the_html_handout(part: int) -> None:
    problems = {}
    for walk in quiz_walks(part):
        page = handout_html(walk)
        leaks = _leaks(_html_before_answers(page), walk.scenario)
        if leaks:
            problems[walk.scenario.id] = leaks
        # The floor rules box and the table after sit inside the folded answer.
        for quiz in re.findall(r'<div class="quiz".*?</details></div>', page, flags=re.S):
            head, _, folded = quiz.partition('<details class="answer">')
            assert "The floor rules" not in head and "The floor refuses" not in head
            assert "<summary>Show the answer</summary>" in folded
    assert not problems, problems


def test_choices_are_shuffled_by_seed_and_the_answer_stays_matched() -> None:
    walks = quiz_walks()
    positions: Counter[int] = Counter()
    unshuffled = 0
    for walk in walks:
        for frame in walk.frames:
            if frame.quiz is None:
                continue
            for seed in range(4):
                quiz = shuffled(frame.quiz, seed, f"{walk.scenario.id}/{frame.number}")
                assert sorted(quiz.choices) == sorted(frame.quiz.choices)
                assert quiz.answer in quiz.choices
                assert quiz == shuffled(frame.quiz, seed, f"{walk.scenario.id}/{frame.number}")
                positions[quiz.choices.index(quiz.answer) / (len(quiz.choices) - 1)] += 1
                unshuffled += quiz.choices == frame.quiz.choices
    total = sum(positions.values())
    # The right answer lands first and last about equally often (not where the file put it).
    first, last = positions[0.0], positions[1.0]
    print(f"answer first {first}, last {last} of {total} shuffled questions")
    assert abs(first - last) < 0.1 * total
    assert unshuffled < 0.5 * total


def test_the_table_at_the_question_shows_the_error_as_everyone_saw_it() -> None:
    by_id = {walk.scenario.id: walk for walk in quiz_walks()}

    def at_question(scenario_id: str) -> tuple[Walkthrough, int]:
        walk = by_id[scenario_id]
        return walk, next(f.number for f in walk.frames if f.quiz is not None)

    walk, number = at_question("premature-flop-before-big-blind-acts")
    frame = walk.frames[number]
    seen = frame.question_view
    assert [c.face_up for c in seen.board] == [True, True, True]  # the early flop, face up
    assert frame.after.board == ()  # the dealer has already set it aside
    assert seen.options == "" and frame.before.options != ""  # no legal-options line
    # Once ruled, the three cards everyone saw lie face up out of play.
    assert [c.face_up for c in frame.after.out_of_play] == [True, True, True]

    four = next(w for w in quiz_walks() if "FLOP-TOO-MANY" in w.scenario.rules)
    frame = next(f for f in four.frames if f.quiz is not None and f.seen is not None)
    assert len(frame.question_view.board) == 4

    exposed = [
        f for w in quiz_walks() for f in w.frames
        if f.quiz is not None and f.step is not None
        and any(e.get("exposed") for e in f.step.events)
    ]  # fmt: skip
    assert exposed
    for frame in exposed:
        up = [c for s in frame.question_view.seats for c in s.cards if c.face_up]
        assert up, "the exposed card is drawn face up at its seat"

    boxed = [
        f for w in quiz_walks() for f in w.frames
        if f.quiz is not None and f.step is not None
        and [e.get("type") for e in f.step.events] == ["boxed"]
    ]  # fmt: skip
    assert boxed and all(f.question_view.boxed is not None for f in boxed)


def test_nothing_names_the_ruling_on_an_exam_sheet() -> None:
    """Every lesson's question as the exam sheet prints it: no title, description, scenario
    id, rule id, code or source, no legal-options line and no answer."""
    by_id = {walk.scenario.id: walk for walk in quiz_walks()}
    problems = {}
    for lesson in lessons():
        walk = by_id[lesson.scenario]
        sheet = quiz_sheet(exam_questions([(lesson, walk)], seed=0), "Floor exam")
        text = re.sub(r"<(style|script)>.*?</\1>", "", sheet, flags=re.S)
        leaks = _leaks(html.unescape(re.sub(r"<[^>]+>", " ", text)), walk.scenario)
        if "Answer:" in text:
            leaks.append("the answer")
        if leaks:
            problems[lesson.id] = leaks
    assert not problems, problems
    # The check sees a leak: the sheet with the scenario id in its title.
    lesson = lessons()[0]
    walk = by_id[lesson.scenario]
    leaky = quiz_sheet(exam_questions([(lesson, walk)], seed=0), walk.scenario.id)
    assert walk.scenario.id in _leaks(re.sub(r"<[^>]+>", " ", leaky), walk.scenario)
