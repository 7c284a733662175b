"""Mutant dealers: the reference dealer with exactly one rule bug each.

Each mutant (:mod:`refdealer.mutants.base`) replaces one or two rule functions of the rule
modules; they are grouped by rule area (``dealing``, ``board``, ``betting``, ``sizes``,
``pots``); :mod:`refdealer.mutants.matrix` certifies the whole suite on each, and
:mod:`refdealer.mutants.verdicts` finds cheaply whether a scenario citing its rule kills it.
"""

from refdealer.mutants.base import Mutant
from refdealer.mutants.matrix import MutantDealer, MutantResult, run_matrix, run_mutant
from refdealer.mutants.registry import MUTANTS, MUTANTS_BY_NAME

__all__ = [
    "MUTANTS",
    "MUTANTS_BY_NAME",
    "Mutant",
    "MutantDealer",
    "MutantResult",
    "run_matrix",
    "run_mutant",
]
