"""The engine harness, round two (issue 24): N1, N5, N9, N11, N15, N18 and N20.

Each test replays one defect's reproduction with a misbehaving engine from tests/engines/: a
grandchild holding the engine's stdout, stderr by the tens of megabytes, an engine making
chips out of nothing, a feature file with values no step can read, a certify killed
outright, a timeout past what can be waited for, and an engine that hangs at ``start``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.fuzz.campaign import hand_random
from refdealer.fuzz.generate import Table
from refdealer.fuzz.play import play_hand
from refdealer.fuzz.shrink import Recorder
from refdealer.limits import MAX_ENGINE_STDERR_LINE_BYTES, MAX_ENGINE_STDERR_LINES
from refdealer.protocol import InProcessEngine, ProcessEngine
from refdealer.protocol.invariants import HandInvariants, SessionInvariants
from refdealer.scenarios.runner import ERROR, FAILED, NOT_APPLICABLE
from refdealer.suite.certify import certify, failure_cause, load_feature_suite, load_suite
from refdealer.suite.hello import read_hello
from tests.engines.certify_adapters import ChipMakingDealer
from tests.test_certify import ENGINES, bad_engine, python_cmd, suite_dir

__all__ = ["suite_dir"]  # the fixture, shared with test_certify

SETUP: dict[str, Any] = {"blinds": [1, 2], "seats": {"1": 100, "2": 100}, "button": 1}

ONE_SCENARIO = ["--only", "folds-to-the-big-blind"]


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] == "Z")


def _wait_dead(pids: list[int], seconds: float = 10.0) -> list[int]:
    """The pids still alive after waiting up to ``seconds`` for them to die."""
    deadline = time.monotonic() + seconds
    while any(map(_alive, pids)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return [pid for pid in pids if _alive(pid)]


@pytest.fixture
def pids_file(tmp_path: Path) -> Iterator[Path]:
    """The file a bad engine writes its pids to; every pid in it is killed after the test."""
    path = tmp_path / "pids"
    yield path
    if path.exists():
        for pid in map(int, path.read_text().split()):
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


def _certify_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "refdealer", "certify", *args]


def _environment(pids_file: Path) -> dict[str, str]:
    return {**os.environ, "BAD_ENGINE_PIDS": str(pids_file)}


# ---------------------------------------------------------------------------- N1


@pytest.mark.skipif(os.name != "posix", reason="a grandchild in a session of its own")
def test_n1_grandchild_holding_the_pipe_does_not_hang_certify(
    suite_dir: Path, tmp_path: Path, pids_file: Path
) -> None:
    report = tmp_path / "c.json"
    command = _certify_command("--scenarios", str(suite_dir), *ONE_SCENARIO)
    command += [*bad_engine("pipe-child-exit-on-apply"), "--json", str(report)]
    try:  # the defect: certify waited for the end of a pipe the grandchild holds, for ever
        run = subprocess.run(command, env=_environment(pids_file), capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("certify hung on an engine whose grandchild holds its stdout")
    assert run.returncode == 1, run.stderr
    (result,) = json.loads(report.read_text(encoding="utf-8"))["results"]
    assert result["outcome"] == ERROR
    assert "exited with status 3" in result["detail"]
    assert "a process it started still holds its stdout open" in result["detail"]
    if sys.platform == "linux":  # found by the pipe it holds, and stopped with the engine
        assert _wait_dead(list(map(int, pids_file.read_text().split()))) == []


@pytest.mark.skipif(os.name != "posix", reason="a grandchild in a session of its own")
def test_n1_engine_exit_is_a_crash_even_while_its_stdout_is_held(pids_file: Path) -> None:
    argv = [sys.executable, str(ENGINES / "bad_engine.py"), "pipe-child-exit-on-apply"]
    with ProcessEngine(argv, timeout=30, env=_environment(pids_file), stop_grace=0.1) as engine:
        engine.start(SETUP)
        began = time.monotonic()
        with pytest.raises(Exception, match="exited with status 3") as failure:
            engine.apply({"type": "deal_hole"})
        # a crash found while waiting, not the 30 s timeout
        assert type(failure.value).__name__ == "EngineCrashed"
        assert time.monotonic() - began < 30
        assert engine.start(SETUP) == {"rulings": []}  # restarted, the run goes on
    if sys.platform == "linux":
        holders = list(map(int, pids_file.read_text().split()))
        assert len(holders) == 2 and _wait_dead(holders) == []


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_n1_sigterm_stops_certify_with_one_line_and_its_engine_with_it(
    suite_dir: Path, pids_file: Path
) -> None:
    command = _certify_command("--scenarios", str(suite_dir), "--timeout", "60")
    command += bad_engine("pid-then-hang")
    run = subprocess.Popen(
        command, env=_environment(pids_file), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 60
        while not (pids_file.exists() and pids_file.read_text().endswith("\n")):
            assert time.monotonic() < deadline and run.poll() is None, run.communicate()
            time.sleep(0.05)
        (engine,) = map(int, pids_file.read_text().split())
        run.send_signal(signal.SIGTERM)
        _, err = run.communicate(timeout=30)
        assert run.returncode == 128 + signal.SIGTERM
        assert err.decode().splitlines()[-1:] == [
            "refdealer certify: stopped by SIGTERM; nothing certified"
        ]
        assert _wait_dead([engine]) == []
    finally:
        run.kill()
        run.wait()


# ---------------------------------------------------------------------------- N5


def test_n5_engine_stderr_is_bounded_and_says_how_much_was_dropped() -> None:
    argv = [sys.executable, str(ENGINES / "bad_engine.py"), "stderr-flood-on-apply"]
    with ProcessEngine(argv, timeout=30) as engine:
        engine.start(SETUP)
        tracemalloc.start()
        try:
            assert engine.apply({"type": "deal_hole"})["accepted"] is True
            deadline = time.monotonic() + 10  # the answer can overtake the end of stderr
            while engine.stderr_tail()[-1:] != ["line 99"]:
                assert time.monotonic() < deadline, engine.stderr_tail()[-3:]
                time.sleep(0.01)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        tail = engine.stderr_tail()
    # 32 MiB written in one line: never held, whatever its length (it held 2.5 times it)
    assert peak < 4 * 1_048_576, peak
    note, *lines = tail
    assert len(lines) == MAX_ENGINE_STDERR_LINES
    assert lines[-1] == "line 99" and lines[0] == "line 50"
    assert all(len(line.encode()) <= MAX_ENGINE_STDERR_LINE_BYTES + 3 for line in tail)
    dropped = 32 * 1_048_576 + 1 + sum(len(f"line {n}\n") for n in range(50))
    assert note.startswith(f"[{dropped:,} bytes of stderr not kept")
    assert "(MAX_ENGINE_STDERR_LINES)" in note and "(MAX_ENGINE_STDERR_LINE_BYTES)" in note


# ---------------------------------------------------------------------------- N15


@pytest.mark.skipif(sys.platform != "linux", reason="a parent-death signal is Linux only")
def test_n15_sigkilled_certify_takes_its_engine_with_it(suite_dir: Path, pids_file: Path) -> None:
    command = _certify_command("--scenarios", str(suite_dir), "--timeout", "60")
    command += bad_engine("pid-then-hang")
    run = subprocess.Popen(
        command, env=_environment(pids_file), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 60
        while not (pids_file.exists() and pids_file.read_text().endswith("\n")):
            assert time.monotonic() < deadline and run.poll() is None, run.communicate()
            time.sleep(0.05)
        (engine,) = map(int, pids_file.read_text().split())
        assert _alive(engine)
        run.kill()  # SIGKILL: certify runs no code of its own
        run.communicate(timeout=30)
        assert _wait_dead([engine]) == []
    finally:
        run.kill()
        run.wait()


# ---------------------------------------------------------------------------- N18


@pytest.mark.parametrize("value", ["1e10", "86401", "1e308"])
def test_n18_timeout_past_the_limit_is_a_one_line_error(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["certify", "--timeout", value, "--adapter-cmd", "true"])
    assert exited.value.code == 2
    (line,) = capsys.readouterr().err.strip().splitlines()[-1:]
    assert "--timeout" in line and "at most 86400 seconds (MAX_ENGINE_TIMEOUT)" in line
    with pytest.raises(ValueError, match="MAX_ENGINE_TIMEOUT"):
        ProcessEngine(["true"], timeout=float(value))


# ---------------------------------------------------------------------------- N9

ROOT = Path(__file__).resolve().parent.parent


def test_n9_a_chip_making_engine_fails_every_applicable_scenario_as_a_broken_invariant() -> None:
    scenarios = load_suite([ROOT / "scenarios" / "core"])
    features = load_feature_suite([ROOT / "features" / "pots.feature"])
    certificate = certify(
        InProcessEngine(ChipMakingDealer()), scenarios=scenarios, features=features
    )
    judged = [r for r in certificate.results if r.outcome != NOT_APPLICABLE]
    assert {r.kind for r in judged} == {"scenario", "feature"}
    assert len(judged) == len(scenarios) + sum(f.runs for f in features)
    for result in judged:  # it passed 28 of the 37 core scenarios: one chip is no checkpoint
        assert (result.outcome, failure_cause(result)) == (FAILED, "broken invariant"), result
        assert (
            "chips not conserved" in result.detail and "but the hand started with" in result.detail
        )


@pytest.mark.parametrize("profile", ["rrop-cash", "tda-2024"])
def test_n9_a_chip_making_engine_fails_every_applicable_session_scenario(profile: str) -> None:
    """Sessions keep their chips across hands: the harness counts the chips brought."""
    scenarios = load_suite([ROOT / "scenarios" / "sessions"])
    honest = certify(InProcessEngine(ReferenceDealer()), scenarios=scenarios, profile=profile)
    certificate = certify(InProcessEngine(ChipMakingDealer()), scenarios=scenarios, profile=profile)
    applicable = {r.id for r in honest.results if r.outcome != NOT_APPLICABLE}
    assert applicable and all(r.outcome != FAILED for r in honest.results)
    judged = [r for r in certificate.results if r.outcome != NOT_APPLICABLE]
    assert {r.id for r in judged} == applicable
    for result in judged:
        assert (result.outcome, failure_cause(result)) == (FAILED, "broken invariant"), result
        assert "chips not conserved" in result.detail


def _session_snapshot(**changes: Any) -> dict[str, Any]:
    """A session between hands: seats 1 and 2 came with 100 each and played one hand."""
    session = {
        "in_hand": False,
        "seats": {"1": {"stack": 103}, "2": {"stack": 97}},
        "chips": {"brought": 200, "taken": 0},
    }
    table = {"stacks": {"1": 103, "2": 97}, "pots": [], "session": session}
    for key, value in changes.items():
        (session if key in session else table)[key] = value
    return table


def test_session_invariants_name_each_breach() -> None:
    keep = SessionInvariants({"seats": {"1": 100, "2": 100}})
    assert (
        keep.breaches(
            {
                "session": {
                    "in_hand": False,
                    "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
                    "chips": {"brought": 200, "taken": 0},
                }
            }
        )
        == []
    )
    assert keep.breaches(_session_snapshot()) == []
    (hand,) = keep.breaches(_session_snapshot(stacks={"1": 104, "2": 97}))
    assert (
        hand
        == "chips not conserved: seat 1 ended the hand with 104, but the session gives the seat 103"
    )
    (seats,) = keep.breaches(
        _session_snapshot(stacks={}, seats={"1": {"stack": 104}, "2": {"stack": 97}})
    )
    assert seats.startswith("chips not conserved: the seats' stacks = 201, but the table holds 200")
    (claimed,) = keep.breaches(
        _session_snapshot(
            chips={"brought": 201, "taken": 0},
            stacks={},
            seats={"1": {"stack": 104}, "2": {"stack": 97}},
        )
    )
    assert claimed.startswith("chips: the session says 201 chips were brought to the table")
    (taken,) = keep.breaches(
        _session_snapshot(
            chips={"brought": 200, "taken": 3},
            stacks={},
            seats={"1": {"stack": 100}, "2": {"stack": 97}},
        )
    )
    assert taken == "chips: the chips taken away went from 0 to 3 with nobody leaving"


def test_session_invariants_count_players_coming_and_going() -> None:
    keep = SessionInvariants({"seats": {"1": 100, "2": 100}})
    keep.accepted({"type": "join", "seat": 3, "stack": 50})
    three = {"1": {"stack": 103}, "2": {"stack": 97}, "3": {"stack": 50}}
    # A newcomer's seat is not in the last hand: its stacks still agree with the seats'.
    assert keep.breaches(_session_snapshot(seats=three, chips={"brought": 250, "taken": 0})) == []
    keep.accepted({"type": "leave", "seat": 1})
    left = {"2": {"stack": 97}, "3": {"stack": 50}}
    assert keep.breaches(_session_snapshot(seats=left, chips={"brought": 250, "taken": 103})) == []
    keep.accepted({"type": "next_hand", "deck": []})
    in_hand = _session_snapshot(
        in_hand=True,
        seats=left,
        stacks={"2": 95, "3": 49},
        pots=[{"amount": 3}],
        chips={"brought": 250, "taken": 103},
    )
    assert keep.breaches(in_hand) == []
    (made,) = keep.breaches({**in_hand, "stacks": {"2": 96, "3": 49}})
    assert made == (
        "chips not conserved: stacks 145 + pots 3 + seats not dealt in 0 = 148, but the table"
        " holds 147 (brought less taken)"
    )


def test_hand_invariants_name_each_breach() -> None:
    keep = HandInvariants.of_setup({"seats": {"1": 100, "2": 100}, "deck": ["As", "Kd"]})
    fine = {"stacks": {"1": 99, "2": 98}, "bets": {"1": 1, "2": 2}, "pots": [{"amount": 3}]}
    assert keep.breaches({**fine, "hole": {"1": ["As"], "2": ["Kd"]}, "exposed": ["As"]}) == []
    assert keep.breaches({**fine, "stacks": {"1": 100, "2": 98}}) == [
        "chips not conserved: stacks 198 + pots 3 = 201, but the hand started with 200"
    ]
    (negative,) = keep.breaches({**fine, "stacks": {"1": 200, "2": -3}})
    assert negative == "chips: a negative amount in stacks [-3, 200]"
    (twice,) = keep.breaches({**fine, "hole": {"1": ["As"]}, "board": ["As"]})
    assert twice == "cards: As is in 2 places (board, hole.1)"
    (bets,) = keep.breaches({**fine, "bets": {"1": 4}})
    assert bets.startswith("chips: bets in front 4 are more than the pots 3")


# ---------------------------------------------------------------------------- N11

FEATURE = """\
Feature: File problems
  Values of the file itself that no step can read.

  @requires-no-limit
  Rule: NL-MIN-RAISE — a raise is at least the largest full bet or raise of the round

    Scenario: A malformed amount
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 2O     |

    Scenario: A malformed card
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 1000  | Zz Ad |
        | 2    | 1000  |       |
      When the hand is dealt

    Scenario: A house rule value that is none
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
      And the house rule limit_cap_raises is lots
      When the hand is dealt
