"""``refdealer fuzz``: random hands on an engine and the reference, judged as certify judges.

A few hands each (the long runs are in benchmarks/fuzz_engines.py): the reference agrees
with itself, the same seed draws the same hands, a planted deviation is found, grouped,
shrunk and written as a scenario that fails on the engine and passes on the reference.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from refdealer.capabilities import CAPABILITIES
from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.fuzz.campaign import EngineSpec, Plan, hand_random, run_campaign, shrink_groups
from refdealer.fuzz.generate import DECK, Table
from refdealer.fuzz.play import HandResult, play_hand, replay_hand
from refdealer.fuzz.reduce import reduce_hand
from refdealer.fuzz.shrink import Recorder
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.loader import load_scenario_file
from refdealer.scenarios.runner import FAILED, PASSED, run_scenario
from refdealer.suite.hello import read_hello
from tests.engines.fuzz_engines import MakesAChip, MinRaiseOneHigh

PLANTED = "tests.engines.fuzz_engines:MinRaiseOneHigh"
ENGINES = Path(__file__).resolve().parent / "engines"
SEED = 7


def _table(engine: object) -> Table:
    return Table.of(read_hello(engine.hello()), "rrop-cash")  # type: ignore[attr-defined]


def test_the_reference_agrees_with_itself_on_random_hands() -> None:
    engine = InProcessEngine(ReferenceDealer())
    table = _table(engine)
    events = 0
    for index in range(6):
        hand = play_hand(engine, table, Recorder(hand_random(SEED, index)))
        assert hand.deviation is None, (index, hand.deviation)
        events += hand.events
    assert events > 6 * 4  # whole hands were played, not just a deal


def test_the_same_seed_draws_the_same_hands() -> None:
    engine = InProcessEngine(ReferenceDealer())
    table = _table(engine)
    runs = []
    for _ in range(2):
        recorder = Recorder(hand_random(SEED, 3))
        hand = play_hand(engine, table, recorder)
        runs.append((hand.setup, [p.event for p in hand.played], recorder.choices))
    assert runs[0] == runs[1]
    other = play_hand(engine, table, Recorder(hand_random(SEED + 1, 3)))
    assert other.setup != runs[0][0]


def test_a_planted_deviation_is_found_grouped_and_shrunk_to_a_failing_scenario(
    tmp_path: Path,
) -> None:
    spec = EngineSpec(PLANTED, None, 10.0, "rrop-cash")
    plan = Plan(seed=SEED, hands=4)
    tally = run_campaign(spec, plan)
    assert tally.hands == 4 and tally.disagreements >= 1
    keys = sorted(tally.groups)
    assert any("legal.min_raise_to" in key for key in keys), keys
    shrink_groups(spec, plan, tally, str(tmp_path), "min-raise-one-high", budget=25)
    written = sorted(tmp_path.glob("*.yaml"))
    assert written, "no scenario written"
    scenarios, issues = load_scenario_file(written[0])
    assert issues == [] and len(scenarios) == 1
    scenario = scenarios[0]
    assert "seed 7" in scenario.description
    engine = InProcessEngine(MinRaiseOneHigh())
    greeting = read_hello(engine.hello())
    on_engine = run_scenario(
        engine, scenario, profile="rrop-cash", capabilities=greeting.capabilities,
        profiles=greeting.profiles, options=greeting.option_reason,
    )  # fmt: skip
    on_reference = run_scenario(
        InProcessEngine(ReferenceDealer()), scenario, profile="rrop-cash",
        capabilities=list(CAPABILITIES),
    )  # fmt: skip
    assert on_engine.outcome == FAILED, on_engine.detail
    assert on_reference.outcome == PASSED, on_reference.detail


def test_shards_split_the_hands_and_merge_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    for shard, folder in (("1/2", one), ("2/2", two)):
        code = main(["fuzz", "--adapter", PLANTED, "--hands", "2", "--seed", str(SEED),
                     "--shard", shard, "--out", str(folder), "--shrink-budget", "5"])  # fmt: skip
        assert code == 1
    first = json.loads((one / "fuzz.json").read_text())
    second = json.loads((two / "fuzz.json").read_text())
    capsys.readouterr()
    assert main(["fuzz", "--merge", str(one), str(two), "--json", str(tmp_path / "m.json")]) == 1
    merged = json.loads((tmp_path / "m.json").read_text())
    assert merged["hands"] == first["hands"] + second["hands"] == 4
    counts = {g["key"]: g["count"] for g in merged["groups"]}
    for run in (first, second):
        for group in run["groups"]:
            assert counts[group["key"]] >= group["count"]
    assert sum(counts.values()) == first["disagreements"] + second["disagreements"]


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--shard", "3/2"], "--shard 3/2: I must be from 1 to N"),
        (["--hands", "0"], "--hands 0: must be at least 1"),
        (["--adapter", "tests.engines.fuzz_engines:DeclaresNothing"], "declares no game"),
    ],
)
def test_bad_input_is_one_clear_line_and_a_failing_exit(
    arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["fuzz", *arguments]) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1 and said in error[0], error


def test_an_unwritable_out_folder_is_refused_before_any_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["fuzz", "--hands", "1", "--out", str(blocker / "inside")]) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1 and "--out" in error[0]


def test_pots_differing_in_amounts_and_in_eligibility_are_two_deviations() -> None:
    from refdealer.fuzz.deviation import deviation_of
    from refdealer.scenarios.runner import WRONG_FIELDS, Difference, StepFailure

    main_pot = [{"amount": 30, "eligible": [1, 2, 3]}, {"amount": 20, "eligible": [2, 3]}]
    dropped = [{"amount": 30, "eligible": [2, 3]}, {"amount": 20, "eligible": [2, 3]}]
    kept = [{"amount": 30, "eligible": [1, 2, 3]}, {"amount": 25, "eligible": [2, 3]}]
    merged = [{"amount": 50, "eligible": [2, 3]}]  # seat 1 dropped and the pots merged
    keys = []
    for actual in (dropped, kept, merged):
        failure = StepFailure(WRONG_FIELDS, "pots differ", (Difference("pots", main_pot, actual),))
        table = {"phase": "flop", "pots": main_pot, "stacks": {}, "bets": {}, "hole": {}}
        setup = {"game": "no-limit", "blinds": [1, 2], "seats": {"1": 9, "2": 9, "3": 9}}
        keys.append(
            deviation_of(failure, {"type": "call", "seat": 2}, table, table, setup, None, ()).key
        )
    assert keys == [
        "fields differ: pots.eligible [SIDE-POTS]",
        "fields differ: pots.amount [SIDE-POTS]",
        "fields differ: pots.eligible [SIDE-POTS]",
    ]


def test_a_chip_made_from_nothing_is_a_broken_invariant_group(tmp_path: Path) -> None:
    spec = EngineSpec("tests.engines.fuzz_engines:MakesAChip", None, 10.0, "rrop-cash")
    plan = Plan(seed=SEED, hands=6)
    tally = run_campaign(spec, plan)
    assert "broken invariant: chips [invariant]" in tally.groups, sorted(tally.groups)


def _replayer(engine: InProcessEngine, key: str) -> Any:
    table = _table(engine)

    def replay(setup: Any, events: Any) -> HandResult | None:
        hand = replay_hand(engine, table, setup, events)
        return hand if hand.deviation is not None and hand.deviation.key == key else None

    return replay


def test_delta_debugging_takes_out_the_seats_and_events_the_deviation_does_not_need() -> None:
    """A chip made on the flop, found in a six-handed hand with a raise, folds and calls:
    the passes leave two players, the deal, two acts and the flop, no house option and
    stacks no deeper than the raise (a few milliseconds)."""
    engine = InProcessEngine(MakesAChip())
    setup = {"game": "no-limit", "blinds": [50, 100], "button": 1, "deck": list(DECK),
             "seats": {str(seat): 5000 for seat in range(1, 7)},
             "house": {"showdown_order": "clockwise"}}  # fmt: skip
    acts = [("raise", 4, 300), ("fold", 5), ("call", 6), ("fold", 1), ("fold", 2), ("call", 3)]
    events: list[dict[str, Any]] = [{"type": "deal_hole"}] * 12
    for act in acts:
        events.append({"type": act[0], "seat": act[1], **({"to": act[2]} if act[2:] else {})})
    events += [{"type": "burn"}, {"type": "board", "count": 3}]
    found = replay_hand(engine, _table(engine), setup, events)
    assert found.deviation is not None and found.events == len(events) == 20
    key = found.deviation.key
    assert key == "broken invariant: chips [invariant]"
    smallest = reduce_hand(found, _replayer(engine, key), fewest_seats=2, equal_stacks=False)
    assert smallest.deviation is not None and smallest.deviation.key == key
    assert len(smallest.setup["seats"]) == 2
    assert smallest.events == 8, [p.event for p in smallest.played]  # 4 cards, 2 acts, flop
    assert "house" not in smallest.setup and max(smallest.setup["seats"].values()) <= 300


def test_a_refused_table_is_its_own_group_and_the_engine_is_not_restarted() -> None:
    """The toy engine answers every start with invalid params, as poker-ts's binding does for
    a button it cannot place: one group, and the process is not started again each hand."""
    refuses = shlex.join([sys.executable, str(ENGINES / "toy_engine.py"), "--refuse-setup"])
    spec = EngineSpec(None, refuses, 10.0, "rrop-cash")
    tally = run_campaign(spec, Plan(seed=SEED, hands=3))
    assert list(tally.groups) == ["setup refused: invalid params [engine]"]
    assert tally.disagreements == 3 and tally.restarts == 0
