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
from PySide6.QtNetwork import QLocalSocket

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
        socket_knock = QLocalSocket()
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


# -- the socket's place and name ---------------------------------------------------------

def test_the_socket_is_in_the_runtime_folder_named_after_the_resolved_state_folder(tmp_path, monkeypatch):
    import shutil
    import tempfile

    runtime = tempfile.mkdtemp(prefix="run-", dir="/tmp")  # (a short path: a socket's path is short)
    monkeypatch.setenv("XDG_RUNTIME_DIR", runtime)
    try:
        name = single_instance.server_name()
        assert os.path.dirname(name) == runtime
        monkeypatch.setenv("TMPDIR", str(tmp_path))  # another TMPDIR: the same program
        assert single_instance.server_name() == name
        link = tmp_path / "link-to-home"
        link.symlink_to(paths.folder(paths.STATE), target_is_directory=True)
        monkeypatch.setenv("CALCULATION_QT_HOME", str(link))  # the same folder through a link: the same program
        assert single_instance.server_name() == name
    finally:
        shutil.rmtree(runtime)


def test_without_a_usable_runtime_folder_the_socket_is_in_a_private_folder(tmp_path, monkeypatch):
    shared = tmp_path / "open-to-all"
    shared.mkdir()
    shared.chmod(0o777)  # anyone could put a socket there: not used
    for runtime in (None, "relative/run", str(shared)):
        if runtime is None:
            monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
        else:
            monkeypatch.setenv("XDG_RUNTIME_DIR", runtime)
        folder = os.path.dirname(single_instance.server_name())
        info = os.lstat(folder)
        assert folder != str(shared) and info.st_uid == os.getuid() and info.st_mode & 0o077 == 0


SQUATTER = """
import socket, sys, time
server = socket.socket(socket.AF_UNIX)
server.bind(sys.argv[1])
server.listen(5)
print("listening", flush=True)
while True:
    peer, _ = server.accept()  # accepts, reads, never answers: not a Calculation
    peer.recv(65536)
    time.sleep(600)
"""


def test_a_listener_that_is_no_calculation_does_not_end_the_start(qapp, tmp_path):
    """Another program (or another user, where the socket's folder were shared) listening
    on the name first: the start opens its own window, never exits 0 with none."""
    from PySide6.QtCore import QDir

    name = single_instance.server_name()
    if not os.path.isabs(name):  # (a bare name: Qt puts it in its temporary folder)
        name = os.path.join(QDir.tempPath(), name)
    squatter = subprocess.Popen([sys.executable, "-c", SQUATTER, name], stdout=subprocess.PIPE, text=True)
    try:
        assert squatter.stdout.readline().strip() == "listening"
        start = _start({FIRST_PAINT: "1"})
        out, err = start.communicate(timeout=WAIT_S)
        assert start.returncode == 0, err
        assert "first-paint" in out  # its own window
    finally:
        squatter.kill()
        squatter.wait(timeout=WAIT_S)
        if os.path.lexists(name):
            os.unlink(name)


# -- a second start's arguments ------------------------------------------------------------

def test_a_second_start_s_arguments_are_applied_by_the_running_window(qapp, first):
    import json
    import time

    _listening(qapp, first)
    second = subprocess.run([sys.executable, "-m", "calculation_qt", "--game", "sir-tommy", "--deal", "7"],
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **{FIRST_PAINT: "1"}),
                            capture_output=True, text=True, timeout=WAIT_S)
    assert second.returncode == 0, second.stderr
    assert "first-paint" not in second.stdout  # no window of its own
    game_file = paths.folder(paths.STATE) / "game.json"
    for _ in range(WAIT_S * 10):  # the running window deals it (nothing in progress: nothing to ask)
        if game_file.exists():
            saved = json.loads(game_file.read_text())
            if saved.get("deal") == 7:
                break
        time.sleep(0.1)
    assert saved["deal"] == 7 and saved["game"] == "sir-tommy"
    assert first.poll() is None
