"""Walkthroughs of sessions (issue 27): the table across hands, played step by step.

Between hands the drawing is the session's table (no cards, the last hand's button); a new
hand shows where the button went, on an empty seat when it is dead, who posts what, and
each seat not dealt in with its state and what it owes. What a seat owes is held back
from the table drawn at a question. An event this walk does not know is told generically.
"""

from __future__ import annotations

from functools import cache

from refdealer.walk.between import BETWEEN, session_view
from refdealer.walk.find import find_scenario, suite_scenarios
from refdealer.walk.handout import table_in_words
from refdealer.walk.narrate import describe_event, describe_step
from refdealer.walk.play import Frame, Walkthrough, play
from refdealer.walk.present import QuizSettings, present
from refdealer.walk.quiz import ScriptedAnswers
from refdealer.walk.render_svg import narrow_table_svg, table_svg
from refdealer.walk.render_text import console_text, plain_console, table_text
from refdealer.walk.view import before_ruling

DEAD_BUTTON = "dead-button-after-the-small-blind-leaves"
MISSED_BOTH = "missed-both-blinds-one-live-one-dead"


@cache
def walk(scenario_id: str, profile: str | None = None) -> Walkthrough:
    return play(find_scenario(scenario_id), profile)


def frame_of(walked: Walkthrough, heading: str) -> Frame:
    return next(f for f in walked.frames if f.heading == heading)


def test_between_hands_the_table_is_the_sessions_and_the_empty_seat_is_drawn() -> None:
    left = frame_of(walk(DEAD_BUTTON), "Seat 2 leaves the table")
    view = left.after
    assert view.phase == BETWEEN
    assert [(s.seat, s.empty, s.cards) for s in view.seats] == [
        (1, False, ()), (2, True, ()), (3, False, ()), (4, False, ()),
    ]  # fmt: skip
    assert view.seat(1).button and view.session is not None and view.session.hands == 1
    text = table_text(view, width=80)
    assert "Between hands" in text and "empty seat" in text
    assert "seat 1 (the last hand's)" in text


def test_the_next_hand_draws_the_dead_button_on_the_empty_seat_and_tells_the_posts() -> None:
    dealt = frame_of(walk(DEAD_BUTTON), "Hand 2 is dealt")
    assert [r.code for r in dealt.rulings] == ["DEAD_BUTTON"]
    view = dealt.after
    assert view.seat(2).empty and view.seat(2).button and view.seat(2).markers == ("D",)
    assert view.seat(3).small_blind and view.seat(4).big_blind and not view.seat(1).button
    assert "Seat 2 D" in table_text(view, width=80)
    assert "seat 2, empty: a dead button" in table_text(view, width=80)
    assert dealt.outcome == (
        "The button is at seat 2, an empty seat.",
        "Seat 3 posts the small blind (1), seat 4 the big blind (2).",
    )
    words = table_in_words(view)
    assert "Seat 2 (button): empty." in words
    svg = table_svg(view) + narrow_table_svg(view)
    assert "empty seat" in table_svg(view) and "empty seat" in narrow_table_svg(view)
    assert "a dead button" in svg


def test_a_seat_sitting_out_shows_its_state_and_what_it_owes_live_and_dead() -> None:
    walked = walk(MISSED_BOTH)
    owing = [
        f for f in walked.frames
        if f.after.session and f.after.seat(3).owes_dead and f.after.seat(3).owes_live
    ]  # fmt: skip
    assert owing, "seat 3 never owes both blinds"
    last = owing[0].after
    seat = last.seat(3)
    assert (seat.state, seat.owes_live, seat.owes_dead) == ("sitting out", 2, 1)
    assert seat.owes == "owes 2 live + 1 dead"
    assert "owes 2 + 1 dead" in table_text(last, width=80)  # the seat's 15 columns
    assert "sitting out" in table_text(last, width=80)
    assert "Seat 3: stack 201, sitting out, owes 2 live + 1 dead." in table_in_words(last)
    assert "owes 2 live + 1 dead" in table_svg(last)
    # At a question the floor's record of what he owes is held back (a quiz may ask it).
    assert before_ruling(last).seat(3).owes == ""


