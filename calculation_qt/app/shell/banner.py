"""A non-modal message strip over the table: end of game (won / blocked) and notices.

It never blocks input: the player can keep using menus, keys and the table.  Buttons
are plain QPushButtons (``banner.button("Undo")`` finds one, so tests can click them).

Made with the table's view as its parent, it floats over the bottom of the view
instead of taking room from it: the table neither shrinks nor jumps when a message
comes or goes.  Its colours follow the palette: on a light desktop pale grounds with
dark text, on a dark desktop dark grounds with light text (each ground with a text
colour of contrast ratio above 7:1).  A message that does not fit the status bar
comes here whole (``status_messages``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ...qtcompat import emit

# kind -> (ground, edge) on a light desktop, then on a dark one
COLOURS = {
    "won": (("#fff4c2", "#c9a227"), ("#4a3c0c", "#c9a227")),
    "blocked": (("#fde2e1", "#c0504d"), ("#4d1a19", "#d0605d")),
    "info": (("#e3eefc", "#6a8fc7"), ("#1b2d4a", "#6a8fc7")),
}
TEXT = ("#1b1b1b", "#f3f3f3")  # text on the light grounds, on the dark ones
MARGIN = 8  # pixels between the floating banner and the edges of the view


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.Window).lightness() < 128


class Banner(QFrame):
    coverChanged = Signal(int)  # the pixels it covers at the bottom of its parent (0: hidden)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("banner")
        self.kind = ""
        self._sheet = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.RichText)
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self._buttons_box = QHBoxLayout()
        layout.addLayout(self._buttons_box)
        close = QToolButton(self)
        close.setText("\u2715")
        close.setAutoRaise(True)
        close.setToolTip(self.tr("Close this message"))
        close.setAccessibleName(self.tr("Close message"))
        close.clicked.connect(self.dismiss)
        layout.addWidget(close)
        self._buttons: list[QPushButton] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.setAccessibleName(self.tr("Message"))
        self.hide()
        if parent is not None:
            parent.installEventFilter(self)  # follow the view's size

    def show_message(self, kind: str, text: str,
                     buttons: list[tuple[str, Callable[[], object]]] = (), timeout_ms: int = 0) -> None:
        """Show ``text`` (rich text) with ``buttons``; ``timeout_ms``: close by itself then (0: stays)."""
        for b in self._buttons:
            self._buttons_box.removeWidget(b)
            b.deleteLater()
        self._buttons = []
        for title, callback in buttons:
            b = QPushButton(title, self)
            b.clicked.connect(lambda _checked=False, cb=callback: cb())
            self._buttons_box.addWidget(b)
            self._buttons.append(b)
        self.kind = kind
        self._restyle()
        self.label.setText(text)
        self.setAccessibleDescription(self.label.text())
        self._timer.stop()
        if timeout_ms > 0:
            self._timer.start(timeout_ms)
        self.show()
        self._place()
        self.raise_()

    def _restyle(self) -> None:
        dark = is_dark(self.palette())
        ground, edge = COLOURS.get(self.kind, COLOURS["info"])[dark]
        sheet = (f"QFrame#banner {{ background: {ground}; border: 1px solid {edge}; border-radius: 6px; }}"
                 f" QFrame#banner QLabel {{ color: {TEXT[dark]}; }}"
                 f" QFrame#banner QToolButton {{ color: {TEXT[dark]}; }}")
        if sheet != self._sheet:
            self._sheet = sheet
            self.setStyleSheet(sheet)

    def _place(self) -> None:
        """Float over the bottom of the parent (when it is the view, not a layout's), as
        tall as the wrapped text needs at the width it gets beside the buttons."""
        parent = self.parentWidget()
        if parent is None or parent.layout() is not None:
            return
        width = max(120, parent.width() - 2 * MARGIN)
        self.layout().activate()  # (a layout's cached height may be the old text's)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.minimumSizeHint().height())
        self.setGeometry(MARGIN, max(0, parent.height() - height - MARGIN), width, height)
        self.layout().activate()
        short = self.label.heightForWidth(self.label.width()) - self.label.height()
        if short > 0:  # the label got less width than the estimate: give it the lines it needs
            height += short
            self.setGeometry(MARGIN, max(0, parent.height() - height - MARGIN), width, height)
        emit(self.coverChanged, self.height() + MARGIN)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.LayoutRequest and self.isVisible():
            result = super().event(event)
            self._place()  # (new text or buttons: the height follows)
            return result
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if watched is self.parentWidget() and event.type() == QEvent.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.PaletteChange and self.kind:
            self._restyle()
        super().changeEvent(event)

    def button(self, title: str) -> QPushButton | None:
        key = title.replace("&", "")
        return next((b for b in self._buttons if b.text().replace("&", "") == key), None)

    def button_titles(self) -> list[str]:
        return [b.text().replace("&", "") for b in self._buttons]

    def dismiss(self) -> None:
        self.kind = ""
        self._timer.stop()
        parent = self.parentWidget()
        if parent is not None and self.isAncestorOf(QApplication.focusWidget()):
            # the focus goes back to the table as it came (a click on a button): handed
            # on by Tab, the table would show its keyboard cursor's ring
            parent.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hide()
        emit(self.coverChanged, 0)
