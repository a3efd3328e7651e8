"""Asking before a game in progress is abandoned (app/features/abandon_guard.py): New deal, Deal
by number, the daily deal and a rule change each ask, through real key presses and
clicks; "No" leaves the game untouched; "Don't ask again" stops the questions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from calculation_qt.app.storage.settings import Settings
from calculation_qt.app.storage.stats import Statistics
from calculation_qt.engine import Variant, parse_move
from tests.ui.window_helpers import make_window

FEATURES = ("persistence", "hint", "winnable_deals", "daily_deal", "was_it_winnable", "advisor_actions",
            "abandon_guard")


def window_with_a_game(qtbot, **settings):
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.engine import Game

    settings.setdefault("animation_ms", 0)
    s = Settings(**settings)
    w = MainWindow(GameController(s, Game.from_deal(s.variant, 1)), features=FEATURES)
    qtbot.addWidget(w)
    w.resize(900, 900)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    w.view.setFocus()
    for m in ("s>w1", "s>w2", "s>w3"):
        assert w.controller.play(parse_move(m))
    return w


def snapshot(w):
    c = w.controller
    return c.game, list(c.game.moves), c.game.position, c.state, c.variant


def answer(qtbot, w, button, tick: bool = False, seen=None):
    """When the question shows, (tick "Don't ask again" and) click ``button`` with the mouse."""
    seen = seen if seen is not None else {}

    def click():
        box = w.features["abandon_guard"].box
        if box is None or not box.isVisible():
            QTimer.singleShot(10, click)
            return
        seen["text"] = box.text()
        seen["informative"] = box.informativeText()
        if tick:
            QTest.mouseClick(box.checkBox(), Qt.LeftButton)
        QTest.mouseClick(box.button(button), Qt.LeftButton)

    QTimer.singleShot(0, click)
    return seen


def no_question(qtbot, w):
    """Fail if a question shows (closing it with No so that the test goes on)."""
    seen = {}

    def check():
        box = w.features["abandon_guard"].box
        if box is not None:
            seen["asked"] = True
            box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, check)
    return seen


def press_new_deal(w):
    if not w.isActiveWindow():  # (after a question box, the window takes the focus back)
        w.activateWindow()
        QApplication.processEvents()
    QTest.keyClick(w.view, Qt.Key_N, Qt.ControlModifier)


def deal_by_number(qtbot, w, number: int):
    def fill():
        d = w.deal_dialog
        if d is None:
            QTimer.singleShot(10, fill)
            return
        d.edit.setFocus()
        d.edit.selectAll()
        QTest.keyClicks(d.edit, str(number))
        QTest.mouseClick(d.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, fill)
    w.menus.named_action("deal_number").trigger()


def daily(w, variant: Variant):
    actions = w.features["daily_deal"].daily_actions
    actions[variant].trigger()


def change_rules(qtbot, w):
    def change():
        d = w.settings_dialog
        if d is None:
            QTimer.singleShot(10, change)
            return
        box = d.option_box("three_piles")  # (on its text: a wide box's right part is no button)
        QTest.mouseClick(box, Qt.LeftButton, Qt.NoModifier, QPoint(12, box.height() // 2))
        QTest.mouseClick(d.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, change)
    w.menus.named_action("settings").trigger()


KINDS = {
    "new deal": (press_new_deal, "Deal a new game?"),
    "deal by number": (lambda w: deal_by_number(None, w, 2026), "Play deal 2026 instead of this game?"),
    "daily deal": (lambda w: daily(w, Variant("sir-tommy")), "daily deal of Sir Tommy"),
    "rule change": (lambda w: change_rules(None, w), "Switch to Calculation, three waste piles?"),
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_no_leaves_the_game_untouched(qtbot, kind):
    w = window_with_a_game(qtbot)
    before = snapshot(w)
    do, words = KINDS[kind]
    seen = answer(qtbot, w, QMessageBox.StandardButton.No)
    do(w)
    assert words in seen.get("text", ""), seen
    assert snapshot(w) == before
    assert not w.solver.busy  # nothing was started either
    assert Statistics.load().get(w.controller.game.variant.key).played == 0  # nothing counted
    assert w.settings.variant == Variant() and w.settings.confirm_abandon


@pytest.mark.parametrize("kind", ["new deal", "deal by number", "rule change"])
def test_yes_abandons_and_counts_it_lost(qtbot, kind):
    w = window_with_a_game(qtbot)
    old = w.controller.game
    do, _words = KINDS[kind]
    answer(qtbot, w, QMessageBox.StandardButton.Yes)
    do(w)
    assert w.controller.game is not old and w.controller.game.position == 0
    s = Statistics.load().get(old.variant.key)
    assert s.played == 1 and s.abandoned == 1


def test_dont_ask_again(qtbot):
    w = window_with_a_game(qtbot)
    answer(qtbot, w, QMessageBox.StandardButton.Yes, tick=True)
    press_new_deal(w)
    assert w.settings.confirm_abandon is False and Settings.load().confirm_abandon is False
    w.controller.play(parse_move("s>w1"))
    deals_without_asking(qtbot, w)


def test_ticked_with_no_is_not_kept(qtbot):
    w = window_with_a_game(qtbot)
    before = snapshot(w)
    answer(qtbot, w, QMessageBox.StandardButton.No, tick=True)
    press_new_deal(w)
    assert snapshot(w) == before and w.settings.confirm_abandon is True


def test_nothing_is_asked_without_a_game_in_progress(qtbot):
    deals_without_asking(qtbot, make_window(qtbot))


def deals_without_asking(qtbot, w) -> None:
    seen = no_question(qtbot, w)
    old = w.controller.game
    press_new_deal(w)
    qtbot.wait(20)
    assert not seen and w.controller.game is not old


def test_the_setting_is_in_the_settings_dialog(qtbot):
    w = window_with_a_game(qtbot, confirm_abandon=False)

    def change():
        d = w.settings_dialog
        box = d.row_widget("confirm_abandon")
        assert not box.isChecked()
        QTest.mouseClick(box, Qt.LeftButton)
        QTest.mouseClick(d.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, change)
    w.menus.named_action("settings").trigger()
    assert w.settings.confirm_abandon is True
    assert QApplication.activeModalWidget() is None


def test_the_question_is_true_of_a_game_the_demo_played_in(qtbot):
    """A game the Demo played in is not counted: the question does not say it counts as lost."""
    w = window_with_a_game(qtbot)
    old = w.controller.game
    QTest.keyClick(w.view, Qt.Key_D)  # Demo
    qtbot.waitUntil(lambda: w.features.demo_running, timeout=5000)
    QTest.keyClick(w.view, Qt.Key_Escape)  # any key stops it
    qtbot.waitUntil(lambda: not w.features.demo_running, timeout=5000)
    seen = answer(qtbot, w, QMessageBox.StandardButton.Yes)
    press_new_deal(w)
    assert w.controller.game is not old
    assert "counts as lost" not in seen["informative"] and "not counted" in seen["informative"]
    assert Statistics.load().get(old.variant.key).played == 0  # as the question said


def test_every_question_shows_one_shared_icon_picture(qtbot):
    """Each box drawing its standard icon anew left a copy in Qt's pixmap cache (about
    11 KiB a new deal); the question's icon is one picture, shared."""
    w = window_with_a_game(qtbot, confirm_abandon=True)
    keys = []
    for _ in range(2):
        def look():
            box = w.features["abandon_guard"].box
            if box is None or not box.isVisible():
                QTimer.singleShot(10, look)
                return
            keys.append(box.iconPixmap().cacheKey())
            assert not box.iconPixmap().isNull()
            QTest.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.LeftButton)

        QTimer.singleShot(0, look)
        press_new_deal(w)
    assert len(keys) == 2 and keys[0] == keys[1]
