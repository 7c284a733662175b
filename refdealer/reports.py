"""Writing a certificate: JSON for machines, JUnit XML for CI systems, HTML for people."""

from __future__ import annotations

import html
import json
import xml.etree.ElementTree as ET
from pathlib import Path

from refdealer.certify import Certificate
from refdealer.sanitize import xml_safe
from refdealer.scenarios.runner import ERROR, FAILED, NOT_APPLICABLE, ScenarioResult


def write_json(certificate: Certificate, path: str | Path) -> None:
    Path(path).write_text(json.dumps(certificate.to_dict(), indent=2) + "\n", encoding="utf-8")


def _failure_text(result: ScenarioResult) -> str:
    lines = [result.detail]
    lines.extend(f"  {difference}" for difference in result.differences)
    if result.script:
        lines.append("script:")
        lines.extend(f"  {line}" for line in result.script)
    return "\n".join(lines)


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
        detail, text = xml_safe(result.detail), xml_safe(_failure_text(result))
        if result.outcome == FAILED:
            ET.SubElement(case, "failure", message=detail).text = text
        elif result.outcome == ERROR:
            ET.SubElement(case, "error", message=detail).text = text
        elif result.outcome == NOT_APPLICABLE:
            ET.SubElement(case, "skipped", message=f"not applicable: {detail}")
    ET.ElementTree(suite).write(path, encoding="utf-8", xml_declaration=True)


_STYLE = """
body{font-family:system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em}
.passed{color:#176117}.failed{color:#a40000;font-weight:bold}.error{color:#a45a00;font-weight:bold}
.not_applicable{color:#666}pre{background:#f6f6f6;padding:.6em;overflow-x:auto}
"""


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
    parts.append("</table><h2>Results</h2><table><tr><th>scenario</th><th>kind</th>"
                 "<th>outcome</th><th>detail</th></tr>")  # fmt: skip
    for result in certificate.results:
        parts.append(
            f"<tr><td>{e(result.id)}</td><td>{e(result.kind)}</td>"
            f"<td class='{result.outcome}'>{e(result.outcome)}</td>"
            f"<td>{e(result.detail)}</td></tr>"
        )
    parts.append("</table>")
    for result in certificate.results:
        if result.outcome in (FAILED, ERROR):
            parts.append(f"<h3 id='{e(result.id)}'>{e(result.id)}</h3>")
            parts.append(f"<pre>{e(_failure_text(result))}</pre>")
            if result.reproduction is not None:
                repro = json.dumps(result.reproduction, indent=1)
                parts.append(f"<details><summary>reproduction</summary><pre>{e(repro)}</pre>"
                             "</details>")  # fmt: skip
    parts.append("</body></html>\n")
    Path(path).write_text("".join(parts), encoding="utf-8")
