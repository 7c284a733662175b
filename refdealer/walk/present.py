"""Showing a walkthrough on a console: step by step, pausing, and asking the quiz questions."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from rich.console import Console
from rich.rule import Rule

from refdealer.walk.play import Walkthrough
from refdealer.walk.quiz import AnswerSource, Outcome, ask
from refdealer.walk.render_text import (
    answer_text,
    frame_after,
    frame_before,
    scenario_header,
    table_picture,
)

Pause = Callable[[], None]


def enter_to_continue(console: Console) -> Pause:
    """A pause that waits for Enter (end of input just stops waiting)."""

    def pause() -> None:
        with contextlib.suppress(EOFError):
            console.input("[dim]\u23ce Enter for the next step[/dim]")

    return pause


def present(
    console: Console,
    walk: Walkthrough,
    *,
    reveal: bool = False,
    pause: Pause | None = None,
    answers: AnswerSource | None = None,
    areas: tuple[str, ...] = (),
    only: range | None = None,
) -> list[Outcome]:
    """Print ``walk`` frame by frame; with ``answers`` the questions are a quiz.

    Without a quiz, a question is shown, then (after a pause, to think) its answer. In a
    quiz the trainee's choice comes first, then right or wrong, the answer and its
    explanation, and the ruling the dealer actually gave. ``only`` limits the frames shown
    (by number; 0 is the setup) to an excerpt.
    """
    outcomes: list[Outcome] = []
    console.print(scenario_header(walk))
    frames = [f for f in walk.frames if only is None or f.number in only]
    if frames and frames[0].step is not None:  # an excerpt: first, the table as it stands
        console.print(Rule(f"The table before step {frames[0].number}", align="left"))
        console.print(table_picture(frames[0].before, reveal))
    for frame in frames:
        for renderable in frame_before(frame, walk.steps):
            console.print(renderable)
        quiz = frame.quiz
        answer = None
        if quiz is not None and answers is not None:
            chosen, right = ask(quiz, answers)
            outcomes.append(
                Outcome(walk.scenario.id, frame.number, quiz.question, chosen, right, areas)
            )
            answer = answer_text(quiz, chosen, asked=True)
        elif quiz is not None and pause is not None:
            pause()  # time to think before the answer
        for renderable in frame_after(frame, reveal, answer):
            console.print(renderable)
        if pause is not None and frame is not frames[-1]:
            pause()
    return outcomes
