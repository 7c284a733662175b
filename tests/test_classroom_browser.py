"""The classroom in a real headless Chromium (Playwright, the system browser): a trainee takes a
drill from the start form to the score, bad input gets a clear answer and the classroom keeps
serving, and the trainer's pages need the passphrase and export CSV."""

from __future__ import annotations

import csv
import io
import re
import threading
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

flask = pytest.importorskip("flask", reason="the classroom extra (Flask) is not installed")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

from werkzeug.serving import make_server  # noqa: E402

from refdealer.classroom.app import create_app  # noqa: E402
from refdealer.scenarios.model import Scenario  # noqa: E402
from refdealer.walk.find import suite_scenarios  # noqa: E402

PASSPHRASE = "correct horse battery"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync",
]  # fmt: skip


@cache
def scenarios() -> tuple[Scenario, ...]:
    return tuple(suite_scenarios())


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    data = tmp_path / "data"
    app = create_app(data, PASSPHRASE, scenarios())
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
        page.click("text=Start")
        assert "Please give a name of 1 to 40" in page.inner_text("[role=alert]")
        page.fill("#name", "Ann O'Neil")
        page.select_option("#book", "tda-2024")
        page.select_option("#topic", "burns")
        page.fill("#count", "2")
        page.click("text=Start")
        token = re.search(r"/q/([\w-]{22})$", page.url)
        assert token is not None
        assert "TDA tournament rules (2024)" in page.inner_text("body")
        # The narrow drawing on a phone, the wide one hidden; it fits the screen.
        assert page.is_visible("figure.narrow svg") and not page.is_visible("figure.wide svg")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        asked = 0
        while page.query_selector("ol.choices button"):
            asked += 1
            page.click("ol.choices button >> nth=0")
            body = page.inner_text("body")
            assert "The answer:" in body and ("Right!" in body or "You chose 1." in body)
            page.click("text=/Next question|Your score/")
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
        page.click("text=Enter")
        assert "Wrong passphrase." in page.inner_text("[role=alert]")
        page.fill("#passphrase", PASSPHRASE)
        page.click("text=Enter")
        assert page.url.endswith("/trainer/class")
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
