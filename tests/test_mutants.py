"""Mutant dealers: every one-rule bug must be caught by a scenario that cites the rule.

One module-scoped run of :func:`refdealer.mutants.verdicts.judge_all` feeds the tests here: each
mutant is played on the scenarios citing its rule until one kills it, and on the rest of the
suite only if none does, so its verdicts (killed; killed by a citing scenario) are those of the
full matrix, which ``refdealer mutants`` prints (tested below on two mutants, and compared).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from refdealer.catalog import rule_catalog
from refdealer.cli import main
from refdealer.mutants import MUTANTS
from refdealer.mutants.verdicts import judge, judge_all

MUTANTS_BY_NAME = {m.name: m for m in MUTANTS}


@pytest.fixture(scope="module")
def matrix() -> list[dict[str, Any]]:
    rows = [verdict.to_dict() for verdict in judge_all(MUTANTS)]
    assert [row["name"] for row in rows] == [m.name for m in MUTANTS]
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
    tmp_path: Path, capsys: pytest.CaptureFixture[str], matrix: list[dict[str, Any]]
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
    # The quick verdicts (the module's judge_all) agree with the full matrix: the first
    # citing killer is one of its.
    verdicts = {verdict["name"]: verdict for verdict in matrix}
    for row in document["mutants"]:
        verdict = verdicts[row["name"]]
        assert verdict["cites_rule"] and set(verdict["killers"]) <= set(row["citing_killers"])


def test_a_mutant_no_citing_scenario_kills_is_played_on_the_whole_suite() -> None:
    # The wheel bug filed under a rule whose scenarios never reach a wheel: the citing
    # scenarios let it live, the rest of the suite kills it, so it is killed but not caught.
    wheel = MUTANTS_BY_NAME["wheel-not-straight"]
    verdict = judge(dataclasses.replace(wheel, name="misfiled-wheel", rule="DEAL-ORDER"))
    assert verdict.killed and not verdict.caught


def test_a_bug_in_a_tda_branch_is_judged_under_the_tda_book(
    matrix: list[dict[str, Any]],
) -> None:
    """A mutant of a tda-2024 branch is played under that profile (the matrix judges each
    mutant under its own): its scenarios catch it, where the rrop-cash suite (with its
    house-option scenarios) would let it through."""
    tda = [m for m in MUTANTS if m.profile == "tda-2024"]
    assert tda, "some mutant breaks a tda-2024 branch"
    verdicts = {verdict["name"]: verdict for verdict in matrix}
    for mutant in tda:
        assert verdicts[mutant.name]["cites_rule"], mutant.name
    undercall = next(m for m in tda if m.name == "undercall-floor-only-when-unaware")
    assert not judge(undercall, profile="rrop-cash").caught
