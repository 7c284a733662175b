"""The session steps of the feature vocabulary: a table across hands, as the floor speaks.

They extend :mod:`refdealer.suite.bdd_steps` (which brings them into a test module) and, as
those do, reach the engine only through the protocol: ``session`` opens the table, events
between hands go through ``apply``, and the ``Then`` steps read the snapshot's ``session``
(docs/protocol.md, "Sessions")::

    Given a no-limit session with blinds 1/2 and the button on seat 1:
      | seat | stack | player |             (player: optional)
      | 1    | 200   | Ann    |
    And the blind levels after it are:      (| blinds | ante |, one row a level)
    And the table has 9 seats               (table_size)
    And the chips in play are 25, 100 and 500
    And each level lasts 20 minutes         (the level clock)
    And the game is new                     (new_game: nobody owes a blind yet)
    And the house rule button_mode is moving
    When the next hand is dealt             (the hole cards: "the hand is dealt")
    And the next hand is dealt to seats 1, 2 and 4 with the button on seat 1:
      | seat | cards |                      (stacked for these cards; the board before it
      | 2    | As Ah |                       with "the board will be ...")
    And seat 2 leaves                       (also: sits out, comes back, posts, straddles)
    And Eve joins seat 5 with 200           (also: a player joins ...; ... is moved in with N)
    And the next level is announced         (also: 12 minutes of play pass)
    And the smallest chips are raced off with the cards As Kd 7c
    And seat 3 is given a penalty of 2 hands                  (or: of 1 round)
    And hand-for-hand play starts with 3 places paid
    And the floor moves 50 of seat 2's award to seat 3   (a hand misread; or: ..., a
                                             pot-accounting error)
    And the dealer puts the button on seat 3 by mistake
    And the dealer deals the next hand at the old level
    And the misplaced button is noticed, and the hand is dealt again   (or: the old level)
    Then the button is dead on seat 2       (or: the button is on seat 2: a live button)
    And the blinds are seat 3 and seat 4    (or: there is no small blind, and the big
                                             blind is seat 4)
    And seats 1, 3 and 4 are dealt in       (the hand's seats; also: the next hand deals in)
    And the next hand carries a straddle of 20 from seat 5   (or: a kill of 20 from seat 6;
                                             no straddle; no kill)
    And seat 2 owes 2 live and 1 dead       (or: owes nothing)
    And seat 5 is waiting                   (playing, sitting out, posting, in the hand, empty)
    And seat 5 has 180 chips
    And the level is 2, blinds 2/4          (optionally ", ante 1"; or: level 2 is due;
                                             the level clock shows 8 minutes)
    And seat 3 finishes in place 3          (a player out: his place, MULTIPLE-BUSTS)
    And seat 4 holds the kill button with 2 legs, and kills the next hand
                                            (or: with 1 leg; the kill button is nobody's)
    And the session shows:                  (| field | value |, dotted paths in "session")

"The rulings include" in a session counts the rulings of the answers since the last
``next_hand`` too (the blinds', and the table's between hands).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from refdealer.protocol.engine import JSONObject
from refdealer.scenarios.runner import MISSING, compare
from refdealer.suite.bdd_hand import (
    HandDriver,
    NextHand,
    SessionSpec,
    data_rows,
    fail_differences,
    file_problem,
    lookup,
    parse_value,
    step_card,
    whole_number,
)
from refdealer.suite.pytest_features import upcoming_step

REJECTED = re.compile(r"the step is rejected with (?P<reason>[A-Z_]+)")
#: The player events between hands, as the floor says them.
PLAYER_EVENTS = {
    "leaves": "leave", "sits out": "sit_out", "comes back": "come_back", "posts": "post",
    "straddles": "straddle",
}  # fmt: skip
#: A seat's ``state`` in the snapshot's session, as the floor says it.
SEAT_STATES = {
    "playing": "playing", "sitting out": "sitting_out", "waiting": "waiting",
    "posting": "posting", "in the hand": "in_hand",
}  # fmt: skip
SEATS = r"(?P<seats>\d+(?:(?:, | and )\d+)*)"


def _numbers(text: str, what: str) -> list[int]:
    """``1, 3 and 4`` as numbers."""
    return [whole_number(part, what) for part in re.split(r", | and ", text)]


def _cards(text: str, what: str) -> list[str]:
    return [step_card(card, what) for card in text.split()]


def _may_reject(request: pytest.FixtureRequest) -> bool:
    upcoming = upcoming_step(request.node)
    return upcoming is not None and bool(REJECTED.fullmatch(upcoming.name))


def _session_spec(hand: HandDriver) -> SessionSpec:
    spec = hand.spec()
    if not isinstance(spec, SessionSpec):
        file_problem("this step describes a session: begin with 'Given a no-limit session ...:'")
    return spec


def _event(hand: HandDriver, request: pytest.FixtureRequest, event: JSONObject) -> None:
    if not hand.in_session():
        file_problem("events between hands need a session: 'Given a no-limit session ...:'")
    hand.apply([event], may_reject_last=_may_reject(request))


def _check(hand: HandDriver, title: str, wanted: dict[str, Any]) -> None:
    """The session's fields by dotted path (``seats.2.state``) against ``wanted``."""
    if not hand.in_session():
        file_problem("this step reads a session: 'Given a no-limit session ...:'")
    snapshot = hand.snapshot()
    session = snapshot.get("session")
    shown = session if isinstance(session, dict) else {}
    differences: list[tuple[str, Any, Any]] = []
    for path, expected in wanted.items():
        actual = lookup(shown, path)
        name = f"session.{path}"
        if actual is MISSING:
            differences.append((name, expected, actual))
            continue
        differences.extend((d.field, d.expected, d.actual) for d in compare(expected, actual, name))
    if differences:
        fail_differences(title, differences)


