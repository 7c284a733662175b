"""``refdealer lessons`` and ``refdealer exam``: finding a lesson, printing an exam."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from refdealer.commands.walk import count_of, topic_of
from refdealer.options import PROFILES
from refdealer.sanitize import terminal_safe
from refdealer.walk.lessons import Lesson

_BOOK_HELP = (
    "the rule book taught: each lesson by a situation whose question is this book's, "
    "played by its rules and answered by it (default: each under the book it was written for)"
)


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    lessons = commands.add_parser(
        "lessons",
        help="the curated lessons: a situation, its scenario, its rule; search by words or id",
        description="List the lessons by topic, or those matching WORDS (a rule id such as "
        "FLOP-PREMATURE, a lesson id, or words such as 'premature'). One match is shown in "
        "full: the rule in its own words, the commands to play it, and where the books "
        "differ, each book's ruling side by side.",
    )
    lessons.add_argument("words", nargs="*", metavar="WORDS")
    lessons.add_argument(
        "--topic", type=topic_of, help="only the lessons of TOPIC (refdealer lessons lists them)"
    )
    lessons.add_argument("--profile", choices=PROFILES, help=_BOOK_HELP)
    lessons.set_defaults(handler=run_lessons)

    exam = commands.add_parser(
        "exam",
        help="write a printable exam: a quiz sheet and a separate answer key",
        description="Write DIR/exam.html (each question: the situation, the table as it was "
        "seen, the choices) and DIR/answer-key.html (the answers, why, the rulings and "
        "rules, and where the books differ both books' rulings) for the lessons matching "
        "WORDS (default: all), COUNT of them chosen by SEED.",
    )
    exam.add_argument("words", nargs="*", metavar="WORDS")
    exam.add_argument("--out", metavar="DIR", required=True)
    exam.add_argument(
        "--topic", type=topic_of, help="only the lessons of TOPIC (refdealer lessons lists them)"
    )
    exam.add_argument("--count", type=count_of, default=10, help="how many lessons (default 10)")
    exam.add_argument("--seed", type=int, default=0, help="chooses lessons and choice order")
    exam.add_argument("--title", default="Floor procedures exam")
    exam.add_argument("--four-colour", action="store_true", help="a four-colour deck")
    exam.add_argument("--profile", choices=PROFILES, help=_BOOK_HELP)
    exam.set_defaults(handler=run_exam)


def run_lessons(args: argparse.Namespace) -> int:
    from refdealer.walk.lessons import find_lessons, suggest, topics

    query = " ".join(args.words)
    found = find_lessons(query, topic=args.topic)
    if not found:
        print(f"refdealer lessons: no lesson matches {query!r}", file=sys.stderr)
        close = suggest(query)
        if close:
            print("Close: " + ", ".join(lesson.id for lesson in close), file=sys.stderr)
        return 2
    if len(found) == 1 and query:
        return _show_lesson(found[0], args.profile)
    book = f" --profile {args.profile}" if args.profile else ""
    headings = topics()
    current = None
    for lesson in found:
        if lesson.topic != current:
            current = lesson.topic
            print(f"{headings.get(current, current)} (--topic {current})")
        print(f"  {lesson.id:<28} {lesson.situation}")
        print(f"  {'':<28} refdealer walk {lesson.id} --quiz{book}")
    print(f"{len(found)} lesson(s); refdealer lessons ID shows one, "
          "refdealer train --lessons WORDS quizzes on them")  # fmt: skip
    return 0


def _show_lesson(lesson: Lesson, profile: str | None) -> int:
    import shutil
    import textwrap

    from refdealer.walk.books_view import books_table
    from refdealer.walk.compare import compare_books, walk_arguments
    from refdealer.walk.console import SafeConsole
    from refdealer.walk.find import ScenarioNotFound, find_scenario
    from refdealer.walk.trainee import rule_text

    print(f"{lesson.situation}  ({lesson.id}, topic {lesson.topic})")
    print(f"  rule {lesson.rule}:")
    # Within the terminal (a line wider than it would break words where it wraps).
    width = min(88, shutil.get_terminal_size((88, 24)).columns - 1)
    print(textwrap.fill(rule_text(lesson.rule), width, initial_indent="    ",
                        subsequent_indent="    ", break_long_words=False,
                        break_on_hyphens=False))  # fmt: skip
    walked = lesson.scenario_under(profile)
    flag = f" --profile {profile}" if profile else ""
    print(f"  refdealer walk {lesson.id} --quiz{flag}      # the situation, asked")
    print(f"  refdealer walk {lesson.id}{flag}             # the whole walkthrough")
    print(f"  refdealer train --rule {lesson.rule}{flag}         # every question on this rule")
    try:
        scenario = find_scenario(walked)
    except ScenarioNotFound as error:
        print(terminal_safe(f"refdealer lessons: {error}"), file=sys.stderr)
        return 2
    comparison = compare_books(scenario, lesson.rule)
    if comparison is not None:
        SafeConsole(width=100 if not sys.stdout.isatty() else None).print(books_table(comparison))
        for book in comparison.books:
            arguments = walk_arguments(scenario, book)
            if book.modelled and arguments:
                print(f"  under {book.profile}: refdealer walk {lesson.id} {arguments}")
    return 0


def run_exam(args: argparse.Namespace) -> int:
    import random

    from refdealer.walk.book import book_values, play_under
    from refdealer.walk.compare import with_books
    from refdealer.walk.exam import exam_questions, write_exam
    from refdealer.walk.find import ScenarioNotFound, find_scenario
    from refdealer.walk.lessons import find_lessons

    query = " ".join(args.words)
    found = find_lessons(query, topic=args.topic)
    if not found:
        print(f"refdealer exam: no lesson matches {query!r}", file=sys.stderr)
        return 2
    picked = random.Random(args.seed).sample(found, min(max(args.count, 1), len(found)))
    picked.sort(key=found.index)
    chosen = []
    try:
        for lesson in picked:
            scenario = find_scenario(lesson.scenario_under(args.profile))
            values = book_values(scenario, args.profile) if args.profile else None
            walk = with_books(play_under(scenario, args.profile), args.profile, values)
            chosen.append((lesson, walk))
    except ScenarioNotFound as error:
        print(terminal_safe(f"refdealer exam: {error}"), file=sys.stderr)
        return 2
    questions = exam_questions(chosen, args.seed)
    sheet, key = write_exam(questions, Path(args.out), args.title, args.four_colour)
    print(f"{len(questions)} question(s) from {len(picked)} lesson(s): {sheet} and {key}")
    return 0
