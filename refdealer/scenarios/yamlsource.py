"""YAML loading that remembers where each value was written, for located error messages.

PyYAML's ``safe_load`` gives plain data without positions; composing the same text gives
the node tree with line marks. :class:`YamlSource` keeps both and answers "which line is
the value at this path on".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import yaml

from refdealer.limits import (
    MAX_NUMBER_DIGITS,
    MAX_YAML_ALIASES,
    MAX_YAML_DEPTH,
    MAX_YAML_NODES,
)

PathPart = str | int

_FAST_LOADER: type[Any] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


_INTEGER_TAG = "tag:yaml.org,2002:int"
#: A lone surrogate: text Python holds but no UTF-8 file, terminal or page can (a YAML
#: escape such as "\\ud800" writes one).
_SURROGATE = re.compile("[\ud800-\udfff]")


class YamlLimitExceeded(yaml.MarkedYAMLError):
    """A document over one of the named limits (aliases, nesting depth, number size)."""

    def __init__(self, problem: str, mark: Any) -> None:
        super().__init__(problem=problem, problem_mark=mark)


def check_limits(text: str, loader_class: type[Any] = yaml.SafeLoader) -> None:
    """Raise :class:`YamlLimitExceeded`, located, if ``text`` goes over a limit.

    One pass over the parser's events, before anything is built: more than
    ``MAX_YAML_ALIASES`` aliases, or aliases that would expand the document past
    ``MAX_YAML_NODES`` values ("billion laughs": a few aliases, each repeating the last),
    and nesting deeper than ``MAX_YAML_DEPTH`` never reach the composer, the constructor or
    the checks that walk the data (values are checked on the node tree: :func:`check_values`).
    """
    aliases = 0
    expanded = 0  # values read so far, each alias counted as all it stands for
    sizes: dict[str, int] = {}  # anchor -> values under it, aliases expanded
    open_sizes: list[list[Any]] = []  # [anchor, size so far] of each collection being read

    def add(size: int, mark: Any) -> None:
        nonlocal expanded
        expanded += size
        if expanded > MAX_YAML_NODES:
            raise YamlLimitExceeded(
                f"aliases expand the document past {MAX_YAML_NODES} values (MAX_YAML_NODES)",
                mark,
            )
        if open_sizes:
            open_sizes[-1][1] += size

    for event in yaml.parse(text, Loader=loader_class):
        mark = event.start_mark
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_YAML_ALIASES:
                raise YamlLimitExceeded(
                    f"more than {MAX_YAML_ALIASES} aliases (MAX_YAML_ALIASES)", mark
                )
            add(sizes.get(event.anchor or "", 1), mark)
        elif isinstance(event, yaml.CollectionStartEvent):
            add(1, mark)
            open_sizes.append([event.anchor, 1])
            if len(open_sizes) > MAX_YAML_DEPTH:
                raise YamlLimitExceeded(
                    f"nested deeper than {MAX_YAML_DEPTH} levels (MAX_YAML_DEPTH)", mark
                )
        elif isinstance(event, yaml.CollectionEndEvent):
            anchor, size = open_sizes.pop()
            if anchor is not None:
                sizes[anchor] = size
            if open_sizes:
                open_sizes[-1][1] += size - 1  # its own 1 was added when it opened
        elif isinstance(event, yaml.ScalarEvent):
            add(1, mark)
            if event.anchor is not None:
                sizes[event.anchor] = 1


class YamlValueRefused(YamlLimitExceeded):
    """A value no scenario may hold, with the path of the field that holds it."""

    def __init__(self, problem: str, mark: Any, path: Sequence[PathPart]) -> None:
        super().__init__(problem, mark)
        self.path = tuple(path)


def check_values(root: yaml.Node) -> None:
    """Raise :class:`YamlValueRefused`, located, for the first scalar (key or value) that is
    an integer of more than ``MAX_NUMBER_DIGITS`` digits however written (plain, or quoted
    with ``!!int``: Python will not even read one of 4,300 digits), or text with a lone
    surrogate. Run on the node tree, before any value is constructed."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, tuple[PathPart, ...]]] = [(root, ())]
    while stack:
        node, path = stack.pop()
        if id(node) in seen:  # an alias: its nodes were checked where the anchor is
            continue
        seen.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            _check_scalar(node, path)
        elif isinstance(node, yaml.MappingNode):
            for key, value in reversed(node.value):
                part = str(key.value) if isinstance(key, yaml.ScalarNode) else "?"
                stack += [(value, (*path, part)), (key, (*path, part))]
        elif isinstance(node, yaml.SequenceNode):
            stack += [
                (item, (*path, index)) for index, item in reversed(list(enumerate(node.value)))
            ]


