"""Cards, setups and events: parsing, exact errors, and the values' notation."""

from __future__ import annotations

import dataclasses

import pytest

from refdealer.errors import CardError, EventError, SetupError
from refdealer.table.cards import FULL_DECK, Card, parse_cards, parse_deck
from refdealer.table.events import Bet, Chips, DealHole, Raise, parse_event
from refdealer.table.setup import Game, TableSetup, parse_setup

DECK = [str(card) for card in FULL_DECK]


def test_card_round_trips_its_token_and_repr() -> None:
    for card in FULL_DECK:
        assert Card(str(card)) is card
        assert eval(repr(card)) is card  # repr pastes back as code
    assert str(Card("Td")) == "Td"
    assert Card("As").rank == 12 and Card("As").suit_char == "s"
    assert Card("2c") == 0 and Card("As") == 51


@pytest.mark.parametrize("token", ["as", "1s", "A", "Asx", "", "10h", "Ax", " As"])
def test_bad_card_token_is_named_in_the_error(token: str) -> None:
    with pytest.raises(CardError, match=repr(token).replace("\\", "\\\\")):
        Card(token)


def test_card_list_error_names_position() -> None:
    with pytest.raises(CardError, match="card 2: bad card 'Zz'"):
        parse_cards(["As", "Kd", "Zz"])


def test_deck_must_be_52_distinct_cards() -> None:
    assert len(parse_deck(DECK)) == 52
    with pytest.raises(CardError, match="52 cards, got 51"):
        parse_deck(DECK[:-1])
    with pytest.raises(CardError, match=f"card 51: {DECK[0]} appears twice"):
        parse_deck([*DECK[:-1], DECK[0]])


def _setup(**changes: object) -> dict[str, object]:
    setup: dict[str, object] = {
        "game": "no-limit",
        "blinds": [1, 2],
        "seats": {"1": 200, "3": 150, "7": 90},
        "button": 3,
        "deck": DECK,
    }
    setup.update(changes)
    return setup


def test_setup_parses_seats_with_gaps_and_defaults() -> None:
    parsed = parse_setup(_setup())
    assert parsed.game is Game.NO_LIMIT
    assert parsed.seats == (1, 3, 7)
    assert parsed.stacks == {1: 200, 3: 150, 7: 90}
    assert parsed.profile == "rrop-cash"
    assert parsed.options["limit_cap_raises"] == 3
    assert parsed.options["heads_up_uncapped"] == "yes"


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"game": "stud"}, "game", "not one of"),
        ({"blinds": [2]}, "blinds", "expected [small, big]"),
        ({"blinds": [3, 2]}, "blinds", "exceeds big blind"),
        ({"seats": {"1": 100}}, "seats", "2-10 seats"),
        ({"seats": {"1": 100, "11": 100}}, "seats.11", "1-10"),
        ({"seats": {"1": 100, "2": "lots"}}, "seats.2", "expected an integer"),
        ({"button": 0}, "button", "1-10"),
        ({"seats": {"1": 100, "2": 100}, "button": 5}, "button", "heads-up"),
        ({"deck": DECK[:10]}, "deck", "52 cards, got 10"),
        ({"house": {"no_such_rule": 1}}, "house.no_such_rule", "unknown house option"),
        ({"house": {"heads_up_uncapped": "maybe"}}, "house.heads_up_uncapped", "not one of"),
        ({"house": {"limit_cap_raises": 0}}, "house.limit_cap_raises", "positive integer"),
        ({"profile": "wsop"}, "profile", "unknown profile"),
        ({"limits": {"small_bet": 2}}, "limits", "only a fixed-limit game"),
        ({"colour": "red"}, "colour", "unknown setup field"),
        ({"reshuffles": [["As", "As"]]}, "reshuffles[0]", "names a card twice"),
        ({"ante": 10, "ante_mode": "button"}, "ante_mode", "not one of each, big_blind"),
        ({"ante_mode": "big_blind"}, "ante_mode", "needs an ante above 0"),
    ],
)
def test_bad_setup_names_the_field(changes: dict[str, object], field: str, words: str) -> None:
    with pytest.raises(SetupError) as caught:
        parse_setup(_setup(**changes))
    assert caught.value.field == field
    assert words in str(caught.value)


