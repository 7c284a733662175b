"""The core scenarios, loaded once for the walkthrough tests (validation takes a moment).

The walkthrough tests run on ``scenarios/core`` alone, so scenarios added elsewhere in the
suite do not change what a session chooses or which handouts are written.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from refdealer.scenarios.model import Scenario
from refdealer.walk.find import suite_scenarios
from refdealer.walk.play import Walkthrough, play

CORE = Path(__file__).resolve().parent.parent / "scenarios" / "core"


@cache
def core() -> list[Scenario]:
    return suite_scenarios([CORE])


@cache
def walk(scenario_id: str) -> Walkthrough:
    """The walkthrough of a core scenario."""
    return play(next(s for s in core() if s.id == scenario_id))
