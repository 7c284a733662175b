"""Player conduct as properties: chips, words, out-of-turn actions and the ``legal`` bounds.

Hypothesis draws a table (no-limit, pot-limit or fixed-limit; two to six seats; short and
deep stacks; the conduct house options at random; a shuffled deck) and drives one hand
through the protocol's dict API (``ReferenceDealer``) with a random mix of legal actions,
``chips`` events (random motions and chips, random words: actions, amounts, "pot", "all
in", small ambiguous numbers and words the floor must rule on), actions out of turn, hands
mucked while live, and events the rules forbid. After every event:

* a refused event names a known reason and leaves the snapshot exactly as it was;
* an accepted ``chips`` event changes the table exactly as the action it was ruled to be
  (the answer's ``action``) changes a copy of the table taken before it, and that action
  is itself an uncorrected, legal one: within ``legal``'s bounds for the seat to act
  (catalog decision 11: the chips are ruled *into* what they count as);
* cards and chips are conserved: 52 distinct cards in the zones, and stacks plus pots add
  up to the chips the hand started with (stacks alone once the pots are pushed);
* ``legal`` is coherent (check exactly when nothing is owed, the call within the stack,
  both raise bounds or neither, within the seat's chips).

At betting decisions ``legal`` is probed on copies of the table: a wager at, just inside and
just outside each bound is accepted as it is within ``[min_raise_to, max_raise_to]``,
corrected to the nearest bound outside it (with the ruling that says so), refused above the
seat's chips or at or below the bet to match, and refused when no raise is allowed; a call
moves exactly ``legal.call`` chips; a check is accepted exactly when ``legal.check``.

Two worked cases the properties found close the file: a declared "all in" is held to the
pot-limit maximum and to the fixed-limit bet size (PL-MAX, LIMIT-BET-SIZES).
"""

from __future__ import annotations

import pickle
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import event as note
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from refdealer.dealer import ReferenceDealer
from refdealer.rejections import REJECTION_REASONS
from refdealer.suite.procedure import deal_events
from refdealer.table.cards import FULL_DECK, format_cards
from tests.copying import independent_copy
from tests.drawing import branch, pick

Json = dict[str, Any]

DECK: tuple[str, ...] = tuple(format_cards(FULL_DECK))
ZONES = ("stub", "burns", "board", "out_of_play", "void", "muck")
NEXT_STREET = {"preflop": "flop", "flop": "turn", "turn": "river"}
CORRECTIONS = frozenset(
    {"BROUGHT_TO_MINIMUM", "RAISE_BROUGHT_TO_MINIMUM", "REDUCED_TO_MAXIMUM", "LIMIT_SIZE_CORRECTED"}
)
RAISE_UP = frozenset({"BROUGHT_TO_MINIMUM", "RAISE_BROUGHT_TO_MINIMUM", "LIMIT_SIZE_CORRECTED"})
CUT_DOWN = frozenset({"REDUCED_TO_MAXIMUM", "LIMIT_SIZE_CORRECTED"})
MAX_EVENTS = 70
#: Events while a betting decision is due, weighted toward chips pushed out.
KINDS = ("chips",) * 6 + ("call",) * 2 + (
    "check", "fold", "bet", "raise", "muck", "show", "declare_board",
)  # fmt: skip

