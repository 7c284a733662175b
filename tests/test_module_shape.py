"""The core's shape: three rooms, no import cycle in ``refdealer``, no module over 800 lines.

Imports are read with ``ast`` from every module, counting those under ``TYPE_CHECKING`` and
inside functions: an import anywhere is a dependency. ``from refdealer import x`` depends on
the module ``refdealer.x`` when there is one (else on the package itself).
"""

from __future__ import annotations

import ast
from collections.abc import Mapping, Set
from functools import cache
from pathlib import Path

import refdealer

PACKAGE = Path(refdealer.__file__).resolve().parent
MAX_LINES = 800


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The ``refdealer`` modules that module ``name`` imports, anywhere in its source."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if not target.startswith("refdealer"):
                continue
            for alias in node.names:
                child = f"{target}.{alias.name}"
                found.add(child if child in modules else target)
    found.discard(name)
    return {module for module in found if module in modules}


@cache
def _read_graph() -> tuple[tuple[str, frozenset[str]], ...]:
    """Every module's ``refdealer`` imports, the sources parsed once a process."""
    modules = _modules()
    return tuple((name, frozenset(_imports(name, path, modules))) for name, path in modules.items())


def _graph() -> dict[str, frozenset[str]]:
    """Module -> the ``refdealer`` modules it imports: a fresh dict for each test, which may
    add an edge to it."""
    return dict(_read_graph())


def _cycles(graph: Mapping[str, Set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_import_reader_sees_every_kind_of_import() -> None:
    graph = _graph()
    assert "refdealer.table.state" in graph["refdealer.hand"]  # a plain from-import
    assert "refdealer.rules.actions" in graph["refdealer.hand"]  # from refdealer import module
    # imports under TYPE_CHECKING and inside functions count too
    assert "refdealer.hand" in graph["refdealer"]
    assert "refdealer.suite.certify" in graph["refdealer.mutants.matrix"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_inside_refdealer() -> None:
    assert _cycles(_graph()) == []


def _room(graph: Mapping[str, Set[str]], room: str) -> list[str]:
    return sorted(name for name in graph if name.startswith(f"refdealer.{room}."))


# What every room may lean on: the values and errors shared by everything (no rule in them).
FOUNDATION = {
    "refdealer.errors",
    "refdealer.limits",
    "refdealer.options",
    "refdealer.rulings",
}


def test_each_room_holds_its_modules() -> None:
    graph = _graph()
    assert "refdealer.table.state" in _room(graph, "table")
    assert "refdealer.rules.streets" in _room(graph, "rules")
    assert "refdealer.suite.certify" in _room(graph, "suite")
    loose = sorted(
        name for name in graph if name.count(".") == 1 and name.rsplit(".", 1)[1] not in PUBLIC
    )
    assert loose == []


# The top level keeps the public face and the packages that have a room of their own.
PUBLIC = {
    "__main__",
    "capabilities",
    "catalog",
    "cli",
    "dealer",
    "documents",
    "errors",
    "hand",
    "limits",
    "options",
    "rejections",
    "rulings",
    "sanitize",
    "version",
    "table",
    "rules",
    "suite",
    "protocol",
    "scenarios",
    "phh",
    "walk",
    "classroom",
    "mutants",
    "commands",
    "engines",
    "fuzz",
    "session",
}


def test_the_table_imports_no_rule_and_nothing_above_it() -> None:
    graph = _graph()
    table = _room(graph, "table")
    outside = {
        name: sorted(dep for dep in graph[name] if dep not in table and dep not in FOUNDATION)
        for name in table
    }
    assert outside == {name: [] for name in table}


def test_the_rules_import_only_the_table() -> None:
    graph = _graph()
    table, rules = _room(graph, "table"), _room(graph, "rules")
    allowed = {*table, *rules, *FOUNDATION}
    outside = {name: sorted(graph[name] - allowed) for name in rules}
    assert outside == {name: [] for name in rules}


def test_the_session_plays_hands_only_through_the_hand() -> None:
    """The table across hands rules between hands; every rule of a hand stays the hand's."""
    graph = _graph()
    session, table = _room(graph, "session"), _room(graph, "table")
    allowed = {*session, *table, *FOUNDATION, "refdealer.hand"}
    outside = {name: sorted(graph[name] - allowed) for name in [*session, "refdealer.session"]}
    assert outside == {name: [] for name in outside}


def test_the_suite_reaches_the_dealer_only_through_the_engine_protocol() -> None:
    """Only the adapter loader builds the reference engine; the rest drives an ``Engine``."""
    graph = _graph()
    dealer_side = {"refdealer.hand", *_room(graph, "rules"), "refdealer.table.state"}
    reaching = {
        name: sorted(graph[name] & (dealer_side | {"refdealer.dealer"}))
        for name in _room(graph, "suite")
        if name != "refdealer.suite.adapters"
    }
    assert reaching == {name: [] for name in reaching}
    assert graph["refdealer.suite.adapters"] & dealer_side == set()


def test_the_room_checks_see_a_breach() -> None:
    """The checks above read the same graph: a rule importing the dispatcher shows up in it."""
    graph = _graph()
    graph["refdealer.rules.streets"] = graph["refdealer.rules.streets"] | {"refdealer.hand"}
    allowed = {*_room(graph, "table"), *_room(graph, "rules"), *FOUNDATION}
    assert graph["refdealer.rules.streets"] - allowed == {"refdealer.hand"}


def test_no_module_over_800_lines() -> None:
    lengths = {
        name: len(path.read_text(encoding="utf-8").splitlines())
        for name, path in _modules().items()
    }
    assert lengths["refdealer.hand"] > 0
    long = {name: count for name, count in lengths.items() if count > MAX_LINES}
    assert long == {}
