"""Property tests: random tables, random legal hands, and the dealer's bookkeeping.

Hypothesis draws a table (2-10 seats among seats 1-10, gaps allowed, a button, stacks from
one chip up, blinds, an optional ante, a game and house options, a shuffled deck), then
plays a random legal hand to the end through the typed ``Hand`` API. After every event
the snapshot is checked against properties that any correct dealer must satisfy:

* every one of the 52 cards is in exactly one zone, the stub is the unused tail of the
  deck, and the cards came off the deck in the order of the real procedure;
* chips are conserved: stacks plus pots (which include bets in front) equal the chips
  the hand started with, and at the end payouts equal what was committed;
* no stack, bet or pot is negative; ``legal`` bounds are coherent;
* the betting follows the test's own model of the rules: a closed round has every bet
  matched and no uncalled chips left in; in big-bet games ``call``, ``min_raise_to`` and
  ``max_raise_to`` are exactly the modelled amounts, and raising is open exactly when the
  seat has not acted or the bet has risen by a full raise since (short all-ins adding up);
* no seat is asked to act when it owes nothing and every opponent is all in;
* ``hand.check``/``hand.can`` agree with an independent model of what is legal, built
  from ``legal()``, the snapshot and the test's account of the round (who is still due to
  act: an action out of turn from such a seat is held, once; a live hand may be mucked
  during the betting), a refusal gives the reason the model names, and a rejected event
  leaves the snapshot byte-identical;
* a ``bet`` or ``raise`` of any total above the bet to match and within the seat's chips
  is accepted when a raise is allowed, made exactly the total clamped into
  ``[min_raise_to, max_raise_to]`` (the street's size in fixed limit) with the ruling
  that says so; any other total is refused with its reason;
* the hand finishes within a bound on the number of events;
* replaying the same setup and events (typed and through the dict ``ReferenceDealer``)
  gives the same snapshot after every event.

``PROPERTY_SCALE=10`` in the environment runs ten times the examples (a longer bug hunt).
On failure Hypothesis prints the falsifying example and a reproduction blob
(``print_blob=True``); paste it into ``@reproduce_failure`` to rerun exactly that case.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import hypothesis
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from refdealer.dealer import ReferenceDealer
from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.table.cards import FULL_DECK, format_cards
from refdealer.table.events import (
    Bet,
    Board,
    Burn,
    Call,
    Check,
    Chips,
    DealHole,
    Event,
    Fold,
    Muck,
    Raise,
    Show,
)
from tests.copying import independent_copy
from tests.drawing import branch, pick, pick_some

DECK_TOKENS: tuple[str, ...] = tuple(format_cards(FULL_DECK))
ZONES = ("stub", "burns", "board", "out_of_play", "void", "muck")
BETTING_PHASES = ("preflop", "flop", "turn", "river")

# Sized so the whole file runs in about 20 s on a laptop; PROPERTY_SCALE=10 (an
# environment variable) runs ten times as many examples for a longer bug hunt.
SCALE = float(os.environ.get("PROPERTY_SCALE", "1"))
HAND_EXAMPLES = max(1, int(1200 * SCALE))
REJECT_EXAMPLES = max(1, int(500 * SCALE))
WAGER_EXAMPLES = max(1, int(200 * SCALE))
REPLAY_EXAMPLES = max(1, int(300 * SCALE))

COMMON = {
    "deadline": None,
    "print_blob": True,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}


# ---------------------------------------------------------------------------- strategies


GAMES = st.sampled_from(["no-limit", "pot-limit", "fixed-limit"])
STYLES = st.sampled_from(["mixed", "deep", "short"])
DECKS = st.permutations(DECK_TOKENS)
YES_NO = st.sampled_from(["yes", "no"])


@st.composite
def table_setups(draw: st.DrawFn) -> dict[str, Any]:
    """A protocol setup dict for one random hand.

    (Strategies that do not depend on earlier draws are built once, above; a ``one_of`` or
    ``sampled_from`` over values drawn here is its choice made by tests/drawing.py.)
    """
    count = draw(st.integers(2, 10))
    seats = sorted(draw(st.lists(st.integers(1, 10), min_size=count, max_size=count, unique=True)))
    game = draw(GAMES)
    big = draw(st.integers(1, 10))
    small = draw(st.integers(0, big))
    # st.one_of(st.just(0), st.integers(1, big))
    ante = 0 if branch(draw, 2) == 0 else draw(st.integers(1, big))
    # Tiny stacks make short blinds, short antes and all-ins common; deep ones make long
    # betting rounds.
    tiny = st.integers(1, big + ante + 1)
    short = st.integers(1, 30 * big)
    deep = st.integers(100 * big, 400 * big)
    style = draw(STYLES)
    # st.one_of over these, for each seat
    stack = {"mixed": [tiny, short, deep], "deep": [deep], "short": [tiny, short]}[style]
    stacks = {
        str(seat): draw(stack[0] if len(stack) == 1 else stack[branch(draw, len(stack))])
        for seat in seats
    }
    # The button is on a player; with three or more players sometimes on an empty seat
    # (a dead button, which the protocol allows).
    empty = [s for s in range(1, 11) if s not in seats]
    if count >= 3 and empty and draw(st.integers(0, 9)) == 0:
        button = pick(draw, empty)
    else:
        button = pick(draw, seats)
    setup: dict[str, Any] = {
        "game": game,
        "blinds": [small, big],
        "ante": ante,
        "seats": stacks,
        "button": button,
        "deck": list(draw(DECKS)),
    }
    if game == "fixed-limit":
        # st.one_of(st.just(big), st.integers(1, 2 * big)), and so for the big bet
        small_bet = big if branch(draw, 2) == 0 else draw(st.integers(1, 2 * big))
        if branch(draw, 2) == 0:
            big_bet = 2 * small_bet
        else:
            big_bet = draw(st.integers(small_bet, 4 * small_bet))
        setup["limits"] = {"small_bet": small_bet, "big_bet": big_bet}
    house: dict[str, Any] = {}
    if draw(st.booleans()):
        house["limit_cap_raises"] = draw(st.integers(1, 5))
    if draw(st.booleans()):
        house["heads_up_uncapped"] = draw(YES_NO)
    if house:
        setup["house"] = house
    return setup


# ---------------------------------------------------------------------------- the model


def dealing_order(setup: dict[str, Any]) -> list[int]:
    """Clockwise from the first seat left of the button (computed here, not by refdealer)."""
    seats = sorted(int(s) for s in setup["seats"])
    button = setup["button"]
    return [s for s in seats if s > button] + [s for s in seats if s <= button]


def streets_dealt(board: list[str]) -> int:
    return {0: 0, 3: 1, 4: 2, 5: 3}[len(board)]


#: The rulings that correct a wager of the wrong size (NL-MIN-BET, PL-MAX, LIMIT-BET-SIZES).
CORRECTIONS = frozenset(
    {"BROUGHT_TO_MINIMUM", "RAISE_BROUGHT_TO_MINIMUM", "REDUCED_TO_MAXIMUM", "LIMIT_SIZE_CORRECTED"}
)


def due_to_act(snap: dict[str, Any], model: RoundModel, seat: int) -> bool:
    """Whether ``seat`` must still act this round: it holds cards and chips, and it has not
    acted, or the bet has gone up since it did."""
    if not snap["hole"].get(str(seat)) or snap["stacks"][str(seat)] == 0:
        return False
    return seat not in model.acted or model.acted[seat] < model.current


def betting_verdict(
    hand: Hand,
    snap: dict[str, Any],
    event: Fold | Check | Call | Bet | Raise,
    ledger: Ledger,
    held: frozenset[int] = frozenset(),
) -> str | None:
    """``None`` if the betting ``event`` must be accepted now, else the reason to refuse it.

    A seat other than the one to act may act (out of turn, the action held) if it is still
    due to act and has not already acted out of turn (``held``). A wager of the wrong size
    is refused only when it is above the seat's chips, not above the bet to match, or no
    raise is allowed; otherwise it is corrected (see :func:`corrected_total`).
    """
    phase = snap["phase"]
    if phase == "complete":
        return "HAND_COMPLETE"
    if phase == "dealing":
        return "DEAL_INCOMPLETE"
    seat = event.seat
    if str(seat) not in ledger.setup["seats"] or seat in ledger.folded:
        return "NOT_IN_HAND"
    to_act = snap["to_act"]
    if phase not in BETTING_PHASES or to_act is None:
        return "NOT_YOUR_TURN"
    model = ledger.round
    assert model is not None
    assert hand.round is not None and hand.round.current_bet == model.current, model
    if seat != to_act and (not due_to_act(snap, model, seat) or seat in held):
        return "NOT_YOUR_TURN"
    in_front = snap["bets"][str(seat)]
    owed = model.current - in_front
    if isinstance(event, Fold):
        return None
    if isinstance(event, Check):
        return "CANNOT_CHECK" if owed > 0 else None
    if isinstance(event, Call):
        return "NOTHING_TO_CALL" if owed <= 0 else None
    if isinstance(event, Bet) and model.current > 0:
        return "BET_ALREADY_MADE"
    if isinstance(event, Raise) and model.current == 0:
        return "NO_BET_TO_RAISE"
    total = event.amount if isinstance(event, Bet) else event.to
    if total > in_front + snap["stacks"][str(seat)]:
        return "ABOVE_MAXIMUM"
    if total <= model.current:
        return "BELOW_MINIMUM"
    low, _ = wager_bounds(hand, snap, seat)
    return "RAISE_NOT_ALLOWED" if low is None else None


def wager_bounds(hand: Hand, snap: dict[str, Any], seat: int) -> tuple[int | None, int | None]:
    """The least and most ``seat`` may bet or raise to: ``legal`` for the seat to act (whose
    bounds :func:`check_betting_rules` checks against the model), else the dealer's
    ``raise_bounds``."""
    legal = snap["legal"]
    if legal is not None and seat == snap["to_act"]:
        return legal["min_raise_to"], legal["max_raise_to"]
    return hand.raise_bounds(seat)


def corrected_total(
    total: int, low: int, high: int, fixed: bool, bet: bool = True
) -> tuple[int, str | None]:
    """The total a legal-direction wager is made, and the ruling that corrects it (if any):
    a bet short of the minimum cites NL-MIN-BET, a raise NL-MIN-RAISE."""
    if low <= total <= high:
        return total, None
    made = low if total < low else high
    if fixed:
        return made, "LIMIT_SIZE_CORRECTED"
    if total < low:
        return made, "BROUGHT_TO_MINIMUM" if bet else "RAISE_BROUGHT_TO_MINIMUM"
    return made, "REDUCED_TO_MAXIMUM"


def model_accepts(
    hand: Hand,
    snap: dict[str, Any],
    ledger: Ledger,
    event: Event,
    held: frozenset[int] = frozenset(),
) -> bool:
    """Whether ``event`` is legal now, judged from ``legal()``, the snapshot and the
    test's own account of the hand (``ledger``: the folds and the betting round)."""
    phase = snap["phase"]
    if phase == "complete":
        return False
    if isinstance(event, Fold | Check | Call | Bet | Raise):
        return betting_verdict(hand, snap, event, ledger, held) is None
    if isinstance(event, DealHole):
        # Dealer errors in the deal are ruled on (misdeal, replacement, extra card), so a
        # hole card is accepted while the deal is on, and as an extra card before action.
        if phase == "dealing":
            return True
        return phase == "preflop" and not snap["board"] and not hand.first_round_actions
    if isinstance(event, Burn | Board):
        # Early, missing and extra burns and premature or extra board cards are ruled on;
        # only a board count no street can have, or no card due, is refused.
        if phase not in BETTING_PHASES:
            return False
        done = streets_dealt(snap["board"])
        if done >= 3:
            return False
        if isinstance(event, Burn):
            return True
        due = 3 if done == 0 else 1
        betting_open = snap["to_act"] is not None
        burned = hand.burned
        if event.count > due + 1 or event.count > len(snap["stub"]):
            return False
        return betting_open or not burned or event.count >= due
    if isinstance(event, Muck) and phase in BETTING_PHASES:
        # A live hand thrown away during the betting is dead (MUCKED_WHILE_LIVE).
        return bool(snap["hole"].get(str(event.seat)))
    if isinstance(event, Show | Muck):
        # The order says who is due, not who may act: any hand still in and not yet face up
        # may be tabled or conceded at the showdown (decision 15).
        holding = bool(snap["hole"].get(str(event.seat)))
        return phase == "showdown" and holding and event.seat not in ledger.shown
    return False


