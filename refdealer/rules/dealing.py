"""The initial deal and its irregularities: exposed, misdirected, extra and boxed cards.

The rulings follow Robert's Rules (``rrop-cash``) and the project's decisions in catalog
section 0.5: an exposed first or second card is a misdeal; a later single exposed card is
replaced from the top of the stub after the deal and becomes the flop's burn; a second
dealer exposure, a card out of sequence, a hand dealt to an empty seat and two extra cards
are misdeals; one extra card to the first seat goes back and is the burn; a boxed card is
void.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import button_cards, reshuffling, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.cards import Card
from refdealer.table.events import Boxed, DealHole, EndDeal, Expose
from refdealer.table.state import TableState


def substantial_action(state: TableState) -> bool:
    """Whether the hand has seen substantial action (TDA 36): a board card dealt, or on the
    first round two actions of which one put chips in, or any three actions."""
    if state.board or state.street > 0 or state.out_of_play:
        return True
    actions = state.first_round_actions
    with_chips = sum(1 for kind in actions if kind in ("call", "bet", "raise"))
    return len(actions) >= 3 or (len(actions) >= 2 and with_chips >= 1)


def cutoff_reached(state: TableState) -> bool:
    """Whether a misdeal can no longer be called (MISDEAL-CUTOFF, catalog decision 5).

    ``two_acted`` (rrop-cash): two actions in turn on the first round, or a board card
    dealt. ``substantial_action`` (tda-2024): two actions of which one put chips in, or any
    three actions.
    """
    if state.board or state.street > 0 or state.out_of_play:
        return True  # a board card has been dealt (a premature one included)
    actions = state.first_round_actions
    two_acted = len(actions) >= 2
    substantial = substantial_action(state)
    if two_acted == substantial:
        return two_acted  # both books agree: the option decides nothing, so it is not read
    if state.setup.options["misdeal_cutoff"] == "two_acted":
        return two_acted
    return substantial


def misdeal(state: TableState, code: str, message: str, issued: list[Ruling]) -> None:
    """Call a misdeal: every card back, the deck reshuffled, the same hand dealt again.

    The button and the blinds and antes stay; chips bet after the blinds go back; every
    seat dealt in is dealt in again (MISDEAL-REDEAL).
    """
    issued.append(ruling(code, message))
    returned = 0
    for seat in state.seating.order:
        # Back to the chips of the deal: antes and blinds posted, nothing else.
        posted = state.posted_antes[seat] + state.posted_blinds[seat]
        returned += state.committed[seat] - posted
        state.committed[seat] = posted
        state.bets[seat] = state.posted_blinds[seat]
        state.stacks[seat] = state.setup.stacks[seat] - posted
    refund = f"; {returned} in bets after the blinds goes back" if returned else ""
    everything = [
        *state.stub,
        *state.burns,
        *state.board,
        *state.out_of_play,
        *state.void,
        *state.muck,
    ]
    for held in state.hole.values():
        everything.extend(held)
        held.clear()
    state.stub = list(reversed(reshuffling.reshuffle(state, everything)))
    state.burns, state.board, state.out_of_play, state.void, state.muck = [], [], [], [], []
    state.exposed = []
    state.folded.clear()
    state.all_in = {seat for seat in state.seating.order if state.stacks[seat] == 0}
    state.phase = "dealing"
    state.street = 0
    state.cards_dealt = 0
    state.burned = False
    state.round = None
    state.to_act = None
    state.first_round_actions.clear()
    state.deal_exposures = 0
    state.replacement_for = None
    state.extra_cards = 0
    state.boxed_in_deal = 0
    state.showdown = None
    state.exposure = None  # a redealt hand has no all-in to table (ALL-IN-EXPOSE)
    state.tabled = set()
    state.extra_burns = {}
    state.reshuffle_after = None
    state.burn_after_reshuffle = False
    state.burn_restore = 0
    state.unnoticed = None
    state.misdeals += 1
    if state.joker is not None:  # a joker nobody found is seen as the cards are gathered
        refund += "; the joker found among the cards is taken out of the deck"
    state.joker = None
    state.nonstandard_dealt = False
    state.deal_log_start = len(state.log) + 1  # the redeal begins after this event
    issued.append(
        ruling(
            "REDEAL",
            "Every card is gathered and reshuffled and the hand is dealt again: the button, "
            f"blinds and antes stay{refund}",
        )
    )


def check_deal_hole(state: TableState, event: DealHole) -> None:
    """A hole card can be pitched while the deal is on, or (as an extra card) before action."""
    if not event.noticed:
        check_unnoticed_deal_hole(state, event)
    if state.unnoticed is not None:
        check_deal_after_short_deal(state, event)
    if not state.stub:
        raise RejectedEvent("NO_CARD_DUE", f"{event}: the stub is empty")
    if state.phase == "dealing":
        return
    if state.phase == "preflop" and not state.first_round_actions and not state.board:
        return
    raise RejectedEvent(
        "DEAL_COMPLETE", f"{event}: every seat has its hole cards and the action has begun"
    )


def deal_hole(state: TableState, event: DealHole, issued: list[Ruling]) -> None:
    """Pitch one hole card, ruling on every way the pitch can go wrong."""
    order = state.seating.order
    players = len(order)
    dealt = state.cards_dealt
    if dealt < 2 * players and state.phase == "dealing":
        _deal_in_pass(state, event, order[dealt % players], issued)
    elif state.phase == "dealing" and state.replacement_for is not None:
        _deal_replacement(state, event, state.replacement_for, issued)
    else:
        _deal_extra(state, event, issued)


def _deal_in_pass(state: TableState, event: DealHole, due: int, issued: list[Ruling]) -> None:
    target = event.seat
    if target is None or target == due:
        if not event.exposed:  # the routine pitch: the top card to the seat due
            state.hole[due].append(state.stub.pop())
            dealt = state.cards_dealt = state.cards_dealt + 1
            if dealt == 2 * len(state.seating.order):
                _finish_pass_if_done(state, issued)
            return
        target = due
    if target != due and not event.noticed:
        deal_past(state, due, target)  # nobody sees it: ruled at a later notice
        _finish_pass_if_done(state, issued)
        return
    if target != due:
        if target not in state.hole:
            misdeal(
                state,
                "MISDEAL_SEAT_ENTITLEMENT",
                f"A card was dealt to seat {target}, which has no player in the hand: misdeal",
                issued,
            )
        elif state.cards_dealt == 0:
            misdeal(
                state,
                "MISDEAL_WRONG_FIRST_SEAT",
                f"The deal started at seat {target} instead of seat {due}, left of the button: "
                "misdeal",
                issued,
            )
        else:
            misdeal(
                state,
                "MISDEAL_OUT_OF_SEQUENCE",
                f"Seat {target} got a card out of sequence (seat {due} was due): misdeal",
                issued,
            )
        return
    card = state.stub.pop()
    state.hole[due].append(card)
    position = state.cards_dealt
    state.cards_dealt += 1
    if event.exposed:
        first_only = state.setup.options["exposed_first_cards"] == "first_only"
        if position < (1 if first_only else 2):
            misdeal(
                state,
                "MISDEAL_EXPOSED_FIRST_CARDS",
                f"The dealer exposed {card}, the {'first' if position == 0 else 'second'} card "
                "off the deck: misdeal",
                issued,
            )
            return
        if state.deal_exposures >= 1:
            misdeal(
                state,
                "MISDEAL_TWO_EXPOSED",
                f"The dealer exposed a second hole card ({card}): misdeal",
                issued,
            )
            return
        state.deal_exposures += 1
        state.exposed.append(card)
        state.replacement_for = due
        issued.append(
            ruling(
                "EXPOSED_HOLE_CARD",
                f"The dealer exposed {card} to seat {due}: the deal goes on; after it seat "
                f"{due} gets the top card of the stub and {card} becomes the flop burn",
            )
        )
    _finish_pass_if_done(state, issued)


def _finish_pass_if_done(state: TableState, issued: list[Ruling]) -> None:
    if state.cards_dealt == 2 * len(state.seating.order) and state.replacement_for is None:
        state.phase = "preflop"
        streets.open_first_round(state, issued)


def _third_card_misdeal(state: TableState, first: int, issued: list[Ruling]) -> None:
    """EXTRA-HOLE-CARD under ``misdeal`` (TDA 35-A-5): a third card to the first seat."""
    misdeal(
        state,
        "MISDEAL_EXTRA_CARDS",
        f"Seat {first} was dealt a third card: a wrong number of cards is a misdeal",
        issued,
    )


def _deal_replacement(state: TableState, event: DealHole, seat: int, issued: list[Ruling]) -> None:
    first = state.seating.order[0]
    if event.seat == first != seat and state.extra_cards == 0:
        if state.setup.options["extra_card_to_first_player"] == "misdeal":
            # TDA 35-A-5: a third card to the first seat is a wrong number of cards, and a
            # replacement is due before any action, so the cutoff cannot have passed.
            _third_card_misdeal(state, first, issued)
            return
        # Catalog decision 3: a third-pass card to the first seat goes back on top of the
        # stub, and so it is the card dealt as the replacement.
        state.extra_cards += 1
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
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"The replacement card was pitched to seat {event.seat}, not seat {seat}: misdeal",
            issued,
        )
        return
    held = state.hole[seat]
    exposed_card = next(c for c in held if c in state.exposed)
    if event.exposed:
        misdeal(
            state,
            "MISDEAL_TWO_EXPOSED",
            f"The replacement for seat {seat} was exposed too, a second dealer exposure: misdeal",
            issued,
        )
        return
    replacement = state.stub.pop()
    held.remove(exposed_card)
    held.append(replacement)
    state.burns.append(exposed_card)
    state.burned = True
    state.replacement_for = None
    issued.append(
        ruling(
            "EXPOSED_CARD_REPLACED",
            f"Seat {seat} gets the top card of the stub; the exposed {exposed_card} is the "
            "flop burn, so the flop comes without another burn",
        )
    )
    _finish_pass_if_done(state, issued)


def _deal_extra(state: TableState, event: DealHole, issued: list[Ruling]) -> None:
    first = state.seating.order[0]
    target = event.seat if event.seat is not None else first
    if not event.noticed:
        deal_extra(state, target)  # it stays in the hand until a notice
        return
    if button_cards.two_consecutive_pitch(state, target, issued):
        return
    if state.extra_cards == 0 and target != first:
        misdeal(
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"An extra card went to seat {target}, not the first seat: a wrong number of cards "
            "is a misdeal",
            issued,
        )
        return
    if target != first or state.extra_cards >= 1 or target not in state.hole:
        misdeal(
            state,
            "MISDEAL_EXTRA_CARDS",
            f"An extra card went to seat {target} after every hand was complete"
            + (" (a second extra card)" if state.extra_cards else "")
            + ": misdeal",
            issued,
        )
        return
    if state.setup.options["extra_card_to_first_player"] == "misdeal" and not cutoff_reached(state):
        _third_card_misdeal(state, first, issued)
        return
    # The card was pitched and goes back face down on top of the stub: no zone changes.
    state.extra_cards += 1
    issued.append(
        ruling(
            "EXTRA_CARD_RETURNED",
            f"The extra card to seat {first} goes back on top of the stub"
            + ("" if state.burned else " and will be the flop burn"),
        )
    )


def boxed(state: TableState, event: Boxed, issued: list[Ruling]) -> None:
    """The top card of the stub was face up: it is void for this hand (BOXED-CARD)."""
    card = state.stub.pop()
    state.void.append(card)
    in_deal = state.phase == "dealing"
    if in_deal:
        state.boxed_in_deal += 1
    issued.append(
        ruling("BOXED_CARD", f"{card} was face up in the stub: it is out of play for the hand")
    )
    if in_deal and state.boxed_in_deal >= 2 and not cutoff_reached(state):
        misdeal(state, "MISDEAL_BOXED_CARDS", "A second boxed card in the deal: misdeal", issued)


def expose_by_player(state: TableState, seat: int, card: Card, issued: list[Ruling]) -> None:
    """A player shows his own card: it plays (DEAL-EXPOSED-BY-PLAYER)."""
    if card not in state.exposed:
        state.exposed.append(card)
    issued.append(
        ruling(
            "PLAYER_EXPOSED_CARD",
            f"Seat {seat} exposed his own {card}: no misdeal, the card plays",
        )
    )


def expose(state: TableState, event: Expose, issued: list[Ruling]) -> None:
    """A player shows one of his own cards: during the deal it plays (DEAL-EXPOSED-BY-PLAYER);
    once the hand is being played, with action still to come, the hand stays live too and
    the card is seen by all (EXPOSE-DURING-PLAY: RRoP s3 Showdown #6; a tournament's penalty,
    TDA 67, 68, 71-B, is served after the hand, outside a single hand)."""
    if state.phase in ("dealing", "showdown", "complete"):
        expose_by_player(state, event.seat, event.card, issued)
        return
    if event.card not in state.exposed:
        state.exposed.append(event.card)
    issued.append(
        ruling(
            "EXPOSED_DURING_PLAY",
            f"Seat {event.seat} showed his {event.card} with the hand still being played: the "
            "hand stays live and the card plays, now seen by the whole table (a tournament may "
            "penalise it after the hand)",
        )
    )


def check_expose(state: TableState, event: Expose) -> None:
    """A player can show only a card of his own live hand."""
    if event.seat not in state.hole or event.seat in state.folded:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {event.seat} has no live hand")
    if event.card not in state.hole[event.seat]:
        raise RejectedEvent("CARD_NOT_HELD", f"{event}: seat {event.seat} does not hold it")


# ------------------------------------------------------------------ unnoticed pitches


def check_unnoticed_deal_hole(state: TableState, event: DealHole) -> None:
    """An unnoticed pitch must be one nobody could see at once."""
    if state.replacement_for is not None:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: an unnoticed card while a replacement is due"
        )
    if event.seat is not None and event.seat not in state.hole:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a card in front of a seat with no player is seen at once"
        )
    if event.seat is not None and event.seat in state.folded:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {event.seat} has no live hand")
    target = event.seat if event.seat is not None else state.seating.order[0]
    if state.phase != "dealing" and target in state.tabled:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: a card dealt to a hand turned face up (ALL-IN-EXPOSE) is seen at once",
        )


def check_deal_after_short_deal(state: TableState, event: DealHole) -> None:
    """Once the deal was stopped short, the missing cards come only with a ``notice``."""
    if state.unnoticed is not None and state.unnoticed.short:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: the deal was stopped short and nobody has noticed; a notice comes first",
        )


def check_end_deal(state: TableState, event: EndDeal) -> None:
    """The deal can stop short only while cards are still due in its passes."""
    if state.phase != "dealing":
        raise RejectedEvent("DEAL_COMPLETE", f"{event}: every seat already has its hole cards")
    if state.replacement_for is not None:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a replacement forgotten until the action begins"
        )


def deal_past(state: TableState, due: int, target: int) -> None:
    """An unnoticed pitch to ``target`` while ``due`` was due: the seats between are passed
    over and the dealer goes on from ``target``. Past the last pass ``target`` already has
    its two cards, so the card is an extra one too: recorded with the extras, it keeps the
    button's catch-up (TDA 35-B) from settling a deal that left a third card in a hand."""
    order = state.seating.order
    players = len(order)
    position = state.seating.position
    skipped = (position[target] - position[due]) % players
    card = state.stub.pop()
    state.hole[target].append(card)
    start = state.cards_dealt
    end = min(start + skipped + 1, 2 * players)
    seats = [order[p % players] for p in range(start, min(start + skipped, end))]
    passed = ", ".join(map(str, seats))
    state.cards_dealt = end
    errors = state.pending_errors()
    errors.out_of_sequence.append(
        f"seat {target} got {card} while seat {due} was due (passed over: seat {passed})"
    )
    errors.passed_over.extend(seats)
    if len(state.hole[target]) + (state.joker == target) > 2:  # a joker is a card held
        errors.extras.append((target, card))


def deal_extra(state: TableState, target: int) -> None:
    """An unnoticed extra card after the deal: it stays in ``target``'s hand for now."""
    card = state.stub.pop()
    state.hole[target].append(card)
    state.pending_errors().extras.append((target, card))


def end_deal(state: TableState, event: EndDeal, issued: list[Ruling]) -> None:
    """The dealer stops with cards still due; the action begins with those seats short."""
    order = state.seating.order
    players = len(order)
    stub = state.stub
    due = range(state.cards_dealt, 2 * players)
    state.pending_errors().short.extend(
        (order[p % players], stub[-1 - i]) for i, p in enumerate(due)
    )
    state.cards_dealt = 2 * players
    state.phase = "preflop"
    streets.open_first_round(state, issued)


def check_boxed(state: TableState, event: Boxed) -> None:
    """A card can be found boxed while cards still come off the stub."""
    if state.phase == "showdown" or not state.stub:
        raise RejectedEvent("NO_CARD_DUE", f"{event}: no more cards come off the stub")
