"""Regenerate the published certificates of the three shipped engines (deterministic).

    python docs/certificates/regenerate.py            # writes docs/certificates/<engine>.md
    python docs/certificates/regenerate.py --json-dir /tmp/certs   # the full JSON too

PokerKit and texasholdem need their extras (``pip install -e ".[pokerkit,texasholdem]"``);
poker-ts needs node and ``npm install --prefix examples/poker-ts``. An engine that cannot be
run is reported and skipped. Each summary lists the counts, the failures by rule area and by
cause, and every failure with its cause; the triage (what each engine really does wrong,
confirmed in its source) is kept by hand in ``triage.md`` beside them.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from refdealer.adapters import AdapterError, open_engine  # noqa: E402
from refdealer.certify import Certificate, certify, failure_cause  # noqa: E402
from refdealer.reports import write_json  # noqa: E402

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


def summary(name: str, option: str, value: str, certificate: Certificate) -> str:
    counts = certificate.summary
    hello = certificate.engine
    lines = [
        f"# Certificate: {hello.get('engine', name)} {hello.get('version', '')}",
        "",
        f"Produced by `python docs/certificates/regenerate.py` (the same as `refdealer certify "
        f"{option} \"{value}\"`), suite {certificate.suite['version']} "
        f"`{certificate.suite['digest'][:19]}`, profile {certificate.profile}.",
        "",
        f"Capabilities declared: {', '.join(hello.get('capabilities', []))}.",
        "",
        "| passed | failed | errors | not applicable |",
        "|---|---|---|---|",
        f"| {counts['passed']} | {counts['failed']} | {counts['error']} | "
        f"{counts['not_applicable']} |",
        "",
        "The triage of these failures (rule deviations confirmed in the engine's source, and "
        "adapter limits) is in [triage.md](triage.md).",
        "",
        "## Failures and errors by rule area",
        "",
        "| area | count |",
        "|---|---|",
    ]
    lines += [f"| {area} | {len(ids)} |" for area, ids in certificate.failures_by_area().items()]
    lines += ["", "## By cause", "", "| cause | count |", "|---|---|"]
    lines += [f"| {cause} | {len(ids)} |" for cause, ids in certificate.failures_by_cause().items()]
    lines += ["", "## Every failure and error", "", "| result | rules | cause | where |"]
    lines += ["|---|---|---|---|"]
    for result in certificate.failures():
        where = result.location.replace(str(ROOT) + "/", "")
        lines.append(
            f"| `{result.id}` | {', '.join(result.rules)} | {failure_cause(result)} | {where} |"
        )
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--json-dir", type=Path, help="also write each full certificate here")
    parser.add_argument("--engine", action="append", choices=list(ENGINES), help="only these")
    args = parser.parse_args()
    status = 0
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
        finally:
            close = getattr(engine, "close", None)
            if callable(close):
                close()
        (OUT / f"{name}.md").write_text(summary(name, option, value, certificate), "utf-8")
        if args.json_dir is not None:
            args.json_dir.mkdir(parents=True, exist_ok=True)
            write_json(certificate, args.json_dir / f"{name}.json")
        counts = certificate.summary
        print(
            f"{name}: {counts['passed']} passed, {counts['failed']} failed, "
            f"{counts['error']} errors, {counts['not_applicable']} not applicable"
        )
    return status


if __name__ == "__main__":
    raise SystemExit(main())
