"""The dealer plays the recorded random hands exactly as the recorded dealer did.

tests/data/differential-digests.json holds, per seed, the sha256 of the hand's transcript
(every event's answer and snapshot, tests/differential_walk.py), written by
``benchmarks/differential.py --record`` from the dealer named in the file. Replaying the seeds
here must give the same digests: a refactor of the dealer that changes any answer, ruling,
message, legal action or snapshot field on these hands fails with the seed and the first
differing event, and ``benchmarks/differential.py --against REV`` shows the difference.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.differential_walk import DigestCheck, check_digests

DIGESTS = Path(__file__).parent / "data" / "differential-digests.json"
RECORDED = json.loads(DIGESTS.read_text())


@pytest.fixture(scope="module")
def replayed() -> DigestCheck:
    return check_digests(RECORDED, against=RECORDED["dealer"])


def test_the_recorded_random_hands_play_out_event_for_event_as_recorded(
    replayed: DigestCheck,
) -> None:
    assert replayed.coverage.hands == len(RECORDED["hands"]) > 0
    if replayed.differences:
        shown = "\n".join(replayed.differences[:5])
        pytest.fail(
            f"{len(replayed.differences)} of {replayed.coverage.hands} recorded hands differ "
            f"from the dealer {RECORDED['dealer']}:\n{shown}",
            pytrace=False,
        )
    assert replayed.coverage.events == sum(row[1] for row in RECORDED["hands"])


def test_the_recorded_hands_exercise_errors_rejections_and_complete_hands(
    replayed: DigestCheck,
) -> None:
    """The digests are worth something: the hands hold refusals, rulings and finished hands."""
    played = replayed.coverage
    assert {"MALFORMED_EVENT", "NOT_YOUR_TURN", "WRONG_BOARD_COUNT"} <= set(played.reasons)
    assert {"ACTION_OUT_OF_TURN", "ACTED_BEFORE_AMOUNT", "FIFTY_PERCENT_CALL"} <= set(
        played.rulings
    )
    assert len(played.reasons) >= 20, sorted(played.reasons)
    assert len(played.rulings) >= 60, sorted(played.rulings)
    assert set(played.games) == {"no-limit", "pot-limit", "fixed-limit"}
    assert played.started > 0.9 * played.hands
    assert played.completed > 0.95 * played.started
    assert played.refused > 0.1 * played.events


def test_a_changed_answer_changes_the_digest_and_is_located() -> None:
    """The check can fail: a hand whose recorded trail differs at line 3 is reported there."""
    seed, count, _whole, trail = RECORDED["hands"][0]
    step = len(trail) // (count + 1)
    broken = trail[: 3 * step] + ("0" * step if trail[3 * step] != "0" else "1" * step)
    broken += trail[4 * step :]
    altered = dict(RECORDED, hands=[[seed, count, "0" * 64, broken]])
    report = check_digests(altered, against="main")
    assert len(report.differences) == 1
    assert f"seed {seed}:" in report.differences[0]
    assert "first differing line 3" in report.differences[0]
    assert f"--against main --seed {seed} --hands 1" in report.differences[0]
