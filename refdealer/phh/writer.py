"""Writing a hand played on the reference dealer as PHH text.

Players are listed clockwise from the first seat left of the button (so p1 is the small
blind, and heads-up the big blind) with the button last, as PHH orders them; ``seats``
keeps refdealer's seat numbers. Every card comes from the hand's own deck and log: hole
cards as ``d dh``, each board as ``d db`` with its burn kept as the commentary
``burn Xx``, and each ruling as commentary (``CODE: message``) on the action that drew
it; rulings at the start (short blinds or antes) are TOML comments above the actions.
Profile, non-default house options and a button that is not on the last player are kept
as user-defined fields (``_refdealer_*``), so reading the text back replays the same hand.
A live straddle is PHH's third entry of ``blinds_or_straddles`` (p3, left of the big
blind); a kill has no PHH notation and is refused (:class:`ExportError` says why).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from refdealer.errors import DealerError
from refdealer.options import profile_defaults
from refdealer.phh.table import BUTTON_FIELD, HOUSE_FIELD, PROFILE_FIELD
from refdealer.rulings import Ruling
from refdealer.table.cards import Card
from refdealer.table.events import Bet, Board, Burn, Call, Check, DealHole, Fold, Muck, Raise, Show
from refdealer.table.setup import Game

if TYPE_CHECKING:
    from refdealer.hand import Hand

VARIANTS: Mapping[Game, str] = {
    Game.NO_LIMIT: "NT",
    Game.POT_LIMIT: "PT",
    Game.FIXED_LIMIT: "FT",
}


class ExportError(DealerError):
    """A hand that cannot be written as PHH (an event PHH has no notation for)."""


def toml_string(text: str) -> str:
    """``text`` as a TOML string: a literal ``'...'`` when it can be, else a basic string."""
    if "'" not in text and text.isprintable():
        return f"'{text}'"
    return json.dumps(text, ensure_ascii=False)


def _toml_value(value: object) -> str:
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Mapping):
        pairs = ", ".join(f"{key} = {_toml_value(item)}" for key, item in value.items())
        return "{" + pairs + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML")


def _cards(cards: Iterable[Card]) -> str:
    return "".join(str(card) for card in cards)


def _ruling_notes(rulings: Sequence[Ruling]) -> list[str]:
    return [f"{r.code}: {r.message}" for r in rulings]


def _action(text: str, notes: Sequence[str]) -> str:
    clean = [" ".join(note.split()) for note in notes if note]
    return f"{text} # {'; '.join(clean)}" if clean else text


def hand_actions(hand: Hand) -> list[str]:
    """The hand's log as PHH action notations, burns and rulings kept as commentary."""
    order = hand.seating.order
    player = {seat: index + 1 for index, seat in enumerate(order)}
    deck = hand.setup.deck
    drawn = 0
    hole: dict[int, list[Card]] = {seat: [] for seat in order}
    dealt = 0
    actions: list[str] = []
    pending: list[str] = []
    burn: Card | None = None
    shown_early = False
    mucked: set[int] = set()

    def flush_hole() -> None:
        nonlocal pending
        seats = [seat for seat in order if hole[seat]]
        for index, seat in enumerate(seats):
            notes = pending if index == len(seats) - 1 else []
            actions.append(_action(f"d dh p{player[seat]} {_cards(hole[seat])}", notes))
        pending = []

    for entry in hand.log:
        event = entry.event
        notes = _ruling_notes(entry.rulings)
        if isinstance(event, DealHole):
            hole[order[dealt % len(order)]].append(deck[drawn])
            drawn += 1
            dealt += 1
            pending.extend(notes)
            if dealt == 2 * len(order):
                flush_hole()
            continue
        if isinstance(event, Burn):
            burn = deck[drawn]
            drawn += 1
            pending.extend(notes)
            continue
        if isinstance(event, Board):
            if shown_early:
                raise ExportError(
                    "hands turned up before the board was complete (all_in_exposure on): "
                    "a PHH replay shows hands only at the showdown"
                )
            board = deck[drawn : drawn + event.count]
            drawn += event.count
            head = [f"burn {burn}"] if burn is not None else []
            actions.append(_action(f"d db {_cards(board)}", [*head, *pending, *notes]))
            burn, pending = None, []
            continue
        if not isinstance(event, Fold | Check | Call | Bet | Raise | Show | Muck):
            raise ExportError(f"{event}: a {event.type} event has no PHH notation")
        if isinstance(event, Bet | Raise) and not event.noticed:
            raise ExportError(f"{event}: a wrong-size wager nobody noticed has no PHH notation")
        if isinstance(event, Show) and event.cards is not None:
            raise ExportError(f"{event}: PHH shows a whole hand, not some of its cards")
        if isinstance(event, Show) and event.seat in mucked:
            raise ExportError(
                f"{event}: cards taken back out of the muck (MUCK-RETRIEVAL) have no PHH notation"
            )
        if isinstance(event, Muck):
            mucked.add(event.seat)
        shown_early = shown_early or isinstance(event, Show)
        p = f"p{player[event.seat]}"
        if isinstance(event, Fold):
            text = f"{p} f"
        elif isinstance(event, Check | Call):
            text = f"{p} cc"
        elif isinstance(event, Bet):
            text = f"{p} cbr {event.amount}"
        elif isinstance(event, Raise):
            text = f"{p} cbr {event.to}"
        elif isinstance(event, Show):
            text = f"{p} sm {_cards(hole[event.seat])}"
        else:
            text = f"{p} sm"
        actions.append(_action(text, [*pending, *notes]))
        pending = []
    if dealt and dealt < 2 * len(order):
        flush_hole()
    if burn is not None:
        pending.insert(0, f"burn {burn} (no card turned yet)")
    if pending:
        actions.append(_action("", pending))
    return actions


