"""Burns and board cards, and the floor's rulings when the dealer gets them wrong.

Robert's Rules (``rrop-cash``) restore the card sequence: an extra burn goes back on top, a
card turned without its burn becomes the burn, a four-card flop is reshuffled and redealt
without a burn, a premature card is set aside and the stub reshuffled with it when the next
card is due (catalog section C and decisions 1, 6, 8 and 10). The ``tda-2024`` values of
the house options scramble instead, as the catalog describes.
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.limits import MAX_EXTRA_BURNS_PER_STREET
from refdealer.rules import reshuffling, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.cards import Card
from refdealer.table.events import Board, Burn
from refdealer.table.state import TableState

STREET_NAMES = ("pre-flop", "flop", "turn", "river")
BOARD_COUNTS = (0, 3, 1, 1)
PREMATURE_CODES = {1: "FLOP_PREMATURE", 2: "TURN_PREMATURE", 3: "RIVER_PREMATURE"}
#: Phases in which no burn or board card is due.
_NOT_BOARDING = frozenset({"dealing", "showdown"})


def _check_card_due(state: TableState, event: Burn | Board) -> None:
    """A burn or board card is due: the deal is over and the board is not complete.

    :func:`check_burn` and :func:`check_board` make the two usual tests themselves first.
    """
    if state.phase == "dealing":
        raise RejectedEvent("DEAL_INCOMPLETE", f"{event}: the hole cards are still being dealt")
    if state.phase == "showdown" or state.street >= 3:
        raise RejectedEvent("NO_CARD_DUE", f"{event}: the board is complete")
    mark = state.unnoticed.board if state.unnoticed is not None else None
    if mark is not None and mark.betting and state.street > mark.street:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: the {STREET_NAMES[mark.street + 1]}'s burn error is still unnoticed; "
            "it is found (a notice) before the next street's cards",
        )


def _record_act(state: TableState, count: int) -> None:
    """A burn (0) or board (``count``) dealt while an unnoticed burn error waits."""
    mark = state.unnoticed.board if state.unnoticed is not None else None
    if mark is not None:
        mark.acts.append(count)


def check_burn(state: TableState, event: Burn) -> None:
    """A burn can be made while board cards remain; errors are ruled, not refused.

    Only so many extra burns are ruled on for one street (``MAX_EXTRA_BURNS_PER_STREET``):
    after that the burn is refused, and so is any burn from a stub without the cards.
    """
    if state.unnoticed is not None or state.street >= 3 or state.phase in _NOT_BOARDING:
        _check_card_due(state, event)
    if state.burned and state.extra_burns.get(state.street, 0) >= MAX_EXTRA_BURNS_PER_STREET:
        raise RejectedEvent(
            "ALREADY_BURNED",
            f"{event}: the {STREET_NAMES[state.street + 1]} burn was made and an extra burn "
            "already ruled on; a further one is not ruled",
        )
    restore = state.burn_restore
    needed = 1 + restore if restore > 0 and not state.burned else 1
    if needed > len(state.stub):
        raise RejectedEvent(
            "NO_CARD_DUE", f"{event}: only {len(state.stub)} cards are left in the stub"
        )


def check_board(state: TableState, event: Board) -> None:
    """A board event is refused only when no card is due or the count makes no sense."""
    if state.unnoticed is not None or state.street >= 3 or state.phase in _NOT_BOARDING:
        _check_card_due(state, event)
    due = BOARD_COUNTS[state.street + 1]
    premature = state.round is not None
    if event.count > due + 1 or (not premature and state.burned and event.count < due):
        raise RejectedEvent(
            "WRONG_BOARD_COUNT",
            f"{event}: the {STREET_NAMES[state.street + 1]} is {due} card"
            + ("s" if due > 1 else ""),
        )
    if event.count > len(state.stub):
        raise RejectedEvent("WRONG_BOARD_COUNT", f"{event}: only {len(state.stub)} cards remain")
    if state.burn_restore and not state.burned:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: the floor ruled that the {STREET_NAMES[state.street + 1]} burn restores "
            "the card sequence; the burn comes first",
        )


def burn(state: TableState, issued: list[Ruling]) -> None:
    """Burn the top card, ruling on a burn made too early or made twice."""
    if state.unnoticed is not None:
        _record_act(state, 0)
    if not (state.burned or state.burn_restore or state.round is not None):
        state.burns.append(state.stub.pop())  # the usual burn: nothing to rule on
        state.burned = True
        return
    street = STREET_NAMES[state.street + 1]
    if state.burned:
        state.extra_burns[state.street] = state.extra_burns.get(state.street, 0) + 1
        # Decision 1: a burn after an exposed hole card became the flop burn goes back on
        # top in both profiles; otherwise the house option decides.
        exposed_burn = state.street == 0 and any(card in state.exposed for card in state.burns)
        if exposed_burn or state.setup.options["extra_burn_before_action"] == "restore":
            issued.append(
                ruling(
                    "BURN_EXTRA",
                    f"The {street} burn was already made: the card just burned goes back on "
                    "top of the stub",
                )
            )
        else:
            state.burns.append(state.stub.pop())
            issued.append(
                ruling(
                    "BURN_EXTRA",
                    f"A second {street} burn: it stays burned, and from now on one burn per street",
                )
            )
        return
    if state.burn_restore:
        _restore_burn(state, street, issued)
    else:
        state.burns.append(state.stub.pop())
    state.burned = True
    if state.round is not None:
        issued.append(
            ruling(
                "EARLY_BURN",
                f"The dealer burned before the {STREET_NAMES[state.street]} betting was over: "
                f"the card stays the {street} burn",
            )
        )


def _restore_burn(state: TableState, street: str, issued: list[Ruling]) -> None:
    """``restore_sequence`` after a burn error that stood: the burn that puts it right.

    A missing burn: this burn takes one card more. An extra burn: the last card burned goes
    back on top of the stub and is burned again, as the card the sequence keeps for this burn.
    """
    extra, state.burn_restore = state.burn_restore, 0
    if extra > 0:
        cards = _take(state, 1 + extra)
        state.burns.extend(cards)
        done = f"the dealer burns {' and '.join(map(str, cards))}"
    else:
        card = state.burns.pop()
        state.stub.append(card)
        state.burns.append(state.stub.pop())
        done = f"{card} is taken back from the burns, put on top of the stub and burned again"
    issued.append(
        ruling(
            "BURN_RESTORED",
            f"The {street} burn restores the card sequence after the earlier burn error: {done}, "
            f"so the {street} is the card it would have been",
        )
    )


def _take(state: TableState, count: int) -> list[Card]:
    """The top ``count`` cards of the stub, top first."""
    stub = state.stub
    if count == 1:
        return [stub.pop()]
    return [stub.pop() for _ in range(count)]


def board(state: TableState, count: int, issued: list[Ruling]) -> None:
    """Turn ``count`` board cards, ruling on premature, burnless and extra cards."""
    if state.unnoticed is not None:
        _record_act(state, count)
    street = state.street + 1
    due = BOARD_COUNTS[street]
    if state.burned and count == due and state.round is None:  # the usual street
        streets.deal_board_cards(state, _take(state, count), issued, next_burn_made=False)
        return
    name = STREET_NAMES[street]
    options = state.setup.options
    if state.round is not None:
        _premature(state, street, count, issued)
        return
    if not state.burned:
        cards = _take(state, count)
        if street == 1 and options["flop_without_burn"] == "scramble_pick_burn":
            _scramble_burnless_flop(state, cards, issued)
            return
        if street == 1:
            issued.append(
                ruling(
                    "FLOP_WITHOUT_BURN",
                    f"The flop was turned without a burn: {' '.join(map(str, cards))} go back, "
                    "and the dealer burns and flops again",
                )
            )
            reshuffling.reshuffle_with(state, cards, issued, "the exposed flop")
            return
        state.burns.extend(cards[:1])
        state.stub.extend(reversed(cards[1:]))
        state.burned = True
        issued.append(
            ruling(
                "BURN_MISSED",
                f"The {name} was turned without a burn: {cards[0]} becomes the burn and the "
                f"next card is the {name}",
            )
        )
        return
    if count > due:
        cards = _take(state, count)
        option = "flop_too_many" if street == 1 else "extra_board_card"
        if options[option] == "reshuffle_redeal":
            code = "FLOP_TOO_MANY" if street == 1 else "BOARD_EXTRA_CARD"
            fresh_burn = street == 1 and _redeal_burns(state)
            issued.append(
                ruling(
                    code,
                    f"{count} cards were turned for the {name}: they go back, the burn stays, "
                    f"and the {name} is dealt again "
                    + ("after a fresh burn" if fresh_burn else "without a burn"),
                )
            )
            reshuffling.reshuffle_with(state, cards, issued, f"the {name} cards")
            state.burned = not fresh_burn
            return
        order = reshuffling.reshuffle(state, cards)
        state.burns.append(order[0])
        code = "FLOP_TOO_MANY" if street == 1 else "BOARD_EXTRA_CARD"
        issued.append(
            ruling(
                code,
                f"{count} cards were turned for the {name}: scrambled face down, {order[0]} is "
                + (
                    f"picked as the next burn and the rest are the {name}"
                    if street < 3
                    else f"discarded to the burns (no street follows) and the other is the {name}"
                ),
            )
        )
        streets.deal_board_cards(state, list(order[1:]), issued, next_burn_made=street < 3)
        return
    streets.deal_board_cards(state, _take(state, count), issued, next_burn_made=False)


def _scramble_burnless_flop(state: TableState, cards: list[Card], issued: list[Ruling]) -> None:
    """``scramble_pick_burn`` (TDA 39-B, decision 7): one of the burnless flop is the burn.

    The turned cards are scrambled face down (ordered by the next ``reshuffles`` list); the
    first is picked as the burn, the others stay on the flop and the stub completes it.
    """
    order = reshuffling.reshuffle(state, cards)
    picked, kept = order[0], order[1:]
    state.burns.append(picked)
    flop = [*kept, *_take(state, max(0, BOARD_COUNTS[1] - len(kept)))]
    issued.append(
        ruling(
            "FLOP_WITHOUT_BURN",
            f"The flop was turned without a burn: the cards are scrambled face down, {picked} "
            f"is picked as the burn, and the flop is {' '.join(map(str, flop))}",
        )
    )
    streets.deal_board_cards(state, flop, issued, next_burn_made=False)


def _redeal_burns(state: TableState) -> bool:
    """``redeal_burn_after_premature`` = ``burn``: a redealt street gets a fresh burn.

    Robert's Rules s16 Expl 2 prefers it; both profiles default to ``none`` (decision 8).
    """
    return state.setup.options["redeal_burn_after_premature"] == "burn"


def _premature(state: TableState, street: int, count: int, issued: list[Ruling]) -> None:
    """Board cards turned while the betting is still open (PREMATURE-CARDS-DEAD)."""
    cards = _take(state, count)
    state.out_of_play.extend(cards)
    shown = " ".join(map(str, cards))
    fresh_burn = _redeal_burns(state)
    if street == 2 and state.setup.options["premature_turn"] == "river_becomes_turn":
        state.burned = False
        state.reshuffle_after = 2
        state.burn_after_reshuffle = fresh_burn
        words = (
            f"{shown} is set aside; after the flop betting the dealer burns and turns the next "
            "card as the turn, and after the turn betting the stub is reshuffled with "
            f"{shown} for a river " + ("after a fresh burn" if fresh_burn else "without a burn")
        )
    else:
        state.reshuffle_after = state.street
        state.burn_after_reshuffle = fresh_burn or not state.burned
        words = (
            f"{shown} {'is' if count == 1 else 'are'} set aside; when the "
            f"{STREET_NAMES[state.street]} betting is over the stub is reshuffled with "
            f"{'it' if count == 1 else 'them'} and the {STREET_NAMES[street]} is dealt again"
            + (" without a burn" if not state.burn_after_reshuffle else "")
        )
    issued.append(
        ruling(
            PREMATURE_CODES[street],
            f"The {STREET_NAMES[street]} was dealt before the {STREET_NAMES[state.street]} "
            f"betting was over: {words}",
        )
    )
