"""The protocol's bindings: JSON-RPC framing, serve(), ProcessEngine and InProcessEngine.

Fake engines live in tests/engines/: toy_engine.py behaves (and can raise on apply),
bad_engine.py misbehaves in the way its MODE argument names. Each failure must give a
specific error and leave the client usable: the next ``start`` works after a restart.
"""

from __future__ import annotations

import gc
import importlib.util
import io
import json
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from refdealer.protocol import (
    EngineCrashed,
    EngineError,
    EngineFailure,
    EngineMalformed,
    EngineTimeout,
    EngineUnresponsive,
    InProcessEngine,
    ProcessEngine,
    jsonrpc,
    serve,
)
from refdealer.table.cards import RANKS, SUITS

ENGINES = Path(__file__).parent / "engines"
ROOT = Path(__file__).parent.parent
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}

DECK = [rank + suit for suit in reversed(SUITS) for rank in reversed(RANKS)]
SETUP: dict[str, Any] = {
    "game": "no-limit",
    "blinds": [1, 2],
    "ante": 0,
    "seats": {"1": 200, "2": 150, "3": 100},
    "button": 1,
    "profile": "rrop-cash",
    "house": {},
    "deck": DECK,
    "reshuffles": [],
}
SCRIPT: list[dict[str, Any]] = [
    *[{"type": "deal_hole"}] * 6,
    {"type": "raise", "seat": 1, "to": 30},
    {"type": "call", "seat": 2},
    {"type": "raise", "seat": 3, "to": 500},  # rejected: not enough chips
    {"type": "fold", "seat": 3},
    {"type": "burn"},
    {"type": "board", "count": 3},
    {"type": "boxed"},
    {"type": "juggle", "seat": 2},  # rejected: unknown
]


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"protocol_test_{name}", ENGINES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


toy = _load("toy_engine")


def toy_argv(*flags: str) -> list[str]:
    return [sys.executable, str(ENGINES / "toy_engine.py"), *flags]


def bad_argv(mode: str) -> list[str]:
    return [sys.executable, str(ENGINES / "bad_engine.py"), mode]


def bindingthreads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name.startswith("refdealer-engine-")]


MakeEngine = Callable[..., ProcessEngine]


@pytest.fixture
def make_engine() -> Iterator[MakeEngine]:
    """ProcessEngines that are closed after the test, which must leave no reader threads."""
    engines: list[ProcessEngine] = []

    def make(argv: list[str], **options: Any) -> ProcessEngine:
        engine = ProcessEngine(argv, env=ENV, **options)
        engines.append(engine)
        return engine

    yield make
    for engine in engines:
        engine.close()
        assert engine.process is None
    assert bindingthreads() == []


def play(engine: Any) -> list[Any]:
    """Everything an engine answers to SETUP and SCRIPT, a snapshot after each event."""
    answers: list[Any] = [engine.hello(), engine.start(SETUP), engine.snapshot()]
    for event in SCRIPT:
        answers += [engine.apply(event), engine.snapshot()]
    return answers


# -- JSON-RPC framing ----------------------------------------------------------------------


def test_encode_is_one_ascii_line() -> None:
    line = jsonrpc.encode(jsonrpc.make_result(7, {"message": "A\u2660 is void"}))
    assert line == '{"jsonrpc":"2.0","id":7,"result":{"message":"A\\u2660 is void"}}\n'
    assert line.isascii()
    assert json.loads(line)["result"]["message"] == "A\u2660 is void"


