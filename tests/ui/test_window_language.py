"""The Language setting: chosen in the settings dialog, saved, applied at the next start
(the dialog says so, and nothing else changes now)."""

from __future__ import annotations

from calculation_qt import i18n
from calculation_qt.app.storage.settings import Settings

from .test_window_settings import run_settings_dialog
from .window_helpers import make_window


def test_language_is_chosen_saved_and_applies_at_the_next_start(qtbot):
    w = make_window(qtbot)
    title = w.menus.menu_game.title()

    def change(d):
        combo = d.language.combo
        assert [combo.itemData(i) for i in range(combo.count())] == list(i18n.LANGUAGES)
        assert [combo.itemText(i) for i in range(1, combo.count())] == [
            "English", "Deutsch", "Fran\u00e7ais", "Espa\u00f1ol", "Italiano", "Nederlands", "Polski",
            "Portugu\u00eas (Brasil)", "\u0420\u0443\u0441\u0441\u043a\u0438\u0439"]
        assert "next time" in d.language.note.text()
        combo.setCurrentIndex(combo.findData("de"))
        assert "next time" in d.language.note.text()

    dialog = run_settings_dialog(qtbot, w, change)
    assert dialog.result_settings().language == "de"
    assert w.settings.language == "de"
    assert Settings.load().language == "de"  # saved
    assert w.menus.menu_game.title() == title and w.controller.game.position == 0  # nothing else changed now


def test_an_unknown_language_code_is_no_damage():
    s = Settings.from_dict({"language": "eo"})  # a language only a newer program speaks
    assert s.language == "eo" and i18n.choose_language(s.language) == i18n.system_language()
    for bad in (3, "", "../x", None):
        try:
            Settings.from_dict({"language": bad})
        except ValueError:
            continue
        raise AssertionError(f"language {bad!r} accepted")
