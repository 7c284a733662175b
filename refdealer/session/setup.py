"""The start of a session: seats, players, the blind schedule and the house rules, parsed
from the protocol's session dict with errors that name the field at fault."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from refdealer.errors import SessionSetupError, SetupError
from refdealer.limits import MAX_INTEGER, short_repr
from refdealer.options import DEFAULT_PROFILE, OptionValue
from refdealer.table.cards import FULL_DECK
from refdealer.table.setup import MAX_SEATS, MIN_SEATS, parse_setup

#: The profiles whose tables are tournaments: every seat with chips is dealt in and posts
#: whether its player is there or not (TDA 30, 33), so nobody sits out or makes up blinds.
TOURNAMENT_PROFILES: frozenset[str] = frozenset({"tda-2024"})

_FIELDS = frozenset(
    {
        "game",
        "limits",
        "ante_mode",
        "profile",
        "house",
        "seats",
        "players",
        "button",
        "blinds",
        "ante",
        "levels",
        "denominations",
        "table_size",
        "new_game",
    }
)

#: The house options a session reads between hands (its hands read their own).
BETWEEN_HANDS_OPTIONS: tuple[str, ...] = (
    "button_mode",
    "multi_bust_ranking",
    "hand_for_hand_busts",
    "hand_for_hand_minutes",
    "chip_race",
    "misplaced_button_after_hand",
)

#: The longest level the protocol takes, in minutes (a day).
MAX_MINUTES = 24 * 60

#: The fields each hand's setup takes from the session unchanged.
_HAND_FIELDS = ("game", "limits", "ante_mode", "profile", "house")


@dataclass(frozen=True, slots=True)
class Level:
    """One level of the blind schedule."""

    blinds: tuple[int, int]
    ante: int
    #: How long the level lasts on the level clock, in minutes (``None``: no clock).
    minutes: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"blinds": list(self.blinds), "ante": self.ante}
        if self.minutes is not None:
            out["minutes"] = self.minutes
        return out


@dataclass(frozen=True, slots=True)
class SessionSetup:
    """Everything fixed when the table opens: who sits where with what, the schedule, and
    the fields every hand's setup shares (game, limits, profile, house options)."""

    stacks: Mapping[int, int]
    players: Mapping[int, str]
    button: int
    levels: tuple[Level, ...]
    profile: str
    #: How the button moves between hands (option ``button_mode``, which a single hand
    #: never reads: only a session moves the button).
    button_mode: str
    #: How players busted on the same hand rank (option ``multi_bust_ranking``).
    multi_bust_ranking: str
    options: Mapping[str, OptionValue]
    #: The hand setup fields the session passes on to every hand as given.
    hand_fields: Mapping[str, Any]
    #: The chip denominations in play, smallest first (empty: not given; CHIP-RACE).
    denominations: tuple[int, ...] = ()
    #: How many seats the table has (``None``: not given); a tournament table this many
    #: players short or more halts once its blinds are affected (TABLE-BALANCE, TDA 11).
    table_size: int | None = None
    #: The table opens a new game (its players drew for the button), not one already under
    #: way: until the button has gone round once, a cash newcomer whose seat no blind has
    #: passed posts nothing (NEW-PLAYER-BLIND, RRoP §4 new-game rules).
    new_game: bool = False

    @property
    def tournament(self) -> bool:
        return self.profile in TOURNAMENT_PROFILES

    @property
    def game(self) -> str:
        """The betting game every hand plays (its protocol name)."""
        return str(self.hand_fields.get("game", "no-limit"))


def _seat(key: object, field: str) -> int:
    text = key.strip() if isinstance(key, str) else ""
    if text.isascii() and text.isdigit() and len(text) <= 2:
        number = int(text)
    elif isinstance(key, int) and not isinstance(key, bool):
        number = key
    else:
        raise SessionSetupError(field, f"a seat is a number 1-{MAX_SEATS}, got {short_repr(key)}")
    if not 1 <= number <= MAX_SEATS:
        raise SessionSetupError(field, f"a seat is a number 1-{MAX_SEATS}, got {number}")
    return number


