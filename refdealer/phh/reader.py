"""Reading ``.phh`` (one hand) and ``.phhs`` (one hand per table) files into hand records.

The files are TOML (read with the standard library's ``tomllib``, floats as exact
decimals). Only the form of a file is checked here: field types, array lengths, the action
grammar and card notation. Every problem is a :class:`PHHError` naming the file, the hand
(its place in a ``.phhs``) and the action at fault. Whether a hand can be dealt by a
hold'em dealer is decided later (:mod:`refdealer.phh.table`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from refdealer.limits import MAX_INTEGER, MAX_NUMBER_DIGITS, short_repr
from refdealer.phh.model import UNKNOWN_CARD, Action, HandRecord, PHHError
from refdealer.table.cards import RANKS, SUITS

#: File suffixes read when a directory is given.
SUFFIXES = (".phh", ".phhs")

_PLAYER = re.compile(r"p([1-9][0-9]*)")
_PLAYER_VERBS = frozenset({"f", "cc", "cbr", "sm", "sd", "pb"})
_KNOWN_FIELDS = frozenset({
    "variant", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet",
    "starting_stacks", "actions", "ante_trimming_status", "seats", "seat_count", "players",
    "finishing_stacks", "winnings", "hand",
})  # fmt: skip
#: Fields each hold'em variant requires besides variant, antes, starting_stacks, actions.
VARIANT_FIELDS: Mapping[str, tuple[str, ...]] = {
    "NT": ("blinds_or_straddles", "min_bet"),
    "PT": ("blinds_or_straddles", "min_bet"),
    "FT": ("blinds_or_straddles", "small_bet", "big_bet"),
}


class _Fault(Exception):
    """A problem inside one hand, raised deep down and turned into a PHHError with context."""

    def __init__(self, detail: str, action: int | None = None, text: str | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.action = action
        self.text = text


# -- files -----------------------------------------------------------------------------------


def _natural_key(path: Path) -> list[str | int]:
    parts: list[str | int] = []
    for index, part in enumerate(re.split(r"(\d+)", path.as_posix())):
        parts.append(int(part) if index % 2 else part)
    return parts


def phh_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files named, with every ``.phh``/``.phhs`` under a directory, in natural order."""
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            inside = [p for p in path.rglob("*") if p.is_file() and p.suffix in SUFFIXES]
            found.extend(sorted(inside, key=_natural_key))
        else:
            found.append(path)
    return found


def read_file(path: str | Path) -> list[HandRecord]:
    """Every hand in one file: a ``.phhs`` holds one hand per table, anything else one hand."""
    path = Path(path)
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise PHHError(source, f"cannot read the file: {error}") from None
    return read_text(text, source, multi=path.suffix == ".phhs")


def read_paths(paths: Iterable[str | Path]) -> Iterator[HandRecord | PHHError]:
    """Each hand of each file in turn; a file that cannot be read yields its error instead."""
    for path in phh_files(paths):
        try:
            records = read_file(path)
        except PHHError as error:
            yield error
            continue
        yield from records


def read_text(text: str, source: str = "<text>", *, multi: bool | None = None) -> list[HandRecord]:
    """The hands in PHH text: one hand, or (``multi``) a ``.phhs`` of one table per hand.

    With ``multi=None`` the form is guessed: a document with ``variant`` or ``actions`` at
    the top is one hand, one made only of tables is a ``.phhs``.
    """
    try:
        document = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise PHHError(source, f"not valid TOML: {error}") from None
    except RecursionError:
        raise PHHError(source, "not valid TOML here: arrays or tables nested too deeply") from None
    except ValueError as error:  # e.g. an integer of more than 4,300 digits
        raise PHHError(source, f"not valid TOML here: {short_repr(str(error), 120)}") from None
    if multi is None:
        multi = (
            "variant" not in document
            and "actions" not in document
            and bool(document)
            and all(isinstance(value, dict) for value in document.values())
        )
    if not multi:
        return [parse_hand(document, source)]
    if not document:
        raise PHHError(source, "a .phhs file holds one table per hand, and this one has none")
    records: list[HandRecord] = []
    for position, (key, table) in enumerate(document.items(), start=1):
        if not isinstance(table, dict):
            raise PHHError(
                source,
                f"a .phhs file holds one table per hand; {key!r} is a {type(table).__name__}",
                hand=str(position),
            )
        records.append(parse_hand(table, source, position=position, key=key))
    return records


# -- one hand --------------------------------------------------------------------------------


def parse_hand(
    raw: Mapping[str, Any], source: str, *, position: int | None = None, key: str | None = None
) -> HandRecord:
    """A hand record from one decoded TOML table; errors name the file, hand and action."""
    hand_label = None
    if position is not None:
        hand_label = str(position) if key in (None, str(position)) else f"{position} [{key}]"
    try:
        return _parse_hand(raw, source, position, key)
    except _Fault as fault:
        raise PHHError(
            source, fault.detail, hand=hand_label, action=fault.action, action_text=fault.text
        ) from None


