"""What the table can say about its piles, for the mouse, the keyboard cursor and the
window: where a pile and its top card are, which card is under a point, and which moves
the engine allows from a pile (``legal_moves``, ``is_legal``: the table decides no rule).

``TableQueries`` is one part of ``TableScene`` (``scene.queries``): it reads the
scene's public state (``state``, ``table_layout``, ``card_items()``) and answers; the
pointer input, the keyboard cursor, the hint marks and the window ask it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from ..engine import Move, PileKind
from .items import CardItem
from .layout import CARD_H, CARD_W, Rect

if TYPE_CHECKING:
    from ..engine import GameState
    from .table_scene import TableScene

STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


def qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


class TableQueries:
    """Questions about the table's piles and cards, answered from the scene's state."""

    def __init__(self, scene: TableScene):
        self._scene = scene
        self._sources: set[tuple[PileKind, int]] = set()
        self._sources_of: GameState | None = None  # the state ``_sources`` was computed for

    def pile_rect(self, kind: PileKind, index: int) -> QRectF:
        """The scene rect of a pile's slot (stock: the face-down pile)."""
        lay = self._scene.table_layout
        if kind is STOCK:
            return qrect(lay.stock_slot)
        if kind is FOUNDATION:
            return qrect(lay.foundation_slot(index))
        return qrect(lay.waste_slot(index))

    def top_card_rect(self, kind: PileKind, index: int) -> QRectF:
        """The scene rect of a pile's top card (stock: the turned card); the slot if empty."""
        lay = self._scene.table_layout
        if kind is STOCK:
            return qrect(lay.turned_slot)
        if kind is FOUNDATION:
            return qrect(lay.foundation_slot(index))
        state = self._scene.state
        n = len(state.wastes[index]) if state is not None else 0
        if n == 0:
            return qrect(lay.waste_slot(index))
        return qrect(lay.waste_card(index, n - 1))

    def legal_sources(self) -> set[tuple[PileKind, int]]:
        """The piles a legal move starts from (asked of the engine)."""
        state = self._scene.state
        if state is not self._sources_of:  # (computed once a state, when first asked)
            self._sources_of = state
            self._sources = {(m.source, m.source_index) for m in state.legal_moves()} if state else set()
        return self._sources

    def movable_source(self, item: CardItem) -> tuple[PileKind, int] | None:
        """The pile whose top ``item`` is, if a legal move starts there."""
        state = self._scene.state
        if state is None or item.pile is None or not item.face_up:
            return None
        kind, index = item.pile
        if kind is FOUNDATION or state.top(kind, index) != item.card:
            return None
        return (kind, index) if (kind, index) in self.legal_sources() else None

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost visible card item under the scene point ``pos``."""
        best = None
        card_rect = QRectF(0, 0, CARD_W, CARD_H)
        for item in self._scene.card_items():
            local = pos - item.pos()
            if card_rect.contains(local) and item.isVisible() and item.shape().contains(local):
                if best is None or item.zValue() > best.zValue():
                    best = item
        return best

    def movable_at(self, pos: QPointF) -> tuple[PileKind, int] | None:
        item = self.card_at(pos)
        return self.movable_source(item) if item is not None else None

    def legal_targets(self, kind: PileKind, index: int) -> list[Move]:
        """The legal moves of the card on top of (kind, index): foundations, then wastes."""
        state = self._scene.state
        moves = [Move(kind, index, FOUNDATION, k) for k in range(4)]
        if kind is STOCK:
            moves += [Move(kind, index, WASTE, j) for j in range(len(state.wastes))]
        return [m for m in moves if state.is_legal(m)]

    def drop_targets(self, kind: PileKind, index: int) -> list[tuple[Move, QRectF]]:
        """The legal moves of that card, each with the zone a drop must cover."""
        lay = self._scene.table_layout
        state = self._scene.state
        return [(m, qrect(lay.foundation_drop_zone(m.target_index) if m.target is FOUNDATION
                          else lay.waste_drop_zone(m.target_index, len(state.wastes[m.target_index]))))
                for m in self.legal_targets(kind, index)]
