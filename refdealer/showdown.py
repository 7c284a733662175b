"""The showdown: who shows first, who still has to show, and how each pot is awarded.

Order (catalog decision 15): the last bettor or raiser of the final round shows first, or,
if that round had no bet, the first live seat left of the button; then clockwise. Under
``rrop-cash`` players contesting a side pot show before a player all in only for the main
pot (RRoP s3 Showdown #7). A pot whose other contenders all mucked goes to the last one
without a show (SHOWDOWN-UNCONTESTED); side pots are settled before the main pot
(POT-AWARD-ORDER).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from refdealer.evaluator import describe, evaluate
from refdealer.pots import Pot, build_pots, split_amount
from refdealer.rulings import Ruling, ruling

if TYPE_CHECKING:
    from refdealer.hand import Hand


@dataclass(slots=True)
class Showdown:
    """The showdown in progress: the pots, the order of showing, and what each seat did."""

    hand: Hand
    pots: list[Pot]
    order: list[int]
    shown: list[int] = field(default_factory=list)
    mucked: list[int] = field(default_factory=list)
    #: Seats that declared playing the board before their cards left their hands.
    played_board: set[int] = field(default_factory=set)
    #: Seats whose claim rests on the board alone (declared, then mucked).
    board_only: set[int] = field(default_factory=set)

    @classmethod
    def begin(cls, hand: Hand, river_aggressor: int | None) -> Showdown:
        live = hand.live_seats()
        pots = build_pots(hand.committed, live, hand.all_in)
        first = river_aggressor if river_aggressor in live else live[0]
        base = [s for s in hand.seating.clockwise_from(first) if s in live]
        depth = {s: sum(1 for pot in pots if s in pot.eligible) for s in base}
        order = sorted(base, key=lambda s: -depth[s])  # stable: keeps clockwise within a depth
        return cls(hand, pots, order)

    def contenders(self, pot: Pot) -> list[int]:
        return [s for s in pot.eligible if s not in self.mucked]

    def next_seat(self) -> int | None:
        """The next seat due to show or muck, or ``None`` when every pot is decided."""
        for seat in self.order:
            if seat in self.shown or seat in self.mucked:
                continue
            for pot in self.pots:
                if seat in pot.eligible:
                    others = [s for s in self.contenders(pot) if s != seat]
                    if others:
                        return seat
        return None

    def show(self, seat: int) -> None:
        self.shown.append(seat)

    def muck(self, seat: int) -> bool:
        """Record a muck; returns whether the seat keeps a claim by having declared the board.

        Under ``declare_before_discard`` (rrop-cash, decision 14) a declared board player
        who then mucks keeps his share; under ``table_all_cards`` only tabled cards win.
        """
        keeps = (
            seat in self.played_board
            and self.hand.setup.options["play_board_requirement"] == "declare_before_discard"
        )
        if keeps:
            self.shown.append(seat)
            self.board_only.add(seat)
        else:
            self.mucked.append(seat)
        return keeps

    def _odd_chip_order(self, winners: list[int]) -> list[int]:
        hand = self.hand
        if hand.setup.options["odd_chip_method"] == "high_card_by_suit":
            # A seat that declared the board and then mucked has no card: it comes last.
            return sorted(winners, key=lambda s: -max(hand.hole[s], default=-1))
        position = hand.seating.position
        return sorted(winners, key=position.__getitem__)

    def award(self, issued: list[Ruling]) -> dict[int, int]:
        """Settle every pot, side pots first; returns what each winning seat receives."""
        hand = self.hand
        unit = hand.setup.options["chip_unit"]
        assert isinstance(unit, int)
        strength = {
            s: evaluate(hand.board if s in self.board_only else [*hand.hole[s], *hand.board])
            for s in self.shown
        }
        payouts: dict[int, int] = {}
        for index in range(len(self.pots) - 1, -1, -1):
            pot = self.pots[index]
            name = (
                "the pot"
                if len(self.pots) == 1
                else ("the main pot" if index == 0 else f"side pot {index}")
            )
            contenders = self.contenders(pot)
            if not contenders:
                contenders = [next(s for s in reversed(self.mucked) if s in pot.eligible)]
            if len(contenders) == 1:
                winner = contenders[0]
                payouts[winner] = payouts.get(winner, 0) + pot.amount
                issued.append(
                    ruling(
                        "POT_UNCONTESTED",
                        f"Seat {winner} wins {name} of {pot.amount}: every other claim was mucked",
                    )
                )
                continue
            best = max(strength[s] for s in contenders)
            winners = self._odd_chip_order([s for s in contenders if strength[s] == best])
            words = describe(best)
            shares = split_amount(pot.amount, winners, unit)
            for seat, amount in shares.items():
                payouts[seat] = payouts.get(seat, 0) + amount
            if len(winners) == 1:
                issued.append(
                    ruling(
                        "POT_AWARDED", f"Seat {winners[0]} wins {name} of {pot.amount} with {words}"
                    )
                )
                continue
            seats = ", ".join(str(s) for s in winners)
            issued.append(
                ruling(
                    "SPLIT_POT", f"Seats {seats} tie with {words} and split {name} of {pot.amount}"
                )
            )
            odd_units = (pot.amount // unit) % len(winners)
            if odd_units or pot.amount % unit:
                receivers = ", ".join(str(s) for s in winners[: max(odd_units, 1)])
                how = (
                    "by the highest card by suit"
                    if hand.setup.options["odd_chip_method"] == "high_card_by_suit"
                    else "one each, clockwise from the button"
                )
                issued.append(
                    ruling("ODD_CHIP", f"The odd chips of {name} go to seat(s) {receivers}, {how}")
                )
        return payouts
