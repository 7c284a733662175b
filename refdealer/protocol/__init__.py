"""The engine protocol's two bindings: a Python object, and a child process over JSON-RPC.

- :mod:`~refdealer.protocol.engine`: the :class:`Engine` protocol, the failures, and
  :class:`InProcessEngine` (a Python engine behind the harness's checks);
- :mod:`~refdealer.protocol.shapes`: shape checks of every result;
- :mod:`~refdealer.protocol.jsonrpc`: newline-delimited JSON-RPC 2.0 framing;
- :mod:`~refdealer.protocol.server`: :func:`serve`, any Python engine behind stdin/stdout;
- :mod:`~refdealer.protocol.process`: :class:`ProcessEngine`, an engine in a child process.
"""

from __future__ import annotations

from refdealer.protocol.engine import (
    METHODS,
    Engine,
    EngineCrashed,
    EngineError,
    EngineFailure,
    EngineMalformed,
    EngineTimeout,
    EngineUnresponsive,
    InProcessEngine,
    JSONObject,
    SessionEngine,
    check_result,
)
from refdealer.protocol.process import ProcessEngine
from refdealer.protocol.server import serve

__all__ = [
    "METHODS",
    "Engine",
    "EngineCrashed",
    "EngineError",
    "EngineFailure",
    "EngineMalformed",
    "EngineTimeout",
    "EngineUnresponsive",
    "InProcessEngine",
    "JSONObject",
    "ProcessEngine",
    "SessionEngine",
    "check_result",
    "serve",
]
