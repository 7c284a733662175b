"""Shape checks of engine results: PROTOCOL.md's examples pass, every wrong field is named."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from refdealer.protocol import EngineMalformed, check_result
from refdealer.protocol.shapes import (
    PHASES,
    RESULT_CHECKS,
    apply_problems,
    describe,
    hello_problems,
    result_problems,
    snapshot_problems,
    start_problems,
)

HELLO: dict[str, Any] = {
    "protocol": 1,
    "engine": "name",
    "version": "x.y",
    "capabilities": ["no-limit", "side-pots"],
}
RULING: dict[str, Any] = {
    "code": "FLOP_PREMATURE",
    "rule": "FLOP-PREMATURE",
    "message": "the flop was turned before the betting ended",
}
SNAPSHOT: dict[str, Any] = {
    "phase": "preflop",
    "button": 1,
    "to_act": 4,
    "stub": ["2c", "3c"],
    "burns": [],
    "board": [],
    "out_of_play": [],
    "void": [],
    "muck": [],
    "hole": {"1": ["As", "Kd"]},
    "exposed": ["Kd"],
    "stacks": {"1": 199},
    "bets": {"1": 1},
    "pots": [{"amount": 3, "eligible": [1, 2]}],
    "legal": {"fold": True, "check": False, "call": 2, "min_raise_to": 4, "max_raise_to": 200},
    "rulings": [RULING],
    "payouts": {"3": 46},
}


def test_the_protocol_examples_have_no_problems() -> None:
    assert hello_problems(HELLO) == []
    assert start_problems({"rulings": []}) == []
    assert start_problems({"rulings": [RULING]}) == []
    assert apply_problems({"accepted": True, "rulings": [RULING]}) == []
    assert apply_problems({"accepted": False, "reason": "NOT_YOUR_TURN", "message": "..."}) == []
    chips = {"accepted": True, "rulings": [], "action": {"type": "call", "seat": 4}}
    assert apply_problems(chips) == []
    assert snapshot_problems(SNAPSHOT) == []


def test_nulls_where_the_protocol_allows_them() -> None:
    capped = {**SNAPSHOT["legal"], "min_raise_to": None, "max_raise_to": None}
    assert snapshot_problems({**SNAPSHOT, "to_act": None, "legal": None}) == []
    assert snapshot_problems({**SNAPSHOT, "legal": capped}) == []


def test_extra_members_are_allowed() -> None:
    assert hello_problems({**HELLO, "homepage": "https://example.org"}) == []
    assert snapshot_problems({**SNAPSHOT, "clock": 12.5}) == []
    assert apply_problems({"accepted": True, "rulings": [{**RULING, "seat": 4}]}) == []


@pytest.mark.parametrize(
    ("result", "problems"),
    [
        (None, ["hello is null, expected an object"]),
        ([], ["hello is an array of 0 items, expected an object"]),
        (
            {**HELLO, "protocol": "1", "capabilities": ["x", 2]},
            [
                "hello.protocol is '1', expected an integer",
                "hello.capabilities[1] is 2, expected a string",
            ],
        ),
        ({**HELLO, "protocol": True}, ["hello.protocol is true, expected an integer"]),
        ({**HELLO, "protocol": 1.0}, ["hello.protocol is 1.0, expected an integer"]),
        (
            {"protocol": 1},
            [
                "hello.engine is missing",
                "hello.version is missing",
                "hello.capabilities is missing",
            ],
        ),
    ],
)
def test_hello_problems(result: Any, problems: list[str]) -> None:
    assert hello_problems(result) == problems


@pytest.mark.parametrize(
    ("result", "problems"),
    [
        ({}, ["start.rulings is missing"]),
        ({"rulings": {}}, ["start.rulings is an object with 0 members, expected an array"]),
        (
            {"rulings": ["BLINDS_POSTED"]},
            ["start.rulings[0] is 'BLINDS_POSTED', expected an object"],
        ),
        (
            {"rulings": [{"code": "X", "rule": None}]},
            [
                "start.rulings[0].rule is null, expected a string",
                "start.rulings[0].message is missing",
            ],
        ),
    ],
)
def test_start_problems(result: Any, problems: list[str]) -> None:
    assert start_problems(result) == problems


@pytest.mark.parametrize(
    ("result", "problems"),
    [
        ("ok", ["apply is 'ok', expected an object"]),
        ({"rulings": []}, ["apply.accepted is missing"]),
        ({"accepted": "yes", "rulings": []}, ["apply.accepted is 'yes', expected a boolean"]),
        ({"accepted": 1, "rulings": []}, ["apply.accepted is 1, expected a boolean"]),
        ({"accepted": True}, ["apply.rulings is missing"]),
        (
            {"accepted": True, "rulings": [], "action": "raise"},
            ["apply.action is 'raise', expected an object"],
        ),
        ({"accepted": False}, ["apply.reason is missing", "apply.message is missing"]),
        (
            {"accepted": False, "reason": 3, "message": None},
            ["apply.reason is 3, expected a string", "apply.message is null, expected a string"],
        ),
    ],
)
def test_apply_problems(result: Any, problems: list[str]) -> None:
    assert apply_problems(result) == problems


def with_member(path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    """SNAPSHOT with the member at ``path`` replaced by ``value``."""
    snapshot = copy.deepcopy(SNAPSHOT)
    target: Any = snapshot
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return snapshot


CARD = "expected a card like 'As' (rank 23456789TJQKA, suit cdhs)"
SEAT_KEY = "expected a seat number written as a string like '3'"
SEAT_MAP = "expected an object keyed by seat"


@pytest.mark.parametrize(
    ("path", "value", "problem"),
    [
        (
            ("phase",),
            "waiting",
            "snapshot.phase is 'waiting', expected one of " + ", ".join(PHASES),
        ),
        (("phase",), 2, "snapshot.phase is 2, expected a string"),
        (("button",), None, "snapshot.button is null, expected an integer"),
        (("to_act",), "4", "snapshot.to_act is '4', expected an integer or null"),
        (("stub",), "2c3c", "snapshot.stub is '2c3c', expected an array"),
        (("stub", 1), "3C", f"snapshot.stub[1] is '3C', {CARD}"),
        (("burns",), None, "snapshot.burns is null, expected an array"),
        (("board",), [10], f"snapshot.board[0] is 10, {CARD}"),
        (("exposed",), ["10d"], f"snapshot.exposed[0] is '10d', {CARD}"),
        (("hole",), [["As", "Kd"]], f"snapshot.hole is an array of 1 item, {SEAT_MAP}"),
        (("hole", "1"), "AsKd", "snapshot.hole['1'] is 'AsKd', expected an array"),
        (("stacks", "1"), "x", "snapshot.stacks['1'] is 'x', expected an integer"),
        (("stacks", "1"), 199.5, "snapshot.stacks['1'] is 199.5, expected an integer"),
        (("stacks", "seat1"), 5, f"snapshot.stacks has key 'seat1', {SEAT_KEY}"),
        (("stacks", "0"), 5, f"snapshot.stacks has key '0', {SEAT_KEY}"),
        (("bets", "1"), None, "snapshot.bets['1'] is null, expected an integer"),
        (("pots", 0, "amount"), "3", "snapshot.pots[0].amount is '3', expected an integer"),
        (
            ("pots", 0, "eligible"),
            [1, "2"],
            "snapshot.pots[0].eligible[1] is '2', expected an integer",
        ),
        (("pots", 0), 3, "snapshot.pots[0] is 3, expected an object"),
        (("legal",), True, "snapshot.legal is true, expected an object"),
        (("legal", "call"), None, "snapshot.legal.call is null, expected an integer"),
        (("legal", "fold"), "yes", "snapshot.legal.fold is 'yes', expected a boolean"),
        (
            ("legal", "max_raise_to"),
            "4",
            "snapshot.legal.max_raise_to is '4', expected an integer or null",
        ),
        (("rulings", 0), "X", "snapshot.rulings[0] is 'X', expected an object"),
        (("payouts",), [], f"snapshot.payouts is an array of 0 items, {SEAT_MAP}"),
        (("payouts", "3"), "46", "snapshot.payouts['3'] is '46', expected an integer"),
    ],
)
def test_each_wrong_snapshot_member_is_named(
    path: tuple[str | int, ...], value: Any, problem: str
) -> None:
    assert snapshot_problems(with_member(path, value)) == [problem]


@pytest.mark.parametrize("member", list(SNAPSHOT))
def test_each_missing_snapshot_member_is_named(member: str) -> None:
    snapshot = {name: value for name, value in SNAPSHOT.items() if name != member}
    assert snapshot_problems(snapshot) == [f"snapshot.{member} is missing"]


def test_python_only_values_are_named() -> None:
    assert snapshot_problems({**SNAPSHOT, "stub": ("2c", "3c")}) == [
        "snapshot.stub is a Python tuple (not a JSON value), expected an array"
    ]
    assert snapshot_problems({**SNAPSHOT, "stacks": {1: 199}}) == [
        "snapshot.stacks has key 1, expected a seat number written as a string like '3'"
    ]


def test_describe_keeps_long_strings_short() -> None:
    assert describe("x" * 100) == "'" + "x" * 35 + "...'"
    assert describe(False) == "false"
    assert describe({"a": 1}) == "an object with 1 member"


def test_check_result_raises_malformed_with_every_problem() -> None:
    assert check_result("snapshot", SNAPSHOT) is SNAPSHOT
    bad = {**SNAPSHOT, "phase": None, "stacks": {"1": "x"}}
    with pytest.raises(EngineMalformed) as caught:
        check_result("snapshot", bad, request_id=12)
    assert caught.value.problems == (
        "snapshot.phase is null, expected a string",
        "snapshot.stacks['1'] is 'x', expected an integer",
    )
    assert str(caught.value) == (
        "engine answered snapshot (id 12) with a result of the wrong shape (2 problems):\n"
        "  snapshot.phase is null, expected a string\n"
        "  snapshot.stacks['1'] is 'x', expected an integer"
    )


def test_check_result_lists_at_most_ten_problems_in_its_message() -> None:
    bad = {**SNAPSHOT, "stub": [str(number) for number in range(15)]}
    with pytest.raises(EngineMalformed) as caught:
        check_result("snapshot", bad)
    assert len(caught.value.problems) == 15
    assert str(caught.value).endswith(f"snapshot.stub[9] is '9', {CARD}\n  ... and 5 more")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=4), children, max_size=4)
    ),
    max_leaves=20,
)


@given(method=st.sampled_from(sorted(RESULT_CHECKS)), value=JSON)
def test_any_json_value_gets_a_list_of_problems_never_an_exception(method: str, value: Any) -> None:
    problems = result_problems(method, value)
    assert all(isinstance(problem, str) and problem.startswith(method) for problem in problems)


@given(member=st.sampled_from(sorted(SNAPSHOT)), value=JSON)
def test_a_replaced_member_is_either_valid_or_named(member: str, value: Any) -> None:
    problems = snapshot_problems({**SNAPSHOT, member: value})
    assert all(problem.startswith(f"snapshot.{member}") for problem in problems)
    # what the checks accept survives JSON unchanged: the two bindings carry the same data
    if not problems:
        assert json.loads(json.dumps(value)) == value
