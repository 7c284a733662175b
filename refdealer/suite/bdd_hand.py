"""One hand driven through the protocol for the feature steps (``refdealer.suite.bdd_steps``).

The ``Given`` steps describe the table; the hand is started on the engine the first time
something happens or is checked. Every call goes through the protocol's dicts, and an engine
failure fails the step with a message marked ENGINE ERROR (never a rejection): an
:class:`EngineStepError`, which ``refdealer certify`` counts as an *error*, not a failure.
Every snapshot is checked for what any engine must keep (chips conserved, cards unique): a
breach fails the step marked BROKEN INVARIANT, whatever the step checks. A value of the
feature file itself that a step cannot read (an amount, a card) is marked SUITE FILE PROBLEM:
the file is at fault, not the engine.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

import pytest

from refdealer.errors import CardError
from refdealer.limits import MAX_NUMBER_DIGITS, short_repr
from refdealer.protocol.engine import SESSION_METHOD, Engine, EngineFailure, JSONObject
from refdealer.protocol.invariants import HandInvariants, SessionInvariants
from refdealer.rejections import reason_accepted
from refdealer.scenarios.requirements import setup_needs
from refdealer.scenarios.runner import BROKEN_INVARIANT, MISSING, SUITE_FILE_PROBLEM
from refdealer.suite.pytest_engine import (
    EngineSession,
    EngineUnavailable,
    FieldsDiffer,
    MarkedStepFailure,
    engine_error,
)
from refdealer.table.cards import parse_card
from refdealer.table.deckbuilder import stack_deck


def fail(message: str) -> NoReturn:
    """Fail the step with ``message`` alone (no traceback into the step code)."""
    pytest.fail(message, pytrace=False)


def file_problem(message: str) -> NoReturn:
    """Fail the step because the feature file says something it cannot mean (a malformed
    amount or card, a table described twice): SUITE FILE PROBLEM, never the engine's fault."""
    raise MarkedStepFailure(SUITE_FILE_PROBLEM, message)


def data_rows(
    datatable: list[list[str]] | None, columns: tuple[str, ...], what: str
) -> list[dict[str, str]]:
    """A step's data table as dicts, its header checked against the known ``columns``."""
    if not datatable or len(datatable) < 2:
        file_problem(f"{what} needs a data table with a header row and at least one row")
    header = [cell.strip() for cell in datatable[0]]
    unknown = [name for name in header if name not in columns]
    if unknown:
        known = ", ".join(columns)
        file_problem(f"{what}: unknown column(s) {', '.join(unknown)}; known: {known}")
    return [dict(zip(header, (cell.strip() for cell in row), strict=True)) for row in datatable[1:]]


def step_card(text: str, what: str) -> str:
    """A step's card as written, or a problem of the feature file naming ``what``."""
    try:
        parse_card(text)
    except CardError as error:
        file_problem(f"{what}: {error}")
    return text


def whole_number(text: str, what: str) -> int:
    """A step's number, or a problem of the feature file naming ``what``."""
    if not (text.isascii() and text.isdigit()) or len(text) > MAX_NUMBER_DIGITS:
        file_problem(f"{what}: expected a whole number, got {short_repr(text)}")
    return int(text)


def show(value: Any) -> str:
    """A value as the feature files write it (JSON)."""
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):  # a missing field, as any comparison marks it
        return "(missing)"


