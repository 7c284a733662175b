"""PokerKit 0.7.7 behind the protocol: ``refdealer certify --adapter
refdealer.engines.pokerkit:Engine`` (install with ``pip install "refdealer[pokerkit]"``).

PokerKit plays the hand: blinds and antes, every betting decision and its limits, bet
collection (returning an uncalled bet), the showdown order, mucks and the pots it pushes.
The adapter hands it the stacked deck's cards one by one as the protocol deals them
(``deal_hole``, ``burn_card``, ``deal_board``), so its own hole, board and burn cards are
the table's. PokerKit's player 0 is the first seat left of the button (heads-up: the big
blind), which is the protocol's dealing order. The game runs in PokerKit's cash-game mode
(a fold with nothing to call is allowed, as NONSTANDARD-FOLD says).

Declared: the three betting structures PokerKit has for hold'em, antes, heads-up, side pots,
visible burns and its showdown order. Not declared: ruling codes, wager corrections,
actions out of turn, and every irregularity (PokerKit models a correct game only); nor
sessions: a PokerKit state is one hand, and the button, the blinds and who sits where are
its caller's to choose, so there is no button movement of its own to certify.
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Mapping
from dataclasses import replace
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from refdealer.engines.table import Legal, LibraryAdapter, Refused, canonical_pots
from refdealer.table.setup import Game, TableSetup

PACKAGE = "pokerkit"


def _library() -> Any:
    """The pokerkit module, imported when a hand starts so refdealer imports without it."""
    try:
        return importlib.import_module("pokerkit")
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise RuntimeError(
            'PokerKit is not installed: pip install "refdealer[pokerkit]"'
        ) from error


def _pot_limit_class(pk: Any) -> Any:
    """PokerKit's pot-limit structure on its hold'em streets (it ships no class for it)."""

    games = pk.games
    bases = (games.PotLimitPokerMixin, games.TexasHoldemMixin, games.UnfixedLimitHoldem)
    return type("PotLimitTexasHoldem", bases, {})


class Engine(LibraryAdapter):
    """PokerKit's ``State``, one per hand."""

    ENGINE = "pokerkit"
    CAPABILITIES = (
        "no-limit",
        "pot-limit",
        "fixed-limit",
        "antes",
        "heads-up",
        "side-pots",
        "burns-visible",
        "showdown-order",
    )
    GAMES = ("no-limit", "pot-limit", "fixed-limit")
    #: PokerKit's fixed-limit games take any number of raises; it caps heads-up play too.
    OPTIONS: Mapping[str, tuple[Any, ...]] = {
        "limit_cap_raises": (2, 3, 4, 5),
        "heads_up_uncapped": ("no",),
        # PokerKit asks for the hands in plain order (the last aggressor, else clockwise),
        # with no side-pot players first (TDA 17-A; the tda-2024 value).
        "showdown_order": ("clockwise",),
    }

    def _clear_hand(self) -> None:
        super()._clear_hand()
        self.state: Any = None
        self.index: dict[int, int] = {}
        self.mucking: set[int] = set()  # seats that mucked at the showdown
        self.decisions: dict[int, bool] = {}  # showdown decisions PokerKit has not asked for
        self.pending: list[tuple[str, str]] = []  # cards turned while PokerKit shows first
        self.start_stacks: dict[int, int] = {}

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
        if setup.ante_mode != "each":
            # PokerKit posts every ante before the blinds: no "big blind first" (BBA).
            raise ValueError(f"ante_mode: {setup.ante_mode!r} is not modelled by this adapter")
        pk = _library()
        auto = pk.Automation
        automations = (
            auto.ANTE_POSTING,
            auto.BET_COLLECTION,
            auto.BLIND_OR_STRADDLE_POSTING,
            auto.RUNOUT_COUNT_SELECTION,
            auto.HAND_KILLING,
            auto.CHIPS_PULLING,
        )
        self.index = {seat: i for i, seat in enumerate(order)}
        stacks = [setup.stacks[seat] for seat in order]
        self.start_stacks = dict(setup.stacks)
        blinds = (setup.small_blind, setup.big_blind)
        common = {"mode": pk.Mode.CASH_GAME}
        if setup.game is Game.FIXED_LIMIT:
            self.state = pk.FixedLimitTexasHoldem(
                automations, True, setup.ante, blinds, setup.small_bet, setup.big_bet, **common
            )(stacks, len(order))
            # The cap is a bet and limit_cap_raises raises on every street. PokerKit counts
            # completions, bets and raises per street, and before the flop the big blind is
            # the bet but none of those: that street's count is one less.
            raises = int(setup.option("limit_cap_raises"))
            preflop, *later = self.state.streets
            self.state.streets = (
                replace(preflop, max_completion_betting_or_raising_count=raises),
                *(replace(s, max_completion_betting_or_raising_count=raises + 1) for s in later),
            )
        else:
            kind = pk.NoLimitTexasHoldem if setup.game is Game.NO_LIMIT else None
            if kind is None:
                kind = _pot_limit_class(pk)
            self.state = kind(automations, True, setup.ante, blinds, setup.big_blind, **common)(
                stacks, len(order)
            )

    def _seat_of(self, index: int | None) -> int | None:
        return None if index is None else self.order[index]

    def _call(self, action: Any, *args: Any) -> Any:
        """A PokerKit operation; its ValueError is the library refusing the event."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return action(*args)
        except ValueError as error:
            raise Refused("NOT_MODELLED", f"pokerkit refused it: {error}") from None

    def _after(self) -> None:
        """Let PokerKit finish what needs no decision: cards turned while it was showing
        hands first (it shows at an all-in before the board), then every pot it decided."""
        state = self.state
        while self.pending and not state.can_show_or_muck_hole_cards():
            kind, cards = self.pending.pop(0)
            if kind == "burn" and state.can_burn_card(cards):
                self._call(state.burn_card, cards)
            elif kind == "board" and state.can_deal_board(cards):
                self._call(state.deal_board, cards)
        while state.can_push_chips():
            state.push_chips()

    def _deal_hole(self, event: Any) -> None:
        before = self.next_card
        super()._deal_hole(event)
        if self.next_card > before:
            card = self.deck[before]
            self._call(self.state.deal_hole, card)
            self._after()

    # -- betting -------------------------------------------------------------------------

    def _engine_to_act(self) -> int | None:
        if self.hole_due or not self.state.status:
            return None
        return self._seat_of(self.state.actor_index)

    def _engine_legal(self) -> Legal:
        state = self.state
        call = state.checking_or_calling_amount or 0
        low = high = None
        if state.can_complete_bet_or_raise_to():
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
        with warnings.catch_warnings():  # PokerKit warns of a fold with nothing to call
            warnings.simplefilter("ignore")
            may_fold = state.can_fold()
        return Legal(call=call, min_raise_to=low, max_raise_to=high, may_fold=may_fold)

    def _engine_facing_bet(self) -> bool:
        return bool(max(self.state.bets) > 0)

    def _engine_act(self, kind: str, seat: int, amount: int | None) -> None:
        state = self.state
        if kind == "fold":
            self._call(state.fold)
        elif kind in ("check", "call"):
            self._call(state.check_or_call)
        else:
            self._call(state.complete_bet_or_raise_to, amount)
        self._after()

    # -- cards ---------------------------------------------------------------------------

    def _engine_burn(self, card: str) -> None:
        self.pending.append(("burn", card))
        self._after()

    def _engine_board(self, cards: list[str]) -> None:
        self.pending.append(("board", "".join(cards)))
        self._after()

    # -- the showdown ----------------------------------------------------------------------

    def _engine_showdown(self) -> bool:
        """PokerKit wants hands shown: at the river, or at an all-in once the protocol has
        turned the whole board (PokerKit shows before the run-out; the cards wait)."""
        state = self.state
        return bool(state.status and state.can_show_or_muck_hole_cards() and len(self.board) == 5)

    def _engine_showdown_turn(self) -> int | None:
        if not self._engine_showdown():
            return None
        return self._seat_of(self.state.showdown_index)

    def _engine_show(self, seat: int, show: bool) -> None:
        """The seat's decision, in PokerKit's showdown order; then, when every other hand
        was thrown away, the last claim, which wins unseen."""
        self.decisions[seat] = show
        if not show:
            self.mucking.add(seat)
        state = self.state
        while state.status and state.can_show_or_muck_hole_cards():
            due = self._seat_of(state.showdown_index)
            if due is None:
                break
            claimants = [s for s in self.live() if s not in self.mucking]
            if due not in self.decisions and claimants == [due]:
                # Everyone else threw his hand away: the last claim wins unseen, which
                # PokerKit, asking every seat in turn, takes as this seat's show.
                self.decisions[due] = True
            if due not in self.decisions:
                break
            self._call(state.show_or_muck_hole_cards, self.decisions.pop(due))
            self._after()

    def _engine_complete(self) -> bool:
        return not self.state.status

    # -- chips ---------------------------------------------------------------------------

    def _engine_stacks(self) -> dict[int, int]:
        return {self.order[i]: stack for i, stack in enumerate(self.state.stacks)}

    def _engine_bets(self) -> dict[int, int]:
        return {self.order[i]: bet for i, bet in enumerate(self.state.bets)}

    def _engine_pots(self) -> list[dict[str, Any]]:
        state = self.state
        live = [self.order[i] for i, alive in enumerate(state.statuses) if alive]
        if not any(state.bets):
            return [
                {
                    "amount": pot.amount,
                    "eligible": sorted(self.order[i] for i in pot.player_indices),
                }
                for pot in state.pots
            ]
        committed = {
            seat: self.start_stacks[seat] - state.stacks[i] for i, seat in enumerate(self.order)
        }
        all_in = [seat for seat in live if state.stacks[self.index[seat]] == 0]
        return canonical_pots(committed, live, all_in)
