"""Screenshots of the classroom for docs/: a drill question, the trainer's class page and a
certificate (of an exam passed in the browser), each at 1280 and 390 px wide, taken in
headless Chromium (the system browser) from a classroom with a few simulated trainees.
Run: python benchmarks/classroom_screenshots.py
"""

from __future__ import annotations

import logging
import random
import re
import tempfile
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright
from werkzeug.serving import make_server

from refdealer.classroom.app import create_app
from refdealer.scenarios.model import Scenario
from refdealer.walk.book import play_under
from refdealer.walk.find import suite_scenarios
from refdealer.walk.quiz import shuffled

DOCS = Path(__file__).resolve().parent.parent / "docs"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync",
]  # fmt: skip


def _session(page: Page, base: str, name: str, book: str, picks: random.Random) -> None:
    page.goto(base + "/")
    page.fill("#name", name)
    page.select_option("#book", book)
    page.select_option("#topic", "burns")
    page.fill("#count", "3")
    page.click("text=Start")
    while page.query_selector("ol.choices button"):
        count = len(page.query_selector_all("ol.choices button"))
        page.click(f"ol.choices button >> nth={picks.randrange(count)}")
        page.click("text=/Next question|Your score/")


def _passed_exam(page: Page, base: str, store: Any, by_id: dict[str, Scenario]) -> str:
    """Ann takes a burns exam and answers every question right: the token of her session."""
    page.goto(base + "/")
    page.fill("#name", "Ann")
    page.select_option("#book", "tda-2024")
    page.select_option("#topic", "burns")
    page.select_option("#mode", "exam")
    page.fill("#count", "3")
    page.click("text=Start")
    token = page.url.rsplit("/", 1)[-1]
    while page.query_selector("ol.choices button"):
        sess = store.session(token)
        scenario_id, step = sess.questions[sess.answered]
        quiz = play_under(by_id[scenario_id], sess.book).frames[step].quiz
        quiz = shuffled(quiz, sess.seed, f"{scenario_id}/{step}")
        page.click(f"ol.choices button >> nth={quiz.choices.index(quiz.answer)}")
        page.click("text=/Next question|Your score/")
    return token


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    with tempfile.TemporaryDirectory() as data:
        scenarios = suite_scenarios()
        app = create_app(Path(data), "screenshots only", scenarios)
        server = make_server("127.0.0.1", 0, app, threaded=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_port}"
        picks = random.Random(7)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            for name, book in (("Ann", "tda-2024"), ("Ben", "tda-2024"), ("Cleo", "rrop-cash")):
                _session(page, base, name, book, picks)
            store = app.extensions["refdealer_store"]
            token = _passed_exam(page, base, store, {s.id: s for s in scenarios})
            for width in (1280, 390):
                page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
                page.goto(base + "/")
                page.fill("#name", "Dana")
                page.select_option("#book", "tda-2024")
                page.select_option("#topic", "pots")
                page.click("text=Start")
                page.screenshot(path=str(DOCS / f"classroom-drill-{width}.png"), full_page=True)
                page.goto(base + "/trainer")
                if page.query_selector("#passphrase"):
                    page.fill("#passphrase", "screenshots only")
                    page.click("text=Enter")
                page.screenshot(path=str(DOCS / f"classroom-class-{width}.png"), full_page=True)
            for width in (1280, 390):
                page.set_viewport_size({"width": width, "height": 700})
                page.goto(f"{base}/certificate/{token}")
                page.screenshot(path=str(DOCS / f"classroom-certificate-{width}.png"))
            browser.close()
        server.shutdown()
    print("\n".join(sorted(str(p) for p in DOCS.glob("classroom-*.png"))))
    assert re.match(r"http://127\.0\.0\.1:\d+", base)


if __name__ == "__main__":
    main()
