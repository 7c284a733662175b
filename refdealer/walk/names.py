"""Neutral file names for handouts: the situation's words, never the scenario id.

Scenario ids name the ruling (``flop-premature-reshuffled``), so a trainee who reads a
handout's file name or URL would read the answer. A handout is named after its scenario's
neutral ``situation`` instead (the quiz integrity checks hold it to naming no ruling); a
scenario without one gets ``situation-`` and a short hash of its id. The trainer's index
maps each name back to its scenario.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Sequence

from refdealer.scenarios.model import Scenario

#: Characters a name may hold before its ``.html`` (whole words are kept).
MOST = 64


def slug(text: str) -> str:
    """``text`` as lower-case ASCII words joined by hyphens, at most :data:`MOST` long."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())
    kept: list[str] = []
    for word in words:
        if len("-".join([*kept, word])) > MOST:
            break
        kept.append(word)
    return "-".join(kept)


def neutral_name(scenario: Scenario) -> str:
    """The scenario's handout name before any de-duplication."""
    if scenario.situation and scenario.situation.strip():
        name = slug(scenario.situation)
        if name:
            return name
    digest = hashlib.sha256(scenario.id.encode("utf-8")).hexdigest()[:8]
    return f"situation-{digest}"


def handout_names(scenarios: Sequence[Scenario]) -> dict[str, str]:
    """Scenario id -> its handout name, unique among ``scenarios``.

    Two scenarios with the same situation are told apart by ``-2``, ``-3`` in the order of
    their ids, so a name depends only on the scenarios written, not on their order.
    """
    names: dict[str, str] = {}
    taken: set[str] = set()
    for scenario in sorted(scenarios, key=lambda s: s.id):
        base = neutral_name(scenario)
        name, number = base, 1
        while name in taken or name == "index" or name.startswith("trainer-"):
            number += 1
            name = f"{base}-{number}"
        taken.add(name)
        names[scenario.id] = name
    return names
