"""``refdealer rules --diff``: every rule where the books differ, derived from the data.

- every house option whose defaults differ between the profiles is listed under its rule,
  with each profile's value, and one added to the options table shows up with no other change;
- each listed rule gives both books' rulings, each with its section, from the catalog's
  ``books:`` (in the project's own words: no 8-word run shared with ../shared);
- the scenarios listed under a profile are exactly the suite's scenarios citing the rule
  whose ``profiles:`` hold it;
- the exact lines of one rule; ``--json``; bad ``books:`` data is refused naming the field.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from types import MappingProxyType

import pytest

import refdealer.suite.books as books
from refdealer.catalog import CatalogError, load_rules, rule_catalog
from refdealer.cli import main
from refdealer.commands.rules_diff import diff_lines
from refdealer.options import HOUSE_OPTIONS, PROFILES
from refdealer.suite.books import OptionDiff, RuleDiff, default_suite, differing_options, rule_diffs
from tests.test_rule_text import shared_runs, source_documents


@dataclass(frozen=True)
class Cited:
    id: str
    rules: tuple[str, ...]
    profiles: tuple[str, ...]


def _blocks(out: str) -> dict[str, list[str]]:
    """The listing's blocks by rule id (each block starts with ``ID — title``)."""
    found: dict[str, list[str]] = {}
    for block in out.split("\n\n"):
        lines = block.splitlines()
        head = re.match(r"([A-Z][A-Z0-9-]+) \u2014 ", lines[0]) if lines else None
        if head:
            found[head.group(1)] = lines
    return found


@pytest.fixture(scope="module")
def listing() -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["rules", "--diff"]) == 0
    return out.getvalue()


def test_every_differing_option_is_listed_under_its_rule_with_both_values(listing: str) -> None:
    blocks = _blocks(listing)
    differing = [o for o in HOUSE_OPTIONS.values() if len({o.defaults[p] for p in PROFILES}) > 1]
    assert len(differing) >= 20
    missing = []
    for option in differing:
        values = [str(option.defaults[p]) for p in PROFILES]
        shown = " / ".join(re.escape(v) + r"( \[not modelled\])?" for v in values)
        line = re.compile(rf"    {option.name} = {shown}")
        if not any(line.fullmatch(text) for text in blocks.get(option.rule, [])):
            missing.append(option.name)
    assert missing == []
    # An option whose defaults agree is no difference: it is not listed.
    same = [o for o in HOUSE_OPTIONS.values() if len({o.defaults[p] for p in PROFILES}) == 1]
    assert same and not any(f"    {o.name} = " in listing for o in same)
    rules = {o.rule for o in differing}
    assert set(blocks) >= rules
    assert f"{len(blocks)} rule(s) where the books differ" in listing


def test_an_option_added_to_the_table_shows_up_without_other_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    base = HOUSE_OPTIONS["odd_chip_method"]  # the same default under both books
    assert base.name not in {o.name for o in differing_options()}
    new = replace(
        base, name="odd_chip_test_only",
        defaults=MappingProxyType({"rrop-cash": "left_of_button", "tda-2024": "high_card_by_suit"}),
    )  # fmt: skip
    monkeypatch.setattr(books, "HOUSE_OPTIONS", {**HOUSE_OPTIONS, new.name: new})
    diffs = {d.id: d for d in rule_diffs([Cited("x", ("ODD-CHIP",), ("tda-2024",))])}
    assert [o.name for o in diffs["ODD-CHIP"].options] == ["odd_chip_test_only"]
    lines = diff_lines(diffs["ODD-CHIP"])
    assert "    odd_chip_test_only = left_of_button / high_card_by_suit" in lines
    # The catalog has no book wording for it yet, and the listing says so.
    assert diffs["ODD-CHIP"].missing_books == PROFILES
    assert any("the catalog states no ruling of this book" in line for line in lines)


def test_the_exact_lines_of_one_rule() -> None:
    suite = [
        Cited("four-card-flop-redealt", ("FLOP-TOO-MANY",), ("rrop-cash",)),
        Cited("four-card-flop-scrambled", ("FLOP-TOO-MANY", "BURN-ONE-PER-STREET"), ("tda-2024",)),
        Cited("board::Both books", ("FLOP-TOO-MANY",), ("rrop-cash", "tda-2024")),
        Cited("another-rule", ("FLOP-PREMATURE",), ("rrop-cash", "tda-2024")),
    ]
    (diff,) = rule_diffs(suite, only=["FLOP-TOO-MANY"])
    assert diff_lines(diff) == [
        "FLOP-TOO-MANY \u2014 four-card flop  (board)",
        "  rrop-cash \u00b7 RRoP \u00a75 Hold'em r3",
        "    A flop of four cards is not kept: the four go back into the stub, the burn stays,",
        "    the stub is shuffled and cut, and a new flop of three is dealt without another burn.",
        "  tda-2024 \u00b7 TDA 39-A",
        "    The four cards are mixed face down and the floor draws one at random; that card is",
        "    kept as the turn's burn and the other three are the flop.",
        "  house options (rrop-cash / tda-2024):",
        "    flop_too_many = reshuffle_redeal / scramble_random_burn",
        "  scenarios under rrop-cash (2):",
        "    four-card-flop-redealt",
        "    feature board::Both books",
        "  scenarios under tda-2024 (2):",
        "    four-card-flop-scrambled",
        "    feature board::Both books",
    ]


