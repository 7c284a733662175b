"""The table's state for one hand, as plain data: zones, chips, betting, showdown, errors.

This module holds no rules. The rule modules (dealing, boarding, discovery, betting,
declarations, showdown, streets) read and change a :class:`TableState`; the dispatcher in
:mod:`refdealer.hand` verifies each event, applies it through them, and then asks the
state to check its own invariants: all 52 cards in exactly one zone, every chip accounted
for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from refdealer.rulings import Ruling
from refdealer.table.betting import BettingRound
from refdealer.table.cards import Card
from refdealer.table.events import (
    Bet,
    Call,
    Check,
    Chips,
    Declare,
    Event,
    Fold,
    ForfeitUndercall,
    Raise,
)
from refdealer.table.pots import Pot
from refdealer.table.seating import Seating
from refdealer.table.setup import TableSetup

STREETS = ("preflop", "flop", "turn", "river")

#: The events by which a seat acts on its hand (see :meth:`TableState.acted`).
_ACTS = (Fold, Check, Call, Bet, Raise, Chips, Declare, ForfeitUndercall)


class InvariantViolation(AssertionError):
    """The dealer broke its own bookkeeping: a bug in refdealer, never a user error."""


class LogEntry(NamedTuple):
    """One accepted event, the rulings it drew, and for chips the action it counted as."""

    event: Event
    rulings: tuple[Ruling, ...]
    action: Fold | Check | Call | Bet | Raise | None = None


class WrongSizeWager(NamedTuple):
    """A bet or raise of the wrong size nobody noticed when it was made."""

    seat: int
    street: int
    #: The bet it raised (0 for a bet), its total, and the size it should have been.
    previous: int
    total: int
    should: int
    #: Where it stands in the hand's log (substantial action is counted after it).
    logged: int
    #: A pot-limit pot bet made on a miscount (TDA 52-B), not one short of the minimum.
    miscount: bool


@dataclass(slots=True)
class Showdown:
    """The showdown in progress: the pots, the order of showing, and what each seat did."""

    pots: list[Pot]
    order: list[int]
    shown: list[int] = field(default_factory=list)
    mucked: list[int] = field(default_factory=list)
    #: Seats that declared playing the board before their cards left their hands.
    played_board: set[int] = field(default_factory=set)
    #: Seats whose claim rests on the board alone (declared, then mucked).
    board_only: set[int] = field(default_factory=set)
    #: Seats that threw their cards away at this showdown, with those cards: they stay
    #: identifiable until the pots are pushed (MUCK-RETRIEVAL, option ``muck_retrieval``).
    discarded: dict[int, list[Card]] = field(default_factory=dict)
    #: The last bettor or raiser of the final round, if it had a bet (SHOWDOWN-ASK-TO-SEE).
    aggressor: int | None = None

    def contenders(self, pot: Pot) -> list[int]:
        """The seats still claiming ``pot``."""
        return [s for s in pot.eligible if s not in self.mucked]


@dataclass(slots=True)
class BoardMark:
    """The table as it stood just before the first unnoticed board error."""

    stub: list[Card]
    burns: list[Card]
    board: list[Card]
    street: int
    burned: bool
    #: Whether a player could bet on the street when the error was made: then the error must
    #: be found before the next street, and action on the card decides the remedy.
    betting: bool = False
    #: ``len(state.log)`` at the error: the events after it show whether anyone acted.
    log_at: int = 0
    #: The dealer's acts since the mark, in order: 0 for a burn, ``n`` for ``n`` board cards.
    acts: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Unnoticed:
    """The errors made so far that nobody has noticed yet."""

    #: One line per card that went out of sequence (a seat passed over).
    out_of_sequence: list[str] = field(default_factory=list)
    #: The seats passed over by those cards, in order (one entry a seat passed over).
    passed_over: list[int] = field(default_factory=list)
    #: Extra cards after the deal: (seat, card).
    extras: list[tuple[int, Card]] = field(default_factory=list)
    #: A short deal (``end_deal``): each seat still due a card, and the card it was due.
    short: list[tuple[int, Card]] = field(default_factory=list)
    board: BoardMark | None = None


class TableState:
    """Everything on the table in one hand, and the bookkeeping the rules keep about it."""

    # Slots: some fifty attributes are too many for an instance dict's shared keys, so a
    # dict would be built and grown for every hand and read by hash; a slot is read and
    # written at a fixed place. ``__dict__`` stays for cached properties and extras.
    __slots__ = (
        "__dict__",
        "__weakref__",
        "_seen",
        "all_in",
        "bets",
        "board",
        "boxed_in_deal",
        "burn_after_reshuffle",
        "burn_restore",
        "burned",
        "burns",
        "cards_dealt",
        "committed",
        "dead",
        "deal_exposures",
        "deal_log_start",
        "exposed",
        "exposure",
        "extra_burns",
        "extra_cards",
        "first_round_actions",
        "folded",
        "hole",
        "joker",
        "log",
        "misdeals",
        "muck",
        "nonstandard_dealt",
        "notice_due",
        "out_of_play",
        "payouts",
        "phase",
        "posted_antes",
        "posted_blinds",
        "replacement_for",
        "reshuffle_after",
        "reshuffles_used",
        "round",
        "rulings",
        "seating",
        "setup",
        "short_wager",
        "showdown",
        "stacks",
        "street",
        "stub",
        "tabled",
        "to_act",
        "total_chips",
        "unnoticed",
        "void",
    )

    def __init__(self, setup: TableSetup) -> None:
        self.setup = setup
        blinds = setup.blind_seats
        self.seating = (
            Seating.around(setup.seats, setup.button)
            if blinds is None
            else Seating.placed(setup.seats, setup.button, *blinds)
        )
        order = self.seating.order
        self.stub: list[Card] = list(setup.deck[::-1])  # top of the stub is the end
        self.burns: list[Card] = []
        self.board: list[Card] = []
        self.out_of_play: list[Card] = []
        self.void: list[Card] = []
        self.muck: list[Card] = []
        self.hole: dict[int, list[Card]] = {seat: [] for seat in order}
        self.exposed: list[Card] = []
        #: The last layout of the zones found whole by :meth:`count_cards` or
        #: :meth:`assert_cards`: (the stub, every other zone in order), never changed.
        self._seen: tuple[list[Card], list[Card]] | None = None
        stacks = setup.stacks
        self.stacks: dict[int, int] = stacks.copy() if type(stacks) is dict else dict(stacks)
        self.bets: dict[int, int] = dict.fromkeys(order, 0)
        self.committed: dict[int, int] = dict.fromkeys(order, 0)
        self.total_chips = sum(stacks.values())
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
        self.reshuffles_used = 0
        self.misdeals = 0
        #: An unnoticed wrong-size wager (UNDERRAISE-CORRECTION, PL-MISCOUNT).
        self.short_wager: WrongSizeWager | None = None
        #: Where the current deal's events begin in ``log`` (after the last misdeal).
        self.deal_log_start = 0
        #: The seat holding a joker or foreign card nobody has found yet (NONSTANDARD-CARD):
        #: an object beside the 52 cards, in no card zone. ``nonstandard_dealt``: one was
        #: pitched in this deal (found, folded with its hand, or still held).
        self.joker: int | None = None
        self.nonstandard_dealt = False
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
        self.unnoticed: Unnoticed | None = None
        #: A hand was tabled with the wrong number of cards while an error was unnoticed:
        #: the error is seen now, and the dispatcher has the floor rule on it.
        self.notice_due = False
        self.posted_blinds: dict[int, int] = dict.fromkeys(order, 0)
        self.posted_antes: dict[int, int] = dict.fromkeys(order, 0)
        #: Dead money by the seat that put it in: chips in the main pot that no bet matches
        #: (the big blind ante, BBA). They are also in ``committed``.
        self.dead: dict[int, int] = {}

    # ------------------------------------------------------------------ queries

    @cached_property
    def deck_position(self) -> dict[Card, int]:
        """Where each card sat in the setup deck: reshuffles put unnamed cards in that order."""
        return {card: i for i, card in enumerate(self.setup.deck)}

    @property
    def complete(self) -> bool:
        """Whether the hand is over and its pots awarded."""
        return self.phase == "complete"

    def live_seats(self) -> list[int]:
        """Seats still holding a hand, in clockwise order from the button's left."""
        folded = self.folded
        return [s for s in self.seating.order if s not in folded]

    def next_deal_seat(self) -> int | None:
        """The seat due the next hole card, or ``None`` once the deal is complete."""
        order = self.seating.order
        if self.cards_dealt >= 2 * len(order):
            return None
        return order[self.cards_dealt % len(order)]

    def acted(self, seat: int) -> bool:
        """Whether ``seat`` has acted on its hand in this deal (a held out-of-turn act and
        words such as "raise" count; a blind posted does not)."""
        for entry in self.log[self.deal_log_start :]:
            event = entry.event
            if isinstance(event, _ACTS) and event.seat == seat:
                return True
        return False

    def able_count(self) -> int:
        """Players still in who have chips behind (folded and all-in seats never overlap)."""
        return len(self.seating.order) - len(self.folded) - len(self.all_in)

    def pending_errors(self) -> Unnoticed:
        """The unnoticed errors, started if there were none."""
        if self.unnoticed is None:
            self.unnoticed = Unnoticed()
        return self.unnoticed

    # ------------------------------------------------------------------ chip moves

    def post(self, seat: int, amount: int, *, live: bool) -> int:
        """Put up to ``amount`` of ``seat``'s chips in the pot (in front of it if ``live``)."""
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        self.committed[seat] += paid
        if live:
            self.bets[seat] += paid
        if self.stacks[seat] == 0:
            self.all_in.add(seat)
        return paid

    def move(self, seat: int, amount: int) -> None:
        """Move ``amount`` of ``seat``'s stack in front of it as a bet."""
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.committed[seat] += amount
        if self.stacks[seat] == 0:
            self.all_in.add(seat)

    def muck_hand(self, seat: int) -> None:
        """``seat``'s cards go to the muck."""
        self.muck.extend(self.hole[seat])
        self.hole[seat] = []

    # ------------------------------------------------------------------ invariants

    def zone_sizes(self) -> tuple[int, ...]:
        """The size of every card zone but the hole cards: any card moved changes it (a card
        leaves or reaches the hole cards only from or to one of these zones)."""
        return (
            len(self.stub), len(self.burns), len(self.board), len(self.out_of_play),
            len(self.void), len(self.muck),
        )  # fmt: skip

    def assert_invariants(self) -> None:
        """Raise :class:`InvariantViolation` unless every card and chip is accounted for."""
        self.assert_cards()
        self.assert_chips()

    def assert_cards(self) -> None:
        """Raise :class:`InvariantViolation` unless all 52 cards are in exactly one zone.

        Exactly the verdict of the full count (:meth:`count_cards`), sometimes reached
        cheaper: when cards only left the top of the stub since the last layout known
        whole (``_seen``), it is enough that the rest of the stub is that layout's, and the
        other zones hold that layout's other cards plus the ones that left, each once. Then
        the zones hold the same 52 distinct cards as before. Any other change is counted.
        """
        seen = self._seen
        if seen is not None:
            seen_stub, seen_rest = seen
            stub = self.stub
            left = len(seen_stub) - len(stub)
            if left > 0:
                kept = seen_stub[: len(stub)]
                if stub == kept:
                    rest = [*self.burns, *self.board, *self.out_of_play, *self.void, *self.muck]
                    for held in self.hole.values():
                        rest += held
                    probe = rest.copy()
                    try:
                        for card in seen_stub[len(stub) :]:
                            probe.remove(card)
                    except ValueError:
                        pass  # a card that left is nowhere: the count says what is wrong
                    else:
                        if probe == seen_rest:
                            self._seen = (kept, rest)
                            return
        self.count_cards()

    def count_cards(self) -> None:
        """The full card check: every zone counted, every card distinct (52 of each)."""
        stub = self.stub
        rest = [*self.burns, *self.board, *self.out_of_play, *self.void, *self.muck]
        for held in self.hole.values():
            rest += held
        cards = stub + rest
        counted = len(cards)
        if counted != 52 or len(set(cards)) != 52:
            self._seen = None
            distinct = len(set(cards))
            raise InvariantViolation(f"cards: {counted} in zones, {distinct} distinct; expected 52")
        self._seen = (stub.copy(), rest)

    def assert_chips(self) -> None:
        """Raise :class:`InvariantViolation` unless every chip is accounted for, none negative."""
        in_play = 0
        for stack in self.stacks.values():
            if stack < 0:
                raise InvariantViolation(f"chips: a negative stack in {self.stacks}")
            in_play += stack
        if self.phase != "complete":
            in_play += sum(self.committed.values())
        if in_play != self.total_chips:
            raise InvariantViolation(f"chips: {in_play} on the table, expected {self.total_chips}")
