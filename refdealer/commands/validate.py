"""``refdealer validate``, ``schema`` and ``list``: working with scenario and feature files."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from refdealer.options import PROFILES
from refdealer.sanitize import terminal_safe


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    validate = commands.add_parser(
        "validate",
        help="check scenario and feature files, and their capability and profile tags",
        description="Check scenario files and feature files (or every .yaml and .feature "
        "under the directories given; by default the built-in suite): every problem with its "
        "file, line and field. Each scenario is played on the reference dealer to work out the "
        "capabilities and profiles it needs; a missing or needless tag is a problem too.",
    )
    validate.add_argument("paths", nargs="*", metavar="PATH")
    validate.add_argument(
        "--fix-tags",
        action="store_true",
        help="rewrite the requires:/profiles: lines and feature tag lines that differ",
    )
    validate.add_argument(
        "--no-tags", action="store_true", help="do not work out the tags (faster)"
    )
    validate.set_defaults(handler=run_validate)

    schema = commands.add_parser("schema", help="print the JSON Schema of scenario files")
    schema.set_defaults(handler=run_schema)

    listing = commands.add_parser(
        "list",
        help="list the suite's scenarios and feature scenarios by rule area and rule",
        description="List scenarios ([yaml]) and feature scenarios ([feature]) by rule area "
        "and rule; a feature scenario is listed under the rule its 'Rule:' cites.",
    )
    listing.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="scenario or feature files, or directories holding them (default: the built-in suite)",
    )
    listing.add_argument(
        "--walkable", action="store_true",
        help="only the scenarios refdealer walk can play (leave out the feature scenarios)",
    )  # fmt: skip
    listing.add_argument(
        "--profile", choices=PROFILES, default=None,
        help="only what holds for this rule book (a feature scenario without a profile tag "
        "holds for every book)",
    )  # fmt: skip
    listing.set_defaults(handler=run_list)


def run_validate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from refdealer.scenarios.loader import load_scenarios, scenario_files
    from refdealer.suite.feature_suite import FEATURE_SUFFIX, feature_files, load_features
    from refdealer.suite.files import features_dir, scenarios_dir

    if args.paths:
        paths = [Path(path) for path in args.paths]
        yaml_paths = [p for p in paths if p.is_dir() or p.suffix != FEATURE_SUFFIX]
        feature_paths = [p for p in paths if p.is_dir() or p.suffix == FEATURE_SUFFIX]
    else:
        yaml_paths, feature_paths = [scenarios_dir()], [features_dir()]
    files = scenario_files(yaml_paths)
    found_features = feature_files(feature_paths)
    missing = [str(p) for p in [*files, *found_features] if not p.exists()]
    for path in missing:
        print(f"{path}:1: (file): no such file", file=sys.stderr)
    scenarios, issues = load_scenarios([p for p in files if p.exists()])
    features, feature_issues = load_features([p for p in found_features if p.exists()])
    issues = [*issues, *feature_issues]
    if not args.no_tags and not issues:
        issues += _tag_problems(scenarios, features, fix=args.fix_tags)
    for issue in sorted(issues, key=lambda i: (i.path, i.line)):
        print(terminal_safe(str(issue)))  # scenario text may hold escape sequences
    problems = len(issues) + len(missing)
    print(
        f"{len(files)} scenario file(s), {len(scenarios)} scenario(s), "
        f"{len(found_features)} feature file(s), {len(features)} feature scenario(s), "
        f"{problems} problem(s)"
    )
    return 1 if problems else 0


def _tag_problems(scenarios: list[Any], features: list[Any], *, fix: bool) -> list[Any]:
    """The tag problems of the files (after fixing them, with ``fix``: what is left)."""
    from refdealer.scenarios.requirements import tag_issues
    from refdealer.suite.feature_requirements import feature_needs, feature_tag_issues

    needs = feature_needs(features) if features else {}
    if fix:
        from refdealer.scenarios.loader import load_scenarios
        from refdealer.suite.feature_suite import load_features
        from refdealer.suite.tag_fixes import fix_feature_tags, fix_scenario_tags

        fixed = fix_scenario_tags(scenarios)
        fixed_features = fix_feature_tags(features, needs)
        for path, count in sorted({**fixed, **fixed_features}.items()):
            print(f"{path}: fixed the tags of {count} scenario(s)", file=sys.stderr)
        scenarios, _ = load_scenarios(sorted({s.path for s in scenarios}))
        features, _ = load_features(sorted({f.path for f in features}))
        needs = feature_needs(features) if features else {}
    problems: list[Any] = []
    for scenario in scenarios:
        problems += tag_issues(scenario)
    problems += feature_tag_issues(features, needs)
    return problems


def run_schema(args: argparse.Namespace) -> int:
    from refdealer.scenarios.loader import scenario_schema

    print(json.dumps(scenario_schema(), indent=2))
    return 0


def run_list(args: argparse.Namespace) -> int:
    from pathlib import Path

    from refdealer.catalog import rule_catalog
    from refdealer.scenarios.loader import load_scenarios
    from refdealer.suite.feature_suite import FEATURE_SUFFIX, load_features
    from refdealer.suite.files import features_dir, scenarios_dir

    if args.paths:
        paths = [Path(path) for path in args.paths]
        yaml_paths = [p for p in paths if p.is_dir() or p.suffix != FEATURE_SUFFIX]
        feature_paths = [p for p in paths if p.is_dir() or p.suffix == FEATURE_SUFFIX]
    else:
        yaml_paths, feature_paths = [scenarios_dir()], [features_dir()]
    scenarios, issues = load_scenarios(yaml_paths)
    features, feature_issues = load_features(feature_paths)
    for issue in [*issues, *feature_issues]:
        print(terminal_safe(str(issue)), file=sys.stderr)
    catalog = rule_catalog()
    by_area: dict[str, dict[str, list[str]]] = {}

    def wanted(profiles: tuple[str, ...]) -> bool:
        return args.profile is None or not profiles or args.profile in profiles

    entries = [(s.rules, f"[yaml] {s.id}") for s in scenarios if wanted(s.profiles)]
    if not args.walkable:
        entries += [(f.rules, f"[feature] {f.id}") for f in features if wanted(f.profiles)]
    for rules, entry in entries:
        for rule in rules:
            area = catalog[rule].area if rule in catalog else "unknown"
            by_area.setdefault(area, {}).setdefault(rule, []).append(entry)
    for area in sorted(by_area):
        print(area)
        for rule in sorted(by_area[area]):
            print(f"  {rule}")
            for entry in by_area[area][rule]:
                print(terminal_safe(f"    {entry}"))  # a feature id holds the scenario's name
    print(
        "Entries marked yaml play with refdealer walk ID (walkthrough, quiz, handout); "
        "those marked feature are Gherkin checks run by refdealer certify, not walkable."
    )
    return 1 if issues or feature_issues else 0
