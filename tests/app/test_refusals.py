"""A refused drop says why in the status bar, in the words the keys use
(app/features/refusal_words.py, the table's ``dropRefused``); real drags on the viewport."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from calculation_qt.app.features.refusal_words import refusal_text
from calculation_qt.engine import Card, Game, Move, PileKind, Variant, parse_move
from tests.ui.window_helpers import drag, make_window, pile_point, top_point

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


def test_a_drop_no_foundation_takes_says_so_in_the_keys_words(qtbot):
    w = make_window(qtbot)  # deal 1: the turned card is the Five of Clubs, no foundation wants it
    before = w.controller.state
    assert before.turned == Card.parse("5C")
    drag(w, top_point(w, S), pile_point(w, F, 1))
    assert w.controller.state is before
    message = w.statusBar().currentMessage()
    assert message == "No foundation wants the Five of Clubs now."
    QTest.keyClick(w.view, Qt.Key_F)  # the key says the same
    assert w.statusBar().currentMessage() == message


def test_a_drop_on_the_wrong_foundation_names_the_one_that_takes_it(qtbot):
    game = Game.from_deal(Variant(), 1)
    for m in ("s>w1", "s>w2", "s>w3"):  # then the Six of Spades is turned: foundation 3 wants it
        game.apply(parse_move(m))
    w = make_window(qtbot, game=game)
    state = w.controller.state
    assert state.turned == Card.parse("6S") and state.foundations_for(state.turned) == [2]
    drag(w, top_point(w, S), pile_point(w, F, 0))  # onto foundation 1, which wants a Two
    assert w.controller.state is state
    assert w.statusBar().currentMessage() == (
        "Foundation 1 wants a Two next, not the Six of Spades; foundation 3 takes it.")


def test_waste_to_waste_is_explained(qtbot):
    game = Game.from_deal(Variant(), 1)
    for m in ("s>w1", "s>w2", "s>w3", "s>w4"):  # the Six of Spades on waste pile 4: foundation 3 wants it
        game.apply(parse_move(m))
    w = make_window(qtbot, game=game)
    state = w.controller.state
    drag(w, top_point(w, W, 3), pile_point(w, W, 0))  # a waste top can be picked up, but not parked again
    assert w.controller.state is state
    assert "never moves from one waste pile to another" in w.statusBar().currentMessage()


def test_a_drop_on_no_pile_says_nothing(qtbot):
    w = make_window(qtbot)
    w.statusBar().clearMessage()
    start = top_point(w, S)
    drag(w, start, QPointF(start.x(), w.scene.sceneRect().bottom() - 5))  # below every pile
    assert w.statusBar().currentMessage() == ""


def test_the_words_of_each_refusal():
    state = Game.from_deal(Variant(), 1).state  # foundations A 2 3 4 want 2 4 6 8; turned 5C
    assert refusal_text(state, Move(S, 0, F, 0)) == "No foundation wants the Five of Clubs now."
    assert refusal_text(state, Move(W, 0, F, 0)) == "There is no card to move there."
