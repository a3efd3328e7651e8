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


@pytest.mark.parametrize("spoil, words", [(_folder, "was a folder, not a file"),
                                          (_pipe, "was a named pipe, not a file")], ids=["folder", "pipe"])
def test_a_game_file_spoiled_meanwhile_is_said_by_the_save_that_moves_it(qtbot, spoil, words):
    if spoil is _pipe and not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are POSIX")
    window = make_window(qtbot)
    p = window.features["persistence"]
    p.show_dialogs = False
    QTest.keyClick(window.view, Qt.Key_1)
    path = home() / saved_game.GAME_FILE
    assert path.is_file()
    spoil(path)
    QTest.keyClick(window.view, Qt.Key_2)  # the save after this move moves it aside...
    assert path.is_file() and list(home().glob(path.name + ".corrupt-*"))
    assert any(words in m for m in p.shown)  # ...and says so at once
    assert words in window.statusBar().currentMessage()
    close_window(window)
