"""Mutant dealers: the reference dealer with exactly one rule bug each.

Each :class:`Mutant` names the rule it breaks (an id of ``refdealer/data/rules.yaml``) and
carries the bug as a :class:`~refdealer.hand.Hand` subclass overriding one method, or as one
replacement of a module-level function the hand calls (``patches``), which
:class:`MutantDealer` applies only while its own ``start``/``apply``/``snapshot`` run. Running
the whole suite against every mutant (:func:`run_matrix`) proves the suite catches each bug,
and with a scenario that cites the broken rule.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import chain
from multiprocessing import get_context
from typing import Any

from refdealer import boarding, chips, dealing, discovery, hand, showdown
from refdealer import dealer as dealer_module
from refdealer import snapshot as snapshots
from refdealer.betting import BettingRound
from refdealer.cards import Card
from refdealer.dealer import ReferenceDealer
from refdealer.errors import RejectedEvent
from refdealer.evaluator import CATEGORY_STARTS, HandCategory, category
from refdealer.evaluator import describe as real_describe
from refdealer.evaluator import evaluate as real_evaluate
from refdealer.events import Chips, DealHole, Declare, Event, Fold, Muck, Show, StubDropped
from refdealer.hand import Hand
from refdealer.options import DEFAULT_PROFILE, OptionValue
from refdealer.pots import Pot
from refdealer.pots import build_pots as real_build_pots
from refdealer.rulings import Ruling, ruling
from refdealer.setup import Game, TableSetup
from refdealer.showdown import Showdown
from refdealer.table import Seating

Patch = tuple[object, str, object]


@dataclass(frozen=True, slots=True)
class Mutant:
    """One rule bug: its name, the rule id it breaks, what it does, and how it is made."""

    name: str
    rule: str
    description: str
    hand_class: type[Hand] = Hand
    patches: tuple[Patch, ...] = ()


class MutantDealer(ReferenceDealer):
    """The reference dealer, its hands built from the mutant's class, its patches applied."""

    def __init__(self, mutant: Mutant, profile: str = DEFAULT_PROFILE) -> None:
        super().__init__(profile)
        self.mutant = mutant

    @contextlib.contextmanager
    def _mutated(self) -> Iterator[None]:
        with contextlib.ExitStack() as stack:
            stack.enter_context(_swap(vars(dealer_module), "Hand", self.mutant))
            for target, name, value in self.mutant.patches:
                stack.enter_context(_swap(vars(target), name, value))
            yield

    def hello(self) -> dict[str, Any]:
        answer = super().hello()
        answer["engine"] = f"refdealer-mutant-{self.mutant.name}"
        return answer

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        with self._mutated():
            return super().start(setup)

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        with self._mutated():
            return super().apply(event)

    def snapshot(self) -> dict[str, Any]:
        with self._mutated():
            return super().snapshot()


@contextlib.contextmanager
def _swap(namespace: Any, name: str, value: object) -> Iterator[None]:
    """Set ``namespace[name]`` for the duration (a module's globals); a Mutant means its class."""
    if isinstance(value, Mutant):
        value = value.hand_class
    saved = namespace[name]
    namespace[name] = value
    try:
        yield
    finally:
        namespace[name] = saved


# ------------------------------------------------------------------ helpers


def _options_hand(**changes: Callable[[OptionValue], OptionValue]) -> type[Hand]:
    """A hand that plays one house option wrongly, whatever the setup asks for."""

    class OptionHand(Hand):
        def __init__(self, setup: TableSetup, *, check_invariants: bool = True) -> None:
            options = dict(setup.options)
            for name, change in changes.items():
                options[name] = change(options[name])
            super().__init__(
                dataclasses.replace(setup, options=options), check_invariants=check_invariants
            )

    return OptionHand


def _fixed(value: OptionValue) -> Callable[[OptionValue], OptionValue]:
    return lambda _old: value


def _showdown_hand(kind: type[Showdown]) -> type[Hand]:
    """A hand whose showdown is ``kind``."""

    class ShowdownHand(Hand):
        def _start_showdown(self, river_aggressor: int | None) -> None:
            self.phase = "showdown"
            self.showdown = kind.begin(self, river_aggressor)
            self.to_act = self.showdown.next_seat()

    return ShowdownHand


def _seating_hand(change: Callable[[Seating], Seating]) -> type[Hand]:
    """A hand that gets the blinds' or the first actor's seat wrong."""

    class SeatingHand(Hand):
        def _post_forced_bets(self) -> list[Ruling]:
            self.seating = change(self.seating)
            return super()._post_forced_bets()

    return SeatingHand


# ------------------------------------------------------------------ dealing

_deal_hole = dealing.deal_hole
_deal_in_pass = dealing._deal_in_pass
_deal_replacement = dealing._deal_replacement
_deal_extra = dealing._deal_extra
_misdeal = dealing.misdeal


def _deal_from_button(h: Hand, event: DealHole, issued: list[Ruling]) -> None:
    order = h.seating.order
    if h.phase == "dealing" and h.cards_dealt < 2 * len(order):
        rotated = (order[-1], *order[:-1])
        dealing._deal_in_pass(h, event, rotated[h.cards_dealt % len(order)], issued)
    else:
        _deal_hole(h, event, issued)


