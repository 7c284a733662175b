"""Scenario and engine text where it is shown: terminals, SVG, HTML, Markdown (issue 24).

N7: ``walk`` wrote escape sequences from a scenario's text to the terminal. N13: the SVG
walkthrough stopped being XML, and the HTML pages kept control characters raw. N14: links
and images written in a scenario became links and images in the Markdown handouts.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
import yaml

from refdealer.cli import main
from tests.test_certify import bad_engine, suite_dir

__all__ = ["suite_dir"]  # the fixture, shared with test_certify

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
#: A scenario with narration and a question: every kind of text a walkthrough shows.
TAUGHT = ("core/betting-basics.yaml", "nl-min-raise-is-largest-raise-increment")
#: A window title, a screen clear, a bell and a C1 CSI (0x9b): what a terminal acts on.
ESCAPES = "\x1b]0;owned\x07\x1b[2J\x9b31m"
#: Every C0 control, DEL and every C1 control.
CONTROLS = "".join(map(chr, [*range(0x20), 0x7F, *range(0x80, 0xA0)]))
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
LINK = "[the rules](https://evil.example/x) ![tracker](https://evil.example/t.png)"


def _one_line(text: str) -> str:
    return "".join(c for c in text if len(f"a{c}a".splitlines()) == 1)


def _hostile_scenario(tmp_path: Path, text: str) -> Path:
    """The taught scenario with ``text`` in its title, situation, narration and question."""
    path, wanted = TAUGHT
    data = yaml.safe_load((SCENARIOS / path).read_text(encoding="utf-8"))
    scenario: dict[str, Any] = next(s for s in data["scenarios"] if s["id"] == wanted)
    scenario["title"] += " " + text
    scenario["situation"] += " " + _one_line(text)
    for step in scenario["script"]:
        if isinstance(step, dict) and "narration" in step:
            step["narration"] += " " + text
        if isinstance(step, dict) and "quiz" in step:
            quiz = step["quiz"]
            quiz["question"] += " " + text
            quiz["explanation"] += " " + text
            quiz["choices"] = [choice + " " + text for choice in quiz["choices"]]
            quiz["answer"] += " " + text
    out = tmp_path / "hostile.yaml"
    out.write_text(yaml.safe_dump({"scenarios": [scenario]}), encoding="utf-8")
    return out


def test_n7_walk_strips_escape_sequences_from_scenario_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = _hostile_scenario(tmp_path, ESCAPES)
    answers = tmp_path / "answers"
    answers.write_text("1\n" * 5, encoding="utf-8")
    assert main(["walk", str(scenario), "--no-pause"]) == 0
    walked = capsys.readouterr().out
    args = ["walk", str(scenario), "--quiz", "--answers", str(answers), "--seed", "1"]
    assert main(args) == 0
    quizzed = capsys.readouterr().out
    for out in (walked, quizzed):
        assert not RAW_CONTROL.search(out), repr(RAW_CONTROL.search(out))
        assert "\\x1b]0;owned" in out  # shown, as text
    assert quizzed.count("\\x1b[2J") >= 5  # the question and its four choices
    assert main(["walk", str(scenario), "--out", str(tmp_path / "walk.txt")]) == 0
    assert not RAW_CONTROL.search((tmp_path / "walk.txt").read_text(encoding="utf-8"))


def test_n13_svg_walkthrough_parses_as_xml_with_every_control_character(
    tmp_path: Path,
) -> None:
    scenario = _hostile_scenario(tmp_path, CONTROLS)
    svg = tmp_path / "walk.svg"
    assert main(["walk", str(scenario), "--format", "svg", "--out", str(svg)]) == 0
    root = ET.parse(svg).getroot()  # raises on a character XML 1.0 forbids
    assert root.tag.endswith("svg")
    assert "\\x1b" in svg.read_text(encoding="utf-8")


def test_n13_html_pages_hold_no_raw_control_character(tmp_path: Path) -> None:
    scenario = _hostile_scenario(tmp_path, CONTROLS)
    page = tmp_path / "walk.html"
    assert main(["walk", str(scenario), "--format", "html", "--out", str(page)]) == 0
    handouts = tmp_path / "handouts"
    assert main(["handouts", "--out", str(handouts), "--scenarios", str(scenario)]) == 0
    pages = [page, *sorted(handouts.glob("*.html"))]
    assert len(pages) >= 3
    for written in pages:
        text = written.read_text(encoding="utf-8")
        assert not RAW_CONTROL.search(text), (written.name, RAW_CONTROL.search(text))
    assert "\\x1b" in page.read_text(encoding="utf-8")


def test_n13_certificate_html_holds_no_raw_control_character(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = tmp_path / "certificate.html"
    main(["certify", "--scenarios", str(suite_dir), *bad_engine("escapes"), "--html", str(page)])
    capsys.readouterr()
    text = page.read_text(encoding="utf-8")
    assert not RAW_CONTROL.search(text), RAW_CONTROL.search(text)
    assert "\\x1b]0;owned" in text


def _links_and_images(markdown: str) -> list[str]:
    """Inline links, images and bare addresses a renderer would make live (no escapes)."""
    inline = re.findall(r"(?<!\\)!?(?<!\\)\[[^\]\\]*(?<!\\)\]\([^)]*\)", markdown)
    bare = re.findall(r"https?://\S+|(?<![\w.\\])www\.\S+", markdown)
    return inline + bare


def test_n14_scenario_links_and_images_do_not_reach_the_handouts(tmp_path: Path) -> None:
    scenario = _hostile_scenario(tmp_path, LINK + " see www.evil.example")
    handouts = tmp_path / "handouts"
    args = ["handouts", "--out", str(handouts), "--format", "markdown"]
    assert main([*args, "--scenarios", str(scenario)]) == 0
    pages = sorted(handouts.glob("*.md"))
    assert len(pages) == 3  # the handout, the trainee's index and the trainer's index
    for page in pages:
        text = page.read_text(encoding="utf-8")
        live = [link for link in _links_and_images(text) if "evil" in link]
        assert live == [], (page.name, live)
    handout = next(p for p in pages if "index" not in p.name).read_text(encoding="utf-8")
    assert "\\[the rules\\](https\\://evil.example/x)" in handout  # shown as written
    assert "[Next \u2192](#step-1)" in handout  # the page's own links stay links


def test_n14_markdown_text_reads_as_written_and_builds_nothing() -> None:
    from refdealer.sanitize import markdown_text

    assert markdown_text("[a](b) ![c](d)") == "\\[a\\](b) !\\[c\\](d)"
    assert markdown_text("https://x.example www.x.example") == "https\\://x.example www\\.x.example"
    assert markdown_text("# 1. *a* _b_ `c` | ~d~") == "\\# 1. \\*a\\* \\_b\\_ \\`c\\` \\| \\~d\\~"
    assert markdown_text("12. then") == "12\\. then"
    assert markdown_text("Seat 5 raises to 5600 (the minimum).") == (
        "Seat 5 raises to 5600 (the minimum)."
    )


def test_n7_list_escapes_the_names_of_feature_scenarios(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    feature = tmp_path / "escapes.feature"
    feature.write_text(
        "Feature: Escapes\n\n  Rule: NL-MIN-RAISE — a raise is at least the last one\n\n"
        f"    Scenario: Named {ESCAPES}\n"
        "      Given a no-limit table with blinds 100/200 and the button on seat 1:\n"
        "        | seat | stack |\n        | 1    | 20000 |\n        | 2    | 20000 |\n"
        "      When the hand is dealt\n",
        encoding="utf-8",
    )
    main(["list", str(feature)])
    captured = capsys.readouterr()
    for out in (captured.out, captured.err):
        assert not RAW_CONTROL.search(out), repr(out)
    assert "escapes::Named \\x1b]0;owned" in captured.out
