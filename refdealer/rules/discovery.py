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
unnoticed too. Under ``board_error_allin`` = ``rebuild`` (rrop-cash), noticed before the pot
is awarded, the board is dealt again in the order it should have come; under
``before_next_street`` (tda-2024, decision 9) the error is put right as if seen at once only
if found before the next street's cards, and later the board stands (BOARD-ERROR-ALLIN).
On a street with betting, one such error may wait for its ``notice`` until the street's
betting is over: found before anyone acted on the card it is corrected as if seen at once;
found after, the card stands and ``burn_error_policy`` decides the next street's burn
(BURN-MISSED-FLOP test 3, BURN-MISSED-LATER test 2, BURN-EXTRA test 2).

A stub dropped with its order lost is shuffled, with whatever it got mixed with, and the
hand goes on from it (STUB-DISORDERED, TDA RP-4).
"""

from __future__ import annotations

from refdealer.errors import RejectedEvent
from refdealer.rules import actions, boarding, button_cards, dealing, reshuffling, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.cards import Card
from refdealer.table.events import (
    Bet,
    Board,
    Burn,
    Call,
    Check,
    Chips,
    Declare,
    Fold,
    Muck,
    Notice,
    Raise,
    StubDropped,
)
from refdealer.table.state import BoardMark, TableState, Unnoticed

BOARD_COUNTS = (0, 3, 1, 1)
STREET_NAMES = ("pre-flop", "flop", "turn", "river")
PHASES = ("preflop", "flop", "turn", "river")


#: Events that are action on a board card: once one happened the card stands.
_ACTIONS: tuple[type, ...] = (Fold, Check, Call, Bet, Raise, Chips, Declare, Muck)


# ------------------------------------------------------------------ checks


def check_notice(state: TableState, event: Notice) -> None:
    if state.unnoticed is None:
        raise RejectedEvent("NOTHING_TO_NOTICE", f"{event}: no error is waiting to be found")


def check_stub_dropped(state: TableState, event: StubDropped) -> None:
    """A dropped stub matters only while cards remain to be dealt."""
    in_deal = state.phase == "dealing"
    if not state.stub or (not in_deal and (state.phase == "showdown" or state.street >= 3)):
        raise RejectedEvent("NO_CARD_DUE", f"{event}: no more cards come off the stub")
    mark = state.unnoticed.board if state.unnoticed is not None else None
    if mark is not None and mark.betting:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: a dropped stub while a burn error is still unnoticed"
        )


def nobody_can_bet(state: TableState) -> bool:
    """No betting is possible on the coming streets: at most one player has chips."""
    live_with_chips = [
        s for s in state.seating.order if s not in state.folded and s not in state.all_in
    ]
    return len(live_with_chips) < 2


def check_unnoticed_board(state: TableState, event: Burn | Board) -> None:
    """A missing or extra burn may go unnoticed once the street's betting is over.

    Where nobody can bet, any number of them wait for the pot (BOARD-ERROR-ALLIN); on a
    street with betting, one error waits for a ``notice`` before the next street's cards.
    """
    if state.round is not None:
        raise RejectedEvent(
            "NOT_MODELLED", f"{event}: an unnoticed card while the betting is still open"
        )
    if isinstance(event, Board):
        due = BOARD_COUNTS[state.street + 1]
        if event.count != due:
            raise RejectedEvent(
                "NOT_MODELLED", f"{event}: a wrong number of board cards is seen at once"
            )
        error = not state.burned
    else:
        error = state.burned
    mark = state.unnoticed.board if state.unnoticed is not None else None
    if error and mark is not None and (mark.betting or not nobody_can_bet(state)):
        raise RejectedEvent(
            "NOT_MODELLED",
            f"{event}: a second unnoticed board error on a street with betting is not ruled",
        )


# ------------------------------------------------------------------ the unnoticed errors


def unnoticed_burn(state: TableState) -> bool:
    """A second burn nobody sees: it stays burned. ``False`` if it was no error."""
    if not state.burned:
        return False
    _mark_board(state).acts.append(0)
    state.extra_burns[state.street] = state.extra_burns.get(state.street, 0) + 1
    state.burns.append(state.stub.pop())
    return True


def unnoticed_board(state: TableState, count: int, issued: list[Ruling]) -> bool:
    """Board cards turned without a burn, nobody seeing it. ``False`` if it was no error."""
    if state.burned:
        return False
    _mark_board(state).acts.append(count)
    cards = [state.stub.pop() for _ in range(count)]
    streets.deal_board_cards(state, cards, issued, next_burn_made=False)
    return True


def _mark_board(state: TableState) -> BoardMark:
    errors = state.pending_errors()
    if errors.board is None:
        errors.board = BoardMark(
            list(state.stub),
            list(state.burns),
            list(state.board),
            state.street,
            state.burned,
            betting=not nobody_can_bet(state),
            log_at=len(state.log),
        )
    return errors.board


# ------------------------------------------------------------------ the notice


def notice(state: TableState, issued: list[Ruling]) -> None:
    """The floor rules on every error nobody had noticed, by the misdeal cutoff."""
    errors = state.unnoticed
    assert errors is not None
    state.unnoticed = None
    if errors.out_of_sequence or errors.extras or errors.short:
        if dealing.cutoff_reached(state):
            _after_cutoff(state, errors, issued)
        else:
            _before_cutoff(state, errors, issued)
    if errors.board is not None and state.phase not in ("dealing", "complete"):
        if errors.board.betting:
            board_error_found(state, errors.board, issued)
        elif state.setup.options["board_error_allin"] == "rebuild":
            rebuild_board(state, errors.board, issued)
        else:
            run_out_error_found(state, errors.board, issued)


def _before_cutoff(state: TableState, errors: Unnoticed, issued: list[Ruling]) -> None:
    first = state.seating.order[0]
    if button_cards.two_consecutive_found(state, errors, issued):
        return
    if errors.out_of_sequence:
        dealing.misdeal(
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"Found before the misdeal cutoff: {'; '.join(errors.out_of_sequence)}. A card out "
            "of sequence is a misdeal",
            issued,
        )
        return
    if errors.extras and errors.short:
        dealing.misdeal(
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            "Found before the misdeal cutoff: a short deal and an extra card, so cards went "
            "out of sequence: misdeal",
            issued,
        )
        return
    if errors.extras:
        _extras_before_cutoff(state, errors.extras, first, issued)
        return
    _complete_short_deal(state, errors.short, issued)


def _extras_before_cutoff(
    state: TableState, extras: list[tuple[int, Card]], first: int, issued: list[Ruling]
) -> None:
    seats = ", ".join(str(seat) for seat, _ in extras)
    if len(extras) + state.extra_cards >= 2:
        dealing.misdeal(
            state,
            "MISDEAL_EXTRA_CARDS",
            f"Found before the misdeal cutoff: extra cards went to seat(s) {seats}: misdeal",
            issued,
        )
        return
    ((seat, card),) = extras
    if seat in state.folded:
        dealing.misdeal(
            state,
            "MISDEAL_EXTRA_CARDS",
            f"Found before the misdeal cutoff: seat {seat}'s extra card went to the muck with "
            "his folded state, so it cannot go back as the burn: misdeal",
            issued,
        )
        return
    if seat != first:
        dealing.misdeal(
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"Found before the misdeal cutoff: seat {seat} has an extra card; a wrong number "
            "of cards is a misdeal",
            issued,
        )
        return
    if state.setup.options["extra_card_to_first_player"] == "misdeal":
        dealing.misdeal(
            state,
            "MISDEAL_EXTRA_CARDS",
            f"Found before the misdeal cutoff: seat {seat} was dealt a third card: misdeal",
            issued,
        )
        return
    state.hole[seat].remove(card)
    state.stub.append(card)
    state.extra_cards += 1
    issued.append(
        ruling(
            "EXTRA_CARD_RETURNED",
            f"Found before the misdeal cutoff: the extra {card} to seat {seat} goes back on top "
            "of the stub" + ("" if state.burned else " and will be the flop burn"),
        )
    )


def _complete_short_deal(
    state: TableState, short: list[tuple[int, Card]], issued: list[Ruling]
) -> None:
    """Before the cutoff the missing cards are dealt if they are still the top cards (RRoP
    s3 Misdeals 2(e)); under ``button_may_catch_up`` only the button's (TDA 35-A-5, 37)."""
    button = state.seating.order[-1]
    others = [seat for seat, _ in short if seat != button]
    if others and button_cards.catching_up(state):
        dealing.misdeal(
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            f"Found before substantial action: seat(s) {', '.join(map(str, others))} dealt "
            "too few cards; a wrong number of cards to a seat other than the button is a "
            "misdeal (TDA 35-A-5)",
            issued,
        )
        return
    top = [card for _, card in short]
    if state.stub[len(state.stub) - len(top) :][::-1] != top:
        dealing.misdeal(
            state,
            "MISDEAL_OUT_OF_SEQUENCE",
            "Found before the misdeal cutoff: the missing hole cards are no longer the top "
            "cards of the stub, so they cannot be given in sequence: misdeal",
            issued,
        )
        return
    given = []
    for seat, card in short:
        state.stub.pop()
        if seat in state.folded:
            state.muck.append(card)  # the seat folded its short hand: its card is dead too
            given.append(f"{card} to the muck for seat {seat}, which has folded")
        else:
            state.hole[seat].append(card)
            given.append(f"{card} to seat {seat}")
    if others:
        issued.append(
            ruling(
                "MISSING_CARDS_IN_SEQUENCE",
                "Found before the misdeal cutoff: the missing hole cards are the top cards of "
                f"the stub, dealt in sequence: {', '.join(given)}",
            )
        )
        return
    issued.append(
        ruling(
            "MISSING_CARD_DEALT",
            "Found before the misdeal cutoff: the button's missing card is still the top card "
            f"of the stub and is given in sequence: {', '.join(given)}",
        )
    )


