"""The dispatcher: one hand of hold'em, event by event, over the table state.

Every event is first verified by its check (which raises :class:`RejectedEvent` and changes
nothing), then applied by its rule module, then logged, and then the table's invariants are
asserted: all 52 cards in exactly one zone and every chip accounted for. Where each kind of
event is ruled on is the table :data:`RULES` below.

Two things here are for speed, each measured: the invariants are checked only as far as an
event can break them (a player's act moves cards only if some zone's size changed; words
move nothing), and a log entry is made by ``tuple.__new__`` rather than by calling
``LogEntry``, whose generated ``__new__`` is a Python function (2.8 % of the instructions
of a typed hand, ``benchmarks/count_instructions.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from refdealer.errors import RejectedEvent
from refdealer.options import DEFAULT_PROFILE
from refdealer.rules import (
    actions,
    asking,
    boarding,
    corrections,
    dealing,
    declarations,
    discovery,
    fouling,
    nonstandard,
    protection,
    sizing,
    streets,
    tabling,
)
from refdealer.rulings import Ruling
from refdealer.table import snapshot as snapshots
from refdealer.table.events import (
    AskToSee,
    AwayAtDeal,
    Bet,
    Board,
    Boxed,
    Burn,
    Call,
    Check,
    Chips,
    ClockExpired,
    Count,
    DealHole,
    Declare,
    DeclareBoard,
    EndDeal,
    Event,
    Expose,
    Fold,
    ForfeitUndercall,
    FouledDeck,
    KillHand,
    Muck,
    NonstandardFound,
    Notice,
    Raise,
    Show,
    StubDropped,
    WagerFound,
)
from refdealer.table.setup import TableSetup, parse_setup
from refdealer.table.state import STREETS, InvariantViolation, LogEntry, TableState

__all__ = ["NONSTANDARD_PITCH", "RULES", "STREETS", "Hand", "InvariantViolation", "LogEntry"]

Action = Fold | Check | Call | Bet | Raise
Check_ = Callable[[TableState, Any], None]
Apply = Callable[[TableState, Any, list[Ruling]], Action | None]

_NO_RULINGS: tuple[Ruling, ...] = ()

#: Events that only record words (a count, "raise" before the amount, playing the board):
#: unless they stood as an action, no card or chip moved, so the invariants need no check.
_RECORDS_ONLY: frozenset[type] = frozenset({Count, Declare, DeclareBoard})

#: Players' acts: they move chips, and cards only as a side effect (a fold, a dead hand, a
#: reshuffle or misdeal they lead to), which always changes a zone's size. So after one the
#: cards are counted again only if some zone's size changed; the chips always.
_PLAYERS_ACTS: frozenset[type] = frozenset(
    {Fold, Check, Call, Bet, Raise, Chips, Declare, Count, Show, Muck, DeclareBoard}
    | {ForfeitUndercall, KillHand, ClockExpired, AwayAtDeal, WagerFound}
)


def _internal_error(event: Event, error: Exception) -> RejectedEvent:
    """The refusal of an event refdealer failed on: a bug, reported with the table unchanged."""
    text = str(error)
    if len(text) > 300:
        text = text[:297] + "..."
    return RejectedEvent(
        "INTERNAL_ERROR",
        f"{event}: refdealer failed while applying it ({type(error).__name__}: {text}); "
        "the table is exactly as it was before the event (a refdealer bug: please report it)",
    )


# ------------------------------------------------------------------ the rule table


def _check_burn(state: TableState, event: Burn) -> None:
    tabling.check_tabling_done(state, event)
    boarding.check_burn(state, event)
    if not event.noticed:
        discovery.check_unnoticed_board(state, event)


def _check_board(state: TableState, event: Board) -> None:
    tabling.check_tabling_done(state, event)
    boarding.check_board(state, event)
    if not event.noticed:
        discovery.check_unnoticed_board(state, event)


def _burn(state: TableState, event: Burn, issued: list[Ruling]) -> None:
    if event.noticed or not discovery.unnoticed_burn(state):
        boarding.burn(state, issued)


def _board(state: TableState, event: Board, issued: list[Ruling]) -> None:
    if event.noticed or not discovery.unnoticed_board(state, event.count, issued):
        boarding.board(state, event.count, issued)


def _notice(state: TableState, event: Notice, issued: list[Ruling]) -> None:
    discovery.notice(state, issued)


def _show(state: TableState, event: Show, issued: list[Ruling]) -> None:
    if state.joker == event.seat:  # the joker is found as the hand is tabled
        nonstandard.found(state, NonstandardFound(event.seat), issued)
    else:
        tabling.show(state, event, issued)


_ACTION: tuple[Check_, Apply] = (declarations.check_action, actions.fold_check_or_call)
_WAGER: tuple[Check_, Apply] = (corrections.check_wager, corrections.wager)

RULES: dict[type, tuple[Check_, Apply]] = {
    DealHole: (dealing.check_deal_hole, dealing.deal_hole),
    EndDeal: (dealing.check_end_deal, dealing.end_deal),
    Boxed: (dealing.check_boxed, dealing.boxed),
    Expose: (dealing.check_expose, dealing.expose),
    Fold: _ACTION,
    Check: _ACTION,
    Call: _ACTION,
    Bet: _WAGER,
    Raise: _WAGER,
    Chips: (declarations.check_chips, declarations.push_chips),
    Declare: (declarations.check_declare, declarations.declare),
    Count: (declarations.check_count, declarations.count),
    ForfeitUndercall: (declarations.check_forfeit, declarations.forfeit_undercall),
    KillHand: (protection.check_kill, protection.kill),
    ClockExpired: (protection.check_clock, protection.clock_expired),
    AwayAtDeal: (protection.check_away, protection.away_at_deal),
    AskToSee: (asking.check_ask, asking.ask_to_see),
    FouledDeck: (fouling.check_fouled, fouling.fouled_deck),
    WagerFound: (corrections.check_found, corrections.wager_found),
    Burn: (_check_burn, _burn),
    Board: (_check_board, _board),
    Notice: (discovery.check_notice, _notice),
    StubDropped: (discovery.check_stub_dropped, discovery.stub_dropped),
    NonstandardFound: (nonstandard.check_found, nonstandard.found),
    Show: (tabling.check_show, _show),
    Muck: (tabling.check_muck, tabling.muck),
    DeclareBoard: (tabling.check_declare_board, tabling.declare_board),
}
"""Where each kind of event is ruled on: event type -> (its check, its apply).