def test_requests_and_errors_are_built_as_json_rpc_2() -> None:
    assert jsonrpc.make_request(1, "hello") == {"jsonrpc": "2.0", "id": 1, "method": "hello"}
    assert jsonrpc.make_error(None, jsonrpc.PARSE_ERROR, "bad") == {
        "jsonrpc": "2.0",
        "id": None,
        "error": {"code": -32700, "message": "bad"},
    }
    assert [jsonrpc.error_name(code) for code in (-32700, -32600, -32601, -32602, -32603)] == [
        "parse error",
        "invalid request",
        "method not found",
        "invalid params",
        "internal error",
    ]
    assert jsonrpc.error_name(-32000) == "server error"
    assert jsonrpc.error_name(7) == "application error"


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ([], "batch requests are not supported"),
        (3, "a request must be a JSON object"),
        ({"id": 1, "method": "hello"}, '"jsonrpc": "2.0"'),
        ({"jsonrpc": "2.0", "id": 1}, "a string method"),
        ({"jsonrpc": "2.0", "id": True, "method": "hello"}, "a number or a string"),
        ({"jsonrpc": "2.0", "id": 1, "method": "apply", "params": 5}, "an object or an array"),
    ],
)
def test_bad_requests_are_framing_errors(message: Any, problem: str) -> None:
    with pytest.raises(jsonrpc.FramingError, match=problem) as caught:
        jsonrpc.parse_request(message)
    assert caught.value.code == jsonrpc.INVALID_REQUEST


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ("nope", "a response must be a JSON object"),
        ({"id": 1, "result": {}}, '"jsonrpc": "2.0"'),
        ({"jsonrpc": "2.0", "result": {}}, 'an "id" member'),
        ({"jsonrpc": "2.0", "id": 1.5, "result": {}}, "an integer, a string or null"),
        ({"jsonrpc": "2.0", "id": 1}, 'exactly one of "result" and "error"'),
        ({"jsonrpc": "2.0", "id": 1, "result": {}, "error": {}}, "exactly one of"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": "x", "message": ""}}, "integer"),
    ],
)
def test_bad_responses_are_framing_errors(message: Any, problem: str) -> None:
    with pytest.raises(jsonrpc.FramingError, match=problem):
        jsonrpc.parse_response(message)


def test_responses_parse() -> None:
    assert jsonrpc.parse_response({"jsonrpc": "2.0", "id": 3, "result": None}).result is None
    error = jsonrpc.parse_response(
        {"jsonrpc": "2.0", "id": 3, "error": {"code": -32603, "message": "boom"}}
    ).error
    assert error is not None
    assert str(error) == "-32603 internal error: boom"


# -- serve() -------------------------------------------------------------------------------


class ScriptedEngine:
    """A Python engine for the server tests: fixed answers, and a raise on 'explode'."""

    def hello(self) -> dict[str, Any]:
        return {"protocol": 1, "engine": "scripted", "version": "1.0", "capabilities": []}

    def start(self, setup: dict[str, Any]) -> dict[str, Any]:
        return {"rulings": [], "seats": sorted(setup["seats"])}

    def apply(self, event: dict[str, Any]) -> dict[str, Any]:
        if event["type"] == "explode":
            raise RuntimeError("kaboom")
        if event["type"] == "unjsonable":
            return {"accepted": True, "rulings": {1, 2}}
        return {"accepted": False, "reason": "NOT_YOUR_TURN", "message": "seat 4 is not to act"}

    def snapshot(self) -> dict[str, Any]:
        return {"phase": "dealing"}


def run_server(*lines: str) -> tuple[int, list[str]]:
    output = io.StringIO()
    status = serve(ScriptedEngine(), io.StringIO("".join(line + "\n" for line in lines)), output)
    return status, output.getvalue().splitlines()


def test_serve_answers_every_request_on_its_own_line() -> None:
    status, lines = run_server(
        '{"jsonrpc": "2.0", "id": 1, "method": "hello"}',
        '{"jsonrpc": "2.0", "id": 2, "method": "start", "params": {"seats": {"2": 5, "1": 5}}}',
        '{"jsonrpc": "2.0", "id": 3, "method": "apply", "params": {"type": "fold", "seat": 4}}',
        "",
        '{"jsonrpc": "2.0", "id": "s", "method": "snapshot", "params": {}}',
        '{"jsonrpc": "2.0", "id": 4, "method": "snapshot", "params": []}',
    )
    assert status == 0
    assert lines == [
        '{"jsonrpc":"2.0","id":1,"result":{"protocol":1,"engine":"scripted","version":"1.0",'
        '"capabilities":[]}}',
        '{"jsonrpc":"2.0","id":2,"result":{"rulings":[],"seats":["1","2"]}}',
        '{"jsonrpc":"2.0","id":3,"result":{"accepted":false,"reason":"NOT_YOUR_TURN",'
        '"message":"seat 4 is not to act"}}',
        '{"jsonrpc":"2.0","id":"s","result":{"phase":"dealing"}}',
        '{"jsonrpc":"2.0","id":4,"result":{"phase":"dealing"}}',
    ]