def parse_value(text: str) -> Any:
    """A table cell: JSON when it parses (``200``, ``null``, ``["As", "Kd"]``), else the text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def same(expected: Any, actual: Any) -> bool:
    """Exact equality, where ``true`` is not ``1`` and ``1`` is not ``1.0``."""
    if expected is MISSING or actual is MISSING:
        return expected is actual
    return json.dumps(expected, sort_keys=True) == json.dumps(actual, sort_keys=True)


def lookup(snapshot: Mapping[str, Any], path: str) -> Any:
    """``stacks.1``, ``legal.call``, ``pots.0.amount``: a field of the snapshot, or MISSING."""
    value: Any = snapshot
    for part in path.split("."):
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return MISSING
    return value


def differences_message(title: str, rows: Sequence[tuple[str, Any, Any]]) -> str:
    """``title`` and an aligned ``field | expected | actual`` table."""
    table = [("field", "expected", "actual")]
    table.extend((name, show(expected), show(actual)) for name, expected, actual in rows)
    widths = [max(len(row[i]) for row in table) for i in range(2)]
    lines = [f"  {a:<{widths[0]}}  {b:<{widths[1]}}  {c}".rstrip() for a, b, c in table]
    return "\n".join([title, *lines])


def fail_differences(title: str, rows: Sequence[tuple[str, Any, Any]]) -> NoReturn:
    """Fail the step with ``title`` and its table of differences, the rows kept as data."""
    raise FieldsDiffer(differences_message(title, rows), rows)


@dataclass(slots=True)
class TableSpec:
    """The table a scenario's ``Given`` steps describe, before the hand starts."""

    game: str
    blinds: tuple[int, int]
    button: int
    stacks: dict[int, int]
    hole: dict[int, str]
    ante: int = 0
    #: ``each`` seat antes, or the ``big_blind`` for the table (BBA).
    ante_mode: str = "each"
    bets: tuple[int, int] | None = None
    board: str = ""
    burns: str = ""
    house: dict[str, Any] = field(default_factory=dict)

    def requires(self) -> list[str]:
        """The capabilities a hand at this table needs."""
        needs = [self.game]
        if len(self.stacks) == 2:
            needs.append("heads-up")
        if self.ante:
            needs.append("big-blind-ante" if self.ante_mode == "big_blind" else "antes")
        return needs

    def setup(self, profile: str) -> JSONObject:
        """The protocol's setup dict, with the deck stacked for the named cards."""
        try:
            deck = stack_deck(sorted(self.stacks), self.button, self.hole, self.board, self.burns)
        except CardError as error:
            file_problem(f"cannot stack the deck: {error}")
        setup: JSONObject = {
            "game": self.game,
            "blinds": list(self.blinds),
            "ante": self.ante,
            "seats": {str(seat): stack for seat, stack in self.stacks.items()},
            "button": self.button,
            "profile": profile,
            "house": dict(self.house),
            "deck": [str(card) for card in deck],
        }
        if self.ante_mode != "each":
            setup["ante_mode"] = self.ante_mode
        if self.bets is not None:
            setup["limits"] = {"small_bet": self.bets[0], "big_bet": self.bets[1]}
        return setup


@dataclass(slots=True)
class SessionSpec:
    """The table across hands a scenario's ``Given`` steps describe, before it opens."""

    game: str
    #: The blind schedule: (small blind, big blind, ante) per level, the first in play.
    levels: list[tuple[int, int, int]]
    button: int
    stacks: dict[int, int]
    players: dict[int, str]
    ante_mode: str = "each"
    bets: tuple[int, int] | None = None
    house: dict[str, Any] = field(default_factory=dict)
    table_size: int | None = None
    denominations: list[int] | None = None
    minutes: int | None = None
    """Every level's length, for the level clock (``None``: no clock)."""
    new_game: bool = False

    def setup(self, profile: str) -> JSONObject:
        """The protocol's session object."""
        levels: list[JSONObject] = [
            {"blinds": [small, big], "ante": ante} for small, big, ante in self.levels
        ]
        if self.minutes is not None:
            levels = [{**level, "minutes": self.minutes} for level in levels]
        setup: JSONObject = {
            "game": self.game,
            "seats": {str(seat): stack for seat, stack in self.stacks.items()},
            "button": self.button,
            "levels": levels,
            "profile": profile,
            "house": dict(self.house),
        }
        if self.players:
            setup["players"] = {str(seat): name for seat, name in self.players.items()}
        if self.ante_mode != "each":
            setup["ante_mode"] = self.ante_mode
        if self.bets is not None:
            setup["limits"] = {"small_bet": self.bets[0], "big_bet": self.bets[1]}
        if self.table_size is not None:
            setup["table_size"] = self.table_size
        if self.denominations is not None:
            setup["denominations"] = list(self.denominations)
        if self.new_game:
            setup["new_game"] = True
        return setup

    def requires(self) -> list[str]:
        """The capabilities the session needs before any hand (its game, antes, floor)."""
        return sorted(setup_needs(self.setup("rrop-cash"), session=True))


