"""What a trainee reads, kept apart from what a developer reads.

A scenario's ``title`` and ``description`` are developer notes: they state the ruling and
cite catalog tests. A trainee sees the scenario's neutral ``situation`` instead (or
"Situation N" where a scenario has none), the narration, the questions, and each rule in
plain words (the catalog's ``trainee`` text: no option keys, profile ids or rule ids). A
refusal is told in plain words with the rule behind it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from refdealer.catalog import rule_catalog
from refdealer.scenarios.model import Scenario


def situation(scenario: Scenario, number: int = 1) -> str:
    """The trainee-facing title: the scenario's ``situation``, never its title."""
    if scenario.situation and scenario.situation.strip():
        return " ".join(scenario.situation.split())
    return f"Situation {number}"


def rule_text(rule: str) -> str:
    """The rule in plain words for a trainee (its catalog ``trainee`` words, else its text;
    ``refdealer rules ID`` prints the engineering text)."""
    entry = rule_catalog().get(rule)
    return entry.trainee_text if entry is not None else ""


@dataclass(frozen=True, slots=True)
class PlainRefusal:
    """Why the floor will not let an event stand, in words a trainee understands."""

    reason: str
    plain: str
    rule: str | None


#: Reason code -> (plain words, the rules that usually stand behind it, most likely first).
_PLAIN: dict[str, tuple[str, tuple[str, ...]]] = {
    "NOT_YOUR_TURN": (
        "It is not this player's turn: another seat must act first.",
        ("ACTION-OUT-OF-TURN", "SKIPPED-PLAYER", "BLINDS-ACTION-ORDER"),
    ),
    "RAISE_NOT_ALLOWED": (
        "This player may not raise here: the betting was not reopened to him, the raises "
        "are capped, or nobody is left who could call a raise.",
        ("ALLIN-SHORT-RAISE-REOPEN", "CAP-LIMIT", "CAP-HEADS-UP", "INCOMPLETE-BET"),
    ),
    "BELOW_MINIMUM": (
        "The bet or raise is smaller than the smallest one allowed.",
        ("NL-MIN-RAISE", "NL-MIN-BET", "LIMIT-BET-SIZES"),
    ),
    "ABOVE_MAXIMUM": (
        "The player cannot wager more than the chips in front of him (or than the limit).",
        ("TABLE-STAKES", "PL-MAX", "LIMIT-BET-SIZES"),
    ),
    "FLOOR_DECISION": (
        "What was said or done is unclear, so the dealer stops and the floor decides.",
        ("AMBIGUOUS-AMOUNT", "INVALID-DECLARATIONS", "VERBAL-AMOUNT", "STRING-BET"),
    ),
    "HAND_COMPLETE": ("The hand is already over; nothing more happens in it.", ()),
    "NOT_IN_HAND": (
        "That player is no longer in the hand (folded, mucked, or never dealt in).",
        ("DEAD-HAND", "MUCK-RETRIEVAL"),
    ),
    "DEAL_INCOMPLETE": ("The deal is not finished yet, so nobody may act.", ("DEAL-ORDER",)),
    "WRONG_BOARD_COUNT": (
        "This street takes a different number of board cards.",
        ("FLOP-TOO-MANY", "BOARD-EXTRA-LATER"),
    ),
    "NO_CARD_DUE": ("No more cards are dealt in this hand.", ("RABBIT-HUNT",)),
    "MUST_TABLE": (
        "Everyone is all in, so every hand is turned face up: none may be mucked.",
        ("ALL-IN-EXPOSE", "SHOWDOWN-TABLE-ALL"),
    ),
    "HANDS_NOT_TABLED": (
        "With everyone all in, the hands are turned face up before more cards come.",
        ("ALL-IN-EXPOSE",),
    ),
    "RAISE_DECLARED": (
        "The player said raise, so he owes a raise; only the amount is still open.",
        ("VERBAL-BINDING", "BET-VERBAL-VS-CHIPS"),
    ),
    "NOTHING_TO_CALL": ("There is no bet to call: the player may check or bet.", ()),
    "BET_ALREADY_MADE": ("There is already a bet: the player may call, raise or fold.", ()),
    "NO_BET_TO_RAISE": ("There is no bet yet to raise: the player may check or bet.", ()),
    "CANNOT_CHECK": ("There is a bet to call, so the player cannot check.", ()),
    "BETTING_INCOMPLETE": (
        "The betting round is not over, so no card is due yet.",
        ("FLOP-PREMATURE", "TURN-PREMATURE", "RIVER-PREMATURE"),
    ),
    "BURN_REQUIRED": ("A card is burned before each street.", ("BURN-ONE-PER-STREET",)),
    "ALREADY_BURNED": ("This street's burn has already been made.", ("BURN-EXTRA",)),
    "NOT_SHOWDOWN": ("Hands are shown or mucked only at the showdown.", ("SHOWDOWN-ORDER",)),
    "CARD_NOT_HELD": ("That player does not hold that card.", ()),
    "WRONG_SEAT": ("That card belongs to another seat.", ("DEAL-ORDER",)),
    "DEAL_COMPLETE": ("Every player already has two cards.", ("DEAL-WRONG-COUNT",)),
    "NOTHING_TO_NOTICE": ("There is no error waiting to be noticed.", ()),
    "NOT_MODELLED": ("An irregularity the training table cannot play out: call the floor.", ()),
}


def plain_refusal(reason: str, meaning: str, cited: Sequence[str]) -> PlainRefusal:
    """The refusal in plain words, with its rule: one the scenario cites if it can be."""
    plain, rules = _PLAIN.get(reason, (meaning or "The floor does not allow this.", ()))
    rule = next((r for r in rules if r in cited), None)
    if rule is None and rules:
        rule = rules[0]
    if rule is None and reason in ("HAND_COMPLETE", "NOTHING_TO_CALL", "BET_ALREADY_MADE",
                                   "NO_BET_TO_RAISE", "CANNOT_CHECK"):  # fmt: skip
        rule = next((r for r in ("BET-ROUND-CLOSE", "SHOWDOWN-ORDER") if r in cited), None)
    return PlainRefusal(reason, plain, rule)