A check raises :class:`RejectedEvent` and changes nothing; an apply makes the event and
returns, for chips, words and corrected wagers, the action it counted as.
"""

NONSTANDARD_PITCH: tuple[Check_, Apply] = (nonstandard.check_pitch, nonstandard.pitch)
"""The rule of a ``DealHole`` pitching a joker or foreign card (``nonstandard``)."""


class Hand(TableState):
    """One hand: the table state, and the dispatcher that rules on each event."""

    __slots__ = ("_snapshot_parts", "check_invariants", "start_rulings")

    def __init__(self, setup: TableSetup, *, check_invariants: bool = True) -> None:
        super().__init__(setup)
        self.check_invariants = check_invariants
        #: The last snapshot's formatted parts (made by the first snapshot), reused while
        #: their sources are unchanged.
        self._snapshot_parts: snapshots.SnapshotParts | None = None
        self.start_rulings: tuple[Ruling, ...] = tuple(streets.post_forced_bets(self))
        self.rulings.extend(self.start_rulings)
        if check_invariants:
            self.assert_invariants()

    @classmethod
    def from_dict(
        cls,
        raw: Mapping[str, Any],
        *,
        default_profile: str = DEFAULT_PROFILE,
        check_invariants: bool = True,
    ) -> Hand:
        """A hand from a protocol setup dict (errors name the field at fault)."""
        return cls(parse_setup(raw, default_profile), check_invariants=check_invariants)

    # ------------------------------------------------------------------ queries

    legal = sizing.legal_actions
    """What the seat to act may do, or ``None`` when no betting decision is due."""

    substantial_action = dealing.substantial_action
    """Whether substantial action has taken place (TDA 36; read by the session's disputes)."""

    cutoff_reached = dealing.cutoff_reached
    """Whether a misdeal can no longer be called (MISDEAL-CUTOFF; read by the session when a
    misplaced button is noticed)."""

    def raise_bounds(self, seat: int) -> tuple[int | None, int | None]:
        """The least and most ``seat`` may bet or raise to now (both ``None`` if it may not)."""
        return sizing.current_raise_bounds(self, seat)

    def pot_sized_raise(self, seat: int) -> int:
        """The total a pot-sized bet or raise by ``seat`` would come to."""
        return sizing.pot_sized_raise(self, seat)

    # ------------------------------------------------------------------ verify, then do

    def check(self, event: Event) -> None:
        """Raise :class:`RejectedEvent` if ``event`` cannot happen now; never changes anything."""
        self._rule_for(event)[0](self, event)

    def _rule_for(self, event: Event) -> tuple[Check_, Apply]:
        kind = type(event)
        if self.phase == "complete" and kind is not AskToSee:  # asked before the pot is pushed
            raise RejectedEvent("HAND_COMPLETE", f"{event}: the hand is over")
        rule = RULES.get(kind)
        if rule is None:
            raise RejectedEvent(
                "NOT_MODELLED", f"{event}: this dealer does not rule on {event.type} events yet"
            )
        if kind is DealHole and event.nonstandard:  # type: ignore[union-attr]
            return NONSTANDARD_PITCH
        return rule

    def can(self, event: Event) -> bool:
        """Whether ``event`` would be accepted now."""
        try:
            self.check(event)
        except RejectedEvent:
            return False
        return True

    def apply(self, event: Event) -> tuple[Ruling, ...]:
        """Verify ``event``, apply it, check the invariants; return the rulings it drew.

        Transactional: if anything goes wrong on the way (a bug in refdealer, a broken
        invariant), the table is put back exactly as it was before the event and the event
        is refused with ``INTERNAL_ERROR``; it is never left half-applied.
        """
        kind = type(event)
        try:
            if (self.phase == "complete" and kind is not AskToSee) or (
                rule := RULES.get(kind)
            ) is None:
                self._rule_for(event)  # raises the refusal
                raise AssertionError("unreachable")
            if kind is DealHole and event.nonstandard:  # type: ignore[union-attr]
                rule = NONSTANDARD_PITCH
            rule[0](self, event)
        except RejectedEvent:
            raise
        except Exception as error:  # check never changes the table
            raise _internal_error(event, error) from error
        log = self.log
        logged = len(log)
        try:
            issued: list[Ruling] = []
            check = self.check_invariants
            sizes = self.zone_sizes() if check and kind in _PLAYERS_ACTS else None
            action = rule[1](self, event, issued)
            if self.notice_due:
                # A hand was tabled (at the showdown or an all-in exposure) with the wrong
                # number of cards: the error is seen now.
                self.notice_due = False
                discovery.notice(self, issued)
                if self.phase == "showdown":
                    streets.advance_showdown(self, issued)
                elif self.exposure is not None and self.phase != "complete":
                    self.to_act = streets.next_to_table(self)  # the rest are turned up
            if issued:
                result = tuple(issued)
                self.rulings.extend(issued)
            else:
                result = _NO_RULINGS
            log.append(tuple.__new__(LogEntry, (event, result, action)))  # see the docstring
            if check and (action is not None or kind not in _RECORDS_ONLY):
                if sizes is None or sizes != self.zone_sizes():
                    self.assert_cards()
                self.assert_chips()
            return result
        except RejectedEvent:
            self._roll_back(logged)
            raise
        except Exception as error:
            self._roll_back(logged)
            raise _internal_error(event, error) from error
        except BaseException:  # an interrupt: the table is whole again, the interrupt goes on
            self._roll_back(logged)
            raise

    def _roll_back(self, logged: int) -> None:
        """Put the table back as it stood after the first ``logged`` events of the log.

        The hand is a pure function of its setup and its events, so replaying the log from
        the setup through :meth:`apply` rebuilds it exactly (each event passed its check
        and its invariants when first applied, so it does again); this costs nothing
        unless an event went wrong.
        """
        events = [entry.event for entry in self.log[:logged]]
        parts = self._snapshot_parts  # a cache checked against its sources: kept
        Hand.__init__(self, self.setup, check_invariants=self.check_invariants)
        self._snapshot_parts = parts
        for earlier in events:
            self.apply(earlier)

    # ------------------------------------------------------------------ snapshot

    def pots(self) -> list[dict[str, object]]:
        """The pots as they stand, every committed chip included (empty once awarded)."""
        return snapshots.pots(self, self._parts())

    def snapshot(self) -> dict[str, Any]:
        """The table in the canonical JSON-able form of the protocol (fresh containers on
        every call; unchanged parts are reused formatted, see :mod:`refdealer.table.snapshot`)."""
        return snapshots.snapshot(self, self._parts())

    def _parts(self) -> snapshots.SnapshotParts:
        parts = self._snapshot_parts
        if parts is None:
            parts = self._snapshot_parts = snapshots.SnapshotParts(self.seating.order)
        return parts
