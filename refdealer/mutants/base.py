"""What a mutant dealer is: one rule bug, made by replacing rule functions while it plays.

A :class:`Mutant` names the rule it breaks (an id of ``refdealer/data/rules.yaml``) and
carries the bug as ``patches``: replacements of module-level functions (or classes) of the
rule modules, which the rule modules look up at call time. Nothing subclasses the dealer,
so a mutant depends only on the rule functions' names and signatures.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from refdealer import hand
from refdealer.options import DEFAULT_PROFILE, OptionValue
from refdealer.table import state as state_module
from refdealer.table.seating import Seating
from refdealer.table.setup import TableSetup, parse_setup

Patch = tuple[ModuleType, str, object]


@dataclass(frozen=True, slots=True)
class Mutant:
    """One rule bug: its name, the rule id it breaks, what it does, and how it is made."""

    name: str
    rule: str
    description: str
    patches: tuple[Patch, ...] = ()
    #: The rule book the suite is played under to catch it: the one whose branch it breaks
    #: (a bug in a tda-2024 branch is caught by the scenarios of that book's defaults).
    profile: str = DEFAULT_PROFILE


def misread_options(**changes: Callable[[OptionValue], OptionValue]) -> tuple[Patch, ...]:
    """Patches that make the dealer play house options wrongly, whatever the setup says."""

    def parse(raw: Mapping[str, Any], default_profile: str) -> TableSetup:
        setup = parse_setup(raw, default_profile)
        options = dict(setup.options)
        for name, change in changes.items():
            options[name] = change(options[name])
        return dataclasses.replace(setup, options=options)

    return ((hand, "parse_setup", parse),)


def fixed(value: OptionValue) -> Callable[[OptionValue], OptionValue]:
    """An option change that always gives ``value``."""
    return lambda _old: value


def plus_one(value: OptionValue) -> OptionValue:
    """An option change that adds one to a number."""
    assert isinstance(value, int)
    return value + 1


def reseated(change: Callable[[Seating], Seating]) -> tuple[Patch, ...]:
    """Patches that get the blinds' or the first actor's seat wrong."""

    class MisreadSeating:
        @staticmethod
        def around(seats: tuple[int, ...], button: int) -> Seating:
            return change(Seating.around(seats, button))

        @staticmethod
        def placed(
            seats: tuple[int, ...], button: int, small_blind: int | None, big_blind: int
        ) -> Seating:
            return change(Seating.placed(seats, button, small_blind, big_blind))

    return ((state_module, "Seating", MisreadSeating),)
