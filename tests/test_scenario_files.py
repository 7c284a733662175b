"""Scenario files: every mistake located by file, line and field; the schema; the runner.

Each malformed file is BASE with one edit, so the line a problem must be reported on is the
line the edit made. A file with several mistakes reports them all at once.
"""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import jsonschema
import pytest
import yaml

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.loader import load_scenario_file, load_scenarios
from refdealer.scenarios.model import Scenario, ScenarioIssue
from refdealer.scenarios.runner import (
    FAILED,
    NOT_APPLICABLE,
    PASSED,
    ScenarioResult,
    run_scenario,
)
from refdealer.table.cards import RANKS, SUITS

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "scenarios"

#: A valid scenario; the comments give the line numbers the cases below rely on.
BASE = """\
id: three-handed-open
title: Seat 1 opens to 6 and seat 2 may not check
description: The blinds are 1 and 2; seat 1 raises to 6; seat 2 tries to check.
rules: [NL-MIN-RAISE]
requires: [no-limit]
profiles: [rrop-cash]
setup:
  game: no-limit
  blinds: [1, 2]
  seats: {1: 200, 2: 200, 3: 200}
  button: 1
  stack: {hole: {1: AhKh}}
script:
  - deal: hole
  - event: {type: raise, seat: 1, to: 6}
    expect: {to_act: 2, stacks: {1: 194, 2: 199, 3: 198}}
  - event: {type: check, seat: 2}
    reject: CANNOT_CHECK
    narration: Seat 2 faces a raise.
    quiz:
      question: May seat 2 check?
      choices: ["yes", "no"]
      answer: "no"
situation: Seat 1 opens and seat 2 is next to act
"""
LINE = {
    "id": 1,
    "description": 3,
    "rules": 4,
    "requires": 5,
    "profiles": 6,
    "setup": 7,
    "blinds": 9,
    "seats": 10,
    "button": 11,
    "stack": 12,
    "deal": 14,
    "raise": 15,
    "expect": 16,
    "check": 17,
    "reject": 18,
    "answer": 23,
    "situation": 24,
}
DECK = [rank + suit for suit in SUITS for rank in RANKS]
DECK_LINE = LINE["stack"] + 1  # the first card of a block-style deck written at 'stack'


def edit(text: str, old: str, new: str) -> str:
    """``text`` with the one occurrence of ``old`` replaced."""
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
    return text.replace(old, new)


def with_deck(cards: list[str]) -> str:
    """BASE with a block-style ``deck`` (one card per line) instead of ``stack``."""
    block = "  deck:\n" + "".join(f"    - {card}\n" for card in cards)
    return edit(BASE, "  stack: {hole: {1: AhKh}}\n", block)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def load_one(folder: Path, text: str) -> tuple[Path, list[Scenario], list[ScenarioIssue]]:
    path = write(folder, "case.yaml", text)
    scenarios, issues = load_scenario_file(path)
    return path, scenarios, issues


def test_the_base_scenario_is_valid(tmp_path: Path) -> None:
    _, scenarios, issues = load_one(tmp_path, BASE)
    assert issues == []
    [scenario] = scenarios
    assert scenario.id == "three-handed-open"
    assert [step.line for step in scenario.script] == [LINE["deal"], LINE["raise"], LINE["check"]]
    assert scenario.script[2].quiz is not None and scenario.script[2].quiz.answer == "no"
    assert scenario.situation == "Seat 1 opens and seat 2 is next to act"


# -- one mistake: exactly one issue, at the right line and field --------------------------

