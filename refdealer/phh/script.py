"""From a recorded hand to what a dealer is given: a stacked deck and a script of events.

The deck deals the recorded cards in the real procedure (two passes of hole cards from the
small blind's seat round to the button, then burn and flop, burn and turn, burn and river).
Unknown cards (``??``) and burns are filled from the cards nobody named, in the fixed order
of :func:`refdealer.table.deckbuilder.stack_deck` (aces first); a burn written by refdealer's
export as the commentary ``burn Xx`` on a ``d db`` action is used as recorded.

The script is the protocol's events: ``deal_hole`` once a card, ``burn`` + ``board`` for
each ``d db``, and the betting with refdealer's amounts (``cbr X`` is a bet or raise *to*
X; ``cc`` a check when nothing is owed, else a call). What is owed is read off the reference
dealer's own table, played along as the script is built: an action refdealer's export
wrote out of turn is held until the action reaches its seat (ACTION-OUT-OF-TURN), and a
wager of the wrong size is corrected (NL-MIN-BET, PL-MAX, LIMIT-BET-SIZES), which a tally
of the recorded amounts would miss. A muck (``sm`` without cards) while the reference hand
is still being bet is a live hand thrown away (SHOWDOWN-MUCK-WHILE-LIVE). Showing is left to a
:class:`ShowdownStep` at the end: the recorded ``sm`` actions in their order (a player may
table or concede before his turn), then any seat the engine still calls on, in its own
showdown order: each seat shows if the record shows it (``sm CARDS`` or ``sm -``), and
mucks otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from refdealer.errors import DealerError
from refdealer.hand import Hand
from refdealer.phh.model import UNKNOWN_CARD, Action, HandRecord
from refdealer.phh.table import NotSupported, TablePlan, chips, plan_table
from refdealer.table.cards import TOKENS, format_cards
from refdealer.table.deckbuilder import stack_deck
from refdealer.table.events import parse_event

STREET_NAMES = ("flop", "turn", "river")
_BURN = re.compile(r"(?:^|;)\s*burn\s+([2-9TJQKA][cdhs])\s*(?:;|$)")


@dataclass(frozen=True, slots=True)
class Step:
    """One protocol event, and the recorded action it stands for (``None``: none does)."""

    event: Mapping[str, Any]
    action: Action | None


@dataclass(frozen=True, slots=True)
class ShowdownStep:
    """The showdown: the seats the record shows, and each seat's recorded ``sm`` action."""

    shows: frozenset[int]
    actions: Mapping[int, Action]


ScriptStep = Step | ShowdownStep


@dataclass(frozen=True, slots=True)
class ReplayPlan:
    """A recorded hand made ready to deal: the table, the setup, and the script."""

    record: HandRecord
    table: TablePlan
    setup: Mapping[str, Any]
    script: tuple[ScriptStep, ...]
    #: Seat -> its two hole cards as dealt (unknown ones filled).
    hole: Mapping[int, tuple[str, str]]
    #: The board as recorded (unknown cards filled); streets not reached are not listed.
    board: tuple[str, ...]
    #: The flop, turn and river burns in the stacked deck.
    burns: tuple[str, str, str]
    #: What was filled in for unknown cards, e.g. ``"p3 hole ???? -> AsAh"``.
    filled: tuple[str, ...]


def burn_in_comment(comment: str | None) -> str | None:
    """The burn card written as ``burn Xx`` in a commentary (refdealer's export), if any."""
    if not comment:
        return None
    match = _BURN.search(comment)
    return None if match is None else match.group(1)


