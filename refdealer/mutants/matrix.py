"""The kill matrix: the whole suite certified on each mutant dealer.

:class:`MutantDealer` is the reference dealer with one mutant's patches applied while its
own ``start``/``apply``/``snapshot`` run. Running the suite against every mutant
(:func:`run_matrix`) proves the suite catches each bug, and with a scenario that cites the
broken rule.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any

from refdealer import hand
from refdealer.dealer import ReferenceDealer
from refdealer.mutants.base import Mutant
from refdealer.mutants.registry import MUTANTS, MUTANTS_BY_NAME
from refdealer.options import DEFAULT_PROFILE


class MutantDealer(ReferenceDealer):
    """The reference dealer with the mutant's patches applied while it plays."""

    def __init__(self, mutant: Mutant, profile: str = DEFAULT_PROFILE) -> None:
        super().__init__(profile)
        self.mutant = mutant

    @contextlib.contextmanager
    def _mutated(self) -> Iterator[None]:
        # The dispatcher's rule table holds rule functions themselves: a patched one is
        # replaced there too.
        patches = self.mutant.patches
        replaced = {id(getattr(target, name)): value for target, name, value in patches}

        def mutated(rule: tuple[object, object]) -> tuple[object, object]:
            check, apply = rule
            return replaced.get(id(check), check), replaced.get(id(apply), apply)

        rules = {kind: mutated(rule) for kind, rule in hand.RULES.items()}
        with contextlib.ExitStack() as stack:
            for target, name, value in patches:
                stack.enter_context(_swap(vars(target), name, value))
            stack.enter_context(_swap(vars(hand), "RULES", rules))
            stack.enter_context(
                _swap(vars(hand), "NONSTANDARD_PITCH", mutated(hand.NONSTANDARD_PITCH))
            )
            yield

    def hello(self) -> dict[str, Any]:
        answer = super().hello()
        answer["engine"] = f"refdealer-mutant-{self.mutant.name}"
        return answer

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        with self._mutated():
            return super().start(setup)

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        with self._mutated():
            return super().apply(event)

    def snapshot(self) -> dict[str, Any]:
        with self._mutated():
            return super().snapshot()

    def session(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        with self._mutated():
            return super().session(setup)


@contextlib.contextmanager
def _swap(namespace: dict[str, Any], name: str, value: object) -> Iterator[None]:
    """Set ``namespace[name]`` (a module's globals) for the duration."""
    if name not in namespace:
        raise KeyError(f"a mutant patches {name!r}, which its module does not define")
    saved = namespace[name]
    namespace[name] = value
    try:
        yield
    finally:
        namespace[name] = saved


# ------------------------------------------------------------------ the kill matrix


@dataclass(frozen=True, slots=True)
class MutantResult:
    """What the suite did to one mutant."""

    name: str
    rule: str
    area: str
    description: str
    killers: tuple[str, ...]
    citing_killers: tuple[str, ...]
    seconds: float

    @property
    def killed(self) -> bool:
        return bool(self.killers)

    @property
    def caught(self) -> bool:
        """Killed by at least one scenario that cites the broken rule."""
        return bool(self.citing_killers)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "rule": self.rule,
            "area": self.area,
            "description": self.description,
            "killed": self.killed,
            "kills": len(self.killers),
            "cites_rule": self.caught,
            "killers": list(self.killers),
            "citing_killers": list(self.citing_killers),
            "seconds": round(self.seconds, 3),
        }


_SUITE: dict[str, Any] = {}


def suite() -> tuple[list[Any], list[Any]]:
    """The built-in YAML scenarios and feature scenarios, loaded once per process."""
    from refdealer.suite.certify import load_feature_suite, load_suite

    if not _SUITE:
        _SUITE["scenarios"] = load_suite()
        _SUITE["features"] = load_feature_suite()
    return _SUITE["scenarios"], _SUITE["features"]


def run_mutant(
    mutant: Mutant, *, profile: str | None = None, features: bool = True
) -> MutantResult:
    """Certify the whole suite (YAML scenarios, and features unless told not) on ``mutant``,
    under ``profile`` (by default the mutant's own)."""
    profile = profile or mutant.profile
    from refdealer.catalog import rule_catalog
    from refdealer.protocol.engine import InProcessEngine
    from refdealer.scenarios.runner import ERROR, FAILED
    from refdealer.suite.certify import certify

    started = time.perf_counter()
    scenarios, feature_scenarios = suite()
    engine = InProcessEngine(MutantDealer(mutant, profile))
    certificate = certify(
        engine,
        profile=profile,
        scenarios=scenarios,
        features=feature_scenarios if features else [],
        suite={},
    )
    killing = [r for r in certificate.results if r.outcome in (FAILED, ERROR)]
    entry = rule_catalog().get(mutant.rule)
    return MutantResult(
        name=mutant.name,
        rule=mutant.rule,
        area=entry.area if entry else "unknown",
        description=mutant.description,
        killers=tuple(r.id for r in killing),
        citing_killers=tuple(r.id for r in killing if mutant.rule in r.rules),
        seconds=time.perf_counter() - started,
    )


def _run_named(name: str, profile: str | None, features: bool) -> MutantResult:
    return run_mutant(MUTANTS_BY_NAME[name], profile=profile, features=features)


def run_matrix(
    mutants: Sequence[Mutant] = MUTANTS,
    *,
    profile: str | None = None,
    features: bool = True,
    jobs: int = 1,
) -> list[MutantResult]:
    """Every mutant's result, in the order given (``jobs`` > 1: forked worker processes)."""
    suite()  # loaded before forking, so every worker shares it
    if jobs <= 1:
        return [run_mutant(m, profile=profile, features=features) for m in mutants]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("fork")) as pool:
        futures = [pool.submit(_run_named, m.name, profile, features) for m in mutants]
        return [future.result() for future in futures]
