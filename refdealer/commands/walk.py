"""``refdealer walk``, ``train`` and ``handouts``: floor-training walkthroughs."""

from __future__ import annotations

import argparse
import difflib
import io
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from refdealer.options import HOUSE_OPTIONS, PROFILES, OptionValue
from refdealer.sanitize import terminal_safe
from refdealer.walk.lessons import TRAIN_AREAS, topic_names

if TYPE_CHECKING:
    from rich.console import Console

    from refdealer.scenarios.model import Scenario
    from refdealer.walk.present import Pause
    from refdealer.walk.quiz import AnswerSource


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    walk = commands.add_parser(
        "walk",
        help="play a scenario step by step: the table, the call, the ruling and its rule",
        description="Play a lesson (its id, e.g. burns-2: see refdealer lessons) or SCENARIO "
        "(a suite id, a YAML file with one scenario, or PATH::ID) "
        "through the reference dealer, step by step. Enter moves on; output that is not a "
        "terminal is plain and does not pause.",
    )
    walk.add_argument("scenario", metavar="LESSON|SCENARIO")
    walk.add_argument("--reveal", action="store_true", help="show face-down cards, for teaching")
    walk.add_argument("--no-pause", action="store_true", help="print every step at once")
    walk.add_argument("--quiz", action="store_true", help="ask each question before the ruling")
    walk.add_argument(
        "--answers", metavar="FILE",
        help="quiz answers, one choice number a line (default: the terminal, or piped stdin)",
    )  # fmt: skip
    walk.add_argument(
        "--format", choices=("text", "markdown", "html", "svg"), default="text",
        help="text (the walkthrough), a markdown or html handout, or the text walkthrough "
        "recorded as an SVG picture",
    )  # fmt: skip
    walk.add_argument(
        "--steps", type=_step_range, metavar="N[-M]",
        help="show only step N (or steps N to M; 0 is the setup) of a text or svg walkthrough",
    )  # fmt: skip
    walk.add_argument("--out", metavar="FILE", help="write to FILE instead of stdout")
    walk.add_argument("--width", type=int, default=100, help="columns of text and svg output")
    walk.add_argument(
        "--seed", type=int,
        help="orders the quiz choices (default: a fresh seed, printed so it can be repeated)",
    )  # fmt: skip
    _add_rule_book(walk)
    walk.add_argument("--four-colour", action="store_true", help="html: a four-colour deck")
    walk.set_defaults(handler=run_walk)

    train = commands.add_parser(
        "train",
        help="a quiz session over several scenarios, scored by rule area",
        description="Quiz on scenarios that have questions, chosen deterministically from "
        "the seed, and score the answers by rule area.",
    )
    train.add_argument("--area", choices=TRAIN_AREAS, help="only scenarios with rules in AREA")
    train.add_argument(
        "--topic",
        type=topic_of,
        help="a narrower set: the lessons of TOPIC (see refdealer lessons)",
    )
    train.add_argument("--rule", metavar="ID", help="only scenarios citing rule ID")
    _add_book(train)
    train.add_argument(
        "--lessons", metavar="WORDS",
        help="the recommended scenarios of the lessons matching WORDS (see refdealer lessons)",
    )  # fmt: skip
    train.add_argument(
        "--count", type=count_of, default=5, help="how many situations (default 5)"
    )  # fmt: skip
    train.add_argument(
        "--seed", type=int,
        help="chooses the scenarios and orders the choices (default: fresh, printed)",
    )  # fmt: skip
    train.add_argument("--name", metavar="TRAINEE", help="the trainee, for the results file")
    train.add_argument(
        "--results", metavar="FILE",
        help="append the session to FILE as one JSON line (name, date, score, each question)",
    )  # fmt: skip
    train.add_argument(
        "--pass-mark", type=int, default=80, metavar="PERCENT", help="to pass (default 80)"
    )  # fmt: skip
    train.add_argument(
        "--retry", choices=("ask", "yes", "no"), default="ask",
        help="ask the missed questions again (default: ask at a terminal, no otherwise)",
    )  # fmt: skip
    train.add_argument(
        "--report", metavar="FILE",
        help="instead of a session: summarise the results in FILE by trainee and rule area",
    )  # fmt: skip
    train.add_argument(
        "--answers", metavar="FILE",
        help="answers, one choice number a line (default: the terminal, or piped stdin)",
    )  # fmt: skip
    train.add_argument(
        "--roster", metavar="FILE",
        help="with --report: the class, one trainee name a line (shows who has not trained)",
    )  # fmt: skip
    train.add_argument(
        "--review", metavar="TRAINEE",
        help="drill TRAINEE's weak areas from --results FILE: the questions he missed, "
        "longest ago first, then new ones (those he got right last time wait)",
    )  # fmt: skip
    train.add_argument(
        "--level", type=int, choices=(1, 2, 3),
        help="only situations of this difficulty (1 short and plain ... 3 long, several rules "
        "or where the books differ)",
    )  # fmt: skip
    train.add_argument(
        "--exam", action="store_true",
        help="the exam pool: the lessons' own situations (a drill by topic or lessons never "
        "uses them); no retry",
    )  # fmt: skip
    train.add_argument(
        "--time-limit", type=count_of, metavar="MINUTES",
        help="end the session when MINUTES have passed (the questions left count unanswered)",
    )  # fmt: skip
    train.add_argument(
        "--certificate", metavar="FILE",
        help="write a printable completion certificate (HTML) to FILE if the session passes",
    )  # fmt: skip
    train.add_argument("--reveal", action="store_true", help="show face-down cards")
    train.add_argument("--no-pause", action="store_true", help="do not wait for Enter")
    train.add_argument("--scenarios", nargs="+", metavar="PATH", help="instead of the suite")
    train.set_defaults(handler=run_train)

    handouts = commands.add_parser(
        "handouts",
        help="write a handout per teaching scenario, plus an index by rule area",
        description="Write one page per scenario that has narration or quiz questions, "
        "and an index of them by rule area.",
    )
    handouts.add_argument("--out", metavar="DIR", required=True)
    handouts.add_argument("--format", choices=("html", "markdown"), default="html")
    handouts.add_argument("--reveal", action="store_true", help="show face-down cards")
    handouts.add_argument("--scenarios", nargs="+", metavar="PATH", help="instead of the suite")
    handouts.add_argument("--seed", type=int, default=0, help="orders the choices (default 0)")
    handouts.add_argument("--four-colour", action="store_true", help="a four-colour deck")
    _add_book(handouts)
    handouts.set_defaults(handler=run_handouts)


