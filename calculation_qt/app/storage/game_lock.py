"""One running Calculation owns ``game.json``: an OS lock on its folder, and the lock
file ``game.lock`` beside it.

``claim_game_file()`` takes both at the program's start (``single_instance``), or else
at a window's first save, and keeps them until the process ends (shared by every
window of the process); each later call (every save) checks that they are still its
own.  While another running Calculation holds them, a second one does not save its
game (it says so once).  The lock file is readable by its owner only (0600): it
names the host and machine.

**The folder decides** (POSIX): the owner holds an OS lock (``flock``) on the folder
of ``game.json`` for as long as it runs, and the OS drops it however the process ends.
Nothing done to the files in the folder moves that lock: a ``game.lock`` replaced,
emptied or deleted while its owner runs leaves the owner the only one that can hold
the folder, so two windows can never both hold the game.  (Lock other files of the
folder, never the folder itself: that lock means "this Calculation owns the game".)

**The lock file** is for programs that look at the file (older versions of this
program, QLockFile): QLockFile keeps an OS lock on the file it wrote, so a lock file
held that way is live whatever the file holds; the PID written in it is not trusted
(it may belong to another program by now, or be no number at all).  Where there is no
``flock`` (Windows, some network file systems), the lock file alone decides, through
QLockFile's own check and the PID.  A lock file the owner finds replaced or deleted is
written anew (no other program of this version can hold the folder meanwhile).

A lock no live process of this program holds is stale and taken over, silently: it is
what a program that stopped unexpectedly (a crash, ``kill -9``, a power cut) leaves,
and the next start resumes its game.  ``took_over()`` tells the window, which says so
in a short note in the status bar (an empty, garbage or oversized file nobody holds, a
symlink, FIFO or folder in its place, a lock whose process ended or whose PID now
belongs to another program count alike).
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from ...engine.tr_marks import QT_TRANSLATE_NOOP
from . import files, paths

LOCK_FILE = "game.lock"
MAX_LOCK_BYTES = 4096  # QLockFile writes a few short lines
MAX_PID = 2**31 - 1  # no system hands out larger process ids
FOLDER_TRIES, FOLDER_PAUSE_S = 5, 0.05  # a folder lock held that long is an owner's, not a look
# (shown translated: QCoreApplication.translate("GameLock", ...))
SECOND_WINDOW = QT_TRANSLATE_NOOP(
    "GameLock", "Calculation is already open in another window, which keeps its own game in progress, so this "
    "window's game will not be saved for next time. Its results still count in your statistics.")
RESUMED = QT_TRANSLATE_NOOP("GameLock", "Resumed after an unexpected stop.")


class _Claim:
    """This process's hold on one data folder (a plain class: no dataclass is built
    before the window's first frame, see docs/performance.md)."""

    __slots__ = ("lock", "folder_fd", "folder_id", "file_id")

    def __init__(self, lock, folder_fd: int | None, folder_id: tuple | None, file_id: tuple | None):
        self.lock = lock              # the QLockFile this process holds (None: none could be made)
        self.folder_fd = folder_fd    # the descriptor holding the folder's OS lock (None: no folder lock here)
        self.folder_id = folder_id    # (device, inode) of the folder when claimed
        self.file_id = file_id        # (device, inode) of the lock file this process wrote


_claims: dict[str, _Claim] = {}  # data folder's lock file -> this process's claim
_kept: list = []  # lock files replaced under this process: never unlocked (that would delete the new file)
_took_over = False


class _FolderHeld(Exception):
    """Another open file holds the folder's OS lock: another running Calculation."""


def claim_game_file() -> bool:
    """Whether this process may write ``game.json``: True once it holds the data folder's
    lock, False while another running Calculation holds it.  A lock that cannot be made
    at all (e.g. a read-only folder) does not stop saving: the save reports its own
    failure."""
    try:
        folder = paths.folder_for(LOCK_FILE)
    except OSError:
        return True
    path = os.fspath(folder / LOCK_FILE)
    claim = _claims.get(path)
    if claim is not None:
        return _keep(path, claim)
    try:
        folder_fd = _hold_folder(folder)
    except _FolderHeld:
        return False
    try:
        claimed, lock = _claim_file(path)
    except BaseException:
        _close(folder_fd)
        raise
    if not claimed or (lock is None and folder_fd is None):
        _close(folder_fd)  # (no lock at all: the next save tries again)
        return claimed
    if not _claims:
        import atexit

        atexit.register(release_game_file)  # after the last save, when the program ends
    folder_id = _identity(os.fspath(folder)) if folder_fd is None else _fd_identity(folder_fd)
    _claims[path] = _Claim(lock, folder_fd, folder_id, None if lock is None else _identity(path))
    return True


