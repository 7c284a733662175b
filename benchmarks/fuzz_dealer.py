"""The dealer fuzz walk, run long: random hands with random dealer errors and notices.

The same walker as tests/test_fuzz_dealer.py (tests/fuzz_walk.py), driven by
``random.Random(seed + n)`` for hand ``n``, so every failing hand is reproduced by its seed
alone. Prints events tried (accepted and refused), hands (and how many were played to the
end), failures found, and for each failure its seed and what went wrong.

    python benchmarks/fuzz_dealer.py --hands 20000 --seed 1
    python benchmarks/fuzz_dealer.py --seconds 120 --seed 1
    python benchmarks/fuzz_dealer.py --replay 1234     # one hand, by its seed
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.fuzz_walk

from tests.fuzz_walk import Tally, walk_hand


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=None, help="hands to walk")
    parser.add_argument("--seconds", type=float, default=30.0, help="or walk this long (30)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first hand (1)")
    parser.add_argument("--replay", type=int, default=None, help="walk one hand by its seed")
    args = parser.parse_args(argv)
    tally = Tally()
    failing: list[int] = []
    started = time.perf_counter()
    if args.replay is not None:
        seeds: range = range(args.replay, args.replay + 1)
    else:
        seeds = range(args.seed, args.seed + (args.hands if args.hands else 10**12))
    for seed in seeds:
        before = len(tally.failures)
        walk_hand(random.Random(seed).randrange, tally, f"seed {seed}")
        if len(tally.failures) > before:
            failing.append(seed)
        timed = args.hands is None and args.replay is None
        if timed and time.perf_counter() - started >= args.seconds:
            break
    seconds = time.perf_counter() - started
    print(
        f"events tried: {tally.events:,} ({tally.accepted:,} accepted, {tally.refused:,} "
        f"refused) in {seconds:.1f} s ({tally.events / max(seconds, 1e-9):,.0f} events/s)"
    )
    print(f"hands: {tally.hands:,} ({tally.completed:,} played to the end)")
    print(f"failures found: {len(tally.failures)}")
    for failure in tally.failures:
        print(f"  {failure}")
    if failing:
        print("failing seeds: " + " ".join(map(str, failing)))
    return 1 if tally.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
