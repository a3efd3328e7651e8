"""The game in progress survives anything, and every game is counted exactly once.

``install(window)`` (one line in ``MainWindow.__init__``) does four things:

1. **Resume.**  If ``game.json`` in the data folder holds a valid game that is not won,
   it becomes the current game (``controller.set_game``), undo and redo history
   included.  A game the player replaces afterwards (``--deal N``, New) is abandoned
   like any other.
2. **Save after every change.**  Every ``stateChanged`` (move, undo, redo, restart, new
   game) writes the engine's game record plus a small ``session`` object (the game's
   id, its recorded result, whether the demo played in it) atomically to ``game.json``.
   A crash or SIGKILL loses nothing that was on screen before it.  One running
   Calculation owns ``game.json`` (the lock file ``game.lock``, taken at its first
   save); a second one started meanwhile says once that its game will not be saved,
   instead of overwriting the first one's game.
3. **Count every game once.**  The result is recorded when the game first ends: won or
   blocked (checked on ``stateChanged``, so the figures are up to date before
   ``gameWon``/``gameBlocked`` listeners such as the win message run) or abandoned
   (``gameAbandoned``: a loss).  After that the game's result is final: undoing and
   winning again, or undoing a blocked game and then winning or abandoning it, changes
   nothing.  Each game has an id stored both in ``game.json`` and in its recent result,
   so even a crash between writing the statistics and the saved game cannot count it
   twice.  The figures are re-read just before a result is added (and before the
   statistics dialog opens), so two windows open at once both count every game.
   Games the demo played in (``controller.demo_used``) are not counted.  Undo
   (restart included) and hints are allowed; such a game is flagged *assisted*.  Each
   hint (``controller.count_hint()``, signal ``hintCounted``) is saved at once.
4. **Tell the player.**  The plain-words messages ``storage`` collects (a damaged file
   set aside, a write that failed) are shown once: in the status bar and in a
   non-modal message box (``show_dialogs = False`` turns the box off; every message
   shown is kept in ``Persistence.shown``).

It also claims the window's Statistics action (the statistics dialog) and adds the
statistics summary under the win message (``features.add_end_note``).

Test hook: with ``CALCULATION_QT_TEST_PLAY="N[,undo=U][,delay=MS][,quit]"`` in the
environment the program plays the first legal move N times (then undoes U moves; MS
milliseconds between steps) through the controller, printing ``calculation-qt-test:
saved {json}`` after each saved change and ``calculation-qt-test: start {json}`` once at
start (the position and moves in effect), and quits at the end if ``quit`` is given.
The subprocess tests use it.

Start-up (``bench ui``): resuming writes nothing (the file already holds that game: a
save whose content equals what was last loaded or written is skipped), and
``defer_fresh_saves(signal)`` lets the program's start hold back the save of a game
with no move yet (e.g. ``--deal N``) until ``signal`` (the window's first frame) or
1 s, whichever comes first: nothing the player did can be lost by that, and the first
frame does not wait for the disk.  Any other change is saved at once, as always.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from .. import qtcompat  # noqa: F401 (protects None/True/False from PySide6 6.12's reference leaks)
from ..engine import Game, record
from . import storage
from .stats import Result, Statistics, game_record, stats_key, summary_text

if TYPE_CHECKING:  # the message box is imported when a problem is shown
    from PySide6.QtWidgets import QMessageBox

GAME_FILE = "game.json"
WHAT_GAME = "saved game"
LOCK_FILE = "game.lock"  # held by the running Calculation that writes game.json (see claim_game_file)
SECOND_WINDOW = ("Calculation is already open in another window, which keeps its own game in progress, "
                 "so this window's game will not be saved for next time. Its results still count in "
                 "your statistics.")
TEST_ENV = "CALCULATION_QT_TEST_PLAY"
TEST_PREFIX = "calculation-qt-test:"
RESULTS = (None, "won", "lost")


class Session:
    """What the statistics need to know about the current game beyond its moves.
    (A plain class with a dataclass's __init__, __eq__ and __repr__: see stats.Result.)"""

    __hash__ = None

    def __init__(self, id: str | None = None, result: str | None = None, demo: bool = False):  # noqa: A002
        self.id = os.urandom(16).hex() if id is None else id  # 32 random hex digits
        self.result = result  # None while not recorded, else "won" / "lost"
        self.demo = demo      # the demo played in it: not counted

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.id, self.result, self.demo) == (other.id, other.result, other.demo)
        return NotImplemented

    def __repr__(self) -> str:
        return f"Session(id={self.id!r}, result={self.result!r}, demo={self.demo!r})"

    def to_dict(self) -> dict:
        return {"id": self.id, "result": self.result, "demo": self.demo}

    @staticmethod
    def from_dict(data: object) -> Session:
        if data is None:
            return Session()
        if not isinstance(data, dict):
            raise ValueError("'session' must be an object")
        sid, result, demo = data.get("id"), data.get("result"), data.get("demo", False)
        if not isinstance(sid, str) or not 1 <= len(sid) <= 64:
            raise ValueError("the saved game's id is not usable")
        if result not in RESULTS:
            raise ValueError(f"the saved game's result {result!r} is not won, lost or none")
        if not isinstance(demo, bool):
            raise ValueError("'demo' must be true or false")
        return Session(sid, result, demo)