ONE_MISTAKE = {
    "bad YAML": (
        edit(BASE, "  button: 1\n", "  button: 1: 2\n"),
        LINE["button"],
        "(file)",
        "not valid YAML: mapping values are not allowed here",
    ),
    "bad YAML noticed after the line it is on": (
        edit(BASE, "  blinds: [1, 2]\n", "  blinds: [1, 2\n"),
        LINE["seats"],
        "(file)",
        f"(while parsing a flow sequence that starts on line {LINE['blinds']})",
    ),
    "missing required field": (
        "\n".join(line for line in BASE.split("\n") if not line.startswith("description:")),
        1,
        "description",
        "missing required field",
    ),
    "missing required setup field": (
        edit(BASE, "  button: 1\n", ""),
        LINE["setup"],
        "setup.button",
        "missing required field",
    ),
    "wrong type": (
        edit(BASE, "button: 1", "button: first"),
        LINE["button"],
        "setup.button",
        "'first' is not of type 'integer'",
    ),
    "wrong type in an event": (
        edit(BASE, "to: 6}", "to: six}"),
        LINE["raise"],
        "script[1].event.to",
        "'six' is not of type 'integer'",
    ),
    "wrong type of a list": (
        edit(BASE, "rules: [NL-MIN-RAISE]", "rules: NL-MIN-RAISE"),
        LINE["rules"],
        "rules",
        "'NL-MIN-RAISE' is not of type 'array'",
    ),
    "bad card": (
        edit(BASE, "AhKh", "AhKx"),
        LINE["stack"],
        "setup.stack.hole.1",
        "'AhKx' does not have the expected form",
    ),
    "bad card in the deck": (
        with_deck([*DECK[:30], "1x", *DECK[31:]]),
        DECK_LINE + 30,
        "setup.deck[30]",
        "'1x' does not have the expected form",
    ),
    "duplicate card in the deck": (
        with_deck([*DECK[:40], DECK[7], *DECK[41:]]),
        DECK_LINE + 40,
        "setup.deck[40]",
        f"card {DECK[7]!r} is named twice (first at setup.deck[7])",
    ),
    "short deck": (
        with_deck(DECK[:51]),
        LINE["stack"],  # the line of 'deck:'
        "setup.deck",
        "has 51 item(s), expected at least 52",
    ),
    "duplicate card in the stack": (
        edit(BASE, "stack: {hole: {1: AhKh}}", "stack: {hole: {1: AhKh}, board: Qh Kh Jh}"),
        LINE["stack"],
        "setup.stack.board",
        "card 'Kh' is named twice (first at setup.stack.hole.1)",
    ),
    "bad seat number": (
        edit(BASE, "seats: {1: 200, 2: 200, 3: 200}", "seats: {1: 200, 2: 200, 11: 200}"),
        LINE["seats"],
        "setup.seats.11",
        "key '11' does not have the expected form",
    ),
    "unknown rule id": (
        edit(BASE, "rules: [NL-MIN-RAISE]", "rules: [NL-MIN-RAISE, NO-SUCH-RULE]"),
        LINE["rules"],
        "rules[1]",
        "unknown rule id 'NO-SUCH-RULE'",
    ),
    "unknown capability": (
        edit(BASE, "requires: [no-limit]", "requires: [no-limit, x-ray-vision]"),
        LINE["requires"],
        "requires[1]",
        "unknown capability 'x-ray-vision'",
    ),
    "unknown profile": (
        edit(BASE, "profiles: [rrop-cash]", "profiles: [rrop-cash, home-game]"),
        LINE["profiles"],
        "profiles[1]",
        "unknown profile 'home-game'",
    ),
    "unknown event field": (
        edit(BASE, "to: 6}", "to: 6, colour: red}"),
        LINE["raise"],
        "script[1].event.colour",
        "unknown field",
    ),
    "unknown field of a bare event": (
        edit(BASE, "  - deal: hole\n", "  - deal: hole\n  - {type: fold, seat: 3, why: bored}\n"),
        LINE["deal"] + 1,
        "script[1].why",
        "unknown field",
    ),
    "event field the event type does not take": (
        edit(BASE, "{type: check, seat: 2}", "{type: check, seat: 2, amount: 2}"),
        LINE["check"],
        "script[2].event",
        "check event: unknown field 'amount'",
    ),
    "unknown event type": (
        edit(BASE, "{type: check, seat: 2}", "{type: juggle, seat: 2}"),
        LINE["check"],
        "script[2].event.type",
        "'juggle' is not one of 'deal_hole', 'burn'",
    ),
    "unknown top-level field": (
        edit(BASE, "requires: [no-limit]\n", "requires: [no-limit]\nauthor: me\n"),
        LINE["requires"] + 1,
        "author",
        "unknown field",
    ),
    "a step with both deal and an event": (
        edit(BASE, "  - deal: hole\n", "  - deal: hole\n    event: {type: burn}\n"),
        LINE["deal"],
        "script[0]",
        "a step is one event, 'event: {...}', 'deal: ...' or 'hand: {...}', not event and deal",
    ),
    "a step with both deal and a bare event": (
        edit(BASE, "  - deal: hole\n", "  - {deal: hole, type: burn}\n"),
        LINE["deal"],
        "script[0]",
        "not deal and type",
    ),
    "unknown rejection reason": (
        edit(BASE, "reject: CANNOT_CHECK", "reject: NOT_A_REASON"),
        LINE["reject"],
        "script[2].reject",
        "unknown rejection reason 'NOT_A_REASON'",
    ),
    "unknown ruling code in expect": (
        edit(BASE, "expect: {to_act: 2,", "expect: {rulings: [NO_SUCH_RULING], to_act: 2,"),
        LINE["expect"],
        "script[1].expect.rulings[0]",
        "unknown ruling code 'NO_SUCH_RULING'",
    ),
    "unknown ruling code in all_rulings": (
        edit(BASE, "expect: {to_act: 2,", "expect: {all_rulings: [SHORT_BLIND, BOGUS], to_act: 2,"),
        LINE["expect"],
        "script[1].expect.all_rulings[1]",
        "unknown ruling code 'BOGUS'",
    ),
    "unknown ruling code in rulings_in_order": (
        edit(
            BASE,
            "expect: {to_act: 2,",
            "expect: {rulings_in_order: [SHORT_BLIND, NOPE], to_act: 2,",
        ),
        LINE["expect"],
        "script[1].expect.rulings_in_order[1]",
        "unknown ruling code 'NOPE'",
    ),
    "rulings_in_order not a list": (
        edit(BASE, "expect: {to_act: 2,", "expect: {rulings_in_order: SHORT_BLIND, to_act: 2,"),
        LINE["expect"],
        "script[1].expect.rulings_in_order",
        "'SHORT_BLIND' is not of type 'array'",
    ),
    "rulings and rulings_in_order both": (
        edit(
            BASE,
            "expect: {to_act: 2,",
            "expect: {rulings: [], rulings_in_order: [], to_act: 2,",
        ),
        LINE["expect"],
        "script[1].expect.rulings_in_order",
        "give 'rulings' (any order) or 'rulings_in_order', not both",
    ),
    "expect.stub without requiring stub-visible": (
        edit(BASE, "expect: {to_act: 2,", "expect: {stub: [], to_act: 2,"),
        LINE["expect"],
        "script[1].expect.stub",
        "checking 'stub' needs the scenario to require 'stub-visible'",
    ),
    "expect.burns without requiring burns-visible": (
        edit(BASE, "expect: {to_act: 2,", "expect: {burns: [], to_act: 2,"),
        LINE["expect"],
        "script[1].expect.burns",
        "checking 'burns' needs the scenario to require 'burns-visible'",
    ),
    "rulings expected of a rejected event": (
        edit(BASE, "CANNOT_CHECK\n", "CANNOT_CHECK\n    expect: {rulings: [SHORT_BLIND]}\n"),
        LINE["reject"] + 1,
        "script[2].expect.rulings",
        "a rejected event draws no rulings",
    ),
    "ordered rulings expected of a rejected event": (
        edit(BASE, "CANNOT_CHECK\n", "CANNOT_CHECK\n    expect: {rulings_in_order: []}\n"),
        LINE["reject"] + 1,
        "script[2].expect.rulings_in_order",
        "a rejected event draws no rulings",
    ),
    "quiz answer not among the choices": (
        edit(BASE, 'answer: "no"', "answer: maybe"),
        LINE["answer"],
        "script[2].quiz.answer",
        "the answer is not one of the choices",
    ),
    "quiz without a situation": (
        edit(BASE, "situation: Seat 1 opens and seat 2 is next to act\n", ""),
        LINE["id"],
        "situation",
        "a scenario with a quiz needs a neutral one-line situation for trainees (the quiz is"
        " on line 20)",
    ),
    "situation on two lines": (
        edit(BASE, "Seat 1 opens and seat 2 is next to act", '"Seat 1 opens,\\nseat 2 is next"'),
        LINE["situation"],
        "situation",
        "a situation is one line",
    ),
    "situation that is not text": (
        edit(BASE, "situation: Seat 1 opens and seat 2 is next to act", "situation: [a, b]"),
        LINE["situation"],
        "situation",
        "is not of type 'string'",
    ),
    "a key written twice": (
        edit(BASE, "  button: 1\n", "  button: 1\n  button: 2\n"),
        LINE["button"] + 1,
        "setup.button",
        "key 'button' written twice",
    ),
    "a top-level key written twice": (
        edit(BASE, "requires: [no-limit]\n", "requires: [no-limit]\nrequires: [heads-up]\n"),
        LINE["requires"] + 1,
        "requires",
        "key 'requires' written twice",
    ),
    "neither deck nor stack": (
        edit(BASE, "  stack: {hole: {1: AhKh}}\n", ""),
        LINE["setup"],
        "setup",
        "give exactly one of 'deck' (52 cards) or 'stack' (cards wanted)",
    ),
}


