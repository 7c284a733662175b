"""The trainer at a real 80x24 terminal: ``train`` run inside tmux, its screen captured.

Each test starts its own tmux server (a private socket), types as a trainee would, and
reads the 24 visible lines: the whole question fits on the screen, the verdict is still on
the screen when the pause comes, a session takes about three key presses a question, and
Ctrl-D or Ctrl-C end it with the score so far and no traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "scenarios" / "irregularities" / "board.yaml"
TRAIN = [
    sys.executable, "-m", "refdealer", "train", "--scenarios", str(BOARD),
    "--rule", "FLOP-PREMATURE", "--count", "2", "--seed", "1",
]  # fmt: skip

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux (apt-get install tmux)"),
]


class Screen:
    """One tmux server with one 80x24 window running a command."""

    def __init__(self, command: list[str]) -> None:
        self.socket = f"refdealer-test-{os.getpid()}-{time.monotonic_ns()}"
        line = " ".join(command) + "; echo '[exited]'; sleep 600"
        #: The window's history when keys were last sent (None before any).
        self._sent: str | None = None
        self._tmux("new-session", "-d", "-s", "t", "-x", "80", "-y", "24", line)

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True,
            cwd=ROOT, timeout=30,
        )  # fmt: skip
        return done.stdout

    def lines(self) -> list[str]:
        return self._tmux("capture-pane", "-p", "-t", "t").rstrip("\n").split("\n")

    def text(self) -> str:
        return "\n".join(self.lines())

    def history(self) -> str:
        """Everything printed so far, the lines scrolled away included."""
        return self._tmux("capture-pane", "-p", "-t", "t", "-S", "-")

    def wait_for(self, *wanted: str, timeout: float = 120) -> str:
        """The screen once its last lines show one of ``wanted``, printed since the keys
        last sent: a screen the command has not yet answered them on (a busy machine) may
        still show the same prompt, and keys sent to it would land on the next one."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._sent is not None and self.history() == self._sent:
                time.sleep(0.3)
                continue
            screen = self.text()
            tail = "\n".join(screen.rstrip().split("\n")[-3:])
            if any(w in tail for w in wanted):
                return screen
            time.sleep(0.3)
        raise AssertionError(f"none of {wanted} appeared; the screen:\n{self.text()}")

    def send(self, *keys: str) -> None:
        self._sent = self.history()
        self._tmux("send-keys", "-t", "t", *keys)

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], check=False, timeout=30)


@pytest.fixture
def screen() -> Iterator[Screen]:
    opened: list[Screen] = []

    def start(command: list[str]) -> Screen:
        opened.append(Screen(command))
        return opened[-1]

    yield start  # type: ignore[misc]
    for one in opened:
        one.close()


def test_a_question_and_its_feedback_fit_an_80x24_screen(screen: type[Screen]) -> None:
    term = screen(TRAIN)
    first = term.wait_for("Your choice (1")
    lines = term.lines()
    assert len(lines) <= 24 and max(len(line) for line in lines) <= 80
    # Everything needed to answer is on the screen at once: progress, table, question, choices.
    for needed in ("Question 1 of 2", "Board K♥ K♦ K♣", "To act: seat 2", "Your call:"):
        assert needed in first, needed
    for number in range(1, 5):
        assert f"  {number}. " in first
    assert "fold, call" not in first and "raise to" not in first  # no legal-options line
    term.send("1", "Enter")
    feedback = term.wait_for("\u23ce Enter for")
    # The verdict has not scrolled away when the pause comes.
    assert re.search(r"Wrong: you chose 1\. The answer: [2-4]\.", feedback)
    ruling = feedback
    if "floor's ruling" in feedback:  # it would not fit: the ruling comes after one Enter
        term.send("Enter")
        ruling = term.wait_for("\u23ce Enter for the next question")
    assert "FLOP-PREMATURE \u2014 flop dealt before the betting is over" in ruling
    assert "the three" in ruling  # the rule in its own words


def test_a_session_takes_about_three_keys_a_question(screen: type[Screen]) -> None:
    term = screen(TRAIN)
    keys = 0
    while True:
        screen_text = term.wait_for(
            "Your choice (1", "\u23ce Enter for", "again? [Y/n]", "[exited]"
        )
        tail = screen_text.rstrip().split("\n")[-1]
        if "[exited]" in tail:
            break
        if "Your choice" in tail:
            term.send("2", "Enter")
        elif "again?" in tail:
            term.send("n", "Enter")
        else:
            term.send("Enter")
        keys += 1
        time.sleep(0.5)
        assert keys < 20, term.text()
    end = term.text()
    assert "Score: " in end and "of 2 right" in end
    print(f"2 questions took {keys} key presses")
    assert keys <= 3 * 2 + 1  # an answer and two Enters a question, then "no retry"
    # The score and the verdict are the last thing on the screen, not scrolled away.
    assert "Not passed yet" in end.split("Score: ")[1]


