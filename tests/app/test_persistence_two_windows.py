"""Two Calculations open at once: one owns the saved game, both count every result."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from calculation_qt.app.storage import game_lock, saved_game
from calculation_qt.app.storage.stats import Result, Statistics, stats_key
from calculation_qt.engine import Game, Variant

from .persist_helpers import close_window, home, make_window, play_first_moves, play_to_block

HOLDER = r"""
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("locked" if lock.tryLock(0) else "refused", flush=True)
sys.stdin.read()  # holds the lock until the test closes stdin
"""


@pytest.fixture
def other_calculation():
    """Another running process holding the data folder's game lock."""
    folder = home()
    folder.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder / game_lock.LOCK_FILE)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "locked"
        yield proc
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)


def saved_moves() -> list[str]:
    return json.loads((home() / saved_game.GAME_FILE).read_text())["moves"]


def test_a_second_calculation_does_not_overwrite_the_first_ones_game(qtbot, other_calculation):
    first = Game.from_deal(Variant(), 7)
    for _ in range(2):
        first.apply(first.state.legal_moves()[-1])
    saved_game.save_game(first, saved_game.Session())  # the first window's game in progress
    game_file = home() / saved_game.GAME_FILE
    before = game_file.read_bytes()
    window, p = make_window(qtbot)
    assert len(window.controller.game.moves) == 2  # this window shows that game too...
    play_first_moves(window.controller, 3)
    assert p.second_window
    assert game_file.read_bytes() == before  # ...but does not overwrite it
    messages = [m for m in p.shown if "already open in another window" in m]
    assert len(messages) == 1  # said once, not at every move
    play_first_moves(window.controller, 1)
    assert len([m for m in p.shown if "already open" in m]) == 1
    close_window(window)


def test_results_still_count_in_a_second_calculation(qtbot, other_calculation):
    window, p = make_window(qtbot)
    play_to_block(window.controller)
    assert p.second_window
    stats = Statistics.load()
    assert stats.get(stats_key(Variant(), False)).played == 1
    close_window(window)


def test_a_lock_left_by_an_ended_process_is_taken_over(qtbot):
    folder = home()
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-c", HOLDER, str(folder / game_lock.LOCK_FILE)],
                   input="", text=True, capture_output=True, check=True, timeout=60)
    # the holder ended without unlocking? QLockFile removes its file on exit; leave one behind
    # the hard way: a lock file naming a process that no longer exists
    (folder / game_lock.LOCK_FILE).write_text("999999\npython3\n\n")
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 2)
    assert not p.second_window
    assert len(saved_moves()) == 2
    close_window(window)


def test_windows_of_one_process_share_the_claim(qtbot):
    first, p1 = make_window(qtbot)
    play_first_moves(first.controller, 1)
    close_window(first)
    second, p2 = make_window(qtbot)
    play_first_moves(second.controller, 1)
    assert not p1.second_window and not p2.second_window
    assert len(saved_moves()) == 2  # the resumed game plus one move
    close_window(second)


def test_results_counted_by_another_window_meanwhile_are_kept(qtbot):
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 1)
    # another window counts a win after this one read the statistics
    other = Statistics.load()
    key = stats_key(Variant(), False)
    other.record(key, Result(True, 90, game_id="other-window-game"))
    other.save()
    play_to_block(window.controller)
    stats = Statistics.load()
    assert stats.get(key).played == 2
    assert stats.get(key).won == 1
    assert stats.get(key).result_of("other-window-game") is not None
    close_window(window)


def test_the_lock_is_released_when_the_program_ends():
    folder = home()
    lock = folder / game_lock.LOCK_FILE
    code = ("import os, sys; from calculation_qt.app.storage import game_lock; "
            "print(game_lock.claim_game_file()); print(game_lock.claim_game_file()); "
            f"print(os.path.exists({str(lock)!r}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.split() == ["True", "True", "True"]  # held in the right folder while running
    assert not (folder / game_lock.LOCK_FILE).exists()
