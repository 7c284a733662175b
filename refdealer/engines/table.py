"""The part every library adapter shares: the protocol's cards, order of play and snapshot.

Poker libraries shuffle their own deck, deal hole cards two at a time or not at all, and know
nothing of burns, the stub or the muck. :class:`LibraryAdapter` deals the setup's stacked deck
card by card in the protocol's order (one card to each seat from the left of the button, twice,
then a burn and the board for each street), refuses what the protocol refuses with its reason,
and builds the snapshot. Everything about betting, pots and the showdown is asked of the
library through the ``_engine_*`` hooks a subclass implements, so a certificate judges the
library, not this class.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from refdealer.options import resolve_options
from refdealer.table.cards import format_cards
from refdealer.table.setup import TableSetup, parse_setup

PROTOCOL_VERSION = 1
BETTING_EVENTS = ("fold", "check", "call", "bet", "raise")
STREET_CARDS = {0: 3, 3: 1, 4: 1}  # board size before the street -> its card count
_PHASE_BY_BOARD = {0: "preflop", 3: "flop", 4: "turn", 5: "river"}
#: Events of capabilities no library adapter has: refused with NOT_MODELLED.
UNMODELLED_EVENTS = frozenset(("boxed", "chips", "expose", "declare", "count"))
UNMODELLED_EVENTS |= {"declare_board", "end_deal", "notice", "stub_dropped", "nonstandard_found"}
UNMODELLED_EVENTS |= {"forfeit_undercall", "kill_hand", "clock_expired", "away_at_deal"}
UNMODELLED_EVENTS |= {"ask_to_see", "fouled_deck", "wager_found"}
#: Every event of a hand an adapter knows (played, or refused as not modelled).
HAND_EVENTS = frozenset(("deal_hole", "burn", "board", *BETTING_EVENTS, "show", "muck"))
HAND_EVENTS |= UNMODELLED_EVENTS


class Refused(Exception):
    """An event the protocol (or the library) refuses: the reason code and human words."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        self.message = message


@dataclass(frozen=True, slots=True)
class Legal:
    """What the library lets the seat to act do, in the protocol's terms."""

    call: int
    min_raise_to: int | None
    max_raise_to: int | None
    may_fold: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {
            "fold": self.may_fold,
            "check": self.call == 0,
            "call": self.call,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
        }


def canonical_pots(
    committed: Mapping[int, int], live: Sequence[int], all_in: Sequence[int]
) -> list[dict[str, Any]]:
    """Every chip committed this hand as a main pot and side pots (clarification 1).

    Pots are cut at the totals of the live all-in seats; a pot's eligible seats are the live
    seats that put in up to its level or can still do so (they have chips behind).
    """
    levels = sorted({committed[seat] for seat in all_in if seat in live and committed[seat] > 0})
    top = max(committed.values(), default=0)
    if not levels or levels[-1] < top:
        levels.append(top)
    pots: list[dict[str, Any]] = []
    previous = 0
    for level in levels:
        amount = sum(max(0, min(chips, level) - previous) for chips in committed.values())
        eligible = [s for s in sorted(live) if s not in all_in or committed[s] >= level]
        if amount > 0:
            pots.append({"amount": amount, "eligible": eligible})
        previous = level
    return pots