def _first_seat_redirected(h: Hand, event: DealHole, due: int, issued: list[Ruling]) -> None:
    if h.cards_dealt == 0 and event.seat is not None and event.seat in h.hole:
        event = dataclasses.replace(event, seat=None)
    _deal_in_pass(h, event, due, issued)


def _empty_seat_redirected(h: Hand, event: DealHole, due: int, issued: list[Ruling]) -> None:
    if event.seat is not None and event.seat not in h.hole:
        event = dataclasses.replace(event, seat=None)
    _deal_in_pass(h, event, due, issued)


def _later_exposure_misdeal(h: Hand, event: DealHole, due: int, issued: list[Ruling]) -> None:
    on_seat = event.seat is None or event.seat == due
    if event.exposed and on_seat and h.cards_dealt >= 2 and h.deal_exposures == 0:
        dealing.misdeal(h, "MISDEAL_EXPOSED_FIRST_CARDS", "An exposed hole card: misdeal", issued)
        return
    _deal_in_pass(h, event, due, issued)


def _second_exposure_ignored(h: Hand, event: DealHole, due: int, issued: list[Ruling]) -> None:
    if event.exposed and h.deal_exposures >= 1 and h.cards_dealt >= 2:
        event = dataclasses.replace(event, exposed=False)
    _deal_in_pass(h, event, due, issued)


def _exposed_card_mucked(h: Hand, event: DealHole, seat: int, issued: list[Ruling]) -> None:
    burns = len(h.burns)
    _deal_replacement(h, event, seat, issued)
    if h.replacement_for is None and len(h.burns) > burns:
        h.muck.append(h.burns.pop())
        h.burned = False


def _extra_card_kept_out(h: Hand, event: DealHole, issued: list[Ruling]) -> None:
    extra = h.extra_cards
    _deal_extra(h, event, issued)
    if h.extra_cards > extra and h.stub:
        h.muck.append(h.stub.pop())


def _boxed_card_dealt(h: Hand, issued: list[Ruling]) -> None:
    issued.append(ruling("BOXED_CARD", f"{h.stub[-1]} was face up in the stub"))


def _player_exposure_unrecorded(h: Hand, seat: int, card: Card, issued: list[Ruling]) -> None:
    issued.append(ruling("PLAYER_EXPOSED_CARD", f"Seat {seat} exposed his own {card}"))


_reshuffle_with = boarding._reshuffle_with


def _reshuffle_with_burns(h: Hand, cards: list[Card], issued: list[Ruling], what: str) -> None:
    burns = list(h.burns)
    h.burns.clear()
    _reshuffle_with(h, [*cards, *burns], issued, what)


# ------------------------------------------------------------------ misdeals


def _misdeal_refunds_blinds(h: Hand, code: str, message: str, issued: list[Ruling]) -> None:
    _misdeal(h, code, message, issued)
    for seat in h.seating.order:
        posted = h.posted_blinds[seat] + h.posted_antes[seat]
        h.stacks[seat] += posted
        h.committed[seat] -= posted
        h.bets[seat] = 0
        h.posted_blinds[seat] = h.posted_antes[seat] = 0
    h.all_in = {seat for seat in h.seating.order if h.stacks[seat] == 0}


def _misdeal_not_reshuffled(h: Hand, code: str, message: str, issued: list[Ruling]) -> None:
    _misdeal(h, code, message, issued)
    h.stub.sort(key=h.deck_position.__getitem__, reverse=True)


# ------------------------------------------------------------------ errors found late


def _never_cut_off(h: Hand) -> bool:
    return False


def _short_deal_misdeal(h: Hand, short: list[tuple[int, Card]], issued: list[Ruling]) -> None:
    dealing.misdeal(h, "MISDEAL_OUT_OF_SEQUENCE", "A seat is short a card: misdeal", issued)


def _wrong_count_plays(h: Hand, errors: discovery.Unnoticed, issued: list[Ruling]) -> None:
    issued.append(ruling("CUTOFF_PASSED", "Found after the misdeal cutoff: the hand plays"))


_stub_dropped = discovery.stub_dropped


def _stub_dropped_with_burns(h: Hand, event: StubDropped, issued: list[Ruling]) -> None:
    mixed = event.mixed if "burns" in event.mixed else (*event.mixed, "burns")
    _stub_dropped(h, StubDropped(mixed), issued)


def _run_out_board_stands(h: Hand, mark: discovery.BoardMark, issued: list[Ruling]) -> None:
    issued.append(ruling("BOARD_REBUILT", "The board stands"))


# ------------------------------------------------------------------ board

_board = boarding.board
_burn = boarding.burn
_premature = boarding._premature
_reshuffle_if_due = boarding.reshuffle_if_due


def _later_board_without_burn(h: Hand, count: int, issued: list[Ruling]) -> None:
    if h.round is None and not h.burned and h.street >= 1:
        h.burned = True
    _board(h, count, issued)


def _flop_without_burn(h: Hand, count: int, issued: list[Ruling]) -> None:
    if h.round is None and not h.burned and h.street == 0:
        h.burned = True
    _board(h, count, issued)


def _early_burn_undone(h: Hand, issued: list[Ruling]) -> None:
    if h.round is not None and not h.burned:
        issued.append(ruling("EARLY_BURN", "The burn was made too early: it goes back"))
        return
    _burn(h, issued)


