"""Property tests for dealer irregularities: random hands with random dealer errors.

Hypothesis draws a table (2-9 players among seats 1-10, a button, stacks from very short to
deep, blinds, sometimes an ante, any game), a shuffled deck, a few ``reshuffles`` lists and
random values of the irregularity house options. A random hand is then played through the
typed ``Hand`` API, and at random points the dealer gets something wrong instead of the
correct act: a hole card dealt face up, to the wrong seat or to an empty seat, an extra hole
card, a card found boxed, a player flashing his own card, an early or a second burn, a
missing burn, a premature board card, too many board cards. After every event the snapshot
is checked, from its own contents and the test's own bookkeeping:

* every one of the 52 cards is in exactly one zone; chips are conserved (stacks plus pots,
  or stacks alone once the pots are pushed), and nothing is negative;
* the discard zones (burns, void, muck) and the board only ever grow, except at a misdeal,
  which gathers everything: a card once burned is never on the board, in a hand or back in
  the stub, and a mucked or void card never comes back;
* every reshuffle (misdeals included) and every scramble (a burnless flop's too, TDA 39-B)
  orders its cards by the next ``reshuffles`` list, the unnamed ones after in the setup
  deck's order, and a mid-hand reshuffle holds only the stub and the cards set aside
  (out_of_play); a dropped stub holds the stub and exactly the piles it mixed with;
* errors nobody noticed (a card past a seat, an extra card, a deal stopped short, a second
  burn or a burnless street in a run-out) and the ``notice`` that finds them, at random
  points: a late misdeal returns every bet made after the blinds, a hand ruled dead leaves
  its chips in the pot, and a run-out board put right holds the same cards as before (one
  found too late under ``board_error_allin`` = ``before_next_street`` stands as it was); a
  burn error on a street with betting found before anyone acted is put right as if seen at
  once (the street's burns and board cards may move between burns, board and stub, none
  leaves them), and one that stood leaves every zone as it was;
* a misdeal leaves only the full 52-card stub, clears ``exposed``, returns any chips bet
  after the blinds and antes and keeps those; and the redeal is a correct deal of that
  stub: each card dealt is the next card of the stub as it stood right after the misdeal,
  to the next seat in dealing order (checked until another dealing error disturbs it);
* an event the dealer refuses leaves the snapshot byte-identical.

``PROPERTY_SCALE=10`` in the environment runs ten times the examples. On failure Hypothesis
prints the falsifying example, its seed and a reproduction blob (``print_blob=True``).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

import hypothesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.options import DEFAULT_PROFILE, HOUSE_OPTIONS, profile_defaults
from refdealer.table.cards import FULL_DECK, Card, format_cards
from refdealer.table.events import (
    Bet,
    Board,
    Boxed,
    Burn,
    Call,
    Check,
    DealHole,
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
from tests.drawing import pick

DECK_TOKENS: tuple[str, ...] = tuple(format_cards(FULL_DECK))
ZONES = ("stub", "burns", "board", "out_of_play", "void", "muck")
#: Zones that only ever grow between misdeals (the board included).
GROWING = ("burns", "void", "muck", "board")
BETTING_PHASES = ("preflop", "flop", "turn", "river")
#: House options whose values change how an irregularity is ruled.
IRREGULARITY_OPTIONS = (
    "misdeal_cutoff",
    "exposed_first_cards",
    "extra_card_to_first_player",
    "flop_too_many",
    "flop_without_burn",
    "burn_error_policy",
    "board_error_allin",
    "premature_turn",
    "extra_burn_before_action",
    "extra_board_card",
)

SCALE = float(os.environ.get("PROPERTY_SCALE", "1"))
HAND_EXAMPLES = max(1, int(500 * SCALE))
MAX_ERRORS = 10

COMMON: dict[str, Any] = {
    "deadline": None,
    "print_blob": True,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}


# ---------------------------------------------------------------------------- strategies


def option_values(name: str) -> list[Any]:
    """The values of a house option this dealer models (all of them if it says none)."""
    option = HOUSE_OPTIONS[name]
    values = option.supported if option.supported is not None else option.values
    assert values is not None
    return list(values)


@st.composite
def irregular_setups(draw: st.DrawFn) -> dict[str, Any]:
    """A protocol setup: table, deck, reshuffles lists and irregularity house options."""
    count = draw(st.integers(2, 9))
    seats = sorted(draw(st.lists(st.integers(1, 10), min_size=count, max_size=count, unique=True)))
    game = draw(st.sampled_from(["no-limit", "pot-limit", "fixed-limit"]))
    big = draw(st.integers(2, 10))
    small = draw(st.integers(0, big))
    ante = draw(st.one_of(st.just(0), st.integers(1, big)))
    stack = st.one_of(st.integers(1, 3 * big), st.integers(3 * big, 40 * big),
                      st.integers(100 * big, 300 * big))  # fmt: skip
    setup: dict[str, Any] = {
        "game": game,
        "blinds": [small, big],
        "ante": ante,
        "seats": {str(seat): draw(stack) for seat in seats},
        "button": draw(st.sampled_from(seats)),
        "deck": list(draw(st.permutations(DECK_TOKENS))),
    }
    if game == "fixed-limit":
        setup["limits"] = {"small_bet": big, "big_bet": 2 * big}
    # Some lists name the whole deck, some a few cards (the rest follow in deck order).
    orders = st.one_of(
        st.permutations(DECK_TOKENS).map(list),
        st.lists(st.sampled_from(DECK_TOKENS), max_size=8, unique=True),
    )
    setup["reshuffles"] = draw(st.lists(orders, max_size=4))
    setup["house"] = {
        name: draw(st.sampled_from(option_values(name)))
        for name in IRREGULARITY_OPTIONS
        if draw(st.booleans())
    }
    return setup


# ---------------------------------------------------------------------------- the model


def dealing_order(setup: dict[str, Any]) -> list[int]:
    """Clockwise from the first seat left of the button (computed here, not by refdealer)."""
    seats = sorted(int(s) for s in setup["seats"])
    button = setup["button"]
    return [s for s in seats if s > button] + [s for s in seats if s <= button]


def in_reshuffle_order(order: list[str], cards: list[str], deck: list[str]) -> list[str]:
    """``cards`` as a reshuffle lays them out: by ``order``, the rest in deck order."""
    wanted = set(cards)
    named = [c for c in order if c in wanted]
    rest = sorted(wanted - set(named), key=deck.index)
    return named + rest


@dataclass
class Tracker:
    """What the test itself keeps track of about the hand, from snapshots and rulings."""

    setup: dict[str, Any]
    start: dict[str, Any]
    start_chips: int
    reshuffles_used: int = 0
    #: The stub as it stood when the current deal began (setup deck, or after a misdeal).
    deal_stub: list[str] = field(default_factory=list)
    #: Cards dealt cleanly from ``deal_stub`` so far; ``None`` once a dealing error
    #: disturbed the deal (then it is not checked until the next misdeal).
    dealt: int | None = 0
    burned: set[str] = field(default_factory=set)
    misdeals: int = 0
    codes: list[str] = field(default_factory=list)

    def next_order(self) -> list[str]:
        lists = self.setup["reshuffles"]
        order = lists[self.reshuffles_used] if self.reshuffles_used < len(lists) else []
        self.reshuffles_used += 1
        return list(order)


def all_cards(snap: dict[str, Any]) -> list[str]:
    cards = [c for zone in ZONES for c in snap[zone]]
    for held in snap["hole"].values():
        cards.extend(held)
    return cards


def check_conservation(snap: dict[str, Any], tracker: Tracker) -> None:
    cards = all_cards(snap)
    assert len(cards) == 52 and sorted(cards) == sorted(DECK_TOKENS), (
        f"cards lost or duplicated: {len(cards)} in the zones, {len(set(cards))} distinct"
    )
    stacks = snap["stacks"]
    assert all(v >= 0 for v in stacks.values()), f"negative stack: {stacks}"
    assert all(v >= 0 for v in snap["bets"].values()), f"negative bet: {snap['bets']}"
    if snap["phase"] == "complete":
        assert snap["pots"] == []
        assert sum(stacks.values()) == tracker.start_chips, "chips lost or made at the end"
    else:
        pots = sum(p["amount"] for p in snap["pots"])
        assert all(p["amount"] >= 0 for p in snap["pots"])
        assert sum(stacks.values()) + pots == tracker.start_chips, (
            f"chips: stacks {sum(stacks.values())} + pots {pots} != {tracker.start_chips}"
        )
    assert set(snap["exposed"]) <= set(cards)


def check_misdeal(snap: dict[str, Any], tracker: Tracker) -> None:
    """A misdeal: everything back into a full stub, blinds and antes kept, a fresh deal."""
    assert snap["phase"] == "dealing" and snap["to_act"] is None
    for zone in ZONES[1:]:
        assert snap[zone] == [], f"{zone} not gathered at the misdeal: {snap[zone]}"
    assert all(held == [] for held in snap["hole"].values())
    assert snap["exposed"] == [], "exposed cards listed after the misdeal"
    order = tracker.next_order()
    expected = in_reshuffle_order(order, list(DECK_TOKENS), tracker.setup["deck"])
    assert snap["stub"] == expected, "the misdeal's stub is not ordered by the reshuffles list"
    # Only blinds and antes can be in at a misdeal; any later bet would have gone back.
    assert snap["stacks"] == tracker.start["stacks"], "a stack changed through the misdeal"
    assert snap["bets"] == tracker.start["bets"], "the blinds did not stay posted"
    tracker.deal_stub = list(snap["stub"])
    tracker.dealt = 0
    tracker.burned.clear()
    tracker.misdeals += 1


def scrambled(codes: list[str], setup: dict[str, Any]) -> bool:
    """Whether this event's four-card flop, two-card street or burnless flop was scrambled
    (a scramble takes the next ``reshuffles`` list too; under reshuffle_redeal or
    rectify_or_reshuffle a RESHUFFLE does)."""
    options = {**profile_defaults(DEFAULT_PROFILE), **setup.get("house", {})}
    return (
        ("FLOP_TOO_MANY" in codes and options["flop_too_many"] == "scramble_random_burn")
        or ("BOARD_EXTRA_CARD" in codes and options["extra_board_card"] == "scramble_pick_burn")
        or ("FLOP_WITHOUT_BURN" in codes and options["flop_without_burn"] == "scramble_pick_burn")
    )


def check_reshuffles(
    event: Event,
    before: dict[str, Any],
    snap: dict[str, Any],
    codes: list[str],
    tracker: Tracker,
) -> None:
    """Mid-hand reshuffles and scrambles follow the next ``reshuffles`` lists exactly.

    One event can do both, in this order: two turn cards scrambled, and then, as nobody can
    bet on the turn, the reshuffle a premature card was waiting for.
    """
    deck = tracker.setup["deck"]
    if scrambled(codes, tracker.setup):
        # The picked card to the burns, the rest to the board, ordered by the list; a
        # burnless three-card flop keeps two and takes the next stub card (TDA 39-B).
        order = tracker.next_order()
        added_board = snap["board"][len(before["board"]) :]
        taken = [snap["burns"][-1], *added_board]
        mixed = taken[: event.count] if isinstance(event, Board) else taken
        assert mixed == in_reshuffle_order(order, mixed, deck), "scramble out of order"
        if "RESHUFFLE" not in codes:
            assert snap["stub"] == before["stub"][len(taken) :], "a scramble touched the stub"
    if "RESHUFFLE" in codes:
        order = tracker.next_order()
        stub = snap["stub"]
        assert stub == in_reshuffle_order(order, stub, deck), "reshuffled stub out of order"
        # (A card set aside for the round may stay aside through another reshuffle: a
        # premature turn under rrop-cash waits for the turn betting to end.)
        assert set(snap["out_of_play"]) <= set(before["out_of_play"])
        # Only the stub and the set-aside cards go in: nothing burned, mucked, void or
        # already on the board.
        kept = set(before["burns"]) | set(before["muck"]) | set(before["void"])
        kept |= set(before["board"])
        assert not kept & set(stub), f"discarded cards reshuffled: {kept & set(stub)}"
        assert set(stub) <= set(before["stub"]) | set(before["out_of_play"])


def check_growing_zones(before: dict[str, Any], snap: dict[str, Any], tracker: Tracker) -> None:
    for zone in GROWING:
        old, new = before[zone], snap[zone]
        assert new[: len(old)] == old, f"{zone} lost cards without a misdeal: {old} -> {new}"
    tracker.burned.update(snap["burns"])
    in_play = set(snap["board"]) | set(snap["stub"]) | set(snap["out_of_play"])
    for held in snap["hole"].values():
        in_play.update(held)
    back = tracker.burned & in_play
    assert not back, f"burned cards back in play: {sorted(back)}"


def check_clean_deal(
    event: Event, before: dict[str, Any], snap: dict[str, Any], codes: list[str], tracker: Tracker
) -> None:
    """While the deal is undisturbed, each card dealt is the next one of the deal's stub."""
    if tracker.dealt is None or before["phase"] != "dealing":
        return
    if isinstance(event, Expose) and codes == ["PLAYER_EXPOSED_CARD"]:
        return  # a player showing his card moves nothing
    plain = isinstance(event, DealHole) and not event.exposed and event.seat is None
    order = dealing_order(tracker.setup)
    if not plain or codes or tracker.dealt >= 2 * len(order):
        tracker.dealt = None
        return
    k = tracker.dealt
    seat = str(order[k % len(order)])
    card = tracker.deal_stub[k]
    assert snap["hole"][seat] == [*before["hole"][seat], card], (
        f"card {k + 1} of the deal: seat {seat} got {snap['hole'][seat]}, due {card}"
    )
    assert snap["stub"] == tracker.deal_stub[k + 1 :], "the deal did not take the top card"
    tracker.dealt = k + 1
    if tracker.dealt == 2 * len(order):
        n = len(order)
        for i, s in enumerate(order):
            assert snap["hole"][str(s)] == [tracker.deal_stub[i], tracker.deal_stub[i + n]]


