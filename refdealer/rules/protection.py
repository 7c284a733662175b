"""Hands ended by the floor, not the player: the dealer killing a hand, the clock, and a
player away from his seat at the deal.

PROTECT-HAND (RRoP §3 Irregularities #2, TDA 65-A): a hand the dealer kills by mistake is
dead and its owner has no redress; chips that were called stay in the pot, and a bet or raise
nobody called goes back to him (UNCALLED-BET). A hand tabled at the showdown is protected:
the dealer may not kill it (TDA 13; RRoP §3 Showdown #1). CLOCK (TDA 29-30; RRoP §14 NL, §3
Dead Hands 1(f)): when time called on the seat to act runs out, facing a bet his hand is
dead, and with no bet to face he has checked. AT-SEAT (TDA 30; RRoP's absent-player rule,
§15): a player not at his seat when the last hole card is dealt has a dead hand, and the
blinds and antes he posted stay in the pot.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import actions
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import AwayAtDeal, Check, ClockExpired, KillHand
from refdealer.table.state import TableState

# ------------------------------------------------------------------ verify


def _check_dealt_live(state: TableState, event: KillHand | AwayAtDeal, seat: int) -> None:
    """The deal is over and ``seat`` holds a live hand (not folded, cards in front of him)."""
    if state.phase == "dealing":
        raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
    if seat not in state.hole or seat in state.folded or not state.hole[seat]:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")


def check_kill(state: TableState, event: KillHand) -> None:
    """A hand the dealer can kill: dealt, live, and not tabled at the showdown."""
    seat = event.seat
    _check_dealt_live(state, event, seat)
    current = state.showdown
    if current is not None and seat in current.mucked:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
    tabled = (current is not None and seat in current.shown) or seat in state.tabled
    if tabled:
        raise RejectedEvent(
            "HAND_TABLED",
            f"{event}: seat {seat}'s hand is face up on the table; a tabled hand is protected "
            "and the dealer may not kill it",
        )


def check_clock(state: TableState, event: ClockExpired) -> None:
    """Time runs out only on the seat to act, with a betting decision due."""
    seat = event.seat
    betting = actions.check_decision_due(state, event, seat)
    if seat != state.to_act:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {state.to_act} is to act")
    if betting.declared == seat:
        raise RejectedEvent(
            "RAISE_DECLARED",
            f"{event}: seat {seat} said raise; he owes a bet or raise, only the amount is open",
        )


def check_away(state: TableState, event: AwayAtDeal) -> None:
    """A hand dealt to a player who has not acted in it yet, in the deal's betting round."""
    seat = event.seat
    _check_dealt_live(state, event, seat)
    betting = state.round
    if state.phase != "preflop" or betting is None:
        raise RejectedEvent(
            "PLAYER_PRESENT",
            f"{event}: the deal's betting round is over, so seat {seat}'s player was there to "
            "play it; a hand is killed for absence only before he acts",
        )
    if seat in betting.acted_level or seat in betting.out_of_turn:
        raise RejectedEvent(
            "PLAYER_PRESENT",
            f"{event}: seat {seat} has acted in this hand, so he was at his seat",
        )


# ------------------------------------------------------------------ apply


def away_at_deal(state: TableState, event: AwayAtDeal, issued: list[Ruling]) -> None:
    """AT-SEAT: the hand of a player away at the end of the deal is dead; his blinds and
    antes stay in the pot, and at his turn it counts as a fold."""
    issued.append(
        ruling(
            "AWAY_AT_DEAL",
            f"Seat {event.seat} was not at his seat when the last hole card was dealt: his "
            "hand is dead, and the blinds and antes he posted stay in the pot",
        )
    )
    actions.kill_hand(state, event.seat, issued)


def kill(state: TableState, event: KillHand, issued: list[Ruling]) -> None:
    """The dealer killed the hand: it is dead, with no redress (PROTECT-HAND); a bet or
    raise of his that nobody has called yet is voided at once and goes back to him."""
    issued.append(
        ruling(
            "HAND_KILLED",
            f"The dealer killed seat {event.seat}'s hand: players protect their own cards, so "
            "the hand is dead with no redress; chips that were called stay in the pot, and a "
            "bet or raise of his that nobody called goes back to him",
        )
    )
    actions.void_uncalled_wager(state, event.seat, issued)
    actions.kill_hand(state, event.seat, issued)


def clock_expired(state: TableState, event: ClockExpired, issued: list[Ruling]) -> Check | None:
    """Time ran out: facing a bet the hand is dead, else it is a check (CLOCK)."""
    seat = event.seat
    betting = state.round
    assert betting is not None
    owed = betting.current_bet - state.bets[seat]
    if owed > 0:
        issued.append(
            ruling(
                "CLOCK_HAND_DEAD",
                f"Time ran out on seat {seat} facing {owed} to call: his hand is dead, and his "
                "chips stay in the pot",
            )
        )
        actions.kill_hand(state, seat, issued)
        return None
    issued.append(
        ruling(
            "CLOCK_CHECKED",
            f"Time ran out on seat {seat} with no bet to face: he has checked",
        )
    )
    action = Check(seat)
    actions.act(state, action, issued)
    return action
