"""A new player and a killed pot (KILL-POT, RRoP §13 #12): held out unless he agrees to kill
the next pot; a player coming back from sitting out is not new; one kill a deal."""

from __future__ import annotations

import pytest

from tests.session_table import SessionTable


def _deal(table: SessionTable) -> None:
    for _ in range(2 * len(table.dealer.snapshot()["hole"])):
        table.event({"type": "deal_hole"})


def _kill_owed_by_seat_3(seats: dict[int, int]) -> SessionTable:
    """Seats 1-4 play two hands (button 4, then 1); S3 wins both, the second with S4's full
    raise in it: he kills the third hand (button 2, S3 the small blind, S4 the big blind)."""
    table = SessionTable(seats, button=4, blinds=(5, 10), game="fixed-limit",
                         house={"kill_pot": "full"})  # fmt: skip
    if 6 in seats:
        table.event({"type": "sit_out", "seat": 6})
    table.next_hand()
    _deal(table)
    table.event({"type": "raise", "seat": 3, "to": 20})
    for seat in (4, 1, 2):
        table.event({"type": "fold", "seat": seat})
    table.next_hand()
    _deal(table)
    table.event({"type": "raise", "seat": 4, "to": 20})
    table.event({"type": "fold", "seat": 1})
    table.event({"type": "fold", "seat": 2})
    table.event({"type": "raise", "seat": 3, "to": 30})
    assert "KILL_OWED" in table.event({"type": "fold", "seat": 4})
    assert table.upcoming["kill"] == {"seat": 3, "amount": 20}
    return table


def test_a_player_coming_back_is_not_new_and_plays_the_killed_pot() -> None:
    table = _kill_owed_by_seat_3({1: 500, 2: 500, 3: 500, 4: 500, 6: 500})
    table.event({"type": "come_back", "seat": 6})
    assert 6 in table.upcoming["dealt_in"]
    assert table.refuse({"type": "agree_kill", "seat": 6}) == "NO_KILL_TO_AGREE"
    codes = table.next_hand()
    assert "KILL" in codes and "KILL_NEWCOMER_WAITS" not in codes
    assert table.session["seats"]["6"]["state"] == "in_hand"


def test_a_newcomer_who_posts_is_held_out_of_the_killed_pot_and_keeps_his_chips() -> None:
    table = _kill_owed_by_seat_3(dict.fromkeys(range(1, 5), 500))
    table.event({"type": "join", "seat": 6, "stack": 300})
    table.event({"type": "post", "seat": 6})
    assert 6 not in table.upcoming["dealt_in"] and table.state(6) == "posting"
    assert sorted(table.next_hand()) == ["KILL", "KILL_NEWCOMER_WAITS"]  # no WAITS_FOR_BUTTON
    assert "6" not in table.dealer.snapshot()["stacks"]
    total = sum(seat["stack"] for seat in table.session["seats"].values())
    assert total + sum(table.dealer.snapshot()["bets"].values()) == 2300


def test_one_kill_a_deal_one_newcomer_may_agree_for_a_hand() -> None:
    table = _kill_owed_by_seat_3(dict.fromkeys(range(1, 5), 500))
    for seat in (6, 7):
        table.event({"type": "join", "seat": seat, "stack": 300})
        table.event({"type": "post", "seat": seat})
    assert table.upcoming["dealt_in"] == [1, 2, 3, 4]
    assert table.event({"type": "agree_kill", "seat": 7}) == ["KILL_AGREED"]
    assert table.refuse({"type": "agree_kill", "seat": 6}) == "NO_KILL_TO_AGREE"
    assert table.upcoming["dealt_in"] == [1, 2, 3, 4, 7]
    assert table.refuse({"type": "leave", "seat": 3}) == "KILL_OWED"


def test_outside_a_kill_game_nobody_agrees_to_kill() -> None:
    table = SessionTable(dict.fromkeys(range(1, 5), 500), button=4, blinds=(5, 10),
                         game="fixed-limit")  # fmt: skip
    table.hand_of_folds()
    table.event({"type": "join", "seat": 6, "stack": 300})
    assert table.refuse({"type": "agree_kill", "seat": 6}) == "NO_KILL_TO_AGREE"


def _wins(table: SessionTable, winner: int, *, full_bet: bool) -> None:
    """Deal the next hand and play it so that ``winner`` takes the pot: he raises when he can
    (else calls or checks), everyone else folds; with ``full_bet`` the first other player to
    act raises first, so the pot holds a full bet beyond the blinds (a second leg)."""
    table.next_hand()
    _deal(table)
    raised = False
    while table.dealer.snapshot()["phase"] != "complete":
        snapshot = table.dealer.snapshot()
        seat, top = snapshot["to_act"], max(snapshot["bets"].values())
        if seat == winner:
            tries = ({"type": "raise", "seat": seat, "to": top + 10},
                     {"type": "call", "seat": seat}, {"type": "check", "seat": seat})  # fmt: skip
            assert any(table.dealer.apply(event)["accepted"] for event in tries)
        elif full_bet and not raised:
            table.event({"type": "raise", "seat": seat, "to": top + 10})
            raised = True
        else:
            table.event({"type": "fold", "seat": seat})


@pytest.mark.parametrize("new_game", [False, True], ids=["posting", "new-game"])
@pytest.mark.parametrize("killer", [3, 5, 7, 1], ids=["button", "small-blind", "big-blind", "utg"])
def test_a_newcomer_outside_the_blinds_waits_out_a_killed_pot_wherever_the_killer_sits(
    killer: int, new_game: bool
) -> None:
    # Seats 1, 2, 3, 5, 7, button 1: the third hand has the button on 3, the blinds on 5 and
    # 7, and S1 under the gun. A newcomer in seat 8, between the big blind and S1, comes in
    # at once: posting, or in a newly started game (no blind has passed seat 8) dealt in
    # without posting (NEW_GAME_NO_BLIND). Either way he is new to the game and is held out.
    table = SessionTable(dict.fromkeys((1, 2, 3, 5, 7), 500), button=1, blinds=(5, 10),
                         game="fixed-limit", house={"kill_pot": "full"},
                         new_game=new_game)  # fmt: skip
    _wins(table, killer, full_bet=False)
    _wins(table, killer, full_bet=True)
    assert table.upcoming["kill"] == {"seat": killer, "amount": 20}
    joined = table.event({"type": "join", "seat": 8, "stack": 300})
    if new_game:
        assert joined == ["NEW_GAME_NO_BLIND"]
        assert table.refuse({"type": "post", "seat": 8}) == "NOTHING_TO_POST"
    else:
        table.event({"type": "post", "seat": 8})
    assert table.upcoming["dealt_in"] == [1, 2, 3, 5, 7]
    codes = table.next_hand()
    assert table.places == (3, 5, 7)
    assert "KILL" in codes and "KILL_NEWCOMER_WAITS" in codes
    assert "8" not in table.dealer.snapshot()["stacks"]
    assert table.dealer.snapshot()["bets"][str(killer)] == 20
