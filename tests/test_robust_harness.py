"""Hostile input at the harness, the files and the command line: issue 14, blocks two and three.

Each test replays one defect's reproduction: deeply nested or endless engine output, an
engine that answers ``start`` and hangs on ``apply``, megabytes of engine text, escape
sequences and control characters, engines outliving a killed run, YAML and PHH files built to
exhaust the reader, and command-line values that used to fail late or with a traceback.
"""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.limits import (
    MAX_ENGINE_TEXT,
    MAX_INTEGER,
    MAX_JSON_DEPTH,
    MAX_LINE_BYTES,
    MAX_NUMBER_DIGITS,
    MAX_YAML_ALIASES,
    MAX_YAML_DEPTH,
    MAX_YAML_NODES,
    json_depth_exceeds,
)
from refdealer.phh.model import PHHError
from refdealer.phh.reader import read_text
from refdealer.protocol import ProcessEngine, jsonrpc
from refdealer.protocol.engine import EngineMalformed
from refdealer.protocol.server import handle_line, serve
from refdealer.sanitize import markdown_safe, terminal_safe, xml_safe
from refdealer.scenarios.loader import load_scenario_file
from refdealer.scenarios.runner import ERROR
from refdealer.suite.certify import certify, load_suite
from refdealer.walk.quiz import ScriptedAnswers
from tests.test_certify import ADAPTERS, ENGINES, IDS, bad_engine, suite_dir

__all__ = ["suite_dir"]  # the fixture, shared with test_certify

SETUP: dict[str, Any] = {
    "blinds": [1, 2],
    "seats": {"1": 100, "2": 100},
    "button": 1,
    "deck": [r + s for r in "AKQJT98765432" for s in "shdc"],
}


def bad_argv(mode: str) -> list[str]:
    return [sys.executable, str(ENGINES / "bad_engine.py"), mode]


# ---------------------------------------------------------------------------- 7: nesting


def test_deeply_nested_engine_answer_is_malformed_not_a_recursion_error() -> None:
    with ProcessEngine(bad_argv("deep-on-apply"), timeout=10) as engine:
        engine.start(SETUP)
        with pytest.raises(EngineMalformed, match="nested deeper than 64 levels"):
            engine.apply({"type": "deal_hole"})
        assert engine.start(SETUP) == {"rulings": []}  # restarted, and the run goes on