def check_stub_dropped(
    event: Event, before: dict[str, Any], snap: dict[str, Any], tracker: Tracker
) -> None:
    """A dropped stub: the stub and the piles it mixed with, shuffled by the next list."""
    assert isinstance(event, StubDropped)
    mixed = list(before["stub"])
    for pile in ("muck", "burns"):
        if pile in event.mixed:
            mixed += before[pile]
            assert snap[pile] == [], f"the {pile} the stub mixed with was not gathered"
        else:
            assert snap[pile] == before[pile], f"the {pile} changed though the stub missed it"
    expected = in_reshuffle_order(tracker.next_order(), mixed, tracker.setup["deck"])
    assert snap["stub"] == expected, "the dropped stub is not ordered by the reshuffles list"
    for zone in ("board", "out_of_play", "void"):
        assert snap[zone] == before[zone]
    tracker.burned = set(snap["burns"])  # burns mixed into the stub are back in play
    tracker.dealt = None  # a deal goes on from the new stub: not checked card by card


def held(snap: dict[str, Any]) -> list[str]:
    """The cards in the hands and the muck."""
    return sorted([c for cards in snap["hole"].values() for c in cards] + snap["muck"])


def check_board_rebuilt(before: dict[str, Any], snap: dict[str, Any], tracker: Tracker) -> None:
    """A run-out put right: the same cards between stub, burns and board, the board as long."""

    def pool(s: dict[str, Any]) -> list[str]:
        return sorted(s["stub"] + s["burns"] + s["board"])

    assert pool(snap) == pool(before), "a rebuilt board took or lost cards"
    assert len(snap["board"]) == len(before["board"])
    # (The same notice may also kill a hand with the wrong number of cards: hole to muck.)
    assert held(snap) == held(before), "a rebuilt board touched the hands or the muck"
    tracker.burned = set(snap["burns"])


