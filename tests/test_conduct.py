"""Player conduct the floor rules on: action out of turn, a live hand thrown away, and
playing the board (catalog sections E, H and I; decisions 14 and 16)."""

from __future__ import annotations

from tests.helpers import Table, f6


def flop_after_limps(**kwargs: object) -> Table:
    """F6 at 50/100 (the catalog's out-of-turn fixture): everyone limps, the flop is out."""
    table = f6(blinds=(50, 100), **kwargs)  # type: ignore[arg-type]
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    return table


def test_out_of_turn_raise_binds_when_the_skipped_player_calls() -> None:
    """ACTION-OUT-OF-TURN 1: S3 bets 300, S4 folds, S6 says "raise to 800" while S5 is to
    act. S5 calls: the action to S6 did not change, so S6's raise to 800 is made."""
    table = flop_after_limps()
    table.each("check", 2)
    table.act("bet", 3, 300)
    table.each("fold", 4)
    codes = table.act("raise", 6, to=800)
    assert codes == ["ACTION_OUT_OF_TURN"]
    assert table.to_act == 5 and table.bets[6] == 0
    codes = table.act("call", 5)
    assert codes == ["OUT_OF_TURN_BINDS"]
    assert table.bets[6] == 800 and table.to_act == 1


def test_out_of_turn_raise_is_released_when_the_action_changes() -> None:
    """ACTION-OUT-OF-TURN 1: if S5 raises to 600 instead, S6's 800 is void and S6 may call
    600, raise to at least 900, or fold."""
    table = flop_after_limps()
    table.each("check", 2)
    table.act("bet", 3, 300)
    table.each("fold", 4)
    table.act("raise", 6, to=800)
    codes = table.act("raise", 5, to=600)
    assert codes == ["OUT_OF_TURN_RELEASED"]
    assert table.to_act == 6 and table.bets[6] == 0
    assert table.legal is not None
    assert (table.legal["call"], table.legal["min_raise_to"]) == (600, 900)


def test_out_of_turn_check_may_not_raise_after_the_action_changes() -> None:
    """ACTION-OUT-OF-TURN 2 (rrop-cash): S3 and S4 check, S6 checks out of turn, then S5
    bets 300: S6 may call or fold, not raise."""
    table = flop_after_limps()
    table.each("check", 2, 3, 4)
    table.act("check", 6)
    table.act("bet", 5, 300)
    assert table.to_act == 6
    assert table.legal is not None and table.legal["min_raise_to"] is None
    assert table.legal["call"] == 300


def test_out_of_turn_check_may_raise_with_the_tda_option() -> None:
    """ACTION-OUT-OF-TURN 2 with oot_check_may_raise_if_action_changes yes (TDA): S6 may
    raise to 600."""
    table = flop_after_limps(house={"oot_check_may_raise_if_action_changes": "yes"})
    table.each("check", 2, 3, 4)
    table.act("check", 6)
    table.act("bet", 5, 300)
    assert table.legal is not None and table.legal["min_raise_to"] == 600


def test_out_of_turn_fold_binds_at_once() -> None:
    """ACTION-OUT-OF-TURN 3: S6 folds out of turn: the fold binds whatever happens."""
    table = flop_after_limps()
    table.each("check", 2)
    table.act("bet", 3, 300)
    codes = table.act("fold", 6)
    assert codes == ["OUT_OF_TURN_FOLD"]
    assert table.to_act == 4 and table.snap["hole"]["6"] == []


def test_live_hand_mucked_before_the_showdown_is_dead_and_its_bet_returned() -> None:
    """SHOWDOWN-MUCK-WHILE-LIVE: S4 bets 500 on the river with S6 still to act and mucks:
    S4 is out, the uncalled 500 goes back, S6 wins the pot."""
    table = Table({1: 5000, 4: 5000, 6: 5000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.each("fold", 1)
    table.each("call", 4)
    table.each("check", 6)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        if street != "river":
            table.each("check", 4, 6)
    table.act("bet", 4, 500)
    codes = table.apply({"type": "muck", "seat": 4})
    assert "MUCKED_WHILE_LIVE" in codes and "UNCALLED_BET_RETURNED" in codes
    assert table.phase == "complete"
    assert table.payouts == {6: 400}
    assert table.stacks == {1: 5000, 4: 4800, 6: 5200}


def test_all_in_hand_mucked_before_the_showdown_leaves_the_others_free_to_bet() -> None:
    """SHOWDOWN-MUCK-WHILE-LIVE: S1 is all in for 300 and throws his cards away on the flop.
    His hand is dead, his chips stay in the pot for S2 and S3, and those two, both with
    chips behind, may still bet and raise each other."""
    table = Table({1: 300, 2: 5000, 3: 5000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.act("raise", 1, to=300)
    table.each("call", 2, 3)
    table.deal("flop")
    codes = table.apply({"type": "muck", "seat": 1})
    assert "MUCKED_WHILE_LIVE" in codes
    assert table.to_act == 2
    assert table.legal is not None
    assert table.legal["min_raise_to"] == 200 and table.legal["max_raise_to"] == 4700
    assert table.pots == [(900, [2, 3])]
    table.act("bet", 2, 1000)
    assert table.legal is not None and table.legal["min_raise_to"] == 2000


def board_players(house: dict[str, object] | None = None) -> Table:
    """PLAY-THE-BOARD fixture: a royal flush on board; S2 and S4 check it down."""
    table = Table(
        {1: 1000, 2: 1000, 4: 1000},
        button=1,
        blinds=(5, 10),
        hole={2: "2c 3d", 4: "4c 5d"},
        board="As Ks Qs Js Ts",
        house=house,
    )
    table.deal("hole")
    table.each("fold", 1)
    table.each("call", 2)
    table.each("check", 4)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 4)
    return table


def test_play_the_board_undeclared_muck_loses_the_claim() -> None:
    """PLAY-THE-BOARD 1: S2 tables both cards; S4 mucks without a word: S2 wins it all."""
    table = board_players()
    table.apply({"type": "show", "seat": 2})
    table.apply({"type": "muck", "seat": 4})
    assert table.payouts == {2: 20}


def test_play_the_board_declared_and_tabled_splits() -> None:
    """PLAY-THE-BOARD 2: S4 says "I play the board" and tables both cards: split."""
    table = board_players()
    table.apply({"type": "show", "seat": 2})
    assert table.apply({"type": "declare_board", "seat": 4}) == ["BOARD_DECLARED"]
    table.apply({"type": "show", "seat": 4})
    assert table.payouts == {2: 10, 4: 10}


def test_play_the_board_declared_then_mucked_keeps_the_claim_in_cash() -> None:
    """PLAY-THE-BOARD 3 (rrop-cash, decision 14): declared before discarding, S4 keeps his
    share even after throwing his cards away."""
    table = board_players()
    table.apply({"type": "show", "seat": 2})
    table.apply({"type": "declare_board", "seat": 4})
    table.apply({"type": "muck", "seat": 4})
    assert table.payouts == {2: 10, 4: 10}


def test_play_the_board_declared_then_mucked_loses_when_cards_must_be_tabled() -> None:
    """PLAY-THE-BOARD 3 with play_board_requirement table_all_cards (TDA): no claim."""
    table = board_players({"play_board_requirement": "table_all_cards"})
    table.apply({"type": "show", "seat": 2})
    table.apply({"type": "declare_board", "seat": 4})
    table.apply({"type": "muck", "seat": 4})
    assert table.payouts == {2: 20}
