"""Nothing needs the eyes or the mouse in the dialogs: Tab goes through every control in
reading order (top to bottom), and each has a name a screen reader says (its own, or
the label beside it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from calculation_qt.app.dialogs.small import DealNumberDialog, RulesDialog
from calculation_qt.engine import Variant

from .window_helpers import make_window


def tab_chain(dialog: QWidget) -> list[QWidget]:
    """The controls Tab reaches from the first one, in order, once round."""
    start = dialog.focusWidget() or dialog.nextInFocusChain()
    chain, widget = [], start
    for _ in range(200):
        if (widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and dialog.isAncestorOf(widget) and widget.focusProxy() is None):
            chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is start:
            break
    return chain


def named(widget: QWidget) -> bool:
    """A name of its own, or a label that names it (QLabel.setBuddy, a form's label)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    labelled = any(relation & QAccessible.RelationFlag.Labelled for _other, relation in iface.relations())
    return bool(iface.text(QAccessible.Text.Name).strip()) or labelled


def top(widget: QWidget, dialog: QWidget) -> int:
    return widget.mapTo(dialog, QPoint(0, 0)).y()


def test_settings_tab_in_reading_order_and_every_control_is_named(qtbot):
    w = make_window(qtbot)
    seen = {}

    def look():
        dialog = w.settings_dialog
        chain = tab_chain(dialog)
        seen["tops"] = [top(c, dialog) for c in chain]
        seen["unnamed"] = [type(c).__name__ for c in chain if not named(c)]
        seen["count"] = len(chain)
        dialog.reject()

    QTimer.singleShot(0, look)
    w.menus.action_settings.trigger()
    assert seen["count"] >= 15
    assert seen["tops"] == sorted(seen["tops"])  # top to bottom (OK and Cancel side by side last)
    assert seen["unnamed"] == []


def test_small_dialogs_by_keys(qtbot):
    for dialog in (DealNumberDialog(5), RulesDialog(Variant())):
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        chain = tab_chain(dialog)
        assert chain and all(named(c) for c in chain), [type(c).__name__ for c in chain if not named(c)]


def test_statistics_tab_reaches_the_chart_in_words(qtbot):
    from calculation_qt.app.dialogs.stats_dialog import StatsDialog, WinChart
    from calculation_qt.app.storage.stats import Result, Statistics

    stats = Statistics()
    for won in (True, False, True):
        stats.record("calculation-4", Result(won, 50))
    dialog = StatsDialog(stats, "calculation-4")
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    chain = tab_chain(dialog)
    assert all(named(c) for c in chain)
    chart = next(c for c in chain if isinstance(c, WinChart))
    described = QAccessible.queryAccessibleInterface(chart).text(QAccessible.Text.Description)
    assert described == "The last 3 games: 2 won, 1 lost, 67% won. Newest first: won; lost; won."
