"""Where one random six-handed hand's time goes in refdealer, against the targets' budget.

``bench_hands.py`` prints hands per second against PokerKit and texasholdem; this script
plays the same hands (same table, same policy, typed ``Hand`` API, invariants off) and
splits each hand's wall time into stages, so the cost of every part of the physical
procedure can be set against the time a hand may take to meet the targets:

* setup: building the setup dict and shuffling the deck (the script's part);
* start: ``Hand.from_dict`` (parsing the setup, posting the blinds);
* deal: the twelve ``DealHole`` events;
* betting: the betting events and the ``legal()`` queries that precede them;
* board: the three ``Burn`` + ``Board`` pairs;
* showdown: the ``Show`` events (hand evaluation, pots and the award);
* policy: the script's decision (options and the random choice).

A timer read costs time too: the script measures that cost and subtracts it per read. The
budget line divides one second by the hands per second each target needs, from the peers'
figures given on the command line (defaults: the figures ``bench_hands.py`` printed on this
machine; pass fresh ones to compare like with like).

    python benchmarks/bench_hand_budget.py --hands 20000 --seed 2024
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hands import (
    BURN,
    CALL,
    DEAL,
    FLOP,
    FOLD,
    ONE,
    PLAYERS,
    TARGET_VS_POKERKIT,
    TARGET_VS_TEXASHOLDEM,
    Tally,
    options,
    setup_for,
)

from refdealer.hand import Hand
from refdealer.table.events import Bet, Call, Check, Fold, Raise, Show

STAGES = ("setup", "start", "deal", "policy", "betting", "board", "showdown")


def timer_cost(clock: Callable[[], float], reads: int = 200_000) -> float:
    """Seconds one pair of clock reads adds to a measured stage."""
    start = clock()
    for _ in range(reads):
        clock()
    return (clock() - start) / reads


def play(
    tally: Tally, rng: random.Random, deck_rng: random.Random, spent: dict[str, float]
) -> tuple[int, int]:
    """One hand, its stages timed into ``spent``; returns (timed stages, events)."""
    clock = time.perf_counter
    reads = 0
    t0 = clock()
    setup = setup_for(tally.hands, deck_rng)
    t1 = clock()
    spent["setup"] += t1 - t0
    hand = Hand.from_dict(setup, check_invariants=False)
    t2 = clock()
    spent["start"] += t2 - t1
    apply = hand.apply
    for _ in range(2 * PLAYERS):
        apply(DEAL)
    t3 = clock()
    spent["deal"] += t3 - t2
    reads += 3
    events = 2 * PLAYERS
    while hand.phase != "complete":
        t0 = clock()
        legal = hand.legal()
        if legal is not None:
            t1 = clock()
            seat = legal.seat
            choices = options(not legal.check, legal.min_raise_to, legal.max_raise_to)
            kind, total = tally.decide(choices, rng)
            t2 = clock()
            if kind == FOLD:
                apply(Fold(seat))
            elif kind == CALL:
                apply(Check(seat) if legal.check else Call(seat))
            else:
                assert hand.round is not None
                apply(Raise(seat, total) if hand.round.current_bet else Bet(seat, total))
            t3 = clock()
            spent["policy"] += t2 - t1
            spent["betting"] += (t1 - t0) + (t3 - t2)
            reads += 2
        elif hand.phase == "showdown":
            assert hand.to_act is not None
            apply(Show(hand.to_act))
            spent["showdown"] += clock() - t0
            reads += 1
        else:
            apply(BURN)
            apply(FLOP if not hand.board else ONE)
            spent["board"] += clock() - t0
            reads += 1
            events += 1
        events += 1
    return reads, events


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="hands to play (20000)")
    parser.add_argument("--seed", type=int, default=2024, help="policy seed (2024)")
    parser.add_argument(
        "--pokerkit", type=float, default=378.0, help="PokerKit hands/s to budget against"
    )
    parser.add_argument(
        "--texasholdem", type=float, default=4123.0, help="texasholdem hands/s to budget against"
    )
    args = parser.parse_args(argv)

    tally = Tally("refdealer", "typed, invariants off")
    rng, deck_rng = random.Random(args.seed), random.Random(args.seed + 1)
    spent = dict.fromkeys(STAGES, 0.0)
    reads = events = 0
    started = time.perf_counter()
    for _ in range(args.hands):
        hand_reads, hand_events = play(tally, rng, deck_rng, spent)
        reads += hand_reads
        events += hand_events
        tally.hands += 1
    wall = time.perf_counter() - started
    per_read = timer_cost(time.perf_counter)
    # Each read's cost lands in the stage it closes; spread it over the stages by share.
    measured = sum(spent.values())
    overhead = reads * per_read
    scale = max(0.0, measured - overhead) / measured if measured else 1.0

    per_hand = 1e6 / args.hands
    print(
        f"refdealer Hand, invariants off: {args.hands:,} hands, seed {args.seed}, Python "
        f"{sys.version.split()[0]}"
    )
    print(
        f"wall {wall:.2f} s = {wall * per_hand:.1f} us/hand "
        f"({args.hands / wall:,.0f} hands/s; {events / args.hands:.1f} events/hand, "
        f"{tally.decisions / args.hands:.2f} decisions/hand; timer reads "
        f"{per_read * 1e9:.0f} ns each, subtracted)"
    )
    print()
    print(f"{'stage':<10} {'us/hand':>8} {'share':>6}")
    for stage in STAGES:
        micro = spent[stage] * scale * per_hand
        print(f"{stage:<10} {micro:8.1f} {spent[stage] / measured:6.1%}")
    script = (spent["setup"] + spent["policy"]) * scale * per_hand
    engine = (measured - spent["setup"] - spent["policy"]) * scale * per_hand
    print(f"{'engine':<10} {engine:8.1f}   (start + deal + betting + board + showdown)")
    print(
        f"{'script':<10} {script:8.1f}   (setup + policy: the same kind of work every peer's "
        "loop does)"
    )
    print()
    for name, peer, target in (
        ("PokerKit", args.pokerkit, TARGET_VS_POKERKIT),
        ("texasholdem", args.texasholdem, TARGET_VS_TEXASHOLDEM),
    ):
        budget = 1e6 / (peer * target)
        left = budget - script
        print(
            f"target {target:g}x {name} ({peer:,.0f} hands/s): {budget:.1f} us/hand in all; "
            f"after the script's {script:.1f} us, {left:.1f} us for the engine "
            f"(it takes {engine:.1f}: {engine / left:.1f}x over)"
            if left > 0
            else f"target {target:g}x {name} ({peer:,.0f} hands/s): {budget:.1f} us/hand in all, "
            f"less than the script's own {script:.1f} us"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
