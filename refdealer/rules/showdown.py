"""The showdown: who shows first, who still has to show, and how each pot is awarded.

Order (catalog decision 15): the last bettor or raiser of the final round shows first, or,
if that round had no bet, the first live seat left of the button; then clockwise. With
``showdown_order`` ``side_pots_first`` (rrop-cash) players contesting a side pot show before a
player all in only for the main pot (RRoP s3 Showdown #7); TDA 17-A has no such order
(``clockwise``, tda-2024). A pot whose other contenders all mucked goes to the last one
without a show (SHOWDOWN-UNCONTESTED); side pots are settled before the main pot
(POT-AWARD-ORDER, both books: RRoP s3 Showdown #7, TDA 16 Addendum).
"""

from __future__ import annotations

from refdealer.rulings import Ruling, ruling
from refdealer.table.cards import Card
from refdealer.table.evaluator import describe, evaluate
from refdealer.table.pots import build_pots, split_amount
from refdealer.table.state import Showdown, TableState


def begin(state: TableState, river_aggressor: int | None) -> Showdown:
    """The showdown's pots and order: the last aggressor (or the first live seat left of the
    button) first, then clockwise; under ``side_pots_first`` those contesting more pots
    before the others.

    ``showdown_order`` is read only when the two orders differ, so a hand whose order is
    the same under both books holds for both.
    """
    live = state.live_seats()
    pots = build_pots(state.committed, live, state.all_in, state.dead)
    first = river_aggressor if river_aggressor in live else live[0]
    start = live.index(first)
    order = live[start:] + live[:start]  # live seats are in clockwise order already
    depth: dict[int, int] = {}
    for seat in order:
        count = 0
        for pot in pots:
            if seat in pot.eligible:
                count += 1
        depth[seat] = count
    # Stable, as the reverse of a sort is in Python: keeps clockwise within a depth.
    ranked = sorted(order, key=depth.__getitem__, reverse=True)
    if ranked != order and state.setup.options["showdown_order"] == "side_pots_first":
        order = ranked
    return Showdown(pots, order)


def next_seat(showdown: Showdown) -> int | None:
    """The next seat due to show or muck, or ``None`` when every pot is decided."""
    shown, mucked = showdown.shown, showdown.mucked
    for seat in showdown.order:
        if seat in shown or seat in mucked:
            continue
        for pot in showdown.pots:
            eligible = pot.eligible
            if seat in eligible:
                for other in eligible:  # another contender, still claiming the pot
                    if other != seat and other not in mucked:
                        return seat
    return None


def muck(state: TableState, showdown: Showdown, seat: int) -> bool:
    """Record a muck; returns whether the seat keeps a claim by having declared the board.

    Under ``declare_before_discard`` (rrop-cash, decision 14) a declared board player
    who then mucks keeps his share; under ``table_all_cards`` only tabled cards win.
    """
    keeps = (
        seat in showdown.played_board
        and state.setup.options["play_board_requirement"] == "declare_before_discard"
    )
    if keeps:
        showdown.shown.append(seat)
        showdown.board_only.add(seat)
    else:
        showdown.mucked.append(seat)
        showdown.discarded[seat] = list(state.hole[seat])
    return keeps


def may_retrieve(state: TableState, showdown: Showdown, seat: int) -> bool:
    """Whether ``seat`` may take back the cards it threw away at this showdown and table
    them (MUCK-RETRIEVAL): under ``until_pushed`` (TDA 14) while the pots are not pushed;
    under ``dead`` (rrop-cash: RRoP s3 Dead Hands #2 leaves it to management) never."""
    return seat in showdown.discarded and state.setup.options["muck_retrieval"] == "until_pushed"


def retrieve(state: TableState, showdown: Showdown, seat: int) -> list[Card]:
    """``seat`` takes its discarded cards back out of the muck: its hand is live again."""
    cards = showdown.discarded.pop(seat)
    showdown.mucked.remove(seat)
    for card in cards:
        state.muck.remove(card)
    state.hole[seat] = list(cards)
    return cards


def odd_chip_order(state: TableState, winners: list[int]) -> list[int]:
    """The order the odd chips of a split pot go in (ODD-CHIP)."""
    if state.setup.options["odd_chip_method"] == "high_card_by_suit":
        # A seat that declared the board and then mucked has no card: it comes last.
        return sorted(winners, key=lambda s: -max(state.hole[s], default=-1))
    position = state.seating.position
    return sorted(winners, key=position.__getitem__)


def award(state: TableState, issued: list[Ruling]) -> dict[int, int]:
    """Settle every pot, side pots first; returns what each winning seat receives."""
    showdown = state.showdown
    assert showdown is not None
    unit = state.setup.options["chip_unit"]
    assert isinstance(unit, int)
    board, hole, board_only = state.board, state.hole, showdown.board_only
    strength: dict[int, int] = {}
    for s in showdown.shown:
        strength[s] = evaluate(board if s in board_only else [*hole[s], *board])
    pots = showdown.pots
    payouts: dict[int, int] = {}
    for index in range(len(pots) - 1, -1, -1):
        pot = pots[index]
        name = (
            "the pot" if len(pots) == 1 else ("the main pot" if index == 0 else f"side pot {index}")
        )
        contenders = showdown.contenders(pot)
        if not contenders:
            contenders = [next(s for s in reversed(showdown.mucked) if s in pot.eligible)]
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
        tied = [s for s in contenders if strength[s] == best]
        winners = odd_chip_order(state, tied)
        words = describe(best)
        shares = split_amount(pot.amount, winners, unit)
        for seat, amount in shares.items():
            payouts[seat] = payouts.get(seat, 0) + amount
        if len(winners) == 1:
            issued.append(
                ruling("POT_AWARDED", f"Seat {winners[0]} wins {name} of {pot.amount} with {words}")
            )
            continue
        seats = ", ".join(str(s) for s in winners)
        issued.append(
            ruling("SPLIT_POT", f"Seats {seats} tie with {words} and split {name} of {pot.amount}")
        )
        odd_units = (pot.amount // unit) % len(winners)
        if odd_units or pot.amount % unit:
            receivers = ", ".join(str(s) for s in winners[: max(odd_units, 1)])
            how = (
                "by the highest card by suit"
                if state.setup.options["odd_chip_method"] == "high_card_by_suit"
                else "one each, clockwise from the button"
            )
            issued.append(
                ruling("ODD_CHIP", f"The odd chips of {name} go to seat(s) {receivers}, {how}")
            )
    return payouts
