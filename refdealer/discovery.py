"""Errors found late: the dealer's mistakes nobody noticed until a ``notice`` event.

A dealing event may carry ``"noticed": false``: the error happened, but nobody saw it, so
the table plays on as the dealer believes it is. ``end_deal`` is the dealer stopping with
hole cards still due (a short deal), which by its nature nobody notices. When a
``notice`` comes, the floor rules on every error still unnoticed, by the misdeal cutoff
(MISDEAL-CUTOFF, catalog decision 5):

* before the cutoff, a card out of sequence or a wrong number of cards is a misdeal, as if
  it had been seen at once, and the bets made after the blinds go back (MISDEAL-REDEAL);
  a short deal whose missing cards are still the top cards of the stub is completed in
  sequence instead (DEAL-WRONG-COUNT, BUTTON-CARDS), and one extra card to the first seat
  goes back on top of the stub as the burn (EXTRA-HOLE-CARD);
* after the cutoff the hand plays as dealt: a hand with the wrong number of cards is dead,
  its chips stay in the pot, and the board comes from the stub as it stands with one burn
  per street (catalog decision 4). If no hand would be left with the right number of
  cards the hand cannot be played and it is a misdeal after all.

Board errors made while nobody can bet (an all-in run-out: a missing or extra burn) may be
unnoticed too; noticed before the pot is awarded, the board is dealt again in the order it
should have come (BOARD-ERROR-ALLIN). On a street with betting, one such error may wait for
its ``notice`` until the street's betting is over: found before anyone acted on the card it
is corrected as if seen at once; found after, the card stands and ``burn_error_policy``
decides the next street's burn (BURN-MISSED-FLOP test 3, BURN-MISSED-LATER test 2,
BURN-EXTRA test 2).

A stub dropped with its order lost is shuffled, with whatever it got mixed with, and the
hand goes on from it (STUB-DISORDERED, TDA RP-4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from refdealer import boarding, dealing
from refdealer.cards import Card
from refdealer.errors import RejectedEvent
from refdealer.events import (
    Bet,
    Board,
    Burn,
    Call,
    Check,
    Chips,
    DealHole,
    Declare,
    EndDeal,
    Fold,
    Muck,
    Notice,
    Raise,
    StubDropped,
)
from refdealer.rulings import Ruling, ruling

if TYPE_CHECKING:
    from refdealer.hand import Hand

BOARD_COUNTS = (0, 3, 1, 1)
STREET_NAMES = ("pre-flop", "flop", "turn", "river")
PHASES = ("preflop", "flop", "turn", "river")


@dataclass(slots=True)
class BoardMark:
    """The table as it stood just before the first unnoticed board error."""

    stub: list[Card]
    burns: list[Card]
    board: list[Card]
    street: int
    burned: bool
    #: Whether a player could bet on the street when the error was made: then the error must
    #: be found before the next street, and action on the card decides the remedy.
    betting: bool = False
    #: ``len(hand.log)`` at the error: the events after it show whether anyone acted.
    log_at: int = 0
    #: The dealer's acts since the mark, in order: 0 for a burn, ``n`` for ``n`` board cards.
    acts: list[int] = field(default_factory=list)


#: Events that are action on a board card: once one happened the card stands.
_ACTIONS: tuple[type, ...] = (Fold, Check, Call, Bet, Raise, Chips, Declare, Muck)


@dataclass(slots=True)
class Unnoticed:
    """The errors made so far that nobody has noticed yet."""

    #: One line per card that went out of sequence (a seat passed over).
    out_of_sequence: list[str] = field(default_factory=list)
    #: Extra cards after the deal: (seat, card).
    extras: list[tuple[int, Card]] = field(default_factory=list)
    #: A short deal (``end_deal``): each seat still due a card, and the card it was due.
    short: list[tuple[int, Card]] = field(default_factory=list)
    board: BoardMark | None = None


def pending(hand: Hand) -> Unnoticed:
    """The hand's unnoticed errors, started if there were none."""
    if hand.unnoticed is None:
        hand.unnoticed = Unnoticed()
    return hand.unnoticed


# ------------------------------------------------------------------ checks


