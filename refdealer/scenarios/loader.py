"""Loading and validating scenario files: every problem of a file, each with file, line, field.

Structure and types are checked by the JSON Schema shipped beside this module; what a
schema cannot say (card decks, events, rule ids, capabilities, profiles, ruling and
rejection codes, duplicate ids, quiz answers, the situation a quiz needs) is checked here,
all at once.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache, lru_cache
from importlib import metadata, resources
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from refdealer.capabilities import CAPABILITIES
from refdealer.catalog import rule_catalog
from refdealer.errors import CardError, EventError, SessionSetupError, SetupError
from refdealer.options import PROFILES
from refdealer.rejections import REJECTION_REASONS
from refdealer.rulings import RULING_CODES
from refdealer.scenarios.model import BookAnswer, Quiz, Scenario, ScenarioIssue, Step
from refdealer.scenarios.requires_under import TAG_FIELDS, UNDER_FIELD, read_requires_under
from refdealer.scenarios.yamlsource import PathPart, YamlSource, YamlValueRefused, format_path
from refdealer.session.events import SESSION_EVENT_TYPES, parse_session_event
from refdealer.session.setup import parse_session
from refdealer.suite.procedure import deal_events
from refdealer.table.deckbuilder import stack_deck
from refdealer.table.events import parse_event
from refdealer.table.setup import parse_setup

EVENT_KEYS = frozenset(
    {
        "type",
        "seat",
        "amount",
        "to",
        "count",
        "exposed",
        "motions",
        "declared",
        "card",
        "noticed",
        "mixed",
        "conditional",
        "told",
        "cards",
        "unaware_of_raise",
        "nonstandard",
        "stack",
        "player",
        "hands",
        "rounds",
        "paid",
        "to_seat",
        "error",
        "minutes",
        "deck",
    }
)
#: Checkpoint keys for the ruling codes one step drew: in any order, or in exactly that order.
STEP_RULINGS = ("rulings", "rulings_in_order")
#: Snapshot fields a checkpoint may name, and the capability an engine needs to show them.
VISIBILITY = {"stub": "stub-visible", "burns": "burns-visible"}


@cache
def scenario_schema() -> dict[str, Any]:
    """The JSON Schema of scenario files (``refdealer schema`` prints it)."""
    text = (
        resources.files("refdealer.scenarios")
        .joinpath("scenario.schema.json")
        .read_text(encoding="utf-8")
    )
    schema: dict[str, Any] = json.loads(text)
    return schema


def _inlined(node: Any, definitions: Mapping[str, Any]) -> Any:
    """``node`` with every ``{"$ref": "#/$defs/name"}`` replaced by a copy of its definition
    (the schema's definitions do not refer to themselves, so this ends)."""
    if isinstance(node, Mapping):
        ref = node.get("$ref")
        if isinstance(ref, str) and len(node) == 1 and ref.startswith("#/$defs/"):
            target: Any = definitions
            for part in ref.removeprefix("#/$defs/").split("/"):  # also a definition's part
                target = target[part]
            return _inlined(target, definitions)
        return {k: _inlined(v, definitions) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inlined(item, definitions) for item in node]
    return node


@cache
def _validator() -> Any:
    """One validator for every file, on the schema with its references resolved once: it
    judges exactly as the schema does, in half the time (no reference lookups per value).

    Its ``items`` keeps each array item found valid against a subschema (by its ``repr``) and
    skips the same item the next time: a ``deal: flop`` step or a card is judged once, not in
    every scenario. Validity depends only on the item and the subschema (the inlined schema
    has no references nor ``unevaluated`` keywords), so the errors are the schema's own.
    """
    schema = scenario_schema()
    base = jsonschema.Draft202012Validator
    plain_items = base.VALIDATORS["items"]
    valid: dict[int, set[str]] = {}  # id of an items subschema -> reprs of valid items

    def items(validator: Any, subschema: Any, instance: Any, parent: Any) -> Iterator[Any]:
        if not isinstance(subschema, dict) or not validator.is_type(instance, "array"):
            yield from plain_items(validator, subschema, instance, parent)
            return
        known = valid.setdefault(id(subschema), set())
        for index in range(len(parent.get("prefixItems", [])), len(instance)):
            item = instance[index]
            text = repr(item)
            if text in known:
                continue
            errors = list(validator.descend(instance=item, schema=subschema, path=index))
            if errors:
                yield from errors
            elif len(text) <= _MAX_KEPT_ITEM:
                known.add(text)

    memoised = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
        base, {"items": items, "pattern": _pattern}
    )
    return memoised(_inlined(schema, schema.get("$defs", {})))


