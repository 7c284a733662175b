"""What a scenario needs of an engine, worked out by playing it on the reference dealer.

A scenario requires exactly the capabilities its setup, events and checks use (the rules are
in docs/protocol.md, "Which capabilities a scenario requires"): its game, two seats, an ante,
more than one pot, the snapshot fields it checks, and for each event the capability its type
and fields name and the capability of every ruling the reference draws on it
(:data:`~refdealer.capabilities.RULING_CAPABILITY`). ``refdealer validate`` compares that
with the scenario's ``requires:`` and reports each missing or needless name at its line. The
same :func:`event_needs` tells the subset test engines which events to refuse.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from refdealer.capabilities import FLOOR_RULINGS, RULING_AREAS, RULING_CAPABILITY
from refdealer.dealer import ReferenceDealer
from refdealer.errors import DealerError, SetupError
from refdealer.hand import Hand
from refdealer.options import (
    DEFAULT_PROFILE,
    HOUSE_OPTIONS,
    PROFILES,
    SUPPORTED_PROFILES,
    OptionValue,
    profile_defaults,
)
from refdealer.scenarios.model import Scenario, ScenarioIssue
from refdealer.scenarios.runner import RULING_CHECKS, open_table
from refdealer.session.events import SESSION_EVENT_TYPES
from refdealer.session.floor_events import CORRECTION_TYPES, TOURNAMENT_FLOOR_TYPES
from refdealer.session.setup import BETWEEN_HANDS_OPTIONS
from refdealer.table.setup import parse_setup

#: Event fields and types that name a capability by themselves.
_EVENT_TYPES = {
    "chips": "string-bets",
    "declare": "open-declarations",
    "count": "count-requests",
    "declare_board": "play-the-board",
    "notice": "late-discovery",
    "stub_dropped": "dropped-stub",
    "nonstandard_found": "nonstandard-cards",
    "forfeit_undercall": "undercall-forfeits",
    "kill_hand": "dealer-kills",
    "clock_expired": "clock",
    "away_at_deal": "at-seat",
    "ask_to_see": "ask-to-see",
    "fouled_deck": "fouled-deck",
    "wager_found": "late-corrections",
    # A session's players away from the table, and posting to come in (clarified in the
    # protocol's Sessions section: an engine may move the button and not let players sit out).
    "sit_out": "sitting-out",
    "come_back": "sitting-out",
    "post": "sitting-out",
    "straddle": "straddles",
    "agree_kill": "kill-pots",
}
#: Checkpoint fields that need a capability to be shown at all.
VISIBLE_FIELDS = {"burns": "burns-visible", "stub": "stub-visible"}
#: The session's ``next`` fields that only an engine with the capability can show: the
#: straddle and the kill the next hand will carry.
NEXT_HAND_FIELDS = {"straddle": "straddles", "kill": "kill-pots"}


def checkpoint_needs(expect: Mapping[str, Any]) -> set[str]:
    """The capabilities an engine needs to show what a checkpoint checks."""
    needs = {capability for key, capability in VISIBLE_FIELDS.items() if key in expect}
    session = expect.get("session")
    upcoming = session.get("next") if isinstance(session, Mapping) else None
    if isinstance(upcoming, Mapping):
        needs |= {cap for key, cap in NEXT_HAND_FIELDS.items() if key in upcoming}
    return needs


def event_needs(
    event: Mapping[str, Any],
    phase: str | None,
    codes: Iterable[str],
    to_act: int | None = None,
) -> set[str]:
    """The capabilities an engine needs to take ``event`` as the reference did.

    ``phase`` and ``to_act`` are the hand's before the event; ``codes`` the rulings the
    reference drew on it (none for an event it refused).
    """
    needs: set[str] = set()
    kind = event.get("type")
    if isinstance(kind, str) and kind in _EVENT_TYPES:
        needs.add(_EVENT_TYPES[kind])
    if kind in SESSION_EVENT_TYPES:
        needs.add("sessions")
    if kind == "leave" and phase not in (None, "complete"):
        # Said during a hand, a departure waits for the hand's end (AT-SEAT): a capability of
        # its own, as an engine may seat and unseat players between hands only.
        needs.add("leaving-mid-hand")
    if kind in TOURNAMENT_FLOOR_TYPES:
        needs.add("tournament-floor")
    if kind in CORRECTION_TYPES:
        needs.add("floor-corrections")
    if kind == "chips" and event.get("declared") is not None:
        needs.add("declarations")
    if kind == "show" and event.get("cards") is not None:
        needs.add("partial-shows")
    if kind == "deal_hole" and event.get("nonstandard") is True:
        needs.add("nonstandard-cards")
    if kind == "deal_hole" and "seat" in event:
        # A card given to a named seat is a dealing irregularity, even one going to the seat
        # due (the button's missing card supplied in sequence): the protocol's table says so.
        needs.add("dealing-irregularities")
    if event.get("noticed") is False and kind in ("bet", "raise"):
        needs.add("late-corrections")  # a wrong-size wager nobody noticed (TDA 52-A, 52-B)
    elif event.get("noticed") is False or kind == "end_deal":
        # An error found late is still an error of its area: a deal, or a burn or board card.
        needs.add("late-discovery")
        needs.add(
            "dealing-irregularities"
            if kind in ("deal_hole", "end_deal")
            else "board-irregularities"
        )
    if kind == "muck" and phase not in (None, "showdown", "complete"):
        needs.add("live-mucks")
    if (
        kind in ("show", "muck")
        and phase == "showdown"
        and to_act is not None
        and event.get("seat") != to_act
    ):
        needs.add("early-tabling")
    if kind == "boxed":  # a card found face up in the stub: during the deal, or the board's
        needs.add("dealing-irregularities" if phase == "dealing" else "board-irregularities")
    for code in codes:
        capability = RULING_CAPABILITY.get(code)
        if capability is not None:
            needs.add(capability)
    return needs


class ConsultedOptions(Mapping[str, OptionValue]):
    """A hand's house options that remember which of them the dealer read."""

    def __init__(self, options: Mapping[str, OptionValue]) -> None:
        self._options = dict(options)
        self.read: set[str] = set()

    def __getitem__(self, name: str) -> OptionValue:
        self.read.add(name)
        return self._options[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._options)

    def __len__(self) -> int:
        return len(self._options)


