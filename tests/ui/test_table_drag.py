"""Drag and drop and clicks on the table, through real mouse events on the viewport."""

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QApplication

from calculation_qt.engine import Move, Variant
from calculation_qt.ui.items import HighlightItem

from .table_harness import FOUNDATION, STOCK, WASTE, Table


def waste_to_foundation_ready(t: Table) -> Move:
    """Put turned cards on the waste piles (through the engine) until a waste top fits a
    foundation; return that move."""
    j = 0
    while True:
        moves = [m for m in t.state.legal_moves() if m.source is WASTE]
        if moves:
            return moves[0]
        t.game.apply(Move(STOCK, 0, WASTE, j % len(t.state.wastes)))
        j += 1


@pytest.mark.parametrize("piles", [4, 3])
def test_stock_card_dragged_to_each_waste_pile(qtbot, piles):
    t = Table(qtbot, Variant("calculation", piles), deal=1)
    for j in range(piles):
        card = t.state.turned
        t.drag_pile((STOCK, 0), (WASTE, j))
        assert t.requested[-1] == Move(STOCK, 0, WASTE, j)
        assert t.state.wastes[j][-1] == card
        t.check()
    assert len(t.game.moves) == piles


def test_waste_top_dragged_to_foundation(qtbot):
    t = Table(qtbot, deal=1)
    move = waste_to_foundation_ready(t)
    t.scene.set_state(t.state, animate=False)
    card = t.state.top(WASTE, move.source_index)
    t.drag_pile((WASTE, move.source_index), (FOUNDATION, move.target_index))
    assert t.requested == [move]
    assert t.state.foundations[move.target_index][-1] == card
    t.check()


def test_stock_card_dragged_to_foundation(qtbot):
    t = Table(qtbot, deal=1)
    while not any(m.target is FOUNDATION and m.source is STOCK for m in t.state.legal_moves()):
        t.game.apply(Move(STOCK, 0, WASTE, 0))
    t.scene.set_state(t.state, animate=False)
    move = next(m for m in t.state.legal_moves() if m.source is STOCK and m.target is FOUNDATION)
    t.drag_pile((STOCK, 0), (FOUNDATION, move.target_index))
    assert t.requested == [move]
    t.check()


@pytest.mark.parametrize("ms", [0, 120])
def test_refused_drop_springs_back_and_changes_nothing(qtbot, ms):
    t = Table(qtbot, deal=1, ms=ms)
    state = t.state
    refusing = next(k for k in range(4) if not state.accepts(k, state.turned))
    item = t.scene.card_item(state.turned)
    home = QPointF(item.pos())
    t.press(t.top_point(STOCK))
    p1 = t.top_point(FOUNDATION, refusing)
    for i in range(1, 7):
        t.move(t.top_point(STOCK) + (p1 - t.top_point(STOCK)) * (i / 6))
    assert item.pos() != home  # it really was dragged
    t.release(p1)
    assert t.requested == []
    assert t.state is state
    if ms:
        assert t.scene.is_animating()
        qtbot.waitUntil(lambda: not t.scene.is_animating(), timeout=3000)
    assert item.pos() == home
    t.check()


def test_move_refused_by_the_controller_springs_back(qtbot):
    t = Table(qtbot, deal=1)
    t.refuse = True
    state = t.state
    t.drag_pile((STOCK, 0), (WASTE, 1))
    assert t.requested == [Move(STOCK, 0, WASTE, 1)]
    assert t.state is state
    t.check()


def test_drop_on_empty_table(qtbot):
    t = Table(qtbot, deal=1)
    state = t.state
    lay = t.scene.table_layout
    empty = QPointF(lay.width - 20, lay.height - 20)  # the bottom right corner: no pile there
    t.drag(t.top_point(STOCK), t.point(empty), steps=8)
    assert t.requested == [] and t.state is state
    t.check()


def test_immovable_cards_are_not_picked_up(qtbot):
    t = Table(qtbot, deal=1)
    for j in (0, 0, 0, 1):
        t.game.apply(Move(STOCK, 0, WASTE, j))
    t.scene.set_state(t.state, animate=False)
    covered = t.state.wastes[0][0]
    item = t.scene.card_item(covered)
    home = QPointF(item.pos())
    # the visible strip of the bottom card of waste pile 1
    p0 = t.point(item.pos() + QPointF(50, 8))
    for target in (t.top_point(WASTE, 2), t.top_point(FOUNDATION, 0)):
        t.drag(p0, target)
        assert item.pos() == home
    # a face-down stock card and a foundation card
    stock_down = t.scene.card_item(t.state.stock[1])
    base = t.scene.card_item(t.state.foundations[0][-1])
    for it in (stock_down, base):
        pos = QPointF(it.pos())
        t.drag(t.point(it.pos() + QPointF(50, 70)), t.top_point(WASTE, 3))
        assert it.pos() == pos
    assert t.requested == [] and t.clicked == []
    t.check()


