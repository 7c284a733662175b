"""Errors found late (docs/protocol.md clarification 14): the events, their refusals, and
the rulings at the edges the scenarios do not reach (catalog MISDEAL-CUTOFF, BUTTON-CARDS,
DEAL-WRONG-COUNT, STUB-DISORDERED, BOARD-ERROR-ALLIN; decisions 4 and 5)."""

from __future__ import annotations

import pytest

from refdealer.errors import EventError
from refdealer.table.events import (
    Board,
    Burn,
    DealHole,
    EndDeal,
    Notice,
    StubDropped,
    parse_event,
)
from tests.helpers import DECK, Table, f6, hu


def c(n: int) -> str:
    """The catalog's card ``cn`` of the unstacked deck."""
    return DECK[n - 1]


def deal(table: Table, cards: int) -> None:
    for _ in range(cards):
        table.apply({"type": "deal_hole"})


@pytest.mark.parametrize(
    ("raw", "event"),
    [
        ({"type": "deal_hole", "seat": 6, "noticed": False}, DealHole(seat=6, noticed=False)),
        ({"type": "burn", "noticed": False}, Burn(noticed=False)),
        ({"type": "board", "count": 3, "noticed": False}, Board(3, noticed=False)),
        ({"type": "end_deal"}, EndDeal()),
        ({"type": "notice"}, Notice()),
        ({"type": "stub_dropped"}, StubDropped()),
        ({"type": "stub_dropped", "mixed": ["burns", "muck"]}, StubDropped(("burns", "muck"))),
    ],
)
def test_late_events_parse_and_write_back(raw: dict[str, object], event: object) -> None:
    assert parse_event(raw) == event
    assert parse_event(raw).to_dict() == raw


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"type": "deal_hole", "noticed": "no"}, "'noticed' must be true or false"),
        ({"type": "deal_hole", "exposed": True, "noticed": False}, "seen at once"),
        ({"type": "notice", "seat": 3}, "unknown field 'seat'"),
        ({"type": "end_deal", "noticed": False}, "unknown field 'noticed'"),
        ({"type": "stub_dropped", "mixed": ["board"]}, "distinct piles of muck, burns"),
        ({"type": "stub_dropped", "mixed": ["muck", "muck"]}, "distinct piles"),
        ({"type": "stub_dropped", "mixed": "muck"}, "distinct piles"),
    ],
)
def test_malformed_late_events_are_refused(raw: dict[str, object], words: str) -> None:
    with pytest.raises(EventError, match=words):
        parse_event(raw)


def test_refusals_leave_the_table_unchanged() -> None:
    table = f6()
    assert table.reject({"type": "notice"}) == "NOTHING_TO_NOTICE"
    assert table.reject({"type": "deal_hole", "seat": 9, "noticed": False}) == "NOT_MODELLED"
    table.deal("hole")
    assert table.reject({"type": "end_deal"}) == "DEAL_COMPLETE"
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    # A wrong number of board cards is seen at once: it cannot go unnoticed.
    assert table.reject({"type": "board", "count": 4, "noticed": False}) == "NOT_MODELLED"
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 3, 4, 5, 6, 1)
    assert table.reject({"type": "stub_dropped"}) == "NO_CARD_DUE"
    assert table.reject({"type": "notice"}) == "NOTHING_TO_NOTICE"


def test_a_noticed_false_on_a_correct_event_changes_nothing() -> None:
    table = f6()
    for _ in range(12):
        assert table.apply({"type": "deal_hole", "noticed": False}) == []
    assert table.phase == "preflop"
    assert table.snap["hole"]["1"] == [c(6), c(12)]
    assert table.reject({"type": "notice"}) == "NOTHING_TO_NOTICE"


def test_a_pitch_past_the_last_seat_is_an_extra_card_and_a_short_button() -> None:
    """The button's second card pitched to the small blind: the button is short and the small
    blind has three cards; found after the cutoff, both hands are dead."""
    table = f6()
    deal(table, 11)
    table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    assert table.phase == "preflop"
    assert table.snap["hole"]["1"] == [c(6)] and table.snap["hole"]["2"] == [c(1), c(7), c(12)]
    table.each("call", 4, 5)
    assert table.apply({"type": "notice"}) == [
        "CUTOFF_PASSED",
        "WRONG_COUNT_DEAD",
        "WRONG_COUNT_DEAD",
    ]
    assert table.snap["hole"]["1"] == [] and table.snap["hole"]["2"] == []
    assert table.to_act == 6 and sum(table.stacks.values()) + table.pots[0][0] == 120_000