def check_put_right_at_notice(
    before: dict[str, Any], snap: dict[str, Any], codes: list[str], tracker: Tracker
) -> None:
    """A burn error found before action: the street is ruled again, as if seen at once."""

    def pool(s: dict[str, Any]) -> list[str]:
        return sorted(s["stub"] + s["burns"] + s["board"] + s["out_of_play"])

    assert pool(snap) == pool(before), "a burn error put right took or lost cards"
    assert held(snap) == held(before), "a burn error put right touched the hands or the muck"
    if "RESHUFFLE" in codes:  # the exposed burnless flop, reshuffled in (decision 8)
        stub = snap["stub"]
        order = tracker.next_order()
        assert stub == in_reshuffle_order(order, stub, tracker.setup["deck"]), "out of order"
    elif scrambled(codes, tracker.setup):  # the burnless flop scrambled (TDA 39-B)
        tracker.next_order()
    tracker.burned = set(snap["burns"])


#: The rulings of a burn error put right at a notice, before anyone acted on the card.
PUT_RIGHT = {"BURN_MISSED", "FLOP_WITHOUT_BURN", "BURN_EXTRA"}


def check_event(
    event: Event, before: dict[str, Any], snap: dict[str, Any], codes: list[str], tracker: Tracker
) -> None:
    check_conservation(snap, tracker)
    if isinstance(event, Notice) and PUT_RIGHT & set(codes):
        check_put_right_at_notice(before, snap, codes, tracker)
        return
    if isinstance(event, Notice) and {"BURN_ERROR_STANDS", "RUN_OUT_BOARD_STANDS"} & set(codes):
        for zone in ("stub", "burns", "board", "out_of_play", "void"):
            assert snap[zone] == before[zone], f"a burn error that stood moved the {zone}"
    if "REDEAL" in codes:
        check_misdeal(snap, tracker)
        return
    if "STUB_DROPPED" in codes:
        check_stub_dropped(event, before, snap, tracker)
        return
    if "BOARD_REBUILT" in codes:
        check_board_rebuilt(before, snap, tracker)
        return
    check_reshuffles(event, before, snap, codes, tracker)
    check_growing_zones(before, snap, tracker)
    check_clean_deal(event, before, snap, codes, tracker)


