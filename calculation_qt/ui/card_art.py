"""Card faces and the card back, painted by the program (no image files).

Everything is vector painting in card units (a card is ``CARD_W`` x ``CARD_H``) and
is rendered once per (card, pixel size, device pixel ratio) into a cached QPixmap,
so the table is crisp at any window size and on HiDPI screens, and a drag only
blits cached pixmaps.  Suit symbols are QPainterPaths (no font needed); ranks are
text paths of a serif font (DejaVu Serif when installed, any serif otherwise).
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ..engine import RANKS, Card
from .layout import CARD_H, CARD_W

RED = QColor(196, 22, 42)
BLACK = QColor(24, 24, 30)
FACE = QColor(253, 252, 246)
FACE_EDGE = QColor(120, 120, 112)
BACK_DARK = QColor(22, 48, 108)
BACK_LIGHT = QColor(48, 88, 170)
GOLD = QColor(214, 178, 92)
RADIUS = 0.075 * CARD_W
# margin round the card (scene units) for the drop shadow; item bounding rects include it
SHADOW = 3.0

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def suit_color(suit: str) -> QColor:
    return RED if suit in "HD" else BLACK


# -- suit symbols as paths in a unit square -------------------------------------------
@cache
def suit_path(suit: str) -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.WindingFill)
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
        p.addEllipse(QPointF(0.5, 0.245), r, r)
        p.addEllipse(QPointF(0.255, 0.575), r, r)
        p.addEllipse(QPointF(0.745, 0.575), r, r)
        p.addEllipse(QPointF(0.5, 0.52), 0.13, 0.13)
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
    painter.fillPath(t.map(suit_path(suit)), color or suit_color(suit))


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
                  align: Qt.AlignmentFlag = Qt.AlignCenter, bold: bool = True,
                  upside_down: bool = False) -> None:
    """Fill ``text`` so that its ink fits ``rect`` (height-driven, narrowed when too wide)."""
    path = text_path(text, bold)
    b = path.boundingRect()
    if b.width() <= 0 or b.height() <= 0:
        return
    sy = rect.height() / b.height()
    sx = min(sy, rect.width() / b.width())
    w = b.width() * sx
    if align & Qt.AlignLeft:
        x = rect.x()
    elif align & Qt.AlignRight:
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
    painter.fillPath(t.map(path), color)


# -- the face ---------------------------------------------------------------------
def _rank_text(rank: int) -> str:
    return "10" if rank == 10 else RANKS[rank - 1]


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


def _card_outline(rect: QRectF) -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(rect, RADIUS, RADIUS)
    return p


def _paint_corner_indices(painter: QPainter, card: Card, w: float, h: float) -> None:
    color = suit_color(card.suit)
    rank = _rank_text(card.rank)
    idx_h = 0.158 * h
    top = 0.035 * h
    left = 0.045 * w
    idx_w = 0.19 * w if rank == "10" else 0.16 * w
    rank_rect = QRectF(left, top, idx_w, idx_h)
    suit_s = 0.12 * w
    suit_rect = QRectF(left + (idx_w - suit_s) / 2 if rank != "10" else left + 0.035 * w,
                       top + idx_h + 0.03 * h, suit_s, suit_s)
    big_s = 0.15 * w
    corner_rect = QRectF(w - left - big_s, top + 0.005 * h, big_s, big_s)
    for flip in (False, True):
        if flip:
            painter.save()
            painter.translate(w, h)
            painter.rotate(180)
        draw_text_fit(painter, rank, rank_rect, color, Qt.AlignLeft if rank == "10" else Qt.AlignCenter)
        draw_suit(painter, card.suit, suit_rect, color)
        draw_suit(painter, card.suit, corner_rect, color)
        if flip:
            painter.restore()


def _crown_path(kind: str) -> QPainterPath:
    """A crown (K), a tiara (Q) or a plumed cap (J) in a unit box."""
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
        p.addRect(QRectF(0.10, 0.86, 0.80, 0.14))
        for x, y in ((0.0, 0.2), (0.33, 0.06), (0.67, 0.06), (1.0, 0.2)):
            p.addEllipse(QPointF(x, y), 0.07, 0.07)
        p.addEllipse(QPointF(0.5, 0.5), 0.06, 0.06)
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
        p.addRect(QRectF(0.06, 0.86, 0.88, 0.14))
        for x, y in tips:
            p.addEllipse(QPointF(x, y - 0.04), 0.065, 0.065)
    else:
        # a coronet: a band with three small fleurons
        p.addRect(QRectF(0.12, 0.62, 0.76, 0.38))
        for x, top in ((0.26, 0.30), (0.5, 0.14), (0.74, 0.30)):
            p.moveTo(x, top)
            p.lineTo(x + 0.1, 0.45)
            p.lineTo(x, 0.62)
            p.lineTo(x - 0.1, 0.45)
            p.closeSubpath()
    p.setFillRule(Qt.WindingFill)
    return p


def _paint_court(painter: QPainter, card: Card, w: float, h: float) -> None:
    color = suit_color(card.suit)
    panel = QRectF(0.225 * w, 0.135 * h, 0.55 * w, 0.73 * h)
    tint = QColor(253, 236, 226) if card.is_red else QColor(232, 236, 246)
    grad = QLinearGradient(panel.topLeft(), panel.bottomRight())
    grad.setColorAt(0.0, tint.lighter(104))
    grad.setColorAt(1.0, tint.darker(104))
    painter.setPen(Qt.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(panel, 0.03 * w, 0.03 * w)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(color, 0.018 * w))
    painter.drawRoundedRect(panel, 0.03 * w, 0.03 * w)
    inner = panel.adjusted(0.03 * w, 0.03 * w, -0.03 * w, -0.03 * w)
    painter.setPen(QPen(GOLD.darker(115), 0.009 * w))
    painter.drawRoundedRect(inner, 0.02 * w, 0.02 * w)
    letter = RANKS[card.rank - 1]
    cx = panel.center().x()
    # crown, big letter, suit: upright, read at a glance
    crown_w = 0.34 * w if letter == "K" else 0.30 * w
    crown = QRectF(cx - crown_w / 2, panel.y() + 0.06 * h, crown_w, 0.125 * h)
    t = QTransform()
    t.translate(crown.x(), crown.y())
    t.scale(crown.width(), crown.height())
    glyph = t.map(_crown_path(letter))
    painter.fillPath(glyph, GOLD)
    painter.setPen(QPen(GOLD.darker(170), 0.008 * w))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(glyph)
    letter_rect = QRectF(cx - 0.22 * w, panel.y() + 0.225 * h, 0.44 * w, 0.24 * h)
    draw_text_fit(painter, letter, letter_rect, color)
    s = 0.20 * w
    draw_suit(painter, card.suit, QRectF(cx - s / 2, panel.y() + 0.515 * h, s, s), color)
    # a thin ornament line under the suit
    y = panel.bottom() - 0.06 * h
    painter.setPen(QPen(color.lighter(140), 0.008 * w))
    painter.drawLine(QPointF(inner.x() + 0.05 * w, y), QPointF(inner.right() - 0.05 * w, y))
    d = 0.022 * w
    painter.setPen(Qt.NoPen)
    painter.setBrush(GOLD.darker(110))
    painter.drawEllipse(QPointF(cx, y), d, d)


def _paint_pips(painter: QPainter, card: Card, w: float, h: float) -> None:
    color = suit_color(card.suit)
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


def paint_face(painter: QPainter, card: Card, w: float = CARD_W, h: float = CARD_H) -> None:
    """Paint the face of ``card`` into the rect (0, 0, w, h) of ``painter``."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    outline = _card_outline(QRectF(0.5, 0.5, w - 1, h - 1))
    painter.fillPath(outline, FACE)
    if card.rank > 10:
        _paint_court(painter, card, w, h)
    else:
        _paint_pips(painter, card, w, h)
    _paint_corner_indices(painter, card, w, h)
    painter.setPen(QPen(FACE_EDGE, 1.0))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(outline)
    painter.restore()