def test_serve_answers_bad_lines_with_errors_and_goes_on() -> None:
    status, lines = run_server(
        "not json",
        '{"jsonrpc": "2.0", "id": 1, "method": "fly"}',
        '{"jsonrpc": "2.0", "id": 2, "method": "apply", "params": {"type": "explode"}}',
        '{"jsonrpc": "2.0", "id": 3, "method": "apply"}',
        '{"jsonrpc": "2.0", "id": 4, "method": "hello", "params": {"verbose": true}}',
        "[1, 2]",
        '{"id": 5, "method": "hello"}',
        '{"jsonrpc": "2.0", "id": 6, "method": "apply", "params": {"type": "unjsonable"}}',
        '{"jsonrpc": "2.0", "method": "hello"}',
        '{"jsonrpc": "2.0", "id": 7, "method": "hello"}',
    )
    assert status == 0
    assert lines == [
        '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"line is not JSON: '
        'Expecting value: line 1 column 1 (char 0)"}}',
        '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"method \'fly\' not found; '
        'the methods are hello, start, apply, snapshot, session, shutdown"}}',
        '{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"RuntimeError: kaboom"}}',
        '{"jsonrpc":"2.0","id":3,"error":{"code":-32602,'
        '"message":"apply takes the event object as params"}}',
        '{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"hello takes no params"}}',
        '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,'
        '"message":"batch requests are not supported: send one object"}}',
        '{"jsonrpc":"2.0","id":5,"error":{"code":-32600,'
        '"message":"a request must have \\"jsonrpc\\": \\"2.0\\""}}',
        '{"jsonrpc":"2.0","id":6,"error":{"code":-32603,'
        '"message":"result of apply is not JSON: Object of type set is not JSON serializable"}}',
        # the notification (no id) gets no answer
        '{"jsonrpc":"2.0","id":7,"result":{"protocol":1,"engine":"scripted","version":"1.0",'
        '"capabilities":[]}}',
    ]


def test_serve_stops_at_shutdown() -> None:
    status, lines = run_server(
        '{"jsonrpc": "2.0", "id": 1, "method": "shutdown"}',
        '{"jsonrpc": "2.0", "id": 2, "method": "hello"}',
    )
    assert (status, lines) == (0, ['{"jsonrpc":"2.0","id":1,"result":{}}'])


def test_serve_logs_the_traceback_but_not_to_its_output(caplog: pytest.LogCaptureFixture) -> None:
    _, lines = run_server(
        '{"jsonrpc": "2.0", "id": 9, "method": "apply", "params": {"type": "explode"}}'
    )
    assert len(lines) == 1
    assert "engine raised during apply (id 9)" in caplog.text
    assert "Traceback" not in lines[0]


