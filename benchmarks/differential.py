"""Differential run of the reference dealer: the same random hands, old vs new, event for event.

Hand ``n`` is the fuzz walker's hand of seed ``seed + n`` (tests/differential_walk.py: random
tables and options, dealer errors, notices, out-of-turn acts, chips and words, garbage
events), played through the dict API; every event's answer and snapshot is one transcript
line. Three modes:

* ``--against REV``: the dealer of revision REV (its ``refdealer/`` from ``git archive``, in
  a temporary directory) plays the same seeds in a subprocess that streams its transcripts;
  this tree's dealer plays them here (or, with ``--new REV2``, revision REV2's in a second
  subprocess); the two are compared line for line. A hand stops being
  compared at its first differing line (from there on the two sides send different events).
* ``--record FILE``: write the digest of every hand (sha256 of its transcript, its event
  count and a trail of a few hex digits per event) for tests/test_differential.py; with
  ``--dealer REV`` the hands are played by revision REV's dealer (this tree's walker), so the
  file can be re-recorded from the old dealer after the walker changed.
* ``--check FILE``: replay the seeds of a digest file on this tree and compare.

Prints hands, events and seconds; exits 1 on any difference.

    python benchmarks/differential.py --against 7105b4d --hands 5000 --seed 1
    python benchmarks/differential.py --against 7105b4d --seed 1234 --hands 1   # one hand
    python benchmarks/differential.py --against 7105b4d --new main    # two revisions
    python benchmarks/differential.py --record tests/data/differential-digests.json --hands 1000
    python benchmarks/differential.py --record FILE --dealer 7105b4d --hands 1000  # old dealer
    python benchmarks/differential.py --check tests/data/differential-digests.json
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: Differences shown in full (the rest are counted).
SHOWN = 5
#: Changed fields listed per difference.
FIELDS = 12


def _worker(old_root: str, first: int, hands: int) -> int:
    """Subprocess side: play the seeds with the dealer under ``old_root``, one line per hand."""
    sys.path[:0] = [old_root, str(ROOT)]  # the old refdealer first, this tree's walker next
    import refdealer

    where = Path(refdealer.__file__).resolve()
    if not where.is_relative_to(Path(old_root).resolve()):
        print(f"the old dealer was not imported: refdealer is {where}", file=sys.stderr)
        return 2
    from tests.differential_walk import transcript

    out = sys.stdout
    for seed in range(first, first + hands):
        out.write(f"{seed}\t" + "\t".join(transcript(seed)) + "\n")  # JSON never holds a tab
    out.flush()
    return 0


def _changes(old: Any, new: Any, path: str = "") -> Iterator[str]:
    """The fields that differ between two decoded lines, as ``path: old -> new``."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key in sorted(set(old) | set(new)):
            yield from _changes(old.get(key, "<absent>"), new.get(key, "<absent>"), f"{path}.{key}")
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for index, (a, b) in enumerate(zip(old, new, strict=True)):
            yield from _changes(a, b, f"{path}[{index}]")
    elif old != new:
        yield f"{path or '.'}: {_short(old)} -> {_short(new)}"


def _short(value: Any, width: int = 160) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= width else text[: width - 3] + "..."


def describe(seed: int, index: int, old: list[str], new: list[str]) -> str:
    """A difference in a few lines: seed, event index, the event, the changed fields."""
    old_line = json.loads(old[index]) if index < len(old) else None
    new_line = json.loads(new[index]) if index < len(new) else None
    sent = (new_line or old_line or {}).get("event", "(the setup and start)")
    out = [f"seed {seed}, event {index} of {len(old) - 1} old / {len(new) - 1} new: {_short(sent)}"]
    if old_line is None or new_line is None:
        out.append(f"  the {'old' if old_line is None else 'new'} hand had already ended")
    else:
        changes = list(_changes(old_line, new_line))
        out += [f"  {change}" for change in changes[:FIELDS]]
        if len(changes) > FIELDS:
            out.append(f"  ... and {len(changes) - FIELDS} more fields")
    out.append(
        f"  reproduce: python benchmarks/differential.py --against REV --seed {seed} --hands 1"
    )
    return "\n".join(out)


