"""Mutants of the pots and the showdown: side pots, uncalled bets, ties, order, tabling."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from refdealer.mutants.base import Mutant, fixed, misread_options
from refdealer.rules import actions, asking, protection, showdown, streets, tabling
from refdealer.rulings import Ruling, ruling
from refdealer.table import pots as pot_math
from refdealer.table import snapshot as snapshots
from refdealer.table.evaluator import CATEGORY_STARTS, HandCategory, category
from refdealer.table.evaluator import describe as real_describe
from refdealer.table.evaluator import evaluate as real_evaluate
from refdealer.table.events import Show
from refdealer.table.pots import PotItem
from refdealer.table.pots import pot_items as real_pot_items
from refdealer.table.state import Showdown, TableState

_odd_chip_order = showdown.odd_chip_order
_award = showdown.award
_begin = showdown.begin
_muck = showdown.muck
_show = tabling.show
_post_forced_bets = streets.post_forced_bets


# The pots are worked out by ``pot_items`` (the showdown reaches it through ``build_pots``,
# the snapshot calls it): these replace it in both modules.


def _pots_ignore_all_in(
    committed: Mapping[int, int],
    live: Any,
    all_in: Any = (),
    dead: Any = None,
    *,
    ascending: bool = False,
) -> list[PotItem]:
    return real_pot_items(committed, live, (), dead, ascending=ascending)


def _pots_ante_counted_live(
    committed: Mapping[int, int],
    live: Any,
    all_in: Any = (),
    dead: Any = None,
    *,
    ascending: bool = False,
) -> list[PotItem]:
    return real_pot_items(committed, live, all_in, None, ascending=ascending)


def _ante_before_the_big_blind(h: TableState) -> list[Ruling]:
    """The big blind ante taken before the blind: a short big blind antes first."""
    setup = h.setup
    if not (setup.ante and setup.ante_mode == "big_blind"):
        return _post_forced_bets(h)
    seat = h.seating.big_blind
    paid = h.post(seat, setup.ante, live=False)
    h.posted_antes[seat] = paid
    h.dead[seat] = paid
    issued: list[Ruling] = []
    for other, blind in ((h.seating.small_blind, setup.small_blind), (seat, setup.big_blind)):
        if blind and other is not None:
            posted = h.post(other, blind, live=True)
            h.posted_blinds[other] += posted
            if posted < blind:
                issued.append(ruling("SHORT_BLIND", f"Seat {other} posts {posted}, all in"))
    return issued


def _uncalled_kept(h: TableState, issued: list[Ruling]) -> None:
    return


def _uncalled_to_wrong_seat(h: TableState, issued: list[Ruling]) -> None:
    top_seat = max(h.bets, key=h.bets.__getitem__)
    top = h.bets[top_seat]
    second = max((amount for s, amount in h.bets.items() if s != top_seat), default=0)
    if top > second:
        excess = top - second
        receiver = h.seating.following[top_seat][0]
        h.bets[top_seat] -= excess
        h.committed[top_seat] -= excess
        h.stacks[receiver] += excess
        issued.append(ruling("UNCALLED_BET_RETURNED", f"{excess} goes back to seat {receiver}"))


def _dead_blind_returned(h: TableState, issued: list[Ruling]) -> None:
    """The top bet nobody called goes back even to a dead hand: a killed big blind's post."""
    top_seat = max(h.bets, key=h.bets.__getitem__)
    top = h.bets[top_seat]
    second = max((amount for s, amount in h.bets.items() if s != top_seat), default=0)
    if top > second:
        excess = top - second
        h.bets[top_seat] -= excess
        h.committed[top_seat] -= excess
        h.stacks[top_seat] += excess
        h.all_in.discard(top_seat)
        issued.append(ruling("UNCALLED_BET_RETURNED", f"{excess} goes back to seat {top_seat}"))


def _odd_chip_reversed(h: TableState, winners: list[int]) -> list[int]:
    return list(reversed(_odd_chip_order(h, winners)))


def _main_pot_first(h: TableState, issued: list[Ruling]) -> dict[int, int]:
    """Awards the main pot first, then the side pots in the order they were made."""
    current = h.showdown
    assert current is not None
    pots = current.pots
    payouts: dict[int, int] = {}
    try:
        for pot in pots:
            current.pots = [pot]
            for seat, amount in _award(h, issued).items():
                payouts[seat] = payouts.get(seat, 0) + amount
    finally:
        current.pots = pots
    return payouts


def _winner_takes_tie(amount: int, winners: Sequence[int], unit: int) -> dict[int, int]:
    return {winners[0]: amount}


