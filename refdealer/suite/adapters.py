"""Choosing the engine to certify: the built-in reference dealer, a Python adapter, or a command.

``--adapter MODULE:OBJECT`` names a Python engine (an object with the four protocol methods,
or a class or factory taking no arguments that makes one); ``--adapter-cmd "COMMAND"`` starts
a process speaking the JSON-lines binding. Neither: the reference dealer, in process.
"""

from __future__ import annotations

import importlib
import shlex
from typing import Any

from refdealer.errors import DealerError
from refdealer.protocol.engine import Engine, InProcessEngine
from refdealer.protocol.process import ProcessEngine


class AdapterError(DealerError):
    """The adapter named cannot be loaded."""


def load_python_adapter(spec: str) -> Engine:
    """The engine named by ``MODULE:OBJECT``."""
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise AdapterError(f"--adapter {spec!r}: expected MODULE:OBJECT, e.g. mypkg.engine:Engine")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise AdapterError(f"--adapter {spec!r}: cannot import {module_name!r}: {error}") from None
    target: Any = module
    for part in attribute.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise AdapterError(f"--adapter {spec!r}: {module_name!r} has no {part!r}") from None
    if isinstance(target, type) or (callable(target) and not hasattr(target, "apply")):
        target = target()
    for method in ("hello", "start", "apply", "snapshot"):
        if not callable(getattr(target, method, None)):
            raise AdapterError(f"--adapter {spec!r}: the engine has no {method}() method")
    engine: Engine = target
    return engine


def open_engine(
    adapter: str | None = None,
    adapter_cmd: str | None = None,
    *,
    timeout: float = 10.0,
    profile: str | None = None,
) -> InProcessEngine | ProcessEngine:
    """The engine to certify, wrapped so every misbehaviour becomes an EngineFailure."""
    if adapter and adapter_cmd:
        raise AdapterError("give --adapter or --adapter-cmd, not both")
    if adapter_cmd:
        argv = shlex.split(adapter_cmd)
        if not argv:
            raise AdapterError("--adapter-cmd is empty")
        return ProcessEngine(argv, timeout=timeout)
    if adapter:
        return InProcessEngine(load_python_adapter(adapter))
    from refdealer.dealer import ReferenceDealer

    return InProcessEngine(ReferenceDealer() if profile is None else ReferenceDealer(profile))
