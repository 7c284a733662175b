"""The project's rule catalog: every rule id it cites, with its area, title, text and sources.

The data lives in ``refdealer/data/rules.yaml`` (shipped in the package); rulings, scenarios
and features cite these ids, and validation resolves every citation against this list. Each
entry states its rule in the project's own words (``text``), which ``refdealer rules ID``
prints. Where the books rule differently, ``books`` gives each book's ruling in the project's
own words with its section (``refdealer rules --diff`` shows them side by side).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import yaml

from refdealer.errors import DealerError
from refdealer.options import PROFILES


@dataclass(frozen=True, slots=True)
class BookText:
    """One book's ruling on a rule: the book (a profile), its section, and the ruling."""

    profile: str
    section: str
    ruling: str


@dataclass(frozen=True, slots=True)
class Reading:
    """A point the books leave doubtful, and the project's decision on it: the question, the
    decision, the book text it rests on, and the suite scenarios that play it."""

    question: str
    decision: str
    books: str
    scenarios: tuple[str, ...]


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
    #: Each book's ruling where the books differ (empty where the catalog gives one rule).
    books: tuple[BookText, ...] = ()
    #: The rule in plain words for trainees, where ``text`` speaks to engineers (option keys,
    #: profile ids, other rules' ids); empty where ``text`` is plain already.
    trainee: str = ""
    #: Doubtful readings of the rule, each decided with its book text (docs/rulings.md).
    readings: tuple[Reading, ...] = ()

    @property
    def trainee_text(self) -> str:
        """What a trainee reads of the rule: its ``trainee`` words, else its ``text``."""
        return self.trainee or self.text

    @property
    def modelled(self) -> bool:
        return self.status == "modelled"

    def book(self, profile: str) -> BookText | None:
        """The ruling of the book ``profile`` in the catalog's words, if it has one."""
        return next((b for b in self.books if b.profile == profile), None)


class CatalogError(DealerError):
    """The rule catalog data is malformed; the message names the entry."""


def _rule_text(item: dict[str, Any]) -> str:
    """The entry's ``text``: required, a non-empty string, whitespace collapsed."""
    text = item.get("text")
    if not isinstance(text, str) or not text.strip():
        problem = "has no text" if text is None else f"has an empty or non-string text {text!r}"
        raise CatalogError(f"rule {item.get('id', '?')} {problem}: every rule states its text")
    return " ".join(text.split())


def _books(item: dict[str, Any]) -> tuple[BookText, ...]:
    """The entry's ``books``: profile -> {section, ruling}, each a non-empty string."""
    raw = item.get("books")
    if raw is None:
        return ()
    rule = item.get("id", "?")
    if not isinstance(raw, Mapping) or not raw:
        raise CatalogError(f"rule {rule} books: expected a mapping of profile to its ruling")
    found = []
    for profile, book in raw.items():
        if profile not in PROFILES:
            raise CatalogError(
                f"rule {rule} books.{profile}: unknown profile; known: {', '.join(PROFILES)}"
            )
        if not isinstance(book, Mapping):
            raise CatalogError(f"rule {rule} books.{profile}: expected section and ruling")
        texts = {}
        for field in ("section", "ruling"):
            value = book.get(field)
            if not isinstance(value, str) or not value.strip():
                raise CatalogError(
                    f"rule {rule} books.{profile}.{field}: expected a non-empty string, "
                    f"got {value!r}"
                )
            texts[field] = " ".join(value.split())
        unknown = sorted(set(book) - {"section", "ruling"})
        if unknown:
            raise CatalogError(f"rule {rule} books.{profile}: unknown field {unknown[0]!r}")
        found.append(BookText(str(profile), texts["section"], texts["ruling"]))
    return tuple(sorted(found, key=lambda b: PROFILES.index(b.profile)))


def _readings(item: dict[str, Any]) -> tuple[Reading, ...]:
    """The entry's ``readings``: a list of {question, decision, books, scenarios}."""
    raw = item.get("readings")
    if raw is None:
        return ()
    rule = item.get("id", "?")
    if not isinstance(raw, list) or not raw:
        raise CatalogError(f"rule {rule} readings: expected a non-empty list")
    found = []
    for index, reading in enumerate(raw):
        where = f"rule {rule} readings[{index}]"
        if not isinstance(reading, Mapping):
            raise CatalogError(f"{where}: expected question, decision, books and scenarios")
        unknown = sorted(set(reading) - {"question", "decision", "books", "scenarios"})
        if unknown:
            raise CatalogError(f"{where}: unknown field {unknown[0]!r}")
        texts = {}
        for field in ("question", "decision", "books"):
            value = reading.get(field)
            if not isinstance(value, str) or not value.strip():
                raise CatalogError(f"{where}.{field}: expected a non-empty string, got {value!r}")
            texts[field] = " ".join(value.split())
        scenarios = reading.get("scenarios")
        if (
            not isinstance(scenarios, list)
            or not scenarios
            or not all(isinstance(s, str) and s for s in scenarios)
        ):
            raise CatalogError(f"{where}.scenarios: expected a non-empty list of scenario ids")
        found.append(
            Reading(texts["question"], texts["decision"], texts["books"], tuple(scenarios))
        )
    return tuple(found)


def _safe_load(document: str) -> Any:
    """``yaml.safe_load`` with libyaml's loader where PyYAML has it (ten times faster, the
    same data); text it refuses is read again by the Python loader, whose error is raised."""
    try:
        return yaml.load(document, Loader=_FAST_LOADER)
    except yaml.YAMLError:
        if _FAST_LOADER is yaml.SafeLoader:
            raise
        return yaml.safe_load(document)


_FAST_LOADER: type[Any] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_rules(document: str) -> dict[str, RuleEntry]:
    """Rule id -> entry, in catalog order, from the YAML text of a rules file."""
    raw = _safe_load(document)
    return {
        item["id"]: RuleEntry(
            id=item["id"],
            area=item["area"],
            title=item["title"],
            text=_rule_text(item),
            sources=tuple(item["sources"]),
            status=item["status"],
            reason=item.get("reason", ""),
            books=_books(item),
            trainee=" ".join(str(item.get("trainee") or "").split()),
            readings=_readings(item),
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
