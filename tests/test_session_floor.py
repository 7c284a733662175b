"""The floor between hands: the chip race of a colour-up, penalties, hand for hand and
disputes, at the reference dealer and in the harness's session invariants."""

from __future__ import annotations

from typing import Any

import pytest

from refdealer.errors import EventError, SessionSetupError
from refdealer.protocol.invariants import SessionInvariants
from refdealer.session import chip_race
from refdealer.session.events import parse_session_event
from refdealer.session.setup import parse_session
from refdealer.session.state import SeatState
from refdealer.table.cards import parse_cards
from tests.helpers import DECK
from tests.session_table import SessionTable

# The catalog's case: removing 25s for 100s, A has three odd 25s, B two, C one (150).
STACKS = {1: 1075, 2: 1050, 3: 1025, 4: 1000}
CHIPS = (25, 100, 500)


def test_the_race_deals_one_card_per_odd_chip_seat_1_first() -> None:
    cards = parse_cards(["2c", "3c", "4c", "5c", "6c", "7c"])
    result = chip_race.race(STACKS, CHIPS, cards, chip_race.PER_CARD)
    assert chip_race.cards_needed(STACKS, CHIPS) == 6
    assert {seat: [str(c) for c in held] for seat, held in result.cards.items()} == {
        1: ["2c", "3c", "4c"],
        2: ["5c", "6c"],
        3: ["7c"],
    }
    assert dict(result.odd) == {1: 75, 2: 50, 3: 25}


def test_robert_rounds_half_a_chip_up_and_lets_one_player_win_twice() -> None:
    cards = parse_cards(["As", "Ks", "2c", "3c", "4c", "Qh"])
    result = chip_race.race(STACKS, CHIPS, cards, chip_race.PER_CARD)
    assert result.raced == 2
    assert [seat for seat, _ in result.won] == [1, 1]
    assert dict(result.stacks) == {1: 1200, 2: 1000, 3: 1000, 4: 1000}
    assert (result.added, result.removed) == (200, 150)


def test_the_tda_races_whole_chips_one_a_player() -> None:
    cards = parse_cards(["As", "Ks", "2c", "3c", "4c", "Qh"])
    result = chip_race.race(STACKS, CHIPS, cards, chip_race.ONE_CHIP_PER_PLAYER)
    assert result.raced == 1  # 150 makes one whole chip; the 50 left is removed
    assert result.won == ((1, cards[0]),)
    assert (result.added, result.removed) == (100, 150)


@pytest.mark.parametrize(
    ("method", "stacks_after", "added"),
    [
        # Robert's Rules: the player left with nothing takes the one chip raced, first.
        (chip_race.PER_CARD, {1: 1000, 2: 1000, 3: 100}, 100),
        # TDA: the race is run, then the raced-out player gets a chip on top.
        (chip_race.ONE_CHIP_PER_PLAYER, {1: 1100, 2: 1000, 3: 100}, 200),
    ],
)
def test_nobody_is_raced_out(method: str, stacks_after: dict[int, int], added: int) -> None:
    stacks = {1: 1050, 2: 1025, 3: 25}
    result = chip_race.race(stacks, (25, 100), parse_cards(["As", "2c", "3c", "4c"]), method)
    assert result.kept_in == (3,)
    assert dict(result.stacks) == stacks_after
    assert result.added == added


def _raced_table(profile: str = "tda-2024") -> SessionTable:
    table = SessionTable({1: 1075, 2: 1100, 3: 1000}, 1, profile=profile,
                         levels=[{"blinds": [25, 50]}, {"blinds": [100, 200]}],
                         denominations=[25, 100])  # fmt: skip
    table.next_hand()
    table.fold_to_big_blind()  # S2 posts 25 and folds; S3 wins it
    # The 25s leave play only once the blinds no longer need them (TDA 23; RRoP §15).
    cards = ["As", "Kd", "Qd", "2c", "3c", "4c", "5c"]
    assert table.refuse({"type": "colour_up", "cards": cards}) == "CHIP_STILL_NEEDED"
    table.event({"type": "new_level"})
    return table


