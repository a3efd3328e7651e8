"""A tiny harness for the table tests: a Game shown by a TableScene in a TableView,
moveRequested wired to ``game.apply`` + ``scene.set_state`` (what the controller does),
and real mouse events on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from calculation_qt.engine import ALL_CARDS, Game, GameState, PileKind, Variant
from calculation_qt.ui.items import CardItem
from calculation_qt.ui.table_scene import TableScene
from calculation_qt.ui.table_view import TableView

STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


class Table:
    def __init__(self, qtbot, variant: Variant | None = None, deal: int = 1, ms: int = 0,
                 size: tuple[int, int] = (900, 760), game: Game | None = None):
        self.qtbot = qtbot
        self.game = game or Game.from_deal(variant or Variant(), deal)
        self.scene = TableScene()
        self.scene.set_animation_ms(ms)
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(*size)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.scene.set_state(self.game.state, animate=False)
        self.requested = []
        self.clicked = []
        self.refuse = False  # True: the "controller" refuses every move
        self.scene.moveRequested.connect(self._on_move)
        self.scene.cardClicked.connect(lambda kind, index: self.clicked.append((kind, index)))

    @property
    def state(self) -> GameState:
        return self.game.state

    def _on_move(self, move) -> None:
        self.requested.append(move)
        if not self.refuse and self.game.state.is_legal(move):
            self.game.apply(move)
            self.scene.set_state(self.game.state)

    # -- positions ------------------------------------------------------------------------
    @property
    def viewport(self):
        return self.view.viewport()

    def point(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def top_point(self, kind: PileKind, index: int = 0) -> QPoint:
        return self.point(self.scene.queries.top_card_rect(kind, index).center())

    # -- real mouse events ------------------------------------------------------------------
    def press(self, p: QPoint) -> None:
        QTest.mousePress(self.viewport, Qt.LeftButton, Qt.NoModifier, p)

    def move(self, p: QPoint) -> None:
        QTest.mouseMove(self.viewport, p)

    def release(self, p: QPoint) -> None:
        QTest.mouseRelease(self.viewport, Qt.LeftButton, Qt.NoModifier, p)

    def drag(self, p0: QPoint, p1: QPoint, steps: int = 6) -> None:
        self.press(p0)
        for i in range(1, steps + 1):
            self.move(p0 + (p1 - p0) * (i / steps))
        self.release(p1)

    def drag_pile(self, source: tuple[PileKind, int], target: tuple[PileKind, int], steps: int = 6) -> None:
        self.drag(self.top_point(*source), self.top_point(*target), steps)

    def click(self, p: QPoint) -> None:
        QTest.mouseClick(self.viewport, Qt.LeftButton, Qt.NoModifier, p)

    def send_move_without_buttons(self, p: QPoint) -> None:
        """A mouse move with no button held (as after a release lost outside the window)."""
        global_p = self.viewport.mapToGlobal(p)
        event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(p), QPointF(global_p),
                            Qt.NoButton, Qt.NoButton, Qt.NoModifier)
        QApplication.sendEvent(self.viewport, event)

    # -- checks -----------------------------------------------------------------------------
    def card_items(self) -> list[CardItem]:
        return [item for item in self.scene.items() if isinstance(item, CardItem)]

    def check(self) -> None:
        """Every one of the 52 cards is on the table exactly once, where the state says."""
        check_table(self.scene, self.state)


def check_table(scene: TableScene, state: GameState) -> None:
    items = [item for item in scene.items() if isinstance(item, CardItem)]
    cards = [item.card for item in items]
    assert len(cards) == 52 and set(cards) == set(ALL_CARDS), "cards lost or doubled on the table"
    assert not scene.is_animating()
    lay = scene.table_layout
    assert lay.waste_piles == len(state.wastes)
    by_card = {item.card: item for item in items}

    def at(card, rect, face_up=True):
        item = by_card[card]
        assert item.pos() == QPointF(rect.x, rect.y), f"{card} at {item.pos()}, not {rect}"
        assert item.face_up == face_up, f"{card} face {'down' if face_up else 'up'}"

    if state.stock:
        at(state.stock[0], lay.turned_slot)
        assert by_card[state.stock[0]].isVisible()
        slot = lay.stock_slot
        for card in state.stock[1:]:
            item = by_card[card]
            assert not item.face_up
            assert abs(item.pos().x() - slot.x) <= 8 and abs(item.pos().y() - slot.y) <= 8
    for k, pile in enumerate(state.foundations):
        for card in pile:
            at(card, lay.foundation_slot(k))
        if pile:
            assert by_card[pile[-1]].isVisible()
            assert by_card[pile[-1]].zValue() == max(by_card[c].zValue() for c in pile)
    for j, pile in enumerate(state.wastes):
        for i, card in enumerate(pile):
            at(card, lay.waste_card(j, i, len(pile)))
            assert by_card[card].isVisible()
        zs = [by_card[c].zValue() for c in pile]
        assert zs == sorted(zs) and len(set(zs)) == len(zs)
