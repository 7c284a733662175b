"""What a step did to the cards and the chips: the moves between two snapshots."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from refdealer.walk.view import CardView, TableView

_ZONES = (
    ("stub", "the stub"),
    ("burns", "the burn pile"),
    ("board", "the board"),
    ("out_of_play", "out of play"),
    ("void", "the void cards"),
    ("muck", "the muck"),
)


@dataclass(frozen=True, slots=True)
class CardMove:
    """Cards that went from one zone to another (face up or down as they now lie)."""

    source: str
    target: str
    cards: tuple[CardView, ...]


@dataclass(frozen=True, slots=True)
class ChipChange:
    """One count of chips that changed: a seat's stack or bet, or the pots."""

    what: str
    before: int
    after: int

    def __str__(self) -> str:
        delta = self.after - self.before
        return f"{self.what} {self.before} \u2192 {self.after} ({delta:+d})"


@dataclass(frozen=True, slots=True)
class Changes:
    cards: tuple[CardMove, ...]
    chips: tuple[ChipChange, ...]

    def __bool__(self) -> bool:
        return bool(self.cards or self.chips)


NO_CHANGES = Changes((), ())


def _zones(snapshot: Mapping[str, Any]) -> dict[str, str]:
    where: dict[str, str] = {}
    for key, name in _ZONES:
        for token in snapshot.get(key, []):
            where[str(token)] = name
    for seat, tokens in snapshot.get("hole", {}).items():
        for token in tokens:
            where[str(token)] = f"seat {seat}"
    return where


def _face(view: TableView, before: TableView) -> dict[str, bool]:
    """Whether each card lies face up now (or did before: a card seen stays known)."""
    up: dict[str, bool] = {}
    for table in (before, view):
        cards = [*table.board, *table.burns, *table.out_of_play, *table.void]
        cards += [c for seat in table.seats for c in seat.cards]
        for card in cards:
            up[card.token] = up.get(card.token, False) or card.face_up
    return up


def diff(
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    before_view: TableView,
    after_view: TableView,
) -> Changes:
    """The card moves and chip changes from ``before`` to ``after``."""
    old, new = _zones(before), _zones(after)
    face = _face(after_view, before_view)
    groups: dict[tuple[str, str], list[CardView]] = {}
    for token, target in new.items():
        source = old.get(token, "(nowhere)")
        if source != target:
            groups.setdefault((source, target), []).append(CardView(token, face.get(token, False)))
    moves = tuple(CardMove(s, t, tuple(cards)) for (s, t), cards in groups.items())
    chips: list[ChipChange] = []
    for key, noun in (("stacks", "stack"), ("bets", "bet")):
        old_map, new_map = before.get(key, {}), after.get(key, {})
        for seat in sorted(new_map, key=int):
            was, now = int(old_map.get(seat, 0)), int(new_map[seat])
            if was != now:
                chips.append(ChipChange(f"seat {seat} {noun}", was, now))
    old_pot = sum(int(p["amount"]) for p in before.get("pots", []))
    new_pot = sum(int(p["amount"]) for p in after.get("pots", []))
    if old_pot != new_pot:
        chips.append(ChipChange("pots", old_pot, new_pot))
    return Changes(moves, tuple(chips))
