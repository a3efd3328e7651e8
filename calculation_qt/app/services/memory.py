"""Hand the memory a finished job freed back to the system.

A worker thread's allocations live in a malloc arena apart from the main thread's
(glibc hands threads arenas of their own).  When a solver or advisor job ends, glibc
keeps most of what it freed there for the next job and trims the arena by its own rule,
so the process's resident memory swings by several megabytes from one deal to the next
and only settles after dozens of deals (docs/performance.md, "A long session").  ``release_free_memory`` asks glibc to give
every free page of every arena back (``malloc_trim``); elsewhere it does nothing.
"""

from __future__ import annotations

import sys


def _trim_function():
    """glibc's ``malloc_trim``, or None where the C library has none (musl, macOS, Windows)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


_TRIM = _trim_function()
CAN_RELEASE = _TRIM is not None  # (Linux with glibc, where /proc/self/status tells the RSS)


def release_free_memory() -> bool:
    """Give free memory back to the system; whether anything was released."""
    return bool(_TRIM(0)) if _TRIM is not None else False