@dataclass(slots=True)
class NextHand:
    """The cards the next hand of a session is stacked for: the seats it deals in and the
    button (as the feature says they are), the hole cards named, the board and burns."""

    seats: list[int] = field(default_factory=list)
    button: int = 0
    hole: dict[int, str] = field(default_factory=dict)
    board: str = ""
    burns: str = ""

    def deck(self) -> list[str]:
        """52 cards, top first: the named cards where the procedure deals them, or, with
        none named, the fixed filler order (the seats and the button do not matter then)."""
        try:
            if not self.seats:
                if self.hole or self.board or self.burns:
                    file_problem(
                        "cards for the next hand need its seats and button: 'the next hand is"
                        " dealt to seats 1, 2 and 3 with the button on seat 1:'"
                    )
                return [str(card) for card in stack_deck([1, 2], 1, {})]
            deck = stack_deck(self.seats, self.button, self.hole, self.board, self.burns)
        except CardError as error:
            file_problem(f"cannot stack the next hand's deck: {error}")
        return [str(card) for card in deck]


@dataclass(slots=True)
class Rejection:
    """The answer to the last event of a step, kept for the ``Then ... rejected`` check."""

    event: JSONObject
    answer: JSONObject
    changed: list[tuple[str, Any, Any]]
    before: JSONObject