def _chips(value: object, field: str, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SessionSetupError(field, f"expected a whole number of chips, got {short_repr(value)}")
    if not minimum <= value <= MAX_INTEGER:
        raise SessionSetupError(field, f"must be {minimum}-{MAX_INTEGER}, got {value}")
    return value


def _level(raw: object, field: str) -> Level:
    """A level of ``levels`` (``field`` is ``levels[i]``), or the session's own ``blinds``
    and ``ante`` (``field`` is empty): errors name the field as the session wrote it."""
    prefix = f"{field}." if field else ""
    if not isinstance(raw, Mapping):
        raise SessionSetupError(field, 'expected {"blinds": [small, big], "ante": n}')
    for key in raw:
        if key not in ("blinds", "ante", "minutes") or (key == "minutes" and not field):
            raise SessionSetupError(f"{prefix}{key}", "unknown level field")
    blinds = raw.get("blinds")
    if not isinstance(blinds, list | tuple) or len(blinds) != 2:
        raise SessionSetupError(
            f"{prefix}blinds", f"expected [small, big], got {short_repr(blinds)}"
        )
    small = _chips(blinds[0], f"{prefix}blinds[0]", 0)
    big = _chips(blinds[1], f"{prefix}blinds[1]", 1)
    if small > big:
        raise SessionSetupError(f"{prefix}blinds", f"small blind {small} exceeds big blind {big}")
    ante = _chips(raw.get("ante", 0), f"{prefix}ante", 0)
    if "minutes" not in raw:
        return Level((small, big), ante)
    minutes = raw["minutes"]
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= MAX_MINUTES:
        raise SessionSetupError(
            f"{prefix}minutes",
            f"expected a whole number of minutes 1-{MAX_MINUTES}, got {short_repr(minutes)}",
        )
    return Level((small, big), ante, minutes)


def parse_session(raw: Mapping[str, Any], default_profile: str = DEFAULT_PROFILE) -> SessionSetup:
    """Check and parse a session dict of the protocol; errors name the field at fault.

    The fields every hand shares are checked by building the first hand's setup from them,
    so a session that opens is one whose hands can be dealt.
    """
    if not isinstance(raw, Mapping):
        raise SessionSetupError("", f"a session is a JSON object, got {type(raw).__name__}")
    for key in raw:
        if key not in _FIELDS:
            raise SessionSetupError(str(key), "unknown session field")

    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, Mapping):
        raise SessionSetupError("seats", 'expected an object of seat -> stack, e.g. {"1": 200}')
    stacks: dict[int, int] = {}
    for key, stack in seats_raw.items():
        seat = _seat(key, f"seats.{key}")
        if seat in stacks:
            raise SessionSetupError(f"seats.{key}", f"seat {seat} is listed twice")
        stacks[seat] = _chips(stack, f"seats.{key}", 1)
    if not MIN_SEATS <= len(stacks) <= MAX_SEATS:
        raise SessionSetupError(
            "seats", f"a session opens with {MIN_SEATS}-{MAX_SEATS} players, got {len(stacks)}"
        )

    players_raw = raw.get("players", {})
    if not isinstance(players_raw, Mapping):
        raise SessionSetupError("players", 'expected an object of seat -> name, e.g. {"1": "Ann"}')
    players = {seat: f"Seat {seat}" for seat in stacks}
    for key, name in players_raw.items():
        seat = _seat(key, f"players.{key}")
        if seat not in stacks:
            raise SessionSetupError(f"players.{key}", f"seat {seat} has no stack in session.seats")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise SessionSetupError(f"players.{key}", "expected a name of 1-40 characters")
        players[seat] = name

    if "button" not in raw:
        raise SessionSetupError("button", "the first hand's button is required")
    button = _seat(raw["button"], "button")
    if button not in stacks:
        raise SessionSetupError(
            "button", f"the first button goes to a player, not empty seat {button}"
        )

    if "levels" in raw:
        if "blinds" in raw or "ante" in raw:
            raise SessionSetupError("levels", "give the blinds as levels or as blinds, not both")
        levels_raw = raw["levels"]
        if not isinstance(levels_raw, list | tuple) or not levels_raw:
            raise SessionSetupError("levels", "expected a list of one or more levels")
        levels = tuple(_level(level, f"levels[{i}]") for i, level in enumerate(levels_raw))
        timed = [level.minutes is not None for level in levels]
        if any(timed) and not all(timed):
            index = timed.index(False)
            raise SessionSetupError(
                f"levels[{index}].minutes",
                "a level clock needs every level's minutes (or none: no clock)",
            )
    else:
        if "blinds" not in raw:
            raise SessionSetupError("blinds", "a session needs its blinds (or a levels schedule)")
        levels = (_level({"blinds": raw["blinds"], "ante": raw.get("ante", 0)}, ""),)

    denominations = (
        _denominations(raw.get("denominations"), stacks) if "denominations" in raw else ()
    )
    profile = raw.get("profile", default_profile)
    hand_fields = {name: raw[name] for name in _HAND_FIELDS if name in raw}
    hand_fields["profile"] = profile
    for index, level in enumerate(levels):
        probe = {
            **hand_fields,
            "blinds": list(level.blinds),
            "ante": level.ante,
            "seats": {str(seat): stack for seat, stack in stacks.items()},
            "button": button,
            "deck": [str(card) for card in FULL_DECK],
        }
        try:
            parsed = parse_setup(probe, default_profile)
            if parsed.options["kill_pot"] != "off":  # a kill game: can its hands be killed?
                parse_setup({**probe, "kill": button}, default_profile)
        except SetupError as error:
            field = "house.kill_pot" if error.field == "kill" else error.field
            if field in ("blinds", "ante") or field.startswith(("blinds[", "ante_mode")):
                field = f"levels[{index}].{field}" if "levels" in raw else field
            raise SessionSetupError(field, error.reason) from None
    return SessionSetup(
        stacks=MappingProxyType(stacks),
        players=MappingProxyType(players),
        button=button,
        levels=levels,
        profile=parsed.profile,
        button_mode=str(parsed.options["button_mode"]),
        multi_bust_ranking=str(parsed.options["multi_bust_ranking"]),
        options=parsed.options,
        hand_fields=MappingProxyType(hand_fields),
        denominations=denominations,
        table_size=_table_size(raw["table_size"], stacks) if "table_size" in raw else None,
        new_game=_flag(raw.get("new_game", False), "new_game"),
    )


