"""``refdealer certify``: the certificate, its reports, both bindings, and engines that misbehave.

Misbehaving engines come from tests/engines/bad_engine.py (protocol failures) and
tests/engines/certify_adapters.py (the reference dealer with one flaw). They run against a
small suite of their own (SUITE below, five scenarios that need no capability), so every
scenario of a run is seen to get a result, and the ones after a failure still run.
"""

from __future__ import annotations

import html
import json
import re
import shlex
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.protocol import ProcessEngine
from refdealer.scenarios.runner import ERROR, FAILED, NOT_APPLICABLE, PASSED, ScenarioResult
from refdealer.suite.certify import certify, load_feature_suite, load_suite
from tests.helpers import Certification

ROOT = Path(__file__).resolve().parent.parent
ENGINES = Path(__file__).resolve().parent / "engines"
ADAPTERS = "tests.engines.certify_adapters"

SCENARIO = """\
  - id: {id}
    description: {description}
    rules: [{rule}]
    requires: []
    profiles: [rrop-cash]
    setup:
      game: no-limit
      blinds: [1, 2]
      seats: {{1: 200, 2: 200, 3: 200}}
      button: 1
      stack: {stack}
    script:
      - deal: hole
"""
#: Five small hands in two files; none needs a capability, so every engine plays them all.
SUITE = {
    "a.yaml": [
        (
            "open-raise-three-handed",
            "Seat 1 opens to 6; the blinds stay in.",
            "NL-MIN-RAISE",
            "{}",
            "      - event: {type: raise, seat: 1, to: 6}\n"
            "        expect: {to_act: 2, stacks: {1: 194, 2: 199, 3: 198},\n"
            "                 bets: {1: 6, 2: 1, 3: 2}}\n",
        ),
        (
            "check-facing-the-blind-is-rejected",
            "Seat 1 cannot check the big blind.",
            "NL-MIN-RAISE",
            "{}",
            "      - event: {type: check, seat: 1}\n        reject: CANNOT_CHECK\n",
        ),
        (
            "blinds-posted-before-the-deal",
            "The blinds are in front of seats 2 and 3; seat 1 acts first.",
            "DEAL-ORDER",
            "{}",
            "      - event: {type: fold, seat: 1}\n        expect: {phase: preflop, to_act: 2}\n",
        ),
    ],
    "b.yaml": [
        (
            "folds-to-the-big-blind",
            "Everyone folds to the big blind, who wins the small blind.",
            "UNCALLED-BET",
            "{}",
            "      - {type: fold, seat: 1}\n"
            "      - event: {type: fold, seat: 2}\n"
            "        expect: {phase: complete, stacks: {1: 200, 2: 199, 3: 201}}\n",
        ),
        (
            "limped-pot-sees-a-flop",
            "Seats 1 and 2 call, seat 3 checks, the flop comes.",
            "DEAL-ORDER",
            '{board: "Ah Kh Qh"}',
            "      - {type: call, seat: 1}\n"
            "      - {type: call, seat: 2}\n"
            "      - {type: check, seat: 3}\n"
            "      - deal: flop\n"
            "        expect: {phase: flop, board: [Ah, Kh, Qh], to_act: 2}\n",
        ),
    ],
}
IDS = [entry[0] for entries in SUITE.values() for entry in entries]
#: The scenarios that check seat 1's and seat 3's stacks (which LyingDealer misreports, 100
#: chips of seat 1's shown in seat 3's), with the right stacks.
CHECKS_SEAT_3 = {"open-raise-three-handed": (194, 198), "folds-to-the-big-blind": (200, 201)}


@pytest.fixture
def suite_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "suite"
    folder.mkdir()
    for name, entries in SUITE.items():
        text = "scenarios:\n"
        for scenario_id, description, rule, stack, script in entries:
            text += SCENARIO.format(id=scenario_id, description=description, rule=rule, stack=stack)
            text += script
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def python_cmd(*argv: str | Path) -> str:
    """A command line for ``--adapter-cmd``: this Python running ``argv``."""
    return shlex.join([sys.executable, *map(str, argv)])


