"""Every game one click away: Game > Choose game and its toolbar button list every game
and option of the game table, choosing one deals it (asking first about a game in
progress), the title names the game once, and random deals have at most ten digits."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from calculation_qt import i18n
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import ALL_VARIANTS, Variant
from calculation_qt.engine.deals import MAX_DEAL, RANDOM_DEALS
from tests.app.test_abandon_guard import answer, snapshot, window_with_a_game
from tests.ui.window_helpers import make_window


def pick_from_popup(qtbot, text: str) -> None:
    """When a menu pops up, click its entry ``text`` with the mouse."""
    def click():
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, click)
            return
        action = next(a for a in menu.actions() if a.text() == text)
        QTest.mouseClick(menu, Qt.LeftButton, pos=menu.actionGeometry(action).center())

    QTimer.singleShot(0, click)


def test_the_chooser_lists_every_game_and_option_and_ticks_the_one_played(qtbot):
    w = make_window(qtbot, variant=Variant("sir-tommy", 3))
    chooser = w.games
    assert set(chooser.actions) == set(ALL_VARIANTS) and len(chooser.actions) == len(ALL_VARIANTS)
    assert chooser.menu in [a.menu() for a in w.menus.menu_game.actions()]
    ticked = [v for v, a in chooser.actions.items() if a.isChecked()]
    assert ticked == [Variant("sir-tommy", 3)]
    for variant, action in chooser.actions.items():
        assert action.text() == i18n.variant_title(variant)
    assert chooser.actions[Variant("strategy", 3)].text() == "Strategy, three waste piles"
    bar = w.menus.toolbar
    assert bar.actions()[0] is chooser.tool_action and chooser.tool_action.menu() is chooser.menu


def test_the_toolbar_button_deals_the_game_chosen(qtbot):
    w = make_window(qtbot)
    w.show()
    qtbot.waitExposed(w)
    button = w.menus.toolbar.widgetForAction(w.games.tool_action)
    pick_from_popup(qtbot, "Strategy, three waste piles")
    with qtbot.waitSignal(w.controller.gameStarted, timeout=5000):
        qtbot.mouseClick(button, Qt.LeftButton)
    chosen = Variant("strategy", 3)
    assert w.controller.variant == chosen and w.settings.variant == chosen
    assert not w.controller.game.played and w.games.actions[chosen].isChecked()
    assert w.windowTitle() == f"Strategy, three waste piles \u2014 deal {w.controller.game.deal}"


def test_a_game_in_progress_is_abandoned_only_after_asking(qtbot):
    w = window_with_a_game(qtbot, confirm_abandon=True)
    before = snapshot(w)
    seen = {}
    answer(qtbot, w, QMessageBox.No, seen=seen)
    w.games.actions[Variant("sir-tommy")].trigger()
    assert "Sir Tommy" in seen["text"]
    assert snapshot(w) == before and w.games.actions[before[4]].isChecked()  # No: nothing changed
    assert not w.games.actions[Variant("sir-tommy")].isChecked()
    answer(qtbot, w, QMessageBox.Yes)
    w.games.actions[Variant("sir-tommy")].trigger()
    assert w.controller.variant == Variant("sir-tommy") and not w.controller.game.played


def test_the_title_names_the_game_once(qtbot):
    w = make_window(qtbot, deal=123456789)
    assert w.windowTitle() == "Calculation \u2014 deal 123456789"
    w.controller.new_deal(5, Variant("sir-tommy", 3))
    assert w.windowTitle() == "Sir Tommy, three waste piles \u2014 deal 5"
    w.controller.new_deal(2026120220000, Variant("strategy"), daily="2026-12-02")
    assert w.windowTitle() == f"Strategy \u2014 daily deal {i18n.date('2026-12-02')}"


def test_random_deals_have_at_most_ten_digits_and_any_number_still_plays(qtbot):
    assert RANDOM_DEALS == 10**10
    seeded = GameController(Settings(), rng=random.Random(1))
    unseeded = GameController(Settings())
    draws = [seeded.random_deal() for _ in range(500)] + [unseeded.random_deal() for _ in range(500)]
    assert all(0 <= n < 10**10 for n in draws) and max(draws) >= 10**9  # ten digits, not fewer
    unseeded.new_deal()
    assert len(str(unseeded.game.deal)) <= 10
    unseeded.new_deal(MAX_DEAL)  # Deal by number: any number up to 2^64 - 1
    assert unseeded.game.deal == MAX_DEAL