@pytest.mark.parametrize(
    ("text", "line", "field", "message"), ONE_MISTAKE.values(), ids=list(ONE_MISTAKE)
)
def test_one_mistake_is_one_issue_with_file_line_and_field(
    tmp_path: Path, text: str, line: int, field: str, message: str
) -> None:
    path, scenarios, issues = load_one(tmp_path, text)
    assert [(i.path, i.line, i.field) for i in issues] == [(str(path), line, field)], issues
    assert message in issues[0].message
    assert str(issues[0]) == f"{path}:{line}: {field}: {issues[0].message}"
    assert scenarios == []  # a file with problems gives no half-checked scenarios


def test_checking_the_stub_is_fine_when_the_scenario_requires_it(tmp_path: Path) -> None:
    text = edit(BASE, "requires: [no-limit]", "requires: [no-limit, stub-visible, burns-visible]")
    text = edit(text, "expect: {to_act: 2,", "expect: {burns: [], to_act: 2,")
    _, scenarios, issues = load_one(tmp_path, text)
    assert issues == [] and len(scenarios) == 1


# -- several mistakes: all reported at once ------------------------------------------------


def test_every_problem_of_a_file_is_reported_at_once(tmp_path: Path) -> None:
    text = edit(BASE, "title: Seat 1", "title: Seat 1 opens\ntitle: Seat 1")  # written twice
    text = edit(text, "button: 1", "button: first")  # wrong type
    text = edit(text, "rules: [NL-MIN-RAISE]", "rules: [NO-SUCH-RULE]")  # unknown rule id
    text = edit(text, "to: 6}", "to: 6, colour: red}")  # unknown event field
    text = edit(text, "reject: CANNOT_CHECK", "reject: NOT_A_REASON")  # unknown reason
    path, scenarios, issues = load_one(tmp_path, text)
    assert scenarios == []
    assert sorted((i.line, i.field) for i in issues) == [
        (3, "title"),
        (1 + LINE["rules"], "rules[0]"),
        (1 + LINE["button"], "setup.button"),
        (1 + LINE["raise"], "script[1].event.colour"),
        (1 + LINE["reject"], "script[2].reject"),
    ], issues
    assert {i.path for i in issues} == {str(path)}


