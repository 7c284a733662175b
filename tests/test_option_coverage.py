"""House-option coverage: every value of every option is refused at setup as not modelled, or
decides the outcome of a scenario (it passes with that value and fails with another)."""

from __future__ import annotations

import dataclasses

import pytest

from refdealer.errors import SetupError
from refdealer.options import HOUSE_OPTIONS
from refdealer.suite.certify import load_suite
from refdealer.suite.coverage import OptionValueCoverage, option_coverage
from refdealer.table.setup import parse_setup
from tests.helpers import DECK


def _rows(rows: list[OptionValueCoverage]) -> dict[tuple[str, object], OptionValueCoverage]:
    return {(row.option, row.value): row for row in rows}


@pytest.fixture(scope="module")
def suite_rows() -> dict[tuple[str, object], OptionValueCoverage]:
    return _rows(option_coverage(load_suite()))


def test_every_option_value_is_refused_or_decides_a_scenario(
    suite_rows: dict[tuple[str, object], OptionValueCoverage],
) -> None:
    assert [f"{key}: {row.gap}" for key, row in suite_rows.items() if row.gap] == []
    for name, option in HOUSE_OPTIONS.items():
        for value in option.values or ():
            assert (name, value) in suite_rows, (name, value)


def test_a_refused_value_is_refused_at_setup_with_the_reason(
    suite_rows: dict[tuple[str, object], OptionValueCoverage],
) -> None:
    refused = [key for key, row in suite_rows.items() if row.refused]
    assert ("burn_before_hole_cards", "yes") in refused and ("button_mode", "moving") not in refused
    for name, value in refused:
        setup = {"game": "no-limit", "blinds": [1, 2], "seats": {"1": 100, "2": 100},
                 "button": 1, "deck": list(DECK), "house": {name: value}}  # fmt: skip
        with pytest.raises(SetupError, match="not modelled by this dealer: "):
            parse_setup(setup)


def test_the_options_once_never_read_are_now_modelled_or_refused(
    suite_rows: dict[tuple[str, object], OptionValueCoverage],
) -> None:
    undercall = "undercall_when_unaware_of_raise"
    assert suite_rows[(undercall, "tda_51b_matrix")].exercised
    assert suite_rows[(undercall, "withdraw_if_no_one_acted")].exercised
    assert all(
        row.refused for (n, _), row in suite_rows.items() if n == "exposed_replacement_after_cutoff"
    )
    # A straddle is posted by a hand's setup and announced between hands: both values decide.
    assert suite_rows[("straddle", "allowed")].exercised
    assert suite_rows[("straddle", "off")].exercised
    # The button moves only between hands: the session scenarios decide both values.
    assert suite_rows[("button_mode", "dead")].exercised
    assert suite_rows[("button_mode", "moving")].exercised
    joker = "joker_or_nonstandard_before_action"
    assert suite_rows[(joker, "replace")].exercised
    assert suite_rows[(joker, "misdeal")].exercised
    assert suite_rows[("burn_before_hole_cards", "yes")].refused
    assert suite_rows[("burn_before_hole_cards", "no")].exercised


def test_a_value_named_where_it_changes_nothing_is_a_gap() -> None:
    """A plain deal-order scenario that names gross_misunderstanding_relief: yes plays the same
    under no, so it does not count, and the value is a gap in a suite of that one scenario."""
    scenario = next(s for s in load_suite() if s.id == "deal-order-six-handed-error-free")
    named = dataclasses.replace(
        scenario, setup={**scenario.setup, "house": {"gross_misunderstanding_relief": "yes"}}
    )
    rows = _rows(option_coverage([named]))
    row = rows[("gross_misunderstanding_relief", "yes")]
    assert row.exercised == [] and row.inert == [named.id]
    assert row.gap is not None and "no outcome depends on it" in row.gap
    assert rows[("misdeal_cutoff", "substantial_action")].gap == (
        "no scenario names this value, and setup does not refuse it"
    )


def test_a_value_that_decides_its_scenario_is_counted() -> None:
    scenario = next(
        s
        for s in load_suite()
        if s.id == "pot-with-chips-in-no-limit-the-chips-play-under-the-tda-option"
    )
    rows = _rows(option_coverage([scenario]))
    assert rows[("no_limit_pot_with_chips", "chips_play")].exercised == [scenario.id]
