"""The floor's rulings between hands: the chip race of a colour-up (CHIP-RACE), penalties
served in missed hands (PENALTY-HAND), hand-for-hand play on the bubble (HAND-FOR-HAND), and
a disputed result corrected while the next hand has not started (DISPUTE-WINDOW).

Each function takes the table between hands and the event, and returns the table after it
with the rulings drawn, or raises :class:`RejectedEvent` with the table untouched (the
session applies the result only once every check has passed).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.rulings import Ruling, ruling
from refdealer.session import chip_race
from refdealer.session.floor_events import (
    POT_ACCOUNTING,
    ColourUp,
    CorrectAward,
    HandForHand,
    Penalty,
    TimePasses,
)
from refdealer.session.positions import HandPlan
from refdealer.session.setup import Level, SessionSetup
from refdealer.session.state import Bust, HandResult, SeatState, SessionState


def colour_up(
    state: SessionState, setup: SessionSetup, event: ColourUp
) -> tuple[SessionState, tuple[Ruling, ...]]:
    """The smallest denomination leaves play and its odd chips are raced (CHIP-RACE)."""
    denominations = state.denominations
    if len(denominations) < 2:
        why = "gives no chip denominations" if not denominations else "has one denomination left"
        raise RejectedEvent(
            "NO_COLOUR_UP", f"{event}: the session {why}: there is no smaller chip to race off"
        )
    _check_chip_not_needed(state, event)
    stacks = {seat: player.stack for seat, player in state.seats.items()}
    needed = chip_race.cards_needed(stacks, denominations)
    if len(event.cards) < needed:
        raise RejectedEvent(
            "RACE_CARDS_SHORT",
            f"{event}: the race deals one card per odd chip, {needed} cards; "
            f"{len(event.cards)} given",
        )
    method = str(setup.options["chip_race"])
    result = chip_race.race(stacks, denominations, event.cards, method)
    issued = [
        ruling(
            "CHIP_RACE",
            f"The {result.gone} chips leave play: odd chips worth {result.removed} are raced "
            f"for {_chips(result.raced)} of {result.chip}"
            + (", the rest removed without compensation" if result.removed % result.chip else ""),
        )
    ]
    for seat in result.kept_in:
        issued.append(
            ruling(
                "NOT_RACED_OUT",
                f"Seat {seat} would be left with no chips: he gets a chip of {result.chip} "
                "(nobody is raced out of a tournament)",
            )
        )
    for seat, card in result.won:
        issued.append(
            ruling("CHIP_RACE_WON", f"Seat {seat} wins a chip of {result.chip} with the {card}")
        )
    seats = {
        seat: dataclasses.replace(player, stack=result.stacks[seat])
        for seat, player in state.seats.items()
    }
    changed = dataclasses.replace(
        state,
        denominations=denominations[1:],
        added=state.added + result.added,
        removed=state.removed + result.removed,
        dispute_open=False,
        **state.with_seats(seats),
    )
    return changed, tuple(issued)


def penalize(state: SessionState, event: Penalty) -> tuple[SessionState, tuple[Ruling, ...]]:
    """The penalized player misses hands from the next hand on: he is dealt in and posts, and
    his hand is killed after the deal (PENALTY-HAND, TDA 71-A, 71-C)."""
    player = state.seats.get(event.seat)
    if player is None:
        raise RejectedEvent("SEAT_EMPTY", f"{event}: seat {event.seat} has no player")
    hands = event.hands or event.rounds * len(state.seats)
    seats = dict(state.seats)
    seats[event.seat] = dataclasses.replace(player, penalty=player.penalty + hands)
    size = (
        f"{event.rounds} round(s), {hands} hands at {len(state.seats)} players"
        if event.rounds
        else f"{hands} hand(s)"
    )
    issued = ruling(
        "PENALTY",
        f"Seat {event.seat} is penalized {size}: from the next hand he is away, his chips are "
        "dealt in and post, and his hand is killed after the deal",
    )
    return dataclasses.replace(state, **state.with_seats(seats)), (issued,)


def serve_penalties(
    state: SessionState, dealt_in: tuple[int, ...]
) -> tuple[SessionState, list[Ruling]]:
    """The players dealt in while serving a penalty: one hand of it served, dead this hand."""
    seats = dict(state.seats)
    serving = []
    issued = []
    for seat in dealt_in:
        player = seats[seat]
        if player.penalty:
            serving.append(seat)
            seats[seat] = dataclasses.replace(player, penalty=player.penalty - 1)
            issued.append(
                ruling(
                    "PENALTY_HAND",
                    f"Seat {seat} serves a penalty hand ({player.penalty - 1} more to serve): "
                    "dealt in and posting, his hand is killed after the deal",
                )
            )
    changed = dataclasses.replace(state, serving=frozenset(serving), **state.with_seats(seats))
    return changed, issued


#: A tournament table this many players short or more halts once its blinds are affected.
SHORT_TABLE = 3


def check_short_table(state: SessionState, setup: SessionSetup, plan: HandPlan) -> None:
    """A tournament table three or more players short stops play once its blinds are
    affected, a dead button or no small blind, until players are moved in (TABLE-BALANCE,
    TDA 11): Robert's Rules and a cash game have no such halt."""
    size = setup.table_size
    if size is None or not state.tournament or size - len(state.seats) < SHORT_TABLE:
        return
    if plan.button in plan.dealt_in and plan.small_blind is not None:
        return
    raise RejectedEvent(
        "TABLE_SHORT",
        f"The next hand: the table has {len(state.seats)} players at {size} seats and its "
        "blinds are affected: play halts until players are moved in (TDA 11)",
    )


