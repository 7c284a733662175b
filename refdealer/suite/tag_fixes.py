"""``refdealer validate --fix-tags``: rewrite the tags the tooling works out, nothing else.

In a scenario file only the ``requires:``, ``requires_under:`` and ``profiles:`` lines change
(the names kept in their order, the new ones added at the end; a ``requires_under:`` is
written on one line after ``requires:``, and removed when no profile needs more); in a
feature file only the tag lines, each tag placed on the feature, the ``Rule:`` or the
scenario so that it covers exactly the scenarios that need it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path

from refdealer.scenarios.model import Scenario
from refdealer.scenarios.requirements import ordered_requires, scenario_needs
from refdealer.scenarios.requires_under import UNDER_FIELD
from refdealer.suite.feature_requirements import FeatureNeeds, common, derived_tags
from refdealer.suite.feature_suite import FeatureScenario
from refdealer.suite.pytest_features import (
    PROFILE_TAG,
    REQUIRES_TAG,
    FeatureTagError,
    read_requires_tag,
)

WIDTH = 100


def _flow_list(indent: str, key: str, names: Sequence[str]) -> list[str]:
    """``key: [a, b]`` wrapped at :data:`WIDTH`, continuation lines under the first name."""
    head = f"{indent}{key}: ["
    lines, current = [], head
    for index, name in enumerate(names):
        piece = name + ("]" if index == len(names) - 1 else ",")
        if current != head and len(current) + 1 + len(piece) > WIDTH:
            lines.append(current)
            current = " " * len(head) + piece
        else:
            current += ("" if current == head else " ") + piece
    if not names:
        current += "]"
    lines.append(current)
    return lines


def _replace_field(lines: list[str], line: int, key: str, names: Sequence[str]) -> bool:
    """Rewrite the flow list ``key:`` starting at 1-based ``line``; whether it changed."""
    start = line - 1
    match = re.match(rf"^(\s*)(- )?{key}:", lines[start])
    if match is None:
        return False
    end = start
    while "]" not in lines[end] and end + 1 < len(lines):
        end += 1
    indent = match.group(1) + (" " * len(match.group(2) or ""))
    new = _flow_list(indent, key, names)
    if match.group(2):
        new[0] = match.group(1) + "- " + new[0][len(indent) :]
    if lines[start : end + 1] == new:
        return False
    lines[start : end + 1] = new
    return True


def _field_end(lines: list[str], start: int) -> int:
    """The last 0-based line of the field whose key is on 0-based line ``start``: a flow
    value runs until its brackets close, a block value over the lines indented deeper."""
    first = lines[start].split("#", 1)[0]
    if first.split(":", 1)[1].strip():
        depth, end = 0, start
        for end in range(start, len(lines)):
            text = lines[end].split("#", 1)[0]
            depth += sum(text.count(c) for c in "[{") - sum(text.count(c) for c in "]}")
            if depth <= 0:
                break
        return end
    indent = len(first) - len(first.lstrip(" -"))
    end = start
    while end + 1 < len(lines) and (
        not lines[end + 1].strip() or len(lines[end + 1]) - len(lines[end + 1].lstrip()) > indent
    ):
        end += 1
    while end > start and not lines[end].strip():
        end -= 1  # blank lines after the block are not the field's
    return end


def _under_line(indent: str, under: Mapping[str, Sequence[str]]) -> str:
    """``requires_under: {tda-2024: [all-in-exposure]}``, profiles in the book order."""
    from refdealer.options import PROFILES

    shown = ", ".join(f"{p}: [{', '.join(under[p])}]" for p in PROFILES if p in under)
    return f"{indent}{UNDER_FIELD}: {{{shown}}}"


def _set_under(lines: list[str], scenario: Scenario, under: Mapping[str, Sequence[str]]) -> bool:
    """Write the scenario's ``requires_under:`` as ``under`` (one line, after its
    ``requires:``), remove it when ``under`` is empty; whether anything changed."""
    line = scenario.tag_lines.get(UNDER_FIELD)
    requires = scenario.tag_lines.get("requires")
    if requires is None:
        return False
    match = re.match(r"^(\s*)(- )?requires:", lines[requires - 1])
    if match is None:
        return False
    indent = match.group(1) + " " * len(match.group(2) or "")
    new = [_under_line(indent, under)] if under else []
    if line is None:
        if not new:
            return False
        at = _field_end(lines, requires - 1) + 1
        lines[at:at] = new
        return True
    start = line - 1
    end = _field_end(lines, start)
    if lines[start : end + 1] == new:
        return False
    lines[start : end + 1] = new
    return True


def fix_scenario_tags(scenarios: Sequence[Scenario]) -> dict[str, int]:
    """Rewrite the ``requires:``/``requires_under:``/``profiles:`` lines that differ (a
    ``requires_under:`` written or removed after ``requires:``); file -> scenarios fixed."""
    fixed: dict[str, int] = {}
    by_file: dict[str, list[Scenario]] = {}
    for scenario in scenarios:
        by_file.setdefault(scenario.path, []).append(scenario)
    for path, found in by_file.items():
        text = Path(path).read_text(encoding="utf-8")
        lines = text.split("\n")
        # Bottom up, so a rewrap does not move the lines still to fix.
        for scenario in sorted(found, key=lambda s: s.line, reverse=True):
            needs = scenario_needs(scenario)
            # Each field rewritten bottom up too: a rewrap moves only the lines below it.
            edits: list[tuple[float, Callable[[], bool]]] = []
            want = ordered_requires(scenario.requires, needs.capabilities)
            if set(want) != set(scenario.requires) and "requires" in scenario.tag_lines:
                line = scenario.tag_lines["requires"]
                edits.append((line, partial(_replace_field, lines, line, "requires", want)))
            under = {
                profile: ordered_requires(scenario.requires_under.get(profile, ()), names)
                for profile, names in needs.under.items()
            }
            declared = {p: set(names) for p, names in scenario.requires_under.items()}
            if {p: set(names) for p, names in under.items()} != declared:
                line = scenario.tag_lines.get(UNDER_FIELD, scenario.tag_lines.get("requires", 0))
                edits.append((line + 0.5, partial(_set_under, lines, scenario, under)))
            if set(needs.profiles) != set(scenario.profiles) and "profiles" in scenario.tag_lines:
                line = scenario.tag_lines["profiles"]
                profiles = list(needs.profiles)
                edits.append((line, partial(_replace_field, lines, line, "profiles", profiles)))
            changed = False
            for _, edit in sorted(edits, key=lambda item: item[0], reverse=True):
                changed |= edit()
            if changed:
                fixed[path] = fixed.get(path, 0) + 1
        new = "\n".join(lines)
        if new != text:
            Path(path).write_text(new, encoding="utf-8")
    return fixed


_TAG_LINE = re.compile(r"^(\s*)(@\S+(?:\s+@\S+)*)\s*$")
_KEYWORD = re.compile(r"^(\s*)(Feature|Rule|Scenario(?: Outline| Template)?|Example):")
_OURS = (REQUIRES_TAG, PROFILE_TAG)


def _is_ours(tag: str) -> bool:
    return tag.startswith(_OURS)


def fix_feature_tags(
    scenarios: Sequence[FeatureScenario], needs: Mapping[str, FeatureNeeds]
) -> dict[str, int]:
    """Rewrite the tag lines of each feature file so every scenario carries what it needs.

    Returns file -> tag lines changed. A file with a scenario not played (not in ``needs``)
    is left alone.
    """
    changed: dict[str, int] = {}
    by_file: dict[str, list[FeatureScenario]] = {}
    for scenario in scenarios:
        by_file.setdefault(scenario.path, []).append(scenario)
    for path, found in by_file.items():
        if any(s.id not in needs for s in found):
            continue
        count = _fix_feature_file(Path(path), {s.line: derived_tags(needs[s.id]) for s in found})
        if count:
            changed[path] = count
    return changed


def _fix_feature_file(path: Path, wanted_at: Mapping[int, set[str]]) -> int:
    """Place the tags: the feature gets those all its scenarios need, a rule those all its
    scenarios need beyond the feature's, a scenario the rest."""
    lines = path.read_text(encoding="utf-8").split("\n")
    # The structure: each keyword line, its level, and the scenarios under it.
    blocks: list[tuple[int, str]] = []  # (0-based line, keyword)
    for number, line in enumerate(lines):
        match = _KEYWORD.match(line)
        if match:
            blocks.append((number, match.group(2)))
    feature_line = next((n for n, k in blocks if k == "Feature"), None)
    if feature_line is None:
        return 0
    rule_of: dict[int, int | None] = {}
    rules: dict[int, list[int]] = {}
    current_rule: int | None = None
    for number, keyword in blocks:
        if keyword == "Rule":
            current_rule = number
            rules[number] = []
        elif keyword != "Feature":
            rule_of[number] = current_rule
            if current_rule is not None:
                rules[current_rule].append(number)
    wanted = {n: wanted_at.get(n + 1, set()) for n in rule_of}
    feature_tags = common(wanted.values())
    placed: dict[int, set[str]] = {feature_line: feature_tags}
    for rule, members in rules.items():
        placed[rule] = common(wanted[m] for m in members) - feature_tags if members else set()
    for scenario, owner in rule_of.items():
        above = feature_tags | (placed[owner] if owner is not None else set())
        placed[scenario] = wanted[scenario] - above
    edits = 0
    for number in sorted(placed, reverse=True):
        edits += _set_tags(lines, number, placed[number])
    if edits:
        path.write_text("\n".join(lines), encoding="utf-8")
    return edits


