"""A game.lock that no live Calculation holds never stops saving: it is taken over and
said once (fault injection: empty, garbage, oversized, symlinked, FIFO, folder,
another computer's, a process that ended)."""

import os
import subprocess
import sys

import pytest

from calculation_qt.app.storage import game_lock, saved_game

from .persist_helpers import close_window, home, make_window, play_first_moves


def lock_path():
    folder = home()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / game_lock.LOCK_FILE


def _empty(path):
    path.write_bytes(b"")


def _garbage(path):
    path.write_bytes(b"\xff\xfe not a lock \x00\x01")


def _oversized(path):
    path.write_text(f"{os.getpid()}\npython3\n\n" + "x" * (game_lock.MAX_LOCK_BYTES + 10))


def _symlink(path):
    target = path.with_name("elsewhere.txt")
    target.write_text(f"{os.getpid()}\npython3\n\n")  # a live PID, but reached through a link
    path.symlink_to(target)


def _dangling_symlink(path):
    path.symlink_to(path.with_name("nowhere"))


def _fifo(path):
    os.mkfifo(path)


def _folder(path):
    path.mkdir()
    (path / "inside").write_text("x")


def _foreign_host(path):
    path.write_text(f"{os.getpid()}\npython3\nsome-other-computer.example\n")


def _ended_process(path):
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True, timeout=60)
    path.write_text(f"{int(done.stdout)}\npython3\n\n")


FAULTS = [_empty, _garbage, _oversized, _symlink, _dangling_symlink, _fifo, _folder, _foreign_host,
          _ended_process]


@pytest.fixture(autouse=True)
def _no_claim():
    game_lock.release_game_file()  # this process starts without the lock
    yield
    game_lock.release_game_file()


@pytest.mark.parametrize("fault", FAULTS, ids=lambda f: f.__name__.strip("_"))
def test_a_stale_lock_is_taken_over_and_said_once(qtbot, fault):
    if fault in (_symlink, _dangling_symlink, _fifo) and not hasattr(os, "mkfifo"):
        pytest.skip("POSIX files")
    path = lock_path()
    fault(path)
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 2)
    assert not p.second_window
    game = saved_game.load_saved_game()
    assert game is not None and len(game[0].moves) == 2  # saved, every move
    said = [m for m in p.shown if "taken over" in m]
    assert len(said) == 1 and not any("already open" in m for m in p.shown)
    play_first_moves(window.controller, 1)
    assert len([m for m in p.shown if "taken over" in m]) == 1  # once
    assert path.is_file() and not path.is_symlink()  # a real lock of this process now
    assert game_lock.holder_is_live(os.fspath(path))
    close_window(window)


def test_a_live_holder_on_this_computer_is_respected():
    path = lock_path()
    holder = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        from PySide6.QtCore import QSysInfo

        path.write_text(f"{holder.pid}\npython3\n{QSysInfo.machineHostName()}\n")
        assert game_lock.holder_is_live(os.fspath(path))
    finally:
        holder.stdin.close()
        holder.wait(timeout=10)
    assert not game_lock.holder_is_live(os.fspath(path))  # the same file, once that process ended
