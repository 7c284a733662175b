"""The engine one pytest session certifies: chosen by the plugin's options, opened once, shared.

Both kinds of tests use it: the YAML scenario items and the Gherkin features (through the
``refdealer_engine`` fixture). It is opened lazily (the report header is usually first),
its ``hello`` is asked once, and it is closed when the session ends. An engine that cannot
be opened, or whose ``hello`` fails, is remembered as unavailable: every test that needs it
then fails with that message, and the run goes on.

``refdealer certify`` runs the features on the engine it has already opened and greeted: it
*lends* that engine (:meth:`EngineSession.lending`), which the session then never closes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NoReturn

from _pytest.outcomes import Failed  # what pytest.fail raises (``pytest.fail.Exception``)

from refdealer.options import DEFAULT_PROFILE, SUPPORTED_PROFILES
from refdealer.protocol.engine import Engine, EngineFailure, InProcessEngine, JSONObject
from refdealer.protocol.process import ProcessEngine
from refdealer.scenarios.model import Scenario
from refdealer.suite.adapters import AdapterError, open_engine
from refdealer.suite.hello import Greeting, HelloRefused, read_hello

AnyEngine = InProcessEngine | ProcessEngine


class EngineUnavailable(Exception):
    """The engine could not be opened, or did not answer ``hello``."""


ENGINE_ERROR = "ENGINE ERROR: "


class EngineStepError(Failed):
    """The engine could not be used, crashed, hung or answered outside the protocol in a test.

    Raised by the feature steps and the plugin's fixtures. pytest shows it as it shows
    ``pytest.fail(message, pytrace=False)`` (it is one), the message marked ENGINE ERROR;
    ``detail`` is what went wrong, without the marker. ``refdealer certify`` counts it as an
    *error* of the scenario, where any other ``pytest.fail`` of a step is a *failure*.
    """

    def __init__(self, message: str, detail: str) -> None:
        super().__init__(ENGINE_ERROR + message, pytrace=False)
        self.detail = detail


class MarkedStepFailure(Failed):
    """A step failure of a named cause (``cause`` is one of the runner's NAMED_CAUSES), shown
    as ``pytest.fail(message, pytrace=False)`` with the cause in capitals before it."""

    def __init__(self, cause: str, message: str) -> None:
        super().__init__(f"{cause.upper()}: {message}", pytrace=False)
        self.cause = cause
        self.detail = message


class FieldsDiffer(Failed):
    """A checked step whose fields differ from what the feature says, with the differences
    kept as data (field, expected, actual), so certify can group the failure by the first
    field that differs as it groups a scenario's."""

    def __init__(self, message: str, rows: Sequence[tuple[str, object, object]]) -> None:
        super().__init__(message, pytrace=False)
        self.rows = tuple(rows)


def engine_error(message: str, detail: str | None = None) -> NoReturn:
    """Fail the step because of the engine (not the rules): ENGINE ERROR: ``message``."""
    raise EngineStepError(message, message if detail is None else detail)


@dataclass(frozen=True, slots=True)
class EngineOptions:
    """The plugin's command-line choices."""

    adapter: str | None = None
    adapter_cmd: str | None = None
    timeout: float = 10.0
    profile: str | None = None
    """The rule book every hand is played under; ``None``: each scenario under its first
    listed profile, feature scenarios under the default unless they hold for others only."""
    label: str | None = None
    """How the engine is reached, when neither option says it (a lent engine)."""
    every_profile: bool = False
    """Play feature scenarios whatever their ``@profile-`` tags say (to find out which
    books they hold for)."""

    def describe(self) -> str:
        """How the engine is reached, for people."""
        if self.label:
            return self.label
        if self.adapter_cmd:
            return f"process: {self.adapter_cmd}"
        if self.adapter:
            return f"python: {self.adapter}"
        return "the built-in reference dealer, in process"


class EngineSession:
    """The session's engine and its ``hello``, opened on first use."""

    def __init__(self, options: EngineOptions) -> None:
        self.options = options
        self._engine: Engine | None = None
        self._hello: JSONObject | None = None
        self._greeting: Greeting | None = None
        self._problem: str | None = None
        self._lent = False

    @classmethod
    def lending(
        cls,
        engine: Engine,
        hello: JSONObject | None,
        *,
        problem: str | None = None,
        profile: str = "rrop-cash",
        label: str = "the engine refdealer certify opened",
        every_profile: bool = False,
    ) -> EngineSession:
        """A session on an engine someone else opened, greeted (``hello``) and will close.

        ``problem`` says why the engine is unusable (its ``hello`` failed): every test that
        needs the engine then fails with it, without asking the engine again.
        """
        if (hello is None) == (problem is None):
            raise ValueError("lend an engine with its hello answer, or with the problem")
        session = cls(EngineOptions(profile=profile, label=label, every_profile=every_profile))
        session._engine, session._hello, session._problem = engine, hello, problem
        session._lent = True
        return session

    @property
    def profile(self) -> str:
        """The profile feature scenarios (and, when one was chosen, every hand) play under."""
        return self.options.profile or DEFAULT_PROFILE

    def profile_for(self, scenario: Scenario) -> str:
        """The profile ``scenario`` is played under: the one chosen, else its own first."""
        if self.options.profile is not None:
            return self.options.profile
        return scenario.home_profile

    def profile_label(self) -> str:
        """The profile choice, for the report header."""
        if self.options.profile is not None:
            return self.options.profile
        return (
            f"each scenario's first listed profile (feature scenarios: {DEFAULT_PROFILE},"
            " or their first when they do not hold for it)"
        )

    def engine(self) -> Engine:
        """The engine, opened and greeted; :class:`EngineUnavailable` if that failed."""
        self.hello()
        assert self._engine is not None
        return self._engine

    def hello(self) -> JSONObject:
        """The engine's ``hello`` answer (asked once)."""
        if self._problem is not None:
            raise EngineUnavailable(self._problem)
        if self._hello is None:
            try:
                if self._engine is None:
                    self._engine = open_engine(
                        self.options.adapter,
                        self.options.adapter_cmd,
                        timeout=self.options.timeout,
                    )
                self._hello = self._engine.hello()
            except AdapterError as error:
                self._problem = f"cannot open the engine ({self.options.describe()}): {error}"
            except EngineFailure as failure:
                self._problem = f"the engine failed to answer hello: {failure}"
            except Exception as error:  # an adapter's constructor may raise anything
                self._problem = (
                    f"cannot open the engine ({self.options.describe()}): "
                    f"{type(error).__name__}: {error}"
                )
            if self._problem is not None:
                raise EngineUnavailable(self._problem)
        assert self._hello is not None
        return self._hello

    def greeting(self) -> Greeting:
        """What the engine's ``hello`` declares, checked; a ``hello`` that cannot be used
        (another protocol version, a malformed list) makes the engine unavailable."""
        if self._greeting is None:
            hello = self.hello()
            try:
                self._greeting = read_hello(hello)
            except HelloRefused as refused:
                self._problem = f"the engine's hello cannot be used: {refused}"
                raise EngineUnavailable(self._problem) from refused
        return self._greeting

    def capabilities(self) -> list[str]:
        return list(self.greeting().capabilities)

    def profiles(self) -> list[str] | None:
        """The profiles the engine says it models, or ``None`` when it does not say."""
        declared = self.greeting().profiles
        return None if declared is None else list(declared)

    def feature_profile(self, profiles: Sequence[str]) -> str:
        """The profile a feature scenario holding for ``profiles`` (all, when empty) is
        played under: the one chosen, else the default, else its first modelled one."""
        if self.options.profile is not None or not profiles or DEFAULT_PROFILE in profiles:
            return self.profile
        return next((p for p in SUPPORTED_PROFILES if p in profiles), self.profile)

    def option_reason(self, house: Mapping[str, object], profile: str | None = None) -> str | None:
        """Why a hand with these house options is beyond the engine, or ``None``."""
        return self.greeting().option_reason(house, profile or self.profile)

    def not_applicable(
        self, requires: Sequence[str], profiles: Sequence[str] = (), profile: str | None = None
    ) -> str | None:
        """Why a test needing ``requires`` (and holding for ``profiles``, if any) does not apply
        when played under ``profile`` (by default the session's).

        The wording matches the scenario runner's, so both kinds of tests skip alike.
        """
        played = profile or self.profile
        have = self.capabilities()
        missing = [c for c in requires if c not in have]
        if missing:
            plural = "ies " if len(missing) > 1 else "y "
            return "engine lacks capabilit" + plural + ", ".join(missing)
        if profiles and played not in profiles:
            return f"scenario does not hold for profile {played} (only {', '.join(profiles)})"
        from refdealer.scenarios.runner import profile_reason

        return profile_reason(played, self.profiles())

    def header_lines(self) -> list[str]:
        """What the report header says about the engine and the profile."""
        try:
            hello = self.hello()
            self.greeting()
        except EngineUnavailable as problem:
            return [
                f"refdealer engine: UNAVAILABLE ({self.options.describe()}): {problem}",
                f"refdealer profile: {self.profile_label()}",
            ]
        name = hello.get("engine", "?")
        version = hello.get("version", "?")
        capabilities = ", ".join(self.capabilities()) or "(none)"
        return [
            f"refdealer engine: {name} {version} ({self.options.describe()})",
            f"refdealer capabilities: {capabilities}",
            f"refdealer profile: {self.profile_label()}",
        ]

    def close(self) -> None:
        """Stop the engine (a process engine's child); a later use opens it again.

        A lent engine is left alone: its owner closes it.
        """
        if self._lent:
            return
        engine, self._engine = self._engine, None
        self._hello = None
        self._greeting = None
        self._problem = None
        close = getattr(engine, "close", None)
        if callable(close):
            close()
