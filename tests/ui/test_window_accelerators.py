"""The & shortcut letters (Alt+letter) in every language: no two entries of one menu, of
the menu bar or of one dialog share a letter, or Alt+letter would pick only the first."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu

from calculation_qt import i18n

from .window_helpers import make_window

LANGUAGES = ("en", *i18n.TRANSLATED)
MNEMONIC = re.compile(r"&([^&\s])")


def letter(text: str) -> str | None:
    """The shortcut letter of ``text`` (lower case), or None; "&&" is a plain ampersand."""
    match = MNEMONIC.search(text.replace("&&", ""))
    return match.group(1).lower() if match else None


def clashes(texts: list[str]) -> list[str]:
    """The groups of texts that share a shortcut letter."""
    by_letter = defaultdict(list)
    for text in texts:
        key = letter(text)
        if key is not None:
            by_letter[key].append(text)
    return [" / ".join(group) for group in by_letter.values() if len(group) > 1]


def menu_texts(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator() and a.isVisible()]


def all_menus(menus):
    for menu in menus:
        yield menu
        yield from all_menus(a.menu() for a in menu.actions() if a.menu() is not None)


def dialog_texts(dialog) -> list[str]:
    """The texts with a shortcut letter in ``dialog``: labels, buttons, group titles."""
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    return texts + [box.title() for box in dialog.findChildren(QGroupBox)]


@pytest.fixture
def speak(qapp):
    def use(code: str) -> None:
        i18n.install(qapp, code)

    yield use
    i18n.install_catalogues(qapp, "en")  # as tests/conftest.py left it
    QLocale.setDefault(QLocale.system())


@pytest.mark.parametrize("code", LANGUAGES)
def test_menu_shortcut_letters_are_unique(qtbot, speak, code):
    speak(code)
    w = make_window(qtbot)
    problems = clashes([a.text() for a in w.menuBar().actions()])
    for menu in all_menus(a.menu() for a in w.menuBar().actions() if a.menu() is not None):
        problems += [f"{menu.title()}: {c}" for c in clashes(menu_texts(menu))]
    assert not problems, f"{code}: " + "; ".join(problems)


@pytest.mark.parametrize("code", LANGUAGES)
def test_dialog_shortcut_letters_are_unique(qtbot, speak, code):
    from calculation_qt.app.dialogs.replay_dialog import ReplayDialog
    from calculation_qt.app.dialogs.settings_dialog import SettingsDialog
    from calculation_qt.app.dialogs.stats_dialog import StatsDialog
    from calculation_qt.app.storage.stats import Statistics

    speak(code)
    w = make_window(qtbot)
    dialogs = [SettingsDialog(w.settings, w.controller.variant, w, rows=w.features.settings_rows),
               StatsDialog(Statistics(), save=lambda: None, parent=w),
               ReplayDialog(w.controller.game, [], w)]
    problems = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        problems += [f"{type(dialog).__name__}: {c}" for c in clashes(dialog_texts(dialog))]
    assert not problems, f"{code}: " + "; ".join(problems)


def test_the_check_finds_a_clash():
    assert clashes(["&Game", "&Go", "E&dit", "Fish && &Chips", "&Chess"]) == ["&Game / &Go", "Fish && &Chips / &Chess"]
    assert letter("Fish && Chips") is None
