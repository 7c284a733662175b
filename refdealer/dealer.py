"""The Python binding of the engine protocol, backed by the reference dealer.

``ReferenceDealer`` speaks plain JSON-able dicts exactly as PROTOCOL.md writes them, so the
in-process and the process bindings carry the same data. Typed access to the hand under
way is ``dealer.hand``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from refdealer.capabilities import CAPABILITIES
from refdealer.errors import DealerError, EventError, RejectedEvent, SetupError
from refdealer.hand import Hand
from refdealer.options import DEFAULT_PROFILE, HOUSE_OPTIONS, SUPPORTED_PROFILES
from refdealer.table.events import parse_event
from refdealer.version import PROTOCOL_VERSION, __version__

if TYPE_CHECKING:  # the session package is read when a session is opened, not for one hand
    from refdealer.session import Session

#: The reference dealer models every capability of the closed list.
REFERENCE_CAPABILITIES: tuple[str, ...] = tuple(CAPABILITIES)


def modelled_options() -> dict[str, list[str | int]]:
    """Every house option a hand's setup may set, with the values ``start`` accepts
    (``"any"``: any positive integer). An option it models at no value
    (``exposed_replacement_after_cutoff``) is left out: the protocol reads an
    option left out as played at the profile's default."""
    return {
        name: list(("any",) if option.modelled is None else option.modelled)
        for name, option in HOUSE_OPTIONS.items()
        if option.modelled != ()
    }


class ReferenceDealer:
    """The reference dealer behind ``hello``/``start``/``apply``/``snapshot``."""

    def __init__(self, profile: str = DEFAULT_PROFILE, *, check_invariants: bool = True) -> None:
        if profile not in SUPPORTED_PROFILES:
            raise SetupError("profile", f"profile {profile!r} is not modelled yet")
        self.profile = profile
        self.check_invariants = check_invariants
        self._hand: Hand | None = None
        self._session: Session | None = None

    @property
    def session_table(self) -> Session:
        """The session opened by ``session`` (typed access)."""
        if self._session is None:
            raise DealerError("no session has been opened")
        return self._session

    @property
    def hand(self) -> Hand:
        """The hand in progress (``start`` must have been called)."""
        if self._hand is None:
            raise DealerError("no hand has been started")
        return self._hand

    def hello(self) -> dict[str, Any]:
        return {
            "protocol": PROTOCOL_VERSION,
            "engine": "refdealer",
            "version": __version__,
            "capabilities": list(REFERENCE_CAPABILITIES),
            "profiles": list(SUPPORTED_PROFILES),
            "options": modelled_options(),
        }

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Start a fresh hand; blinds and antes are posted here. Bad setups raise SetupError."""
        hand = Hand.from_dict(
            setup, default_profile=self.profile, check_invariants=self.check_invariants
        )
        self._hand = hand
        self._session = None
        return {"rulings": [r.to_dict() for r in hand.start_rulings]}

    def session(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Open a session: the table across hands (no hand is dealt until ``next_hand``).
        Bad sessions raise SessionSetupError naming the field."""
        from refdealer.session import Session, parse_session

        opened = Session(parse_session(setup, self.profile), check_invariants=self.check_invariants)
        self._session, self._hand = opened, None
        return {"rulings": []}

    def _apply_in_session(self, session: Session, event: Mapping[str, Any]) -> dict[str, Any]:
        """An event at a session's table: between hands, or of the hand under way."""
        from refdealer.session import SESSION_EVENT_TYPES, parse_session_event

        kind = event.get("type") if isinstance(event, Mapping) else None
        try:
            if kind in SESSION_EVENT_TYPES:
                issued = session.apply(parse_session_event(event))
                self._hand = session.hand
                return {"accepted": True, "rulings": [r.to_dict() for r in issued]}
            typed = parse_event(event)
        except EventError as error:
            return {"accepted": False, "reason": "MALFORMED_EVENT", "message": str(error)}
        except RejectedEvent as rejection:
            return {"accepted": False, "reason": rejection.reason, "message": rejection.message}
        try:
            issued = session.apply_hand(typed)
        except RejectedEvent as rejection:
            return {"accepted": False, "reason": rejection.reason, "message": rejection.message}
        answer: dict[str, Any] = {"accepted": True, "rulings": [r.to_dict() for r in issued]}
        ruled = session.hand.log[-1].action if session.hand is not None else None
        if ruled is not None:
            answer["action"] = ruled.to_dict()
        return answer

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        """Apply one event: accepted with its rulings, or rejected with the table unchanged."""
        if self._session is not None:
            return self._apply_in_session(self._session, event)
        hand = self._hand
        if hand is None:
            return {"accepted": False, "reason": "NO_HAND", "message": "no hand has been started"}
        try:
            typed = parse_event(event)
        except EventError as error:
            return {"accepted": False, "reason": "MALFORMED_EVENT", "message": str(error)}
        except Exception as error:  # a parser bug: refused, and nothing was touched
            message = (
                f"refdealer failed reading the event ({type(error).__name__}); the table is "
                "exactly as it was before the event"
            )
            return {"accepted": False, "reason": "INTERNAL_ERROR", "message": message}
        try:
            issued = hand.apply(typed)
        except RejectedEvent as rejection:
            return {"accepted": False, "reason": rejection.reason, "message": rejection.message}
        answer: dict[str, Any] = {
            "accepted": True,
            "rulings": [r.to_dict() for r in issued] if issued else [],
        }
        ruled = hand.log[-1].action
        if ruled is not None:
            answer["action"] = ruled.to_dict()
        return answer

    def snapshot(self) -> dict[str, Any]:
        """The table in the canonical form, in new containers the caller may change."""
        session = self._session
        if session is not None:
            # A session's snapshot: its hand under way or last played, and the session.
            table = session.hand.snapshot() if session.hand is not None else {}
            table["session"] = session.snapshot()
            return table
        hand = self._hand
        if hand is None:
            raise DealerError("no hand has been started")
        return hand.snapshot()
