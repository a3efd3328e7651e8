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

import sys

import PySide6
from PySide6.QtCore import QObject, Signal

# The binding series known to drop references on CPython < 3.12 (pyproject.toml keeps
# it out; these guards stay for anyone who installs it anyway).
DEFECTIVE = PySide6.__version_info__[:2] == (6, 12) and sys.version_info < (3, 12)

_leaks: bool | None = None


class _Probe(QObject):
    probed = Signal()


def _measure() -> bool:
    if not DEFECTIVE:
        return False
    import ctypes

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
        import ctypes

        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))


# -- None, True and False: a reserve of references ------------------------------------
# PySide6 6.12.0 on CPython 3.11 also drops a reference to ``None`` on EVERY call of a
# void C++ method from Python (``QPointF.setX``, ``QGraphicsItem.setPos``,
# ``QPainterPath.moveTo``...): measured -1 per call.  None starts with a few thousand
# references, so a table that paints and animates would abort with "none_dealloc:
# deallocating None" within seconds or at exit.  CPython 3.12+ makes these objects
# immortal; on older CPython we give each a reserve of 2**40 references (the same idea,
# done once at import; the objects are never freed anyway).
RESERVE = 1 << 40


def protect_singletons() -> bool:
    """Give None, True and False a large reserve of references where the interpreter
    does not make them immortal.  True if it did so (idempotent)."""
    if not DEFECTIVE or sys.implementation.name != "cpython" or hasattr(sys, "getobjects"):
        return False
    import ctypes

    done = False
    for obj in (None, True, False):
        cell = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt, the first field
        if abs(cell.value - (sys.getrefcount(obj) - 1)) > 2:
            return done  # not the layout we know: leave it alone
        if cell.value < RESERVE // 2:
            cell.value += RESERVE
            done = True
    return done


protect_singletons()


# -- the Qt namespace, looked up when first used -----------------------------------------
class _QtNamespace:
    """Stands for ``PySide6.QtCore.Qt``; each name is fetched on first use, then kept.

    PySide6 builds the Python enums of a class when the class is first touched: for the
    ``Qt`` namespace that is over a hundred enums at once (``Qt.Key`` alone has 471
    members), about 18 ms of CPU time, an eighth of the whole start of a bare window.
    Overload resolution touches it too: ``QPainter.setPen``/``setBrush``,
    ``QBrush(QColor)``, ``fillRect`` and ``QPen(QColor, width)`` each check a ``Qt`` enum
    overload first.  The modules on the way to the first frame therefore import ``Qt``
    from here and paint with calls that do not (see ``ui.card_art``: ``fillPath`` and
    ``strokePath`` with ``solid_brush``/``make_pen``), so the first frame does not wait
    for the namespace; ``warm_up()`` builds it once the window is on screen (``bench ui``)."""

    __slots__ = ("__dict__",)

    def __getattr__(self, name: str):
        from PySide6.QtCore import Qt as namespace

        value = getattr(namespace, name)  # AttributeError for a name Qt does not have
        setattr(self, name, value)  # later lookups are plain attribute reads
        return value

    def __repr__(self) -> str:
        return "<lazy PySide6.QtCore.Qt>"

    @staticmethod
    def warm_up() -> None:
        """Build the namespace now (e.g. just after the first frame), so that the first
        mouse or key event does not pay for it."""
        from PySide6.QtCore import Qt as namespace  # noqa: F401


Qt = _QtNamespace()
