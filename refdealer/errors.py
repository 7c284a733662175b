"""The exceptions refdealer raises: one base class, specific subclasses with exact messages."""

from __future__ import annotations


class DealerError(ValueError):
    """Base class of every error refdealer raises on bad input."""


class CardError(DealerError):
    """A card token that is not a rank from 23456789TJQKA followed by a suit from cdhs."""


class SetupError(DealerError):
    """A table setup that cannot start a hand; the message names the field at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"setup.{field}: {message}")
        self.field = field
        self.reason = message


class SessionSetupError(SetupError):
    """A session start that cannot open a table; the message names the field at fault."""

    def __init__(self, field: str, message: str) -> None:
        DealerError.__init__(self, f"session.{field}: {message}")
        self.field = field
        self.reason = message


class EventError(DealerError):
    """An event dict that is not a well-formed event of the protocol."""


class RejectedEvent(DealerError):
    """An event the dealer refuses: the table is left exactly as it was.

    ``reason`` is a stable code from :data:`refdealer.rejections.REJECTION_REASONS`.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        self.message = message
