"""Every package of ``refdealer`` says what it is for in its first line, where newcomers look."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import refdealer

PACKAGE = Path(refdealer.__file__).resolve().parent
PACKAGES = sorted(path.parent for path in PACKAGE.rglob("__init__.py"))


def test_the_packages_are_found() -> None:
    assert PACKAGE in PACKAGES and PACKAGE / "table" in PACKAGES and PACKAGE / "rules" in PACKAGES


@pytest.mark.parametrize("package", PACKAGES, ids=lambda path: path.name)
def test_a_package_opens_with_one_line_of_purpose(package: Path) -> None:
    source = (package / "__init__.py").read_text(encoding="utf-8")
    docstring = ast.get_docstring(ast.parse(source))
    assert docstring, f"{package.relative_to(PACKAGE.parent)}/__init__.py has no docstring"
    first = docstring.splitlines()[0]
    assert len(first.split()) >= 4, f"{package.name}: {first!r} says too little"
