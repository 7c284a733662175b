"""Mutants of the floor between hands: the chip race, penalties, hand for hand, disputes."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.mutants.base import Mutant
from refdealer.rulings import Ruling
from refdealer.session import chip_race, floor, mistakes
from refdealer.session import table as session_table
from refdealer.session.floor_events import POT_ACCOUNTING, CorrectAward, Penalty, TimePasses
from refdealer.session.state import SessionState, finishing_places
from refdealer.table.cards import Card

_race = chip_race.race
_penalize = floor.penalize
_serve_penalties = floor.serve_penalties
_correct_award = floor.correct_award
_check_window = floor._check_next_hand_window
_correct_during_hand = floor._correct_during_hand
_hand_for_hand_time = floor.hand_for_hand_time
_run_clock = floor.run_clock


def _race_uncapped(
    stacks: Mapping[int, int], denominations: Sequence[int], cards: Sequence[Card], method: str
) -> chip_race.ChipRace:
    """Every race is run card by card, several chips to one player, half a chip rounded up."""
    return _race(stacks, denominations, cards, chip_race.PER_CARD)


def _race_out_allowed(
    stacks: Mapping[int, int], denominations: Sequence[int], cards: Sequence[Card], method: str
) -> chip_race.ChipRace:
    """A player whose chips are all odd can lose them all: nobody is kept in."""
    result = _race(stacks, denominations, cards, method)
    new = dict(result.stacks)
    for seat in result.kept_in:
        new[seat] -= result.chip
    return dataclasses.replace(result, kept_in=(), stacks=new)


def _penalty_rounds_as_hands(
    state: SessionState, event: Penalty
) -> tuple[SessionState, tuple[Ruling, ...]]:
    """A penalty of rounds is served as that many hands."""
    if event.rounds:
        event = Penalty(event.seat, hands=event.rounds)
    return _penalize(state, event)


def _penalty_hands_live(
    state: SessionState, dealt_in: tuple[int, ...]
) -> tuple[SessionState, list[Ruling]]:
    """A player serving a penalty is dealt in and posts, but his hand is not killed."""
    served, issued = _serve_penalties(state, dealt_in)
    return dataclasses.replace(served, serving=frozenset()), issued


def _ranked_by_stack(
    started_with: dict[int, int], players_left: int, ranking: str
) -> dict[int, int]:
    """Players out on the same hand always rank by their starting stacks, hand for hand too."""
    return finishing_places(started_with, players_left, "starting_stack")


def _always_shared(started_with: dict[int, int], players_left: int, ranking: str) -> dict[int, int]:
    """Players out on the same hand always share the best of their places."""
    return finishing_places(started_with, players_left, "shared")


def _dispute_never_closes(
    state: SessionState, hand: Hand | None, in_hand: bool, event: CorrectAward
) -> tuple[SessionState, Hand | None, tuple[Ruling, ...]]:
    """A result can still be corrected once the next hand is under way."""
    if in_hand:
        raise RejectedEvent("HAND_IN_PROGRESS", f"{event}: a hand is under way")
    return _correct_award(dataclasses.replace(state, dispute_open=True), hand, in_hand, event)


def _accounting_closed_at_the_deal(state: SessionState, hand: Hand, event: CorrectAward) -> None:
    """Under the TDA too, every dispute of the last result closes when the next hand begins."""
    raise RejectedEvent("DISPUTE_CLOSED", f"{event}: the next hand has started")


def _reading_open_like_accounting(state: SessionState, hand: Hand, event: CorrectAward) -> None:
    """A dispute of how the last hand was read stays open as a pot-accounting error does."""
    _check_window(state, hand, dataclasses.replace(event, error=POT_ACCOUNTING))


def _accounting_open_past_substantial_action(
    state: SessionState, hand: Hand, event: CorrectAward
) -> None:
    """A pot-accounting error stays open for the whole of the next hand."""
    if not state.accounting_open or event.error != POT_ACCOUNTING:
        _check_window(state, hand, event)


def _correction_makes_chips(
    state: SessionState, hand: Hand, event: CorrectAward
) -> tuple[SessionState, Hand, tuple[Ruling, ...]]:
    """Corrected during the next hand, the chips reach the player owed them, but the
    player who owed them keeps his."""
    payer = hand.setup.stacks[event.seat]
    changed, rebuilt, issued = _correct_during_hand(state, hand, event)
    stacks = dict(rebuilt.setup.stacks)
    stacks[event.seat] = payer
    made = Hand(dataclasses.replace(rebuilt.setup, stacks=stacks), check_invariants=False)
    for entry in hand.log:
        made.apply(entry.event)
    return changed, made, issued


def _clock_runs_hand_for_hand(
    state: SessionState, event: TimePasses, per_hand: int
) -> tuple[SessionState, tuple[Ruling, ...]]:
    """The level clock runs with time hand for hand too, as well as by hands."""
    changed, issued = floor.run_clock(state, event.minutes)
    return changed, tuple(issued)


def _hands_take_no_time(state: SessionState, per_hand: int) -> tuple[SessionState, list[Ruling]]:
    """A hand played hand for hand takes nothing off the level clock."""
    return state, []


def _two_minutes_whatever_the_house(
    state: SessionState, per_hand: int
) -> tuple[SessionState, list[Ruling]]:
    """Hand for hand always takes the recommended 2 minutes a hand, whatever the house set."""
    return _hand_for_hand_time(state, 2)


def _time_up_not_announced(state: SessionState, minutes: int) -> tuple[SessionState, list[Ruling]]:
    """The level clock runs down to 0 and stops there: the next level is never announced."""
    if state.clock is None:
        return state, []
    return dataclasses.replace(state, clock=max(state.clock - minutes, 0)), []


def _extra_minutes_lost(state: SessionState, minutes: int) -> tuple[SessionState, list[Ruling]]:
    """The minutes beyond a level's end are lost: the next level's clock starts full."""
    changed, issued = _run_clock(state, minutes)
    if issued and changed.level_due is not None and state.level_due is None:
        full = changed.levels[changed.level_due].minutes
        changed = dataclasses.replace(changed, clock=full)
    return changed, issued


def _never_a_misdeal(hand: Hand, in_hand: bool) -> bool:
    """A misplaced button never makes a misdeal: the hand always stands."""
    return False


def _always_a_misdeal(hand: Hand, in_hand: bool) -> bool:
    """A misplaced button noticed during the hand is a misdeal even past the cutoff."""
    return in_hand


def _chip_never_needed(state: SessionState, event: object) -> None:
    """The smallest chip is raced off whatever the next hand's blinds still need."""