# ---------------------------------------------------------------------------- the driver


def correct_step(hand: Hand, snap: dict[str, Any], data: DataObject) -> Event:
    """What a dealer and players who make no mistakes would do next."""
    phase = snap["phase"]
    if phase == "dealing":
        return DealHole()
    if phase == "showdown":
        seat = snap["to_act"]
        return Show(seat) if data.draw(st.booleans()) else Muck(seat)
    legal = hand.legal()
    if legal is None:
        waiting = hand.unnoticed.board if hand.unnoticed is not None else None
        if waiting is not None and waiting.betting and hand.street > waiting.street:
            return Notice()  # a betting street's burn error is found before the next street
        if not hand.burned:
            return Burn()
        return Board(3 if not snap["board"] else 1)
    seat = legal.seat
    # Mostly passive play, so that hands often reach the turn and the river.
    choices = ["check" if legal.check else "call"] * 4 + ["fold"]
    if legal.min_raise_to is not None:
        choices.append("raise")
    kind = pick(data, choices)
    if kind == "fold":
        return Fold(seat)
    if kind == "check":
        return Check(seat)
    if kind == "call":
        return Call(seat)
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    total = data.draw(st.integers(legal.min_raise_to, legal.max_raise_to))
    assert hand.round is not None
    return Bet(seat, total) if hand.round.current_bet == 0 else Raise(seat, total)


