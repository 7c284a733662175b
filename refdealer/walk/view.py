"""What the table looks like at one moment: the snapshot, seen as a person at the table sees it.

A :class:`TableView` is what both renderers draw. Every card keeps its identity and says
whether it lies face up; a renderer shows a face-down card's back unless asked to reveal
it. A card is face up when it is on the board, listed in the snapshot's ``exposed``, or
in the hand of a seat that showed at the showdown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from refdealer.table.cards import SUIT_SYMBOLS
from refdealer.table.seating import Seating

#: Seat states the snapshot does not carry, known from the accepted events.
FOLDED, MUCKED, SHOWN = "folded", "mucked", "shown"


@dataclass(frozen=True, slots=True)
class CardView:
    """One card: its token (``'As'``) and whether it lies face up."""

    token: str
    face_up: bool

    @property
    def rank(self) -> str:
        return self.token[0]

    @property
    def suit(self) -> str:
        return self.token[1]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.token[1]]

    @property
    def red(self) -> bool:
        return self.token[1] in "hd"

    @property
    def pretty(self) -> str:
        """Rank and suit symbol, e.g. ``A♠``."""
        return self.token[0] + SUIT_SYMBOLS[self.token[1]]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One occupied seat."""

    seat: int
    stack: int
    bet: int
    cards: tuple[CardView, ...]
    button: bool
    small_blind: bool
    big_blind: bool
    to_act: bool
    #: "waiting" (no cards yet), "in", "folded", "mucked" or "shown".
    status: str
    all_in: bool
    payout: int
    #: In a session: the seat's state between hands when its player is not dealt in
    #: ("sitting out", "waiting", "posting"; "" when he plays), and what he owes.
    state: str = ""
    owes_live: int = 0
    owes_dead: int = 0
    #: An empty seat, drawn in a session because the button may lie on it (a dead button).
    empty: bool = False
    #: The seat posted this hand's live straddle (STRADDLE) or its kill (KILL-POT).
    straddle: bool = False
    kill: bool = False
    #: In a kill game: the legs of the kill button in front of this seat (0: not his;
    #: KILL-BUTTON), and between hands what he posts above the blinds at the next hand
    #: ("straddles 4", "kills 20").
    kill_legs: int = 0
    posts_next: str = ""

    @property
    def markers(self) -> tuple[str, ...]:
        """``D``, ``SB``, ``BB``, ``STR`` (the straddler) and ``K`` (the kill button: its
        holder, and in a killed hand the killer, who holds it)."""
        marks = (
            ("D", self.button), ("SB", self.small_blind), ("BB", self.big_blind),
            ("STR", self.straddle), ("K", self.kill or self.kill_legs > 0),
        )  # fmt: skip
        return tuple(mark for mark, on in marks if on)

    @property
    def roles(self) -> tuple[str, ...]:
        """:attr:`markers` in words, for a reader without the key."""
        legs = f"kill button, {self.kill_legs} leg" + ("s" if self.kill_legs > 1 else "")
        words = {
            "D": "button", "SB": "small blind", "BB": "big blind", "STR": "straddle",
            "K": "kills this hand" if self.kill else legs,
        }  # fmt: skip
        return tuple(words[mark] for mark in self.markers)

    @property
    def owes(self) -> str:
        """What the seat owes to come in outside the big blind, in words ("" for nothing):
        a big blind ``live`` and a missed small blind ``dead`` (MISSED-BLINDS)."""
        owed = [
            f"{amount} {kind}"
            for amount, kind in ((self.owes_live, "live"), (self.owes_dead, "dead"))
            if amount
        ]
        return "owes " + " + ".join(owed) if owed else ""

    @property
    def owes_short(self) -> str:
        """:attr:`due` to fit a seat of the terminal drawing: "owes 2 + 1 dead" (the big
        blind is the live part)."""
        if self.owes_live and self.owes_dead:
            return f"owes {self.owes_live} + {self.owes_dead} dead"
        return self.due

    @property
    def due(self) -> str:
        """What the seat puts in beyond the blinds to come, in words: what it :attr:`owes`,
        else the straddle or kill it posts at the next hand ("" for nothing)."""
        return self.owes or self.posts_next

    @property
    def note(self) -> str:
        """The seat's state where its cards would be: empty, sitting out, waiting, posting."""
        return "empty seat" if self.empty else self.state


