"""A non-modal message strip above the table: end of game (won / blocked) and notices.

It never blocks input: the player can keep using menus, keys and the table.  Buttons
are plain QPushButtons (``banner.button("Undo")`` finds one, so tests can click them).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

STYLES = {
    "won": "QFrame#banner { background: #fff4c2; border: 1px solid #c9a227; border-radius: 6px; }",
    "blocked": "QFrame#banner { background: #fde2e1; border: 1px solid #c0504d; border-radius: 6px; }",
    "info": "QFrame#banner { background: #e3eefc; border: 1px solid #6a8fc7; border-radius: 6px; }",
}


class Banner(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("banner")
        self.kind = ""
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
        self.setAccessibleName(self.tr("Message"))
        self.hide()

    def show_message(self, kind: str, text: str,
                     buttons: list[tuple[str, Callable[[], object]]] = ()) -> None:
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
        self.setStyleSheet(STYLES.get(kind, STYLES["info"]))
        self.label.setText(text)
        self.setAccessibleDescription(self.label.text())
        self.show()

    def button(self, title: str) -> QPushButton | None:
        key = title.replace("&", "")
        return next((b for b in self._buttons if b.text().replace("&", "") == key), None)

    def button_titles(self) -> list[str]:
        return [b.text().replace("&", "") for b in self._buttons]

    def dismiss(self) -> None:
        self.kind = ""
        self.hide()
