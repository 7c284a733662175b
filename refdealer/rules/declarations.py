"""Words and chips: "raise" said before the amount, counts asked for, chips pushed out.

A seat that says "raise" owes a bet or raise, only the amount is still open
(VERBAL-BINDING, WAIT-FOR-AMOUNT); where it may not raise, the word stands as a call
(INVALID-DECLARATIONS). A conditional statement is for the floor (CONDITIONAL-DECLARATION).
A wrong count is ruled on when the seat calls (ACCEPTED-ACTION). Chips are read by
:mod:`refdealer.rules.chips`; a call short of a raise follows the
``undercall_when_unaware_of_raise`` option (UNDERCALL: RRoP's withdrawal, TDA 51-B's matrix).
"""

from __future__ import annotations

from dataclasses import replace

from refdealer.errors import RejectedEvent
from refdealer.rules import actions, chips, sizing
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import Bet, Call, Check, Chips, Count, Declare, Fold, Raise
from refdealer.table.state import TableState


def raise_declared(event: Fold | Check | Call | Bet | Raise | Chips) -> RejectedEvent:
    """The refusal of anything but the bet or raise a seat owes after saying "raise"."""
    return RejectedEvent(
        "RAISE_DECLARED",
        f"{event}: seat {event.seat} said raise; he owes a bet or raise, only the amount is "
        "still open",
    )


# ------------------------------------------------------------------ verify


def check_declared_raise(state: TableState, event: Fold | Check | Call | Bet | Raise) -> None:
    """A seat that said "raise" owes a bet or raise (VERBAL-BINDING, WAIT-FOR-AMOUNT),
    while it still may raise (if everyone else has gone all in since, it may not)."""
    if (
        not isinstance(event, (Bet, Raise))
        and sizing.current_raise_bounds(state, event.seat)[0] is not None
    ):
        raise raise_declared(event)


def check_action(state: TableState, event: Fold | Check | Call | Bet | Raise) -> None:
    """A betting action, and, from a seat that said "raise", only a bet or raise."""
    actions.check_betting(state, event)
    betting = state.round
    if betting is not None and betting.declared == event.seat:
        check_declared_raise(state, event)


def chips_read(state: TableState, event: Chips) -> Chips:
    """Chips from a seat that already said "raise" are read with that word first."""
    betting = state.round
    if betting is None or betting.declared != event.seat:
        return event
    said = chips.parse_declaration(event.declared)
    if said.kind in ("silent", "raise"):
        return replace(event, declared="raise")
    if said.kind == "amount":
        return replace(event, declared=f"raise to {said.amount}")
    if (
        said.kind in ("raise_to", "all_in", "pot")
        or sizing.current_raise_bounds(state, event.seat)[0] is None
    ):
        return event
    raise raise_declared(event)


def check_chips(state: TableState, event: Chips) -> None:
    """Chips from the seat to act that can be read as an action (the floor's, if not)."""
    actions.check_betting(state, Fold(event.seat))  # the seat must be the one to act
    resolution = chips.resolve_chips(state, chips_read(state, event))
    actions.check_betting(state, resolution.action)
    if unaware_undercall(state, event, resolution) == "floor":
        raise RejectedEvent(
            "FLOOR_DECISION",
            f"{event}: short of the call facing more than the opening bet multi-way (TDA "
            "51-B): the floor decides between a full call and forfeiting the chips",
        )


def check_declare(state: TableState, event: Declare) -> None:
    """ "Raise" said by the seat to act, once; a conditional statement is the floor's."""
    seat = event.seat
    betting = actions.check_decision_due(state, event, seat)
    if event.conditional:
        # CONDITIONAL-DECLARATION (TDA 59): non-standard; whether it binds, and any
        # penalty, is the floor's decision. The dealer rules nothing and holds nothing.
        raise RejectedEvent(
            "FLOOR_DECISION",
            f"{event}: a conditional statement is non-standard; the floor decides whether it binds",
        )
    if seat != state.to_act:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {state.to_act} is to act")
    if betting.declared == seat:
        raise RejectedEvent("RAISE_DECLARED", f"{event}: seat {seat} already said raise")


