"""PHH reading: the fields, the action grammar, and errors that name file, hand and action."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from refdealer.phh import PHHError, build_plan, phh_files, read_file, read_paths, read_text
from refdealer.phh.table import NotSupported, plan_table

HAND = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
players = ['Ann', 'Bob', 'Cy']
actions = [
  'd dh p1 AsKs',
  'd dh p2 ????  # unknown cards',
  'd dh p3 QdQc',
  'p3 cbr 6',
  'p1 f # folds',
  '',
  '# a standalone commentary',
  'p2 cc',
  'd db 2c3c4c',
  'p2 cc',
  'p3 cbr 10',
  'p2 f',
]
finishing_stacks = [99, 94, 107]
_custom = 'kept'
"""


def test_a_hand_is_read_with_its_fields_and_actions() -> None:
    (record,) = read_text(HAND, "one.phh")
    assert record.variant == "NT"
    assert record.blinds_or_straddles == (1, 2, 0)
    assert record.starting_stacks == (100, 100, 100)
    assert record.finishing_stacks == (99, 94, 107)
    assert record.players == ("Ann", "Bob", "Cy")
    assert record.fields == {"_custom": "kept"}
    assert record.label == "one.phh"
    actions = record.actions
    assert (actions[0].actor, actions[0].verb, actions[0].player) == ("d", "dh", 1)
    assert actions[0].cards == ("As", "Ks")
    assert actions[1].cards == ("??", "??") and actions[1].comment == "unknown cards"
    assert (actions[3].verb, actions[3].amount) == ("cbr", Decimal(6))
    assert actions[4].comment == "folds"
    assert actions[5].verb is None and actions[6].verb is None
    assert actions[6].comment == "a standalone commentary"


def test_show_muck_and_dash_are_told_apart() -> None:
    text = HAND.replace("'p2 f',", "'p2 cc', 'd db 5d', 'p2 cc', 'p3 cc', 'd db 6d', "
                        "'p2 cc', 'p3 cc', 'p2 sm -', 'p3 sm QdQc', 'p1 sm',")  # fmt: skip
    (record,) = read_text(text.replace("finishing_stacks = [99, 94, 107]\n", ""), "x.phh")
    shows = [a for a in record.actions if a.verb == "sm"]
    assert [(a.player, a.shows, a.dash, a.cards) for a in shows] == [
        (2, True, True, None),
        (3, True, False, ("Qd", "Qc")),
        (1, False, False, None),
    ]


def test_a_phhs_file_holds_one_hand_per_table(tmp_path: Path) -> None:
    path = tmp_path / "many.phhs"
    body = HAND.replace("_custom = 'kept'\n", "")
    path.write_text(f"[1]\n{body}\n[second]\n{body}", encoding="utf-8")
    records = read_file(path)
    assert [r.position for r in records] == [1, 2]
    assert [r.key for r in records] == ["1", "second"]
    assert records[1].label == f"{path}, hand 2 [second]"


def test_directories_are_searched_in_natural_order(tmp_path: Path) -> None:
    for name in ("10.phh", "2.phh", "1.phh"):
        (tmp_path / name).write_text(HAND, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    assert [p.name for p in phh_files([tmp_path])] == ["1.phh", "2.phh", "10.phh"]
    assert len(list(read_paths([tmp_path]))) == 3


# -- malformed files: the error names the file, the hand and the action ---------------------


def _error(text: str, source: str = "bad.phh", multi: bool | None = None) -> PHHError:
    with pytest.raises(PHHError) as caught:
        read_text(text, source, multi=multi)
    return caught.value


@pytest.mark.parametrize(
    ("replacement", "index", "words"),
    [
        (("'p3 cbr 6'", "'p9 cbr 6'"), 3, "no player p9"),
        (("'p3 cbr 6'", "'p3 cbr lots'"), 3, "bad amount 'lots'"),
        (("'p3 cbr 6'", "'p3 raise 6'"), 3, "unknown player action 'raise'"),
        (("'p3 cbr 6'", "'p3 cbr'"), 3, "'cbr' takes one amount"),
        (("'p3 cbr 6'", "'p3 cc 5'"), 3, "'cc' takes no argument"),
        (("'p3 cbr 6'", "'x3 cc'"), 3, "'x3' is not a player"),
        (("'d dh p3 QdQc'", "'d dh p3 QdXx'"), 2, "bad card 'Xx'"),
        (("'d dh p3 QdQc'", "'d dh p3 QdQ'"), 2, "each card is two characters"),
        (("'d dh p3 QdQc'", "'d dh QdQc'"), 2, "a dealer action is"),
    ],
)
def test_a_malformed_action_is_named(replacement: tuple[str, str], index: int, words: str) -> None:
    error = _error(HAND.replace(*replacement, 1))
    assert error.source == "bad.phh" and error.hand is None and error.action == index
    assert str(error).startswith(f"bad.phh, actions[{index}] ")
    assert words in str(error)


def test_an_error_in_a_phhs_names_the_hand(tmp_path: Path) -> None:
    path = tmp_path / "session.phhs"
    good = HAND.replace("_custom = 'kept'\n", "")
    bad = good.replace("'p2 cc',\n  'd db", "'p2 cc',\n  'p2 cbr 1e',\n  'd db")
    path.write_text(f"[1]\n{good}\n[2]\n{good}\n[3]\n{bad}", encoding="utf-8")
    with pytest.raises(PHHError) as caught:
        read_file(path)
    error = caught.value
    assert (error.source, error.hand, error.action) == (str(path), "3", 8)
    assert str(error) == f"{path}, hand 3, actions[8] 'p2 cbr 1e': bad amount '1e'"
    # Reading a directory reports the file's error and goes on with the next file.
    (tmp_path / "ok.phh").write_text(HAND, encoding="utf-8")
    results = list(read_paths([tmp_path]))
    assert len(results) == 2
    assert [isinstance(r, PHHError) for r in results] == [False, True]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("min_bet = 2\n", ""), "missing field 'min_bet'"),
        (("antes = [0, 0, 0]", "antes = [0, 0]"), "antes: expected 3 entries"),
        (("starting_stacks = [100, 100, 100]", "starting_stacks = [100, 0, 100]"),
         "starting_stacks[1]: a stack must be above zero"),
        (("variant = 'NT'\n", ""), "missing or empty field 'variant'"),
        (("players = ['Ann', 'Bob', 'Cy']", "players = ['Ann']"), "players: expected an array"),
        (("actions = [", "actions = 3\nx = ["), "actions: expected an array"),
    ],
)  # fmt: skip
def test_a_malformed_field_is_named(change: tuple[str, str], words: str) -> None:
    error = _error(HAND.replace(*change))
    assert error.action is None
    assert words in str(error)


