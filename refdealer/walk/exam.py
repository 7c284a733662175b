"""Printable exams: a quiz sheet (situation, the table, the choices) and a separate answer
key (the answers, why, each rule in its own words, and where the books differ each book's
ruling side by side), both self-contained HTML."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from refdealer.scenarios.model import Quiz
from refdealer.walk.book import book_name
from refdealer.walk.books_view import books_html
from refdealer.walk.handout import figure_html, legend_html, outcome_html, page, rule_html
from refdealer.walk.lessons import Lesson
from refdealer.walk.play import Frame, RuleRef, Walkthrough
from refdealer.walk.quiz import shuffled

EXAM_STYLE = """
.question { border: 1px solid #999; border-radius: 6px; padding: 4px 14px 8px; margin: 12px 0;
  break-inside: avoid; page-break-inside: avoid; }
.question h2 { font-size: 1.05rem; border: none; margin: 6px 0; }
.question ol { margin: 4px 0 4px 1.2em; }
.question ol li { margin: 3px 0; }
.answer-line { color: #555; }
table.grid { border-collapse: collapse; margin: 8px 0 16px; }
table.grid th, table.grid td { border: 1px solid #999; padding: 2px 8px; text-align: center; }
table.grid caption { text-align: left; font-weight: bold; }
@media print { .question figure svg { max-height: 58mm; width: auto; }
  .question { margin: 6px 0; padding: 2px 10px 4px; } .question ol li { margin: 1px 0; }
  .question details.alt { display: none; } .legend { display: block; } }
"""


@dataclass(frozen=True, slots=True)
class ExamQuestion:
    """One question of an exam: its lesson, the step it is asked at, the shuffled quiz."""

    number: int
    lesson: Lesson
    walk: Walkthrough
    frame: Frame
    quiz: Quiz


def exam_questions(chosen: Sequence[tuple[Lesson, Walkthrough]], seed: int) -> list[ExamQuestion]:
    """Every question of the chosen lessons' scenarios, numbered, choices shuffled."""
    questions: list[ExamQuestion] = []
    for lesson, walk in chosen:
        for frame in walk.frames:
            if frame.quiz is None:
                continue
            quiz = shuffled(frame.quiz, seed, f"{walk.scenario.id}/{frame.number}")
            questions.append(ExamQuestion(len(questions) + 1, lesson, walk, frame, quiz))
    return questions


def _story(frame: Frame) -> str:
    narration = f'<p class="narration">{escape(frame.narration)}</p>' if frame.narration else ""
    actions = "".join(f"<li>{escape(line)}</li>" for line in frame.actions)
    return f'{narration}<ul class="actions">{actions}</ul>'


def _book_line(question: ExamQuestion) -> str:
    """Whose rules the question is answered by (a trainee of one book must know)."""
    book = question.walk.book
    return f'<p class="book">Rules: {escape(book_name(book))}</p>' if book else ""


def quiz_sheet(questions: Sequence[ExamQuestion], title: str, four_colour: bool = False) -> str:
    """The sheet the trainee fills in: no answers, no rule ids, no ruling."""
    books = {q.walk.book for q in questions}
    one_book = len(books) == 1
    blocks = []
    for q in questions:
        rules = "" if one_book else _book_line(q)
        choices = "".join(f"<li>{escape(choice)}</li>" for choice in q.quiz.choices)
        caption = f"Question {q.number}: the table when the question is asked"
        blocks.append(
            f'<section class="question" id="q{q.number}"><h2>{q.number}. '
            f"{escape(q.lesson.situation)}</h2>{rules}"
            f"{figure_html(q.frame.question_view, caption, f'q{q.number}', False, keep=True)}"
            f"{_story(q.frame)}<p><strong>{escape(q.quiz.question)}</strong></p>"
            f'<ol>{choices}</ol><p class="answer-line">Your answer: ______</p></section>'
        )
    body = (
        f"<h1>{escape(title)}</h1><p>Name: ____________________ Date: __________</p>"
        f"<p>{len(questions)} question(s). Circle one choice for each.</p>"
        f"{_book_line(questions[0]) if one_book and questions else ''}"
        f"{legend_html(four_colour)}{''.join(blocks)}"
    )
    return page(title, f"<style>{EXAM_STYLE}</style>{body}", four_colour=four_colour)


def answer_grid(questions: Sequence[ExamQuestion]) -> str:
    """Every question's right choice in a grid, ten to a row, for marking at a glance."""
    rows = []
    for start in range(0, len(questions), 10):
        chunk = questions[start : start + 10]
        numbers = "".join(f"<td>{q.number}</td>" for q in chunk)
        answers = "".join(f"<td>{q.quiz.choices.index(q.quiz.answer) + 1}</td>" for q in chunk)
        rows.append(f"<tr><th>Question</th>{numbers}</tr><tr><th>Answer</th>{answers}</tr>")
    return f'<table class="grid"><caption>Answers</caption>{"".join(rows)}</table>'


def answer_key(questions: Sequence[ExamQuestion], title: str) -> str:
    """The trainer's key: each right choice, why, the ruling and the rule in its words."""
    blocks = []
    for q in questions:
        right = q.quiz.choices.index(q.quiz.answer) + 1
        why = f"<p>{escape(q.quiz.explanation)}</p>" if q.quiz.explanation else ""
        rule = RuleRef.of(q.lesson.rule)
        blocks.append(
            f'<section class="question"><h2>{q.number}. {escape(q.lesson.situation)}</h2>'
            f"{_book_line(q)}<p><strong>Answer: {right}. {escape(q.quiz.answer)}</strong></p>{why}"
            f"{outcome_html(q.frame, False, sources=True)}"
            f"<p>The lesson's rule: {rule_html(rule)}</p>{books_html(q.walk.books)}"
            f'<p class="id">Scenario {escape(q.walk.scenario.id)}, step {q.frame.number}</p>'
            "</section>"
        )
    body = f"<h1>{escape(title)} \u2014 answer key</h1>{answer_grid(questions)}{''.join(blocks)}"
    return page(f"{title} \u2014 answer key", f"<style>{EXAM_STYLE}</style>{body}")


def write_exam(
    questions: Sequence[ExamQuestion], out: Path, title: str, four_colour: bool = False
) -> tuple[Path, Path]:
    """``exam.html`` and ``answer-key.html`` in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    sheet, key = out / "exam.html", out / "answer-key.html"
    sheet.write_text(quiz_sheet(questions, title, four_colour), encoding="utf-8")
    key.write_text(answer_key(questions, title), encoding="utf-8")
    return sheet, key
