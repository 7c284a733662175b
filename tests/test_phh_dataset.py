"""Real hands: every recorded hand of the shared PHH dataset replays to its finishing stacks.

The dataset (1,567 six-handed no-limit hands that Pluribus played, see its README.md) lives
beside the checkout in ``shared/data/phh``; CI puts a copy of ``shared/`` beside its clone.
The installed product never needs it, so the test is skipped where it is absent.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.phh import load_records, replay_records
from refdealer.phh.compare import MATCHED, ODD_CHIP

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "phh"
EXPECTED_HANDS = 1567

pytestmark = pytest.mark.skipif(
    not DATA.is_dir(), reason=f"the shared PHH dataset is not beside the checkout ({DATA})"
)


def test_every_recorded_hand_reaches_its_finishing_stacks() -> None:
    started = time.perf_counter()
    records = load_records([DATA])
    assert len(records) == EXPECTED_HANDS
    report = replay_records(ReferenceDealer(), records)
    counts = report.counts()
    problems = [str(r) for r in report.results if r.outcome not in (MATCHED, ODD_CHIP)]
    assert problems == [], f"{len(problems)} hand(s) differ:\n" + "\n".join(problems[:20])
    # Every matched hand finished: a match with a note would be a record that stops early.
    assert [str(r) for r in report.results if r.outcome == MATCHED and r.detail] == []
    # Split pots recorded in half chips are reported as such, explained by the odd-chip rule.
    for result in report.results:
        if result.outcome == ODD_CHIP:
            assert "half chips" in result.detail and "ODD-CHIP" in result.detail
            assert "one chip each clockwise from the button" in result.detail
    assert counts["replayed"] == EXPECTED_HANDS
    assert counts["matched"] + counts["odd_chip"] == EXPECTED_HANDS
    assert time.perf_counter() - started < 60
