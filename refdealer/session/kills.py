"""Kill pots across hands (KILL-POT, KILL-BUTTON; RRoP §13): the kill button, its legs, and
the kill owed at the next hand.

The button marks the winner of the last pot: one leg. If he wins the next pot too, and it
held at least one full bet of the hand's limit beyond the blinds, antes and kill (RRoP §13
#3), he kills the hand after: he posts the kill live, and the limits of that hand are raised
as much (house option ``kill_pot``: ``full`` twice the big blind, ``half`` one and a half
times). A killer who wins again the same way kills again. A pot shared keeps the leg of a
sharer who holds the button, and a killer who shares the pot he killed kills again (#4); a
pot shared by players without the button makes it neutral (#1c), as does its holder leaving
the game (#1b). A player who owes a kill posts it the next hand even if he would rather sit
out or leave (#6), so those events are refused until he has.

A hand whose chips go to more than one player (a tie, or side pots won by different
players) counts as a shared pot: hold'em has no other reading of RRoP's "split pot".

A newcomer who plays a killed pot on his word to kill the next one (#12,
:mod:`refdealer.session.kill_newcomers`) kills the hand after: one kill a deal, so a player
the killed hand would make owe that kill keeps one leg instead (:func:`keep_promise`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from refdealer.errors import RejectedEvent
from refdealer.hand import Hand
from refdealer.rulings import Ruling, ruling
from refdealer.table.setup import KILL_FACTORS

#: Legs a button holder has when he owes the kill for the next hand.
KILLING = 2


@dataclass(frozen=True, slots=True)
class KillButton:
    """Who holds the kill button and how many legs he has: 1 after a pot won, ``KILLING``
    when he kills the next hand. ``seat`` is ``None`` while the button is neutral."""

    seat: int | None = None
    legs: int = 0

    @property
    def owed_by(self) -> int | None:
        """The seat that kills the next hand, or ``None``."""
        return self.seat if self.legs >= KILLING else None

    def to_dict(self) -> dict[str, Any] | None:
        if self.seat is None:
            return None
        return {"seat": self.seat, "legs": self.legs, "kills": self.legs >= KILLING}


NEUTRAL = KillButton()


def killer(button: KillButton, promised: int | None = None) -> int | None:
    """The seat that kills the next hand: a newcomer's promised kill (#12), else the kill
    button's holder who owes one."""
    return promised if promised is not None else button.owed_by


def hand_field(button: KillButton, promised: int | None = None) -> dict[str, int]:
    """The next hand's setup field for the kill owed (none when nobody owes one)."""
    owed = killer(button, promised)
    return {} if owed is None else {"kill": owed}


