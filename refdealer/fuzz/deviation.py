"""What a disagreement is: its kind, the first field that differs and the rule behind it.

Disagreements are grouped by :attr:`Deviation.key`, so one engine deviation met in a
thousand hands is one line of the report. The rule is the one the reference cites on the
event (its rulings' rules) when it cites one, and otherwise the rule that decides the
differing field in that situation (:func:`rule_behind`): the minimum raise, the pot-limit
maximum, a short all-in that does not reopen the betting, a raise nobody could call, the
side pots, the showdown order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from refdealer.protocol.engine import Engine, EngineFailure, EngineMalformed, EngineTimeout
from refdealer.scenarios.runner import (
    ACCEPTED_REFUSAL,
    BROKEN_INVARIANT,
    ERROR,
    REFUSED_LEGAL,
    SUITE_FILE_PROBLEM,
    WRONG_FIELDS,
    WRONG_REJECTION,
    Difference,
    ScenarioResult,
    StepFailure,
)

ENGINE_ERROR = "engine error"
SETUP_REFUSED = "setup refused"

#: The rule behind a refusal reason, where the reason alone says it.
REASON_RULES = {
    "NOT_YOUR_TURN": "ACTION-OUT-OF-TURN",
    "CANNOT_CHECK": "BET-ROUND-CLOSE",
    "NOTHING_TO_CALL": "BET-ROUND-CLOSE",
    "BET_ALREADY_MADE": "BET-ROUND-CLOSE",
    "NO_BET_TO_RAISE": "BET-ROUND-CLOSE",
    "NOT_IN_HAND": "DEAD-HAND",
    "BETTING_INCOMPLETE": "PREMATURE-CARDS-DEAD",
    "BURN_REQUIRED": "BURN-ONE-PER-STREET",
    "ALREADY_BURNED": "BURN-ONE-PER-STREET",
    "WRONG_BOARD_COUNT": "BURN-ONE-PER-STREET",
    "NO_CARD_DUE": "BURN-ONE-PER-STREET",
    "DEAL_INCOMPLETE": "DEAL-ORDER",
    "DEAL_COMPLETE": "DEAL-ORDER",
    "WRONG_SEAT": "DEAL-ORDER",
    "NOT_SHOWDOWN": "SHOWDOWN-MUCK-WHILE-LIVE",
    "MUST_TABLE": "ALL-IN-EXPOSE",
    "HANDS_NOT_TABLED": "ALL-IN-EXPOSE",
}


@dataclass(frozen=True, slots=True)
class Deviation:
    """One disagreement of the engine with the reference, at one event of a hand."""

    cause: str
    """refused a legal event, accepted an event to refuse, wrong rejection, fields differ,
    setup refused or engine error (the kinds :func:`~refdealer.certify.failure_cause` uses)."""
    field: str
    """The first field that differs, seat numbers and list positions left out."""
    rule: str
    detail: str
    differences: tuple[Difference, ...] = ()

    @property
    def key(self) -> str:
        """What groups disagreements: one engine deviation, one key."""
        return deviation_key(self.cause, self.field, self.rule)


def deviation_key(cause: str, field: str, rule: str) -> str:
    """``cause: field [RULE]``, the group a disagreement (or a certify failure) falls in."""
    return f"{cause}: {field} [{rule}]" if field else f"{cause} [{rule}]"


def group_field(path: str) -> str:
    """A difference's field as a group names it: ``stacks.3`` -> ``stacks``,
    ``(unchanged) pots`` kept, ``legal.min_raise_to`` kept."""
    parts = [part for part in re.split(r"\.", path) if not part.isdigit()]
    return ".".join(parts)


#: How an in-process engine's exception is reported (:func:`exception_summary`): the
#: method, the exception's type and, last, where it was raised.
CRASH_SITE = re.compile(
    r"engine raised during (?P<method>\w+): (?P<error>[\w.]+).*\(at (?P<where>[^()]+ in \w+)\)"
)


def crash_field(text: str) -> str | None:
    """``crash on apply (AssertionError at state.py:2502 in get_effective_stack)`` for an
    engine's exception reported in ``text``: one crash site, one group (the message, which
    varies with the table, is left out); None when ``text`` reports none."""
    found = CRASH_SITE.search(text)
    if found is None:
        return None
    return f"crash on {found['method']} ({found['error']} at {found['where']})"


def engine_error(where: str, failure: EngineFailure, *, setup_refused: bool = False) -> Deviation:
    """A crash, hang or garbage answer (or a setup it declared and then refused)."""
    if isinstance(failure, EngineTimeout):
        kind = "hang"
    elif isinstance(failure, EngineMalformed):
        kind = "garbage"
    else:
        kind = "crash"
    if setup_refused:
        return Deviation(SETUP_REFUSED, "invalid params", "engine", f"start: {failure}")
    field = crash_field(str(failure)) or f"{kind} on {failure.method}"
    return Deviation(ENGINE_ERROR, field, "engine", f"{where}: {failure}")


def deviation_of(
    failure: StepFailure,
    event: Mapping[str, Any],
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    setup: Mapping[str, Any],
    reject: str | None,
    cited: Sequence[str],
) -> Deviation:
    """The deviation a step failure shows, with the rule behind it: ``reject`` is the
    reference's refusal of the event (or None), ``cited`` the rules its rulings cite."""
    reason = reject
    if failure.cause == REFUSED_LEGAL:
        field = f"{event.get('type')}"
    elif failure.cause == ACCEPTED_REFUSAL:
        field = f"{event.get('type')} ({reason})"
    elif failure.cause == BROKEN_INVARIANT:
        broken = [str(b) for b in failure.extra.get("broken", ())]
        field = "chips" if broken and broken[0].startswith("chips") else "cards"
        return Deviation(failure.cause, field, "invariant", failure.detail, failure.differences)
    else:
        failure = replace(failure, differences=_seat_to_act_first(failure.differences))
        field = group_field(failure.differences[0].field) if failure.differences else ""
        if field == "pots":
            field = _pots_part(failure.differences[0])
    rule = rule_behind(failure, field, event, before, after, setup, reject, cited)
    return Deviation(failure.cause, field, rule, failure.detail, failure.differences)


