"""Shared by the persistence tests: a main window to install into, and ways to play."""

from __future__ import annotations

import os
from pathlib import Path

from calculation_qt.app import persistence, storage
from calculation_qt.app.controller import GameController
from calculation_qt.engine import Game, Variant, parse_move
from tests.engine.helpers import winning_deck, winning_moves

try:  # the real main window once it exists (it installs persistence itself)
    from calculation_qt.app.main_window import MainWindow
except ImportError:  # pragma: no cover - only before the main window was written
    MainWindow = None


def make_window(qtbot, controller: GameController | None = None):
    """A main window with persistence installed; returns (window, persistence)."""
    if MainWindow is not None:
        window = MainWindow(controller) if controller is not None else MainWindow()
        if getattr(window, "persistence", None) is None:
            persistence.install(window)
    else:
        from PySide6.QtGui import QAction
        from PySide6.QtWidgets import QMainWindow

        class StandIn(QMainWindow):
            def __init__(self):
                super().__init__()
                self.controller = controller or GameController()
                self.action_statistics = QAction("Statistics", self)
                self.messages = []

            def status_message(self, text):
                self.messages.append(text)

        window = StandIn()
        persistence.install(window)
    window.persistence.show_dialogs = False  # the messages are checked in Persistence.shown
    qtbot.addWidget(window)
    return window, window.persistence


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
    storage.reset()
