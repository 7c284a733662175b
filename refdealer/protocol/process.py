"""The process binding, client side: an engine in a long-lived child process.

:class:`ProcessEngine` speaks newline-delimited JSON-RPC 2.0 to a child started without a
shell. Two daemon threads per child read its stdout (lines into a queue, so every request
waits with its own timeout) and drain its stderr into a bounded ring of recent lines (so the
child never blocks on a full pipe, and failure messages can quote what it said last). Neither
waits for the end of a pipe: they are woken when the child is stopped, so a grandchild that
keeps a pipe open cannot hold the harness. On Linux the child is killed by the kernel if the
harness dies (a parent-death signal).

Every way the child can fail raises one :class:`~refdealer.protocol.engine.EngineFailure`:

- it exits or closes stdout: :class:`EngineCrashed` (with its exit status), even while a
  process it started still holds its stdout;
- it answers with a JSON-RPC error: :class:`EngineError` (a kind of ``EngineCrashed``);
- it is silent for ``timeout`` seconds: :class:`EngineTimeout`;
- it writes a line that is not JSON, not JSON-RPC, or for another id: :class:`EngineMalformed`.

After each of these the child is stopped (its whole process group on POSIX, so wrappers such
as ``cargo run`` take their engine with them) and reaped, and the next call starts a fresh one
transparently: normally that next call is the harness's ``start`` of the next scenario. A
result of the wrong *shape* also raises :class:`EngineMalformed`, but leaves the child running:
it is still in step with us. If the child exits *between* requests, the next ``hello`` or
``start`` restarts it (with a warning in the log), while an ``apply`` or ``snapshot`` raises
:class:`EngineCrashed`: a fresh process would not know the hand.

After ``max_consecutive_timeouts`` timeouts with no answered request between them, every call
raises :class:`EngineUnresponsive` at once, without starting the engine again.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import json
import logging
import os
import queue
import select
import shutil
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from types import TracebackType
from typing import IO, Final

from refdealer.limits import (
    MAX_ENGINE_OUTPUT_BYTES,
    MAX_ENGINE_STDERR_LINES,
    MAX_ENGINE_TIMEOUT,
    MAX_JSON_DEPTH,
    MAX_LINE_BYTES,
    json_depth_exceeds,
    json_integer,
    timeout_problem,
)
from refdealer.protocol import jsonrpc
from refdealer.protocol.engine import (
    EngineCrashed,
    EngineError,
    EngineMalformed,
    EngineTimeout,
    EngineUnresponsive,
    JSONObject,
    check_result,
    format_stderr,
    request_label,
)
from refdealer.protocol.pipes import (
    EOF,
    FLOOD,
    TOO_LONG,
    Backlog,
    StderrTail,
    Wake,
    drain_stderr,
    read_lines,
)

logger = logging.getLogger(__name__)

QUOTED_LINE_LIMIT: Final = 200
"""How much of a malformed stdout line a failure message quotes."""

_POSIX: Final = os.name == "posix"
_POLL: Final = hasattr(select, "poll")
_WAITID: Final = _POSIX and hasattr(os, "waitid") and hasattr(os, "WNOWAIT")
_PR_SET_PDEATHSIG: Final = 1

_EXIT_CHECK_SECONDS: Final = 0.05
"""How often a request waiting for an answer checks whether the child has exited."""

_JOIN_SECONDS: Final = 2.0

_HOLDER_GRACE_SECONDS: Final = 0.2
"""How long the readers of a killed child may take to reach the end of its pipes before
whoever else holds them is looked for."""

_LINUX: Final = sys.platform.startswith("linux")
_SETPRIV: Final = shutil.which("setpriv") if _LINUX else None
"""How long a woken reader thread may take to stop."""


def _describe_status(status: int) -> str:
    if status >= 0:
        return f"exited with status {status}"
    try:
        name = f" ({signal.Signals(-status).name})"
    except ValueError:
        name = ""
    return f"was killed by signal {-status}{name}"


def _quote(line: str) -> str:
    text = line.rstrip("\r\n")
    if len(text) > QUOTED_LINE_LIMIT:
        text = text[:QUOTED_LINE_LIMIT] + "..."
    return repr(text)


def _descendants(pid: int) -> list[int]:
    """Every living descendant of ``pid`` (Linux ``/proc``; empty elsewhere).

    A grandchild that started its own session (``setsid``) leaves the child's process group,
    so killing the group misses it; it is still found here by its parent chain.
    """
    parents: dict[int, int] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
            parents[int(entry)] = int(fields[1])
        except (OSError, IndexError, ValueError):
            continue
    found: list[int] = []
    frontier = [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, ppid in parents.items() if ppid == parent]
        found.extend(children)
        frontier.extend(children)
    return found


def _tied_to_the_harness(
    argv: Sequence[str], cwd: str | os.PathLike[str] | None, env: Mapping[str, str] | None
) -> tuple[list[str], Callable[[], None] | None]:
    """The command line and pre-exec function that start ``argv`` so that, on Linux, the
    kernel kills it with SIGKILL when the harness dies, even by SIGKILL
    (``PR_SET_PDEATHSIG``); elsewhere ``argv`` as it is.

    util-linux's ``setpriv --pdeathsig KILL`` sets it and runs the engine in its place (the
    same process), which keeps the fast way of starting a process; without ``setpriv`` a
    pre-exec function sets it, at the cost of a full ``fork`` of the harness (about 90 ms
    for a 400 MB parent, against 4 ms). The kernel sends the signal when the *thread* that
    started the child ends, and only to the child: its own children get end of input on
    stdin instead (docs/protocol.md).
    """
    if not _LINUX:
        return list(argv), None
    if _SETPRIV is None:
        return list(argv), _die_with_parent()
    program = argv[0]
    if os.sep in program:
        found = os.path.join(os.fspath(cwd or "."), program)
        runnable = os.path.isfile(found) and os.access(found, os.X_OK)
    else:
        runnable = shutil.which(program, path=os.pathsep.join(os.get_exec_path(env))) is not None
    if not runnable:  # as Popen would say it, not as setpriv's exit status
        raise FileNotFoundError(errno.ENOENT, "no such program", program)
    return [_SETPRIV, "--pdeathsig", "KILL", "--", *argv], None


def _die_with_parent() -> Callable[[], None] | None:
    """The pre-exec function that sets the parent-death signal, where no ``setpriv`` can."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # pragma: no cover - a libc without prctl
        return None
    harness = os.getpid()

    def die_with_parent() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != harness:  # the harness died before the call above
            os._exit(1)

    return die_with_parent


