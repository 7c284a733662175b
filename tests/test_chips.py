"""Chips pushed out and words said: what the floor rules they count as (catalog section E,
decision 11). Each test is a worked case of the catalog, named after its rule id."""

from __future__ import annotations

from typing import Any

from tests.helpers import Table, f6


def push(
    table: Table, seat: int, *motions: list[int], declared: str | None = None
) -> dict[str, Any]:
    """Apply a chips event; assert it is accepted; return the dealer's answer."""
    event: dict[str, Any] = {"type": "chips", "seat": seat, "motions": [list(m) for m in motions]}
    if declared is not None:
        event["declared"] = declared
    answer = table.dealer.apply(event)
    assert answer["accepted"], answer
    return answer


def codes(answer: dict[str, Any]) -> list[str]:
    return [r["code"] for r in answer["rulings"]]


def flop_table(bet: int, **kwargs: Any) -> Table:
    """F6 at 100/200, everyone in for 200, then S2 bets ``bet`` on the flop; S3 to act."""
    table = f6(**kwargs)
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, bet)
    return table


def test_fifty_percent_rule_half_a_raise_must_be_completed() -> None:
    """FIFTY-PERCENT-RULE 1: A bets 600; B silently pushes nine 100s (300 over, half of
    600) and must raise to 1200."""
    table = flop_table(600)
    answer = push(table, 3, [100] * 9)
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 1200}
    assert codes(answer) == ["FIFTY_PERCENT_RAISE"]
    assert table.bets[3] == 1200


def test_fifty_percent_rule_less_than_half_is_a_call() -> None:
    """FIFTY-PERCENT-RULE 1: eight 100s facing 600 is a call; 200 goes back."""
    table = flop_table(600)
    answer = push(table, 3, [100] * 8)
    assert answer["action"] == {"type": "call", "seat": 3}
    assert codes(answer) == ["FIFTY_PERCENT_CALL"]
    assert table.bets[3] == 600 and table.stacks[3] == 20000 - 200 - 600


def test_one_chip_rule_oversized_chip_is_a_call() -> None:
    """ONE-CHIP-RULE 1: pre-flop S4 drops one 1000 chip silently: a call of 200."""
    table = f6()
    table.deal("hole")
    answer = push(table, 4, [1000])
    assert answer["action"] == {"type": "call", "seat": 4}
    assert codes(answer) == ["ONE_CHIP_CALL"]
    assert table.bets[4] == 200


def test_one_chip_rule_declared_raise_takes_the_chip_value() -> None:
    """ONE-CHIP-RULE 2: S4 says "raise" and drops one 1000 chip: a raise to 1000."""
    table = f6()
    table.deal("hole")
    answer = push(table, 4, [1000], declared="raise")
    assert answer["action"] == {"type": "raise", "seat": 4, "to": 1000}
    assert table.bets[4] == 1000


def test_one_chip_rule_with_no_bet_is_a_bet_of_its_value() -> None:
    """ONE-CHIP-RULE 3: on the flop with no bet, one 1000 chip pushed silently bets 1000."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    answer = push(table, 2, [1000])
    assert answer["action"] == {"type": "bet", "seat": 2, "amount": 1000}
    assert codes(answer) == ["ONE_CHIP_BET"]


def test_one_chip_rule_last_chip_is_still_a_call() -> None:
    """ONE-CHIP-RULE 4: S5's only chip is 5000; facing 2000 it is a call, 3000 stays."""
    table = f6({5: 5000})
    table.deal("hole")
    table.act("raise", 4, to=2000)
    answer = push(table, 5, [5000])
    assert answer["action"] == {"type": "call", "seat": 5}
    assert table.stacks[5] == 3000


def multi_chip_table() -> Table:
    """Blinds 250/500; UTG (S4) raises to 1100; UTG+1 (S5) to act."""
    table = Table(
        {1: 20000, 2: 20000, 3: 20000, 4: 20000, 5: 20000, 6: 20000}, button=1, blinds=(250, 500)
    )
    table.deal("hole")
    table.act("raise", 4, to=1100)
    return table


def test_multi_chip_bet_every_chip_needed_is_a_call() -> None:
    """MULTI-CHIP-BET 1: 500 + 1000 facing 1100: removing the 500 leaves too little: a call."""
    table = multi_chip_table()
    answer = push(table, 5, [500, 1000])
    assert answer["action"] == {"type": "call", "seat": 5}
    assert codes(answer) == ["MULTI_CHIP_CALL"]


def test_multi_chip_bet_fifty_percent_raise() -> None:
    """MULTI-CHIP-BET 2: 1000 + five 100s = 1500 reaches 1400 (half the 600 raise over
    1100): a raise to 1700."""
    table = multi_chip_table()
    answer = push(table, 5, [1000, 100, 100, 100, 100, 100])
    assert answer["action"] == {"type": "raise", "seat": 5, "to": 1700}


