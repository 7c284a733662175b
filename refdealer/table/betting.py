"""One betting round: who still has to act, what each seat may do, and for how much.

The round tracks the bet to match, the size of the last full bet or raise (the minimum
increment), the limit bet count toward the cap, and for each seat the bet level it last
acted at, so a short all-in re-opens the betting only for those it should (TDA 47,
RRoP s14 NL #3 and #5; in limit RRoP s3 Betting and TDA 47-B).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from refdealer.table.events import Bet, Call, Check, Raise
from refdealer.table.setup import Game


class HeldAction(NamedTuple):
    """An action out of turn, held until the action reaches its seat (ACTION-OUT-OF-TURN).

    ``faced`` is the bet the player saw when he acted, earlier held wagers included (what he
    answered), and ``changes`` how many wagers had been made in turn by then: the action to
    him changed if, when it reaches him, either differs (catalog decision 16).
    """

    action: Check | Call | Bet | Raise
    faced: int
    changes: int


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the seat to act may do; raise bounds are totals in front of it this round.

    ``call`` is the chips the seat adds to call (0 when it may check; capped at its stack).
    ``min_raise_to``/``max_raise_to`` bound a bet or raise, both ``None`` when it may not.
    """

    seat: int
    fold: bool
    check: bool
    call: int
    min_raise_to: int | None
    max_raise_to: int | None

    @property
    def can_raise(self) -> bool:
        return self.min_raise_to is not None

    def to_dict(self) -> dict[str, object]:
        return {
            "fold": self.fold,
            "check": self.check,
            "call": self.call,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
        }


class BettingRound:
    """The mutable state of one street's betting; :class:`refdealer.hand.Hand` drives it."""

    __slots__ = (
        "acted_level",
        "acted_seq",
        "aggressor",
        "before_amount",
        "before_wager",
        "behind",
        "bet_size",
        "capped",
        "changes",
        "counted_bets",
        "counted_level",
        "counts",
        "current_bet",
        "declared",
        "full_raise_seq",
        "game",
        "increment",
        "limited",
        "no_raise",
        "opening_bet",
        "out_of_turn",
        "pending",
        "street",
        "wagers",
    )

    def __init__(self, street: int, game: Game, bet_size: int, opening_reference: int) -> None:
        self.street = street
        self.game = game
        #: Limit: the street's fixed bet; big-bet games: the big blind (minimum bet).
        self.bet_size = bet_size
        #: The amount every seat must match (before the flop at least the full big blind).
        self.current_bet = opening_reference
        #: The size of the last full bet or raise: the minimum raise increment.
        self.increment = bet_size
        #: Limit: the level of the last bet or raise that counts toward the cap.
        self.counted_level = opening_reference
        #: Limit: bets and raises counted this round (the big blind counts as the bet).
        self.counted_bets = 1 if opening_reference else 0
        self.capped = False
        self.full_raise_seq = 0
        #: Seat -> the bet level it matched or made when it last acted this round.
        self.acted_level: dict[int, int] = {}
        #: Seat -> ``full_raise_seq`` when it last acted (limit re-opening).
        self.acted_seq: dict[int, int] = {}
        #: Seats that must still act before the round can close.
        self.pending: set[int] = set()
        #: The last seat to bet or raise this round (showdown order).
        self.aggressor: int | None = None
        #: The round's sizes just before the last bet or raise (current bet, increment,
        #: limit level and count, full-raise count, capped, aggressor): what the round goes
        #: back to if that wager is voided before anyone calls it (PROTECT-HAND).
        self.before_wager: tuple[int, int, int, int, int, bool, int | None] | None = None
        #: Seat -> its action out of turn, held until the action reaches it.
        self.out_of_turn: dict[int, HeldAction] = {}
        #: Bets and raises made in turn that no one had already made out of turn: each one
        #: changes the action for every held action made before it.
        self.changes = 0
        #: Every bet and raise made this round, full or not (UNDERCALL: the opening bet).
        self.wagers = 0
        #: The round's opening bet: the big blind before the flop, else the first bet (0
        #: until one is made). An undercall forfeited with one chip forfeits this much.
        self.opening_bet = opening_reference
        #: Seat -> why it may only call or fold (an out-of-turn check or call released by a
        #: change of action, a call taken back after a wrong count).
        self.no_raise: dict[int, str] = {}
        #: Seat -> why it may not bet or raise for the rest of the round (a skipped player
        #: limited to checking, calling or folding, TDA 53-B).
        self.limited: dict[int, str] = {}
        #: The seat to act that said "raise" (or "bet") and has not named the amount yet.
        self.declared: int | None = None
        #: Seats holding a call made before that amount was known (WAIT-FOR-AMOUNT).
        self.before_amount: set[int] = set()
        #: Seat -> the bet total it was told when it asked for a count (ACCEPTED-ACTION).
        self.counts: dict[int, int] = {}
        #: Actions out of turn made while the seat to act waits, each: did it put chips in
        #: (SKIPPED-PLAYER). Cleared when the seat to act acts.
        self.behind: list[bool] = []

    def faced(self) -> int:
        """The bet a player acting out of turn now answers: the bet to match, or a held
        out-of-turn bet or raise above it, which he saw made."""
        held = [
            h.action.amount if isinstance(h.action, Bet) else h.action.to
            for h in self.out_of_turn.values()
            if isinstance(h.action, (Bet, Raise))
        ]
        return max([self.current_bet, *held])

    def reopened_for(self, seat: int) -> bool:
        """Whether ``seat`` may raise again: it has not acted, or faces a full raise since."""
        level = self.acted_level.get(seat)
        if level is None:
            return True
        if self.game is Game.FIXED_LIMIT:
            if self.full_raise_seq > self.acted_seq[seat]:
                return True
            return self.current_bet - level >= self.bet_size
        return self.current_bet - level >= self.increment
