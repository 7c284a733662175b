"""The hand's progress: forced bets, betting rounds opened and closed, pots settled.

A round opens once the hole cards or a street's board cards are out; it closes when no
one is left to act: an uncalled bet goes back (UNCALLED-BET), a lone player left wins the
pot (POT-UNCONTESTED), a premature card's reshuffle is made if due, and after the river the
showdown begins (SHOWDOWN-ORDER). With ``all_in_exposure`` on, hands are turned up once a
player is all in and nobody can bet any more (ALL-IN-EXPOSE, TDA 16).
"""

from __future__ import annotations

from refdealer.rules import reshuffling, showdown, sizing
from refdealer.rulings import Ruling, ruling
from refdealer.table.betting import BettingRound
from refdealer.table.cards import Card
from refdealer.table.setup import ANTE_BIG_BLIND, ANTE_EACH, STRADDLE, Game, Overblind, Post
from refdealer.table.state import STREETS, TableState


def post_forced_bets(state: TableState) -> list[Ruling]:
    """Antes and blinds go in; a short one puts the seat all in (SHORT-BLIND).

    With ``ante_mode`` ``each`` every seat antes before the blinds. With ``big_blind``
    (BBA, TDA RP-11) the big blind antes for the whole table after its blind, "big blind
    first": a short stack pays the blind before the ante. That ante is dead money: it is
    no part of the live blind, and it lies in the main pot whoever put it in
    (``state.dead``, see :func:`refdealer.table.pots.build_pots`).
    """
    setup, seating = state.setup, state.seating
    issued: list[Ruling] = []
    if setup.ante and setup.ante_mode == ANTE_EACH:
        for seat in seating.order:
            paid = state.post(seat, setup.ante, live=False)
            state.posted_antes[seat] = paid
            if paid < setup.ante:
                issued.append(ruling("SHORT_ANTE", f"Seat {seat} posts an ante of {paid}, all in"))
    blinds: tuple[tuple[int | None, int, str], ...] = (
        (seating.small_blind, setup.small_blind, "small blind"),
        (seating.big_blind, setup.big_blind, "big blind"),
    )
    for poster, blind, name in blinds:
        if blind == 0 or poster is None:
            continue
        paid = state.post(poster, blind, live=True)
        state.posted_blinds[poster] += paid
        if paid < blind:
            issued.append(
                ruling(
                    "SHORT_BLIND",
                    f"Seat {poster} posts {paid} of the {blind} {name}, all in; "
                    f"the full {setup.big_blind} stays the amount to call",
                )
            )
    for post in setup.posts:
        issued.extend(post_outside_the_blinds(state, post))
    if setup.overblind is not None:
        issued.extend(post_overblind(state, setup.overblind))
    if setup.ante and setup.ante_mode == ANTE_BIG_BLIND:
        issued.extend(post_big_blind_ante(state))
    return issued


def post_outside_the_blinds(state: TableState, post: Post) -> list[Ruling]:
    """A seat outside the blinds posts (NEW-PLAYER-BLIND, MISSED-BLINDS): the live part is
    a bet that keeps its option, as a big blind's does; the dead part is dead money of the
    main pot, posted like an ante (a misdeal leaves it where it is)."""
    seat = post.seat
    live = state.post(seat, post.live, live=True) if post.live else 0
    state.posted_blinds[seat] += live
    dead = state.post(seat, post.dead, live=False) if post.dead and state.stacks[seat] else 0
    state.posted_antes[seat] += dead
    if dead:
        state.dead[seat] = state.dead.get(seat, 0) + dead
    if live == post.live and dead == post.dead:
        return []
    return [
        ruling(
            "SHORT_BLIND",
            f"Seat {seat} posts {live} live and {dead} dead of the {post.live} live and "
            f"{post.dead} dead it owes, all in; the full {state.setup.big_blind} stays the "
            "amount to call",
        )
    ]


def post_overblind(state: TableState, overblind: Overblind) -> list[Ruling]:
    """A straddle (STRADDLE) or a kill (KILL-POT) goes in live, as a bigger blind: it is the
    bet to match before the flop. A killer in a blind puts his blind towards his kill; one
    short of it posts what he has, all in, and the full kill stays the bet to match."""
    seat, amount = overblind.seat, overblind.amount
    owed = amount - state.posted_blinds[seat]
    paid = state.post(seat, owed, live=True) if owed > 0 and state.stacks[seat] else 0
    state.posted_blinds[seat] += paid
    if paid == owed or owed <= 0:
        return []
    return [
        ruling(
            "SHORT_BLIND",
            f"Seat {seat} posts {state.posted_blinds[seat]} of the {amount} {overblind.kind}, "
            f"all in; the full {amount} stays the amount to call",
        )
    ]


