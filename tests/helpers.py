"""A small fluent driver over :class:`ReferenceDealer` for the rule tests.

``Table`` starts one hand from a stacked deck and plays it through the dict API::

    table = Table({1: 200, 2: 200, 3: 200}, button=1, blinds=(1, 2), hole={3: "AhKh"})
    table.deal("hole")
    table.act("raise", 1, to=6)        # asserts the event is accepted
    table.reject({"type": "check", "seat": 2})   # asserts a rejection and an unchanged table
    table.corrected({"type": "raise", "seat": 2, "to": 7})  # accepted, brought up to 10
    table.snap["pots"]

Seats are ints here; the snapshot keeps the protocol's string keys, and the ``stacks``,
``bets`` and ``payouts`` properties convert them back to ints.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.suite.procedure import deal_events
from refdealer.table.cards import FULL_DECK
from refdealer.table.deckbuilder import stack_deck

#: A fixed unstacked deck, top first: ``DECK[n - 1]`` is the catalog's card ``cn``.
DECK: tuple[str, ...] = tuple(str(card) for card in reversed(FULL_DECK))


class Table:
    """One hand at a table, driven event by event through the protocol's dict API."""

    def __init__(
        self,
        seats: Mapping[int, int],
        button: int,
        blinds: tuple[int, int] = (1, 2),
        *,
        game: str = "no-limit",
        limits: tuple[int, int] | None = None,
        ante: int = 0,
        ante_mode: str | None = None,
        hole: Mapping[int, str] | None = None,
        board: str = "",
        deck: Sequence[str] | None = None,
        house: Mapping[str, object] | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        if deck is None:
            stacked = stack_deck(sorted(seats), button, hole or {}, board)
            deck = [str(card) for card in stacked]
        self.setup: dict[str, Any] = {
            "game": game,
            "blinds": list(blinds),
            "ante": ante,
            "seats": {str(seat): stack for seat, stack in seats.items()},
            "button": button,
            "deck": list(deck),
        }
        if ante_mode is not None:
            self.setup["ante_mode"] = ante_mode
        if limits is not None:
            self.setup["limits"] = {"small_bet": limits[0], "big_bet": limits[1]}
        if house:
            self.setup["house"] = dict(house)
        if extra:
            self.setup.update(extra)  # more setup fields (blind_seats, posts)
        self.players = len(seats)
        self.dealer = ReferenceDealer()
        self.started = self.dealer.start(self.setup)

    # ------------------------------------------------------------------ events

    def apply(self, event: Mapping[str, Any]) -> list[str]:
        """Apply ``event``, assert it was accepted; return the codes of its rulings."""
        result = self.dealer.apply(event)
        assert result["accepted"], (
            f"{event} was rejected: {result.get('reason')}: {result.get('message')} "
            f"(to_act={self.to_act}, legal={self.legal}, phase={self.phase})"
        )
        return [ruling["code"] for ruling in result["rulings"]]

    def deal(self, *kinds: str) -> list[str]:
        """Deal ``hole``, ``flop``, ``turn`` or ``river`` the correct way, in turn."""
        codes: list[str] = []
        for kind in kinds:
            for event in deal_events(kind, self.players):
                codes += self.apply(event)
        return codes

    def act(
        self, kind: str, seat: int, amount: int | None = None, *, to: int | None = None
    ) -> list[str]:
        """A betting event: ``act("bet", 4, 30)``, ``act("raise", 4, to=90)``, ``act("call", 5)``.

        Asserts the event is accepted; returns the codes of the rulings it drew.
        """
        event: dict[str, Any] = {"type": kind, "seat": seat}
        if kind == "bet":
            assert amount is not None, "a bet needs an amount"
            event["amount"] = amount
        elif kind == "raise":
            total = to if to is not None else amount
            assert total is not None, "a raise needs to=..."
            event["to"] = total
        return self.apply(event)

    def corrected(self, event: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
        """Apply a wager of the wrong size: assert it is accepted and corrected.

        Returns the codes of its rulings and the corrected event the answer carries as
        ``action`` (what the dealer made of it).
        """
        result = self.dealer.apply(event)
        assert result["accepted"], f"{event} was rejected: {result}"
        assert "action" in result, f"{event} was accepted as it stood: {result}"
        action: dict[str, Any] = result["action"]
        return [ruling["code"] for ruling in result["rulings"]], action

    def each(self, kind: str, *seats: int) -> None:
        """The same amount-less action (fold, check, call, show, muck) by each seat in turn."""
        for seat in seats:
            self.apply({"type": kind, "seat": seat})

    def reject(self, event: Mapping[str, Any]) -> str:
        """Assert ``event`` is rejected and the table is unchanged; return the reason code."""
        before = copy.deepcopy(self.dealer.snapshot())
        result = self.dealer.apply(event)
        assert not result["accepted"], f"{event} was accepted: {result}"
        assert set(result) == {"accepted", "reason", "message"}, result
        assert self.dealer.snapshot() == before, f"{event} was rejected but changed the table"
        reason: str = result["reason"]
        return reason

    # ------------------------------------------------------------------ the table

    @property
    def snap(self) -> dict[str, Any]:
        return self.dealer.snapshot()

    @property
    def legal(self) -> dict[str, Any] | None:
        legal: dict[str, Any] | None = self.snap["legal"]
        return legal

    @property
    def to_act(self) -> int | None:
        to_act: int | None = self.snap["to_act"]
        return to_act

    @property
    def phase(self) -> str:
        phase: str = self.snap["phase"]
        return phase

    @property
    def stacks(self) -> dict[int, int]:
        return {int(seat): chips for seat, chips in self.snap["stacks"].items()}

    @property
    def bets(self) -> dict[int, int]:
        return {int(seat): chips for seat, chips in self.snap["bets"].items()}

    @property
    def pots(self) -> list[tuple[int, list[int]]]:
        """The pots as ``(amount, eligible seats)``, main pot first."""
        return [(pot["amount"], pot["eligible"]) for pot in self.snap["pots"]]

    @property
    def payouts(self) -> dict[int, int]:
        return {int(seat): chips for seat, chips in self.snap["payouts"].items()}

    @property
    def rulings(self) -> list[dict[str, str]]:
        rulings: list[dict[str, str]] = self.snap["rulings"]
        return rulings

    @property
    def codes(self) -> list[str]:
        """The codes of every ruling of the hand so far, in order."""
        return [ruling["code"] for ruling in self.rulings]


def legal(
    call: int, min_raise_to: int | None, max_raise_to: int | None, *, check: bool | None = None
) -> dict[str, Any]:
    """The expected ``legal`` of a seat (``check`` defaults to ``call == 0``)."""
    return {
        "fold": True,
        "check": call == 0 if check is None else check,
        "call": call,
        "min_raise_to": min_raise_to,
        "max_raise_to": max_raise_to,
    }


def f6(
    stacks: Mapping[int, int] | None = None,
    blinds: tuple[int, int] = (100, 200),
    *,
    default_stack: int = 20_000,
    **kwargs: Any,
) -> Table:
    """Catalog fixture F6: seats 1-6, S1 button, S2 SB, S3 BB, S4 UTG; NL 100/200 by default."""
    seats = dict.fromkeys(range(1, 7), default_stack)
    seats.update(stacks or {})
    return Table(seats, button=1, blinds=blinds, **kwargs)


def hu(
    stacks: Mapping[int, int] | None = None,
    blinds: tuple[int, int] = (100, 200),
    *,
    default_stack: int = 20_000,
    **kwargs: Any,
) -> Table:
    """Catalog fixture HU: S1 button and small blind, S2 big blind."""
    seats = {1: default_stack, 2: default_stack}
    seats.update(stacks or {})
    return Table(seats, button=1, blinds=blinds, **kwargs)


def play_side_pot_to_the_river(table: Table) -> Table:
    """F6 with S2 short (600): S4 raises to 600, S6 calls, S2 calls all in; S4 bets 1,000 on
    the flop, S6 calls, and both check the turn and the river: a main pot S2 contests and a
    2,000 side pot of S4 and S6, at the showdown."""
    table.deal("hole")
    table.act("raise", 4, to=600)
    table.each("fold", 5)
    table.each("call", 6)
    table.each("fold", 1)
    table.each("call", 2)  # all in
    table.each("fold", 3)
    table.deal("flop")
    table.act("bet", 4, 1000)
    table.each("call", 6)
    for street in ("turn", "river"):
        table.deal(street)
        table.each("check", 4, 6)
    return table


def play_three_way_check_down(table: Table) -> Table:
    """F6: S4 raises to 400, S6 and S2 call, the blinds and the rest fold; S2, S4 and S6
    check every street to the showdown."""
    table.deal("hole")
    table.act("raise", 4, to=400)
    table.each("fold", 5)
    table.each("call", 6)
    table.each("fold", 1)
    table.each("call", 2)
    table.each("fold", 3)
    for street in ("flop", "turn", "river"):
        table.deal(street)
        table.each("check", 2, 4, 6)
    return table


@dataclass(frozen=True)
class Certification:
    """What one ``refdealer certify`` printed and wrote."""

    status: int
    out: str
    err: str
    reports: dict[str, Path]

    def certificate(self) -> dict[str, Any]:
        report: dict[str, Any] = json.loads(self.reports["json"].read_text(encoding="utf-8"))
        return report
