"""The wheel: it ships the suite (scenarios and features), the schema and the rule catalog, and
certifies once installed: the YAML scenarios and the feature scenarios.

The wheel is built from this checkout with ``pip wheel --no-deps`` and installed into a fresh
virtual environment (``python -m venv``, no system site packages); ``refdealer certify`` then
runs from an unrelated directory, so nothing can come from the source tree.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from refdealer.scenarios.loader import CHECK_CACHE_ENV, load_scenarios
from refdealer.suite.feature_suite import load_features
from refdealer.suite.files import suite_identity

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def run(
    argv: list[str | Path], *, cwd: Path, timeout: float = 300, check_cache: Path | None = None
) -> str:
    """Run ``argv`` with an environment that cannot see this checkout; return its stdout.

    ``check_cache`` is a scenario-check cache of the installed code's own, fresh for this test
    (the commands run there share it); none of this checkout's checks reach it.
    """
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.pop(CHECK_CACHE_ENV, None)  # nor checks made by the code of this checkout
    if check_cache is not None:
        env[CHECK_CACHE_ENV] = str(check_cache)
    env.pop("VIRTUAL_ENV", None)
    finished = subprocess.run(
        [str(part) for part in argv],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert finished.returncode == 0, (
        f"{argv} exited with {finished.returncode}\n{finished.stdout}\n{finished.stderr}"
    )
    return finished.stdout


def test_the_wheel_ships_the_suite_and_certifies_when_installed(tmp_path: Path) -> None:
    scenarios, issues = load_scenarios([ROOT / "scenarios"])
    assert issues == []
    features, feature_issues = load_features([ROOT / "features"])
    assert feature_issues == []
    identity = suite_identity()

    dist = tmp_path / "dist"
    # The build backend comes with the test extra, so pip builds without an isolated
    # environment of its own to install it in (seconds saved on every run).
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
    run([*build, "-w", dist, ROOT], cwd=ROOT)
    [wheel] = dist.glob("refdealer-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    shipped = sorted(
        n for n in names if n.startswith("refdealer/_suite/scenarios/") and n.endswith(".yaml")
    )
    assert shipped == sorted(
        "refdealer/_suite/" + p.relative_to(ROOT).as_posix()
        for p in (ROOT / "scenarios").rglob("*.yaml")
    )
    assert len(shipped) > 0
    shipped_features = sorted(
        n for n in names if n.startswith("refdealer/_suite/features/") and n.endswith(".feature")
    )
    assert shipped_features == sorted(
        "refdealer/_suite/" + p.relative_to(ROOT).as_posix()
        for p in (ROOT / "features").rglob("*.feature")
    )
    assert "refdealer/suite/feature_suite.py" in names and "refdealer/suite/bdd_steps.py" in names
    assert "refdealer/scenarios/scenario.schema.json" in names
    assert "refdealer/data/rules.yaml" in names
    assert "refdealer/__main__.py" in names

    # A fresh environment; its pip is this one (``pip --python``), which saves bootstrapping
    # a pip into it. The dependencies come from the configured indexes and pip's cache.
    # ``--no-compile``: the commands below import a small part of what is installed, and
    # compile that as they import it.
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False, symlinks=os.name != "nt")
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bin_dir / "python"
    install = [sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-compile"]
    run([*install, wheel], cwd=tmp_path)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = run(
        [python, "-c", "import refdealer.suite.files as s; print(s.scenarios_dir())"], cwd=elsewhere
    )
    assert Path(where.strip()).is_relative_to(env_dir)

    # certify checks the installed suite's files once; list reads the checks it left
    installed_checks = tmp_path / "installed-checks"
    installed_checks.mkdir()
    out = run([bin_dir / "refdealer", "certify"], cwd=elsewhere, check_cache=installed_checks)
    match = re.search(r"^(\d+) passed, 0 failed, 0 errors, (\d+) not applicable in ", out, re.M)
    assert match is not None, out
    assert int(match[1]) + int(match[2]) == len(scenarios) + len(features), out
    assert f"\n{len(scenarios)} scenarios, {len(features)} feature scenarios\n" in out, out
    assert "test session starts" not in out  # pytest's own output stays out of certify's

    listed = run([bin_dir / "refdealer", "list"], cwd=elsewhere, check_cache=installed_checks)
    assert listed.count("[feature] ") == sum(len(feature.rules) for feature in features)
    assert listed.count("[yaml] ") == sum(len(scenario.rules) for scenario in scenarios)
    if suite_identity() == identity:  # nobody edited the suite while the wheel was built
        assert f"({identity['digest'][:19]})" in out
