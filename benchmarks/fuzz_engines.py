"""``refdealer fuzz`` against one engine, with every shrunk scenario checked under certify.

Plays ``--hands`` random hands (or ``--seconds``) on the engine and the reference, shrinks
each group's smallest hand to a scenario in ``--out``, then certifies that folder on the
engine (every file must fail) and on the reference (every file must pass). Prints hands/s,
the reference's share of the time, and per group its count, the shrunk scenario's steps and
events and the seconds the shrinking took. Exit status 1 if a written file does not fail on
the engine or does not pass on the reference.

    nice -n 10 python benchmarks/fuzz_engines.py pokerkit --hands 300
    nice -n 10 python benchmarks/fuzz_engines.py poker-ts --hands 300
    nice -n 10 python benchmarks/fuzz_engines.py subset:CoreOnly --hands 20000
    nice -n 10 python benchmarks/fuzz_engines.py serve --hands 20000 --jobs 2
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES = {
    "reference": (None, None),
    "serve": (None, f"{sys.executable} -m refdealer serve"),
    "pokerkit": ("refdealer.engines.pokerkit:Engine", None),
    "texasholdem": ("refdealer.engines.texasholdem:Engine", None),
    "poker-ts": (None, f"node {ROOT / 'examples/poker-ts/binding.js'}"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine", help=f"{', '.join(ENGINES)} or subset:CLASS")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seconds", type=float)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--budget", type=int, default=1000, help="shrinker hands per group")
    parser.add_argument("--shrink-seconds", type=float, help="and at most this long per group")
    parser.add_argument("--out", type=Path, help="where the scenarios go (default: a temp dir)")
    parser.add_argument(
        "--only", action="append", default=[], metavar="TEXT",
        help="shrink only the groups whose key holds TEXT (repeatable)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from refdealer.fuzz.campaign import EngineSpec, Plan, run_campaign, shrink_groups, summary_lines
    from refdealer.suite.adapters import open_engine
    from refdealer.suite.certify import certify, load_suite

    if args.engine.startswith("subset:"):
        adapter, command = f"tests.engines.subset_engine:{args.engine[7:]}", None
    else:
        adapter, command = ENGINES[args.engine]
    spec = EngineSpec(adapter, command, 10.0, "rrop-cash")
    hands = None if args.seconds else args.hands
    plan = Plan(seed=args.seed, hands=hands, seconds=args.seconds, jobs=args.jobs)
    out = args.out or Path(tempfile.mkdtemp(prefix="fuzz-"))
    out.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    tally = run_campaign(spec, plan)
    played = time.perf_counter() - began
    groups = tally.groups
    chosen = {k: g for k, g in groups.items() if not args.only or any(t in k for t in args.only)}
    tally.groups = chosen
    cpu = time.process_time()
    shrink_groups(spec, plan, tally, str(out), args.engine, args.budget, args.shrink_seconds)
    cpu = time.process_time() - cpu
    tally.groups = {**groups, **chosen}
    print(f"{args.engine}, seed {args.seed}: scenarios in {out}")
    print(f"shrinking {len(chosen)} group(s) took {cpu:.1f} s of this process's CPU")
    for line in summary_lines(tally, played):
        print(line)
    files = sorted(out.glob("*.yaml"))
    if not files:
        return 0
    scenarios = load_suite([str(f) for f in files])
    on_engine = certify(open_engine(adapter, command), scenarios=scenarios)
    on_reference = certify(open_engine(), scenarios=scenarios)
    bad = [r.id for r in on_engine.results if r.outcome not in ("failed", "error")]
    bad += [r.id for r in on_reference.results if r.outcome != "passed"]
    print(
        f"certify --scenarios {out}: {len(files)} files; on the engine "
        f"{on_engine.summary['failed'] + on_engine.summary['error']} fail; on the reference "
        f"{on_reference.summary['passed']} pass"
    )
    for name in bad:
        print(f"  NOT AS EXPECTED: {name}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
