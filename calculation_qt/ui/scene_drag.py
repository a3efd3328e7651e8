"""The mouse on the table: a press picks a movable card, a few pixels of movement start
a drag (less is a click), the pile under the card with the largest overlap that takes
it is marked, a release there asks for the move; dropped elsewhere the card flies back.

A click plays one card: a double click is one click (its second press may
start a drag, never a second click; released unmoved it is ``cardDoubleClicked``), and no click acts on a card that came to the top
of its pile less than the double-click interval before the press (in the input
events' own time: the scene's ``shown_since`` is the timestamp of the last input event
before the card came up), nor on one turned up after the press began (a new state cancels the
press).  Which cards may be picked up and which piles take them is asked of the scene
(``movable_source``, ``drop_targets``), which asks the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from ..engine import Move, PileKind
from ..qtcompat import Qt, emit
from .items import CardItem, HighlightPool
from .layout import CARD_H, CARD_W
from .scene_queries import qrect

Z_MARK = 900.0       # drop-target highlights
Z_DRAG = 1000.0      # the dragged card


class _Drag:
    __slots__ = ("item", "kind", "index", "press_screen", "offset", "started", "targets", "best", "may_click",
                 "double")

    def __init__(self, item: CardItem, kind: PileKind, index: int, press_screen, offset: QPointF,
                 may_click: bool, double: bool = False):
        self.item = item
        self.kind = kind
        self.index = index
        self.press_screen = press_screen
        self.offset = offset
        self.started = False
        self.targets: list[tuple[Move, QRectF]] = []
        self.best: Move | None = None
        self.may_click = may_click
        self.double = double  # the second press of a double click on a card shown before it


class PointerInput:
    """The scene's mouse handling (the scene forwards its mouse events here)."""

    def __init__(self, scene):
        self._scene = scene
        self._drag: _Drag | None = None
        self._held = None  # (card item, press position) of a press on a card that cannot move
        self._marks = HighlightPool(scene)

    def is_dragging(self) -> bool:
        return self._drag is not None and self._drag.started

    def is_pressed(self) -> bool:
        return self._drag is not None

    def _best_target(self, drag: _Drag) -> Move | None:
        return _most_covered(drag, drag.targets)

    def _start_drag(self, drag: _Drag) -> None:
        scene = self._scene
        drag.started = True
        drag.item.setZValue(Z_DRAG)
        scene.lift_shadow(drag.item.pos())
        drag.targets = scene.queries.drop_targets(drag.kind, drag.index)
        scene.set_hint_visible(False)
        for i, (move, _zone) in enumerate(drag.targets):
            self._marks[i].show_at(scene.queries.top_card_rect(move.target, move.target_index), "accept", Z_MARK)

    def _show_best(self, drag: _Drag) -> None:
        best = self._best_target(drag)
        if best == drag.best:
            return
        drag.best = best
        for i, (move, _zone) in enumerate(drag.targets):
            style = "target" if move == best else "accept"
            if self._marks[i].style != style:
                self._marks[i].show_at(self._scene.queries.top_card_rect(move.target, move.target_index), style, Z_MARK)

    def _clear_marks(self) -> None:
        self._scene.lift_shadow(None)
        self._marks.hide_all()
        self._scene.set_hint_visible(True)

    def cancel(self) -> None:
        """Forget a press or drag in progress (the card goes back to its place at once)."""
        drag, self._drag = self._drag, None
        if drag is None:
            return
        self._clear_marks()
        self._scene.put_home(drag.item)

    def escape(self) -> bool:
        """Escape during a press or drag: the card flies back; True if there was one."""
        drag, self._drag = self._drag, None
        if drag is None:
            return False
        self._clear_marks()
        if drag.started:
            self._scene.spring_back(drag.item)
        return True

    # -- events ------------------------------------------------------------------------
    def press(self, event, double: bool = False) -> None:
        """A left press (``double``: the second press of a double click)."""
        scene = self._scene
        self.cancel()
        self._held = None
        item = scene.queries.card_at(event.scenePos())
        source = scene.queries.movable_source(item) if item is not None else None
        if source is None:
            if item is not None:
                self._held = (item, event.screenPos())  # dragged, it says why it stays
            return
        shown = scene.shown_since(item.card)
        # event time, as the double-click interval is measured (a wrapped clock: settled)
        settled = shown is None or not 0 <= event.timestamp() - shown < QApplication.doubleClickInterval()
        self._drag = _Drag(item, source[0], source[1], event.screenPos(), event.scenePos() - item.pos(),
                           may_click=settled and not double, double=settled and double)

    def move(self, event) -> None:
        drag = self._drag
        if drag is None:
            self._held_moved(event)
            self.update_cursor(event)
            return
        if not event.buttons() & Qt.LeftButton:
            # the release was lost (e.g. outside the window): the card goes home
            self.cancel()
            _set_cursor(event, Qt.ArrowCursor)
            return
        if not drag.started:
            moved = (event.screenPos() - drag.press_screen).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._start_drag(drag)
            _set_cursor(event, Qt.ClosedHandCursor)
        drag.item.setPos(event.scenePos() - drag.offset)
        self._scene.lift_shadow(drag.item.pos())
        self._show_best(drag)
        event.accept()

    def _held_moved(self, event) -> None:
        """A card that cannot move, pulled past the drag distance: the scene tells once
        (``dragRefused``); the window says why."""
        if self._held is None:
            return
        item, press_screen = self._held
        if not event.buttons() & Qt.LeftButton:
            self._held = None
        elif (event.screenPos() - press_screen).manhattanLength() >= QApplication.startDragDistance():
            self._held = None
            kind, index = item.pile if item.pile is not None else (PileKind.STOCK, 0)  # (face down)
            emit(self._scene.dragRefused, item.card if item.face_up else None, kind, index)

    def release(self, event) -> None:
        self._held = None
        drag, self._drag = self._drag, None
        if drag is None or event.button() != Qt.LeftButton:
            self._drag = drag
            return
        scene = self._scene
        if not drag.started:
            if drag.may_click:
                emit(scene.cardClicked, drag.kind, drag.index)
            elif drag.double:
                emit(scene.cardDoubleClicked, drag.kind, drag.index)
            return
        _set_cursor(event, Qt.ArrowCursor)
        drag.item.setPos(event.scenePos() - drag.offset)
        best = self._best_target(drag)
        self._clear_marks()
        before = scene.state
        if best is not None:
            emit(scene.moveRequested, best)
        if scene.state is before:
            # nothing accepted it (or the move was refused): back to its place
            refused = self._refused_drop(drag) if best is None else None  # (where it lies now)
            scene.spring_back(drag.item)
            if refused is not None:  # the window says why
                emit(scene.dropRefused, refused)

    def _refused_drop(self, drag: _Drag) -> Move | None:
        """The move to the pile (other than its own) that the dropped card covers most,
        whether or not the rules allow it; None when it covers none."""
        scene = self._scene
        lay, state = scene.table_layout, scene.state
        zones = [(Move(drag.kind, drag.index, PileKind.FOUNDATION, k), lay.foundation_drop_zone(k)) for k in range(4)]
        zones += [(Move(drag.kind, drag.index, PileKind.WASTE, j), lay.waste_drop_zone(j, len(pile)))
                  for j, pile in enumerate(state.wastes) if not (drag.kind is PileKind.WASTE and j == drag.index)]
        return _most_covered(drag, [(move, qrect(zone)) for move, zone in zones])

    def update_cursor(self, event) -> None:
        scene = self._scene
        widget = event.widget()
        if widget is None or scene.state is None or scene.is_animating():
            return
        item = scene.queries.card_at(event.scenePos())
        movable = item is not None and scene.queries.movable_source(item) is not None
        _set_cursor(event, Qt.OpenHandCursor if movable else Qt.ArrowCursor)


def _most_covered(drag: _Drag, zones: list[tuple[Move, QRectF]]) -> Move | None:
    """The move whose zone the dragged card covers most (None: it covers none)."""
    rect = QRectF(drag.item.pos(), QRectF(0, 0, CARD_W, CARD_H).size())
    best, best_area = None, 0.0
    for move, zone in zones:
        inter = rect.intersected(zone)
        area = inter.width() * inter.height() if not inter.isEmpty() else 0.0
        if area > best_area:
            best, best_area = move, area
    return best


def _set_cursor(event, shape) -> None:
    widget = event.widget()
    if widget is not None and widget.cursor().shape() != shape:
        widget.setCursor(shape)
