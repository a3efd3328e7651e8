"""The game's clock: the player's time on the current game, counted always (the
statistics keep each game's time and each variant's best winning time) and shown in
the status bar when the setting ``show_clock`` is on (off by default).

The clock runs while the game is in progress (from its first move until it is won or
blocked; Undo out of the end runs it again) and the program is the active one: it
stops while the window is minimised or another program has the focus, so a game left
alone does not count the time away.  The time is the game's own (``Game.seconds``,
kept in the saved game, so a resumed game goes on from where it was); it is added
every second and at every move (``moveApplied`` comes before ``stateChanged``, so the
move that ends a game is counted before the result is recorded).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ..storage.settings import Field, declare, is_bool
from ..storage.stats import clock_text

# The setting this feature brings: the clock in the status bar (off by default).
(SHOW_CLOCK,) = declare(Field("show_clock", False, is_bool, "looks"))

TICK_MS = 1000


class GameClock(QObject):
    """``controller``: the ``GameController``; ``is_active()``: whether the program is
    the active one; ``now()``: a monotonic clock in seconds (tests give their own)."""

    def __init__(self, controller, is_active: Callable[[], bool] = lambda: True,
                 now: Callable[[], float] = time.monotonic, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self._is_active = is_active
        self._now = now
        self._game = controller.game   # the game the running segment belongs to
        self._mark: float | None = None  # when the running segment began (None: stopped)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.update)
        controller.moveApplied.connect(lambda _move: self.update())
        controller.stateChanged.connect(self.update)
        controller.gameStarted.connect(self.update)
        self.update()

    @property
    def running(self) -> bool:
        return self._mark is not None

    def seconds(self) -> float:
        """The current game's time so far."""
        return self.controller.game.seconds

    def text(self) -> str:
        return self.tr("Time: {time}").format(time=clock_text(self.seconds()))

    def should_run(self) -> bool:
        return bool(self.controller.in_progress) and bool(self._is_active())

    def on_application_state(self, _state) -> None:
        self.update()

    def update(self) -> None:
        """Count the time since the last update into its game, then start or stop."""
        now = self._now()
        if self._mark is not None:
            self._game.add_time(now - self._mark)
        game = self.controller.game
        if self.should_run():
            self._game, self._mark = game, now
            if not self.timer.isActive():
                self.timer.start()
        else:
            self._game, self._mark = game, None
            self.timer.stop()


class ClockLabel(QObject):
    """The clock in ``window``'s status bar, shown while ``settings.show_clock`` is on."""

    def __init__(self, window, clock: GameClock):
        super().__init__(window)
        from PySide6.QtWidgets import QLabel

        self.window = window
        self.clock = clock
        self.label = QLabel(window)
        self.label.setAccessibleName(self.tr("Game time"))
        self.label.setContentsMargins(6, 0, 6, 0)
        window.statusBar().addPermanentWidget(self.label)
        clock.timer.timeout.connect(self.refresh)
        clock.controller.stateChanged.connect(self.refresh)
        clock.controller.gameStarted.connect(self.refresh)
        window.settingsChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        visible = bool(self.window.settings.show_clock)
        self.label.setVisible(visible)
        if visible:
            self.label.setText(self.clock.text())


def _application_active() -> bool:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.applicationState() == Qt.ApplicationState.ApplicationActive


def install(window) -> GameClock:
    """The clock for ``window``'s games, its label in the status bar and its setting."""
    from PySide6.QtGui import QGuiApplication

    from .registry import check_box_row

    clock = GameClock(window.controller, _application_active, parent=window)
    app = QGuiApplication.instance()
    if app is not None:
        app.applicationStateChanged.connect(clock.on_application_state)  # (disconnected with the clock)
    clock.label = ClockLabel(window, clock)
    window.features.add_settings_row(check_box_row(SHOW_CLOCK, lambda: QCoreApplication.translate(
        "GameClock", "Show the game's t&ime in the status bar")))
    return clock
