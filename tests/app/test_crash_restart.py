"""A restart after an unexpected stop (kill -9) resumes the game quietly: at most a
short note in the status bar, in the player's language; no dialog, no file path,
nothing modal.  The real program, killed and started again."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .play_driver import PREFIX

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")


def _env(home: Path, **extra) -> dict:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", CALCULATION_QT_HOME=str(home), PYTHONUNBUFFERED="1",
                **extra)


def _killed_mid_game(home: Path) -> list[str]:
    """Start the program, let it play and save three moves, kill -9 it; the saved moves."""
    proc = subprocess.Popen([sys.executable, "-m", "tests.app.play_driver", "3"], cwd=ROOT, env=_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + TIMEOUT
    try:
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            assert line, proc.stderr.read()[-2000:]
            if line.startswith(f"{PREFIX} done "):
                moves = json.loads(line.split(" ", 2)[2])["moves"]
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait(TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL and len(moves) == 3
    return moves


def _restart(home: Path, **env) -> dict:
    done = subprocess.run([sys.executable, "-m", "tests.app.play_driver", "0,quit"], cwd=ROOT, env=_env(home, **env),
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr[-2000:]
    events = {}
    for line in done.stdout.splitlines():
        if line.startswith(PREFIX):
            what, _, data = line[len(PREFIX):].strip().partition(" ")
            events[what] = json.loads(data)
    return events


@pytest.mark.parametrize("language, note", [("en", "Resumed after an unexpected stop."),
                                            ("de", "Nach einem unerwarteten Ende fortgesetzt.")])
def test_a_restart_after_kill_9_resumes_with_a_short_note(tmp_path, language, note):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"language": language}))
    moves = _killed_mid_game(home)
    assert (home / "game.lock").exists()  # left behind by the killed program
    events = _restart(home)
    assert events["start"]["moves"] == moves  # the game resumed
    assert events["told"] == []  # no message box, no banner text
    assert events["screen"] == {"status": note, "dialogs": []}
    assert str(home) not in json.dumps(events)  # no file path anywhere


def test_a_plain_restart_says_nothing(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    _restart(home)
    events = _restart(home)
    assert events["told"] == [] and events["screen"] == {"status": "", "dialogs": []}
