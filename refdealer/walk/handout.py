"""Handouts: a walkthrough as a self-contained HTML or Markdown page, and the indexes.

The HTML page holds everything inline (style, the SVG tables, a small script): one step
is shown at a time with previous/next links, ``page.html#step-3`` opens step 3, and
printing lays out every step with its answer. Without the script every step is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from refdealer.sanitize import markdown_safe, markdown_text, page_safe
from refdealer.scenarios.model import Quiz, Scenario
from refdealer.walk.between import BETWEEN, session_lines
from refdealer.walk.book import book_label
from refdealer.walk.books_view import BOOKS_STYLE, books_html, books_markdown
from refdealer.walk.changes import Changes
from refdealer.walk.names import handout_names
from refdealer.walk.play import Frame, Refusal, RuleRef, Walkthrough, one_line
from refdealer.walk.quiz import shuffled
from refdealer.walk.render_svg import PHASES, narrow_table_svg, table_svg
from refdealer.walk.render_text import table_text
from refdealer.walk.session import scenario_areas
from refdealer.walk.trainee import situation
from refdealer.walk.view import CardView, TableView, before_ruling

STYLE = """
:root { --ink: #1a1a1a; --muted: #5f6b66; --line: #c9d3cf; --accent: #1b5e20; }
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; color: var(--ink);
  margin: 0 auto; max-width: 880px; padding: 16px 20px 40px; line-height: 1.45;
  overflow-wrap: anywhere; } /* chips as 100+100+...+100 must wrap on a phone */
