"""The walkthrough on a terminal, drawn with rich: the table, the step, the ruling panel.

Colours carry meaning only twice (red and black suits, the seat to act), and each has a
plain-text twin, so the output reads the same with colour off: face-down cards are
``▒▒``, a face-down card shown for teaching (``reveal``) is ``(K♠)``, the seat to act
has ``▶`` in its title.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Sequence
from functools import partial
from io import StringIO

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.panel import Panel
from rich.rule import Rule
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from refdealer.scenarios.model import Quiz
from refdealer.walk.between import button_words, overblind_words
from refdealer.walk.changes import Changes
from refdealer.walk.console import SafeConsole
from refdealer.walk.play import Frame, Refusal, RuleRef, Walkthrough
from refdealer.walk.quiz import Outcome, area_scores, score_line
from refdealer.walk.view import CardView, SeatView, TableView

SEAT_WIDTH = 19
MIN_MIDDLE = 64
PHASES = {
    "dealing": "Dealing",
    "preflop": "Before the flop",
    "flop": "Flop",
    "turn": "Turn",
    "river": "River",
    "showdown": "Showdown",
    "complete": "Hand complete",
    "between": "Between hands",
}


#: Segments drawn by :class:`Drawn`, by what was drawn and the console options, newest last.
_DRAWN: OrderedDict[Hashable, list[Segment]] = OrderedDict()
_DRAWN_KEPT = 2048


class Drawn:
    """A renderable drawn by rich once per ``key`` and set of console options, and replayed
    after: the same segments, so the same output, for a fraction of the cost (a table
    picture is drawn many times over a walk, mostly of seats that did not change).

    ``key`` must say everything ``build`` depends on; the consoles here use rich's default
    theme, so the options are the rest.
    """

    __slots__ = ("build", "key")

    def __init__(self, key: Hashable, build: Callable[[], RenderableType]) -> None:
        self.key, self.build = key, build

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> list[Segment]:
        key = (self.key, console.safe_box, console.tab_size, tuple(vars(options).items()))
        segments = _DRAWN.get(key)
        if segments is None:
            segments = list(console.render(self.build(), options))
            _DRAWN[key] = segments
            if len(_DRAWN) > _DRAWN_KEPT:
                _DRAWN.popitem(last=False)
        else:
            _DRAWN.move_to_end(key)
        return segments

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.build())


def card_text(card: CardView, reveal: bool = False) -> Text:
    """One card: ``A♠`` face up, ``▒▒`` face down, ``(A♠)`` face down but revealed."""
    if card.face_up:
        colour = "red" if card.red else "black"
        return Text(card.pretty, style=f"bold {colour} on white")
    if reveal:
        return Text(f"({card.pretty})", style="bold white on blue")
    return Text("\u2592\u2592", style="blue on white")


def cards_text(cards: Sequence[CardView], reveal: bool = False, slots: int = 0) -> Text:
    """Cards separated by spaces; ``slots`` pads with ``··`` places still to come."""
    parts = [card_text(card, reveal) for card in cards]
    parts += [Text("\u00b7\u00b7", style="dim")] * max(0, slots - len(cards))
    return Text(" ").join(parts)


def _seat_title(seat: SeatView) -> Text:
    title = Text(f"Seat {seat.seat}")
    if seat.markers:
        title.append(" " + " ".join(seat.markers), style="bold")
    if seat.to_act:
        title = Text.assemble(("\u25b6 ", "bold yellow"), title)
    return title


def _empty_panel(seat: SeatView) -> Panel:
    """An empty seat of a session (the button may lie on it: a dead button)."""
    return Panel(
        Group(Text("empty seat", style="dim"), Text(""), Text("")),
        title=_seat_title(seat), title_align="left", width=SEAT_WIDTH, border_style="dim",
    )  # fmt: skip


def seat_panel(seat: SeatView, reveal: bool = False) -> Panel:
    """One seat: its stack, its cards (or what became of them), the chips in front; in a
    session a seat not dealt in says why (sitting out, waiting) and what it owes."""
    if seat.empty:
        return _empty_panel(seat)
    stack = Text(f"stack {seat.stack}")
    if seat.all_in:
        stack.append(" all in", style="bold")
    if seat.status in ("folded", "mucked") and not seat.cards:
        cards = Text(seat.status, style="dim")
    elif seat.note:
        cards = Text(seat.note, style="italic")
    elif seat.status == "waiting":
        cards = Text("")
    else:
        cards = cards_text(seat.cards, reveal)
        if seat.status == "shown":
            cards.append(" shown", style="dim")
    chips = Text("")
    if seat.bet:
        chips = Text(f"bet {seat.bet}", style="bold")
    elif seat.payout:
        chips = Text(f"wins {seat.payout}", style="bold green")
    elif seat.due:
        chips = Text(seat.owes_short, style="bold red")
    out = seat.status in ("folded", "mucked") or bool(seat.state)
    style = "bold yellow" if seat.to_act else ("dim" if out else "")
    return Panel(
        Group(stack, cards, chips),
        title=_seat_title(seat),
        title_align="left",
        width=SEAT_WIDTH,
        border_style=style,
        box=box.HEAVY if seat.to_act else box.ROUNDED,
    )


def _row(seats: Sequence[SeatView], reveal: bool) -> Table:
    grid = Table.grid(padding=(0, 1))
    for _ in seats:
        grid.add_column(width=SEAT_WIDTH)
    grid.add_row(*(_seat(seat, reveal) for seat in seats))
    return grid


def _seat(seat: SeatView, reveal: bool) -> Drawn:
    return Drawn(("seat", seat, reveal), lambda: seat_panel(seat, reveal))


_DUE = {"dealing": "the hole cards", "preflop": "the flop", "flop": "the turn", "turn": "the river"}


def _turn(view: TableView) -> Text:
    if view.phase == "complete":
        return Text("nobody: the hand is over")
    if view.to_act is None:
        due = _DUE.get(view.phase)
        return Text(f"the dealer: {due}" if due else "the dealer")
    text = Text(f"seat {view.to_act}", style="bold yellow")
    if view.options:
        text.append(f": {view.options}")
    return text


def _session_rows(view: TableView) -> list[tuple[str, Text]]:
    """A session's lines of the middle: the hand, the blinds, and the button."""
    info = view.session
    if info is None:
        return []
    if view.phase == "between":
        played = "none yet" if not info.hands else f"{info.hands} played"
        last = f"{button_words(view)} (the last hand's)"
        return [
            ("Hands", Text(f"{played} \u00b7 level {info.level}, blinds {info.stakes}")),
            ("Button", Text(last if info.hands else f"seat {info.button} to start")),
            ("To act", Text("the dealer: the next hand")),
        ]
    # One line: at 80x24 a session's hand must leave room for the step told above it.
    line = f"{info.hands} · blinds {info.stakes} · button {button_words(view)}"
    return [("Hand", Text(line + overblind_words(view)))]


