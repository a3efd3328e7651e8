"""Shared pieces of the main-window tests: a window on a known deal, real mouse
events on the view's viewport, and a check that the table shows the state exactly."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.shell.main_window import MainWindow
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import ALL_CARDS, Game, GameState, PileKind, Variant
from calculation_qt.ui.items import SlotItem

S, W, F = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


# Settings the window tests start from unless they say otherwise: no move is played for
# the player and nothing asks before a new deal (tests/app/test_auto_finish.py and
# test_abandon_guard.py test those), so that each test sees only the moves it makes.
QUIET = {"animation_ms": 0, "auto_foundations": "off", "confirm_abandon": False}


def make_window(qtbot, deal: int = 1, variant: Variant | None = None, game: Game | None = None,
                **settings) -> MainWindow:
    for name, value in QUIET.items():
        settings.setdefault(name, value)
    s = Settings(**settings)
    if variant is not None:
        s.set_variant(variant)
    controller = GameController(s, game or Game.from_deal(variant or s.variant, deal))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(900, 940)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    window.view.setFocus()
    return window


def activate(qtbot, window) -> None:
    """Make ``window`` the active window (shortcuts only fire there)."""
    window.raise_()
    window.activateWindow()
    try:
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    except Exception:  # a slow or busy machine: ask the application directly
        QApplication.setActiveWindow(window)
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def view_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def top_point(window: MainWindow, kind: PileKind, index: int = 0) -> QPointF:
    """A scene point on the top card of a pile (stock: the turned card)."""
    return window.scene.queries.top_card_rect(kind, index).center()


def pile_point(window: MainWindow, kind: PileKind, index: int) -> QPointF:
    """A scene point where a card dropped covers the pile's top card (or empty slot)."""
    return window.scene.queries.top_card_rect(kind, index).center()


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press on ``start``, move in ``steps`` steps, release on ``end`` (scene points)."""
    vp = window.view.viewport()
    a, b = view_point(window, start), view_point(window, end)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, a + (b - a) * (i / steps))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, b)


def click(window: MainWindow, point: QPointF) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.LeftButton, Qt.NoModifier, view_point(window, point))


def waste_slot_count(window: MainWindow) -> int:
    return sum(1 for item in window.scene.items() if isinstance(item, SlotItem) and item.kind is W)


def expected_piles(state: GameState) -> dict:
    """card -> (kind, index) for face-up cards; None for the face-down stock."""
    where = {}
    for i, card in enumerate(state.stock):
        where[card] = (S, 0) if i == 0 else None
    for k, pile in enumerate(state.foundations):
        for card in pile:
            where[card] = (F, k)
    for j, pile in enumerate(state.wastes):
        for card in pile:
            where[card] = (W, j)
    return where


def assert_table_matches(window: MainWindow) -> None:
    """All 52 cards are on the table exactly once, each where the state puts it."""
    scene, state = window.scene, window.controller.state
    assert scene.state is state
    items = scene.card_items()
    cards = [item.card for item in items]
    assert len(cards) == 52 and set(cards) == set(ALL_CARDS)
    assert sorted(state.all_cards()) == sorted(ALL_CARDS)
    where = expected_piles(state)
    lay = scene.table_layout
    for item in items:
        assert item.pile == where[item.card], (item.card, item.pile, where[item.card])
    if scene.is_animating():
        return
    for j, pile in enumerate(state.wastes):
        for i, card in enumerate(pile):
            r = lay.waste_card(j, i, len(pile))
            pos = scene.card_item(card).pos()
            assert (pos.x(), pos.y()) == (r.x, r.y), (card, pos, r)
            assert scene.card_item(card).isVisible()
    for k, pile in enumerate(state.foundations):
        if pile:
            r = lay.foundation_card(k)
            pos = scene.card_item(pile[-1]).pos()
            assert (pos.x(), pos.y()) == (r.x, r.y)
    if state.stock:
        r = lay.turned_slot
        item = scene.card_item(state.stock[0])
        assert (item.pos().x(), item.pos().y()) == (r.x, r.y) and item.face_up and item.isVisible()
