"""``refdealer certify`` and ``refdealer list`` with the Gherkin features.

The features run under pytest-bdd inside ``certify`` on the engine it certifies; each feature
scenario becomes a result of kind ``feature`` citing the rule of its ``Rule:``. The engines
that misbehave are defined below (the reference dealer with one flaw); most tests run a small
feature suite of their own (FEATURE below, five scenarios under three rules) with
``--features``, so every outcome is known exactly.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.suite.certify import load_feature_suite, load_suite
from refdealer.suite.files import features_dir
from tests.engines.certify_adapters import move_chips
from tests.helpers import Certification

ENGINES = Path(__file__).resolve().parent / "engines"
HERE = "tests.test_certify_features"


class StackLiar(ReferenceDealer):
    """Right about everything, except that its snapshot shows 100 of seat 1's chips in seat
    3's stack (chips are conserved: only the seats are wrong)."""

    def snapshot(self) -> dict[str, Any]:
        return move_chips(super().snapshot(), 100, "1", "3")


class CannotRaise(ReferenceDealer):
    """Raises an exception on every ``raise`` event (an engine bug)."""

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        if event.get("type") == "raise":
            raise RuntimeError("raises are not implemented")
        return super().apply(event)


class NoFixedLimit(ReferenceDealer):
    """Does not declare fixed-limit."""

    def hello(self) -> dict[str, Any]:
        hello = super().hello()
        hello["capabilities"] = [c for c in hello["capabilities"] if c != "fixed-limit"]
        return hello


class Mute(ReferenceDealer):
    """Fails its ``hello``."""

    def hello(self) -> dict[str, Any]:
        raise RuntimeError("no greeting today")


TABLE = """\
      Given a no-limit table with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
      When the hand is dealt
"""
FEATURE = f"""\
Feature: Certify checks
  Small hands for the certification tests.

  @requires-no-limit
  Rule: BLINDS-ACTION-ORDER — the blinds post, the seat after the big blind acts first

    Scenario: The blinds are posted before the deal
{TABLE}\
      Then the snapshot shows:
        | field    | value |
        | stacks.2 | 995   |
        | stacks.3 | 990   |

    Scenario: The button acts first three-handed
{TABLE}\
      Then the legal actions are:
        | to_act | call | min_raise_to |
        | 1      | 10   | 20           |

  @requires-no-limit
  Rule: NL-MIN-RAISE — a raise is at least the largest full bet or raise of the round

    Scenario: A raise to 20 is the minimum
{TABLE}\
      And seat 1 raises to 20
      Then the legal actions are:
        | to_act | min_raise_to |
        | 2      | 30           |

    Scenario: A raise to 19 is brought up to the minimum
{TABLE}\
      And seat 1 raises to 19
      Then the rulings include RAISE_BROUGHT_TO_MINIMUM
      And the snapshot shows:
        | field  | value |
        | bets.1 | 20    |
      When seat 2 raises to 20
      Then the step is rejected with BELOW_MINIMUM

  @requires-fixed-limit
  Rule: CAP-LIMIT — a limit betting round allows a bet and three raises

    Scenario: The first raise of a fixed-limit round is one small bet
      Given a fixed-limit table with blinds 5/10, bets 10/20 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
      When the hand is dealt
      Then the legal actions are:
        | to_act | call | min_raise_to | max_raise_to |
        | 1      | 10   | 20           | 20           |
"""
RULES = {
    "checks::The blinds are posted before the deal": "BLINDS-ACTION-ORDER",
    "checks::The button acts first three-handed": "BLINDS-ACTION-ORDER",
    "checks::A raise to 20 is the minimum": "NL-MIN-RAISE",
    "checks::A raise to 19 is brought up to the minimum": "NL-MIN-RAISE",
    "checks::The first raise of a fixed-limit round is one small bet": "CAP-LIMIT",
}
IDS = list(RULES)


@pytest.fixture
def features(tmp_path: Path) -> Path:
    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "checks.feature").write_text(FEATURE, encoding="utf-8")
    return folder


def certify(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str
) -> tuple[int, str, dict[str, Any]]:
    """``refdealer certify ARGS --json FILE``: the exit status, stdout and the certificate."""
    report = tmp_path / "certificate.json"
    status = main(["certify", *args, "--json", str(report)])
    captured = capsys.readouterr()
    assert captured.err == ""  # pytest's own output stays off the terminal
    return status, captured.out, json.loads(report.read_text(encoding="utf-8"))


