"""Suggest on the toolbar (issue #16, item 6): a button whose tooltip says how it
differs from Hint, and a real click on it asks the advisor."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.window_helpers import make_window


def test_suggest_has_a_toolbar_button_that_says_how_it_differs_from_hint(qtbot):
    w = make_window(qtbot)
    advisor = w.features["advisor_actions"]
    button = w.menus.toolbar.widgetForAction(advisor.action_suggest)
    assert button is not None and button.isVisible() and button.text() == "Suggest"
    tip = advisor.action_suggest.toolTip()
    assert "Hint" in tip and "knows the order of the stock" in tip and "fair" in tip
    toolbar = w.menus.toolbar.actions()
    assert toolbar.index(advisor.action_suggest) == toolbar.index(w.menus.named_action("hint")) + 1
    with qtbot.waitSignal(advisor.suggestionShown, timeout=30_000) as blocker:
        QTest.mouseClick(button, Qt.LeftButton)
    assert blocker.args[0] is not None and w.scene.highlighted_move() == blocker.args[0]


def test_nothing_is_played_for_the_player_during_the_demo(qtbot):
    w = make_window(qtbot, auto_foundations="finish")
    advisor, mover = w.features["advisor_actions"], w.features["auto_finish"]
    advisor.start_demo()
    assert mover.paused
    advisor.stop_demo()
    assert not mover.paused
