"""The solver's share of the window, used by the Hint, Winnable deals, Daily deal and
"Was it winnable?" features: one job runner, its busy indicator and Cancel (Esc),
and what the solver proved.

One solve runs at a time (``start`` refuses a second one and says so); the solver is
pure Python and gives the GUI thread its turn many times a second, so the window never
freezes.  The indicator sits in the status bar (never hiding the end-of-game strip).
Proved lines are remembered (``remember``), so following a hint makes the next hint
instant, and a deal proved winnable for Winnable deals or "Was it winnable?" needs no
second solve; the newest ``PROVED_LIMIT`` positions of each kind are kept.  The solver package is imported when first used, so that the window
opens no later for it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt

from .jobs import BusyIndicator, JobRunner, Work

if TYPE_CHECKING:
    from ...engine import GameState, Move
    from ...solver import SolveResult

WON, LOST = "won", "lost"
PROVED_LIMIT = 2000  # positions remembered: a few games' winning lines (each at most 104 moves)


def solve(*args, **kwargs):
    from ...solver import solve as _solve

    return _solve(*args, **kwargs)


def find_winnable(*args, **kwargs):
    from ...solver import find_winnable as _find_winnable

    return _find_winnable(*args, **kwargs)


def daily_deal(*args, **kwargs):
    from ...solver import daily_deal as _daily_deal

    return _daily_deal(*args, **kwargs)


class SolverService(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.runner = JobRunner("solver", self, on_error=self._failed)
        self.busyChanged = self.runner.busyChanged
        self.indicator = BusyIndicator(window, self.runner, self.tr("Solver working"), self.cancel,
                                       self.tr("Stop the solver (Esc)"))
        self.cancel_button = self.indicator.cancel_button
        self.action_cancel = window.menus.add_action(self.tr("Cancel solving"), self.cancel, Qt.Key_Escape,
                                               self.tr("Stop the solver"))
        self.action_cancel.setEnabled(False)
        self.runner.busyChanged.connect(self.action_cancel.setEnabled)
        # what the solver proved, newest last, at most PROVED_LIMIT positions of each kind
        # (a long session must not keep every hinted line of every game for good)
        self._next_move: OrderedDict[GameState, Move] = OrderedDict()
        self._lost: OrderedDict[GameState, None] = OrderedDict()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- jobs -----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.runner.busy

    @property
    def cancelled(self) -> bool:
        """The last solve to finish was cancelled by the player."""
        return self.runner.cancelled

    def start(self, text: str, work: Work, done: Callable[[object], None]) -> bool:
        """Run ``work(cancel)`` with the busy indicator saying ``text``; False (and a
        message) if the solver is busy already."""
        if self.runner.busy:
            self.window.status_message(self.tr("The solver is busy; wait or cancel it (Esc)."))
            return False
        self.indicator.set_text(text)
        self.runner.start(work, done)
        return True

    def cancel(self) -> None:
        if self.runner.cancel():
            self.window.status_message(self.tr("Solver cancelled."))

    def wait(self, timeout: float = 30.0) -> None:  # tests and shutdown
        self.runner.wait(timeout)

    def shutdown(self) -> None:
        """Stop every solver thread (they stop within a few milliseconds)."""
        self.runner.shutdown()

    def _failed(self, error: Exception) -> None:  # pragma: no cover - a solver bug
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self.window, self.tr("Solver"), self.tr("The solver failed: {error}").format(error=error))

    # -- what the solver proved -------------------------------------------------------------
    def remember(self, state: GameState, result: SolveResult) -> None:
        if result.verdict == WON:
            for move in result.moves:
                _keep(self._next_move, state, move)
                state = state.apply(move)
        elif result.verdict == LOST:
            _keep(self._lost, state, None)

    def proved_next_move(self, state: GameState) -> Move | None:
        """The next move of a winning line the solver proved from ``state``, if known."""
        return self._next_move.get(state)

    def is_proved_lost(self, state: GameState) -> bool:
        return state in self._lost


def _keep(proved: OrderedDict, state: GameState, value) -> None:
    """Remember ``state`` as the newest entry; forget the oldest beyond PROVED_LIMIT."""
    proved[state] = value
    proved.move_to_end(state)
    while len(proved) > PROVED_LIMIT:
        proved.popitem(last=False)