def test_multi_chip_bet_below_fifty_percent_is_a_call() -> None:
    """MULTI-CHIP-BET 3: 1000 + three 100s = 1300 is below 1400: a call, 200 back."""
    table = multi_chip_table()
    answer = push(table, 5, [1000, 100, 100, 100])
    assert answer["action"] == {"type": "call", "seat": 5}
    assert table.bets[5] == 1100


def test_multi_chip_bet_last_chips_are_all_in() -> None:
    """MULTI-CHIP-BET 4: A opens 1400 on the flop; B's whole stack 1000+500+500 pushed is
    all in for 2000, short of a full raise, so A may not re-raise."""
    table = f6({3: 2200})
    table.deal("hole")
    table.each("fold", 4, 5, 6, 1)
    table.each("call", 2)
    table.each("check", 3)
    table.deal("flop")
    table.act("bet", 2, 1400)
    answer = push(table, 3, [1000, 500, 500])
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 2000}
    assert "ALL_IN_LAST_CHIPS" in codes(answer)
    assert table.legal == {
        "fold": True,
        "check": False,
        "call": 600,
        "min_raise_to": None,
        "max_raise_to": None,
    }


def test_overbet_change_becomes_a_raise() -> None:
    """OVERBET-CHANGE: facing 325, 500 + 25 pushed to get change reaches 487.5: a raise to
    650."""
    table = flop_table(325)
    answer = push(table, 3, [500, 25])
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 650}


def prior_bet_table() -> Table:
    """Blinds 25/50: the button raises to 600 and the big blind, 50 in front, acts."""
    table = Table({1: 20000, 2: 20000, 3: 20000}, button=1, blinds=(25, 50))
    table.deal("hole")
    table.act("raise", 1, to=600)
    table.each("fold", 2)
    return table


def test_prior_bet_chips_one_overchip_is_a_call() -> None:
    """PRIOR-BET-CHIPS 1: one 1000 chip dropped on the posted blind: a call (550 more)."""
    table = prior_bet_table()
    answer = push(table, 3, [1000])
    assert answer["action"] == {"type": "call", "seat": 3}
    assert table.phase == "preflop" and table.to_act is None


def test_prior_bet_chips_two_needed_chips_call() -> None:
    """PRIOR-BET-CHIPS 2: two 500s on the blind: both needed (50 + 500 < 600): a call."""
    table = prior_bet_table()
    answer = push(table, 3, [500, 500])
    assert answer["action"] == {"type": "call", "seat": 3}


def test_prior_bet_chips_combined_amount_raises() -> None:
    """PRIOR-BET-CHIPS 3: 1000 + 500 on the blind: 1550 in all passes 875: raise to 1550."""
    table = prior_bet_table()
    answer = push(table, 3, [1000, 500])
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 1550}


def test_string_bet_silent_second_motion_goes_back() -> None:
    """STRING-BET 1: facing 200, S4 puts in 200, then goes back for 400: a call; the 400
    goes back."""
    table = f6()
    table.deal("hole")
    answer = push(table, 4, [100, 100], [200, 200])
    assert answer["action"] == {"type": "call", "seat": 4}
    assert codes(answer) == ["STRING_BET"]
    assert table.bets[4] == 200


def test_string_bet_after_declared_raise_counts_every_motion_in_cash() -> None:
    """STRING-BET 2 (rrop-cash): "raise", then 200 and later 400: a raise to 600."""
    table = f6()
    table.deal("hole")
    answer = push(table, 4, [200], [400], declared="raise")
    assert answer["action"] == {"type": "raise", "seat": 4, "to": 600}


def test_string_bet_after_declared_raise_first_motion_only_when_forbidden() -> None:
    """STRING-BET 2 with raise_multi_motion_after_verbal forbidden: only the 200 counts;
    raise declared, so the minimum raise (to 400) is owed."""
    table = f6(house={"raise_multi_motion_after_verbal": "forbidden"})
    table.deal("hole")
    answer = push(table, 4, [200], [400], declared="raise")
    assert answer["action"] == {"type": "raise", "seat": 4, "to": 400}
    assert "STRING_BET" in codes(answer)


def test_verbal_amount_alone_is_read_as_chips() -> None:
    """VERBAL-AMOUNT 1: facing 1000, "fourteen hundred" is a call; "fifteen hundred" must
    be a raise to 2000."""
    table = flop_table(1000)
    answer = push(table, 3, [1000, 500], declared="1400")
    assert answer["action"] == {"type": "call", "seat": 3}
    table = flop_table(1000)
    answer = push(table, 3, [1000, 500], declared="1500")
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 2000}


def test_verbal_amount_raise_names_the_total() -> None:
    """VERBAL-AMOUNT 2: A opens 2000; "raise, eight thousand" is a total of 8000."""
    table = flop_table(2000)
    answer = push(table, 3, [5000, 1000], declared="raise 8000")
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 8000}