def _flag(raw: object, field: str) -> bool:
    if not isinstance(raw, bool):
        raise SessionSetupError(field, f"expected true or false, got {short_repr(raw)}")
    return raw


def _table_size(raw: object, stacks: Mapping[int, int]) -> int:
    """``table_size``: the seats at the table, every seat of the session among them."""
    low = max(max(stacks), MIN_SEATS)
    if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= MAX_SEATS:
        raise SessionSetupError(
            "table_size", f"expected a number of seats {low}-{MAX_SEATS}, got {short_repr(raw)}"
        )
    return raw


def _denominations(raw: object, stacks: Mapping[int, int]) -> tuple[int, ...]:
    """``denominations``: the chips in play, smallest first, each a multiple of the one
    before (a chip race changes a smaller chip for the next); every stack is made of them."""
    if not isinstance(raw, list | tuple) or not raw:
        raise SessionSetupError("denominations", "expected a list of chip values, smallest first")
    values: list[int] = []
    for index, value in enumerate(raw):
        chip = _chips(value, f"denominations[{index}]", 1)
        if values and (chip <= values[-1] or chip % values[-1]):
            raise SessionSetupError(
                f"denominations[{index}]",
                f"{chip} is not a larger multiple of the chip before it ({values[-1]})",
            )
        values.append(chip)
    for seat, stack in stacks.items():
        if stack % values[0]:
            raise SessionSetupError(
                f"seats.{seat}", f"{stack} is not made of chips of {values[0]}, the smallest"
            )
    return tuple(values)
