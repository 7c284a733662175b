"""Every catalog rule states its rule in the project's own words (issue #4).

- each entry of ``refdealer/data/rules.yaml`` has a ``text`` of 2 to 5 sentences and at
  least 15 words, and the loader refuses an entry without one, naming the rule;
- ``refdealer rules ID`` prints the text;
- the texts are the project's own wording: no run of 8 consecutive words (case and
  punctuation ignored) is shared with the reference catalog or the seed documents in
  ``../shared`` (skipped where that folder is absent).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

from refdealer.catalog import CatalogError, load_rules, rule_catalog
from refdealer.cli import main

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
RUN = 8  # words in a row that may not be shared with a source
MIN_WORDS = 15
SENTENCES = range(2, 6)


def words(text: str) -> list[str]:
    """The text's words, lower-cased, with punctuation and symbols dropped."""
    return re.findall(r"[a-z0-9]+", text.lower())


def runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    """Every run of ``n`` consecutive words of ``text``."""
    ws = words(text)
    return {tuple(ws[i : i + n]) for i in range(len(ws) - n + 1)}


def shared_runs(
    texts: Mapping[str, str], sources: Iterable[str], n: int = RUN
) -> dict[str, list[str]]:
    """Key of each text -> the ``n``-word runs it shares with any of ``sources``."""
    seen: set[tuple[str, ...]] = set()
    for source in sources:
        seen |= runs(source, n)
    found: dict[str, list[str]] = {}
    for key, text in texts.items():
        common = sorted(" ".join(run) for run in runs(text, n) & seen)
        if common:
            found[key] = common
    return found


def sentence_count(text: str) -> int:
    return len(re.findall(r"[.!?](?=\s|$)", text))


def source_documents() -> list[str]:
    if not SHARED.is_dir():
        pytest.skip(f"the reference material is not here: {SHARED}")
    paths = [SHARED / "rules" / "catalog.md", *sorted((SHARED / "seeds").iterdir())]
    return [path.read_text(encoding="utf-8") for path in paths if path.is_file()]


# -- the texts -------------------------------------------------------------------------------


def test_every_rule_has_a_text_of_a_few_sentences() -> None:
    catalog = rule_catalog()
    assert len(catalog) == 99
    short = {
        rid: len(words(e.text)) for rid, e in catalog.items() if len(words(e.text)) < MIN_WORDS
    }
    assert short == {}
    shapes = {rid: sentence_count(e.text) for rid, e in catalog.items()}
    assert {rid: count for rid, count in shapes.items() if count not in SENTENCES} == {}


def test_texts_are_distinct_and_on_one_line() -> None:
    texts = [entry.text for entry in rule_catalog().values()]
    assert len(set(texts)) == len(texts)
    assert all(text == " ".join(text.split()) for text in texts)


def test_rules_command_prints_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    entry = rule_catalog()["TURN-PREMATURE"]
    assert main(["rules", "TURN-PREMATURE"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"TURN-PREMATURE — {entry.title}\n")
    assert entry.text in " ".join(out.split())
    assert all(len(line) <= 88 for line in out.split("  sources:")[0].splitlines())


def test_rules_list_stays_one_line_per_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(rule_catalog())
    assert [line.split()[0] for line in lines] == list(rule_catalog())


# -- the loader ------------------------------------------------------------------------------

ENTRY = """\
rules:
- id: SOME-RULE
  area: dealing
  title: a rule
{text}  sources:
  - TDA 1
  status: modelled
"""


def test_loader_folds_the_text_into_one_line() -> None:
    document = ENTRY.format(text="  text: >-\n    First line\n    and second.  Done.\n")
    assert load_rules(document)["SOME-RULE"].text == "First line and second. Done."


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "has no text"),
        ("  text: ''\n", "empty"),
        ("  text: '   '\n", "empty"),
        ("  text:\n", "has no text"),
        ("  text: [a, b]\n", "non-string"),
    ],
)
def test_a_rule_without_text_is_a_load_error_naming_it(text: str, problem: str) -> None:
    with pytest.raises(CatalogError, match=rf"rule SOME-RULE .*{problem}"):
        load_rules(ENTRY.format(text=text))


# -- own words -------------------------------------------------------------------------------


def test_shared_runs_finds_a_copied_sentence() -> None:
    source = "The flop is dealt face up. Before that, the dealer burns one card face down."
    copied = "As the book says: before THAT, the dealer burns one card, face-down! Then the flop."
    own = "One card goes to the burn pile, unseen, before the three flop cards appear."
    found = shared_runs({"copied": copied, "own": own}, [source])
    assert found == {
        "copied": [
            "before that the dealer burns one card face",
            "that the dealer burns one card face down",
        ]
    }
    # Seven words in a row are allowed: common phrasing is not copying.
    assert shared_runs({"short": "so the dealer burns one card face down"}, [source]) == {}


def test_shared_runs_counts_exactly_eight_words() -> None:
    source = "one two three four five six seven eight nine"
    assert shared_runs({"seven": "x one two three four five six seven y"}, [source]) == {}
    assert shared_runs({"eight": "x One, two; three four five six seven EIGHT y"}, [source]) == {
        "eight": ["one two three four five six seven eight"]
    }


def test_the_check_catches_a_sentence_copied_from_the_reference_catalog() -> None:
    documents = source_documents()
    catalog = documents[0]
    line = next(
        line.strip(" *-")
        for line in catalog.splitlines()
        if line.startswith("* **Rule.**") and len(words(line)) > 20
    )
    forged = {"FORGED": "In our words, at last. " + line}
    assert set(shared_runs(forged, documents)) == {"FORGED"}


def test_rule_texts_are_in_the_projects_own_words() -> None:
    """No rule text shares a run of 8 words with the reference catalog or a seed document."""
    texts = {rid: entry.text for rid, entry in rule_catalog().items()}
    assert shared_runs(texts, source_documents()) == {}


def test_a_closed_pipe_ends_the_listing_quietly() -> None:
    """``refdealer rules | head -1``: the reader is gone; no traceback, status 141."""
    import os
    import subprocess
    import sys

    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will read: every write to the pipe fails
    try:
        lister = subprocess.run(
            [sys.executable, "-m", "refdealer", "rules"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            timeout=60,
            check=False,
        )
    finally:
        os.close(write_end)
    assert b"Traceback" not in lister.stderr, lister.stderr.decode()
    assert lister.returncode == 141
