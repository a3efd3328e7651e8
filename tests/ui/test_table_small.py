"""Small windows (issue #16, item 7): at 640x480 every label on the table is at least
MIN_LABEL_PX pixels high and inside the window; the waste piles carry their key numbers."""

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from calculation_qt.engine import PileKind, Variant
from calculation_qt.ui.items import LabelItem
from calculation_qt.ui.pile_items import MIN_LABEL_PX

from .test_table_readable import long_pile_game
from .window_helpers import make_window

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


@pytest.mark.parametrize("long_pile", [False, True])
def test_labels_stay_legible_at_640x480(qtbot, long_pile):
    w = make_window(qtbot, game=long_pile_game(30) if long_pile else None)
    w.resize(640, 480)
    qtbot.waitUntil(lambda: w.view.viewport().width() < 700)
    w.view.fit_table()
    scale = w.view.scale_factor()
    viewport = w.view.viewport().rect()
    labels = [item for item in w.scene.items() if isinstance(item, LabelItem)]
    assert len(labels) == 1 + 4 + 4
    texts = [t for label in labels for t in label.childItems()
             if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible() and t.text()]
    assert len(texts) >= 2 * (2 * 5 + 4)  # every line with its shadow
    for t in texts:
        assert t.font().pixelSize() * scale >= MIN_LABEL_PX - 0.5, (t.text(), t.font().pixelSize() * scale)
        shown = w.view.mapFromScene(t.sceneBoundingRect()).boundingRect()
        assert viewport.contains(shown), (t.text(), shown, viewport)


def test_waste_piles_carry_their_key_numbers(qtbot):
    for variant in (Variant(), Variant("calculation", 3)):
        w = make_window(qtbot, variant=variant)
        assert [w.scene.label_text(W, j) for j in range(variant.waste_piles)] == \
            [str(j + 1) for j in range(variant.waste_piles)]
