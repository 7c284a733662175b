"""Shared fixtures of the project's tests, and what makes one run of them cheaper.

* ``built_in_certification``: one in-process ``refdealer certify`` of the built-in suite with
  every report written, for the tests that only read its output (a whole certification takes
  seconds; each xdist worker runs it at most once).
* The run's scenario-check cache: the first process (pytest, or xdist's controller) points
  ``REFDEALER_CHECK_CACHE`` at a fresh directory and removes it at the end, so the workers
  and every ``refdealer`` subprocess of the run check each scenario file once between them
  (see ``refdealer.scenarios.loader``). A developer's own setting is left alone.
* The cyclic garbage collector runs less often (:data:`GC_THRESHOLDS`): the tests keep large
  structures alive for the whole run (loaded suites, played walks, module fixtures), and at
  Python's default thresholds the collector walked them again thousands of times a run,
  10 to 15 % of its CPU. What is garbage is still collected, in fewer, larger passes.
* Tests marked ``slow`` (a wheel built and installed, a browser, a terminal, engine
  processes) and the hypothesis property tests (hundreds of random hands, seconds each) run
  first, in their order: xdist hands out tests in collection order, and one of them started
  near the end would leave the other worker idle while it finishes.
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import shutil
import tempfile

import pytest
from hypothesis import is_hypothesis_test

from refdealer.cli import main
from refdealer.scenarios.loader import CHECK_CACHE_ENV
from tests.helpers import Certification

_CACHE_OWNER = pytest.StashKey[str]()

#: Objects allocated (less those freed) before the youngest generation is collected, and how
#: many collections of one generation trigger one of the next (Python's defaults: 700, 10, 10).
GC_THRESHOLDS = (50_000, 20, 20)


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*GC_THRESHOLDS)
    if os.environ.get(CHECK_CACHE_ENV):
        return  # set by the user, or by the xdist controller for this worker
    folder = tempfile.mkdtemp(prefix="refdealer-check-cache-")
    os.environ[CHECK_CACHE_ENV] = folder
    config.stash[_CACHE_OWNER] = folder


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = config.stash.get(_CACHE_OWNER, None)
    if folder is not None:
        os.environ.pop(CHECK_CACHE_ENV, None)
        shutil.rmtree(folder, ignore_errors=True)


def _long(item: pytest.Item) -> bool:
    function = getattr(item, "obj", None)
    return item.get_closest_marker("slow") is not None or is_hypothesis_test(function)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: not _long(item))


@pytest.fixture(scope="session")
def built_in_certification(tmp_path_factory: pytest.TempPathFactory) -> Certification:
    """``refdealer certify --json --junit --html`` of the built-in suite on the in-process
    reference dealer (the reports do not change what it prints or certifies)."""
    folder = tmp_path_factory.mktemp("built-in-certification")
    reports = {kind: folder / f"cert.{kind}" for kind in ("json", "junit", "html")}
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["certify", *(f"--{kind}={path}" for kind, path in reports.items())])
    return Certification(status, out.getvalue(), err.getvalue(), reports)