class HandDriver:
    """A hand on the engine under test, started lazily from the ``Given`` steps."""

    def __init__(
        self,
        engine: Engine,
        session: EngineSession,
        profile: Callable[[], str] | None = None,
    ) -> None:
        self.engine = engine
        self.session = session
        self._profile = profile
        self.table: TableSpec | None = None
        self.session_spec: SessionSpec | None = None
        """The table across hands, when the scenario opens a session instead of one hand."""
        self.next_hand = NextHand()
        """The cards the session's next hand is stacked for (reset as it is dealt)."""
        self.dealt_in = 0
        """How many players the session's hand under way was dealt to, when the feature said."""
        self.answer_rulings: list[str] = []
        """The ruling codes of the session's answers since its last ``next_hand`` (between
        hands the table's rulings are in the answers, not in the hand's snapshot)."""
        self.started = False
        self.rejection: Rejection | None = None
        self.last_event: JSONObject | None = None
        self.sent_setup: JSONObject | None = None  # what reached the engine, for reports
        self.sent_events: list[JSONObject] = []
        self.keep: HandInvariants | SessionInvariants | None = None
        self.checked = True
        """Whether the last snapshot was taken after the last event (and so was checked)."""
        self.engine_failed = False

    # -- the table -------------------------------------------------------------------------

    def describe(self, table: TableSpec | SessionSpec) -> None:
        if self.table is not None or self.session_spec is not None:
            file_problem("the table is described twice in this scenario")
        if isinstance(table, SessionSpec):
            self.session_spec = table  # its needs are known once its Given steps are done
            return
        reason = self.session.not_applicable(table.requires(), profile=self.profile)
        if reason is not None:
            pytest.skip(f"not applicable: {reason}")
        self.table = table

    def spec(self) -> TableSpec | SessionSpec:
        """The table (or session), while it may still be changed (before it opens)."""
        found = self.table or self.session_spec
        if found is None:
            file_problem("no table yet: begin with 'Given a no-limit table with blinds ...:'")
        if self.started:
            file_problem("the hand has already started: describe the table before anything happens")
        return found

    @property
    def profile(self) -> str:
        """The profile the scenario is played under (the session's unless it holds for
        another only)."""
        return self._profile() if self._profile is not None else self.session.profile

    def in_session(self) -> bool:
        return self.session_spec is not None

    def ensure_started(self) -> None:
        if self.started:
            return
        spec = self.table or self.session_spec
        if spec is None:
            file_problem("no table yet: begin with 'Given a no-limit table with blinds ...:'")
        try:
            reason = self.session.option_reason(spec.house, self.profile)
            if reason is None and isinstance(spec, SessionSpec):
                reason = self.session.not_applicable(spec.requires(), profile=self.profile)
        except EngineUnavailable as problem:
            engine_error(str(problem))
        if reason is not None:
            pytest.skip(f"not applicable: {reason}")
        setup = spec.setup(self.profile)
        self.started = True
        self.sent_setup = setup
        if isinstance(spec, SessionSpec):
            self.keep = SessionInvariants(setup)
            self._call(SESSION_METHOD, setup)
        else:
            self.keep = HandInvariants.of_setup(setup)
            self._call("start", setup)

    # -- the protocol ------------------------------------------------------------------------

    def _call(self, method: str, argument: JSONObject | None = None) -> JSONObject:
        bound = getattr(self.engine, method, None)
        if bound is None:  # a session on an engine without the method (it declares sessions)
            self.engine_failed = True
            engine_error(f"the engine has no {method} method (this is not a rejection)")
        try:
            result: JSONObject = bound() if argument is None else bound(argument)
        except EngineFailure as failure:
            self.engine_failed = True
            engine_error(
                "the engine crashed, hung or answered outside the protocol"
                f" (this is not a rejection)\n  {failure}",
                str(failure),
            )
        return result

    def snapshot(self) -> JSONObject:
        """The engine's snapshot, once it is checked for what every engine must keep."""
        self.ensure_started()
        snapshot = self._call("snapshot")
        self.checked = True
        breaches = self.keep.breaches(snapshot) if self.keep is not None else []
        if breaches:
            raise MarkedStepFailure(BROKEN_INVARIANT, "; ".join(breaches))
        return snapshot

    def check_end(self) -> None:
        """After the scenario: the hand's last state is checked too, if no step looked."""
        if self.started and not self.checked and not self.engine_failed:
            self.snapshot()

    def apply(self, events: Sequence[JSONObject], *, may_reject_last: bool) -> None:
        """Apply ``events``; each must be accepted, except that the last may be rejected when
        the next step checks the rejection (``may_reject_last``)."""
        self.ensure_started()
        self.rejection = None
        for index, event in enumerate(events):
            last = index == len(events) - 1
            before = self.snapshot() if last and may_reject_last else None
            self.last_event = event
            self.sent_events.append(dict(event))
            self.checked = False
            answer = self._call("apply", dict(event))
            if answer.get("accepted"):
                self._accepted(event, answer)
                continue
            if before is not None:
                after = self.snapshot()
                changed = [
                    (key, before.get(key, MISSING), after.get(key, MISSING))
                    for key in sorted(set(before) | set(after))
                    if not same(before.get(key, MISSING), after.get(key, MISSING))
                ]
                self.rejection = Rejection(dict(event), answer, changed, before)
                return
            fail(
                f"the engine rejected {show(event)} with {answer.get('reason')}:"
                f" {answer.get('message')}"
            )

    def _accepted(self, event: JSONObject, answer: JSONObject) -> None:
        """Keep the count of a session's chips and the rulings of its answers."""
        if isinstance(self.keep, SessionInvariants):
            self.keep.accepted(event)
        if not self.in_session():
            return
        if event.get("type") == "next_hand":
            self.answer_rulings = []
        rulings = answer.get("rulings")
        if isinstance(rulings, list):
            self.answer_rulings.extend(
                str(ruling.get("code")) for ruling in rulings if isinstance(ruling, dict)
            )

    def deal_next_hand(self, *, may_reject: bool) -> None:
        """The session's ``next_hand``, its deck stacked as the feature said."""
        coming, self.next_hand = self.next_hand, NextHand()
        self.dealt_in = len(coming.seats)
        self.apply([{"type": "next_hand", "deck": coming.deck()}], may_reject_last=may_reject)

    def players_dealt_in(self) -> int:
        """How many players the hand under way deals to: as the feature named them for a
        session's hand, else the table's seats (a session's hand: its hole cards' seats)."""
        if self.in_session():
            if self.dealt_in:
                return self.dealt_in
            hole = self.snapshot().get("hole")
            return len(hole) if isinstance(hole, dict) else 0
        return len(self.table.stacks) if self.table is not None else 0

    def rulings_issued(self) -> list[str]:
        """The ruling codes of the hand so far, and in a session those of the answers since
        its last ``next_hand`` (the blinds' rulings, and the table's between hands)."""
        rulings = self.snapshot().get("rulings")
        issued = (
            [str(r.get("code")) for r in rulings if isinstance(r, dict)]
            if isinstance(rulings, list)
            else []
        )
        return [*self.answer_rulings, *(code for code in issued if code not in self.answer_rulings)]

    def check_rejected(self, reason: str) -> None:
        rejection, self.rejection = self.rejection, None
        if rejection is None:
            fail(
                f"expected the rejection {reason}, but the engine accepted {show(self.last_event)}"
            )
        got = rejection.answer.get("reason")
        if not reason_accepted(reason, got, rejection.event, rejection.before):
            fail(
                f"the engine rejected {show(rejection.event)} with {got}"
                f" ({rejection.answer.get('message')}), expected {reason}"
            )
        if rejection.changed:
            fail(
                differences_message(
                    f"the engine rejected {show(rejection.event)} but changed the table:",
                    rejection.changed,
                )
            )
