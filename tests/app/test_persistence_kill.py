"""A crash loses nothing: the real program is killed with SIGKILL in the middle of a
game, and on the next start every move it reported saved is back, in order."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from calculation_qt.app.storage import game_lock, saved_game
from calculation_qt.engine import Game, Variant, record

from .play_driver import PREFIX

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60


def start(home: Path, script: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CALCULATION_QT_HOME=str(home), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "tests.app.play_driver", script], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def read_event(proc: subprocess.Popen, deadline: float) -> tuple[str, dict]:
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            raise AssertionError(f"the program ended early: {proc.wait()} {proc.stderr.read()[-2000:]}")
        if line.startswith(PREFIX):
            what, _, data = line[len(PREFIX):].strip().partition(" ")
            return what, json.loads(data)
    raise AssertionError("no answer from the program in time")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_sigkill_in_the_middle_of_a_game_loses_no_move(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    # a known deal to resume: deal 1 with no move yet
    (home / saved_game.GAME_FILE).write_text(record.dumps(Game.from_deal(Variant(), 1)))

    proc = start(home, "45,delay=20")  # ~1.5 s of play: the kill comes well before the end
    deadline = time.monotonic() + TIMEOUT
    try:
        what, first = read_event(proc, deadline)
        assert what == "start" and first["moves"] == []
        saved = []
        while len(saved) < 12:
            what, data = read_event(proc, deadline)
            if what == "saved":
                saved.append(data)
        proc.send_signal(signal.SIGKILL)  # mid-game: it is still playing
        proc.wait(TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    last = saved[-1]
    assert last["position"] == len(last["moves"]) >= 11

    proc = start(home, "0,quit")
    try:
        what, resumed = read_event(proc, time.monotonic() + TIMEOUT)
        assert proc.wait(TIMEOUT) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()
    assert what == "start"
    # every move reported saved before the kill is there, in order (one more may have
    # been written between the last report and the kill)
    assert resumed["moves"][: len(last["moves"])] == last["moves"]
    assert len(last["moves"]) <= resumed["position"] <= 45
    assert len(resumed["moves"]) < 45, "the program finished before it was killed: not a mid-game kill"
    leftovers = [p.name for p in home.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) <= 1  # at most the temporary file of the write the kill interrupted


def test_deal_on_the_command_line_replaces_the_saved_game(tmp_path):
    """(With "Ask before abandoning" off: tests/app/test_start_request.py asks.)"""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"confirm_abandon": False}))
    game = Game.from_deal(Variant(), 1)
    game.apply(game.state.legal_moves()[0])
    (home / saved_game.GAME_FILE).write_text(record.dumps(game))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CALCULATION_QT_HOME=str(home))
    done = subprocess.run([sys.executable, "-m", "tests.app.play_driver", "0,quit", "--deal", "5"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith(PREFIX)]
    assert lines[0] == f'{PREFIX} start {{"position": 0, "moves": []}}'  # the --deal game, in effect once running
    saved = json.loads((home / saved_game.GAME_FILE).read_text())
    assert saved["deal"] == 5 and saved["moves"] == []
    figures = json.loads((home / "statistics.json").read_text())["variants"]["calculation-4"]
    assert (figures["played"], figures["lost"], figures["abandoned"]) == (1, 1, 1)


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_termination_signal_quits_cleanly(tmp_path, signame):
    """Log-out (SIGTERM), Ctrl+C (SIGINT), a closed terminal (SIGHUP): the program quits
    like Game > Quit: exit code 0, the game saved, the game file's lock given up."""
    home = tmp_path / "home"
    home.mkdir()
    proc = start(home, "3")
    deadline = time.monotonic() + TIMEOUT
    try:
        saved = []
        while True:
            what, data = read_event(proc, deadline)
            if what == "saved":
                saved.append(data)
            if what == "done":
                break
        assert (home / game_lock.LOCK_FILE).exists()  # held while running
        time.sleep(0.3)  # past the first frame (the handler is installed just after it)
        proc.send_signal(getattr(signal, signame))
        assert proc.wait(TIMEOUT) == 0, proc.stderr.read()[-2000:]
    finally:
        if proc.poll() is None:
            proc.kill()
    assert not (home / game_lock.LOCK_FILE).exists()
    on_disk = json.loads((home / saved_game.GAME_FILE).read_text())
    assert on_disk["moves"] == saved[-1]["moves"] and len(on_disk["moves"]) == 3
