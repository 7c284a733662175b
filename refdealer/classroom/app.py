"""The classroom web app (Flask): trainees take drills and exams in a browser, the trainer
reads the class behind a passphrase.

Each question is played by the reference dealer exactly as ``train`` plays it (the book's
rules and answers, the table as everyone saw it, the choices shuffled by the session's
seed). Every page is rendered from templates with autoescaping; every form field is checked
(a session token, a question number, a choice in range); nothing is served from disk and
nothing is written but the SQLite file in the data directory.

As ``train`` does, it runs a drill, an exam (timed if the trainee's start form says so: when
the time is up the questions left count unanswered), a review of the trainee's weak areas
spaced by his earlier sessions here, and prints a certificate for a passed exam. Wrong
trainer passphrases are rate-limited by address: after a few, that address waits.
"""

from __future__ import annotations

import csv
import hmac
import io
import math
import random
import re
import secrets
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from flask import Flask, Response, abort, redirect, render_template_string, request, session
from markupsafe import Markup
from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Response as BaseResponse

from refdealer.catalog import rule_catalog
from refdealer.classroom.store import Session, Store
from refdealer.options import PROFILES
from refdealer.scenarios.model import Scenario
from refdealer.walk.book import answers_under, book_name, play_under
from refdealer.walk.classroom import certificate_html, missed_most, review_plan
from refdealer.walk.handout import table_in_words
from refdealer.walk.lessons import find_lessons, topics
from refdealer.walk.play import Frame
from refdealer.walk.pools import drill_pool, exam_pool
from refdealer.walk.quiz import shuffled
from refdealer.walk.render_svg import narrow_table_svg, table_svg
from refdealer.walk.session import has_quiz, question_area
from refdealer.walk.trainee import situation

#: A trainee's name: letters (any script), digits, spaces and . ' -, 1 to 40 of them.
NAME = re.compile(r"[^\W_][\w .'\-]{0,39}")
TOKEN = re.compile(r"[A-Za-z0-9_-]{22}")
#: The share of right answers that passes a session, as ``train``'s default.
PASS_MARK = 80
MODES = ("drill", "exam", "review")
#: Wrong trainer passphrases an address may give within WINDOW seconds before it waits.
ATTEMPTS, WINDOW = 5, 60.0
#: The longest time limit of an exam, in minutes.
MAX_MINUTES = 180

STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem;
  line-height: 1.4; } h1 { font-size: 1.4rem; } label { display: block; margin: .6rem 0 .2rem; }
