"""The pictures of the cards: faces and backs painted by the program (``card_face``,
``card_back``, from the primitives of ``card_paint``; no image files), each rendered
once per (card, style, pixel size, device pixel ratio) into a cached QPixmap, so the
table is crisp at any window size and on HiDPI screens, and a drag only blits cached
pixmaps.

``PIXMAPS`` is the table's cache; ``PIXMAPS.set_style(face, back)`` chooses the face
style (``"standard"`` or ``"large"``: large print) and the back design (a key of
``card_back.BACKS``) for every table of the program; ``PIXMAPS.set_deck(deck)`` the
faces: the program's own (``"standard"``, ``"four-colour"``: each suit its own colour)
or an SVG deck (``svg_deck.SvgDeck``, whose own back replaces the back design when it
has one).  ``PIXMAPS.index_step()`` is the fan step the chosen faces need.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from ...engine import Card
from ..layout import CARD_H, CARD_W
from .card_back import BACKS, paint_back
from .card_face import FACE_STYLES, INDEX_GAP, index_step, paint_face
from .card_paint import RADIUS, SHADOW, SLOT_MARGIN, rounded_rect_path, solid_brush

BUILT_IN_FACES = ("standard", "four-colour")  # the program's own faces (ids of ``set_deck``)
DEFAULT_DECK = "standard"


class CardPixmaps:
    """Rendered cards (with their shadow margin), cached per (card, pixel width, dpr).

    ``get(card_or_None, scale, dpr)``: ``scale`` is device-independent pixels per
    scene unit, ``dpr`` the device pixel ratio; ``None`` is the back.
    """

    def __init__(self, limit: int = 240):
        self._cache: dict[tuple, QPixmap] = {}  # least recently used first (a dict keeps its order)
        self._shadows: dict[int, QPixmap] = {}
        self.limit = limit
        self.renders = 0
        self.face_style = "standard"
        self.back = "blue"
        self.deck = "standard"   # a built-in face ("standard", "four-colour") or an SVG deck's id
        self.svg = None          # the SvgDeck being shown, or None

    def set_style(self, face: str | None = None, back: str | None = None) -> bool:
        """Choose the face style and back design; True if either changed (the items
        showing cards must then repaint)."""
        face = self.face_style if face is None else face
        back = self.back if back is None else back
        if face not in FACE_STYLES or back not in BACKS:
            raise ValueError(f"unknown card style {face!r} / back {back!r}")
        changed = (face, back) != (self.face_style, self.back)
        self.face_style, self.back = face, back
        return changed

    def set_deck(self, deck: str, svg=None) -> bool:
        """Show the built-in faces ``deck`` (``svg`` None) or the loaded SVG deck
        ``svg`` (``deck`` its id); True if that changed (repaint, and the fan step may
        have changed: ``index_step()``)."""
        if svg is None and deck not in BUILT_IN_FACES:
            raise ValueError(f"unknown built-in faces {deck!r}")
        changed = deck != self.deck or svg is not self.svg
        if changed:
            self._cache.clear()  # the old deck's pictures go with it
        self.deck, self.svg = deck, svg
        return changed

    def index_step(self) -> float:
        """The least fan step that shows a covered card's whole index with these faces."""
        if self.svg is not None:
            return self.svg.index_bottom + INDEX_GAP
        return index_step(self.face_style)

    def _style(self, card: Card | None):
        """What a card's picture depends on besides the card (part of the cache key)."""
        if card is None:
            return ("svg", self.deck) if self.svg is not None and self.svg.has_back else self.back
        return ("svg", self.deck) if self.svg is not None else (self.face_style, self.deck)

    def paint(self, painter: QPainter, card: Card | None) -> None:
        """Paint ``card`` (None: the back) in the chosen style, in card units."""
        self._paint(painter, card, self._style(card))

    def _paint(self, painter: QPainter, card: Card | None, style) -> None:
        if isinstance(style, tuple) and style[0] == "svg":
            self.svg.paint(painter, card)
        elif card is None:
            paint_back(painter, design=style)
        else:
            paint_face(painter, card, style=style[0], four_colour=style[1] == "four-colour")

    def get(self, card: Card | None, scale: float, dpr: float) -> QPixmap:
        return self._cached((card, self._style(card)), scale, dpr, self._render)

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
            self._cache[key] = self._cache.pop(key)  # (now the most recently used)
            return pixmap
        pixmap = render(what, px_w, dpr)
        self._cache[key] = pixmap
        if len(self._cache) > self.limit:
            del self._cache[next(iter(self._cache))]
        return pixmap

    def _render(self, what: tuple, px_w: int, dpr: float) -> QPixmap:
        self.renders += 1
        unit = px_w / CARD_W  # device pixels per scene unit
        margin = SHADOW * unit
        pixmap = self._shadow(px_w).copy()  # a copy of the shared shadow, then the card (QPixmap(pixmap)
        # would weigh a QImage overload, whose class PySide6 builds: ~0.4 ms of the first frame)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(unit, unit)
        card, style = what
        self._paint(painter, card, style)
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
