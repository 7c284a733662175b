"""Burns and board cards, and the floor's rulings when the dealer gets them wrong.

Robert's Rules (``rrop-cash``) restore the card sequence: an extra burn goes back on top, a
card turned without its burn becomes the burn, a four-card flop is reshuffled and redealt
without a burn, a premature card is set aside and the stub reshuffled with it when the next
card is due (catalog section C and decisions 1, 6, 8 and 10). The ``tda-2024`` values of
the house options scramble instead, as the catalog describes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from refdealer.cards import Card
from refdealer.dealing import reshuffle
from refdealer.errors import RejectedEvent
from refdealer.events import Board, Burn
from refdealer.limits import MAX_EXTRA_BURNS_PER_STREET
from refdealer.rulings import Ruling, ruling

if TYPE_CHECKING:
    from refdealer.hand import Hand

STREET_NAMES = ("pre-flop", "flop", "turn", "river")
BOARD_COUNTS = (0, 3, 1, 1)
PREMATURE_CODES = {1: "FLOP_PREMATURE", 2: "TURN_PREMATURE", 3: "RIVER_PREMATURE"}


def _check_card_due(hand: Hand, event: Burn | Board) -> None:
    if hand.phase == "dealing":
        raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
    if hand.phase == "showdown" or hand.street >= 3:
        raise RejectedEvent("NO_CARD_DUE", f"{event}: the board is complete")
    mark = hand.unnoticed.board if hand.unnoticed is not None else None
    if mark is not None and mark.betting and hand.street > mark.street:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: the {STREET_NAMES[mark.street + 1]}'s burn error is still unnoticed; "
            "it is found (a notice) before the next street's cards",
        )


def _record_act(hand: Hand, count: int) -> None:
    """A burn (0) or board (``count``) dealt while a betting street's burn error waits."""
    mark = hand.unnoticed.board if hand.unnoticed is not None else None
    if mark is not None and mark.betting:
        mark.acts.append(count)


def check_burn(hand: Hand, event: Burn) -> None:
    """A burn can be made while board cards remain; errors are ruled, not refused.

    Only so many extra burns are ruled on for one street (``MAX_EXTRA_BURNS_PER_STREET``):
    after that the burn is refused, and so is any burn from a stub without the cards.
    """
    _check_card_due(hand, event)
    if hand.burned and hand.extra_burns.get(hand.street, 0) >= MAX_EXTRA_BURNS_PER_STREET:
        raise RejectedEvent(
            "ALREADY_BURNED",
            f"{event}: the {STREET_NAMES[hand.street + 1]} burn was made and an extra burn "
            "already ruled on; a further one is not ruled",
        )
    needed = 1 + max(hand.burn_restore, 0) if not hand.burned else 1
    if needed > len(hand.stub):
        raise RejectedEvent(
            "NO_CARD_DUE", f"{event}: only {len(hand.stub)} cards are left in the stub"
        )


def check_board(hand: Hand, event: Board) -> None:
    """A board event is refused only when no card is due or the count makes no sense."""
    _check_card_due(hand, event)
    due = BOARD_COUNTS[hand.street + 1]
    premature = hand.round is not None
    if event.count > due + 1 or (not premature and hand.burned and event.count < due):
        raise RejectedEvent(
            "WRONG_BOARD_COUNT",
            f"{event}: the {STREET_NAMES[hand.street + 1]} is {due} card"
            + ("s" if due > 1 else ""),
        )
    if event.count > len(hand.stub):
        raise RejectedEvent("WRONG_BOARD_COUNT", f"{event}: only {len(hand.stub)} cards remain")
    if hand.burn_restore and not hand.burned:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: the floor ruled that the {STREET_NAMES[hand.street + 1]} burn restores "
            "the card sequence; the burn comes first",
        )


