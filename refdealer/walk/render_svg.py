"""The table as an inline SVG drawing for the handouts.

Seats sit around an oval felt, clockwise by seat number from the upper left (the same
order as the terminal picture); every rank and suit is real text, so cards stay readable
when printed and can be searched and copied. Colours are light to print well. A narrow
drawing for a phone puts the felt on top and the seats in two columns below it, at the
same type sizes, so it fits a 390 px screen without shrinking the labels.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Sequence
from html import escape

from refdealer.walk.between import BETWEEN, session_lines
from refdealer.walk.view import CardView, SeatView, TableView

WIDTH, HEIGHT = 820, 480
CX, CY = WIDTH / 2, HEIGHT / 2
SEAT_RX, SEAT_RY = 318, 182
FELT_RX, FELT_RY = 262, 138
BOX_W, BOX_H = 128, 94
CARD_W, CARD_H = 30, 42
FONT = "DejaVu Sans, 'Segoe UI Symbol', Arial, sans-serif"
RED, BLACK, BACK = "#c62828", "#111111", "#1f4e99"
PHASES = {
    "dealing": "Dealing", "preflop": "Before the flop", "flop": "Flop", "turn": "Turn",
    "river": "River", "showdown": "Showdown", "complete": "Hand complete",
    "between": "Between hands",
}  # fmt: skip


def _n(value: float) -> str:
    """A coordinate without needless decimals."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _text(x: float, y: float, body: str, *, size: int = 12, anchor: str = "start",
          weight: str = "normal", fill: str = BLACK, cls: str = "") -> str:  # fmt: skip
    klass = f' class="{cls}"' if cls else ""
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-size="{size}" text-anchor="{anchor}" '
        f'font-weight="{weight}" fill="{fill}"{klass}>{escape(body)}</text>'
    )


def card_svg(card: CardView | None, x: float, y: float, *, reveal: bool = False,
             w: float = CARD_W, h: float = CARD_H) -> str:  # fmt: skip
    """One card at ``(x, y)``: face up, its back, its back with the card named, or a space."""
    frame = f'x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="4"'
    if card is None:
        return f'<rect {frame} fill="none" stroke="#6a9a6a" stroke-dasharray="4 3"/>'
    size = round(h * 0.36)
    if card.face_up or reveal:
        back = not card.face_up
        colour = "#ffffff" if back else (RED if card.red else BLACK)
        face = BACK if back else "#ffffff"
        kind = "card back revealed" if back else "card"
        label = f"{card.pretty} (face down)" if back else card.pretty
        suit = "" if back else f" s-{card.suit}"
        return (
            f'<g class="{kind}{suit}"><title>{escape(label)}</title>'
            f'<rect {frame} fill="{face}" stroke="#333"/>'
            + _text(x + w / 2, y + h * 0.44, card.rank, size=size, anchor="middle",
                    weight="bold", fill=colour)
            + _text(x + w / 2, y + h * 0.86, card.symbol, size=size, anchor="middle",
                    fill=colour, cls="sym")
            + "</g>"
        )  # fmt: skip
    inner = f'x="{_n(x + 3)}" y="{_n(y + 3)}" width="{_n(w - 6)}" height="{_n(h - 6)}" rx="2"'
    return (
        f'<g class="card back"><title>face down</title><rect {frame} fill="{BACK}" '
        f'stroke="#333"/><rect {inner} fill="none" stroke="#ffffff" stroke-opacity="0.6"/></g>'
    )


def seat_positions(count: int) -> list[tuple[float, float]]:
    """Centres of ``count`` seats, clockwise from the upper left around the oval.

    The first half (rounded up) is spread over the top, the rest over the bottom, as in
    the terminal picture.
    """
    top = (count + 1) // 2
    bottom = count - top
    angles = [180 + (i + 0.5) * 180 / top for i in range(top)]
    angles += [(i + 0.5) * 180 / bottom for i in range(bottom)]
    return [
        (CX + SEAT_RX * math.cos(math.radians(a)), CY + SEAT_RY * math.sin(math.radians(a)))
        for a in angles
    ]


