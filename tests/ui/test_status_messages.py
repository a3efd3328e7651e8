"""What the game says, and what hovering says (app/shell/status_messages.py): status
tips stay in the status bar and never reach the banner; a message too long for the
status bar shows whole in the banner until the next move or a click; Ctrl+F finishes."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from calculation_qt.app.shell.status_messages import fits_status_bar
from calculation_qt.engine import Game, PileKind, Variant
from calculation_qt.solver import solve
from tests.solver.positions import late_position

from .window_helpers import click, make_window, pile_point, top_point

LONG = ("No foundation wants the Seven of Diamonds now: foundation 1 wants a Four, foundation 2 a Six, "
        "foundation 3 a Nine and foundation 4 a King.")


def small_window(qtbot, **kw):
    w = make_window(qtbot, **kw)
    w.resize(640, 460)
    qtbot.waitUntil(lambda: w.width() <= 700)
    return w


def hover(qtbot, widget, point: QPoint | None = None) -> None:
    """Real mouse moves onto ``widget`` (its centre unless ``point``)."""
    QTest.mouseMove(widget, QPoint(1, 1))
    QTest.mouseMove(widget, point if point is not None else widget.rect().center())
    qtbot.wait(20)


def test_hovering_a_toolbar_button_says_its_tip_in_the_status_bar_only(qtbot):
    w = small_window(qtbot)
    action = w.features["auto_finish"].finish_action.action  # a tip longer than the status bar
    assert not fits_status_bar(w.statusBar(), action.statusTip())
    hover(qtbot, w.menus.toolbar.widgetForAction(action))
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == action.statusTip())
    qtbot.wait(50)
    assert w.banner_kind() == "" and not w.banner.isVisible()


def test_a_hover_neither_hides_nor_replaces_a_long_message_in_the_banner(qtbot):
    w = small_window(qtbot)
    w.status_message(LONG)
    assert w.banner.isVisible() and w.banner.kind == "info" and LONG in w.banner.label.text()
    for action in (w.menus.action_new, w.menus.action_settings, w.menus.action_rules):
        hover(qtbot, w.menus.toolbar.widgetForAction(action))
        qtbot.waitUntil(lambda a=action: w.statusBar().currentMessage() == a.statusTip())
        assert w.banner.isVisible() and LONG in w.banner.label.text()
    # a menu item too
    menu = w.menus.menu("game")
    menu.popup(w.mapToGlobal(QPoint(10, 10)))
    qtbot.waitExposed(menu)
    action = w.menus.action_deal_number
    hover(qtbot, menu, menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == action.statusTip())
    assert w.banner.isVisible() and LONG in w.banner.label.text()
    menu.hide()
    # the mouse moving on over the table takes nothing away
    hover(qtbot, w.view.viewport())
    assert w.banner.isVisible() and LONG in w.banner.label.text()


def test_when_the_hover_ends_the_games_message_comes_back(qtbot):
    w = make_window(qtbot)
    w.status_message("Nothing to undo.", 0)
    hover(qtbot, w.menus.toolbar.widgetForAction(w.menus.action_new))
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == w.menus.action_new.statusTip())
    hover(qtbot, w.view.viewport())  # leaving the button: an empty status tip
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == "Nothing to undo.")


def test_the_long_message_goes_at_the_next_move(qtbot):
    w = small_window(qtbot)
    w.status_message(LONG)
    c = w.controller
    move = next(m for m in c.state.legal_moves() if m.target is PileKind.WASTE)
    from .window_helpers import drag

    drag(w, top_point(w, PileKind.STOCK), pile_point(w, PileKind.WASTE, move.target_index))
    assert c.game.position == 1
    assert not w.banner.isVisible()


def test_the_long_message_goes_at_a_click_on_the_table(qtbot):
    w = small_window(qtbot)
    w.status_message(LONG)
    assert w.banner.isVisible()
    click(w, w.scene.queries.pile_rect(PileKind.FOUNDATION, 3).center())
    assert not w.banner.isVisible()


def test_a_short_message_fits_beside_the_fields_with_a_gap(qtbot):
    w = make_window(qtbot)
    w.status_message("Nothing to undo.")
    assert not w.banner.isVisible()
    gap = w.status_game.contentsMargins().left()
    assert gap >= 2 * w.fontMetrics().averageCharWidth()


def test_ctrl_f_finishes_and_its_answer_shows_whole(qtbot):
    state = late_position(Variant(), 2, 0, seed=0)
    assert solve(state, max_nodes=50_000).verdict == "lost" and not state.is_over
    game = Game(state.variant, tuple(state.all_cards()), None, states=[state])
    w = small_window(qtbot, game=game)
    action = w.features["auto_finish"].finish_action.action
    assert QKeySequence("Ctrl+F") in action.shortcuts()
    others = [a for a in w.findChildren(type(action)) if a is not action and QKeySequence("Ctrl+F") in a.shortcuts()]
    assert others == []
    QTest.keyClick(w.view, Qt.Key_F, Qt.ControlModifier)
    qtbot.waitUntil(lambda: "no line wins" in w.statusBar().currentMessage())
    assert w.banner.isVisible() and "no line wins from here" in w.banner.label.text()
    hover(qtbot, w.view.viewport(), QPoint(30, 30))
    hover(qtbot, w.view.viewport(), QPoint(200, 100))
    assert w.banner.isVisible() and "no line wins from here" in w.banner.label.text()


def test_a_message_the_fields_grow_over_moves_to_the_banner(qtbot):
    # a message that fits when said, then the fields beside it grow (a longer deal
    # number, a narrower window): it must not stay cut in the status bar
    w = small_window(qtbot)
    bar = w.statusBar()
    text = "Hint: the Seven of Diamonds to waste pile 3."
    assert fits_status_bar(bar, text)
    w.status_message(text, 0)
    assert w.banner_kind() == ""
    w.resize(420, 460)
    qtbot.waitUntil(lambda: not fits_status_bar(bar, text))
    qtbot.waitUntil(lambda: w.banner_kind() == "info")
    assert text in w.banner.label.text()
    # a click on the table takes it away for good, however the bar is laid out after
    click(w, w.scene.queries.pile_rect(PileKind.FOUNDATION, 3).center())
    assert w.banner_kind() == ""
    w.resize(400, 460)
    qtbot.wait(50)
    assert w.banner_kind() == ""
