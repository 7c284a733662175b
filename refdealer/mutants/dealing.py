"""Mutants of the deal, misdeals and the errors found late (a ``notice``)."""

from __future__ import annotations

import dataclasses

from refdealer.mutants.base import Mutant, fixed, misread_options
from refdealer.rules import button_cards, dealing, discovery, fouling, nonstandard, reshuffling
from refdealer.rulings import Ruling, ruling
from refdealer.table.cards import Card
from refdealer.table.events import (
    Boxed,
    DealHole,
    Expose,
    FouledDeck,
    NonstandardFound,
    StubDropped,
)
from refdealer.table.state import BoardMark, TableState, Unnoticed

_deal_hole = dealing.deal_hole
_deal_in_pass = dealing._deal_in_pass
_deal_replacement = dealing._deal_replacement
_deal_extra = dealing._deal_extra
_misdeal = dealing.misdeal
_reshuffle_with = reshuffling.reshuffle_with
_stub_dropped = discovery.stub_dropped
_complete_short_deal = discovery._complete_short_deal
_supply_after_cutoff = button_cards.supply_after_cutoff


def _deal_from_button(h: TableState, event: DealHole, issued: list[Ruling]) -> None:
    order = h.seating.order
    if h.phase == "dealing" and h.cards_dealt < 2 * len(order):
        rotated = (order[-1], *order[:-1])
        dealing._deal_in_pass(h, event, rotated[h.cards_dealt % len(order)], issued)
    else:
        _deal_hole(h, event, issued)


def _first_seat_redirected(h: TableState, event: DealHole, due: int, issued: list[Ruling]) -> None:
    if h.cards_dealt == 0 and event.seat is not None and event.seat in h.hole:
        event = dataclasses.replace(event, seat=None)
    _deal_in_pass(h, event, due, issued)


def _empty_seat_redirected(h: TableState, event: DealHole, due: int, issued: list[Ruling]) -> None:
    if event.seat is not None and event.seat not in h.hole:
        event = dataclasses.replace(event, seat=None)
    _deal_in_pass(h, event, due, issued)


def _later_exposure_misdeal(h: TableState, event: DealHole, due: int, issued: list[Ruling]) -> None:
    on_seat = event.seat is None or event.seat == due
    if event.exposed and on_seat and h.cards_dealt >= 2 and h.deal_exposures == 0:
        dealing.misdeal(h, "MISDEAL_EXPOSED_FIRST_CARDS", "An exposed hole card: misdeal", issued)
        return
    _deal_in_pass(h, event, due, issued)


def _second_exposure_ignored(
    h: TableState, event: DealHole, due: int, issued: list[Ruling]
) -> None:
    if event.exposed and h.deal_exposures >= 1 and h.cards_dealt >= 2:
        event = dataclasses.replace(event, exposed=False)
    _deal_in_pass(h, event, due, issued)


def _exposed_card_mucked(h: TableState, event: DealHole, seat: int, issued: list[Ruling]) -> None:
    burns = len(h.burns)
    _deal_replacement(h, event, seat, issued)
    if h.replacement_for is None and len(h.burns) > burns:
        h.muck.append(h.burns.pop())
        h.burned = False


def _extra_card_kept_out(h: TableState, event: DealHole, issued: list[Ruling]) -> None:
    extra = h.extra_cards
    _deal_extra(h, event, issued)
    if h.extra_cards > extra and h.stub:
        h.muck.append(h.stub.pop())


def _boxed_card_dealt(h: TableState, event: Boxed, issued: list[Ruling]) -> None:
    issued.append(ruling("BOXED_CARD", f"{h.stub[-1]} was face up in the stub"))


def _player_exposure_unrecorded(h: TableState, seat: int, card: Card, issued: list[Ruling]) -> None:
    issued.append(ruling("PLAYER_EXPOSED_CARD", f"Seat {seat} exposed his own {card}"))


def _reshuffle_with_burns(
    h: TableState, cards: list[Card], issued: list[Ruling], what: str
) -> None:
    burns = list(h.burns)
    h.burns.clear()
    _reshuffle_with(h, [*cards, *burns], issued, what)


def _misdeal_refunds_blinds(h: TableState, code: str, message: str, issued: list[Ruling]) -> None:
    _misdeal(h, code, message, issued)
    for seat in h.seating.order:
        posted = h.posted_blinds[seat] + h.posted_antes[seat]
        h.stacks[seat] += posted
        h.committed[seat] -= posted
        h.bets[seat] = 0
        h.posted_blinds[seat] = h.posted_antes[seat] = 0
    h.all_in = {seat for seat in h.seating.order if h.stacks[seat] == 0}


