"""The statistics file while the game runs: changed, damaged or refused meanwhile, it
loses nothing and the window says what happened (docs/data-files.md)."""

from __future__ import annotations

import errno
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.app.storage import files, stats
from calculation_qt.app.storage.stats import MAX_COUNT, Result, Statistics, VariantStats, stats_key
from calculation_qt.engine import Variant
from tests.ui.window_helpers import make_window

from .persist_helpers import close_window, home, winning_game

KEY = stats_key(Variant(), False)
NEWER = {"format": stats.FORMAT, "version": 99,
         "variants": {KEY: {"played": 1002, "won": 500, "lost": 502, "future": "fields"}}}


def shown_window(qtbot):
    """A window shown and focused (no move played for the player, no question before
    a new deal), with its persistence's messages collected instead of boxes."""
    window = make_window(qtbot)
    p = window.features["persistence"]
    p.show_dialogs = False
    return window, p


def key(window, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.view, k, modifier)


def abandon_by_new_deal(window) -> None:
    """A move by key (the turned card to waste pile 1), then New deal by key: the game
    played so far counts as abandoned."""
    key(window, Qt.Key_1)
    assert window.controller.game.moves
    key(window, Qt.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert not window.controller.game.moves


@pytest.mark.parametrize("content", [json.dumps(NEWER), "{\"format\": \"calcul", "\x00\x01garbage"],
                         ids=["newer-version", "cut-short", "garbage"])
def test_a_statistics_file_that_went_bad_meanwhile_is_kept_and_said(qtbot, content):
    window, p = shown_window(qtbot)
    path = home() / stats.FILE_NAME
    path.write_text(content)  # another program, or a newer Calculation, wrote it during the game
    abandon_by_new_deal(window)
    kept = list(home().glob(f"{stats.FILE_NAME}.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == content  # never written over
    said = [m for m in p.shown if "changed while Calculation was running" in m]
    assert len(said) == 1 and kept[0].name in said[0]
    figures = Statistics.load().get(KEY)  # this window's figures, written in its place
    assert (figures.played, figures.abandoned) == (1, 1)
    assert not files.take_problems()  # (the file written is good)
    close_window(window)


def test_a_statistics_file_changed_validly_meanwhile_is_merged(qtbot):
    window, p = shown_window(qtbot)
    other = Statistics.load()
    other.record(KEY, Result(True, 90, game_id="another-window"))
    other.save()
    abandon_by_new_deal(window)
    figures = Statistics.load().get(KEY)
    assert (figures.played, figures.won, figures.abandoned) == (2, 1, 1)
    assert not list(home().glob(f"{stats.FILE_NAME}.*-*")) and not p.shown
    close_window(window)


@pytest.fixture
def full_disk(monkeypatch):
    """The statistics file cannot be written (the disk is full) until ``free()``."""
    real = files.atomic_write_text

    def write(path, text, *args, **kwargs):
        if path.name == stats.FILE_NAME:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, text, *args, **kwargs)

    monkeypatch.setattr(files, "atomic_write_text", write)
    return lambda: monkeypatch.setattr(files, "atomic_write_text", real)


def test_a_result_a_full_disk_refused_is_counted_once_space_returns(qtbot, full_disk):
    window, p = shown_window(qtbot)
    abandon_by_new_deal(window)
    assert any("The disk is full" in m for m in p.shown)
    assert not (home() / stats.FILE_NAME).exists()
    other = Statistics()  # meanwhile another window counts a game of its own
    other.record(KEY, Result(True, 90, game_id="another-window"))
    (home() / stats.FILE_NAME).write_text(json.dumps(other.to_dict()))  # (its disk had room)
    key(window, Qt.Key_1)  # a change while the disk is still full: tried and refused again
    assert Statistics.load().get(KEY).played == 1
    full_disk()
    key(window, Qt.Key_2)  # the next change after space returned
    figures = Statistics.load().get(KEY)
    assert (figures.played, figures.won, figures.abandoned) == (2, 1, 1)  # both, each once
    key(window, Qt.Key_3)
    assert Statistics.load().get(KEY).played == 2
    close_window(window)


def test_a_win_in_a_game_another_window_left_says_it_does_not_count(qtbot):
    window, p = shown_window(qtbot)
    c = window.controller
    game, moves = winning_game()
    c.set_game(game)
    c.play(moves[0])
    other = Statistics.load()  # another window showing the same game abandons it
    other.record(KEY, Result(False, 1, abandoned=True, game_id=p.session.id))
    other.save()
    for m in moves[1:]:
        c.play(m)
    text = window.banner.label.text()
    assert "You won!" in text and "counted as lost already" in text
    figures = Statistics.load().get(KEY)
    assert (figures.played, figures.won, figures.lost) == (1, 0, 1)
    close_window(window)


def test_a_count_at_its_upper_limit_stays_readable():
    full = VariantStats(played=MAX_COUNT, won=MAX_COUNT, current_streak=MAX_COUNT, best_streak=MAX_COUNT,
                        fewest_moves=60)
    everything = Statistics({KEY: full})
    everything.record(KEY, Result(False, 30, game_id="one-more"))
    everything.save()
    again = Statistics.load()
    assert not files.take_problems()  # not set aside at the next start
    figures = again.get(KEY)
    assert figures.played == MAX_COUNT and figures.result_of("one-more") is not None