# ---------------------------------------------------------------------------- properties


@dataclass
class RoundModel:
    """The test's own account of a betting round (big-bet games), from the events alone.

    ``current`` is the bet to match, ``increment`` the last full bet or raise (at least the
    big blind), ``acted`` each seat's bet level when it last acted. A seat that has acted
    may raise again only if the bet has since risen by a full increment (TDA 47, RRoP
    s14 NL #3/#5: short all-ins that add up to a full raise reopen the betting).
    """

    current: int
    increment: int
    acted: dict[int, int] = field(default_factory=dict)

    def record(self, event: Event) -> None:
        if isinstance(event, Check | Call):
            self.acted[event.seat] = self.current
        elif isinstance(event, Bet | Raise):
            total = event.amount if isinstance(event, Bet) else event.to
            if total - self.current >= self.increment:
                self.increment = total - self.current
            self.current = max(self.current, total)
            self.acted[event.seat] = total


@dataclass
class Ledger:
    """What the test itself tracks about the hand, independently of the dealer."""

    setup: dict[str, Any]
    start_chips: int
    consumed: int = 0  # cards taken off the top of the deck so far
    events: list[Event] = field(default_factory=list)
    snapshots: list[str] = field(default_factory=list)
    round: RoundModel | None = None
    folded: set[int] = field(default_factory=set)
    shown: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        big = self.setup["blinds"][1]
        self.round = RoundModel(big, big)

    def record(self, event: Event) -> None:
        self.events.append(event)
        if isinstance(event, DealHole | Burn):
            self.consumed += 1
        elif isinstance(event, Board):
            self.consumed += event.count
            big = self.setup["blinds"][1]
            self.round = RoundModel(0, big)
        elif self.round is not None:
            self.round.record(event)
        if isinstance(event, Fold):
            self.folded.add(event.seat)
        if isinstance(event, Show) and event.cards is None:
            self.shown.add(event.seat)


