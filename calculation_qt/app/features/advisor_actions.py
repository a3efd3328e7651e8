"""The advisor in the window: Suggest, the advisor as click-to-play strength, and Demo.

- Suggest (S, Edit menu): the advisor (``rating.advisor``: Monte Carlo over the unseen
  cards, fair: it never looks at the stock order) picks a move for the current
  position; the table highlights it.  This is not the solver's Hint, which knows the
  whole deal: Suggest plays the odds.  It runs in a worker thread with a busy
  indicator in the status bar; Suggest again, or any move, cancels it.
- Click strength "advisor" (Settings): a click on the turned card asks the advisor
  (in the worker thread) where it goes, then plays it.  Other clicks are as usual.
- Demo (D, Game menu): the computer plays the current deal to the end with animations,
  at the chosen click strength.  Any key or mouse press stops it.  A game the demo
  touched does not count in the statistics (``controller.demo_used``).

Results come back to the GUI thread through a queued signal and are dropped when the
game has moved on meanwhile.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QComboBox

from ... import i18n
from ...engine import GameState, Move, PileKind
from ...engine.moves import describe_move
from ...engine.tr_marks import QT_TRANSLATE_NOOP
from ...qtcompat import emit
from ..services.jobs import BusyIndicator, JobRunner
from ..storage.settings import Field, declare, one_of
from .registry import SettingsRow

PLAYERS = ("quick", "advisor")  # the click strengths that ask an advisor (rating.players)
# The strengths in words, weakest first (the keys are the settings' values).
STRENGTH_TITLES = {"rating": QT_TRANSLATE_NOOP("Settings", "Quick (a rule of thumb)"),
                   "quick": QT_TRANSLATE_NOOP("Settings", "Strong (weighs the odds)"),
                   "advisor": QT_TRANSLATE_NOOP("Settings", "Strongest (as Suggest)")}
CLICK_STRENGTHS = tuple(STRENGTH_TITLES)
# The setting this feature brings: what a click on the turned card asks.
(CLICK_STRENGTH,) = declare(Field("click_strength", "rating", one_of(CLICK_STRENGTHS), "behaviour"))

SUGGEST_SECONDS = 0.5
LOOKS_LOST = 0.01  # below this chance Suggest says the deal looks lost
CLICK_SECONDS = 0.5
DEMO_SECONDS = 0.5
DEMO_PAUSE_MS = 120  # between demo moves, on top of the animation

_STOP_EVENTS = (QEvent.KeyPress, QEvent.MouseButtonPress, QEvent.MouseButtonDblClick)


class AdvisorActions(QObject):
    busyChanged = Signal(bool)
    suggestionShown = Signal(object)   # Move (None: no move left)
    demoChanged = Signal(bool)         # the demo started (True) or stopped (False)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.runner = JobRunner("advisor", self, on_error=self._failed)
        self.runner.busyChanged.connect(self.busyChanged)
        self.demo_running = False
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._demo_step)

        self.indicator = BusyIndicator(window, self.runner, self.tr("The advisor is thinking"))

        self._install_actions()
        window.features.set_click_handler(self._on_card_clicked)
        window.features.set_suggest(self.suggest)
        self.demoChanged.connect(window.features.set_demo_running)
        window.features.add_settings_row(SettingsRow(CLICK_STRENGTH.name, CLICK_STRENGTH.group, _make_strength_combo,
                                                     _read_strength_combo, self.tr("&Click strength:")))
        window.features.highlightClaimed.connect(self._on_highlight_claimed)
        c = self.controller
        c.stateChanged.connect(self._on_state_changed)
        c.gameStarted.connect(self._on_game_started)

    # == set-up ================================================================================
    def _install_actions(self) -> None:
        w = self.window
        # Suggest right after Hint in the Edit menu, Demo before Statistics in the Game menu
        self.action_suggest = w.menus.add_action(self.tr("Su&ggest (advisor)"), self.suggest, "S",
                                           self.tr("The advisor's move: it plays the odds, it does not know the deal"),
                                           menu="edit", after="hint", toolbar_after="hint", icon="suggest")
        self.action_suggest.setIconText(self.tr("Suggest"))  # (the toolbar's button)
        self.action_suggest.setToolTip(self.tr(
            "Suggest (S): the advisor's best try. Unlike Hint, which asks the solver and knows the order "
            "of the stock, Suggest is fair: it sees only what you see and plays the odds."))
        self.action_demo = w.menus.add_action(self.tr("De&mo"), self.toggle_demo, "D",
                                        self.tr("The computer plays this deal; any key or click stops it"),
                                        menu="game", before="statistics")
        self.action_demo.setCheckable(True)

    # == the worker =============================================================================
    def _advisor(self, seconds: float, kind: str = "advisor"):
        from ...rating.players import make_advisor

        # the cap counts the worker thread's CPU time; the sample budget usually ends first
        return make_advisor(kind, seconds=seconds, clock=time.thread_time)

    @property
    def busy(self) -> bool:
        return self.runner.busy

    def _start(self, state: GameState, seconds: float, done: Callable[[object], None], text: str,
               kind: str = "advisor", chance: bool = False) -> None:
        """Ask the advisor in the worker; ``done`` gets its Move (with ``chance``, its
        ``rating.chance.Chance``: the move and the advisor's chance from here)."""
        from ...rating.chance import judge

        self.cancel()
        if text:
            self.window.status_message(text, 0)
        advisor = self._advisor(seconds, kind)
        if chance:
            def ask(state, cancel):
                return judge(advisor, state, cancel=cancel)
        else:
            ask = advisor.choose
        # a cancelled advisor raises Cancelled, which on_error ignores
        self.runner.start(lambda cancel: ask(state, cancel=cancel), done)

    def _failed(self, error: Exception) -> None:
        from ...rating.advisor import Cancelled

        if isinstance(error, Cancelled):
            return
        self.window.status_message(self.tr("The advisor failed: {error}").format(error=error))  # pragma: no cover
        self.stop_demo()  # pragma: no cover - an advisor bug

    def cancel(self) -> None:
        """Stop the advisor's current thinking (its result is dropped)."""
        if self.runner.drop():
            self.window.status_message("")

    # == Suggest ================================================================================
    def suggest(self) -> None:
        if self.busy and not self.demo_running:
            self.cancel()
            self.window.status_message(self.tr("Suggestion cancelled."))
            return
        self.stop_demo()
        self.window.finish_animations()
        state = self.controller.state
        if state.is_won:
            self.window.status_message(self.tr("The game is won."))
            return
        if not state.legal_moves():
            self.window.status_message(self.tr("No move is left."))
            emit(self.suggestionShown, None)
            return
        game = self.controller.game
        self.window.features.claim_highlight("suggest")
        self.window.scene.highlight_move(None)
        self._start(state, SUGGEST_SECONDS, lambda chance: self._suggest_done(game, state, chance),
                    self.tr("The advisor is thinking\u2026 (S again cancels)"), chance=True)

    def _suggest_done(self, game, state: GameState, chance) -> None:
        if game is not self.controller.game or state != self.controller.state:
            return
        move = chance.move
        self.window.scene.highlight_move(move)
        if move is None:
            self.window.status_message(self.tr("No move is left."))
        elif chance.chance < LOOKS_LOST:
            # the advisor's chance is below 1 %: say so, and that the solver (Hint), which
            # sees the cards' order, may still find a winning line
            words = describe_move(state, move, i18n.translate)
            self.window.status_message(self.tr(
                "Suggestion: {move}. From what you can see the deal looks lost (under {limit} to win); "
                "Hint, which sees the order of the cards, may still find a winning line.").format(
                move=words, limit=i18n.percent(round(100 * LOOKS_LOST))), 10000)
        else:
            words = describe_move(state, move, i18n.translate)
            self.window.status_message(self.tr("Suggestion: {move}: about {chance} to win from here.").format(
                move=words, chance=i18n.percent(min(99, max(1, round(100 * chance.chance))))), 10000)
        emit(self.suggestionShown, move)

    def _on_highlight_claimed(self, owner: str) -> None:
        if owner != "suggest" and self.busy and not self.demo_running:
            self.cancel()  # Hint's highlight replaces a suggestion still to come

    # == click strength =========================================================================
    def _on_card_clicked(self, kind: PileKind, index: int) -> bool:
        """The window's click handler: with the advisor strength, a click on the turned
        card asks the advisor off the GUI thread (True); other clicks are the window's."""
        turned = self.controller.state.turned
        if (self.settings.click_strength not in PLAYERS or kind is not PileKind.STOCK
                or not self.settings.autoplay or self.demo_running
                or (turned is not None and self.controller.state.foundations_for(turned))):
            return False  # a card a foundation wants goes there on a click, whatever the strength
        self.window.finish_animations()
        state = self.controller.state
        if state.turned is None:
            return True
        game = self.controller.game
        self._start(state, CLICK_SECONDS, lambda move: self._click_done(game, state, move),
                    self.tr("The advisor is placing the card\u2026"), self.settings.click_strength)
        return True

    def _click_done(self, game, state: GameState, move: Move | None) -> None:
        if game is not self.controller.game or state != self.controller.state or move is None:
            return
        self.window.status_message("")
        self.controller.play(move)

    # == Demo ===================================================================================
    def toggle_demo(self) -> None:
        if self.demo_running:
            self.stop_demo()
        else:
            self.start_demo()

    def start_demo(self) -> None:
        self.window.finish_animations()
        state = self.controller.state
        if state.is_over:
            self.action_demo.setChecked(False)
            self.window.status_message(self.tr("The game is over: deal a new one to see a demo."))
            return
        self.cancel()
        self.demo_running = True
        self.controller.mark_demo_used()  # statistics skip this game
        self.action_demo.setChecked(True)
        QApplication.instance().installEventFilter(self)
        self.window.status_message(self.tr("Demo: the computer plays. Press any key or click to stop."), 0)
        emit(self.demoChanged, True)
        self._demo_timer.start(DEMO_PAUSE_MS)

    def stop_demo(self, message: str | None = None) -> None:
        """Stop the demo; ``message`` for the status bar (default: "Demo stopped.")."""
        if not self.demo_running:
            return
        self.demo_running = False
        self._demo_timer.stop()
        QApplication.instance().removeEventFilter(self)
        self.cancel()
        self.action_demo.setChecked(False)
        self.window.status_message(self.tr("Demo stopped.") if message is None else message)
        emit(self.demoChanged, False)

    def _demo_step(self) -> None:
        if not self.demo_running:
            return
        if self.window.scene.is_animating():
            self._demo_timer.start(30)
            return
        state = self.controller.state
        if state.is_over:
            self.stop_demo(self.tr("Demo finished: won.") if state.is_won else self.tr("Demo finished: blocked."))
            return
        if self.settings.click_strength in PLAYERS:
            game = self.controller.game
            self._start(state, DEMO_SECONDS, lambda move: self._demo_play(game, state, move), "",
                        self.settings.click_strength)
        else:
            from ... import rating

            self._demo_play(self.controller.game, state, rating.choose_move(state))

    def _demo_play(self, game, state: GameState, move: Move | None) -> None:
        if not self.demo_running or game is not self.controller.game or state != self.controller.state:
            return
        if move is None or not self.controller.play(move):
            self.stop_demo(self.tr("Demo finished."))
            return
        if self.demo_running:
            self._demo_timer.start(max(0, self.settings.animation_ms) + DEMO_PAUSE_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if not self.demo_running:
            return False
        etype = event.type()
        if etype == QEvent.ShortcutOverride:
            # a key that is some action's shortcut: it only stops the demo
            event.accept()
            self.stop_demo()
            return True
        if etype in _STOP_EVENTS:
            self.stop_demo()
            return True  # the input only stops the demo
        return False

    # == controller signals ======================================================================
    def _on_state_changed(self) -> None:
        if self.busy and not self.demo_running:
            self.cancel()  # a suggestion or click for a position that is gone

    def _on_game_started(self) -> None:
        self.stop_demo()
        self.cancel()




def _make_strength_combo(parent, settings) -> QComboBox:
    combo = QComboBox(parent)
    combo.setAccessibleName(QCoreApplication.translate("Settings", "Click strength"))
    for key, title in STRENGTH_TITLES.items():
        combo.addItem(QCoreApplication.translate("Settings", title), key)
    combo.setCurrentIndex(list(STRENGTH_TITLES).index(settings.click_strength))
    # (as wide as a short name: the dialog fits a 640 px screen in every language)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(16)
    return combo


def _read_strength_combo(combo: QComboBox, settings) -> None:
    settings.click_strength = combo.currentData()


def install(window) -> AdvisorActions:
    """Add Suggest, Demo and the advisor click strength to ``window``."""
    return AdvisorActions(window)
