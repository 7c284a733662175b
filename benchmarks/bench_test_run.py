"""The project's test run: the wall time of the README's test command, and how quiet it ran.

Run: ``python benchmarks/bench_test_run.py [--slowest N] [-- PYTEST ARGS]``. It runs
``python -m pytest -q -n auto`` (or the pytest arguments given after ``--``) from the
repository root and prints the wall time, the CPU time of the run and its children, the
number of CPUs, and the load averages before and after. The machine is shared: a load average
above the CPU count at the start means other work ran beside the tests, and the wall time is
then longer than on a quiet machine (the CPU time much less so). The slowest tests come from
pytest's ``--durations``.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README_COMMAND = ["-q", "-n", "auto"]


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--slowest", type=int, default=15, metavar="N", help="tests to list")
    parser.add_argument("pytest_args", nargs="*", help="instead of the README's -q -n auto")
    args = parser.parse_args()
    command = [sys.executable, "-m", "pytest", *(args.pytest_args or README_COMMAND)]
    command += [f"--durations={args.slowest}"]
    print(f"{' '.join(command[1:])} on {os.cpu_count()} CPUs")
    print(f"load average before: {load()}")
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"load average after:  {load()}")
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
    print(f"pytest: {summary} (exit status {done.returncode})")
    print(f"wall {wall:.1f} s ({wall / 60:.2f} min); CPU {children.ru_utime:.1f} s user + "
          f"{children.ru_stime:.1f} s system")  # fmt: skip
    lines = done.stdout.splitlines()
    timed = [line for line in lines if re.match(r"\d+\.\d+s (call|setup|teardown) ", line)]
    if timed:
        print("slowest tests:")
        print("\n".join(timed))
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main())
