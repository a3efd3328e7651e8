"""The end-of-game messages as a player meets them: the blocked message hides no pile's
top card (the long fans squeeze above it, the table stays), the win message shows
whole, a win the demo played in says it is not counted, and "Was it winnable?" answers
after an Undo out of a blocked game and after a restart with one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from calculation_qt.engine import Game, Variant, parse_move
from tests.app.persist_helpers import close_window
from tests.app.persist_helpers import make_window as make_full_window
from tests.engine.helpers import winning_deck, winning_moves

from .window_helpers import activate, make_window

KEYS = [Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_4]


def block_with_keys(qtbot, w, pile: int = 0) -> None:
    """Deal 1: every card onto one waste pile with its number key blocks the game."""
    for _ in range(48):
        if w.controller.state.stock:
            QTest.keyClick(w.view, KEYS[pile])
    assert w.controller.state.is_blocked
    qtbot.waitUntil(lambda: all(b.isVisible() for b in w.banner.findChildren(QPushButton)
                                if b.text() in w.banner.button_titles()))


def top_cards_on_screen(w) -> list[QRect]:
    """Each waste pile's top card, in the view's coordinates (the banner's parent)."""
    view, out = w.view, []
    for pile in w.controller.state.wastes:
        if pile:
            rect = view.mapFromScene(w.scene.card_item(pile[-1]).sceneBoundingRect()).boundingRect()
            out.append(rect.translated(view.viewport().pos()))
    return out


@pytest.mark.parametrize("size", [(941, 883), (640, 480), (1600, 1000)])
def test_the_blocked_message_hides_no_top_card_and_goes_with_undo(qtbot, size):
    w = make_window(qtbot)
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.width() - size[0]) < 60)
    qtbot.wait(20)
    scale = w.view.scale_factor()
    block_with_keys(qtbot, w)
    banner = w.banner
    assert banner.isVisible() and banner.kind == "blocked"
    for top in top_cards_on_screen(w):
        assert not top.intersects(banner.geometry()), (top, banner.geometry())
    assert w.view.scale_factor() == scale  # the cards keep their size
    QTest.mouseClick(banner.button("Undo"), Qt.LeftButton)
    assert not banner.isVisible()
    lay = w.scene.table_layout
    assert lay.fan_room == lay.height - lay.waste_y - lay.card_h - 18  # the whole table again


@pytest.mark.parametrize("size", [(941, 883), (640, 480), (760, 600)])
def test_the_win_message_shows_whole(qtbot, size):
    v = Variant()
    deck, _ = winning_deck(v)
    w = make_window(qtbot, game=Game(v, tuple(deck)))
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.width() - size[0]) < 60)
    for text in winning_moves(v)[:-1]:
        w.controller.play(parse_move(text))
    QTest.keyClick(w.view, Qt.Key_F)  # the last card, with a key
    assert w.controller.state.is_won and w.banner.kind == "won"
    for width in (size[0], size[0] - 200, size[0]):  # and while the window changes width
        w.resize(width, size[1])
        qtbot.wait(20)
        label = w.banner.label
        assert label.heightForWidth(label.width()) <= label.height(), label.text()
        assert w.banner.geometry().bottom() < w.view.height()


def test_a_win_the_demo_played_in_says_it_is_not_counted(qtbot):
    v = Variant()
    deck, _ = winning_deck(v)
    w, _p = make_full_window(qtbot)
    w.settings.auto_foundations = "off"  # (the demo, not the window, plays the last card)
    w.controller.set_game(Game(v, tuple(deck)))
    w.show()
    qtbot.waitExposed(w)
    for text in winning_moves(v)[:-1]:
        w.controller.play(parse_move(text))
    assert not w.controller.state.is_won
    activate(qtbot, w)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key_D)  # the demo plays the last card
    qtbot.waitUntil(lambda: w.controller.state.is_won, timeout=20000)
    text = w.banner.label.text()
    assert "demo games are not counted" in text
    assert "streak" not in text
    close_window(w)


def test_was_it_winnable_after_undo_out_of_a_blocked_game_and_after_a_restart(qtbot):
    w, _p = make_full_window(qtbot)
    w.settings.auto_foundations = "off"
    w.controller.new_deal(1)
    w.show()
    qtbot.waitExposed(w)
    activate(qtbot, w)
    w.view.setFocus()
    block_with_keys(qtbot, w)
    winnable = w.features["was_it_winnable"]
    QTest.mouseClick(w.banner.button("Undo"), Qt.LeftButton)
    assert not w.controller.state.is_blocked
    assert winnable.action_winnable.isEnabled()
    assert winnable.verdict_game() is not None and winnable.verdict_game().deal == 1
    QTest.keyClick(w.view, Qt.Key_1)  # blocked again, and saved so
    assert w.controller.state.is_blocked
    close_window(w)
    again, _p = make_full_window(qtbot)  # the next start resumes the blocked game
    assert again.controller.state.is_blocked
    winnable = again.features["was_it_winnable"]
    assert winnable.action_winnable.isEnabled()
    assert winnable.verdict_game() is again.controller.game
    close_window(again)


def test_no_keyboard_ring_after_clicking_the_messages_undo(qtbot):
    w = make_window(qtbot)
    block_with_keys(qtbot, w)
    undo = w.banner.button("Undo")
    qtbot.waitUntil(undo.isVisible)
    undo.setFocus(Qt.FocusReason.MouseFocusReason)  # (as a click gives it on a desktop)
    assert undo.hasFocus()
    QTest.mouseClick(undo, Qt.LeftButton)
    qtbot.wait(20)
    assert not w.banner.isVisible()
    assert not w.scene.keyboard_cursor().visible  # the mouse was used: no ring on the turned card
    assert w.view.hasFocus()  # the keys still play
    QTest.keyClick(w.view, Qt.Key_2)
    assert len(w.controller.state.wastes[1]) == 1
