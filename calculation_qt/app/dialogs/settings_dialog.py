"""The settings dialog in three boxes: Game (the rules; changing them deals a new
game), Table (how it looks) and Play (how the program plays along), then the language.

It edits a copy of ``Settings``; the window decides what to do with the result (asking
before a rule change abandons a game in progress, then dealing anew).

Features add their own controls as ``features.SettingsRow`` objects (the window
passes them as ``rows``): e.g. the solver's Winnable deals box, the advisor's click
strength.  Each row's ``read`` writes its choice into the new settings; its ``group``
(its setting's ``Field.group``) picks the box: "rules" Game, "looks" Table,
"behaviour" Play.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import TYPE_CHECKING

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

from ... import i18n
from ...engine import GAMES, OPTIONS, Variant, game_spec
from ...engine.games import games_allowing
from ...engine.tr_marks import QT_TRANSLATE_NOOP
from ..storage.settings import ANIMATION_SPEEDS, Settings
from .language_setting import LanguageBox
from .screen_fit import fit_to_screen, scrolling

if TYPE_CHECKING:
    from ..features.registry import SettingsRow

SPEED_TITLES = {"instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant"),
                "fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
                "normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
                "slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow")}


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, variant: Variant | None = None, parent: QWidget | None = None,
                 rows: Sequence[SettingsRow] = ()):
        """``settings``: the current settings (not changed); ``variant``: the rules of the
        game being played (the dialog shows those); ``rows``: the features' controls."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings
        variant = variant or settings.variant
        body = QWidget(self)  # the groups scroll on a small screen; OK and Cancel stay in view
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)

        rules = QGroupBox(self.tr("Game (changing these deals a new game)"), self)
        form = QFormLayout(rules)
        self.game_combo = QComboBox(rules)
        self.game_combo.setAccessibleName(self.tr("Game"))
        for g in GAMES:
            self.game_combo.addItem(i18n.game_title(g), g)
        self.game_combo.setCurrentIndex(GAMES.index(variant.game))
        form.addRow(self.tr("&Game:"), self.game_combo)
        # one check box an option of the game table; those the chosen game lacks are greyed
        self.option_boxes: dict[str, QCheckBox] = {}
        for option in OPTIONS.values():
            if not games_allowing(option.id):
                continue
            box = QCheckBox(i18n.translate("SettingsDialog", option.label), rules)
            box.setChecked(option.id in variant.options)
            form.addRow(box)
            self.option_boxes[option.id] = box
        outer.addWidget(rules)

        # how the table looks: the features' looks rows, then the animation speed
        table = QGroupBox(self.tr("Table"), self)
        looks = QFormLayout(table)
        self.speed_combo = QComboBox(table)
        self.speed_combo.setAccessibleName(self.tr("Animation speed"))
        for key, ms in ANIMATION_SPEEDS.items():
            self.speed_combo.addItem(self.tr(SPEED_TITLES[key]), ms)
        i = self.speed_combo.findData(settings.animation_ms)
        if i < 0:
            self.speed_combo.addItem(self.tr("Custom ({ms} ms)").format(ms=settings.animation_ms), settings.animation_ms)
            i = self.speed_combo.count() - 1
        self.speed_combo.setCurrentIndex(i)
        looks.addRow(self.tr("Animation s&peed:"), self.speed_combo)
        outer.addWidget(table)

        # how the program plays along: Autoplay, then the features' behaviour rows
        play = QGroupBox(self.tr("Play"), self)
        behaviour = QFormLayout(play)
        self.autoplay = QCheckBox(self.tr("&Autoplay: a click plays a card"), play)
        self.autoplay.setChecked(settings.autoplay)
        behaviour.addRow(self.autoplay)
        outer.addWidget(play)

        language = QFormLayout()
        self.language = LanguageBox(settings.language, body)
        language.addRow(self.tr("&Language:"), self.language)
        outer.addLayout(language)

        self._rows = list(rows)
        self._row_widgets: dict[str, QWidget] = {}
        forms = {"rules": (rules, form), "looks": (table, looks), "behaviour": (play, behaviour)}
        looks_at = 0  # the looks rows go before the animation speed, in their order
        for row in self._rows:
            box, layout = forms.get(row.group, forms["looks"])
            widget = row.make(box, settings)
            self._row_widgets[row.name] = widget
            at = looks_at if layout is looks else layout.rowCount()
            looks_at += layout is looks
            if row.label:
                layout.insertRow(at, row.label, widget)
            else:
                layout.insertRow(at, widget)

        self.note = QLabel("", self)
        self.note.setWordWrap(True)
        # the note's room is kept while it is empty, so that its text appearing after a
        # change moves nothing the mouse is on (two lines: the longest game title wraps)
        self.note.setMinimumHeight(2 * self.note.fontMetrics().lineSpacing())
        outer.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(body, self), 1)
        layout.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._update)
        for option, box in self.option_boxes.items():
            box.toggled.connect(lambda on, option=option: self._option_toggled(option, on))
        self._current_variant = variant
        self._update()
        fit_to_screen(self)

    # -- reading the choices ---------------------------------------------------------------
    def row_widget(self, name: str) -> QWidget:
        """The control of the feature row named ``name`` (KeyError if none)."""
        return self._row_widgets[name]

    def option_box(self, option: str) -> QCheckBox:
        """The check box of the option ``option`` (an id of ``engine.OPTIONS``)."""
        return self.option_boxes[option]

    def chosen_options(self) -> frozenset[str]:
        """The ticked options the chosen game allows together."""
        ticked = {o for o, box in self.option_boxes.items() if box.isChecked() and box.isEnabled()}
        return game_spec(self.game_combo.currentData()).nearest_options(ticked)

    def chosen_variant(self) -> Variant:
        return Variant.of(self.game_combo.currentData(), self.chosen_options())

    def result_settings(self) -> Settings:
        """A new Settings object with the dialog's choices (the original is unchanged)."""
        s = copy.deepcopy(self._original)
        s.set_variant(self.chosen_variant())
        s.autoplay = self.autoplay.isChecked()
        s.animation_ms = int(self.speed_combo.currentData())
        for row in self._rows:
            row.read(self._row_widgets[row.name], s)
        s.language = self.language.value()
        return s

    def _option_toggled(self, option: str, on: bool) -> None:
        """Ticking an option unticks the ones the game does not allow beside it."""
        spec = game_spec(self.game_combo.currentData())
        if on and option in spec.options:
            for o, box in self.option_boxes.items():
                ticked = {t for t, b in self.option_boxes.items() if b.isChecked() and b.isEnabled()}
                if o != option and o in ticked and not spec.allows(ticked):
                    box.setChecked(False)
        self._update()

    def _update(self) -> None:
        spec = game_spec(self.game_combo.currentData())
        for o, box in self.option_boxes.items():
            box.setEnabled(o in spec.options)  # greyed where the chosen game lacks the option
        if self.chosen_variant() != self._current_variant:
            self.note.setText(self.tr("OK deals a new game of {variant}.").format(
                variant=i18n.variant_title(self.chosen_variant())))
        else:
            self.note.setText("")