def test_a_late_misdeal_returns_every_bet_after_the_blinds_and_keeps_the_antes() -> None:
    table = f6(ante=25)
    deal(table, 9)
    table.apply({"type": "deal_hole", "seat": 6, "noticed": False})
    deal(table, 1)
    start = {1: 19975, 2: 19875, 3: 19775, 4: 19975, 5: 19975, 6: 19975}
    table.act("raise", 4, to=600)
    assert table.stacks[4] == 19375
    assert table.apply({"type": "notice"}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]
    assert table.stacks == start
    assert table.bets == {1: 0, 2: 100, 3: 200, 4: 0, 5: 0, 6: 0}
    assert table.pots == [(450, [1, 2, 3, 4, 5, 6])]
    assert "600 in bets after the blinds goes back" in table.rulings[-1]["message"]


def test_no_live_hand_with_the_right_count_is_a_misdeal_even_after_the_cutoff() -> None:
    """Heads-up the dealer stops after the first pass: both players hold one card. After a
    call and a check the cutoff has passed, but no hand could be played: misdeal."""
    table = hu()
    deal(table, 2)
    table.apply({"type": "end_deal"})
    table.act("call", 1)
    table.act("check", 2)
    assert table.apply({"type": "notice"}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]
    assert table.stacks == {1: 19900, 2: 19800} and table.phase == "dealing"


def test_a_short_deal_found_before_the_cutoff_is_completed_in_sequence() -> None:
    """The dealer stops with seats 6 and 1 both short; after one fold the missing cards, the
    two top cards of the stub, go to them in dealing order."""
    table = f6()
    deal(table, 10)
    table.apply({"type": "end_deal"})
    table.act("fold", 4)
    assert table.apply({"type": "notice"}) == ["MISSING_CARDS_IN_SEQUENCE"]
    assert table.snap["hole"]["6"] == [c(5), c(11)] and table.snap["hole"]["1"] == [c(6), c(12)]
    assert table.snap["stub"][0] == c(13) and table.to_act == 5


def test_a_short_seat_that_folded_before_the_cutoff_has_its_missing_card_mucked() -> None:
    """Three-handed the button acts first: short, he folds; the notice comes before the
    cutoff, so the big blind gets his missing card and the button's goes to the muck."""
    table = Table({1: 1000, 2: 1000, 3: 1000}, button=1, deck=DECK)
    deal(table, 4)
    table.apply({"type": "end_deal"})
    table.act("fold", 1)
    assert table.apply({"type": "notice"}) == ["MISSING_CARDS_IN_SEQUENCE"]
    assert table.snap["hole"] == {"1": [], "2": [c(1), c(4)], "3": [c(2), c(5)]}
    assert table.snap["muck"] == [c(3), c(6)] and table.to_act == 2


def test_a_short_deal_is_a_misdeal_once_its_missing_card_left_the_top() -> None:
    """A boxed card found on the stub after the deal stopped: the missing card is gone, so
    before the cutoff the short deal cannot be completed in sequence."""
    table = f6()
    deal(table, 11)
    table.apply({"type": "end_deal"})
    assert table.apply({"type": "boxed"}) == ["BOXED_CARD"]
    assert table.apply({"type": "notice"}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]


def test_one_extra_card_to_the_first_seat_found_before_the_cutoff_goes_back_as_the_burn() -> None:
    table = f6()
    table.deal("hole")
    table.apply({"type": "deal_hole", "noticed": False})
    assert table.snap["hole"]["2"] == [c(1), c(7), c(13)]
    table.act("call", 4)
    assert table.apply({"type": "notice"}) == ["EXTRA_CARD_RETURNED"]
    assert table.snap["hole"]["2"] == [c(1), c(7)] and table.snap["stub"][0] == c(13)
    table.each("fold", 5, 6, 1)
    table.act("call", 2)
    table.act("check", 3)
    table.deal("flop")
    assert table.snap["burns"] == [c(13)] and table.snap["board"] == [c(14), c(15), c(16)]


