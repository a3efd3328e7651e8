"""A game.lock that no live Calculation holds never stops saving: it is taken over
silently (fault injection: empty, garbage, oversized, symlinked, FIFO, folder,
another computer's, a process that ended, a PID of 2^63 or more, a PID that now
belongs to another running program); two starts at once never both take it; a lock
file replaced or deleted while its owner runs is never taken over (the owner holds
its folder); the file is its owner's only."""

import os
import subprocess
import sys

import pytest

from calculation_qt.app.storage import game_lock, saved_game

from .persist_helpers import clean, close_window, home, make_window, play_first_moves


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


def _huge_pid(path):
    path.write_text(f"{2**63}\npython3\n{_host()}\n")


def _huger_pid(path):
    path.write_text(f"{10**30}\npython3.11\n{_host()}\n")


def _negative_pid(path):
    path.write_text(f"-{2**64}\npython3\n{_host()}\n")


def _other_program(path):
    """A lock as QLockFile writes it, naming a live Python process that is not Calculation
    (what a PID of a crashed Calculation may belong to by now)."""
    other = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    _OTHERS.append(other)
    name = os.path.basename(os.path.realpath(sys.executable))
    path.write_text(f"{other.pid}\n{name}\n{_host()}\n")


def _host():
    from PySide6.QtCore import QSysInfo

    return QSysInfo.machineHostName()


_OTHERS: list = []

FAULTS = [_empty, _garbage, _oversized, _symlink, _dangling_symlink, _fifo, _folder, _foreign_host,
          _ended_process, _huge_pid, _huger_pid, _negative_pid, _other_program]


@pytest.fixture(autouse=True)
def _no_claim():
    game_lock.release_game_file()  # this process starts without the lock
    yield
    game_lock.release_game_file()
    clean()  # (what a test said is not "said already" for the next one)
    while _OTHERS:
        other = _OTHERS.pop()
        other.stdin.close()
        other.wait(timeout=10)


@pytest.mark.parametrize("fault", FAULTS, ids=lambda f: f.__name__.strip("_"))
def test_a_stale_lock_is_taken_over_silently(qtbot, fault):
    if fault in (_symlink, _dangling_symlink, _fifo) and not hasattr(os, "mkfifo"):
        pytest.skip("POSIX files")
    path = lock_path()
    fault(path)
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 2)
    assert not p.second_window
    game = saved_game.load_saved_game()
    assert game is not None and len(game[0].moves) == 2  # saved, every move
    assert p.shown == []  # no message, no dialog: what a stopped program left is simply resumed
    assert game_lock.took_over()  # (the start says so in a short note: tests/app/test_crash_restart.py)
    play_first_moves(window.controller, 1)
    assert p.shown == []
    assert path.is_file() and not path.is_symlink()  # a real lock of this process now
    assert game_lock.holder_is_live(os.fspath(path))
    close_window(window)


# A real Calculation holding the lock: claims it through game_lock, then waits for its stdin.
HOLDER = ("import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
          "from calculation_qt.app.storage import game_lock; "
          "print('claimed' if game_lock.claim_game_file() else 'refused', flush=True); sys.stdin.read()")


def _start_holder():
    holder = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    return holder, holder.stdout.readline().strip()


def test_a_live_holder_on_this_computer_is_respected():
    path = lock_path()
    holder, said = _start_holder()
    try:
        assert said == "claimed"
        assert game_lock.holder_is_live(os.fspath(path))
        assert not game_lock.claim_game_file()
    finally:
        holder.stdin.close()
        holder.wait(timeout=10)
    assert game_lock.claim_game_file()  # once that process ended


def test_a_killed_holder_s_lock_is_stale_at_once():
    path = lock_path()
    holder, said = _start_holder()
    assert said == "claimed"
    holder.kill()  # SIGKILL: QLockFile leaves its file behind
    holder.wait(timeout=10)
    assert path.is_file() and not game_lock.holder_is_live(os.fspath(path))
    assert game_lock.claim_game_file()


def test_the_lock_file_is_its_owner_s_only(qtbot):
    window, _p = make_window(qtbot)
    play_first_moves(window.controller, 1)
    assert lock_path().stat().st_mode & 0o777 == 0o600
    close_window(window)


RACER = ("import os, sys, time; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
         "from calculation_qt.app.storage import game_lock; go = sys.argv[1]\n"
         "while not os.path.exists(go): time.sleep(0.001)\n"
         "print('claimed' if game_lock.claim_game_file() else 'refused', flush=True); sys.stdin.read()")


