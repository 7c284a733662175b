"""Words and chips: "raise" said before the amount, counts asked for, chips pushed out.

A seat that says "raise" owes a bet or raise, only the amount is still open
(VERBAL-BINDING, WAIT-FOR-AMOUNT); where it may not raise, the word stands as a call
(INVALID-DECLARATIONS). A conditional statement is for the floor (CONDITIONAL-DECLARATION).
A wrong count is ruled on when the seat calls (ACCEPTED-ACTION). Chips are read by
:mod:`refdealer.rules.chips`; a call short of a raise follows the
``undercall_when_unaware_of_raise`` option (UNDERCALL: RRoP's withdrawal, TDA 51-B's matrix),
and where TDA 51-B leaves it to the floor, ``undercall_floor_choice``: the floor's ruling
that the chips are forfeited is its own event (``forfeit_undercall``).
"""

from __future__ import annotations

from dataclasses import replace

from refdealer.errors import RejectedEvent
from refdealer.rules import actions, chips, sizing
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import (
    Bet,
    Call,
    Check,
    Chips,
    Count,
    Declare,
    Fold,
    ForfeitUndercall,
    Raise,
)
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
            f"{event}: short of the call, and TDA 51-B does not make it a full call "
            "(multi-way facing more than the opening bet, or out of turn): the floor decides "
            "between a full call (call) and the chips forfeited and a fold (forfeit_undercall)",
        )


def check_forfeit(state: TableState, event: ForfeitUndercall) -> None:
    """The floor may rule an undercall forfeited only where TDA 51-B leaves it the choice:
    the seat (to act, or out of turn behind it) faces more than ``amount`` and has more
    than ``amount`` behind, and the book and house do not make it a full call."""
    seat = event.seat
    check_action(state, Fold(seat))  # a seat that may fold now, in turn or out of turn
    betting = state.round
    assert betting is not None
    faced = betting.current_bet if seat == state.to_act else betting.faced()
    owed = faced - state.bets[seat]
    why = None
    if owed <= 0:
        why = f"seat {seat} has nothing to call"
    elif event.amount >= owed:
        why = f"{event.amount} is a full call of the {owed} seat {seat} owes"
    elif event.amount >= state.stacks[seat]:
        why = f"{event.amount} is all seat {seat} has: a call all in, not an undercall"
    else:
        why = _full_call_required(state, seat)
    if why is not None:
        raise RejectedEvent("NO_UNDERCALL", f"{event}: {why}")


def _full_call_required(state: TableState, seat: int) -> str | None:
    """Why an undercall by ``seat`` now must be a full call, or ``None`` if the floor may
    rule it forfeited (UNDERCALL: TDA 51-B's matrix and ``undercall_floor_choice``)."""
    options = state.setup.options
    if options["undercall_when_unaware_of_raise"] != "tda_51b_matrix":
        return "this book brings a low call up to the full call (RRoP s3 Betting); no forfeit"
    if seat == state.to_act:
        betting = state.round
        assert betting is not None
        if betting.wagers <= (0 if betting.street == 0 else 1):
            return "an undercall of the round's opening bet is a full call (TDA 51-B)"
        if len(state.live_seats()) == 2:
            return "heads-up an undercall is a full call (TDA 51-B)"
    if options["undercall_floor_choice"] == "full_call":
        return "this house makes such an undercall a full call (undercall_floor_choice)"
    return None


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
    answer = unaware_undercall(state, event, resolution)
    if answer == "withdraw":
        withdraw_undercall(state, event, issued)
        return None
    if answer == "forfeit":
        issued.extend(r for r in resolution.rulings if r.code != "UNDERCALL")
        forfeit(state, event.seat, forfeited(state, event), issued)
        return Fold(event.seat)
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
    ``tda_51b_matrix`` (TDA 51-B) makes the full call mandatory only for an undercall in
    turn, heads-up or against the opening bet, and leaves every other case (aware of the
    raise or not, and any undercall out of turn) to the floor, whose choice
    ``undercall_floor_choice`` gives: ``"floor"`` (case by case: the event is refused and
    the floor's ruling follows as a ``call`` or a ``forfeit_undercall``), ``None`` (a full
    call) or ``"forfeit"`` (the chips forfeited and a fold).
    """
    betting = state.round
    if betting is None:
        return None
    if not any(note.code == "UNDERCALL" for note in resolution.rulings):
        return None
    if state.setup.options["undercall_when_unaware_of_raise"] == "withdraw_if_no_one_acted":
        if betting.wagers <= (0 if betting.street == 0 else 1):
            return None  # RRoP: the opening bet is called in full
        return "withdraw" if event.unaware_of_raise else None
    if _full_call_required(state, event.seat) is not None:
        return None
    choice = state.setup.options["undercall_floor_choice"]
    return "floor" if choice == "floor" else "forfeit"


def forfeited(state: TableState, event: Chips) -> int:
    """What an undercall forfeits: the chips put out, except that one chip worth more than
    the opening bet forfeits the opening bet and the rest is change (Addendum 51 ex 4)."""
    betting = state.round
    assert betting is not None
    seat = event.seat
    pushed = sum(map(sum, event.motions))
    said = chips.parse_declaration(event.declared)
    if said.kind == "amount" and said.amount is not None:
        pushed = min(pushed, said.amount)  # a number said alone: that is the undercall
    elif len(event.motions) == 1 and len(event.motions[0]) == 1:
        pushed = min(pushed, max(1, betting.opening_bet - state.bets[seat]))
    faced = betting.current_bet if seat == state.to_act else betting.faced()
    return min(pushed, faced - state.bets[seat] - 1, state.stacks[seat] - 1)


def forfeit(state: TableState, seat: int, amount: int, issued: list[Ruling]) -> None:
    """UNDERCALL (TDA 51-B): ``amount`` goes into the pot and ``seat``'s hand is folded."""
    issued.append(
        ruling(
            "UNDERCALL_FORFEITED",
            f"Seat {seat}'s undercall is forfeited: {amount} stays in the pot and his hand is "
            "folded (TDA 51-B)",
        )
    )
    state.move(seat, amount)
    actions.act(state, Fold(seat), issued)


def forfeit_undercall(state: TableState, event: ForfeitUndercall, issued: list[Ruling]) -> None:
    """The floor's ruling on an undercall it was asked to decide: forfeited, and a fold."""
    forfeit(state, event.seat, event.amount, issued)


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
