"""Replaying many files: every hand's result, the counts, and the JSON report."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from refdealer.phh.model import HandRecord, PHHError
from refdealer.phh.reader import read_paths
from refdealer.phh.replay import OUTCOMES, PLAYED, ReplayResult, error_result, replay_record
from refdealer.protocol.engine import Engine

Progress = Callable[[int, int, ReplayResult], None]


@dataclass(frozen=True, slots=True)
class ReplayReport:
    """A replay run: the engine's hello, each hand's result in file order, and the time taken."""

    engine: Mapping[str, Any]
    results: tuple[ReplayResult, ...]
    seconds: float

    def counts(self) -> dict[str, int]:
        """Results by outcome, every outcome listed; ``replayed`` counts hands played."""
        tally = Counter(result.outcome for result in self.results)
        out = {outcome: tally.get(outcome, 0) for outcome in OUTCOMES}
        out["replayed"] = sum(tally.get(outcome, 0) for outcome in PLAYED)
        out["hands"] = len(self.results)
        return out

    @property
    def ok(self) -> bool:
        """No mismatch, engine error or malformed hand."""
        counts = self.counts()
        return not (counts["mismatched"] or counts["error"] or counts["malformed"])

    def not_supported_reasons(self) -> list[tuple[str, int]]:
        """Why hands were not replayed, most frequent first."""
        reasons = Counter(r.detail for r in self.results if r.outcome == "not_supported")
        return reasons.most_common()

    def to_dict(self) -> dict[str, Any]:
        return {
            "engine": dict(self.engine),
            "seconds": round(self.seconds, 3),
            "summary": self.counts(),
            "results": [result.to_dict() for result in self.results],
        }


def load_records(paths: Iterable[str | Path]) -> list[HandRecord | PHHError]:
    """Every hand under ``paths`` (files or directories), or the error of a file that fails."""
    return list(read_paths(paths))


def replay_records(
    engine: Engine,
    records: Sequence[HandRecord | PHHError],
    *,
    progress: Progress | None = None,
) -> ReplayReport:
    """Replay each hand on ``engine`` in turn (a malformed file is reported, not played)."""
    started = time.perf_counter()
    hello = engine.hello()
    results: list[ReplayResult] = []
    total = len(records)
    for done, record in enumerate(records, start=1):
        if isinstance(record, PHHError):
            result = error_result(record)
        else:
            result = replay_record(engine, record)
        results.append(result)
        if progress is not None:
            progress(done, total, result)
    return ReplayReport(hello, tuple(results), time.perf_counter() - started)


def write_json(report: ReplayReport, path: str | Path) -> None:
    """The report as JSON (summary and every hand's result)."""
    Path(path).write_text(json.dumps(report.to_dict(), indent=2) + "\n", encoding="utf-8")
