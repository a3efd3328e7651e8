"""A start's ``--game``/``--deal`` where a game is in progress (a second start's
arguments in the running window, or ``--deal N`` at a start that resumed a game): the
window asks first, as its own menus do; "No" leaves the game exactly as it was."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from calculation_qt.app.shell import start_request
from calculation_qt.app.storage import saved_game
from calculation_qt.engine import Game, Variant, record

from .test_abandon_guard import answer, snapshot, window_with_a_game

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_start_s_deal_asks_and_no_keeps_the_game(qtbot):
    w = window_with_a_game(qtbot)
    before = snapshot(w)
    seen = answer(qtbot, w, QMessageBox.StandardButton.No)
    start_request.apply_argv(w, ["--game", "sir-tommy", "--deal", "7"])
    assert seen["text"] == "Play deal 7 instead of this game?"
    assert snapshot(w) == before


def test_a_second_start_s_deal_asks_and_yes_plays_it(qtbot):
    w = window_with_a_game(qtbot)
    answer(qtbot, w, QMessageBox.StandardButton.Yes)
    start_request.apply_argv(w, ["--game", "sir-tommy", "--deal", "7"])
    assert w.controller.game.deal == 7 and w.controller.variant == Variant("sir-tommy")
    assert not w.controller.game.moves


def test_a_second_start_s_game_asks_as_choose_game_does(qtbot):
    w = window_with_a_game(qtbot)
    before = snapshot(w)
    seen = answer(qtbot, w, QMessageBox.StandardButton.No)
    start_request.apply_argv(w, ["--game", "strategy"])
    assert seen["text"].startswith("Switch to") and snapshot(w) == before


def test_arguments_the_window_cannot_read_are_left_alone(qtbot):
    w = window_with_a_game(qtbot)
    before = snapshot(w)
    for argv in (["--deal", "x"], ["--game", "klondike"], ["--no-such-option"], []):
        start_request.apply_argv(w, argv)  # (never exits the running window)
    assert snapshot(w) == before


def test_a_plain_start_with_a_deal_does_not_abandon_a_resumed_game_unasked(tmp_path):
    """The real program: a game in progress saved, ``--deal 41``: not replaced unasked
    (the question comes once the window is there; this run quits before answering)."""
    home = tmp_path / "home"
    home.mkdir()
    game = Game.from_deal(Variant(), 1)
    game.apply(game.state.legal_moves()[0])
    (home / saved_game.GAME_FILE).write_text(record.dumps(game))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CALCULATION_QT_HOME=str(home))
    done = subprocess.run([sys.executable, "-m", "tests.app.play_driver", "0,quit", "--deal", "41"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    saved = json.loads((home / saved_game.GAME_FILE).read_text())
    assert saved["deal"] == 1 and len(saved["moves"]) == 1  # still the game in progress
    stats = home / "statistics.json"
    assert not stats.exists() or json.loads(stats.read_text())["variants"].get("calculation-4", {}).get("lost", 0) == 0


def test_the_start_s_deal_asks_once_the_window_is_there(qtbot):
    w = window_with_a_game(qtbot)
    before = snapshot(w)
    seen = answer(qtbot, w, QMessageBox.StandardButton.No)
    assert not start_request.play(w, 41, None)
    assert seen["text"] == "Play deal 41 instead of this game?" and snapshot(w) == before


def test_a_second_start_s_deck_is_taken_as_the_settings_dialog_would(qtbot):
    import calculation_qt.app.features.card_deck  # noqa: F401 (declares the setting, as the window's feature does)

    w = window_with_a_game(qtbot)
    before = snapshot(w)
    start_request.apply_argv(w, ["--deck", "four-colour"])
    assert w.settings.card_deck == "four-colour"
    assert snapshot(w) == before  # a deck abandons nothing
