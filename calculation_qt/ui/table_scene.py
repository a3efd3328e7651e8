"""The card table: a QGraphicsScene with one item per card and one per pile.

The scene shows a ``GameState`` (``set_state``) and turns mouse input into requests:
``moveRequested(Move)`` when a dragged card is dropped on a pile that accepts it,
``cardClicked(kind, index)`` when a movable card is clicked without dragging.  It
never decides a rule: which cards may be picked up and which piles accept them is
asked of the state (``legal_moves()``, ``is_legal(move)``).

Animations: ``set_state`` moves every card item from where it is to where the new
state puts it, in ``animation_ms`` (0 = at once).  A mouse press, a new
``set_state`` or ``finish_animations()`` during an animation first puts every card
at its end position, so input is never lost or applied twice.
``animationsFinished`` is emitted whenever an animation ends (naturally or forced).
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsScene

from ..engine import ALL_CARDS, Card, GameState, Move, PileKind, Variant
from ..qtcompat import Qt, emit  # Qt: built when first used (mouse and keys), see qtcompat
from .card_art import SUIT_GLYPHS
from .items import CardItem, HighlightItem, LabelItem, LiftShadowItem, SlotItem
from .layout import CARD_H, CARD_W, Rect, TableLayout

STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION

Z_PILE = 10.0        # + position in the pile
Z_TURNED = 200.0
Z_FLYING = 500.0     # cards in an animation
Z_MARK = 900.0       # drop-target and hint highlights
Z_DRAG = 1000.0      # the dragged card


def _qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


def _rank_text(value: int) -> str:
    return "10" if value == 10 else "A23456789TJQK"[value - 1]


class _Place:
    """Where a card goes in a state: position, z, face, visible, pile."""

    __slots__ = ("pos", "z", "face_up", "visible", "pile")

    def __init__(self, pos: QPointF, z: float, face_up: bool, visible: bool, pile):
        self.pos, self.z, self.face_up, self.visible, self.pile = pos, z, face_up, visible, pile


class _Drag:
    __slots__ = ("item", "kind", "index", "press_screen", "offset", "started", "origin", "targets", "best")

    def __init__(self, item: CardItem, kind: PileKind, index: int, press_screen, offset: QPointF):
        self.item = item
        self.kind = kind
        self.index = index
        self.press_screen = press_screen
        self.offset = offset
        self.started = False
        self.origin = QPointF(item.pos())
        self.targets: list[tuple[Move, QRectF]] = []
        self.best: Move | None = None


class TableScene(QGraphicsScene):
    moveRequested = Signal(object)      # Move
    cardClicked = Signal(object, int)   # (PileKind, pile index)
    animationsFinished = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # few items, many of them move
        self._layout = TableLayout(4)
        self.setSceneRect(_qrect(self._layout.table))
        self._state: GameState | None = None
        self._sources: set | None = None
        self._variant: Variant | None = None
        self._animation_ms = 200
        self._cards: dict[Card, CardItem] = {}
        for card in ALL_CARDS:
            item = CardItem(card)
            item.setVisible(False)
            self.addItem(item)
            self._cards[card] = item
        self._slots: dict[tuple[PileKind, int], SlotItem] = {}
        self._turned_slot: SlotItem | None = None
        self._labels: dict[tuple[PileKind, int], LabelItem] = {}
        self._accept_marks: list[HighlightItem] = []
        self._hint_marks = [HighlightItem(), HighlightItem()]
        for mark in self._hint_marks:
            self.addItem(mark)
        self._hint_move: Move | None = None
        self._lift = LiftShadowItem()
        self._lift.setZValue(Z_DRAG - 1)
        self.addItem(self._lift)
        self._places: dict[Card, _Place] = {}
        self._drag: _Drag | None = None
        # the move animation: one animation drives every moving card
        self._anim = QVariantAnimation(self)  # from 0.0 to 1.0, set up when it first runs (_run_anim)
        self._anim.valueChanged.connect(self._on_anim_value)
        self._anim.finished.connect(self._on_anim_finished)
        self._flights: list[tuple[CardItem, QPointF, QPointF]] = []
        self._flips: list[CardItem] = []
        # the win celebration
        self._party = QVariantAnimation(self)  # from 0.0 to 1.0 (set in celebrate())
        self._party.valueChanged.connect(self._on_party_step)
        self._party.finished.connect(self._on_party_finished)
        self._party_cards: list[list] = []
        self._party_last = 0.0

    # -- public interface --------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def table_layout(self) -> TableLayout:
        return self._layout

    def card_item(self, card: Card) -> CardItem:
        return self._cards[card]

    def card_items(self) -> list[CardItem]:
        return list(self._cards.values())

    def set_animation_ms(self, ms: int) -> None:
        self._animation_ms = max(0, int(ms))

    def animation_ms(self) -> int:
        return self._animation_ms

    def is_animating(self) -> bool:
        return self._anim.state() == QVariantAnimation.Running or self.is_celebrating()

    def is_celebrating(self) -> bool:
        return self._party.state() == QVariantAnimation.Running

    def is_dragging(self) -> bool:
        return self._drag is not None and self._drag.started

    def set_state(self, state: GameState, animate: bool = True) -> None:
        """Show ``state``: every card goes where the state puts it."""
        self._stop_party(restore=False)
        self.finish_animations()
        self._cancel_drag()
        if state.variant != self._variant:
            self._build(state.variant)
            animate = False
        self._state = state
        self._sources = None  # where a legal move starts (computed when first asked)
        self._hint_move = None
        for mark in self._hint_marks:
            mark.setVisible(False)
        self._update_labels()
        self._place_cards(animate)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (the celebration ends at once)."""
        if self.is_celebrating():
            self._stop_party(restore=True)
        if self._anim.state() == QVariantAnimation.Running:
            self._anim.stop()
            self._on_anim_finished()

    def highlight_move(self, move: Move | None) -> None:
        """Highlight the source card and target pile of ``move`` (None clears)."""
        self._hint_move = move
        src_mark, dst_mark = self._hint_marks
        if move is None or self._state is None:
            src_mark.setVisible(False)
            dst_mark.setVisible(False)
            return
        n_wastes = len(self._state.wastes)
        for kind, index in ((move.source, move.source_index), (move.target, move.target_index)):
            limit = 1 if kind is STOCK else (4 if kind is FOUNDATION else n_wastes)
            if not 0 <= index < limit:
                src_mark.setVisible(False)
                dst_mark.setVisible(False)
                self._hint_move = None
                return
        self.finish_animations()
        src_mark.show_at(self.top_card_rect(move.source, move.source_index), "hint", Z_MARK + 1)
        dst_mark.show_at(self.top_card_rect(move.target, move.target_index), "hint", Z_MARK + 1)

    def highlighted_move(self) -> Move | None:
        return self._hint_move

    def pile_rect(self, kind: PileKind, index: int) -> QRectF:
        """The scene rect of a pile's slot (stock: the face-down pile)."""
        lay = self._layout
        if kind is STOCK:
            return _qrect(lay.stock_slot)
        if kind is FOUNDATION:
            return _qrect(lay.foundation_slot(index))
        return _qrect(lay.waste_slot(index))

    def top_card_rect(self, kind: PileKind, index: int) -> QRectF:
        """The scene rect of a pile's top card (stock: the turned card); the slot if empty."""
        lay = self._layout
        if kind is STOCK:
            return _qrect(lay.turned_slot)
        if kind is FOUNDATION:
            return _qrect(lay.foundation_slot(index))
        n = len(self._state.wastes[index]) if self._state is not None else 0
        if n == 0:
            return _qrect(lay.waste_slot(index))
        return _qrect(lay.waste_card(index, n - 1, n))

    def label_text(self, kind: PileKind, index: int) -> str:
        """The text under the stock or a foundation (for tests and accessibility)."""
        label = self._labels.get((kind, index))
        return label.text() if label is not None else ""

    # -- building ------------------------------------------------------------------------
    def _build(self, variant: Variant) -> None:
        for item in list(self._slots.values()) + list(self._labels.values()) + self._accept_marks:
            self.removeItem(item)
        if self._turned_slot is not None:
            self.removeItem(self._turned_slot)
        self._slots.clear()
        self._labels.clear()
        self._accept_marks = []
        self._variant = variant
        self._layout = lay = TableLayout(variant.waste_piles)
        self.setSceneRect(_qrect(lay.table))

        def add_slot(kind, index, rect: Rect, text=""):
            slot = SlotItem(kind, index, text)
            slot.setPos(rect.x, rect.y)
            self.addItem(slot)
            return slot

        self._slots[(STOCK, 0)] = add_slot(STOCK, 0, lay.stock_slot)
        self._turned_slot = add_slot(STOCK, 0, lay.turned_slot)
        for k, rule in enumerate(variant.foundations):
            self._slots[(FOUNDATION, k)] = add_slot(FOUNDATION, k, lay.foundation_slot(k), _rank_text(rule.start))
            label = LabelItem(lay.foundation_label(k).w, lay.foundation_label(k).h)
            label.setPos(lay.foundation_label(k).x, lay.foundation_label(k).y)
            self.addItem(label)
            self._labels[(FOUNDATION, k)] = label
        for j in range(variant.waste_piles):
            self._slots[(WASTE, j)] = add_slot(WASTE, j, lay.waste_slot(j))
        label = LabelItem(lay.stock_label.w, lay.stock_label.h)
        label.setPos(lay.stock_label.x, lay.stock_label.y)
        self.addItem(label)
        self._labels[(STOCK, 0)] = label
        for _ in range(4 + variant.waste_piles):
            mark = HighlightItem()
            self.addItem(mark)
            self._accept_marks.append(mark)

    def _update_labels(self) -> None:
        state = self._state
        for k, rule in enumerate(state.variant.foundations):
            want = state.want(k)
            if want is None:
                second = "done \u2713"
                accent = QColor(150, 240, 160)
            else:
                second = "next " + _rank_text(want.value) + (SUIT_GLYPHS[want.suit] if want.suit else "")
                accent = None
            step = f"+{rule.step}" if state.variant.game == "calculation" else rule.label()
            label = self._labels[(FOUNDATION, k)]
            label.set_lines(step, second, accent=accent)
            sequence = " ".join(_rank_text(v) for v in rule.sequence)
            suit = ("; every card of the suit of its Ace" if rule.follows_suit else "; suits do not matter")
            label.setToolTip(f"Foundation {k + 1} builds {sequence}{suit}. Next: {second}.")
        n = state.stock_left
        stock_label = self._labels[(STOCK, 0)]
        stock_label.set_lines("Stock", f"{n} left" if n else "empty")
        stock_label.setToolTip(f"{n} cards still to place, the turned card included; no redeal"
                               if n else "Every card has been placed")

    # -- placing cards --------------------------------------------------------------------
    def _compute_places(self, state: GameState) -> dict[Card, _Place]:
        lay = self._layout
        places: dict[Card, _Place] = {}
        if state.stock:
            turned = lay.turned_slot
            places[state.stock[0]] = _Place(QPointF(turned.x, turned.y), Z_TURNED, True, True, (STOCK, 0))
            down = state.stock[1:][::-1]  # bottom first
            n = len(down)
            for i, card in enumerate(down):
                r = lay.stock_card(i, n)
                top_of_layer = i == n - 1 or lay.stock_layer(i + 1, n) != lay.stock_layer(i, n)
                places[card] = _Place(QPointF(r.x, r.y), Z_PILE + i, False, top_of_layer, None)
        for k, pile in enumerate(state.foundations):
            r = lay.foundation_card(k)
            n = len(pile)
            for i, card in enumerate(pile):
                places[card] = _Place(QPointF(r.x, r.y), Z_PILE + i, True, i >= n - 2, (FOUNDATION, k))
        for j, pile in enumerate(state.wastes):
            n = len(pile)
            for i, card in enumerate(pile):
                r = lay.waste_card(j, i, n)
                places[card] = _Place(QPointF(r.x, r.y), Z_PILE + i, True, True, (WASTE, j))
        return places

    def _place_cards(self, animate: bool) -> None:
        places = self._compute_places(self._state)
        self._places = places
        flights: list[tuple[CardItem, QPointF, QPointF]] = []
        flips: list[CardItem] = []
        duration = self._animation_ms if animate else 0
        for card, item in self._cards.items():
            place = places[card]
            item.pile = place.pile
            if duration and item.isVisible() and item.pos() != place.pos:
                flights.append((item, QPointF(item.pos()), place.pos))
                if place.face_up != item.face_up:
                    flips.append(item)  # turns over in flight (see _on_anim_value)
            else:
                item.setPos(place.pos)
                item.setZValue(place.z)
                item.set_face_up(place.face_up)
                item.setVisible(place.visible)
        self._flips = flips
        if not flights:
            self._flights = []
            return
        # fly the cards, in the order of their final z so piles build up correctly
        flights.sort(key=lambda f: places[f[0].card].z)
        for i, (item, _start, _end) in enumerate(flights):
            item.setZValue(Z_FLYING + i)
            item.setVisible(True)
        self._flights = flights
        # long trips take a little longer, never more than 1.6x the setting
        longest = max(math.hypot(e.x() - s.x(), e.y() - s.y()) for _i, s, e in flights)
        factor = min(1.6, max(0.6, 0.75 + longest / 900.0))
        self._run_anim(int(duration * factor))

    def _run_anim(self, ms: int) -> None:
        from PySide6.QtCore import QEasingCurve  # here: building the class costs ~0.5 ms at import

        if self._anim.easingCurve().type() != QEasingCurve.OutCubic:
            # set here, not in __init__: the first frame needs none of this (QEasingCurve's and
            # QVariant's enums, ~1 ms)
            self._anim.setStartValue(0.0)
            self._anim.setEndValue(1.0)
            self._anim.setEasingCurve(QEasingCurve.OutCubic)
        self._anim.setDuration(max(1, ms))
        self._anim.start()

    def _on_anim_value(self, value) -> None:
        t = float(value)
        for item, start, end in self._flights:
            item.setPos(start + (end - start) * t)
        for item in self._flips:
            # turn the card over about its vertical middle: narrow, show the other side, widen
            width = max(0.02, abs(1.0 - 2.0 * t))
            item.set_face_up(self._places[item.card].face_up == (t >= 0.5))
            item.setTransform(QTransform(width, 0, 0, 1, CARD_W / 2 * (1 - width), 0))

    def _on_anim_finished(self) -> None:
        flights, self._flights = self._flights, []
        for item in self._flips:
            item.setTransform(QTransform())
        self._flips = []
        for item, _start, _end in flights:
            place = self._places[item.card]
            item.setPos(place.pos)
            item.setZValue(place.z)
            item.set_face_up(place.face_up)
            item.setVisible(place.visible)
        emit(self.animationsFinished)

    # -- picking up ---------------------------------------------------------------------
    def _movable_source(self, item: CardItem) -> tuple[PileKind, int] | None:
        """The pile whose top ``item`` is, if a legal move starts there."""
        state = self._state
        if state is None or item.pile is None or not item.face_up:
            return None
        kind, index = item.pile
        if kind is FOUNDATION or state.top(kind, index) != item.card:
            return None
        if self._sources is None:
            self._sources = {(m.source, m.source_index) for m in state.legal_moves()}
        return (kind, index) if (kind, index) in self._sources else None

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost visible card item under the scene point ``pos``."""
        best = None
        card_rect = QRectF(0, 0, CARD_W, CARD_H)
        for item in self._cards.values():
            local = pos - item.pos()
            if card_rect.contains(local) and item.isVisible() and item.shape().contains(local):
                if best is None or item.zValue() > best.zValue():
                    best = item
        return best

    def movable_at(self, pos: QPointF) -> tuple[PileKind, int] | None:
        item = self.card_at(pos)
        return self._movable_source(item) if item is not None else None

    def _drop_targets(self, kind: PileKind, index: int) -> list[tuple[Move, QRectF]]:
        state = self._state
        lay = self._layout
        targets = []
        for k in range(4):
            move = Move(kind, index, FOUNDATION, k)
            if state.is_legal(move):
                targets.append((move, _qrect(lay.foundation_drop_zone(k))))
        if kind is STOCK:
            for j in range(len(state.wastes)):
                move = Move(kind, index, WASTE, j)
                if state.is_legal(move):
                    targets.append((move, _qrect(lay.waste_drop_zone(j, len(state.wastes[j])))))
        return targets

    def _best_target(self, drag: _Drag) -> Move | None:
        rect = QRectF(drag.item.pos(), QRectF(0, 0, CARD_W, CARD_H).size())
        best, best_area = None, 0.0
        for move, zone in drag.targets:
            inter = rect.intersected(zone)
            area = inter.width() * inter.height() if not inter.isEmpty() else 0.0
            if area > best_area:
                best, best_area = move, area
        return best

    def _start_drag(self, drag: _Drag) -> None:
        drag.started = True
        drag.item.setZValue(Z_DRAG)
        self._lift.follow(drag.item.pos())
        self._lift.setVisible(True)
        drag.targets = self._drop_targets(drag.kind, drag.index)
        for mark in self._hint_marks:
            mark.setVisible(False)
        for mark, (move, _zone) in zip(self._accept_marks, drag.targets, strict=False):
            mark.show_at(self.top_card_rect(move.target, move.target_index), "accept", Z_MARK)

    def _show_best(self, drag: _Drag) -> None:
        best = self._best_target(drag)
        if best == drag.best:
            return
        drag.best = best
        for mark, (move, _zone) in zip(self._accept_marks, drag.targets, strict=False):
            style = "target" if move == best else "accept"
            if mark.style != style:
                mark.show_at(self.top_card_rect(move.target, move.target_index), style, Z_MARK)

    def _clear_marks(self) -> None:
        self._lift.setVisible(False)
        for mark in self._accept_marks:
            mark.setVisible(False)
        if self._hint_move is not None:
            for mark in self._hint_marks:
                mark.setVisible(True)

    def _cancel_drag(self) -> None:
        """Forget a press or drag in progress (the card goes back to its place)."""
        drag, self._drag = self._drag, None
        if drag is None:
            return
        self._clear_marks()
        place = self._places.get(drag.item.card)
        if place is not None:
            drag.item.setPos(place.pos)
            drag.item.setZValue(place.z)

    def _spring_back(self, item: CardItem) -> None:
        place = self._places[item.card]
        if self._animation_ms and item.pos() != place.pos:
            self._flights = [(item, QPointF(item.pos()), place.pos)]
            self._flips = []
            item.setZValue(Z_FLYING)
            self._run_anim(self._animation_ms)
        else:
            item.setPos(place.pos)
            item.setZValue(place.z)

    # -- mouse --------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.button() != Qt.LeftButton:
            event.accept()
            return
        if self.is_celebrating():
            self._stop_party(restore=True)
            event.accept()
            return
        self.finish_animations()
        self._cancel_drag()
        item = self.card_at(event.scenePos())
        source = self._movable_source(item) if item is not None else None
        if source is None:
            event.accept()
            return
        self._drag = _Drag(item, source[0], source[1], event.screenPos(), event.scenePos() - item.pos())
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        drag = self._drag
        if drag is None:
            self._update_cursor(event)
            return
        if not event.buttons() & Qt.LeftButton:
            # the release was lost (e.g. outside the window): the card goes home
            self._cancel_drag()
            self._set_cursor(event, Qt.ArrowCursor)
            return
        if not drag.started:
            moved = (event.screenPos() - drag.press_screen).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._start_drag(drag)
            self._set_cursor(event, Qt.ClosedHandCursor)
        drag.item.setPos(event.scenePos() - drag.offset)
        self._lift.follow(drag.item.pos())
        self._show_best(drag)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        drag, self._drag = self._drag, None
        if drag is None or event.button() != Qt.LeftButton:
            if drag is not None:
                self._drag = drag
            event.accept()
            return
        event.accept()
        if not drag.started:
            emit(self.cardClicked, drag.kind, drag.index)
            return
        self._set_cursor(event, Qt.ArrowCursor)
        drag.item.setPos(event.scenePos() - drag.offset)
        best = self._best_target(drag)
        self._clear_marks()
        before = self._state
        if best is not None:
            emit(self.moveRequested, best)
        if self._state is before:
            # nothing accepted it (or the move was refused): back to its place
            self._spring_back(drag.item)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key_Escape and self._drag is not None:
            # Escape drops nothing: the dragged card goes back where it was
            drag, self._drag = self._drag, None
            self._clear_marks()
            if drag.started:
                self._spring_back(drag.item)
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        # a double click is a second press: treat it as one (a click, or the start of a drag)
        self.mousePressEvent(event)

    @staticmethod
    def _set_cursor(event, shape) -> None:
        widget = event.widget()
        if widget is not None and widget.cursor().shape() != shape:
            widget.setCursor(shape)

    def _update_cursor(self, event) -> None:
        widget = event.widget()
        if widget is None or self._state is None or self.is_animating():
            return
        item = self.card_at(event.scenePos())
        movable = item is not None and self._movable_source(item) is not None
        shape = Qt.OpenHandCursor if movable else Qt.ArrowCursor
        if widget.cursor().shape() != shape:
            widget.setCursor(shape)

    # -- the win celebration ----------------------------------------------------------------
    def celebrate(self, duration_ms: int = 4000) -> None:
        """Cards leap off the foundations one after another and bounce across the table
        for about ``duration_ms``, then glide home; a mouse press, ``set_state`` or
        ``finish_animations`` ends it at once and puts the cards where the state says."""
        if self._state is None:
            return
        self.finish_animations()
        self._cancel_drag()
        rng = random.Random()
        lay = self._layout
        order: list[CardItem] = []
        piles = [list(p) for p in self._state.foundations] + [list(p) for p in self._state.wastes]
        if self._state.stock:
            piles.append(list(self._state.stock[::-1]))
        while any(piles):
            for pile in piles:
                if pile:
                    order.append(self._cards[pile.pop()])
        self._party_cards = []
        total = max(0.2, duration_ms / 1000.0)
        step = total * 0.5 / max(1, len(order))
        delay = 0.0
        floor = lay.height - CARD_H
        for i, item in enumerate(order):
            vx = rng.choice((-1, 1)) * rng.uniform(160, 420)
            vy = rng.uniform(-520, -120)
            self._party_cards.append([item, delay, item.pos().x(), item.pos().y(), vx, vy, False])
            item.setZValue(Z_FLYING + i)
            delay += step
        self._party_floor = floor
        self._party_last = 0.0
        self._party_total = delay + total * 0.5
        self._party.setStartValue(0.0)
        self._party.setEndValue(1.0)
        self._party.setDuration(int(self._party_total * 1000))
        self._party.start()

    def _on_party_step(self, value) -> None:
        now = float(value) * self._party_total
        dt = max(0.0, min(0.05, now - self._party_last))
        self._party_last = now
        floor = self._party_floor
        g = 2200.0
        for entry in self._party_cards:
            item, delay, x, y, vx, vy, live = entry
            if now < delay:
                continue
            if not live:
                entry[6] = True
                item.setVisible(True)
                continue
            vy += g * dt
            x += vx * dt
            y += vy * dt
            if y > floor:
                y = floor
                vy = -abs(vy) * 0.72
            entry[2], entry[3], entry[5] = x, y, vy
            item.setPos(x, y)

    def _on_party_finished(self) -> None:
        self._party_cards = []
        if self._state is not None:
            self._place_cards(animate=True)
        if self._anim.state() != QVariantAnimation.Running:
            emit(self.animationsFinished)

    def _stop_party(self, restore: bool) -> None:
        if self._party.state() != QVariantAnimation.Running:
            return
        self._party.stop()
        self._party_cards = []
        if restore and self._state is not None:
            self._place_cards(animate=False)
        emit(self.animationsFinished)
