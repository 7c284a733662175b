"""The project's rule catalog: every rule id it cites, with its area, title and sources.

The data lives in ``refdealer/data/rules.yaml`` (shipped in the package); rulings, scenarios
and features cite these ids, and validation resolves every citation against this list.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

import yaml


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One rule of the catalog."""

    id: str
    area: str
    title: str
    sources: tuple[str, ...]
    status: str
    reason: str = ""

    @property
    def modelled(self) -> bool:
        return self.status == "modelled"


@cache
def rule_catalog() -> dict[str, RuleEntry]:
    """Rule id -> entry, in catalog order."""
    text = resources.files("refdealer").joinpath("data/rules.yaml").read_text(encoding="utf-8")
    raw = yaml.safe_load(text)
    return {
        item["id"]: RuleEntry(
            id=item["id"],
            area=item["area"],
            title=item["title"],
            sources=tuple(item["sources"]),
            status=item["status"],
            reason=item.get("reason", ""),
        )
        for item in raw["rules"]
    }


RULE_AREAS: tuple[str, ...] = (
    "dealing", "misdeals", "board", "blinds", "actions", "bet-sizes", "pots", "dead-hands",
    "showdown", "kill-pots", "tournament",
)  # fmt: skip
