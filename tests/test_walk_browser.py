"""The handouts and exams in headless Chromium at 1280 and 390 px, and printed to PDF.

A quiz step is opened before and after the answer (the floor's ruling stays hidden until a
choice is clicked), the phone layout is measured (no sideways scrolling of the page,
readable text, the table in words open), and the printed page count is read with
poppler's ``pdfinfo``. With ``REFDEALER_REGENERATE=1`` the screenshots in ``docs/`` are
made again from the same pages.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.walk.find import find_scenario, suite_scenarios
from refdealer.walk.handout import handout_html
from refdealer.walk.play import play
from refdealer.walk.session import has_teaching
from tests.browser import Browser
from tests.pngcheck import read_png

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
CHROMIUM = Path("/usr/bin/chromium")
PREMATURE = "premature-flop-before-big-blind-acts"  # 20 steps, the question at step 8
SHORT_ALL_IN = "short-all-in-raise-does-not-reopen-for-earlier-raiser"  # 11 steps

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs chromium (apt-get install chromium)"),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    opened = Browser(CHROMIUM)
    yield opened
    opened.close()


def _page(tmp_path: Path, scenario_id: str, **options: bool) -> Path:
    page = tmp_path / f"{scenario_id}.html"
    page.write_text(handout_html(play(find_scenario(scenario_id)), **options), encoding="utf-8")
    return page


def _shot(browser: Browser, path: Path, name: str) -> None:
    browser.screenshot(path)
    if os.environ.get("REFDEALER_REGENERATE"):
        shutil.copy(path, DOCS / name)


def _not_blank(path: Path, width: int) -> None:
    image = read_png(path)
    assert image.width == width
    assert len(set(image.pixels)) > 50, "the screenshot is (nearly) blank"


VISIBLE = "document.querySelector('#step-8').innerText"


@pytest.mark.parametrize("width", [1280, 390])
def test_a_quiz_before_and_after_the_answer(browser: Browser, tmp_path: Path, width: int) -> None:
    page = _page(tmp_path, PREMATURE)
    browser.open(f"{page.as_uri()}#step-8", width, 1500 if width > 600 else 844)
    if width < 600:  # a phone shows the question first; the table is above it
        browser.run("document.querySelector('#step-8 .quiz h3').scrollIntoView()")
    before = browser.run(VISIBLE)
    assert "Your call" in before and "The dealer flops while the big blind" in before
    # Nothing of the ruling is on the screen before the answer.
    assert "The floor rules" not in before and "FLOP-PREMATURE" not in before
    assert "The answer:" not in before
    assert browser.run("document.querySelector('#step-8 details.answer').open") is False
    shot = tmp_path / "before.png"
    _shot(browser, shot, f"quiz-before-{width}.png")
    _not_blank(shot, width)
    right = browser.run("document.querySelector('#step-8 .quiz').getAttribute('data-right')")
    browser.run(f"document.querySelector('#step-8 button[data-choice=\"{right}\"]').click()")
    after = browser.run(VISIBLE)
    assert "Right!" in after and "The answer:" in after
    assert "The floor rules" in after and "FLOP-PREMATURE" in after
    assert browser.run("document.querySelector('#step-8 button.right') !== null")
    shot = tmp_path / "after.png"
    browser.run("document.querySelector('#step-8 .quiz h3').scrollIntoView()")
    _shot(browser, shot, f"quiz-after-{width}.png")
    _not_blank(shot, width)


PHONE_METRICS = """(function () {
  var svg = document.querySelector("#step-8 figure svg.narrow");
  var wide = document.querySelector("#step-8 figure svg.wide");
  var figures = Array.prototype.filter.call(document.querySelectorAll("figure"),
    function (f) { return f.getClientRects().length > 0; });
  var rect = svg.getBoundingClientRect();
  var scale = rect.width / svg.viewBox.baseVal.width;
  var sizes = Array.prototype.map.call(svg.querySelectorAll("text"), function (t) {
    return parseFloat(t.getAttribute("font-size")) * scale; });
  var alt = document.querySelector("#step-8 details.alt");
  return {inner: window.innerWidth, scroll: document.documentElement.scrollWidth,
    body: parseFloat(getComputedStyle(document.body).fontSize),
    alt_open: alt.open, alt_font: parseFloat(getComputedStyle(alt).fontSize),
    svg_min: Math.min.apply(null, sizes), svg_width: rect.width,
    wide_shown: wide.getClientRects().length > 0, figures: figures.length,
    sideways: figures.filter(function (f) { return f.scrollWidth > f.clientWidth; }).length,
    viewport: !!document.querySelector("meta[name=viewport]")};
})()"""


def test_a_handout_reads_on_a_390_px_phone(browser: Browser, tmp_path: Path) -> None:
    page = _page(tmp_path, PREMATURE)
    browser.open(f"{page.as_uri()}#step-8", 390, 844)
    metrics = browser.run(PHONE_METRICS)
    print(metrics)
    assert metrics["inner"] == 390 and metrics["viewport"]
    assert metrics["scroll"] <= 390  # the page never scrolls sideways (the drawing may)
    assert metrics["body"] >= 16 and metrics["alt_font"] >= 16
    assert metrics["alt_open"]  # the table in words is open on a phone
    assert metrics["svg_min"] >= 8.5  # the smallest label of the drawing, in CSS px
    # The narrow drawing is the one shown, and no drawing scrolls sideways in its frame.
    assert not metrics["wide_shown"] and 300 <= metrics["svg_width"] <= 390
    assert metrics["figures"] >= 1 and metrics["sideways"] == 0
    words = browser.run("document.querySelector('#step-8 details.alt').innerText")
    for part in ("Seat 3 (big blind, to act)", "Board: J♥ J♦ J♣", "Pot 2100"):
        assert part in words
    _shot(browser, tmp_path / "phone.png", "quiz-phone-390.png")
    _not_blank(tmp_path / "phone.png", 390)
    out = tmp_path / "all"
    assert (
        main(["handouts", "--scenarios", str(ROOT / "scenarios" / "core"), "--out", str(out)]) == 0
    )
    browser.open((out / "index.html").as_uri(), 390, 844)
    assert browser.run("document.documentElement.scrollWidth") <= 390
    assert browser.run("!!document.querySelector('meta[name=viewport]')")


SIDEWAYS = """(function () {
  var shown = Array.prototype.filter.call(document.querySelectorAll("figure"),
    function (f) { return f.getClientRects().length > 0; });
  return {figures: shown.length, page: document.documentElement.scrollWidth,
    sideways: shown.filter(function (f) { return f.scrollWidth > f.clientWidth; })
      .map(function (f) { return f.querySelector("figcaption").textContent; })};
})()"""


@pytest.mark.parametrize(
    "scenario_id",
    [
        PREMATURE, "one-card-shown-first-the-others-may-table",
        "fifty-percent-flop-half-a-raise-must-be-completed",  # "100+100+...+100" in a heading
    ],
)  # fmt: skip
def test_no_table_drawing_scrolls_sideways_on_a_390_px_phone(
    browser: Browser, tmp_path: Path, scenario_id: str
) -> None:
    page = _page(tmp_path, scenario_id)
    browser.open(f"{page.as_uri()}#all", 390, 844)  # every step, every drawing
    found = browser.run(SIDEWAYS)
    print(scenario_id, found)
    assert found["figures"] >= 3
    assert found["sideways"] == [] and found["page"] <= 390
    assert main(["exam", "premature", "--out", str(tmp_path / "exam"), "--seed", "1"]) == 0
    browser.open((tmp_path / "exam" / "exam.html").as_uri(), 390, 844)
    found = browser.run(SIDEWAYS)
    assert found["figures"] >= 4 and found["sideways"] == [] and found["page"] <= 390


LONGEST = "the-longest-teaching-scenario"  # found when the test runs (it plays them all)


def longest_handout() -> str:
    """The teaching scenario with the most steps (the hardest to print short)."""
    walks = [play(s) for s in suite_scenarios() if has_teaching(s)]
    return max(walks, key=lambda w: (w.steps, w.scenario.id)).scenario.id


def _pages(pdf: Path) -> list[str]:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    count = int(re.search(r"Pages:\s+(\d+)", info.stdout).group(1))  # type: ignore[union-attr]
    return [
        subprocess.run(
            ["pdftotext", "-layout", "-f", str(n), "-l", str(n), str(pdf), "-"],
            capture_output=True, text=True, check=True,
        ).stdout
        for n in range(1, count + 1)
    ]  # fmt: skip


needs_poppler = pytest.mark.skipif(
    shutil.which("pdfinfo") is None, reason="needs poppler-utils (pdfinfo, pdftotext)"
)


@needs_poppler
@pytest.mark.parametrize(
    ("scenario_id", "most"),
    [
        (PREMATURE, 2), (SHORT_ALL_IN, 2), ("four-card-flop-scramble-option", 2),
        (LONGEST, 2),
    ],
)  # fmt: skip
def test_a_printed_handout_is_short_and_never_splits_a_question(
    browser: Browser, tmp_path: Path, scenario_id: str, most: int
) -> None:
    scenario_id = longest_handout() if scenario_id == LONGEST else scenario_id
    page = _page(tmp_path, scenario_id)
    browser.open(page.as_uri(), 1280, 900)
    pdf = tmp_path / "handout.pdf"
    browser.pdf(pdf)
    pages = _pages(pdf)
    steps = play(find_scenario(scenario_id)).steps
    print(f"{scenario_id}: {steps} steps print on {len(pages)} page(s)")
    assert len(pages) <= most
    flat = [" ".join(text.split()) for text in pages]
    for frame in play(find_scenario(scenario_id)).frames:
        if frame.quiz is None:
            continue
        holding = [n for n, text in enumerate(flat) if frame.quiz.question[:40] in text]
        assert len(holding) == 1
        for choice in frame.quiz.choices:
            assert choice[:30] in flat[holding[0]], "a choice went to another page"
    # One step of play a row: every step heading is printed.
    assert all(f"Step {n} of {steps}" in " ".join(flat) for n in range(1, steps + 1))


@needs_poppler
def test_a_printed_exam_keeps_each_question_on_one_page(browser: Browser, tmp_path: Path) -> None:
    assert main(["exam", "premature", "--out", str(tmp_path), "--seed", "1"]) == 0
    browser.open((tmp_path / "exam.html").as_uri(), 1280, 900)
    browser.pdf(tmp_path / "exam.pdf")
    pages = [" ".join(t.split()) for t in _pages(tmp_path / "exam.pdf")]
    browser.open((tmp_path / "answer-key.html").as_uri(), 1280, 900)
    browser.pdf(tmp_path / "key.pdf")
    key_pages = _pages(tmp_path / "key.pdf")
    print(f"exam: {len(pages)} page(s), answer key: {len(key_pages)} page(s)")
    sheet = (tmp_path / "exam.html").read_text(encoding="utf-8")
    count = sheet.count('<section class="question"')
    assert count >= 4
    for number in range(1, count + 1):
        holding = [n for n, text in enumerate(pages) if f"Question {number}: the table" in text]
        assert len(holding) == 1
        assert "Your answer" in pages[holding[0]]
    assert len(pages) <= count  # a question a page at most


def test_suits_print_apart_in_black_and_white_and_a_four_colour_deck(
    browser: Browser, tmp_path: Path
) -> None:
    page = _page(tmp_path, PREMATURE, four_colour=True)
    browser.open(f"{page.as_uri()}#step-8", 1280, 900)
    fill = "getComputedStyle(document.querySelector('#step-8 g.s-{} text.sym')).fill"
    assert browser.run(fill.format("d")) == "rgb(21, 101, 192)"  # diamonds blue
    assert browser.run(fill.format("c")) == "rgb(46, 125, 50)"  # clubs green
    plain = _page(tmp_path, SHORT_ALL_IN)
    browser.open(f"{plain.as_uri()}#step-6", 1280, 900)
    browser.emulate_media("print")
    try:
        style = "getComputedStyle(document.querySelector('g.s-h text.sym'))"
        assert browser.run(f"{style}.fill") == "rgb(255, 255, 255)"  # hollow hearts
        assert browser.run(f"{style}.stroke") == "rgb(0, 0, 0)"
        black = "getComputedStyle(document.querySelector('g.s-s text.sym, g.s-c text.sym')).fill"
        assert browser.run(black) == "rgb(17, 17, 17)"  # black suits stay solid
    finally:
        browser.emulate_media(None)