def burn(hand: Hand, issued: list[Ruling]) -> None:
    """Burn the top card, ruling on a burn made too early or made twice."""
    _record_act(hand, 0)
    street = STREET_NAMES[hand.street + 1]
    if hand.burned:
        hand.extra_burns[hand.street] = hand.extra_burns.get(hand.street, 0) + 1
        # Decision 1: a burn after an exposed hole card became the flop burn goes back on
        # top in both profiles; otherwise the house option decides.
        exposed_burn = hand.street == 0 and any(card in hand.exposed for card in hand.burns)
        if exposed_burn or hand.setup.options["extra_burn_before_action"] == "restore":
            issued.append(
                ruling(
                    "BURN_EXTRA",
                    f"The {street} burn was already made: the card just burned goes back on "
                    "top of the stub",
                )
            )
        else:
            hand.burns.append(hand.stub.pop())
            issued.append(
                ruling(
                    "BURN_EXTRA",
                    f"A second {street} burn: it stays burned, and from now on one burn per street",
                )
            )
        return
    if hand.burn_restore:
        _restore_burn(hand, street, issued)
    else:
        hand.burns.append(hand.stub.pop())
    hand.burned = True
    if hand.round is not None:
        issued.append(
            ruling(
                "EARLY_BURN",
                f"The dealer burned before the {STREET_NAMES[hand.street]} betting was over: "
                f"the card stays the {street} burn",
            )
        )


def _restore_burn(hand: Hand, street: str, issued: list[Ruling]) -> None:
    """``restore_sequence`` after a burn error that stood: the burn that puts it right.

    A missing burn: this burn takes one card more. An extra burn: the last card burned goes
    back on top of the stub and is burned again, as the card the sequence keeps for this burn.
    """
    extra, hand.burn_restore = hand.burn_restore, 0
    if extra > 0:
        cards = _take(hand, 1 + extra)
        hand.burns.extend(cards)
        done = f"the dealer burns {' and '.join(map(str, cards))}"
    else:
        card = hand.burns.pop()
        hand.stub.append(card)
        hand.burns.append(hand.stub.pop())
        done = f"{card} is taken back from the burns, put on top of the stub and burned again"
    issued.append(
        ruling(
            "BURN_RESTORED",
            f"The {street} burn restores the card sequence after the earlier burn error: {done}, "
            f"so the {street} is the card it would have been",
        )
    )


def _take(hand: Hand, count: int) -> list[Card]:
    return [hand.stub.pop() for _ in range(count)]


def _reshuffle_with(hand: Hand, cards: list[Card], issued: list[Ruling], what: str) -> None:
    hand.stub = list(reversed(reshuffle(hand, [*hand.stub, *cards])))
    issued.append(
        ruling(
            "RESHUFFLE",
            f"The stub is reshuffled with {what}; burns and discards stay out",
        )
    )


def board(hand: Hand, count: int, issued: list[Ruling]) -> None:
    """Turn ``count`` board cards, ruling on premature, burnless and extra cards."""
    _record_act(hand, count)
    street = hand.street + 1
    name = STREET_NAMES[street]
    due = BOARD_COUNTS[street]
    options = hand.setup.options
    if hand.round is not None:
        _premature(hand, street, count, issued)
        return
    if not hand.burned:
        cards = _take(hand, count)
        if street == 1 and options["flop_without_burn"] == "scramble_pick_burn":
            _scramble_burnless_flop(hand, cards, issued)
            return
        if street == 1:
            issued.append(
                ruling(
                    "FLOP_WITHOUT_BURN",
                    f"The flop was turned without a burn: {' '.join(map(str, cards))} go back, "
                    "and the dealer burns and flops again",
                )
            )
            _reshuffle_with(hand, cards, issued, "the exposed flop")
            return
        hand.burns.extend(cards[:1])
        hand.stub.extend(reversed(cards[1:]))
        hand.burned = True
        issued.append(
            ruling(
                "BURN_MISSED",
                f"The {name} was turned without a burn: {cards[0]} becomes the burn and the "
                f"next card is the {name}",
            )
        )
        return
    if count > due:
        cards = _take(hand, count)
        option = "flop_too_many" if street == 1 else "extra_board_card"
        if options[option] == "reshuffle_redeal":
            code = "FLOP_TOO_MANY" if street == 1 else "BOARD_EXTRA_CARD"
            fresh_burn = street == 1 and _redeal_burns(hand)
            issued.append(
                ruling(
                    code,
                    f"{count} cards were turned for the {name}: they go back, the burn stays, "
                    f"and the {name} is dealt again "
                    + ("after a fresh burn" if fresh_burn else "without a burn"),
                )
            )
            _reshuffle_with(hand, cards, issued, f"the {name} cards")
            hand.burned = not fresh_burn
            return
        order = reshuffle(hand, cards)
        hand.burns.append(order[0])
        code = "FLOP_TOO_MANY" if street == 1 else "BOARD_EXTRA_CARD"
        issued.append(
            ruling(
                code,
                f"{count} cards were turned for the {name}: scrambled face down, {order[0]} is "
                f"picked as the next burn and the rest are the {name}",
            )
        )
        hand.deal_board_cards(list(order[1:]), issued, next_burn_made=street < 3)
        return
    hand.deal_board_cards(_take(hand, count), issued, next_burn_made=False)