@dataclass(frozen=True, slots=True)
class PotView:
    name: str
    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SessionView:
    """The table across hands (a session): which hand, at what blinds, and the button.

    ``button``, ``small_blind`` and ``big_blind`` are the hand under way's, or between
    hands the last one's (before the first hand, the button the session opens with)."""

    hands: int
    level: int
    blinds: tuple[int, ...]
    ante: int
    button: int | None
    dead_button: bool
    small_blind: int | None
    big_blind: int | None

    @property
    def stakes(self) -> str:
        text = "/".join(str(b) for b in self.blinds)
        return text + (f", ante {self.ante}" if self.ante else "")


@dataclass(frozen=True, slots=True)
class TableView:
    """The whole table: seats in seat-number (clockwise) order, the middle, and the turn."""

    phase: str
    button: int
    seats: tuple[SeatView, ...]
    board: tuple[CardView, ...]
    burns: tuple[CardView, ...]
    out_of_play: tuple[CardView, ...]
    void: tuple[CardView, ...]
    muck: int
    stub: int
    pots: tuple[PotView, ...]
    to_act: int | None
    #: What the seat to act may do, in words ("fold, call 200 or raise to 400-20000").
    options: str
    #: A card found face up on top of the stub (a boxed card), as the table sees it.
    boxed: CardView | None = None
    #: In a session: the hand number, the blinds, and where the button is.
    session: SessionView | None = None

    @property
    def in_front(self) -> int:
        """Chips in front of the players (part of the pots, per the protocol)."""
        return sum(seat.bet for seat in self.seats)

    @property
    def pot_total(self) -> int:
        return sum(pot.amount for pot in self.pots)

    def seat(self, number: int) -> SeatView:
        return next(s for s in self.seats if s.seat == number)


def _cards(tokens: Any, up: bool, exposed: frozenset[str]) -> tuple[CardView, ...]:
    return tuple(CardView(str(t), up or str(t) in exposed) for t in tokens or ())


def _pots(raw: Any) -> tuple[PotView, ...]:
    pots = list(raw or [])
    views = []
    for index, pot in enumerate(pots):
        name = "Pot" if len(pots) == 1 else ("Main pot" if index == 0 else f"Side pot {index}")
        views.append(PotView(name, int(pot["amount"]), tuple(pot["eligible"])))
    return tuple(views)


def describe_options(snapshot: Mapping[str, Any]) -> str:
    """The choices of the seat to act, in words, from the snapshot's ``legal``."""
    legal = snapshot.get("legal")
    if not isinstance(legal, Mapping):
        if snapshot.get("phase") == "showdown" and snapshot.get("to_act") is not None:
            return "show or muck"
        return ""
    choices = ["fold"] if legal.get("fold") else []
    if legal.get("check"):
        choices.append("check")
    elif legal.get("call"):
        choices.append(f"call {legal['call']}")
    low, high = legal.get("min_raise_to"), legal.get("max_raise_to")
    if low is not None and high is not None:
        verb = "raise to" if any(snapshot.get("bets", {}).values()) else "bet"
        amount = str(low) if low == high else f"{low}\u2013{high}"
        choices.append(f"{verb} {amount}")
    if len(choices) <= 1:
        return "".join(choices)
    return ", ".join(choices[:-1]) + " or " + choices[-1]


def overblind_of(setup: Mapping[str, Any]) -> tuple[str, int] | None:
    """The live blind above the big blind a hand's setup posts: ``("straddle", seat)`` or
    ``("kill", seat)``, or ``None`` (the hand snapshot does not say who posted it)."""
    for kind in ("straddle", "kill"):
        seat = setup.get(kind)
        if isinstance(seat, int) and not isinstance(seat, bool):
            return kind, seat
    return None


