"""Rule and house-option coverage: which scenarios check each rule and decide each option
value, and the gaps.

A modelled rule needs at least ``MIN_SCENARIOS`` scenarios (YAML or feature) citing it, all
passing on the reference dealer; fewer is a gap, and a gap fails ``refdealer coverage``.
Deferred rules are listed with the reason they are deferred. Every value of every house
option is either refused at setup as not modelled, or decides the outcome of at least one
YAML scenario (:func:`option_coverage`); otherwise it is a gap too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from refdealer.catalog import RULE_AREAS, rule_catalog
from refdealer.options import (
    DEFAULT_PROFILE,
    HOUSE_OPTIONS,
    SUPPORTED_PROFILES,
    HouseOption,
    OptionValue,
    profile_defaults,
)
from refdealer.scenarios.model import Scenario
from refdealer.scenarios.runner import PASSED, run_scenario
from refdealer.suite.certify import Certificate

MIN_SCENARIOS = 2


@dataclass(slots=True)
class RuleCoverage:
    """One rule: its catalog entry and the results of the scenarios citing it."""

    id: str
    area: str
    title: str
    status: str
    reason: str
    results: list[tuple[str, str, str]] = field(default_factory=list)  # id, kind, outcome

    @property
    def passing(self) -> int:
        return sum(1 for _, _, outcome in self.results if outcome == "passed")

    @property
    def gap(self) -> str | None:
        """Why this rule is a gap, or ``None``."""
        if self.status != "modelled":
            return None
        failing = [rid for rid, _, outcome in self.results if outcome in ("failed", "error")]
        if failing:
            return f"{len(failing)} citing scenario(s) do not pass: {', '.join(failing)}"
        if self.passing < MIN_SCENARIOS:
            return f"only {self.passing} passing scenario(s), at least {MIN_SCENARIOS} needed"
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "area": self.area,
            "title": self.title,
            "status": self.status,
            "reason": self.reason,
            "scenarios": [
                {"id": rid, "kind": kind, "outcome": outcome} for rid, kind, outcome in self.results
            ],
            "gap": self.gap,
        }


def rule_coverage(certificate: Certificate) -> list[RuleCoverage]:
    """Every catalogued rule with the certificate's results that cite it, in area order."""
    table = {
        entry.id: RuleCoverage(entry.id, entry.area, entry.title, entry.status, entry.reason)
        for entry in rule_catalog().values()
    }
    for result in certificate.results:
        for rule in result.rules:
            if rule in table:
                table[rule].results.append((result.id, result.kind, result.outcome))
    order = {area: index for index, area in enumerate(RULE_AREAS)}
    return sorted(table.values(), key=lambda row: order.get(row.area, len(order)))


@dataclass(slots=True)
class OptionValueCoverage:
    """One value of one house option: refused at setup, or the scenarios it decides.

    A scenario *exercises* a value when it passes on the reference dealer with that value
    (named in its ``house``, or the profile's default for a scenario citing the option's rule
    that leaves it unnamed) and, where the option has another value the dealer models, fails
    when replayed with that other value: the value changed its outcome. A value that is the
    only one modelled counts when a scenario names it and passes. A modelled value no
    scenario exercises is a gap.
    """

    option: str
    value: OptionValue
    rule: str
    refused: bool
    exercised: list[str] = field(default_factory=list)
    #: Scenarios that name the value and pass, but play the same under every other value.
    inert: list[str] = field(default_factory=list)

    @property
    def gap(self) -> str | None:
        if self.refused or self.exercised:
            return None
        if self.inert:
            return f"named by {', '.join(self.inert)}, but no outcome depends on it"
        return "no scenario names this value, and setup does not refuse it"

    def to_dict(self) -> dict[str, Any]:
        return {
            "option": self.option,
            "value": self.value,
            "rule": self.rule,
            "refused": self.refused,
            "exercised": list(self.exercised),
            "inert": list(self.inert),
            "gap": self.gap,
        }


def _modelled_values(option: HouseOption, used: set[OptionValue]) -> list[OptionValue]:
    """The values to report: the listed ones, or for a number option those the suite uses."""
    if option.values is None:
        return sorted(used, key=str)
    return list(option.values)


def _alternatives(option: HouseOption, value: OptionValue) -> list[OptionValue]:
    """Other values of ``option`` the dealer models, to replay a scenario with."""
    if option.values is None:
        assert isinstance(value, int)
        return [value + 1]
    return [v for v in option.modelled or () if v != value]


def option_coverage(
    scenarios: Sequence[Scenario], *, profile: str = DEFAULT_PROFILE
) -> list[OptionValueCoverage]:
    """Every value of every house option, with the YAML scenarios whose outcome it decides
    (each replayed on the reference dealer under the option's other modelled values)."""
    from refdealer.capabilities import CAPABILITIES
    from refdealer.suite.adapters import open_engine

    engine = open_engine(profile=profile)
    capabilities = list(CAPABILITIES)

    def passes(scenario: Scenario) -> bool:
        result = run_scenario(
            engine,
            scenario,
            profile=profile,
            capabilities=capabilities,
            profiles=SUPPORTED_PROFILES,
        )
        return result.outcome == PASSED

    naming: dict[tuple[str, OptionValue], list[Scenario]] = {}
    for scenario in scenarios:
        house = scenario.setup.get("house") or {}
        for name, value in house.items():
            naming.setdefault((name, value), []).append(scenario)
    defaults = profile_defaults(profile)

    def decides(scenario: Scenario, name: str, others: list[OptionValue]) -> bool:
        """Whether replaying ``scenario`` with ``name`` set to another value fails it."""
        for other in others:
            house = {**(scenario.setup.get("house") or {}), name: other}
            if not passes(replace(scenario, setup={**scenario.setup, "house": house})):
                return True
        return False

    rows: list[OptionValueCoverage] = []
    for name, option in HOUSE_OPTIONS.items():
        used = {value for (n, value) in naming if n == name} | {defaults[name]}
        for value in _modelled_values(option, used):
            refused = option.modelled is not None and value not in option.modelled
            row = OptionValueCoverage(name, value, option.rule, refused)
            rows.append(row)
            if refused:
                continue
            others = _alternatives(option, value)
            for scenario in naming.get((name, value), []):
                if not passes(scenario):
                    continue  # a failing scenario is rule coverage's gap, not this one
                if not others or decides(scenario, name, others):
                    row.exercised.append(scenario.id)  # (with no other value: the only one)
                else:
                    row.inert.append(scenario.id)
            if value != defaults[name] or not others:
                continue
            # The profile's default also decides the scenarios of its rule that leave it be.
            for scenario in scenarios:
                house = scenario.setup.get("house") or {}
                if option.rule not in scenario.rules or name in house or not passes(scenario):
                    continue
                if decides(scenario, name, others):
                    row.exercised.append(f"{scenario.id} (by default)")
    return rows
