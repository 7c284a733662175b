"""``refdealer rules`` and ``refdealer coverage``: the rule catalog and how the suite covers it."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap

from refdealer.options import DEFAULT_PROFILE, PROFILES

#: Width of the wrapped rule text printed by ``refdealer rules ID``.
TEXT_WIDTH = 88


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    rules = commands.add_parser(
        "rules", help="print the rule catalog, one rule, or the rules matching words",
        description="Print the rule catalog, one rule, or the rules matching words. With "
        "--diff: every rule where the books (rrop-cash, tda-2024) differ, each book's ruling "
        "with its section, the house options whose defaults carry the difference, and the "
        "suite's scenarios for the rule under each profile.",
    )  # fmt: skip
    rules.add_argument(
        "rule", nargs="*", metavar="ID|WORD",
        help="a rule id (FLOP-PREMATURE), or words found in rule ids, titles and texts",
    )  # fmt: skip
    rules.add_argument(
        "--diff", action="store_true",
        help="the rules where the books differ (only those matching ID|WORD, if given)",
    )  # fmt: skip
    rules.add_argument(
        "--json", metavar="FILE", help="with --diff: write the listing as JSON (- for stdout)"
    )  # fmt: skip
    rules.set_defaults(handler=run_rules)

    coverage = commands.add_parser(
        "coverage",
        help="which scenarios check each rule and decide each house option value; fails on gaps",
        description="Run the suite on the reference dealer and list, for every rule, the "
        "scenarios and feature scenarios that cite it and their outcomes, and for every value "
        "of every house option the scenarios whose outcome it decides (each replayed under the "
        "option's other values) or that setup refuses it as not modelled. A modelled rule with "
        "fewer than two passing scenarios, or a value neither refused nor deciding a scenario, "
        "is a gap, and gaps make the exit status 1.",
    )
    coverage.add_argument("--profile", default=DEFAULT_PROFILE, choices=PROFILES)
    coverage.add_argument("--json", metavar="FILE", help="write the coverage as JSON")
    coverage.set_defaults(handler=run_coverage)


def run_rules(args: argparse.Namespace) -> int:
    from refdealer.catalog import rule_catalog

    if args.diff:
        from refdealer.commands.rules_diff import run_rules_diff

        return run_rules_diff(args.rule, args.json)
    if args.json:
        print("refdealer rules: --json goes with --diff", file=sys.stderr)
        return 2
    catalog = rule_catalog()
    if args.rule:
        query = " ".join(args.rule)
        entry = catalog.get(query.upper().replace(" ", "-").replace("_", "-"))
        if entry is None:
            words = query.lower().split()
            found = [
                e for e in catalog.values()
                if all(w in f"{e.id} {e.title} {e.text}".lower() for w in words)
            ]  # fmt: skip
            if not found:
                print(f"refdealer rules: no rule id or rule text matches {query!r}",
                      file=sys.stderr)  # fmt: skip
                return 2
            if len(found) > 1:
                for e in found:
                    mark = "" if e.modelled else "  [deferred]"
                    print(f"{e.id:<28} {e.area:<11} {e.title}{mark}")
                print(f"{len(found)} rules match {query!r}; refdealer rules ID prints one")
                return 0
            entry = found[0]
        print(f"{entry.id} — {entry.title}")
        print(f"  area: {entry.area}")
        print(f"  status: {entry.status}" + (f" ({entry.reason})" if entry.reason else ""))
        print("  rule:")
        wrapper = textwrap.TextWrapper(
            TEXT_WIDTH,
            initial_indent="    ",
            subsequent_indent="    ",
            break_long_words=False,
            break_on_hyphens=False,
        )
        print(wrapper.fill(entry.text))
        if entry.books:
            print("  where the books differ (refdealer rules --diff ID for the options and "
                  "scenarios):")  # fmt: skip
            wrapper.initial_indent = wrapper.subsequent_indent = "      "
            for book in entry.books:
                print(f"    {book.profile} \u00b7 {book.section}")
                print(wrapper.fill(book.ruling))
        print("  sources:")
        for source in entry.sources:
            print(f"    {source}")
        return 0
    for entry in catalog.values():
        mark = "" if entry.modelled else "  [deferred]"
        print(f"{entry.id:<28} {entry.area:<11} {entry.title}{mark}")
    return 0


def run_coverage(args: argparse.Namespace) -> int:
    from refdealer.suite.adapters import open_engine
    from refdealer.suite.certify import certify, load_suite
    from refdealer.suite.coverage import option_coverage, rule_coverage

    engine = open_engine(profile=args.profile)
    certificate = certify(engine, profile=args.profile)
    rows = rule_coverage(certificate)
    area = None
    gaps = 0
    for row in rows:
        if row.area != area:
            area = row.area
            print(area)
        if row.status != "modelled":
            print(f"  {row.id:<28} deferred: {row.reason}")
            continue
        kinds = {kind for _, kind, _ in row.results}
        gap = row.gap
        gaps += gap is not None
        label = f"{row.passing} passing ({', '.join(sorted(kinds)) or 'none'})"
        print(f"  {row.id:<28} {label}" + (f"  GAP: {gap}" if gap else ""))
    modelled = sum(1 for row in rows if row.status == "modelled")
    print(f"{modelled} modelled rules, {len(rows) - modelled} deferred, {gaps} gap(s)")
    options = option_coverage(load_suite(), profile=args.profile)
    option_gaps = 0
    print("house options")
    for value in options:
        label = f"{value.option}={value.value}"
        if value.refused:
            print(f"  {label:<56} refused at setup: not modelled")
            continue
        gap = value.gap
        option_gaps += gap is not None
        shown = ", ".join(value.exercised[:3]) + (" ..." if len(value.exercised) > 3 else "")
        print(
            f"  {label:<56} {len(value.exercised)} deciding"
            + (f" ({shown})" if shown else "")
            + (f"  GAP: {gap}" if gap else "")
        )
    refused = sum(1 for value in options if value.refused)
    print(
        f"{len(options)} option values: {len(options) - refused} modelled, {refused} refused "
        f"at setup, {option_gaps} gap(s)"
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            document = {
                "rules": [row.to_dict() for row in rows],
                "options": [value.to_dict() for value in options],
            }
            json.dump(document, out, indent=2)
    return 1 if gaps or option_gaps else 0
