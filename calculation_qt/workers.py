"""Worker processes end when the program that started them ends, however it ends.

A ``ProcessPoolExecutor`` worker waits on a pipe whose other end it holds itself, so a
program killed with SIGKILL (or crashing) leaves its workers waiting for ever, some
70 MB each.  ``die_with_parent`` is the pools' initializer (``initializer=``, with
``initargs=(os.getpid(),)``: a worker may only get to it after its parent has died,
when its parent process id already names another process): on Linux
the kernel sends the worker SIGKILL when the thread that started it ends
(``prctl(PR_SET_PDEATHSIG)``); everywhere a daemon thread also watches the parent and
ends the worker once it is gone (on POSIX: the parent process id changed, i.e. the
worker was handed to another process; on Windows: the parent's process handle is
signalled).  A worker is only ever asked to compute: ending it loses nothing.

``spawn_context()`` is the one way the program starts fresh worker interpreters
(``spawn``): a fresh interpreter started with ``-c`` (as multiprocessing starts its
workers and its resource tracker) would look for modules in the current folder first,
so a ``fcntl.py`` lying in the folder the game was started from would run.  The
context's interpreters start with ``PYTHONSAFEPATH`` (Python 3.11+), which keeps the
current folder off their module path, and ``start_worker`` (their initializer) drops
an empty entry (the current folder) the parent's path may hand them.  Where that
cannot be had (Python 3.10, or ``-E`` without ``-P``), there is no such context and
the work runs in the program's own process.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from contextlib import contextmanager

SAFE_PATH = "PYTHONSAFEPATH"  # Python 3.11+: no current folder on the module path
WATCH_SECONDS = 1.0  # how often the watch looks at the parent
PR_SET_PDEATHSIG = 1
SIGKILL = 9


@contextmanager
def spawn_context():
    """A ``spawn`` multiprocessing context whose interpreters never import from the
    current folder, or None where that cannot be had (see the module docstring).  Start
    the workers inside the ``with``: its environment carries ``PYTHONSAFEPATH``."""
    if sys.version_info < (3, 11) or (sys.flags.ignore_environment and not sys.flags.safe_path):
        yield None
        return
    import multiprocessing

    before = os.environ.get(SAFE_PATH)
    os.environ[SAFE_PATH] = "1"
    try:
        yield multiprocessing.get_context("spawn")
    finally:
        if before is None:
            os.environ.pop(SAFE_PATH, None)
        else:
            os.environ[SAFE_PATH] = before


def start_worker(parent: int | None = None) -> None:
    """A pool worker's initializer: no module from the current folder, and end with
    the parent (``die_with_parent``)."""
    sys.path[:] = [entry for entry in sys.path if entry]
    die_with_parent(parent)


def die_with_parent(parent: int | None = None) -> None:
    """Make this (worker) process end when its parent (process id ``parent``, by default
    the present one) does; see the module docstring."""
    parent = os.getppid() if parent is None else parent
    _kernel_kills_orphan()
    if os.getppid() != parent:  # the parent died before the kernel was told
        os._exit(1)
    gone = _parent_gone_check(parent)
    if gone is not None:
        threading.Thread(target=_watch, args=(gone,), name="parent-watch", daemon=True).start()


def _kernel_kills_orphan() -> bool:
    """Linux: ask the kernel to SIGKILL this process when its parent ends; whether it took."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _parent_gone_check(parent: int):
    """A function telling whether ``parent`` has ended, or None where that cannot be known."""
    if os.name == "posix":
        return lambda: os.getppid() != parent  # an orphan is handed to another process
    if os.name == "nt":
        try:
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            synchronize, wait_object_0 = 0x00100000, 0
            handle = kernel32.OpenProcess(synchronize, False, parent)
        except (OSError, AttributeError):
            return None
        if not handle:
            return None
        return lambda: kernel32.WaitForSingleObject(handle, 0) == wait_object_0
    return None


def _watch(gone) -> None:
    while not gone():
        time.sleep(WATCH_SECONDS)
    os._exit(1)
