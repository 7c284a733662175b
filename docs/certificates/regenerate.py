"""Regenerate the published certificates of the three shipped engines (deterministic).

    python docs/certificates/regenerate.py            # writes docs/certificates/<engine>.md
    python docs/certificates/regenerate.py --json-dir /tmp/certs   # the full JSON too

Besides each engine's certificate on the whole suite (profile rrop-cash), it certifies each
on the session scenarios (``scenarios/sessions``) under both profiles and writes
``sessions.md``: the engines across hands, with every failure triaged the same way.

PokerKit and texasholdem need their extras (``pip install -e ".[pokerkit,texasholdem]"``);
poker-ts needs node and ``npm install --prefix examples/poker-ts``. An engine that cannot be
run is reported and skipped. Each summary lists the counts, the failures by rule area and by
cause, the findings of ``triage.yaml`` (what the engine really does wrong, confirmed in its
source, and what its adapter cannot express) and every failure with its finding. A failure
``triage.yaml`` does not place is listed as not triaged, and the script exits non-zero.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from refdealer.options import SUPPORTED_PROFILES  # noqa: E402
from refdealer.suite.adapters import AdapterError, open_engine  # noqa: E402
from refdealer.suite.certify import Certificate, certify, failure_cause, load_suite  # noqa: E402
from refdealer.suite.reports import write_json  # noqa: E402

OUT = Path(__file__).resolve().parent
BINDING = ROOT / "examples" / "poker-ts" / "binding.js"
ENGINES = {
    "pokerkit": ("--adapter", "refdealer.engines.pokerkit:Engine"),
    "texasholdem": ("--adapter", "refdealer.engines.texasholdem:Engine"),
    "poker-ts": ("--adapter-cmd", f"node {BINDING.relative_to(ROOT)}"),
}


def available(name: str) -> str | None:
    """Why ``name`` cannot be certified here, or ``None``."""
    if name == "poker-ts":
        if shutil.which("node") is None:
            return "node is not installed"
        if not (BINDING.parent / "node_modules" / "poker-ts").is_dir():
            return "poker-ts is not installed: npm install --prefix examples/poker-ts"
        return None
    try:
        __import__(name)
    except ImportError:
        return f'{name} is not installed: pip install -e ".[{name}]"'
    return None


KINDS = {
    "deviation": "rule deviation",
    "engine-defect": "engine defect (crash)",
    "adapter-limit": "adapter limit",
    "suite": "caused by the suite",
    "display": "display choice (no chip goes elsewhere)",
}


def load_triage() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((OUT / "triage.yaml").read_text("utf-8"))
    return data


def summary(
    name: str, option: str, value: str, certificate: Certificate, triage: dict[str, Any]
) -> tuple[str, list[str]]:
    """The Markdown summary, and the ids of failures the triage does not place."""
    findings: dict[str, Any] = triage["findings"]
    placed: dict[str, str] = triage["results"].get(name, {})
    counts = certificate.summary
    hello = certificate.engine
    lines = [
        f"# Certificate: {hello.get('engine', name)} {hello.get('version', '')}",
        "",
        f"Produced by `python docs/certificates/regenerate.py` (the same as `refdealer certify "
        f'{option} "{value}"`), suite {certificate.suite["version"]} '
        f"`{certificate.suite['digest'][:19]}`, profile {certificate.profile}.",
        "",
        f"Capabilities declared: {', '.join(hello.get('capabilities', []))}.",
        "",
        "| passed | failed | errors | not applicable |",
        "|---|---|---|---|",
        f"| {counts['passed']} | {counts['failed']} | {counts['error']} | "
        f"{counts['not_applicable']} |",
        "",
        "## Failures and errors by rule area",
        "",
        "| area | count |",
        "|---|---|",
    ]
    lines += [f"| {area} | {len(ids)} |" for area, ids in certificate.failures_by_area().items()]
    lines += ["", "## By cause", "", "| cause | count |", "|---|---|"]
    lines += [f"| {cause} | {len(ids)} |" for cause, ids in certificate.failures_by_cause().items()]
    failures = certificate.failures()
    by_finding: dict[str, list[str]] = {}
    untriaged = []
    for result in failures:
        key = placed.get(result.id)
        if key is None or key not in findings:
            untriaged.append(result.id)
        else:
            by_finding.setdefault(key, []).append(result.id)
    tally: dict[str, int] = {}
    for key, ids in by_finding.items():
        kind = KINDS[findings[key]["kind"]]
        tally[kind] = tally.get(kind, 0) + len(ids)
    lines += ["", "## Triage", "", "| kind | failures and errors |", "|---|---|"]
    lines += [f"| {kind} | {count} |" for kind, count in sorted(tally.items())]
    if untriaged:
        lines.append(f"| not triaged | {len(untriaged)} |")
    for key, ids in sorted(
        by_finding.items(), key=lambda item: (findings[item[0]]["kind"], item[0])
    ):
        finding = findings[key]
        rule = f" ({finding['rule']})" if finding.get("rule") else ""
        lines += [
            "",
            f"### {key}: {KINDS[finding['kind']]}{rule}",
            "",
            " ".join(finding["text"].split()),
        ]
        source = (finding.get("source") or {}).get(name)
        if source:
            lines += ["", f"Confirmed in the source: `{source}`."]
        lines += ["", f"{len(ids)} result(s): " + ", ".join(f"`{i}`" for i in ids) + "."]
    lines += ["", "## Every failure and error", "", "| result | rules | cause | finding | where |"]
    lines += ["|---|---|---|---|---|"]
    for result in failures:
        where = result.location.replace(str(ROOT) + "/", "")
        key = placed.get(result.id, "not triaged")
        lines.append(
            f"| `{result.id}` | {', '.join(result.rules)} | {failure_cause(result)} | {key} "
            f"| {where} |"
        )
    return "\n".join(lines) + "\n", untriaged


SESSIONS = ROOT / "scenarios" / "sessions"
SESSIONS_INTRO = """\
texasholdem and poker-ts keep a table across hands: between hands each moves the button to
the next player with chips and posts the blinds after him (a moving button, the house option
`button_mode: moving`), seats and unseats players and drops those left without chips. Their
adapters open a session on the library's own table and deal each hand where the library's
code puts it; they declare `sessions` but not `sitting-out` (neither library lets a player
sit out, or post to come in: those events are refused `NOT_MODELLED`) nor `leaving-mid-hand`
(the adapters unseat a player between hands only: a `leave` said during a hand is refused
`NOT_MODELLED`). A session decided by
the dead button (the default of both books) is not applicable to a moving button; one the
moving button plays the same way is judged.

