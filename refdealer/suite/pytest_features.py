"""What the plugin adds to pytest-bdd scenarios: applicability tags and step accounting.

- ``@requires-<capability>`` (on a feature, rule or scenario) names a capability the
  scenario needs, ``@requires-<capability>-under-<profile>`` one it needs when played under
  that profile only, and ``@profile-<name>`` a profile it holds for; a scenario the
  session's engine cannot play under the profile it is played under is skipped as "not
  applicable: ...", never passed.
- Each scenario counts the steps it executed. pytest-bdd 9 passes a scenario that has no
  steps at all (a misspelt first keyword turns the step lines into description text): the
  plugin turns such a pass into a failure.
- The step definitions may look one step ahead (:func:`upcoming_step`): a ``When`` step
  whose event is rejected only keeps going if the next step checks that rejection.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from pytest_bdd.parser import Scenario, Step

from refdealer.capabilities import CAPABILITIES
from refdealer.options import PROFILES
from refdealer.suite.pytest_engine import EngineSession, EngineUnavailable, engine_error
from refdealer.suite.pytest_items import shown_path

REQUIRES_TAG = "requires-"
PROFILE_TAG = "profile-"
#: ``@requires-all-in-exposure-under-tda-2024``: a capability needed under one profile only.
UNDER = "-under-"
REQUIRES_MARK = "refdealer_requires"
REQUIRES_UNDER_MARK = "refdealer_requires_under"
PROFILE_MARK = "refdealer_profile"

MARKERS = (
    f"{REQUIRES_MARK}(capability): the test needs an engine declaring this capability"
    " (feature tag @requires-<capability>)",
    f"{REQUIRES_UNDER_MARK}(capability, profile): played under this profile, the test needs an"
    " engine declaring this capability (feature tag @requires-<capability>-under-<profile>)",
    f"{PROFILE_MARK}(name): the test holds only for this profile (feature tag @profile-<name>)",
)


class FeatureTagError(ValueError):
    """A feature tag names an unknown capability or profile."""


def requires_tag(capability: str, profile: str | None = None) -> str:
    """The tag (without ``@``) saying a scenario needs ``capability``, under ``profile`` only
    when one is given."""
    return REQUIRES_TAG + capability + ("" if profile is None else UNDER + profile)


def read_requires_tag(tag: str) -> tuple[str, str | None]:
    """The capability a ``requires-`` tag (without ``@``) names, and the profile it is
    needed under (``None``: every profile); :class:`FeatureTagError` for an unknown name."""
    name = tag[len(REQUIRES_TAG) :]
    capability, under, profile = name.rpartition(UNDER)
    if not under or name in CAPABILITIES:
        return _known_capability(tag, name), None
    _known_capability(tag, capability)
    if profile not in PROFILES:
        known = ", ".join(PROFILES)
        raise FeatureTagError(f"@{tag}: unknown profile {profile!r}; known: {known}")
    return capability, profile


def _known_capability(tag: str, capability: str) -> str:
    if capability not in CAPABILITIES:
        known = ", ".join(CAPABILITIES)
        raise FeatureTagError(f"@{tag}: unknown capability {capability!r}; known: {known}")
    return capability


@dataclass(slots=True)
class ScenarioProgress:
    """The steps of the scenario under way, the one being run, and how many completed."""

    steps: list[Step]
    location: tuple[str, int]
    current: int = -1
    executed: int = 0
    notes: list[str] = field(default_factory=list)


PROGRESS_KEY = pytest.StashKey[ScenarioProgress]()
#: The profile a feature scenario is played under (:meth:`EngineSession.feature_profile`).
PROFILE_KEY = pytest.StashKey[str]()


def apply_tag(tag: str, function: Callable[..., object]) -> bool | None:
    """Turn the plugin's tags into markers; other tags are left to pytest-bdd."""
    if tag.startswith(REQUIRES_TAG):
        capability, profile = read_requires_tag(tag)
        if profile is None:
            getattr(pytest.mark, REQUIRES_MARK)(capability)(function)
        else:
            getattr(pytest.mark, REQUIRES_UNDER_MARK)(capability, profile)(function)
        return True
    if tag.startswith(PROFILE_TAG):
        profile = tag[len(PROFILE_TAG) :]
        if profile not in PROFILES:
            known = ", ".join(PROFILES)
            raise FeatureTagError(f"@{tag}: unknown profile {profile!r}; known: {known}")
        getattr(pytest.mark, PROFILE_MARK)(profile)(function)
        return True
    return None


