"""Where each card of a state lies on the table: position, stacking order, face, and
whether it is drawn at all (hidden cards deep in a pile cost nothing).  Pure placement
from a ``TableLayout``; no rule.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..engine import Card, GameState, PileKind
from .layout import TableLayout

Z_PILE = 10.0        # + position in the pile
Z_TURNED = 200.0
Z_FLYING = 500.0     # cards in an animation


class Place:
    """Where a card goes in a state: position, z, face, visible, pile."""

    __slots__ = ("pos", "z", "face_up", "visible", "pile")

    def __init__(self, pos: QPointF, z: float, face_up: bool, visible: bool, pile):
        self.pos, self.z, self.face_up, self.visible, self.pile = pos, z, face_up, visible, pile


def compute_places(state: GameState, lay: TableLayout) -> dict[Card, Place]:
    places: dict[Card, Place] = {}
    if state.stock:
        turned = lay.turned_slot
        places[state.stock[0]] = Place(QPointF(turned.x, turned.y), Z_TURNED, True, True, (PileKind.STOCK, 0))
        down = state.stock[1:][::-1]  # bottom first
        n = len(down)
        for i, card in enumerate(down):
            r = lay.stock_card(i, n)
            top_of_layer = i == n - 1 or lay.stock_layer(i + 1, n) != lay.stock_layer(i, n)
            places[card] = Place(QPointF(r.x, r.y), Z_PILE + i, False, top_of_layer, None)
    for k, pile in enumerate(state.foundations):
        r = lay.foundation_card(k)
        n = len(pile)
        for i, card in enumerate(pile):
            places[card] = Place(QPointF(r.x, r.y), Z_PILE + i, True, i >= n - 2, (PileKind.FOUNDATION, k))
    for j, pile in enumerate(state.wastes):
        for i, card in enumerate(pile):
            r = lay.waste_card(j, i, len(pile))
            places[card] = Place(QPointF(r.x, r.y), Z_PILE + i, True, True, (PileKind.WASTE, j))
    return places