def test_text_that_is_not_toml_names_the_file() -> None:
    error = _error("variant = 'NT\n", "broken.phh")
    assert str(error).startswith("broken.phh: not valid TOML")


@pytest.mark.parametrize(
    ("change", "index", "words"),
    [
        (("'d db 2c3c4c'", "'d db 2c3cAs'"), 8, "As is dealt twice (first in actions[0]"),
        (("'d db 2c3c4c'", "'d db 2c3c'"), 8, "the flop is 3 cards, not 2"),
        (("'p2 f',", "'p2 f', 'p2 cc',"), 12, "p2 acts after folding"),
        (("'p3 cbr 10'", "'d dh p3 2d'"), 10, "hole cards are dealt after the betting began"),
        (("'d dh p3 QdQc'", "'d dh p3 QdQcJd'"), 2, "p3 is dealt 3 hole cards"),
        (("'p2 f',", "'p2 f', 'p3 sm QhQc',"), 12, "p3 shows QhQc but was dealt QdQc"),
        (("'p3 cbr 10'", "'p3 pb'"), 10, "'pb' is not an action of Texas hold'em"),
    ],
)
def test_a_hand_that_cannot_have_happened_names_the_action(
    change: tuple[str, str], index: int, words: str
) -> None:
    (record,) = read_text(HAND.replace(*change), "odd.phh")
    with pytest.raises(PHHError) as caught:
        build_plan(record)
    assert caught.value.action == index
    assert f"odd.phh, actions[{index}] " in str(caught.value)
    assert words in str(caught.value)


# -- what refdealer can deal --------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("variant = 'NT'", "variant = 'PO'"), "variant 'PO' (pot-limit Omaha hold'em)"),
        (
            ("[1, 2, 0]", "[1, 2, 6]"),
            "a straddle of 6 (p3 posts 6): refdealer's live straddle is twice the big blind, 4",
        ),
        (("[100, 100, 100]", "[100, 100.5, 100]"), "fractional chip amounts"),
        (("[100, 100, 100]", "[100, inf, 100]"), "starting_stacks[1] is unknown"),
        (("antes = [0, 0, 0]", "antes = [0, 2, 0]"), "non-uniform antes"),
        (("min_bet = 2", "min_bet = 1"), "min_bet 1 differs from the big blind 2"),
        (("[1, 2, 0]", "[3, 2, 0]"), "small blind 3 above the big blind 2"),
        (("[1, 2, 0]", "[1, 0, 0]"), "needs a big blind"),
    ],
)
def test_hands_refdealer_cannot_deal_are_not_supported(change: tuple[str, str], words: str) -> None:
    (record,) = read_text(HAND.replace(*change), "x.phh")
    with pytest.raises(NotSupported, match=re.escape(words)):
        build_plan(record)


FOUR_STRADDLED = """\
variant = 'NT'
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
seats = [2, 3, 4, 1]
actions = ['d dh p1 AsKs', 'd dh p2 AhKh', 'd dh p3 QdQc', 'd dh p4 JdJc', 'p4 cbr 12', 'p1 f',
  'p2 f', 'p3 cc', 'd db 2c3c4c', 'p3 cc', 'p4 cc', 'd db 5d', 'p3 cc', 'p4 cc', 'd db 9h',
  'p3 cc', 'p4 cc', 'p3 sm QdQc', 'p4 sm JdJc']
finishing_stacks = [99, 98, 115, 88]
"""


