"""Safe file reading and atomic writing, shared by saved games, settings and statistics.

No Qt here: the engine's saved games use it too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_FILE_BYTES = 2 << 20  # 2 MiB: no file this program writes comes near it (statistics: under 0.9 MiB)


class FileTooLargeError(ValueError):
    pass


class NotAFileError(OSError):
    """Something other than a regular file (a folder, a named pipe, a device) is in the
    way; ``kind`` names it in plain words."""

    def __init__(self, path: str | os.PathLike, kind: str):
        super().__init__(f"{os.fspath(path)} is {kind}, not a file")
        self.kind = kind


def kind_of(mode: int) -> str:
    """What a non-regular file is, in plain words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a plain file"


def read_limited(path: str | os.PathLike, limit: int = MAX_FILE_BYTES, regular_only: bool = False) -> bytes:
    """The bytes of ``path``; a file over ``limit`` bytes is refused unread.  With
    ``regular_only`` anything but a regular file (links followed) is refused with
    ``NotAFileError`` without waiting: a named pipe is never opened for a blocking read."""
    if regular_only:
        mode = os.stat(path).st_mode  # (FileNotFoundError as usual)
        if not stat.S_ISREG(mode):
            raise NotAFileError(path, kind_of(mode))
        # non-blocking, should a pipe replace the file meanwhile; checked again below
        opened = open(os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)), "rb")
    else:
        opened = open(path, "rb")
    with opened as f:
        info = os.fstat(f.fileno())
        if regular_only and not stat.S_ISREG(info.st_mode):
            raise NotAFileError(path, kind_of(info.st_mode))
        size = info.st_size
        if size > limit:
            raise FileTooLargeError(f"{os.fspath(path)} is {size:,} bytes, over the {limit:,}-byte limit")
        data = f.read(limit + 1)
    if len(data) > limit:  # grew while we read it
        raise FileTooLargeError(f"{os.fspath(path)} is over the {limit:,}-byte limit")
    return data


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a reader (or a crash) sees either the old
    file whole or the new file whole: a temporary file in the same folder, flushed
    to disk, then renamed over the target."""
    import tempfile  # here: only writes need it, and the game's start writes nothing

    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))