def blind_seats(setup: dict[str, Any]) -> tuple[int, int]:
    order = dealing_order(setup)
    if len(order) == 2:
        button = setup["button"]
        return button, next(s for s in order if s != button)
    return order[0], order[1]


def committed_chips(setup: dict[str, Any], snap: dict[str, Any]) -> dict[int, int]:
    """What each seat has put in this hand, from the snapshot alone."""
    return {
        int(s): start - snap["stacks"][s] + snap["payouts"].get(s, 0)
        for s, start in setup["seats"].items()
    }


def check_betting_rules(snap: dict[str, Any], ledger: Ledger) -> None:
    """The bet sizes and who may act, against the test's own model of the rules."""
    setup = ledger.setup
    phase = snap["phase"]
    stacks = {int(s): v for s, v in snap["stacks"].items()}
    holding = {int(s) for s, held in snap["hole"].items() if held}
    committed = committed_chips(setup, snap)

    # A closed betting round: every bet matched (or the seat is all in), and no seat has
    # more in than anyone else could match (the uncalled part went back).
    round_closed = phase in ("showdown", "complete") or (
        phase in BETTING_PHASES and snap["to_act"] is None
    )
    if round_closed:
        # Antes are dead money (an unmatched part of one stays in a pot of its own), so
        # compare the live chips: blinds, bets and calls.
        ante = setup["ante"]
        live = {s: put - min(ante, setup["seats"][str(s)]) for s, put in committed.items()}
        ranked = sorted(live.values(), reverse=True)
        assert ranked[0] == ranked[1], f"an uncalled bet was not returned: {live}"
        if phase != "complete":
            top = ranked[0]
            for seat in holding:
                assert stacks[seat] == 0 or live[seat] == top, (
                    f"the round closed with seat {seat} short: {live}"
                )

    legal = snap["legal"]
    if legal is None:
        return
    seat = snap["to_act"]
    model = ledger.round
    assert model is not None
    stack, in_front = stacks[seat], snap["bets"][str(seat)]
    all_in_to = in_front + stack
    owed = max(0, model.current - in_front)
    # A raise nobody could call is no raise (clarification 4): another seat still in must be
    # able to put in more than the bet to match.
    opponents_with_chips = [
        s for s in holding if s != seat and snap["bets"][str(s)] + stacks[s] > model.current
    ]
    assert legal["call"] == min(owed, stack), (legal, model)
    if setup["game"] == "fixed-limit":
        low, high = legal["min_raise_to"], legal["max_raise_to"]
        if low is not None:
            street = streets_dealt(snap["board"])
            size = setup["limits"]["small_bet" if street < 2 else "big_bet"]
            assert model.current < low == high <= min(model.current + size, all_in_to)
        return
    reopened = seat not in model.acted or model.current - model.acted[seat] >= model.increment
    may_raise = stack > owed and reopened and bool(opponents_with_chips)
    assert (legal["min_raise_to"] is not None) == may_raise, (legal, model, seat)
    if not may_raise:
        return
    high = all_in_to
    if setup["game"] == "pot-limit":
        pot = sum(p["amount"] for p in snap["pots"]) + owed
        if phase == "preflop":
            small_seat, big_seat = blind_seats(setup)
            small, big = setup["blinds"]
            pot += max(0, small - snap["bets"][str(small_seat)]) if small else 0
            pot += max(0, big - snap["bets"][str(big_seat)])
        high = min(high, model.current + pot)
    low = min(model.current + model.increment, high)
    assert (legal["min_raise_to"], legal["max_raise_to"]) == (low, high), (legal, model)


