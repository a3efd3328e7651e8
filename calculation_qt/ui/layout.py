"""Where everything sits on the table: pure geometry, no Qt, no rules.

The table is a logical area in scene units (a card is ``CARD_W`` x ``CARD_H``); the
view scales it to the window, keeping its aspect.  Two arrangements:

- *tall* (the classic one): the stock column on the left (the face-down stock, its
  count, the turned card), the four foundations in a row, each with a two-line label,
  the waste piles below them;
- *wide*: the same stock column, the foundations as a 2 x 2 block, the waste piles
  to their right, fanned from the top of the table to its bottom.

A waste pile fans each card ``step`` below the one it covers; ``step`` is at least the
height of the card face's corner index (``index_step``), so every covered card shows its
whole rank and suit.  A pile longer than its room squeezes its own fan in two tiers:

- first every step shrinks evenly, down to ``index_step`` (the whole index still shows);
- then the deepest cards pack to a ``SLIVER`` each, less than the blank paper above any
  index, while the cards nearest the top (the ones that come off next) keep
  ``index_step``: a covered card shows either its whole index or none of it, never a
  cut one that reads as another letter ("Q" cut to "O").

KPatience and Aisleriot squeeze every step of a fan alike, and so cut every index once a
pile is long enough; the two tiers keep the top of the pile readable instead.

The table's size and arrangement follow the window and the rules, never the cards played:

- the arrangement is the one that draws the cards larger in a window of the given
  aspect (width / height), judged for a table with room for ``BASE_ROWS`` fan steps of
  ``FAN_OFFSET``; the table scene chooses it when a game starts or the window changes
  shape and passes it on (``wide=``), so that a move never turns one into the other;
- the table is that base table, taller where the window is taller (the fans get that
  room), whatever the card face: large print (a taller index) fans its piles in the
  same table, so its cards are as large as the standard ones;
- it always has room for the longest pile the rules allow (``max_pile``: 48 cards with
  the bases dealt, else 52) with its top ``MIN_READABLE`` steps readable; only a face
  whose index is very tall makes it taller than the base table, and then from the
  start.  So the cards keep their size and every pile its place for the whole game.

The labels get taller when the window is so small that their least legible font needs
it; like the arrangement, their room is chosen with the window, not on a move.
"""

from __future__ import annotations

import math
from typing import NamedTuple

CARD_W = 100.0
CARD_H = 140.0
MARGIN_X = 36.0
MARGIN_TOP = 28.0
MARGIN_BOTTOM = 18.0
COLUMN_GAP = 34.0          # between foundation columns
STOCK_GAP = 66.0           # between the stock column and the first foundation
WIDE_GAP = 50.0            # wide arrangement: between the stock, foundation and waste blocks
LABEL_H = 46.0             # label area under the stock and each foundation
WASTE_TOP_GAP = 8.0        # between the labels and the waste piles
FAN_OFFSET = 31.0          # the least vertical step of a fanned card
BASE_ROWS = 10             # fan steps the table always has room for
SLIVER = 3.0               # a deep card of a squeezed fan: this much of its top shows (less
#                            than the paper above the index of either built-in face)
MIN_READABLE = 3           # the longest pile keeps at least this many readable steps on top
MAX_PILE = 48              # the longest waste pile the rules allow (52 cards less 4 bases)
WIDE_PREFERRED = 1.08      # the wide arrangement only when it draws cards 8 % larger
STOCK_LAYER_CARDS = 8      # face-down stock: one visible layer per this many cards
STOCK_LAYER_STEP = 1.1     # ...offset up-left by this much per layer
STOCK_MAX_LAYERS = 6
WASTE_NUMBER_W = 24.0      # the small "1".."8" left of each waste pile
MAX_WASTE_PILES = 8

FOUNDATION_X0 = MARGIN_X + CARD_W + STOCK_GAP
TABLE_WIDTH = FOUNDATION_X0 + 4 * CARD_W + 3 * COLUMN_GAP + MARGIN_X
FOUNDATION_Y = MARGIN_TOP
LABEL_Y = FOUNDATION_Y + CARD_H + 4.0
WASTE_Y = LABEL_Y + LABEL_H + WASTE_TOP_GAP
TABLE_HEIGHT = WASTE_Y + CARD_H + BASE_ROWS * FAN_OFFSET + MARGIN_BOTTOM  # the tall table's least height
WIDE_FOUNDATION_X0 = MARGIN_X + CARD_W + WIDE_GAP
WIDE_WASTE_X0 = WIDE_FOUNDATION_X0 + 2 * CARD_W + COLUMN_GAP + WIDE_GAP
WIDE_WIDTH = WIDE_WASTE_X0 + 4 * CARD_W + 3 * COLUMN_GAP + MARGIN_X


