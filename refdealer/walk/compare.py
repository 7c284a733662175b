"""Where the books differ: a scenario's rule ruled under each book's profile, side by side.

For a rule of the scenario where the books differ (:mod:`refdealer.suite.books`) through a house
option of it with different defaults, the scenario is played under
each profile, the rule's differing options set to that profile's defaults (the scenario's
own ``house:`` values of other options stay). The step compared is the question where the
books rule it apart, else the first step where they do, else the question, else the first
ruling. A book whose value the dealer does not model is said so, never played as another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from refdealer.catalog import rule_catalog
from refdealer.errors import SetupError
from refdealer.options import HOUSE_OPTIONS, PROFILES, OptionValue
from refdealer.scenarios.model import Scenario
from refdealer.suite.books import differing_options as differing_house_options
from refdealer.suite.books import differing_rule_ids
from refdealer.walk.play import BookComparison, BookRuling, Frame, RuleRef, Walkthrough, play

__all__ = [
    "BookComparison", "BookRuling", "book_rulings", "compare_books", "differing_options",
    "walk_arguments", "with_books",
]  # fmt: skip


def differing_options(rule: str) -> list[str]:
    """The names of the house options of ``rule`` whose value differs between the profiles."""
    return [option.name for option in differing_house_options(rule)]


def _outcome(frame: Frame) -> tuple[str, ...]:
    if frame.refusal is not None:
        return (f"The floor refuses: {frame.refusal.plain or frame.refusal.meaning}",)
    return tuple(ruling.message for ruling in frame.rulings) or ("No ruling: play goes on.",)


def _step(walks: Sequence[Walkthrough]) -> int:
    """The frame to compare: where the books rule apart, at the question if they do there."""
    base = walks[0]
    apart: list[int] = []
    for frames in zip(*(w.frames for w in walks), strict=True):
        if len({_outcome(f) for f in frames}) > 1:
            apart.append(frames[0].number)
    question = next((f.number for f in base.frames if f.quiz is not None), None)
    if question is not None and (question in apart or not apart):
        return question
    if apart:
        return apart[0]
    ruled = next((f.number for f in base.frames if f.rulings or f.refusal is not None), None)
    return ruled if ruled is not None else base.frames[-1].number


def _house(scenario: Scenario) -> Mapping[str, object]:
    house = scenario.setup.get("house")
    return house if isinstance(house, Mapping) else {}


def compare_books(
    scenario: Scenario,
    rule: str,
    profile: str | None = None,
    house: Mapping[str, OptionValue] | None = None,
) -> BookComparison | None:
    """Each book's ruling on ``rule`` in ``scenario``; None where the books agree on it, or
    where no house option carries the difference (the dealer then rules both books alike, so
    what differs between the plays would be another rule's doing).

    ``profile`` and ``house`` are how the walkthrough itself is played (to mark its book).
    """
    names = differing_options(rule)
    if rule not in differing_rule_ids() or not names:
        return None
    entry = rule_catalog().get(rule)
    played = profile or (scenario.profiles[0] if scenario.profiles else PROFILES[0])
    own = {**_house(scenario), **dict(house or {})}
    actual: dict[str, OptionValue] = {}
    for n in names:
        value = own.get(n)
        actual[n] = value if isinstance(value, str | int) else HOUSE_OPTIONS[n].defaults[played]
    walks: dict[str, Walkthrough] = {}
    refused: dict[str, str] = {}
    for book in PROFILES:
        house_values = {n: HOUSE_OPTIONS[n].defaults[book] for n in names}
        try:
            walks[book] = play(scenario, book, house_values)
        except SetupError as error:
            # A value the dealer does not model is refused at its house option; any other
            # refusal is the book's own ruling on the setup (tda-2024: no straddle).
            why = (
                "Not modelled by this dealer"
                if error.field.startswith("house.")
                else "Refused at setup under this book"
            )
            refused[book] = f"{why}: {error}"
    step = _step(list(walks.values())) if walks else 0
    rulings = []
    for book in PROFILES:
        text = entry.book(book) if entry is not None else None
        values = tuple((n, HOUSE_OPTIONS[n].defaults[book]) for n in names)
        walk = walks.get(book)
        said = _outcome(walk.frames[step]) if walk is not None else (refused[book],)
        this_walk = book == played and all(actual[n] == v for n, v in values)
        rulings.append(
            BookRuling(
                book, text.section if text else "", text.ruling if text else "", values,
                said, walk is not None, this_walk,
            )
        )  # fmt: skip
    walked = (played, tuple((n, actual[n]) for n in names))
    return BookComparison(RuleRef.of(rule), step, tuple(rulings), walked)


def with_books(
    walk: Walkthrough, profile: str | None = None, house: Mapping[str, OptionValue] | None = None
) -> Walkthrough:
    """``walk`` with each book's ruling on the rules of its scenario where the books differ
    and rule it apart here (or one book cannot be played): where both books rule this
    scenario alike, a table of the same ruling twice would only be noise."""
    found = [compare_books(walk.scenario, rule, profile, house) for rule in walk.scenario.rules]
    shown: list[BookComparison] = []
    for comparison in found:
        if comparison is None:
            continue
        if not comparison.differs_here and all(b.modelled for b in comparison.books):
            continue
        rulings = [b.rulings for b in comparison.books]
        same = [c for c in shown if c.step == comparison.step]
        earlier = next((c for c in same if [b.rulings for b in c.books] == rulings), None)
        if earlier is not None:
            comparison = replace(comparison, same_rulings_as=earlier.rule.id)
        shown.append(comparison)
    return replace(walk, books=tuple(shown))


def book_rulings(scenario: Scenario, rule: str) -> list[BookRuling]:
    """Each book's ruling on ``rule`` in ``scenario`` (empty where the books agree)."""
    comparison = compare_books(scenario, rule)
    return list(comparison.books) if comparison is not None else []


def walk_arguments(scenario: Scenario, book: BookRuling) -> str:
    """The ``refdealer walk`` arguments that play ``scenario`` under ``book``: its profile
    (unless the scenario's own) and the book's values of the options its ``house:`` sets."""
    own = scenario.profiles[0] if scenario.profiles else PROFILES[0]
    house = _house(scenario)
    parts = [] if book.profile == own else [f"--profile {book.profile}"]
    parts += [f"--option {n}={v}" for n, v in book.options if n in house and house[n] != v]
    return " ".join(parts)