def coming(
    button: KillButton,
    dealt_in: tuple[int, ...],
    big_blind: int,
    kind: str,
    promised: int | None = None,
) -> dict[str, int] | None:
    """The kill the next hand will carry (the snapshot's ``next.kill``): the seat that owes
    it, dealt in, and its amount, ``{"seat", "amount"}`` (``kind``: house option
    ``kill_pot``, ``full`` twice the big blind, ``half`` one and a half times); else ``None``."""
    owed = killer(button, promised)
    if owed is None or owed not in dealt_in or kind not in KILL_FACTORS:
        return None
    numerator, denominator = KILL_FACTORS[kind]
    return {"seat": owed, "amount": big_blind * numerator // denominator}


def kill_ruling(hand: Hand) -> list[Ruling]:
    """What the floor says as a killed hand is dealt."""
    overblind = hand.setup.overblind
    if overblind is None or overblind.kind != "kill":
        return []
    setup = hand.setup
    return [
        ruling(
            "KILL",
            f"Seat {overblind.seat} kills the pot for {overblind.amount}, live: the limits "
            f"are {setup.small_bet}/{setup.big_bet} this hand, and he acts in his turn",
        )
    ]


def full_bet_beyond_blinds(hand: Hand, winner: int) -> bool:
    """Whether the pot ``winner`` took held at least one full bet of the hand's limit from
    the other players beyond their blinds, antes and kill (RRoP §13 #3: the second leg)."""
    voluntary = sum(
        hand.committed[seat] - hand.posted_blinds[seat] - hand.posted_antes[seat]
        for seat in hand.seating.order
        if seat != winner
    )
    return voluntary >= hand.setup.small_bet


def after_hand(
    button: KillButton, hand: Hand, payouts: Mapping[int, int] | None = None
) -> tuple[KillButton, list[Ruling]]:
    """The kill button after ``hand`` (``button``: before it), with what the floor says about
    it; ``payouts`` are the hand's as a disputed result was corrected (DISPUTE-WINDOW)."""
    paid = hand.payouts if payouts is None else payouts
    winners = sorted(seat for seat, won in paid.items() if won > 0)
    if not winners:
        return button, []
    overblind = hand.setup.overblind
    killer = overblind.seat if overblind is not None and overblind.kind == "kill" else None
    if len(winners) > 1:
        if killer in winners:
            assert killer is not None
            said = f"Seat {killer} shares the pot he killed: he kills the next hand too"
            return KillButton(killer, KILLING), [ruling("KILL_OWED", said)]
        if button.seat in winners:
            said = f"Seat {button.seat} shares the pot and keeps his leg of the kill button"
            return KillButton(button.seat, 1), [ruling("KILL_LEG", said)]
        if button.seat is None:
            return button, []
        said = "The pot is shared by players without the kill button: it belongs to nobody"
        return NEUTRAL, [ruling("KILL_BUTTON_NEUTRAL", said)]
    (winner,) = winners
    if winner == button.seat and full_bet_beyond_blinds(hand, winner):
        said = (
            f"Seat {winner} wins a second pot running with a full bet beyond the blinds: "
            "he kills the next hand"
        )
        return KillButton(winner, KILLING), [ruling("KILL_OWED", said)]
    said = f"Seat {winner} wins the pot and takes the kill button: one leg"
    if winner == button.seat:
        said = (
            f"Seat {winner} wins again, but without a full bet beyond the blinds: "
            "the second leg needs one, so he has one leg"
        )
    return KillButton(winner, 1), [ruling("KILL_LEG", said)]


def corrected_payouts(
    payouts: Mapping[int, int], seat: int, to_seat: int, amount: int
) -> dict[int, int]:
    """The last hand's payouts after ``amount`` of ``seat``'s went to ``to_seat``."""
    corrected = dict(payouts)
    corrected[seat] = corrected.get(seat, 0) - amount
    corrected[to_seat] = corrected.get(to_seat, 0) + amount
    return corrected


def check_departure(
    button: KillButton, seat: int, event: object, promised: int | None = None
) -> None:
    """Refuse a player's sitting out or leaving while he owes a kill (RRoP §13 #6)."""
    if killer(button, promised) == seat:
        raise RejectedEvent(
            "KILL_OWED",
            f"{event}: seat {seat} owes the kill; he posts it the next hand even if he "
            "would rather be dealt out or leave (RRoP §13 #6)",
        )


def after_leave(button: KillButton, seat: int) -> tuple[KillButton, list[Ruling]]:
    """The kill button after the player of ``seat`` leaves the game: neutral if his."""
    if button.seat != seat:
        return button, []
    said = f"Seat {seat}, who had the kill button, leaves: it belongs to nobody"
    return NEUTRAL, [ruling("KILL_BUTTON_NEUTRAL", said)]


def keep_promise(
    button: KillButton, said: list[Ruling], promised: int | None
) -> tuple[KillButton, list[Ruling]]:
    """The kill button after a killed hand a newcomer played on his word (``promised``: his
    seat, still at the table): he kills the next hand, and one kill a deal, so a player the
    hand made owe a kill keeps one leg instead (his ``KILL_OWED`` is not said)."""
    if promised is None:
        return button, said
    told = f"Seat {promised} kills the next hand, as he agreed to play the killed pot"
    if button.legs >= KILLING and button.seat != promised:
        said = [r for r in said if r.code != "KILL_OWED"]
        told += f"; one kill a deal: seat {button.seat} keeps one leg of the kill button"
        button = KillButton(button.seat, 1)
    return button, [*said, ruling("KILL_PROMISED", told)]
