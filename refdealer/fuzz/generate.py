"""Random hands within what an engine declares: a setup, then one event at a time.

Every random decision is ``choose(n)``, an index below ``n``: a seeded ``random.Random``
supplies them in a campaign and Hypothesis supplies them while a disagreement is shrunk. The
choices are ordered so that a smaller index is a simpler hand (index 0 is two seats, the
smallest stack, the profile's default house option, the deck in its sorted order, the first
ordinary act), so the shrinker's preference for small choices makes a small hand.

Events are chosen from the reference dealer's snapshot alone: while the engine agrees with
the reference, it is asked exactly what the reference was asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from refdealer.options import HOUSE_OPTIONS, OVERBLIND_OPTIONS, OptionValue, profile_defaults
from refdealer.scenarios.requirements import setup_needs
from refdealer.suite.hello import ANY_VALUE, Greeting
from refdealer.table.seating import Seating

Choose = Callable[[int], int]
GAMES = ("no-limit", "pot-limit", "fixed-limit")
DECK = tuple(rank + suit for rank in "23456789TJQKA" for suit in "cdhs")
SEAT_NUMBERS = tuple(range(1, 11))
#: Integer house options played at these values when an engine models "any" value.
INTEGER_CHOICES: Mapping[str, tuple[int, ...]] = {"limit_cap_raises": (2, 3, 4, 5)}
#: Board cards each street takes, by the cards already on the board.
NEXT_STREET = {0: 3, 3: 1, 4: 1}


class NothingToFuzz(ValueError):
    """The engine declares nothing a random hand can be played on."""


def pick(choose: Choose, options: Sequence[Any]) -> Any:
    """One of ``options``: the first when the choice is smallest."""
    return options[choose(len(options))] if len(options) > 1 else options[0]


@dataclass(frozen=True, slots=True)
class Table:
    """What the generator may use: the engine's games and capabilities, and the house option
    values it models under the profile (the profile's default first when it models it)."""

    games: tuple[str, ...]
    capabilities: frozenset[str]
    options: Mapping[str, tuple[OptionValue, ...]]
    profile: str
    #: The values of ``straddle`` and ``kill_pot`` a hand with a straddle or a kill may be
    #: dealt under (:func:`_overblind_values`): none without the capability.
    overblinds: Mapping[str, tuple[OptionValue, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, greeting: Greeting, profile: str) -> Table:
        capabilities = frozenset(greeting.capabilities)
        games = tuple(game for game in GAMES if game in capabilities)
        if not games:
            raise NothingToFuzz(
                "the engine declares no game (no-limit, pot-limit or fixed-limit) in hello: "
                "there is no hand to play on it"
            )
        options = _option_values(greeting, profile, capabilities)
        overblinds = _overblind_values(greeting, profile, capabilities)
        return cls(games, capabilities, options, profile, overblinds)

    def has(self, capability: str) -> bool:
        return capability in self.capabilities


def _option_values(
    greeting: Greeting, profile: str, capabilities: frozenset[str]
) -> dict[str, tuple[OptionValue, ...]]:
    """Each house option -> the values a hand may set, the profile's default first where the
    engine plays it (a hand leaving the option out plays it); options the reference refuses
    at setup are left alone."""
    defaults = profile_defaults(profile)
    values: dict[str, tuple[OptionValue, ...]] = {}
    for name, option in HOUSE_OPTIONS.items():
        modelled = option.supported if option.supported is not None else option.values
        if modelled == () or name in OVERBLIND_OPTIONS:  # no random straddle or kill yet
            continue
        default = defaults[name]
        declared = None if greeting.options is None else greeting.options.get(name)
        if greeting.options is not None and declared is None:
            continue  # modelled only at the default: the hand leaves it out
        if declared is None:
            candidates: tuple[OptionValue, ...] = (
                modelled if modelled is not None else INTEGER_CHOICES.get(name, (default,))
            )
        elif ANY_VALUE in declared:
            candidates = INTEGER_CHOICES.get(name, (default,))
        else:
            candidates = tuple(v for v in declared if modelled is None or v in modelled)
        candidates = tuple(  # a value that needs a capability (all-in exposure) only with it
            v for v in candidates if setup_needs({"house": {name: v}}) <= {"None", *capabilities}
        )
        ordered = ((default,) if default in candidates else ()) + tuple(
            v for v in candidates if v != default
        )
        if ordered and ordered != (default,):
            values[name] = ordered
    return values


#: The option each live blind above the big blind needs, its capability, and the option's
#: values under which a hand may carry one (STRADDLE; KILL-POT: a full or half kill).
OVERBLINDS: Mapping[str, tuple[str, tuple[OptionValue, ...]]] = {
    "straddle": ("straddles", ("allowed",)),
    "kill_pot": ("kill-pots", ("full", "half")),
}


def _overblind_values(
    greeting: Greeting, profile: str, capabilities: frozenset[str]
) -> dict[str, tuple[OptionValue, ...]]:
    """``straddle`` and ``kill_pot`` -> the values under which the engine plays a straddle
    or a kill: only with the capability (``straddles``, ``kill-pots``), and among the values
    it models (an engine whose ``hello`` names no ``options`` models every value; one whose
    ``options`` leave the option out, only the profile's default)."""
    defaults = profile_defaults(profile)
    values: dict[str, tuple[OptionValue, ...]] = {}
    for name, (capability, wanted) in OVERBLINDS.items():
        if capability not in capabilities:
            continue
        played: tuple[OptionValue, ...] | None = None
        if greeting.options is not None:
            played = greeting.options.get(name, (defaults[name],))
        chosen = tuple(v for v in wanted if played is None or v in played)
        if chosen:
            values[name] = chosen
    return values


def random_setup(choose: Choose, table: Table) -> dict[str, Any]:
    """A table the engine declares it plays: its game, 2-10 seats (two only with heads-up),
    stacks deep, short or all-in-prone, blinds, antes and the big blind ante when declared,
    any button, house option values it models, a shuffled deck, and where the engine plays
    them a live straddle or a kill (:func:`_overblind`)."""
    game = pick(choose, table.games)
    fewest = 2 if table.has("heads-up") else 3
    # Each seat number is taken or left on a choice of its own (0 leaves it, unless the
    # table is full), and its stack is drawn whether taken or not: a hand shrunk to fewer
    # players reads the same choices for every other seat.
    crowd = choose(10)
    seats = [n for n in SEAT_NUMBERS if choose(10) >= 9 - crowd]
    for n in SEAT_NUMBERS:
        if len(seats) >= fewest:
            break
        if n not in seats:
            seats.append(n)
    seats.sort()
    players = len(seats)
    big_blind = 2 * (1 + choose(50))
    small_blind = big_blind // 2 if choose(4) < 3 else 1 + choose(big_blind)
    ante_kind, ante_size = choose(3), 1 + choose(big_blind)
    ante, ante_mode = 0, "each"
    if ante_kind == 1 and table.has("antes"):
        ante = ante_size
    elif ante_kind == 2 and table.has("big-blind-ante"):
        ante, ante_mode = ante_size, "big_blind"
    drawn = [_stack(choose, big_blind) for _ in SEAT_NUMBERS]
    equal = not table.has("side-pots")  # equal stacks make no side pot
    stacks = {seat: drawn[0] if equal else drawn[seat - 1] for seat in seats}
    empty = [n for n in SEAT_NUMBERS if n not in seats]
    button = pick(choose, seats + (empty if players > 2 else []))
    defaults = profile_defaults(table.profile)
    house: dict[str, OptionValue] = {}
    for name, values in table.options.items():
        value = pick(choose, values)
        if value != defaults[name]:  # the default comes first only where the engine plays it
            house[name] = value
    deck = list(DECK)
    for index in range(len(deck) - 1):  # Fisher-Yates from the top: 0 keeps the card there
        swap = index + choose(len(deck) - index)
        deck[index], deck[swap] = deck[swap], deck[index]
    setup: dict[str, Any] = {
        "game": game,
        "blinds": [small_blind, big_blind],
        "seats": {str(seat): stacks[seat] for seat in seats},
        "button": button,
    }
    if ante:
        setup["ante"] = ante
        if ante_mode != "each":
            setup["ante_mode"] = ante_mode
    if game == "fixed-limit":
        setup["limits"] = {"small_bet": big_blind, "big_bet": 2 * big_blind}
    # The straddle or kill is drawn last, so the choices before it draw the same table.
    overblind = _overblind(choose, table, setup, big_blind)
    if overblind is not None:
        option, value, field_name, seat = overblind
        if value != defaults[option]:
            house[option] = value
        setup[field_name] = seat
    if house:
        setup["house"] = house
    setup["deck"] = deck
    return setup


def _overblind(
    choose: Choose, table: Table, setup: Mapping[str, Any], big_blind: int
) -> tuple[str, OptionValue, str, int] | None:
    """A live straddle (no-limit and pot-limit, three players or more, by the seat left of
    the big blind with twice the big blind) or a kill (fixed-limit, any seat, full or half),
    in about a quarter of the hands that may have one, where the engine plays it: (the
    option, its value, the setup field, the seat), or ``None``."""
    seats = tuple(int(seat) for seat in setup["seats"])
    if setup["game"] == "fixed-limit":
        kills = table.overblinds.get("kill_pot")
        if not kills or choose(4) < 3:
            return None
        value = pick(choose, kills)
        return "kill_pot", value, "kill", pick(choose, seats)
    if "straddle" not in table.overblinds or len(seats) < 3 or choose(4) < 3:
        return None
    seating = Seating.around(tuple(sorted(seats)), int(setup["button"]))
    order = seating.order
    seat = order[(order.index(seating.big_blind) + 1) % len(order)]
    if int(setup["seats"][str(seat)]) < 2 * big_blind:
        return None  # too short to straddle: the hand goes without
    return "straddle", "allowed", "straddle", seat


def _stack(choose: Choose, big_blind: int) -> int:
    """All-in-prone (under two big blinds), short (a few big blinds) or deep."""
    kind, blinds, chips = choose(3), choose(200), choose(2 * big_blind)
    if kind == 0:
        return 1 + chips
    if kind == 1:
        return big_blind * (2 + blinds % 12) + chips
    return big_blind * (20 + blinds) + chips


def _total(snapshot: Mapping[str, Any], seat: int) -> int:
    """What ``seat`` can have in front of it this round: its bet plus its stack."""
    return int(snapshot["stacks"].get(str(seat), 0)) + int(snapshot["bets"].get(str(seat), 0))


def _live(snapshot: Mapping[str, Any]) -> list[int]:
    return [int(seat) for seat, cards in snapshot["hole"].items() if cards]


def wager_sizes(snapshot: Mapping[str, Any], seat: int, big_blind: int) -> list[int]:
    """Amounts at the edges for a bet or raise by ``seat``: the minimum, one chip under and
    over it, all in, the maximum (pot-limit's or the limit's), one over it, half-way."""
    legal = snapshot.get("legal") or {}
    facing = max((int(v) for v in snapshot["bets"].values()), default=0)
    low = legal.get("min_raise_to") or facing + big_blind
    high = legal.get("max_raise_to") or low
    everything = _total(snapshot, seat)
    sizes = [low, low - 1, low + 1, everything, high, high + 1, (low + high) // 2]
    return [size for size in sizes if size > 0]


def ordinary_event(choose: Choose, snapshot: Mapping[str, Any]) -> dict[str, Any] | None:
    """The next act of a hand dealt and played by the book, or None when none is due."""
    phase = snapshot["phase"]
    if phase == "dealing":
        return {"type": "deal_hole"}
    to_act = snapshot["to_act"]
    if snapshot["legal"] is None and to_act is not None:  # the showdown, or all in: tabling
        kinds = ("show", "show", "muck") if phase == "showdown" else ("show",)
        return {"type": pick(choose, kinds), "seat": to_act}
    if phase == "showdown":
        return None
    if snapshot["legal"] is None:
        board = len(snapshot["board"])
        if board >= 5:
            return None
        if len(snapshot["burns"]) <= _streets_dealt(board):
            return {"type": "burn"}
        return {"type": "board", "count": NEXT_STREET.get(board, 1)}
    return None


def _streets_dealt(board: int) -> int:
    return {0: 0, 3: 1, 4: 2}.get(board, 3)


def betting_event(
    choose: Choose, snapshot: Mapping[str, Any], big_blind: int
) -> dict[str, Any] | None:
    """A decision of the seat to act: mostly what ``legal`` offers, the wager sized at an
    edge (which may be the wrong size: the reference rules on it)."""
    legal = snapshot.get("legal")
    seat = snapshot.get("to_act")
    if not legal or seat is None:
        return None
    facing = max((int(v) for v in snapshot["bets"].values()), default=0)
    kinds: list[str] = []
    if legal.get("check"):
        kinds += ["check", "check"]
    if legal.get("call"):
        kinds += ["call", "call"]
    if legal.get("min_raise_to") is not None:
        kinds += ["wager", "wager"]
    kinds.append("fold")
    kind = pick(choose, kinds)
    if kind != "wager":
        return {"type": kind, "seat": seat}
    amount = pick(choose, wager_sizes(snapshot, seat, big_blind))
    if facing == 0 and snapshot["phase"] != "preflop":
        return {"type": "bet", "seat": seat, "amount": amount}
    return {"type": "raise", "seat": seat, "to": amount}


def irregular_event(
    choose: Choose, snapshot: Mapping[str, Any], big_blind: int, table: Table
) -> dict[str, Any]:
    """An event the book does not call for now: a wrong act (refused by every engine), an
    act out of turn, an early show or muck, a card out of its time. Which of them the
    reference may take depends on the engine: the player checks that afterwards."""
    live = _live(snapshot) or [1]
    to_act = snapshot.get("to_act")
    other = pick(choose, [s for s in live if s != to_act] or live)
    seat = to_act if to_act is not None else other
    facing = max((int(v) for v in snapshot["bets"].values()), default=0)
    amount = pick(choose, wager_sizes(snapshot, seat, big_blind))
    options: list[dict[str, Any]] = [
        {"type": "check", "seat": seat},
        {"type": "call", "seat": seat},
        {"type": "bet", "seat": seat, "amount": amount},
        {"type": "raise", "seat": seat, "to": amount if facing else big_blind},
        {"type": pick(choose, ("call", "check", "fold")), "seat": other},
        {"type": "raise", "seat": other, "to": amount},
        {"type": "show", "seat": other},
        {"type": "muck", "seat": other},
        {"type": "deal_hole"},
        {"type": "burn"},
        {"type": "board", "count": pick(choose, (1, 3))},
    ]
    owed = max(1, facing - int(snapshot["bets"].get(str(seat), 0)))
    hole = snapshot["hole"].get(str(seat)) or []
    irregular: list[tuple[str, dict[str, Any]]] = [
        ("string-bets", {"type": "chips", "seat": seat, "motions": [[owed], [big_blind]]}),
        ("declarations", {"type": "chips", "seat": seat, "motions": [[amount]],
                          "declared": pick(choose, ("call", "raise", str(amount)))}),
        ("open-declarations", {"type": "declare", "seat": seat, "declared": "raise"}),
        ("count-requests", {"type": "count", "seat": seat, "told": max(1, facing)}),
        ("partial-shows", {"type": "show", "seat": seat, "cards": hole[:1]}),
        ("play-the-board", {"type": "declare_board", "seat": seat}),
        ("dealing-irregularities", {"type": "deal_hole", "exposed": True}),
        ("board-irregularities", {"type": "boxed"}),
        ("late-discovery", {"type": "notice"}),
        ("dropped-stub", {"type": "stub_dropped"}),
    ]  # fmt: skip
    options += [event for capability, event in irregular if table.has(capability)]
    return options[choose(len(options))]


def next_event(
    choose: Choose, snapshot: Mapping[str, Any], big_blind: int, table: Table
) -> dict[str, Any] | None:
    """The next event: mostly the book's next act, sometimes an irregular one; None when
    the hand has nothing more to take."""
    if snapshot["phase"] == "complete":
        return None
    ordinary = ordinary_event(choose, snapshot) or betting_event(choose, snapshot, big_blind)
    if ordinary is not None and choose(8) < 7:
        return ordinary
    return irregular_event(choose, snapshot, big_blind, table)
