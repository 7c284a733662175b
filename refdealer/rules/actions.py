"""Betting actions: fold, check, call, bet and raise, in turn or out of turn, and dead hands.

A check or call matches the bet; a bet or raise of the wrong size is brought to the legal
one (see :mod:`refdealer.rules.sizing`); a short all-in raise does not reopen the betting for
those who already acted (ALL-IN-REOPEN). Out of turn, a player answers what he saw: his
action is held and binds unless a bet or raise in turn changes the action to him
(ACTION-OUT-OF-TURN, decision 16); players who let three act behind them lose the right to
act (SKIPPED-PLAYER). A call on a count short of the bet accepts the full bet
(ACCEPTED-ACTION).
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import sizing, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.betting import BettingRound, HeldAction
from refdealer.table.events import Bet, Call, Check, Event, Fold, Raise
from refdealer.table.setup import Game
from refdealer.table.state import TableState

BettingAction = Fold | Check | Call | Bet | Raise


# ------------------------------------------------------------------ verify


def check_decision_due(state: TableState, event: Event, seat: int) -> BettingRound:
    """The betting round in which ``seat``, holding a live hand, may be asked to decide."""
    if state.phase == "dealing":
        raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
    if seat not in state.hole or seat in state.folded:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
    betting = state.round
    if betting is None or state.to_act is None:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: no betting decision is due")
    return betting


def check_betting(state: TableState, event: BettingAction) -> None:
    """Refuse a betting action the seat cannot make now (changes nothing)."""
    seat = event.seat
    to_act = state.to_act
    betting = state.round
    if (
        seat != to_act
        or betting is None
        or state.phase == "dealing"
        or seat not in state.hole
        or seat in state.folded
    ):
        betting = check_decision_due(state, event, seat)  # the refusal, if any, in its order
        if seat != to_act and (seat not in betting.pending or seat in betting.out_of_turn):
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {to_act} is to act")
    # Out of turn, a player answers what he saw: held bets and raises made before his
    # included (ACTION-OUT-OF-TURN, decision 16).
    facing = betting.current_bet if seat == to_act else betting.faced()
    if isinstance(event, Fold):
        return
    owed = facing - state.bets[seat]
    if isinstance(event, Check):
        if owed > 0:
            raise RejectedEvent("CANNOT_CHECK", f"{event}: {owed} to call")
        return
    if isinstance(event, Call):
        if owed <= 0:
            raise RejectedEvent("NOTHING_TO_CALL", f"{event}: there is no bet to call")
        return
    if isinstance(event, Bet):
        if facing > 0:
            raise RejectedEvent(
                "BET_ALREADY_MADE",
                f"{event}: there is a bet of {facing}; that would be a raise",
            )
        check_raise_amount(state, event, event.amount, betting, facing)
        return
    if facing == 0:
        raise RejectedEvent("NO_BET_TO_RAISE", f"{event}: there is no bet yet; that is a bet")
    check_raise_amount(state, event, event.to, betting, facing)


def check_raise_amount(
    state: TableState, event: Bet | Raise, total: int, betting: BettingRound, facing: int
) -> None:
    """Refuse a bet or raise beyond the stack, or no more than the bet it answers."""
    seat = event.seat
    all_in_to = state.bets[seat] + state.stacks[seat]
    if total > all_in_to:
        raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: seat {seat} has only {all_in_to} in all")
    if total <= facing:
        raise RejectedEvent("BELOW_MINIMUM", f"{event}: the bet to match is already {facing}")
    if facing > betting.current_bet:
        return  # over a held wager: its size is judged when the action reaches him
    low, high = sizing.raise_bounds(state, seat, betting)
    if low is None or high is None:
        raise RejectedEvent("RAISE_NOT_ALLOWED", f"{event}: {sizing.why_no_raise(state, seat)}")
    # A wager of the wrong size is corrected, not refused (sizing.corrected).


# ------------------------------------------------------------------ apply


def wager(state: TableState, event: Bet | Raise, issued: list[Ruling]) -> Bet | Raise | None:
    """A bet or raise made; returns the action it counted as when that differs."""
    held = over_held_wager(state, event)
    action = event if held else sizing.corrected(state, event, issued)
    act(state, action, issued)
    return None if action is event or action == event else action


def over_held_wager(state: TableState, event: Bet | Raise) -> bool:
    """A raise out of turn over a held bet or raise: sized when the action reaches it."""
    betting = state.round
    assert betting is not None
    return event.seat != state.to_act and betting.faced() > betting.current_bet


def fold_check_or_call(state: TableState, event: Fold | Check | Call, issued: list[Ruling]) -> None:
    """A fold, check or call made (a call on a short count may be taken back)."""
    if isinstance(event, Call):
        betting = state.round  # call_withdrawn has nothing to take back without a count
        if betting is not None and betting.counts and call_withdrawn(state, event.seat, issued):
            return
    act(state, event, issued)


def act(
    state: TableState, event: BettingAction, issued: list[Ruling], *, held: bool = False
) -> None:
    """Make ``event``'s action (in turn, or held if out of turn); ``held`` when it is a
    held action made now that the action reached it, so it changes nothing."""
    betting = state.round
    assert betting is not None
    seat = event.seat
    in_turn = seat == state.to_act
    if not in_turn and not isinstance(event, Fold):
        betting.out_of_turn[seat] = HeldAction(event, betting.faced(), betting.changes)
        if betting.declared is not None and isinstance(event, Call):
            betting.before_amount.add(seat)
            issued.append(
                ruling(
                    "ACTED_BEFORE_AMOUNT",
                    f"{event} before seat {betting.declared} named the amount of his "
                    "raise: he is held to call whatever that amount is",
                )
            )
            return
        issued.append(
            ruling(
                "ACTION_OUT_OF_TURN",
                f"{event} out of turn (seat {state.to_act} is to act): it binds unless "
                "the action to him changes",
            )
        )
        passed_over(state, betting, not isinstance(event, Check), issued)
        return
    if not in_turn:
        issued.append(
            ruling("OUT_OF_TURN_FOLD", f"{event} out of turn: a fold binds, the hand is dead")
        )
        betting.out_of_turn.pop(seat, None)
        betting.before_amount.discard(seat)
    else:
        if state.street == 0:
            state.first_round_actions.append(event.type)
        if betting.counts:
            betting.counts.pop(seat, None)
        if betting.no_raise:
            # The limit holds for his next turn to act only (RRoP s3 Betting #11): a later
            # full raise reopens the betting for him as for anyone.
            betting.no_raise.pop(seat, None)
        if betting.behind:
            betting.behind.clear()
    if isinstance(event, Fold):
        folded = state.folded
        folded.add(seat)
        state.muck_hand(seat)
        betting.pending.discard(seat)
        betting.acted_level[seat] = betting.current_bet
        betting.acted_seq[seat] = betting.full_raise_seq
        if len(folded) == len(state.seating.order) - 1:
            streets.close_round(state, issued)
            return
    elif isinstance(event, (Check, Call)):
        current = betting.current_bet
        if isinstance(event, Call):  # state.move, spelled out
            bets, stacks = state.bets, state.stacks
            owed = current - bets[seat]
            stack = stacks[seat]
            paid = owed if owed < stack else stack
            stacks[seat] = stack - paid
            bets[seat] += paid
            state.committed[seat] += paid
            if stack == paid:
                state.all_in.add(seat)
        betting.pending.discard(seat)
        betting.acted_level[seat] = current
        betting.acted_seq[seat] = betting.full_raise_seq
    else:
        total = event.amount if isinstance(event, Bet) else event.to
        raise_to(state, seat, total, betting, issued)
        if not held:
            betting.changes += 1
        if betting.declared is not None:
            amount_named(betting)
    release_lone_player(state, betting)
    pending = betting.pending
    if not pending:
        streets.close_round(state, issued)
        return
    if not in_turn:
        # an out-of-turn fold: the seat to act is still to act, unless it lost the right
        passed_over(state, betting, False, issued)
        return
    for candidate in state.seating.following[seat]:
        if candidate in pending:
            state.to_act = candidate
            break
    if betting.out_of_turn:
        reach_out_of_turn(state, betting, issued)


def release_lone_player(state: TableState, betting: BettingRound) -> None:
    """Nobody need act alone: a last player with chips who owes nothing has no decision.

    When every other live player is all in and this one has matched the most any of
    them put in, a check is all he could do, so the round does not wait for it.
    """
    pending = betting.pending
    if len(pending) != 1 or state.able_count() != 1:
        return
    (lone,) = pending  # pending seats always have chips behind
    bets = state.bets
    top_other = max((bets[s] for s in state.seating.order if s != lone), default=0)
    if bets[lone] >= top_other:
        betting.pending.discard(lone)


def raise_to(
    state: TableState, seat: int, total: int, betting: BettingRound, issued: list[Ruling]
) -> None:
    """``seat`` bets or raises to ``total``: full, short all in, or capping the betting."""
    previous = betting.current_bet
    betting.before_wager = (
        previous, betting.increment, betting.counted_level, betting.counted_bets,
        betting.full_raise_seq, betting.capped, betting.aggressor,
    )  # fmt: skip
    short_of: int | None = None
    state.move(seat, total - state.bets[seat])
    is_all_in = state.stacks[seat] == 0
    verb = "bets" if previous == 0 else "raises to"
    if state.setup.game is Game.FIXED_LIMIT:
        full_target = betting.counted_level + betting.bet_size
        if total >= full_target or 2 * (total - betting.counted_level) >= betting.bet_size:
            if total < full_target:
                issued.append(
                    ruling(
                        "ALL_IN_COUNTS_AS_RAISE",
                        f"Seat {seat} {verb} {total} all in: half a bet or more, so it "
                        "counts as a full bet or raise",
                    )
                )
            betting.counted_level = total
            betting.counted_bets += 1
            betting.full_raise_seq += 1
            if not betting.capped and sizing.cap_reached(state, betting):
                betting.capped = True
                issued.append(
                    ruling(
                        "BETTING_CAPPED",
                        f"The betting is capped at {total}: later players may only call or fold",
                    )
                )
        else:
            issued.append(
                ruling(
                    "INCOMPLETE_BET",
                    f"Seat {seat} {verb} {total} all in, less than half a bet: it does not "
                    "reopen the betting",
                )
            )
    else:
        raised_by = total - previous
        if raised_by >= betting.increment:
            betting.increment = raised_by
            betting.full_raise_seq += 1
        elif is_all_in and previous > 0:
            short_of = betting.increment
    betting.current_bet = total
    if previous == 0:
        betting.opening_bet = total
    betting.wagers += 1
    betting.aggressor = seat
    betting.acted_level[seat] = total
    betting.acted_seq[seat] = betting.full_raise_seq
    folded, all_in = state.folded, state.all_in
    betting.pending = {
        s for s in state.seating.order if s != seat and s not in folded and s not in all_in
    }
    if short_of is not None:
        issued.append(incomplete_raise(state, seat, total, short_of, betting))


def incomplete_raise(
    state: TableState, seat: int, total: int, short_of: int, betting: BettingRound
) -> Ruling:
    """INCOMPLETE_RAISE, naming only the seats it really limits to calling or folding."""
    limited = [
        s
        for s in state.seating.following[seat]
        if s in betting.pending and s in betting.acted_level and not betting.reopened_for(s)
    ]
    head = f"Seat {seat} raises to {total} all in, short of a full raise of {short_of}"
    if limited:
        seats = ", ".join(str(s) for s in limited)
        return ruling(
            "INCOMPLETE_RAISE",
            f"{head}: it does not reopen the betting, so seat(s) {seats}, who already acted, "
            "may only call or fold",
        )
    return ruling(
        "INCOMPLETE_RAISE",
        f"{head}: it does not reopen the betting by itself; no player who already acted "
        "is held to calling or folding by it",
    )


# ------------------------------------------------------------------ out of turn


def passed_over(
    state: TableState, betting: BettingRound, chips: bool, issued: list[Ruling]
) -> None:
    """Someone acted out of turn behind the seat to act (SKIPPED-PLAYER, clarification 16).

    Only actions made while the seat is to act count against it, never those made before
    the action reached it. Once ``skipped_player_lost_right_after`` is met (three actions;
    under ``substantial_action`` also two of which one put chips in) the seat loses the
    right to act, and ``skipped_player_hand`` says what is left of its hand (TDA 53-B leaves
    the floor two choices, dead or limited to checking, calling or folding):
    ``dead_or_checked`` (rrop-cash) and ``dead_or_limited`` (tda-2024): facing a bet its
    hand is dead, and with nothing to call it has checked (under ``dead_or_limited`` it
    may then not bet or raise for the rest of the round); ``limited``: it keeps its hand
    and its turn, but may only check, call or fold this round. Either way nothing it may
    still do changes the action, so the held actions behind it stand.
    """
    seat = state.to_act
    if seat is None or betting.declared is not None:
        return  # a seat that said "raise" has acted: it is not passed over
    if betting.limited and seat in betting.limited:
        return  # already ruled on: limited, and still to act
    betting.behind.append(chips)
    count = len(betting.behind)
    substantial = state.setup.options["skipped_player_lost_right_after"] == "substantial_action"
    if count < 3 and not (substantial and count == 2 and any(betting.behind)):
        return
    owed = betting.current_bet - state.bets[seat]
    treatment = state.setup.options["skipped_player_hand"]
    if treatment == "limited":
        betting.limited[seat] = "he was passed over and let the action run on (TDA 53-B)"
        issued.append(
            ruling(
                "SKIPPED_LIMITED",
                f"Seat {seat} let {count} players act behind him without calling time: he "
                "keeps his hand but may only check, call or fold this round; the actions "
                "behind him stand",
            )
        )
        return
    if owed > 0:
        issued.append(
            ruling(
                "SKIPPED_HAND_DEAD",
                f"Seat {seat} let {count} players act behind him without calling time: he "
                f"has lost the right to act and, facing {owed} to call, his hand is dead; "
                "the actions behind him stand",
            )
        )
        kill_hand(state, seat, issued)
        return
    limited = treatment == "dead_or_limited"
    issued.append(
        ruling(
            "SKIPPED_CHECKS",
            f"Seat {seat} let {count} players act behind him without calling time: he has "
            "lost the right to act and, with no bet to face, has checked"
            + ("; he may not bet or raise for the rest of this round" if limited else "")
            + "; the actions behind him stand",
        )
    )
    if limited:
        betting.limited[seat] = "he was passed over and ruled to have checked (TDA 53-B)"
    act(state, Check(seat), issued)


def amount_named(betting: BettingRound) -> None:
    """The declared raise has its amount: calls made before it are held to it."""
    betting.declared = None
    for seat in betting.before_amount:
        held = betting.out_of_turn[seat]
        betting.out_of_turn[seat] = HeldAction(held.action, betting.current_bet, betting.changes)


def reach_out_of_turn(state: TableState, betting: BettingRound, issued: list[Ruling]) -> None:
    """The action reached a seat that acted out of turn (ACTION-OUT-OF-TURN, decision 16).

    It is measured against what the player faced, held wagers he answered included: if
    the bet is still that one and no one bet or raised in turn since (a check, call or
    fold, or a held wager now made, changes nothing), his action stands and is made now.
    Otherwise it is released and the seat decides again; under ``rrop-cash`` one who
    checked or called may then only call or fold.
    """
    seat = state.to_act
    if seat is None or seat not in betting.out_of_turn:
        return
    earlier, faced, changes = betting.out_of_turn.pop(seat)
    if betting.current_bet == faced and betting.changes == changes:
        if seat in betting.before_amount:
            betting.before_amount.discard(seat)
            issued.append(
                ruling(
                    "BOUND_TO_AMOUNT",
                    f"Seat {seat} called before the amount was known: he calls "
                    f"{betting.current_bet}",
                )
            )
        else:
            issued.append(
                ruling(
                    "OUT_OF_TURN_BINDS",
                    f"The action to seat {seat} did not change: {earlier} stands",
                )
            )
        act(state, held_made_now(state, earlier, issued), issued, held=True)
        return
    betting.before_amount.discard(seat)
    option = {
        Check: "oot_check_may_raise_if_action_changes",
        Call: "oot_call_may_raise_if_action_changes",
    }.get(type(earlier))
    locked = option is not None and state.setup.options[option] == "no"
    word = "checked" if isinstance(earlier, Check) else "called"
    if locked:
        betting.no_raise[seat] = f"he {word} out of turn before the action changed"
    issued.append(
        ruling(
            "OUT_OF_TURN_RELEASED",
            f"The action to seat {seat} changed: its out-of-turn {earlier.type} is void"
            + (f", and having {word} it may only call or fold at this turn" if locked else ""),
        )
    )


def held_made_now(
    state: TableState, earlier: Check | Call | Bet | Raise, issued: list[Ruling]
) -> Check | Call | Bet | Raise:
    """A held bet or raise, made now, at a legal size (its size was judged only against
    what the seat faced); where no raise is possible now it stands as a call."""
    if not isinstance(earlier, (Bet, Raise)):
        return earlier
    seat = earlier.seat
    if sizing.current_raise_bounds(state, seat)[0] is None:
        issued.append(
            ruling(
                "RAISE_NOT_ALLOWED_CALL",
                f"Seat {seat} raised out of turn but may not raise now: it stands as a call",
            )
        )
        return Call(seat)
    return sizing.corrected(state, earlier, issued)


# ------------------------------------------------------------------ counts


def call_withdrawn(state: TableState, seat: int, issued: list[Ruling]) -> bool:
    """ACCEPTED-ACTION: a call after a count short of the bet.

    It accepts the full bet (TDA 49, RP-12), unless ``gross_misunderstanding_relief`` is
    on and the count was under 80 % of the call (RRoP s14 NL #7): then the call is taken
    back, and the seat may call the true amount or fold.
    """
    betting = state.round
    if betting is None or not betting.counts:
        return False
    told = betting.counts.pop(seat, None)
    if told is None or told >= betting.current_bet:
        return False
    in_front, stack = state.bets[seat], state.stacks[seat]
    understood = told - in_front
    owed = min(betting.current_bet - in_front, stack)
    if understood >= stack:
        return False  # all in either way
    relief = state.setup.options["gross_misunderstanding_relief"] == "yes"
    if not relief or 5 * understood >= 4 * owed:
        issued.append(
            ruling(
                "ACCEPTED_ACTION",
                f"Seat {seat} called on a count of {told}: he has accepted the full bet of "
                f"{betting.current_bet}",
            )
        )
        return False
    betting.no_raise[seat] = "the call he took back leaves him calling or folding"
    issued.append(
        ruling(
            "GROSS_MISUNDERSTANDING",
            f"Seat {seat} called on a count of {told}, less than 80 % of the "
            f"{betting.current_bet} bet: the call is taken back; he may call the full bet "
            "or fold",
        )
    )
    return True


# ------------------------------------------------------------------ dead hands


def muck_while_live(state: TableState, seat: int, issued: list[Ruling]) -> None:
    """A live hand thrown away before the showdown is dead (SHOWDOWN-MUCK-WHILE-LIVE); a bet
    or raise of it that nobody has called goes back at once, as for a hand the dealer kills
    (TDA 15-B, 65-A; RRoP s3 Irregularities #2), so the players still to act face the bet
    before it."""
    issued.append(
        ruling(
            "MUCKED_WHILE_LIVE",
            f"Seat {seat} threw his hand away while it was live: it is dead, and what he put "
            "in stays in the pot, except a bet or raise nobody has called",
        )
    )
    void_uncalled_wager(state, seat, issued)
    kill_hand(state, seat, issued)


def void_uncalled_wager(state: TableState, seat: int, issued: list[Ruling]) -> None:
    """The last bet or raise, by ``seat``, that nobody has called: it goes back, and the
    round is again as it was before it (the players still to act face the bet before)."""
    betting = state.round
    if betting is None or betting.aggressor != seat or betting.before_wager is None:
        return
    bets = state.bets
    matched = max((bets[s] for s in state.seating.order if s != seat), default=0)
    excess = bets[seat] - matched
    if excess <= 0:
        return
    bets[seat] -= excess
    state.committed[seat] -= excess
    state.stacks[seat] += excess
    state.all_in.discard(seat)
    (
        betting.current_bet, betting.increment, betting.counted_level, betting.counted_bets,
        betting.full_raise_seq, betting.capped, betting.aggressor,
    ) = betting.before_wager  # fmt: skip
    betting.before_wager = None
    betting.current_bet = max(betting.current_bet, matched)
    levels = betting.acted_level
    for other in list(betting.pending):
        if other != seat and levels.get(other, -1) >= betting.current_bet:
            betting.pending.discard(other)  # it had matched the bet it faces again
    issued.append(
        ruling(
            "UNCALLED_BET_RETURNED",
            f"Nobody had called seat {seat}'s wager: {excess} of it goes back to him, and the "
            f"players still to act face {betting.current_bet}",
        )
    )


def kill_hand(state: TableState, seat: int, issued: list[Ruling], *, settle: bool = True) -> None:
    """``seat``'s hand is dead: its cards go to the muck, its chips stay in the pot.

    At its turn to act it counts as a fold; at the showdown as a muck (with ``settle``
    false the showdown does not move on yet: more hands are about to be found dead).
    """
    if state.phase == "showdown":
        streets.dead_at_showdown(state, seat, issued, settle)
        return
    betting = state.round
    if betting is not None and betting.declared == seat:
        betting.declared = None  # his raise never gets an amount: plain out-of-turn calls
        betting.before_amount.clear()
    if betting is not None and seat == state.to_act:
        act(state, Fold(seat), issued)
        return
    state.folded.add(seat)
    state.all_in.discard(seat)  # a dead all-in hand cuts no side pot and answers no raise
    state.muck_hand(seat)
    if betting is not None:
        betting.pending.discard(seat)
        betting.out_of_turn.pop(seat, None)
        betting.before_amount.discard(seat)
        if len(state.folded) == len(state.seating.order) - 1:
            streets.close_round(state, issued)
        else:
            release_lone_player(state, betting)
            if not betting.pending:
                streets.close_round(state, issued)
    elif len(state.folded) == len(state.seating.order) - 1:
        streets.award_uncontested(state, state.live_seats()[0], issued)
    elif state.exposure is not None and state.to_act == seat:
        state.to_act = streets.next_to_table(state)
