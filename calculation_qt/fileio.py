"""Safe file reading and atomic writing, shared by saved games, settings and statistics.

No Qt here: the engine's saved games use it too.
"""

from __future__ import annotations

import os
from pathlib import Path

MAX_FILE_BYTES = 1 << 20  # 1 MiB: no file this program writes comes near it


class FileTooLargeError(ValueError):
    pass


def read_limited(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``; a file over ``limit`` bytes is refused unread."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
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