def _columns_w(n: int) -> float:
    """The width of ``n`` card columns (four at least: three piles sit where four would)."""
    n = max(n, 4)
    return n * CARD_W + (n - 1) * COLUMN_GAP


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


def choose_wide(waste_piles: int, aspect: float | None, label_h: float = LABEL_H) -> bool:
    """Whether the wide arrangement draws the cards larger (by ``WIDE_PREFERRED``) than
    the tall one in a window of ``aspect``, both with room for ``BASE_ROWS`` steps."""
    if aspect is None or aspect <= 0:
        return False
    tall, wide = TableLayout(waste_piles, aspect=None, label_h=label_h, wide=False), \
        TableLayout(waste_piles, aspect=None, label_h=label_h, wide=True)
    # the view's scale is window height x min(aspect / width, 1 / height)
    return min(aspect / wide.width, 1.0 / wide.height) > min(aspect / tall.width, 1.0 / tall.height) * WIDE_PREFERRED


class TableLayout:
    """The geometry of a table with ``waste_piles`` (1 to 8) waste piles: more than
    four widen the table (one column each, as wide apart as the foundations).

    ``index_step``: the height of the card face's corner index (a readable fan step is
    never less); ``max_pile``: the longest waste pile the rules allow (the table has
    room for it); ``aspect``: the window's width / height (None: no room taken from the
    window); ``wide``: the arrangement (None: the one ``choose_wide`` picks for ``aspect``);
    ``clear_below``: a scene y the fans stop above where they can (a message floats
    below it), never squeezing the longest pile past its ``MIN_READABLE`` steps.
    """

    card_w = CARD_W
    card_h = CARD_H

    def __init__(self, waste_piles: int = 4, index_step: float = FAN_OFFSET, max_pile: int = MAX_PILE,
                 aspect: float | None = None, label_h: float = LABEL_H, wide: bool | None = None,
                 clear_below: float | None = None):
        if not 1 <= waste_piles <= MAX_WASTE_PILES:
            raise ValueError(f"waste piles must be 1 to {MAX_WASTE_PILES}, not {waste_piles!r}")
        self.waste_piles = waste_piles
        # the labels' height: more than LABEL_H when the window is so small that their
        # least legible font needs it (the view asks, see TableScene.set_view_scale)
        self.label_h = max(LABEL_H, float(label_h))
        self.label_y = FOUNDATION_Y + CARD_H + 4.0
        self.row_h = CARD_H + 4.0 + self.label_h + WASTE_TOP_GAP  # a foundation and its label
        self._tall_waste_y = self.label_y + self.label_h + WASTE_TOP_GAP
        self.read_step = float(index_step)  # the least step that shows a whole index
        self.step = max(FAN_OFFSET, self.read_step)
        self.wide = choose_wide(waste_piles, aspect, self.label_h) if wide is None else bool(wide)
        # more than four piles: the width of their extra columns
        self.width = (WIDE_WIDTH if self.wide else TABLE_WIDTH) + _columns_w(waste_piles) - _columns_w(4)
        # the base table (whatever the face), taller where the window is: its fan room
        height = self._height(self.wide, BASE_ROWS * FAN_OFFSET)
        if aspect is not None and aspect > 0:
            height = max(height, self.width / aspect)
        # room for the longest pile, its top MIN_READABLE steps readable
        self.max_pile = max(2, int(max_pile))
        longest = MIN_READABLE * self.read_step + (self.max_pile - 1 - MIN_READABLE) * SLIVER
        self.height = max(height, self._height(self.wide, longest))
        # the height a fan may take below its first card
        self.fan_room = self.height - self.waste_y - CARD_H - MARGIN_BOTTOM
        if clear_below is not None:
            above = clear_below - WASTE_TOP_GAP - self.waste_y - CARD_H
            self.fan_room = max(min(self.fan_room, above), min(self.fan_room, longest))

    def _height(self, wide: bool, fan_room: float) -> float:
        fans = CARD_H + fan_room + MARGIN_BOTTOM
        if wide:
            return max(MARGIN_TOP + fans, MARGIN_TOP + 2 * self.row_h)
        return self._tall_waste_y + fans

    # -- slots -------------------------------------------------------------------
    @property
    def table(self) -> Rect:
        return Rect(0.0, 0.0, self.width, self.height)

    @property
    def stock_slot(self) -> Rect:
        return Rect(MARGIN_X, FOUNDATION_Y, CARD_W, CARD_H)

    @property
    def stock_label(self) -> Rect:
        return Rect(MARGIN_X - 16, self.label_y, CARD_W + 32, self.label_h)

    @property
    def turned_slot(self) -> Rect:
        return Rect(MARGIN_X, self._tall_waste_y, CARD_W, CARD_H)

    def foundation_x(self, k: int) -> float:
        if self.wide:
            return WIDE_FOUNDATION_X0 + (k % 2) * (CARD_W + COLUMN_GAP)
        return FOUNDATION_X0 + k * (CARD_W + COLUMN_GAP)

    def foundation_y(self, k: int) -> float:
        return FOUNDATION_Y + (k // 2) * self.row_h if self.wide else FOUNDATION_Y

    def foundation_slot(self, k: int) -> Rect:
        return Rect(self.foundation_x(k), self.foundation_y(k), CARD_W, CARD_H)

    def foundation_label(self, k: int) -> Rect:
        y = self.foundation_y(k) + CARD_H + 4.0
        return Rect(self.foundation_x(k) - COLUMN_GAP / 2 + 2, y, CARD_W + COLUMN_GAP - 4, self.label_h)

    @property
    def waste_y(self) -> float:
        return MARGIN_TOP if self.wide else self._tall_waste_y

    def waste_x(self, j: int) -> float:
        x0 = WIDE_WASTE_X0 if self.wide else FOUNDATION_X0
        if self.waste_piles >= 4:
            return x0 + j * (CARD_W + COLUMN_GAP)
        # three piles: centred where four would be, a little wider apart
        centre = x0 + (4 * CARD_W + 3 * COLUMN_GAP) / 2
        step = CARD_W + COLUMN_GAP * 1.6
        return centre - CARD_W / 2 + (j - 1) * step

    def waste_slot(self, j: int) -> Rect:
        return Rect(self.waste_x(j), self.waste_y, CARD_W, CARD_H)

    def waste_number(self, j: int) -> Rect:
        """The small box left of waste pile ``j``'s top edge for its key number."""
        return Rect(self.waste_x(j) - WASTE_NUMBER_W - 3, self.waste_y, WASTE_NUMBER_W, WASTE_NUMBER_W)

    # -- cards ------------------------------------------------------------------
    def fan_offset(self, n: int = 0) -> float:
        """The step between the top two cards of a waste pile of ``n`` cards: the full
        step, squeezed (down to ``read_step``) where the pile would not fit its room."""
        if n <= 1 or (n - 1) * self.step <= self.fan_room:
            return self.step
        return max(self.read_step, self.fan_room / (n - 1))

    def deep_cards(self, n: int) -> int:
        """How many of the bottom steps of a pile of ``n`` cards are packed to a
        ``SLIVER`` (0 while every covered card shows its whole index)."""
        if n <= 1 or (n - 1) * self.read_step <= self.fan_room + 1e-9:
            return 0
        readable = math.floor((self.fan_room - (n - 1) * SLIVER) / (self.read_step - SLIVER) + 1e-9)
        return n - 1 - min(n - 1, max(0, readable))

    def card_offset(self, i: int, n: int) -> float:
        """How far below the pile's first card card ``i`` (0 = bottom) of ``n`` lies."""
        deep = self.deep_cards(n)
        if deep == 0:
            return i * self.fan_offset(n)
        return min(i, deep) * SLIVER + max(0, i - deep) * self.read_step

    def waste_card(self, j: int, i: int, n: int = 0) -> Rect:
        """Card ``i`` (0 = bottom) of waste pile ``j`` of ``n`` cards (at least ``i + 1``)."""
        return Rect(self.waste_x(j), self.waste_y + self.card_offset(i, max(n, i + 1)), CARD_W, CARD_H)

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
        return s.adjusted(-pad, -MARGIN_TOP, pad, self.label_h / 2)

    def waste_drop_zone(self, j: int, n: int) -> Rect:
        """The whole column of waste pile ``j`` down to its last card (at least one card)."""
        s = self.waste_slot(j)
        pad = COLUMN_GAP / 2
        last = self.waste_card(j, max(n - 1, 0), n)
        return Rect(s.x - pad, s.y - 4, CARD_W + 2 * pad, last.bottom - s.y + 4 + self.step)
