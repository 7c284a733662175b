"""Plain trainee text: what a trainee reads of each rule (and of each book's ruling, and of a
refusal) carries no option keys, profile ids, rule ids, catalog numbering or remarks about
"this dealer". One source per rule: a rule's ``trainee:`` words sit beside its engineering
``text`` in refdealer/data/rules.yaml, and only where that text is not plain already."""

from __future__ import annotations

import re

from refdealer.catalog import load_rules, rule_catalog
from refdealer.options import HOUSE_OPTIONS, PROFILES
from refdealer.walk.play import RuleRef
from refdealer.walk.trainee import _PLAIN, rule_text

#: Engineering marks, each with what it is.
ENGINEERING = {
    "code markup": re.compile(r"`"),
    "option key or value": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    "profile id": re.compile("|".join(map(re.escape, PROFILES))),
    "rule id": re.compile(r"\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b"),
    "catalog numbering": re.compile(
        r"\bcatalog\b|\b(?:decision|clarification|test) \d|\bprotocol\b|\bprofiles?\b", re.I
    ),
    "remark about the dealer": re.compile(
        r"\bthis dealer\b|\breference dealer\b|\bmodell?ed\b", re.I
    ),
}


def engineering(text: str) -> list[str]:
    """The engineering marks found in ``text``, as 'kind: match'."""
    found = [
        f"{kind}: {m.group(0)!r}" for kind, rx in ENGINEERING.items() for m in rx.finditer(text)
    ]
    # One-word option names (straddle) are plain words; the others are snake_case keys.
    found += [f"option name: {n!r}" for n in HOUSE_OPTIONS if "_" in n and n in text]
    return found


def test_every_rule_reads_plainly_to_a_trainee() -> None:
    problems = {
        rule: found
        for rule, entry in rule_catalog().items()
        if (found := engineering(entry.trainee_text))
    }
    assert problems == {}


def test_every_books_ruling_and_every_refusal_reads_plainly() -> None:
    rulings = [(f"{r.id} {b.profile}", b.ruling) for r in rule_catalog().values() for b in r.books]
    refusals = [(reason, plain) for reason, (plain, _) in _PLAIN.items()]
    assert [
        (where, engineering(text)) for where, text in rulings + refusals if engineering(text)
    ] == []


def test_trainee_words_are_given_only_where_the_engineering_text_is_not_plain() -> None:
    """One source per rule: no rule carries two plain texts that could drift apart."""
    catalog = rule_catalog()
    given = [rule for rule, entry in catalog.items() if entry.trainee]
    assert given and all(engineering(catalog[rule].text) for rule in given)
    assert sum(1 for entry in catalog.values() if not entry.trainee) > len(given)


def test_the_check_catches_each_kind_of_engineering_mark() -> None:
    text = (
        "Under rrop-cash (option `flop_too_many` is `reshuffle_redeal`) see FLOP-TOO-MANY, "
        "catalog decision 7; this dealer has no such discretion."
    )
    kinds = {problem.split(":")[0] for problem in engineering(text)}
    assert kinds == {*ENGINEERING, "option name"}
    assert engineering("Under Robert's Rules the four cards go back; the big blind's option.") == []


def test_trainees_read_the_trainee_words_and_engineers_the_text() -> None:
    entry = rule_catalog()["FLOP-TOO-MANY"]
    assert "flop_too_many" in entry.text and "flop_too_many" not in entry.trainee_text
    assert RuleRef.of("FLOP-TOO-MANY").text == rule_text("FLOP-TOO-MANY") == entry.trainee_text
    plain = rule_catalog()["DEAL-EXPOSED-LATER"]
    assert plain.trainee == "" and plain.trainee_text == plain.text
    loaded = load_rules(
        "rules:\n- id: X-Y\n  area: a\n  title: t\n  text: the `x_y` text\n"
        "  trainee: >-\n    The plain\n    words.\n  sources: [s]\n  status: modelled\n"
    )
    assert loaded["X-Y"].trainee_text == "The plain words."
