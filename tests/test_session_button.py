"""The button and the blinds across hands (DEAD-BUTTON, MOVING-BUTTON, HEADS-UP-BLINDS):
the catalog's tests, played as sessions at the reference dealer."""

from __future__ import annotations

import pytest

from tests.session_table import SessionTable

F6 = dict.fromkeys(range(1, 7), 200)
PROFILES = ("rrop-cash", "tda-2024")


@pytest.mark.parametrize("profile", PROFILES)
def test_the_button_moves_one_seat_a_hand(profile: str) -> None:
    table = SessionTable(F6, button=1, profile=profile)
    table.hand_of_folds()
    assert table.places == (1, 2, 3)
    table.hand_of_folds()
    assert table.places == (2, 3, 4)
    assert table.session["hands"] == 2


@pytest.mark.parametrize("profile", PROFILES)
def test_small_blind_gone_the_button_is_dead(profile: str) -> None:
    # DEAD-BUTTON test 1: S2 (the small blind) goes; the button goes on his empty seat,
    # S3 posts the small blind, S4 the big blind, and S1 acts last again.
    table = SessionTable(F6, button=1, profile=profile)
    table.hand_of_folds()
    table.event({"type": "leave", "seat": 2})
    assert table.upcoming["button"] == 2 and table.upcoming["dead_button"]
    codes = table.next_hand()
    assert "DEAD_BUTTON" in codes
    assert table.places == (2, 3, 4)
    snap = table.dealer.snapshot()
    assert snap["bets"] == {"1": 0, "3": 1, "4": 2, "5": 0, "6": 0}
    table.fold_to_big_blind()
    table.hand_of_folds()
    assert table.places == (3, 4, 5)  # the button moves on from the dead seat


@pytest.mark.parametrize("profile", PROFILES)
def test_big_blind_gone_no_small_blind(profile: str) -> None:
    # DEAD-BUTTON test 2: S3 (the big blind) goes: button S2, no small blind, BB S4; the
    # hand after: button on the empty S3, SB S4, BB S5.
    table = SessionTable(F6, button=1, profile=profile)
    table.hand_of_folds()
    table.event({"type": "leave", "seat": 3})
    codes = table.next_hand()
    assert "DEAD_SMALL_BLIND" in codes
    assert table.places == (2, None, 4)
    assert table.dealer.snapshot()["bets"] == {"1": 0, "2": 0, "4": 2, "5": 0, "6": 0}
    assert table.dealer.snapshot()["to_act"] is None  # dealing
    table.fold_to_big_blind()
    table.hand_of_folds()
    assert table.places == (3, 4, 5)
    assert table.session["dead_button"]


@pytest.mark.parametrize("profile", PROFILES)
def test_both_blinds_gone(profile: str) -> None:
    # DEAD-BUTTON test 3: S1 keeps the last position three hands running.
    table = SessionTable(F6, button=1, profile=profile)
    table.hand_of_folds()
    table.event({"type": "leave", "seat": 2})
    table.event({"type": "leave", "seat": 3})
    table.hand_of_folds()
    assert table.places == (2, None, 4)
    table.hand_of_folds()
    assert table.places == (3, 4, 5)


def test_moving_button_moves_to_the_next_player() -> None:
    # MOVING-BUTTON: the button always goes to the next player; the blinds follow it.
    table = SessionTable(F6, button=1, house={"button_mode": "moving"})
    table.hand_of_folds()
    table.event({"type": "leave", "seat": 2})
    table.hand_of_folds()
    assert table.places == (3, 4, 5)
    assert not table.session["dead_button"]


def test_moving_button_every_player_has_the_button_once_an_orbit() -> None:
    # MOVING-BUTTON test 4 (the invariant): over an orbit every seat holds the button once.
    table = SessionTable(
        dict.fromkeys((1, 3, 4, 6, 8), 200), button=1, house={"button_mode": "moving"}
    )
    buttons = []
    for _ in range(5):
        table.hand_of_folds()
        buttons.append(table.places[0])
    assert sorted(buttons) == [1, 3, 4, 6, 8]