def middle_panel(view: TableView, reveal: bool = False, width: int = MIN_MIDDLE) -> Panel:
    """The middle of the table: board, pots, burns, stub, muck, and whose turn it is; in a
    session also the hand and the button, and between hands only those."""
    if view.phase == "between":
        return Panel(
            LabelledRows(_session_rows(view)), title=PHASES["between"], title_align="left",
            width=width, box=box.DOUBLE, border_style="green",
        )  # fmt: skip
    rows: list[tuple[str, Text]] = _session_rows(view)
    rows.append(("Board", cards_text(view.board, True, slots=5)))
    if view.pots:
        for pot in view.pots:
            line = Text(f"{pot.amount}")
            line.append(f" \u00b7 seats {' '.join(str(s) for s in pot.eligible)}", style="dim")
            rows.append((pot.name, line))
        if view.in_front:
            rows.append(("", Text(f"({view.in_front} of it still in front of the players)")))
    payouts = [s for s in view.seats if s.payout]
    if payouts:
        rows.append(("Paid", Text(", ".join(f"seat {s.seat} {s.payout}" for s in payouts))))
    burns = cards_text(view.burns, reveal) if view.burns else Text("none", style="dim")
    tail = Text.assemble("   ", ("Stub", "bold"), f" {view.stub}   ", ("Muck", "bold"))
    tail.append(f" {view.muck}")
    rows.append(("Burns", Text.assemble(burns, tail)))
    if view.out_of_play:
        rows.append(("Out of play", cards_text(view.out_of_play, reveal)))
    if view.void:
        rows.append(("Void", cards_text(view.void, reveal)))
    if view.boxed is not None:
        rows.append(("Boxed", Text.assemble(card_text(view.boxed), " face up on top of the stub")))
    rows.append(("To act", _turn(view)))
    return Panel(
        LabelledRows(rows), title=PHASES.get(view.phase, view.phase), title_align="left",
        width=width, box=box.DOUBLE, border_style="green",
    )  # fmt: skip


