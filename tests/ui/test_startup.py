"""The program's start (see ``bench ui``): what the first frame may cost, and that the
work held back until after it still happens."""

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import Qt as RealQt

from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.keyboard_play import DIGITS, SHIFTED_DIGITS
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import Game, PileKind, Variant
from calculation_qt.qtcompat import Qt


def test_lazy_qt_namespace_is_the_real_one():
    assert Qt.AlignCenter is RealQt.AlignCenter
    assert Qt.LeftButton == RealQt.LeftButton and Qt.Key_Escape == RealQt.Key_Escape
    assert "AlignCenter" in Qt.__dict__  # kept after the first lookup
    with pytest.raises(AttributeError):
        Qt.NoSuchName  # noqa: B018


def test_key_tables_are_qt_key_codes():
    assert SHIFTED_DIGITS == {RealQt.Key_Exclam: 0, RealQt.Key_At: 1, RealQt.Key_QuoteDbl: 1,
                              RealQt.Key_NumberSign: 2, RealQt.Key_sterling: 2, RealQt.Key_section: 2,
                              RealQt.Key_Dollar: 3, RealQt.Key_Percent: 4}
    assert DIGITS == {RealQt.Key_1: 0, RealQt.Key_2: 1, RealQt.Key_3: 2, RealQt.Key_4: 3,
                      RealQt.Key_5: 4, RealQt.Key_6: 5, RealQt.Key_7: 6, RealQt.Key_8: 7}


FIRST_FRAME_PROBE = textwrap.dedent("""
    import sys
    import PySide6.QtCore as QtCore
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings
    from calculation_qt.engine import Game, Move, PileKind, Variant
    game = Game.from_deal(Variant(sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"), 11)
    for _ in range(int(sys.argv[4])):  # a game in progress: courts, backs, fanned piles
        game.apply(Move(PileKind.STOCK, 0, PileKind.WASTE, game.position % int(sys.argv[2])))
    window = MainWindow(GameController(Settings(), game), defer_features=True)
    viewport = window.view.viewport()
    seen = {}
    class Probe(QObject):
        def eventFilter(self, watched, event):
            if watched is viewport and event.type() == QEvent.Paint and not seen:
                seen["painted"] = True
                QTimer.singleShot(0, lambda: (seen.setdefault("qt", "Qt" in QtCore.__dict__), app.quit()))
            return False
    probe = Probe()
    viewport.installEventFilter(probe)
    window.resize(900, 800)
    window.show()
    app.exec()
    print("qt-namespace-built" if seen.get("qt") else "qt-namespace-not-built")
""")


@pytest.mark.parametrize("variant", [("calculation", 4, 0, 0), ("calculation", 4, 1, 20), ("sir-tommy", 3, 0, 30)])
def test_first_frame_does_not_build_the_qt_namespace(variant):
    """PySide6 builds every enum of the Qt namespace (~18 ms) at its first use; the first
    frame of the window (table, cards, labels, menus, toolbar) needs none of it."""
    proc = subprocess.run([sys.executable, "-c", FIRST_FRAME_PROBE, *map(str, variant)], capture_output=True,
                          text=True, timeout=60, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert proc.returncode == 0, proc.stderr
    assert "qt-namespace-not-built" in proc.stdout, proc.stdout + proc.stderr


def test_deferred_window_fills_the_table_when_shown_and_installs_features_after_the_first_frame(qtbot):
    game = Game.from_deal(Variant("calculation", 4), 5)
    window = MainWindow(GameController(Settings(animation_ms=0), game), defer_features=True)
    qtbot.addWidget(window)
    assert window.scene.state is None  # nothing laid out yet
    assert "hint" not in window.features and "advisor_actions" not in window.features
    window.controller.new_deal(9)  # before the window shows: no table work
    assert window.scene.state is None
    with qtbot.waitSignal(window.firstFramePainted, timeout=5000):
        window.show()
    assert window.scene.state == window.controller.state and window.controller.game.deal == 9
    qtbot.waitUntil(lambda: "advisor_actions" in window.features, timeout=2000)
    assert "hint" in window.features and window.menus.action_hint.isEnabled()
    # and the window works as usual from then on
    turned = window.controller.state.turned
    assert window.keyboard.key_to_waste(0)
    assert window.controller.state.wastes[0][-1] == turned
    assert window.scene.card_item(turned).pile == (PileKind.WASTE, 0)


def test_plain_window_installs_features_at_once(qtbot):
    window = MainWindow(GameController(Settings(), Game.from_deal(Variant("calculation", 4), 5)))
    qtbot.addWidget(window)
    assert window.scene.state == window.controller.state
    assert "hint" in window.features and "advisor_actions" in window.features