def bad_engine(mode: str) -> list[str]:
    return ["--adapter-cmd", python_cmd(ENGINES / "bad_engine.py", mode)]


def adapter_process(mode: str, *extra: str | Path) -> list[str]:
    return ["--adapter-cmd", python_cmd(ENGINES / "certify_adapters.py", mode, *extra)]


def run_certify(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str
) -> tuple[int, str, dict[str, Any]]:
    """``refdealer certify ARGS --json FILE``: the exit status, stdout and the certificate."""
    report = tmp_path / "certificate.json"
    status = main(["certify", *args, "--json", str(report)])
    out = capsys.readouterr().out
    return status, out, json.loads(report.read_text(encoding="utf-8"))


def outcomes(certificate: dict[str, Any]) -> dict[str, str]:
    return {result["id"]: result["outcome"] for result in certificate["results"]}


def summary_line(out: str) -> re.Match[str]:
    match = re.search(
        r"^(\d+) passed, (\d+) failed, (\d+) errors, (\d+) not applicable in \d+\.\d\ds$",
        out,
        flags=re.MULTILINE,
    )
    assert match is not None, out
    return match


def test_the_scenario_suite_of_these_tests_passes_on_the_reference_dealer(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, certificate = run_certify(capsys, tmp_path, "--scenarios", str(suite_dir))
    assert status == 0, out
    assert outcomes(certificate) == dict.fromkeys(IDS, PASSED)
    assert summary_line(out).groups() == ("5", "0", "0", "0")


# -- the built-in dealer and the built-in suite --------------------------------------------


@pytest.mark.parametrize("profile", [None, "tda-2024"])
def test_certify_without_arguments_passes_on_the_reference_dealer(
    capsys: pytest.CaptureFixture[str],
    request: pytest.FixtureRequest,
    profile: str | None,
) -> None:
    """Under the default profile this is the shared ``built_in_certification``: its report
    options are written after the run and change nothing it prints or returns (the installed
    wheel's ``refdealer certify`` of tests/test_wheel.py has no option at all)."""
    suite, features = load_suite(), load_feature_suite()
    if profile is None:
        certification: Certification = request.getfixturevalue("built_in_certification")
        assert certification.status == 0
        out = certification.out
    else:
        assert main(["certify", "--profile", profile]) == 0
        out = capsys.readouterr().out
    passed, failed, errors, not_applicable = map(int, summary_line(out).groups())
    assert (failed, errors) == (0, 0)
    assert passed + not_applicable == len(suite) + len(features)
    # Each book is judged on a suite of its own size, not on a remnant of the other's.
    assert passed >= 400
    assert f"\n{len(suite)} scenarios, {len(features)} feature scenarios\n" in out
    shown = profile or "rrop-cash"
    assert re.match(
        rf"refdealer \S+ \(sha256:[0-9a-f]{{12}}\) on refdealer \S+, profile {shown}", out
    )


def test_reports_are_written_and_well_formed(built_in_certification: Certification) -> None:
    assert built_in_certification.status == 0
    paths = built_in_certification.reports
    ids = [scenario.id for scenario in load_suite()]
    ids += [feature.id for feature in load_feature_suite()]

    certificate = json.loads(paths["json"].read_text(encoding="utf-8"))
    assert set(certificate) >= {"suite", "engine", "profile", "summary", "results"}
    assert set(certificate["suite"]) == {"name", "version", "digest"}
    assert certificate["suite"]["digest"].startswith("sha256:")
    assert certificate["engine"]["engine"] == "refdealer"
    assert certificate["profile"] == "rrop-cash"
    summary = certificate["summary"]
    assert set(summary) == {PASSED, FAILED, ERROR, NOT_APPLICABLE}
    results = certificate["results"]
    assert [result["id"] for result in results] == ids
    for result in results:
        assert set(result) >= {"id", "kind", "rules", "outcome", "detail"}
        assert result["kind"] == ("feature" if "::" in result["id"] else "scenario")
        assert result["rules"]
    for outcome, count in summary.items():
        assert count == sum(result["outcome"] == outcome for result in results)
    for kind, counts in certificate["by_kind"].items():
        assert sum(counts.values()) == sum(result["kind"] == kind for result in results)

    testsuite = ET.parse(paths["junit"]).getroot()
    assert testsuite.tag == "testsuite"
    assert int(testsuite.get("tests", "-1")) == len(ids)
    assert int(testsuite.get("failures", "-1")) == summary[FAILED]
    assert int(testsuite.get("errors", "-1")) == summary[ERROR]
    assert int(testsuite.get("skipped", "-1")) == summary[NOT_APPLICABLE]
    assert [case.get("name") for case in testsuite.iter("testcase")] == ids
    assert len(testsuite.findall("testcase/skipped")) == summary[NOT_APPLICABLE]

    page = paths["html"].read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and page.rstrip().endswith("</html>")
    for scenario_id in ids:
        assert html.escape(scenario_id) in page


def test_reports_of_a_failing_run_carry_the_failures(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junit, page = tmp_path / "cert.xml", tmp_path / "cert.html"
    status, _, certificate = run_certify(
        capsys,
        tmp_path,
        "--scenarios",
        str(suite_dir),
        "--adapter",
        f"{ADAPTERS}:LyingDealer",
        "--junit",
        str(junit),
        "--html",
        str(page),
    )
    assert status == 1
    assert certificate["summary"] == {PASSED: 3, FAILED: 2, ERROR: 0, NOT_APPLICABLE: 0}
    failed = [r for r in certificate["results"] if r["outcome"] == FAILED]
    for result in failed:
        assert [d["field"] for d in result["differences"]] == ["stacks.1", "stacks.3"]
        assert result["reproduction"]["setup"]["seats"] == {"1": 200, "2": 200, "3": 200}
        assert result["reproduction"]["events"][0] == {"type": "deal_hole"}
    testsuite = ET.parse(junit).getroot()
    assert testsuite.get("failures") == "2"
    failures = {case.get("name"): case.find("failure") for case in testsuite.iter("testcase")}
    assert {name for name, failure in failures.items() if failure is not None} == set(CHECKS_SEAT_3)
    failure = failures["open-raise-three-handed"]
    assert failure is not None and "stacks.3: expected 198, got 298" in (failure.text or "")
    text = page.read_text(encoding="utf-8")
    assert "<h3 id='open-raise-three-handed'>" in text and "reproduction" in text


# -- both bindings -------------------------------------------------------------------------


def test_python_m_refdealer_runs_the_command_line() -> None:
    """One file is enough to see the module run the command line; the whole suite validates
    in tests/test_scenario_files.py (in process, with the same command)."""
    pots = ROOT / "scenarios" / "core" / "pots.yaml"
    finished = subprocess.run(
        [sys.executable, "-m", "refdealer", "validate", str(pots)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr
    assert "0 problem(s)" in finished.stdout


def test_in_process_and_process_bindings_give_identical_results(
    built_in_certification: Certification, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    local = built_in_certification.certificate()
    status, out, served = run_certify(
        capsys, tmp_path, "--adapter-cmd", python_cmd("-m", "refdealer", "serve")
    )
    assert status == 0, out
    assert served["engine"] == local["engine"]
    assert outcomes(served) == outcomes(local)
    assert served["results"] == local["results"]
    assert served["summary"] == local["summary"]


def test_a_flawed_engine_fails_alike_in_both_bindings(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenarios = ["--scenarios", str(suite_dir)]
    _, _, local = run_certify(capsys, tmp_path, *scenarios, "--adapter", f"{ADAPTERS}:LyingDealer")
    _, _, served = run_certify(capsys, tmp_path, *scenarios, *adapter_process("lying"))
    assert served["results"] == local["results"]


# -- engines that misbehave ----------------------------------------------------------------

#: name: (engine arguments, {scenario id: (outcome, text in the detail)}, the default for
#: the scenarios not named)
MISBEHAVING: dict[str, tuple[list[str], dict[str, tuple[str, str]], tuple[str, str]]] = {
    "raises in process": (
        ["--adapter", f"{ADAPTERS}:RaisingDealer"],
        {
            "open-raise-three-handed": (
                ERROR,
                "step 1 (Seat 1 raises to 6): engine raised during apply: RuntimeError: raises"
                " are not implemented (seat 1) (at certify_adapters.py:",
            )
        },
        (PASSED, ""),
    ),
    "raises behind its server": (
        adapter_process("raising"),
        {
            "open-raise-three-handed": (
                ERROR,
                "with JSON-RPC error -32603 internal error: RuntimeError: raises are not"
                " implemented (seat 1)",
            )
        },
        (PASSED, ""),
    ),
    "hangs": (  # unresponsiveness is counted by scenarios: three, then no more waiting
        [*bad_engine("hang-on-apply"), "--timeout", "0.3"],
        dict.fromkeys(IDS[3:], (ERROR, "start: engine declared unresponsive after 3 consecutive")),
        (ERROR, "step 0 (deal: hole): engine did not answer apply (id "),
    ),
    "exits mid-hand": (
        bad_engine("exit-on-apply"),
        {},
        (ERROR, "engine exited with status 3 during apply (id "),
    ),
    "exits after answering": (
        bad_engine("exit-after-apply"),
        {},
        (ERROR, "engine exited with status 4"),  # noticed before or while sending the next apply
    ),
    "prints a line that is not JSON": (
        bad_engine("garbage-on-apply"),
        {},
        (ERROR, "with a line that is not JSON: 'this is not json'"),
    ),
    "answers another request id": (
        bad_engine("wrong-id-on-apply"),
        {},
        (ERROR, "with a response for id "),
    ),
    "answers wrong shapes": (
        bad_engine("wrong-shapes"),
        {},
        (ERROR, "apply.accepted is 'yes', expected a boolean"),
    ),
    "reports a stack as text": (
        ["--adapter", f"{ADAPTERS}:MisshapenDealer"],
        {},
        (ERROR, "snapshot.stacks['3'] is '"),
    ),
}


@pytest.mark.parametrize(
    ("engine", "expected", "default"), MISBEHAVING.values(), ids=list(MISBEHAVING)
)
def test_a_misbehaving_engine_errs_and_the_run_completes(
    suite_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    engine: list[str],
    expected: dict[str, tuple[str, str]],
    default: tuple[str, str],
) -> None:
    status, out, certificate = run_certify(capsys, tmp_path, "--scenarios", str(suite_dir), *engine)
    assert status == 1
    results = {result["id"]: result for result in certificate["results"]}
    assert list(results) == IDS  # every scenario has a result, in order
    for scenario_id, result in results.items():
        outcome, detail = expected.get(scenario_id, default)
        assert result["outcome"] == outcome, result
        assert detail in result["detail"], result
        if outcome == ERROR:
            assert f"ERROR {scenario_id} [" in out
            assert "differences" not in result  # an error is never judged as poker
    errors = sum(result["outcome"] == ERROR for result in results.values())
    assert summary_line(out).group(3) == str(errors)


def test_the_stderr_of_a_crashed_engine_is_quoted(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, certificate = run_certify(
        capsys, tmp_path, "--scenarios", str(suite_dir), *bad_engine("exit-on-apply")
    )
    detail = certificate["results"][0]["detail"]
    assert detail.endswith(
        "last stderr lines:\n    | bad engine: the shoe jammed\n    | bad engine: giving up"
    )
    assert "    | bad engine: giving up" in out


@pytest.mark.parametrize("binding", ["in process", "process"])
def test_an_engine_that_lies_about_the_table_fails_with_a_diff(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], binding: str
) -> None:
    engine = (
        ["--adapter", f"{ADAPTERS}:LyingDealer"]
        if binding == "in process"
        else adapter_process("lying")
    )
    status, out, certificate = run_certify(capsys, tmp_path, "--scenarios", str(suite_dir), *engine)
    assert status == 1
    expected = {scenario_id: CHECKS_SEAT_3.get(scenario_id) for scenario_id in IDS}
    for result in certificate["results"]:
        stacks = expected[result["id"]]
        if stacks is None:
            assert result["outcome"] == PASSED, result
            continue
        first, third = stacks
        assert result["outcome"] == FAILED, result  # wrong poker is a failure, not an error
        assert result["differences"] == [
            {"field": "stacks.1", "expected": first, "actual": first - 100},
            {"field": "stacks.3", "expected": third, "actual": third + 100},
        ]
        assert f"FAILED {result['id']} [" in out
        assert f"    stacks.3: expected {third}, got {third + 100}" in out
    assert summary_line(out).groups() == ("3", "2", "0", "0")


def test_an_engine_that_crashes_once_is_restarted_for_the_next_scenarios(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    marker = tmp_path / "crashed"
    status, out, certificate = run_certify(
        capsys, tmp_path, "--scenarios", str(suite_dir), *adapter_process("crash-once", marker)
    )
    assert status == 1
    assert marker.exists()
    first, *others = certificate["results"]
    assert first["outcome"] == ERROR
    assert "engine exited with status 3 during apply" in first["detail"]
    assert "dropping the deck on the floor" in first["detail"]
    assert [result["outcome"] for result in others] == [PASSED] * (len(IDS) - 1)
    assert summary_line(out).groups() == ("4", "0", "1", "0")


def test_an_engine_that_stops_answering_is_declared_unresponsive(suite_dir: Path) -> None:
    argv = [sys.executable, str(ENGINES / "certify_adapters.py"), "hang-after-hello"]
    finished: list[tuple[float, ScenarioResult]] = []

    def progress(done: int, total: int, result: ScenarioResult) -> None:
        finished.append((time.perf_counter(), result))

    with ProcessEngine(argv, timeout=0.3, startup_timeout=1.5) as engine:
        started = time.perf_counter()
        certificate = certify(engine, scenarios=load_suite([suite_dir]), progress=progress)
        assert engine.starts == 3  # the hung engine is not started again once unresponsive
    assert [result.id for result in certificate.results] == IDS
    assert {result.outcome for result in certificate.results} == {ERROR}
    details = [result.detail for result in certificate.results]
    for detail in details[:3]:
        assert detail.startswith("start: engine did not answer start (id ")
    assert "3 timeouts in a row, so the engine is now declared unresponsive" in details[2]
    for detail in details[3:]:
        assert detail.startswith("start: engine declared unresponsive after 3 consecutive timeouts")
    # The scenarios after the third timeout are errors at once, without waiting.
    last_timeout = finished[2][0]
    assert finished[-1][0] - last_timeout < 0.2
    assert time.perf_counter() - started < 10


def test_an_engine_that_never_answers_errs_every_scenario_after_hello(suite_dir: Path) -> None:
    argv = [sys.executable, str(ENGINES / "bad_engine.py"), "hang"]
    with ProcessEngine(argv, timeout=0.3, startup_timeout=0.5) as engine:
        certificate = certify(engine, scenarios=load_suite([suite_dir]))
    assert [result.outcome for result in certificate.results] == [ERROR] * len(IDS)
    for result in certificate.results:
        assert result.detail.startswith("hello failed: engine did not answer hello (id 1)")
    assert "error" in certificate.engine


def test_an_invalid_scenario_directory_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "bad.yaml").write_text("id: nothing-else\n", encoding="utf-8")
    assert main(["certify", "--scenarios", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path / 'bad.yaml'}:1: description: missing required field" in err
    assert "problem(s) in the suite's scenario files" in err


def test_an_adapter_that_cannot_be_loaded_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["certify", "--adapter", f"{ADAPTERS}:NoSuchDealer"]) == 2
    assert "has no 'NoSuchDealer'" in capsys.readouterr().err
