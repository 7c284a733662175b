"""Rulings corrected after a review against the books (issue 13): voluntary tabling at the
showdown, out-of-turn actions answering out-of-turn actions, "pot" with chips in no-limit,
an undercall unaware of a raise, the null raise, and messages that must be true."""

from __future__ import annotations

from tests.helpers import Table


def river_bet_and_call() -> Table:
    """Three seats, S1 folds; S4 bets 500 on the river and S2 calls: S4 is due to show."""
    table = Table(
        {1: 5000, 2: 5000, 4: 5000},
        button=1,
        blinds=(100, 200),
        hole={2: "8c 8h", 4: "Ah Kh"},
        board="As 8d 7c 3h 2s",
    )
    table.deal("hole")
    table.act("fold", 1)
    table.act("call", 2)
    table.act("check", 4)
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 4)
    table.deal("river")
    table.act("check", 2)
    table.act("bet", 4, 500)
    table.act("call", 2)
    assert table.phase == "showdown" and table.to_act == 4
    return table


def test_the_caller_may_table_first_and_the_bettor_stays_due() -> None:
    table = river_bet_and_call()
    assert table.apply({"type": "show", "seat": 2}) == []
    assert table.to_act == 4
    table.reject({"type": "show", "seat": 2})  # already face up
    assert table.apply({"type": "muck", "seat": 4}) == ["POT_UNCONTESTED"]
    assert table.payouts == {2: 1400}


def test_a_beaten_caller_may_concede_before_the_bettor_shows() -> None:
    table = river_bet_and_call()
    assert table.apply({"type": "muck", "seat": 2}) == ["POT_UNCONTESTED"]
    assert table.payouts == {4: 1400}
    assert table.snap["hole"]["4"] == ["Ah", "Kh"]  # never shown, still his


def null_raise_table() -> Table:
    """No-limit 1/2, seats {1: 500, 2: 200, 5: 200, 10: 303}, button 10 (issue 12 item 9)."""
    table = Table({1: 500, 2: 200, 5: 200, 10: 303}, button=10, blinds=(1, 2))
    table.deal("hole")
    table.act("fold", 5)
    table.act("raise", 10, to=303)
    return table


def test_no_raise_is_offered_when_nobody_left_could_call_it() -> None:
    table = null_raise_table()
    assert table.to_act == 1
    assert table.legal == {
        "fold": True,
        "check": False,
        "call": 302,
        "min_raise_to": None,
        "max_raise_to": None,
    }
    assert table.reject({"type": "raise", "seat": 1, "to": 500}) == "RAISE_NOT_ALLOWED"
    message = table.dealer.apply({"type": "raise", "seat": 1, "to": 500})["message"]
    assert "no other player still in can put in more than the 303" in message
    assert "all in" not in message  # seat 2 is not all in


def test_a_raise_is_offered_when_one_other_seat_could_call_more() -> None:
    # The same hand with seat 2 holding 400: a raise above 303 could be called.
    table = Table({1: 500, 2: 400, 5: 200, 10: 303}, button=10, blinds=(1, 2))
    table.deal("hole")
    table.act("fold", 5)
    table.act("raise", 10, to=303)
    assert table.legal is not None
    assert (table.legal["min_raise_to"], table.legal["max_raise_to"]) == (500, 500)


def test_the_refusal_says_every_other_player_is_all_in_only_when_it_is_so() -> None:
    table = Table({1: 500, 2: 500, 3: 2, 4: 100}, button=1, blinds=(1, 2))  # BB all in
    table.deal("hole")
    table.act("raise", 4, to=100)  # all in
    table.act("fold", 1)
    assert table.to_act == 2 and table.legal is not None
    assert table.legal["min_raise_to"] is None
    message = table.dealer.apply({"type": "raise", "seat": 2, "to": 300})["message"]
    assert message.endswith("every other player still in is all in")