def test_making_up_both_blinds_tells_the_live_and_the_dead_post() -> None:
    made_up = frame_of(walk(MISSED_BOTH), "Hand 7 is dealt")
    assert [r.code for r in made_up.rulings] == ["BLINDS_MADE_UP"]
    assert made_up.after.seat(3).bet == 2 and made_up.after.pot_total == 6
    assert made_up.outcome[-1] == (
        "Seat 1 posts the small blind (1), seat 2 the big blind (2), seat 3 posts 2 live to "
        "come in, 1 more goes in dead, to the pot."
    )


def test_a_tournament_refuses_the_sitting_out_with_its_reason() -> None:
    walked = walk("tournament-player-cannot-sit-out")
    asked = walked.frames[1]
    assert asked.quiz is not None and asked.refusal is not None
    assert asked.refusal.reason == "TOURNAMENT_SEAT"
    cash = walk("tournament-player-cannot-sit-out", "rrop-cash")
    assert cash.frames[1].refusal is None


def test_an_event_the_walk_does_not_know_is_told_generically() -> None:
    assert describe_event({"type": "table_break", "seat": 4, "minutes": 10}) == (
        "Table break (seat 4, minutes 10)"
    )
    assert describe_event({"type": "seat_change", "seat": 3}) == "Seat change (seat 3)"
    # A seat state the walk does not know is shown in words, not refused.
    snapshot = {
        "session": {
            "hands": 1, "level": 1, "blinds": [1, 2], "ante": 0, "button": 1,
            "dead_button": False, "small_blind": 2, "big_blind": 3,
            "seats": {"1": {"stack": 10, "state": "on_the_clock", "owes": {}}},
        }
    }  # fmt: skip
    view = session_view(snapshot, {}, between=True, seats_known=(2,))
    assert view.seat(1).note == "on the clock" and view.seat(2).empty


def test_the_ruling_after_a_session_question_is_paged_on_an_80x24_screen() -> None:
    """The new hand's outcome, its ruling and the table are more than a screen: a pause
    comes before each screenful, so no ruling scrolls away unread. The hand before ended
    as hands end (a bet back, a pot won): told at once in a line, not held back."""
    console = plain_console(80)
    console.height = 24
    marks: list[int] = []

    def pause() -> None:
        marks.append(len(console_text(console).split("\n")))

    present(
        console, walk(DEAD_BUTTON), answers=ScriptedAnswers(["1"]),
        settings=QuizSettings(seed=1), pause=pause,
    )  # fmt: skip
    lines = console_text(console).split("\n")
    verdict = next(n for n, line in enumerate(lines) if line.startswith("Right!"))
    after = [mark for mark in marks if mark > verdict]
    assert len(after) >= 2  # the verdict, the ruling, the table
    screens = [b - a for a, b in zip([verdict, *after], after, strict=False)]
    assert max(screens) <= 23, screens
    ruled = "\n".join(lines[verdict:])
    assert "The button is on seat 2, where no player is dealt in (dead button)" in ruled
    asked = "\n".join(lines[:verdict])
    assert "\u2696 Every other player is out: seat 3 wins 2 without a showdown" in asked
    assert "Earlier, at step" not in ruled


def test_every_step_of_every_session_scenario_is_told_in_words() -> None:
    """The events between hands of every session in the suite (the button misplaced, a
    chip race, a penalty...) read as the floor says them, never as a malformed event."""
    told = [
        (scenario.id, line)
        for scenario in suite_scenarios()
        if scenario.session
        for step in scenario.script
        for line in describe_step(step, None)
    ]
    assert len({scenario for scenario, _ in told}) >= 20
    assert [item for item in told if line_is_malformed(item[1])] == []


def line_is_malformed(line: str) -> bool:
    return line.startswith("(a malformed event") or not line[:1].isupper()
