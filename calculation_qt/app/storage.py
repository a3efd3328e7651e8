"""Reading and writing the program's JSON files in the data folder, safely.

Writes are atomic (temporary file + rename in the same folder).  Reads validate: a
missing file means defaults; a file that is oversized, not JSON, or fails the caller's
validation is moved aside as ``<name>.corrupt-<timestamp>`` and reported once through
``problems`` (plain-words messages the window shows the player), and the caller gets
its defaults.  No pickle, no eval.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ..fileio import MAX_FILE_BYTES, FileTooLargeError, atomic_write_text, read_limited
from .paths import data_file

T = TypeVar("T")

# Messages for the player about files that had to be set aside (drained by the window).
problems: list[str] = []


class StorageError(OSError):
    """A write failed; the message says which file and why in plain words."""


def quarantine(path: Path) -> Path | None:
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


def load_json(name: str, parse: Callable[[object], T], default: Callable[[], T], what: str) -> T:
    """Load ``name`` from the data folder and ``parse`` it (raise ValueError/TypeError/
    KeyError when invalid).  Anything wrong: quarantine, report, return ``default()``."""
    path = data_file(name)
    try:
        raw = read_limited(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return default()
    except FileTooLargeError:
        reason = "it is far larger than it can be"
    except OSError as e:
        problems.append(f"Your {what} could not be read ({e.strerror}); defaults are used this time.")
        return default()
    else:
        try:
            return parse(json.loads(raw.decode("utf-8")))
        except (ValueError, TypeError, KeyError, UnicodeDecodeError, AttributeError) as e:
            reason = f"it is damaged ({e})" if str(e) else "it is damaged"
    moved = quarantine(path)
    where = f" A copy was kept as {moved.name}." if moved else ""
    problems.append(f"Your {what} file could not be used because {reason}; starting from defaults.{where}")
    return default()


def save_json(name: str, data: object, what: str) -> None:
    """Atomically write ``data`` as JSON; StorageError with a plain message on failure
    (the previous file is then left as it was)."""
    path = data_file(name)
    try:
        atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True) + "\n")
    except OSError as e:
        raise StorageError(f"Your {what} could not be saved to {path} ({e.strerror or e}).") from e