def _pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Iterator[Any]:
    """``pattern`` with ECMA-262's ``$``, as JSON Schema means it: the very end of the text.
    (Python's ``$`` also matches before a final newline, which let a seat key ``"1\n"`` or a
    card ``"Ah\n"`` through.)"""
    if validator.is_type(instance, "string") and not _ecma_regex(pattern).search(instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


@cache
def _ecma_regex(pattern: str) -> re.Pattern[str]:
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.compile(pattern)


#: The longest ``repr`` of a valid array item the validator keeps (a step, a card; not a
#: whole scenario, which is never seen twice).
_MAX_KEPT_ITEM = 1000


def _seat_keys_to_text(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    return value


def _normalise(scenario: Any) -> None:
    """YAML lets authors write seat numbers as keys; the protocol's JSON keys are text."""
    if not isinstance(scenario, dict):
        return
    session = scenario.get("session")
    if isinstance(session, dict):
        for key in ("seats", "players"):
            if isinstance(session.get(key), dict):
                session[key] = _seat_keys_to_text(session[key])
    setup = scenario.get("setup")
    if isinstance(setup, dict):
        setup["seats"] = _seat_keys_to_text(setup.get("seats"))
        stack = setup.get("stack")
        if isinstance(stack, dict) and "hole" in stack:
            stack["hole"] = _seat_keys_to_text(stack["hole"])
        if setup.get("seats") is None:
            del setup["seats"]
    script = scenario.get("script")
    if isinstance(script, list):
        for step in script:
            expect = step.get("expect") if isinstance(step, dict) else None
            if isinstance(expect, dict):
                for key in ("hole", "stacks", "bets", "payouts"):
                    if key in expect:
                        expect[key] = _seat_keys_to_text(expect[key])
                table = expect.get("session")
                if isinstance(table, dict) and isinstance(table.get("seats"), dict):
                    table["seats"] = _seat_keys_to_text(table["seats"])
            hand = step.get("hand") if isinstance(step, dict) else None
            stack = hand.get("stack") if isinstance(hand, dict) else None
            if isinstance(stack, dict) and isinstance(stack.get("hole"), dict):
                stack["hole"] = _seat_keys_to_text(stack["hole"])


class _FileChecker:
    """Collects every issue of one file."""

    def __init__(self, path: str, source: YamlSource) -> None:
        self.path = path
        self.source = source
        self.issues: list[ScenarioIssue] = []
        #: Paths where the schema found a problem: semantic checks skip what is under them.
        self.bad_paths: list[tuple[PathPart, ...]] = []

    def is_sound(self, where: Sequence[PathPart]) -> bool:
        """Whether the schema found nothing wrong at or under ``where``."""
        prefix = tuple(where)
        return not any(bad[: len(prefix)] == prefix for bad in self.bad_paths)

    def line_of(self, where: Sequence[PathPart]) -> int:
        """The line of the field at ``where``: for a mapping member, the line of its key.

        (A block value, as in ``setup:`` followed by its fields, starts on the next line,
        which names some other field.)
        """
        last = where[-1] if where else None
        if isinstance(last, str):
            return self.source.key_line(where[:-1], last)
        return self.source.line_of(where)

    def add(
        self,
        where: Sequence[PathPart],
        message: str,
        *,
        key: str | None = None,
        line: int | None = None,
    ) -> None:
        path = [*where] if key is None else [*where, key]
        at = self.line_of(path) if line is None else line
        self.issues.append(ScenarioIssue(self.path, at, format_path(path), message))

    def schema_errors(self, data: Any) -> None:
        validator = _validator()
        for error in sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.path))):
            where = list(error.absolute_path)
            self.bad_paths.append(tuple(where))
            if error.validator == "additionalProperties":
                extra = _extra_keys(error)
                for key in extra:
                    self.add(where, "unknown field", key=key)
                continue
            if error.validator == "required":
                missing = error.message.split("'")[1] if "'" in error.message else "?"
                # Not written, so reported where its mapping is: 'setup:' for 'setup.button'.
                self.add(where, "missing required field", key=missing, line=self.line_of(where))
                continue
            if "propertyNames" in error.absolute_schema_path and isinstance(error.instance, str):
                # A bad key (e.g. seat '11'): name the key itself, on its own line.
                self.add(where, f"key {error.instance!r} does not have the expected form",
                         key=error.instance)  # fmt: skip
                continue
            self.add(where, _short_message(error))