def _labelled_grid(rows: Sequence[tuple[str, Text]], widths: tuple[int, int] | None) -> Table:
    """A grid of a bold label and a text a row; ``widths`` fixes its columns' widths."""
    label, text = widths or (None, None)
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True, width=label)
    grid.add_column(width=text)
    for row in rows:
        grid.add_row(*row)
    return grid


def _text_key(text: Text) -> Hashable:
    """Everything a :class:`Text` is drawn from."""
    return (
        text.plain, tuple(text.spans), text.style, text.justify, text.overflow, text.no_wrap,
        text.end, text.tab_size,
    )  # fmt: skip


class LabelledRows:
    """What :func:`_labelled_grid` draws, a row at a time: a row that fits unwrapped is
    drawn by a grid of its own with the columns' widths fixed, the same lines, and is
    remembered (from one step to the next most rows of the middle stay as they were)."""

    __slots__ = ("rows",)

    def __init__(self, rows: Sequence[tuple[str, Text]]) -> None:
        self.rows = tuple(rows)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        label = max(cell_len(name) for name, _ in self.rows)
        text = max(cell_len(text.plain) for _, text in self.rows)
        plain = all("\n" not in name + text.plain for name, text in self.rows)
        if not plain or min(label, text) < 1 or label + 2 + text > options.max_width:
            yield _labelled_grid(self.rows, None)  # the grid wraps: rich lays it out
            return
        for row in self.rows:
            key = ("labelled", row[0], _text_key(row[1]), label, text)
            yield Drawn(key, partial(_labelled_grid, [row], (label, text)))

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, _labelled_grid(self.rows, None))


def split_rows(seats: Sequence[SeatView]) -> tuple[list[SeatView], list[SeatView]]:
    """Seats clockwise around the table: the top row left to right, the bottom right to left."""
    top = (len(seats) + 1) // 2
    return list(seats[:top]), list(reversed(seats[top:]))


def _row_width(count: int) -> int:
    return count * (SEAT_WIDTH + 1) - 1


def table_picture(view: TableView, reveal: bool = False) -> RenderableType:
    """The whole table: a row of seats, the middle, and the other row of seats."""
    return Drawn(("table", view, reveal), lambda: _table_picture(view, reveal))


def _indented(seats: Sequence[SeatView], reveal: bool, indent: int) -> Padding:
    return Padding(_row(seats, reveal), (0, 0, 0, indent))


def _table_picture(view: TableView, reveal: bool) -> RenderableType:
    top, bottom = split_rows(view.seats)
    middle = max(_row_width(len(top)), MIN_MIDDLE)
    parts: list[RenderableType] = []
    for number, row in enumerate((top, bottom)):
        if number == 1:
            parts.append(middle_panel(view, reveal, middle))
        if row:
            indent = (middle - _row_width(len(row))) // 2
            parts.append(
                Drawn(("row", tuple(row), reveal, indent), partial(_indented, row, reveal, indent))
            )
    return Group(*parts)


