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
