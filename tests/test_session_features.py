"""The session features (``features/sessions_*.feature``) and their steps.

The features span hands: a session opened through the engine protocol, events between
hands, and checks on the snapshot's ``session``. They are held to the same bar as the
others: each session rule has two scenarios (two per book where the books differ), they
pass on the reference under both profiles, a dealer with one session bug fails the ones
citing its rule, an engine without ``sessions`` finds them not applicable, and the steps
blame the feature file, not the engine, for what the file gets wrong.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from refdealer.capabilities import CAPABILITIES
from refdealer.mutants import MUTANTS_BY_NAME, MutantDealer
from refdealer.options import SUPPORTED_PROFILES
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.runner import ERROR, FAILED, NOT_APPLICABLE, PASSED
from refdealer.suite.adapters import open_engine
from refdealer.suite.books import differing_rule_ids
from refdealer.suite.feature_requirements import feature_needs, feature_tag_issues
from refdealer.suite.feature_suite import FeatureScenario, load_features, run_features
from refdealer.suite.files import features_dir
from refdealer.suite.pytest_engine import EngineOptions, EngineSession
from tests.engines.certify_adapters import ChipMakingDealer

SESSION_FEATURES, ISSUES = load_features(sorted(features_dir().glob("sessions_*.feature")))
SESSION_RULES = (
    "DEAD-BUTTON", "MOVING-BUTTON", "HEADS-UP-BLINDS", "MISSED-BLINDS", "NEW-PLAYER-BLIND",
    "BUTTON-MISPLACED", "STRADDLE", "KILL-POT", "KILL-BUTTON", "DISPUTE-WINDOW", "NEW-LEVEL",
    "CHIP-RACE", "MULTIPLE-BUSTS", "HAND-FOR-HAND", "TABLE-BALANCE", "PENALTY-HAND",
)  # fmt: skip


def _holding(scenario: FeatureScenario, profile: str) -> bool:
    return not scenario.profiles or profile in scenario.profiles


#: The session rules the books rule apart: the catalog's differing rules, and those where a
#: cash game (rrop-cash) and a tournament (tda-2024) part between hands (the tournament seat
#: that never sits out, the misdeal cutoff of a misplaced button or an old level, the
#: short table's halt).
BOOKS_SPLIT = {*differing_rule_ids(), "MISSED-BLINDS", "NEW-PLAYER-BLIND", "BUTTON-MISPLACED",
               "NEW-LEVEL", "TABLE-BALANCE"}  # fmt: skip


def test_every_session_rule_has_two_features_and_two_of_each_book_where_they_split() -> None:
    assert ISSUES == []
    for rule in SESSION_RULES:
        citing = [s for s in SESSION_FEATURES if rule in s.rules]
        assert len(citing) >= 2, rule
        if rule in BOOKS_SPLIT:  # each book has two scenarios of its own
            own = Counter(p for s in citing if len(s.profiles) == 1 for p in s.profiles)
            assert all(own[p] >= 2 for p in SUPPORTED_PROFILES), (rule, own)


def test_the_session_features_pass_on_the_reference_under_tda_2024() -> None:
    """tests/test_features.py plays them under rrop-cash (the tournament-only ones under
    tda-2024); here every one that holds for tda-2024 is played under it."""
    profile = "tda-2024"
    engine = open_engine(profile=profile)
    results = run_features(engine, engine.hello(), SESSION_FEATURES, profile=profile)
    by_id = {s.id: s for s in SESSION_FEATURES}
    for result in results:
        wanted = PASSED if _holding(by_id[result.id], profile) else NOT_APPLICABLE
        assert result.outcome == wanted, (result.id, result.detail)


@pytest.mark.parametrize(
    ("mutant", "profile"),
    [
        ("dead-button-moves-anyway", "rrop-cash"),
        ("missed-small-blind-forgotten", "rrop-cash"),
        ("tournament-newcomer-waits", "tda-2024"),
        ("misplaced-button-hand-always-stands", "tda-2024"),
    ],
)
def test_a_dealer_with_one_session_bug_fails_the_features_citing_its_rule(
    mutant: str, profile: str
) -> None:
    broken = MUTANTS_BY_NAME[mutant]
    engine = InProcessEngine(MutantDealer(broken, profile))
    citing = [s for s in SESSION_FEATURES if broken.rule in s.rules and _holding(s, profile)]
    results = run_features(engine, engine.hello(), citing, profile=profile)
    assert FAILED in {result.outcome for result in results}, [r.detail for r in results]
    assert ERROR not in {result.outcome for result in results}


def test_a_dealer_making_chips_fails_every_session_feature_that_deals_a_hand() -> None:
    """Its hands show a chip more than they have: the session's account of the chips
    brought to the table catches it (the chip races deal no hand, and pass)."""
    engine = InProcessEngine(ChipMakingDealer())
    playing = [s for s in SESSION_FEATURES if _holding(s, "rrop-cash")]
    results = run_features(engine, engine.hello(), playing)
    dealing = [result for result in results if "CHIP-RACE" not in result.rules]
    assert len(dealing) > 20
    assert {result.outcome for result in dealing} == {FAILED}
    assert all("chips not conserved" in result.detail for result in dealing)


def test_an_engine_without_sessions_finds_them_not_applicable() -> None:
    class HandsOnly(InProcessEngine):
        def hello(self) -> dict[str, object]:
            greeting = super().hello()
            capabilities = [c for c in greeting["capabilities"] if c != "sessions"]
            return {**greeting, "capabilities": capabilities}

    from refdealer.dealer import ReferenceDealer

    engine = HandsOnly(ReferenceDealer())
    results = run_features(engine, engine.hello(), SESSION_FEATURES)
    assert {result.outcome for result in results} == {NOT_APPLICABLE}
    assert "sessions" in CAPABILITIES
    assert all("sessions" in result.detail or "rrop-cash" in result.detail for result in results)


def test_a_feature_played_under_pytest_takes_its_own_book_when_it_holds_for_one() -> None:
    """Under pytest with no --profile, a tournament-only feature plays under tda-2024 (as a
    YAML scenario plays under its first profile), not skipped under the default."""
    session = EngineSession(EngineOptions())
    assert session.feature_profile(["tda-2024"]) == "tda-2024"
    assert session.feature_profile([]) == session.feature_profile(["rrop-cash"]) == "rrop-cash"
    chosen = EngineSession(EngineOptions(profile="rrop-cash"))
    assert chosen.feature_profile(["tda-2024"]) == "rrop-cash"  # then it is not applicable


TOURNAMENT_ONLY = """\
@requires-no-limit @requires-sessions @requires-sitting-out @profile-tda-2024
Feature: A tournament seat

  Rule: MISSED-BLINDS — in a tournament nobody sits out
    TDA 30, 33.

    Scenario: A tournament player may not sit out
      Given a no-limit session with blinds 50/100 and the button on seat 1:
        | seat | stack |
        | 1    | 5000  |
        | 2    | 5000  |
        | 3    | 5000  |
      When seat 2 sits out
      Then the step is rejected with TOURNAMENT_SEAT
      When the next hand is dealt
      Then seats 1, 2 and 3 are dealt in
