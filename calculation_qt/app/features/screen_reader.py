"""Play by ear: the table for a screen reader, what happens said aloud, keys that read.

- The table view gets an accessible child per pile (``ui.accessible_table``), named in
  the player's language and kept current after every change; the keyboard cursor moves
  the accessible focus from pile to pile.
- Said aloud (Qt's announcement event, or a pile's name where Qt has none): each move
  (a card from the stock with the next turned card), undo, redo, a restart, a new
  game, a won or blocked game, and every message the status bar shows (a refusal and
  its reason, Hint's and Suggest's advice...).
- Keys: R reads the whole table; Ctrl+1 .. Ctrl+8 read a waste pile's cards from the
  top down (Play menu, "Read aloud").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ... import i18n
from ...engine import GameState, PileKind
from ...engine.moves import describe_move
from ...ui import accessible_words as words
from ...ui.accessible_table import AccessibleTable
from ...ui.layout import MAX_WASTE_PILES


class ScreenReader(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = c = window.controller
        self.table = AccessibleTable(window.view, window.scene)
        self._shown: GameState = c.state  # the state the last announcement knew
        self._before: GameState = c.state  # the state before the next move
        self._moves: list[str] = []  # the moves played since, in words
        c.moveApplied.connect(self._on_move)
        c.stateChanged.connect(self._on_state_changed)
        window.statusMessageShown.connect(self.table.announce)
        menus = window.menus
        self.action_read_table = menus.add_action(
            self.tr("Read the table aloud"), self.read_table, "R",
            self.tr("A screen reader reads the turned card, every foundation and every waste pile"), menu="play")
        self.menu_read = menus.add_menu(self.tr("Read a waste pile aloud"), menu="play")
        self.action_read_waste = []
        for j in range(MAX_WASTE_PILES):
            action = menus.add_action(self.tr("Waste pile {pile}, from the top").format(pile=j + 1),
                                      lambda j=j: self.read_waste(j), f"Ctrl+{j + 1}")
            self.menu_read.addAction(action)
            self.action_read_waste.append(action)
        self._show_piles()

    # -- keys -----------------------------------------------------------------------------
    def read_table(self) -> None:
        self.table.announce(words.table_words(self.controller.state))

    def read_waste(self, j: int) -> None:
        state = self.controller.state
        if j >= len(state.wastes):
            piles = len(state.wastes)
            self.window.status_message(QCoreApplication.translate("MainWindow", "This game has %n waste pile(s).", "", piles))
            return
        self.table.announce(words.waste_cards_words(state, j))

    # -- what happened --------------------------------------------------------------------
    def _on_move(self, move) -> None:
        said = describe_move(self._before, move, i18n.translate)
        self._moves.append(said[:1].upper() + said[1:])  # a sentence's start ("cinq de trèfle..." in French)
        if move.source is PileKind.STOCK:
            self._moves.append("")  # (the stock's words follow the moves)
        self._before = self.controller.state

    def _on_state_changed(self) -> None:
        c = self.controller
        state, before = c.state, self._shown
        self.table.refresh()
        self._show_piles()
        moves, self._moves = self._moves, []
        self._shown = self._before = state
        change = c.last_change
        if change == "move":
            parts = [m for m in moves if m]
            if "" in moves:
                parts.append(words.stock_words(state))
        elif change == "new":
            deal = i18n.deal_name(c.game.deal, c.game.daily)
            parts = [self.tr("New game: {variant}, {deal}").format(variant=i18n.variant_title(state.variant),
                                                                   deal=deal), words.stock_words(state)]
        elif change == "undo":
            parts = [self.tr("Move taken back"), words.stock_words(state)]
        elif change == "redo":
            parts = [self.tr("Move played again"), words.stock_words(state)]
        elif change == "restart":
            parts = [self.tr("Deal restarted"), words.stock_words(state)]
        else:
            parts = []
        if state.is_over and not (before.is_over and before.variant == state.variant):
            parts.append(words.end_words(state))
        if parts:
            self.table.announce(". ".join(parts) + ".")

    def _show_piles(self) -> None:
        piles = len(self.controller.state.wastes)
        for j, action in enumerate(self.action_read_waste):
            action.setVisible(j < piles)


def install(window) -> ScreenReader:
    return ScreenReader(window)
