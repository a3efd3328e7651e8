"""The player's settings: one object, read and written in one place, whose fields are
declared by the code that brings them.

A setting is a ``Field``: its key in ``settings.json``, its default, the check of its
value, and the settings dialog's group its row goes in.  The window's own settings
(the rules, autoplay, animation, language, the window's geometry) are declared here;
a feature declares its own in its module with ``declare(Field(...))`` (e.g. the
advisor's click strength in ``app/features/advisor_actions.py``), next to the row it
adds to the settings dialog.  ``Settings`` reads a declared field as an attribute
(``settings.autoplay``); assigning a name nobody declared raises AttributeError.

``Settings.load()`` reads ``settings.json`` from the data folder through
``files.load_json``: a file that is no JSON object counts as damaged (set aside, defaults
used); in one that is, every declared field is checked, and an unusable value brings
back that setting's default alone: the file is set aside as it was, the message names
the setting, and the other settings are kept and written anew at once.  Keys no code
has declared yet are kept as they are and written back: the features are imported after
the window appears, and an older program keeps the settings of a newer one.  When a
field is declared after the file was read, its value is checked on first use, by the
same rule.  ``Settings.save()`` writes atomically.  No Qt here.
"""

from __future__ import annotations

import copy
import weakref
from collections.abc import Callable, Iterator
from typing import NamedTuple

from ...engine import GAMES, OPTIONS, Variant, game_spec
from ...engine.games import CLASSIC, NO_BASES, THREE_PILES, WASTE_PILES
from ...i18n import LANGUAGE_CODES
from . import files

FILE_NAME = "settings.json"
WHAT = "settings"

# The settings dialog's groups (``Field.group``): what the game is, how the table looks,
# how the program behaves.  "" : a field without a row (e.g. the window's geometry).
GROUPS = ("rules", "looks", "behaviour")

# Animation speeds offered by the settings dialog: label -> milliseconds per move.
ANIMATION_SPEEDS = {"instant": 0, "fast": 100, "normal": 200, "slow": 400}
MAX_ANIMATION_MS = 2000


class Field(NamedTuple):  # (a named tuple: built at import several times faster than a dataclass)
    """One setting: ``name`` (its JSON key and attribute), ``default``, ``check(value)
    -> bool``, and the settings dialog's ``group`` of its row (one of ``GROUPS``, or ""
    when it has none)."""

    name: str
    default: object
    check: Callable[[object], bool]
    group: str = ""


_SCHEMA: dict[str, Field] = {}
_LOADED: list[weakref.ref] = []  # the settings read from the file (checked as fields come)
_told_bad: set[tuple[str, str]] = set()  # (setting, value) a file held that was set aside for it this run


def declare(*fields: Field) -> tuple[Field, ...]:
    """Make ``fields`` settings (idempotent: a module imported twice declares the same
    fields again).  Returns them, so a module can keep them by name."""
    for field in fields:
        old = _SCHEMA.get(field.name)
        if old is not None and (old.default, old.group) != (field.default, field.group):
            raise ValueError(f"setting {field.name!r} is declared twice, differently")
        if field.group and field.group not in GROUPS:
            raise ValueError(f"setting {field.name!r}: unknown group {field.group!r}")
        if not field.check(field.default):
            raise ValueError(f"setting {field.name!r}: its default {field.default!r} fails its check")
        _SCHEMA.setdefault(field.name, field)
    _LOADED[:] = [ref for ref in _LOADED if ref() is not None]
    for ref in list(_LOADED):  # (values read before: checked now, a bad one said at once)
        ref()._check_late_fields()
    return fields


def declared() -> tuple[Field, ...]:
    """Every declared field, in the order declared (the file's order)."""
    return tuple(_SCHEMA.values())


# -- checks a field may use ----------------------------------------------------------------
def is_bool(v: object) -> bool:
    return isinstance(v, bool)


