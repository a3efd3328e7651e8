"""One running Calculation owns ``game.json``: the lock file ``game.lock`` beside it.

``claim_game_file()`` takes the lock at the program's start (``single_instance``), or
else at a window's first save, and keeps it until the process ends (shared by every window of the process).  While another running
Calculation holds it, a second one does not save its game (it says so once).  The
lock file is readable by its owner only (0600): it names the host and machine.

Who holds a lock: QLockFile keeps an OS lock (``flock``) on the file it wrote for as
long as its process runs, and the OS drops it however the process ends.  So on a
POSIX system a lock is live exactly when that OS lock is held, whatever the file
holds: a lock file emptied, garbled or made unreadable while its owner runs is still
its owner's.  The PID written in the file is not trusted (it may belong to another
program by now, or be no number at all).  Where there is no ``flock`` (Windows),
QLockFile's own check and the PID decide.

A lock no live process of this program holds is stale and taken over, said once: an
empty, garbage or oversized file nobody holds, a symlink, FIFO or folder in its
place, a lock whose process ended or whose PID now belongs to another program, or
(without ``flock``) a lock written on another computer (its process cannot be checked
from here; a data folder shared between computers is not supported).  Taking over
happens while holding an OS lock on the data folder itself, so two programs starting
at the same instant never both take the same stale lock over: the second one finds
the first one's live lock.
"""

from __future__ import annotations

import os
import stat
import time
from contextlib import contextmanager
from pathlib import Path

from ...engine.tr_marks import QT_TRANSLATE_NOOP
from . import files, paths

LOCK_FILE = "game.lock"
MAX_LOCK_BYTES = 4096  # QLockFile writes a few short lines
MAX_PID = 2**31 - 1  # no system hands out larger process ids
GUARD_WAIT_S = 2.0  # how long a start waits for another start's takeover at most
# (shown translated: QCoreApplication.translate("GameLock", ...))
SECOND_WINDOW = QT_TRANSLATE_NOOP(
    "GameLock", "Calculation is already open in another window, which keeps its own game in progress, so this "
    "window's game will not be saved for next time. Its results still count in your statistics.")
TAKEN_OVER = QT_TRANSLATE_NOOP(
    "GameLock", "The lock of the saved game ({path}) is held by no Calculation running on this computer, so it "
    "was taken over: this window saves its game as usual.")

_claims: dict[str, object] = {}  # data folder's lock file -> the QLockFile this process holds


def claim_game_file() -> bool:
    """Whether this process may write ``game.json``: True once it holds the data folder's
    lock file, False while another running Calculation holds it.  A lock that cannot
    be made at all (e.g. a read-only folder) does not stop saving: the save reports
    its own failure."""
    try:
        folder = paths.folder_for(LOCK_FILE)
    except OSError:
        return True
    path = os.fspath(folder / LOCK_FILE)
    if path in _claims:
        return True
    from PySide6.QtCore import QLockFile

    lock = QLockFile(path)
    lock.setStaleLockTime(0)  # age alone never makes a lock stale: its holder may be playing for days
    with _takeover_guard(folder):
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
    _owner_only(path)
    if left_behind:  # QLockFile's check or ours found it stale
        files.report(files.Words("GameLock", TAKEN_OVER, path=path))  # (translated when shown)
    if not _claims:
        import atexit

        atexit.register(release_game_file)  # after the last save, when the program ends
    _claims[path] = lock
    return True


@contextmanager
def _takeover_guard(folder: Path):
    """Hold an OS lock on the data folder while judging and taking over ``game.lock``
    (waiting up to ``GUARD_WAIT_S`` for another start doing the same); without
    ``flock`` (Windows) or when the folder cannot be locked, nothing is held."""
    fd = None
    try:
        import fcntl

        fd = os.open(folder, os.O_RDONLY)
        deadline = time.monotonic() + GUARD_WAIT_S
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    break  # a start that hangs must not stop this one for good
                time.sleep(0.01)
    except (ImportError, OSError):
        pass
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)  # (closing drops the OS lock)


def _owner_only(path: str) -> None:
    """The lock names this host and machine: readable by its owner only."""
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def release_game_file() -> None:
    """Give up this process's claims on ``game.json`` (a lock left behind by a crash is
    taken over by the next start, since its process no longer runs)."""
    while _claims:
        _claims.popitem()[1].unlock()


def holder_is_live(path: str) -> bool:
    """Whether the lock file at ``path`` is held by a running Calculation on this
    computer.  The OS lock decides first (POSIX): a held one is live whatever the file
    says (its holder runs, even if the file was emptied or garbled meanwhile).  Where
    that cannot be known, the file's process is asked (QLockFile has then checked that
    it is this program).  Never blocks: only a regular file is opened, without
    following links; one that cannot be opened is given read permission for its owner
    again (0600, the lock's own mode) and, if it still cannot be opened, counts as live
    (its holder cannot be known, so it is not taken over)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # cannot even look: do not take it
    if not stat.S_ISREG(info.st_mode):  # (lstat: a link too) QLockFile writes nothing else
        return False
    try:
        fd = _open_lock(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        held = _os_lock_held(fd)
        if held is not None:
            return held
        if not 0 < info.st_size <= MAX_LOCK_BYTES:
            return False
        text = os.read(fd, MAX_LOCK_BYTES + 1).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    finally:
        os.close(fd)
    lines = text.split("\n")
    host = lines[2] if len(lines) > 2 else ""
    if host and host != _host_name():
        return False
    try:
        pid = int(lines[0])
    except ValueError:
        return False
    return 0 < pid <= MAX_PID and _process_runs(pid)


def _open_lock(path: str) -> int:
    """A read-only descriptor of the lock file (no link followed, never blocking); a lock
    whose read permission was taken away gets its own mode (0600) back first."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        return os.open(path, flags)
    except PermissionError:
        os.chmod(path, 0o600)  # (a regular file: holder_is_live looked)
        return os.open(path, flags)


def _os_lock_held(fd: int) -> bool | None:
    """Whether another open file holds the OS lock QLockFile keeps on its lock file;
    None where that cannot be known (no ``flock``, or a file system without it)."""
    try:
        import fcntl
    except ImportError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return None
    fcntl.flock(fd, fcntl.LOCK_UN)
    return False


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
            return files.quarantine(Path(path)) is not None
        os.unlink(path)
        return True
    except FileNotFoundError:
        return True
    except OSError:
        return False