def check_snapshot(hand: Hand, snap: dict[str, Any], ledger: Ledger) -> None:
    setup = ledger.setup
    deck = setup["deck"]
    seats = {int(s) for s in setup["seats"]}

    # Cards: all 52, each in exactly one zone.
    cards = [c for zone in ZONES for c in snap[zone]]
    for held in snap["hole"].values():
        cards.extend(held)
    assert len(cards) == 52, f"{len(cards)} cards in the zones"
    assert sorted(cards) == sorted(DECK_TOKENS), "a card is missing or duplicated"
    # Cards come off the top of the deck, in the order of the procedure.
    assert snap["stub"] == deck[ledger.consumed :], "the stub is not the unused deck tail"
    assert snap["void"] == [] and snap["out_of_play"] == [] and snap["exposed"] == []
    order = dealing_order(setup)
    n = len(order)
    for index, seat in enumerate(order):
        held = snap["hole"][str(seat)]
        if held:
            expected = [deck[index], deck[index + n]][: len(held)]
            assert held == expected, f"seat {seat} holds {held}, dealt {expected}"
    if len(snap["burns"]) or snap["board"]:
        base = 2 * n
        dealt_board = [deck[base + 1], deck[base + 2], deck[base + 3], deck[base + 5]]
        dealt_board.append(deck[base + 7])
        assert snap["board"] == dealt_board[: len(snap["board"])]
        burns = [deck[base], deck[base + 4], deck[base + 6]]
        assert snap["burns"] == burns[: len(snap["burns"])]

    # Chips.
    stacks = {int(s): v for s, v in snap["stacks"].items()}
    assert set(stacks) == seats
    assert all(v >= 0 for v in stacks.values()), f"negative stack: {stacks}"
    assert all(v >= 0 for v in snap["bets"].values()), f"negative bet: {snap['bets']}"
    live = {int(s) for s, held in snap["hole"].items() if held}
    if snap["phase"] == "complete":
        assert snap["pots"] == []
        assert sum(stacks.values()) == ledger.start_chips
        payouts = {int(s): v for s, v in snap["payouts"].items()}
        committed = sum(hand.committed.values())
        assert sum(payouts.values()) == committed, f"paid {payouts}, committed {committed}"
        # A zero entry is possible: a hand won uncontested with nothing committed.
        assert all(v >= 0 for v in payouts.values())
        assert set(payouts) <= seats - hand.folded, f"a folded seat is paid: {payouts}"
        for seat in seats:
            start = setup["seats"][str(seat)]
            assert stacks[seat] == start - hand.committed[seat] + payouts.get(seat, 0)
        assert snap["to_act"] is None and snap["legal"] is None
    else:
        pots_total = sum(p["amount"] for p in snap["pots"])
        assert sum(stacks.values()) + pots_total == ledger.start_chips
        assert snap["payouts"] == {}
        for pot in snap["pots"]:
            assert pot["amount"] > 0
            assert pot["eligible"] == sorted(pot["eligible"])
            assert pot["eligible"], "a pot nobody can win"
            # Eligible: dealt in and not folded (a seat that mucked at the showdown stays
            # listed: it wins a pot whose every contender mucked).
            assert set(pot["eligible"]) <= seats - hand.folded, f"pot {pot} names a folded seat"
            if snap["phase"] in BETTING_PHASES:
                assert set(pot["eligible"]) <= live, f"pot {pot} names a seat without a hand"

    # Who acts, and what they may do.
    legal = snap["legal"]
    if legal is not None:
        seat = snap["to_act"]
        assert seat is not None and snap["phase"] in BETTING_PHASES
        stack, in_front = stacks[seat], snap["bets"][str(seat)]
        assert stack > 0, "an all-in seat is asked to act"
        assert legal["fold"] is True
        assert 0 <= legal["call"] <= stack
        assert legal["check"] == (legal["call"] == 0)
        low, high = legal["min_raise_to"], legal["max_raise_to"]
        assert (low is None) == (high is None)
        if low is not None:
            assert low <= high <= in_front + stack
            top = max(snap["bets"].values())
            assert low > top or low == high == in_front + stack, (low, high, top)
            assert high > in_front + legal["call"], "a raise that is not more than a call"
            if setup["game"] == "fixed-limit":
                assert low == high
            if setup["game"] == "no-limit":
                assert high == in_front + stack
    elif snap["phase"] == "showdown":
        assert snap["to_act"] is not None
        assert snap["hole"][str(snap["to_act"])], "a seat without cards is due to show"
    elif snap["phase"] in BETTING_PHASES:
        assert snap["to_act"] is None
    if snap["phase"] == "dealing":
        assert snap["to_act"] is None


