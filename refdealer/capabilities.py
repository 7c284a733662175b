"""The closed list of capabilities an engine may declare and a scenario may require."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

_CAPABILITIES: tuple[tuple[str, str], ...] = (
    ("no-limit", "No-limit betting."),
    ("pot-limit", "Pot-limit betting."),
    ("fixed-limit", "Fixed-limit betting with bet sizes by street and a raise cap."),
    ("antes", "Antes posted by every seat."),
    ("heads-up", "Two-handed play: button posts the small blind and acts first before the flop."),
    ("side-pots", "All-ins with main and side pots."),
    ("burns-visible", "The snapshot lists the burned cards."),
    ("stub-visible", "The snapshot lists the undealt stub in order."),
    ("showdown-order", "The snapshot's to_act follows the showdown order."),
    ("dealing-irregularities", "Rulings on exposed, extra and misdealt hole cards."),
    ("board-irregularities", "Rulings on burns and premature or extra board cards."),
    ("string-bets", "Rulings on chips pushed in several motions."),
    ("declarations", "Rulings on verbal declarations and chip reading."),
    ("open-declarations", 'The declare event: "raise" before its amount; conditional words.'),
    ("count-requests", "The count event: a count asked for, and a call after a wrong one."),
    ("partial-shows", "A show of only some hole cards at the showdown (cards listed)."),
    ("all-in-exposure", "House option all_in_exposure on: hands turned up at an all-in."),
    ("late-discovery", "Dealing errors noticed only later (noticed: false, end_deal, notice)."),
    ("dropped-stub", "The stub_dropped event: a stub dropped mid-hand and shuffled."),
)

#: Capability name -> what an engine declaring it promises.
CAPABILITIES: Mapping[str, str] = MappingProxyType(dict(_CAPABILITIES))
