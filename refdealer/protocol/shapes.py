"""Shape checks of what an engine answers: the JSON types PROTOCOL.md promises, nothing more.

Each ``*_problems`` function takes one decoded result and returns a list of precise problems,
empty when the shape is right, e.g. ``"snapshot.stacks['3'] is 'x', expected an integer"``.
Paths start with the method name; object members read ``.name``, seat keys ``['3']`` and
array items ``[0]``. Extra members are allowed everywhere (engines may say more than asked).

These are checks of form, not of poker: whether the stub, the stacks or the rulings are *right*
is the harness's business, comparing against the reference dealer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Final

from refdealer.table.cards import RANKS, SUITS

PHASES: Final = ("dealing", "preflop", "flop", "turn", "river", "showdown", "complete")
"""The values of ``snapshot.phase``."""

CARD_ZONES: Final = ("stub", "burns", "board", "out_of_play", "void", "muck", "exposed")
"""The snapshot members that are arrays of cards."""

_CARD = re.compile(f"[{RANKS}][{SUITS}]")
_SEAT_KEY = re.compile("[1-9][0-9]*")

Check = Callable[[str, Any, list[str]], None]
"""A checker: ``check(path, value, problems)`` appends what is wrong with ``value``."""


def describe(value: Any) -> str:
    """A short phrase for a JSON value in a problem: ``'x'``, ``null``, ``an array of 2 items``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        text = repr(value)
        return text if len(text) <= 40 else text[:36] + "...'"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list):
        return f"an array of {len(value)} item{'' if len(value) == 1 else 's'}"
    if isinstance(value, dict):
        return f"an object with {len(value)} member{'' if len(value) == 1 else 's'}"
    return f"a Python {type(value).__name__} (not a JSON value)"


def _key_path(path: str, key: Any) -> str:
    return f"{path}[{key!r}]"


def _wrong(problems: list[str], path: str, value: Any, expected: str) -> None:
    problems.append(f"{path} is {describe(value)}, expected {expected}")


# -- leaf checkers -------------------------------------------------------------------------


def check_int(path: str, value: Any, problems: list[str]) -> None:
    """An integer (not a boolean, not a float such as ``200.0``)."""
    if not isinstance(value, int) or isinstance(value, bool):
        _wrong(problems, path, value, "an integer")


def check_optional_int(path: str, value: Any, problems: list[str]) -> None:
    """An integer or null."""
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        _wrong(problems, path, value, "an integer or null")


def check_str(path: str, value: Any, problems: list[str]) -> None:
    """A string."""
    if not isinstance(value, str):
        _wrong(problems, path, value, "a string")


def check_bool(path: str, value: Any, problems: list[str]) -> None:
    """true or false."""
    if not isinstance(value, bool):
        _wrong(problems, path, value, "a boolean")


def check_card(path: str, value: Any, problems: list[str]) -> None:
    """A card token: a rank from ``23456789TJQKA`` and a suit from ``cdhs``."""
    if not isinstance(value, str) or _CARD.fullmatch(value) is None:
        _wrong(problems, path, value, "a card like 'As' (rank 23456789TJQKA, suit cdhs)")


def check_phase(path: str, value: Any, problems: list[str]) -> None:
    """One of :data:`PHASES`."""
    if not isinstance(value, str):
        _wrong(problems, path, value, "a string")
    elif value not in PHASES:
        _wrong(problems, path, value, "one of " + ", ".join(PHASES))


# -- combinators ---------------------------------------------------------------------------


def array_of(item: Check) -> Check:
    """A checker of an array whose every item passes ``item``."""

    def check(path: str, value: Any, problems: list[str]) -> None:
        if not isinstance(value, list):
            _wrong(problems, path, value, "an array")
            return
        for index, element in enumerate(value):
            item(f"{path}[{index}]", element, problems)

    return check


def seat_map_of(item: Check) -> Check:
    """A checker of an object keyed by seat numbers as strings (``"3"``), each value ``item``."""

    def check(path: str, value: Any, problems: list[str]) -> None:
        if not isinstance(value, dict):
            _wrong(problems, path, value, "an object keyed by seat")
            return
        for key, element in value.items():
            if not isinstance(key, str) or _SEAT_KEY.fullmatch(key) is None:
                problems.append(
                    f"{path} has key {key!r}, expected a seat number written as a string like '3'"
                )
                continue
            item(_key_path(path, key), element, problems)

    return check


def optional(inner: Check) -> Check:
    """A checker that accepts null or what ``inner`` accepts."""

    def check(path: str, value: Any, problems: list[str]) -> None:
        if value is not None:
            inner(path, value, problems)

    return check


def object_with(
    required: Mapping[str, Check], optional_members: Mapping[str, Check] | None = None
) -> Check:
    """A checker of an object with ``required`` members (and ``optional_members`` if present)."""

    def check(path: str, value: Any, problems: list[str]) -> None:
        if not isinstance(value, dict):
            _wrong(problems, path, value, "an object")
            return
        for name, member in required.items():
            if name not in value:
                problems.append(f"{path}.{name} is missing")
            else:
                member(f"{path}.{name}", value[name], problems)
        for name, member in (optional_members or {}).items():
            if name in value:
                member(f"{path}.{name}", value[name], problems)

    return check


