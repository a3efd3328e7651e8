"""The solver in the window: Hint, Winnable deals, the daily deal and "Was it winnable?".

Every solve runs in a worker thread (the solver is pure Python; it gives the GUI
thread its turn many times a second), with a busy indicator in the status bar and a
Cancel button in the message strip: the window never freezes.  Results come back to
the GUI thread through a queued Qt signal and are dropped if the game moved on.

- Hint (H): the next move of a proved winning line from the current position is
  highlighted on the table; lines are remembered, so following a hint makes the next
  hint instant.  "No winning line from here" offers Undo; "could not decide" says so.
- Winnable deals (setting): New deal draws deals until the solver proves one winnable
  (skipping undecided ones, at most ``WINNABLE_TRIES``; then it says so and deals the
  last one).  The next winnable deal is prepared in the background while you play, so
  usually New deal is instant; the controller's deal source (``set_deal_source``) hands
  it out for deals started elsewhere (e.g. after a rule change).
- Daily deal (Game menu, per variant): the RULES.md daily numbering, dealt with
  ``daily=`` the ISO date so statistics keep it apart; the title shows date and variant.
- Was it winnable? (Game menu, enabled once a game is blocked or abandoned): the verdict for
  the deal from its start; when won, a dialog replays the winning line on its own
  table with Back / Next / Play.
"""

from __future__ import annotations

import datetime as _dt
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
)

from ..engine import ALL_VARIANTS, Game, GameState, Move, Variant, deal_deck
from ..qtcompat import emit
from ..ui.table_scene import TableScene
from ..ui.table_view import TableView
from .background import ResultRelay, run_in_thread
from .features import SettingsRow

if TYPE_CHECKING:
    from ..solver import SolveResult

# The solver is imported when first used, so that the window opens no later for it.
WON, LOST = "won", "lost"


def solve(*args, **kwargs):
    from ..solver import solve as _solve

    return _solve(*args, **kwargs)


def find_winnable(*args, **kwargs):
    from ..solver import find_winnable as _find_winnable

    return _find_winnable(*args, **kwargs)


def daily_deal(*args, **kwargs):
    from ..solver import daily_deal as _daily_deal

    return _daily_deal(*args, **kwargs)

HINT_SECONDS = 10.0
VERDICT_SECONDS = 15.0
WINNABLE_TRIES = 25
WINNABLE_TRY_SECONDS = 1.0


