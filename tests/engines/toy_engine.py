"""A tiny well-behaved engine for the protocol tests: not poker, just valid, predictable answers.

It deals hole cards round the table, burns, turns board cards, voids a boxed card and moves
chips on bets and raises; anything else is rejected. Run as a script, it serves itself with
:func:`refdealer.protocol.server.serve`; ``--raise-on-apply`` makes every ``apply`` raise,
and ``--refuse-setup`` refuses every ``start`` (a JSON-RPC invalid-params error).
"""

from __future__ import annotations

import logging
import sys
from typing import Any

PHASES = {0: "preflop", 3: "flop", 4: "turn", 5: "river"}


class ToyEngine:
    """A predictable stand-in for a real engine, with answers of the right shape."""

    def __init__(self, *, raise_on_apply: bool = False, refuse_setup: bool = False) -> None:
        self.raise_on_apply = raise_on_apply
        self.refuse_setup = refuse_setup
        self.setup: dict[str, Any] = {}
        self.stub: list[str] = []
        self.burns: list[str] = []
        self.board: list[str] = []
        self.void: list[str] = []
        self.hole: dict[str, list[str]] = {}
        self.stacks: dict[str, int] = {}
        self.bets: dict[str, int] = {}
        self.rulings: list[dict[str, str]] = []
        self.dealt = 0

    def hello(self) -> dict[str, Any]:
        return {
            "protocol": 1,
            "engine": "toy",
            "version": "0.1",
            "capabilities": ["no-limit", "heads-up", "burns-visible", "stub-visible"],
        }

    def start(self, setup: dict[str, Any]) -> dict[str, Any]:
        if self.refuse_setup:
            from refdealer.errors import SetupError

            raise SetupError("game", "the toy engine deals no table")
        self.setup = setup
        seats = sorted(setup["seats"], key=int)
        self.stub = list(setup["deck"])
        self.burns, self.board, self.void = [], [], []
        self.hole = {seat: [] for seat in seats}
        self.stacks = {seat: int(setup["seats"][seat]) for seat in seats}
        self.bets = dict.fromkeys(seats, 0)
        self.dealt = 0
        ruling = {"code": "HAND_STARTED", "rule": "TOY-START", "message": "shuffle up and deal"}
        self.rulings = [ruling]
        return {"rulings": [ruling]}

    def apply(self, event: dict[str, Any]) -> dict[str, Any]:
        kind = event.get("type")
        if self.raise_on_apply:
            print(f"toy engine: about to fail on {kind}", file=sys.stderr, flush=True)
            raise ValueError(f"toy engine refuses {kind!r}")
        rulings: list[dict[str, str]] = []
        if kind == "deal_hole":
            seats = list(self.hole)
            self.hole[seats[self.dealt % len(seats)]].append(self.stub.pop(0))
            self.dealt += 1
        elif kind == "burn":
            self.burns.append(self.stub.pop(0))
        elif kind == "board":
            for _ in range(int(event["count"])):
                self.board.append(self.stub.pop(0))
        elif kind == "boxed":
            card = self.stub.pop(0)
            self.void.append(card)
            shown = card[0] + {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}[card[1]]
            rulings.append(
                {"code": "BOXED_CARD", "rule": "DEAL-BOXED", "message": f"{shown} is void"}
            )
        elif kind in ("bet", "raise"):
            seat = str(event["seat"])
            total = int(event["amount"] if kind == "bet" else event["to"])
            more = total - self.bets[seat]
            if more > self.stacks[seat]:
                return {
                    "accepted": False,
                    "reason": "NOT_ENOUGH_CHIPS",
                    "message": f"seat {seat} has only {self.stacks[seat]}",
                }
            self.stacks[seat] -= more
            self.bets[seat] = total
        elif kind not in ("fold", "check", "call"):
            return {
                "accepted": False,
                "reason": "UNKNOWN_EVENT",
                "message": f"no such event: {kind!r}",
            }
        self.rulings.extend(rulings)
        return {"accepted": True, "rulings": rulings}

    def snapshot(self) -> dict[str, Any]:
        return {
            "phase": PHASES.get(len(self.board), "dealing"),
            "button": self.setup.get("button", 1),
            "to_act": None,
            "stub": list(self.stub),
            "burns": list(self.burns),
            "board": list(self.board),
            "out_of_play": [],
            "void": list(self.void),
            "muck": [],
            "hole": {seat: list(cards) for seat, cards in self.hole.items()},
            "exposed": [],
            "stacks": dict(self.stacks),
            "bets": dict(self.bets),
            "pots": [{"amount": sum(self.bets.values()), "eligible": [int(s) for s in self.hole]}],
            "legal": None,
            "rulings": [dict(ruling) for ruling in self.rulings],
            "payouts": {},
        }


def main() -> int:
    from refdealer.protocol.server import serve

    logging.basicConfig(stream=sys.stderr, level=logging.INFO)
    flags = sys.argv[1:]
    engine = ToyEngine(
        raise_on_apply="--raise-on-apply" in flags, refuse_setup="--refuse-setup" in flags
    )
    return serve(engine, sys.stdin, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
