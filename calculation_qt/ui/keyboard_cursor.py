"""The keyboard cursor: play every move with Tab, the arrow keys, Enter or Space, Escape.

Two phases.  *Choosing a card*: a focus ring moves over the cards that can move (the
turned card, then the waste piles' tops, as the engine's legal moves say); Tab, Right
or Down go to the next, Shift+Tab, Left or Up to the previous; Enter or Space picks it
up.  *Choosing a pile*: the piles that would take the picked card are marked and the
ring moves over them (the foundations first, then the waste piles); Enter or Space
drops the card there (the scene's ``moveRequested``), Escape puts it back.  So the
player also chooses *which* foundation gets a card that two foundations want.  Escape
while choosing a card hides the ring.

Each focus change names the focused card or pile for screen readers:
``describedChanged(name, description)`` ("Seven of Hearts, top of waste pile 2",
"Goes to foundation +3."), which the view shows as its accessible name and
description.  The cursor decides no rule: sources and targets come from the scene,
which asks the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .. import i18n
from ..engine import Move, PileKind
from ..qtcompat import Qt, emit
from .items import HighlightItem, HighlightPool

Z_RING = 950.0
STOCK, WASTE, FOUNDATION = PileKind.STOCK, PileKind.WASTE, PileKind.FOUNDATION


class KeyboardCursor(QObject):
    describedChanged = Signal(str, str)  # (accessible name, description); ("", "") when hidden

    def __init__(self, scene):
        super().__init__(scene)
        self._scene = scene
        self._ring = HighlightItem()
        self._picked_ring = HighlightItem()
        self._marks = HighlightPool(scene)
        for item in (self._ring, self._picked_ring):
            scene.addItem(item)
        self.visible = False
        self.picked: tuple[PileKind, int] | None = None  # the card picked up (its pile)
        self._targets: list[Move] = []
        self._sources: list[tuple[PileKind, int]] = []
        self._focus = 0
        self._prefer: tuple[PileKind, int] | None = None  # where the ring goes after a move

    # -- what the cursor is on --------------------------------------------------------------
    @property
    def phase(self) -> str:
        """"hidden", "source" (choosing a card) or "target" (choosing a pile)."""
        if not self.visible:
            return "hidden"
        return "target" if self.picked is not None else "source"

    @property
    def focus(self) -> tuple[PileKind, int] | None:
        """The pile the ring is on (the card's pile, or the pile that would take it)."""
        if not self.visible:
            return None
        if self.picked is not None:
            move = self._targets[self._focus]
            return (move.target, move.target_index)
        return self._sources[self._focus] if self._sources else None

    def _sorted_sources(self) -> list[tuple[PileKind, int]]:
        return sorted(self._scene.queries.legal_sources(), key=lambda s: (s[0] is not STOCK, s[1]))

    # -- keys -------------------------------------------------------------------------------
    def key_press(self, event) -> bool:
        """Handle a key; True if it was the cursor's."""
        key = event.key()
        if key in (Qt.Key_Tab, Qt.Key_Right, Qt.Key_Down):
            return self.step(+1)
        if key in (Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Up):
            return self.step(-1)
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space) and self.visible:
            self._activate()
            return True
        if key == Qt.Key_Escape and self.visible:
            if self.picked is not None:
                self._unpick()
            else:
                self.hide()
            return True
        return False

    def step(self, delta: int) -> bool:
        """The ring to the next (+1) or previous (-1) card or pile; False if it cannot
        be shown (nothing can move)."""
        if not self.visible:
            self._sources = self._sorted_sources()
            if not self._sources:
                return False  # nothing can move: Tab moves the focus on as usual
            self.visible, self._focus = True, 0 if delta > 0 else len(self._sources) - 1
        else:
            n = len(self._targets) if self.picked is not None else len(self._sources)
            if n == 0:
                return False
            self._focus = (self._focus + delta) % n
        self._show()
        return True

    def _activate(self) -> None:
        if self.picked is None:
            if not self._sources:
                return
            source = self._sources[self._focus]
            self._targets = self._scene.queries.legal_targets(*source)
            if not self._targets:
                return
            self.picked, self._focus = source, 0
            self._show()
            return
        move = self._targets[self._focus]
        before = self._scene.state
        self.picked, self._targets, self._sources = None, [], []
        self._prefer = (move.source, move.source_index)
        emit(self._scene.moveRequested, move)  # played: the scene calls state_changed()
        if self._scene.state is before:  # refused: choose a card again
            self._reset_sources(self._prefer)

    def _unpick(self) -> None:
        source = self.picked
        self.picked = None
        self._targets = []
        self._reset_sources(source)

    def hide(self) -> None:
        """Hide the ring (a mouse press does this too)."""
        self.visible = False
        self.picked = None
        self._targets = []
        self._show()

    def state_changed(self) -> None:
        """The scene shows a new state: the ring goes back to choosing a card, on the
        same pile if a card there can move."""
        if not self.visible:
            return
        keep = self.picked or self._prefer or self.focus
        self.picked = None
        self._targets = []
        self._reset_sources(keep)

    def _reset_sources(self, prefer) -> None:
        self._sources = self._sorted_sources()
        if not self._sources:
            self.hide()
            return
        self._focus = self._sources.index(prefer) if prefer in self._sources else 0
        self._prefer = None
        self._show()

    # -- showing ----------------------------------------------------------------------------
    def _show(self) -> None:
        scene = self._scene
        self._marks.hide_all()
        self._picked_ring.setVisible(False)
        focus = self.focus
        if focus is None:
            self._ring.setVisible(False)
            emit(self.describedChanged, "", "")
            return
        if self.picked is not None:
            self._picked_ring.show_at(scene.queries.top_card_rect(*self.picked), "picked", Z_RING - 1)
            for i, move in enumerate(self._targets):
                self._marks[i].show_at(scene.queries.top_card_rect(move.target, move.target_index), "accept", Z_RING - 2)
        self._ring.show_at(scene.queries.top_card_rect(*focus), "focus", Z_RING)
        emit(self.describedChanged, *self.describe())

    def describe(self) -> tuple[str, str]:
        """The accessible name and description of what the ring is on."""
        scene = self._scene
        state = scene.state
        if self.picked is not None:
            card = state.top(*self.picked)
            target = self._targets[self._focus]
            onto = scene.pile_title(target.target, target.target_index)
            name = self.tr("{0}, onto {1}").format(i18n.card_title(card), onto)
            return name, self.tr("Enter or Space drops it there; Tab chooses another pile; Escape puts it back.")
        kind, index = self.focus
        card = state.top(kind, index)
        if kind is STOCK:
            name = self.tr("{0}, the turned card").format(i18n.card_title(card))
        else:
            name = self.tr("{0}, top of {1}").format(i18n.card_title(card), scene.pile_title(kind, index))
        targets = scene.queries.legal_targets(kind, index)
        foundations = [scene.pile_title(m.target, m.target_index) for m in targets if m.target is FOUNDATION]
        wastes = [m for m in targets if m.target is WASTE]
        if foundations and wastes:
            text = self.tr("Goes to {0} or any waste pile.").format(", ".join(foundations))
        elif foundations:
            text = self.tr("Goes to {0}.").format(", ".join(foundations))
        else:
            text = self.tr("Goes to any waste pile.")
        return name, text + " " + self.tr("Enter or Space picks it up.")
