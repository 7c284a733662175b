"""The classroom's records in one SQLite file inside its data directory.

A session row holds what a trainee started (name, book, topic, mode, seed) and the questions
drawn for it; an answer row holds each question answered, with the words chosen, the right
answer and the book it was marked by. Reports are made from the rows in the shape of the
results file's records, so the terminal's class report reads them too.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY, name TEXT NOT NULL, book TEXT NOT NULL, topic TEXT NOT NULL,
    mode TEXT NOT NULL, seed INTEGER NOT NULL, questions TEXT NOT NULL, started TEXT NOT NULL,
    pass_mark INTEGER NOT NULL, deadline REAL NOT NULL DEFAULT 0,
    timed_out INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS answers (
    token TEXT NOT NULL REFERENCES sessions(token), number INTEGER NOT NULL,
    scenario TEXT NOT NULL, step INTEGER NOT NULL, question TEXT NOT NULL,
    chosen INTEGER NOT NULL, chosen_text TEXT NOT NULL, answer TEXT NOT NULL,
    correct INTEGER NOT NULL, book TEXT NOT NULL, area TEXT NOT NULL,
    PRIMARY KEY (token, number)
);
"""

#: The file name of the store, inside the data directory.
FILE_NAME = "classroom.sqlite3"


@dataclass(frozen=True, slots=True)
class Session:
    """A trainee's session: who, under which book, and the questions (scenario, step)."""

    token: str
    name: str
    book: str
    topic: str
    mode: str
    seed: int
    questions: tuple[tuple[str, int], ...]
    pass_mark: int
    answered: int = 0
    #: When a timed exam ends (seconds since the epoch), 0 for no time limit.
    deadline: float = 0.0
    timed_out: bool = False


class Store:
    """The SQLite file ``data_dir/classroom.sqlite3`` (one connection, one lock: a
    classroom is a handful of trainees, never a load)."""

    def __init__(self, data_dir: Path) -> None:
        data_dir.mkdir(parents=True, exist_ok=True)
        self.path = data_dir.resolve() / FILE_NAME
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False)
        self._db.executescript(SCHEMA)
        # A store written before timed exams: add their columns, keeping every row.
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(sessions)")}
        with self._db:
            if "deadline" not in columns:
                self._db.execute("ALTER TABLE sessions ADD deadline REAL NOT NULL DEFAULT 0")
            if "timed_out" not in columns:
                self._db.execute("ALTER TABLE sessions ADD timed_out INTEGER NOT NULL DEFAULT 0")

    @contextmanager
    def _cursor(self) -> Iterator[sqlite3.Cursor]:
        with self._lock, self._db:
            yield self._db.cursor()

    def start(self, session: Session) -> None:
        with self._cursor() as cur:
            cur.execute(
                "INSERT INTO sessions (token, name, book, topic, mode, seed, questions, started, "
                "pass_mark, deadline) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session.token, session.name, session.book, session.topic, session.mode,
                 session.seed, json.dumps(session.questions),
                 datetime.now(UTC).isoformat(timespec="seconds"), session.pass_mark,
                 session.deadline),
            )  # fmt: skip

    def time_out(self, token: str) -> None:
        """Mark a timed exam ended by its clock: the questions left count unanswered."""
        with self._cursor() as cur:
            cur.execute("UPDATE sessions SET timed_out = 1 WHERE token = ?", (token,))

    def session(self, token: str) -> Session | None:
        with self._cursor() as cur:
            row = cur.execute(
                "SELECT token, name, book, topic, mode, seed, questions, pass_mark, deadline, "
                "timed_out FROM sessions WHERE token = ?", (token,),
            ).fetchone()  # fmt: skip
            if row is None:
                return None
            (answered,) = cur.execute(
                "SELECT COUNT(*) FROM answers WHERE token = ?", (token,)
            ).fetchone()
        questions = tuple((str(s), int(n)) for s, n in json.loads(row[6]))
        return Session(row[0], row[1], row[2], row[3], row[4], row[5], questions, row[7],
                       answered, float(row[8]), bool(row[9]))  # fmt: skip

    def answer(self, token: str, number: int, row: dict[str, Any]) -> bool:
        """Record answer ``number`` of the session; False if it was answered already."""
        try:
            with self._cursor() as cur:
                cur.execute(
                    "INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (token, number, row["scenario"], row["step"], row["question"],
                     row["chosen"], row["chosen_text"], row["answer"], int(row["correct"]),
                     row["book"], row["area"]),
                )  # fmt: skip
        except sqlite3.IntegrityError:
            return False
        return True

    def answers(self, token: str) -> list[dict[str, Any]]:
        with self._cursor() as cur:
            rows = cur.execute(
                "SELECT number, scenario, step, question, chosen, chosen_text, answer, correct, "
                "book, area FROM answers WHERE token = ? ORDER BY number", (token,),
            ).fetchall()  # fmt: skip
        keys = ("number", "scenario", "step", "question", "chosen", "chosen_text", "answer",
                "correct", "book", "area")  # fmt: skip
        return [dict(zip(keys, row, strict=True)) for row in rows]

    def records(self, token: str | None = None) -> list[dict[str, Any]]:
        """Every session (or the one of ``token``) as the results file's records (name,
        date, score, questions). A timed exam whose time ran out is marked on the questions
        asked, those left unanswered counting wrong, as ``train --minutes`` marks it."""
        where, values = ("WHERE token = ? ", (token,)) if token is not None else ("", ())
        with self._cursor() as cur:
            sessions = cur.execute(
                "SELECT token, name, book, topic, mode, seed, questions, started, pass_mark, "
                f"timed_out FROM sessions {where}ORDER BY started, token", values,
            ).fetchall()  # fmt: skip
        records = []
        for (
            token_,
            name,
            book,
            topic,
            mode,
            seed,
            questions,
            started,
            pass_mark,
            timed_out,
        ) in sessions:
            answered = self.answers(token_)
            right = sum(a["correct"] for a in answered)
            asked = len(json.loads(questions))
            percent = round(100 * right / asked) if asked else 0
            over = len(answered) == asked or bool(timed_out)
            records.append({
                "token": token_, "name": name, "date": started, "seed": seed, "about": topic,
                "book": book, "exam": mode == "exam", "mode": mode, "asked": asked,
                "right": right, "percent": percent, "pass_mark": pass_mark,
                "passed": over and percent >= pass_mark, "ended_early": len(answered) < asked,
                "timed_out": bool(timed_out),
                "questions": [
                    {**a, "areas": [a["area"]], "correct": bool(a["correct"])} for a in answered
                ],
            })  # fmt: skip
        return records

    def csv_rows(self) -> Sequence[Sequence[Any]]:
        """Every answer with its session, for the trainer's CSV export."""
        with self._cursor() as cur:
            return cur.execute(
                "SELECT s.name, s.started, s.book, s.topic, s.mode, a.number, a.scenario, "
                "a.step, a.area, a.question, a.chosen_text, a.answer, a.correct "
                "FROM answers a JOIN sessions s ON s.token = a.token "
                "ORDER BY s.started, s.token, a.number"
            ).fetchall()

    def close(self) -> None:
        self._db.close()
