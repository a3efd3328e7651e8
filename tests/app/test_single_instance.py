"""One window a data folder: a second start on the same data folder brings the running
window forward and ends (exit 0, no window of its own); after ``kill -9`` a restart
removes the dead program's socket and takes its stale lock over at once.  Real
processes, in the test set-up's redirected data folder."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from PySide6.QtCore import QThread

from calculation_qt.app.shell import single_instance
from calculation_qt.app.storage import game_lock, paths

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="kill -9 and POSIX locks")
FIRST_PAINT = "CALCULATION_QT_BENCH_FIRST_PAINT"  # a window that paints says so and quits
WAIT_S = 60  # generous: the machine may be busy


def _start(extra_env: dict | None = None) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(extra_env or {}))
    return subprocess.Popen([sys.executable, "-m", "calculation_qt"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _listening(qapp, process: subprocess.Popen) -> None:
    """Waits until ``process`` listens on the data folder's socket."""
    name = single_instance.server_name()
    for _ in range(WAIT_S * 10):
        assert process.poll() is None, process.communicate()
        socket_knock = single_instance.QLocalSocket()
        socket_knock.connectToServer(name)
        if socket_knock.waitForConnected(100):
            socket_knock.disconnectFromServer()
            return
        QThread.msleep(100)
    pytest.fail("the first program never listened")


@pytest.fixture
def first(qapp):
    process = _start()
    yield process
    if process.poll() is None:
        process.terminate()
    process.communicate(timeout=WAIT_S)


def test_a_second_start_hands_over_and_ends_without_a_window(qapp, first):
    _listening(qapp, first)
    second = _start({FIRST_PAINT: "1"})  # would print "first-paint" had it a window
    out, err = second.communicate(timeout=WAIT_S)
    assert second.returncode == 0, err
    assert "first-paint" not in out
    assert first.poll() is None  # the running one goes on


def test_another_data_folder_is_another_program(qapp, first, tmp_path):
    _listening(qapp, first)
    other = tmp_path / "other-home"
    other.mkdir()
    second = _start({FIRST_PAINT: "1", "CALCULATION_QT_HOME": str(other)})
    out, err = second.communicate(timeout=WAIT_S)
    assert second.returncode == 0, err
    assert "first-paint" in out


def test_after_kill_9_a_restart_takes_socket_and_lock_over_at_once(qapp, first):
    _listening(qapp, first)
    lock = paths.folder(paths.STATE) / game_lock.LOCK_FILE
    assert lock.read_text().split()[0] == str(first.pid)  # taken at start, not at a save
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=WAIT_S)
    again = _start()
    try:
        _listening(qapp, again)
        assert lock.read_text().split()[0] == str(again.pid)
    finally:
        again.terminate()
        again.communicate(timeout=WAIT_S)


def test_the_tools_options_are_not_stopped_by_a_running_game(qapp, first):
    _listening(qapp, first)
    for option in ("--version", "--list-decks", "--smoke"):
        done = subprocess.run([sys.executable, "-m", "calculation_qt", option], capture_output=True, text=True,
                              env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=WAIT_S)
        assert done.returncode == 0, (option, done.stderr)
        assert done.stdout.strip(), option
