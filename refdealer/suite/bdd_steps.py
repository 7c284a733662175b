"""The shared step vocabulary of ``features/*.feature``: the pytest-bdd step definitions of a hand.

They drive the engine under test (the ``refdealer_engine`` fixture of the refdealer pytest
plugin) only through the protocol's event dicts; detail goes into data tables, and table
cells are JSON (``200``, ``null``, ``true``, ``["As", "Kd"]``; other text is a string)::

    Given a no-limit table with blinds 100/200 and the button on seat 1:
      | seat | stack | cards |
      | 1    | 20000 | As Ad |
      | 2    | 20000 |       |
    And the board will be 2c 7d 9h Js 4s
    And the house rule limit_cap_raises is 4
    When the hand is dealt                      (also: the flop / the turn / the river)
    And these actions happen:
      | seat | action | amount |                 (action: a protocol event type; amount is
      | 2    | raise  | 600    |                  a bet's amount, a raise's "to", a board count)
    And seat 3 raises to 1600                   (also: folds, checks, calls, bets N, shows,
                                                 mucks; the dealer burns / turns 3 cards)
    Then the legal actions are:
      | to_act | call | min_raise_to | max_raise_to |
      | 4      | 1600 | 2600         | 19800        |
    And the snapshot shows:
      | field    | value |
      | stacks.1 | 19400 |
    And the rulings include UNCALLED_BET_RETURNED
    When seat 4 raises to 1600
    Then the step is rejected with BELOW_MINIMUM

A table across hands (a session) has its own steps, in :mod:`refdealer.suite.bdd_session_steps`.
A fixed-limit table adds its bet sizes: ``a fixed-limit table with blinds 5/10, bets 10/20
and the button on seat 1:``; antes: ``..., ante 25 and the button ...``, or the big blind's
for the table: ``..., big blind ante 2000 and the button ...``. Bind the features in a
test module with ``from refdealer.suite.bdd_steps import *`` and ``pytest_bdd.scenarios(...)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from refdealer.capabilities import FLOOR_RULINGS
from refdealer.errors import SetupError
from refdealer.options import HOUSE_OPTIONS
from refdealer.protocol.engine import Engine, JSONObject
from refdealer.rejections import REJECTION_REASONS
from refdealer.rulings import RULING_CODES
from refdealer.scenarios.runner import MISSING, compare
from refdealer.suite.bdd_hand import (
    HandDriver,
    TableSpec,
    data_rows,
    fail,
    fail_differences,
    file_problem,
    lookup,
    parse_value,
    same,
    step_card,
    whole_number,
)
from refdealer.suite.procedure import deal_events
from refdealer.suite.pytest_engine import EngineSession
from refdealer.suite.pytest_features import note_not_judged, played_profile, upcoming_step

REJECTED = re.compile(r"the step is rejected with (?P<reason>[A-Z_]+)")
LEGAL_FIELDS = ("to_act", "fold", "check", "call", "min_raise_to", "max_raise_to")
#: How the actions table's ``amount`` column is named in each event.
AMOUNT_FIELD = {"bet": "amount", "raise": "to", "board": "count"}
PLAYER_PHRASES = {
    "folds": "fold", "checks": "check", "calls": "call", "bets": "bet", "raises to": "raise",
    "shows": "show", "mucks": "muck", "declares playing the board": "declare_board",
}  # fmt: skip


@pytest.fixture
def refdealer_hand(
    refdealer_engine: Engine, refdealer_session: EngineSession, request: pytest.FixtureRequest
) -> Iterator[HandDriver]:
    """The hand of one feature scenario, on the session's engine; its last state is checked
    for what every engine must keep when no step looked at it."""
    hand = HandDriver(
        refdealer_engine, refdealer_session, lambda: played_profile(request.node, refdealer_session)
    )
    yield hand
    hand.check_end()


def _line_of(request: pytest.FixtureRequest) -> str:
    """The feature line of the step being run (``?`` outside a pytest-bdd scenario)."""
    from refdealer.suite.pytest_features import current_step

    step = current_step(request.node)
    return "?" if step is None else str(step.line_number)


def _may_reject_last(request: pytest.FixtureRequest) -> bool:
    upcoming = upcoming_step(request.node)
    return upcoming is not None and bool(REJECTED.fullmatch(upcoming.name))


# -- Given ----------------------------------------------------------------------------------


@given(
    parsers.re(
        r"an? (?P<game>no-limit|pot-limit|fixed-limit) table with blinds (?P<blinds>\d+/\d+)"
        r"(?:, bets (?P<bets>\d+/\d+))?(?:, (?P<bba>big blind )?ante (?P<ante>\d+))?"
        r" and the button on seat (?P<button>\d+):"
    )
)
def given_table(
    refdealer_hand: HandDriver,
    game: str,
    blinds: str,
    bets: str | None,
    ante: str | None,
    button: str,
    bba: str | None = None,
    datatable: list[list[str]] | None = None,
) -> None:
    """The table: game, blinds, bet sizes, ante (every seat's, or the big blind's for the
    table: ", big blind ante 2000"), button, and a row per seat."""
    stacks: dict[int, int] = {}
    hole: dict[int, str] = {}
    for row in data_rows(datatable, ("seat", "stack", "cards"), "the table"):
        seat = whole_number(row.get("seat", ""), "seat")
        stacks[seat] = whole_number(row.get("stack", ""), f"seat {seat} stack")
        if row.get("cards"):
            hole[seat] = " ".join(
                step_card(card, f"seat {seat} cards") for card in row["cards"].split()
            )
    small, big = (whole_number(part, "blinds") for part in blinds.split("/"))
    if (game == "fixed-limit") != (bets is not None):
        file_problem("a fixed-limit table, and only one, names its bet sizes: ', bets 10/20'")
    sizes = (
        tuple(whole_number(part, "bets") for part in bets.split("/")) if bets is not None else None
    )
    refdealer_hand.describe(
        TableSpec(
            game=game,
            blinds=(small, big),
            button=whole_number(button, "button"),
            stacks=stacks,
            hole=hole,
            ante=whole_number(ante or "0", "ante"),
            ante_mode="big_blind" if bba else "each",
            bets=(sizes[0], sizes[1]) if sizes is not None else None,
        )
    )


BOARD = r"the board will be (?P<board>[^,]+?)(?:, with burns (?P<burns>.+))?"


@given(parsers.re(BOARD))
@when(parsers.re(BOARD))  # between the hands of a session
def given_board(refdealer_hand: HandDriver, board: str, burns: str | None) -> None:
    """The board (and burns) the stacked deck will produce when dealt correctly (in a
    session: the next hand's)."""
    for card in f"{board} {burns or ''}".split():
        step_card(card, "the board")
    if refdealer_hand.in_session():  # the next hand's, dealt by 'the next hand is dealt'
        coming = refdealer_hand.next_hand
        coming.board, coming.burns = board, burns or ""
        return
    table = refdealer_hand.spec()
    if not isinstance(table, TableSpec):
        file_problem("the board is a hand's: begin with 'Given a no-limit table ...:'")
    table.board, table.burns = board, burns or ""


@given(parsers.re(r"the house rule (?P<option>[a-z_]+) is (?P<value>.+)"))
def given_house_rule(refdealer_hand: HandDriver, option: str, value: str) -> None:
    """A house option that overrides the profile's default (one the catalogue knows, with a
    value it allows: anything else is the feature file's problem)."""
    known = HOUSE_OPTIONS.get(option)
    if known is None:
        file_problem(f"unknown house option {option!r}")
    try:
        known.check(parse_value(value))
    except SetupError as error:
        file_problem(str(error))
    refdealer_hand.spec().house[option] = parse_value(value)


# -- When -----------------------------------------------------------------------------------


@when(parsers.re(r"the (?P<street>hand|flop|turn|river) is dealt"))
def when_dealt(refdealer_hand: HandDriver, request: pytest.FixtureRequest, street: str) -> None:
    """The dealer's correct procedure: the hole cards, or a burn and the street's cards."""
    players = refdealer_hand.players_dealt_in() if street == "hand" else 0
    events = deal_events("hole" if street == "hand" else street, players)
    refdealer_hand.apply(events, may_reject_last=_may_reject_last(request))


@when("these actions happen:")
def when_actions(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    datatable: list[list[str]] | None = None,
) -> None:
    """One protocol event per row: seat, event type, and its amount (if it has one).

    Optional columns carry the rest of the vocabulary: ``exposed`` (``yes`` for a hole card
    dealt face up), ``card`` (for ``expose``), ``motions`` (chips pushed, e.g.
    ``100+100 then 400``), ``declared`` (what the player said first), ``conditional``
    (``yes`` for a conditional ``declare``), ``told`` (the count a ``count`` was given),
    ``cards`` (the only cards a ``show`` turns up, e.g. ``Ah``) and ``unaware`` (``yes`` for
    chips pushed by a player who did not see a raise).
    """
    events: list[JSONObject] = []
    columns = (
        "seat", "action", "amount", "exposed", "card", "motions", "declared", "conditional",
        "told", "cards", "unaware",
    )  # fmt: skip
    for row in data_rows(datatable, columns, "these actions"):
        event: JSONObject = {"type": row.get("action", "")}
        if row.get("seat"):
            event["seat"] = whole_number(row["seat"], "seat")
        if row.get("amount"):
            event[AMOUNT_FIELD.get(event["type"], "amount")] = whole_number(row["amount"], "amount")
        if row.get("exposed"):
            event["exposed"] = row["exposed"] in ("yes", "true")
        if row.get("card"):
            event["card"] = step_card(row["card"], "card")
        if row.get("motions"):
            event["motions"] = [
                [whole_number(chip, "chip") for chip in motion.strip().split("+")]
                for motion in row["motions"].split(" then ")
            ]
        if row.get("declared"):
            event["declared"] = row["declared"]
        if row.get("conditional"):
            event["conditional"] = row["conditional"] in ("yes", "true")
        if row.get("told"):
            event["told"] = whole_number(row["told"], "told")
        if row.get("cards"):
            event["cards"] = [step_card(card, "cards") for card in row["cards"].split()]
        if row.get("unaware"):
            event["unaware_of_raise"] = row["unaware"] in ("yes", "true")
        events.append(event)
    refdealer_hand.apply(events, may_reject_last=_may_reject_last(request))


@when(
    parsers.re(
        r"(?:seat (?P<seat>\d+) (?P<verb>folds|checks|calls|bets|raises to|shows|mucks"
        r"|declares playing the board)(?: (?P<amount>\d+))?"
        r"|the dealer (?P<dealer>burns a card|deals a hole card|turns (?P<count>\d+) cards?))"
    )
)
def when_event(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    seat: str | None,
    verb: str | None,
    amount: str | None,
    dealer: str | None,
    count: str | None,
) -> None:
    """One event in words: ``seat 4 raises to 30``, ``the dealer turns 3 cards``."""
    event: JSONObject
    if verb is not None and seat is not None:
        event = {"type": PLAYER_PHRASES[verb], "seat": whole_number(seat, "seat")}
        if (verb in ("bets", "raises to")) != (amount is not None):
            file_problem(f"'{verb}' {'needs' if amount is None else 'takes no'} amount")
        if amount is not None:
            event[AMOUNT_FIELD[event["type"]]] = whole_number(amount, "amount")
    elif dealer == "burns a card":
        event = {"type": "burn"}
    elif dealer == "deals a hole card":
        event = {"type": "deal_hole"}
    else:
        event = {"type": "board", "count": int(count or 0)}
    refdealer_hand.apply([event], may_reject_last=_may_reject_last(request))


@when(
    parsers.re(
        r"the dealer (?:deals a hole card(?: to seat (?P<seat>\d+))?|(?P<burn>burns a card)"
        r"|turns (?P<count>\d+) cards?), and nobody notices"
    )
)
def when_unnoticed(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    seat: str | None,
    burn: str | None,
    count: str | None,
) -> None:
    """A dealing event with ``"noticed": false``: the error is found only at a notice."""
    event: JSONObject
    if count is not None:
        event = {"type": "board", "count": int(count)}
    elif burn is not None:
        event = {"type": "burn"}
    else:
        event = {"type": "deal_hole"}
        if seat is not None:
            event["seat"] = int(seat)
    event["noticed"] = False
    refdealer_hand.apply([event], may_reject_last=_may_reject_last(request))


@when(
    parsers.re(
        r"the dealer (?:(?P<stop>stops dealing with hole cards still due)|drops the stub"
        r"(?: into the (?P<mixed>muck|burns|muck and the burns))?)"
        r"|(?P<notice>the error is noticed)"
    )
)
def when_late_events(
    refdealer_hand: HandDriver,
    request: pytest.FixtureRequest,
    stop: str | None,
    mixed: str | None,
    notice: str | None,
) -> None:
    """``end_deal``, ``stub_dropped`` (into the muck and/or the burns) and ``notice``."""
    event: JSONObject
    if notice is not None:
        event = {"type": "notice"}
    elif stop is not None:
        event = {"type": "end_deal"}
    else:
        event = {"type": "stub_dropped"}
        if mixed is not None:
            event["mixed"] = mixed.split(" and the ")
    refdealer_hand.apply([event], may_reject_last=_may_reject_last(request))


# -- Then -----------------------------------------------------------------------------------


@then("the legal actions are:")
def then_legal(refdealer_hand: HandDriver, datatable: list[list[str]] | None = None) -> None:
    """The seat to act and its legal actions (one row; only the columns given are checked)."""
    rows = data_rows(datatable, LEGAL_FIELDS, "the legal actions")
    if len(rows) != 1:
        file_problem("the legal actions are one row of values under the header")
    snapshot = refdealer_hand.snapshot()
    legal = snapshot.get("legal")
    differences: list[tuple[str, Any, Any]] = []
    for name, text in rows[0].items():
        expected = parse_value(text)
        if name == "to_act":
            actual = snapshot.get("to_act", MISSING)
        else:
            actual = legal.get(name, MISSING) if isinstance(legal, dict) else MISSING
            name = f"legal.{name}"
        if not same(expected, actual):
            differences.append((name, expected, actual))
    if differences:
        note = "" if isinstance(legal, dict) else " (legal is null: no betting decision is due)"
        fail_differences(f"the legal actions differ{note}:", differences)


@then("the snapshot shows:")
def then_snapshot(refdealer_hand: HandDriver, datatable: list[list[str]] | None = None) -> None:
    """Snapshot fields by dotted path (``stacks.1``, ``pots.0.amount``).

    Compared as scenario checkpoints are: an object checks only the keys it names, lists and
    values must be equal (so ``bets | {"2": 100}`` says nothing about the other seats).
    """
    snapshot = refdealer_hand.snapshot()
    differences: list[tuple[str, Any, Any]] = []
    for row in data_rows(datatable, ("field", "value"), "the snapshot"):
        expected, actual = parse_value(row["value"]), lookup(snapshot, row["field"])
        if actual is MISSING:
            differences.append((row["field"], expected, actual))
            continue
        differences.extend(
            (d.field, d.expected, d.actual) for d in compare(expected, actual, row["field"])
        )
    if differences:
        fail_differences("the snapshot differs:", differences)


@then(parsers.re(r"the rulings include (?P<codes>[A-Z_]+(?:(?:, | and )[A-Z_]+)*)"))
def then_rulings(refdealer_hand: HandDriver, request: pytest.FixtureRequest, codes: str) -> None:
    """Ruling codes issued so far in the hand (``SPLIT_POT and ODD_CHIP``); in a session,
    and in the answers since its last ``next_hand``.

    An engine without floor-rulings is not judged on them: the step is noted, not checked.
    """
    wanted = re.split(r", | and ", codes)
    unknown = [code for code in wanted if code not in RULING_CODES]
    if unknown:
        fail(f"unknown ruling code(s) {', '.join(unknown)}; known: {', '.join(RULING_CODES)}")
    if FLOOR_RULINGS not in refdealer_hand.session.capabilities():
        refdealer_hand.ensure_started()
        note_not_judged(request.node, f"line {_line_of(request)}: the rulings include {codes}")
        return
    issued = refdealer_hand.rulings_issued()
    missing = [code for code in wanted if code not in issued]
    if missing:
        fail(f"missing ruling(s) {', '.join(missing)}; the hand's rulings are {issued}")


@then(parsers.re(REJECTED.pattern))
def then_rejected(refdealer_hand: HandDriver, reason: str) -> None:
    """The last event of the previous step was rejected with ``reason``, the table unchanged."""
    if reason not in REJECTION_REASONS:
        fail(f"unknown rejection reason {reason}; known: {', '.join(REJECTION_REASONS)}")
    refdealer_hand.check_rejected(reason)


# The session steps (refdealer.suite.bdd_session_steps) are part of the vocabulary.
from refdealer.suite.bdd_session_steps import *  # noqa: E402, F403

#: What ``from refdealer.suite.bdd_steps import *`` brings into a test module: the step definitions
#: (pytest-bdd registers each as a fixture in its module), the session steps', and the
#: ``refdealer_hand`` fixture.
__all__ = ["refdealer_hand", *(name for name in dir() if name.startswith("pytestbdd_"))]
