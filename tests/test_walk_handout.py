"""Handouts: self-contained HTML and Markdown pages, the index, and the HTML in a real browser.

The browser tests run Debian's chromium headless (``/usr/bin/chromium``; ``.ci/run``
installs it): the page is opened at ``#step-N`` and its DOM dumped to see which step the
navigation script shows, the "Next" link is clicked, and a screenshot is decoded to check
it is a picture of the right size with a table in it (not a blank page).
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.walk.find import find_scenario, suite_scenarios
from refdealer.walk.handout import handout_html, handout_markdown, table_in_words
from refdealer.walk.names import handout_names, slug
from refdealer.walk.play import play
from refdealer.walk.render_svg import table_svg
from refdealer.walk.session import has_teaching
from tests.pngcheck import read_png
from tests.walk_suite import CORE, core, walk

SHORT_ALL_IN = "short-all-in-raise-does-not-reopen-for-earlier-raiser"
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
)  # fmt: skip


def test_the_html_handout_is_self_contained_and_has_every_step() -> None:
    played = walk(SHORT_ALL_IN)
    page = handout_html(played)
    assert page.startswith("<!DOCTYPE html>")
    # Nothing is fetched: no links, sources, imports or URLs but the SVG namespace.
    assert not re.search(r"<link|\bsrc=|@import|url\(", page)
    assert set(re.findall(r"https?://[^\"' ]+", page)) == {"http://www.w3.org/2000/svg"}
    ids = re.findall(r'<section class="step [a-z ]+" id="(step-\d+)"', page)
    assert ids == [f"step-{n}" for n in range(played.steps + 1)]
    assert page.count("<svg") >= played.steps + 1
    assert "<h3>Your call</h3><p>What does the floor rule on seat 3&#x27;s re-raise?" in page
    assert '<span class="rule-id">ALLIN-SHORT-RAISE-REOPEN</span>' in page
    assert "TDA 47-A + Addendum 47" in page
    assert 'href="#step-4" rel="next"' in page and 'href="#step-2" rel="prev"' in page


def test_svg_cards_are_real_text_and_face_down_cards_stay_secret() -> None:
    final = walk("split-pot-odd-chip-left-of-button").frames[-1].after
    svg = table_svg(final)
    assert '<text x="' in svg
    for rank, suit in (("A", "♠"), ("K", "♦"), ("T", "♥")):
        assert f">{rank}</text>" in svg and f">{suit}</text>" in svg
    assert 'fill="#c62828" class="sym">♦</text>' in svg  # red suits are red
    face_down = walk(SHORT_ALL_IN).frames[6].after  # the flop: hole cards still down
    hidden = table_svg(face_down)
    assert "face down" in hidden and ">A</text>" not in hidden.split('class="board"')[0]
    assert "(face down)" in table_svg(face_down, reveal=True)


def test_the_markdown_handout_draws_the_table_as_text() -> None:
    played = walk("split-pot-odd-chip-left-of-button")
    page = handout_markdown(played)
    assert page.startswith("# Floor training: ")
    assert played.scenario.title not in page  # the title states the ruling
    assert "**Your call:** Who gets the odd chip?" in page
    assert ". Seat 4, the first winner clockwise from the button" in page
    assert "**The floor rules:** The odd chips of the pot go to seat(s) 4" in page
    assert "```text\n" in page and "║ Board   A♠ K♦ Q♣ J♠ T♥" in page
    assert "[Next →](#step-1)" in page


def test_walk_writes_a_handout_file(tmp_path: Path) -> None:
    out = tmp_path / "page.md"
    assert main(["walk", SHORT_ALL_IN, "--format", "markdown", "--out", str(out)]) == 0
    assert "## Step 10 of 11 · Seat 3 raises to 350" in out.read_text(encoding="utf-8")


def test_handouts_writes_a_page_per_teaching_scenario_and_an_index(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    teaching = sorted((s for s in core() if has_teaching(s)), key=lambda s: s.id)
    assert len(teaching) >= 4
    assert main(["handouts", "--scenarios", str(CORE), "--out", str(tmp_path)]) == 0
    assert f"{len(teaching)} handout(s)" in capsys.readouterr().out
    names = handout_names(teaching)
    pages = sorted(p.stem for p in tmp_path.glob("*.html"))
    assert pages == sorted([*names.values(), "index", "trainer-index"])
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    # By when in the hand, not by rule area: an area ("misdeals") names the ruling.
    phases = re.findall(r'<h2 id="([a-z-]+)">', index)
    assert len(phases) >= 2 and "showdown" in phases
    assert set(phases) <= {"dealing", "before-the-flop", "flop", "turn", "river", "showdown",
                           "hand-complete"}  # fmt: skip
    assert "misdeals" not in index and "bet-sizes" not in index
    trainer = (tmp_path / "trainer-index.html").read_text(encoding="utf-8")
    assert "<td>bet-sizes" in trainer  # the trainer's index keeps the rule areas
    for scenario in teaching:
        name = names[scenario.id]
        assert scenario.id not in name and scenario.id not in index  # the ids name the rulings
        # Every link of both indexes leads to the scenario's own page.
        assert f'href="{name}.html"' in index
        assert f'<a href="{name}.html">{name}.html</a></td><td>' in trainer
        assert f"<code>{scenario.id}</code>" in trainer
        page = (tmp_path / f"{name}.html").read_text(encoding="utf-8")
        assert f"Scenario {scenario.id}</p>" in page  # its footer, after the questions
    for link in re.findall(r'href="([^"#]+)"', index + trainer):
        assert (tmp_path / link).is_file(), link


def test_markdown_handouts_link_by_neutral_names(tmp_path: Path) -> None:
    out = tmp_path / "md"
    assert main(["handouts", "--scenarios", str(CORE), "--out", str(out), "--format",
                 "markdown"]) == 0  # fmt: skip
    index = (out / "index.md").read_text(encoding="utf-8")
    trainer = (out / "trainer-index.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#]+)\)", index)
    assert links and all((out / link).is_file() for link in links)
    for scenario in core():
        if has_teaching(scenario):
            assert scenario.id not in index and f"`{scenario.id}`" in trainer


def test_handout_names_come_from_the_situation_and_are_unique() -> None:
    suite = [s for s in suite_scenarios() if has_teaching(s)]
    names = handout_names(suite)
    assert len(set(names.values())) == len(suite)
    assert handout_names(list(reversed(suite))) == names  # the order written does not count
    for scenario in suite:
        name = names[scenario.id]
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name) and len(name) <= 70
        assert name != scenario.id
        if scenario.situation:
            assert name.startswith(slug(scenario.situation)[:20])
        else:
            assert re.fullmatch(r"situation-[0-9a-f]{8}(-\d+)?", name)
    twins = [replace(suite[0], id="b-twin"), replace(suite[0], id="a-twin")]
    base = slug(suite[0].situation or "")
    assert handout_names(twins) == {"a-twin": base, "b-twin": f"{base}-2"}
    nameless = replace(suite[0], id="flop-premature-reshuffled", situation=None)
    assert "premature" not in handout_names([nameless])["flop-premature-reshuffled"]


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    profile = tmp_path / "chromium-profile"
    return subprocess.run(
        [str(CHROMIUM), *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def _visible_steps(dom: str) -> list[str]:
    sections = re.findall(r'<section class="step [a-z ]+" id="(step-\d+)"([^>]*)>', dom)
    return [step for step, attributes in sections if "hidden" not in attributes]


needs_chromium = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="needs Debian's chromium (apt-get install chromium)"
)


@pytest.mark.slow
@needs_chromium
def test_the_browser_shows_the_step_named_in_the_address(tmp_path: Path) -> None:
    page = tmp_path / "handout.html"
    page.write_text(handout_html(walk(SHORT_ALL_IN)), encoding="utf-8")
    done = _chromium(tmp_path, "--dump-dom", f"{page.as_uri()}#step-3")
    assert done.returncode == 0, done.stderr
    assert _visible_steps(done.stdout) == ["step-3"]
    assert 'data-current="step-3"' in done.stdout
    assert re.search(r'<a href="#step-3" data-step="3" aria-current="step">', done.stdout)
    everything = _chromium(tmp_path, "--dump-dom", f"{page.as_uri()}#all").stdout
    assert len(_visible_steps(everything)) == walk(SHORT_ALL_IN).steps + 1


@pytest.mark.slow
@needs_chromium
def test_the_next_button_moves_to_the_next_step(tmp_path: Path) -> None:
    page = tmp_path / "handout.html"
    # The page as written, plus a click on step 3's "Next" once it has loaded.
    click = (
        '<script>window.addEventListener("load", function () {'
        ' document.querySelector("#step-3 a.next").click(); });</script></body>'
    )
    html = handout_html(walk(SHORT_ALL_IN)).replace("</body>", click)
    page.write_text(html, encoding="utf-8")
    done = _chromium(
        tmp_path, "--virtual-time-budget=3000", "--dump-dom", f"{page.as_uri()}#step-3"
    )
    assert done.returncode == 0, done.stderr
    assert _visible_steps(done.stdout) == ["step-4"]
    assert 'data-current="step-4"' in done.stdout


@pytest.mark.slow
@needs_chromium
def test_a_screenshot_of_a_step_is_a_picture_of_the_table(tmp_path: Path) -> None:
    page = tmp_path / "handout.html"
    page.write_text(handout_html(walk(SHORT_ALL_IN)), encoding="utf-8")
    shot = tmp_path / "step.png"
    done = _chromium(
        tmp_path, f"--screenshot={shot}", "--window-size=1000,800", f"{page.as_uri()}#step-6"
    )
    assert done.returncode == 0, done.stderr
    image = read_png(shot)
    assert (image.width, image.height) == (1000, 800)
    colours = set(image.pixels)
    assert len(colours) > 100, "the screenshot is (nearly) blank"
    white = sum(1 for p in image.pixels if p == (255, 255, 255))
    assert white < 0.9 * len(image.pixels)
    felt = sum(1 for r, g, b in image.pixels if (r, g, b) == (0xDC, 0xEF, 0xDC))
    assert felt > 50_000, "no felt: the table is not drawn"
    red = sum(1 for r, g, b in image.pixels if r > 150 and g < 80 and b < 80)
    assert red > 30, "no red suit on the board (Q♥ is on the flop)"


def test_the_readme_shows_the_committed_walkthrough_pictures(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    section = (root / "README.md").read_text(encoding="utf-8").split("## Walkthroughs\n")[1]
    section = section.split("\n## ", 1)[0]
    for picture in ("docs/handout-step.png", "docs/walkthrough-terminal.svg"):
        assert f"]({picture})" in section
    image = read_png(root / "docs" / "handout-step.png")
    assert image.width == 1000 and len(set(image.pixels)) > 100
    svg = (root / "docs" / "walkthrough-terminal.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "RAISE_NOT_ALLOWED" in svg
    # The text capture is what the command prints today.
    out = tmp_path / "excerpt.txt"
    assert main(["walk", SHORT_ALL_IN, "--steps", "8-10", "--out", str(out)]) == 0
    committed = root / "docs" / "walkthrough-terminal.txt"
    assert out.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")


def test_cards_the_table_saw_stay_face_up_out_of_play_and_keep_their_ranks() -> None:
    # The premature flop was seen face up by everyone before it was set aside.
    played = play(find_scenario("premature-flop-then-big-blind-folds"))
    asked = next(frame for frame in played.frames if frame.quiz is not None)
    view = asked.question_view
    assert [card.pretty for card in view.out_of_play] == ["J♥", "J♦", "J♣"]
    assert all(card.face_up for card in view.out_of_play)
    words = " ".join(table_in_words(view))
    assert "out of play J♥ J♦ J♣" in words and "j♥" not in words