class _Strength(int):
    """A mutated strength that still describes itself as the real hand."""

    original: int

    def __new__(cls, value: int, original: int) -> _Strength:
        made = super().__new__(cls, value)
        made.original = original
        return made


def _describe_original(strength: int) -> str:
    return real_describe(getattr(strength, "original", strength))


def _wheel_not_straight(cards: Sequence[int]) -> int:
    strength = real_evaluate(cards)
    if category(strength) is HandCategory.STRAIGHT and {c >> 2 for c in cards} >= {12, 0, 1, 2, 3}:
        five_high = CATEGORY_STARTS[HandCategory.STRAIGHT]
        if strength == five_high:
            return _Strength(CATEGORY_STARTS[HandCategory.PAIR] - 1, strength)
    return strength


def _kickers_ignored(cards: Sequence[int]) -> int:
    strength = real_evaluate(cards)
    kind = category(strength)
    grouped = (
        HandCategory.PAIR,
        HandCategory.TWO_PAIR,
        HandCategory.THREE_OF_A_KIND,
        HandCategory.FOUR_OF_A_KIND,
    )
    if kind not in grouped:
        return strength
    ranks = [c >> 2 for c in cards]
    made = sorted({r for r in ranks if ranks.count(r) >= 2}, reverse=True)[:2]
    key = int(kind) * 10_000 + sum(r * 13**i for i, r in enumerate(reversed(made)))
    return _Strength(key, strength)


def _showdown_from_seat_one(h: TableState, river_aggressor: int | None) -> None:
    h.phase = "showdown"
    h.showdown = _begin(h, river_aggressor)
    h.showdown.order.sort()
    h.to_act = showdown.next_seat(h.showdown)


def _last_hand_must_show(current: Showdown) -> int | None:
    for seat in current.order:
        if seat not in current.shown and seat not in current.mucked:
            return seat
    return None


def _board_claim_without_declaring(h: TableState, current: Showdown, seat: int) -> bool:
    if h.setup.options["play_board_requirement"] == "declare_before_discard":
        current.played_board.add(seat)
    return _muck(h, current, seat)


def _muck_while_live_ignored(h: TableState, seat: int, issued: list[Ruling]) -> None:
    issued.append(ruling("MUCKED_WHILE_LIVE", f"Seat {seat} threw his hand away"))


def _one_card_tables(h: TableState, event: Show, issued: list[Ruling]) -> None:
    _show(h, Show(event.seat), issued)


def _killed_raise_kept(h: TableState, seat: int, issued: list[Ruling]) -> None:
    return  # the uncalled raise of a killed hand stays in front of it, to be called


def _clock_always_kills(h: TableState, event: Any, issued: list[Ruling]) -> None:
    issued.append(ruling("CLOCK_HAND_DEAD", f"Time ran out on seat {event.seat}"))
    actions.kill_hand(h, event.seat, issued)


_check_kill = protection.check_kill


def _winner_request_shows_dead(h: TableState, event: Any, issued: list[Ruling]) -> None:
    current = h.showdown
    assert current is not None
    h.exposed.extend(current.discarded[event.target])  # whoever asks, the hand stays dead
    issued.append(ruling("ASKED_HAND_SHOWN", f"Seat {event.target}'s hand is shown, dead"))


def _away_blinds_returned(h: TableState, event: Any, issued: list[Ruling]) -> None:
    seat = event.seat
    h.stacks[seat] += h.bets[seat]  # the blind of a player away at the deal goes back
    h.committed[seat] -= h.bets[seat]
    h.bets[seat] = 0
    issued.append(ruling("AWAY_AT_DEAL", f"Seat {seat} was away: his hand is dead"))
    actions.kill_hand(h, seat, issued)