def _extra_keys(error: jsonschema.ValidationError) -> list[str]:
    instance = error.instance
    allowed = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
    if isinstance(instance, Mapping) and isinstance(allowed, Mapping):
        return [str(k) for k in instance if k not in allowed]
    return []


def _short_message(error: jsonschema.ValidationError) -> str:
    if error.validator == "pattern":
        return f"{error.instance!r} does not have the expected form"
    if error.validator == "enum":
        allowed: Any = error.validator_value
        choices = ", ".join(repr(c) for c in allowed)
        return f"{error.instance!r} is not one of {choices}"
    if error.validator == "type":
        return f"{error.instance!r} is not of type {error.validator_value!r}"
    if error.validator in _SIZES and isinstance(error.instance, list | dict):
        noun, bound = _SIZES[str(error.validator)]
        return f"has {len(error.instance)} {noun}, expected {bound} {error.validator_value}"
    return error.message


_SIZES = {
    "minItems": ("item(s)", "at least"),
    "maxItems": ("item(s)", "at most"),
    "minProperties": ("entries", "at least"),
    "maxProperties": ("entries", "at most"),
}


def load_scenario_file(path: str | Path) -> tuple[list[Scenario], list[ScenarioIssue]]:
    """Every scenario of one file and every problem in it (none are dropped silently)."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return [], [ScenarioIssue(name, 1, "(file)", f"cannot read the file: {error}")]
    scenarios, issues = pickle.loads(_checked_file(name, text))
    return scenarios, issues


#: A directory where checked files are kept between processes (unset: none is kept). The
#: project's tests point it at a fresh directory for their run; point it only at a directory
#: of your own, since what it holds is unpickled.
CHECK_CACHE_ENV = "REFDEALER_CHECK_CACHE"


@lru_cache(maxsize=256)
def _checked_file(name: str, text: str) -> bytes:
    """A file's scenarios and issues, pickled: checked once per process for the same name and
    text (the schema check is most of the cost), unpickled into fresh objects for each caller,
    so no caller sees another's changes to a setup or an event. With ``CHECK_CACHE_ENV`` set,
    once for all the processes that share its directory."""
    folder = os.environ.get(CHECK_CACHE_ENV)
    if not folder:
        return pickle.dumps(_check_file(name, text))
    key = hashlib.sha256(
        f"{_checker_identity()}\0{name}\0{text}".encode("utf-8", "surrogatepass")
    ).hexdigest()
    path = Path(folder) / f"{key}.pickle"
    try:
        return path.read_bytes()
    except OSError:
        pass
    checked = pickle.dumps(_check_file(name, text))
    partial = path.with_name(f"{key}.{os.getpid()}.partial")
    try:  # written whole, then renamed: a reader sees the whole file or none
        partial.write_bytes(checked)
        os.replace(partial, path)
    except OSError:
        partial.unlink(missing_ok=True)
    return checked


@cache
def _checker_identity() -> str:
    """A digest of everything a file's check depends on besides its name and text: this
    package's code and data (the loader, the schema, the rule catalog, the event and setup
    parsers), Python, and the YAML and JSON Schema libraries."""
    digest = hashlib.sha256()
    libyaml = str(getattr(yaml, "__with_libyaml__", False))
    for part in (sys.version, yaml.__version__, libyaml, _version("jsonschema")):
        digest.update(part.encode() + b"\0")
    package = Path(__file__).resolve().parent.parent
    for path in sorted(package.rglob("*")):
        relative = path.relative_to(package).as_posix()
        if path.suffix in (".py", ".json", ".yaml") and not relative.startswith("_suite/"):
            digest.update(relative.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "?"


def _check_file(name: str, text: str) -> tuple[list[Scenario], list[ScenarioIssue]]:
    try:
        source = YamlSource(text)
    except YamlValueRefused as error:
        line = error.problem_mark.line + 1 if error.problem_mark is not None else 1
        return [], [ScenarioIssue(name, line, format_path(error.path), str(error.problem))]
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        problem = getattr(error, "problem", None) or str(error)
        context = getattr(error, "context", None)
        context_mark = getattr(error, "context_mark", None)
        if context and context_mark is not None and context_mark.line + 1 != line:
            # e.g. an unclosed '[' or quote is only noticed lines later: say where it began.
            problem += f" ({context} that starts on line {context_mark.line + 1})"
        return [], [ScenarioIssue(name, line, "(file)", f"not valid YAML: {problem}")]
    checker = _FileChecker(name, source)
    for problem in source.duplicate_keys():
        checker.issues.append(ScenarioIssue(name, problem.line, problem.field, problem.message))
    data = source.data
    if not isinstance(data, dict):
        checker.add([], "a scenario file holds a mapping: one scenario, or 'scenarios: [...]'")
        return [], checker.issues
    if "scenarios" in data and isinstance(data["scenarios"], list):
        items: list[tuple[list[PathPart], Any]] = [
            (["scenarios", i], item) for i, item in enumerate(data["scenarios"])
        ]
    else:
        items = [([], data)]
    for _, item in items:
        _normalise(item)
    checker.schema_errors(data)
    scenarios: list[Scenario] = []
    for where, item in items:
        if not isinstance(item, dict):
            continue
        scenario = _build(checker, where, item)
        if scenario is not None:
            scenarios.append(scenario)
    if checker.issues:
        return [], checker.issues
    return scenarios, []


_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


def _build(checker: _FileChecker, where: list[PathPart], raw: dict[str, Any]) -> Scenario | None:
    sound = checker.is_sound(where)
    catalog = rule_catalog()
    lists: dict[str, list[str]] = {}
    for key, known, noun in (
        ("rules", catalog, "rule id"),
        ("requires", CAPABILITIES, "capability"),
        ("profiles", PROFILES, "profile"),
    ):
        values = raw.get(key)
        lists[key] = [v for v in values if isinstance(v, str)] if isinstance(values, list) else []
        for index, value in enumerate(lists[key]):
            if value not in known:
                checker.add([*where, key, index], f"unknown {noun} {value!r}")
    requires_under = _requires_under(checker, where, raw, lists)
    scenario_id = raw.get("id")
    if isinstance(scenario_id, str) and not _ID.fullmatch(scenario_id):
        # The schema's pattern ends in "$", which in Python also matches before a final
        # newline: "my-id\n" would pass it and become part of a file name.
        checker.add(
            [*where, "id"], f"an id is lower case words joined by hyphens, not {scenario_id!r}"
        )
        sound = False
    setup = None
    is_session = "session" in raw
    if is_session == ("setup" in raw):
        checker.add(where, "give exactly one of 'setup' (one hand) or 'session' (hands in a row)")
        sound = False
    setup_raw = raw.get("session" if is_session else "setup")
    if checker.is_sound([*where, "setup"]) and isinstance(setup_raw, dict) and not is_session:
        setup = _build_setup(checker, [*where, "setup"], setup_raw, lists["profiles"])
    if is_session and checker.is_sound([*where, "session"]) and isinstance(setup_raw, dict):
        setup = _build_session(checker, [*where, "session"], setup_raw, lists["profiles"])
    seats = setup_raw.get("seats") if isinstance(setup_raw, dict) and not is_session else None
    players = len(seats) if isinstance(seats, dict) else 2
    script_raw = raw.get("script")
    script: list[Any] = script_raw if isinstance(script_raw, list) else []
    steps = []
    for index, item in enumerate(script):
        if not isinstance(item, dict) or not checker.is_sound([*where, "script", index]):
            continue
        hand = item.get("hand")
        if isinstance(hand, dict) and isinstance(hand.get("seats"), list):
            players = len(hand["seats"])  # the deals that follow are this hand's
        step_where = [*where, "script", index]
        steps.append(
            _build_step(checker, step_where, index, item, players, lists["requires"], is_session)
        )
    situation = _situation(checker, where, raw, script)
    if not sound or setup is None or any(step is None for step in steps):
        return None
    return Scenario(
        id=raw["id"],
        title=raw.get("title", raw["id"]),
        description=raw["description"],
        rules=tuple(raw["rules"]),
        requires=tuple(raw["requires"]),
        profiles=tuple(raw["profiles"]),
        setup=setup,
        script=tuple(step for step in steps if step is not None),
        path=checker.path,
        line=checker.source.line_of(where),
        tag_lines={
            **{key: checker.line_of([*where, key]) for key in TAG_FIELDS if key in raw},
            **{
                f"{UNDER_FIELD}.{profile}": checker.line_of([*where, UNDER_FIELD, profile])
                for profile in requires_under
            },
        },
        requires_under=requires_under,
        situation=situation,
        session=is_session,
    )


def _requires_under(
    checker: _FileChecker, where: list[PathPart], raw: dict[str, Any], lists: dict[str, list[str]]
) -> dict[str, tuple[str, ...]]:
    """The scenario's ``requires_under:``, every bad name reported at its line."""
    given = raw.get(UNDER_FIELD)
    if not isinstance(given, dict) or not checker.is_sound([*where, UNDER_FIELD]):
        return {}
    found, problems = read_requires_under(given, lists["requires"], lists["profiles"])
    for path, message in problems:
        checker.add([*where, UNDER_FIELD, *path], message)
    return found