class _Cards:
    """The recorded cards, checked: each known card once, hole cards at most two a player."""

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        count = record.player_count
        self.hole: dict[int, list[str]] = {p: [] for p in range(1, count + 1)}
        self.dealt_by: dict[int, Action] = {}
        self.board: list[str] = []
        self.burns: list[str | None] = [None, None, None]
        self.seen: dict[str, Action] = {}
        self.shows: dict[int, Action] = {}

    def name(self, card: str, action: Action) -> None:
        if card == UNKNOWN_CARD:
            return
        first = self.seen.get(card)
        if first is not None:
            raise self.record.error(
                f"{card} is dealt twice (first in actions[{first.index}] {first.text!r})", action
            )
        self.seen[card] = action

    def read(self) -> None:
        record = self.record
        betting_started = False
        folded: set[int] = set()
        for action in record.actions:
            verb = action.verb
            if verb is None:
                continue
            if verb == "dh":
                self._deal_hole(action, betting_started)
            elif verb == "db":
                self._deal_board(action)
            elif verb in ("sd", "pb"):
                raise record.error(f"{verb!r} is not an action of Texas hold'em", action)
            else:
                assert action.player is not None
                betting_started = True
                if action.player in folded:
                    raise record.error(f"p{action.player} acts after folding", action)
                if verb == "f":
                    folded.add(action.player)
                elif verb == "sm":
                    self._show(action)

    def _deal_hole(self, action: Action, betting_started: bool) -> None:
        assert action.player is not None and action.cards is not None
        if betting_started:
            raise self.record.error("hole cards are dealt after the betting began", action)
        cards = self.hole[action.player]
        if len(cards) + len(action.cards) > 2:
            raise self.record.error(
                f"p{action.player} is dealt {len(cards) + len(action.cards)} hole cards; "
                "Texas hold'em deals two",
                action,
            )
        self.dealt_by.setdefault(action.player, action)
        for card in action.cards:
            self.name(card, action)
        cards.extend(action.cards)

    def _deal_board(self, action: Action) -> None:
        assert action.cards is not None
        street = {0: 0, 3: 1, 4: 2}.get(len(self.board))
        if street is None:
            raise self.record.error("the board is complete: five cards are dealt", action)
        due = 3 if street == 0 else 1
        if len(action.cards) != due:
            raise self.record.error(
                f"the {STREET_NAMES[street]} is {due} card{'s' if due > 1 else ''}, "
                f"not {len(action.cards)}",
                action,
            )
        burn = burn_in_comment(action.comment)
        if burn is not None:
            self.name(burn, action)
            self.burns[street] = burn
        for card in action.cards:
            self.name(card, action)
        self.board.extend(action.cards)

    def _show(self, action: Action) -> None:
        player = action.player
        assert player is not None
        if not action.shows:
            return
        self.shows[player] = action
        if action.dash:
            return
        assert action.cards is not None
        if len(action.cards) != 2:
            raise self.record.error(
                f"p{player} shows {len(action.cards)} cards; a hold'em hand is two", action
            )
        dealt = self.hole[player] + [UNKNOWN_CARD] * (2 - len(self.hole[player]))
        merged: list[str] = []
        for was, shown in zip(dealt, action.cards, strict=True):
            if was != UNKNOWN_CARD and shown != UNKNOWN_CARD and was != shown:
                raise self.record.error(
                    f"p{player} shows {''.join(action.cards)} but was dealt {''.join(dealt)}",
                    action,
                )
            if was == UNKNOWN_CARD and shown != UNKNOWN_CARD:
                self.name(shown, action)
            merged.append(was if was != UNKNOWN_CARD else shown)
        self.hole[player] = merged


def build_plan(record: HandRecord) -> ReplayPlan:
    """The deck and script that replay ``record``.

    Raises :class:`~refdealer.phh.table.NotSupported` for a hand this dealer cannot deal as
    recorded and :class:`~refdealer.phh.model.PHHError` for one that is malformed.
    """
    table = plan_table(record)
    cards = _Cards(record)
    cards.read()
    seating = table.seating
    order = seating.order
    player_at = {seat: index + 1 for index, seat in enumerate(table.seats)}

    for player, action in cards.shows.items():
        if UNKNOWN_CARD in cards.hole[player] or len(cards.hole[player]) < 2:
            raise NotSupported(
                f"{record.player_name(player)} shows cards that are not known "
                f"(actions[{action.index}] {action.text!r}): the showdown cannot be judged"
            )

    seen = cards.seen
    pool = [token for token in reversed(TOKENS) if token not in seen]
    filled: list[str] = []
    hole: dict[int, list[str]] = {}
    for seat in order:
        dealt = cards.hole[player_at[seat]]
        hole[seat] = dealt + [UNKNOWN_CARD] * (2 - len(dealt))
    for round_index in range(2):
        for seat in order:
            if hole[seat][round_index] == UNKNOWN_CARD:
                hole[seat][round_index] = pool.pop(0)
    for seat in order:
        player = player_at[seat]
        if cards.hole[player] != hole[seat]:
            shown = "".join(cards.hole[player]) or "(none)"
            filled.append(f"p{player} hole {shown} -> {''.join(hole[seat])}")
    board = list(cards.board)
    for index, card in enumerate(board):
        if card == UNKNOWN_CARD:
            board[index] = pool.pop(0)
            filled.append(f"board card {index + 1} ?? -> {board[index]}")
    burns = [burn if burn is not None else pool.pop(0) for burn in cards.burns]
    deck = stack_deck(order, table.button, hole, board, burns)
    setup = table.setup(format_cards(deck))
    script = _script(record, table, setup, player_at, cards)
    return ReplayPlan(
        record=record,
        table=table,
        setup=setup,
        script=script,
        hole={seat: (hole[seat][0], hole[seat][1]) for seat in order},
        board=tuple(board),
        burns=(burns[0], burns[1], burns[2]),
        filled=tuple(filled),
    )


