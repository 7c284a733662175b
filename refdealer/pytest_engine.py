"""The engine one pytest session certifies: chosen by the plugin's options, opened once, shared.

Both kinds of tests use it: the YAML scenario items and the Gherkin features (through the
``refdealer_engine`` fixture). It is opened lazily (the report header is usually first),
its ``hello`` is asked once, and it is closed when the session ends. An engine that cannot
be opened, or whose ``hello`` fails, is remembered as unavailable: every test that needs it
then fails with that message, and the run goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from refdealer.adapters import AdapterError, open_engine
from refdealer.protocol.engine import EngineFailure, InProcessEngine, JSONObject
from refdealer.protocol.process import ProcessEngine

AnyEngine = InProcessEngine | ProcessEngine


class EngineUnavailable(Exception):
    """The engine could not be opened, or did not answer ``hello``."""


@dataclass(frozen=True, slots=True)
class EngineOptions:
    """The plugin's command-line choices."""

    adapter: str | None = None
    adapter_cmd: str | None = None
    timeout: float = 10.0
    profile: str = "rrop-cash"

    def describe(self) -> str:
        """How the engine is reached, for people."""
        if self.adapter_cmd:
            return f"process: {self.adapter_cmd}"
        if self.adapter:
            return f"python: {self.adapter}"
        return "the built-in reference dealer, in process"


class EngineSession:
    """The session's engine and its ``hello``, opened on first use."""

    def __init__(self, options: EngineOptions) -> None:
        self.options = options
        self._engine: AnyEngine | None = None
        self._hello: JSONObject | None = None
        self._problem: str | None = None

    @property
    def profile(self) -> str:
        return self.options.profile

    def engine(self) -> AnyEngine:
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

    def capabilities(self) -> list[str]:
        return [c for c in self.hello().get("capabilities", []) if isinstance(c, str)]

    def profiles(self) -> list[str] | None:
        """The profiles the engine says it models, or ``None`` when it does not say."""
        declared = self.hello().get("profiles")
        if isinstance(declared, list):
            return [p for p in declared if isinstance(p, str)]
        return None

    def not_applicable(self, requires: Sequence[str], profiles: Sequence[str] = ()) -> str | None:
        """Why a test needing ``requires`` (and holding for ``profiles``, if any) does not apply.

        The wording matches the scenario runner's, so both kinds of tests skip alike.
        """
        have = self.capabilities()
        missing = [c for c in requires if c not in have]
        if missing:
            plural = "ies " if len(missing) > 1 else "y "
            return "engine lacks capabilit" + plural + ", ".join(missing)
        if profiles and self.profile not in profiles:
            return f"scenario does not hold for profile {self.profile} (only {', '.join(profiles)})"
        modelled = self.profiles()
        if modelled is not None and self.profile not in modelled:
            return f"engine does not model profile {self.profile}"
        return None

    def header_lines(self) -> list[str]:
        """What the report header says about the engine and the profile."""
        try:
            hello = self.hello()
        except EngineUnavailable as problem:
            return [
                f"refdealer engine: UNAVAILABLE ({self.options.describe()}): {problem}",
                f"refdealer profile: {self.profile}",
            ]
        name = hello.get("engine", "?")
        version = hello.get("version", "?")
        capabilities = ", ".join(self.capabilities()) or "(none)"
        return [
            f"refdealer engine: {name} {version} ({self.options.describe()})",
            f"refdealer capabilities: {capabilities}",
            f"refdealer profile: {self.profile}",
        ]

    def close(self) -> None:
        """Stop the engine (a process engine's child); a later use opens it again."""
        engine, self._engine = self._engine, None
        self._hello = None
        self._problem = None
        close = getattr(engine, "close", None)
        if callable(close):
            close()
