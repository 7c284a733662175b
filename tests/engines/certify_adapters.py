"""Misbehaving engines built on the reference dealer, for the certification tests.

Each is right about poker except in one way, so a certification run shows exactly the
scenarios that one flaw affects. As Python adapters (``--adapter
tests.engines.certify_adapters:RaisingDealer``):

- :class:`RaisingDealer` raises on every ``raise`` event (an engine bug: an *error*);
- :class:`LyingDealer` shows 100 of seat 1's chips in seat 3's stack (wrong poker: a *failure*);
- :class:`MisshapenDealer` reports seat 3's stack as text (a protocol violation: an *error*);
- :class:`ExitingDealer` calls ``sys.exit()`` on every ``raise`` event (an *error*);
- :class:`VerboseDealer` answers with megabytes of text (the certificate stays small);
- :class:`ChipMakingDealer` makes a chip out of nothing for the first seat (a broken invariant).

Run as a script, ``certify_adapters.py MODE [MARKER]`` serves one of them on stdin/stdout
(JSON-RPC), or misbehaves as a process:

- ``raising``, ``lying``, ``misshapen``: the adapters above;
- ``crash-once MARKER``: exits with status 3 on its first ``apply`` if the file MARKER does
  not exist yet (and creates it), so only the first scenario of a run is hit;
- ``hang-after-hello``: answers ``hello``, then never answers anything else.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from refdealer.dealer import ReferenceDealer


class RaisingDealer(ReferenceDealer):
    """The reference dealer, except that it cannot handle a raise."""

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        if event.get("type") == "raise":
            raise RuntimeError(f"raises are not implemented (seat {event.get('seat')})")
        return super().apply(event)


def move_chips(table: dict[str, Any], chips: int, source: str, target: str) -> dict[str, Any]:
    """``table`` with ``chips`` of seat ``source``'s stack shown in seat ``target``'s, when
    both sit and ``source`` has them: wrong seats, but no chip made or lost."""
    stacks = table.get("stacks", {})
    if source in stacks and target in stacks and stacks[source] >= chips:
        stacks[source] -= chips
        stacks[target] += chips
    return table


class LyingDealer(ReferenceDealer):
    """The reference dealer, except that its snapshot shows 100 of seat 1's chips in seat
    3's stack (chips are conserved: only the seats are wrong)."""

    def snapshot(self) -> dict[str, Any]:
        return move_chips(super().snapshot(), 100, "1", "3")


class ExitingDealer(ReferenceDealer):
    """The reference dealer, except that a raise makes it call ``sys.exit()``."""

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        if event.get("type") == "raise":
            sys.exit("no raising at this table")
        return super().apply(event)


class VerboseDealer(ReferenceDealer):
    """The reference dealer, except that its name and its refusals run to megabytes."""

    def hello(self) -> dict[str, Any]:
        return {**super().hello(), "engine": "verbose " + "v" * 5_000_000}

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        answer = super().apply(event)
        if not answer["accepted"]:
            answer["message"] = "m" * 5_000_000
        return answer

    def snapshot(self) -> dict[str, Any]:
        table = super().snapshot()
        if "3" in table.get("stacks", {}):
            table["stacks"]["3"] += 1000
            table["rulings"] = table["rulings"] + [
                {"code": "X", "rule": "X", "message": "r" * 5_000_000}
            ]
        return table


class ChipMakingDealer(ReferenceDealer):
    """The reference dealer, except that its snapshot gives the first seat one chip more than
    the hand ever had: right everywhere else, so only the conservation of chips catches it."""

    def snapshot(self) -> dict[str, Any]:
        table = super().snapshot()
        stacks = table.get("stacks", {})
        if stacks:
            stacks[min(stacks, key=int)] += 1
        return table


class MisshapenDealer(ReferenceDealer):
    """The reference dealer, except that its snapshot gives seat 3's stack as text."""

    def snapshot(self) -> dict[str, Any]:
        table = super().snapshot()
        if "3" in table.get("stacks", {}):
            table["stacks"]["3"] = str(table["stacks"]["3"])
        return table


class CrashOnceDealer(ReferenceDealer):
    """Exits the process on the first ``apply`` of a run (the marker file remembers it)."""

    def __init__(self, marker: str) -> None:
        super().__init__()
        self.marker = Path(marker)

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        if not self.marker.exists():
            self.marker.write_text("crashed once\n", encoding="utf-8")
            print("crash-once engine: dropping the deck on the floor", file=sys.stderr, flush=True)
            os._exit(3)
        return super().apply(event)


class HangAfterHello(ReferenceDealer):
    """Says hello, then thinks forever about everything else."""

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        time.sleep(3600)
        return super().start(setup)

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        time.sleep(3600)
        return super().apply(event)

    def snapshot(self) -> dict[str, Any]:
        time.sleep(3600)
        return super().snapshot()


MODES = ("raising", "lying", "misshapen", "crash-once", "hang-after-hello")


def main(argv: list[str]) -> int:
    from refdealer.protocol.server import serve

    if not argv or argv[0] not in MODES or (argv[0] == "crash-once") != (len(argv) == 2):
        sys.stderr.write("usage: certify_adapters.py " + "|".join(MODES) + " [MARKER]\n")
        return 2
    mode = argv[0]
    engine: ReferenceDealer
    if mode == "raising":
        engine = RaisingDealer()
    elif mode == "lying":
        engine = LyingDealer()
    elif mode == "misshapen":
        engine = MisshapenDealer()
    elif mode == "crash-once":
        engine = CrashOnceDealer(argv[1])
    else:
        engine = HangAfterHello()
    return serve(engine, sys.stdin, sys.stdout)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
