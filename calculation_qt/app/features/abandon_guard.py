"""Ask before a game in progress is abandoned.

New deal, Deal by number, the daily deal and a rule change (Settings) each replace
the game; when it has moves and is neither won nor blocked, that abandons it (it then
counts as lost, unless the Demo played in it: such a game is not counted).  ``AbandonGuard.confirm(reason)`` asks first, with a "Don't ask
again" box (the setting ``confirm_abandon``; the Settings dialog turns it back on).
"No" (or closing the box) leaves the game exactly as it was.  Ticking the box and
answering "Yes" stops the questions; ticked with "No" it is not kept (a setting that
always said no would make every new deal impossible).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from ..storage.settings import Field, declare, is_bool

# The setting this feature brings: ask before a game in progress is abandoned.
(CONFIRM_ABANDON,) = declare(Field("confirm_abandon", True, is_bool, "behaviour"))

# why the game would be replaced
NEW_DEAL, DEAL_NUMBER, DAILY, RULES = "new", "number", "daily", "rules"


class AbandonGuard(QObject):
    """``controller``: tells whether a game is in progress; ``settings``: holds
    ``confirm_abandon``; ``save_settings()``: called after "Don't ask again"; the
    question box's parent is ``parent`` (the window).  ``box`` is the question while it
    is shown (tests answer it through real clicks)."""

    def __init__(self, controller, settings, save_settings: Callable[[], None], parent=None):
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self._save_settings = save_settings
        self._parent = parent
        self.box = None

    def needs_asking(self) -> bool:
        return bool(self.controller.in_progress) and bool(self.settings.confirm_abandon)

    def question(self, reason: str, detail: object = None) -> str:
        """The question for ``reason`` (``detail``: the deal number, or the Variant of a
        daily deal or rule change)."""
        from ... import i18n

        title = i18n.variant_title(detail) if hasattr(detail, "waste_piles") else ""
        if reason == DEAL_NUMBER:
            return self.tr("Play deal {number} instead of this game?").format(number=detail)
        if reason == DAILY:
            return self.tr("Play the daily deal of {game} instead of this game?").format(game=title)
        if reason == RULES:
            return self.tr("Switch to {game}? That deals a new game.").format(game=title)
        return self.tr("Deal a new game?")

    def confirm(self, reason: str = NEW_DEAL, detail: object = None) -> bool:
        """True when the game may be replaced: nothing is in progress, the player said
        not to ask, or answered Yes."""
        if not self.needs_asking():
            return True
        from PySide6.QtWidgets import QCheckBox, QMessageBox

        from ..dialogs.message_box import fit_title, message_box

        moves = self.controller.game.position
        box = message_box(QMessageBox.Icon.Question, self.tr("Abandon this game?"), self.question(reason, detail),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self._parent)
        if self.controller.demo_used:  # the statistics skip a game the Demo played in
            box.setInformativeText(self.tr("The game in progress (%n move(s)) is not counted in your statistics: "
                                           "the Demo played in it.", "", moves))
        else:
            box.setInformativeText(self.tr("The game in progress (%n move(s)) then counts as lost.", "", moves))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        check = QCheckBox(self.tr("Don't ask again"), box)
        box.setCheckBox(check)
        fit_title(box)  # ("Abandon this game?" whole in the title bar)
        self.box = box
        try:
            box.exec()
            yes = box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
        finally:
            self.box = None
            box.deleteLater()
        if yes and check.isChecked():
            self.settings.confirm_abandon = False
            self._save_settings()
        return yes



def install(window) -> AbandonGuard:
    """Ask before New deal, Deal by number, the daily deal or a rule change abandons a game."""
    from .registry import check_box_row

    guard = AbandonGuard(window.controller, window.settings, window.save_settings, window)
    window.features.set_abandon_guard(guard.confirm)
    window.features.add_settings_row(check_box_row(CONFIRM_ABANDON, lambda: QCoreApplication.translate(
        "AbandonGuard", "As&k before abandoning a game in progress")))
    return guard