def test_a_colour_up_accounts_for_the_chips_it_adds_and_removes() -> None:
    table = _raced_table()
    codes = table.event({"type": "colour_up", "cards": ["As", "Kd", "Qd", "2c", "3c", "4c", "5c"]})
    assert codes[0] == "CHIP_RACE"
    session = table.dealer.snapshot()["session"]
    assert session["denominations"] == [100]
    assert session["chips"] == {"brought": 3175, "taken": 0, "added": 100, "removed": 175}
    stacks = sum(seat["stack"] for seat in session["seats"].values())
    assert stacks == 3175 + 100 - 175


def test_colour_up_refusals_change_nothing() -> None:
    table = _raced_table()
    assert table.refuse({"type": "colour_up", "cards": ["As"]}) == "RACE_CARDS_SHORT"
    table.event({"type": "colour_up", "cards": ["As", "Kd", "Qd", "2c", "3c", "4c", "5c"]})
    assert table.refuse({"type": "colour_up", "cards": ["As"]}) == "NO_COLOUR_UP"
    table.next_hand()
    assert table.refuse({"type": "colour_up", "cards": ["As"]}) == "HAND_IN_PROGRESS"


def _snapshot(seats: dict[str, int], chips: dict[str, int]) -> dict[str, Any]:
    shown = {seat: {"stack": stack} for seat, stack in seats.items()}
    return {"session": {"in_hand": False, "seats": shown, "chips": chips}}


def test_session_invariants_take_a_chip_race_into_account() -> None:
    keep = SessionInvariants({"seats": {"1": 1075, "2": 1025}})
    before = {"brought": 2100, "taken": 0, "added": 0, "removed": 0}
    assert keep.breaches(_snapshot({"1": 1075, "2": 1025}, before)) == []
    keep.accepted({"type": "colour_up", "cards": ["As", "Kd", "Qd", "Jd"]})
    raced = {"brought": 2100, "taken": 0, "added": 100, "removed": 100}
    assert keep.breaches(_snapshot({"1": 1100, "2": 1000}, raced)) == []
    # The stacks must match them, and without a race they may not move.
    (counted,) = keep.breaches(_snapshot({"1": 1100, "2": 1001}, raced))
    assert counted == (
        "chips not conserved: the seats' stacks = 2101, but the table holds 2100"
        " (brought less taken, plus added less removed)"
    )
    (moved,) = keep.breaches(_snapshot({"1": 1100, "2": 1100}, {**raced, "added": 200}))
    assert moved.startswith("chips: the chips added and removed went from (100, 100) to (200")


def test_a_penalized_player_is_dealt_in_posts_and_his_hand_dies() -> None:
    table = SessionTable({1: 200, 2: 200, 3: 200, 4: 200}, 1, profile="tda-2024")
    assert table.event({"type": "penalty", "seat": 3, "rounds": 1}) == ["PENALTY"]
    assert table.dealer.snapshot()["session"]["seats"]["3"]["penalty"] == 4
    assert "PENALTY_HAND" in table.next_hand()
    codes = [code for _ in range(8) for code in table.event({"type": "deal_hole"})]
    assert codes == ["PENALTY_HAND_DEAD"]
    snapshot = table.dealer.snapshot()
    assert snapshot["hole"]["3"] == [] and snapshot["bets"]["3"] == 2  # blind stays in
    assert snapshot["to_act"] == 4


def test_a_penalized_big_blind_folded_to_leaves_his_whole_blind_in_the_pot() -> None:
    # PENALTY-HAND (TDA 71-C, 30): the dead hand's blind is dead money; it came back as an
    # uncalled bet before the fix, and the small blind won 2 of the 3.
    table = SessionTable({1: 200, 2: 200, 3: 200}, 1, profile="tda-2024")
    table.event({"type": "penalty", "seat": 3, "hands": 1})
    table.next_hand()
    codes = table.fold_to_big_blind()
    snapshot = table.dealer.snapshot()
    assert "UNCALLED_BET_RETURNED" not in codes
    assert snapshot["payouts"] == {"2": 3}
    assert snapshot["stacks"] == {"1": 200, "2": 202, "3": 198}