@dataclass(slots=True)
class PlayRecord:
    """What the reference dealer saw and did while one scenario was played on it."""

    setups: list[Mapping[str, Any]] = field(default_factory=list)
    needs: set[str] = field(default_factory=set)
    options_read: set[str] = field(default_factory=set)
    most_pots: int = 0
    phase: str | None = None


class RecordingReference(ReferenceDealer):
    """The reference dealer, noting what every event of a hand needed of an engine."""

    def __init__(self, profile: str = DEFAULT_PROFILE) -> None:
        super().__init__(profile)
        self.record = PlayRecord()
        self._consulted: ConsultedOptions | None = None

    def start(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        parsed = parse_setup(setup, self.profile)
        self._consulted = ConsultedOptions(parsed.options)
        if parsed.overblind is not None:  # the setup's straddle or kill read its option
            self._consulted.read.add("straddle" if "straddle" in setup else "kill_pot")
        hand = Hand(replace(parsed, options=self._consulted))
        self._hand, self._session = hand, None  # a hand after a session plays on its own
        self.record.setups.append(dict(setup))
        self._note(hand)
        return {"rulings": [r.to_dict() for r in hand.start_rulings]}

    def session(self, setup: Mapping[str, Any]) -> dict[str, Any]:
        """Open a session, noting the options it reads between hands as read: an engine that
        plays another value of one (a library moving the button its own way) is judged only
        by the sessions that play the same under its value (:func:`default_option_reason`)."""
        opened = super().session(setup)
        self.record.options_read |= set(BETWEEN_HANDS_OPTIONS)
        return opened

    def apply(self, event: Mapping[str, Any]) -> dict[str, Any]:
        phase = self._hand.phase if self._hand is not None else None
        to_act = self._hand.to_act if self._hand is not None else None
        answer = super().apply(event)
        codes = [str(r["code"]) for r in answer.get("rulings", [])]
        self.record.needs |= event_needs(event, phase, codes, to_act)
        if self._hand is not None:
            self._note(self._hand)
        return answer

    def _note(self, hand: Hand) -> None:
        table = hand.snapshot()
        if len(hand.seating.order) == 2:
            self.record.needs.add("heads-up")  # a hand of a session down to two players
        self.record.most_pots = max(self.record.most_pots, len(table.get("pots") or []))
        self.record.phase = table.get("phase")
        if self._consulted is not None:
            self.record.options_read |= self._consulted.read


def setup_needs(setup: Mapping[str, Any], *, session: bool = False) -> set[str]:
    """The capabilities a hand's setup needs: its game, two seats, an ante (each seat's, or
    the big blind's for the table), all-in exposure; a session's, sessions and those of the
    setup every hand shares (its hands' seats are noted as they are dealt)."""
    if session:
        levels = setup.get("levels")
        ante = setup.get("ante") or (
            isinstance(levels, list)
            and any(isinstance(level, Mapping) and level.get("ante") for level in levels)
        )
        shared = {k: setup[k] for k in ("game", "ante_mode", "house") if k in setup}
        needs = setup_needs({"game": setup.get("game", "no-limit"), "ante": ante, **shared})
        timed = isinstance(levels, list) and any(
            isinstance(level, Mapping) and "minutes" in level for level in levels
        )
        if "denominations" in setup or "table_size" in setup or timed:  # the floor's only
            needs.add("tournament-floor")
        return needs | {"sessions"}
    needs = {str(setup.get("game"))}
    seats = setup.get("seats")
    if isinstance(seats, Mapping) and len(seats) == 2:
        needs.add("heads-up")
    if setup.get("ante"):
        needs.add("big-blind-ante" if setup.get("ante_mode") == "big_blind" else "antes")
    house = setup.get("house")
    if isinstance(house, Mapping) and house.get("all_in_exposure") == "on":
        needs.add("all-in-exposure")
    if "straddle" in setup:
        needs.add("straddles")
    if "kill" in setup or (isinstance(house, Mapping) and house.get("kill_pot", "off") != "off"):
        needs.add("kill-pots")
    return needs


def profiles_agreeing(
    options_read: Iterable[str],
    house: Mapping[str, Any],
    profiles: Sequence[str] = PROFILES,
    *,
    played_under: str = DEFAULT_PROFILE,
) -> tuple[str, ...]:
    """The profiles under which every option the hand read has the value it was played with
    (the hand was played under ``played_under``).

    An option the setup sets itself is the same under every profile.
    """
    played = {name: HOUSE_OPTIONS[name].defaults[played_under] for name in options_read}
    return tuple(
        profile
        for profile in profiles
        if all(
            name in house or HOUSE_OPTIONS[name].defaults[profile] == value
            for name, value in played.items()
        )
    )


@dataclass(frozen=True, slots=True)
class Needs:
    """What a scenario needs: the capabilities every profile it holds for needs, those
    profiles, and profile -> the capabilities only that profile's hand needs."""

    capabilities: frozenset[str]
    profiles: tuple[str, ...]
    under: Mapping[str, frozenset[str]] = field(default_factory=dict)

    def under_profile(self, profile: str) -> frozenset[str]:
        """What an engine needs to be judged by the scenario under ``profile``."""
        return self.capabilities | self.under.get(profile, frozenset())


def floor_rulings_needed(capabilities: Iterable[str], checks_rulings: bool) -> bool:
    """A scenario about a ruling that checks ruling codes needs an engine issuing them."""
    return checks_rulings and any(c in RULING_AREAS for c in capabilities)


_READS: dict[tuple[str, str, str], frozenset[str]] = {}


def options_read(scenario: Scenario, profile: str) -> frozenset[str]:
    """The house options the reference dealer reads while it plays ``scenario`` under
    ``profile`` (kept per scenario and profile: a certification asks for each once)."""
    key = (scenario.location, scenario.id, profile)
    found = _READS.get(key)
    if found is None:
        engine = RecordingReference(profile)
        try:
            open_table(engine, scenario, {**scenario.setup, "profile": profile})
            for step in scenario.script:
                for event in step.events:
                    engine.apply(dict(event))
        except (DealerError, SetupError):
            pass  # what it read up to there
        found = _READS[key] = frozenset(engine.record.options_read)
    return found


def default_option_reason(
    scenario: Scenario, profile: str, declared: Mapping[str, Sequence[object]]
) -> str | None:
    """Why an engine declaring ``declared`` (hello ``options``) is not judged by
    ``scenario`` under ``profile``, or ``None``: the hand reads an option the scenario
    leaves at the profile's default, the engine names other values of it, and under one of
    those the reference dealer plays this hand otherwise."""
    defaults = profile_defaults(profile)
    raw_house = scenario.setup.get("house")
    house = raw_house if isinstance(raw_house, Mapping) else {}
    others = {
        name: values
        for name, values in declared.items()
        if name in defaults and name not in house
        and defaults[name] not in values and "any" not in values
    }  # fmt: skip
    if not others:
        return None  # the engine plays every default this hand could read
    for name in sorted(options_read(scenario, profile) & others.keys()):
        values = others[name]
        for value in values:
            if not _passes_with(scenario, profile, name, value):
                return (
                    f"engine does not model house option {name} = {defaults[name]!r} (the "
                    f"{profile} default), and under its {value!r} this hand plays otherwise"
                )
    return None


_PASSES_WITH: dict[tuple[str, str, str, str, object], bool] = {}


def _passes_with(scenario: Scenario, profile: str, name: str, value: object) -> bool:
    """Whether ``scenario`` passes on the reference with house option ``name`` = ``value``."""
    key = (scenario.location, scenario.id, profile, name, value)
    found = _PASSES_WITH.get(key)
    if found is None:
        house = {**(scenario.setup.get("house") or {}), name: value}
        changed = replace(scenario, setup={**scenario.setup, "house": house})
        found = _PASSES_WITH[key] = _passes_under(changed, profile)
    return found


def _play_recorded(scenario: Scenario, profile: str, needs: set[str]) -> tuple[PlayRecord, bool]:
    """Play ``scenario`` under ``profile`` on a recording reference: its record, adding to
    ``needs`` what its checkpoints look at, and whether they check rulings."""
    engine = RecordingReference(profile)
    checks_rulings = False
    try:
        open_table(engine, scenario, {**scenario.setup, "profile": profile})
        for step in scenario.script:
            phase = engine.record.phase
            for event in step.events:
                engine.apply(dict(event))
            if step.reject == "NOT_YOUR_TURN" and phase == "showdown":
                needs.add("showdown-order")  # a show or muck out of the showdown order
            expect = step.expect or {}
            needs |= checkpoint_needs(expect)
            if "to_act" in expect and engine.record.phase == "showdown":
                needs.add("showdown-order")
            checks_rulings |= any(key in expect for key in RULING_CHECKS)
    except (DealerError, SetupError):
        pass  # a setup the reference cannot play: judged on what it saw
    return engine.record, checks_rulings


def scenario_needs(scenario: Scenario) -> Needs:
    """Play ``scenario`` on the reference dealer and work out what it needs, under each
    modelled profile it holds for: an engine judged by it under a profile needs what the hand
    asked for there (a profile's option may issue a ruling the other's does not), and no more
    (:func:`split_by_profile`)."""
    home = scenario.home_profile
    played = {home: _profile_needs(scenario, home)}
    if scenario.session:
        # The session's own rules differ by profile (a cash game or a tournament), not only
        # its hands' options: it holds for the profiles under which it passes.
        held_by = tuple(p for p in SUPPORTED_PROFILES if _passes_under(scenario, p))
    else:
        house = scenario.setup.get("house")
        agreeing = profiles_agreeing(
            played[home][1],
            house if isinstance(house, Mapping) else {},
            SUPPORTED_PROFILES,
            played_under=home,
        )
        held = set(agreeing) | {
            profile
            for profile in SUPPORTED_PROFILES
            if profile not in agreeing and _passes_under(scenario, profile)
        }
        held_by = tuple(p for p in SUPPORTED_PROFILES if p in held)
    for profile in held_by:
        if profile not in played:
            played[profile] = _profile_needs(scenario, profile)
    judged = held_by or (home,)
    common, under = split_by_profile({p: played[p][0] for p in judged})
    return Needs(common, held_by, under)


def split_by_profile(
    per_profile: Mapping[str, Iterable[str]],
) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """What every profile needs (a scenario's ``requires:``), and profile -> what only it
    needs beyond that (its ``requires_under:``, profiles needing nothing more left out)."""
    sets = {profile: frozenset(needs) for profile, needs in per_profile.items()}
    common = frozenset.intersection(*sets.values()) if sets else frozenset()
    under = {p: needs - common for p, needs in sets.items() if needs - common}
    return common, under


def _profile_needs(scenario: Scenario, profile: str) -> tuple[frozenset[str], set[str]]:
    """What ``scenario`` needs played under ``profile``, and the house options it read."""
    needs = setup_needs(scenario.setup, session=scenario.session)
    played, checks_rulings = _play_recorded(scenario, profile, needs)
    needs |= played.needs
    if played.most_pots > 1:
        needs.add("side-pots")
    if floor_rulings_needed(needs, checks_rulings):
        needs.add(FLOOR_RULINGS)
    return frozenset(needs), played.options_read


def _passes_under(scenario: Scenario, profile: str) -> bool:
    """Whether ``scenario`` passes on the reference dealer under ``profile``: an option the
    hand read differs there, yet every check the scenario makes still holds."""
    from refdealer.capabilities import CAPABILITIES
    from refdealer.protocol.engine import InProcessEngine
    from refdealer.scenarios.runner import PASSED, run_scenario

    result = run_scenario(
        InProcessEngine(ReferenceDealer(profile)),
        replace(scenario, profiles=(profile,)),
        profile=profile,
        capabilities=list(CAPABILITIES),
        profiles=(profile,),
    )
    return result.outcome == PASSED


def tag_issues(scenario: Scenario) -> list[ScenarioIssue]:
    """Each capability ``scenario`` needs and does not require, or requires and does not
    need, under every profile (``requires:``) or one (``requires_under:``), and a
    ``profiles:`` other than the modelled profiles it holds for."""
    needs = scenario_needs(scenario)
    line = scenario.tag_lines.get("requires", scenario.line)
    declared = set(scenario.requires)
    issues = _differences(scenario.path, line, "requires", declared, needs.capabilities)
    for profile in sorted({*scenario.requires_under, *needs.under}):
        where = scenario.tag_lines.get(
            f"requires_under.{profile}", scenario.tag_lines.get("requires_under", line)
        )
        given = set(scenario.requires_under.get(profile, ()))
        wanted = needs.under.get(profile, frozenset())
        issues += _differences(scenario.path, where, f"requires_under.{profile}", given, wanted)
    if tuple(sorted(scenario.profiles)) != tuple(sorted(needs.profiles)):
        issues.append(
            ScenarioIssue(
                scenario.path,
                scenario.tag_lines.get("profiles", scenario.line),
                "profiles",
                f"holds for {list(needs.profiles)}, not {list(scenario.profiles)}",
            )
        )
    return issues


def _differences(
    path: str, line: int, name: str, declared: set[str], needed: Iterable[str]
) -> list[ScenarioIssue]:
    """A field's missing and needless capabilities, each an issue at ``line``."""
    wanted = set(needed)
    issues = []
    for word, names in (("missing", wanted - declared), ("needless", declared - wanted)):
        if names:
            message = f"{word} capability {', '.join(sorted(names))}"
            issues.append(ScenarioIssue(path, line, name, message))
    return issues


def ordered_requires(declared: Sequence[str], needed: Iterable[str]) -> list[str]:
    """``needed`` in the order the scenario wrote its ``requires:``, new names at the end in
    the order of the capability list."""
    from refdealer.capabilities import CAPABILITIES

    wanted = set(needed)
    kept = [c for c in declared if c in wanted]
    added = [c for c in CAPABILITIES if c in wanted and c not in kept]
    return kept + added
