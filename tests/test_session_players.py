"""Players coming and going between hands (NEW-PLAYER-BLIND, MISSED-BLINDS, busts, leaving),
and the events the rules refuse, which leave the session exactly as it was."""

from __future__ import annotations

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.table.deckbuilder import stack_deck
from tests.helpers import DECK
from tests.session_table import SessionTable

FOUR = dict.fromkeys(range(1, 5), 200)


def _missed_both() -> SessionTable:
    """Four seats; S4 posts the big blind in hand 2, then sits out: the small blind passes
    him in hand 3 and the big blind in hand 6. He owes both."""
    table = SessionTable(FOUR, button=1)
    table.hand_of_folds()
    table.hand_of_folds()
    assert table.places == (2, 3, 4)
    table.event({"type": "sit_out", "seat": 4})
    codes = table.hand_of_folds()
    assert "MISSED_BLIND" in codes and "DEAD_SMALL_BLIND" in codes
    assert table.places == (3, None, 1)
    assert table.owes(4) == {"live": 0, "dead": 1}
    table.hand_of_folds()
    assert table.places == (4, 1, 2) and table.session["dead_button"]
    table.hand_of_folds()
    assert table.places == (1, 2, 3)
    table.hand_of_folds()
    assert table.places == (2, 3, 1)  # the big blind passes S4
    assert table.owes(4) == {"live": 2, "dead": 1}
    return table


def test_a_player_sitting_out_owes_the_blinds_that_pass_him() -> None:
    table = _missed_both()
    assert table.state(4) == "sitting_out"
    assert 4 not in table.upcoming["dealt_in"]


def test_making_up_both_blinds_two_live_one_dead() -> None:
    # MISSED-BLINDS test 1: he posts 3, 2 live in front of him and 1 dead in the pot, and
    # keeps the option: when the others limp he may check or raise.
    table = _missed_both()
    table.event({"type": "come_back", "seat": 4})
    assert table.state(4) == "waiting"
    # The next hand has the button on S3 and the big blind on S2: S4 sits between them.
    assert table.refuse({"type": "post", "seat": 4}) == "BETWEEN_THE_BLINDS"
    table.hand_of_folds()
    assert table.places == (3, 1, 2)
    table.event({"type": "post", "seat": 4})
    codes = table.next_hand()
    assert "BLINDS_MADE_UP" in codes
    assert table.places == (1, 2, 3)
    snap = table.dealer.snapshot()
    assert snap["bets"] == {"1": 0, "2": 1, "3": 2, "4": 2}
    assert snap["pots"] == [{"amount": 6, "eligible": [1, 2, 3, 4]}]
    for _ in range(8):
        table.event({"type": "deal_hole"})
    # S4, left of the big blind, acts first: his live blind is a bet he need not call.
    assert table.dealer.snapshot()["to_act"] == 4
    assert table.dealer.snapshot()["legal"]["call"] == 0
    table.event({"type": "check", "seat": 4})
    table.event({"type": "call", "seat": 1})
    table.event({"type": "call", "seat": 2})
    table.event({"type": "check", "seat": 3})
    snap = table.dealer.snapshot()
    assert snap["to_act"] is None  # the round is over: the flop is due
    assert snap["pots"] == [{"amount": 9, "eligible": [1, 2, 3, 4]}]  # 4 x 2 live, 1 dead
    assert table.owes(4) == {"live": 0, "dead": 0}


def test_waiting_for_the_big_blind_clears_what_he_owes() -> None:
    table = _missed_both()
    table.event({"type": "come_back", "seat": 4})
    table.hand_of_folds()
    table.hand_of_folds()
    assert table.upcoming["big_blind"] == 4 and table.upcoming["posts"] == []
    table.hand_of_folds()
    assert table.places == (2, 3, 4)
    assert table.owes(4) == {"live": 0, "dead": 0} and table.state(4) == "playing"