def _exit_status(process: subprocess.Popen[bytes]) -> int | None:
    """The child's exit status once it has exited, else ``None``, without reaping it.

    Unreaped, a dead child's process group id cannot be reused, so the group can still be
    killed safely: some of it may be alive and holding the pipes.
    """
    if process.returncode is not None or not _WAITID:
        return process.poll()
    try:
        info = os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:  # reaped elsewhere
        return process.poll()
    if info is None:
        return None
    return info.si_status if info.si_code == os.CLD_EXITED else -info.si_status


def _kill_now(process: subprocess.Popen[bytes]) -> None:
    """SIGKILL the child, its process group and every descendant, then reap it."""
    if process.returncode is None:  # not reaped: the pid (and group id) are still ours
        descendants = _descendants(process.pid) if _POSIX else []
        try:
            if _POSIX:
                os.killpg(process.pid, signal.SIGKILL)
            else:
                process.kill()
        except (ProcessLookupError, PermissionError):
            pass
        for pid in descendants:  # those in a session of their own
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
    try:
        process.wait(timeout=5.0)
    except subprocess.TimeoutExpired:  # pragma: no cover - a process stuck in the kernel
        logger.error("engine process %d did not die after SIGKILL", process.pid)


def _pipe_holders(streams: Sequence[IO[bytes] | None]) -> list[int]:
    """Linux: the other processes holding an end of these pipes (``/proc/*/fd``): a
    grandchild that left for a session of its own, found by what it holds, not its parents."""
    wanted: set[str] = set()
    for stream in streams:
        if stream is not None and not stream.closed:
            with contextlib.suppress(OSError):
                wanted.add(f"pipe:[{os.fstat(stream.fileno()).st_ino}]")
    if not wanted or not _LINUX:
        return []
    holders: list[int] = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        with contextlib.suppress(OSError):
            for fd in os.listdir(f"/proc/{entry}/fd"):
                with contextlib.suppress(OSError):
                    if os.readlink(f"/proc/{entry}/fd/{fd}") in wanted:
                        holders.append(int(entry))
                        break
    return holders