def _premature_flop_burn_reshuffled(h: Hand, issued: list[Ruling]) -> None:
    if h.reshuffle_after == h.street == 0 and h.burns and not h.burn_after_reshuffle:
        h.out_of_play.append(h.burns.pop())
        h.burn_after_reshuffle = True
    _reshuffle_if_due(h, issued)


def _river_after_premature_turn_burned(
    h: Hand, street: int, count: int, issued: list[Ruling]
) -> None:
    _premature(h, street, count, issued)
    if street == 2 and h.setup.options["premature_turn"] == "river_becomes_turn":
        h.burn_after_reshuffle = True


def _premature_river_kept_out(h: Hand, street: int, count: int, issued: list[Ruling]) -> None:
    _premature(h, street, count, issued)
    if street == 3:
        h.reshuffle_after = None


def _premature_card_plays(h: Hand, street: int, count: int, issued: list[Ruling]) -> None:
    burned = h.burned
    _premature(h, street, count, issued)
    h.stub.extend(reversed(h.out_of_play))
    h.out_of_play.clear()
    h.reshuffle_after = None
    h.burned = burned


class _RabbitHand(Hand):
    def _award_uncontested(self, winner: int, issued: list[Ruling]) -> None:
        super()._award_uncontested(winner, issued)
        while len(self.board) < 5 and self.stub:
            self.board.append(self.stub.pop())


# ------------------------------------------------------------------ blinds


def _heads_up_reversed(seating: Seating) -> Seating:
    if len(seating.order) != 2:
        return seating
    small, big = seating.big_blind, seating.small_blind
    return dataclasses.replace(seating, small_blind=small, big_blind=big, first_preflop=small)


def _first_actor_small_blind(seating: Seating) -> Seating:
    if len(seating.order) < 3:
        return seating
    return dataclasses.replace(seating, first_preflop=seating.order[0])


class _NoOptionHand(Hand):
    def _act(self, event: Any, issued: list[Ruling], *, held: bool = False) -> None:
        super()._act(event, issued, held=held)
        betting, big = self.round, self.seating.big_blind
        if betting is None or self.street != 0 or betting.pending != {big}:
            return
        if betting.current_bet == self.setup.big_blind == self.bets[big] and event.seat != big:
            betting.pending.clear()
            self._close_round(issued)


class _ShortBlindHand(Hand):
    def _open_round(self, street: int, issued: list[Ruling]) -> None:
        super()._open_round(street, issued)
        betting = self.round
        if street == 0 and betting is not None:
            top = max(self.bets.values())
            if top < betting.current_bet:
                betting.current_bet = betting.counted_level = top


# ------------------------------------------------------------------ actions


class _OutOfTurnNeverBinds(Hand):
    def _reach_out_of_turn(self, betting: BettingRound, issued: list[Ruling]) -> None:
        if self.to_act is not None and betting.out_of_turn.pop(self.to_act, None) is not None:
            issued.append(ruling("OUT_OF_TURN_RELEASED", f"Seat {self.to_act} acts again"))


class _OutOfTurnMeasuredAgainstTheBet(Hand):
    def _act(self, event: Any, issued: list[Ruling], *, held: bool = False) -> None:
        betting = self.round
        seat = event.seat
        if betting is None or seat == self.to_act or isinstance(event, Fold):
            super()._act(event, issued, held=held)
            return
        super()._act(event, issued, held=held)
        entry = betting.out_of_turn.get(seat)
        if entry is not None:
            betting.out_of_turn[seat] = entry._replace(faced=betting.current_bet)


class _ShowdownOrderForbids(Hand):
    def check(self, event: Event) -> None:
        if (
            isinstance(event, Show | Muck)
            and self.phase == "showdown"
            and event.seat != self.to_act
        ):
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {self.to_act} is due first")
        super().check(event)


class _SkippedKeepsRight(Hand):
    def _passed_over(self, betting: BettingRound, chips: bool, issued: list[Ruling]) -> None:
        return  # however many act behind him, the skipped player keeps his right


class _LonePlayerReleased(Hand):
    def _release_lone_player(self, betting: BettingRound) -> None:
        if len(betting.pending) == 1 and self._able_count() == 1:
            betting.pending.clear()


class _NoCheckRaise(Hand):
    def _raise_bounds(self, seat: int, betting: BettingRound) -> tuple[int | None, int | None]:
        if betting.street > 0 and betting.current_bet > 0 and betting.acted_level.get(seat) == 0:
            return None, None
        return super()._raise_bounds(seat, betting)


class _NoFreeFold(Hand):
    def check(self, event: Event) -> None:
        betting = self.round
        if (
            isinstance(event, Fold)
            and betting is not None
            and event.seat == self.to_act
            and betting.current_bet <= self.bets[event.seat]
        ):
            raise RejectedEvent("FOLD_NOT_ALLOWED", f"{event}: no bet to face, check")
        super().check(event)


_resolve_chips = chips.resolve_chips
_judge_amount = chips._judge_amount
_silent = chips._silent


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


def _undercall_folds(h: Hand, event: Chips) -> chips.Resolution:
    resolution = _resolve_chips(h, event)
    if any(note.code == "UNDERCALL" for note in resolution.rulings):
        return chips.Resolution(Fold(event.seat), resolution.rulings)
    return resolution


_pot = chips._pot


