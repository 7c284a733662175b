"""An honest engine that has only some capabilities: the reference dealer, cut down.

:class:`SubsetDealer` declares the capabilities it is given and behaves as a real engine
without the others would:

- without ``floor-rulings`` it issues no ruling codes (answers and snapshot);
- an event the reference would only take with a capability it lacks is refused, the table
  unchanged: an action out of turn with ``NOT_YOUR_TURN``, a wager of the wrong size with
  ``BELOW_MINIMUM`` or ``ABOVE_MAXIMUM``, a live hand mucked before the showdown with
  ``NOT_SHOWDOWN``, any other irregular event with ``NOT_MODELLED``;
- without ``burns-visible`` / ``stub-visible`` its snapshot shows no burns / stub, and
  without ``showdown-order`` no ``to_act`` at the showdown.

A fair suite certifies it with nothing failed for any subset. As an adapter:
``--adapter tests.engines.subset_engine:CoreOnly`` (and the other classes below).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from refdealer.capabilities import CAPABILITIES, FLOOR_RULINGS
from refdealer.dealer import ReferenceDealer
from refdealer.scenarios.requirements import event_needs, setup_needs


class SubsetDealer:
    """The reference dealer declaring, and behaving with, only ``capabilities``."""

    def __init__(self, capabilities: Iterable[str]) -> None:
        wanted = set(capabilities)
        unknown = wanted - set(CAPABILITIES)
        if unknown:
            raise ValueError(f"unknown capabilities {sorted(unknown)}")
        self.capabilities = tuple(c for c in CAPABILITIES if c in wanted)
        self.reference = ReferenceDealer()
        self._setup: Mapping[str, Any] = {}
        self._taken: list[Mapping[str, Any]] = []
        self._in_session = False

    def hello(self) -> dict[str, Any]:
        return {
            "protocol": 1,
            "engine": "subset",
            "version": "1",
            "capabilities": list(self.capabilities),
            "profiles": ["rrop-cash"],
        }

    def _lacks(self, needs: Iterable[str]) -> list[str]:
        return sorted(set(needs) - set(self.capabilities))

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        lacking = self._lacks(setup_needs(setup))
        if lacking:
            raise ValueError(f"this engine cannot play {', '.join(lacking)}")
        started = self.reference.start(setup)
        self._setup, self._taken, self._in_session = dict(setup), [], False
        return started if FLOOR_RULINGS in self.capabilities else {"rulings": []}

    def session(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        lacking = self._lacks(setup_needs(setup, session=True))
        if lacking:
            raise ValueError(f"this engine cannot play {', '.join(lacking)}")
        opened = self.reference.session(setup)
        self._setup, self._taken, self._in_session = dict(setup), [], True
        return opened

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        hand = self.reference._hand
        phase = hand.phase if hand is not None else None
        to_act = hand.to_act if hand is not None else None
        answer = self.reference.apply(event)
        if not answer.get("accepted"):
            return answer
        codes = [str(r["code"]) for r in answer.get("rulings", [])]
        lacking = self._lacks(event_needs(event, phase, codes, to_act))
        if lacking:  # put the table back as it was: the same hand, without this event
            (self.reference.session if self._in_session else self.reference.start)(self._setup)
            for taken in self._taken:
                self.reference.apply(taken)
            return self._refusal(event, answer, lacking)
        self._taken.append(dict(event))
        if FLOOR_RULINGS not in self.capabilities:
            answer["rulings"] = []
        return answer

    @staticmethod
    def _refusal(
        event: Mapping[str, Any], answer: Mapping[str, Any], lacking: list[str]
    ) -> dict[str, Any]:
        reason = "NOT_MODELLED"
        if "out-of-turn" in lacking or "early-tabling" in lacking:
            reason = "NOT_YOUR_TURN"
        elif "wager-corrections" in lacking:
            named = event.get("amount", event.get("to"))
            ruled = answer.get("action") or {}
            made = ruled.get("amount", ruled.get("to"))
            low = isinstance(named, int) and isinstance(made, int) and made > named
            reason = "BELOW_MINIMUM" if low else "ABOVE_MAXIMUM"
        elif "live-mucks" in lacking:
            reason = "NOT_SHOWDOWN"
        return {
            "accepted": False,
            "reason": reason,
            "message": f"this engine does not model {', '.join(lacking)}",
        }

    def snapshot(self) -> dict[str, Any]:
        table = self.reference.snapshot()
        if "phase" not in table:
            return table  # a session before its first hand: the session alone
        if FLOOR_RULINGS not in self.capabilities:
            table["rulings"] = []
        if "burns-visible" not in self.capabilities:
            table["burns"] = []
        if "stub-visible" not in self.capabilities:
            table["stub"] = []
        if "showdown-order" not in self.capabilities and table.get("phase") == "showdown":
            table["to_act"] = None
        return table


CORE = ("no-limit", "pot-limit", "fixed-limit", "antes", "heads-up", "side-pots")


class TwoCapabilities(SubsetDealer):
    """No-limit with side pots, nothing else."""

    def __init__(self) -> None:
        super().__init__(["no-limit", "side-pots"])


class CoreOnly(SubsetDealer):
    """The three games, antes, heads-up and side pots: what a typical software engine has."""

    def __init__(self) -> None:
        super().__init__(CORE)


class CoreAndTable(SubsetDealer):
    """The core, showing burns and stub and the showdown order, with corrections and holding
    actions out of turn, but no ruling codes."""

    def __init__(self) -> None:
        super().__init__(
            [*CORE, "burns-visible", "stub-visible", "showdown-order", "wager-corrections",
             "out-of-turn", "live-mucks", "early-tabling", "play-the-board"]
        )  # fmt: skip


class AllButRulings(SubsetDealer):
    """Every capability except floor-rulings."""

    def __init__(self) -> None:
        super().__init__([c for c in CAPABILITIES if c != FLOOR_RULINGS])


class RulingsWithoutCorrections(SubsetDealer):
    """Every capability but wager-corrections and out-of-turn: codes, but sizes refused."""

    def __init__(self) -> None:
        super().__init__([c for c in CAPABILITIES if c not in ("wager-corrections", "out-of-turn")])


class ClockwiseWithoutEarlyTabling(SubsetDealer):
    """Every capability but floor-rulings and early-tabling, and one showdown order only:
    clockwise (the tda-2024 value), played whatever the profile, as its hello declares."""

    def __init__(self) -> None:
        super().__init__([c for c in CAPABILITIES if c not in (FLOOR_RULINGS, "early-tabling")])

    def hello(self) -> dict[str, Any]:
        return {**super().hello(), "options": {"showdown_order": ["clockwise"]}}

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        house = {"showdown_order": "clockwise", **(setup.get("house") or {})}
        return super().start({**setup, "house": house})