def test_a_third_blind_is_p3s_live_straddle_and_replays() -> None:
    """PHH writes a straddle as the third entry of blinds_or_straddles: p3, left of the big
    blind, posts 4 live at 1/2 (STRADDLE, RRoP s14 NL); the action starts on his left (p4),
    and he acts last before the flop."""
    from refdealer.dealer import ReferenceDealer
    from refdealer.phh import replay_plan
    from refdealer.phh.compare import MATCHED

    (record,) = read_text(FOUR_STRADDLED, "straddle.phh")
    plan = build_plan(record)
    assert plan.table.straddle == 4 and plan.setup["straddle"] == 4  # p3 sits in seat 4
    dealer = ReferenceDealer()
    result = replay_plan(dealer, plan)
    assert (result.outcome, result.detail) == (MATCHED, "")
    assert dealer.hand.setup.overblind is not None and dealer.hand.stacks == {
        2: 99,
        3: 98,
        4: 115,
        1: 88,
    }


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("[1, 2, 4, 0]", "[1, 2, 4, 8]"), "straddles (p3 posts 4, p4 posts 8): refdealer "
         "deals one live straddle"),
        (("[1, 2, 4, 0]", "[1, 2, 0, 4]"), "straddles (p4 posts 4): refdealer deals one live "
         "straddle, from p3"),
        (("variant = 'NT'\n", "variant = 'FT'\nsmall_bet = 2\nbig_bet = 4\n"),
         "a straddle (p3 posts 4) in fixed-limit"),
    ],
)  # fmt: skip
def test_a_straddle_refdealer_does_not_deal_is_not_supported(
    change: tuple[str, str], words: str
) -> None:
    text = FOUR_STRADDLED.replace(*change).replace(
        "min_bet = 2\n", "" if "FT" in change[1] else "min_bet = 2\n"
    )
    (record,) = read_text(text, "x.phh")
    with pytest.raises(NotSupported, match=re.escape(words)):
        build_plan(record)


def test_more_than_ten_players_are_not_supported() -> None:
    eleven = 11
    text = (
        f"variant = 'NT'\nantes = {[0] * eleven}\n"
        f"blinds_or_straddles = {[1, 2] + [0] * (eleven - 2)}\nmin_bet = 2\n"
        f"starting_stacks = {[5] * eleven}\nactions = []\n"
    )
    (record,) = read_text(text, "big.phh")
    with pytest.raises(NotSupported, match="11 players"):
        plan_table(record)


def test_players_sit_in_order_with_the_button_on_the_last() -> None:
    (record,) = read_text(HAND, "x.phh")
    table = plan_table(record)
    assert (table.seats, table.button) == ((1, 2, 3), 3)
    seating = table.seating
    assert (seating.small_blind, seating.big_blind, seating.first_preflop) == (1, 2, 3)


def test_recorded_seats_are_kept_when_they_run_clockwise() -> None:
    text = HAND.replace("players =", "seats = [4, 6, 2]\nseat_count = 6\nplayers =")
    (record,) = read_text(text, "x.phh")
    table = plan_table(record)
    assert (table.seats, table.button, table.renumbered) == ((4, 6, 2), 2, False)
    assert (table.seating.small_blind, table.seating.big_blind) == (4, 6)
    plan = build_plan(record)
    assert plan.setup["seats"] == {"4": 100, "6": 100, "2": 100}
    assert plan.setup["button"] == 2


def test_seats_out_of_clockwise_order_are_renumbered() -> None:
    (record,) = read_text(HAND.replace("players =", "seats = [6, 4, 2]\nplayers ="), "x.phh")
    table = plan_table(record)
    assert (table.seats, table.button, table.renumbered) == ((1, 2, 3), 3, True)


def test_heads_up_forced_bets_are_reversed_by_rule() -> None:
    # Heads-up p1 posts the second entry (the big blind), p2 is the button and small blind.
    text = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 50]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 f']
finishing_stacks = [101, 49]
"""
    (record,) = read_text(text, "hu.phh")
    table = plan_table(record)
    assert (table.blinds, table.button) == ((1, 2), 2)
    assert (table.seating.small_blind, table.seating.big_blind) == (2, 1)


def test_fixed_limit_bet_sizes_come_from_small_and_big_bet() -> None:
    text = HAND.replace("variant = 'NT'", "variant = 'FT'").replace(
        "min_bet = 2", "small_bet = 2\nbig_bet = 4"
    )
    (record,) = read_text(text, "ft.phh")
    plan = build_plan(record)
    assert plan.setup["game"] == "fixed-limit"
    assert plan.setup["limits"] == {"small_bet": 2, "big_bet": 4}
