"""``refdealer replay`` and ``refdealer export``: recorded hands in the PHH format.

``replay`` plays ``.phh``/``.phhs`` files on an engine (the reference dealer unless
``--adapter`` or ``--adapter-cmd`` is given) and compares each hand's finishing stacks with
the recorded ones; ``export`` writes the suite's hands, played on the reference dealer, as
one ``.phhs`` file.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from refdealer.commands.certify import add_engine_arguments
from refdealer.sanitize import terminal_safe

if TYPE_CHECKING:
    from refdealer.phh.replay import ReplayResult
    from refdealer.phh.report import ReplayReport


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    replay = commands.add_parser(
        "replay",
        help="replay recorded hands (PHH) on an engine and compare the results",
        description="Replay .phh and .phhs hand histories (files, or every one under a "
        "directory) on the engine and compare each hand's finishing stacks with the "
        "recorded ones. Exit status 1 if any hand mismatched, failed or is malformed.",
    )
    replay.add_argument("paths", nargs="+", metavar="PATH", help=".phh/.phhs files or folders")
    add_engine_arguments(replay)
    replay.add_argument("--json", metavar="FILE", help="write every hand's result as JSON")
    replay.add_argument(
        "-v", "--verbose", action="store_true", help="list every hand, not only the problems"
    )
    replay.set_defaults(handler=run_replay)

    export = commands.add_parser(
        "export",
        help="write the suite's hands, played on the reference dealer, as PHH",
        description="Play each scenario on the reference dealer and write the hands as one "
        ".phhs file (burns and rulings as commentary).",
    )
    export.add_argument(
        "paths", nargs="*", metavar="PATH", help="scenario files (default: the built-in suite)"
    )
    export.add_argument("-o", "--output", metavar="FILE", help="write here instead of stdout")
    export.add_argument(
        "--all", action="store_true", help="include hands that stop before a result"
    )
    export.set_defaults(handler=run_export)


def terminal_progress(done: int, total: int, result: ReplayResult) -> None:
    """A one-line progress counter on a terminal's stderr."""
    marks = {"matched": ".", "odd_chip": "o", "mismatched": "F", "error": "E",
             "unchecked": "?", "not_supported": "n", "malformed": "M"}  # fmt: skip
    sys.stderr.write(f"\r[{done}/{total}] {marks[result.outcome]} {result.label[-60:]:<60}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def summary_line(report: ReplayReport) -> str:
    """``1567 hands: 1567 replayed, 1567 matched, 0 mismatched ...``."""
    counts = report.counts()
    matched = counts["matched"] + counts["odd_chip"]
    odd = f" ({counts['odd_chip']} by the odd-chip rule)" if counts["odd_chip"] else ""
    unchecked = f", {counts['unchecked']} without a recorded result" if counts["unchecked"] else ""
    rate = counts["hands"] / report.seconds if report.seconds > 0 else 0.0
    return (
        f"{counts['hands']} hands: {counts['replayed']} replayed, {matched} matched{odd}, "
        f"{counts['mismatched']} mismatched, {counts['error']} errors{unchecked}; "
        f"{counts['not_supported']} not supported, {counts['malformed']} malformed "
        f"in {report.seconds:.2f}s ({rate:.0f} hands/s)"
    )


def run_replay(args: argparse.Namespace) -> int:
    from refdealer.phh.reader import phh_files
    from refdealer.phh.report import load_records, replay_records, write_json
    from refdealer.suite.adapters import AdapterError, open_engine

    files = phh_files(args.paths)
    missing = [path for path in files if not path.exists()]
    for path in missing:
        print(f"refdealer replay: {path}: no such file or directory", file=sys.stderr)
    if missing:
        return 2
    if not files:
        print("refdealer replay: no .phh or .phhs files found", file=sys.stderr)
        return 2
    records = load_records(files)
    try:
        engine = open_engine(args.adapter, args.adapter_cmd, timeout=args.timeout)
    except AdapterError as error:
        print(f"refdealer replay: {error}", file=sys.stderr)
        return 2
    progress = terminal_progress if sys.stderr.isatty() else None
    try:
        report = replay_records(engine, records, progress=progress)
    finally:
        close = getattr(engine, "close", None)
        if callable(close):
            close()
    name = report.engine.get("engine", "?")
    version = terminal_safe(str(report.engine.get("version", "")))
    print(f"{len(files)} file(s) replayed on {terminal_safe(str(name))} {version}")
    for result in report.results:
        if args.verbose or result.outcome in ("mismatched", "error", "malformed", "odd_chip"):
            print(terminal_safe(str(result)))
    if not args.verbose:
        for reason, count in report.not_supported_reasons():
            print(f"NOT SUPPORTED ({count} hand{'s' if count > 1 else ''}): {reason}")
    print(summary_line(report))
    if args.json:
        write_json(report, args.json)
    return 0 if report.ok else 1


def run_export(args: argparse.Namespace) -> int:
    from pathlib import Path

    from refdealer.phh.export import scenario_hands
    from refdealer.phh.writer import ExportError, hand_to_phh, join_phhs
    from refdealer.suite.files import scenarios_dir

    paths = args.paths or [scenarios_dir()]
    played, issues = scenario_hands(paths, complete_only=not args.all)
    for issue in issues:
        print(terminal_safe(str(issue)), file=sys.stderr)
    if issues:
        return 2
    texts: list[str] = []
    skipped = 0
    for scenario, hand in played:
        try:
            texts.append(hand_to_phh(hand, hand_name=scenario.id))
        except ExportError as error:
            skipped += 1
            print(f"refdealer export: skipped {scenario.id}: {error}", file=sys.stderr)
    text = join_phhs(texts)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"{len(texts)} hand(s) written to {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 1 if skipped else 0
