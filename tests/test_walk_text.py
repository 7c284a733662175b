"""The terminal walkthrough: exact plain-text pictures of a few scenarios, and its parts.

The expected pages live in ``tests/walk_expected/``; they are what rich prints with colour
off (``Console(no_color=True, width=100, force_terminal=False)``). After an intended change
to the drawing, regenerate them with ``REFDEALER_REGENERATE=1 python -m pytest
tests/test_walk_text.py`` and read the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from refdealer.scenarios.loader import load_scenario_file
from refdealer.walk.find import ScenarioNotFound, find_scenario
from refdealer.walk.render_text import card_text, render_text, table_text
from refdealer.walk.view import CardView, table_view
from tests.walk_suite import walk

EXPECTED = Path(__file__).resolve().parent / "walk_expected"
ROOT = Path(__file__).resolve().parent.parent

CASES = [
    ("short-all-in-raise-does-not-reopen-for-earlier-raiser", False),
    ("split-pot-odd-chip-left-of-button", False),
    ("side-pots-all-in-player-wins-main-only", False),
    ("deal-order-heads-up-button-dealt-last", True),
]


@pytest.mark.parametrize(("scenario_id", "reveal"), CASES)
def test_walkthrough_text_is_exactly_the_expected_page(scenario_id: str, reveal: bool) -> None:
    name = f"{scenario_id}{'.reveal' if reveal else ''}.txt"
    text = render_text(walk(scenario_id), reveal=reveal)
    expected = EXPECTED / name
    if os.environ.get("REFDEALER_REGENERATE"):
        expected.write_text(text, encoding="utf-8")
    assert text == expected.read_text(encoding="utf-8")


def test_the_pages_have_no_colour_codes_and_fit_in_100_columns() -> None:
    for scenario_id, reveal in CASES:
        text = render_text(walk(scenario_id), reveal=reveal)
        assert "\x1b" not in text
        assert max(len(line) for line in text.splitlines()) <= 100


def test_a_step_reads_in_dealer_language_with_its_ruling_rule_and_sources() -> None:
    text = render_text(walk("short-all-in-raise-does-not-reopen-for-earlier-raiser"))
    assert "▸ The dealer burns and turns the flop: K♣ Q♠ Q♥" in text
    assert "▸ Seat 1 raises to 250" in text
    assert "ALLIN-SHORT-RAISE-REOPEN — a short all-in raise does not reopen the betting" in text
    assert "TDA 47-A" in text
    assert "seat 1 stack 250 → 0 (-250)" in text
    assert "The floor refuses: Seat 3 raises to 350: a short all-in did not reopen" in text
    assert "(reason code RAISE_NOT_ALLOWED)" in text
    # Every ruling shows its rule in the catalog's own words.
    assert "an all-in that falls short of a full raise leaves the betting" in text
    assert "The answer: 2. Seat 3 may only call 50 or fold" in text


def test_hole_cards_are_face_down_until_shown_unless_revealed() -> None:
    played = walk("split-pot-odd-chip-left-of-button")
    before_showdown = played.frames[-3].after
    assert "▒▒ ▒▒" in table_text(before_showdown)
    assert "4♦" not in table_text(before_showdown)
    assert "(4♦) (5♦)" in table_text(before_showdown, reveal=True)
    final = table_text(played.frames[-1].after)
    assert "4♦ 5♦ shown" in final and "4♥ 5♥ shown" in final
    assert "wins 15" in final and "wins 14" in final


def test_exposed_cards_lie_face_up() -> None:
    snapshot = {
        "phase": "preflop", "button": 1, "to_act": 2, "stacks": {"1": 10, "2": 10},
        "bets": {"1": 1, "2": 2}, "hole": {"1": ["As", "Kd"], "2": ["2c", "3c"]},
        "exposed": ["Kd"], "board": [], "burns": [], "muck": [], "stub": [], "pots": [],
        "legal": None,
    }  # fmt: skip
    view = table_view(snapshot, {})
    assert [c.face_up for c in view.seat(1).cards] == [False, True]
    assert view.seat(1).button and view.seat(1).small_blind and view.seat(2).big_blind


def test_cards_have_a_plain_twin_for_every_colour() -> None:
    assert card_text(CardView("Ah", True)).plain == "A♥"
    assert card_text(CardView("Ah", False)).plain == "▒▒"
    assert card_text(CardView("Ah", False), reveal=True).plain == "(A♥)"
    assert "red" in str(card_text(CardView("Td", True)).style)
    assert "black" in str(card_text(CardView("Ts", True)).style)


def test_a_scenario_is_found_by_id_by_file_or_by_path_and_id(tmp_path: Path) -> None:
    assert find_scenario("check-raise-is-allowed").id == "check-raise-is-allowed"
    betting = ROOT / "scenarios" / "core" / "betting.yaml"
    found = find_scenario(f"{betting}::check-raise-is-allowed")
    assert found.path == str(betting)
    one = tmp_path / "one.yaml"
    scenarios, _ = load_scenario_file(betting)
    source = betting.read_text(encoding="utf-8")
    start = source.index("  - id: check-raise-is-allowed")
    end = source.index("  - id: short-all-in-raise-does-not-reopen")
    body = "\n".join(line[4:] for line in source[start:end].splitlines())
    one.write_text(body.replace("- id:", "id:", 1), encoding="utf-8")
    assert find_scenario(str(one)).id == "check-raise-is-allowed"
    assert len(scenarios) > 1
    with pytest.raises(ScenarioNotFound, match="name one as"):
        find_scenario(str(betting))
    with pytest.raises(ScenarioNotFound, match="did you mean check-raise-is-allowed"):
        find_scenario("check-raise-is-alowed")
    with pytest.raises(ScenarioNotFound, match="no such file"):
        find_scenario(str(tmp_path / "missing.yaml"))


def test_the_walk_command_writes_plain_text_when_not_on_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from refdealer.cli import main

    assert main(["walk", "split-pot-odd-chip-left-of-button"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "The odd chips of the pot go to seat(s) 4" in out
    assert "Enter for the next step" not in out
    assert main(["walk", "no-such-scenario"]) == 2
    assert "no scenario 'no-such-scenario'" in capsys.readouterr().err


def test_the_terminal_walkthrough_records_as_svg(tmp_path: Path) -> None:
    from refdealer.cli import main

    out = tmp_path / "walk.svg"
    assert main(["walk", "check-raise-is-allowed", "--format", "svg", "--out", str(out)]) == 0
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "Seat&#160;2&#160;raises&#160;to&#160;900" in svg
