"""Reading one large feature file: CPU seconds for n, 2n, 4n blank lines and scenarios.

Issue 24 (N6, N10): a 60 KB feature file of blank lines took 23 s to read, and time grew
with the square of the number of scenarios. This writes feature files of growing size into
a temporary folder and times :func:`refdealer.suite.feature_suite.read_feature_file` on each
in CPU seconds of this process (steadier than wall time on a shared machine; best of
``--rounds``, the per-process parse cache cleared between rounds). Linear reading
shows as a ratio near 2 when the size doubles; quadratic reading as a ratio near 4.

    python benchmarks/bench_feature_reading.py --rounds 3
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from refdealer.suite import feature_suite


def feature_text(scenarios: int, blank_lines: int) -> str:
    """A valid feature file: one rule, ``scenarios`` two-step scenarios, ``blank_lines`` after."""
    lines = ["Feature: Many", "", "  Rule: NL-MIN-RAISE — a raise is at least the last one", ""]
    for number in range(scenarios):
        lines += [
            f"    Scenario: Scenario number {number}",
            "      Given a no-limit table with blinds 100/200 and the button on seat 1:",
            "        | seat | stack |",
            "        | 1    | 20000 |",
            "        | 2    | 20000 |",
            "      When the hand is dealt",
            "",
        ]
    return "\n".join(lines + [""] * blank_lines) + "\n"


def best_seconds(path: Path, rounds: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        feature_suite._read_feature.cache_clear()
        started = time.process_time()
        _, issues = feature_suite.read_feature_file(path)
        best = min(best, time.process_time() - started)
        assert not issues, issues
    return best


def series(folder: Path, label: str, sizes: list[tuple[int, int]], rounds: int) -> None:
    print(f"{label}:")
    previous: float | None = None
    for scenarios, blank_lines in sizes:
        path = folder / f"s{scenarios}_b{blank_lines}.feature"
        path.write_text(feature_text(scenarios, blank_lines), encoding="utf-8")
        seconds = best_seconds(path, rounds)
        ratio = f"  x{seconds / previous:.1f}" if previous else ""
        size = path.stat().st_size // 1000
        print(f"  {scenarios:>6} scenarios {blank_lines:>7} blank lines {size:>6} KB"
              f"  {seconds:8.3f} s{ratio}")  # fmt: skip
        previous = seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--blank-lines", type=int, default=15_000, help="the smallest n")
    parser.add_argument("--scenarios", type=int, default=1_000, help="the smallest n")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-features-") as name:
        folder = Path(name)
        blanks = [args.blank_lines * k for k in (1, 2, 4)]
        series(folder, "blank lines", [(10, b) for b in blanks], args.rounds)
        counts = [args.scenarios * k for k in (1, 2, 4)]
        series(folder, "scenarios", [(n, 0) for n in counts], args.rounds)


if __name__ == "__main__":
    main()
