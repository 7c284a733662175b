"""The refdealer pytest plugin, run for real on small projects built with ``pytester``.

Each test writes scenario files, features or adapters into a temporary project, runs pytest
in it (in process; the plugin is loaded from its ``pytest11`` entry point) and checks the
outcome counts and what the report says.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ENGINES = Path(__file__).parent / "engines"
SERVE = f"{shlex.quote(sys.executable)} -m refdealer serve"

SCENARIO = """\
id: {id}
title: Heads-up, the button completes the small blind
description: The button posts 1, the big blind 2; the button calls, both have 198 left.
rules: [HEADS-UP-BLINDS]
requires: [{requires}]
profiles: [rrop-cash]
setup:
  game: {game}
  blinds: [1, 2]
  seats: {{1: 200, 2: 200}}
  button: 1
  stack: {{}}
script:
  - deal: hole
  - event: {{type: call, seat: 1}}
    expect: {{to_act: 2, stacks: {{1: {stack}, 2: 198}}}}
"""


def scenario(
    id: str = "hu-call",
    *,
    stack: int = 198,
    requires: str = "no-limit, heads-up",
    game: str = "no-limit",
) -> str:
    return SCENARIO.format(id=id, stack=stack, requires=requires, game=game)


ADAPTERS = """\
from refdealer.dealer import ReferenceDealer


class NoFixedLimit(ReferenceDealer):
    def hello(self):
        hello = super().hello()
        hello["capabilities"] = [c for c in hello["capabilities"] if c != "fixed-limit"]
        return hello


class NoExposure(ReferenceDealer):
    def hello(self):
        hello = super().hello()
        hello["capabilities"] = [c for c in hello["capabilities"] if c != "all-in-exposure"]
        return hello


class Jammed(ReferenceDealer):
    def apply(self, event):
        raise RuntimeError("the shoe jammed")
"""

FEATURE_TABLE = """\
      Given a {game} table with blinds 5/10{bets} and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
"""


def table(game: str = "no-limit") -> str:
    bets = ", bets 10/20" if game == "fixed-limit" else ""
    return FEATURE_TABLE.format(game=game, bets=bets)


TEST_FEATURES = """\
from pytest_bdd import scenarios

from refdealer.suite.bdd_steps import *  # noqa: F403

scenarios("features")
"""


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    """An empty project whose adapters module can be imported."""
    pytester.makepyfile(plugin_adapters=ADAPTERS)
    pytester.syspathinsert()
    return pytester


def write(pytester: pytest.Pytester, relative: str, text: str) -> Path:
    path = pytester.path / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def feature(pytester: pytest.Pytester, body: str, name: str = "rules") -> None:
    """Write ``features/NAME.feature`` and a test module binding the features.

    pytest-bdd caches parsed features by path for the life of the process, so a test that
    runs twice with different features writes them under different names.
    """
    for old in (pytester.path / "features").glob("*.feature"):
        old.unlink()
    write(pytester, f"features/{name}.feature", "Feature: Plugin checks\n" + body)
    pytester.makepyfile(test_rules=TEST_FEATURES)


# -- scenario files ------------------------------------------------------------------------


def test_a_passing_scenario_is_one_passing_item_named_by_its_id(project: pytest.Pytester) -> None:
    write(project, "scenarios/hu.yaml", scenario())
    result = project.runpytest("-v", "scenarios")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["scenarios/hu.yaml::hu-call PASSED*"])


def test_a_failing_scenario_shows_the_script_and_a_field_diff(project: pytest.Pytester) -> None:
    write(project, "scenarios/hu.yaml", scenario(stack=199))
    result = project.runpytest("scenarios")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "FAILED: step 1 (Seat 1 calls): 1 field(s) differ",
            "  scenario hu-call at scenarios/hu.yaml:1 [[]HEADS-UP-BLINDS[]]",
            "  Heads-up, the button completes the small blind",
            "",
            "script, up to the failing step:",
            "    0: deal: hole",
            "  > 1: Seat 1 calls",
            "    (step 1 is at scenarios/hu.yaml:15)",
            "differences (expected vs actual):",
            "  field     expected  actual",
            "  stacks.1  199       198",
        ]
    )


def test_a_scenario_needing_a_missing_capability_is_not_applicable(
    project: pytest.Pytester,
) -> None:
    write(project, "scenarios/limit.yaml", scenario(requires="fixed-limit", game="fixed-limit"))
    result = project.runpytest("-rs", "--adapter", "plugin_adapters:NoFixedLimit", "scenarios")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(
        [
            "SKIPPED [[]1[]] scenarios/limit.yaml:1:"
            " not applicable: engine lacks capability fixed-limit"
        ]
    )


TWO_BOOKS_ALL_IN = """\
id: all-in-called
description: Heads-up, an all-in called before the flop; tda-2024 turns the hands up.
rules: [ALL-IN-EXPOSE]
requires: [no-limit, heads-up]
requires_under: {tda-2024: [all-in-exposure]}
profiles: [rrop-cash, tda-2024]
setup: {game: no-limit, blinds: [1, 2], seats: {1: 200, 2: 200}, button: 1, stack: {}}
script:
  - deal: hole
  - {type: raise, seat: 1, to: 200}
  - event: {type: call, seat: 2}
    expect: {stacks: {1: 0, 2: 0}}
