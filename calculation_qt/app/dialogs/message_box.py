"""Message boxes whose window title shows whole.

QMessageBox sizes itself to its text and buttons, never to its title: a short question
under a longer title got a window narrower than its title bar needs, and the window
manager cut the title ("Aband... game?").  ``fit_title`` widens a box to the title's
width in a bold font (title bars use one) plus ``TITLE_BAR_ROOM`` for the title bar's
icon and buttons.  ``inform`` and ``ask`` are QMessageBox.information and .question
with that done; a box fitted so is also kept within the screen (``screen_fit``).
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QGridLayout, QMessageBox, QSizePolicy, QSpacerItem, QWidget

from .screen_fit import keep_on_screen_when_shown

TITLE_BAR_ROOM = 160  # px: a title bar's icon, its three buttons and its margins


def title_width(box: QWidget) -> int:
    """The room ``box``'s window title needs: its text in bold, and the title bar's own."""
    font = box.font()
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(box.windowTitle()) + TITLE_BAR_ROOM


def fit_title(box: QMessageBox) -> None:
    """Make ``box`` at least as wide as its title needs (a spacer across its grid)."""
    grid = box.layout()
    if isinstance(grid, QGridLayout):
        spacer = QSpacerItem(title_width(box), 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)
        grid.addItem(spacer, grid.rowCount(), 0, 1, grid.columnCount())
    keep_on_screen_when_shown(box)


def _box(icon, parent: QWidget | None, title: str, text: str, buttons) -> QMessageBox:
    box = QMessageBox(icon, title, text, buttons, parent)
    fit_title(box)
    return box


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """A message with OK (as QMessageBox.information), its title whole."""
    box = _box(QMessageBox.Icon.Information, parent, title, text, QMessageBox.StandardButton.Ok)
    try:
        box.exec()
    finally:
        box.deleteLater()


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """A question with Yes and No, No the default (as QMessageBox.question); True for Yes."""
    box = _box(QMessageBox.Icon.Question, parent, title, text,
               QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    try:
        return box.exec() == QMessageBox.StandardButton.Yes
    finally:
        box.deleteLater()
