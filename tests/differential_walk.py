"""Transcripts of random hands through the dict API, for comparing two dealers event for event.

A hand is played exactly as the fuzz walker plays it (tests/fuzz_walk.py: its random table,
its ordinary acts and its dealer errors, notices, out-of-turn acts, chips and words and
garbage events), driven by ``random.Random(seed).randrange``, and every step is written down
as one canonical JSON line (``json.dumps`` with sorted keys): first the setup with the
``start`` answer and the snapshot, then for each event the event, the ``apply`` answer
(rulings added, or the rejection's reason and message) and the snapshot after it (legal
actions, pots, every ruling so far). Two dealers behave the same on a hand when their lines
are equal, and the next event is chosen from the snapshot alone, so as long as the answers
agree the two sides send the same events.

To that walk this one adds acts aimed at the betting and showdown rules (``table_talk``:
chips with and without words, amounts around the minimum, the stack and the pot, open and
conditional declarations, counts, a one-card show, a four-card flop) and, right after an
out-of-turn act or an open declaration, the act that tests it (``follow_up``: the next seat
acting out of turn too, a call before the amount, the seat to act changing the action).
With them the 1,000 recorded hands tell every mutant dealer of refdealer/mutants.py (81 at
7105b4d) from the reference.

Only the protocol (``start``/``apply``/``snapshot``) is used, never the hand's attributes, so
an old and a new revision of the dealer can be compared even when their insides differ. The
one thing the fuzz walker reads from the hand, whether this street's burn was made, is
guessed here from the snapshot (a wrong guess is one more dealer error, the same on both
sides).

The digest of a hand is the sha256 of its lines (joined by newlines); its trail is the first
four hex digits of each line's own sha256, so a digest file can point at the first event
that differs without storing the transcripts.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from refdealer.dealer import ReferenceDealer
from refdealer.errors import SetupError
from tests import fuzz_walk
from tests.fuzz_walk import Choose, error_event, ordinary_events, pick, random_setup

#: Events per hand at most (the fuzz walker's bound).
MAX_EVENTS = 250
#: Hex digits of each line's sha256 kept in a trail.
TRAIL_DIGITS = 4
#: Integers beyond this are written as their size (json cannot print 10**5000 by default).
_BIG = 10**30

#: How many streets a board of this many cards has been dealt (the burn guess).
_STREETS = {0: 0, 1: 1, 2: 1, 3: 1, 4: 2, 5: 3}


def canonical(value: Any) -> Any:
    """``value`` as plain JSON data: huge integers by their size, odd keys as strings."""
    if isinstance(value, bool) or value is None or isinstance(value, str | float):
        return value
    if isinstance(value, int):
        if -_BIG <= value <= _BIG:
            return value
        return {"$int": f"{'-' if value < 0 else ''}{value.bit_length()} bits"}
    if isinstance(value, dict):
        return {str(key): canonical(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [canonical(item) for item in value]
    return {"$repr": f"{type(value).__name__}"}


def line(record: dict[str, Any]) -> str:
    """One transcript line: the record as sorted, compact JSON."""
    try:
        return json.dumps(record, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError):  # a huge integer or a non-JSON value somewhere
        return json.dumps(canonical(record), sort_keys=True, separators=(",", ":"))


def burn_made(snap: dict[str, Any]) -> bool:
    """Whether this street's burn looks made: more burns than streets dealt."""
    return len(snap["burns"]) > _STREETS.get(len(snap["board"]), 3)


