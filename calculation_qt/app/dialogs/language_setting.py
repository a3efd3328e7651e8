"""The Language setting's control in the settings dialog.

A combo box: the system's language, then each language the game speaks, by its own
name.  The window's texts are set when its widgets are built, so a new choice applies
at the next start; the control says so under it, and says which language "System"
means here.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from ... import i18n


class LanguageBox(QWidget):
    """Choose ``Settings.language``; ``value()`` is the chosen code."""

    def __init__(self, current: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._current = current
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox(self)
        self.combo.setAccessibleName(self.tr("Language"))
        system = i18n.LANGUAGES.get(i18n.system_language(), "English")
        self.combo.addItem(self.tr("System ({language})").format(language=system), "system")
        for code, name in i18n.LANGUAGES.items():
            if code != "system":
                self.combo.addItem(name, code)
        index = self.combo.findData(current)
        self.combo.setCurrentIndex(max(index, 0))
        box.addWidget(self.combo)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.combo.currentIndexChanged.connect(self._update)
        self._update()

    def value(self) -> str:
        return self.combo.currentData()

    def _update(self) -> None:
        if self.value() != self._current:
            self.note.setText(self.tr("The new language applies the next time Calculation starts."))
        else:
            self.note.setText(self.tr("A new choice applies the next time Calculation starts."))
