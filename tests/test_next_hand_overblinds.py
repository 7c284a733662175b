"""The session snapshot's ``next`` shows the straddle and the kill the next hand will carry
(STRADDLE, KILL-POT, KILL-BUTTON), over both bindings, and certify judges them on an engine
that declares the capability, and only there."""

from __future__ import annotations

import copy
import io
import json
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.protocol import serve
from refdealer.protocol.engine import InProcessEngine
from refdealer.protocol.shapes import snapshot_problems
from refdealer.scenarios.requirements import checkpoint_needs
from refdealer.scenarios.runner import FAILED, PASSED, not_applicable_reason, run_scenario
from refdealer.suite.certify import load_suite
from tests.helpers import DECK
from tests.session_table import SessionTable, kill_game


def _folded_first_hand() -> SessionTable:
    table = SessionTable(dict.fromkeys(range(1, 6), 200), button=1)
    table.hand_of_folds()
    return table


def test_next_shows_the_straddle_announced_and_drops_it_when_it_would_be_off() -> None:
    table = _folded_first_hand()
    assert table.upcoming["straddle"] is None and table.upcoming["kill"] is None
    table.event({"type": "straddle", "seat": 5})
    assert table.upcoming["straddle"] == {"seat": 5, "amount": 4}
    table.event({"type": "sit_out", "seat": 5})  # not dealt in: STRADDLE_OFF at the deal
    assert table.session["straddle"] == 5 and table.upcoming["straddle"] is None
    assert table.next_hand() == ["STRADDLE_OFF"]


def test_next_shows_the_kill_owed_with_its_amount_full_or_half() -> None:
    for kind, amount in (("full", 20), ("half", 15)):
        table = kill_game(kind)
        table.first_kill_leg()
        assert table.upcoming["kill"] is None  # one leg: nothing owed
        table.second_kill_leg()
        assert table.upcoming["kill"] == {"seat": 4, "amount": amount}
        assert table.next_hand()[0] == "KILL"
        assert table.dealer.snapshot()["bets"]["4"] == amount


def _served(lines: list[dict[str, Any]]) -> list[Any]:
    output = io.StringIO()
    requests = "".join(
        json.dumps({"jsonrpc": "2.0", "id": n, **line}) + "\n" for n, line in enumerate(lines)
    )
    serve(ReferenceDealer(), io.StringIO(requests), output)
    return [json.loads(answer)["result"] for answer in output.getvalue().splitlines()]


def test_both_bindings_show_the_same_next_with_its_straddle() -> None:
    opened = {"seats": {str(s): 200 for s in range(1, 6)}, "button": 1, "blinds": [1, 2]}
    events: list[dict[str, Any]] = [
        {"type": "next_hand", "deck": list(DECK)},
        *({"type": "deal_hole"} for _ in range(10)),
        *({"type": "fold", "seat": seat} for seat in (4, 5, 1, 2)),
        {"type": "straddle", "seat": 5},
    ]
    served = _served(
        [
            {"method": "session", "params": opened},
            *({"method": "apply", "params": event} for event in events),
            {"method": "snapshot"},
        ]
    )[-1]
    dealer = ReferenceDealer()
    dealer.session(copy.deepcopy(opened))
    for event in events:
        assert dealer.apply(copy.deepcopy(event))["accepted"]
    in_process = dealer.snapshot()
    assert served["session"]["next"]["straddle"] == {"seat": 5, "amount": 4}
    assert served["session"]["next"] == in_process["session"]["next"]
    assert snapshot_problems(served) == []


def test_a_next_straddle_or_kill_of_the_wrong_shape_is_a_protocol_problem() -> None:
    table = _folded_first_hand()
    snapshot = table.dealer.snapshot()
    snapshot["session"]["next"]["kill"] = 4
    snapshot["session"]["next"]["straddle"] = {"seat": 5}
    assert snapshot_problems(snapshot) == [
        "snapshot.session.next.straddle.amount is missing",
        "snapshot.session.next.kill is 4, expected an object",
    ]


def test_a_checkpoint_of_next_straddle_or_kill_needs_the_capability() -> None:
    assert checkpoint_needs({"session": {"next": {"straddle": None}}}) == {"straddles"}
    assert checkpoint_needs({"session": {"next": {"kill": None, "button": 3}}}) == {"kill-pots"}
    assert checkpoint_needs({"session": {"next": {"button": 3}}}) == set()


class HidesTheNextOverblinds(ReferenceDealer):
    """The reference, except that its ``next`` never shows a straddle or a kill."""

    def snapshot(self) -> dict[str, Any]:
        shown = super().snapshot()
        upcoming = shown.get("session", {}).get("next")
        if upcoming:
            upcoming.update(straddle=None, kill=None)
        return shown


def test_certify_judges_next_straddle_and_kill_where_the_engine_declares_them() -> None:
    suite = {s.id: s for s in load_suite()}
    for identifier, capability, shown in (
        ("straddle-announced-for-the-next-hand", "straddles", "straddle"),
        ("kill-owed-after-two-pots-running", "kill-pots", "kill"),
    ):
        scenario = suite[identifier]
        assert capability in scenario.requires
        engine = InProcessEngine(HidesTheNextOverblinds())
        result = run_scenario(engine, scenario, profile="rrop-cash", capabilities=scenario.requires)
        assert result.outcome == FAILED, result.detail
        assert [d.field for d in result.differences] == [f"session.next.{shown}"]
        honest = run_scenario(
            InProcessEngine(ReferenceDealer()),
            scenario,
            profile="rrop-cash",
            capabilities=scenario.requires,
        )
        assert honest.outcome == PASSED, honest.detail
        without = [c for c in scenario.requires if c != capability]
        reason = not_applicable_reason(scenario, without, "rrop-cash", None)
        assert reason == f"engine lacks capability {capability}"
