"""Real mouse events on the view's viewport: drags to every waste pile, a waste top to
a foundation, refused drops and drops on the empty table, click-to-play on and off, a double click
that plays a card home with Autoplay off."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from calculation_qt.engine import Card, parse_move

from .window_helpers import F, S, W, assert_table_matches, click, drag, make_window, pile_point, top_point, view_point

# Deal 1 (Calculation): bases AD 2H 3S 4D; the stock starts 5C 5S 9H 6S JC ...
# (foundations want 2, 4, 6, 8), so 5C, 5S, 9H go to waste piles and 6S fits foundation 3.


def test_turned_card_to_each_waste_pile(qtbot):
    w = make_window(qtbot)
    c = w.controller
    for j in range(4):
        card = c.state.turned
        drag(w, top_point(w, S), pile_point(w, W, j))
        assert c.state.wastes[j] == (card,)
        assert c.game.position == j + 1
        assert_table_matches(w)
    assert w.status_moves.text() == "Moves: 4"
    assert w.status_stock.text() == f"Stock: {c.state.stock_left - 1}"  # face down: the turned card is out


def test_waste_top_to_foundation(qtbot):
    w = make_window(qtbot)
    c = w.controller
    for j in range(4):
        drag(w, top_point(w, S), pile_point(w, W, j))
    assert c.state.wastes[3] == (Card.parse("6S"),)
    drag(w, top_point(w, W, 3), pile_point(w, F, 2))
    assert c.state.foundations[2][-1] == Card.parse("6S")
    assert c.state.wastes[3] == ()
    assert [str(m) for m in c.game.played] == ["s>w1", "s>w2", "s>w3", "s>w4", "w4>f3"]
    assert_table_matches(w)


def test_refused_drop_springs_back(qtbot):
    w = make_window(qtbot)
    c = w.controller
    before = c.state
    home = w.scene.card_item(before.turned).pos()
    drag(w, top_point(w, S), pile_point(w, F, 0))  # 5C on the Ace: refused
    assert c.state is before and c.game.position == 0
    assert w.scene.card_item(before.turned).pos() == home
    assert_table_matches(w)
    # a waste top dragged onto another waste pile: refused too
    drag(w, top_point(w, S), pile_point(w, W, 0))
    after_one = c.state
    drag(w, top_point(w, W, 0), pile_point(w, W, 1))
    assert c.state is after_one
    assert_table_matches(w)


def test_refused_drop_springs_back_animated(qtbot):
    w = make_window(qtbot, animation_ms=120)
    c = w.controller
    before = c.state
    home = w.scene.card_item(before.turned).pos()
    drag(w, top_point(w, S), pile_point(w, F, 1))
    assert c.state is before
    qtbot.waitUntil(lambda: not w.scene.is_animating(), timeout=3000)
    assert w.scene.card_item(before.turned).pos() == home
    assert_table_matches(w)


def test_drop_on_empty_table_changes_nothing(qtbot):
    w = make_window(qtbot)
    c = w.controller
    before = c.state
    rect = w.scene.sceneRect()
    empty = QPointF(rect.right() - 30, rect.bottom() - 30)
    drag(w, top_point(w, S), empty)
    assert c.state is before
    assert_table_matches(w)
    # and a press on the empty table, dragged onto a pile, moves nothing either
    drag(w, empty, pile_point(w, W, 0))
    assert c.state is before


def test_click_to_play_on(qtbot):
    w = make_window(qtbot, autoplay=True)
    c = w.controller
    card = c.state.turned  # 5C: no foundation wants it -> a waste pile
    click(w, top_point(w, S))
    assert c.game.position == 1
    assert any(p == (card,) for p in c.state.wastes)
    # play on until 6S is turned: a click sends it to foundation 3
    while c.state.turned != Card.parse("6S"):
        click(w, top_point(w, S))
    click(w, top_point(w, S))
    assert c.state.foundations[2][-1] == Card.parse("6S")
    assert_table_matches(w)


def test_click_on_waste_top_plays_it_to_foundation(qtbot):
    w = make_window(qtbot, autoplay=True)
    c = w.controller
    for m in ("s>w1", "s>w2", "s>w3", "s>w4"):
        c.play(parse_move(m))
    click(w, top_point(w, W, 3))
    assert c.state.foundations[2][-1] == Card.parse("6S")
    assert_table_matches(w)


def test_click_to_play_off(qtbot):
    w = make_window(qtbot, autoplay=False)
    c = w.controller
    before = c.state
    click(w, top_point(w, S))
    assert c.state is before
    assert "Autoplay is off" in w.statusBar().currentMessage()
    # a drag still plays
    drag(w, top_point(w, S), pile_point(w, W, 2))
    assert c.game.position == 1


def test_mouse_during_an_animation_finishes_it_first(qtbot):
    w = make_window(qtbot, animation_ms=500)
    c = w.controller
    first = c.state.turned
    drag(w, top_point(w, S), pile_point(w, W, 0))
    assert w.scene.is_animating() or c.state.wastes[0] == (first,)
    second = c.state.turned
    # at once, while the first card may still be flying: click the next turned card
    click(w, top_point(w, S))
    assert c.game.position == 2
    assert first in c.state.wastes[0] and sum(len(p) for p in c.state.wastes) == 2
    assert second in [p[-1] for p in c.state.wastes if p]
    w.finish_animations()
    assert_table_matches(w)


def double_click(window, point: QPointF) -> None:
    """A click, then the second press (Qt's double-click event) and its release."""
    vp, at = window.view.viewport(), view_point(window, point)
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, at)
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, at)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, at)


def test_a_double_click_plays_a_card_home_with_autoplay_off(qtbot):
    w = make_window(qtbot, autoplay=False)
    c = w.controller
    for j in range(3):  # 5C 5S 9H onto waste piles: 6S is turned, foundation 3 wants it
        drag(w, top_point(w, S), pile_point(w, W, j))
    assert c.state.turned == Card.parse("6S")
    double_click(w, top_point(w, S))
    assert c.state.foundations[2][-1] == Card.parse("6S")
    assert c.game.position == 4  # one card played, no more
    assert "Autoplay is off" not in w.messages.text  # (that message is no longer true)
    # a card no foundation wants stays where it is
    before = c.state
    double_click(w, top_point(w, W, 0))
    assert c.state is before
    assert_table_matches(w)


def test_a_double_click_with_autoplay_on_plays_one_card(qtbot):
    w = make_window(qtbot, autoplay=True)
    c = w.controller
    double_click(w, top_point(w, S))
    assert c.game.position == 1
