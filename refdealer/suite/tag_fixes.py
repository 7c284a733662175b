"""``refdealer validate --fix-tags``: rewrite the tags the tooling works out, nothing else.

In a scenario file only the ``requires:`` and ``profiles:`` lines change (the names kept in
their order, the new ones added at the end); in a feature file only the tag lines, each tag
placed on the feature, the ``Rule:`` or the scenario so that it covers exactly the scenarios
that need it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from refdealer.scenarios.model import Scenario
from refdealer.scenarios.requirements import ordered_requires, scenario_needs
from refdealer.suite.feature_requirements import FeatureNeeds, common, derived_tags
from refdealer.suite.feature_suite import PROFILE_TAG, REQUIRES_TAG, FeatureScenario

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


def fix_scenario_tags(scenarios: Sequence[Scenario]) -> dict[str, int]:
    """Rewrite the ``requires:``/``profiles:`` lines that differ; file -> scenarios fixed."""
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
            changed = False
            want = ordered_requires(scenario.requires, needs.capabilities)
            if set(want) != set(scenario.requires):
                line = scenario.tag_lines.get("requires")
                changed |= line is not None and _replace_field(lines, line, "requires", want)
            if set(needs.profiles) != set(scenario.profiles):
                line = scenario.tag_lines.get("profiles")
                profiles = list(needs.profiles)
                changed |= line is not None and _replace_field(lines, line, "profiles", profiles)
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


def _tag_order(tag: str) -> tuple[int, str]:
    from refdealer.capabilities import CAPABILITIES

    names = list(CAPABILITIES)
    if tag.startswith(REQUIRES_TAG) and tag[len(REQUIRES_TAG) :] in names:
        return (names.index(tag[len(REQUIRES_TAG) :]), tag)
    return (len(names), tag)


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
