"""Shared by the persistence tests: a main window to install into, and ways to play."""

from __future__ import annotations

import os
from pathlib import Path

from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage import files
from calculation_qt.engine import Game, Variant, parse_move
from tests.engine.helpers import winning_deck, winning_moves


def make_window(qtbot, controller: GameController | None = None):
    """A main window (which installs persistence); returns (window, persistence)."""
    window = MainWindow(controller) if controller is not None else MainWindow()
    persistence = window.features["persistence"]
    persistence.show_dialogs = False  # the messages are checked in Persistence.shown
    qtbot.addWidget(window)
    return window, persistence


def close_window(window) -> None:
    window.close()
    window.deleteLater()


def winning_game(variant: Variant | None = None) -> tuple[Game, list]:
    variant = variant or Variant()
    deck, _ = winning_deck(variant)
    return Game(variant, tuple(deck)), [parse_move(m) for m in winning_moves(variant)]


def play_first_moves(controller, n: int) -> None:
    for _ in range(n):
        moves = controller.state.legal_moves()
        assert moves, "the game ended early"
        assert controller.play(moves[0])


def play_to_block(controller) -> None:
    """Play waste moves only (foundation moves when nothing else) until blocked."""
    while not controller.state.is_over:
        moves = controller.state.legal_moves()
        waste = [m for m in moves if str(m).startswith("s>w")]
        controller.play((waste or moves)[0])


def shown(p) -> list[str]:
    p.show_problems()
    return p.shown


def home() -> Path:
    return Path(os.environ["CALCULATION_QT_HOME"])


def clean() -> None:
    files.reset()
