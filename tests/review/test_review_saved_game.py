"""``calculation-qt-review --moves-file game.json``: the game the window saved names its
own deal, so the review needs no --deal; a plain list of moves still asks for one."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.cli_common import UsageError
from calculation_qt.review.__main__ import main
from tests.app.persist_helpers import close_window, home, make_window
from tests.ui.window_helpers import activate


def test_a_saved_game_is_reviewed_without_its_deal_on_the_command_line(qtbot, capsys):
    w, _p = make_window(qtbot)
    w.settings.auto_foundations = "off"
    w.controller.new_deal(23)
    w.show()
    qtbot.waitExposed(w)
    activate(qtbot, w)
    w.view.setFocus()
    for key in (Qt.Key_1, Qt.Key_2, Qt.Key_3):  # three cards played with keys: saved
        QTest.keyClick(w.view, key)
    assert w.controller.game.position == 3
    close_window(w)
    saved = home() / "game.json"
    assert json.loads(saved.read_text())["deal"] == 23
    assert main(["--moves-file", str(saved), "--samples", "8", "--budget-seconds", "2", "--jobs", "1",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["moves"] == ["s>w1", "s>w2", "s>w3"]


def test_a_plain_list_of_moves_still_asks_for_the_deal(tmp_path):
    path = tmp_path / "moves.json"
    path.write_text('["s>w1"]')
    with pytest.raises(UsageError, match="give the deal"):
        main(["--moves-file", str(path)])
