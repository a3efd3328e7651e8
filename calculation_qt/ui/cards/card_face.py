"""Card faces, painted by the program in card units (a card is ``CARD_W`` x ``CARD_H``).

Two styles (``FACE_STYLES``): ``"standard"`` (rank and a small suit in two corners,
pips or a court panel) and ``"large"`` (large print: a big rank and suit across the
top, one big suit or crown in the middle, a small upside-down index at the bottom).
Either in two colours or, with ``four_colour``, each suit in its own colour.

The corner index of each style ends ``index_bottom(style)`` scene units below the
card's top edge: the layout fans waste piles at least ``index_step(style)`` apart, so
a covered card always shows its whole rank and suit (``TableLayout(index_step=...)``).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QTransform

from ...engine import RANKS, Card
from ..layout import CARD_H, CARD_W
from .card_paint import (
    ALIGN_CENTER,
    ALIGN_LEFT,
    FACE,
    FACE_EDGE,
    GOLD,
    card_outline,
    draw_suit,
    draw_text_fit,
    ellipse_path,
    make_pen,
    rounded_rect_path,
    solid_brush,
    suit_color,
    union,
)

INDEX_GAP = 2.0  # scene units of face between the index and the edge of the card covering it


class IndexBox(NamedTuple):
    """The top corner index of a style, as fractions of the card: the rank's box
    (left, top, width of one character, width of "10", height) and the suit's (size)."""
    left: float
    top: float
    rank_w: float
    ten_w: float
    rank_h: float
    suit_s: float        # the suit in the top-right corner (fraction of the width)
    small_suit: bool     # standard: a small suit under the rank too (hidden in a fan)


FACE_STYLES = {
    "standard": IndexBox(0.045, 0.035, 0.16, 0.19, 0.158, 0.15, True),
    "large": IndexBox(0.045, 0.025, 0.30, 0.46, 0.25, 0.26, False),
}


def index_bottom(style: str = "standard", h: float = CARD_H, w: float = CARD_W) -> float:
    """How far below the card's top edge the rank and the corner suit of ``style`` end."""
    box = FACE_STYLES[style]
    return max((box.top + box.rank_h) * h, (box.top + 0.005) * h + box.suit_s * w)


def index_step(style: str = "standard") -> float:
    """The least fan step that shows a covered card's whole index."""
    return index_bottom(style) + INDEX_GAP


def rank_text(rank: int) -> str:
    return "10" if rank == 10 else RANKS[rank - 1]


def _paint_index(painter: QPainter, card: Card, w: float, h: float, box: IndexBox, color: QColor) -> None:
    """The rank top left and the suit top right (and the small suit under the rank)."""
    rank = rank_text(card.rank)
    left, top = box.left * w, box.top * h
    idx_w = (box.ten_w if rank == "10" else box.rank_w) * w
    rank_h = box.rank_h * h
    draw_text_fit(painter, rank, QRectF(left, top, idx_w, rank_h), color,
                  ALIGN_LEFT if rank == "10" else ALIGN_CENTER)
    big_s = box.suit_s * w
    draw_suit(painter, card.suit, QRectF(w - left - big_s, top + 0.005 * h, big_s, big_s), color)
    if box.small_suit:
        suit_s = 0.12 * w
        x = left + (idx_w - suit_s) / 2 if rank != "10" else left + 0.035 * w
        draw_suit(painter, card.suit, QRectF(x, top + rank_h + 0.03 * h, suit_s, suit_s), color)


def _paint_upside_down(painter: QPainter, w: float, h: float, paint) -> None:
    painter.save()
    painter.translate(w, h)
    painter.rotate(180)
    paint()
    painter.restore()


# pip centres in a unit box; pips below the middle are drawn upside down
_PIPS = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6),
         (0, 1), (1, 1)],
}


