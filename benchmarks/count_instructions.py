"""Machine instructions per hand of each engine of bench_hands.py, counted by Valgrind.

On a shared machine hands per second move with the load; the instructions a hand takes do
not. This runs each engine of ``bench_hands.py`` (same table, policy and seeds) under
``valgrind --tool=callgrind`` twice, for ``--hands`` hands and for none, and prints the
difference per hand and every engine as a multiple of texasholdem (fewer instructions is
faster; the multiples track hands per second only roughly, allocation-heavy code costs more
per instruction). Needs ``valgrind`` on the PATH; a run takes a few minutes.

    python benchmarks/count_instructions.py --hands 200
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: Engine key -> (label, the statement that plays one hand; names from the prelude).
TYPED = "B.play_refdealer_typed(t, r, d, check_invariants={})"
ENGINES = {
    "typed": ("refdealer Hand (invariants off)", TYPED.format(False)),
    "typed-invariants": ("refdealer Hand (invariants on)", TYPED.format(True)),
    "dicts": ("refdealer ReferenceDealer (dicts)", "B.play_refdealer_dicts(t, r, d, dealer)"),
    "texasholdem": ("texasholdem", "play(t, r)"),
    "pokerkit": ("PokerKit", "play(t, r)"),
}

PRELUDE = """
import random, sys
sys.path.insert(0, {here!r})
import bench_hands as B
from refdealer.dealer import ReferenceDealer
t, r, d = B.Tally("x", ""), random.Random({seed}), random.Random({seed} + 1)
dealer = ReferenceDealer()
from refdealer.table.evaluator import evaluate
evaluate(range(7))  # the evaluator's tables, built on first use, counted as a start cost
random.seed({seed} + 1)
play = {runner}
for _ in range({hands}):
    {statement}
    t.hands += 1
"""


def count(key: str, hands: int, seed: int) -> int:
    """Instructions of one run of ``hands`` hands of engine ``key`` (imports included)."""
    runner = {"texasholdem": "B.texasholdem_runner()", "pokerkit": "B.pokerkit_runner()"}
    code = PRELUDE.format(
        here=str(HERE), seed=seed, hands=hands, statement=ENGINES[key][1],
        runner=runner.get(key, "None"),
    )  # fmt: skip
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
         "-c", code],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count from valgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="hands per engine (200)")
    parser.add_argument("--seed", type=int, default=2024, help="policy seed (2024)")
    parser.add_argument(
        "--only", choices=list(ENGINES), action="append", help="these engines only (repeatable)"
    )
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not on the PATH", file=sys.stderr)
        return 2
    wanted = args.only or list(ENGINES)
    per_hand: dict[str, float] = {}
    for key in wanted:
        spent = count(key, args.hands, args.seed) - count(key, 0, args.seed)
        per_hand[key] = spent / args.hands
        print(f"{ENGINES[key][0]:<34} {per_hand[key] / 1e6:7.2f} M instructions/hand")
    theirs = per_hand.get("texasholdem")
    if theirs:
        print("speed against texasholdem (its instructions / the engine's):")
        for key, mine in per_hand.items():
            print(f"  {ENGINES[key][0]:<34} {theirs / mine:5.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