# -- the protocol's shapes -----------------------------------------------------------------

check_ruling = object_with({"code": check_str, "rule": check_str, "message": check_str})
"""A ruling: ``{"code": "FLOP_PREMATURE", "rule": "FLOP-PREMATURE", "message": "..."}``."""

check_rulings = array_of(check_ruling)

check_cards = array_of(check_card)

check_pot = object_with({"amount": check_int, "eligible": array_of(check_int)})

check_legal = object_with(
    {
        "fold": check_bool,
        "check": check_bool,
        "call": check_int,
        "min_raise_to": check_optional_int,
        "max_raise_to": check_optional_int,
    }
)

check_hello = object_with(
    {
        "protocol": check_int,
        "engine": check_str,
        "version": check_str,
        "capabilities": array_of(check_str),
    }
)

check_start = object_with({"rulings": check_rulings})

check_action = object_with({"type": check_str})
"""The betting event a ``chips`` event was ruled to be (``apply`` result member ``action``)."""

check_snapshot = object_with(
    {
        "phase": check_phase,
        "button": check_int,
        "to_act": check_optional_int,
        **dict.fromkeys(CARD_ZONES, check_cards),
        "hole": seat_map_of(check_cards),
        "stacks": seat_map_of(check_int),
        "bets": seat_map_of(check_int),
        "pots": array_of(check_pot),
        "legal": optional(check_legal),
        "rulings": check_rulings,
        "payouts": seat_map_of(check_int),
    }
)


check_session_seat = object_with(
    {"player": check_str, "stack": check_int, "state": check_str},
    {"owes": object_with({"live": check_int, "dead": check_int})},
)

check_overblind = object_with({"seat": check_int, "amount": check_int})
"""A straddle or kill the next hand carries: ``{"seat": 5, "amount": 4}``."""

check_next_hand = object_with(
    {"button": check_int, "big_blind": check_int, "dealt_in": array_of(check_int)},
    {
        "small_blind": check_optional_int,
        "dead_button": check_bool,
        "posts": array_of(object_with({"seat": check_int, "live": check_int, "dead": check_int})),
        "straddle": optional(check_overblind),
        "kill": optional(check_overblind),
    },
)
"""The session's ``next``: the next hand as the table stands."""

check_session = object_with(
    {"hands": check_int, "level": check_int, "seats": seat_map_of(check_session_seat)},
    {
        "button": check_optional_int,
        "small_blind": check_optional_int,
        "big_blind": check_optional_int,
        "dead_button": check_bool,
        "in_hand": check_bool,
        "next": optional(check_next_hand),
    },
)
"""A session's part of the snapshot (docs/protocol.md, "Sessions")."""


def hello_problems(result: Any) -> list[str]:
    """What is wrong with a ``hello`` result."""
    problems: list[str] = []
    check_hello("hello", result, problems)
    return problems


def start_problems(result: Any) -> list[str]:
    """What is wrong with a ``start`` result."""
    problems: list[str] = []
    check_start("start", result, problems)
    return problems


def session_problems(result: Any) -> list[str]:
    """What is wrong with a ``session`` result (as a ``start`` result: its rulings)."""
    problems: list[str] = []
    check_start("session", result, problems)
    return problems


def apply_problems(result: Any) -> list[str]:
    """What is wrong with an ``apply`` result: an acceptance with rulings, or a rejection."""
    problems: list[str] = []
    if not isinstance(result, dict):
        _wrong(problems, "apply", result, "an object")
        return problems
    if "accepted" not in result:
        problems.append("apply.accepted is missing")
        return problems
    accepted = result["accepted"]
    if accepted is True:
        object_with({"rulings": check_rulings}, {"action": check_action})("apply", result, problems)
    elif accepted is False:
        object_with({"reason": check_str, "message": check_str})("apply", result, problems)
    else:
        _wrong(problems, "apply.accepted", accepted, "a boolean")
    return problems


def snapshot_problems(result: Any) -> list[str]:
    """What is wrong with a ``snapshot`` result."""
    problems: list[str] = []
    if isinstance(result, dict) and "session" in result:
        check_session("snapshot.session", result["session"], problems)
        if "phase" not in result and len(result) == 1:
            return problems  # a session before its first hand: the session alone
    check_snapshot("snapshot", result, problems)
    return problems


RESULT_CHECKS: Final[Mapping[str, Callable[[Any], list[str]]]] = {
    "hello": hello_problems,
    "start": start_problems,
    "apply": apply_problems,
    "snapshot": snapshot_problems,
    "session": session_problems,
}
"""The shape check of each protocol method's result."""


def result_problems(method: str, result: Any) -> list[str]:
    """What is wrong with the result of ``method`` (a :data:`RESULT_CHECKS` key)."""
    return RESULT_CHECKS[method](result)
