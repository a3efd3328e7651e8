"""Reading and writing the program's JSON files in the data folder, safely.

Writes are atomic (temporary file + rename in the same folder): a crash or a failed
write leaves the previous file whole.  Reads validate: a missing file means defaults;
a file that cannot be read (no permission, a folder, named pipe or device in its
place) or cannot be used (oversized, empty, not JSON, of an unknown or newer format
version, or failing the caller's validation) is moved aside as
``<name>.unreadable-<timestamp>`` or ``<name>.corrupt-<timestamp>`` and the caller
gets its defaults.  A file is never written over unread: one that cannot be moved
aside (e.g. in a read-only folder) is left untouched, and every save of it is refused
for the rest of the run (``StorageError``); one that stops being readable while the
program runs is moved aside before the next save.  A pipe is never opened for a
blocking read.  No pickle, no eval.

Every problem is reported once through ``problems`` as a ``Problem``: which file, what
went wrong, what was done with it.  A failed write is said once, and again each time it
comes back after a write of that file worked (a disk full, then freed, then full again).  The window words it in the player's language
(``problem_words``); its text is the English words.

Format versions: ``save_json`` stamps ``"version": <version>`` into every object it
writes that has none, and ``load_json`` refuses an object whose ``version`` is not a
whole number from 1 to the version the caller reads (a newer program's file is set
aside rather than misread).

``locked(name)`` holds an OS lock (``<stem>.lock`` beside the file) from a read to its
write, so that two processes adding to one file (two windows counting results) never
lose each other's change.  No Qt here.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import TypeVar

from ...fileio import MAX_FILE_BYTES, FileTooLargeError, NotAFileError, atomic_write_text, read_limited
from . import problem_words
from .paths import KIND, all_folders, data_file

T = TypeVar("T")

# Problems not yet shown to the player (drained by the window through take_problems()),
# each told once per run; also plain strings the window has already worded.
problems: list[str] = []
_told: set[str] = set()
_kept: dict[str, Problem] = {}  # file name -> why it is left untouched (its saves are refused)


class Problem(str):
    """A data-file problem: which ``file`` ("settings", "statistics", "game"; "" for the
    data folder), what went wrong (``trouble``, a key of ``problem_words``), what was
    done with it (``action``: "moved" aside to ``moved_to``, or "kept" untouched with
    its saves refused; "" for a save), its ``path``, and ``facts`` for the words (line,
    column, format versions, error code, kind).  As a string it is its English words;
    the window words it through ``problem_words.words`` in the player's language."""

    def __new__(cls, file: str, trouble: str, path: str | os.PathLike, action: str = "",
                moved_to: Path | None = None, **facts):
        path = os.fspath(path)
        fields = SimpleNamespace(file=file, trouble=trouble, path=path, action=action,
                                 folder=os.path.dirname(path), moved_to=moved_to,
                                 moved_name=moved_to.name if moved_to is not None else "", facts=facts)
        self = super().__new__(cls, problem_words.words(fields))
        self.__dict__.update(vars(fields))
        return self


class Words(str):
    """A message translated when it is shown: ``context`` and ``source`` for
    ``QCoreApplication.translate``, then ``fields`` filled in.  A start reports some
    (a stale lock taken over) before the player's language is installed; as a string it
    is its English words."""

    def __new__(cls, context: str, source: str, **fields):
        self = super().__new__(cls, source.format(**fields))
        self.context, self.source, self.fields = context, source, fields
        return self


class StorageError(OSError):
    """A write failed or was refused; ``problem`` says which file and why."""

    def __init__(self, problem: Problem):
        super().__init__(str(problem))
        self.problem = problem


class FormatVersionError(ValueError):
    """The file's format version is unknown to this program (usually: a newer program wrote it)."""

    def __init__(self, found: object, version: int):
        newer = isinstance(found, int) and not isinstance(found, bool) and found > version
        super().__init__(f"format version {found!r} is {'newer than' if newer else 'not'} {version}")
        self.facts = {"found": found, "version": version} if newer else {}


def report(message: str) -> bool:
    """Queue ``message`` (a ``Problem``, ``Words``, or words in the player's language) for
    the player unless it was already told this run; True if queued."""
    if message in _told:
        return False
    _told.add(message)
    problems.append(message)
    return True


def tell(message: str) -> None:
    """Queue ``message`` for the player even if it was said before this run (news of a
    change, such as results counted once space came back, said each time it happens)."""
    problems.append(message)


# Troubles of a write: said once, and again when they come back after a write that worked.
WRITE_FAULTS = frozenset({"write_failed", "in_the_way_stuck", "folder_unusable"})


def _write_worked(what: str) -> None:
    """A write of the file ``what`` worked: its write faults (and the data folder's) are
    said again should they come back."""
    for message in [m for m in _told if isinstance(m, Problem) and m.trouble in WRITE_FAULTS]:
        if message.file in (what, ""):
            _told.discard(message)


def take_problems() -> list[str]:
    """The messages not yet shown to the player (and forget them)."""
    taken = problems[:]
    problems.clear()
    return taken


