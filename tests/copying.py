"""Independent copies of a hand or a dealer for the property tests to try events on.

A pickle round trip copies every object, the immutable ones too: the events and rulings of
the log, the cards, the setup (most of its cost is rebuilding frozen dataclasses). Here
only what can change is copied: lists, dicts and sets, the mutable rule objects (the
betting round, the showdown, the unnoticed errors) and the hand or dealer itself, each
once (two references to one list give two references to one copy, as with pickle), while
values that cannot change are shared: numbers, strings, cards, enum members, tuples of
those, and frozen dataclasses (events, rulings, the setup, the seating). A value of any
other kind raises :class:`TypeError` (nothing is shared by accident), and the caller falls
back to another copy.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any, TypeVar

from refdealer.table.betting import HeldAction
from refdealer.table.cards import Card
from refdealer.table.state import LogEntry

T = TypeVar("T")

_Memo = dict[int, Any]
_Copier = Callable[[Any, _Memo], Any]

#: Values that cannot change. The log's entries and held actions are named tuples of
#: frozen events, rulings and numbers; frozen dataclasses and enums join as they are met.
_shared_types: set[type] = {int, str, bool, float, type(None), Card, LogEntry, HeldAction}


def _share(value: T, memo: _Memo) -> T:
    return value


def _copy_list(value: list[Any], memo: _Memo) -> list[Any]:
    if _shared_types.issuperset(map(type, value)):
        return value.copy()
    return [_copy(item, memo) for item in value]


def _copy_dict(value: dict[Any, Any], memo: _Memo) -> dict[Any, Any]:
    # Keys are hashable values (seats, cards, names), checked like the other immutables.
    if not _shared_types.issuperset(map(type, value)):
        raise TypeError(f"a dict keyed by {set(map(type, value))}")
    if _shared_types.issuperset(map(type, value.values())):
        return value.copy()
    return {key: _copy(item, memo) for key, item in value.items()}


def _copy_set(value: set[Any], memo: _Memo) -> set[Any]:
    if not _shared_types.issuperset(map(type, value)):
        raise TypeError(f"a set of {set(map(type, value))}")
    return value.copy()


def _copy_tuple(value: tuple[Any, ...], memo: _Memo) -> tuple[Any, ...]:
    if _shared_types.issuperset(map(type, value)):
        return value
    items = [_copy(item, memo) for item in value]
    return tuple(items) if type(value) is tuple else type(value)(*items)


def _slots(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(name for name in names if name not in ("__dict__", "__weakref__"))


def _object_copier(cls: type) -> _Copier:
    """A copier for a mutable refdealer object: a fresh instance, each attribute copied."""
    slots = _slots(cls)
    has_dict = cls.__dictoffset__ != 0

    def copy_object(value: Any, memo: _Memo) -> Any:
        new = memo[id(value)] = object.__new__(cls)
        shared = _shared_types
        for name in slots:
            try:
                item = getattr(value, name)
            except AttributeError:
                continue
            object.__setattr__(new, name, item if type(item) in shared else _copy(item, memo))
        if has_dict:
            attributes = new.__dict__
            for name, item in value.__dict__.items():
                attributes[name] = item if type(item) in shared else _copy(item, memo)
        return new

    return copy_object


def _copier_for(cls: type) -> _Copier:
    if issubclass(cls, enum.Enum) or (
        dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    ):
        _shared_types.add(cls)
        return _share
    if issubclass(cls, tuple):
        if cls is not tuple and not hasattr(cls, "_fields"):
            raise TypeError(f"cannot copy a {cls.__qualname__}")
        return _copy_tuple
    if cls.__module__.startswith("refdealer.") and cls.__init__ is not object.__init__:
        return _object_copier(cls)
    raise TypeError(f"cannot copy a {cls.__qualname__}")


_copiers: dict[type, _Copier] = {list: _copy_list, dict: _copy_dict, set: _copy_set}
for _type in _shared_types:
    _copiers[_type] = _share


def _copy(value: Any, memo: _Memo) -> Any:
    cls = type(value)
    if cls in _shared_types:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    copier = _copiers.get(cls)
    if copier is None:
        copier = _copiers[cls] = _copier_for(cls)
    new = memo[id(value)] = copier(value, memo)
    return new


def independent_copy(value: T) -> T:
    """A copy of ``value`` (a hand or a dealer) sharing nothing that can change."""
    copied: T = _copy(value, {})
    return copied
