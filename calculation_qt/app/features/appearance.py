"""The table to the player's taste: the felt colour, the card back and large print;
and status messages too long for the status bar shown whole in the banner.

A feature (see ``registry.py``): ``install(window)`` adds three rows to the settings
dialog's Table box (Table colour, Card back, Large print) and applies the settings to
the table at once, at the start and whenever the settings change
(``window.settingsChanged``).  A colour chosen in the dialog shows on the table at
once, before OK; Cancel puts the saved one back.  The faces and backs are drawn by the program
(``ui/cards/card_face.py``, ``ui/cards/card_back.py``); large print also widens the waste piles'
fan step to its bigger index (``scene.refresh_layout()``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ...ui.cards.card_art import PIXMAPS
from ...ui.cards.card_back import back_title
from ...ui.table_view import felt_title
from ..storage.settings import Field, Settings, declare, is_bool, one_of
from .registry import SettingsRow

if TYPE_CHECKING:  # the rows' widgets are imported when the settings dialog makes them
    from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

# The table's felt colours and the card backs (drawn by ui/table_view.py and ui/cards/card_back.py).
TABLE_COLOURS = ("green", "blue", "red", "dark")
CARD_BACKS = ("blue", "red", "green")
# The settings this feature brings.
TABLE_COLOUR, CARD_BACK, LARGE_PRINT = declare(
    Field("table_colour", "green", one_of(TABLE_COLOURS), "looks"),
    Field("card_back", "blue", one_of(CARD_BACKS), "looks"),
    Field("large_print", False, is_bool, "looks"))


def _combo(parent: QWidget, names, title, current: str, accessible: str) -> QComboBox:
    from PySide6.QtWidgets import QComboBox

    combo = QComboBox(parent)
    combo.setAccessibleName(accessible)
    for name in names:
        combo.addItem(title(name), name)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


def _make_colour(parent: QWidget, settings: Settings) -> QWidget:
    return _combo(parent, TABLE_COLOURS, felt_title, settings.table_colour,
                  QCoreApplication.translate("Appearance", "Table colour"))


def _read_colour(widget: QComboBox, settings: Settings) -> None:
    settings.table_colour = widget.currentData()


def _make_back(parent: QWidget, settings: Settings) -> QWidget:
    return _combo(parent, CARD_BACKS, back_title, settings.card_back,
                  QCoreApplication.translate("Appearance", "Card back"))


def _read_back(widget: QComboBox, settings: Settings) -> None:
    settings.card_back = widget.currentData()


def _make_large_print(parent: QWidget, settings: Settings) -> QWidget:
    from PySide6.QtWidgets import QCheckBox

    box = QCheckBox(QCoreApplication.translate("Appearance", "Large p&rint: big ranks and suits on the cards"),
                    parent)
    box.setChecked(settings.large_print)
    return box


def _read_large_print(widget: QCheckBox, settings: Settings) -> None:
    settings.large_print = widget.isChecked()


class Appearance(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        features = window.features
        features.add_settings_row(SettingsRow(TABLE_COLOUR.name, TABLE_COLOUR.group, self._make_colour, _read_colour,
                                              QCoreApplication.translate("Appearance", "Table c&olour:")))
        features.add_settings_row(SettingsRow(CARD_BACK.name, CARD_BACK.group, _make_back, _read_back,
                                              QCoreApplication.translate("Appearance", "Card &back:")))
        features.add_settings_row(SettingsRow(LARGE_PRINT.name, LARGE_PRINT.group, _make_large_print, _read_large_print))
        window.settingsChanged.connect(self.apply)
        self.apply()

    def _make_colour(self, parent: QWidget, settings: Settings) -> QWidget:
        """The colour box, which shows its colour on the table while the dialog is open
        (the dialog's end applies the settings kept: the new ones after OK, else the old)."""
        combo = _make_colour(parent, settings)
        combo.currentIndexChanged.connect(lambda _i: self.window.view.set_felt(combo.currentData()))
        dialog = parent.window()
        if hasattr(dialog, "finished"):
            dialog.finished.connect(lambda _result: self.apply())
        return combo

    def apply(self) -> None:
        """Show the table as the settings say (at once)."""
        s = self.window.settings
        self.window.view.set_felt(s.table_colour)
        face = "large" if s.large_print else "standard"
        new_face = face != PIXMAPS.face_style
        if PIXMAPS.set_style(face, s.card_back):
            scene = self.window.scene
            scene.repaint_cards()
            if new_face:
                scene.refresh_layout()  # the fan step follows the index height


def install(window) -> Appearance:
    return Appearance(window)