def _situation(
    checker: _FileChecker, where: list[PathPart], raw: dict[str, Any], script: list[Any]
) -> str | None:
    """The trainee's one-line situation title; a scenario that carries a quiz must have one.

    The title and description name the ruling, so a quiz needs its own neutral heading.
    A missing one is reported like a missing schema field, at the scenario's first line.
    """
    value = raw.get("situation")
    if value is None:
        quizzes = [i for i, step in enumerate(script) if isinstance(step, dict) and "quiz" in step]
        if quizzes:
            quiz_line = checker.line_of([*where, "script", quizzes[0], "quiz"])
            checker.add(
                where,
                "missing required field: a scenario with a quiz needs a neutral one-line "
                f"situation for trainees (the quiz is on line {quiz_line})",
                key="situation",
                line=checker.line_of(where),
            )
        return None
    if not isinstance(value, str):
        return None  # the schema has already reported its type
    text = value.strip()
    if "\n" in text:
        checker.add(where, "a situation is one line", key="situation")
    return text


def _build_setup(
    checker: _FileChecker, where: list[PathPart], raw: dict[str, Any], profiles: list[str]
) -> dict[str, Any] | None:
    setup = {k: v for k, v in raw.items() if k != "stack"}
    has_deck, has_stack = "deck" in raw, "stack" in raw
    if has_deck == has_stack:
        checker.add(where, "give exactly one of 'deck' (52 cards) or 'stack' (cards wanted)")
        return None
    if _repeated_cards(checker, where, raw):
        return None
    if has_stack:
        stack = raw["stack"]
        try:
            deck = stack_deck(
                [int(s) for s in raw["seats"]],
                raw["button"],
                {int(k): v for k, v in stack.get("hole", {}).items()},
                stack.get("board", ""),
                stack.get("burns", ""),
            )
        except CardError as error:
            checker.add([*where, "stack"], str(error))
            return None
        setup["deck"] = [str(card) for card in deck]
    return setup if _opens_under(checker, where, parse_setup, setup, profiles) else None