def check_unnoticed_deal_hole(hand: Hand, event: DealHole) -> None:
    """An unnoticed pitch must be one nobody could see at once."""
    if hand.replacement_for is not None:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: an unnoticed card while a replacement is due"
        )
    if event.seat is not None and event.seat not in hand.hole:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a card in front of a seat with no player is seen at once"
        )
    if event.seat is not None and event.seat in hand.folded:
        raise RejectedEvent("NOT_IN_HAND", f"{event}: seat {event.seat} has no live hand")


def check_deal_after_short_deal(hand: Hand, event: DealHole) -> None:
    """Once the deal was stopped short, the missing cards come only with a ``notice``."""
    if hand.unnoticed is not None and hand.unnoticed.short:
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: the deal was stopped short and nobody has noticed; a notice comes first",
        )


def check_end_deal(hand: Hand, event: EndDeal) -> None:
    """The deal can stop short only while cards are still due in its passes."""
    if hand.phase != "dealing":
        raise RejectedEvent("DEAL_COMPLETE", f"{event}: every seat already has its hole cards")
    if hand.replacement_for is not None:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a replacement forgotten until the action begins"
        )


def check_notice(hand: Hand, event: Notice) -> None:
    if hand.unnoticed is None:
        raise RejectedEvent("NOTHING_TO_NOTICE", f"{event}: no error is waiting to be found")


def check_stub_dropped(hand: Hand, event: StubDropped) -> None:
    """A dropped stub matters only while cards remain to be dealt."""
    in_deal = hand.phase == "dealing"
    if not hand.stub or (not in_deal and (hand.phase == "showdown" or hand.street >= 3)):
        raise RejectedEvent("NO_CARD_DUE", f"{event}: no more cards come off the stub")
    mark = hand.unnoticed.board if hand.unnoticed is not None else None
    if mark is not None and mark.betting:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a dropped stub while a burn error is still unnoticed"
        )


def nobody_can_bet(hand: Hand) -> bool:
    """No betting is possible on the coming streets: at most one player has chips."""
    live_with_chips = [
        s for s in hand.seating.order if s not in hand.folded and s not in hand.all_in
    ]
    return len(live_with_chips) < 2


def check_unnoticed_board(hand: Hand, event: Burn | Board) -> None:
    """A missing or extra burn may go unnoticed once the street's betting is over.

    Where nobody can bet, any number of them wait for the pot (BOARD-ERROR-ALLIN); on a
    street with betting, one error waits for a ``notice`` before the next street's cards.
    """
    if hand.round is not None:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: an unnoticed card while the betting is still open"
        )
    if isinstance(event, Board):
        due = BOARD_COUNTS[hand.street + 1]
        if event.count != due:
            raise RejectedEvent(
                "NOT_MODELLED", f"{event}: a wrong number of board cards is seen at once"
            )
        error = not hand.burned
    else:
        error = hand.burned
    mark = hand.unnoticed.board if hand.unnoticed is not None else None
    if error and mark is not None and (mark.betting or not nobody_can_bet(hand)):
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: a second unnoticed board error on a street with betting is not ruled",
        )


# ------------------------------------------------------------------ the unnoticed errors


def deal_past(hand: Hand, due: int, target: int) -> None:
    """An unnoticed pitch to ``target`` while ``due`` was due: the seats between are passed
    over and the dealer goes on from ``target`` (past the last pass, ``target`` has an
    extra card)."""
    order = hand.seating.order
    players = len(order)
    position = hand.seating.position
    skipped = (position[target] - position[due]) % players
    card = hand.stub.pop()
    hand.hole[target].append(card)
    start = hand.cards_dealt
    end = min(start + skipped + 1, 2 * players)
    passed = ", ".join(str(order[p % players]) for p in range(start, min(start + skipped, end)))
    hand.cards_dealt = end
    pending(hand).out_of_sequence.append(
        f"seat {target} got {card} while seat {due} was due (passed over: seat {passed})"
    )


def deal_extra(hand: Hand, target: int) -> None:
    """An unnoticed extra card after the deal: it stays in ``target``'s hand for now."""
    card = hand.stub.pop()
    hand.hole[target].append(card)
    pending(hand).extras.append((target, card))


