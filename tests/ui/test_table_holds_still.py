"""The table holds still to the last card: the card size is fixed for the window's
size, whatever the piles' lengths up to the longest the rules allow (48 cards); the
stock, the foundations and every waste pile stay where they are on the screen; a long
pile squeezes its own fan, its top cards keeping a whole index, its deep ones none."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from calculation_qt.engine import PileKind
from calculation_qt.ui.cards.card_face import FACE_STYLES, INDEX_GAP, index_bottom
from calculation_qt.ui.items import LabelItem
from calculation_qt.ui.layout import CARD_H, MIN_READABLE, SLIVER
from calculation_qt.ui.pile_items import MIN_LABEL_PX

from .window_helpers import assert_table_matches, drag, make_window, pile_point, top_point

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


def on_screen(window) -> tuple[QRect, ...]:
    """The stock's, the foundations' and the waste piles' places in the view's pixels."""
    scene, view = window.scene, window.view
    rects = [scene.queries.pile_rect(S, 0)] + [scene.queries.pile_rect(F, k) for k in range(4)] + \
        [scene.queries.pile_rect(W, j) for j in range(len(window.controller.state.wastes))]
    return tuple(view.mapFromScene(r).boundingRect() for r in rects)


def grow(window, pile: int, to: int) -> None:
    while len(window.controller.state.wastes[pile]) < to:
        drag(window, top_point(window, S), pile_point(window, W, pile))


def shown_strips(window, pile: int) -> list[float]:
    """How much of each covered card of a waste pile shows above the card on it (scene
    units, from the card items' places), bottom first."""
    ys = [window.scene.card_item(c).pos().y() for c in window.controller.state.wastes[pile]]
    return [b - a for a, b in zip(ys, ys[1:], strict=False)]


def assert_whole_index_or_none(strips: list[float], style: str = "standard") -> None:
    """Every covered card shows its whole index or none of it (never a cut one), the
    readable ones on top, at least MIN_READABLE of them."""
    whole = index_bottom(style) + INDEX_GAP - 1e-6
    blank = FACE_STYLES[style].top * CARD_H  # the paper above the index
    readable = [s >= whole for s in strips]
    for s in strips:
        assert s >= whole or s <= min(SLIVER, blank) + 1e-6, (s, whole, blank)
    assert readable == sorted(readable), "a readable card under a packed one"
    assert sum(readable) >= min(len(strips), MIN_READABLE)


def settle(qtbot, w, size) -> None:
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.width() - size[0]) < 60)
    qtbot.wait(20)


@pytest.mark.parametrize("size", [(941, 883), (1600, 1000), (1600, 960), (640, 480)])
def test_nothing_moves_or_resizes_while_one_pile_takes_all_48_cards(qtbot, size):
    w = make_window(qtbot)
    settle(qtbot, w, size)
    grow(w, 0, 1)
    band, scale = on_screen(w), w.view.scale_factor()
    for n in range(2, 49):
        grow(w, 0, n)
        assert on_screen(w) == band, f"a pile moved at card {n}"
        assert w.view.scale_factor() == scale, f"the cards changed size at card {n}"
        assert_whole_index_or_none(shown_strips(w, 0))
    assert not w.controller.state.stock
    assert_table_matches(w)
    lay = w.scene.table_layout
    last = w.scene.card_item(w.controller.state.wastes[0][-1])
    assert last.pos().y() + lay.card_h <= lay.height  # the squeezed fan stays on the table
    viewport = w.view.viewport().rect()
    assert viewport.contains(w.view.mapFromScene(last.sceneBoundingRect()).boundingRect())


def test_labels_and_indexes_stay_readable_at_640x480_with_a_40_card_pile(qtbot):
    w = make_window(qtbot)
    settle(qtbot, w, (640, 480))
    grow(w, 2, 40)
    scale = w.view.scale_factor()
    texts = [t for item in w.scene.items() if isinstance(item, LabelItem) for t in item.childItems()
             if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible() and t.text()]
    assert texts
    for t in texts:
        assert t.font().pixelSize() * scale >= MIN_LABEL_PX - 0.5, (t.text(), t.font().pixelSize() * scale)
    strips = shown_strips(w, 2)
    assert_whole_index_or_none(strips)
    assert (index_bottom() + INDEX_GAP) * scale >= 11.0  # a readable index: 11 px or more
    print("640x480, 40 cards: label px", min(t.font().pixelSize() for t in texts) * scale,
          "index px", round(index_bottom() * scale, 1), "readable", sum(s > SLIVER for s in strips))


def test_undo_takes_the_pile_back_without_moving_the_table(qtbot):
    w = make_window(qtbot)
    settle(qtbot, w, (1600, 1000))
    grow(w, 1, 30)
    band, scale = on_screen(w), w.view.scale_factor()
    for _ in range(20):
        QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)
        assert on_screen(w) == band and w.view.scale_factor() == scale
        assert_whole_index_or_none(shown_strips(w, 1))
    assert len(w.controller.state.wastes[1]) == 10
    assert min(shown_strips(w, 1)) >= index_bottom() + INDEX_GAP  # ten cards: no card packed
