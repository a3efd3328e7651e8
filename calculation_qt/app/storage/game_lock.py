"""One running Calculation owns ``game.json``: the lock file ``game.lock`` beside it.

``claim_game_file()`` takes the lock at a window's first save and keeps it until the
process ends (shared by every window of the process).  While another running
Calculation holds it, a second one does not save its game (it says so once).

A lock no live process of this program holds is stale and taken over, said once:
QLockFile's own check covers a well-formed lock whose process has ended (or whose
PID now belongs to another program); ``holder_is_live`` covers what that check
cannot judge and would otherwise keep every start from saving for good: an empty,
garbage or oversized file, a symlink, FIFO or folder in its place, or a lock written
on another computer (its process cannot be checked from here; a data folder shared
between computers is not supported).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ...engine.tr_marks import QT_TRANSLATE_NOOP
from . import files as storage

LOCK_FILE = "game.lock"
MAX_LOCK_BYTES = 4096  # QLockFile writes a few short lines
# (the window shows them translated: QCoreApplication.translate("GameLock", ...))
SECOND_WINDOW = QT_TRANSLATE_NOOP(
    "GameLock", "Calculation is already open in another window, which keeps its own game in progress, so this "
    "window's game will not be saved for next time. Its results still count in your statistics.")
TAKEN_OVER = QT_TRANSLATE_NOOP(
    "GameLock", "The lock of the saved game ({path}) was left by a Calculation that no longer runs, or is "
    "damaged; it was taken over, so this window saves its game as usual.")

_claims: dict[str, object] = {}  # data folder's lock file -> the QLockFile this process holds


def claim_game_file() -> bool:
    """Whether this process may write ``game.json``: True once it holds the data folder's
    lock file, False while another running Calculation holds it.  A lock that cannot
    be made at all (e.g. a read-only folder) does not stop saving: the save reports
    its own failure."""
    try:
        path = os.fspath(storage.data_dir() / LOCK_FILE)
    except OSError:
        return True
    if path in _claims:
        return True
    from PySide6.QtCore import QLockFile

    lock = QLockFile(path)
    lock.setStaleLockTime(0)  # age alone never makes a lock stale: its holder may be playing for days
    left_behind = os.path.lexists(path)
    if left_behind and not _is_plain_file(path) and not _remove(path):
        return True  # QLockFile would read through it (a FIFO blocks it for good): never let it
    if not lock.tryLock(0):
        if lock.error() != QLockFile.LockError.LockFailedError:
            return True
        if holder_is_live(path):
            return False
        if not _remove(path):
            return True  # a stale lock that cannot go does not stop saving (a failed save says why)
        if not lock.tryLock(0):
            return lock.error() != QLockFile.LockError.LockFailedError  # another start was quicker
    if left_behind:  # QLockFile's check or ours found it stale
        from PySide6.QtCore import QCoreApplication

        storage.report(QCoreApplication.translate("GameLock", TAKEN_OVER).format(path=path))
    if not _claims:
        import atexit

        atexit.register(release_game_file)  # after the last save, when the program ends
    _claims[path] = lock
    return True


def release_game_file() -> None:
    """Give up this process's claims on ``game.json`` (a lock left behind by a crash is
    taken over by the next start, since its process no longer runs)."""
    while _claims:
        _claims.popitem()[1].unlock()


def holder_is_live(path: str) -> bool:
    """Whether the lock file at ``path`` names a process on this computer that runs
    (QLockFile has already checked that it is this program).  Never blocks: only a
    regular file is opened, without following links."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # cannot even look: do not take it
    if not stat.S_ISREG(info.st_mode) or not 0 < info.st_size <= MAX_LOCK_BYTES:  # (lstat: links too)
        return False
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
        try:
            text = os.read(fd, MAX_LOCK_BYTES + 1).decode("utf-8")
        finally:
            os.close(fd)
    except (OSError, UnicodeDecodeError):
        return False
    lines = text.split("\n")
    try:
        pid = int(lines[0])
    except ValueError:
        return False
    host = lines[2] if len(lines) > 2 else ""
    if pid <= 0 or (host and host != _host_name()):
        return False
    return _process_runs(pid)


def _is_plain_file(path: str) -> bool:
    """A regular file, not a link (QLockFile writes nothing else)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _host_name() -> str:
    from PySide6.QtCore import QSysInfo

    return QSysInfo.machineHostName()


def _process_runs(pid: int) -> bool:
    if os.name != "posix":
        return True  # QLockFile checked it already
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # e.g. another user's process: it runs
    return True


def _remove(path: str) -> bool:
    """Remove a stale lock (a folder is moved aside instead); False if it cannot go."""
    try:
        if os.path.isdir(path) and not os.path.islink(path):
            return storage.quarantine(Path(path)) is not None
        os.unlink(path)
        return True
    except FileNotFoundError:
        return True
    except OSError:
        return False