def end_deal(hand: Hand, issued: list[Ruling]) -> None:
    """The dealer stops with cards still due; the action begins with those seats short."""
    order = hand.seating.order
    players = len(order)
    stub = hand.stub
    due = range(hand.cards_dealt, 2 * players)
    pending(hand).short.extend((order[p % players], stub[-1 - i]) for i, p in enumerate(due))
    hand.cards_dealt = 2 * players
    hand.phase = "preflop"
    hand.open_first_round(issued)


def unnoticed_burn(hand: Hand) -> bool:
    """A second burn nobody sees: it stays burned. ``False`` if it was no error."""
    if not hand.burned:
        return False
    _mark_board(hand).acts.append(0)
    hand.extra_burns[hand.street] = hand.extra_burns.get(hand.street, 0) + 1
    hand.burns.append(hand.stub.pop())
    return True


def unnoticed_board(hand: Hand, count: int, issued: list[Ruling]) -> bool:
    """Board cards turned without a burn, nobody seeing it. ``False`` if it was no error."""
    if hand.burned:
        return False
    _mark_board(hand).acts.append(count)
    cards = [hand.stub.pop() for _ in range(count)]
    hand.deal_board_cards(cards, issued, next_burn_made=False)
    return True


def _mark_board(hand: Hand) -> BoardMark:
    errors = pending(hand)
    if errors.board is None:
        errors.board = BoardMark(
            list(hand.stub),
            list(hand.burns),
            list(hand.board),
            hand.street,
            hand.burned,
            betting=not nobody_can_bet(hand),
            log_at=len(hand.log),
        )
    return errors.board


# ------------------------------------------------------------------ the notice


def notice(hand: Hand, issued: list[Ruling]) -> None:
    """The floor rules on every error nobody had noticed, by the misdeal cutoff."""
    errors = hand.unnoticed
    assert errors is not None
    hand.unnoticed = None
    if errors.out_of_sequence or errors.extras or errors.short:
        if dealing.cutoff_reached(hand):
            _after_cutoff(hand, errors, issued)
        else:
            _before_cutoff(hand, errors, issued)
    if errors.board is not None and hand.phase not in ("dealing", "complete"):
        if errors.board.betting:
            board_error_found(hand, errors.board, issued)
        else:
            rebuild_board(hand, errors.board, issued)


def _before_cutoff(hand: Hand, errors: Unnoticed, issued: list[Ruling]) -> None:
    first = hand.seating.order[0]
    if errors.out_of_sequence:
        dealing.misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"Found before the misdeal cutoff: {'; '.join(errors.out_of_sequence)}. A card out "
            "of sequence is a misdeal",
            issued,
        )
        return
    if errors.extras and errors.short:
        dealing.misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            "Found before the misdeal cutoff: a short deal and an extra card, so cards went "
            "out of sequence: misdeal",
            issued,
        )
        return
    if errors.extras:
        _extras_before_cutoff(hand, errors.extras, first, issued)
        return
    _complete_short_deal(hand, errors.short, issued)


def _extras_before_cutoff(
    hand: Hand, extras: list[tuple[int, Card]], first: int, issued: list[Ruling]
) -> None:
    seats = ", ".join(str(seat) for seat, _ in extras)
    if len(extras) + hand.extra_cards >= 2:
        dealing.misdeal(
            hand,
            "MISDEAL_EXTRA_CARDS",
            f"Found before the misdeal cutoff: extra cards went to seat(s) {seats}: misdeal",
            issued,
        )
        return
    ((seat, card),) = extras
    if seat in hand.folded:
        dealing.misdeal(
            hand,
            "MISDEAL_EXTRA_CARDS",
            f"Found before the misdeal cutoff: seat {seat}'s extra card went to the muck with "
            "his folded hand, so it cannot go back as the burn: misdeal",
            issued,
        )
        return
    if seat != first:
        dealing.misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"Found before the misdeal cutoff: seat {seat} has an extra card; a wrong number "
            "of cards is a misdeal",
            issued,
        )
        return
    if hand.setup.options["extra_card_to_first_player"] == "misdeal":
        dealing.misdeal(
            hand,
            "MISDEAL_EXTRA_CARDS",
            f"Found before the misdeal cutoff: seat {seat} was dealt a third card: misdeal",
            issued,
        )
        return
    hand.hole[seat].remove(card)
    hand.stub.append(card)
    hand.extra_cards += 1
    issued.append(
        ruling(
            "EXTRA_CARD_RETURNED",
            f"Found before the misdeal cutoff: the extra {card} to seat {seat} goes back on top "
            "of the stub" + ("" if hand.burned else " and will be the flop burn"),
        )
    )


