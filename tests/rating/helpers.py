"""Positions for the rating tests: built by hand, or reached by random legal play."""

import random

from calculation_qt.engine import ALL_CARDS, Card, GameState, Variant, deal_deck

SUITS = "SHDC"


def position(variant: Variant, foundations, wastes, turned):
    """A GameState from foundation and waste piles written as ranks (suits are dealt
    out in turn, so only ranks matter for the suit-blind games), with ``turned`` (a rank,
    or None for an empty stock) on top of a stock holding every other card."""
    used = {r: 0 for r in range(1, 14)}

    def card(rank_text):
        r = "A23456789TJQK".index(rank_text) + 1
        c = Card(r, SUITS[used[r]])
        used[r] += 1
        return c

    fs = tuple(tuple(card(x) for x in pile.split()) for pile in foundations)
    ws = tuple(tuple(card(x) for x in pile.split()) for pile in wastes)
    placed = {c for pile in fs + ws for c in pile}
    stock = []
    if turned is not None:
        t = card(turned)
        placed.add(t)
        stock.append(t)
        stock.extend(c for c in ALL_CARDS if c not in placed)
    return GameState(variant, tuple(stock), fs, ws)


def make_window(qtbot, deal: int = 1, game=None, **settings):
    """A shown, active main window on ``deal`` (or on ``game``) with the given settings."""
    from PySide6.QtWidgets import QApplication

    from calculation_qt.app.shell.controller import GameController
    from calculation_qt.app.shell.main_window import MainWindow
    from calculation_qt.app.storage.settings import Settings
    from calculation_qt.engine import Game
    from tests.ui.window_helpers import QUIET

    for name, value in QUIET.items():
        settings.setdefault(name, value)
    s = Settings(**settings)
    window = MainWindow(GameController(s, game if game is not None else Game.from_deal(s.variant, deal)))
    qtbot.addWidget(window)
    window.resize(900, 900)
    window.show()
    qtbot.waitExposed(window)
    window.raise_()
    window.activateWindow()
    try:
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    except Exception:  # a busy machine: ask the application directly
        QApplication.setActiveWindow(window)
    window.view.setFocus()
    return window


def click_top_card(window, kind, index: int = 0) -> None:
    """A real mouse click on the view's viewport, on a pile's top card."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    point = window.view.mapFromScene(window.scene.queries.top_card_rect(kind, index).center())
    QTest.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, point)


def random_state(variant: Variant, deal: int, steps: int, seed: int) -> GameState:
    """The state after up to ``steps`` random legal moves (seeded) from ``deal``."""
    rng = random.Random(seed)
    state = GameState.new(variant, deal_deck(deal))
    for _ in range(steps):
        legal = state.legal_moves()
        if not legal:
            break
        state = state.apply(rng.choice(legal))
    return state