def before_scenario(item: pytest.Item, scenario: Scenario, session: EngineSession) -> None:
    """Start counting, choose the profile the scenario is played under, and skip a scenario
    the engine cannot play."""
    item.stash[PROGRESS_KEY] = ScenarioProgress(
        steps=list(scenario.steps),
        location=(scenario.feature.filename, scenario.line_number),
    )
    requires = [m.args[0] for m in item.iter_markers(REQUIRES_MARK)]
    profiles = [m.args[0] for m in item.iter_markers(PROFILE_MARK)]
    if session.options.every_profile:
        profiles = []
    played = item.stash[PROFILE_KEY] = session.feature_profile(profiles)
    requires += [  # what the hand needs under the profile it is played under only
        m.args[0] for m in item.iter_markers(REQUIRES_UNDER_MARK) if m.args[1] == played
    ]
    if not requires and not profiles:
        return
    try:
        reason = session.not_applicable(requires, profiles, played)
    except EngineUnavailable as problem:
        engine_error(str(problem))
    if reason is not None:
        pytest.skip(f"not applicable: {reason}")


def before_step(item: pytest.Item, step: Step) -> None:
    progress = item.stash.get(PROGRESS_KEY, None)
    if progress is not None:
        progress.current = next(
            (index for index, known in enumerate(progress.steps) if known is step),
            progress.current + 1,
        )


def played_profile(item: pytest.Item, session: EngineSession) -> str:
    """The profile the feature scenario ``item`` is played under (the session's outside one)."""
    return item.stash.get(PROFILE_KEY, session.profile)


def note_not_judged(item: pytest.Item, note: str) -> None:
    """Record a check the scenario left out for this engine (kept with its result)."""
    progress = item.stash.get(PROGRESS_KEY, None)
    if progress is not None:
        progress.notes.append(note)


def not_judged_notes(item: pytest.Item) -> list[str]:
    """The checks left out so far in the scenario ``item`` runs."""
    progress = item.stash.get(PROGRESS_KEY, None)
    return list(progress.notes) if progress is not None else []


def after_step(item: pytest.Item) -> None:
    progress = item.stash.get(PROGRESS_KEY, None)
    if progress is not None:
        progress.executed += 1


def current_step(item: pytest.Item) -> Step | None:
    """The step being run, if any (``None`` outside a pytest-bdd scenario)."""
    progress = item.stash.get(PROGRESS_KEY, None)
    if progress is None or not 0 <= progress.current < len(progress.steps):
        return None
    return progress.steps[progress.current]


def upcoming_step(item: pytest.Item) -> Step | None:
    """The step after the one being run, if any (``None`` outside a pytest-bdd scenario)."""
    progress = item.stash.get(PROGRESS_KEY, None)
    if progress is None or progress.current + 1 >= len(progress.steps):
        return None
    return progress.steps[progress.current + 1]


def check_report(item: pytest.Item, report: pytest.TestReport) -> None:
    """A pytest-bdd scenario that passed without executing a single step fails instead; a
    scenario found not applicable is reported at its line in the feature file."""
    progress = item.stash.get(PROGRESS_KEY, None)
    if report.when != "call" or progress is None:
        return
    if report.skipped:
        relocate_skip(report, progress.location)
        return
    if not report.passed or progress.executed > 0:
        return
    path, line = progress.location
    where = f"{shown_path(path, item.config.rootpath)}:{line}"
    report.outcome = "failed"
    report.longrepr = (
        f"{where}: the scenario executed no steps, so it checked nothing.\n"
        "  Is a step keyword misspelt (then the step lines are read as description text),\n"
        "  or are the steps missing?"
    )


def relocate_skip(report: pytest.TestReport, location: tuple[str, int]) -> None:
    """Point a "not applicable" skip at the scenario, not at the code that skipped it."""
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and str(longrepr[2]).startswith("Skipped: not applicable:"):
        report.longrepr = (location[0], location[1], longrepr[2])
