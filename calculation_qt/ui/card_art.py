"""Card faces and the card back, painted by the program (no image files).

Everything is vector painting in card units (a card is ``CARD_W`` x ``CARD_H``) and
is rendered once per (card, pixel size, device pixel ratio) into a cached QPixmap,
so the table is crisp at any window size and on HiDPI screens, and a drag only
blits cached pixmaps.  Suit symbols are QPainterPaths (no font needed); ranks are
text paths of a serif font (DejaVu Serif when installed, any serif otherwise).

Painting uses ``fillPath``/``strokePath`` with brushes and pens from ``solid_brush`` and
``make_pen``, never ``QPainter.setPen``/``setBrush``, ``QBrush(QColor)`` or a ``Qt``
enum: each of those makes PySide6 build the whole ``Qt`` namespace (~18 ms), and the
first frame of the window should not wait for that (see ``qtcompat.Qt``, ``bench ui``).
Alignment flags are plain ints (``ALIGN_LEFT``...), as ``QPainter.drawText`` takes them.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
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


def _union(pieces: list[QPainterPath]) -> QPainterPath:
    """The area of overlapping pieces as one path (what a winding fill of them all covers)."""
    result = pieces[0]
    for piece in pieces[1:]:
        result = result.united(piece)
    return result


def suit_color(suit: str) -> QColor:
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
        p = _union(lobes)  # the overlapping lobes as one outline (no winding fill needed)
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
        draw_text_fit(painter, rank, rank_rect, color, ALIGN_LEFT if rank == "10" else ALIGN_CENTER)
        draw_suit(painter, card.suit, suit_rect, color)
        draw_suit(painter, card.suit, corner_rect, color)
        if flip:
            painter.restore()


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
    return _union(pieces), outline


def _paint_court(painter: QPainter, card: Card, w: float, h: float) -> None:
    from PySide6.QtGui import QLinearGradient  # here: the first frame shows no court card (~1.5 ms)

    color = suit_color(card.suit)
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
    painter.fillPath(outline, solid_brush(FACE))
    if card.rank > 10:
        _paint_court(painter, card, w, h)
    else:
        _paint_pips(painter, card, w, h)
    _paint_corner_indices(painter, card, w, h)
    painter.strokePath(outline, make_pen(FACE_EDGE, 1.0))
    painter.restore()


def paint_back(painter: QPainter, w: float = CARD_W, h: float = CARD_H) -> None:
    """Paint the card back: a blue lattice in a white border, a gold inlay and emblem."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    outline = _card_outline(QRectF(0.5, 0.5, w - 1, h - 1))
    painter.fillPath(outline, solid_brush(FACE))
    inner = QRectF(0.07 * w, 0.07 * w, w - 0.14 * w, h - 0.14 * w)
    inner_path = QPainterPath()
    inner_path.addRoundedRect(inner, RADIUS * 0.6, RADIUS * 0.6)
    grad = QRadialGradient(inner.center(), inner.height() * 0.7)
    grad.setColorAt(0.0, BACK_LIGHT)
    grad.setColorAt(1.0, BACK_DARK)
    painter.fillPath(inner_path, QBrush(grad))
    # the lattice: diagonal lines across the inner panel, cut to its rectangle here rather
    # than by a clip path (a third of the back's cost); what they cross outside its
    # rounded corners is the white border, where faint white lines do not show.  The
    # lines of one direction never overlap each other, so stroking each direction as one
    # path looks as line-by-line drawing does (crossings blend twice).
    down, up = QPainterPath(), QPainterPath()
    step = 0.11 * w
    x0, y0, y1 = inner.x(), inner.y(), inner.bottom()
    width, height = inner.width(), inner.height()
    i = -(width + height)
    while i < width + height:
        t0, t1 = max(0.0, -i), min(height, width - i)  # the part of the line over the panel
        if t0 < t1:
            down.moveTo(QPointF(x0 + i + t0, y0 + t0))
            down.lineTo(QPointF(x0 + i + t1, y0 + t1))
            up.moveTo(QPointF(x0 + i + t0, y1 - t0))
            up.lineTo(QPointF(x0 + i + t1, y1 - t1))
        i += step
    lattice = make_pen(QColor(255, 255, 255, 46), 0.012 * w)
    painter.strokePath(down, lattice)
    painter.strokePath(up, lattice)
    gold = make_pen(GOLD, 0.016 * w)
    painter.strokePath(rounded_rect_path(inner.adjusted(0.035 * w, 0.035 * w, -0.035 * w, -0.035 * w),
                                         RADIUS * 0.4), gold)
    # the emblem: a gold-rimmed oval with the four suits
    c = inner.center()
    oval = ellipse_path(c, 0.24 * w, 0.30 * w)
    painter.fillPath(oval, solid_brush(BACK_DARK))
    painter.strokePath(oval, gold)
    s = 0.13 * w
    for suit, (dx, dy) in zip("SHDC", ((0, -0.14), (0.11, 0), (0, 0.14), (-0.11, 0)), strict=True):
        centre = QPointF(c.x() + dx * w, c.y() + dy * w)
        draw_suit(painter, suit, QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s), GOLD)
    painter.strokePath(outline, make_pen(FACE_EDGE, 1.0))
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
        return self._cached(card, scale, dpr, self._render)

    def slot(self, scale: float, dpr: float, paint) -> QPixmap:
        """The pile slot's picture (the same for every slot), cached per size like a
        card: ``paint(painter)`` draws it in scene units with its origin ``SLOT_MARGIN``
        in from the pixmap's corner."""
        return self._cached("slot", scale, dpr, lambda _slot, px_w, dpr: self._render_slot(paint, px_w, dpr))

    def _cached(self, what, scale: float, dpr: float, render) -> QPixmap:
        """The picture of ``what`` for this scale and dpr: from the cache (least recently
        used first out) or ``render(what, px_w, dpr)``."""
        px_w = max(8, round(CARD_W * scale * dpr))
        key = (what, px_w, round(dpr * 100))
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = render(what, px_w, dpr)
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
        pixmap.fill(QColor(0, 0, 0, 0))  # transparent
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(unit, unit)
        for i, alpha in enumerate((34, 22, 12)):  # widening translucent outlines, offset down
            d = 0.6 + i * 0.7
            painter.fillPath(rounded_rect_path(QRectF(-d * 0.5, 1.2 - d * 0.3, CARD_W + d, CARD_H + d), RADIUS + d),
                             solid_brush(QColor(0, 0, 0, alpha)))
        painter.end()
        if len(self._shadows) > 8:
            self._shadows.clear()
        self._shadows[px_w] = pixmap
        return pixmap

    @staticmethod
    def _render_slot(paint, px_w: int, dpr: float) -> QPixmap:
        unit = px_w / CARD_W
        margin = SLOT_MARGIN * unit
        pixmap = QPixmap(round(px_w + 2 * margin), round(CARD_H * unit + 2 * margin))
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(unit, unit)
        paint(painter)
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def clear(self) -> None:
        self._cache.clear()
        self._shadows.clear()


PIXMAPS = CardPixmaps()
