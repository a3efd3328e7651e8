"""Card backs, painted by the program in card units: a coloured panel in a white
border with a pattern, a gold inlay and an emblem of the four suits.

``BACKS`` names the designs the player may choose (``"blue"``: a lattice, ``"red"``:
rows of small diamonds, ``"green"``: a grid of dots); ``back_title`` gives a
translated name for the settings.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient

from ..layout import CARD_H, CARD_W
from .card_paint import (
    FACE,
    FACE_EDGE,
    GOLD,
    RADIUS,
    card_outline,
    draw_suit,
    ellipse_path,
    make_pen,
    rounded_rect_path,
    solid_brush,
)


class BackDesign(NamedTuple):
    dark: QColor
    light: QColor
    pattern: str   # "lattice" | "diamonds" | "dots"


BACKS = {
    "blue": BackDesign(QColor(22, 48, 108), QColor(48, 88, 170), "lattice"),
    "red": BackDesign(QColor(110, 16, 28), QColor(182, 38, 52), "diamonds"),
    "green": BackDesign(QColor(14, 70, 44), QColor(36, 128, 82), "dots"),
}


def back_title(name: str) -> str:
    titles = {
        "blue": QCoreApplication.translate("CardBack", "Blue lattice"),
        "red": QCoreApplication.translate("CardBack", "Red diamonds"),
        "green": QCoreApplication.translate("CardBack", "Green dots"),
    }
    return titles[name]


def _lattice(panel: QRectF, w: float) -> tuple[list[QPainterPath], bool]:
    """Diagonal lines across the panel, cut to its rectangle here rather than by a clip
    path (a third of the back's cost); what they cross outside its rounded corners is the
    white border, where faint white lines do not show.  The lines of one direction never
    overlap each other, so stroking each direction as one path looks as line-by-line
    drawing does (crossings blend twice)."""
    down, up = QPainterPath(), QPainterPath()
    step = 0.11 * w
    x0, y0, y1 = panel.x(), panel.y(), panel.bottom()
    width, height = panel.width(), panel.height()
    i = -(width + height)
    while i < width + height:
        t0, t1 = max(0.0, -i), min(height, width - i)  # the part of the line over the panel
        if t0 < t1:
            down.moveTo(QPointF(x0 + i + t0, y0 + t0))
            down.lineTo(QPointF(x0 + i + t1, y0 + t1))
            up.moveTo(QPointF(x0 + i + t0, y1 - t0))
            up.lineTo(QPointF(x0 + i + t1, y1 - t1))
        i += step
    return [down, up], False


def _diamonds(panel: QRectF, w: float) -> tuple[list[QPainterPath], bool]:
    """Rows of small diamonds, every other row shifted by half a step."""
    shapes = QPainterPath()
    step, r = 0.12 * w, 0.035 * w
    y, row = panel.y() + step / 2, 0
    while y < panel.bottom() - r:
        x = panel.x() + (step / 2 if row % 2 else step)
        while x < panel.right() - r:
            shapes.moveTo(x, y - r)
            shapes.lineTo(x + r, y)
            shapes.lineTo(x, y + r)
            shapes.lineTo(x - r, y)
            shapes.closeSubpath()
            x += step
        y += step / 2
        row += 1
    return [shapes], True


def _dots(panel: QRectF, w: float) -> tuple[list[QPainterPath], bool]:
    """A square grid of dots."""
    shapes = QPainterPath()
    step, r = 0.09 * w, 0.018 * w
    y = panel.y() + step / 2
    while y < panel.bottom():
        x = panel.x() + step / 2
        while x < panel.right():
            shapes.addEllipse(QPointF(x, y), r, r)
            x += step
        y += step
    return [shapes], True


_PATTERNS = {"lattice": _lattice, "diamonds": _diamonds, "dots": _dots}


def paint_back(painter: QPainter, w: float = CARD_W, h: float = CARD_H, design: str = "blue") -> None:
    """Paint the card back ``design`` (a key of ``BACKS``) into the rect (0, 0, w, h)."""
    back = BACKS.get(design, BACKS["blue"])
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    outline = card_outline(QRectF(0.5, 0.5, w - 1, h - 1))
    painter.fillPath(outline, solid_brush(FACE))
    inner = QRectF(0.07 * w, 0.07 * w, w - 0.14 * w, h - 0.14 * w)
    inner_path = QPainterPath()
    inner_path.addRoundedRect(inner, RADIUS * 0.6, RADIUS * 0.6)
    grad = QRadialGradient(inner.center(), inner.height() * 0.7)
    grad.setColorAt(0.0, back.light)
    grad.setColorAt(1.0, back.dark)
    painter.fillPath(inner_path, QBrush(grad))
    paths, filled = _PATTERNS[back.pattern](inner, w)
    for path in paths:
        if filled:
            painter.fillPath(path, solid_brush(QColor(255, 255, 255, 40)))
        else:
            painter.strokePath(path, make_pen(QColor(255, 255, 255, 46), 0.012 * w))
    gold = make_pen(GOLD, 0.016 * w)
    painter.strokePath(rounded_rect_path(inner.adjusted(0.035 * w, 0.035 * w, -0.035 * w, -0.035 * w),
                                         RADIUS * 0.4), gold)
    # the emblem: a gold-rimmed oval with the four suits
    c = inner.center()
    oval = ellipse_path(c, 0.24 * w, 0.30 * w)
    painter.fillPath(oval, solid_brush(back.dark))
    painter.strokePath(oval, gold)
    s = 0.13 * w
    for suit, (dx, dy) in zip("SHDC", ((0, -0.14), (0.11, 0), (0, 0.14), (-0.11, 0)), strict=True):
        centre = QPointF(c.x() + dx * w, c.y() + dy * w)
        draw_suit(painter, suit, QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s), GOLD)
    painter.strokePath(outline, make_pen(FACE_EDGE, 1.0))
    painter.restore()