# -- Given ----------------------------------------------------------------------------------


@given(
    parsers.re(
        r"an? (?P<game>no-limit|pot-limit|fixed-limit) session with blinds (?P<blinds>\d+/\d+)"
        r"(?:, bets (?P<bets>\d+/\d+))?(?:, (?P<bba>big blind )?ante (?P<ante>\d+))?"
        r" and the button on seat (?P<button>\d+):"
    )
)
def given_session(
    refdealer_hand: HandDriver,
    game: str,
    blinds: str,
    bets: str | None,
    ante: str | None,
    button: str,
    bba: str | None = None,
    datatable: list[list[str]] | None = None,
) -> None:
    """The table across hands: its game, first level, button and a row per seat (stack and,
    optionally, the player's name)."""
    stacks: dict[int, int] = {}
    players: dict[int, str] = {}
    for row in data_rows(datatable, ("seat", "stack", "player"), "the session"):
        seat = whole_number(row.get("seat", ""), "seat")
        stacks[seat] = whole_number(row.get("stack", ""), f"seat {seat} stack")
        if row.get("player"):
            players[seat] = row["player"]
    small, big = (whole_number(part, "blinds") for part in blinds.split("/"))
    if (game == "fixed-limit") != (bets is not None):
        file_problem("a fixed-limit session, and only one, names its bet sizes: ', bets 10/20'")
    sizes = _numbers(bets.replace("/", " and "), "bets") if bets is not None else None
    refdealer_hand.describe(
        SessionSpec(
            game=game,
            levels=[(small, big, whole_number(ante or "0", "ante"))],
            button=whole_number(button, "button"),
            stacks=stacks,
            players=players,
            ante_mode="big_blind" if bba else "each",
            bets=(sizes[0], sizes[1]) if sizes is not None else None,
        )
    )


@given("the blind levels after it are:")
def given_levels(refdealer_hand: HandDriver, datatable: list[list[str]] | None = None) -> None:
    """The session's blind schedule after its first level, one row a level."""
    spec = _session_spec(refdealer_hand)
    for row in data_rows(datatable, ("blinds", "ante"), "the blind levels"):
        small, big = (whole_number(part, "blinds") for part in row.get("blinds", "").split("/", 1))
        spec.levels.append((small, big, whole_number(row.get("ante") or "0", "ante")))