"""


def test_a_feature_of_one_book_is_tagged_by_what_it_uses_under_that_book(tmp_path: Path) -> None:
    """Its needs are worked out playing it under the book it holds for: under the other it
    is refused as it should be (sitting out is a cash player's right), not skipped."""
    path = tmp_path / "tournament.feature"
    path.write_text(TOURNAMENT_ONLY, encoding="utf-8")
    features, issues = load_features([path])
    assert issues == []
    needs = feature_needs(features)[features[0].id]
    assert needs.profiles == {"tda-2024"}
    assert needs.requires == {"no-limit", "sessions", "sitting-out"}
    assert feature_tag_issues(features) == []


@pytest.mark.parametrize(
    ("steps", "problem"),
    [
        ("When seat 2 leaves", "events between hands need a session"),
        (
            "When the next hand is dealt:\n        | seat | cards |\n        | 1    | As Ad |",
            "cards for the next hand need its seats and button",
        ),
        ("When the next hand is dealt to seats 1 and 2 with the button on seat 1:\n"
         "        | seat | cards |\n        | 1    | As Zd |", "seat 1 cards"),
    ],
)  # fmt: skip
def test_a_session_step_the_file_gets_wrong_is_the_files_problem(
    tmp_path: Path, steps: str, problem: str
) -> None:
    opening = (
        "Given a no-limit table with blinds 1/2 and the button on seat 1:"
        if "leaves" in steps
        else "Given a no-limit session with blinds 1/2 and the button on seat 1:"
    )
    text = (
        "Feature: Wrong\n\n  Rule: DEAD-BUTTON — x\n\n    Scenario: Wrong\n"
        f"      {opening}\n        | seat | stack |\n        | 1    | 200   |\n"
        f"        | 2    | 200   |\n      {steps}\n"
    )
    path = tmp_path / "wrong.feature"
    path.write_text(text, encoding="utf-8")
    features, issues = load_features([path])
    assert issues == []
    engine = open_engine()
    (result,) = run_features(engine, engine.hello(), features)
    assert result.outcome == ERROR and result.cause == "suite file problem", result.detail
    assert problem in result.detail


NEXT_STRADDLE = """\
@requires-no-limit @requires-sessions
Feature: What the next hand will carry

  Rule: STRADDLE — nobody straddles unless he says so
    RRoP §14 NL.

    Scenario: No straddle is announced
      Given a no-limit session with blinds 5/10 and the button on seat 1:
        | seat | stack |
        | 1    | 1000  |
        | 2    | 1000  |
        | 3    | 1000  |
      Then the next hand carries no straddle
"""


def test_checking_the_next_hands_straddle_needs_an_engine_that_shows_it(tmp_path: Path) -> None:
    """``next.straddle`` is shown only by an engine with straddles (docs/protocol.md): a
    feature that checks it requires the capability, though it plays no straddle."""
    path = tmp_path / "next.feature"
    path.write_text(NEXT_STRADDLE, encoding="utf-8")
    features, issues = load_features([path])
    assert issues == []
    assert [str(issue) for issue in feature_tag_issues(features)] == [
        f"{path}:7: tags: missing tag @requires-straddles"
    ]


class MovingButtonOnly(InProcessEngine):
    """The reference dealer declaring the moving button only, as texasholdem's adapter does,
    and playing it whatever a session leaves unset."""

    def __init__(self) -> None:
        from refdealer.dealer import ReferenceDealer

        super().__init__(ReferenceDealer())

    def hello(self) -> dict[str, Any]:
        return {**super().hello(), "options": {"button_mode": ["moving"]}}

    def session(self, setup: dict[str, Any]) -> dict[str, Any]:
        house = {"button_mode": "moving", **(setup.get("house") or {})}
        return super().session({**setup, "house": house})


def test_an_engine_of_the_moving_button_is_judged_by_the_features_that_set_it() -> None:
    """A feature whose session sets the moving button is judged on an engine that plays only
    that; one left at the books' dead button is not applicable to it."""
    from refdealer.suite.certify import certify

    moving = [s for s in SESSION_FEATURES if s.rules == ("MOVING-BUTTON",) and not s.profiles]
    dead = [s for s in SESSION_FEATURES if s.rules == ("DEAD-BUTTON",)]
    assert len(moving) == 2 and len(dead) == 3
    certificate = certify(MovingButtonOnly(), scenarios=[], features=[*moving, *dead])
    outcomes = {result.id: result for result in certificate.results}
    for scenario in moving:
        assert outcomes[scenario.id].outcome == PASSED, outcomes[scenario.id].detail
    for scenario in dead:
        assert outcomes[scenario.id].outcome == NOT_APPLICABLE
        assert "button_mode = 'dead'" in outcomes[scenario.id].detail
