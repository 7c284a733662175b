"""What each Gherkin feature scenario needs of an engine, and the tags that say so.

The features are played on the reference dealer under each modelled profile (under
pytest-bdd, as ``refdealer certify`` plays them) with a recorder in between: it notes every
setup and session, every event and what the reference drew on it, and the ``Then`` steps as
they run (the snapshot fields and legal actions they check, at which phase, and the ruling
codes). A scenario holds for the profiles it passes under, and needs what it used there,
by the same rules as a YAML scenario's (:mod:`refdealer.scenarios.requirements`): what
every profile needs is a ``@requires-NAME`` tag, what only one profile's hand needs a
``@requires-NAME-under-PROFILE`` tag. :func:`feature_tag_issues` reports a missing or
needless ``@requires-`` or ``@profile-`` tag at its line, and
:func:`~refdealer.suite.tag_fixes.fix_feature_tags` puts each tag where it covers the most
scenarios.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from refdealer.capabilities import FLOOR_RULINGS
from refdealer.options import DEFAULT_PROFILE, PROFILES, SUPPORTED_PROFILES
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.model import ScenarioIssue
from refdealer.scenarios.requirements import (
    NEXT_HAND_FIELDS,
    VISIBLE_FIELDS,
    PlayRecord,
    RecordingReference,
    floor_rulings_needed,
    setup_needs,
    split_by_profile,
)
from refdealer.scenarios.runner import PASSED, ScenarioResult
from refdealer.suite.feature_suite import FeatureScenario, run_features
from refdealer.suite.pytest_features import PROFILE_TAG, requires_tag


@dataclass(slots=True)
class _Checks:
    """What the ``Then`` steps of one test checked."""

    needs: set[str] = field(default_factory=set)
    rulings: bool = False
    sessions: list[Mapping[str, Any]] = field(default_factory=list)
    """The sessions the test opened (their setups' needs are its needs too)."""


class FeatureRecorder(RecordingReference):
    """The reference dealer, keeping one record and one set of checks per test."""

    def __init__(self, profile: str = DEFAULT_PROFILE) -> None:
        super().__init__(profile)
        self.checks = _Checks()

    def session(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        self.checks.sessions.append(dict(setup))
        return super().session(setup)

    def take(self) -> tuple[PlayRecord, _Checks]:
        """The record and checks of the test that just ended; a fresh start for the next."""
        taken = (self.record, self.checks)
        self.record, self.checks = PlayRecord(), _Checks()
        return taken

    def checked(self, name: str, rows: Sequence[Sequence[object]]) -> None:
        """A ``Then`` step is about to run: note what it checks."""
        phase = self.record.phase
        header = [str(cell).strip() for cell in rows[0]] if rows else []
        fields: list[str] = []
        if name.startswith("the snapshot shows"):
            column = header.index("field") if "field" in header else 0
            fields = [str(row[column]).strip().split(".")[0] for row in rows[1:]]
        elif name.startswith("the session shows"):
            column = header.index("field") if "field" in header else 0
            for row in rows[1:]:
                path = str(row[column]).strip().split(".")
                if path[0] == "next" and len(path) > 1 and path[1] in NEXT_HAND_FIELDS:
                    self.checks.needs.add(NEXT_HAND_FIELDS[path[1]])
        elif name.startswith("the next hand carries"):
            self.checks.needs.add(NEXT_HAND_FIELDS["straddle" if "straddle" in name else "kill"])
        elif name.startswith("the legal actions are"):
            fields = header
        for item in fields:
            if item in VISIBLE_FIELDS:
                self.checks.needs.add(VISIBLE_FIELDS[item])
            if item == "to_act" and phase == "showdown":
                self.checks.needs.add("showdown-order")
        if name.startswith("the rulings include"):
            self.checks.rulings = True
        if name == "the step is rejected with NOT_YOUR_TURN" and phase == "showdown":
            self.checks.needs.add("showdown-order")


class _StepWatcher:
    """A pytest plugin telling the recorder about each ``Then`` step before it runs."""

    def __init__(self, recorder: FeatureRecorder) -> None:
        self.recorder = recorder

    @pytest.hookimpl(optionalhook=True)
    def pytest_bdd_before_step(
        self,
        request: pytest.FixtureRequest,
        feature: Any,
        scenario: Any,
        step: Any,
        step_func: Callable[..., object],
    ) -> None:
        datatable = getattr(step, "datatable", None)
        rows = datatable.raw() if datatable is not None else []
        self.recorder.checked(str(step.name).strip(), rows)


@dataclass(frozen=True, slots=True)
class FeatureNeeds:
    """What one feature scenario needs (over all its example rows)."""

    requires: frozenset[str]
    """What it needs under every profile it holds for."""
    profiles: frozenset[str]
    """The profiles it holds for; every profile when no option it reads differs."""
    under: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Profile -> what it needs played under that profile only, beyond ``requires``."""


def feature_needs(scenarios: Sequence[FeatureScenario]) -> dict[str, FeatureNeeds]:
    """Feature scenario id -> what it needs, found by playing them all on the reference
    under every modelled profile (whatever their ``@profile-`` tags say): a scenario holds
    for the profiles it passes under, every example, and needs under each what it used
    there (what all of them need, and what only one does: :func:`split_by_profile`)."""
    played = {profile: _played_under(scenarios, profile) for profile in SUPPORTED_PROFILES}
    found: dict[str, FeatureNeeds] = {}
    for scenario in scenarios:
        holding = {p for p in SUPPORTED_PROFILES if played[p][scenario.id][1]}
        if holding == set(SUPPORTED_PROFILES):
            holding = set(PROFILES)  # every book: no profile tag
        used = [p for p in SUPPORTED_PROFILES if p in holding] or [DEFAULT_PROFILE]
        requires, under = split_by_profile({p: played[p][scenario.id][0] for p in used})
        found[scenario.id] = FeatureNeeds(requires, frozenset(holding), under)
    return found


def _played_under(
    scenarios: Sequence[FeatureScenario], profile: str
) -> dict[str, tuple[set[str], bool]]:
    """Feature scenario id -> what it needed played under ``profile`` on the reference, and
    whether it passed there (every example)."""
    recorder = FeatureRecorder(profile)
    engine = InProcessEngine(recorder)
    found: dict[str, tuple[set[str], bool]] = {}
    by_location = {s.location: s for s in scenarios}

    def on_result(result: ScenarioResult) -> None:
        record, checks = recorder.take()
        scenario = by_location[result.location]
        needs = set(checks.needs) | record.needs
        for setup in record.setups:
            needs |= setup_needs(setup)
        for setup in checks.sessions:
            needs |= setup_needs(setup, session=True)
        if record.most_pots > 1:
            needs.add("side-pots")
        if floor_rulings_needed(needs, checks.rulings):
            needs.add(FLOOR_RULINGS)
        so_far = found.setdefault(scenario.id, (set(), True))
        so_far[0].update(needs)
        found[scenario.id] = (so_far[0], so_far[1] and result.outcome == PASSED)

    run_features(
        engine,
        recorder.hello(),
        scenarios,
        profile=profile,
        on_result=on_result,
        plugins=[_StepWatcher(recorder)],
        every_profile=True,
    )
    return found


def derived_tags(needs: FeatureNeeds) -> set[str]:
    """The tags a feature scenario with these needs carries (no profile tag: every profile)."""
    tags = {requires_tag(c) for c in needs.requires}
    tags |= {requires_tag(c, p) for p, names in needs.under.items() for c in names}
    if needs.profiles != set(PROFILES):
        tags |= {PROFILE_TAG + p for p in needs.profiles}
    return tags


def declared_tags(scenario: FeatureScenario) -> set[str]:
    return (
        {requires_tag(c) for c in scenario.requires}
        | {requires_tag(c, p) for p, c in scenario.requires_under}
        | {PROFILE_TAG + p for p in scenario.profiles}
    )


def feature_tag_issues(
    scenarios: Sequence[FeatureScenario], needs: Mapping[str, FeatureNeeds] | None = None
) -> list[ScenarioIssue]:
    """Each feature scenario's missing and needless tags, at the scenario's line."""
    needs = feature_needs(scenarios) if needs is None else needs
    issues: list[ScenarioIssue] = []
    for scenario in scenarios:
        if scenario.id not in needs:
            continue
        want, have = derived_tags(needs[scenario.id]), declared_tags(scenario)
        for word, tags in (("missing", want - have), ("needless", have - want)):
            if tags:
                shown = ", ".join(f"@{t}" for t in sorted(tags))
                issues.append(
                    ScenarioIssue(scenario.path, scenario.line, "tags", f"{word} tag {shown}")
                )
    return issues


def common(groups: Iterable[set[str]]) -> set[str]:
    """The tags every group has (none for no groups)."""
    sets = list(groups)
    return set.intersection(*sets) if sets else set()
