"""The dialogs' screen lookups leave Qt's QScreen alone (screen_fit.available_geometry).

PySide6 makes the QScreen that ``QWidget.screen()`` returns a Python child of the widget;
as dialogs came and went, that link once gave the screen's ownership to Python and the
garbage collector deleted the application's QScreen, so that the next widget made
crashed inside Qt.  The lookups use QGuiApplication's static functions instead: the
screen's Python wrapper never gets a parent, and Python never owns it."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from calculation_qt.app.dialogs.screen_fit import available_geometry, fit_to_screen


def _parented(screen) -> bool:
    """Whether PySide6 holds ``screen``'s wrapper as the Python child of some object."""
    return any(line.startswith("parent") for line in shiboken6.dump(screen).splitlines())


def test_fitting_dialogs_leaves_the_screen_without_a_python_parent_or_owner(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    screen = QGuiApplication.primaryScreen()
    for _ in range(3):
        dialog = QDialog(window)
        fit_to_screen(dialog, (300, 200))   # not shown: its parent window's screen
        assert not _parented(screen)
        dialog.show()
        available_geometry(dialog)          # shown: its own
        assert not _parented(screen)
        dialog.close()
        dialog.deleteLater()
        qtbot.wait(1)
    gc.collect()
    assert not _parented(screen) and not shiboken6.ownedByPython(screen)
    assert shiboken6.isValid(screen) and available_geometry(window) == screen.availableGeometry()


def test_a_window_off_every_screen_gets_the_primary_screens_area(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.move(-100000, -100000)
    assert available_geometry(window) == QGuiApplication.primaryScreen().availableGeometry()
    assert available_geometry(None) == QGuiApplication.primaryScreen().availableGeometry()
