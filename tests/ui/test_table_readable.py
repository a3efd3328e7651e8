"""Long waste piles stay readable (issue #16, item 1): every covered card shows its
whole corner index, in small and large windows and for both card faces."""

import pytest
from PySide6.QtCore import QRectF

from calculation_qt.engine import Game, Move, PileKind, Variant
from calculation_qt.ui.cards.card_art import PIXMAPS
from calculation_qt.ui.cards.card_face import index_bottom
from calculation_qt.ui.layout import CARD_H, CARD_W

from .window_helpers import make_window

S, W = PileKind.STOCK, PileKind.WASTE


def long_pile_game(n: int, pile: int = 1) -> Game:
    game = Game.from_deal(Variant(), 1)
    for _ in range(n):
        game.apply(Move(S, 0, W, pile))
    assert len(game.state.wastes[pile]) == n
    return game


def index_rects(window, pile: int) -> list[tuple[QRectF, QRectF, float]]:
    """(card rect, index rect, z) of each card of the waste pile, bottom first, in scene units."""
    scene = window.scene
    out = []
    for card in window.controller.state.wastes[pile]:
        item = scene.card_item(card)
        pos = item.pos()
        card_rect = QRectF(pos.x(), pos.y(), CARD_W, CARD_H)
        out.append((card_rect, QRectF(pos.x(), pos.y(), CARD_W, index_bottom(PIXMAPS.face_style)), item.zValue()))
    return out


@pytest.fixture
def face_style():
    yield lambda style: PIXMAPS.set_style(face=style)
    PIXMAPS.set_style(face="standard")


@pytest.mark.parametrize("size", [(640, 480), (1600, 1000)])
@pytest.mark.parametrize("style", ["standard", "large"])
def test_a_30_card_waste_pile_shows_every_index(qtbot, size, style, face_style):
    face_style(style)
    w = make_window(qtbot, game=long_pile_game(30))
    w.resize(*size)
    qtbot.waitUntil(lambda: w.view.viewport().width() > 0.8 * size[0])
    w.view.fit_table()
    rects = index_rects(w, 1)
    viewport = QRectF(w.view.viewport().rect())
    for i, (card, index, z) in enumerate(rects):
        # on screen, whole
        shown = w.view.mapFromScene(card).boundingRect()
        assert viewport.contains(QRectF(shown)), (i, shown, viewport)
        # no card above it covers its index
        for upper, _index, z_upper in rects[i + 1:]:
            assert z_upper > z
            assert not upper.intersects(index), (i, index, upper)
    # and the index is big enough to read: at least 9 device-independent pixels (measured 9.7 at 640x480)
    px = w.view.scale_factor() * index_bottom(style)
    assert px >= 9.0, px
    print(size, style, "index px", round(px, 1), "scale", round(w.view.scale_factor(), 3),
          "wide" if w.scene.table_layout.wide else "tall")