def _check_scalar(node: yaml.ScalarNode, path: tuple[PathPart, ...]) -> None:
    value = str(node.value)
    if node.tag == _INTEGER_TAG and len(value) > MAX_NUMBER_DIGITS:
        raise YamlValueRefused(
            f"a number longer than {MAX_NUMBER_DIGITS} digits (MAX_NUMBER_DIGITS)",
            node.start_mark,
            path,
        )
    found = _SURROGATE.search(value)
    if found is not None:
        raise YamlValueRefused(
            f"text with a lone surrogate (U+{ord(found.group()):04X}), which is no character "
            "and cannot be written as UTF-8",
            node.start_mark,
            path,
        )


def _parse(text: str, loader_class: type[Any]) -> tuple[yaml.Node | None, Any]:
    check_limits(text, loader_class)
    loader = loader_class(text)
    try:
        node: yaml.Node | None = loader.get_single_node()
        if node is not None:
            check_values(node)
        return node, None if node is None else loader.construct_document(node)
    finally:
        loader.dispose()


@dataclass(frozen=True, slots=True)
class YamlProblem:
    """Something wrong in the text itself: bad YAML, or a key written twice."""

    line: int
    field: str
    message: str


class YamlSource:
    """A YAML document as data plus its node tree (SafeLoader only)."""

    def __init__(self, text: str) -> None:
        self.text = text
        # One parse gives both: the node tree, then the data constructed from it. libyaml's
        # loader, where PyYAML was built with it, parses the suite about ten times faster;
        # text it rejects is parsed again by the Python loader, whose messages authors see.
        try:
            self.node, self.data = _parse(text, _FAST_LOADER)
        except YamlLimitExceeded:
            raise
        except yaml.YAMLError:
            if _FAST_LOADER is yaml.SafeLoader:
                raise
            self.node, self.data = _parse(text, yaml.SafeLoader)

    def line_of(self, path: Sequence[PathPart]) -> int:
        """The 1-based line of the value at ``path``, or of its nearest written ancestor."""
        node = self.node
        if node is None:
            return 1
        line = node.start_mark.line + 1
        for part in path:
            child = _child(node, part)
            if child is None:
                break
            node = child
            line = node.start_mark.line + 1
        return line

    def key_line(self, path: Sequence[PathPart], key: str) -> int:
        """The line where ``key`` is written inside the mapping at ``path``."""
        node = self.node
        for part in path:
            if node is None:
                return 1
            node = _child(node, part)
        if isinstance(node, yaml.MappingNode):
            for key_node, _ in node.value:
                if isinstance(key_node, yaml.ScalarNode) and key_node.value == key:
                    return int(key_node.start_mark.line) + 1
        return self.line_of(path)

    def duplicate_keys(self) -> list[YamlProblem]:
        """Every mapping key written twice (PyYAML would silently keep the last)."""
        problems: list[YamlProblem] = []
        if self.node is not None:
            _find_duplicates(self.node, [], problems)
        return problems


def _child(node: yaml.Node, part: PathPart) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.value == str(part):
                return value_node  # type: ignore[no-any-return]
        return None
    if (
        isinstance(node, yaml.SequenceNode)
        and isinstance(part, int)
        and 0 <= part < len(node.value)
    ):
        return node.value[part]  # type: ignore[no-any-return]
    return None


def _find_duplicates(node: yaml.Node, path: list[PathPart], out: list[YamlProblem]) -> None:
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value) if isinstance(key_node, yaml.ScalarNode) else "?"
            if key in seen:
                field = ".".join(str(p) for p in [*path, key])
                out.append(
                    YamlProblem(key_node.start_mark.line + 1, field, f"key {key!r} written twice")
                )
            seen.add(key)
            _find_duplicates(value_node, [*path, key], out)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _find_duplicates(item, [*path, index], out)


def format_path(path: Sequence[PathPart]) -> str:
    """A path as authors write it: ``scenarios[0].script[3].expect.legal``."""
    text = ""
    for part in path:
        if isinstance(part, int) or not _plain_key(part):
            text += f"[{part}]" if isinstance(part, int) else f"[{_printable(repr(part))}]"
        else:
            text += f".{part}" if text else part
    return text or "(file)"


def _plain_key(key: str) -> bool:
    """A key written as itself in a path: printable, with no space at either end."""
    return bool(key) and key.isprintable() and key == key.strip()


def _printable(text: str) -> str:
    """``text`` with any lone surrogate escaped, so that it can be printed and written."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")
