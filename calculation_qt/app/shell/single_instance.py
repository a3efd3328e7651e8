"""One window a data folder: a second start brings the running window forward and ends.

The running program listens on a local socket (``QLocalServer``) named after the folder
of its saved game, a hash of that folder's absolute path, so another
``CALCULATION_QT_HOME`` is another instance.  A start first knocks there: if a program
answers, it asks it to come forward and ends (exit 0, no window of its own).  A socket
left by a program killed outright answers nobody and is removed before listening.

Between the knock and the listening two starts at the same instant could both find
nobody: the saved game's lock (``game_lock``), taken here at start, decides; the one
that does not get it knocks again for a while.  The lock stays the safety net.
"""

from __future__ import annotations

import hashlib
import os

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ..storage import game_lock, paths

REQUEST = b"raise\n"
CONNECT_MS = 1000    # how long a knock waits for the running program to accept
RETRY_COUNT = 20     # knocks after losing the lock to a program that is starting
RETRY_PAUSE_MS = 100


def server_name() -> str:
    """The socket's name for the folder that holds the saved game and its lock."""
    folder = os.path.abspath(paths.folder(paths.STATE, create=False))
    return "calculation-qt-" + hashlib.sha256(folder.encode("utf-8", "surrogateescape")).hexdigest()[:20]


def ask_running(name: str) -> bool:
    """Whether a program listens on ``name``; if one does, it is asked to come forward."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(REQUEST)
    socket.waitForBytesWritten(CONNECT_MS)
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Listens for later starts on the same data folder; ``forwardRequested`` when one knocks."""

    forwardRequested = Signal()

    def __init__(self, name: str, parent: QObject | None = None):
        super().__init__(parent)
        self._window = None
        self._connected = False
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        if not self._server.listen(name):
            QLocalServer.removeServer(name)  # left by a program that no longer runs
            self._server.listen(name)

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def forward_to(self, window) -> None:
        """Bring ``window`` forward when a later start knocks (None: no window any more)."""
        self._window = window
        if window is not None and not self._connected:
            self.forwardRequested.connect(lambda: self._window is not None and bring_forward(self._window))
            self._connected = True

    def _on_connection(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if REQUEST.strip() in bytes(socket.readAll().data()):
            self.forwardRequested.emit()


def start_or_hand_over(parent: QObject) -> InstanceServer | None:
    """The server of this (the first) program on its data folder, with the saved game's
    lock taken (a stale one taken over now, not at the first save); None if a running
    program answered and came forward instead, and this start should end."""
    name = server_name()
    if ask_running(name):
        return None
    if not game_lock.claim_game_file():  # another program holds it: it may be starting just now
        for _ in range(RETRY_COUNT):
            if ask_running(name):
                return None
            QThread.msleep(RETRY_PAUSE_MS)
    return InstanceServer(name, parent)


def bring_forward(window) -> None:
    """Show ``window`` as it was before it was minimised, raised and active."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
