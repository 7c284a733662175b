"""A new player and a killed pot (KILL-POT, RRoP §13 #12): held out unless he agrees to kill
the next pot; a player coming back from sitting out is not new; one kill a deal."""

from __future__ import annotations

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
