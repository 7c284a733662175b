"""Headless Chromium for the tests, through Playwright with the system browser.

``/usr/bin/chromium`` (Debian's, as ``.ci/run`` installs it) is launched by Playwright's
driver: nothing is downloaded. One browser, one page at a time: open a page at an exact
viewport (a phone's below 600 px), run a script in it, take screenshots, print to PDF.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--hide-scrollbars",
]  # fmt: skip


class Browser:
    """One headless Chromium; each :meth:`open` lays a page out at its own viewport."""

    def __init__(self, chromium: Path = CHROMIUM) -> None:
        self._playwright: Playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(executable_path=str(chromium), args=FLAGS)
        self._context: BrowserContext | None = None
        self._page: Page | None = None

    @property
    def page(self) -> Page:
        assert self._page is not None, "open a page first"
        return self._page

    def open(self, url: str, width: int, height: int) -> None:
        """Open ``url`` in a viewport of ``width`` x ``height`` CSS pixels, loaded."""
        if self._context is not None:
            self._context.close()
        self._context = self._browser.new_context(
            viewport={"width": width, "height": height}, device_scale_factor=1,
            is_mobile=width < 600,
        )  # fmt: skip
        self._page = self._context.new_page()
        self._page.goto(url, wait_until="load")

    def run(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page."""
        return self.page.evaluate(expression)

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def pdf(self, path: Path) -> None:
        """Print the page as Chromium's print dialog would (A4, no header or footer)."""
        self.page.pdf(
            path=str(path), width="8.27in", height="11.69in", print_background=True,
            display_header_footer=False,
        )  # fmt: skip

    def emulate_media(self, media: str | None) -> None:
        """Lay the page out for ``"print"`` (or ``None``: the screen again)."""
        self.page.emulate_media(media="print" if media == "print" else "screen")

    def close(self) -> None:
        if self._context is not None:
            self._context.close()
        self._browser.close()
        self._playwright.stop()
