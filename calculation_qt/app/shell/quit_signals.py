"""Quit cleanly when the system asks: SIGTERM (log-out, shut-down, ``kill``), SIGINT
(Ctrl+C in a terminal) and SIGHUP (the terminal closed) close the window and end the
program like Game > Quit, so the game and statistics are saved and the saved game's lock
(``game_lock.LOCK_FILE``) is given up rather than left behind.

Python runs its signal handlers only between bytecodes, and the Qt event loop runs no
Python while it waits, so the signal's number is written to a socket
(``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches: the event loop wakes up
at once and the quit happens in the GUI thread.  POSIX only (elsewhere nothing changes).
"""

from __future__ import annotations

import signal
import socket
import sys

SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")
_installed: dict[int, tuple] = {}  # id(app) -> (notifier, sockets): kept as long as the process runs


def install(app) -> bool:
    """Make the signals quit ``app`` cleanly; False (nothing changed) where unsupported."""
    if sys.platform == "win32" or id(app) in _installed:
        return False
    from PySide6.QtCore import QSocketNotifier

    receive, send = socket.socketpair()
    receive.setblocking(False)
    send.setblocking(False)
    try:
        signal.set_wakeup_fd(send.fileno())
    except ValueError:  # not the main thread
        receive.close()
        send.close()
        return False
    for name in SIGNALS:
        # The handler itself does nothing: the byte on the socket does the work.
        signal.signal(getattr(signal, name), lambda _number, _frame: None)
    notifier = QSocketNotifier(receive.fileno(), QSocketNotifier.Type.Read, app)

    def on_signal() -> None:
        try:
            received = receive.recv(64)
        except OSError:
            return
        if received:
            app.closeAllWindows()
            app.quit()

    notifier.activated.connect(on_signal)
    _installed[id(app)] = (notifier, receive, send)  # the sockets must outlive the handlers
    return True
