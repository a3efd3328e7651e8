"""The games of RULES.md as data.

Every game is four foundations described by one ``FoundationRule`` each (how the
foundation starts, its step, whether it follows the suit of its first card) plus a
number of waste piles.  The move logic in ``state.py`` reads these rules; there is no
per-game code anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import NotationError
from .tr_marks import QT_TRANSLATE_NOOP

GAMES = ("calculation", "sir-tommy", "strategy")
# English names (the window translates them: calculation_qt.i18n.game_title)
GAME_TITLES = {"calculation": QT_TRANSLATE_NOOP("Game", "Calculation"),
               "sir-tommy": QT_TRANSLATE_NOOP("Game", "Sir Tommy"),
               "strategy": QT_TRANSLATE_NOOP("Game", "Strategy")}
_GAME_IDS = {"calculation": 0, "sir-tommy": 10, "strategy": 20}
_FOUNDATIONS: dict[tuple[str, bool], tuple] = {}  # (game, no_bases) -> the variant's FoundationRules


@dataclass(frozen=True, slots=True)
class FoundationRule:
    """How one foundation builds.

    ``start`` is the value of its first card (the base).  ``preset`` means that card
    is taken out of the deck and placed before play starts; otherwise the foundation
    starts empty and takes a card of value ``start`` from play.  After value v it
    wants ``((v - 1 + step) % 13) + 1``.  ``follows_suit``: every later card must be
    of the suit of the first one.  Every foundation holds 13 cards and ends on a King.
    """

    start: int
    step: int
    preset: bool = False
    follows_suit: bool = False
    # The 13 values in the order the foundation takes them (worked out once, not compared).
    sequence: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        values = [self.start]
        while len(values) < 13:
            values.append(self.next_value(values[-1]))
        object.__setattr__(self, "sequence", tuple(values))

    def next_value(self, value: int) -> int:
        return (value - 1 + self.step) % 13 + 1

    def label(self) -> str:
        return "A\u2192K" if self.step == 1 else f"+{self.step}"


@dataclass(frozen=True, slots=True)
class Variant:
    game: str = "calculation"
    waste_piles: int = 4
    no_bases: bool = False
    # the four FoundationRules (shared by equal variants; not compared)
    foundations: tuple[FoundationRule, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise NotationError(f"unknown game {self.game!r} (one of {', '.join(GAMES)})")
        if self.waste_piles not in (3, 4):
            raise NotationError(f"waste piles must be 3 or 4, not {self.waste_piles!r}")
        if self.no_bases and self.game != "calculation":
            raise NotationError("the option no_bases belongs to calculation only")
        rules = _FOUNDATIONS.get((self.game, self.no_bases))
        if rules is None:
            if self.game == "calculation":
                rules = tuple(FoundationRule(k, k, preset=not self.no_bases) for k in range(1, 5))
            else:
                rules = tuple(FoundationRule(1, 1, follows_suit=self.game == "strategy") for _ in range(4))
            _FOUNDATIONS[self.game, self.no_bases] = rules
        object.__setattr__(self, "foundations", rules)

    @property
    def has_preset_bases(self) -> bool:
        return any(rule.preset for rule in self.foundations)

    @property
    def any_foundation_starts(self) -> bool:
        """True where all four foundations start alike (an Ace may start any of them)."""
        return len(set(self.foundations)) == 1

    @property
    def variant_id(self) -> int:
        """The RULES.md variant id used by the daily-deal numbering."""
        return _GAME_IDS[self.game] + (2 if self.no_bases else 0) + (1 if self.waste_piles == 3 else 0)

    @property
    def key(self) -> str:
        """A stable text id, for statistics and saved files: e.g. ``calculation-3-nobases``."""
        return f"{self.game}-{self.waste_piles}" + ("-nobases" if self.no_bases else "")

    @property
    def title(self) -> str:
        parts = [GAME_TITLES[self.game]]
        if self.waste_piles == 3:
            parts.append("three waste piles")
        if self.no_bases:
            parts.append("no foundations in advance")
        return ", ".join(parts)

    def to_dict(self) -> dict:
        return {"game": self.game, "waste_piles": self.waste_piles, "no_bases": self.no_bases}

    @staticmethod
    def from_key(key: str) -> Variant:
        parts = key.split("-")
        no_bases = parts[-1] == "nobases"
        if no_bases:
            parts = parts[:-1]
        try:
            piles = int(parts[-1])
        except (ValueError, IndexError):
            raise NotationError(f"{key!r} is not a variant key") from None
        return Variant("-".join(parts[:-1]), piles, no_bases)


ALL_VARIANTS: tuple[Variant, ...] = tuple(
    Variant(g, w, nb)
    for g in GAMES
    for nb in ((False, True) if g == "calculation" else (False,))
    for w in (4, 3)
)
