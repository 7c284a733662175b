"""Playing a scenario through the reference dealer into frames, one per step.

Everything goes through the dealer's dict API (``start``, ``apply``, ``snapshot``), as an
engine under test would be driven. The dealer is deterministic, so a whole walkthrough is
played up front; a quiz only changes how the frames are shown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from refdealer.catalog import rule_catalog
from refdealer.dealer import ReferenceDealer
from refdealer.options import OptionValue
from refdealer.rejections import REJECTION_REASONS
from refdealer.scenarios.model import Quiz, Scenario, Step
from refdealer.table.cards import SUIT_SYMBOLS
from refdealer.table.events import EVENT_TYPES
from refdealer.walk.between import seats_of, session_view
from refdealer.walk.changes import NO_CHANGES, Changes, diff
from refdealer.walk.narrate import describe_hand, describe_setup, describe_step
from refdealer.walk.seen import seen_snapshot
from refdealer.walk.trainee import plain_refusal
from refdealer.walk.view import (
    FOLDED,
    MUCKED,
    SHOWN,
    TableView,
    before_ruling,
    face_up_cards,
    overblind_of,
    short_posted,
    table_view,
    unposted,
)


def one_line(text: str) -> str:
    """Text with its line breaks and runs of spaces made single spaces."""
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A rule id with its catalog title, area and sources."""

    id: str
    title: str
    area: str
    sources: tuple[str, ...]
    #: The rule in plain words for a trainee (the catalog entry's trainee text).
    text: str = ""

    @classmethod
    def of(cls, rule: str) -> RuleRef:
        entry = rule_catalog().get(rule)
        if entry is None:
            return cls(rule, "(not in the rule catalog)", "unknown", ())
        return cls(entry.id, entry.title, entry.area, entry.sources, entry.trainee_text)


@dataclass(frozen=True, slots=True)
class RulingView:
    """A ruling the dealer gave: its code, what the floor rules, and the rule it applies."""

    code: str
    message: str
    rule: RuleRef


@dataclass(frozen=True, slots=True)
class Refusal:
    """An event the floor refused: the reason code, its meaning and the dealer's words."""

    reason: str
    meaning: str
    message: str
    #: The reason in words a trainee understands.
    plain: str = ""
    #: The rule behind the refusal, if one can be named.
    rule: RuleRef | None = None

    def __str__(self) -> str:
        return f"the floor refuses: {self.reason} \u2014 {self.message}"


@dataclass(frozen=True, slots=True)
class Frame:
    """One step of the walkthrough (number 0 is the setup, before any card is dealt)."""

    number: int
    step: Step | None
    actions: tuple[str, ...]
    rulings: tuple[RulingView, ...]
    refusal: Refusal | None
    changes: Changes
    before: TableView
    after: TableView
    #: At a question: the table as everyone saw the error, before any ruling.
    seen: TableView | None = None
    #: What the step made of the table that its events do not say: a session's new hand
    #: (the button, who posts what). Shown with the ruling, never before a question.
    outcome: tuple[str, ...] = ()

    @property
    def question_view(self) -> TableView:
        """What the table looks like when the step's question is asked (no legal options)."""
        return before_ruling(self.seen if self.seen is not None else self.before)

    @property
    def narration(self) -> str | None:
        """The step's narration on one line (YAML folded text keeps a final newline)."""
        if self.step is None or not self.step.narration:
            return None
        return one_line(self.step.narration)

    @property
    def quiz(self) -> Quiz | None:
        """The step's question, its texts on one line each."""
        quiz = self.step.quiz if self.step is not None else None
        if quiz is None:
            return None
        return Quiz(
            one_line(quiz.question),
            tuple(one_line(choice) for choice in quiz.choices),
            one_line(quiz.answer),
            one_line(quiz.explanation) if quiz.explanation else None,
        )

    @property
    def heading(self) -> str:
        if self.step is None:
            return "Setup"
        if self.step.label.startswith("deal: "):
            return DEAL_HEADINGS.get(self.step.label.removeprefix("deal: "), self.step.label)
        return self.actions[0] if len(self.actions) == 1 else self.step.label


@dataclass(frozen=True, slots=True)
class BookRuling:
    """One book's ruling on a rule of a scenario: the catalog's words and what the dealer
    rules at the compared step when the scenario is played under that book's profile."""

    profile: str
    #: The book's section and its ruling in the catalog's words ("" where it has none).
    section: str
    wording: str
    #: The rule's options where the books differ, with this book's values.
    options: tuple[tuple[str, OptionValue], ...]
    #: The dealer's rulings at the step, or why this book cannot be played here.
    rulings: tuple[str, ...]
    modelled: bool
    #: Whether the walkthrough itself is played under this book (its profile and values).
    this_walk: bool = False