def hand_to_phh(hand: Hand, *, hand_name: str | int | None = None, verify: bool = True) -> str:
    """``hand`` (played on the reference dealer) as the text of a ``.phh`` file.

    With ``verify`` (the default) the text is read back and replayed on a fresh reference
    dealer, and the two tables must agree on everything but the undealt stub (cards,
    chips, pots, rulings); a hand whose irregularities PHH cannot carry (a boxed card, a
    flashed card, a string bet...) raises :class:`ExportError` rather than being written
    as a different hand.
    """
    setup = hand.setup
    if setup.ante and setup.ante_mode != "each":
        # PHH posts antes before the blinds: it has no "big blind first" (BBA, TDA RP-11).
        raise ExportError(f"ante_mode {setup.ante_mode!r}: PHH has no big blind ante")
    overblind = setup.overblind
    if overblind is not None and overblind.kind == "kill":
        # Written as a third blind, PHH would make the killer a straddler, who acts last
        # before the flop; a killer acts in his turn (RRoP s13 #2), at limits raised for
        # this hand, and PHH has no field for either.
        raise ExportError(
            f"a kill (seat {overblind.seat}, KILL-POT): PHH has no kill; written among "
            "blinds_or_straddles it would read back as a straddle, acting last before the "
            "flop, where a killer acts in his turn (RRoP s13 #2)"
        )
    if hand.phase == "showdown":
        # A PHH record has no "stopped here": read back, its showdown is played out.
        raise ExportError(
            "the hand stops at the showdown before it is settled: read back, PHH would play"
            " the showdown out"
        )
    order = hand.seating.order
    count = len(order)
    lines: list[str] = [f"variant = {toml_string(VARIANTS[setup.game])}"]
    lines.append("ante_trimming_status = true")
    lines.append(f"antes = {_toml_value([setup.ante] * count)}")
    forced = [setup.small_blind, setup.big_blind] + [0] * (count - 2)
    if overblind is not None:  # the straddle of the seat left of the big blind: p3
        forced[order.index(overblind.seat)] = overblind.amount
    lines.append(f"blinds_or_straddles = {_toml_value(forced)}")
    if setup.game is Game.FIXED_LIMIT:
        lines.append(f"small_bet = {setup.small_bet}")
        lines.append(f"big_bet = {setup.big_bet}")
    else:
        lines.append(f"min_bet = {setup.big_blind}")
    lines.append(f"starting_stacks = {_toml_value([setup.stacks[s] for s in order])}")
    lines.append(f"seats = {_toml_value(list(order))}")
    if hand_name is not None:
        lines.append(f"hand = {_toml_value(hand_name)}")
    for ruling in hand.start_rulings:
        lines.append(f"# at the start: {ruling.code}: {' '.join(ruling.message.split())}")
    lines.append("actions = [")
    lines.extend(f"  {toml_string(action)}," for action in hand_actions(hand))
    lines.append("]")
    lines.append(f"finishing_stacks = {_toml_value([hand.stacks[s] for s in order])}")
    if hand.complete:
        lines.append(f"winnings = {_toml_value([hand.payouts.get(s, 0) for s in order])}")
    lines.append(f"{PROFILE_FIELD} = {toml_string(setup.profile)}")
    if setup.button != order[-1]:
        lines.append(f"{BUTTON_FIELD} = {setup.button}")
    defaults = profile_defaults(setup.profile)
    house = {k: v for k, v in setup.options.items() if defaults.get(k) != v}
    if house:
        lines.append(f"{HOUSE_FIELD} = {_toml_value(house)}")
    text = "\n".join(lines) + "\n"
    if verify:
        verify_export(hand, text)
    return text


def verify_export(hand: Hand, text: str) -> None:
    """Raise :class:`ExportError` unless ``text`` replays to the same table as ``hand``."""
    from refdealer.dealer import ReferenceDealer
    from refdealer.phh.compare import MATCHED
    from refdealer.phh.model import PHHError
    from refdealer.phh.reader import read_text
    from refdealer.phh.replay import replay_plan
    from refdealer.phh.script import build_plan
    from refdealer.phh.table import NotSupported

    try:
        (record,) = read_text(text, "(export)")
        plan = build_plan(record)
    except (PHHError, NotSupported) as error:
        raise ExportError(f"the PHH text does not read back: {error}") from None
    dealer = ReferenceDealer(hand.setup.profile)
    result = replay_plan(dealer, plan)
    if result.outcome != MATCHED:
        raise ExportError(f"the PHH text does not replay: {result.detail}")
    original, again = hand.snapshot(), dealer.hand.snapshot()
    for key, value in original.items():
        if key != "stub" and again.get(key) != value:
            raise ExportError(
                f"the hand cannot be written as PHH faithfully: read back, its {key} is "
                f"{again.get(key)!r} instead of {value!r} (an irregularity PHH has no "
                "notation for?)"
            )


def join_phhs(texts: Iterable[str]) -> str:
    """Single-hand PHH texts joined into a ``.phhs``: one table ``[1]``, ``[2]``... a hand."""
    return "\n".join(f"[{index}]\n{text}" for index, text in enumerate(texts, start=1))


def hands_to_phhs(hands: Iterable[Hand], names: Iterable[str | int] | None = None) -> str:
    """Several hands as the text of a ``.phhs`` file (each named by ``names``, if given)."""
    name_list = list(names) if names is not None else None
    return join_phhs(
        hand_to_phh(hand, hand_name=None if name_list is None else name_list[index])
        for index, hand in enumerate(hands)
    )