def test_a_dropped_stub_mixed_with_the_burns_needs_a_new_burn_on_the_coming_street() -> None:
    table = Table(
        {1: 1000, 2: 1000, 3: 1000},
        button=1,
        deck=DECK,
    )
    table.deal("hole")
    table.each("call", 1, 2)
    table.act("check", 3)
    table.apply({"type": "burn"})
    assert table.apply({"type": "stub_dropped", "mixed": ["burns"]}) == ["STUB_DROPPED"]
    assert table.snap["burns"] == [] and len(table.snap["stub"]) == 46
    # The flop without a new burn is a burnless flop (ruled as ever).
    assert "FLOP_WITHOUT_BURN" in table.apply({"type": "board", "count": 3})


def test_the_card_sequence_is_restored_after_two_unnoticed_run_out_errors() -> None:
    """Heads-up all in: the flop without a burn and a second burn before the river, both
    unnoticed; at the showdown the whole board comes out as it should have."""
    table = hu({1: 500, 2: 500})
    table.deal("hole")
    table.act("raise", 1, to=500)
    table.act("call", 2)
    table.apply({"type": "board", "count": 3, "noticed": False})
    table.deal("turn")
    table.apply({"type": "burn"})
    table.apply({"type": "burn", "noticed": False})
    table.apply({"type": "board", "count": 1})
    assert table.phase == "showdown"
    assert table.apply({"type": "notice"}) == ["BOARD_REBUILT"]
    assert table.snap["burns"] == [c(5), c(9), c(11)]
    assert table.snap["board"] == [c(6), c(7), c(8), c(10), c(12)]
    assert table.snap["stub"][0] == c(13)


def test_an_extra_card_folded_away_before_the_cutoff_cannot_be_the_burn() -> None:
    """The small blind, given an unnoticed third card, folds out of turn (an out-of-turn
    action does not count toward the cutoff): the card is in the muck, so it is a misdeal."""
    table = f6()
    table.deal("hole")
    table.apply({"type": "deal_hole", "noticed": False})
    assert table.apply({"type": "fold", "seat": 2}) == ["OUT_OF_TURN_FOLD"]
    assert table.apply({"type": "notice"}) == ["MISDEAL_EXTRA_CARDS", "REDEAL"]
    assert table.stacks == {1: 20000, 2: 19900, 3: 19800, 4: 20000, 5: 20000, 6: 20000}


def test_the_missing_card_comes_with_a_notice_not_with_another_pitch() -> None:
    table = f6()
    deal(table, 11)
    table.apply({"type": "end_deal"})
    assert table.reject({"type": "deal_hole"}) == "NOT_MODELLED"
    assert table.reject({"type": "deal_hole", "seat": 1}) == "NOT_MODELLED"
    assert table.apply({"type": "notice"}) == ["MISSING_CARD_DEALT"]


def test_every_dead_hand_is_out_before_a_pot_is_awarded_at_the_showdown() -> None:
    """Two hands with three cards reach the showdown; the first one tabled shows the error:
    both are dead, and the pot goes to the one hand left, unseen."""
    table = Table({1: 1000, 2: 1000, 3: 1000}, button=1, deck=DECK)
    table.deal("hole")
    table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    table.apply({"type": "deal_hole", "seat": 3, "noticed": False})
    table.each("call", 1, 2)
    table.act("check", 3)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 3, 1)
    assert table.phase == "showdown" and table.to_act == 2
    codes = table.apply({"type": "show", "seat": 2})
    assert codes == ["CUTOFF_PASSED", "WRONG_COUNT_DEAD", "WRONG_COUNT_DEAD", "POT_UNCONTESTED"]
    assert table.phase == "complete" and table.payouts == {1: 6}


def _burnless_flop_acted_on(policy: str) -> Table:
    table = f6(house={"burn_error_policy": policy})
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.act("check", 3)
    table.apply({"type": "board", "count": 3, "noticed": False})
    table.act("check", 2)
    return table


def test_a_betting_street_burn_error_is_found_before_the_next_street() -> None:
    """BURN-MISSED-FLOP test 3 as refusals: the next street waits for the notice, a second
    unnoticed error is not ruled, and under restore_sequence the burn comes before the turn."""
    table = _burnless_flop_acted_on("restore_sequence")
    table.each("check", 3, 4, 5, 6, 1)
    assert table.reject({"type": "burn"}) == "NOT_MODELLED"
    assert table.reject({"type": "stub_dropped"}) == "NOT_MODELLED"
    assert table.apply({"type": "notice"}) == ["BURN_ERROR_STANDS"]
    assert table.snap["board"] == [c(13), c(14), c(15)] and table.snap["burns"] == []
    assert table.reject({"type": "board", "count": 1}) == "NOT_MODELLED"
    assert table.apply({"type": "burn"}) == ["BURN_RESTORED"]
    table.apply({"type": "board", "count": 1})
    assert table.snap["burns"] == [c(16), c(17)] and table.snap["board"][3] == c(18)


