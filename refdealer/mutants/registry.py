"""Every mutant dealer, by rule area, and by name."""

from __future__ import annotations

from collections.abc import Mapping

from refdealer.mutants import betting, board, dealing, floor, pots, sessions, sizes, straddles
from refdealer.mutants.base import Mutant

MUTANTS: tuple[Mutant, ...] = (
    *dealing.MUTANTS,
    *board.MUTANTS,
    *betting.MUTANTS,
    *sizes.MUTANTS,
    *pots.MUTANTS,
    *sessions.MUTANTS,
    *floor.MUTANTS,
    *straddles.MUTANTS,
)

MUTANTS_BY_NAME: Mapping[str, Mutant] = {m.name: m for m in MUTANTS}
