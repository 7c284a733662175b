"""Wrong-size wagers found later on their street: an underbet or underraise (TDA 52-A) and a
pot-limit bet made on a miscount of the pot (TDA 52-B).

A ``bet`` or ``raise`` with ``noticed: false`` is a wager of the wrong size nobody noticed at
once: short of the minimum (no-limit or pot-limit, not all in), or, in pot-limit, a pot bet
made on a count that left it below the pot. It is made as it stands. ``wager_found`` finds
it. UNDERRAISE-CORRECTION (TDA 52-A; RRoP s3 Betting, low-wager correction): found while the
street's betting is still open, the wager is brought up to the minimum, and every player who
called the short amount adds the difference and may not raise because of the correction;
found after the betting of its street closed (on the river the showdown then begins), it
stands. PL-MISCOUNT (TDA 52-B; RRoP s14 PL): the pot bet is raised to the pot's size only
while no substantial action has followed it (two actions in turn, one of them putting
chips in, or three actions); after that, or after its street, it stands.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import actions, declarations, sizing, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import Bet, Call, Check, Fold, Raise, WagerFound
from refdealer.table.setup import Game
from refdealer.table.state import TableState, WrongSizeWager

# ------------------------------------------------------------------ verify


def check_wager(state: TableState, event: Bet | Raise) -> None:
    """A bet or raise; one not noticed must be of the wrong size and made in turn."""
    declarations.check_action(state, event)
    if event.noticed:
        return
    seat = event.seat
    if seat != state.to_act:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: an unnoticed wager is made in turn")
    if state.setup.game is Game.FIXED_LIMIT:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: an unnoticed wrong-size wager is modelled in no-limit and pot-limit",
        )
    if state.short_wager is not None and state.short_wager.street == state.street:
        raise RejectedEvent(
            "FLOOR_DECISION",
            f"{event}: another wrong-size wager of this street is still unnoticed; the floor "
            "sorts out two at once",
        )
    total = event.amount if isinstance(event, Bet) else event.to
    low, high = sizing.current_raise_bounds(state, seat)
    assert low is not None and high is not None
    all_in = total >= state.stacks[seat] + state.bets[seat]
    short = total < low and not all_in
    miscount = state.setup.game is Game.POT_LIMIT and low <= total < high
    if not (short or miscount):
        raise RejectedEvent(
            "NO_WRONG_SIZE",
            f"{event}: the wager is a legal size"
            + ("" if state.setup.game is Game.POT_LIMIT else " (or all in)")
            + ", so there is nothing to notice",
        )


def check_found(state: TableState, event: WagerFound) -> None:
    """There is an unnoticed wrong-size wager of that seat in the hand."""
    found = state.short_wager
    if found is None or found.seat != event.seat:
        raise RejectedEvent(
            "NO_WRONG_SIZE", f"{event}: seat {event.seat} made no unnoticed wrong-size wager"
        )


# ------------------------------------------------------------------ apply


def wager(state: TableState, event: Bet | Raise, issued: list[Ruling]) -> Bet | Raise | None:
    """A bet or raise: corrected at once if noticed, else made as it stands and recorded."""
    if event.noticed:
        return actions.wager(state, event, issued)
    seat = event.seat
    betting = state.round
    assert betting is not None
    total = event.amount if isinstance(event, Bet) else event.to
    low, high = sizing.current_raise_bounds(state, seat)
    assert low is not None and high is not None
    state.short_wager = WrongSizeWager(
        seat, state.street, betting.current_bet, total, low if total < low else high,
        len(state.log), total >= low,
    )  # fmt: skip
    actions.act(state, event, issued)
    return None


def wager_found(state: TableState, event: WagerFound, issued: list[Ruling]) -> None:
    """The wrong size is found: corrected where the book still allows it, else it stands."""
    found = state.short_wager
    assert found is not None
    seat, street, previous, total, should, logged, miscount = found
    state.short_wager = None
    betting = state.round
    open_round = betting is not None and state.street == street and state.phase != "showdown"
    if miscount and open_round and _substantial_action_since(state, logged):
        issued.append(
            ruling(
                "MISCOUNT_STANDS",
                f"Seat {seat}'s pot bet of {total} was made on a miscount (the pot allowed "
                f"{should}), but substantial action has followed it: it stands (TDA 52-B)",
            )
        )
        return
    if not open_round:
        issued.append(
            ruling(
                "MISCOUNT_STANDS" if miscount else "SHORT_WAGER_STANDS",
                f"Seat {seat}'s wager of {total} should have been {should}, but the betting "
                "of its street is over: it stands",
            )
        )
        return
    assert betting is not None
    brought = [
        s
        for s in state.seating.order
        if s != seat
        and s not in state.folded
        and state.bets[s] == total
        and betting.acted_level.get(s) == total
    ]
    for s in (seat, *brought):
        add = min(should - state.bets[s], state.stacks[s])
        state.move(s, add)
        if state.stacks[s] == 0:
            state.all_in.add(s)
        betting.acted_level[s] = should
    betting.current_bet = should
    if should - previous >= betting.increment:
        betting.increment = should - previous
        betting.full_raise_seq += 1
    for s in (seat, *brought):
        betting.acted_seq[s] = betting.full_raise_seq
    betting.pending = {
        s
        for s in state.seating.order
        if s not in state.folded
        and s not in state.all_in
        and s != seat
        and s not in brought
        and (s in betting.pending or state.bets[s] < should)
    }
    callers = ", ".join(str(s) for s in brought)
    also = (
        f"; seat(s) {callers}, who called {total}, add the difference and may not raise for it"
        if brought
        else ""
    )
    issued.append(
        ruling(
            "MISCOUNT_CORRECTED" if miscount else "SHORT_WAGER_CORRECTED",
            (
                f"Seat {seat}'s pot bet of {total} was made on a miscount and is found before "
                f"substantial action: it is made the pot, {should} (TDA 52-B)"
                if miscount
                else f"Seat {seat}'s wager of {total} was short of the minimum {should} and is "
                "found while its street's betting is open: it is made the minimum (TDA 52-A)"
            )
            + also,
        )
    )
    if not betting.pending:
        streets.close_round(state, issued)
    elif state.to_act not in betting.pending:
        state.to_act = next(s for s in state.seating.following[seat] if s in betting.pending)


def _substantial_action_since(state: TableState, logged: int) -> bool:
    """Two actions in turn after the wager, one putting chips in, or three (TDA 2)."""
    count = chips = 0
    for entry in state.log[logged + 1 :]:
        action = entry.action if entry.action is not None else entry.event
        if isinstance(action, (Fold, Check, Call, Bet, Raise)):
            count += 1
            chips += isinstance(action, (Call, Bet, Raise))
    return count >= 3 or (count >= 2 and chips >= 1)
