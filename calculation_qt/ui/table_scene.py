"""The card table: a QGraphicsScene with one item per card and one per pile.

The scene shows a ``GameState`` (``set_state``) and turns input into requests:
``moveRequested(Move)`` when a dragged card is dropped on a pile that takes it (or the
keyboard cursor drops it, ``keyboard_cursor``), ``cardClicked(kind, index)`` when a
movable card is clicked without dragging, ``cardDoubleClicked(kind, index)`` when it is
double-clicked (after ``cardClicked`` for the first click; ``scene_drag``).  It never decides a rule:
which cards may be picked up and which piles take them is asked of the state
(``legal_moves()``, ``is_legal(move)``).

Geometry comes from ``layout.TableLayout``, made anew when the rules, the card face (its
index height) or the window's aspect (``set_view_aspect``, from the view) change, never
on a move (it has room for the longest pile the rules allow); the scene rect follows it.

Animations (``scene_anim``): ``set_state`` moves every card item from where it is to
where the new state puts it, in ``animation_ms`` (0 = at once).  A mouse press, a new
``set_state`` or ``finish_animations()`` during an animation first puts every card at
its end position, so input is never lost or applied twice.  ``animationsFinished`` is
emitted whenever an animation ends (naturally or forced).

The scene is a composition of parts: ``queries`` (``scene_queries.TableQueries``:
where a pile or card is, which moves the engine allows from it), the pointer input
(``scene_drag.PointerInput``), the animations (``scene_anim``, made when a card first
flies or the cards celebrate: the program's first frame needs neither), the pile items
(``pile_items``) and the keyboard cursor (``keyboard_cursor``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Signal
from PySide6.QtWidgets import QGraphicsScene

from ..engine import ALL_CARDS, Card, GameState, Move, PileKind, Variant
from ..qtcompat import Qt, emit  # Qt: built when first used (mouse and keys), see qtcompat
from .card_places import Z_FLYING, Place, compute_places
from .cards.card_art import PIXMAPS
from .items import CardItem, HighlightItem, LiftShadowItem
from .layout import CARD_H, LABEL_H, TableLayout
from .pile_items import PileItems, label_room
from .scene_drag import PointerInput
from .scene_queries import TableQueries, qrect

STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION

Z_MARK = 900.0       # hint highlights
Z_DRAG = 1000.0      # the dragged card


class TableScene(QGraphicsScene):
    moveRequested = Signal(object)      # Move
    cardClicked = Signal(object, int)   # (PileKind, pile index)
    cardDoubleClicked = Signal(object, int)  # (PileKind, pile index): a double click's second click
    animationsFinished = Signal()
    layoutChanged = Signal()            # the table's geometry changed (a new TableLayout)
    dropRefused = Signal(object)        # Move: a card dropped on a pile that would not take it
    dragRefused = Signal(object, object, int)  # (Card or None if face down, PileKind, pile index):
    #                                     a card that cannot move was dragged
    cursorCreated = Signal(object)      # the keyboard cursor, once it exists

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # few items, many of them move
        self._input_ms: int | None = None  # the timestamp of the last input event seen
        self._aspect: float | None = None
        self._label_h = LABEL_H  # the labels' height the view's scale asks for
        self._wide: bool | None = None  # the arrangement kept during a game (None: choose anew)
        self._state_variant: Variant | None = None  # the rules it was chosen for
        self._clear_below: float | None = None  # a scene y the fans keep above (keep_clear_below)
        self._layout = TableLayout(4, PIXMAPS.index_step())
        self.setSceneRect(qrect(self._layout.table))
        self._state: GameState | None = None
        self._variant: Variant | None = None
        self._animation_ms = 200
        self._cards: dict[Card, CardItem] = {}
        for card in ALL_CARDS:
            item = CardItem(card)
            item.setVisible(False)
            self.addItem(item)
            self._cards[card] = item
        self._piles = PileItems(self)
        self._hint_marks = [HighlightItem(), HighlightItem()]
        for mark in self._hint_marks:
            self.addItem(mark)
        self._hint_move: Move | None = None
        self._played_mark = HighlightItem()  # a replay's card just played (mark_played)
        self.addItem(self._played_mark)
        self._played_move: Move | None = None
        self._lift = LiftShadowItem()
        self._lift.setZValue(Z_DRAG - 1)
        self.addItem(self._lift)
        self._places: dict[Card, Place] = {}
        self._shown: dict[Card, int | None] = {}  # a pile's top card -> when it came to the top
        self.queries = TableQueries(self)  # where piles and cards are, which moves are legal
        self._pointer = PointerInput(self)
        self._anim = None  # the cards' flights (MoveAnimation), made on first use (_flights)
        self._party = None  # the win celebration (Celebration), made on first use (celebrate)
        self._restore_after_party = False
        self._cursor = None  # the keyboard cursor, made on first use (keyboard_cursor())

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
        return (self._anim is not None and self._anim.is_running()) or self.is_celebrating()

    def is_celebrating(self) -> bool:
        return self._party is not None and self._party.is_running()

    def is_dragging(self) -> bool:
        return self._pointer.is_dragging()

    def set_state(self, state: GameState, animate: bool = True) -> None:
        """Show ``state``: every card goes where the state puts it."""
        self._stop_party(restore=False)
        self.finish_animations()
        self._pointer.cancel()
        if state.variant != self._variant:
            self._variant = state.variant
            self._relayout(state)
            self._piles.build(state.variant, self._layout)
            animate = False
        elif self._relayout(state):
            self._piles.place(self._layout)
        self._state = state
        self._hint_move = None
        for mark in self._hint_marks:
            mark.setVisible(False)
        self._played_move = None
        self._played_mark.setVisible(False)
        self._piles.update_labels(state)
        self._place_cards(animate)
        if self._cursor is not None:
            self._cursor.state_changed()

    def keyboard_cursor(self):
        """The keyboard cursor (``keyboard_cursor.KeyboardCursor``; made when first asked
        for or when a cursor key is first pressed)."""
        if self._cursor is None:
            from .keyboard_cursor import KeyboardCursor

            self._cursor = KeyboardCursor(self)
            emit(self.cursorCreated, self._cursor)
        return self._cursor

    def set_view_aspect(self, aspect: float) -> None:
        """The window's width / height (the view calls this when resized)."""
        if aspect <= 0 or (self._aspect is not None and abs(aspect - self._aspect) < 1e-3):
            return
        self._aspect = aspect
        self._wide = None  # the window's new shape may want the other arrangement
        self.refresh_layout()

    def set_view_scale(self, scale: float) -> None:
        """View pixels per scene unit (the view calls this when it scales the table):
        labels never get smaller than ``pile_items.MIN_LABEL_PX`` pixels, and the layout
        gives them the room that takes (the view then scales again: this converges, as
        the labels are a small part of the table's height)."""
        self._piles.set_view_scale(scale)
        room = label_room(scale)
        if abs(max(room, LABEL_H) - self._layout.label_h) > 2.0:
            self._label_h = room
            self._wide = None  # arranged afresh for the labels' new room
            self.refresh_layout()

    def keep_clear_below(self, y: float | None) -> None:
        """Keep the waste piles' cards above scene y ``y`` where they can (a message
        floats over the table below it); None: the whole table is theirs again.  The
        table, its card size and every pile's place stay; only long fans squeeze more."""
        if y == self._clear_below:
            return
        self._clear_below = y
        if self._state is not None:
            self.refresh_layout()

    def refresh_layout(self) -> None:
        """Lay the table out again (after the card face or the window changed)."""
        if self._state is None:
            self._layout = TableLayout(self._layout.waste_piles, PIXMAPS.index_step(), self._layout.max_pile,
                                       self._aspect, self._label_h)
            self._wide = None
            self.setSceneRect(qrect(self._layout.table))
            return
        self.finish_animations()
        self._pointer.cancel()
        self._relayout(self._state)
        self._piles.place(self._layout)
        self._place_cards(False)
        self.highlight_move(self._hint_move)
        self.mark_played(self._played_move)
        if self._cursor is not None:
            self._cursor.state_changed()

    def repaint_cards(self) -> None:
        """Every card paints itself again (after the card style changed)."""
        for item in self._cards.values():
            item.update()

    def finish_animations(self) -> None:
        """Jump every running animation to its end (the celebration ends at once)."""
        if self.is_celebrating():
            self._stop_party(restore=True)
        if self._anim is not None:
            self._anim.finish()

    def highlight_move(self, move: Move | None) -> None:
        """Highlight the source card and target pile of ``move`` (None clears)."""
        self._hint_move = move
        src_mark, dst_mark = self._hint_marks
        if move is None or self._state is None or not self._pile_exists(move):
            src_mark.setVisible(False)
            dst_mark.setVisible(False)
            self._hint_move = None
            return
        self.finish_animations()
        src_mark.show_at(self.queries.top_card_rect(move.source, move.source_index), "hint", Z_MARK + 1)
        dst_mark.show_at(self.queries.top_card_rect(move.target, move.target_index), "hint", Z_MARK + 1)

    def _pile_exists(self, move: Move) -> bool:
        n_wastes = len(self._state.wastes)
        for kind, index in ((move.source, move.source_index), (move.target, move.target_index)):
            limit = 1 if kind is STOCK else (4 if kind is FOUNDATION else n_wastes)
            if not 0 <= index < limit:
                return False
        return True

    def highlighted_move(self) -> Move | None:
        return self._hint_move

    def mark_played(self, move: Move | None) -> None:
        """Ring the card ``move`` just placed (the top of its target pile) in the
        "played" style, apart from the next move's "hint" highlight; None clears.
        The ring is drawn a little outside the card, so that it shows around a hint
        mark on the same card."""
        self._played_move = move if move is not None and self._state is not None else None
        if self._played_move is None or not self._pile_exists(move):
            self._played_move = None
            self._played_mark.setVisible(False)
            return
        rect = self.queries.top_card_rect(move.target, move.target_index).adjusted(-5, -5, 5, 5)
        self._played_mark.show_at(rect, "played", Z_MARK)

    def played_move(self) -> Move | None:
        return self._played_move

    def set_hint_visible(self, visible: bool) -> None:
        """Hide the hint while a card is dragged; show it again (if any) after."""
        for mark in self._hint_marks:
            mark.setVisible(visible and self._hint_move is not None)

    def label_text(self, kind: PileKind, index: int) -> str:
        """The text under the stock or a foundation, or a waste pile's number."""
        return self._piles.label_text(kind, index)

    def label_tip(self, kind: PileKind, index: int) -> str:
        """The tooltip of the label under the stock or a foundation."""
        return self._piles.label_tip(kind, index)

    def pile_title(self, kind: PileKind, index: int) -> str:
        """A pile's name as the player reads it ("waste pile 2", "foundation +3")."""
        return self._piles.title(kind, index)

    def shown_since(self, card: Card) -> int | None:
        """When ``card`` came to the top of its pile: the timestamp (ms) of the last input
        event the scene had seen then; None if it had seen none."""
        return self._shown.get(card)

    # -- layout ---------------------------------------------------------------------------
    def _relayout(self, state: GameState) -> bool:
        """A new layout for ``state`` if its geometry differs; True if it did."""
        longest = max((len(p) for p in state.wastes), default=0)
        # the arrangement is chosen afresh only for a new shape of window (see
        # set_view_aspect), new rules or a table with empty waste piles (a game's start):
        # never on a move (layout.py)
        choose = self._wide is None or state.variant != self._state_variant or not longest
        # the table has room for the longest pile the rules allow: a move never changes it
        lay = TableLayout(state.variant.waste_piles, PIXMAPS.index_step(), state.variant.longest_waste_pile,
                          self._aspect, self._label_h if choose else self._layout.label_h,
                          None if choose else self._wide, self._clear_below)
        self._wide, self._state_variant = lay.wide, state.variant
        old = self._layout
        if (lay.table, lay.wide, lay.step, lay.read_step, lay.waste_piles, lay.label_h, lay.fan_room) == \
                (old.table, old.wide, old.step, old.read_step, old.waste_piles, old.label_h, old.fan_room):
            return False
        self._layout = lay
        self.setSceneRect(qrect(lay.table))  # (the view scales to it at once: set_view_scale)
        emit(self.layoutChanged)
        return True

    # -- placing cards --------------------------------------------------------------------
    def _note_tops(self, state: GameState) -> None:
        """Remember when each pile's top card came to the top (the click guard)."""
        tops = [state.turned] + [p[-1] for p in state.wastes if p]
        shown, now = self._shown, self._input_ms
        self._shown = {card: shown[card] if card in shown else now for card in tops if card is not None}

    def _place_cards(self, animate: bool) -> None:
        places = compute_places(self._state, self._layout)
        self._note_tops(self._state)
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
                    flips.append(item)  # turns over in flight (see MoveAnimation)
            else:
                self.put_home(item)
        if not flights:
            return
        # fly the cards, in the order of their final z so piles build up correctly
        flights.sort(key=lambda f: places[f[0].card].z)
        for i, (item, _start, _end) in enumerate(flights):
            item.setZValue(Z_FLYING + i)
            item.setVisible(True)
        # long trips take a little longer, never more than 1.6x the setting
        longest = max(math.hypot(e.x() - s.x(), e.y() - s.y()) for _i, s, e in flights)
        factor = min(1.6, max(0.6, 0.75 + longest / 900.0))
        self._flights().fly(flights, flips, int(duration * factor))

    def _flights(self):
        """The cards' flights (``scene_anim.MoveAnimation``), made when first needed."""
        if self._anim is None:
            from .scene_anim import MoveAnimation

            self._anim = MoveAnimation(lambda card: self._places[card], self)
            self._anim.finished.connect(lambda: emit(self.animationsFinished))
        return self._anim

    def put_home(self, item: CardItem) -> None:
        """Put ``item`` where the state says, at once."""
        place = self._places.get(item.card)
        if place is None:
            return
        item.setPos(place.pos)
        item.setZValue(place.z)
        item.set_face_up(place.face_up)
        item.setVisible(place.visible)

    def spring_back(self, item: CardItem) -> None:
        """Fly ``item`` back to its place (at once without animations)."""
        place = self._places[item.card]
        if self._animation_ms and item.pos() != place.pos:
            item.setZValue(Z_FLYING)
            self._flights().fly([(item, QPointF(item.pos()), place.pos)], [], self._animation_ms)
        else:
            self.put_home(item)

    def lift_shadow(self, card_pos: QPointF | None) -> None:
        """Show the lifted card's shadow under a card at ``card_pos`` (None hides it)."""
        if card_pos is None:
            self._lift.setVisible(False)
            return
        self._lift.follow(card_pos)
        self._lift.setVisible(True)

    # -- input ----------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._press(event, double=False)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        # the second press of a double click: it may start a drag, never a second click
        self._press(event, double=True)

    def _press(self, event, double: bool) -> None:
        event.accept()
        self._input_ms = event.timestamp()
        if event.button() != Qt.LeftButton:
            return
        if self.is_celebrating():
            self._stop_party(restore=True)
            return
        self.finish_animations()
        if self._cursor is not None:
            self._cursor.hide()  # the mouse takes over
        self._pointer.press(event, double)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        self._pointer.move(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        event.accept()
        self._input_ms = event.timestamp()
        self._pointer.release(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        self._input_ms = event.timestamp()
        if event.key() == Qt.Key_Escape and self._pointer.escape():
            event.accept()  # Escape drops nothing: the dragged card goes back where it was
            return
        if self._state is not None and not self._pointer.is_pressed():
            if self._cursor is None and _is_cursor_key(event):
                self.keyboard_cursor()
            if self._cursor is not None and self._cursor.key_press(event):
                event.accept()
                return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: N802 (Qt name)
        # the scene turns Tab and Shift+Tab into this (not keyPressEvent): the cursor's keys
        if self._state is not None and not self._pointer.is_pressed():
            if self.keyboard_cursor().step(+1 if next_ else -1):
                return True
        return super().focusNextPrevChild(next_)

    # -- the win celebration ----------------------------------------------------------------
    def celebrate(self, duration_ms: int = 4000) -> None:
        """Cards leap off the foundations one after another and bounce across the table
        for about ``duration_ms``, then glide home; a mouse press, ``set_state`` or
        ``finish_animations`` ends it at once and puts the cards where the state says."""
        if self._state is None:
            return
        from .scene_anim import Celebration, celebration_order

        self.finish_animations()
        self._pointer.cancel()
        if self._party is None:
            self._party = Celebration(self)
            self._party.ended.connect(self._on_party_ended)
        order = [self._cards[card] for card in celebration_order(self._state)]
        self._party.start(order, self._layout.height - CARD_H, Z_FLYING, duration_ms)

    def _on_party_ended(self, natural: bool) -> None:
        if self._state is not None and (natural or self._restore_after_party):
            self._place_cards(animate=natural)
        if self._anim is None or not self._anim.is_running():
            emit(self.animationsFinished)

    def _stop_party(self, restore: bool) -> None:
        self._restore_after_party = restore
        if self._party is not None:
            self._party.stop()


def _is_cursor_key(event) -> bool:
    """The keys that wake the keyboard cursor (see keyboard_cursor)."""
    return event.key() in (Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down)
