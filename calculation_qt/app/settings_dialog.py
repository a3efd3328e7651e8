"""The settings dialog: the rules to play and how the table behaves.

It edits a copy of ``Settings``; the window decides what to do with the result (asking
before a rule change abandons a game in progress, then dealing anew).

Features that other modules provide switch their controls on through ``FEATURES``:
the solver's install() adds ``"winnable_deals"``, the advisor's adds ``"advisor"``.
The Winnable deals box is also enabled when a ``calculation_qt.solver`` package exists.
"""

from __future__ import annotations

import copy
import importlib.util

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..engine import GAMES, Variant
from ..engine.variants import GAME_TITLES
from .settings import ANIMATION_SPEEDS, Settings

FEATURES: set[str] = set()


def solver_available() -> bool:
    if "winnable_deals" in FEATURES:
        return True
    try:
        return importlib.util.find_spec("calculation_qt.solver") is not None
    except (ImportError, ValueError):
        return False


def advisor_available() -> bool:
    return "advisor" in FEATURES


SPEED_TITLES = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
STRENGTH_TITLES = {"rating": "Rating (quick)", "advisor": "Advisor (looks ahead)"}


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, variant: Variant | None = None, parent: QWidget | None = None):
        """``settings``: the current settings (not changed); ``variant``: the rules of the
        game being played (the dialog shows those)."""
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._original = settings
        variant = variant or settings.variant
        outer = QVBoxLayout(self)

        rules = QGroupBox("Game (changing these deals a new game)", self)
        form = QFormLayout(rules)
        self.game_combo = QComboBox(rules)
        self.game_combo.setAccessibleName("Game")
        for g in GAMES:
            self.game_combo.addItem(GAME_TITLES[g], g)
        self.game_combo.setCurrentIndex(GAMES.index(variant.game))
        form.addRow("&Game:", self.game_combo)
        self.three_piles = QCheckBox("&Three waste piles (harder)", rules)
        self.three_piles.setChecked(variant.waste_piles == 3)
        form.addRow(self.three_piles)
        self.no_bases = QCheckBox("&No foundations in advance (Calculation only)", rules)
        self.no_bases.setChecked(variant.no_bases)
        form.addRow(self.no_bases)
        self.winnable = QCheckBox("&Winnable deals only", rules)
        self.winnable.setChecked(settings.winnable_deals)
        self.winnable.setEnabled(solver_available())
        if not self.winnable.isEnabled():
            self.winnable.setToolTip("Needs the solver, which this build does not have.")
        form.addRow(self.winnable)
        outer.addWidget(rules)

        table = QGroupBox("Table", self)
        form2 = QFormLayout(table)
        self.autoplay = QCheckBox("&Autoplay: a click plays a card", table)
        self.autoplay.setChecked(settings.autoplay)
        form2.addRow(self.autoplay)
        self.strength_combo = QComboBox(table)
        self.strength_combo.setAccessibleName("Click strength")
        for key, title in STRENGTH_TITLES.items():
            self.strength_combo.addItem(title, key)
        self.strength_combo.setCurrentIndex(list(STRENGTH_TITLES).index(settings.click_strength))
        self.strength_combo.setEnabled(advisor_available() or settings.click_strength == "advisor")
        form2.addRow("&Click strength:", self.strength_combo)
        self.speed_combo = QComboBox(table)
        self.speed_combo.setAccessibleName("Animation speed")
        for key, ms in ANIMATION_SPEEDS.items():
            self.speed_combo.addItem(SPEED_TITLES[key], ms)
        i = self.speed_combo.findData(settings.animation_ms)
        if i < 0:
            self.speed_combo.addItem(f"Custom ({settings.animation_ms} ms)", settings.animation_ms)
            i = self.speed_combo.count() - 1
        self.speed_combo.setCurrentIndex(i)
        form2.addRow("A&nimation speed:", self.speed_combo)
        outer.addWidget(table)

        self.note = QLabel("", self)
        self.note.setWordWrap(True)
        outer.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._update)
        self.three_piles.toggled.connect(self._update)
        self.no_bases.toggled.connect(self._update)
        self._current_variant = variant
        self._update()

    # -- reading the choices ---------------------------------------------------------------
    def chosen_variant(self) -> Variant:
        game = self.game_combo.currentData()
        return Variant(game, 3 if self.three_piles.isChecked() else 4,
                       self.no_bases.isChecked() and game == "calculation")

    def result_settings(self) -> Settings:
        """A new Settings object with the dialog's choices (the original is unchanged)."""
        s = copy.deepcopy(self._original)
        s.set_variant(self.chosen_variant())
        s.autoplay = self.autoplay.isChecked()
        if self.winnable.isEnabled():
            s.winnable_deals = self.winnable.isChecked()
        s.click_strength = self.strength_combo.currentData()
        s.animation_ms = int(self.speed_combo.currentData())
        return s

    def _update(self) -> None:
        is_calculation = self.game_combo.currentData() == "calculation"
        self.no_bases.setEnabled(is_calculation)
        if self.chosen_variant() != self._current_variant:
            self.note.setText(f"OK deals a new game of {self.chosen_variant().title}.")
        else:
            self.note.setText("")
