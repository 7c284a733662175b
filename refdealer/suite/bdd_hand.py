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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

import pytest

from refdealer.errors import CardError
from refdealer.protocol.engine import Engine, EngineFailure, JSONObject
from refdealer.protocol.invariants import HandInvariants
from refdealer.rejections import reason_accepted
from refdealer.scenarios.runner import BROKEN_INVARIANT, MISSING, SUITE_FILE_PROBLEM
from refdealer.suite.pytest_engine import (
    EngineSession,
    EngineUnavailable,
    FieldsDiffer,
    MarkedStepFailure,
    engine_error,
)
from refdealer.table.deckbuilder import stack_deck


def fail(message: str) -> NoReturn:
    """Fail the step with ``message`` alone (no traceback into the step code)."""
    pytest.fail(message, pytrace=False)


def file_problem(message: str) -> NoReturn:
    """Fail the step because the feature file says something it cannot mean (a malformed
    amount or card, a table described twice): SUITE FILE PROBLEM, never the engine's fault."""
    raise MarkedStepFailure(SUITE_FILE_PROBLEM, message)


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
class Rejection:
    """The answer to the last event of a step, kept for the ``Then ... rejected`` check."""

    event: JSONObject
    answer: JSONObject
    changed: list[tuple[str, Any, Any]]
    before: JSONObject


class HandDriver:
    """A hand on the engine under test, started lazily from the ``Given`` steps."""

    def __init__(self, engine: Engine, session: EngineSession) -> None:
        self.engine = engine
        self.session = session
        self.table: TableSpec | None = None
        self.started = False
        self.rejection: Rejection | None = None
        self.last_event: JSONObject | None = None
        self.sent_setup: JSONObject | None = None  # what reached the engine, for reports
        self.sent_events: list[JSONObject] = []
        self.keep: HandInvariants | None = None
        self.checked = True
        """Whether the last snapshot was taken after the last event (and so was checked)."""
        self.engine_failed = False

    # -- the table -------------------------------------------------------------------------

    def describe(self, table: TableSpec) -> None:
        if self.table is not None:
            file_problem("the table is described twice in this scenario")
        reason = self.session.not_applicable(table.requires())
        if reason is not None:
            pytest.skip(f"not applicable: {reason}")
        self.table = table

    def spec(self) -> TableSpec:
        """The table, while it may still be changed (before the hand starts)."""
        if self.table is None:
            file_problem("no table yet: begin with 'Given a no-limit table with blinds ...:'")
        if self.started:
            file_problem("the hand has already started: describe the table before anything happens")
        return self.table

    def ensure_started(self) -> None:
        if self.started:
            return
        if self.table is None:
            file_problem("no table yet: begin with 'Given a no-limit table with blinds ...:'")
        try:
            reason = self.session.option_reason(self.table.house)
        except EngineUnavailable as problem:
            engine_error(str(problem))
        if reason is not None:
            pytest.skip(f"not applicable: {reason}")
        setup = self.table.setup(self.session.profile)
        self.started = True
        self.sent_setup = setup
        self.keep = HandInvariants.of_setup(setup)
        self._call("start", setup)

    # -- the protocol ------------------------------------------------------------------------

    def _call(self, method: str, argument: JSONObject | None = None) -> JSONObject:
        bound = getattr(self.engine, method)
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