"""

TWO_BOOKS_ALL_IN_FEATURE = """
  @requires-no-limit @requires-heads-up @requires-all-in-exposure-under-tda-2024
  Rule: ALL-IN-EXPOSE — hands turned up at an all-in, where the house says so

    Scenario: An all-in called before the flop
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack |
        | 1    | 200   |
        | 2    | 200   |
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 200    |
        | 2    | call   |        |
      Then the snapshot shows:
        | field  | value            |
        | stacks | {"1": 0, "2": 0} |
"""


def test_what_one_profile_needs_is_asked_of_the_engine_under_that_profile_only(
    project: pytest.Pytester,
) -> None:
    """tda-2024 turns the hands up at the all-in, rrop-cash does not: an engine without
    all-in-exposure is judged under rrop-cash, and skipped under tda-2024 (a YAML
    ``requires_under`` and a feature's ``@requires-...-under-tda-2024`` alike)."""
    write(project, "scenarios/all_in.yaml", TWO_BOOKS_ALL_IN)
    feature(project, TWO_BOOKS_ALL_IN_FEATURE, name="all_in")
    engine = ("--adapter", "plugin_adapters:NoExposure")
    cash = project.runpytest("-rs", *engine, "--profile", "rrop-cash", "scenarios", "test_rules.py")
    cash.assert_outcomes(passed=2)
    tda = project.runpytest("-rs", *engine, "--profile", "tda-2024", "scenarios", "test_rules.py")
    tda.assert_outcomes(skipped=2)
    tda.stdout.fnmatch_lines(
        [
            "SKIPPED [[]1[]] scenarios/all_in.yaml:1: not applicable: engine lacks capability"
            " all-in-exposure",
            "SKIPPED [[]1[]] features/all_in.feature:6: not applicable: engine lacks capability"
            " all-in-exposure",
        ],
    )


def test_a_malformed_file_is_one_failing_item_listing_every_problem(
    project: pytest.Pytester,
) -> None:
    text = (
        scenario()
        .replace("button: 1", "button: 1\n  colour: red")
        .replace("rules: [HEADS-UP-BLINDS]", "rules: [NO-SUCH-RULE]")
    )
    write(project, "scenarios/bad.yaml", text)
    write(project, "scenarios/good.yml", scenario("another"))
    result = project.runpytest("scenarios")
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines(
        [
            "invalid scenario file: 2 problems",
            "  scenarios/bad.yaml:4: rules[[]0[]]: unknown rule id 'NO-SUCH-RULE'",
            "  scenarios/bad.yaml:12: setup.colour: unknown field",
        ]
    )


def test_a_duplicate_id_across_files_fails_the_second(project: pytest.Pytester) -> None:
    write(project, "scenarios/a.yaml", scenario())
    write(project, "scenarios/b.yaml", scenario())
    result = project.runpytest("scenarios")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        ["  scenarios/b.yaml:1: id: duplicate scenario id 'hu-call' (first at *a.yaml:1)"]
    )


def test_yaml_outside_a_scenarios_directory_is_not_collected(project: pytest.Pytester) -> None:
    write(project, "config/settings.yaml", "colour: red\n")
    write(project, "settings.yml", "colour: blue\n")
    result = project.runpytest()
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED


def test_a_python_adapter_that_raises_is_an_engine_error(project: pytest.Pytester) -> None:
    write(project, "scenarios/hu.yaml", scenario())
    result = project.runpytest("--adapter", "plugin_adapters:Jammed", "scenarios")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "ENGINE ERROR: the engine crashed, hung or answered outside the protocol"
            " (this is not a rejection of an event)",
            "  step 0 (deal: hole): engine raised during apply: RuntimeError: the shoe jammed*",
        ]
    )


def test_a_hanging_process_is_an_engine_error_and_the_run_goes_on(
    project: pytest.Pytester,
) -> None:
    # the bad engine declares no capabilities, so these scenarios require none
    write(project, "scenarios/hu.yaml", scenario(requires=""))
    write(project, "scenarios/hu2.yaml", scenario("hu-call-again", requires=""))
    command = f"{shlex.quote(sys.executable)} {ENGINES / 'bad_engine.py'} hang-on-apply"
    result = project.runpytest("--adapter-cmd", command, "--engine-timeout", "0.3", "scenarios")
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["ENGINE ERROR:*", "*did not answer*"])


