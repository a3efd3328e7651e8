"""The table of games: the only place that knows which game is which.

One ``GameSpec`` per game of docs/rules.md: its id and title, its four ``FoundationRule``s,
the options it allows (as the option combinations docs/rules.md gives a variant id), how
the table labels a foundation's step, and the parts of its rules text.  ``GameOption``
says what an option changes, as data: the number of waste piles, or a change to every
foundation rule.  ``Variant`` (variants.py) builds its rules from these entries;
everything else (the window, settings, statistics, the solver's command line) reads
them.  Adding a game of this family is adding an entry here.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType
from typing import NamedTuple

from .tr_marks import QT_TRANSLATE_NOOP
from .values import Frozen

THREE_PILES, NO_BASES, CLASSIC = "three_piles", "no_bases", "classic"
WASTE_PILES = 4  # waste piles where no option sets another number


class FoundationRule(Frozen):
    """How one foundation builds.

    ``start`` is the value of its first card (the base).  ``preset`` means that card
    is taken out of the deck and placed before play starts; otherwise the foundation
    starts empty and takes a card of value ``start`` from play.  After value v it
    wants ``((v - 1 + step) % 13) + 1``.  ``follows_suit``: every later card must be
    of the suit of the first one.  ``waits_for_stock``: while the stock lasts the
    foundation takes only its first card, and only from the stock (no waste card
    moves); once the stock is out it builds from the waste tops.  Every foundation
    holds 13 cards and ends on a King.
    """

    __slots__ = ("start", "step", "preset", "follows_suit", "waits_for_stock", "sequence")
    _fields = ("start", "step", "preset", "follows_suit", "waits_for_stock")

    def __init__(self, start: int, step: int, preset: bool = False, follows_suit: bool = False,
                 waits_for_stock: bool = False) -> None:
        self._init(start=start, step=step, preset=preset, follows_suit=follows_suit, waits_for_stock=waits_for_stock)
        # The 13 values in the order the foundation takes them (worked out once, not compared).
        values = [start]
        while len(values) < 13:
            values.append(self.next_value(values[-1]))
        self._init(sequence=tuple(values))

    def next_value(self, value: int) -> int:
        return (value - 1 + self.step) % 13 + 1

    def replace(self, **changes) -> FoundationRule:
        """This rule with the fields ``changes`` names set otherwise."""
        return FoundationRule(**{**{name: getattr(self, name) for name in self._fields}, **changes})


# GameOption and GameSpec, rows of fixed tables, are named tuples: immutable, readable,
# and several times cheaper to build at import than dataclasses (the program's start).
class GameOption(NamedTuple):
    """What an option changes.  ``waste_piles``: the number of waste piles it sets;
    ``rule_changes``: fields every foundation rule takes (``FoundationRule.replace``);
    ``key``: its part of ``Variant.key`` (empty where the pile count shows it);
    ``label``: the settings' check box; ``title``: its part of a variant's name."""

    id: str
    key: str
    label: str
    title: str
    waste_piles: int | None = None
    rule_changes: tuple[tuple[str, object], ...] = ()

    def apply(self, rules: tuple[FoundationRule, ...]) -> tuple[FoundationRule, ...]:
        changes = dict(self.rule_changes)
        return tuple(rule.replace(**changes) for rule in rules) if changes else rules


OPTIONS: MappingProxyType[str, GameOption] = MappingProxyType({o.id: o for o in (
    GameOption(THREE_PILES, "", QT_TRANSLATE_NOOP("SettingsDialog", "&Three waste piles (harder)"),
               QT_TRANSLATE_NOOP("Variant", "three waste piles"), waste_piles=3),
    GameOption(NO_BASES, "nobases", QT_TRANSLATE_NOOP("SettingsDialog", "&No foundations in advance"),
               QT_TRANSLATE_NOOP("Variant", "no foundations in advance"), rule_changes=(("preset", False),)),
    GameOption(CLASSIC, "classic",
               QT_TRANSLATE_NOOP("SettingsDialog", "Cla&ssic: eight waste piles, foundations wait for the stock"),
               QT_TRANSLATE_NOOP("Variant", "classic"), waste_piles=8, rule_changes=(("waits_for_stock", True),)),
)})


class GameSpec(NamedTuple):
    """One game.  ``variant_ids``: the option combinations it allows, each with its
    docs/rules.md variant id (daily deals, statistics); ``step_label``: how the table
    labels a foundation's step (``{step}`` is the step); ``intro``: the rules text's
    opening paragraph, ``option_intros`` the one that replaces it under an option."""

    id: str
    title: str
    foundations: tuple[FoundationRule, ...]
    variant_ids: MappingProxyType
    step_label: str
    intro: str
    option_intros: MappingProxyType = MappingProxyType({})

    @property
    def options(self) -> tuple[str, ...]:
        """The options this game allows, in the table's order."""
        allowed = set().union(*self.variant_ids)
        return tuple(o for o in OPTIONS if o in allowed)

    def allows(self, options: Iterable[str]) -> bool:
        return frozenset(options) in self.variant_ids

    def nearest_options(self, options: Iterable[str], required: Iterable[str] = ()) -> frozenset[str] | None:
        """The largest allowed combination within ``options`` that holds ``required``
        (the first in the table on a tie), or None: what a saved choice means for a
        game that lacks some of it."""
        wanted, needed = frozenset(options), frozenset(required)
        fitting = [combo for combo in self.variant_ids if needed <= combo <= wanted]
        return max(fitting, key=len) if fitting else None