@cache
def _crown_paths(kind: str) -> tuple[QPainterPath, QPainterPath]:
    """A crown (K), a tiara (Q) or a plumed cap (J) in a unit box: (the area to fill,
    the outline to stroke).  The outline has every piece's edge; the area is their union."""
    p = QPainterPath()
    pieces = []

    def piece() -> None:  # the subpath just drawn into p, as a path of its own
        nonlocal p
        pieces.append(p)
        p = QPainterPath()

    if kind == "K":
        p.moveTo(0.0, 0.25)
        p.lineTo(0.22, 0.62)
        p.lineTo(0.33, 0.10)
        p.lineTo(0.5, 0.55)
        p.lineTo(0.67, 0.10)
        p.lineTo(0.78, 0.62)
        p.lineTo(1.0, 0.25)
        p.lineTo(0.90, 0.82)
        p.lineTo(0.10, 0.82)
        p.closeSubpath()
        piece()
        p.addRect(QRectF(0.10, 0.86, 0.80, 0.14))
        piece()
        for x, y in ((0.0, 0.2), (0.33, 0.06), (0.67, 0.06), (1.0, 0.2)):
            p.addEllipse(QPointF(x, y), 0.07, 0.07)
            piece()
        p.addEllipse(QPointF(0.5, 0.5), 0.06, 0.06)
        piece()
    elif kind == "Q":
        # a tiara: five points rising to the middle, each with a pearl
        tips = ((0.06, 0.42), (0.28, 0.26), (0.5, 0.08), (0.72, 0.26), (0.94, 0.42))
        p.moveTo(0.06, 0.82)
        p.lineTo(*tips[0])
        for (x0, _y0), (x1, y1) in zip(tips, tips[1:], strict=False):
            p.lineTo((x0 + x1) / 2, 0.62)
            p.lineTo(x1, y1)
        p.lineTo(0.94, 0.82)
        p.closeSubpath()
        piece()
        p.addRect(QRectF(0.06, 0.86, 0.88, 0.14))
        piece()
        for x, y in tips:
            p.addEllipse(QPointF(x, y - 0.04), 0.065, 0.065)
            piece()
    else:
        # a coronet: a band with three small fleurons
        p.addRect(QRectF(0.12, 0.62, 0.76, 0.38))
        piece()
        for x, top in ((0.26, 0.30), (0.5, 0.14), (0.74, 0.30)):
            p.moveTo(x, top)
            p.lineTo(x + 0.1, 0.45)
            p.lineTo(x, 0.62)
            p.lineTo(x - 0.1, 0.45)
            p.closeSubpath()
            piece()
    outline = QPainterPath()
    for part in pieces:
        outline.addPath(part)
    return union(pieces), outline


def _paint_court(painter: QPainter, card: Card, w: float, h: float, color: QColor) -> None:
    from PySide6.QtGui import QLinearGradient  # here: the first frame shows no court card (~1.5 ms)

    panel = QRectF(0.225 * w, 0.135 * h, 0.55 * w, 0.73 * h)
    tint = QColor(253, 236, 226) if card.is_red else QColor(232, 236, 246)
    grad = QLinearGradient(panel.topLeft(), panel.bottomRight())
    grad.setColorAt(0.0, tint.lighter(104))
    grad.setColorAt(1.0, tint.darker(104))
    panel_path = rounded_rect_path(panel, 0.03 * w)
    painter.fillPath(panel_path, QBrush(grad))
    painter.strokePath(panel_path, make_pen(color, 0.018 * w))
    inner = panel.adjusted(0.03 * w, 0.03 * w, -0.03 * w, -0.03 * w)
    painter.strokePath(rounded_rect_path(inner, 0.02 * w), make_pen(GOLD.darker(115), 0.009 * w))
    letter = RANKS[card.rank - 1]
    cx = panel.center().x()
    # crown, big letter, suit: upright, read at a glance
    crown_w = 0.34 * w if letter == "K" else 0.30 * w
    crown = QRectF(cx - crown_w / 2, panel.y() + 0.06 * h, crown_w, 0.125 * h)
    t = QTransform()
    t.translate(crown.x(), crown.y())
    t.scale(crown.width(), crown.height())
    area, outline = _crown_paths(letter)
    painter.fillPath(t.map(area), solid_brush(GOLD))
    painter.strokePath(t.map(outline), make_pen(GOLD.darker(170), 0.008 * w))
    letter_rect = QRectF(cx - 0.22 * w, panel.y() + 0.225 * h, 0.44 * w, 0.24 * h)
    draw_text_fit(painter, letter, letter_rect, color)
    s = 0.20 * w
    draw_suit(painter, card.suit, QRectF(cx - s / 2, panel.y() + 0.515 * h, s, s), color)
    # a thin ornament line under the suit
    y = panel.bottom() - 0.06 * h
    line = QPainterPath(QPointF(inner.x() + 0.05 * w, y))
    line.lineTo(QPointF(inner.right() - 0.05 * w, y))
    painter.strokePath(line, make_pen(color.lighter(140), 0.008 * w))
    d = 0.022 * w
    painter.fillPath(ellipse_path(QPointF(cx, y), d, d), solid_brush(GOLD.darker(110)))


