"""The dealer's correct procedure as events: what ``deal: hole|flop|turn|river`` stands for."""

from __future__ import annotations

from typing import Any

DEAL_SHORTHANDS = ("hole", "flop", "turn", "river")


def deal_events(kind: str, players: int) -> list[dict[str, Any]]:
    """The protocol events of one dealing step done right, for a table of ``players``."""
    if kind == "hole":
        return [{"type": "deal_hole"} for _ in range(2 * players)]
    if kind == "flop":
        return [{"type": "burn"}, {"type": "board", "count": 3}]
    if kind in ("turn", "river"):
        return [{"type": "burn"}, {"type": "board", "count": 1}]
    raise ValueError(f"unknown deal shorthand {kind!r}; known: {', '.join(DEAL_SHORTHANDS)}")
