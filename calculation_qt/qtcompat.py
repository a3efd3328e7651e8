"""Small helpers around the Qt binding, in one place.

``emit(signal, *args)``: the program emits its signals through it (``signal.emit(*args)``;
one place to adapt should a binding release misbehave again).  PySide6 6.12.0 on
CPython 3.11 lost a reference to ``True``/``None`` on every emit and void call;
``pyproject.toml`` keeps that release out, so the reference pinning that worked around
it is gone (``tests/app/test_qtcompat.py`` still fails on such a binding).

``Qt``: ``PySide6.QtCore.Qt`` looked up name by name when first used (see below).

``skip_feature_scan()``: spares the start PySide6's reading of module sources (below).

``paint_in_one_thread()``: Qt's raster painting without its pool of helper threads (below).
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


# -- PySide6's import hook -------------------------------------------------------------
def skip_feature_scan() -> None:
    """Tell PySide6 that no module of this program selects a ``__feature__``
    (``snake_case``, ``true_property``), so that its import hook stops reading sources.

    Once PySide6 is loaded, every import statement that names a module PySide6 has not
    yet classified makes it read that module's whole source (``inspect.getsource``)
    to look for the word "PySide6": some fifty reads on the way to the first frame,
    about 4 ms (docs/performance.md).  The classification lives in PySide6's
    ``support.feature.pyside_feature_dict``, where -1 means "ignore this module"; this
    marks every module loaded so far and, through a finder that finds nothing, every
    module before it loads.  Call it right after the first PySide6 import; with a
    binding that has no such dictionary it does nothing (the start is only slower)."""
    import sys

    try:
        from PySide6.support import feature

        classified = feature.pyside_feature_dict
    except (ImportError, AttributeError):
        return
    if not isinstance(classified, dict):
        return
    for name in list(sys.modules):
        classified.setdefault(name, -1)
    if not any(isinstance(finder, _Unselected) for finder in sys.meta_path):  # (once a process)
        sys.meta_path.insert(0, _Unselected(classified))


class _Unselected:
    """A meta path finder that finds nothing: it marks each module about to be imported
    as one that selects no ``__feature__`` (see ``skip_feature_scan``)."""

    def __init__(self, classified: dict) -> None:
        self.classified = classified

    def find_spec(self, name, path=None, target=None):
        self.classified.setdefault(name, -1)
        return None


# -- Qt's painting threads ---------------------------------------------------------------
NO_GUI_THREADPOOL = "QT_NO_GUI_THREADPOOL"


def paint_in_one_thread() -> None:
    """Have Qt paint in the GUI thread alone; call it before the QApplication is made.

    Qt's raster engine hands parts of its fills, strokes and image blits to a pool of
    helper threads (``QGuiApplicationPrivate::qtGuiThreadPool``, switched off by the
    environment variable ``QT_NO_GUI_THREADPOOL``).  The table's repaints are small (a
    dragged card, a pile), and handing them over costs more than it saves: ``bench ui``
    under Xvfb on 2 cores measured a drag step at 0.60 ms instead of 1.27 (wall clock)
    and the first frame 6 ms of CPU time sooner (docs/performance.md).  A value the
    player set in the environment is kept."""
    import os

    os.environ.setdefault(NO_GUI_THREADPOOL, "1")
