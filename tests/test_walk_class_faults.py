"""The smaller faults a training manager met (issue 29, D9-D16): a question scored under one
rule area, a recap that says what was chosen and what was right, clear errors for an
unreadable answers file and an empty session, rule text wrapped inside the terminal, an
answer-key grid, and an index that tells the two books' pages apart."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.console import Console

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.scenarios.model import Scenario
from refdealer.walk.book import play_under
from refdealer.walk.find import suite_scenarios
from refdealer.walk.handout import index_page
from refdealer.walk.play import readable_cards
from refdealer.walk.quiz import Outcome, area_scores
from refdealer.walk.records import recap
from refdealer.walk.session import has_quiz, question_area, scenario_areas
from refdealer.walk.trainee import rule_text


def test_a_question_is_scored_under_one_rule_area() -> None:
    scenario = next(s for s in suite_scenarios() if has_quiz(s) and len(scenario_areas(s)) > 1)
    assert question_area(scenario) == (rule_catalog()[scenario.rules[0]].area,)
    outcome = Outcome(scenario.id, 1, "?", 1, 1, question_area(scenario))
    assert sum(score.asked for score in area_scores([outcome, outcome])) == 2


def test_the_recap_says_what_was_chosen_and_what_was_right() -> None:
    missed = Outcome("s", 3, "What now?", 3, 1, ("pots",), answer="Call", chosen_text="Fold")
    console = Console(width=80, record=True, color_system=None)
    console.print(recap([missed, Outcome("s", 4, "And?", None, 2, ("pots",), answer="Raise")]))
    text = console.export_text()
    assert "You chose 3: Fold." in text and "The answer: Call" in text
    assert "You gave no answer." in text and "The answer: Raise" in text
    assert "Right:" not in text


def test_an_unreadable_answers_file_and_a_count_of_nothing_are_clear_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "nofile")
    for command in (["train", "--seed", "1"], ["walk", "premature-cards-2", "--quiz"]):
        assert main([*command, "--answers", missing, "--no-pause"]) == 2
        err = capsys.readouterr().err
        assert f"--answers {missing}: cannot be read: " in err and "Traceback" not in err
    for argv, said in (
        (["train", "--count", "0"], "expected a whole number of at least 1, got '0'"),
        (["exam", "--count", "-1", "--out", str(tmp_path)], "at least 1"),
    ):
        with pytest.raises(SystemExit) as stopped:
            main(argv)
        assert stopped.value.code == 2
        err = capsys.readouterr().err
        assert said in err and "Traceback" not in err


def test_rule_text_is_wrapped_inside_the_terminal_without_breaking_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    assert main(["lessons", "FLOP-TOO-MANY"]) == 0
    out = capsys.readouterr().out
    text = rule_text("FLOP-TOO-MANY")
    start = out.index(text.split()[0])
    printed = out[start:].split("\n  refdealer")[0]
    assert max(len(line) for line in printed.splitlines()) <= 59
    assert printed.split() == text.split()  # every word whole, in order


def test_the_answer_key_opens_with_a_grid_of_the_answers(tmp_path: Path) -> None:
    assert main(["exam", "premature", "--count", "3", "--out", str(tmp_path)]) == 0
    key = (tmp_path / "answer-key.html").read_text(encoding="utf-8")
    grid = re.search(r'<table class="grid">.*?</table>', key)
    assert grid is not None
    numbers = re.findall(r"<td>(\d+)</td>", grid.group(0))
    answers = re.findall(r"<strong>Answer: (\d+)\.", key)
    assert len(answers) >= 3 and numbers == [str(n) for n in range(1, len(answers) + 1)] + answers


def test_the_index_tells_the_books_pages_apart() -> None:
    """The same situation written for each book (a cash twin and a tournament twin) was
    listed twice under one title; each now says whose rules it is."""
    by_situation: dict[str, list[Scenario]] = {}
    for scenario in suite_scenarios():
        if has_quiz(scenario) and scenario.situation:
            by_situation.setdefault(scenario.situation, []).append(scenario)
    twins = next(
        pair for pair in by_situation.values()
        if len({play_under(s).book for s in pair}) > 1
    )  # fmt: skip
    walks = [play_under(s) for s in twins]
    page = index_page(walks, "html")
    assert "(cash game)</a>" in page and "(tournament)</a>" in page
    assert "(cash game)" not in index_page([w for w in walks if w.book == "rrop-cash"], "html")


def test_cards_read_one_way_in_the_dealers_words_too() -> None:
    """The dealer's rulings name cards by code ("Jc"); trainees read J♣ as on the table."""
    assert readable_cards("scrambled face down, Jc is picked as the next burn") == (
        "scrambled face down, J\u2663 is picked as the next burn"
    )
    assert readable_cards("the As and Td go back") == "the A\u2660 and T\u2666 go back"
    assert (
        readable_cards("As the flop was early, 2c-3d stay") == "As the flop was early, 2c-3d stay"
    )
    walk = play_under(
        next(s for s in suite_scenarios() if s.id == "four-card-flop-scramble-option")
    )
    said = " ".join(r.message for f in walk.frames for r in f.rulings)
    assert "picked as the next burn" in said
    assert not re.search(r"\b[2-9TJQKA][cdhs]\b", said)
