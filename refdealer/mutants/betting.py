"""Mutants of the blinds and the betting: action order, out-of-turn action, chips and words."""

from __future__ import annotations

import dataclasses
from itertools import chain
from typing import Any

from refdealer.errors import RejectedEvent
from refdealer.mutants.base import Mutant, fixed, misread_options, reseated
from refdealer.rules import actions, chips, declarations, sizing, streets, tabling
from refdealer.rulings import Ruling, ruling
from refdealer.table.betting import BettingRound
from refdealer.table.events import Chips, Declare, Fold, Muck, Show
from refdealer.table.seating import Seating
from refdealer.table.setup import Game
from refdealer.table.state import TableState

_act = actions.act
_open_round = streets.open_round
_raise_bounds = sizing.raise_bounds
_check_action = declarations.check_action
_check_declare = declarations.check_declare
_check_showdown_turn = tabling.check_showdown_turn
_resolve_chips = chips.resolve_chips
_unaware_undercall = declarations.unaware_undercall
_full_call_required = declarations._full_call_required
_judge_amount = chips._judge_amount
_silent = chips._silent
_pot = chips._pot

# ------------------------------------------------------------------ blinds


def _heads_up_reversed(seating: Seating) -> Seating:
    if len(seating.order) != 2 or seating.small_blind is None:
        return seating
    small, big = seating.big_blind, seating.small_blind
    return dataclasses.replace(seating, small_blind=small, big_blind=big, first_preflop=small)


def _first_actor_small_blind(seating: Seating) -> Seating:
    if len(seating.order) < 3:
        return seating
    return dataclasses.replace(seating, first_preflop=seating.order[0])


def _no_big_blind_option(
    h: TableState, event: Any, issued: list[Ruling], *, held: bool = False
) -> None:
    _act(h, event, issued, held=held)
    betting, big = h.round, h.seating.big_blind
    if betting is None or h.street != 0 or betting.pending != {big}:
        return
    if betting.current_bet == h.setup.big_blind == h.bets[big] and event.seat != big:
        betting.pending.clear()
        streets.close_round(h, issued)


def _short_blind_sets_the_call(h: TableState, street: int, issued: list[Ruling]) -> None:
    _open_round(h, street, issued)
    betting = h.round
    if street == 0 and betting is not None:
        top = max(h.bets.values())
        if top < betting.current_bet:
            betting.current_bet = betting.counted_level = top


# ------------------------------------------------------------------ actions


def _out_of_turn_never_binds(h: TableState, betting: BettingRound, issued: list[Ruling]) -> None:
    if h.to_act is not None and betting.out_of_turn.pop(h.to_act, None) is not None:
        issued.append(ruling("OUT_OF_TURN_RELEASED", f"Seat {h.to_act} acts again"))


def _measured_against_the_bet(
    h: TableState, event: Any, issued: list[Ruling], *, held: bool = False
) -> None:
    betting = h.round
    seat = event.seat
    if betting is None or seat == h.to_act or isinstance(event, Fold):
        _act(h, event, issued, held=held)
        return
    _act(h, event, issued, held=held)
    entry = betting.out_of_turn.get(seat)
    if entry is not None:
        betting.out_of_turn[seat] = entry._replace(faced=betting.current_bet)


def _limit_lasts_the_round(
    h: TableState, event: Any, issued: list[Ruling], *, held: bool = False
) -> None:
    betting = h.round
    why = None if betting is None else betting.no_raise.get(event.seat)
    _act(h, event, issued, held=held)
    if (
        why is not None
        and betting is not None
        and h.round is betting
        and event.seat not in h.folded
    ):
        betting.no_raise[event.seat] = why  # still limited after his next turn


def _showdown_order_forbids(h: TableState, event: Show | Muck) -> None:
    if h.phase == "showdown" and event.seat != h.to_act:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {h.to_act} is due first")
    _check_showdown_turn(h, event)


def _skipped_keeps_right(
    h: TableState, betting: BettingRound, chips: bool, issued: list[Ruling]
) -> None:
    return  # however many act behind him, the skipped player keeps his right