def game_to_dict(game: Game, session: Session) -> dict:
    return {**record.to_record(game), "session": session.to_dict()}


def game_from_dict(data: object) -> tuple[Game, Session]:
    """A saved game and its session; ValueError (NotationError) when anything is wrong."""
    game = record.from_record(data)
    return game, Session.from_dict(data.get("session"))  # type: ignore[union-attr]


def load_saved_game() -> tuple[Game, Session] | None:
    """The saved game in progress, or None (missing, or damaged: then set aside and reported)."""
    return storage.load_json(GAME_FILE, game_from_dict, lambda: None, WHAT_GAME, version=record.VERSION,
                             fallback="A new game is dealt instead.")


def save_game(game: Game, session: Session) -> None:
    """Write the game atomically; storage.StorageError on failure (the previous file stays)."""
    storage.save_json(GAME_FILE, game_to_dict(game, session), WHAT_GAME, version=record.VERSION)


_claims: dict[str, object] = {}  # data folder's lock file -> the QLockFile this process holds


def claim_game_file() -> bool:
    """Whether this process may write ``game.json``: True once it holds the data folder's
    lock file (taken at its first save, kept until the process ends, shared by every
    window of the process), False while another running Calculation holds it.  A lock
    that cannot be made at all (e.g. a read-only folder) does not stop saving: the save
    reports its own failure."""
    try:
        path = os.fspath(storage.data_dir() / LOCK_FILE)
    except OSError:
        return True
    if path in _claims:
        return True
    from PySide6.QtCore import QLockFile

    lock = QLockFile(path)
    lock.setStaleLockTime(0)  # a lock left by a process that has ended is taken over at once
    if lock.tryLock(0):
        if not _claims:
            import atexit

            atexit.register(release_game_file)  # after the last save, when the program ends
        _claims[path] = lock
        return True
    return lock.error() != QLockFile.LockError.LockFailedError


def release_game_file() -> None:
    """Give up this process's claims on ``game.json`` (a lock left behind by a crash is
    taken over by the next start, since its process no longer runs)."""
    while _claims:
        _claims.popitem()[1].unlock()


def is_assisted(game: Game) -> bool:
    return game.undos > 0 or game.hints > 0


