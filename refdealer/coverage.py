"""Rule coverage: which scenarios and feature scenarios check each rule, and the gaps.

A modelled rule needs at least ``MIN_SCENARIOS`` scenarios (YAML or feature) citing it, all
passing on the reference dealer; fewer is a gap, and a gap fails ``refdealer coverage``.
Deferred rules are listed with the reason they are deferred.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from refdealer.catalog import RULE_AREAS, rule_catalog
from refdealer.certify import Certificate

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
