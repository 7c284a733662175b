"""Where the suite's features and scenarios are, and a digest that identifies their content.

In an installed wheel they ship inside the package (``refdealer/_suite``); in a source
checkout they are the top-level ``features/`` and ``scenarios/`` next to the package.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from refdealer import __version__

_PACKAGE = Path(__file__).resolve().parent


def suite_root() -> Path:
    """The directory holding ``scenarios/`` and ``features/``."""
    bundled = _PACKAGE / "_suite"
    if (bundled / "scenarios").is_dir():
        return bundled
    return _PACKAGE.parent


def scenarios_dir() -> Path:
    return suite_root() / "scenarios"


def features_dir() -> Path:
    return suite_root() / "features"


def suite_files() -> list[Path]:
    """Every file of the suite, in a stable order."""
    files: list[Path] = []
    for folder in (features_dir(), scenarios_dir()):
        if folder.is_dir():
            files.extend(
                p for p in folder.rglob("*") if p.is_file() and p.suffix in (".feature", ".yaml")
            )
    return sorted(files, key=lambda p: p.relative_to(suite_root()).as_posix())


def suite_digest() -> str:
    """SHA-256 over the suite files' relative paths and contents."""
    digest = hashlib.sha256()
    root = suite_root()
    for path in suite_files():
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def suite_identity() -> dict[str, str]:
    return {"name": "refdealer", "version": __version__, "digest": f"sha256:{suite_digest()}"}
