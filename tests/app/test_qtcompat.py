"""qtcompat.emit keeps True's reference count whole however many signals are emitted
(PySide6 6.12.0 on Python 3.11 loses one reference per emit; a few hundred emits then
abort the interpreter)."""

import sys

from PySide6.QtCore import QObject, Signal

from calculation_qt.qtcompat import emit


class _Sender(QObject):
    plain = Signal()
    with_args = Signal(object, int)


def test_many_emits_keep_true_alive():
    s = _Sender()
    got = []
    s.plain.connect(lambda: got.append(1))
    s.with_args.connect(lambda a, b: got.append(b))
    emit(s.plain)  # the first call measures the binding
    before = sys.getrefcount(True)
    for i in range(3000):
        emit(s.plain)
        emit(s.with_args, None, i)
    assert len(got) == 6001
    assert sys.getrefcount(True) >= before


def test_binding_keeps_none_and_true_alive(qtbot):
    """PySide6 6.12.0 on Python 3.11 lost a reference to None on every void call
    (setText, setPos, QTest events...) and to True on every emit; pyproject.toml keeps
    that version out.  If this fails, the installed binding has the defect."""
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    qtbot.addWidget(label)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    s = _Sender()
    for i in range(500):
        label.setText(str(i))
        label.setEnabled(True)
        s.plain.emit()
    assert sys.getrefcount(None) >= none_before - 50
    assert sys.getrefcount(True) >= true_before - 50


def test_paint_in_one_thread_keeps_the_players_own_setting(monkeypatch):
    """The start switches Qt's painting threads off through their environment variable,
    unless the player's environment already says otherwise."""
    import os

    from calculation_qt.qtcompat import NO_GUI_THREADPOOL, paint_in_one_thread

    monkeypatch.delenv(NO_GUI_THREADPOOL, raising=False)
    paint_in_one_thread()
    assert os.environ[NO_GUI_THREADPOOL] == "1"
    monkeypatch.setenv(NO_GUI_THREADPOOL, "0")
    paint_in_one_thread()
    assert os.environ[NO_GUI_THREADPOOL] == "0"
