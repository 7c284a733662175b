"""Writing a certificate: JSON for machines, JUnit XML for CI systems, HTML for people."""

from __future__ import annotations

import html
import json
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from refdealer.sanitize import page_safe, xml_safe
from refdealer.scenarios.runner import ERROR, FAILED, NOT_APPLICABLE, OUTCOMES, ScenarioResult
from refdealer.suite.certify import Certificate, area_of, failure_cause, relative_location


def write_json(certificate: Certificate, path: str | Path) -> None:
    Path(path).write_text(json.dumps(certificate.to_dict(), indent=2) + "\n", encoding="utf-8")


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(", ", ": "))


def setup_lines(setup: Mapping[str, Any]) -> list[str]:
    """A setup in two lines: everything but the deck, then the deck on one line."""
    rest = {key: value for key, value in setup.items() if key not in ("deck", "reshuffles")}
    lines = [f"setup: {_compact(rest)}"]
    if "deck" in setup:
        lines.append("deck: " + " ".join(map(str, setup["deck"])))
    for number, cards in enumerate(setup.get("reshuffles") or [], start=1):
        lines.append(f"reshuffle {number}: " + " ".join(map(str, cards)))
    return lines


def failure_lines(result: ScenarioResult, rerun: str | None = None) -> list[str]:
    """Everything a builder needs to act on one failure or error: where it is, why, the
    setup (deck on one line), the events sent up to the failing step, and expected vs actual
    for the fields the step checks, then the command that plays it again."""
    lines = [
        f"at {relative_location(result.location)}",
        f"rules: {', '.join(result.rules) or '-'} (area "
        f"{', '.join(sorted({area_of(r) for r in result.rules})) or '-'})",
        f"cause: {failure_cause(result)}",
        result.detail,
    ]
    lines.extend(f"  {difference}" for difference in result.differences)
    reproduction = result.reproduction or {}
    setup = reproduction.get("setup")
    if isinstance(setup, Mapping):
        lines.extend(setup_lines(setup))
    events = reproduction.get("events")
    if isinstance(events, list) and events:
        lines.append(f"events sent ({len(events)}, the last is the failing step's):")
        lines.extend(f"  {number}. {_compact(e)}" for number, e in enumerate(events, start=1))
    if result.script:
        lines.append("steps:")
        lines.extend(f"  {line}" for line in result.script)
    if result.not_judged:
        lines.append("not judged: " + "; ".join(result.not_judged))
    if rerun:
        lines.append(f"rerun: {rerun}")
    return lines


def _failure_text(result: ScenarioResult, rerun: str | None = None) -> str:
    return "\n".join(failure_lines(result, rerun))


def grouped_failure_lines(certificate: Certificate) -> list[str]:
    """The failures counted by rule area and by cause, then one line per deviation (the
    kind of disagreement, the first differing field, the rule behind it) with its count and
    its smallest example, for the top of a report."""
    lines: list[str] = []
    deviations = certificate.failures_by_deviation()
    if deviations:
        lines.append("Failures by deviation (smallest example first):")
        lines.extend(f"  {len(ids):>4}  {key}  e.g. {ids[0]}" for key, ids in deviations.items())
    for title, groups in (
        ("by rule area", certificate.failures_by_area()),
        ("by cause", certificate.failures_by_cause()),
    ):
        if groups:
            lines.append(f"Failures and errors {title}:")
            lines.extend(f"  {name}: {len(ids)}" for name, ids in groups.items())
    return lines


def write_junit(certificate: Certificate, path: str | Path) -> None:
    """One ``testsuite``; not-applicable scenarios are ``skipped`` with the reason. A test
    case's ``classname`` is the rule ids it cites, ``name`` its id (a feature scenario's is
    ``<feature file stem>::<scenario name>``)."""
    summary = certificate.summary
    engine = certificate.engine.get("engine", "engine")
    suite = ET.Element(
        "testsuite",
        name=xml_safe(f"refdealer {certificate.suite['version']} on {engine}"),
        tests=str(len(certificate.results)),
        failures=str(summary[FAILED]),
        errors=str(summary[ERROR]),
        skipped=str(summary[NOT_APPLICABLE]),
        time=f"{certificate.seconds:.3f}",
    )
    for result in certificate.results:
        case = ET.SubElement(
            suite,
            "testcase",
            classname=xml_safe(",".join(result.rules)),
            name=xml_safe(result.id),
            file=xml_safe(result.location),
        )
        # Engine text may hold characters XML cannot: they are written as escapes.
        detail = xml_safe(result.detail)
        if result.outcome in (FAILED, ERROR):
            text = xml_safe(_failure_text(result, certificate.rerun_command(result)))
            kind = "failure" if result.outcome == FAILED else "error"
            ET.SubElement(case, kind, message=detail).text = text
        elif result.outcome == NOT_APPLICABLE:
            ET.SubElement(case, "skipped", message=f"not applicable: {detail}")
    ET.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)


_STYLE = """
body{font-family:system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em}
.passed{color:#176117}.failed{color:#a40000;font-weight:bold}.error{color:#a45a00;font-weight:bold}
.not_applicable{color:#666}pre{background:#f6f6f6;padding:.6em;overflow-x:auto}
"""


