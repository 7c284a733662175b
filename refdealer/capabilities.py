"""The closed list of capabilities an engine may declare and a scenario may require.

A capability is a promise an engine makes in ``hello``; a scenario requires exactly the
capabilities its events and checks use (``refdealer validate`` derives them, see
:mod:`refdealer.scenarios.requirements`). ``floor-rulings`` is special: an engine without it
is still judged on everything else a scenario checks, and only the ruling-code checks are
left out (the certificate says so, scenario by scenario).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

FLOOR_RULINGS = "floor-rulings"
"""The engine issues the protocol's ruling codes (``rulings`` in answers and snapshot)."""

_CAPABILITIES: tuple[tuple[str, str], ...] = (
    ("no-limit", "No-limit betting."),
    ("pot-limit", "Pot-limit betting."),
    ("fixed-limit", "Fixed-limit betting with bet sizes by street and a raise cap."),
    ("antes", "Antes posted by every seat."),
    (
        "big-blind-ante",
        'Setup ante_mode "big_blind": the big blind antes for the table, blind first (BBA).',
    ),
    ("heads-up", "Two-handed play: button posts the small blind and acts first before the flop."),
    ("side-pots", "All-ins that make a main pot and side pots, each awarded on its own."),
    ("burns-visible", "The snapshot lists the burned cards."),
    ("stub-visible", "The snapshot lists the undealt stub in order."),
    ("showdown-order", "At the showdown, to_act names the seat due to show, in showdown order."),
    (
        FLOOR_RULINGS,
        "Answers and the snapshot carry the protocol's ruling codes; without it the codes a "
        "scenario expects are not judged, everything else is.",
    ),
    (
        "wager-corrections",
        "A bet or raise of the wrong size is accepted and corrected (BROUGHT_TO_MINIMUM, "
        "REDUCED_TO_MAXIMUM, LIMIT_SIZE_CORRECTED); without it, it is refused with "
        "BELOW_MINIMUM or ABOVE_MAXIMUM.",
    ),
    (
        "out-of-turn",
        "A check, call, bet, raise or fold out of turn is held and binds or is released "
        "(ACTION-OUT-OF-TURN, SKIPPED-PLAYER); without it, it is refused with NOT_YOUR_TURN.",
    ),
    ("live-mucks", "A live hand mucked before the showdown is dead (SHOWDOWN-MUCK-WHILE-LIVE)."),
    (
        "early-tabling",
        "At the showdown a seat may show or muck before its turn (SHOWDOWN-ORDER: the order "
        "says who is due, it stops nobody); without it, it is refused with NOT_YOUR_TURN.",
    ),
    ("play-the-board", "The declare_board event: a player plays the board at the showdown."),
    ("dealing-irregularities", "Rulings on exposed, extra and misdealt hole cards."),
    ("board-irregularities", "Rulings on burns and premature or extra board cards."),
    ("string-bets", "The chips event: chips pushed in several motions, one-chip and 50% rules."),
    ("declarations", "The chips event's declared words: verbal declarations and chip reading."),
    ("open-declarations", 'The declare event: "raise" before its amount; conditional words.'),
    ("count-requests", "The count event: a count asked for, and a call after a wrong one."),
    (
        "dealer-kills",
        "The kill_hand event: the dealer kills a hand by mistake, and it is dead with no "
        "redress (PROTECT-HAND).",
    ),
    ("clock", "The clock_expired event: time called on the seat to act runs out (CLOCK)."),
    (
        "late-corrections",
        "A bet or raise with noticed false and the wager_found event: a wrong-size wager "
        "found later on its street (UNDERRAISE-CORRECTION, PL-MISCOUNT).",
    ),
    (
        "fouled-deck",
        "The fouled_deck event and house option fouled_deck_in_stub: a duplicate or "
        "wrong-back card found voids the hand (FOULED-DECK).",
    ),
    (
        "ask-to-see",
        "The ask_to_see event and house option ask_to_see_hand: a called hand thrown away at "
        "the showdown asked for before the pot is pushed (SHOWDOWN-ASK-TO-SEE).",
    ),
    (
        "at-seat",
        "The away_at_deal event: a player away from his seat when the last hole card is "
        "dealt has a dead hand (AT-SEAT).",
    ),
    (
        "undercall-forfeits",
        "The forfeit_undercall event and house option undercall_floor_choice: an undercall "
        "TDA 51-B leaves to the floor ruled forfeited, the hand folded (UNDERCALL).",
    ),
    ("partial-shows", "A show of only some hole cards at the showdown (cards listed)."),
    (
        "muck-retrieval",
        "At the showdown a seat that mucked may take its cards back and table them until the "
        "pots are pushed (muck_retrieval until_pushed, TDA 14).",
    ),
    ("all-in-exposure", "House option all_in_exposure on: hands turned up at an all-in."),
    ("late-discovery", "Dealing errors noticed only later (noticed: false, end_deal, notice)."),
    ("dropped-stub", "The stub_dropped event: a stub dropped mid-hand and shuffled."),
    (
        "sessions",
        "The session method and the events between hands: the table across hands, its button "
        "and blinds, players joining, moved in and leaving, busts and levels.",
    ),
    (
        "sitting-out",
        "The sit_out, come_back and post events of a session: a player away misses blinds and "
        "makes them up, a waiting player posts to come in (MISSED-BLINDS, NEW-PLAYER-BLIND).",
    ),
    (
        "leaving-mid-hand",
        "The leave event of a session said during a hand: refused while the player holds a "
        "live hand (STILL_IN_HAND), taking effect when the hand is over once he has folded "
        "(LEAVES_AFTER_HAND), at once for a player not dealt in (AT-SEAT).",
    ),
    (
        "tournament-floor",
        "The tournament floor between hands: colour_up (the chip race, CHIP-RACE), penalty "
        "(PENALTY-HAND), hand_for_hand (HAND-FOR-HAND), levels with minutes and the time "
        "event (the level clock, NEW-LEVEL; stopped hand for hand), and the snapshot's "
        "session fields they show (denominations, chips added and removed, penalty, "
        "hand_for_hand, level_clock).",
    ),
    (
        "floor-corrections",
        "The correct_award event: a disputed result put right before the next hand starts, "
        "or a pot-accounting error during it until substantial action under tda-2024 "
        "(DISPUTE-WINDOW); misplace_button and notice_button: a button put in the "
        "wrong place, and the misdeal or the hand standing when it is noticed "
        "(BUTTON-MISPLACED); deal_old_level and notice_level: a hand dealt at the old level "
        "by mistake (NEW-LEVEL).",
    ),
    (
        "straddles",
        "A live straddle: setup straddle in a hand, the straddle event between the hands of a "
        "session (STRADDLE).",
    ),
    (
        "kill-pots",
        "Kill games (house option kill_pot): setup kill in a hand, and in a session the kill "
        "button, its legs and the kill owed (KILL-POT, KILL-BUTTON).",
    ),
    (
        "nonstandard-cards",
        "A joker or foreign card pitched as a hole card (deal_hole nonstandard) and found by its "
        "holder (nonstandard_found).",
    ),
)

