"""A scenario's capabilities per profile: an engine is judged, under each profile, on every
scenario whose hand under that profile needs only what the engine declares.

A called all-in turns the hands up under tda-2024 (TDA 16, ``ALL_IN_EXPOSURE``) and leaves
them down under rrop-cash: a scenario holding for both needs ``all-in-exposure`` under
tda-2024 only (``requires_under: {tda-2024: [all-in-exposure]}``, the feature tag
``@requires-all-in-exposure-under-tda-2024``), and an engine without it is still judged by it
under rrop-cash.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from refdealer.cli import main
from refdealer.fuzz.scenario_file import write_scenario
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.model import Scenario
from refdealer.scenarios.requirements import scenario_needs, tag_issues
from refdealer.scenarios.runner import NOT_APPLICABLE, PASSED, run_scenario
from refdealer.suite.certify import load_suite
from refdealer.suite.feature_requirements import feature_needs, feature_tag_issues
from refdealer.suite.feature_suite import load_features, run_features
from tests.engines.subset_engine import SubsetDealer

BOTH = ("rrop-cash", "tda-2024")
PLAIN = ["no-limit", "heads-up", "side-pots"]

ALL_IN = """\
scenarios:
  - id: all-in-called
    description: Heads-up, an all-in before the flop is called; all_in_exposure is read.
    rules: [ALL-IN-EXPOSE]
    requires: [no-limit, heads-up{requires}]
{under}    profiles: [rrop-cash, tda-2024]
    setup:
      game: no-limit
      blinds: [1, 2]
      seats: {{1: 200, 2: 200}}
      button: 1
      stack: {{}}
    script:
      - deal: hole
      - {{type: raise, seat: 1, to: 200}}
      - event: {{type: call, seat: 2}}
        expect: {{stacks: {{1: 0, 2: 0}}}}