@dataclass(frozen=True, slots=True)
class BookComparison:
    """Where a scenario's rule differs between the books: each book's ruling at one step."""

    rule: RuleRef
    #: The frame compared: the first question, else the first step the books rule apart.
    step: int
    books: tuple[BookRuling, ...]
    #: How the walkthrough itself is played: its profile and its values of the options.
    played: tuple[str, tuple[tuple[str, OptionValue], ...]] = ("", ())
    #: The rule of an earlier comparison at the same step with the same rulings (each book
    #: is played as a whole profile): they are shown once, there.
    same_rulings_as: str = ""

    @property
    def differs_here(self) -> bool:
        """Whether the books' dealers rule differently at this step of this scenario."""
        return len({b.rulings for b in self.books if b.modelled}) > 1


@dataclass(frozen=True, slots=True)
class Walkthrough:
    scenario: Scenario
    rules: tuple[RuleRef, ...]
    frames: tuple[Frame, ...]
    #: Each book's ruling, for the scenario's rules where the books differ (filled in by
    #: :func:`refdealer.walk.compare.with_books`; empty for a trainee's quiz).
    books: tuple[BookComparison, ...] = ()
    #: The book whose answers the questions take (set by :func:`refdealer.walk.book.play_under`).
    book: str | None = None

    @property
    def steps(self) -> int:
        """The number of script steps (frames after the setup)."""
        return len(self.frames) - 1


DEAL_HEADINGS = {
    "hole": "The deal", "flop": "The flop", "turn": "The turn", "river": "The river",
}  # fmt: skip
_STATE_OF_EVENT = {"fold": FOLDED, "muck": MUCKED, "show": SHOWN}
#: Betting actions: accepted without a ruling, the table after them is what everyone saw.
_PLAIN_ACTIONS = frozenset({"fold", "check", "call", "bet", "raise"})


#: A card code in the dealer's words ("Jc"): read as on the table ("J♣"). "As" opening a
#: message is the word, not the ace of spades.
_CARD_CODE = re.compile(r"(?<![\w-])(?!^As\b)([2-9TJQKA])([cdhs])(?![\w-])")


def readable_cards(message: str) -> str:
    """``message`` with its card codes as the table shows cards (one notation everywhere)."""
    return _CARD_CODE.sub(lambda m: m.group(1) + SUIT_SYMBOLS[m.group(2)], message)


def _rulings(raw: Any) -> tuple[RulingView, ...]:
    return tuple(
        RulingView(
            str(r.get("code")), readable_cards(str(r.get("message"))),
            RuleRef.of(str(r.get("rule"))),
        )
        for r in raw or []
    )  # fmt: skip


def _refusal(answer: Mapping[str, Any], cited: Sequence[str]) -> Refusal:
    reason = str(answer.get("reason"))
    meaning = REJECTION_REASONS.get(reason, "")
    plain = plain_refusal(reason, meaning, cited)
    rule = RuleRef.of(plain.rule) if plain.rule else None
    message = readable_cards(str(answer.get("message", "")))
    return Refusal(reason, meaning, message, plain.plain, rule)


class _Table:
    """How a walk sees its table: one hand, or a session's (the hand under way, else the
    table between hands once an event between hands has been played)."""

    def __init__(
        self, session: bool, seats: frozenset[int], overblind: tuple[str, int] | None = None
    ) -> None:
        self.session, self.seats, self.between, self.across = session, seats, True, False
        #: The straddle or kill of the hand under way (a hand's snapshot does not say who
        #: posted it): a hand's from its setup, a session's from its ``next`` as it is dealt.
        self.overblind = overblind

    @staticmethod
    def coming(snapshot: Mapping[str, Any]) -> tuple[str, int] | None:
        """The straddle or kill a session's next hand will carry, read before it is dealt."""
        upcoming = (snapshot.get("session") or {}).get("next") or {}
        for kind in ("straddle", "kill"):
            posted = upcoming.get(kind)
            seat = posted.get("seat") if isinstance(posted, Mapping) else None
            if isinstance(seat, int):
                return kind, seat
        return None

    def saw(self, kind: str) -> None:
        """Note an accepted event: a new hand is drawn as a hand; any event that is not a
        hand's (a player leaving, or a kind this walk does not know) clears the table."""
        self.across = self.session and kind not in EVENT_TYPES
        if self.session:
            self.between = kind != "next_hand" and (self.between or kind not in EVENT_TYPES)

    def view(
        self, snapshot: Mapping[str, Any], states: Mapping[int, str], known: frozenset[str]
    ) -> TableView:
        if not self.session:
            return table_view(snapshot, states, known, self.overblind)
        self.seats |= seats_of(snapshot)
        return session_view(
            snapshot, states, known, between=self.between, seats_known=self.seats,
            overblind=self.overblind,
        )  # fmt: skip