def _opens_under(
    checker: _FileChecker,
    where: list[PathPart],
    opener: Callable[[dict[str, Any]], object],
    params: dict[str, Any],
    profiles: list[str],
) -> bool:
    """Whether the reference dealer opens ``params`` (a setup or a session) under each of the
    file's profiles; its first refusal is added to ``checker`` at the field it names."""
    for profile in profiles or ["rrop-cash"]:
        if profile not in PROFILES:
            continue
        try:
            opener({**params, "profile": profile})
        except (SetupError, SessionSetupError) as error:
            if "not modelled" in error.reason:
                continue  # a valid file the reference dealer cannot play yet
            checker.add([*where, *_field_path(error.field)], error.reason)
            return False
    return True


def _field_path(field: str) -> list[PathPart]:
    """A dealer error's field (``seats.2.stack``, ``levels[1].blinds``) as a path in the file."""
    return [
        int(part) if part.isdigit() else part
        for part in field.replace("[", ".").replace("]", "").split(".")
        if part
    ]


def _build_session(
    checker: _FileChecker, where: list[PathPart], raw: dict[str, Any], profiles: list[str]
) -> dict[str, Any] | None:
    """A session, checked as the reference dealer opens it under each of its profiles."""
    return dict(raw) if _opens_under(checker, where, parse_session, raw, profiles) else None