def _lone_player_released(h: TableState, betting: BettingRound) -> None:
    if len(betting.pending) == 1 and h.able_count() == 1:
        betting.pending.clear()


def _no_check_raise(
    h: TableState, seat: int, betting: BettingRound
) -> tuple[int | None, int | None]:
    if betting.street > 0 and betting.current_bet > 0 and betting.acted_level.get(seat) == 0:
        return None, None
    return _raise_bounds(h, seat, betting)


def _no_free_fold(h: TableState, event: Any) -> None:
    betting = h.round
    if (
        isinstance(event, Fold)
        and betting is not None
        and event.seat == h.to_act
        and betting.current_bet <= h.bets[event.seat]
    ):
        raise RejectedEvent("FOLD_NOT_ALLOWED", f"{event}: no bet to face, check")
    _check_action(h, event)


# ------------------------------------------------------------------ chips and words


def _string_bet_counted(reader: Any, event: Chips, pushed: int) -> Any:
    if len(event.motions) > 1 and sum(event.motions[0]) >= reader.owed:
        event = dataclasses.replace(event, motions=(tuple(chain(*event.motions)),))
    return _silent(reader, event, pushed)


def _one_chip_raises(reader: Any, amount: int, *, chips: Any, pushed: int) -> Any:
    if chips is not None and len(chips) == 1 and reader.owed > 0:
        chips = None
    return _judge_amount(reader, amount, chips=chips, pushed=pushed)


def _multi_chip_raises(reader: Any, amount: int, *, chips: Any, pushed: int) -> Any:
    if chips is not None and len(chips) > 1 and reader.owed > 0:
        chips = None
    return _judge_amount(reader, amount, chips=chips, pushed=pushed)


def _fifty_percent_strict(reader: Any, amount: int, *, chips: Any, pushed: int) -> Any:
    notes = len(reader.notes)
    action = _judge_amount(reader, amount, chips=chips, pushed=pushed)
    added = [note.code for note in reader.notes[notes:]]
    half = reader.betting.bet_size if reader.limit else reader.betting.increment
    over = reader.in_front + amount - reader.current
    if "FIFTY_PERCENT_RAISE" in added and 2 * over <= half:
        del reader.notes[notes:]
        reader.note("FIFTY_PERCENT_CALL", f"Seat {reader.seat}: not over half a raise, a call")
        return reader.call()
    return action


def _undercall_folds(h: TableState, event: Chips) -> chips.Resolution:
    resolution = _resolve_chips(h, event)
    if any(note.code == "UNDERCALL" for note in resolution.rulings):
        return chips.Resolution(Fold(event.seat), resolution.rulings)
    return resolution


def _floor_only_when_unaware(
    state: TableState, event: Chips, resolution: chips.Resolution
) -> str | None:
    # The TDA 51-B matrix read as if it were only about players who did not see the raise.
    answer = _unaware_undercall(state, event, resolution)
    if answer == "floor" and not event.unaware_of_raise:
        return None
    return answer


def _forfeit_is_a_free_fold(h: TableState, seat: int, amount: int, issued: list[Ruling]) -> None:
    issued.append(ruling("UNDERCALL_FORFEITED", f"Seat {seat} folds; his chips go back"))
    actions.act(h, Fold(seat), issued)  # the undercalled chips are never put in


def _heads_up_only_as_dealt(state: TableState, seat: int) -> str | None:
    # Several undercalls in sequence (TDA 51-C) judged as the table stood when each was made:
    # a later undercaller is not heads-up even when the earlier ones were forfeited and folded.
    if seat == state.to_act and len(state.seating.order) > 2:
        options = state.setup.options
        betting = state.round
        assert betting is not None
        if betting.wagers <= (0 if betting.street == 0 else 1):
            return "an undercall of the round's opening bet is a full call (TDA 51-B)"
        if options["undercall_floor_choice"] == "full_call":
            return "this house makes such an undercall a full call (undercall_floor_choice)"
        return None
    return _full_call_required(state, seat)


def _pot_is_the_minimum(reader: Any, pushed: int) -> Any:
    if reader.state.setup.game is Game.POT_LIMIT:
        return _pot(reader, pushed)
    reader.note("POT_DECLARATION", f"Seat {reader.seat} said pot: the minimum, {reader.low}")
    return reader.raise_to(reader.low)


