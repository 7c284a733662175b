"""Mutants of the live blinds above the big blind: the straddle and the kill (STRADDLE,
KILL-POT, KILL-BUTTON)."""

from __future__ import annotations

from collections.abc import Mapping

from refdealer.hand import Hand
from refdealer.mutants.base import Mutant
from refdealer.rules import streets
from refdealer.rulings import Ruling
from refdealer.session import kill_newcomers, kills
from refdealer.session.kills import KillButton
from refdealer.session.positions import HandPlan
from refdealer.session.state import SessionState
from refdealer.table import setup as setup_module
from refdealer.table.state import TableState

_after_hand = kills.after_hand


def _straddler_acts_first(state: TableState) -> int:
    """The action before the flop starts with the straddler, as if he were one more player
    under the gun, instead of on his left."""
    overblind = state.setup.overblind
    return overblind.seat if overblind is not None else state.seating.first_preflop


_scaled = setup_module._scaled


def _scaled_blind_only(amount: int, factor: tuple[int, int], field: str) -> int:
    """A kill is posted, but the limits of the hand stay as they were."""
    return amount if field.startswith("limits") else _scaled(amount, factor, field)


def _kill_never_owed(
    button: KillButton, hand: Hand, payouts: Mapping[int, int] | None = None
) -> tuple[KillButton, list[Ruling]]:
    """Two pots won running owe nothing: the holder keeps a single leg."""
    after, said = _after_hand(button, hand, payouts)
    if after.legs >= kills.KILLING:
        after = KillButton(after.seat, 1)
    return after, said


def _any_second_pot_is_a_leg(hand: Hand, winner: int) -> bool:
    """The second leg needs no bet beyond the blinds: a pot of blind money is enough."""
    return True


def _newcomers_play_killed_pots(
    state: SessionState, plan: HandPlan, kind: str
) -> tuple[HandPlan, tuple[Ruling, ...]]:
    """A new player who comes in is dealt into a killed pot like anyone (RRoP s13 #12
    forgotten)."""
    return plan, ()


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    M("straddler-acts-first", "STRADDLE",
      "before the flop the straddler acts first, not last: the action starts with him",
      patches=((streets, "preflop_first", _straddler_acts_first),)),
    M("kill-limits-not-raised", "KILL-POT",
      "a kill is posted but the limits of the hand stay at the game's",
      patches=((setup_module, "_scaled", _scaled_blind_only),)),
    M("kill-not-owed-after-two-pots", "KILL-BUTTON",
      "the holder of the kill button who wins a second pot running owes no kill",
      patches=((kills, "after_hand", _kill_never_owed),)),
    M("kill-second-leg-without-a-full-bet", "KILL-BUTTON",
      "a second pot of blind money only counts as the second leg of a kill",
      patches=((kills, "full_bet_beyond_blinds", _any_second_pot_is_a_leg),)),
    M("newcomer-plays-a-killed-pot", "KILL-POT",
      "a new player coming in is dealt into a killed pot without agreeing to kill the next",
      patches=((kill_newcomers, "hold_out", _newcomers_play_killed_pots),)),
)  # fmt: skip
