"""The published protocol document lists exactly the codes the code defines."""

from __future__ import annotations

import re
from pathlib import Path

from refdealer.capabilities import CAPABILITIES
from refdealer.rejections import REJECTION_REASONS
from refdealer.rulings import RULING_CODES

PROTOCOL_DOC = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"


def _table_rows(section: str) -> dict[str, str]:
    text = PROTOCOL_DOC.read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| ([A-Z_]+) \| (.+?) \|$", body, flags=re.MULTILINE)
    return dict(rows)


def test_ruling_code_table_matches_the_code() -> None:
    documented = _table_rows("Ruling codes")
    assert documented == {code: entry.rule for code, entry in RULING_CODES.items()}


def test_rejection_reason_table_matches_the_code() -> None:
    assert _table_rows("Rejection reasons") == dict(REJECTION_REASONS)


def test_capability_list_matches_the_code() -> None:
    text = PROTOCOL_DOC.read_text(encoding="utf-8")
    body = text.split("## Capabilities\n", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([a-z-]+)` \| (.+) \|$", body, flags=re.MULTILINE)
    assert [name for name, _ in rows] == list(CAPABILITIES)
    assert all(promise.strip() for _, promise in rows)


def test_rulings_page_is_generated_from_the_code_and_suite() -> None:
    """docs/rulings.md lists every ruling code with its rule, sources and an example;
    regenerate it with ``python -m refdealer.suite.rulings_doc`` when codes or scenarios change."""
    from refdealer.suite.rulings_doc import render

    page = PROTOCOL_DOC.parent / "rulings.md"
    assert page.read_text(encoding="utf-8") == render()


def test_every_ruling_code_cites_a_catalogued_rule() -> None:
    from refdealer.catalog import rule_catalog

    catalog = rule_catalog()
    assert [code for code, entry in RULING_CODES.items() if entry.rule not in catalog] == []
