"""``refdealer certify``: run the suite against an engine and write its certificate."""

from __future__ import annotations

import argparse
import sys
import textwrap

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
        "--timeout", type=float, default=10.0, metavar="SECONDS",
        help="per-request timeout for --adapter-cmd (default 10)",
    )  # fmt: skip


def add_certify_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
    parser.set_defaults(handler=run_certify)


def run_certify(args: argparse.Namespace) -> int:
    from refdealer.adapters import AdapterError, open_engine
    from refdealer.certify import (
        ProfileNotModelled,
        SuiteInvalid,
        certify,
        load_feature_suite,
        load_suite,
        terminal_progress,
    )
    from refdealer.feature_suite import FeatureRunError
    from refdealer.hello import HelloRefused
    from refdealer.reports import write_html, write_json, write_junit

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
    try:
        engine = open_engine(args.adapter, args.adapter_cmd, timeout=args.timeout)
    except AdapterError as error:
        print(f"refdealer certify: {error}", file=sys.stderr)
        return 2
    progress = terminal_progress if sys.stderr.isatty() else None
    try:
        suite = None
        if custom:
            from refdealer.feature_suite import feature_files
            from refdealer.scenarios.loader import scenario_files
            from refdealer.suite import custom_identity

            suite = custom_identity(
                scenario_files(args.scenarios or []) + feature_files(args.features or [])
            )
        certificate = certify(
            engine,
            profile=args.profile,
            scenarios=scenarios,
            features=features,
            progress=progress,
            suite=suite,
        )
    except FeatureRunError as error:
        print(f"refdealer certify: {error}", file=sys.stderr)
        return 2
    except HelloRefused as refused:
        print(f"refdealer certify: the engine's hello cannot be used: {refused}", file=sys.stderr)
        print("refdealer certify: nothing certified", file=sys.stderr)
        return 2
    finally:
        close = getattr(engine, "close", None)
        if callable(close):
            close()
    engine_name = certificate.engine.get("engine", "?")
    print(
        f"refdealer {certificate.suite['version']} ({certificate.suite['digest'][:19]}) on "
        f"{engine_name} {certificate.engine.get('version', '')}, profile {certificate.profile}"
    )
    for result in certificate.results:
        if result.outcome in ("failed", "error"):
            print(f"{result.outcome.upper()} {result.id} [{', '.join(result.rules)}]")
            print(textwrap.indent(result.detail, "    "))
            for difference in result.differences:
                print(f"    {difference}")
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
        print(f"note: {note}")
    if args.json:
        write_json(certificate, args.json)
    if args.junit:
        write_junit(certificate, args.junit)
    if args.html:
        write_html(certificate, args.html)
    return 0 if certificate.ok else 1
