"""Two small helpers around the Qt binding, in one place.

``emit(signal, *args)``: the program emits its signals through it (``signal.emit(*args)``;
one place to adapt should a binding release misbehave again).  PySide6 6.12.0 on
CPython 3.11 lost a reference to ``True``/``None`` on every emit and void call;
``pyproject.toml`` keeps that release out, so the reference pinning that worked around
it is gone (``tests/app/test_qtcompat.py`` still fails on such a binding).

``Qt``: ``PySide6.QtCore.Qt`` looked up name by name when first used (see below).
"""

from __future__ import annotations


def emit(signal, *args) -> None:
    """``signal.emit(*args)``."""
    signal.emit(*args)


# -- the Qt namespace, looked up when first used -----------------------------------------
class _QtNamespace:
    """Stands for ``PySide6.QtCore.Qt``; each name is fetched on first use, then kept.

    PySide6 builds the Python enums of a class when the class is first touched: for the
    ``Qt`` namespace that is over a hundred enums at once (``Qt.Key`` alone has 471
    members), about 18 ms of CPU time, an eighth of the whole start of a bare window.
    Overload resolution touches it too: ``QPainter.setPen``/``setBrush``,
    ``QBrush(QColor)``, ``fillRect`` and ``QPen(QColor, width)`` each check a ``Qt`` enum
    overload first.  The modules on the way to the first frame therefore import ``Qt``
    from here and paint with calls that do not (see ``ui.cards.card_art``: ``fillPath`` and
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