def _parse_hand(
    raw: Mapping[str, Any], source: str, position: int | None, key: str | None
) -> HandRecord:
    variant = raw.get("variant")
    if not isinstance(variant, str) or not variant:
        raise _Fault("missing or empty field 'variant' (e.g. variant = 'NT')")
    for name in ("antes", "starting_stacks", "actions", *VARIANT_FIELDS.get(variant, ())):
        if name not in raw:
            raise _Fault(f"missing field {name!r}, required for variant {variant!r}")
    stacks = _amounts(raw, "starting_stacks", None, allow_infinite=True)
    count = len(stacks)
    if count < 2:
        raise _Fault(f"starting_stacks: a hand needs at least 2 players, got {count}")
    for index, stack in enumerate(stacks):
        if stack <= 0:
            raise _Fault(f"starting_stacks[{index}]: a stack must be above zero, got {stack}")
    actions_raw = raw["actions"]
    if not isinstance(actions_raw, list):
        raise _Fault("actions: expected an array of strings")
    actions = tuple(parse_action(text, index, count) for index, text in enumerate(actions_raw))
    seats = _integers(raw, "seats", count)
    if seats is not None:
        if any(seat < 1 for seat in seats):
            raise _Fault(f"seats: seat numbers start at 1, got {list(seats)}")
        if len(set(seats)) != len(seats):
            raise _Fault(f"seats: a seat is listed twice in {list(seats)}")
    seat_count = raw.get("seat_count")
    if seat_count is not None and (
        not _is_int(seat_count) or not count <= seat_count <= MAX_INTEGER
    ):
        raise _Fault(
            f"seat_count: expected an integer of at least {count}, got {short_repr(seat_count)}"
        )
    if seats is not None and seat_count is not None and max(seats) > seat_count:
        raise _Fault(f"seats: seat {max(seats)} is beyond seat_count {seat_count}")
    players = raw.get("players")
    if players is not None and (
        not isinstance(players, list)
        or len(players) != count
        or not all(isinstance(name, str) for name in players)
    ):
        raise _Fault(f"players: expected an array of {count} strings")
    trimming = raw.get("ante_trimming_status", False)
    if not isinstance(trimming, bool):
        raise _Fault(f"ante_trimming_status: expected true or false, got {short_repr(trimming)}")
    hand = raw.get("hand")
    if hand is not None and not (
        isinstance(hand, str) or (_is_int(hand) and abs(hand) <= MAX_INTEGER)
    ):
        raise _Fault(f"hand: expected a string or an integer, got {short_repr(hand)}")
    return HandRecord(
        source=source,
        variant=variant,
        antes=_amounts(raw, "antes", count),
        blinds_or_straddles=_optional_amounts(raw, "blinds_or_straddles", count),
        min_bet=_positive(raw, "min_bet"),
        small_bet=_positive(raw, "small_bet"),
        big_bet=_positive(raw, "big_bet"),
        starting_stacks=stacks,
        actions=actions,
        position=position,
        key=key,
        ante_trimming_status=trimming,
        seats=seats,
        seat_count=seat_count,
        players=None if players is None else tuple(players),
        finishing_stacks=_optional_amounts(raw, "finishing_stacks", count),
        winnings=_optional_amounts(raw, "winnings", count),
        hand=hand,
        fields={name: value for name, value in raw.items() if name not in _KNOWN_FIELDS},
    )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: object, where: str, *, allow_infinite: bool = False) -> Decimal:
    if _is_int(value):
        assert isinstance(value, int)
        return _bounded(Decimal(value), where)
    if isinstance(value, Decimal) and value.is_finite():
        return _bounded(value, where)
    if isinstance(value, Decimal) and allow_infinite and value.is_infinite() and value > 0:
        return value
    raise _Fault(f"{where}: expected a non-negative number, got {short_repr(value)}")


def _bounded(number: Decimal, where: str) -> Decimal:
    """``number`` if it is a size a table can hold: at most ``MAX_INTEGER``, and at most
    ``MAX_NUMBER_DIGITS`` digits after the point (``1e999999999`` would take forever to
    turn into chips)."""
    # adjusted() and copy_abs() use no context: 1e999999999 does not overflow them.
    too_big = number.adjusted() > MAX_NUMBER_DIGITS or number.copy_abs() > MAX_INTEGER
    if too_big or int(number.as_tuple().exponent) < -MAX_NUMBER_DIGITS:
        raise _Fault(
            f"{where}: {short_repr(number)} is out of range: amounts are at most {MAX_INTEGER} "
            f"(MAX_INTEGER) with at most {MAX_NUMBER_DIGITS} decimals (MAX_NUMBER_DIGITS)"
        )
    return number


