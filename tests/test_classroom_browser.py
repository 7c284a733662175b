"""The classroom in a real headless Chromium (Playwright, the system browser): a trainee takes a
drill from the start form to the score, bad input gets a clear answer and the classroom keeps
serving, and the trainer's pages need the passphrase and export CSV."""

from __future__ import annotations

import csv
import io
import itertools
import os
import re
import threading
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

import pytest

flask = pytest.importorskip("flask", reason="the classroom extra (Flask) is not installed")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

from flask import Flask  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

from refdealer.classroom.app import create_app  # noqa: E402
from refdealer.scenarios.model import Scenario  # noqa: E402
from refdealer.walk.book import play_under  # noqa: E402
from refdealer.walk.find import suite_scenarios  # noqa: E402
from refdealer.walk.quiz import shuffled  # noqa: E402

PASSPHRASE = "correct horse battery"
#: The first session seed (REFDEALER_CLASSROOM_SEED overrides it, to try others).
SEED = int(os.environ.get("REFDEALER_CLASSROOM_SEED", "1"))
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync",
]  # fmt: skip


@cache
def scenarios() -> tuple[Scenario, ...]:
    return tuple(suite_scenarios())


def seeded(first: int) -> Callable[[], int]:
    """Session seeds first, first + 1, ...: each test draws the same questions every run."""
    numbers = itertools.count(first)
    return lambda: next(numbers)


def go(page: sync_api.Page, selector: str) -> None:
    """Click what loads the next page, and wait until it has (never read the old one)."""
    with page.expect_navigation():
        page.click(selector)


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    data = tmp_path / "data"
    app = create_app(data, PASSPHRASE, scenarios(), seeds=seeded(SEED))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", data
    finally:
        server.shutdown()
        app.extensions["refdealer_store"].close()


def test_a_drill_a_forged_form_and_the_trainers_pages(classroom: tuple[str, Path]) -> None:
    base, data = classroom
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS
        )
        page = browser.new_page(viewport={"width": 390, "height": 844})
        # A name that is not one is refused with the reason, the form kept.
        page.goto(base + "/")
        page.fill("#name", "<script>x</script>")
        go(page, "text=Start")
        assert "Please give a name of 1 to 40" in page.inner_text("[role=alert]")
        page.fill("#name", "Ann O'Neil")
        page.select_option("#book", "tda-2024")
        page.select_option("#topic", "burns")
        page.fill("#count", "2")
        go(page, "text=Start")
        token = re.search(r"/q/([\w-]{22})$", page.url)
        assert token is not None
        assert "TDA tournament rules (2024)" in page.inner_text("body")
        # The narrow drawing on a phone, the wide one hidden; it fits the screen.
        assert page.is_visible("figure.narrow svg") and not page.is_visible("figure.wide svg")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        asked = 0
        while page.query_selector("ol.choices button"):
            asked += 1
            go(page, "ol.choices button >> nth=0")
            body = page.inner_text("body")
            assert "The answer:" in body and ("Right!" in body or "You chose 1." in body)
            go(page, "text=/Next question|Your score/")
        assert re.search(r"Ann O'Neil: \d+ of \d+ right", page.inner_text("h1"))
        # A forged form, an answered question again, a path in the URL: clear errors.
        url = f"{base}/q/{token.group(1)}"
        forged = page.request.post(url, form={"number": "1", "choice": "7"})
        assert forged.status == 409 and "answered already" in forged.text()
        junk = page.request.post(url, form={"number": "x", "choice": "1"})
        assert junk.status == 400 and "not one this page sent" in junk.text()
        escape = page.request.get(base + "/q/..%2F..%2F..%2Fetc%2Fpasswd")
        assert escape.status == 404 and "root:" not in escape.text()
        assert page.request.get(base + "/static/../../etc/passwd").status == 404
        assert page.request.get(base + "/").status == 200  # still serving
        # The trainer's pages: the passphrase first.
        assert page.request.get(base + "/trainer/class").status == 403
        page.goto(base + "/trainer")
        page.fill("#passphrase", "wrong one")
        go(page, "text=Enter")
        assert "Wrong passphrase." in page.inner_text("[role=alert]")
        page.fill("#passphrase", PASSPHRASE)
        go(page, "text=Enter")
        assert page.url.endswith("/trainer/class")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390  # fits the phone
        table = page.inner_text("table")
        assert "Ann O'Neil" in table and "TDA tournament rules (2024)" in table
        export = page.request.get(base + "/trainer/export.csv")
        rows = list(csv.reader(io.StringIO(export.text())))
        assert rows[0][:3] == ["name", "started", "book"] and len(rows) == 1 + asked
        assert {row[0] for row in rows[1:]} == {"Ann O'Neil"}
        browser.close()
    # Nothing written but the store in the data directory.
    assert sorted(p.name for p in data.iterdir()) == ["classroom.sqlite3"]


def test_the_trainers_passphrase_must_be_set(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="at least 8 characters"):
        create_app(tmp_path, "short", scenarios())