def table_talk(choose: Choose, snap: dict[str, Any], big_blind: int) -> dict[str, Any]:
    """An act aimed at the betting and showdown rules: mostly by the seat to act (where those
    rules bite), sometimes by the next seat in the hand out of turn; chips with words, odd
    amounts, open and conditional declarations, counts, a one-card show, a four-card flop."""
    live = [int(s) for s, cards in snap["hole"].items() if cards] or [1]
    seat = snap["to_act"] if snap["to_act"] is not None else pick(choose, live)
    if choose(3) == 0:  # the next live seat after the one to act: out of turn
        seat = min((s for s in live if s > seat), default=live[0])
    legal = snap["legal"] or {}
    facing = max(snap["bets"].values(), default=0)
    low = legal.get("min_raise_to") or facing + big_blind
    high = legal.get("max_raise_to") or low
    stack = snap["stacks"].get(str(seat), 0) + snap["bets"].get(str(seat), 0)
    pot = sum(p["amount"] for p in snap["pots"]) + sum(snap["bets"].values())
    amounts = [low, low - 1, (facing + low) // 2, high, high + 1, stack, stack + big_blind, pot]
    amount = max(1, pick(choose, amounts))
    owed = max(1, facing - snap["bets"].get(str(seat), 0))
    chip = pick(choose, [1, big_blind, amount, 5 * big_blind, max(1, facing - 1)])
    said = pick(
        choose,
        [None, None, None, "raise", "call", "all in", "pot", "check", "fold", str(amount),
         f"raise to {amount}", str(max(1, amount // 100)), "5", "maybe",
         f"raise to {stack + big_blind}", str(stack + big_blind)],
    )  # fmt: skip
    motions = pick(
        choose,
        [[[chip]], [[chip, big_blind]], [[owed], [chip]], [[1], [1], [amount]], [[owed, 1]],
         [[owed, max(1, big_blind // 2)]], [[owed, big_blind]], [[owed + big_blind, 1]]],
    )  # fmt: skip
    chips: dict[str, Any] = {"type": "chips", "seat": seat, "motions": motions}
    if said is not None:
        chips["declared"] = said
    if choose(6) == 0:
        chips["unaware_of_raise"] = True
    options: list[dict[str, Any]] = [
        chips,
        chips,
        chips,
        chips,
        {"type": "chips", "seat": seat, "motions": motions},
        {"type": "chips", "seat": seat, "motions": motions},
        {"type": "fold", "seat": seat},
        {"type": "check", "seat": seat},
        {"type": "call", "seat": seat},
        {"type": "bet", "seat": seat, "amount": amount},
        {"type": "raise", "seat": seat, "to": amount},
        {"type": "declare", "seat": seat, "declared": pick(choose, ["raise", "bet"])},
        {"type": "declare", "seat": seat, "conditional": True,
         "declared": pick(choose, ["if you bet, I raise", "I call whatever you bet"])},
        {"type": "count", "seat": seat, "told": pick(choose, [facing, max(1, facing - 1), pot])},
        {"type": "show", "seat": seat, "cards": snap["hole"].get(str(seat), [])[:1]},
        {"type": "board", "count": 4},
    ]  # fmt: skip
    return options[choose(len(options))]


def _next_live(snap: dict[str, Any], seat: int) -> int:
    live = [int(s) for s, cards in snap["hole"].items() if cards] or [seat]
    return min((s for s in live if s > seat), default=min(live))


def follow_up(choose: Choose, snap: dict[str, Any], last: int, said: bool) -> dict[str, Any]:
    """What comes right after an out-of-turn act or open declaration by ``last``: the next
    seat acting out of turn too (skipped players, three acting behind), or the seat to act
    changing the action (the out-of-turn act answered a bet that is no longer the one)."""
    after = _next_live(snap, last)
    to_act = snap["to_act"] if snap["to_act"] is not None else after
    legal = snap["legal"] or {}
    low = legal.get("min_raise_to") or 1
    facing = max(snap["bets"].values(), default=0)
    kinds = [("call", after), ("check", after), ("raise", after), ("chips", after),
             ("call", after), ("check", after), ("call", to_act), ("raise", to_act),
             ("chips", to_act), ("fold", to_act)]  # fmt: skip
    kind, seat = ("call", after) if said and choose(2) else pick(choose, kinds)
    if kind == "raise":
        key, value = pick(choose, [("to", low), ("to", 2 * low)]) if facing else ("amount", low)
        return {"type": "raise" if facing else "bet", "seat": seat, key: value}
    if kind == "chips":
        return {"type": "chips", "seat": seat, "motions": [[low]], "declared": str(low)}
    return {"type": kind, "seat": seat}


def transcript(seed: int, *, max_events: int = MAX_EVENTS) -> Iterator[str]:
    """The lines of the hand of ``seed``: setup and start first, then one line per event."""
    choose = random.Random(seed).randrange
    setup = random_setup(choose)
    big_blind = max(1, setup["blinds"][1])
    dealer = ReferenceDealer()
    try:
        started = dealer.start(setup)
        snap = dealer.snapshot()
    except SetupError as error:
        yield line({"setup": canonical(setup), "setup_error": str(error)})
        return
    except Exception as error:
        yield line({"setup": canonical(setup), "raised": f"{type(error).__name__}: {error}"})
        return
    yield line({"setup": canonical(setup), "start": started, "snapshot": snap})
    last: int | None = None  # the seat of an out-of-turn act or open declaration just made
    said = False  # whether that was a declaration
    burn_refused = (-1, -1)  # burns and board when a burn was refused as already made
    for _ in range(max_events):
        try:  # the walker reads the snapshot: a snapshot it cannot read ends the hand here
            if snap["phase"] == "complete":
                return
            burned = burn_made(snap) or burn_refused == (len(snap["burns"]), len(snap["board"]))
            ordinary = ordinary_events(snap, burned)
            if last is not None and choose(4):
                event = follow_up(choose, snap, last, said)
            elif ordinary and choose(4):
                event = pick(choose, ordinary)
            elif choose(3):
                event = error_event(choose, snap)
            else:
                event = table_talk(choose, snap, big_blind)
            seat, to_act = event.get("seat"), snap["to_act"]
        except Exception as error:
            yield line({"walker_raised": f"{type(error).__name__}: {error}"})
            return
        sent = canonical(event)  # before apply, in case anything writes into the event
        try:
            answer = dealer.apply(event)
            snap = dealer.snapshot()
        except Exception as error:
            yield line({"event": sent, "raised": f"{type(error).__name__}: {error}"})
            return
        yield line({"event": sent, "answer": answer, "snapshot": snap})
        try:
            chained = type(seat) is int and (seat != to_act or event["type"] == "declare")
            accepted = answer["accepted"] and snap["legal"] is not None
            last = seat if chained and accepted else None
            said = event["type"] == "declare"
            if answer.get("reason") == "ALREADY_BURNED":
                burn_refused = (len(snap["burns"]), len(snap["board"]))
        except Exception as error:
            yield line({"walker_raised": f"{type(error).__name__}: {error}"})
            return


def digest(lines: list[str]) -> tuple[str, str]:
    """The hand's sha256 over its lines, and its trail (a few hex digits per line)."""
    whole = hashlib.sha256("\n".join(lines).encode()).hexdigest()
    trail = "".join(hashlib.sha256(text.encode()).hexdigest()[:TRAIL_DIGITS] for text in lines)
    return whole, trail


def first_difference(old_trail: str, new_trail: str) -> int | None:
    """The index of the first line whose trail digits differ (or where one trail ends)."""
    step = TRAIL_DIGITS
    for index in range(0, max(len(old_trail), len(new_trail)), step):
        if old_trail[index : index + step] != new_trail[index : index + step]:
            return index // step
    return None


def walker_fingerprint() -> str:
    """A sha256 of the walker's code: if it changed, recorded digests no longer apply."""
    parts = [
        inspect.getsource(function)
        for function in (
            random_setup,
            ordinary_events,
            error_event,
            pick,
            burn_made,
            table_talk,
            _next_live,
            follow_up,
            transcript,
        )
    ]
    parts.append(json.dumps([fuzz_walk.DECK, canonical(fuzz_walk.OPTIONS)], sort_keys=True))
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


@dataclass
class Coverage:
    """What a set of transcripts exercised: hands, events, refusals and rulings by kind."""

    hands: int = 0
    started: int = 0
    completed: int = 0
    events: int = 0
    accepted: int = 0
    refused: int = 0
    raised: int = 0
    games: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    rulings: Counter[str] = field(default_factory=Counter)

    def add(self, lines: list[str]) -> None:
        """Count one hand's transcript."""
        entries = [json.loads(text) for text in lines]
        self.hands += 1
        self.events += len(entries) - 1
        first, last = entries[0], entries[-1]
        self.games[str(first["setup"].get("game"))] += 1
        self.started += "start" in first
        self.completed += last.get("snapshot", {}).get("phase") == "complete"
        self.raised += "raised" in last or "walker_raised" in last
        for entry in entries[1:]:
            answer = entry.get("answer")
            if answer is None:
                continue
            if answer["accepted"]:
                self.accepted += 1
                self.rulings.update(ruling["code"] for ruling in answer["rulings"])
            else:
                self.refused += 1
                self.reasons[answer["reason"]] += 1

    def summary(self) -> str:
        """A few lines of figures."""
        games = ", ".join(f"{count} {game}" for game, count in sorted(self.games.items()))
        return (
            f"hands: {self.hands:,} ({self.started:,} started: {games}; "
            f"{self.completed:,} played to the end, {self.raised:,} raised)\n"
            f"events: {self.events:,} ({self.accepted:,} accepted, {self.refused:,} refused); "
            f"{len(self.reasons)} rejection reasons, {len(self.rulings)} ruling codes, "
            f"{sum(self.rulings.values()):,} rulings"
        )


@dataclass
class DigestCheck:
    """What replaying a digest file found: what was played, and each difference."""

    coverage: Coverage = field(default_factory=Coverage)
    differences: list[str] = field(default_factory=list)


def check_digests(recorded: dict[str, Any], *, against: str = "REV") -> DigestCheck:
    """Replay every seed of a digest file (``--record``) on this tree and compare digests."""
    report = DigestCheck()
    walker_changed = recorded["walker"] != walker_fingerprint()
    for seed, count, whole, trail in recorded["hands"]:
        lines = list(transcript(seed, max_events=recorded["max_events"]))
        report.coverage.add(lines)
        now_whole, now_trail = digest(lines)
        if now_whole == whole and len(lines) - 1 == count:
            continue
        index = first_difference(trail, now_trail)
        text = f"seed {seed}: {len(lines) - 1} events now, {count} recorded"
        if index is not None and index < len(lines):
            shown = json.loads(lines[index])
            what = shown.get("event", "the setup and start") if index else "the setup and start"
            answer = shown.get("answer", shown.get("raised", shown.get("start")))
            text += f"; first differing line {index} (event {index}: {json.dumps(what)[:200]})"
            text += f"\n  answer now: {json.dumps(answer, sort_keys=True)[:400]}"
        elif index is not None:
            text += f"; the hand now ends before line {index}"
        if walker_changed:
            text += "\n  note: the walker's code or inputs changed since the file was recorded"
        text += (
            f"\n  reproduce: python benchmarks/differential.py --against {against} "
            f"--seed {seed} --hands 1"
        )
        report.differences.append(text)
    return report
