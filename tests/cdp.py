"""A small driver for headless Chromium over the DevTools protocol on a pipe.

``chromium --remote-debugging-pipe`` reads commands on file descriptor 3 and answers on 4,
each message one JSON object ended by a NUL byte. This is enough to open a page at an exact
viewport (the command-line ``--dump-dom`` lays pages out at 500 px at least), run a script
in it, click, take screenshots and print to PDF.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import shlex
import subprocess
import time
from pathlib import Path
from typing import Any

FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars",
)  # fmt: skip


def _high(pair: tuple[int, int]) -> tuple[int, int]:
    """The two descriptors moved to 10 or above (clear of 3 and 4)."""
    moved = tuple(fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in pair)
    for fd in pair:
        os.close(fd)
    return moved[0], moved[1]


class Browser:
    """One headless Chromium with one page, driven over the pipe."""

    def __init__(self, chromium: Path, profile: Path) -> None:
        to_chrome_r, self._to_chrome = _high(os.pipe())
        self._from_chrome, from_chrome_w = _high(os.pipe())
        # Chromium wants the pipe as descriptors 3 and 4: bash puts them there.
        args = " ".join(shlex.quote(a) for a in (str(chromium), *FLAGS,
                        f"--user-data-dir={profile}", "--remote-debugging-pipe"))  # fmt: skip
        line = f"exec 3<&{to_chrome_r} 4>&{from_chrome_w}; exec {args}"
        self._process = subprocess.Popen(
            ["bash", "-c", line], pass_fds=(to_chrome_r, from_chrome_w),
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._buffer = b""
        self._next = 0
        self._events: list[dict[str, Any]] = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        attached = self.call("Target.attachToTarget", targetId=target, flatten=True)
        self._session = attached["sessionId"]
        self.call("Page.enable", session=True)

    def _read(self) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        parsed: dict[str, Any] = json.loads(message)
        return parsed

    def call(self, method: str, *, session: bool = False, **params: Any) -> dict[str, Any]:
        """Send one command and wait for its answer (events meanwhile are kept)."""
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params}
        if session:
            message["sessionId"] = self._session
        os.write(self._to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read()
            if answer.get("id") == self._next:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                result: dict[str, Any] = answer.get("result", {})
                return result
            self._events.append(answer)

    def _wait_event(self, name: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(e.get("method") == name for e in self._events):
                self._events = [e for e in self._events if e.get("method") != name]
                return
            self._events.append(self._read())
        raise TimeoutError(name)

    def open(self, url: str, width: int, height: int) -> None:
        """Open ``url`` in a viewport of ``width`` x ``height`` CSS pixels and wait for load."""
        self.call(
            "Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
            deviceScaleFactor=1, mobile=width < 600,
        )  # fmt: skip
        self.call("Page.navigate", session=True, url=url)
        self._wait_event("Page.loadEventFired")

    def run(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page."""
        result = self.call(
            "Runtime.evaluate", session=True, expression=expression, returnByValue=True,
            awaitPromise=True,
        )  # fmt: skip
        return result["result"].get("value")

    def screenshot(self, path: Path) -> None:
        data = self.call("Page.captureScreenshot", session=True, format="png")["data"]
        path.write_bytes(base64.b64decode(data))

    def pdf(self, path: Path) -> None:
        """Print the page as Chromium's print dialog would (A4, no header or footer)."""
        data = self.call(
            "Page.printToPDF", session=True, paperWidth=8.27, paperHeight=11.69,
            displayHeaderFooter=False, printBackground=True,
        )["data"]  # fmt: skip
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, OSError):
            self.call("Browser.close")
        try:
            self._process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self._process.kill()
        os.close(self._to_chrome)
        os.close(self._from_chrome)