class _Reference:
    """The reference dealer's hand, played along with the script while it accepts it."""

    def __init__(self, setup: Mapping[str, Any]) -> None:
        try:
            self.hand: Hand | None = Hand.from_dict(setup, check_invariants=False)
        except DealerError:
            self.hand = None

    def apply(self, event: Mapping[str, Any]) -> None:
        if self.hand is None:
            return
        try:
            self.hand.apply(parse_event(event))
        except DealerError:
            self.hand = None  # refused: the tally of recorded amounts takes over

    def betting(self) -> bool:
        """Whether the reference hand is in a betting street (not dealing, not the showdown)."""
        return self.hand is not None and self.hand.phase in ("preflop", "flop", "turn", "river")

    def current_bet(self, seat: int) -> int | None:
        """The bet ``seat`` answers this round, or ``None`` when the reference cannot say: the
        bet to match, or out of turn a held bet or raise above it (ACTION-OUT-OF-TURN)."""
        hand = self.hand
        if hand is None or hand.round is None:
            return None
        return hand.round.current_bet if seat == hand.to_act else hand.round.faced()

    def in_front(self, seat: int) -> int:
        assert self.hand is not None
        return self.hand.bets[seat]


def _script(
    record: HandRecord,
    table: TablePlan,
    setup: Mapping[str, Any],
    player_at: Mapping[int, int],
    cards: _Cards,
) -> tuple[ScriptStep, ...]:
    seating = table.seating
    order = seating.order
    seat_of = dict(zip(player_at.values(), player_at.keys(), strict=True))
    steps: list[ScriptStep] = []
    reference = _Reference(setup)

    def add(event: dict[str, Any], action: Action | None) -> None:
        steps.append(Step(event, action))
        reference.apply(event)

    for index in range(2 * len(order)):
        player = player_at[order[index % len(order)]]
        add({"type": "deal_hole"}, cards.dealt_by.get(player))

    # The tally, for when the reference dealer refused an action: chips in front of each
    # seat this round. Only whether a seat owes anything matters (check or call), so an
    # all-in short call may be counted as a full one.
    stacks = dict(zip(table.seats, table.stacks, strict=True))
    bets = dict.fromkeys(order, 0)
    small, big = table.blinds
    for seat, blind in ((seating.small_blind, small), (seating.big_blind, big)):
        if seat is not None:  # a PHH hand always has its small blind
            bets[seat] += min(blind, max(stacks[seat] - table.ante, 0))
    current = big
    if table.straddle is not None:  # p3's live straddle, left of the big blind
        bets[order[2]] += table.straddle
        current = table.straddle
    folded: set[int] = set()
    for action in record.actions:
        verb = action.verb
        if verb is None or verb == "dh":
            continue
        if verb == "sm":
            if not action.shows and reference.betting():
                assert action.player is not None
                folded.add(seat_of[action.player])
                add({"type": "muck", "seat": seat_of[action.player]}, action)
            continue
        if verb == "db":
            assert action.cards is not None
            add({"type": "burn"}, action)
            add({"type": "board", "count": len(action.cards)}, action)
            bets = dict.fromkeys(order, 0)
            current = 0
            continue
        assert action.player is not None
        seat = seat_of[action.player]
        to_match = reference.current_bet(seat)
        if verb == "f":
            folded.add(seat)
            add({"type": "fold", "seat": seat}, action)
        elif verb == "cc":
            if to_match is not None:
                owes = reference.in_front(seat) < to_match
            else:
                owes = bets[seat] < current
            if owes:
                bets[seat] = current
                add({"type": "call", "seat": seat}, action)
            else:
                add({"type": "check", "seat": seat}, action)
        else:
            assert verb == "cbr" and action.amount is not None
            amount = chips(action.amount, f"the amount in actions[{action.index}]")
            if (current if to_match is None else to_match) == 0:
                add({"type": "bet", "seat": seat, "amount": amount}, action)
            else:
                add({"type": "raise", "seat": seat, "to": amount}, action)
            bets[seat] = amount
            current = max(current, amount)
    if len(order) - len(folded) >= 2:
        shows = frozenset(seat_of[player] for player in cards.shows)
        recorded = {
            seat_of[a.player]: a for a in record.actions if a.verb == "sm" and a.player is not None
        }
        steps.append(ShowdownStep(shows, recorded))
    return tuple(steps)
