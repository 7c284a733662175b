"""Where a recorded hand sits at a refdealer table: game, blinds, chips, seats and button.

PHH lists players clockwise, p1 first: in a button game p1 is the small blind and the last
player has the button (heads-up, where the button posts the small blind, the forced bets
are written reversed: p1 posts the second entry, the big blind). So the players map onto
refdealer seats in order with the button on the last one, and refdealer's own seating
(small blind left of the button; heads-up the button) puts the blinds where PHH does.

Recorded ``seats`` are kept when refdealer can seat them (1-10, clockwise in player order);
otherwise the players sit in seats 1..n. A hand this dealer cannot deal as recorded raises
:class:`NotSupported` with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from refdealer.phh.model import HandRecord
from refdealer.table.seating import Seating
from refdealer.table.setup import MAX_SEATS

#: PHH variant code -> refdealer game. ``PT`` (pot-limit Texas hold'em) is not in the PHH
#: specification's table; it is read here by the same naming pattern as ``PO``/``NT``.
GAMES: Mapping[str, str] = {"NT": "no-limit", "PT": "pot-limit", "FT": "fixed-limit"}
VARIANT_NAMES: Mapping[str, str] = {
    "NT": "no-limit Texas hold'em",
    "PT": "pot-limit Texas hold'em",
    "FT": "fixed-limit Texas hold'em",
    "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha hold'em",
    "FO/8": "fixed-limit Omaha hold'em high/low eight or better",
    "F7S": "fixed-limit seven card stud",
    "F7S/8": "fixed-limit seven card stud high/low eight or better",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit deuce-to-seven lowball single draw",
    "F2L3D": "fixed-limit deuce-to-seven lowball triple draw",
    "FB": "fixed-limit badugi",
}
#: User-defined fields (PHH allows ``_``-prefixed ones) written by refdealer's export.
BUTTON_FIELD = "_refdealer_button"
PROFILE_FIELD = "_refdealer_profile"
HOUSE_FIELD = "_refdealer_house"


class NotSupported(Exception):
    """A well-formed hand that this dealer cannot replay as recorded (the message says why)."""


@dataclass(frozen=True, slots=True)
class TablePlan:
    """The table a recorded hand is replayed at; per-player tuples are in PHH player order."""

    game: str
    seats: tuple[int, ...]
    button: int
    blinds: tuple[int, int]
    ante: int
    stacks: tuple[int, ...]
    limits: tuple[int, int] | None = None
    profile: str | None = None
    house: Mapping[str, Any] = field(default_factory=dict)
    renumbered: bool = False
    #: The live straddle of p3, the player left of the big blind (STRADDLE): its amount.
    straddle: int | None = None

    @property
    def seating(self) -> Seating:
        return Seating.around(tuple(sorted(self.seats)), self.button)

    def seat_of(self, player: int) -> int:
        """The refdealer seat of PHH player ``player`` (1-based)."""
        return self.seats[player - 1]

    def player_of(self, seat: int) -> int:
        """The PHH player (1-based) in refdealer seat ``seat``."""
        return self.seats.index(seat) + 1

    def setup(self, deck: list[str]) -> dict[str, Any]:
        """The protocol setup for this table with ``deck`` (top first)."""
        out: dict[str, Any] = {
            "game": self.game,
            "blinds": list(self.blinds),
            "ante": self.ante,
            "seats": {
                str(seat): stack for seat, stack in zip(self.seats, self.stacks, strict=True)
            },
            "button": self.button,
            "deck": deck,
        }
        if self.limits is not None:
            out["limits"] = {"small_bet": self.limits[0], "big_bet": self.limits[1]}
        if self.profile is not None:
            out["profile"] = self.profile
        if self.house:
            out["house"] = dict(self.house)
        if self.straddle is not None:
            out["straddle"] = self.seating.order[2]
        return out


def chips(value: Decimal, where: str) -> int:
    """A whole number of chips, or :class:`NotSupported` for an unknown or fractional amount."""
    if not value.is_finite():
        raise NotSupported(f"{where} is unknown ({value}); refdealer needs every stack")
    if value != value.to_integral_value():
        raise NotSupported(f"{where} is {value}: fractional chip amounts are not supported")
    return int(value)


def plan_table(record: HandRecord) -> TablePlan:
    """The refdealer table for ``record``, or :class:`NotSupported` saying why there is none."""
    game = GAMES.get(record.variant)
    if game is None:
        name = VARIANT_NAMES.get(record.variant, "an unknown variant")
        raise NotSupported(
            f"variant {record.variant!r} ({name}): only NT, PT and FT (Texas hold'em) are dealt"
        )
    count = record.player_count
    if count > MAX_SEATS:
        raise NotSupported(f"{count} players: a refdealer table seats at most {MAX_SEATS}")
    stacks = tuple(
        chips(stack, f"starting_stacks[{i}]") for i, stack in enumerate(record.starting_stacks)
    )
    blinds, straddle = _blinds(record, game)
    ante = _ante(record, stacks)
    limits: tuple[int, int] | None = None
    if game == "fixed-limit":
        assert record.small_bet is not None and record.big_bet is not None  # the reader checks
        limits = (chips(record.small_bet, "small_bet"), chips(record.big_bet, "big_bet"))
    else:
        assert record.min_bet is not None  # the reader checks
        min_bet = chips(record.min_bet, "min_bet")
        if min_bet != blinds[1]:
            raise NotSupported(
                f"min_bet {min_bet} differs from the big blind {blinds[1]}: refdealer's minimum "
                "bet is the big blind"
            )
    seats, renumbered = _seats(record)
    button = seats[-1]
    extra = record.fields
    if BUTTON_FIELD in extra:
        button = _export_button(extra[BUTTON_FIELD], seats)
    profile = extra.get(PROFILE_FIELD)
    house = extra.get(HOUSE_FIELD, {})
    if profile is not None and not isinstance(profile, str):
        raise NotSupported(f"{PROFILE_FIELD} is {profile!r}, not a profile name")
    if not isinstance(house, Mapping):
        raise NotSupported(f"{HOUSE_FIELD} is {house!r}, not a table of house options")
    return TablePlan(
        game=game,
        seats=seats,
        button=button,
        blinds=blinds,
        ante=ante,
        stacks=stacks,
        limits=limits,
        profile=profile,
        house=dict(house),
        renumbered=renumbered,
        straddle=straddle,
    )


def _blinds(record: HandRecord, game: str) -> tuple[tuple[int, int], int | None]:
    """The small and big blind, and p3's straddle (``None``: none). PHH writes a straddle
    as a third entry of ``blinds_or_straddles`` (p3, left of the big blind), more as a
    fourth and on; refdealer's one live straddle is p3's of twice the big blind (RRoP s14
    NL), in a big-bet game, so any other is :class:`NotSupported` with the reason."""
    raw = record.blinds_or_straddles
    assert raw is not None  # the reader requires it for hold'em
    forced = [chips(value, f"blinds_or_straddles[{i}]") for i, value in enumerate(raw)]
    straddles = [(i, amount) for i, amount in enumerate(forced) if i >= 2 and amount]
    straddle = None
    if straddles:
        where = ", ".join(f"p{i + 1} posts {amount}" for i, amount in straddles)
        if len(straddles) > 1 or straddles[0][0] != 2:
            raise NotSupported(
                f"straddles ({where}): refdealer deals one live straddle, from p3 left of the "
                "big blind; no re-straddle and no straddle from another seat (RRoP s14 NL)"
            )
        if game == "fixed-limit":
            raise NotSupported(
                f"a straddle ({where}) in fixed-limit: a live straddle is for no-limit and "
                "pot-limit games (RRoP s14 NL; s4 allows one in limit only where spread so)"
            )
        straddle = straddles[0][1]
        if straddle != 2 * forced[1]:
            raise NotSupported(
                f"a straddle of {straddle} ({where}): refdealer's live straddle is twice the "
                f"big blind, {2 * forced[1]} (RRoP s14 NL)"
            )
    # Heads-up the entries are reversed by rule: p1 (big blind) posts forced[1], p2 (the
    # button, small blind) posts forced[0]; with more players p1 posts forced[0]. Either
    # way forced[0] is the small blind and forced[1] the big blind.
    small, big = forced[0], forced[1]
    if big == 0:
        raise NotSupported(f"blinds_or_straddles {forced}: refdealer needs a big blind")
    if small > big:
        raise NotSupported(f"small blind {small} above the big blind {big}")
    return (small, big), straddle


def _ante(record: HandRecord, stacks: tuple[int, ...]) -> int:
    antes = [chips(value, f"antes[{i}]") for i, value in enumerate(record.antes)]
    if len(set(antes)) > 1:
        raise NotSupported(
            f"antes {antes}: non-uniform antes (big-blind or button antes) are not supported"
        )
    ante = antes[0]
    if ante and not record.ante_trimming_status and any(stack < ante for stack in stacks):
        # Refdealer's short ante can only win what it put in (ante trimming).
        raise NotSupported(
            "a player cannot pay the full ante and ante_trimming_status is false: refdealer "
            "lets a short ante win only what it put in"
        )
    return ante


def _seats(record: HandRecord) -> tuple[tuple[int, ...], bool]:
    count = record.player_count
    recorded = record.seats
    if recorded is not None and max(recorded) <= MAX_SEATS:
        order = Seating.around(tuple(sorted(recorded)), recorded[-1]).order
        if order == recorded:
            return recorded, False
    return tuple(range(1, count + 1)), recorded is not None


def _export_button(value: object, seats: tuple[int, ...]) -> int:
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or not 1 <= value <= MAX_SEATS
        or (len(seats) == 2 and value not in seats)
        or Seating.around(tuple(sorted(seats)), value).order != seats
    ):
        raise NotSupported(
            f"{BUTTON_FIELD} = {value!r} does not put the players {list(seats)} in order"
        )
    return value
