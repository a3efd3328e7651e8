"""Restoring the window's saved size and place on the screen it opens on.

The size is saved in device-independent pixels; opened at another scale factor
(``QT_SCALE_FACTOR``, a screen's DPI setting) or on a smaller screen, the saved rect
may be larger than the screen, or off it.  ``fit_to_screen`` keeps what fits and
moves or shrinks the rest into the screen's available area; ``window_rect`` does so
with the window's frame around it, so that the title bar is on screen too.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect

MIN_W, MIN_H = 400, 300


def fit_to_screen(saved: QRect, avail: QRect) -> QRect | None:
    """``saved`` shrunk to at most ``avail``'s size and moved inside it; None when it is
    too small to use (the window then picks its default size)."""
    if saved.width() < MIN_W or saved.height() < MIN_H or avail.isEmpty():
        return None
    w = min(saved.width(), avail.width())
    h = min(saved.height(), avail.height())
    x = min(max(saved.x(), avail.x()), avail.x() + avail.width() - w)
    y = min(max(saved.y(), avail.y()), avail.y() + avail.height() - h)
    return QRect(x, y, w, h)


def window_rect(saved: list[int] | None, avail: QRect, frame: QMargins, aspect: float = 1.02) -> QRect:
    """The window's inner rect: ``saved`` (x, y, width, height) fitted so that it and its
    ``frame`` lie within ``avail``; with nothing usable saved, the default size at
    x = y = -1 (the window manager places it), as wide as ``aspect`` (the table's width
    / height: eight waste piles want a wide window) allows on the screen."""
    inner = avail.marginsRemoved(frame)
    if saved is not None:
        rect = fit_to_screen(QRect(*saved), inner)
        if rect is not None:
            return rect
    height = min(940, int(inner.height() * 0.92))
    width = min(inner.width(), max(760, int(height * max(1.02, aspect))))
    return QRect(-1, -1, width, height)
