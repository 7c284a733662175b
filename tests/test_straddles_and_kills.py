"""Straddles and kills (STRADDLE, KILL-POT, KILL-BUTTON): bad setups name the field and the
reason, refused events change nothing, and the chips and the kill button add up."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest

from refdealer.dealer import ReferenceDealer
from refdealer.errors import EventError, SessionSetupError, SetupError
from refdealer.protocol import serve
from refdealer.session import parse_session, parse_session_event
from refdealer.table.setup import parse_setup
from tests.helpers import DECK
from tests.session_table import SessionTable, kill_game

SIX = {str(seat): 200 for seat in range(1, 7)}


def _setup(**more: Any) -> dict[str, Any]:
    return {"blinds": [1, 2], "seats": SIX, "button": 1, "deck": list(DECK), **more}


@pytest.mark.parametrize(
    ("more", "said"),
    [
        ({"straddle": 5}, "only the seat left of the big blind (seat 4)"),
        ({"straddle": 4, "profile": "tda-2024"}, "house option straddle is off"),
        ({"straddle": 4, "game": "fixed-limit"}, "for no-limit and pot-limit games"),
        ({"straddle": 4, "seats": {**SIX, "4": 3}}, "twice the big blind, 4; seat 4 has 3"),
        ({"straddle": 1, "seats": {"1": 200, "2": 200}}, "heads-up"),
        ({"straddle": 4, "kill": 4}, "one straddle or one kill, not both"),
        ({"kill": 4}, "kill_pot is off"),
        ({"kill": 4, "house": {"kill_pot": "full"}}, "no-limit has none"),
        ({"kill": 4, "house": {"kill_pot": "half"}, "game": "fixed-limit", "blinds": [1, 1]},
         "no whole number of chips"),
        ({"kill": 4, "posts": [{"seat": 4, "live": 2}], "game": "fixed-limit",
          "house": {"kill_pot": "full"}}, "posts a blind already"),
    ],
)  # fmt: skip
def test_a_straddle_or_kill_the_books_refuse_is_a_setup_error_naming_it(
    more: dict[str, Any], said: str
) -> None:
    with pytest.raises(SetupError, match=re.escape(said)) as error:
        parse_setup(_setup(**more))
    assert error.value.field in ("straddle", "kill", "blinds[1]")


def test_a_straddle_is_twice_the_big_blind_and_the_setup_says_who_acts_last() -> None:
    setup = parse_setup(_setup(straddle=4))
    assert setup.overblind is not None
    assert (setup.overblind.kind, setup.overblind.seat, setup.overblind.amount) == (
        "straddle",
        4,
        4,
    )
    assert setup.preflop_bet == 4 and parse_setup(_setup()).preflop_bet == 2


def test_a_kill_game_in_a_big_bet_game_is_a_session_error_naming_the_option() -> None:
    raw = {"seats": {"1": 200, "2": 200}, "button": 1, "blinds": [1, 2],
           "house": {"kill_pot": "full"}}  # fmt: skip
    with pytest.raises(SessionSetupError) as error:
        parse_session(raw)
    assert error.value.field == "house.kill_pot"
    assert parse_session({**raw, "game": "fixed-limit"}).options["kill_pot"] == "full"


def test_a_straddle_event_names_a_seat() -> None:
    with pytest.raises(EventError, match=r"straddle\.seat"):
        parse_session_event({"type": "straddle", "seat": 11})
    with pytest.raises(EventError, match=r"straddle\.amount: unknown field"):
        parse_session_event({"type": "straddle", "seat": 4, "amount": 8})


def test_refused_straddles_leave_the_session_as_it_was() -> None:
    table = SessionTable(dict.fromkeys(range(1, 6), 200), button=1)
    table.hand_of_folds()
    assert table.refuse({"type": "straddle", "seat": 1}) == "STRADDLE_SEAT"
    table.event({"type": "straddle", "seat": 5})
    assert table.refuse({"type": "straddle", "seat": 5}) == "STRADDLE_SEAT"  # once a hand
    assert table.refuse({"type": "straddle", "seat": 6}) == "SEAT_EMPTY"
    assert table.next_hand() == ["STRADDLE"]
    assert table.refuse({"type": "straddle", "seat": 1}) == "HAND_IN_PROGRESS"
    tournament = SessionTable(dict.fromkeys(range(1, 6), 200), button=1, profile="tda-2024")
    tournament.hand_of_folds()
    assert tournament.refuse({"type": "straddle", "seat": 5}) == "STRADDLE_NOT_ALLOWED"


def test_a_straddled_hand_keeps_the_chips_and_the_straddle_is_for_one_hand() -> None:
    table = SessionTable(dict.fromkeys(range(1, 6), 200), button=1)
    table.hand_of_folds()
    table.event({"type": "straddle", "seat": 5})
    table.next_hand()
    table.fold_to_big_blind()  # everyone folds to the straddler, who acts last
    stacks = {seat: table.session["seats"][str(seat)]["stack"] for seat in range(1, 6)}
    assert sum(stacks.values()) == 1000 and stacks[5] == 203
    codes = table.hand_of_folds()
    assert "STRADDLE" not in codes and table.session["straddle"] is None


def test_the_kill_button_follows_the_winner_of_the_last_pot() -> None:
    table = kill_game()
    assert table.session["kill_button"] is None  # neutral at the first hand
    assert "KILL_LEG" in table.hand_of_folds()  # the big blind, S3, wins the blinds
    assert table.session["kill_button"] == {"seat": 3, "legs": 1, "kills": False}
    assert "KILL_LEG" in table.hand_of_folds()  # S4 now: blinds only, one leg
    assert table.session["kill_button"] == {"seat": 4, "legs": 1, "kills": False}


def test_a_killer_who_wins_the_killed_pot_kills_again() -> None:
    table = kill_game()
    table.first_kill_leg()
    assert "KILL_OWED" in table.second_kill_leg()
    assert table.refuse({"type": "sit_out", "seat": 4}) == "KILL_OWED"
    assert table.next_hand()[0] == "KILL"  # S4, the small blind, kills for 20
    for _ in range(8):
        table.event({"type": "deal_hole"})
    table.event({"type": "call", "seat": 2})  # 20, a full bet of this hand beyond the blinds
    table.event({"type": "fold", "seat": 3})
    table.event({"type": "raise", "seat": 4, "to": 40})
    table.event({"type": "fold", "seat": 1})
    assert "KILL_OWED" in table.event({"type": "fold", "seat": 2})
    assert table.session["kill_button"] == {"seat": 4, "legs": 2, "kills": True}
    total = sum(seat["stack"] for seat in table.session["seats"].values())
    assert total == table.session["chips"]["brought"] == 2000


def _served(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The answers of ``refdealer serve`` (the JSON-RPC binding) to ``lines``."""
    output = io.StringIO()
    requests = "".join(
        json.dumps({"jsonrpc": "2.0", "id": n, **line}) + "\n" for n, line in enumerate(lines)
    )
    serve(ReferenceDealer(), io.StringIO(requests), output)
    return [json.loads(answer) for answer in output.getvalue().splitlines()]