def test_every_problem_of_every_scenario_in_a_list_is_reported(tmp_path: Path) -> None:
    first = "  - " + textwrap.indent(BASE, "    ")[4:]
    second = edit(first, "three-handed-open", "three-handed-open-again")
    second = edit(second, "requires: [no-limit]", "requires: [telepathy]")
    second = edit(second, "  - deal: hole\n", "  - deal: twice\n")
    text = "scenarios:\n" + first + second
    offset = 1 + len(BASE.splitlines())  # where the second scenario starts, minus one
    _, scenarios, issues = load_one(tmp_path, text)
    assert scenarios == []
    assert sorted((i.line, i.field) for i in issues) == [
        (offset + LINE["requires"], "scenarios[1].requires[0]"),
        (offset + LINE["deal"], "scenarios[1].script[0].deal"),
    ], issues


def test_duplicate_scenario_ids_across_files_name_the_first_location(tmp_path: Path) -> None:
    write(tmp_path, "a.yaml", BASE)
    again = "# the same scenario, copied\nscenarios:\n  - " + BASE.replace("\n", "\n    ")
    write(tmp_path, "b.yaml", again)
    scenarios, issues = load_scenarios([tmp_path])
    assert [s.id for s in scenarios] == ["three-handed-open"]
    assert [str(i) for i in issues] == [
        f"{tmp_path / 'b.yaml'}:3: id: duplicate scenario id 'three-handed-open'"
        f" (first at {tmp_path / 'a.yaml'}:1)"
    ]