def _seat_state(seat: SeatView, x: float, top: float, right: float) -> list[str]:
    """A session seat's state where its cards would be, and what it owes at the bottom."""
    parts = []
    if seat.note and not seat.cards:
        parts.append(_text(x, top + 66, seat.note, size=12, anchor="middle", fill="#555555",
                           cls="state"))  # fmt: skip
    if seat.due and not seat.bet:
        parts.append(_text(right - 8, top + 86, seat.due, size=10, anchor="end",
                           weight="bold", fill="#b71c1c", cls="owes"))  # fmt: skip
    return parts


def _seat_box(seat: SeatView, x: float, y: float, reveal: bool) -> str:
    left, top = x - BOX_W / 2, y - BOX_H / 2
    out = seat.status in ("folded", "mucked") or bool(seat.note)
    stroke, width = ("#e6a700", 4) if seat.to_act else ("#555555", 1.5)
    fill = "#eeeeee" if out else "#ffffff"
    parts = [
        f'<g class="seat{" to-act" if seat.to_act else ""}" data-seat="{seat.seat}">',
        f'<rect x="{_n(left)}" y="{_n(top)}" width="{BOX_W}" height="{BOX_H}" rx="8" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>',
    ]
    title = ("\u25b6 " if seat.to_act else "") + f"Seat {seat.seat}"
    parts.append(_text(left + 8, top + 17, title, size=13, weight="bold"))
    blinds = " ".join(m for m in seat.markers if m != "D")
    if blinds:
        parts.append(_text(left + BOX_W - 8, top + 17, blinds, size=11, anchor="end",
                           weight="bold", fill="#6a1b9a"))  # fmt: skip
    if not seat.empty:
        stack = f"stack {seat.stack}" + (" all in" if seat.all_in else "")
        parts.append(_text(left + 8, top + 33, stack, size=11, fill="#333333"))
    parts += _seat_state(seat, x, top, left + BOX_W)
    if out and not seat.cards and not seat.note:
        parts.append(_text(x, top + 66, seat.status, size=12, anchor="middle", fill="#888888"))
    else:
        for index, card in enumerate(seat.cards):
            parts.append(card_svg(card, left + 8 + index * (CARD_W + 4), top + 42, reveal=reveal))
        if seat.status == "shown":
            parts.append(_text(left + BOX_W - 8, top + 86, "shown", size=10, anchor="end",
                               fill="#555555"))  # fmt: skip
    parts.append("</g>")
    return "".join(parts)


def _towards_centre(x: float, y: float, share: float) -> tuple[float, float]:
    return CX + (x - CX) * share, CY + (y - CY) * share


def _chips(seat: SeatView, x: float, y: float) -> str:
    bx, by = _towards_centre(x, y, 0.66)
    parts = []
    if seat.bet:
        parts.append(
            f'<g class="bet"><circle cx="{_n(bx)}" cy="{_n(by - 9)}" r="8" fill="#fdd835" '
            f'stroke="#8d6e00" stroke-width="1.5"/>'
            + _text(bx, by + 12, str(seat.bet), size=12, anchor="middle", weight="bold")
            + "</g>"
        )
    elif seat.payout:
        parts.append(_text(bx, by + 4, f"wins {seat.payout}", size=12, anchor="middle",
                           weight="bold", fill="#2e7d32", cls="payout"))  # fmt: skip
    if seat.button:
        if abs(y - CY) < BOX_H:  # a seat at the side: the button goes on its inner side
            dx, dy = x + (BOX_W / 2 + 16) * (1 if x < CX else -1), y
        else:  # above or below the felt: the button goes between the seat and the felt
            dx = x + BOX_W / 2 - 12
            dy = y + BOX_H / 2 + 15 if y < CY else y - BOX_H / 2 - 15
        parts.append(
            f'<g class="button"><circle cx="{_n(dx)}" cy="{_n(dy)}" r="10" fill="#ffffff" '
            f'stroke="#111111" stroke-width="1.5"/>'
            + _text(dx, dy + 4, "D", size=11, anchor="middle", weight="bold")
            + "</g>"
        )
    return "".join(parts)


