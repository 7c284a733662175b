"""The floor's events between hands, as small frozen values: the tournament floor's chip race,
penalties and hand-for-hand play, and the correction of a result still open to dispute.

They parse from and serialise to their protocol JSON shapes like the other session events
(:mod:`refdealer.session.events`, which routes their types here).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from refdealer.errors import CardError, EventError
from refdealer.limits import MAX_INTEGER, short_repr
from refdealer.table.cards import Card, parse_cards, parse_deck

MAX_SEAT = 10
#: The longest penalty the protocol takes, in hands or rounds.
MAX_PENALTY = 100


@dataclass(frozen=True, slots=True)
class ColourUp:
    """The smallest chip denomination is taken out of play and its odd chips raced off
    (CHIP-RACE): ``cards`` are the race's cards in the order they are dealt, one per odd
    chip, clockwise from seat 1, each player getting all of his before the next."""

    type: ClassVar[str] = "colour_up"
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "The smallest chips are coloured up"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "cards": [str(card) for card in self.cards]}


@dataclass(frozen=True, slots=True)
class Penalty:
    """The player of ``seat`` is penalized: he misses ``hands`` hands, or ``rounds`` rounds
    of as many hands as players at the table now (PENALTY-HAND, TDA 71)."""

    type: ClassVar[str] = "penalty"
    seat: int
    hands: int = 0
    rounds: int = 0

    def __str__(self) -> str:
        size = f"{self.rounds} round(s)" if self.rounds else f"{self.hands} hand(s)"
        return f"Seat {self.seat} is penalized {size}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat}
        if self.rounds:
            out["rounds"] = self.rounds
        else:
            out["hands"] = self.hands
        return out


@dataclass(frozen=True, slots=True)
class HandForHand:
    """Hand-for-hand play is announced on the bubble, ``paid`` places in the money
    (HAND-FOR-HAND): it lasts until the players left are no more than that."""

    type: ClassVar[str] = "hand_for_hand"
    paid: int

    def __str__(self) -> str:
        return f"Hand for hand: {self.paid} places are paid"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "paid": self.paid}


#: What a disputed result got wrong (DISPUTE-WINDOW): how a hand was read, or how a pot
#: was counted or split. TDA 22 keeps the second open longer.
HAND_READING = "hand_reading"
POT_ACCOUNTING = "pot_accounting"
DISPUTED_ERRORS = (HAND_READING, POT_ACCOUNTING)


@dataclass(frozen=True, slots=True)
class TimePasses:
    """``minutes`` of play pass on the level clock (NEW-LEVEL, HAND-FOR-HAND): between
    hands or during one. Hand for hand the clock does not run: time comes off it by hands."""

    type: ClassVar[str] = "time"
    minutes: int

    def __str__(self) -> str:
        unit = "minute" if self.minutes == 1 else "minutes"
        return f"The clock runs {self.minutes} {unit}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "minutes": self.minutes}


@dataclass(frozen=True, slots=True)
class CorrectAward:
    """A disputed result is corrected (DISPUTE-WINDOW): ``amount`` chips the last hand paid
    to ``seat`` go to ``to_seat``. ``error`` says what was wrong: a ``hand_reading`` may be
    disputed until the next hand starts, a ``pot_accounting`` error (a pot miscounted or
    mis-split) under tda-2024 until substantial action on the next hand (TDA 22)."""

    type: ClassVar[str] = "correct_award"
    seat: int
    to_seat: int
    amount: int
    error: str = HAND_READING

    def __str__(self) -> str:
        # Told as the claim the floor is asked to rule on: it may be refused.
        kind = "how the hand was read" if self.error == HAND_READING else "a pot miscounted"
        return (
            f"The last pot is disputed ({kind}): {self.amount} of what seat {self.seat} was "
            f"paid is claimed for seat {self.to_seat}"
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "seat": self.seat, "to_seat": self.to_seat,
                               "amount": self.amount}  # fmt: skip
        if self.error != HAND_READING:
            out["error"] = self.error
        return out


@dataclass(frozen=True, slots=True)
class MisplaceButton:
    """The dealer puts the button on ``seat`` for the next hand by mistake, and the blinds
    go on the two players after it (BUTTON-MISPLACED): nobody has noticed yet."""

    type: ClassVar[str] = "misplace_button"
    seat: int

    def __str__(self) -> str:
        return f"The button is put on seat {self.seat} by mistake"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class NoticeButton:
    """The misplaced button is noticed (BUTTON-MISPLACED): before the misdeal cutoff the
    hand is dealt again from ``deck`` with the button and blinds in place."""

    type: ClassVar[str] = "notice_button"
    deck: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return "The misplaced button is noticed"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.deck:
            out["deck"] = [str(card) for card in self.deck]
        return out


@dataclass(frozen=True, slots=True)
class DealOldLevel:
    """The dealer deals the next hand at the old level by mistake, though a new level has
    been announced (NEW-LEVEL, TDA 23): nobody has noticed yet."""

    type: ClassVar[str] = "deal_old_level"

    def __str__(self) -> str:
        return "The next hand is dealt at the old level by mistake"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


@dataclass(frozen=True, slots=True)
class NoticeLevel(NoticeButton):
    """The hand dealt at the old level is noticed (NEW-LEVEL): before the misdeal cutoff it
    is dealt again from ``deck`` at the new level; after it, it finishes at the old one."""

    type: ClassVar[str] = "notice_level"

    def __str__(self) -> str:
        return "The hand at the old level is noticed"


FloorEvent = (
    ColourUp
    | Penalty
    | HandForHand
    | TimePasses
    | CorrectAward
    | MisplaceButton
    | NoticeButton
    | DealOldLevel
    | NoticeLevel
)

_FIELDS: dict[str, frozenset[str]] = {
    ColourUp.type: frozenset({"type", "cards"}),
    Penalty.type: frozenset({"type", "seat", "hands", "rounds"}),
    HandForHand.type: frozenset({"type", "paid"}),
    TimePasses.type: frozenset({"type", "minutes"}),
    CorrectAward.type: frozenset({"type", "seat", "to_seat", "amount", "error"}),
    MisplaceButton.type: frozenset({"type", "seat"}),
    NoticeButton.type: frozenset({"type", "deck"}),
    DealOldLevel.type: frozenset({"type"}),
    NoticeLevel.type: frozenset({"type", "deck"}),
}

#: The protocol types of the floor's events (capability ``tournament-floor`` for the chip
#: race, penalties, hand-for-hand and the level clock; ``floor-corrections`` for a disputed
#: result).
FLOOR_EVENT_TYPES: frozenset[str] = frozenset(_FIELDS)
TOURNAMENT_FLOOR_TYPES: frozenset[str] = frozenset(
    {ColourUp.type, Penalty.type, HandForHand.type, TimePasses.type}
)
CORRECTION_TYPES: frozenset[str] = frozenset(
    {
        CorrectAward.type,
        MisplaceButton.type,
        NoticeButton.type,
        DealOldLevel.type,
        NoticeLevel.type,
    }
)


def _number(raw: Mapping[str, Any], kind: str, name: str, low: int, high: int) -> int:
    value = raw.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise EventError(f"{kind}.{name}: expected a whole number {low}-{high}, "
                         f"got {short_repr(value)}")  # fmt: skip
    return value


def parse_floor_event(raw: Mapping[str, Any]) -> FloorEvent:
    """A typed floor event from its protocol dict; malformed input is an EventError naming
    the field."""
    kind = raw.get("type")
    assert isinstance(kind, str) and kind in _FIELDS
    for key in raw:
        if key not in _FIELDS[kind]:
            raise EventError(f"{kind}.{key}: unknown field")
    if kind == ColourUp.type:
        cards_raw = raw.get("cards", [])
        if not isinstance(cards_raw, list | tuple):
            raise EventError("colour_up.cards: expected a list of cards, one per odd chip")
        try:
            cards = tuple(parse_cards(cards_raw))
        except CardError as error:
            raise EventError(f"colour_up.cards: {error}") from None
        if len(set(cards)) != len(cards):
            raise EventError("colour_up.cards: a card is listed twice")
        return ColourUp(cards)
    if kind == HandForHand.type:
        return HandForHand(_number(raw, kind, "paid", 1, 10_000))
    if kind == TimePasses.type:
        return TimePasses(_number(raw, kind, "minutes", 1, 24 * 60))
    if kind == DealOldLevel.type:
        return DealOldLevel()
    if kind in (NoticeButton.type, NoticeLevel.type):
        notice = NoticeButton if kind == NoticeButton.type else NoticeLevel
        if "deck" not in raw:
            return notice()
        deck_raw = raw["deck"]
        if not isinstance(deck_raw, list | tuple):
            raise EventError(f"{kind}.deck: expected a list of 52 cards, top first")
        try:
            return notice(tuple(parse_deck(deck_raw)))
        except CardError as error:
            raise EventError(f"{kind}.deck: {error}") from None
    seat = _number(raw, kind, "seat", 1, MAX_SEAT)
    if kind == MisplaceButton.type:
        return MisplaceButton(seat)
    if kind == CorrectAward.type:
        to_seat = _number(raw, kind, "to_seat", 1, MAX_SEAT)
        if to_seat == seat:
            raise EventError("correct_award.to_seat: the chips go to another seat")
        disputed = raw.get("error", HAND_READING)
        if disputed not in DISPUTED_ERRORS:
            raise EventError(
                f"correct_award.error: expected {' or '.join(DISPUTED_ERRORS)}, "
                f"got {short_repr(disputed)}"
            )
        amount = _number(raw, kind, "amount", 1, MAX_INTEGER)
        return CorrectAward(seat, to_seat, amount, str(disputed))
    if ("hands" in raw) == ("rounds" in raw):
        raise EventError("penalty: give its length as 'hands' or as 'rounds', one of them")
    if "hands" in raw:
        return Penalty(seat, hands=_number(raw, kind, "hands", 1, MAX_PENALTY))
    return Penalty(seat, rounds=_number(raw, kind, "rounds", 1, MAX_PENALTY))
