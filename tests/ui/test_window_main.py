"""The command line (calculation-qt / python -m calculation_qt) and window odds and ends."""

import os
import subprocess
import sys

import pytest

from calculation_qt import __version__
from calculation_qt.app.shell.main import main
from calculation_qt.engine import Variant


def run_cli(*args, timeout=60):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "calculation_qt", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_smoke_in_a_fresh_process():
    proc = run_cli("--smoke")
    assert proc.returncode == 0, proc.stderr
    assert "smoke" in proc.stdout and "OK" in proc.stdout


def test_smoke_with_options():
    proc = run_cli("--smoke", "--game", "strategy", "--waste-piles", "3", "--deal", "2026")
    assert proc.returncode == 0, proc.stderr
    assert "Strategy, three waste piles, deal 2026" in proc.stdout


def test_version_and_help(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--version"])
    assert e.value.code == 0
    assert __version__ in capsys.readouterr().out
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "--waste-piles" in out and "--deal" in out and "--smoke" in out


@pytest.mark.parametrize("args", [["--deal", "-1"], ["--deal", "18446744073709551616"], ["--deal", "x"],
                                  ["--game", "klondike"], ["--waste-piles", "5"],
                                  ["--game", "strategy", "--no-bases"]])
def test_bad_arguments_exit_2(args, capsys):
    with pytest.raises(SystemExit) as e:
        main(args)
    assert e.value.code == 2
    assert "calculation-qt: error" in capsys.readouterr().err


def test_first_frame_signal_and_accessible_view(qtbot):
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings
    from calculation_qt.engine import Game

    w = MainWindow(GameController(Settings(), Game.from_deal(Variant("sir-tommy", 4), 3)))
    qtbot.addWidget(w)
    frames = []
    w.firstFramePainted.connect(lambda: frames.append(1))
    with qtbot.waitSignal(w.firstFramePainted, timeout=5000):
        w.show()
    w.view.viewport().repaint()
    qtbot.wait(20)
    assert frames == [1]  # once only
    assert w.view.accessibleName() == "Card table"
    assert w.windowTitle() == "Sir Tommy \u2014 deal 3"  # the game's title, once
    assert w.status_game.text() == "Sir Tommy" and w.status_deal.text() == "Deal 3"


def test_about_text():
    from calculation_qt.app.dialogs.small import about_html

    assert __version__ in about_html() and "GNU General Public License" in about_html()