def _scramble_burnless_flop(hand: Hand, cards: list[Card], issued: list[Ruling]) -> None:
    """``scramble_pick_burn`` (TDA 39-B, decision 7): one of the burnless flop is the burn.

    The turned cards are scrambled face down (ordered by the next ``reshuffles`` list); the
    first is picked as the burn, the others stay on the flop and the stub completes it.
    """
    order = reshuffle(hand, cards)
    picked, kept = order[0], order[1:]
    hand.burns.append(picked)
    flop = [*kept, *_take(hand, max(0, BOARD_COUNTS[1] - len(kept)))]
    issued.append(
        ruling(
            "FLOP_WITHOUT_BURN",
            f"The flop was turned without a burn: the cards are scrambled face down, {picked} "
            f"is picked as the burn, and the flop is {' '.join(map(str, flop))}",
        )
    )
    hand.deal_board_cards(flop, issued, next_burn_made=False)


def _redeal_burns(hand: Hand) -> bool:
    """``redeal_burn_after_premature`` = ``burn``: a redealt street gets a fresh burn.

    Robert's Rules s16 Expl 2 prefers it; both profiles default to ``none`` (decision 8).
    """
    return hand.setup.options["redeal_burn_after_premature"] == "burn"


def _premature(hand: Hand, street: int, count: int, issued: list[Ruling]) -> None:
    """Board cards turned while the betting is still open (PREMATURE-CARDS-DEAD)."""
    cards = _take(hand, count)
    hand.out_of_play.extend(cards)
    shown = " ".join(map(str, cards))
    fresh_burn = _redeal_burns(hand)
    if street == 2 and hand.setup.options["premature_turn"] == "river_becomes_turn":
        hand.burned = False
        hand.reshuffle_after = 2
        hand.burn_after_reshuffle = fresh_burn
        words = (
            f"{shown} is set aside; after the flop betting the dealer burns and turns the next "
            "card as the turn, and after the turn betting the stub is reshuffled with "
            f"{shown} for a river " + ("after a fresh burn" if fresh_burn else "without a burn")
        )
    else:
        hand.reshuffle_after = hand.street
        hand.burn_after_reshuffle = fresh_burn or not hand.burned
        words = (
            f"{shown} {'is' if count == 1 else 'are'} set aside; when the "
            f"{STREET_NAMES[hand.street]} betting is over the stub is reshuffled with "
            f"{'it' if count == 1 else 'them'} and the {STREET_NAMES[street]} is dealt again"
            + (" without a burn" if not hand.burn_after_reshuffle else "")
        )
    issued.append(
        ruling(
            PREMATURE_CODES[street],
            f"The {STREET_NAMES[street]} was dealt before the {STREET_NAMES[hand.street]} "
            f"betting was over: {words}",
        )
    )


def reshuffle_if_due(hand: Hand, issued: list[Ruling]) -> None:
    """After a betting round: the reshuffle a premature card called for, if it is now due."""
    if hand.reshuffle_after != hand.street:
        return
    cards = list(hand.out_of_play)
    hand.out_of_play.clear()
    hand.reshuffle_after = None
    _reshuffle_with(hand, cards, issued, "the premature card" + ("s" if len(cards) > 1 else ""))
    hand.burned = not hand.burn_after_reshuffle