def check_nobody_acts_alone(snap: dict[str, Any], ledger: Ledger) -> None:
    """A seat is asked for a betting decision only if it owes chips or someone can answer.

    When every other live player is all in and the seat has matched the bet, nothing it
    does can change the hand: the round is over and cards are due (``to_act`` null). The
    dealer already applies this when a round opens; this checks it holds mid-round too.
    """
    legal = snap["legal"]
    if legal is None:
        return
    seat = snap["to_act"]
    others = [
        int(s)
        for s, held in snap["hole"].items()
        if held and int(s) != seat and snap["stacks"][s] > 0
    ]
    assert legal["call"] > 0 or others, (
        f"seat {seat} is asked to act though it owes nothing and every opponent is all in"
    )


def event_bound(setup: dict[str, Any]) -> int:
    """A generous but finite bound on the events of one hand."""
    n = len(setup["seats"])
    chips = sum(setup["seats"].values())
    # Every full raise lifts the bet by at least one chip and every short all-in ends one
    # seat's betting, so a street has at most chips + n raises, each followed by at most
    # n - 1 answers.
    per_street = (chips + n + 1) * n
    return 2 * n + 8 + n + 4 * per_street


# ---------------------------------------------------------------------------- the driver


def dealer_step(hand: Hand, snap: dict[str, Any]) -> Event | None:
    """The dealer's next physical act, or ``None`` when a player decision is due."""
    if snap["phase"] == "dealing":
        return DealHole()
    if snap["phase"] in BETTING_PHASES and snap["to_act"] is None:
        done = streets_dealt(snap["board"])
        if len(snap["burns"]) == done:
            return Burn()
        return Board(3 if done == 0 else 1)
    return None


def random_action(hand: Hand, data: DataObject) -> Event:
    legal = hand.legal()
    assert legal is not None
    seat = legal.seat
    # Passive play first (Hypothesis shrinks towards it); folds rarer than the rest so
    # that hands often reach later streets.
    passive = "check" if legal.check else "call"
    choices = [passive, passive]
    if legal.min_raise_to is not None:
        choices.append("raise")
    choices.append("fold")
    kind = pick(data, choices)
    if kind == "fold":
        return Fold(seat)
    if kind == "check":
        return Check(seat)
    if kind == "call":
        return Call(seat)
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    low, high = legal.min_raise_to, legal.max_raise_to
    # st.one_of(st.just(low), st.just(high), st.integers(low, high))
    total = [low, high, None][branch(data, 3)]
    if total is None:
        total = data.draw(st.integers(low, high))
    assert hand.round is not None
    return Bet(seat, total) if hand.round.current_bet == 0 else Raise(seat, total)


