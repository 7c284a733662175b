"""``refdealer rules --diff``: every rule where the books differ, side by side."""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING

from refdealer.options import PROFILES

if TYPE_CHECKING:  # the suite is read only when the command runs, not for ``--help``
    from refdealer.suite.books import RuleDiff

#: Width of the wrapped rulings and scenario lists.
TEXT_WIDTH = 88


def _wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(
        text, TEXT_WIDTH, initial_indent=indent, subsequent_indent=indent,
        break_long_words=False, break_on_hyphens=False,
    )  # fmt: skip


def diff_lines(diff: RuleDiff) -> list[str]:
    """One rule where the books differ, as the plain-text lines ``rules --diff`` prints."""
    rule = diff.rule
    lines = [f"{rule.id} \u2014 {rule.title}  ({rule.area})"]
    for profile in PROFILES:
        book = diff.book(profile)
        if book is None:
            lines.append(f"  {profile}: the catalog states no ruling of this book "
                         f"(books.{profile} in refdealer/data/rules.yaml)")  # fmt: skip
            continue
        lines.append(f"  {profile} \u00b7 {book.section}")
        lines += _wrap(book.ruling, "    ")
    books = " / ".join(PROFILES)
    if diff.options:
        lines.append(f"  house options ({books}):")
        for option in diff.options:
            shown = " / ".join(
                str(value) + ("" if modelled else " [not modelled]")
                for _, value, modelled in option.values
            )  # fmt: skip
            lines.append(f"    {option.name} = {shown}")
    else:
        why = (
            f"deferred: {rule.reason}" if rule.status != "modelled"
            else "the dealer rules both books the same way"
        )  # fmt: skip
        lines.append(f"  house options: none ({why})")
    for profile in PROFILES:
        ids = diff.scenarios.get(profile, ())
        if not ids:
            lines.append(f"  scenarios under {profile}: none")
            continue
        lines.append(f"  scenarios under {profile} ({len(ids)}):")
        # Feature scenario ids (``file::name``) hold spaces: one a line, after the others.
        lines += _wrap(", ".join(i for i in ids if "::" not in i), "    ")
        lines += [f"    feature {i}" for i in ids if "::" in i]
    return lines


def _select(diffs: list[RuleDiff], words: Sequence[str]) -> list[RuleDiff]:
    """The rules named by ``words``: a rule id however spelt, or words of its texts."""
    if not words:
        return diffs
    query = " ".join(words)
    wanted = query.upper().replace(" ", "-").replace("_", "-")
    exact = [d for d in diffs if d.id == wanted]
    if exact:
        return exact
    found = []
    for diff in diffs:
        books = " ".join(b.ruling for b in diff.rule.books)
        options = " ".join(o.name for o in diff.options)
        haystack = f"{diff.id} {diff.rule.title} {diff.rule.text} {books} {options}".lower()
        if all(word in haystack for word in query.lower().split()):
            found.append(diff)
    return found


def run_rules_diff(words: Sequence[str], json_path: str | None) -> int:
    from refdealer.suite.books import default_suite, rule_diffs
    from refdealer.suite.certify import SuiteInvalid

    try:
        suite = default_suite()
    except SuiteInvalid as error:
        print(f"refdealer rules --diff: {error}; refdealer validate shows them:", file=sys.stderr)
        for issue in error.issues[:10]:
            print(f"  {issue}", file=sys.stderr)
        return 2
    diffs = _select(rule_diffs(suite), words)
    if not diffs:
        query = " ".join(words)
        print(f"refdealer rules --diff: no rule where the books differ matches {query!r}",
              file=sys.stderr)  # fmt: skip
        return 2
    if json_path is not None:
        document = {"profiles": list(PROFILES), "rules": [d.to_dict() for d in diffs]}
        text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
        if json_path == "-":
            sys.stdout.write(text)
            return 0
        with open(json_path, "w", encoding="utf-8") as out:
            out.write(text)
    for index, diff in enumerate(diffs):
        if index:
            print()
        print("\n".join(diff_lines(diff)))
    options = sum(len(d.options) for d in diffs)
    counts = ", ".join(
        f"{len({i for d in diffs for i in d.scenarios.get(p, ())})} under {p}" for p in PROFILES
    )  # fmt: skip
    print(f"\n{len(diffs)} rule(s) where the books differ, carried by {options} house "
          f"option(s); their scenarios: {counts}")  # fmt: skip
    missing = [f"{d.id} ({', '.join(d.missing_books)})" for d in diffs if d.missing_books]
    if missing:
        print("the catalog lacks a book's ruling for: " + "; ".join(missing))
    return 0