def test_an_unmodelled_value_is_marked() -> None:
    (diff,) = rule_diffs([], only=["STRADDLE"])
    assert "    straddle = allowed / off" in diff_lines(diff)
    assert "  scenarios under tda-2024: none" in diff_lines(diff)
    unmodelled = replace(HOUSE_OPTIONS["straddle"], supported=("allowed",))
    marked = replace(diff, options=(OptionDiff.of(unmodelled),))
    assert "    straddle = allowed / off [not modelled]" in diff_lines(marked)


def test_every_differing_rule_has_both_books_in_the_projects_own_words() -> None:
    diffs = rule_diffs([])
    assert {d.id: d.missing_books for d in diffs if d.missing_books} == {}
    texts = {f"{d.id}/{b.profile}": b.ruling for d in diffs for b in d.rule.books}
    assert len(texts) == 2 * len(diffs)
    assert shared_runs(texts, source_documents()) == {}
    # The two books' rulings are not the same words.
    assert [d.id for d in diffs if len({b.ruling for b in d.rule.books}) < 2] == []


def test_the_scenarios_listed_are_the_suites_per_profile(listing: str) -> None:
    suite = default_suite()
    blocks = _blocks(listing)
    for rule in ("MISDEAL-CUTOFF", "PLAY-THE-BOARD"):
        for profile in PROFILES:
            want = [s.id for s in suite if rule in s.rules and profile in s.profiles]
            block = "\n".join(blocks[rule])
            if not want:
                assert f"  scenarios under {profile}: none" in block
                continue
            assert f"  scenarios under {profile} ({len(want)}):" in block
            for scenario_id in want:
                assert scenario_id in " ".join(block.split())


def test_diff_by_rule_words_and_json(
    capsys: pytest.CaptureFixture[str], tmp_path: pytest.TempPathFactory
) -> None:
    assert main(["rules", "--diff", "flop_too_many"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("FLOP-TOO-MANY \u2014 four-card flop")
    assert "1 rule(s) where the books differ" in out
    assert main(["rules", "--diff", "heads-up", "cap"]) == 0
    assert capsys.readouterr().out.startswith("CAP-HEADS-UP")
    assert main(["rules", "--diff", "--json", "-", "PLAY-THE-BOARD"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["profiles"] == list(PROFILES)
    (entry,) = document["rules"]
    assert entry["books"]["tda-2024"]["section"] == "TDA 19, 13-A"
    assert entry["options"][0]["defaults"] == {
        "rrop-cash": "declare_before_discard", "tda-2024": "table_all_cards",
    }  # fmt: skip
    assert set(entry["scenarios"]) == set(PROFILES)
    assert main(["rules", "--diff", "zzzz"]) == 2
    assert "no rule where the books differ matches 'zzzz'" in capsys.readouterr().err
    assert main(["rules", "--json", "-"]) == 2
    assert "--json goes with --diff" in capsys.readouterr().err


def test_a_rule_diff_round_trips_to_dict() -> None:
    (diff,) = rule_diffs([Cited("a", ("UNDERCALL",), ("rrop-cash",))], only=["UNDERCALL"])
    assert isinstance(diff, RuleDiff)
    assert diff.to_dict()["scenarios"] == {"rrop-cash": ["a"], "tda-2024": []}


@pytest.mark.parametrize(
    ("books_yaml", "message"),
    [
        ("books: {cash: {section: s, ruling: r}}", "rule X books.cash: unknown profile"),
        ("books: {rrop-cash: {section: s}}", "rule X books.rrop-cash.ruling: expected a non-empty"),
        ("books: {rrop-cash: {section: '', ruling: r}}", "books.rrop-cash.section: expected"),
        ("books: {rrop-cash: {section: s, ruling: r, note: n}}", "unknown field 'note'"),
        ("books: [a]", "rule X books: expected a mapping"),
    ],
)
def test_bad_books_are_refused_naming_the_field(books_yaml: str, message: str) -> None:
    document = (
        "rules:\n- id: X\n  area: board\n  title: t\n  text: Some text here. More text.\n"
        f"  sources: [s]\n  status: modelled\n  {books_yaml}\n"
    )
    with pytest.raises(CatalogError, match=re.escape(message)):
        load_rules(document)


def test_the_catalog_books_are_in_profile_order() -> None:
    entry = rule_catalog()["UNDERCALL"]
    assert [b.profile for b in entry.books] == list(PROFILES)
    assert entry.book("tda-2024") is not None and entry.book("tda-2024").section == "TDA 51-B"


def test_a_suite_that_does_not_validate_is_said_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import refdealer.suite.books as books
    from refdealer.scenarios.model import ScenarioIssue
    from refdealer.suite.certify import SuiteInvalid

    def broken() -> list[Cited]:
        raise SuiteInvalid([ScenarioIssue("scenarios/tda/x.yaml", 3, "profiles", "bad tag")])

    monkeypatch.setattr(books, "default_suite", broken)  # read when the command runs
    assert main(["rules", "--diff"]) == 2
    err = capsys.readouterr().err
    assert "1 problem(s) in the suite's scenario files" in err
    assert "scenarios/tda/x.yaml:3: profiles: bad tag" in err


def test_one_rule_shows_each_books_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "UNDERCALL"]) == 0
    out = capsys.readouterr().out
    flat = " ".join(out.split())
    assert "where the books differ" in out
    for book in rule_catalog()["UNDERCALL"].books:
        assert f"{book.profile} \u00b7 {book.section}" in out
        assert book.ruling in flat
    assert main(["rules", "CARDS-SPEAK"]) == 0
    assert "where the books differ" not in capsys.readouterr().out