def _pot_is_the_minimum(reader: Any, pushed: int) -> Any:
    if reader.hand.setup.game is Game.POT_LIMIT:
        return _pot(reader, pushed)
    reader.note("POT_DECLARATION", f"Seat {reader.seat} said pot: the minimum, {reader.low}")
    return reader.raise_to(reader.low)


def _declaration_ignored(h: Hand, event: Chips) -> chips.Resolution:
    if event.declared and sum(map(sum, event.motions)) > 0:
        event = dataclasses.replace(event, declared=None)
    return _resolve_chips(h, event)


def _table_stakes_refused(h: Hand, event: Chips) -> chips.Resolution:
    resolution = _resolve_chips(h, event)
    if any(note.code == "TABLE_STAKES_ALL_IN" for note in resolution.rulings):
        raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: more than the seat has")
    return resolution


def _amount_taken_literally(reader: Any, said: Any) -> Any:
    return said


# ------------------------------------------------------------------ bet sizes


class _MinRaiseFromBet(Hand):
    def _raise_bounds(self, seat: int, betting: BettingRound) -> tuple[int | None, int | None]:
        low, high = super()._raise_bounds(seat, betting)
        if low is None or high is None or self.setup.game is Game.FIXED_LIMIT:
            return low, high
        if betting.current_bet > 0:
            low = min(max(low, 2 * betting.current_bet), high)
        return low, high


class _MinBetOneChip(Hand):
    def _raise_bounds(self, seat: int, betting: BettingRound) -> tuple[int | None, int | None]:
        low, high = super()._raise_bounds(seat, betting)
        if low is None or high is None or self.setup.game is Game.FIXED_LIMIT:
            return low, high
        if betting.current_bet == 0:
            low = 1
        return low, high


class _UnderraiseRejected(Hand):
    def _corrected(self, event: Any, issued: list[Ruling]) -> Any:
        low, _high = self.raise_bounds(event.seat)
        total = event.amount if hasattr(event, "amount") else event.to
        if self.setup.game is not Game.FIXED_LIMIT and low is not None and total < low:
            raise RejectedEvent("BELOW_MINIMUM", f"{event}: short of the minimum {low}")
        return super()._corrected(event, issued)


class _OverbetRejected(Hand):
    def _corrected(self, event: Any, issued: list[Ruling]) -> Any:
        _low, high = self.raise_bounds(event.seat)
        total = event.amount if hasattr(event, "amount") else event.to
        if self.setup.game is Game.POT_LIMIT and high is not None and total > high:
            raise RejectedEvent("ABOVE_MAXIMUM", f"{event}: more than the pot, {high}")
        return super()._corrected(event, issued)


class _ReopeningRound(BettingRound):
    __slots__ = ()

    def reopened_for(self, seat: int) -> bool:
        level = self.acted_level.get(seat)
        if level is None or self.game is Game.FIXED_LIMIT:
            return super().reopened_for(seat)
        return self.current_bet > level


class _HalfBetIncomplete(Hand):
    def _raise_to(self, seat: int, total: int, betting: BettingRound, issued: list[Ruling]) -> None:
        size = betting.bet_size
        short = total < betting.counted_level + size
        if self.setup.game is Game.FIXED_LIMIT and short:
            betting.bet_size = 2 * max(0, total - betting.counted_level) + 1
        try:
            super()._raise_to(seat, total, betting, issued)
        finally:
            betting.bet_size = size


class _BigBetOnRiverOnly(Hand):
    def _bet_size(self, street: int) -> int:
        if self.setup.game is Game.FIXED_LIMIT:
            return self.setup.small_bet if street < 3 else self.setup.big_bet
        return super()._bet_size(street)


class _PotLimitWithoutCall(Hand):
    def _pot_after_call(self, seat: int, betting: BettingRound) -> int:
        return super()._pot_after_call(seat, betting) - (betting.current_bet - self.bets[seat])


# ------------------------------------------------------------------ pots


def _pots_ignore_all_in(committed: Mapping[int, int], live: Any, all_in: Any = ()) -> list[Pot]:
    return real_build_pots(committed, live, ())


class _UncalledKept(Hand):
    def _return_uncalled(self, issued: list[Ruling]) -> None:
        return


class _UncalledToWrongSeat(Hand):
    def _return_uncalled(self, issued: list[Ruling]) -> None:
        top_seat = max(self.bets, key=self.bets.__getitem__)
        top = self.bets[top_seat]
        second = max((amount for s, amount in self.bets.items() if s != top_seat), default=0)
        if top > second:
            excess = top - second
            receiver = self.seating.following[top_seat][0]
            self.bets[top_seat] -= excess
            self.committed[top_seat] -= excess
            self.stacks[receiver] += excess
            issued.append(ruling("UNCALLED_BET_RETURNED", f"{excess} goes back to seat {receiver}"))


class _OddChipReversed(Showdown):
    def _odd_chip_order(self, winners: list[int]) -> list[int]:
        return list(reversed(super()._odd_chip_order(winners)))


class _MainPotFirst(Showdown):
    """Awards the main pot first, then the side pots in the order they were made."""

    def award(self, issued: list[Ruling]) -> dict[int, int]:
        pots = self.pots
        payouts: dict[int, int] = {}
        try:
            for pot in pots:
                self.pots = [pot]
                for seat, amount in super().award(issued).items():
                    payouts[seat] = payouts.get(seat, 0) + amount
        finally:
            self.pots = pots
        return payouts