def reset() -> None:
    """Forget every queued and told message and every file kept untouched (tests start clean)."""
    problems.clear()
    _told.clear()
    _kept.clear()


def check_version(data: object, version: int) -> None:
    """FormatVersionError unless ``data`` (if an object with a ``version``) is 1..``version``."""
    if not isinstance(data, dict) or "version" not in data:
        return
    found = data["version"]
    if not isinstance(found, int) or isinstance(found, bool) or not 1 <= found <= version:
        raise FormatVersionError(found, version)


def quarantine(path: Path, label: str = "corrupt") -> Path | None:
    """Move ``path`` aside as ``<name>.<label>-<timestamp>``; the new path, or None if it could not move."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}")
    try:
        path.replace(target)
        return target
    except OSError:
        return None


def _why_unusable(error: Exception) -> tuple[str, dict]:
    """Why a file's content was refused: a ``problem_words`` trouble and its facts."""
    if isinstance(error, FormatVersionError):
        return ("newer" if error.facts else "unknown_version"), error.facts
    if isinstance(error, UnicodeDecodeError):
        return "binary", {}
    if isinstance(error, json.JSONDecodeError):
        if not error.doc.strip():
            return "empty", {}
        return "not_json", {"line": error.lineno, "column": error.colno}
    return "unusable", {"detail": str(error)[:200]}


def _kind_key(kind: str) -> str:
    """``fileio.kind_of``'s words as a ``problem_words`` key."""
    return {"a folder": "folder", "a named pipe": "named_pipe"}.get(kind, "special")


class FolderError(StorageError):
    """The data folder itself cannot be made or used."""


def _data_file(name: str) -> Path:
    """The path of ``name`` in the data folder, creating the folder; FolderError (reported
    once) when the folder cannot be made."""
    try:
        return data_file(name)
    except OSError as e:
        problem = Problem("", "folder_unusable", data_file(name, create=False), code=e.errno)
        report(problem)
        raise FolderError(problem) from e


def load_json(name: str, parse: Callable[[object], T], default: Callable[[], T], what: str,
              version: int = 1) -> T:
    """Load ``name`` from the data folder and ``parse`` it (raise ValueError/TypeError/
    KeyError when invalid).  ``what`` is the file ("settings", "statistics", "game");
    ``version`` the newest format version of the file this program reads.  Anything
    wrong: the file is moved aside (or, if it cannot move, left untouched and its saves
    refused), the problem reported, and ``default()`` returned."""
    value, _set_aside = _load(name, parse, what, version, running=False)
    return default() if value is _NOTHING else value


def reread_json(name: str, parse: Callable[[object], T], what: str, version: int = 1) -> tuple[T | None, bool]:
    """Read ``name`` again while the program runs (another window, or the player, may
    have changed it since the start): ``(parsed, False)``; ``(None, False)`` when it is
    missing; ``(None, True)`` when it could not be read or used: then it is moved aside
    (or left untouched and its saves refused) just as at the start, and the problem
    reported in words that say it was found while the program ran."""
    if name in _kept:  # (left untouched at the start, as said then: its saves stay refused)
        return None, False
    value, set_aside = _load(name, parse, what, version, running=True)
    return (None if value is _NOTHING else value), set_aside


_NOTHING = object()  # (_load: no usable content)