def _pile(cards: Sequence[CardView], x: float, y: float, label: str, reveal: bool) -> str:
    parts = ['<g class="pile">']
    if not cards:
        parts.append(card_svg(None, x, y, w=24, h=34))
    for index, card in enumerate(cards[:6]):
        parts.append(card_svg(card, x + index * 3, y - index * 2, reveal=reveal, w=24, h=34))
    parts.append(_text(x + 12, y + 48, f"{label} {len(cards)}", size=10, anchor="middle",
                       fill="#1b5e20"))  # fmt: skip
    parts.append("</g>")
    return "".join(parts)


def _middle(view: TableView, reveal: bool) -> str:
    parts = [_text(CX, CY - 78, PHASES.get(view.phase, view.phase), size=14, anchor="middle",
                   weight="bold", fill="#1b5e20")]  # fmt: skip
    if view.phase == BETWEEN:  # no cards on the table: the session's facts and the turn
        lines = [*session_lines(view), _turn(view)]
        for index, line in enumerate(lines):
            parts.append(_text(CX, CY - 30 + 20 * index, line, size=13, anchor="middle",
                               weight="bold" if index == len(lines) - 1 else "normal",
                               fill="#1b5e20", cls="session"))  # fmt: skip
        return "".join(parts)
    left = CX - (5 * 36 + 4 * 6) / 2
    parts.append('<g class="board">')
    for slot in range(5):
        card = view.board[slot] if slot < len(view.board) else None
        parts.append(card_svg(card, left + slot * 42, CY - 60, w=36, h=50))
    parts.append("</g>")
    parts.append(_pile(view.burns, left - 40, CY - 52, "burns", reveal))
    stub = [CardView("As", False)] * min(view.stub, 4)
    if view.boxed is not None and stub:  # the boxed card lies face up on top
        stub[-1] = view.boxed
    pile = _pile(stub, left + 5 * 42 + 10, CY - 52, "stub", False)
    parts.append(pile.replace(f"stub {len(stub)}", f"stub {view.stub}"))
    lines = [f"{pot.name} {pot.amount} \u00b7 seats {' '.join(map(str, pot.eligible))}"
             for pot in view.pots]  # fmt: skip
    told = session_lines(view)
    if view.in_front and view.pots:
        lines[-1] += f" ({view.in_front} still in front)"
    paid = [s for s in view.seats if s.payout]
    if paid:
        lines.append("Paid: " + ", ".join(f"seat {s.seat} {s.payout}" for s in paid))
    extra = []
    if view.out_of_play:
        extra.append("out of play " + _names(view.out_of_play, reveal))
    if view.void:
        extra.append("void " + _names(view.void, reveal))
    extra.append(f"muck {view.muck}")
    lines.append(" \u00b7 ".join(extra))
    lines += told
    for index, line in enumerate(lines):
        parts.append(_text(CX, CY + 10 + 17 * index, line, size=12, anchor="middle",
                           weight="bold" if index < len(view.pots) else "normal",
                           fill="#1b5e20", cls="pot"))  # fmt: skip
    parts.append(_text(CX, CY + 12 + 17 * len(lines), _turn(view), size=12, anchor="middle",
                       weight="bold", fill="#8d5b00", cls="to-act"))  # fmt: skip
    return "".join(parts)


def _names(cards: Sequence[CardView], reveal: bool) -> str:
    return " ".join(c.pretty if c.face_up or reveal else "\u2592\u2592" for c in cards)


def _turn(view: TableView) -> str:
    if view.phase == "complete":
        return "The hand is over"
    if view.phase == BETWEEN:
        return "The dealer's turn: the next hand"
    if view.to_act is None:
        return "The dealer's turn"
    return f"Seat {view.to_act} to act" + (f": {view.options}" if view.options else "")


#: The narrow drawing: two columns of seat boxes under the felt.
NARROW_BOX_W, NARROW_GAP = 172, 6
NARROW_W = 2 * NARROW_BOX_W + 3 * NARROW_GAP
#: Characters a line of the felt's text may hold in the narrow drawing (12 px bold type).
NARROW_LINE = 44