@given(parsers.re(r"the table has (?P<size>\d+) seats"))
def given_table_size(refdealer_hand: HandDriver, size: str) -> None:
    """The table's seats (``table_size``): who joins or is moved in sits in 1 to ``size``."""
    _session_spec(refdealer_hand).table_size = whole_number(size, "seats")


@given(parsers.re(r"the chips in play are (?P<chips>\d+(?:(?:, | and )\d+)*)"))
def given_denominations(refdealer_hand: HandDriver, chips: str) -> None:
    """The chips of the session, smallest first (``denominations``, for the chip race)."""
    _session_spec(refdealer_hand).denominations = _numbers(chips, "chips")


@given(parsers.re(r"each level lasts (?P<minutes>\d+) minutes"))
def given_level_minutes(refdealer_hand: HandDriver, minutes: str) -> None:
    """The levels' length: the session keeps a level clock, run by 'N minutes of play pass'."""
    _session_spec(refdealer_hand).minutes = whole_number(minutes, "minutes")


@given("the game is new")
def given_new_game(refdealer_hand: HandDriver) -> None:
    """The table opens a new game (``new_game``: the players have drawn for the button)."""
    _session_spec(refdealer_hand).new_game = True


# -- When -----------------------------------------------------------------------------------


@when(
    parsers.re(
        rf"the next hand is dealt(?: to seats {SEATS} with the button on seat (?P<button>\d+))?"
        r"(?P<colon>:)?"
    )
)
def when_next_hand(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    seats: str | None,
    button: str | None,
    colon: str | None,
    datatable: list[list[str]] | None = None,
) -> None:
    """``next_hand``: its deck stacked for the seats and button named, with the hole cards
    of the table after the colon (and the board of 'the board will be ...')."""
    if not refdealer_hand.in_session():
        file_problem("'the next hand' is a session's: begin with 'Given a no-limit session ...:'")
    coming = refdealer_hand.next_hand
    if seats is not None and button is not None:
        coming.seats, coming.button = _numbers(seats, "seats"), whole_number(button, "button")
    if colon is not None:
        for row in data_rows(datatable, ("seat", "cards"), "the next hand's cards"):
            seat = whole_number(row.get("seat", ""), "seat")
            coming.hole[seat] = " ".join(_cards(row.get("cards", ""), f"seat {seat} cards"))
    refdealer_hand.deal_next_hand(may_reject=_may_reject(request))


@when(parsers.re(r"seat (?P<seat>\d+) (?P<verb>leaves|sits out|comes back|posts|straddles)"))
def when_player(
    refdealer_hand: HandDriver, request: pytest.FixtureRequest, seat: str, verb: str
) -> None:
    """A player between hands: ``leave``, ``sit_out``, ``come_back``, ``post``, ``straddle``."""
    _event(
        refdealer_hand, request, {"type": PLAYER_EVENTS[verb], "seat": whole_number(seat, "seat")}
    )


@when(
    parsers.re(
        r"(?:a player|(?P<player>[A-Z][a-z]+)) (?:joins seat (?P<seat>\d+)|(?P<moved>is moved in))"
        r" with (?P<stack>\d+)"
    )
)
def when_arrives(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    player: str | None,
    seat: str | None,
    moved: str | None,
    stack: str,
) -> None:
    """A player takes an empty seat (``join``), or is moved in from another table
    (``move_in``: the dealer gives him the worst position)."""
    event: JSONObject = {
        "type": "move_in" if moved else "join",
        "stack": whole_number(stack, "stack"),
    }
    if seat is not None:
        event["seat"] = whole_number(seat, "seat")
    if player is not None:
        event["player"] = player
    _event(refdealer_hand, request, event)