def test_the_process_binding_carries_the_straddle_and_the_kill() -> None:
    opened = {"seats": {str(s): 200 for s in range(1, 6)}, "button": 1, "blinds": [1, 2]}
    folds = [{"type": "fold", "seat": seat} for seat in (4, 5, 1, 2)]
    lines: list[dict[str, Any]] = [
        {"method": "session", "params": opened},
        {"method": "apply", "params": {"type": "next_hand", "deck": list(DECK)}},
        *({"method": "apply", "params": {"type": "deal_hole"}} for _ in range(10)),
        *({"method": "apply", "params": fold} for fold in folds),
        {"method": "apply", "params": {"type": "straddle", "seat": 1}},
        {"method": "apply", "params": {"type": "straddle", "seat": 5}},
        {"method": "apply", "params": {"type": "next_hand", "deck": list(DECK)}},
        {"method": "snapshot"},
        {"method": "start", "params": _setup(kill=5)},
    ]
    answers = _served(lines)
    refused, accepted, dealt, snap, kill = (a.get("result", a.get("error")) for a in answers[-5:])
    assert refused["reason"] == "STRADDLE_SEAT" and accepted["accepted"]
    assert [r["code"] for r in dealt["rulings"]] == ["STRADDLE"]
    assert snap["bets"] == {"1": 0, "2": 0, "3": 1, "4": 2, "5": 4}
    assert kill["code"] == -32602 and "kill_pot is off" in kill["message"]
