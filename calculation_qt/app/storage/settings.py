"""The player's settings: one typed object with defaults, read and written in one place.

``Settings.load()`` reads ``settings.json`` from the data folder through
``storage.load_json``: every known field is checked for type and range (a wrong one
makes the whole file count as damaged, so it is set aside and defaults are used), and
unknown keys are ignored so that an older program can read a newer file.
``Settings.save()`` writes it atomically.  No Qt here.

Other modules may ADD fields (with defaults) by extending ``Settings.__init__``,
``Settings.FIELDS`` and ``_FIELDS``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ...engine import GAMES, OPTIONS, Variant, game_spec
from ...engine.games import CLASSIC, NO_BASES, THREE_PILES, WASTE_PILES
from ...i18n import LANGUAGE_CODES
from . import files as storage

FILE_NAME = "settings.json"
WHAT = "settings"

CLICK_STRENGTHS = ("rating", "quick", "advisor")
AUTO_FOUNDATIONS = ("off", "safe", "finish")
# Animation speeds offered by the settings dialog: label -> milliseconds per move.
ANIMATION_SPEEDS = {"instant": 0, "fast": 100, "normal": 200, "slow": 400}
MAX_ANIMATION_MS = 2000
# The table's felt colours and the card backs (drawn by ui/table_view.py and ui/card_back.py).
TABLE_COLOURS = ("green", "blue", "red", "dark")
CARD_BACKS = ("blue", "red", "green")


def _geometry_ok(value: object) -> bool:
    return (isinstance(value, list) and len(value) == 4
            and all(isinstance(v, int) and not isinstance(v, bool) and -100_000 <= v <= 100_000 for v in value))


@dataclass(slots=True)
class Settings:
    """The settings (validated by ``validate``; compared by value)."""

    # the fields, in the file's order
    FIELDS: ClassVar[tuple[str, ...]] = ("game", "waste_piles", "no_bases", "classic", "autoplay", "winnable_deals",
                                         "animation_ms", "click_strength", "window_geometry", "language",
                                         "auto_foundations", "confirm_abandon", "show_clock",
                                         "table_colour", "card_back", "large_print")

    game: str = "calculation"
    waste_piles: int = 4
    no_bases: bool = False
    classic: bool = False
    autoplay: bool = True                     # click-to-play
    winnable_deals: bool = False
    animation_ms: int = 200                   # 0 = instant
    click_strength: str = "rating"            # "rating" | "quick" | "advisor"
    # window geometry [x, y, width, height] or None (the window picks a default)
    window_geometry: list[int] | None = None
    # "system" (the system's language) or a code of i18n.LANGUAGES; read at the start
    language: str = "system"
    # "Move cards to the foundations for me": "off" | "safe" | "finish" (app/auto_finish.py)
    auto_foundations: str = "finish"
    confirm_abandon: bool = True              # ask before abandoning a game (app/abandon_guard.py)
    show_clock: bool = False                  # the game's clock in the status bar (app/game_clock.py)
    # the table's looks (app/appearance.py): felt colour, card back, large-print faces
    table_colour: str = "green"
    card_back: str = "blue"
    large_print: bool = False

    # -- the rules this selects -------------------------------------------------------
    @property
    def variant(self) -> Variant:
        """The variant these settings choose; options the game does not allow are left out."""
        chosen = ((THREE_PILES, self.waste_piles == OPTIONS[THREE_PILES].waste_piles),
                  (NO_BASES, self.no_bases), (CLASSIC, self.classic))
        return Variant.of(self.game, game_spec(self.game).nearest_options(o for o, on in chosen if on))

    def set_variant(self, variant: Variant) -> None:
        self.game, self.waste_piles = variant.game, variant.waste_piles
        self.no_bases, self.classic = variant.no_bases, variant.classic

    # -- validation ---------------------------------------------------------------------
    def validate(self) -> Settings:
        """Raise ValueError naming the first field with a wrong type or value."""
        for name in self.FIELDS:
            check = _FIELDS.get(name)
            if check is not None and not check(getattr(self, name)):
                raise ValueError(f"setting {name!r} has an unusable value {getattr(self, name)!r}")
        return self

    def to_dict(self) -> dict:
        """The fields as a new dict (lists copied, as ``dataclasses.asdict`` does)."""
        return {name: (list(value) if isinstance(value, list) else value)
                for name in self.FIELDS for value in (getattr(self, name),)}

    @classmethod
    def from_dict(cls, data: object) -> Settings:
        """Settings from parsed JSON; unknown keys are ignored, missing keys take their
        defaults, a known key with a wrong type or value raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError("the settings file does not hold a JSON object")
        known = set(cls.FIELDS)
        values = {k: v for k, v in data.items() if k in known}
        settings = cls(**values)
        settings.validate()
        return settings

    # -- persistence --------------------------------------------------------------------
    @classmethod
    def load(cls) -> Settings:
        return storage.load_json(FILE_NAME, cls.from_dict, cls, WHAT)

    def save(self) -> None:
        """Write the settings; raises storage.StorageError with a plain message on failure."""
        storage.save_json(FILE_NAME, self.validate().to_dict(), WHAT)


def _is_bool(v: object) -> bool:
    return isinstance(v, bool)


def _int_in(lo: int, hi: int) -> Callable[[object], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


_PILE_COUNTS = {WASTE_PILES} | {o.waste_piles for o in OPTIONS.values() if o.waste_piles}
_FIELDS: dict[str, Callable[[object], bool]] = {
    "game": lambda v: v in GAMES,
    "waste_piles": lambda v: isinstance(v, int) and not isinstance(v, bool) and v in _PILE_COUNTS,
    "no_bases": _is_bool,
    "classic": _is_bool,
    "autoplay": _is_bool,
    "winnable_deals": _is_bool,
    "animation_ms": _int_in(0, MAX_ANIMATION_MS),
    "click_strength": lambda v: v in CLICK_STRENGTHS,
    "window_geometry": lambda v: v is None or _geometry_ok(v),
    # a language a newer program offers is not an error: it reads as "system" (i18n.choose_language)
    "language": lambda v: v in LANGUAGE_CODES or (isinstance(v, str) and 2 <= len(v) <= 16
                                                   and v.replace("_", "").isalpha()),
    "auto_foundations": lambda v: v in AUTO_FOUNDATIONS,
    "confirm_abandon": _is_bool,
    "show_clock": _is_bool,
    "table_colour": lambda v: v in TABLE_COLOURS,
    "card_back": lambda v: v in CARD_BACKS,
    "large_print": _is_bool,
}