@when(
    parsers.re(
        r"(?P<level>the next level is announced)|(?P<minutes>\d+) minutes of play pass"
        r"|the smallest chips are raced off with the cards (?P<cards>.+)"
        r"|seat (?P<seat>\d+) is given a penalty of (?P<count>\d+) (?P<unit>hands?|rounds?)"
        r"|hand-for-hand play starts with (?P<paid>\d+) places paid"
        r"|the floor moves (?P<amount>\d+) of seat (?P<payer>\d+)'s award to seat (?P<to>\d+)"
        r"(?P<accounting>, a pot-accounting error)?"
    )
)
def when_floor(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    level: str | None,
    minutes: str | None,
    cards: str | None,
    seat: str | None,
    count: str | None,
    unit: str | None,
    paid: str | None,
    amount: str | None,
    payer: str | None,
    to: str | None,
    accounting: str | None = None,
) -> None:
    """The floor between hands: ``new_level``, ``time``, ``colour_up``, ``penalty``,
    ``hand_for_hand`` and ``correct_award``."""
    event: JSONObject
    if level is not None:
        event = {"type": "new_level"}
    elif minutes is not None:
        event = {"type": "time", "minutes": whole_number(minutes, "minutes")}
    elif cards is not None:
        event = {"type": "colour_up", "cards": _cards(cards, "the race's cards")}
    elif seat is not None and count is not None and unit is not None:
        size = "hands" if unit.startswith("hand") else "rounds"
        event = {
            "type": "penalty",
            "seat": whole_number(seat, "seat"),
            size: whole_number(count, size),
        }
    elif paid is not None:
        event = {"type": "hand_for_hand", "paid": whole_number(paid, "places paid")}
    else:
        event = {
            "type": "correct_award",
            "seat": whole_number(payer or "", "seat"),
            "to_seat": whole_number(to or "", "seat"),
            "amount": whole_number(amount or "", "amount"),
        }
        if accounting is not None:  # a pot counted or split wrong, not a hand misread
            event["error"] = "pot_accounting"
    _event(refdealer_hand, request, event)


@when(
    parsers.re(
        r"the dealer (?:puts the button on seat (?P<seat>\d+) by mistake"
        r"|(?P<old>deals the next hand at the old level))"
    )
)
def when_dealer_mistake(
    refdealer_hand: HandDriver, request: pytest.FixtureRequest, seat: str | None, old: str | None
) -> None:
    """The dealer's mistakes between hands: ``misplace_button`` and ``deal_old_level`` (the
    hand itself is dealt by 'the next hand is dealt')."""
    event: JSONObject = (
        {"type": "deal_old_level"}
        if old is not None
        else {"type": "misplace_button", "seat": whole_number(seat or "", "seat")}
    )
    _event(refdealer_hand, request, event)


@when(
    parsers.re(
        r"the (?P<what>misplaced button|old level) is noticed"
        r"(?P<again>, and the hand is dealt again)?"
    )
)
def when_mistake_noticed(
    refdealer_hand: HandDriver, request: pytest.FixtureRequest, what: str, again: str | None
) -> None:
    """``notice_button`` / ``notice_level``; with a deck for the redeal when the feature says
    the hand is dealt again (a misdeal), without one when the hand stands."""
    event: JSONObject = {"type": "notice_button" if what == "misplaced button" else "notice_level"}
    if again is not None:
        coming, refdealer_hand.next_hand = refdealer_hand.next_hand, NextHand()
        event["deck"] = coming.deck()
    _event(refdealer_hand, request, event)


# -- Then -----------------------------------------------------------------------------------


@then(parsers.re(r"the button is (?P<dead>dead )?on seat (?P<seat>\d+)"))
def then_button(refdealer_hand: HandDriver, dead: str | None, seat: str) -> None:
    """The last hand's button, and whether it is dead (no player dealt in on its seat)."""
    wanted = {"button": whole_number(seat, "seat"), "dead_button": dead is not None}
    _check(refdealer_hand, "the button differs:", wanted)


