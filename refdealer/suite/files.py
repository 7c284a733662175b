"""Where the suite's features and scenarios are, and a digest that identifies their content.

In an installed wheel they ship inside the package (``refdealer/_suite``); in a source
checkout they are the top-level ``features/`` and ``scenarios/`` next to the package.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from refdealer.version import __version__

_PACKAGE = Path(__file__).resolve().parents[1]  # the refdealer package directory


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


def files_digest(files: list[Path], root: Path | None = None) -> str:
    """SHA-256 over files' paths (relative to ``root`` when given) and contents."""
    digest = hashlib.sha256()
    for path in files:
        name = path.relative_to(root).as_posix() if root is not None else path.name
        digest.update(name.encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def suite_digest() -> str:
    """SHA-256 over the built-in suite files' relative paths and contents."""
    return files_digest(suite_files(), suite_root())


def suite_identity() -> dict[str, str]:
    """The built-in suite: its name, version and content digest."""
    return {"name": "refdealer", "version": __version__, "digest": f"sha256:{suite_digest()}"}


def custom_identity(files: list[Path]) -> dict[str, str]:
    """Scenario files given on the command line instead of the built-in suite."""
    return {
        "name": "custom scenarios",
        "version": __version__,
        "digest": f"sha256:{files_digest(sorted(files))}",
        "files": ", ".join(str(p) for p in sorted(files)),
    }