def hand_for_hand(
    state: SessionState, event: HandForHand
) -> tuple[SessionState, tuple[Ruling, ...]]:
    """Hand-for-hand play starts: players busting on the same hand rank by the house's
    ``hand_for_hand_busts`` until the players left are no more than the places paid."""
    left = len(state.seats)
    if event.paid >= left:
        raise RejectedEvent(
            "NOT_ON_THE_BUBBLE",
            f"{event}: {left} players are left and {event.paid} places are paid: the field "
            "is in the money already",
        )
    issued = ruling(
        "HAND_FOR_HAND",
        f"Hand for hand: {left} players left, {event.paid} paid; the places are fixed now, and "
        "players busting on the same hand rank by the hand-for-hand rule",
    )
    return dataclasses.replace(state, hand_for_hand=event.paid), (issued,)


def pass_time(
    state: SessionState, event: TimePasses, per_hand: int
) -> tuple[SessionState, tuple[Ruling, ...]]:
    """Play goes on for ``event.minutes``: the level clock runs (NEW-LEVEL), except hand for
    hand, when it stands still and ``per_hand`` minutes come off it for each hand played
    instead (HAND-FOR-HAND, TDA RP-8)."""
    if state.clock is None:
        raise RejectedEvent(
            "NO_LEVEL_CLOCK",
            f"{event}: the session's levels give no minutes, so there is no level clock to run",
        )
    if state.hand_for_hand is not None:
        stopped = ruling(
            "CLOCK_STOPPED",
            f"Hand for hand the level clock does not run ({state.clock} minute(s) left): "
            f"{per_hand} minute(s) come off it for each hand played",
        )
        return state, (stopped,)
    changed, issued = run_clock(state, event.minutes)
    return changed, tuple(issued)


def hand_for_hand_time(state: SessionState, per_hand: int) -> tuple[SessionState, list[Ruling]]:
    """A hand played hand for hand: ``per_hand`` minutes come off the level clock (option
    ``hand_for_hand_minutes``, TDA RP-8: at most 3, 2 recommended)."""
    changed, issued = run_clock(state, per_hand)
    taken = ruling(
        "HAND_FOR_HAND_TIME",
        f"A hand played hand for hand: {per_hand} minute(s) come off the level clock",
    )
    return changed, [taken, *issued]


def run_clock(state: SessionState, minutes: int) -> tuple[SessionState, list[Ruling]]:
    """The level clock after ``minutes`` of it: when the level's time runs out the next
    level is announced, to start with the next hand (NEW-LEVEL, TDA 23; RRoP §15), and the
    clock goes on counting its time, what is left of the minutes included. At the last
    level, or with a level announced already, the clock stops at 0."""
    if state.clock is None:
        return state, []
    left = state.clock - minutes
    issued: list[Ruling] = []
    if left <= 0:
        due = state.level_index + 1
        if state.level_due is None and due < len(state.levels):
            small, big = state.levels[due].blinds
            issued.append(
                ruling(
                    "LEVEL_TIME_UP",
                    f"Level {state.level_index + 1}'s time is up: level {due + 1} "
                    f"({small}/{big}) starts with the next hand",
                )
            )
            left += state.levels[due].minutes or 0
            state = dataclasses.replace(state, level_due=due)
        left = max(left, 0)
    return dataclasses.replace(state, clock=left), issued


