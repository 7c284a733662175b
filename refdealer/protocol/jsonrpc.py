"""Newline-delimited JSON-RPC 2.0 framing: one JSON object per line, UTF-8.

Requests are ``{"jsonrpc": "2.0", "id": N, "method": M, "params": P}``; responses are
``{"jsonrpc": "2.0", "id": N, "result": R}`` or ``{"jsonrpc": "2.0", "id": N, "error":
{"code": C, "message": S}}``. Lines are written as ASCII (non-ASCII text as ``\\u`` escapes),
which is valid UTF-8 whatever encoding the other side's console uses. Batches (arrays) are
not part of the engine protocol and are answered as invalid requests.

Both sides use this module: the server (:mod:`refdealer.protocol.server`) parses requests and
builds responses, the client (:mod:`refdealer.protocol.process`) builds requests and parses
responses; a framing problem raises :class:`FramingError` with the code to answer it with.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from refdealer.limits import MAX_JSON_DEPTH, MAX_LINE_BYTES, json_depth_exceeds, json_integer

VERSION: Final = "2.0"

PARSE_ERROR: Final = -32700
INVALID_REQUEST: Final = -32600
METHOD_NOT_FOUND: Final = -32601
INVALID_PARAMS: Final = -32602
INTERNAL_ERROR: Final = -32603

ERROR_NAMES: Final[Mapping[int, str]] = {
    PARSE_ERROR: "parse error",
    INVALID_REQUEST: "invalid request",
    METHOD_NOT_FOUND: "method not found",
    INVALID_PARAMS: "invalid params",
    INTERNAL_ERROR: "internal error",
}
"""The standard error codes of JSON-RPC 2.0 and their names."""

RequestId = int | str | None
"""A request id: a number or a string (``null`` only in answers to unreadable requests)."""


def error_name(code: int) -> str:
    """``"parse error"`` for -32700; ``"server error"`` or ``"application error"`` otherwise."""
    if code in ERROR_NAMES:
        return ERROR_NAMES[code]
    return "server error" if -32099 <= code <= -32000 else "application error"


class FramingError(ValueError):
    """A line or message that is not valid JSON-RPC 2.0 for this protocol.

    ``code`` is the JSON-RPC error code that answers it and ``request_id`` the id to answer
    with (``None`` when the id could not be read).
    """

    def __init__(self, code: int, message: str, request_id: RequestId = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.request_id = request_id


@dataclass(frozen=True)
class Request:
    """A parsed request. ``notification`` is true when it had no ``id`` (no answer is due)."""

    id: RequestId
    method: str
    params: Any = None
    notification: bool = False


@dataclass(frozen=True)
class ErrorObject:
    """The ``error`` member of an error response."""

    code: int
    message: str
    data: Any = None

    def __str__(self) -> str:
        return f"{self.code} {error_name(self.code)}: {self.message}"


@dataclass(frozen=True)
class Response:
    """A parsed response: exactly one of ``result`` or ``error`` is meaningful."""

    id: RequestId
    result: Any = None
    error: ErrorObject | None = None


# -- building ------------------------------------------------------------------------------


def encode(message: Mapping[str, Any]) -> str:
    """One message as one line of ASCII JSON, with the trailing newline."""
    return json.dumps(message, ensure_ascii=True, allow_nan=False, separators=(",", ":")) + "\n"


def make_request(request_id: RequestId, method: str, params: Any = None) -> dict[str, Any]:
    """A request message; ``params`` is left out when it is ``None``."""
    message: dict[str, Any] = {"jsonrpc": VERSION, "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def make_result(request_id: RequestId, result: Any) -> dict[str, Any]:
    """A success response."""
    return {"jsonrpc": VERSION, "id": request_id, "result": result}


def make_error(request_id: RequestId, code: int, message: str, data: Any = None) -> dict[str, Any]:
    """An error response; ``data`` is left out when it is ``None``."""
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return {"jsonrpc": VERSION, "id": request_id, "error": error}


# -- parsing -------------------------------------------------------------------------------


def decode(line: str) -> Any:
    """The JSON value on one line; :class:`FramingError` (parse error) if it is not JSON.

    A line over ``MAX_LINE_BYTES`` or nested deeper than ``MAX_JSON_DEPTH`` is refused the
    same way, before the (recursive) decoder sees it.
    """
    if len(line) > MAX_LINE_BYTES:
        raise FramingError(
            PARSE_ERROR, f"line is longer than {MAX_LINE_BYTES} bytes (MAX_LINE_BYTES)"
        )
    if json_depth_exceeds(line):
        raise FramingError(
            PARSE_ERROR, f"line nests JSON deeper than {MAX_JSON_DEPTH} levels (MAX_JSON_DEPTH)"
        )
    try:
        return json.loads(line, parse_int=json_integer)
    except (ValueError, RecursionError) as error:
        raise FramingError(PARSE_ERROR, f"line is not JSON: {error}") from error


def _valid_id(value: Any) -> bool:
    return value is None or isinstance(value, str) or is_json_int(value)


def is_json_int(value: Any) -> bool:
    """An integer that is not a boolean."""
    return isinstance(value, int) and not isinstance(value, bool)


def _readable_id(message: Any) -> RequestId:
    """The id of a message to answer an invalid request with, or ``None``."""
    if isinstance(message, dict) and "id" in message and _valid_id(message["id"]):
        found: RequestId = message["id"]
        return found
    return None


def parse_request(message: Any) -> Request:
    """A request from a decoded line; :class:`FramingError` (invalid request) if it is not one."""
    request_id = _readable_id(message)
    if isinstance(message, list):
        raise FramingError(INVALID_REQUEST, "batch requests are not supported: send one object")
    if not isinstance(message, dict):
        raise FramingError(INVALID_REQUEST, "a request must be a JSON object")
    if message.get("jsonrpc") != VERSION:
        raise FramingError(INVALID_REQUEST, 'a request must have "jsonrpc": "2.0"', request_id)
    if "id" in message and not _valid_id(message["id"]):
        raise FramingError(INVALID_REQUEST, "a request id must be a number or a string")
    method = message.get("method")
    if not isinstance(method, str):
        raise FramingError(INVALID_REQUEST, "a request must have a string method", request_id)
    params = message.get("params")
    if params is not None and not isinstance(params, dict | list):
        raise FramingError(
            INVALID_REQUEST, "request params must be an object or an array", request_id
        )
    return Request(id=request_id, method=method, params=params, notification="id" not in message)


def parse_response(message: Any) -> Response:
    """A response from a decoded line; :class:`FramingError` naming what is wrong otherwise."""
    if not isinstance(message, dict):
        raise FramingError(INVALID_REQUEST, "a response must be a JSON object")
    if message.get("jsonrpc") != VERSION:
        raise FramingError(INVALID_REQUEST, 'a response must have "jsonrpc": "2.0"')
    if "id" not in message:
        raise FramingError(INVALID_REQUEST, 'a response must have an "id" member')
    request_id = message["id"]
    if not _valid_id(request_id):
        raise FramingError(INVALID_REQUEST, "a response id must be an integer, a string or null")
    has_result, has_error = "result" in message, "error" in message
    if has_result == has_error:
        raise FramingError(
            INVALID_REQUEST,
            'a response must have exactly one of "result" and "error"',
            request_id,
        )
    if has_result:
        return Response(id=request_id, result=message["result"])
    error = message["error"]
    if (
        not isinstance(error, dict)
        or not is_json_int(error.get("code"))
        or not isinstance(error.get("message"), str)
    ):
        raise FramingError(
            INVALID_REQUEST,
            'a response "error" must be an object with an integer "code" and a string "message"',
            request_id,
        )
    return Response(
        id=request_id,
        error=ErrorObject(code=error["code"], message=error["message"], data=error.get("data")),
    )