def _tag_order(tag: str) -> tuple[int, int, str]:
    """Capability tags in the order of the capability list, those of one profile after
    those of every profile; other tags last."""
    from refdealer.capabilities import CAPABILITIES

    names = list(CAPABILITIES)
    if tag.startswith(REQUIRES_TAG):
        try:
            capability, profile = read_requires_tag(tag)
        except FeatureTagError:
            return (2, len(names), tag)
        return (0 if profile is None else 1, names.index(capability), tag)
    return (2, len(names), tag)


def _set_tags(lines: list[str], keyword_line: int, tags: set[str]) -> int:
    """Make the tag lines just above ``keyword_line`` carry ``tags`` (and any other tags
    they had); 1 if something changed, else 0."""
    indent = _KEYWORD.match(lines[keyword_line])
    assert indent is not None
    above = keyword_line - 1
    existing: list[str] = []
    tag_lines: list[int] = []
    while above >= 0 and (m := _TAG_LINE.match(lines[above])):
        existing = m.group(2).split() + existing
        tag_lines.insert(0, above)
        above -= 1
    ours = [t[1:] for t in existing if _is_ours(t[1:])]
    others = [t for t in existing if not _is_ours(t[1:])]
    if set(ours) == tags:
        return 0
    kept = [t for t in ours if t in tags]
    added = sorted(tags - set(kept), key=_tag_order)
    words = others + [f"@{t}" for t in kept + added]
    new = [indent.group(1) + " ".join(words)] if words else []
    if tag_lines:
        lines[tag_lines[0] : tag_lines[-1] + 1] = new
    else:
        lines[keyword_line:keyword_line] = new
    return 1
