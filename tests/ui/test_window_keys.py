"""Keyboard play and undo/redo through the menu actions and their shortcuts."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.engine import Card, parse_move

from .window_helpers import assert_table_matches, make_window


def test_digit_keys_put_the_turned_card_on_waste_piles(qtbot):
    w = make_window(qtbot)
    c = w.controller
    w.view.setFocus()
    for j, k in enumerate((Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_4)):
        card = c.state.turned
        QTest.keyClick(w.view, k)
        assert c.state.wastes[j] == (card,)
    assert_table_matches(w)


def test_number_pad_digits_work_too(qtbot):
    w = make_window(qtbot)
    c = w.controller
    card = c.state.turned
    QTest.keyClick(w.view, Qt.Key_3, Qt.KeypadModifier)
    assert c.state.wastes[2] == (card,) and c.game.position == 1


def test_f_plays_the_turned_card_to_a_foundation(qtbot):
    w = make_window(qtbot)
    c = w.controller
    before = c.state
    QTest.keyClick(w.view, Qt.Key_F)  # 5C: no foundation wants it
    assert c.state is before
    assert "No foundation wants" in w.statusBar().currentMessage()
    for k in (Qt.Key_1, Qt.Key_2, Qt.Key_3):
        QTest.keyClick(w.view, k)
    assert c.state.turned == Card.parse("6S")
    QTest.keyClick(w.view, Qt.Key_F)
    assert c.state.foundations[2][-1] == Card.parse("6S")
    assert str(c.game.played[-1]) == "s>f3"


@pytest.mark.parametrize("k,mods", [
    (Qt.Key_4, Qt.ShiftModifier),           # what a test tool or some layouts send
    (Qt.Key_Dollar, Qt.ShiftModifier),      # US layout: Shift+4 arrives as '$'
    (Qt.Key_Dollar, Qt.NoModifier),
])
def test_shift_digit_plays_a_waste_top_to_a_foundation(qtbot, k, mods):
    w = make_window(qtbot)
    c = w.controller
    for m in ("s>w1", "s>w2", "s>w3", "s>w4"):
        c.play(parse_move(m))
    assert c.state.wastes[3] == (Card.parse("6S"),)
    QTest.keyClick(w.view, k, mods)
    assert c.state.foundations[2][-1] == Card.parse("6S")
    assert c.state.wastes[3] == ()
    assert_table_matches(w)


@pytest.mark.parametrize("k,j", [(Qt.Key_Exclam, 0), (Qt.Key_At, 1), (Qt.Key_NumberSign, 2)])
def test_shifted_symbols_name_their_waste_pile(qtbot, k, j):
    w = make_window(qtbot)
    c = w.controller
    c.play(parse_move("s>w4"))  # 5C on pile 4; piles 1..3 empty
    before = c.state
    QTest.keyClick(w.view, k, Qt.ShiftModifier)
    assert c.state is before
    assert f"Waste pile {j + 1} is empty" in w.statusBar().currentMessage()


def test_keys_beyond_three_piles_do_nothing(qtbot):
    from calculation_qt.engine import Variant

    w = make_window(qtbot, variant=Variant("calculation", 3))
    c = w.controller
    before = c.state
    QTest.keyClick(w.view, Qt.Key_4)
    assert c.state is before
    assert not w.menus.action_to_waste[3].isVisible()


def test_undo_redo_through_actions_and_shortcuts(qtbot):
    w = make_window(qtbot)
    c = w.controller
    assert not w.menus.action_undo.isEnabled() and not w.menus.action_redo.isEnabled()
    QTest.keyClick(w.view, Qt.Key_1)
    QTest.keyClick(w.view, Qt.Key_2)
    s2 = c.state
    assert w.menus.action_undo.isEnabled()
    w.menus.action_undo.trigger()
    assert c.game.position == 1 and w.menus.action_redo.isEnabled()
    assert_table_matches(w)
    w.menus.action_redo.trigger()
    assert c.state == s2
    QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)
    QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)
    assert c.game.position == 0 and not w.menus.action_undo.isEnabled()
    assert_table_matches(w)
    QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert c.game.position == 1
    QTest.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert c.state == s2
    w.menus.action_restart.trigger()
    assert c.game.position == 0 and w.menus.action_redo.isEnabled()
    assert_table_matches(w)


def test_input_during_animation_finishes_it_first(qtbot):
    w = make_window(qtbot, animation_ms=400)
    c = w.controller
    QTest.keyClick(w.view, Qt.Key_1)
    assert w.scene.is_animating()
    QTest.keyClick(w.view, Qt.Key_2)  # arrives mid-flight
    assert [len(p) for p in c.state.wastes] == [1, 1, 0, 0]
    w.menus.action_undo.trigger()
    w.menus.action_undo.trigger()
    w.finish_animations()
    assert c.game.position == 0
    assert_table_matches(w)


def test_new_deal_and_deal_by_number(qtbot, monkeypatch):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialogButtonBox

    w = make_window(qtbot)
    c = w.controller
    QTest.keyClick(w.view, Qt.Key_N, Qt.ControlModifier)
    assert c.game.deal != 1 or c.game.position == 0
    seen = {}

    def fill():
        d = w.deal_dialog
        seen["dialog"] = d is not None
        d.edit.setText("12x")
        seen["bad"] = d.buttons.button(QDialogButtonBox.Ok).isEnabled()
        d.edit.setText(str(2**64))
        seen["too_big"] = d.buttons.button(QDialogButtonBox.Ok).isEnabled()
        d.edit.setText("18446744073709551615")
        seen["max"] = d.buttons.button(QDialogButtonBox.Ok).isEnabled()
        d.edit.setText("2026")
        d.accept()

    QTimer.singleShot(0, fill)
    w.menus.action_deal_number.trigger()
    assert seen == {"dialog": True, "bad": False, "too_big": False, "max": True}
    assert c.game.deal == 2026 and c.game.position == 0
    assert "Deal 2026" == w.status_deal.text()
    assert_table_matches(w)


def test_f_plays_to_a_foundation_even_if_the_rating_would_keep_the_card(qtbot, monkeypatch):
    w = make_window(qtbot)
    c = w.controller
    for k in (Qt.Key_1, Qt.Key_2, Qt.Key_3):
        QTest.keyClick(w.view, k)
    assert c.state.turned == Card.parse("6S")
    from calculation_qt.engine import Move, PileKind

    monkeypatch.setattr("calculation_qt.rating.click_move",
                        lambda s, k, i: Move(PileKind.STOCK, 0, PileKind.WASTE, 0))
    QTest.keyClick(w.view, Qt.Key_F)
    assert c.state.foundations[2][-1] == Card.parse("6S")
