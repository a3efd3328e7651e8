"""The program's start leaves for after its first frame what that frame does not need:
the features installed after it (solver, advisor, review, statistics dialog...), the
dialogs, the card-deck scan and the modules they bring.  A real start (``python -m
calculation_qt --deal 1``, in the test set-up's data folder, resuming the game the start
before saved, as ``bench ui`` measures it) lists the modules imported at its first frame
(``CALCULATION_QT_BENCH_FIRST_PAINT=modules``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

FIRST_PAINT = "CALCULATION_QT_BENCH_FIRST_PAINT"

# imported only after the first frame, or when first used
DEFERRED = (
    "calculation_qt.app.features.hint", "calculation_qt.app.features.winnable_deals",
    "calculation_qt.app.features.daily_deal", "calculation_qt.app.features.was_it_winnable",
    "calculation_qt.app.features.advisor_actions", "calculation_qt.app.features.review_actions",
    "calculation_qt.app.features.auto_finish", "calculation_qt.app.features.game_clock",
    "calculation_qt.app.features.screen_reader",
    "calculation_qt.app.services.solver_service", "calculation_qt.app.services.jobs",
    "calculation_qt.app.dialogs.settings_dialog", "calculation_qt.app.dialogs.small",
    "calculation_qt.app.dialogs.stats_dialog", "calculation_qt.app.dialogs.review_dialog",
    "calculation_qt.app.dialogs.replay_dialog",
    "calculation_qt.app.shell.quit_signals", "calculation_qt.app.shell.resources",
    "calculation_qt.app.storage.stats",
    "calculation_qt.solver", "calculation_qt.rating", "calculation_qt.review",
    "calculation_qt.ui.cards.svg_deck", "calculation_qt.ui.cards.decks", "calculation_qt.ui.keyboard_cursor",
    "calculation_qt.ui.scene_anim",
    "calculation_qt.resources", "importlib.resources", "calculation_qt.cli_common",
    "PySide6.QtNetwork", "PySide6.QtSvg", "secrets", "hmac", "hashlib", "html",
)


def _first_frame_report(after_crash: bool = False, env: dict | None = None) -> dict[str, set[str]]:
    """With ``after_crash``, the second start finds a ``game.lock`` nobody holds (as a
    ``kill -9`` leaves it), takes it over and says so in the status bar.  ``env``: the
    environment to start in (default this one)."""
    env = dict(os.environ if env is None else env, QT_QPA_PLATFORM="offscreen", **{FIRST_PAINT: "modules"})
    command = [sys.executable, "-m", "calculation_qt", "--deal", "1"]
    stale = "4194304\nstopped\nhost\n"
    for start in range(2):  # the second start resumes the game the first one saved
        if after_crash and start == 1:
            from calculation_qt.app.storage import game_lock, paths

            lock = paths.data_file(game_lock.LOCK_FILE)
            lock.write_text(stale)
        proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
    if after_crash:  # the start took the stale lock over (its own, released at its end, is gone)
        assert not lock.exists() or lock.read_text() != stale
    report = {}
    for line in proc.stdout.splitlines():
        if line.startswith(("first-paint-modules ", "first-paint-enums ", "first-paint-threads ")):
            words = line.split()
            assert words[0] not in report, proc.stdout
            report[words[0]] = set(words[1:])
    assert len(report) >= 2, proc.stdout
    return report


def test_the_first_frame_waits_for_no_feature_dialog_or_deck_scan():
    modules = _first_frame_report()["first-paint-modules"]
    assert "calculation_qt.app.shell.main_window" in modules  # (the list is the real one)
    early = sorted(name for name in modules if name.startswith(DEFERRED))
    assert early == []


@pytest.mark.parametrize("after_crash", [False, True], ids=["plain", "after-a-crash"])
def test_the_first_frame_builds_no_enum_of_the_qt_namespace(after_crash):
    """PySide6 builds all of the ``Qt`` namespace's enums at once when it is first
    touched (``Qt.Key`` alone has 471 values; about 18 ms of the start): the window's
    modules take ``Qt`` from ``qtcompat`` and the first frame needs none of them, nor
    does the status bar's note after a crash (the banner's module waits)."""
    report = _first_frame_report(after_crash)
    if after_crash:
        assert "calculation_qt.app.shell.status_messages" in report["first-paint-modules"]
        assert "calculation_qt.app.shell.banner" not in report["first-paint-modules"]
    enums = report["first-paint-enums"]
    assert "QEvent.Type" in enums  # (the list is the real one)
    assert sorted(name for name in enums if name.startswith("Qt.")) == []


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="threads counted through /proc (Linux)")
def test_the_first_frame_is_painted_by_one_thread():
    """Qt's raster painting would start a pool of helper threads for the first frame's
    fills and blits, which cost more than they save on the table's small repaints
    (``qtcompat.paint_in_one_thread``); nothing else starts a thread before it (the
    solver's workers come after).  The player's own QT_NO_GUI_THREADPOOL is kept, so
    the test leaves it out of the start's environment."""
    env = {name: value for name, value in os.environ.items() if name != "QT_NO_GUI_THREADPOOL"}
    report = _first_frame_report(env=env)
    assert report["first-paint-threads"] == {"1"}
