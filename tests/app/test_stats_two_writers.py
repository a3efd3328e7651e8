"""Two processes adding results to one statistics file lose none of them: the file is
locked from the read to the write.  A process that keeps the lock too long is said, and
the result is written at the next change."""

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from calculation_qt.app.features.stats_recording import StatsRecorder
from calculation_qt.app.storage import files, paths
from calculation_qt.app.storage.saved_game import Session
from calculation_qt.app.storage.stats import Statistics
from calculation_qt.engine import Game, Variant

fcntl = pytest.importorskip("fcntl")  # (the lock of a POSIX system)

# The other writer: another Calculation counting a result every 10 ms until told to stop.
OTHER_WRITER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from calculation_qt.app.features.stats_recording import StatsRecorder
    from calculation_qt.app.storage.saved_game import Session
    from calculation_qt.engine import Game, Variant

    started, stop = Path(sys.argv[1]), Path(sys.argv[2])
    failed = []
    recorder = StatsRecorder(None, failed.append, lambda: None)
    n = 0
    while not stop.exists():
        recorder.add(Game.from_deal(Variant(), 1 + n % 1000), Session(), won=n % 2 == 0)
        n += 1
        started.touch()
        time.sleep(0.01)
    print(n, len(failed))
""")


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


def test_results_of_two_writers_at_once_are_all_counted(qapp, tmp_path):
    started, stop = tmp_path / "started", tmp_path / "stop"
    root = Path(__file__).resolve().parents[2]
    other = subprocess.Popen([sys.executable, "-c", OTHER_WRITER, str(started), str(stop)], cwd=root,
                             stdout=subprocess.PIPE, text=True)
    try:
        while not started.exists():  # (until the other writer is busy: no figure depends on how long)
            assert other.poll() is None, "the other writer ended early"
            time.sleep(0.01)
        failed = []
        recorder = StatsRecorder(None, failed.append, lambda: None)
        mine = 42
        for n in range(mine):
            recorder.add(Game.from_deal(Variant(), 2000 + n), Session(), won=False)
    finally:
        stop.touch()
        out, _ = other.communicate(timeout=120)
    theirs, their_failures = map(int, out.split())
    assert failed == [] and their_failures == 0
    s = Statistics.load().get("calculation-4")
    assert s.played == mine + theirs, f"{mine + theirs - s.played} of {mine + theirs} results lost"
    assert s.lost == mine + theirs // 2


def test_a_lock_held_too_long_is_said_and_the_result_written_at_the_next_change(qapp, monkeypatch):
    monkeypatch.setattr(files, "LOCK_WAIT_S", 0.05)
    Statistics().save()
    failed = []
    recorder = StatsRecorder(None, failed.append, lambda: None)
    lock = os.open(paths.data_file("statistics.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(lock, fcntl.LOCK_EX)  # another process between its read and its write, stuck
    try:
        recorder.add(Game.from_deal(Variant(), 1), Session(), won=True)
    finally:
        os.close(lock)
    assert len(failed) == 1 and "Another Calculation window kept the file locked" in str(failed[0])
    assert str(failed[0]).startswith("Your statistics could not be saved")
    assert Statistics.load().get("calculation-4").played == 0
    recorder.retry()  # the next change
    assert Statistics.load().get("calculation-4").played == 1
    assert os.stat(paths.data_file("statistics.lock")).st_mode & 0o077 == 0
