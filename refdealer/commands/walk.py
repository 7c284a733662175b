"""``refdealer walk``, ``train`` and ``handouts``: floor-training walkthroughs."""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from refdealer.catalog import RULE_AREAS

if TYPE_CHECKING:
    from rich.console import Console

    from refdealer.walk.present import Pause
    from refdealer.walk.quiz import AnswerSource


def add_walk_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    walk = commands.add_parser(
        "walk",
        help="play a scenario step by step: the table, the call, the ruling and its rule",
        description="Play SCENARIO (a suite id, a YAML file with one scenario, or PATH::ID) "
        "through the reference dealer, step by step. Enter moves on; output that is not a "
        "terminal is plain and does not pause.",
    )
    walk.add_argument("scenario", metavar="SCENARIO")
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
    walk.set_defaults(handler=run_walk)

    train = commands.add_parser(
        "train",
        help="a quiz session over several scenarios, scored by rule area",
        description="Quiz on scenarios that have questions, chosen deterministically from "
        "the seed, and score the answers by rule area.",
    )
    train.add_argument("--area", choices=RULE_AREAS, help="only scenarios with rules in AREA")
    train.add_argument("--count", type=int, default=5, help="how many scenarios (default 5)")
    train.add_argument("--seed", type=int, default=0, help="chooses the scenarios (default 0)")
    train.add_argument(
        "--answers", metavar="FILE",
        help="answers, one choice number a line (default: the terminal, or piped stdin)",
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
    handouts.set_defaults(handler=run_handouts)


def _step_range(text: str) -> range:
    first, _, last = text.partition("-")
    if not first.isdigit() or not (last or first).isdigit() or int(last or first) < int(first):
        raise argparse.ArgumentTypeError(f"expected N or N-M (steps), got {text!r}")
    return range(int(first), int(last or first) + 1)


def _terminal() -> bool:
    return sys.stdout.isatty() and sys.stdin.isatty()


def _console(width: int) -> Console:
    """Colour and the terminal's width on a terminal; plain text of ``width`` otherwise."""
    from rich.console import Console

    if sys.stdout.isatty():
        return Console()
    return Console(no_color=True, color_system=None, width=width, force_terminal=False)


def _answers(path: str | None, console: Console, stdin: TextIO) -> AnswerSource:
    """Where quiz answers come from: a file, piped stdin, or typed at the terminal."""
    from refdealer.walk.quiz import PromptAnswers, ScriptedAnswers

    if path is not None:
        return ScriptedAnswers(Path(path).read_text(encoding="utf-8").splitlines())
    if not stdin.isatty():
        return ScriptedAnswers(stdin)
    return PromptAnswers(console)


def _pause(console: Console, no_pause: bool) -> Pause | None:
    from refdealer.walk.present import enter_to_continue

    return enter_to_continue(console) if _terminal() and not no_pause else None


def _write(path: str | None, text: str) -> None:
    if path is None:
        sys.stdout.write(text)
    else:
        Path(path).write_text(text, encoding="utf-8")


def run_walk(args: argparse.Namespace) -> int:
    from rich.console import Console

    from refdealer.walk.find import ScenarioNotFound, find_scenario
    from refdealer.walk.handout import render_handout
    from refdealer.walk.play import play
    from refdealer.walk.present import present
    from refdealer.walk.quiz import score_line
    from refdealer.walk.render_text import console_text, plain_console
    from refdealer.walk.session import scenario_areas

    try:
        scenario = find_scenario(args.scenario)
    except ScenarioNotFound as error:
        print(f"refdealer walk: {error}", file=sys.stderr)
        return 2
    walk = play(scenario)
    if args.format in ("markdown", "html"):
        _write(args.out, render_handout(walk, args.format, reveal=args.reveal))
        return 0
    if args.format == "svg":
        recorder = Console(
            record=True, width=args.width, file=io.StringIO(), force_terminal=True,
            color_system="truecolor",
        )  # fmt: skip
        present(recorder, walk, reveal=args.reveal, only=args.steps)
        _write(args.out, recorder.export_svg(title=f"refdealer walk {scenario.id}"))
        return 0
    if args.out is not None:
        plain = plain_console(args.width)
        present(plain, walk, reveal=args.reveal, only=args.steps)
        _write(args.out, console_text(plain))
        return 0
    console = _console(args.width)
    answers = _answers(args.answers, console, sys.stdin) if args.quiz else None
    outcomes = present(
        console, walk, reveal=args.reveal, pause=_pause(console, args.no_pause),
        answers=answers, areas=scenario_areas(scenario), only=args.steps,
    )  # fmt: skip
    if args.quiz:
        console.print(score_line(outcomes), style="bold")
    return 0


def run_train(args: argparse.Namespace) -> int:
    from refdealer.walk.find import ScenarioNotFound, suite_scenarios
    from refdealer.walk.play import play
    from refdealer.walk.present import present
    from refdealer.walk.quiz import Outcome
    from refdealer.walk.render_text import score_table
    from refdealer.walk.session import pick_scenarios, scenario_areas

    try:
        pool = suite_scenarios(args.scenarios)
    except ScenarioNotFound as error:
        print(f"refdealer train: {error}", file=sys.stderr)
        return 2
    chosen = pick_scenarios(pool, area=args.area, count=args.count, seed=args.seed)
    if not chosen:
        where = f" in area {args.area}" if args.area else ""
        print(f"refdealer train: no scenario with quiz questions{where}", file=sys.stderr)
        return 2
    console = _console(100)
    answers = _answers(args.answers, console, sys.stdin)
    pause = _pause(console, args.no_pause)
    area = f", area {args.area}" if args.area else ""
    console.print(f"Training session: {len(chosen)} scenario(s), seed {args.seed}{area}")
    outcomes: list[Outcome] = []
    for scenario in chosen:
        outcomes += present(
            console, play(scenario), reveal=args.reveal, pause=pause, answers=answers,
            areas=scenario_areas(scenario),
        )  # fmt: skip
    console.print(score_table(outcomes))
    return 0


def run_handouts(args: argparse.Namespace) -> int:
    from refdealer.walk.find import ScenarioNotFound, suite_scenarios
    from refdealer.walk.handout import write_handouts
    from refdealer.walk.play import play
    from refdealer.walk.session import has_teaching

    try:
        pool = suite_scenarios(args.scenarios)
    except ScenarioNotFound as error:
        print(f"refdealer handouts: {error}", file=sys.stderr)
        return 2
    walks = [play(scenario) for scenario in pool if has_teaching(scenario)]
    written = write_handouts(walks, Path(args.out), args.format, reveal=args.reveal)
    print(f"{len(walks)} handout(s) written to {args.out}; the index is {written[-1]}")
    return 0