def _paint_pips(painter: QPainter, card: Card, w: float, h: float, color: QColor) -> None:
    if card.rank == 1:
        s = 0.46 * w
        draw_suit(painter, card.suit, QRectF((w - s) / 2, (h - s) / 2, s, s), color)
        return
    s = 0.19 * w
    x0, x1 = 0.31 * w, 0.69 * w
    y0, y1 = 0.205 * h, 0.795 * h
    if card.rank in (2, 3):
        y0, y1 = 0.22 * h, 0.78 * h
    for ux, uy in _PIPS[card.rank]:
        cx = x0 + (x1 - x0) * ux
        cy = y0 + (y1 - y0) * uy
        draw_suit(painter, card.suit, QRectF(cx - s / 2, cy - s / 2, s, s), color, upside_down=uy > 0.5)


_SMALL_INDEX = IndexBox(0.05, 0.03, 0.12, 0.15, 0.12, 0.10, False)


def _paint_large_print(painter: QPainter, card: Card, w: float, h: float, color: QColor) -> None:
    """Large print: the big index across the top, one big symbol in the middle, a
    small upside-down index in the bottom corner."""
    _paint_index(painter, card, w, h, FACE_STYLES["large"], color)
    _paint_upside_down(painter, w, h, lambda: _paint_index(painter, card, w, h, _SMALL_INDEX, color))
    if card.rank > 10:
        crown_w = 0.42 * w
        crown = QRectF((w - crown_w) / 2, 0.36 * h, crown_w, 0.15 * h)
        t = QTransform()
        t.translate(crown.x(), crown.y())
        t.scale(crown.width(), crown.height())
        area, outline = _crown_paths(RANKS[card.rank - 1])
        painter.fillPath(t.map(area), solid_brush(GOLD))
        painter.strokePath(t.map(outline), make_pen(GOLD.darker(170), 0.008 * w))
        s = 0.30 * w
        draw_suit(painter, card.suit, QRectF((w - s) / 2, 0.54 * h, s, s), color)
        return
    s = 0.44 * w
    draw_suit(painter, card.suit, QRectF((w - s) / 2, 0.36 * h, s, s), color)


def paint_face(painter: QPainter, card: Card, w: float = CARD_W, h: float = CARD_H,
               style: str = "standard", four_colour: bool = False) -> None:
    """Paint the face of ``card`` in ``style`` into the rect (0, 0, w, h) of ``painter``;
    with ``four_colour`` each suit in its own colour (``card_paint.FOUR_COLOURS``)."""
    color = suit_color(card.suit, four_colour)
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    outline = card_outline(QRectF(0.5, 0.5, w - 1, h - 1))
    painter.fillPath(outline, solid_brush(FACE))
    if style == "large":
        _paint_large_print(painter, card, w, h, color)
    else:
        if card.rank > 10:
            _paint_court(painter, card, w, h, color)
        else:
            _paint_pips(painter, card, w, h, color)
        box = FACE_STYLES["standard"]
        _paint_index(painter, card, w, h, box, color)
        _paint_upside_down(painter, w, h, lambda: _paint_index(painter, card, w, h, box, color))
    painter.strokePath(outline, make_pen(FACE_EDGE, 1.0))
    painter.restore()
