"""Rulings: what the floor decides, each with a stable code and the rule id it applies.

``RULING_CODES`` is the one list of codes; ``docs/protocol.md`` is checked against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class RulingCode:
    """A ruling code of the protocol, the catalog rule it applies, and what it means."""

    code: str
    rule: str
    meaning: str


@dataclass(frozen=True, slots=True)
class Ruling:
    """One ruling issued on an event: ``{"code", "rule", "message"}`` in the protocol."""

    code: str
    rule: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "rule": self.rule, "message": self.message}

    def __str__(self) -> str:
        return f"{self.message} [{self.code}, {self.rule}]"


_CODES: tuple[RulingCode, ...] = (
    RulingCode("SHORT_BLIND", "SHORT-BLIND",
               "A blind was posted all in for less; the full blind stays the reference."),
    RulingCode("SHORT_ANTE", "TABLE-STAKES", "An ante was posted all in for less."),
    RulingCode("INCOMPLETE_RAISE", "ALLIN-SHORT-RAISE-REOPEN",
               "An all-in raise short of a full raise: it does not reopen the betting."),
    RulingCode("INCOMPLETE_BET", "INCOMPLETE-BET",
               "A limit all-in of less than half a bet: it does not reopen the betting."),
    RulingCode("ALL_IN_COUNTS_AS_RAISE", "INCOMPLETE-BET",
               "A limit all-in of half a bet or more counts as a full bet or raise."),
    RulingCode("BETTING_CAPPED", "CAP-LIMIT",
               "The limit cap is reached: later players may only call or fold."),
    RulingCode("UNCALLED_BET_RETURNED", "UNCALLED-BET",
               "The part of a bet nobody called goes back to the bettor."),
    RulingCode("POT_UNCONTESTED", "SHOWDOWN-UNCONTESTED",
               "Every other player folded or mucked: the pot goes to the last live hand."),
    RulingCode("POT_AWARDED", "CARDS-SPEAK", "A pot is awarded to the best hand shown."),
    RulingCode("SPLIT_POT", "SPLIT-POT-TIES", "Tied best hands split a pot."),
    RulingCode("ODD_CHIP", "ODD-CHIP",
               "The odd chips of a split pot go clockwise from the button."),
)  # fmt: skip

#: Every ruling code the reference dealer can issue, by code.
RULING_CODES: Mapping[str, RulingCode] = MappingProxyType({c.code: c for c in _CODES})


def ruling(code: str, message: str) -> Ruling:
    """A ruling with the rule id registered for ``code``."""
    return Ruling(code, RULING_CODES[code].rule, message)