def _winner_takes_tie(amount: int, winners: Sequence[int], unit: int) -> dict[int, int]:
    return {winners[0]: amount}


# ------------------------------------------------------------------ showdown


class _Strength(int):
    """A mutated strength that still describes itself as the real hand."""

    original: int

    def __new__(cls, value: int, original: int) -> _Strength:
        made = super().__new__(cls, value)
        made.original = original
        return made


def _describe_original(strength: int) -> str:
    return real_describe(getattr(strength, "original", strength))


def _wheel_not_straight(cards: Sequence[int]) -> int:
    strength = real_evaluate(cards)
    if category(strength) is HandCategory.STRAIGHT and {c >> 2 for c in cards} >= {12, 0, 1, 2, 3}:
        five_high = CATEGORY_STARTS[HandCategory.STRAIGHT]
        if strength == five_high:
            return _Strength(CATEGORY_STARTS[HandCategory.PAIR] - 1, strength)
    return strength


def _kickers_ignored(cards: Sequence[int]) -> int:
    strength = real_evaluate(cards)
    kind = category(strength)
    grouped = (
        HandCategory.PAIR,
        HandCategory.TWO_PAIR,
        HandCategory.THREE_OF_A_KIND,
        HandCategory.FOUR_OF_A_KIND,
    )
    if kind not in grouped:
        return strength
    ranks = [c >> 2 for c in cards]
    made = sorted({r for r in ranks if ranks.count(r) >= 2}, reverse=True)[:2]
    key = int(kind) * 10_000 + sum(r * 13**i for i, r in enumerate(reversed(made)))
    return _Strength(key, strength)


class _ShowdownFromSeatOne(Showdown):
    @classmethod
    def begin(cls, hand: Hand, river_aggressor: int | None) -> Showdown:
        made = super().begin(hand, river_aggressor)
        made.order.sort()
        return made


class _LastHandMustShow(Showdown):
    def next_seat(self) -> int | None:
        for seat in self.order:
            if seat not in self.shown and seat not in self.mucked:
                return seat
        return None


class _BoardClaimWithoutDeclaring(Showdown):
    def muck(self, seat: int) -> bool:
        if self.hand.setup.options["play_board_requirement"] == "declare_before_discard":
            self.played_board.add(seat)
        return super().muck(seat)


class _MuckWhileLiveIgnored(Hand):
    def _muck_while_live(self, seat: int, issued: list[Ruling]) -> None:
        issued.append(ruling("MUCKED_WHILE_LIVE", f"Seat {seat} threw his hand away"))


class _ConditionalHeld(Hand):
    def _check_declare(self, event: Declare) -> None:
        super()._check_declare(dataclasses.replace(event, conditional=False))


class _EarlyCallReleased(Hand):
    def _amount_named(self, betting: BettingRound) -> None:
        betting.declared = None
        betting.before_amount.clear()


class _OneCardTables(Hand):
    def _show(self, event: Show, issued: list[Ruling]) -> None:
        super()._show(Show(event.seat), issued)


# ------------------------------------------------------------------ the mutants


