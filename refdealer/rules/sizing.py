"""Bet sizes: what the seat to act may do, the least and most it may bet or raise to.

No-limit: a bet of at least the big blind, a raise of at least the last full raise
(NL-MIN-BET, MIN-RAISE). Pot-limit: at most the pot after the raiser's call, the blinds
counted as fully posted before the flop (PL-MAX). Fixed limit: the street's bet, capped
(LIMIT-BET-SIZES, LIMIT-CAP) unless heads-up. No raise is offered that nobody could call
(clarification 4), nor to a seat a short all-in did not reopen the betting for.
"""

from __future__ import annotations

from refdealer.rulings import Ruling, ruling
from refdealer.table.betting import BettingRound, LegalActions
from refdealer.table.events import Bet, Raise
from refdealer.table.setup import Game
from refdealer.table.state import TableState


def bet_size(state: TableState, street: int) -> int:
    """The street's bet: the small or big bet in fixed limit, the big blind otherwise."""
    setup = state.setup
    if setup.game is Game.FIXED_LIMIT:
        return setup.small_bet if street < 2 else setup.big_bet
    return setup.big_blind


def legal_actions(state: TableState) -> LegalActions | None:
    """What the seat to act may do, or ``None`` when no betting decision is due."""
    betting = state.round
    seat = state.to_act
    if betting is None or seat is None:
        return None
    stack = state.stacks[seat]
    owed = betting.current_bet - state.bets[seat]
    call = owed if owed < stack else stack
    low, high = raise_bounds(state, seat, betting)
    fields: tuple[int, bool, bool, int, int | None, int | None]
    if betting.declared == seat and low is not None:  # said "raise": the amount is open
        fields = (seat, False, False, call if call > 0 else 0, low, high)
    else:
        fields = (seat, True, owed <= 0, call if call > 0 else 0, low, high)
    made = _LEGAL.get(fields)
    return _legal(fields) if made is None else made


#: LegalActions are frozen values, so equal ones are shared (making one costs far more
#: than finding it: 6 % of a typed hand's instructions, 3 % of a dict hand's, measured with
#: benchmarks/count_instructions.py); the table is emptied when it grows past a few thousand.
_LEGAL: dict[tuple[int, bool, bool, int, int | None, int | None], LegalActions] = {}


def _legal(fields: tuple[int, bool, bool, int, int | None, int | None]) -> LegalActions:
    made = _LEGAL.get(fields)
    if made is None:
        if len(_LEGAL) >= 4096:
            _LEGAL.clear()
        made = _LEGAL[fields] = LegalActions(*fields)
    return made


def raise_bounds(
    state: TableState, seat: int, betting: BettingRound
) -> tuple[int | None, int | None]:
    """The least and most ``seat`` may bet or raise to now (both ``None`` if it may not)."""
    stack = state.stacks[seat]
    in_front = state.bets[seat]
    if stack <= betting.current_bet - in_front:
        return None, None
    if betting.capped or not betting.reopened_for(seat) or seat in betting.no_raise:
        return None, None
    if betting.limited and seat in betting.limited:
        return None, None
    if raise_is_null(state, seat, betting):
        return None, None
    all_in_to = in_front + stack
    game = state.setup.game
    if game is Game.FIXED_LIMIT:
        if cap_reached(state, betting):
            return None, None
        target = min(betting.counted_level + betting.bet_size, all_in_to)
        return target, target
    low = betting.current_bet + betting.increment
    high = all_in_to
    if game is Game.POT_LIMIT:
        high = min(high, betting.current_bet + pot_after_call(state, seat, betting))
    if low > high:
        low = high
    return low, high


def current_raise_bounds(state: TableState, seat: int) -> tuple[int | None, int | None]:
    """:func:`raise_bounds` in the round now open (both ``None`` between rounds)."""
    if state.round is None:
        return None, None
    return raise_bounds(state, seat, state.round)


def raise_is_null(state: TableState, seat: int, betting: BettingRound) -> bool:
    """A raise nobody could call is no raise (clarification 4): no other seat still in
    can put in more than the bet to match, so only calling or folding is left."""
    bets, stacks, folded, current = state.bets, state.stacks, state.folded, betting.current_bet
    for other in state.seating.order:
        if other != seat and other not in folded and bets[other] + stacks[other] > current:
            return False
    return True


def cap_reached(state: TableState, betting: BettingRound) -> bool:
    """Fixed limit: the bet and the raises allowed this round have all been made."""
    cap = state.setup.options["limit_cap_raises"]
    assert isinstance(cap, int)
    if betting.counted_bets < 1 + cap:
        return False
    return cap_applies(state)


