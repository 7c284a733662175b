"""The shipped engine adapters (PokerKit, texasholdem) and the poker-ts Node binding.

Each runs a few suite scenarios whose verdicts are known: hands the engine plays right pass,
and a rule it breaks fails on exactly the field it gets wrong (SHORT-BLIND: each library lets a
player call only the short big blind). Engines that are not installed are skipped with the
reason; the package itself imports without any of them. (poker-ts gets the amount to call
right and breaks UNCALLED-BET and the order of action in the same scenario instead.)
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from refdealer.scenarios.runner import FAILED, NOT_APPLICABLE, PASSED
from refdealer.suite.adapters import open_engine
from refdealer.suite.certify import certify, load_suite
from refdealer.suite.files import scenarios_dir

ROOT = Path(__file__).resolve().parents[1]
BINDING = ROOT / "examples" / "poker-ts" / "binding.js"
PLAYED_RIGHT = ("side-pots-best-hand-in-the-side-pot-wins-both", "everyone-folds-hand-ends-at-once")
SHORT_BLIND = "short-big-blind-still-owes-the-full-call"


def _results(engine_spec: tuple[str | None, str | None], ids: tuple[str, ...]) -> dict[str, object]:
    scenarios = [s for s in load_suite([scenarios_dir() / "core"]) if s.id in ids]
    engine = open_engine(*engine_spec, timeout=20)
    try:
        certificate = certify(engine, scenarios=scenarios)
    finally:
        close = getattr(engine, "close", None)
        if callable(close):
            close()
    return {r.id: r for r in certificate.results}


@pytest.mark.parametrize("library", ["pokerkit", "texasholdem"])
def test_the_package_imports_and_greets_without_the_library(library: str) -> None:
    code = (
        f"import sys; sys.modules[{library!r}] = None\n"
        f"from refdealer.engines.{library} import Engine\n"
        "engine = Engine(); print(engine.hello()['capabilities'])\n"
        "try:\n    engine.start({})\nexcept Exception as error:\n    print(type(error).__name__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert "no-limit" in done.stdout
    assert "floor-rulings" not in done.stdout  # no library issues floor rulings


def test_without_the_library_a_hand_cannot_start_and_says_what_to_install() -> None:
    code = (
        "import sys; sys.modules['pokerkit'] = None\n"
        "from refdealer.engines.pokerkit import Engine\n"
        "from refdealer.dealer import ReferenceDealer\n"
        "from refdealer.scenarios.loader import load_scenarios\n"
        "s = load_scenarios(['scenarios/core/pots.yaml'])[0][0]\n"
        "try:\n    Engine().start(dict(s.setup))\nexcept RuntimeError as error:\n    print(error)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert 'pip install "refdealer[pokerkit]"' in done.stdout


@pytest.mark.parametrize("library", ["pokerkit", "texasholdem"])
def test_a_library_plays_correct_hands_and_fails_the_short_blind_rule(library: str) -> None:
    pytest.importorskip(library, reason=f"{library} is not installed (extra {library})")
    results = _results((f"refdealer.engines.{library}:Engine", None), (*PLAYED_RIGHT, SHORT_BLIND))
    for scenario in PLAYED_RIGHT:
        assert results[scenario].outcome == PASSED, results[scenario].detail  # type: ignore[attr-defined]
    short = results[SHORT_BLIND]
    assert short.outcome == FAILED  # type: ignore[attr-defined]
    first = short.differences[0]  # type: ignore[attr-defined]
    assert (first.field, first.expected, first.actual) == ("legal.call", 100, 50)


def test_texasholdem_declares_no_limit_only() -> None:
    pytest.importorskip("texasholdem", reason="texasholdem is not installed (extra texasholdem)")
    limit = [s for s in load_suite([scenarios_dir() / "core"]) if "fixed-limit" in s.requires]
    engine = open_engine("refdealer.engines.texasholdem:Engine")
    results = certify(engine, scenarios=limit[:3]).results
    assert results and all(r.outcome == NOT_APPLICABLE for r in results)
    assert "fixed-limit" in results[0].detail


def _poker_ts_missing() -> str | None:
    if shutil.which("node") is None:
        return "node is not installed"
    if not (BINDING.parent / "node_modules" / "poker-ts").is_dir():
        if shutil.which("npm") is None:
            return "npm is not installed to fetch poker-ts"
        done = subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--prefix", str(BINDING.parent)],
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
        )
        if done.returncode != 0:
            return f"npm install of poker-ts 1.5.0 failed: {done.stderr.strip()[-300:]}"
    return None


@pytest.mark.slow
def test_the_poker_ts_binding_plays_over_json_rpc() -> None:
    missing = _poker_ts_missing()
    if missing is not None:
        pytest.skip(missing)
    results = _results((None, f"node {BINDING}"), (*PLAYED_RIGHT, SHORT_BLIND))
    for scenario in PLAYED_RIGHT:
        assert results[scenario].outcome == PASSED, results[scenario].detail  # type: ignore[attr-defined]
    # poker-ts asks the full big blind to call, but keeps the uncalled part in a pot of one
    # and gives the all-in big blind a turn.
    short = results[SHORT_BLIND]
    assert short.outcome == FAILED  # type: ignore[attr-defined]
    fields = {d.field for d in short.differences}  # type: ignore[attr-defined]
    assert {"stacks.4", "pots", "to_act"} <= fields


def test_the_pokerkit_adapter_caps_each_street_as_the_house_does() -> None:
    """A bet and limit_cap_raises raises on every street: before the flop the big blind is
    the bet, so PokerKit's per-street count is one less there (one count for every street
    let a fourth raise through before the flop)."""
    pytest.importorskip("pokerkit", reason="pokerkit is not installed (extra pokerkit)")
    capped = ("limit-cap-is-a-bet-and-three-raises", "limit-cap-four-raises-house-option")
    results = _results(("refdealer.engines.pokerkit:Engine", None), capped)
    for scenario in capped:
        assert results[scenario].outcome == PASSED, results[scenario].detail  # type: ignore[attr-defined]
