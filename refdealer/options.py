"""House options and profiles: the rule book a table follows, as data.

Each :class:`HouseOption` names one place where card rooms differ, its allowed values, and
its default under each profile (catalog section 2 and decision 13). ``supported`` lists
the values this dealer models today; a setup asking for another value is refused rather
than silently played under the wrong rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from refdealer.errors import SetupError
from refdealer.limits import MAX_INTEGER, short_repr

OptionValue = str | int

PROFILES: tuple[str, ...] = ("rrop-cash", "tda-2024")
DEFAULT_PROFILE = "rrop-cash"
#: Profiles whose every default the dealer models today: Robert's Rules for a cash game and
#: the Poker TDA rules of 2024 for a tournament.
SUPPORTED_PROFILES: tuple[str, ...] = ("rrop-cash", "tda-2024")


@dataclass(frozen=True, slots=True)
class HouseOption:
    """One named house rule: its allowed values and each profile's default."""

    name: str
    rule: str
    summary: str
    values: tuple[OptionValue, ...] | None
    defaults: Mapping[str, OptionValue]
    supported: tuple[OptionValue, ...] | None
    source: str
    #: Why the values outside ``supported`` are not modelled (said when setup refuses one).
    unmodelled: str = ""
    #: Where it is read: ``hand`` (by the hand's rules) or ``session`` (only between hands,
    #: by :mod:`refdealer.session`: a single hand takes it and never reads it).
    scope: str = "hand"

    @property
    def modelled(self) -> tuple[OptionValue, ...] | None:
        """The values a hand's setup may take (``None``: any positive integer): what
        :meth:`check` lets through, and what the reference's ``hello`` declares."""
        return self.supported if self.supported is not None else self.values

    def check(self, value: object) -> OptionValue:
        """The value if it is allowed and modelled; otherwise a :class:`SetupError`."""
        field = f"house.{self.name}"
        if self.values is None:
            if (
                not isinstance(value, int)
                or isinstance(value, bool)
                or not 1 <= value <= MAX_INTEGER
            ):
                raise SetupError(field, f"expected a positive integer, got {short_repr(value)}")
            return value
        if value not in self.values:
            allowed = ", ".join(repr(v) for v in self.values)
            raise SetupError(field, f"{short_repr(value)} is not one of {allowed}")
        assert isinstance(value, str | int)
        if value not in (self.modelled or ()):
            why = f": {self.unmodelled}" if self.unmodelled else " yet"
            raise SetupError(field, f"{value!r} is catalogued but not modelled by this dealer{why}")
        return value


def _option(
    name: str,
    rule: str,
    summary: str,
    values: tuple[OptionValue, ...] | None,
    rrop: OptionValue,
    tda: OptionValue,
    source: str,
    supported: tuple[OptionValue, ...] | None = None,
    unmodelled: str = "",
    scope: str = "hand",
) -> HouseOption:
    return HouseOption(
        name=name,
        rule=rule,
        summary=summary,
        values=values,
        defaults=MappingProxyType({"rrop-cash": rrop, "tda-2024": tda}),
        supported=supported,
        source=source,
        unmodelled=unmodelled,
        scope=scope,
    )