def rule_lines(rule: RuleRef, *, sources: bool = True, text: bool = True) -> Text:
    """``RULE-ID — title``, the rule in the catalog's own words, and its sources."""
    lines = Text.assemble((rule.id, "bold cyan"), f" \u2014 {rule.title}")
    if text and rule.text:
        lines.append(f"\n{rule.text}", style="italic")
    if sources:
        for source in rule.sources:
            lines.append(f"\n  {source}", style="dim")
    return lines


def changes_text(changes: Changes, reveal: bool = False) -> Text:
    """The cards that moved and the chips that changed, one line each."""
    lines: list[Text] = []
    for move in changes.cards:
        noun = "card" if len(move.cards) == 1 else "cards"
        line = Text(f"{len(move.cards)} {noun}, {move.source} \u2192 {move.target}: ")
        lines.append(line.append_text(cards_text(move.cards, reveal)))
    lines.extend(Text(str(chip)) for chip in changes.chips)
    return Text("\n").join(lines)


def refusal_panel(refusal: Refusal, *, codes: bool = True, sources: bool = True) -> Panel:
    """A refused event: what the dealer says, the reason in plain words, the rule behind it."""
    parts: list[RenderableType] = [
        Text.assemble(("The floor refuses: ", "bold red"), (refusal.message, "bold")),
        Text(f"Why: {refusal.plain or refusal.meaning} The table is unchanged."),
    ]
    if refusal.rule is not None:
        parts.append(Padding(rule_lines(refusal.rule, sources=sources), (0, 0, 0, 2)))
    if codes:
        parts.append(Text(f"(reason code {refusal.reason})", style="dim"))
    return Panel(Group(*parts), title="The floor", title_align="left", border_style="red")


def ruling_panel(
    frame: Frame, reveal: bool = False, *, codes: bool = True, sources: bool = True
) -> RenderableType | None:
    """What the floor rules on this step (or refuses), with rule, sources and consequences."""
    if frame.refusal is not None:
        return refusal_panel(frame.refusal, codes=codes, sources=sources)
    if not frame.rulings:
        return None
    parts: list[RenderableType] = []
    for ruling in frame.rulings:
        parts.append(Text.assemble(("\u2696 ", "bold"), (ruling.message, "bold")))
        parts.append(Padding(rule_lines(ruling.rule, sources=sources), (0, 0, 0, 2)))
    if frame.changes:
        parts.append(Text("What happened to the cards and chips:", style="italic"))
        parts.append(Padding(changes_text(frame.changes, reveal), (0, 0, 0, 2)))
    return Panel(Group(*parts), title="The floor rules", title_align="left", border_style="cyan")


def withheld_panel() -> Panel:
    """A ruling kept back in a quiz: it would give a later question away."""
    return Panel(
        Text("The floor is called. What it rules is shown after the next question.",
             style="italic"),
        title="The floor", title_align="left", border_style="cyan",
    )  # fmt: skip


def question_text(quiz: Quiz) -> RenderableType:
    """The question and its numbered choices."""
    lines = Text.assemble(("Your call: ", "bold magenta"), (quiz.question, "bold"))
    for number, choice in enumerate(quiz.choices, start=1):
        lines.append(f"\n  {number}. {choice}")
    return lines


def answer_text(quiz: Quiz, chosen: int | None = None, *, asked: bool = False) -> Text:
    """The right answer with its explanation; when ``asked``, first whether ``chosen`` was it."""
    right = quiz.choices.index(quiz.answer) + 1
    text = Text()
    if asked and chosen == right:
        text.append("Right! ", style="bold green")
    elif asked and chosen is None:
        text.append("No answer. ", style="bold red")
    elif asked:
        text.append(f"Wrong: you chose {chosen}. ", style="bold red")
    text.append("The answer: ", style="bold")
    text.append(f"{right}. {quiz.answer}")
    if quiz.explanation:
        text.append(f"\n{' '.join(quiz.explanation.split())}", style="italic")
    return text