def rule_behind(
    failure: StepFailure,
    field: str,
    event: Mapping[str, Any],
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    setup: Mapping[str, Any],
    reject: str | None,
    cited: Sequence[str],
) -> str:
    """The rule that decides what differs: for an event the engine refused, the rule that
    makes it legal; otherwise the reference's cited rule if it cites one."""
    game = str(setup.get("game"))
    kind = event.get("type")
    if failure.cause == REFUSED_LEGAL:
        return legal_event_rule(kind, before, game)
    if field == "to_act" and _forced_all_in(failure.differences[0].actual, after, setup):
        return "SHORT-BLIND"  # a player all in from his blind or ante given a turn
    no_raise = "raise_to" in field and _expected(failure.differences) is None
    if no_raise and no_raise_rule(after, game) == "BET-ROUND-CLOSE":
        return "BET-ROUND-CLOSE"  # a raise nobody could call, whatever the event drew
    if cited:
        return cited[0]
    reason = reject
    if reason == "RAISE_NOT_ALLOWED":
        return no_raise_rule(before, game)
    if reason in ("BELOW_MINIMUM", "ABOVE_MAXIMUM"):
        return wager_rule(game, "max" if reason == "ABOVE_MAXIMUM" else "min")
    if reason in REASON_RULES:
        return REASON_RULES[reason]
    top = field.split(".")[0]
    if top == "legal":
        if _round_unopened(after):
            return wager_rule(game, "bet")  # a stale bet: the first bet's size is the question
        if "raise_to" in field:
            expected = _expected(failure.differences)
            if expected is None:
                return no_raise_rule(after, game)
            if _short_all_in(after, setup):  # the next raise is sized from a full raise
                return "INCOMPLETE-BET" if game == "fixed-limit" else "ALLIN-SHORT-RAISE-REOPEN"
            return wager_rule(game, "max" if "max" in field else "min")
        return _betting_rule(setup, after)
    if top == "to_act":
        if after.get("phase") == "showdown":
            return "SHOWDOWN-ORDER"
        return _betting_rule(setup, after)
    if top == "pots":
        if field == "pots.eligible" or _pots_split(failure.differences):
            return "SIDE-POTS"
        return "UNCALLED-BET"
    if top in ("payouts", "stacks") and after.get("phase") == "complete":
        payouts = after.get("payouts") or {}
        if kind == "fold":
            return "SHOWDOWN-UNCONTESTED"
        if len(payouts) > 1:
            return "SPLIT-POT-TIES"
        return "CARDS-SPEAK"
    if top in ("stacks", "bets"):
        if kind in ("bet", "raise"):
            return wager_rule(game, "min")
        if kind == "deal_hole" or before.get("phase") == "dealing":
            if setup.get("ante_mode") == "big_blind":
                return "BBA"
            return "SHORT-BLIND" if _blind_all_in(before, setup) else "BLINDS-ACTION-ORDER"
        return "BET-ROUND-CLOSE"
    if top in ("board", "burns", "stub"):
        return "BURN-ONE-PER-STREET"
    if top in ("hole",):
        return "DEAL-ORDER"
    if top == "muck":
        return "DEAD-HAND"
    if top == "exposed":
        return "ALL-IN-EXPOSE"
    return "BET-ROUND-CLOSE"


