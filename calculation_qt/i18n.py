"""The player's language: which one, its catalogues, and the engine's texts in it.

The window speaks the system's language (``QLocale.system().uiLanguages()``, which Qt
reads from ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG`` on Linux) when it has a
catalogue for it, else English; the Language setting (``Settings.language``) overrides
that.  Numbers and dates follow the language spoken (``formats_locale``).  ``install()``
runs once at the program's start, before any window exists, so a changed setting
applies at the next start (the settings dialog says so): widgets take their texts when
they are built.

Catalogues: ``resources/translations/calculation_<code>.ts`` (the sources, made by
``pyside6-lupdate``, see ``packaging/translations.py``) compiled to ``.qm`` files beside
them, which are installed as package data (``calculation_qt.resources``).  Qt's own
texts (dialog buttons, the line edit's menu) come from the ``qtbase_<code>.qm``
catalogues that the PySide6 wheel ships, when present.

No Qt at import (the settings module reads ``LANGUAGE_CODES`` before PySide6 is
loaded, see ``app.main``); the functions import what they use.
"""

from __future__ import annotations

from .engine.cards import RANK_NAMES, SUIT_NAMES
from .engine.games import GAMES_BY_ID, OPTIONS
from .engine.tr_marks import QT_TRANSLATE_NOOP

# The Language setting's values and how the settings dialog names them: each language by
# its own name, so that a player can find theirs whatever language the window speaks.
LANGUAGES = {"system": "", "en": "English", "de": "Deutsch", "fr": "Fran\u00e7ais", "es": "Espa\u00f1ol",
             "it": "Italiano", "nl": "Nederlands", "pl": "Polski", "pt_BR": "Portugu\u00eas (Brasil)",
             "ru": "\u0420\u0443\u0441\u0441\u043a\u0438\u0439"}
LANGUAGE_CODES = tuple(LANGUAGES)
# the languages with a full catalogue (English is the source)
TRANSLATED = ("de", "fr", "es", "it", "nl", "pl", "pt_BR", "ru")
# a system language without its own catalogue that reads one of these well enough
NEAREST = {"pt": "pt_BR"}
CATALOGUE_FOLDER = "translations"  # in calculation_qt.resources
CATALOGUE_PREFIX = "calculation_"

_translators: list = []  # the installed QTranslators (Qt does not own them)
_card_names: dict = {}  # card -> its name in the installed language (52 card items ask at the start)


# -- choosing and installing -----------------------------------------------------------------
def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred languages that the game speaks, else "en"."""
    if ui_languages is None:
        from PySide6.QtCore import QLocale

        ui_languages = QLocale.system().uiLanguages()
    for tag in ui_languages:
        parts = tag.replace("-", "_").split("_")
        code = parts[0].lower()
        regional = f"{code}_{parts[1].upper()}" if len(parts) > 1 else code
        if regional in TRANSLATED:
            return regional
        if code == "en" or code in TRANSLATED:
            return code
        if code in NEAREST:
            return NEAREST[code]
    return "en"


def choose_language(setting: str) -> str:
    """The language code the window speaks for the Language setting ``setting``."""
    if setting in LANGUAGES and setting != "system":
        return setting
    return system_language()


def catalogue_path(code: str) -> str | None:
    """The file path of the game's compiled catalogue for ``code``, or None if missing.

    Looked up by path first (an installed wheel and the bundle hold
    calculation_qt/resources/, a checkout the top-level resources/ that setup.py maps
    there): importing importlib.resources would add ~12 ms to the window's start."""
    import os

    name = f"{CATALOGUE_PREFIX}{code}.qm"
    package = os.path.dirname(os.path.abspath(__file__))
    for folder in (os.path.join(package, "resources"), os.path.join(os.path.dirname(package), "resources")):
        path = os.path.join(folder, CATALOGUE_FOLDER, name)
        if os.path.isfile(path):
            return path
    from . import resources

    item = resources.root() / CATALOGUE_FOLDER / name
    return str(item) if item.is_file() else None


def qt_catalogue_path(code: str) -> str | None:
    """Qt's own catalogue (``qtbase_<code>.qm`` in the PySide6 wheel), or None if missing."""
    import os

    from PySide6.QtCore import QLibraryInfo

    path = os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{code}.qm")
    return path if os.path.isfile(path) else None


def install(app, setting: str = "system") -> str:
    """Make ``app`` speak the language of ``setting``: load its catalogues (the game's
    and Qt's), and for a chosen language also its number and date formats (with
    "system" they follow the system's locale).  Returns the language code in use.
    A missing catalogue leaves those texts in English; nothing here raises."""
    from PySide6.QtCore import QLocale

    code = choose_language(setting)
    locale = formats_locale(code, setting, QLocale.system())
    if locale is not None:
        QLocale.setDefault(locale)
    install_catalogues(app, code)
    return code


def formats_locale(code: str, setting: str, system):
    """The QLocale whose number and date formats go with the language ``code``, or None
    to keep the system's: a chosen language brings its own; with "system", the system's
    locale is kept unless it is of another language than the one spoken (e.g. the C
    locale under LANGUAGE=fr, which would write ISO dates in a French window)."""
    from PySide6.QtCore import QLocale

    wanted = QLocale(code)
    if setting != "system":
        return wanted
    if code != "en" and system.language() != wanted.language():
        return wanted
    return None


def install_catalogues(app, code: str) -> None:
    """Replace the installed catalogues by those of ``code``: Qt's own (none for
    English) and the game's (for English, only its plural forms)."""
    from PySide6.QtCore import QTranslator

    uninstall(app)
    paths = [catalogue_path(code)] if code == "en" else [qt_catalogue_path(code), catalogue_path(code)]
    for path in paths:
        translator = QTranslator(app)
        if path is not None and translator.load(path):
            app.installTranslator(translator)
            _translators.append(translator)


