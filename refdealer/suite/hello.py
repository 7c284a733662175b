"""Reading an engine's ``hello``: what it declares, and whether the run can go on at all.

A ``hello`` of the wrong protocol version, or with ``capabilities``, ``profiles`` or
``options`` of the wrong form, stops the run with an error naming the field
(:class:`HelloRefused`): judging an engine on a misread declaration would be unfair either
way. Names the suite does not know (a capability, a profile, a house option or one of its
values) are kept as *notes*, reported on the terminal and in the certificate, never ignored
in silence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from refdealer.capabilities import CAPABILITIES
from refdealer.options import DEFAULT_PROFILE, HOUSE_OPTIONS, PROFILES
from refdealer.scenarios.model import Scenario
from refdealer.version import PROTOCOL_VERSION

ANY_VALUE = "any"
"""In ``options``, the one value of an integer option meaning "every positive integer"."""


class HelloRefused(Exception):
    """The engine's ``hello`` cannot be used: the run stops. ``field`` names the culprit."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"hello.{field}: {message}" if field else message)
        self.field = field


@dataclass(frozen=True, slots=True)
class Greeting:
    """What an engine declared, read and checked."""

    capabilities: tuple[str, ...]
    profiles: tuple[str, ...] | None
    """The profiles it models, or ``None``: it did not say, and is judged on the default."""
    options: Mapping[str, tuple[Any, ...]] | None
    """House option -> the values it models, or ``None``: it did not say."""
    notes: tuple[str, ...]
    """Names it declared that the suite does not know."""

    def option_reason(self, house: Mapping[str, Any], profile: str) -> str | None:
        """Why a hand with these house options is beyond the engine, or ``None``.

        An option the engine's ``options`` does not name is modelled only at the profile's
        default; without ``options`` at all the engine is taken to model every value.
        """
        if self.options is None:
            return None
        for name, value in sorted(house.items()):
            option = HOUSE_OPTIONS.get(name)
            if option is None:
                continue
            modelled = self.options.get(name)
            if modelled is None:
                if value != option.defaults.get(profile):
                    return f"engine does not model house option {name} = {value!r}"
            elif value not in modelled and not (
                modelled == (ANY_VALUE,) and isinstance(value, int)
            ):
                return f"engine does not model house option {name} = {value!r}"
        return None

    def default_option_reason(self, scenario: Scenario, profile: str) -> str | None:
        """Why a scenario leaving an option at ``profile``'s default that this engine plays
        otherwise (and that changes the hand) is beyond it, or ``None``."""
        if not self.options:
            return None
        from refdealer.scenarios.requirements import default_option_reason

        return default_option_reason(scenario, profile, self.options)

    def profile_reason(self, profile: str) -> str | None:
        """Why the engine cannot be judged under ``profile``, or ``None``."""
        modelled = self.profiles if self.profiles is not None else (DEFAULT_PROFILE,)
        if profile not in modelled:
            if self.profiles is None:
                return f"engine declares no profiles: judged on the default {DEFAULT_PROFILE} only"
            return f"engine does not model profile {profile}"
        return None


def _names(hello: Mapping[str, Any], field: str) -> list[str] | None:
    value = hello.get(field)
    if value is None and field != "capabilities":
        return None
    if not isinstance(value, list):
        raise HelloRefused(field, f"expected a list of names, got {value!r}")
    for index, name in enumerate(value):
        if not isinstance(name, str):
            raise HelloRefused(f"{field}[{index}]", f"expected a name, got {name!r}")
    return list(value)


def _options(hello: Mapping[str, Any], notes: list[str]) -> dict[str, tuple[Any, ...]] | None:
    raw = hello.get("options")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise HelloRefused("options", f"expected an object {{option: [values]}}, got {raw!r}")
    options: dict[str, tuple[Any, ...]] = {}
    for name, values in raw.items():
        if not isinstance(values, list) or not values:
            raise HelloRefused(f"options.{name}", f"expected a list of values, got {values!r}")
        for index, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, str | int):
                raise HelloRefused(
                    f"options.{name}[{index}]", f"expected a string or integer, got {value!r}"
                )
        option = HOUSE_OPTIONS.get(name)
        if option is None:
            notes.append(f"options: unknown house option {name!r}")
            continue
        allowed = option.values
        for value in values:
            known = (allowed is None and (value == ANY_VALUE or isinstance(value, int))) or (
                allowed is not None and value in allowed
            )
            if not known:
                notes.append(f"options.{name}: unknown value {value!r}")
        options[name] = tuple(values)
    return options


def read_hello(hello: Mapping[str, Any]) -> Greeting:
    """Check ``hello`` and read what it declares; :class:`HelloRefused` if it is unusable."""
    version = hello.get("protocol")
    if isinstance(version, bool) or version != PROTOCOL_VERSION:
        raise HelloRefused(
            "protocol",
            f"protocol version {version!r} is not one this suite speaks (it speaks "
            f"{PROTOCOL_VERSION}); nothing can be certified",
        )
    notes: list[str] = []
    capabilities = _names(hello, "capabilities") or []
    for name in capabilities:
        if name not in CAPABILITIES:
            notes.append(f"capabilities: unknown capability {name!r}")
    profiles = _names(hello, "profiles")
    for name in profiles or []:
        if name not in PROFILES:
            notes.append(f"profiles: unknown profile {name!r}")
    options = _options(hello, notes)
    return Greeting(
        capabilities=tuple(c for c in capabilities if c in CAPABILITIES),
        profiles=None if profiles is None else tuple(profiles),
        options=options,
        notes=tuple(notes),
    )