class LibraryAdapter(ABC):
    """A protocol engine over one poker library; subclasses implement the ``_engine_*`` hooks.

    Seats are the protocol's seat numbers throughout; a subclass maps them to the library's
    player indices. ``order`` is the seats in dealing order (from the left of the button).
    """

    #: hello's ``engine`` and ``version``, and what the library has (a subclass sets them).
    ENGINE = "library"
    VERSION = "0"
    CAPABILITIES: tuple[str, ...] = ()
    GAMES: tuple[str, ...] = ("no-limit",)
    #: The profiles it is judged under (hello ``profiles``; ``None``: the default only).
    PROFILES: tuple[str, ...] | None = None
    #: House option -> the values the library plays (hello ``options``); any other value of
    #: an option, and any option not listed other than at its profile default, is refused.
    OPTIONS: Mapping[str, tuple[Any, ...]] = {}

    def __init__(self) -> None:
        self._clear_hand()

    def _clear_hand(self) -> None:
        """Forget the last hand (a subclass adds the library's own state of a hand)."""
        self.setup: TableSetup | None = None
        self.order: list[int] = []
        self.deck: list[str] = []
        self.next_card = 0
        self.hole: dict[int, list[str]] = {}
        self.hole_due: list[int] = []
        self.burns: list[str] = []
        self.board: list[str] = []
        self.muck: list[str] = []
        self.burned_this_street = False
        self.folded: set[int] = set()
        self.shown: set[int] = set()
        self.mucked: set[int] = set()
        self.committed: dict[int, int] = {}  # chips put in before this round, net of returns
        self.round_bets: dict[int, int] = {}  # chips put in this betting round

    # -- the protocol --------------------------------------------------------------------

    def hello(self) -> dict[str, Any]:
        greeting: dict[str, Any] = {
            "protocol": PROTOCOL_VERSION,
            "engine": self.ENGINE,
            "version": self.VERSION,
            "capabilities": list(self.CAPABILITIES),
            "options": {name: list(values) for name, values in self.OPTIONS.items()},
        }
        if self.PROFILES is not None:
            greeting["profiles"] = list(self.PROFILES)
        return greeting

    def start(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        setup = parse_setup(raw)
        if setup.game.value not in self.GAMES:
            raise ValueError(f"game: {self.ENGINE} does not play {setup.game.value}")
        house = raw.get("house") or {}
        defaults = resolve_options(setup.profile, {})
        for name, value in dict(house).items():
            if value not in self.OPTIONS.get(name, (defaults.get(name),)):
                raise ValueError(f"house.{name}: {self.ENGINE} does not model {name} = {value!r}")
        self._clear_hand()
        self.setup = setup
        seats = list(setup.seats)
        first = next((i for i, seat in enumerate(seats) if seat > setup.button), 0)
        self.order = seats[first:] + seats[:first]
        self.deck = format_cards(setup.deck)
        self.hole = {seat: [] for seat in seats}
        self.hole_due = self.order * 2
        self._engine_start(setup, self.order, self._planned_hole(), self._planned_board())
        stacks, bets = self._engine_stacks(), self._engine_bets()
        self.round_bets = dict(bets)
        self.committed = {s: setup.stacks[s] - stacks[s] - bets[s] for s in seats}  # antes
        return {"rulings": []}

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        try:
            self._apply(event)
        except Refused as refused:
            return {"accepted": False, "reason": refused.reason, "message": refused.message}
        return {"accepted": True, "rulings": []}

    def snapshot(self) -> dict[str, Any]:
        phase = self.phase()
        seats = self.setup.seats if self.setup else ()
        to_act: int | None = None
        legal: dict[str, Any] | None = None
        if phase not in ("dealing", "complete", "showdown"):
            to_act = self._engine_to_act()
            if to_act is not None:
                legal = self._engine_legal().to_dict()
        elif phase == "showdown":
            to_act = self._engine_showdown_turn()
        stacks = self._engine_stacks()
        complete = phase == "complete"
        return {
            "phase": phase,
            "button": self.setup.button if self.setup else 0,
            "to_act": to_act,
            "stub": self.deck[self.next_card :] if "stub-visible" in self.CAPABILITIES else [],
            "burns": list(self.burns) if "burns-visible" in self.CAPABILITIES else [],
            "board": list(self.board),
            "out_of_play": [],
            "void": [],
            "muck": list(self.muck),
            "hole": {str(seat): list(self.hole[seat]) for seat in seats},
            "exposed": [],
            "stacks": {str(seat): stacks[seat] for seat in seats},
            "bets": {str(seat): 0 if complete else self._engine_bets()[seat] for seat in seats},
            "pots": [] if complete else self._engine_pots(),
            "legal": legal,
            "rulings": [],
            "payouts": self._payouts(stacks) if complete else {},
        }

    def _payouts(self, stacks: Mapping[int, int]) -> dict[str, int]:
        """What each seat received from the pots: its chips now, less what it kept back.

        Derived from the library's final stacks and the chips the seats put in (net of the
        uncalled part of the round's top bet), so it means the same for every library.
        """
        assert self.setup is not None
        committed = self._committed_total()
        out: dict[str, int] = {}
        for seat in self.setup.seats:
            received = stacks[seat] - (self.setup.stacks[seat] - committed[seat])
            if received > 0:
                out[str(seat)] = received
        return out

    def _committed_total(self) -> dict[int, int]:
        """Each seat's chips in the pots: earlier rounds, and this round less what nobody
        called (the top bet above the next largest, UNCALLED-BET)."""
        bets = dict(self.round_bets)
        if bets:
            top = max(bets, key=lambda seat: bets[seat])
            others = [chips for seat, chips in bets.items() if seat != top]
            bets[top] = min(bets[top], max(others, default=0))
        return {seat: self.committed[seat] + bets.get(seat, 0) for seat in self.committed}

    def _close_round(self) -> None:
        """The betting round is over: its chips join the pots, the uncalled part returned."""
        self.committed = self._committed_total()
        self.round_bets = dict.fromkeys(self.committed, 0)

    # -- the state the protocol sees -----------------------------------------------------

    def phase(self) -> str:
        if self.hole_due:
            return "dealing"
        if self._engine_complete():
            return "complete"
        if self._engine_showdown():
            return "showdown"
        return _PHASE_BY_BOARD.get(len(self.board), "river")

    def live(self) -> list[int]:
        """The seats still holding a hand."""
        return [s for s in self.order if s not in self.folded and s not in self.mucked]

    # -- events --------------------------------------------------------------------------

    def _apply(self, event: Mapping[str, Any]) -> None:
        if self.setup is None:
            raise Refused("NO_HAND", "no hand has been started")
        kind = event.get("type")
        if not isinstance(kind, str):
            raise Refused("MALFORMED_EVENT", "an event needs a type")
        if event.get("noticed") is False:
            raise Refused("NOT_MODELLED", f"{self.ENGINE}: no errors found late")
        if kind in UNMODELLED_EVENTS:
            raise Refused("NOT_MODELLED", f"{self.ENGINE} has no {kind} event")
        if self.phase() == "complete":
            raise Refused("HAND_COMPLETE", "the hand is over")
        if kind == "deal_hole":
            self._deal_hole(event)
        elif kind in ("burn", "board"):
            self._board_card(kind, event)
        elif kind in BETTING_EVENTS:
            self._bet(kind, self._seat(event), event)
        elif kind in ("show", "muck"):
            self._showdown_act(kind, self._seat(event), event)
        else:
            raise Refused("MALFORMED_EVENT", f"unknown event type {kind!r}")

    def _seat(self, event: Mapping[str, Any]) -> int:
        seat = event.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise Refused("MALFORMED_EVENT", f"a {event.get('type')} event needs a seat")
        assert self.setup is not None
        if seat not in self.setup.seats or seat in self.folded or seat in self.mucked:
            raise Refused("NOT_IN_HAND", f"seat {seat} is not in the hand")
        return seat

    def _deal_hole(self, event: Mapping[str, Any]) -> None:
        if event.get("exposed"):
            raise Refused("NOT_MODELLED", f"{self.ENGINE}: no exposed hole cards")
        if event.get("nonstandard"):
            raise Refused("NOT_MODELLED", f"{self.ENGINE}: no joker in the deck")
        if not self.hole_due:
            raise Refused("DEAL_COMPLETE", "every seat has its hole cards")
        due = self.hole_due[0]
        seat = event.get("seat", due)
        if seat != due:
            raise Refused("WRONG_SEAT", f"the card is due to seat {due}, not {seat}")
        self.hole_due.pop(0)
        self.hole[due].append(self._draw())

    def _board_card(self, kind: str, event: Mapping[str, Any]) -> None:
        phase = self.phase()
        if phase == "dealing":
            raise Refused("DEAL_INCOMPLETE", "the hole cards are not all dealt")
        if len(self.board) >= 5 or phase == "showdown":
            raise Refused("NO_CARD_DUE", "no more cards are dealt in this hand")
        if self._engine_to_act() is not None:
            raise Refused("BETTING_INCOMPLETE", "the betting round is not over")
        if kind == "burn":
            if self.burned_this_street:
                raise Refused("ALREADY_BURNED", "this street's burn has been made")
            card = self._draw()
            self.burns.append(card)
            self.burned_this_street = True
            self._engine_burn(card)
            return
        if not self.burned_this_street:
            raise Refused("BURN_REQUIRED", "a board card comes only after the burn")
        count = event.get("count")
        due = STREET_CARDS[len(self.board)]
        if count != due:
            raise Refused("WRONG_BOARD_COUNT", f"this street takes {due} card(s), not {count}")
        cards = [self._draw() for _ in range(due)]
        self._close_round()
        self.board.extend(cards)
        self.burned_this_street = False
        self._engine_board(cards)

    def _bet(self, kind: str, seat: int, event: Mapping[str, Any]) -> None:
        phase = self.phase()
        if phase == "dealing":
            raise Refused("DEAL_INCOMPLETE", "the hole cards are not all dealt")
        to_act = self._engine_to_act() if phase != "showdown" else None
        if to_act is None:
            raise Refused("NOT_YOUR_TURN", "no betting decision is due")
        if seat != to_act:
            raise Refused("NOT_YOUR_TURN", f"seat {to_act} is to act")
        legal = self._engine_legal()
        amount: int | None = None
        if kind == "check" and legal.call > 0:
            raise Refused("CANNOT_CHECK", f"there is a bet: {legal.call} to call")
        if kind == "call" and legal.call == 0:
            raise Refused("NOTHING_TO_CALL", "there is no bet to call")
        if kind == "fold" and not legal.may_fold:
            raise Refused("NOT_MODELLED", f"{self.ENGINE} does not let a seat fold here")
        if kind in ("bet", "raise"):
            field = "amount" if kind == "bet" else "to"
            amount = event.get(field)
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise Refused("MALFORMED_EVENT", f"a {kind} needs an integer {field}")
            facing = self._engine_facing_bet()
            if kind == "bet" and facing:
                raise Refused("BET_ALREADY_MADE", "there is already a bet: raise instead")
            if kind == "raise" and not facing:
                raise Refused("NO_BET_TO_RAISE", "there is no bet yet: bet instead")
            if legal.min_raise_to is None or legal.max_raise_to is None:
                raise Refused("RAISE_NOT_ALLOWED", "the seat may not bet or raise")
            if amount < legal.min_raise_to:
                raise Refused("BELOW_MINIMUM", f"the least is {legal.min_raise_to}")
            if amount > legal.max_raise_to:
                raise Refused("ABOVE_MAXIMUM", f"the most is {legal.max_raise_to}")
        stack = self._engine_stacks()[seat]
        if kind == "call":
            self.round_bets[seat] += min(legal.call, stack)
        elif amount is not None:
            self.round_bets[seat] = amount
        self._engine_act(kind, seat, amount)
        if kind == "fold":
            self.folded.add(seat)
            self.muck.extend(self.hole[seat])
            self.hole[seat] = []

    def _showdown_act(self, kind: str, seat: int, event: Mapping[str, Any]) -> None:
        if self.phase() != "showdown":
            raise Refused("NOT_SHOWDOWN", "hands are shown or mucked only at the showdown")
        if seat in self.shown:
            raise Refused("NOT_IN_HAND", f"seat {seat} has already shown")
        cards = event.get("cards")
        if kind == "show" and cards is not None and sorted(cards) != sorted(self.hole[seat]):
            raise Refused("NOT_MODELLED", f"{self.ENGINE}: a hand is shown whole or not at all")
        due = self._engine_showdown_turn()
        if due is not None and due != seat:
            raise Refused("NOT_YOUR_TURN", f"seat {due} is due to show")
        self._engine_show(seat, kind == "show")
        if kind == "show":
            self.shown.add(seat)
        else:
            self.mucked.add(seat)
            self.muck.extend(self.hole[seat])
            self.hole[seat] = []

    # -- the stacked deck ----------------------------------------------------------------

    def _draw(self) -> str:
        card = self.deck[self.next_card]
        self.next_card += 1
        return card

    def _planned_hole(self) -> dict[int, list[str]]:
        """The hole cards the protocol's deal gives each seat, one card at a time."""
        plan: dict[int, list[str]] = {seat: [] for seat in self.order}
        for index, seat in enumerate(self.order * 2):
            plan[seat].append(self.deck[index])
        return plan

    def _planned_board(self) -> list[str]:
        """The five board cards of a hand dealt right: each street after its burn."""
        start = 2 * len(self.order)
        return [self.deck[start + i] for i in (1, 2, 3, 5, 7)]

    # -- the library's side --------------------------------------------------------------

    @abstractmethod
    def _engine_start(
        self, setup: TableSetup, order: list[int], hole: dict[int, list[str]], board: list[str]
    ) -> None:
        """A fresh hand in the library, blinds and antes posted (hole and board: the cards
        the stacked deck gives, for a library that deals them all at once)."""

    @abstractmethod
    def _engine_to_act(self) -> int | None:
        """The seat whose betting decision is due, or ``None``."""

    @abstractmethod
    def _engine_legal(self) -> Legal:
        """The options of the seat to act."""

    @abstractmethod
    def _engine_facing_bet(self) -> bool:
        """Whether a bet (the big blind before the flop) stands this round."""

    @abstractmethod
    def _engine_act(self, kind: str, seat: int, amount: int | None) -> None:
        """Play a fold, check, call, bet or raise (``amount``: the total in front)."""

    def _engine_burn(self, card: str) -> None:  # noqa: B027  # optional hook
        """A burn: nothing to tell a library that does not burn."""

    @abstractmethod
    def _engine_board(self, cards: list[str]) -> None:
        """A street's board cards were turned."""

    @abstractmethod
    def _engine_showdown(self) -> bool:
        """Whether the betting is over and hands are due at the showdown."""

    def _engine_showdown_turn(self) -> int | None:
        """The seat due to show or muck, ``None`` when the library has no showdown order."""
        return None

    @abstractmethod
    def _engine_show(self, seat: int, show: bool) -> None:
        """The seat showed (``True``) or mucked its hand at the showdown."""

    @abstractmethod
    def _engine_complete(self) -> bool:
        """Whether the hand is over, every pot awarded."""

    @abstractmethod
    def _engine_stacks(self) -> dict[int, int]:
        """Each seat's chips behind."""

    @abstractmethod
    def _engine_bets(self) -> dict[int, int]:
        """Each seat's chips in front this round."""

    @abstractmethod
    def _engine_pots(self) -> list[dict[str, Any]]:
        """Every chip committed this hand, as the protocol's pots."""