def table_view(
    snapshot: Mapping[str, Any],
    states: Mapping[int, str],
    known: frozenset[str] = frozenset(),
    overblind: tuple[str, int] | None = None,
) -> TableView:
    """The view of ``snapshot``; ``states`` are the seats known to have folded, mucked or shown.

    ``known`` are cards the table has seen face up (a premature flop now out of play): they
    are drawn face up where they lie. ``overblind`` is the hand's straddle or kill
    (:func:`overblind_of`), marked on its seat.
    """
    kind, posted_by = overblind or ("", 0)
    exposed = frozenset(str(c) for c in snapshot.get("exposed", []))
    seen = exposed | known
    stacks = {int(k): int(v) for k, v in snapshot["stacks"].items()}
    bets = {int(k): int(v) for k, v in snapshot.get("bets", {}).items()}
    hole = {int(k): list(v) for k, v in snapshot.get("hole", {}).items()}
    payouts = {int(k): int(v) for k, v in snapshot.get("payouts", {}).items()}
    button = int(snapshot["button"])
    numbers = tuple(sorted(stacks))
    seating = Seating.around(numbers, button)
    to_act = snapshot.get("to_act")
    phase = str(snapshot["phase"])
    seats = []
    for number in numbers:
        cards = hole.get(number, [])
        state = states.get(number)
        if state is None:
            state = "waiting" if phase == "dealing" and not cards else ("in" if cards else FOLDED)
        seats.append(
            SeatView(
                seat=number,
                stack=stacks[number],
                bet=bets.get(number, 0),
                cards=_cards(cards, state == SHOWN, exposed),
                button=number == button,
                small_blind=number == seating.small_blind,
                big_blind=number == seating.big_blind,
                straddle=kind == "straddle" and number == posted_by,
                kill=kind == "kill" and number == posted_by,
                to_act=number == to_act,
                status=state,
                all_in=stacks[number] == 0 and state in ("in", SHOWN),
                payout=payouts.get(number, 0),
            )
        )
    return TableView(
        phase=phase,
        button=button,
        seats=tuple(seats),
        board=_cards(snapshot.get("board"), True, exposed),
        burns=_cards(snapshot.get("burns"), False, seen),
        out_of_play=_cards(snapshot.get("out_of_play"), False, seen),
        void=_cards(snapshot.get("void"), False, seen),
        muck=len(snapshot.get("muck", [])),
        stub=len(snapshot.get("stub", [])),
        pots=_pots(snapshot.get("pots")),
        to_act=int(to_act) if to_act is not None else None,
        options=describe_options(snapshot),
        boxed=CardView(str(snapshot["boxed"]), True) if snapshot.get("boxed") else None,
    )


def face_up_cards(view: TableView) -> frozenset[str]:
    """Every card ``view`` shows face up (what the table has now seen)."""
    cards = [*view.board, *view.burns, *view.out_of_play, *view.void]
    cards += [card for seat in view.seats for card in seat.cards]
    if view.boxed is not None:
        cards.append(view.boxed)
    return frozenset(card.token for card in cards if card.face_up)


def before_ruling(view: TableView) -> TableView:
    """``view`` as the table sees it before a ruling it must not give away: without the seat
    to act's choices, with the pots in one pile, as they lie in the middle (the split
    into main and side pots is the dealer's work, and a quiz may ask for it), and without
    what a seat owes or posts at the next hand (the floor's record of missed blinds, a kill
    owed: a quiz may ask for them)."""
    if any(seat.due for seat in view.seats):
        view = replace(
            view,
            seats=tuple(replace(s, owes_live=0, owes_dead=0, posts_next="") for s in view.seats),
        )
    if len(view.pots) <= 1:
        return replace(view, options="")
    eligible = sorted({seat for pot in view.pots for seat in pot.eligible})
    pile = PotView("Pot", view.pot_total, tuple(eligible))
    return replace(view, options="", pots=(pile,))


def short_posted(view: TableView) -> bool:
    """Whether a seat went all in posting his blind or ante (before any card)."""
    return any(seat.stack == 0 for seat in view.seats)


def unposted(view: TableView, setup: Mapping[str, Any]) -> TableView:
    """``view`` (the table at the setup) before the blinds and antes were posted: each seat's
    stack as the setup seats it, nothing in front of anyone, no pot."""
    seats = setup.get("seats")
    starts = {int(k): v for k, v in seats.items()} if isinstance(seats, Mapping) else {}
    return replace(
        view,
        seats=tuple(
            replace(seat, stack=int(starts.get(seat.seat, seat.stack)), bet=0, all_in=False)
            for seat in view.seats
        ),
        pots=(),
        options="",
    )