def _complete_short_deal(hand: Hand, short: list[tuple[int, Card]], issued: list[Ruling]) -> None:
    """Before the cutoff the missing cards are dealt if they are still the top cards."""
    top = [card for _, card in short]
    if hand.stub[len(hand.stub) - len(top) :][::-1] != top:
        dealing.misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            "Found before the misdeal cutoff: the missing hole cards are no longer the top "
            "cards of the stub, so they cannot be given in sequence: misdeal",
            issued,
        )
        return
    given = []
    for seat, card in short:
        hand.stub.pop()
        if seat in hand.folded:
            hand.muck.append(card)  # the seat folded its short hand: its card is dead too
            given.append(f"{card} to the muck for seat {seat}, which has folded")
        else:
            hand.hole[seat].append(card)
            given.append(f"{card} to seat {seat}")
    issued.append(
        ruling(
            "MISSING_CARD_DEALT",
            "Found before the misdeal cutoff: the missing hole cards are the top cards of the "
            f"stub, dealt in sequence: {', '.join(given)}",
        )
    )


def _after_cutoff(hand: Hand, errors: Unnoticed, issued: list[Ruling]) -> None:
    live = hand.live_seats()
    wrong = [seat for seat in live if len(hand.hole[seat]) != 2]
    if len(wrong) == len(live):
        dealing.misdeal(
            hand,
            "MISDEAL_OUT_OF_SEQUENCE",
            "Found after the misdeal cutoff, but no live hand has the right number of cards: "
            "the hand cannot be played, misdeal",
            issued,
        )
        return
    issued.append(
        ruling(
            "CUTOFF_PASSED",
            "Found after the misdeal cutoff: no misdeal, the hand plays as dealt"
            + ("" if wrong else " (every live hand has two cards)"),
        )
    )
    for index, seat in enumerate(wrong):
        if hand.phase == "complete":
            break
        count = len(hand.hole[seat])
        issued.append(
            ruling(
                "WRONG_COUNT_DEAD",
                f"Seat {seat} holds {count} card{'s' if count != 1 else ''}: a hand with the "
                "wrong number of cards is dead, and its chips stay in the pot",
            )
        )
        hand.all_in.discard(seat)  # a dead hand cuts no side pot
        # At the showdown every dead hand is out before any pot is awarded.
        hand.kill_hand(seat, issued, settle=index == len(wrong) - 1)


def board_error_found(hand: Hand, mark: BoardMark, issued: list[Ruling]) -> None:
    """A burn error on a street with betting, found before the next street's cards.

    Before anyone acted on the card it is put right as if seen at once: the table goes back
    to the mark and the dealer's acts since are ruled as noticed (BURN-MISSED-FLOP tests 1-2,
    BURN-MISSED-LATER test 1, BURN-EXTRA test 1). After action the card stands, and
    ``burn_error_policy`` decides the next street's burn: ``restore_sequence`` makes the next
    street's card the one it would have been (the next ``burn`` event burns two cards, or
    takes the extra burn back and burns it again, ruling ``BURN_RESTORED``);
    ``one_burn_per_street`` burns one card as always.
    """
    if not any(isinstance(entry.event, _ACTIONS) for entry in hand.log[mark.log_at :]):
        _back_to_mark(hand, mark)
        hand.street, hand.phase, hand.burned = mark.street, PHASES[mark.street], mark.burned
        hand.round = None
        hand.to_act = None
        for act in mark.acts:
            if act == 0:
                boarding.burn(hand, issued)
            else:
                boarding.board(hand, act, issued)
        return
    name = STREET_NAMES[hand.street]
    burns_made = mark.acts.count(0) + (1 if mark.burned else 0)
    error = "turned without a burn" if burns_made == 0 else "turned after two burns"
    found = f"The {name} was {error}, found after action on it: the {name} stands"
    if hand.street >= 3:
        issued.append(ruling("BURN_ERROR_STANDS", f"{found}, and no card is left to come"))
        return
    following = STREET_NAMES[hand.street + 1]
    if hand.setup.options["burn_error_policy"] == "one_burn_per_street":
        issued.append(
            ruling(
                "BURN_ERROR_STANDS",
                f"{found}, and the {following} comes with one burn, as every street does",
            )
        )
        return
    hand.burn_restore = 1 - burns_made
    if burns_made == 0:
        remedy = (
            f"the {following} burn takes two cards, {hand.stub[-1]} and {hand.stub[-2]}, so "
            f"the {following} is the card it would have been"
        )
    else:
        remedy = (
            f"{hand.burns[-1]} is taken back from the burns, put on top of the stub and burned "
            f"again as the {following} burn, so the {following} is the card it would have been"
        )
    issued.append(ruling("BURN_ERROR_STANDS", f"{found}; {remedy}"))


