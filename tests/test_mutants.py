"""Mutant dealers: every one-rule bug must be caught by a scenario that cites the rule.

One module-scoped run of the whole matrix, ``refdealer mutants --json`` in a fresh process
(YAML scenarios and feature scenarios on every mutant, two worker processes), feeds the
tests here; it takes about a minute. (In process, under this pytest, the nested feature runs
are over twice as slow, so the matrix runs in a child process.)
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.mutants import MUTANTS


@pytest.fixture(scope="module")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    target = tmp_path_factory.mktemp("mutants") / "matrix.json"
    command = [sys.executable, "-m", "refdealer", "mutants", "--jobs", "2", "--json", str(target)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=1800, check=False)
    document = json.loads(target.read_text(encoding="utf-8"))
    rows: list[dict[str, Any]] = document["mutants"]
    assert [row["name"] for row in rows] == [m.name for m in MUTANTS]
    caught = all(row["cites_rule"] for row in rows)
    assert done.returncode == (0 if caught else 1), done.stdout + done.stderr
    return rows


def test_at_least_forty_mutants_over_eight_areas() -> None:
    catalog = rule_catalog()
    assert len(MUTANTS) >= 40
    assert len({m.name for m in MUTANTS}) == len(MUTANTS)
    for mutant in MUTANTS:
        entry = catalog.get(mutant.rule)
        assert entry is not None, f"{mutant.name}: unknown rule {mutant.rule}"
        assert entry.modelled, f"{mutant.name}: {mutant.rule} is not modelled"
        assert mutant.description
    assert len({catalog[m.rule].area for m in MUTANTS}) >= 8


def test_every_mutant_differs_from_the_reference(matrix: list[dict[str, Any]]) -> None:
    # The reference dealer passes the whole suite (test_certify), so a mutant with a failing
    # or erroring scenario really behaves differently from it.
    alike = [row["name"] for row in matrix if not row["killed"]]
    assert not alike, f"mutants the suite cannot tell from the reference: {alike}"


def test_every_mutant_is_killed_by_a_scenario_citing_its_rule(
    matrix: list[dict[str, Any]],
) -> None:
    uncited = [f"{row['name']} ({row['rule']})" for row in matrix if not row["cites_rule"]]
    assert not uncited, f"killed only by scenarios not citing the broken rule: {uncited}"


def test_the_command_prints_the_matrix_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "matrix.json"
    chosen = ["wheel-not-straight", "uncalled-bet-kept"]
    status = main(["mutants", "--jobs", "1", "--json", str(target), "--only", *chosen])
    out = capsys.readouterr().out
    assert status == 0
    assert "wheel-not-straight" in out and "2 mutants" in out
    document = json.loads(target.read_text(encoding="utf-8"))
    assert [m["name"] for m in document["mutants"]] == chosen
    assert all(m["killed"] and m["cites_rule"] for m in document["mutants"])