def test_hand_for_hand_is_refused_in_the_money() -> None:
    table = SessionTable({1: 200, 2: 200, 3: 200}, 1, profile="tda-2024")
    assert table.refuse({"type": "hand_for_hand", "paid": 3}) == "NOT_ON_THE_BUBBLE"
    assert table.event({"type": "hand_for_hand", "paid": 2}) == ["HAND_FOR_HAND"]
    assert table.dealer.snapshot()["session"]["hand_for_hand"] == {"paid": 2}


@pytest.mark.parametrize(
    ("profile", "reading", "accounting"),
    [
        ("rrop-cash", "DISPUTE_CLOSED", "DISPUTE_CLOSED"),
        ("tda-2024", "DISPUTE_CLOSED", None),  # TDA 22: accounting open until SA
    ],
)
def test_a_correction_only_while_the_window_is_open(
    profile: str, reading: str, accounting: str | None
) -> None:
    table = SessionTable({1: 200, 2: 200, 3: 200}, 1, profile=profile)
    award = {"type": "correct_award", "seat": 3, "to_seat": 2, "amount": 1}
    assert table.refuse(award) == "DISPUTE_CLOSED"  # no hand played yet
    table.next_hand()
    table.fold_to_big_blind()
    assert table.event(award) == ["AWARD_CORRECTED"]
    assert table.dealer.snapshot()["session"]["seats"]["2"]["stack"] == 200
    table.next_hand()
    assert table.refuse(award) == reading
    miscounted = {**award, "error": "pot_accounting"}
    if accounting is not None:
        assert table.refuse(miscounted) == accounting
    else:
        assert table.event(miscounted) == ["AWARD_CORRECTED_IN_HAND"]
        assert table.dealer.snapshot()["stacks"] == {"1": 198, "2": 201, "3": 198}


def test_session_invariants_take_a_correction_during_the_next_hand() -> None:
    # DISPUTE-WINDOW, TDA 22: the chips move between two players' stacks while a hand runs,
    # so the table's count holds; an engine that pays the one without charging the other
    # has made chips, and the harness says so.
    table = SessionTable({1: 200, 2: 200, 3: 200}, 1, profile="tda-2024")
    keep = SessionInvariants(table.session)
    played = [{"type": "next_hand", "deck": DECK}] + [{"type": "deal_hole"}] * 6
    played += [{"type": "fold", "seat": 1}, {"type": "fold", "seat": 2}]
    played += [{"type": "next_hand", "deck": DECK}] + [{"type": "deal_hole"}] * 6
    for event in played:
        table.event(event)
        keep.accepted(event)
        assert keep.breaches(table.dealer.snapshot()) == []
    award = {"type": "correct_award", "seat": 3, "to_seat": 2, "amount": 2,
             "error": "pot_accounting"}  # fmt: skip
    assert table.event(award) == ["AWARD_CORRECTED_IN_HAND"]
    keep.accepted(award)
    snapshot = table.dealer.snapshot()
    assert snapshot["stacks"] == {"1": 198, "2": 201, "3": 198}
    assert keep.breaches(snapshot) == []
    made = {**snapshot, "stacks": {**snapshot["stacks"], "3": 200}}
    (breach,) = keep.breaches(made)
    assert breach.startswith("chips not conserved: stacks 599 + pots 3 + seats not dealt in 0")