"""
UNDER = "    requires_under: {tda-2024: [all-in-exposure]}\n"


class BothBooks(SubsetDealer):
    """The reference cut down to ``capabilities``, modelling both profiles."""

    def hello(self) -> dict[str, Any]:
        return {**super().hello(), "profiles": list(BOTH)}


def one(tmp_path: Path, text: str) -> tuple[Path, Scenario]:
    path = tmp_path / "scenarios" / "one.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    (scenario,), issues = load_scenarios([path])
    assert issues == []
    return path, scenario


def judged(scenario: Scenario, profile: str, capabilities: list[str]) -> tuple[str, str]:
    result = run_scenario(
        InProcessEngine(BothBooks(capabilities)),
        scenario,
        profile=profile,
        capabilities=capabilities,
        profiles=BOTH,
    )
    return result.outcome, result.detail


def test_what_only_tda_needs_is_required_under_tda_only(tmp_path: Path) -> None:
    _, scenario = one(tmp_path, ALL_IN.format(requires="", under=UNDER))
    needs = scenario_needs(scenario)
    assert needs.profiles == BOTH
    assert needs.capabilities == {"no-limit", "heads-up"}
    assert needs.under == {"tda-2024": {"all-in-exposure"}}
    assert tag_issues(scenario) == []
    assert scenario.requires_for("rrop-cash") == ("no-limit", "heads-up")
    assert scenario.requires_for("tda-2024") == ("no-limit", "heads-up", "all-in-exposure")


def test_an_engine_without_all_in_exposure_is_judged_under_rrop_cash_only(tmp_path: Path) -> None:
    _, scenario = one(tmp_path, ALL_IN.format(requires="", under=UNDER))
    assert judged(scenario, "rrop-cash", ["no-limit", "heads-up"]) == (PASSED, "")
    assert judged(scenario, "tda-2024", ["no-limit", "heads-up"]) == (
        NOT_APPLICABLE,
        "engine lacks capability all-in-exposure",
    )
    assert judged(scenario, "tda-2024", ["no-limit", "heads-up", "all-in-exposure"])[0] == PASSED


@pytest.mark.parametrize(
    "identifier",
    [
        "all-in-winner-of-the-main-pot-is-paid-after-the-others-bet-on",
        "two-all-in-players-split-the-main-pot-with-an-odd-chip",
    ],
)
def test_the_suites_all_in_pots_judge_an_engine_without_all_in_exposure_under_rrop_cash(
    identifier: str,
) -> None:
    """The scenarios that found poker-ts paying an all-in winner's share to nobody: under
    rrop-cash the hands stay down, and an engine without all-in-exposure is judged."""
    scenario = next(s for s in load_suite() if s.id == identifier)
    assert "all-in-exposure" not in scenario.requires
    assert judged(scenario, "rrop-cash", PLAIN)[0] == PASSED
    outcome, detail = judged(scenario, "tda-2024", PLAIN)
    assert (outcome, detail) == (NOT_APPLICABLE, "engine lacks capability all-in-exposure")


def test_validate_reports_a_missing_per_profile_capability_at_its_line(tmp_path: Path) -> None:
    path, scenario = one(tmp_path, ALL_IN.format(requires=", all-in-exposure", under=""))
    assert [str(issue) for issue in tag_issues(scenario)] == [
        f"{path}:5: requires: needless capability all-in-exposure",
        f"{path}:5: requires_under.tda-2024: missing capability all-in-exposure",
    ]


def test_validate_reports_a_needless_per_profile_capability_at_its_line(tmp_path: Path) -> None:
    text = ALL_IN.format(requires="", under=UNDER.replace("tda-2024", "rrop-cash"))
    path, scenario = one(tmp_path, text)
    assert [str(issue) for issue in tag_issues(scenario)] == [
        f"{path}:6: requires_under.rrop-cash: needless capability all-in-exposure",
        f"{path}:6: requires_under.tda-2024: missing capability all-in-exposure",
    ]


def test_fix_tags_moves_a_capability_to_the_profile_that_needs_it(tmp_path: Path) -> None:
    path, _ = one(tmp_path, ALL_IN.format(requires=", all-in-exposure", under=""))
    assert main(["validate", "--fix-tags", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == ALL_IN.format(requires="", under=UNDER)
    # and removes a requires_under no profile needs any more
    needless = ALL_IN.format(requires="", under=UNDER).replace(
        "[1, 2]", "[1, 2]\n      house: {all_in_exposure: 'on'}"
    )
    path.write_text(needless, encoding="utf-8")
    assert main(["validate", "--fix-tags", str(path)]) == 0
    fixed = path.read_text(encoding="utf-8")
    assert "requires_under" not in fixed
    assert "requires: [no-limit, heads-up, all-in-exposure]" in fixed


@pytest.mark.parametrize(
    ("under", "line", "field", "message"),
    [
        ("{tda-2024: [all-in-exposur]}", 6, "requires_under.tda-2024[0]",
         "unknown capability 'all-in-exposur'"),
        ("{tda-2024: [no-limit]}", 6, "requires_under.tda-2024[0]",
         "capability 'no-limit' is in requires: already (needed under every profile)"),
        ("{wsop-2025: [all-in-exposure]}", 6, "requires_under.wsop-2025",
         "unknown profile 'wsop-2025'; known: rrop-cash, tda-2024"),
        ("[all-in-exposure]", 6, "requires_under", "['all-in-exposure'] is not of type 'object'"),
        ("\n      tda-2024: all-in-exposure", 7, "requires_under.tda-2024",
         "'all-in-exposure' is not of type 'array'"),
    ],
)  # fmt: skip
def test_a_malformed_requires_under_names_file_line_and_field(
    tmp_path: Path, under: str, line: int, field: str, message: str
) -> None:
    path = tmp_path / "one.yaml"
    path.write_text(ALL_IN.format(requires="", under=f"    requires_under: {under}\n"), "utf-8")
    scenarios, issues = load_scenarios([path])
    assert scenarios == []
    assert [str(issue) for issue in issues] == [f"{path}:{line}: scenarios[0].{field}: {message}"]


def test_a_profile_the_scenario_does_not_hold_for_is_refused(tmp_path: Path) -> None:
    text = ALL_IN.format(requires="", under=UNDER).replace(
        "profiles: [rrop-cash, tda-2024]", "profiles: [rrop-cash]"
    )
    path = tmp_path / "one.yaml"
    path.write_text(text, "utf-8")
    assert [str(issue) for issue in load_scenarios([path])[1]] == [
        f"{path}:6: scenarios[0].requires_under.tda-2024: profile tda-2024 is not one the "
        "scenario's profiles: lists"
    ]


FEATURE = """\
@requires-no-limit @requires-heads-up
Feature: An all-in under two books

  Rule: ALL-IN-EXPOSE — hands turned up at an all-in, where the house says so
    Catalog test.

    {tag}
    Scenario: An all-in called before the flop
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 200   | Ah Kd |
        | 2    | 200   | As Kc |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 200    |
        | 2    | call   |        |
      Then the snapshot shows:
        | field  | value            |
        | stacks | {{"1": 0, "2": 0}} |