@then(
    parsers.re(
        r"(?:the blinds are seat (?P<small>\d+) and|there is no small blind, and the big blind is)"
        r" seat (?P<big>\d+)"
    )
)
def then_blinds(refdealer_hand: HandDriver, small: str | None, big: str) -> None:
    """The seats of the last hand's blinds (no small blind: ``small_blind`` is null)."""
    wanted = {
        "small_blind": None if small is None else whole_number(small, "seat"),
        "big_blind": whole_number(big, "seat"),
    }
    _check(refdealer_hand, "the blinds differ:", wanted)


@then(
    parsers.re(
        rf"(?:(?P<coming>the next hand deals in seats?)|seats?) {SEATS}"
        r"(?(coming)| (?:are|is) dealt in)"
    )
)
def then_dealt_in(refdealer_hand: HandDriver, coming: str | None, seats: str) -> None:
    """The seats dealt into the hand under way (or the last one), or into the next hand as
    the table stands (``next.dealt_in``)."""
    wanted = sorted(_numbers(seats, "seats"))
    if coming is not None:
        _check(refdealer_hand, "the next hand's players differ:", {"next.dealt_in": wanted})
        return
    if not refdealer_hand.in_session():
        file_problem("this step reads a session: 'Given a no-limit session ...:'")
    hole = refdealer_hand.snapshot().get("hole")
    actual = sorted(int(seat) for seat in hole) if isinstance(hole, dict) else MISSING
    if actual != wanted:
        fail_differences("the players dealt in differ:", [("hole (its seats)", wanted, actual)])


@then(
    parsers.re(
        r"seat (?P<seat>\d+) owes (?:(?P<nothing>nothing)"
        r"|(?P<live>\d+) live(?: and (?P<dead>\d+) dead)?|(?P<dead_only>\d+) dead)"
    )
)
def then_owes(
    refdealer_hand: HandDriver,
    seat: str,
    nothing: str | None,
    live: str | None,
    dead: str | None,
    dead_only: str | None,
) -> None:
    """What a seat must post to come in outside the big blind: ``owes.live`` and ``.dead``."""
    owes = {
        "live": whole_number(live or "0", "live"),
        "dead": whole_number(dead or dead_only or "0", "dead"),
    }
    number = whole_number(seat, "seat")
    _check(refdealer_hand, "what the seat owes differs:", {f"seats.{number}.owes": owes})


@then(
    parsers.re(
        r"seat (?P<seat>\d+) is (?P<state>playing|sitting out|waiting|posting|in the hand|empty)"
    )
)
def then_seat_state(refdealer_hand: HandDriver, seat: str, state: str) -> None:
    """A seat's state (``empty``: no player on it)."""
    number = whole_number(seat, "seat")
    if state != "empty":
        _check(
            refdealer_hand,
            "the seat's state differs:",
            {f"seats.{number}.state": SEAT_STATES[state]},
        )
        return
    session = refdealer_hand.snapshot().get("session")
    seats = session.get("seats") if isinstance(session, dict) else None
    if not isinstance(seats, dict) or str(number) in seats:
        shown = seats.get(str(number)) if isinstance(seats, dict) else MISSING
        fail_differences("the seat is not empty:", [(f"session.seats.{number}", MISSING, shown)])


@then(parsers.re(r"seat (?P<seat>\d+) has (?P<stack>\d+) chips"))
def then_stack(refdealer_hand: HandDriver, seat: str, stack: str) -> None:
    """A seat's stack at the table (between hands: after the last hand)."""
    number = whole_number(seat, "seat")
    _check(
        refdealer_hand,
        "the seat's stack differs:",
        {f"seats.{number}.stack": whole_number(stack, "stack")},
    )


