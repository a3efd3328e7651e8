"""Long work off the GUI thread: the one job runner of the solver and advisor features.

``JobRunner.start(work, done)`` runs ``work(cancel)`` (``cancel``: a
``threading.Event`` the work polls) in a daemon thread and calls ``done(result)`` on
the GUI thread, through a queued signal (the runner lives in the GUI thread).  One
foreground job at a time: ``busy`` and ``busyChanged`` tell whether one runs.  Two
ways to stop it: ``cancel()`` asks it to stop and still delivers what it returns
(``cancelled`` is then True, e.g. the solver's "could not decide"), ``drop()`` stops
it and forgets it (its result is never delivered).  ``start_background`` runs work
that does not make the runner busy (the solver preparing the next winnable deal).
An exception raised by the work goes to ``on_error`` instead of ``done``.  A result
for a runner deleted meanwhile (its window closed) is dropped.  When a work returns,
its thread hands the memory it freed back to the system (``memory.py``), so a long
session's memory does not swing with what the last job left in its thread's arena.

``BusyIndicator`` is the status-bar strip that shows a job runs: what it does, a
moving bar and, if asked for, a Cancel button.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QWidget

from ...qtcompat import emit
from .memory import release_free_memory

Work = Callable[[threading.Event], object]


class _Relay(QObject):
    """Carries a worker's result to the GUI thread."""

    finished = Signal(object, object)  # (job id, result or the exception raised)


class JobRunner(QObject):
    busyChanged = Signal(bool)

    def __init__(self, name: str, parent: QObject | None = None,
                 on_error: Callable[[Exception], None] | None = None):
        super().__init__(parent)
        self.name = name  # the worker threads' name
        self._on_error = on_error
        self._relay = _Relay(self)
        self._relay.finished.connect(self._on_finished)
        self._last_id = 0
        self._current: int | None = None        # the foreground job
        self._done: dict[int, Callable[[object], None]] = {}
        self._cancels: dict[int, threading.Event] = {}
        self.busy = False
        self.cancelled = False  # the last foreground job to finish was cancelled

    def start(self, work: Work, done: Callable[[object], None]) -> int:
        """Run ``work(cancel)`` off the GUI thread, then ``done(result)`` on it.  A
        foreground job still running is dropped first.  Returns the job's id."""
        self.drop()
        job = self._launch(work, done)
        self._current = job
        self._set_busy(True)
        return job

    def start_background(self, work: Work, done: Callable[[object], None]) -> threading.Event:
        """Like ``start`` without making the runner busy; returns the job's cancel event."""
        return self._cancels[self._launch(work, done)]

    def cancel(self) -> bool:
        """Ask the foreground job to stop (its result still arrives); False if none runs."""
        if self._current is None:
            return False
        self._cancels[self._current].set()
        return True

    def drop(self) -> bool:
        """Stop the foreground job and forget it; False if none runs."""
        job, self._current = self._current, None
        if job is None:
            return False
        self._cancels.pop(job).set()
        self._done.pop(job, None)
        self._set_busy(False)
        return True

    def shutdown(self) -> None:
        """Ask every job, background ones too, to stop (e.g. when the program quits)."""
        for cancel in self._cancels.values():
            cancel.set()

    def wait(self, timeout: float = 30.0) -> None:
        """Handle events until no foreground job runs (tests, shutdown)."""
        import time

        end = time.monotonic() + timeout
        while self.busy and time.monotonic() < end:
            QCoreApplication.processEvents()
            time.sleep(0.005)

    # -- inside ---------------------------------------------------------------------------
    def _launch(self, work: Work, done: Callable[[object], None]) -> int:
        self._last_id += 1
        job = self._last_id
        cancel = threading.Event()
        self._cancels[job] = cancel
        self._done[job] = done
        relay = self._relay

        def run():
            try:
                result = work(cancel)
            except Exception as e:  # delivered, never swallowed: on_error shows or ignores it
                result = e
            release_free_memory()  # what the work freed, kept by this thread's arena
            try:
                emit(relay.finished, job, result)
            except RuntimeError:  # the runner (and its window) was deleted meanwhile
                pass

        threading.Thread(target=run, name=self.name, daemon=True).start()
        return job

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            emit(self.busyChanged, busy)

    def _on_finished(self, job: int, result: object) -> None:
        cancel = self._cancels.pop(job, None)
        done = self._done.pop(job, None)
        if job == self._current:
            self._current = None
            self.cancelled = cancel is not None and cancel.is_set()
            self._set_busy(False)
        if done is None:
            return  # dropped
        if isinstance(result, Exception):
            if self._on_error is not None:
                self._on_error(result)
            return
        done(result)


class BusyIndicator:
    """A text, a moving bar and (if ``cancel``) a Cancel button in ``window``'s status
    bar, shown while ``runner`` is busy."""

    def __init__(self, window, runner: JobRunner, accessible_name: str,
                 cancel: Callable[[], None] | None = None, cancel_tip: str = ""):
        self.label = QLabel(window)
        self.progress = QProgressBar(window)
        self.progress.setRange(0, 0)  # no figure: a bar that moves
        self.progress.setMaximumWidth(100)
        self.progress.setMaximumHeight(14)
        self.progress.setAccessibleName(accessible_name)
        self.progress.setToolTip(accessible_name)
        self.widgets: list[QWidget] = [self.label, self.progress]
        self.cancel_button: QPushButton | None = None
        if cancel is not None:
            self.cancel_button = QPushButton(QCoreApplication.translate("BusyIndicator", "Cancel"), window)
            self.cancel_button.setToolTip(cancel_tip)
            self.cancel_button.clicked.connect(cancel)
            self.widgets.append(self.cancel_button)
        for widget in self.widgets:
            widget.hide()
            window.statusBar().addWidget(widget)
        runner.busyChanged.connect(self.set_visible)

    def set_text(self, text: str) -> None:
        self.label.setText(text)

    def set_visible(self, visible: bool) -> None:
        self.label.setVisible(visible and bool(self.label.text()))
        for widget in self.widgets[1:]:
            widget.setVisible(visible)
