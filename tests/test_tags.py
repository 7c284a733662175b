"""The capability and profile tags of the suite are what the tooling works out.

``refdealer validate`` plays each scenario and feature scenario on the reference dealer and
reports each tag that is missing or needless at its line; the built-in suite has none. The
rules are shown on small examples: each derivation, a wrong tag found at its line, and the
fixer rewriting only the tag lines.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refdealer.cli import main
from refdealer.scenarios.loader import load_scenarios
from refdealer.scenarios.requirements import event_needs, scenario_needs, tag_issues
from refdealer.suite.feature_requirements import feature_needs, feature_tag_issues
from refdealer.suite.feature_suite import load_features
from refdealer.suite.files import features_dir, scenarios_dir


def test_every_yaml_scenario_requires_exactly_what_it_uses() -> None:
    scenarios, issues = load_scenarios([scenarios_dir()])
    assert issues == [] and len(scenarios) > 300
    problems = [str(issue) for scenario in scenarios for issue in tag_issues(scenario)]
    assert problems == []


def test_every_feature_scenario_is_tagged_with_exactly_what_it_uses() -> None:
    features, issues = load_features([features_dir()])
    assert issues == [] and len(features) > 200
    needs = feature_needs(features)
    assert set(needs) == {feature.id for feature in features}  # every one was played
    assert [str(issue) for issue in feature_tag_issues(features, needs)] == []


def test_the_examples_of_the_issue_come_out_of_the_tool() -> None:
    """Tags the suite once had wrong, now worked out (the derivation, not a hand edit)."""
    scenarios = {s.id: s for s in load_scenarios([scenarios_dir()])[0]}
    odd_chip = scenario_needs(scenarios["split-pot-odd-chip-left-of-button"])
    assert "antes" in odd_chip.capabilities
    folded_blind = scenario_needs(scenarios["side-pot-folded-blind-is-dead-money"])
    assert "side-pots" not in folded_blind.capabilities  # one pot only: no side pot arises
    features = {f.id: f for f in load_features([features_dir()])[0]}
    uncapped = "betting::With one player all in, the two players left with chips are not capped"
    needs = feature_needs([features[uncapped]])[uncapped]
    assert needs.profiles == {"rrop-cash"}  # heads_up_uncapped is "no" under tda-2024
    assert "@profile-rrop-cash" in {f"@profile-{p}" for p in features[uncapped].profiles}


@pytest.mark.parametrize(
    ("event", "phase", "codes", "needs"),
    [
        ({"type": "call", "seat": 3}, "preflop", [], set()),
        ({"type": "call", "seat": 3}, "preflop", ["ACTION_OUT_OF_TURN"], {"out-of-turn"}),
        ({"type": "raise", "seat": 3, "to": 5}, "flop", ["RAISE_BROUGHT_TO_MINIMUM"],
         {"wager-corrections"}),
        ({"type": "chips", "seat": 3, "motions": [[5]]}, "flop", [], {"string-bets"}),
        ({"type": "chips", "seat": 3, "motions": [[5]], "declared": "call"}, "flop", [],
         {"string-bets", "declarations"}),
        ({"type": "muck", "seat": 2}, "turn", ["MUCKED_WHILE_LIVE"], {"live-mucks"}),
        ({"type": "muck", "seat": 2}, "showdown", [], set()),
        ({"type": "declare_board", "seat": 2}, "showdown", ["BOARD_DECLARED"],
         {"play-the-board"}),
        ({"type": "board", "count": 3, "noticed": False}, "flop", [],
         {"late-discovery", "board-irregularities"}),
        ({"type": "boxed"}, "dealing", ["BOXED_CARD"], {"dealing-irregularities"}),
        ({"type": "boxed"}, "turn", ["BOXED_CARD"], {"board-irregularities"}),
        ({"type": "show", "seat": 1}, "showdown", ["POT_AWARDED", "SPLIT_POT"], set()),
    ],
)  # fmt: skip
def test_what_an_event_needs(
    event: dict[str, object], phase: str, codes: list[str], needs: set[str]
) -> None:
    assert event_needs(event, phase, codes) == needs


SCENARIO = """\
scenarios:
  - id: heads-up-split
    description: Two seats, one of them all in, a split pot with its ruling checked.
    rules: [SPLIT-POT-TIES]
    requires: [no-limit, showdown-order]
    profiles: [rrop-cash]
    setup:
      game: no-limit
      blinds: [1, 2]
      seats: {1: 50, 2: 200}
      button: 1
      stack:
        hole: {1: "Ah Kd", 2: "As Kc"}
        board: "2c 7d 9h Js 4s"
    script:
      - deal: hole
      - {type: raise, seat: 1, to: 50}
      - {type: call, seat: 2}
      - deal: flop
      - deal: turn
      - deal: river
      - {type: show, seat: 2}
      - event: {type: show, seat: 1}
        expect: {payouts: {1: 50, 2: 50}, rulings: [SPLIT_POT]}
"""


def test_a_wrong_tag_is_reported_at_the_requires_line(tmp_path: Path) -> None:
    path = tmp_path / "scenarios" / "one.yaml"
    path.parent.mkdir()
    path.write_text(SCENARIO, encoding="utf-8")
    (scenario,), _ = load_scenarios([path])
    issues = [str(issue) for issue in tag_issues(scenario)]
    assert issues == [
        f"{path}:5: requires: missing capability heads-up",
        f"{path}:5: requires: needless capability showdown-order",
    ]


def test_validate_fixes_only_the_requires_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "scenarios" / "one.yaml"
    path.parent.mkdir()
    path.write_text(SCENARIO, encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    assert "missing capability heads-up" in capsys.readouterr().out
    assert main(["validate", "--fix-tags", str(path)]) == 0
    before, after = SCENARIO.splitlines(), path.read_text(encoding="utf-8").splitlines()
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert changed == [
        ("    requires: [no-limit, showdown-order]", "    requires: [no-limit, heads-up]")
    ]


CASH_ALL_IN = """\
scenarios:
  - id: all-in-called-{id}
    description: Heads-up, an all-in before the flop is called; all_in_exposure is read.
    rules: [ALL-IN-EXPOSE]
    requires: [no-limit, heads-up{needs}]
    profiles: [{profiles}]
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
        expect: {{{expect}}}