class Persistence(QObject):
    """Resume, save after every change, count results, tell the player about file problems."""

    show_dialogs = True  # a non-modal message box for file problems (tests may turn it off)

    def __init__(self, window, restore: bool = True):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        storage.remove_stale_temporary_files()
        self.statistics = Statistics.load()
        self.session = Session()
        self.shown: list[str] = []        # every problem message shown to the player
        self.save_failures = 0
        self.second_window = False  # another running Calculation holds game.json (claim_game_file)
        self._stats_unsaved = False  # the last statistics write failed: memory holds more than the file
        self._restored: Game | None = None
        self._session_game: Game | None = self.controller.game  # the game self.session belongs to
        self._boxes: list[QMessageBox] = []
        self._test_out = None
        self.dialog = None
        self._saved_data: dict | None = None  # what game.json holds as far as we know (loaded or written)
        self._defer_fresh = False             # see defer_fresh_saves()
        self._deferred_save = False
        c = self.controller
        c.stateChanged.connect(self._on_state_changed)
        c.gameStarted.connect(self._on_game_started)
        c.gameAbandoned.connect(self._on_game_abandoned)
        # Results are recorded on stateChanged already; these are a safety net (idempotent).
        c.gameWon.connect(self._check_end)
        c.gameBlocked.connect(self._check_end)
        c.hintCounted.connect(self.save_game)
        if restore:
            self.restore()
        app = QApplication.instance()
        if app is not None:  # the last word, whatever happened since the last change
            app.aboutToQuit.connect(self.save_game)
        window.claim_action("statistics", self.open_statistics)
        window.features.add_end_note(lambda state: self.summary_html() if state.is_won else "")
        if window.defers_features:  # the program's start: a new deal is saved just after the first frame
            self.defer_fresh_saves(window.firstFramePainted)
        QTimer.singleShot(0, self.show_problems)

    # -- resume ---------------------------------------------------------------------------
    def restore(self) -> bool:
        """Make the saved game current if there is a usable one; True if it was.  A
        controller that already holds a game in progress (moves made) keeps it."""
        saved = load_saved_game()
        if saved is None:
            return False
        game, session = saved
        loaded = game_to_dict(game, session)  # the file's content: resuming need not write it again
        if self.controller.game.moves:  # the saved game is replaced: abandoned if in progress
            if game.moves and not game.state.is_over and session.result is None and not session.demo:
                result = Result(False, game.position, assisted=is_assisted(game), abandoned=True,
                                deal=game.deal, game_id=session.id, record=game_record(game))
                self.refresh_statistics()
                if self.statistics.record(stats_key(game.variant, game.daily), result):
                    self.save_statistics()
            return False
        if game.state.is_won:
            return False  # finished: a fresh deal is friendlier than a won table
        if session.result is None:  # counted before a crash could write game.json? never twice
            recorded = self.statistics.get(stats_key(game.variant, game.daily)).result_of(session.id)
            if recorded is not None:
                session.result = "won" if recorded.won else "lost"
        self._restored = game
        self.session = session
        self._saved_data = loaded
        self.controller.set_game(game)
        self.controller.settings.set_variant(game.variant)  # in memory: the settings show the resumed game's rules
        if session.demo:
            self.controller.mark_demo_used()
        self._restored = None
        return True

    # -- signal handlers ------------------------------------------------------------------
    def _on_game_started(self) -> None:
        game = self.controller.game
        if game is not self._restored and game is not self._session_game:
            self.session = Session()  # a new game (the same Game made current again keeps its session)
        self._session_game = game

    def _on_state_changed(self) -> None:
        self._check_end()
        if self._defer_fresh and not self.controller.game.moves:
            self._deferred_save = True  # nothing played yet: saved by _end_deferral()
            return
        self.save_game()

    def defer_fresh_saves(self, signal=None, timeout_ms: int = 1000) -> None:
        """Until ``signal`` fires (or ``timeout_ms`` passes), a change to a game with no
        move yet is saved later instead of at once (the program's start uses it with the
        window's first frame).  A game with moves, statistics and results are never held back."""
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
            self._record(game, won=False, abandoned=True)

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
        game = self.controller.game
        return stats_key(game.variant, game.daily)

    def _record(self, game: Game, won: bool, abandoned: bool = False) -> None:
        if self.session.result is not None:
            return
        if not self.counts:
            self.session.demo = True
            return
        self.session.result = "won" if won else "lost"
        result = Result(won, game.position, assisted=is_assisted(game), abandoned=abandoned,
                        deal=game.deal, game_id=self.session.id, record=game_record(game))
        self.refresh_statistics()
        if self.statistics.record(stats_key(game.variant, game.daily), result):
            self.save_statistics()
            if self.dialog is not None and self.dialog.isVisible():
                self.dialog.refresh()

    def refresh_statistics(self) -> None:
        """Re-read the figures before counting or showing them: another Calculation
        window may have counted games since (unless this one failed to write its own)."""
        if not self._stats_unsaved:
            self.statistics.refresh()

    def save_statistics(self) -> bool:
        try:
            self.statistics.save()
            self._stats_unsaved = False
            return True
        except storage.StorageError as e:
            self._stats_unsaved = True
            self._write_failed(str(e))
            return False

    def save_game(self) -> bool:
        if self.controller.demo_used:
            self.session.demo = True
        game = self.controller.game
        self._deferred_save = False  # (this save covers a held-back one)
        data = game_to_dict(game, self.session)
        if data == self._saved_data:
            return True  # the file holds exactly this already
        if self.second_window:
            return False
        if not claim_game_file():
            self.second_window = True
            storage.report(SECOND_WINDOW)
            self.show_problems()
            return False
        try:
            storage.save_json(GAME_FILE, data, WHAT_GAME, version=record.VERSION)
        except storage.StorageError as e:
            self._saved_data = None
            self._write_failed(str(e))
            return False
        self._saved_data = data
        if self._test_out is not None:
            self._test_print("saved")
        return True

    def _write_failed(self, message: str) -> None:
        self.save_failures += 1
        storage.report(message)
        self.show_problems()

    # -- the player -----------------------------------------------------------------------
    def summary_text(self, key: str | None = None) -> str:
        return summary_text(key or self.current_key, self.statistics)

    def summary_html(self, key: str | None = None) -> str:
        """The figures on one line, escaped for a rich-text label (the win message)."""
        import html

        return html.escape(self.summary_text(key)).replace("\n", " ")

    def show_problems(self) -> None:
        messages = storage.take_problems()
        if not messages:
            return
        self.shown.extend(messages)
        text = "\n\n".join(messages)
        self.window.status_message(messages[-1])
        if self.show_dialogs:
            from PySide6.QtWidgets import QMessageBox

            box = QMessageBox(QMessageBox.Icon.Warning, "Calculation", text, QMessageBox.StandardButton.Ok,
                              self.window)
            box.setModal(False)
            self._boxes.append(box)
            box.finished.connect(lambda _result, b=box: self._forget_box(b))
            box.show()

    def _forget_box(self, box: QMessageBox) -> None:
        if box in self._boxes:
            self._boxes.remove(box)
            box.deleteLater()

    def open_statistics(self):
        from .stats_dialog import StatsDialog

        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.refresh_statistics()
        self.dialog = StatsDialog(self.statistics, self.current_key, save=self.save_statistics, parent=self.window)
        self.dialog.show()
        return self.dialog

    # -- test hook ----------------------------------------------------------------------
    def _test_print(self, what: str) -> None:
        import json

        game = self.controller.game
        line = json.dumps({"position": game.position, "moves": [str(m) for m in game.moves]})
        print(f"{TEST_PREFIX} {what} {line}", file=self._test_out, flush=True)

    def start_test_play(self, spec: str) -> None:
        """Run the CALCULATION_QT_TEST_PLAY script (see the module docstring)."""
        parts = [p.strip() for p in spec.split(",") if p.strip()]
        plays = int(parts[0]) if parts else 0
        undos = next((int(p[5:]) for p in parts if p.startswith("undo=")), 0)
        delay = next((int(p[6:]) for p in parts if p.startswith("delay=")), 0)  # ms between steps
        quit_at_end = "quit" in parts
        self._test_out = sys.stdout
        self._test_print("start")
        steps = ["play"] * plays + ["undo"] * undos

        def step():
            if steps:
                what = steps.pop(0)
                if what == "play":
                    moves = self.controller.state.legal_moves()
                    if moves:
                        self.controller.play(moves[0])
                else:
                    self.controller.undo()
                QTimer.singleShot(delay, step)
            else:
                self._test_print("done")
                if quit_at_end:
                    app = QApplication.instance()
                    if app is not None:
                        app.quit()

        QTimer.singleShot(0, step)


def install(window, restore: bool = True) -> Persistence:
    """Resume the saved game, save after every change, count results, connect the
    statistics action (the window's feature "persistence")."""
    persistence = Persistence(window, restore=restore)
    spec = os.environ.get(TEST_ENV)
    if spec is not None:
        persistence.start_test_play(spec)
    return persistence
