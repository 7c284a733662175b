"""Showing a walkthrough on a console: step by step, pausing, and asking the quiz questions."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console, Group, RenderableType
from rich.rule import Rule
from rich.text import Text

from refdealer.scenarios.model import Quiz
from refdealer.walk.books_view import books_table
from refdealer.walk.play import Frame, Walkthrough
from refdealer.walk.quiz import AnswerSource, Outcome, SessionEnded, ask, shuffled
from refdealer.walk.render_text import (
    answer_text,
    compact_table,
    frame_after,
    frame_before,
    frame_header,
    frame_story,
    outcome_text,
    question_text,
    ruling_panel,
    scenario_header,
    situation_header,
    table_picture,
    withheld_panel,
)
from refdealer.walk.trainee import situation
from refdealer.walk.view import before_ruling

Pause = Callable[[], None]


class EnterPause:
    """A pause that waits for Enter; at the end of input it stops waiting, or (with
    ``end_session``, in a quiz) Ctrl-D and Ctrl-C end the session."""

    def __init__(self, console: Console, label: str, end_session: bool) -> None:
        self.console, self.label, self.end_session = console, label, end_session

    def __call__(self, label: str | None = None) -> None:
        text = label or self.label
        if not self.end_session:
            with contextlib.suppress(EOFError):
                self.console.input(f"[dim]\u23ce {text}[/dim]")
            return
        try:
            self.console.input(f"[dim]\u23ce {text} (Ctrl-D ends)[/dim]")
        except (EOFError, KeyboardInterrupt):
            raise SessionEnded from None


def enter_to_continue(
    console: Console, label: str = "Enter for the next step", *, end_session: bool = False
) -> Pause:
    """A pause that waits for Enter (see :class:`EnterPause`)."""
    return EnterPause(console, label, end_session)


@dataclass(frozen=True, slots=True)
class QuizSettings:
    """How a quiz is put: the seed of the choice order, the situation shown, the pacing."""

    seed: int | str = 0
    #: The neutral situation title (default: the scenario's ``situation``).
    title: str | None = None
    #: Train's pacing: steps without a question in a line or two, a small table, no pause
    #: except after the feedback.
    compact: bool = False
    #: The number of the first question asked here, and the questions in the session.
    first: int = 1
    total: int | None = None
    #: Ask only the questions at these step numbers (a retry of the missed ones).
    steps: frozenset[int] | None = None


def present(
    console: Console,
    walk: Walkthrough,
    *,
    reveal: bool = False,
    pause: Pause | None = None,
    answers: AnswerSource | None = None,
    areas: tuple[str, ...] = (),
    only: range | None = None,
    settings: QuizSettings | None = None,
    record: list[Outcome] | None = None,
) -> list[Outcome]:
    """Print ``walk`` frame by frame; with ``answers`` the questions are a quiz.

    Without a quiz, a question is shown, then (after a pause, to think) its answer. In a
    quiz nothing names the ruling before the answer: the header is the neutral situation,
    the table at the question is the one everyone saw (without the legal options), the
    choices are shuffled, and rulings on earlier steps are kept back until the answer.
    ``only`` limits the frames shown (by number; 0 is the setup) to an excerpt. Each
    outcome is also added to ``record`` as it happens (so a session ended half-way by
    Ctrl-D keeps what was answered).
    """
    frames = [f for f in walk.frames if only is None or f.number in only]
    if answers is not None:
        return _quiz(console, walk, frames, reveal, pause, answers, areas, settings, record)
    console.print(scenario_header(walk))
    if frames and frames[0].step is not None:  # an excerpt: first, the table as it stands
        console.print(Rule(f"The table before step {frames[0].number}", align="left"))
        console.print(table_picture(frames[0].before, reveal))
    for frame in frames:
        for renderable in frame_before(frame, walk.steps):
            console.print(renderable)
        if frame.quiz is not None and pause is not None:
            pause()  # time to think before the answer
        for renderable in frame_after(frame, reveal):
            console.print(renderable)
        compared = [c for c in walk.books if c.step == frame.number]
        if compared and pause is not None:  # the ruling and the table fill an 80x24 screen
            pause_label(pause, "Enter for where the books differ")
        for comparison in compared:
            console.print(books_table(comparison))
        if pause is not None and frame is not frames[-1]:
            pause()
    return []


def _quiz(
    console: Console,
    walk: Walkthrough,
    frames: list[Frame],
    reveal: bool,
    pause: Pause | None,
    answers: AnswerSource,
    areas: tuple[str, ...],
    settings: QuizSettings | None,
    record: list[Outcome] | None,
) -> list[Outcome]:
    settings = settings or QuizSettings()
    title = settings.title or situation(walk.scenario)
    compact = settings.compact
    console.print(situation_header(title))
    questions = [
        f.number for f in frames
        if f.quiz is not None and (settings.steps is None or f.number in settings.steps)
    ]  # fmt: skip
    withheld: list[Frame] = []
    outcomes: list[Outcome] = []
    for frame in frames:
        pending = any(number > frame.number for number in questions)
        if compact and questions and frame.number > questions[-1]:
            break  # train moves on once the last question is answered
        ruled = bool(frame.rulings) or frame.refusal is not None
        if frame.number not in questions or frame.quiz is None:
            if compact:
                _compact_step(console, frame, walk.steps)
            else:
                for renderable in frame_before(frame, walk.steps):
                    console.print(renderable)
            if _routine(walk, frame):
                console.print(_routine_lines(frame))
            elif ruled and pending:
                withheld.append(frame)
                console.print(withheld_panel())
            elif ruled:
                console.print(ruling_panel(frame, reveal, codes=False, sources=not compact))
            if not questions:
                for comparison in walk.books:
                    if comparison.step == frame.number:
                        console.print(books_table(comparison))
            if not compact and (not ruled or frame.refusal is None or frame.changes):
                after = before_ruling(frame.after) if pending else frame.after
                console.print(table_picture(after, reveal))
            if not compact and pause is not None and frame is not frames[-1]:
                pause()
            continue
        quiz = shuffled(frame.quiz, settings.seed, f"{walk.scenario.id}/{frame.number}")
        number = settings.first + len(outcomes)
        if settings.total is not None:
            console.print(Rule(Text(f"Question {number} of {settings.total}", style="bold")))
        console.print(frame_header(frame, walk.steps))
        console.print(frame_story(frame))
        view = frame.question_view
        console.print(compact_table(view, reveal) if compact else table_picture(view, reveal))
        console.print(question_text(quiz))
        chosen, right = ask(quiz, answers)
        outcomes.append(
            Outcome(
                walk.scenario.id, frame.number, quiz.question, chosen, right, areas,
                answer=quiz.answer, explanation=quiz.explanation or "",
                rules=walk.scenario.rules, situation=title, book=walk.book or "",
                chosen_text=_choice_text(quiz, chosen),
            )
        )  # fmt: skip
        if record is not None:
            record.append(outcomes[-1])
        feedback: list[RenderableType] = [answer_text(quiz, chosen, asked=True)]
        rulings: list[RenderableType] = []
        for earlier in withheld:
            if compact:
                rulings.append(_earlier_line(earlier))
            else:
                # Without the books' sections (the rule's id and words stay): rulings held
                # back over a hand must leave the screen to the question's own ruling.
                said = Text(f"Earlier, at step {earlier.number}:", style="italic")
                panel = ruling_panel(earlier, reveal, codes=False, sources=False)
                rulings.append(Group(said, panel or Text("")))
        withheld.clear()
        told = outcome_text(frame)
        if told is not None:
            rulings.append(told)
        panel = ruling_panel(frame, reveal, codes=False, sources=not compact)
        if panel is not None:
            rulings.append(panel)
        if not compact:
            rulings.append(table_picture(frame.after, reveal))
        if pause is not None and not _fits(console, [*feedback, *rulings]):
            # The verdict first, so it does not scroll away under the ruling (in train and
            # in walk --quiz alike: at 80x24 the ruling and the table after fill the screen).
            _print(console, feedback)
            pause_label(pause, "Enter for the floor's ruling")
            if compact:  # train's short form: one more screen at most
                _print(console, rulings)
            else:
                _paged(console, pause, rulings)
        else:
            _print(console, [*feedback, *rulings])
        if frame.number == questions[-1] and walk.books:
            # Another book's ruling could tell an answer: only once every one is given, on
            # a screen of its own (the ruling and the table fill an 80x24 one).
            if pause is not None:
                pause_label(pause, "Enter for where the books differ")
            _print(console, [books_table(comparison) for comparison in walk.books])
        if pause is not None and (compact or frame is not frames[-1]):
            pause()
    return outcomes


def _routine(walk: Walkthrough, frame: Frame) -> bool:
    """Whether ``frame`` ends a session's hand as hands end (a bet given back, a pot won):
    rulings on no rule the scenario teaches. They are told at once in a line each, not held
    back: over several hands they would bury the question's own ruling."""
    return (
        walk.scenario.session
        and frame.refusal is None
        and bool(frame.rulings)
        and not any(ruling.rule.id in walk.scenario.rules for ruling in frame.rulings)
    )


