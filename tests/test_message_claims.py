"""The words of a ruling or a refusal are part of it: every claim a message makes about the
table must be true of the table it is given on (issue 13, finding 6).

Random no-limit hands with short stacks (so all-ins, short raises and null raises are common)
are played through the protocol's dict API; after every event the claims its messages make
are checked against the snapshot before and after it:

- "every other player still in is all in": every other seat holding cards has no chips;
- "no other player still in can put in more than the N to match": each other seat holding
  cards has at most N in all this round;
- "only enough chips to call": the seat's chips do not exceed its call;
- "may not raise here" (a declared raise that stands as a call): ``legal`` offered no raise;
- "Seat S raises to T all in": seat S has no chips left;
- "seat(s) A, B, who already acted, may only call or fold" (or "players who already acted
  may only call or fold": every seat that acted this round and has chips): when each of those
  seats is next to act with no full bet or raise in between, ``legal`` offers it no raise;
- "the pot makes it N": N is the pot-sized bet or raise, and the seat has N in front after it
  unless the message adds that N is more than it has ("all in");
- "brought up to the full amount" (UNDERCALL): the seat has matched the bet after it;
- "picked as the next burn" (a board card scrambled away): a street is still to come;
- "the ante is dead money": some ante was posted (the pots hold more than the bets);
- a ruling's rule fits it: NL-MIN-BET is cited only for a bet (no bet to face), and
  BUTTON-CARDS only for a card given to the button.

Review 3 of the rulings found each of the last five false somewhere; each has a test below
that plays that hand, and the random hands push "pot" and short silent calls too. The quiz
explanations that claim one burn per street are checked against the burns their hands end
with, and no Robert's Rules cash ruling cites the tournament section (§15).
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from refdealer.catalog import rule_catalog
from refdealer.scenarios.loader import load_scenarios
from refdealer.suite.files import scenarios_dir
from refdealer.walk.play import play
from tests.helpers import Table, f6

TDA_SCRAMBLE = {"extra_board_card": "scramble_pick_burn"}

SETTINGS = settings(
    max_examples=300,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

_RAISED_ALL_IN = re.compile(r"Seat (\d+) (?:raises to|bets) \d+ all in")
_LIMITED = re.compile(r"seat\(s\) ([\d, ]+), who already acted, may only call or fold")
_EVERY_OTHER_ALL_IN = re.compile(r"every other player (?:still in )?is all in")
_ALL_ACTED_LIMITED = "players who already acted may only call or fold"
_NULL = re.compile(r"no other player still in can put in more than the (\d+) to match")
_POT = re.compile(r"the pot makes it (\d+)(, more than the (\d+) he has in all: all in)?")
_BUTTON_SEAT = re.compile(r"\bto seat (\d+)|\(seat (\d+)\)")


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    count = draw(st.integers(3, 6))
    seats = {
        seat: draw(st.sampled_from([3, 8, 20, 40, 60, 100, 150])) for seat in range(1, 1 + count)
    }
    return {"seats": seats, "button": draw(st.sampled_from(sorted(seats)))}


def _holding(snap: dict[str, Any]) -> list[int]:
    return [int(seat) for seat, cards in snap["hole"].items() if cards]


def check_claims(
    message: str, seat: int, before: dict[str, Any], after: dict[str, Any], acted: set[int]
) -> list[int]:
    """Assert the message's claims about the table; return seats it says may only call/fold."""
    others = [s for s in _holding(before) if s != seat]
    stacks = {int(s): n for s, n in before["stacks"].items()}
    bets = {int(s): n for s, n in before["bets"].items()}
    if _EVERY_OTHER_ALL_IN.search(message):
        assert all(stacks[s] == 0 for s in others), (message, before["stacks"])
    null = _NULL.search(message)
    if null:
        level = int(null.group(1))
        assert all(bets[s] + stacks[s] <= level for s in others), (message, before)
    if "only enough chips to call" in message:
        legal = before["legal"]
        assert legal is not None and stacks[seat] <= legal["call"], (message, legal)
    if "may not raise here" in message:
        legal = before["legal"]
        assert legal is not None and legal["min_raise_to"] is None, (message, legal)
    for match in _RAISED_ALL_IN.finditer(message):
        assert after["stacks"][match.group(1)] == 0, (message, after["stacks"])
    pot = _POT.search(message)
    if pot:
        pot_total = sum(p["amount"] for p in before["pots"])
        current = max(bets.values())
        owed = current - bets[seat]
        assert int(pot.group(1)) == current + pot_total + owed, (message, before["pots"])
        made = int(pot.group(3) or pot.group(1))
        assert after["bets"][str(seat)] == made, (message, after["bets"])
        if pot.group(2):
            assert after["stacks"][str(seat)] == 0, (message, after["stacks"])
    if "brought up to the full amount" in message:
        top = max(after["bets"].values())
        assert after["bets"][str(seat)] == top, (message, after["bets"])
    if _ALL_ACTED_LIMITED in message:
        return [s for s in acted if s != seat and after["stacks"][str(s)] > 0]
    limited = _LIMITED.search(message)
    return [int(s) for s in limited.group(1).split(", ")] if limited else []


