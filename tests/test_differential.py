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

from tests.differential_walk import check_digests, transcript

DIGESTS = Path(__file__).parent / "data" / "differential-digests.json"
RECORDED = json.loads(DIGESTS.read_text())


def test_the_recorded_random_hands_play_out_event_for_event_as_recorded() -> None:
    report = check_digests(RECORDED, against=RECORDED["dealer"])
    assert report.hands == len(RECORDED["hands"]) > 0
    assert report.events == sum(row[1] for row in RECORDED["hands"])
    if report.differences:
        shown = "\n".join(report.differences[:5])
        pytest.fail(
            f"{len(report.differences)} of {report.hands} recorded hands differ from the dealer "
            f"{RECORDED['dealer']}:\n{shown}",
            pytrace=False,
        )


def test_the_recorded_hands_exercise_errors_rejections_and_complete_hands() -> None:
    """The digests are worth something: the hands hold refusals, rulings and finished hands."""
    reasons: set[str] = set()
    rulings = completed = 0
    for seed, *_ in RECORDED["hands"][:200]:
        lines = [json.loads(text) for text in transcript(seed)]
        answers = [entry["answer"] for entry in lines[1:] if "answer" in entry]
        reasons |= {answer["reason"] for answer in answers if not answer["accepted"]}
        rulings += sum(len(answer.get("rulings", [])) for answer in answers)
        completed += lines[-1].get("snapshot", {}).get("phase") == "complete"
    assert {"MALFORMED_EVENT", "NOT_YOUR_TURN"} <= reasons, sorted(reasons)
    assert len(reasons) >= 5, sorted(reasons)
    assert rulings >= 100
    assert completed >= 150


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