_FILTER_SCRIPT = """
function refdealerFilter(){
  var o=document.getElementById('filter-outcome').value;
  var a=document.getElementById('filter-area').value;
  document.querySelectorAll('[data-outcome]').forEach(function(el){
    var ok=(!o||el.dataset.outcome===o)&&(!a||el.dataset.area.split(' ').indexOf(a)>=0);
    el.style.display=ok?'':'none';});}
document.getElementById('filter-outcome').onchange=refdealerFilter;
document.getElementById('filter-area').onchange=refdealerFilter;
"""


def _grouped_html(certificate: Certificate) -> list[str]:
    e = html.escape
    parts: list[str] = []
    for title, groups in (
        ("Failures by rule area", certificate.failures_by_area()),
        ("Failures by cause", certificate.failures_by_cause()),
        ("Failures by deviation", certificate.failures_by_deviation()),
    ):
        if not groups:
            continue
        parts.append(f"</table><h2>{e(title)}</h2><table><tr><th>group</th><th>count</th>"
                     "<th>scenarios</th></tr>")  # fmt: skip
        for name, ids in groups.items():
            links = ", ".join(f"<a href='#{e(i)}'>{e(i)}</a>" for i in ids)
            parts.append(f"<tr><td>{e(name)}</td><td>{len(ids)}</td><td>{links}</td></tr>")
    return parts


def _filters_html(certificate: Certificate) -> str:
    """The outcome and area filters over the results and failures below."""
    e = html.escape
    areas = sorted({area_of(rule) for result in certificate.results for rule in result.rules})
    outcomes = "".join(f"<option value='{e(o)}'>{e(o)}</option>" for o in OUTCOMES)
    area_options = "".join(f"<option value='{e(a)}'>{e(a)}</option>" for a in areas)
    return (
        "</table><p class='filters'><label>outcome <select id='filter-outcome'>"
        f"<option value=''>all</option>{outcomes}</select></label> "
        "<label>area <select id='filter-area'>"
        f"<option value=''>all</option>{area_options}</select></label></p><table>"
    )


def write_html(certificate: Certificate, path: str | Path) -> None:
    """A self-contained page: summary, results by area and rule, then every failure."""
    e = html.escape
    summary = certificate.summary
    engine = certificate.engine
    parts = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>refdealer certificate: {e(str(engine.get('engine', '?')))}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>Certificate: {e(str(engine.get('engine', '?')))} "
        f"{e(str(engine.get('version', '')))}</h1>",
        f"<p>Suite {e(certificate.suite['version'])} ({e(certificate.suite['digest'])}), "
        f"profile {e(certificate.profile)}.</p>",
        *(
            f"<p class='override'>Overridden: {e(override.describe())}.</p>"
            for override in certificate.house_overrides
        ),
        f"<p>Capabilities: {e(', '.join(map(str, engine.get('capabilities', []))))}</p>",
        "<p>"
        + ", ".join(
            f"{sum(counts.values())} {e(kind)} result(s)"
            for kind, counts in certificate.by_kind().items()
        )
        + ".</p>",
        "<table><tr>"
        + "".join(f"<th>{e(k)}</th>" for k in summary)
        + "</tr><tr>"
        + "".join(f"<td class='{k}'>{v}</td>" for k, v in summary.items())
        + "</tr></table>",
        "<h2>By rule</h2><table><tr><th>area</th><th>rule</th><th>title</th><th>passed</th>"
        "<th>failed</th><th>errors</th><th>n/a</th></tr>",
    ]
    for rule, row in certificate.by_rule().items():
        parts.append(
            f"<tr><td>{e(row['area'])}</td><td>{e(rule)}</td><td>{e(row['title'])}</td>"
            f"<td class='passed'>{row['passed']}</td><td class='failed'>{row['failed']}</td>"
            f"<td class='error'>{row['error']}</td><td>{row['not_applicable']}</td></tr>"
        )
    parts.extend(_grouped_html(certificate))
    parts.append(_filters_html(certificate))
    parts.append("</table><h2>Results</h2><table id='results'><tr><th>scenario</th><th>kind</th>"
                 "<th>area</th><th>outcome</th><th>detail</th></tr>")  # fmt: skip
    for result in certificate.results:
        areas = " ".join(sorted({area_of(rule) for rule in result.rules}))
        parts.append(
            f"<tr data-outcome='{e(result.outcome)}' data-area='{e(areas)}'>"
            f"<td><a href='#{e(result.id)}'>{e(result.id)}</a></td><td>{e(result.kind)}</td>"
            f"<td>{e(areas)}</td><td class='{result.outcome}'>{e(result.outcome)}</td>"
            f"<td>{e(result.detail)}</td></tr>"
        )
    parts.append("</table><h2>Failures and errors</h2>")
    for result in certificate.failures():
        areas = " ".join(sorted({area_of(rule) for rule in result.rules}))
        parts.append(
            f"<section data-outcome='{e(result.outcome)}' data-area='{e(areas)}'>"
            f"<h3 id='{e(result.id)}'>{e(result.id)}</h3>"
            f"<pre>{e(_failure_text(result, certificate.rerun_command(result)))}</pre>"
        )
        if result.reproduction is not None:
            repro = json.dumps(result.reproduction, indent=1)
            parts.append(f"<details><summary>reproduction (JSON)</summary><pre>{e(repro)}</pre>"
                         "</details>")  # fmt: skip
        parts.append("</section>")
    parts.append(f"<script>{_FILTER_SCRIPT}</script>")
    parts.append("</body></html>\n")
    Path(path).write_text(page_safe("".join(parts)), encoding="utf-8")
