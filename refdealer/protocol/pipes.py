"""Reading an engine process's pipes from threads that never wait for a pipe's end.

:func:`read_lines` queues the lines of a child's stdout and :func:`drain_stderr` keeps the
tail of its stderr, each bounded however much the child writes (``MAX_LINE_BYTES``,
``MAX_ENGINE_OUTPUT_BYTES``, ``MAX_ENGINE_STDERR_LINES``, ``MAX_ENGINE_STDERR_LINE_BYTES``).
Both stop when their :class:`Wake` is set, so a grandchild that keeps a pipe open after the
child is stopped cannot hold the harness (on POSIX, where pipes can be polled).
"""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import queue
import select
import threading
from collections.abc import Iterator
from typing import Final

from refdealer.limits import (
    MAX_ENGINE_OUTPUT_BYTES,
    MAX_ENGINE_STDERR_LINE_BYTES,
    MAX_LINE_BYTES,
)

logger = logging.getLogger("refdealer.protocol.process")

EOF: Final = b""
"""What the stdout reader queues when the child's stdout closes."""

TOO_LONG: Final = b"<line too long>"
"""What the stdout reader queues (by identity) for a line over ``MAX_LINE_BYTES``."""

FLOOD: Final = b"<too much output>"
"""What it queues (by identity) when over ``MAX_ENGINE_OUTPUT_BYTES`` wait unread."""

CHUNK_BYTES: Final = 65_536
"""How much one read from an engine's pipe takes at most."""

FINAL_DRAIN_BYTES: Final = 1_048_576
"""How much of a stopped child's stderr is still read, at most, once it is told to stop."""


class Wake:
    """A pipe whose read end turns readable when the reader threads must stop (POSIX)."""

    def __init__(self) -> None:
        self.read_fd, self._write_fd = os.pipe()

    def set(self) -> None:
        with contextlib.suppress(OSError):
            os.write(self._write_fd, b"!")

    def close(self) -> None:
        for fd in (self.read_fd, self._write_fd):
            with contextlib.suppress(OSError):
                os.close(fd)


def chunks(fd: int, wake: Wake | None, *, drain: bool) -> Iterator[bytes]:
    """What the child writes to ``fd``, as it comes, until end of file or ``wake``.

    Woken, a ``drain`` reader first takes what is already written (at most
    ``FINAL_DRAIN_BYTES``), so a dead child's last words are kept; no reader ever waits for
    the end of a pipe that a process out of the harness's reach (a grandchild) holds open.
    Without ``wake`` (no ``poll`` on this platform) reads block until end of file.
    """
    if wake is None:
        while chunk := os.read(fd, CHUNK_BYTES):
            yield chunk
        return
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    poller.register(wake.read_fd, select.POLLIN)
    while True:
        if wake.read_fd in {ready for ready, _ in poller.poll()}:
            break
        chunk = os.read(fd, CHUNK_BYTES)
        if not chunk:
            return
        yield chunk
    if not drain:
        return
    poller.unregister(wake.read_fd)
    left = FINAL_DRAIN_BYTES
    while left > 0 and poller.poll(0):
        chunk = os.read(fd, min(CHUNK_BYTES, left))
        if not chunk:
            return
        left -= len(chunk)
        yield chunk