def paint_back(painter: QPainter, w: float = CARD_W, h: float = CARD_H) -> None:
    """Paint the card back: a blue lattice in a white border, a gold inlay and emblem."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    outline = _card_outline(QRectF(0.5, 0.5, w - 1, h - 1))
    painter.fillPath(outline, FACE)
    inner = QRectF(0.07 * w, 0.07 * w, w - 0.14 * w, h - 0.14 * w)
    inner_path = QPainterPath()
    inner_path.addRoundedRect(inner, RADIUS * 0.6, RADIUS * 0.6)
    grad = QRadialGradient(inner.center(), inner.height() * 0.7)
    grad.setColorAt(0.0, BACK_LIGHT)
    grad.setColorAt(1.0, BACK_DARK)
    painter.fillPath(inner_path, QBrush(grad))
    painter.save()
    painter.setClipPath(inner_path)
    painter.setPen(QPen(QColor(255, 255, 255, 46), 0.012 * w))
    step = 0.11 * w
    span = inner.width() + inner.height()
    i = -span
    while i < span:
        painter.drawLine(QPointF(inner.x() + i, inner.y()), QPointF(inner.x() + i + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(inner.x() + i, inner.bottom()), QPointF(inner.x() + i + inner.height(), inner.y()))
        i += step
    painter.restore()
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(GOLD, 0.016 * w))
    painter.drawRoundedRect(inner.adjusted(0.035 * w, 0.035 * w, -0.035 * w, -0.035 * w), RADIUS * 0.4, RADIUS * 0.4)
    # the emblem: a gold-rimmed oval with the four suits
    c = inner.center()
    painter.setBrush(BACK_DARK)
    painter.setPen(QPen(GOLD, 0.016 * w))
    painter.drawEllipse(c, 0.24 * w, 0.30 * w)
    s = 0.13 * w
    for suit, (dx, dy) in zip("SHDC", ((0, -0.14), (0.11, 0), (0, 0.14), (-0.11, 0)), strict=True):
        centre = QPointF(c.x() + dx * w, c.y() + dy * w)
        draw_suit(painter, suit, QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s), GOLD)
    painter.setPen(QPen(FACE_EDGE, 1.0))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(outline)
    painter.restore()


# -- pixmap cache -------------------------------------------------------------------
class CardPixmaps:
    """Rendered cards (with their shadow margin), cached per (card, pixel width, dpr).

    ``get(card_or_None, scale, dpr)``: ``scale`` is device-independent pixels per
    scene unit, ``dpr`` the device pixel ratio; ``None`` is the back.
    """

    def __init__(self, limit: int = 240):
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._shadows: dict[int, QPixmap] = {}
        self.limit = limit
        self.renders = 0

    def get(self, card: Card | None, scale: float, dpr: float) -> QPixmap:
        px_w = max(8, round(CARD_W * scale * dpr))
        key = (card, px_w, round(dpr * 100))
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = self._render(card, px_w, dpr)
        self._cache[key] = pixmap
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return pixmap

    def _render(self, card: Card | None, px_w: int, dpr: float) -> QPixmap:
        self.renders += 1
        unit = px_w / CARD_W  # device pixels per scene unit
        margin = SHADOW * unit
        pixmap = QPixmap(self._shadow(px_w))  # a copy of the shared shadow, then the card
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(unit, unit)
        if card is None:
            paint_back(painter)
        else:
            paint_face(painter, card)
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _shadow(self, px_w: int) -> QPixmap:
        """The transparent pixmap of a card's size plus margin holding only the soft
        shadow (the same for every card: painted once per size)."""
        pixmap = self._shadows.get(px_w)
        if pixmap is not None:
            return pixmap
        unit = px_w / CARD_W
        margin = SHADOW * unit
        pixmap = QPixmap(round(px_w + 2 * margin), round(CARD_H * unit + 2 * margin))
        pixmap.fill(Qt.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(unit, unit)
        painter.setPen(Qt.NoPen)
        for i, alpha in enumerate((34, 22, 12)):  # widening translucent outlines, offset down
            d = 0.6 + i * 0.7
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(QRectF(-d * 0.5, 1.2 - d * 0.3, CARD_W + d, CARD_H + d), RADIUS + d, RADIUS + d)
        painter.end()
        if len(self._shadows) > 8:
            self._shadows.clear()
        self._shadows[px_w] = pixmap
        return pixmap

    def clear(self) -> None:
        self._cache.clear()
        self._shadows.clear()


PIXMAPS = CardPixmaps()
