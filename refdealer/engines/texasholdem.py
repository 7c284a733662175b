"""texasholdem 0.11.0 (PyPI) behind the protocol: ``refdealer certify --adapter
refdealer.engines.texasholdem:Engine`` (install with ``pip install "refdealer[texasholdem]"``).

The library's ``TexasHoldEm`` game plays the hand: blinds, the order of action, what each
seat may do (``validate_move``), its pots and the settlement at the end. It deals from its own
``Deck`` as it goes, two hole cards to a player at once and the board with no burns, so the
adapter gives it a deck ordered to produce exactly the cards the protocol's deal gives each
seat and each street, and shows them only as the protocol's events deal them. The library
settles the hand itself when the betting ends (it has no show or muck); the adapter holds the
result back until the protocol's showdown events are in, and refuses the muck of a hand the
library paid (it cannot muck a winning hand).

Seat ``n`` is the library's player ``n - 1`` at a ten-seat table, empty seats with no chips.
Declared: no-limit (its only game), heads-up, side pots and sessions. A session keeps one
``TexasHoldEm`` across hands: ``_prehand`` moves the button to the next player with chips and
posts the blinds after him (a moving button), and skips a seat with none, so a join gives a
seat chips and a leave takes them. It has no sitting out (``PlayerState.SKIP`` is only for a
player with no chips): no ``sitting-out``.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Iterator, Mapping
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from refdealer.engines.sessions import LibrarySession, Places
from refdealer.engines.table import Legal, Refused
from refdealer.session.setup import Level, SessionSetup
from refdealer.table.cards import TOKENS
from refdealer.table.setup import TableSetup

PACKAGE = "texasholdem"
TABLE_SEATS = 10


def _library() -> Any:
    """The texasholdem package, imported when a hand starts so refdealer imports without it."""
    try:
        texasholdem = importlib.import_module("texasholdem")
        game_module = importlib.import_module("texasholdem.game.game")
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise RuntimeError(
            'texasholdem is not installed: pip install "refdealer[texasholdem]"'
        ) from error
    return texasholdem, game_module


@contextlib.contextmanager
def _stacked_deck(game_module: Any, cards: list[str]) -> Iterator[None]:
    """While the library starts a hand, its ``Deck()`` is one holding ``cards`` in order."""
    real = game_module.Deck

    class StackedDeck(real):  # type: ignore[misc, valid-type]
        def __init__(self) -> None:
            self.cards = [game_module.Card(card) for card in cards]

    game_module.Deck = StackedDeck
    try:
        yield
    finally:
        game_module.Deck = real


def _seated_game(
    texasholdem: Any, stacks: Mapping[int, int], button: int, blinds: tuple[int, int]
) -> Any:
    """A ten-seat ``TexasHoldEm`` with ``stacks`` seated and its button one seat before
    ``button`` (the library moves it on to the next player with chips as a hand starts)."""
    game = texasholdem.TexasHoldEm(
        buyin=1, big_blind=blinds[1], small_blind=blinds[0], max_players=TABLE_SEATS
    )
    for player in game.players:
        player.chips = stacks.get(player.player_id + 1, 0)
    game.btn_loc = (button - 2) % TABLE_SEATS
    return game


class Engine(LibrarySession):
    """texasholdem's ``TexasHoldEm``: one per hand, or one for a whole session."""

    ENGINE = "texasholdem"
    CAPABILITIES = ("no-limit", "heads-up", "side-pots", "sessions")
    PROFILES = ("rrop-cash", "tda-2024")
    GAMES = ("no-limit",)
    #: It never turns hands up at an all-in, and gives a split pot's odd chips left of the
    #: button, in chips of 1. Between hands it moves the button to the next player with
    #: chips, the blinds the two after him (``TexasHoldEm._prehand``): a moving button, and
    #: players out on one hand ranked by their stacks at its start (the adapter's count).
    OPTIONS: Mapping[str, tuple[Any, ...]] = {
        "all_in_exposure": ("off",),
        "odd_chip_method": ("left_of_button",),
        "chip_unit": (1,),
        "button_mode": ("moving",),
        "multi_bust_ranking": ("starting_stack",),
    }
    NO_SITTING_OUT = (
        "it deals in every player with chips (PlayerState.SKIP is only for a player with "
        "none): no player can sit out or post to come in"
    )

    def __init__(self) -> None:
        super().__init__()
        self.table: Any = None  # the session's TexasHoldEm, kept across hands

    def _clear_hand(self) -> None:
        super()._clear_hand()
        self.game: Any = None
        self.lib: Any = None
        self.held_stacks: dict[int, int] | None = None  # before the library's settlement

    @property
    def VERSION(self) -> str:  # type: ignore[override]  # noqa: N802  # the library's version
        try:
            return version(PACKAGE)
        except PackageNotFoundError:
            return "not installed"

    # -- a hand --------------------------------------------------------------------------

    def _engine_start(
        self, setup: TableSetup, order: list[int], hole: dict[int, list[str]], board: list[str]
    ) -> None:
        if setup.ante:
            raise ValueError("ante: texasholdem has no antes")
        texasholdem, game_module = _library()
        self.lib = texasholdem
        if self.book is not None:
            game = self.table  # the library moves the button and posts the blinds itself
            game.small_blind, game.big_blind = setup.small_blind, setup.big_blind
        else:
            blinds = (setup.small_blind, setup.big_blind)
            game = _seated_game(texasholdem, setup.stacks, setup.button, blinds)
        dealt = {seat: hole[seat] for seat in order}
        # The library deals two cards to each player from the left of the button, then the
        # board five cards in a row; the rest of the deck after them.
        first = [card for seat in self._library_deal_order(setup) for card in dealt[seat]]
        rest = [card for card in self.deck if card not in first and card not in board]
        with _stacked_deck(game_module, first + board + rest):
            game.start_hand()
        if game.btn_loc + 1 != setup.button:
            raise RuntimeError(f"texasholdem put the button on seat {game.btn_loc + 1}, not "
                               f"{setup.button} as on a copy of its table")  # fmt: skip
        self.game = game
        if not self._running():  # nobody could act after the blinds: it settled at once
            posted = {game.sb_loc: setup.small_blind, game.bb_loc: setup.big_blind}
            self.held_stacks = {
                seat: max(0, setup.stacks[seat] - posted.get(self._pid(seat), 0)) for seat in order
            }

    # -- a session: the library's table across hands ---------------------------------------

    def _library_open(self, setup: SessionSetup) -> None:
        texasholdem, _ = _library()
        self.table = _seated_game(texasholdem, setup.stacks, setup.button, setup.levels[0].blinds)

    def _library_places(self, level: Level) -> Places | None:
        """Where ``TexasHoldEm._prehand`` puts the next hand, read from a copy of the table
        (``TexasHoldEm.copy``) that starts it: the table itself is not touched."""
        _, game_module = _library()
        probe = self.table.copy()
        probe.small_blind, probe.big_blind = level.blinds
        with _stacked_deck(game_module, list(TOKENS)):
            probe.start_hand()
        if not probe.is_game_running():
            return None  # fewer than two players with chips
        return Places(
            button=probe.btn_loc + 1,
            small_blind=probe.sb_loc + 1,
            big_blind=probe.bb_loc + 1,
            dealt_in=tuple(sorted(pid + 1 for pid in probe.hands)),
        )

    def _library_chips(self) -> dict[int, int]:
        return {p.player_id + 1: int(p.chips) for p in self.table.players if p.chips > 0}

    def _library_seat(self, seat: int, stack: int) -> None:
        self.table.players[self._pid(seat)].chips = stack  # dealt in from the next hand

    def _library_unseat(self, seat: int) -> None:
        self.table.players[self._pid(seat)].chips = 0  # skipped from the next hand

    @staticmethod
    def _library_deal_order(setup: TableSetup) -> list[int]:
        seats = list(setup.seats)
        start = next((i for i, seat in enumerate(seats) if seat > setup.button), 0)
        return seats[start:] + seats[:start]

    def _pid(self, seat: int) -> int:
        return seat - 1

    def _running(self) -> bool:
        return bool(self.game.is_hand_running())

    # -- betting -------------------------------------------------------------------------

    def _engine_to_act(self) -> int | None:
        game = self.game
        if self.hole_due or not self._running() or len(game.board) > len(self.board):
            return None
        return int(game.current_player) + 1

    def _engine_legal(self) -> Legal:
        game = self.game
        pid = game.current_player
        moves = game.get_available_moves()
        call = game.chips_to_call(pid) if self.lib.ActionType.CALL in moves.action_types else 0
        call = min(call, game.players[pid].chips)
        low = high = None
        span = moves.raise_range
        if self.lib.ActionType.RAISE in moves.action_types and span is not None and len(span):
            low, high = span[0], span[-1]
        return Legal(call=call, min_raise_to=low, max_raise_to=high)

    def _engine_facing_bet(self) -> bool:
        game = self.game
        return any(game.player_bet_amount(p.player_id) > 0 for p in game.players)

    def _engine_act(self, kind: str, seat: int, amount: int | None) -> None:
        game = self.game
        actions = self.lib.ActionType
        action = {"fold": actions.FOLD, "check": actions.CHECK, "call": actions.CALL}.get(kind)
        before = self._engine_stacks()
        before[seat] -= self._added(kind, seat, amount)
        try:
            if action is None:
                game.take_action(actions.RAISE, total=amount)
            else:
                game.take_action(action)
        except ValueError as error:
            raise Refused("NOT_MODELLED", f"texasholdem refused it: {error}") from None
        if not self._running() and self.held_stacks is None:
            self.held_stacks = before  # the library settled at once: hold its result back

    def _added(self, kind: str, seat: int, amount: int | None) -> int:
        game = self.game
        pid = self._pid(seat)
        if kind == "call":
            return int(min(game.chips_to_call(pid), game.players[pid].chips))
        if amount is not None:
            return int(amount - game.player_bet_amount(pid))
        return 0

    def _engine_board(self, cards: list[str]) -> None:
        shown = [str(card) for card in self.game.board[: len(self.board)]]
        if [c.lower() for c in shown] != [c.lower() for c in self.board]:
            raise Refused("NOT_MODELLED", f"texasholdem turned {shown}, not {self.board}")

    # -- the showdown (held back by the adapter) -------------------------------------------

    def _contested(self) -> bool:
        return len(self.live()) > 1

    def _engine_showdown(self) -> bool:
        return not self._running() and len(self.board) == 5 and not self._showdown_over()

    def _showdown_over(self) -> bool:
        live = self.live()
        return len(live) <= 1 or all(seat in self.shown for seat in live)

    def _engine_show(self, seat: int, show: bool) -> None:
        if not show and self._won_anything(seat) and len(self.live()) > 1:
            raise Refused(
                "NOT_MODELLED", "texasholdem settles every hand at the river: it cannot muck "
                "a hand it paid",
            )  # fmt: skip

    def _won_anything(self, seat: int) -> bool:
        settle = self.game.hand_history.settle
        winners = settle.pot_winners.values() if settle is not None else ()
        return any(self._pid(seat) in pot[2] for pot in winners)

    def _engine_complete(self) -> bool:
        if self._running():
            return False
        folded_out = len([s for s in self.order if s not in self.folded]) <= 1
        return folded_out or (len(self.board) == 5 and self._showdown_over())

    # -- chips ---------------------------------------------------------------------------

    def _engine_stacks(self) -> dict[int, int]:
        if self.held_stacks is not None and not self._engine_complete():
            return dict(self.held_stacks)
        return {seat: int(self.game.players[self._pid(seat)].chips) for seat in self.order}

    def _engine_bets(self) -> dict[int, int]:
        game = self.game
        if not self._running() or len(game.board) > len(self.board):
            return dict.fromkeys(self.order, 0)
        # The library moves a folded player's bet into its pot at once; the protocol still
        # shows it in front of the seat until the round ends (what the seat put in).
        return {
            seat: self.round_bets.get(seat, 0)
            if seat in self.folded
            else int(game.player_bet_amount(self._pid(seat)))
            for seat in self.order
        }

    def _engine_pots(self) -> list[dict[str, Any]]:
        game = self.game
        live = self.live()
        pots = []
        for index, pot in enumerate(game.pots):
            posted = {pid + 1 for pid in pot.players_in_pot()}
            eligible = [
                seat
                for seat in live
                if seat in posted or game.players[self._pid(seat)].last_pot >= index
            ]
            if pot.get_total_amount():
                pots.append({"amount": int(pot.get_total_amount()), "eligible": sorted(eligible)})
        return pots
