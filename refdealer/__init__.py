"""refdealer: a deterministic reference dealer for Texas Hold'em and a conformance suite.

``refdealer.ReferenceDealer`` is the Python binding of the engine protocol; ``refdealer.Hand``
is the typed hand state machine underneath it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from refdealer.version import __version__

if TYPE_CHECKING:
    from refdealer.dealer import ReferenceDealer
    from refdealer.hand import Hand

__all__ = ["Hand", "ReferenceDealer", "__version__"]


def __getattr__(name: str) -> Any:
    # Loaded on first use, so the command line starts without building the evaluator tables.
    if name == "ReferenceDealer":
        from refdealer.dealer import ReferenceDealer

        return ReferenceDealer
    if name == "Hand":
        from refdealer.hand import Hand

        return Hand
    raise AttributeError(f"module 'refdealer' has no attribute {name!r}")
