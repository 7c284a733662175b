"""Walkthroughs, handouts and lessons of a rule where the books differ show both books.

- each book is played under its real profile (the rule's differing options at that
  profile's defaults), the walkthrough's own book marked;
- a text walkthrough shows the books after the compared step's ruling;
- test, don't tell: ``walk --quiz`` shows them only after the answer, a handout only inside
  the folded answer; ``train`` and the exam sheet never show them;
- ``walk --profile`` plays under that book (and warns, or in a quiz refuses, where the
  scenario does not hold for it); ``handouts --profile`` writes only what holds for it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.options import HOUSE_OPTIONS
from refdealer.walk.compare import compare_books, walk_arguments, with_books
from refdealer.walk.find import find_scenario
from refdealer.walk.handout import handout_html, handout_markdown
from refdealer.walk.play import play
from refdealer.walk.quiz import shuffled

FLOP = "four-card-flop-scramble-option"  # rrop-cash with house flop_too_many = TDA's value
OOT = "out-of-turn-check-then-a-bet-call-or-fold-only"  # a question at step 13
BOARD = "play-the-board-declared-then-mucked-keeps-the-claim"
HEADING = "Where the books differ"


BORDERS = re.compile("[\u2500-\u257f]")  # box-drawing characters


def _flat(text: str) -> str:
    """Text without table borders and line breaks (a sentence may wrap in a column)."""
    return " ".join(BORDERS.sub(" ", text).split())


def test_each_book_is_played_under_its_profile_at_the_step_they_rule_apart() -> None:
    scenario = find_scenario(BOARD)
    comparison = compare_books(scenario, "PLAY-THE-BOARD")
    assert comparison is not None and comparison.differs_here
    rrop, tda = comparison.books
    assert (rrop.profile, rrop.options) == (
        "rrop-cash", (("play_board_requirement", "declare_before_discard"),)
    )  # fmt: skip
    assert tda.options == (("play_board_requirement", "table_all_cards"),)
    assert (rrop.section, tda.section) == (
        "RRoP \u00a75 Hold'em, \u00a73 Showdown 1",
        "TDA 19, 13-A",
    )
    assert "split the pot" in " ".join(rrop.rulings)
    assert "every other claim was mucked" in " ".join(tda.rulings)
    assert rrop.this_walk and not tda.this_walk
    # The same, played by hand under each profile.
    for book in comparison.books:
        walk = play(scenario, book.profile, dict(book.options))
        frame = walk.frames[comparison.step]
        assert tuple(r.message for r in frame.rulings) == book.rulings
    assert walk_arguments(scenario, rrop) == ""
    assert walk_arguments(scenario, tda) == (
        "--profile tda-2024 --option play_board_requirement=table_all_cards"
    )
    # A rule where the books agree is not compared.
    assert compare_books(scenario, "CARDS-SPEAK") is None


def test_a_scenario_of_the_other_book_marks_that_book_as_this_walkthrough() -> None:
    scenario = find_scenario(BOARD)
    house = {k: v for k, v in scenario.setup["house"].items() if k != "play_board_requirement"}
    tda_only = replace(scenario, profiles=("tda-2024",), setup={**scenario.setup, "house": house})
    comparison = compare_books(tda_only, "PLAY-THE-BOARD")
    assert comparison is not None
    assert [b.this_walk for b in comparison.books] == [False, True]
    assert walk_arguments(tda_only, comparison.books[0]) == "--profile rrop-cash"


def test_a_book_value_the_dealer_does_not_model_is_said_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    option = HOUSE_OPTIONS["flop_too_many"]
    narrowed = replace(option, supported=("reshuffle_redeal",), unmodelled="test only")
    monkeypatch.setitem(dict(HOUSE_OPTIONS), "flop_too_many", narrowed)
    import refdealer.options as options

    monkeypatch.setattr(options, "HOUSE_OPTIONS", {**HOUSE_OPTIONS, "flop_too_many": narrowed})
    comparison = compare_books(find_scenario(FLOP), "FLOP-TOO-MANY")
    assert comparison is not None
    rrop, tda = comparison.books
    assert rrop.modelled and not tda.modelled
    assert tda.rulings[0].startswith("Not modelled by this dealer: ")
    assert "test only" in tda.rulings[0]


def test_a_walkthrough_shows_the_books_after_the_compared_step(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["walk", FLOP, "--no-pause", "--width", "100"]) == 0
    out = capsys.readouterr().out
    comparison = compare_books(find_scenario(FLOP), "FLOP-TOO-MANY")
    assert comparison is not None and comparison.step == 9
    at = out.index(f"{HEADING}: FLOP-TOO-MANY")
    assert out.index("Step 9 of 17") < at < out.index("Step 10 of 17")
    flat = _flat(out[at : out.index("Step 10 of 17")])
    # Each book by its name and section (the columns wrap, so read piece by piece).
    for piece in ("Robert's Rules of Poker, cash games \u00b7", "TDA tournament", "TDA 39-A"):
        assert piece in flat
    # Trainees read it: no option key, profile id or catalog numbering (issue 29).
    assert not re.search(r"flop_too_many|reshuffle_redeal|rrop-cash|tda-2024|catalog", flat)
    assert "At step 9 the floor rules:" in flat
    # The scenario plays the cash book with TDA's value as a house option: neither book as it is.
    assert (
        "This walkthrough follows Robert's Rules of Poker, cash games, with the way of TDA "
        "tournament rules (2024) on this point as a house rule." in flat
    )
    assert "(this walkthrough)" not in flat
    assert out.count(HEADING) == 1


def _answers(tmp_path: Path, scenario_id: str, seed: int) -> Path:
    walk = play(find_scenario(scenario_id))
    lines = []
    for frame in walk.frames:
        if frame.quiz is not None:
            quiz = shuffled(frame.quiz, seed, f"{scenario_id}/{frame.number}")
            lines.append(str(quiz.choices.index(quiz.answer) + 1))
    path = tmp_path / "answers.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("scenario_id", [OOT, FLOP])
def test_walk_quiz_shows_the_books_only_after_the_answer(
    scenario_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = _answers(tmp_path, scenario_id, 3)
    argv = ["walk", scenario_id, "--quiz", "--seed", "3", "--answers", str(answers)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    asked = out.index("Your call:")
    answered = out.index("The answer:")
    assert HEADING not in out[:answered]
    assert out.index(HEADING) > answered > asked
    # Neither book's wording is printed before the answer either.
    comparison = compare_books(find_scenario(scenario_id), find_scenario(scenario_id).rules[0])
    assert comparison is not None
    before = _flat(out[:answered])
    for book in comparison.books:
        assert book.wording[:40] not in before
        assert book.wording[:40] in _flat(out[answered:])


def test_train_and_the_exam_sheet_never_show_the_books(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = tmp_path / "answers.txt"
    answers.write_text("1\n" * 20, encoding="utf-8")
    argv = ["train", "--rule", "FLOP-TOO-MANY", "--seed", "1", "--count", "3", "--retry", "no"]
    assert main([*argv, "--answers", str(answers), "--no-pause"]) == 0
    assert HEADING not in capsys.readouterr().out
    assert main(["exam", "FLOP-TOO-MANY", "--out", str(tmp_path / "exam")]) == 0
    sheet = (tmp_path / "exam" / "exam.html").read_text(encoding="utf-8")
    assert HEADING not in sheet
    # The trainer's answer key, a separate page, has them.
    key = (tmp_path / "exam" / "answer-key.html").read_text(encoding="utf-8")
    assert f"<h3>{HEADING}: FLOP-TOO-MANY" in key


def _outside_details(html: str) -> str:
    """The page without any ``<details>`` (innermost first, so nesting is handled)."""
    inner = re.compile(r"<details\b(?:(?!<details\b).)*?</details>", re.DOTALL)
    while True:
        html, count = inner.subn("", html)
        if not count:
            return html


@pytest.mark.parametrize("scenario_id", [OOT, FLOP, BOARD])
def test_a_handout_folds_the_books_into_the_answer(scenario_id: str) -> None:
    walk = with_books(play(find_scenario(scenario_id)))
    assert walk.books
    html = handout_html(walk)
    assert html.count(f"<h3>{HEADING}: ") == len(walk.books)
    assert HEADING not in _outside_details(html)
    for comparison in walk.books:
        frame = walk.frames[comparison.step]
        section = html[html.index(f'id="step-{frame.number}"') :]
        section = section[: section.index("</section>")]
        assert HEADING in section
        if frame.quiz is not None:
            answer = section[section.index('<details class="answer">') :]
            assert HEADING in answer
    markdown = handout_markdown(walk)
    assert markdown.count(f"**{HEADING}: ") == len(walk.books)
    questions = [f.number for f in walk.frames if f.quiz is not None]
    for comparison, block in zip(walk.books, markdown.split(f"**{HEADING}: ")[:-1], strict=True):
        folds = re.findall(r"^(<details><summary>.*</summary>|</details>)$", block, re.M)
        opened = len(folds) - 2 * sum(1 for f in folds if f == "</details>")
        must_fold = any(q >= comparison.step for q in questions)
        assert (opened > 0) == must_fold, (comparison.rule.id, folds)
    # Every fold the page writes is a real one (not escaped as text).
    assert "&lt;details>" not in markdown


def test_walk_under_a_profile_and_the_warnings(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    scenario_id = "four-card-flop-heads-up"  # redealt, as rrop-cash rules it
    scenario = find_scenario(scenario_id)
    if "tda-2024" in scenario.profiles:
        pytest.skip("the scenario holds for tda-2024 now")
    assert main(["walk", scenario_id, "--profile", "tda-2024", "--no-pause"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("Played under the profile tda-2024")
    assert f"note: {scenario_id} holds for rrop-cash; under tda-2024" in captured.err
    # Played under the TDA defaults: the four cards are scrambled, and the table marks it.
    flat = _flat(captured.out)
    walked, books = flat.split(HEADING, 1)
    assert "scrambled face down" in walked and "(this" in books and "walkthrough)" in books
    # Its four cards are named as the table saw them, not the three the ruling leaves.
    assert re.search(r"The dealer turns 4 board cards: (\S\S ){3}\S\S", walked)
    answers = _answers(tmp_path, scenario_id, 0)
    argv = ["walk", scenario_id, "--profile", "tda-2024", "--quiz", "--answers", str(answers)]
    assert main(argv) == 2
    assert "questions are not asked under tda-2024" in capsys.readouterr().err


def test_handouts_under_a_profile_write_only_what_holds_for_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from refdealer.walk.book import answers_under, book_values
    from refdealer.walk.find import suite_scenarios
    from refdealer.walk.session import has_teaching

    path = "scenarios/conduct/tabling.yaml"
    teaching = [s for s in suite_scenarios([path]) if has_teaching(s)]
    for profile in ("rrop-cash", "tda-2024"):
        holding = [s for s in teaching if answers_under(s, profile)]
        # A scenario pinning the other book's value of an option is not this book's lesson.
        plain = [s for s in holding if not any(st.quiz and st.quiz.books for st in s.script)]
        assert all(profile in s.profiles and not book_values(s, profile) for s in plain)
        out = tmp_path / profile
        status = main(["handouts", "--out", str(out), "--scenarios", path, "--profile", profile])
        printed = capsys.readouterr()
        if not holding:
            assert status == 2 and "no teaching scenario to write" in printed.err
            continue
        assert status == 0
        assert (
            f"{len(holding)} of {len(teaching)} teaching scenario(s) are taught under {profile}"
            in printed.out
        )
        pages = [p for p in out.glob("*.html") if p.stem not in ("index", "trainer-index")]
        assert len(pages) == len(holding)


def test_two_rules_ruled_alike_at_one_step_show_the_rulings_once() -> None:
    # Each book is played as a whole profile, so two rules compared at the same step can
    # share the same rulings: the second says so instead of repeating them.
    walk = with_books(play(find_scenario("skipped-player-three-behind-facing-a-raise-is-dead")))
    by_rule = {c.rule.id: c for c in walk.books}
    skipped, oot = by_rule["SKIPPED-PLAYER"], by_rule["ACTION-OUT-OF-TURN"]
    assert skipped.step == oot.step
    assert [b.rulings for b in skipped.books] == [b.rulings for b in oot.books]
    assert (skipped.same_rulings_as, oot.same_rulings_as) == ("", "SKIPPED-PLAYER")
    html = handout_html(walk)
    blocks = re.findall(r'<div class="books">.*?</div></div>', html, re.DOTALL)
    assert len(blocks) == 2
    assert blocks[1].count("as under SKIPPED-PLAYER above") == 2  # once a book
    ruling = skipped.books[0].rulings[1]
    assert [block.count(ruling) for block in blocks] == [1, 0]
