"""A hand whose blinds the table names: no small blind (DEAD-BUTTON) and blinds posted by
seats outside the blinds (NEW-PLAYER-BLIND, MISSED-BLINDS). These are the setup fields the
session layer starts each hand with; here they are checked one hand at a time."""

from __future__ import annotations

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import SetupError
from tests.helpers import DECK, Table, legal


def test_no_small_blind_the_big_blind_is_first_left_of_the_button() -> None:
    # DEAD-BUTTON test 2: seat 3 (the big blind) busted; button 2, no small blind, BB 4.
    table = Table(
        {1: 200, 2: 200, 4: 200, 5: 200},
        button=2,
        extra={"blind_seats": {"small": None, "big": 4}},
    )
    assert table.bets == {1: 0, 2: 0, 4: 2, 5: 0}
    table.deal("hole")
    assert table.to_act == 5  # left of the big blind
    table.each("call", 5, 1, 2)
    assert table.to_act == 4 and table.legal == legal(0, 4, 200)
    assert table.pots == [(8, [1, 2, 4, 5])]


def test_a_live_post_keeps_its_option_and_a_dead_post_goes_to_the_pot() -> None:
    # MISSED-BLINDS test 1: seat 5 returns and posts 3, 2 live and 1 dead; seat 4 limps,
    # and seat 5 may check or raise.
    table = Table(
        {1: 200, 2: 200, 3: 200, 4: 200, 5: 200, 6: 200},
        button=1,
        extra={"posts": [{"seat": 5, "live": 2, "dead": 1}]},
    )
    assert table.bets == {1: 0, 2: 1, 3: 2, 4: 0, 5: 2, 6: 0}
    assert table.stacks[5] == 197
    assert table.pots == [(6, [1, 2, 3, 4, 5, 6])]
    table.deal("hole")
    table.act("call", 4)
    assert table.to_act == 5 and table.legal == legal(0, 4, 199)  # 197 behind + 2
    table.act("check", 5)
    table.each("fold", 6, 1, 2)
    table.act("check", 3)
    # 1 dead + 1 small blind + 2 x 3 live: the dead chip matched no bet.
    assert table.pots == [(8, [3, 4, 5])]


def test_a_short_post_puts_the_seat_all_in() -> None:
    table = Table(
        {1: 200, 2: 200, 3: 200, 4: 1},
        button=1,
        extra={"posts": [{"seat": 4, "live": 2, "dead": 1}]},
    )
    assert "SHORT_BLIND" in [ruling["code"] for ruling in table.started["rulings"]]
    assert table.stacks[4] == 0 and table.bets[4] == 1


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"blind_seats": {"small": 2, "big": 4}}, "blind_seats"),
        ({"blind_seats": {"small": None, "big": 5}}, "blind_seats"),
        ({"blind_seats": {"small": None, "big": 7}}, "blind_seats.big"),
        ({"blind_seats": {"big": 3, "button": 1}}, "blind_seats.button"),
        ({"blind_seats": {"small": None}}, "blind_seats.big"),
        ({"posts": [{"seat": 3, "live": 2}]}, "posts[0].seat"),
        ({"posts": [{"seat": 5, "live": 3}]}, "posts[0].live"),
        ({"posts": [{"seat": 5, "dead": 2}]}, "posts[0].dead"),
        ({"posts": [{"seat": 5}]}, "posts[0]"),
        ({"posts": [{"seat": 5, "live": 2}, {"seat": 5, "dead": 1}]}, "posts[1].seat"),
        ({"posts": {"seat": 5}}, "posts"),
    ],
)
def test_bad_blind_fields_name_the_field(extra: dict[str, object], field: str) -> None:
    setup = {
        "blinds": [1, 2],
        "seats": {"1": 200, "2": 200, "3": 200, "4": 200, "5": 200},
        "button": 1,
        "deck": list(DECK),
        **extra,
    }
    with pytest.raises(SetupError) as raised:
        ReferenceDealer().start(setup)
    assert raised.value.field == field, str(raised.value)


def test_heads_up_blinds_cannot_be_moved() -> None:
    setup = {
        "blinds": [1, 2],
        "seats": {"1": 200, "2": 200},
        "button": 1,
        "deck": list(DECK),
        "blind_seats": {"small": None, "big": 2},
    }
    with pytest.raises(SetupError, match="blinds are small blind 1, big blind 2"):
        ReferenceDealer().start(setup)


def test_a_big_blind_nobody_called_without_a_small_blind_wins_no_pot() -> None:
    """Everyone folds to a big blind with no small blind beside it: his blind goes back whole,
    and the ruling says there is no pot rather than that he "wins 0"."""
    table = Table(
        {1: 200, 2: 200, 4: 200, 5: 200},
        button=2,
        extra={"blind_seats": {"small": None, "big": 4}},
    )
    table.deal("hole")
    table.each("fold", 5, 1)
    answer = table.dealer.apply({"type": "fold", "seat": 2})
    messages = {r["code"]: r["message"] for r in answer["rulings"]}
    assert (
        messages["UNCALLED_BET_RETURNED"] == "2 of seat 4's bet was not called and goes back to it"
    )
    assert messages["POT_UNCONTESTED"] == (
        "Every other player is out: seat 4 has no pot to win: his bet came back"
    )
    assert table.dealer.snapshot()["stacks"]["4"] == 200
