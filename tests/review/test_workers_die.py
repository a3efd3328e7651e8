"""The review's worker processes end when the program that started them is killed
(SIGKILL, as a crash or kill -9 of the window): a real parent process, real workers."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A program reviewing a game in two worker processes from a thread (as the window does);
# it prints the workers' process ids once they run, then waits to be killed.
PARENT = """
import multiprocessing, threading, time
from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.review import review_game

def main():
    variant, deck = Variant(), deal_deck(1)
    state, moves = GameState.new(variant, deck), []
    for _ in range(6):
        move = state.legal_moves()[0]
        moves.append(move)
        state = state.apply(move)
    threading.Thread(target=review_game, args=(variant, deck, moves),
                     kwargs={"samples": 100000, "jobs": 2}, daemon=True).start()
    while len(multiprocessing.active_children()) < 2:
        time.sleep(0.05)
    print(" ".join(str(p.pid) for p in multiprocessing.active_children()), flush=True)
    time.sleep(600)

if __name__ == "__main__":
    main()
"""


def _runs(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting to be reaped does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_workers_end_when_their_parent_is_killed(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT)
    parent = subprocess.Popen([sys.executable, str(script)], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        workers = [int(pid) for pid in parent.stdout.readline().split()]
        assert len(workers) == 2 and all(_runs(pid) for pid in workers)
    finally:
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=30)
    for _ in range(600):  # wait for them to go (a bounded wait, not a timing assert)
        if not any(_runs(pid) for pid in workers):
            break
        time.sleep(0.05)
    left = [pid for pid in workers if _runs(pid)]
    for pid in left:  # (never leave them behind, even when the test fails)
        os.kill(pid, signal.SIGKILL)
    assert left == []


def test_the_parent_watch_ends_an_orphan(monkeypatch):
    """The fallback where the kernel cannot be asked: the watch sees the parent gone."""
    from calculation_qt import workers

    ended = []
    monkeypatch.setattr(workers.os, "_exit", lambda code: ended.append(code))
    monkeypatch.setattr(workers.time, "sleep", lambda s: None)
    answers = iter([False, False, True])
    workers._watch(lambda: next(answers))
    assert ended == [1]
