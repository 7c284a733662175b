"""Trainee records: the verdict of a session, the recap of missed questions, the results
file (one JSON line a session) and the report over it by trainee and rule area."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jsonschema
from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from refdealer.catalog import RULE_AREAS
from refdealer.limits import short_repr
from refdealer.walk.quiz import Outcome
from refdealer.walk.trainee import rule_text


def percent(outcomes: Sequence[Outcome]) -> int:
    """Right answers as a whole percentage (0 when nothing was asked)."""
    if not outcomes:
        return 0
    return round(100 * sum(o.correct for o in outcomes) / len(outcomes))


def verdict(outcomes: Sequence[Outcome], pass_mark: int) -> str:
    """``Passed`` or ``Not passed yet``, with the percentage and the mark."""
    score = percent(outcomes)
    word = "Passed" if outcomes and score >= pass_mark else "Not passed yet"
    return f"{word}: {score} % (pass mark {pass_mark} %)"


def recap(missed: Sequence[Outcome]) -> RenderableType:
    """Each missed question with the right answer and why (the explanation, the rule)."""
    parts: list[RenderableType] = [Text("The questions to look at again:", style="bold")]
    for outcome in missed:
        if outcome.chosen is None:
            chosen = "You gave no answer."
        else:
            said = f": {outcome.chosen_text}" if outcome.chosen_text else ""
            chosen = f"You chose {outcome.chosen}{said}."
        parts.append(
            Text.assemble(
                ("\u2022 ", "bold"), (outcome.situation or outcome.scenario, "bold"),
                f" \u2014 {outcome.question}\n  ", (chosen, "red"), "\n  ",
                (f"The answer: {outcome.answer}", "green"),
            )
        )  # fmt: skip
        why = outcome.explanation or (rule_text(outcome.rules[0]) if outcome.rules else "")
        if why:
            parts.append(Text(f"  Why: {why}", style="italic"))
    return Group(*parts)


def _question(outcome: Outcome) -> dict[str, Any]:
    return {
        "scenario": outcome.scenario,
        "step": outcome.step,
        "rules": list(outcome.rules),
        "areas": list(outcome.areas),
        "book": outcome.book,
        "question": outcome.question,
        "chosen": outcome.chosen,
        "chosen_text": outcome.chosen_text,
        "right": outcome.right,
        "answer": outcome.answer,
        "correct": outcome.correct,
    }


def session_record(
    outcomes: Sequence[Outcome],
    retried: Sequence[Outcome],
    *,
    name: str | None,
    seed: int,
    pass_mark: int,
    ended_early: bool,
    about: str = "",
    now: datetime | None = None,
) -> dict[str, Any]:
    """One session as the results file stores it."""
    score = percent(outcomes)
    return {
        "name": name or "",
        "date": (now or datetime.now(UTC)).isoformat(timespec="seconds"),
        "seed": seed,
        "about": about,
        "asked": len(outcomes),
        "right": sum(o.correct for o in outcomes),
        "percent": score,
        "pass_mark": pass_mark,
        "passed": bool(outcomes) and score >= pass_mark,
        "ended_early": ended_early,
        "questions": [_question(o) for o in outcomes],
        "retried": [_question(o) for o in retried],
    }


def write_result(path: Path, record: Mapping[str, Any]) -> None:
    """Append ``record`` to ``path`` as one JSON line."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(record, ensure_ascii=False) + "\n")


#: What the report reads of a session record (the results file is also read by people and
#: other tools; what else a line holds is left alone).
_RECORD_SHAPE: Mapping[str, Any] = {
    "type": "object",
    "required": ["questions"],
    "properties": {
        "name": {"type": "string"},
        "date": {"type": "string"},
        "percent": {"type": "integer"},
        "passed": {"type": "boolean"},
        "questions": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "correct": {"type": "boolean"},
                    "areas": {"type": "array", "items": {"type": "string"}},
                },
            },
        },
    },
}


def read_results(path: Path, name: str | None = None) -> list[dict[str, Any]]:
    """The sessions in ``path`` (of trainee ``name`` if given).

    A line that is not JSON or not a session record is a :class:`ValueError` of one line
    naming the file, the line and what is wrong (``results.jsonl:3: questions[0].areas:
    expected array, got 7``).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"{path}: cannot be read: {error}") from None
    validator = jsonschema.Draft202012Validator(_RECORD_SHAPE)
    records = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            raise ValueError(f"{path}:{number}: not a JSON line ({error.msg})") from None
        except RecursionError:
            raise ValueError(f"{path}:{number}: not a JSON line (nested too deeply)") from None
        problem = jsonschema.exceptions.best_match(validator.iter_errors(record))
        if problem is not None:
            where = problem.json_path.removeprefix("$.").removeprefix("$") or "the line"
            raise ValueError(
                f"{path}:{number}: not a training session record: {where}: {_problem(problem)}"
            )
        if name is None or record.get("name") == name:
            records.append(record)
    return records


def _problem(error: jsonschema.ValidationError) -> str:
    if error.validator == "type":
        return f"expected {error.validator_value}, got {short_repr(error.instance)}"
    return str(error.message)


@dataclass
class _Tally:
    right: int = 0
    asked: int = 0

    def add(self, correct: bool) -> None:
        self.right += correct
        self.asked += 1

    @property
    def share(self) -> str:
        return f"{round(100 * self.right / self.asked)} %" if self.asked else "-"


def report_table(records: Sequence[Mapping[str, Any]], source: str) -> RenderableType:
    """Per trainee: sessions, passes, last score; and right/asked by rule area."""
    if not records:
        return Text(f"No training sessions in {source}.")
    trainees: dict[str, list[Mapping[str, Any]]] = {}
    for record in records:
        trainees.setdefault(str(record.get("name") or "(no name)"), []).append(record)
    parts: list[RenderableType] = []
    order = {area: index for index, area in enumerate(RULE_AREAS)}
    for name, sessions in trainees.items():
        areas: dict[str, _Tally] = {}
        total = _Tally()
        for session in sessions:
            for question in session.get("questions", []):
                total.add(bool(question.get("correct")))
                for area in question.get("areas", []):
                    areas.setdefault(str(area), _Tally()).add(bool(question.get("correct")))
        passed = sum(1 for s in sessions if s.get("passed"))
        last = sessions[-1]
        head = Text.assemble(
            (name, "bold"),
            f": {len(sessions)} session(s), {passed} passed; last {last.get('date', '?')} "
            f"{last.get('percent', 0)} %; overall {total.right} of {total.asked} ({total.share})",
        )  # fmt: skip
        table = Table(box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column("Rule area")
        table.add_column("Right", justify="right")
        table.add_column("Asked", justify="right")
        table.add_column("Share", justify="right")
        for area, tally in sorted(areas.items(), key=lambda i: (order.get(i[0], 99), i[0])):
            table.add_row(area, str(tally.right), str(tally.asked), tally.share)
        parts += [head, table]
    return Group(*parts)
