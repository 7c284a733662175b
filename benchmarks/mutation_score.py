"""Mutation score of the conformance suite: mutmut's mutants of the reference dealer's rules.

``refdealer/mutants/`` holds hand-written mutant dealers, one rule bug each. This script
measures the suite against *automatically generated* mutants instead: mutmut 3 rewrites the
rule modules of the reference dealer (every comparison, operator, constant, call argument
... changed one at a time) and runs the suite's fast, strong part against each mutant:

    pytest scenarios tests/test_features.py      # the YAML scenarios and the Gherkin features

on the reference dealer (the refdealer pytest plugin collects the YAML files, pytest-bdd
the features). A mutant is *killed* when a scenario fails on it, *survives* when the whole
suite still passes. mutmut picks the tests for each mutant by coverage: a first pass with
every mutated function wrapped records which tests reach it, and a mutant only runs those
(stopping at the first failure, ``-x``).

The configuration is ``[tool.mutmut]`` in ``pyproject.toml`` (which modules may be mutated,
the test selection, ``also_copy`` for the suite's files); mutmut works in ``mutants/`` (a
mutated copy of the package plus the suite, git-ignored). The layout needs nothing special:
mutmut puts ``mutants/`` first on ``sys.path``, so the ``pytest11`` entry point loads the
mutated ``refdealer.suite.pytest_plugin``, and ``refdealer.suite.files`` finds
``mutants/scenarios`` and ``mutants/features`` beside the mutated package. This script
starts each run afresh (``mutants/`` is removed), runs ``mutmut run`` on the chosen mutants,
stops it when the time budget is spent (mutants not reached count as *not checked*, outside
the score), then reads mutmut's results and prints: tool and version, modules, mutants
generated and chosen, killed, survived, timed out, suspicious, the score, and each survivor
as ``module:line`` with the mutated line before and after.  Survivors judged *equivalent*
(no dealer behaviour the rules define can tell them from the
reference) are printed as such, and a second score leaves them out:

* a mutated line that is nothing but a string with a space in it is message text (ruling
  and rejection messages are free wording: the suite compares codes, reasons, chips and
  cards), recognised by ``MESSAGE_LINE``;
* the others are listed with the reason in ``benchmarks/mutation_equivalents.yaml``, matched
  on module, function and the mutated line before (and after) the mutation, so they survive
  renumbering: a branch the surrounding code makes unreachable, a default never read, a
  message built on a line of code, ...

Every other survivor is a gap in the suite, to be closed with a scenario citing the rule
(``scenarios/strength/``), or not yet triaged.

Usage (``pip install -e '.[bench]'``; one or two workers on a shared machine)::

    python benchmarks/mutation_score.py                      # the six rule modules, all mutants
    python benchmarks/mutation_score.py --modules pots showdown --jobs 2
    python benchmarks/mutation_score.py --max-mutants 600 --seed 11 --budget 30
    python benchmarks/mutation_score.py --report             # re-read the last run's results
    python benchmarks/mutation_score.py --json mutation.json # also write the figures as JSON

mutmut runs the mutants it expects to be quickest first, so a run cut short by the budget
leans towards cheap mutants: for a shorter run that still stands for the whole, take a sample.
A sample (``--max-mutants``) is drawn with a seed that is always printed; give the same
seed and modules to measure the same mutants again (e.g. before and after new scenarios).
Mutant names are numbered per function, so edits to a module renumber its mutants.

Figures (mutmut 3.8.1, ``python benchmarks/mutation_score.py --jobs 2 --budget 40``: the six
rule modules, every mutant, on the 2-core machine shared with other work; 12 to 24 minutes):

* before the scenarios of ``scenarios/strength/mutation-killers.yaml`` and
  ``award-order.yaml``: 1,538 of 1,904 mutants killed, **80.8 %**; 87.7 % leaving out 151
  known equivalents. betting, pots and showdown alone: 280 of 361, 77.6 %.
* after them: 1,568 of 1,909 killed, **82.1 %**; 89.2 % leaving out the 151 equivalents.
  Every survivor in betting.py, pots.py and showdown.py is a listed equivalent (289 of the
  289 others killed); the survivors left in chips.py, dealing.py and boarding.py are not
  all triaged yet.

Triage of chips.py, dealing.py and boarding.py (``--modules chips dealing boarding --jobs 2
--budget 25``; issue #4 item 4), with ``scenarios/strength/mutation-killers-2.yaml``:

* before: 1,191 of 1,444 checked killed, **82.5 %** (104 dealing mutants not reached in the
  budget); chips 87.3 %, dealing 80.1 %, boarding 78.1 %; 86.6 % leaving out the 69
  equivalents then known. Of the 253 survivors, 110 more were judged equivalent, 58 are
  killed by the new scenarios and 16 are left (each one needs a rules decision or a fix).
* after (every mutant checked in 13.5 min; boarding.py and dealing.py had grown meanwhile):
  1,401 of 1,633 killed, **85.8 %**; chips 92.5 %, dealing 86.2 %, boarding 77.5 %; 97.7 %
  leaving out 199 equivalents.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
import tomllib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
EQUIVALENTS = Path(__file__).resolve().with_name("mutation_equivalents.yaml")
#: The rule modules mutated by default (``hand`` and ``evaluator`` may be named too).
DEFAULT_MODULES = ("betting", "pots", "showdown", "chips", "dealing", "boarding")
WORKDIR = ROOT / "mutants"
LOG = "mutation_score.log"
RUN = "mutation_score.json"

#: mutmut's exit codes, grouped as this report counts them (mutmut.stats.status_by_exit_code).
KILLED, SURVIVED, TIMEOUT, SUSPICIOUS, NO_TESTS, NOT_CHECKED = (
    "killed",
    "survived",
    "timeout",
    "suspicious",
    "no tests",
    "not checked",
)


@dataclass(frozen=True, slots=True)
class Survivor:
    """A mutant the suite did not kill, located in the original source."""

    name: str
    module: str
    function: str
    line: int | None
    before: str
    after: str
    status: str
    equivalent: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "module": self.module,
            "function": self.function,
            "line": self.line,
            "before": self.before,
            "after": self.after,
            "status": self.status,
            "equivalent": self.equivalent,
        }


@dataclass(slots=True)
class Report:
    tool: str
    modules: list[str]
    generated: int
    chosen: int
    seed: int | None
    seconds: float | None
    counts: Counter[str] = field(default_factory=Counter)
    survivors: list[Survivor] = field(default_factory=list)
    #: module path -> status -> count
    by_module: dict[str, Counter[str]] = field(default_factory=dict)

    @property
    def detected(self) -> int:
        return self.counts[KILLED] + self.counts[TIMEOUT]

    @property
    def checked(self) -> int:
        return sum(n for status, n in self.counts.items() if status != NOT_CHECKED)

    @property
    def equivalents(self) -> int:
        return sum(1 for s in self.survivors if s.equivalent)

    def score(self, *, without_equivalents: bool = False) -> float:
        total = self.checked - (self.equivalents if without_equivalents else 0)
        return 100.0 * self.detected / total if total else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "modules": self.modules,
            "generated": self.generated,
            "chosen": self.chosen,
            "seed": self.seed,
            "seconds": None if self.seconds is None else round(self.seconds, 1),
            "counts": dict(self.counts),
            "by_module": {path: dict(counts) for path, counts in self.by_module.items()},
            "score": round(self.score(), 2),
            "score_without_equivalents": round(self.score(without_equivalents=True), 2),
            "survivors": [s.to_dict() for s in self.survivors],
        }


# ------------------------------------------------------------------ configuration


def module_path(name: str) -> str:
    return f"refdealer/{name}.py"


def configured_modules() -> list[str]:
    """The files ``[tool.mutmut] only_mutate`` allows (mutmut only generates for those)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    allowed: list[str] = config["tool"]["mutmut"]["only_mutate"]
    return allowed