#: Capability name -> what an engine declaring it promises.
CAPABILITIES: Mapping[str, str] = MappingProxyType(dict(_CAPABILITIES))

#: The capabilities whose scenarios are about what the floor rules on an irregularity or on a
#: player's conduct: such a scenario that checks ruling codes also requires floor-rulings.
RULING_AREAS: frozenset[str] = frozenset(
    {
        "wager-corrections",
        "out-of-turn",
        "live-mucks",
        "play-the-board",
        "muck-retrieval",
        "dealing-irregularities",
        "board-irregularities",
        "string-bets",
        "declarations",
        "open-declarations",
        "count-requests",
        "undercall-forfeits",
        "dealer-kills",
        "clock",
        "at-seat",
        "ask-to-see",
        "fouled-deck",
        "late-corrections",
        "late-discovery",
        "dropped-stub",
        "nonstandard-cards",
        "tournament-floor",
        "floor-corrections",
    }
)

_GAMES = ("no-limit", "pot-limit", "fixed-limit")

#: Ruling code -> the capability an engine needs before the reference's ruling with that
#: code is within what it promised (``None``: any engine of the game rules so).
RULING_CAPABILITY: Mapping[str, str | None] = MappingProxyType(
    {
        **dict.fromkeys(
            (
                "SHORT_BLIND", "SHORT_ANTE", "INCOMPLETE_RAISE", "INCOMPLETE_BET",
                "ALL_IN_COUNTS_AS_RAISE", "BETTING_CAPPED", "UNCALLED_BET_RETURNED",
                "POT_UNCONTESTED", "POT_AWARDED", "SPLIT_POT", "ODD_CHIP", "RESHUFFLE",
                "VERBAL_DECLARATION", "BOXED_CARD",
            ),
            None,
        ),
        **dict.fromkeys(
            (
                "MISDEAL_EXPOSED_FIRST_CARDS", "MISDEAL_TWO_EXPOSED", "MISDEAL_WRONG_FIRST_SEAT",
                "MISDEAL_SEAT_ENTITLEMENT", "MISDEAL_OUT_OF_SEQUENCE", "MISDEAL_EXTRA_CARDS",
                "MISDEAL_BOXED_CARDS", "REDEAL", "EXPOSED_HOLE_CARD", "EXPOSED_CARD_REPLACED",
                "EXTRA_CARD_RETURNED", "PLAYER_EXPOSED_CARD", "BUTTON_CONSECUTIVE_CARDS",
                "EXPOSED_DURING_PLAY",
            ),
            "dealing-irregularities",
        ),
        **dict.fromkeys(
            (
                "EARLY_BURN", "BURN_EXTRA", "BURN_MISSED", "FLOP_WITHOUT_BURN", "FLOP_TOO_MANY",
                "BOARD_EXTRA_CARD", "FLOP_PREMATURE", "TURN_PREMATURE", "RIVER_PREMATURE",
                "BURN_ERROR_STANDS", "BURN_RESTORED",
            ),
            "board-irregularities",
        ),
        **dict.fromkeys(
            (
                "VERBAL_AMOUNT", "AMBIGUOUS_AMOUNT", "CALL_IS_CHECK", "CHECK_FACING_BET",
                "RAISE_NOT_ALLOWED_CALL", "POT_DECLARATION",
            ),
            "declarations",
        ),
        **dict.fromkeys(
            (
                "STRING_BET", "UNDERCALL", "ONE_CHIP_CALL", "ONE_CHIP_BET", "MULTI_CHIP_CALL",
                "ALL_IN_LAST_CHIPS", "FIFTY_PERCENT_RAISE", "FIFTY_PERCENT_CALL",
                "TABLE_STAKES_ALL_IN",
            ),
            "string-bets",
        ),
        **dict.fromkeys(
            (
                "BROUGHT_TO_MINIMUM", "RAISE_BROUGHT_TO_MINIMUM", "LIMIT_SIZE_CORRECTED",
                "REDUCED_TO_MAXIMUM",
            ),
            "wager-corrections",
        ),
        **dict.fromkeys(
            (
                "ACTION_OUT_OF_TURN", "OUT_OF_TURN_BINDS", "OUT_OF_TURN_RELEASED",
                "OUT_OF_TURN_FOLD", "SKIPPED_HAND_DEAD", "SKIPPED_CHECKS", "SKIPPED_LIMITED",
                "ACTED_BEFORE_AMOUNT", "BOUND_TO_AMOUNT",
            ),
            "out-of-turn",
        ),
        "UNDERCALL_FORFEITED": "undercall-forfeits",
        "HAND_KILLED": "dealer-kills",
        "CLOCK_HAND_DEAD": "clock",
        "CLOCK_CHECKED": "clock",
        "AWAY_AT_DEAL": "at-seat",
        "ASKED_HAND_SHOWN": "ask-to-see",
        "ASKED_HAND_LIVE": "ask-to-see",
        "HAND_VOID_FOULED_DECK": "fouled-deck",
        "SHORT_WAGER_CORRECTED": "late-corrections",
        "SHORT_WAGER_STANDS": "late-corrections",
        "MISCOUNT_CORRECTED": "late-corrections",
        "MISCOUNT_STANDS": "late-corrections",
        "FOULED_STUB_ACTION_STANDS": "fouled-deck",
        "MUCKED_WHILE_LIVE": "live-mucks",
        "DISCARD_HELD": "live-mucks",
        "BOARD_DECLARED": "play-the-board",
        **dict.fromkeys(
            (
                "CUTOFF_PASSED", "WRONG_COUNT_DEAD", "MISSING_CARD_DEALT",
                "MISSING_CARDS_IN_SEQUENCE", "BOARD_REBUILT", "RUN_OUT_BOARD_STANDS",
            ),
            "late-discovery",
        ),
        "STUB_DROPPED": "dropped-stub",
        **dict.fromkeys(
            ("MISDEAL_NONSTANDARD_CARD", "NONSTANDARD_CARD_REPLACED", "NONSTANDARD_CARD_DEAD"),
            "nonstandard-cards",
        ),
        **dict.fromkeys(
            ("WRONG_COUNT", "ACCEPTED_ACTION", "GROSS_MISUNDERSTANDING"), "count-requests"
        ),
        "SHORT_BIG_BLIND_ANTE": "big-blind-ante",
        "HAND_NOT_TABLED": "partial-shows",
        "MUCK_RETRIEVED": "muck-retrieval",
        "ALL_IN_EXPOSURE": "all-in-exposure",
        **dict.fromkeys(
            (
                "DEAD_BUTTON", "DEAD_SMALL_BLIND", "HEADS_UP_BUTTON", "WAITS_FOR_BUTTON",
                "NEW_LEVEL", "PLAYER_BUSTED", "MOVED_IN", "SKIPPED_BLIND",
                "NEW_GAME_NO_BLIND",
            ),
            "sessions",
        ),
        "LEAVES_AFTER_HAND": "leaving-mid-hand",
        **dict.fromkeys(
            ("MISSED_BLIND", "BLINDS_MADE_UP", "NEW_PLAYER_POSTS", "FROM_NEXT_HAND"),
            "sitting-out",
        ),
        **dict.fromkeys(
            (
                "CHIP_RACE", "CHIP_RACE_WON", "NOT_RACED_OUT", "PENALTY", "PENALTY_HAND",
                "PENALTY_HAND_DEAD", "HAND_FOR_HAND", "HAND_FOR_HAND_OVER",
            ),
            "tournament-floor",
        ),
        **dict.fromkeys(
            ("AWARD_CORRECTED", "BUTTON_MISDEAL", "BUTTON_STANDS", "BUTTON_REPLACED",
             "LEVEL_MISDEAL", "LEVEL_STANDS"),
            "floor-corrections",
        ),
        **dict.fromkeys(("STRADDLE", "STRADDLE_OFF"), "straddles"),
        **dict.fromkeys(("KILL_LEG", "KILL_OWED", "KILL_BUTTON_NEUTRAL", "KILL",
                         "KILL_NEWCOMER_WAITS", "KILL_AGREED", "KILL_PROMISED"), "kill-pots"),
    }
)  # fmt: skip

GAMES: tuple[str, ...] = _GAMES
"""The capabilities naming a betting game: a scenario requires the one its setup plays."""