def test_a_new_player_posts_a_big_blind_live() -> None:
    # NEW-PLAYER-BLIND test 2: the newcomer left of the big blind posts and plays now.
    table = SessionTable({1: 200, 2: 200, 3: 200, 5: 200}, button=5)
    table.hand_of_folds()
    assert table.places == (5, 1, 2)
    table.event({"type": "join", "seat": 4, "stack": 300, "player": "Dee"})
    assert table.state(4) == "waiting" and table.owes(4) == {"live": 2, "dead": 0}
    table.event({"type": "post", "seat": 4})
    codes = table.next_hand()
    assert "NEW_PLAYER_POSTS" in codes
    assert table.places == (1, 2, 3)
    assert table.dealer.snapshot()["bets"]["4"] == 2
    assert table.session["seats"]["4"]["player"] == "Dee"


def test_a_new_player_who_waits_is_dealt_in_at_the_big_blind() -> None:
    table = SessionTable({1: 200, 2: 200, 3: 200, 5: 200}, button=5)
    table.hand_of_folds()
    table.event({"type": "join", "seat": 4, "stack": 300})
    table.hand_of_folds()
    assert "4" not in table.dealer.snapshot()["hole"]
    table.next_hand()
    assert table.places == (2, 3, 4)
    assert table.dealer.snapshot()["bets"]["4"] == 2


def test_a_tournament_newcomer_owes_nothing() -> None:
    # NEW-PLAYER-BLIND (TDA 8-A, 10-A): a tournament newcomer posts nothing, so the seat's
    # owes (what he must post to come in) shows nothing, as his first hand's bets do.
    table = SessionTable({1: 200, 2: 200, 3: 200, 5: 200}, button=5, profile="tda-2024")
    table.hand_of_folds()
    table.event({"type": "join", "seat": 4, "stack": 300})
    assert table.state(4) == "playing" and table.owes(4) == {"live": 0, "dead": 0}
    table.next_hand()
    assert table.dealer.snapshot()["bets"]["4"] == 0


@pytest.mark.parametrize("profile", ["rrop-cash", "tda-2024"])
def test_a_newcomer_between_the_button_and_the_small_blind(profile: str) -> None:
    # NEW-PLAYER-BLIND test 1: the next hand has the button on S1, the small blind on S3
    # and the big blind on S4; a newcomer in S2, between the button and the small blind,
    # is not dealt in (both books). Once the button has passed him a tournament deals him
    # in; a cash game lets him post (or wait for the big blind).
    table = SessionTable({1: 200, 3: 200, 4: 200, 5: 200, 6: 200}, button=6, profile=profile)
    table.hand_of_folds()
    assert table.places == (6, 1, 3)
    table.event({"type": "join", "seat": 2, "stack": 200})
    if profile == "rrop-cash":
        assert table.refuse({"type": "post", "seat": 2}) == "BETWEEN_THE_BLINDS"
    table.next_hand()
    assert table.places == (1, 3, 4)
    assert "2" not in table.dealer.snapshot()["hole"]
    table.fold_to_big_blind()
    if profile == "rrop-cash":
        table.event({"type": "post", "seat": 2})
    table.next_hand()
    assert table.places == (3, 4, 5)
    assert table.dealer.snapshot()["bets"]["2"] == (2 if profile == "rrop-cash" else 0)


def test_a_bust_empties_the_seat_and_the_big_blind_moves_on() -> None:
    seats = {1: 200, 2: 200, 3: 50}
    deck = [str(card) for card in stack_deck([1, 2, 3], 1, {1: "AsAh", 3: "7d2c"}, "KcQd9s5h4c")]
    table = SessionTable(seats, button=1)
    table.next_hand(deck)
    for _ in range(6):
        table.event({"type": "deal_hole"})
    table.event({"type": "raise", "seat": 1, "to": 200})
    table.event({"type": "fold", "seat": 2})
    table.event({"type": "call", "seat": 3})
    codes: list[str] = []
    for event in (
        {"type": "burn"},
        {"type": "board", "count": 3},
        {"type": "burn"},
        {"type": "board", "count": 1},
        {"type": "burn"},
        {"type": "board", "count": 1},
    ):
        codes += table.event(event)
    while table.dealer.snapshot()["phase"] != "complete":
        codes += table.event({"type": "show", "seat": table.dealer.snapshot()["to_act"]})
    assert "PLAYER_BUSTED" in codes
    assert "3" not in table.session["seats"]
    assert table.session["busted"] == [
        {"seat": 3, "player": "Seat 3", "started_with": 50, "place": 3}
    ]
    assert sum(p["stack"] for p in table.session["seats"].values()) == 450
    codes = table.next_hand()
    assert "HEADS_UP_BUTTON" in codes
    assert table.places == (2, 2, 1)  # the big blind moves on past the empty seat