def test_a_file_that_is_not_a_mapping_is_one_issue(tmp_path: Path) -> None:
    _, scenarios, issues = load_one(tmp_path, "- just\n- a list\n")
    assert scenarios == []
    assert [(i.line, i.field) for i in issues] == [(1, "(file)")]


# -- refdealer validate --------------------------------------------------------------------

ISSUE_LINE = re.compile(r"^(?P<path>.+):(?P<line>\d+): (?P<field>\S+): (?P<message>.+)$")


def test_validate_prints_file_line_field_message_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "good.yaml", edit(BASE, "three-handed-open", "a-good-one"))
    bad = edit(BASE, "rules: [NL-MIN-RAISE]", "rules: [NO-SUCH-RULE]")
    bad = edit(bad, "reject: CANNOT_CHECK", "reject: NOT_A_REASON")
    bad_path = write(tmp_path, "bad.yaml", bad)
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{bad_path}:{LINE['rules']}: rules[0]: unknown rule id 'NO-SUCH-RULE'",
        f"{bad_path}:{LINE['reject']}: script[2].reject: unknown rejection reason 'NOT_A_REASON'",
        "2 scenario file(s), 1 scenario(s), 0 feature file(s), 0 feature scenario(s), 2 problem(s)",
    ]
    for line in out[:-1]:
        match = ISSUE_LINE.match(line)
        assert match is not None and match["path"] == str(bad_path)


def test_validate_reports_a_missing_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", str(tmp_path / "nope.yaml")]) == 1
    captured = capsys.readouterr()
    assert f"{tmp_path / 'nope.yaml'}:1: (file): no such file" in captured.err


def test_validate_passes_the_real_suite(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SUITE)]) == 0
    out = capsys.readouterr().out.splitlines()
    match = re.fullmatch(
        r"(\d+) scenario file\(s\), (\d+) scenario\(s\), 0 feature file\(s\), "
        r"0 feature scenario\(s\), 0 problem\(s\)",
        out[-1],
    )
    assert match is not None, out
    assert int(match[1]) == len(list(SUITE.rglob("*.yaml"))) and int(match[2]) > 0
    assert out[:-1] == []


# -- refdealer schema ----------------------------------------------------------------------


#: ``yaml.safe_load``'s loader with libyaml's parser where PyYAML has it (the same
#: constructor and resolver, so the same data), as the scenario loader reads the suite.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def json_view(path: Path) -> object:
    """A YAML file as the JSON a schema sees: mapping keys (seat numbers) become strings."""
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    return json.loads(json.dumps(data))


def test_schema_is_a_valid_draft_2020_12_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


def test_every_suite_file_validates_against_the_printed_schema(
    capsys: pytest.CaptureFixture[str],
) -> None:
    main(["schema"])
    validator = jsonschema.Draft202012Validator(json.loads(capsys.readouterr().out))
    files = sorted(SUITE.rglob("*.yaml"))
    assert files
    for path in files:
        errors = [
            f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(json_view(path))
        ]
        assert errors == [], path


def test_the_schema_rejects_what_the_loader_rejects_structurally(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["schema"])
    validator = jsonschema.Draft202012Validator(json.loads(capsys.readouterr().out))
    good = write(tmp_path, "good.yaml", BASE)
    bad = write(tmp_path, "bad.yaml", edit(BASE, "to: 6}", "to: 6, colour: red}"))
    assert list(validator.iter_errors(json_view(good))) == []
    assert [e.validator for e in validator.iter_errors(json_view(bad))] == ["additionalProperties"]


def test_editor_schema_comments_point_at_the_schema() -> None:
    for path in SUITE.rglob("*.yaml"):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        if first.startswith("# yaml-language-server: $schema="):
            target = path.parent / first.split("$schema=", 1)[1].strip()
            assert target.resolve().is_file(), path


# -- the runner ----------------------------------------------------------------------------


def run(tmp_path: Path, text: str, *, capabilities: list[str] | None = None) -> ScenarioResult:
    _, scenarios, issues = load_one(tmp_path, text)
    assert issues == []
    dealer = ReferenceDealer()
    hello = dealer.hello()
    return run_scenario(
        InProcessEngine(dealer),
        scenarios[0],
        profile="rrop-cash",
        capabilities=hello["capabilities"] if capabilities is None else capabilities,
        profiles=hello.get("profiles"),
    )


