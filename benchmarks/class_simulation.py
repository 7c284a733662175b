"""A class of simulated trainees run end to end under each book: a drill by topic, an exam
with a certificate for those who pass, and the class report; the figures printed are what a
trainer would read.

Each trainee knows the right answer with a chance of his own (seeded), else picks a wrong
choice at random, so the run is the same every time. Run:
    python benchmarks/class_simulation.py [--trainees 4] [--topic burns]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import tempfile
import time
from pathlib import Path

from refdealer.cli import main as cli
from refdealer.walk.book import play_under
from refdealer.walk.find import suite_scenarios
from refdealer.walk.quiz import shuffled

SKILL = (0.95, 0.85, 0.7, 0.5, 0.9, 0.6)


def _answers(session: list[tuple[str, int]], book: str, seed: int, skill: float,
             rng: random.Random) -> str:  # fmt: skip
    """Answer lines for the questions of a session (scenario id, step) by a trainee."""
    by_id = {s.id: s for s in suite_scenarios()}
    lines = []
    for scenario_id, step in session:
        frame = play_under(by_id[scenario_id], book).frames[step]
        assert frame.quiz is not None
        quiz = shuffled(frame.quiz, seed, f"{scenario_id}/{step}")
        right = quiz.choices.index(quiz.answer) + 1
        wrong = [n for n in range(1, len(quiz.choices) + 1) if n != right]
        lines.append(str(right if rng.random() < skill else rng.choice(wrong)))
    return "\n".join(lines) + "\n"


def _run(argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli(argv)
    assert status == 0, (argv, out.getvalue()[-500:])
    return out.getvalue()


def _session(base: list[str], book: str, seed: int, skill: float, rng: random.Random,
             folder: Path) -> str:  # fmt: skip
    """Run one session twice: first to learn its questions, then answered by the trainee."""
    probe = folder / "probe.jsonl"
    probe.unlink(missing_ok=True)
    blank = folder / "blank.txt"
    blank.write_text("", encoding="utf-8")
    _run([*base, "--seed", str(seed), "--answers", str(blank), "--results", str(probe),
          "--name", "probe"])  # fmt: skip
    asked = [(q["scenario"], q["step"]) for q in json.loads(probe.read_text())["questions"]]
    answers = folder / "answers.txt"
    answers.write_text(_answers(asked, book, seed, skill, rng), encoding="utf-8")
    return str(answers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trainees", type=int, default=4)
    parser.add_argument("--topic", default="burns")
    args = parser.parse_args()
    for book in ("rrop-cash", "tda-2024"):
        started = time.monotonic()
        with tempfile.TemporaryDirectory() as temp:
            folder = Path(temp)
            results = folder / "class.jsonl"
            common = ["train", "--profile", book, "--topic", args.topic, "--no-pause",
                      "--retry", "no"]  # fmt: skip
            certificates = 0
            for number in range(args.trainees):
                name, skill = f"Trainee {number + 1}", SKILL[number % len(SKILL)]
                rng = random.Random(f"{book}/{name}")
                drill = [*common, "--count", "6"]
                answers = _session(drill, book, 10 + number, skill, rng, folder)
                _run([*drill, "--seed", str(10 + number), "--answers", answers, "--name", name,
                      "--results", str(results)])  # fmt: skip
                exam = [*common, "--exam", "--count", "4"]
                answers = _session(exam, book, 100 + number, skill, rng, folder)
                cert = folder / f"certificate-{number}.html"
                _run([*exam, "--seed", str(100 + number), "--answers", answers, "--name", name,
                      "--results", str(results), "--certificate", str(cert)])  # fmt: skip
                certificates += cert.exists()
            report = _run(["train", "--report", str(results)])
            records = [json.loads(line) for line in results.read_text().splitlines()]
        asked = sum(r["asked"] for r in records)
        right = sum(r["right"] for r in records)
        exams = [r for r in records if r.get("exam")]
        print(f"{book}: {args.trainees} trainees, {len(records)} sessions, {asked} questions, "
              f"{right} right ({round(100 * right / asked)} %); exams passed "
              f"{sum(r['passed'] for r in exams)} of {len(exams)}, {certificates} "
              f"certificate(s); {time.monotonic() - started:.0f} s")  # fmt: skip
        print("\n".join(report.splitlines()[-14:]))


if __name__ == "__main__":
    main()
