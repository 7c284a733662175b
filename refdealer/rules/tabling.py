"""Hands shown and mucked: at the showdown, at an all-in exposure, and before the showdown.

Any seat with a hand still in may table or concede at the showdown, due or not (seed 001;
TDA 17-A orders only hands not spontaneously tabled); a hand is tabled with all its cards
(SHOWDOWN-TABLE-ALL). With ``all_in_exposure`` on, every hand still in is turned up once
nobody can bet any more and may not be mucked (ALL-IN-EXPOSE). A live hand thrown away
before the showdown is dead (SHOWDOWN-MUCK-WHILE-LIVE), except that under ``live_discard``
``held_for_the_floor`` (TDA 15-B) the dealer holds a bettor's cards thrown away while
another player still has to act, and the hand stays live; a player may declare playing the
board before his cards leave his hand (PLAY-THE-BOARD). Cards thrown away at the showdown
may be taken back and tabled until the pots are pushed where ``muck_retrieval`` is
``until_pushed`` (MUCK-RETRIEVAL, TDA 14); under ``dead`` (rrop-cash) they are dead.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import actions, showdown, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.events import Board, Burn, DeclareBoard, Muck, Show
from refdealer.table.state import TableState

# ------------------------------------------------------------------ verify


def check_showdown_turn(state: TableState, event: Show | Muck) -> None:
    """Any seat with a hand still in may table or concede at the showdown, due or not.

    The showdown order (decision 15) says who is due and can be made to show, not who
    may act. A seat already face up or mucked has nothing left to show or throw away.
    """
    current = state.showdown
    if state.phase != "showdown" or current is None:
        raise RejectedEvent("NOT_SHOWDOWN", f"{event}: hands are shown only at the showdown")
    seat = event.seat
    if seat in current.discarded and isinstance(event, Show):
        if not showdown.may_retrieve(state, current, seat):
            raise RejectedEvent(
                "NOT_IN_HAND",
                f"{event}: seat {seat} threw his cards away at the showdown and this house "
                "rules them dead (muck_retrieval: dead); they cannot be taken back",
            )
        return
    if seat not in state.hole or seat in state.folded or seat in current.mucked:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
    if seat in current.shown:
        raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {seat}'s hand is already tabled")


def check_show(state: TableState, event: Show) -> None:
    """At the showdown, or at an all-in exposure by any seat not yet face up."""
    seat = event.seat
    if state.exposure is not None and state.phase != "showdown":
        if seat not in state.exposure or seat in state.folded:
            raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no live hand")
        if seat in state.tabled:
            raise RejectedEvent("NOT_YOUR_TURN", f"{event}: seat {seat}'s hand is face up")
    else:
        check_showdown_turn(state, event)
    if event.cards is None:  # the whole hand: nothing more to check
        return
    held = state.hole[seat]
    if state.showdown is not None and seat in state.showdown.discarded:
        held = state.showdown.discarded[seat]  # to be taken back out of the muck
    for card in event.cards:
        if card not in held:
            raise RejectedEvent("CARD_NOT_HELD", f"{event}: seat {seat} does not hold {card}")


def check_muck(state: TableState, event: Muck) -> None:
    """A muck at the showdown, or of a live hand after the deal; never of an exposed all-in."""
    if state.phase == "showdown":
        check_showdown_turn(state, event)
    elif event.seat not in state.hole or event.seat in state.folded:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {event.seat} has no live hand")
    elif state.phase == "dealing":
        raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the deal is not complete")
    if state.exposure is not None and event.seat in state.exposure:
        raise RejectedEvent(
            "MUST_TABLE",
            f"{event}: a player is all in and the betting is over, so every hand still in is "
            "turned face up; none may be mucked",
        )


def check_declare_board(state: TableState, event: DeclareBoard) -> None:
    """Playing the board is declared at the showdown by a seat still holding its cards."""
    current = state.showdown
    if state.phase != "showdown" or current is None:
        raise RejectedEvent("NOT_SHOWDOWN", f"{event}: the board is played at the showdown")
    seat = event.seat
    if seat not in current.order or seat in current.shown or seat in current.mucked:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {seat} has no cards to declare")


def check_tabling_done(state: TableState, event: Burn | Board) -> None:
    """ALL-IN-EXPOSE: the hands are turned up before the board is dealt any further."""
    if state.exposure is not None and state.to_act is not None and state.phase != "showdown":
        raise RejectedEvent(
            "HANDS_NOT_TABLED",
            f"{event}: seat {state.to_act}'s hand is turned face up before more cards come",
        )


# ------------------------------------------------------------------ apply


def show(state: TableState, event: Show, issued: list[Ruling]) -> None:
    """A hand turned up: at the showdown, or at an all-in exposure before the board is out.

    A seat that threw its cards away at this showdown takes them back first, where the house
    lets it (MUCK-RETRIEVAL, TDA 14: cards not yet pushed into the muck are still live).
    """
    seat = event.seat
    current = state.showdown
    if current is not None and seat in current.discarded:
        cards = " ".join(str(card) for card in showdown.retrieve(state, current, seat))
        issued.append(
            ruling(
                "MUCK_RETRIEVED",
                f"Seat {seat} threw {cards} away face down, but the cards are still apart and "
                "identifiable and the pot is not pushed: he takes them back and they play",
            )
        )
    if event.cards is not None and set(event.cards) != set(state.hole[seat]):
        shown = " ".join(str(card) for card in event.cards)
        issued.append(
            ruling(
                "HAND_NOT_TABLED",
                f"Seat {seat} shows only {shown}: a hand is tabled with all its cards, so the "
                "dealer asks for the rest; until then it has no claim",
            )
        )
        return
    if state.exposure is None or state.phase == "showdown":
        assert current is not None
        current.shown.append(seat)  # as show_or_muck() does
        if state.unnoticed is not None and len(state.hole[seat]) != 2:
            state.notice_due = True  # tabled with the wrong number of cards: the error is seen
            return
        streets.advance_showdown(state, issued)
        return
    state.tabled.add(seat)
    if state.unnoticed is not None and len(state.hole[seat]) != 2:
        state.notice_due = True  # face up with the wrong number of cards: the error is seen
        return
    state.to_act = streets.next_to_table(state)


def muck(state: TableState, event: Muck, issued: list[Ruling]) -> None:
    """A hand thrown away: conceded at the showdown, or dead before it (unless the dealer
    holds a bettor's cards for the floor, ``live_discard``)."""
    if state.phase == "showdown":
        show_or_muck(state, event, issued)
    elif discard_held(state, event.seat):
        issued.append(
            ruling(
                "DISCARD_HELD",
                f"Seat {event.seat} made the last bet and threw his hand away while seat "
                f"{state.to_act} still has to act: the dealer holds the cards and calls the "
                "floor; still retrievable, the hand stays live (TDA 15-B)",
            )
        )
    else:
        actions.muck_while_live(state, event.seat, issued)


def discard_held(state: TableState, seat: int) -> bool:
    """TDA 15-B: the last bettor or raiser of the open round throws his hand away while
    another player still has to act; under ``held_for_the_floor`` the dealer holds it."""
    betting = state.round
    return (
        betting is not None
        and betting.aggressor == seat
        and state.to_act is not None
        and state.to_act != seat
        and state.setup.options["live_discard"] == "held_for_the_floor"
    )


def show_or_muck(state: TableState, event: Show | Muck, issued: list[Ruling]) -> None:
    """A seat tables or concedes at the showdown; the next seat is due, or the pots go."""
    current = state.showdown
    assert current is not None
    if isinstance(event, Show):
        current.shown.append(event.seat)
        if state.unnoticed is not None and len(state.hole[event.seat]) != 2:
            state.notice_due = True  # tabled with the wrong number of cards: the error is seen
            return
    else:
        showdown.muck(state, current, event.seat)
        state.muck_hand(event.seat)
    streets.advance_showdown(state, issued)


def declare_board(state: TableState, event: DeclareBoard, issued: list[Ruling]) -> None:
    """A seat declares playing the board before its cards leave its hand (PLAY-THE-BOARD)."""
    assert state.showdown is not None
    state.showdown.played_board.add(event.seat)
    keeps = state.setup.options["play_board_requirement"] == "declare_before_discard"
    issued.append(
        ruling(
            "BOARD_DECLARED",
            f"Seat {event.seat} declares playing the board before his cards leave his hand: "
            + (
                "he keeps his claim to a share"
                if keeps
                else "he must still table both cards to share"
            ),
        )
    )