def test_the_base_scenario_passes_on_the_reference_dealer(tmp_path: Path) -> None:
    result = run(tmp_path, BASE)
    assert (result.outcome, result.detail) == (PASSED, "")
    assert result.script == (
        "0: deal: hole",
        "1: Seat 1 raises to 6",
        "2: Seat 2 checks",
    )


def test_a_wrong_stack_fails_naming_the_field(tmp_path: Path) -> None:
    result = run(tmp_path, edit(BASE, "3: 198}", "3: 197}"))
    assert result.outcome == FAILED
    assert result.step == 1
    assert [(d.field, d.expected, d.actual) for d in result.differences] == [("stacks.3", 197, 198)]
    assert str(result.differences[0]) == "stacks.3: expected 197, got 198"
    assert result.detail == "step 1 (Seat 1 raises to 6): 1 field(s) differ"
    assert result.reproduction is not None
    assert result.reproduction["failed_step"] == 1
    assert result.reproduction["events"][-1] == {"type": "raise", "seat": 1, "to": 6}


def test_an_expected_rejection_that_is_accepted_fails(tmp_path: Path) -> None:
    result = run(tmp_path, edit(BASE, "{type: check, seat: 2}", "{type: call, seat: 2}"))
    assert result.outcome == FAILED
    assert result.step == 2
    assert "expected rejection CANNOT_CHECK, but the engine accepted it" in result.detail


def test_a_rejection_for_the_wrong_reason_fails(tmp_path: Path) -> None:
    result = run(tmp_path, edit(BASE, "reject: CANNOT_CHECK", "reject: NOT_YOUR_TURN"))
    assert result.outcome == FAILED
    assert result.detail == "step 2 (Seat 2 checks): wrong rejection"
    assert [(d.field, d.expected, d.actual) for d in result.differences] == [
        ("reason", "NOT_YOUR_TURN", "CANNOT_CHECK")
    ]


def test_an_unexpected_rejection_fails_with_the_reason(tmp_path: Path) -> None:
    result = run(
        tmp_path, edit(BASE, "{type: raise, seat: 1, to: 6}", "{type: raise, seat: 1, to: 2}")
    )
    assert result.outcome == FAILED
    assert result.step == 1
    assert "the engine rejected" in result.detail and "BELOW_MINIMUM" in result.detail


def test_a_short_raise_is_brought_to_the_minimum_not_rejected(tmp_path: Path) -> None:
    """A raise to 3 (minimum 4) is accepted and made 4; expecting the old raise to 6's
    stacks fails on the field, and expecting the correction passes."""
    short = edit(BASE, "{type: raise, seat: 1, to: 6}", "{type: raise, seat: 1, to: 3}")
    result = run(tmp_path, short)
    assert result.outcome == FAILED
    assert result.detail == "step 1 (Seat 1 raises to 3): 1 field(s) differ"
    assert str(result.differences[0]) == "stacks.1: expected 194, got 196"
    expected = edit(
        short,
        "expect: {to_act: 2, stacks: {1: 194, 2: 199, 3: 198}}",
        "expect: {rulings: [RAISE_BROUGHT_TO_MINIMUM], to_act: 2, "
        "stacks: {1: 196, 2: 199, 3: 198}}",
    )
    result = run(tmp_path, expected)
    assert (result.outcome, result.detail) == (PASSED, "")


def test_ordered_rulings_compare_the_order_plain_rulings_do_not(tmp_path: Path) -> None:
    """The side pot is split before the main pot is awarded (POT-AWARD-ORDER)."""
    text = yaml.safe_load((SUITE / "strength" / "award-order.yaml").read_text(encoding="utf-8"))
    scenario = text["scenarios"][0]
    last = scenario["script"][-1]["expect"]
    assert last["rulings_in_order"] == ["SPLIT_POT", "POT_AWARDED"]
    result = run(tmp_path, yaml.safe_dump(scenario))
    assert (result.outcome, result.detail) == (PASSED, "")
    last["rulings_in_order"] = ["POT_AWARDED", "SPLIT_POT"]
    result = run(tmp_path, yaml.safe_dump(scenario))
    assert result.outcome == FAILED
    assert [str(d) for d in result.differences] == [
        'rulings in order (this step): expected ["POT_AWARDED", "SPLIT_POT"], '
        'got ["SPLIT_POT", "POT_AWARDED"]'
    ]
    last["rulings"] = last.pop("rulings_in_order")
    result = run(tmp_path, yaml.safe_dump(scenario))
    assert (result.outcome, result.detail) == (PASSED, "")


