"""The one job runner of the solver and advisor features (app/services/jobs.py)."""

import threading

import pytest

from calculation_qt.app.services import memory
from calculation_qt.app.services.jobs import JobRunner


def test_a_job_runs_off_the_gui_thread_and_delivers_on_it(qtbot):
    runner = JobRunner("test")
    results, threads = [], []
    gui = threading.current_thread()

    def work(cancel):
        threads.append(threading.current_thread())
        return 42

    changes = []
    runner.busyChanged.connect(changes.append)
    runner.start(work, lambda r: results.append((r, threading.current_thread())))
    assert runner.busy
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    assert changes == [True, False]
    assert results == [(42, gui)] and threads[0] is not gui
    assert not runner.busy and not runner.cancelled


def test_cancel_delivers_drop_forgets_and_a_new_job_drops_the_old(qtbot):
    runner = JobRunner("test")
    results = []
    gate = threading.Event()

    def slow(cancel):
        cancel.wait(5)
        gate.wait(5)
        return "stopped" if cancel.is_set() else "done"

    runner.start(slow, results.append)
    assert runner.cancel()
    gate.set()
    qtbot.waitUntil(lambda: results == ["stopped"], timeout=5000)
    assert runner.cancelled and not runner.busy
    gate.clear()
    runner.start(slow, lambda r: results.append(("first", r)))
    runner.start(lambda cancel: "second", lambda r: results.append(("second", r)))  # drops the first
    gate.set()
    qtbot.waitUntil(lambda: ("second", "second") in results, timeout=5000)
    qtbot.wait(50)
    assert not any(r[0] == "first" for r in results if isinstance(r, tuple))
    runner.start(slow, results.append)
    assert runner.drop() and not runner.busy and not runner.drop()
    qtbot.wait(50)
    assert results[-1] == ("second", "second")


def test_errors_go_to_on_error_and_background_jobs_are_not_busy(qtbot):
    errors, results = [], []
    runner = JobRunner("test", on_error=errors.append)

    def broken(cancel):
        raise ValueError("boom")

    runner.start(broken, results.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert str(errors[0]) == "boom" and results == []
    cancel = runner.start_background(lambda c: c.wait(5) and "bg", results.append)
    assert not runner.busy
    runner.shutdown()
    assert cancel.is_set()
    qtbot.waitUntil(lambda: results == ["bg"], timeout=5000)


def _rss_kib() -> int:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))


@pytest.mark.skipif(not memory.CAN_RELEASE, reason="glibc's malloc_trim only")
def test_the_memory_a_finished_job_freed_goes_back_to_the_system(qtbot):
    """A job that freed 32 MiB below a block it keeps (its result) leaves its thread's arena
    full of free pages; glibc's own trimming cannot return them (the kept block pins the
    arena's top), so the process would hold them until a later job reused them."""
    runner = JobRunner("test")
    results = []

    def work(cancel):
        blocks = [bytearray(64 * 1024) for _ in range(512)]  # 32 MiB, below malloc's mmap threshold
        for block in blocks:
            block[::4096] = b"x" * len(block[::4096])  # touch every page: resident
        kept = bytearray(64 * 1024)  # allocated last: the top of the arena
        del blocks
        return kept

    before = _rss_kib()
    runner.start(work, results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=10000)
    assert _rss_kib() - before < 8 * 1024