def correct_award(
    state: SessionState, hand: Hand | None, in_hand: bool, event: CorrectAward
) -> tuple[SessionState, Hand | None, tuple[Ruling, ...]]:
    """A disputed result is put right: chips the last hand paid to ``seat`` go to
    ``to_seat`` (DISPUTE-WINDOW). Between hands any error; during the next hand, under
    tda-2024, a pot-accounting error until substantial action on it (TDA 22), that hand
    going on as if the stacks had been right when it was dealt. Returns the table and the
    hand under way (rebuilt when the correction is made during it)."""
    result = state.result
    if in_hand:
        assert hand is not None
        _check_next_hand_window(state, hand, event)
    elif not state.dispute_open:
        raise RejectedEvent(
            "DISPUTE_CLOSED",
            f"{event}: the next hand has started (or no result is open): the last result "
            "stands (TDA 22; RRoP §2 Decision-Making #4-#5)",
        )
    assert result is not None  # a window is open only after a hand
    payer, payee = state.seats.get(event.seat), state.seats.get(event.to_seat)
    for seat, player in ((event.seat, payer), (event.to_seat, payee)):
        if player is None:
            raise RejectedEvent("SEAT_EMPTY", f"{event}: seat {seat} has no player")
        if seat not in result.dealt_in:
            raise RejectedEvent(
                "NOT_IN_HAND", f"{event}: seat {seat} was not dealt in the last hand"
            )
    assert payer is not None and payee is not None
    paid = result.paid(event.seat)
    if event.amount > paid:
        raise RejectedEvent(
            "ABOVE_MAXIMUM",
            f"{event}: the last hand paid seat {event.seat} {paid} (less any correction "
            "made already); a correction moves no more than that",
        )
    corrected = dataclasses.replace(
        state, result=result.moved(event.seat, event.to_seat, event.amount)
    )
    if in_hand:
        assert hand is not None
        return _correct_during_hand(corrected, hand, event)
    if event.amount > payer.stack:
        raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: seat {event.seat} has {payer.stack} chips")
    seats = _moved(state.seats, event)
    issued = [
        ruling(
            "AWARD_CORRECTED",
            f"The result is disputed before the next hand: seat {event.seat} gives "
            f"{event.amount} of what he was paid to seat {event.to_seat}",
        )
    ]
    busted = state.busted
    if seats[event.seat].stack == 0:  # the chips he kept were all the pot's: he is out
        del seats[event.seat]
        place = len(seats) + 1
        busted += (Bust(event.seat, payer.player, dict(result.started)[event.seat], place),)
        issued.append(ruling("PLAYER_BUSTED", f"{payer.called(event.seat)} has no chips left: out"))
    changed = dataclasses.replace(corrected, busted=busted, **state.with_seats(seats))
    return changed, hand, tuple(issued)


def _moved(seats: Mapping[int, SeatState], event: CorrectAward) -> dict[int, SeatState]:
    """The seats with ``event.amount`` moved from ``event.seat``'s stack to ``to_seat``'s."""
    moved = dict(seats)
    payer, payee = moved[event.seat], moved[event.to_seat]
    moved[event.seat] = dataclasses.replace(payer, stack=payer.stack - event.amount)
    moved[event.to_seat] = dataclasses.replace(payee, stack=payee.stack + event.amount)
    return moved


def moved_before_the_hand(
    before: SessionState, event: CorrectAward, result: HandResult | None
) -> SessionState:
    """The table as it was before a hand dealt with a dealer's mistake, with a correction
    made during that hand: a redeal of it starts from the corrected stacks."""
    return dataclasses.replace(
        before, result=result, **before.with_seats(_moved(before.seats, event))
    )