def test_the_process_binding_of_the_reference_dealer_passes(project: pytest.Pytester) -> None:
    write(project, "scenarios/hu.yaml", scenario())
    result = project.runpytest("--adapter-cmd", SERVE, "scenarios")
    result.assert_outcomes(passed=1)


def test_the_report_header_names_the_engine_and_the_profile(project: pytest.Pytester) -> None:
    write(project, "scenarios/hu.yaml", scenario())
    result = project.runpytest("--adapter-cmd", SERVE, "scenarios")
    result.stdout.fnmatch_lines(
        [
            "refdealer engine: refdealer 0.1.0 (process: *-m refdealer serve)",
            "refdealer capabilities: no-limit, pot-limit, fixed-limit, *",
            "refdealer profile: each scenario's first listed profile*",
        ]
    )
    chosen = project.runpytest("--adapter-cmd", SERVE, "--profile", "tda-2024", "scenarios")
    chosen.stdout.fnmatch_lines(["refdealer profile: tda-2024"])
    default = project.runpytest("--collect-only")
    default.stdout.fnmatch_lines(
        ["refdealer engine: refdealer 0.1.0 (the built-in reference dealer, in process)"]
    )


ALL_IN = """\
id: all-in-{profile}
title: Heads-up, an all-in is called before the flop
description: Seat 1 moves in, seat 2 calls; all_in_exposure is left at the profile's default.
rules: [ALL-IN-EXPOSE]
requires: [no-limit, heads-up{needs}]
profiles: [{profile}]
setup:
  game: no-limit
  blinds: [1, 2]
  seats: {{1: 200, 2: 200}}
  button: 1
  stack: {{hole: {{1: "Ah Ad", 2: "Ks Kc"}}}}
script:
  - deal: hole
  - {{type: raise, seat: 1, to: 200}}
  - event: {{type: call, seat: 2}}
    expect: {{rulings: [{rulings}]}}
"""


def test_each_scenario_plays_under_its_own_profile_unless_one_is_chosen(
    project: pytest.Pytester,
) -> None:
    write(project, "scenarios/rrop.yaml", ALL_IN.format(profile="rrop-cash", needs="", rulings=""))
    write(
        project,
        "scenarios/tda.yaml",
        ALL_IN.format(
            profile="tda-2024", needs=", all-in-exposure, floor-rulings", rulings="ALL_IN_EXPOSURE"
        ),
    )
    project.runpytest("scenarios").assert_outcomes(passed=2)
    rrop = project.runpytest("--profile", "rrop-cash", "scenarios", "-rs")
    rrop.assert_outcomes(passed=1, skipped=1)
    rrop.stdout.fnmatch_lines(["*does not hold for profile rrop-cash (only tda-2024)*"])
    project.runpytest("--profile", "tda-2024", "scenarios").assert_outcomes(passed=1, skipped=1)


def test_an_adapter_that_cannot_be_loaded_fails_every_test_with_the_reason(
    project: pytest.Pytester,
) -> None:
    write(project, "scenarios/hu.yaml", scenario())
    result = project.runpytest("--adapter", "no_such_module:Engine", "scenarios")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["refdealer engine: UNAVAILABLE (python: no_such_module:Engine)*", "ENGINE ERROR*"]
    )


def test_bad_options_are_usage_errors(project: pytest.Pytester) -> None:
    both = project.runpytest("--adapter", "x:Y", "--adapter-cmd", "z")
    assert both.ret == pytest.ExitCode.USAGE_ERROR
    both.stderr.fnmatch_lines(["*give --adapter or --adapter-cmd, not both*"])
    profile = project.runpytest("--profile", "home-game")
    assert profile.ret == pytest.ExitCode.USAGE_ERROR
    profile.stderr.fnmatch_lines(["*unknown --profile 'home-game'*"])


# -- features ------------------------------------------------------------------------------