def test_one_burn_per_street_after_a_burn_error_that_stood() -> None:
    table = _burnless_flop_acted_on("one_burn_per_street")
    assert table.apply({"type": "notice"}) == ["BURN_ERROR_STANDS"]
    table.each("check", 3, 4, 5, 6, 1)
    assert table.apply({"type": "burn"}) == []
    table.apply({"type": "board", "count": 1})
    assert table.snap["burns"] == [c(16)] and table.snap["board"][3] == c(17)


def test_a_burn_error_found_before_any_action_is_put_right_at_once() -> None:
    """BURN-MISSED-LATER test 1, found by a notice before anyone acted on the turn."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.act("check", 3)
    table.deal("flop")
    table.each("check", 2, 3, 4, 5, 6, 1)
    table.apply({"type": "board", "count": 1, "noticed": False})
    assert table.snap["to_act"] == 2
    assert table.apply({"type": "notice"}) == ["BURN_MISSED"]
    # As if seen at once: the turn is turned again, and its betting starts then.
    assert table.snap["burns"] == [c(13), c(17)] and table.snap["to_act"] is None
    table.apply({"type": "board", "count": 1})
    assert table.snap["board"][3] == c(18) and table.snap["to_act"] == 2


def _run_out(reshuffles: list[list[str]], profile: str = "rrop-cash", **house: str) -> Table:
    """F6: seats 4 and 5 all in before the flop, everyone else folds, and the flop is turned
    without a burn, unnoticed (BOARD-ERROR-ALLIN test 1). Hands are not turned up."""
    table = f6({4: 5000, 5: 5000}, house={"all_in_exposure": "off", **house})
    table.setup["reshuffles"] = reshuffles
    table.setup["profile"] = profile
    table.started = table.dealer.start(table.setup)
    table.deal("hole")
    table.act("raise", 4, to=5000)
    table.act("call", 5)
    table.each("fold", 6, 1, 2, 3)
    table.apply({"type": "board", "count": 3, "noticed": False})
    return table


def test_the_tda_profile_scrambles_a_run_out_burnless_flop_found_before_the_turn() -> None:
    """Decision 9 under the tda-2024 defaults together (flop_without_burn, burn_error_policy,
    extra_burn_before_action, board_error_allin): not the rrop-cash rebuild."""
    table = _run_out([[c(15), c(13), c(14)]], profile="tda-2024")
    assert table.apply({"type": "notice"}) == ["FLOP_WITHOUT_BURN"]
    assert table.snap["burns"] == [c(15)]
    assert table.snap["board"] == [c(13), c(14), c(16)]


_TDA_RUN_OUT = {
    "board_error_allin": "before_next_street",
    "flop_without_burn": "scramble_pick_burn",
}


def test_a_run_out_burnless_flop_found_before_the_turn_is_scrambled_under_tda() -> None:
    """Decision 9: under before_next_street the 39-B scramble applies while the turn is not
    out (here its burn is made): c15 is picked as the burn, the flop is c13 c14 c16, and the
    turn burn the dealer made is made again from the stub. Under rebuild the board would be
    the error-free c14 c15 c16 with c13 burned."""
    table = _run_out([[c(15), c(13), c(14)]], **_TDA_RUN_OUT)
    table.apply({"type": "burn"})
    assert table.apply({"type": "notice"}) == ["FLOP_WITHOUT_BURN"]
    assert table.snap["burns"] == [c(15), c(17)]
    assert table.snap["board"] == [c(13), c(14), c(16)]
    table.apply({"type": "board", "count": 1})
    assert table.snap["board"][3] == c(18)


def test_a_run_out_burnless_flop_found_after_the_turn_stands_under_tda() -> None:
    table = _run_out([[c(15), c(13), c(14)]], **_TDA_RUN_OUT)
    table.deal("turn")
    assert table.apply({"type": "notice"}) == ["RUN_OUT_BOARD_STANDS"]
    assert table.snap["burns"] == [c(16)]
    assert table.snap["board"] == [c(13), c(14), c(15), c(17)]
    table.deal("river")
    assert table.snap["burns"] == [c(16), c(18)] and table.snap["board"][4] == c(19)


def test_a_run_out_burnless_flop_is_rebuilt_in_order_under_rebuild() -> None:
    """rrop-cash's rebuild ignores the reshuffles list: the board is the error-free one."""
    table = _run_out([[c(15), c(13), c(14)]])
    table.deal("turn")
    assert table.apply({"type": "notice"}) == ["BOARD_REBUILT"]
    assert table.snap["burns"] == [c(13), c(17)]
    assert table.snap["board"] == [c(14), c(15), c(16), c(18)]


