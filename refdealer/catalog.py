"""The project's rule catalog: every rule id it cites, with its area, title, text and sources.

The data lives in ``refdealer/data/rules.yaml`` (shipped in the package); rulings, scenarios
and features cite these ids, and validation resolves every citation against this list. Each
entry states its rule in the project's own words (``text``), which ``refdealer rules ID``
prints.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import yaml

from refdealer.errors import DealerError


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One rule of the catalog."""

    id: str
    area: str
    title: str
    text: str
    sources: tuple[str, ...]
    status: str
    reason: str = ""

    @property
    def modelled(self) -> bool:
        return self.status == "modelled"


class CatalogError(DealerError):
    """The rule catalog data is malformed; the message names the entry."""


def _rule_text(item: dict[str, Any]) -> str:
    """The entry's ``text``: required, a non-empty string, whitespace collapsed."""
    text = item.get("text")
    if not isinstance(text, str) or not text.strip():
        problem = "has no text" if text is None else f"has an empty or non-string text {text!r}"
        raise CatalogError(f"rule {item.get('id', '?')} {problem}: every rule states its text")
    return " ".join(text.split())


def load_rules(document: str) -> dict[str, RuleEntry]:
    """Rule id -> entry, in catalog order, from the YAML text of a rules file."""
    raw = yaml.safe_load(document)
    return {
        item["id"]: RuleEntry(
            id=item["id"],
            area=item["area"],
            title=item["title"],
            text=_rule_text(item),
            sources=tuple(item["sources"]),
            status=item["status"],
            reason=item.get("reason", ""),
        )
        for item in raw["rules"]
    }


@cache
def rule_catalog() -> dict[str, RuleEntry]:
    """Rule id -> entry, in catalog order."""
    path = resources.files("refdealer").joinpath("data/rules.yaml")
    return load_rules(path.read_text(encoding="utf-8"))


RULE_AREAS: tuple[str, ...] = (
    "dealing", "misdeals", "board", "blinds", "actions", "bet-sizes", "pots", "dead-hands",
    "showdown", "kill-pots", "tournament",
)  # fmt: skip