class Clock:
    """The classroom's clock, moved by the test (exam time limits, passphrase waits)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clocked(tmp_path: Path) -> Iterator[tuple[str, Clock, Flask]]:
    clock = Clock()
    app = create_app(tmp_path / "data", PASSPHRASE, scenarios(), clock=clock, seeds=seeded(SEED))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", clock, app
    finally:
        server.shutdown()
        app.extensions["refdealer_store"].close()


def _start(page: sync_api.Page, base: str, name: str, mode: str, count: int, minutes: int = 0,
           topic: str = "burns") -> str:  # fmt: skip
    page.goto(base + "/")
    page.fill("#name", name)
    page.select_option("#book", "rrop-cash")
    page.select_option("#topic", topic)
    page.select_option("#mode", mode)
    page.fill("#count", str(count))
    page.fill("#minutes", str(minutes))
    go(page, "text=Start")
    return page.url.rsplit("/", 1)[-1]


def _right_choice(app: Flask, token: str) -> int:
    """The number of the right choice of the session's next question, as the page shuffled it."""
    store = app.extensions["refdealer_store"]
    sess = store.session(token)
    scenario = next(s for s in scenarios() if s.id == sess.questions[sess.answered][0])
    step = sess.questions[sess.answered][1]
    quiz = play_under(scenario, sess.book).frames[step].quiz
    quiz = shuffled(quiz, sess.seed, f"{scenario.id}/{step}")
    return quiz.choices.index(quiz.answer) + 1


def test_a_timed_exam_a_certificate_and_a_review_in_the_browser(
    clocked: tuple[str, Clock, Flask],
) -> None:
    base, clock, app = clocked
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS
        )
        page = browser.new_page(viewport={"width": 390, "height": 844})
        # A time limit is for an exam only.
        _start(page, base, "Ann", "drill", 2, minutes=5)
        assert "a time limit for an exam only" in page.inner_text("[role=alert]")
        # A timed exam: the time left is shown; once it is up, the questions left count wrong.
        token = _start(page, base, "Ann", "exam", 3, minutes=1)
        assert page.inner_text("#time-left") == "1:00 left"
        go(page, f"ol.choices button >> nth={_right_choice(app, token) - 1}")
        clock.now += 61
        go(page, "text=/Next question|Your score/")
        body = page.inner_text("body")
        assert "The time ran out" in body and "Not passed yet" in body
        assert re.search(r"Ann: 1 of \d+ right", page.inner_text("h1"))
        assert page.query_selector("#certificate") is None
        refused = page.request.get(f"{base}/certificate/{token}")
        assert refused.status == 403 and "passed exam only" in refused.text()
        # An exam answered right earns a printable certificate.
        token = _start(page, base, "Ann", "exam", 2)
        while page.query_selector("ol.choices button"):
            go(page, f"ol.choices button >> nth={_right_choice(app, token) - 1}")
            go(page, "text=/Next question|Your score/")
        assert "Passed" in page.inner_text("body")
        go(page, "#certificate")
        assert "Certificate of completion" in page.inner_text("h1")
        assert "Ann" in page.inner_text(".name") and "Robert's Rules" in page.inner_text("body")
        # A review: nothing to review for a trainee never seen; Ben's missed areas come back.
        _start(page, base, "Ben", "review", 3)
        assert "No earlier sessions of Ben" in page.inner_text("[role=alert]")
        _start(page, base, "Ben", "drill", 3)
        missed = []
        while page.query_selector("ol.choices button"):
            token = page.url.rsplit("/", 1)[-1]
            sess = app.extensions["refdealer_store"].session(token)
            missed.append(sess.questions[sess.answered][0])
            right = _right_choice(app, token)
            go(page, f"ol.choices button >> nth={right % 2}")  # never the right one
            go(page, "text=/Next question|Your score/")
        token = _start(page, base, "Ben", "review", 3)
        sess = app.extensions["refdealer_store"].session(token)
        assert sess.mode == "review" and sess.questions[0][0] in missed
        browser.close()


def test_wrong_passphrases_make_the_address_wait_and_the_classroom_keeps_serving(
    clocked: tuple[str, Clock, Flask],
) -> None:
    base, clock, _ = clocked
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS
        )
        page = browser.new_page()
        statuses = []
        for guess in ("one", "two", "three", "four", "five", PASSPHRASE):
            page.goto(base + "/trainer")
            page.fill("#passphrase", guess)
            with page.expect_response(base + "/trainer") as response:
                go(page, "text=Enter")
            statuses.append(response.value.status)
        assert statuses == [403] * 5 + [429]  # even the right one waits
        assert "Too many wrong passphrases: try again in 60 seconds." in page.inner_text(
            "[role=alert]"
        )
        assert page.request.get(base + "/").status == 200  # trainees are still served
        clock.now += 60
        page.goto(base + "/trainer")
        page.fill("#passphrase", PASSPHRASE)
        go(page, "text=Enter")
        assert page.url.endswith("/trainer/class")
        browser.close()