_OPTIONS: tuple[HouseOption, ...] = (
    _option("button_mode", "DEAD-BUTTON", "How the button moves after a seat empties.",
            ("dead", "moving"), "dead", "dead", "RRoP s4 r2, s16 Expl 1; TDA 32",
            scope="session"),
    _option("multi_bust_ranking", "MULTIPLE-BUSTS",
            "How players knocked out on the same hand rank: by their stacks at its start (equal "
            "stacks tie), or all sharing the best of their places (the hand-for-hand rule).",
            ("starting_stack", "shared"), "starting_stack", "starting_stack",
            "RRoP s15; TDA RP-8A (TDA is silent off the bubble: the RRoP rule fills the gap)",
            scope="session"),
    _option("hand_for_hand_busts", "HAND-FOR-HAND",
            "How players knocked out on the same hand-for-hand hand rank: by their stacks at "
            "its start, or all sharing the best of their places.",
            ("starting_stack", "shared"), "starting_stack", "shared",
            "RRoP s15 (no bubble exception); TDA RP-8A", scope="session"),
    _option("hand_for_hand_minutes", "HAND-FOR-HAND",
            "Minutes taken off the level clock for each hand played hand for hand (the clock "
            "does not run in between): at most 3.",
            (1, 2, 3), 2, 2,
            "TDA RP-8 (at most 3 minutes a hand, 2 recommended); RRoP s15 has no hand-for-hand "
            "clock: the TDA's recommended value", scope="session"),
    _option("misplaced_button_after_hand", "BUTTON-MISPLACED",
            "A button found misplaced only after its hand: the next hands' button and blinds "
            "are placed so each player still takes each position once in the round (replace), "
            "or the button moves on from where it was (stands).",
            ("replace", "stands"), "replace", "stands",
            "RRoP s3 Irregularities #1; TDA 34-A (the button is not moved back)",
            scope="session"),
    _option("chip_race", "CHIP-RACE",
            "How a colour-up races the odd chips: a chip per high card with half a chip "
            "rounded up, or at most one chip a player with a remainder short of a chip removed.",
            ("per_card", "one_chip_per_player"), "per_card", "one_chip_per_player",
            "RRoP s15; TDA 24-A, 24-C", scope="session"),
    _option("misdeal_cutoff", "MISDEAL-CUTOFF", "When a misdeal can no longer be called.",
            ("two_acted", "substantial_action"), "two_acted", "substantial_action",
            "RRoP s3 Misdeals 1; TDA 35-D, 36"),
    _option("exposed_first_cards", "DEAL-EXPOSED-FIRST-TWO",
            "Which early dealer-exposed hole cards cause a misdeal.",
            ("first_or_second", "first_only"), "first_or_second", "first_or_second",
            "RRoP s5 r1; TDA 35-A-7"),
    _option("extra_card_to_first_player", "EXTRA-HOLE-CARD",
            "A third-pass card to the first seat: the burn, or a misdeal.",
            ("becomes_burn", "misdeal"), "becomes_burn", "misdeal", "RRoP s5 r2; TDA 35-A-5"),
    _option("button_card_errors", "BUTTON-CARDS",
            "A button short a card, or given two consecutive cards after being skipped.",
            ("in_sequence_before_cutoff", "button_may_catch_up"), "in_sequence_before_cutoff",
            "button_may_catch_up", "RRoP s3 Misdeals 2(e), Dead Hands 1(d); TDA 35-B, 37"),
    _option("flop_too_many", "FLOP-TOO-MANY", "What a four-card flop leads to.",
            ("reshuffle_redeal", "scramble_random_burn"), "reshuffle_redeal",
            "scramble_random_burn", "RRoP s5 r3; TDA 39-A"),
    _option("flop_without_burn", "BURN-MISSED-FLOP", "A flop turned without a burn.",
            ("rectify_or_reshuffle", "scramble_pick_burn"), "rectify_or_reshuffle",
            "scramble_pick_burn", "RRoP s5 r4; TDA 39-B"),
    _option("burn_error_policy", "BURN-ONE-PER-STREET", "How missed or extra burns are fixed.",
            ("restore_sequence", "one_burn_per_street"), "restore_sequence",
            "one_burn_per_street", "RRoP s5 burn rule; TDA 38"),
    _option("board_error_allin", "BOARD-ERROR-ALLIN",
            "A burn error in an all-in run-out: rebuilt until the pot is pushed, or fixed only "
            "before the next street's cards.",
            ("rebuild", "before_next_street"), "rebuild", "before_next_street",
            "RRoP s5 burn rule (all-in sentence); TDA 39-B; catalog decision 9"),
    _option("premature_turn", "TURN-PREMATURE", "How a turn card dealt too early is replaced.",
            ("river_becomes_turn", "reshuffle_redeal_turn"), "river_becomes_turn",
            "reshuffle_redeal_turn", "RRoP s5 premature-turn rule; TDA RP-5B"),
    _option("redeal_burn_after_premature", "FLOP-PREMATURE",
            "Whether a card redealt after a premature card gets a fresh burn.",
            ("none", "burn"), "none", "none", "RRoP s5, s16 Expl 2; TDA RP-5"),
    _option("limit_cap_raises", "CAP-LIMIT",
            "Raises allowed after the bet in a fixed-limit round (a bet and N raises).",
            None, 3, 3, "RRoP s3 Betting; TDA 48"),
    _option("heads_up_uncapped", "CAP-HEADS-UP",
            "Whether raising is unlimited once the pot is heads-up before the cap (a "
            "tournament's last two players: yes, catalog decision 13).",
            ("yes", "no"), "yes", "no", "RRoP s3 Betting, s15; TDA 48"),
    _option("raise_multi_motion_after_verbal", "STRING-BET",
            "Whether several chip motions may follow a declared raise.",
            ("allowed", "forbidden"), "allowed", "forbidden", "RRoP s14 NL; TDA 42"),
    _option("pl_sb_counts_as_bb", "PL-MAX",
            "Whether pot-limit sizing before the flop counts the small blind as a big blind.",
            ("no", "yes"), "no", "no", "RRoP s14 PL 6; TDA 54-B"),
    _option("no_limit_pot_with_chips", "INVALID-DECLARATIONS",
            'What "pot" said in no-limit with chips pushed out makes the wager.',
            ("pot_size", "chips_play"), "pot_size", "chips_play", "RRoP s14 NL; TDA 40-A, 54-D"),
    _option("play_board_requirement", "PLAY-THE-BOARD", "What a board player must do to share.",
            ("declare_before_discard", "table_all_cards"), "declare_before_discard",
            "table_all_cards", "RRoP s5, s3 Showdown 1; TDA 19, 13-A"),
    _option("muck_retrieval", "MUCK-RETRIEVAL",
            "Whether cards thrown away at the showdown may be taken back and tabled.",
            ("dead", "until_pushed"), "dead", "until_pushed",
            "RRoP s3 Dead Hands 2 (management's discretion); TDA 14"),
    _option("fouled_deck_in_stub", "FOULED-DECK",
            "A duplicate or wrong-back card found only among the unused stub cards: the action "
            "stands and the hand plays on, or the hand is void as for a card in play.",
            ("action_stands", "hand_void"), "action_stands", "hand_void",
            "RRoP s3 Irregularities 3-6; TDA 35-E"),
    _option("ask_to_see_hand", "SHOWDOWN-ASK-TO-SEE",
            "Who may ask to see a called hand thrown away at the showdown: any player dealt "
            "in (the winner's request makes it live), or only a caller still holding or "
            "having tabled his cards, of the river's last aggressor (the rest the floor's).",
            ("any_called_hand", "callers_see_last_aggressor"), "any_called_hand",
            "callers_see_last_aggressor", "RRoP s3 Showdown 5; TDA 18"),
    _option("showdown_order", "SHOWDOWN-ORDER",
            "Whether side-pot contenders show before a player all in for the main pot only.",
            ("side_pots_first", "clockwise"), "side_pots_first", "clockwise",
            "RRoP s3 Showdown 7; TDA 17-A, 16"),
    _option("oot_check_may_raise_if_action_changes", "ACTION-OUT-OF-TURN",
            "Whether an out-of-turn checker may raise after the action changes.",
            ("no", "yes"), "no", "yes", "RRoP s3 Betting; TDA 53-A"),
    _option("oot_call_may_raise_if_action_changes", "ACTION-OUT-OF-TURN",
            "Whether an out-of-turn caller may raise after the action changes.",
            ("no", "yes"), "no", "yes", "RRoP s3 Betting; TDA 53-A"),
    _option("skipped_player_lost_right_after", "SKIPPED-PLAYER",
            "When a skipped player loses the right to act.",
            ("three_players", "substantial_action"), "three_players", "substantial_action",
            "RRoP s3 Betting; TDA 53-B"),
    _option("live_discard", "SHOWDOWN-MUCK-WHILE-LIVE",
            "A bettor who throws his hand away while another player still has to act: dead, "
            "or held by the dealer for the floor and live while retrievable.",
            ("dead", "held_for_the_floor"), "dead", "held_for_the_floor",
            "RRoP s3 Dead Hands 1(b); TDA 15-B"),
    _option("skipped_player_hand", "SKIPPED-PLAYER",
            "What is left of a skipped player's hand once he has lost the right to act: dead "
            "facing a bet, else checked (and free after, or limited to checking, calling or "
            "folding for the round); or kept, limited for the round.",
            ("dead_or_checked", "dead_or_limited", "limited"), "dead_or_checked",
            "dead_or_limited", "RRoP s3 Betting (time rule), s3 Betting 1; TDA 53-B"),
    _option("odd_chip_method", "ODD-CHIP", "Who receives the odd chip of a split pot.",
            ("left_of_button", "high_card_by_suit"), "left_of_button", "left_of_button",
            "RRoP s3 Ties 5; TDA 20-A"),
    _option("odd_chip_multiple", "ODD-CHIP", "How several odd chips are handed out.",
            ("one_each_clockwise",), "one_each_clockwise", "one_each_clockwise",
            "RRoP s3 Ties 4; TDA 20"),
    _option("chip_unit", "ODD-CHIP", "The smallest chip in play: pots split in whole units.",
            None, 1, 1, "RRoP s3 Ties 3; TDA 20"),
    _option("all_in_exposure", "ALL-IN-EXPOSE",
            "Whether hands are turned up once a player is all in and betting is over.",
            ("off", "on"), "off", "on", "RRoP s15; TDA 16"),
    _option("undercall_when_unaware_of_raise", "UNDERCALL",
            "How a call short of a raise is ruled: brought up, or taken back by a player "
            "unaware of the raise (RRoP); TDA 51-B's matrix (full call heads-up, else the floor).",
            ("withdraw_if_no_one_acted", "tda_51b_matrix"), "withdraw_if_no_one_acted",
            "tda_51b_matrix", "RRoP s3 Betting; TDA 51-B"),
    _option("undercall_floor_choice", "UNDERCALL",
            "Under TDA 51-B's matrix, an undercall the book leaves to the floor (multi-way "
            "facing a raise, or out of turn): decided case by case, always a full call, or "
            "always the chips forfeited and a fold.",
            ("floor", "full_call", "forfeit_and_fold"), "floor", "floor",
            "TDA 51-B, Addendum 51 ex 4; RRoP s3 Betting (low calls brought up)"),
    _option("gross_misunderstanding_relief", "ACCEPTED-ACTION",
            "Whether a caller who misunderstood the amount gets relief.",
            ("yes", "no"), "yes", "no", "RRoP s14 NL 7; TDA 49, 51-A"),
    _option("joker_or_nonstandard_before_action", "NONSTANDARD-CARD",
            "A joker or non-deck card found before action.",
            ("replace", "misdeal"), "replace", "misdeal",
            "RRoP s3 Irregularities (joker rule), s3 Dead Hands 1(e); TDA 35-A-6, 35-D"),
    _option("burn_before_hole_cards", "DEAL-ORDER", "Whether a card is burned before the deal.",
            ("no", "yes"), "no", "no", "RRoP glossary", supported=("no",),
            unmodelled="the deal always starts with the top card to the first seat"),
    _option("straddle", "STRADDLE",
            "Whether one live straddle (twice the big blind, from the seat left of the big "
            "blind, no-limit and pot-limit only) is allowed.",
            ("allowed", "off"), "allowed", "off", "RRoP s14 NL; RRoP s4; TDA (no straddle)"),
    _option("kill_pot", "KILL-POT",
            "Whether the game is a kill game, and its kill: a full kill (twice the big blind, "
            "the limits doubled) or a half kill (one and a half times, the limits too); "
            "fixed-limit only.",
            ("off", "full", "half"), "off", "off", "RRoP s13 preamble; TDA (no kill pots)"),
    _option("extra_burn_before_action", "BURN-EXTRA",
            "An extra burn found before action on the street.",
            ("restore", "card_plays"), "restore", "card_plays", "RRoP s5 burn rule; TDA 38"),
    _option("exposed_replacement_after_cutoff", "MISDEAL-TWO-EXPOSED",
            "An exposed replacement card after the cutoff.",
            ("discard_and_replace",), "discard_and_replace", "discard_and_replace",
            "catalog decision 2", supported=(),
            unmodelled="a replacement is dealt as the deal ends, before the cutoff can pass"),
    _option("extra_board_card", "BOARD-EXTRA-LATER",
            "Two cards turned together on the turn or river.",
            ("reshuffle_redeal", "scramble_pick_burn"), "reshuffle_redeal", "scramble_pick_burn",
            "catalog decision 10; TDA RP-14"),
)  # fmt: skip

