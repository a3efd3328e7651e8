"""The piles' fixed furniture on the table: the slots, the labels under the stock and
the foundations (what each foundation builds and wants next), and the small "1".."4"
beside each waste pile (the keys that play the turned card there).

Texts the player reads are whole translated sentences (context ``"Table"``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from .. import i18n
from ..engine import GameState, PileKind, Variant
from .cards.card_paint import SUIT_GLYPHS
from .items import LabelItem, SlotItem
from .layout import Rect, TableLayout

STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION
DONE_ACCENT = QColor(150, 240, 160)
MIN_LABEL_PX = 11.0  # the least font size of a label, in pixels on the screen


def label_room(scale: float) -> float:
    """The height (scene units) a two-line label needs at ``scale`` for its smaller
    line (0.34 of the height, see LabelItem) to be MIN_LABEL_PX pixels high."""
    return MIN_LABEL_PX / max(scale, 1e-3) / 0.34


def card_short(card) -> str:
    """A card as its rank and suit glyph ("10\u2665", French "R\u2660"); the rank alone if no suit."""
    return i18n.rank_letter(card.value) + (SUIT_GLYPHS[card.suit] if card.suit else "")


def step_label(variant: Variant, k: int) -> str:
    return variant.step_label(k, ace=i18n.rank_letter(1), king=i18n.rank_letter(13))


class PileItems:
    """The slots and labels of one table (made again when the rules change)."""

    def __init__(self, scene):
        self._scene = scene
        self._slots: list[tuple[SlotItem, tuple]] = []     # (item, where: ("stock"|"turned"|kind, index))
        self._labels: dict[tuple[PileKind, int], LabelItem] = {}
        self._variant: Variant | None = None
        self._scale = 1.0

    def build(self, variant: Variant, lay: TableLayout) -> None:
        scene = self._scene
        for item, _where in self._slots:
            scene.removeItem(item)
        for label in self._labels.values():
            scene.removeItem(label)
        self._slots, self._labels = [], {}
        self._variant = variant

        def add_slot(where, kind, index, text=""):
            slot = SlotItem(kind, index, text)
            scene.addItem(slot)
            self._slots.append((slot, where))

        add_slot(("stock", 0), STOCK, 0)
        add_slot(("turned", 0), STOCK, 0)
        for k, rule in enumerate(variant.foundations):
            add_slot((FOUNDATION, k), FOUNDATION, k, i18n.rank_letter(rule.start))
        for j in range(variant.waste_piles):
            add_slot((WASTE, j), WASTE, j)
        wastes = [(WASTE, j) for j in range(variant.waste_piles)]
        for key in [(STOCK, 0)] + [(FOUNDATION, k) for k in range(4)] + wastes:
            label = LabelItem(1, 1)
            label.set_min_font(MIN_LABEL_PX / self._scale)
            scene.addItem(label)
            self._labels[key] = label
        for j in range(variant.waste_piles):
            label = self._labels[(WASTE, j)]
            label.set_lines(str(j + 1))
            label.setToolTip(QCoreApplication.translate(
                "Table", "Keys {0} and Shift+{0} play to and from waste pile {0}").format(j + 1))
        self.place(lay)

    def _label_rect(self, key, lay: TableLayout) -> Rect:
        kind, index = key
        if kind is STOCK:
            return lay.stock_label
        if kind is FOUNDATION:
            return lay.foundation_label(index)
        return lay.waste_number(index)

    def _slot_rect(self, where, lay: TableLayout) -> Rect:
        kind, index = where
        if kind == "stock":
            return lay.stock_slot
        if kind == "turned":
            return lay.turned_slot
        return lay.foundation_slot(index) if kind is FOUNDATION else lay.waste_slot(index)

    def set_view_scale(self, scale: float) -> None:
        if scale > 0 and scale != self._scale:
            self._scale = scale
            for label in self._labels.values():
                label.set_min_font(MIN_LABEL_PX / scale)

    def place(self, lay: TableLayout) -> None:
        """Put every slot and label where ``lay`` says."""
        for item, where in self._slots:
            r = self._slot_rect(where, lay)
            item.setPos(r.x, r.y)
        for key, label in self._labels.items():
            r = self._label_rect(key, lay)
            label.set_box(r.w, r.h)
            label.setPos(r.x, r.y)

    def update_labels(self, state: GameState) -> None:
        variant = state.variant
        for k, rule in enumerate(variant.foundations):
            want = state.want(k)
            if want is None:
                second, accent = QCoreApplication.translate("Table", "done \u2713"), DONE_ACCENT
            else:
                second, accent = QCoreApplication.translate("Table", "next {0}").format(card_short(want)), None
            label = self._labels[(FOUNDATION, k)]
            label.set_lines(step_label(variant, k), second, accent=accent)
            sequence = " ".join(i18n.rank_letter(v) for v in rule.sequence)
            if rule.follows_suit:
                tip = QCoreApplication.translate(
                    "Table", "Foundation {0} builds {1}; every card of the suit of its Ace. Next: {2}.")
            else:
                tip = QCoreApplication.translate("Table",
                                                 "Foundation {0} builds {1}; suits do not matter. Next: {2}.")
            tip = tip.format(k + 1, sequence, second)
            if state.waits(k) and state.foundations[k]:
                tip += " " + QCoreApplication.translate(
                    "Table", "While the stock lasts it takes no card: the waste piles play off once it is used up.")
            label.setToolTip(tip)
        n = state.stock_left
        stock_label = self._labels[(STOCK, 0)]
        down = state.stock_face_down  # (the turned card lies beside the stock, not in it)
        left = (QCoreApplication.translate("Table", "%n left", "", down) if down
                else QCoreApplication.translate("Table", "empty"))
        stock_label.set_lines(QCoreApplication.translate("Table", "Stock"), left)
        stock_label.setToolTip(
            QCoreApplication.translate("Table", "%n card(s) still to place, the turned card included; no redeal", "", n)
            if n else QCoreApplication.translate("Table", "Every card has been placed"))

    def label_text(self, kind: PileKind, index: int) -> str:
        label = self._labels.get((kind, index))
        return label.text() if label is not None else ""

    def label_tip(self, kind: PileKind, index: int) -> str:
        label = self._labels.get((kind, index))
        return label.toolTip() if label is not None else ""

    def title(self, kind: PileKind, index: int) -> str:
        """The pile's name in a sentence ("waste pile 2", "foundation +3")."""
        if kind is STOCK:
            return QCoreApplication.translate("Table", "the turned card")
        if kind is WASTE:
            return QCoreApplication.translate("Table", "waste pile {0}").format(index + 1)
        return QCoreApplication.translate("Table", "foundation {0}").format(step_label(self._variant, index))
