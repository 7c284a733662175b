"""A misbehaving engine for the protocol tests: ``bad_engine.py MODE``, standard library only.

It answers ``hello``, ``start`` and ``snapshot`` correctly (minimal valid shapes) and
misbehaves as MODE says, mostly on ``apply``:

- ``hang-on-apply``: sleeps forever on apply;   ``hang``: sleeps forever on every request;
- ``exit-on-apply``: writes two stderr lines and exits with status 3;
- ``exit-after-apply``: answers apply, then exits with status 4;
- ``garbage-on-apply``: prints a line that is not JSON;
- ``wrong-id-on-apply``: answers with the request id plus 1000;
- ``bad-framing-on-apply``: answers without the ``"jsonrpc": "2.0"`` member;
- ``wrong-shapes``: apply says ``"accepted": "yes"``, snapshot has a stack of ``"x"``;
- ``chatty``: writes 256 KiB to stderr before every answer (the client must drain it);
- ``deep-on-apply``: answers apply with a result nested 100,000 arrays deep;
- ``endless-line-on-apply``: writes to stdout without a newline, forever;
- ``session-child``: on start, spawns a grandchild in a session of its own (pids written to
  the file named by ``BAD_ENGINE_PIDS``), then hangs on apply;
- ``escapes``: its name and its rejection messages hold terminal escapes and control codes;
- ``spam-after-start``: after answering start, writes 5 MB of lines nobody asked for;
- ``pipe-child-exit-on-apply``: on start, spawns a grandchild in a session of its own that
  keeps stdout and stderr open for 300 s (its pid appended to ``BAD_ENGINE_PIDS``), then exits
  on apply with status 3;
- ``pid-then-hang``: on start, writes its pid to ``BAD_ENGINE_PIDS``, then hangs on apply;
- ``stderr-flood-on-apply``: writes 32 MiB to stderr in one line, then 100 short lines, then
  answers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any

MODES = (
    "hang-on-apply",
    "hang",
    "exit-on-apply",
    "exit-after-apply",
    "garbage-on-apply",
    "wrong-id-on-apply",
    "bad-framing-on-apply",
    "wrong-shapes",
    "chatty",
    "deep-on-apply",
    "endless-line-on-apply",
    "session-child",
    "escapes",
    "spam-after-start",
    "pipe-child-exit-on-apply",
    "pid-then-hang",
    "stderr-flood-on-apply",
)

#: What ``escapes`` puts in its name and messages: a window title, clear screen, NUL, BEL.
ESCAPES = "\x1b]0;owned\x07\x1b[2J\x00\x0b"

SNAPSHOT: dict[str, Any] = {
    "phase": "dealing",
    "button": 1,
    "to_act": None,
    "stub": [],
    "burns": [],
    "board": [],
    "out_of_play": [],
    "void": [],
    "muck": [],
    "hole": {},
    "exposed": [],
    "stacks": {"1": 200, "2": 200},
    "bets": {},
    "pots": [],
    "legal": None,
    "rulings": [],
    "payouts": {},
}

RESULTS: dict[str, Any] = {
    "hello": {"protocol": 1, "engine": "bad", "version": "0.0", "capabilities": []},
    "start": {"rulings": []},
    "apply": {"accepted": True, "rulings": []},
    "snapshot": SNAPSHOT,
}


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def log(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def main(mode: str) -> int:
    for line in sys.stdin:
        request = json.loads(line)
        method, request_id = request["method"], request["id"]
        result = RESULTS[method]
        if mode == "session-child" and method == "start" and "BAD_ENGINE_PIDS" in os.environ:
            sleeper = "import time; time.sleep(3600)"  # start_new_session: its own session
            child = subprocess.Popen([sys.executable, "-c", sleeper], start_new_session=True)
            with open(os.environ["BAD_ENGINE_PIDS"], "w", encoding="ascii") as pids:
                pids.write(f"{os.getpid()} {child.pid}\n")
        if mode == "pipe-child-exit-on-apply" and method == "start":
            holder = "import time; time.sleep(300)"  # inherits stdout and stderr
            child = subprocess.Popen([sys.executable, "-c", holder], start_new_session=True)
            with open(os.environ["BAD_ENGINE_PIDS"], "a", encoding="ascii") as pids:
                pids.write(f"{child.pid}\n")
        if mode == "pid-then-hang" and method == "start":
            with open(os.environ["BAD_ENGINE_PIDS"], "w", encoding="ascii") as pids:
                pids.write(f"{os.getpid()}\n")
        if mode == "stderr-flood-on-apply" and method == "apply":
            chunk = "x" * 1_048_576
            for _ in range(32):
                sys.stderr.write(chunk)
            sys.stderr.write("\n" + "".join(f"line {n}\n" for n in range(100)))
            sys.stderr.flush()
        if mode == "escapes" and method == "hello":
            result = {**result, "engine": "bad" + ESCAPES, "version": ESCAPES}
        if mode == "escapes" and method == "apply":
            result = {"accepted": False, "reason": "NOT_MODELLED", "message": "no" + ESCAPES}
        if method == "apply" and mode == "deep-on-apply":
            deep = "[" * 100_000 + "]" * 100_000
            sys.stdout.write(f'{{"jsonrpc": "2.0", "id": {request_id}, "result": {deep}}}\n')
            sys.stdout.flush()
            continue
        if method == "apply" and mode == "endless-line-on-apply":
            chunk = "x" * 65536
            while True:
                sys.stdout.write(chunk)
        hangs_on_apply = mode in ("hang-on-apply", "session-child", "pid-then-hang")
        if mode == "hang" or (hangs_on_apply and method == "apply"):
            log(f"bad engine: thinking hard about {method}...")
            time.sleep(3600)
        if mode == "chatty":
            for number in range(256):
                log(f"chatter {number:03d} " + "." * 1000)
            log(f"bad engine: done chattering before {method}")
        if method == "apply":
            if mode == "pipe-child-exit-on-apply":
                return 3
            if mode == "exit-on-apply":
                log("bad engine: the shoe jammed")
                log("bad engine: giving up")
                return 3
            if mode == "garbage-on-apply":
                sys.stdout.write("this is not json\n")
                sys.stdout.flush()
                continue
            if mode == "wrong-id-on-apply":
                send({"jsonrpc": "2.0", "id": request_id + 1000, "result": result})
                continue
            if mode == "bad-framing-on-apply":
                send({"id": request_id, "result": result})
                continue
            if mode == "wrong-shapes":
                result = {"accepted": "yes", "rulings": []}
        if method == "snapshot" and mode == "wrong-shapes":
            result = {**SNAPSHOT, "stacks": {"1": "x", "2": 200}}
        send({"jsonrpc": "2.0", "id": request_id, "result": result})
        if method == "start" and mode == "spam-after-start":
            for _ in range(50_000):
                sys.stdout.write(" " * 99 + "\n")
            sys.stdout.flush()
        if method == "apply" and mode == "exit-after-apply":
            log("bad engine: that was my last answer")
            return 4
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in MODES:
        sys.exit("usage: bad_engine.py " + "|".join(MODES))
    sys.exit(main(sys.argv[1]))