def test_a_hand_corrected_and_then_dealt_again_starts_from_the_corrected_stacks() -> None:
    # A pot-accounting error put right during a hand dealt at the old level (TDA 22), then
    # the old level noticed before substantial action (TDA 23): the redeal keeps the
    # correction.
    table = SessionTable(
        {1: 200, 2: 200, 3: 200}, 1, profile="tda-2024",
        levels=[{"blinds": [1, 2]}, {"blinds": [2, 4]}],
    )  # fmt: skip
    table.next_hand()
    table.fold_to_big_blind()  # S3 is paid 2
    table.event({"type": "new_level"})
    table.event({"type": "deal_old_level"})
    table.next_hand()
    award = {"type": "correct_award", "seat": 3, "to_seat": 2, "amount": 2,
             "error": "pot_accounting"}  # fmt: skip
    assert table.event(award) == ["AWARD_CORRECTED_IN_HAND"]
    assert "LEVEL_MISDEAL" in table.event({"type": "notice_level", "deck": DECK})
    snapshot = table.dealer.snapshot()
    assert snapshot["bets"] == {"1": 4, "2": 0, "3": 2}
    assert snapshot["stacks"] == {"1": 196, "2": 201, "3": 197}


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"type": "penalty", "seat": 2, "hands": 1, "rounds": 1}, "penalty: give its length"),
        ({"type": "penalty", "seat": 2}, "penalty: give its length"),
        ({"type": "colour_up", "cards": ["As", "As"]}, "colour_up.cards: a card is listed twice"),
        ({"type": "hand_for_hand", "paid": 0}, "hand_for_hand.paid: expected a whole number"),
        ({"type": "correct_award", "seat": 2, "to_seat": 2, "amount": 1},
         "correct_award.to_seat: the chips go to another seat"),
        ({"type": "correct_award", "seat": 2, "to_seat": 3, "amount": 1, "error": "misread"},
         "correct_award.error: expected hand_reading or pot_accounting, got 'misread'"),
        ({"type": "time", "minutes": 0}, "time.minutes: expected a whole number 1-1440"),
        ({"type": "time"}, "time.minutes: expected a whole number 1-1440, got None"),
    ],
)  # fmt: skip
def test_malformed_floor_events_name_the_field(raw: dict[str, Any], message: str) -> None:
    with pytest.raises(EventError, match=message):
        parse_session_event(raw)


@pytest.mark.parametrize(
    ("levels", "house", "field"),
    [
        ([{"blinds": [1, 2], "minutes": 10}, {"blinds": [2, 4]}], {}, "levels[1].minutes"),
        ([{"blinds": [1, 2], "minutes": 0}], {}, "levels[0].minutes"),
        ([{"blinds": [1, 2], "minutes": 10}], {"hand_for_hand_minutes": 4},
         "house.hand_for_hand_minutes"),
    ],
)  # fmt: skip
def test_a_bad_level_clock_names_the_field(
    levels: list[dict[str, Any]], house: dict[str, Any], field: str
) -> None:
    raw = {"seats": {"1": 200, "2": 200}, "button": 1, "levels": levels, "house": house}
    with pytest.raises(SessionSetupError) as caught:
        parse_session(raw)
    assert caught.value.field == field


def test_time_without_a_level_clock_is_refused_and_hand_for_hand_stops_it() -> None:
    table = SessionTable({1: 200, 2: 200, 3: 200}, 1, profile="tda-2024")
    assert table.refuse({"type": "time", "minutes": 1}) == "NO_LEVEL_CLOCK"
    levels = [{"blinds": [1, 2], "minutes": 3}, {"blinds": [2, 4], "minutes": 3}]
    table = SessionTable({1: 200, 2: 200, 3: 200}, 1, profile="tda-2024", levels=levels)
    assert "level_clock" not in SessionTable({1: 9, 2: 9}, 1).session
    table.event({"type": "hand_for_hand", "paid": 2})
    assert table.event({"type": "time", "minutes": 9}) == ["CLOCK_STOPPED"]
    assert (table.session["level_clock"], table.session["level_due"]) == (3, None)
    table.next_hand()
    assert "HAND_FOR_HAND_TIME" in table.fold_to_big_blind()
    assert table.session["level_clock"] == 1


@pytest.mark.parametrize(
    ("denominations", "field"),
    [([25, 60], "session.denominations[1]"), ([], "session.denominations"),
     ([50, 100], "session.seats.1")],
)  # fmt: skip
def test_bad_denominations_name_the_field(denominations: list[int], field: str) -> None:
    raw = {"seats": {"1": 1025, "2": 1000}, "button": 1, "blinds": [25, 50],
           "denominations": denominations}  # fmt: skip
    with pytest.raises(SessionSetupError, match=field.replace(".", r"\.").replace("[", r"\[")):
        parse_session(raw)


