"""docs/books-side-by-side.png: the books side by side as handouts draw them (the
play-the-board lesson, in trainee words), taken in headless Chromium (the system browser).
Run: python benchmarks/books_screenshot.py
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from refdealer.walk.books_view import BOOKS_STYLE, books_html
from refdealer.walk.compare import with_books
from refdealer.walk.find import find_scenario
from refdealer.walk.play import play

DOCS = Path(__file__).resolve().parent.parent / "docs"
SCENARIO = "play-the-board-declared-then-mucked-keeps-the-claim"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]


def main() -> None:
    walk = with_books(play(find_scenario(SCENARIO)))
    with tempfile.TemporaryDirectory() as folder:
        page_file = Path(folder) / "handout.html"
        style = f"body {{ font-family: sans-serif; max-width: 60rem; --muted: #666; }}{BOOKS_STYLE}"
        html = f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>{style}</style></head>"
        page_file.write_text(f"{html}<body>{books_html(walk.books)}</body></html>", "utf-8")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS)
            page = browser.new_page(viewport={"width": 1000, "height": 800})
            page.goto(page_file.as_uri())
            books = page.locator("div.books").first
            books.screenshot(path=str(DOCS / "books-side-by-side.png"))
            browser.close()
    print(DOCS / "books-side-by-side.png")


if __name__ == "__main__":
    main()