def test_certify_against_a_deeply_nesting_engine_writes_a_certificate(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "c.json"
    args = ["certify", "--scenarios", str(suite_dir), *bad_engine("deep-on-apply")]
    status = main([*args, "--json", str(report)])
    capsys.readouterr()
    certificate = json.loads(report.read_text(encoding="utf-8"))
    assert status == 1 and len(certificate["results"]) == len(IDS)
    assert any("MAX_JSON_DEPTH" in result["detail"] for result in certificate["results"])


def test_serve_answers_a_line_nested_1000_deep_and_goes_on() -> None:
    deep = '{"jsonrpc": "2.0", "id": 1, "method": "apply", "params": ' + "[" * 1000
    deep += "]" * 1000 + "}\n"
    requests = deep + jsonrpc.encode(jsonrpc.make_request(2, "hello"))
    out = io.StringIO()
    assert serve(ReferenceDealer(), io.StringIO(requests), out) == 0
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert first["error"]["code"] == jsonrpc.PARSE_ERROR
    assert f"deeper than {MAX_JSON_DEPTH} levels" in first["error"]["message"]
    assert second["result"]["engine"] == "refdealer"


def test_serve_refuses_a_line_longer_than_max_line_bytes_and_goes_on() -> None:
    long_line = '{"jsonrpc": "2.0", "id": 1, "method": "hello", "x": "' + "x" * MAX_LINE_BYTES
    requests = long_line + '"}\n' + jsonrpc.encode(jsonrpc.make_request(2, "hello"))
    out = io.StringIO()
    assert serve(ReferenceDealer(), io.StringIO(requests), out) == 0
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert "MAX_LINE_BYTES" in first["error"]["message"] and second["id"] == 2


def test_json_depth_limit_counts_brackets_outside_strings_only() -> None:
    assert not json_depth_exceeds('{"a": "' + "[" * 500 + '"}')
    assert json_depth_exceeds("[" * (MAX_JSON_DEPTH + 1))
    assert not json_depth_exceeds("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH)
    line, _ = handle_line(ReferenceDealer(), "[" * 5000)
    assert line is not None and json.loads(line)["error"]["code"] == jsonrpc.PARSE_ERROR


# ---------------------------------------------------------------------------- 8: hangs


def test_engine_that_answers_start_but_hangs_on_apply_is_unresponsive_after_three_scenarios(
    suite_dir: Path,
) -> None:
    with ProcessEngine(bad_argv("hang-on-apply"), timeout=0.3, startup_timeout=2) as engine:
        certificate = certify(engine, scenarios=load_suite([suite_dir]))
        assert engine.starts == 3
    details = [result.detail for result in certificate.results]
    assert {result.outcome for result in certificate.results} == {ERROR}
    assert "declared unresponsive" in details[2]
    assert all("engine declared unresponsive after 3" in d for d in details[3:]), details


# ---------------------------------------------------------------------------- 9: size


def test_engine_output_without_newline_is_cut_at_max_line_bytes() -> None:
    with ProcessEngine(bad_argv("endless-line-on-apply"), timeout=30) as engine:
        engine.start(SETUP)
        with pytest.raises(EngineMalformed, match=r"longer than 1048576 bytes \(MAX_LINE_BYTES\)"):
            engine.apply({"type": "deal_hole"})
        assert engine.process is None  # stopped: it would have written forever


def test_engine_output_nobody_asked_for_is_capped(monkeypatch: pytest.MonkeyPatch) -> None:
    for module in ("process", "pipes"):  # the message, and the reader that counts
        monkeypatch.setattr(f"refdealer.protocol.{module}.MAX_ENGINE_OUTPUT_BYTES", 100_000)
    with ProcessEngine(bad_argv("spam-after-start"), timeout=30) as engine:
        engine.start(SETUP)
        time.sleep(0.5)  # the engine writes 5 MB meanwhile; at most 100 kB are kept
        with pytest.raises(EngineMalformed, match="bytes of output nobody asked for"):
            engine.apply({"type": "deal_hole"})
        assert engine.process is None


def test_engine_answers_do_not_set_the_certificate_size(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "c.json"
    args = ["certify", "--scenarios", str(suite_dir), "--adapter", f"{ADAPTERS}:VerboseDealer"]
    main([*args, "--json", str(report)])
    out = capsys.readouterr().out
    size = report.stat().st_size
    certificate = json.loads(report.read_text(encoding="utf-8"))
    # Megabytes answered; each engine text kept to MAX_ENGINE_TEXT and a note of the rest.
    assert size < 30 * (MAX_ENGINE_TEXT + 200) * len(IDS), size
    assert "more characters cut" in certificate["engine"]["engine"]
    assert len(out) < 100_000


# ---------------------------------------------------------------------------- 10: escapes


def test_engine_escapes_do_not_reach_the_terminal_and_junit_stays_well_formed(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junit = tmp_path / "junit.xml"
    args = ["certify", "--scenarios", str(suite_dir), *bad_engine("escapes")]
    main([*args, "--junit", str(junit), "--json", str(tmp_path / "c.json")])
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\x00" not in out
    assert "bad\\x1b]0;owned\\x07" in out
    suite = ET.parse(junit).getroot()  # would raise on a control character
    assert "\\x1b" in suite.get("name", "")


def test_terminal_and_xml_escaping_keep_text_readable() -> None:
    assert terminal_safe("fold\x1b[2J\r\nnext\t\x9b") == "fold\\x1b[2J\\x0d\nnext\t\\x9b"
    assert xml_safe("a\x00b\x0cc\td\ne") == "a\\x00b\\x0cc\td\ne"
    assert terminal_safe("4\u2660 is void") == "4\u2660 is void"


def test_markdown_handout_passes_no_raw_html(tmp_path: Path) -> None:
    page = markdown_safe(
        '# <script>alert(1)</script>\n<a id="step-1"></a>\n<img src=x onerror=alert(1)>\n'
        "```text\n<b>table</b>\n```\n<details><summary>The answer</summary>\n</details>"
    )
    assert "<script>" not in page and "<img" not in page
    assert "&lt;script>" in page and "&lt;img src=x" in page
    assert '<a id="step-1"></a>' in page and "<b>table</b>" in page
    assert "<details><summary>The answer</summary>" in page
    source = Path(__file__).parent.parent / "scenarios" / "core"
    texts = (path.read_text(encoding="utf-8") for path in sorted(source.glob("*.yaml")))
    text = next(text for text in texts if "    situation: " in text)
    # The handout's heading is the trainee's situation (the title names the ruling).
    hostile = text.replace(
        "    situation: ", '    situation: "<img src=x onerror=alert(1)> <script>x</script>" #', 1
    )
    assert hostile != text
    (tmp_path / "hostile.yaml").write_text(hostile, encoding="utf-8")
    out = tmp_path / "out"
    args = ["handouts", "--out", str(out), "--format", "markdown"]
    assert main([*args, "--scenarios", str(tmp_path / "hostile.yaml")]) == 0
    pages = "".join(p.read_text(encoding="utf-8") for p in out.glob("*.md"))
    assert "&lt;img src=x onerror" in pages and "<img src=x" not in pages
    assert "<script>" not in pages


# ---------------------------------------------------------------------------- 11: processes


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] == "Z")


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc to find the processes")
def test_killed_certify_takes_its_engine_and_its_session_grandchild_with_it(
    suite_dir: Path, tmp_path: Path
) -> None:
    pids_file = tmp_path / "pids"
    env = {**os.environ, "BAD_ENGINE_PIDS": str(pids_file)}
    command = [sys.executable, "-m", "refdealer", "certify", "--scenarios", str(suite_dir)]
    command += ["--timeout", "60", *bad_engine("session-child")]
    run = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not (pids_file.exists() and pids_file.read_text().endswith("\n")):
            assert time.monotonic() < deadline and run.poll() is None, run.communicate()
            time.sleep(0.05)
        engine, grandchild = map(int, pids_file.read_text().split())
        assert _alive(engine) and _alive(grandchild)
        run.send_signal(signal.SIGTERM)
        run.communicate(timeout=30)
        deadline = time.monotonic() + 10
        while (_alive(engine) or _alive(grandchild)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(engine) and not _alive(grandchild)
    finally:
        run.kill()
        run.wait()


# ---------------------------------------------------------------------------- 12: YAML


def _yaml_issues(tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    scenarios, issues = load_scenario_file(path)
    assert scenarios == []
    return [str(issue) for issue in issues]


def test_yaml_billion_laughs_is_a_located_error_at_once(tmp_path: Path) -> None:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 9)]
    issues = _yaml_issues(tmp_path, "\n".join(lines) + "\nid: *a8\n")
    assert len(issues) == 1 and f"past {MAX_YAML_NODES} values (MAX_YAML_NODES)" in issues[0]
    assert issues[0].startswith(f"{tmp_path / 's.yaml'}:6:")  # the first alias over the limit
    many = "\n".join(f"k{n}: &k{n} 1" for n in range(200)) + "\n"
    many += "\n".join(f"r{n}: *k{n}" for n in range(200)) + "\n"
    (issue,) = _yaml_issues(tmp_path, many)
    assert f"more than {MAX_YAML_ALIASES} aliases" in issue and ":301:" in issue


def test_yaml_deep_nesting_is_a_located_error(tmp_path: Path) -> None:
    (issue,) = _yaml_issues(tmp_path, "id: x\nsetup:\n  deck: " + "[" * 5000 + "]" * 5000)
    assert f"deeper than {MAX_YAML_DEPTH} levels (MAX_YAML_DEPTH)" in issue and ":3:" in issue


def test_yaml_5000_digit_integer_is_a_located_error(tmp_path: Path) -> None:
    (issue,) = _yaml_issues(tmp_path, "id: x\nsetup:\n  button: " + "9" * 5000 + "\n")
    assert f"longer than {MAX_NUMBER_DIGITS} digits" in issue and ":3:" in issue


def test_yaml_id_with_a_trailing_newline_is_refused(tmp_path: Path) -> None:
    source = Path(__file__).parent.parent / "scenarios" / "core"
    text = sorted(source.glob("*.yaml"))[0].read_text(encoding="utf-8")
    head, rest = text.split("id: ", 1)
    name, tail = rest.split("\n", 1)
    issues = _yaml_issues(tmp_path, f'{head}id: "{name}\\n"\n{tail}')
    assert any("an id is lower case words joined by hyphens" in i for i in issues), issues


# ---------------------------------------------------------------------------- 13: PHH

PHH = """variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [STACK, 200]
actions = ['d dh p1 AsKs', 'd dh p2 QhQd', 'p2 cbr BET', 'p1 f']
"""


@pytest.mark.parametrize(
    ("stack", "bet", "found"),
    [
        ("1e999999999", "6", "MAX_INTEGER"),
        ("200", "1e999999999", "MAX_INTEGER"),
        ("200", "1e-999999999", "MAX_NUMBER_DIGITS"),
        ("9" * 5000, "6", "4300 digits"),
        (str(MAX_INTEGER + 1), "6", "MAX_INTEGER"),
        ("[" * 3000 + "]" * 3000, "6", "nested too deeply"),
    ],
)
def test_phh_replay_refuses_numbers_and_nesting_it_cannot_hold(
    stack: str, bet: str, found: str
) -> None:
    with pytest.raises(PHHError, match=found.replace("(", r"\(")):
        read_text(PHH.replace("STACK", stack).replace("BET", bet), "hand.phh")


def test_phh_reader_still_reads_an_ordinary_hand() -> None:
    (record,) = read_text(PHH.replace("STACK", "200").replace("BET", "6"), "hand.phh")
    assert record.starting_stacks == (200, 200)


# ---------------------------------------------------------------------------- 14: CLI


@pytest.mark.parametrize("value", ["0", "-1", "inf", "nan", "ten"])
def test_timeout_must_be_a_finite_number_of_seconds_above_zero(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["certify", "--timeout", value, "--adapter-cmd", "true"])
    assert exited.value.code == 2
    assert "--timeout" in capsys.readouterr().err


def test_json_path_in_a_missing_folder_fails_before_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-such-folder" / "c.json"
    began = time.monotonic()
    status = main(["certify", "--json", str(missing), "--junit", str(tmp_path / "j.xml")])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    assert f"--json {missing}: the folder {missing.parent} does not exist" in captured.err
    assert not (tmp_path / "j.xml").exists()
    assert time.monotonic() - began < 60  # no suite was run (the full run takes minutes)


@pytest.mark.parametrize("answer", ["²", "٣", "1" * 5000, "-1", "1.0"])
def test_quiz_answer_that_is_not_an_ascii_number_is_no_answer(answer: str) -> None:
    assert ScriptedAnswers([answer]).choose(None) is None  # type: ignore[arg-type]
    assert ScriptedAnswers(["2"]).choose(None) == 2  # type: ignore[arg-type]


def test_in_process_adapter_calling_sys_exit_is_an_error_of_that_scenario(
    suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "c.json"
    args = ["certify", "--scenarios", str(suite_dir), "--adapter", f"{ADAPTERS}:ExitingDealer"]
    status = main([*args, "--json", str(report)])
    capsys.readouterr()
    results = {r["id"]: r for r in json.loads(report.read_text(encoding="utf-8"))["results"]}
    assert status == 1 and set(results) == set(IDS)
    raised = results["open-raise-three-handed"]
    assert raised["outcome"] == ERROR and "sys.exit('no raising at this table')" in raised["detail"]
    assert results["folds-to-the-big-blind"]["outcome"] == "passed"
