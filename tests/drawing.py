"""Cheaper interactive draws for the property tests, each the same choice as the strategy it
replaces.

``data.draw(st.sampled_from(items))`` builds and validates a new strategy for every list of
items, which costs several times the draw itself when the items change at every decision of a
hand. Hypothesis draws a sample as one integer in ``range(len(items))``, shrinking towards the
first item; so do these, from ``st.integers`` strategies it builds once and caches. Each takes
the ``data`` of a test (``st.data()``) or the ``draw`` of a composite strategy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import strategies as st
from hypothesis.strategies import DataObject, DrawFn

T = TypeVar("T")


def _draw(data: DataObject | DrawFn, strategy: st.SearchStrategy[Any], label: str | None) -> Any:
    if isinstance(data, DataObject):
        return data.draw(strategy, label=label)
    return data(strategy, label=label)


def pick(data: DataObject | DrawFn, items: Sequence[T], label: str | None = None) -> T:
    """``data.draw(st.sampled_from(items), label)``: one of ``items``."""
    index: int = _draw(data, st.integers(0, len(items) - 1), label)
    return items[index]


def pick_some(data: DataObject | DrawFn, items: Sequence[T], max_size: int) -> list[T]:
    """``data.draw(st.lists(st.sampled_from(items), max_size=max_size))``."""
    indices: list[int] = _draw(
        data, st.lists(st.integers(0, len(items) - 1), max_size=max_size), None
    )
    return [items[i] for i in indices]


def branch(data: DataObject | DrawFn, count: int, label: str | None = None) -> int:
    """Which of ``count`` alternatives ``st.one_of`` would take (each draws its own value
    after): ``st.one_of(st.just(a), st.just(b), st.integers(a, b))`` is ``branch(data, 3)``
    followed by ``a``, ``b`` or ``data.draw(st.integers(a, b))``."""
    chosen: int = _draw(data, st.integers(0, count - 1), label)
    return chosen