def legal_event_rule(kind: object, before: Mapping[str, Any], game: str) -> str:
    """The rule that lets an event of ``kind`` be made where the reference took it."""
    if kind in ("bet", "raise"):
        return wager_rule(game, "min")
    if kind in ("show", "muck"):
        return "SHOWDOWN-ORDER" if before.get("phase") == "showdown" else "ALL-IN-EXPOSE"
    if kind == "deal_hole":
        return "DEAL-ORDER"
    if kind in ("burn", "board"):
        return "BURN-ONE-PER-STREET"
    return "BET-ROUND-CLOSE"


def result_deviation(result: ScenarioResult, reference: Engine) -> str:
    """The deviation key of a certify failure, worked out as ``refdealer fuzz`` works it out:
    its reproduction is replayed on ``reference`` (the reference dealer, through the engine
    protocol) to see the table before and after the event that failed and what the
    reference made of it. A feature scenario whose check found fields differing after its
    last event is keyed the same way (with the scenarios showing the same deviation); any
    other feature failure or engine error is keyed by its cause."""
    reproduction = result.reproduction or {}
    events = list(reproduction.get("events") or [])
    setup = reproduction.get("setup")
    crash = crash_field(result.detail) if result.outcome == ERROR else None
    if crash is not None:  # the same crash site in a scenario and a feature: one group
        return deviation_key(ENGINE_ERROR, crash, "engine")
    step_cause = result.step_cause
    if step_cause is None and result.kind == "feature" and result.differences:
        step_cause = WRONG_FIELDS  # a feature's check after its last event: keyed alike
    if step_cause is None or not events or not isinstance(setup, Mapping):
        cause = result.cause or (
            "feature step failed" if result.kind == "feature" else ENGINE_ERROR
        )
        if cause in (ENGINE_ERROR, SETUP_REFUSED):
            rule = "engine"
        elif cause == SUITE_FILE_PROBLEM:
            rule = "suite file"
        else:
            rule = (result.rules or ("unknown",))[0]
        return deviation_key(cause, "", rule)
    *earlier, event = events
    try:
        opener = getattr(reference, "session", None) if "deck" not in setup else None
        if callable(opener):  # a session's table: each hand brings its own deck
            opener(dict(setup))
        else:
            reference.start(dict(setup))
        for taken in earlier:
            reference.apply(dict(taken))
        before = reference.snapshot()
        answer = reference.apply(dict(event))
        after = reference.snapshot()
    except EngineFailure:
        return deviation_key(step_cause, "", "unknown")
    accepted = bool(answer.get("accepted"))
    reject = None if accepted else str(answer.get("reason"))
    cited = [str(r.get("rule")) for r in answer.get("rulings", [])] if accepted else []
    failure = StepFailure(step_cause, result.detail, result.differences)
    return deviation_of(failure, event, before, after, setup, reject, cited).key


def wager_rule(game: str, edge: str) -> str:
    """The rule sizing a bet or raise in ``game``: its ``min`` or ``max``, or the first
    ``bet`` of a betting round."""
    if game == "fixed-limit":
        return "LIMIT-BET-SIZES"
    if edge == "bet":
        return "NL-MIN-BET"
    if edge == "max":
        return "PL-MAX" if game == "pot-limit" else "TABLE-STAKES"
    return "NL-MIN-RAISE"


def no_raise_rule(table: Mapping[str, Any], game: str) -> str:
    """Why the seat to act may not raise: nobody could call a raise (the null raise,
    BET-ROUND-CLOSE), the cap (CAP-LIMIT), or a short all-in that did not reopen."""
    seat = table.get("to_act")
    stacks = table.get("stacks") or {}
    bets = table.get("bets") or {}
    hole = table.get("hole") or {}
    facing = max((int(v) for v in bets.values()), default=0)
    legal = table.get("legal") or {}
    if isinstance(legal.get("call"), int) and not isinstance(legal.get("call"), bool):
        # the amount to call may be more than any bet (the full big blind over a short one)
        facing = max(facing, int(bets.get(str(seat), 0)) + int(legal["call"]))
    others = [s for s, cards in hole.items() if cards and str(s) != str(seat)]
    if all(int(stacks.get(s, 0)) + int(bets.get(s, 0)) <= facing for s in others):
        return "BET-ROUND-CLOSE"
    if game == "fixed-limit":
        return "CAP-LIMIT"
    return "ALLIN-SHORT-RAISE-REOPEN"


def _seat_to_act_first(differences: Sequence[Difference]) -> tuple[Difference, ...]:
    """The differences with ``to_act`` first when it differs: the seat to act is the state
    of play, and a round the engine still holds open makes the bets, stacks and pots differ
    with it (an uncalled bet is returned only when the round ends)."""
    ordered = sorted(differences, key=lambda difference: difference.field != "to_act")
    return tuple(ordered)