def cap_applies(state: TableState) -> bool:
    """The cap holds unless heads-up play is uncapped and only two players are left."""
    if state.setup.options["heads_up_uncapped"] == "no":
        return True
    return state.able_count() >= 3


def pot_after_call(state: TableState, seat: int, betting: BettingRound) -> int:
    """Pot-limit: every chip in the middle and in front, plus the raiser's call."""
    pot = sum(state.committed.values()) + (betting.current_bet - state.bets[seat])
    if betting.street == 0:
        pot += preflop_blind_shortfall(state)
    return pot


def preflop_blind_shortfall(state: TableState) -> int:
    """Pot-limit sizing before the flop counts the blinds as fully posted (PL-MAX).

    A short or folded blind is still sized as the full blind (TDA 54-B); with
    ``pl_sb_counts_as_bb`` the small blind is sized as a big blind (RRoP s14 PL #6).
    """
    setup, seating = state.setup, state.seating
    small = setup.small_blind
    if small and setup.options["pl_sb_counts_as_bb"] == "yes":
        small = setup.big_blind
    small_seat = seating.small_blind  # None: no small blind this hand (DEAD-BUTTON)
    extra = max(0, small - state.bets[small_seat]) if small and small_seat is not None else 0
    return extra + max(0, setup.big_blind - state.bets[seating.big_blind])


def pot_sized_raise(state: TableState, seat: int) -> int:
    """The total a pot-sized bet or raise by ``seat`` would come to (the pot-limit
    maximum's size, without its cap at the stack)."""
    betting = state.round
    assert betting is not None
    return betting.current_bet + pot_after_call(state, seat, betting)


def corrected(state: TableState, event: Bet | Raise, issued: list[Ruling]) -> Bet | Raise:
    """A verbal bet or raise of the wrong size, brought to the legal one.

    Short of the minimum it is brought up (NL-MIN-BET, UNDERRAISE-CORRECTION); above the
    pot-limit maximum it is cut back (PL-MAX, PL-MISCOUNT); in fixed limit it becomes the
    street's size (LIMIT-BET-SIZES).
    """
    seat = event.seat
    total = event.amount if isinstance(event, Bet) else event.to
    low, high = current_raise_bounds(state, seat)
    assert low is not None and high is not None
    if low <= total <= high:
        return event
    fixed = state.setup.game is Game.FIXED_LIMIT
    legal = low if total < low else high
    word = "bet" if isinstance(event, Bet) else "raise"
    if fixed:
        issued.append(
            ruling(
                "LIMIT_SIZE_CORRECTED",
                f"Seat {seat}'s {word} to {total} is the wrong size for this street: it is "
                f"made {legal}",
            )
        )
    elif total < low:
        issued.append(
            ruling(
                "BROUGHT_TO_MINIMUM" if isinstance(event, Bet) else "RAISE_BROUGHT_TO_MINIMUM",
                f"Seat {seat}'s {word} to {total} is short of the minimum: it is made {low}",
            )
        )
    else:
        issued.append(
            ruling(
                "REDUCED_TO_MAXIMUM",
                f"Seat {seat}'s {word} to {total} is more than the pot allows: it is cut "
                f"back to {high}",
            )
        )
    return Bet(seat, legal) if isinstance(event, Bet) else Raise(seat, legal)


def why_no_raise(state: TableState, seat: int) -> str:
    """The true reason ``seat`` may not raise, in the order :func:`raise_bounds` checks."""
    betting = state.round
    assert betting is not None
    if state.stacks[seat] <= betting.current_bet - state.bets[seat]:
        return "the seat has only enough chips to call"
    if betting.capped or (state.setup.game is Game.FIXED_LIMIT and cap_reached(state, betting)):
        return "the betting is capped"
    if not betting.reopened_for(seat):
        return "a short all-in did not reopen the betting for this seat"
    if seat in betting.no_raise:
        return f"seat {seat} may only call or fold: {betting.no_raise[seat]}"
    if seat in betting.limited:
        return f"seat {seat} may not bet or raise this round: {betting.limited[seat]}"
    others = [s for s in state.seating.order if s != seat and s not in state.folded]
    if all(s in state.all_in for s in others):
        return "every other player still in is all in"
    return (
        f"no other player still in can put in more than the {betting.current_bet} to match, "
        "so a raise could not be called"
    )
