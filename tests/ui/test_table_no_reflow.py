"""The table never reflows in mid-game (ui/layout.py, ui/table_scene.py): the tall or
wide arrangement is chosen when a game starts or the window changes shape, never on a
move; a long pile fits within it; large print does not make the cards smaller."""

from __future__ import annotations

import pytest

from calculation_qt.engine import PileKind
from calculation_qt.ui.cards.card_art import PIXMAPS

from .window_helpers import assert_table_matches, drag, make_window, pile_point, top_point

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


@pytest.fixture(autouse=True)
def _standard_cards():
    yield
    PIXMAPS.set_style("standard", "blue")  # the cache is shared: leave it as found


def piles_at(window) -> tuple:
    """The arrangement and every pile's place, in table units."""
    scene, lay = window.scene, window.scene.table_layout
    rects = [scene.queries.pile_rect(S, 0)] + [scene.queries.pile_rect(F, k) for k in range(4)] + \
        [scene.queries.pile_rect(W, j) for j in range(lay.waste_piles)]
    return lay.wide, tuple((r.x(), r.y(), r.width(), r.height()) for r in rects)


@pytest.mark.parametrize("size", [(900, 940), (1600, 900), (640, 460)])
def test_thirty_cards_on_one_pile_never_move_the_piles(qtbot, size):
    w = make_window(qtbot)
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.width() - size[0]) < 60)
    qtbot.wait(20)
    start = piles_at(w)
    heights = {w.scene.table_layout.height}
    for n in range(1, 31):
        drag(w, top_point(w, S), pile_point(w, W, 0))
        assert len(w.controller.state.wastes[0]) == n
        assert piles_at(w) == start, f"the table changed at card {n}"
        heights.add(w.scene.table_layout.height)
    assert_table_matches(w)
    assert len(heights) <= 6  # it grows in a few steps, not at every card
    # the window's new shape may choose again
    wide = start[0]
    w.resize(1700, 700) if not wide else w.resize(700, 940)
    qtbot.waitUntil(lambda: w.scene.table_layout.wide != wide)


def test_large_print_does_not_make_the_cards_smaller(qtbot):
    w = make_window(qtbot)
    for _ in range(6):
        drag(w, top_point(w, S), pile_point(w, W, 1))
    standard = w.view.scale_factor()
    w.settings.large_print = True
    w.features["appearance"].apply()
    qtbot.wait(10)
    assert w.scene.table_layout.step > 31  # the taller index fans the piles wider...
    assert w.view.scale_factor() == pytest.approx(standard)  # ...in the same table
    assert_table_matches(w)


def test_labels_of_neighbour_piles_never_run_into_each_other(qtbot):
    from calculation_qt.ui.items import LabelItem

    w = make_window(qtbot)
    w.resize(640, 460)
    qtbot.waitUntil(lambda: w.width() <= 700)
    for _ in range(30):
        drag(w, top_point(w, S), pile_point(w, W, 1))
    labels = [item for item in w.scene.items() if isinstance(item, LabelItem) and item.isVisible()]
    assert labels
    for label in labels:
        texts = [t for t in label.childItems() if t.isVisible()][1::2]  # (shadow, text) pairs
        rects = [t.mapRectToParent(t.boundingRect()) for t in texts]
        for r in rects:
            assert r.width() <= label.boundingRect().width() + 1
        for upper, lower in zip(rects, rects[1:], strict=False):
            assert upper.bottom() <= lower.top() + 1  # its two lines apart