PokerKit plays one hand at a time and leaves the button, the blinds and the seats to its
caller: there is no button movement of its own to certify, so its adapter declares no
`sessions` and every session scenario is not applicable to it.
"""


def session_summary(
    runs: list[tuple[str, str, str, Certificate]], triage: dict[str, Any]
) -> tuple[str, list[str]]:
    """The Markdown of the engines on the session scenarios, and the failures not triaged."""
    findings: dict[str, Any] = triage["findings"]
    first = runs[0][3]
    lines = [
        "# Sessions: the engines across hands",
        "",
        f"Produced by `python docs/certificates/regenerate.py`, suite {first.suite['version']} "
        f"`{first.suite['digest'][:19]}`; each row is the same as `refdealer certify <engine> "
        "--scenarios scenarios/sessions --profile <profile>`.",
        "",
        SESSIONS_INTRO,
        "| engine | profile | passed | failed | errors | not applicable |",
        "|---|---|---|---|---|---|",
    ]
    for name, option, value, certificate in runs:
        counts = certificate.summary
        lines.append(
            f'| {name} (`{option} "{value}"`) | {certificate.profile} | {counts["passed"]} | '
            f"{counts['failed']} | {counts['error']} | {counts['not_applicable']} |"
        )
    lines += ["", "## Not applicable, and why", "", "| engine | profile | why | scenarios |"]
    lines += ["|---|---|---|---|"]
    for name, _, _, certificate in runs:
        why: dict[str, list[str]] = {}
        for result in certificate.results:
            if result.outcome == "not_applicable":
                why.setdefault(result.detail, []).append(result.id)
        for detail, ids in sorted(why.items()):
            lines.append(f"| {name} | {certificate.profile} | {detail} | {len(ids)} |")
    untriaged: list[str] = []
    by_finding: dict[str, list[str]] = {}
    rows = []
    for name, _, _, certificate in runs:
        placed: dict[str, str] = triage["results"].get(name, {})
        for result in certificate.failures():
            key = placed.get(result.id)
            if key is None or key not in findings:
                untriaged.append(f"{name}: {result.id} ({certificate.profile})")
                key = "not triaged"
            else:
                by_finding.setdefault(key, [])
                if name not in by_finding[key]:
                    by_finding[key].append(name)
            where = result.location.replace(str(ROOT) + "/", "")
            rows.append(
                f"| {name} | {certificate.profile} | `{result.id}` | {', '.join(result.rules)} "
                f"| {failure_cause(result)} | {key} | {where} |"
            )
    lines += ["", "## Triage"]
    for key, names in sorted(by_finding.items()):
        finding = findings[key]
        rule = f" ({finding['rule']})" if finding.get("rule") else ""
        lines += ["", f"### {key}: {KINDS[finding['kind']]}{rule}", ""]
        lines.append(" ".join(finding["text"].split()))
        for name in names:
            source = (finding.get("source") or {}).get(name)
            if source:
                lines += ["", f"Confirmed in {name}'s source: `{source}`."]
    if not by_finding:
        lines += ["", "No failures."]
    lines += ["", "## Every failure and error", ""]
    lines += ["| engine | profile | result | rules | cause | finding | where |"]
    lines += ["|---|---|---|---|---|---|---|", *rows]
    return "\n".join(lines) + "\n", untriaged


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--json-dir", type=Path, help="also write each full certificate here")
    parser.add_argument("--engine", action="append", choices=list(ENGINES), help="only these")
    args = parser.parse_args()
    status = 0
    triage = load_triage()
    session_runs: list[tuple[str, str, str, Certificate]] = []
    for name in args.engine or ENGINES:
        option, value = ENGINES[name]
        missing = available(name)
        if missing is not None:
            print(f"{name}: skipped: {missing}", file=sys.stderr)
            status = 1
            continue
        try:
            if option == "--adapter":
                engine = open_engine(value, None)
            else:
                engine = open_engine(None, value.replace("examples/", f"{ROOT}/examples/"))
        except AdapterError as error:
            print(f"{name}: {error}", file=sys.stderr)
            status = 1
            continue
        try:
            certificate = certify(engine, engine_option=f"{option} {value!r}")
            for profile in SUPPORTED_PROFILES:
                across = certify(engine, profile=profile, scenarios=load_suite([SESSIONS]))
                session_runs.append((name, option, value, across))
        finally:
            close = getattr(engine, "close", None)
            if callable(close):
                close()
        text, untriaged = summary(name, option, value, certificate, triage)
        (OUT / f"{name}.md").write_text(text, "utf-8")
        # A session failing under tda-2024 only is not in the rrop-cash certificate: still live.
        failed = {r.id for r in certificate.failures()}
        failed |= {r.id for n, _, _, run in session_runs if n == name for r in run.failures()}
        stale = sorted(set(triage["results"].get(name, {})) - failed)
        for result_id in untriaged:
            print(f"{name}: not triaged: {result_id}", file=sys.stderr)
        for result_id in stale:
            print(f"{name}: triaged but no longer failing: {result_id}", file=sys.stderr)
        if untriaged or stale:
            status = 1
        if args.json_dir is not None:
            args.json_dir.mkdir(parents=True, exist_ok=True)
            write_json(certificate, args.json_dir / f"{name}.json")
        counts = certificate.summary
        print(
            f"{name}: {counts['passed']} passed, {counts['failed']} failed, "
            f"{counts['error']} errors, {counts['not_applicable']} not applicable"
        )
    if session_runs and not args.engine:
        text, untriaged = session_summary(session_runs, triage)
        (OUT / "sessions.md").write_text(text, "utf-8")
        for where in untriaged:
            print(f"sessions: not triaged: {where}", file=sys.stderr)
            status = 1
        for name, _, _, across in session_runs:
            counts = across.summary
            print(
                f"{name} on sessions, {across.profile}: {counts['passed']} passed, "
                f"{counts['failed']} failed, {counts['error']} errors, "
                f"{counts['not_applicable']} not applicable"
            )
    return status


if __name__ == "__main__":
    raise SystemExit(main())
