"""The terminal console walkthroughs print through: rich, with outside text made harmless."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, ConsoleOptions, RenderableType
from rich.segment import Segment

from refdealer.sanitize import page_safe


class SafeConsole(Console):
    """A rich console that writes the control characters in what it renders as ``\\xNN``.

    Whatever text a walkthrough shows (a scenario's title, narration and questions, a
    dealer's messages), nothing printed through it moves the cursor, retitles the window or
    clears the screen; rich's own colours and cursor controls are untouched. Text is
    escaped after layout, so a line holding such characters may be cut at the panel's edge.
    """

    def render(
        self, renderable: RenderableType, options: ConsoleOptions | None = None
    ) -> Iterable[Segment]:
        for segment in super().render(renderable, options):
            if segment.control is None:
                shown = page_safe(segment.text)
                if shown != segment.text:
                    segment = segment._replace(text=shown)
            yield segment
