"""Reading back a corrupt file refdealer wrote (issue 24, N19).

A certificate given to ``certify --rerun-failed``, a training results file given to
``train --report``, an answers file given to ``--answers`` and a fuzz run given to ``fuzz
--merge`` may be truncated, edited or
not what they were said to be: each is refused with one line naming the file and what is
wrong with it, and exit status 2, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refdealer.cli import main

DEEP = "[" * 100_000  # beyond the JSON decoder's recursion limit
NOT_UTF8 = b"\xff\xfe{"

CERTIFICATES: dict[str, tuple[str | bytes, str]] = {
    "not-json": ("{results: [", "not a refdealer certificate JSON file"),
    "a-list": ("[1, 2]", "the file: expected object, got [1, 2]"),
    "no-results": ('{"summary": {}}', "the file: 'results' is missing"),
    "results-not-a-list": ('{"results": "all"}', "results: expected array, got 'all'"),
    "result-not-an-object": ('{"results": [7]}', "results[0]: expected object, got 7"),
    "id-not-text": (
        '{"results": [{"id": ["x"], "outcome": "failed"}]}',
        "results[0].id: expected string, got ['x']",
    ),
    "nested-too-deeply": (DEEP, "JSON nested too deeply"),
    "not-utf-8": (NOT_UTF8, "cannot be read: 'utf-8' codec can't decode"),
}

RECORDS: dict[str, tuple[str | bytes, str]] = {
    "questions-not-a-list": (
        '{"questions": "abc"}\n',
        ":1: not a training session record: questions: expected array, got 'abc'",
    ),
    "a-list": ('{"questions": []}\n[1, 2]\n', ":2: not a training session record: the line"),
    "areas-not-a-list": (
        '{"questions": [{"areas": 7, "correct": true}]}\n',
        ":1: not a training session record: questions[0].areas: expected array, got 7",
    ),
    "percent-not-a-number": (
        '{"questions": [], "percent": {}}\n',
        ":1: not a training session record: percent: expected integer, got {}",
    ),
    "nested-too-deeply": (DEEP + "\n", ":1: not a JSON line (nested too deeply)"),
    "not-utf-8": (NOT_UTF8, ": cannot be read: 'utf-8' codec can't decode"),
}


def _write(path: Path, content: str | bytes) -> Path:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("case", sorted(CERTIFICATES))
def test_n19_a_corrupt_certificate_to_rerun_is_one_line_naming_the_file(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, problem = CERTIFICATES[case]
    path = _write(tmp_path / f"{case}.json", content)
    assert main(["certify", "--rerun-failed", str(path)]) == 2
    line = _one_line_error(capsys)
    assert line.startswith(f"refdealer certify: --rerun-failed {path}: ")
    assert problem in line


def test_n19_a_certificate_that_is_a_folder_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["certify", "--rerun-failed", str(tmp_path)]) == 2
    assert f"{tmp_path}: cannot be read: " in _one_line_error(capsys)


@pytest.mark.parametrize("case", sorted(RECORDS))
def test_n19_a_corrupt_training_records_file_is_one_line_naming_the_file_and_line(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, problem = RECORDS[case]
    path = _write(tmp_path / f"{case}.jsonl", content)
    assert main(["train", "--report", str(path)]) == 2
    line = _one_line_error(capsys)
    assert line.startswith(f"refdealer train: {path}")
    assert f"{path}{problem}" in line


@pytest.mark.parametrize("command", ["walk", "train"])
def test_n19_an_answers_file_that_cannot_be_read_is_one_line_naming_it(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = _write(tmp_path / "answers.txt", NOT_UTF8)
    args = {"walk": ["walk", "nl-min-raise-is-largest-raise-increment", "--quiz"],
            "train": ["train", "--seed", "1"]}[command]  # fmt: skip
    assert main([*args, "--answers", str(answers), "--no-pause"]) == 2
    line = _one_line_error(capsys)
    assert line.startswith(f"refdealer {command}: --answers {answers}: cannot be read: ")


FUZZ_RUNS: dict[str, tuple[str | bytes, str]] = {
    "not-json": ("{hands: 1", "not a refdealer fuzz run JSON file"),
    "a-list": ("[1, 2]", "the file: expected object, got [1, 2]"),
    "no-groups": ('{"hands": 1, "events": 2, "disagreements": 0}', "'groups' is missing"),
    "group-without-example": (
        '{"hands": 1, "events": 2, "disagreements": 1, "groups": [{"key": "k", "cause": "c",'
        ' "field": "f", "rule": "R", "count": 1}]}',
        "groups[0]: 'example' is missing",
    ),
    "count-not-a-number": (
        '{"hands": "many", "events": 2, "disagreements": 0, "groups": []}',
        "hands: expected integer, got 'many'",
    ),
    "nested-too-deeply": (DEEP, "JSON nested too deeply"),
}


@pytest.mark.parametrize("case", sorted(FUZZ_RUNS))
def test_a_corrupt_fuzz_run_to_merge_is_one_line_naming_the_file(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content, problem = FUZZ_RUNS[case]
    _write(tmp_path / "fuzz.json", content)
    assert main(["fuzz", "--merge", str(tmp_path)]) == 2
    line = _one_line_error(capsys)
    assert line.startswith(f"refdealer fuzz: --merge {tmp_path}: {tmp_path / 'fuzz.json'}: ")
    assert problem in line
