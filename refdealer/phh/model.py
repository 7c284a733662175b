"""Recorded hands in the PHH format as frozen values: one hand, its actions, and their errors.

Amounts are kept as :class:`~decimal.Decimal` exactly as written (PHH allows floats, and a
few sources record half chips); whether a hand's amounts fit a chip-counting dealer is
decided when the hand is mapped onto a table, not here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from refdealer.errors import DealerError

#: An unknown card in PHH card notation.
UNKNOWN_CARD = "??"


class PHHError(DealerError):
    """A malformed hand history: the message names the file, the hand and the action at fault.

    ``hand`` is the hand's place in a ``.phhs`` file (``None`` for a ``.phh``); ``action`` is
    the index of the action in the hand's ``actions`` array and ``action_text`` its text.
    """

    def __init__(
        self,
        source: str,
        detail: str,
        *,
        hand: str | None = None,
        action: int | None = None,
        action_text: str | None = None,
    ) -> None:
        self.source = source
        self.hand = hand
        self.action = action
        self.action_text = action_text
        self.detail = detail
        where = [source]
        if hand is not None:
            where.append(f"hand {hand}")
        if action is not None:
            where.append(f"actions[{action}] {action_text!r}")
        super().__init__(f"{', '.join(where)}: {detail}")


@dataclass(frozen=True, slots=True)
class Action:
    """One entry of ``actions``, parsed: ``[actor verb [arguments]][ # commentary]``.

    ``player`` is the 1-based player index: the actor of a player action, the player dealt
    to by ``d dh``. ``cards`` holds two-character tokens (``"??"`` for an unknown card) or is
    ``None`` when the action has no cards; ``dash`` is ``sm -`` (show the known hole cards).
    A no-op (empty, or commentary only) has ``verb`` ``None``.
    """

    index: int
    text: str
    actor: str | None
    verb: str | None
    player: int | None = None
    cards: tuple[str, ...] | None = None
    amount: Decimal | None = None
    dash: bool = False
    comment: str | None = None

    @property
    def shows(self) -> bool:
        """A ``sm`` that shows (cards or ``-``) rather than mucks."""
        return self.verb == "sm" and (self.dash or self.cards is not None)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One recorded hand: the fields the replay needs, and every other field kept as read.

    ``source`` is the file; in a ``.phhs`` file ``position`` is the hand's 1-based place and
    ``key`` the name of its table. Per-player arrays are in PHH player order (p1 first).
    """

    source: str
    variant: str
    antes: tuple[Decimal, ...]
    blinds_or_straddles: tuple[Decimal, ...] | None
    min_bet: Decimal | None
    small_bet: Decimal | None
    big_bet: Decimal | None
    starting_stacks: tuple[Decimal, ...]
    actions: tuple[Action, ...]
    position: int | None = None
    key: str | None = None
    ante_trimming_status: bool = False
    seats: tuple[int, ...] | None = None
    seat_count: int | None = None
    players: tuple[str, ...] | None = None
    finishing_stacks: tuple[Decimal, ...] | None = None
    winnings: tuple[Decimal, ...] | None = None
    hand: str | int | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    @property
    def hand_label(self) -> str | None:
        """How errors and reports name the hand inside its file (``None`` for a ``.phh``)."""
        if self.position is None:
            return None
        if self.key is None or self.key == str(self.position):
            return str(self.position)
        return f"{self.position} [{self.key}]"

    @property
    def label(self) -> str:
        """The file, and the hand within it for a ``.phhs``."""
        hand = self.hand_label
        return self.source if hand is None else f"{self.source}, hand {hand}"

    def player_name(self, player: int) -> str:
        """``p3``, with the recorded name when there is one: ``p3 (MrBlue)``."""
        names = self.players
        if names and 0 < player <= len(names) and names[player - 1]:
            return f"p{player} ({names[player - 1]})"
        return f"p{player}"

    def error(self, detail: str, action: Action | None = None) -> PHHError:
        """A :class:`PHHError` naming this hand and, when given, the action at fault."""
        return PHHError(
            self.source,
            detail,
            hand=self.hand_label,
            action=None if action is None else action.index,
            action_text=None if action is None else action.text,
        )