# ------------------------------------------------------------------ refused, unchanged


def test_between_hands_events_wait_for_the_hand_to_end() -> None:
    table = SessionTable(FOUR, button=1)
    table.next_hand()
    # (sitting out, coming back and leaving are said for the next deal: tests below)
    for event in (
        {"type": "post", "seat": 2},
        {"type": "join", "seat": 5, "stack": 100},
        {"type": "next_hand", "deck": table.dealer.snapshot()["stub"]},
    ):
        assert table.refuse(event) == "HAND_IN_PROGRESS"


def test_refusals_name_the_reason_and_change_nothing() -> None:
    table = SessionTable(FOUR, button=1)
    assert table.refuse({"type": "deal_hole"}) == "NO_HAND"
    assert table.refuse({"type": "join", "seat": 2, "stack": 100}) == "SEAT_TAKEN"
    assert table.refuse({"type": "sit_out", "seat": 7}) == "SEAT_EMPTY"
    assert table.refuse({"type": "come_back", "seat": 2}) == "NOT_SITTING_OUT"
    assert table.refuse({"type": "post", "seat": 2}) == "NOTHING_TO_POST"
    assert table.refuse({"type": "new_level"}) == "NO_MORE_LEVELS"
    assert table.refuse({"type": "join", "seat": 5, "stack": 0}) == "MALFORMED_EVENT"
    assert table.refuse({"type": "next_hand", "deck": ["As"]}) == "MALFORMED_EVENT"
    table.event({"type": "sit_out", "seat": 2})
    assert table.refuse({"type": "sit_out", "seat": 2}) == "ALREADY_SITTING_OUT"
    table.event({"type": "leave", "seat": 3})
    table.event({"type": "sit_out", "seat": 4})
    deck = list(DECK)
    assert table.refuse({"type": "next_hand", "deck": deck}) == "NOT_ENOUGH_PLAYERS"


def test_a_tournament_seat_cannot_sit_out() -> None:
    table = SessionTable(FOUR, button=1, profile="tda-2024")
    assert table.refuse({"type": "sit_out", "seat": 2}) == "TOURNAMENT_SEAT"


def test_a_new_level_waits_for_the_next_hand() -> None:
    # NEW-LEVEL test 1: announced during a hand, the hand stays at the old blinds.
    table = SessionTable(
        FOUR, button=1, levels=[{"blinds": [1, 2]}, {"blinds": [2, 4]}], profile="tda-2024"
    )
    table.next_hand()
    table.event({"type": "new_level"})
    assert table.dealer.snapshot()["bets"] == {"1": 0, "2": 1, "3": 2, "4": 0}
    assert table.session["level_due"] == 2
    table.fold_to_big_blind()
    codes = table.next_hand()
    assert "NEW_LEVEL" in codes
    assert table.dealer.snapshot()["bets"] == {"1": 0, "2": 0, "3": 2, "4": 4}
    assert table.session["level"] == 2 and table.session["blinds"] == [2, 4]


def test_chips_are_counted_across_hands_joins_and_leaves() -> None:
    table = SessionTable(FOUR, button=1)
    table.hand_of_folds()
    table.event({"type": "join", "seat": 6, "stack": 500})
    table.event({"type": "leave", "seat": 1})
    chips = table.session["chips"]
    assert chips == {"brought": 1300, "taken": table.session["chips"]["taken"]}
    seated = sum(p["stack"] for p in table.session["seats"].values())
    assert seated == chips["brought"] - chips["taken"] == 1300 - 200