def _misdeal_not_reshuffled(h: TableState, code: str, message: str, issued: list[Ruling]) -> None:
    _misdeal(h, code, message, issued)
    h.stub.sort(key=h.deck_position.__getitem__, reverse=True)


def _never_cut_off(h: TableState) -> bool:
    return False


def _short_deal_misdeal(h: TableState, short: list[tuple[int, Card]], issued: list[Ruling]) -> None:
    dealing.misdeal(h, "MISDEAL_OUT_OF_SEQUENCE", "A seat is short a card: misdeal", issued)


def _short_seats_dealt_in_sequence(
    h: TableState, short: list[tuple[int, Card]], issued: list[Ruling]
) -> None:
    top = [card for _, card in short]
    if h.stub[len(h.stub) - len(top) :][::-1] != top:
        _complete_short_deal(h, short, issued)
        return
    for seat, card in short:  # whoever is short, the button or not, book or not
        h.stub.pop()
        (h.muck if seat in h.folded else h.hole[seat]).append(card)
    issued.append(ruling("MISSING_CARDS_IN_SEQUENCE", "The missing cards are dealt in sequence"))


def _button_supplied_only_alone(h: TableState, errors: Unnoticed, issued: list[Ruling]) -> None:
    if len(errors.short) == 1:
        _supply_after_cutoff(h, errors, issued)


def _wrong_count_plays(h: TableState, errors: Unnoticed, issued: list[Ruling]) -> None:
    issued.append(ruling("CUTOFF_PASSED", "Found after the misdeal cutoff: the hand plays"))


def _stub_dropped_with_burns(h: TableState, event: StubDropped, issued: list[Ruling]) -> None:
    mixed = event.mixed if "burns" in event.mixed else (*event.mixed, "burns")
    _stub_dropped(h, StubDropped(mixed), issued)


def _joker_always_replaced(h: TableState, event: NonstandardFound, issued: list[Ruling]) -> None:
    h.joker = None
    h.hole[event.seat].append(h.stub.pop())
    issued.append(ruling("NONSTANDARD_CARD_REPLACED", "The joker is replaced from the stub"))


def _run_out_board_stands(h: TableState, mark: BoardMark, issued: list[Ruling]) -> None:
    issued.append(ruling("BOARD_REBUILT", "The board stands"))


_expose = dealing.expose
_fouled_deck = fouling.fouled_deck


def _fouled_deck_stands_after_the_deal(
    h: TableState, event: FouledDeck, issued: list[Ruling]
) -> None:
    if h.phase != "dealing":  # read like a misdeal: past the deal, the hand plays on
        issued.append(ruling("FOULED_STUB_ACTION_STANDS", "The action stands"))
        return
    _fouled_deck(h, event, issued)


