"""The main window: the card table, menus, toolbar, keyboard play, status bar and the
end-of-game banner.

Data flows one way: input (drag, click, key, menu) -> ``GameController`` -> engine ->
``stateChanged`` -> ``TableScene.set_state``.  The window decides no rule; the keys
that play a card to a foundation ask ``calculation_qt.rating.click_move`` which one.

Any input while cards are still moving first finishes the animation (so nothing is
lost or doubled): menu and key handlers call ``scene.finish_animations()``, and a
mouse press on the table does so before the scene sees it.

The window is a composition of parts, each with one responsibility:
``window.menus`` (``WindowActions``: the actions, menus and toolbar, and the hooks
features add theirs with), ``window.keyboard`` (``KeyboardPlay``: the keys that play
cards), ``window.scene``/``window.view`` (the table), ``window.features`` (the feature
registry).  The window itself holds the game commands (new deal, undo...), the dialogs,
the status bar, the end-of-game banner and the window's geometry.

**Where a feature joins the window**: ``FEATURES`` below lists the feature modules;
``app/features/registry.py`` says in one place every hook they may use
(``window.menus.add_action``, ``add_menu``, ``claim_action``; the controller's signals).  With
``defer_features=True`` (the program's start) all but persistence are installed right
after the first frame (or after 1 s), so that the window appears sooner (``bench ui``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from ... import i18n
from ...engine import Move, PileKind, Variant
from ...qtcompat import Qt, emit  # Qt: built when first used (after the first frame), see qtcompat
from ...ui.table_scene import TableScene
from ...ui.table_view import TableView
from ..dialogs.screen_fit import available_geometry, frame_margins
from ..features.registry import FeatureRegistry
from ..storage import files
from ..storage.problem_words import words
from ..storage.settings import Settings
from .controller import GameController
from .game_chooser import GameChooser
from .geometry import window_rect
from .keyboard_play import KeyboardPlay
from .status_messages import StatusMessages
from .window_actions import WindowActions

# Dialogs, the message banner and the rating are imported when first used, so that the
# window paints its first frame sooner (see ``bench ui``).
if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

    from ..dialogs.settings_dialog import SettingsDialog
    from ..dialogs.small import AboutDialog, DealNumberDialog, RulesDialog
    from ..services.solver_service import SolverService
    from .banner import Banner

# The feature modules, in the order they are installed (see app/features/registry.py).
FEATURES = ("persistence", "appearance",  # the saved game, statistics; table colour, cards
            "card_deck",         # the card faces: the program's own or an installed SVG deck
            "hint",              # Hint: the solver's next move of a winning line
            "winnable_deals",    # the Winnable deals setting
            "daily_deal",        # Game > Daily deal
            "was_it_winnable",   # Game > Was it winnable? and its replay
            "advisor_actions",   # Suggest, Demo, the advisor as click strength
            "review_actions",    # Game > Review game
            "auto_finish",       # moving cards to the foundations for the player, Finish
            "abandon_guard",     # asking before a game in progress is abandoned
            "game_clock",        # the game's time, the clock in the status bar
            "refusal_words",     # a refused drop says why, in the status bar
            "screen_reader")     # the table for a screen reader: piles, focus, announcements


class MainWindow(QMainWindow):
    settingsChanged = Signal()   # after the settings dialog changed something (saved already)
    firstFramePainted = Signal()  # once, just after the table painted its first frame
    statusMessageShown = Signal(str)  # the text status_message() shows (a screen reader says it)

    def __init__(self, controller: GameController | None = None, parent: QWidget | None = None,
                 defer_features: bool = False, features: Sequence[str] = FEATURES):
        """``features``: the feature modules to install (tests may pass fewer);
        ``defer_features``: the program's start (see the module docstring)."""
        super().__init__(parent)
        self._defer_features = defer_features
        # The program's start (defer_features) fills the table once, when the window is
        # first shown: the resumed game and a --deal game replace the first game before
        # that, and laying out three tables for one frame is wasted work (bench ui).
        self._table_on_show = defer_features
        self.controller = controller if controller is not None else GameController()
        self.settings: Settings = self.controller.settings
        self.features = FeatureRegistry(self, self)
        self.setWindowTitle(self.tr("Calculation"))
        self.settings_dialog: SettingsDialog | None = None  # while open (tests reach it here)
        self.deal_dialog: DealNumberDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self._maximised_before_full_screen = False
        self._first_frame = False
        # the Qt namespace (~18 ms, see qtcompat.Qt) is built once the window is on screen
        self.firstFramePainted.connect(Qt.warm_up)

        self.scene = TableScene(self)
        self.scene.set_animation_ms(self.settings.animation_ms)
        self.view = TableView(self.scene, self)
        if not self.view.accessibleName():
            self.view.setAccessibleName(self.tr("Card table"))
        self._banner: Banner | None = None  # made on first use (see the banner property)
        self._solver: SolverService | None = None  # made on first use (see the solver property)
        central = QWidget(self)
        self._central_box = box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        self.setCentralWidget(central)

        self.keyboard = KeyboardPlay(self, self.controller)
        self.menus = WindowActions(self)
        self.games = GameChooser(self)  # Game > Choose game, and its toolbar button
        self._create_status_bar()
        self.messages = StatusMessages(self)

        self.scene.moveRequested.connect(self._on_move_requested)
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.scene.cardDoubleClicked.connect(self._on_card_double_clicked)
        c = self.controller
        c.stateChanged.connect(self._on_state_changed)
        c.gameStarted.connect(self._on_game_started)
        c.gameWon.connect(self._on_game_won)
        c.gameBlocked.connect(self._on_game_blocked)
        c.moveRefused.connect(self._on_move_refused)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)

        self._restore_geometry()
        if not self._table_on_show:
            self.scene.set_state(c.state, False)
        self._refresh()

        self.features.install_all(features, defer=defer_features)
        if defer_features:
            self.after_first_frame(self.features.install_deferred)

    # == building ===========================================================================
    @property
    def defers_features(self) -> bool:
        """True for the program's start window (features installed after the first frame)."""
        return self._defer_features

    def after_first_frame(self, action: Callable[[], None]) -> None:
        """Run ``action`` once, just after the first frame, or after 1 s should no frame
        come (e.g. started minimised); never after the window is gone."""
        pending = [action]

        def run():
            if pending:
                pending.pop()()

        self.firstFramePainted.connect(run)
        QTimer.singleShot(1000, self, run)

    def _create_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_game = QLabel(self)
        self.status_deal = QLabel(self)
        self.status_stock = QLabel(self)
        self.status_moves = QLabel(self)
        for label in (self.status_game, self.status_deal, self.status_stock, self.status_moves):
            label.setContentsMargins(6, 0, 6, 0)
            bar.addPermanentWidget(label)
        # a gap between the game's message and the fields (two average characters)
        self.status_game.setContentsMargins(6 + 2 * self.fontMetrics().averageCharWidth(), 0, 6, 0)

    # == public helpers =====================================================================
    @property
    def banner(self) -> Banner:
        """The non-modal message strip floating over the table (made on first use)."""
        if self._banner is None:
            from .banner import Banner

            self._banner = Banner(self.view)  # over the view: the table keeps its size
            self._banner.coverChanged.connect(self._on_banner_cover)
        return self._banner

    def _on_banner_cover(self, pixels: int) -> None:
        """A blocked game's message covers the bottom of the table: the long fans
        squeeze above it, so that it hides no pile's top card."""
        if pixels and self._banner.kind == "blocked":
            top = self._banner.y() - self.view.viewport().y()
            self.scene.keep_clear_below(self.view.mapToScene(QPoint(0, top)).y())
        else:
            self.scene.keep_clear_below(None)

    @property
    def solver(self) -> SolverService:
        """The window's one solver service: a job runner, its busy indicator and Cancel,
        and what the solver proved; shared by the features that solve (made on first
        use, so that a window without them never builds it)."""
        if self._solver is None:
            from ..services.solver_service import SolverService

            self._solver = SolverService(self)
        return self._solver

    def banner_kind(self) -> str:
        """The kind of the banner's message ("won", "blocked", "info"), "" when none."""
        return self._banner.kind if self._banner is not None else ""

    def status_message(self, text: str, msec: int = 6000) -> None:
        """Say ``text`` in the status bar for ``msec`` ms (0: until replaced), whole in the
        banner if it is longer than the bar (see status_messages.py)."""
        self.messages.show(text, msec)
        if text:
            emit(self.statusMessageShown, text)

    def finish_animations(self) -> None:
        if self.scene.is_animating():
            self.scene.finish_animations()

    # == game commands ======================================================================
    def new_deal(self) -> None:
        """A fresh deal (after asking, if a game is in progress): a feature's new-deal
        handler (e.g. Winnable deals) or a random one."""
        self.finish_animations()
        if self.features.may_abandon("new"):
            self._deal_fresh()

    def _deal_fresh(self) -> None:
        """A fresh deal of the settings' rules, through the new-deal handler if any."""
        if not self.features.take_new_deal():
            self.controller.new_deal(variant=self.settings.variant)

    def restart(self) -> None:
        self.finish_animations()
        self.controller.restart()

    def undo(self) -> None:
        self.finish_animations()
        if not self.controller.undo():
            self.status_message(self.tr("Nothing to undo."))

    def redo(self) -> None:
        self.finish_animations()
        if not self.controller.redo():
            self.status_message(self.tr("Nothing to redo."))

    def deal_by_number(self) -> None:
        self.finish_animations()
        from ..dialogs.small import DealNumberDialog

        dialog = DealNumberDialog(self.controller.game.deal, self)
        self.deal_dialog = dialog
        try:
            if dialog.exec() and dialog.deal() is not None and self.features.may_abandon("number", dialog.deal()):
                self.controller.new_deal(dialog.deal())
        finally:
            self.deal_dialog = None
            dialog.deleteLater()


    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        etype = event.type()
        if etype == QEvent.KeyPress and watched is self.view:
            if self.keyboard.handle_key(event):
                return True
        elif etype in (QEvent.MouseButtonPress, QEvent.MouseButtonDblClick) and watched is self.view.viewport():
            if not self.scene.is_celebrating():  # (a press during the celebration only ends it: the scene's rule)
                self.finish_animations()  # the press then lands on cards where they really are
        elif etype == QEvent.Paint and not self._first_frame and watched is self.view.viewport():
            self._first_frame = True
            # queued: runs once this paint has been drawn and flushed
            QTimer.singleShot(0, lambda: emit(self.firstFramePainted))
        return super().eventFilter(watched, event)

    # == scene signals ======================================================================
    def _on_move_requested(self, move: Move) -> None:
        self.controller.play(move)

    def _on_card_clicked(self, kind: PileKind, index: int) -> None:
        if self.features.take_click(kind, index):
            return  # a feature's click handler took it (e.g. the advisor, thinking)
        self.finish_animations()
        if not self.settings.autoplay:
            self.status_message(self.tr("Autoplay is off: double-click or drag the card, or use the keys "
                                        "(see Help \u2192 Rules)."))
            return
        if not self.controller.click(kind, index):
            state = self.controller.state
            card = state.top(kind, index)
            if card is not None:
                from ..features.refusal_words import no_foundation_takes

                self.status_message(no_foundation_takes(state, card))

    def _on_card_double_clicked(self, kind: PileKind, index: int) -> None:
        # with Autoplay on, the first click has played the card: a double click is one click
        if self.settings.autoplay or self.features.take_click(kind, index):
            return
        self.finish_animations()
        if self.controller.play_home(kind, index):
            self.status_message("")
            return
        card = self.controller.state.top(kind, index)
        if card is not None:
            from ..features.refusal_words import no_foundation_takes

            self.status_message(no_foundation_takes(self.controller.state, card))

    def _on_move_refused(self, move: Move, reason: str) -> None:
        refusal = self.controller.state.refusal(move)  # (``reason`` is the engine's English)
        words = reason if refusal is None else refusal.words(i18n.translate)
        self.status_message(self.tr("Not allowed: {reason}.").format(reason=words))

    # == controller signals =================================================================
    def _on_game_started(self) -> None:
        if self._banner is not None:
            self._banner.dismiss()

    def _on_state_changed(self) -> None:
        c = self.controller
        animate = c.last_change != "new" and self.settings.animation_ms > 0
        if not self._table_on_show:
            self.scene.set_state(c.state, animate)
        self._refresh()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        if self.keyboard.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self._table_on_show:
            self._table_on_show = False
            self.scene.set_state(self.controller.state, False)
        super().showEvent(event)

    def _on_game_won(self) -> None:
        self.scene.celebrate()
        self._show_end_banner()

    def _on_game_blocked(self) -> None:
        self._show_end_banner()

    def _show_end_banner(self) -> None:
        state = self.controller.state
        if state.is_won:
            moves = self.controller.game.position
            won = self.tr("<b>You won!</b> All 52 cards are on the foundations in %n move(s).", "", moves)
            self.banner.show_message(
                "won", won + (f"<br>{note}" if (note := self.features.end_note_html(state)) else ""),
                [(self.tr("New deal"), self.new_deal)])
        elif state.is_blocked:
            left = sum(len(p) for p in state.wastes)
            blocked = self.tr("<b>Blocked.</b> The stock is used up and no waste-pile top fits a foundation "
                              "(%n card(s) left).", "", left)
            self.banner.show_message(
                "blocked", blocked + (f"<br>{note}" if (note := self.features.end_note_html(state)) else ""),
                [(self.tr("Undo"), self.undo), (self.tr("Restart"), self.restart),
                 (self.tr("New deal"), self.new_deal)])

    def _refresh(self) -> None:
        """Action states, status bar, title and banner from the current game."""
        c = self.controller
        game, state = c.game, c.state
        m = self.menus
        m.action_undo.setEnabled(c.can_undo)
        m.action_redo.setEnabled(c.can_redo)
        m.action_restart.setEnabled(c.can_undo or c.can_redo)
        m.update_play_actions(state)
        variant = i18n.variant_title(game.variant)
        if game.daily:
            deal = self.tr("Daily deal {date}").format(date=i18n.date(game.daily))
        elif game.deal is None:
            deal = self.tr("Hand-made deck")
        else:
            deal = self.tr("Deal {number}").format(number=game.deal)
        # "Calculation — deal 123456789", "Sir Tommy, three waste piles — daily deal 02.12.26"
        title = self.tr("{variant} \u2014 {deal}").format(variant=variant,
                                                         deal=i18n.deal_name(game.deal, game.daily))
        self.status_game.setText(variant)
        self.status_deal.setText(deal)
        self.status_stock.setText(self.tr("Stock: {count}").format(count=state.stock_face_down))
        self.status_moves.setText(self.tr("Moves: {count}").format(count=game.position))
        self.setWindowTitle(title)
        if state.is_won or state.is_blocked:
            if self.banner_kind() not in ("won", "blocked"):
                self._show_end_banner()
        elif self.banner_kind() in ("won", "blocked"):
            self.banner.dismiss()

    # == settings ===========================================================================
    def open_settings(self) -> None:
        self.finish_animations()
        from ..dialogs.focus_order import set_reading_order
        from ..dialogs.settings_dialog import SettingsDialog

        self.features.install_deferred()  # (within the start's first second) their rows too
        dialog = SettingsDialog(self.settings, self.controller.variant, self, rows=self.features.settings_rows)
        set_reading_order(dialog)  # (the features' rows were made after the dialog's own)
        self.settings_dialog = dialog
        try:
            if dialog.exec():
                self.apply_settings(dialog.result_settings())
        finally:
            self.settings_dialog = None
            dialog.deleteLater()

    def choose_variant(self, variant: Variant) -> None:
        """Play ``variant`` (Game > Choose game): a new deal of it, as a rule change in
        Settings deals one (after asking, if a game is in progress)."""
        self.finish_animations()
        if variant == self.controller.variant:
            return
        new = self.settings.copy()
        new.set_variant(variant)
        self.apply_settings(new)

    def ask_abandon(self, variant: Variant) -> bool:
        """Whether a rule change may abandon the game in progress: the abandon guard's
        answer (app/features/abandon_guard.py; yes when no feature guards it)."""
        return self.features.may_abandon("rules", variant)

    def apply_settings(self, new: Settings) -> None:
        """Take over ``new`` (from the dialog): save, and deal anew if the rules changed
        (after asking, if a game is in progress)."""
        c = self.controller
        rules_changed = new.variant != c.variant
        if rules_changed and c.in_progress and not self.ask_abandon(new.variant):
            new.set_variant(c.variant)
            rules_changed = False
        self.settings.take(new)
        self.scene.set_animation_ms(self.settings.animation_ms)
        self.save_settings()
        emit(self.settingsChanged)
        if rules_changed:  # (through the new-deal handler: Winnable deals holds for it too)
            self._deal_fresh()
        self._refresh()

    def save_settings(self) -> None:
        try:
            self.settings.save()
        except files.StorageError as e:
            self.status_message(words(e.problem, QCoreApplication.translate), 12000)
        except ValueError as e:  # (a setting out of range: the dialog offers none)
            self.status_message(str(e), 12000)

    # == help ===============================================================================
    def show_rules(self) -> None:
        self.finish_animations()
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        from ..dialogs.small import RulesDialog

        self.rules_dialog = RulesDialog(self.controller.variant, self)
        self.rules_dialog.setAttribute(Qt.WA_DeleteOnClose)
        self.rules_dialog.destroyed.connect(lambda *_: setattr(self, "rules_dialog", None))
        self.rules_dialog.show()  # not modal: the player can read it while playing

    def show_about(self) -> None:
        from ..dialogs.small import AboutDialog

        if self.about_dialog is not None:
            self.about_dialog.close()
        self.about_dialog = AboutDialog(self)
        self.about_dialog.setAttribute(Qt.WA_DeleteOnClose)
        self.about_dialog.destroyed.connect(lambda *_: setattr(self, "about_dialog", None))
        self.about_dialog.open()  # window-modal, without blocking

    def toggle_full_screen(self) -> None:
        """F11: the whole screen, or back to the window as it was (maximised or not)."""
        if self.isFullScreen():
            self.showMaximized() if self._maximised_before_full_screen else self.showNormal()
        else:
            self._maximised_before_full_screen = self.isMaximized()
            self.showFullScreen()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.WindowStateChange:  # (also when the window manager did it)
            self.menus.action_full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # == window geometry ====================================================================
    def _restore_geometry(self) -> None:
        """The saved size and place, fitted to the screen with the window's frame (the
        title bar stays on screen); the default size when none is saved."""
        from ...ui.layout import TableLayout

        table = TableLayout(self.controller.variant.waste_piles)  # (the tall table: its least aspect)
        rect = window_rect(self.settings.window_geometry, available_geometry(self), frame_margins(self),
                           table.width / table.height)
        if rect.x() >= 0:
            self.setGeometry(rect)
        else:
            self.resize(rect.size())

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.finish_animations()
        if not self.isMaximized() and not self.isFullScreen():
            g = self.geometry()
            self.settings.window_geometry = [g.x(), g.y(), g.width(), g.height()]
            self.save_settings()
        super().closeEvent(event)
