"""The certificate as a builder reads it: failures grouped by area and cause, each with what
reproduces it and the command that reruns it; ``--rule``, ``--area``, ``--only`` and
``--rerun-failed`` choose what runs; the HTML page filters by outcome and area."""

from __future__ import annotations

import contextlib
import io
import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.suite.certify import area_of

ROOT = Path(__file__).resolve().parents[1]
LYING = "tests.engines.certify_adapters:LyingDealer"
RAISING = "tests.engines.certify_adapters:RaisingDealer"
SIDE_POT = "side-pots-all-in-player-wins-main-only"  # checks seat 3's stack at the end
ODD_CHIP_FEATURE = "pots::The main pot and the side pot each settle their own odd chip"


@pytest.fixture(scope="module")
def lying_certificate(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[dict[str, object], str, Path]:
    """One ``refdealer certify`` of the lying engine on the side-pot scenario, run from the
    repository root (its rerun command names the file from there), for the tests that read
    its certificate, its output or its HTML page."""
    folder = tmp_path_factory.mktemp("lying-certificate")
    out = folder / "cert.json"
    html = folder / "cert.html"
    printed = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(printed):
        patch.chdir(ROOT)
        status = main(["certify", "--adapter", LYING, "--only", SIDE_POT, "--json", str(out),
                       "--html", str(html)])  # fmt: skip
    assert status == 1
    return json.loads(out.read_text()), printed.getvalue(), html


def test_a_failure_names_where_why_the_setup_the_events_and_the_rerun(
    lying_certificate: tuple[dict[str, object], str, Path],
) -> None:
    data, printed, _ = lying_certificate
    results = data["results"]
    assert isinstance(results, list) and [r["id"] for r in results] == [SIDE_POT]
    failure = results[0]
    assert failure["outcome"] == "failed"
    assert failure["cause"] == "wrong stacks"
    assert failure["differences"] == [
        {"field": "stacks.1", "expected": 300, "actual": 200},
        {"field": "stacks.3", "expected": 1050, "actual": 1150},
    ]
    assert data["reruns"] == {
        SIDE_POT: (f"python -m pytest scenarios/core/pots.yaml::{SIDE_POT} --adapter {LYING}")
    }
    assert data["failures_by_area"] == {area_of("SIDE-POTS"): [SIDE_POT]} | {
        area_of(rule): [SIDE_POT] for rule in ("POT-AWARD-ORDER", "SHOWDOWN-ORDER")
    }
    assert data["failures_by_cause"] == {"wrong stacks": [SIDE_POT]}
    # grouped as refdealer fuzz groups: the first differing field and the rule behind it
    assert list(data["failures_by_deviation"]) == ["fields differ: stacks [CARDS-SPEAK]"]
    deck_lines = [line.strip() for line in printed.splitlines() if line.strip().startswith("deck:")]
    assert len(deck_lines) == 1 and len(deck_lines[0].split()) == 53  # "deck:" and 52 cards
    assert "at scenarios/core/pots.yaml:" in printed
    assert "events sent (" in printed and '{"type": "show", "seat": 1}' in printed
    assert "stacks.3: expected 1050, got 1150" in printed
    assert "Failures and errors by cause:" in printed and "wrong stacks: 1" in printed
    assert f"1  fields differ: stacks [CARDS-SPEAK]  e.g. {SIDE_POT}" in printed


def test_the_rerun_command_plays_that_failure_again(
    lying_certificate: tuple[dict[str, object], str, Path],
) -> None:
    data, _, _ = lying_certificate
    command = shlex.split(data["reruns"][SIDE_POT])  # type: ignore[index]
    assert command[:3] == ["python", "-m", "pytest"]
    done = subprocess.run(
        [sys.executable, *command[1:], "-q", "-p", "no:cacheprovider"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1, done.stdout[-2000:]
    assert "1 failed" in done.stdout


def test_rerun_failed_runs_only_what_failed(
    lying_certificate: tuple[dict[str, object], str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = tmp_path / "first.json"
    first.write_text(json.dumps(lying_certificate[0]))
    again = tmp_path / "again.json"
    assert main(["certify", "--rerun-failed", str(first), "--json", str(again)]) == 0
    results = json.loads(again.read_text())["results"]
    assert [(r["id"], r["outcome"]) for r in results] == [(SIDE_POT, "passed")]
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["certify", "--rerun-failed", str(bad)]) == 2
    assert "not a refdealer certificate" in capsys.readouterr().err


def test_rule_and_area_choose_what_runs(tmp_path: Path) -> None:
    out = tmp_path / "rule.json"
    scenarios = ["--scenarios", str(ROOT / "scenarios" / "core")]
    assert main(["certify", *scenarios, "--rule", "SIDE-POTS", "--json", str(out)]) == 0
    results = json.loads(out.read_text())["results"]
    assert results and all("SIDE-POTS" in r["rules"] for r in results)
    assert main(["certify", *scenarios, "--area", "showdown", "--json", str(out)]) == 0
    results = json.loads(out.read_text())["results"]
    assert results and all(any(area_of(r) == "showdown" for r in x["rules"]) for x in results)


def test_unknown_rule_area_or_id_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["certify", "--rule", "NO-SUCH-RULE"]) == 2
    assert main(["certify", "--area", "nowhere"]) == 2
    assert main(["certify", "--only", "no-such-scenario"]) == 2
    err = capsys.readouterr().err
    assert "NO-SUCH-RULE" in err and "nowhere" in err and "no-such-scenario" in err


def test_the_html_filters_by_outcome_and_area(
    lying_certificate: tuple[dict[str, object], str, Path],
) -> None:
    page = lying_certificate[2].read_text()
    assert "<select id='filter-outcome'>" in page and "<select id='filter-area'>" in page
    assert "<option value='failed'>failed</option>" in page
    assert f"<option value='{area_of('SIDE-POTS')}'>" in page
    assert "data-outcome='failed'" in page and "refdealerFilter" in page
    assert "Failures by cause" in page and "wrong stacks" in page


def test_a_feature_failure_carries_its_hand_setup_and_events(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    out = tmp_path / "feature.json"
    assert main(["certify", "--adapter", RAISING, "--only", ODD_CHIP_FEATURE,
                 "--json", str(out)]) == 1  # fmt: skip
    data = json.loads(out.read_text())
    (result,) = data["results"]
    assert result["outcome"] == "error"
    assert len(result["reproduction"]["setup"]["deck"]) == 52
    assert result["reproduction"]["events"][-1]["type"] == "raise"
    assert data["reruns"][ODD_CHIP_FEATURE].startswith(
        "python -m pytest tests/test_features.py::test_the_main_pot_and_the_side_pot_each"
    )
