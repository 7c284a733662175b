"""Words before the action, counts and tabling (protocol clarification 15): the ``declare``
and ``count`` events and ``show`` with ``cards``, and the all_in_exposure option.

The suite's scenarios (scenarios/conduct/statements.yaml and tabling.yaml) give the
rulings; these tests pin the edges: event shapes, refusals that leave the table unchanged,
and the states a declaration or an exposure can be left in.
"""

from __future__ import annotations

from typing import Any

import pytest

from refdealer.errors import EventError
from refdealer.table.cards import parse_card
from refdealer.table.events import Count, Declare, Show, parse_event
from tests.helpers import Table, f6


def flop_after_limps() -> Table:
    """F6 at 100/200, everyone in for 200, the flop out, S2 to act."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    return table


def heads_up_all_in(house: dict[str, object] | None = None) -> Table:
    """Heads-up, S2 all in for 4,800 on the turn and S1 calls (aces against kings)."""
    table = Table(
        {1: 10000, 2: 5000},
        button=1,
        blinds=(100, 200),
        hole={1: "AhAd", 2: "KsKc"},
        board="2c7d9hJs4s",
        house=house,
    )
    table.deal("hole")
    table.act("call", 1)
    table.act("check", 2)
    table.deal("flop")
    table.each("check", 2, 1)
    table.deal("turn")
    table.act("bet", 2, 4800)
    table.act("call", 1)
    return table


# -- shapes --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "typed"),
    [
        ({"type": "declare", "seat": 3, "declared": "raise"}, Declare(3, "raise")),
        (
            {"type": "declare", "seat": 5, "declared": "if you bet, I raise", "conditional": True},
            Declare(5, "if you bet, I raise", True),
        ),
        ({"type": "count", "seat": 5, "told": 12000}, Count(5, 12000)),
        ({"type": "show", "seat": 4, "cards": ["Ah"]}, Show(4, (parse_card("Ah"),))),
        ({"type": "show", "seat": 4}, Show(4)),
    ],
)
def test_new_events_parse_and_serialise(raw: dict[str, Any], typed: object) -> None:
    assert parse_event(raw) == typed
    assert typed.to_dict() == raw  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"type": "declare", "seat": 3, "declared": "call"}, "not an open declaration"),
        ({"type": "declare", "seat": 3}, "needs 'declared'"),
        ({"type": "declare", "seat": 3, "declared": "x", "conditional": "yes"}, "true or false"),
        ({"type": "count", "seat": 3}, "needs 'told'"),
        ({"type": "count", "seat": 3, "told": 0}, "at least 1"),
        ({"type": "show", "seat": 3, "cards": []}, "non-empty list"),
        ({"type": "show", "seat": 3, "cards": ["Ah", "Ah"]}, "twice"),
        ({"type": "show", "seat": 3, "cards": ["Zz"]}, "show event"),
    ],
)
def test_malformed_new_events_are_refused(raw: dict[str, Any], words: str) -> None:
    with pytest.raises(EventError, match=words):
        parse_event(raw)


# -- WAIT-FOR-AMOUNT and CONDITIONAL-DECLARATION ----------------------------------------------


def test_a_declared_raise_refuses_everything_but_its_amount() -> None:
    table = flop_after_limps()
    table.act("bet", 2, 600)
    assert table.apply({"type": "declare", "seat": 3, "declared": "raise"}) == [
        "VERBAL_DECLARATION"
    ]
    for event in (
        {"type": "fold", "seat": 3},
        {"type": "call", "seat": 3},
        {"type": "chips", "seat": 3, "motions": [[600]], "declared": "call"},
        {"type": "declare", "seat": 3, "declared": "raise"},
    ):
        assert table.reject(event) == "RAISE_DECLARED"
    assert table.reject({"type": "check", "seat": 3}) == "CANNOT_CHECK"
    assert table.reject({"type": "declare", "seat": 4, "declared": "raise"}) == "NOT_YOUR_TURN"
    codes, action = table.corrected({"type": "chips", "seat": 3, "motions": [[1000]]})
    assert action == {"type": "raise", "seat": 3, "to": 1200}
    assert codes == ["RAISE_BROUGHT_TO_MINIMUM"]


def test_bet_said_with_no_bet_to_face_refuses_a_check() -> None:
    table = flop_after_limps()
    table.apply({"type": "declare", "seat": 2, "declared": "bet"})
    assert table.legal == {
        "fold": False, "check": False, "call": 0, "min_raise_to": 200, "max_raise_to": 19800,
    }  # fmt: skip
    assert table.reject({"type": "check", "seat": 2}) == "RAISE_DECLARED"
    codes, action = table.corrected({"type": "bet", "seat": 2, "amount": 100})
    assert codes == ["BROUGHT_TO_MINIMUM"] and action == {"type": "bet", "seat": 2, "amount": 200}


def test_a_number_said_after_raise_is_the_raise_to_amount() -> None:
    table = flop_after_limps()
    table.act("bet", 2, 600)
    table.apply({"type": "declare", "seat": 3, "declared": "raise"})
    _codes, action = table.corrected(
        {"type": "chips", "seat": 3, "motions": [[1000, 1000, 500]], "declared": "2500"}
    )
    assert action == {"type": "raise", "seat": 3, "to": 2500}


def test_raise_said_where_no_raise_is_allowed_stands_as_a_call() -> None:
    """INVALID-DECLARATIONS: a limit round capped at a bet and three raises."""
    table = Table({1: 500, 2: 500, 3: 500}, button=1, blinds=(5, 10), game="fixed-limit",
                  limits=(10, 20))  # fmt: skip
    table.deal("hole")
    table.act("raise", 1, to=20)
    table.act("raise", 2, to=30)
    table.act("raise", 3, to=40)
    result = table.dealer.apply({"type": "declare", "seat": 1, "declared": "raise"})
    assert result["accepted"] and result["action"] == {"type": "call", "seat": 1}
    assert [r["code"] for r in result["rulings"]] == ["RAISE_NOT_ALLOWED_CALL"]
    assert table.bets[1] == 40 and table.to_act == 2


def test_a_declared_raiser_who_mucks_leaves_an_early_call_as_plain_out_of_turn() -> None:
    table = flop_after_limps()
    table.act("bet", 2, 600)
    table.apply({"type": "declare", "seat": 3, "declared": "raise"})
    assert table.act("call", 4) == ["ACTED_BEFORE_AMOUNT"]
    codes = table.apply({"type": "muck", "seat": 3})
    assert codes == ["MUCKED_WHILE_LIVE", "OUT_OF_TURN_BINDS"]
    assert table.bets == {1: 0, 2: 600, 3: 0, 4: 600, 5: 0, 6: 0} and table.to_act == 5


def test_a_conditional_statement_is_refused_whoever_says_it() -> None:
    table = flop_after_limps()
    for seat in (2, 5):
        event = {"type": "declare", "seat": seat, "declared": "if you bet, I raise",
                 "conditional": True}  # fmt: skip
        assert table.reject(event) == "FLOOR_DECISION"
    # The flop betting goes on as if nothing was said.
    table.each("check", 2, 3, 4, 5, 6, 1)
    assert table.to_act is None
    conditional = {"type": "declare", "seat": 2, "declared": "if", "conditional": True}
    assert table.reject(conditional) == "NOT_YOUR_TURN"


# -- ACCEPTED-ACTION --------------------------------------------------------------------------


def test_a_count_is_forgotten_once_the_seat_acts_otherwise() -> None:
    table = flop_after_limps()
    table.act("bet", 2, 600)
    assert table.apply({"type": "count", "seat": 3, "told": 200}) == ["WRONG_COUNT"]
    table.act("raise", 3, to=1200)
    table.each("fold", 4, 5, 6, 1)
    assert table.act("call", 2) == []  # seat 2 asked nothing


def test_a_count_over_the_bet_costs_nothing_more() -> None:
    table = flop_after_limps()
    table.act("bet", 2, 600)
    assert table.apply({"type": "count", "seat": 3, "told": 800}) == ["WRONG_COUNT"]
    assert table.act("call", 3) == []
    assert table.bets[3] == 600


def test_a_short_stack_calls_all_in_whatever_the_count() -> None:
    table = Table({1: 30000, 2: 5000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.act("raise", 1, to=20000)
    assert table.apply({"type": "count", "seat": 2, "told": 8000}) == ["WRONG_COUNT"]
    assert table.act("call", 2) == ["UNCALLED_BET_RETURNED"]
    assert table.stacks[2] == 0


# -- SHOWDOWN-TABLE-ALL and ALL-IN-EXPOSE -------------------------------------------------------


def test_a_partial_show_of_a_card_not_held_is_refused() -> None:
    table = heads_up_all_in()
    table.deal("river")
    assert table.to_act == 2
    assert table.reject({"type": "show", "seat": 2, "cards": ["Ah"]}) == "CARD_NOT_HELD"
    assert table.apply({"type": "show", "seat": 2, "cards": ["Ks", "Kc"]}) == []
    assert table.to_act == 1


def test_no_show_before_the_showdown_without_the_exposure_option() -> None:
    table = heads_up_all_in({"all_in_exposure": "off"})
    assert table.reject({"type": "show", "seat": 2}) == "NOT_SHOWDOWN"


def test_the_exposure_takes_shows_in_any_order_and_once() -> None:
    table = heads_up_all_in({"all_in_exposure": "on"})
    assert table.to_act == 2
    assert table.apply({"type": "show", "seat": 1}) == []
    assert table.to_act == 2
    assert table.reject({"type": "show", "seat": 1}) == "NOT_YOUR_TURN"
    assert table.reject({"type": "board", "count": 1}) == "HANDS_NOT_TABLED"
    table.apply({"type": "show", "seat": 2})
    assert table.reject({"type": "muck", "seat": 1}) == "MUST_TABLE"
    codes = table.deal("river")
    assert codes == ["POT_AWARDED"] and table.payouts == {1: 10000}


def test_a_declared_raise_lapses_when_nobody_is_left_to_raise() -> None:
    """S3 said "raise"; the two players behind fold out of turn, and the only other player
    is all in: no raise is possible any more, so he may call (or fold)."""
    table = Table({1: 20000, 2: 1000, 3: 20000, 4: 20000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.each("call", 4, 1, 2)
    table.act("check", 3)
    table.deal("flop")
    table.act("bet", 2, 800)
    table.apply({"type": "declare", "seat": 3, "declared": "raise"})
    table.each("fold", 4, 1)
    assert table.legal == {
        "fold": True, "check": False, "call": 800, "min_raise_to": None, "max_raise_to": None,
    }  # fmt: skip
    assert table.act("call", 3) == []
    assert table.to_act is None and table.bets == {1: 0, 2: 0, 3: 0, 4: 0}