def test_click_emits_card_clicked_and_moves_nothing(qtbot):
    t = Table(qtbot, deal=1)
    state = t.state
    t.click(t.top_point(STOCK))
    assert t.clicked == [(STOCK, 0)]
    # a press and a move shorter than the drag distance is still a click
    p = t.top_point(STOCK)
    t.press(p)
    t.move(p + QPoint(1, 1))
    t.release(p + QPoint(1, 1))
    assert t.clicked == [(STOCK, 0), (STOCK, 0)]
    assert t.requested == [] and t.state is state
    # a click on a waste top that can move; none on one that cannot, nor on the table
    move = waste_to_foundation_ready(t)
    t.scene.set_state(t.state, animate=False)
    t.clicked.clear()
    t.click(t.top_point(WASTE, move.source_index))
    assert t.clicked == [(WASTE, move.source_index)]
    for j, pile in enumerate(t.state.wastes):
        if pile and not any(m.source is WASTE and m.source_index == j for m in t.state.legal_moves()):
            t.click(t.top_point(WASTE, j))
    t.click(t.point(QPointF(t.scene.table_layout.width - 10, t.scene.table_layout.height - 10)))
    t.click(t.point(t.scene.queries.pile_rect(FOUNDATION, 0).center()))
    assert t.clicked == [(WASTE, move.source_index)]
    t.check()


def test_drag_needs_the_button_held(qtbot):
    """A move with no button held (a release lost outside the window) ends the drag:
    the card goes home and the later release does nothing."""
    t = Table(qtbot, deal=1)
    state = t.state
    item = t.scene.card_item(state.turned)
    home = QPointF(item.pos())
    p0, p1 = t.top_point(STOCK), t.top_point(WASTE, 2)
    t.press(p0)
    t.move(p0 + (p1 - p0) * 0.5)
    assert t.scene.is_dragging()
    t.send_move_without_buttons(p1)
    assert not t.scene.is_dragging() and item.pos() == home
    t.release(p1)
    assert t.requested == [] and t.clicked == [] and t.state is state
    t.check()


def test_accepting_piles_are_highlighted_while_dragging(qtbot):
    t = Table(qtbot, deal=1)
    state = t.state
    legal = [m for m in state.legal_moves() if m.source is STOCK]
    p0, p1 = t.top_point(STOCK), t.top_point(WASTE, 1)
    t.press(p0)
    for i in range(1, 5):
        t.move(p0 + (p1 - p0) * (i / 4))
    marks = [it for it in t.scene.items() if isinstance(it, HighlightItem) and it.isVisible()]
    assert len(marks) == len(legal)
    hot = [m for m in marks if m.style == "target"]
    assert len(hot) == 1
    assert hot[0].sceneBoundingRect().contains(t.scene.queries.top_card_rect(WASTE, 1).center())
    t.release(p1)
    assert not [it for it in t.scene.items() if isinstance(it, HighlightItem) and it.isVisible()]
    t.check()


def test_drop_goes_to_the_pile_with_the_largest_overlap(qtbot):
    t = Table(qtbot, deal=1)
    r1, r2 = t.scene.queries.top_card_rect(WASTE, 1), t.scene.queries.top_card_rect(WASTE, 2)
    # between the two piles, nearer pile 3 (index 2): 70 % of the way
    target = r1.center() + (r2.center() - r1.center()) * 0.7
    t.drag(t.top_point(STOCK), t.point(target), steps=10)
    assert t.requested == [Move(STOCK, 0, WASTE, 2)]
    t.check()


def test_drag_starts_only_after_the_drag_distance(qtbot):
    t = Table(qtbot, deal=1)
    item = t.scene.card_item(t.state.turned)
    home = QPointF(item.pos())
    p = t.top_point(STOCK)
    t.press(p)
    small = max(1, QApplication.startDragDistance() - 2)
    t.move(p + QPoint(small // 2, small // 2))
    assert item.pos() == home and not t.scene.is_dragging()
    t.move(p + QPoint(QApplication.startDragDistance() + 4, 0))
    assert t.scene.is_dragging() and item.pos() != home
    t.release(p + QPoint(QApplication.startDragDistance() + 4, 0))
    assert t.requested == [] and t.clicked == []
    t.check()


def test_every_variant_plays_by_drags(qtbot):
    """A few moves by drag in every game: stock to waste, waste or stock to foundation."""
    for variant in (Variant("sir-tommy"), Variant("strategy", 3), Variant("calculation", 4, True)):
        t = Table(qtbot, variant, deal=7)
        for step in range(10):
            legal = t.state.legal_moves()
            if not legal:
                break
            move = legal[0] if legal[0].target is FOUNDATION else Move(STOCK, 0, WASTE, step % len(t.state.wastes))
            source = (move.source, move.source_index)
            t.drag_pile(source, (move.target, move.target_index))
            assert t.requested[-1] == move
            t.check()
        assert len(t.game.moves) == len(t.requested)


def test_escape_cancels_a_drag(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    t = Table(qtbot, deal=1)
    state = t.state
    item = t.scene.card_item(state.turned)
    home = QPointF(item.pos())
    p0, p1 = t.top_point(STOCK), t.top_point(WASTE, 0)
    t.press(p0)
    for i in range(1, 5):
        t.move(p0 + (p1 - p0) * (i / 4))
    assert t.scene.is_dragging()
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_Escape)
    assert not t.scene.is_dragging() and item.pos() == home
    t.release(p1)
    assert t.requested == [] and t.clicked == [] and t.state is state
    t.check()


def test_highlight_ignores_piles_the_table_does_not_have(qtbot):
    t = Table(qtbot, Variant("calculation", 3), deal=1)
    t.scene.highlight_move(Move(STOCK, 0, WASTE, 3))
    assert t.scene.highlighted_move() is None
    assert not [it for it in t.scene.items() if isinstance(it, HighlightItem) and it.isVisible()]
    t.scene.highlight_move(Move(STOCK, 0, WASTE, 2))
    assert t.scene.highlighted_move() == Move(STOCK, 0, WASTE, 2)