def preflop_first(state: TableState) -> int:
    """The first seat to act before the flop: left of the big blind, or left of the
    straddler, who acts last (STRADDLE); a killer acts in his turn (RRoP s13 #2)."""
    overblind, seating = state.setup.overblind, state.seating
    if overblind is not None and overblind.kind == STRADDLE:
        return seating.after(overblind.seat)[0]
    return seating.first_preflop


def post_big_blind_ante(state: TableState) -> list[Ruling]:
    """BBA (TDA RP-11): the big blind, its blind already in, antes for the table with what
    it has left; the ante is dead money of the main pot."""
    seat, ante = state.seating.big_blind, state.setup.ante
    paid = state.post(seat, ante, live=False) if state.stacks[seat] else 0
    state.posted_antes[seat] = paid
    if paid:
        state.dead[seat] = paid
    if paid == ante:
        return []
    return [
        ruling(
            "SHORT_BIG_BLIND_ANTE",
            (
                f"Seat {seat} pays its big blind first and has {paid} of the {ante} big blind "
                "ante left to post, all in; the ante is dead money in the main pot"
            )
            if paid
            else (
                f"Seat {seat} pays its big blind first and has nothing left for the {ante} big "
                "blind ante: no ante is posted this hand"
            ),
        )
    ]


def open_first_round(state: TableState, issued: list[Ruling]) -> None:
    """The deal is complete: the pre-flop betting begins."""
    state.phase = "preflop"
    open_round(state, 0, issued)


def deal_board_cards(
    state: TableState, cards: list[Card], issued: list[Ruling], *, next_burn_made: bool
) -> None:
    """Put the next street's cards on the board and open its betting."""
    state.board.extend(cards)
    state.burned = next_burn_made
    state.street += 1
    state.phase = STREETS[state.street]
    open_round(state, state.street, issued)


def open_round(state: TableState, street: int, issued: list[Ruling]) -> None:
    """Open ``street``'s betting; close it at once if nobody has a decision to make.

    A round that closes at once (an all-in run-out) is never built: nothing reads it.
    """
    order, bets = state.seating.order, state.bets
    pending = set(order)
    pending -= state.folded
    pending -= state.all_in
    if len(pending) == 1:
        (lone,) = pending
        if bets[lone] >= max(bets.values()):  # nobody's bet for it to answer
            pending.clear()
    if not pending:
        state.round = None
        close_round(state, issued)
        return
    setup = state.setup
    game = setup.game
    reference = setup.preflop_bet if street == 0 else 0
    betting = BettingRound(street, game, sizing.bet_size(state, street), reference)
    if street == 0 and game is not Game.FIXED_LIMIT:
        betting.increment = reference
    betting.pending = pending
    state.round = betting
    if street == 0:
        seating = state.seating
        order = seating.clockwise_from(preflop_first(state))
    for seat in order:
        if seat in pending:
            state.to_act = seat
            return


def close_round(state: TableState, issued: list[Ruling]) -> None:
    """The betting round is over: return any uncalled bet, then move the hand on."""
    return_uncalled(state, issued)
    betting = state.round
    state.round = None
    state.to_act = None
    bets = state.bets
    for seat, amount in bets.items():
        if amount:
            bets[seat] = 0
    order, folded = state.seating.order, state.folded
    if len(order) - len(folded) <= 1:  # at least that many live seats: maybe one
        live = state.live_seats()
        if len(live) == 1:
            award_uncontested(state, live[0], issued)
            return
    reshuffling.reshuffle_if_due(state, issued)
    aggressor = betting.aggressor if betting is not None else None
    if state.street == 3:
        start_showdown(state, aggressor)
        table_at_showdown(state, issued)
    elif (
        state.exposure is None
        and len(order) - len(folded) - len(state.all_in) < 2  # state.able_count()
        and state.setup.options["all_in_exposure"] == "on"
    ):
        expose_all_in(state, aggressor, issued)


def return_uncalled(state: TableState, issued: list[Ruling]) -> None:
    """The part of the top bet nobody called goes back to its seat (UNCALLED-BET), but for
    the blinds of a dead hand: they stay in the pot (AT-SEAT, PENALTY-HAND, TDA 30, 71-C),
    while a bet or raise of his goes back (TDA 15-B, 65-A)."""
    bets = state.bets
    top_seat, top, second = 0, 0, 0  # the first seat with the top bet; the top other bet
    for seat, amount in bets.items():
        if amount > top:
            top_seat, top, second = seat, amount, top
        elif amount > second:
            second = amount
    if top > second and top_seat in state.folded and state.street == 0:
        second = max(second, state.posted_blinds[top_seat])  # a dead hand's blind stays
    if top > second:
        excess = top - second
        bets[top_seat] -= excess
        state.committed[top_seat] -= excess
        state.stacks[top_seat] += excess
        state.all_in.discard(top_seat)
        issued.append(
            ruling(
                "UNCALLED_BET_RETURNED",
                f"{excess} of seat {top_seat}'s bet was not called and goes back to it",
            )
        )