def _hand_event(
    checker: _FileChecker, where: list[PathPart], raw: dict[str, Any]
) -> dict[str, Any] | None:
    """The ``next_hand`` event of a ``hand:`` step: its deck stacked for the seats dealt in
    and the button, as a setup's ``stack`` is."""
    stack = raw.get("stack") or {}
    try:
        deck = stack_deck(
            raw["seats"],
            raw["button"],
            {int(k): v for k, v in stack.get("hole", {}).items()},
            stack.get("board", ""),
            stack.get("burns", ""),
        )
    except CardError as error:
        checker.add([*where, "stack"], str(error))
        return None
    return {"type": "next_hand", "deck": [str(card) for card in deck]}


def _repeated_cards(checker: _FileChecker, where: list[PathPart], raw: dict[str, Any]) -> bool:
    """Report each card written a second time in ``deck`` or ``stack``, at that place.

    The deck's own check only says "card 51 appears twice" of the whole ``deck``; an author
    needs the line of the repeat (a block-style deck has one card per line).
    """
    places: list[tuple[list[PathPart], str]] = []
    deck = raw.get("deck")
    if isinstance(deck, list):
        places.extend(([*where, "deck", i], c) for i, c in enumerate(deck) if isinstance(c, str))
    stack = raw.get("stack")
    if isinstance(stack, dict):
        texts: list[tuple[list[PathPart], Any]] = [
            ([*where, "stack", "hole", seat], text)
            for seat, text in (stack.get("hole") or {}).items()
        ]
        texts += [([*where, "stack", key], stack.get(key)) for key in ("board", "burns")]
        for path, text in texts:
            if isinstance(text, str):
                tokens = text.replace(" ", "")
                places.extend((path, tokens[i : i + 2]) for i in range(0, len(tokens), 2))
    first: dict[str, list[PathPart]] = {}
    found = False
    for path, card in places:
        if card in first:
            found = True
            checker.add(path, f"card {card!r} is named twice (first at {format_path(first[card])})")
        else:
            first[card] = path
    return found


