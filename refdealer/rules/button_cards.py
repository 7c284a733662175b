"""The button's hole cards under ``button_card_errors`` (BUTTON-CARDS, TDA 35-B and 37).

The button is the seat dealt last in each pass. Under ``in_sequence_before_cutoff``
(rrop-cash, RRoP §3 Misdeals 2(e)) nothing here applies: a missing card is given only before
the cutoff and only as the next card in sequence, and a skipped button whose cards went to
the wrong seats is a misdeal before the cutoff (the rules in :mod:`refdealer.rules.discovery`).
Under ``button_may_catch_up`` (tda-2024):

* the button, passed over once in the deal, may receive two consecutive cards at its end
  without a misdeal (TDA 35-B): pitched in view, or found later, before the cutoff;
* a button short a card gets it even after substantial action, as long as he has not acted
  on his hand, the card is still the top of the stub and no board card has come (TDA 37);
  a button who acted with too few cards has a dead hand (the usual after-cutoff ruling).
"""

from __future__ import annotations

from refdealer.rulings import Ruling, ruling
from refdealer.table.state import TableState, Unnoticed


def catching_up(state: TableState) -> bool:
    """Whether the table follows TDA 35-B and 37 for the button's cards."""
    return state.setup.options["button_card_errors"] == "button_may_catch_up"


def _button_only_passed_over(state: TableState, errors: Unnoticed) -> bool:
    button = state.seating.order[-1]
    return (
        len(errors.out_of_sequence) == 1
        and errors.passed_over == [button]
        and not errors.short
        and button not in state.folded
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
    """After the cutoff, the button still gets his missing card if he has not acted on his
    hand, it is still the top card and no board card has come (TDA 37); the entry is then
    settled and taken out of ``errors.short``."""
    button = state.seating.order[-1]
    if [seat for seat, _ in errors.short] != [button]:
        return
    ((_, card),) = errors.short
    if (
        button in state.folded
        or state.acted(button)
        or state.board
        or state.street > 0
        or not state.stub
        or state.stub[-1] != card
        or not catching_up(state)  # read last: only where it decides
    ):
        return
    state.stub.pop()
    state.hole[button].append(card)
    errors.short.clear()
    issued.append(
        ruling(
            "MISSING_CARD_DEALT",
            f"Found after the misdeal cutoff, but the button (seat {button}) has not acted on "
            f"his hand: his missing card, {card}, still the top card of the stub, is dealt to "
            "him (TDA 37)",
        )
    )
