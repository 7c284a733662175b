"""Mutants of the burns and the board: missed and extra burns, premature and extra cards."""

from __future__ import annotations

from refdealer.mutants.base import Mutant, fixed, misread_options
from refdealer.rules import boarding, reshuffling, streets
from refdealer.rulings import Ruling, ruling
from refdealer.table.state import TableState

_board = boarding.board
_burn = boarding.burn
_premature = boarding._premature
_reshuffle_if_due = reshuffling.reshuffle_if_due
_award_uncontested = streets.award_uncontested


def _later_board_without_burn(h: TableState, count: int, issued: list[Ruling]) -> None:
    if h.round is None and not h.burned and h.street >= 1:
        h.burned = True
    _board(h, count, issued)


def _flop_without_burn(h: TableState, count: int, issued: list[Ruling]) -> None:
    if h.round is None and not h.burned and h.street == 0:
        h.burned = True
    _board(h, count, issued)


def _early_burn_undone(h: TableState, issued: list[Ruling]) -> None:
    if h.round is not None and not h.burned:
        issued.append(ruling("EARLY_BURN", "The burn was made too early: it goes back"))
        return
    _burn(h, issued)


def _premature_flop_burn_reshuffled(h: TableState, issued: list[Ruling]) -> None:
    if h.reshuffle_after == h.street == 0 and h.burns and not h.burn_after_reshuffle:
        h.out_of_play.append(h.burns.pop())
        h.burn_after_reshuffle = True
    _reshuffle_if_due(h, issued)


def _river_after_premature_turn_burned(
    h: TableState, street: int, count: int, issued: list[Ruling]
) -> None:
    _premature(h, street, count, issued)
    if street == 2 and h.setup.options["premature_turn"] == "river_becomes_turn":
        h.burn_after_reshuffle = True


def _premature_river_kept_out(h: TableState, street: int, count: int, issued: list[Ruling]) -> None:
    _premature(h, street, count, issued)
    if street == 3:
        h.reshuffle_after = None


def _premature_card_plays(h: TableState, street: int, count: int, issued: list[Ruling]) -> None:
    burned = h.burned
    _premature(h, street, count, issued)
    h.stub.extend(reversed(h.out_of_play))
    h.out_of_play.clear()
    h.reshuffle_after = None
    h.burned = burned


def _rabbit_hunt(h: TableState, winner: int, issued: list[Ruling]) -> None:
    _award_uncontested(h, winner, issued)
    while len(h.board) < 5 and h.stub:
        h.board.append(h.stub.pop())


M = Mutant
MUTANTS: tuple[Mutant, ...] = (
    M("flop-without-burn-accepted", "BURN-MISSED-FLOP", "a flop turned without a burn stands",
      patches=((boarding, "board", _flop_without_burn),)),
    M("turn-without-burn-accepted", "BURN-MISSED-LATER",
      "a turn or river turned without a burn stands",
      patches=((boarding, "board", _later_board_without_burn),)),
    M("extra-burn-stays", "BURN-EXTRA", "a second burn stays burned instead of going back",
      patches=misread_options(extra_burn_before_action=fixed("card_plays"))),
    M("burn-error-not-restored", "BURN-ONE-PER-STREET",
      "restore_sequence plays as one_burn_per_street: a burn error that stood is not made up",
      patches=misread_options(burn_error_policy=fixed("one_burn_per_street"))),
    M("early-burn-undone", "BURN-ONE-PER-STREET",
      "a burn made before the betting is over is put back instead of standing",
      patches=((boarding, "burn", _early_burn_undone),)),
    M("run-out-error-fixed-only-before-next-street", "BOARD-ERROR-ALLIN",
      "rebuild plays as before_next_street: a run-out burn error found late stands",
      patches=misread_options(board_error_allin=fixed("before_next_street"))),
    M("four-card-flop-scrambled", "FLOP-TOO-MANY",
      "a four-card flop is scrambled with a random burn instead of reshuffled",
      patches=misread_options(flop_too_many=fixed("scramble_random_burn"))),
    M("premature-flop-burn-reshuffled", "FLOP-PREMATURE",
      "a premature flop's burn is reshuffled too, and a new burn made",
      patches=((reshuffling, "reshuffle_if_due", _premature_flop_burn_reshuffled),)),
    M("premature-turn-redealt", "TURN-PREMATURE",
      "a premature turn is reshuffled and redealt instead of the river becoming the turn",
      patches=misread_options(premature_turn=fixed("reshuffle_redeal_turn"))),
    M("river-after-premature-turn-burned", "TURN-PREMATURE",
      "the river after a premature turn gets a burn",
      patches=((boarding, "_premature", _river_after_premature_turn_burned),)),
    M("premature-river-not-reshuffled", "RIVER-PREMATURE",
      "a premature river is set aside but the stub is not reshuffled with it",
      patches=((boarding, "_premature", _premature_river_kept_out),)),
    M("premature-card-plays", "PREMATURE-CARDS-DEAD",
      "a premature card goes back on the stub and plays on its street",
      patches=((boarding, "_premature", _premature_card_plays),)),
    M("extra-board-card-scrambled", "BOARD-EXTRA-LATER",
      "two cards turned on the turn are scrambled instead of reshuffled",
      patches=misread_options(extra_board_card=fixed("scramble_pick_burn"))),
    M("board-run-out-uncontested", "RABBIT-HUNT",
      "the rest of the board is dealt out after everyone folds",
      patches=((streets, "award_uncontested", _rabbit_hunt),)),
)  # fmt: skip
