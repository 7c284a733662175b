"""The Python binding of the engine protocol, and the failures the harness side can meet.

An :class:`Engine` is any object with ``hello``, ``start``, ``apply`` and ``snapshot`` taking
and returning plain JSON-able dicts (PROTOCOL.md). The harness never calls one directly: it
goes through :class:`InProcessEngine` (a Python engine) or
:class:`~refdealer.protocol.process.ProcessEngine` (a child process), which both turn every
way an engine can misbehave into one :class:`EngineFailure` subclass with a message naming the
method and what went wrong, and check the shape of every result.

A *rejection* (``{"accepted": false, ...}``) is an ordinary answer, never a failure.
"""

from __future__ import annotations

import copy
import json
import traceback
from collections.abc import Sequence
from typing import Any, Final, Protocol, runtime_checkable

from refdealer.limits import short_repr
from refdealer.protocol.shapes import result_problems

JSONObject = dict[str, Any]
"""A decoded JSON object: what every protocol message and result is."""

METHODS: Final = ("hello", "start", "apply", "snapshot")
"""The protocol's methods, in the order a hand uses them."""

SESSION_METHOD: Final = "session"
"""The method an engine declaring the capability ``sessions`` adds: open a table that plays
hand after hand (docs/protocol.md, "Sessions")."""


@runtime_checkable
class Engine(Protocol):
    """An engine under test, in the Python binding: four methods on plain JSON-able dicts."""

    def hello(self) -> JSONObject:
        """``{"protocol": 1, "engine": name, "version": "x.y", "capabilities": [...]}``."""
        ...

    def start(self, setup: JSONObject) -> JSONObject:
        """Start a fresh hand from ``setup`` (blinds and antes posted): ``{"rulings": [...]}``."""
        ...

    def apply(self, event: JSONObject) -> JSONObject:
        """Rule on one event: ``{"accepted": true, "rulings": [...]}`` or a rejection."""
        ...

    def snapshot(self) -> JSONObject:
        """The table as it stands."""
        ...


@runtime_checkable
class SessionEngine(Engine, Protocol):
    """An engine with the capability ``sessions``: it also opens a table across hands."""

    def session(self, setup: JSONObject) -> JSONObject:
        """Open a session from ``setup`` (no hand dealt yet): ``{"rulings": [...]}``."""
        ...


# -- failures ------------------------------------------------------------------------------


def format_stderr(lines: Sequence[str]) -> str:
    """The tail of an engine's stderr, as a suffix for a failure message."""
    if not lines:
        return "; no stderr output"
    return "; last stderr lines:\n" + "\n".join(f"    | {line}" for line in lines)


class EngineFailure(Exception):
    """The engine did not give a usable answer: the scenario is an *error*, not a rejection.

    ``method`` is the protocol method that failed, ``request_id`` the JSON-RPC id (``None`` in
    process), ``stderr`` the engine's last stderr lines (``None`` in process), and
    ``detail`` the message without the stderr suffix.
    """

    def __init__(
        self,
        detail: str,
        *,
        method: str,
        request_id: int | None = None,
        stderr: Sequence[str] | None = None,
    ) -> None:
        self.detail = detail
        self.method = method
        self.request_id = request_id
        self.stderr = None if stderr is None else tuple(stderr)
        super().__init__(detail + ("" if self.stderr is None else format_stderr(self.stderr)))


class EngineCrashed(EngineFailure):
    """The engine died or raised while handling a request (process exited, Python exception)."""


class EngineError(EngineCrashed):
    """The engine answered a request with a JSON-RPC error (it raised behind its server).

    A subclass of :class:`EngineCrashed`, so the same bug in a Python engine fails the same
    way in both bindings. ``code`` and ``error_message`` are the error object's members.
    """

    def __init__(
        self,
        detail: str,
        *,
        method: str,
        code: int,
        error_message: str,
        request_id: int | None = None,
        stderr: Sequence[str] | None = None,
    ) -> None:
        self.code = code
        self.error_message = error_message
        super().__init__(detail, method=method, request_id=request_id, stderr=stderr)


class EngineTimeout(EngineFailure):
    """The engine did not answer within the per-request timeout (it was stopped)."""