"""


def test_a_feature_tag_says_what_one_profile_needs_and_the_runner_reads_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "all_in.feature"
    path.write_text(FEATURE.format(tag="@requires-all-in-exposure"), encoding="utf-8")
    features, issues = load_features([path])
    assert issues == []
    (needs,) = feature_needs(features).values()
    assert needs.requires == {"no-limit", "heads-up"}
    assert needs.under == {"tda-2024": {"all-in-exposure"}}
    assert [str(issue) for issue in feature_tag_issues(features)] == [
        f"{path}:8: tags: missing tag @requires-all-in-exposure-under-tda-2024",
        f"{path}:8: tags: needless tag @requires-all-in-exposure",
    ]
    assert main(["validate", "--fix-tags", str(path)]) == 0
    text = path.read_text(encoding="utf-8")  # the feature's one scenario: on the feature
    assert text.startswith(
        "@requires-no-limit @requires-heads-up @requires-all-in-exposure-under-tda-2024\nFeature:"
    )
    features, issues = load_features([path])
    assert issues == [] and features[0].requires_under == (("tda-2024", "all-in-exposure"),)
    assert feature_tag_issues(features) == []
    engine = BothBooks(["no-limit", "heads-up"])
    outcomes = {
        profile: [
            (r.outcome, r.detail)
            for r in run_features(
                InProcessEngine(engine), engine.hello(), features, profile=profile
            )
        ]
        for profile in BOTH
    }
    assert outcomes == {
        "rrop-cash": [(PASSED, "")],
        "tda-2024": [(NOT_APPLICABLE, "engine lacks capability all-in-exposure")],
    }


@pytest.mark.parametrize(
    ("tag", "message"),
    [
        ("@requires-all-in-exposure-under-wsop", "unknown profile 'wsop'"),
        ("@requires-telepathy-under-tda-2024", "unknown capability 'telepathy'"),
    ],
)
def test_a_bad_per_profile_feature_tag_is_named_at_its_line(
    tmp_path: Path, tag: str, message: str
) -> None:
    path = tmp_path / "all_in.feature"
    path.write_text(FEATURE.format(tag=tag), encoding="utf-8")
    _, issues = load_features([path])
    assert [(i.line, i.field) for i in issues] == [(8, "tags")]
    assert issues[0].message.startswith(f"{tag}: {message}; known: ")


def test_fuzz_writes_what_one_profile_needs_in_requires_under(tmp_path: Path) -> None:
    """A disagreement found under rrop-cash whose hand holds for both books: the file fuzz
    keeps says what tda-2024 alone needs, in its place after ``requires``."""
    document: dict[str, Any] = {
        "id": "fuzz-all-in",
        "title": "Fuzz: an all-in called",
        "description": "Heads-up, an all-in before the flop is called.",
        "rules": ["ALL-IN-EXPOSE"],
        "requires": [],
        "profiles": ["rrop-cash"],
        "setup": {"game": "no-limit", "blinds": [1, 2], "seats": {"1": 200, "2": 200},
                  "button": 1, "stack": {}},
        "script": [
            {"deal": "hole"},
            {"type": "raise", "seat": 1, "to": 200},
            {"event": {"type": "call", "seat": 2}, "expect": {"stacks": {"1": 0, "2": 0}}},
        ],
    }  # fmt: skip
    path = tmp_path / "fuzz.yaml"
    scenario = write_scenario(document, path)
    assert scenario.requires == ("no-limit", "heads-up")
    assert scenario.requires_under == {"tda-2024": ("all-in-exposure",)}
    assert scenario.profiles == BOTH
    keys = [k for k in document if k in ("rules", "requires", "requires_under", "profiles")]
    assert keys == ["rules", "requires", "requires_under", "profiles"]
