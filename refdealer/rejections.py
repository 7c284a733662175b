"""Reason codes for rejected events: stable strings, one list, each with its meaning."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

_REASONS: tuple[tuple[str, str], ...] = (
    ("NO_HAND", "No hand has been started."),
    ("HAND_COMPLETE", "The hand is over; nothing more can happen in it."),
    ("MALFORMED_EVENT", "The event is not a well-formed event of the protocol."),
    ("DEAL_INCOMPLETE", "The initial deal is not finished."),
    ("DEAL_COMPLETE", "Every seat already has its hole cards."),
    ("WRONG_SEAT", "The card was given to a seat other than the one due."),
    ("NOT_IN_HAND", "That seat is not in the hand (empty, or already folded or mucked)."),
    ("NOT_YOUR_TURN", "Another seat is due to act."),
    ("BETTING_INCOMPLETE", "The betting round is not over, so no card is due."),
    ("BURN_REQUIRED", "A board card is due only after the burn."),
    ("ALREADY_BURNED", "This street's burn has already been made."),
    ("WRONG_BOARD_COUNT", "The street takes a different number of board cards."),
    ("NO_CARD_DUE", "No more cards are dealt in this hand."),
    ("CANNOT_CHECK", "There is a bet to call."),
    ("NOTHING_TO_CALL", "There is no bet to call."),
    ("BET_ALREADY_MADE", "There is already a bet: raise instead."),
    ("NO_BET_TO_RAISE", "There is no bet yet: bet instead."),
    (
        "BELOW_MINIMUM",
        "A bet or raise below the legal minimum: no more than the bet to match, or (without "
        "wager-corrections) short of the minimum.",
    ),
    (
        "ABOVE_MAXIMUM",
        "A bet or raise above the legal maximum: more than the seat has, or (without "
        "wager-corrections) above the pot-limit maximum or the fixed-limit size.",
    ),
    ("RAISE_NOT_ALLOWED", "The seat may not raise: capped, not reopened, or nobody to raise."),
    ("NOT_SHOWDOWN", "Hands are shown or mucked only at the showdown."),
    ("CARD_NOT_HELD", "The seat does not hold the card it is said to expose."),
    ("FLOOR_DECISION", "What was said or done is unclear: the floor must decide."),
    ("NOT_MODELLED", "An irregularity this dealer does not rule on yet."),
    ("NOTHING_TO_NOTICE", "No error is waiting to be noticed."),
    ("RAISE_DECLARED", "The seat said raise: it owes a bet or raise; only the amount is open."),
    ("MUST_TABLE", "All hands are turned face up at an all-in: none may be mucked."),
    ("HANDS_NOT_TABLED", "The hands of an all-in are turned face up before more cards come."),
)

#: Every rejection reason code, with its meaning.
REJECTION_REASONS: Mapping[str, str] = MappingProxyType(dict(_REASONS))
