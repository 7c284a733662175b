"""``refdealer mutants``: run the whole suite against every mutant dealer, print the kill matrix."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "mutants",
        help="run the suite against mutant dealers: every rule bug must be caught",
        description="Run the whole suite (YAML scenarios and feature scenarios) against every "
        "mutant dealer, the reference dealer with one rule bug, and print which scenarios kill "
        "each. The exit status is 1 if a mutant survives, or is killed only by scenarios that "
        "do not cite the rule it breaks.",
    )
    parser.add_argument("--json", metavar="FILE", help="write the kill matrix as JSON")
    parser.add_argument(
        "--jobs", type=int, default=min(4, os.cpu_count() or 1), metavar="N",
        help="worker processes (default: up to 4)",
    )  # fmt: skip
    parser.add_argument(
        "--no-features", action="store_true", help="run the YAML scenarios only (faster)"
    )
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these mutants")
    parser.set_defaults(handler=run_mutants)


def run_mutants(args: argparse.Namespace) -> int:
    from refdealer.mutants import MUTANTS, MUTANTS_BY_NAME, run_matrix

    chosen = MUTANTS
    if args.only:
        unknown = [name for name in args.only if name not in MUTANTS_BY_NAME]
        if unknown:
            print(f"refdealer mutants: unknown mutant(s) {', '.join(unknown)}", file=sys.stderr)
            return 2
        chosen = tuple(MUTANTS_BY_NAME[name] for name in args.only)
    started = time.perf_counter()
    results = run_matrix(chosen, features=not args.no_features, jobs=args.jobs)
    seconds = time.perf_counter() - started
    width = max(len(r.name) for r in results)
    bad = 0
    for r in results:
        if not r.killed:
            verdict = "SURVIVED"
        elif not r.caught:
            verdict = "killed, rule not cited"
        else:
            verdict = "killed"
        bad += not r.caught
        print(
            f"{r.name:<{width}}  {r.rule:<26} {r.area:<10} {verdict:<22} "
            f"kills {len(r.killers):>3}  citing {len(r.citing_killers):>3}"
        )
    areas = sorted({r.area for r in results})
    print(
        f"{len(results)} mutants over {len(areas)} rule areas: "
        f"{len(results) - bad} caught by a scenario citing their rule, {bad} not; "
        f"{seconds:.1f}s"
    )
    if args.json:
        document = {
            "seconds": round(seconds, 3),
            "features": not args.no_features,
            "mutants": [r.to_dict() for r in results],
        }
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(document, handle, indent=2)
            handle.write("\n")
    return 1 if bad else 0
