"""The translated words of the desktop menu entry and of the AppStream metainfo.

Marked here so that they enter the catalogues with the window's texts
(``packaging/translations.py``); ``packaging/desktop_entry.py`` then writes every
catalogue's translations of them into ``resources/<app id>.desktop`` (``Name[de]=``...)
and ``resources/<app id>.metainfo.xml`` (``<name xml:lang="de">``...).  The menu entry's
name is the game's own title, as the window translates it (context ``Game``).
"""

from __future__ import annotations

from .engine.tr_marks import QT_TRANSLATE_NOOP

NAME = ("Game", "Calculation")
GENERIC_NAME = ("MenuEntry", QT_TRANSLATE_NOOP("MenuEntry", "Patience Game"))
COMMENT = ("MenuEntry", QT_TRANSLATE_NOOP(
    "MenuEntry", "Play Calculation, Sir Tommy and Strategy: patience games for people who like to think ahead"))
# (a list for the menu's search: the words stay separated by semicolons, one at the end)
KEYWORDS = ("MenuEntry", QT_TRANSLATE_NOOP(
    "MenuEntry", "patience;solitaire;cards;calculation;broken intervals;sir tommy;strategy;"))
SUMMARY = ("MenuEntry", QT_TRANSLATE_NOOP("MenuEntry", "Patience games for people who like to think ahead"))

# .desktop key -> its (context, English text)
DESKTOP_KEYS = {"Name": NAME, "GenericName": GENERIC_NAME, "Comment": COMMENT, "Keywords": KEYWORDS}