class EngineMalformed(EngineFailure):
    """The engine answered, but not in the protocol: a non-JSON line, bad JSON-RPC framing, a
    wrong id, or a result of the wrong shape (``problems`` lists each precise problem)."""

    def __init__(
        self,
        detail: str,
        *,
        method: str,
        problems: Sequence[str] = (),
        request_id: int | None = None,
        stderr: Sequence[str] | None = None,
    ) -> None:
        self.problems = tuple(problems)
        super().__init__(detail, method=method, request_id=request_id, stderr=stderr)


class EngineUnresponsive(EngineFailure):
    """The engine timed out too many times in a row; calls are refused without waiting."""


def request_label(method: str, request_id: int | None = None) -> str:
    """``"apply (id 7)"``, or ``"apply"`` without an id: how messages name a request."""
    return method if request_id is None else f"{method} (id {request_id})"


def check_result(method: str, result: Any, *, request_id: int | None = None) -> JSONObject:
    """``result`` if it has the shape ``method`` promises, else raise :class:`EngineMalformed`."""
    problems = result_problems(method, result)
    if problems:
        shown = problems[:10]
        more = f"\n  ... and {len(problems) - 10} more" if len(problems) > 10 else ""
        raise EngineMalformed(
            f"engine answered {request_label(method, request_id)} with a result of the wrong"
            f" shape ({len(problems)} problem{'' if len(problems) == 1 else 's'}):\n  "
            + "\n  ".join(shown)
            + more,
            method=method,
            problems=problems,
            request_id=request_id,
        )
    assert isinstance(result, dict)  # a passed shape check is an object
    return result


def exception_summary(error: BaseException) -> str:
    """The last line of the exception's traceback, and where it was raised.

    ``"ValueError: no such seat (at dealer.py:120 in apply)"``.
    """
    summary = traceback.format_exception_only(type(error), error)[-1].strip()
    frames = traceback.extract_tb(error.__traceback__)
    if frames:
        last = frames[-1]
        summary += f" (at {last.filename.rsplit('/', 1)[-1]}:{last.lineno} in {last.name})"
    return summary


# -- the Python binding, checked -----------------------------------------------------------


class InProcessEngine:
    """A Python engine behind the harness's checks, so it fails exactly like a process would.

    Arguments are deep-copied before the engine sees them and results are copied through JSON
    after their shape is checked, so neither side can alias the other's data and a result that
    would not survive the process binding fails here too. No timeouts are imposed in process.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def __repr__(self) -> str:
        return f"InProcessEngine({self.engine!r})"

    def hello(self) -> JSONObject:
        return self._call("hello", None)

    def start(self, setup: JSONObject) -> JSONObject:
        return self._call("start", setup)

    def apply(self, event: JSONObject) -> JSONObject:
        return self._call("apply", event)

    def snapshot(self) -> JSONObject:
        return self._call("snapshot", None)

    def session(self, setup: JSONObject) -> JSONObject:
        if not callable(getattr(self.engine, SESSION_METHOD, None)):
            raise EngineCrashed(
                "engine has no session method (an engine declaring sessions must have one)",
                method=SESSION_METHOD,
            )
        return self._call(SESSION_METHOD, setup)

    def _call(self, method: str, argument: JSONObject | None) -> JSONObject:
        bound = getattr(self.engine, method)
        try:
            raw = bound() if argument is None else bound(copy.deepcopy(argument))
        except SystemExit as error:  # an engine calling sys.exit() ends only its scenario
            raise EngineCrashed(
                f"engine called sys.exit({short_repr(error.code)}) during {method}", method=method
            ) from error
        except Exception as error:
            raise EngineCrashed(
                f"engine raised during {method}: {exception_summary(error)}", method=method
            ) from error
        try:
            result = check_result(method, raw)
            copied: JSONObject = json.loads(json.dumps(result, allow_nan=False))
        except RecursionError as error:
            raise EngineMalformed(
                f"engine answered {method} with a result nested too deeply to read",
                method=method,
                problems=[f"{method}: nested too deeply"],
            ) from error
        except (TypeError, ValueError) as error:
            raise EngineMalformed(
                f"engine answered {method} with a result that is not JSON: {error}",
                method=method,
                problems=[f"{method}: {error}"],
            ) from error
        return copied
