"""Where several rejection reasons apply, a refusal with any of them is right.

The protocol does not rank the reasons about the state of the hand (HAND_COMPLETE,
DEAL_INCOMPLETE, NOT_SHOWDOWN, NOT_IN_HAND, NOT_YOUR_TURN, BETTING_INCOMPLETE, NO_CARD_DUE):
the harness accepts one of them in place of the expected reason when the table before the
event shows it applies too. A reason that does not apply is still a failure.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.protocol.engine import InProcessEngine
from refdealer.rejections import (
    SPECIFIC_REASONS,
    STATE_REASONS,
    reason_accepted,
    reason_applies,
)
from refdealer.suite.certify import certify

RIVER_BETTING = {
    "phase": "river",
    "board": ["2c", "7d", "9h", "Js", "4s"],
    "to_act": 2,
    "legal": {"fold": True},
    "hole": {"1": ["As", "Kd"], "2": ["Qs", "Qd"]},
}
FLOP_BETTING = {**RIVER_BETTING, "phase": "flop", "board": ["2c", "7d", "9h"]}


@pytest.mark.parametrize(
    ("reason", "event", "table", "applies"),
    [
        ("NO_CARD_DUE", {"type": "burn"}, RIVER_BETTING, True),
        ("BETTING_INCOMPLETE", {"type": "burn"}, RIVER_BETTING, True),
        ("NO_CARD_DUE", {"type": "burn"}, FLOP_BETTING, False),
        ("NOT_YOUR_TURN", {"type": "check", "seat": 1}, FLOP_BETTING, True),
        ("NOT_YOUR_TURN", {"type": "check", "seat": 2}, FLOP_BETTING, False),
        ("NOT_IN_HAND", {"type": "call", "seat": 3}, FLOP_BETTING, True),
        ("NOT_IN_HAND", {"type": "call", "seat": 1}, FLOP_BETTING, False),
        ("NOT_SHOWDOWN", {"type": "show", "seat": 1}, FLOP_BETTING, True),
        ("HAND_COMPLETE", {"type": "fold", "seat": 1}, FLOP_BETTING, False),
        ("CANNOT_CHECK", {"type": "check", "seat": 2}, FLOP_BETTING, False),  # not a state reason
    ],
)
def test_which_state_reasons_apply(
    reason: str, event: dict[str, Any], table: dict[str, Any], applies: bool
) -> None:
    assert reason_applies(reason, event, table) is applies


def test_the_expected_reason_or_another_that_applies_is_accepted() -> None:
    burn = {"type": "burn"}
    assert reason_accepted("NO_CARD_DUE", "BETTING_INCOMPLETE", burn, RIVER_BETTING)
    assert not reason_accepted("BETTING_INCOMPLETE", "NO_CARD_DUE", burn, FLOP_BETTING)
    check = {"type": "check", "seat": 1}
    assert reason_accepted("CANNOT_CHECK", "NOT_YOUR_TURN", check, FLOP_BETTING)
    assert not reason_accepted("NOT_YOUR_TURN", "CANNOT_CHECK", check, FLOP_BETTING)
    declare = {"type": "declare", "seat": 1, "declared": "if you bet I raise", "conditional": True}
    assert not reason_accepted("FLOOR_DECISION", "NOT_YOUR_TURN", declare, FLOP_BETTING)


class OtherPrecedence(ReferenceDealer):
    """The reference dealer, except that a refused event gets the last state reason that
    applies (the reverse of the order the reference tends to check them in), unless its
    reason is one of the specific answers a scenario is about."""

    swapped: ClassVar[list[tuple[str, str]]] = []

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        table = self.snapshot() if self._hand is not None else {}
        answer = super().apply(event)
        if not answer.get("accepted") and answer["reason"] not in SPECIFIC_REASONS:
            applying = [r for r in STATE_REASONS if reason_applies(r, event, table)]
            if applying and applying[-1] != answer["reason"]:
                self.swapped.append((answer["reason"], applying[-1]))
                answer["reason"] = applying[-1]
        return answer


class WrongReason(ReferenceDealer):
    """Refuses with HAND_COMPLETE whatever the reason: wrong while the hand goes on."""

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        answer = super().apply(event)
        if not answer.get("accepted"):
            answer["reason"] = "HAND_COMPLETE"
        return answer


def test_an_engine_ranking_the_reasons_otherwise_passes_the_suite() -> None:
    certificate = certify(InProcessEngine(OtherPrecedence()))
    # A scenario of the other book only is not applicable under the default profile.
    judged = [r for r in certificate.results if "does not hold for profile" not in r.detail]
    assert [r.id for r in judged if r.outcome != "passed"] == []
    assert len(judged) > 400
    assert ("NO_CARD_DUE", "BETTING_INCOMPLETE") in OtherPrecedence.swapped or len(
        OtherPrecedence.swapped
    ) >= 3, OtherPrecedence.swapped


def test_an_engine_giving_a_reason_that_does_not_apply_fails() -> None:
    certificate = certify(InProcessEngine(WrongReason()))
    failed = [r for r in certificate.results if r.outcome == "failed"]
    assert len(failed) > 20
    assert {r.kind for r in failed} == {"scenario", "feature"}