def test_verbal_binding_call_with_too_many_chips() -> None:
    """VERBAL-BINDING 1: S3 says "call" and pushes 1000 facing 300: a call; 700 back."""
    table = flop_table(300)
    answer = push(table, 3, [1000], declared="call")
    assert answer["action"] == {"type": "call", "seat": 3}
    assert table.bets[3] == 300


def test_verbal_binding_raise_with_too_few_chips_owes_the_minimum() -> None:
    """VERBAL-BINDING 2: S3 says "raise" and pushes 300 facing 300: a raise to 600."""
    table = flop_table(300)
    answer = push(table, 3, [300], declared="raise")
    assert answer["action"] == {"type": "raise", "seat": 3, "to": 600}
    assert "RAISE_BROUGHT_TO_MINIMUM" in codes(answer)


def test_invalid_declarations_call_with_no_bet_is_a_check() -> None:
    """INVALID-DECLARATIONS 1: with no bet, "call" is a check; "raise" obliges a bet of at
    least 200."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    answer = push(table, 2, [100], declared="call")
    assert answer["action"] == {"type": "check", "seat": 2}
    assert codes(answer) == ["CALL_IS_CHECK"]
    answer = push(table, 3, [100], declared="raise")
    assert answer["action"] == {"type": "bet", "seat": 3, "amount": 200}


def test_invalid_declarations_check_facing_a_bet_is_call_or_fold() -> None:
    """INVALID-DECLARATIONS 2: S3 faces 300 and says "check": it may only call or fold."""
    table = flop_table(300)
    answer = push(table, 3, [500], declared="check")
    assert answer["action"] == {"type": "call", "seat": 3}
    assert codes(answer) == ["CHECK_FACING_BET"]


def test_invalid_declarations_pot_in_no_limit_with_a_chip_is_the_pot() -> None:
    """INVALID-DECLARATIONS 4 (rrop-cash): "pot" with a 500 chip into a 1200 pot is corrected to
    what was said, a bet of 1200, never the 200 minimum."""
    table = f6()
    table.deal("hole")
    table.each("call", 4, 5, 6, 1, 2)
    table.each("check", 3)
    table.deal("flop")
    answer = push(table, 2, [500], declared="pot")
    assert answer["action"] == {"type": "bet", "seat": 2, "amount": 1200}


def test_undercall_is_brought_up_to_a_full_call() -> None:
    """UNDERCALL 1: A opens 8000, B silently puts out 2000: it must be a full call."""
    table = flop_table(8000)
    answer = push(table, 3, [1000, 1000])
    assert answer["action"] == {"type": "call", "seat": 3}
    assert codes(answer) == ["UNDERCALL"]
    assert table.bets[3] == 8000


def test_unclear_declaration_goes_to_the_floor_and_changes_nothing() -> None:
    """BET-VERBAL-VS-CHIPS 2: words the dealer cannot read are refused for the floor."""
    table = flop_table(300)
    assert table.reject({"type": "chips", "seat": 3, "motions": [[5000]],
                         "declared": "forty-two thousand"}) == "FLOOR_DECISION"  # fmt: skip


def test_chips_beyond_the_stack_are_refused() -> None:
    table = flop_table(300, stacks={3: 500})
    assert table.reject({"type": "chips", "seat": 3, "motions": [[500]]}) == "ABOVE_MAXIMUM"


def ambiguous_table(players: int, each: int) -> Table:
    """NL 200/400, ``players`` seats each putting ``each`` in before the flop."""
    table = Table(dict.fromkeys(range(1, players + 1), 20000), button=players, blinds=(200, 400))
    table.deal("hole")
    first = 3 if players > 2 else 1
    table.act("raise", first, to=each)
    order = [s for s in range(1, players + 1) if s != first]
    for seat in order[first - 1 :] + order[: first - 1]:
        table.act("call", seat)
    table.deal("flop")
    return table


def test_ambiguous_amount_is_the_highest_reasonable_one_within_the_pot() -> None:
    """AMBIGUOUS-AMOUNT: NL 200/400 with 4,800 in the pot, "I bet five" is 500; with 5,000
    in the pot it is 5,000."""
    table = ambiguous_table(4, 1200)
    assert sum(amount for amount, _ in table.pots) == 4800
    answer = push(table, 1, [500], declared="bet 5")
    assert answer["action"] == {"type": "bet", "seat": 1, "amount": 500}
    assert "AMBIGUOUS_AMOUNT" in codes(answer)
    table = ambiguous_table(5, 1000)
    assert sum(amount for amount, _ in table.pots) == 5000
    answer = push(table, 1, [5000], declared="bet 5")
    assert answer["action"] == {"type": "bet", "seat": 1, "amount": 5000}