def _plus_one(value: OptionValue) -> OptionValue:
    assert isinstance(value, int)
    return value + 1


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    # dealing
    M("deal-starts-at-button", "DEAL-ORDER", "the first hole card goes to the button",
      patches=((dealing, "deal_hole", _deal_from_button),)),
    M("wrong-first-seat-accepted", "DEAL-FIRST-CARD-WRONG-SEAT",
      "a deal started at the wrong seat is silently given to the right seat, no misdeal",
      patches=((dealing, "_deal_in_pass", _first_seat_redirected),)),
    M("empty-seat-card-redirected", "DEAL-SEAT-ENTITLEMENT",
      "a card pitched to an empty seat is given to the seat due, no misdeal",
      patches=((dealing, "_deal_in_pass", _empty_seat_redirected),)),
    M("second-card-exposure-no-misdeal", "DEAL-EXPOSED-FIRST-TWO",
      "only the first card off the deck exposed is a misdeal, not the second",
      _options_hand(exposed_first_cards=_fixed("first_only"))),
    M("later-exposure-misdeal", "DEAL-EXPOSED-LATER",
      "a single later exposed hole card is called a misdeal",
      patches=((dealing, "_deal_in_pass", _later_exposure_misdeal),)),
    M("exposed-card-not-the-burn", "DEAL-EXPOSED-LATER",
      "the replaced exposed card is mucked, not used as the flop burn",
      patches=((dealing, "_deal_replacement", _exposed_card_mucked),)),
    M("second-exposure-not-misdeal", "MISDEAL-TWO-EXPOSED",
      "a second exposed hole card is dealt on as if face down",
      patches=((dealing, "_deal_in_pass", _second_exposure_ignored),)),
    M("extra-card-not-returned", "EXTRA-HOLE-CARD",
      "the one extra hole card is mucked instead of going back as the burn",
      patches=((dealing, "_deal_extra", _extra_card_kept_out),)),
    M("boxed-card-dealt", "BOXED-CARD", "a boxed card stays in the stub and is dealt",
      patches=((dealing, "boxed", _boxed_card_dealt),)),
    M("player-exposure-unrecorded", "DEAL-EXPOSED-BY-PLAYER",
      "a card a player shows is not recorded as exposed",
      patches=((dealing, "expose_by_player", _player_exposure_unrecorded),)),
    M("reshuffle-takes-burns", "RESHUFFLE-PROTOCOL",
      "a mid-hand reshuffle gathers the burn cards too",
      patches=((boarding, "_reshuffle_with", _reshuffle_with_burns),)),
    # misdeals
    M("misdeal-refunds-blinds", "MISDEAL-REDEAL",
      "a misdeal gives the blinds and antes back instead of keeping them",
      patches=((dealing, "misdeal", _misdeal_refunds_blinds),)),
    M("misdeal-not-reshuffled", "MISDEAL-REDEAL",
      "after a misdeal the cards are redealt in the old deck order, not reshuffled",
      patches=((dealing, "misdeal", _misdeal_not_reshuffled),)),
    M("misdeal-after-the-cutoff", "MISDEAL-CUTOFF",
      "the misdeal cutoff never comes: an error found late is always a misdeal",
      patches=((dealing, "cutoff_reached", _never_cut_off),)),
    M("short-button-not-given-the-top-card", "BUTTON-CARDS",
      "a short deal found before the cutoff is a misdeal, the missing card never given",
      patches=((discovery, "_complete_short_deal", _short_deal_misdeal),)),
    M("wrong-count-hand-plays", "DEAL-WRONG-COUNT",
      "after the cutoff a hand with the wrong number of cards stays live",
      patches=((discovery, "_after_cutoff", _wrong_count_plays),)),
    M("dropped-stub-takes-the-burns", "STUB-DISORDERED",
      "a dropped stub is always shuffled with the burns, mixed or not",
      patches=((discovery, "stub_dropped", _stub_dropped_with_burns),)),
    M("run-out-board-stands", "BOARD-ERROR-ALLIN",
      "a board error in an all-in run-out found before the pot is awarded is not put right",
      patches=((discovery, "rebuild_board", _run_out_board_stands),)),
    # board
    M("flop-without-burn-accepted", "BURN-MISSED-FLOP", "a flop turned without a burn stands",
      patches=((boarding, "board", _flop_without_burn),)),
    M("turn-without-burn-accepted", "BURN-MISSED-LATER",
      "a turn or river turned without a burn stands",
      patches=((boarding, "board", _later_board_without_burn),)),
    M("extra-burn-stays", "BURN-EXTRA", "a second burn stays burned instead of going back",
      _options_hand(extra_burn_before_action=_fixed("card_plays"))),
    M("burn-error-not-restored", "BURN-ONE-PER-STREET",
      "restore_sequence plays as one_burn_per_street: a burn error that stood is not made up",
      _options_hand(burn_error_policy=_fixed("one_burn_per_street"))),
    M("early-burn-undone", "BURN-ONE-PER-STREET",
      "a burn made before the betting is over is put back instead of standing",
      patches=((boarding, "burn", _early_burn_undone),)),
    M("four-card-flop-scrambled", "FLOP-TOO-MANY",
      "a four-card flop is scrambled with a random burn instead of reshuffled",
      _options_hand(flop_too_many=_fixed("scramble_random_burn"))),
    M("premature-flop-burn-reshuffled", "FLOP-PREMATURE",
      "a premature flop's burn is reshuffled too, and a new burn made",
      patches=((boarding, "reshuffle_if_due", _premature_flop_burn_reshuffled),)),
    M("premature-turn-redealt", "TURN-PREMATURE",
      "a premature turn is reshuffled and redealt instead of the river becoming the turn",
      _options_hand(premature_turn=_fixed("reshuffle_redeal_turn"))),
    M("river-after-premature-turn-burned", "TURN-PREMATURE",
      "the river after a premature turn gets a burn",
      patches=((boarding, "_premature", _river_after_premature_turn_burned),)),
    M("premature-river-not-reshuffled", "RIVER-PREMATURE",
      "a premature river is set aside but the stub is not reshuffled with it",
      patches=((boarding, "_premature", _premature_river_kept_out),)),
    M("premature-card-plays", "PREMATURE-CARDS-DEAD",
      "a premature card goes back on the stub and plays on its street",
      patches=((boarding, "_premature", _premature_card_plays),)),
    M("extra-board-card-scrambled", "BOARD-EXTRA-LATER",
      "two cards turned on the turn are scrambled instead of reshuffled",
      _options_hand(extra_board_card=_fixed("scramble_pick_burn"))),
    M("board-run-out-uncontested", "RABBIT-HUNT",
      "the rest of the board is dealt out after everyone folds", _RabbitHand),
    # blinds
    M("heads-up-blinds-reversed", "HEADS-UP-BLINDS",
      "heads-up the button posts the big blind", _seating_hand(_heads_up_reversed)),
    M("preflop-action-from-small-blind", "BLINDS-ACTION-ORDER",
      "the pre-flop action starts at the small blind", _seating_hand(_first_actor_small_blind)),
    M("no-big-blind-option", "BLINDS-ACTION-ORDER",
      "the big blind gets no option when everyone just calls", _NoOptionHand),
    M("short-blind-sets-the-call", "SHORT-BLIND",
      "a big blind posted short makes the amount to call only what he posted", _ShortBlindHand),
    # actions
    M("out-of-turn-never-binds", "ACTION-OUT-OF-TURN",
      "an out-of-turn action is void even when the action did not change", _OutOfTurnNeverBinds),
    M("out-of-turn-check-may-raise", "ACTION-OUT-OF-TURN",
      "an out-of-turn checker may raise after the action changes",
      _options_hand(oot_check_may_raise_if_action_changes=_fixed("yes"))),
    M("out-of-turn-call-may-raise", "ACTION-OUT-OF-TURN",
      "an out-of-turn caller may raise after the action changes",
      _options_hand(oot_call_may_raise_if_action_changes=_fixed("yes"))),
    M("out-of-turn-answer-measured-against-the-bet", "ACTION-OUT-OF-TURN",
      "an out-of-turn action is measured against the bet in turn, not the held one it answered",
      _OutOfTurnMeasuredAgainstTheBet),
    M("skipped-player-keeps-right", "SKIPPED-PLAYER",
      "a skipped player keeps his right to act after three players act behind him",
      _SkippedKeepsRight),
    M("skipped-player-substantial-action-ignored", "SKIPPED-PLAYER",
      "substantial action behind a skipped player counts only as three players acting",
      _options_hand(skipped_player_lost_right_after=_fixed("three_players"))),
    M("lone-player-released", "BET-ROUND-CLOSE",
      "the last player with chips is not asked to call an all-in bet", _LonePlayerReleased),
    M("check-raise-forbidden", "CHECK-RAISE", "a player who checked may not raise",
      _NoCheckRaise),
    M("fold-refused-without-bet", "NONSTANDARD-FOLD",
      "a fold with no bet to face is refused", _NoFreeFold),
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
      patches=((hand, "resolve_chips", _undercall_folds),)),
    M("verbal-ignored", "VERBAL-BINDING",
      "a declaration made with chips is ignored: the chips decide",
      patches=((hand, "resolve_chips", _declaration_ignored),)),
    M("pot-in-no-limit-is-the-minimum", "INVALID-DECLARATIONS",
      '"pot" said in no-limit is the minimum bet or raise, whatever chips were pushed',
      patches=((chips, "_pot", _pot_is_the_minimum),)),
    M("ambiguous-amount-literal", "AMBIGUOUS-AMOUNT",
      "a number too small for the stakes is taken literally",
      patches=((chips, "_unambiguous", _amount_taken_literally),)),
    M("conditional-statement-held", "CONDITIONAL-DECLARATION",
      "a conditional statement is taken as the action it names, not sent to the floor",
      _ConditionalHeld),
    M("early-call-released-by-the-amount", "WAIT-FOR-AMOUNT",
      "a call said before the raise's amount is void once the amount comes",
      _EarlyCallReleased),
    M("wrong-count-never-relieved", "ACCEPTED-ACTION",
      "a call on a count far short of the bet is never taken back under rrop-cash",
      _options_hand(gross_misunderstanding_relief=_fixed("no"))),
    # bet sizes
    M("min-raise-from-bet", "NL-MIN-RAISE",
      "the minimum raise is twice the bet, not the bet plus the last raise increment",
      _MinRaiseFromBet),
    M("min-bet-one-chip", "NL-MIN-BET", "the minimum bet after the flop is one chip",
      _MinBetOneChip),
    M("underraise-refused", "UNDERRAISE-CORRECTION",
      "a raise short of the minimum is refused instead of brought up", _UnderraiseRejected),
    M("short-all-in-reopens", "ALLIN-SHORT-RAISE-REOPEN",
      "a short all-in raise reopens the betting for those who acted",
      patches=((hand, "BettingRound", _ReopeningRound),)),
    M("half-bet-all-in-not-a-raise", "INCOMPLETE-BET",
      "limit: an all-in of half a bet or more does not count as a raise", _HalfBetIncomplete),
    M("cap-one-raise-late", "CAP-LIMIT", "limit: the cap comes one raise late",
      _options_hand(limit_cap_raises=_plus_one)),
    M("heads-up-cap-kept", "CAP-HEADS-UP", "limit: the cap stays on when heads-up",
      _options_hand(heads_up_uncapped=_fixed("no"))),
    M("big-bet-on-river-only", "LIMIT-BET-SIZES", "limit: the turn is bet at the small bet",
      _BigBetOnRiverOnly),
    M("pot-limit-without-call", "PL-MAX",
      "pot-limit: the maximum raise leaves out the raiser's call", _PotLimitWithoutCall),
    M("pot-limit-overbet-refused", "PL-MISCOUNT",
      "pot-limit: a bet above the pot is refused instead of cut back", _OverbetRejected),
    M("table-stakes-overbet-refused", "TABLE-STAKES",
      "naming more than the stack is refused instead of an all-in",
      patches=((hand, "resolve_chips", _table_stakes_refused),)),
    # pots
    M("all-in-eligible-above-level", "SIDE-POTS",
      "an all-in player is eligible for the side pots above his level",
      patches=((showdown, "build_pots", _pots_ignore_all_in),
               (snapshots, "build_pots", _pots_ignore_all_in))),
    M("uncalled-bet-kept", "UNCALLED-BET", "an uncalled bet stays in the pot", _UncalledKept),
    M("uncalled-bet-to-wrong-seat", "UNCALLED-BET",
      "an uncalled bet goes back to the seat on the bettor's left", _UncalledToWrongSeat),
    M("tie-not-split", "SPLIT-POT-TIES", "a tied pot goes whole to one winner",
      patches=((showdown, "split_amount", _winner_takes_tie),)),
    M("kickers-ignored", "SPLIT-POT-TIES",
      "pairs, trips and quads are compared without kickers",
      patches=((showdown, "evaluate", _kickers_ignored),
               (showdown, "describe", _describe_original))),
    M("odd-chip-wrong-seat", "ODD-CHIP", "the odd chip goes to the last winner clockwise",
      _showdown_hand(_OddChipReversed)),
    M("main-pot-awarded-first", "POT-AWARD-ORDER",
      "the main pot is settled first, then the side pots in the order they were made",
      _showdown_hand(_MainPotFirst)),
    # showdown
    M("wheel-not-straight", "CARDS-SPEAK", "A-2-3-4-5 is not read as a straight",
      patches=((showdown, "evaluate", _wheel_not_straight),
               (showdown, "describe", _describe_original))),
    M("showdown-order-by-seat", "SHOWDOWN-ORDER", "hands are shown in seat-number order",
      _showdown_hand(_ShowdownFromSeatOne)),
    M("showdown-order-forbids", "SHOWDOWN-ORDER",
      "only the seat due may show or muck at the showdown", _ShowdownOrderForbids),
    M("last-hand-must-show", "SHOWDOWN-UNCONTESTED",
      "the last live hand must still show or muck", _showdown_hand(_LastHandMustShow)),
    M("undeclared-board-claim", "PLAY-THE-BOARD",
      "a player who mucks without declaring the board keeps a claim",
      _showdown_hand(_BoardClaimWithoutDeclaring)),
    M("muck-while-live-ignored", "SHOWDOWN-MUCK-WHILE-LIVE",
      "a live hand thrown away stays live", _MuckWhileLiveIgnored),
    M("one-card-tables-the-hand", "SHOWDOWN-TABLE-ALL",
      "a hand with only one card shown counts as tabled", _OneCardTables),
    M("all-in-hands-not-exposed", "ALL-IN-EXPOSE",
      "hands stay face down at an all-in whatever all_in_exposure says",
      _options_hand(all_in_exposure=_fixed("off"))),
)  # fmt: skip


