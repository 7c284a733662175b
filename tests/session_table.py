"""A small driver over a session at the reference dealer, through the protocol's dicts."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from refdealer.dealer import ReferenceDealer
from tests.helpers import DECK


class SessionTable:
    """A session opened on the reference dealer, driven event by event."""

    def __init__(
        self,
        seats: Mapping[int, int],
        button: int,
        blinds: tuple[int, int] = (1, 2),
        *,
        profile: str = "rrop-cash",
        **more: Any,
    ) -> None:
        self.dealer = ReferenceDealer(profile)
        self.dealer.session(
            {
                "seats": {str(seat): stack for seat, stack in seats.items()},
                "button": button,
                "profile": profile,
                **({"blinds": list(blinds)} if "levels" not in more else {}),
                **more,
            }
        )

    def event(self, event: Mapping[str, Any]) -> list[str]:
        """Apply ``event``, assert it is accepted; the codes of its rulings."""
        answer = self.dealer.apply(dict(event))
        assert answer["accepted"], f"{event} was refused: {answer}"
        return [ruling["code"] for ruling in answer["rulings"]]

    def refuse(self, event: Mapping[str, Any]) -> str:
        """Assert ``event`` is refused and nothing changed; the reason."""
        before = copy.deepcopy(self.dealer.snapshot())
        answer = self.dealer.apply(dict(event))
        assert not answer["accepted"], f"{event} was accepted: {answer}"
        assert self.dealer.snapshot() == before, f"{event} was refused but changed the table"
        reason: str = answer["reason"]
        return reason

    def next_hand(self, deck: list[str] | None = None) -> list[str]:
        return self.event({"type": "next_hand", "deck": list(deck or DECK)})

    def fold_to_big_blind(self) -> list[str]:
        """Deal the hole cards; everyone folds in turn: the big blind wins the blinds."""
        codes: list[str] = []
        players = len(self.dealer.snapshot()["hole"])
        for _ in range(2 * players):
            codes += self.event({"type": "deal_hole"})
        while self.dealer.snapshot()["phase"] != "complete":
            codes += self.event({"type": "fold", "seat": self.dealer.snapshot()["to_act"]})
        return codes

    def hand_of_folds(self) -> list[str]:
        """The next hand, folded round to the big blind."""
        return self.next_hand() + self.fold_to_big_blind()

    def first_kill_leg(self) -> list[str]:
        """At a :func:`kill_game` table, the next hand: seat 4 raises under the gun and the
        others fold, so seat 4 wins a pot beyond the blinds (one leg). Its rulings' codes."""
        codes = self.next_hand()
        for _ in range(8):
            codes += self.event({"type": "deal_hole"})
        codes += self.event({"type": "raise", "seat": 4, "to": 20})
        for seat in (1, 2, 3):
            codes += self.event({"type": "fold", "seat": seat})
        return codes

    def second_kill_leg(self) -> list[str]:
        """After :meth:`first_kill_leg`, the next hand: seat 1 raises, seats 2 and 3 fold,
        seat 4 (the big blind) raises again and seat 1 folds, so seat 4 wins a second pot
        running and owes a kill. The codes of seat 1's fold (where the kill is ruled)."""
        self.next_hand()
        for _ in range(8):
            self.event({"type": "deal_hole"})
        self.event({"type": "raise", "seat": 1, "to": 20})
        self.event({"type": "fold", "seat": 2})
        self.event({"type": "fold", "seat": 3})
        self.event({"type": "raise", "seat": 4, "to": 30})
        return self.event({"type": "fold", "seat": 1})

    @property
    def session(self) -> dict[str, Any]:
        session: dict[str, Any] = self.dealer.snapshot()["session"]
        return session

    @property
    def places(self) -> tuple[int | None, int | None, int | None]:
        """The hand's (button, small blind, big blind)."""
        session = self.session
        return session["button"], session["small_blind"], session["big_blind"]

    @property
    def upcoming(self) -> dict[str, Any]:
        upcoming: dict[str, Any] = self.session["next"]
        return upcoming

    def state(self, seat: int) -> str:
        state: str = self.session["seats"][str(seat)]["state"]
        return state

    def owes(self, seat: int) -> dict[str, int]:
        owes: dict[str, int] = self.session["seats"][str(seat)]["owes"]
        return owes


def kill_game(kill_pot: str = "full") -> SessionTable:
    """Four seats of 500 at 5/10 fixed limit with a ``kill_pot`` kill (full or half), seat 1
    on the button: the table of :meth:`SessionTable.first_kill_leg` and the second leg."""
    return SessionTable(dict.fromkeys(range(1, 5), 500), button=1, blinds=(5, 10),
                        game="fixed-limit", house={"kill_pot": kill_pot})  # fmt: skip