def _check_next_hand_window(state: SessionState, hand: Hand, event: CorrectAward) -> None:
    """During the next hand only a pot-accounting error, under tda-2024, before
    substantial action on it (TDA 22, 36); Robert's Rules close every dispute at the deal."""
    if not state.accounting_open:
        book = (
            "TDA 22: a dispute of the last result"
            if state.tournament
            else "RRoP §2 Decision-Making #4-#5: a ruling must be asked for before the next deal"
        )
        raise RejectedEvent(
            "DISPUTE_CLOSED", f"{event}: the next hand has started: the last result stands ({book})"
        )
    if event.error != POT_ACCOUNTING:
        raise RejectedEvent(
            "DISPUTE_CLOSED",
            f"{event}: a dispute of how the last hand was read closes when the next hand "
            "begins: the result stands (TDA 22; only a pot-accounting error stays open)",
        )
    if hand.substantial_action():
        raise RejectedEvent(
            "DISPUTE_CLOSED",
            f"{event}: there has been substantial action on the next hand: the pot-accounting "
            "error can no longer be corrected (TDA 22, 36)",
        )


def _correct_during_hand(
    state: SessionState, hand: Hand, event: CorrectAward
) -> tuple[SessionState, Hand, tuple[Ruling, ...]]:
    """The correction made during the next hand: that hand goes on as if its stacks had
    been right when it was dealt (its posts and the actions before substantial action
    stand on the corrected stacks), and the seats not dealt in are corrected between."""
    seats = dict(state.seats)
    stacks = dict(hand.setup.stacks)
    for seat, change in ((event.seat, -event.amount), (event.to_seat, event.amount)):
        if seat in stacks:
            stacks[seat] += change
        else:
            player = seats[seat]
            seats[seat] = dataclasses.replace(player, stack=player.stack + change)
    left = stacks.get(event.seat, seats[event.seat].stack)
    if left < 0:
        raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: seat {event.seat} has not that many chips")
    if left == 0 and event.seat in stacks:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: corrected, seat {event.seat} had no chips for this hand and was dealt "
            "in by mistake (a misdeal before substantial action, TDA 35-A-3); the reference "
            "does not model that misdeal",
        )
    rebuilt = Hand(
        dataclasses.replace(hand.setup, stacks=stacks), check_invariants=hand.check_invariants
    )
    try:
        for entry in hand.log:
            rebuilt.apply(entry.event)
    except RejectedEvent as refused:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: on the corrected stacks this hand could not go as it has "
            f"({refused.message}); the reference does not rule on that",
        ) from None
    behind = hand.stacks.get(event.seat, seats[event.seat].stack + event.amount)
    issued = [
        ruling(
            "AWARD_CORRECTED_IN_HAND",
            f"A pot-accounting error in the last hand, found before substantial action on "
            f"this one: seat {event.seat} gives {event.amount} of what he was paid to seat "
            f"{event.to_seat}, and this hand goes on as if the stacks had been right when it "
            "was dealt",
        )
    ]
    if event.amount > behind:
        issued.append(
            ruling(
                "CORRECTION_FROM_THE_POT",
                f"Seat {event.seat} had {behind} behind: what he put in this hand beyond the "
                f"{stacks[event.seat]} he should have had is his to give back, and he is all "
                f"in for {rebuilt.committed[event.seat]}",
            )
        )
    changed = dataclasses.replace(state, **state.with_seats(seats))
    return changed, rebuilt, tuple(issued)


def _chips(count: int) -> str:
    return "1 chip" if count == 1 else f"{count} chips"


def _check_chip_not_needed(state: SessionState, event: ColourUp) -> None:
    """Refuse to race off the smallest chip while the next hand's level (the one due, if
    announced) still needs it in its blinds or ante (TDA 23; RRoP §15)."""
    level = state.levels[state.level_due if state.level_due is not None else state.level_index]
    next_chip = state.denominations[1]
    if any(amount % next_chip for amount in (*level.blinds, level.ante)):
        raise RejectedEvent(
            "CHIP_STILL_NEEDED",
            f"{event}: the next hand's blinds and ante ({_level_words(level)}) still need the "
            f"{state.denominations[0]} chip; it leaves play only when they no longer do "
            "(TDA 23; RRoP §15)",
        )


def _level_words(level: Level) -> str:
    small, big = level.blinds
    return f"{small}/{big}" + (f", ante {level.ante}" if level.ante else "")
