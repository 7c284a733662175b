"""The table setup of one hand, parsed from the protocol's setup dict with exact errors.

Every hand starts by parsing one, so the usual well-formed values (an integer in range, a
seat key as JSON writes it, a game by its name) are taken at a glance and only the others
go through the checker that names what is wrong: that is 4 % of a typed hand's
instructions (benchmarks/count_instructions.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any

from refdealer.errors import CardError, SetupError
from refdealer.limits import MAX_INTEGER, MAX_NUMBER_DIGITS, short_repr
from refdealer.options import DEFAULT_PROFILE, OptionValue, resolve_options
from refdealer.table.cards import Card, parse_cards, parse_deck
from refdealer.table.seating import Seating

MIN_SEATS = 2
MAX_SEATS = 10


class Game(Enum):
    """The betting structure."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    FIXED_LIMIT = "fixed-limit"


@dataclass(frozen=True, slots=True)
class Post:
    """A blind posted by a seat outside the blinds before the deal (a hand in a session).

    ``live`` chips are a bet in front of the seat, as a big blind is, and keep its option to
    raise (a new player's blind, NEW-PLAYER-BLIND; the big blind a returning player makes
    up, MISSED-BLINDS); ``dead`` chips go straight into the pot and match no bet (a missed
    small blind made up).
    """

    seat: int
    live: int
    dead: int

    def to_dict(self) -> dict[str, int]:
        return {"seat": self.seat, "live": self.live, "dead": self.dead}


#: The kinds of :class:`Overblind`: a straddle (STRADDLE) and a kill (KILL-POT).
STRADDLE = "straddle"
KILL = "kill"

#: A kill's size against the big blind and the limits, by house option ``kill_pot``, as a
#: fraction (numerator, denominator): a full kill doubles them, a half kill makes them one
#: and a half times (RRoP s13 preamble).
KILL_FACTORS: Mapping[str, tuple[int, int]] = MappingProxyType({"full": (2, 1), "half": (3, 2)})


@dataclass(frozen=True, slots=True)
class Overblind:
    """A live blind above the big blind, posted by one seat before the deal.

    A straddle (STRADDLE) is twice the big blind from the seat left of it; its poster acts
    last before the flop. A kill (KILL-POT) is the kill game's size of the big blind, from
    whoever owes it, and lifts the limits as much; the killer acts in his turn (RRoP s13
    #2). Either way ``amount`` is the bet to match before the flop and the raise to beat,
    and a killer in a blind puts his blind towards it.
    """

    kind: str
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class TableSetup:
    """Everything fixed before the first card: seats, chips, blinds, rules and the deck."""

    game: Game
    small_blind: int
    big_blind: int
    ante: int
    #: Who posts the ante: ``each`` seat, or the ``big_blind`` for the whole table (BBA).
    ante_mode: str
    small_bet: int
    big_bet: int
    seats: tuple[int, ...]
    stacks: Mapping[int, int]
    button: int
    profile: str
    options: Mapping[str, OptionValue]
    deck: tuple[Card, ...]
    reshuffles: tuple[tuple[Card, ...], ...]
    #: (small blind seat or ``None``, big blind seat) named by the table, or ``None``: the
    #: seats left of the button. ``None`` for the small blind: none is posted (DEAD-BUTTON).
    blind_seats: tuple[int | None, int] | None = None
    #: Blinds posted by seats outside the blinds, after the blinds (see :class:`Post`).
    posts: tuple[Post, ...] = ()
    #: A straddle or a kill, posted after the blinds and posts (see :class:`Overblind`).
    overblind: Overblind | None = None

    @property
    def preflop_bet(self) -> int:
        """The bet to match before the flop: the big blind, or the straddle or kill."""
        overblind = self.overblind
        return self.big_blind if overblind is None else overblind.amount

    @property
    def heads_up(self) -> bool:
        return len(self.seats) == 2

    def option(self, name: str) -> OptionValue:
        return self.options[name]