def uninstall(app) -> None:
    """Remove the catalogues ``install`` loaded (tests switch languages with it)."""
    while _translators:
        app.removeTranslator(_translators.pop())
    _card_names.clear()


# -- the engine's texts and other pieces in the window's language --------------------------------
def translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
    """``text`` (already marked for lupdate, e.g. by QT_TRANSLATE_NOOP) in the window's language."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text, disambiguation, n)


#: A card's name, e.g. "Seven of Hearts": {rank} is a rank (Ace, Two... King) and {suit} a suit (Spades...).
CARD_NAME = QT_TRANSLATE_NOOP("Card", "{rank} of {suit}")


def rank_name(value: int) -> str:
    """A rank's name (1 = Ace .. 13 = King)."""
    return translate("Card", RANK_NAMES[value])


def suit_name(suit: str) -> str:
    """A suit's name (``S H D C``)."""
    return translate("Card", SUIT_NAMES[suit])


_deck_letters: dict[int, str] = {}  # the chosen deck's own index letters (set_deck_letters)


def set_deck_letters(letters: dict[int, str] | None) -> bool:
    """The chosen card deck's index letters where they are not A, J, Q, K (a German
    deck's "D" and "B"), None for those; True if that changed what labels show."""
    global _deck_letters
    new = dict(letters or {})
    changed = new != _deck_letters
    _deck_letters = new
    return changed


def rank_letter(value: int) -> str:
    """A rank as the card faces show it, for a label: "A", "7", "10", "J", "Q", "K", or
    the chosen deck's own letter ("D" for a Queen of KDE's German xskat deck), so that a
    label never names a letter that is on no card."""
    if value in _deck_letters:
        return _deck_letters[value]
    from .ui.cards.card_face import rank_text

    return rank_text(value)


def card_name(card) -> str:
    """A card's name, e.g. "Seven of Hearts" / "Herz-Sieben"."""
    name = _card_names.get(card)
    if name is None:
        name = translate("Card", CARD_NAME).format(rank=rank_name(card.rank), suit=suit_name(card.suit))
        _card_names[card] = name
    return name


def card_title(card) -> str:
    """A card's name starting with a capital, where it stands alone (a tooltip): most
    languages write card names in lower case inside a sentence ("le sept de cœur")."""
    name = card_name(card)
    return name[:1].upper() + name[1:]


def game_title(game: str) -> str:
    """A game's name, from its id (e.g. ``sir-tommy``)."""
    return translate("Game", GAMES_BY_ID[game].title)


def variant_title(variant) -> str:
    """A variant's name, e.g. "Calculation, three waste piles"."""
    parts = [game_title(variant.game)] + [translate("Variant", OPTIONS[o].title) for o in OPTIONS if o in variant.options]
    return ", ".join(parts)


#: How a game's deal is named in a sentence: a daily deal by its date, a numbered deal by
#: its number, a deck given card by card as such.
DEAL_NAMES = {
    "daily": QT_TRANSLATE_NOOP("Deal", "daily deal {date}"),
    "number": QT_TRANSLATE_NOOP("Deal", "deal {number}"),
    "deck": QT_TRANSLATE_NOOP("Deal", "hand-made deck"),
}


def deal_name(deal: int | None, daily: str | None = None) -> str:
    """"daily deal 02.12.26" (the locale's date), "deal 123456789" or "hand-made deck"."""
    if daily:
        return translate("Deal", DEAL_NAMES["daily"]).format(date=date(daily))
    if deal is None:
        return translate("Deal", DEAL_NAMES["deck"])
    return translate("Deal", DEAL_NAMES["number"]).format(number=deal)


# -- numbers --------------------------------------------------------------------------------------
def number(value: int | float, decimals: int = 0) -> str:
    """``value`` as the window's locale writes numbers (grouping, decimal comma...)."""
    from PySide6.QtCore import QLocale

    locale = QLocale()
    if decimals:
        return locale.toString(float(value), "f", decimals)
    value = int(round(value))
    if abs(value) < 2**63:
        return locale.toString(value)
    return f"{value:,}".replace(",", locale.groupSeparator())  # beyond Qt's 64-bit integers


#: A percentage: {value} is the number, written the locale's way (French puts a space before %).
PERCENT = QT_TRANSLATE_NOOP("Number", "{value}%")


def percent(value: float | None, decimals: int = 0) -> str:
    """A percentage in the window's language, e.g. "42%" / "42 %"; a dash for None."""
    if value is None:
        return "\u2013"
    return translate("Number", PERCENT).format(value=number(value, decimals))


def date_time(iso: str) -> str:
    """A local date and time saved as ISO 8601 text, the locale's short way ("01.12.26 21:05");
    as ISO (without seconds) under the C locale, or if Qt cannot read it."""
    from PySide6.QtCore import QDateTime, QLocale, Qt

    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    locale = QLocale()
    if not moment.isValid() or locale.language() == QLocale.Language.C:
        return iso.replace("T", " ")[:16]
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


def date(iso: str) -> str:
    """A date saved as ISO 8601 text ("2026-11-30"), the locale's short way; as it is under
    the C locale, or if Qt cannot read it."""
    from PySide6.QtCore import QDate, QLocale, Qt

    day = QDate.fromString(iso, Qt.DateFormat.ISODate)
    locale = QLocale()
    if not day.isValid() or locale.language() == QLocale.Language.C:
        return iso
    return locale.toString(day, QLocale.FormatType.ShortFormat)
