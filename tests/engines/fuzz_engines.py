"""Engines for the fuzz tests: the reference with one planted deviation, and one that
declares nothing. As adapters: ``--adapter tests.engines.fuzz_engines:MinRaiseOneHigh``."""

from __future__ import annotations

from typing import Any

from refdealer.dealer import ReferenceDealer


class MinRaiseOneHigh(ReferenceDealer):
    """The reference dealer, but its ``legal.min_raise_to`` is one chip too high whenever
    the seat could raise by more than the minimum (a planted minimum-raise bug)."""

    def hello(self) -> dict[str, Any]:
        return {**super().hello(), "engine": "min-raise-one-high"}

    def snapshot(self) -> dict[str, Any]:
        table = super().snapshot()
        legal = table.get("legal")
        low = legal["min_raise_to"] if legal else None
        if legal and low is not None and low < legal["max_raise_to"]:
            legal["min_raise_to"] = low + 1
        return table


class DeclaresNothing(ReferenceDealer):
    """An engine whose hello declares no capability at all."""

    def hello(self) -> dict[str, Any]:
        return {"protocol": 1, "engine": "nothing", "version": "0", "capabilities": []}


class MakesAChip(ReferenceDealer):
    """The reference dealer, but once the flop is out its snapshot shows one chip more in
    the first seat's stack: a chip made from nothing (a broken invariant)."""

    def snapshot(self) -> dict[str, Any]:
        table = super().snapshot()
        if len(table.get("board") or []) >= 3 and table.get("stacks"):
            first = min(table["stacks"], key=int)
            table["stacks"][first] += 1
        return table
