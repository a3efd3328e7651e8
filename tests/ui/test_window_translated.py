"""The window in each translated language: its menus, toolbar, status bar and the end
banner speak the language, and the layout holds at 640x480 with the longest (German,
Polish, Russian)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from calculation_qt import i18n
from calculation_qt.engine import PileKind

from .test_window_end import play_to_blocked
from .window_helpers import make_window

# What a player of each language reads (the translations' own words, not looked up).
EXPECTED = {
    "de": {"menus": ["&Spiel", "&Bearbeiten", "&Züge", "&Hilfe"], "new": "&Neues Spiel",
           "blocked": "Blockiert.", "buttons": ["Rückgängig", "Neu beginnen", "Neues Spiel"], "stock": "Talon"},
    "fr": {"menus": ["&Jeu", "É&dition", "&Coups", "&Aide"], "new": "&Nouvelle donne",
           "blocked": "Bloquée.", "buttons": ["Annuler", "Recommencer", "Nouvelle donne"], "stock": "Pioche"},
    "es": {"menus": ["&Juego", "&Editar", "&Movimientos", "A&yuda"], "new": "&Nueva partida",
           "blocked": "Bloqueada.", "buttons": ["Deshacer", "Reiniciar", "Nueva partida"], "stock": "Mazo"},
    "it": {"menus": ["&Partita", "&Modifica", "&Gioca", "&Aiuto"], "new": "&Nuova smazzata",
           "blocked": "Bloccata.", "buttons": ["Annulla", "Ricomincia", "Nuova smazzata"], "stock": "Mazzo"},
    "nl": {"menus": ["&Spel", "Be&werken", "&Zetten", "&Hulp"], "new": "&Nieuw spel",
           "blocked": "Vastgelopen.", "buttons": ["Ongedaan maken", "Herstarten", "Nieuw spel"], "stock": "Voorraad"},
    "pl": {"menus": ["&Gra", "&Edycja", "&Ruchy", "Pomo&c"], "new": "&Nowe rozdanie",
           "blocked": "Blokada.", "buttons": ["Cofnij", "Od nowa", "Nowe rozdanie"], "stock": "Talia"},
    "pt_BR": {"menus": ["&Jogo", "&Editar", "Jo&gadas", "Aj&uda"], "new": "&Nova partida",
              "blocked": "Bloqueada.", "buttons": ["Desfazer", "Reiniciar", "Nova partida"], "stock": "Monte"},
    "ru": {"menus": ["&\u0418\u0433\u0440\u0430", "&\u041f\u0440\u0430\u0432\u043a\u0430", "&\u0425\u043e\u0434\u044b",
                     "&\u0421\u043f\u0440\u0430\u0432\u043a\u0430"],
           "new": "&\u041d\u043e\u0432\u044b\u0439 \u0440\u0430\u0441\u043a\u043b\u0430\u0434",
           "blocked": "\u0422\u0443\u043f\u0438\u043a.", "stock": "\u041a\u043e\u043b\u043e\u0434\u0430",
           "buttons": ["\u041e\u0442\u043c\u0435\u043d\u0438\u0442\u044c", "\u0417\u0430\u043d\u043e\u0432\u043e",
                       "\u041d\u043e\u0432\u044b\u0439 \u0440\u0430\u0441\u043a\u043b\u0430\u0434"]},
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


@pytest.mark.parametrize("code", i18n.TRANSLATED)
def test_the_longest_languages_fit_640_by_480(qtbot, speak, code):
    speak(code)
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
    # (a button added to the shown banner is shown, and laid out, by a queued call)
    qtbot.waitUntil(lambda: all(w.banner.button(t).isVisible() for t in w.banner.button_titles()))
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
