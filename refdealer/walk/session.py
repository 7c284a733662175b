"""Training sessions: which scenarios to quiz on (chosen from a seed) and their rule areas."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from refdealer.catalog import RULE_AREAS, rule_catalog
from refdealer.scenarios.model import Scenario


def has_quiz(scenario: Scenario) -> bool:
    return any(step.quiz is not None for step in scenario.script)


def has_teaching(scenario: Scenario) -> bool:
    """Whether the scenario carries narration or a quiz (so a handout is worth writing)."""
    return any(step.quiz is not None or step.narration for step in scenario.script)


def scenario_areas(scenario: Scenario) -> tuple[str, ...]:
    """The rule areas of the scenario's rules, in the catalog's area order."""
    catalog = rule_catalog()
    found = {catalog[rule].area for rule in scenario.rules if rule in catalog}
    ordered = [area for area in RULE_AREAS if area in found]
    return tuple(ordered + sorted(found - set(RULE_AREAS)))


def question_area(scenario: Scenario) -> tuple[str, ...]:
    """The one rule area a scenario's questions are scored under: its first rule's (the
    rule it teaches), so a question never counts under several areas."""
    catalog = rule_catalog()
    first = next((catalog[rule].area for rule in scenario.rules if rule in catalog), None)
    return (first,) if first is not None else ()


def pick_scenarios(
    scenarios: Iterable[Scenario], *, area: str | None = None, count: int = 5, seed: int = 0
) -> list[Scenario]:
    """Up to ``count`` scenarios with quiz questions (in ``area`` if given), chosen by ``seed``.

    The pool is sorted by id first, so the choice depends only on the seed and the suite.
    """
    pool = sorted(
        (s for s in scenarios if has_quiz(s) and (area is None or area in scenario_areas(s))),
        key=lambda s: s.id,
    )
    return random.Random(seed).sample(pool, min(max(count, 0), len(pool)))


def by_area(scenarios: Sequence[Scenario]) -> list[tuple[str, list[Scenario]]]:
    """Scenarios grouped by rule area (a scenario appears under each of its areas)."""
    groups: dict[str, list[Scenario]] = {}
    for scenario in scenarios:
        for area in scenario_areas(scenario):
            groups.setdefault(area, []).append(scenario)
    order = {area: index for index, area in enumerate(RULE_AREAS)}
    return sorted(groups.items(), key=lambda item: (order.get(item[0], 99), item[0]))
