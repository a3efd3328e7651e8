"""Reading and writing the program's JSON files in the data folder, safely.

Writes are atomic (temporary file + rename in the same folder): a crash or a failed
write leaves the previous file whole.  Reads validate: a missing file means defaults;
a file that is oversized, empty, not JSON, of an unknown or newer format version, or
fails the caller's validation is moved aside as ``<name>.corrupt-<timestamp>`` and
reported once through ``problems`` (plain-words messages the window shows the player),
and the caller gets its defaults.  Only regular files are read: a folder, named pipe or
device in a file's place is moved aside the same way (a pipe is never opened for a
blocking read), and a save that finds one there moves it aside first and says so, so
that saving goes on.  No pickle, no eval.

Format versions: ``save_json`` stamps ``"version": <version>`` into every object it
writes that has none, and ``load_json`` refuses an object whose ``version`` is not a
whole number from 1 to the version the caller reads (a newer program's file is set
aside rather than misread).  No Qt here.
"""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ...fileio import MAX_FILE_BYTES, FileTooLargeError, NotAFileError, atomic_write_text, kind_of, read_limited
from .paths import data_dir, data_file

T = TypeVar("T")

# Messages for the player about files that had to be set aside or could not be written
# (drained by the window through take_problems()).  Each message is told once per run.
problems: list[str] = []
_told: set[str] = set()


class StorageError(OSError):
    """A write failed; the message says which file and why in plain words."""


class FormatVersionError(ValueError):
    """The file's format version is unknown to this program (usually: a newer program wrote it)."""


def report(message: str) -> bool:
    """Queue ``message`` for the player unless it was already told this run; True if queued."""
    if message in _told:
        return False
    _told.add(message)
    problems.append(message)
    return True


def take_problems() -> list[str]:
    """The messages not yet shown to the player (and forget them)."""
    taken = problems[:]
    problems.clear()
    return taken


def reset() -> None:
    """Forget every queued and told message (tests start clean)."""
    problems.clear()
    _told.clear()


def check_version(data: object, version: int) -> None:
    """FormatVersionError unless ``data`` (if an object with a ``version``) is 1..``version``."""
    if not isinstance(data, dict) or "version" not in data:
        return
    found = data["version"]
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise FormatVersionError(f"its format version {found!r} is unknown")
    if found > version:
        raise FormatVersionError(
            f"a newer version of Calculation wrote it (format version {found}; this one reads up to {version})")


def quarantine(path: Path) -> Path | None:
    """Move ``path`` aside as ``<name>.corrupt-<timestamp>``; the new path, or None if it could not move."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        path.replace(target)
        return target
    except OSError:
        return None


def _describe(error: Exception) -> str:
    """Why a file's content was refused, in plain words."""
    if isinstance(error, FormatVersionError):
        return str(error)
    if isinstance(error, UnicodeDecodeError):
        return "it is not a text file (it holds binary data)"
    if isinstance(error, json.JSONDecodeError):
        if not error.doc.strip():
            return "it is empty"
        return f"it is not valid JSON, perhaps cut short ({error.msg}: line {error.lineno}, column {error.colno})"
    text = str(error.args[0]) if isinstance(error, KeyError) and error.args else str(error)
    if len(text) > 200:
        text = text[:197] + "..."
    return f"it holds something this program cannot use ({text})" if text else "it is damaged"


class FolderError(StorageError):
    """The data folder itself cannot be made or used."""


def _data_file(name: str) -> Path:
    """The path of ``name`` in the data folder, creating the folder; FolderError (reported
    once, in plain words) when the folder cannot be made."""
    try:
        return data_file(name)
    except OSError as e:
        message = (f"The data folder {data_dir(create=False)} cannot be used ({e.strerror or e}), so "
                   "your settings, statistics and game in progress cannot be kept this time.")
        report(message)
        raise FolderError(message) from e