def _shutdown(
    process: subprocess.Popen[bytes], wake: Wake | None, threads: Sequence[threading.Thread]
) -> None:
    """Kill and reap the child, stop its reader threads, and close its pipes.

    A reader that has not reached the end of its pipe a moment after the kill means that a
    process out of the group's reach holds it: on Linux that process is found by the pipe
    and killed too. A pipe whose reader is somehow still blocked (no ``poll`` on this
    platform) is left open: closing it would wait for that reader.
    """
    for stream in (process.stdin,):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()
    _kill_now(process)
    if wake is not None:
        for thread in threads:
            thread.join(timeout=_HOLDER_GRACE_SECONDS)
        if any(thread.is_alive() for thread in threads):
            for pid in _pipe_holders((process.stdout, process.stderr)):
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
        wake.set()
    stopped = True
    for thread in threads:
        thread.join(timeout=_JOIN_SECONDS)
        if thread.is_alive():  # pragma: no cover - only without poll()
            stopped = False
            logger.warning("%s still running: a process out of reach holds the pipe", thread.name)
    if stopped:
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        if wake is not None:
            wake.close()


class _Child:
    """One run of the engine process, with its two reader threads."""

    def __init__(
        self,
        argv: Sequence[str],
        cwd: str | os.PathLike[str] | None,
        env: Mapping[str, str] | None,
        stderr_lines: int,
    ) -> None:
        command, preexec = _tied_to_the_harness(argv, cwd, env)
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env=env,
            start_new_session=_POSIX,
            preexec_fn=preexec,
        )
        self.fresh = True
        self.lines: queue.Queue[bytes] = queue.Queue()
        self.backlog = Backlog()
        self._stderr = StderrTail(stderr_lines)
        wake = Wake() if _POLL else None
        pid = self.process.pid
        assert self.process.stdout is not None and self.process.stderr is not None
        # The threads get no reference to self, so a dropped engine's finalizer can run.
        threads = [
            threading.Thread(
                target=read_lines,
                args=(self.process.stdout.fileno(), wake, self.lines, self.backlog),
                name=f"refdealer-engine-{pid}-stdout",
                daemon=True,
            ),
            threading.Thread(
                target=drain_stderr,
                args=(self.process.stderr.fileno(), wake, self._stderr, pid),
                name=f"refdealer-engine-{pid}-stderr",
                daemon=True,
            ),
        ]
        for thread in threads:
            thread.start()
        # Kill the child if the engine object is dropped without close(), or at exit.
        self._finalizer = weakref.finalize(self, _shutdown, self.process, wake, threads)

    def stderr_tail(self) -> list[str]:
        return self._stderr.lines()

    def send(self, line: str) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        stdin.write(line.encode("ascii"))
        stdin.flush()

    def exit_status(self) -> int | None:
        """The exit status if the child has exited (it is not reaped), else ``None``."""
        return _exit_status(self.process)

    def wait_exit(self, grace: float) -> int | None:
        """The exit status once the child has exited, or ``None`` if it is still running."""
        deadline = time.monotonic() + grace
        delay = 0.001
        while (status := _exit_status(self.process)) is None:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            time.sleep(min(delay, left))
            delay = min(delay * 2, _EXIT_CHECK_SECONDS)
        return status

    def _close_stdin(self) -> None:
        stdin = self.process.stdin
        if stdin is not None and not stdin.closed:
            with contextlib.suppress(OSError):
                stdin.close()

    def kill(self) -> None:
        """Stop the child and its group at once, reap it, stop its readers, close its pipes."""
        self._finalizer()

    def stop(self, grace: float) -> None:
        """Stop the child politely: end of input, then SIGTERM, then SIGKILL.

        Its descendants are listed first: once the child exits on end of input, one in a
        session of its own is re-parented and can no longer be found by its parent chain.
        """
        alive = self.process.returncode is None
        descendants = _descendants(self.process.pid) if _POSIX and alive else []
        self._close_stdin()
        if self.wait_exit(grace) is None:
            try:
                if _POSIX:
                    os.killpg(self.process.pid, signal.SIGTERM)
                else:
                    self.process.terminate()
            except (ProcessLookupError, PermissionError):
                pass
            self.wait_exit(grace)
        for pid in descendants:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        self.kill()


