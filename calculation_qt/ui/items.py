"""The graphics items of the table: cards, pile slots, labels and highlights.

They paint and hold what they show; they know no rule (the scene asks the state).
Items take no mouse input themselves: the scene's mouse handlers take every press,
move and release and never pass them on to items.

What the first frame shows (cards, slots, labels) is painted without the ``Qt``
namespace (see ``card_art`` and ``qtcompat.Qt``): texts are ``QGraphicsSimpleTextItem``
children, which Qt paints in C++, coloured by a brush.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from .. import i18n
from ..engine import Card, PileKind
from ..qtcompat import Qt
from .cards.card_art import PIXMAPS
from .cards.card_paint import RADIUS, SHADOW, SLOT_MARGIN, make_pen, rounded_rect_path, solid_brush
from .layout import CARD_H, CARD_W

SLOT_FILL = solid_brush(QColor(0, 0, 0, 38))
SLOT_EDGE = make_pen(QColor(255, 255, 255, 90), 2.0)
SLOT_TEXT = solid_brush(QColor(255, 255, 255, 70))
LABEL_SHADOW = solid_brush(QColor(0, 0, 0, 110))
LABEL_TITLE = QColor(255, 244, 200)
LABEL_TEXT = QColor(235, 245, 235)


def _text_item(parent: QGraphicsItem) -> QGraphicsSimpleTextItem:
    # (no device cache: Qt draws the text from its glyph cache; a cache pixmap per text
    # costs more before the first frame than it saves when a drag passes over it)
    return QGraphicsSimpleTextItem(parent)


def _centre(item: QGraphicsSimpleTextItem, box: QRectF, offset: float = 0.0) -> None:
    """Put the text's line box in the middle of ``box`` (as drawText's AlignCenter does)."""
    r = item.boundingRect()
    item.setPos(box.x() + (box.width() - r.width()) / 2 + offset, box.y() + (box.height() - r.height()) / 2 + offset)


def _blit(painter: QPainter, pixmap_for, margin: float) -> bool:
    """Draw a cached picture where the item's vectors would go: ``pixmap_for(scale,
    dpr)`` gives it for the painter's scale, its origin ``margin`` scene units in from
    its corner; placed on whole device pixels so it stays crisp.  False (nothing drawn)
    when the painter is rotated, mirrored or stretched: the caller paints vectors."""
    t = painter.worldTransform()
    if not (t.m12() == 0 and t.m21() == 0 and t.m13() == 0 and t.m23() == 0 and t.m11() > 0
            and abs(t.m11() - t.m22()) < 1e-9):
        return False
    dev = painter.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    pixmap = pixmap_for(t.m11(), dpr)
    origin = t.map(QPointF(-margin, -margin))
    x = round(origin.x() * dpr) / dpr
    y = round(origin.y() * dpr) / dpr
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(x, y), pixmap)
    painter.restore()
    return True


_SHAPE: list[QPainterPath] = []


def _card_shape() -> QPainterPath:
    if not _SHAPE:
        p = QPainterPath()
        p.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), RADIUS, RADIUS)
        _SHAPE.append(p)
    return _SHAPE[0]


class CardItem(QGraphicsObject):
    """One card.  Paints a cached pixmap rendered for the current device scale."""

    _BOUNDS = QRectF(-SHADOW, -SHADOW, CARD_W + 2 * SHADOW, CARD_H + 2 * SHADOW)

    def __init__(self, card: Card):
        super().__init__()
        self.card = card
        self._face_up = True
        self.pile: tuple[PileKind, int] | None = None  # set by the scene: where the card lies
        self.setFlag(QGraphicsItem.ItemIsSelectable, False)
        # Qt keeps each card's device pixmap and blits it while the card moves: a drag
        # step calls no Python paint for the cards it uncovers (half the cost measured)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setToolTip(i18n.card_title(card))

    def __repr__(self) -> str:
        return f"<CardItem {self.card.code} {'up' if self._face_up else 'down'}>"

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.setToolTip(i18n.card_title(self.card) if up else "")
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._BOUNDS

    def shape(self) -> QPainterPath:
        return _card_shape()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        card = self.card if self._face_up else None
        if _blit(painter, lambda scale, dpr: PIXMAPS.get(card, scale, dpr), SHADOW):
            return
        PIXMAPS.paint(painter, card)  # rotated or mirrored: paint the vectors directly


class SlotItem(QGraphicsObject):
    """The marked place of a pile (visible when the pile is empty)."""

    def __init__(self, kind: PileKind, index: int, hint_text: str = ""):
        super().__init__()
        self.kind = kind
        self.index = index
        self.hint_text = ""
        self._hint: QGraphicsSimpleTextItem | None = None  # the hint text, made when first needed
        # (no device cache: a cache pixmap per slot costs more before the first frame than
        # it saves; bench ui's drag step stayed about 0.5 ms of CPU without it)
        self.setZValue(-10)
        self.set_hint_text(hint_text)

    def set_hint_text(self, text: str) -> None:
        """A faint text in the empty slot (the rank a foundation starts with)."""
        if text == self.hint_text:
            return
        self.hint_text = text
        if self._hint is None:
            if not text:
                return
            self._hint = _text_item(self)
            self._hint.setBrush(SLOT_TEXT)
        font = QFont("DejaVu Serif")
        font.setBold(True)
        font.setPixelSize(46 if len(text) <= 2 else 20)
        self._hint.setFont(font)
        self._hint.setText(text)
        self._hint.setVisible(bool(text))
        _centre(self._hint, QRectF(1.5, 1.5, CARD_W - 3, CARD_H - 3))

    _BOUNDS = QRectF(-SLOT_MARGIN, -SLOT_MARGIN, CARD_W + 2 * SLOT_MARGIN, CARD_H + 2 * SLOT_MARGIN)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._BOUNDS

    @staticmethod
    def paint_outline(painter: QPainter) -> None:
        """The slot in scene units: a dark rounded panel with a light edge."""
        painter.setRenderHint(QPainter.Antialiasing)
        outline = rounded_rect_path(QRectF(1.5, 1.5, CARD_W - 3, CARD_H - 3), RADIUS)
        painter.fillPath(outline, SLOT_FILL)
        painter.strokePath(outline, SLOT_EDGE)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # every slot looks the same: one picture per size, drawn as a pixmap (antialiased
        # paths cost about 0.2 ms a slot on each full repaint, the first frame's included)
        if not _blit(painter, lambda scale, dpr: PIXMAPS.slot(scale, dpr, self.paint_outline), SLOT_MARGIN):
            self.paint_outline(painter)


class LabelItem(QGraphicsObject):
    """Centred text lines in a fixed rect: the first line bold and larger, each with a
    dark shadow.  The texts are child items; this item paints nothing itself."""

    def __init__(self, width: float, height: float):
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self._lines: tuple[str, ...] = ()
        self._accent: QColor | None = None
        self._min_font = 0.0
        self._texts: list[tuple[QGraphicsSimpleTextItem, QGraphicsSimpleTextItem]] = []  # (shadow, text)
        self.setZValue(-5)
        self.setFlag(QGraphicsItem.ItemHasNoContents)

    def set_box(self, width: float, height: float) -> None:
        """The rect the lines are centred in (the text is laid out again)."""
        if (width, height) == (self._rect.width(), self._rect.height()):
            return
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self._layout_texts()

    def set_min_font(self, units: float) -> None:
        """The least font size in scene units (the view asks for legible pixels)."""
        if units != self._min_font:
            self._min_font = units
            self._layout_texts()

    def set_lines(self, *lines: str, accent: QColor | None = None) -> None:
        if lines == self._lines and accent == self._accent:
            return
        self._lines = lines
        self._accent = accent
        self._layout_texts()

    def _layout_texts(self) -> None:
        lines, accent = self._lines, self._accent
        while len(self._texts) < len(lines):
            shadow = _text_item(self)
            shadow.setBrush(LABEL_SHADOW)
            self._texts.append((shadow, _text_item(self)))
        h = self._rect.height()
        n = len(lines)
        heights = [0.52, 0.48] if n == 2 else [1.0 / n] * n if n else []
        y = 0.0
        for i, (shadow, text) in enumerate(self._texts):
            if i >= n:
                shadow.setVisible(False)
                text.setVisible(False)
                continue
            font = QFont("DejaVu Sans")
            size = h * (0.40 if i == 0 else 0.34) if n > 1 else h * 0.62
            font.setPixelSize(max(1, round(max(size, self._min_font))))
            font.setBold(i == 0)
            box = QRectF(0, y, self._rect.width(), h * heights[i])
            # never wider than its box nor taller than its line, whatever the least legible
            # size asks: labels must not run into each other or into their other line when a long
            # pile has made the table very small (its arrangement is kept, layout.py)
            metrics = QFontMetricsF(font)
            fit = box.width() / max(metrics.horizontalAdvance(lines[i]), 1e-6)
            if n > 1:  # (a one-line label, a waste pile's number, may grow past its box)
                fit = min(fit, box.height() / max(metrics.height(), 1e-6))
            if fit < 1.0:
                font.setPixelSize(max(1, int(font.pixelSize() * fit)))
            text.setBrush(solid_brush(LABEL_TITLE if i == 0 else (accent or LABEL_TEXT)))
            for item, offset in ((shadow, 1.0), (text, 0.0)):
                item.setFont(font)
                item.setText(lines[i])
                item.setVisible(True)
                _centre(item, box, offset)
            y += h * heights[i]

    def lines(self) -> tuple[str, ...]:
        return self._lines

    def text(self) -> str:
        return "\n".join(self._lines)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        pass  # the child texts paint (ItemHasNoContents: Qt does not even call this)


class HighlightItem(QGraphicsObject):
    """A glowing rounded outline over a pile or card: drop targets and hints."""

    STYLES = {
        "accept": (QColor(120, 230, 140, 150), QColor(120, 230, 140, 28), 3.0),
        "target": (QColor(255, 236, 120, 255), QColor(255, 236, 120, 60), 4.5),
        "hint": (QColor(255, 196, 40, 255), QColor(255, 196, 40, 50), 5.0),
        "focus": (QColor(80, 200, 255, 255), QColor(80, 200, 255, 18), 5.0),     # the keyboard cursor
        "picked": (QColor(255, 255, 255, 235), QColor(255, 255, 255, 40), 4.0),  # the card it picked up
        "played": (QColor(186, 104, 200, 255), QColor(0, 0, 0, 0), 5.0),         # a replay's card just played
    }

    def __init__(self):
        super().__init__()
        self._rect = QRectF(0, 0, CARD_W, CARD_H)
        self._style = "accept"
        self.setVisible(False)
        # static while shown: paint once into a device pixmap (drags only blit it)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    @property
    def style(self) -> str:
        return self._style

    def show_at(self, rect: QRectF, style: str, z: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._style = style
        self.setPos(rect.topLeft())
        self.setZValue(z)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        line, fill, width = self.STYLES[self._style]
        painter.setRenderHint(QPainter.Antialiasing)
        r = self._rect.adjusted(-1.5, -1.5, 1.5, 1.5)
        glow = QColor(line)
        glow.setAlpha(line.alpha() // 3)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(glow, width * 2.2))
        painter.drawRoundedRect(r, RADIUS + 2, RADIUS + 2)
        painter.setBrush(fill)
        painter.setPen(QPen(line, width))
        painter.drawRoundedRect(r, RADIUS + 2, RADIUS + 2)


class HighlightPool:
    """Highlight items made as needed and reused (drop targets, the cursor's piles)."""

    def __init__(self, scene):
        self._scene = scene
        self._marks: list[HighlightItem] = []

    def __getitem__(self, i: int) -> HighlightItem:
        while len(self._marks) <= i:
            mark = HighlightItem()
            self._scene.addItem(mark)
            self._marks.append(mark)
        return self._marks[i]

    def hide_all(self) -> None:
        for mark in self._marks:
            mark.setVisible(False)


class LiftShadowItem(QGraphicsObject):
    """The soft shadow under a card that is being dragged (it looks lifted)."""

    OFFSET = QPointF(7, 10)

    def __init__(self):
        super().__init__()
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def follow(self, card_pos: QPointF) -> None:
        self.setPos(card_pos + self.OFFSET)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-10, -10, CARD_W + 20, CARD_H + 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        for i in range(6):
            d = 8 - i * 1.5
            painter.setBrush(QColor(0, 0, 0, 16))
            painter.drawRoundedRect(QRectF(-d, -d, CARD_W + 2 * d, CARD_H + 2 * d), RADIUS + d, RADIUS + d)