def load_json(name: str, parse: Callable[[object], T], default: Callable[[], T], what: str,
              version: int = 1, fallback: str = "Defaults are used instead.") -> T:
    """Load ``name`` from the data folder and ``parse`` it (raise ValueError/TypeError/
    KeyError when invalid).  Anything wrong: quarantine, report, return ``default()``.
    ``version`` is the newest format version of the file this program reads;
    ``fallback`` tells the player what happens instead (a sentence)."""
    try:
        path = _data_file(name)
    except FolderError:
        return default()
    try:
        raw = read_limited(path, MAX_FILE_BYTES, regular_only=True)  # a named pipe never blocks the start
    except FileNotFoundError:
        return default()
    except FileTooLargeError:
        reason = f"it is far larger than it can be (over {MAX_FILE_BYTES // (1 << 20)} MB)"
    except NotAFileError as e:
        report(f"Your {what} could not be read: {data_dir(create=False) / name} is {e.kind}, not a file. "
               f"{fallback}{_moved_aside(path)}")
        return default()
    except OSError as e:
        report(f"Your {what} could not be read ({e.strerror or e}). {fallback}")
        return default()
    else:
        try:
            data = json.loads(raw.decode("utf-8"))
            check_version(data, version)
            return parse(data)
        except (ValueError, TypeError, KeyError, UnicodeDecodeError, AttributeError, RecursionError) as e:
            reason = _describe(e)
    report(f"Your {what} file could not be used: {reason}. {fallback}{_moved_aside(path)}")
    return default()


def _moved_aside(path: Path) -> str:
    """Move ``path`` aside (``quarantine``) and say where, or that it could not move."""
    moved = quarantine(path)
    if moved is not None:
        return f" The file was kept as {moved.name} in {moved.parent}."
    return " It could not be moved aside, so it will be replaced at the next save."


def read_json_quietly(name: str, parse: Callable[[object], T], version: int = 1) -> T | None:
    """``name`` from the data folder, parsed, or None when it is missing or unusable in
    any way; nothing is reported or moved (for re-reading a file the start has already
    loaded, e.g. figures another running window may have changed since)."""
    try:
        raw = read_limited(data_dir(create=False) / name, MAX_FILE_BYTES, regular_only=True)
        data = json.loads(raw.decode("utf-8"))
        check_version(data, version)
        return parse(data)
    except (OSError, ValueError, TypeError, KeyError, UnicodeDecodeError, AttributeError, RecursionError):
        return None


def save_json(name: str, data: object, what: str, version: int = 1) -> None:
    """Atomically write ``data`` as JSON (an object without ``version`` gets ``version``
    stamped in); StorageError with a plain message on failure (the previous file is
    then left as it was)."""
    if isinstance(data, dict) and "version" not in data:
        data = {**data, "version": version}
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    path = _data_file(name)
    where = os.fspath(data_dir(create=False) / name)
    in_the_way = _not_a_file(path)
    if in_the_way and quarantine(path) is None:
        raise StorageError(f"Your {what} could not be saved to {where}: {in_the_way} is in its place "
                           f"and could not be moved aside.")
    try:
        atomic_write_text(path, text)
    except OSError as e:
        raise StorageError(f"Your {what} could not be saved to {where} ({e.strerror or e}). "
                           f"What was saved before is kept.") from e
    if in_the_way:  # told once: the next saves find a file there
        report(f"{where} was {in_the_way}, not a file: it was moved aside, and your {what} is saved there anew.")


def _not_a_file(path: Path) -> str:
    """What is in the way at ``path`` if it exists and is not a regular file (a link is
    judged by what it points to; a dangling one is replaced like a file), else ""."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return ""
    return "" if stat.S_ISREG(mode) else kind_of(mode)


def remove_stale_temporary_files(max_age: float = 600.0) -> int:
    """Remove the temporary files of writes a crash interrupted (``.<name>.*.tmp`` in the
    data folder, older than ``max_age`` seconds so a running write is never touched).
    How many were removed."""
    removed = 0
    try:
        folder = data_dir(create=False)
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    now = time.time()
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime > max_age:
                path.unlink()
                removed += 1
        except OSError:
            pass
    return removed