def _build_step(
    checker: _FileChecker,
    where: list[PathPart],
    index: int,
    raw: dict[str, Any],
    players: int,
    requires: list[str],
    in_session: bool = False,
) -> Step | None:
    before = len(checker.issues)
    bare = {k: v for k, v in raw.items() if k in EVENT_KEYS}
    forms = [name for name, present in (("event", "event" in raw), ("deal", "deal" in raw),
                                        ("hand", "hand" in raw), ("type", bool(bare)))
             if present]  # fmt: skip
    if len(forms) != 1:
        checker.add(where, "a step is one event, 'event: {...}', 'deal: ...' or 'hand: {...}', "
                    "not " + (" and ".join(forms) if forms else "nothing"))  # fmt: skip
        return None
    events: list[dict[str, Any]]
    if "deal" in raw:
        events = deal_events(raw["deal"], players)
        label = f"deal: {raw['deal']}"
    elif "hand" in raw:
        if not in_session:
            checker.add([*where, "hand"], "a 'hand' step deals the next hand of a session")
            return None
        dealt = _hand_event(checker, [*where, "hand"], raw["hand"])
        if dealt is None:
            return None
        events = [dealt]
        label = f"next hand: button {raw['hand']['button']}, seats {raw['hand']['seats']}"
    else:
        event = raw.get("event", bare)
        event_where = [*where, "event"] if "event" in raw else where
        between_hands = event.get("type") in SESSION_EVENT_TYPES
        if between_hands and not in_session:
            checker.add(event_where, f"a {event.get('type')} event happens between the hands "
                        "of a session (give the scenario a 'session')")  # fmt: skip
            return None
        try:
            typed: object = parse_session_event(event) if between_hands else parse_event(event)
        except EventError as error:
            checker.add(event_where, str(error))
            return None
        events = [dict(event)]
        label = str(typed)
    reject = raw.get("reject")
    if reject is not None:
        if len(events) != 1:
            checker.add([*where, "reject"], "a rejection is expected of a single event")
        if reject not in REJECTION_REASONS:
            checker.add([*where, "reject"], f"unknown rejection reason {reject!r}")
        for key in STEP_RULINGS:
            if "expect" in raw and key in raw["expect"]:
                checker.add([*where, "expect", key], "a rejected event draws no rulings")
    expect = raw.get("expect")
    if expect is not None:
        if all(key in expect for key in STEP_RULINGS):
            checker.add(
                [*where, "expect", "rulings_in_order"],
                "give 'rulings' (any order) or 'rulings_in_order', not both",
            )
        for key in (*STEP_RULINGS, "all_rulings"):
            codes = expect.get(key, [])
            for position, code in enumerate(codes if isinstance(codes, list) else []):
                if code not in RULING_CODES:
                    checker.add([*where, "expect", key, position], f"unknown ruling code {code!r}")
        for key, capability in VISIBILITY.items():
            if key in expect and capability not in requires:
                checker.add(
                    [*where, "expect", key],
                    f"checking {key!r} needs the scenario to require {capability!r}",
                )
    quiz = None
    if "quiz" in raw:
        q = raw["quiz"]
        if q["answer"] not in q["choices"]:
            checker.add([*where, "quiz", "answer"], "the answer is not one of the choices")
        books = []
        for profile, given in (q.get("books") or {}).items():
            if profile not in PROFILES:
                checker.add([*where, "quiz", "books", profile], f"unknown profile {profile!r}")
            if given["answer"] not in q["choices"]:
                checker.add(
                    [*where, "quiz", "books", profile, "answer"],
                    "the answer is not one of the choices",
                )
            books.append((profile, BookAnswer(given["answer"], given.get("explanation"))))
        quiz = Quiz(
            q["question"], tuple(q["choices"]), q["answer"], q.get("explanation"), tuple(books)
        )
    if len(checker.issues) > before:
        return None
    return Step(
        index=index,
        line=checker.source.line_of(where),
        label=label,
        events=tuple(events),
        expect=expect,
        reject=reject,
        narration=raw.get("narration"),
        quiz=quiz,
    )


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """The ``.yaml``/``.yml`` files named, or found under the directories named, sorted."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.y*ml") if p.suffix in (".yaml", ".yml")))
        else:
            found.append(path)
    return found


def load_scenarios(
    paths: Iterable[str | Path],
) -> tuple[list[Scenario], list[ScenarioIssue]]:
    """All scenarios under ``paths``, plus every issue (duplicate ids across files included)."""
    scenarios: list[Scenario] = []
    issues: list[ScenarioIssue] = []
    first_seen: dict[str, Scenario] = {}
    for path in scenario_files(paths):
        loaded, problems = load_scenario_file(path)
        issues.extend(problems)
        for scenario in loaded:
            earlier = first_seen.get(scenario.id)
            if earlier is not None:
                issues.append(
                    ScenarioIssue(
                        scenario.path,
                        scenario.line,
                        "id",
                        f"duplicate scenario id {scenario.id!r} (first at {earlier.location})",
                    )
                )
                continue
            first_seen[scenario.id] = scenario
            scenarios.append(scenario)
    return scenarios, issues