def test_a_short_all_in_names_only_the_seats_it_limits() -> None:
    """S3 raises to 10, S4 calls, S1 raises to 40, S2 goes all in to 60, short of a full raise:
    S1 may not raise again, but S3 and S4, who acted at 10, face a full raise and may."""
    table = Table({1: 1000, 2: 60, 3: 1000, 4: 1000}, button=4, blinds=(1, 2))
    table.deal("hole")
    table.act("raise", 3, to=10)
    table.act("call", 4)
    table.act("raise", 1, to=40)
    result = table.dealer.apply({"type": "raise", "seat": 2, "to": 60})
    (incomplete,) = result["rulings"]
    assert incomplete["code"] == "INCOMPLETE_RAISE"
    assert "seat(s) 1, who already acted, may only call or fold" in incomplete["message"]
    assert table.to_act == 3 and table.legal is not None
    assert table.legal["min_raise_to"] == 90  # S3 faces a full raise: he may raise
    table.act("call", 3)
    table.act("call", 4)
    assert table.to_act == 1 and table.legal is not None
    assert table.legal["min_raise_to"] is None  # S1 only calls or folds


def f6_preflop() -> Table:
    table = Table(dict.fromkeys(range(1, 7), 20000), button=1, blinds=(100, 200))
    table.deal("hole")
    assert table.to_act == 4
    return table


def test_a_call_out_of_turn_of_a_raise_out_of_turn_binds_when_the_skipped_player_folds() -> None:
    table = f6_preflop()
    table.act("raise", 5, to=600)
    table.act("call", 6)
    assert table.act("fold", 4) == ["OUT_OF_TURN_BINDS", "OUT_OF_TURN_BINDS"]
    assert (table.bets[5], table.bets[6], table.to_act) == (600, 600, 1)


def test_a_reraise_out_of_turn_over_a_raise_out_of_turn_is_sized_when_it_binds() -> None:
    """S6's re-raise to 800 over S5's held 600 is short of the 1000 minimum: it is judged
    when the action reaches him, and brought up then."""
    table = f6_preflop()
    table.act("raise", 5, to=600)
    table.act("raise", 6, to=800)
    codes = table.act("call", 4)
    assert codes == ["OUT_OF_TURN_BINDS", "OUT_OF_TURN_BINDS", "RAISE_BROUGHT_TO_MINIMUM"]
    assert (table.bets[5], table.bets[6]) == (600, 1000)


def test_out_of_turn_actions_answer_what_the_player_saw() -> None:
    table = f6_preflop()
    table.act("raise", 5, to=600)
    assert table.reject({"type": "raise", "seat": 6, "to": 600}) == "BELOW_MINIMUM"
    assert table.reject({"type": "bet", "seat": 6, "amount": 900}) == "BET_ALREADY_MADE"
    # The big blind owes nothing on the bet in turn, but faces the held raise.
    assert table.act("call", 3) == ["ACTION_OUT_OF_TURN"]


def test_after_the_flop_a_call_of_a_held_bet_is_held_not_refused() -> None:
    table = f6_preflop()
    table.each("call", 4, 5, 6, 1, 2)
    table.act("check", 3)
    table.deal("flop")
    assert table.to_act == 2
    table.reject({"type": "call", "seat": 4})  # nothing bet yet: nothing to call
    table.act("bet", 3, 600)
    assert table.reject({"type": "check", "seat": 4}) == "CANNOT_CHECK"
    assert table.act("call", 4) == ["ACTION_OUT_OF_TURN"]
    assert table.act("check", 2) == ["OUT_OF_TURN_BINDS", "OUT_OF_TURN_BINDS"]
    assert (table.bets[3], table.bets[4], table.to_act) == (600, 600, 5)


def test_a_released_caller_out_of_turn_may_not_raise_under_rrop_but_may_under_the_option() -> None:
    for value, low in (("no", None), ("yes", 1000)):
        table = Table(
            dict.fromkeys(range(1, 7), 20000),
            button=1,
            blinds=(100, 200),
            house={"oot_call_may_raise_if_action_changes": value},
        )
        table.deal("hole")
        table.act("raise", 5, to=600)
        table.act("call", 6)
        table.act("raise", 4, to=600)
        table.act("call", 5)
        assert table.to_act == 6 and table.legal is not None
        assert table.legal["min_raise_to"] == low, value


def flop_pot_1200(house: dict[str, object] | None = None) -> Table:
    table = Table(dict.fromkeys(range(1, 7), 20000), button=1, blinds=(100, 200), house=house)
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.act("check", 3)
    table.deal("flop")
    return table