def test_a_missing_capability_is_not_applicable_naming_it(tmp_path: Path) -> None:
    result = run(tmp_path, BASE, capabilities=["pot-limit"])
    assert (result.outcome, result.detail) == (NOT_APPLICABLE, "engine lacks capability no-limit")
    text = edit(BASE, "requires: [no-limit]", "requires: [no-limit, string-bets, declarations]")
    result = run(tmp_path, text, capabilities=["no-limit", "heads-up"])
    assert result.outcome == NOT_APPLICABLE
    assert result.detail == "engine lacks capabilities string-bets, declarations"


def test_a_profile_the_scenario_does_not_list_is_not_applicable(tmp_path: Path) -> None:
    result = run(tmp_path, edit(BASE, "profiles: [rrop-cash]", "profiles: [tda-2024]"))
    assert result.outcome == NOT_APPLICABLE
    assert "profile rrop-cash" in result.detail and "tda-2024" in result.detail


def test_the_inlined_schema_judges_exactly_as_the_schema_does() -> None:
    """The loader validates against the schema with its references resolved once; on the
    suite's files and on broken copies of them it reports the same errors at the same paths."""
    import copy

    import jsonschema
    import yaml

    from refdealer.scenarios.loader import _validator, scenario_schema

    original = jsonschema.Draft202012Validator(scenario_schema())
    data = yaml.safe_load((SUITE / "core" / "pots.yaml").read_text(encoding="utf-8"))
    first = data["scenarios"][0]
    broken: list[object] = [data, {"scenarios": []}, [], {"scenarios": [{}]}]
    for key in list(first):
        without = copy.deepcopy(data)
        del without["scenarios"][0][key]
        broken.append(without)
        wrong = copy.deepcopy(data)
        wrong["scenarios"][0][key] = 7
        broken.append(wrong)
    extra = copy.deepcopy(data)
    extra["scenarios"][0]["setup"]["colour"] = "red"
    extra["scenarios"][0]["script"][0] = {"deal": "sideways"}
    broken.append(extra)

    def errors(validator: jsonschema.Draft202012Validator, doc: object) -> list[tuple[str, str]]:
        return sorted((str(list(e.absolute_path)), e.message) for e in validator.iter_errors(doc))

    found = [errors(_validator(), doc) for doc in broken]
    assert found == [errors(original, doc) for doc in broken]
    assert sum(1 for f in found if f) > len(broken) // 2  # most copies are broken


# ---------------------------------------------------------------------------- issue 24: N12

N12_LEFTOVERS = {
    "a quoted !!int of 5,000 digits": (
        edit(BASE, "  button: 1\n", '  button: !!int "' + "9" * 5000 + '"\n'),
        LINE["button"],
        "setup.button",
        "a number longer than 30 digits (MAX_NUMBER_DIGITS)",
    ),
    "a seat key with a trailing newline": (
        edit(BASE, "seats: {1: 200,", 'seats: {"1\\n": 200,'),
        LINE["seats"],
        "setup.seats['1\\n']",
        "key '1\\n' does not have the expected form",
    ),
    "a lone surrogate in the title": (
        edit(
            BASE,
            "title: Seat 1 opens to 6 and seat 2 may not check",
            'title: "Seat \\ud800 opens to 6"',
        ),
        2,
        "title",
        "a lone surrogate (U+D800)",
    ),
}


@pytest.mark.parametrize(
    ("text", "line", "field", "message"), N12_LEFTOVERS.values(), ids=list(N12_LEFTOVERS)
)
def test_n12_yaml_leftovers_are_one_issue_with_file_line_and_field(
    tmp_path: Path, text: str, line: int, field: str, message: str
) -> None:
    path, scenarios, issues = load_one(tmp_path, text)
    assert [(i.path, i.line, i.field) for i in issues] == [(str(path), line, field)], issues
    assert message in issues[0].message
    str(issues[0]).encode("utf-8")  # the report can be printed and written
    assert scenarios == []
