"""The versions of refdealer and of its engine protocol, in one place."""

__version__ = "0.1.0"

PROTOCOL_VERSION = 1
"""The engine protocol's version, answered in ``hello`` and required of every engine."""