@pytest.mark.parametrize("stale", [_other_program, _ended_process, _empty], ids=lambda f: f.__name__.strip("_"))
def test_starts_at_the_same_instant_never_both_take_a_stale_lock_over(tmp_path, stale):
    path = lock_path()
    go = tmp_path / "go"
    for _ in range(3):  # a few rounds: a race shows itself some of the time
        if os.path.lexists(path):
            os.unlink(path)
        stale(path)
        racers = [subprocess.Popen([sys.executable, "-c", RACER, str(go)], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True) for _ in range(4)]
        try:
            go.write_text("go")
            said = sorted(r.stdout.readline().strip() for r in racers)
        finally:
            for r in racers:
                r.stdin.close()
                r.wait(timeout=30)
            go.unlink()
        assert said == ["claimed", "refused", "refused", "refused"]


def _garbled_in_place(path):
    with open(path, "r+b") as f:  # the same file (its holder's OS lock stays on it)
        f.write(b"\xff\xfe garbage \x00")


def _emptied_in_place(path):
    os.truncate(path, 0)


def _oversized_in_place(path):
    with open(path, "ab") as f:
        f.write(b"x" * (game_lock.MAX_LOCK_BYTES + 10))


def _no_permission(path):
    os.chmod(path, 0)


@pytest.mark.parametrize("damage", [_garbled_in_place, _emptied_in_place, _oversized_in_place, _no_permission],
                         ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_lock_whose_holder_runs_is_not_taken_over(qtbot, damage):
    clean()  # (each message is said once a run)
    path = lock_path()
    holder, said = _start_holder()
    try:
        assert said == "claimed"
        inode = path.stat().st_ino
        damage(path)
        window, p = make_window(qtbot)
        play_first_moves(window.controller, 2)
        assert p.second_window
        assert saved_game.load_saved_game() is None  # the holder's game file is not written
        assert any("already open" in m for m in p.shown)
        assert not any("taken over" in m for m in p.shown)
        assert path.stat().st_ino == inode  # the holder's own lock, not replaced
        assert game_lock.holder_is_live(os.fspath(path))
        close_window(window)
    finally:
        holder.stdin.close()
        holder.wait(timeout=10)
    assert game_lock.claim_game_file()  # once its holder ended, it is stale and taken over


# A real Calculation holding the lock that claims it again (as at each save) on each
# line of its stdin, printing what it got and the lock file's first line.
KEEPER = ("import sys; from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
          "from calculation_qt.app.storage import game_lock\n"
          "for _ in iter(sys.stdin.readline, ''):\n"
          "    print('claimed' if game_lock.claim_game_file() else 'refused', flush=True)")


def _replaced(path):
    new = path.with_name("game.lock.new")
    new.write_text(f"{os.getpid() + 1}\npython3\n{_host()}\n")
    os.replace(new, path)


def _deleted(path):
    path.unlink()


def _replaced_by_a_copy(path):
    new = path.with_name("game.lock.new")
    new.write_bytes(path.read_bytes())  # the same words, another file: no OS lock on it
    os.replace(new, path)


@pytest.mark.parametrize("swap", [_replaced, _deleted, _replaced_by_a_copy], ids=lambda f: f.__name__.strip("_"))
def test_a_lock_replaced_or_deleted_while_its_owner_runs_is_never_taken_over(qtbot, swap):
    clean()  # (each message is said once a run)
    path = lock_path()
    keeper = subprocess.Popen([sys.executable, "-c", KEEPER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    try:
        keeper.stdin.write("\n")
        keeper.stdin.flush()
        assert keeper.stdout.readline().strip() == "claimed"
        swap(path)
        assert game_lock.holder_is_live(os.fspath(path))  # (what a migration or an older version asks)
        window, p = make_window(qtbot)
        play_first_moves(window.controller, 2)
        assert p.second_window and saved_game.load_saved_game() is None  # the owner's game is not written over
        assert any("already open in another window" in m for m in p.shown)  # true: it is
        assert not game_lock.took_over()
        close_window(window)
        keeper.stdin.write("\n")  # the owner's next save: still its own, its lock file written anew
        keeper.stdin.flush()
        assert keeper.stdout.readline().strip() == "claimed"
        assert path.read_text().split("\n")[0] == str(keeper.pid)
    finally:
        keeper.stdin.close()
        keeper.wait(timeout=10)
    assert not path.exists()  # given up at its end
    assert game_lock.claim_game_file()  # and free for the next one