def test_feature_steps_pass_fail_and_check_rejections(project: pytest.Pytester) -> None:
    feature(
        project,
        f"""
  Scenario: The first to act may raise to 20
{table()}
    When the hand is dealt
    Then the legal actions are:
      | to_act | call | min_raise_to | max_raise_to |
      | 1      | 10   | 20           | 1000         |
    When seat 1 raises to 19
    Then the rulings include RAISE_BROUGHT_TO_MINIMUM
    And the snapshot shows:
      | field  | value |
      | bets.1 | 20    |
    When seat 2 checks
    Then the step is rejected with CANNOT_CHECK

  Scenario: A wrong expectation fails with the field, expected and actual
{table()}
    When the hand is dealt
    Then the snapshot shows:
      | field    | value |
      | stacks.2 | 999   |

  Scenario: A rejection nobody expected fails the step
{table()}
    When the hand is dealt
    And seat 1 checks
    Then the snapshot shows:
      | field  | value |
      | to_act | 1     |

  Scenario: An expected rejection that does not happen fails
{table()}
    When the hand is dealt
    And seat 1 calls
    Then the step is rejected with NOT_YOUR_TURN
""",
    )
    result = project.runpytest("-v")
    result.assert_outcomes(passed=1, failed=3)
    result.stdout.fnmatch_lines(
        [
            "*test_a_wrong_expectation_fails_with_the_field_expected_and_actual FAILED*",
            "*test_a_rejection_nobody_expected_fails_the_step FAILED*",
            "*test_an_expected_rejection_that_does_not_happen_fails FAILED*",
        ]
    )
    result.stdout.fnmatch_lines(
        [
            "the snapshot differs:",
            "  field     expected  actual",
            "  stacks.2  999       995",
        ]
    )
    result.stdout.fnmatch_lines(
        ['the engine rejected {"seat": 1, "type": "check"} with CANNOT_CHECK: *']
    )
    result.stdout.fnmatch_lines(
        [
            "expected the rejection NOT_YOUR_TURN,"
            ' but the engine accepted {"seat": 1, "type": "call"}'
        ]
    )


def test_a_feature_scenario_that_runs_no_steps_fails(project: pytest.Pytester) -> None:
    feature(
        project,
        """
  Scenario: A misspelt keyword turns the steps into description
    Gvien a no-limit table with blinds 5/10 and the button on seat 1:
    Thne nothing is checked at all

  Scenario: An undefined step fails too
    Given a table nobody has defined a step for
""",
    )
    result = project.runpytest()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(
        [
            "*test_a_misspelt_keyword_turns_the_steps_into_description*",
            "features/rules.feature:3: the scenario executed no steps, so it checked nothing.",
        ]
    )
    result.stdout.fnmatch_lines(['*Step definition is not found: Given "a table nobody*'])
    feature(
        project,
        f"""
  Scenario: A misspelt keyword after a step is a syntax error of the whole file
{table()}
    Wehn the hand is dealt
""",
        name="broken",
    )
    broken = project.runpytest()
    broken.assert_outcomes(errors=1)
    broken.stdout.fnmatch_lines(["*Unexpected token found*", "*Line number: 10*"])


def test_a_feature_needing_a_missing_capability_is_not_applicable(
    project: pytest.Pytester,
) -> None:
    feature(
        project,
        f"""
  @requires-fixed-limit
  Scenario: Tagged for fixed-limit
{table("fixed-limit")}
    When the hand is dealt
    Then the legal actions are:
      | to_act | call |
      | 1      | 10   |

  Scenario: A fixed-limit table without the tag is not applicable either
{table("fixed-limit")}
    When the hand is dealt

  Scenario: No-limit still runs
{table()}
    When the hand is dealt
""",
    )
    result = project.runpytest("-rs", "--adapter", "plugin_adapters:NoFixedLimit")
    result.assert_outcomes(skipped=2, passed=1)
    result.stdout.fnmatch_lines(
        [
            "SKIPPED [[]1[]] features/rules.feature:4: not applicable: engine lacks capability"
            " fixed-limit",
            "SKIPPED [[]1[]] features/rules.feature:*: not applicable: engine lacks capability"
            " fixed-limit",
        ]
    )
    passed = project.runpytest("-rs")
    passed.assert_outcomes(passed=3)


def test_features_run_on_a_process_engine_and_fail_on_a_broken_one(
    project: pytest.Pytester,
) -> None:
    feature(
        project,
        f"""
  Scenario: Dealt on any engine
{table()}
    When the hand is dealt
    Then the snapshot shows:
      | field  | value     |
      | phase  | "preflop" |
      | to_act | 1         |
""",
    )
    project.runpytest("--adapter-cmd", SERVE).assert_outcomes(passed=1)
    jammed = project.runpytest("--adapter", "plugin_adapters:Jammed")
    jammed.assert_outcomes(failed=1)
    jammed.stdout.fnmatch_lines(
        [
            "ENGINE ERROR: the engine crashed, hung or answered outside the protocol*",
            "*the shoe jammed*",
        ]
    )


def test_an_unknown_capability_tag_is_a_clear_collection_error(project: pytest.Pytester) -> None:
    feature(
        project, f"\n  @requires-telepathy\n  Scenario: Odd\n{table()}    When the hand is dealt\n"
    )
    result = project.runpytest()
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*@requires-telepathy: unknown capability 'telepathy'*"])
