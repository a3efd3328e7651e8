"""Was it winnable? (Game menu, enabled once a game is blocked or abandoned).

The solver's verdict on the deal from its start; when it was winnable, a
``ReplayDialog`` shows the winning line on a table of its own.  The game asked about
is the current one if it is blocked, else the last one that was blocked (an Undo out of
a blocked game leaves its loss recorded) or abandoned.  A game resumed blocked at start
counts as blocked.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ... import i18n
from ...engine import Game
from ...qtcompat import emit
from ..dialogs.replay_dialog import ReplayDialog
from ..services.solver_service import LOST, WON, solve

VERDICT_SECONDS = 15.0


class WasItWinnable(QObject):
    verdictReady = Signal(object)  # the SolveResult

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.solver = window.solver
        self.replay_dialog: ReplayDialog | None = None
        self.last_verdict = None
        self._lost: Game | None = None  # the last game blocked or abandoned
        self.action_winnable = window.menus.add_action(
            self.tr("&Was it winnable?"), self.was_it_winnable, None,
            self.tr("The solver's verdict on the last lost or abandoned deal, with its winning line to watch"),
            menu="game", before="statistics")
        window.menus.menu("game").insertSeparator(window.menus.named_action("statistics"))
        c = self.controller
        c.stateChanged.connect(self._enable)  # (also a game resumed blocked, or made so by Redo)
        c.gameAbandoned.connect(self._on_game_lost)
        c.gameBlocked.connect(lambda: self._on_game_lost(c.game))
        self._enable()
        # said in the blocked banner, whole, and gone with it once Undo makes the game playable
        window.features.add_end_note(self._blocked_note)

    def _on_game_lost(self, game: Game) -> None:
        self._lost = game
        self._enable()

    def _enable(self) -> None:
        self.action_winnable.setEnabled(self.verdict_game() is not None)

    def _blocked_note(self, state) -> str:
        return self.tr("Game \u2192 Was it winnable? asks the solver about this deal.") if state.is_blocked else ""

    def verdict_game(self) -> Game | None:
        """The game asked about: the current one if it is blocked, else the last one
        blocked or abandoned (None if none)."""
        if self.controller.state.is_blocked:
            return self.controller.game
        return self._lost

    def was_it_winnable(self) -> None:
        self.window.finish_animations()
        game = self.verdict_game()
        if game is None:
            self.window.status_message(self.tr("Lose or abandon a game first."))
            return
        start = game.initial
        self.solver.start(self.tr("Solving the deal from its start\u2026"),
                          lambda cancel: solve(start, max_seconds=VERDICT_SECONDS, cancel=cancel),
                          lambda result: self._verdict_done(game, result))

    def _verdict_done(self, game: Game, result) -> None:
        from ..dialogs.message_box import inform

        self.last_verdict = result
        self.solver.remember(game.initial, result)
        emit(self.verdictReady, result)
        if result.verdict == WON:
            self.replay_dialog = ReplayDialog(game, result.moves, self.window, self.window.settings.animation_ms)
            self.replay_dialog.setWindowTitle(self._deal_words(
                game, self.tr("It was winnable: deal {deal}"), self.tr("It was winnable: the daily deal of {date}"),
                self.tr("It was winnable: this deck")))
            self.replay_dialog.show()
        elif result.verdict == LOST:
            proof = self.tr("The solver tried every line of play and proved that none wins.")
            inform(self.window, self.tr("Was it winnable?"), self._deal_words(
                game, self.tr("No: deal {deal} could not be won."),
                self.tr("No: the daily deal of {date} could not be won."),
                self.tr("No: this deck could not be won.")) + " " + proof)
        else:
            inform(self.window, self.tr("Was it winnable?"), self._deal_words(
                game, self.tr("The solver could not decide deal {deal} within {seconds:g} seconds."),
                self.tr("The solver could not decide the daily deal of {date} within {seconds:g} seconds."),
                self.tr("The solver could not decide this deck within {seconds:g} seconds.")))

    @staticmethod
    def _deal_words(game: Game, numbered: str, daily: str, hand_made: str) -> str:
        """One of three whole sentences: for a numbered deal, a daily deal (by its date
        in the locale's way, never its long number) or a hand-made deck."""
        text = daily if game.daily else numbered if game.deal is not None else hand_made
        return text.format(deal=game.deal, date=i18n.date(game.daily) if game.daily else "",
                           seconds=VERDICT_SECONDS)


def install(window) -> WasItWinnable:
    return WasItWinnable(window)