def _integer(value: object, field: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError(field, f"expected an integer, got {short_repr(value)}")
    if value < minimum:
        raise SetupError(field, f"must be at least {minimum}, got {short_repr(value)}")
    if value > MAX_INTEGER:
        raise SetupError(
            field, f"must be at most {MAX_INTEGER} (MAX_INTEGER), got {short_repr(value)}"
        )
    return value


def _seat_number(value: object, field: str) -> int:
    """A seat: an integer, or its number written the one way JSON writes it ("1" to "10").

    Any other text is refused, not read: ``"01"``, ``" 1"`` and ``"1\n"`` would each name
    seat 1 too, so one setup could list a seat twice under different keys; and
    ``str.isdigit()`` takes ``"²"`` (which ``int()`` refuses) and ``"٣"``.
    """
    if isinstance(value, str):
        number = _SEAT_KEYS.get(value)
        if number is not None:
            return number
        canonical = value.isascii() and value.isdigit() and (value == "0" or value[0] != "0")
        if not canonical:
            raise SetupError(
                field,
                f'a seat is a number 1-{MAX_SEATS} written plainly ("1", not "01", " 1" or '
                f'"1\\n"), got {short_repr(value)}',
            )
        if len(value) > MAX_NUMBER_DIGITS:
            raise SetupError(field, f"a seat is a number 1-{MAX_SEATS}, got {short_repr(value)}")
        number = int(value)
    elif isinstance(value, int) and not isinstance(value, bool):
        number = value
    else:
        raise SetupError(field, f"a seat is a number 1-{MAX_SEATS}, got {short_repr(value)}")
    if not 1 <= number <= MAX_SEATS:
        raise SetupError(field, f"a seat is a number 1-{MAX_SEATS}, got {short_repr(number)}")
    return number


#: Each game by its protocol name (``Game(name)`` without the Enum call).
_GAMES: dict[str, Game] = {game.value: game for game in Game}

#: ``ante_mode`` values: every seat antes (``each``), or the big blind antes for the whole
#: table, blind first (``big_blind``: the big blind ante, catalog BBA, TDA RP-11).
ANTE_EACH = "each"
ANTE_BIG_BLIND = "big_blind"
ANTE_MODES = (ANTE_EACH, ANTE_BIG_BLIND)


def _ante_mode(value: object, ante: int) -> str:
    if value not in ANTE_MODES:
        choices = ", ".join(ANTE_MODES)
        raise SetupError("ante_mode", f"{short_repr(value)} is not one of {choices}")
    assert isinstance(value, str)
    if value == ANTE_BIG_BLIND and not ante:
        raise SetupError("ante_mode", "a big blind ante needs an ante above 0 (setup.ante)")
    return value


#: The fields of a setup dict.
_SETUP_FIELDS = frozenset(
    {"game", "blinds", "ante", "ante_mode", "limits", "seats", "button", "profile", "house",
     "deck", "reshuffles", "blind_seats", "posts", "straddle", "kill"}
)  # fmt: skip

#: A list or a tuple: a tuple of classes for isinstance (``list | tuple`` would make a new
#: union object on every call).
_SEQUENCES = (list, tuple)

#: The ``house`` of a setup that has none (never changed).
_NO_HOUSE: Mapping[str, object] = MappingProxyType({})

#: Seat keys as JSON writes them ("1".."10"), read at a glance; others go to _seat_number.
_SEAT_KEYS: dict[str, int] = {str(number): number for number in range(1, MAX_SEATS + 1)}


def parse_setup(raw: Mapping[str, Any], default_profile: str = DEFAULT_PROFILE) -> TableSetup:
    """Check and parse a setup dict of the protocol; errors name the field at fault."""
    if type(raw) is not dict and not isinstance(raw, Mapping):
        raise SetupError("", f"a setup is a JSON object, got {type(raw).__name__}")
    if not _SETUP_FIELDS.issuperset(raw):
        for key in raw:
            if key not in _SETUP_FIELDS:
                raise SetupError(str(key), "unknown setup field")

    game_name = raw.get("game", "no-limit")
    try:
        game = (
            _GAMES[game_name] if type(game_name) is str and game_name in _GAMES else Game(game_name)
        )
    except ValueError:
        choices = ", ".join(g.value for g in Game)
        raise SetupError("game", f"{short_repr(game_name)} is not one of {choices}") from None

    blinds = raw.get("blinds")
    if not isinstance(blinds, _SEQUENCES) or len(blinds) != 2:
        raise SetupError("blinds", f"expected [small, big], got {short_repr(blinds)}")
    small_blind, big_blind = blinds
    if type(small_blind) is not int or not 0 <= small_blind <= MAX_INTEGER:
        small_blind = _integer(small_blind, "blinds[0]", 0)
    if type(big_blind) is not int or not 1 <= big_blind <= MAX_INTEGER:
        big_blind = _integer(big_blind, "blinds[1]", 1)
    if small_blind > big_blind:
        raise SetupError("blinds", f"small blind {small_blind} exceeds big blind {big_blind}")
    ante = raw.get("ante", 0)
    if type(ante) is not int or not 0 <= ante <= MAX_INTEGER:
        ante = _integer(ante, "ante", 0)
    ante_mode = raw.get("ante_mode", ANTE_EACH)
    if type(ante_mode) is not str or ante_mode != ANTE_EACH:
        ante_mode = _ante_mode(ante_mode, ante)

    small_bet = big_blind
    big_bet = 2 * big_blind
    limits = raw.get("limits")
    if game is Game.FIXED_LIMIT:
        if limits is not None:
            if not isinstance(limits, Mapping):
                raise SetupError("limits", "expected {small_bet, big_bet}")
            for key in limits:
                if key not in ("small_bet", "big_bet"):
                    raise SetupError(f"limits.{key}", "unknown limits field")
            small_bet = _integer(limits.get("small_bet", big_blind), "limits.small_bet", 1)
            big_bet = _integer(limits.get("big_bet", 2 * small_bet), "limits.big_bet", 1)
    elif limits is not None:
        raise SetupError("limits", f"only a fixed-limit game has limits, not {game.value}")

    seats_raw = raw.get("seats")
    if type(seats_raw) is not dict and not isinstance(seats_raw, Mapping):
        raise SetupError("seats", 'expected an object of seat -> stack, e.g. {"1": 200}')
    stacks: dict[int, int] = {}
    for key, stack in seats_raw.items():
        number = _SEAT_KEYS.get(key) if type(key) is str else None
        if number is None:
            plain = isinstance(key, str) and key.isprintable() and key == key.strip()
            shown = key if plain else short_repr(key)
            number = _seat_number(key, f"seats.{shown}")
        if number in stacks:
            raise SetupError(f"seats.{key}", f"seat {number} is listed twice")
        if type(stack) is not int or not 1 <= stack <= MAX_INTEGER:
            stack = _integer(stack, f"seats.{key}", 1)
        stacks[number] = stack
    if not MIN_SEATS <= len(stacks) <= MAX_SEATS:
        raise SetupError("seats", f"a table has {MIN_SEATS}-{MAX_SEATS} seats, got {len(stacks)}")
    seats = tuple(sorted(stacks))

    button = raw.get("button")
    if type(button) is not int or not 1 <= button <= MAX_SEATS:
        button = _seat_number(button, "button")
    if len(seats) == 2 and button not in stacks:
        raise SetupError("button", f"heads-up the button must be on a player, not seat {button}")

    profile = raw.get("profile", default_profile)
    if not isinstance(profile, str):
        raise SetupError("profile", f"expected a profile name, got {short_repr(profile)}")
    house = raw.get("house", _NO_HOUSE)
    if type(house) is not dict and not isinstance(house, Mapping):
        raise SetupError("house", "expected an object of option -> value")
    options = resolve_options(profile, house)

    if "deck" not in raw:
        raise SetupError("deck", "a setup needs the stacked deck: 52 distinct cards, top first")
    deck_raw = raw["deck"]
    if not isinstance(deck_raw, _SEQUENCES):
        raise SetupError("deck", "expected a list of 52 cards")
    try:
        deck = tuple(parse_deck(deck_raw))
    except CardError as error:
        raise SetupError("deck", str(error)) from None

    reshuffles_raw = raw.get("reshuffles", ())
    if not isinstance(reshuffles_raw, _SEQUENCES):
        raise SetupError("reshuffles", "expected a list of card orders")
    reshuffles: list[tuple[Card, ...]] = []
    for index, order in enumerate(reshuffles_raw):
        if not isinstance(order, _SEQUENCES):
            raise SetupError(f"reshuffles[{index}]", "expected a list of cards")
        try:
            cards = parse_cards(order)
        except CardError as error:
            raise SetupError(f"reshuffles[{index}]", str(error)) from None
        if len(set(cards)) != len(cards):
            raise SetupError(f"reshuffles[{index}]", "a reshuffle order names a card twice")
        reshuffles.append(tuple(cards))

    blind_seats = None
    if "blind_seats" in raw:
        blind_seats = _blind_seats(raw["blind_seats"], seats, button)
    posts: tuple[Post, ...] = ()
    if "posts" in raw:
        posts = _posts(
            raw["posts"],
            stacks,
            small_blind,
            big_blind,
            blind_seats or _default_blinds(seats, button),
        )

    overblind = None
    if "straddle" in raw or "kill" in raw:
        blinds_at = blind_seats or _default_blinds(seats, button)
        if "straddle" in raw and "kill" in raw:
            raise SetupError("kill", "a hand has one straddle or one kill, not both")
        if "straddle" in raw:
            overblind = _straddle(raw["straddle"], game, seats, stacks, button, blinds_at,
                                  big_blind, options, posts)  # fmt: skip
        else:
            factor = _kill_factor(game, options)
            overblind = _kill(raw["kill"], stacks, big_blind, factor, posts)
            small_bet = _scaled(small_bet, factor, "limits.small_bet")
            big_bet = _scaled(big_bet, factor, "limits.big_bet")

    return TableSetup(
        game=game,
        small_blind=small_blind,
        big_blind=big_blind,
        ante=ante,
        ante_mode=ante_mode,
        small_bet=small_bet,
        big_bet=big_bet,
        seats=seats,
        stacks=stacks,
        button=button,
        profile=profile,
        options=options,
        deck=deck,
        reshuffles=tuple(reshuffles),
        blind_seats=blind_seats,
        posts=posts,
        overblind=overblind,
    )


def _default_blinds(seats: tuple[int, ...], button: int) -> tuple[int | None, int]:
    seating = Seating.around(seats, button)
    return seating.small_blind, seating.big_blind


def _blind_seats(value: object, seats: tuple[int, ...], button: int) -> tuple[int | None, int]:
    """``blind_seats``: ``{"small": seat or null, "big": seat}``, where the button puts them."""
    if not isinstance(value, Mapping):
        raise SetupError("blind_seats", 'expected {"small": seat or null, "big": seat}')
    for key in value:
        if key not in ("small", "big"):
            raise SetupError(f"blind_seats.{key}", "unknown blind_seats field")
    if "big" not in value:
        raise SetupError("blind_seats.big", "the big blind's seat is required")
    big = _seat_number(value["big"], "blind_seats.big")
    small_raw = value.get("small")
    small = None if small_raw is None else _seat_number(small_raw, "blind_seats.small")
    for name, seat in (("small", small), ("big", big)):
        if seat is not None and seat not in seats:
            raise SetupError(f"blind_seats.{name}", f"seat {seat} is not in the hand (setup.seats)")
    try:
        Seating.placed(seats, button, small, big)
    except ValueError as error:
        raise SetupError("blind_seats", str(error)) from None
    return small, big


def _posts(
    value: object,
    stacks: Mapping[int, int],
    small_blind: int,
    big_blind: int,
    blind_seats: tuple[int | None, int],
) -> tuple[Post, ...]:
    """``posts``: blinds from seats outside the blinds, each ``{"seat", "live", "dead"}``."""
    if not isinstance(value, _SEQUENCES):
        raise SetupError("posts", 'expected a list of {"seat": n, "live": chips, "dead": chips}')
    posts: list[Post] = []
    for index, raw in enumerate(value):
        field = f"posts[{index}]"
        if not isinstance(raw, Mapping):
            raise SetupError(field, 'expected {"seat": n, "live": chips, "dead": chips}')
        for key in raw:
            if key not in ("seat", "live", "dead"):
                raise SetupError(f"{field}.{key}", "unknown post field")
        seat = _seat_number(raw.get("seat"), f"{field}.seat")
        if seat not in stacks:
            raise SetupError(f"{field}.seat", f"seat {seat} is not in the hand (setup.seats)")
        if seat in blind_seats:
            raise SetupError(f"{field}.seat", f"seat {seat} posts a blind already")
        if any(post.seat == seat for post in posts):
            raise SetupError(f"{field}.seat", f"seat {seat} posts twice")
        live = _integer(raw.get("live", 0), f"{field}.live", 0)
        dead = _integer(raw.get("dead", 0), f"{field}.dead", 0)
        if live > big_blind:
            raise SetupError(f"{field}.live", f"a live post is at most the big blind {big_blind}")
        if dead > small_blind:
            raise SetupError(
                f"{field}.dead", f"a dead post is at most the small blind {small_blind}"
            )
        if not live + dead:
            raise SetupError(field, "a post of nothing")
        posts.append(Post(seat, live, dead))
    return tuple(posts)


def _straddle(
    value: object,
    game: Game,
    seats: tuple[int, ...],
    stacks: Mapping[int, int],
    button: int,
    blinds_at: tuple[int | None, int],
    big_blind: int,
    options: Mapping[str, OptionValue],
    posts: tuple[Post, ...],
) -> Overblind:
    """``straddle``: the seat posting a live straddle (STRADDLE, RRoP s14 NL and s4)."""
    seat = _seat_number(value, "straddle")
    if options["straddle"] != "allowed":
        raise SetupError(
            "straddle",
            "house option straddle is off (the tda-2024 default: the TDA rules have no "
            "straddle, the blinds and antes are the only forced bets)",
        )
    if game is Game.FIXED_LIMIT:
        raise SetupError(
            "straddle",
            "a live straddle is for no-limit and pot-limit games; RRoP s4 allows one in "
            "limit only in games spread that way, which no house option names",
        )
    if len(seats) < 3:
        raise SetupError("straddle", "heads-up no seat lies left of the big blind but the button")
    order = Seating.around(seats, button).order
    big = blinds_at[1]
    left_of_big = order[(order.index(big) + 1) % len(order)]
    if seat != left_of_big:
        raise SetupError(
            "straddle",
            f"only the seat left of the big blind (seat {left_of_big}) may straddle, not seat "
            f"{seat}: one straddle a hand, no re-straddle and no button straddle (RRoP s14 NL)",
        )
    if any(post.seat == seat for post in posts):
        raise SetupError("straddle", f"seat {seat} posts a blind already (setup.posts)")
    amount = 2 * big_blind
    if stacks[seat] < amount:
        raise SetupError(
            "straddle",
            f"a straddle is twice the big blind, {amount}; seat {seat} has {stacks[seat]}",
        )
    return Overblind(STRADDLE, seat, amount)


def _kill_factor(game: Game, options: Mapping[str, OptionValue]) -> tuple[int, int]:
    kind = options["kill_pot"]
    if kind == "off":
        raise SetupError("kill", "house option kill_pot is off: this is not a kill game")
    if game is not Game.FIXED_LIMIT:
        raise SetupError(
            "kill",
            f"a kill lifts the limits of a limit game (RRoP s13); {game.value} has none",
        )
    return KILL_FACTORS[str(kind)]


def _scaled(amount: int, factor: tuple[int, int], field: str) -> int:
    """``amount`` times a kill's factor: it must come out in whole chips."""
    numerator, denominator = factor
    if amount * numerator % denominator:
        raise SetupError(
            field, f"{amount} times {numerator}/{denominator} is no whole number of chips (a kill)"
        )
    return amount * numerator // denominator


def _kill(
    value: object,
    stacks: Mapping[int, int],
    big_blind: int,
    factor: tuple[int, int],
    posts: tuple[Post, ...],
) -> Overblind:
    """``kill``: the seat posting the kill (KILL-POT, RRoP s13), a blind seat included."""
    seat = _seat_number(value, "kill")
    if seat not in stacks:
        raise SetupError("kill", f"seat {seat} is not in the hand (setup.seats)")
    if any(post.seat == seat for post in posts):
        raise SetupError("kill", f"seat {seat} posts a blind already (setup.posts)")
    return Overblind(KILL, seat, _scaled(big_blind, factor, "blinds[1]"))
