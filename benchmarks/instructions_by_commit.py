"""Instructions per hand at every commit of a range: where a change in speed came from.

Each commit is checked out in a temporary detached worktree and measured with this tree's
``count_instructions.py`` and ``bench_hands.py`` (so every commit plays the same hands under
the same policy), importing refdealer from that commit. Valgrind counts do not move with
the machine's load, so the commits compare directly. Needs ``valgrind``; about 40 s a
commit for two engines.

    python benchmarks/instructions_by_commit.py 6d22074^..aac1dc1 --only typed --only dicts
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True
    ).stdout


def counts(checkout: Path, hands: int, engines: list[str]) -> list[str]:
    """The engines' instructions per hand at ``checkout``, as count_instructions prints them."""
    command = [sys.executable, str(HERE / "count_instructions.py"), "--hands", str(hands)]
    for engine in engines:
        command += ["--only", engine]
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    out = subprocess.run(command, check=True, capture_output=True, text=True, env=env).stdout
    return [line.split()[-3] for line in out.splitlines() if line.endswith("instructions/hand")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("range", help="a git revision range, e.g. A^..B (oldest first)")
    parser.add_argument("--hands", type=int, default=200, help="hands per engine (200)")
    parser.add_argument("--only", action="append", default=None, help="engines (typed, dicts…)")
    args = parser.parse_args(argv)
    engines = args.only or ["typed", "dicts"]
    commits = git("log", "--reverse", "--format=%h", args.range).split()
    print(f"{'commit':<9} " + " ".join(f"{e:>8}" for e in engines) + "  (M instructions/hand)")
    with tempfile.TemporaryDirectory() as scratch:
        for commit in commits:
            checkout = Path(scratch) / commit
            git("worktree", "add", "--detach", str(checkout), commit)
            try:
                figures = counts(checkout, args.hands, engines)
            finally:
                git("worktree", "remove", "--force", str(checkout))
            subject = git("log", "-1", "--format=%s", commit).strip()[:70]
            print(
                f"{commit:<9} " + " ".join(f"{f:>8}" for f in figures) + f"  {subject}", flush=True
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
