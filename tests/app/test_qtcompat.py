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
