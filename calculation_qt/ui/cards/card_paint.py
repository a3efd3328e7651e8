"""Painting primitives of the program's cards: colours, brushes and pens, suit symbols
as paths, rank letters as text paths (no image files, no font needed for suits).

Painting uses ``fillPath``/``strokePath`` with brushes and pens from ``solid_brush`` and
``make_pen``, never ``QPainter.setPen``/``setBrush``, ``QBrush(QColor)`` or a ``Qt``
enum: each of those makes PySide6 build the whole ``Qt`` namespace (~18 ms), and the
first frame of the window should not wait for that (see ``qtcompat.Qt``, ``bench ui``).
Alignment flags are plain ints (``ALIGN_LEFT``...), as ``QPainter.drawText`` takes them.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QTransform

from ..layout import CARD_W

RED = QColor(196, 22, 42)
BLACK = QColor(24, 24, 30)
FACE = QColor(253, 252, 246)
FACE_EDGE = QColor(120, 120, 112)
GOLD = QColor(214, 178, 92)
RADIUS = 0.075 * CARD_W
# margin round the card (scene units) for the drop shadow; item bounding rects include it
SHADOW = 3.0
SLOT_MARGIN = 2.0  # a pile slot's outline reaches this far outside the card's rect

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

# Qt.AlignmentFlag / Qt.TextFlag values as ints (QPainter.drawText takes int flags)
ALIGN_LEFT = 0x0001      # Qt.AlignLeft
ALIGN_RIGHT = 0x0002     # Qt.AlignRight
ALIGN_CENTER = 0x0084    # Qt.AlignCenter (AlignHCenter | AlignVCenter)
TEXT_WORD_WRAP = 0x1000  # Qt.TextWordWrap


def solid_brush(color: QColor) -> QBrush:
    """``QBrush(color)`` without the ``Qt`` namespace (the QBrush constructor's style
    argument defaults to ``Qt.SolidPattern``; a pen's brush is solid)."""
    pen = QPen()
    pen.setColor(color)
    return pen.brush()


def make_pen(color: QColor, width: float) -> QPen:
    """``QPen(color, width)``: solid line, square cap, bevel join, without the ``Qt`` namespace."""
    pen = QPen()
    pen.setColor(color)
    pen.setWidthF(width)
    return pen


def rounded_rect_path(rect: QRectF, rx: float, ry: float | None = None) -> QPainterPath:
    """The path ``QPainter.drawRoundedRect(rect, rx, ry)`` draws."""
    p = QPainterPath()
    p.addRoundedRect(rect, rx, rx if ry is None else ry)
    return p


def ellipse_path(centre: QPointF, rx: float, ry: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(centre, rx, ry)
    return p


def union(pieces: list[QPainterPath]) -> QPainterPath:
    """The area of overlapping pieces as one path (what a winding fill of them all covers)."""
    result = pieces[0]
    for piece in pieces[1:]:
        result = result.united(piece)
    return result


# the four-colour faces: each suit its own colour (spades black, hearts red,
# diamonds blue, clubs green), told apart at a glance, and by colour-blind players
FOUR_COLOURS = {"S": BLACK, "H": RED, "D": QColor(16, 72, 196), "C": QColor(14, 124, 52)}


def suit_color(suit: str, four: bool = False) -> QColor:
    """The colour of ``suit``: red or black, or with ``four`` its own of four."""
    if four:
        return FOUR_COLOURS[suit]
    return RED if suit in "HD" else BLACK


# -- suit symbols as paths in a unit square -------------------------------------------
@cache
def suit_path(suit: str) -> QPainterPath:
    p = QPainterPath()
    if suit == "H":
        p.moveTo(0.5, 1.0)
        p.cubicTo(0.36, 0.84, 0.0, 0.62, 0.0, 0.31)
        p.cubicTo(0.0, 0.12, 0.13, 0.0, 0.28, 0.0)
        p.cubicTo(0.40, 0.0, 0.47, 0.07, 0.5, 0.19)
        p.cubicTo(0.53, 0.07, 0.60, 0.0, 0.72, 0.0)
        p.cubicTo(0.87, 0.0, 1.0, 0.12, 1.0, 0.31)
        p.cubicTo(1.0, 0.62, 0.64, 0.84, 0.5, 1.0)
    elif suit == "D":
        p.moveTo(0.5, 0.0)
        p.quadTo(0.66, 0.28, 0.88, 0.5)
        p.quadTo(0.66, 0.72, 0.5, 1.0)
        p.quadTo(0.34, 0.72, 0.12, 0.5)
        p.quadTo(0.34, 0.28, 0.5, 0.0)
    elif suit == "S":
        p.moveTo(0.5, 0.0)
        p.cubicTo(0.62, 0.17, 1.0, 0.36, 1.0, 0.61)
        p.cubicTo(1.0, 0.78, 0.87, 0.88, 0.73, 0.88)
        p.cubicTo(0.63, 0.88, 0.56, 0.83, 0.53, 0.76)
        p.quadTo(0.55, 0.93, 0.70, 1.0)
        p.lineTo(0.30, 1.0)
        p.quadTo(0.45, 0.93, 0.47, 0.76)
        p.cubicTo(0.44, 0.83, 0.37, 0.88, 0.27, 0.88)
        p.cubicTo(0.13, 0.88, 0.0, 0.78, 0.0, 0.61)
        p.cubicTo(0.0, 0.36, 0.38, 0.17, 0.5, 0.0)
    elif suit == "C":
        r = 0.215
        lobes = [ellipse_path(QPointF(0.5, 0.245), r, r), ellipse_path(QPointF(0.255, 0.575), r, r),
                 ellipse_path(QPointF(0.745, 0.575), r, r), ellipse_path(QPointF(0.5, 0.52), 0.13, 0.13)]
        p = union(lobes)  # the overlapping lobes as one outline (no winding fill needed)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.55)
        stem.quadTo(0.45, 0.90, 0.30, 1.0)
        stem.lineTo(0.70, 1.0)
        stem.quadTo(0.55, 0.90, 0.54, 0.55)
        stem.closeSubpath()
        p = p.united(stem)
    else:
        raise ValueError(f"unknown suit {suit!r}")
    return p


def draw_suit(painter: QPainter, suit: str, rect: QRectF, color: QColor | None = None,
              upside_down: bool = False) -> None:
    """Fill the suit symbol into ``rect`` (kept inside, aspect of the unit path)."""
    t = QTransform()
    if upside_down:
        t.translate(rect.x() + rect.width(), rect.y() + rect.height())
        t.scale(-rect.width(), -rect.height())
    else:
        t.translate(rect.x(), rect.y())
        t.scale(rect.width(), rect.height())
    painter.fillPath(t.map(suit_path(suit)), solid_brush(color or suit_color(suit)))


# -- rank letters as text paths ---------------------------------------------------------
def _serif_font(weight: QFont.Weight = QFont.Bold) -> QFont:
    font = QFont("DejaVu Serif")
    font.setStyleHint(QFont.Serif)
    font.setWeight(weight)
    font.setPixelSize(100)
    return font


@lru_cache(maxsize=64)
def text_path(text: str, bold: bool = True) -> QPainterPath:
    """``text`` as a path, its ink box moved to the origin."""
    p = QPainterPath()
    p.addText(0, 0, _serif_font(QFont.Bold if bold else QFont.Normal), text)
    b = p.boundingRect()
    return QTransform.fromTranslate(-b.x(), -b.y()).map(p)


def draw_text_fit(painter: QPainter, text: str, rect: QRectF, color: QColor,
                  align: int = ALIGN_CENTER, bold: bool = True,
                  upside_down: bool = False) -> None:
    """Fill ``text`` so that its ink fits ``rect`` (height-driven, narrowed when too wide)."""
    path = text_path(text, bold)
    b = path.boundingRect()
    if b.width() <= 0 or b.height() <= 0:
        return
    sy = rect.height() / b.height()
    sx = min(sy, rect.width() / b.width())
    w = b.width() * sx
    if align & ALIGN_LEFT:
        x = rect.x()
    elif align & ALIGN_RIGHT:
        x = rect.right() - w
    else:
        x = rect.x() + (rect.width() - w) / 2
    t = QTransform()
    if upside_down:
        t.translate(rect.right() - (x - rect.x()), rect.bottom())
        t.scale(-sx, -sy)
    else:
        t.translate(x, rect.y())
        t.scale(sx, sy)
    painter.fillPath(t.map(path), solid_brush(color))



def card_outline(rect: QRectF) -> QPainterPath:
    """The rounded outline of a card filling ``rect``."""
    return rounded_rect_path(rect, RADIUS)