def _routine_lines(frame: Frame) -> Text:
    return Text("\n").join(
        Text.assemble(("\u2696 ", "bold"), ruling.message) for ruling in frame.rulings
    )


def _choice_text(quiz: Quiz, chosen: int | None) -> str:
    """The words of the choice made ("" for none, or a number that is no choice)."""
    if chosen is None or not 1 <= chosen <= len(quiz.choices):
        return ""
    return quiz.choices[chosen - 1]


def _print(console: Console, renderables: list[RenderableType]) -> None:
    for renderable in renderables:
        console.print(renderable)


def _lines(console: Console, renderable: RenderableType) -> int:
    return len(console.render_lines(renderable, console.options, pad=False))


def _paged(console: Console, pause: Pause, renderables: list[RenderableType]) -> None:
    """Print ``renderables`` a screen at a time: a pause comes before one that would push
    the screen's first lines away (rulings held back over a whole hand, then the new
    hand's ruling and the table, are more than an 80x24 screen holds)."""
    used = 0
    for renderable in renderables:
        lines = _lines(console, renderable)
        if used and used + lines >= console.height - 1:
            pause_label(pause, "Enter for more of the ruling")
            used = 0
        console.print(renderable)
        used += lines


def _fits(console: Console, renderables: list[RenderableType]) -> bool:
    """Whether ``renderables`` fit on the screen with the pause line under them."""
    lines = sum(len(console.render_lines(r, console.options, pad=False)) for r in renderables)
    return lines < console.height - 1