@pytest.mark.parametrize(("key", "name"), [("C-d", "Ctrl-D"), ("C-c", "Ctrl-C")])
def test_ctrl_d_and_ctrl_c_end_the_session_with_the_score(
    screen: type[Screen], key: str, name: str
) -> None:
    term = screen(TRAIN)
    term.wait_for("Your choice (1")
    term.send("4", "Enter")
    # The ruling comes after one more Enter when the feedback would not fit on the screen.
    if "floor's ruling" in term.wait_for("\u23ce Enter for"):
        term.send("Enter")
        term.wait_for("\u23ce Enter for the next question")
    term.send(key)
    end = term.wait_for("[exited]")
    assert "Session ended early: the score so far." in end, name
    assert "Score: 1 of 1 right" in end
    assert "Traceback" not in end and "KeyboardInterrupt" not in end


WALK_QUIZ = [
    sys.executable, "-m", "refdealer", "walk", "premature-flop-before-big-blind-acts",
    "--quiz", "--seed", "3",
]  # fmt: skip


def test_walk_quiz_keeps_the_verdict_on_an_80x24_screen(screen: type[Screen]) -> None:
    term = screen(WALK_QUIZ)
    first = term.wait_for("\u23ce Enter for")
    # The header is the neutral situation, never the title or the id (they name the ruling).
    assert "The flop comes before the big blind acts" in first
    assert "premature-flop-before-big-blind-acts" not in first
    for step in range(1, 8):  # the question is at step 8 of 20
        term.send("Enter")
        deadline = time.monotonic() + 60
        while f"Step {step} of 20" not in term.history():
            assert time.monotonic() < deadline, term.history()
            time.sleep(0.2)
        term.wait_for("\u23ce Enter for")
    term.send("Enter")
    asked = term.wait_for("Your choice (1")
    assert "FLOP-PREMATURE" not in asked and "Your call:" in asked
    term.send("2", "Enter")
    feedback = term.wait_for("\u23ce Enter for")
    # The verdict and why are still on the screen; the ruling and the table come after Enter.
    assert re.search(r"Wrong: you chose 2\. The answer: \d\.", feedback)
    assert "Enter for the floor's ruling" in feedback.rstrip().split("\n")[-1]
    term.send("Enter")
    ruling = term.wait_for("\u23ce Enter for the next step", "\u23ce Enter for more")
    pages = 0
    while "Enter for more of the ruling" in ruling.rstrip().split("\n")[-1]:
        # A ruling longer than the screen (the rulings held back, then this one, then the
        # table) comes a screenful at a time.
        pages += 1
        assert pages < 5, ruling
        term.send("Enter")
        ruling = term.wait_for("\u23ce Enter for the next step", "\u23ce Enter for more")
    assert "Wrong: you chose" not in ruling and "Out of play" in ruling


BOOKS_QUIZ = "four-card-flop-scramble-option"  # FLOP-TOO-MANY, where the books differ


def test_walk_quiz_shows_both_books_after_the_answer_on_a_screen_of_their_own(
    screen: type[Screen],
) -> None:
    from refdealer.walk.find import find_scenario
    from refdealer.walk.play import play
    from refdealer.walk.quiz import shuffled

    frame = next(f for f in play(find_scenario(BOOKS_QUIZ)).frames if f.quiz is not None)
    assert frame.quiz is not None
    quiz = shuffled(frame.quiz, 3, f"{BOOKS_QUIZ}/{frame.number}")
    right = quiz.choices.index(quiz.answer) + 1
    term = screen([sys.executable, "-m", "refdealer", "walk", BOOKS_QUIZ, "--quiz", "--seed", "3"])
    while True:
        shown = term.wait_for("\u23ce Enter for", "Your choice (1")
        if "Your choice (1" in shown.rstrip().split("\n")[-1]:
            break
        term.send("Enter")
    # Test, don't tell: nothing of the other book before the answer.
    assert "Where the books differ" not in term.history()
    term.send(str(right), "Enter")
    while True:
        shown = term.wait_for("\u23ce Enter for")
        if "Enter for where the books differ" in shown.rstrip().split("\n")[-1]:
            break
        term.send("Enter")
    assert "Where the books differ" not in term.history()
    assert "Right!" in term.history()
    term.send("Enter")
    books = term.wait_for("\u23ce Enter for the next step")
    lines = term.lines()
    assert len(lines) <= 24 and max(len(line) for line in lines) <= 80
    # The whole side-by-side table is on the screen: its title, both books, its last line.
    assert "Where the books differ: FLOP-TOO-MANY" in books
    # Each book by its name and section, in trainee words (no profile id, issue 29); the
    # columns wrap, so the sections are read piece by piece.
    for piece in ("Robert's Rules of Poker", "RRoP \u00a75 Hold'em r3", "TDA tournament", "39-A"):
        assert piece in books, piece
    assert "rrop-cash" not in books.split("Where the books differ")[1]
    assert "\u2570" in books.split("Where the books differ")[1]
