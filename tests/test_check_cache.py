"""The checked-file cache shared by processes (``REFDEALER_CHECK_CACHE``): a file checked in
one process is not checked again in another, and what it returns is what a fresh check
returns, whatever the file's name and text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from refdealer.scenarios import loader
from refdealer.scenarios.loader import CHECK_CACHE_ENV, load_scenario_file

ROOT = Path(__file__).resolve().parent.parent
GOOD = ROOT / "scenarios" / "core" / "pots.yaml"


def checked_afresh(path: Path) -> tuple[list[object], list[object]]:
    """What the check of ``path`` gives with no cache at all (nor this process's)."""
    scenarios, issues = loader._check_file(str(path), path.read_text(encoding="utf-8"))
    return list(scenarios), list(issues)


def load_in_a_new_process(path: Path) -> tuple[list[object], list[object]]:
    """``load_scenario_file`` as a process that has not seen the file yet would run it."""
    loader._checked_file.cache_clear()
    scenarios, issues = load_scenario_file(path)
    return list(scenarios), list(issues)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "cache"
    folder.mkdir()
    monkeypatch.setenv(CHECK_CACHE_ENV, str(folder))
    yield folder
    loader._checked_file.cache_clear()  # forget what was read from the test's cache


def test_a_file_is_checked_once_and_read_back_as_checked(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = load_in_a_new_process(GOOD)
    assert first == checked_afresh(GOOD) and first[0]
    assert len(list(cache.glob("*.pickle"))) == 1

    def no_second_check(name: str, text: str) -> None:
        raise AssertionError(f"{name} checked again")

    monkeypatch.setattr(loader, "_check_file", no_second_check)
    assert load_in_a_new_process(GOOD) == first


def test_a_changed_or_renamed_file_is_checked_again(tmp_path: Path, cache: Path) -> None:
    path = tmp_path / "suite" / "hands.yaml"
    path.parent.mkdir()
    text = GOOD.read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    scenarios, issues = load_in_a_new_process(path)
    assert scenarios and issues == []

    path.write_text(text.replace("setup:", "setup:\n      colour: red", 1), encoding="utf-8")
    broken = load_in_a_new_process(path)
    assert broken == checked_afresh(path)
    assert broken[0] == [] and any("unknown field" in str(issue) for issue in broken[1])

    renamed = path.with_name("renamed.yaml")
    path.rename(renamed)
    assert load_in_a_new_process(renamed) == checked_afresh(renamed)
    assert len(list(cache.glob("*.pickle"))) == 3


def test_an_unusable_cache_directory_only_costs_the_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CHECK_CACHE_ENV, str(tmp_path / "no" / "such" / "folder"))
    try:
        assert load_in_a_new_process(GOOD) == checked_afresh(GOOD)
    finally:
        loader._checked_file.cache_clear()


def test_a_check_made_by_other_code_is_not_reused(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load_in_a_new_process(GOOD)
    fresh = checked_afresh(GOOD)
    checked: list[str] = []
    real_check = loader._check_file

    def counted(name: str, text: str) -> tuple[list[object], list[object]]:
        checked.append(name)
        return real_check(name, text)  # type: ignore[return-value]

    monkeypatch.setattr(loader, "_checker_identity", lambda: "another version of the loader")
    monkeypatch.setattr(loader, "_check_file", counted)
    assert load_in_a_new_process(GOOD) == fresh
    assert checked == [str(GOOD)]
