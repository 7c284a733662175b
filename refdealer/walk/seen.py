"""The table as everyone at it saw the error, before the floor ruled on it.

The reference dealer rules at once: a premature flop is already out of play, a misdeal's
face-up card already gathered, when its snapshot is taken. A question asked at that step
needs the moment before: the cards where the dealer's hands put them. Card events (burn,
board, hole card, boxed, expose) are replayed here on a copy of the snapshot, physically
and without rules; steps with other events show the table as it stood.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

CARD_EVENTS = frozenset({"burn", "board", "deal_hole", "boxed", "expose"})


def _next_seat(snapshot: Mapping[str, Any]) -> int | None:
    """The seat due the next hole card: the first, left of the button, with fewest cards."""
    hole = {int(k): list(v) for k, v in snapshot.get("hole", {}).items()}
    if not hole:
        return None
    button = int(snapshot["button"])
    order = sorted(hole, key=lambda seat: (seat <= button, seat))
    fewest = min(len(cards) for cards in hole.values())
    return next(seat for seat in order if len(hole[seat]) == fewest)


def _apply(snapshot: dict[str, Any], event: Mapping[str, Any]) -> None:
    kind = event.get("type")
    stub: list[str] = snapshot.setdefault("stub", [])
    exposed: list[str] = snapshot.setdefault("exposed", [])
    if kind == "burn" and stub:
        snapshot.setdefault("burns", []).append(stub.pop(0))
    elif kind == "board":
        count = int(event.get("count", 1))
        taken, snapshot["stub"] = stub[:count], stub[count:]
        snapshot.setdefault("board", []).extend(taken)
    elif kind == "deal_hole" and stub:
        seat = event.get("seat", _next_seat(snapshot))
        if seat is None:
            return
        card = stub.pop(0)
        snapshot.setdefault("hole", {}).setdefault(str(seat), []).append(card)
        if event.get("exposed"):
            exposed.append(card)
    elif kind == "boxed" and stub:
        snapshot["boxed"] = stub[0]
    elif kind == "expose":
        exposed.append(str(event.get("card")))


def seen_snapshot(
    before: Mapping[str, Any], events: Sequence[Mapping[str, Any]]
) -> dict[str, Any] | None:
    """``before`` with the step's card events done by hand; ``None`` for other steps."""
    if not events or any(event.get("type") not in CARD_EVENTS for event in events):
        return None
    snapshot = copy.deepcopy(dict(before))
    snapshot = {str(k): v for k, v in snapshot.items()}
    snapshot["hole"] = {str(k): list(v) for k, v in snapshot.get("hole", {}).items()}
    for event in events:
        _apply(snapshot, event)
    snapshot["legal"] = None
    return snapshot