input, select, button { font-size: 1rem; padding: .4rem .6rem; max-width: 100%; }
.choices { list-style: none; padding: 0; } .choices li { margin: .4rem 0; }
.choices button { width: 100%; text-align: left; }
.right { color: #0a6b2b; font-weight: bold; } .wrong { color: #a11; font-weight: bold; }
.story { color: #333; } .error { color: #a11; border: 1px solid #a11; padding: .5rem; }
.narrow { display: none; } figure { margin: .5rem 0; } svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; } td, th { text-align: left; padding: 2px 8px;
  border-bottom: 1px solid #ddd; vertical-align: top; }
.sr { position: absolute; left: -9999px; }
@media (max-width: 600px) { .wide { display: none; } .narrow { display: block; }
  td, th { padding: 2px 3px; } th { font-size: .8rem; } td.id { overflow-wrap: anywhere; } }
"""

LAYOUT = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }} \u2014 Floor training</title><style>{{ style }}</style></head>
<body>{{ body }}</body></html>"""

START = """<h1>Floor training</h1>
{% if error %}<p class="error" role="alert">{{ error }}</p>{% endif %}
<form method="post" action="/start">
<label for="name">Your name</label><input id="name" name="name" required maxlength="40"
 value="{{ name }}" autocomplete="name">
<label for="book">The rules you are trained on</label><select id="book" name="book">
{% for id, text in books %}<option value="{{ id }}">{{ text }}</option>{% endfor %}</select>
<label for="topic">Topic</label><select id="topic" name="topic"><option value="">All topics</option>
{% for id, text in topics %}<option value="{{ id }}">{{ text }}</option>{% endfor %}</select>
<label for="mode">Session</label><select id="mode" name="mode">
<option value="drill">Drill (practice)</option><option value="exam">Exam</option>
<option value="review">Review: the areas I missed before</option></select>
<label for="count">Situations</label><input id="count" name="count" type="number" min="1"
 max="20" value="5">
<label for="minutes">Exam time limit in minutes (0: none)</label><input id="minutes"
 name="minutes" type="number" min="0" max="{{ max_minutes }}" value="0">
<p><button type="submit">Start</button></p></form>
<p><a href="/trainer">Trainer's pages</a></p>"""

QUESTION = """<p>Question {{ number }} of {{ total }} \u00b7 {{ book }}
{% if left %}\u00b7 <span id="time-left">{{ left }} left</span>{% endif %}</p>
<h1>{{ situation }}</h1>
<ul class="story">{% for line in story %}<li>{{ line }}</li>{% endfor %}</ul>
{% if narration %}<p><em>{{ narration }}</em></p>{% endif %}
<figure class="wide">{{ wide }}</figure><figure class="narrow">{{ narrow }}</figure>
<p id="words" class="sr">{{ words }}</p>
<h2>{{ question }}</h2>
<form method="post" action="/q/{{ token }}"><input type="hidden" name="number" value="{{ number }}">
<ol class="choices">{% for choice in choices %}<li><button type="submit" name="choice"
 value="{{ loop.index }}">{{ loop.index }}. {{ choice }}</button></li>{% endfor %}</ol></form>"""

FEEDBACK = """<p>Question {{ number }} of {{ total }} \u00b7 {{ book }}</p>
<h1>{{ situation }}</h1><h2>{{ question }}</h2>
{% if correct %}<p class="right">Right!</p>
{% else %}<p class="wrong">You chose {{ chosen }}.</p>{% endif %}
<p>The answer: <strong>{{ answer }}</strong></p>
{% if explanation %}<p>{{ explanation }}</p>{% endif %}
{% for ruling in rulings %}<p>\u2696 {{ ruling }}</p>{% endfor %}
<p><a href="/q/{{ token }}">{{ "Next question" if more else "Your score" }}</a></p>"""

SCORE = """<h1>{{ name }}: {{ right }} of {{ total }} right ({{ percent }} %)</h1>
{% if timed_out %}<p class="wrong" role="alert">The time ran out: {{ unanswered }} question(s)
left unanswered count as wrong.</p>{% endif %}
<p>{{ verdict }} \u00b7 {{ book }}</p>
{% if certificate %}<p><a id="certificate" href="/certificate/{{ token }}">Your certificate
(printable)</a></p>{% endif %}
{% if missed %}<h2>To look at again</h2><ul>{% for m in missed %}<li>{{ m.question }}
<br>You chose: {{ m.chosen_text }}<br>The answer: {{ m.answer }}</li>{% endfor %}</ul>{% endif %}
<p><a href="/">Another session</a></p>"""

ERROR = """<h1>{{ code }}</h1><p class="error" role="alert">{{ text }}</p>
<p><a href="/">Start</a></p>"""

LOGIN = """<h1>Trainer's pages</h1>
{% if error %}<p class="error" role="alert">{{ error }}</p>{% endif %}
<form method="post" action="/trainer"><label for="passphrase">Passphrase</label>
<input id="passphrase" name="passphrase" type="password" required autocomplete="current-password">
<p><button type="submit">Enter</button></p></form>"""

CLASS = """<h1>The class</h1><p><a href="/trainer/export.csv">Export every answer (CSV)</a></p>
<table><thead><tr><th>Trainee</th><th>Sessions</th><th>Passed</th><th>Last</th><th>Book</th>
</tr></thead><tbody>{% for row in people %}<tr><td>{{ row.name }}</td><td>{{ row.sessions }}</td>
<td>{{ row.passed }}</td><td>{{ row.last }}</td><td>{{ row.book }}</td></tr>{% endfor %}
</tbody></table>
<h2>By rule area</h2><table><tbody>{% for area, right, asked in areas %}<tr><td>{{ area }}</td>
<td>{{ right }} of {{ asked }}</td></tr>{% endfor %}</tbody></table>
<h2>Missed most</h2><table><tbody>{% for m in missed %}<tr><td>{{ m.missed }} of {{ m.asked }}</td>
<td>{{ m.question }}</td><td class="id">{{ m.scenario }}, step {{ m.step }}</td></tr>{% endfor %}
</tbody></table>"""


def _page(title: str, template: str, status: int = 200, **values: Any) -> tuple[str, int]:
    body = render_template_string(template, **values)
    return render_template_string(LAYOUT, title=title, style=STYLE, body=Markup(body)), status


def draw(
    scenarios: Sequence[Scenario], book: str, topic: str, mode: str, count: int, seed: int
) -> tuple[tuple[str, int], ...]:
    """The questions (scenario, step) of a session: the book's questions, of the topic's
    lessons (their own situations for an exam, the others on their rules for a drill),
    ``count`` situations chosen by ``seed``."""
    pool = [s for s in scenarios if answers_under(s, book)]
    if topic:
        chosen = find_lessons(topic=topic)
        pool = (exam_pool if mode == "exam" else drill_pool)(pool, chosen, book)
    pool.sort(key=lambda s: s.id)
    picked = random.Random(seed).sample(pool, min(count, len(pool)))
    return tuple(
        (s.id, step.index + 1) for s in picked for step in s.script if step.quiz is not None
    )


class Attempts:
    """Wrong passphrases by address: ``ATTEMPTS`` within ``WINDOW`` seconds, and the address
    waits until the oldest of them is ``WINDOW`` seconds old (the right one is refused too
    meanwhile, or guessing would go on)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.failed: dict[str, deque[float]] = {}

    def wait(self, address: str) -> int:
        """Seconds ``address`` must still wait (0: it may try)."""
        now = self.clock()
        failed = self.failed.get(address)
        while failed and now - failed[0] >= WINDOW:
            failed.popleft()
        if not failed:
            self.failed.pop(address, None)
            return 0
        return math.ceil(WINDOW - (now - failed[0])) if len(failed) >= ATTEMPTS else 0

    def fail(self, address: str) -> None:
        self.failed.setdefault(address, deque(maxlen=ATTEMPTS)).append(self.clock())


def create_app(
    data_dir: Path,
    passphrase: str,
    scenarios: Sequence[Scenario],
    clock: Callable[[], float] = time.time,
    seeds: Callable[[], int] = lambda: secrets.randbelow(10_000),
) -> Flask:
    """The classroom over the quiz ``scenarios``, its records in ``data_dir``; ``clock``
    (seconds) times exams and passphrase waits; ``seeds`` gives each session its seed (the
    situations drawn and the order of the choices), unpredictable unless a caller says."""
    if len(passphrase) < 8:
        raise ValueError("the trainer's passphrase needs at least 8 characters")
    app = Flask(__name__, static_folder=None)
    app.secret_key = secrets.token_bytes(32)
    app.config.update(
        SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Strict", MAX_CONTENT_LENGTH=4096
    )
    store = Store(data_dir)
    by_id = {s.id: s for s in scenarios if has_quiz(s)}
    quizzes = list(by_id.values())
    books = [(p, book_name(p)) for p in PROFILES]
    topic_list = list(topics().items())
    attempts = Attempts(clock)
    form: dict[str, Any] = {"books": books, "topics": topic_list, "max_minutes": MAX_MINUTES}

    def frame_of(sess: Session, number: int) -> tuple[Scenario, Frame]:
        scenario_id, step = sess.questions[number - 1]
        scenario = by_id[scenario_id]
        return scenario, play_under(scenario, sess.book).frames[step]

    @app.errorhandler(HTTPException)
    def _error(error: HTTPException) -> tuple[str, int]:
        return _page(
            "Error", ERROR,
            error.code or 500, code=error.code, text=error.description,
        )  # fmt: skip

    @app.get("/")
    def start_page() -> tuple[str, int]:
        return _page("Start", START, name="", error="", **form)

    @app.post("/start")
    def start() -> BaseResponse | tuple[str, int]:
        fields = request.form
        name, book, topic = (
            fields.get("name", "").strip(),
            fields.get("book", ""),
            fields.get("topic", ""),
        )
        mode, count = fields.get("mode", ""), fields.get("count", "")
        minutes = fields.get("minutes", "0") or "0"
        problems = []
        if not NAME.fullmatch(name):
            problems.append(
                "a name of 1 to 40 letters, digits, spaces, dots, hyphens or apostrophes"
            )
        if book not in PROFILES or mode not in MODES or (topic and topic not in topics()):
            problems.append("a book, topic and session from the lists")
        if not (count.isascii() and count.isdigit() and 1 <= int(count) <= 20):
            problems.append("a number of situations from 1 to 20")
        if not (minutes.isascii() and minutes.isdigit() and int(minutes) <= MAX_MINUTES):
            problems.append(f"a time limit of 0 to {MAX_MINUTES} minutes")
        elif int(minutes) and mode != "exam":
            problems.append("a time limit for an exam only (0 for a drill or a review)")
        if problems:
            error = "Please give " + "; ".join(problems) + "."
            return _page("Start", START, 400, name=name[:40], error=error, **form)
        seed = seeds()
        if mode == "review":
            questions, why = review(name, book, topic, int(count))
        else:
            questions, why = draw(quizzes, book, topic, mode, int(count), seed), ""
        if not questions:
            return _page("Start", START, 400, name=name, error=why or
                         "No questions for that book and topic.", **form)  # fmt: skip
        token = secrets.token_urlsafe(16)
        deadline = clock() + 60 * int(minutes) if int(minutes) else 0.0
        about = topic or "all topics"
        store.start(Session(token, name, book, about, mode, seed, questions, PASS_MARK,
                            deadline=deadline))  # fmt: skip
        return redirect(f"/q/{token}", code=303)

    def review(
        name: str, book: str, topic: str, count: int
    ) -> tuple[tuple[tuple[str, int], ...], str]:
        """The questions of ``name``'s review under ``book`` (as ``train --review``), or
        why there are none."""
        earlier = [r for r in store.records() if r["name"] == name and r["book"] == book]
        if not earlier:
            return (), f"No earlier sessions of {name} under this book here: take a drill first."
        pool = [s for s in quizzes if answers_under(s, book)]
        if topic:
            rules = {lesson.rule for lesson in find_lessons(topic=topic)}
            pool = [s for s in pool if set(s.rules[:1]) & rules]
        plan = review_plan(earlier, name, pool, PASS_MARK, question_area)
        if not plan.weak_areas:
            return (), f"{name} is at or above the pass mark in every area: nothing to review."
        due = [by_id[s] for s in plan.due[:count]]
        return tuple((s.id, step.index + 1) for s in due for step in s.script if step.quiz), ""

    def _session(token: str) -> Session:
        if not TOKEN.fullmatch(token):
            abort(404, "No such session.")
        found = store.session(token)
        if found is None:
            abort(404, "No such session.")
        return found

    def _timed_out(sess: Session) -> bool:
        """Whether a timed exam's time is up (marked in the store the first time seen)."""
        if sess.timed_out or (sess.deadline and clock() >= sess.deadline):
            if not sess.timed_out and sess.answered < len(sess.questions):
                store.time_out(sess.token)
            return sess.answered < len(sess.questions)
        return False

    @app.get("/q/<token>")
    def question(token: str) -> tuple[str, int]:
        sess = _session(token)
        total = len(sess.questions)
        if sess.answered >= total or _timed_out(sess):
            return _score(sess)
        number = sess.answered + 1
        scenario, frame = frame_of(sess, number)
        assert frame.quiz is not None
        quiz = shuffled(frame.quiz, sess.seed, f"{scenario.id}/{frame.number}")
        walk = play_under(scenario, sess.book)
        story = [*walk.frames[0].actions, *(a for f in walk.frames[1 : frame.number + 1]
                                             for a in f.actions)]  # fmt: skip
        view = frame.question_view
        left = max(0, int(sess.deadline - clock())) if sess.deadline else 0
        return _page(
            "Question", QUESTION, token=token, number=number, total=total,
            left=f"{left // 60}:{left % 60:02d}" if sess.deadline else "",
            book=book_name(sess.book), situation=situation(scenario, number), story=story,
            narration=frame.narration or "", question=quiz.question, choices=quiz.choices,
            wide=Markup(table_svg(view, described_by="words")),
            narrow=Markup(narrow_table_svg(view, described_by="words")),
            words=" ".join(table_in_words(view)),
        )  # fmt: skip

    @app.post("/q/<token>")
    def answer(token: str) -> tuple[str, int]:
        sess = _session(token)
        if _timed_out(sess):
            return _score(store.session(token) or sess)
        number_text, choice_text = request.form.get("number", ""), request.form.get("choice", "")
        if not (number_text.isascii() and number_text.isdigit()):
            abort(400, "The form is not one this page sent: no question number.")
        number = int(number_text)
        if number != sess.answered + 1 or number > len(sess.questions):
            abort(409, "That question has been answered already (or is not the next one).")
        scenario, frame = frame_of(sess, number)
        assert frame.quiz is not None
        quiz = shuffled(frame.quiz, sess.seed, f"{scenario.id}/{frame.number}")
        if not (choice_text.isascii() and choice_text.isdigit()):
            abort(400, "The form is not one this page sent: no choice.")
        chosen = int(choice_text)
        if not 1 <= chosen <= len(quiz.choices):
            abort(400, f"Choose one of 1 to {len(quiz.choices)}.")
        right = quiz.choices.index(quiz.answer) + 1
        area = (question_area(scenario) or ("",))[0]
        row = {
            "scenario": scenario.id, "step": frame.number, "question": quiz.question,
            "chosen": chosen, "chosen_text": quiz.choices[chosen - 1], "answer": quiz.answer,
            "correct": chosen == right, "book": sess.book, "area": area,
        }  # fmt: skip
        if not store.answer(token, number, row):
            abort(409, "That question has been answered already.")
        rulings = [r.message for r in frame.rulings]
        if frame.refusal is not None:
            rulings.append(f"The floor refuses: {frame.refusal.plain or frame.refusal.meaning}")
        return _page(
            "Answer", FEEDBACK, token=token, number=number, total=len(sess.questions),
            book=book_name(sess.book), situation=situation(scenario, number),
            question=quiz.question, correct=chosen == right,
            chosen=f"{chosen}. {quiz.choices[chosen - 1]}", answer=f"{right}. {quiz.answer}",
            explanation=quiz.explanation or "", rulings=rulings,
            more=number < len(sess.questions),
        )  # fmt: skip

    def _score(sess: Session) -> tuple[str, int]:
        [record] = store.records(sess.token)
        answered = record["questions"]
        verdict = "Passed" if record["passed"] else "Not passed yet"
        return _page(
            "Score", SCORE, name=sess.name, right=record["right"], total=record["asked"],
            percent=record["percent"], verdict=f"{verdict} (pass mark {sess.pass_mark} %)",
            book=book_name(sess.book), missed=[a for a in answered if not a["correct"]],
            timed_out=record["timed_out"], unanswered=record["asked"] - len(answered),
            certificate=record["exam"] and record["passed"], token=sess.token,
        )  # fmt: skip

    @app.get("/certificate/<token>")
    def certificate(token: str) -> Response:
        sess = _session(token)
        [record] = store.records(sess.token)
        if not (record["exam"] and record["passed"]):
            abort(403, "A certificate is printed for a passed exam only.")
        return Response(certificate_html(record), mimetype="text/html")

    @app.route("/trainer", methods=["GET", "POST"])
    def trainer() -> BaseResponse | tuple[str, int]:
        if request.method == "POST":
            address = request.remote_addr or "?"
            wait = attempts.wait(address)
            if wait:
                error = f"Too many wrong passphrases: try again in {wait} seconds."
                return _page("Trainer", LOGIN, 429, error=error)
            given = request.form.get("passphrase", "")
            if hmac.compare_digest(given.encode("utf-8"), passphrase.encode("utf-8")):
                session["trainer"] = True
                return redirect("/trainer/class", code=303)
            attempts.fail(address)
            return _page("Trainer", LOGIN, 403, error="Wrong passphrase.")
        if session.get("trainer"):
            return redirect("/trainer/class", code=303)
        return _page("Trainer", LOGIN, error="")

    def _trainer_only() -> None:
        if not session.get("trainer"):
            abort(403, "The trainer's pages need the passphrase: go to /trainer.")

    @app.get("/trainer/class")
    def class_page() -> tuple[str, int]:
        _trainer_only()
        records = store.records()
        people: dict[str, dict[str, Any]] = {}
        for record in records:
            fresh = {"name": record["name"], "sessions": 0, "passed": 0, "last": "", "book": ""}
            row = people.setdefault(record["name"], fresh)
            row["sessions"] += 1
            row["passed"] += bool(record["passed"])
            row["last"] = f"{record['right']} of {record['asked']} ({record['percent']} %)"
            row["book"] = book_name(record["book"])
        areas: dict[str, list[int]] = {}
        for record in records:
            for q in record["questions"]:
                tally = areas.setdefault(q["area"], [0, 0])
                tally[0] += q["correct"]
                tally[1] += 1
        return _page(
            "The class", CLASS, people=list(people.values()),
            areas=[(a, r, n) for a, (r, n) in sorted(areas.items())],
            missed=missed_most(records),
        )  # fmt: skip

    @app.get("/trainer/export.csv")
    def export() -> Response:
        _trainer_only()
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(("name", "started", "book", "topic", "mode", "number", "scenario", "step",
                         "area", "question", "chosen", "answer", "correct"))  # fmt: skip
        for row in store.csv_rows():
            # A cell starting =, +, - or @ would be a formula in a spreadsheet: quote it.
            writer.writerow([f"'{c}" if isinstance(c, str) and c[:1] in "=+-@" else c
                             for c in row])  # fmt: skip
        disposition = {"Content-Disposition": "attachment; filename=classroom.csv"}
        return Response(out.getvalue(), mimetype="text/csv", headers=disposition)

    app.extensions["refdealer_store"] = store
    _ = rule_catalog()  # loaded once at start, not on a trainee's first question
    return app