def frame_header(frame: Frame, total: int) -> RenderableType:
    if frame.step is None:
        return Rule(Text("Setup", style="bold"), align="left")
    title = f"Step {frame.number} of {total} \u00b7 {frame.heading}"
    return Rule(Text(title, style="bold"), align="left")


def frame_story(frame: Frame) -> RenderableType:
    """The narration and what happens, in dealer language."""
    parts: list[RenderableType] = []
    if frame.narration:
        parts.append(Text(frame.narration.strip(), style="italic"))
    parts.extend(Text.assemble(("\u25b8 ", "bold"), line) for line in frame.actions)
    return Group(*parts)


def outcome_text(frame: Frame) -> Text | None:
    """What a step made of the table beyond its events (a session's new hand), or None."""
    if not frame.outcome:
        return None
    return Text("\n").join(Text.assemble(("▹ ", "bold"), line) for line in frame.outcome)


def frame_outcome(frame: Frame, reveal: bool = False) -> Iterator[RenderableType]:
    """After the step: what it made of the table, the ruling panel (if any) and the table
    (unless it did not change)."""
    told = outcome_text(frame)
    if told is not None:
        yield told
    panel = ruling_panel(frame, reveal)
    if panel is not None:
        yield panel
    if frame.refusal is None or frame.changes:
        yield table_picture(frame.after, reveal)


def scenario_header(walk: Walkthrough) -> RenderableType:
    """The scenario's title and the rules it teaches, each in its own words.

    Not for quizzes (the title states the ruling; see :func:`situation_header`); the
    developer's description, with its catalog references, is left out.
    """
    scenario = walk.scenario
    parts: list[RenderableType] = [
        Text(scenario.title, style="bold"),
        Text(scenario.id, style="dim"),
    ]
    parts.extend(rule_lines(rule) for rule in walk.rules)
    return Panel(Group(*parts), title="Walkthrough", title_align="left", box=box.DOUBLE)


def frame_before(frame: Frame, total: int) -> Iterator[RenderableType]:
    """A step up to the moment of the call: heading, narration, what happens, the question."""
    yield frame_header(frame, total)
    yield frame_story(frame)
    if frame.quiz is not None:
        if frame.seen is not None:  # the error as the table saw it, before the ruling
            yield table_picture(frame.question_view)
        yield question_text(frame.quiz)


def frame_after(
    frame: Frame, reveal: bool = False, answer: RenderableType | None = None
) -> Iterator[RenderableType]:
    """The rest of a step: the answer (``answer``, or the plain one), the ruling, the table."""
    if frame.quiz is not None:
        yield answer if answer is not None else answer_text(frame.quiz)
    yield from frame_outcome(frame, reveal)


def walkthrough_renderables(walk: Walkthrough, reveal: bool = False) -> Iterator[RenderableType]:
    """The whole walkthrough, every question shown with its answer (no quiz, no pauses)."""
    yield scenario_header(walk)
    for frame in walk.frames:
        yield from frame_before(frame, walk.steps)
        yield from frame_after(frame, reveal)


def plain_console(width: int = 100, record: bool = False) -> Console:
    """A console writing plain text (no colour, no terminal codes) into memory."""
    return SafeConsole(
        file=StringIO(), no_color=True, width=width, force_terminal=False, record=record,
        color_system=None, legacy_windows=False,
    )  # fmt: skip


def console_text(console: Console) -> str:
    """What a :func:`plain_console` received, without trailing spaces."""
    file = console.file
    assert isinstance(file, StringIO)
    return "\n".join(line.rstrip() for line in file.getvalue().split("\n"))


def render_text(walk: Walkthrough, *, reveal: bool = False, width: int = 100) -> str:
    """The whole walkthrough as plain text."""
    console = plain_console(width)
    for renderable in walkthrough_renderables(walk, reveal):
        console.print(renderable)
    return console_text(console)