def check_ruling(
    ruling: dict[str, Any], seat: int | None, before: dict[str, Any], after: dict[str, Any]
) -> None:
    """Assert what a ruling says about the table and the rule it cites, beyond its message's
    betting claims (:func:`check_claims`)."""
    message = ruling["message"]
    if "picked as the next burn" in message:
        assert len(after["board"]) < 5, (message, after["board"])
    if "the ante is dead money" in message:
        in_pots = sum(p["amount"] for p in after["pots"])
        assert in_pots > sum(after["bets"].values()), (message, after["pots"], after["bets"])
    if ruling["rule"] == "NL-MIN-BET":  # the minimum bet: there was no bet to face
        assert max(before["bets"].values()) == 0 and "raise" not in message, (ruling, before)
    if ruling["rule"] == "BUTTON-CARDS":
        named = [int(a or b) for a, b in _BUTTON_SEAT.findall(message)]
        assert named and all(s == after["button"] for s in named), (message, after["button"])


def next_event(snap: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    seat = snap["to_act"]
    legal = snap["legal"]
    kinds = ["fold", "call", "call", "raise", "raise", "all in", "chips", "pot", "short"]
    kind = data.draw(st.sampled_from(kinds))
    if kind == "fold":
        return {"type": "fold", "seat": seat}
    if kind == "call":
        return {"type": "call" if legal["call"] else "check", "seat": seat}
    stack = snap["stacks"][str(seat)]
    if kind == "chips":
        pushed = data.draw(st.integers(1, max(1, stack)))
        return {"type": "chips", "seat": seat, "motions": [[pushed]], "declared": "raise"}
    if kind == "pot":
        pushed = data.draw(st.integers(1, max(1, stack)))
        return {"type": "chips", "seat": seat, "motions": [[pushed]], "declared": "pot"}
    if kind == "short":  # silently, in chips of 1: short of the call is an undercall
        pushed = data.draw(st.integers(1, max(1, stack)))
        return {"type": "chips", "seat": seat, "motions": [[1] * min(pushed, 20)]}
    pushed = stack if kind == "all in" else data.draw(st.integers(1, max(1, stack)))
    total = snap["bets"][str(seat)] + pushed
    current = max(snap["bets"].values())
    if current == 0:
        return {"type": "bet", "seat": seat, "amount": total}
    return {"type": "raise", "seat": seat, "to": total}


@SETTINGS
@given(setup=tables(), data=st.data())
def test_every_message_is_true_of_the_table(setup: dict[str, Any], data: st.DataObject) -> None:
    table = Table(setup["seats"], button=setup["button"], blinds=(1, 2))
    table.deal("hole")
    watched: set[int] = set()  # seats a message said may only call or fold
    acted: set[int] = set()  # seats that acted this betting round
    after_phase = "preflop"
    for _ in range(80):
        before = table.snap
        if before["phase"] != after_phase:
            watched.clear()
            acted.clear()
            after_phase = before["phase"]
        if before["phase"] == "complete":
            break
        if before["legal"] is None:
            if before["phase"] == "showdown":
                table.apply({"type": "show", "seat": before["to_act"]})
            else:
                table.deal({0: "flop", 3: "turn", 4: "river"}[len(before["board"])])
            watched.clear()
            acted.clear()
            continue
        seat = before["to_act"]
        if seat in watched:
            assert before["legal"]["min_raise_to"] is None, (seat, before["legal"])
            watched.discard(seat)
        event = next_event(before, data)
        result = table.dealer.apply(event)
        after = table.snap
        messages = [r["message"] for r in result.get("rulings", [])]
        if not result["accepted"]:
            messages.append(result["message"])
        held = {
            s for message in messages for s in check_claims(message, seat, before, after, acted)
        }
        if any(r["code"] == "INCOMPLETE_RAISE" for r in result.get("rulings", [])):
            # Short all-ins that add up to a full raise reopen the betting for those who
            # acted before them: the newest short all-in's message says who is held now.
            watched = held
        else:
            watched.update(held)
        for ruling in result.get("rulings", []):
            check_ruling(ruling, seat, before, after)
        if result["accepted"]:
            acted.add(seat)
        action = result.get("action", event) if result["accepted"] else None
        full = not any(r["code"] == "INCOMPLETE_RAISE" for r in result.get("rulings", []))
        if action is not None and action["type"] in ("bet", "raise") and full:
            watched.clear()  # a full bet or raise reopens the betting for everyone


def test_short_all_ins_adding_up_to_a_full_raise_free_those_the_first_held() -> None:
    """Found by the property above: seat 5's short all-in to 40 over 23 holds seats 2 and 4
    (the message says so); seat 6's all-in to 60 is short of 40 too, but 23 to 60 is a full
    raise for them, so the betting is open to them again and the message says no one is
    held by it: seat 2 may raise."""
    table = Table({1: 3, 2: 100, 3: 3, 4: 100, 5: 40, 6: 60}, button=4, blinds=(1, 2))
    table.deal("hole")
    table.act("fold", 1)
    table.dealer.apply({"type": "raise", "seat": 2, "to": 23})
    table.act("fold", 3)
    table.act("call", 4)
    first = played(table, {"type": "raise", "seat": 5, "to": 40})
    assert (
        "seat(s) 2, 4, who already acted, may only call or fold" in first["rulings"][0]["message"]
    )
    second = played(table, {"type": "raise", "seat": 6, "to": 60})
    assert "no player who already acted is held" in second["rulings"][0]["message"]
    assert table.snap["to_act"] == 2 and table.snap["legal"]["min_raise_to"] == 81


# ------------------------------------------------------------------ review 3's false claims


def played(table: Table, event: dict[str, Any]) -> dict[str, Any]:
    """Apply ``event``, check every claim of its answer against the table, return it."""
    before = table.snap
    seat = event.get("seat", before["to_act"])
    result = table.dealer.apply(event)
    after = table.snap
    assert result["accepted"], result
    for ruling in result["rulings"]:
        check_claims(ruling["message"], seat, before, after, set())
        check_ruling(ruling, seat, before, after)
    return result


def codes(result: dict[str, Any]) -> list[str]:
    return [ruling["code"] for ruling in result["rulings"]]


def test_pot_said_by_a_stack_shorter_than_the_pot_is_true() -> None:
    """Seat 2 has 300 in all and says "pot" over a 600 pot: the pot makes it 600, more than
    he has, so he is all in for 300 (the message used to say the pot made it 300)."""
    table = Table({1: 2000, 2: 500, 3: 2000}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.each("call", 1, 2)
    table.act("check", 3)
    table.deal("flop")
    result = played(table, {"type": "chips", "seat": 2, "motions": [[100]], "declared": "pot"})
    assert "POT_DECLARATION" in codes(result) and table.stacks[2] == 0


def test_an_undercall_by_a_short_stack_is_not_brought_up_to_the_full_amount() -> None:
    """Seat 3 has 150 behind facing 400 and puts out 100: a call all in for 150."""
    table = Table({1: 5000, 2: 5000, 3: 350}, button=1, blinds=(100, 200))
    table.deal("hole")
    table.each("call", 1, 2)
    table.act("check", 3)
    table.deal("flop")
    table.act("bet", 2, 400)
    result = played(table, {"type": "chips", "seat": 3, "motions": [[50, 50]]})
    assert codes(result) == ["UNDERCALL"] and table.stacks[3] == 0


def test_a_river_scramble_names_no_next_burn() -> None:
    """Two river cards turned together, scrambled under tda-2024: one is discarded to the
    burns and no street follows."""
    table = Table({1: 5000, 2: 5000}, button=1, blinds=(100, 200), house=TDA_SCRAMBLE)
    table.deal("hole")
    table.act("call", 1)
    table.act("check", 2)
    for street in ("flop", "turn"):
        table.deal(street)
        table.each("check", 2, 1)
    table.apply({"type": "burn"})
    result = played(table, {"type": "board", "count": 2})
    assert codes(result)[0] == "BOARD_EXTRA_CARD" and len(table.snap["board"]) == 5


def test_a_big_blind_with_nothing_left_posts_no_ante() -> None:
    """Big blind ante 200 at 100/200, the big blind has 200: the blind is all he has, and no
    ante is posted (the message used to call the missing ante dead money)."""
    table = Table(
        {1: 5000, 2: 5000, 3: 200}, button=1, blinds=(100, 200), ante=200, ante_mode="big_blind"
    )
    (ruling,) = [r for r in table.started["rulings"] if r["code"] == "SHORT_BIG_BLIND_ANTE"]
    check_ruling(ruling, None, table.snap, table.snap)


def test_a_raise_brought_to_the_minimum_cites_the_minimum_raise() -> None:
    table = Table({1: 5000, 2: 5000, 3: 5000}, button=1, blinds=(100, 200))
    table.deal("hole")
    result = played(table, {"type": "raise", "seat": 1, "to": 300})
    assert [(r["code"], r["rule"]) for r in result["rulings"]] == [
        ("RAISE_BROUGHT_TO_MINIMUM", "NL-MIN-RAISE")
    ]


def test_missing_cards_to_other_seats_do_not_cite_the_button_rule() -> None:
    """The deal stops two short (seats 6 and 1) and one fold later it is noticed: under
    Robert's Rules both get their cards in sequence, which is DEAL-WRONG-COUNT's exception,
    not the button's rule."""
    table = f6()
    for _ in range(10):
        table.apply({"type": "deal_hole"})
    table.apply({"type": "end_deal"})
    table.act("fold", 4)
    result = played(table, {"type": "notice"})
    assert [(r["code"], r["rule"]) for r in result["rulings"]] == [
        ("MISSING_CARDS_IN_SEQUENCE", "DEAL-WRONG-COUNT")
    ]


def test_no_cash_ruling_cites_the_tournament_section() -> None:
    """RRoP §15 is the tournament section: a rrop-cash book ruling cites it only to say so."""
    for rule in rule_catalog().values():
        book = rule.book("rrop-cash")
        if book is not None and "§15" in book.section:
            assert "tournament" in book.section, (rule.id, book.section)


_ONE_BURN = re.compile(r"one burn per street|one card per street|never more", re.IGNORECASE)
_STREETS = {0: 0, 3: 1, 4: 2, 5: 3}


def test_quiz_explanations_claiming_one_burn_per_street_end_with_one_burn_per_street() -> None:
    """A quiz explanation that says the burn is one card per street must not be about a hand
    that ends with more burns than streets."""
    scenarios, _ = load_scenarios([scenarios_dir()])
    checked = 0
    for scenario in scenarios:
        claims = [
            step.quiz.explanation
            for step in scenario.script
            if step.quiz is not None
            and step.quiz.explanation
            and _ONE_BURN.search(" ".join(step.quiz.explanation.split()))
        ]
        if not claims:
            continue
        last = play(scenario).frames[-1].after
        assert len(last.burns) <= _STREETS[len(last.board)], (scenario.id, claims)
        checked += 1
    assert checked >= 5
