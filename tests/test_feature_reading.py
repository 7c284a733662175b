"""Reading a feature file does work in proportion to its size (issue 24, N6 and N10).

Time is not measured (the machine is shared); the work is. A spy stands in for the line
patterns of :mod:`refdealer.suite.feature_suite` and records every string handed to them,
and the names it hands back count how often they are compared with one another.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from refdealer.suite import feature_suite
from refdealer.suite.feature_suite import read_feature_file


class _CountedName(str):
    """A scenario name that counts the equality tests made on it."""

    compared = 0

    def __eq__(self, other: object) -> bool:
        _CountedName.compared += 1
        return str.__eq__(self, other)

    def __hash__(self) -> int:
        return str.__hash__(self)


class _Match:
    def __init__(self, match: re.Match[str]) -> None:
        self.match = match

    def __getitem__(self, group: str) -> str:
        return _CountedName(self.match[group])


class _SpyPattern:
    """A compiled pattern that records what it is asked to scan."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.scanned: list[str] = []

    def match(self, text: str) -> _Match | None:
        self.scanned.append(text)
        found = self.pattern.match(text)
        return None if found is None else _Match(found)

    def finditer(self, text: str) -> Iterator[_Match]:
        self.scanned.append(text)
        return map(_Match, self.pattern.finditer(text))


def _feature(scenarios: int, blank_lines: int) -> str:
    lines = ["Feature: Many", "", "  Rule: NL-MIN-RAISE — a raise is at least the last one", ""]
    for number in range(scenarios):
        lines += [
            f"    Scenario: Scenario number {number}",
            "      Given a no-limit table with blinds 100/200 and the button on seat 1:",
            "        | seat | stack |",
            "        | 1    | 20000 |",
            "        | 2    | 20000 |",
            "      When the hand is dealt",
            "",
        ]
    return "\n".join(lines + [""] * blank_lines) + "\n"


def _read_spied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, name: str
) -> tuple[list[Any], list[_SpyPattern]]:
    spies = [_SpyPattern(feature_suite._SCENARIO_LINE), _SpyPattern(feature_suite._RULE_LINE)]
    monkeypatch.setattr(feature_suite, "_SCENARIO_LINE", spies[0])
    monkeypatch.setattr(feature_suite, "_RULE_LINE", spies[1])
    path = tmp_path / f"{name}.feature"
    path.write_text(text, encoding="utf-8")
    scenarios, issues = read_feature_file(path)
    assert issues == []
    return scenarios, spies


def test_n6_feature_lines_are_looked_up_one_line_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _feature(scenarios=3, blank_lines=2000)
    scenarios, spies = _read_spied(tmp_path, monkeypatch, text, "blank")
    assert len(scenarios) == 3
    scanned = [piece for spy in spies for piece in spy.scanned]
    # A pattern given the whole text can run on over the blank lines from each of them.
    assert not [piece for piece in scanned if "\n" in piece]
    lines = len(text.splitlines())
    assert len(spies[0].scanned) == lines  # every line once, whatever it holds
    assert sum(map(len, scanned)) <= 2 * len(text)


def test_a_scenario_name_is_read_without_its_trailing_blanks(tmp_path: Path) -> None:
    path = tmp_path / "spaces.feature"
    path.write_text(_feature(1, 0).replace("number 0", "number 0" + " \t" * 2000))
    scenarios, issues = read_feature_file(path)
    assert issues == []
    assert [s.title for s in scenarios] == ["Scenario number 0"]
    assert scenarios[0].id == "spaces::Scenario number 0"


def test_n10_scenario_names_are_compared_in_proportion_to_their_number(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compared = {}
    for count in (200, 400):
        _CountedName.compared = 0
        scenarios, _ = _read_spied(tmp_path, monkeypatch, _feature(count, 0), f"n{count}")
        assert len(scenarios) == count
        compared[count] = _CountedName.compared
    # Counting each name against all the others would compare n * n times.
    assert compared[400] <= 2 * compared[200] + 10
    assert compared[400] < 400


def test_a_scenario_name_used_twice_is_still_reported(tmp_path: Path) -> None:
    path = tmp_path / "twice.feature"
    path.write_text(_feature(3, 0).replace("number 2", "number 0"), encoding="utf-8")
    _, issues = read_feature_file(path)
    assert [issue.message for issue in issues] == ["scenario name used twice: 'Scenario number 0'"]


def test_the_cycle_collector_is_back_on_after_a_parse_that_fails(tmp_path: Path) -> None:
    path = tmp_path / "broken.feature"
    path.write_text("Feature: Broken\n  Scenario: a\n    Given x\n  Nonsense: here\n")
    assert gc.isenabled()
    _, issues = read_feature_file(path)
    assert issues and issues[0].field == "(file)"
    assert gc.isenabled()
