"""Reason codes for rejected events: stable strings, one list, each with its meaning."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

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
    # -- between hands, in a session (refdealer.session)
    ("NO_SESSION", "No session has been opened."),
    (
        "HAND_IN_PROGRESS",
        "A hand is under way: that happens only between hands (sitting out, coming back and "
        "leaving may be said during one, for the next deal).",
    ),
    ("NOT_ENOUGH_PLAYERS", "Fewer than two players can be dealt in."),
    ("SEAT_TAKEN", "That seat already has a player."),
    ("SEAT_EMPTY", "That seat has no player."),
    (
        "STILL_IN_HAND",
        "That player holds a live hand: he stays at the table until it is over, or folds.",
    ),
    ("ALREADY_LEAVING", "That player leaves when the hand is over: he said so already."),
    ("ALREADY_SITTING_OUT", "That player is sitting out already."),
    ("NOT_SITTING_OUT", "That player is not sitting out."),
    ("NOTHING_TO_POST", "That player owes nothing and waits for nothing: he is dealt in."),
    ("BETWEEN_THE_BLINDS", "Between the button and the blinds a player may not come in."),
    (
        "TOURNAMENT_SEAT",
        "In a tournament every seat with chips is dealt in and posts: nobody "
        "sits out or makes up blinds.",
    ),
    ("TABLE_FULL", "Every seat at the table is taken."),
    ("NO_SUCH_SEAT", "The table has no seat with that number (the session's table_size)."),
    (
        "STRADDLE_NOT_ALLOWED",
        "The book or the house allows no straddle here: the TDA tournament rules have none, "
        "and a limit game has one only where it is spread that way.",
    ),
    (
        "STRADDLE_SEAT",
        "Only the player left of the next hand's big blind may straddle, once a hand, with "
        "twice the big blind in front of him.",
    ),
    ("KILL_OWED", "That player owes a kill: he posts it the next hand, even if he would leave."),
    (
        "NO_KILL_TO_AGREE",
        "Only a new player kept out of a killed pot may agree to kill the next pot, one a hand.",
    ),
    (
        "TABLE_SHORT",
        "A tournament table three or more players short halts once its blinds are affected.",
    ),
    ("NO_MORE_LEVELS", "The blind schedule has no later level (or it is announced already)."),
    ("NO_COLOUR_UP", "The session has no smaller chip denomination to race off."),
    (
        "CHIP_STILL_NEEDED",
        "The next hand's blinds or ante still need the smallest chip, so it stays in play.",
    ),
    ("RACE_CARDS_SHORT", "A chip race deals one card per odd chip: too few cards were given."),
    ("NOT_ON_THE_BUBBLE", "No more players are left than places paid: no hand-for-hand play."),
    ("DISPUTE_CLOSED", "The next hand has started: the last hand's result stands."),
    ("NO_LEVEL_CLOCK", "The session's levels give no minutes: there is no level clock."),
    ("BUTTON_IN_PLACE", "That seat is where the button goes: it is not misplaced there."),
    ("NO_LEVEL_DUE", "No new level is announced: the next hand is at the level in play."),
    ("NO_REDEAL_DECK", "The hand is dealt again: the event must give the deck to deal it."),
    ("HAND_TABLED", "That hand is face up on the table: a tabled hand may not be killed."),
    (
        "NO_WRONG_SIZE",
        "No wrong-size wager to notice: the wager is a legal size (or all in), or the seat "
        "made no unnoticed one.",
    ),
    (
        "NOTHING_DEALT",
        "No card is dealt yet: a defective deck found before the deal is replaced, with no "
        "hand to void.",
    ),
    ("HAND_SHOWN", "That hand is face up already: there is nothing to ask to see."),
    (
        "SHOWDOWN_NOT_OVER",
        "A called hand is asked for once the showdown is over, before the pot is pushed.",
    ),
    (
        "NO_RIGHT_TO_SEE",
        "The player threw his cards away face down or holds none: under this book he may not "
        "ask to see another hand (TDA 18).",
    ),
    (
        "PLAYER_PRESENT",
        "That player has acted in this hand, or its first betting round is over: he was at "
        "his seat, and a hand is killed for absence at the deal only before he acts.",
    ),
    (
        "NO_UNDERCALL",
        "No undercall the floor may rule forfeited: nothing short to call, a full call or all "
        "in, or one the book or house makes a full call.",
    ),
    (
        "INTERNAL_ERROR",
        "The dealer failed while applying the event (a bug); the table is exactly as before.",
    ),
)

#: Every rejection reason code, with its meaning.
REJECTION_REASONS: Mapping[str, str] = MappingProxyType(dict(_REASONS))

#: The events that ask for a card off the stub.
CARD_EVENTS = frozenset({"deal_hole", "burn", "board", "boxed"})
#: The events only the showdown takes.
SHOWDOWN_EVENTS = frozenset({"show", "muck", "declare_board"})


def reason_applies(reason: str, event: Mapping[str, Any], table: Mapping[str, Any]) -> bool:
    """Whether ``reason`` is true of ``event`` on ``table`` (the snapshot before it), for the
    reasons about the state of the hand, which the snapshot alone decides.

    When an event is wrong for several reasons the protocol does not rank them: a refusal
    with any reason that applies is right. The harness accepts, instead of the reason a
    scenario expects, any of these that this function finds true; the reasons about the
    event itself (CANNOT_CHECK, BELOW_MINIMUM, ...) are never swapped for one another.
    """
    phase = table.get("phase")
    kind = event.get("type")
    seat = event.get("seat")
    board = table.get("board")
    hole = table.get("hole")
    if reason == "HAND_COMPLETE":
        return phase == "complete"
    if reason == "DEAL_INCOMPLETE":
        return phase == "dealing" and kind not in CARD_EVENTS
    if reason == "NOT_SHOWDOWN":
        return kind in SHOWDOWN_EVENTS and phase != "showdown"
    if reason == "NOT_IN_HAND":
        held = hole.get(str(seat)) if isinstance(hole, Mapping) else None
        return isinstance(seat, int) and phase not in ("dealing", None) and not held
    if reason == "NOT_YOUR_TURN":
        return isinstance(seat, int) and table.get("to_act") != seat
    if reason == "BETTING_INCOMPLETE":
        return kind in CARD_EVENTS and table.get("legal") is not None
    if reason == "NO_CARD_DUE":
        full = isinstance(board, list) and len(board) >= 5
        return kind in CARD_EVENTS and (phase in ("showdown", "complete") or full)
    return False


#: The reasons :func:`reason_applies` decides.
STATE_REASONS = (
    "HAND_COMPLETE",
    "DEAL_INCOMPLETE",
    "NOT_SHOWDOWN",
    "NOT_IN_HAND",
    "NOT_YOUR_TURN",
    "BETTING_INCOMPLETE",
    "NO_CARD_DUE",
)


#: Reasons that are the floor's answer to one particular situation: when a scenario expects
#: one of them, that situation is its point, and no other reason will do.
SPECIFIC_REASONS = frozenset(
    {"MALFORMED_EVENT", "FLOOR_DECISION", "NOT_MODELLED", "RAISE_DECLARED", "MUST_TABLE",
     "HANDS_NOT_TABLED"}
)  # fmt: skip


def reason_accepted(
    expected: str, given: object, event: Mapping[str, Any], table: Mapping[str, Any]
) -> bool:
    """Whether a refusal with ``given`` is right where a scenario expects ``expected``."""
    if given == expected:
        return True
    return (
        isinstance(given, str)
        and given in STATE_REASONS
        and expected in REJECTION_REASONS
        and expected not in SPECIFIC_REASONS
        and reason_applies(given, event, table)
    )
