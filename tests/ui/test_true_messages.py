"""Every message the window shows stays true: the blocked game's "Was it winnable?"
pointer goes when Undo makes the game playable again, and is never cut at 640x480."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_window_end import play_to_blocked
from .window_helpers import make_window

POINTER = "Was it winnable? asks the solver"


def _said(w) -> list[str]:
    """Where the window says something now: the status bar, and the banner if shown."""
    return [w.statusBar().currentMessage()] + ([w.banner.label.text()] if w.banner.isVisible() else [])


def test_undo_out_of_a_blocked_game_takes_the_blocked_words_away(qtbot):
    w = make_window(qtbot)
    play_to_blocked(w.controller)
    assert any(POINTER in text for text in _said(w))
    qtbot.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier)  # Edit > Undo, by its key
    assert not w.controller.state.is_blocked
    assert not any("Blocked" in text or POINTER in text for text in _said(w)), _said(w)
    qtbot.keyClick(w.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)  # redo: blocked again
    assert POINTER in w.banner.label.text()


def test_the_blocked_words_are_whole_at_640x480(qtbot):
    w = make_window(qtbot)
    w.resize(640, 480)
    qtbot.waitUntil(lambda: w.width() <= 660)
    play_to_blocked(w.controller)
    assert w.banner.isVisible() and POINTER in w.banner.label.text()  # the banner wraps, never cuts
    assert w.banner.label.wordWrap()


def test_ctrl_f_with_nothing_to_finish_says_why(qtbot):
    w = make_window(qtbot)  # a fresh deal: the stock is not used up
    qtbot.keyClick(w.view, Qt.Key_F, Qt.ControlModifier)
    assert "stock is used up" in w.messages.text
    play_to_blocked(w.controller)
    qtbot.keyClick(w.view, Qt.Key_F, Qt.ControlModifier)
    assert w.messages.text == "The game is over."
