"""Long waste piles stay readable: a pile that fits its room shows every covered card's
whole corner index; a longer one squeezes its fan, its top cards keeping their whole
index and its deep ones packed to a sliver that shows none of it, in small and large
windows and for both card faces."""

import pytest
from PySide6.QtCore import QRectF

from calculation_qt.engine import Game, Move, PileKind, Variant
from calculation_qt.ui.cards.card_art import PIXMAPS
from calculation_qt.ui.cards.card_face import FACE_STYLES, index_bottom
from calculation_qt.ui.layout import CARD_H, CARD_W, MIN_READABLE

from .window_helpers import make_window

S, W = PileKind.STOCK, PileKind.WASTE


def long_pile_game(n: int, pile: int = 1) -> Game:
    game = Game.from_deal(Variant(), 1)
    for _ in range(n):
        game.apply(Move(S, 0, W, pile))
    assert len(game.state.wastes[pile]) == n
    return game


def index_rects(window, pile: int, height: float) -> list[tuple[QRectF, QRectF, float]]:
    """(card rect, top ``height`` of its face, z) of each card of the waste pile, bottom
    first, in scene units."""
    scene = window.scene
    out = []
    for card in window.controller.state.wastes[pile]:
        item = scene.card_item(card)
        pos = item.pos()
        card_rect = QRectF(pos.x(), pos.y(), CARD_W, CARD_H)
        out.append((card_rect, QRectF(pos.x(), pos.y(), CARD_W, height), item.zValue()))
    return out


@pytest.fixture
def face_style():
    yield lambda style: PIXMAPS.set_style(face=style)
    PIXMAPS.set_style(face="standard")


@pytest.mark.parametrize("size", [(640, 480), (1600, 1000)])
@pytest.mark.parametrize("style", ["standard", "large"])
@pytest.mark.parametrize("length", [10, 30, 48])
def test_a_long_waste_pile_shows_every_index_whole_or_not_at_all(qtbot, size, style, length, face_style):
    face_style(style)
    w = make_window(qtbot, game=long_pile_game(length), large_print=style == "large")
    w.resize(*size)
    qtbot.waitUntil(lambda: w.view.viewport().width() > 0.8 * size[0])
    w.view.fit_table()
    whole = index_bottom(style)
    blank = FACE_STYLES[style].top * CARD_H  # the paper above the index
    rects = index_rects(w, 1, whole)
    viewport = QRectF(w.view.viewport().rect())
    readable = 0
    for i, (card, index, z) in enumerate(rects):
        # on screen, whole
        on_screen = w.view.mapFromScene(card).boundingRect()
        assert viewport.contains(QRectF(on_screen)), (i, on_screen, viewport)
        if i == len(rects) - 1:
            break
        upper = rects[i + 1][0]
        assert rects[i + 1][2] > z
        if upper.intersects(index):  # covered: none of the index shows
            assert upper.top() - card.top() <= blank, (i, upper.top() - card.top(), blank)
            assert readable == 0, "a packed card above a readable one"
        else:
            readable += 1
    assert readable >= min(length - 1, MIN_READABLE)
    if style == "standard" and length == 10:
        assert readable == 9
    # and what shows is big enough to read
    px = w.view.scale_factor() * whole
    assert px >= 11.0, px
    print(size, style, length, "index px", round(px, 1), "readable", readable, "scale",
          round(w.view.scale_factor(), 3), "wide" if w.scene.table_layout.wide else "tall")