def _ids(*pairs: tuple[tuple[str, ...], int]) -> MappingProxyType:
    return MappingProxyType({frozenset(options): vid for options, vid in pairs})


_BY_ONES = FoundationRule(1, 1)
_CALCULATION_STEPS = "+{step}"
_ACE_TO_KING = "{ace}\u2192{king}"  # the Ace's and the King's letters (Variant.step_label)

GAME_TABLE: tuple[GameSpec, ...] = (
    GameSpec(
        "calculation", QT_TRANSLATE_NOOP("Game", "Calculation"),
        tuple(FoundationRule(k, k, preset=True) for k in range(1, 5)),
        _ids(((), 0), ((THREE_PILES,), 1), ((NO_BASES,), 2), ((NO_BASES, THREE_PILES), 3)),
        _CALCULATION_STEPS,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Four foundations build at once: the first by ones, the second by twos, the third by threes and the "
            "fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. "
            "Before play, the first Ace, Two, Three and Four of the deck are laid out as the foundations' bases."),
        MappingProxyType({NO_BASES: QT_TRANSLATE_NOOP(
            "Rules",
            "Four foundations build at once: the first by ones, the second by twos, the third by threes and the "
            "fourth by fours, counting past the King back to the Ace (13 wraps round to 1). Suits never matter. "
            "All four foundations start <b>empty</b>: foundation 1 can only be started with an Ace, foundation 2 "
            "with a Two, foundation 3 with a Three and foundation 4 with a Four, when one turns up.")}),
    ),
    GameSpec(
        "sir-tommy", QT_TRANSLATE_NOOP("Game", "Sir Tommy"),
        (_BY_ONES,) * 4,
        _ids(((), 10), ((THREE_PILES,), 11)),
        _ACE_TO_KING,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Four foundations build up by ones from Ace to King. Suits never matter. Each foundation starts empty; "
            "any Ace may start any empty foundation."),
    ),
    GameSpec(
        "strategy", QT_TRANSLATE_NOOP("Game", "Strategy"),
        (FoundationRule(1, 1, follows_suit=True),) * 4,
        _ids(((), 20), ((THREE_PILES,), 21), ((CLASSIC,), 22)),
        _ACE_TO_KING,
        QT_TRANSLATE_NOOP(
            "Rules",
            "Four foundations build up by ones from Ace to King, each in <b>one suit</b>: the suit of the Ace that "
            "started it. Each foundation starts empty; any Ace may start any empty foundation."),
        MappingProxyType({CLASSIC: QT_TRANSLATE_NOOP(
            "Rules",
            "The game as the classic books give it. Four foundations build up by ones from Ace to King, each in "
            "<b>one suit</b>: the suit of the Ace that started it, and there are <b>eight</b> waste piles. "
            "<b>While the stock lasts</b>, only an Ace may go up (any Ace starts any empty foundation); every other "
            "card goes onto a waste pile, and no waste-pile card may move. Once the stock is used up, the "
            "waste-pile tops build on the foundations.")}),
    ),
)

GAMES_BY_ID: MappingProxyType[str, GameSpec] = MappingProxyType({spec.id: spec for spec in GAME_TABLE})
GAMES: tuple[str, ...] = tuple(GAMES_BY_ID)


def game_spec(game: str) -> GameSpec | None:
    """The table entry of the game ``game`` (its id), or None."""
    return GAMES_BY_ID.get(game)


def games_allowing(option: str) -> tuple[str, ...]:
    """The ids of the games that allow the option ``option``."""
    return tuple(spec.id for spec in GAME_TABLE if option in spec.options)
