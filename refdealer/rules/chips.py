"""Reading chips pushed out: what a ``chips`` event counts as, and why (catalog decision 11).

Motions M1..Mn are the separate movements of chips; ``declared`` is what the player said
first. A declared amount fixes the bet and the motions only supply chips; "call", "check",
"fold" and "all in" are that action; "raise" without an amount lets every motion count under
``rrop-cash`` (``raise_multi_motion_after_verbal: allowed``) and only the first otherwise.
Silently, the first motion is judged alone once it reaches the call, by the one-chip,
multi-chip and 50 % rules, and the rest goes back (STRING-BET); a first motion short of the
call is joined by later ones up to the call.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from refdealer.errors import RejectedEvent
from refdealer.limits import MAX_INTEGER, short_repr
from refdealer.rules import sizing
from refdealer.rulings import Ruling, ruling
from refdealer.table.betting import BettingRound
from refdealer.table.events import Bet, Call, Check, Chips, Fold, Raise
from refdealer.table.setup import Game
from refdealer.table.state import TableState

BettingAction = Fold | Check | Call | Bet | Raise

#: A spoken amount: ASCII digits only (``\d`` would take any script's digits).
_AMOUNT = re.compile(r"^(?:(raise|bet)(?: to)? )?([0-9]+)$")


@dataclass(frozen=True, slots=True)
class Declaration:
    """What a player said, normalised: a kind and, for amounts, the number."""

    kind: str  # silent, fold, check, call, all_in, raise, pot, raise_to, amount
    amount: int | None = None


def parse_declaration(text: str | None) -> Declaration:
    """Read the words; anything unclear goes to the floor (the event is refused)."""
    if text is None or not text.strip():
        return Declaration("silent")
    words = " ".join(text.lower().replace("-", " ").split())
    simple = {
        "fold": "fold",
        "check": "check",
        "call": "call",
        "all in": "all_in",
        "allin": "all_in",
        "raise": "raise",
        "bet": "raise",
        "pot": "pot",
        "bet the pot": "pot",
        "raise the pot": "pot",
    }
    if words in simple:
        return Declaration(simple[words])
    match = _AMOUNT.match(words)
    if match:
        verb, number = match.groups()
        digits = number.lstrip("0")
        if len(digits) > len(str(MAX_INTEGER)) or int(digits or "0") > MAX_INTEGER:
            # Checked before int() reads it all: Python refuses a number of 4,300 digits.
            raise RejectedEvent(
                "MALFORMED_EVENT",
                f"the declaration names an amount of {len(digits)} digits, more than "
                f"MAX_INTEGER ({MAX_INTEGER}) chips",
            )
        if not digits:
            # No rule reads a wager of nothing (check? call? minimum bet?): the floor decides.
            raise RejectedEvent(
                "FLOOR_DECISION",
                f"the declaration {short_repr(text)} names no chips: the floor must decide",
            )
        return Declaration("raise_to" if verb else "amount", int(digits))
    raise RejectedEvent(
        "FLOOR_DECISION", f"the declaration {short_repr(text)} is not clear: the floor must decide"
    )


@dataclass(frozen=True, slots=True)
class Resolution:
    """The betting action a ``chips`` event counts as, and the rulings that say why."""

    action: BettingAction
    rulings: tuple[Ruling, ...]


class _Reader:
    """One resolution: the table facts it needs and the rulings it collects."""

    def __init__(self, state: TableState, event: Chips, betting: BettingRound) -> None:
        self.state = state
        self.event = event
        self.seat = event.seat
        self.betting = betting
        self.in_front = state.bets[event.seat]
        self.stack = state.stacks[event.seat]
        self.current = betting.current_bet
        self.owed = max(0, self.current - self.in_front)
        self.all_in_to = self.in_front + self.stack
        self.low, self.high = sizing.raise_bounds(state, event.seat, betting)
        self.limit = state.setup.game is Game.FIXED_LIMIT
        self.notes: list[Ruling] = []

    def note(self, code: str, message: str) -> None:
        self.notes.append(ruling(code, message))

    def call(self) -> BettingAction:
        return Check(self.seat) if self.owed == 0 else Call(self.seat)

    def raise_to(self, total: int) -> BettingAction:
        return Bet(self.seat, total) if self.current == 0 else Raise(self.seat, total)

    def returned(self, pushed: int, used: int) -> str:
        back = pushed - used
        return f"; {back} goes back" if back > 0 else ""

    def legal_total(self, total: int) -> int:
        """Bring a wanted bet or raise within the legal bounds (assumes a raise is allowed)."""
        assert self.low is not None and self.high is not None
        if self.limit:
            if total != self.low:
                self.note(
                    "LIMIT_SIZE_CORRECTED",
                    f"Seat {self.seat}'s wager to {total} is the wrong size for this street: it "
                    f"is made {self.low}",
                )
            return self.low
        if total < self.low:
            self.note(
                "BROUGHT_TO_MINIMUM" if self.current == 0 else "RAISE_BROUGHT_TO_MINIMUM",
                f"Seat {self.seat}'s {'bet' if self.current == 0 else 'raise'} to {total} is "
                f"short of the minimum: it is made {self.low}",
            )
            return self.low
        if total > self.high:
            if self.high == self.all_in_to:
                self.note(
                    "TABLE_STAKES_ALL_IN",
                    f"Seat {self.seat} named {total} but has {self.all_in_to} in all: only the "
                    "chips on the table play, so he is all in",
                )
            else:
                self.note(
                    "REDUCED_TO_MAXIMUM",
                    f"Seat {self.seat}'s wager to {total} is more than the pot allows: it is "
                    f"made {self.high} and the rest goes back",
                )
            return self.high
        return total


def resolve_chips(state: TableState, event: Chips) -> Resolution:
    """The action ``event`` counts as; raises :class:`RejectedEvent` when none can be ruled."""
    betting = state.round
    assert betting is not None
    reader = _Reader(state, event, betting)
    pushed = sum(sum(motion) for motion in event.motions)
    if pushed > reader.stack:
        raise RejectedEvent(
            "ABOVE_MAXIMUM",
            f"{event}: seat {event.seat} has only {reader.stack} behind, not {pushed}",
        )
    declaration = parse_declaration(event.declared)
    action = _declared(reader, declaration, pushed)
    if action is None:
        action = _silent(reader, event, pushed)
    return Resolution(action, tuple(reader.notes))


def _unambiguous(reader: _Reader, said: Declaration) -> Declaration:
    """AMBIGUOUS-AMOUNT (TDA 57): a number too small to be a wager at these stakes means the
    highest reasonable amount, by powers of ten, not exceeding the pot before the bet."""
    amount = said.amount
    big_blind = reader.state.setup.big_blind
    if amount is None or amount <= 0 or amount >= big_blind:
        return said
    pot = sum(reader.state.committed.values())
    reading = amount
    while reading * 10 <= pot:
        reading *= 10
    if reading == amount:
        return said
    reader.note(
        "AMBIGUOUS_AMOUNT",
        f"Seat {reader.seat} said {amount}: with {pot} in the pot that means {reading}",
    )
    return Declaration(said.kind, reading)


def _declared(reader: _Reader, said: Declaration, pushed: int) -> BettingAction | None:
    seat, can_raise = reader.seat, reader.low is not None
    if said.kind == "silent":
        return None
    if said.kind in ("amount", "raise_to"):
        said = _unambiguous(reader, said)
    if said.kind == "amount":
        assert said.amount is not None
        reader.note(
            "VERBAL_AMOUNT",
            f"Seat {seat} named {said.amount}: it is read as {said.amount} pushed out silently",
        )
        return _judge_amount(reader, said.amount, chips=None, pushed=said.amount)
    if said.kind == "fold":
        reader.note("VERBAL_DECLARATION", f"Seat {seat} said fold: the hand is dead")
        return Fold(seat)
    if said.kind in ("check", "call") and reader.owed == 0:
        if said.kind == "call":
            reader.note("CALL_IS_CHECK", f"Seat {seat} said call with no bet to call: a check")
        return Check(seat)
    if said.kind == "check":
        reader.note(
            "CHECK_FACING_BET",
            f"Seat {seat} said check facing {reader.owed}: he may call or fold, not raise; "
            "the chips he pushed make it a call",
        )
        return Call(seat)
    if said.kind == "call":
        reader.note(
            "VERBAL_DECLARATION",
            f"Seat {seat} said call: it is a call of {min(reader.owed, reader.stack)}"
            + reader.returned(pushed, min(reader.owed, reader.stack)),
        )
        return Call(seat)
    if said.kind == "all_in":
        if not can_raise or reader.all_in_to <= reader.current:
            reader.note("VERBAL_DECLARATION", f"Seat {seat} said all in: a call of his chips")
            return Call(seat)
        reader.note("VERBAL_DECLARATION", f"Seat {seat} said all in: to {reader.all_in_to}")
        return reader.raise_to(reader.legal_total(reader.all_in_to))
    if not can_raise:
        reader.note(
            "RAISE_NOT_ALLOWED_CALL",
            f"Seat {seat} declared a raise but may not raise here: it stands as a call",
        )
        return reader.call()
    assert reader.low is not None and reader.high is not None
    if said.kind == "pot":
        return _pot(reader, pushed)
    if said.kind == "raise_to":
        assert said.amount is not None
        reader.note("VERBAL_AMOUNT", f"Seat {seat} declared {said.amount}: the amount stands")
        return reader.raise_to(reader.legal_total(said.amount))
    # "raise" (or "bet") without an amount.
    motions = reader.event.motions
    if reader.state.setup.options["raise_multi_motion_after_verbal"] == "allowed":
        counted = pushed
    else:
        counted = sum(motions[0])
        if len(motions) > 1:
            reader.note(
                "STRING_BET",
                f"Seat {seat} went back to his stack after the first motion: only {counted} counts",
            )
    total = reader.in_front + counted
    if not reader.limit and total >= reader.low:
        reader.note("VERBAL_DECLARATION", f"Seat {seat} said raise: the chips make it {total}")
    return reader.raise_to(reader.legal_total(total))


def _pot(reader: _Reader, pushed: int) -> BettingAction:
    """ "Pot" said (INVALID-DECLARATIONS, catalog test 4). In pot-limit it is the maximum.

    In no-limit it binds to a valid bet (TDA 54-D), and the chips pushed (a ``chips`` event
    always has some) are read by ``no_limit_pot_with_chips``: ``pot_size`` (rrop-cash: a
    discrepancy is corrected to what was said, RRoP s14 NL, so the pot size, chips beyond it
    coming back) or ``chips_play`` (tda-2024: unless a clear amount was said the chips play,
    TDA 40-A, brought up to the minimum if short). Chips are never read down to the minimum;
    only under ``chips_play`` does "pot" never shrink the wager the chips made.
    """
    seat, state = reader.seat, reader.state
    assert reader.low is not None and reader.high is not None
    if state.setup.game is Game.POT_LIMIT:
        reader.note(
            "POT_DECLARATION", f"Seat {seat} said pot: the pot-limit maximum, {reader.high}"
        )
        return reader.raise_to(reader.high)
    chips_total = reader.in_front + pushed
    if state.setup.options["no_limit_pot_with_chips"] == "chips_play":
        reader.note(
            "POT_DECLARATION",
            f"Seat {seat} said pot and pushed {pushed}: the word names no amount in no-limit, so "
            "the chips play",
        )
        return reader.raise_to(reader.legal_total(chips_total))
    total = sizing.pot_sized_raise(state, seat)
    made = min(total, reader.all_in_to)
    reader.note(
        "POT_DECLARATION",
        f"Seat {seat} said pot and pushed {pushed}: what he said takes precedence over the "
        f"chips, and the pot makes it {total}"
        + (f", more than the {made} he has in all: all in" if total > made else "")
        + reader.returned(pushed, made - reader.in_front),
    )
    return reader.raise_to(reader.legal_total(total))


def _silent(reader: _Reader, event: Chips, pushed: int) -> BettingAction:
    seat = reader.seat
    first = event.motions[0]
    first_total = sum(first)
    if first_total >= reader.owed:
        if len(event.motions) > 1:
            reader.note(
                "STRING_BET",
                f"Seat {seat} pushed out {first_total} and went back for more: only the first "
                f"motion counts, {pushed - first_total} goes back",
            )
        return _judge_amount(reader, first_total, chips=first, pushed=first_total)
    # The first motion is short of the call: later motions count up to the call.
    if pushed >= reader.owed:
        if pushed > reader.owed:
            reader.note(
                "STRING_BET",
                f"Seat {seat} added chips in several motions: they count only up to the call "
                f"of {reader.owed}; {pushed - reader.owed} goes back",
            )
        return Call(seat)
    if pushed < reader.stack:
        reader.note(
            "UNDERCALL",
            f"Seat {seat} put out {pushed}, less than the {reader.owed} to call: it is a call, "
            + (
                "brought up to the full amount"
                if reader.stack >= reader.owed
                else f"brought up to all the {reader.stack} he has, all in"
            ),
        )
    return Call(seat)


def _judge_amount(
    reader: _Reader, amount: int, *, chips: tuple[int, ...] | None, pushed: int
) -> BettingAction:
    """One silent wager of ``amount`` (the first motion, or a number said alone)."""
    seat = reader.seat
    total = reader.in_front + amount
    can_raise = reader.low is not None
    if reader.owed == 0:
        if amount == 0:
            return Check(seat)
        if not can_raise:
            return Check(seat)
        if chips is not None and len(chips) == 1:
            reader.note(
                "ONE_CHIP_BET",
                f"Seat {seat} silently put out one {chips[0]} chip with no bet to face: a bet "
                "of its full value",
            )
        return reader.raise_to(reader.legal_total(total))
    if total < reader.current:
        # A number said alone that is short of the call: an undercall.
        reader.note(
            "UNDERCALL",
            f"Seat {seat} named {amount}, less than the {reader.owed} to call: it is a call",
        )
        return Call(seat)
    if total == reader.current or (amount >= reader.stack and total <= reader.current):
        return Call(seat)  # exactly the call (or all the chips there are): nothing to rule
    if chips is not None and len(chips) == 1:
        reader.note(
            "ONE_CHIP_CALL",
            f"Seat {seat} silently put out one {chips[0]} chip facing {reader.owed}: a call"
            + reader.returned(chips[0], min(reader.owed, reader.stack)),
        )
        return Call(seat)
    if chips is not None and amount - min(chips) < reader.owed:
        reader.note(
            "MULTI_CHIP_CALL",
            f"Seat {seat}'s chips were all needed to call {reader.owed}: a call"
            + reader.returned(amount, reader.owed),
        )
        return Call(seat)
    if not can_raise:
        return Call(seat)
    assert reader.low is not None
    if chips is not None and amount == reader.stack and total > reader.current:
        reader.note(
            "ALL_IN_LAST_CHIPS",
            f"Seat {seat} pushed out his last chips: all in for {total}, whatever the 50% rule "
            "says",
        )
        return reader.raise_to(min(total, reader.high or total))
    if total >= reader.low:
        return reader.raise_to(reader.legal_total(total))
    half = reader.betting.bet_size if reader.limit else reader.betting.increment
    if 2 * (total - reader.current) >= half:
        reader.note(
            "FIFTY_PERCENT_RAISE",
            f"Seat {seat} put in {total - reader.current} over the call, at least half a raise: "
            f"it must be a full raise, to {reader.low}",
        )
        return reader.raise_to(reader.low)
    reader.note(
        "FIFTY_PERCENT_CALL",
        f"Seat {seat} put in less than half a raise over the call: it is a call"
        + reader.returned(pushed, reader.owed),
    )
    return Call(seat)
