"""Animations, input during animations, highlights, the win celebration, labels and
variant changes of the table."""

from PySide6.QtCore import QPointF

from calculation_qt.engine import ALL_CARDS, Game, GameState, Move, Variant
from calculation_qt.ui.items import HighlightItem
from calculation_qt.ui.table_scene import TableScene

from .table_harness import FOUNDATION, STOCK, WASTE, Table, check_table


def won_state(variant: Variant) -> GameState:
    foundations = []
    suits = iter("SHDC")
    for rule in variant.foundations:
        if rule.follows_suit:
            suit = next(suits)
            foundations.append(tuple(next(c for c in ALL_CARDS if c.rank == v and c.suit == suit)
                                     for v in rule.sequence))
        else:
            foundations.append(None)
    # non-suited games: hand out the values in each foundation's sequence
    pool = list(ALL_CARDS)
    for k, rule in enumerate(variant.foundations):
        if foundations[k] is None:
            pile = []
            for v in rule.sequence:
                card = next(c for c in pool if c.rank == v)
                pool.remove(card)
                pile.append(card)
            foundations[k] = tuple(pile)
    return GameState(variant, (), tuple(foundations), ((),) * variant.waste_piles)


def test_instant_animation_puts_cards_at_once(qtbot):
    t = Table(qtbot, deal=3, ms=0)
    with qtbot.assertNotEmitted(t.scene.animationsFinished):
        t.drag_pile((STOCK, 0), (WASTE, 0))
    assert not t.scene.is_animating()
    t.check()


def test_animated_move_ends_where_the_state_says(qtbot):
    t = Table(qtbot, deal=3, ms=150)
    card = t.state.turned
    with qtbot.waitSignal(t.scene.animationsFinished, timeout=3000):
        t.drag_pile((STOCK, 0), (WASTE, 3))
        assert t.scene.is_animating()
    assert t.state.wastes[3] == (card,)
    t.check()


def test_input_during_an_animation_finishes_it_first(qtbot):
    """A press during an animation ends it at once and then acts: nothing lost or doubled."""
    t = Table(qtbot, deal=3, ms=5000)
    first = t.state.turned
    t.drag_pile((STOCK, 0), (WASTE, 0))
    assert t.scene.is_animating()
    second = t.state.turned
    # the new turned card is still flying from the stock; drag it from its final place
    t.drag_pile((STOCK, 0), (WASTE, 1))
    assert t.requested == [Move(STOCK, 0, WASTE, 0), Move(STOCK, 0, WASTE, 1)]
    assert t.state.wastes[0] == (first,) and t.state.wastes[1] == (second,)
    t.scene.finish_animations()
    t.check()
    # a click during an animation: the animation ends, the click is reported once
    t.drag_pile((STOCK, 0), (WASTE, 2))
    assert t.scene.is_animating()
    t.click(t.top_point(STOCK))
    assert not t.scene.is_animating()
    assert t.clicked == [(STOCK, 0)]
    t.check()


def test_set_state_during_animation_and_undo(qtbot):
    t = Table(qtbot, deal=3, ms=5000)
    t.drag_pile((STOCK, 0), (WASTE, 0))
    assert t.scene.is_animating()
    t.game.undo()
    with qtbot.waitSignal(t.scene.animationsFinished, timeout=1000):
        t.scene.set_state(t.state)  # the first animation ends, the undo animates
    assert t.scene.is_animating()
    with qtbot.waitSignal(t.scene.animationsFinished, timeout=1000):
        t.scene.finish_animations()
    t.check()
    t.game.redo()
    t.scene.set_state(t.state, animate=False)
    assert not t.scene.is_animating()
    t.check()


def test_highlight_move_marks_source_and_target(qtbot):
    t = Table(qtbot, deal=3)
    move = Move(STOCK, 0, WASTE, 2)
    t.scene.highlight_move(move)
    assert t.scene.highlighted_move() == move
    marks = [it for it in t.scene.items() if isinstance(it, HighlightItem) and it.isVisible()]
    assert len(marks) == 2 and all(m.style == "hint" for m in marks)
    centres = {(round(m.sceneBoundingRect().center().x()), round(m.sceneBoundingRect().center().y()))
               for m in marks}
    for rect in (t.scene.queries.top_card_rect(STOCK, 0), t.scene.queries.top_card_rect(WASTE, 2)):
        assert (round(rect.center().x()), round(rect.center().y())) in centres
    t.scene.highlight_move(None)
    assert not [it for it in t.scene.items() if isinstance(it, HighlightItem) and it.isVisible()]
    # a new state clears it too
    t.scene.highlight_move(move)
    t.drag_pile((STOCK, 0), (WASTE, 2))
    assert t.scene.highlighted_move() is None
    assert not [it for it in t.scene.items() if isinstance(it, HighlightItem) and it.isVisible()]


