"""The engine's marker for texts the window translates.

The engine never imports Qt and keeps its English texts (the command-line tools print
them).  A text a player may also see in the window (a rank, a suit, a game's name, a
move's description) is written ``QT_TRANSLATE_NOOP("Context", "English text")``: at run
time that is the English text itself, and ``pyside6-lupdate`` (which recognises the
name) puts the text in the catalogues under that context, so that the window can look
it up with ``QCoreApplication.translate("Context", text)`` (see ``calculation_qt.i18n``).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """``text``, unchanged; marked for translation under ``context``."""
    return text
