"""Seven-card evaluations per second: refdealer against treys on the same random hands.

Run: ``python benchmarks/bench_evaluator.py [--hands N] [--seed S] [--repeat R]``. The hands are
drawn before timing with ``random.Random(seed)``; each rate is the best of ``repeat`` passes.
treys comes with the ``bench`` extra; without it only refdealer's rates are printed.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from refdealer.table.cards import FULL_DECK, Card
from refdealer.table.evaluator import evaluate, evaluate7, evaluate_showdown


def best_rate(run: Callable[[], object], count: int, repeat: int) -> float:
    """Evaluations per second of the fastest of ``repeat`` runs of ``run``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000, help="random 7-card hands")
    parser.add_argument("--seed", type=int, default=20240607, help="seed of random.Random")
    parser.add_argument("--repeat", type=int, default=5, help="passes; the best one counts")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    hands = [tuple(rng.sample(range(52), 7)) for _ in range(args.hands)]
    card_hands = [tuple(FULL_DECK[card] for card in hand) for hand in hands]
    print(f"python {platform.python_version()} ({platform.python_implementation()})")
    print(f"{args.hands:,} random seven-card hands, seed {args.seed}, best of {args.repeat}")

    def run_evaluate() -> None:
        for hand in hands:
            evaluate(hand)

    def run_evaluate_cards() -> None:
        for hand in card_hands:
            evaluate(hand)

    def run_evaluate7() -> None:
        for hand in hands:
            evaluate7(*hand)

    # Showdowns: a board and six hands from one deal; the rate counts player hands evaluated.
    deals = [rng.sample(range(52), 17) for _ in range(args.hands // 6)]
    showdowns = [(deal[:5], [deal[5 + 2 * s : 7 + 2 * s] for s in range(6)]) for deal in deals]

    def run_showdown() -> None:
        for board, holes in showdowns:
            evaluate_showdown(board, holes)

    rates = {
        "refdealer evaluate(hand)": best_rate(run_evaluate, len(hands), args.repeat),
        "refdealer evaluate(hand of Card)": best_rate(run_evaluate_cards, len(hands), args.repeat),
        "refdealer evaluate7(*hand)": best_rate(run_evaluate7, len(hands), args.repeat),
    }
    showdown_rate = best_rate(run_showdown, 6 * len(showdowns), args.repeat)
    treys_rate = treys_benchmark(hands, args.repeat)
    width = max(len(name) for name in rates) + 6
    for name, rate in rates.items():
        print(f"{name:<{width}}{rate:>14,.0f} evals/s")
    print(f"{'refdealer evaluate_showdown, 6 hands':<{width}}{showdown_rate:>14,.0f} hands/s")
    if treys_rate is None:
        print("treys not installed (pip install -e '.[bench]'): no comparison")
        return 0
    print(f"{'treys Evaluator.evaluate':<{width}}{treys_rate:>14,.0f} evals/s")
    for name, rate in rates.items():
        print(f"ratio {name} / treys: {rate / treys_rate:.1f}x")
    return 0


def treys_benchmark(hands: list[tuple[int, ...]], repeat: int) -> float | None:
    """treys' rate on the same hands (converted beforehand), after checking it agrees."""
    try:
        import treys  # type: ignore[import-untyped]
    except ImportError:
        return None
    judge: Any = treys.Evaluator()
    converted = [[treys.Card.new(str(Card(card))) for card in hand] for hand in hands]
    for hand, theirs in zip(hands[:1000], converted, strict=False):
        if evaluate(hand) != 7462 - judge.evaluate(theirs[:2], theirs[2:]):
            print(f"disagreement with treys on {[str(Card(card)) for card in hand]}")
            sys.exit(1)
    judge_evaluate = judge.evaluate
    split = [(hand[:2], hand[2:]) for hand in converted]  # treys takes hole cards and board

    def run() -> None:
        for hole, board in split:
            judge_evaluate(hole, board)

    return best_rate(run, len(converted), max(1, repeat // 2))


if __name__ == "__main__":
    sys.exit(main())