# ------------------------------------------------------------------ the kill matrix


@dataclass(frozen=True, slots=True)
class MutantResult:
    """What the suite did to one mutant."""

    name: str
    rule: str
    area: str
    description: str
    killers: tuple[str, ...]
    citing_killers: tuple[str, ...]
    seconds: float

    @property
    def killed(self) -> bool:
        return bool(self.killers)

    @property
    def caught(self) -> bool:
        """Killed by at least one scenario that cites the broken rule."""
        return bool(self.citing_killers)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "rule": self.rule,
            "area": self.area,
            "description": self.description,
            "killed": self.killed,
            "kills": len(self.killers),
            "cites_rule": self.caught,
            "killers": list(self.killers),
            "citing_killers": list(self.citing_killers),
            "seconds": round(self.seconds, 3),
        }


_SUITE: dict[str, Any] = {}


def _suite() -> tuple[list[Any], list[Any]]:
    """The built-in YAML scenarios and feature scenarios, loaded once per process."""
    from refdealer.certify import load_feature_suite, load_suite

    if not _SUITE:
        _SUITE["scenarios"] = load_suite()
        _SUITE["features"] = load_feature_suite()
    return _SUITE["scenarios"], _SUITE["features"]


def run_mutant(
    mutant: Mutant, *, profile: str = DEFAULT_PROFILE, features: bool = True
) -> MutantResult:
    """Certify the whole suite (YAML scenarios, and features unless told not) on ``mutant``."""
    from refdealer.catalog import rule_catalog
    from refdealer.certify import certify
    from refdealer.protocol.engine import InProcessEngine
    from refdealer.scenarios.runner import ERROR, FAILED

    started = time.perf_counter()
    scenarios, feature_scenarios = _suite()
    engine = InProcessEngine(MutantDealer(mutant, profile))
    certificate = certify(
        engine,
        profile=profile,
        scenarios=scenarios,
        features=feature_scenarios if features else [],
        suite={},
    )
    killing = [r for r in certificate.results if r.outcome in (FAILED, ERROR)]
    entry = rule_catalog().get(mutant.rule)
    return MutantResult(
        name=mutant.name,
        rule=mutant.rule,
        area=entry.area if entry else "unknown",
        description=mutant.description,
        killers=tuple(r.id for r in killing),
        citing_killers=tuple(r.id for r in killing if mutant.rule in r.rules),
        seconds=time.perf_counter() - started,
    )


def _run_named(name: str, profile: str, features: bool) -> MutantResult:
    return run_mutant(MUTANTS_BY_NAME[name], profile=profile, features=features)


def run_matrix(
    mutants: Sequence[Mutant] = MUTANTS,
    *,
    profile: str = DEFAULT_PROFILE,
    features: bool = True,
    jobs: int = 1,
) -> list[MutantResult]:
    """Every mutant's result, in the order given (``jobs`` > 1: forked worker processes)."""
    _suite()  # loaded before forking, so every worker shares it
    if jobs <= 1:
        return [run_mutant(m, profile=profile, features=features) for m in mutants]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("fork")) as pool:
        futures = [pool.submit(_run_named, m.name, profile, features) for m in mutants]
        return [future.result() for future in futures]


MUTANTS_BY_NAME: Mapping[str, Mutant] = {m.name: m for m in MUTANTS}
