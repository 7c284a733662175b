"""What ``refdealer fuzz`` wrote for the shipped engines' known deviations, kept as they came
out of the shrinker (benchmarks/fuzz_engines.py writes them again): each file fails on its
engine and passes on the reference under ``refdealer certify --scenarios FILE``, and is a
hand of at most 15 events.

PokerKit and texasholdem run in process (a fraction of a second each); poker-ts needs node
and its package, and is skipped without them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.scenarios.loader import load_scenario_file
from tests.test_engines import BINDING, _poker_ts_missing

FINDINGS = Path(__file__).resolve().parent / "data" / "fuzz"
ADAPTERS = {
    "pokerkit": ["--adapter", "refdealer.engines.pokerkit:Engine"],
    "texasholdem": ["--adapter", "refdealer.engines.texasholdem:Engine"],
    "poker-ts": ["--adapter-cmd", f"node {BINDING}"],
}
FILES = sorted(FINDINGS.glob("*/*.yaml"))
CASES = [
    pytest.param(
        path,
        id=f"{path.parent.name}/{path.stem}",
        marks=[pytest.mark.slow] if path.parent.name == "poker-ts" else [],
    )
    for path in FILES
]


def _engine_ready(engine: str) -> None:
    if engine == "poker-ts":
        missing = _poker_ts_missing()
        if missing is not None:
            pytest.skip(missing)
    else:
        pytest.importorskip(engine, reason=f"{engine} is not installed (extra {engine})")


def test_every_shipped_engine_has_its_findings() -> None:
    assert {path.parent.name for path in FILES} == set(ADAPTERS)


@pytest.mark.parametrize("path", CASES)
def test_a_finding_fails_on_its_engine_and_passes_on_the_reference(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = path.parent.name
    _engine_ready(engine)
    scenarios, issues = load_scenario_file(path)
    assert issues == [] and len(scenarios) == 1
    events = sum(len(step.events) for step in scenarios[0].script)
    assert events <= 15, f"{path.name}: {events} events"
    assert main(["certify", *ADAPTERS[engine], "--scenarios", str(path)]) == 1
    assert "1 failed" in capsys.readouterr().out
    assert main(["certify", "--scenarios", str(path)]) == 0
    assert "1 passed" in capsys.readouterr().out
