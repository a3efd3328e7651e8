"""A full disk loses nothing and is never silent.

A write that fails with ENOSPC stands in for the disk (``files.atomic_write_text``
raising what the system would).  The real one, a 64 KiB tmpfs as the data home, behaves
the same: docs/data-files.md.

- A finished game whose result the statistics file cannot take is kept in ``game.json``
  with the game; the next start counts it, once, even after a quit (or a kill) while
  the disk was still full, and says so.
- A failed write is said again each time it comes back after a write that worked.
"""

import errno
import json
import os

import pytest

from calculation_qt.app.storage import files, saved_game
from calculation_qt.app.storage.stats import Statistics

from .persist_helpers import close_window, home, make_window, play_first_moves, shown, winning_game

KEPT = "The game's result is kept with your saved game"
COUNTED = "Your statistics could be saved again: every result kept meanwhile is counted now."


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


class Disk:
    """Which of the program's files a write fails for (ENOSPC), by name."""

    def __init__(self, monkeypatch):
        self.full_for: set[str] = set()
        real = files.atomic_write_text

        def write(path, text):
            if os.path.basename(path) in self.full_for:
                raise OSError(errno.ENOSPC, "No space left on device", os.fspath(path))
            return real(path, text)

        monkeypatch.setattr(files, "atomic_write_text", write)


@pytest.fixture
def disk(monkeypatch):
    return Disk(monkeypatch)


def new_run():
    """What a new start of the program begins with: nothing said yet."""
    files.reset()


def played() -> int:
    return Statistics.load().get("calculation-4").played


def win(controller) -> str:
    game, moves = winning_game()
    controller.set_game(game)
    for m in moves:
        assert controller.play(m)
    return game.variant.key


def test_a_result_the_full_disk_refused_is_counted_once_at_the_next_start(qtbot, disk):
    disk.full_for = {"statistics.json"}  # (the data home on a full disk; the saved game's folder is not)
    window, p = make_window(qtbot)
    win(window.controller)
    said = shown(p)
    assert any("Your statistics could not be saved" in m and "The disk is full." in m for m in said), said
    assert any(KEPT in m for m in said), said
    saved = json.loads((home() / saved_game.GAME_FILE).read_text())
    assert saved["session"]["result"] == "won"
    assert [item["result"]["game_id"] for item in saved["pending"]] == [saved["session"]["id"]]
    close_window(window)  # a quit (or a kill) while the disk is still full

    disk.full_for = set()  # space is back
    new_run()
    window, p = make_window(qtbot)
    s = Statistics.load().get("calculation-4")
    assert (s.played, s.won) == (1, 1)
    assert COUNTED in shown(p)
    window.controller.new_deal(5)  # (the saved game no longer keeps it)
    assert "pending" not in json.loads((home() / saved_game.GAME_FILE).read_text())
    close_window(window)

    new_run()
    window, p = make_window(qtbot)
    assert played() == 1  # counted once
    assert COUNTED not in shown(p)
    close_window(window)


def test_a_result_kept_while_the_disk_is_full_survives_more_games(qtbot, disk):
    """Results stay kept across new deals until the statistics take them; a start
    while the disk is still full keeps them (and says the write failed)."""
    disk.full_for = {"statistics.json"}
    window, p = make_window(qtbot)
    c = window.controller
    win(c)
    c.new_deal(3)
    play_first_moves(c, 2)
    c.new_deal(4)  # deal 3 abandoned: a loss, kept too
    assert len(json.loads((home() / saved_game.GAME_FILE).read_text())["pending"]) == 2
    close_window(window)

    new_run()
    window, p = make_window(qtbot)  # still full
    assert any("Your statistics could not be saved" in m for m in shown(p))
    play_first_moves(window.controller, 1)
    assert len(json.loads((home() / saved_game.GAME_FILE).read_text())["pending"]) == 2
    disk.full_for = set()
    play_first_moves(window.controller, 1)  # the next change writes them
    s = Statistics.load().get("calculation-4")
    assert (s.played, s.won, s.lost) == (2, 1, 1)
    assert COUNTED in shown(p)
    close_window(window)


def test_the_result_is_counted_once_when_space_comes_back_in_the_same_run(qtbot, disk):
    disk.full_for = {"statistics.json"}
    window, p = make_window(qtbot)
    c = window.controller
    win(c)
    assert played() == 0
    disk.full_for = set()
    c.new_deal(7)
    assert played() == 1 and COUNTED in shown(p)
    play_first_moves(c, 1)
    close_window(window)
    new_run()
    window, p = make_window(qtbot)
    assert played() == 1
    close_window(window)


def test_a_full_disk_is_said_again_when_it_comes_back_after_a_write_that_worked(qtbot, disk):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    disk.full_for = {"game.json"}
    play_first_moves(c, 1)
    play_first_moves(c, 1)  # (the same fault, not said twice in a row)
    disk.full_for = set()
    play_first_moves(c, 1)  # written
    disk.full_for = {"game.json"}
    play_first_moves(c, 1)  # full again: the window shows 4 moves, the disk holds 3
    failed = [m for m in shown(p) if m.startswith("Your game could not be saved")]
    assert len(failed) == 2, shown(p)
    assert all("The disk is full." in m for m in failed)
    assert len(json.loads((home() / saved_game.GAME_FILE).read_text())["moves"]) == 3
    close_window(window)


def test_a_failed_write_of_the_statistics_is_said_again_after_one_that_worked(qtbot, disk):
    Statistics().save()  # (figures saved before: each failure is told in the same words)
    window, p = make_window(qtbot)
    c = window.controller
    disk.full_for = {"statistics.json"}
    c.new_deal(1)
    play_first_moves(c, 1)
    c.new_deal(2)  # abandoned: its loss refused
    disk.full_for = set()
    play_first_moves(c, 1)  # written now
    disk.full_for = {"statistics.json"}
    c.new_deal(3)  # another loss refused
    failed = [m for m in shown(p) if m.startswith("Your statistics could not be saved")]
    assert len(failed) == 2, shown(p)
    close_window(window)


def test_a_refused_result_of_an_abandoned_game_is_said_in_one_message(qtbot, disk):
    """The failed write and the keeping of the result come in one message box, not two
    stacked ones."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    Statistics().save()
    window, p = make_window(qtbot)
    p.show_dialogs = True
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 2)
    disk.full_for = {"statistics.json"}
    c.new_deal(2)  # the game in progress is abandoned: a loss the disk refuses
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible() and w.parent() is window]
    assert len(boxes) == 1, [b.text() for b in boxes]
    text = boxes[0].text()
    assert text.startswith("Your statistics could not be saved") and KEPT in text, text
    boxes[0].close()
    close_window(window)
