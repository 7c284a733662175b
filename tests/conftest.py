"""What makes one run of the project's tests cheaper.

* The run's scenario-check cache: the first process (pytest, or xdist's controller) points
  ``REFDEALER_CHECK_CACHE`` at a fresh directory and removes it at the end, so the workers
  and every ``refdealer`` subprocess of the run check each scenario file once between them
  (see ``refdealer.scenarios.loader``). A developer's own setting is left alone.
"""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

from refdealer.scenarios.loader import CHECK_CACHE_ENV

_CACHE_OWNER = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config) -> None:
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