def award_uncontested(state: TableState, winner: int, issued: list[Ruling]) -> None:
    """Everyone else is out: the last hand wins every chip without a showdown."""
    amount = sum(state.committed.values())
    state.payouts = {winner: amount} if amount else {}
    state.stacks[winner] += amount
    state.phase = "complete"
    state.to_act = None
    # A bet nobody matched (a big blind with no small blind) has gone back whole: no pot is left.
    won = f"wins {amount} without a showdown" if amount else "has no pot to win: his bet came back"
    issued.append(ruling("POT_UNCONTESTED", f"Every other player is out: seat {winner} {won}"))


# ------------------------------------------------------------------ all-in exposure


def expose_all_in(state: TableState, aggressor: int | None, issued: list[Ruling]) -> None:
    """ALL-IN-EXPOSE (``all_in_exposure`` on, TDA 16): a player is all in and nobody can
    bet any more, so every hand still in is turned face up before the board is dealt."""
    state.exposure = showdown.begin(state, aggressor).order
    state.to_act = next_to_table(state)
    issued.append(exposure_ruling(state))


def exposure_ruling(state: TableState) -> Ruling:
    """The ruling that turns every hand still in face up."""
    all_in = ", ".join(str(s) for s in state.live_seats() if s in state.all_in)
    seats = ", ".join(str(s) for s in state.exposure or ())
    return ruling(
        "ALL_IN_EXPOSURE",
        f"Seat(s) {all_in} all in and no one can bet any more: every hand still in (seats "
        f"{seats}) is turned face up now and may not be mucked",
    )


def next_to_table(state: TableState) -> int | None:
    """The next seat whose hand is turned up at an all-in exposure."""
    exposure = state.exposure or ()
    return next((s for s in exposure if s not in state.tabled and s not in state.folded), None)


# ------------------------------------------------------------------ showdown


def start_showdown(state: TableState, river_aggressor: int | None) -> None:
    """After the river betting: the showdown and its order."""
    state.phase = "showdown"
    state.showdown = showdown.begin(state, river_aggressor)
    state.showdown.aggressor = river_aggressor
    state.to_act = showdown.next_seat(state.showdown)


def table_at_showdown(state: TableState, issued: list[Ruling]) -> None:
    """With ``all_in_exposure`` on, an all-in showdown has every hand tabled: hands turned up
    before the river are already shown, and none may be mucked."""
    current = state.showdown
    if current is None or state.phase != "showdown":
        return
    if state.exposure is not None:
        current.shown.extend(s for s in current.order if s in state.tabled)
        hole = state.hole
        if state.unnoticed is not None and any(len(hole[s]) != 2 for s in current.shown):
            state.notice_due = True  # a hand face up with the wrong number of cards
            return
    elif (
        not state.all_in.isdisjoint(current.order)
        and state.setup.options["all_in_exposure"] == "on"
    ):  # read only with a player all in: without one both values play the same showdown
        state.exposure = list(current.order)
        issued.append(exposure_ruling(state))
    else:
        return
    advance_showdown(state, issued)


def advance_showdown(state: TableState, issued: list[Ruling]) -> None:
    """The next seat due to show, or, with every pot decided, the award."""
    assert state.showdown is not None
    state.to_act = showdown.next_seat(state.showdown)
    if state.to_act is None:
        award_showdown(state, issued)


def award_showdown(state: TableState, issued: list[Ruling]) -> None:
    """Every pot is settled and paid out; the hand is over."""
    state.payouts = showdown.award(state, issued)
    for seat, amount in state.payouts.items():
        state.stacks[seat] += amount
    state.phase = "complete"


def dead_at_showdown(state: TableState, seat: int, issued: list[Ruling], settle: bool) -> None:
    """A hand found dead at the showdown is out as if mucked; the pots go on as usual."""
    current = state.showdown
    assert current is not None
    if seat in current.shown:
        current.shown.remove(seat)
    current.board_only.discard(seat)
    current.discarded.pop(seat, None)  # a dead hand is not thrown away: nothing to take back
    if seat not in current.mucked:
        current.mucked.append(seat)
    state.muck_hand(seat)
    if settle:
        advance_showdown(state, issued)