def play(
    scenario: Scenario,
    profile: str | None = None,
    house: Mapping[str, OptionValue] | None = None,
) -> Walkthrough:
    """Play ``scenario`` on a fresh reference dealer, one frame per step.

    ``profile`` and ``house`` (option name -> value) play it under another rule book or
    house rule than its own; a value the dealer does not model is a ``SetupError``.
    """
    chosen = profile or (scenario.profiles[0] if scenario.profiles else None)
    dealer = ReferenceDealer(chosen) if chosen else ReferenceDealer()
    setup = dict(scenario.setup)
    if chosen:
        setup["profile"] = chosen
    if house:
        setup["house"] = {**dict(setup.get("house") or {}), **dict(house)}
    started = dealer.session(setup) if scenario.session else dealer.start(setup)
    states: dict[int, str] = {}
    known: frozenset[str] = frozenset()
    snapshot = dealer.snapshot()
    table = _Table(scenario.session, seats_of(snapshot), overblind_of(setup))
    view = table.view(snapshot, states, known)
    frames = [
        Frame(
            0, None, describe_setup(setup, view), _rulings(started.get("rulings")), None,
            NO_CHANGES, view, view,
        )
    ]  # fmt: skip
    for step in scenario.script:
        before, before_view = snapshot, view
        rulings: list[RulingView] = []
        refusal = None
        seen = None
        seen_view = None
        # What the table saw as the dealer's hands moved the cards, before any ruling: a
        # premature flop stays known face up once it is out of play. Drawn at a question.
        seen_raw = seen_snapshot(snapshot, step.events)
        if seen_raw is not None:
            seen_view = table.view(seen_raw, states, known)
            known |= face_up_cards(seen_view)
            seen = seen_view if step.quiz is not None else None
        shown = [e for e in step.events if e.get("type") == "show"]
        if step.quiz is not None and shown and len(shown) == len(step.events):
            # A hand tabled is face up for all to see before the floor rules on it: the
            # question is drawn with it turned over, as the step it asks at tells.
            tabled = {**states, **{int(e["seat"]): SHOWN for e in shown}}
            seen = table.view(snapshot, tabled, known)
        if step.index == 0 and step.quiz is not None and short_posted(view):
            # A player all in from his forced bets: how his chips were split is the ruling,
            # so a question on it shows the chips as they sat before anyone posted.
            seen = unposted(seen or view, setup)
        dealt, table.across = False, False
        for event in step.events:
            kind = str(event.get("type"))
            coming = table.coming(dealer.snapshot()) if kind == "next_hand" else None
            answer = dealer.apply(dict(event))
            if not answer.get("accepted"):
                refusal = _refusal(answer, scenario.rules)
                break
            rulings.extend(_rulings(answer.get("rulings")))
            table.saw(kind)
            if kind == "next_hand":  # a new hand: the last one's seat states are gone
                states, known, dealt = {}, frozenset(), True
                table.overblind = coming
            state = _STATE_OF_EVENT.get(kind)
            if state is not None:
                states[int(event["seat"])] = state
        snapshot = dealer.snapshot()
        view = table.view(snapshot, states, known)
        known |= face_up_cards(view)
        played = refusal is None or len(step.events) > 1
        if (
            step.quiz is not None
            and seen is None
            and refusal is None
            and not rulings
            and all(e.get("type") in _PLAIN_ACTIONS for e in step.events)
        ):
            # A plain action the floor had nothing to rule on: the question is drawn after
            # it, as the step it asks at tells (the chips where the player put them). After
            # a ruling (hands to turn up, chips returned) it is drawn before, not to tell it.
            seen = view
        # Between hands the cards are gathered: what a step did is its rulings and the table.
        changes = NO_CHANGES if table.across else diff(before, snapshot, before_view, view)
        frames.append(
            Frame(
                number=step.index + 1,
                step=step,
                actions=describe_step(
                    step, view if played else None, changes, seen_view if played else None
                ),
                rulings=tuple(rulings),
                refusal=refusal,
                changes=changes,
                before=before_view,
                after=view,
                seen=seen,
                outcome=describe_hand(view) if dealt else (),
            )
        )
    rules = tuple(RuleRef.of(rule) for rule in scenario.rules)
    return Walkthrough(scenario, rules, tuple(frames))