def candidate_misfits(hand: Hand, snap: dict[str, Any], setup: dict[str, Any]) -> list[Event]:
    """Events aimed just beside the legal ones: out of turn, wrong size, wrong order."""
    seats = sorted(int(s) for s in setup["seats"])
    to_act = snap["to_act"]
    other = [s for s in range(1, 11) if s != to_act]
    out: list[Event] = [
        DealHole(),
        DealHole(exposed=True),
        Burn(),
        Board(1),
        Board(3),
        Board(2),
    ]
    for s in (seats[0], seats[-1], other[0], other[-1]):
        out += [Fold(s), Check(s), Call(s), Show(s), Muck(s), DealHole(seat=s)]
    legal = hand.legal()
    if legal is not None:
        seat = legal.seat
        in_front = snap["bets"][str(seat)]
        stack = snap["stacks"][str(seat)]
        top = max(snap["bets"].values())
        for total in (0, top, top + 1, in_front + stack, in_front + stack + 1):
            out += [Bet(seat, total), Raise(seat, total)]
        if legal.min_raise_to is not None and legal.max_raise_to is not None:
            for total in (legal.min_raise_to - 1, legal.max_raise_to + 1, legal.min_raise_to):
                out += [Bet(seat, total), Raise(seat, total)]
        out += [Check(seat), Call(seat), Raise(other[0], top + 10), Bet(other[-1], 1)]
        for s in (seats[0], seats[-1]):  # wagers out of turn
            if s != seat:
                out += [Bet(s, top + 1), Raise(s, top + 1), Raise(s, 2 * top + 1)]
    if to_act is not None:
        out += [Show(to_act), Muck(to_act)]
    return out


def try_rejected(
    hand: Hand, snap: dict[str, Any], ledger: Ledger, event: Event, before: str
) -> None:
    """``can`` must agree with the model. An event it refuses must give the model's reason
    (betting events) and change nothing; a betting event or muck it accepts is played on
    a copy of the hand, which must do what the rules say (:func:`check_accepted`)."""
    expected = model_accepts(hand, snap, ledger, event)
    assert hand.can(event) == expected, f"{event!r}: dealer says {not expected}, model {expected}"
    if expected:
        if isinstance(event, Fold | Check | Call | Bet | Raise | Muck) and snap["phase"] in (
            BETTING_PHASES
        ):
            check_accepted(hand, snap, ledger, event)
        return
    with pytest.raises(RejectedEvent) as refused:
        hand.apply(event)
    reason = refused.value.reason
    hypothesis.event(f"rejected {reason}")
    if isinstance(event, Fold | Check | Call | Bet | Raise):
        assert reason == betting_verdict(hand, snap, event, ledger), (event, reason)
    after = json.dumps(hand.snapshot(), sort_keys=True)
    assert after == before, f"rejected {event!r} changed the table"


def copied(hand: Hand) -> Hand:
    """An independent copy of ``hand`` to try an event on. Only what can change is copied
    (:mod:`tests.copying`: several times faster than a pickle round trip, which was most
    of these tests' time); ``copy.deepcopy`` stays the fallback for a hand holding
    something of a kind that module does not know."""
    try:
        return independent_copy(hand)
    except TypeError:
        return copy.deepcopy(hand, {id(hand.setup): hand.setup})  # the setup is immutable


def check_accepted(
    hand: Hand,
    snap: dict[str, Any],
    ledger: Ledger,
    event: Fold | Check | Call | Bet | Raise | Muck,
) -> None:
    """Play an accepted betting event or muck on a copy of ``hand`` and check the ruling.

    A wager is made exactly :func:`corrected_total` (the answer's ``action`` says so when
    it differs from what was declared, with the correcting ruling first); an action out of
    turn is held (nothing on the table changes but the rulings) and a second one by the
    same seat is refused; a fold out of turn binds at once; a live hand mucked is dead.
    """
    played = copied(hand)
    codes = [ruling.code for ruling in played.apply(event)]
    seat = event.seat
    after = played.snapshot()
    if isinstance(event, Muck):
        assert codes[0] == "MUCKED_WHILE_LIVE", codes
        assert after["hole"][str(seat)] == [], "a mucked hand is still live"
        hypothesis.event("muck while live")
        return
    made: int | None = None
    code: str | None = None
    if isinstance(event, Bet | Raise):
        total = event.amount if isinstance(event, Bet) else event.to
        low, high = wager_bounds(hand, snap, seat)
        assert low is not None and high is not None
        made, code = corrected_total(
            total, low, high, ledger.setup["game"] == "fixed-limit", isinstance(event, Bet)
        )
        corrected = None if code is None else type(event)(seat, made)
        assert played.log[-1].action == corrected, (event, played.log[-1].action, low, high)
        assert [c for c in codes if c in CORRECTIONS] == ([] if code is None else [code])
        assert code is None or codes[0] == code, codes
        hypothesis.event(f"wager {code or 'as declared'}")
    if seat == snap["to_act"]:
        if made is not None:
            added = played.committed[seat] - hand.committed[seat]
            assert snap["bets"][str(seat)] + added == made, (event, made, added)
        return
    hypothesis.event(f"out of turn {event.type}")
    if isinstance(event, Fold):
        assert codes[0] == "OUT_OF_TURN_FOLD", codes
        assert after["hole"][str(seat)] == [] and after["to_act"] in (snap["to_act"], None)
        return
    assert codes == [*([] if code is None else [code]), "ACTION_OUT_OF_TURN"], codes
    for key, value in snap.items():
        assert key == "rulings" or after[key] == value, f"{event!r} out of turn changed {key}"
    held = frozenset({seat})
    assert betting_verdict(played, after, Fold(seat), ledger, held) == "NOT_YOUR_TURN"
    with pytest.raises(RejectedEvent) as refused:
        played.check(Fold(seat))
    assert refused.value.reason == "NOT_YOUR_TURN"