def took_over() -> bool:
    """Whether this process took over a lock a stopped program had left (it then resumed
    that program's game)."""
    return _took_over


def _claim_file(path: str, first: bool = True) -> tuple[bool, object]:
    """Take ``game.lock`` (the folder's OS lock, if any, held already): (whether this
    process may write, the QLockFile it holds or None where none could be made);
    ``first``: this process's first claim (not a lock file written anew)."""
    global _took_over
    from PySide6.QtCore import QLockFile

    lock = QLockFile(path)
    lock.setStaleLockTime(0)  # age alone never makes a lock stale: its holder may be playing for days
    left_behind = os.path.lexists(path)
    if left_behind and not _is_plain_file(path) and not _remove(path):
        return True, None  # QLockFile would read through it (a FIFO blocks it for good): never let it
    if not lock.tryLock(0):
        if lock.error() != QLockFile.LockError.LockFailedError:
            return True, None
        if _file_is_live(path):
            return False, None
        if not _remove(path):
            return True, None  # a stale lock that cannot go does not stop saving (a failed save says why)
        if not lock.tryLock(0):
            return lock.error() != QLockFile.LockError.LockFailedError, None  # another start was quicker
    _owner_only(path)
    if left_behind and first:  # QLockFile's check or ours found it stale: a program stopped unexpectedly
        _took_over = True
    return True, lock


def _keep(path: str, claim: _Claim) -> bool:
    """A claim made before, checked at a save: the folder is still the one this process
    locked (else it is claimed anew), and ``game.lock`` is still the file it wrote (else,
    unless another program holds the new one, it is written anew)."""
    if _identity(os.path.dirname(path)) != claim.folder_id:  # the folder itself was replaced
        _drop(path, claim)
        return claim_game_file()
    if claim.file_id is not None and _identity(path) == claim.file_id:
        return True
    if _file_is_live(path):  # (an older version, which does not lock the folder)
        return False
    if claim.lock is not None:
        _kept.append(claim.lock)
        claim.lock, claim.file_id = None, None
    claimed, lock = _claim_file(path, first=False)
    if lock is not None:
        claim.lock, claim.file_id = lock, _identity(path)
    return claimed


def _drop(path: str, claim: _Claim) -> None:
    _claims.pop(path, None)
    if claim.lock is not None:
        _kept.append(claim.lock)  # (its file is in a folder no longer at its path: left alone)
    _close(claim.folder_fd)


def _hold_folder(folder: Path, tries: int = FOLDER_TRIES) -> int | None:
    """A descriptor holding the OS lock on ``folder``; None where folders cannot be locked
    (no ``flock``, or a file system without it); raises ``_FolderHeld`` when another
    open file holds it."""
    try:
        import fcntl
    except ImportError:
        return None
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return None
    for attempt in range(tries):
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if attempt + 1 == tries:
                os.close(fd)
                raise _FolderHeld() from None
            time.sleep(FOLDER_PAUSE_S)  # (another start may only be looking: holder_is_live)
        except OSError:
            os.close(fd)
            return None
    return None  # pragma: no cover - the loop returns or raises


def _close(fd: int | None) -> None:
    if fd is not None:
        try:
            os.close(fd)  # (closing drops the OS lock)
        except OSError:
            pass


def _identity(path: str) -> tuple | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def _fd_identity(fd: int) -> tuple:
    info = os.fstat(fd)
    return info.st_dev, info.st_ino


def _owner_only(path: str) -> None:
    """The lock names this host and machine: readable by its owner only."""
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def release_game_file() -> None:
    """Give up this process's claims on ``game.json`` (a lock left behind by a crash is
    taken over by the next start, since its process no longer runs).  A lock file
    replaced meanwhile is left as it is."""
    global _took_over
    _took_over = False
    while _claims:
        path, claim = _claims.popitem()
        if claim.lock is not None and _identity(path) == claim.file_id:
            claim.lock.unlock()
        elif claim.lock is not None:
            _kept.append(claim.lock)
        _close(claim.folder_fd)


def holder_is_live(path: str) -> bool:
    """Whether the lock file at ``path`` (or its folder: see the module docstring) is
    held by a running Calculation on this computer (this process's own claim too)."""
    if path in _claims or _file_is_live(path):
        return True
    try:
        _close(_hold_folder(Path(path).parent, tries=1))
    except _FolderHeld:
        return True
    return False


def _file_is_live(path: str) -> bool:
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
