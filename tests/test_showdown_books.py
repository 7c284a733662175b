"""Where the books rule the showdown differently: the house options that carry it.

- ``showdown_order`` (SHOWDOWN-ORDER, decision 15): ``side_pots_first`` (rrop-cash, RRoP §3
  Showdown #7) has side-pot contenders show before a player all in for the main pot only;
  ``clockwise`` (tda-2024, TDA 17-A) keeps the plain order.
- ``muck_retrieval`` (MUCK-RETRIEVAL, decision 14): ``until_pushed`` (tda-2024, TDA 14) lets a
  seat that threw its cards away at the showdown take them back and table them until the pots
  are pushed; ``dead`` (rrop-cash, RRoP §3 Dead Hands #2 leaves it to management) does not.

Each option is read only where its values would play the hand differently, so a hand that
plays the same under both books holds for both (``refdealer validate``).
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from refdealer.scenarios.requirements import RecordingReference
from tests.helpers import Table, f6, play_side_pot_to_the_river, play_three_way_check_down

DRY = "2c7h9dJc4s"  # no straight or flush: pairs decide
BROADWAY = "AsKdQcJhTs"  # every hand plays this board


def side_pot_showdown(house: Mapping[str, object] | None = None, *, record: bool = False) -> Table:
    """F6: S2 all in pre-flop for 600; S4 and S6 build a 2,000 side pot and check the river.

    Clockwise from the button S2 comes first; S2 contests only the main pot."""
    table = f6({2: 600}, hole={2: "AsAd", 4: "KsKd", 6: "QsQd"}, board=DRY, house=house)
    if record:
        recorded(table)
    play_side_pot_to_the_river(table)
    assert table.phase == "showdown"
    assert table.pots == [(2000, [2, 4, 6]), (2000, [4, 6])]
    return table


@pytest.mark.parametrize(
    ("order", "expected"),
    [("side_pots_first", (4, 6, 2)), ("clockwise", (2, 4, 6))],
)
def test_showdown_order_option_decides_whether_the_main_pot_all_in_shows_last(
    order: str, expected: tuple[int, ...]
) -> None:
    table = side_pot_showdown({"showdown_order": order, "all_in_exposure": "off"})
    for seat in expected:
        assert table.to_act == seat
        table.each("show", seat)
    assert table.phase == "complete"
    assert table.payouts == {2: 2000, 4: 2000}  # the order never changes who wins


def test_clockwise_order_still_settles_the_side_pot_first() -> None:
    """POT-AWARD-ORDER holds in both books (TDA 16 Addendum): only the showing order moves."""
    table = side_pot_showdown({"showdown_order": "clockwise", "all_in_exposure": "off"})
    table.each("show", 2, 4, 6)
    awards = [r["message"] for r in table.rulings if r["code"] == "POT_AWARDED"]
    assert len(awards) == 2
    assert "side pot" in awards[0] and "main pot" in awards[1]


def recorded(table: Table) -> Table:
    """``table`` replayed from the start on a reference that notes the options it reads."""
    table.dealer = RecordingReference()
    table.dealer.start(table.setup)
    return table


def options_read(table: Table) -> set[str]:
    assert isinstance(table.dealer, RecordingReference)
    return table.dealer.record.options_read


def test_a_showdown_without_an_all_in_reads_neither_order_nor_exposure() -> None:
    """Both books play this showdown alike, so it must not read the options they differ on."""
    table = recorded(f6(hole={2: "KsKd", 4: "AsAd"}, board=DRY))
    table.deal("hole")
    table.act("raise", 4, to=400)
    table.each("fold", 5, 6, 1)
    table.each("call", 2)
    table.each("fold", 3)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 4)
    table.each("show", 2)
    table.each("muck", 4)
    assert table.phase == "complete"
    read = options_read(table)
    assert not read & {"showdown_order", "all_in_exposure", "muck_retrieval"}, read


def test_the_side_pot_order_is_read_where_it_moves_a_seat() -> None:
    table = side_pot_showdown({"all_in_exposure": "off"}, record=True)
    assert "showdown_order" in options_read(table)


def test_only_a_show_after_a_muck_reads_the_retrieval_option() -> None:
    table = three_way_showdown("dead", record=True)
    table.each("muck", 4)
    assert "muck_retrieval" not in options_read(table)
    table.reject({"type": "show", "seat": 4})
    assert "muck_retrieval" in options_read(table)


# ------------------------------------------------------------------ MUCK-RETRIEVAL


def three_way_showdown(retrieval: str, *, record: bool = False) -> Table:
    """F6: S4 raises to 400, S6 and S2 call, everything checked down; S2 shows first.

    S2 K-K, S4 A-A, S6 Q-Q on a dry board: S4 has the best hand."""
    table = f6(
        hole={2: "KsKd", 4: "AsAd", 6: "QsQd"}, board=DRY, house={"muck_retrieval": retrieval}
    )
    if record:
        recorded(table)
    play_three_way_check_down(table)
    assert table.phase == "showdown" and table.to_act == 2
    table.each("show", 2)
    return table


def test_until_pushed_a_mucked_winner_takes_his_cards_back_and_wins() -> None:
    """TDA 14: cards thrown away face down are not dead by that alone; while they are still
    identifiable and not pushed into the muck, the player may table them."""
    table = three_way_showdown("until_pushed")
    table.each("muck", 4)  # S4 throws the best hand away: S6 is now due
    assert table.to_act == 6
    assert table.snap["hole"]["4"] == [] and {"As", "Ad"} <= set(table.snap["muck"])
    assert table.act("show", 4) == ["MUCK_RETRIEVED"]
    assert table.snap["hole"]["4"] == ["As", "Ad"]
    assert not {"As", "Ad"} & set(table.snap["muck"])
    assert table.phase == "showdown" and table.to_act == 6
    assert table.act("show", 6) == ["POT_AWARDED"]
    assert table.payouts == {4: 1400}


def test_dead_a_mucked_hand_cannot_be_shown_again() -> None:
    """rrop-cash: RRoP §3 Dead Hands #2 leaves retrieving a mucked hand to management's
    discretion; the dealer rules it dead, and the show is refused with the reason."""
    table = three_way_showdown("dead")
    table.each("muck", 4)
    assert table.reject({"type": "show", "seat": 4}) == "NOT_IN_HAND"
    result = table.dealer.apply({"type": "show", "seat": 4})
    assert "muck_retrieval: dead" in result["message"]
    table.each("show", 6)
    assert table.payouts == {2: 1400}


def test_until_pushed_ends_when_the_pots_are_pushed() -> None:
    """The award is where the dealer pushes the discards into the muck: after it, dead."""
    table = three_way_showdown("until_pushed")
    table.each("muck", 4)
    table.each("muck", 6)  # the last other claim: S2's tabled hand wins
    assert table.phase == "complete"
    assert table.payouts == {2: 1400}
    assert table.reject({"type": "show", "seat": 4}) == "HAND_COMPLETE"


def test_a_retrieved_hand_shown_in_part_is_not_tabled() -> None:
    """Taking the cards back is not tabling them: one card shown is HAND_NOT_TABLED
    (SHOWDOWN-TABLE-ALL), and the seat keeps its cards to show the other."""
    table = three_way_showdown("until_pushed")
    table.each("muck", 4)
    codes = table.apply({"type": "show", "seat": 4, "cards": ["As"]})
    assert codes == ["MUCK_RETRIEVED", "HAND_NOT_TABLED"]
    assert table.snap["hole"]["4"] == ["As", "Ad"]
    table.each("show", 6, 4)
    assert table.payouts == {4: 1400}


def test_a_retrieval_may_name_only_the_cards_thrown_away() -> None:
    table = three_way_showdown("until_pushed")
    table.each("muck", 4)
    assert table.reject({"type": "show", "seat": 4, "cards": ["Ks"]}) == "CARD_NOT_HELD"


def test_a_mucked_seat_cannot_muck_again() -> None:
    table = three_way_showdown("until_pushed")
    table.each("muck", 4)
    assert table.reject({"type": "muck", "seat": 4}) == "NOT_IN_HAND"


@pytest.mark.parametrize("retrieval", ["dead", "until_pushed"])
def test_the_board_player_who_mucked_shares_only_if_he_tables(retrieval: str) -> None:
    """PLAY-THE-BOARD, table_all_cards (TDA 19, decision 14): a board player who mucked
    has no share unless his cards are retrieved and tabled, which TDA 14 allows."""
    table = f6(
        hole={2: "2c3d", 4: "4c5d", 6: "6c7d"},
        board=BROADWAY,
        house={"play_board_requirement": "table_all_cards", "muck_retrieval": retrieval},
    )
    play_three_way_check_down(table)
    table.apply({"type": "declare_board", "seat": 2})
    table.each("muck", 2)  # S4 and S6 still to show: the pot is not pushed
    assert table.phase == "showdown" and table.to_act == 4
    if retrieval == "dead":
        assert table.reject({"type": "show", "seat": 2}) == "NOT_IN_HAND"
        table.each("show", 4, 6)
        assert table.payouts == {4: 700, 6: 700}
    else:
        assert table.act("show", 2) == ["MUCK_RETRIEVED"]
        table.each("show", 4, 6)
        assert table.payouts == {2: 467, 4: 467, 6: 466}


# ------------------------------------------------------------------ the profiles' defaults


def test_each_book_has_its_own_default() -> None:
    from refdealer.options import profile_defaults

    rrop, tda = profile_defaults("rrop-cash"), profile_defaults("tda-2024")
    assert (rrop["showdown_order"], rrop["muck_retrieval"]) == ("side_pots_first", "dead")
    assert (tda["showdown_order"], tda["muck_retrieval"]) == ("clockwise", "until_pushed")


def under(profile: str, table: Table) -> Table:
    """``table`` started again under ``profile`` (no house override)."""
    table.setup["profile"] = profile
    table.dealer.start(table.setup)
    return table


def test_under_tda_2024_the_main_pot_all_in_is_turned_up_in_clockwise_turn() -> None:
    """TDA 16 and 17-A: at the showdown with a player all in every hand is turned up, in the
    plain order; nobody may muck."""
    table = f6({2: 600}, hole={2: "AsAd", 4: "KsKd", 6: "QsQd"}, board=DRY)
    under("tda-2024", table)
    table.deal("hole")
    table.act("raise", 4, to=600)
    table.each("fold", 5)
    table.each("call", 6)
    table.each("fold", 1)
    table.each("call", 2)
    table.each("fold", 3)
    table.deal("flop")
    table.act("bet", 4, 1000)
    table.each("call", 6)
    table.deal("turn")
    table.each("check", 4, 6)
    table.deal("river")
    table.each("check", 4)
    assert table.act("check", 6) == ["ALL_IN_EXPOSURE"]
    assert table.to_act == 2
    assert table.reject({"type": "muck", "seat": 6}) == "MUST_TABLE"
    for seat in (2, 4, 6):
        assert table.to_act == seat
        table.each("show", seat)
    assert table.payouts == {2: 2000, 4: 2000}


def test_under_tda_2024_a_discard_is_retrievable_and_under_rrop_cash_dead() -> None:
    for profile, codes in (("tda-2024", ["MUCK_RETRIEVED"]), ("rrop-cash", None)):
        table = f6(hole={2: "KsKd", 4: "AsAd", 6: "QsQd"}, board=DRY)
        under(profile, table)
        table.deal("hole")
        table.act("raise", 4, to=400)
        table.each("fold", 5)
        table.each("call", 6)
        table.each("fold", 1)
        table.each("call", 2)
        table.each("fold", 3)
        for street in ("flop", "turn", "river"):
            table.deal(street)
            table.each("check", 2, 4, 6)
        table.each("show", 2)
        table.each("muck", 4)
        if codes is None:
            assert table.reject({"type": "show", "seat": 4}) == "NOT_IN_HAND"
        else:
            assert table.act("show", 4) == codes
        table.each("show", 6)
        assert table.payouts == ({4: 1400} if codes else {2: 1400}), profile
