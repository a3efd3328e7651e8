"""Where a feature joins the main window: the one place to read.

A *feature* is a module of ``calculation_qt.app.features`` with a function
``install(window) -> object``.  ``main_window.FEATURES`` lists them, in order; to add
one, add its module name there.  ``MainWindow`` installs them through its registry,
``window.features`` (a ``FeatureRegistry``): at once, or, at the program's start,
right after the first frame (``IMMEDIATE`` ones, e.g. persistence, always at once).
``window.features.installed`` fires ``(name, object)``.

Features never find each other by name: what one offers another goes through a typed
hook of this registry (``suggest``, ``demoChanged``, ``statistics()``), so each works
whether the other is installed or not, and in any order.  (Tests may reach a
feature's object as ``window.features[name]``; product code does not.)

What a feature may use, and nothing else (never another object's private members,
never assigning to another object's attributes):

Window (``main_window.MainWindow``), public methods and objects
    ``controller``, ``settings``, ``scene``, ``view``, ``banner``,
    ``status_message(text, msec)``, ``finish_animations()``, ``undo()``, ``new_deal()``.
    ``firstFramePainted``, ``settingsChanged``, ``statusMessageShown(text)``: signals.
    ``solver`` (``services.solver_service.SolverService``): the window's one solver
    job runner (made on first use), shared by Hint, Winnable deals, the daily deal and
    "Was it winnable?".

Window's actions, menus and toolbar (``window.menus``, ``window_actions.WindowActions``)
    ``add_action(text, slot, shortcut=None, tip="", menu=None, before=None, after=None,
    toolbar_after=None, icon=None) -> QAction``: a window-wide action (its shortcut works whatever
    has the focus), placed in the menu named ``menu`` ("game", "edit", "play", "help";
    None: in no menu) before or after the action named ``before``/``after`` (see
    ``WindowActions.named_action``: "new", "statistics", "hint", "settings"...), and in the
    toolbar after the action named ``toolbar_after``; ``icon``: a name of
    ``shell.icons.THEME_NAMES`` (the desktop theme's icon, else the program's own).
    ``add_menu(title, menu="game", before=None) -> QMenu``: a submenu.
    ``claim_action(name, slot, tip=None) -> QAction``: the window's own placeholder
    actions that a feature provides ("hint", "statistics"): connects and enables it.
    ``menu(name) -> QMenu``, ``named_action(name) -> QAction``, ``toolbar``.

Controller (``controller.GameController``)
    Signals to observe the game: ``gameStarted``, ``gameWon``, ``gameBlocked``,
    ``gameAbandoned(old_game)``, ``stateChanged``, ``moveApplied(move)``,
    ``moveRefused(move, reason)``, ``hintCounted``.  Methods: ``play``, ``new_deal``,
    ``set_game``, ``random_deal()``, ``count_hint()``, ``mark_demo_used()``,
    ``set_deal_source(fn)`` (``fn(variant) -> int | None``: the number of the next
    fresh deal, None for a random one), ``set_click_move_policy(fn)``
    (``fn(state, kind, index) -> Move | None``: the move a click plays).

This registry (``window.features``), typed hooks
    ``set_click_handler(fn)``: ``fn(kind, index) -> bool`` sees a click on a card
    first; True means the feature took it (e.g. the advisor thinks off the GUI thread),
    False lets the window play the controller's click move as usual.
    ``set_new_deal_handler(fn)``: ``fn() -> bool`` runs when the player asks for a new
    deal (menu, toolbar, the end banner's button); True means the feature deals it
    (e.g. Winnable deals), False lets the controller deal a random one.
    ``set_abandon_guard(fn)``: ``fn(reason, detail) -> bool`` is asked before New deal,
    Deal by number, the daily deal or a rule change replaces a game in progress
    (``reason``: "new", "number", "daily", "rules"; ``detail``: the deal number or the
    Variant); False keeps the game.  Features that replace the game call
    ``may_abandon(reason, detail)`` first.
    ``add_settings_row(SettingsRow(...))``: a row of the settings dialog.

Settings a feature brings
    The feature's module declares them at import: ``declare(Field(name, default,
    check, group))`` (``app/storage/settings.py``; ``group``: "rules", "looks" or
    "behaviour"), reads them as ``window.settings.<name>``, and adds its row with
    ``SettingsRow(FIELD.name, FIELD.group, make, read, label)`` (or ``check_box_row``).
    ``add_end_note(fn)``: ``fn(state) -> str`` (rich text, may be "") added under
    the won or blocked message (e.g. the statistics summary).
    ``set_suggest(fn)`` / ``suggest``: the advisor's Suggest (``fn()``), None while
    no feature offers it (Hint offers it in a lost position).
    ``claim_highlight(owner)``: a feature about to highlight a move on the table
    (Hint: "hint", Suggest: "suggest") says so; ``highlightClaimed(owner)`` tells the
    others, which drop their own pending highlight (one highlight at a time).
    ``demoChanged(bool)``: a signal; the feature that runs a demo emits it through
    ``set_demo_running(on)`` (the automatic foundation moves pause meanwhile).
    ``set_statistics_source(fn)`` / ``statistics()``: the player's statistics
    (``storage.stats.Statistics``; None while no feature keeps them).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal

from ...qtcompat import emit

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...engine import GameState, PileKind
    from ..storage.settings import Field, Settings
    from ..storage.stats import Statistics

# Features installed with the window even at the program's start (the first frame
# shows the resumed game, on the player's table colour and cards).
IMMEDIATE = frozenset({"persistence", "appearance", "card_deck"})


class SettingsRow(NamedTuple):
    """A control a feature adds to the settings dialog.

    ``make(parent, settings) -> QWidget`` builds it showing ``settings`` (the current
    ones); ``read(widget, settings)`` writes its choice into ``settings`` (the dialog's
    new copy).  ``group`` is its setting's group (``Field.group``: "rules", "looks",
    "behaviour"), which says the dialog box it goes in; ``label``
    the form label ("" for a control that labels itself, e.g. a check box); ``name``
    finds the widget again (``SettingsDialog.row_widget(name)``)."""

    name: str
    group: str
    make: Callable[[QWidget, Settings], QWidget]
    read: Callable[[QWidget, Settings], None]
    label: str = ""


def check_box_row(field: Field, text: Callable[[], str]) -> SettingsRow:
    """A settings row that is one check box for the boolean setting ``field`` (in its
    group); ``text()`` gives its translated label (called when the dialog is built)."""
    name = field.name

    def make(parent, settings):
        from PySide6.QtWidgets import QCheckBox

        box = QCheckBox(text(), parent)
        box.setChecked(bool(getattr(settings, name)))
        return box

    def read(box, settings) -> None:
        setattr(settings, name, box.isChecked())

    return SettingsRow(name, field.group, make, read)


class FeatureRegistry(QObject):
    """The window's features and the hooks they provide (see the module docstring)."""

    installed = Signal(str, object)  # (module name, what its install() returned)
    demoChanged = Signal(bool)       # a demo started (True) or stopped (False)
    highlightClaimed = Signal(str)   # a feature ("hint", "suggest") is about to highlight a move

    def __init__(self, window, parent: QObject | None = None):
        super().__init__(parent)
        self.window = window
        self.objects: dict[str, object] = {}
        self.click_handler: Callable[[PileKind, int], bool] | None = None
        self.new_deal_handler: Callable[[], bool] | None = None
        self.abandon_guard: Callable[[str, object], bool] | None = None
        self.settings_rows: list[SettingsRow] = []
        self.end_notes: list[Callable[[GameState], str]] = []
        self.suggest: Callable[[], None] | None = None
        self.statistics_source: Callable[[], Statistics] | None = None
        self.demo_running = False
        self._pending: list[str] | None = None

    # -- installing -----------------------------------------------------------------------
    def install(self, name: str) -> object:
        """Import ``calculation_qt.app.features.<name>`` and call its ``install(window)`` (once)."""
        if name in self.objects:
            return self.objects[name]
        module = importlib.import_module(f"{__package__}.{name}")
        obj = module.install(self.window)
        self.objects[name] = obj
        emit(self.installed, name, obj)
        return obj

    def install_all(self, names, defer: bool) -> None:
        """Install ``names`` in order; with ``defer`` only the ``IMMEDIATE`` ones now,
        the others in ``install_deferred()``."""
        later = []
        for name in names:
            if defer and name not in IMMEDIATE:
                later.append(name)
            else:
                self.install(name)
        self._pending = later if defer else None

    def install_deferred(self) -> None:
        """Install the features ``install_all(defer=True)`` held back (once, in order)."""
        pending, self._pending = self._pending, None
        for name in pending or ():
            self.install(name)

    @property
    def pending(self) -> bool:
        return bool(self._pending)

    def __getitem__(self, name: str) -> object:
        """The object feature ``name``'s install returned (for tests: features reach
        each other through the typed hooks below)."""
        return self.objects[name]

    def __contains__(self, name: object) -> bool:
        return name in self.objects

    # -- hooks ----------------------------------------------------------------------------
    def set_click_handler(self, handler: Callable[[PileKind, int], bool] | None) -> None:
        self.click_handler = handler

    def set_new_deal_handler(self, handler: Callable[[], bool] | None) -> None:
        self.new_deal_handler = handler

    def set_abandon_guard(self, guard: Callable[[str, object], bool] | None) -> None:
        self.abandon_guard = guard

    def add_settings_row(self, row: SettingsRow) -> None:
        self.settings_rows.append(row)

    def add_end_note(self, note: Callable[[GameState], str]) -> None:
        self.end_notes.append(note)

    def set_suggest(self, suggest: Callable[[], None] | None) -> None:
        self.suggest = suggest

    def claim_highlight(self, owner: str) -> None:
        emit(self.highlightClaimed, owner)

    def set_demo_running(self, on: bool) -> None:
        if on != self.demo_running:
            self.demo_running = on
            emit(self.demoChanged, on)

    def set_statistics_source(self, source: Callable[[], Statistics] | None) -> None:
        self.statistics_source = source

    def statistics(self) -> Statistics | None:
        return self.statistics_source() if self.statistics_source is not None else None

    # -- used by the window ---------------------------------------------------------------
    def take_click(self, kind: PileKind, index: int) -> bool:
        return self.click_handler is not None and bool(self.click_handler(kind, index))

    def may_abandon(self, reason: str, detail: object = None) -> bool:
        """True when the game may be replaced (no guard, nothing in progress, or the
        guard said yes)."""
        return self.abandon_guard is None or bool(self.abandon_guard(reason, detail))

    def take_new_deal(self) -> bool:
        return self.new_deal_handler is not None and bool(self.new_deal_handler())

    def end_note_html(self, state: GameState) -> str:
        return "<br>".join(text for text in (note(state) for note in self.end_notes) if text)