def _load(name: str, parse: Callable[[object], T], what: str, version: int, running: bool) -> tuple[object, bool]:
    """The parsed file or ``_NOTHING``, and whether an unusable file was set aside."""
    try:
        path = _data_file(name)
    except FolderError:
        return _NOTHING, False
    facts: dict = {}
    try:
        raw = read_limited(path, MAX_FILE_BYTES, regular_only=True)  # a named pipe never blocks the start
    except FileNotFoundError:
        return _NOTHING, False
    except FileTooLargeError:
        trouble, facts = "too_large", {"size": MAX_FILE_BYTES // (1 << 20)}
    except NotAFileError as e:
        trouble = _kind_key(e.kind)
    except OSError as e:
        trouble = "no_permission" if e.errno in (errno.EACCES, errno.EPERM) else "cannot_open"
        facts = {"code": e.errno}
    else:
        try:
            data = json.loads(raw.decode("utf-8"))
            check_version(data, version)
            return parse(data), False
        except (ValueError, TypeError, KeyError, UnicodeDecodeError, AttributeError, RecursionError) as e:
            trouble, facts = _why_unusable(e)
    _set_aside(name, path, what, trouble, facts, "_while_running" if running else "")
    return _NOTHING, True


def set_aside(name: str, what: str, trouble: str, **facts) -> bool:
    """Move the data file ``name`` aside as unusable (or keep it untouched with its saves
    refused when it cannot move) and report ``trouble``; True if it was moved."""
    try:
        path = _data_file(name)
    except FolderError:
        return False
    _set_aside(name, path, what, trouble, facts)
    return name not in _kept


def _set_aside(name: str, path: Path, what: str, trouble: str, facts: dict, when: str = "") -> None:
    """Move a file that could not be read or used aside, or keep it untouched and refuse
    its saves when it cannot move; report which (``when``: "" at the start,
    "_while_running" for a file that went bad while the program ran)."""
    moved = quarantine(path, "unreadable" if trouble in ("no_permission", "cannot_open") else "corrupt")
    if moved is not None:
        report(Problem(what, trouble, path, "moved" + when, moved, **facts))
        return
    problem = Problem(what, trouble, path, "kept" + when, **facts)
    _kept[name] = problem
    report(problem)


def save_json(name: str, data: object, what: str, version: int = 1) -> None:
    """Atomically write ``data`` as JSON (an object without ``version`` gets ``version``
    stamped in); StorageError on failure (the previous file is then left as it was).
    A file this run could not read and could not move aside is never written over:
    its saves are refused."""
    if name in _kept:
        raise StorageError(_kept[name])
    if isinstance(data, dict) and "version" not in data:
        data = {**data, "version": version}
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    path = _data_file(name)
    in_the_way = _not_a_file(path)
    before = not in_the_way and path.is_file()  # something saved before, which a failed write keeps
    if in_the_way and quarantine(path) is None:
        raise StorageError(Problem(what, "in_the_way_stuck", path, kind=in_the_way))
    if not in_the_way and _unreadable(path):  # (it was readable at the start)
        moved = quarantine(path, "unreadable")
        if moved is None:
            raise StorageError(Problem(what, "write_failed", path, code=errno.EACCES, before=True))
        report(Problem(what, "unreadable_moved", path, moved_to=moved))
    try:
        atomic_write_text(path, text)
    except OSError as e:
        raise StorageError(Problem(what, "write_failed", path, code=e.errno, before=before)) from e
    _write_worked(what)
    if in_the_way:  # told once: the next saves find a file there
        report(Problem(what, "in_the_way_moved", path, kind=in_the_way))


LOCK_WAIT_S = 2.0  # how long a write waits for another process's read and write at most


@contextmanager
def locked(name: str, what: str) -> Iterator[None]:
    """Hold the OS lock of the data file ``name`` (the file ``<stem>.lock`` beside it,
    0600) for the ``with`` block: another process reading and writing ``name`` under
    it waits.  StorageError ("busy") when another process held it over ``LOCK_WAIT_S``
    seconds; where no lock file can be made (a read-only folder) the block runs
    without one, and its write says its own failure."""
    lock_path = data_file(name, create=False).with_suffix(".lock")
    try:
        _data_file(name)  # (the folder)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
    except OSError:
        yield
        return
    try:
        deadline = time.monotonic() + LOCK_WAIT_S
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                path = lock_path.with_name(name)
                raise StorageError(Problem(what, "write_failed", path, code="busy", before=path.is_file()))
            time.sleep(0.01)
        yield
    finally:
        os.close(fd)  # (which gives the lock up)


def _try_lock(fd: int) -> bool:
    """Take the OS lock on ``fd`` if nobody holds it; whether it is held now."""
    try:
        import fcntl
    except ImportError:  # Windows: a lock on the file's first byte
        try:
            import msvcrt
        except ImportError:
            return True
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    except OSError:  # (a file system without locks: go on as before)
        return True


def spoiled(name: str) -> bool:
    """Whether something the next save would move aside is at ``name``'s place in the data
    folder now: a folder, pipe or device, or a file this program may not read."""
    try:
        path = data_file(name, create=False)
    except OSError:
        return False
    return bool(_not_a_file(path)) or _unreadable(path)


def _not_a_file(path: Path) -> str:
    """What is in the way at ``path`` if it exists and is not a regular file (a
    ``problem_words`` key; a link is judged by what it points to, a dangling one is
    replaced like a file), else ""."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return ""
    if stat.S_ISREG(mode):
        return ""
    return "folder" if stat.S_ISDIR(mode) else "named_pipe" if stat.S_ISFIFO(mode) else "special"


def _unreadable(path: Path) -> bool:
    """Whether a regular file at ``path`` exists but this program may not read it."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except PermissionError:
        return True
    except OSError:
        return False
    os.close(fd)
    return False


# The temporary file of a write (fileio.atomic_write_bytes: tempfile.mkstemp's eight random
# characters between the file's name and ".tmp") of one of the program's own files: the
# only names a start removes, so a player's ``.thesis.docx.tmp`` in a shared folder stays.
# (compiled at first use, through re's cache: a start with no such file compiles nothing)
_OWN_TEMPORARY = r"\.(?:" + "|".join(re.escape(name) for name in KIND) + r")\.[a-z0-9_]{8}\.tmp"


def remove_stale_temporary_files(max_age: float = 600.0) -> int:
    """Remove the temporary files of writes a crash interrupted (``.<name>.XXXXXXXX.tmp``
    of the program's own files, in its folders, older than ``max_age`` seconds so a
    running write is never touched).  How many were removed."""
    removed = 0
    candidates = []
    for folder in all_folders():
        try:
            candidates += [path for path in folder.glob(".*.tmp") if re.fullmatch(_OWN_TEMPORARY, path.name)]
        except OSError:
            pass
    now = time.time()
    for path in candidates:
        try:
            if path.is_file() and not path.is_symlink() and now - path.stat().st_mtime > max_age:
                path.unlink()
                removed += 1
        except OSError:
            pass
    return removed