def _first_differing(old: list[str], new: list[str]) -> int | None:
    for index, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            return index
    return None if len(old) == len(new) else min(len(old), len(new))


def _materialise(rev: str, into: str) -> str:
    """Extract revision ``rev``'s ``refdealer/`` under ``into``; its short commit id."""
    git = ["git", "-C", str(ROOT)]
    archive = subprocess.run(
        [*git, "archive", "--format=tar", rev, "refdealer"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", into], input=archive, check=True)
    return subprocess.run(
        [*git, "rev-parse", "--short", f"{rev}^{{commit}}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def _spawn(root: str, first: int, hands: int) -> subprocess.Popen[str]:
    command = [sys.executable, __file__, "--worker", root, "--seed", str(first)]
    command += ["--hands", str(hands)]
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True, bufsize=1 << 20)


def _received(worker: subprocess.Popen[str], seed: int) -> list[str] | None:
    """The next hand a worker sent (its lines), or None once it has stopped."""
    assert worker.stdout is not None
    received = worker.stdout.readline()
    if not received:
        return None
    head, _, body = received.rstrip("\n").partition("\t")
    if int(head) != seed:
        raise RuntimeError(f"a worker sent seed {head}, expected {seed}")
    return body.split("\t")


def against(rev: str, new_rev: str | None, first: int, hands: int) -> int:
    """Compare revision ``rev`` with this tree (or ``new_rev``) on ``hands`` hands."""
    import refdealer
    from tests.differential_walk import Coverage, transcript

    here = Path(refdealer.__file__).resolve()
    if new_rev is None and not here.is_relative_to(ROOT):
        print(f"this tree's dealer was not imported: refdealer is {here}")
        return 2
    started = time.perf_counter()
    played = Coverage()
    compared = events = differing = 0
    shown: list[str] = []
    with (
        tempfile.TemporaryDirectory(prefix="refdealer-old-") as old_root,
        tempfile.TemporaryDirectory(prefix="refdealer-new-") as new_root,
    ):
        old_commit = _materialise(rev, old_root)
        workers = [_spawn(old_root, first, hands)]
        if new_rev is None:
            print(f"old: {rev} ({old_commit}), new: this tree ({ROOT})")
        else:
            new_commit = _materialise(new_rev, new_root)
            print(f"old: {rev} ({old_commit}), new: {new_rev} ({new_commit})")
            workers.append(_spawn(new_root, first, hands))
        for seed in range(first, first + hands):
            old = _received(workers[0], seed)
            new = list(transcript(seed)) if new_rev is None else _received(workers[1], seed)
            if old is None or new is None:
                break
            played.add(new)
            index = _first_differing(old, new)
            compared += 1
            events += len(new) - 1 if index is None else index
            if index is not None:
                differing += 1
                if len(shown) < SHOWN:
                    shown.append(describe(seed, index, old, new))
        if compared < hands:  # one side stopped: the other may be blocked writing to us
            for worker in workers:
                worker.kill()
        codes = [worker.wait() for worker in workers]
    seconds = time.perf_counter() - started
    if any(codes) or compared < hands:
        print(f"a side failed (exits {codes}) after {compared} hands")
        return 2
    print(
        f"hands compared: {compared:,}, events compared: {events:,}, "
        f"in {seconds:.1f} s ({compared / max(seconds, 1e-9):,.0f} hands/s, both sides)"
    )
    print(f"the new side played {played.summary()}")
    print(f"hands that differ: {differing:,}")
    for text in shown:
        print(text.replace("--against REV", f"--against {rev}"))
    if differing > len(shown):
        print(f"... and {differing - len(shown)} more")
    return 1 if differing else 0


def _dealer_revision() -> str:
    """The last commit that touched this tree's refdealer/, with ``+changes`` if it is dirty."""
    git = ["git", "-C", str(ROOT)]
    last = subprocess.run(
        [*git, "log", "-1", "--format=%h", "--", "refdealer"], capture_output=True, text=True
    ).stdout.strip()
    dirty = subprocess.run(
        [*git, "status", "--porcelain", "--", "refdealer"], capture_output=True, text=True
    ).stdout.strip()
    return (last or "unknown") + ("+changes" if dirty else "")


def record(path: Path, dealer: str | None, first: int, hands: int) -> int:
    """Write the digests of ``hands`` hands from seed ``first`` to ``path``, played by this
    tree's dealer or (``dealer``) by revision ``dealer``'s with this tree's walker."""
    from tests.differential_walk import (
        MAX_EVENTS,
        Coverage,
        digest,
        transcript,
        walker_fingerprint,
    )

    started = time.perf_counter()
    rows: list[str] = []
    played = Coverage()
    with tempfile.TemporaryDirectory(prefix="refdealer-recorded-") as root:
        worker = None
        if dealer is not None:
            dealer = _materialise(dealer, root)
            worker = _spawn(root, first, hands)
        for seed in range(first, first + hands):
            lines = list(transcript(seed)) if worker is None else _received(worker, seed)
            if lines is None:
                break
            whole, trail = digest(lines)
            played.add(lines)
            rows.append(json.dumps([seed, len(lines) - 1, whole, trail]))
        if len(rows) < hands or (worker is not None and worker.wait() != 0):
            print(f"the dealer {dealer} failed after {len(rows)} hands; nothing written")
            return 2
    head = {
        "about": "digests of the differential walk (benchmarks/differential.py --record)",
        "dealer": dealer or _dealer_revision(),
        "walker": walker_fingerprint(),
        "max_events": MAX_EVENTS,
        "columns": ["seed", "events", "sha256 of the transcript", "trail"],
    }
    text = json.dumps(head, indent=1, sort_keys=True)[:-2]
    text += ',\n "hands": [\n  ' + ",\n  ".join(rows) + "\n ]\n}\n"
    path.write_text(text)
    seconds = time.perf_counter() - started
    print(played.summary())
    print(f"recorded in {seconds:.1f} s to {path}")
    return 0


def check(path: Path) -> int:
    """Replay the seeds of a digest file on this tree and compare."""
    from tests.differential_walk import check_digests

    started = time.perf_counter()
    recorded = json.loads(path.read_text())
    report = check_digests(recorded, against=recorded.get("dealer", "REV"))
    seconds = time.perf_counter() - started
    print(report.coverage.summary())
    print(f"in {seconds:.1f} s; hands that differ: {len(report.differences):,}")
    for text in report.differences[:SHOWN]:
        print(text)
    return 1 if report.differences else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--against", metavar="REV", help="compare with this git revision")
    mode.add_argument("--record", metavar="FILE", type=Path, help="write a digest file")
    mode.add_argument("--check", metavar="FILE", type=Path, help="check a digest file")
    mode.add_argument("--worker", metavar="OLD_ROOT", help=argparse.SUPPRESS)
    parser.add_argument(
        "--new", metavar="REV", help="with --against: the new side is this revision, not the tree"
    )
    parser.add_argument(
        "--dealer", metavar="REV", help="with --record: record the dealer of this revision"
    )
    parser.add_argument("--hands", type=int, default=2000, help="hands to play (2000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first hand (1)")
    args = parser.parse_args(argv)
    if args.worker:
        return _worker(args.worker, args.seed, args.hands)
    sys.path.insert(0, str(ROOT))  # this tree's refdealer and walker
    if args.against:
        return against(args.against, args.new, args.seed, args.hands)
    if args.record:
        return record(args.record, args.dealer, args.seed, args.hands)
    return check(args.check)


if __name__ == "__main__":
    raise SystemExit(main())