def int_in(lo: int, hi: int) -> Callable[[object], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def one_of(values) -> Callable[[object], bool]:
    choices = tuple(values)
    return lambda v: isinstance(v, str) and v in choices


def _geometry_ok(value: object) -> bool:
    return value is None or (isinstance(value, list) and len(value) == 4
                             and all(isinstance(v, int) and not isinstance(v, bool) and -100_000 <= v <= 100_000
                                     for v in value))


def _language_ok(v: object) -> bool:
    # a language a newer program offers is not an error: it reads as "system" (i18n.choose_language)
    return v in LANGUAGE_CODES or (isinstance(v, str) and 2 <= len(v) <= 16 and v.replace("_", "").isalpha())


_PILE_COUNTS = {WASTE_PILES} | {o.waste_piles for o in OPTIONS.values() if o.waste_piles}

# The window's own settings (its dialog builds their rows itself).
declare(
    Field("game", "calculation", one_of(GAMES), "rules"),
    Field("waste_piles", 4, lambda v: isinstance(v, int) and not isinstance(v, bool) and v in _PILE_COUNTS, "rules"),
    Field("no_bases", False, is_bool, "rules"),
    Field("classic", False, is_bool, "rules"),
    Field("autoplay", True, is_bool, "behaviour"),           # click-to-play
    Field("animation_ms", 200, int_in(0, MAX_ANIMATION_MS), "looks"),  # 0 = instant
    # [x, y, width, height] or None (the window picks a default)
    Field("window_geometry", None, _geometry_ok),
    # "system" (the system's language) or a code of i18n.LANGUAGES; read at the start
    Field("language", "system", _language_ok, "looks"),
)


class Settings:
    """The settings: declared fields as attributes (compared by value)."""

    __slots__ = ("_values", "_unchecked", "_on_disk", "__weakref__")

    def __init__(self, **values: object):
        """Settings with the given values, the declared defaults for the others.  A key
        nobody has declared yet is kept for the field that will be declared by it."""
        object.__setattr__(self, "_values", dict(values))
        object.__setattr__(self, "_unchecked", set())  # keys read from a file, not yet declared then
        object.__setattr__(self, "_on_disk", None)  # what the file held when last read or written

    def __getattr__(self, name: str) -> object:
        field = _SCHEMA.get(name)
        if field is None or name.startswith("_"):
            raise AttributeError(f"no setting {name!r}")
        values = self._values
        if name in values:
            if name in self._unchecked:
                self._check_late_fields()
                if name not in values:
                    return getattr(self, name)  # (a value this program cannot use: the default)
            return values[name]
        value = values[name] = copy.deepcopy(field.default)
        return value

    def _check_late_fields(self) -> None:
        """Check the values read from the file for fields declared since (by the rule
        of every setting: ``_set_bad_aside``)."""
        self._set_bad_aside(self._take_bad([k for k in self._unchecked if k in _SCHEMA]))

    def _take_bad(self, keys) -> list[tuple[str, str]]:
        """Check the values of ``keys`` (declared fields read from the file): the
        unusable ones are dropped (they read as their defaults) and returned as
        (key, the value's words)."""
        bad = []
        for key in keys:
            self._unchecked.discard(key)
            if not _SCHEMA[key].check(self._values[key]):
                bad.append((key, repr(self._values.pop(key))[:80]))
        return bad

    def _set_bad_aside(self, bad: list[tuple[str, str]], at_load: bool = False) -> None:
        """The rule of every setting: a file holding an unusable value is set aside as
        it was and said, naming the settings (a value found late: once a run); those
        settings read as their defaults, and the others are kept and written anew at
        once, so the next start has them too."""
        fresh = bad if at_load else [b for b in bad if b not in _told_bad]
        _told_bad.update(bad)
        if not fresh:
            return
        names = list(dict.fromkeys(key for key, _value in fresh))
        if len(names) == 1:
            moved = files.set_aside(FILE_NAME, WHAT, "bad_setting", setting=names[0])
        else:
            moved = files.set_aside(FILE_NAME, WHAT, "bad_settings", settings=", ".join(names))
        if moved:
            try:
                files.save_json(FILE_NAME, self.to_dict(), WHAT)
                object.__setattr__(self, "_on_disk", self.to_dict())
            except (files.StorageError, ValueError):
                pass  # (the next save tries again and says why it failed)

    def __setattr__(self, name: str, value: object) -> None:
        if name not in _SCHEMA:
            raise AttributeError(f"no setting {name!r}")
        self._values[name] = value
        self._unchecked.discard(name)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.to_dict() == other.to_dict()

    __hash__ = None  # (mutable)

    def __repr__(self) -> str:
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in self.to_dict().items())})"

    def __deepcopy__(self, memo) -> Settings:
        return self.copy()

    def copy(self) -> Settings:
        new = Settings(**copy.deepcopy(self._values))
        new._unchecked.update(self._unchecked)
        return new

    def take(self, other: Settings) -> None:
        """Take over every value of ``other`` (e.g. the settings dialog's result)."""
        fresh = other.copy()
        object.__setattr__(self, "_values", fresh._values)
        object.__setattr__(self, "_unchecked", fresh._unchecked)

    def _names(self) -> Iterator[str]:
        yield from _SCHEMA
        yield from (k for k in self._values if k not in _SCHEMA)

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
        """Raise ValueError naming the first declared field with a wrong type or value."""
        for field in declared():
            value = getattr(self, field.name)  # (an unusable value read from a file reads as the default)
            if not field.check(value):
                raise ValueError(f"setting {field.name!r} has an unusable value {value!r}")
        return self

    def to_dict(self) -> dict:
        """Every value as a new dict (lists copied): the declared fields in their order,
        then the keys kept for fields not declared yet."""
        out = {}
        for name in self._names():
            value = getattr(self, name) if name in _SCHEMA else self._values[name]
            out[name] = copy.deepcopy(value)
        return out

    @classmethod
    def from_dict(cls, data: object) -> Settings:
        """Settings from parsed JSON; missing keys take their defaults, keys not declared
        are kept for later, a declared key with a wrong type or value raises ValueError."""
        if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
            raise ValueError("the settings file does not hold a JSON object")
        values = {k: v for k, v in data.items() if k != "version"}  # (the file's format: files.save_json)
        settings = cls(**values)
        settings._unchecked.update(k for k in values if k not in _SCHEMA)
        settings.validate()
        return settings

    # -- persistence --------------------------------------------------------------------
    @classmethod
    def load(cls) -> Settings:
        """The settings the file holds: one that is no JSON object gives the defaults
        (set aside, said); an unusable value of a setting gives that setting's default
        alone (``_set_bad_aside``)."""
        settings, bad = files.load_json(FILE_NAME, cls._from_file, lambda: (cls(), []), WHAT)
        _LOADED.append(weakref.ref(settings))
        object.__setattr__(settings, "_on_disk", settings.to_dict())
        settings._set_bad_aside(bad, at_load=True)
        return settings

    @classmethod
    def _from_file(cls, data: object) -> tuple[Settings, list[tuple[str, str]]]:
        """Like ``from_dict``, but an unusable value of a declared field is left out
        (the field reads as its default) and returned, as (key, the value's words)."""
        if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
            raise ValueError("the settings file does not hold a JSON object")
        settings = cls(**{k: v for k, v in data.items() if k != "version"})
        settings._unchecked.update(k for k in settings._values if k not in _SCHEMA)
        return settings, settings._take_bad([k for k in settings._values if k in _SCHEMA])

    def save(self) -> None:
        """Write the settings changed since they were read (or last written), merged into
        what the file holds now: another window's changes meanwhile are kept (each
        window writing its whole settings reverted the other's).  Raises
        files.StorageError (saying which problem) on failure."""
        ours = self.validate().to_dict()
        before = self._on_disk
        if before is None:  # (never read from the file: these settings are written whole)
            merged = ours
        else:
            fresh, _set_aside = files.reread_json(FILE_NAME, Settings.from_dict, WHAT)
            merged = fresh.to_dict() if fresh is not None else dict(before)
            merged.update({k: v for k, v in ours.items() if _held(before, k) != v})
        files.save_json(FILE_NAME, merged, WHAT)
        object.__setattr__(self, "_on_disk", ours)


def _held(on_disk: dict, name: str) -> object:
    """What ``on_disk`` (a file's settings) says of ``name``: a key it lacks is the default."""
    if name in on_disk:
        return on_disk[name]
    field = _SCHEMA.get(name)
    return field.default if field is not None else _ABSENT


_ABSENT = object()  # (a key neither the file nor the program knows)
