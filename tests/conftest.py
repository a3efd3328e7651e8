"""Test set-up shared by every test: Qt runs headless and nothing touches the player's
real data folder (CALCULATION_QT_HOME points at a fresh temporary folder per test)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_data_home(tmp_path, monkeypatch):
    home = tmp_path / "calculation-home"
    home.mkdir()
    monkeypatch.setenv("CALCULATION_QT_HOME", str(home))
    yield home