def test_a_misplaced_button_noticed_before_the_cutoff_is_dealt_again_from_before() -> None:
    table = SessionTable({1: 200, 2: 200, 3: 200, 4: 200}, 1)
    table.next_hand()
    table.fold_to_big_blind()  # button 1, blinds 2 and 3; next: button 2, blinds 3 and 4
    assert table.refuse({"type": "misplace_button", "seat": 2}) == "BUTTON_IN_PLACE"
    table.event({"type": "misplace_button", "seat": 4})
    before = table.dealer.snapshot()["session"]["seats"]
    table.next_hand()
    assert table.dealer.snapshot()["session"]["button"] == 4
    for _ in range(8):
        table.event({"type": "deal_hole"})
    assert table.refuse({"type": "notice_button"}) == "NO_REDEAL_DECK"
    codes = table.event({"type": "notice_button", "deck": list(reversed(DECK))})
    assert codes[0] == "BUTTON_MISDEAL"
    snapshot = table.dealer.snapshot()
    assert (snapshot["session"]["button"], snapshot["session"]["hands"]) == (2, 2)
    assert {seat: shown["stack"] for seat, shown in before.items()} == {
        seat: snapshot["stacks"][seat] + snapshot["bets"][seat] for seat in before
    }
    assert table.refuse({"type": "notice_button"}) == "NOTHING_TO_NOTICE"


@pytest.mark.parametrize("size", [3, 11, True, "9"])
def test_a_bad_table_size_names_the_field(size: object) -> None:
    raw = {"seats": {"1": 100, "4": 100}, "button": 1, "blinds": [1, 2], "table_size": size}
    with pytest.raises(
        SessionSetupError, match=r"session\.table_size: expected a number of seats 4-10"
    ):
        parse_session(raw)


def test_a_table_of_table_size_seats_has_no_seat_beyond_them() -> None:
    """A six-seat table: nobody joins seat 7, and a player moved in takes a seat 1-6 even
    when the worst position would lie beyond them (TABLE-BALANCE)."""
    table = SessionTable({1: 200, 2: 200, 4: 200, 5: 200, 6: 200}, 4, profile="tda-2024",
                         table_size=6)  # fmt: skip
    assert table.refuse({"type": "join", "seat": 7, "stack": 200}) == "NO_SUCH_SEAT"
    table.hand_of_folds()  # button 4, blinds 5 and 6
    assert table.session["big_blind"] == 6
    table.event({"type": "move_in", "stack": 150})  # after seat 6 comes seat 1 ... 3: seat 3
    assert table.session["seats"]["3"]["stack"] == 150
    assert table.refuse({"type": "move_in", "stack": 150}) == "TABLE_FULL"


def test_two_players_moved_in_are_told_where_each_goes_and_unnamed_players_named_once() -> None:
    """The first player moved in takes the seat the big blind reaches first (seat 1 after the
    big blind on 6); the second then takes the next empty one (seat 3), which is not the next
    to post the big blind: seat 1 is. A player without a name is told as "Seat 3" alone."""
    table = SessionTable({2: 200, 4: 200, 5: 200, 6: 200}, 4, profile="tda-2024", table_size=6)
    table.hand_of_folds()  # button 4, blinds 5 and 6
    told = []
    for _ in range(2):
        answer = table.dealer.apply({"type": "move_in", "stack": 150})
        told += [ruling["message"] for ruling in answer["rulings"]]
    assert told == [
        "The player moved in takes seat 1, the empty seat the big blind reaches first",
        "The player moved in takes seat 3, the empty seat the big blind reaches first",
    ]
    assert SeatState("Seat 3", 0).called(3) == "Seat 3"
    assert SeatState("Ann", 0).called(3) == "Seat 3 (Ann)"
