"""``refdealer certify``: run the suite against an engine and write its certificate."""

from __future__ import annotations

import argparse
import signal
import sys
import textwrap

from refdealer.commands.guards import output_path_problem, signals_end_the_run, timeout_seconds
from refdealer.options import DEFAULT_PROFILE, SUPPORTED_PROFILES


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    """The engine selection shared by every command that plays hands on an engine."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--adapter", metavar="MODULE:OBJECT", help="a Python engine (default: the reference dealer)"
    )
    group.add_argument(
        "--adapter-cmd", metavar="COMMAND", help="an engine process speaking JSON-RPC on stdio"
    )
    parser.add_argument(
        "--timeout", type=timeout_seconds, default=10.0, metavar="SECONDS",
        help="per-request timeout for --adapter-cmd (default 10)",
    )  # fmt: skip


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "certify",
        help="run the whole suite against an engine and write a certificate",
        description="Run the whole suite, the YAML scenarios and the Gherkin feature "
        "scenarios, against the engine (the built-in reference dealer unless --adapter or "
        "--adapter-cmd is given) and report. With --scenarios or --features, only the files "
        "given run.",
    )
    add_engine_arguments(parser)
    parser.add_argument(
        "--profile",
        default=DEFAULT_PROFILE,
        metavar="PROFILE",
        help="the rule book to judge by, one the reference models: "
        f"{', '.join(SUPPORTED_PROFILES)} (default {DEFAULT_PROFILE})",
    )
    parser.add_argument("--json", metavar="FILE", help="write the certificate as JSON")
    parser.add_argument("--junit", metavar="FILE", help="write JUnit XML")
    parser.add_argument("--html", metavar="FILE", help="write a self-contained HTML page")
    parser.add_argument(
        "--scenarios", nargs="+", metavar="PATH", help="run these scenario files instead"
    )
    parser.add_argument(
        "--features", nargs="+", metavar="PATH", help="run these feature files instead"
    )
    parser.add_argument(
        "--rule", action="append", default=[], metavar="ID",
        help="run only what cites this rule id (repeatable)",
    )  # fmt: skip
    parser.add_argument(
        "--area", action="append", default=[], metavar="AREA",
        help="run only what cites a rule of this area (repeatable)",
    )  # fmt: skip
    parser.add_argument(
        "--only", action="append", default=[], metavar="ID",
        help="run only this scenario or feature scenario id (repeatable)",
    )  # fmt: skip
    parser.add_argument(
        "--rerun-failed", metavar="CERT.json",
        help="run only what failed or errored in this earlier certificate",
    )  # fmt: skip
    parser.set_defaults(handler=run_certify)


def run_certify(args: argparse.Namespace) -> int:
    from refdealer.catalog import rule_catalog
    from refdealer.sanitize import terminal_safe
    from refdealer.suite.adapters import AdapterError, open_engine
    from refdealer.suite.certify import (
        ProfileNotModelled,
        Selection,
        SuiteInvalid,
        certify,
        engine_option,
        failed_ids,
        load_feature_suite,
        load_suite,
        terminal_progress,
    )
    from refdealer.suite.feature_suite import FeatureRunError
    from refdealer.suite.hello import HelloRefused
    from refdealer.suite.reports import (
        failure_lines,
        grouped_failure_lines,
        write_html,
        write_json,
        write_junit,
    )

    catalog = rule_catalog()
    for rule in args.rule:
        if rule not in catalog:
            print(f"refdealer certify: --rule {rule}: no such rule id", file=sys.stderr)
            return 2
    known_areas = {entry.area for entry in catalog.values()}
    for area in args.area:
        if area not in known_areas:
            choices = ", ".join(sorted(known_areas))
            print(f"refdealer certify: --area {area}: no such area ({choices})", file=sys.stderr)
            return 2
    ids: set[str] | None = set(args.only) if args.only else None
    if args.rerun_failed:
        try:
            failed = failed_ids(args.rerun_failed)
        except ValueError as error:
            print(terminal_safe(f"refdealer certify: --rerun-failed {error}"), file=sys.stderr)
            return 2
        ids = failed if ids is None else ids & failed
    selection = Selection(
        frozenset(args.rule), frozenset(args.area), frozenset(ids) if ids is not None else None
    )

    problems = [
        problem
        for option, path in (("--json", args.json), ("--junit", args.junit), ("--html", args.html))
        if (problem := output_path_problem(option, path)) is not None
    ]
    if problems:  # found now, not after the whole run
        for problem in problems:
            print(f"refdealer certify: {problem}", file=sys.stderr)
        return 2
    if args.profile not in SUPPORTED_PROFILES:
        print(f"refdealer certify: {ProfileNotModelled(args.profile)}", file=sys.stderr)
        return 2
    custom = bool(args.scenarios or args.features)
    try:
        scenarios = load_suite(args.scenarios) if args.scenarios or not custom else []
        features = load_feature_suite(args.features) if args.features or not custom else []
    except SuiteInvalid as invalid:
        for issue in invalid.issues:
            print(issue, file=sys.stderr)
        print(f"refdealer certify: {invalid}", file=sys.stderr)
        return 2
    scenarios, features = selection.apply(scenarios, features)
    if args.only:
        found = {s.id for s in scenarios} | {f.id for f in features}
        missing = sorted(set(args.only) - found)
        if missing:
            print(f"refdealer certify: --only: no such id: {', '.join(missing)}", file=sys.stderr)
            return 2
    if not scenarios and not features:
        print("refdealer certify: nothing selected to run", file=sys.stderr)
        return 2
    try:
        engine = open_engine(args.adapter, args.adapter_cmd, timeout=args.timeout)
    except AdapterError as error:
        print(f"refdealer certify: {error}", file=sys.stderr)
        return 2
    progress = terminal_progress if sys.stderr.isatty() else None
    received: list[signal.Signals] = []
    try:
        suite = None
        if custom:
            from refdealer.scenarios.loader import scenario_files
            from refdealer.suite.feature_suite import feature_files
            from refdealer.suite.files import custom_identity

            suite = custom_identity(
                scenario_files(args.scenarios or []) + feature_files(args.features or [])
            )
        with signals_end_the_run(received):
            certificate = certify(
                engine,
                profile=args.profile,
                scenarios=scenarios,
                features=features,
                progress=progress,
                suite=suite,
                engine_option=engine_option(args.adapter, args.adapter_cmd, args.timeout),
            )
    except FeatureRunError as error:
        print(f"refdealer certify: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM or SIGHUP (signals_end_the_run)
        stop = received[0] if received else signal.SIGINT
        print(f"refdealer certify: stopped by {stop.name}; nothing certified", file=sys.stderr)
        return 128 + stop.value
    except HelloRefused as refused:
        refusal = terminal_safe(str(refused))
        print(f"refdealer certify: the engine's hello cannot be used: {refusal}", file=sys.stderr)
        print("refdealer certify: nothing certified", file=sys.stderr)
        return 2
    finally:
        close = getattr(engine, "close", None)
        if callable(close):
            close()
    # Engine names and messages and scenario text are shown with control characters escaped.
    engine_name = terminal_safe(str(certificate.engine.get("engine", "?")))
    engine_version = terminal_safe(str(certificate.engine.get("version", "")))
    print(
        f"refdealer {certificate.suite['version']} ({certificate.suite['digest'][:19]}) on "
        f"{engine_name} {engine_version}, profile {certificate.profile}"
    )
    for override in certificate.house_overrides:
        print(f"  {override.describe()}")
    for result in certificate.failures():
        print(terminal_safe(f"{result.outcome.upper()} {result.id} [{', '.join(result.rules)}]"))
        lines = failure_lines(result, certificate.rerun_command(result))
        print(textwrap.indent(terminal_safe("\n".join(lines)), "    "))
    for line in grouped_failure_lines(certificate):
        print(terminal_safe(line))
    kinds = certificate.by_kind()
    print(
        f"{sum(kinds['scenario'].values())} scenarios, "
        f"{sum(kinds['feature'].values())} feature scenarios"
    )
    summary = certificate.summary
    print(
        f"{summary['passed']} passed, {summary['failed']} failed, {summary['error']} errors, "
        f"{summary['not_applicable']} not applicable in {certificate.seconds:.2f}s"
    )
    unjudged = sum(1 for result in certificate.results if result.not_judged)
    if unjudged:
        print(
            f"note: {unjudged} results judged on the outcome only, without their ruling codes "
            "(the engine does not declare floor-rulings; each lists what it left out)"
        )
    for note in certificate.all_notes:
        print(terminal_safe(f"note: {note}"))
    if args.json:
        write_json(certificate, args.json)
    if args.junit:
        write_junit(certificate, args.junit)
    if args.html:
        write_html(certificate, args.html)
    return 0 if certificate.ok else 1
