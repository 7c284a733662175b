"""What an engine declares in ``hello``, read strictly: versions, names, options, profiles.

A ``hello`` of another protocol version or with a malformed list stops the run with an error
naming the field; unknown names are reported in the certificate; house option values an
engine does not declare make a scenario not applicable; a profile the reference does not
model is refused; and a run in which nothing applicable passed certifies nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import pytest

from refdealer.cli import main
from refdealer.dealer import ReferenceDealer
from refdealer.errors import SetupError
from refdealer.limits import MAX_INTEGER
from refdealer.options import HOUSE_OPTIONS, SUPPORTED_PROFILES
from refdealer.protocol.engine import InProcessEngine
from refdealer.scenarios.runner import ERROR, FAILED, NOT_APPLICABLE, PASSED
from refdealer.suite.certify import NOTHING_CERTIFIED, ProfileNotModelled, certify, load_suite
from refdealer.suite.hello import HelloRefused, read_hello
from refdealer.table.cards import TOKENS

SAY_HELLO = {"protocol": 1, "engine": "e", "version": "1", "capabilities": ["no-limit"]}


class Greeter(ReferenceDealer):
    """The reference dealer with the ``hello`` a test gives it."""

    hello_answer: ClassVar[dict[str, Any]] = {}

    def hello(self) -> dict[str, Any]:
        return dict(self.hello_answer)


def greeter(**answer: Any) -> type[Greeter]:
    return type("Custom", (Greeter,), {"hello_answer": {**SAY_HELLO, **answer}})


@pytest.mark.parametrize(
    ("answer", "field", "words"),
    [
        ({"protocol": 99}, "protocol", "protocol version 99"),
        ({"capabilities": "no-limit"}, "capabilities", "expected a list of names"),
        ({"capabilities": ["no-limit", 7]}, "capabilities[1]", "expected a name"),
        ({"profiles": [True]}, "profiles[0]", "expected a name"),
        ({"options": ["misdeal_cutoff"]}, "options", "expected an object"),
        ({"options": {"misdeal_cutoff": "two_acted"}}, "options.misdeal_cutoff", "a list"),
        ({"options": {"chip_unit": [1.5]}}, "options.chip_unit[0]", "string or integer"),
    ],
)
def test_a_hello_that_cannot_be_used_names_the_field(
    answer: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(HelloRefused) as refused:
        read_hello({**SAY_HELLO, **answer})
    assert refused.value.field == field
    assert str(refused.value).startswith(f"hello.{field}: ") and words in str(refused.value)


def test_unknown_names_are_reported_not_ignored() -> None:
    greeting = read_hello(
        {
            **SAY_HELLO,
            "capabilities": ["no-limit", "side_pots"],
            "profiles": ["rrop-cash", "wsop"],
            "options": {"misdeal_cutoff": ["two_acted", "never"], "rabbit_hunt": ["yes"]},
        }
    )
    assert greeting.capabilities == ("no-limit",)
    assert greeting.notes == (
        "capabilities: unknown capability 'side_pots'",
        "profiles: unknown profile 'wsop'",
        "options.misdeal_cutoff: unknown value 'never'",
        "options: unknown house option 'rabbit_hunt'",
    )


def test_the_notes_reach_the_certificate() -> None:
    engine = greeter(capabilities=["no-limit", "side_pots"], profiles=["rrop-cash"])
    certificate = certify(InProcessEngine(engine()), scenarios=load_suite()[:5])
    assert "capabilities: unknown capability 'side_pots'" in certificate.to_dict()["notes"]


def test_an_unknown_protocol_version_stops_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(HelloRefused):
        certify(InProcessEngine(greeter(protocol=99)()))
    monkeypatch.setattr("tests.test_hello.Greeter.hello_answer", {**SAY_HELLO, "protocol": 99})
    assert main(["certify", "--adapter", "tests.test_hello:Greeter"]) == 2
    err = capsys.readouterr().err
    assert "hello.protocol: protocol version 99" in err and "nothing certified" in err


def test_nothing_applicable_passed_certifies_nothing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tests.test_hello.Greeter.hello_answer", {**SAY_HELLO, "capabilities": []})
    certificate = certify(InProcessEngine(Greeter()), scenarios=load_suite()[:20])
    assert certificate.summary[PASSED] == 0 and not certificate.ok
    assert NOTHING_CERTIFIED in certificate.to_dict()["notes"]
    status = main(["certify", "--adapter", "tests.test_hello:Greeter", "--scenarios",
                   "scenarios/core/pots.yaml"])  # fmt: skip
    assert status == 1
    assert f"note: {NOTHING_CERTIFIED}" in capsys.readouterr().out


def test_a_house_option_value_the_engine_does_not_declare_is_not_applicable() -> None:
    chip_unit = next(s for s in load_suite() if s.setup.get("house", {}).get("chip_unit") == 5)
    misdeal = next(
        s
        for s in load_suite()
        if s.setup.get("house", {}).get("misdeal_cutoff") == "substantial_action"
    )
    everything = ReferenceDealer().hello()
    declared = {**everything["options"], "chip_unit": [1], "misdeal_cutoff": ["two_acted"]}
    engine = greeter(
        capabilities=everything["capabilities"], profiles=["rrop-cash"], options=declared
    )
    results = {
        r.id: r for r in certify(InProcessEngine(engine()), scenarios=[chip_unit, misdeal]).results
    }
    assert results[chip_unit.id].outcome == NOT_APPLICABLE
    assert results[chip_unit.id].detail == "engine does not model house option chip_unit = 5"
    assert results[misdeal.id].outcome == NOT_APPLICABLE
    # an option the engine does not name at all is modelled at the profile's default only
    del declared["misdeal_cutoff"]
    again = certify(InProcessEngine(greeter(**{**engine.hello_answer, "options": declared})()),
                    scenarios=[misdeal])  # fmt: skip
    assert again.results[0].outcome == NOT_APPLICABLE
    # declared (the reference declares every value it models): played and passed
    full = certify(InProcessEngine(ReferenceDealer()), scenarios=[chip_unit, misdeal])
    assert [r.outcome for r in full.results] == [PASSED, PASSED]


def test_a_feature_with_a_house_rule_the_engine_does_not_declare_is_not_applicable() -> None:
    from refdealer.suite.certify import load_feature_suite

    features = [f for f in load_feature_suite() if "limit_cap_raises" in Path(f.path).read_text()]
    everything = ReferenceDealer().hello()
    engine = greeter(
        capabilities=everything["capabilities"],
        profiles=["rrop-cash"],
        options={**everything["options"], "limit_cap_raises": [3]},
    )
    results = certify(InProcessEngine(engine()), features=features).results
    skipped = [r for r in results if r.outcome == NOT_APPLICABLE]
    assert any("limit_cap_raises = 4" in r.detail for r in skipped), [r.detail for r in results]


def test_a_profile_nobody_catalogued_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ProfileNotModelled):
        certify(InProcessEngine(ReferenceDealer()), profile="home-game")
    assert main(["certify", "--profile", "home-game"]) == 2
    assert "unknown profile 'home-game'" in capsys.readouterr().err


def test_every_scenario_holding_for_a_profile_passes_on_the_reference_under_it() -> None:
    suite = load_suite()
    for profile in SUPPORTED_PROFILES:
        certificate = certify(InProcessEngine(ReferenceDealer()), profile=profile, scenarios=suite)
        summary = certificate.summary
        assert summary[FAILED] == summary[ERROR] == 0, (profile, certificate.failures()[:3])
        judged = {r.id for r in certificate.results if r.outcome == PASSED}
        assert judged == {s.id for s in suite if profile in s.profiles}, profile


def test_house_values_against_the_profile_are_named_in_the_header() -> None:
    scenarios = [s for s in load_suite() if (s.setup.get("house") or {}).get("heads_up_uncapped")]
    assert scenarios, "the suite sets heads_up_uncapped somewhere"
    certificate = certify(
        InProcessEngine(ReferenceDealer()), profile="tda-2024", scenarios=scenarios
    )
    overrides = {(o.option, o.value): o for o in certificate.house_overrides}
    uncapped = overrides[("heads_up_uncapped", "yes")]
    assert uncapped.profile_default == "no"
    assert set(uncapped.scenarios) == {
        s.id for s in scenarios if s.setup["house"]["heads_up_uncapped"] == "yes"
    }
    assert certificate.to_dict()["house_overrides"][0]["option"] == "heads_up_uncapped"
    under_rrop = certify(InProcessEngine(ReferenceDealer()), scenarios=scenarios)
    assert ("heads_up_uncapped", "yes") not in {
        (o.option, o.value) for o in under_rrop.house_overrides
    }


def test_an_engine_without_profiles_is_judged_on_the_default_and_told_so() -> None:
    engine = greeter(capabilities=ReferenceDealer().hello()["capabilities"])
    certificate = certify(InProcessEngine(engine()), scenarios=load_suite()[:10])
    assert certificate.summary[PASSED] == 10
    assert any("declares no profiles" in note for note in certificate.to_dict()["notes"])


def test_an_engine_playing_another_value_of_an_option_is_not_judged_where_it_matters() -> None:
    """Declaring ``heads_up_uncapped: ["no"]`` (the tournament value) takes out of an
    rrop-cash certification the hands that leave the option at its cash default and play
    otherwise under "no", and only those: the engine is not failed for a rule it said it
    plays otherwise, and is still judged on every hand that value does not change."""
    from dataclasses import replace

    from refdealer.scenarios.requirements import options_read

    everything = ReferenceDealer().hello()
    declared = {**everything["options"], "heads_up_uncapped": ["no"]}
    engine = greeter(capabilities=everything["capabilities"], options=declared)
    suite = load_suite()
    certificate = certify(InProcessEngine(engine()), scenarios=suite)
    by_id = {r.id: r for r in certificate.results}
    reading = [
        s for s in suite
        if "rrop-cash" in s.profiles
        and "heads_up_uncapped" in options_read(s, "rrop-cash")
        and "heads_up_uncapped" not in (s.setup.get("house") or {})
    ]  # fmt: skip
    changed = []
    for scenario in reading:
        house = {**(scenario.setup.get("house") or {}), "heads_up_uncapped": "no"}
        replayed = certify(
            InProcessEngine(ReferenceDealer()),
            scenarios=[replace(scenario, setup={**scenario.setup, "house": house})],
        )
        if replayed.summary[PASSED] == 0:
            changed.append(scenario.id)
            result = by_id[scenario.id]
            assert result.outcome == NOT_APPLICABLE, scenario.id
            assert "heads_up_uncapped = 'yes' (the rrop-cash default)" in result.detail
    assert changed, "some cash scenario turns on heads_up_uncapped at its default"
    assert len(changed) < len(reading), "and some read it without it changing the hand"
    skipped = set(changed) | {
        s.id for s in suite if (s.setup.get("house") or {}).get("heads_up_uncapped") == "yes"
    }
    holding = {s.id for s in suite if "rrop-cash" in s.profiles} - skipped
    assert {r.id for r in certificate.results if r.outcome == PASSED} == holding


def _starts(dealer: ReferenceDealer, house: dict[str, object]) -> bool:
    setup = {"game": "no-limit", "blinds": [1, 2], "seats": {"1": 100, "2": 100, "3": 100},
             "button": 1, "deck": list(TOKENS), "house": house}  # fmt: skip
    try:
        dealer.start(setup)
    except SetupError:
        return False
    return True


@pytest.mark.parametrize("profile", SUPPORTED_PROFILES)
def test_n16_every_option_value_hello_declares_is_accepted_by_start(profile: str) -> None:
    dealer = ReferenceDealer(profile)
    declared = dealer.hello()["options"]
    refused = [
        (name, value)
        for name, values in declared.items()
        for value in values
        for tried in ([1, 7, MAX_INTEGER] if value == "any" else [value])
        if not _starts(dealer, {name: tried})
    ]
    assert refused == []
    # And the other way: a catalogued value start takes is one hello declares.
    for name, option in HOUSE_OPTIONS.items():
        for value in option.values or ():
            assert _starts(dealer, {name: value}) == (value in declared.get(name, ())), (
                name,
                value,
            )
