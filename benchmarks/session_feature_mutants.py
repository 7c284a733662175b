"""Which session features catch each mutant dealer of a session rule.

Run: ``python benchmarks/session_feature_mutants.py``. Every mutant whose rule a
``features/sessions_*.feature`` scenario cites is played on those features under each
profile it applies to (its own, and rrop-cash's mutants under tda-2024 too), and the line
says how many features it failed and how many of them cite its rule. A session rule's mutant
that no citing feature catches under its own profile is a hole in the features (the YAML
scenarios may still catch it: ``refdealer mutants`` plays both).
"""

from __future__ import annotations

from refdealer.mutants import MUTANTS, MutantDealer
from refdealer.options import DEFAULT_PROFILE, SUPPORTED_PROFILES
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.runner import ERROR, FAILED
from refdealer.suite.feature_suite import load_features, run_features
from refdealer.suite.files import features_dir


def main() -> int:
    scenarios, issues = load_features(sorted(features_dir().glob("sessions_*.feature")))
    if issues:
        for issue in issues:
            print(issue)
        return 1
    rules = {rule for scenario in scenarios for rule in scenario.rules}
    missed = 0
    for mutant in MUTANTS:
        if mutant.rule not in rules:
            continue
        profiles = SUPPORTED_PROFILES if mutant.profile == DEFAULT_PROFILE else (mutant.profile,)
        for profile in profiles:
            engine = InProcessEngine(MutantDealer(mutant, profile))
            results = run_features(engine, engine.hello(), scenarios, profile=profile)
            killed = [r for r in results if r.outcome in (FAILED, ERROR)]
            citing = [r for r in killed if mutant.rule in r.rules]
            if profile == mutant.profile and not citing:
                missed += 1
            print(
                f"{mutant.name:48} {mutant.rule:17} {profile:9}"
                f" killed by {len(killed):2} ({len(citing)} citing)"
            )
    print(f"{missed} mutant(s) of a session rule no citing feature catches under its own profile")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
