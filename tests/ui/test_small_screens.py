"""Every dialog and the window fit a small screen (640 x 480; 1600 x 1000 at scale 2),
with their buttons inside: each configuration runs ``small_screen_child.py`` in a
process of its own, whose offscreen screen has that size (Qt's offscreen platform reads
its screens from a JSON file)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QRect

from calculation_qt.app.shell.geometry import window_rect

CHILD = Path(__file__).with_name("small_screen_child.py")
DIALOGS = ("settings", "review", "rules", "statistics", "about", "replay", "deal_number", "message")


def run_child(tmp_path, width: int, height: int, scale: int, language: str) -> dict:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=str(scale))
    out = subprocess.run([sys.executable, str(CHILD), language], env=env, capture_output=True, text=True,
                         timeout=300, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(("width", "height", "scale", "language"),
                         [(640, 480, 1, "en"), (640, 480, 1, "de"), (1600, 1000, 2, "de"), (1024, 600, 1, "ru")])
def test_every_dialog_and_the_window_fit_a_small_screen(tmp_path, width, height, scale, language):
    sizes = run_child(tmp_path, width, height, scale, language)
    window = sizes.pop("window")
    board = sizes.pop("review_board")  # the review's board and buttons apart, its headline first
    assert not board["overlap"] and board["headline"] and board["scrolled"] == 0, board
    assert window["inside"], window  # the restored window, title bar included
    assert sorted(sizes) == sorted(DIALOGS)
    for name, s in sizes.items():
        if name == "message":  # QMessageBox sizes itself: on a screen up to 1024 px wide a
            # long text takes the screen's whole width (its thin side borders just off it)
            assert s["w"] <= s["screen_w"] and s["h"] <= s["room_h"], (name, s)
        else:
            assert s["w"] <= s["room_w"] and s["h"] <= s["room_h"], (name, s)
        assert s["buttons"] >= 1 and s["reachable"], (name, s)
        if name == "message":  # (as wide as the screen: its frame within it top to bottom)
            assert 0 <= s["frame"][1] and s["frame"][1] + s["frame"][3] <= s["screen_h"], (name, s)
        else:
            assert s["inside"], (name, s)  # placed within the screen, frame included


def test_a_saved_window_keeps_its_title_bar_on_screen():
    avail, frame = QRect(0, 0, 640, 480), QMargins(4, 30, 4, 4)
    rect = window_rect([0, 0, 1600, 1000], avail, frame)
    assert avail.contains(rect.marginsAdded(frame)) and rect.top() == 30
    assert window_rect([100, 50, 500, 400], QRect(0, 0, 1600, 1000), frame) == QRect(100, 50, 500, 400)
    # eight waste piles (classic Strategy): a default window as wide as the screen allows
    wide = window_rect(None, QRect(0, 0, 1600, 1000), frame, aspect=1.84)
    assert wide.width() >= 1.6 * wide.height() and wide.width() <= 1600 - 8
    default = window_rect(None, avail, frame)
    assert default.x() == -1 and default.width() <= 632 and default.height() <= 446
