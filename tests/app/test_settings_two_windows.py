"""Two windows on one data folder: each writes only the settings it changed, merged
into what the file holds, so neither reverts the other's (docs/data-files.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage import files
from calculation_qt.app.storage import settings as settings_module
from calculation_qt.app.storage.settings import Settings

from .persist_helpers import close_window, home


def on_disk() -> dict:
    return json.loads((home() / settings_module.FILE_NAME).read_text())


def test_a_colour_chosen_in_one_window_survives_the_other_s_quit(qtbot):
    Settings().save()  # a settings file from an earlier run
    a, b = MainWindow(), MainWindow()  # two windows, each reading the file at its start
    for w in (a, b):
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
    assert a.settings.table_colour == b.settings.table_colour == "green"
    changed = a.settings.copy()
    changed.table_colour = "blue"
    a.apply_settings(changed)  # what the settings dialog's OK does
    assert on_disk()["table_colour"] == "blue"
    close_window(a)  # A quits...
    b.resize(b.width() + 40, b.height())
    close_window(b)  # ...then B, saving its own window size at close
    assert on_disk()["table_colour"] == "blue"


def test_only_the_changed_settings_are_written_over_the_file(tmp_path):
    Settings().save()
    first, second = Settings.load(), Settings.load()
    first.table_colour = "blue"
    first.save()
    second.card_back = "red"
    second.save()
    assert (on_disk()["table_colour"], on_disk()["card_back"]) == ("blue", "red")
    assert not files.take_problems()


def test_a_settings_file_damaged_meanwhile_is_set_aside_and_said(tmp_path):
    Settings().save()
    mine = Settings.load()
    (home() / settings_module.FILE_NAME).write_text("{\"game\": \"klondike\"}")
    mine.table_colour = "blue"
    mine.save()
    (message,) = files.take_problems()
    assert "Your settings file changed while Calculation was running" in message
    assert len(list(home().glob(settings_module.FILE_NAME + ".corrupt-*"))) == 1
    assert on_disk()["table_colour"] == "blue"


# Another Calculation in a process of its own: reads the settings at its start, shows its
# window, and closes it (saving its size and place) when the test says so.
OTHER = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage.settings import Settings
window = MainWindow(GameController(Settings.load()))
window.show()
app.processEvents()
print("shown", flush=True)
sys.stdin.readline()
window.resize(window.width() + 40, window.height())
window.close()
app.processEvents()
print("closed", flush=True)
"""


def test_the_colour_survives_the_quit_of_a_window_in_another_process(qtbot):
    Settings().save()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    other = subprocess.Popen([sys.executable, "-c", OTHER], env=env, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "shown"
        window = MainWindow()
        qtbot.addWidget(window)
        changed = window.settings.copy()
        changed.table_colour = "red"
        window.apply_settings(changed)
        close_window(window)
        geometry = on_disk().get("window_geometry")
        other.stdin.write("quit\n")
        other.stdin.flush()
        assert other.stdout.readline().strip() == "closed"
    finally:
        other.stdin.close()
        other.wait(timeout=60)
    assert on_disk()["table_colour"] == "red"  # this window's colour...
    assert on_disk().get("window_geometry") != geometry  # ...though the other process saved after it