def _after_cutoff(state: TableState, errors: Unnoticed, issued: list[Ruling]) -> None:
    button_cards.supply_after_cutoff(state, errors, issued)
    if not (errors.out_of_sequence or errors.extras or errors.short):
        return  # the button's missing card was all there was, and he has it now
    live = state.live_seats()
    wrong = [seat for seat in live if len(state.hole[seat]) + (state.joker == seat) != 2]
    if len(wrong) == len(live):
        dealing.misdeal(
            state,
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
        if state.phase == "complete":
            break
        count = len(state.hole[seat]) + (state.joker == seat)
        issued.append(
            ruling(
                "WRONG_COUNT_DEAD",
                f"Seat {seat} holds {count} card{'s' if count != 1 else ''}: a hand with the "
                "wrong number of cards is dead, and its chips stay in the pot",
            )
        )
        state.all_in.discard(seat)  # a dead hand cuts no side pot
        # At the showdown every dead hand is out before any pot is awarded.
        actions.kill_hand(state, seat, issued, settle=index == len(wrong) - 1)


def board_error_found(state: TableState, mark: BoardMark, issued: list[Ruling]) -> None:
    """A burn error on a street with betting, found before the next street's cards.

    Before anyone acted on the card it is put right as if seen at once: the table goes back
    to the mark and the dealer's acts since are ruled as noticed (BURN-MISSED-FLOP tests 1-2,
    BURN-MISSED-LATER test 1, BURN-EXTRA test 1). After action the card stands, and
    ``burn_error_policy`` decides the next street's burn: ``restore_sequence`` makes the next
    street's card the one it would have been (the next ``burn`` event burns two cards, or
    takes the extra burn back and burns it again, ruling ``BURN_RESTORED``);
    ``one_burn_per_street`` burns one card as always.
    """
    if not any(isinstance(entry.event, _ACTIONS) for entry in state.log[mark.log_at :]):
        _replay_as_noticed(state, mark, issued)
        return
    name = STREET_NAMES[state.street]
    burns_made = mark.acts.count(0) + (1 if mark.burned else 0)
    error = "turned without a burn" if burns_made == 0 else "turned after two burns"
    found = f"The {name} was {error}, found after action on it: the {name} stands"
    if state.street >= 3:
        issued.append(ruling("BURN_ERROR_STANDS", f"{found}, and no card is left to come"))
        return
    following = STREET_NAMES[state.street + 1]
    if state.setup.options["burn_error_policy"] == "one_burn_per_street":
        issued.append(
            ruling(
                "BURN_ERROR_STANDS",
                f"{found}, and the {following} comes with one burn, as every street does",
            )
        )
        return
    state.burn_restore = 1 - burns_made
    if burns_made == 0:
        remedy = (
            f"the {following} burn takes two cards, {state.stub[-1]} and {state.stub[-2]}, so "
            f"the {following} is the card it would have been"
        )
    else:
        remedy = (
            f"{state.burns[-1]} is taken back from the burns, put on top of the stub and burned "
            f"again as the {following} burn, so the {following} is the card it would have been"
        )
    issued.append(ruling("BURN_ERROR_STANDS", f"{found}; {remedy}"))


def _replay_as_noticed(state: TableState, mark: BoardMark, issued: list[Ruling]) -> None:
    """The table goes back to the mark and the dealer's acts since are ruled as noticed."""
    _back_to_mark(state, mark)
    state.street, state.phase, state.burned = mark.street, PHASES[mark.street], mark.burned
    state.round = None
    state.to_act = None
    for act in mark.acts:
        if act == 0:
            boarding.burn(state, issued)
        else:
            boarding.board(state, act, issued)


def run_out_error_found(state: TableState, mark: BoardMark, issued: list[Ruling]) -> None:
    """``board_error_allin`` = ``before_next_street`` (tda-2024, catalog decision 9).

    Nobody could bet. Found before the next street's cards were dealt (and before the
    showdown), the error is put right as if it had been seen at once (a burnless flop is
    scrambled and one card picked as the burn, TDA 39-B's before-action branch; a burnless
    turn card becomes the burn, BURN-MISSED-LATER's house default). Found later, the board
    stands and every street still to come has one burn (TDA 38).
    """
    # The next street's cards are out once the hand is a street past the erring one; the
    # dealer's acts cannot tell (an extra card sent back, or a burnless card that became the
    # burn, is a second turn of cards on the same street), and no street follows the river.
    later_street = state.street > mark.street + 1
    if not later_street and state.phase != "showdown":
        _replay_as_noticed(state, mark, issued)
        return
    name = STREET_NAMES[mark.street + 1]
    when = (
        f"after the {STREET_NAMES[mark.street + 2]} was dealt"
        if later_street
        else "at the showdown"
    )
    issued.append(
        ruling(
            "RUN_OUT_BOARD_STANDS",
            f"Nobody could bet, but the {name}'s burn error was found only {when}: the board "
            "stands, with one burn for every street still to come",
        )
    )


def _back_to_mark(state: TableState, mark: BoardMark) -> None:
    """Stub, burns and board as they stood at the mark, less cards gone elsewhere since.

    A card found boxed in the meantime is void and stays void (it is not in two zones); a
    card that came into these piles since the mark stays, at the bottom of the stub.
    """
    here = [*state.stub, *state.burns, *state.board]
    present = set(here)
    marked = {*mark.stub, *mark.burns, *mark.board}
    state.stub = [c for c in here if c not in marked] + [c for c in mark.stub if c in present]
    state.burns = [c for c in mark.burns if c in present]
    state.board = [c for c in mark.board if c in present]


def rebuild_board(state: TableState, mark: BoardMark, issued: list[Ruling]) -> None:
    """Nobody could bet: the board is dealt again as it should have come (BOARD-ERROR-ALLIN).

    The cards that came off the stub since the first error go back, in the order the stub
    held them then, and each street reached is dealt again with one burn.
    """
    kept_burns = set(mark.burns)
    kept_board = set(mark.board)
    taken = [c for c in state.burns if c not in kept_burns]
    taken += [c for c in state.board if c not in kept_board]
    pool = set(taken) | set(state.stub)
    place = {card: index for index, card in enumerate(mark.stub)}
    # Bottom first, as the stub is kept: cards the mark never saw stay at the bottom.
    state.stub = sorted(pool, key=lambda c: (c in place, place.get(c, 0)))
    state.burns = [c for c in state.burns if c in kept_burns]
    state.board = [c for c in state.board if c in kept_board]
    burned = mark.burned
    for street in range(mark.street + 1, state.street + 1):
        if not burned:
            state.burns.append(state.stub.pop())
        state.board.extend(state.stub.pop() for _ in range(BOARD_COUNTS[street]))
        burned = False
    state.burned = burned if state.street == mark.street else False
    issued.append(
        ruling(
            "BOARD_REBUILT",
            "Nobody could bet, so the board errors are put right before the pot is awarded: "
            f"the board is dealt again as it should have come, {' '.join(map(str, state.board))}",
        )
    )


# ------------------------------------------------------------------ the dropped stub


def stub_dropped(state: TableState, event: StubDropped, issued: list[Ruling]) -> None:
    """The order is lost: the stub, and the piles it mixed with, are shuffled (TDA RP-4)."""
    cards = list(state.stub)
    if "muck" in event.mixed:
        cards += state.muck
        state.muck = []
    if "burns" in event.mixed:
        cards += state.burns
        state.burns = []
        state.burned = False  # the coming street's burn, if made, went back in: burn again
    state.stub = list(reversed(reshuffling.reshuffle(state, cards)))
    state.burn_restore = 0  # the order a restored burn kept is gone
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
