"""Running a class from the results file: the class report, a trainee's spaced review,
difficulty levels, a timed exam's clock and the completion certificate.

Everything here reads the session records ``train --results`` appends (one JSON line a
session, :mod:`refdealer.walk.records`): the file is the class's only memory, so a report
or a review can be made again from it at any time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table

from refdealer.catalog import RULE_AREAS, rule_catalog
from refdealer.scenarios.model import Quiz, Scenario
from refdealer.walk.book import book_name
from refdealer.walk.quiz import SessionEnded

#: The difficulty levels a trainer may choose (``train --level``).
LEVELS = (1, 2, 3)


def difficulty(scenario: Scenario) -> int:
    """1, 2 or 3, from the scenario: how far into the hand its first question comes, how
    many rules it turns on, and whether its rule is one the books rule apart."""
    asked = next((s.index + 1 for s in scenario.script if s.quiz is not None), 0)
    catalog = rule_catalog()
    books = any(catalog[r].books for r in scenario.rules if r in catalog)
    points = (asked > 8) + (asked > 14) + (len(scenario.rules) > 2) + books
    return 1 if points == 0 else 2 if points <= 2 else 3


def _questions(record: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    found = record.get("questions")
    return [q for q in found if isinstance(q, Mapping)] if isinstance(found, list) else []


@dataclass
class _Tally:
    right: int = 0
    asked: int = 0

    def add(self, correct: bool) -> None:
        self.right += correct
        self.asked += 1

    @property
    def share(self) -> int:
        return round(100 * self.right / self.asked) if self.asked else 0


def area_tallies(records: Sequence[Mapping[str, Any]]) -> dict[str, _Tally]:
    """Right and asked by rule area over ``records``, in the catalog's area order."""
    tally: dict[str, _Tally] = {}
    for record in records:
        for question in _questions(record):
            for area in question.get("areas", [])[:1]:
                tally.setdefault(str(area), _Tally()).add(bool(question.get("correct")))
    order = {area: index for index, area in enumerate(RULE_AREAS)}
    return dict(sorted(tally.items(), key=lambda item: (order.get(item[0], 99), item[0])))


@dataclass(frozen=True, slots=True)
class Missed:
    """A question the class missed: where, what was asked, how often missed of asked."""

    scenario: str
    step: int
    question: str
    missed: int
    asked: int


def missed_most(records: Sequence[Mapping[str, Any]], limit: int = 10) -> list[Missed]:
    """The questions missed most often (then most asked, then by scenario and step)."""
    seen: dict[tuple[str, int], list[Any]] = {}
    for record in records:
        for q in _questions(record):
            key = (str(q.get("scenario")), int(q.get("step") or 0))
            entry = seen.setdefault(key, [str(q.get("question") or ""), 0, 0])
            entry[1] += not q.get("correct")
            entry[2] += 1
    found = [Missed(s, n, text, missed, asked) for (s, n), (text, missed, asked) in seen.items()]
    found = [m for m in found if m.missed]
    found.sort(key=lambda m: (-m.missed, -m.asked, m.scenario, m.step))
    return found[:limit]


def class_report(
    records: Sequence[Mapping[str, Any]], roster: Sequence[str], pass_mark: int
) -> RenderableType:
    """The class at a glance: each trainee on the roster (or in the file) with sessions,
    passes and last score; right and asked by rule area over the class; the questions
    missed most."""
    names = list(dict.fromkeys([*roster, *(str(r.get("name") or "(no name)") for r in records)]))
    people = Table(title="The class", title_justify="left", box=box.SIMPLE_HEAD)
    for heading in ("Trainee", "Sessions", "Passed", "Last", "Overall", "Weakest area"):
        left = heading in ("Trainee", "Weakest area")
        people.add_column(heading, justify="left" if left else "right")
    for name in names:
        own = [r for r in records if str(r.get("name") or "(no name)") == name]
        if not own:
            people.add_row(name, "0", "0", "-", "-", "not trained yet")
            continue
        total = _Tally()
        for record in own:
            for q in _questions(record):
                total.add(bool(q.get("correct")))
        own_areas = area_tallies(own)
        weak = min(own_areas.items(), key=lambda item: item[1].share, default=None)
        weakest = f"{weak[0]} ({weak[1].share} %)" if weak and weak[1].share < pass_mark else "-"
        people.add_row(
            name, str(len(own)), str(sum(1 for r in own if r.get("passed"))),
            f"{own[-1].get('percent', 0)} %", f"{total.share} %", weakest,
        )  # fmt: skip
    by_area = Table(title="By rule area", title_justify="left", box=box.SIMPLE_HEAD)
    for heading in ("Rule area", "Right", "Asked", "Share"):
        by_area.add_column(heading, justify="left" if heading == "Rule area" else "right")
    for area, tally in area_tallies(records).items():
        by_area.add_row(area, str(tally.right), str(tally.asked), f"{tally.share} %")
    missed = Table(title="Missed most", title_justify="left", box=box.SIMPLE_HEAD)
    for heading in ("Missed", "Question", "Scenario, step"):
        missed.add_column(heading)
    for m in missed_most(records):
        missed.add_row(f"{m.missed} of {m.asked}", m.question, f"{m.scenario}, {m.step}")
    return Group(people, by_area, missed)