def _declaration_ignored(h: TableState, event: Chips) -> chips.Resolution:
    if event.declared and sum(map(sum, event.motions)) > 0:
        event = dataclasses.replace(event, declared=None)
    return _resolve_chips(h, event)


def _table_stakes_refused(h: TableState, event: Chips) -> chips.Resolution:
    resolution = _resolve_chips(h, event)
    if any(note.code == "TABLE_STAKES_ALL_IN" for note in resolution.rulings):
        raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: more than the seat has")
    return resolution


def _amount_taken_literally(reader: Any, said: Any) -> Any:
    return said


def _conditional_held(h: TableState, event: Declare) -> None:
    _check_declare(h, dataclasses.replace(event, conditional=False))


def _early_call_released(betting: BettingRound) -> None:
    betting.declared = None
    betting.before_amount.clear()


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    # blinds
    M("heads-up-blinds-reversed", "HEADS-UP-BLINDS",
      "heads-up the button posts the big blind", patches=reseated(_heads_up_reversed)),
    M("preflop-action-from-small-blind", "BLINDS-ACTION-ORDER",
      "the pre-flop action starts at the small blind",
      patches=reseated(_first_actor_small_blind)),
    M("no-big-blind-option", "BLINDS-ACTION-ORDER",
      "the big blind gets no option when everyone just calls",
      patches=((actions, "act", _no_big_blind_option),)),
    M("short-blind-sets-the-call", "SHORT-BLIND",
      "a big blind posted short makes the amount to call only what he posted",
      patches=((streets, "open_round", _short_blind_sets_the_call),)),
    # actions
    M("out-of-turn-never-binds", "ACTION-OUT-OF-TURN",
      "an out-of-turn action is void even when the action did not change",
      patches=((actions, "reach_out_of_turn", _out_of_turn_never_binds),)),
    M("out-of-turn-check-may-raise", "ACTION-OUT-OF-TURN",
      "an out-of-turn checker may raise after the action changes",
      patches=misread_options(oot_check_may_raise_if_action_changes=fixed("yes"))),
    M("out-of-turn-call-may-raise", "ACTION-OUT-OF-TURN",
      "an out-of-turn caller may raise after the action changes",
      patches=misread_options(oot_call_may_raise_if_action_changes=fixed("yes"))),
    M("out-of-turn-answer-measured-against-the-bet", "ACTION-OUT-OF-TURN",
      "an out-of-turn action is measured against the bet in turn, not the held one it answered",
      patches=((actions, "act", _measured_against_the_bet),)),
    M("call-or-fold-limit-lasts-the-round", "ACTION-OUT-OF-TURN",
      "a player limited to calling or folding (an out-of-turn check or call released, a "
      "call taken back after a wrong count) stays limited after his next turn to act",
      patches=((actions, "act", _limit_lasts_the_round),)),
    M("skipped-player-keeps-right", "SKIPPED-PLAYER",
      "a skipped player keeps his right to act after three players act behind him",
      patches=((actions, "passed_over", _skipped_keeps_right),)),
    M("skipped-player-may-check-raise-under-tda", "SKIPPED-PLAYER",
      "under TDA 53-B a skipped player ruled to have checked may raise later in the round",
      patches=misread_options(skipped_player_hand=fixed("dead_or_checked")), profile="tda-2024"),
    M("skipped-player-limited-hand-killed", "SKIPPED-PLAYER",
      "a house that keeps a skipped player's hand, limited, kills it facing a bet",
      patches=misread_options(skipped_player_hand=fixed("dead_or_limited")), profile="tda-2024"),
    M("skipped-player-substantial-action-ignored", "SKIPPED-PLAYER",
      "substantial action behind a skipped player counts only as three players acting",
      patches=misread_options(skipped_player_lost_right_after=fixed("three_players"))),
    M("lone-player-released", "BET-ROUND-CLOSE",
      "the last player with chips is not asked to call an all-in bet",
      patches=((actions, "release_lone_player", _lone_player_released),)),
    M("check-raise-forbidden", "CHECK-RAISE", "a player who checked may not raise",
      patches=((sizing, "raise_bounds", _no_check_raise),)),
    M("fold-refused-without-bet", "NONSTANDARD-FOLD",
      "a fold with no bet to face is refused",
      patches=((declarations, "check_action", _no_free_fold),)),
    M("string-bet-accepted", "STRING-BET",
      "chips added in a second motion count as a raise",
      patches=((chips, "_silent", _string_bet_counted),)),
    M("one-chip-raises", "ONE-CHIP-RULE",
      "one oversized chip facing a bet is read as a raise",
      patches=((chips, "_judge_amount", _one_chip_raises),)),
    M("multi-chip-raises", "MULTI-CHIP-BET",
      "several chips facing a bet, one of them not needed to call, always raise",
      patches=((chips, "_judge_amount", _multi_chip_raises),)),
    M("fifty-percent-strict", "FIFTY-PERCENT-RULE",
      "exactly half a raise over the call is a call, not a raise (more than half needed)",
      patches=((chips, "_judge_amount", _fifty_percent_strict),)),
    M("undercall-folds", "UNDERCALL", "an undercall is ruled a fold",
      patches=((chips, "resolve_chips", _undercall_folds),)),
    M("undercall-floor-only-when-unaware", "UNDERCALL",
      "under the TDA 51-B matrix an undercall facing a raise multi-way goes to the floor "
      "only when the player says he did not see the raise",
      patches=((declarations, "unaware_undercall", _floor_only_when_unaware),),
      profile="tda-2024"),
    M("undercall-forfeit-is-a-free-fold", "UNDERCALL",
      "an undercall the floor rules forfeited is folded with its chips given back",
      patches=((declarations, "forfeit", _forfeit_is_a_free_fold),), profile="tda-2024"),
    M("undercalls-in-sequence-judged-as-made", "UNDERCALL",
      "of several undercalls in sequence, a later one is not judged heads-up after the "
      "earlier undercallers are forfeited and folded (TDA 51-C backs the action up)",
      patches=((declarations, "_full_call_required", _heads_up_only_as_dealt),),
      profile="tda-2024"),
    M("undercall-floor-choice-ignored", "UNDERCALL",
      "a house that has every undercall left to the floor forfeited still sends it to the "
      "floor",
      patches=misread_options(undercall_floor_choice=fixed("floor")), profile="tda-2024"),
    M("verbal-ignored", "VERBAL-BINDING",
      "a declaration made with chips is ignored: the chips decide",
      patches=((chips, "resolve_chips", _declaration_ignored),)),
    M("pot-in-no-limit-is-the-minimum", "INVALID-DECLARATIONS",
      '"pot" said in no-limit is the minimum bet or raise, whatever chips were pushed',
      patches=((chips, "_pot", _pot_is_the_minimum),)),
    M("ambiguous-amount-literal", "AMBIGUOUS-AMOUNT",
      "a number too small for the stakes is taken literally",
      patches=((chips, "_unambiguous", _amount_taken_literally),)),
    M("conditional-statement-held", "CONDITIONAL-DECLARATION",
      "a conditional statement is taken as the action it names, not sent to the floor",
      patches=((declarations, "check_declare", _conditional_held),)),
    M("early-call-released-by-the-amount", "WAIT-FOR-AMOUNT",
      "a call said before the raise's amount is void once the amount comes",
      patches=((actions, "amount_named", _early_call_released),)),
    M("wrong-count-never-relieved", "ACCEPTED-ACTION",
      "a call on a count far short of the bet is never taken back under rrop-cash",
      patches=misread_options(gross_misunderstanding_relief=fixed("no"))),
    M("table-stakes-overbet-refused", "TABLE-STAKES",
      "naming more than the stack is refused instead of an all-in",
      patches=((chips, "resolve_chips", _table_stakes_refused),)),
    M("showdown-order-forbids", "SHOWDOWN-ORDER",
      "only the seat due may show or muck at the showdown",
      patches=((tabling, "check_showdown_turn", _showdown_order_forbids),)),
)  # fmt: skip