"""


@pytest.mark.parametrize(
    ("expect", "needs", "declared", "holds"),
    [
        # The call's rulings differ between the books (TDA 16 turns the hands up): one book.
        ("rulings: []", "", "rrop-cash", ["rrop-cash"]),
        ("rulings: [ALL_IN_EXPOSURE]", ", all-in-exposure", "tda-2024", ["tda-2024"]),
        # The option is read, but nothing the scenario checks depends on it: both books.
        ("stacks: {1: 0, 2: 0}", "", "rrop-cash", ["rrop-cash", "tda-2024"]),
        ("stacks: {1: 0, 2: 0}", "", "tda-2024", ["rrop-cash", "tda-2024"]),
    ],
)  # fmt: skip
def test_the_profiles_a_scenario_holds_for_are_those_it_passes_under(
    tmp_path: Path, expect: str, needs: str, declared: str, holds: list[str]
) -> None:
    path = tmp_path / "scenarios" / "one.yaml"
    path.parent.mkdir()
    text = CASH_ALL_IN.format(id="x", needs=needs, profiles=declared, expect=expect)
    path.write_text(text, encoding="utf-8")
    (scenario,), issues = load_scenarios([path])
    assert not issues
    assert scenario.home_profile == declared
    found = scenario_needs(scenario)
    assert list(found.profiles) == holds


def test_a_scenario_needs_what_it_uses_under_every_profile_it_names(tmp_path: Path) -> None:
    """Played under rrop-cash (its first profile), the called all-in needs nothing more;
    under tda-2024, which it names too, the hands are turned up (TDA 16, ALL_IN_EXPOSURE):
    an engine judged by it there needs all-in-exposure, and validate says so, for that
    profile only (``requires_under``)."""
    path = tmp_path / "scenarios" / "one.yaml"
    path.parent.mkdir()
    text = CASH_ALL_IN.format(
        id="x", needs="", profiles="rrop-cash, tda-2024", expect="stacks: {1: 0, 2: 0}"
    )
    path.write_text(text, encoding="utf-8")
    (scenario,), issues = load_scenarios([path])
    assert not issues and scenario.home_profile == "rrop-cash"
    needs = scenario_needs(scenario)
    assert "all-in-exposure" not in needs.capabilities
    assert needs.under_profile("tda-2024") - needs.under_profile("rrop-cash") == {"all-in-exposure"}
    assert [str(issue) for issue in tag_issues(scenario)] == [
        f"{path}:5: requires_under.tda-2024: missing capability all-in-exposure"
    ]


FEATURE = """\
Feature: A tiny feature

  Rule: SPLIT-POT-TIES — tied hands split the pot
    Catalog test.

    @requires-burns-visible
    Scenario: Two seats split
      Given a no-limit table with blinds 1/2 and the button on seat 1:
        | seat | stack | cards |
        | 1    | 50    | Ah Kd |
        | 2    | 200   | As Kc |
      And the board will be 2c 7d 9h Js 4s
      When the hand is dealt
      And these actions happen:
        | seat | action | amount |
        | 1    | raise  | 50     |
        | 2    | call   |        |
      And the flop is dealt
      And the turn is dealt
      And the river is dealt
      And seat 2 shows
      And seat 1 shows
      Then the rulings include SPLIT_POT
"""


def test_feature_tags_are_worked_out_and_fixed(tmp_path: Path) -> None:
    path = tmp_path / "tiny.feature"
    path.write_text(FEATURE, encoding="utf-8")
    features, issues = load_features([path])
    assert issues == []
    found = [str(issue) for issue in feature_tag_issues(features)]
    assert found == [
        # an all-in, and under tda-2024 all_in_exposure would turn the hands up: rrop-cash only
        f"{path}:7: tags: missing tag @profile-rrop-cash, @requires-heads-up, @requires-no-limit",
        f"{path}:7: tags: needless tag @requires-burns-visible",
    ]
    assert main(["validate", "--fix-tags", str(path)]) == 0
    text = path.read_text(encoding="utf-8")
    assert text == FEATURE.replace(
        "Feature: A tiny feature",
        "@requires-no-limit @requires-heads-up @profile-rrop-cash\nFeature: A tiny feature",
    ).replace("    @requires-burns-visible\n", "")


def test_a_feature_reading_an_option_the_books_differ_on_holds_for_both_if_it_passes_both(
    tmp_path: Path,
) -> None:
    """The all-in hand above read all_in_exposure; stopped before the board, nothing it
    checks depends on it, and played under tda-2024 it passes: no profile tag is due."""
    text = FEATURE.split("      And the flop is dealt")[0] + (
        "      Then the snapshot shows:\n"
        "        | field  | value               |\n"
        '        | stacks | {"1": 0, "2": 150}  |\n'
    )
    path = tmp_path / "tiny.feature"
    path.write_text(text, encoding="utf-8")
    features, issues = load_features([path])
    assert issues == []
    (needs,) = feature_needs(features).values()
    assert needs.profiles == {"rrop-cash", "tda-2024"}