class ProcessEngine:
    """An engine in a child process, speaking the protocol over stdin and stdout.

    ``argv`` is run without a shell (``[sys.executable, "my_engine.py"]``); ``timeout`` bounds
    each request in seconds, and the first request after each (re)start gets ``startup_timeout``
    seconds more for the process to come up; neither may pass ``MAX_ENGINE_TIMEOUT``.
    ``stderr_lines`` recent stderr lines (at most ``MAX_ENGINE_STDERR_LINES``) are kept for
    failure messages. The child starts on the first call; :meth:`close` (or leaving a ``with``
    block) stops it.
    """

    def __init__(
        self,
        argv: Sequence[str],
        timeout: float = 10.0,
        cwd: str | os.PathLike[str] | None = None,
        env: Mapping[str, str] | None = None,
        *,
        startup_timeout: float = 5.0,
        max_consecutive_timeouts: int = 3,
        stderr_lines: int = MAX_ENGINE_STDERR_LINES,
        stop_grace: float = 1.0,
    ) -> None:
        if not argv:
            raise ValueError("ProcessEngine needs a command line (argv) to run")
        if (problem := timeout_problem(timeout)) is not None:
            raise ValueError(f"timeout {problem}")
        if not (
            0 <= startup_timeout <= MAX_ENGINE_TIMEOUT and 0 <= stop_grace <= MAX_ENGINE_TIMEOUT
        ):
            limit = f"{MAX_ENGINE_TIMEOUT} s (MAX_ENGINE_TIMEOUT)"
            raise ValueError(f"startup_timeout and stop_grace must be from 0 to {limit}")
        if not 1 <= stderr_lines <= MAX_ENGINE_STDERR_LINES:
            limit = f"{MAX_ENGINE_STDERR_LINES} (MAX_ENGINE_STDERR_LINES)"
            raise ValueError(f"stderr_lines must be from 1 to {limit}")
        if max_consecutive_timeouts < 1:
            raise ValueError("max_consecutive_timeouts must be at least 1")
        self.argv = list(argv)
        self.timeout = timeout
        self.cwd = cwd
        self.env = env
        self.startup_timeout = startup_timeout
        self.max_consecutive_timeouts = max_consecutive_timeouts
        self.stderr_lines = stderr_lines
        self.stop_grace = stop_grace
        self.starts = 0
        """How many times the child process has been started."""
        self.consecutive_timeouts = 0
        self._child: _Child | None = None
        self._next_id = 1
        self._last_timeout: tuple[str, int] | None = None
        #: In the scenario under way (since the last ``start``): a timeout, an answer.
        self._scenario_timed_out = False
        self._scenario_answered = False
        self._last_stderr: list[str] = []
        self._closed = False

    def __repr__(self) -> str:
        return f"ProcessEngine({self.argv!r}, timeout={self.timeout!r})"

    # -- the protocol --------------------------------------------------------------------

    def hello(self) -> JSONObject:
        return self._call("hello", {})

    def start(self, setup: JSONObject) -> JSONObject:
        return self._call("start", setup)

    def session(self, setup: JSONObject) -> JSONObject:
        return self._call("session", setup)

    def apply(self, event: JSONObject) -> JSONObject:
        return self._call("apply", event)

    def snapshot(self) -> JSONObject:
        return self._call("snapshot", {})

    # -- lifecycle -----------------------------------------------------------------------

    @property
    def process(self) -> subprocess.Popen[bytes] | None:
        """The running child process, if any."""
        return None if self._child is None else self._child.process

    @property
    def unresponsive(self) -> bool:
        """Whether calls are refused after too many consecutive timeouts."""
        return self.consecutive_timeouts >= self.max_consecutive_timeouts

    def stderr_tail(self) -> list[str]:
        """The last stderr lines of the running child, or of the last one that stopped."""
        return self._last_stderr if self._child is None else self._child.stderr_tail()

    def reset_timeouts(self) -> None:
        """Forget past timeouts, so an engine declared unresponsive is tried again."""
        self.consecutive_timeouts = 0
        self._last_timeout = None
        self._scenario_timed_out = self._scenario_answered = False

    def _scenario_begins(self) -> None:
        """A ``start``: unresponsiveness is counted by scenarios, not by requests.

        The timeout count goes back to zero only when the scenario that just ended had an
        answered request and no timeout, so an engine that answers every ``start`` and then
        hangs is still declared unresponsive after a few scenarios.
        """
        if self._scenario_answered and not self._scenario_timed_out:
            self.consecutive_timeouts = 0
        self._scenario_timed_out = self._scenario_answered = False

    def close(self) -> None:
        """Stop the child (end of input, SIGTERM, SIGKILL) and reap it; further calls fail."""
        self._closed = True
        self._discard(polite=True)

    def __enter__(self) -> ProcessEngine:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _discard(self, *, polite: bool = False) -> list[str]:
        """Stop and reap the child, if any; return its last stderr lines."""
        child, self._child = self._child, None
        if child is None:
            return self._last_stderr
        if polite:
            child.stop(self.stop_grace)
        else:
            child.kill()
        self._last_stderr = child.stderr_tail()
        return self._last_stderr

    def _ensure_child(self, method: str) -> _Child:
        if self._child is not None:
            return self._child
        try:
            self._child = _Child(self.argv, self.cwd, self.env, self.stderr_lines)
        except OSError as error:
            raise EngineCrashed(
                f"could not start the engine {self.argv!r} for {method}: {error}", method=method
            ) from error
        self.starts += 1
        return self._child

    # -- one request ---------------------------------------------------------------------

    def _call(self, method: str, params: JSONObject) -> JSONObject:
        if self._closed:
            raise RuntimeError(f"{self!r} is closed")
        if self.unresponsive:
            assert self._last_timeout is not None
            last_method, last_id = self._last_timeout
            raise EngineUnresponsive(
                f"engine declared unresponsive after {self.consecutive_timeouts} consecutive"
                f" timeouts (the last on {request_label(last_method, last_id)}); {method} was"
                " not sent",
                method=method,
                stderr=self._last_stderr,
            )
        if self._child is not None and self._child.exit_status() is not None:
            self._exited_between_requests(self._child, method)
        if method in ("start", "session"):
            self._scenario_begins()
        child = self._ensure_child(method)
        request_id = self._next_id
        self._next_id += 1
        label = request_label(method, request_id)
        limit = self.timeout + (self.startup_timeout if child.fresh else 0.0)
        child.fresh = False
        line = jsonrpc.encode(jsonrpc.make_request(request_id, method, params))
        try:
            child.send(line)
        except OSError:
            raise self._crashed(
                child, method, request_id, f"before {label} could be sent"
            ) from None
        deadline = time.monotonic() + limit
        exited_at: float | None = None
        while True:
            now = time.monotonic()
            if now >= deadline:
                raise self._timed_out(method, request_id, limit)
            try:
                raw = child.lines.get(timeout=min(deadline - now, _EXIT_CHECK_SECONDS))
            except queue.Empty:
                # A dead child's answer, if any, is already in the pipe: wait a grace for it,
                # not for the end of a stdout that a process it started may hold open.
                if exited_at is None and child.exit_status() is not None:
                    exited_at = now
                if exited_at is not None and now - exited_at >= self.stop_grace:
                    when = f"during {label}; a process it started still holds its stdout open"
                    raise self._crashed(child, method, request_id, when) from None
                continue
            if raw is TOO_LONG:
                what = f"a line longer than {MAX_LINE_BYTES} bytes (MAX_LINE_BYTES)"
                raise self._malformed(method, request_id, what)
            if raw is FLOOD:
                what = (
                    f"more than {MAX_ENGINE_OUTPUT_BYTES} bytes of output nobody asked for"
                    " (MAX_ENGINE_OUTPUT_BYTES)"
                )
                raise self._malformed(method, request_id, what)
            if raw == EOF:
                raise self._crashed(child, method, request_id, f"during {label}") from None
            child.backlog.add(-len(raw))
            if raw.strip():
                break
        response = self._parse(raw, method, request_id)
        self._scenario_answered = True
        if response.error is not None:
            stderr = self._discard()
            raise EngineError(
                f"engine answered {label} with JSON-RPC error {response.error}",
                method=method,
                code=response.error.code,
                error_message=response.error.message,
                request_id=request_id,
                stderr=stderr,
            )
        return check_result(method, response.result, request_id=request_id)

    def _parse(self, raw: bytes, method: str, request_id: int) -> jsonrpc.Response:
        label = request_label(method, request_id)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            what = f"a line that is not UTF-8 ({error})"
            raise self._malformed(method, request_id, what) from error
        if json_depth_exceeds(text):
            raise self._malformed(
                method,
                request_id,
                f"JSON nested deeper than {MAX_JSON_DEPTH} levels (MAX_JSON_DEPTH)",
            )
        try:
            message = json.loads(text, parse_int=json_integer)
        except (ValueError, RecursionError) as error:
            raise self._malformed(
                method,
                request_id,
                f"a line that is not JSON: {_quote(text)} ({error}); stdout is for protocol"
                " messages only, write logs to stderr",
            ) from error
        try:
            response = jsonrpc.parse_response(message)
        except jsonrpc.FramingError as error:
            raise self._malformed(
                method,
                request_id,
                f"a line that is not a JSON-RPC response ({error}): " + _quote(text),
            ) from error
        if response.id is None and response.error is not None:
            stderr = self._discard()
            raise EngineError(
                f"engine could not read {label}: it answered with JSON-RPC error"
                f" {response.error} and id null",
                method=method,
                code=response.error.code,
                error_message=response.error.message,
                request_id=request_id,
                stderr=stderr,
            )
        if response.id != request_id:
            raise self._malformed(
                method, request_id, f"a response for id {response.id!r}: " + _quote(text)
            )
        return response

    # -- failures ------------------------------------------------------------------------

    def _crashed(
        self, child: _Child, method: str, request_id: int | None, when: str
    ) -> EngineCrashed:
        status = child.wait_exit(self.stop_grace)
        stderr = self._discard()
        if status is None:
            what = "closed its stdout but kept running (it was stopped)"
        else:
            what = _describe_status(status)
        return EngineCrashed(
            f"engine {what} {when}", method=method, request_id=request_id, stderr=stderr
        )

    def _exited_between_requests(self, child: _Child, method: str) -> None:
        """The child died after its last answer: restart it for a new hand, else fail."""
        if method not in ("hello", "start", "session"):  # a fresh process knows no hand
            raise self._crashed(child, method, None, f"after its last answer, before {method}")
        status = child.wait_exit(self.stop_grace)
        stderr = self._discard()
        logger.warning(
            "engine %s after its last answer; restarting it for %s%s",
            "stopped" if status is None else _describe_status(status),
            method,
            format_stderr(stderr),
        )

    def _timed_out(self, method: str, request_id: int, limit: float) -> EngineTimeout:
        stderr = self._discard()
        self.consecutive_timeouts += 1
        self._scenario_timed_out = True
        self._last_timeout = (method, request_id)
        detail = (
            f"engine did not answer {request_label(method, request_id)} within {limit:g} s"
            " (it was stopped; the next call restarts it)"
        )
        if self.unresponsive:
            detail += (
                f"; that is {self.consecutive_timeouts} timeouts in a row, so the engine is now"
                " declared unresponsive"
            )
        return EngineTimeout(detail, method=method, request_id=request_id, stderr=stderr)

    def _malformed(self, method: str, request_id: int, what: str) -> EngineMalformed:
        stderr = self._discard()
        return EngineMalformed(
            f"engine answered {request_label(method, request_id)} with {what}",
            method=method,
            request_id=request_id,
            stderr=stderr,
        )
