"""Message boxes whose window title shows whole.

QMessageBox sizes itself to its text and buttons, never to its title: a short question
under a longer title got a window narrower than its title bar needs, and the window
manager cut the title ("Aband... game?").  ``fit_title`` widens a box to the title's
width in a bold font (title bars use one) plus ``TITLE_BAR_ROOM`` for the title bar's
icon and buttons.  ``inform`` and ``ask`` are QMessageBox.information and .question
with that done; a box fitted so is also kept within the screen (``screen_fit``).

``message_box`` makes every box of the program: its standard icon is drawn once and
shared.  A QMessageBox given a standard icon renders it anew, and Qt's pixmap cache keeps
each rendering under a key of its own (about 11 KiB a box, up to the cache's 10 MB
limit), so a window that asked "Abandon this game?" at every new deal grew by that much
a deal.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics, QGuiApplication, QPixmap
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


_ICONS: dict[tuple[QMessageBox.Icon, float], QPixmap] = {}  # (icon, device pixel ratio) -> its picture


def message_box(icon: QMessageBox.Icon, title: str, text: str, buttons, parent: QWidget | None) -> QMessageBox:
    """``QMessageBox(icon, title, text, buttons, parent)``, its icon's picture shared
    with every other box of that icon (see the module's note)."""
    box = QMessageBox(QMessageBox.Icon.NoIcon, title, text, buttons, parent)
    if icon != QMessageBox.Icon.NoIcon:
        key = (icon, QGuiApplication.instance().devicePixelRatio())
        if key not in _ICONS:  # (a box of our own draws it: the style's picture at this ratio)
            drawer = QMessageBox()
            drawer.setIcon(icon)
            _ICONS[key] = drawer.iconPixmap()
        box.setIconPixmap(_ICONS[key])
    return box


def _box(icon, parent: QWidget | None, title: str, text: str, buttons) -> QMessageBox:
    box = message_box(icon, title, text, buttons, parent)
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
