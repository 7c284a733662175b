"""Judging a replay: the engine's finishing stacks (and payouts) against the recorded ones.

A hand matches when every finishing stack is the recorded one. Some sources split an odd
chip of a split pot in halves (e.g. 10112.5 each); refdealer gives the odd chip whole, one
chip each clockwise from the button (ODD-CHIP), so such a hand is judged ``odd_chip`` when
the differences are exactly that: only winners recorded with a fraction differ, each by
less than a chip, the chips add up, and the engine ruled an odd chip.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from refdealer.phh.model import HandRecord
from refdealer.phh.table import TablePlan

MATCHED = "matched"
ODD_CHIP = "odd_chip"
MISMATCHED = "mismatched"
UNCHECKED = "unchecked"


@dataclass(frozen=True, slots=True)
class Verdict:
    """How the engine's result compares: the outcome and, unless matched, the first difference."""

    outcome: str
    detail: str
    player: int | None = None
    recorded: Decimal | None = None
    actual: int | None = None


def _fractional(value: Decimal) -> bool:
    return value != value.to_integral_value()


def _who(record: HandRecord, table: TablePlan, player: int) -> str:
    return f"{record.player_name(player)}, seat {table.seat_of(player)}"


def _unfinished(snapshot: Mapping[str, Any]) -> str | None:
    phase = snapshot.get("phase")
    if phase == "complete":
        return None
    to_act = snapshot.get("to_act")
    due = f", seat {to_act} to act" if to_act is not None else ""
    return f"the engine's hand is not over after the record's last action (phase {phase}{due})"


def judge(record: HandRecord, table: TablePlan, snapshot: Mapping[str, Any]) -> Verdict:
    """Compare the engine's final snapshot with the record's ``finishing_stacks``/``winnings``."""
    stacks_raw = snapshot.get("stacks", {})
    payouts_raw = snapshot.get("payouts", {})
    unfinished = _unfinished(snapshot)
    count = record.player_count
    actual = [int(stacks_raw.get(str(table.seat_of(p)), 0)) for p in range(1, count + 1)]
    paid = [int(payouts_raw.get(str(table.seat_of(p)), 0)) for p in range(1, count + 1)]
    recorded = record.finishing_stacks
    if recorded is None and record.winnings is None:
        return Verdict(UNCHECKED, "the record has neither finishing_stacks nor winnings")
    if recorded is not None:
        differing = [p for p in range(1, count + 1) if actual[p - 1] != recorded[p - 1]]
        if differing:
            odd = _odd_chip(record, table, recorded, actual, differing, snapshot)
            if odd is not None:
                return odd
            player = differing[0]
            detail = (
                f"{_who(record, table, player)}: recorded finishing stack "
                f"{recorded[player - 1]}, engine {actual[player - 1]}"
            )
            if unfinished:
                detail += f"; {unfinished}"
            return Verdict(MISMATCHED, detail, player, recorded[player - 1], actual[player - 1])
    if record.winnings is not None and unfinished is None:
        won = record.winnings
        for player in range(1, count + 1):
            if won[player - 1] != paid[player - 1]:
                return Verdict(
                    MISMATCHED,
                    f"{_who(record, table, player)}: recorded winnings {won[player - 1]}, "
                    f"engine pays {paid[player - 1]}",
                    player,
                    won[player - 1],
                    paid[player - 1],
                )
    note = f"matched, though {unfinished}" if unfinished else ""
    return Verdict(MATCHED, note)


def _odd_chip(
    record: HandRecord,
    table: TablePlan,
    recorded: Sequence[Decimal],
    actual: Sequence[int],
    differing: Sequence[int],
    snapshot: Mapping[str, Any],
) -> Verdict | None:
    payouts = snapshot.get("payouts", {})
    if not all(
        _fractional(recorded[p - 1]) and payouts.get(str(table.seat_of(p)), 0) > 0
        for p in differing
    ):
        return None
    deltas = [actual[p - 1] - recorded[p - 1] for p in differing]
    if sum(deltas) != 0 or any(abs(delta) >= 1 for delta in deltas):
        return None
    rulings = [
        r
        for r in snapshot.get("rulings", [])
        if isinstance(r, Mapping) and r.get("code") == "ODD_CHIP"
    ]
    if not rulings:
        return None
    halves = ", ".join(
        f"{record.player_name(p)} recorded {recorded[p - 1]}, engine {actual[p - 1]}"
        for p in differing
    )
    rule = rulings[0].get("rule", "ODD-CHIP")
    how = "; ".join(str(r.get("message")) for r in rulings)
    detail = (
        f"split pot recorded with half chips ({halves}); refdealer gives the odd chip whole "
        f"by {rule}, one chip each clockwise from the button: {how}"
    )
    first = differing[0]
    return Verdict(ODD_CHIP, detail, first, recorded[first - 1], actual[first - 1])
