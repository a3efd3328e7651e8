"""Moving cards to the foundations for the player, and the Finish action.

The setting "Move cards to the foundations for me" (``Settings.auto_foundations``):

- ``"off"``: nothing moves by itself.
- ``"safe"``: after each move the player makes, every foundation play that the safe
  rule accepts is played (``core.bridge.safe_foundation_moves``: ``Position.settle``
  with the SAFE policy, ``Position.is_safe`` in ``core/position.py``, the rule the
  solver's complete search plays without branching; such a play can never turn a won
  position lost).  Cards that two foundations could want, or that may be needed
  elsewhere later, are left to the player.
- ``"finish"`` (the default): as ``"safe"``, and once the stock is used up and the
  solver proves the position won (with the stock empty nothing is hidden: the solver
  is not clairvoyant there), the rest of the game is played.

Finish (Play menu, toolbar) plays the rest of a won game on demand, whatever the
setting.  Every move is played through ``GameController.play``, one at a time after
the previous one's animation: each is an ordinary move, undone by Undo like any other,
and a game won this way is the player's own win (no hint, no demo).  Undo, Redo,
Restart or a new game stop it, and nothing is played after them (else Undo of an
automatic move would bring it straight back); a move of the player's own while it
runs takes over: the next step looks at the new position afresh.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut

from ...engine import GameState, Move
from ...qtcompat import emit
from ..storage.settings import Field, declare, one_of

# The setting this feature brings: "Move cards to the foundations for me".
MODES = ("off", "safe", "finish")
(AUTO_FOUNDATIONS,) = declare(Field("auto_foundations", "finish", one_of(MODES), "behaviour"))

FINISH_NODES = 50_000   # the solver's budget for an endgame (they take ~1 ms)
STEP_PAUSE_MS = 60      # between automatic moves, on top of the animation


def safe_moves(state: GameState) -> list[Move]:
    """The safe foundation plays of ``state`` (``Position.is_safe``, the rule the
    solver's complete search plays without branching), in an order in which they apply."""
    from ...core.bridge import safe_foundation_moves

    return safe_foundation_moves(state)


def winning_line(state: GameState) -> tuple[str, list[Move]]:
    """The solver's verdict on an endgame ("won", "lost" or "unknown") and, when won,
    the line that wins it."""
    from ...solver import solve

    result = solve(state, max_nodes=FINISH_NODES)
    return result.verdict, list(result.moves or ())


class AutoMover(QObject):
    """Plays the automatic foundation moves and the Finish line (see the module docstring).

    ``controller``: the ``GameController``; ``settings``: read for ``auto_foundations``;
    ``is_animating()``: whether the table is still moving cards (the next automatic
    move waits for it); ``animation_ms()``: the table's animation time (0: no pause)."""

    autoMovePlayed = Signal(object)   # Move, just played for the player
    finishStarted = Signal()          # a proved winning line is being played
    finishStopped = Signal(bool)      # True: it reached the win; False: stopped before

    def __init__(self, controller, settings, is_animating: Callable[[], bool] = lambda: False,
                 animation_ms: Callable[[], int] = lambda: 0, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self._is_animating = is_animating
        self._animation_ms = animation_ms
        self.line: list[Move] = []           # the rest of the winning line being played
        self.finishing = False               # a winning line is being played
        self.paused = False                  # e.g. while the demo plays
        self._expected: GameState | None = None  # the position the last automatic move gave
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        controller.stateChanged.connect(self._on_state_changed)

    # -- queries ----------------------------------------------------------------------
    @property
    def mode(self) -> str:
        mode = self.settings.auto_foundations
        return mode if mode in MODES else "finish"

    @property
    def busy(self) -> bool:
        """An automatic move is waiting to be played."""
        return self._timer.isActive() or self.finishing

    def can_finish(self) -> bool:
        """The Finish action makes sense: the stock is used up and the game not over."""
        state = self.controller.state
        return not state.stock and not state.is_over and not self.finishing

    # -- commands ---------------------------------------------------------------------
    def finish(self) -> str:
        """Play the rest of the game if the solver proves it won; returns the verdict
        ("won": playing it; "lost", "unknown", "stock": the stock is not used up yet;
        "over": the game has ended)."""
        state = self.controller.state
        if state.is_over:
            return "over"
        if state.stock:
            return "stock"
        verdict, line = winning_line(state)
        if verdict == "won":
            self._start_line(line)
        return verdict

    def stop(self) -> None:
        """Stop playing automatic moves (the moves already played stay)."""
        was_finishing = self.finishing
        self.line = []
        self.finishing = False
        self._expected = None
        self._timer.stop()
        if was_finishing:
            emit(self.finishStopped, self.controller.state.is_won)

    def set_paused(self, paused: bool) -> None:
        """While paused (the demo plays), nothing is played for the player."""
        self.paused = paused
        if paused:
            self.stop()

    # -- the steps --------------------------------------------------------------------
    def _start_line(self, line: list[Move]) -> None:
        self.line = list(line)
        self.finishing = True
        self._expected = self.controller.state
        emit(self.finishStarted)
        self._schedule(0)

    def _schedule(self, delay: int) -> None:
        if not self._timer.isActive():
            self._timer.start(delay)

    def _on_state_changed(self) -> None:
        c = self.controller
        if self.paused:
            return
        if c.last_change != "move":
            self.stop()  # undo, redo, restart, a new game: nothing is played after them
            return
        if self._expected is not None and c.state == self._expected:
            # our own move: the next step comes after a short pause
            self._schedule(STEP_PAUSE_MS if self._animation_ms() > 0 else 0)
            return
        # the player's move (while a line was playing it takes over: look afresh)
        if self.finishing:
            self.line = []
            self.finishing = False
            emit(self.finishStopped, False)
        self._expected = None
        if self.mode != "off" and not c.state.is_over:
            self._schedule(0)

    def _step(self) -> None:
        if self.paused:
            return
        if self._is_animating():
            self._timer.start(30)  # after the animation
            return
        move = self._next_move()
        if move is None:
            self.stop()
            return
        self._play(move)

    def _next_move(self) -> Move | None:
        state = self.controller.state
        if state.is_over:
            return None
        if self.finishing:
            if not self.line or state != self._expected:
                return None
            return self.line.pop(0)
        if self.mode == "off":
            return None
        if self.mode == "finish" and not state.stock:
            verdict, line = winning_line(state)
            if verdict == "won" and line:
                self.line, self.finishing = line[1:], True
                emit(self.finishStarted)
                return line[0]
        moves = safe_moves(state)
        return moves[0] if moves else None

    def _play(self, move: Move) -> None:
        c = self.controller
        state = c.state
        if not state.is_legal(move):  # pragma: no cover - a solver line always replays
            self.stop()
            return
        self._expected = state.apply(move)  # (set first: play() emits stateChanged at once)
        if c.play(move):  # its stateChanged scheduled the next step
            emit(self.autoMovePlayed, move)
        else:  # pragma: no cover - checked just above
            self.stop()


# -- in the window ---------------------------------------------------------------------------

class FinishAction(QObject):
    """The Finish action and the status-bar words of the automatic moves, in ``window``."""

    def __init__(self, window, mover: AutoMover):
        super().__init__(window)
        self.window = window
        self.mover = mover
        self.action = window.menus.add_action(
            self.tr("F&inish"), self.finish, "Ctrl+F",
            self.tr("Play the rest of the game to the foundations (once the stock is used up and the "
                    "solver proves the game won)"),
            menu="play", toolbar_after="redo", icon="finish")
        self.action.setIconText(self.tr("Finish", "toolbar"))  # (German's menu words are too long for it)
        # while the action is greyed out its key still answers, saying why it cannot finish
        # (a disabled action leaves its key free, so the two never compete)
        self._why_not = QShortcut(QKeySequence("Ctrl+F"), window, self.finish)
        mover.finishStarted.connect(self._on_finish_started)
        mover.finishStopped.connect(self._on_finish_stopped)
        mover.controller.stateChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        enabled = self.mover.can_finish()
        self.action.setEnabled(enabled)
        self._why_not.setEnabled(not enabled and not self.mover.finishing)

    def finish(self) -> None:
        self.window.finish_animations()
        state = self.mover.controller.state
        verdict = self.mover.finish()
        if verdict == "stock":
            left = state.stock_left
            self.window.status_message(self.tr(
                "Finish plays the rest once the stock is used up; %n card(s) still to come.", "", left))
        elif verdict == "over":
            self.window.status_message(self.tr("The game is over."))
        elif verdict == "lost":
            self.window.status_message(self.tr(
                "The game cannot be finished: the solver proved that no line wins from here."))
        elif verdict == "unknown":
            self.window.status_message(self.tr("The solver could not decide whether this game can be finished."))
        self.refresh()

    def _on_finish_started(self) -> None:
        self.window.status_message(self.tr("Finishing the game: the solver proved it won."), 0)
        self.refresh()

    def _on_finish_stopped(self, won: bool) -> None:
        self.window.status_message("" if won else self.tr("Finishing stopped."))
        self.refresh()


def _make_mode_combo(parent, settings):
    from PySide6.QtWidgets import QComboBox

    combo = QComboBox(parent)
    combo.setAccessibleName(QCoreApplication.translate("AutoFinish", "Move cards to the foundations for me"))
    for mode, title in (("off", QCoreApplication.translate("AutoFinish", "Off")), ("safe", QCoreApplication.translate("AutoFinish", "When safe")),
                        ("finish", QCoreApplication.translate("AutoFinish", "When safe, and finish a won game"))):
        combo.addItem(title, mode)
    combo.setCurrentIndex(max(0, combo.findData(settings.auto_foundations)))
    combo.setToolTip(QCoreApplication.translate("AutoFinish", "When safe: only plays that can never spoil a win (the solver's rule), after each "
                         "of your moves. Finish: also, once the stock is used up and the solver proves the "
                         "game won, the rest is played for you. Every such move can be undone."))
    return combo


def _read_mode_combo(combo, settings) -> None:
    settings.auto_foundations = combo.currentData()


def install(window) -> AutoMover:
    """The automatic foundation moves, the Finish action and their setting in ``window``."""
    from .registry import SettingsRow

    scene = window.scene
    mover = AutoMover(window.controller, window.settings, scene.is_animating, scene.animation_ms, window)
    mover.finish_action = FinishAction(window, mover)
    window.features.add_settings_row(SettingsRow(AUTO_FOUNDATIONS.name, AUTO_FOUNDATIONS.group, _make_mode_combo, _read_mode_combo,
                                                 QCoreApplication.translate("AutoFinish", "&Move cards to the foundations for me:")))
    # nothing is played for the player during a demo
    window.features.demoChanged.connect(mover.set_paused)
    mover.set_paused(window.features.demo_running)
    return mover