def _exposure_kills_the_hand(h: TableState, event: Expose, issued: list[Ruling]) -> None:
    _expose(h, event, issued)
    if h.phase not in ("dealing", "showdown", "complete") and event.seat not in h.folded:
        h.folded.add(event.seat)  # a card shown with action pending kills the hand
        h.muck_hand(event.seat)
        if h.round is not None:
            h.round.pending.discard(event.seat)


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    # dealing
    M("deal-starts-at-button", "DEAL-ORDER", "the first hole card goes to the button",
      patches=((dealing, "deal_hole", _deal_from_button),)),
    M("wrong-first-seat-accepted", "DEAL-FIRST-CARD-WRONG-SEAT",
      "a deal started at the wrong seat is silently given to the right seat, no misdeal",
      patches=((dealing, "_deal_in_pass", _first_seat_redirected),)),
    M("empty-seat-card-redirected", "DEAL-SEAT-ENTITLEMENT",
      "a card pitched to an empty seat is given to the seat due, no misdeal",
      patches=((dealing, "_deal_in_pass", _empty_seat_redirected),)),
    M("second-card-exposure-no-misdeal", "DEAL-EXPOSED-FIRST-TWO",
      "only the first card off the deck exposed is a misdeal, not the second",
      patches=misread_options(exposed_first_cards=fixed("first_only"))),
    M("later-exposure-misdeal", "DEAL-EXPOSED-LATER",
      "a single later exposed hole card is called a misdeal",
      patches=((dealing, "_deal_in_pass", _later_exposure_misdeal),)),
    M("exposed-card-not-the-burn", "DEAL-EXPOSED-LATER",
      "the replaced exposed card is mucked, not used as the flop burn",
      patches=((dealing, "_deal_replacement", _exposed_card_mucked),)),
    M("second-exposure-not-misdeal", "MISDEAL-TWO-EXPOSED",
      "a second exposed hole card is dealt on as if face down",
      patches=((dealing, "_deal_in_pass", _second_exposure_ignored),)),
    M("extra-card-not-returned", "EXTRA-HOLE-CARD",
      "the one extra hole card is mucked instead of going back as the burn",
      patches=((dealing, "_deal_extra", _extra_card_kept_out),)),
    M("boxed-card-dealt", "BOXED-CARD", "a boxed card stays in the stub and is dealt",
      patches=((dealing, "boxed", _boxed_card_dealt),)),
    M("player-exposure-unrecorded", "DEAL-EXPOSED-BY-PLAYER",
      "a card a player shows is not recorded as exposed",
      patches=((dealing, "expose_by_player", _player_exposure_unrecorded),)),
    M("reshuffle-takes-burns", "RESHUFFLE-PROTOCOL",
      "a mid-hand reshuffle gathers the burn cards too",
      patches=((reshuffling, "reshuffle_with", _reshuffle_with_burns),)),
    # misdeals
    M("misdeal-refunds-blinds", "MISDEAL-REDEAL",
      "a misdeal gives the blinds and antes back instead of keeping them",
      patches=((dealing, "misdeal", _misdeal_refunds_blinds),)),
    M("misdeal-not-reshuffled", "MISDEAL-REDEAL",
      "after a misdeal the cards are redealt in the old deck order, not reshuffled",
      patches=((dealing, "misdeal", _misdeal_not_reshuffled),)),
    M("joker-never-a-misdeal", "NONSTANDARD-CARD",
      "a joker found before the cutoff is replaced even where the house rules it a misdeal",
      patches=misread_options(joker_or_nonstandard_before_action=fixed("replace"))),
    M("joker-holder-who-acted-replaced", "NONSTANDARD-CARD",
      "a player who acted on a hand holding a joker gets a replacement instead of a dead hand",
      patches=((nonstandard, "found", _joker_always_replaced),)),
    M("button-never-catches-up", "BUTTON-CARDS",
      "the TDA button rules (two consecutive cards, a missing card after SA) are never applied",
      patches=misread_options(button_card_errors=fixed("in_sequence_before_cutoff"))),
    M("cutoff-always-two-acted", "MISDEAL-CUTOFF",
      "the misdeal cutoff is always two actions, even where it is substantial action",
      patches=misread_options(misdeal_cutoff=fixed("two_acted"))),
    M("misdeal-after-the-cutoff", "MISDEAL-CUTOFF",
      "the misdeal cutoff never comes: an error found late is always a misdeal",
      patches=((dealing, "cutoff_reached", _never_cut_off),)),
    M("short-button-not-given-the-top-card", "BUTTON-CARDS",
      "a short deal found before the cutoff is a misdeal, the missing card never given",
      patches=((discovery, "_complete_short_deal", _short_deal_misdeal),)),
    M("short-seat-dealt-in-sequence-under-tda", "DEAL-WRONG-COUNT",
      "under button_may_catch_up a seat other than the button short a card before the "
      "cutoff is dealt its card in sequence instead of a misdeal (TDA 35-A-5)",
      patches=((discovery, "_complete_short_deal", _short_seats_dealt_in_sequence),),
      profile="tda-2024"),
    M("short-button-not-supplied-beside-another-short-seat", "BUTTON-CARDS",
      "after the cutoff the button short a card is made whole only when no other seat is "
      "short too (TDA 37 replaces his card whoever else is short)",
      patches=((button_cards, "supply_after_cutoff", _button_supplied_only_alone),),
      profile="tda-2024"),
    M("fouled-deck-stands-after-the-deal", "FOULED-DECK",
      "a duplicate or wrong-back card found in play after the deal leaves the hand standing "
      "(read like a misdeal cutoff; the book voids it whatever the action)",
      patches=((fouling, "fouled_deck", _fouled_deck_stands_after_the_deal),)),
    M("card-shown-during-play-kills-the-hand", "EXPOSE-DURING-PLAY",
      "a player who shows a card with action still to come loses his hand",
      patches=((dealing, "expose", _exposure_kills_the_hand),)),
    M("wrong-count-hand-plays", "DEAL-WRONG-COUNT",
      "after the cutoff a hand with the wrong number of cards stays live",
      patches=((discovery, "_after_cutoff", _wrong_count_plays),)),
    M("dropped-stub-takes-the-burns", "STUB-DISORDERED",
      "a dropped stub is always shuffled with the burns, mixed or not",
      patches=((discovery, "stub_dropped", _stub_dropped_with_burns),)),
    M("run-out-board-stands", "BOARD-ERROR-ALLIN",
      "a board error in an all-in run-out found before the pot is awarded is not put right",
      patches=((discovery, "rebuild_board", _run_out_board_stands),)),
)  # fmt: skip