def _short_table_plays_on(state: SessionState, setup: object, plan: object) -> None:
    """A tournament table three or more players short deals on whatever its blinds."""


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    M("chip-race-more-than-one-chip-a-player", "CHIP-RACE",
      "a TDA chip race gives the high cards every chip, several to one player, and rounds half "
      "a chip up", patches=((chip_race, "race", _race_uncapped),), profile="tda-2024"),
    M("chip-raced-off-while-the-blinds-need-it", "CHIP-RACE",
      "the smallest chip is raced off while the next hand's blinds still need it",
      patches=((floor, "_check_chip_not_needed", _chip_never_needed),)),
    M("chip-race-races-a-player-out", "CHIP-RACE",
      "a player whose chips are all odd loses them in the race and is out",
      patches=((chip_race, "race", _race_out_allowed),)),
    M("penalty-rounds-served-as-hands", "PENALTY-HAND",
      "a penalty of one round is one hand, not a hand for each player at the table",
      patches=((floor, "penalize", _penalty_rounds_as_hands),)),
    M("penalty-hand-played", "PENALTY-HAND",
      "a player serving a penalty is dealt in and his hand plays",
      patches=((floor, "serve_penalties", _penalty_hands_live),)),
    M("hand-for-hand-busts-rank-by-stack", "HAND-FOR-HAND",
      "players out on the same hand-for-hand hand rank by their stacks, not sharing the place",
      patches=((session_table, "finishing_places", _ranked_by_stack),), profile="tda-2024"),
    M("hand-for-hand-busts-always-share", "HAND-FOR-HAND",
      "players out on the same hand-for-hand hand share the place under Robert's Rules too",
      patches=((session_table, "finishing_places", _always_shared),)),
    M("dispute-window-stays-open", "DISPUTE-WINDOW",
      "the next hand does not close the dispute window: a correction during it is refused "
      "only as an event between hands",
      patches=((floor, "correct_award", _dispute_never_closes),)),
    M("pot-accounting-error-closed-at-the-deal", "DISPUTE-WINDOW",
      "under the TDA a pot-accounting error can no longer be corrected once the next hand "
      "has begun, as a hand-reading dispute cannot",
      patches=((floor, "_check_next_hand_window", _accounting_closed_at_the_deal),),
      profile="tda-2024"),
    M("hand-reading-dispute-open-into-the-next-hand", "DISPUTE-WINDOW",
      "under the TDA a dispute of how the last hand was read stays open into the next hand "
      "until substantial action, as a pot-accounting error does",
      patches=((floor, "_check_next_hand_window", _reading_open_like_accounting),),
      profile="tda-2024"),
    M("pot-accounting-error-open-past-substantial-action", "DISPUTE-WINDOW",
      "a pot-accounting error can be corrected during the next hand after substantial "
      "action on it", patches=((floor, "_check_next_hand_window",
                                _accounting_open_past_substantial_action),),
      profile="tda-2024"),
    M("pot-accounting-correction-makes-chips", "DISPUTE-WINDOW",
      "a correction during the next hand gives the chips to the player owed them and leaves "
      "them with the player who owed them",
      patches=((floor, "_correct_during_hand", _correction_makes_chips),), profile="tda-2024"),
    M("hand-for-hand-clock-runs-with-time", "HAND-FOR-HAND",
      "hand for hand the level clock runs with the minutes played as well as by hands",
      patches=((floor, "pass_time", _clock_runs_hand_for_hand),)),
    M("hand-for-hand-hands-take-no-time", "HAND-FOR-HAND",
      "a hand played hand for hand takes no time off the level clock",
      patches=((floor, "hand_for_hand_time", _hands_take_no_time),)),
    M("hand-for-hand-two-minutes-whatever-the-house", "HAND-FOR-HAND",
      "hand for hand always takes 2 minutes a hand, not the house's hand_for_hand_minutes",
      patches=((floor, "hand_for_hand_time", _two_minutes_whatever_the_house),)),
    M("level-clock-time-up-never-announced", "NEW-LEVEL",
      "the level clock runs down to 0 and the next level is never announced",
      patches=((floor, "run_clock", _time_up_not_announced),)),
    M("level-clock-extra-minutes-lost", "NEW-LEVEL",
      "the minutes played beyond a level's end are lost: the next level's clock starts full",
      patches=((floor, "run_clock", _extra_minutes_lost),)),
    M("short-table-deals-on", "TABLE-BALANCE",
      "a tournament table three or more players short deals on with its blinds affected",
      patches=((floor, "check_short_table", _short_table_plays_on),), profile="tda-2024"),
    M("misplaced-button-hand-always-stands", "BUTTON-MISPLACED",
      "a misplaced button noticed before the misdeal cutoff lets the hand stand",
      patches=((mistakes, "misdeal_when_noticed", _never_a_misdeal),), profile="tda-2024"),
    M("misplaced-button-misdeal-after-the-cutoff", "BUTTON-MISPLACED",
      "a misplaced button noticed after the misdeal cutoff still makes the hand a misdeal",
      patches=((mistakes, "misdeal_when_noticed", _always_a_misdeal),)),
)  # fmt: skip