h1 { font-size: 1.4rem; margin: 0.1em 0; }
header p { margin: 0.3em 0; }
h2 { font-size: 1.15rem; border-bottom: 2px solid var(--accent); padding-bottom: 4px; }
h3 { font-size: 1rem; margin: 0.8em 0 0.3em; }
.id, .sources, .meaning { color: var(--muted); font-size: 0.9rem; }
.rules li { margin-bottom: 0.4em; }
.rule-id { font-family: "DejaVu Sans Mono", monospace; font-weight: bold; color: #00695c; }
nav.steps a { display: inline-block; min-width: 1.8em; text-align: center; margin: 2px;
  padding: 2px 4px; border: 1px solid var(--line); border-radius: 4px; text-decoration: none;
  color: var(--ink); }
nav.steps a.quiz { border-color: #8e24aa; font-weight: bold; }
nav.steps a[aria-current="step"] { background: var(--accent); color: #fff; }
.narration { font-style: italic; }
.actions { padding-left: 1.2em; }
.quiz { border: 2px solid #8e24aa; border-radius: 8px; padding: 4px 14px 10px; }
.quiz h3 { color: #8e24aa; }
.ruling { border-left: 5px solid #00838f; background: #eef7f8; padding: 6px 14px; margin: 10px 0; }
.refusal { border-left: 5px solid #c62828; background: #fdeeee; padding: 6px 14px; margin: 10px 0; }
.changes { font-size: 0.92rem; }
/* Going to #step-N shows that step alone; this keeps the header and step list in view
   (the jump to the step scrolls to the top of the page rather than past the header). */
section.step { scroll-margin-top: 100000px; }
figure { margin: 12px 0; }
figure svg { max-width: 100%; height: auto; }
figure svg.narrow { display: none; }
figcaption { color: var(--muted); font-size: 0.9rem; text-align: center; }
nav.pager { display: flex; justify-content: space-between; align-items: center; margin-top: 10px; }
nav.pager a { padding: 6px 14px; border: 1px solid var(--accent); border-radius: 6px;
  text-decoration: none; color: var(--accent); font-weight: bold; }
nav.pager a.disabled { visibility: hidden; }
.red { color: #c62828; } .black { color: #111; }
.four-colour .s-d { color: #1565c0; } .four-colour .s-c { color: #2e7d32; }
.four-colour g.s-d text { fill: #1565c0; } .four-colour g.s-c text { fill: #2e7d32; }
.rule-text { font-style: italic; margin: 0.2em 0; }
.plain-reason { font-weight: bold; }
.choices { list-style: none; padding-left: 0; }
.choices li { margin: 6px 0; }
.choices button { font: inherit; text-align: left; width: 100%; padding: 8px 10px;
  border: 1px solid #8e24aa; border-radius: 6px; background: #fff; cursor: pointer; }
.choices button:disabled { color: var(--ink); cursor: default; }
.choices button.right { background: #e8f5e9; border-color: #2e7d32; font-weight: bold; }
.choices button.wrong { background: #fdeeee; border-color: #c62828; }
details.answer > summary { cursor: pointer; color: #8e24aa; font-weight: bold; margin: 8px 0; }
.verdict { font-weight: bold; }
.legend { font-size: 0.9rem; color: var(--muted); border: 1px dashed var(--line);
  border-radius: 6px; padding: 4px 10px; }
.legend b { color: var(--ink); }
details.alt { font-size: 0.9rem; }
details.alt ul { margin: 4px 0; padding-left: 1.2em; }
@media screen and (max-width: 719px) {
  /* Below this the wide drawing's labels shrink under 8 px: the narrow drawing, at the
     wide one's type sizes, fits the screen instead (no sideways scroll). */
  figure svg.wide { display: none; }
  figure svg.narrow { display: block; width: 100%; max-width: 480px; margin: 0 auto; }
}
@media (max-width: 600px) {
  body { padding: 10px 12px 30px; font-size: 17px; }
  details.alt { font-size: 16px; }
  nav.steps a { min-width: 2.2em; padding: 6px 4px; }
}
@media print {
  @page { margin: 11mm 12mm; }
  nav.steps, nav.pager, .show-all, details.answer > summary, .legend { display: none; }
  body { max-width: none; padding: 0; font-size: 9.5pt; line-height: 1.25; }
  header p.id { display: none; }
  h1 { font-size: 13pt; margin: 0 0 2px; }
  section.step { display: block !important; margin: 0; }
  section.step h2 { font-size: 9.5pt; border-bottom: 1px solid #999; margin: 5px 0 1px; }
  section.step p, section.step ul { margin: 1px 0; }
  /* One step of play a row: its heading, then what the dealer says, on one line. */
  section.step.row { border-bottom: 1px solid #ddd; padding: 0; break-inside: avoid; }
  section.step.row h2 { display: inline; border: none; margin: 0 0.6em 0 0; }
  section.step.row ul.actions, section.step.row p.narration { display: inline; margin: 0;
    padding: 0; }
  section.step.row ul.actions.same { display: none; }
  section.step.row ul.actions li { display: inline; }
  section.step.row ul.actions li + li::before { content: " \u00b7 "; }
  section.step.row p.narration.then::after { content: " \u2014 "; }
  .actions { padding-left: 1em; }
  figure { display: none; }
  figure.keep { display: block; margin: 2px 0; }
  figure.keep svg.wide { display: inline; max-height: 46mm; width: auto; }
  figure.keep svg.narrow { display: none; }
  footer { font-size: 8.5pt; }
  footer .rules { margin: 2px 0; padding-left: 1.2em; }
  footer .rules li { margin-bottom: 2px; }
  figure figcaption { font-size: 8pt; }
  details.alt { display: none; }
  .ruling, .refusal { padding: 1px 8px; margin: 3px 0; }
  .ruling h3, .refusal h3 { display: none; }
  .ruling p, .refusal p { margin: 1px 0; }
  .ruling .rule-text, .ruling .sources, .refusal .rule-text, .refusal .sources { display: none; }
  .changes { margin: 1px 0; font-size: 9pt; }
  .id, .sources, .meaning { font-size: 8.5pt; }
  section.step.ruled { break-inside: avoid; page-break-inside: avoid; }
  .quiz { padding: 1px 8px 3px; margin: 3px 0; }
  .asked, figure.keep, .ruling, .refusal { break-inside: avoid; page-break-inside: avoid; }
  footer .sources { display: none; }
  .quiz h3 { margin: 1px 0; }
  .choices { margin: 1px 0; }
  .choices li { margin: 0; }
  .choices button { padding: 1px 6px; border: none; }
  h2 { break-after: avoid; page-break-after: avoid; }
  footer .rules li { break-inside: avoid; }
  g.s-h text.sym, g.s-d text.sym { fill: #ffffff; stroke: #000000; stroke-width: 0.9; }
  .s-h, .s-d { text-decoration: underline; }
}
"""

SCRIPT = """
(function () {
  var steps = Array.prototype.slice.call(document.querySelectorAll("section.step"));
  var links = Array.prototype.slice.call(document.querySelectorAll("nav.steps a[data-step]"));
  function show() {
    var wanted = (location.hash || "").slice(1);
    var all = wanted === "all";
    var current = steps.some(function (s) { return s.id === wanted; }) ? wanted : steps[0].id;
    steps.forEach(function (s) { s.hidden = !all && s.id !== current; });
    links.forEach(function (a) {
      if (!all && a.getAttribute("href") === "#" + current) {
        a.setAttribute("aria-current", "step");
      } else {
        a.removeAttribute("aria-current");
      }
    });
    document.body.setAttribute("data-current", all ? "all" : current);
  }
  function go(offset) {
    var index = steps.findIndex(function (s) { return !s.hidden; });
    var next = steps[Math.min(steps.length - 1, Math.max(0, index + offset))];
    if (next) { location.hash = "#" + next.id; }
  }
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowRight") { go(1); }
    if (e.key === "ArrowLeft") { go(-1); }
  });
  window.addEventListener("hashchange", function () {
    show();
    var shown = steps.filter(function (s) { return !s.hidden; })[0];
    if (shown && location.hash !== "#all") { shown.scrollIntoView(); }
  });
  window.addEventListener("beforeprint", function () {
    steps.forEach(function (s) { s.hidden = false; });
    document.querySelectorAll("details").forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", show);
  if (window.matchMedia && window.matchMedia("(max-width: 600px)").matches) {
    // On a phone the table in words is the readable version: open it.
    document.querySelectorAll("details.alt").forEach(function (d) { d.open = true; });
  }
  document.querySelectorAll(".quiz").forEach(function (quiz) {
    var buttons = quiz.querySelectorAll("button[data-choice]");
    buttons.forEach(function (button) {
      button.addEventListener("click", function () {
        var right = quiz.getAttribute("data-right");
        buttons.forEach(function (b) {
          b.disabled = true;
          if (b.getAttribute("data-choice") === right) { b.classList.add("right"); }
        });
        var ok = button.getAttribute("data-choice") === right;
        if (!ok) { button.classList.add("wrong"); }
        var verdict = quiz.querySelector(".verdict");
        verdict.textContent = ok ? "Right!" : "Not this one: the answer is " + right + ".";
        quiz.querySelector("details.answer").open = true;
      });
    });
  });
  show();
})();
"""


QUIZ_CLASS = ' class="quiz" title="a question"'

LEGEND = (
    '<aside class="legend" aria-label="Legend"><b>Legend:</b> \u25b6 the seat to act '
    "(thick gold frame) \u00b7 <b>D</b> button, <b>SB</b>/<b>BB</b> blinds, <b>STR</b> "
    "straddle, <b>K</b> kill button \u00b7 a blue "
    "back is a card face down \u00b7 a dashed frame is a board card still to come \u00b7 "
    "\u2665\u2666 red, \u2660\u2663 black; in black-and-white print the red suits are "
    "hollow{four}</aside>"
)


def legend_html(four_colour: bool) -> str:
    four = " \u00b7 four-colour deck: \u2666 blue, \u2663 green" if four_colour else ""
    return LEGEND.format(four=four)


def rule_html(rule: RuleRef, *, sources: bool = True) -> str:
    listed = "".join(f"<li>{escape(source)}</li>" for source in rule.sources)
    text = f'<p class="rule-text">{escape(rule.text)}</p>' if rule.text else ""
    tail = f'<ul class="sources">{listed}</ul>' if sources and listed else ""
    return (
        f'<span class="rule-id">{escape(rule.id)}</span> \u2014 {escape(rule.title)} '
        f'<span class="id">({escape(rule.area)})</span>{text}{tail}'
    )


def _cards_html(cards: Sequence[CardView], reveal: bool) -> str:
    shown = []
    for card in cards:
        if card.face_up or reveal:
            colour = "red" if card.red else "black"
            extra = " (face down)" if not card.face_up else ""
            shown.append(
                f'<span class="{colour} s-{card.suit}">{escape(card.pretty)}</span>{extra}'
            )
        else:
            shown.append("\u2592\u2592")
    return " ".join(shown)


def _changes_html(changes: Changes, reveal: bool) -> str:
    items = [
        f"<li>{len(m.cards)} card{'s' if len(m.cards) > 1 else ''}, {escape(m.source)} "
        f"\u2192 {escape(m.target)}: {_cards_html(m.cards, reveal)}</li>"
        for m in changes.cards
    ]
    items += [f"<li>{escape(str(chip))}</li>" for chip in changes.chips]
    return f'<ul class="changes">{"".join(items)}</ul>'


def quiz_choices_html(quiz: Quiz) -> tuple[str, int]:
    """The question and its choices as buttons (a click shows right or wrong), and the
    number of the right choice."""
    right = quiz.choices.index(quiz.answer) + 1
    choices = "".join(
        f'<li><button type="button" data-choice="{n}">{n}. {escape(choice)}</button></li>'
        for n, choice in enumerate(quiz.choices, start=1)
    )
    return (
        f'<h3>Your call</h3><p>{escape(quiz.question)}</p><ol class="choices">{choices}</ol>'
        f'<p class="verdict" aria-live="polite"></p>'
    ), right


def answer_html(quiz: Quiz) -> str:
    """The right answer and why."""
    right = quiz.choices.index(quiz.answer) + 1
    explanation = f"<p>{escape(quiz.explanation)}</p>" if quiz.explanation else ""
    return f"<p><strong>The answer: {right}. {escape(quiz.answer)}</strong></p>{explanation}"


def _refusal_html(refusal: Refusal, sources: bool = True) -> str:
    rule = f"<p>{rule_html(refusal.rule, sources=sources)}</p>" if refusal.rule else ""
    return (
        f'<div class="refusal"><h3>The floor refuses</h3>'
        f'<p class="plain-reason">{escape(refusal.message)}</p>'
        f"<p>Why: {escape(refusal.plain or refusal.meaning)} The table is unchanged.</p>{rule}"
        "</div>"
    )


def outcome_html(frame: Frame, reveal: bool, sources: bool = True) -> str:
    """The floor's ruling (or refusal) on ``frame``, each rule in its own words."""
    if frame.refusal is not None:
        return _refusal_html(frame.refusal, sources)
    if not frame.rulings:
        return ""
    parts = ['<div class="ruling"><h3>The floor rules</h3>']
    for ruling in frame.rulings:
        parts.append(f"<p><strong>{escape(ruling.message)}</strong></p>")
        parts.append(f"<div>{rule_html(ruling.rule, sources=sources)}</div>")
    if frame.changes:
        parts.append("<p>What happened to the cards and chips:</p>")
        parts.append(_changes_html(frame.changes, reveal))
    parts.append("</div>")
    return "".join(parts)


def _title(frame: Frame, total: int) -> str:
    if frame.step is None:
        return "Setup"
    return f"Step {frame.number} of {total} \u00b7 {frame.heading}"


def table_in_words(view: TableView, reveal: bool = False) -> list[str]:
    """The table as sentences: phase, each seat, the board, the pots, the piles, the turn."""
    lines = [PHASES.get(view.phase, view.phase) + "."]
    lines += [line + "." for line in session_lines(view)]
    for seat in view.seats:
        roles = list(seat.roles)
        if seat.to_act:
            roles.append("to act")
        role = f" ({', '.join(roles)})" if roles else ""
        if seat.empty:
            lines.append(f"Seat {seat.seat}{role}: empty.")
            continue
        what = [f"stack {seat.stack}" + (", all in" if seat.all_in else "")]
        what += [said for said in (seat.note, seat.due) if said]
        if seat.status in ("folded", "mucked") and not seat.cards:
            what.append(seat.status)
        elif seat.cards:
            up = [c for c in seat.cards if c.face_up or reveal]
            down = len(seat.cards) - len(up)
            if up:
                what.append("face up " + " ".join(c.pretty for c in up))
            if down:
                what.append(f"{down} card{'s' if down > 1 else ''} face down")
        if seat.bet:
            what.append(f"bet {seat.bet}")
        if seat.payout:
            what.append(f"wins {seat.payout}")
        lines.append(f"Seat {seat.seat}{role}: {', '.join(what)}.")
    if view.phase == BETWEEN:
        lines.append("The dealer's turn: the next hand.")
        return lines
    board = " ".join(c.pretty for c in view.board) or "no cards yet"
    lines.append(f"Board: {board}.")
    for pot in view.pots:
        lines.append(f"{pot.name} {pot.amount}, seats {' '.join(map(str, pot.eligible))}.")
    piles = [f"burns {len(view.burns)}", f"stub {view.stub}", f"muck {view.muck}"]
    if view.out_of_play:
        names = [c.pretty if c.face_up or reveal else "face down" for c in view.out_of_play]
        piles.append("out of play " + " ".join(names))
    if view.void:
        piles.append(f"void {len(view.void)}")
    if view.boxed is not None:
        piles.append(f"face up on top of the stub {view.boxed.pretty}")
    said = "; ".join(piles)
    lines.append(said[:1].upper() + said[1:] + ".")  # capitalize() would lower "J♥" to "j♥"
    if view.phase == "complete":
        lines.append("The hand is over.")
    elif view.to_act is not None:
        lines.append(f"Seat {view.to_act} to act" + (f": {view.options}." if view.options
                                                      else "."))  # fmt: skip
    return lines


def figure_html(
    view: TableView, caption: str, key: str, reveal: bool, *, keep: bool = False
) -> str:
    """The drawing (wide, and narrow for a phone), its caption, and the same table in words
    (its text alternative).

    ``keep``: printed too (a printed handout draws only the question and the end).
    """
    alt_id = f"alt-{key}"
    svg = table_svg(view, reveal=reveal, title=caption, described_by=alt_id)
    svg += narrow_table_svg(view, reveal=reveal, title=caption, described_by=alt_id)
    words = "".join(f"<li>{escape(line)}</li>" for line in table_in_words(view, reveal))
    klass = ' class="keep"' if keep else ""
    return (
        f"<figure{klass}>{svg}<figcaption>{escape(caption)}</figcaption>"
        f'<details class="alt"><summary>The table in words</summary>'
        f'<ul id="{alt_id}">{words}</ul></details></figure>'
    )


def _pending(walk: Walkthrough, frame: Frame) -> int | None:
    """The next step after ``frame`` with a question (its ruling would give that away)."""
    return next((f.number for f in walk.frames if f.number > frame.number and f.quiz), None)


def _step_html(walk: Walkthrough, frame: Frame, reveal: bool, seed: int) -> str:
    """One step: the table as it stands, what happens, the question, the ruling, the result.

    At a question the table drawn is the one everyone saw (the error on it, no legal
    options), and the answer, the ruling and the table after stay folded away until the
    trainee answers. A ruling that would give a later question away is folded too.
    """
    total = walk.steps
    pending = _pending(walk, frame) is not None
    ruled = bool(frame.rulings) or frame.refusal is not None
    corrected = bool(frame.rulings) or (frame.refusal is not None and bool(frame.changes))
    # A step of plain play prints as one row; the setup, a question or a ruling as a block.
    kind = "key" if frame.quiz is not None or frame.number == 0 else "key ruled" if ruled else "row"
    parts = [
        f'<section class="step {kind}" id="step-{frame.number}" data-step="{frame.number}">',
        f"<h2>{escape(_title(frame, total))}</h2>",
    ]
    asked = ""
    if frame.quiz is not None:
        caption = f"The table when the question is asked (step {frame.number})"
        view = frame.question_view
        asked = figure_html(view, caption, f"{frame.number}-q", reveal, keep=True)
    elif frame.step is not None:
        caption = f"The table before step {frame.number}"
        before = before_ruling(frame.before) if pending else frame.before
        parts.append(figure_html(before, caption, f"{frame.number}-b", reveal))
    # Where the only action is the heading again, a printed row leaves the repeat out.
    same = [one_line(a) for a in frame.actions] == [one_line(frame.heading)]
    story = ""
    if frame.narration:
        then = "" if same else " then"
        story += f'<p class="narration{then}">{escape(one_line(frame.narration))}</p>'
    actions = "".join(f"<li>{escape(line)}</li>" for line in frame.actions)
    story += f'<ul class="actions{" same" if same else ""}">{actions}</ul>'
    if frame.quiz is None:
        parts.append(story)
    after = ""
    if frame.step is None or corrected or frame.number == total:
        caption = "The table" if frame.step is None else f"The table after step {frame.number}"
        view = before_ruling(frame.after) if pending and frame.quiz is None else frame.after
        after = figure_html(view, caption, f"{frame.number}-a", reveal)
    if frame.quiz is not None:
        quiz = shuffled(frame.quiz, seed, f"{walk.scenario.id}/{frame.number}")
        question, right = quiz_choices_html(quiz)
        parts.append(
            f'<div class="quiz" data-right="{right}"><div class="asked">{asked}{story}{question}'
            f'</div><details class="answer"><summary>Show the answer</summary>'
            f"{answer_html(quiz)}{outcome_html(frame, reveal)}{after}{_books_at(walk, frame)}"
            "</details></div>"
        )
    elif ruled and _pending(walk, frame) is not None:
        later = _pending(walk, frame)
        parts.append(
            f'<details class="answer"><summary>The floor\u2019s ruling (open it after you '
            f"answer step {later})</summary>{outcome_html(frame, reveal)}{after}</details>"
        )
    else:
        parts.append(outcome_html(frame, reveal))
        parts.append(after)
    if frame.quiz is None:
        parts.append(_books_at(walk, frame))
    prev_link = _pager_link(frame.number - 1, total, "prev", "\u2190 Previous")
    next_link = _pager_link(frame.number + 1, total, "next", "Next \u2192")
    parts.append(
        f'<nav class="pager" aria-label="Step navigation">{prev_link}'
        f"<span>{frame.number} / {total}</span>{next_link}</nav></section>"
    )
    return "".join(parts)


def _books_at(walk: Walkthrough, frame: Frame) -> str:
    """Each book's ruling compared at this step: after the answer (in a question's folded
    answer), and folded until a later question is answered (it could tell that answer)."""
    shown = books_html([c for c in walk.books if c.step == frame.number])
    if not shown:
        return ""
    later = _pending(walk, frame)
    if later is not None:
        shown = (
            f'<details class="answer"><summary>Where the books differ (open it after you '
            f"answer step {later})</summary>{shown}</details>"
        )
    return shown


def _pager_link(number: int, total: int, kind: str, label: str) -> str:
    if 0 <= number <= total:
        return f'<a class="{kind}" href="#step-{number}" rel="{kind}">{label}</a>'
    return f'<a class="{kind} disabled" aria-hidden="true">{label}</a>'


def page(title: str, body: str, *, four_colour: bool = False, script: str = "") -> str:
    """A self-contained HTML page: the style inline, readable on a phone."""
    klass = ' class="four-colour"' if four_colour else ""
    tail = f"<script>{script}</script>" if script else ""
    return page_safe(  # the scenario's text may hold control characters
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{STYLE}{BOOKS_STYLE}</style></head>"
        f"<body{klass}>{body}{tail}</body></html>\n"
    )


def handout_html(
    walk: Walkthrough, *, reveal: bool = False, seed: int = 0, four_colour: bool = False
) -> str:
    """The walkthrough as one self-contained HTML page.

    The header names the neutral situation only; the rules the scenario teaches come at
    the end, after every question.
    """
    scenario = walk.scenario
    title = situation(scenario)
    rules = "".join(f"<li>{rule_html(rule)}</li>" for rule in walk.rules)
    links = "".join(
        f'<a href="#step-{f.number}" data-step="{f.number}"{QUIZ_CLASS if f.quiz else ""}>'
        f"{f.number}</a>"
        for f in walk.frames
    )
    steps = "".join(_step_html(walk, frame, reveal, seed) for frame in walk.frames)
    body = (
        '<header><p class="id">Floor training</p>'
        f"<h1>{escape(title)}</h1>{legend_html(four_colour)}"
        f'<nav class="steps" aria-label="Steps">Steps: {links} '
        f'<a class="show-all" href="#all">all</a></nav></header>'
        f"<main>{steps}</main>"
        f'<footer><details class="rules"><summary>The rules of this situation '
        f'({len(walk.rules)}) \u2014 after the questions</summary><ul class="rules">{rules}'
        f'</ul><p class="id">Scenario {escape(scenario.id)}</p></details></footer>'
    )
    return page(f"Floor training: {title}", body, four_colour=four_colour, script=SCRIPT)


def _cards_md(cards: Sequence[CardView], reveal: bool) -> str:
    return " ".join(c.pretty if c.face_up or reveal else "\u2592\u2592" for c in cards)


def _rule_md(rule: RuleRef) -> list[str]:
    md = markdown_text
    lines = [f"**{md(rule.id)}** \u2014 {md(rule.title)} ({md(rule.area)})"]
    if rule.text:
        lines.append(f"  *{md(rule.text)}*")
    lines += [f"  - {md(source)}" for source in rule.sources]
    return lines


def _outcome_md(frame: Frame, reveal: bool) -> list[str]:
    out: list[str] = []
    if frame.refusal is not None:
        refusal = frame.refusal
        out += ["", f"**The floor refuses:** {markdown_text(refusal.message)}", ""]
        out += [f"Why: {markdown_text(refusal.plain or refusal.meaning)} The table is unchanged."]
        if refusal.rule is not None:
            out += [""] + ["- " + line if i == 0 else line
                           for i, line in enumerate(_rule_md(refusal.rule))]  # fmt: skip
    for ruling in frame.rulings:
        out += ["", f"**The floor rules:** {markdown_text(ruling.message)}", ""]
        out += ["- " + line if i == 0 else line for i, line in enumerate(_rule_md(ruling.rule))]
    if frame.rulings and frame.changes:
        out += ["", "What happened to the cards and chips:", ""]
        out += [
            f"- {len(m.cards)} card(s), {m.source} \u2192 {m.target}: {_cards_md(m.cards, reveal)}"
            for m in frame.changes.cards
        ]
        out += [f"- {markdown_text(str(chip))}" for chip in frame.changes.chips]
    return out


def handout_markdown(walk: Walkthrough, *, reveal: bool = False, seed: int = 0) -> str:
    """The walkthrough as a Markdown page (the tables drawn as text).

    As in the HTML page, the header names the situation only, the table at a question is
    the one everyone saw, and the answer with the ruling is folded in a ``<details>``.
    """
    scenario = walk.scenario
    md = markdown_text  # every text from the scenario or the dealer: no links, no images
    out = [f"# Floor training: {md(situation(scenario))}"]
    for frame in walk.frames:
        title = md(_title(frame, walk.steps))
        out += ["", f'<a id="step-{frame.number}"></a>', "", f"## {title}", ""]
        if frame.narration:
            out += [f"*{md(' '.join(frame.narration.split()))}*", ""]
        out += [f"- {md(line)}" for line in frame.actions]
        outcome = _outcome_md(frame, reveal)
        pending = _pending(walk, frame) is not None and frame.quiz is None
        shown = before_ruling(frame.after) if pending else frame.after
        table = table_text(shown, reveal=reveal).rstrip("\n")
        # Each book's ruling here: in a question's folded answer, folded for a later one.
        compared = books_markdown([c for c in walk.books if c.step == frame.number])
        later = _pending(walk, frame)
        if compared and later is not None:
            summary = f"<details><summary>Where the books differ (after step {later})</summary>"
            compared = ["", summary, *compared, "", "</details>"]
        if frame.quiz is not None:
            quiz = shuffled(frame.quiz, seed, f"{scenario.id}/{frame.number}")
            right = quiz.choices.index(quiz.answer) + 1
            seen = table_text(frame.question_view, reveal=reveal).rstrip("\n")
            out += ["", "The table when the question is asked:", "", "```text", seen, "```"]
            out += ["", f"**Your call:** {md(quiz.question)}", ""]
            out += [f"{n}. {md(choice)}" for n, choice in enumerate(quiz.choices, start=1)]
            out += ["", "<details><summary>The answer</summary>", ""]
            out += [f"**{right}. {md(quiz.answer)}**"]
            if quiz.explanation:
                out += ["", md(" ".join(quiz.explanation.split()))]
            out += [*outcome, "", "```text", table, "```", *compared, "", "</details>"]
        elif outcome and _pending(walk, frame) is not None:
            later = _pending(walk, frame)
            out += ["", f"<details><summary>The floor's ruling (after step {later})</summary>"]
            out += [*outcome, "", "```text", table, "```", "", "</details>"]
        else:
            out += [*outcome, "", "```text", table, "```"]
        if frame.quiz is None:
            out += compared
        nav = []
        if frame.number > 0:
            nav.append(f"[\u2190 Previous](#step-{frame.number - 1})")
        if frame.number < walk.steps:
            nav.append(f"[Next \u2192](#step-{frame.number + 1})")
        out += ["", " \u00b7 ".join(nav)]
    out += ["", "## The rules of this situation", "", f"Scenario `{scenario.id}`.", ""]
    for rule in walk.rules:
        out += ["- " + line if i == 0 else line for i, line in enumerate(_rule_md(rule))]
    # Scenario and engine text may hold raw HTML (<script>, <img onerror>): neutralised.
    return markdown_safe("\n".join(out)) + "\n"


def render_handout(
    walk: Walkthrough, fmt: str, *, reveal: bool = False, seed: int = 0,
    four_colour: bool = False,
) -> str:  # fmt: skip
    """The handout in ``fmt`` (``html`` or ``markdown``)."""
    if fmt == "html":
        return handout_html(walk, reveal=reveal, seed=seed, four_colour=four_colour)
    if fmt == "markdown":
        return handout_markdown(walk, reveal=reveal, seed=seed)
    raise ValueError(f"unknown handout format {fmt!r}: html or markdown")


SUFFIXES = {"html": ".html", "markdown": ".md"}


def when_asked(walk: Walkthrough) -> str:
    """When in the hand the page's point comes: the phase at its first question, else at
    its first ruling or refusal, else where the hand ends. What happened at the table, so
    it names no ruling (a rule area such as "misdeals" would)."""
    for frame in walk.frames:
        if frame.quiz is not None:
            return frame.question_view.phase
    for frame in walk.frames:
        if frame.rulings or frame.refusal is not None:
            return frame.before.phase
    return walk.frames[-1].after.phase


def _phase_slug(phase: str) -> str:
    return PHASES.get(phase, phase).lower().replace(" ", "-")


def index_page(walks: Sequence[Walkthrough], fmt: str) -> str:
    """The trainee's index of handouts, by when in the hand the situation comes: each page
    by its situation and neutral file name. No scenario ids and no rule areas, which name
    rulings ("misdeals", "dead-hands"); the trainer's index has both."""
    suffix = SUFFIXES[fmt]
    scenarios = [w.scenario for w in walks]
    files = handout_names(scenarios)
    names = {s.id: situation(s, n) for n, s in enumerate(scenarios, start=1)}
    if len({w.book for w in walks}) > 1:  # the same situation under each book: say whose
        names = {w.scenario.id: f"{names[w.scenario.id]} ({book_label(w.book)})" for w in walks}
    shown = {key: markdown_text(name) for key, name in names.items()}
    order = {phase: index for index, phase in enumerate(PHASES)}
    groups: dict[str, list[Scenario]] = {}
    for walk in walks:
        groups.setdefault(when_asked(walk), []).append(walk.scenario)
    ordered = sorted(groups.items(), key=lambda item: (order.get(item[0], 99), item[0]))
    for _, members in ordered:
        members.sort(key=lambda s: names[s.id].lower())
    intro = "One page per situation, by when in the hand it comes."
    if fmt == "markdown":
        out = ["# Floor training walkthroughs", "", intro, ""]
        for phase, members in ordered:
            out += [f"## {PHASES.get(phase, phase)}", ""]
            out += [f"- [{shown[s.id]}]({files[s.id]}{suffix})" for s in members]
            out.append("")
        return markdown_safe("\n".join(out))
    sections = []
    for phase, members in ordered:
        items = "".join(
            f'<li><a href="{escape(files[s.id])}{suffix}">{escape(names[s.id])}</a></li>'
            for s in members
        )
        heading = escape(PHASES.get(phase, phase))
        sections.append(f'<section><h2 id="{escape(_phase_slug(phase))}">{heading}</h2>'
                        f"<ul>{items}</ul></section>")  # fmt: skip
    body = f"<h1>Floor training walkthroughs</h1><p>{intro}</p>{''.join(sections)}"
    return page("Floor training walkthroughs", body)


TRAINER_INDEX = "trainer-index"


def trainer_index(scenarios: Sequence[Scenario], fmt: str) -> str:
    """The trainer's map of the handouts: each file, its situation, its scenario id and the
    rules it teaches (the ids name the rulings, so this page is not for trainees)."""
    suffix = SUFFIXES[fmt]
    files = handout_names(scenarios)
    names = {s.id: situation(s, n) for n, s in enumerate(scenarios, start=1)}
    rows = sorted(scenarios, key=lambda s: files[s.id])
    title = "Floor training walkthroughs \u2014 trainer's index"
    if fmt == "markdown":
        out = [f"# {title}", "", "Not for trainees: the scenario ids name the rulings.", ""]
        out += ["| Handout | Situation | Scenario | Rules | Areas |", "|---|---|---|---|---|"]
        md = markdown_text
        out += [
            f"| [{md(files[s.id])}{suffix}]({files[s.id]}{suffix}) | {md(names[s.id])} "
            f"| `{s.id}` | {md(', '.join(s.rules))} | {md(', '.join(scenario_areas(s)))} |"
            for s in rows
        ]
        return markdown_safe("\n".join(out)) + "\n"
    body = "".join(
        f'<tr><td><a href="{escape(files[s.id])}{suffix}">{escape(files[s.id])}{suffix}</a></td>'
        f"<td>{escape(names[s.id])}</td><td><code>{escape(s.id)}</code></td>"
        f"<td>{escape(', '.join(s.rules))}</td>"
        f"<td>{escape(', '.join(scenario_areas(s)))}</td></tr>"
        for s in rows
    )
    table = (
        f"<h1>{escape(title)}</h1><p>Not for trainees: the scenario ids name the rulings.</p>"
        "<table><thead><tr><th>Handout</th><th>Situation</th><th>Scenario</th><th>Rules</th>"
        f"<th>Areas</th></tr></thead><tbody>{body}</tbody></table>"
    )
    style = "<style>td, th { text-align: left; vertical-align: top; padding: 2px 8px; }</style>"
    return page(title, style + table)


def write_handouts(
    walks: Sequence[Walkthrough], out: Path, fmt: str, *, reveal: bool = False, seed: int = 0,
    four_colour: bool = False,
) -> list[Path]:  # fmt: skip
    """One page per walkthrough, named after its situation (never its scenario id), the
    trainee's index and the trainer's index, in ``out``; the paths written, the trainee's
    index last."""
    out.mkdir(parents=True, exist_ok=True)
    suffix = SUFFIXES[fmt]
    scenarios = [w.scenario for w in walks]
    files = handout_names(scenarios)
    written = []
    for walk in walks:
        path = out / f"{files[walk.scenario.id]}{suffix}"
        text = render_handout(walk, fmt, reveal=reveal, seed=seed, four_colour=four_colour)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    key = out / f"{TRAINER_INDEX}{suffix}"
    key.write_text(trainer_index(scenarios, fmt), encoding="utf-8")
    written.append(key)
    index = out / f"index{suffix}"
    index.write_text(index_page(walks, fmt), encoding="utf-8")
    written.append(index)
    return written