@pytest.mark.parametrize(
    ("session", "field"),
    [
        ({"button": 1, "blinds": [1, 2]}, "session.seats"),
        ({"seats": {"1": 100}, "button": 1, "blinds": [1, 2]}, "session.seats"),
        ({"seats": {"1": 100, "2": 0}, "button": 1, "blinds": [1, 2]}, "session.seats.2"),
        ({"seats": {"1": 100, "11": 5}, "button": 1, "blinds": [1, 2]}, "session.seats.11"),
        ({"seats": {"1": 100, "2": 100}, "button": 3, "blinds": [1, 2]}, "session.button"),
        ({"seats": {"1": 100, "2": 100}, "blinds": [1, 2]}, "session.button"),
        ({"seats": {"1": 100, "2": 100}, "button": 1}, "session.blinds"),
        ({"seats": {"1": 100, "2": 100}, "button": 1, "blinds": [3, 2]}, "session.blinds"),
        ({"seats": {"1": 100, "2": 100}, "button": 1, "levels": []}, "session.levels"),
        (
            {"seats": {"1": 100, "2": 100}, "button": 1, "blinds": [1, 2], "new_game": "yes"},
            "session.new_game",
        ),
        (
            {
                "seats": {"1": 100, "2": 100},
                "button": 1,
                "levels": [{"blinds": [1, 2]}, {"blinds": [2]}],
            },
            "session.levels[1].blinds",
        ),
        (
            {
                "seats": {"1": 100, "2": 100},
                "button": 1,
                "blinds": [1, 2],
                "levels": [{"blinds": [1, 2]}],
            },
            "session.levels",
        ),
        (
            {"seats": {"1": 100, "2": 100}, "button": 1, "blinds": [1, 2], "players": {"3": "Cy"}},
            "session.players.3",
        ),
        (
            {
                "seats": {"1": 100, "2": 100},
                "button": 1,
                "blinds": [1, 2],
                "house": {"button_mode": "sideways"},
            },
            "session.house.button_mode",
        ),
        (
            {"seats": {"1": 100, "2": 100}, "button": 1, "blinds": [1, 2], "deck": []},
            "session.deck",
        ),
    ],
)
def test_a_bad_session_names_the_field(session: dict[str, object], field: str) -> None:
    with pytest.raises(ValueError) as raised:
        ReferenceDealer().session(session)
    assert str(raised.value).startswith(f"{field}:"), str(raised.value)


def test_a_moved_in_player_needs_an_empty_seat() -> None:
    table = SessionTable(dict.fromkeys(range(1, 11), 100), button=1)
    assert table.refuse({"type": "move_in", "stack": 300}) == "TABLE_FULL"
    table.event({"type": "leave", "seat": 7})
    assert table.event({"type": "move_in", "stack": 300}) == ["MOVED_IN"]
    assert table.session["seats"]["7"]["stack"] == 300
    assert table.session["chips"] == {"brought": 1300, "taken": 100}
    table.next_hand()
    assert table.refuse({"type": "move_in", "stack": 300}) == "HAND_IN_PROGRESS"


def test_moving_button_deals_in_a_newcomer_when_the_big_blind_reaches_him() -> None:
    # The defect: under the moving button a cash newcomer waiting for the big blind was
    # passed over by it, hand after hand, and never dealt in.
    table = SessionTable(FOUR, button=1, house={"button_mode": "moving"})
    table.hand_of_folds()
    table.event({"type": "join", "seat": 6, "stack": 200})
    table.hand_of_folds()
    assert table.state(6) == "waiting"
    assert table.upcoming["big_blind"] == 6 and 6 in table.upcoming["dealt_in"]
    table.next_hand()
    assert table.places == (3, 4, 6)
    assert table.dealer.snapshot()["bets"]["6"] == 2


