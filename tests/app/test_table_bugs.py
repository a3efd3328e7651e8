"""Bugs seen at the table (issue #16, item 10), each with its test: a rule change with
Winnable deals on deals a proved-winnable deal; the daily-deal menu says which
variants have none today; the settings note moves nothing; ``--game calculation``
keeps a saved "no foundations in advance"."""

from __future__ import annotations

import datetime as _dt
import random

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from calculation_qt.app.dialogs.settings_dialog import SettingsDialog
from calculation_qt.app.features.daily_check import UNKNOWN, DailyCheck
from calculation_qt.app.shell import main as app_main
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import ALL_VARIANTS, Game, Variant
from calculation_qt.solver import solve
from calculation_qt.solver.deals import daily_deal
from tests.ui.window_helpers import QUIET

STRATEGY_3 = Variant("strategy", 3)
NO_DAILY_DATE = _dt.date(2026, 12, 1)  # Strategy with three piles has no daily deal that day


def window(qtbot, seed: int, **settings) -> MainWindow:
    s = Settings(**{**QUIET, **settings})
    controller = GameController(s, Game.from_deal(s.variant, 1), rng=random.Random(seed))
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.features["persistence"].show_dialogs = False
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_rule_change_with_winnable_deals_on_deals_a_winnable_deal(qtbot):
    """The deal a rule change makes goes through Winnable deals: it comes with the
    solver's proof (its winning line is known), or, if no candidate was proved in time,
    the banner says so. It used to be a plain random deal, neither proved nor said."""
    w = window(qtbot, 11, winnable_deals=True)
    solver = w.solver
    solver.wait()  # (the prefetch of a Calculation deal may be running)

    def change():
        d = w.settings_dialog
        d.game_combo.setCurrentIndex(d.game_combo.findData("sir-tommy"))
        QTest.mouseClick(d.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)

    QTimer.singleShot(0, change)
    w.menus.named_action("settings").trigger()
    qtbot.waitUntil(lambda: w.controller.variant == Variant("sir-tommy") and not solver.busy, timeout=120_000)
    state = w.controller.state
    line = solver.proved_next_move(state)
    banner = w.banner.label.text() if not w.banner.isHidden() else ""
    assert line is not None or "No deal was proved winnable" in banner
    if line is not None:
        assert solve(state, max_nodes=400_000).verdict == "won"


def test_the_daily_check_finds_each_variants_deal_or_none():
    import threading  # noqa: F401  (the check runs in a worker thread)

    from PySide6.QtCore import QCoreApplication

    check = DailyCheck(variants=(Variant(), STRATEGY_3))
    seen = []
    check.checked.connect(lambda v, n: seen.append((v, n)))
    assert check.deal(Variant(), NO_DAILY_DATE) is UNKNOWN
    check.start(NO_DAILY_DATE)
    import time

    end = time.monotonic() + 120
    while check.running and time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)
    assert seen == [(Variant(), daily_deal(NO_DAILY_DATE, Variant())), (STRATEGY_3, None)]
    assert check.deal(STRATEGY_3, NO_DAILY_DATE) is None
    assert check.deal(STRATEGY_3, NO_DAILY_DATE + _dt.timedelta(days=1)) is UNKNOWN


def test_the_daily_menu_says_which_variants_have_none_today(qtbot):
    w = window(qtbot, 3)
    daily = w.features["daily_deal"]
    solver = w.solver
    menu = daily.menu_daily
    menu.popup(QPoint(10, 10))  # opening the menu starts the check
    check = daily.daily_check
    qtbot.waitUntil(lambda: not check.running and len(check.deals) == len(ALL_VARIANTS), timeout=180_000)
    menu.hide()
    today = check.date
    for variant, action in daily.daily_actions.items():
        has_one = check.deal(variant, today) is not None
        assert action.isEnabled() == has_one, variant
        assert ("none today" in action.text()) == (not has_one)
    # one that has a deal is dealt at once, the same the search gives
    action = daily.daily_actions[Variant()]
    action.trigger()
    assert w.controller.game.daily == today.isoformat()
    assert w.controller.game.deal == daily_deal(today, Variant()) and not solver.busy


def test_the_settings_note_moves_nothing(qtbot):
    """The note that appears after a rule change ("OK deals a new game of ...", two
    lines for the longest titles) had no room kept for it: the dialog's layout asked
    for more height, so the dialog grew and the controls moved under the mouse."""
    dialog = SettingsDialog(Settings(), Variant())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    controls = (dialog.game_combo, dialog.option_box("three_piles"), dialog.option_box("no_bases"), dialog.autoplay, dialog.buttons)

    def where():
        return [w.mapToGlobal(QPoint(0, 0)) for w in controls], dialog.sizeHint(), dialog.minimumSizeHint()

    before = where()
    for name in ("three_piles", "no_bases"):  # no_bases: the longest title, the note wraps
        box = dialog.option_box(name)
        QTest.mouseClick(box, Qt.LeftButton, Qt.NoModifier, QPoint(8, box.height() // 2))  # on its box
    QTest.qWait(10)
    assert "no foundations in advance" in dialog.note.text()
    assert where() == before
    assert dialog.note.height() >= dialog.note.heightForWidth(dialog.note.width())  # all of it shows


def test_game_calculation_keeps_a_saved_no_bases():
    parser = app_main.build_parser()
    saved = Variant("calculation", 4, True)
    assert app_main._variant_from(parser.parse_args(["--game", "calculation"]), saved, parser) == saved
    assert app_main._variant_from(parser.parse_args(["--game", "calculation", "--waste-piles", "3"]), saved,
                                  parser) == Variant("calculation", 3, True)
    assert app_main._variant_from(parser.parse_args(["--game", "sir-tommy"]), saved, parser) == Variant("sir-tommy")
    assert app_main._variant_from(parser.parse_args(["--no-bases"]), Variant(), parser) == saved