def mutant_names(path: str) -> list[str]:
    """Every mutant mutmut makes of one file, by the names ``mutmut run`` takes."""
    from mutmut.mutation.file_mutation import mutate_file_contents
    from mutmut.utils.format_utils import get_mutant_name

    source = (ROOT / path).read_text(encoding="utf-8")
    mutated = mutate_file_contents(path, source)
    return [get_mutant_name(Path(path), name) for name in mutated.mutant_names]


# ------------------------------------------------------------------ running mutmut


def run_mutmut(names: Sequence[str], *, jobs: int, budget_minutes: float) -> float:
    """``mutmut run`` on ``names`` (afresh), stopped after the budget; the seconds it took."""
    shutil.rmtree(WORKDIR, ignore_errors=True)
    WORKDIR.mkdir()
    executable = Path(sys.executable).with_name("mutmut")
    command = [str(executable), "run", "--max-children", str(jobs), *names]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    started = time.monotonic()
    log_path = WORKDIR / LOG
    with log_path.open("w", encoding="utf-8") as log:
        process = subprocess.Popen(
            command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env,
            start_new_session=True,
        )  # fmt: skip
        try:
            process.wait(timeout=budget_minutes * 60)
        except subprocess.TimeoutExpired:
            print(f"time budget of {budget_minutes:g} min spent: stopping mutmut", flush=True)
            process.send_signal(signal.SIGINT)  # mutmut stops its workers, keeps the results
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
    seconds = time.monotonic() - started
    if process.returncode not in (0, -signal.SIGINT, -signal.SIGKILL, 130):
        tail = log_path.read_text(encoding="utf-8", errors="replace")[-3000:]
        print(tail)
        print(f"mutmut run failed (exit {process.returncode}); the log is {log_path}")
    return seconds


