"""Every handout of the suite in headless Chromium: printed A4 page counts, and at 390 px
whether any page or table drawing scrolls sideways. Prints the figures; asserts nothing.

    python benchmarks/handout_sweep.py [--only print|phone]

Needs /usr/bin/chromium and poppler's pdfinfo. Each opening gets its own file (a navigation
that only changes the URL's #fragment fires no load event, and the driver would wait).
"""

from __future__ import annotations

import argparse
import collections
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refdealer.walk.find import suite_scenarios  # noqa: E402
from refdealer.walk.handout import handout_html  # noqa: E402
from refdealer.walk.play import play  # noqa: E402
from refdealer.walk.session import has_teaching  # noqa: E402
from tests.browser import Browser  # noqa: E402
from tests.test_walk_browser import SIDEWAYS  # noqa: E402


def _pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    found = re.search(r"Pages:\s+(\d+)", info.stdout)
    return int(found.group(1)) if found else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=("print", "phone"))
    args = parser.parse_args()
    walks = [play(s) for s in suite_scenarios() if has_teaching(s)]
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as temp:
        out = Path(temp)
        browser = Browser(Path("/usr/bin/chromium"))
        counts: collections.Counter[int] = collections.Counter()
        longest: tuple[int, int, str] = (0, 0, "")
        drawings, sideways = 0, []
        try:
            for walk in walks:
                page = out / f"{walk.scenario.id}.html"
                page.write_text(handout_html(walk), encoding="utf-8")
                if args.only != "phone":
                    browser.open(page.as_uri(), 1280, 900)
                    browser.pdf(out / "page.pdf")
                    pages = _pages(out / "page.pdf")
                    counts[pages] += 1
                    longest = max(longest, (walk.steps, pages, walk.scenario.id))
                if args.only != "print":
                    phone = out / f"{walk.scenario.id}-phone.html"
                    phone.write_text(page.read_text(encoding="utf-8"), encoding="utf-8")
                    browser.open(f"{phone.as_uri()}#all", 390, 844)
                    found = browser.run(SIDEWAYS)
                    drawings += found["figures"]
                    if found["sideways"] or found["page"] > 390:
                        sideways.append(walk.scenario.id)
        finally:
            browser.close()
    print(f"{len(walks)} handouts in {time.monotonic() - started:.0f} s")
    if args.only != "phone":
        spread = ", ".join(f"{n} page(s): {c}" for n, c in sorted(counts.items()))
        print(f"printed (A4): {spread}; the longest, {longest[2]} ({longest[0]} steps), "
              f"on {longest[1]}")  # fmt: skip
    if args.only != "print":
        print(f"390 px: {drawings} drawings shown, {len(sideways)} page(s) scroll sideways "
              f"{sideways or ''}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
