"""The process binding, server side: any Python engine behind newline-delimited JSON-RPC 2.0.

:func:`serve` reads one request per line, calls the engine, and writes one response line per
request (none for a notification), flushing each. A bad line or request gets an error answer
and the server goes on; so does an engine that raises (an internal error, ``-32603``, whose
message is the exception's last traceback line; the whole traceback is logged). Only the
protocol goes to ``outfile``: logs go to the ``logging`` module (stderr by default).

``params`` is the setup object for ``start`` and the event object for ``apply``; ``hello``,
``snapshot`` and ``shutdown`` take no params (absent, ``{}`` or ``[]``). ``shutdown`` answers
``{}`` and ends the loop; end of input ends it too. Both return status 0.
"""

from __future__ import annotations

import logging
import traceback
from typing import Any, Final, TextIO

from refdealer.errors import SetupError
from refdealer.limits import MAX_LINE_BYTES
from refdealer.protocol import jsonrpc
from refdealer.protocol.engine import Engine

logger = logging.getLogger(__name__)

WITHOUT_PARAMS: Final = ("hello", "snapshot", "shutdown")
WITH_OBJECT_PARAMS: Final = {
    "start": "the setup object",
    "apply": "the event object",
    "session": "the session object",
}
SERVED_METHODS: Final = ("hello", "start", "apply", "snapshot", "session", "shutdown")


def _params_problem(method: str, params: Any) -> str | None:
    if method in WITH_OBJECT_PARAMS:
        if not isinstance(params, dict):
            return f"{method} takes {WITH_OBJECT_PARAMS[method]} as params"
    elif params not in (None, {}, []):
        return f"{method} takes no params"
    return None


def _call(engine: Engine, method: str, params: Any) -> Any:
    if method == "hello":
        return engine.hello()
    if method == "start":
        return engine.start(params)
    if method == "apply":
        return engine.apply(params)
    if method == "snapshot":
        return engine.snapshot()
    if method == "session":
        opener = getattr(engine, "session", None)
        if not callable(opener):
            raise SetupError("", "this engine plays one hand at a time: it has no sessions")
        return opener(params)
    return {}  # shutdown


def handle_line(engine: Engine, line: str) -> tuple[str | None, bool]:
    """The response line to one request line (``None`` for a notification), and whether to
    stop serving afterwards."""
    try:
        request = jsonrpc.parse_request(jsonrpc.decode(line))
    except jsonrpc.FramingError as error:
        logger.warning("bad request line: %s", error.message)
        answer = jsonrpc.make_error(error.request_id, error.code, error.message)
        return jsonrpc.encode(answer), False

    def respond(message: dict[str, Any]) -> str | None:
        return None if request.notification else jsonrpc.encode(message)

    method, request_id = request.method, request.id
    if method not in SERVED_METHODS:
        text = f"method {method!r} not found; the methods are " + ", ".join(SERVED_METHODS)
        return respond(jsonrpc.make_error(request_id, jsonrpc.METHOD_NOT_FOUND, text)), False
    problem = _params_problem(method, request.params)
    if problem is not None:
        return respond(jsonrpc.make_error(request_id, jsonrpc.INVALID_PARAMS, problem)), False
    try:
        result = _call(engine, method, request.params)
    except SetupError as error:
        # A setup the engine cannot play is bad params, not a crash (docs/protocol.md).
        return respond(jsonrpc.make_error(request_id, jsonrpc.INVALID_PARAMS, str(error))), False
    except Exception as error:
        logger.exception("engine raised during %s (id %r)", method, request_id)
        text = traceback.format_exception_only(type(error), error)[-1].strip()
        return respond(jsonrpc.make_error(request_id, jsonrpc.INTERNAL_ERROR, text)), False
    try:
        response = respond(jsonrpc.make_result(request_id, result))
    except (TypeError, ValueError) as error:
        logger.error("result of %s (id %r) is not JSON: %s", method, request_id, error)
        text = f"result of {method} is not JSON: {error}"
        return respond(jsonrpc.make_error(request_id, jsonrpc.INTERNAL_ERROR, text)), False
    return response, method == "shutdown"


def serve(engine: Engine, infile: TextIO, outfile: TextIO) -> int:
    """Serve ``engine`` on ``infile``/``outfile`` until end of input or ``shutdown``.

    Returns the exit status: 0, or 1 when ``outfile`` can no longer be written (the client
    went away).
    """
    while True:
        line = infile.readline(MAX_LINE_BYTES + 1)
        if not line:
            return 0
        if len(line) > MAX_LINE_BYTES and not line.endswith("\n"):
            while line and not line.endswith("\n"):  # skip the rest of the long line
                line = infile.readline(MAX_LINE_BYTES)
            text = f"line is longer than {MAX_LINE_BYTES} bytes (MAX_LINE_BYTES)"
            logger.warning("bad request line: %s", text)
            response: str | None = jsonrpc.encode(
                jsonrpc.make_error(None, jsonrpc.PARSE_ERROR, text)
            )
            stop = False
        elif not line.strip():
            continue
        else:
            response, stop = handle_line(engine, line)
        if response is not None:
            try:
                outfile.write(response)
                outfile.flush()
            except OSError as error:
                logger.error("cannot write the response, stopping: %s", error)
                return 1
        if stop:
            return 0