def _forced_all_in(seat: Any, table: Mapping[str, Any], setup: Mapping[str, Any]) -> bool:
    """Whether ``seat`` is all in before the flop with a stack no bigger than an ante and
    the big blind: all in from posting."""
    if table.get("phase") not in ("dealing", "preflop") or isinstance(seat, bool):
        return False
    stacks, seats = table.get("stacks") or {}, setup.get("seats") or {}
    if not isinstance(seat, int) or str(seat) not in seats:
        return False
    forced = int(setup.get("ante") or 0) + int((setup.get("blinds") or [0, 0])[1])
    return int(stacks.get(str(seat), 1)) == 0 and int(seats[str(seat)]) <= forced


def _round_unopened(table: Mapping[str, Any]) -> bool:
    """Whether a betting round after the flop is due and nobody has bet in it yet: what
    the engine offers then can only come from a bet of an earlier round left standing."""
    bets = table.get("bets") or {}
    return (
        table.get("phase") in ("flop", "turn", "river")
        and table.get("legal") is not None
        and not any(int(v) for v in bets.values())
    )


def _short_all_in(table: Mapping[str, Any], setup: Mapping[str, Any]) -> bool:
    """Whether a player went all in this round for less than a full raise over the bet
    before his (the bet levels read from the table; a full raise is at least the big blind,
    and before the flop the big blind is the first bet, even one posted short)."""
    bets = {str(s): int(v) for s, v in (table.get("bets") or {}).items() if int(v) > 0}
    stacks = table.get("stacks") or {}
    big_blind = int((setup.get("blinds") or [0, 0])[1])
    full, level = big_blind, big_blind if table.get("phase") == "preflop" else 0
    for amount in sorted(set(bets.values())):
        if amount <= level:
            continue
        raised = amount - level
        all_in = any(v == amount and int(stacks.get(s, 1)) == 0 for s, v in bets.items())
        if raised < full and all_in:
            return True
        full, level = max(full, raised), amount
    return False


def _expected(differences: Sequence[Difference]) -> Any:
    return differences[0].expected if differences else None


def _pots_part(difference: Difference) -> str:
    """``pots.eligible`` when only who may win the pots differs, or when a player who may
    win one on the reference may win none on the engine (dropped, whatever the amounts);
    ``pots.amount`` when the pots hold other amounts: an uncalled bet kept in a pot and a
    player dropped from one are two deviations."""

    def amounts(value: Any) -> list[Any] | None:
        if not isinstance(value, list):
            return None
        return [pot.get("amount") if isinstance(pot, Mapping) else pot for pot in value]

    def claimants(value: Any) -> set[str]:
        pots = value if isinstance(value, list) else []
        return {
            str(seat)
            for pot in pots
            if isinstance(pot, Mapping) and isinstance(pot.get("eligible"), list)
            for seat in pot["eligible"]
        }

    if amounts(difference.expected) is None:
        return "pots.amount"
    same = amounts(difference.expected) == amounts(difference.actual)
    dropped = claimants(difference.expected) - claimants(difference.actual)
    return "pots.eligible" if same or dropped else "pots.amount"


def _pots_split(differences: Sequence[Difference]) -> bool:
    for difference in differences:
        for value in (difference.expected, difference.actual):
            if isinstance(value, list) and len(value) > 1:
                return True
    return False


def _betting_rule(setup: Mapping[str, Any], table: Mapping[str, Any]) -> str:
    if table.get("phase") == "preflop" and _blind_all_in(table, setup):
        return "SHORT-BLIND"  # the amount to call is the full big blind (clarification 5)
    seats = setup.get("seats") or {}
    if len(seats) == 2 and table.get("phase") == "preflop":
        return "HEADS-UP-BLINDS"
    return "BET-ROUND-CLOSE"


def _blind_all_in(table: Mapping[str, Any], setup: Mapping[str, Any]) -> bool:
    """Whether a seat is all in for no more than the big blind: a blind posted short."""
    stacks = table.get("stacks") or {}
    bets = table.get("bets") or {}
    big_blind = int((setup.get("blinds") or [0, 0])[1])
    return any(int(stacks.get(s, 0)) == 0 and 0 < int(b) <= big_blind for s, b in bets.items())


__all__ = [
    "ACCEPTED_REFUSAL",
    "ENGINE_ERROR",
    "REFUSED_LEGAL",
    "SETUP_REFUSED",
    "WRONG_FIELDS",
    "WRONG_REJECTION",
    "Deviation",
    "deviation_key",
    "deviation_of",
]