def pause_label(pause: Pause, label: str) -> None:
    """``pause``, with another prompt when it can take one."""
    if isinstance(pause, EnterPause):
        pause(label)
    else:
        pause()


def _earlier_line(frame: Frame) -> Text:
    """A ruling held back earlier, in one line (train's short form)."""
    line = Text(f"Earlier, at step {frame.number}: ", style="italic")
    if frame.refusal is not None:
        line.append(f"the floor refused: {frame.refusal.message}")
        rule = frame.refusal.rule
        line.append(f" ({rule.id} \u2014 {rule.title})" if rule else "", style="cyan")
        return line
    for ruling in frame.rulings:
        line.append(f"{ruling.message} ")
        line.append(f"({ruling.rule.id} \u2014 {ruling.rule.title}) ", style="cyan")
    return line


def _compact_step(console: Console, frame: Frame, total: int) -> None:
    """A step without a question, in a line or two (train moves quickly over these)."""
    if frame.step is None:
        console.print(Text(" ".join(frame.actions), style="dim"))
        return
    line = Text(f"{frame.number}/{total} ", style="dim")
    line.append(frame.heading)
    extra = [a for a in (*frame.actions, *frame.outcome) if a != frame.heading]
    if extra:
        line.append(" \u00b7 " + "; ".join(extra))
    if frame.narration:
        line.append(f" \u2014 {frame.narration}", style="italic")
    console.print(line)
