"""Mutants of bet sizes: minimum bets and raises, pot-limit maximum, limit sizes and caps."""

from __future__ import annotations

from typing import Any

from refdealer.errors import RejectedEvent
from refdealer.mutants.base import Mutant, fixed, misread_options, plus_one
from refdealer.rules import actions, corrections, sizing, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.betting import BettingRound
from refdealer.table.setup import Game
from refdealer.table.state import TableState

_raise_bounds = sizing.raise_bounds
_corrected = sizing.corrected
_raise_to = actions.raise_to
_bet_size = sizing.bet_size
_pot_after_call = sizing.pot_after_call


def _min_raise_from_bet(
    h: TableState, seat: int, betting: BettingRound
) -> tuple[int | None, int | None]:
    low, high = _raise_bounds(h, seat, betting)
    if low is None or high is None or h.setup.game is Game.FIXED_LIMIT:
        return low, high
    if betting.current_bet > 0:
        low = min(max(low, 2 * betting.current_bet), high)
    return low, high


def _min_bet_one_chip(
    h: TableState, seat: int, betting: BettingRound
) -> tuple[int | None, int | None]:
    low, high = _raise_bounds(h, seat, betting)
    if low is None or high is None or h.setup.game is Game.FIXED_LIMIT:
        return low, high
    if betting.current_bet == 0:
        low = 1
    return low, high


def _underraise_refused(h: TableState, event: Any, issued: list[Ruling]) -> Any:
    low, _high = sizing.current_raise_bounds(h, event.seat)
    total = event.amount if hasattr(event, "amount") else event.to
    if h.setup.game is not Game.FIXED_LIMIT and low is not None and total < low:
        raise RejectedEvent("BELOW_MINIMUM", f"{event}: short of the minimum {low}")
    return _corrected(h, event, issued)


def _overbet_refused(h: TableState, event: Any, issued: list[Ruling]) -> Any:
    _low, high = sizing.current_raise_bounds(h, event.seat)
    total = event.amount if hasattr(event, "amount") else event.to
    if h.setup.game is Game.POT_LIMIT and high is not None and total > high:
        raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: more than the pot, {high}")
    return _corrected(h, event, issued)


class _ReopeningRound(BettingRound):
    __slots__ = ()

    def reopened_for(self, seat: int) -> bool:
        level = self.acted_level.get(seat)
        if level is None or self.game is Game.FIXED_LIMIT:
            return super().reopened_for(seat)
        return self.current_bet > level


def _half_bet_incomplete(
    h: TableState, seat: int, total: int, betting: BettingRound, issued: list[Ruling]
) -> None:
    size = betting.bet_size
    short = total < betting.counted_level + size
    if h.setup.game is Game.FIXED_LIMIT and short:
        betting.bet_size = 2 * max(0, total - betting.counted_level) + 1
    try:
        _raise_to(h, seat, total, betting, issued)
    finally:
        betting.bet_size = size


def _big_bet_on_river_only(h: TableState, street: int) -> int:
    if h.setup.game is Game.FIXED_LIMIT:
        return h.setup.small_bet if street < 3 else h.setup.big_bet
    return _bet_size(h, street)


def _pot_limit_without_call(h: TableState, seat: int, betting: BettingRound) -> int:
    return _pot_after_call(h, seat, betting) - (betting.current_bet - h.bets[seat])


def _short_wager_stands(state: TableState, event: Any, issued: list[Ruling]) -> None:
    state.short_wager = None  # found on its street, but left as it was
    issued.append(ruling("SHORT_WAGER_STANDS", f"Seat {event.seat}'s wager stands"))


def _no_substantial_action(state: TableState, logged: int) -> bool:
    return False  # a miscounted pot bet corrected however much action followed it


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    M("min-raise-from-bet", "NL-MIN-RAISE",
      "the minimum raise is twice the bet, not the bet plus the last raise increment",
      patches=((sizing, "raise_bounds", _min_raise_from_bet),)),
    M("min-bet-one-chip", "NL-MIN-BET", "the minimum bet after the flop is one chip",
      patches=((sizing, "raise_bounds", _min_bet_one_chip),)),
    M("underraise-refused", "UNDERRAISE-CORRECTION",
      "a raise short of the minimum is refused instead of brought up",
      patches=((sizing, "corrected", _underraise_refused),)),
    M("short-all-in-reopens", "ALLIN-SHORT-RAISE-REOPEN",
      "a short all-in raise reopens the betting for those who acted",
      patches=((streets, "BettingRound", _ReopeningRound),)),
    M("half-bet-all-in-not-a-raise", "INCOMPLETE-BET",
      "limit: an all-in of half a bet or more does not count as a raise",
      patches=((actions, "raise_to", _half_bet_incomplete),)),
    M("cap-one-raise-late", "CAP-LIMIT", "limit: the cap comes one raise late",
      patches=misread_options(limit_cap_raises=plus_one)),
    M("heads-up-cap-kept", "CAP-HEADS-UP", "limit: the cap stays on when heads-up",
      patches=misread_options(heads_up_uncapped=fixed("no"))),
    M("big-bet-on-river-only", "LIMIT-BET-SIZES", "limit: the turn is bet at the small bet",
      patches=((sizing, "bet_size", _big_bet_on_river_only),)),
    M("pot-limit-without-call", "PL-MAX",
      "pot-limit: the maximum raise leaves out the raiser's call",
      patches=((sizing, "pot_after_call", _pot_limit_without_call),)),
    M("pot-limit-overbet-refused", "PL-MISCOUNT",
      "pot-limit: a bet above the pot is refused instead of cut back",
      patches=((sizing, "corrected", _overbet_refused),)),
    M("miscount-corrected-after-substantial-action", "PL-MISCOUNT",
      "pot-limit: a pot bet made on a miscount is made the pot however much action followed",
      patches=((corrections, "_substantial_action_since", _no_substantial_action),)),
    M("short-wager-found-later-stands", "UNDERRAISE-CORRECTION",
      "a short raise found later on its street stands, its callers adding nothing",
      patches=((corrections, "wager_found", _short_wager_stands),)),
)  # fmt: skip
