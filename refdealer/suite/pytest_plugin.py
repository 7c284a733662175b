"""The refdealer pytest plugin: certify an engine with pytest (entry point ``pytest11``).

It only wires things up: command-line options, the session's engine (``refdealer_engine``),
the report header, collecting YAML scenario files (``refdealer.suite.pytest_items``), and the
pytest-bdd hooks for features (``refdealer.suite.pytest_features``)::

    pytest scenarios/                                   # the reference dealer
    pytest scenarios/ --adapter mypkg.engine:Engine     # a Python engine
    pytest scenarios/ tests/test_features.py --adapter-cmd "./my-engine --stdio"
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from pathlib import Path

import pytest
from pytest_bdd.parser import Feature, Scenario, Step

from refdealer.limits import timeout_problem
from refdealer.options import DEFAULT_PROFILE, PROFILES, SUPPORTED_PROFILES
from refdealer.protocol.engine import Engine
from refdealer.suite import pytest_features
from refdealer.suite.pytest_engine import (
    EngineOptions,
    EngineSession,
    EngineUnavailable,
    engine_error,
)
from refdealer.suite.pytest_items import ENGINE_KEY, ScenarioFile, is_scenario_file, relocate_skip


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("refdealer", "refdealer: the engine under test")
    group.addoption(
        "--adapter",
        metavar="MODULE:OBJECT",
        default=None,
        help="a Python engine to certify (default: the reference dealer)",
    )
    group.addoption(
        "--adapter-cmd",
        metavar="COMMAND",
        default=None,
        help="an engine process speaking the JSON-RPC binding on stdin/stdout",
    )
    group.addoption(
        "--engine-timeout",
        metavar="SECONDS",
        type=float,
        default=10.0,
        help="per-request timeout for --adapter-cmd (default 10)",
    )
    group.addoption(
        "--profile",
        metavar="NAME",
        default=None,
        help="the rule book every hand is played under, one the reference models: "
        f"{', '.join(SUPPORTED_PROFILES)} (default: each scenario under the first profile "
        f"its profiles: lists, feature scenarios under {DEFAULT_PROFILE})",
    )


def pytest_configure(config: pytest.Config) -> None:
    for marker in pytest_features.MARKERS:
        config.addinivalue_line("markers", marker)
    options = EngineOptions(
        adapter=config.getoption("adapter"),
        adapter_cmd=config.getoption("adapter_cmd"),
        timeout=config.getoption("engine_timeout"),
        profile=config.getoption("profile"),
    )
    if options.adapter and options.adapter_cmd:
        raise pytest.UsageError("refdealer: give --adapter or --adapter-cmd, not both")
    if options.profile is not None and options.profile not in PROFILES:
        raise pytest.UsageError(
            f"refdealer: unknown --profile {options.profile!r}; known: {', '.join(PROFILES)}"
        )
    if options.profile is not None and options.profile not in SUPPORTED_PROFILES:
        raise pytest.UsageError(
            f"refdealer: --profile {options.profile} is catalogued but not modelled by the "
            f"reference dealer yet; the suite judges engines under {', '.join(SUPPORTED_PROFILES)}"
        )
    if (problem := timeout_problem(options.timeout)) is not None:
        raise pytest.UsageError(f"refdealer: --engine-timeout {problem}")
    config.stash[ENGINE_KEY] = EngineSession(options)


def pytest_report_header(config: pytest.Config) -> list[str]:
    return config.stash[ENGINE_KEY].header_lines()


def pytest_sessionfinish(session: pytest.Session) -> None:
    engine_session = session.config.stash.get(ENGINE_KEY, None)
    if engine_session is not None:
        engine_session.close()


@pytest.fixture(scope="session")
def refdealer_session(pytestconfig: pytest.Config) -> EngineSession:
    """The session's engine with its options and ``hello`` (profile, capabilities)."""
    return pytestconfig.stash[ENGINE_KEY]


@pytest.fixture(scope="session")
def refdealer_engine(refdealer_session: EngineSession) -> Iterator[Engine]:
    """The engine under test, shared by the whole session and closed when it ends."""
    try:
        engine = refdealer_session.engine()
    except EngineUnavailable as problem:
        engine_error(str(problem))
    yield engine
    refdealer_session.close()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if is_scenario_file(file_path, parent.config.rootpath):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


# -- pytest-bdd -----------------------------------------------------------------------------


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> bool | None:
    return pytest_features.apply_tag(tag, function)


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_before_scenario(
    request: pytest.FixtureRequest, feature: Feature, scenario: Scenario
) -> None:
    pytest_features.before_scenario(request.node, scenario, request.config.stash[ENGINE_KEY])


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_before_step(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func: Callable[..., object],
) -> None:
    pytest_features.before_step(request.node, step)


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_after_step(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func: Callable[..., object],
    step_func_args: dict[str, object],
) -> None:
    pytest_features.after_step(request.node)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    pytest_features.check_report(item, report)
    relocate_skip(item, report)
    return report