@then(
    parsers.re(
        r"the level is (?P<level>\d+), blinds (?P<blinds>\d+/\d+)(?:, ante (?P<ante>\d+))?"
        r"|level (?P<due>\d+) is due|the level clock shows (?P<clock>\d+) minutes?"
    )
)
def then_level(
    refdealer_hand: HandDriver,
    level: str | None,
    blinds: str | None,
    ante: str | None,
    due: str | None,
    clock: str | None = None,
) -> None:
    """The level in play and its blinds (and ante), the level announced for the next hand, or
    the minutes left on the level clock."""
    if clock is not None:
        _check(
            refdealer_hand,
            "the level clock differs:",
            {"level_clock": whole_number(clock, "minutes")},
        )
        return
    if due is not None:
        _check(refdealer_hand, "the level due differs:", {"level_due": whole_number(due, "level")})
        return
    small, big = (whole_number(part, "blinds") for part in (blinds or "").split("/"))
    wanted: dict[str, Any] = {"level": whole_number(level or "", "level"), "blinds": [small, big]}
    if ante is not None:
        wanted["ante"] = whole_number(ante, "ante")
    _check(refdealer_hand, "the level differs:", wanted)


@then(parsers.re(r"seat (?P<seat>\d+) finishes in place (?P<place>\d+)"))
def then_place(refdealer_hand: HandDriver, seat: str, place: str) -> None:
    """The place of a player out of chips (``busted``), counted at this table."""
    number = whole_number(seat, "seat")
    session = refdealer_hand.snapshot().get("session")
    busted = session.get("busted") if isinstance(session, dict) else None
    entries = (
        [b for b in busted if isinstance(b, dict) and b.get("seat") == number]
        if isinstance(busted, list)
        else []
    )
    actual = entries[-1].get("place", MISSING) if entries else MISSING
    if actual != whole_number(place, "place"):
        fail_differences(
            "the place differs:", [(f"session.busted (seat {number}).place", int(place), actual)]
        )


@then(
    parsers.re(
        r"seat (?P<seat>\d+) holds the kill button with (?P<legs>[12]) legs?"
        r"(?P<kills>, and kills the next hand)?|(?P<nobody>the kill button is nobody's)"
    )
)
def then_kill_button(
    refdealer_hand: HandDriver,
    seat: str | None,
    legs: str | None,
    kills: str | None,
    nobody: str | None,
) -> None:
    """The kill button of a kill game: its holder, his legs, and whether he kills."""
    wanted: Any = None
    if nobody is None:
        wanted = {
            "seat": whole_number(seat or "", "seat"),
            "legs": whole_number(legs or "", "legs"),
            "kills": kills is not None,
        }
    _check(refdealer_hand, "the kill button differs:", {"kill_button": wanted})


@then(
    parsers.re(
        r"the next hand carries (?:(?P<no>no (?P<bare>straddle|kill))"
        r"|an? (?P<what>straddle|kill) of (?P<amount>\d+) from seat (?P<seat>\d+))"
    )
)
def then_next_overblind(
    refdealer_hand: HandDriver,
    no: str | None,
    bare: str | None,
    what: str | None,
    amount: str | None,
    seat: str | None,
) -> None:
    """The live blind above the big blind the next hand will carry as the table stands
    (``next.straddle``, ``next.kill``): shown by an engine with straddles or kill-pots."""
    field = f"next.{bare or what}"
    wanted: Any = None
    if no is None:
        wanted = {
            "seat": whole_number(seat or "", "seat"),
            "amount": whole_number(amount or "", "amount"),
        }
    _check(refdealer_hand, "the next hand's blinds differ:", {field: wanted})


@then("the session shows:")
def then_session(refdealer_hand: HandDriver, datatable: list[list[str]] | None = None) -> None:
    """Fields of the snapshot's ``session`` by dotted path (``seats.2.owes.live``), compared
    as ``the snapshot shows`` compares them."""
    wanted = {
        row["field"]: parse_value(row["value"])
        for row in data_rows(datatable, ("field", "value"), "the session")
    }
    _check(refdealer_hand, "the session differs:", wanted)


__all__ = [name for name in dir() if name.startswith("pytestbdd_")]