def check_count(state: TableState, event: Count) -> None:
    """A count is asked by the seat to act, facing a bet."""
    seat = event.seat
    betting = actions.check_decision_due(state, event, seat)
    if seat != state.to_act:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {state.to_act} is to act")
    if betting.current_bet <= state.bets[seat]:
        raise RejectedEvent("NOTHING_TO_CALL", f"{event}: there is no bet to count")


# ------------------------------------------------------------------ apply


def declare(state: TableState, event: Declare, issued: list[Ruling]) -> Check | Call | None:
    """ "Raise" said with the amount to come: the seat owes a bet or raise (VERBAL-BINDING).

    Where it may not raise, the word stands as a call (INVALID-DECLARATIONS).
    """
    betting = state.round
    assert betting is not None
    seat = event.seat
    low, _high = sizing.raise_bounds(state, seat, betting)
    if low is None:
        action: Check | Call = Call(seat) if betting.current_bet > state.bets[seat] else Check(seat)
        issued.append(
            ruling(
                "RAISE_NOT_ALLOWED_CALL",
                f"Seat {seat} declared a raise but may not raise here: it stands as a "
                f"{action.type}",
            )
        )
        actions.act(state, action, issued)
        return action
    betting.declared = seat
    word = "raise" if betting.current_bet else "bet"
    issued.append(
        ruling(
            "VERBAL_DECLARATION",
            f"Seat {seat} said {word}: he owes a {word} to at least {low}; the amount is still "
            "to come",
        )
    )
    return None


def count(state: TableState, event: Count, issued: list[Ruling]) -> None:
    """A count asked for and given: a wrong one is ruled on when the seat calls."""
    betting = state.round
    assert betting is not None
    betting.counts[event.seat] = event.told
    if event.told != betting.current_bet:
        issued.append(
            ruling(
                "WRONG_COUNT",
                f"Seat {event.seat} was told {event.told}, but the bet is {betting.current_bet}",
            )
        )


def push_chips(
    state: TableState, event: Chips, issued: list[Ruling]
) -> Fold | Check | Call | Bet | Raise | None:
    """Chips put out: the action they count as, made (``None`` if withdrawn or taken back)."""
    resolution = chips.resolve_chips(state, chips_read(state, event))
    action = resolution.action
    if unaware_undercall(state, event, resolution) == "withdraw":
        withdraw_undercall(state, event, issued)
        return None
    issued.extend(resolution.rulings)
    if isinstance(action, Call) and actions.call_withdrawn(state, event.seat, issued):
        return None
    actions.act(state, action, issued)
    return action


def unaware_undercall(state: TableState, event: Chips, resolution: chips.Resolution) -> str | None:
    """UNDERCALL: how a call short of the amount (silent, or a number said alone) is ruled.

    ``None`` (a full call, the rulings as read) against the round's opening bet (before the
    flop the big blind is the opening bet), in both books. Facing a raise,
    ``undercall_when_unaware_of_raise`` decides: ``withdraw_if_no_one_acted`` (rrop-cash,
    RRoP s3 Betting) brings every low call up, except that a player who says he did not
    see the raise (``unaware_of_raise``) takes the chips back and reconsiders, nobody
    having acted after him, which holds as the claim comes with the chips: ``"withdraw"``.
    ``tda_51b_matrix`` (TDA 51-B) makes it a full call heads-up and leaves every other
    case, aware of the raise or not, to the floor: ``"floor"`` (a full call, or the chips
    forfeited and a fold).
    """
    betting = state.round
    if betting is None:
        return None
    if not any(note.code == "UNDERCALL" for note in resolution.rulings):
        return None
    opening = betting.wagers <= (0 if betting.street == 0 else 1)
    if opening:
        return None  # TDA 51-B (2), and RRoP: the opening bet is called in full
    if state.setup.options["undercall_when_unaware_of_raise"] == "withdraw_if_no_one_acted":
        return "withdraw" if event.unaware_of_raise else None
    return None if len(state.live_seats()) == 2 else "floor"


def withdraw_undercall(state: TableState, event: Chips, issued: list[Ruling]) -> None:
    """The undercall's chips go back and the seat decides again."""
    betting = state.round
    assert betting is not None
    pushed = sum(map(sum, event.motions))
    issued.append(
        ruling(
            "UNDERCALL_WITHDRAWN",
            f"Seat {event.seat} put out {pushed} without seeing the raise to "
            f"{betting.current_bet}: nobody has acted after him, so he takes the chips back "
            "and decides again",
        )
    )
