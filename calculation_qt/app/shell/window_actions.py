"""The main window's actions, menus and toolbar, and the methods features use to add
theirs (``add_action``, ``add_menu``, ``claim_action``; see ``app/features/registry.py``).

``WindowActions`` is one part of ``MainWindow`` (``window.menus``): it owns every
action (``menus.action_new``, ``menus.action_hint``...), the menu bar's menus and the
toolbar.  Each action is added to the window, so its shortcut works whatever has the
focus; a named action (``named_action("statistics")``) is an anchor that features place
theirs before or after.  The actions call the window's commands (``new_deal``,
``undo``...) and the keyboard-play part (``window.keyboard``); they decide nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QAction, QColor, QIcon, QPixmap
from PySide6.QtWidgets import QMenu, QToolBar

from ...engine import PileKind
from ...ui.layout import MAX_WASTE_PILES

if TYPE_CHECKING:
    from .main_window import MainWindow

MAX_WASTE = MAX_WASTE_PILES  # keys 1..8 and Shift+1..8
ICON_SIZE = 22  # the toolbar's icons, in device-independent pixels
PREFERENCES = "<preferences>"  # a shortcut: the desktop's key for Preferences (QKeySequence.Preferences)


class WindowActions:
    """The window's actions, its menus and its toolbar (built at once, in the window)."""

    def __init__(self, window: MainWindow):
        self.window = window
        self._named: dict[str, QAction] = {}
        # the program's start: icons, shortcuts and tips after the first frame (see set_icon)
        self._icons_waiting: list[tuple[QAction, str]] | None = [] if window.defers_features else None
        self._keys_waiting: list[tuple[QAction, object, str]] = []
        self._blank: QIcon | None = None
        if window.defers_features:
            window.firstFramePainted.connect(self._after_first_frame)
        self.action_to_waste: list[QAction] = []
        self.action_waste_to_foundation: list[QAction] = []
        self.action_to_foundation: QAction | None = None
        self._create_actions()
        self._create_menus()
        self._create_toolbar()
        if not window.defers_features:  # (the program's start: after the first frame, which shows no menu)
            self._create_play_actions()

    def _make_action(self, text: str, slot, shortcut=None, tip: str = "", icon: str | None = None) -> QAction:
        action = QAction(self.window)  # (QAction(text, self) would weigh a QIcon overload: QIcon's enums, ~1 ms)
        action.setText(text)
        if icon is not None:
            self.set_icon(action, icon)
        if shortcut is not None or tip:
            if self._icons_waiting is not None:  # the first frame shows neither (QKeySequence: ~1.5 ms, bench ui)
                self._keys_waiting.append((action, shortcut, tip))
            else:
                _set_keys(action, shortcut, tip)
        if slot is not None:
            action.triggered.connect(lambda _checked=False, s=slot: s())
        self.window.addAction(action)  # shortcuts work whatever has the focus
        return action

    def set_icon(self, action: QAction, name: str) -> None:
        """The icon ``name`` (``icons.THEME_NAMES``) for ``action``; at the program's start a blank of its size
        until the first frame is painted (reading the icons would delay it, bench ui),
        so that the toolbar keeps its height when they come."""
        if self._icons_waiting is None:
            from .icons import action_icon

            action.setIcon(action_icon(name))
            return
        if self._blank is None:
            pixmap = QPixmap(ICON_SIZE, ICON_SIZE)
            pixmap.fill(QColor(0, 0, 0, 0))
            self._blank = QIcon(pixmap)
        action.setIcon(self._blank)
        self._icons_waiting.append((action, name))

    def _after_first_frame(self) -> None:
        from .icons import action_icon  # (here: the start's modules are fewer, see main.py)

        waiting, self._icons_waiting = self._icons_waiting or [], None
        if self.action_to_foundation is None:
            self._create_play_actions()
        for action, name in waiting:
            action.setIcon(action_icon(name))
        keys, self._keys_waiting = self._keys_waiting, []
        for action, shortcut, tip in keys:
            _set_keys(action, shortcut, tip)

    def named_action(self, name: str) -> QAction:
        """One of the window's actions by name: "new", "restart", "deal_number",
        "statistics", "quit", "undo", "redo", "hint", "settings", "rules", "about",
        "full_screen"."""
        return self._named[name]

    def menu(self, name: str) -> QMenu:
        """The menu named "game", "edit", "play" or "help"."""
        return {"game": self.menu_game, "edit": self.menu_edit, "play": self.menu_play,
                "help": self.menu_help}[name]

    def add_action(self, text: str, slot, shortcut=None, tip: str = "", menu: str | None = None,
                   before: str | None = None, after: str | None = None,
                   toolbar_after: str | None = None, icon: str | None = None) -> QAction:
        """A feature's action (see app/features/registry.py): window-wide shortcut, placed in
        menu ``menu`` before/after the named action (else at its end), and in the
        toolbar after the named action if ``toolbar_after`` is given; ``icon``: its
        icon's name (``icons.THEME_NAMES``)."""
        action = self._make_action(text, slot, shortcut, tip, icon)
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

    def _create_actions(self) -> None:  # (texts in the context "MainWindow", like the window's own)
        a, w = self._make_action, self.window
        self.action_new = a(QCoreApplication.translate("MainWindow", "&New deal"), w.new_deal, "Ctrl+N", QCoreApplication.translate("MainWindow", "Deal a new game"), "new")
        self.action_restart = a(QCoreApplication.translate("MainWindow", "&Restart deal"), w.restart, None, QCoreApplication.translate("MainWindow", "Start this deal again from the beginning"), "restart")
        self.action_deal_number = a(QCoreApplication.translate("MainWindow", "Deal by n&umber\u2026"), w.deal_by_number, None,
                                    QCoreApplication.translate("MainWindow", "Play a deal given by its number"))
        self.action_statistics = a(QCoreApplication.translate("MainWindow", "S&tatistics\u2026"), None, None, QCoreApplication.translate("MainWindow", "Games played, won and lost"))
        self.action_statistics.setEnabled(False)  # a feature claims it (claim_action)
        self.action_quit = a(QCoreApplication.translate("MainWindow", "&Quit"), w.close, "Ctrl+Q", QCoreApplication.translate("MainWindow", "Quit Calculation"))
        self.action_quit.setMenuRole(QAction.QuitRole)
        self.action_undo = a(QCoreApplication.translate("MainWindow", "&Undo"), w.undo, "Ctrl+Z", QCoreApplication.translate("MainWindow", "Take back the last move"), "undo")
        self.action_redo = a(QCoreApplication.translate("MainWindow", "&Redo"), w.redo, "Ctrl+Shift+Z", QCoreApplication.translate("MainWindow", "Play the undone move again"), "redo")
        self.action_hint = a(QCoreApplication.translate("MainWindow", "&Hint"), None, "H", QCoreApplication.translate("MainWindow", "Show a good move"), "idea")
        self.action_hint.setEnabled(False)  # a feature claims it (claim_action)
        self.action_settings = a(QCoreApplication.translate("MainWindow", "&Settings\u2026"), w.open_settings, PREFERENCES,
                                 QCoreApplication.translate("MainWindow", "Game, waste piles, autoplay, animation, language"), "settings")
        self.action_settings.setMenuRole(QAction.PreferencesRole)
        self.action_rules = a(QCoreApplication.translate("MainWindow", "&Rules"), w.show_rules, "F1", QCoreApplication.translate("MainWindow", "The rules of the current game"), "rules")
        self.action_about = a(QCoreApplication.translate("MainWindow", "&About Calculation"), w.show_about, None, QCoreApplication.translate("MainWindow", "Version and licence"))
        self.action_about.setMenuRole(QAction.AboutRole)
        self.action_full_screen = a(QCoreApplication.translate("MainWindow", "&Full screen"), w.toggle_full_screen,
                                    "F11", QCoreApplication.translate("MainWindow", "Show the table on the whole screen, or in a window again"),
                                    "fullscreen")
        self.action_full_screen.setCheckable(True)
        # the toolbar's words, which may be shorter than the menus' (German, French and
        # Spanish would not fit a 640 px window otherwise; tests/ui/test_window_translated.py)
        self.action_new.setIconText(QCoreApplication.translate("MainWindow", "New deal", "toolbar"))
        self.action_restart.setIconText(QCoreApplication.translate("MainWindow", "Restart deal", "toolbar"))
        self.action_settings.setIconText(QCoreApplication.translate("MainWindow", "Settings", "toolbar"))
        self.action_undo.setIconText(QCoreApplication.translate("MainWindow", "Undo", "toolbar"))
        self.action_redo.setIconText(QCoreApplication.translate("MainWindow", "Redo", "toolbar"))
        self.action_hint.setIconText(QCoreApplication.translate("MainWindow", "Hint", "toolbar"))
        self._named.update(new=self.action_new, restart=self.action_restart, deal_number=self.action_deal_number,
                           statistics=self.action_statistics, quit=self.action_quit, undo=self.action_undo,
                           redo=self.action_redo, hint=self.action_hint, settings=self.action_settings,
                           rules=self.action_rules, about=self.action_about, full_screen=self.action_full_screen)

    def _create_play_actions(self) -> None:
        """The Play menu's actions: the keys that play cards (at the program's start just
        after the first frame: ~1 ms of it, bench ui)."""
        a, keys = self._make_action, self.window.keyboard
        for j in range(MAX_WASTE):
            self.action_to_waste.append(a(QCoreApplication.translate("MainWindow", "Turned card to waste pile &{pile}").format(pile=j + 1),
                                          lambda j=j: keys.key_to_waste(j), str(j + 1)))
        self.action_to_foundation = a(QCoreApplication.translate("MainWindow", "Turned card to a &foundation"), lambda: keys.key_to_foundation(PileKind.STOCK, 0),
                                      "F")
        for j in range(MAX_WASTE):
            self.action_waste_to_foundation.append(a(QCoreApplication.translate("MainWindow", "Waste pile {pile} to a foundation").format(pile=j + 1),
                                                     lambda j=j: keys.key_to_foundation(PileKind.WASTE, j),
                                                     f"Shift+{j + 1}"))
        # first in the menu, before what features added (when no frame came for a second)
        menu, before = self.menu_play, next(iter(self.menu_play.actions()), None)
        for action in [*self.action_to_waste, None, self.action_to_foundation, *self.action_waste_to_foundation]:
            if action is None:
                menu.insertSeparator(before) if before is not None else menu.addSeparator()
            else:
                menu.insertAction(before, action) if before is not None else menu.addAction(action)
        self.update_play_actions(self.window.controller.state)

    def update_play_actions(self, state) -> None:
        """The Play menu for ``state``: a pile's actions shown for the game's waste piles,
        enabled where there is a card to play."""
        piles = len(state.wastes)
        for j, action in enumerate(self.action_to_waste):
            action.setVisible(j < piles)
            action.setEnabled(j < piles and state.turned is not None)
        for j, action in enumerate(self.action_waste_to_foundation):
            action.setVisible(j < piles)
            action.setEnabled(j < piles and bool(state.wastes[j]))
        if self.action_to_foundation is not None:
            self.action_to_foundation.setEnabled(state.turned is not None)

    def _create_menus(self) -> None:
        bar = self.window.menuBar()
        self.menu_game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        for action in (self.action_new, self.action_restart, self.action_deal_number, None,
                       self.action_statistics, None, self.action_quit):
            self.menu_game.addSeparator() if action is None else self.menu_game.addAction(action)
        self.menu_edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        for action in (self.action_undo, self.action_redo, None, self.action_hint, None, self.action_full_screen,
                       self.action_settings):
            self.menu_edit.addSeparator() if action is None else self.menu_edit.addAction(action)
        self.menu_play = bar.addMenu(QCoreApplication.translate("MainWindow", "&Play"))  # (filled by _create_play_actions)
        self.menu_help = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.menu_help.addAction(self.action_rules)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.action_about)

    def _create_toolbar(self) -> None:
        self.toolbar = QToolBar(QCoreApplication.translate("MainWindow", "Main toolbar"), self.window)
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setMovable(False)
        # = setToolButtonStyle(Qt.ToolButtonTextUnderIcon), through the Qt property, which
        # takes the enum's value: the first frame needs no Qt enum (see qtcompat.Qt); the
        # words under the icons keep the toolbar as narrow as words alone
        self.toolbar.setProperty("toolButtonStyle", 3)
        self.toolbar.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        for action in (self.action_new, self.action_restart, None, self.action_undo, self.action_redo,
                       self.action_hint, None, self.action_settings, self.action_rules):
            self.toolbar.addSeparator() if action is None else self.toolbar.addAction(action)
        self.window.addToolBar(self.toolbar)  # at the top


def _set_keys(action: QAction, shortcut, tip: str) -> None:
    """``action``'s shortcut (a key's text such as "Ctrl+N", a key code, a QKeySequence or
    ``PREFERENCES``), its status tip ``tip`` and its tooltip: the tip and the keys."""
    from PySide6.QtGui import QKeySequence  # (here: its enums are built when the class is first touched)

    if shortcut is not None:
        if isinstance(shortcut, QKeySequence):
            sequence = shortcut
        else:
            sequence = QKeySequence(QKeySequence.Preferences if shortcut == PREFERENCES else shortcut)
        action.setShortcuts([sequence])  # = setShortcut(sequence), which would build the Qt namespace
    if tip:
        action.setStatusTip(tip)
        keys = action.shortcut().toString(QKeySequence.NativeText)  # ("" where a standard key has none)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)


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
