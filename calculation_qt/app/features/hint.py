"""Hint (H): the next move of a winning line from the current position, highlighted.

The solver (``solver_service``) looks for a winning line in a worker thread.  In a
position it proves lost, Hint says the deal is lost from here and offers Undo and
Suggest (the advisor's best try, which does not know the stock); "could not decide" says so.  Every request
counts as a hint (``controller.count_hint``: the game is then *assisted*).  A result
for a position the game has left meanwhile is dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ... import i18n
from ...engine import Game, GameState, Move
from ...engine.moves import describe_move
from ...qtcompat import emit
from ..services.solver_service import LOST, WON, solve

HINT_SECONDS = 10.0


class Hint(QObject):
    hintShown = Signal(object)  # Move, or None when there is no winning line / undecided

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.solver = window.solver
        window.menus.claim_action("hint", self.hint, self.tr("Show the next move of a winning line "
                                                        "(the solver looks for one)"))
        self.controller.gameStarted.connect(lambda: window.scene.highlight_move(None))
        self._asked: GameState | None = None  # the position of the Hint still to be shown
        window.features.highlightClaimed.connect(self._on_highlight_claimed)

    def _on_highlight_claimed(self, owner: str) -> None:
        if owner != "hint":
            self._asked = None  # another feature's highlight replaces a Hint still to come

    def hint(self) -> None:
        self.window.finish_animations()
        state = self.controller.state
        if state.is_won:
            self.window.status_message(self.tr("The game is won."))
            return
        self.controller.count_hint()
        self.window.features.claim_highlight("hint")
        self.window.scene.highlight_move(None)
        self._asked = state
        known = self.solver.proved_next_move(state)
        if known is not None:
            self._show_hint(state, known)
            return
        if self.solver.is_proved_lost(state):
            self._show_no_line()
            return
        game = self.controller.game
        self.solver.start(self.tr("Looking for a winning line\u2026"),
                          lambda cancel: solve(state, max_seconds=HINT_SECONDS, cancel=cancel),
                          lambda result: self._hint_done(game, state, result))

    def _hint_done(self, game: Game, state: GameState, result) -> None:
        self.solver.remember(state, result)
        if game is not self.controller.game or state != self.controller.state or self._asked is not state:
            return  # the game moved on meanwhile, or Suggest's highlight came instead
        if result.verdict == WON:
            self._show_hint(state, result.moves[0])
        elif result.verdict == LOST:
            self._show_no_line()
        else:
            self.window.status_message(self.tr("Hint: the solver could not decide in time."))
            self.window.banner.show_message(
                "info", self.tr("The solver <b>could not decide</b> whether this position can still be won."))
            emit(self.hintShown, None)

    def _show_hint(self, state: GameState, move: Move) -> None:
        self.window.scene.highlight_move(move)
        words = describe_move(state, move, i18n.translate)
        self.window.status_message(self.tr("Hint: {move}.").format(move=words), 10000)
        emit(self.hintShown, move)

    def _show_no_line(self) -> None:
        """Hint in a lost position: the deal is lost from here; Suggest still gives the
        best try (it plays the odds of the cards to come, as a player must)."""
        self.window.scene.highlight_move(None)
        buttons = [(self.tr("Undo"), self.window.undo)] if self.controller.can_undo else []
        suggest = self.window.features.suggest
        if suggest is not None:
            buttons.append((self.tr("Suggest"), suggest))
            text = self.tr("<b>The deal is lost from here</b>: the solver proved that no line of play wins. "
                           "<b>Suggest</b> (S) shows the best try: it does not know the stock, so it plays "
                           "the odds of the cards to come.")
            status = self.tr("Hint: the deal is lost from here. Suggest (S) shows the best try.")
        else:
            text = self.tr("<b>The deal is lost from here</b>: the solver proved that no line of play wins.")
            status = self.tr("Hint: the deal is lost from here.")
        self.window.banner.show_message("info", text, buttons)
        self.window.status_message(status)
        emit(self.hintShown, None)


def install(window) -> Hint:
    return Hint(window)