class SolverActions(QObject):
    busyChanged = Signal(bool)
    hintShown = Signal(object)        # Move, or None when there is no winning line / undecided
    verdictReady = Signal(object)     # SolveResult of "Was it winnable?"

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self._relay = ResultRelay(self)
        self._relay.finished.connect(self._on_finished)
        self._job = 0
        self._callbacks: dict[int, Callable[[object], None]] = {}
        self._cancel: threading.Event | None = None
        self.busy = False
        self._last_cancelled = False
        self.replay_dialog: ReplayDialog | None = None
        self.last_verdict: SolveResult | None = None
        # proved facts about positions, so hints along a line are instant
        self._next_move: dict[GameState, Move] = {}
        self._lost: set[GameState] = set()
        self._abandoned: Game | None = None
        # winnable deals prepared in the background: variant -> deal number
        self._ready: dict[Variant, int] = {}
        self._prefetching: Variant | None = None
        self._prefetch_cancel = threading.Event()

        # the busy indicator: what the solver does, a moving bar and Cancel (status bar,
        # so that it never hides the end-of-game message strip)
        self.busy_label = QLabel(window)
        self._progress = QProgressBar(window)
        self._progress.setRange(0, 0)
        self._progress.setMaximumWidth(100)
        self._progress.setMaximumHeight(14)
        self._progress.setAccessibleName("Solver working")
        self.cancel_button = QPushButton("Cancel", window)
        self.cancel_button.setToolTip("Stop the solver (Esc)")
        self.cancel_button.clicked.connect(self.cancel)
        for widget in (self.busy_label, self._progress, self.cancel_button):
            widget.hide()
            window.statusBar().addWidget(widget)

        self._install_actions()
        c = self.controller
        c.gameStarted.connect(self._on_game_started)
        c.gameAbandoned.connect(self._on_game_abandoned)
        c.gameBlocked.connect(self._on_game_blocked)
        c.set_deal_source(self._take_ready_deal)
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self._on_game_started()

    def proved_next_move(self, state: GameState) -> Move | None:
        """The next move of a winning line the solver proved from ``state``, if known."""
        return self._next_move.get(state)

    def prepared_deal(self, variant: Variant) -> int | None:
        """The winnable deal of ``variant`` prepared in the background, if any (kept)."""
        return self._ready.get(variant)

    def shutdown(self) -> None:
        """Stop every solver thread (they stop within a few milliseconds)."""
        if self._cancel is not None:
            self._cancel.set()
        self._prefetch_cancel.set()

    # == actions ============================================================================
    def _install_actions(self) -> None:
        w = self.window
        w.claim_action("hint", self.hint, "Show the next move of a winning line (the solver looks for one)")
        # New deal (menu, toolbar, the end banner) asks here first, for Winnable deals.
        w.features.set_new_deal_handler(self.new_deal)
        w.features.add_settings_row(SettingsRow("winnable_deals", "rules", _make_winnable_box, _read_winnable_box))
        self.menu_daily = w.add_menu("&Daily deal", "game", before="statistics")
        self.menu_daily.setStatusTip("Today's deal, the same for everyone, proved winnable")
        self.daily_actions = {}
        for variant in ALL_VARIANTS:
            action = self.menu_daily.addAction(variant.title[0].upper() + variant.title[1:])
            action.triggered.connect(lambda _checked=False, v=variant: self.daily(v))
            self.daily_actions[variant] = action
        self.action_winnable = w.add_action("&Was it winnable?", self.was_it_winnable, None,
                                            "The solver's verdict on the last lost or abandoned deal, "
                                            "with its winning line to watch", menu="game", before="statistics")
        w.menu("game").insertSeparator(w.named_action("statistics"))
        self.action_winnable.setEnabled(False)
        self.action_cancel = w.add_action("Cancel solving", self.cancel, Qt.Key_Escape, "Stop the solver")
        self.action_cancel.setEnabled(False)

    # == the worker ===========================================================================
    def _start(self, text: str, work: Callable[[threading.Event], object],
               done: Callable[[object], None]) -> bool:
        if self.busy:
            self.window.status_message("The solver is busy; wait or cancel it (Esc).")
            return False
        self._job += 1
        job = self._job
        cancel = threading.Event()
        self._cancel = cancel
        self._callbacks[job] = done
        self._set_busy(True, text)

        run_in_thread(self._relay, job, lambda: work(cancel), "solver")
        return True

    def _set_busy(self, busy: bool, text: str = "") -> None:
        self.busy = busy
        self.busy_label.setText(text)
        for widget in (self.busy_label, self._progress, self.cancel_button):
            widget.setVisible(busy)
        self.action_cancel.setEnabled(busy)
        emit(self.busyChanged, busy)

    def _on_finished(self, job: int, result) -> None:
        done = self._callbacks.pop(job, None)
        if job == self._job:
            self._last_cancelled = self._cancel is not None and self._cancel.is_set()
            self._set_busy(False)
            self._cancel = None
        if isinstance(result, Exception):  # pragma: no cover - a solver bug
            QMessageBox.warning(self.window, "Solver", f"The solver failed: {result}")
            return
        if done is not None:
            done(result)

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self.window.status_message("Solver cancelled.")

    def wait(self, timeout: float = 30.0) -> None:  # tests and shutdown
        import time

        from PySide6.QtCore import QCoreApplication

        end = time.monotonic() + timeout
        while self.busy and time.monotonic() < end:
            QCoreApplication.processEvents()
            time.sleep(0.005)

    # == Hint ===================================================================================
    def hint(self) -> None:
        self.window.finish_animations()
        state = self.controller.state
        if state.is_won:
            self.window.status_message("The game is won.")
            return
        self.controller.count_hint()
        if state in self._next_move:
            self._show_hint(state, self._next_move[state])
            return
        if state in self._lost:
            self._show_no_line()
            return
        game = self.controller.game
        self._start("Looking for a winning line\u2026",
                    lambda cancel: solve(state, max_seconds=HINT_SECONDS, cancel=cancel),
                    lambda result: self._hint_done(game, state, result))

    def _remember(self, state: GameState, result: SolveResult) -> None:
        if result.verdict == WON:
            for move in result.moves:
                self._next_move[state] = move
                state = state.apply(move)
        elif result.verdict == LOST:
            self._lost.add(state)

    def _hint_done(self, game: Game, state: GameState, result: SolveResult) -> None:
        self._remember(state, result)
        if game is not self.controller.game or state != self.controller.state:
            return  # the game moved on meanwhile
        if result.verdict == WON:
            self._show_hint(state, result.moves[0])
        elif result.verdict == LOST:
            self._show_no_line()
        else:
            self.window.status_message("Hint: the solver could not decide in time.")
            self.window.banner.show_message(
                "info", "The solver <b>could not decide</b> whether this position can still be won.")
            emit(self.hintShown, None)

    def _show_hint(self, state: GameState, move: Move) -> None:
        self.window.scene.highlight_move(move)
        card = state.top(move.source, move.source_index)
        where = (f"foundation {move.target_index + 1}" if move.target.value == "f"
                 else f"waste pile {move.target_index + 1}")
        self.window.status_message(f"Hint: {card.name if card else ''} to {where} ({move}).", 10000)
        emit(self.hintShown, move)

    def _show_no_line(self) -> None:
        self.window.scene.highlight_move(None)
        buttons = [("Undo", self.window.undo)] if self.controller.can_undo else []
        self.window.banner.show_message(
            "info", "<b>No winning line from here</b>: the solver proved this position lost.", buttons)
        self.window.status_message("Hint: no winning line from here.")
        emit(self.hintShown, None)

    # == Winnable deals ============================================================================
    def new_deal(self) -> bool:
        """The window's new-deal handler: with Winnable deals on, deal one the solver
        proved winnable (True); else False (the window deals a random one)."""
        if not self.settings.winnable_deals:
            return False
        variant = self.controller.variant
        if variant in self._ready:
            self.controller.new_deal(self._ready.pop(variant))
            self.window.status_message("A new deal the solver proved winnable.")
            return True
        self._prefetch_cancel.set()
        self._start("Shuffling until the solver proves a deal winnable\u2026",
                    lambda cancel: find_winnable(variant, self.controller.random_deal,
                                                 per_try_seconds=WINNABLE_TRY_SECONDS,
                                                 max_tries=WINNABLE_TRIES, cancel=cancel),
                    lambda found: self._winnable_done(variant, found))
        return True

    def _winnable_done(self, variant: Variant, found) -> None:
        if self._last_cancelled:
            return  # the player cancelled: keep the current game
        if found.proved:
            self.controller.new_deal(found.deal, variant)
            self._remember(self.controller.state, found.result)
            self.window.status_message(f"A winnable deal (found after {found.tries} "
                                       f"deal{'s' if found.tries != 1 else ''}).")
        else:
            self.controller.new_deal(found.deal, variant)
            self.window.banner.show_message(
                "info", f"No deal was proved winnable in {found.tries} tries; "
                        "this one is dealt anyway (it may not be winnable).")

    def _take_ready_deal(self, variant: Variant) -> int | None:
        """The controller's deal_number_hook: a deal prepared in the background, if any."""
        if not self.settings.winnable_deals:
            return None
        return self._ready.pop(variant, None)

    def _prefetch(self) -> None:
        """Prepare the next winnable deal of the current variant in the background."""
        variant = self.controller.variant
        if not self.settings.winnable_deals or variant in self._ready or self._prefetching is not None:
            return
        self._prefetching = variant
        self._prefetch_cancel = cancel = threading.Event()
        rng_deal = self.controller.random_deal

        def work():
            found = find_winnable(variant, rng_deal, per_try_seconds=WINNABLE_TRY_SECONDS,
                                  max_tries=WINNABLE_TRIES, cancel=cancel)
            return ("prefetch", variant, found)

        self._callbacks[0] = self._prefetch_done
        run_in_thread(self._relay, 0, work, "solver-prefetch")

    def _prefetch_done(self, payload) -> None:
        _tag, variant, found = payload
        self._prefetching = None
        if found.proved:
            self._ready[variant] = found.deal
            self._remember(GameState.new(variant, deal_deck(found.deal)), found.result)

    # == Daily deal ============================================================================
    def daily(self, variant: Variant, date: _dt.date | None = None) -> None:
        self.window.finish_animations()
        date = date or _dt.date.today()
        self._start(f"Finding the daily deal of {date.isoformat()}\u2026",
                    lambda cancel: daily_deal(date, variant, cancel=cancel),
                    lambda n: self._daily_done(variant, date, n))

    def _daily_done(self, variant: Variant, date: _dt.date, n: int | None) -> None:
        if n is None:
            if not self._last_cancelled:
                from ..solver.deals import DAILY_MAX_TRIES

                QMessageBox.information(
                    self.window, "Daily deal",
                    f"None of the first {DAILY_MAX_TRIES} candidate deals of {variant.title} for "
                    f"{date.isoformat()} could be proved winnable, so there is no daily deal of it today.")
            return
        self.controller.new_deal(n, variant, daily=date.isoformat())
        self.window.status_message(f"Daily deal of {date.isoformat()}: {variant.title}.")

    # == Was it winnable? ========================================================================
    def _on_game_started(self) -> None:
        self.window.scene.highlight_move(None)
        self.action_winnable.setEnabled(self._abandoned is not None)
        self._prefetch()

    def _on_game_abandoned(self, game: Game) -> None:
        self._abandoned = game
        self.action_winnable.setEnabled(True)

    def _on_game_blocked(self) -> None:
        self._abandoned = None
        self.action_winnable.setEnabled(True)
        self.window.status_message("Blocked. Game \u2192 Was it winnable? asks the solver about this deal.", 15000)

    def verdict_game(self) -> Game | None:
        """The game "Was it winnable?" asks about: the current one if it is lost, else
        the last abandoned one."""
        if self.controller.state.is_blocked:
            return self.controller.game
        return self._abandoned

    def was_it_winnable(self) -> None:
        self.window.finish_animations()
        game = self.verdict_game()
        if game is None:
            self.window.status_message("Lose or abandon a game first.")
            return
        start = game.initial
        self._start("Solving the deal from its start\u2026",
                    lambda cancel: solve(start, max_seconds=VERDICT_SECONDS, cancel=cancel),
                    lambda result: self._verdict_done(game, result))

    def _verdict_done(self, game: Game, result: SolveResult) -> None:
        self.last_verdict = result
        self._remember(game.initial, result)
        deal = f"deal {game.deal}" if game.deal is not None else "this deck"
        emit(self.verdictReady, result)
        if result.verdict == WON:
            self.replay_dialog = ReplayDialog(game, result.moves, self.window, self.settings.animation_ms)
            self.replay_dialog.setWindowTitle(f"It was winnable: {deal}")
            self.replay_dialog.show()
        elif result.verdict == LOST:
            QMessageBox.information(self.window, "Was it winnable?",
                                    f"No: {deal} could not be won. The solver tried every line of play "
                                    "and proved that none wins.")
        else:
            QMessageBox.information(self.window, "Was it winnable?",
                                    f"The solver could not decide {deal} within {VERDICT_SECONDS:g} seconds.")


