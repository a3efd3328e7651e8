"""The settings dialog: switching game and three-pile mode, asking before abandoning
a game in progress, persistence; the rules dialog follows the current game."""

from PySide6.QtCore import QTimer

from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import Variant, parse_move

from .window_helpers import assert_table_matches, make_window, waste_slot_count


def run_settings_dialog(qtbot, w, change):
    """Open Settings through its action, let ``change(dialog)`` set controls, press OK."""
    seen = {}

    def drive():
        d = w.settings_dialog
        seen["dialog"] = d
        change(d)
        d.accept()

    QTimer.singleShot(0, drive)
    w.menus.action_settings.trigger()
    assert seen.get("dialog") is not None
    return seen["dialog"]


def test_switch_to_strategy_with_three_piles(qtbot):
    w = make_window(qtbot)
    assert waste_slot_count(w) == 4

    def change(d):
        d.game_combo.setCurrentIndex(d.game_combo.findData("strategy"))
        assert not d.option_box("no_bases").isEnabled()
        d.option_box("three_piles").setChecked(True)

    run_settings_dialog(qtbot, w, change)
    c = w.controller
    assert c.variant == Variant("strategy", 3)
    assert len(c.state.wastes) == 3 and c.game.position == 0
    assert waste_slot_count(w) == 3
    assert not w.menus.action_to_waste[3].isVisible()
    assert "Strategy" in w.status_game.text()
    assert_table_matches(w)
    saved = Settings.load()
    assert saved.variant == Variant("strategy", 3)


def test_rule_change_asks_before_abandoning(qtbot, monkeypatch):
    w = make_window(qtbot)
    c = w.controller
    c.play(parse_move("s>w1"))
    asked = []
    monkeypatch.setattr(w, "ask_abandon", lambda v: asked.append(v) or False)

    def change(d):
        d.game_combo.setCurrentIndex(d.game_combo.findData("sir-tommy"))
        d.autoplay.setChecked(False)

    run_settings_dialog(qtbot, w, change)
    assert asked == [Variant("sir-tommy", 4)]
    assert c.variant == Variant("calculation", 4) and c.game.position == 1  # kept
    assert w.settings.autoplay is False  # the other settings still apply
    assert Settings.load().autoplay is False and Settings.load().game == "calculation"

    monkeypatch.setattr(w, "ask_abandon", lambda v: asked.append(v) or True)
    abandoned = []
    c.gameAbandoned.connect(abandoned.append)
    run_settings_dialog(qtbot, w, lambda d: d.option_box("no_bases").setChecked(True))
    assert c.variant == Variant("calculation", 4, True)
    assert len(abandoned) == 1 and c.game.position == 0
    assert all(not f for f in c.state.foundations)  # no bases placed
    assert_table_matches(w)


def test_no_question_without_a_game_in_progress(qtbot, monkeypatch):
    w = make_window(qtbot)
    monkeypatch.setattr(w, "ask_abandon", lambda v: (_ for _ in ()).throw(AssertionError("asked")))
    run_settings_dialog(qtbot, w, lambda d: d.option_box("three_piles").setChecked(True))
    assert w.controller.variant == Variant("calculation", 3)


def test_animation_speed_and_cancel(qtbot):
    w = make_window(qtbot)
    run_settings_dialog(qtbot, w, lambda d: d.speed_combo.setCurrentIndex(d.speed_combo.findData(400)))
    assert w.settings.animation_ms == 400 and w.scene.animation_ms() == 400
    # Cancel changes nothing
    QTimer.singleShot(0, lambda: (w.settings_dialog.option_box("three_piles").setChecked(True), w.settings_dialog.reject()))
    w.menus.action_settings.trigger()
    assert w.controller.variant == Variant("calculation", 4)


def test_settings_persist_between_runs(qtbot):
    w = make_window(qtbot)
    run_settings_dialog(qtbot, w, lambda d: (d.autoplay.setChecked(False),
                                             d.game_combo.setCurrentIndex(d.game_combo.findData("sir-tommy"))))
    w.close()
    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow

    w2 = MainWindow(GameController())
    qtbot.addWidget(w2)
    assert w2.settings.autoplay is False
    assert w2.controller.variant == Variant("sir-tommy", 4)
    assert w2.settings.window_geometry is not None


def test_rules_dialog_shows_the_current_game(qtbot):
    w = make_window(qtbot, variant=Variant("calculation", 4))
    w.menus.action_rules.trigger()
    text = w.rules_dialog.browser.toPlainText()
    assert "Calculation" in text and "by threes" in text
    # the chart: foundation 4 counts 4 8 Q 3 7 J 2 6 10 A 5 9 K
    assert "4 8 Q 3 7 J 2 6 10 A 5 9 K" in " ".join(text.split())
    w.rules_dialog.close()
    w.controller.new_deal(5, Variant("strategy", 3))
    w.menus.action_rules.trigger()
    text = w.rules_dialog.browser.toPlainText()
    assert "Strategy" in text and "one suit" in text and "3 waste piles" in text


def test_the_real_question_can_be_answered(qtbot):
    from PySide6.QtWidgets import QApplication, QMessageBox

    w = make_window(qtbot, confirm_abandon=True)
    w.controller.play(parse_move("s>w1"))
    seen = []

    def answer(button):
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: answer(button))
            return
        seen.append(box.text() + " " + box.informativeText())
        box.button(button).click()

    QTimer.singleShot(0, lambda: answer(QMessageBox.No))
    assert w.ask_abandon(Variant("strategy", 4)) is False
    QTimer.singleShot(0, lambda: answer(QMessageBox.Yes))
    assert w.ask_abandon(Variant("strategy", 4)) is True
    assert len(seen) == 2 and "Strategy" in seen[0] and "counts as lost" in seen[0]
