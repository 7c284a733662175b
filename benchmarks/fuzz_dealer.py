"""The dealer fuzz walk, run long: random hands with random dealer errors and notices.

The same walker as tests/test_fuzz_dealer.py (tests/fuzz_walk.py), driven by
``random.Random(seed + n)`` for hand ``n``, so every failing hand is reproduced by its seed
alone. Prints events tried (accepted and refused), hands (and how many were played to the
end), failures found, and for each failure its seed and what went wrong.

    python benchmarks/fuzz_dealer.py --hands 20000 --seed 1
    python benchmarks/fuzz_dealer.py --seconds 120 --seed 1
    python benchmarks/fuzz_dealer.py --replay 1234     # one hand, by its seed

Leaning the walk (a replay needs the same flags): ``--profile tda-2024`` plays every hand
under that profile, ``--every-option`` draws every house option for every hand, and
``--late 4`` makes errors on the turn, the river, an all-in exposure and the showdown four
times as likely, drawn from the late streets' own list; a leaning walk also checks the
board's size and that no live hand holds a wrong number of cards with nothing unnoticed.

    nice -n 10 python benchmarks/fuzz_dealer.py --seconds 600 --profile tda-2024 \
        --every-option --late 4
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.fuzz_walk

from refdealer.options import SUPPORTED_PROFILES
from tests.fuzz_walk import Lean, Tally, walk_hand

#: The most failures printed in full (every failing seed is printed).
SHOWN_FAILURES = 40


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=None, help="hands to walk")
    parser.add_argument("--seconds", type=float, default=30.0, help="or walk this long (30)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first hand (1)")
    parser.add_argument("--replay", type=int, default=None, help="walk one hand by its seed")
    parser.add_argument(
        "--profile",
        choices=SUPPORTED_PROFILES,
        default=None,
        help="every hand under this profile (default: the dealer's)",
    )
    parser.add_argument(
        "--every-option", action="store_true", help="draw every house option for every hand"
    )
    parser.add_argument(
        "--late",
        type=int,
        default=0,
        metavar="N",
        help="errors on the late streets and the showdown N times as likely",
    )
    args = parser.parse_args(argv)
    lean = Lean(args.profile, args.every_option, max(0, args.late))
    tally = Tally()
    failing: list[int] = []
    started = time.perf_counter()
    cpu_started = time.process_time()
    if args.replay is not None:
        seeds: range = range(args.replay, args.replay + 1)
    else:
        seeds = range(args.seed, args.seed + (args.hands if args.hands else 10**12))
    for seed in seeds:
        before = len(tally.failures)
        walk_hand(random.Random(seed).randrange, tally, f"seed {seed}", lean=lean)
        if len(tally.failures) > before:
            failing.append(seed)
        timed = args.hands is None and args.replay is None
        if timed and time.perf_counter() - started >= args.seconds:
            break
    seconds = time.perf_counter() - started
    print(
        f"events tried: {tally.events:,} ({tally.accepted:,} accepted, {tally.refused:,} "
        f"refused) in {seconds:.1f} s ({tally.events / max(seconds, 1e-9):,.0f} events/s; "
        f"{time.process_time() - cpu_started:.1f} s of CPU)"
    )
    print(f"lean: {lean}")
    print(
        f"hands: {tally.hands:,} ({tally.completed:,} played to the end; {tally.straddled:,} "
        f"straddled, {tally.killed:,} killed)"
    )
    print(f"failures found: {len(tally.failures)}")
    for failure in tally.failures[:SHOWN_FAILURES]:
        print(f"  {failure}")
    if len(tally.failures) > SHOWN_FAILURES:
        print(f"  ... and {len(tally.failures) - SHOWN_FAILURES} more")
    if failing:
        print("failing seeds: " + " ".join(map(str, failing)))
    return 1 if tally.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
