"""Making untrusted text safe where it is shown: terminals, XML, Markdown, certificates.

Engine names and messages and scenario text come from outside. On a terminal an escape
sequence in them could retitle the window or clear the screen; in JUnit XML, SVG or HTML a
control character makes the file malformed; in a Markdown handout raw HTML such as
``<script>`` would run in a browser, and ``[text](url)`` would become a link. Each output
point passes its text through one function here, or prints through
:class:`refdealer.walk.console.SafeConsole`, which uses :func:`page_safe`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from refdealer.limits import MAX_ENGINE_TEXT

# C0 controls but tab and newline, DEL, and C1 controls (a terminal reads 0x9b as CSI).
_TERMINAL_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# What XML 1.0 cannot hold at all: C0 controls but tab, newline and CR; lone surrogates; FFFE/F.
_XML_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
# Both of the above: what a page (HTML, SVG) or a terminal is given of outside text.
_SHOWN_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
# What opens a Markdown construct inside a line: emphasis, code, links and images, table
# cells, strikethrough, an escape; and what starts a block at the start of a line.
_MARKDOWN_INLINE = re.compile(r"[\\`*_\[\]|~]")
_MARKDOWN_BLOCK = re.compile(r"^([#>+=-]|\d+(?=[.)]))")
# Bare addresses that GitHub's Markdown makes links of: "https://...", "www.example".
_MARKDOWN_AUTOLINK = re.compile(r"(?<=[A-Za-z])(:)(?=//)|(?<![\w.])((?i:www))(\.)")
_FENCE = re.compile(r"^\s*(```|~~~)")
#: The only raw HTML lines the Markdown handout writes itself.
_OWN_HTML_LINE = re.compile(
    r'^(<a id="step-\d+"></a>|<details><summary>[\w \'()]+</summary>|</details>)$'
)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def terminal_safe(text: str) -> str:
    """``text`` with every control character that a terminal would act on written as ``\\xNN``."""
    return _TERMINAL_UNSAFE.sub(_escape, text)


def xml_safe(text: str) -> str:
    """``text`` with the characters XML 1.0 cannot contain written as ``\\xNN``/``\\uNNNN``."""
    return _XML_UNSAFE.sub(_escape, text)


def page_safe(page: str) -> str:
    """An HTML or SVG page with every control character but tab and newline, and every
    character XML 1.0 cannot hold, written as ``\\xNN``/``\\uNNNN`` (so it parses as XML)."""
    return _SHOWN_UNSAFE.sub(_escape, page)


def markdown_text(text: str) -> str:
    """Outside ``text`` to put in a Markdown page: it reads as written and makes no link,
    image, emphasis, code, table cell, heading or list.

    The characters that open a construct get a backslash (rendered as the character), and
    a bare address is broken (``https\\://``, ``www\\.``) so no renderer links it. Raw HTML
    is left to :func:`markdown_safe`, which the whole page passes through.
    """
    text = _MARKDOWN_INLINE.sub(r"\\\g<0>", text)
    text = _MARKDOWN_AUTOLINK.sub(lambda m: "\\:" if m[1] else f"{m[2]}\\.", text)
    return _MARKDOWN_BLOCK.sub(lambda m: f"{m[0]}\\" if m[0][0].isdigit() else f"\\{m[0]}", text)


def markdown_safe(page: str) -> str:
    """A Markdown page with raw HTML neutralised outside code blocks.

    ``<`` becomes ``&lt;`` (rendered as ``<``, never a tag) on every line except the few tag
    lines the handout writes itself; fenced code blocks are left alone (nothing in them is
    HTML). Control characters are escaped everywhere.
    """
    out: list[str] = []
    fenced = False
    for line in terminal_safe(page).split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and not _OWN_HTML_LINE.match(line):
            line = line.replace("<", "&lt;")
        out.append(line)
    return "\n".join(out)


def bounded_text(text: str, limit: int = MAX_ENGINE_TEXT) -> str:
    """``text`` cut to ``limit`` characters, saying how much was cut."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... [{len(text) - limit} more characters cut]"


def bounded_value(value: Any, limit: int = MAX_ENGINE_TEXT) -> Any:
    """``value`` unchanged if its JSON is at most ``limit`` characters, else a cut preview.

    Keeps a certificate's size set by the suite, not by how much an engine chose to answer.
    """
    if isinstance(value, str):
        return bounded_text(value, limit)
    if value is None or isinstance(value, bool | int | float):
        return value
    try:
        text = json.dumps(value, default=str)
    except (TypeError, ValueError, RecursionError):
        return f"<a {type(value).__name__} that cannot be shown>"
    if len(text) <= limit:
        return value
    return bounded_text(text, limit)
