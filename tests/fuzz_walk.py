"""A fuzz walker for the reference dealer: random hands with random dealer errors and notices.

Each hand gets a random table (2-6 players, short to deep stacks, sometimes an ante, any
game), a shuffled deck, reshuffle orders, random house options, and sometimes a live
straddle (no-limit, pot-limit) or a kill (fixed-limit). Then events are sent
through the dict API one at a time: usually the correct next act (the deal, a legal betting
decision, the burn and the board, a show or muck at the showdown), and otherwise one of the
things that go wrong at a physical table: a card dealt face up, to the wrong seat or unseen,
an extra or boxed card, a short deal, a second or missing burn, wrong board counts, a dropped
stub, a ``notice`` at any moment, a player exposing a card, mucking or acting out of turn,
chips and words, and garbage events (unknown types, lists as types, huge numbers).

After every event it checks:

* an accepted event leaves all 52 cards in exactly one zone and every chip accounted for
  (stacks plus pots, or stacks alone once the hand is complete), with no negative stack;
* a refused event leaves the snapshot byte-identical, and is never ``INTERNAL_ERROR``
  (that would be a bug the transactional ``apply`` caught);
* nothing raises out of ``apply``;
* the hand can always go on: while it is not complete, at least one ordinary next act is
  accepted (a hand that can never finish is a failure).

Leaning the walk (benchmarks/fuzz_dealer.py's ``--profile``, ``--every-option``, ``--late``):
a profile for every hand, every house option drawn (integers too) instead of a third of
them, and ``late``: on the turn, the river, an all-in exposure and the showdown, errors come
``late`` times as often as otherwise, drawn from the late streets' own list (unnoticed burns
and board cards, extra board cards, notices, partial shows, mucks, retrievals); so do the
deal's unnoticed errors, which reach the river as hands of the wrong size.
On top of the checks above, a leaning walk also checks that the board holds the cards its
street calls for and that every live hand holds two cards unless an error is still
unnoticed (a hand that would reach the showdown with three cards, or a sixth board card).

``choose(n)`` supplies every random decision (an index below ``n``), so Hypothesis can drive
the walk and shrink a failure (tests/test_fuzz_dealer.py) and a seeded ``random.Random`` can
run it for long (benchmarks/fuzz_dealer.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.errors import SetupError
from refdealer.limits import short_repr
from refdealer.options import HOUSE_OPTIONS, OVERBLIND_OPTIONS, SUPPORTED_PROFILES
from refdealer.table.events import (
    Board,
    Burn,
    Call,
    Check,
    DealHole,
    Event,
    Fold,
    Muck,
    Notice,
    Show,
)
from refdealer.table.seating import Seating
from refdealer.table.state import STREETS

Choose = Callable[[int], int]
DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
ZONES = ("stub", "burns", "board", "out_of_play", "void", "muck")
#: House options with a fixed list of modelled values (the walker picks among them).
OPTIONS: dict[str, tuple[Any, ...]] = {
    name: tuple(option.supported if option.supported is not None else option.values)
    for name, option in HOUSE_OPTIONS.items()
    if option.values is not None
    and option.supported != ()  # () = every value refused
    and option.scope == "hand"  # a session's options: no single hand reads them
    and name not in OVERBLIND_OPTIONS  # read only with a straddle or kill, never walked
}
#: House options that take any positive integer, with the values a leaning walk draws.
INTEGER_OPTIONS: dict[str, tuple[int, ...]] = {
    "limit_cap_raises": (1, 2, 3, 4, 9),
    "chip_unit": (1, 2, 5),
}
#: The board size each street calls for.
BOARD_SIZES = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}


@dataclass(frozen=True)
class Lean:
    """How a walk leans (the default leans nowhere: the walk of tests/test_fuzz_dealer.py)."""

    #: Every hand under this profile (``None``: the dealer's default).
    profile: str | None = None
    #: Draw every house option, integers too, instead of about a third of the listed ones.
    every_option: bool = False
    #: Late-street errors come this many times as often (0: no late list at all).
    late: int = 0

    def __post_init__(self) -> None:
        if self.profile is not None and self.profile not in SUPPORTED_PROFILES:
            raise ValueError(f"unknown profile {self.profile!r}")

    @property
    def leaning(self) -> bool:
        return self != Lean()


NO_LEAN = Lean()


@dataclass
class Tally:
    """What a walk did, and every failure found (with what reproduces it)."""

    hands: int = 0
    #: Hands dealt with a live straddle, and with a kill (STRADDLE, KILL-POT).
    straddled: int = 0
    killed: int = 0
    events: int = 0
    accepted: int = 0
    refused: int = 0
    completed: int = 0
    failures: list[str] = field(default_factory=list)


def pick(choose: Choose, items: list[Any] | tuple[Any, ...]) -> Any:
    return items[choose(len(items))]


def random_setup(choose: Choose, lean: Lean = NO_LEAN) -> dict[str, Any]:
    """A random protocol setup: table, deck, reshuffles and house options."""
    pool = list(range(1, 11))
    seats = sorted(pool.pop(choose(len(pool))) for _ in range(2 + choose(5)))
    big = 1 + choose(10)
    small = choose(big + 1)
    game = pick(choose, ["no-limit", "pot-limit", "fixed-limit"])
    deck = DECK[:]
    for index in range(len(deck) - 1, 0, -1):  # Fisher-Yates from choose()
        other = choose(index + 1)
        deck[index], deck[other] = deck[other], deck[index]
    stacks = {str(seat): pick(choose, [1 + choose(3 * big), 1 + choose(40 * big), 300 * big])
              for seat in seats}  # fmt: skip
    setup: dict[str, Any] = {
        "game": game,
        "blinds": [small, big],
        "ante": pick(choose, [0, 0, 0, 1 + choose(big)]),
        "seats": stacks,
        "button": pick(choose, seats),
        "deck": deck,
        "reshuffles": [
            list(dict.fromkeys(DECK[choose(52)] for _ in range(1 + choose(8))))
            for _ in range(choose(3))
        ],
        "house": (
            {name: pick(choose, values) for name, values in {**OPTIONS, **INTEGER_OPTIONS}.items()}
            if lean.every_option
            else {name: pick(choose, values) for name, values in OPTIONS.items() if choose(3) == 0}
        ),
    }
    if lean.profile is not None:
        setup["profile"] = lean.profile
    if game == "fixed-limit":
        setup["limits"] = {"small_bet": big, "big_bet": 2 * big}
    _add_overblind(choose, setup)  # drawn last: the choices before it draw the same table
    return setup


def _add_overblind(choose: Choose, setup: dict[str, Any]) -> None:
    """In about a quarter of the hands that may have one, a live straddle (no-limit and
    pot-limit, three players or more: the seat left of the big blind, when it has twice the
    big blind) or a kill (fixed-limit, any seat; a half kill only where it comes out whole),
    with the house option that allows it (STRADDLE, KILL-POT)."""
    seats = tuple(sorted(int(seat) for seat in setup["seats"]))
    big = setup["blinds"][1]
    if choose(4) < 3:
        return
    house = setup["house"]
    if setup["game"] == "fixed-limit":
        house["kill_pot"] = pick(choose, ("full", "half") if big % 2 == 0 else ("full",))
        setup["kill"] = pick(choose, seats)
        return
    seating = Seating.around(seats, setup["button"])
    order = seating.order
    if len(seats) < 3:
        return
    seat = order[(order.index(seating.big_blind) + 1) % len(order)]
    if setup["seats"][str(seat)] >= 2 * big:
        house["straddle"] = "allowed"
        setup["straddle"] = seat


def ordinary_events(snap: dict[str, Any], burned: bool) -> list[dict[str, Any]]:
    """The correct next acts, as far as the snapshot tells."""
    phase, seat, legal = snap["phase"], snap["to_act"], snap["legal"]
    if phase == "complete":
        return []
    if phase == "dealing":
        return [{"type": "deal_hole"}]
    if legal is not None:
        out: list[dict[str, Any]] = [{"type": "call" if legal["call"] else "check", "seat": seat}]
        if legal["fold"] and legal["call"]:
            out.append({"type": "fold", "seat": seat})
        low, high = legal["min_raise_to"], legal["max_raise_to"]
        if low is not None:
            kind = "raise" if any(snap["bets"].values()) or phase == "preflop" else "bet"
            key = "to" if kind == "raise" else "amount"
            out += [{"type": kind, "seat": seat, key: total} for total in {low, high}]
        return out
    if seat is not None:
        return [{"type": "show", "seat": seat}, {"type": "muck", "seat": seat}]
    if burned:
        return [{"type": "board", "count": 1 if snap["board"] else 3}]
    return [{"type": "burn"}]


def error_event(choose: Choose, snap: dict[str, Any]) -> dict[str, Any]:
    """Something that goes wrong at the table (or a malformed event)."""
    seats = [int(s) for s in snap["hole"]] or [1]
    seat = pick(choose, [*seats, 1 + choose(10)])
    kind = choose(26)
    noticed = {"noticed": False}
    mixes: list[list[str]] = [[], ["muck"], ["burns"], ["burns", "muck"]]
    options: list[dict[str, Any]] = [
        {"type": "deal_hole", "exposed": True},
        {"type": "deal_hole", "seat": seat},
        {"type": "deal_hole", "seat": seat, **noticed},
        {"type": "deal_hole", **noticed},
        {"type": "boxed"},
        {"type": "end_deal"},
        {"type": "notice"},
        {"type": "notice"},
        {"type": "burn"},
        {"type": "burn", **noticed},
        {"type": "board", "count": 1 + choose(4)},
        {"type": "board", "count": 1 if snap["board"] else 3, **noticed},
        {"type": "stub_dropped", "mixed": pick(choose, mixes)},
        {"type": "expose", "seat": seat, "card": pick(choose, DECK)},
        {"type": "muck", "seat": seat},
        {"type": "show", "seat": seat},
        {"type": "declare_board", "seat": seat},
        {"type": pick(choose, ["call", "check", "fold"]), "seat": seat},
        {"type": "raise", "seat": seat, "to": choose(400)},
        {"type": "chips", "seat": seat, "motions": [[1 + choose(50)] for _ in range(2)]},
        {"type": "declare", "seat": seat, "declared": "raise"},
        {"type": "count", "seat": seat, "told": 1 + choose(100)},
        pick(choose, [{"type": ["burn"]}, {"type": {"a": 1}}, {"type": "bet", "seat": 1,
              "amount": 10**5000}, {"type": "fold", "seat": 10**5000}, {"type": "nap"}]),
        {"type": "show", "seat": seat, "cards": [pick(choose, DECK)]},
        {"type": "deal_hole", "nonstandard": True},
        {"type": "nonstandard_found", "seat": seat},
    ]  # fmt: skip
    return options[kind]


def late_event(choose: Choose, snap: dict[str, Any]) -> dict[str, Any]:
    """Something that goes wrong on the late streets, at an all-in exposure or the showdown."""
    seats = [int(s) for s in snap["hole"]] or [1]
    seat = pick(choose, seats)
    held = snap["hole"].get(str(seat)) or DECK[:1]
    noticed = {"noticed": False}
    options: list[dict[str, Any]] = [
        {"type": "burn", **noticed},
        {"type": "burn"},
        {"type": "board", "count": 1, **noticed},
        {"type": "board", "count": 1},
        {"type": "board", "count": 2},
        {"type": "notice"},
        {"type": "show", "seat": seat},
        {"type": "show", "seat": seat, "cards": held[:1]},
        {"type": "muck", "seat": seat},
        {"type": "declare_board", "seat": seat},
        {"type": "expose", "seat": seat, "card": pick(choose, held)},
        {"type": "boxed"},
        {"type": "deal_hole", "seat": seat, **noticed},
    ]
    return pick(choose, options)


def deal_event(choose: Choose, snap: dict[str, Any]) -> dict[str, Any]:
    """An error in the deal nobody sees: it reaches the late streets as a hand of the wrong
    size, unless a notice comes first."""
    seats = [int(s) for s in snap["hole"]] or [1]
    options: list[dict[str, Any]] = [
        {"type": "deal_hole", "seat": pick(choose, seats), "noticed": False},
        {"type": "deal_hole", "noticed": False},
        {"type": "deal_hole", "seat": pick(choose, seats)},
        {"type": "end_deal"},
        {"type": "deal_hole", "exposed": True},
        {"type": "deal_hole", "nonstandard": True},
    ]
    return pick(choose, options)


def _is_late(snap: dict[str, Any]) -> bool:
    """The turn, the river, the showdown, or hands turned up at an all-in exposure."""
    return snap["phase"] in ("turn", "river", "showdown") or (
        snap["phase"] != "dealing" and snap["legal"] is None and snap["to_act"] is not None
    )


def _shape_problems(dealer: ReferenceDealer) -> list[str]:
    """A board of the wrong size for its street, or a live hand of the wrong size with no
    error left unnoticed to explain it (it would reach the showdown as it is)."""
    hand = dealer.hand
    if hand.phase in ("dealing", "complete"):
        return []
    problems = []
    due = BOARD_SIZES[STREETS[hand.street]]
    if len(hand.board) != due:
        problems.append(f"{len(hand.board)} board cards on the {STREETS[hand.street]}")
    if hand.unnoticed is None:
        shown_down = hand.showdown
        gone = (
            {*shown_down.mucked, *shown_down.discarded, *shown_down.board_only}
            if shown_down is not None
            else set()
        )
        wrong = {
            seat: len(hand.hole[seat])
            for seat in hand.live_seats()
            if seat not in gone and len(hand.hole[seat]) + (hand.joker == seat) != 2
        }
        if wrong:
            problems.append(f"live hands of the wrong size, nothing unnoticed: {wrong}")
    return problems


def _problems(snap: dict[str, Any], total: int) -> list[str]:
    cards = [c for zone in ZONES for c in snap[zone]]
    cards += [c for held in snap["hole"].values() for c in held]
    problems = []
    if len(cards) != 52 or len(set(cards)) != 52:
        problems.append(f"{len(cards)} cards in zones, {len(set(cards))} distinct")
    chips = sum(snap["stacks"].values())
    if snap["phase"] != "complete":
        chips += sum(pot["amount"] for pot in snap["pots"])
    if chips != total:
        problems.append(f"{chips} chips on the table, expected {total}")
    if any(stack < 0 for stack in snap["stacks"].values()):
        problems.append(f"a negative stack: {snap['stacks']}")
    return problems


def _can_go_on(dealer: ReferenceDealer) -> bool:
    """Whether some ordinary act would be accepted now (checked without applying it)."""
    hand = dealer.hand
    if hand.complete:
        return True
    seats = list(hand.hole)
    candidates: list[Event] = [DealHole(), Burn(), Board(1), Board(3), Notice()]
    for seat in seats:
        candidates += [Check(seat), Call(seat), Fold(seat), Show(seat), Muck(seat)]
    return any(hand.can(event) for event in candidates)


def walk_hand(
    choose: Choose, tally: Tally, label: str, *, max_events: int = 250, lean: Lean = NO_LEAN
) -> None:
    """Play one random hand with random errors, checking every event; failures go to tally."""
    setup = random_setup(choose, lean)
    dealer = ReferenceDealer()
    try:
        dealer.start(setup)
    except SetupError:
        return  # a random setup the dealer does not play: nothing to check
    tally.hands += 1
    tally.straddled += "straddle" in setup
    tally.killed += "kill" in setup
    total = sum(setup["seats"].values())
    sent: list[dict[str, Any]] = []
    for _ in range(max_events):
        snap = dealer.snapshot()
        if snap["phase"] == "complete":
            tally.completed += 1
            return
        ordinary = ordinary_events(snap, dealer.hand.burned)
        dealing = snap["phase"] == "dealing"
        late = lean.late if lean.late and (dealing or _is_late(snap)) else 0
        if ordinary and choose(4 + late) >= 1 + late:
            event = pick(choose, ordinary)
        elif late and choose(1 + late):
            event = deal_event(choose, snap) if dealing else late_event(choose, snap)
        else:
            event = error_event(choose, snap)
        sent.append(event)
        tally.events += 1
        before = copy.deepcopy(snap)
        where = f"{label}, event {len(sent)} {short_repr(event, 100)}"
        try:
            answer = dealer.apply(event)
        except Exception as error:
            tally.failures.append(f"{where}: raised {type(error).__name__}: {error}")
            return
        after = dealer.snapshot()
        if not answer["accepted"]:
            tally.refused += 1
            if answer["reason"] == "INTERNAL_ERROR":
                tally.failures.append(f"{where}: INTERNAL_ERROR: {answer['message']}")
                return
            if after != before:
                tally.failures.append(
                    f"{where}: refused ({answer['reason']}) but changed the table"
                )
                return
            continue
        tally.accepted += 1
        problems = _problems(after, total)
        if lean.leaning:
            problems += _shape_problems(dealer)
        if problems:
            tally.failures.append(f"{where}: {'; '.join(problems)}")
            return
        if not _can_go_on(dealer):
            tally.failures.append(f"{where}: the hand is stuck, no ordinary act is accepted")
            return
