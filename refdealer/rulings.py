"""Rulings: what the floor decides, each with a stable code and the rule id it applies.

``RULING_CODES`` is the one list of codes; ``docs/protocol.md`` is checked against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class RulingCode:
    """A ruling code of the protocol, the catalog rule it applies, and what it means."""

    code: str
    rule: str
    meaning: str


@dataclass(frozen=True, slots=True)
class Ruling:
    """One ruling issued on an event: ``{"code", "rule", "message"}`` in the protocol."""

    code: str
    rule: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "rule": self.rule, "message": self.message}

    def __str__(self) -> str:
        return f"{self.message} [{self.code}, {self.rule}]"


_CODES: tuple[RulingCode, ...] = (
    RulingCode("SHORT_BLIND", "SHORT-BLIND",
               "A blind was posted all in for less; the full blind stays the reference."),
    RulingCode("SHORT_ANTE", "TABLE-STAKES", "An ante was posted all in for less."),
    RulingCode("SHORT_BIG_BLIND_ANTE", "BBA",
               "The big blind paid its blind first and posted the big blind ante all in for "
               "less (or none of it); the ante is dead money in the main pot."),
    # -- between hands, in a session (refdealer.session)
    RulingCode("DEAD_BUTTON", "DEAD-BUTTON",
               "The button is on a seat with no player dealt in (dead button)."),
    RulingCode("DEAD_SMALL_BLIND", "DEAD-BUTTON",
               "No small blind this hand: the seat due for it has no player dealt in."),
    RulingCode("HEADS_UP_BUTTON", "HEADS-UP-BLINDS",
               "Heads-up: the button posts the small blind and the big blind goes to the "
               "player due for it, so nobody posts it twice running."),
    RulingCode("MISSED_BLIND", "MISSED-BLINDS",
               "A blind passed a player sitting out: he owes it when he comes back."),
    RulingCode("BLINDS_MADE_UP", "MISSED-BLINDS",
               "A returning player posts what he missed: a big blind live, a small blind dead."),
    RulingCode("SKIPPED_BLIND", "MOVING-BUTTON",
               "Under the moving button a blind moved past a player still playing as the "
               "table changed: he posts it (a big blind live, a small blind dead), a big "
               "blind he was passed by in the small blind on the next hand."),
    RulingCode("NEW_PLAYER_POSTS", "NEW-PLAYER-BLIND",
               "A new player posts a big blind, live, to be dealt in at once."),
    RulingCode("NEW_GAME_NO_BLIND", "NEW-PLAYER-BLIND",
               "In a newly started cash game a newcomer whose seat no blind has passed yet "
               "is dealt in without posting, until the blinds reach him."),
    RulingCode("WAITS_FOR_BUTTON", "NEW-PLAYER-BLIND",
               "A player may not come in between the button and the blinds: he waits."),
    RulingCode("FROM_NEXT_HAND", "MISSED-BLINDS",
               "Sitting out or coming back said during a hand takes effect at the next deal: "
               "a player holding a live hand plays it out."),
    RulingCode("LEAVES_AFTER_HAND", "AT-SEAT",
               "A player who has folded leaves the table with his chips when the hand is over "
               "(one holding a live hand stays until it is over)."),
    RulingCode("NEW_LEVEL", "NEW-LEVEL", "The announced level takes effect with this hand."),
    RulingCode("MOVED_IN", "TABLE-BALANCE",
               "A player moved in to balance the tables takes the seat that posts the big "
               "blind soonest."),
    RulingCode("PLAYER_BUSTED", "TABLE-STAKES",
               "A player with no chips left after the hand is out and his seat is empty."),
    # -- the floor between hands (refdealer.session.floor)
    RulingCode("CHIP_RACE", "CHIP-RACE",
               "The smallest chips leave play: their odd chips are raced for new chips."),
    RulingCode("CHIP_RACE_WON", "CHIP-RACE", "A player's card wins a new chip in the race."),
    RulingCode("NOT_RACED_OUT", "CHIP-RACE",
               "A player left with no chips by the race gets one chip: nobody is raced out."),
    RulingCode("PENALTY", "PENALTY-HAND",
               "A player is penalized: he misses hands from the next hand on."),
    RulingCode("PENALTY_HAND", "PENALTY-HAND",
               "A player serving a penalty is dealt in and posts; his hand will be killed."),
    RulingCode("PENALTY_HAND_DEAD", "PENALTY-HAND",
               "The hand of a player serving a penalty is dead as the deal ends; his blinds "
               "and antes stay in the pot."),
    RulingCode("HAND_FOR_HAND", "HAND-FOR-HAND",
               "Hand-for-hand play on the bubble: the places are fixed at its announcement."),
    RulingCode("HAND_FOR_HAND_OVER", "HAND-FOR-HAND",
               "The bubble has burst: hand-for-hand play ends."),
    RulingCode("HAND_FOR_HAND_TIME", "HAND-FOR-HAND",
               "A hand played hand for hand takes its fixed minutes off the level clock."),
    RulingCode("CLOCK_STOPPED", "HAND-FOR-HAND",
               "Hand for hand the level clock does not run with time: it goes by hands."),
    RulingCode("LEVEL_TIME_UP", "NEW-LEVEL",
               "The level clock has run out: the next level starts with the next hand."),
    RulingCode("AWARD_CORRECTED", "DISPUTE-WINDOW",
               "A disputed result is corrected before the next hand starts."),
    RulingCode("AWARD_CORRECTED_IN_HAND", "DISPUTE-WINDOW",
               "A pot-accounting error of the last hand is corrected during the next one, "
               "before substantial action: it goes on as if its stacks had been right."),
    RulingCode("CORRECTION_FROM_THE_POT", "DISPUTE-WINDOW",
               "The player giving chips back had put more into the hand under way than his "
               "corrected stack: he is all in for what he should have had."),
    RulingCode("BUTTON_MISDEAL", "BUTTON-MISPLACED",
               "A misplaced button noticed before the misdeal cutoff: the hand is dealt again "
               "with the button and blinds in place."),
    RulingCode("LEVEL_MISDEAL", "NEW-LEVEL",
               "A hand dealt at the old level, noticed before the misdeal cutoff: it is dealt "
               "again at the new level."),
    RulingCode("LEVEL_STANDS", "NEW-LEVEL",
               "A hand dealt at the old level, noticed after the cutoff: it finishes at that "
               "level."),
    RulingCode("BUTTON_STANDS", "BUTTON-MISPLACED",
               "A misplaced button noticed after the cutoff or the hand: the hand stands and "
               "the button moves on from where it was."),
    RulingCode("BUTTON_REPLACED", "BUTTON-MISPLACED",
               "A misplaced button found only after its hand (Robert's Rules): the next hands "
               "are placed so each player still takes each position once in the round."),
    RulingCode("STRADDLE", "STRADDLE",
               "A live straddle of twice the big blind is posted: the bet to match before the "
               "flop, and its poster acts last."),
    RulingCode("STRADDLE_OFF", "STRADDLE",
               "An announced straddle is off: its player is no longer left of the big blind."),
    RulingCode("KILL_LEG", "KILL-BUTTON",
               "The winner of the pot takes the kill button: he has a leg (a split keeps it)."),
    RulingCode("KILL_OWED", "KILL-BUTTON",
               "The kill button's holder won a second pot running with a full bet beyond the "
               "blinds (or split the pot he killed): he kills the next hand."),
    RulingCode("KILL_BUTTON_NEUTRAL", "KILL-BUTTON",
               "The kill button belongs to nobody: a pot split by players without it, or its "
               "holder left."),
    RulingCode("KILL", "KILL-POT",
               "A kill is posted live: the limits of this hand are raised as much and the "
               "killer acts in his turn."),
    RulingCode("KILL_NEWCOMER_WAITS", "KILL-POT",
               "A player new to the game may not play a killed pot unless he agrees to kill "
               "the next one: he is dealt in from the next hand."),
    RulingCode("KILL_AGREED", "KILL-POT",
               "A new player agrees to kill the next pot, and so plays the killed one."),
    RulingCode("KILL_PROMISED", "KILL-POT",
               "The new player who played the killed pot on his word kills the next hand (one "
               "kill a deal: a player owing it keeps one leg)."),
    RulingCode("INCOMPLETE_RAISE", "ALLIN-SHORT-RAISE-REOPEN",
               "An all-in raise short of a full raise: it does not reopen the betting."),
    RulingCode("INCOMPLETE_BET", "INCOMPLETE-BET",
               "A limit all-in of less than half a bet: it does not reopen the betting."),
    RulingCode("ALL_IN_COUNTS_AS_RAISE", "INCOMPLETE-BET",
               "A limit all-in of half a bet or more counts as a full bet or raise."),
    RulingCode("BETTING_CAPPED", "CAP-LIMIT",
               "The limit cap is reached: later players may only call or fold."),
    RulingCode("UNCALLED_BET_RETURNED", "UNCALLED-BET",
               "The part of a bet nobody called goes back to the bettor."),
    RulingCode("POT_UNCONTESTED", "SHOWDOWN-UNCONTESTED",
               "Every other player folded or mucked: the pot goes to the last live hand."),
    RulingCode("POT_AWARDED", "CARDS-SPEAK", "A pot is awarded to the best hand shown."),
    RulingCode("SPLIT_POT", "SPLIT-POT-TIES", "Tied best hands split a pot."),
    RulingCode("ODD_CHIP", "ODD-CHIP",
               "The odd chips of a split pot go clockwise from the button."),
    RulingCode("MISDEAL_EXPOSED_FIRST_CARDS", "DEAL-EXPOSED-FIRST-TWO",
               "The dealer exposed the first or second card off the deck: misdeal."),
    RulingCode("MISDEAL_TWO_EXPOSED", "MISDEAL-TWO-EXPOSED",
               "A second hole card exposed by the dealer: misdeal."),
    RulingCode("MISDEAL_WRONG_FIRST_SEAT", "DEAL-FIRST-CARD-WRONG-SEAT",
               "The deal started at the wrong seat: misdeal."),
    RulingCode("MISDEAL_SEAT_ENTITLEMENT", "DEAL-SEAT-ENTITLEMENT",
               "A hand dealt to a seat not in the hand: misdeal."),
    RulingCode("MISDEAL_OUT_OF_SEQUENCE", "DEAL-WRONG-COUNT",
               "A card dealt out of sequence or a seat skipped: misdeal."),
    RulingCode("MISDEAL_EXTRA_CARDS", "EXTRA-HOLE-CARD",
               "Extra cards beyond the one the rules repair: misdeal."),
    RulingCode("MISDEAL_BOXED_CARDS", "BOXED-CARD", "Two boxed cards in the deal: misdeal."),
    RulingCode("REDEAL", "MISDEAL-REDEAL",
               "After a misdeal: all cards reshuffled, the same hand dealt again."),
    RulingCode("EXPOSED_HOLE_CARD", "DEAL-EXPOSED-LATER",
               "A later hole card exposed: the deal goes on, the seat gets a replacement."),
    RulingCode("EXPOSED_CARD_REPLACED", "DEAL-EXPOSED-LATER",
               "The replacement is dealt; the exposed card is the flop burn."),
    RulingCode("EXTRA_CARD_RETURNED", "EXTRA-HOLE-CARD",
               "One extra card to the first seat goes back on the stub as the burn."),
    RulingCode("BOXED_CARD", "BOXED-CARD", "A card found face up in the stub is void."),
    RulingCode("MISDEAL_NONSTANDARD_CARD", "NONSTANDARD-CARD",
               "joker_or_nonstandard_before_action = misdeal: a joker found before the cutoff, "
               "misdeal."),
    RulingCode("NONSTANDARD_CARD_REPLACED", "NONSTANDARD-CARD",
               "A joker is a scrap of paper: its holder, who has not acted, gets the top card."),
    RulingCode("NONSTANDARD_CARD_DEAD", "NONSTANDARD-CARD",
               "A player who acted on a hand holding a joker has a dead hand; chips stay in."),
    RulingCode("PLAYER_EXPOSED_CARD", "DEAL-EXPOSED-BY-PLAYER",
               "A card the player exposed himself plays."),
    RulingCode("EARLY_BURN", "BURN-ONE-PER-STREET",
               "A burn made before the betting was over stays the street's burn."),
    RulingCode("BURN_EXTRA", "BURN-EXTRA", "A second burn on one street is corrected."),
    RulingCode("BURN_MISSED", "BURN-MISSED-LATER",
               "A turn or river turned without a burn becomes the burn."),
    RulingCode("FLOP_WITHOUT_BURN", "BURN-MISSED-FLOP",
               "A flop turned without a burn is reshuffled and dealt again."),
    RulingCode("FLOP_TOO_MANY", "FLOP-TOO-MANY", "A flop of too many cards is redealt."),
    RulingCode("BOARD_EXTRA_CARD", "BOARD-EXTRA-LATER",
               "Two cards turned together on the turn or river."),
    RulingCode("FLOP_PREMATURE", "FLOP-PREMATURE",
               "A flop dealt before the betting was over does not play."),
    RulingCode("TURN_PREMATURE", "TURN-PREMATURE",
               "A turn dealt before the betting was over does not play."),
    RulingCode("RIVER_PREMATURE", "RIVER-PREMATURE",
               "A river dealt before the betting was over does not play."),
    RulingCode("VERBAL_DECLARATION", "VERBAL-BINDING",
               "A verbal action in turn binds: the chips follow the words."),
    RulingCode("VERBAL_AMOUNT", "VERBAL-AMOUNT",
               "A number said alone is read as that amount pushed out silently."),
    RulingCode("AMBIGUOUS_AMOUNT", "AMBIGUOUS-AMOUNT",
               "An unclear amount is the highest reasonable one not above the pot."),
    RulingCode("CALL_IS_CHECK", "INVALID-DECLARATIONS", "Saying call with no bet is a check."),
    RulingCode("CHECK_FACING_BET", "INVALID-DECLARATIONS",
               "Saying check facing a bet allows only a call or a fold."),
    RulingCode("RAISE_NOT_ALLOWED_CALL", "INVALID-DECLARATIONS",
               "A raise declared where none is allowed stands as a call."),
    RulingCode("POT_DECLARATION", "INVALID-DECLARATIONS",
               "Saying pot: the pot-limit maximum; in no-limit a valid bet read with the chips."),
    RulingCode("STRING_BET", "STRING-BET",
               "Chips added in another motion do not count beyond what the rules allow."),
    RulingCode("UNDERCALL", "UNDERCALL", "A call short of the amount is brought up."),
    RulingCode("UNDERCALL_FORFEITED", "UNDERCALL",
               "An undercall TDA 51-B leaves to the floor is forfeited: the chips stay in the "
               "pot and the hand is folded."),
    RulingCode("UNDERCALL_WITHDRAWN", "UNDERCALL",
               "Unaware of a raise, a player takes back his short call and decides again."),
    RulingCode("ONE_CHIP_CALL", "ONE-CHIP-RULE",
               "One oversized chip without a raise declared is a call."),
    RulingCode("ONE_CHIP_BET", "ONE-CHIP-RULE",
               "One chip with no bet to face is a bet of its full value."),
    RulingCode("MULTI_CHIP_CALL", "MULTI-CHIP-BET", "Chips that are all needed make a call."),
    RulingCode("ALL_IN_LAST_CHIPS", "MULTI-CHIP-BET",
               "A player's last chips pushed out make him all in."),
    RulingCode("FIFTY_PERCENT_RAISE", "FIFTY-PERCENT-RULE",
               "Half a raise or more over the call must be made a full raise."),
    RulingCode("FIFTY_PERCENT_CALL", "FIFTY-PERCENT-RULE",
               "Less than half a raise over the call is a call; the excess goes back."),
    RulingCode("BROUGHT_TO_MINIMUM", "NL-MIN-BET",
               "A bet short of the minimum bet is brought up to it."),
    RulingCode("RAISE_BROUGHT_TO_MINIMUM", "NL-MIN-RAISE",
               "A raise short of the minimum raise is brought up to it."),
    RulingCode("LIMIT_SIZE_CORRECTED", "LIMIT-BET-SIZES",
               "A fixed-limit wager of the wrong size is made the street's size."),
    RulingCode("TABLE_STAKES_ALL_IN", "TABLE-STAKES",
               "A wager named beyond the player's chips is all in: only chips on the table play."),
    RulingCode("REDUCED_TO_MAXIMUM", "PL-MAX",
               "A wager above the pot-limit maximum is cut back to it."),
    RulingCode("ACTION_OUT_OF_TURN", "ACTION-OUT-OF-TURN",
               "An action out of turn is held: it binds unless the action to the seat changes."),
    RulingCode("OUT_OF_TURN_BINDS", "ACTION-OUT-OF-TURN",
               "The action did not change: the out-of-turn action is made."),
    RulingCode("OUT_OF_TURN_RELEASED", "ACTION-OUT-OF-TURN",
               "A bet or raise changed the action: the out-of-turn action is void."),
    RulingCode("OUT_OF_TURN_FOLD", "ACTION-OUT-OF-TURN", "A fold out of turn binds."),
    RulingCode("SKIPPED_HAND_DEAD", "SKIPPED-PLAYER",
               "A skipped player let the threshold pass behind him facing a bet: his hand is "
               "dead and the actions behind him stand."),
    RulingCode("SKIPPED_CHECKS", "SKIPPED-PLAYER",
               "A skipped player let the threshold pass behind him with no bet: he has "
               "checked and the actions behind him stand."),
    RulingCode("SKIPPED_LIMITED", "SKIPPED-PLAYER",
               "skipped_player_hand limited: a skipped player keeps his hand but may only "
               "check, call or fold for the rest of the round."),
    RulingCode("EXPOSED_DURING_PLAY", "EXPOSE-DURING-PLAY",
               "A player showed a card with action still to come: the hand stays live and the "
               "card, seen by all, plays."),
    RulingCode("HAND_KILLED", "PROTECT-HAND",
               "The dealer killed a hand by mistake: it is dead, with no redress; only an "
               "uncalled bet or raise goes back."),
    RulingCode("CLOCK_HAND_DEAD", "CLOCK",
               "Time called on a player ran out while he faced a bet: his hand is dead."),
    RulingCode("CLOCK_CHECKED", "CLOCK",
               "Time called on a player ran out with no bet to face: he has checked."),
    RulingCode("SHORT_WAGER_CORRECTED", "UNDERRAISE-CORRECTION",
               "A bet or raise short of the minimum, found on its street, is made the minimum; "
               "its callers add the difference."),
    RulingCode("SHORT_WAGER_STANDS", "UNDERRAISE-CORRECTION",
               "A short bet or raise found after its street's betting is over stands."),
    RulingCode("MISCOUNT_CORRECTED", "PL-MISCOUNT",
               "A pot bet made on a miscount, found before substantial action, is made the "
               "pot."),
    RulingCode("MISCOUNT_STANDS", "PL-MISCOUNT",
               "A pot bet made on a miscount, found after substantial action or its street, "
               "stands."),
    RulingCode("HAND_VOID_FOULED_DECK", "FOULED-DECK",
               "A duplicate or wrong-back card is found: the hand is void and every chip goes "
               "back to the player who put it in."),
    RulingCode("FOULED_STUB_ACTION_STANDS", "FOULED-DECK",
               "fouled_deck_in_stub action_stands: a defective card found only among the "
               "unused stub cards undoes no action; the hand plays on."),
    RulingCode("ASKED_HAND_SHOWN", "SHOWDOWN-ASK-TO-SEE",
               "A called hand thrown away is shown at a player's request and stays dead."),
    RulingCode("ASKED_HAND_LIVE", "SHOWDOWN-ASK-TO-SEE",
               "The winner asked to see a called hand: both hands are live and the better "
               "one wins (the pots awarded again)."),
    RulingCode("AWAY_AT_DEAL", "AT-SEAT",
               "A player away from his seat when the last hole card was dealt has a dead "
               "hand; his blinds and antes stay in the pot."),
    RulingCode("MUCKED_WHILE_LIVE", "SHOWDOWN-MUCK-WHILE-LIVE",
               "A live hand thrown away before the showdown is dead."),
    RulingCode("DISCARD_HELD", "SHOWDOWN-MUCK-WHILE-LIVE",
               "held_for_the_floor: a bettor threw his hand away with a player still to act; "
               "the dealer holds the cards and the hand stays live."),
    RulingCode("BOARD_DECLARED", "PLAY-THE-BOARD",
               "A player declares playing the board before his cards leave his hand."),
    RulingCode("RESHUFFLE", "RESHUFFLE-PROTOCOL",
               "The stub is reshuffled with the returned cards, not burns or discards."),
    RulingCode("CUTOFF_PASSED", "MISDEAL-CUTOFF",
               "A dealing error found after the misdeal cutoff: no misdeal, the hand plays."),
    RulingCode("WRONG_COUNT_DEAD", "DEAL-WRONG-COUNT",
               "After the cutoff a hand with the wrong number of cards is dead."),
    RulingCode("MISSING_CARD_DEALT", "BUTTON-CARDS",
               "The button short a card gets it: before the cutoff if it is still the top "
               "card, or (button_may_catch_up) the top card of the stub until he acts."),
    RulingCode("MISSING_CARDS_IN_SEQUENCE", "DEAL-WRONG-COUNT",
               "in_sequence_before_cutoff: seats short a card before the cutoff get the "
               "missing cards, still the top cards of the stub, in sequence."),
    RulingCode("BUTTON_CONSECUTIVE_CARDS", "BUTTON-CARDS",
               "button_may_catch_up: the button passed over in the deal receives two "
               "consecutive cards at its end, no misdeal."),
    RulingCode("STUB_DROPPED", "STUB-DISORDERED",
               "A dropped stub is shuffled with whatever it mixed with, and play goes on."),
    RulingCode("BOARD_REBUILT", "BOARD-ERROR-ALLIN",
               "Nobody could bet: board errors are put right before the pot is awarded."),
    RulingCode("RUN_OUT_BOARD_STANDS", "BOARD-ERROR-ALLIN",
               "Nobody could bet; found after the next street was dealt, the board stands."),
    RulingCode("ACTED_BEFORE_AMOUNT", "WAIT-FOR-AMOUNT",
               "A call made before the bet's amount was known is held to that amount."),
    RulingCode("BOUND_TO_AMOUNT", "WAIT-FOR-AMOUNT",
               "The call made before the amount was known is made at the amount named."),
    RulingCode("WRONG_COUNT", "ACCEPTED-ACTION",
               "The count a player was given is not the bet he faces."),
    RulingCode("ACCEPTED_ACTION", "ACCEPTED-ACTION",
               "A call after a wrong count accepts the full bet."),
    RulingCode("GROSS_MISUNDERSTANDING", "ACCEPTED-ACTION",
               "A call on a count far short of the bet is taken back: call the bet or fold."),
    RulingCode("HAND_NOT_TABLED", "SHOWDOWN-TABLE-ALL",
               "Only some hole cards shown: the hand has no claim until all are face up."),
    RulingCode("MUCK_RETRIEVED", "MUCK-RETRIEVAL",
               "Cards thrown away at the showdown, still identifiable, are taken back and play."),
    RulingCode("ALL_IN_EXPOSURE", "ALL-IN-EXPOSE",
               "A player is all in and no one can bet: every hand still in is turned up."),
    RulingCode("BURN_ERROR_STANDS", "BURN-ONE-PER-STREET",
               "A missing or extra burn found after action on the card: the card stands."),
    RulingCode("BURN_RESTORED", "BURN-ONE-PER-STREET",
               "restore_sequence: the next burn takes the cards that put the sequence right."),
)  # fmt: skip

#: Every ruling code the reference dealer can issue, by code.
RULING_CODES: Mapping[str, RulingCode] = MappingProxyType({c.code: c for c in _CODES})


def ruling(code: str, message: str) -> Ruling:
    """A ruling with the rule id registered for ``code``."""
    return Ruling(code, RULING_CODES[code].rule, message)
