"""Game > Choose game, and its toolbar button: every game one click away.

The menu lists every game of the game table (``engine.games.GAME_TABLE``) with every
option combination it allows, a section a game, the game being played checked.
Choosing another deals a new game of it through ``MainWindow.choose_variant``: the
same path as a rule change in Settings, so the abandon guard asks first when a game
is in progress (and "No" keeps it), and Winnable deals deals a proved one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton

from ... import i18n
from ...engine import GAME_TABLE, Variant

if TYPE_CHECKING:
    from .main_window import MainWindow


def chooser_variants() -> list[list[Variant]]:
    """The variants the menu offers: one list a game, in the table's order, the game
    without options first."""
    return [sorted((Variant.of(spec.id, options) for options in spec.variant_ids), key=lambda v: len(v.options))
            for spec in GAME_TABLE]


class GameChooser(QObject):
    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        menus = window.menus
        self.menu = QMenu(QCoreApplication.translate("MainWindow", "C&hoose game"), menus.menu_game)
        self.menu.setStatusTip(QCoreApplication.translate(
            "MainWindow", "Play another game or another form of it: a new deal of it"))
        self.actions: dict[Variant, QAction] = {}
        if window.defers_features:  # the program's start: the menu's entries just after the first frame (~0.5 ms)
            window.firstFramePainted.connect(self._fill)
        else:
            self._fill()
        anchor = menus.named_action("deal_number")
        actions = menus.menu_game.actions()
        after = actions[actions.index(anchor) + 1] if actions.index(anchor) + 1 < len(actions) else None
        if after is not None:
            menus.menu_game.insertMenu(after, self.menu)
        else:
            menus.menu_game.addMenu(self.menu)
        self.tool_action = self._add_to_toolbar()
        window.controller.gameStarted.connect(self.check_current)
        self.check_current()

    def _fill(self) -> None:
        """The menu's entries: every game with every option combination, a section a game."""
        if self.actions:
            return
        from PySide6.QtGui import QActionGroup  # (here: its enums are built when the class is first touched)

        group = QActionGroup(self)
        group.setExclusive(True)
        for variants in chooser_variants():
            if self.actions:
                self.menu.addSeparator()
            for variant in variants:
                action = self.menu.addAction(i18n.variant_title(variant))
                action.setCheckable(True)
                group.addAction(action)
                action.triggered.connect(lambda _checked=False, v=variant: self.choose(v))
                self.actions[variant] = action
        self.check_current()

    def _add_to_toolbar(self) -> QAction:
        """A toolbar button that opens the same menu at once, first on the toolbar."""
        bar = self.window.menus.toolbar
        action = QAction(QCoreApplication.translate("MainWindow", "Game", "toolbar"), self.window)
        action.setMenu(self.menu)
        self.window.menus.set_icon(action, "games")
        action.setToolTip(self.menu.statusTip())
        action.setStatusTip(self.menu.statusTip())
        first = bar.actions()[0] if bar.actions() else None
        if first is not None:
            bar.insertAction(first, action)
        else:
            bar.addAction(action)
        button = bar.widgetForAction(action)
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        return action

    def check_current(self) -> None:
        """Tick the game being played."""
        current = self.actions.get(self.window.controller.variant)
        for action in self.actions.values():
            action.setChecked(action is current)

    def choose(self, variant: Variant) -> None:
        self.window.choose_variant(variant)
        self.check_current()  # (kept as it was when the player said No)