def _back_to_mark(hand: Hand, mark: BoardMark) -> None:
    """Stub, burns and board as they stood at the mark, less cards gone elsewhere since.

    A card found boxed in the meantime is void and stays void (it is not in two zones); a
    card that came into these piles since the mark stays, at the bottom of the stub.
    """
    here = [*hand.stub, *hand.burns, *hand.board]
    present = set(here)
    marked = {*mark.stub, *mark.burns, *mark.board}
    hand.stub = [c for c in here if c not in marked] + [c for c in mark.stub if c in present]
    hand.burns = [c for c in mark.burns if c in present]
    hand.board = [c for c in mark.board if c in present]


def rebuild_board(hand: Hand, mark: BoardMark, issued: list[Ruling]) -> None:
    """Nobody could bet: the board is dealt again as it should have come (BOARD-ERROR-ALLIN).

    The cards that came off the stub since the first error go back, in the order the stub
    held them then, and each street reached is dealt again with one burn.
    """
    kept_burns = set(mark.burns)
    kept_board = set(mark.board)
    taken = [c for c in hand.burns if c not in kept_burns]
    taken += [c for c in hand.board if c not in kept_board]
    pool = set(taken) | set(hand.stub)
    place = {card: index for index, card in enumerate(mark.stub)}
    # Bottom first, as the stub is kept: cards the mark never saw stay at the bottom.
    hand.stub = sorted(pool, key=lambda c: (c in place, place.get(c, 0)))
    hand.burns = [c for c in hand.burns if c in kept_burns]
    hand.board = [c for c in hand.board if c in kept_board]
    burned = mark.burned
    for street in range(mark.street + 1, hand.street + 1):
        if not burned:
            hand.burns.append(hand.stub.pop())
        hand.board.extend(hand.stub.pop() for _ in range(BOARD_COUNTS[street]))
        burned = False
    hand.burned = burned if hand.street == mark.street else False
    issued.append(
        ruling(
            "BOARD_REBUILT",
            "Nobody could bet, so the board errors are put right before the pot is awarded: "
            f"the board is dealt again as it should have come, {' '.join(map(str, hand.board))}",
        )
    )


# ------------------------------------------------------------------ the dropped stub


def stub_dropped(hand: Hand, event: StubDropped, issued: list[Ruling]) -> None:
    """The order is lost: the stub, and the piles it mixed with, are shuffled (TDA RP-4)."""
    cards = list(hand.stub)
    if "muck" in event.mixed:
        cards += hand.muck
        hand.muck = []
    if "burns" in event.mixed:
        cards += hand.burns
        hand.burns = []
        hand.burned = False  # the coming street's burn, if made, went back in: burn again
    hand.stub = list(reversed(dealing.reshuffle(hand, cards)))
    hand.burn_restore = 0  # the order a restored burn kept is gone
    what = (
        f"with the {' and the '.join(event.mixed)} it fell into"
        if event.mixed
        else "on its own (not the muck or the burns)"
    )
    issued.append(
        ruling(
            "STUB_DROPPED",
            f"The dropped stub's order is lost: it is shuffled {what}, cut, and the hand goes "
            "on from it",
        )
    )
