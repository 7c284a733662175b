"""Complete random six-handed no-limit hands per second: refdealer against PokerKit and texasholdem.

Every engine plays the same table (six players, blinds 1/2, 200 chips each at the start
of every hand) under the same policy: at each betting decision choose uniformly among
the distinct legal options of

* fold (only when facing a bet: folding when a check is free is not an option),
* check or call,
* a minimum bet or raise,
* all in (a bet or raise to the whole stack; the same option as the minimum when they
  coincide),

and at the showdown every hand still in shows. Decisions come from ``random.Random(seed)``
(one generator per engine, same seed); decks come from ``seed + 1`` (refdealer shuffles
its own deck for every setup, inside the timing; PokerKit and texasholdem shuffle with the
global ``random`` module, seeded with ``seed + 1`` once). The policy never looks at the
cards, so engines that agree on the options at every decision play exactly the same
betting lines: the script compares a digest of the lines of the first 500 hands.

Who does what:

* refdealer, typed ``Hand`` API: the script carries every physical act, as the protocol
  says: twelve ``DealHole``, ``Burn`` + ``Board`` for each street, the betting events, and
  ``Show`` for each seat due. Run with invariants off and on.
* refdealer, dict ``ReferenceDealer`` API: the same events as JSON-able dicts, with the
  table read back through ``snapshot()`` whenever the script needs to decide (after the
  deal, after each betting event, board and show), as a protocol client would. The
  dealer keeps its default of checking invariants after every event.
* PokerKit: ``NoLimitTexasHoldem.create_state`` (tournament mode, so ``can_fold()`` is
  false when a check is free) with automations for antes, blinds, bet collection, card
  burning, hole and board dealing, runout-count selection, hand killing and chip
  pushing/pulling; the script makes the betting decisions and shows every hand with
  ``show_or_muck_hole_cards(True)``.
* texasholdem: one ``TexasHoldEm(buyin=200, big_blind=2, small_blind=1, max_players=6)``,
  every stack reset to 200 before each ``start_hand()``; legality from
  ``get_available_moves()``; the engine deals and settles (showdown) by itself.

Each engine runs for ``--seconds`` in total, in ``--rounds`` slices taken in turn so that
changes in machine load hit every engine alike (or for ``--hands`` hands each). The script
checks that every hand really finished with all 1200 chips on the table, and prints hands
per second (overall, and of the fastest slice), how many hands reached a showdown or were
folded out, decisions per hand, and for refdealer events per hand; then every engine's
speed as a multiple of texasholdem's (overall, and of the best slices). Targets (issue #16;
printed, not asserted): the dict API at least 1.0x texasholdem, the typed API with
invariants off at least 2.5x texasholdem. The machine's load average is printed before and
after the run: figures taken under load are comparable only within one run.

    python benchmarks/bench_hands.py --seconds 5 --seed 2024
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from importlib.metadata import version
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.hand import Hand
from refdealer.table.cards import FULL_DECK, format_cards
from refdealer.table.evaluator import evaluate
from refdealer.table.events import Bet, Board, Burn, Call, Check, DealHole, Fold, Raise, Show

PLAYERS = 6
STACK = 200
SMALL_BLIND, BIG_BLIND = 1, 2
TOTAL_CHIPS = PLAYERS * STACK
SEATS = tuple(range(1, PLAYERS + 1))
DECK = format_cards(FULL_DECK)
BETTING_PHASES = frozenset({"preflop", "flop", "turn", "river"})

FOLD, CALL, MIN_RAISE, ALL_IN = "fold", "call", "min", "all-in"
KIND_CODES = {FOLD: 1, CALL: 2, MIN_RAISE: 3, ALL_IN: 4}
DIGEST_HANDS = 500

#: Issue #16's targets, as multiples of texasholdem's hands per second (engine key -> x).
TARGETS_VS_TEXASHOLDEM = {"dicts": 1.0, "typed": 2.5}


@dataclass
class Tally:
    """What one engine did in one run."""

    name: str
    how: str
    hands: int = 0
    showdowns: int = 0
    folded_out: int = 0
    decisions: int = 0
    events: int = 0  # refdealer only: every event applied, dealer's included
    seconds: float = 0.0
    #: A digest of every betting line (decision and amount): the policy ignores the cards,
    #: so engines that agree on what is legal play identical lines from the same seed.
    digest: int = 0
    #: The digest after the first ``DIGEST_HANDS`` hands (comparable across engines).
    early_digest: int | None = None
    #: Hands per second of each timed slice (the best one is the least disturbed by load).
    slices: list[float] = field(default_factory=list)

    @property
    def best_slice(self) -> float:
        return max(self.slices, default=self.per_second)

    def decide(self, choices: list[tuple[str, int]], rng: random.Random) -> tuple[str, int]:
        """The policy: one of ``choices`` uniformly; the decision goes into the digest."""
        choice = choices[rng.randrange(len(choices))]
        self.decisions += 1
        code = KIND_CODES[choice[0]] * 100_000 + choice[1]
        self.digest = (self.digest * 1_000_003 + code) & 0xFFFF_FFFF_FFFF
        return choice

    @property
    def per_second(self) -> float:
        return self.hands / self.seconds if self.seconds else 0.0


def options(facing: bool, low: int | None, high: int | None) -> list[tuple[str, int]]:
    """The distinct options of the policy, in a fixed order."""
    out = [(FOLD, 0)] if facing else []
    out.append((CALL, 0))
    if low is not None and high is not None:
        out.append((MIN_RAISE, low))
        if high != low:
            out.append((ALL_IN, high))
    return out


# ---------------------------------------------------------------------------- refdealer

DEAL, BURN, FLOP, ONE = DealHole(), Burn(), Board(3), Board(1)


def setup_for(hand_index: int, deck_rng: random.Random) -> dict[str, Any]:
    deck = DECK[:]
    deck_rng.shuffle(deck)
    return {
        "game": "no-limit",
        "blinds": [SMALL_BLIND, BIG_BLIND],
        "seats": dict.fromkeys(map(str, SEATS), STACK),
        "button": SEATS[hand_index % PLAYERS],
        "deck": deck,
    }


def play_refdealer_typed(
    tally: Tally, rng: random.Random, deck_rng: random.Random, *, check_invariants: bool
) -> None:
    hand = Hand.from_dict(setup_for(tally.hands, deck_rng), check_invariants=check_invariants)
    apply = hand.apply
    events = 0
    for _ in range(2 * PLAYERS):
        apply(DEAL)
    events += 2 * PLAYERS
    while hand.phase != "complete":
        legal = hand.legal()
        if legal is not None:
            seat = legal.seat
            choices = options(not legal.check, legal.min_raise_to, legal.max_raise_to)
            kind, total = tally.decide(choices, rng)
            if kind == FOLD:
                apply(Fold(seat))
            elif kind == CALL:
                apply(Check(seat) if legal.check else Call(seat))
            else:
                assert hand.round is not None
                apply(Raise(seat, total) if hand.round.current_bet else Bet(seat, total))
            events += 1
        elif hand.phase == "showdown":
            assert hand.to_act is not None
            apply(Show(hand.to_act))
            events += 1
        else:
            apply(BURN)
            apply(FLOP if not hand.board else ONE)
            events += 2
    if sum(hand.stacks.values()) != TOTAL_CHIPS:
        raise AssertionError(f"refdealer lost chips: {hand.stacks}")
    tally.events += events
    if hand.showdown is not None:
        tally.showdowns += 1
    else:
        tally.folded_out += 1


def play_refdealer_dicts(
    tally: Tally, rng: random.Random, deck_rng: random.Random, dealer: ReferenceDealer
) -> None:
    dealer.start(setup_for(tally.hands, deck_rng))
    apply, snapshot = dealer.apply, dealer.snapshot
    events = 0

    def send(event: dict[str, Any]) -> None:
        answer = apply(event)
        if not answer["accepted"]:
            raise AssertionError(f"refdealer refused {event}: {answer}")

    for _ in range(2 * PLAYERS):
        send({"type": "deal_hole"})
    events += 2 * PLAYERS
    snap = snapshot()
    showdown = False
    while snap["phase"] != "complete":
        legal = snap["legal"]
        seat = snap["to_act"]
        if legal is not None:
            facing = legal["call"] > 0
            choices = options(facing, legal["min_raise_to"], legal["max_raise_to"])
            kind, total = tally.decide(choices, rng)
            if kind == FOLD:
                send({"type": "fold", "seat": seat})
            elif kind == CALL:
                send({"type": "call" if facing else "check", "seat": seat})
            elif any(snap["bets"].values()) or snap["phase"] == "preflop":
                send({"type": "raise", "seat": seat, "to": total})
            else:
                send({"type": "bet", "seat": seat, "amount": total})
            events += 1
        elif snap["phase"] == "showdown":
            showdown = True
            send({"type": "show", "seat": seat})
            events += 1
        else:
            send({"type": "burn"})
            send({"type": "board", "count": 1 if snap["board"] else 3})
            events += 2
        snap = snapshot()
    if sum(snap["stacks"].values()) != TOTAL_CHIPS:
        raise AssertionError(f"refdealer lost chips: {snap['stacks']}")
    tally.events += events
    if showdown:
        tally.showdowns += 1
    else:
        tally.folded_out += 1


# ---------------------------------------------------------------------------- PokerKit


def pokerkit_runner() -> Callable[[Tally, random.Random], None]:
    from pokerkit import Automation, NoLimitTexasHoldem

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.RUNOUT_COUNT_SELECTION,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    stacks = (STACK,) * PLAYERS

    def play(tally: Tally, rng: random.Random) -> None:
        state = NoLimitTexasHoldem.create_state(
            automations, True, 0, (SMALL_BLIND, BIG_BLIND), BIG_BLIND, stacks, PLAYERS
        )
        showdown = False
        while state.status:
            if state.actor_index is not None:
                low = high = None
                if state.can_complete_bet_or_raise_to():
                    low = state.min_completion_betting_or_raising_to_amount
                    high = state.max_completion_betting_or_raising_to_amount
                choices = options(state.can_fold(), low, high)
                kind, total = tally.decide(choices, rng)
                if kind == FOLD:
                    state.fold()
                elif kind == CALL:
                    state.check_or_call()
                else:
                    state.complete_bet_or_raise_to(total)
            elif state.can_show_or_muck_hole_cards():
                showdown = True
                state.show_or_muck_hole_cards(True)
            else:
                raise AssertionError("PokerKit is waiting for an operation the script omits")
        if sum(state.stacks) != TOTAL_CHIPS:
            raise AssertionError(f"PokerKit lost chips: {state.stacks}")
        if showdown:
            tally.showdowns += 1
        else:
            tally.folded_out += 1

    return play


# ---------------------------------------------------------------------------- texasholdem


def texasholdem_runner() -> Callable[[Tally, random.Random], None]:
    from texasholdem import ActionType, TexasHoldEm

    game = TexasHoldEm(buyin=STACK, big_blind=BIG_BLIND, small_blind=SMALL_BLIND, max_players=6)

    def play(tally: Tally, rng: random.Random) -> None:
        for player in game.players:
            player.chips = STACK
        game.start_hand()
        while game.is_hand_running():
            moves = game.get_available_moves()
            types = moves.action_types
            facing = ActionType.CALL in types
            low = high = None
            if ActionType.RAISE in types and moves.raise_range:
                low, high = moves.raise_range[0], moves.raise_range[-1]
            choices = options(facing, low, high)
            kind, total = tally.decide(choices, rng)
            if kind == FOLD:
                game.take_action(ActionType.FOLD)
            elif kind == CALL:
                game.take_action(ActionType.CALL if facing else ActionType.CHECK)
            else:
                game.take_action(ActionType.RAISE, total=total)
        chips = sum(player.chips for player in game.players)
        if chips != TOTAL_CHIPS:
            raise AssertionError(f"texasholdem lost chips: {chips}")
        settle = game.hand_history.settle
        if settle is not None and any(rank != -1 for _, rank, _ in settle.pot_winners.values()):
            tally.showdowns += 1
        else:
            tally.folded_out += 1

    return play


# ---------------------------------------------------------------------------- running


def load_average() -> str:
    """The 1, 5 and 15 minute load averages, or "n/a" where the system has none."""
    try:
        return " ".join(f"{load:.2f}" for load in os.getloadavg())
    except OSError:
        return "n/a"


def run(tally: Tally, play_one: Callable[[], None], seconds: float, hands: int | None) -> None:
    """Play hands until the time or the hand count is up (the clock is read every 16)."""
    start = time.perf_counter()
    deadline = start + seconds
    first = tally.hands
    while True:
        for _ in range(16):
            play_one()
            tally.hands += 1
            tally.digest = (tally.digest * 1_000_003 + 7) & 0xFFFF_FFFF_FFFF  # end of hand
            if tally.hands == DIGEST_HANDS:
                tally.early_digest = tally.digest
            if hands is not None and tally.hands >= hands:
                break
        now = time.perf_counter()
        if (hands is not None and tally.hands >= hands) or (hands is None and now >= deadline):
            break
    tally.seconds += now - start
    if now > start:
        tally.slices.append((tally.hands - first) / (now - start))


def report(tally: Tally) -> None:
    line = (
        f"{tally.name:<34} {tally.per_second:>8,.0f} hands/s (best slice {tally.best_slice:,.0f})  "
        f"({tally.hands:,} hands in {tally.seconds:.2f} s; "
        f"showdown {tally.showdowns:,}, folded out {tally.folded_out:,}; "
        f"{tally.decisions / max(tally.hands, 1):.2f} decisions/hand"
    )
    if tally.events:
        line += f", {tally.events / tally.hands:.2f} events/hand"
    print(line + ")")
    print(f"{'':<34} {tally.how}")
    if tally.showdowns + tally.folded_out != tally.hands:
        raise AssertionError(f"{tally.name}: a hand neither reached a showdown nor folded out")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per engine (5)")
    parser.add_argument("--hands", type=int, default=None, help="a fixed hand count instead")
    parser.add_argument("--seed", type=int, default=2024, help="policy seed (2024)")
    parser.add_argument(
        "--rounds", type=int, default=10, help="slices per engine, taken in turn (10)"
    )
    parser.add_argument(
        "--only",
        choices=["typed", "typed-invariants", "dicts", "pokerkit", "texasholdem"],
        action="append",
        help="run only these engines (repeatable; default all)",
    )
    args = parser.parse_args(argv)
    seed, seconds, hands, rounds = args.seed, args.seconds, args.hands, max(1, args.rounds)
    wanted = set(args.only or ["typed", "typed-invariants", "dicts", "pokerkit", "texasholdem"])

    print(f"Six-handed no-limit hold'em, blinds {SMALL_BLIND}/{BIG_BLIND}, {STACK} chips each")
    print(
        f"policy seed {seed} (decks seed {seed + 1}); "
        + (
            f"{hands} hands per engine"
            if hands
            else f"{seconds:g} s per engine in {rounds} interleaved slices"
        )
        + f"; Python {sys.version.split()[0]}"
    )
    print(
        "policy: uniform among fold (when facing a bet), check/call, min bet/raise, all in; "
        "showdown: every hand still in shows"
    )
    print(f"load average before: {load_average()} ({os.cpu_count()} CPUs)")
    print()
    engines: dict[str, tuple[Tally, Callable[[], None]]] = {}

    for key, checked in (("typed", False), ("typed-invariants", True)):
        if key in wanted:
            tally = Tally(
                f"refdealer Hand (invariants {'on' if checked else 'off'})",
                "typed events; the script deals, burns, boards and shows",
            )
            engines[key] = (
                tally,
                partial(
                    play_refdealer_typed,
                    tally,
                    random.Random(seed),
                    random.Random(seed + 1),
                    check_invariants=checked,
                ),
            )
    if "dicts" in wanted:
        tally = Tally(
            "refdealer ReferenceDealer (dicts)",
            "dict events + snapshot() per decision; invariants on (the default)",
        )
        engines["dicts"] = (
            tally,
            partial(
                play_refdealer_dicts,
                tally,
                random.Random(seed),
                random.Random(seed + 1),
                ReferenceDealer(),
            ),
        )
    random.seed(seed + 1)  # PokerKit and texasholdem shuffle with the global generator
    if "pokerkit" in wanted:
        tally = Tally(
            f"PokerKit {version('pokerkit')}",
            "automations deal, burn, post, collect, push and pull; the script decides and "
            "shows every hand",
        )
        engines["pokerkit"] = tally, partial(pokerkit_runner(), tally, random.Random(seed))
    if "texasholdem" in wanted:
        tally = Tally(
            f"texasholdem {version('texasholdem')}",
            "the engine deals and settles; the script decides via get_available_moves()",
        )
        engines["texasholdem"] = tally, partial(texasholdem_runner(), tally, random.Random(seed))

    evaluate(FULL_DECK[:7])  # the evaluator builds its tables on first use: not on the clock
    # Engines take turns in short slices, so a change in machine load hits all of them alike.
    if hands is not None:
        for tally, play_one in engines.values():
            run(tally, play_one, 0.0, hands)
    else:
        for _ in range(rounds):
            for tally, play_one in engines.values():
                run(tally, play_one, seconds / rounds, None)
    results = {key: tally for key, (tally, _) in engines.items()}
    for tally in results.values():
        report(tally)

    print()
    digests = {t.early_digest for t in results.values()}
    if None in digests:
        print(f"betting lines: not compared (an engine played fewer than {DIGEST_HANDS} hands)")
    elif len(digests) == 1:
        print(
            f"betting lines: identical in all engines over the first {DIGEST_HANDS} hands "
            f"(digest {digests.pop():012x}): the same options at every decision"
        )
    else:
        print(f"betting lines: DIFFER over the first {DIGEST_HANDS} hands:")
        for t in results.values():
            print(f"  {t.name:<34} {t.early_digest:012x}")
    theirs = results.get("texasholdem")
    if theirs is not None and theirs.per_second:
        print(f"against {theirs.name} ({theirs.per_second:,.0f} hands/s):")
        for key, mine in results.items():
            if key == "texasholdem":
                continue
            ratio = mine.per_second / theirs.per_second
            best = mine.best_slice / theirs.best_slice
            target = TARGETS_VS_TEXASHOLDEM.get(key)
            verdict = (
                f"  target {target:g}x: {'met' if ratio >= target else 'NOT met'}"
                if target is not None
                else ""
            )
            print(f"  {mine.name:<34} {ratio:5.2f}x (best slices {best:5.2f}x){verdict}")
    print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
