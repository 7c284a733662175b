"""Where the two books differ: every rule a differing house option carries, from the data.

A rule differs between the books when a house option of it (``HouseOption.rule``) has a
different default under the profiles (:data:`~refdealer.options.HOUSE_OPTIONS`), or when
the rule catalog gives each book its own ruling (``books:`` in ``refdealer/data/rules.yaml``).
Each such rule is listed with both rulings in the catalog's words, the options that carry
the difference, and the suite's scenarios for it under each profile (a scenario or feature
scenario holds for the profiles of its ``profiles:`` tag). Nothing here is a hand-kept list:
an option, a catalog entry or a scenario added elsewhere shows up on its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from refdealer.catalog import BookText, RuleEntry, rule_catalog
from refdealer.options import HOUSE_OPTIONS, PROFILES, HouseOption, OptionValue


class Cited(Protocol):
    """A scenario or a feature scenario: an id, the rules it cites, the profiles it holds for."""

    @property
    def id(self) -> str: ...
    @property
    def rules(self) -> tuple[str, ...]: ...
    @property
    def profiles(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class OptionDiff:
    """A house option whose default differs between the books: each book's value."""

    name: str
    summary: str
    source: str
    #: (profile, its default, whether the dealer models that value), in profile order.
    values: tuple[tuple[str, OptionValue, bool], ...]

    @classmethod
    def of(cls, option: HouseOption) -> OptionDiff:
        supported = option.supported
        values = tuple(
            (p, option.defaults[p], supported is None or option.defaults[p] in supported)
            for p in PROFILES
        )
        return cls(option.name, option.summary, option.source, values)

    def value(self, profile: str) -> OptionValue:
        return next(v for p, v, _ in self.values if p == profile)


@dataclass(frozen=True, slots=True)
class RuleDiff:
    """One rule where the books differ."""

    rule: RuleEntry
    options: tuple[OptionDiff, ...]
    #: profile -> the ids of the suite's scenarios for the rule that hold for it.
    scenarios: dict[str, tuple[str, ...]]

    @property
    def id(self) -> str:
        return self.rule.id

    def book(self, profile: str) -> BookText | None:
        return self.rule.book(profile)

    @property
    def missing_books(self) -> tuple[str, ...]:
        """The profiles whose ruling the catalog does not state for this rule."""
        return tuple(p for p in PROFILES if self.rule.book(p) is None)

    def to_dict(self) -> dict[str, Any]:
        books = {}
        for profile in PROFILES:
            book = self.book(profile)
            books[profile] = (
                {"section": book.section, "ruling": book.ruling} if book is not None else None
            )  # fmt: skip
        return {
            "rule": self.id,
            "area": self.rule.area,
            "title": self.rule.title,
            "status": self.rule.status,
            "books": books,
            "options": [
                {
                    "name": o.name,
                    "summary": o.summary,
                    "source": o.source,
                    "defaults": {p: v for p, v, _ in o.values},
                    "modelled": {p: m for p, _, m in o.values},
                }
                for o in self.options
            ],
            "scenarios": {p: list(ids) for p, ids in self.scenarios.items()},
        }


def differing_options(rule: str | None = None) -> list[HouseOption]:
    """The house options (of ``rule``, or of every rule) whose default differs by profile."""
    return [
        option
        for option in HOUSE_OPTIONS.values()
        if (rule is None or option.rule == rule) and len({option.defaults[p] for p in PROFILES}) > 1
    ]


def differing_rule_ids() -> list[str]:
    """Every rule where the books differ, in catalog order (unknown rule ids last)."""
    catalog = rule_catalog()
    ids = {option.rule for option in differing_options()}
    ids |= {rid for rid, entry in catalog.items() if entry.books}
    order = {rid: index for index, rid in enumerate(catalog)}
    return sorted(ids, key=lambda rid: (order.get(rid, len(order)), rid))


def scenarios_by_profile(rule: str, suite: Iterable[Cited]) -> dict[str, tuple[str, ...]]:
    """profile -> the ids of the scenarios in ``suite`` citing ``rule`` that hold for it."""
    citing = [s for s in suite if rule in s.rules]
    return {p: tuple(s.id for s in citing if p in s.profiles) for p in PROFILES}


def rule_diffs(suite: Sequence[Cited], only: Iterable[str] | None = None) -> list[RuleDiff]:
    """Every rule where the books differ (or those of ``only``), with its scenarios in ``suite``."""
    catalog = rule_catalog()
    wanted = set(only) if only is not None else None
    found = []
    for rid in differing_rule_ids():
        if wanted is not None and rid not in wanted:
            continue
        entry = catalog.get(rid) or RuleEntry(
            rid, "unknown", "(not in the rule catalog)", "", (), "unknown"
        )  # fmt: skip
        options = tuple(OptionDiff.of(option) for option in differing_options(rid))
        found.append(RuleDiff(entry, options, scenarios_by_profile(rid, suite)))
    return found


def default_suite() -> list[Cited]:
    """The built-in suite: its YAML scenarios and its feature scenarios."""
    from refdealer.suite.certify import load_feature_suite, load_suite

    return [*load_suite(), *load_feature_suite()]
