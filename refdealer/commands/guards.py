"""Checks made before a long command runs, and signals that end it cleanly.

A bad ``--timeout`` or an output path that cannot be written is reported at once, not after
the whole suite has run; SIGTERM and SIGHUP unwind the run like Ctrl-C, so the engine
processes it started are stopped with it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
from collections.abc import Iterator
from pathlib import Path

from refdealer.limits import timeout_problem


def timeout_seconds(text: str) -> float:
    """A ``--timeout``: a finite number of seconds above zero, at most ``MAX_ENGINE_TIMEOUT``
    (not 0, -1, inf, nan or 1e10)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if (problem := timeout_problem(value)) is not None:
        raise argparse.ArgumentTypeError(f"{problem}, not {text}")
    return value


def output_path_problem(option: str, path: str | None) -> str | None:
    """Why a report could not be written to ``path`` (checked before a long run), or None."""
    if path is None:
        return None
    target = Path(path)
    folder = target.parent
    if target.is_dir():
        return f"{option} {path}: is a folder, not a file"
    if not folder.is_dir():
        return f"{option} {path}: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return f"{option} {path}: not writable"
    return None


@contextlib.contextmanager
def signals_end_the_run(received: list[signal.Signals] | None = None) -> Iterator[None]:
    """SIGTERM and SIGHUP unwind the run like Ctrl-C, so engine processes are stopped; each
    signal that does is added to ``received``."""

    def interrupt(signum: int, _frame: object) -> None:
        if received is not None:
            received.append(signal.Signals(signum))
        raise KeyboardInterrupt(f"signal {signal.Signals(signum).name}")

    wanted = [signal.SIGTERM] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])
    try:
        previous = {signum: signal.signal(signum, interrupt) for signum in wanted}
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
