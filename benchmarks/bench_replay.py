"""Recorded hands replayed per second: refdealer against PokerKit on the same PHH files.

Both replay every hand of the dataset (default: the shared Pluribus hands beside the
checkout, ``../shared/data/phh``) in the same run, in turns (``--rounds``), and the best
round of each counts. Two measurements:

* **from the files**: read and parse each file, then play the hand. refdealer:
  ``refdealer.phh.read_file`` + ``build_plan`` (stacked deck, event script) + the events on
  a ``ReferenceDealer`` through its dict API (invariants checked after every event, the
  dealer's default) + the final snapshot compared with ``finishing_stacks``. PokerKit:
  ``HandHistory.load`` + iterating its states (``state_actions``) to the last one, whose
  stacks are compared with ``finishing_stacks``.
* **replay only**: the files already parsed (refdealer's hand records, PokerKit's
  ``HandHistory`` objects), only the playing is timed.

Both engines must reach every recorded finishing stack; the script says so, and prints
hands per second for each and the ratio.

    python benchmarks/bench_replay.py --rounds 3
"""

from __future__ import annotations

import argparse
import time
from collections import deque
from collections.abc import Callable, Sequence
from importlib.metadata import version
from pathlib import Path
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.phh import HandRecord, build_plan, phh_files, read_file, replay_plan
from refdealer.phh.compare import MATCHED

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "phh"


def refdealer_replay(records: Sequence[HandRecord]) -> int:
    """Play each record on the reference dealer; the number that matched."""
    dealer = ReferenceDealer()
    return sum(replay_plan(dealer, build_plan(r)).outcome == MATCHED for r in records)


def refdealer_from_files(files: Sequence[Path]) -> int:
    records = [record for path in files for record in read_file(path)]
    return refdealer_replay(records)


def pokerkit_load(files: Sequence[Path]) -> list[Any]:
    from pokerkit import HandHistory

    histories = []
    for path in files:
        with path.open("rb") as file:
            histories.append(HandHistory.load(file))
    return histories


def pokerkit_replay(histories: Sequence[Any]) -> int:
    """Iterate each hand's states to the end; the number reaching ``finishing_stacks``."""
    matched = 0
    for history in histories:
        state = deque(history, maxlen=1)[0]  # iterating a HandHistory yields its states
        matched += list(state.stacks) == list(history.finishing_stacks)
    return matched


def pokerkit_from_files(files: Sequence[Path]) -> int:
    return pokerkit_replay(pokerkit_load(files))


def best_of(rounds: int, runs: dict[str, Callable[[], int]]) -> dict[str, tuple[float, int]]:
    """Each run ``rounds`` times, in turns: its best seconds and the matches it counted."""
    best: dict[str, tuple[float, int]] = {}
    for _ in range(rounds):
        for name, run in runs.items():
            started = time.perf_counter()
            matched = run()
            seconds = time.perf_counter() - started
            if name not in best or seconds < best[name][0]:
                best[name] = (seconds, matched)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "paths", nargs="*", type=Path, help=f"PHH files or folders ({DEFAULT_DATA})"
    )
    parser.add_argument("--rounds", type=int, default=3, help="runs per engine, best counts (3)")
    args = parser.parse_args(argv)
    files = phh_files(args.paths or [DEFAULT_DATA])
    if not files:
        parser.error("no .phh/.phhs files found")
    records = [record for path in files for record in read_file(path)]
    histories = pokerkit_load(files)
    hands = len(records)
    print(f"{hands} hands in {len(files)} files; refdealer {_version('refdealer')}, "
          f"pokerkit {_version('pokerkit')}; best of {args.rounds} rounds")  # fmt: skip
    results = best_of(
        args.rounds,
        {
            "refdealer from files": lambda: refdealer_from_files(files),
            "pokerkit from files": lambda: pokerkit_from_files(files),
            "refdealer replay only": lambda: refdealer_replay(records),
            "pokerkit replay only": lambda: pokerkit_replay(histories),
        },
    )
    ok = True
    for name, (seconds, matched) in results.items():
        print(f"  {name:<22} {hands / seconds:9.0f} hands/s  ({seconds:.3f}s, "
              f"{matched}/{hands} reach the recorded finishing stacks)")  # fmt: skip
        ok = ok and matched == hands
    for how in ("from files", "replay only"):
        ours, theirs = results[f"refdealer {how}"][0], results[f"pokerkit {how}"][0]
        print(f"  refdealer / pokerkit, {how}: {theirs / ours:.1f}x")
    return 0 if ok else 1


def _version(package: str) -> str:
    try:
        return version(package)
    except Exception:
        return "?"


if __name__ == "__main__":
    raise SystemExit(main())
