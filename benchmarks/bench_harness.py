"""Harness speed: scenarios per second in process and over the process binding, and requests
per second of the process binding itself.

Run: ``python benchmarks/bench_harness.py [--passes N] [--requests N] [--repeat R]``. Each
figure is the best of ``repeat`` runs. The scenarios are the built-in suite (or
``--scenarios PATH ...``), played on the reference dealer: bare (the dealer object called
directly, no checks), through ``InProcessEngine`` (argument copies, shape checks, a JSON round
trip of every result), and through ``ProcessEngine`` talking to ``refdealer serve`` in a child
process (JSON-RPC over pipes).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.options import DEFAULT_PROFILE
from refdealer.protocol import InProcessEngine, ProcessEngine
from refdealer.scenarios.model import Scenario
from refdealer.scenarios.runner import PASSED, run_scenario
from refdealer.suite.certify import load_suite
from refdealer.suite.files import suite_identity


class Counting:
    """An engine wrapper that counts the protocol calls made through it."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine
        self.calls = 0

    def hello(self) -> dict[str, Any]:
        self.calls += 1
        result: dict[str, Any] = self.engine.hello()
        return result

    def start(self, setup: dict[str, Any]) -> dict[str, Any]:
        self.calls += 1
        result: dict[str, Any] = self.engine.start(setup)
        return result

    def apply(self, event: dict[str, Any]) -> dict[str, Any]:
        self.calls += 1
        result: dict[str, Any] = self.engine.apply(event)
        return result

    def snapshot(self) -> dict[str, Any]:
        self.calls += 1
        result: dict[str, Any] = self.engine.snapshot()
        return result


def best_seconds(run: Callable[[], object], repeat: int) -> float:
    """The wall time of the fastest of ``repeat`` runs of ``run``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def play_suite(engine: Any, scenarios: Sequence[Scenario], passes: int) -> None:
    """Play every scenario ``passes`` times; any outcome but passed is a broken benchmark."""
    hello = engine.hello()
    capabilities = hello.get("capabilities", [])
    profiles = hello.get("profiles")
    for _ in range(passes):
        for scenario in scenarios:
            result = run_scenario(
                engine,
                scenario,
                profile=DEFAULT_PROFILE,
                capabilities=capabilities,
                profiles=profiles,
            )
            if result.outcome != PASSED:
                raise SystemExit(f"{scenario.id} {result.outcome}: {result.detail}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=20, help="passes over the suite per run")
    parser.add_argument("--requests", type=int, default=5000, help="raw requests per run")
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best one counts")
    parser.add_argument("--scenarios", nargs="+", metavar="PATH", help="instead of the suite")
    args = parser.parse_args(argv)

    scenarios = load_suite(args.scenarios)
    # Scenarios needing what the reference dealer lacks would be not applicable: not timed.
    capabilities = set(ReferenceDealer().hello()["capabilities"])
    scenarios = [s for s in scenarios if set(s.requires_for(DEFAULT_PROFILE)) <= capabilities]
    counter = Counting(InProcessEngine(ReferenceDealer()))
    play_suite(counter, scenarios, 1)
    calls = counter.calls - 1  # without the hello
    runs = len(scenarios) * args.passes

    print(f"python {platform.python_version()} ({platform.python_implementation()})")
    identity = suite_identity()
    print(
        f"suite {identity['version']} ({identity['digest'][:19]}): {len(scenarios)} scenarios,"
        f" {calls} protocol calls per pass ({calls / len(scenarios):.1f} per scenario);"
        f" {args.passes} passes per run, best of {args.repeat}"
    )

    def rate_line(name: str, seconds: float) -> None:
        print(
            f"  {name:<34} {runs / seconds:>10,.0f} scenarios/s"
            f" {runs * calls / len(scenarios) / seconds:>10,.0f} calls/s"
        )

    print("scenarios")
    rate_line(
        "bare dealer (no checks)",
        best_seconds(lambda: play_suite(ReferenceDealer(), scenarios, args.passes), args.repeat),
    )
    rate_line(
        "InProcessEngine",
        best_seconds(
            lambda: play_suite(InProcessEngine(ReferenceDealer()), scenarios, args.passes),
            args.repeat,
        ),
    )
    serve = [sys.executable, "-m", "refdealer", "serve"]
    with ProcessEngine(serve, timeout=30) as engine:
        engine.hello()  # the child is up before timing
        rate_line(
            "ProcessEngine (refdealer serve)",
            best_seconds(lambda: play_suite(engine, scenarios, args.passes), args.repeat),
        )

        print(f"raw requests on ProcessEngine (refdealer serve), {args.requests:,} per run")
        engine.start(dict(scenarios[0].setup))

        def repeat_call(call: Callable[[], object]) -> Callable[[], None]:
            def run() -> None:
                for _ in range(args.requests):
                    call()

            return run

        for name, call in (("hello", engine.hello), ("snapshot", engine.snapshot)):
            seconds = best_seconds(repeat_call(call), args.repeat)
            print(
                f"  {name:<34} {args.requests / seconds:>10,.0f} requests/s"
                f" {seconds / args.requests * 1e6:>10,.1f} us each"
            )
        local = InProcessEngine(ReferenceDealer())
        local.start(dict(scenarios[0].setup))
        seconds = best_seconds(repeat_call(local.snapshot), args.repeat)
        print(
            f"  {'snapshot, InProcessEngine (compare)':<34}"
            f" {args.requests / seconds:>10,.0f} requests/s"
            f" {seconds / args.requests * 1e6:>10,.1f} us each"
        )
        print(f"  process started {engine.starts} time(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