def by_id(certificate: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {result["id"]: result for result in certificate["results"]}


def summary(out: str) -> tuple[int, ...]:
    match = re.search(
        r"^(\d+) passed, (\d+) failed, (\d+) errors, (\d+) not applicable in \d+\.\d\ds$",
        out,
        flags=re.MULTILINE,
    )
    assert match is not None, out
    return tuple(map(int, match.groups()))


def cited_rules(path: Path) -> dict[str, str]:
    """Scenario id -> the rule id of the ``Rule:`` line above it, read line by line."""
    rules: dict[str, str] = {}
    rule = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if match := re.match(r"\s*Rule:\s*(\S+) — ", line):
            rule = match[1]
        elif match := re.match(r"\s*Scenario(?: Outline)?:\s*(.+?)\s*$", line):
            rules[f"{path.stem}::{match[1]}"] = rule
    return rules


# -- the built-in suite ----------------------------------------------------------------------


def test_the_certificate_lists_every_feature_scenario_with_its_rule(
    built_in_certification: Certification,
) -> None:
    assert built_in_certification.err == ""  # pytest's own output stays off the terminal
    status, out = built_in_certification.status, built_in_certification.out
    certificate = built_in_certification.certificate()
    expected: dict[str, str] = {}
    for path in sorted(features_dir().glob("*.feature")):
        expected |= cited_rules(path)
    assert len(expected) == len(load_feature_suite()) > 30
    features = [result for result in certificate["results"] if result["kind"] == "feature"]
    assert {result["id"]: result["rules"] for result in features} == {
        scenario_id: [rule] for scenario_id, rule in expected.items()
    }
    scenarios = [result for result in certificate["results"] if result["kind"] == "scenario"]
    assert len(scenarios) == len(load_suite())
    # the summary, the kinds, and the tables by rule and area count both kinds
    counted = sum(certificate["summary"].values())
    assert counted == len(scenarios) + len(features)
    assert sum(certificate["by_kind"]["feature"].values()) == len(features)
    assert sum(summary(out)) == counted
    assert f"\n{len(scenarios)} scenarios, {len(features)} feature scenarios\n" in out
    for result in features:
        assert result["location"].endswith(".feature:" + result["location"].split(":")[-1])
        row = certificate["by_rule"][result["rules"][0]]
        assert result["id"] in row["results"]
    cited = certificate["by_rule"]["NL-MIN-RAISE"]["results"]
    assert any("::" in rid for rid in cited) and any("::" not in rid for rid in cited)
    for area, totals in certificate["by_area"].items():
        rows = [row for row in certificate["by_rule"].values() if row["area"] == area]
        assert totals == {outcome: sum(row[outcome] for row in rows) for outcome in totals}
    # nothing of pytest's own output reaches certify's
    assert "test session starts" not in out and "%]" not in out
    assert not re.search(r"^=+ ", out, flags=re.MULTILINE)
    if status == 0:
        assert {result["outcome"] for result in features} <= {"passed", "not_applicable"}


def test_a_lying_engine_fails_the_built_in_features_that_check_its_stacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, certificate = certify(capsys, tmp_path, "--adapter", f"{HERE}:StackLiar")
    assert status == 1
    features = [result for result in certificate["results"] if result["kind"] == "feature"]
    failed = [result for result in features if result["outcome"] == "failed"]
    assert len(failed) >= 5
    assert not [result for result in features if result["outcome"] == "error"]
    for result in failed:
        assert f"FAILED {result['id']} [{result['rules'][0]}]" in out
        if result["id"].startswith("sessions_") and "chips not conserved" in result["detail"]:
            continue  # a session counts its chips across hands: the lie breaks that account
        assert re.match(r"step '(Then|And) the snapshot shows:' \(line \d+\): ", result["detail"])
        assert re.search(r"^  stacks(\.[13])? ", result["detail"], flags=re.MULTILINE), result


# -- a small feature suite of our own ---------------------------------------------------------


def test_the_reference_dealer_passes_the_small_feature_suite(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, certificate = certify(capsys, tmp_path, "--features", str(features))
    assert status == 0, out
    assert [result["id"] for result in certificate["results"]] == IDS
    for result in certificate["results"]:
        assert result["kind"] == "feature"
        assert result["rules"] == [RULES[result["id"]]]
        assert result["outcome"] == "passed", result
        assert result["location"].startswith(str(features / "checks.feature") + ":")
    assert summary(out) == (5, 0, 0, 0)
    assert "\n0 scenarios, 5 feature scenarios\n" in out
    assert certificate["suite"]["name"] == "custom scenarios"


def test_wrong_stacks_fail_a_feature_with_the_step_and_a_field_table(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, certificate = certify(
        capsys, tmp_path, "--features", str(features), "--adapter", f"{HERE}:StackLiar"
    )
    assert status == 1
    results = by_id(certificate)
    assert {rid: r["outcome"] for rid, r in results.items()} == {
        **dict.fromkeys(IDS, "passed"),
        IDS[0]: "failed",
    }
    failed = results[IDS[0]]
    assert failed["detail"] == (
        "step 'Then the snapshot shows:' (line 14): the snapshot differs:\n"
        "  field     expected  actual\n"
        "  stacks.3  990       1090"
    )
    assert failed["script"][-1] == "line 14: Then the snapshot shows:"
    assert failed["script"][0].startswith("line 8: Given a no-limit table")
    assert f"FAILED {IDS[0]} [BLINDS-ACTION-ORDER]\n" in out
    assert "\n      stacks.3  990       1090\n" in out
    assert summary(out) == (4, 1, 0, 0)
    assert certificate["by_rule"]["BLINDS-ACTION-ORDER"]["failed"] == 1


def test_an_engine_that_raises_gives_errors_not_failures(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, certificate = certify(
        capsys, tmp_path, "--features", str(features), "--adapter", f"{HERE}:CannotRaise"
    )
    assert status == 1
    results = by_id(certificate)
    for scenario_id, amount in ((IDS[2], 20), (IDS[3], 19)):
        result = results[scenario_id]
        assert result["outcome"] == "error", result
        assert result["detail"].startswith(f"step 'And seat 1 raises to {amount}' (line ")
        assert (
            "engine raised during apply: RuntimeError: raises are not implemented"
            in (result["detail"])
        )
        assert "ENGINE ERROR" not in result["detail"]
        assert f"ERROR {scenario_id} [NL-MIN-RAISE]" in out
    assert [results[i]["outcome"] for i in (IDS[0], IDS[1], IDS[4])] == ["passed"] * 3
    assert summary(out) == (3, 0, 2, 0)


def test_a_missing_capability_makes_the_tagged_features_not_applicable(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junit = tmp_path / "cert.xml"
    status, out, certificate = certify(
        capsys,
        tmp_path,
        "--features",
        str(features),
        "--adapter",
        f"{HERE}:NoFixedLimit",
        "--junit",
        str(junit),
    )
    assert status == 0, out
    results = by_id(certificate)
    limit = results[IDS[4]]
    assert limit["outcome"] == "not_applicable"
    assert limit["detail"] == "engine lacks capability fixed-limit"
    assert [results[i]["outcome"] for i in IDS[:4]] == ["passed"] * 4
    assert summary(out) == (4, 0, 0, 1)
    assert certificate["by_rule"]["CAP-LIMIT"]["not_applicable"] == 1
    cases = {case.get("name"): case for case in ET.parse(junit).getroot().iter("testcase")}
    assert list(cases) == IDS
    skipped = cases[IDS[4]].find("skipped")
    assert skipped is not None
    assert skipped.get("message") == "not applicable: engine lacks capability fixed-limit"
    assert cases[IDS[4]].get("classname") == "CAP-LIMIT"


def test_an_engine_that_cannot_say_hello_errs_every_feature(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, certificate = certify(
        capsys, tmp_path, "--features", str(features), "--adapter", f"{HERE}:Mute"
    )
    assert status == 1
    assert [result["id"] for result in certificate["results"]] == IDS
    for result in certificate["results"]:
        assert result["outcome"] == "error"
        assert result["detail"].startswith(
            "hello failed: engine raised during hello: RuntimeError: no greeting today"
        )


def test_features_on_a_process_engine_give_the_same_results(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = ["--features", str(features)]
    _, _, local = certify(capsys, tmp_path, *arguments, "--adapter", f"{HERE}:StackLiar")
    command = shlex.join([sys.executable, str(ENGINES / "certify_adapters.py"), "lying"])
    _, _, served = certify(capsys, tmp_path, *arguments, "--adapter-cmd", command)
    assert served["results"] == local["results"]


def test_scenarios_and_features_given_together_run_together(
    features: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenarios = Path(__file__).resolve().parent.parent / "scenarios"
    yaml_file = sorted(scenarios.rglob("*.yaml"))[0]
    _, out, certificate = certify(
        capsys, tmp_path, "--scenarios", str(yaml_file), "--features", str(features)
    )
    kinds = [result["kind"] for result in certificate["results"]]
    assert kinds.count("feature") == 5 and kinds.count("scenario") > 0
    assert kinds == sorted(kinds, key=lambda kind: kind == "feature")  # YAML first
    assert sum(summary(out)) == len(kinds)


def test_pytest_addopts_cannot_change_the_feature_run(
    features: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PYTEST_ADDOPTS", "-x --no-such-option")
    _, out, certificate = certify(
        capsys, tmp_path, "--features", str(features), "--adapter", f"{HERE}:StackLiar"
    )
    assert summary(out) == (4, 1, 0, 0)  # -x would have stopped at the failure
    assert len(certificate["results"]) == 5


def test_invalid_features_are_refused_with_every_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = FEATURE.replace("Rule: CAP-LIMIT", "Rule: NO-SUCH-RULE").replace(
        "@requires-fixed-limit", "@requires-telepathy"
    )
    bad = tmp_path / "bad.feature"
    bad.write_text(text, encoding="utf-8")
    assert main(["certify", "--features", str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:61: Rule: unknown rule id 'NO-SUCH-RULE'" in err
    assert f"{bad}:61: tags: @requires-telepathy: unknown capability" in err
    assert "refdealer certify: 2 problem(s) in the suite's feature files" in err


# -- refdealer list ----------------------------------------------------------------------------


def listing(capsys: pytest.CaptureFixture[str], *paths: str | Path) -> dict[str, list[str]]:
    """``refdealer list``: rule -> its entries (the areas are checked on the way)."""
    assert main(["list", *map(str, paths)]) == 0
    out = capsys.readouterr().out
    rules: dict[str, list[str]] = {}
    rule = None
    for line in out.splitlines():
        if line.startswith("    "):
            assert rule is not None
            rules[rule].append(line.strip())
        elif line.startswith("  "):
            rule = line.strip()
            rules[rule] = []
        else:
            assert line and not line.startswith(" ")
    return rules


def test_list_shows_feature_scenarios_under_their_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rules = listing(capsys)
    for path in sorted(features_dir().glob("*.feature")):
        for scenario_id, rule in cited_rules(path).items():
            assert f"[feature] {scenario_id}" in rules[rule], (scenario_id, rule)
    for scenario in load_suite():
        for rule in scenario.rules:
            assert f"[yaml] {scenario.id}" in rules[rule]
    entries = [entry for entry_list in rules.values() for entry in entry_list]
    assert all(entry.startswith(("[yaml] ", "[feature] ")) for entry in entries)


def test_list_of_given_feature_files(features: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = listing(capsys, features / "checks.feature")
    assert rules == {
        "BLINDS-ACTION-ORDER": [f"[feature] {IDS[0]}", f"[feature] {IDS[1]}"],
        "CAP-LIMIT": [f"[feature] {IDS[4]}"],
        "NL-MIN-RAISE": [f"[feature] {IDS[2]}", f"[feature] {IDS[3]}"],
    }


def test_a_feature_the_engines_option_values_change_is_not_applicable() -> None:
    """Feature scenarios honour the house option values an engine declares, as YAML
    scenarios do: an engine playing the clockwise showdown order only (and no early tabling)
    is not judged by a cash-game feature whose showdown that order changes."""
    from refdealer.protocol.engine import InProcessEngine
    from refdealer.suite.certify import certify
    from tests.engines.subset_engine import ClockwiseWithoutEarlyTabling

    wanted = "conduct_more::A big blind posted short can win only what he matched"
    features = [f for f in load_feature_suite() if f.id == wanted]
    assert len(features) == 1
    certificate = certify(InProcessEngine(ClockwiseWithoutEarlyTabling()), features=features)
    (result,) = certificate.results
    assert result.outcome == "not_applicable", result.detail
    assert "showdown_order = 'side_pots_first'" in result.detail
