"""The table holds still while a pile grows (issue #32, item 1): the card size is fixed
for the window's size, a long pile squeezes its own fan, and the stock and the
foundations stay where they are on the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from calculation_qt.engine import PileKind

from .window_helpers import assert_table_matches, drag, make_window, pile_point, top_point

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


def on_screen(window) -> tuple[QRect, ...]:
    """The stock's and the foundations' places in the view's pixels."""
    scene, view = window.scene, window.view
    rects = [scene.queries.pile_rect(S, 0)] + [scene.queries.pile_rect(F, k) for k in range(4)]
    return tuple(view.mapFromScene(r).boundingRect() for r in rects)


def grow(window, pile: int, to: int) -> None:
    while len(window.controller.state.wastes[pile]) < to:
        drag(window, top_point(window, S), pile_point(window, W, pile))


@pytest.mark.parametrize("size", [(1600, 1000), (640, 480), (900, 940)])
def test_the_foundations_do_not_move_while_waste_pile_1_grows_to_17(qtbot, size):
    w = make_window(qtbot)
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.width() - size[0]) < 60)
    qtbot.wait(20)
    grow(w, 0, 5)
    band, scale = on_screen(w), w.view.scale_factor()
    for n in range(6, 18):
        grow(w, 0, n)
        assert on_screen(w) == band, f"the table moved at card {n}"
        assert w.view.scale_factor() == scale, f"the cards changed size at card {n}"
    assert_table_matches(w)
    lay = w.scene.table_layout
    pile = w.controller.state.wastes[0]
    last = w.scene.card_item(pile[-1])
    assert last.pos().y() + lay.card_h <= lay.height  # the squeezed fan stays on the table
    assert lay.min_step <= lay.fan_offset(len(pile)) <= lay.step


def test_a_pile_too_long_even_squeezed_grows_the_table_once_and_keeps_it(qtbot):
    w = make_window(qtbot)
    w.resize(1600, 1000)
    qtbot.waitUntil(lambda: abs(w.width() - 1600) < 60)
    qtbot.wait(20)
    heights = []
    for n in range(1, 31):
        grow(w, 1, n)
        if not heights or heights[-1] != w.scene.table_layout.height:
            heights.append(w.scene.table_layout.height)
    assert heights == sorted(heights) and len(heights) <= 3
    grown = w.scene.table_layout.table
    for _ in range(8):  # Undo: the table keeps its room, nothing moves back
        QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)
    assert len(w.controller.state.wastes[1]) == 22
    assert w.scene.table_layout.table == grown
