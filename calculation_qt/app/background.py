"""Work off the GUI thread, shared by the solver and advisor actions.

``run_in_thread`` runs ``work()`` in a daemon thread and hands its result, or the
exception it raised, to the GUI thread through ``ResultRelay.finished(job, result)``
(a queued connection, since the relay lives in the GUI thread).  A result for a window
that was closed meanwhile is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..qtcompat import emit


class ResultRelay(QObject):
    """Carries a worker's result to the GUI thread."""

    finished = Signal(object, object)  # (job id, result or the exception raised)


def run_in_thread(relay: ResultRelay, job: int, work: Callable[[], object], name: str) -> None:
    def run():
        try:
            result = work()
        except Exception as e:  # delivered, never swallowed: the receiver shows or ignores it
            result = e
        try:
            emit(relay.finished, job, result)
        except RuntimeError:  # the relay (and its window) was deleted meanwhile
            pass

    threading.Thread(target=run, name=name, daemon=True).start()