class ReplayDialog(QDialog):
    """A winning line on a table of its own, to step through: Back, Next, Play/Pause."""

    def __init__(self, game: Game, moves: list[Move], parent=None, animation_ms: int = 200):
        super().__init__(parent)
        self.setModal(False)
        self.resize(900, 640)
        self.moves = list(moves)
        self.states = [game.initial]
        for move in self.moves:
            self.states.append(self.states[-1].apply(move))
        self.index = 0
        self.scene = TableScene(self)
        self.scene.set_animation_ms(animation_ms)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName("Replay table")
        self.caption = QLabel(self)
        self.caption.setAccessibleName("Replay move")
        self.back_button = QPushButton("\u25c0 &Back", self)
        self.next_button = QPushButton("&Next \u25b6", self)
        self.play_button = QPushButton("&Play", self)
        self.close_button = QPushButton("&Close", self)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.step)
        self.play_button.clicked.connect(self.toggle_play)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for b in (self.back_button, self.play_button, self.next_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(max(250, animation_ms + 150))
        self.timer.timeout.connect(self._tick)
        self.scene.set_state(self.states[0], False)
        self._update()

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def show_index(self, index: int, animate: bool = True) -> None:
        index = max(0, min(len(self.moves), index))
        if self.scene.is_animating():
            self.scene.finish_animations()
        forward = index == self.index + 1
        self.index = index
        self.scene.highlight_move(None)
        self.scene.set_state(self.states[index], animate and forward)
        self._update()

    def step(self) -> None:
        self.show_index(self.index + 1)

    def back(self) -> None:
        self.show_index(self.index - 1, animate=False)

    def toggle_play(self) -> None:
        if self.playing:
            self.timer.stop()
        else:
            if self.index >= len(self.moves):
                self.show_index(0, animate=False)
            self.timer.start()
        self._update()

    def _tick(self) -> None:
        if self.index < len(self.moves):
            self.step()
        if self.index >= len(self.moves):  # the last move is shown: playing stops
            self.timer.stop()
            self._update()

    def _update(self) -> None:
        n = len(self.moves)
        if self.index == 0:
            text = f"The winning line: {n} moves. Press Play, or Next to step through it."
        else:
            move = self.moves[self.index - 1]
            card = self.states[self.index - 1].top(move.source, move.source_index)
            where = (f"foundation {move.target_index + 1}" if move.target.value == "f"
                     else f"waste pile {move.target_index + 1}")
            text = f"Move {self.index} of {n}: {card.name} to {where} ({move})"
            if self.index == n:
                text += " \u2014 all 52 cards are on the foundations."
        self.caption.setText(text)
        self.back_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < n)
        self.play_button.setText("&Pause" if self.playing else "&Play")
        if self.index < n:
            self.scene.highlight_move(self.moves[self.index])

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.timer.stop()
        super().closeEvent(event)


def _make_winnable_box(parent, settings) -> QCheckBox:
    box = QCheckBox("&Winnable deals only", parent)
    box.setChecked(settings.winnable_deals)
    return box


def _read_winnable_box(box: QCheckBox, settings) -> None:
    settings.winnable_deals = box.isChecked()


def install(window) -> SolverActions:
    """Connect Hint, Winnable deals, the daily deal and "Was it winnable?" to ``window``."""
    return SolverActions(window)
