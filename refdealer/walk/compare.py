"""Where the books differ: a lesson's question ruled under each profile's option value."""

from __future__ import annotations

from dataclasses import dataclass

from refdealer.errors import SetupError
from refdealer.options import HOUSE_OPTIONS, PROFILES, OptionValue
from refdealer.scenarios.model import Scenario
from refdealer.walk.play import play


@dataclass(frozen=True, slots=True)
class BookRuling:
    """What the floor rules at the first question under one book's value of an option."""

    profile: str
    option: str
    value: OptionValue
    #: The dealer's rulings at the question, or why this value cannot be played here.
    rulings: tuple[str, ...]
    modelled: bool


def differing_options(rule: str) -> list[str]:
    """The house options of ``rule`` whose value differs between the profiles."""
    return [
        option.name
        for option in HOUSE_OPTIONS.values()
        if option.rule == rule and len({option.defaults[p] for p in PROFILES}) > 1
    ]


def _rulings_at_question(scenario: Scenario, option: str, value: OptionValue) -> tuple[str, ...]:
    walk = play(scenario, house={option: value})
    frame = next((f for f in walk.frames if f.quiz is not None), None)
    if frame is None:
        return ()
    if frame.refusal is not None:
        return (f"The floor refuses: {frame.refusal.plain or frame.refusal.meaning}",)
    return tuple(ruling.message for ruling in frame.rulings) or ("No ruling: play goes on.",)


def book_rulings(scenario: Scenario, rule: str) -> list[BookRuling]:
    """For each option of ``rule`` where the books differ: each profile's ruling.

    The dealer models the rrop-cash profile; another book's value is played as a house
    option on it (where the dealer models that value).
    """
    found = []
    for name in differing_options(rule):
        option = HOUSE_OPTIONS[name]
        for profile in PROFILES:
            value = option.defaults[profile]
            try:
                rulings, modelled = _rulings_at_question(scenario, name, value), True
            except SetupError as error:
                rulings, modelled = (f"Not modelled by this dealer: {error}",), False
            found.append(BookRuling(profile, name, value, rulings, modelled))
    return found
