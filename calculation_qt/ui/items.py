"""The graphics items of the table: cards, pile slots, labels and highlights.

They paint and hold what they show; they know no rule (the scene asks the state).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..engine import Card, PileKind
from .card_art import PIXMAPS, RADIUS, SHADOW, paint_back, paint_face
from .layout import CARD_H, CARD_W

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
        self.setAcceptedMouseButtons(Qt.NoButton)  # the scene handles the mouse
        self.setFlag(QGraphicsItem.ItemIsSelectable, False)
        # Qt keeps each card's device pixmap and blits it while the card moves: a drag
        # step calls no Python paint for the cards it uncovers (half the cost measured)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setToolTip(card.name)

    def __repr__(self) -> str:
        return f"<CardItem {self.card.code} {'up' if self._face_up else 'down'}>"

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.setToolTip(self.card.name if up else "")
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._BOUNDS

    def shape(self) -> QPainterPath:
        return _card_shape()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = painter.worldTransform()
        card = self.card if self._face_up else None
        if (t.m12() == 0 and t.m21() == 0 and t.m13() == 0 and t.m23() == 0 and t.m11() > 0
                and abs(t.m11() - t.m22()) < 1e-9):
            dev = painter.device()
            dpr = dev.devicePixelRatioF() if dev is not None else 1.0
            pixmap = PIXMAPS.get(card, t.m11(), dpr)
            origin = t.map(QPointF(-SHADOW, -SHADOW))
            x = round(origin.x() * dpr) / dpr
            y = round(origin.y() * dpr) / dpr
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(x, y), pixmap)
            painter.restore()
        elif card is None:  # rotated or mirrored: paint the vectors directly
            paint_back(painter)
        else:
            paint_face(painter, card)


class SlotItem(QGraphicsObject):
    """The marked place of a pile (visible when the pile is empty)."""

    def __init__(self, kind: PileKind, index: int, hint_text: str = ""):
        super().__init__()
        self.kind = kind
        self.index = index
        self.hint_text = hint_text
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_hint_text(self, text: str) -> None:
        if text != self.hint_text:
            self.hint_text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-2, -2, CARD_W + 4, CARD_H + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(1.5, 1.5, CARD_W - 3, CARD_H - 3)
        painter.setBrush(QColor(0, 0, 0, 38))
        pen = QPen(QColor(255, 255, 255, 90), 2.0)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if self.hint_text:
            font = QFont("DejaVu Serif")
            font.setBold(True)
            font.setPixelSize(46 if len(self.hint_text) <= 2 else 20)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 70))
            painter.drawText(rect, Qt.AlignCenter | Qt.TextWordWrap, self.hint_text)


class LabelItem(QGraphicsObject):
    """Centred text lines in a fixed rect: the first line bold and larger."""

    def __init__(self, width: float, height: float):
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self._lines: tuple[str, ...] = ()
        self._accent: QColor | None = None
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(-5)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set_lines(self, *lines: str, accent: QColor | None = None) -> None:
        if lines != self._lines or accent != self._accent:
            self._lines = lines
            self._accent = accent
            self.update()

    def lines(self) -> tuple[str, ...]:
        return self._lines

    def text(self) -> str:
        return "\n".join(self._lines)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._lines:
            return
        painter.setRenderHint(QPainter.TextAntialiasing)
        h = self._rect.height()
        n = len(self._lines)
        heights = [0.52, 0.48] if n == 2 else [1.0 / n] * n
        y = 0.0
        for i, line in enumerate(self._lines):
            font = QFont("DejaVu Sans")
            font.setPixelSize(int(h * (0.40 if i == 0 else 0.32)) if n > 1 else int(h * 0.38))
            font.setBold(i == 0)
            painter.setFont(font)
            box = QRectF(0, y, self._rect.width(), h * heights[i])
            painter.setPen(QColor(0, 0, 0, 110))
            painter.drawText(box.translated(1, 1), Qt.AlignCenter, line)
            color = QColor(255, 244, 200) if i == 0 else (self._accent or QColor(235, 245, 235))
            painter.setPen(color)
            painter.drawText(box, Qt.AlignCenter, line)
            y += h * heights[i]


class HighlightItem(QGraphicsObject):
    """A glowing rounded outline over a pile or card: drop targets and hints."""

    STYLES = {
        "accept": (QColor(120, 230, 140, 150), QColor(120, 230, 140, 28), 3.0),
        "target": (QColor(255, 236, 120, 255), QColor(255, 236, 120, 60), 4.5),
        "hint": (QColor(255, 196, 40, 255), QColor(255, 196, 40, 50), 5.0),
    }

    def __init__(self):
        super().__init__()
        self._rect = QRectF(0, 0, CARD_W, CARD_H)
        self._style = "accept"
        self.setAcceptedMouseButtons(Qt.NoButton)
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


class LiftShadowItem(QGraphicsObject):
    """The soft shadow under a card that is being dragged (it looks lifted)."""

    OFFSET = QPointF(7, 10)

    def __init__(self):
        super().__init__()
        self.setAcceptedMouseButtons(Qt.NoButton)
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
