"""The main window: the card table, menus, toolbar, keyboard play, status bar and the
end-of-game banner.

Data flows one way: input (drag, click, key, menu) -> ``GameController`` -> engine ->
``stateChanged`` -> ``TableScene.set_state``.  The window decides no rule; the keys
that play a card to a foundation ask ``calculation_qt.rating.click_move`` which one.

Any input while cards are still moving first finishes the animation (so nothing is
lost or doubled): menu and key handlers call ``scene.finish_animations()``, and a
mouse press on the table does so before the scene sees it.

**Where a feature joins the window**: ``FEATURES`` below lists the feature modules
(statistics and the saved game, solver, advisor...), and ``app/features.py`` says in
one place every hook they may use (``add_action``, ``add_menu``, ``claim_action`` here;
the controller's signals and setters; the registry ``window.features``: click
handler, new-deal handler, settings rows, end-of-game notes).  Persistence is
installed at once (the first frame shows the resumed game); with
``MainWindow(defer_features=True)`` (the program's start) the others are installed
right after the first frame is painted (or after 1 s, whichever is first), so that
the window appears sooner (``bench ui``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..engine import Move, PileKind, Variant
from ..qtcompat import Qt, emit  # Qt: built when first used (after the first frame), see qtcompat
from ..ui.table_scene import TableScene
from ..ui.table_view import TableView
from . import storage
from .controller import GameController
from .features import FeatureRegistry
from .settings import Settings

# Dialogs, the message banner and the rating are imported when first used, so that the
# window paints its first frame sooner (see ``bench ui``).
if TYPE_CHECKING:
    from .banner import Banner
    from .dialogs import DealNumberDialog, RulesDialog
    from .settings_dialog import SettingsDialog

# The feature modules, in the order they are installed (see app/features.py).
FEATURES = ("persistence",       # resume the saved game, save every move, statistics
            "hint",              # Hint: the solver's next move of a winning line
            "winnable_deals",    # the Winnable deals setting
            "daily_deal",        # Game > Daily deal
            "was_it_winnable",   # Game > Was it winnable? and its replay
            "advisor_actions")   # Suggest, Demo, the advisor as click strength

MAX_WASTE = 4
# Qt's codes of these keys are their Latin-1 code points (Qt.Key_1 == ord("1"),
# Qt.Key_sterling == ord("\u00a3")...): so written, the module needs no Qt enum at import.
# Shifted digit keys on common layouts (US/UK/DE/FR-ish): Shift+1..4 often arrive as these.
SHIFTED_DIGITS = {ord(key): j for key, j in (("!", 0), ("@", 1), ('"', 1), ("#", 2), ("\u00a3", 2),
                                               ("\u00a7", 2), ("$", 3))}
DIGITS = {ord(str(j + 1)): j for j in range(4)}  # Qt.Key_1..Qt.Key_4
# X11 scan codes of the digit keys 1..4 on the main row (layout independent).
X11_DIGIT_SCANCODES = {10: 0, 11: 1, 12: 2, 13: 3}


class MainWindow(QMainWindow):
    settingsChanged = Signal()   # after the settings dialog changed something (saved already)
    firstFramePainted = Signal()  # once, just after the table painted its first frame

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
        self.setWindowTitle("Calculation")
        self.settings_dialog: SettingsDialog | None = None  # while open (tests reach it here)
        self.deal_dialog: DealNumberDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self._first_frame = False
        # the Qt namespace (~18 ms, see qtcompat.Qt) is built once the window is on screen
        self.firstFramePainted.connect(Qt.warm_up)

        self.scene = TableScene(self)
        self.scene.set_animation_ms(self.settings.animation_ms)
        self.view = TableView(self.scene, self)
        if not self.view.accessibleName():
            self.view.setAccessibleName("Card table")
        self._banner: Banner | None = None  # made on first use (see the banner property)
        central = QWidget(self)
        self._central_box = box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        self.setCentralWidget(central)

        self._named: dict[str, QAction] = {}
        self._create_actions()
        self._create_menus()
        self._create_toolbar()
        self._create_status_bar()

        self.scene.moveRequested.connect(self._on_move_requested)
        self.scene.cardClicked.connect(self._on_card_clicked)
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
            self.firstFramePainted.connect(self.features.install_deferred)
            QTimer.singleShot(1000, self.features.install_deferred)  # e.g. started minimised

    # == building ===========================================================================
    @property
    def defers_features(self) -> bool:
        """True for the program's start window (features installed after the first frame)."""
        return self._defer_features

    def _make_action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(self)  # (QAction(text, self) would weigh a QIcon overload: QIcon's enums, ~1 ms)
        action.setText(text)
        if shortcut is not None:
            sequence = shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut)
            action.setShortcuts([sequence])  # = setShortcut(sequence), which would build the Qt namespace
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.NativeText)})"
                              if shortcut is not None else tip)
        if slot is not None:
            action.triggered.connect(lambda _checked=False, s=slot: s())
        self.addAction(action)  # shortcuts work whatever has the focus
        return action

    def named_action(self, name: str) -> QAction:
        """One of the window's actions by name: "new", "restart", "deal_number",
        "statistics", "quit", "undo", "redo", "hint", "settings", "rules", "about"."""
        return self._named[name]

    def menu(self, name: str) -> QMenu:
        """The menu named "game", "edit", "play" or "help"."""
        return {"game": self.menu_game, "edit": self.menu_edit, "play": self.menu_play,
                "help": self.menu_help}[name]

    def add_action(self, text: str, slot, shortcut=None, tip: str = "", menu: str | None = None,
                   before: str | None = None, after: str | None = None,
                   toolbar_after: str | None = None) -> QAction:
        """A feature's action (see app/features.py): window-wide shortcut, placed in
        menu ``menu`` before/after the named action (else at its end), and in the
        toolbar after the named action if ``toolbar_after`` is given."""
        action = self._make_action(text, slot, shortcut, tip)
        if menu is not None:
            _insert(self.menu(menu), action, self._anchor(before), self._anchor(after))
        if toolbar_after is not None:
            _insert(self.toolbar, action, None, self._anchor(toolbar_after))
        return action

    def add_menu(self, title: str, menu: str = "game", before: str | None = None) -> QMenu:
        """A feature's submenu in menu ``menu`` (before the named action, else at the end)."""
        parent = self.menu(menu)
        sub = QMenu(title, parent)
        anchor = self._anchor(before)
        if anchor is not None and anchor in parent.actions():
            parent.insertMenu(anchor, sub)
        else:
            parent.addMenu(sub)
        return sub

    def claim_action(self, name: str, slot, tip: str | None = None) -> QAction:
        """Connect the window's placeholder action ``name`` ("hint", "statistics") to a
        feature's ``slot`` and enable it."""
        action = self._named[name]
        action.triggered.connect(lambda _checked=False: slot())
        if tip is not None:
            action.setStatusTip(tip)
        action.setEnabled(True)
        return action

    def _anchor(self, name: str | None) -> QAction | None:
        return None if name is None else self._named.get(name)

    def _create_actions(self) -> None:
        a = self._make_action
        self.action_new = a("&New deal", self.new_deal, QKeySequence("Ctrl+N"), "Deal a new game")
        self.action_restart = a("&Restart deal", self.restart, None, "Start this deal again from the beginning")
        self.action_deal_number = a("Deal by n&umber\u2026", self.deal_by_number, None,
                                    "Play a deal given by its number")
        self.action_statistics = a("S&tatistics\u2026", None, None, "Games played, won and lost")
        self.action_statistics.setEnabled(False)  # a feature claims it (claim_action)
        self.action_quit = a("&Quit", self.close, QKeySequence("Ctrl+Q"), "Quit Calculation")
        self.action_quit.setMenuRole(QAction.QuitRole)
        self.action_undo = a("&Undo", self.undo, QKeySequence("Ctrl+Z"), "Take back the last move")
        self.action_redo = a("&Redo", self.redo, QKeySequence("Ctrl+Shift+Z"), "Play the undone move again")
        self.action_hint = a("&Hint", None, QKeySequence("H"), "Show a good move")
        self.action_hint.setEnabled(False)  # a feature claims it (claim_action)
        self.action_settings = a("&Settings\u2026", self.open_settings, QKeySequence.Preferences,
                                 "Game, waste piles, autoplay, animation")
        self.action_settings.setMenuRole(QAction.PreferencesRole)
        self.action_rules = a("&Rules", self.show_rules, QKeySequence("F1"), "The rules of the current game")
        self.action_about = a("&About Calculation", self.show_about, None, "Version and licence")
        self.action_about.setMenuRole(QAction.AboutRole)
        self._named.update(new=self.action_new, restart=self.action_restart, deal_number=self.action_deal_number,
                           statistics=self.action_statistics, quit=self.action_quit, undo=self.action_undo,
                           redo=self.action_redo, hint=self.action_hint, settings=self.action_settings,
                           rules=self.action_rules, about=self.action_about)
        # keyboard play
        self.action_to_waste: list[QAction] = []
        self.action_waste_to_foundation: list[QAction] = []
        for j in range(MAX_WASTE):
            self.action_to_waste.append(a(f"Turned card to waste pile &{j + 1}",
                                          lambda j=j: self.key_to_waste(j), QKeySequence(str(j + 1))))
        self.action_to_foundation = a("Turned card to a &foundation", lambda: self.key_to_foundation(PileKind.STOCK, 0),
                                      QKeySequence("F"))
        for j in range(MAX_WASTE):
            self.action_waste_to_foundation.append(a(f"Waste pile {j + 1} to a foundation",
                                                     lambda j=j: self.key_to_foundation(PileKind.WASTE, j),
                                                     QKeySequence(f"Shift+{j + 1}")))

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("&Game")
        for action in (self.action_new, self.action_restart, self.action_deal_number, None,
                       self.action_statistics, None, self.action_quit):
            self.menu_game.addSeparator() if action is None else self.menu_game.addAction(action)
        self.menu_edit = bar.addMenu("&Edit")
        for action in (self.action_undo, self.action_redo, None, self.action_hint, None, self.action_settings):
            self.menu_edit.addSeparator() if action is None else self.menu_edit.addAction(action)
        self.menu_play = bar.addMenu("&Play")
        for action in self.action_to_waste:
            self.menu_play.addAction(action)
        self.menu_play.addSeparator()
        self.menu_play.addAction(self.action_to_foundation)
        for action in self.action_waste_to_foundation:
            self.menu_play.addAction(action)
        self.menu_help = bar.addMenu("&Help")
        self.menu_help.addAction(self.action_rules)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.action_about)

    def _create_toolbar(self) -> None:
        self.toolbar = QToolBar("Main toolbar", self)
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setMovable(False)
        # = setToolButtonStyle(Qt.ToolButtonTextOnly), through the Qt property, which takes
        # the enum's value: the first frame needs no Qt enum (see qtcompat.Qt)
        self.toolbar.setProperty("toolButtonStyle", 1)
        for action in (self.action_new, self.action_restart, None, self.action_undo, self.action_redo,
                       self.action_hint, None, self.action_settings, self.action_rules):
            self.toolbar.addSeparator() if action is None else self.toolbar.addAction(action)
        self.addToolBar(self.toolbar)  # at the top

    def _create_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_game = QLabel(self)
        self.status_deal = QLabel(self)
        self.status_stock = QLabel(self)
        self.status_moves = QLabel(self)
        for label in (self.status_game, self.status_deal, self.status_stock, self.status_moves):
            label.setContentsMargins(6, 0, 6, 0)
            bar.addPermanentWidget(label)

    # == public helpers =====================================================================
    @property
    def banner(self) -> Banner:
        """The non-modal message strip above the table (made on first use)."""
        if self._banner is None:
            from .banner import Banner

            self._banner = Banner(self)
            self._central_box.insertWidget(0, self._banner)
        return self._banner

    def _banner_kind(self) -> str:
        return self._banner.kind if self._banner is not None else ""

    def status_message(self, text: str, msec: int = 6000) -> None:
        self.statusBar().showMessage(text, msec)

    def finish_animations(self) -> None:
        if self.scene.is_animating():
            self.scene.finish_animations()

    # == game commands ======================================================================
    def new_deal(self) -> None:
        """A fresh deal: a feature's new-deal handler (e.g. Winnable deals) or a random one."""
        self.finish_animations()
        if not self.features.take_new_deal():
            self.controller.new_deal()

    def restart(self) -> None:
        self.finish_animations()
        self.controller.restart()

    def undo(self) -> None:
        self.finish_animations()
        if not self.controller.undo():
            self.status_message("Nothing to undo.")

    def redo(self) -> None:
        self.finish_animations()
        if not self.controller.redo():
            self.status_message("Nothing to redo.")

    def deal_by_number(self) -> None:
        self.finish_animations()
        from .dialogs import DealNumberDialog

        dialog = DealNumberDialog(self.controller.game.deal, self)
        self.deal_dialog = dialog
        try:
            if dialog.exec() and dialog.deal() is not None:
                self.controller.new_deal(dialog.deal())
        finally:
            self.deal_dialog = None
            dialog.deleteLater()

    # -- keyboard play ----------------------------------------------------------------------
    def key_to_waste(self, j: int) -> bool:
        self.finish_animations()
        state = self.controller.state
        if j >= len(state.wastes):
            self.status_message(f"This game has {len(state.wastes)} waste piles.")
            return False
        if state.turned is None:
            self.status_message("The stock is used up.")
            return False
        return self.controller.play(Move(PileKind.STOCK, 0, PileKind.WASTE, j))

    def key_to_foundation(self, kind: PileKind, index: int) -> bool:
        """Play the turned card (``kind`` STOCK) or a waste top to a foundation that
        wants it; the rating picks which when several do."""
        self.finish_animations()
        state = self.controller.state
        if kind is PileKind.WASTE and index >= len(state.wastes):
            self.status_message(f"This game has {len(state.wastes)} waste piles.")
            return False
        card = state.top(kind, index)
        if card is None:
            self.status_message("The stock is used up." if kind is PileKind.STOCK
                                else f"Waste pile {index + 1} is empty.")
            return False
        from .. import rating

        targets = state.foundations_for(card)
        if not targets:
            self.status_message(f"No foundation wants the {card.name} now.")
            return False
        move = rating.click_move(state, kind, index)
        if move is None or move.target is not PileKind.FOUNDATION:
            # the rating would keep this card back; the key asked for a foundation
            move = Move(kind, index, PileKind.FOUNDATION, targets[0])
        return self.controller.play(move)

    def _shifted_waste_index(self, event: QKeyEvent) -> int | None:
        """The waste pile a Shift+digit key press names, robust to keyboard layouts."""
        key = event.key()
        shift = bool(event.modifiers() & Qt.ShiftModifier)
        if key in SHIFTED_DIGITS:
            return SHIFTED_DIGITS[key]
        if shift and key in DIGITS:
            return DIGITS[key]
        if shift and QGuiApplication.platformName() == "xcb":
            return X11_DIGIT_SCANCODES.get(event.nativeScanCode())
        return None

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play not already taken by an action's shortcut; True if handled."""
        if event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier):
            return False
        j = self._shifted_waste_index(event)
        if j is not None:
            self.key_to_foundation(PileKind.WASTE, j)
            return True
        if event.key() in DIGITS and event.modifiers() & Qt.KeypadModifier:
            self.key_to_waste(DIGITS[event.key()])  # the number pad's digits, which shortcuts miss
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        if self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        etype = event.type()
        if etype == QEvent.KeyPress and watched is self.view:
            if self.handle_key(event):
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
            self.status_message("Autoplay is off: drag the card, or use the keys (see Help \u2192 Rules).")
            return
        if not self.controller.click(kind, index):
            card = self.controller.state.top(kind, index)
            if card is not None:
                self.status_message(f"No foundation wants the {card.name} now.")

    def _on_move_refused(self, move: Move, reason: str) -> None:
        self.status_message(f"Not allowed: {reason}.")

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
            self.banner.show_message(
                "won", f"<b>You won!</b> All 52 cards are on the foundations in {self.controller.game.position} moves."
                + (f"<br>{note}" if (note := self.features.end_note_html(state)) else ""),
                [("New deal", self.new_deal)])
        elif state.is_blocked:
            left = sum(len(p) for p in state.wastes)
            self.banner.show_message(
                "blocked", f"<b>Blocked.</b> The stock is used up and no waste-pile top fits a foundation "
                           f"({left} card{'s' if left != 1 else ''} left).",
                [("Undo", self.undo), ("Restart", self.restart), ("New deal", self.new_deal)])

    def _refresh(self) -> None:
        """Action states, status bar, title and banner from the current game."""
        c = self.controller
        game, state = c.game, c.state
        self.action_undo.setEnabled(c.can_undo)
        self.action_redo.setEnabled(c.can_redo)
        self.action_restart.setEnabled(c.can_undo or c.can_redo)
        piles = len(state.wastes)
        for j, action in enumerate(self.action_to_waste):
            action.setVisible(j < piles)
            action.setEnabled(j < piles and state.turned is not None)
        for j, action in enumerate(self.action_waste_to_foundation):
            action.setVisible(j < piles)
            action.setEnabled(j < piles and bool(state.wastes[j]))
        self.action_to_foundation.setEnabled(state.turned is not None)
        deal = "hand-made deck" if game.deal is None else f"deal {game.deal}"
        if game.daily:
            deal = f"daily deal {game.daily}"
        self.status_game.setText(game.variant.title)
        self.status_deal.setText(deal[0].upper() + deal[1:])
        self.status_stock.setText(f"Stock: {state.stock_left}")
        self.status_moves.setText(f"Moves: {game.position}")
        self.setWindowTitle(f"Calculation \u2014 {game.variant.title}, {deal}")
        if state.is_won or state.is_blocked:
            if self._banner_kind() not in ("won", "blocked"):
                self._show_end_banner()
        elif self._banner_kind() in ("won", "blocked"):
            self.banner.dismiss()

    # == settings ===========================================================================
    def open_settings(self) -> None:
        self.finish_animations()
        from .settings_dialog import SettingsDialog

        self.features.install_deferred()  # (within the start's first second) their rows too
        dialog = SettingsDialog(self.settings, self.controller.variant, self, rows=self.features.settings_rows)
        self.settings_dialog = dialog
        try:
            if dialog.exec():
                self.apply_settings(dialog.result_settings())
        finally:
            self.settings_dialog = None
            dialog.deleteLater()

    def ask_abandon(self, variant: Variant) -> bool:
        """Ask before a rule change abandons the game in progress (tests replace this)."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self, "Abandon this game?",
            f"Switch to {variant.title}?\n\nThat deals a new game, and the game in progress "
            "counts as lost.",
            QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
        return answer == QMessageBox.Yes

    def apply_settings(self, new: Settings) -> None:
        """Take over ``new`` (from the dialog): save, and deal anew if the rules changed
        (after asking, if a game is in progress)."""
        c = self.controller
        rules_changed = new.variant != c.variant
        if rules_changed and c.in_progress and not self.ask_abandon(new.variant):
            new.set_variant(c.variant)
            rules_changed = False
        for name in Settings.FIELDS:
            setattr(self.settings, name, getattr(new, name))
        self.scene.set_animation_ms(self.settings.animation_ms)
        self.save_settings()
        emit(self.settingsChanged)
        if rules_changed:
            c.new_deal(variant=self.settings.variant)
        self._refresh()

    def save_settings(self) -> None:
        try:
            self.settings.save()
        except (storage.StorageError, ValueError) as e:
            self.status_message(str(e), 12000)

    # == help ===============================================================================
    def show_rules(self) -> None:
        self.finish_animations()
        if self.rules_dialog is not None:
            self.rules_dialog.close()
        from .dialogs import RulesDialog

        self.rules_dialog = RulesDialog(self.controller.variant, self)
        self.rules_dialog.setAttribute(Qt.WA_DeleteOnClose)
        self.rules_dialog.destroyed.connect(lambda *_: setattr(self, "rules_dialog", None))
        self.rules_dialog.show()  # not modal: the player can read it while playing

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .dialogs import about_html

        QMessageBox.about(self, "About Calculation", about_html())

    # == window geometry ====================================================================
    def _restore_geometry(self) -> None:
        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 900)
        g = self.settings.window_geometry
        if g is not None:
            rect = QRect(*g)
            if rect.width() >= 400 and rect.height() >= 300 and avail.intersects(rect):
                self.setGeometry(rect)
                return
        height = min(940, int(avail.height() * 0.92))
        width = min(avail.width(), max(760, int(height * 1.02)))
        self.resize(width, height)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.finish_animations()
        if not self.isMaximized() and not self.isFullScreen():
            g = self.geometry()
            self.settings.window_geometry = [g.x(), g.y(), g.width(), g.height()]
            self.save_settings()
        super().closeEvent(event)


def _insert(container, action: QAction, before: QAction | None, after: QAction | None) -> None:
    """Put ``action`` in a menu or toolbar before ``before`` or right after ``after``
    (at the end when the anchor is not there)."""
    actions = container.actions()
    if after is not None and after in actions:
        i = actions.index(after) + 1
        before = actions[i] if i < len(actions) else None
    if before is not None and before in actions:
        container.insertAction(before, action)
    else:
        container.addAction(action)
