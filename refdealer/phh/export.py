"""Hands to export: the suite's scenarios played on the reference dealer."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from refdealer.errors import DealerError
from refdealer.options import DEFAULT_PROFILE
from refdealer.scenarios.model import Scenario, ScenarioIssue

if TYPE_CHECKING:
    from refdealer.hand import Hand


def play_scenario(scenario: Scenario, profile: str = DEFAULT_PROFILE) -> Hand | None:
    """The hand ``scenario`` deals on the reference dealer, or ``None`` if it cannot start.

    Every event of the script is offered; the ones the dealer rejects (the scenario's
    irregularities) leave the table unchanged and are not in the hand's log.
    """
    from refdealer.dealer import ReferenceDealer

    if profile not in scenario.profiles or scenario.session:
        return None  # a session of hands is no single PHH hand
    dealer = ReferenceDealer(profile)
    try:
        dealer.start({**scenario.setup, "profile": profile})
    except DealerError:
        return None
    for step in scenario.script:
        for event in step.events:
            dealer.apply(dict(event))
    return dealer.hand


def scenario_hands(
    paths: Iterable[str | Path], *, complete_only: bool = True
) -> tuple[list[tuple[Scenario, Hand]], Sequence[ScenarioIssue]]:
    """Each scenario under ``paths`` with the hand it deals (finished hands only, by default)."""
    from refdealer.scenarios.loader import load_scenarios

    scenarios, issues = load_scenarios([Path(p) for p in paths])
    played: list[tuple[Scenario, Hand]] = []
    for scenario in scenarios:
        hand = play_scenario(scenario)
        if hand is not None and (hand.complete or not complete_only):
            played.append((scenario, hand))
    return played, issues
