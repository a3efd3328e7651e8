"""Desktop habits: About names the website and where to report a bug and has About Qt;
(more below: icons, full screen, Qt's own arguments, a card that cannot move)."""

from __future__ import annotations

from calculation_qt.resources import project_urls
from PySide6.QtWidgets import QApplication, QMessageBox

from .window_helpers import make_window


def test_about_names_the_website_and_the_bug_tracker_and_opens_about_qt(qtbot, monkeypatch):
    urls = project_urls()
    assert urls["homepage"].startswith("https://") and urls["bugtracker"].startswith("https://")
    window = make_window(qtbot)
    window.menus.action_about.trigger()
    dialog = window.about_dialog
    qtbot.waitUntil(dialog.isVisible)
    text = dialog.text.text()
    assert f"href='{urls['homepage']}'" in text and f"href='{urls['bugtracker']}'" in text
    assert dialog.text.openExternalLinks()
    shown = []
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda *a: shown.append(a))  # (it would block)
    monkeypatch.setattr(QApplication, "aboutQt", lambda *a: shown.append(a))
    dialog.about_qt.click()
    assert shown, "About Qt did not open"
    dialog.close()
    qtbot.waitUntil(lambda: window.about_dialog is None)
