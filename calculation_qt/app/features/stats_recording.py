"""Counting every game once in ``statistics.json`` (the rules are in ``stats``).

``StatsRecorder`` holds the figures in memory and adds a game's result when it first
ends.  Each game has an id (``saved_game.Session``) stored both in ``game.json`` and
in its recent result, so even a crash between writing the statistics and the saved
game cannot count it twice.  The figures are re-read just before a result is added
(and before the statistics dialog opens), under the file's lock from that read to the
write (``files.locked``), so two windows (or any two processes) adding results at once
both count every game.  A result whose write failed (a full disk) is kept (``pending``:
the persistence feature writes it into ``game.json`` with the game) and written again at
each change until the file holds it; a start finds the ones a quit or a kill left in
``game.json`` (``take_pending``) and counts each once, by its game's id.  Once results
kept after a failed write are in the file, that is said.  It also opens the statistics
dialog and words the summary of the win message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...engine import Game
from ..storage import files
from ..storage.problem_words import CONTEXT, PENDING_COUNTED
from ..storage.saved_game import Pending, Session

if TYPE_CHECKING:
    from ..storage.stats import Statistics


def _stats():
    """``storage.stats``, imported when first needed: the program's first frame reads no
    figures (see ``StatsRecorder.__init__``)."""
    from ..storage import stats

    return stats


def _locked():
    """The statistics file's lock (``files.locked``), held from a read to the write."""
    stats = _stats()
    return files.locked(stats.FILE_NAME, stats.WHAT)


def is_assisted(game: Game) -> bool:
    return game.undos > 0 or game.hints > 0


def game_key(game: Game) -> str:
    return _stats().stats_key(game.variant, game.daily)


class StatsRecorder(QObject):
    def __init__(self, window, write_failed: Callable[[str], None], tell: Callable[[], None]):
        """``write_failed(problem)`` tells the player a write failed (a ``files.Problem``);
        ``tell()`` shows the problems the storage has reported meanwhile."""
        super().__init__(window)
        self.window = window
        self._write_failed = write_failed
        self._tell = tell
        self._statistics: Statistics | None = None
        self.dialog = None
        self._unsaved: Pending = []  # results counted here that the file lacks
        self._refused = False  # a write of them failed: said once they are written
        if window is not None and window.defers_features:  # the program's start: read just after its first frame
            window.after_first_frame(self._load_and_tell)
        else:
            self._statistics = _stats().Statistics.load()

    @property
    def statistics(self) -> Statistics:
        """The figures (at the program's start read just after the first frame: a long
        history takes a while to read)."""
        if self._statistics is None:
            self._statistics = _stats().Statistics.load()
        return self._statistics

    def _load_and_tell(self) -> None:
        if self._statistics is None:
            self._statistics = _stats().Statistics.load()
            self._tell()  # (a damaged file set aside is said at once)

    def add(self, game: Game, session: Session, won: bool, abandoned: bool = False) -> str:
        """Count ``game`` (its session's id keeps it from being counted twice); "won" or
        "lost" as the statistics count it (the other if another window counted it first)."""
        stats = _stats()
        result = stats.Result(won, game.position, assisted=is_assisted(game), abandoned=abandoned,
                              deal=game.deal, game_id=session.id, record=stats.game_record(game),
                              seconds=int(game.seconds))  # (whole seconds, as the clock shows them)
        key = game_key(game)
        try:
            with _locked():  # (from the read to the write: no other process between)
                to_write = self.refresh()
                if self.statistics.record(key, result):
                    self._unsaved.append((key, result))
                    to_write = True
                if to_write:
                    self.save()
        except files.StorageError as e:  # another process held the file too long: counted here, written later
            if self.statistics.record(key, result):
                self._unsaved.append((key, result))
            self._failed(e.problem)
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.refresh()
        return self.recorded_result(game, session) or ("won" if won else "lost")

    def pending(self) -> Pending:
        """The results counted here that the statistics file does not hold yet (a write
        failed): kept in the saved game until it does."""
        return list(self._unsaved)

    def take_pending(self, pending: Pending) -> None:
        """Count the results a saved game kept for the statistics (a write that failed
        before a quit or a kill), each once: one the file holds already is left out."""
        if not pending:
            return
        try:
            with _locked():
                self.refresh()
                fresh = [(key, r) for key, r in pending if self.statistics.record(key, r)]
                if fresh:
                    self._unsaved += fresh
                    self._refused = True  # (said once written: they were refused before)
                    self.save()
        except files.StorageError as e:
            fresh = [(key, r) for key, r in pending if self.statistics.record(key, r)]
            self._unsaved += fresh
            self._refused = self._refused or bool(fresh)
            self._failed(e.problem)

    def recorded_result(self, game: Game, session: Session) -> str | None:
        """"won" / "lost" if the game was counted already (e.g. just before a crash)."""
        recorded = self.statistics.get(game_key(game)).result_of(session.id)
        if recorded is None:
            return None
        return "won" if recorded.won else "lost"

    def refresh(self) -> bool:
        """Re-read the figures before counting or showing them (another Calculation
        window may have counted games since), with this window's results the file lacks
        (a write that failed) counted again on top; True if there is something to write.
        A file that went bad meanwhile is moved aside and said, and these figures are
        the ones to write in its place: it is never written over unread."""
        outcome = self.statistics.refresh()
        if outcome == "set aside":
            self._tell()
        if outcome == "read":  # (a result the file holds already is not counted again)
            self._unsaved = [(key, r) for key, r in self._unsaved if self.statistics.record(key, r)]
            return bool(self._unsaved)
        return bool(self._unsaved) or outcome == "set aside"

    def retry(self) -> None:
        """After a write that failed (a full disk): try again, at each change, until the
        file holds every result counted here."""
        if self._unsaved:
            self._refresh_and_write()

    def _refresh_and_write(self) -> None:
        """Re-read the file and write what it lacks (or what replaces it if it went bad),
        under its lock."""
        try:
            with _locked():
                if self.refresh():
                    self.save()
        except files.StorageError as e:
            self._failed(e.problem)

    def save_now(self) -> bool:
        """Write the figures as they are (the statistics dialog's reset), under the file's lock."""
        try:
            with _locked():
                return self.save()
        except files.StorageError as e:
            self._failed(e.problem)
            return False

    def save(self) -> bool:
        """Write the figures (the caller holds the file's lock)."""
        try:
            self.statistics.save()
        except files.StorageError as e:
            self._failed(e.problem)
            return False
        if self._refused and self._unsaved:
            files.tell(files.Words(CONTEXT, PENDING_COUNTED))
        self._refused = False
        self._unsaved.clear()
        return True

    def _failed(self, problem: files.Problem) -> None:
        self._refused = self._refused or bool(self._unsaved)
        self._write_failed(problem)

    def summary_text(self, key: str) -> str:
        from ..dialogs.stats_dialog import summary_text  # (its words translated; stats.summary_text's are English)

        return summary_text(key, self.statistics)

    def summary_html(self, key: str) -> str:
        """The figures on one line, escaped for a rich-text label (the win message)."""
        import html

        return html.escape(self.summary_text(key)).replace("\n", " ")

    def open_dialog(self, key: str):
        from ..dialogs.stats_dialog import StatsDialog

        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self._refresh_and_write()
        self.dialog = StatsDialog(self.statistics, key, save=self.save_now, parent=self.window)
        self.dialog.show()
        return self.dialog