def probe_wagers(hand: Hand, snap: dict[str, Any], ledger: Ledger, data: DataObject) -> None:
    """Bets and raises of totals below, at and above the bounds, by the seat to act and by
    a seat still due to act out of turn: each is refused with the model's reason or
    made the model's corrected total (:func:`try_rejected`)."""
    model = ledger.round
    assert model is not None
    to_act = snap["to_act"]
    assert to_act is not None
    waiting = [int(s) for s in snap["hole"] if int(s) != to_act and due_to_act(snap, model, int(s))]
    seats = [to_act]
    if waiting:
        seats.append(pick(data, waiting))
    before = json.dumps(snap, sort_keys=True)
    for seat in seats:
        all_in_to = snap["bets"][str(seat)] + snap["stacks"][str(seat)]
        totals = {0, 1, model.current, model.current + 1, all_in_to - 1, all_in_to, all_in_to + 1}
        low, high = wager_bounds(hand, snap, seat)
        if low is not None and high is not None:
            totals |= {low - 1, low, low + 1, (low + high) // 2, high - 1, high, high + 1}
        for total in sorted(t for t in totals if t >= 0):
            for event in (Bet(seat, total), Raise(seat, total)):
                try_rejected(hand, snap, ledger, event, before)
            if seat == to_act and total > snap["bets"][str(seat)]:
                try_chips(hand, snap, model.current, total, before)


def try_chips(hand: Hand, snap: dict[str, Any], current: int, total: int, before: str) -> None:
    """Chips pushed by the seat to act for ``total`` (one chip, silently, as "raise to
    TOTAL" and as "all in"): whatever they count as, the wager made is within the bounds (a
    chips event is ruled, its size corrected like a verbal one), and a refused one changes
    nothing."""
    seat = snap["to_act"]
    in_front = snap["bets"][str(seat)]
    low, high = wager_bounds(hand, snap, seat)
    call_to = min(current, in_front + snap["stacks"][str(seat)])
    for declared in (None, f"raise to {total}", "all in"):
        event = Chips(seat, ((total - in_front,),), declared)
        if not hand.can(event):
            with pytest.raises(RejectedEvent):
                hand.apply(event)
            assert json.dumps(hand.snapshot(), sort_keys=True) == before, event
            continue
        played = copied(hand)
        played.apply(event)
        action = played.log[-1].action
        made = in_front + played.committed[seat] - hand.committed[seat]  # bets may be swept
        if isinstance(action, Bet | Raise):
            assert low is not None and high is not None, (event, action)
            assert low <= made <= high, (event, action, low, high)
            hypothesis.event("chips made a wager")
        else:  # a check, call or fold (a call's uncalled part may have gone back already)
            assert isinstance(action, Fold | Check | Call), (event, action)
            assert in_front <= made <= call_to, (event, action, made)


def play_random_hand(
    setup: dict[str, Any],
    data: DataObject,
    *,
    fuzz: bool = False,
    check: bool = True,
    extra: Callable[[dict[str, Any], Ledger], None] | None = None,
    probe: bool = False,
) -> Ledger:
    """Play one random legal hand to the end, checking every property after every event."""
    hand = Hand.from_dict(setup)
    ledger = Ledger(setup, sum(setup["seats"].values()))
    snap = hand.snapshot()
    text = json.dumps(snap, sort_keys=True)
    ledger.snapshots.append(text)
    if check:
        check_snapshot(hand, snap, ledger)
        check_betting_rules(snap, ledger)
    bound = event_bound(setup)
    while snap["phase"] != "complete":
        assert len(ledger.events) < bound, f"the hand did not end within {bound} events"
        if fuzz and data.draw(st.integers(0, 2)) == 0:
            misfits = candidate_misfits(hand, snap, setup)
            for event in pick_some(data, misfits, max_size=3):
                try_rejected(hand, snap, ledger, event, text)
        if probe and snap["legal"] is not None and data.draw(st.integers(0, 3)) == 0:
            probe_wagers(hand, snap, ledger, data)
        event = dealer_step(hand, snap)
        if event is None:
            if snap["phase"] == "showdown":
                seat = snap["to_act"]
                event = Show(seat) if data.draw(st.booleans()) else Muck(seat)
            else:
                event = random_action(hand, data)
        assert model_accepts(hand, snap, ledger, event), f"the driver chose {event!r}"
        hand.apply(event)
        ledger.record(event)
        snap = hand.snapshot()
        text = json.dumps(snap, sort_keys=True)
        ledger.snapshots.append(text)
        if check:
            check_snapshot(hand, snap, ledger)
            check_betting_rules(snap, ledger)
        if extra is not None:
            extra(snap, ledger)
    if fuzz:
        for misfit in candidate_misfits(hand, snap, setup)[:8]:
            try_rejected(hand, snap, ledger, misfit, text)
    ended = "a showdown" if hand.showdown is not None else f"{len(snap['board'])} board cards"
    hypothesis.event(f"ended at {ended}")
    hypothesis.event(f"{min(len(ledger.events) // 20 * 20, 100)}+ events")
    hypothesis.event(setup["game"])
    for code in sorted({r["code"] for r in snap["rulings"]}):
        hypothesis.event(f"ruling {code}")
    if len(json.loads(ledger.snapshots[-2])["pots"]) > 1:
        hypothesis.event("side pots")
    return ledger


# ---------------------------------------------------------------------------- tests


@settings(max_examples=HAND_EXAMPLES, **COMMON)
@given(setup=table_setups(), data=st.data())
def test_random_hands_keep_cards_chips_and_order(setup: dict[str, Any], data: DataObject) -> None:
    """Every event of a random legal hand keeps the cards, chips and legal bounds coherent."""
    ledger = play_random_hand(setup, data)
    assert ledger.snapshots[-1] and json.loads(ledger.snapshots[-1])["phase"] == "complete"


@settings(max_examples=REJECT_EXAMPLES, **COMMON)
@given(setup=table_setups(), data=st.data())
def test_rejected_events_leave_the_table_unchanged(setup: dict[str, Any], data: DataObject) -> None:
    """Illegal events at random points are refused exactly when the model says so, and a
    refusal leaves the snapshot byte-identical."""
    play_random_hand(setup, data, fuzz=True, check=False)


@settings(max_examples=WAGER_EXAMPLES, **COMMON)
@given(setup=table_setups(), data=st.data())
def test_wrong_size_wagers_are_corrected_or_refused(
    setup: dict[str, Any], data: DataObject
) -> None:
    """At random decisions, bets and raises of totals below, at and above ``min_raise_to``
    and ``max_raise_to`` (and the bet to match, and the seat's chips), by the seat to act
    and by a seat due to act later: accepted ones are made exactly the total clamped into
    the bounds (the fixed size in limit) with BROUGHT_TO_MINIMUM, REDUCED_TO_MAXIMUM or
    LIMIT_SIZE_CORRECTED; the others are refused with ABOVE_MAXIMUM, BELOW_MINIMUM,
    BET_ALREADY_MADE, NO_BET_TO_RAISE or RAISE_NOT_ALLOWED, the snapshot unchanged."""
    play_random_hand(setup, data, check=False, probe=True)


@settings(max_examples=REPLAY_EXAMPLES, **COMMON)
@given(setup=table_setups(), data=st.data())
def test_replay_is_deterministic(setup: dict[str, Any], data: DataObject) -> None:
    """The same setup and events give the same snapshot after every event, through the
    typed API (invariants off) and through the dict ``ReferenceDealer``."""
    ledger = play_random_hand(setup, data, check=False)

    typed = Hand.from_dict(setup, check_invariants=False)
    replayed = [json.dumps(typed.snapshot(), sort_keys=True)]
    for event in ledger.events:
        typed.apply(event)
        replayed.append(json.dumps(typed.snapshot(), sort_keys=True))
    assert replayed == ledger.snapshots

    # The dict binding, with a refused event now and then: refusals change nothing, so the
    # snapshots still match step for step.
    dealer = ReferenceDealer()
    dealer.start(setup)
    via_dicts = [json.dumps(dealer.snapshot(), sort_keys=True)]
    shadow = Ledger(setup, ledger.start_chips)  # the round model, step for step
    for event in ledger.events:
        if data.draw(st.integers(0, 3)) == 0:
            snap = dealer.snapshot()
            misfits = candidate_misfits(dealer.hand, snap, setup)
            misfit = pick(data, misfits)
            if not model_accepts(dealer.hand, snap, shadow, misfit):
                answer = dealer.apply(misfit.to_dict())
                assert answer["accepted"] is False and answer["reason"], (misfit, answer)
                assert json.dumps(dealer.snapshot(), sort_keys=True) == via_dicts[-1]
        answer = dealer.apply(event.to_dict())
        assert answer["accepted"], (event, answer)
        assert "action" not in answer, (event, answer)  # the driver's wagers are legal sizes
        shadow.record(event)
        via_dicts.append(json.dumps(dealer.snapshot(), sort_keys=True))
    assert via_dicts == ledger.snapshots
    for malformed in ({"type": "raise", "seat": 1}, {"type": "flop"}, {"seat": 2}):
        answer = dealer.apply(malformed)
        assert answer["accepted"] is False and answer["reason"] == "MALFORMED_EVENT"
    assert json.dumps(dealer.snapshot(), sort_keys=True) == via_dicts[-1]


@settings(max_examples=HAND_EXAMPLES // 4, **COMMON)
@given(setup=table_setups(), data=st.data())
def test_nobody_is_asked_to_act_alone(setup: dict[str, Any], data: DataObject) -> None:
    """No betting decision is asked of a seat that owes nothing when all others are all in."""
    play_random_hand(setup, data, check=False, extra=check_nobody_acts_alone)


def test_big_blind_is_not_asked_to_check_when_the_small_blind_calls_all_in() -> None:
    """The minimal case of the property above: heads-up, the small blind calls all in.

    The same table where the small blind is all in from posting already goes straight to
    the flop; after an all-in call it must too (PokerKit 0.7.7 agrees).
    """
    setup = {
        "game": "no-limit",
        "blinds": [1, 2],
        "seats": {"1": 2, "2": 100},
        "button": 1,
        "deck": list(DECK_TOKENS),
    }
    hand = Hand.from_dict(setup)
    for _ in range(4):
        hand.apply(DealHole())
    hand.apply(Call(1))
    assert hand.to_act is None and hand.legal() is None
    assert hand.can(Burn())