SETTINGS = settings(
    max_examples=250,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

#: Words a player may say while pushing chips; ``{n}`` is filled with an amount.
WORDS = (
    "call", "check", "fold", "raise", "bet", "all in", "allin", "pot", "bet the pot",
    "raise the pot", "raise to {n}", "raise {n}", "bet {n}", "{n}",
    "forty-two thousand", "call raise", "I raise", "maybe",
)  # fmt: skip


# ---------------------------------------------------------------------------- strategies


@st.composite
def setups(draw: st.DrawFn) -> Json:
    """A protocol setup for one hand: game, seats, stacks, button, house options, deck."""
    game = draw(st.sampled_from(["no-limit", "pot-limit", "fixed-limit"]))
    seats = sorted(draw(st.lists(st.integers(1, 9), min_size=2, max_size=6, unique=True)))
    big = 10 if game == "fixed-limit" else draw(st.sampled_from([100, 200]))
    short = st.integers(1, 6 * big)
    deep = st.integers(20 * big, 200 * big)
    stacks = {str(seat): draw(st.one_of(short, deep, deep)) for seat in seats}
    setup: Json = {
        "game": game,
        "blinds": [big // 2, big],
        "seats": stacks,
        "button": draw(st.sampled_from(seats)),
        "deck": list(draw(st.permutations(DECK))),
        "house": {
            "raise_multi_motion_after_verbal": draw(st.sampled_from(["allowed", "forbidden"])),
            "oot_check_may_raise_if_action_changes": draw(st.sampled_from(["no", "yes"])),
            "heads_up_uncapped": draw(st.sampled_from(["yes", "no"])),
            "limit_cap_raises": draw(st.sampled_from([3, 4])),
            "play_board_requirement": draw(
                st.sampled_from(["declare_before_discard", "table_all_cards"])
            ),
        },
    }
    if game == "fixed-limit":
        setup["limits"] = {"small_bet": 10, "big_bet": 20}
    return setup


# The draws below are the choices of the strategies named in their docstrings (``st.one_of``
# takes a branch, flattening nested ones; ``st.sampled_from`` an index), made with strategies
# built once instead of anew at every decision (see tests/drawing.py).


def _marks(snap: Json) -> list[int]:
    """Totals worth trying: the bounds and their neighbours, the stack."""
    legal = snap["legal"] or {}
    marks = [0, 1, 5, 10, 100]
    for key in ("min_raise_to", "max_raise_to"):
        if legal.get(key) is not None:
            marks += [legal[key] - 1, legal[key], legal[key] + 1]
    if snap["to_act"] is not None:
        seat = str(snap["to_act"])
        marks.append(snap["stacks"][seat] + snap["bets"][seat] + 1)
    return [m for m in marks if m >= 0]


def _amount(data: DataObject, snap: Json, label: str) -> int:
    """``st.one_of(st.sampled_from(_marks(snap)), st.integers(0, 30000))``: a total worth
    trying, or anything."""
    if branch(data, 2, label=label) == 0:
        return pick(data, _marks(snap), label=label)
    return data.draw(st.integers(0, 30000), label=label)


#: A handful of chips in one to three motions, for each game's chips.
_HANDFULS = {
    chips: st.lists(
        st.lists(st.sampled_from(chips), min_size=1, max_size=6), min_size=1, max_size=3
    )
    for chips in ((1, 5, 10, 25, 100), (5, 25, 100, 500, 1000, 5000))
}


def _motions(data: DataObject, snap: Json, game: str) -> list[list[int]]:
    """Chips in one to three motions, mostly adding up to an amount that matters here (the
    call, half a raise over it, a bound), sometimes any handful of chips."""
    chips = (1, 5, 10, 25, 100) if game == "fixed-limit" else (5, 25, 100, 500, 1000, 5000)
    if data.draw(st.integers(0, 3), label="handful") == 0:
        return data.draw(_HANDFULS[chips], label="motions")
    legal = snap["legal"] or {}
    call = legal.get("call", 0)
    marks = [call, call + 1, 2 * call, call + chips[0]]
    if snap["to_act"] is not None:
        marks.append(snap["stacks"][str(snap["to_act"])])  # every chip the seat has
    for key in ("min_raise_to", "max_raise_to"):
        if legal.get(key) is not None:
            seat = str(snap["to_act"])
            over = legal[key] - snap["bets"][seat]
            marks += [over - chips[0], over, (call + over) // 2, over + chips[0]]
    target = pick(data, [m for m in marks if m > 0] or [chips[0]], label="target")
    pile: list[int] = []
    for chip in sorted(chips, reverse=True):
        while target >= chip:
            pile.append(chip)
            target -= chip
    pile = pile or [chips[0]]
    pile = list(data.draw(st.permutations(pile), label="order"))
    cuts = sorted(set(data.draw(st.lists(st.integers(1, len(pile)), max_size=2), label="cuts")))
    motions = [pile[a:b] for a, b in zip([0, *cuts], [*cuts, len(pile)], strict=True)]
    return [m for m in motions if m]


def _declared(data: DataObject, snap: Json) -> str | None:
    """``st.one_of(st.none(), st.builds(str.format, st.sampled_from(WORDS), number))`` where
    ``number`` is ``st.one_of(st.integers(1, 9), <the strategy of _amount>)``: nothing said, or
    words with an amount in them."""
    if branch(data, 2, label="declared") == 0:
        return None
    words = pick(data, WORDS, label="declared")
    number = branch(data, 3, label="declared")
    if number == 0:
        n = data.draw(st.integers(1, 9), label="declared")
    elif number == 1:
        n = pick(data, _marks(snap), label="declared")
    else:
        n = data.draw(st.integers(0, 30000), label="declared")
    return words.format(n=n)


def betting_event(data: DataObject, snap: Json, seats: list[int], game: str) -> Json:
    """One event while a betting decision is due: mostly by the seat to act."""
    to_act = snap["to_act"]
    others = [s for s in seats if s != to_act]
    # st.one_of(st.just(to_act), st.just(to_act), st.just(to_act), st.sampled_from(others))
    seat = to_act if branch(data, 4, label="seat") < 3 else pick(data, [*others, 10], "seat")
    kind = data.draw(st.sampled_from(KINDS), label="kind")
    event: Json = {"type": kind, "seat": seat}
    if kind == "bet":
        event["amount"] = _amount(data, snap, "amount")
    elif kind == "raise":
        event["to"] = _amount(data, snap, "to")
    elif kind == "chips":
        event["motions"] = _motions(data, snap, game)
        declared = _declared(data, snap)
        if declared is not None:
            event["declared"] = declared
    return event


def showdown_event(data: DataObject, snap: Json, seats: list[int]) -> Json:
    """At the showdown: the seat due shows or mucks (or declares the board); now and then a
    seat out of order or a betting event, which must be refused."""
    due = snap["to_act"]
    kind = pick(data, ("show", "show", "muck", "declare_board", "stray", "bet"), label="sd")
    if kind == "stray":
        return {"type": "show", "seat": pick(data, seats, label="stray")}
    if kind == "bet":
        return {"type": "chips", "seat": due, "motions": [[100]]}
    return {"type": kind, "seat": due}


# ---------------------------------------------------------------------------- checks


def copy_of(dealer: ReferenceDealer) -> ReferenceDealer:
    """An independent copy of ``dealer`` to play an event on: only what can change is
    copied (:mod:`tests.copying`, several times faster than a pickle round trip), with a
    pickle round trip as the fallback for a dealer holding something of a kind that
    module does not know."""
    try:
        return independent_copy(dealer)
    except TypeError:
        clone: ReferenceDealer = pickle.loads(pickle.dumps(dealer, pickle.HIGHEST_PROTOCOL))
        return clone


def codes(answer: Json) -> set[str]:
    return {ruling["code"] for ruling in answer.get("rulings", [])}


def without_rulings(snap: Json) -> Json:
    return {key: value for key, value in snap.items() if key != "rulings"}


def check_conserved(snap: Json, total: int) -> None:
    """52 distinct cards in the zones; stacks plus pots are the chips the hand began with."""
    cards = [card for zone in ZONES for card in snap[zone]]
    cards += [card for hole in snap["hole"].values() for card in hole]
    assert len(cards) == 52 and set(cards) == set(DECK), "cards are not all in exactly one zone"
    assert all(chips >= 0 for chips in snap["stacks"].values())
    assert all(chips >= 0 for chips in snap["bets"].values())
    in_pots = sum(pot["amount"] for pot in snap["pots"])
    assert all(pot["amount"] > 0 for pot in snap["pots"]) or len(snap["pots"]) <= 1
    if snap["phase"] == "complete":
        assert snap["pots"] == []
        assert sum(snap["stacks"].values()) == total
    else:
        assert sum(snap["stacks"].values()) + in_pots == total
        assert sum(snap["bets"].values()) <= in_pots


def check_legal(snap: Json) -> None:
    legal = snap["legal"]
    if legal is None:
        return
    seat = str(snap["to_act"])
    chips, in_front = snap["stacks"][seat], snap["bets"][seat]
    assert legal["fold"] is True
    assert legal["check"] == (legal["call"] == 0)
    assert 0 <= legal["call"] <= chips
    low, high = legal["min_raise_to"], legal["max_raise_to"]
    assert (low is None) == (high is None)
    if low is not None:
        assert in_front + legal["call"] < low <= high <= in_front + chips


def apply_and_check(dealer: ReferenceDealer, event: Json, total: int) -> Json:
    """Apply ``event``; check refusals, the chips ruling and the invariants; return the answer."""
    before = dealer.snapshot()
    twin = copy_of(dealer) if event.get("type") == "chips" else None
    answer = dealer.apply(event)
    after = dealer.snapshot()
    if not answer["accepted"]:
        note(f"refused {answer.get('reason')}")
        assert set(answer) == {"accepted", "reason", "message"}, answer
        assert answer["reason"] in REJECTION_REASONS, answer
        assert after == before, f"{event} was refused ({answer['reason']}) but changed the table"
        return answer
    check_conserved(after, total)
    check_legal(after)
    for code in sorted(codes(answer)):
        note(f"ruling {code}")
    if twin is not None:
        action = answer["action"]
        note(f"chips ruled a {action['type']}")
        ruled = twin.apply(action)
        assert ruled["accepted"], f"{event} was ruled {action}, which is refused: {ruled}"
        assert not codes(ruled) & CORRECTIONS, f"{event} was ruled {action}, an illegal size"
        assert without_rulings(twin.snapshot()) == without_rulings(after), (
            f"{event} did not change the table as {action} does"
        )
        legal = before["legal"]
        if legal is not None and action["seat"] == before["to_act"]:
            check_action_is_legal(action, legal)
    return answer


def check_action_is_legal(action: Json, legal: Json) -> None:
    kind = action["type"]
    if kind == "check":
        assert legal["check"], f"{action}: the seat may not check"
    elif kind == "call":
        assert legal["call"] > 0, f"{action}: there is nothing to call"
    elif kind in ("bet", "raise"):
        total = action.get("amount", action.get("to"))
        low, high = legal["min_raise_to"], legal["max_raise_to"]
        assert low is not None and low <= total <= high, f"{action} is outside {legal}"


def probe_legal(dealer: ReferenceDealer, snap: Json) -> None:
    """``legal`` is exactly what is accepted uncorrected, probed on copies of the table."""
    legal = snap["legal"]
    seat = snap["to_act"]
    key = str(seat)
    chips, in_front = snap["stacks"][key], snap["bets"][key]
    all_in = in_front + chips
    low, high = legal["min_raise_to"], legal["max_raise_to"]
    # The bet to match: known exactly unless the call takes every chip the seat has.
    covers = legal["call"] < chips
    current = in_front + legal["call"] if covers else all_in
    kind = "bet" if current == 0 else "raise"
    field = "amount" if kind == "bet" else "to"
    probes = {current, current + 1, all_in, all_in + 1}
    table = dealer  # only copies of it are played
    if low is not None:
        probes |= {low - 1, low, low + 1, (low + high) // 2, high - 1, high, high + 1}
    for amount in sorted(p for p in probes if p >= 0):
        clone = copy_of(table)
        answer = clone.apply({"type": kind, "seat": seat, field: amount})
        where = f"{kind} to {amount} with legal {legal}"
        if amount > all_in:
            assert answer.get("reason") == "ABOVE_MAXIMUM", where
        elif amount <= current or not covers:
            assert answer.get("reason") == "BELOW_MINIMUM", where
        elif low is None:
            assert answer.get("reason") == "RAISE_NOT_ALLOWED", where
        else:
            assert answer["accepted"], f"{where}: refused {answer}"
            made = clone.snapshot()["bets"][key]
            if low <= amount <= high:
                assert made == amount and not codes(answer) & CORRECTIONS, where
            elif amount < low:
                assert made == low and codes(answer) & RAISE_UP, where
            else:
                assert made == high and codes(answer) & CUT_DOWN, where
    clone = copy_of(table)
    answer = clone.apply({"type": "check", "seat": seat})
    assert answer["accepted"] == legal["check"], f"check with legal {legal}: {answer}"
    if not legal["check"]:
        assert answer["reason"] == "CANNOT_CHECK"
    clone = copy_of(table)
    answer = clone.apply({"type": "call", "seat": seat})
    if legal["call"] == 0:
        assert answer.get("reason") == "NOTHING_TO_CALL", f"call with legal {legal}: {answer}"
    else:
        assert answer["accepted"], f"call with legal {legal}: {answer}"
        left = clone.snapshot()["stacks"][key]
        # A call may close the round and bring back what nobody matched (a short blind).
        assert left == chips - legal["call"] or (
            left > chips - legal["call"] and "UNCALLED_BET_RETURNED" in codes(answer)
        ), f"call with legal {legal}: {chips} -> {left}"


# ---------------------------------------------------------------------------- the hand


def play(setup: Json, data: DataObject) -> None:
    dealer = ReferenceDealer()
    dealer.start(setup)
    seats = sorted(int(seat) for seat in setup["seats"])
    total = sum(setup["seats"].values())
    game = setup["game"]
    check_conserved(dealer.snapshot(), total)
    for event in deal_events("hole", len(seats)):
        answer = apply_and_check(dealer, event, total)
        assert answer["accepted"], answer
    for _ in range(MAX_EVENTS):
        snap = dealer.snapshot()
        if snap["phase"] == "complete":
            return
        if snap["legal"] is not None:
            if data.draw(st.integers(0, 2), label="probe") == 0:
                probe_legal(dealer, snap)
            event = betting_event(data, snap, seats, game)
        elif snap["phase"] == "showdown":
            event = showdown_event(data, snap, seats)
        else:
            # The round is over and cards are due: a betting event now must be refused.
            stray = {"type": "chips", "seat": seats[0], "motions": [[5]], "declared": "call"}
            assert not apply_and_check(dealer, stray, total)["accepted"]
            for event in deal_events(NEXT_STREET[snap["phase"]], len(seats)):
                assert apply_and_check(dealer, event, total)["accepted"]
            continue
        apply_and_check(dealer, event, total)


@SETTINGS
@given(setup=setups(), data=st.data())
def test_conduct_events_are_ruled_or_refused_and_legal_is_exact(
    setup: Json, data: DataObject
) -> None:
    note(f"game {setup['game']}")
    play(setup, data)


# ---------------------------------------------------------------------------- worked cases


def _flop(game: str) -> ReferenceDealer:
    """Three players at 100/200 (fixed limit 10/20), everyone in for the big blind."""
    setup: Json = {
        "game": game,
        "blinds": [5, 10] if game == "fixed-limit" else [100, 200],
        "seats": {"1": 10000, "2": 10000, "3": 10000},
        "button": 1,
        "deck": list(DECK),
    }
    if game == "fixed-limit":
        setup["limits"] = {"small_bet": 10, "big_bet": 20}
    dealer = ReferenceDealer()
    dealer.start(setup)
    for event in deal_events("hole", 3):
        dealer.apply(event)
    for event in ({"type": "call", "seat": 1}, {"type": "call", "seat": 2}):
        dealer.apply(event)
    dealer.apply({"type": "check", "seat": 3})
    for event in deal_events("flop", 3):
        dealer.apply(event)
    return dealer


def test_declared_all_in_in_pot_limit_is_at_most_the_pot() -> None:
    """PL-MAX: with 600 in the pot the largest bet is 600, "all in" included."""
    dealer = _flop("pot-limit")
    answer = dealer.apply({"type": "chips", "seat": 2, "motions": [[1000]], "declared": "all in"})
    assert answer["accepted"] and "REDUCED_TO_MAXIMUM" in codes(answer)
    assert dealer.snapshot()["bets"]["2"] == 600


def test_declared_all_in_in_fixed_limit_is_one_bet() -> None:
    """LIMIT-BET-SIZES: on the flop of a 10/20 game a bet is 10, "all in" included."""
    dealer = _flop("fixed-limit")
    answer = dealer.apply({"type": "chips", "seat": 2, "motions": [[100]], "declared": "all in"})
    assert answer["accepted"] and "LIMIT_SIZE_CORRECTED" in codes(answer)
    assert dealer.snapshot()["bets"]["2"] == 10
