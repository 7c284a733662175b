"""Handouts: a walkthrough as a self-contained HTML or Markdown page, and an index by area.

The HTML page holds everything inline (style, the SVG tables, a small script): one step
is shown at a time with previous/next links, ``page.html#step-3`` opens step 3, and
printing lays out every step with its answer. Without the script every step is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from refdealer.sanitize import markdown_safe
from refdealer.scenarios.model import Quiz, Scenario
from refdealer.walk.changes import Changes
from refdealer.walk.play import Frame, RuleRef, Walkthrough
from refdealer.walk.render_svg import table_svg
from refdealer.walk.render_text import table_text
from refdealer.walk.session import by_area
from refdealer.walk.view import CardView

STYLE = """
:root { --ink: #1a1a1a; --muted: #5f6b66; --line: #c9d3cf; --accent: #1b5e20; }
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; color: var(--ink);
  margin: 0 auto; max-width: 880px; padding: 16px 20px 40px; line-height: 1.45; }
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
figcaption { color: var(--muted); font-size: 0.9rem; text-align: center; }
nav.pager { display: flex; justify-content: space-between; align-items: center; margin-top: 10px; }
nav.pager a { padding: 6px 14px; border: 1px solid var(--accent); border-radius: 6px;
  text-decoration: none; color: var(--accent); font-weight: bold; }