def dealer_errors(hand: Hand, snap: dict[str, Any]) -> list[Event]:
    """Mistakes that could physically happen now (the dealer may still refuse some)."""
    phase = snap["phase"]
    out: list[Event] = []
    holders = [(int(s), held) for s, held in snap["hole"].items() if held]
    exposes: list[Event] = [Expose(seat, Card(held[-1])) for seat, held in holders[:2]]
    late: list[Event] = [Notice(), Notice(), StubDropped(), StubDropped(("muck", "burns"))]
    if phase == "dealing":
        out += [DealHole(exposed=True), DealHole(exposed=True), Boxed(), *exposes]
        out += [DealHole(seat=s) for s in (1, 2, 5, 10)]
        out += [DealHole(seat=s, noticed=False) for s in (1, 2, 5, 10)]
        out += [EndDeal(), *late]
        return out
    if phase == "showdown":
        out += [Notice()]
    if phase not in BETTING_PHASES or len(snap["board"]) >= 5:
        return out
    due = 3 if not snap["board"] else 1
    if phase == "preflop" and not hand.first_round_actions and not snap["board"]:
        out += [DealHole(), DealHole(exposed=True)]
        out += [DealHole(seat=seat) for seat, _ in holders[-1:]]
        out += [DealHole(seat=seat, noticed=False) for seat, _ in holders[:1]]
    out += [Boxed(), *exposes, *late, StubDropped(("muck",))]
    if snap["to_act"] is not None:  # betting still open: early burn, premature cards
        out += [Burn(), Board(due), Board(due)]
    elif hand.burned:  # a second burn, or one card too many
        out += [Burn(), Board(due + 1), Burn(noticed=False), Burn(noticed=False)]
    else:  # the burn forgotten
        out += [Board(due), Board(due + 1), Board(due, noticed=False), Board(due, noticed=False)]
    return out


