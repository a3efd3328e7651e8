"""One window a data folder: a second start hands its arguments to the running window
and ends.

The running program listens on a local socket (``QLocalServer``) named after the folder
of its saved game: a hash of that folder's resolved path (a symlink to it, or another
``TMPDIR``, names the same program; another ``CALCULATION_QT_HOME`` is another one).
The socket lives in a folder only its user may enter: ``$XDG_RUNTIME_DIR`` (per user,
0700), else ``calculation-qt-<uid>`` in ``/tmp`` made 0700 and checked to be the
player's own, else the state folder itself; so another local user can neither answer
nor block the player's start.  A start first knocks there with its arguments (one
JSON line): a program that answers "ok" takes them (``argumentsReceived``: the window
applies them as its own menu would, asking first where a game in progress would be
abandoned) and comes forward, and the start ends (exit 0, no window of its own).
Anything else (no answer, another answer) is no Calculation: the start opens its own
window.  A socket left by a program killed outright answers nobody and is removed
before listening.

Between the knock and the listening two starts at the same instant could both find
nobody: the saved game's lock (``game_lock``), taken here at start, decides; the one
that does not get it knocks again for a while.  The lock stays the safety net.
"""

from __future__ import annotations

import json
import os
import stat
import zlib

from PySide6.QtCore import QObject, Signal

from ..storage import game_lock, paths

ANSWER = b"ok\n"     # what a running Calculation answers to a knock
CONNECT_MS = 1000    # how long a knock waits for the running program to accept
ANSWER_MS = 5000     # and for its answer (it may be busy for a moment)
MAX_REQUEST = 1 << 20  # bytes: a start's arguments, far more than any command line needs
RETRY_COUNT = 20     # knocks after losing the lock to a program that is starting
RETRY_PAUSE_MS = 100
MAX_SOCKET_PATH = 100  # a Unix socket's path must fit in about 104-108 bytes


def server_name() -> str:
    """The socket for the folder that holds the saved game and its lock: a path in a
    folder of this user alone (POSIX), or a name (Windows: a named pipe)."""
    folder = os.path.realpath(paths.folder(paths.STATE, create=False)).encode("utf-8", "surrogateescape")
    # two checksums of the path, 64 bits (zlib is loaded already: hashlib would load
    # OpenSSL, ~3 ms of the start, bench ui; a name needs no cryptographic hash)
    name = f"calculation-qt-{zlib.crc32(folder):08x}{zlib.adler32(folder):08x}"
    if os.name != "posix":
        return name
    for place in _private_folders():
        path = os.path.join(place, name)
        if len(path.encode("utf-8", "surrogateescape")) <= MAX_SOCKET_PATH:
            return path
    return name  # (no private folder at all: Qt's temporary folder, as a name)


def _private_folders():
    """Folders only this user may enter, best first (see the module docstring)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.path.isabs(runtime) and _is_private(runtime):
        yield runtime
    shared = os.path.join("/tmp", f"calculation-qt-{os.getuid()}")
    try:
        os.mkdir(shared, 0o700)
    except FileExistsError:
        pass
    except OSError:
        shared = ""
    if shared and _is_private(shared):
        yield shared
    state = paths.folder(paths.STATE)
    if _is_private(os.fspath(state)):
        yield os.fspath(state)


def _is_private(folder: str) -> bool:
    """A real folder (not a link), this user's, that no one else may enter or write."""
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077


def ask_running(name: str, argv: list[str] | None = None) -> bool:
    """Whether a Calculation listens on ``name`` and took this start's arguments
    ``argv`` (it then comes forward and applies them)."""
    request = json.dumps({"argv": list(argv or [])}).encode("utf-8", "surrogateescape") + b"\n"
    if os.name == "posix" and os.path.isabs(name):
        return _knock_unix(name, request)
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(request)
    socket.waitForBytesWritten(CONNECT_MS)
    answer = b""
    while len(answer) < len(ANSWER) and socket.waitForReadyRead(ANSWER_MS):
        answer += bytes(socket.read(len(ANSWER) - len(answer)).data())
    socket.disconnectFromServer()
    return answer == ANSWER


def _knock_unix(path: str, request: bytes) -> bool:
    """``ask_running`` on a Unix socket (what QLocalServer listens on there), without
    loading QtNetwork before the first frame."""
    import _socket  # (the module ``socket`` wraps: it builds its enums, ~3 ms)

    answer = b""
    try:
        peer = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    except OSError:
        return False
    try:
        peer.settimeout(CONNECT_MS / 1000)
        peer.connect(path)
        peer.sendall(request)
        peer.settimeout(ANSWER_MS / 1000)
        while len(answer) < len(ANSWER):
            chunk = peer.recv(len(ANSWER) - len(answer))
            if not chunk:
                break
            answer += chunk
    except OSError:  # (nobody there, a socket left by a killed program, no answer in time)
        return False
    finally:
        peer.close()
    return answer == ANSWER


class InstanceServer(QObject):
    """Listens for later starts on the same data folder: ``argumentsReceived(argv)`` when
    one knocks with its arguments (the running window comes forward and applies them)."""

    argumentsReceived = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None):
        super().__init__(parent)
        self._name = name
        self._window = None
        self._apply = None
        self._server = None
        self.argumentsReceived.connect(self._on_arguments)

    def listen(self) -> None:
        """Start listening (the program's start: just after the first frame, so that
        QtNetwork does not delay it; a later start meanwhile finds the lock taken and
        knocks again, see ``start_or_hand_over``)."""
        if self._server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        if not self._server.listen(self._name):
            QLocalServer.removeServer(self._name)  # left by a program that no longer runs
            self._server.listen(self._name)

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def forward_to(self, window, apply=None) -> None:
        """Bring ``window`` forward when a later start knocks (None: no window any more),
        then ``apply(window, argv)`` its arguments."""
        self._window, self._apply = window, apply

    def _on_arguments(self, argv: list) -> None:
        if self._window is None:
            return
        bring_forward(self._window)
        if self._apply is not None and argv:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, lambda: self._window is not None and self._apply(self._window, argv))
            # (a question the window asks keeps no socket waiting)

    def _on_connection(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.setProperty("request", b"")
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket) -> None:
        data = bytes(socket.property("request") or b"") + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_REQUEST:
                socket.abort()
            else:
                socket.setProperty("request", data)
            return
        line = data.split(b"\n", 1)[0]
        socket.setProperty("request", b"")
        try:
            argv = json.loads(line.decode("utf-8", "surrogateescape")).get("argv", [])
            argv = [str(a) for a in argv] if isinstance(argv, list) else []
        except (ValueError, AttributeError):
            argv = []  # (an older start's plain knock: come forward)
        socket.write(ANSWER)
        socket.flush()
        self.argumentsReceived.emit(argv)


def start_or_hand_over(parent: QObject, argv: list[str] | None = None) -> InstanceServer | None:
    """The server of this (the first) program on its data folder (listening once its
    ``listen()`` is called), with the saved game's lock taken (a stale one taken over
    now, not at the first save); None if a running program took this start's arguments
    ``argv`` and came forward instead, and this start should end."""
    name = server_name()
    if ask_running(name, argv):
        return None
    if not game_lock.claim_game_file():  # another program holds it: it may be starting just now
        for _ in range(RETRY_COUNT):
            if ask_running(name, argv):
                return None
            from PySide6.QtCore import QThread  # (here: the class costs its enums at import)

            QThread.msleep(RETRY_PAUSE_MS)
    return InstanceServer(name, parent)


def bring_forward(window) -> None:
    """Show ``window`` as it was before it was minimised, raised and active."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
