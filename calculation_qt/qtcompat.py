"""Work-arounds for defects of the Qt binding, in one place.

``emit(signal, *args)``: use it instead of ``signal.emit(*args)`` everywhere.

PySide6 6.12.0 on CPython 3.11 (where ``True`` is not immortal yet) returns ``True``
from ``SignalInstance.emit`` without taking a reference to it, so every emit made from
Python lowers ``True``'s reference count by one.  ``True`` starts with a few hundred
references; after that many emits the interpreter aborts with "Fatal Python error:
bool_dealloc: deallocating True or False".  ``emit`` measures once whether the running
binding has the defect and, if so, gives back the reference each emit takes.  On a
fixed binding (or an interpreter with immortal booleans) it is a plain ``emit``.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_leaks: bool | None = None


class _Probe(QObject):
    probed = Signal()


def _measure() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(8):
        probe.probed.emit()  # the defect under test; 8 references are given back below
    lost = before - sys.getrefcount(True)
    if lost > 0:
        for _ in range(lost):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return lost >= 8


def emit_leaks_true() -> bool:
    global _leaks
    if _leaks is None:
        _leaks = _measure()
    return _leaks


def emit(signal, *args) -> None:
    """``signal.emit(*args)``, keeping ``True``'s reference count whole."""
    result = signal.emit(*args)
    if result is True and (_leaks if _leaks is not None else emit_leaks_true()):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
