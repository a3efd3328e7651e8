"""A whole game played by keys through the real accessibility bus, its state read only
from the accessibility tree, as Orca reads it.

The game runs on a private X server (Xvfb) and a private D-Bus session
(``dbus-run-session``) with an AT-SPI bus (at-spi2-core) and
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; ``atspi_player.py``, run by the system's Python
with pyatspi, finds the card table, asks for hints and plays them by keys (xdotool)
until it hears the game won.  Played twice: with Qt's announcements, and with
``CALCULATION_QT_ANNOUNCE=names``.  Skipped, saying what is missing, where those tools
are not installed (Debian: ``at-spi2-core python3-pyatspi xvfb xdotool dbus``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
PLAYER = HERE / "atspi_player.py"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"
DEAL = 1  # its solver's line plays 76 moves, 21 of them by the keyboard cursor


def missing() -> list[str]:
    needs = [tool for tool in ("dbus-run-session", "Xvfb", "xdotool") if shutil.which(tool) is None]
    if not os.path.exists(BUS_LAUNCHER):
        needs.append("at-spi2-core")
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        needs.append("python3-pyatspi")
    return needs


@pytest.fixture
def display():
    """A private X server on a free display number (Xvfb -displayfd)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1000x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


@pytest.mark.parametrize("news", ["announcements", "names"])
def test_a_whole_game_by_keys_read_through_the_accessibility_bus(tmp_path, display, news):
    """``news``: how the game says what happens: Qt's announcements, or (for a screen
    reader that ignores them, as Debian 12's Orca 43 does) name changes of the object
    that has the focus, the only ones Orca speaks."""
    if missing():
        pytest.skip("the accessibility bus needs " + ", ".join(missing()))
    (tmp_path / "settings.json").write_text(json.dumps({"auto_foundations": "off", "animation_ms": 0}))
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               CALCULATION_QT_HOME=str(tmp_path), LANGUAGE="en", LC_ALL="C.UTF-8",
               XDG_DATA_DIRS="/usr/local/share:/usr/share",  # (the bus launcher's settings schemas)
               CALCULATION_QT_ANNOUNCE="names" if news == "names" else "")
    session = (f'{BUS_LAUNCHER} --launch-immediately & '
               f'"{sys.executable}" -m calculation_qt --deal {DEAL} & game=$!; '
               f'xdotool search --sync --onlyvisible --name "^Calculation" windowfocus --sync; '
               f'{SYSTEM_PYTHON} "{PLAYER}" 200; rc=$?; kill $game; exit $rc')
    run = subprocess.run(["dbus-run-session", "--", "sh", "-c", session], env=env, capture_output=True,
                         text=True, timeout=300)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stderr[-2000:]
    result = lines[-1]
    heard = [line["text"] for line in lines if line.get("heard") in ("announcement", "name")]
    focus = [line["text"] for line in lines if line.get("heard") == "focus"]
    print(run.stdout)  # (what the listener heard, shown when the test fails)
    assert result["result"] == "won", (result, run.stderr[-1000:])
    assert result["moves"] == 76
    # what the listener heard: the start, a look round, the cursor's focus, the end
    assert lines[0]["text"].startswith("Stock, 47 left; turned card: Five of Clubs | Foundation 1, builds by ones, "
                                       "top Ace, wants Two next | ")
    assert any(text.startswith("Five of Clubs to waste pile 1. Stock, 46 left; turned card: Five of Spades.")
               for text in heard)
    assert any(text.startswith("Stock, 44 left; turned card: ") and "Waste pile 4, empty." in text for text in heard)
    assert any(text.startswith("Waste pile 1, 1 card from the top: ") for text in heard)
    assert any(", onto foundation +" in text for text in focus)
    assert "You won! All 52 cards are on the foundations." in heard[-1]
    assert lines[-2]["text"].startswith("Stock, used up | Foundation 1, builds by ones, complete")