def test_a_run_out_river_error_found_at_the_showdown_stands_under_before_next_street() -> None:
    """No street follows the river, but the showdown has begun (a hand may be shown): the
    board stands under before_next_street, where rebuild would put the river right."""
    table = f6({4: 5000, 5: 5000}, house={"board_error_allin": "before_next_street"})
    table.deal("hole")
    table.act("raise", 4, to=5000)
    table.act("call", 5)
    table.each("fold", 6, 1, 2, 3)
    table.deal("flop", "turn")
    table.apply({"type": "burn"})
    table.apply({"type": "burn", "noticed": False})
    table.apply({"type": "board", "count": 1})
    table.apply({"type": "show", "seat": 4})
    assert table.apply({"type": "notice"}) == ["RUN_OUT_BOARD_STANDS"]
    assert table.snap["burns"] == [c(13), c(17), c(19), c(20)]
    assert table.snap["board"][4] == c(21) and table.snap["to_act"] == 5


# ------------------------------------------------------------------ issue 24: N2, N8


def _hu_under(profile: str, stacks: dict[int, int] | None = None, **house: str) -> Table:
    """HU (S1 button and small blind, S2 big blind, dealt first) under ``profile``."""
    table = hu(stacks, house=house or None)
    table.setup["profile"] = profile
    table.started = table.dealer.start(table.setup)
    return table


def _play_to_the_end(table: Table) -> None:
    """The correct next act until the hand is over: calls and checks, the board, shows."""
    for _ in range(60):
        snap = table.snap
        if snap["phase"] == "complete":
            return
        seat, legal = snap["to_act"], snap["legal"]
        if snap["phase"] == "dealing":
            table.apply({"type": "deal_hole"})
        elif legal is not None:
            table.apply({"type": "call" if legal["call"] else "check", "seat": seat})
        elif seat is not None:
            table.apply({"type": "show", "seat": seat})
        else:
            table.apply({"type": "burn"})
            table.apply({"type": "board", "count": 1 if snap["board"] else 3})
    raise AssertionError(f"the hand did not end: {table.snap}")


@pytest.mark.parametrize("profile", ["rrop-cash", "tda-2024"])
def test_n2_a_pitch_past_the_last_pass_is_no_button_catch_up(profile: str) -> None:
    """Heads-up, the button's second card goes unnoticed to S2 as a third card. A card then
    pitched to the button does not settle the deal (TDA 35-B is a skipped button, not a hand
    with three cards): it is a misdeal, and the hand dealt again plays out to the end. Before
    the fix, tda-2024 gave the button the card and the showdown evaluated 8 cards forever."""
    table = _hu_under(profile)
    deal(table, 3)
    table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    assert len(table.snap["hole"]["2"]) == 3 and len(table.snap["hole"]["1"]) == 1
    assert table.apply({"type": "deal_hole", "seat": 1}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]
    _play_to_the_end(table)
    assert table.phase == "complete" and sum(table.stacks.values()) == 40_000


@pytest.mark.parametrize("profile", ["rrop-cash", "tda-2024"])
def test_n2_a_third_card_found_with_the_buttons_extra_is_no_two_consecutive(profile: str) -> None:
    """The same third card, then an unnoticed extra card to the button: found before the
    cutoff, the button holds two cards but S2 holds three, so it is a misdeal under both
    books, never BUTTON_CONSECUTIVE_CARDS with a three-card hand left live."""
    table = _hu_under(profile)
    deal(table, 3)
    table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    table.apply({"type": "deal_hole", "seat": 1, "noticed": False})
    assert table.apply({"type": "notice"}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]
    _play_to_the_end(table)
    assert table.phase == "complete" and sum(table.stacks.values()) == 40_000


