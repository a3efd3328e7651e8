"""One rule for every setting: an unusable value of a setting a feature declares after
the file was read sets the file aside and says so, like a bad window setting (checked in
a real process, where the features are imported after the settings are read)."""

import json
import os
import subprocess
import sys

import pytest

from .persist_helpers import home

# Reads the settings as the program's start does, then starts the window, whose features
# declare their settings; prints what the window showed and what each setting reads as.
START = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from calculation_qt.app.storage.settings import Settings
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
settings = Settings.load()
window = MainWindow(GameController(settings))
said = window.features["persistence"].shown  # (shown as the feature comes, before anything reads it)
values = {name: getattr(settings, name) for name in sys.argv[1:]}
print(json.dumps({"said": said, "values": values}))
"""


@pytest.mark.parametrize("key,bad,default", [
    ("click_strength", "genius", "rating"), ("card_deck", "", "standard"),
    ("auto_foundations", 7, "finish"), ("winnable_deals", "yes", False),
])
def test_a_bad_feature_setting_sets_the_file_aside_and_says_so(key, bad, default):
    folder = home()
    folder.mkdir(parents=True, exist_ok=True)
    original = json.dumps({"animation_ms": 0, "table_colour": "blue", key: bad})
    (folder / "settings.json").write_text(original)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", START, key, "animation_ms", "table_colour"], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["values"] == {key: default, "animation_ms": 0, "table_colour": "blue"}
    said = [m for m in out["said"] if key in m]
    assert len(said) == 1 and "was kept as settings.json.corrupt-" in said[0]
    aside = list(folder.glob("settings.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_text() == original  # the player's file, whole
    now = json.loads((folder / "settings.json").read_text())
    assert now[key] == default and now["animation_ms"] == 0 and now["table_colour"] == "blue"
