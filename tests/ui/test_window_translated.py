"""The window in German, French and Spanish: its menus, toolbar, status bar and the end
banner speak the language, and the layout holds at 640x480 with German, the longest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from calculation_qt import i18n
from calculation_qt.engine import PileKind

from .test_window_end import play_to_blocked
from .window_helpers import make_window

# What a player of each language reads (the translations' own words, not looked up).
EXPECTED = {
    "de": {"menus": ["&Spiel", "&Bearbeiten", "S&pielen", "&Hilfe"], "new": "&Neues Spiel",
           "blocked": "Blockiert.", "buttons": ["Rückgängig", "Neu beginnen", "Neues Spiel"], "stock": "Talon"},
    "fr": {"menus": ["&Jeu", "É&dition", "J&ouer", "&Aide"], "new": "&Nouvelle donne",
           "blocked": "Bloquée.", "buttons": ["Annuler", "Recommencer", "Nouvelle donne"], "stock": "Pioche"},
    "es": {"menus": ["&Juego", "&Editar", "Ju&gar", "A&yuda"], "new": "&Nueva partida",
           "blocked": "Bloqueada.", "buttons": ["Deshacer", "Reiniciar", "Nueva partida"], "stock": "Mazo"},
}


@pytest.fixture
def speak(qapp):
    def use(code: str) -> None:
        i18n.install(qapp, code)

    yield use
    i18n.install_catalogues(qapp, "en")  # as tests/conftest.py left it
    QLocale.setDefault(QLocale.system())


@pytest.mark.parametrize("code", sorted(EXPECTED))
def test_menus_status_bar_and_banner_speak_the_language(qtbot, speak, code):
    speak(code)
    expected = EXPECTED[code]
    w = make_window(qtbot)
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles[:2] == expected["menus"][:2] and titles[-1] == expected["menus"][-1]
    assert expected["menus"][2] in titles
    assert w.menus.action_new.text() == expected["new"]
    assert w.scene.label_text(PileKind.STOCK, 0).startswith(expected["stock"])
    play_to_blocked(w.controller)
    assert w.banner.isVisible() and w.banner.kind == "blocked"
    assert expected["blocked"] in w.banner.label.text()
    assert w.banner.button_titles() == expected["buttons"]
    english = {"Game", "Edit", "Play", "Help", "New deal", "Blocked", "Undo", "Restart"}
    shown = {t.replace("&", "") for t in titles} | set(w.banner.button_titles())
    assert not shown & english


def test_german_fits_640_by_480(qtbot, speak):
    speak("de")
    w = make_window(qtbot)
    w.resize(640, 480)
    qtbot.waitUntil(lambda: w.width() == 640 and w.height() == 480, timeout=3000)
    assert w.minimumSizeHint().width() <= 640 and w.minimumSizeHint().height() <= 480
    bar = w.menus.toolbar
    for action in bar.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        button = bar.widgetForAction(action)
        assert button is not None and button.isVisible(), f"toolbar button {action.text()!r} is cut off"
        assert bar.rect().contains(button.geometry()), f"toolbar button {action.text()!r} is cut off"
    status = w.statusBar()
    labels = [child for child in status.children() if hasattr(child, "text") and child.isVisible()]
    assert sum(label.sizeHint().width() for label in labels) <= status.width()
    play_to_blocked(w.controller)
    qtbot.waitUntil(w.banner.isVisible)
    assert w.banner.sizeHint().width() <= w.width()
    for title in w.banner.button_titles():
        button = w.banner.button(title)
        assert button.width() >= button.sizeHint().width(), f"banner button {title!r} is squeezed"


@pytest.mark.parametrize("code", sorted(EXPECTED))
def test_the_settings_dialog_fits_640_wide(qtbot, speak, code):
    """Every row of the settings dialog (the features' included) fits a 640 px screen."""
    from calculation_qt.app.dialogs.settings_dialog import SettingsDialog

    speak(code)
    w = make_window(qtbot)
    dialog = SettingsDialog(w.settings, w.controller.variant, w, rows=w.features.settings_rows)
    qtbot.addWidget(dialog)
    assert len(w.features.settings_rows) >= 1  # the features' rows are in it
    assert dialog.minimumSizeHint().width() <= 640, dialog.minimumSizeHint()