def _narrow_seat(seat: SeatView, left: float, top: float, reveal: bool) -> str:
    """A seat box of the narrow drawing: the button, blinds and bet inside it."""
    out = seat.status in ("folded", "mucked") or bool(seat.note)
    stroke, width = ("#e6a700", 4) if seat.to_act else ("#555555", 1.5)
    fill = "#eeeeee" if out else "#ffffff"
    right = left + NARROW_BOX_W
    parts = [
        f'<g class="seat{" to-act" if seat.to_act else ""}" data-seat="{seat.seat}">',
        f'<rect x="{_n(left)}" y="{_n(top)}" width="{NARROW_BOX_W}" height="{BOX_H}" rx="8" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>',
    ]
    title = ("\u25b6 " if seat.to_act else "") + f"Seat {seat.seat}"
    parts.append(_text(left + 8, top + 17, title, size=13, weight="bold"))
    blinds = " ".join(m for m in seat.markers if m != "D")
    if blinds:
        parts.append(_text(right - 8, top + 17, blinds, size=11, anchor="end",
                           weight="bold", fill="#6a1b9a"))  # fmt: skip
    if seat.button:
        bx = right - 18 - (len(blinds) * 8 + 8 if blinds else 0)
        parts.append(
            f'<g class="button"><circle cx="{_n(bx)}" cy="{_n(top + 13)}" r="9" '
            f'fill="#ffffff" stroke="#111111" stroke-width="1.5"/>'
            + _text(bx, top + 17, "D", size=11, anchor="middle", weight="bold")
            + "</g>"
        )
    if not seat.empty:
        stack = f"stack {seat.stack}" + (" all in" if seat.all_in else "")
        parts.append(_text(left + 8, top + 33, stack, size=11, fill="#333333"))
    parts += _seat_state(seat, left + NARROW_BOX_W / 2, top, right)
    if out and not seat.cards and not seat.note:
        parts.append(_text(left + 42, top + 66, seat.status, size=12, anchor="middle",
                           fill="#888888"))  # fmt: skip
    else:
        for index, card in enumerate(seat.cards):
            parts.append(card_svg(card, left + 8 + index * (CARD_W + 4), top + 42, reveal=reveal))
        if seat.status == "shown":
            parts.append(_text(right - 8, top + 86, "shown", size=10, anchor="end",
                               fill="#555555"))  # fmt: skip
    chip_x = left + 8 + max(2, len(seat.cards)) * (CARD_W + 4) + 10
    if seat.bet:
        parts.append(
            f'<g class="bet"><circle cx="{_n(chip_x)}" cy="{_n(top + 60)}" r="8" '
            f'fill="#fdd835" stroke="#8d6e00" stroke-width="1.5"/>'
            + _text(chip_x + 12, top + 65, str(seat.bet), size=12, weight="bold")
            + "</g>"
        )
    elif seat.payout:
        parts.append(_text(chip_x - 8, top + 65, f"wins {seat.payout}", size=12,
                           weight="bold", fill="#2e7d32", cls="payout"))  # fmt: skip
    parts.append("</g>")
    return "".join(parts)


def _narrow_felt(view: TableView, reveal: bool) -> tuple[str, float]:
    """The felt of the narrow drawing (phase, burns, board, stub, pots, whose turn), and
    where it ends."""
    cx = NARROW_W / 2
    parts = [_text(cx, 22, PHASES.get(view.phase, view.phase), size=14, anchor="middle",
                   weight="bold", fill="#1b5e20")]  # fmt: skip
    left = cx - (5 * 36 + 4 * 6) / 2
    parts.append('<g class="board">')
    for slot in range(5):
        card = view.board[slot] if slot < len(view.board) else None
        parts.append(card_svg(card, left + slot * 42, 34, w=36, h=50))
    parts.append("</g>")
    parts.append(_pile(view.burns, left - 40, 42, "burns", reveal))
    stub = [CardView("As", False)] * min(view.stub, 4)
    if view.boxed is not None and stub:
        stub[-1] = view.boxed
    pile = _pile(stub, left + 5 * 42 + 8, 42, "stub", False)
    parts.append(pile.replace(f"stub {len(stub)}", f"stub {view.stub}"))
    lines: list[tuple[str, str, str]] = [(line, "normal", "session")
                                         for line in session_lines(view)]  # fmt: skip
    for pot in view.pots:
        text = f"{pot.name} {pot.amount} \u00b7 seats {' '.join(map(str, pot.eligible))}"
        lines.append((text, "bold", "pot"))
    if view.in_front and view.pots:
        lines.append((f"({view.in_front} still in front)", "normal", "pot"))
    paid = [s for s in view.seats if s.payout]
    if paid:
        text = "Paid: " + ", ".join(f"seat {s.seat} {s.payout}" for s in paid)
        lines.append((text, "normal", "pot"))
    extra = []
    if view.out_of_play:
        extra.append("out of play " + _names(view.out_of_play, reveal))
    if view.void:
        extra.append("void " + _names(view.void, reveal))
    extra.append(f"muck {view.muck}")
    lines.append((" \u00b7 ".join(extra), "normal", "pot"))
    lines.append((_turn(view), "bold", "to-act"))
    y = 112.0
    for text, weight, cls in lines:
        fill = "#8d5b00" if cls == "to-act" else "#1b5e20"
        for part in textwrap.wrap(text, NARROW_LINE) or [""]:
            parts.append(_text(cx, y, part, size=12, anchor="middle", weight=weight,
                               fill=fill, cls=cls))  # fmt: skip
            y += 16
    return "".join(parts), y