def _tabled_hand_killable(h: TableState, event: Any) -> None:
    current = h.showdown
    if current is not None and event.seat in current.shown:
        return  # the dealer may kill even a hand turned face up
    _check_kill(h, event)


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    # pots
    M("all-in-eligible-above-level", "SIDE-POTS",
      "an all-in player is eligible for the side pots above his level",
      patches=((pot_math, "pot_items", _pots_ignore_all_in),
               (snapshots, "pot_items", _pots_ignore_all_in))),
    M("big-blind-ante-counted-live", "BBA",
      "the big blind ante is layered as if it matched bets, not dead money of the main pot",
      patches=((pot_math, "pot_items", _pots_ante_counted_live),
               (snapshots, "pot_items", _pots_ante_counted_live))),
    M("big-blind-ante-before-the-blind", "BBA",
      "a short big blind pays the ante before the blind",
      patches=((streets, "post_forced_bets", _ante_before_the_big_blind),)),
    M("uncalled-bet-kept", "UNCALLED-BET", "an uncalled bet stays in the pot",
      patches=((streets, "return_uncalled", _uncalled_kept),)),
    M("uncalled-bet-to-wrong-seat", "UNCALLED-BET",
      "an uncalled bet goes back to the seat on the bettor's left",
      patches=((streets, "return_uncalled", _uncalled_to_wrong_seat),)),
    M("dead-blind-returned-as-uncalled", "PENALTY-HAND",
      "a penalized (or absent) big blind's dead blind, folded round to the small blind, goes "
      "back to him as an uncalled bet",
      patches=((streets, "return_uncalled", _dead_blind_returned),)),
    M("tie-not-split", "SPLIT-POT-TIES", "a tied pot goes whole to one winner",
      patches=((showdown, "split_amount", _winner_takes_tie),)),
    M("kickers-ignored", "SPLIT-POT-TIES",
      "pairs, trips and quads are compared without kickers",
      patches=((showdown, "evaluate", _kickers_ignored),
               (showdown, "describe", _describe_original))),
    M("odd-chip-wrong-seat", "ODD-CHIP", "the odd chip goes to the last winner clockwise",
      patches=((showdown, "odd_chip_order", _odd_chip_reversed),)),
    M("main-pot-awarded-first", "POT-AWARD-ORDER",
      "the main pot is settled first, then the side pots in the order they were made",
      patches=((showdown, "award", _main_pot_first),)),
    # showdown
    M("wheel-not-straight", "CARDS-SPEAK", "A-2-3-4-5 is not read as a straight",
      patches=((showdown, "evaluate", _wheel_not_straight),
               (showdown, "describe", _describe_original))),
    M("showdown-order-by-seat", "SHOWDOWN-ORDER", "hands are shown in seat-number order",
      patches=((streets, "start_showdown", _showdown_from_seat_one),)),
    M("last-hand-must-show", "SHOWDOWN-UNCONTESTED",
      "the last live hand must still show or muck",
      patches=((showdown, "next_seat", _last_hand_must_show),)),
    M("undeclared-board-claim", "PLAY-THE-BOARD",
      "a player who mucks without declaring the board keeps a claim",
      patches=((showdown, "muck", _board_claim_without_declaring),)),
    M("muck-while-live-ignored", "SHOWDOWN-MUCK-WHILE-LIVE",
      "a live hand thrown away stays live",
      patches=((actions, "muck_while_live", _muck_while_live_ignored),)),
    M("bettor-discard-not-held", "SHOWDOWN-MUCK-WHILE-LIVE",
      "a bettor's hand thrown away while another player has to act is dead, whatever "
      "live_discard says (TDA 15-B: the dealer holds it for the floor)",
      patches=misread_options(live_discard=fixed("dead")), profile="tda-2024"),
    M("killed-hand-raise-kept-in-play", "PROTECT-HAND",
      "a raise nobody called stays in play when the dealer kills the raiser's hand",
      patches=((actions, "void_uncalled_wager", _killed_raise_kept),)),
    M("tabled-hand-killable", "PROTECT-HAND",
      "the dealer may kill a hand tabled at the showdown",
      patches=((protection, "check_kill", _tabled_hand_killable),)),
    M("clock-kills-with-no-bet", "CLOCK",
      "time running out on a player with no bet to face kills his hand",
      patches=((protection, "clock_expired", _clock_always_kills),)),
    M("asked-hand-dead-for-the-winner", "SHOWDOWN-ASK-TO-SEE",
      "a called hand the winner asks to see stays dead (RRoP: both live, the better wins)",
      patches=((asking, "ask_to_see", _winner_request_shows_dead),), profile="rrop-cash"),
    M("away-at-deal-blind-returned", "AT-SEAT",
      "a player away from his seat at the deal gets back the blind he posted",
      patches=((protection, "away_at_deal", _away_blinds_returned),)),
    M("one-card-tables-the-hand", "SHOWDOWN-TABLE-ALL",
      "a hand with only one card shown counts as tabled",
      patches=((tabling, "show", _one_card_tables),)),
    M("all-in-hands-not-exposed", "ALL-IN-EXPOSE",
      "hands stay face down at an all-in whatever all_in_exposure says",
      patches=misread_options(all_in_exposure=fixed("off"))),
)  # fmt: skip