def table_text(view: TableView, *, reveal: bool = False, width: int = 100) -> str:
    """One table picture as plain text (the markdown handout uses it)."""
    console = plain_console(width)
    console.print(table_picture(view, reveal))
    return console_text(console)


def score_table(outcomes: Sequence[Outcome]) -> RenderableType:
    """The session's score by rule area, and the total."""
    table = Table(title="Score by rule area", title_justify="left", box=box.SIMPLE_HEAD)
    table.add_column("Rule area")
    table.add_column("Right", justify="right")
    table.add_column("Asked", justify="right")
    for score in area_scores(outcomes):
        table.add_row(score.area, str(score.right), str(score.asked))
    return Group(table, Text(score_line(outcomes), style="bold"))


def situation_header(title: str) -> RenderableType:
    """A quiz's opening: the neutral situation only (no title, description or rules)."""
    return Panel(Text(title, style="bold"), title="Situation", title_align="left",
                 box=box.DOUBLE)  # fmt: skip


def _seat_line(seat: SeatView, reveal: bool) -> list[Text]:
    name = Text("\u25b6 " if seat.to_act else "  ", style="bold yellow")
    name.append(f"Seat {seat.seat}")
    if seat.markers:
        name.append(" " + " ".join(seat.markers), style="bold")
    if seat.status in ("folded", "mucked") and not seat.cards:
        cards = Text(seat.status, style="dim")
    elif seat.note:
        cards = Text(seat.note, style="italic")
    else:
        cards = cards_text(seat.cards, reveal)
        if seat.status == "shown":
            cards.append(" shown", style="dim")
    stack = Text("" if seat.empty else str(seat.stack) + (" all in" if seat.all_in else ""))
    chips = Text("")
    if seat.bet:
        chips = Text(f"bet {seat.bet}", style="bold")
    elif seat.payout:
        chips = Text(f"wins {seat.payout}", style="bold green")
    elif seat.due:
        chips = Text(seat.due, style="bold red")
    return [name, stack, cards, chips]


def compact_table(view: TableView, reveal: bool = False) -> RenderableType:
    """The table in a few lines (one a seat), to fit a question on an 80x24 screen."""
    return Drawn(("compact", view, reveal), lambda: _compact_table(view, reveal))


def _compact_table(view: TableView, reveal: bool) -> RenderableType:
    grid = Table.grid(padding=(0, 2))
    for _ in range(4):
        grid.add_column(no_wrap=True)
    for seat in view.seats:
        grid.add_row(*_seat_line(seat, reveal))
    if view.phase == "between":
        head = Text(PHASES["between"], style="bold green")
        for label, text in _session_rows(view)[:2]:
            head.append_text(Text.assemble(f"  {label} ", text))
        return Group(head, grid)
    middle = Text.assemble((PHASES.get(view.phase, view.phase), "bold green"), "  Board ")
    middle.append_text(cards_text(view.board, True, slots=5))
    pots = " \u00b7 ".join(f"{p.name} {p.amount}" for p in view.pots)
    if pots:
        middle.append(f"  {pots}")
    lines: list[RenderableType] = [middle]
    extra = Text(f"Burns {len(view.burns)}  Stub {view.stub}  Muck {view.muck}", style="dim")
    if view.out_of_play:
        extra.append("  Out of play ")
        extra.append_text(cards_text(view.out_of_play, reveal))
    if view.void:
        extra.append("  Void ")
        extra.append_text(cards_text(view.void, reveal))
    if view.boxed is not None:
        extra.append("  Boxed ")
        extra.append_text(card_text(view.boxed))
    if view.session is not None:
        extra.append(f"  Hand {view.session.hands}  Button {button_words(view)}")
    lines += [extra, grid, Text.assemble(("To act: ", "bold"), _turn(view))]
    return Group(*lines)