@dataclass(frozen=True, slots=True)
class Review:
    """What a trainee should drill again: his weak areas and the scenarios due, in order."""

    name: str
    weak_areas: tuple[str, ...]
    #: Scenario ids, missed ones first (longest ago first), then ones not yet asked.
    due: tuple[str, ...] = field(default=())


def review_plan(
    records: Sequence[Mapping[str, Any]],
    name: str,
    pool: Sequence[Scenario],
    pass_mark: int,
    areas_of: Callable[[Scenario], tuple[str, ...]],
) -> Review:
    """``name``'s review, spaced by his results: the areas below ``pass_mark``; in them,
    the questions he last got wrong, longest ago first, then those never asked; a question
    he got right in his latest session waits for a later one."""
    own = [r for r in records if r.get("name") == name]
    weak = tuple(area for area, t in area_tallies(own).items() if t.share < pass_mark)
    last: dict[str, tuple[int, bool]] = {}
    for number, record in enumerate(own):
        for q in _questions(record):
            last[str(q.get("scenario"))] = (number, bool(q.get("correct")))
    latest = len(own) - 1
    in_weak = [s for s in pool if set(areas_of(s)) & set(weak)]
    missed = sorted((s for s in in_weak if s.id in last and not last[s.id][1]),
                    key=lambda s: (last[s.id][0], s.id))  # fmt: skip
    fresh = sorted((s for s in in_weak if s.id not in last), key=lambda s: s.id)
    rested = sorted((s for s in in_weak if s.id in last and last[s.id][1]
                     and last[s.id][0] < latest), key=lambda s: (last[s.id][0], s.id))  # fmt: skip
    return Review(name, weak, tuple(s.id for s in [*missed, *fresh, *rested]))


class TimedAnswers:
    """An answer source with a time limit: once ``seconds`` have passed since the first
    question, the next question ends the session (the questions left count unanswered)."""

    def __init__(
        self, inner: Any, seconds: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.inner, self.seconds, self.clock = inner, seconds, clock
        self.started: float | None = None
        self.timed_out = False

    def choose(self, quiz: Quiz) -> int | None:
        now = self.clock()
        if self.started is None:
            self.started = now
        if now - self.started >= self.seconds:
            self.timed_out = True
            raise SessionEnded
        chosen: int | None = self.inner.choose(quiz)
        return chosen


CERTIFICATE_STYLE = """
body { font-family: Georgia, serif; max-width: 46rem; margin: 3rem auto; padding: 0 1rem;
  text-align: center; }
.frame { border: 6px double #333; padding: 2.5rem 1.5rem; }
h1 { font-size: 2rem; margin: 0 0 1rem; } .name { font-size: 1.8rem; font-weight: bold;
  margin: 1.2rem 0; } .small { color: #444; font-size: .95rem; }
@media print { body { margin: 0 auto; } }
"""


def certificate_html(record: Mapping[str, Any], title: str = "Floor procedures") -> str:
    """A printable certificate for a passed session (refused for one not passed)."""
    if not record.get("passed"):
        raise ValueError("only a passed session earns a certificate")
    name = escape(str(record.get("name") or "(no name)"))
    books = sorted({str(q.get("book")) for q in _questions(record) if q.get("book")})
    rules = ", ".join(escape(book_name(b)) for b in books) or "the house rules"
    date = escape(str(record.get("date", ""))[:10])
    body = (
        f'<div class="frame"><h1>Certificate of completion</h1><p>This certifies that</p>'
        f'<p class="name">{name}</p><p>passed the {escape(title)} exam</p>'
        f"<p>with {int(record.get('right', 0))} of {int(record.get('asked', 0))} right "
        f"({int(record.get('percent', 0))} %; pass mark {int(record.get('pass_mark', 0))} %)</p>"
        f'<p class="small">Rules: {rules}</p><p class="small">Date: {date} \u00b7 seed '
        f"{int(record.get('seed', 0))} \u00b7 {escape(str(record.get('about') or 'all topics'))}"
        "</p><p>Trainer: ______________________</p></div>"
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>Certificate \u2014 {name}</title><style>{CERTIFICATE_STYLE}</style></head>"
        f"<body>{body}</body></html>\n"
    )
