"""A scenario's ``requires_under:``: the capabilities its hand needs under one profile only.

``requires:`` names what a scenario's hand needs under every profile it holds for;
``requires_under:`` maps a profile to what that profile's hand needs beyond it (a called
all-in turns the hands up under tda-2024 only: ``{tda-2024: [all-in-exposure]}``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from refdealer.capabilities import CAPABILITIES
from refdealer.options import PROFILES

UNDER_FIELD = "requires_under"
#: The scenario fields the tooling works out (``refdealer validate --fix-tags`` rewrites them).
TAG_FIELDS = ("requires", UNDER_FIELD, "profiles")

#: A problem: the path under ``requires_under`` (a profile, and an item's index) and what.
Problem = tuple[tuple[str | int, ...], str]


def read_requires_under(
    given: Mapping[str, Sequence[str]], requires: Sequence[str], profiles: Sequence[str]
) -> tuple[dict[str, tuple[str, ...]], list[Problem]]:
    """The ``requires_under:`` of a scenario that requires ``requires`` and holds for
    ``profiles``, and each bad name in it: a profile the scenario does not hold for, an
    unknown capability, or one ``requires:`` already names (every profile needs it)."""
    found: dict[str, tuple[str, ...]] = {}
    problems: list[Problem] = []
    for profile, names in given.items():
        if profile not in PROFILES:
            problems.append(
                ((profile,), f"unknown profile {profile!r}; known: {', '.join(PROFILES)}")
            )
            continue
        if profile not in profiles:
            problems.append(
                ((profile,), f"profile {profile} is not one the scenario's profiles: lists")
            )
            continue
        for index, name in enumerate(names):
            if name not in CAPABILITIES:
                problems.append(((profile, index), f"unknown capability {name!r}"))
            elif name in requires:
                problems.append(
                    (
                        (profile, index),
                        f"capability {name!r} is in requires: already (needed under every profile)",
                    )
                )
            elif name in names[:index]:
                problems.append(((profile, index), f"capability {name!r} is named twice"))
        found[profile] = tuple(names)
    return found, problems
