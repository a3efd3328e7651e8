"""Small untruths, each fixed and kept fixed: the statistics' wording, their recent list
and the variant they open on; the stock's count while a card is turned; message boxes
wide enough for their title; Winnable deals that keeps searching and says how far it
got; the settings in Game / Table / Play boxes with strengths named in words; a table
colour seen before OK (real clicks and keys)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGroupBox, QLabel, QMessageBox

from calculation_qt.app.dialogs import stats_dialog
from calculation_qt.app.dialogs.message_box import title_width
from calculation_qt.app.dialogs.stats_dialog import StatsDialog, summary_text
from calculation_qt.app.features import winnable_deals
from calculation_qt.app.storage.stats import RECENT_LIMIT, Result, Statistics
from calculation_qt.engine import PileKind, Variant
from tests.app.test_abandon_guard import window_with_a_game
from tests.ui.window_helpers import make_window


def _won(moves=60, assisted=False):
    return Result(True, moves, assisted=assisted)


def test_the_summary_never_says_0_of_them():
    st = Statistics()
    st.record("calculation-4", Result(False, 30))
    assert summary_text("calculation-4", st).splitlines()[0] == "Calculation: 1 played, none won yet."
    st.record("calculation-4", _won())
    assert "2 played, 1 won (50%), every win without undo or hint." in summary_text("calculation-4", st)
    helped = Statistics()
    helped.record("calculation-4", _won(assisted=True))
    assert "1 won (100%), each with undo or a hint." in summary_text("calculation-4", helped)
    st.record("calculation-4", _won(assisted=True))
    assert "3 played, 2 won (67%), 1 of them without undo or hint." in summary_text("calculation-4", st)
    for stats in (st, helped, Statistics()):
        assert "0 of them" not in summary_text("calculation-4", stats)


def test_the_recent_list_shows_every_kept_result_as_it_says(qtbot):
    st = Statistics()
    for i in range(RECENT_LIMIT + 5):
        st.record("calculation-4", Result(i % 2 == 0, 40 + i % 7, date=f"2026-11-{1 + i % 28:02d}T10:{i % 60:02d}:00"))
    dialog = StatsDialog(st, "calculation-4", save=lambda: None)
    qtbot.addWidget(dialog)
    assert stats_dialog.RECENT_SHOWN == RECENT_LIMIT == 100
    assert dialog.recent.rowCount() == 100
    assert any("up to 100" in label.text() for label in dialog.findChildren(QLabel))


def test_statistics_open_on_the_variant_when_no_daily_game_is_recorded(qtbot):
    w = make_window(qtbot)
    w.controller.new_deal(2026120220000, Variant("strategy"), daily="2026-12-02")
    w.menus.named_action("statistics").trigger()
    dialog = w.features["persistence"].recorder.dialog
    assert dialog.key == Variant("strategy").key and "(daily deal)" not in dialog.combo.currentText()
    dialog.close()


def test_the_stock_counts_the_cards_face_down(qtbot):
    w = make_window(qtbot, variant=Variant("sir-tommy"))
    state = w.controller.state
    assert state.turned is not None and state.stock_left == 52
    assert w.scene.label_text(PileKind.STOCK, 0) == "Stock\n51 left"
    assert w.status_stock.text() == "Stock: 51"
    QTest.keyClick(w.view, Qt.Key_1)  # the turned card to waste pile 1: the next is turned
    assert w.scene.label_text(PileKind.STOCK, 0) == "Stock\n50 left" and w.status_stock.text() == "Stock: 50"


def test_a_question_box_is_wide_enough_for_its_title(qtbot):
    w = window_with_a_game(qtbot, confirm_abandon=True)
    seen = {}

    def look():
        box = w.features["abandon_guard"].box
        if box is None or not box.isVisible():
            QTimer.singleShot(10, look)
            return
        seen["title"], seen["width"], seen["needs"] = box.windowTitle(), box.width(), title_width(box)
        QTest.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.LeftButton)

    QTimer.singleShot(0, look)
    QTest.keyClick(w.view, Qt.Key_N, Qt.ControlModifier)
    assert seen["title"] == "Abandon this game?"
    assert seen["width"] >= seen["needs"] > 160


def test_winnable_deals_counts_its_tries_and_says_when_it_gives_up(qtbot, monkeypatch):
    assert winnable_deals.WINNABLE_TRIES >= 1000  # Strategy: 7 deals in 100 are winnable
    monkeypatch.setattr(winnable_deals, "WINNABLE_TRIES", 6)
    w = make_window(qtbot, variant=Variant("strategy", 3), winnable_deals=True)  # hardly any winnable
    w.show()
    qtbot.waitExposed(w)
    texts = []
    feature = w.features["winnable_deals"]
    label = w.solver.indicator.label
    feature.tried.connect(lambda n: texts.append(label.text() + " | " + label.toolTip()))
    with qtbot.waitSignal(w.controller.gameStarted, timeout=60000):
        QTest.keyClick(w.view, Qt.Key_N, Qt.ControlModifier)
    assert texts[0] == "1 deal tried\u2026 | Shuffling until the solver proves a deal winnable\u2026 1 deal tried so far"
    assert texts[-1].startswith("6 deals tried\u2026 | ") and texts[-1].endswith("6 deals tried so far")
    assert "No deal was proved winnable in 6 tries" in w.banner.label.text()


def _open_settings(w, act) -> None:
    """Open Settings through its action and run ``act(dialog)`` once it shows."""
    def wait():
        d = w.settings_dialog
        if d is None or not d.isVisible():
            QTimer.singleShot(10, wait)
            return
        act(d)

    QTimer.singleShot(0, wait)
    w.menus.named_action("settings").trigger()


def _box_title(widget) -> str:
    while widget is not None and not isinstance(widget, QGroupBox):
        widget = widget.parentWidget()
    return widget.title() if widget is not None else ""


def test_settings_come_in_game_table_and_play_boxes_with_strengths_in_words(qtbot):
    w = make_window(qtbot)
    found = {}

    def look(d):
        for name in ("winnable_deals", "table_colour", "card_back", "click_strength", "confirm_abandon",
                     "auto_foundations"):
            found[name] = _box_title(d.row_widget(name))
        found["autoplay"], found["speed"] = _box_title(d.autoplay), _box_title(d.speed_combo)
        combo = d.row_widget("click_strength")
        found["strengths"] = [combo.itemText(i) for i in range(combo.count())]
        QTest.mouseClick(d.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.LeftButton)

    _open_settings(w, look)
    assert found["winnable_deals"].startswith("Game")
    assert found["table_colour"] == found["card_back"] == found["speed"] == "Table"
    assert found["click_strength"] == found["confirm_abandon"] == found["auto_foundations"] == found["autoplay"] \
        == "Play"
    assert found["strengths"][0].startswith("Quick (") and not any("Rating" in t for t in found["strengths"])


def _felt(w):
    w.view.viewport().repaint()
    return w.view.viewport().grab().toImage().pixelColor(3, 3).name()


def test_a_table_colour_shows_before_ok_and_cancel_puts_it_back(qtbot):
    w = make_window(qtbot)
    w.show()
    qtbot.waitExposed(w)
    green = _felt(w)
    seen = {}

    def preview_then(button):
        def act(d):
            combo = d.row_widget("table_colour")
            combo.setFocus()
            QTest.keyClick(combo, Qt.Key_Down)  # green -> blue
            QApplication.processEvents()
            seen.setdefault("previews", []).append(_felt(w))
            QTest.mouseClick(d.buttons.button(button), Qt.LeftButton)
        return act

    _open_settings(w, preview_then(QDialogButtonBox.StandardButton.Cancel))
    assert seen["previews"][0] != green  # the table showed the colour while the dialog was open
    assert _felt(w) == green and w.settings.table_colour == "green"  # Cancel: back to the saved one
    _open_settings(w, preview_then(QDialogButtonBox.StandardButton.Ok))
    assert w.settings.table_colour == "blue" and _felt(w) == seen["previews"][1] != green