def _add_book(parser: argparse.ArgumentParser) -> None:
    """``--profile`` of the training commands: teach and mark one book's rulings."""
    parser.add_argument(
        "--profile", choices=PROFILES,
        help="the rule book taught: only its questions, played by its rules and marked by "
        "its answers (default: each situation under the book it was written for)",
    )  # fmt: skip


def _add_rule_book(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--profile", choices=PROFILES,
        help="play under this rule book instead of the scenario's own",
    )  # fmt: skip
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", type=_option_value,
        help="play under a house option value (repeatable), e.g. flop_too_many=reshuffle_redeal",
    )  # fmt: skip


def _option_value(text: str) -> tuple[str, OptionValue]:
    name, sep, value = text.partition("=")
    if not sep or not name or not value:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    if name not in HOUSE_OPTIONS:
        close = difflib.get_close_matches(name, list(HOUSE_OPTIONS), n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise argparse.ArgumentTypeError(f"unknown house option {name!r}{hint}")
    return name, int(value) if value.isascii() and value.isdigit() else value


def _step_range(text: str) -> range:
    first, _, last = text.partition("-")
    if not first.isdigit() or not (last or first).isdigit() or int(last or first) < int(first):
        raise argparse.ArgumentTypeError(f"expected N or N-M (steps), got {text!r}")
    return range(int(first), int(last or first) + 1)


def _terminal() -> bool:
    return sys.stdout.isatty() and sys.stdin.isatty()


def _console(width: int) -> Console:
    """Colour and the terminal's width on a terminal; plain text of ``width`` otherwise."""
    from refdealer.walk.console import SafeConsole

    if sys.stdout.isatty():
        return SafeConsole()
    return SafeConsole(no_color=True, color_system=None, width=width, force_terminal=False)


def topic_of(text: str) -> str:
    """A ``--topic``: one of the lessons' topics. Checked only when the option is given, so
    building the command line (``--help`` included) never reads the lessons file."""
    names = topic_names()
    if text not in names:
        raise argparse.ArgumentTypeError(f"no topic {text!r}; the topics: {', '.join(names)}")
    return text


def count_of(text: str) -> int:
    """A ``--count``: a whole number of at least 1 (0 would be an empty session)."""
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {text!r}")
    return int(text)


def _answers(path: str | None, console: Console, stdin: TextIO) -> AnswerSource | str:
    """Where quiz answers come from: a file, piped stdin, or typed at the terminal; or why
    the file cannot be read."""
    from refdealer.walk.quiz import PromptAnswers, ScriptedAnswers

    if path is not None:
        try:
            return ScriptedAnswers(Path(path).read_text(encoding="utf-8").splitlines())
        except (OSError, UnicodeDecodeError) as error:
            return f"--answers {path}: cannot be read: {error}"
    if not stdin.isatty():
        return ScriptedAnswers(stdin)
    return PromptAnswers(console)


def _pause(
    console: Console, no_pause: bool, label: str = "Enter for the next step", quiz: bool = False
) -> Pause | None:
    from refdealer.walk.present import enter_to_continue

    if not _terminal() or no_pause:
        return None
    return enter_to_continue(console, label, end_session=quiz)


def _seed(given: int | None) -> int:
    """The seed given, or a fresh one (printed by the caller so the run can be repeated)."""
    return given if given is not None else random.SystemRandom().randrange(10_000)


def _write(path: str | None, text: str) -> None:
    if path is None:
        sys.stdout.write(text)
    else:
        Path(path).write_text(text, encoding="utf-8")


def run_walk(args: argparse.Namespace) -> int:
    from refdealer.errors import SetupError
    from refdealer.walk.book import answers_under, book_name, book_values, play_under
    from refdealer.walk.compare import with_books
    from refdealer.walk.console import SafeConsole
    from refdealer.walk.find import ScenarioNotFound, find_scenario
    from refdealer.walk.handout import render_handout
    from refdealer.walk.lessons import lesson_named
    from refdealer.walk.play import play
    from refdealer.walk.present import QuizSettings, present
    from refdealer.walk.quiz import SessionEnded, score_line
    from refdealer.walk.render_text import console_text, plain_console
    from refdealer.walk.session import question_area

    lesson = lesson_named(args.scenario)
    wanted = lesson.scenario_under(args.profile) if lesson is not None else args.scenario
    try:
        scenario = find_scenario(wanted)
        # Under a book whose question this is, the book's own values and answers; else the
        # scenario as written under the profile and options given.
        by_book = bool(args.profile) and not args.option and answers_under(scenario, args.profile)
        if by_book:
            values = book_values(scenario, args.profile)
            walk = with_books(play_under(scenario, args.profile), args.profile, values)
        else:
            walk = with_books(play(scenario, args.profile, dict(args.option)), args.profile,
                              dict(args.option))  # fmt: skip
    except ScenarioNotFound as error:
        print(terminal_safe(f"refdealer walk: {error}"), file=sys.stderr)
        return 2
    except SetupError as error:
        print(terminal_safe(f"refdealer walk: cannot play it that way: {error}"), file=sys.stderr)
        if args.profile:
            hint = (
                "(another book's value of a house rule plays as --option NAME=VALUE; "
                "refdealer rules --diff shows where the books differ)"
            )
            print(hint, file=sys.stderr)
        return 2
    if args.profile and args.quiz and not by_book:
        message = (
            f"refdealer walk: this situation's questions are not asked under {args.profile}: "
            "their answers would not be this book's"
        )
        print(message + _book_hint(scenario, args.profile), file=sys.stderr)
        return 2
    if args.profile and not by_book and args.profile not in scenario.profiles:
        written = ", ".join(scenario.profiles)
        note = (
            f"refdealer walk: note: {scenario.id} holds for {written}; under {args.profile} "
            "its narration may not match what the floor rules"
        )
        print(note, file=sys.stderr)
    played_under = [f"the profile {args.profile}"] if args.profile else []
    if by_book:
        played_under = [f"{book_name(args.profile)} (profile {args.profile})"]
    played_under += [f"the house option {name} = {value}" for name, value in args.option]
    under = f"Played under {' and '.join(played_under)}\n" if played_under else ""
    if args.format in ("markdown", "html"):
        seed = args.seed if args.seed is not None else 0
        text = render_handout(
            walk, args.format, reveal=args.reveal, seed=seed, four_colour=args.four_colour
        )
        _write(args.out, text)
        return 0
    if args.format == "svg":
        recorder = SafeConsole(
            record=True, width=args.width, file=io.StringIO(), force_terminal=True,
            color_system="truecolor",
        )  # fmt: skip
        present(recorder, walk, reveal=args.reveal, only=args.steps)
        _write(args.out, recorder.export_svg(title=f"refdealer walk {scenario.id}"))
        return 0
    if args.out is not None:
        plain = plain_console(args.width)
        present(plain, walk, reveal=args.reveal, only=args.steps)
        _write(args.out, under + console_text(plain))
        return 0
    console = _console(args.width)
    if under:
        console.print(under.strip(), style="bold")
    answers = _answers(args.answers, console, sys.stdin) if args.quiz else None
    if isinstance(answers, str):
        print(terminal_safe(f"refdealer walk: {answers}"), file=sys.stderr)
        return 2
    settings = None
    if args.quiz:
        seed = _seed(args.seed)
        settings = QuizSettings(seed=seed)
        console.print(
            f"Choices in the order of seed {seed} (--seed {seed} repeats it)", style="dim"
        )
    outcomes = []
    try:
        outcomes = present(
            console, walk, reveal=args.reveal,
            pause=_pause(console, args.no_pause, quiz=args.quiz), answers=answers,
            areas=question_area(scenario), only=args.steps, settings=settings,
        )  # fmt: skip
    except (SessionEnded, KeyboardInterrupt):
        console.print("\nEnded.")
        if not args.quiz:
            return 130
    if args.quiz:
        console.print(score_line(outcomes), style="bold")
    return 0


def _book_hint(scenario: Scenario, profile: str) -> str:
    """The lessons that teach ``scenario``'s rules under ``profile``, as commands to try."""
    from refdealer.walk.lessons import lessons

    found = [
        lesson
        for lesson in lessons()
        if lesson.rule in scenario.rules and lesson.scenario_under(profile) != scenario.id
    ]
    if not found:
        return f"\n(refdealer lessons --profile {profile} lists this book's lessons)"
    lines = [
        f"  refdealer walk {lesson.id} --quiz --profile {profile}   # {lesson.situation}"
        for lesson in found
    ]
    return "\nUnder this book, try:\n" + "\n".join(lines)


def _train_pool(args: argparse.Namespace) -> tuple[list[Scenario], str] | str:
    """The scenarios a session draws from, and what they are; or why there are none."""
    from refdealer.catalog import rule_catalog
    from refdealer.walk.book import answers_under
    from refdealer.walk.classroom import difficulty
    from refdealer.walk.find import ScenarioNotFound, suite_scenarios
    from refdealer.walk.lessons import find_lessons
    from refdealer.walk.pools import drill_pool, exam_pool
    from refdealer.walk.session import has_quiz, scenario_areas

    try:
        pool = [s for s in suite_scenarios(args.scenarios) if has_quiz(s)]
    except ScenarioNotFound as error:
        return str(error)
    what = []
    if args.profile is not None:
        pool = [s for s in pool if answers_under(s, args.profile)]
        what.append(f"under {args.profile}")
    if args.lessons is not None or args.topic is not None:
        chosen = find_lessons(args.lessons or "", topic=args.topic)
        # The exam: the lessons' own situations; the drill: the others on their rules.
        pool = (exam_pool if args.exam else drill_pool)(pool, chosen, args.profile)
        what.append(f"lessons {args.lessons or args.topic!r}")
    if args.level is not None:
        pool = [s for s in pool if difficulty(s) == args.level]
        what.append(f"level {args.level}")
    if args.rule is not None:
        rule = args.rule.upper().replace("_", "-")
        if rule not in rule_catalog():
            return f"unknown rule id {args.rule!r} (refdealer rules {args.rule} searches)"
        pool = [s for s in pool if rule in s.rules]
        what.append(f"rule {rule}")
    if args.area is not None:
        pool = [s for s in pool if args.area in scenario_areas(s)]
        what.append(f"area {args.area}")
    if not pool:
        return f"no scenario with quiz questions for {', '.join(what) or 'the suite'}"
    return pool, ", ".join(what)


def run_train(args: argparse.Namespace) -> int:
    from refdealer.walk.book import book_name, play_under
    from refdealer.walk.classroom import (
        TimedAnswers,
        certificate_html,
        class_report,
        review_plan,
    )
    from refdealer.walk.present import QuizSettings, present
    from refdealer.walk.quiz import Outcome, SessionEnded
    from refdealer.walk.records import (
        read_results,
        recap,
        report_table,
        session_record,
        verdict,
        write_result,
    )
    from refdealer.walk.render_text import score_table
    from refdealer.walk.session import pick_scenarios, question_area
    from refdealer.walk.trainee import situation

    if args.report is not None:
        console = _console(100)
        try:
            records = read_results(Path(args.report), args.name)
            roster = _roster(args.roster)
        except (OSError, ValueError) as error:
            print(terminal_safe(f"refdealer train: {error}"), file=sys.stderr)
            return 2
        console.print(report_table(records, args.report))
        if records or roster:
            console.print(class_report(records, roster, args.pass_mark))
        return 0
    if args.certificate is not None and not args.exam:
        print("refdealer train: --certificate is for an exam: add --exam", file=sys.stderr)
        return 2
    found = _train_pool(args)
    if isinstance(found, str):
        print(terminal_safe(f"refdealer train: {found}"), file=sys.stderr)
        return 2
    pool, what = found
    seed = _seed(args.seed)
    if args.review is not None:
        if args.results is None:
            print("refdealer train: --review needs --results FILE", file=sys.stderr)
            return 2
        try:
            earlier = read_results(Path(args.results)) if Path(args.results).exists() else []
        except (OSError, ValueError) as error:
            print(terminal_safe(f"refdealer train: {error}"), file=sys.stderr)
            return 2
        plan = review_plan(earlier, args.review, pool, args.pass_mark, question_area)
        if not plan.due:
            weak = ", ".join(plan.weak_areas) or "none"
            print(terminal_safe(f"Nothing to review for {args.review} (weak areas: {weak})."))
            return 0
        by_id = {s.id: s for s in pool}
        chosen = [by_id[i] for i in plan.due[: args.count]]
        args.name = args.name or args.review
        what = ", ".join([*filter(None, [what]), f"review of {', '.join(plan.weak_areas)}"])
    else:
        chosen = pick_scenarios(pool, count=args.count, seed=seed)
    console = _console(80)
    answers = _answers(args.answers, console, sys.stdin)
    if isinstance(answers, str):
        print(terminal_safe(f"refdealer train: {answers}"), file=sys.stderr)
        return 2
    timer = TimedAnswers(answers, 60 * args.time_limit) if args.time_limit else None
    if timer is not None:
        answers = timer
    pause = _pause(console, args.no_pause, "Enter for the next question", quiz=True)
    total = sum(1 for s in chosen for step in s.script if step.quiz is not None)
    who = f" for {args.name}" if args.name else ""
    about = f", {what}" if what else ""
    console.print(
        f"Training session{who}: {total} question(s) from {len(chosen)} situation(s){about}; "
        f"seed {seed} (--seed {seed} repeats it). Ctrl-D ends.", style="bold",
    )  # fmt: skip
    if args.profile is not None:
        console.print(f"The rules taught: {book_name(args.profile)}.", style="bold")
    outcomes: list[Outcome] = []
    ended = False
    try:
        for number, scenario in enumerate(chosen, start=1):
            settings = QuizSettings(
                seed=seed, title=situation(scenario, number), compact=True,
                first=len(outcomes) + 1, total=total,
            )  # fmt: skip
            present(
                console, play_under(scenario, args.profile), reveal=args.reveal, pause=pause,
                answers=answers,
                areas=question_area(scenario), settings=settings, record=outcomes,
            )  # fmt: skip
    except (SessionEnded, KeyboardInterrupt):
        ended = True
        if timer is not None and timer.timed_out:
            console.print(f"\nTime is up ({args.time_limit} min): the score so far.", style="bold")
        else:
            console.print("\nSession ended early: the score so far.", style="bold")
    missed = [o for o in outcomes if not o.correct]
    if missed:
        console.print(recap(missed))
    console.print(score_table(outcomes))
    console.print(verdict(outcomes, args.pass_mark), style="bold")
    retried: list[Outcome] = []
    if missed and not ended and not args.exam and _want_retry(args.retry, console, answers):
        console.print(f"Again: the {len(missed)} missed question(s).", style="bold")
        by_id = {s.id: s for s in chosen}
        try:
            for index, scenario_id in enumerate(dict.fromkeys(o.scenario for o in missed)):
                scenario = by_id[scenario_id]
                steps = frozenset(o.step for o in missed if o.scenario == scenario_id)
                settings = QuizSettings(
                    seed=seed + 1, title=situation(scenario, index + 1), compact=True,
                    first=len(retried) + 1, total=len(missed), steps=steps,
                )  # fmt: skip
                again: list[Outcome] = []
                try:
                    present(
                        console, play_under(scenario, args.profile), reveal=args.reveal,
                        pause=pause,
                        answers=answers, areas=question_area(scenario), settings=settings,
                        record=again,
                    )  # fmt: skip
                finally:
                    retried += again
        except (SessionEnded, KeyboardInterrupt):
            ended = True
        right = sum(o.correct for o in retried)
        console.print(f"Retry: {right} of {len(retried)} right", style="bold")
    record = session_record(
        outcomes, retried, name=args.name, seed=seed, pass_mark=args.pass_mark,
        ended_early=ended, about=what,
    )  # fmt: skip
    record["exam"] = bool(args.exam)
    if args.results is not None:
        write_result(Path(args.results), record)
        console.print(f"Saved to {args.results}", style="dim")
    if args.certificate is not None:
        if record["passed"]:
            Path(args.certificate).write_text(certificate_html(record), encoding="utf-8")
            console.print(f"Certificate: {args.certificate}", style="bold")
        else:
            console.print("No certificate: the session was not passed.", style="dim")
    return 0


def _roster(path: str | None) -> list[str]:
    """The trainee names of a roster file, one a line (blank lines and # comments skipped)."""
    if path is None:
        return []
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def _want_retry(choice: str, console: Console, answers: AnswerSource) -> bool:
    from refdealer.walk.quiz import PromptAnswers

    if choice != "ask":
        return choice == "yes"
    if not isinstance(answers, PromptAnswers):
        return False
    try:
        reply = console.input("Try the missed questions again? [Y/n] ").strip().lower()
    except (EOFError, KeyboardInterrupt):
        return False
    return reply in ("", "y", "yes")


def run_handouts(args: argparse.Namespace) -> int:
    from refdealer.errors import SetupError
    from refdealer.walk.book import answers_under, book_values, play_under
    from refdealer.walk.compare import with_books
    from refdealer.walk.find import ScenarioNotFound, suite_scenarios
    from refdealer.walk.handout import write_handouts
    from refdealer.walk.session import has_teaching

    try:
        pool = suite_scenarios(args.scenarios)
    except ScenarioNotFound as error:
        print(terminal_safe(f"refdealer handouts: {error}"), file=sys.stderr)
        return 2
    teaching = [s for s in pool if has_teaching(s)]
    chosen = [s for s in teaching if args.profile is None or answers_under(s, args.profile)]
    try:
        walks = [
            with_books(
                play_under(s, args.profile), args.profile,
                book_values(s, args.profile) if args.profile else None,
            )
            for s in chosen
        ]  # fmt: skip
    except SetupError as error:
        print(
            terminal_safe(f"refdealer handouts: cannot play it that way: {error}"), file=sys.stderr
        )
        return 2
    if args.profile is not None:
        print(
            f"{len(chosen)} of {len(teaching)} teaching scenario(s) are taught under {args.profile}"
        )
    if not walks:
        print("refdealer handouts: no teaching scenario to write", file=sys.stderr)
        return 2
    written = write_handouts(
        walks, Path(args.out), args.format, reveal=args.reveal, seed=args.seed,
        four_colour=args.four_colour,
    )  # fmt: skip
    print(
        f"{len(walks)} handout(s) written to {args.out}; the index is {written[-1]}, the "
        f"trainer's index (scenario ids, not for trainees) {written[-2]}"
    )
    return 0
