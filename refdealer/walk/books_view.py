"""Where the books differ, drawn: each book's ruling side by side, for a terminal, a page,
and Markdown. Shown after the ruling of the compared step, and in a quiz only once every
question is answered (another book's ruling would tell the answer).

Trainees read it: each book by its name, its ruling in the catalog's words, what the floor
rules here; no profile id, option key or catalog numbering (``refdealer rules ID`` prints
the engineering text with the house options)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from refdealer.walk.book import book_name
from refdealer.walk.play import BookComparison, BookRuling

TITLE = "Where the books differ"


def _heading(comparison: BookComparison) -> str:
    rule = comparison.rule
    return f"{TITLE}: {rule.id} \u2014 {rule.title}"


def _said(comparison: BookComparison, book: BookRuling) -> tuple[str, ...]:
    """What the floor rules at the step under ``book`` (once, where several rules share it)."""
    if comparison.same_rulings_as:
        return (f"as under {comparison.same_rulings_as} above",)
    return book.rulings


def _at_step(comparison: BookComparison) -> str:
    # A book that cannot deal the hand (refused at setup) rules it otherwise, not alike.
    if comparison.differs_here or not all(book.modelled for book in comparison.books):
        return f"At step {comparison.step} the floor rules"
    return f"At step {comparison.step} (both rule alike here) the floor rules"


def _book_title(book: BookRuling) -> str:
    """The book by name and section (a catalog decision is no section a trainee looks up)."""
    mark = " (this walkthrough)" if book.this_walk else ""
    cited = book.section if book.section and not book.section.startswith("catalog") else ""
    section = f" \u00b7 {cited}" if cited else ""
    return f"{book_name(book.profile)}{section}{mark}"


def played_note(comparison: BookComparison) -> str:
    """Where the walkthrough follows neither book as it stands: how it is played."""
    profile, _ = comparison.played
    if not profile or any(b.this_walk for b in comparison.books):
        return ""
    other = next((book_name(b.profile) for b in comparison.books if b.profile != profile), "")
    way = f"the way of {other}" if other else "another way"
    return (
        f"This walkthrough follows {book_name(profile)}, with {way} on this point as a house rule."
    )


def books_table(comparison: BookComparison) -> RenderableType:
    """The books side by side, one column each: the rule, the house option, the ruling here."""
    table = Table(box=box.ROUNDED, show_lines=True, expand=True, title_justify="left",
                  title=Text(_heading(comparison), style="bold"), show_header=False)  # fmt: skip
    for _ in comparison.books:
        table.add_column(ratio=1, vertical="top")
    # The books' names as a first row, not a header: a header that wraps sits at the bottom.
    table.add_row(*(Text(_book_title(b), style="bold") for b in comparison.books))
    table.add_row(*(Text(b.wording or "(the catalog states no ruling)", style="italic")
                    for b in comparison.books))  # fmt: skip
    table.add_row(
        *(
            Group(Text(_at_step(comparison) + ":", style="dim"),
                  *(Text(f"\u2696 {line}") for line in _said(comparison, b)))
            for b in comparison.books
        )
    )  # fmt: skip
    note = played_note(comparison)
    if note:
        table.caption = Text(note, style="dim")
        table.caption_justify = "left"
    return table


def books_html(comparisons: Sequence[BookComparison]) -> str:
    """The books side by side, a card each (stacked on a phone): the book's rule in the
    catalog's words and what the dealer rules at the step under it."""
    parts = []
    for comparison in comparisons:
        at = escape(_at_step(comparison))
        cards = []
        for book in comparison.books:
            wording = escape(book.wording or "(the catalog states no ruling)")
            rulings = "".join(f"<p>{escape(line)}</p>" for line in _said(comparison, book))
            klass = "book this" if book.this_walk else "book"
            cards.append(
                f'<section class="{klass}"><h4>{escape(_book_title(book))}</h4>'
                f'<p class="rule-text">{wording}</p>'
                f'<p class="at">{at}:</p><div class="said">{rulings}</div></section>'
            )
        parts.append(
            f'<div class="books"><h3>{escape(_heading(comparison))}</h3>'
            f'<div class="pair">{"".join(cards)}</div>{_note_html(comparison)}</div>'
        )
    return "".join(parts)


def _note_html(comparison: BookComparison) -> str:
    note = played_note(comparison)
    return f'<p class="played">{escape(note)}</p>' if note else ""


BOOKS_STYLE = """
.books { border-left: 5px solid #6d4c41; background: #f7f2ee; padding: 6px 14px; margin: 10px 0; }
.books .pair { display: flex; gap: 10px; }
.books .book { flex: 1 1 0; min-width: 0; background: #fff; border: 1px solid #d7ccc8;
  border-radius: 6px; padding: 4px 10px 6px; }
.books .book.this { border: 2px solid #6d4c41; }
.books h3, .quiz .books h3 { color: #4e342e; }
.books h4 { margin: 0.3em 0; font-size: 0.95rem; }
.books p { margin: 0.3em 0; }
.books p.at, .books p.played { color: var(--muted); font-size: 0.9rem; }
.books .said p { font-weight: bold; }
@media (max-width: 600px) { .books .pair { flex-direction: column; } }
@media print {
  /* As the printed ruling: what each book's floor rules, without the rule texts. */
  .books { padding: 1px 8px; margin: 3px 0; break-inside: avoid; page-break-inside: avoid; }
  .books h3 { font-size: 9.5pt; margin: 1px 0; }
  .books .book { padding: 0 6px; border-width: 1px; }
  .books h4 { font-size: 9pt; margin: 1px 0; }
  .books p { margin: 1px 0; }
  .books p.rule-text, .books p.at, .books p.played { display: none; }
}
"""


def books_markdown(comparisons: Sequence[BookComparison]) -> list[str]:
    """The books of each rule as Markdown: a heading, then one block per book."""
    out: list[str] = []
    for comparison in comparisons:
        out += ["", f"**{_heading(comparison)}**", ""]
        for book in comparison.books:
            out.append(f"- **{_book_title(book)}**: *{book.wording}*")
            out.append(f"  - {_at_step(comparison)}: " + " ".join(_said(comparison, book)))
        note = played_note(comparison)
        if note:
            out += ["", f"*{note}*"]
    return out