@pytest.mark.parametrize("profile", PROFILES)
def test_three_to_two_nobody_posts_the_big_blind_twice(profile: str) -> None:
    # HEADS-UP-BLINDS test 2: three-handed S1 button, S2 SB, S3 BB; S1 goes. A naive move
    # gives S2 the button and S3 the big blind again; correct: S3 button and SB, S2 BB.
    table = SessionTable({1: 200, 2: 200, 3: 200}, button=1, profile=profile)
    table.hand_of_folds()
    assert table.places == (1, 2, 3)
    table.event({"type": "leave", "seat": 1})
    codes = table.next_hand()
    assert "HEADS_UP_BUTTON" in codes
    assert table.places == (3, 3, 2)
    assert table.dealer.snapshot()["bets"] == {"2": 2, "3": 1}


@pytest.mark.parametrize("profile", PROFILES)
def test_three_to_two_under_the_moving_button_nobody_posts_the_big_blind_twice(
    profile: str,
) -> None:
    # HEADS-UP-BLINDS holds for either method: moving the button on to S2 would give S3 the
    # big blind again; S2 is due for it, so S3 has the button and the small blind.
    table = SessionTable(
        {1: 200, 2: 200, 3: 200}, button=1, profile=profile, house={"button_mode": "moving"}
    )
    table.hand_of_folds()
    table.event({"type": "leave", "seat": 1})
    assert "HEADS_UP_BUTTON" in table.next_hand()
    assert table.places == (3, 3, 2)
    table.fold_to_big_blind()
    table.hand_of_folds()
    assert table.places == (2, 2, 3)  # and then it alternates


@pytest.mark.parametrize("profile", PROFILES)
def test_heads_up_the_big_blind_alternates(profile: str) -> None:
    table = SessionTable({1: 200, 2: 200}, button=1, profile=profile)
    bigs = []
    for _ in range(4):
        table.hand_of_folds()
        bigs.append(table.places[2])
    assert bigs == [2, 1, 2, 1]


@pytest.mark.parametrize("profile", PROFILES)
def test_two_to_three_the_new_big_blind_is_the_next_player(profile: str) -> None:
    # Heads-up S1 button/SB, S2 BB; a player sits in S3: the big blind moves on to him
    # (in a cash game he waits for it; in a tournament he is dealt in anyway).
    table = SessionTable({1: 200, 2: 200}, button=1, profile=profile)
    table.hand_of_folds()
    table.event({"type": "join", "seat": 3, "stack": 200})
    table.hand_of_folds()
    assert table.places == (1, 2, 3)


@pytest.mark.parametrize(
    ("profile", "wrong", "then"),
    [
        # RRoP §3 Irregularities #1: the skipped places are dealt, then on from the wrong one.
        ("rrop-cash", 3, [2, 4, 5, 6, 1]),
        ("rrop-cash", 4, [2, 3, 5, 6, 1]),
        ("rrop-cash", 1, [2, 3, 4, 5, 6]),  # left where it was: on from where it belonged
        # TDA 34-A: not moved back.
        ("tda-2024", 3, [4, 5, 6, 1, 2]),
        ("tda-2024", 4, [5, 6, 1, 2, 3]),
    ],
)
def test_a_misplaced_button_found_after_the_hand(profile: str, wrong: int, then: list[int]) -> None:
    # BUTTON-MISPLACED: the button belonged on S2 and went on ``wrong``; over the round the
    # buttons are ``then`` (under rrop-cash each seat holds the button once in the round).
    table = SessionTable(F6, button=1, profile=profile)
    table.hand_of_folds()
    table.event({"type": "misplace_button", "seat": wrong})
    table.hand_of_folds()
    assert table.places[0] == wrong
    codes = table.event({"type": "notice_button"})
    assert codes == ["BUTTON_REPLACED" if profile == "rrop-cash" else "BUTTON_STANDS"]
    assert table.refuse({"type": "notice_button"}) == "NOTHING_TO_NOTICE"
    buttons = []
    for _ in then:
        table.hand_of_folds()
        buttons.append(table.places[0])
    assert buttons == then
