"""``refdealer fuzz``: random hands on an engine and the reference, disagreements shrunk."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from refdealer.commands.certify import add_engine_arguments
from refdealer.commands.guards import output_path_problem, signals_end_the_run
from refdealer.options import DEFAULT_PROFILE, SUPPORTED_PROFILES

#: The file a run writes in its ``--out`` folder, read back by ``--merge``.
RUN_FILE = "fuzz.json"


def shard_of(text: str) -> tuple[int, int]:
    """``I/N``: shard I (from 1) of N; ValueError with the reason otherwise."""
    shard, _, shards = text.partition("/")
    try:
        number, count = int(shard), int(shards)
    except ValueError:
        raise ValueError(f"--shard {text}: expected I/N, e.g. 2/8") from None
    if not 1 <= number <= count:
        raise ValueError(f"--shard {text}: I must be from 1 to N")
    return number, count


def _numbers_problem(args: argparse.Namespace) -> str | None:
    """Why ``--hands``, ``--seconds``, ``--jobs`` or ``--shrink-budget`` is unusable."""
    for option, value in (("--hands", args.hands), ("--jobs", args.jobs),
                          ("--shrink-budget", args.shrink_budget)):  # fmt: skip
        if value is not None and value < 1:
            return f"{option} {value}: must be at least 1"
    for option, seconds in (("--seconds", args.seconds), ("--shrink-seconds", args.shrink_seconds)):
        if seconds is not None and not 0 < seconds < float("inf"):
            return f"{option} {seconds}: must be a finite number of seconds above 0"
    return None


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "fuzz",
        help="play random hands on an engine and the reference, shrink each disagreement",
        description="Play random hands within what the engine declares, on the engine and the "
        "reference dealer in step, judged as certify judges; group the disagreements by "
        "deviation and shrink the smallest of each group to a YAML scenario (--out).",
    )
    add_engine_arguments(parser)
    parser.add_argument(
        "--profile", default=DEFAULT_PROFILE, metavar="PROFILE",
        help=f"the rule book to judge by: {', '.join(SUPPORTED_PROFILES)} "
        f"(default {DEFAULT_PROFILE})",
    )  # fmt: skip
    amount = parser.add_mutually_exclusive_group()
    amount.add_argument("--hands", type=int, metavar="N", help="hands to play (1000)")
    amount.add_argument("--seconds", type=float, metavar="S", help="play for S seconds")
    parser.add_argument("--seed", type=int, default=0, help="the campaign's seed (0)")
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help="processes (1)")
    parser.add_argument(
        "--shard", default="1/1", metavar="I/N",
        help="play only shard I of N of the seed space (for a batch system)",
    )  # fmt: skip
    parser.add_argument(
        "--out", metavar="DIR", help="write the shrunk scenarios and fuzz.json here"
    )
    parser.add_argument("--json", metavar="FILE", help="write the report as JSON")
    parser.add_argument(
        "--shrink-budget", type=int, default=1000, metavar="HANDS",
        help="hands the shrinker may play per group (1000)",
    )  # fmt: skip
    parser.add_argument(
        "--shrink-seconds", type=float, metavar="S",
        help="stop shrinking a group after S seconds too (the files then depend on speed)",
    )  # fmt: skip
    parser.add_argument(
        "--merge", nargs="+", metavar="DIR", help="merge the groups of runs written with --out"
    )
    parser.set_defaults(handler=run_fuzz)


def _fail(message: str) -> int:
    print(f"refdealer fuzz: {message}", file=sys.stderr)
    return 2


def _folder_problem(path: str) -> str | None:
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"--out {path}: cannot make the folder: {error.strerror or error}"
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        return f"--out {path}: not a writable folder"
    return None


def run_fuzz(args: argparse.Namespace) -> int:
    if args.merge:
        return _merge(args)
    from refdealer.fuzz.campaign import (
        EngineSpec,
        Plan,
        report_dict,
        run_campaign,
        shrink_groups,
        summary_lines,
    )
    from refdealer.fuzz.generate import NothingToFuzz, Table
    from refdealer.protocol.engine import EngineFailure
    from refdealer.sanitize import terminal_safe
    from refdealer.suite.adapters import AdapterError
    from refdealer.suite.hello import HelloRefused, read_hello

    try:
        shard, shards = shard_of(args.shard)
    except ValueError as error:
        return _fail(str(error))
    numbers = _numbers_problem(args)
    if numbers is not None:
        return _fail(numbers)
    if args.profile not in SUPPORTED_PROFILES:
        return _fail(f"unknown profile {args.profile!r}; known: {', '.join(SUPPORTED_PROFILES)}")
    problem = output_path_problem("--json", args.json)
    if problem is None and args.out:
        problem = _folder_problem(args.out)
    if problem is not None:
        return _fail(problem)
    spec = EngineSpec(args.adapter, args.adapter_cmd, args.timeout, args.profile)
    try:
        engine = spec.open()
        hello = engine.hello()
        greeting = read_hello(hello)
        Table.of(greeting, args.profile)
        why_not = greeting.profile_reason(args.profile)
        if why_not is not None:
            return _fail(why_not)
    except AdapterError as error:
        return _fail(str(error))
    except (EngineFailure, HelloRefused) as error:
        return _fail(f"the engine's hello cannot be used: {terminal_safe(str(error))}")
    except NothingToFuzz as error:
        return _fail(str(error))
    finally:
        close = getattr(locals().get("engine"), "close", None)
        if callable(close):
            close()
    plan = Plan(
        seed=args.seed,
        shard=shard,
        shards=shards,
        hands=args.hands if args.seconds is None else None,
        seconds=args.seconds,
        jobs=args.jobs,
    )
    if plan.hands is None and plan.seconds is None:
        plan = Plan(plan.seed, plan.shard, plan.shards, 1000, None, plan.jobs)
    name = f"{hello.get('engine', '?')} {hello.get('version', '')}".strip()
    began = time.perf_counter()
    with signals_end_the_run(), _LiveProgress(sys.stderr.isatty()) as progress:
        tally = run_campaign(spec, plan, progress)
        played = time.perf_counter() - began
        shrink_groups(
            spec, plan, tally, args.out, terminal_safe(name), args.shrink_budget,
            args.shrink_seconds,
        )  # fmt: skip
    seconds = time.perf_counter() - began
    print(
        terminal_safe(
            f"refdealer fuzz on {name}, profile {args.profile}, seed {args.seed}"
            + (f", shard {plan.shard}/{plan.shards}" if plan.shards > 1 else "")
        )
    )
    for line in summary_lines(tally, played):
        print(terminal_safe(line))
    print(f"shrinking took {seconds - played:.1f} s")
    report = report_dict(tally, engine=hello, plan=plan, profile=args.profile, seconds=seconds)
    if args.out:
        (Path(args.out) / RUN_FILE).write_text(json.dumps(report, indent=1) + "\n")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
    return 1 if tally.groups else 0


class _LiveProgress:
    """A rich live line (hands, events, disagreements, groups), or nothing off a terminal."""

    def __init__(self, live: bool) -> None:
        self.live = live
        self._progress: Any = None

    def __enter__(self) -> Any:
        if not self.live:
            return None
        from rich.console import Console
        from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

        self._progress = Progress(
            SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
            console=Console(stderr=True), transient=True,
        )  # fmt: skip
        self._progress.__enter__()
        task = self._progress.add_task("starting")

        def show(tally: Any) -> None:
            self._progress.update(
                task,
                description=f"{tally.hands:,} hands, {tally.events:,} events, "
                f"{tally.disagreements:,} disagreements in {len(tally.groups)} groups",
            )

        return show

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.__exit__(*exc)


def _merge(args: argparse.Namespace) -> int:
    from refdealer.documents import read_json_document
    from refdealer.fuzz.campaign import RUN_SHAPE, Tally, summary_lines, tally_from_dict

    problem = output_path_problem("--json", args.json)
    if problem is not None:
        return _fail(problem)
    merged = Tally()
    seconds = 0.0
    for folder in args.merge:
        path = Path(folder) / RUN_FILE
        try:
            data = read_json_document(path, RUN_SHAPE, "refdealer fuzz run")
        except ValueError as error:
            return _fail(f"--merge {folder}: {error}")
        merged.add(tally_from_dict(data, folder))
        seconds = max(seconds, float(data.get("seconds", 0.0)))
    print(f"refdealer fuzz: {len(args.merge)} runs merged")
    for line in summary_lines(merged, merged.play_seconds or seconds):
        print(line)
    if args.json:
        report = {
            "merged": list(args.merge),
            "hands": merged.hands,
            "events": merged.events,
            "disagreements": merged.disagreements,
            "groups": [merged.groups[k].to_dict() for k in sorted(merged.groups)],
        }
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
    return 1 if merged.groups else 0