@pytest.mark.parametrize("key", ["01", " 1", "1\n", "1 ", "+1", "1_0", "0x1"])
def test_n17_a_seat_key_is_written_only_as_json_writes_it(key: str) -> None:
    """ "01", " 1" and "1\n" would each be seat 1 too (so one setup could list seat 1
    twice under different keys): only "1" to "10" are seat keys, and only they a button."""
    with pytest.raises(SetupError) as caught:
        parse_setup(_setup(seats={key: 200, "3": 150}))
    assert "written plainly" in str(caught.value) and repr(key) in str(caught.value)
    assert "\n" not in caught.value.field
    with pytest.raises(SetupError, match="written plainly"):
        parse_setup(_setup(button=key))
    assert parse_setup(_setup(seats={"1": 200, "10": 150}, button="10")).seats == (1, 10)


def test_ante_mode_defaults_to_each_and_takes_the_big_blind_ante() -> None:
    assert parse_setup(_setup(ante=10)).ante_mode == "each"
    assert parse_setup(_setup(ante=10, ante_mode="big_blind")).ante_mode == "big_blind"


def test_unmodelled_option_value_is_refused_not_ignored() -> None:
    with pytest.raises(SetupError, match="not modelled by this dealer: the deal always starts"):
        parse_setup(_setup(house={"burn_before_hole_cards": "yes"}))
    for name, value in (("burn_before_hole_cards", "yes"),
                        ("exposed_replacement_after_cutoff", "discard_and_replace")):  # fmt: skip
        with pytest.raises(SetupError, match=f"house.{name}: .* not modelled by this dealer: "):
            parse_setup(_setup(house={name: value}))


def test_events_parse_to_typed_values_and_back() -> None:
    raw = {"type": "chips", "seat": 4, "motions": [[25], [25, 5]], "declared": "raise"}
    event = parse_event(raw)
    assert event == Chips(4, ((25,), (25, 5)), "raise")
    assert event.to_dict() == raw
    assert parse_event({"type": "raise", "seat": 4, "to": 30}) == Raise(4, 30)
    assert str(Raise(4, 30)) == "Seat 4 raises to 30"
    assert str(Bet(2, 10)) == "Seat 2 bets 10"
    assert parse_event({"type": "deal_hole", "exposed": True}) == DealHole(exposed=True)


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ({"type": "shuffle"}, "unknown event type 'shuffle'"),
        ({"type": "bet", "seat": 4}, "needs 'amount'"),
        ({"type": "bet", "seat": 4, "amount": "ten"}, "must be an integer"),
        ({"type": "fold", "seat": 4, "why": "bored"}, "unknown field 'why'"),
        ({"type": "chips", "seat": 4, "motions": []}, "non-empty list"),
        ({"type": "expose", "seat": 4, "card": "Xx"}, "bad card 'Xx'"),
        ({"type": "deal_hole", "exposed": "yes"}, "true or false"),
        (["fold"], "JSON object"),
    ],
)
def test_malformed_event_has_a_clear_error(raw: object, words: str) -> None:
    with pytest.raises(EventError, match=words):
        parse_event(raw)  # type: ignore[arg-type]


def test_a_parsed_setup_is_the_dataclass_made_from_its_fields() -> None:
    """parse_setup sets the frozen dataclass's slots directly: the value is the one its
    ``__init__`` makes from the same fields, every field set, and it stays frozen."""
    setup = parse_setup(
        {"game": "fixed-limit", "blinds": [1, 2], "ante": 1, "seats": {"1": 50, "3": 80},
         "button": 3, "house": {"limit_cap_raises": 3}, "deck": [str(c) for c in FULL_DECK],
         "reshuffles": [["As", "Kd"]]}
    )  # fmt: skip
    fields = {field.name: getattr(setup, field.name) for field in dataclasses.fields(setup)}
    made = TableSetup(**fields)
    assert setup == made and repr(setup) == repr(made)
    assert fields["reshuffles"] == ((Card("As"), Card("Kd")),) and fields["ante"] == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        setup.ante = 2  # type: ignore[misc]
