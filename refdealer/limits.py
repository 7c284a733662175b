"""Named limits on untrusted input: wire lines, JSON nesting, engine output, YAML, PHH, numbers.

Every input refdealer reads from outside (an engine's answers, a request line, a YAML
scenario, a PHH file, an event or setup) is bounded here, so hostile or broken input is a
clear, located error instead of a hang, a crash or exhausted memory. The values are
documented in docs/protocol.md (wire) and README.md (files).
"""

from __future__ import annotations

import math
from typing import Any, Final

#: The largest integer an event or a setup may carry (chips, amounts, counts): far above any
#: real table, far below where arithmetic or printing numbers gets slow.
MAX_INTEGER: Final = 10**15

#: The longest JSON-RPC line read from an engine or a client, in bytes (newline included).
MAX_LINE_BYTES: Final = 1_048_576

#: The deepest nesting of arrays and objects accepted in one JSON line.
MAX_JSON_DEPTH: Final = 64

#: The most bytes read ahead from an engine's stdout that the harness has not asked for yet
#: (a well-behaved engine has at most one answer waiting); more and the engine is stopped.
MAX_ENGINE_OUTPUT_BYTES: Final = 16 * 1_048_576

#: The most lines of an engine's stderr kept for failure messages (the last ones), and the most
#: bytes kept of each line: the rest is dropped and counted, so a chatty engine never fills
#: memory whatever it writes.
MAX_ENGINE_STDERR_LINES: Final = 50
MAX_ENGINE_STDERR_LINE_BYTES: Final = 500

#: The longest per-request timeout an engine may be given, in seconds (a day): longer waits
#: are no longer a timeout, and beyond the platform's clock they cannot even be waited for.
MAX_ENGINE_TIMEOUT: Final = 86_400

#: The most characters of engine-supplied text (names, messages) kept in a certificate.
MAX_ENGINE_TEXT: Final = 4_000

#: YAML files: the most aliases (``*name``) in one document, the deepest nesting of
#: mappings and sequences, and the most digits of an integer.
MAX_YAML_ALIASES: Final = 100
#: YAML files: the most values a document may hold with every alias expanded.
MAX_YAML_NODES: Final = 200_000
MAX_YAML_DEPTH: Final = 32
MAX_NUMBER_DIGITS: Final = 30

#: Extra burns the dealer rules on for one street; a further burn on it is refused.
MAX_EXTRA_BURNS_PER_STREET: Final = 1


def json_depth_exceeds(text: str, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether the JSON ``text`` nests arrays/objects deeper than ``limit``.

    A linear scan that skips string contents, run before ``json.loads`` so that a hostile
    line can never reach the recursive decoder's stack limit.
    """
    depth = 0
    in_string = False
    escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def timeout_problem(seconds: float) -> str | None:
    """Why ``seconds`` cannot be an engine's per-request timeout, or ``None`` if it can."""
    if not math.isfinite(seconds) or seconds <= 0:
        return "must be a finite number of seconds above 0"
    if seconds > MAX_ENGINE_TIMEOUT:
        return f"must be at most {MAX_ENGINE_TIMEOUT} seconds (MAX_ENGINE_TIMEOUT)"
    return None


def json_integer(text: str) -> int:
    """``json.loads``'s ``parse_int`` for lines from outside: an integer of at most
    ``MAX_NUMBER_DIGITS`` digits, or a ``ValueError`` naming that limit (Python's own refusal,
    at 4,300 digits, names none of refdealer's)."""
    digits = len(text) - text.startswith("-")
    if digits > MAX_NUMBER_DIGITS:
        raise ValueError(
            f"an integer of {digits} digits, more than {MAX_NUMBER_DIGITS} (MAX_NUMBER_DIGITS)"
        )
    return int(text)


def short_repr(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters; safe for huge integers and deep nesting."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INTEGER:
        return f"an integer of about {value.bit_length() * 30103 // 100000 + 1} digits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__} too large to print"
    return text if len(text) <= limit else text[: limit - 3] + "..."
