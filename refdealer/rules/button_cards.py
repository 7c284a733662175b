"""The button's hole cards under ``button_card_errors`` (BUTTON-CARDS, TDA 35-B and 37).

The button is the seat dealt last in each pass. Under ``in_sequence_before_cutoff``
(rrop-cash, RRoP §3 Misdeals 2(e)) nothing here applies: a missing card is given only before
the cutoff and only as the next card in sequence, and a skipped button whose cards went to
the wrong seats is a misdeal before the cutoff (the rules in :mod:`refdealer.rules.discovery`).
Under ``button_may_catch_up`` (tda-2024):

* the button, passed over once in the deal, may receive two consecutive cards at its end
  without a misdeal (TDA 35-B): pitched in view, or found later, before the cutoff;
* a button short a card gets the top card of the stub even after substantial action, as
  long as he has not acted on his hand and no board card has come, whoever else is short
  (TDA 37); a button who acted with too few cards has a dead hand (the usual after-cutoff
  ruling);
* before the cutoff only the button's missing card is given: any other seat dealt too few
  cards is a misdeal (TDA 35-A-5).
"""

from __future__ import annotations

from refdealer.rulings import Ruling, ruling
from refdealer.table.state import TableState, Unnoticed


def catching_up(state: TableState) -> bool:
    """Whether the table follows TDA 35-B and 37 for the button's cards."""
    return state.setup.options["button_card_errors"] == "button_may_catch_up"


def _button_only_passed_over(state: TableState, errors: Unnoticed) -> bool:
    """The button passed over once, and every other hand still in holds its two cards (a
    joker counted): the card that passed him did not make a third card anywhere."""
    button = state.seating.order[-1]
    hole, joker = state.hole, state.joker
    return (
        len(errors.out_of_sequence) == 1
        and errors.passed_over == [button]
        and not errors.short
        and button not in state.folded
        and all(len(hole[s]) + (joker == s) == 2 for s in state.live_seats() if s != button)
    )


def two_consecutive_pitch(state: TableState, target: int, issued: list[Ruling]) -> bool:
    """A card pitched in view to the button skipped earlier in the deal (TDA 35-B).

    ``True`` if the rule took the card: the button holds his two cards and the unnoticed
    pass over him is settled.
    """
    errors = state.unnoticed
    button = state.seating.order[-1]
    if (
        errors is None
        or target != button
        or errors.extras
        or errors.board is not None
        or not _button_only_passed_over(state, errors)
        or len(state.hole[button]) != 1
        or not catching_up(state)  # read last: only where it decides
    ):
        return False
    card = state.stub.pop()
    state.hole[button].append(card)
    state.unnoticed = None
    issued.append(_consecutive_ruling(button, f"{card} goes to him as his second card"))
    return True


def two_consecutive_found(state: TableState, errors: Unnoticed, issued: list[Ruling]) -> bool:
    """Found before the cutoff: the button skipped once and given an extra card at the end
    holds two consecutive cards, which is no misdeal (TDA 35-B). ``True`` if so ruled."""
    button = state.seating.order[-1]
    if (
        not _button_only_passed_over(state, errors)
        or [seat for seat, _ in errors.extras] != [button]
        or len(state.hole[button]) != 2
        or not catching_up(state)  # read last: only where it decides
    ):
        return False
    issued.append(_consecutive_ruling(button, "he keeps both, and every hand has its two cards"))
    return True


def _consecutive_ruling(button: int, outcome: str) -> Ruling:
    return ruling(
        "BUTTON_CONSECUTIVE_CARDS",
        f"The button (seat {button}) was passed over in the deal and receives two consecutive "
        f"cards at its end: no misdeal, {outcome}",
    )


def supply_after_cutoff(state: TableState, errors: Unnoticed, issued: list[Ruling]) -> None:
    """After the cutoff, the button still gets a missing card if he has not acted on his
    hand and no board card has come (TDA 37: "may be replaced even after substantial
    action"), even when other seats are short too: their hands are dead, his is made whole
    with the top card of the stub (TDA 38: the stub is used as it stands). The button's
    entry is then settled and taken out of ``errors.short``."""
    button = state.seating.order[-1]
    missing = [entry for entry in errors.short if entry[0] == button]
    if (
        len(missing) != 1
        or button in state.folded
        or state.acted(button)
        or state.board
        or state.street > 0
        or not state.stub
        or len(state.hole[button]) != 1
        or not catching_up(state)  # read last: only where it decides
    ):
        return
    errors.short.remove(missing[0])
    card = state.stub.pop()
    state.hole[button].append(card)
    issued.append(
        ruling(
            "MISSING_CARD_DEALT",
            f"Found after the misdeal cutoff, but the button (seat {button}) has not acted on "
            f"his hand: the top card of the stub, {card}, is dealt to him as his missing card "
            "(TDA 37)",
        )
    )