class LineSplitter:
    """Cuts a stream's chunks into lines (newline included) of at most ``limit`` bytes.

    A longer line yields its first ``limit`` bytes at once, marked cut; the rest of it, up to
    its newline, is skipped and counted in ``dropped``. Nothing longer is ever held.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.dropped = 0
        self._partial = bytearray()
        self._skipping = False

    def feed(self, chunk: bytes) -> Iterator[tuple[bytes, bool]]:
        """The lines that ``chunk`` completes (or cuts), each with whether it was cut."""
        start = 0
        while start < len(chunk):
            newline = chunk.find(b"\n", start)
            stop = len(chunk) if newline < 0 else newline + 1
            if self._skipping:
                self.dropped += stop - start
                self._skipping = newline < 0
            elif stop - start > (room := self.limit - len(self._partial)):
                self._partial += chunk[start : start + room]
                yield bytes(self._partial), True
                self._partial.clear()
                self.dropped += stop - start - room
                self._skipping = newline < 0
            else:
                self._partial += chunk[start:stop]
                if newline >= 0:
                    yield bytes(self._partial), False
                    self._partial.clear()
            start = stop

    def rest(self) -> bytes:
        """A last line without its newline, at end of file."""
        rest = bytes(self._partial)
        self._partial.clear()
        return rest


class Backlog:
    """Bytes the stdout reader queued that the harness has not taken yet (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.size = 0

    def add(self, count: int) -> int:
        with self._lock:
            self.size += count
            return self.size


def read_lines(fd: int, wake: Wake | None, lines: queue.Queue[bytes], backlog: Backlog) -> None:
    """Queue each line of the child's stdout, then :data:`EOF`.

    A line longer than ``MAX_LINE_BYTES`` queues :data:`TOO_LONG`, and more than
    ``MAX_ENGINE_OUTPUT_BYTES`` waiting unread queues :data:`FLOOD`; either way reading
    stops there (the harness then stops the child), so an engine's output never fills memory.
    """
    # Over a limit the pipe is left open (closed when the child is stopped): the child then
    # blocks on a full pipe instead of dying of a broken one before the harness hears why.
    splitter = LineSplitter(MAX_LINE_BYTES)
    for chunk in chunks(fd, wake, drain=False):
        for line, cut in splitter.feed(chunk):
            if cut:
                lines.put(TOO_LONG)
                return
            if backlog.add(len(line)) > MAX_ENGINE_OUTPUT_BYTES:
                lines.put(FLOOD)
                return
            lines.put(line)
    if rest := splitter.rest():
        backlog.add(len(rest))
        lines.put(rest)
    lines.put(EOF)


class StderrTail:
    """The last lines a child wrote to stderr, and how many bytes were not kept (thread-safe).

    At most ``lines`` lines of at most ``MAX_ENGINE_STDERR_LINE_BYTES`` bytes each are held,
    however much the child writes.
    """

    def __init__(self, lines: int) -> None:
        self._ring: collections.deque[tuple[str, int]] = collections.deque(maxlen=lines)
        self._lock = threading.Lock()
        self._evicted = 0
        self.cut = 0
        """Bytes cut from lines over the length limit (set by the reader)."""

    def add(self, line: str, size: int) -> None:
        with self._lock:
            if len(self._ring) == self._ring.maxlen:
                self._evicted += self._ring[0][1]
            self._ring.append((line, size))

    def lines(self) -> list[str]:
        """The kept lines, after a first line saying how much was dropped, if anything was."""
        with self._lock:
            kept = [line for line, _ in self._ring]
            dropped = self._evicted + self.cut
        if dropped:
            kept.insert(
                0,
                f"[{dropped:,} bytes of stderr not kept: only the last {self._ring.maxlen} lines"
                f" (MAX_ENGINE_STDERR_LINES), each cut to {MAX_ENGINE_STDERR_LINE_BYTES} bytes"
                " (MAX_ENGINE_STDERR_LINE_BYTES)]",
            )
        return kept


def drain_stderr(fd: int, wake: Wake | None, tail: StderrTail, pid: int) -> None:
    """Keep the child's last stderr lines in ``tail`` until its stderr closes or ``wake``."""
    splitter = LineSplitter(MAX_ENGINE_STDERR_LINE_BYTES)

    def keep(raw: bytes, cut: bool) -> None:
        line = raw.decode("utf-8", errors="replace").rstrip("\r\n") + ("..." if cut else "")
        logger.debug("engine %d stderr: %s", pid, line)
        tail.add(line, len(raw))

    for chunk in chunks(fd, wake, drain=True):
        for raw, cut in splitter.feed(chunk):
            keep(raw, cut)
        tail.cut = splitter.dropped
    if rest := splitter.rest():
        keep(rest, False)