def test_new_game_round_ends_when_the_big_blind_reaches_the_first_button() -> None:
    # NEW-PLAYER-BLIND (RRoP §4 new-game rules): a newcomer ahead of the blinds plays at
    # once while the button goes round the first time; once the big blind has reached the
    # first button, a newcomer waits or posts as in any game.
    table = SessionTable({1: 200, 2: 200, 3: 200}, button=1, new_game=True)
    table.hand_of_folds()
    assert table.event({"type": "join", "seat": 5, "stack": 200}) == ["NEW_GAME_NO_BLIND"]
    assert table.state(5) == "playing" and table.owes(5) == {"live": 0, "dead": 0}
    table.event({"type": "leave", "seat": 5})
    table.hand_of_folds()
    assert table.places == (2, 3, 1)  # the big blind has reached S1, the first button
    assert table.event({"type": "join", "seat": 5, "stack": 200}) == []
    assert table.state(5) == "waiting"


def _in_second_hand() -> SessionTable:
    table = SessionTable(FOUR, button=1)
    table.hand_of_folds()
    table.next_hand()
    for _ in range(8):
        table.event({"type": "deal_hole"})
    assert table.dealer.snapshot()["to_act"] == 1
    return table


def test_sitting_out_during_a_hand_takes_effect_at_the_next_deal() -> None:
    # MISSED-BLINDS: said with his cards in front of him, he plays the hand out.
    table = _in_second_hand()
    assert table.event({"type": "sit_out", "seat": 1}) == ["FROM_NEXT_HAND"]
    assert table.session["seats"]["1"]["after_hand"] == "sitting_out"
    assert table.refuse({"type": "sit_out", "seat": 1}) == "ALREADY_SITTING_OUT"
    table.event({"type": "call", "seat": 1})  # still his hand to play
    while table.dealer.snapshot()["phase"] != "complete":
        table.event({"type": "fold", "seat": table.dealer.snapshot()["to_act"]})
    assert table.state(1) == "sitting_out"
    assert 1 not in table.upcoming["dealt_in"]


def test_nobody_leaves_holding_a_live_hand_and_a_refusal_changes_nothing() -> None:
    # AT-SEAT (RRoP §15): refused with the session exactly as it was (refuse() checks it).
    table = _in_second_hand()
    assert table.refuse({"type": "leave", "seat": 1}) == "STILL_IN_HAND"
    assert table.refuse({"type": "leave", "seat": 7}) == "SEAT_EMPTY"
    assert table.refuse({"type": "post", "seat": 1}) == "HAND_IN_PROGRESS"
    assert table.refuse({"type": "come_back", "seat": 2}) == "NOT_SITTING_OUT"
    table.event({"type": "fold", "seat": 1})
    assert table.event({"type": "leave", "seat": 1}) == ["LEAVES_AFTER_HAND"]
    assert table.refuse({"type": "sit_out", "seat": 1}) == "ALREADY_LEAVING"
    assert table.session["chips"]["taken"] == 0
    while table.dealer.snapshot()["phase"] != "complete":
        table.event({"type": "fold", "seat": table.dealer.snapshot()["to_act"]})
    assert "1" not in table.session["seats"]
    assert table.session["chips"] == {"brought": 800, "taken": 200}


def test_a_player_not_in_the_hand_leaves_at_once() -> None:
    table = SessionTable(FOUR, button=1)
    table.hand_of_folds()
    table.event({"type": "sit_out", "seat": 4})
    table.next_hand()
    assert table.event({"type": "leave", "seat": 4}) == []
    assert "4" not in table.session["seats"]
    assert table.session["chips"]["taken"] == 200


@pytest.mark.parametrize("kind", ["sit_out", "come_back"])
def test_a_tournament_player_cannot_sit_out_during_a_hand(kind: str) -> None:
    table = SessionTable(FOUR, button=1, profile="tda-2024")
    table.next_hand()
    assert table.refuse({"type": kind, "seat": 2}) == "TOURNAMENT_SEAT"