@pytest.mark.parametrize(
    ("profile", "ruled"),
    [("rrop-cash", ["EXTRA_CARD_RETURNED"]), ("tda-2024", ["MISDEAL_EXTRA_CARDS", "REDEAL"])],
)
def test_n8_a_wrong_count_hand_turned_up_at_an_all_in_exposure_is_noticed(
    profile: str, ruled: list[str]
) -> None:
    """S2 is all in on the big blind, so hands are turned up at once (ALL-IN-EXPOSE); an
    unnoticed extra card went to S2 (the first seat). Turning that hand up shows three cards:
    that is the notice, ruled then (before the cutoff: the card back as the burn under
    rrop-cash, a misdeal under tda-2024's extra_card_to_first_player), not at the showdown."""
    table = _hu_under(profile, {2: 100}, all_in_exposure="on")
    table.deal("hole")
    assert table.snap["to_act"] == 2  # hands are being turned up
    table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    assert table.apply({"type": "show", "seat": 2}) == ruled
    if profile == "rrop-cash":
        assert len(table.snap["hole"]["2"]) == 2 and table.snap["to_act"] == 1
    _play_to_the_end(table)
    assert table.phase == "complete" and sum(table.stacks.values()) == 20_100


@pytest.mark.parametrize(
    ("profile", "house"),
    [
        ("rrop-cash", {"board_error_allin": "before_next_street"}),
        ("tda-2024", {"extra_board_card": "reshuffle_redeal"}),
    ],
)
def test_n3_a_river_burn_error_found_at_the_showdown_stands(
    profile: str, house: dict[str, str]
) -> None:
    """A run-out's river: burn, a second burn nobody sees, two cards turned (sent back and the
    stub reshuffled), then the river. Two turns of cards on one street are still the river,
    not a later street (none follows it): found at the showdown, the board stands under
    before_next_street. Before the fix the notice failed with an IndexError."""
    table = _hu_under(profile, all_in_exposure="off", **house)
    table.deal("hole")
    table.act("raise", 1, to=20_000)
    table.act("call", 2)
    table.deal("flop", "turn")
    table.apply({"type": "burn"})
    table.apply({"type": "burn", "noticed": False})
    assert table.apply({"type": "board", "count": 2}) == ["BOARD_EXTRA_CARD", "RESHUFFLE"]
    table.apply({"type": "board", "count": 1})
    board = table.snap["board"]
    assert table.apply({"type": "notice"}) == ["RUN_OUT_BOARD_STANDS"]
    assert "found only at the showdown" in table.rulings[-1]["message"]
    assert table.snap["board"] == board
    _play_to_the_end(table)
    assert sum(table.stacks.values()) == 40_000


@pytest.mark.parametrize("profile", ["rrop-cash", "tda-2024"])
def test_n2_a_joker_counts_as_a_card_when_a_pitch_passes_the_button(profile: str) -> None:
    """S2 holds a card and the joker when the button's second card goes to S2 unseen: that is
    a third card too (found later, the joker is replaced by a real one). A card then pitched
    to the button is no catch-up but a misdeal."""
    table = _hu_under(profile)
    deal(table, 2)
    table.apply({"type": "deal_hole", "nonstandard": True})
    table.apply({"type": "deal_hole", "seat": 2, "noticed": False})
    assert len(table.snap["hole"]["2"]) == 2 and len(table.snap["hole"]["1"]) == 1
    assert table.apply({"type": "deal_hole", "seat": 1}) == ["MISDEAL_OUT_OF_SEQUENCE", "REDEAL"]
    _play_to_the_end(table)
    assert table.phase == "complete" and sum(table.stacks.values()) == 40_000


def test_n8_no_unseen_card_is_dealt_to_a_hand_already_face_up() -> None:
    """At an all-in exposure a card pitched to a hand already turned up is seen at once."""
    table = _hu_under("tda-2024", {2: 100})
    table.deal("hole")
    table.apply({"type": "show", "seat": 2})
    assert table.reject({"type": "deal_hole", "seat": 2, "noticed": False}) == "NOT_MODELLED"
    assert table.reject({"type": "deal_hole", "noticed": False}) == "NOT_MODELLED"  # to S2
    table.apply({"type": "deal_hole", "seat": 1, "noticed": False})  # S1 is still face down
