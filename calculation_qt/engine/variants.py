"""A variant: one game of the table (games.py) with its options, as ``Variant``.

Every variant is four foundations described by one ``FoundationRule`` each plus a
number of waste piles, all built from the game's table entry.  The move logic in
``state.py`` reads these rules; there is no per-game code anywhere else.
"""

from __future__ import annotations

from .errors import NotationError
from .games import (
    CLASSIC,
    GAME_TABLE,
    GAMES,
    GAMES_BY_ID,
    NO_BASES,
    OPTIONS,
    THREE_PILES,
    WASTE_PILES,
    GameSpec,
)
from .values import Frozen

_FOUNDATIONS: dict[tuple[str, frozenset], tuple] = {}  # (game, options) -> the variant's FoundationRules


class Variant(Frozen):
    """A game and its options.  ``waste_piles`` 0 (the default) means the number the
    options give (4, or what an option sets); ``Variant.of`` builds one from option ids.
    ``foundations``: its four FoundationRules (shared by equal variants; not compared)."""

    __slots__ = ("game", "waste_piles", "no_bases", "classic", "foundations")
    _fields = ("game", "waste_piles", "no_bases", "classic")

    def __init__(self, game: str = "calculation", waste_piles: int = 0, no_bases: bool = False,
                 classic: bool = False) -> None:
        spec = GAMES_BY_ID.get(game)
        if spec is None:
            raise NotationError(f"unknown game {game!r} (one of {', '.join(GAMES)})")
        options = {o for o, on in ((NO_BASES, no_bases), (CLASSIC, classic)) if on}
        set_by = next((o for o in OPTIONS if o in options and OPTIONS[o].waste_piles), None)
        usual = OPTIONS[set_by].waste_piles if set_by else WASTE_PILES
        piles = waste_piles or usual
        three = OPTIONS[THREE_PILES].waste_piles
        if piles == three and set_by is None:
            options.add(THREE_PILES)
        elif piles != usual:
            allowed = f"{usual} with the option {set_by}" if set_by else f"{usual} or {three}"
            raise NotationError(f"waste piles must be {allowed}, not {waste_piles!r}")
        if not spec.allows(options):
            raise NotationError(_not_allowed(spec, options))
        key = (game, frozenset(options))
        rules = _FOUNDATIONS.get(key)
        if rules is None:
            rules = spec.foundations
            for o in OPTIONS:
                if o in options:
                    rules = OPTIONS[o].apply(rules)
            _FOUNDATIONS[key] = rules
        self._init(game=game, waste_piles=piles, no_bases=no_bases, classic=classic, foundations=rules)

    @staticmethod
    def of(game: str, options=()) -> Variant:
        """The variant of ``game`` with the option ids ``options`` (NotationError if
        the game does not allow that combination)."""
        options = frozenset(options)
        unknown = options - set(OPTIONS)
        if unknown:
            raise NotationError(f"unknown option {sorted(unknown)[0]!r} (one of {', '.join(OPTIONS)})")
        piles = OPTIONS[THREE_PILES].waste_piles if THREE_PILES in options else 0
        return Variant(game, piles, NO_BASES in options, CLASSIC in options)

    @property
    def spec(self) -> GameSpec:
        """The game's table entry."""
        return GAMES_BY_ID[self.game]

    @property
    def options(self) -> frozenset[str]:
        """The option ids in effect (``three_piles``, ``no_bases``, ``classic``)."""
        on = {THREE_PILES: self.waste_piles == OPTIONS[THREE_PILES].waste_piles,
              NO_BASES: self.no_bases, CLASSIC: self.classic}
        return frozenset(o for o, yes in on.items() if yes)

    @property
    def has_preset_bases(self) -> bool:
        return any(rule.preset for rule in self.foundations)

    @property
    def longest_waste_pile(self) -> int:
        """The most cards one waste pile can hold: every card not dealt to a foundation."""
        return 52 - sum(1 for rule in self.foundations if rule.preset)

    @property
    def any_foundation_starts(self) -> bool:
        """True where all four foundations start alike (an Ace may start any of them)."""
        return len(set(self.foundations)) == 1

    @property
    def foundations_wait_for_stock(self) -> bool:
        """While the stock lasts, foundations take only their first card from the stock."""
        return any(rule.waits_for_stock for rule in self.foundations)

    @property
    def variant_id(self) -> int:
        """The docs/rules.md variant id (daily-deal numbering, statistics)."""
        return self.spec.variant_ids[self.options]

    @property
    def key(self) -> str:
        """A stable text id, for statistics and saved files: e.g. ``calculation-3-nobases``."""
        return f"{self.game}-{self.waste_piles}" + "".join(
            f"-{option.key}" for o, option in OPTIONS.items() if option.key and o in self.options)

    @property
    def title(self) -> str:
        """The English name, e.g. "Calculation, three waste piles" (the window translates
        its parts: calculation_qt.i18n.variant_title)."""
        return ", ".join([self.spec.title] + [OPTIONS[o].title for o in OPTIONS if o in self.options])

    def step_label(self, k: int, ace: str = "A", king: str = "K") -> str:
        """How the table labels foundation ``k``'s step ("+2", "A→K"); ``ace``, ``king``:
        those ranks' letters as the card faces show them (``i18n.rank_letter``)."""
        return self.spec.step_label.format(step=self.foundations[k].step, ace=ace, king=king)

    @property
    def intro(self) -> str:
        """The rules text's opening paragraph (marked for translation, context "Rules")."""
        for o in self.options:
            if o in self.spec.option_intros:
                return self.spec.option_intros[o]
        return self.spec.intro

    def to_dict(self) -> dict:
        data = {"game": self.game, "waste_piles": self.waste_piles, "no_bases": self.no_bases}
        if self.classic:
            data["classic"] = True  # only when set: records stay as they were for every other game
        return data

    @staticmethod
    def from_key(key: str) -> Variant:
        parts = key.split("-")
        suffixes = {option.key: o for o, option in OPTIONS.items() if option.key}
        options = set()
        while parts and parts[-1] in suffixes:
            options.add(suffixes[parts.pop()])
        try:
            piles = int(parts[-1])
        except (ValueError, IndexError):
            raise NotationError(f"{key!r} is not a variant key") from None
        variant = Variant("-".join(parts[:-1]), piles, NO_BASES in options, CLASSIC in options)
        if variant.key != key:
            raise NotationError(f"{key!r} is not a variant key")
        return variant


def _not_allowed(spec: GameSpec, options: set[str]) -> str:
    names = " and ".join(sorted(options))
    return f"{spec.id} does not allow the option{'s' if len(options) > 1 else ''} {names}"


ALL_VARIANTS: tuple[Variant, ...] = tuple(
    Variant.of(spec.id, options) for spec in GAME_TABLE for options in spec.variant_ids)