def play(setup: dict[str, Any], data: DataObject) -> Tracker:
    hand = Hand.from_dict(setup)
    snap = hand.snapshot()
    tracker = Tracker(
        setup=setup,
        start=snap,
        start_chips=sum(setup["seats"].values()),
        deal_stub=list(setup["deck"]),
    )
    check_conservation(snap, tracker)
    errors = data.draw(st.integers(0, MAX_ERRORS))
    events = 0
    while snap["phase"] != "complete":
        events += 1
        assert events < 4000, "the hand did not end"
        event: Event | None = None
        mistakes = dealer_errors(hand, snap) if errors else []
        # A deal has many cards: errors there are rarer per card, so that hands also get
        # to the board, where each street offers only a few chances.
        odds = 12 if snap["phase"] == "dealing" else 3
        if mistakes and data.draw(st.integers(1, odds)) == 1:
            event = pick(data, mistakes)
            errors -= 1
        if event is None:
            event = correct_step(hand, snap, data)
        before_text = json.dumps(snap, sort_keys=True)
        try:
            rulings = hand.apply(event)
        except RejectedEvent as refused:
            hypothesis.event(f"refused {refused.reason}")
            assert json.dumps(hand.snapshot(), sort_keys=True) == before_text, (
                f"refused {event!r} changed the table"
            )
            continue
        codes = [r.code for r in rulings]
        tracker.codes += codes
        before, snap = snap, hand.snapshot()
        check_event(event, before, snap, codes, tracker)
    for code in sorted(set(tracker.codes)):
        hypothesis.event(f"ruling {code}")
    hypothesis.event(f"{min(tracker.misdeals, 3)} misdeal(s)")
    return tracker


# ---------------------------------------------------------------------------- tests


# One bug at a time: shrinking several distinct failures at once would blow the time budget.
@settings(max_examples=HAND_EXAMPLES, report_multiple_bugs=False, **COMMON)
@given(setup=irregular_setups(), data=st.data())
def test_dealer_errors_never_lose_cards_or_chips(setup: dict[str, Any], data: DataObject) -> None:
    """Random dealer errors at random points: cards and chips conserved, burns stay burned,
    reshuffles follow the lists, misdeals redeal correctly; the hand always ends."""
    play(setup, data)


def test_a_misdeal_then_a_clean_redeal_is_checked_card_by_card() -> None:
    """The minimal case the property relies on: a first card exposed, then a clean redeal."""
    setup = {
        "game": "no-limit",
        "blinds": [1, 2],
        "seats": {"1": 100, "2": 100, "3": 100},
        "button": 1,
        "deck": list(DECK_TOKENS),
        "reshuffles": [list(reversed(DECK_TOKENS))],
    }
    hand = Hand.from_dict(setup)
    snap = hand.snapshot()
    tracker = Tracker(setup=setup, start=snap, start_chips=300, deal_stub=list(setup["deck"]))
    for event in [DealHole(exposed=True), *[DealHole()] * 6]:
        before, codes = snap, [r.code for r in hand.apply(event)]
        snap = hand.snapshot()
        check_event(event, before, snap, codes, tracker)
    assert tracker.misdeals == 1 and tracker.dealt == 6
    assert snap["hole"]["2"] == [DECK_TOKENS[-1], DECK_TOKENS[-4]]


def test_a_misdeal_after_a_round_nobody_could_act_in_keeps_the_blinds_posted() -> None:
    """The smallest case Hypothesis found: the blinds put everyone but one player all in, so
    the pre-flop round closes at once (the big blind's unmatched chip goes back); then two
    extra cards make a misdeal. The redeal is the same hand, so the blinds must be posted
    exactly as when the hand started (MISDEAL-REDEAL), not left returned and cleared."""
    setup = {
        "game": "no-limit",
        "blinds": [1, 2],
        "seats": {"1": 1, "2": 500},
        "button": 1,
        "deck": list(DECK_TOKENS),
    }
    hand = Hand.from_dict(setup)
    start = hand.snapshot()
    for _ in range(4):
        hand.apply(DealHole())
    assert hand.snapshot()["to_act"] is None  # nobody can act: the round is over
    hand.apply(DealHole())  # one extra card to the first seat: back on top
    codes = [r.code for r in hand.apply(DealHole())]  # a second one: misdeal
    assert codes == ["MISDEAL_EXTRA_CARDS", "REDEAL"]
    snap = hand.snapshot()
    assert (snap["stacks"], snap["bets"]) == (start["stacks"], start["bets"])
