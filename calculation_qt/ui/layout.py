"""Where everything sits on the table: pure geometry, no Qt, no rules.

The table is a fixed logical area (``TABLE_WIDTH`` x ``TABLE_HEIGHT`` scene units);
the view scales it to the window.  Left column: the face-down stock with its count
under it and, below, the turned card.  Right of it: the four foundations in a row,
each with a two-line label under it, and the waste piles below them, fanned
downwards.  A long waste pile is compressed so that its last card still ends inside
the table.
"""

from __future__ import annotations

from typing import NamedTuple

CARD_W = 100.0
CARD_H = 140.0
MARGIN_X = 36.0
MARGIN_TOP = 28.0
MARGIN_BOTTOM = 18.0
COLUMN_GAP = 34.0          # between foundation columns
STOCK_GAP = 66.0           # between the stock column and the first foundation
LABEL_H = 46.0             # label area under the stock and each foundation
WASTE_TOP_GAP = 8.0        # between the labels and the waste piles
FAN_OFFSET = 31.0          # vertical offset of a fanned card when there is room
STOCK_LAYER_CARDS = 8      # face-down stock: one visible layer per this many cards
STOCK_LAYER_STEP = 1.1     # ...offset up-left by this much per layer
STOCK_MAX_LAYERS = 6

FOUNDATION_X0 = MARGIN_X + CARD_W + STOCK_GAP
TABLE_WIDTH = FOUNDATION_X0 + 4 * CARD_W + 3 * COLUMN_GAP + MARGIN_X
FOUNDATION_Y = MARGIN_TOP
LABEL_Y = FOUNDATION_Y + CARD_H + 4.0
WASTE_Y = LABEL_Y + LABEL_H + WASTE_TOP_GAP
TABLE_HEIGHT = WASTE_Y + CARD_H + 10 * FAN_OFFSET + MARGIN_BOTTOM


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def adjusted(self, dx1: float, dy1: float, dx2: float, dy2: float) -> Rect:
        return Rect(self.x + dx1, self.y + dy1, self.w - dx1 + dx2, self.h - dy1 + dy2)

    def overlap_area(self, other: Rect) -> float:
        w = min(self.right, other.right) - max(self.x, other.x)
        h = min(self.bottom, other.bottom) - max(self.y, other.y)
        return w * h if w > 0 and h > 0 else 0.0


class TableLayout:
    """The geometry of a table with ``waste_piles`` (3 or 4) waste piles."""

    width = TABLE_WIDTH
    height = TABLE_HEIGHT
    card_w = CARD_W
    card_h = CARD_H

    def __init__(self, waste_piles: int = 4):
        if waste_piles not in (3, 4):
            raise ValueError(f"waste piles must be 3 or 4, not {waste_piles!r}")
        self.waste_piles = waste_piles

    # -- slots -------------------------------------------------------------------
    @property
    def table(self) -> Rect:
        return Rect(0.0, 0.0, TABLE_WIDTH, TABLE_HEIGHT)

    @property
    def stock_slot(self) -> Rect:
        return Rect(MARGIN_X, FOUNDATION_Y, CARD_W, CARD_H)

    @property
    def stock_label(self) -> Rect:
        return Rect(MARGIN_X - 16, LABEL_Y, CARD_W + 32, LABEL_H)

    @property
    def turned_slot(self) -> Rect:
        return Rect(MARGIN_X, WASTE_Y, CARD_W, CARD_H)

    def foundation_x(self, k: int) -> float:
        return FOUNDATION_X0 + k * (CARD_W + COLUMN_GAP)

    def foundation_slot(self, k: int) -> Rect:
        return Rect(self.foundation_x(k), FOUNDATION_Y, CARD_W, CARD_H)

    def foundation_label(self, k: int) -> Rect:
        return Rect(self.foundation_x(k) - COLUMN_GAP / 2 + 2, LABEL_Y, CARD_W + COLUMN_GAP - 4, LABEL_H)

    def waste_x(self, j: int) -> float:
        if self.waste_piles == 4:
            return self.foundation_x(j)
        # three piles: centred under the four foundations, a little wider apart
        centre = (self.foundation_x(0) + self.foundation_x(3) + CARD_W) / 2
        step = CARD_W + COLUMN_GAP * 1.6
        return centre - CARD_W / 2 + (j - 1) * step

    def waste_slot(self, j: int) -> Rect:
        return Rect(self.waste_x(j), WASTE_Y, CARD_W, CARD_H)

    # -- cards ------------------------------------------------------------------
    def fan_offset(self, n: int) -> float:
        """Vertical distance between cards of a waste pile of ``n`` cards."""
        if n <= 1:
            return FAN_OFFSET
        room = TABLE_HEIGHT - MARGIN_BOTTOM - WASTE_Y - CARD_H
        return min(FAN_OFFSET, room / (n - 1))

    def waste_card(self, j: int, i: int, n: int) -> Rect:
        """Card ``i`` (0 = bottom) of waste pile ``j`` holding ``n`` cards."""
        return Rect(self.waste_x(j), WASTE_Y + i * self.fan_offset(n), CARD_W, CARD_H)

    def stock_card(self, i: int, n: int) -> Rect:
        """Face-down card ``i`` (0 = bottom) of a face-down stock of ``n`` cards."""
        layer = self.stock_layer(i, n)
        d = layer * STOCK_LAYER_STEP
        s = self.stock_slot
        return Rect(s.x - d, s.y - d, CARD_W, CARD_H)

    @staticmethod
    def stock_layer(i: int, n: int) -> int:
        if n <= 0:
            return 0
        layers = min(STOCK_MAX_LAYERS, (n + STOCK_LAYER_CARDS - 1) // STOCK_LAYER_CARDS)
        return i * layers // n

    def foundation_card(self, k: int) -> Rect:
        return self.foundation_slot(k)

    # -- drops ------------------------------------------------------------------
    def foundation_drop_zone(self, k: int) -> Rect:
        s = self.foundation_slot(k)
        pad = COLUMN_GAP / 2
        return s.adjusted(-pad, -MARGIN_TOP, pad, LABEL_H / 2)

    def waste_drop_zone(self, j: int, n: int) -> Rect:
        """The whole column of waste pile ``j`` down to its last card (at least one card)."""
        s = self.waste_slot(j)
        pad = COLUMN_GAP / 2
        last = self.waste_card(j, max(n - 1, 0), max(n, 1))
        return Rect(s.x - pad, s.y - 4, CARD_W + 2 * pad, last.bottom - s.y + 4 + FAN_OFFSET)