def test_pot_with_chips_in_no_limit_is_never_the_minimum() -> None:
    for motions, house, bet in (
        ([[1000]], None, 1200),  # rrop-cash: corrected to what was said
        ([[1000, 100, 100]], None, 1200),
        ([[1000, 500]], None, 1200),  # the chips beyond the pot come back
        ([[1000]], {"no_limit_pot_with_chips": "chips_play"}, 1000),
        ([[100]], {"no_limit_pot_with_chips": "chips_play"}, 200),  # brought to a valid bet
    ):
        table = flop_pot_1200(house)
        table.apply({"type": "chips", "seat": 2, "motions": motions, "declared": "pot"})
        assert table.bets[2] == bet, (motions, house)
        assert table.stacks[2] == 19800 - bet


def test_pot_facing_a_bet_in_no_limit_is_a_pot_sized_raise() -> None:
    table = flop_pot_1200()
    table.act("bet", 2, 400)
    # The pot after the call: 1200 + 400 + 400; the raise is to 400 + 2000.
    table.apply({"type": "chips", "seat": 3, "motions": [[1000]], "declared": "pot"})
    assert table.bets[3] == 2400


def four_way_flop_bet_and_raise(house: dict[str, object] | None = None) -> Table:
    """UNDERCALL test 2: NL 1000/2000, A (S2) bets 2000, B (S3) raises to 8000, C (S4) next."""
    table = Table(dict.fromkeys(range(1, 5), 100000), button=1, blinds=(1000, 2000), house=house)
    table.deal("hole")
    table.each("call", 4, 1, 2)
    table.act("check", 3)
    table.deal("flop")
    table.act("bet", 2, 2000)
    table.act("raise", 3, to=8000)
    return table


def short_call(seat: int, unaware: bool) -> dict[str, object]:
    return {"type": "chips", "seat": seat, "motions": [[1000, 1000]], "unaware_of_raise": unaware}


def test_a_short_call_unaware_of_the_raise_is_taken_back_under_rrop() -> None:
    table = four_way_flop_bet_and_raise()
    assert table.apply(short_call(4, True)) == ["UNDERCALL_WITHDRAWN"]
    assert (table.to_act, table.bets[4], table.stacks[4]) == (4, 0, 98000)
    assert table.legal is not None and table.legal["min_raise_to"] == 14000


def test_without_the_claim_the_short_call_is_a_full_call() -> None:
    table = four_way_flop_bet_and_raise()
    assert table.apply(short_call(4, False)) == ["UNDERCALL"]
    assert table.bets[4] == 8000


def test_under_the_tda_matrix_the_floor_decides_multiway_and_opening_bets_are_called() -> None:
    house = {"undercall_when_unaware_of_raise": "tda_51b_matrix"}
    table = four_way_flop_bet_and_raise(house)
    assert table.reject(short_call(4, True)) == "FLOOR_DECISION"
    # TDA 51-B rules every undercall, not only one unaware of the raise: facing a raise
    # multi-way it is the floor's, said as a number or pushed silently.
    assert table.reject(short_call(4, False)) == "FLOOR_DECISION"
    assert table.reject({"type": "chips", "seat": 4, "motions": [[2000]], "declared": "2000"}) == (
        "FLOOR_DECISION"
    )
    # "Call" said first is no undercall: it binds to the full amount (TDA 51-A).
    table = four_way_flop_bet_and_raise(house)
    table.apply({"type": "chips", "seat": 4, "motions": [[1000]], "declared": "call"})
    assert table.bets[4] == 8000
    # Against the opening bet there was no raise to miss: a full call, under either value.
    for value in ("tda_51b_matrix", "withdraw_if_no_one_acted"):
        table = Table(
            dict.fromkeys(range(1, 5), 100000),
            button=1,
            blinds=(1000, 2000),
            house={"undercall_when_unaware_of_raise": value},
        )
        table.deal("hole")
        table.each("call", 4, 1, 2)
        table.act("check", 3)
        table.deal("flop")
        table.act("bet", 2, 8000)
        assert table.apply(short_call(3, True)) == ["UNDERCALL"]
        assert table.bets[3] == 8000
