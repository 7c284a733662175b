"""The table across hands: button and blinds, players coming and going, over the hand dealer."""

from __future__ import annotations

from refdealer.session.events import SESSION_EVENT_TYPES, SessionEvent, parse_session_event
from refdealer.session.setup import SessionSetup, parse_session
from refdealer.session.table import Session

__all__ = [
    "SESSION_EVENT_TYPES",
    "Session",
    "SessionEvent",
    "SessionSetup",
    "parse_session",
    "parse_session_event",
]
