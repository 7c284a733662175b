"""A shrunk disagreement written as a YAML scenario a builder can keep as a test.

The hand's setup and events become the scenario's ``setup`` (the full deck) and ``script``:
the initial deal and each burn-and-board pair the reference took are written as ``deal:``
shorthands, a refused event as a step with ``reject:``, and the event that disagreed carries
what the engine got wrong: the reference's refusal, or a checkpoint of the fields that
differed. ``requires``, ``requires_under`` (what only one profile's hand needs) and
``profiles`` are worked out as ``refdealer validate`` works them out
(:func:`~refdealer.scenarios.requirements.scenario_needs`), and the file is loaded back
through the scenario loader before it is kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from refdealer.catalog import rule_catalog
from refdealer.fuzz.deviation import ACCEPTED_REFUSAL, WRONG_FIELDS, WRONG_REJECTION, Deviation
from refdealer.fuzz.play import HandResult, Played
from refdealer.options import PROFILES
from refdealer.scenarios.loader import load_scenario_file
from refdealer.scenarios.model import Scenario, ScenarioIssue
from refdealer.scenarios.requirements import ordered_requires, scenario_needs, tag_issues
from refdealer.scenarios.requires_under import TAG_FIELDS, UNDER_FIELD

STREETS = {0: "flop", 3: "turn", 4: "river"}


class ScenarioNotWritten(RuntimeError):
    """The scenario written does not load back cleanly (a bug of the writer)."""

    def __init__(self, path: Path, issues: Sequence[ScenarioIssue]) -> None:
        super().__init__(f"{path}: " + "; ".join(str(issue) for issue in issues))


def slug(text: str) -> str:
    """A file-name-safe id made of ``text``'s words."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:80] or "deviation"


def expect_of(deviation: Deviation) -> dict[str, Any]:
    """The checkpoint of the fields that differed, with the reference's values."""
    expect: dict[str, Any] = {}
    for difference in deviation.differences:
        if difference.field.startswith("rulings"):
            expect["rulings"] = difference.expected
            continue
        *parents, last = difference.field.split(".")
        node = expect
        for part in parents:
            child = node.setdefault(part, {})
            if not isinstance(child, dict):
                break
            node = child
        else:
            node[last] = difference.expected
    return expect


def script_of(played: Sequence[Played], deviation: Deviation, players: int) -> list[Any]:
    """The script's steps: shorthands for the deal and the streets, the last event judged."""
    if not played:  # the engine refused the setup: any step shows it
        return [{"deal": "hole"}]
    steps: list[Any] = []
    *before, last = played
    index = 0
    if len(before) >= 2 * players and all(
        p.event == {"type": "deal_hole"} and p.reject is None for p in before[: 2 * players]
    ):
        steps.append({"deal": "hole"})
        index = 2 * players
    board = 0
    while index < len(before):
        step = before[index]
        following = before[index + 1] if index + 1 < len(before) else None
        if (
            step.event == {"type": "burn"}
            and step.reject is None
            and following is not None
            and following.reject is None
            and following.event == {"type": "board", "count": 3 if board == 0 else 1}
            and board in STREETS
        ):
            steps.append({"deal": STREETS[board]})
            board += following.event["count"]
            index += 2
            continue
        if step.event.get("type") == "board" and step.reject is None:
            board += int(step.event.get("count", 0))
        steps.append(_step(step.event, step.reject))
        index += 1
    final = _step(last.event, last.reject)
    if deviation.cause in (ACCEPTED_REFUSAL, WRONG_REJECTION):
        final["reject"] = last.reject
    elif deviation.cause == WRONG_FIELDS or deviation.differences:
        final["expect"] = expect_of(deviation)  # a broken invariant is judged on any snapshot
    steps.append(final)
    return steps


def _step(event: Mapping[str, Any], reject: str | None) -> dict[str, Any]:
    step: dict[str, Any] = {"event": dict(event)}
    if reject is not None:
        step["reject"] = reject
    return step


def scenario_document(
    hand: HandResult,
    deviation: Deviation,
    *,
    scenario_id: str,
    origin: str,
    profile: str,
) -> dict[str, Any]:
    """The YAML document of one scenario (``requires``/``profiles`` still to be derived).

    ``origin`` says where the hand came from (the engine, the seed and the hand's number)."""
    catalog = rule_catalog()
    rules = [deviation.rule, *(hand.played[-1].rules if hand.played else ())]
    rules = [rule for rule in dict.fromkeys(rules) if rule in catalog] or ["BET-ROUND-CLOSE"]
    first = deviation.differences[0] if deviation.differences else None
    if first is not None:
        differed = (
            f"{first.field} is {json.dumps(first.actual)} on the engine, "
            f"{json.dumps(first.expected)} on the reference"
        )
    else:
        differed = deviation.detail
    setup = dict(hand.setup)
    return {
        "id": scenario_id,
        "title": f"Fuzz: {deviation.cause}: {deviation.field or deviation.rule}",
        "description": (
            f"Found by refdealer fuzz ({origin}) and shrunk: {deviation.key}. "
            f"At the last step {differed}."
        ),
        "rules": rules,
        "requires": [],
        "profiles": [profile],
        "setup": setup,
        "script": script_of(hand.played, deviation, len(setup["seats"])),
    }


def _dump(document: Mapping[str, Any]) -> str:
    header = "# Written by refdealer fuzz: a disagreement of an engine with the reference.\n"
    return header + yaml.safe_dump(
        {"scenarios": [dict(document)]}, sort_keys=False, width=100, default_flow_style=None
    )


def write_scenario(document: dict[str, Any], path: Path) -> Scenario:
    """Write ``document`` to ``path`` with ``requires``, ``requires_under`` and ``profiles``
    derived as ``refdealer validate`` derives them, and load it back: the scenario as loaded."""
    path.write_text(_dump(document), encoding="utf-8")
    loaded = _load_one(path)
    needs = scenario_needs(loaded)
    under = {p: ordered_requires([], needs.under[p]) for p in PROFILES if p in needs.under}
    derived = {
        "requires": ordered_requires([], needs.capabilities),
        **({UNDER_FIELD: under} if under else {}),
        "profiles": list(needs.profiles) or document["profiles"],
    }
    # The derived fields in their place, after the rules: the order a writer reads them in.
    rest = {k: v for k, v in document.items() if k not in (*derived, *TAG_FIELDS)}
    head: dict[str, Any] = {
        k: rest.pop(k) for k in ("id", "title", "description", "rules") if k in rest
    }
    document.clear()
    document.update({**head, **derived, **rest})
    path.write_text(_dump(document), encoding="utf-8")
    loaded = _load_one(path)
    issues = tag_issues(loaded)
    if issues:
        raise ScenarioNotWritten(path, issues)
    return replace(loaded)


def _load_one(path: Path) -> Scenario:
    scenarios, issues = load_scenario_file(path)
    if issues or len(scenarios) != 1:
        raise ScenarioNotWritten(path, issues)
    return scenarios[0]
