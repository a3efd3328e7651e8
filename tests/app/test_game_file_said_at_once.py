"""A saved game made unusable while the game runs (a folder, a named pipe, no read
permission in its place) is moved aside by the next save and said by that same save,
not one move later."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.app.storage import saved_game
from tests.ui.window_helpers import make_window

from .persist_helpers import close_window, home


def _folder(path):
    path.unlink()
    path.mkdir()


def _pipe(path):
    path.unlink()
    os.mkfifo(path)


SPOILS = pytest.mark.parametrize("spoil, words", [(_folder, "was a folder, not a file"),
                                                   (_pipe, "was a named pipe, not a file")], ids=["folder", "pipe"])


def _played_then_spoiled(qtbot, spoil):
    """A window with one move played and saved, then ``spoil`` put in game.json's place."""
    if spoil is _pipe and not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are POSIX")
    window = make_window(qtbot)
    p = window.features["persistence"]
    p.show_dialogs = False
    QTest.keyClick(window.view, Qt.Key_1)
    path = home() / saved_game.GAME_FILE
    assert path.is_file()
    spoil(path)
    return window, p, path


@SPOILS
def test_a_game_file_spoiled_meanwhile_is_said_by_the_save_that_moves_it(qtbot, spoil, words):
    window, p, path = _played_then_spoiled(qtbot, spoil)
    QTest.keyClick(window.view, Qt.Key_2)  # the save after this move moves it aside...
    assert path.is_file() and list(home().glob(path.name + ".corrupt-*"))
    assert any(words in m for m in p.shown)  # ...and says so at once
    assert words in window.statusBar().currentMessage()
    close_window(window)


@SPOILS
def test_a_game_file_spoiled_meanwhile_is_moved_and_said_without_a_move(qtbot, spoil, words):
    window, p, path = _played_then_spoiled(qtbot, spoil)
    moves = len(window.controller.game.moves)  # no move after the spoiling: the window notices by itself
    qtbot.waitUntil(lambda: any(words in m for m in p.shown), timeout=10000)
    assert path.is_file() and list(home().glob(path.name + ".corrupt-*"))
    assert words in window.statusBar().currentMessage()
    assert len(saved_game.load_saved_game()[0].moves) == moves  # the game, saved anew
    close_window(window)
