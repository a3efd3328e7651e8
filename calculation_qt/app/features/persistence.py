"""The game in progress survives anything, and every game is counted exactly once.

The feature "persistence" (installed with the window, before its first frame) does
four things, with the help of ``saved_game`` (the file), ``game_lock`` (one writer)
and ``stats_recording`` (the figures):

1. **Resume.**  If ``game.json`` holds a valid game that is not won, it becomes the
   current game (``controller.set_game``), undo and redo history included.  A game
   the player replaces afterwards (``--deal N``, New) is abandoned like any other.
2. **Save after every change.**  Every ``stateChanged`` (move, undo, redo, restart, new
   game) and every hint (``hintCounted``) writes the game and its session atomically
   to ``game.json`` (``gameSaved`` tells).  A crash or SIGKILL loses nothing that was
   on screen before it.  A second running Calculation says once that its game will
   not be saved, instead of overwriting the first one's game (``game_lock``).
3. **Count every game once.**  The result is recorded when the game first ends: won or
   blocked (checked on ``stateChanged``, so the figures are up to date before
   ``gameWon``/``gameBlocked`` listeners such as the win message run) or abandoned
   (``gameAbandoned``: a loss).  After that the game's result is final: undoing and
   winning again, or undoing a blocked game and then winning or abandoning it, changes
   nothing.  Games the demo played in (``controller.demo_used``) are not counted.
   Undo (restart included) and hints are allowed; such a game is flagged *assisted*.
   A result the statistics file could not take (a full disk) is written into
   ``game.json`` with the game (``pending``) until it can: the next start counts it once
   even if the program quit or was killed meanwhile; both are said.
4. **Tell the player.**  The problems ``files`` collects (a damaged or unreadable file
   set aside or left untouched, a write that failed) are worded in the player's language
   (``problem_text``) and shown once (a failed write again each time it comes back
   after a write that worked; what one change brought, in one message): in the status
   bar and in a non-modal message box (``show_dialogs = False`` turns the box off; every message
   shown is kept in ``Persistence.shown``).

It claims the window's Statistics action and adds the statistics summary under the
win message (``features.add_end_note``).

Start-up (``bench ui``): resuming writes nothing (the file already holds that game: a
save whose content equals what was last loaded or written is skipped), and at the
program's start (``window.defers_features``) the save of a game with no move yet
(e.g. ``--deal N``) waits for the window's first frame or 1 s, whichever comes first
(``defer_fresh_saves``): nothing the player did can be lost by that, and the first
frame does not wait for the disk.  Any other change is saved at once, as always.  The
temporary files crashed writes left are removed, and the data folder watched, just
after the first frame too.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ...engine import Game
from ...qtcompat import emit
from ..storage import files, game_lock
from ..storage.paths import data_file
from ..storage.problem_words import CONTEXT, PENDING_KEPT, words
from ..storage.saved_game import GAME_FILE, Session, game_to_dict, load_saved_game_and_pending, save_data
from .stats_recording import StatsRecorder, game_key

if TYPE_CHECKING:  # the message box is imported when a problem is shown
    from PySide6.QtWidgets import QMessageBox


class Persistence(QObject):
    """Resume, save after every change, count results, tell the player about file problems."""

    gameSaved = Signal()  # game.json was written (after a change, a hint or at quit)
    show_dialogs = True  # a non-modal message box for file problems (tests may turn it off)

    def __init__(self, window, restore: bool = True):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.shown: list[str] = []        # every problem message shown to the player
        self.save_failures = 0
        self.recorder = StatsRecorder(window, self._write_failed, self.show_problems)
        self.session = Session()
        self.second_window = False  # another running Calculation holds game.json (game_lock)
        self._restored: Game | None = None
        self._session_game: Game | None = self.controller.game  # the game self.session belongs to
        self._boxes: list[QMessageBox] = []
        self._saved_data: dict | None = None  # what game.json holds as far as we know (loaded or written)
        self._defer_fresh = False             # see defer_fresh_saves()
        self._deferred_save = False
        self._pending_said: set[str] = set()  # ids of kept results whose keeping was said
        self._holding = 0                      # > 0: problems are shown once the change is handled
        self._abandon_held = False             # an abandoned game's problems wait for the new game's save
        c = self.controller
        c.stateChanged.connect(self._on_state_changed)
        c.gameStarted.connect(self._on_game_started)
        c.gameAbandoned.connect(self._on_game_abandoned)
        for ended in (c.gameWon, c.gameBlocked):  # results are recorded on stateChanged already:
            ended.connect(self._check_end)        # a safety net (idempotent)
        c.hintCounted.connect(self.save_game)
        if restore:
            self.restore()
        app = QApplication.instance()
        if app is not None:  # the last word, whatever happened since the last change
            app.aboutToQuit.connect(self.save_game)
        window.menus.claim_action("statistics", self.open_statistics)
        window.features.add_end_note(self._end_note)
        window.features.set_statistics_source(lambda: self.recorder.statistics)
        if window.defers_features:  # the program's start: a new deal is saved just after the first frame
            self.defer_fresh_saves(window.firstFramePainted)
        QTimer.singleShot(0, self.show_problems)
        window.features.installed.connect(lambda *_: self.show_problems())  # (e.g. a bad value of its setting)
        window.firstFramePainted.connect(self._raise_boxes)  # (a box shown at the start stays in sight)
        self._watcher = None
        if window.defers_features:  # the program's start: the first frame waits for neither (bench ui)
            window.after_first_frame(self._tidy_and_watch)
        else:
            self._tidy_and_watch()

    @property
    def statistics(self):
        return self.recorder.statistics

    # -- resume ---------------------------------------------------------------------------
    def restore(self) -> bool:
        """Make the saved game current if there is a usable one; True if it was.  A
        controller that already holds a game in progress (moves made) keeps it."""
        saved = load_saved_game_and_pending()
        if saved is None:
            return False
        game, session, pending = saved
        self.recorder.take_pending(pending)  # (results a full disk refused before a quit or a kill)
        self._pending_said.update(r.game_id for _key, r in pending if r.game_id)
        loaded = game_to_dict(game, session, pending)  # the file's content: resuming need not write it again
        if self.controller.game.moves:  # the saved game is replaced: abandoned if in progress
            if game.moves and not game.state.is_over and session.result is None and not session.demo:
                self.recorder.add(game, session, won=False, abandoned=True)
            return False
        if game.state.is_won:
            return False  # finished: a fresh deal is friendlier than a won table
        if session.result is None:  # counted before a crash could write game.json? never twice
            if self.window.defers_features:  # the program's start: the figures are read after its first frame
                self._look_up_result_later(game, session)
            else:
                session.result = self.recorder.recorded_result(game, session)
        self._restored = game
        self.session = session
        self._saved_data = loaded
        self.controller.set_game(game)
        self.controller.settings.set_variant(game.variant)  # in memory: the settings show the resumed game's rules
        if session.demo:
            self.controller.mark_demo_used()
        self._restored = None
        return True

    def _look_up_result_later(self, game: Game, session: Session) -> None:
        """Just after the first frame (or 1 s): whether the statistics counted the resumed
        game already (a crash between writing them and ``game.json``).  Meanwhile an end
        of that game is counted through ``recorder.add``, which never counts a game twice."""

        def look_up():
            if session.result is None:
                session.result = self.recorder.recorded_result(game, session)

        self.window.after_first_frame(look_up)

    # -- signal handlers ------------------------------------------------------------------
    def _on_game_started(self) -> None:
        game = self.controller.game
        if game is not self._restored and game is not self._session_game:
            self.session = Session()  # a new game (the same Game made current again keeps its session)
        self._session_game = game

    def _on_state_changed(self) -> None:
        self._holding += 1  # (a result refused and kept with the game: said in one message)
        try:
            self._check_end()
            if self._defer_fresh and not self.controller.game.moves:
                self._deferred_save = True  # nothing played yet: saved by _end_deferral()
                return
            self.save_game()
        finally:
            self._holding -= 1
            self._end_abandon_hold()
            self.show_problems()

    def defer_fresh_saves(self, signal=None, timeout_ms: int = 1000) -> None:
        """Until ``signal`` fires (or ``timeout_ms`` passes), a change to a game with no
        move yet is saved later instead of at once.  A game with moves, statistics and
        results are never held back."""
        self._defer_fresh = True
        if signal is not None:
            signal.connect(self._end_deferral)
        QTimer.singleShot(timeout_ms, self._end_deferral)

    def _end_deferral(self) -> None:
        if not self._defer_fresh:
            return
        self._defer_fresh = False
        if self._deferred_save:
            self._deferred_save = False
            self.save_game()

    def _on_game_abandoned(self, game: Game) -> None:
        if game is self.controller.game and game.moves:
            if not self._abandon_held:  # (its result refused and kept: said with the new game's save, at once)
                self._abandon_held = True
                self._holding += 1
                QTimer.singleShot(0, self._end_abandon_hold)  # (should no new game follow)
            self._record(game, won=False, abandoned=True)

    def _end_abandon_hold(self) -> None:
        if self._abandon_held:
            self._abandon_held = False
            self._holding -= 1
            self.show_problems()

    def _check_end(self) -> None:
        state = self.controller.state
        if state.is_won:
            self._record(self.controller.game, won=True)
        elif state.is_blocked:
            self._record(self.controller.game, won=False)

    # -- counting -------------------------------------------------------------------------
    @property
    def counts(self) -> bool:
        """Whether the current game is one the statistics count (no demo)."""
        return not (self.session.demo or self.controller.demo_used)

    @property
    def current_key(self) -> str:
        return game_key(self.controller.game)

    def _record(self, game: Game, won: bool, abandoned: bool = False) -> None:
        if self.session.result is not None:
            return
        if not self.counts:
            self.session.demo = True
            return
        self.session.result = "won" if won else "lost"  # (first: counting never re-enters)
        self.session.result = self.recorder.add(game, self.session, won, abandoned)  # (as counted)

    def _end_note(self, state) -> str:
        """The win message's line: the figures, and the truth about a win that does not
        count (the demo played in it; another Calculation window left this same game
        first: counted as lost)."""
        if not state.is_won:
            return ""
        import html

        if not self.counts:  # (a streak of 0 would read as if this win had broken it)
            return html.escape(QCoreApplication.translate(
                "Persistence", "The demo played in this game: demo games are not counted in the statistics."))
        summary = self.summary_html()
        if self.session.result == "lost":
            note = QCoreApplication.translate(
                "Persistence", "This game was counted as lost already: another Calculation window left it "
                "unfinished, so this win does not count.")
            return f"{html.escape(note)}<br>{summary}"
        return summary

    # -- saving ---------------------------------------------------------------------------
    def save_game(self) -> bool:
        self.recorder.retry()  # (statistics a full disk refused: counted once space returns)
        if self.controller.demo_used:
            self.session.demo = True
        game = self.controller.game
        self._deferred_save = False  # (this save covers a held-back one)
        pending = self.recorder.pending()
        data = game_to_dict(game, self.session, pending)
        if data == self._saved_data:
            return True  # the file holds exactly this already
        if self.second_window:
            return False
        claimed = game_lock.claim_game_file()
        self.show_problems()  # (a stale lock taken over is said at once)
        if not claimed:
            self.second_window = True
            files.report(QCoreApplication.translate("GameLock", game_lock.SECOND_WINDOW))
            self.show_problems()
            return False
        try:
            save_data(data)
        except files.StorageError as e:
            self._saved_data = None
            self._write_failed(e.problem)
            return False
        self._saved_data = data
        kept = {r.game_id for _key, r in pending if r.game_id} - self._pending_said
        if kept:  # (on disk now: counted by the next start should this one end first)
            self._pending_said |= kept
            files.tell(files.Words(CONTEXT, PENDING_KEPT))
        self.show_problems()  # (what this save moved out of the way is said now, not a move later)
        emit(self.gameSaved)
        return True

    def _tidy_and_watch(self) -> None:
        """Remove the temporary files crashed writes left, and watch the data folder."""
        files.remove_stale_temporary_files()
        self._watcher = self._watch_data_folder()

    def _watch_data_folder(self):
        """Watch the folder of ``game.json``: something put in the file's place while the
        game runs (a folder, a pipe, a file this program may not read) is moved aside and
        said at once, not at the next move, nor never if the player quits first."""
        from PySide6.QtCore import QFileSystemWatcher

        try:
            folder = os.fspath(data_file(GAME_FILE).parent)
        except OSError:
            return None
        watcher = QFileSystemWatcher([folder], self)
        watcher.directoryChanged.connect(self._check_game_file)
        return watcher

    def _check_game_file(self, _folder: str = "") -> None:
        if self._saved_data is not None and not self.second_window and files.spoiled(GAME_FILE):
            self._saved_data = None  # (what the file held is gone: write the game anew)
            self.save_game()

    def _write_failed(self, problem: files.Problem) -> None:
        self.save_failures += 1
        files.report(problem)
        self.show_problems()

    # -- the player -----------------------------------------------------------------------
    def summary_text(self, key: str | None = None) -> str:
        return self.recorder.summary_text(key or self.current_key)

    def summary_html(self, key: str | None = None) -> str:
        return self.recorder.summary_html(key or self.current_key)

    def open_statistics(self):
        return self.recorder.open_dialog(self.current_key)

    def show_problems(self) -> None:
        if self._holding:
            return  # (shown together when the change is handled)
        messages = [problem_text(m) for m in files.take_problems()]
        if not messages:
            return
        self.shown.extend(messages)
        text = "\n\n".join(messages)
        self.window.status_message(messages[-1])
        if self.show_dialogs:
            from PySide6.QtWidgets import QMessageBox

            from ..dialogs.message_box import message_box

            title = QCoreApplication.translate("MainWindow", "Calculation")  # (the game's name, translated)
            box = message_box(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window)
            box.setModal(False)
            self._boxes.append(box)
            box.finished.connect(lambda _result, b=box: self._forget_box(b))
            box.show()

    def _raise_boxes(self) -> None:
        """Bring the message boxes shown before the window's first frame above it (a
        window manager may stack the window, mapped later, over them)."""
        for box in self._boxes:
            box.raise_()
            box.activateWindow()

    def _forget_box(self, box: QMessageBox) -> None:
        if box in self._boxes:
            self._boxes.remove(box)
            box.deleteLater()


def problem_text(problem: str) -> str:
    """A data-file problem (``files.Problem``) or message (``files.Words``) in the
    player's language; words the window has already translated stay as they are."""
    if isinstance(problem, files.Problem):
        return words(problem, QCoreApplication.translate)
    if isinstance(problem, files.Words):
        return QCoreApplication.translate(problem.context, problem.source).format(**problem.fields)
    return problem


def install(window, restore: bool = True) -> Persistence:
    """Resume the saved game, save after every change, count results, connect the
    statistics action (the window's feature "persistence")."""
    return Persistence(window, restore=restore)
