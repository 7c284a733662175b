"""The drawing marks the live blinds above the big blind (STRADDLE, KILL-POT, KILL-BUTTON):
the straddler (``STR``), the kill button and the killer (``K``), and between hands what a
seat posts at the next hand ("straddles 4", "kills 20"), on the terminal, in the SVG, in
words, and in the hand's narration."""

from __future__ import annotations

import re
from functools import cache

from refdealer.walk.between import session_view
from refdealer.walk.find import find_scenario
from refdealer.walk.handout import table_in_words
from refdealer.walk.play import Frame, Walkthrough, play
from refdealer.walk.render_svg import narrow_table_svg, table_svg
from refdealer.walk.render_text import table_text
from refdealer.walk.view import TableView, before_ruling
from tests.session_table import SessionTable, kill_game


@cache
def walk(scenario_id: str) -> Walkthrough:
    return play(find_scenario(scenario_id))


def _frame(walked: Walkthrough, heading: str) -> Frame:
    return next(f for f in walked.frames if f.heading == heading)


def _svg_seat(svg: str, seat: int) -> str:
    """The SVG group of one seat box."""
    found = re.search(rf'<g class="seat[^"]*" data-seat="{seat}">(.*?)</g>', svg)
    assert found is not None, f"no seat {seat} in the SVG"
    return found.group(1)


def test_a_straddled_hand_marks_the_straddler_on_the_terminal_and_in_the_svg() -> None:
    view = walk("straddle-acts-last-before-the-flop").frames[0].after
    assert view.seat(4).markers == ("STR",)
    assert all("STR" not in view.seat(n).markers for n in (1, 2, 3, 5, 6) if n != 4)
    assert "Seat 4 STR" in table_text(view, width=80)
    assert ">STR<" in _svg_seat(table_svg(view), 4)
    assert ">STR<" in _svg_seat(narrow_table_svg(view), 4)


def test_a_session_tells_the_straddle_announced_then_marks_the_straddler() -> None:
    walked = walk("straddle-announced-for-the-next-hand")
    announced = _frame(walked, "Seat 5 announces a straddle for the next hand")
    between = announced.after
    assert between.seat(5).due == "straddles 4" and not between.seat(5).markers
    assert "straddles 4" in table_text(between, width=80)
    assert "straddles 4" in _svg_seat(table_svg(between), 5)
    # Held back from the table drawn at a question, as what a seat owes is.
    assert before_ruling(between).seat(5).due == ""
    dealt = _frame(walked, "Hand 2 is dealt")
    assert dealt.after.seat(5).markers == ("STR",)
    assert "seat 5 straddles" in table_text(dealt.after, width=80)
    assert "seat 5 straddles 4, live" in " ".join(dealt.outcome)
    assert "posts 4 live to come in" not in " ".join(dealt.outcome)


def test_the_kill_button_and_the_killer_are_marked_and_the_kill_is_told() -> None:
    walked = walk("kill-owed-after-two-pots-running")
    first_leg = walked.frames[6].after  # the first hand won by seat 4: one leg
    assert first_leg.seat(4).kill_legs == 1 and "K" in first_leg.seat(4).markers
    assert "kill button, 1 leg" in " ".join(table_in_words(first_leg))
    killed = _frame(walked, "Hand 3 is dealt")
    seat = killed.after.seat(4)
    assert seat.kill and seat.markers == ("SB", "K")
    assert "Seat 4 SB K" in table_text(killed.after, width=80)
    assert "seat 4 kills" in table_text(killed.after, width=80)
    assert ">SB K<" in _svg_seat(table_svg(killed.after), 4)
    assert "seat 4 kills the pot for 20, live" in " ".join(killed.outcome)
    assert "Seat 4 (small blind, kills this hand)" in " ".join(table_in_words(killed.after))


def _between(table: SessionTable) -> TableView:
    return session_view(table.dealer.snapshot(), {}, between=True)


def test_between_hands_a_kill_owed_is_told_on_its_seat() -> None:
    table = kill_game()
    table.first_kill_leg()
    table.second_kill_leg()
    view = _between(table)
    seat = view.seat(4)
    assert (seat.kill_legs, seat.due, seat.markers) == (2, "kills 20", ("BB", "K"))
    assert "kills 20" in table_text(view, width=80)
    assert "kills 20" in _svg_seat(table_svg(view), 4)
    assert "Seat 4 (big blind, kill button, 2 legs)" in " ".join(table_in_words(view))
    assert [s.seat for s in view.seats if s.due or s.kill_legs] == [4]
