"""refdealer: a deterministic reference dealer for Texas Hold'em and a conformance suite."""

from __future__ import annotations

__version__ = "0.1.0"
