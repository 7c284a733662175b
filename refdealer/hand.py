"""The hand state machine: one hand of hold'em at a physical table, event by event.

Every event is first verified (``check`` raises :class:`RejectedEvent` and changes
nothing), then applied, and then the table's invariants are asserted: all 52 cards in
exactly one zone and every chip accounted for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from itertools import chain
from typing import Any, NamedTuple

from refdealer import boarding, dealing, discovery
from refdealer import snapshot as snapshots
from refdealer.betting import BettingRound, HeldAction, LegalActions
from refdealer.cards import Card
from refdealer.chips import Resolution, parse_declaration, resolve_chips
from refdealer.errors import RejectedEvent
from refdealer.events import (
    Bet,
    Board,
    Boxed,
    Burn,
    Call,
    Check,
    Chips,
    Count,
    DealHole,
    Declare,
    DeclareBoard,
    EndDeal,
    Event,
    Expose,
    Fold,
    Muck,
    Notice,
    Raise,
    Show,
    StubDropped,
)
from refdealer.options import DEFAULT_PROFILE
from refdealer.rulings import Ruling, ruling
from refdealer.setup import Game, TableSetup, parse_setup
from refdealer.showdown import Showdown
from refdealer.table import Seating

STREETS = ("preflop", "flop", "turn", "river")


class InvariantViolation(AssertionError):
    """The dealer broke its own bookkeeping: a bug in refdealer, never a user error."""


class LogEntry(NamedTuple):
    """One accepted event, the rulings it drew, and for chips the action it counted as."""

    event: Event
    rulings: tuple[Ruling, ...]
    action: Fold | Check | Call | Bet | Raise | None = None


_BETTING_TYPES: frozenset[type] = frozenset({Fold, Check, Call, Bet, Raise})
_NO_RULINGS: tuple[Ruling, ...] = ()


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


def _raise_declared(event: Fold | Check | Call | Bet | Raise | Chips) -> RejectedEvent:
    """The refusal of anything but the bet or raise a seat owes after saying "raise"."""
    return RejectedEvent(
        "RAISE_DECLARED",
        f"{event}: seat {event.seat} said raise; he owes a bet or raise, only the amount is "
        "still open",
    )


class Hand:
    """One hand: the zones, the chips, the betting, the showdown, and the event log."""

    def __init__(self, setup: TableSetup, *, check_invariants: bool = True) -> None:
        self.setup = setup
        self.check_invariants = check_invariants
        self.seating = Seating.around(setup.seats, setup.button)
        seating = self.seating
        self.stub: list[Card] = list(reversed(setup.deck))  # top of the stub is the end
        self.burns: list[Card] = []
        self.board: list[Card] = []
        self.out_of_play: list[Card] = []
        self.void: list[Card] = []
        self.muck: list[Card] = []
        self.hole: dict[int, list[Card]] = {seat: [] for seat in seating.order}
        self.exposed: list[Card] = []
        self.stacks: dict[int, int] = dict(setup.stacks)
        self.bets: dict[int, int] = dict.fromkeys(seating.order, 0)
        self.committed: dict[int, int] = dict.fromkeys(seating.order, 0)
        self.total_chips = sum(setup.stacks.values())
        self.folded: set[int] = set()
        self.all_in: set[int] = set()
        self.phase = "dealing"
        self.street = 0
        self.cards_dealt = 0
        self.burned = False
        self.round: BettingRound | None = None
        self.to_act: int | None = None
        self.showdown: Showdown | None = None
        #: With ``all_in_exposure`` on: the seats whose hands are turned up at an all-in, in
        #: order (``None`` until then), and those already face up (ALL-IN-EXPOSE).
        self.exposure: list[int] | None = None
        self.tabled: set[int] = set()
        self.payouts: dict[int, int] = {}
        self.rulings: list[Ruling] = []
        self.log: list[LogEntry] = []
        #: Where each card sat in the setup deck: reshuffles put unnamed cards in that order.
        self.deck_position: dict[Card, int] = {card: i for i, card in enumerate(setup.deck)}
        self.reshuffles_used = 0
        self.misdeals = 0
        #: Kinds of the actions taken in turn on the first betting round (misdeal cutoff).
        self.first_round_actions: list[str] = []
        self.deal_exposures = 0
        self.replacement_for: int | None = None
        self.extra_cards = 0
        self.boxed_in_deal = 0
        #: The street whose betting, once over, calls for a reshuffle with the premature cards.
        self.reshuffle_after: int | None = None
        self.burn_after_reshuffle = False
        #: ``burn_error_policy`` = ``restore_sequence`` after a burn error that stood: the
        #: next burn takes this many cards more (or, if -1, burns the extra burn again).
        self.burn_restore = 0
        #: Street -> extra burns ruled on for the next street's burn (MAX_EXTRA_BURNS_PER_STREET).
        self.extra_burns: dict[int, int] = {}
        #: Dealer errors nobody has noticed yet (``noticed: false``, ``end_deal``).
        self.unnoticed: discovery.Unnoticed | None = None
        self.posted_blinds: dict[int, int] = dict.fromkeys(seating.order, 0)
        self.posted_antes: dict[int, int] = dict.fromkeys(seating.order, 0)
        self.start_rulings: tuple[Ruling, ...] = tuple(self._post_forced_bets())
        self.rulings.extend(self.start_rulings)
        if check_invariants:
            self._assert_invariants()

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

    # ------------------------------------------------------------------ forced bets

    def _post(self, seat: int, amount: int, *, live: bool) -> int:
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        self.committed[seat] += paid
        if live:
            self.bets[seat] += paid
        if self.stacks[seat] == 0:
            self.all_in.add(seat)
        return paid

    def _post_forced_bets(self) -> list[Ruling]:
        setup, seating = self.setup, self.seating
        issued: list[Ruling] = []
        if setup.ante:
            for seat in seating.order:
                paid = self._post(seat, setup.ante, live=False)
                self.posted_antes[seat] = paid
                if paid < setup.ante:
                    issued.append(
                        ruling("SHORT_ANTE", f"Seat {seat} posts an ante of {paid}, all in")
                    )
        for seat, blind, name in (
            (seating.small_blind, setup.small_blind, "small blind"),
            (seating.big_blind, setup.big_blind, "big blind"),
        ):
            if blind == 0:
                continue
            paid = self._post(seat, blind, live=True)
            self.posted_blinds[seat] += paid
            if paid < blind:
                issued.append(
                    ruling(
                        "SHORT_BLIND",
                        f"Seat {seat} posts {paid} of the {blind} {name}, all in; "
                        f"the full {setup.big_blind} stays the amount to call",
                    )
                )
        return issued

    # ------------------------------------------------------------------ queries

    @property
    def complete(self) -> bool:
        return self.phase == "complete"

    def live_seats(self) -> list[int]:
        """Seats still holding a hand, in clockwise order from the button's left."""
        return [s for s in self.seating.order if s not in self.folded]

    def next_deal_seat(self) -> int | None:
        """The seat due the next hole card, or ``None`` once the deal is complete."""
        order = self.seating.order
        if self.cards_dealt >= 2 * len(order):
            return None
        return order[self.cards_dealt % len(order)]

    def _bet_size(self, street: int) -> int:
        setup = self.setup
        if setup.game is Game.FIXED_LIMIT:
            return setup.small_bet if street < 2 else setup.big_bet
        return setup.big_blind

    def legal(self) -> LegalActions | None:
        """What the seat to act may do, or ``None`` when no betting decision is due."""
        betting = self.round
        seat = self.to_act
        if betting is None or seat is None:
            return None
        stack = self.stacks[seat]
        owed = betting.current_bet - self.bets[seat]
        call = owed if owed < stack else stack
        low, high = self._raise_bounds(seat, betting)
        if betting.declared == seat and low is not None:  # said "raise": the amount is open
            return LegalActions(seat, False, False, call if call > 0 else 0, low, high)
        return LegalActions(seat, True, owed <= 0, call if call > 0 else 0, low, high)

    def _raise_bounds(self, seat: int, betting: BettingRound) -> tuple[int | None, int | None]:
        stack = self.stacks[seat]
        in_front = self.bets[seat]
        if stack <= betting.current_bet - in_front:
            return None, None
        if betting.capped or not betting.reopened_for(seat) or seat in betting.no_raise:
            return None, None
        if self._raise_is_null(seat, betting):
            return None, None
        all_in_to = in_front + stack
        game = self.setup.game
        if game is Game.FIXED_LIMIT:
            if self._cap_reached(betting):
                return None, None
            target = min(betting.counted_level + betting.bet_size, all_in_to)
            return target, target
        low = betting.current_bet + betting.increment
        high = all_in_to
        if game is Game.POT_LIMIT:
            high = min(high, betting.current_bet + self._pot_after_call(seat, betting))
        if low > high:
            low = high
        return low, high

    def pot_sized_raise(self, seat: int) -> int:
        """The total a pot-sized bet or raise by ``seat`` would come to (the pot-limit
        maximum's size, without its cap at the stack)."""
        betting = self.round
        assert betting is not None
        return betting.current_bet + self._pot_after_call(seat, betting)

    def raise_bounds(self, seat: int) -> tuple[int | None, int | None]:
        """The least and most ``seat`` may bet or raise to now (both ``None`` if it may not)."""
        if self.round is None:
            return None, None
        return self._raise_bounds(seat, self.round)

    def _raise_is_null(self, seat: int, betting: BettingRound) -> bool:
        """A raise nobody could call is no raise (clarification 4): no other seat still in
        can put in more than the bet to match, so only calling or folding is left."""
        return all(
            self.bets[other] + self.stacks[other] <= betting.current_bet
            for other in self.seating.order
            if other != seat and other not in self.folded
        )

    def _able_count(self) -> int:
        """Players still in who have chips behind (folded and all-in seats never overlap)."""
        return len(self.seating.order) - len(self.folded) - len(self.all_in)

    def _cap_reached(self, betting: BettingRound) -> bool:
        cap = self.setup.options["limit_cap_raises"]
        assert isinstance(cap, int)
        if betting.counted_bets < 1 + cap:
            return False
        return self._cap_applies()

    def _cap_applies(self) -> bool:
        if self.setup.options["heads_up_uncapped"] == "no":
            return True
        return self._able_count() >= 3

    def _pot_after_call(self, seat: int, betting: BettingRound) -> int:
        """Pot-limit: every chip in the middle and in front, plus the raiser's call."""
        pot = sum(self.committed.values()) + (betting.current_bet - self.bets[seat])
        if betting.street == 0:
            pot += self._preflop_blind_shortfall()
        return pot

    def _preflop_blind_shortfall(self) -> int:
        """Pot-limit sizing before the flop counts the blinds as fully posted (PL-MAX).

        A short or folded blind is still sized as the full blind (TDA 54-B); with
        ``pl_sb_counts_as_bb`` the small blind is sized as a big blind (RRoP s14 PL #6).
        """
        setup, seating = self.setup, self.seating
        small = setup.small_blind
        if small and setup.options["pl_sb_counts_as_bb"] == "yes":
            small = setup.big_blind
        extra = max(0, small - self.bets[seating.small_blind]) if small else 0
        return extra + max(0, setup.big_blind - self.bets[seating.big_blind])

    # ------------------------------------------------------------------ verify

    def check(self, event: Event) -> None:
        """Raise :class:`RejectedEvent` if ``event`` cannot happen now; never changes anything."""
        if self.phase == "complete":
            raise RejectedEvent("HAND_COMPLETE", f"{event}: the hand is over")
        kind = type(event)
        if kind is DealHole:
            dealing.check_deal_hole(self, event)  # type: ignore[arg-type]
        elif kind in _BETTING_TYPES:
            self._check_betting(event)  # type: ignore[arg-type]
            betting = self.round
            if betting is not None and betting.declared == event.seat:  # type: ignore[union-attr]
                self._check_declared_raise(event)  # type: ignore[arg-type]
        elif kind is Burn:
            self._check_tabling_done(event)  # type: ignore[arg-type]
            boarding.check_burn(self, event)  # type: ignore[arg-type]
            if not event.noticed:  # type: ignore[union-attr]
                discovery.check_unnoticed_board(self, event)  # type: ignore[arg-type]
        elif kind is Board:
            self._check_tabling_done(event)  # type: ignore[arg-type]
            boarding.check_board(self, event)  # type: ignore[arg-type]
            if not event.noticed:  # type: ignore[union-attr]
                discovery.check_unnoticed_board(self, event)  # type: ignore[arg-type]
        elif isinstance(event, Show):
            self._check_show(event)
        elif isinstance(event, Muck):
            if self.phase == "showdown":
                self._check_showdown_turn(event)
            elif event.seat not in self.hole or event.seat in self.folded:
                raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {event.seat} has no live hand")
            elif self.phase == "dealing":
                raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the deal is not complete")
            if self.exposure is not None and event.seat in self.exposure:
                raise RejectedEvent(
                    "MUST_TABLE",
                    f"{event}: a player is all in and the betting is over, so every hand still "
                    "in is turned face up; none may be mucked",
                )
        elif isinstance(event, DeclareBoard):
            self._check_declare_board(event)
        elif kind is Boxed:
            if self.phase == "showdown" or not self.stub:
                raise RejectedEvent("NO_CARD_DUE", f"{event}: no more cards come off the stub")
        elif isinstance(event, Notice):
            discovery.check_notice(self, event)
        elif isinstance(event, EndDeal):
            discovery.check_end_deal(self, event)
        elif isinstance(event, StubDropped):
            discovery.check_stub_dropped(self, event)
        elif isinstance(event, Expose):
            self._check_expose(event)
        elif isinstance(event, Chips):
            self._check_betting(Fold(event.seat))  # the seat must be the one to act
            resolution = resolve_chips(self, self._chips_read(event))
            self._check_betting(resolution.action)
            if self._unaware_undercall(event, resolution) == "floor":
                raise RejectedEvent(
                    "FLOOR_DECISION",
                    f"{event}: short of a raise he did not see, facing more than the opening bet "
                    "multi-way: the floor decides between a full call and forfeiting the chips",
                )
        elif isinstance(event, Declare):
            self._check_declare(event)
        elif isinstance(event, Count):
            self._check_count(event)
        else:
            raise RejectedEvent(
                "NOT_MODELLED", f"{event}: this dealer does not rule on {event.type} events yet"
            )

    def _check_declare_board(self, event: DeclareBoard) -> None:
        showdown = self.showdown
        if self.phase != "showdown" or showdown is None:
            raise RejectedEvent("NOT_SHOWDOWN", f"{event}: the board is played at the showdown")
        seat = event.seat
        if seat not in showdown.order or seat in showdown.shown or seat in showdown.mucked:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no cards to declare")

    def _check_expose(self, event: Expose) -> None:
        if event.seat not in self.hole or event.seat in self.folded:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {event.seat} has no live hand")
        if event.card not in self.hole[event.seat]:
            raise RejectedEvent("CARD_NOT_HELD", f"{event}: seat {event.seat} does not hold it")

    def _check_show(self, event: Show) -> None:
        """At the showdown in turn, or at an all-in exposure by any seat not yet face up."""
        seat = event.seat
        if self.exposure is not None and self.phase != "showdown":
            if seat not in self.exposure or seat in self.folded:
                raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
            if seat in self.tabled:
                raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {seat}'s hand is face up")
        else:
            self._check_showdown_turn(event)
        for card in event.cards or ():
            if card not in self.hole[seat]:
                raise RejectedEvent("CARD_NOT_HELD", f"{event}: seat {seat} does not hold {card}")

    def _check_tabling_done(self, event: Burn | Board) -> None:
        """ALL-IN-EXPOSE: the hands are turned up before the board is dealt any further."""
        if self.exposure is not None and self.to_act is not None and self.phase != "showdown":
            raise RejectedEvent(
                "HANDS_NOT_TABLED",
                f"{event}: seat {self.to_act}'s hand is turned face up before more cards come",
            )

    def _check_declared_raise(self, event: Fold | Check | Call | Bet | Raise) -> None:
        """A seat that said "raise" owes a bet or raise (VERBAL-BINDING, WAIT-FOR-AMOUNT),
        while it still may raise (if everyone else has gone all in since, it may not)."""
        if not isinstance(event, Bet | Raise) and self.raise_bounds(event.seat)[0] is not None:
            raise _raise_declared(event)

    def _chips_read(self, event: Chips) -> Chips:
        """Chips from a seat that already said "raise" are read with that word first."""
        betting = self.round
        if betting is None or betting.declared != event.seat:
            return event
        said = parse_declaration(event.declared)
        if said.kind in ("silent", "raise"):
            return replace(event, declared="raise")
        if said.kind == "amount":
            return replace(event, declared=f"raise to {said.amount}")
        if said.kind in ("raise_to", "all_in", "pot") or self.raise_bounds(event.seat)[0] is None:
            return event
        raise _raise_declared(event)

    def _check_declare(self, event: Declare) -> None:
        seat = event.seat
        if self.phase == "dealing":
            raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
        if seat not in self.hole or seat in self.folded:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
        betting = self.round
        if betting is None or self.to_act is None:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: no betting decision is due")
        if event.conditional:
            # CONDITIONAL-DECLARATION (TDA 59): non-standard; whether it binds, and any
            # penalty, is the floor's decision. The dealer rules nothing and holds nothing.
            raise RejectedEvent(
                "FLOOR_DECISION",
                f"{event}: a conditional statement is non-standard; the floor decides whether "
                "it binds",
            )
        if seat != self.to_act:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {self.to_act} is to act")
        if betting.declared == seat:
            raise RejectedEvent("RAISE_DECLARED", f"{event}: seat {seat} already said raise")

    def _check_count(self, event: Count) -> None:
        seat = event.seat
        if self.phase == "dealing":
            raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
        if seat not in self.hole or seat in self.folded:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
        betting = self.round
        if betting is None or self.to_act is None:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: no betting decision is due")
        if seat != self.to_act:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {self.to_act} is to act")
        if betting.current_bet <= self.bets[seat]:
            raise RejectedEvent("NOTHING_TO_CALL", f"{event}: there is no bet to count")

    def can(self, event: Event) -> bool:
        """Whether ``event`` would be accepted now."""
        try:
            self.check(event)
        except RejectedEvent:
            return False
        return True

    def _check_showdown_turn(self, event: Show | Muck) -> None:
        """Any seat with a hand still in may table or concede at the showdown, due or not.

        The showdown order (decision 15) says who is due and can be made to show, not who
        may act: a player may show first or muck before his turn (seed 001; TDA 17-A orders
        only hands not spontaneously tabled or discarded). A seat already face up or mucked
        has nothing left to show or throw away.
        """
        showdown = self.showdown
        if self.phase != "showdown" or showdown is None:
            raise RejectedEvent("NOT_SHOWDOWN", f"{event}: hands are shown only at the showdown")
        seat = event.seat
        if seat not in self.hole or seat in self.folded or seat in showdown.mucked:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
        if seat in showdown.shown:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {seat}'s hand is already tabled")

    def _check_betting(self, event: Fold | Check | Call | Bet | Raise) -> None:
        seat = event.seat
        if self.phase == "dealing":
            raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
        if seat not in self.hole or seat in self.folded:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
        betting = self.round
        if betting is None or self.to_act is None:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: no betting decision is due")
        if seat != self.to_act and (seat not in betting.pending or seat in betting.out_of_turn):
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {self.to_act} is to act")
        # Out of turn, a player answers what he saw: held bets and raises made before his
        # included (ACTION-OUT-OF-TURN, decision 16).
        facing = betting.current_bet if seat == self.to_act else betting.faced()
        owed = facing - self.bets[seat]
        if isinstance(event, Fold):
            return
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
            self._check_raise_amount(event, seat, event.amount, betting, facing)
            return
        if facing == 0:
            raise RejectedEvent("NO_BET_TO_RAISE", f"{event}: there is no bet yet; that is a bet")
        self._check_raise_amount(event, seat, event.to, betting, facing)

    def _check_raise_amount(
        self, event: Bet | Raise, seat: int, total: int, betting: BettingRound, facing: int
    ) -> None:
        all_in_to = self.bets[seat] + self.stacks[seat]
        if total > all_in_to:
            raise RejectedEvent(
                "ABOVE_MAXIMUM", f"{event}: seat {seat} has only {all_in_to} in all"
            )
        if total <= facing:
            raise RejectedEvent("BELOW_MINIMUM", f"{event}: the bet to match is already {facing}")
        if facing > betting.current_bet:
            return  # over a held wager: its size is judged when the action reaches him
        low, high = self._raise_bounds(seat, betting)
        if low is None or high is None:
            raise RejectedEvent("RAISE_NOT_ALLOWED", f"{event}: {self._why_no_raise(seat)}")
        # A wager of the wrong size is corrected, not refused (see _corrected).

    def _over_held_wager(self, event: Bet | Raise) -> bool:
        """A raise out of turn over a held bet or raise: sized when the action reaches it."""
        betting = self.round
        assert betting is not None
        return event.seat != self.to_act and betting.faced() > betting.current_bet

    def _corrected(self, event: Bet | Raise, issued: list[Ruling]) -> Bet | Raise:
        """A verbal bet or raise of the wrong size, brought to the legal one.

        Short of the minimum it is brought up (NL-MIN-BET, UNDERRAISE-CORRECTION); above the
        pot-limit maximum it is cut back (PL-MAX, PL-MISCOUNT); in fixed limit it becomes the
        street's size (LIMIT-BET-SIZES).
        """
        seat = event.seat
        total = event.amount if isinstance(event, Bet) else event.to
        low, high = self.raise_bounds(seat)
        assert low is not None and high is not None
        if low <= total <= high:
            return event
        fixed = self.setup.game is Game.FIXED_LIMIT
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
                    "BROUGHT_TO_MINIMUM",
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

    def _why_no_raise(self, seat: int) -> str:
        """The true reason ``seat`` may not raise, in the order :meth:`_raise_bounds` checks."""
        betting = self.round
        assert betting is not None
        if self.stacks[seat] <= betting.current_bet - self.bets[seat]:
            return "the seat has only enough chips to call"
        if betting.capped or (self.setup.game is Game.FIXED_LIMIT and self._cap_reached(betting)):
            return "the betting is capped"
        if not betting.reopened_for(seat):
            return "a short all-in did not reopen the betting for this seat"
        if seat in betting.no_raise:
            return f"seat {seat} may only call or fold: {betting.no_raise[seat]}"
        others = [s for s in self.seating.order if s != seat and s not in self.folded]
        if all(s in self.all_in for s in others):
            return "every other player still in is all in"
        return (
            f"no other player still in can put in more than the {betting.current_bet} to match, "
            "so a raise could not be called"
        )

    # ------------------------------------------------------------------ apply

    def apply(self, event: Event) -> tuple[Ruling, ...]:
        """Verify ``event``, apply it, check the invariants; return the rulings it drew.

        Transactional: if anything goes wrong on the way (a bug in refdealer, a broken
        invariant), the table is put back exactly as it was before the event and the event
        is refused with ``INTERNAL_ERROR``; it is never left half-applied.
        """
        try:
            self.check(event)
        except RejectedEvent:
            raise
        except Exception as error:  # check never changes the table
            raise _internal_error(event, error) from error
        logged = len(self.log)
        try:
            return self._apply_checked(event)
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
        the setup rebuilds it exactly; this costs nothing unless an event went wrong.
        """
        events = [entry.event for entry in self.log[:logged]]
        Hand.__init__(self, self.setup, check_invariants=self.check_invariants)
        for earlier in events:
            self._apply_checked(earlier)  # each passed check() when it was first applied

    def _apply_checked(self, event: Event) -> tuple[Ruling, ...]:
        """Apply an event :meth:`check` accepted; the rulings it drew."""
        issued: list[Ruling] = []
        action: Fold | Check | Call | Bet | Raise | None = None
        kind = type(event)
        if kind is DealHole:
            dealing.deal_hole(self, event, issued)  # type: ignore[arg-type]
        elif isinstance(event, Bet | Raise):
            action = event if self._over_held_wager(event) else self._corrected(event, issued)
            self._act(action, issued)
            if action == event:
                action = None
        elif kind in _BETTING_TYPES:
            if not (isinstance(event, Call) and self._call_withdrawn(event.seat, issued)):
                self._act(event, issued)  # type: ignore[arg-type]
        elif kind is Burn:
            if event.noticed or not discovery.unnoticed_burn(self):  # type: ignore[union-attr]
                boarding.burn(self, issued)
        elif kind is Board:
            count = event.count  # type: ignore[union-attr]
            if event.noticed or not discovery.unnoticed_board(self, count, issued):  # type: ignore[union-attr]
                boarding.board(self, count, issued)
        elif kind is Boxed:
            dealing.boxed(self, issued)
        elif isinstance(event, Notice):
            discovery.notice(self, issued)
        elif isinstance(event, EndDeal):
            discovery.end_deal(self, issued)
        elif isinstance(event, StubDropped):
            discovery.stub_dropped(self, event, issued)
        elif isinstance(event, Expose):
            dealing.expose_by_player(self, event.seat, event.card, issued)
        elif kind is Muck and self.phase != "showdown":
            self._muck_while_live(event.seat, issued)  # type: ignore[union-attr,arg-type]
        elif isinstance(event, DeclareBoard):
            assert self.showdown is not None
            self.showdown.played_board.add(event.seat)
            keeps = self.setup.options["play_board_requirement"] == "declare_before_discard"
            issued.append(
                ruling(
                    "BOARD_DECLARED",
                    f"Seat {event.seat} declares playing the board before his cards leave his "
                    "hand: "
                    + (
                        "he keeps his claim to a share"
                        if keeps
                        else "he must still table both cards to share"
                    ),
                )
            )
        elif isinstance(event, Chips):
            resolution = resolve_chips(self, self._chips_read(event))
            action = resolution.action
            if self._unaware_undercall(event, resolution) == "withdraw":
                self._withdraw_undercall(event, issued)
                action = None
            else:
                issued.extend(resolution.rulings)
                if isinstance(action, Call) and self._call_withdrawn(event.seat, issued):
                    action = None
                else:
                    self._act(action, issued)
        elif isinstance(event, Show):
            self._show(event, issued)
        elif isinstance(event, Declare):
            action = self._declare(event, issued)
        elif isinstance(event, Count):
            self._count(event, issued)
        else:
            self._show_or_muck(event, issued)  # type: ignore[arg-type]
        result = tuple(issued) if issued else _NO_RULINGS
        if issued:
            self.rulings.extend(issued)
        self.log.append(LogEntry(event, result, action))
        if self.check_invariants:
            self._assert_invariants()
        return result

    def _declare(self, event: Declare, issued: list[Ruling]) -> Check | Call | None:
        """ "Raise" said with the amount to come: the seat owes a bet or raise (VERBAL-BINDING).

        Where it may not raise, the word stands as a call (INVALID-DECLARATIONS).
        """
        betting = self.round
        assert betting is not None
        seat = event.seat
        low, _high = self._raise_bounds(seat, betting)
        if low is None:
            action: Check | Call = (
                Call(seat) if betting.current_bet > self.bets[seat] else Check(seat)
            )
            issued.append(
                ruling(
                    "RAISE_NOT_ALLOWED_CALL",
                    f"Seat {seat} declared a raise but may not raise here: it stands as a "
                    f"{action.type}",
                )
            )
            self._act(action, issued)
            return action
        betting.declared = seat
        word = "raise" if betting.current_bet else "bet"
        issued.append(
            ruling(
                "VERBAL_DECLARATION",
                f"Seat {seat} said {word}: he owes a {word} to at least {low}; the amount is still "
                "to come",
            )
        )
        return None

    def _count(self, event: Count, issued: list[Ruling]) -> None:
        """A count asked for and given: a wrong one is ruled on when the seat calls."""
        betting = self.round
        assert betting is not None
        betting.counts[event.seat] = event.told
        if event.told != betting.current_bet:
            issued.append(
                ruling(
                    "WRONG_COUNT",
                    f"Seat {event.seat} was told {event.told}, but the bet is "
                    f"{betting.current_bet}",
                )
            )

    def _call_withdrawn(self, seat: int, issued: list[Ruling]) -> bool:
        """ACCEPTED-ACTION: a call after a count short of the bet.

        It accepts the full bet (TDA 49, RP-12), unless ``gross_misunderstanding_relief`` is
        on and the count was under 80 % of the call (RRoP s14 NL #7): then the call is taken
        back, and the seat may call the true amount or fold.
        """
        betting = self.round
        if betting is None or not betting.counts:
            return False
        told = betting.counts.pop(seat, None)
        if told is None or told >= betting.current_bet:
            return False
        in_front, stack = self.bets[seat], self.stacks[seat]
        understood = told - in_front
        owed = min(betting.current_bet - in_front, stack)
        if understood >= stack:
            return False  # all in either way
        relief = self.setup.options["gross_misunderstanding_relief"] == "yes"
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

    def _unaware_undercall(self, event: Chips, resolution: Resolution) -> str | None:
        """UNDERCALL: a silent call short of a raise the player says he did not see.

        ``None`` unless ``unaware_of_raise`` is set on an undercall that faced a raise. Then
        ``undercall_when_unaware_of_raise`` decides: ``withdraw_if_no_one_acted`` (rrop-cash,
        RRoP s3 Betting: he may take the chips back and reconsider, nobody having acted after
        him, which holds as the claim comes with the chips) gives ``"withdraw"``;
        ``tda_51b_matrix`` (TDA 51-B) gives ``None`` (a full call) heads-up or against the
        opening bet, and ``"floor"`` otherwise: the TD decides.
        """
        betting = self.round
        if not event.unaware_of_raise or betting is None:
            return None
        if not any(note.code == "UNDERCALL" for note in resolution.rulings):
            return None
        opening = betting.wagers <= (0 if betting.street == 0 else 1)
        if opening:
            return None  # no raise was made: there was nothing to be unaware of
        if self.setup.options["undercall_when_unaware_of_raise"] == "withdraw_if_no_one_acted":
            return "withdraw"
        return None if len(self.live_seats()) == 2 else "floor"

    def _withdraw_undercall(self, event: Chips, issued: list[Ruling]) -> None:
        betting = self.round
        assert betting is not None
        pushed = sum(map(sum, event.motions))
        issued.append(
            ruling(
                "UNDERCALL_WITHDRAWN",
                f"Seat {event.seat} put out {pushed} without seeing the raise to "
                f"{betting.current_bet}: nobody has acted after him, so he takes the chips back "
                "and decides again",
            )
        )

    def _show(self, event: Show, issued: list[Ruling]) -> None:
        """A hand turned up: at the showdown, or at an all-in exposure before the board is out."""
        seat = event.seat
        if event.cards is not None and set(event.cards) != set(self.hole[seat]):
            shown = " ".join(str(card) for card in event.cards)
            issued.append(
                ruling(
                    "HAND_NOT_TABLED",
                    f"Seat {seat} shows only {shown}: a hand is tabled with all its cards, so the "
                    "dealer asks for the rest; until then it has no claim",
                )
            )
            return
        if self.exposure is None or self.phase == "showdown":
            self._show_or_muck(event, issued)
            return
        self.tabled.add(seat)
        self.to_act = self._next_to_table()

    def open_first_round(self, issued: list[Ruling]) -> None:
        """The deal is complete: the pre-flop betting begins."""
        self._open_round(0, issued)

    def deal_board_cards(
        self, cards: list[Card], issued: list[Ruling], *, next_burn_made: bool
    ) -> None:
        """Put the next street's cards on the board and open its betting."""
        self.board.extend(cards)
        self.burned = next_burn_made
        self.street += 1
        self.phase = STREETS[self.street]
        self._open_round(self.street, issued)

    def _open_round(self, street: int, issued: list[Ruling]) -> None:
        setup = self.setup
        reference = setup.big_blind if street == 0 else 0
        betting = BettingRound(street, setup.game, self._bet_size(street), reference)
        if street == 0 and setup.game is not Game.FIXED_LIMIT:
            betting.increment = setup.big_blind
        able = [s for s in self.seating.order if s not in self.folded and s not in self.all_in]
        betting.pending = set(able)
        if len(able) == 1:
            lone = able[0]
            top_other = max((self.bets[s] for s in self.seating.order if s != lone), default=0)
            if self.bets[lone] >= top_other:
                betting.pending.clear()
        self.round = betting
        if not betting.pending:
            self._close_round(issued)
            return
        if street == 0:
            first = self.seating.first_preflop
            candidates = self.seating.clockwise_from(first)
        else:
            candidates = self.seating.order
        self.to_act = next(s for s in candidates if s in betting.pending)

    def _release_lone_player(self, betting: BettingRound) -> None:
        """Nobody need act alone: a last player with chips who owes nothing has no decision.

        When every other live player is all in and this one has matched the most any of
        them put in, a check is all he could do, so the round does not wait for it.
        """
        pending = betting.pending
        if len(pending) != 1 or self._able_count() != 1:
            return
        (lone,) = pending  # pending seats always have chips behind
        top_other = max((self.bets[s] for s in self.seating.order if s != lone), default=0)
        if self.bets[lone] >= top_other:
            betting.pending.discard(lone)

    def _act(
        self, event: Fold | Check | Call | Bet | Raise, issued: list[Ruling], *, held: bool = False
    ) -> None:
        """Make ``event``'s action (in turn, or held if out of turn); ``held`` when it is a
        held action made now that the action reached it, so it changes nothing."""
        betting = self.round
        assert betting is not None
        seat = event.seat
        if seat != self.to_act and not isinstance(event, Fold):
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
                    f"{event} out of turn (seat {self.to_act} is to act): it binds unless "
                    "the action to him changes",
                )
            )
            self._passed_over(betting, not isinstance(event, Check), issued)
            return
        if seat != self.to_act:
            issued.append(
                ruling("OUT_OF_TURN_FOLD", f"{event} out of turn: a fold binds, the hand is dead")
            )
            betting.out_of_turn.pop(seat, None)
            betting.before_amount.discard(seat)
        else:
            if self.street == 0:
                self.first_round_actions.append(event.type)
            if betting.counts:
                betting.counts.pop(seat, None)
            betting.behind.clear()
        if isinstance(event, Fold):
            self.folded.add(seat)
            self.muck.extend(self.hole[seat])
            self.hole[seat] = []
            betting.pending.discard(seat)
            betting.acted_level[seat] = betting.current_bet
            betting.acted_seq[seat] = betting.full_raise_seq
            if len(self.folded) == len(self.seating.order) - 1:
                self._close_round(issued)
                return
        elif isinstance(event, (Check, Call)):
            if isinstance(event, Call):
                owed = betting.current_bet - self.bets[seat]
                self._move(seat, owed if owed < self.stacks[seat] else self.stacks[seat])
            betting.pending.discard(seat)
            betting.acted_level[seat] = betting.current_bet
            betting.acted_seq[seat] = betting.full_raise_seq
        else:
            total = event.amount if isinstance(event, Bet) else event.to
            self._raise_to(seat, total, betting, issued)
            if not held:
                betting.changes += 1
            if betting.declared is not None:
                self._amount_named(betting)
        self._release_lone_player(betting)
        if not betting.pending:
            self._close_round(issued)
            return
        if seat != self.to_act:
            # an out-of-turn fold: the seat to act is still to act, unless it lost the right
            self._passed_over(betting, False, issued)
            return
        pending = betting.pending
        for candidate in self.seating.following[seat]:
            if candidate in pending:
                self.to_act = candidate
                break
        if betting.out_of_turn:
            self._reach_out_of_turn(betting, issued)

    def _passed_over(self, betting: BettingRound, chips: bool, issued: list[Ruling]) -> None:
        """Someone acted out of turn behind the seat to act (SKIPPED-PLAYER, clarification 16).

        Only actions made while the seat is to act count against it, never those made before
        the action reached it. Once ``skipped_player_lost_right_after`` is met (three actions;
        under ``substantial_action`` also two of which one put chips in) the seat loses the
        right to act: facing a bet its hand is dead, with nothing to call it has checked, and
        the held actions behind it are then made in order.
        """
        seat = self.to_act
        if seat is None or betting.declared is not None:
            return  # a seat that said "raise" has acted: it is not passed over
        betting.behind.append(chips)
        count = len(betting.behind)
        substantial = self.setup.options["skipped_player_lost_right_after"] == "substantial_action"
        if count < 3 and not (substantial and count == 2 and any(betting.behind)):
            return
        owed = betting.current_bet - self.bets[seat]
        if owed > 0:
            issued.append(
                ruling(
                    "SKIPPED_HAND_DEAD",
                    f"Seat {seat} let {count} players act behind him without calling time: he "
                    f"has lost the right to act and, facing {owed} to call, his hand is dead; "
                    "the actions behind him stand",
                )
            )
            self.kill_hand(seat, issued)
            return
        issued.append(
            ruling(
                "SKIPPED_CHECKS",
                f"Seat {seat} let {count} players act behind him without calling time: he has "
                "lost the right to act and, with no bet to face, has checked; the actions "
                "behind him stand",
            )
        )
        self._act(Check(seat), issued)

    def _amount_named(self, betting: BettingRound) -> None:
        """The declared raise has its amount: calls made before it are held to it."""
        betting.declared = None
        for seat in betting.before_amount:
            held = betting.out_of_turn[seat]
            betting.out_of_turn[seat] = HeldAction(
                held.action, betting.current_bet, betting.changes
            )

    def _reach_out_of_turn(self, betting: BettingRound, issued: list[Ruling]) -> None:
        """The action reached a seat that acted out of turn (ACTION-OUT-OF-TURN, decision 16).

        It is measured against what the player faced, held wagers he answered included: if
        the bet is still that one and no one bet or raised in turn since (a check, call or
        fold, or a held wager now made, changes nothing), his action stands and is made now.
        Otherwise it is released and the seat decides again; under ``rrop-cash`` one who
        checked or called may then only call or fold.
        """
        seat = self.to_act
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
            self._act(self._held_made_now(earlier, issued), issued, held=True)
            return
        betting.before_amount.discard(seat)
        option = {
            Check: "oot_check_may_raise_if_action_changes",
            Call: "oot_call_may_raise_if_action_changes",
        }.get(type(earlier))
        locked = option is not None and self.setup.options[option] == "no"
        word = "checked" if isinstance(earlier, Check) else "called"
        if locked:
            betting.no_raise[seat] = f"he {word} out of turn before the action changed"
        issued.append(
            ruling(
                "OUT_OF_TURN_RELEASED",
                f"The action to seat {seat} changed: its out-of-turn {earlier.type} is void"
                + (f", and having {word} it may only call or fold" if locked else ""),
            )
        )

    def _held_made_now(
        self, earlier: Check | Call | Bet | Raise, issued: list[Ruling]
    ) -> Check | Call | Bet | Raise:
        """A held bet or raise, made now, at a legal size (its size was judged only against
        what the seat faced); where no raise is possible now it stands as a call."""
        if not isinstance(earlier, Bet | Raise):
            return earlier
        seat = earlier.seat
        if self.raise_bounds(seat)[0] is None:
            issued.append(
                ruling(
                    "RAISE_NOT_ALLOWED_CALL",
                    f"Seat {seat} raised out of turn but may not raise now: it stands as a call",
                )
            )
            return Call(seat)
        return self._corrected(earlier, issued)

    def _muck_while_live(self, seat: int, issued: list[Ruling]) -> None:
        """A live hand thrown away before the showdown is dead (SHOWDOWN-MUCK-WHILE-LIVE)."""
        issued.append(
            ruling(
                "MUCKED_WHILE_LIVE",
                f"Seat {seat} threw his hand away while it was live: it is dead; chips he bet "
                "that no one called will go back to him",
            )
        )
        self.kill_hand(seat, issued)

    def kill_hand(self, seat: int, issued: list[Ruling], *, settle: bool = True) -> None:
        """``seat``'s hand is dead: its cards go to the muck, its chips stay in the pot.

        At its turn to act it counts as a fold; at the showdown as a muck (with ``settle``
        false the showdown does not move on yet: more hands are about to be found dead).
        """
        if self.phase == "showdown":
            self._dead_at_showdown(seat, issued, settle)
            return
        betting = self.round
        if betting is not None and betting.declared == seat:
            betting.declared = None  # his raise never gets an amount: plain out-of-turn calls
            betting.before_amount.clear()
        if betting is not None and seat == self.to_act:
            self._act(Fold(seat), issued)
            return
        self.folded.add(seat)
        self.all_in.discard(seat)  # a dead all-in hand cuts no side pot and answers no raise
        self.muck.extend(self.hole[seat])
        self.hole[seat] = []
        if betting is not None:
            betting.pending.discard(seat)
            betting.out_of_turn.pop(seat, None)
            betting.before_amount.discard(seat)
            if len(self.folded) == len(self.seating.order) - 1:
                self._close_round(issued)
            else:
                self._release_lone_player(betting)
                if not betting.pending:
                    self._close_round(issued)
        elif len(self.folded) == len(self.seating.order) - 1:
            self._award_uncontested(self.live_seats()[0], issued)
        elif self.exposure is not None and self.to_act == seat:
            self.to_act = self._next_to_table()

    def _dead_at_showdown(self, seat: int, issued: list[Ruling], settle: bool) -> None:
        """A hand found dead at the showdown is out as if mucked; the pots go on as usual."""
        showdown = self.showdown
        assert showdown is not None
        if seat in showdown.shown:
            showdown.shown.remove(seat)
        showdown.board_only.discard(seat)
        showdown.mucked.append(seat)
        self.muck.extend(self.hole[seat])
        self.hole[seat] = []
        if not settle:
            return
        self.to_act = showdown.next_seat()
        if self.to_act is None:
            self._award_showdown(issued)

    def _move(self, seat: int, amount: int) -> None:
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.committed[seat] += amount
        if self.stacks[seat] == 0:
            self.all_in.add(seat)

    def _raise_to(self, seat: int, total: int, betting: BettingRound, issued: list[Ruling]) -> None:
        previous = betting.current_bet
        short_of: int | None = None
        self._move(seat, total - self.bets[seat])
        is_all_in = self.stacks[seat] == 0
        verb = "bets" if previous == 0 else "raises to"
        if self.setup.game is Game.FIXED_LIMIT:
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
                if not betting.capped and self._cap_reached(betting):
                    betting.capped = True
                    issued.append(
                        ruling(
                            "BETTING_CAPPED",
                            f"The betting is capped at {total}: later players may only call "
                            "or fold",
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
        betting.wagers += 1
        betting.aggressor = seat
        betting.acted_level[seat] = total
        betting.acted_seq[seat] = betting.full_raise_seq
        betting.pending = {
            s
            for s in self.seating.order
            if s != seat and s not in self.folded and s not in self.all_in
        }
        if short_of is not None:
            issued.append(self._incomplete_raise(seat, total, short_of, betting))

    def _incomplete_raise(
        self, seat: int, total: int, short_of: int, betting: BettingRound
    ) -> Ruling:
        """INCOMPLETE_RAISE, naming only the seats it really limits to calling or folding."""
        limited = [
            s
            for s in self.seating.following[seat]
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

    def _close_round(self, issued: list[Ruling]) -> None:
        """The betting round is over: return any uncalled bet, then move the hand on."""
        self._return_uncalled(issued)
        betting = self.round
        self.round = None
        self.to_act = None
        for seat in self.bets:
            self.bets[seat] = 0
        live = self.live_seats()
        if len(live) == 1:
            self._award_uncontested(live[0], issued)
            return
        boarding.reshuffle_if_due(self, issued)
        aggressor = betting.aggressor if betting is not None else None
        if self.street == 3:
            self._start_showdown(aggressor)
            self._table_at_showdown(issued)
        elif (
            self.exposure is None
            and self._able_count() < 2
            and self.setup.options["all_in_exposure"] == "on"
        ):
            self._expose_all_in(aggressor, issued)

    def _expose_all_in(self, aggressor: int | None, issued: list[Ruling]) -> None:
        """ALL-IN-EXPOSE (``all_in_exposure`` on, TDA 16): a player is all in and nobody can
        bet any more, so every hand still in is turned face up before the board is dealt."""
        self.exposure = Showdown.begin(self, aggressor).order
        self.to_act = self._next_to_table()
        issued.append(self._exposure_ruling())

    def _exposure_ruling(self) -> Ruling:
        all_in = ", ".join(str(s) for s in self.live_seats() if s in self.all_in)
        seats = ", ".join(str(s) for s in self.exposure or ())
        return ruling(
            "ALL_IN_EXPOSURE",
            f"Seat(s) {all_in} all in and no one can bet any more: every hand still in (seats "
            f"{seats}) is turned face up now and may not be mucked",
        )

    def _next_to_table(self) -> int | None:
        exposure = self.exposure or ()
        return next((s for s in exposure if s not in self.tabled and s not in self.folded), None)

    def _table_at_showdown(self, issued: list[Ruling]) -> None:
        """With ``all_in_exposure`` on, an all-in showdown has every hand tabled: hands turned up
        before the river are already shown, and none may be mucked."""
        showdown = self.showdown
        if showdown is None or self.phase != "showdown":
            return
        if self.exposure is not None:
            showdown.shown.extend(s for s in showdown.order if s in self.tabled)
            hole = self.hole
            if self.unnoticed is not None and any(len(hole[s]) != 2 for s in showdown.shown):
                # A hand face up with the wrong number of cards: the error is seen now.
                discovery.notice(self, issued)
                if self.phase != "showdown":
                    return
        elif self.setup.options["all_in_exposure"] == "on" and any(
            s in self.all_in for s in showdown.order
        ):
            self.exposure = list(showdown.order)
            issued.append(self._exposure_ruling())
        else:
            return
        self.to_act = showdown.next_seat()
        if self.to_act is None:
            self._award_showdown(issued)

    def _return_uncalled(self, issued: list[Ruling]) -> None:
        top_seat = max(self.bets, key=self.bets.__getitem__)
        top = self.bets[top_seat]
        second = max((amount for s, amount in self.bets.items() if s != top_seat), default=0)
        if top > second:
            excess = top - second
            self.bets[top_seat] -= excess
            self.committed[top_seat] -= excess
            self.stacks[top_seat] += excess
            self.all_in.discard(top_seat)
            issued.append(
                ruling(
                    "UNCALLED_BET_RETURNED",
                    f"{excess} of seat {top_seat}'s bet was not called and goes back to it",
                )
            )

    def _award_uncontested(self, winner: int, issued: list[Ruling]) -> None:
        amount = sum(self.committed.values())
        self.payouts = {winner: amount} if amount else {}
        self.stacks[winner] += amount
        self.phase = "complete"
        self.to_act = None
        issued.append(
            ruling(
                "POT_UNCONTESTED",
                f"Every other player is out: seat {winner} wins {amount} without a showdown",
            )
        )

    # ------------------------------------------------------------------ showdown

    def _start_showdown(self, river_aggressor: int | None) -> None:
        self.phase = "showdown"
        self.showdown = Showdown.begin(self, river_aggressor)
        self.to_act = self.showdown.next_seat()

    def _show_or_muck(self, event: Show | Muck, issued: list[Ruling]) -> None:
        showdown = self.showdown
        assert showdown is not None
        if isinstance(event, Show):
            showdown.show(event.seat)
            if self.unnoticed is not None and len(self.hole[event.seat]) != 2:
                # A hand tabled with the wrong number of cards: the error is seen now.
                discovery.notice(self, issued)
                if self.phase != "showdown":
                    return
        else:
            showdown.muck(event.seat)
            self.muck.extend(self.hole[event.seat])
            self.hole[event.seat] = []
        self.to_act = showdown.next_seat()
        if self.to_act is None:
            self._award_showdown(issued)

    def _award_showdown(self, issued: list[Ruling]) -> None:
        showdown = self.showdown
        assert showdown is not None
        self.payouts = showdown.award(issued)
        for seat, amount in self.payouts.items():
            self.stacks[seat] += amount
        self.phase = "complete"

    # ------------------------------------------------------------------ invariants

    def _assert_invariants(self) -> None:
        hole = self.hole.values()
        counted = (
            len(self.stub) + len(self.burns) + len(self.board) + len(self.out_of_play)
            + len(self.void) + len(self.muck) + sum(map(len, hole))
        )  # fmt: skip
        distinct = len(
            set(chain(self.stub, self.burns, self.board, self.out_of_play, self.void, self.muck,
                      *hole))
        )  # fmt: skip
        if counted != 52 or distinct != 52:
            raise InvariantViolation(f"cards: {counted} in zones, {distinct} distinct; expected 52")
        in_play = sum(self.stacks.values())
        if self.phase != "complete":
            in_play += sum(self.committed.values())
        if in_play != self.total_chips:
            raise InvariantViolation(f"chips: {in_play} on the table, expected {self.total_chips}")
        if any(amount < 0 for amount in self.stacks.values()):
            raise InvariantViolation(f"chips: a negative stack in {self.stacks}")

    # ------------------------------------------------------------------ snapshot

    def pots(self) -> list[dict[str, object]]:
        """The pots as they stand, every committed chip included (empty once awarded)."""
        return snapshots.pots(self)

    def snapshot(self) -> dict[str, Any]:
        """The table in the canonical JSON-able form of the protocol."""
        return snapshots.snapshot(self)
