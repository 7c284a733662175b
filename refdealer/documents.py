"""JSON documents refdealer reads back (certificates, fuzz runs, records), checked for shape.

A file that cannot be read, is not JSON or is not the shape expected is one ``ValueError``
line naming the file and what is wrong, never a traceback from deep inside a reader.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jsonschema

from refdealer.limits import short_repr


def read_json_document(path: str | Path, shape: Mapping[str, Any], kind: str) -> Any:
    """The JSON value in ``path``, valid against the JSON Schema ``shape`` (a ``kind``)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"{path}: cannot be read: {error}") from None
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ValueError(f"{path}: not a {kind} JSON file: {error}") from None
    except RecursionError:
        raise ValueError(f"{path}: not a {kind}: JSON nested too deeply") from None
    problem = shape_problem(data, shape)
    if problem is not None:
        raise ValueError(f"{path}: not a {kind}: {problem}")
    return data


def shape_problem(data: Any, shape: Mapping[str, Any]) -> str | None:
    """Where ``data`` breaks the JSON Schema ``shape`` and how, in a few words; None if valid."""
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(shape).iter_errors(data)
    )
    if error is None:
        return None
    where = error.json_path.removeprefix("$.").removeprefix("$") or "the file"
    if error.validator == "type":
        return f"{where}: expected {error.validator_value}, got {short_repr(error.instance)}"
    if error.validator == "required":
        return f"{where}: " + str(error.message).split(" is a required", 1)[0] + " is missing"
    return f"{where}: {error.message}"
