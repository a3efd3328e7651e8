"""A click plays one card (issue #16, item 3): a double click on the turned card makes
exactly one move, and no click acts on a card that came up less than the double-click
interval before it (in the input events' own time)."""

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from calculation_qt.engine import PileKind

from .window_helpers import make_window, top_point, view_point

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


def send(window, etype, scene_point: QPointF, ms: int) -> None:
    """A real mouse event on the view's viewport with timestamp ``ms``."""
    vp = window.view.viewport()
    p = QPointF(view_point(window, scene_point))
    buttons = Qt.NoButton if etype == QEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(etype, p, QPointF(vp.mapToGlobal(p.toPoint())), Qt.LeftButton, buttons, Qt.NoModifier)
    event.setTimestamp(ms)
    QApplication.sendEvent(vp, event)


def double_click(window, scene_point: QPointF, t0: int) -> None:
    """What the window system sends for a double click: press, release, press, double
    click, release, all within a few milliseconds."""
    send(window, QEvent.MouseButtonPress, scene_point, t0)
    send(window, QEvent.MouseButtonRelease, scene_point, t0 + 60)
    send(window, QEvent.MouseButtonPress, scene_point, t0 + 120)
    send(window, QEvent.MouseButtonDblClick, scene_point, t0 + 120)
    send(window, QEvent.MouseButtonRelease, scene_point, t0 + 180)


def test_a_double_click_on_the_turned_card_makes_exactly_one_move(qtbot):
    w = make_window(qtbot, autoplay=True)
    c = w.controller
    first, second = c.state.stock[0], c.state.stock[1]
    double_click(w, top_point(w, S), 10_000)
    assert c.game.position == 1
    assert first not in c.state.stock and c.state.turned == second
    # the same again later: again exactly one move
    double_click(w, top_point(w, S), 20_000)
    assert c.game.position == 2 and second not in c.state.stock


def test_no_click_plays_a_card_that_came_up_within_the_double_click_interval(qtbot):
    w = make_window(qtbot, autoplay=True)
    c = w.controller
    interval = QApplication.doubleClickInterval()
    p = top_point(w, S)
    send(w, QEvent.MouseButtonPress, p, 50_000)
    send(w, QEvent.MouseButtonRelease, p, 50_050)
    assert c.game.position == 1
    # the next turned card came up at 50 050: a click that starts before 50 050 + interval does nothing
    t = 50_050 + interval - 10
    send(w, QEvent.MouseButtonPress, p, t)
    send(w, QEvent.MouseButtonRelease, p, t + 30)
    assert c.game.position == 1
    # once the interval has passed, a click plays it
    t = 50_050 + interval + 10
    send(w, QEvent.MouseButtonPress, p, t)
    send(w, QEvent.MouseButtonRelease, p, t + 30)
    assert c.game.position == 2


def test_a_card_turned_up_after_the_press_is_not_played_by_its_release(qtbot):
    w = make_window(qtbot, autoplay=True)
    c = w.controller
    p = top_point(w, S)
    send(w, QEvent.MouseButtonPress, p, 70_000)
    w.keyboard.key_to_waste(0)  # the turned card leaves under the held button; another comes up
    assert c.game.position == 1
    send(w, QEvent.MouseButtonRelease, p, 71_000)
    assert c.game.position == 1