"""


def test_n11_a_feature_files_bad_values_are_its_own_problem_not_the_engines(
    tmp_path: Path,
) -> None:
    path = tmp_path / "problems.feature"
    path.write_text(FEATURE, encoding="utf-8")
    certificate = certify(InProcessEngine(ChipMakingDealer()), features=load_feature_suite([path]))
    amount, card, house = certificate.results
    lines = FEATURE.splitlines()
    actions = lines.index("      And these actions happen:") + 1
    table = [n for n, line in enumerate(lines, 1) if line.startswith("      Given a no-limit")][1]
    rule = lines.index("      And the house rule limit_cap_raises is lots") + 1
    for result, line in ((amount, actions), (card, table), (house, rule)):
        assert result.outcome == ERROR, result
        assert failure_cause(result) == "suite file problem"
        assert f"{path}:{line}: " in result.detail
        assert result.detail.endswith("(a suite file problem, not the engine's)")
    assert "amount: expected a whole number, got '2O'" in amount.detail
    assert "seat 1 cards: " in card.detail and "'Zz'" in card.detail
    assert "house.limit_cap_raises" in house.detail  # not "not applicable" to the engine


# ---------------------------------------------------------------------------- N20


def test_n20_an_engine_failure_at_start_is_an_engine_error_not_setup_refused(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "c.json"
    engine = python_cmd(ENGINES / "certify_adapters.py", "hang-after-hello")
    status = main(["certify", "--scenarios", str(suite_dir), *ONE_SCENARIO,
                   "--adapter-cmd", engine, "--timeout", "0.5", "--json", str(report)])  # fmt: skip
    capsys.readouterr()
    assert status == 1
    (result,) = json.loads(report.read_text(encoding="utf-8"))["results"]
    assert result["outcome"] == ERROR and result["detail"].startswith("start: ")
    assert result["cause"] == "engine error"


def test_a_setup_refused_with_invalid_params_is_still_setup_refused(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "c.json"
    engine = python_cmd(ENGINES / "toy_engine.py", "--refuse-setup")
    status = main(["certify", "--scenarios", str(suite_dir), *ONE_SCENARIO,
                   "--adapter-cmd", engine, "--json", str(report)])  # fmt: skip
    capsys.readouterr()
    assert status == 1
    (result,) = json.loads(report.read_text(encoding="utf-8"))["results"]
    assert result["outcome"] == ERROR and result["cause"] == "setup refused"


# ---------------------------------------------------------------------------- fuzz: N9, N20


class StartCrasher(ReferenceDealer):
    """The reference dealer, except that ``start`` raises (a crash, not a refusal)."""

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        raise RuntimeError("the shoe is stuck")


def _fuzz_hand(dealer: ReferenceDealer) -> Any:
    engine = InProcessEngine(dealer)
    table = Table.of(read_hello(engine.hello()), "rrop-cash")
    return play_hand(engine, table, Recorder(hand_random(7, 0))).deviation


def test_n9_fuzz_judges_by_the_same_invariants() -> None:
    deviation = _fuzz_hand(ChipMakingDealer())
    assert deviation is not None and deviation.cause == "broken invariant"
    assert "chips not conserved" in deviation.detail


def test_n20_fuzz_files_a_crash_at_start_as_an_engine_error() -> None:
    deviation = _fuzz_hand(StartCrasher())
    assert deviation is not None and deviation.cause == "engine error"
