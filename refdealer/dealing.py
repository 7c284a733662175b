"""The initial deal and its irregularities: exposed, misdirected, extra and boxed cards.

The rulings follow Robert's Rules (``rrop-cash``) and the project's decisions in catalog
section 0.5: an exposed first or second card is a misdeal; a later single exposed card is
replaced from the top of the stub after the deal and becomes the flop's burn; a second
dealer exposure, a card out of sequence, a hand dealt to an empty seat and two extra cards
are misdeals; one extra card to the first seat goes back and is the burn; a boxed card is
void.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from refdealer import discovery
from refdealer.cards import Card
from refdealer.errors import RejectedEvent
from refdealer.events import DealHole
from refdealer.rulings import Ruling, ruling

if TYPE_CHECKING:
    from refdealer.hand import Hand


def reshuffle(hand: Hand, cards: list[Card]) -> list[Card]:
    """Order ``cards`` by the next unused ``reshuffles`` list; unnamed cards go last, in deck order.

    Returns the new stub, top first (RESHUFFLE-PROTOCOL; PROTOCOL.md "Reshuffles").
    """
    orders = hand.setup.reshuffles
    order = orders[hand.reshuffles_used] if hand.reshuffles_used < len(orders) else ()
    hand.reshuffles_used += 1
    rank = {card: index for index, card in enumerate(order)}
    deck_position = hand.deck_position
    return sorted(cards, key=lambda c: (0, rank[c]) if c in rank else (1, deck_position[c]))


def cutoff_reached(hand: Hand) -> bool:
    """Whether a misdeal can no longer be called (MISDEAL-CUTOFF, catalog decision 5).

    ``two_acted`` (rrop-cash): two actions in turn on the first round, or a board card
    dealt. ``substantial_action`` (tda-2024): two actions of which one put chips in, or any
    three actions.
    """
    if hand.board or hand.street > 0 or hand.out_of_play:
        return True  # a board card has been dealt (a premature one included)
    actions = hand.first_round_actions
    if hand.setup.options["misdeal_cutoff"] == "two_acted":
        return len(actions) >= 2
    with_chips = sum(1 for kind in actions if kind in ("call", "bet", "raise"))
    return len(actions) >= 3 or (len(actions) >= 2 and with_chips >= 1)


def misdeal(hand: Hand, code: str, message: str, issued: list[Ruling]) -> None:
    """Call a misdeal: every card back, the deck reshuffled, the same hand dealt again.

    The button and the blinds and antes stay; chips bet after the blinds go back; every
    seat dealt in is dealt in again (MISDEAL-REDEAL).
    """
    issued.append(ruling(code, message))
    returned = 0
    for seat in hand.seating.order:
        # Back to the chips of the deal: antes and blinds posted, nothing else.
        posted = hand.posted_antes[seat] + hand.posted_blinds[seat]
        returned += hand.committed[seat] - posted
        hand.committed[seat] = posted
        hand.bets[seat] = hand.posted_blinds[seat]
        hand.stacks[seat] = hand.setup.stacks[seat] - posted
    everything = [*hand.stub, *hand.burns, *hand.board, *hand.out_of_play, *hand.void, *hand.muck]
    for held in hand.hole.values():
        everything.extend(held)
        held.clear()
    hand.stub = list(reversed(reshuffle(hand, everything)))
    hand.burns, hand.board, hand.out_of_play, hand.void, hand.muck = [], [], [], [], []
    hand.exposed = []
    hand.folded.clear()
    hand.all_in = {seat for seat in hand.seating.order if hand.stacks[seat] == 0}
    hand.phase = "dealing"
    hand.street = 0
    hand.cards_dealt = 0
    hand.burned = False
    hand.round = None
    hand.to_act = None
    hand.first_round_actions.clear()
    hand.deal_exposures = 0
    hand.replacement_for = None
    hand.extra_cards = 0
    hand.boxed_in_deal = 0
    hand.showdown = None
    hand.exposure = None  # a redealt hand has no all-in to table (ALL-IN-EXPOSE)
    hand.tabled = set()
    hand.extra_burns = {}
    hand.reshuffle_after = None
    hand.burn_after_reshuffle = False
    hand.burn_restore = 0
    hand.unnoticed = None
    hand.misdeals += 1
    refund = f"; {returned} in bets after the blinds goes back" if returned else ""
    issued.append(
        ruling(
            "REDEAL",
            "Every card is gathered and reshuffled and the hand is dealt again: the button, "
            f"blinds and antes stay{refund}",
        )
    )


def check_deal_hole(hand: Hand, event: DealHole) -> None:
    """A hole card can be pitched while the deal is on, or (as an extra card) before action."""
    if not event.noticed:
        discovery.check_unnoticed_deal_hole(hand, event)
    if hand.unnoticed is not None:
        discovery.check_deal_after_short_deal(hand, event)
    if not hand.stub:
        raise RejectedEvent("NO_CARD_DUE", f"{event}: the stub is empty")
    if hand.phase == "dealing":
        return
    if hand.phase == "preflop" and not hand.first_round_actions and not hand.board:
        return
    raise RejectedEvent(
        "DEAL_COMPLETE", f"{event}: every seat has its hole cards and the action has begun"
    )


def deal_hole(hand: Hand, event: DealHole, issued: list[Ruling]) -> None:
    """Pitch one hole card, ruling on every way the pitch can go wrong."""
    order = hand.seating.order
    players = len(order)
    if hand.phase == "dealing" and hand.cards_dealt < 2 * players:
        _deal_in_pass(hand, event, order[hand.cards_dealt % players], issued)
    elif hand.phase == "dealing" and hand.replacement_for is not None:
        _deal_replacement(hand, event, hand.replacement_for, issued)
    else:
        _deal_extra(hand, event, issued)


def _deal_in_pass(hand: Hand, event: DealHole, due: int, issued: list[Ruling]) -> None:
    target = event.seat if event.seat is not None else due
    if target != due and not event.noticed:
        discovery.deal_past(hand, due, target)  # nobody sees it: ruled at a later notice
        _finish_pass_if_done(hand, issued)
        return
    if target != due:
        if target not in hand.hole:
            misdeal(
                hand,
                "MISDEAL_SEAT_ENTITLEMENT",
                f"A card was dealt to seat {target}, which has no player in the hand: misdeal",
                issued,
            )
        elif hand.cards_dealt == 0:
            misdeal(
                hand,
                "MISDEAL_WRONG_FIRST_SEAT",
                f"The deal started at seat {target} instead of seat {due}, left of the button: "
                "misdeal",
                issued,
            )
        else:
            misdeal(
                hand,
                "MISDEAL_OUT_OF_SEQUENCE",
                f"Seat {target} got a card out of sequence (seat {due} was due): misdeal",
                issued,
            )
        return
    card = hand.stub.pop()
    hand.hole[due].append(card)
    position = hand.cards_dealt
    hand.cards_dealt += 1
    if event.exposed:
        first_only = hand.setup.options["exposed_first_cards"] == "first_only"
        if position < (1 if first_only else 2):
            misdeal(
                hand,
                "MISDEAL_EXPOSED_FIRST_CARDS",
                f"The dealer exposed {card}, the {'first' if position == 0 else 'second'} card "
                "off the deck: misdeal",
                issued,
            )
            return
        if hand.deal_exposures >= 1:
            misdeal(
                hand,
                "MISDEAL_TWO_EXPOSED",
                f"The dealer exposed a second hole card ({card}): misdeal",
                issued,
            )
            return
        hand.deal_exposures += 1
        hand.exposed.append(card)
        hand.replacement_for = due
        issued.append(
            ruling(
                "EXPOSED_HOLE_CARD",
                f"The dealer exposed {card} to seat {due}: the deal goes on; after it seat "
                f"{due} gets the top card of the stub and {card} becomes the flop burn",
            )
        )
    _finish_pass_if_done(hand, issued)


def _finish_pass_if_done(hand: Hand, issued: list[Ruling]) -> None:
    if hand.cards_dealt == 2 * len(hand.seating.order) and hand.replacement_for is None:
        hand.phase = "preflop"
        hand.open_first_round(issued)


def _deal_replacement(hand: Hand, event: DealHole, seat: int, issued: list[Ruling]) -> None:
    first = hand.seating.order[0]
    if event.seat == first != seat and hand.extra_cards == 0:
        # Catalog decision 3: a third-pass card to the first seat goes back on top of the
        # stub, and so it is the card dealt as the replacement.
        hand.extra_cards += 1
        issued.append(
            ruling(
                "EXTRA_CARD_RETURNED",
                f"The extra card to seat {first} goes back on top of the stub and will be "
                f"seat {seat}'s replacement",
            )
        )
        return
    if event.seat is not None and event.seat != seat:
        misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"The replacement card was pitched to seat {event.seat}, not seat {seat}: misdeal",
            issued,
        )
        return
    held = hand.hole[seat]
    exposed_card = next(c for c in held if c in hand.exposed)
    if event.exposed:
        misdeal(
            hand,
            "MISDEAL_TWO_EXPOSED",
            f"The replacement for seat {seat} was exposed too, a second dealer exposure: misdeal",
            issued,
        )
        return
    replacement = hand.stub.pop()
    held.remove(exposed_card)
    held.append(replacement)
    hand.burns.append(exposed_card)
    hand.burned = True
    hand.replacement_for = None
    issued.append(
        ruling(
            "EXPOSED_CARD_REPLACED",
            f"Seat {seat} gets the top card of the stub; the exposed {exposed_card} is the "
            "flop burn, so the flop comes without another burn",
        )
    )
    _finish_pass_if_done(hand, issued)


def _deal_extra(hand: Hand, event: DealHole, issued: list[Ruling]) -> None:
    first = hand.seating.order[0]
    target = event.seat if event.seat is not None else first
    if not event.noticed:
        discovery.deal_extra(hand, target)  # it stays in the hand until a notice
        return
    if hand.extra_cards == 0 and target != first:
        misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"An extra card went to seat {target}, not the first seat: a wrong number of cards "
            "is a misdeal",
            issued,
        )
        return
    if target != first or hand.extra_cards >= 1 or target not in hand.hole:
        misdeal(
            hand,
            "MISDEAL_EXTRA_CARDS",
            f"An extra card went to seat {target} after every hand was complete"
            + (" (a second extra card)" if hand.extra_cards else "")
            + ": misdeal",
            issued,
        )
        return
    if hand.setup.options["extra_card_to_first_player"] == "misdeal" and not cutoff_reached(hand):
        misdeal(
            hand,
            "MISDEAL_EXTRA_CARDS",
            f"Seat {first} was dealt a third card: a wrong number of cards is a misdeal",
            issued,
        )
        return
    # The card was pitched and goes back face down on top of the stub: no zone changes.
    hand.extra_cards += 1
    issued.append(
        ruling(
            "EXTRA_CARD_RETURNED",
            f"The extra card to seat {first} goes back on top of the stub"
            + ("" if hand.burned else " and will be the flop burn"),
        )
    )


def boxed(hand: Hand, issued: list[Ruling]) -> None:
    """The top card of the stub was face up: it is void for this hand (BOXED-CARD)."""
    card = hand.stub.pop()
    hand.void.append(card)
    in_deal = hand.phase == "dealing"
    if in_deal:
        hand.boxed_in_deal += 1
    issued.append(
        ruling("BOXED_CARD", f"{card} was face up in the stub: it is out of play for the hand")
    )
    if in_deal and hand.boxed_in_deal >= 2 and not cutoff_reached(hand):
        misdeal(hand, "MISDEAL_BOXED_CARDS", "A second boxed card in the deal: misdeal", issued)


def expose_by_player(hand: Hand, seat: int, card: Card, issued: list[Ruling]) -> None:
    """A player shows his own card: it plays (DEAL-EXPOSED-BY-PLAYER)."""
    if card not in hand.exposed:
        hand.exposed.append(card)
    issued.append(
        ruling(
            "PLAYER_EXPOSED_CARD",
            f"Seat {seat} exposed his own {card}: no misdeal, the card plays",
        )
    )