#: The options a hand reads only when its setup posts a straddle or a kill (``straddle``,
#: ``kill``): random setups, which post neither, leave them out.
OVERBLIND_OPTIONS: frozenset[str] = frozenset({"straddle", "kill_pot"})

#: Every house option, by name: the one list the dealer, the docs and validation use.
HOUSE_OPTIONS: Mapping[str, HouseOption] = MappingProxyType({o.name: o for o in _OPTIONS})


def profile_defaults(profile: str) -> dict[str, OptionValue]:
    """Every option's default under ``profile``."""
    if profile not in PROFILES:
        raise SetupError("profile", f"unknown profile {profile!r}; known: {', '.join(PROFILES)}")
    return {name: option.defaults[profile] for name, option in HOUSE_OPTIONS.items()}


def resolve_options(profile: str, overrides: Mapping[str, object]) -> dict[str, OptionValue]:
    """The profile's defaults with ``overrides`` applied, each checked against its option."""
    if not overrides and profile in _DEFAULTS_CACHE:
        return dict(_DEFAULTS_CACHE[profile])
    if profile not in SUPPORTED_PROFILES:
        if profile in PROFILES:
            raise SetupError("profile", f"profile {profile!r} is catalogued but not modelled yet")
        raise SetupError("profile", f"unknown profile {profile!r}; known: {', '.join(PROFILES)}")
    options = profile_defaults(profile)
    for name, value in overrides.items():
        option = HOUSE_OPTIONS.get(name)
        if option is None:
            raise SetupError(f"house.{name}", "unknown house option")
        options[name] = option.check(value)
    if not overrides:
        _DEFAULTS_CACHE[profile] = dict(options)
    return options


_DEFAULTS_CACHE: dict[str, dict[str, OptionValue]] = {}
