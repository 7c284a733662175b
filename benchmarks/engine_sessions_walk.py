"""Random sessions on an engine: hands played to the end, players coming and going.

Each session opens 2-6 random seats at random stacks with a three-level schedule under a
random profile, then plays up to 15 hands: between hands a few joins, moves in, leaves and
level announcements, then the next hand dealt from a shuffled deck and played with random
legal actions and the showdown in seat order. After every accepted event the snapshot is
checked against the session's invariants (refdealer.protocol.invariants.SessionInvariants:
cards, and the chips at the table are the chips brought less the chips taken). Session
``n`` draws from ``random.Random(seed * 1000 + n)``, so a failure is reproduced by its
seed and number; the first breach or engine failure of a session ends it.

    python benchmarks/engine_sessions_walk.py --adapter refdealer.engines.texasholdem:Engine
    python benchmarks/engine_sessions_walk.py --adapter-cmd "node examples/poker-ts/binding.js"
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from refdealer.protocol.engine import EngineFailure
from refdealer.protocol.invariants import SessionInvariants
from refdealer.suite.adapters import open_engine
from refdealer.table.cards import TOKENS

STREET_CARDS = {0: 3, 3: 1, 4: 1}


class Breach(Exception):
    """The engine broke an invariant or failed: what, and at which event."""


def _opening(rng: random.Random) -> dict[str, Any]:
    seats = rng.sample(range(1, 11), rng.randint(2, 6))
    return {
        "seats": {str(seat): rng.choice([20, 50, 200]) for seat in seats},
        "button": rng.choice(seats),
        "levels": [{"blinds": [1, 2]}, {"blinds": [2, 4]}, {"blinds": [5, 10]}],
        "profile": rng.choice(["rrop-cash", "tda-2024"]),
    }


class Walk:
    """One random session on ``engine``."""

    def __init__(self, engine: Any, rng: random.Random) -> None:
        self.engine = engine
        self.rng = rng
        self.events = 0

    def send(self, event: dict[str, Any], keep: SessionInvariants) -> bool:
        try:
            answer = self.engine.apply(event)
        except EngineFailure as failure:
            raise Breach(f"{event}: {failure}") from None
        self.events += 1
        if not answer.get("accepted"):
            return False
        keep.accepted(event)
        problems = keep.breaches(self.engine.snapshot())
        if problems:
            raise Breach(f"{event}: {problems[0]}")
        return True

    def between_hands(self, keep: SessionInvariants) -> None:
        rng = self.rng
        for _ in range(rng.randint(0, 2)):
            seated = self.engine.snapshot()["session"]["seats"]
            kind = rng.choice(["join", "move_in", "leave", "new_level"])
            if kind == "join":
                event = {"type": "join", "seat": rng.randint(1, 10), "stack": rng.choice([30, 100])}
            elif kind == "move_in":
                event = {"type": "move_in", "stack": 77}
            elif kind == "leave" and seated:
                event = {"type": "leave", "seat": int(rng.choice(sorted(seated)))}
            else:
                event = {"type": "new_level"}
            self.send(event, keep)

    def hand(self, keep: SessionInvariants) -> bool:
        """Deal and play one hand; ``False`` when no hand could be dealt."""
        deck = list(TOKENS)
        self.rng.shuffle(deck)
        if not self.send({"type": "next_hand", "deck": deck}, keep):
            return False
        for _ in range(400):
            table = self.engine.snapshot()
            phase = table["phase"]
            if phase == "complete":
                return True
            if phase == "dealing":
                self.send({"type": "deal_hole"}, keep)
            elif phase == "showdown":
                holding = [int(seat) for seat, cards in table["hole"].items() if cards]
                if not any(self.send({"type": "show", "seat": s}, keep) for s in holding):
                    raise Breach(f"showdown: no seat of {holding} may show")
            elif table["to_act"] is None:
                self.send({"type": "burn"}, keep)
                count = STREET_CARDS[len(table["board"])]
                if not self.send({"type": "board", "count": count}, keep):
                    raise Breach(f"no betting due and the {phase} board card refused")
            elif not self.send(self.action(table), keep):
                raise Breach(f"a legal action was refused at {table['to_act']}")
        raise Breach("the hand did not end in 400 events")

    def action(self, table: dict[str, Any]) -> dict[str, Any]:
        legal, seat, roll = table["legal"], table["to_act"], self.rng.random()
        if roll < 0.2:
            return {"type": "fold", "seat": seat}
        if roll < 0.75 or legal["min_raise_to"] is None:
            return {"type": "check" if legal["check"] else "call", "seat": seat}
        to = self.rng.choice([legal["min_raise_to"], legal["max_raise_to"]])
        if any(table["bets"].values()):
            return {"type": "raise", "seat": seat, "to": to}
        return {"type": "bet", "seat": seat, "amount": to}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--adapter", help="module:Class of a Python engine")
    which.add_argument("--adapter-cmd", help="an engine process speaking JSON-RPC")
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--hands", type=int, default=15, help="the most hands a session")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    engine = open_engine(args.adapter, args.adapter_cmd, timeout=10)
    hands = events = 0
    failures: list[str] = []
    try:
        for number in range(args.sessions):
            rng = random.Random(args.seed * 1000 + number)
            opening = _opening(rng)
            keep = SessionInvariants(opening)
            engine.session(opening)
            walk = Walk(engine, rng)
            try:
                for _ in range(args.hands):
                    walk.between_hands(keep)
                    if not walk.hand(keep):
                        break
                    hands += 1
            except Breach as breach:
                failures.append(f"seed {args.seed} session {number}: {breach}"[:400])
            events += walk.events
    finally:
        close = getattr(engine, "close", None)
        if callable(close):
            close()
    print(f"{args.sessions} sessions, {hands} hands played to the end, {events} events")
    print(f"{len(failures)} session(s) ended by a breach or an engine failure")
    for failure in failures:
        print(f"  {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
