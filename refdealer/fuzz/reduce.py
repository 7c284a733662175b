"""Delta debugging over a played hand: the same disagreement with fewer seats and events.

Hypothesis shrinks the choices that drew a hand, and a choice taken out shifts the meaning
of every later one, so it seldom removes a player or a betting round whole. These passes
work on what the hand played instead, its setup and its list of events, replayed as they
stand (:func:`~refdealer.fuzz.play.replay_hand`): a seat is taken out with its events and
its two hole cards, then runs of events are taken out, halves first, then quarters, down to
single events (Zeller's ddmin), until neither takes anything more out; then house options
and an ante the hand does not need are left out, the deck is sorted but for the cards that
matter, and each stack is brought down toward the smallest that still disagrees. A
candidate counts only if it shows the same deviation. Every pass is deterministic.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from refdealer.fuzz.generate import DECK
from refdealer.fuzz.play import HandResult

Event = Mapping[str, Any]
#: Replays a setup and events: the hand if it shows the deviation sought, else None.
Replay = Callable[[Mapping[str, Any], Sequence[Event]], HandResult | None]


class Spent(Exception):
    """The shrinker's budget of hands or seconds ran out (the smallest hand so far stands)."""


def reduce_hand(
    hand: HandResult, replay: Replay, *, fewest_seats: int, equal_stacks: bool
) -> HandResult:
    """The smallest hand the passes reach from ``hand`` (which shows the deviation):
    fewer seats (not under ``fewest_seats``), fewer events, then smaller stacks (kept all
    equal with ``equal_stacks``: an engine without side pots). ``replay`` may raise
    :class:`Spent`; the smallest hand found so far is then returned."""
    best = hand
    try:
        progress = True
        while progress:
            progress = False
            for candidate in _without_a_seat(best, fewest_seats):
                found = replay(*candidate)
                if found is not None and _smaller(found, best):
                    best, progress = found, True
                    break
            if progress:
                continue  # a seat less first: it takes its events with it
            found = _fewer_events(best, replay)
            if found is not best:
                best, progress = found, True
        best = _plainer_setup(best, replay)
        best = _smaller_stacks(best, replay, equal_stacks)
    except Spent:
        pass
    return best


def _smaller(found: HandResult, best: HandResult) -> bool:
    return (len(found.setup["seats"]), found.events) < (len(best.setup["seats"]), best.events)


def _events(hand: HandResult) -> list[Event]:
    return [played.event for played in hand.played]


def _dealt(events: Sequence[Event]) -> int:
    """How many events the opening deal takes: the leading plain ``deal_hole`` events."""
    count = 0
    for event in events:
        if dict(event) != {"type": "deal_hole"}:
            break
        count += 1
    return count


def _without_a_seat(
    hand: HandResult, fewest_seats: int
) -> Iterator[tuple[dict[str, Any], list[Event]]]:
    """The hand with one player less: his seat, his events and two of the deal's events
    taken out (the last seat first). The button stays, or moves to his empty seat or one
    live seat back, so that the blinds can stay with the players who posted them; with two
    players left the button must be one of them."""
    setup = hand.setup
    seats = [int(seat) for seat in setup["seats"]]
    if len(seats) <= fewest_seats:
        return
    events = _events(hand)
    dealt = _dealt(events)
    # Two cards fewer in a whole deal; a deal cut short by the deviation keeps its length
    # unless it is longer than the smaller table's whole deal.
    deal = dealt - 2 if dealt >= 2 * len(seats) else min(dealt, 2 * len(seats) - 2)
    for gone in reversed(seats):
        left = [seat for seat in seats if seat != gone]
        behind = [seat for seat in left if seat < setup["button"]] or left
        buttons = [setup["button"], gone, behind[-1]]
        buttons = [b for b in dict.fromkeys(buttons) if len(left) > 2 or b in left] or left
        kept = [
            event
            for index, event in enumerate(events)
            if not (deal <= index < dealt) and event.get("seat") != gone
        ]
        stacks = {key: value for key, value in setup["seats"].items() if int(key) != gone}
        for button in buttons:
            yield {**setup, "seats": stacks, "button": button}, kept


def _fewer_events(hand: HandResult, replay: Replay) -> HandResult:
    """ddmin over the events between the deal and the last one (the deal is needed and the
    last event is where the hand disagrees): runs of events taken out, halves first."""
    best = hand
    chunks = 2
    while True:
        events = _events(best)
        start, stop = _dealt(events), len(events) - 1
        middle = stop - start
        if middle <= 0:
            return best
        chunks = min(chunks, middle)
        size = -(-middle // chunks)
        for first in range(start, stop, size):
            found = replay(best.setup, events[:first] + events[first + size :])
            if found is not None and found.events < best.events:
                best = found
                chunks = max(chunks - 1, 2)
                break
        else:
            if size == 1:
                return best
            chunks = min(2 * chunks, middle)


def _plainer_setup(hand: HandResult, replay: Replay) -> HandResult:
    """The setup without the straddle or kill, the house options and the ante it does not
    need (the straddle or kill first, all the house options at once, then one by one, then
    the ante), then with the deck sorted: all of it, or else all but the cards the hand
    dealt."""
    best = hand

    def without(*keys: str) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
        return lambda setup: {k: v for k, v in setup.items() if k not in keys}

    def without_option(name: str) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
        def plainer(setup: Mapping[str, Any]) -> dict[str, Any]:
            house = {k: v for k, v in (setup.get("house") or {}).items() if k != name}
            return {**without("house")(setup), **({"house": house} if house else {})}

        return plainer

    def sorted_deck(setup: Mapping[str, Any]) -> dict[str, Any]:
        return {**setup, "deck": list(DECK)}

    def sorted_stub(setup: Mapping[str, Any]) -> dict[str, Any]:
        dealt = list(setup["deck"])[: _cards_dealt(_events(best))]
        return {**setup, "deck": dealt + [card for card in DECK if card not in dealt]}

    changes = [without("straddle", "kill"), without("house")]
    changes += [without_option(name) for name in best.setup.get("house") or {}]
    changes += [without("ante", "ante_mode"), sorted_deck, sorted_stub]
    for change in changes:
        setup = change(best.setup)
        if setup == best.setup:
            continue
        found = replay(setup, _events(best))
        if found is not None and found.events <= best.events:
            best = found
    return best


def _cards_dealt(events: Sequence[Event]) -> int:
    """How many cards from the top of the deck the events deal (hole cards, burns, board)."""
    cards = 0
    for event in events:
        kind = event.get("type")
        cards += 1 if kind in ("deal_hole", "burn") else int(event.get("count", 0))
    return cards


def _smaller_stacks(hand: HandResult, replay: Replay, equal: bool) -> HandResult:
    """Each stack brought down by halving toward the smallest that still shows the
    deviation in as many events or fewer (all stacks together when they must be ``equal``)."""
    best = hand
    groups = [list(best.setup["seats"])] if equal else [[seat] for seat in best.setup["seats"]]
    for seats in groups:
        low, high = 1, int(best.setup["seats"][seats[0]])
        while low < high:
            middle = (low + high) // 2
            setup = {**best.setup, "seats": {**best.setup["seats"]}}
            setup["seats"].update(dict.fromkeys(seats, middle))
            found = replay(setup, _events(best))
            if found is not None and found.events <= best.events:
                best, high = found, middle
            else:
                low = middle + 1
    return best