# ------------------------------------------------------------------ reading the results


def exit_codes(paths: Sequence[str]) -> dict[str, int | None]:
    """Every mutant's exit code mutmut recorded for ``paths`` (``None``: not checked)."""
    codes: dict[str, int | None] = {}
    for path in paths:
        meta = WORKDIR / f"{path}.meta"
        if meta.exists():
            codes.update(json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"])
    return codes


def status_of(code: int | None) -> str:
    from mutmut.stats import status_by_exit_code

    status = str(status_by_exit_code[code])
    if status in ("segfault", "caught by type check"):
        return KILLED
    if status in ("check was interrupted by user", "skipped"):
        return NOT_CHECKED
    return status


def function_spans(path: str) -> dict[str, tuple[int, int]]:
    """``function`` or ``Class.method`` -> its first and last line in the source."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    spans: dict[str, tuple[int, int]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            spans[node.name] = (node.lineno, node.end_lineno or node.lineno)
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    spans[f"{node.name}.{item.name}"] = (item.lineno, item.end_lineno or 0)
    return spans


def describe_mutant(name: str, path: str, status: str) -> Survivor:
    """Where ``name`` is and what it changed: the first differing line, before and after."""
    from mutmut.mutation.diff_apply import get_diff_for_mutant
    from mutmut.utils.format_utils import orig_function_and_class_names_from_key

    function, class_name = orig_function_and_class_names_from_key(name)
    qualified = f"{class_name}.{function}" if class_name else function
    diff = get_diff_for_mutant(name, path=path).splitlines()
    removed = [line[1:] for line in diff if line.startswith("-") and not line.startswith("---")]
    added = [line[1:] for line in diff if line.startswith("+") and not line.startswith("+++")]
    before = removed[0].strip() if removed else ""
    after = added[0].strip() if added else ""
    line = None
    span = function_spans(path).get(qualified)
    if span is not None and removed:
        source = (ROOT / path).read_text(encoding="utf-8").splitlines()
        for number in range(span[0], span[1] + 1):
            if source[number - 1].strip() == before:
                line = number
                break
    return Survivor(name, path, qualified, line, before, after, status)


def load_equivalents() -> list[dict[str, str]]:
    if not EQUIVALENTS.exists():
        return []
    entries: list[dict[str, str]] = yaml.safe_load(EQUIVALENTS.read_text(encoding="utf-8"))
    return entries or []


#: A source line that is nothing but a string literal with a space in it: a message's text,
#: possibly with its joining ``+``, parentheses and comma (ruling codes have no spaces).
MESSAGE_LINE = re.compile(r"""^[+(\s]*[rf]?("[^"]* [^"]*"|'[^']* [^']*')[\s,)+]*$""")
MESSAGE_TEXT = (
    "message text: the line only words a ruling's or rejection's message, which the suite "
    "never compares (it checks codes, reasons, chips and cards)"
)


def equivalent_reason(survivor: Survivor, entries: Sequence[Mapping[str, str]]) -> str | None:
    if MESSAGE_LINE.match(survivor.before):
        return MESSAGE_TEXT
    for entry in entries:
        if (
            entry["module"] == survivor.module
            and entry["function"] == survivor.function
            and entry["before"].strip() == survivor.before
            and ("after" not in entry or entry["after"].strip() == survivor.after)
        ):
            return entry["why"]
    return None


def build_report(
    modules: Sequence[str],
    chosen: Sequence[str],
    generated: int,
    seed: int | None,
    seconds: float | None,
) -> Report:
    tool = f"mutmut {version('mutmut')}"
    paths = [module_path(m) for m in modules]
    codes = exit_codes(paths)
    report = Report(tool, list(modules), generated, len(chosen), seed, seconds)
    entries = load_equivalents()
    for name in chosen:
        status = status_of(codes.get(name))
        report.counts[status] += 1
        report.by_module.setdefault(_path_of(name), Counter())[status] += 1
        if status in (SURVIVED, NO_TESTS, SUSPICIOUS):
            survivor = describe_mutant(name, _path_of(name), status)
            reason = equivalent_reason(survivor, entries)
            report.survivors.append(
                Survivor(**{**survivor.to_dict(), "equivalent": reason}) if reason else survivor
            )
    report.survivors.sort(key=lambda s: (s.module, s.line or 0, s.name))
    return report


def _dotted(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".") + "."


def _path_of(name: str) -> str:
    from mutmut.utils.format_utils import get_module_from_key, mangled_name_from_mutant_name

    return get_module_from_key(mangled_name_from_mutant_name(name)).replace(".", "/") + ".py"


def print_report(report: Report) -> None:
    c = report.counts
    print(f"tool:       {report.tool}")
    print(f"modules:    {', '.join(module_path(m) for m in report.modules)}")
    print(f"generated:  {report.generated} mutants")
    sample = "" if report.seed is None else f" (a sample, --seed {report.seed})"
    print(f"chosen:     {report.chosen}{sample}")
    if report.seconds is not None:
        print(f"run time:   {report.seconds / 60:.1f} min")
    print(f"checked:    {report.checked}   not checked (budget): {c[NOT_CHECKED]}")
    print(f"killed:     {c[KILLED]}")
    print(f"timed out:  {c[TIMEOUT]}  (counted as killed)")
    print(f"survived:   {c[SURVIVED]}   no tests reach them: {c[NO_TESTS]}")
    print(f"suspicious: {c[SUSPICIOUS]}")
    print(f"score:      {report.score():.1f}%  (killed + timed out) / checked")
    print(
        f"            {report.score(without_equivalents=True):.1f}% leaving out "
        f"{report.equivalents} known equivalent(s) ({EQUIVALENTS.name})"
    )
    for path, counts in sorted(report.by_module.items()):
        checked = sum(n for status, n in counts.items() if status != NOT_CHECKED)
        detected = counts[KILLED] + counts[TIMEOUT]
        equivalent = sum(1 for s in report.survivors if s.module == path and s.equivalent)
        share = 100.0 * detected / checked if checked else 0.0
        print(
            f"  {path:24} {detected:4}/{checked:<4} {share:5.1f}%   "
            f"{equivalent} equivalent, {checked - detected - equivalent} not"
        )
    print()
    gaps = [s for s in report.survivors if not s.equivalent]
    print(f"survivors ({len(report.survivors)}, {len(gaps)} not known equivalent):")
    for s in report.survivors:
        where = f"{s.module}:{s.line if s.line is not None else '?'}"
        tag = "" if s.status == SURVIVED else f" [{s.status}]"
        equivalent = " [equivalent]" if s.equivalent else ""
        print(f"  {where} {s.function}{tag}{equivalent}  ({s.name.rsplit('__', 1)[-1]})")
        print(f"      - {s.before}")
        print(f"      + {s.after}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--modules", nargs="+", default=list(DEFAULT_MODULES), metavar="NAME",
        help=f"refdealer modules to mutate (default: {' '.join(DEFAULT_MODULES)})",
    )  # fmt: skip
    parser.add_argument("--max-mutants", type=int, default=None, help="a random sample of N")
    parser.add_argument("--seed", type=int, default=None, help="the sample's seed (printed)")
    parser.add_argument("--jobs", type=int, default=2, help="mutmut workers (default 2)")
    parser.add_argument(
        "--budget", type=float, default=30.0, metavar="MINUTES",
        help="stop mutmut after this long; unreached mutants are 'not checked' (default 30)",
    )  # fmt: skip
    parser.add_argument("--report", action="store_true", help="only re-read the last run")
    parser.add_argument("--json", type=Path, default=None, help="also write the report here")
    args = parser.parse_args(argv)

    os.chdir(ROOT)
    allowed = configured_modules()
    unknown = [m for m in args.modules if module_path(m) not in allowed]
    if unknown:
        parser.error(f"not in [tool.mutmut] only_mutate of pyproject.toml: {', '.join(unknown)}")
    generated = {m: mutant_names(module_path(m)) for m in args.modules}
    everything = [name for names in generated.values() for name in names]
    seed = args.seed
    chosen = everything
    if args.max_mutants is not None and args.max_mutants < len(everything):
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
        chosen = sorted(random.Random(seed).sample(everything, args.max_mutants))
    else:
        seed = None
    seconds = None
    if args.report:
        run = WORKDIR / RUN
        if not run.exists():
            parser.error(f"no {run.relative_to(ROOT)}: run without --report first")
        last = json.loads(run.read_text(encoding="utf-8"))
        modules, chosen, seed = last["modules"], last["chosen"], last["seed"]
        seconds = last["seconds"]
        everything = [name for m in modules for name in mutant_names(module_path(m))]
    else:
        modules = args.modules
        print(f"mutmut: {len(chosen)} of {len(everything)} mutants, {args.jobs} worker(s)")
        if seed is not None:
            print(f"sample seed: {seed}")
        print(f"log: {WORKDIR / LOG}", flush=True)
        whole = chosen is everything
        targets = [f"{_dotted(module_path(m))}*" for m in modules] if whole else chosen
        seconds = run_mutmut(targets, jobs=args.jobs, budget_minutes=args.budget)
        run_record = {"modules": modules, "chosen": chosen, "seed": seed, "seconds": seconds}
        (WORKDIR / RUN).write_text(json.dumps(run_record), encoding="utf-8")
    report = build_report(modules, chosen, len(everything), seed, seconds)
    print_report(report)
    if args.json is not None:
        args.json.write_text(json.dumps(report.to_dict(), indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
