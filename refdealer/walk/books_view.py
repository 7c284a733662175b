"""Where the books differ, drawn: each book's ruling side by side, for a terminal, a page,
and Markdown. Shown after the ruling of the compared step, and in a quiz only once every
question is answered (another book's ruling would tell the answer)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from refdealer.walk.play import BookComparison, BookRuling

TITLE = "Where the books differ"


def _heading(comparison: BookComparison) -> str:
    rule = comparison.rule
    return f"{TITLE}: {rule.id} \u2014 {rule.title}"


def _at_step(comparison: BookComparison) -> str:
    if comparison.differs_here:
        return f"At step {comparison.step} the floor rules"
    return f"At step {comparison.step} (both rule alike here) the floor rules"


def _book_title(book: BookRuling) -> str:
    mark = " (this walkthrough)" if book.this_walk else ""
    section = f" \u00b7 {book.section}" if book.section else ""
    return f"{book.profile}{section}{mark}"


def _values(book: BookRuling) -> str:
    return ", ".join(f"{name} = {value}" for name, value in book.options)


def played_note(comparison: BookComparison) -> str:
    """Where the walkthrough follows neither book as it stands: how it is played."""
    profile, values = comparison.played
    if not profile or any(b.this_walk for b in comparison.books):
        return ""
    shown = ", ".join(f"{name} = {value}" for name, value in values)
    return f"This walkthrough plays {profile} with the house option {shown}."


def books_table(comparison: BookComparison) -> RenderableType:
    """The books side by side, one column each: the rule, the house option, the ruling here."""
    table = Table(box=box.ROUNDED, show_lines=True, expand=True, title_justify="left",
                  title=Text(_heading(comparison), style="bold"))  # fmt: skip
    for book in comparison.books:
        table.add_column(Text(_book_title(book), style="bold"), ratio=1)
    table.add_row(*(Text(b.wording or "(the catalog states no ruling)", style="italic")
                    for b in comparison.books))  # fmt: skip
    if any(b.options for b in comparison.books):
        table.add_row(*(Text(_values(b), style="cyan") for b in comparison.books))
    table.add_row(
        *(
            Group(Text(_at_step(comparison) + ":", style="dim"),
                  *(Text(f"\u2696 {line}") for line in b.rulings))
            for b in comparison.books
        )
    )  # fmt: skip
    note = played_note(comparison)
    if note:
        table.caption = Text(note, style="dim")
        table.caption_justify = "left"
    return table


def books_html(comparisons: Sequence[BookComparison]) -> str:
    """The books side by side as a table per rule (columns: the books)."""
    parts = []
    for comparison in comparisons:
        heads = "".join(f"<th>{escape(_book_title(b))}</th>" for b in comparison.books)
        wording = "".join(
            f'<td class="rule-text">{escape(b.wording or "(the catalog states no ruling)")}</td>'
            for b in comparison.books
        )
        values = "".join(f"<td><code>{escape(_values(b))}</code></td>" for b in comparison.books)
        rulings = "".join(
            "<td>" + "".join(f"<p>{escape(line)}</p>" for line in b.rulings) + "</td>"
            for b in comparison.books
        )
        at = escape(_at_step(comparison))
        parts.append(
            f'<div class="books"><h3>{escape(_heading(comparison))}</h3>'
            f"<table><thead><tr>{heads}</tr></thead><tbody><tr>{wording}</tr>"
            f'<tr class="values">{values}</tr>'
            f'<tr><td colspan="{len(comparison.books)}" class="at">{at}:</td></tr>'
            f"<tr>{rulings}</tr></tbody></table>{_note_html(comparison)}</div>"
        )
    return "".join(parts)


def _note_html(comparison: BookComparison) -> str:
    note = played_note(comparison)
    return f'<p class="played">{escape(note)}</p>' if note else ""


BOOKS_STYLE = """
.books { border-left: 5px solid #6d4c41; background: #f7f2ee; padding: 6px 14px; margin: 10px 0; }
.books table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.books th, .books td { text-align: left; vertical-align: top; padding: 4px 8px;
  border: 1px solid #d7ccc8; }
.books td p { margin: 0.2em 0; }
.books td.at { color: var(--muted); font-size: 0.9rem; border-bottom: none; }
.books tr.values td { font-size: 0.85rem; }
.books p.played { color: var(--muted); font-size: 0.9rem; margin: 4px 0 0; }
@media (max-width: 600px) { .books th, .books td { padding: 3px 4px; } }
@media print { .books { padding: 1px 8px; margin: 3px 0; break-inside: avoid; } }
"""


def books_markdown(comparisons: Sequence[BookComparison]) -> list[str]:
    """The books of each rule as Markdown: a heading, then one block per book."""
    out: list[str] = []
    for comparison in comparisons:
        out += ["", f"**{_heading(comparison)}**", ""]
        for book in comparison.books:
            out.append(f"- **{_book_title(book)}**: *{book.wording}*")
            if book.options:
                out.append(f"  - `{_values(book)}`")
            out.append(f"  - {_at_step(comparison)}: " + " ".join(book.rulings))
        note = played_note(comparison)
        if note:
            out += ["", f"*{note}*"]
    return out
