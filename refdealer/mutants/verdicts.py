"""Whether the suite catches each mutant, found cheaply: stop at the first citing kill.

``refdealer mutants`` certifies the whole suite on every mutant to list all of its killers.
Whether a mutant is *caught* (killed by a scenario citing the rule it breaks) needs far less:
the YAML scenarios citing that rule are played first, one at a time, and the first one that
fails or errs settles it (a caught mutant is also killed); then, if none did, the feature
scenarios citing it, in one run. Only a mutant that no citing scenario kills is played on the
rest of the suite, to say whether anything kills it at all: the rest of the YAML scenarios,
then, if none of them kills it, the rest of the feature scenarios. So the verdicts (killed;
caught) are exactly those of the full matrix, at the cost of a few scenarios per mutant.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from refdealer.mutants.base import Mutant
from refdealer.mutants.matrix import MutantDealer, suite
from refdealer.mutants.registry import MUTANTS


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the suite does to one mutant: the first citing scenario that kills it, if any.

    ``killers`` lists the scenarios seen to kill it: the one citing killer when there is one,
    else every killer among the rest of the YAML scenarios or, when none of them kills it,
    among the rest of the feature scenarios (none: the mutant survives).
    """

    name: str
    rule: str
    killers: tuple[str, ...]
    caught: bool

    @property
    def killed(self) -> bool:
        return bool(self.killers)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "rule": self.rule,
            "killed": self.killed,
            "cites_rule": self.caught,
            "killers": list(self.killers),
        }


def _killers(
    engine: Any, profile: str, scenarios: Sequence[Any] = (), features: Sequence[Any] = ()
) -> list[str]:
    """The ids among ``scenarios`` and ``features`` that fail or err on ``engine``."""
    from refdealer.scenarios.runner import ERROR, FAILED
    from refdealer.suite.certify import certify

    if not scenarios and not features:
        return []
    certificate = certify(
        engine, profile=profile, scenarios=list(scenarios), features=list(features), suite={}
    )
    return [r.id for r in certificate.results if r.outcome in (FAILED, ERROR)]


def judge(mutant: Mutant, *, profile: str | None = None) -> Verdict:
    """Play the scenarios citing ``mutant.rule`` until one kills it; failing that, the rest
    (under ``profile``, by default the mutant's own)."""
    from refdealer.protocol.engine import InProcessEngine

    profile = profile or mutant.profile
    scenarios, features = suite()
    engine = InProcessEngine(MutantDealer(mutant, profile))
    citing = [s for s in scenarios if mutant.rule in s.rules]
    for scenario in citing:  # one at a time: the first kill is enough
        killed = _killers(engine, profile, scenarios=[scenario])
        if killed:
            return Verdict(mutant.name, mutant.rule, tuple(killed), caught=True)
    citing_features = [f for f in features if mutant.rule in f.rules]
    killed = _killers(engine, profile, features=citing_features)  # one pytest run for all
    if killed:
        return Verdict(mutant.name, mutant.rule, tuple(killed[:1]), caught=True)
    rest = [s for s in scenarios if mutant.rule not in s.rules]
    killed = _killers(engine, profile, scenarios=rest)
    if not killed:  # the features only when no YAML scenario has settled it
        rest_features = [f for f in features if mutant.rule not in f.rules]
        killed = _killers(engine, profile, features=rest_features)
    return Verdict(mutant.name, mutant.rule, tuple(killed), caught=False)


def judge_all(mutants: Iterable[Mutant] = MUTANTS, *, profile: str | None = None) -> list[Verdict]:
    """Every mutant's verdict, in the order given."""
    return [judge(m, profile=profile) for m in mutants]
