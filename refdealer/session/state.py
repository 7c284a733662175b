"""The table between hands as one immutable value: the seats, the button's places, the
level, and the chips brought to and taken from the table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from refdealer.session.kills import NEUTRAL, KillButton
from refdealer.session.setup import Level

#: A seat's player is dealt in at the next hand.
PLAYING = "playing"
#: Away from the table: not dealt in; the blinds that pass him are owed (MISSED-BLINDS).
SITTING_OUT = "sitting_out"
#: Present, waiting for the big blind to reach him (a new player, or one who owes blinds).
WAITING = "waiting"
#: Present and posting what he owes to be dealt in at the next hand he may enter.
POSTING = "posting"
SEAT_STATES = (PLAYING, SITTING_OUT, WAITING, POSTING)


@dataclass(frozen=True, slots=True)
class SeatState:
    """One seated player between hands."""

    player: str
    stack: int
    status: str = PLAYING
    #: Blinds missed while sitting out (made up dead and live when he posts to come back).
    owes_small: bool = False
    owes_big: bool = False
    #: Joined and not dealt a hand yet (a cash newcomer posts a big blind to play at once).
    new: bool = False
    #: Hands of a penalty still to serve: dealt in and posting, his hand dead (PENALTY-HAND).
    penalty: int = 0
    #: Folded in the hand under way, he has said he leaves: his seat empties, and his chips
    #: go with him, when the hand is over.
    leaving: bool = False
    #: New, he agreed to kill the pot after the killed one coming, to play it (KILL-POT).
    kill_agreed: bool = False
    #: Joined and not dealt a hand yet, ``new`` or not: a newcomer to a newly started game
    #: dealt in without posting (NEW_GAME_NO_BLIND) is new to the game all the same, and may
    #: not play a killed pot (KILL-POT, RRoP s13 #12).
    never_dealt: bool = False

    def called(self, seat: int) -> str:
        """How the floor names him: "Seat 3 (Ann)", or "Seat 3" when he has no other name."""
        return f"Seat {seat}" if self.player == f"Seat {seat}" else f"Seat {seat} ({self.player})"

    def to_dict(self, level: Level, *, newcomer_posts: bool = True) -> dict[str, Any]:
        """The seat as the snapshot shows it. ``newcomer_posts``: whether a newcomer must post
        a big blind to come in outside it (a cash game); a tournament newcomer owes nothing
        (NEW-PLAYER-BLIND, TDA 8-A, 10-A)."""
        small, big = level.blinds
        owes = {
            "live": big if self.owes_big or (self.new and newcomer_posts) else 0,
            "dead": small if self.owes_small else 0,
        }
        out = {"player": self.player, "stack": self.stack, "state": self.status, "owes": owes}
        if self.penalty:
            out["penalty"] = self.penalty
        return out


@dataclass(frozen=True, slots=True)
class HandResult:
    """What the last hand paid, for a dispute of its result (DISPUTE-WINDOW): the payouts
    as they stand (less what corrections have moved), the seats dealt in, and their stacks
    at its start."""

    payouts: tuple[tuple[int, int], ...]
    dealt_in: tuple[int, ...]
    started: tuple[tuple[int, int], ...]

    def paid(self, seat: int) -> int:
        return dict(self.payouts).get(seat, 0)

    def moved(self, seat: int, to_seat: int, amount: int) -> HandResult:
        """The result after ``amount`` of what it paid ``seat`` is given to ``to_seat``."""
        payouts = dict(self.payouts)
        payouts[seat] -= amount
        payouts[to_seat] = payouts.get(to_seat, 0) + amount
        kept = tuple(sorted((s, a) for s, a in payouts.items() if a))
        return HandResult(kept, self.dealt_in, self.started)


@dataclass(frozen=True, slots=True)
class Bust:
    """A player out of chips: his seat, name, stack at the start of the hand he lost, and the
    place he finishes at this table, counting the players still seated (MULTIPLE-BUSTS)."""

    seat: int
    player: str
    started_with: int
    place: int

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "player": self.player, "started_with": self.started_with,
                "place": self.place}  # fmt: skip


def finishing_places(
    started_with: dict[int, int], players_left: int, ranking: str
) -> dict[int, int]:
    """The places of the players busted on one hand (seat -> stack at its start), with
    ``players_left`` still in: a larger starting stack finishes higher and equal stacks tie
    (``starting_stack``, RRoP §15), or all share the best of their places (``shared``, the
    hand-for-hand rule, TDA RP-8A)."""
    best = players_left + 1
    if ranking == "shared":
        return dict.fromkeys(started_with, best)
    places: dict[int, int] = {}
    for seat, stack in started_with.items():
        places[seat] = best + sum(1 for other in started_with.values() if other > stack)
    return places


@dataclass(frozen=True, slots=True)
class SessionState:
    """Everything the table remembers between hands."""

    seats: Mapping[int, SeatState]
    #: The last hand's places (the first hand's button before any hand): the button, where
    #: the small blind was due (dead or not), and the big blind (``None`` before a hand).
    button: int
    small_blind_at: int
    big_blind: int | None
    level_index: int
    levels: tuple[Level, ...]
    #: The level announced for the next hand (NEW-LEVEL), or ``None``.
    level_due: int | None
    tournament: bool
    button_mode: str
    hands: int = 0
    brought: int = 0
    taken: int = 0
    #: Busted players in the order they went out (see :class:`Bust`).
    busted: tuple[Bust, ...] = field(default=())
    #: The chip denominations in play, smallest first (empty: the session gave none).
    denominations: tuple[int, ...] = ()
    #: Chips the floor put on the table and took off it by design: a chip race's new chips
    #: and its odd chips (CHIP-RACE). The table holds brought - taken + added - removed.
    added: int = 0
    removed: int = 0
    #: Hand-for-hand play (HAND-FOR-HAND): the places paid while it lasts, else ``None``.
    hand_for_hand: int | None = None
    #: The minutes left on the level clock (``None``: the schedule gives no durations). It
    #: counts the level in play, or from its announcement the level due (NEW-LEVEL).
    clock: int | None = None
    #: The seats serving a penalty in the hand under way: their hands die after the deal.
    serving: frozenset[int] = frozenset()
    #: Whether the last hand's result may still be corrected (DISPUTE-WINDOW): from its end
    #: until the next hand starts.
    dispute_open: bool = False
    #: Whether a pot-accounting error of the last result may still be corrected during the
    #: hand under way (DISPUTE-WINDOW, tda-2024: until substantial action on it, TDA 22).
    accounting_open: bool = False
    #: The last hand's result, as a dispute would correct it (``None`` before a hand ends).
    result: HandResult | None = None
    #: The seat the dealer will put the next hand's button on by mistake (BUTTON-MISPLACED).
    misplaced: int | None = None
    #: The next hand is dealt at the old level though a new one is due (NEW-LEVEL mistake).
    stale_level: bool = False
    #: The places of a hand dealt with the button misplaced too far on, found after it: the
    #: table deals the places it skipped, then moves on from these (button, small blind at,
    #: big blind; BUTTON-MISPLACED, RRoP §3 Irregularities #1), or ``None``.
    resume: tuple[int, int, int] | None = None
    #: The table before a hand dealt with a dealer's mistake (a misplaced button, the old
    #: level), from which it is dealt again if the mistake is noticed before the misdeal
    #: cutoff (``None``: no such hand), and which mistake: ``button`` or ``level``.
    before_misdeal: SessionState | None = None
    mistake: str | None = None
    #: The seat that announced a straddle for the next hand (STRADDLE), or ``None``.
    straddle: int | None = None
    #: The kill button in a kill game (KILL-BUTTON): its holder and legs.
    kill: KillButton = NEUTRAL
    #: The kill button before the last hand, and that hand's payouts as they stand (a
    #: disputed result corrected, DISPUTE-WINDOW, rules the button again from them).
    kill_before: KillButton = NEUTRAL
    kill_payouts: tuple[tuple[int, int], ...] = ()
    #: A newcomer who plays the killed hand under way on his word to kill the next one
    #: (KILL-POT, RRoP s13 #12), and, once it is over, the seat that kills the next hand so.
    kill_pledge: int | None = None
    kill_promised: int | None = None
    #: In a cash game newly started, the first hand's button until the big blind has gone
    #: round to it: a newcomer whose seat no blind has passed yet posts nothing
    #: (NEW-PLAYER-BLIND, RRoP §4 new-game rules); ``None`` once the round is over.
    first_button: int | None = None

    @property
    def level(self) -> Level:
        return self.levels[self.level_index]

    def with_seats(self, seats: Mapping[int, SeatState]) -> dict[str, Any]:
        """The keyword for ``dataclasses.replace`` that sets new seats (a read-only copy)."""
        return {"seats": MappingProxyType(dict(sorted(seats.items())))}

    def chips_seated(self) -> int:
        return sum(player.stack for player in self.seats.values())

    @property
    def chips_held(self) -> int:
        """The chips the table holds: brought less taken, plus what the floor added less
        what it removed (a chip race)."""
        return self.brought - self.taken + self.added - self.removed
