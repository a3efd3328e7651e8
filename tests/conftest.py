"""Test set-up shared by every test: Qt runs headless and nothing touches the player's
real data folder (CALCULATION_QT_HOME points at a fresh temporary folder per test), and
no card deck of the system is read (the XDG data folders point at empty ones)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_data_home(tmp_path, monkeypatch):
    home = tmp_path / "calculation-home"
    home.mkdir()
    monkeypatch.setenv("CALCULATION_QT_HOME", str(home))
    # card decks are looked for in the XDG data folders: empty ones, never the system's
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "xdg-system"))
    yield home


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, speaking English as the program does at its start: the
    English catalogue holds the plural forms ("1 card", "2 cards"; calculation_qt.i18n)."""
    from calculation_qt import i18n

    i18n.install_catalogues(qapp, "en")
    return qapp


@pytest.fixture(autouse=True)
def _default_locale_restored():
    """A test that picks a language also sets Qt's default locale (how numbers and dates
    are written); the next test starts again from the locale the session started with."""
    from PySide6.QtCore import QLocale

    start = QLocale()
    yield
    QLocale.setDefault(start)