def test_celebration_moves_cards_and_a_press_stops_it(qtbot):
    for variant in (Variant(), Variant("strategy", 3)):
        state = won_state(variant)
        assert state.is_won
        t = Table(qtbot, game=Game(variant, tuple(ALL_CARDS)), ms=100)
        t.scene.set_state(state, animate=False)
        check_table(t.scene, state)
        home = {c: QPointF(t.scene.card_item(c).pos()) for c in ALL_CARDS}
        t.scene.celebrate()
        assert t.scene.is_animating()
        qtbot.wait(400)
        moved = [c for c in ALL_CARDS if t.scene.card_item(c).pos() != home[c]]
        assert len(moved) >= 3
        with qtbot.waitSignal(t.scene.animationsFinished, timeout=1000):
            t.press(t.point(QPointF(300, 300)))
        t.release(t.point(QPointF(300, 300)))
        assert not t.scene.is_animating()
        assert t.requested == [] and t.clicked == []
        check_table(t.scene, state)


def test_celebration_runs_to_its_end(qtbot):
    state = won_state(Variant("sir-tommy"))
    scene = TableScene()
    scene.set_animation_ms(0)
    scene.set_state(state, animate=False)
    scene.celebrate(duration_ms=600)
    assert scene.is_animating()
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        pass
    check_table(scene, state)


def test_labels_show_step_and_next_rank(qtbot):
    t = Table(qtbot, Variant("calculation"), deal=1)
    assert t.scene.label_text(FOUNDATION, 1) == "+2\nnext 4"
    assert t.scene.label_text(FOUNDATION, 3) == "+4\nnext 8"
    assert t.scene.label_text(STOCK, 0) == f"Stock\n{t.state.stock_left - 1} left"  # the turned card is out
    s = Table(qtbot, Variant("strategy"), deal=1)
    assert s.scene.label_text(FOUNDATION, 0) == "A\u2192K\nnext A"
    ace = next(c for c in ALL_CARDS if c.rank == 1 and c.suit == "H")
    state = GameState(s.state.variant, tuple(c for c in ALL_CARDS if c != ace),
                      ((ace,), (), (), ()), ((),) * 4)
    s.scene.set_state(state, animate=False)
    assert s.scene.label_text(FOUNDATION, 0) == "A\u2192K\nnext 2\u2665"
    won = won_state(Variant())
    t.scene.set_state(won, animate=False)
    assert t.scene.label_text(FOUNDATION, 2).endswith("done \u2713")
    assert t.scene.label_text(STOCK, 0) == "Stock\nempty"


def test_variant_change_rebuilds_the_piles(qtbot):
    t = Table(qtbot, Variant("calculation", 4), deal=5)
    t.drag_pile((STOCK, 0), (WASTE, 3))
    three = Game.from_deal(Variant("calculation", 3), 5)
    t.game = three
    t.scene.set_state(three.state)
    assert not t.scene.is_animating()
    t.check()
    assert t.scene.queries.pile_rect(WASTE, 2).right() <= t.scene.sceneRect().right()
    for j in range(3):
        t.drag_pile((STOCK, 0), (WASTE, j))
        t.check()
    assert len(three.moves) == 3


def test_the_next_stock_card_turns_over_in_flight(qtbot):
    t = Table(qtbot, deal=3, ms=600)
    nxt = t.state.stock[1]
    item = t.scene.card_item(nxt)
    assert not item.face_up
    t.drag_pile((STOCK, 0), (WASTE, 0))
    assert t.scene.is_animating()
    qtbot.waitUntil(lambda: not item.transform().isIdentity(), timeout=2000)
    assert item.transform().m11() < 1.0 and item.transform().m22() == 1.0
    with qtbot.waitSignal(t.scene.animationsFinished, timeout=3000):
        pass
    assert item.transform().isIdentity() and item.face_up
    t.check()
