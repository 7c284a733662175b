"""Feature scenarios judged only under the house option values an engine models.

A YAML scenario that leaves a house option at the profile's default is not judged on an
engine that declares other values of it, when under those values the reference plays the
hand otherwise (:func:`refdealer.scenarios.requirements.default_option_reason`). The same
holds for a feature scenario: it is played on the reference to see which options it reads,
and again with the engine's value of each such option it leaves unset; where that changes
what its steps check, the engine is not judged by it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from refdealer.options import profile_defaults
from refdealer.protocol.engine import SESSION_METHOD, Engine, InProcessEngine, JSONObject
from refdealer.scenarios.runner import PASSED, ScenarioResult
from refdealer.suite.feature_requirements import FeatureRecorder
from refdealer.suite.feature_suite import FeatureScenario, run_features


class WithHouseDefault:
    """An engine whose hands play ``house`` values for the options a setup leaves unset."""

    def __init__(self, engine: Engine, house: Mapping[str, object]) -> None:
        self.engine = engine
        self.house = dict(house)

    def hello(self) -> JSONObject:
        return self.engine.hello()

    def start(self, setup: JSONObject) -> JSONObject:
        own = setup.get("house")
        house = {**self.house, **(own if isinstance(own, Mapping) else {})}
        return self.engine.start({**setup, "house": house})

    def session(self, setup: JSONObject) -> JSONObject:
        """A session whose hands play the ``house`` values it leaves unset."""
        own = setup.get("house")
        house = {**self.house, **(own if isinstance(own, Mapping) else {})}
        opener = getattr(self.engine, SESSION_METHOD)  # an engine declaring sessions
        opened: JSONObject = opener({**setup, "house": house})
        return opened

    def apply(self, event: JSONObject) -> JSONObject:
        return self.engine.apply(event)

    def snapshot(self) -> JSONObject:
        return self.engine.snapshot()


def base_id(result_id: str) -> str:
    """A feature outline's run id without its example (``x::name[row]`` -> ``x::name``)."""
    return result_id.split("[", 1)[0]


def options_read(
    scenarios: Sequence[FeatureScenario], profile: str
) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Feature scenario id -> the house options the reference read playing it under
    ``profile``, and -> the house options its own setups set."""
    recorder = FeatureRecorder(profile)
    read: dict[str, set[str]] = {}
    setting: dict[str, set[str]] = {}

    def on_result(result: ScenarioResult) -> None:
        record, checks = recorder.take()
        key = base_id(result.id)
        read.setdefault(key, set()).update(record.options_read)
        for setup in [*record.setups, *checks.sessions]:  # a session's house is its hands'
            house = setup.get("house")
            setting.setdefault(key, set()).update(house if isinstance(house, Mapping) else ())

    run_features(
        InProcessEngine(recorder), recorder.hello(), scenarios, profile=profile, on_result=on_result
    )
    return read, setting


def feature_option_reasons(
    scenarios: Sequence[FeatureScenario],
    profile: str,
    declared: Mapping[str, Sequence[Any]],
    capabilities: Sequence[str],
) -> dict[str, str]:
    """Feature scenario id -> why an engine declaring ``declared`` (hello ``options``) and
    ``capabilities`` is not judged by it under ``profile``: it reads an option it leaves at
    the profile's default, the engine models other values of it only, and under one of them
    the reference fails the scenario's own checks, or plays it with events that need a
    capability the engine does not declare (a show that is early under the engine's order)."""
    defaults = profile_defaults(profile)
    others = {
        name: tuple(values)
        for name, values in declared.items()
        if name in defaults and defaults[name] not in values and "any" not in values
    }
    if not others or not scenarios:
        return {}
    read, setting = options_read(scenarios, profile)
    reasons: dict[str, str] = {}
    for name in sorted(others):
        wanted = [
            s for s in scenarios
            if name in read.get(s.id, ()) and name not in setting.get(s.id, ())
            and s.id not in reasons
        ]  # fmt: skip
        for value in others[name]:
            if not wanted:
                break
            why = (
                f"engine does not model house option {name} = {defaults[name]!r} (the "
                f"{profile} default), and under its {value!r} this hand plays otherwise"
            )
            for key in _played_otherwise(wanted, profile, {name: value}, capabilities):
                reasons.setdefault(key, why)
            wanted = [s for s in wanted if s.id not in reasons]
    return reasons


def _played_otherwise(
    scenarios: Sequence[FeatureScenario],
    profile: str,
    house: Mapping[str, object],
    capabilities: Sequence[str],
) -> set[str]:
    """The scenarios that fail on the reference with ``house`` for the options they leave
    unset, or that need there a capability outside ``capabilities``."""
    recorder = FeatureRecorder(profile)
    found: set[str] = set()

    def on_result(result: ScenarioResult) -> None:
        record, checks = recorder.take()
        needs = record.needs | checks.needs
        if result.outcome != PASSED or not needs <= set(capabilities):
            found.add(base_id(result.id))

    engine = WithHouseDefault(InProcessEngine(recorder), house)
    run_features(engine, engine.hello(), scenarios, profile=profile, on_result=on_result)
    return found