nav.pager a.disabled { visibility: hidden; }
.red { color: #c62828; } .black { color: #111; }
@media print {
  nav.steps, nav.pager, .show-all { display: none; }
  section.step { display: block !important; page-break-inside: avoid; }
  body { max-width: none; }
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
  show();
})();
"""


QUIZ_CLASS = ' class="quiz" title="a question"'


def _rule_html(rule: RuleRef) -> str:
    sources = "".join(f"<li>{escape(source)}</li>" for source in rule.sources)
    return (
        f'<span class="rule-id">{escape(rule.id)}</span> \u2014 {escape(rule.title)} '
        f'<span class="id">({escape(rule.area)})</span><ul class="sources">{sources}</ul>'
    )


def _cards_html(cards: Sequence[CardView], reveal: bool) -> str:
    shown = []
    for card in cards:
        if card.face_up or reveal:
            colour = "red" if card.red else "black"
            extra = " (face down)" if not card.face_up else ""
            shown.append(f'<span class="{colour}">{escape(card.pretty)}</span>{extra}')
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


def _quiz_html(quiz: Quiz) -> str:
    choices = "".join(f"<li>{escape(choice)}</li>" for choice in quiz.choices)
    right = quiz.choices.index(quiz.answer) + 1
    explanation = f"<p>{escape(quiz.explanation)}</p>" if quiz.explanation else ""
    return (
        f'<div class="quiz"><h3>Your call</h3><p>{escape(quiz.question)}</p>'
        f"<ol>{choices}</ol><details><summary>The answer</summary>"
        f"<p><strong>{right}. {escape(quiz.answer)}</strong></p>{explanation}</details></div>"
    )


def _outcome_html(frame: Frame, reveal: bool) -> str:
    if frame.refusal is not None:
        refusal = frame.refusal
        return (
            f'<div class="refusal"><h3>The floor refuses</h3><p><strong>{escape(refusal.reason)}'
            f"</strong> \u2014 {escape(refusal.message)}</p>"
            f'<p class="meaning">{escape(refusal.meaning)} The table is unchanged.</p></div>'
        )
    if not frame.rulings:
        return ""
    parts = ['<div class="ruling"><h3>The floor rules</h3>']
    for ruling in frame.rulings:
        parts.append(f"<p><strong>{escape(ruling.message)}</strong></p>")
        parts.append(f"<p>{_rule_html(ruling.rule)}</p>")
    if frame.changes:
        parts.append("<p>What happened to the cards and chips:</p>")
        parts.append(_changes_html(frame.changes, reveal))
    parts.append("</div>")
    return "".join(parts)


def _title(frame: Frame, total: int) -> str:
    if frame.step is None:
        return "Setup"
    return f"Step {frame.number} of {total} \u00b7 {frame.heading}"


def _figure(view_svg: str, caption: str) -> str:
    return f"<figure>{view_svg}<figcaption>{escape(caption)}</figcaption></figure>"


def _step_html(walk: Walkthrough, frame: Frame, reveal: bool) -> str:
    """One step: the table as it stands, what happens, the question, the ruling, the result.

    The table after the step is drawn too when the floor ruled (or refused after part of
    the step was played), and after the last step, so the correction is seen.
    """
    total = walk.steps
    parts = [
        f'<section class="step" id="step-{frame.number}" data-step="{frame.number}">',
        f"<h2>{escape(_title(frame, total))}</h2>",
    ]
    if frame.step is not None:
        caption = f"The table before step {frame.number}"
        parts.append(_figure(table_svg(frame.before, reveal=reveal, title=caption), caption))
    if frame.narration:
        parts.append(f'<p class="narration">{escape(" ".join(frame.narration.split()))}</p>')
    actions = "".join(f"<li>{escape(line)}</li>" for line in frame.actions)
    parts.append(f'<ul class="actions">{actions}</ul>')
    if frame.quiz is not None:
        parts.append(_quiz_html(frame.quiz))
    parts.append(_outcome_html(frame, reveal))
    corrected = bool(frame.rulings) or (frame.refusal is not None and bool(frame.changes))
    if frame.step is None or corrected or frame.number == total:
        caption = "The table" if frame.step is None else f"The table after step {frame.number}"
        parts.append(_figure(table_svg(frame.after, reveal=reveal, title=caption), caption))
    prev_link = _pager_link(frame.number - 1, total, "prev", "\u2190 Previous")
    next_link = _pager_link(frame.number + 1, total, "next", "Next \u2192")
    parts.append(
        f'<nav class="pager" aria-label="Step navigation">{prev_link}'
        f"<span>{frame.number} / {total}</span>{next_link}</nav></section>"
    )
    return "".join(parts)


def _pager_link(number: int, total: int, kind: str, label: str) -> str:
    if 0 <= number <= total:
        return f'<a class="{kind}" href="#step-{number}" rel="{kind}">{label}</a>'
    return f'<a class="{kind} disabled" aria-hidden="true">{label}</a>'


def handout_html(walk: Walkthrough, *, reveal: bool = False) -> str:
    """The walkthrough as one self-contained HTML page."""
    scenario = walk.scenario
    rules = "".join(f"<li>{_rule_html(rule)}</li>" for rule in walk.rules)
    links = "".join(
        f'<a href="#step-{f.number}" data-step="{f.number}"{QUIZ_CLASS if f.quiz else ""}>'
        f"{f.number}</a>"
        for f in walk.frames
    )
    steps = "".join(_step_html(walk, frame, reveal) for frame in walk.frames)
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>Walkthrough: {escape(scenario.title)}</title><style>{STYLE}</style></head>"
        f'<body><header><p class="id">Floor training walkthrough \u00b7 {escape(scenario.id)}</p>'
        f"<h1>{escape(scenario.title)}</h1><p>{escape(' '.join(scenario.description.split()))}"
        f'</p><details class="rules"><summary>The rules ({len(walk.rules)})</summary>'
        f'<ul class="rules">{rules}</ul></details>'
        f'<nav class="steps" aria-label="Steps">Steps: {links} '
        f'<a class="show-all" href="#all">all</a></nav></header>'
        f"<main>{steps}</main><script>{SCRIPT}</script></body></html>\n"
    )


def _cards_md(cards: Sequence[CardView], reveal: bool) -> str:
    return " ".join(c.pretty if c.face_up or reveal else "\u2592\u2592" for c in cards)


def _rule_md(rule: RuleRef) -> list[str]:
    lines = [f"**{rule.id}** \u2014 {rule.title} ({rule.area})"]
    lines += [f"  - {source}" for source in rule.sources]
    return lines


def handout_markdown(walk: Walkthrough, *, reveal: bool = False) -> str:
    """The walkthrough as a Markdown page (the tables drawn as text)."""
    scenario = walk.scenario
    out = [
        f"# Walkthrough: {scenario.title}",
        "",
        f"`{scenario.id}` \u2014 {' '.join(scenario.description.split())}",
        "",
        "## The rules",
        "",
    ]
    for rule in walk.rules:
        out += ["- " + line if i == 0 else line for i, line in enumerate(_rule_md(rule))]
    for frame in walk.frames:
        out += ["", f'<a id="step-{frame.number}"></a>', "", f"## {_title(frame, walk.steps)}", ""]
        if frame.narration:
            out += [f"*{' '.join(frame.narration.split())}*", ""]
        out += [f"- {line}" for line in frame.actions]
        if frame.quiz is not None:
            quiz = frame.quiz
            right = quiz.choices.index(quiz.answer) + 1
            out += ["", f"**Your call:** {quiz.question}", ""]
            out += [f"{n}. {choice}" for n, choice in enumerate(quiz.choices, start=1)]
            out += ["", "<details><summary>The answer</summary>", ""]
            out += [f"**{right}. {quiz.answer}**"]
            if quiz.explanation:
                out += ["", " ".join(quiz.explanation.split())]
            out += ["", "</details>"]
        if frame.refusal is not None:
            refusal = frame.refusal
            out += ["", f"**The floor refuses:** `{refusal.reason}` \u2014 {refusal.message}"]
            out += ["", f"{refusal.meaning} The table is unchanged."]
        for ruling in frame.rulings:
            out += ["", f"**The floor rules:** {ruling.message}", ""]
            out += ["- " + line if i == 0 else line for i, line in enumerate(_rule_md(ruling.rule))]
        if frame.rulings and frame.changes:
            out += ["", "What happened to the cards and chips:", ""]
            out += [
                f"- {len(m.cards)} card(s), {m.source} \u2192 {m.target}: "
                f"{_cards_md(m.cards, reveal)}"
                for m in frame.changes.cards
            ]
            out += [f"- {chip}" for chip in frame.changes.chips]
        table = table_text(frame.after, reveal=reveal).rstrip("\n")
        out += ["", "```text", table, "```"]
        nav = []
        if frame.number > 0:
            nav.append(f"[\u2190 Previous](#step-{frame.number - 1})")
        if frame.number < walk.steps:
            nav.append(f"[Next \u2192](#step-{frame.number + 1})")
        out += ["", " \u00b7 ".join(nav)]
    # Scenario and engine text may hold raw HTML (<script>, <img onerror>): neutralised.
    return markdown_safe("\n".join(out)) + "\n"


def render_handout(walk: Walkthrough, fmt: str, *, reveal: bool = False) -> str:
    """The handout in ``fmt`` (``html`` or ``markdown``)."""
    if fmt == "html":
        return handout_html(walk, reveal=reveal)
    if fmt == "markdown":
        return handout_markdown(walk, reveal=reveal)
    raise ValueError(f"unknown handout format {fmt!r}: html or markdown")


SUFFIXES = {"html": ".html", "markdown": ".md"}


def index_page(scenarios: Sequence[Scenario], fmt: str) -> str:
    """The index of handouts, by rule area (a scenario is listed under each of its areas)."""
    suffix = SUFFIXES[fmt]
    groups = by_area(scenarios)
    if fmt == "markdown":
        out = ["# Floor training walkthroughs", "", "By rule area.", ""]
        for area, members in groups:
            out += [f"## {area}", ""]
            out += [f"- [{s.title}]({s.id}{suffix}) \u2014 `{s.id}`" for s in members]
            out.append("")
        return markdown_safe("\n".join(out))
    sections = []
    for area, members in groups:
        items = "".join(
            f'<li><a href="{escape(s.id)}{suffix}">{escape(s.title)}</a> '
            f'<span class="id">{escape(s.id)}</span></li>'
            for s in members
        )
        sections.append(f'<section><h2 id="{escape(area)}">{escape(area)}</h2><ul>{items}</ul>'
                        "</section>")  # fmt: skip
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>Floor training walkthroughs</title><style>{STYLE}</style></head><body>"
        "<h1>Floor training walkthroughs</h1><p>One page per scenario, by rule area.</p>"
        f"{''.join(sections)}</body></html>\n"
    )


def write_handouts(
    walks: Sequence[Walkthrough], out: Path, fmt: str, *, reveal: bool = False
) -> list[Path]:
    """One page per walkthrough plus the index, in ``out``; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    suffix = SUFFIXES[fmt]
    written = []
    for walk in walks:
        path = out / f"{walk.scenario.id}{suffix}"
        path.write_text(render_handout(walk, fmt, reveal=reveal), encoding="utf-8")
        written.append(path)
    index = out / f"index{suffix}"
    index.write_text(index_page([w.scenario for w in walks], fmt), encoding="utf-8")
    written.append(index)
    return written