def test_serve_gives_up_when_the_client_is_gone() -> None:
    class Gone(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    request = '{"jsonrpc": "2.0", "id": 1, "method": "hello"}\n' * 2
    assert serve(ScriptedEngine(), io.StringIO(request), Gone()) == 1


# -- InProcessEngine -----------------------------------------------------------------------


def test_in_process_bindingpasses_good_answers_through() -> None:
    engine = InProcessEngine(toy.ToyEngine())
    answers = play(engine)
    assert answers == play(toy.ToyEngine())
    assert answers[1] == {"rulings": [toy.ToyEngine().start(SETUP)["rulings"][0]]}
    rejected = answers[3 + 2 * SCRIPT.index({"type": "raise", "seat": 3, "to": 500})]
    assert rejected == {
        "accepted": False,
        "reason": "NOT_ENOUGH_CHIPS",
        "message": "seat 3 has only 100",
    }


def test_in_process_bindingcopies_arguments_and_results() -> None:
    inner = toy.ToyEngine()
    engine = InProcessEngine(inner)
    setup = json.loads(json.dumps(SETUP))
    engine.start(setup)
    setup["deck"].clear()
    assert len(inner.stub) == 52
    snapshot = engine.snapshot()
    snapshot["stub"].clear()
    assert len(engine.snapshot()["stub"]) == 52


def test_in_process_exception_is_a_crash_naming_the_method_and_the_line() -> None:
    engine = InProcessEngine(toy.ToyEngine(raise_on_apply=True))
    engine.start(SETUP)
    with pytest.raises(EngineCrashed) as caught:
        engine.apply({"type": "burn"})
    message = str(caught.value)
    assert message.startswith("engine raised during apply: ValueError: toy engine refuses 'burn'")
    assert "toy_engine.py:" in message and "in apply)" in message
    assert isinstance(caught.value.__cause__, ValueError)
    assert caught.value.method == "apply"
    assert engine.start(SETUP) == {"rulings": [toy.ToyEngine().start(SETUP)["rulings"][0]]}


class LyingEngine(toy.ToyEngine):  # type: ignore[misc]
    """Answers of the wrong shape, in process."""

    def apply(self, event: dict[str, Any]) -> dict[str, Any]:
        if event["type"] == "set":
            return {"accepted": True, "rulings": [], "extra": {1, 2}}
        return {"accepted": "yes", "rulings": []}

    def snapshot(self) -> dict[str, Any]:
        snapshot: dict[str, Any] = super().snapshot()
        snapshot["stacks"]["2"] = "x"
        snapshot["hole"][3] = snapshot["hole"].pop("3")
        return snapshot


def test_in_process_wrong_shapes_are_malformed_with_precise_problems() -> None:
    engine = InProcessEngine(LyingEngine())
    engine.start(SETUP)
    with pytest.raises(EngineMalformed) as caught:
        engine.apply({"type": "burn"})
    assert caught.value.problems == ("apply.accepted is 'yes', expected a boolean",)
    with pytest.raises(EngineMalformed) as caught:
        engine.snapshot()
    assert caught.value.problems == (
        "snapshot.hole has key 3, expected a seat number written as a string like '3'",
        "snapshot.stacks['2'] is 'x', expected an integer",
    )
    assert "snapshot with a result of the wrong shape (2 problems)" in str(caught.value)
    with pytest.raises(EngineMalformed, match="not JSON: Object of type set"):
        engine.apply({"type": "set"})


# -- ProcessEngine: a well-behaved engine --------------------------------------------------


def test_process_round_trips_exactly(make_engine: MakeEngine) -> None:
    engine = make_engine(toy_argv())
    answers = play(engine)
    assert answers == play(InProcessEngine(toy.ToyEngine()))
    assert answers[-1]["void"] == ["4s"]
    assert answers[-1]["rulings"][-1]["message"] == "4\u2660 is void"  # non-ASCII survives
    assert play(engine) == answers  # a second hand in the same process
    assert engine.starts == 1
    assert engine.consecutive_timeouts == 0


def test_close_stops_and_reaps_the_process(make_engine: MakeEngine) -> None:
    with make_engine(toy_argv()) as engine:
        engine.hello()
        process = engine.process
        assert process is not None and process.returncode is None
    assert process.returncode == 0  # the server ended cleanly at end of input
    assert engine.process is None
    assert bindingthreads() == []
    with pytest.raises(RuntimeError, match="closed"):
        engine.hello()


def test_a_dropped_bindingis_killed_by_its_finalizer() -> None:
    engine = ProcessEngine(toy_argv(), env=ENV)
    engine.hello()
    process = engine.process
    assert process is not None
    del engine
    gc.collect()
    assert process.returncode is not None
    deadline = time.monotonic() + 5
    while bindingthreads() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert bindingthreads() == []


def test_stderr_is_drained_so_a_chatty_bindingnever_blocks(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("chatty"), stderr_lines=5)
    engine.hello()
    engine.start(SETUP)
    assert engine.apply({"type": "burn"}) == {"accepted": True, "rulings": []}
    deadline = time.monotonic() + 5
    while engine.stderr_tail()[-1:] != ["bad engine: done chattering before apply"]:
        assert time.monotonic() < deadline, engine.stderr_tail()
        time.sleep(0.01)
    note, *lines = engine.stderr_tail()  # the chatter that fell out of the ring is counted
    assert len(lines) == 5 and "bytes of stderr not kept" in note


# -- ProcessEngine: misbehaving engines ----------------------------------------------------


def assert_restarts(engine: ProcessEngine, starts_before: int) -> None:
    """The failed child is gone and the next start runs in a fresh one."""
    assert engine.process is None
    assert isinstance(engine.start(SETUP)["rulings"], list)
    assert engine.starts == starts_before + 1
    assert engine.snapshot()["phase"] in ("dealing", "preflop")


def test_bindingerror_on_apply_quotes_the_error_and_stderr(make_engine: MakeEngine) -> None:
    engine = make_engine(toy_argv("--raise-on-apply"))
    engine.start(SETUP)
    process = engine.process
    with pytest.raises(EngineError) as caught:
        engine.apply({"type": "burn"})
    error = caught.value
    assert isinstance(error, EngineCrashed)
    assert (error.method, error.request_id, error.code) == ("apply", 2, -32603)
    assert error.error_message == "ValueError: toy engine refuses 'burn'"
    message = str(error)
    assert message.startswith(
        "engine answered apply (id 2) with JSON-RPC error -32603 internal error: "
        "ValueError: toy engine refuses 'burn'; last stderr lines:\n"
    )
    assert "    | toy engine: about to fail on burn" in message
    assert "Traceback (most recent call last):" in message
    assert process is not None and process.returncode is not None
    assert_restarts(engine, 1)


def test_hang_is_a_timeout_and_the_bindingis_restarted(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("hang-on-apply"), timeout=0.5)
    engine.start(SETUP)
    process = engine.process
    began = time.monotonic()
    with pytest.raises(EngineTimeout) as caught:
        engine.apply({"type": "burn"})
    assert 0.5 <= time.monotonic() - began < 5
    assert str(caught.value) == (
        "engine did not answer apply (id 2) within 0.5 s (it was stopped; the next call"
        " restarts it); last stderr lines:\n    | bad engine: thinking hard about apply..."
    )
    assert process is not None and process.returncode is not None  # killed and reaped
    assert engine.consecutive_timeouts == 1
    assert_restarts(engine, 1)
    assert engine.consecutive_timeouts == 1  # counted by scenarios: this one is not over
    engine.start(SETUP)  # the next scenario: the one before ended with no timeout
    assert engine.consecutive_timeouts == 0


def test_exit_mid_hand_is_a_crash_with_status_and_stderr(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("exit-on-apply"))
    engine.hello()
    engine.start(SETUP)
    with pytest.raises(EngineCrashed) as caught:
        engine.apply({"type": "burn"})
    assert type(caught.value) is EngineCrashed
    assert str(caught.value) == (
        "engine exited with status 3 during apply (id 3); last stderr lines:\n"
        "    | bad engine: the shoe jammed\n"
        "    | bad engine: giving up"
    )
    assert caught.value.stderr == ("bad engine: the shoe jammed", "bad engine: giving up")
    assert_restarts(engine, 1)


def test_non_json_line_is_malformed(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("garbage-on-apply"))
    engine.start(SETUP)
    with pytest.raises(EngineMalformed) as caught:
        engine.apply({"type": "burn"})
    assert str(caught.value) == (
        "engine answered apply (id 2) with a line that is not JSON: 'this is not json'"
        " (Expecting value: line 1 column 1 (char 0)); stdout is for protocol messages only,"
        " write logs to stderr; no stderr output"
    )
    assert_restarts(engine, 1)


def test_wrong_id_is_malformed(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("wrong-id-on-apply"))
    engine.start(SETUP)
    with pytest.raises(EngineMalformed) as caught:
        engine.apply({"type": "burn"})
    assert str(caught.value).startswith(
        "engine answered apply (id 2) with a response for id 1002: "
        '\'{"jsonrpc": "2.0", "id": 1002, "result": {"accepted": true, "rulings": []}}\''
    )
    assert_restarts(engine, 1)


def test_wrong_framing_is_malformed(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("bad-framing-on-apply"))
    engine.start(SETUP)
    with pytest.raises(EngineMalformed) as caught:
        engine.apply({"type": "burn"})
    assert str(caught.value).startswith(
        "engine answered apply (id 2) with a line that is not a JSON-RPC response (a response"
        ' must have "jsonrpc": "2.0"): '
    )
    assert_restarts(engine, 1)


def test_wrong_shapes_are_malformed_and_the_bindingkeeps_running(
    make_engine: MakeEngine,
) -> None:
    engine = make_engine(bad_argv("wrong-shapes"))
    engine.start(SETUP)
    with pytest.raises(EngineMalformed) as caught:
        engine.apply({"type": "burn"})
    assert caught.value.problems == ("apply.accepted is 'yes', expected a boolean",)
    assert str(caught.value) == (
        "engine answered apply (id 2) with a result of the wrong shape (1 problem):\n"
        "  apply.accepted is 'yes', expected a boolean"
    )
    with pytest.raises(EngineMalformed) as caught:
        engine.snapshot()
    assert caught.value.problems == ("snapshot.stacks['1'] is 'x', expected an integer",)
    # Still in step with us: no restart was needed.
    assert engine.hello()["engine"] == "bad"
    assert engine.starts == 1


def test_bindingthat_dies_at_startup_is_a_crash(make_engine: MakeEngine) -> None:
    code = "import sys; sys.stderr.write('no licence found\\n'); sys.exit(2)"
    engine = make_engine([sys.executable, "-c", code])
    with pytest.raises(EngineCrashed, match=r"exited with status 2 (during|before) hello \(id 1\)"):
        engine.hello()
    with pytest.raises(EngineCrashed, match=re.escape("    | no licence found")):
        engine.hello()
    assert engine.starts == 2


def test_bindingthat_cannot_be_started_is_a_crash(make_engine: MakeEngine, tmp_path: Path) -> None:
    missing = str(tmp_path / "no-such-engine")
    engine = make_engine([missing])
    with pytest.raises(EngineCrashed, match=r"could not start the engine .* for hello: "):
        engine.hello()
    assert engine.starts == 0


# -- ProcessEngine: repeated timeouts ------------------------------------------------------


def test_repeated_hangs_make_the_bindingunresponsive_at_once(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("hang"), timeout=0.5, startup_timeout=0)
    for number in range(1, 4):
        with pytest.raises(EngineTimeout) as caught:
            engine.start(SETUP)
        assert engine.consecutive_timeouts == number
    assert str(caught.value).startswith(
        "engine did not answer start (id 3) within 0.5 s (it was stopped; the next call restarts"
        " it); that is 3 timeouts in a row, so the engine is now declared unresponsive"
    )
    began = time.monotonic()
    for method in ("start", "apply", "snapshot", "hello", "start"):
        with pytest.raises(EngineUnresponsive) as refused:
            if method in ("start", "apply"):
                getattr(engine, method)(SETUP)
            else:
                getattr(engine, method)()
    elapsed = time.monotonic() - began
    assert elapsed < 1.0  # five waits would take 2.5 s
    assert str(refused.value).startswith(
        "engine declared unresponsive after 3 consecutive timeouts (the last on start (id 3));"
        " start was not sent; last stderr lines:\n    | bad engine: thinking hard about start..."
    )
    assert engine.starts == 3 and engine.process is None
    assert isinstance(refused.value, EngineFailure)
    engine.reset_timeouts()
    assert not engine.unresponsive


def test_engine_that_answers_start_but_hangs_on_apply_is_declared_unresponsive(
    make_engine: MakeEngine,
) -> None:
    """Unresponsiveness is counted by scenarios: an answered ``start`` does not reset it."""
    engine = make_engine(bad_argv("hang-on-apply"), timeout=0.5, max_consecutive_timeouts=2)
    for number in (1, 2):
        engine.start(SETUP)
        with pytest.raises(EngineTimeout):
            engine.apply({"type": "burn"})
        assert engine.consecutive_timeouts == number
    assert engine.unresponsive
    with pytest.raises(EngineUnresponsive):
        engine.start(SETUP)
    assert engine.starts == 2


def test_a_scenario_without_a_timeout_resets_the_timeout_count(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("hang-on-apply"), timeout=0.5, max_consecutive_timeouts=2)
    engine.start(SETUP)
    with pytest.raises(EngineTimeout):
        engine.apply({"type": "burn"})
    engine.start(SETUP)
    engine.snapshot()  # a scenario that ends without a timeout
    engine.start(SETUP)
    assert engine.consecutive_timeouts == 0
    with pytest.raises(EngineTimeout):
        engine.apply({"type": "burn"})
    assert engine.consecutive_timeouts == 1 and not engine.unresponsive


def test_a_hung_bindingbehind_a_wrapper_is_stopped_with_its_wrapper(
    make_engine: MakeEngine,
) -> None:
    """Like ``cargo run``: the engine is a grandchild; the timeout must stop both."""
    wrapper = (
        "import subprocess, sys; "
        f"sys.exit(subprocess.call([sys.executable, {str(ENGINES / 'bad_engine.py')!r},"
        " 'hang-on-apply']))"
    )
    engine = make_engine([sys.executable, "-c", wrapper], timeout=0.5)
    engine.start(SETUP)
    began = time.monotonic()
    with pytest.raises(EngineTimeout):
        engine.apply({"type": "burn"})
    assert time.monotonic() - began < 2.0  # the reader threads did not wait for a survivor
    assert bindingthreads() == []
    assert_restarts(engine, 1)


# -- refdealer serve -----------------------------------------------------------------------

LEGAL_HAND: list[dict[str, Any]] = [
    *[{"type": "deal_hole"}] * 6,
    {"type": "raise", "seat": 1, "to": 6},
    {"type": "call", "seat": 2},
    {"type": "fold", "seat": 3},
    {"type": "burn"},
    {"type": "board", "count": 3},
]


def test_refdealer_serve_is_the_reference_dealer_over_a_pipe(make_engine: MakeEngine) -> None:
    from refdealer.dealer import ReferenceDealer

    served = make_engine([sys.executable, "-m", "refdealer.cli", "serve", "--profile", "rrop-cash"])
    local = InProcessEngine(ReferenceDealer())
    for binding in (served, local):
        assert binding.hello()["engine"] == "refdealer"
    assert served.start(SETUP) == local.start(SETUP)
    for event in LEGAL_HAND:
        assert served.apply(event) == local.apply(event)
        assert served.snapshot() == local.snapshot()
    assert served.snapshot()["phase"] == "flop"


def test_refdealer_serve_refuses_an_unknown_profile(capsys: pytest.CaptureFixture[str]) -> None:
    from refdealer.cli import main

    assert main(["serve", "--profile", "no-such-book"]) == 2
    assert "no-such-book" in capsys.readouterr().err


def wait_for_exit(engine: ProcessEngine) -> None:
    process = engine.process
    assert process is not None
    process.wait(timeout=5)


def test_exit_between_requests_fails_the_next_event_of_the_hand(make_engine: MakeEngine) -> None:
    engine = make_engine(bad_argv("exit-after-apply"))
    engine.start(SETUP)
    assert engine.apply({"type": "burn"}) == {"accepted": True, "rulings": []}
    wait_for_exit(engine)
    with pytest.raises(EngineCrashed) as caught:
        engine.snapshot()
    assert str(caught.value) == (
        "engine exited with status 4 after its last answer, before snapshot; last stderr lines:\n"
        "    | bad engine: that was my last answer"
    )
    assert_restarts(engine, 1)


def test_exit_between_hands_restarts_quietly_for_the_next_start(
    make_engine: MakeEngine, caplog: pytest.LogCaptureFixture
) -> None:
    engine = make_engine(bad_argv("exit-after-apply"))
    engine.start(SETUP)
    engine.apply({"type": "burn"})
    wait_for_exit(engine)
    assert engine.start(SETUP) == {"rulings": []}
    assert engine.starts == 2
    assert "engine exited with status 4 after its last answer; restarting it for start" in (
        caplog.text
    )


def test_refdealer_serve_profile_rules_setups_that_name_none(make_engine: MakeEngine) -> None:
    """``serve --profile tda-2024``: a setup without a profile is played under the TDA
    rules (an all-in called heads-up turns the hands up, TDA 16); one naming rrop-cash is not."""
    served = make_engine([sys.executable, "-m", "refdealer.cli", "serve", "--profile", "tda-2024"])
    setup = {
        "game": "no-limit", "blinds": [1, 2], "seats": {"1": 200, "2": 200}, "button": 1,
        "deck": DECK,
    }  # fmt: skip
    found = {}
    for profile in (None, "rrop-cash"):
        served.start(setup if profile is None else {**setup, "profile": profile})
        for _ in range(4):
            served.apply({"type": "deal_hole"})
        served.apply({"type": "raise", "seat": 1, "to": 200})
        answer = served.apply({"type": "call", "seat": 2})
        found[profile] = [r["code"] for r in answer["rulings"]]
    assert "ALL_IN_EXPOSURE" in found[None]
    assert "ALL_IN_EXPOSURE" not in found["rrop-cash"]