def _amounts(
    raw: Mapping[str, Any], name: str, count: int | None, *, allow_infinite: bool = False
) -> tuple[Decimal, ...]:
    values = raw.get(name)
    if not isinstance(values, list):
        raise _Fault(f"{name}: expected an array of numbers, got {short_repr(values)}")
    if count is not None and len(values) != count:
        raise _Fault(f"{name}: expected {count} entries (one per player), got {len(values)}")
    out: list[Decimal] = []
    for index, value in enumerate(values):
        number = _number(value, f"{name}[{index}]", allow_infinite=allow_infinite)
        if number < 0:
            raise _Fault(f"{name}[{index}]: expected a non-negative number, got {value}")
        out.append(number)
    return tuple(out)


def _optional_amounts(raw: Mapping[str, Any], name: str, count: int) -> tuple[Decimal, ...] | None:
    return None if name not in raw else _amounts(raw, name, count)


def _integers(raw: Mapping[str, Any], name: str, count: int) -> tuple[int, ...] | None:
    values = raw.get(name)
    if values is None:
        return None
    if (
        not isinstance(values, list)
        or len(values) != count
        or not all(_is_int(value) and abs(value) <= MAX_INTEGER for value in values)
    ):
        raise _Fault(f"{name}: expected an array of {count} integers, got {short_repr(values)}")
    return tuple(values)


def _positive(raw: Mapping[str, Any], name: str) -> Decimal | None:
    if name not in raw:
        return None
    number = _number(raw[name], name)
    if number <= 0:
        raise _Fault(f"{name}: expected a positive number, got {short_repr(raw[name])}")
    return number


# -- actions ---------------------------------------------------------------------------------


def parse_cards(token: str) -> tuple[str, ...]:
    """``"AsKd"`` -> ``("As", "Kd")``; ``"??"`` is an unknown card. Raises ValueError."""
    if not token or len(token) % 2:
        raise ValueError(f"bad cards {token!r}: each card is two characters, e.g. AsKd or ????")
    cards = tuple(token[i : i + 2] for i in range(0, len(token), 2))
    for card in cards:
        if card != UNKNOWN_CARD and (card[0] not in RANKS or card[1] not in SUITS):
            raise ValueError(
                f"bad card {card!r} in {token!r}: a rank from {RANKS} and a suit from {SUITS}, "
                "or ?? for an unknown card"
            )
    return cards


def parse_action(text: object, index: int, players: int) -> Action:
    """One action notation; ``players`` bounds the player numbers. Faults name the action."""
    if not isinstance(text, str):
        raise _Fault(f"an action is a string, got {text!r}", index, repr(text))
    body, hash_sign, comment = text.partition("#")
    note = comment.strip() if hash_sign else None
    words = body.split()
    try:
        return _parse_words(words, index, text, players, note)
    except ValueError as error:
        raise _Fault(str(error), index, text) from None


def _player(word: str, players: int) -> int:
    match = _PLAYER.fullmatch(word)
    if match is None:
        raise ValueError(f"{word!r} is not a player (p1, p2, ...) or the dealer (d)")
    number = int(match.group(1))
    if number > players:
        raise ValueError(f"there is no player {word} in a hand of {players} players")
    return number


def _parse_words(words: list[str], index: int, text: str, players: int, note: str | None) -> Action:
    if not words:
        return Action(index, text, None, None, comment=note)
    actor = words[0]
    if actor == "d":
        match words[1:]:
            case ["db", cards]:
                return Action(index, text, "d", "db", cards=parse_cards(cards), comment=note)
            case ["dh", who, cards]:
                player = _player(who, players)
                return Action(
                    index, text, "d", "dh", player, cards=parse_cards(cards), comment=note
                )
        raise ValueError("a dealer action is 'd db CARDS' or 'd dh pN CARDS'")
    player = _player(actor, players)
    verb = words[1] if len(words) > 1 else ""
    if verb not in _PLAYER_VERBS:
        raise ValueError(
            f"unknown player action {verb!r}; known: {', '.join(sorted(_PLAYER_VERBS))}"
        )
    arguments = words[2:]
    if verb in ("f", "cc", "pb"):
        if arguments:
            raise ValueError(f"'{verb}' takes no argument")
        return Action(index, text, actor, verb, player, comment=note)
    if verb == "cbr":
        if len(arguments) != 1:
            raise ValueError("'cbr' takes one amount: the total to complete, bet or raise to")
        try:
            amount = Decimal(arguments[0])
        except InvalidOperation:
            raise ValueError(f"bad amount {arguments[0]!r}") from None
        if not amount.is_finite() or amount <= 0:
            raise ValueError(f"bad amount {short_repr(arguments[0])}: expected a positive number")
        try:
            _bounded(amount, "amount")
        except _Fault as fault:
            raise ValueError(fault.detail) from None
        return Action(index, text, actor, verb, player, amount=amount, comment=note)
    if len(arguments) > 1:
        raise ValueError(f"'{verb}' takes at most one card argument")
    if not arguments:
        return Action(index, text, actor, verb, player, comment=note)
    if verb == "sm" and arguments[0] == "-":
        return Action(index, text, actor, verb, player, dash=True, comment=note)
    return Action(index, text, actor, verb, player, cards=parse_cards(arguments[0]), comment=note)