def narrow_table_svg(
    view: TableView, *, reveal: bool = False, title: str = "The table", described_by: str = ""
) -> str:
    """The table for a narrow screen: the felt on top, the seats two a row below it, in seat
    order, each with its button, blinds and bet inside its box."""
    described = f' aria-describedby="{escape(described_by)}"' if described_by else ""
    felt, felt_bottom = _narrow_felt(view, reveal)
    felt_bottom += 2
    seats = []
    for index, seat in enumerate(view.seats):
        left = NARROW_GAP + (index % 2) * (NARROW_BOX_W + NARROW_GAP)
        top = felt_bottom + NARROW_GAP + (index // 2) * (BOX_H + NARROW_GAP)
        seats.append(_narrow_seat(seat, left, top, reveal))
    rows = (len(view.seats) + 1) // 2
    height = felt_bottom + NARROW_GAP + rows * (BOX_H + NARROW_GAP)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {NARROW_W} {_n(height)}" '
        f'width="{NARROW_W}" height="{_n(height)}" role="img" aria-label="{escape(title)}"'
        f'{described} font-family="{FONT}" class="table narrow">'
        f"<title>{escape(title)}</title>"
        f'<rect x="2" y="2" width="{NARROW_W - 4}" height="{_n(felt_bottom - 4)}" rx="40" '
        'fill="#dcefdc" stroke="#2e7d32" stroke-width="2"/>'
        f"{felt}{''.join(seats)}</svg>"
    )


def table_svg(
    view: TableView, *, reveal: bool = False, title: str = "The table", described_by: str = ""
) -> str:
    """The whole table as one ``<svg>`` element (no external references).

    ``described_by`` names the element holding the table in words (its text alternative).
    """
    described = f' aria-describedby="{escape(described_by)}"' if described_by else ""
    positions = seat_positions(len(view.seats))
    top = min([CY - FELT_RY - 24] + [y - BOX_H / 2 - 8 for _, y in positions])
    bottom = max([CY + FELT_RY + 24] + [y + BOX_H / 2 + 8 for _, y in positions])
    height = bottom - top
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 {_n(top)} {WIDTH} {_n(height)}" '
        f'width="{WIDTH}" height="{_n(height)}" role="img" aria-label="{escape(title)}"'
        f'{described} font-family="{FONT}" class="table wide">',
        f"<title>{escape(title)}</title>",
        f'<ellipse cx="{_n(CX)}" cy="{_n(CY)}" rx="{FELT_RX + 14}" ry="{FELT_RY + 14}" '
        'fill="#8d6e63" fill-opacity="0.35"/>',
        f'<ellipse cx="{_n(CX)}" cy="{_n(CY)}" rx="{FELT_RX}" ry="{FELT_RY}" fill="#dcefdc" '
        'stroke="#2e7d32" stroke-width="2"/>',
        _middle(view, reveal),
    ]
    for seat, (x, y) in zip(view.seats, positions, strict=True):
        parts.append(_chips(seat, x, y))
        parts.append(_seat_box(seat, x, y, reveal))
    parts.append("</svg>")
    return "".join(parts)
