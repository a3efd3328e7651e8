"""The card table as accessible objects, for screen readers (AT-SPI on Linux).

Qt sees the table view as one widget; here its accessible interface gets one child per
pile: the stock (with the turned card), the four foundations and the waste piles, each
a ``PileNode`` (a plain QObject of the view) whose interface (``PileAccessible``) says
the pile in the player's language (``accessible_words``).  ``AccessibleTable`` keeps
them current:

- ``refresh()`` after every change of the table: a pile whose words changed sends
  ``NameChanged``; a change in the number of waste piles, ``ObjectReorder``.
- The keyboard cursor (``KeyboardCursor.describedChanged``) moves the accessible focus
  pile by pile: the pile under the ring reports itself focused (the picked card's pile
  selected), with the cursor's words as its description, and a ``Focus`` event goes out.
- ``announce(text)``: Qt's announcement event where the installed Qt has it, else a
  name change of what has the focus (the pile under the cursor, or the table), which
  then starts with the text until the next change of the table.

``sent(kind, text)`` repeats what went to the screen reader ("focus", "name",
"announcement"), for the tests.  Interfaces come from one factory
(``QAccessible.installFactory``), installed once; it answers only for the views that
have an ``AccessibleTable`` and for their piles.
"""

from __future__ import annotations

import os

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, QRect, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget

from ..engine import PileKind
from ..qtcompat import emit
from . import accessible_words as words

ANNOUNCEMENTS = hasattr(QtGui, "QAccessibleAnnouncementEvent")  # Qt 6.8 and later
_TABLES: dict[int, AccessibleTable] = {}  # id(view) -> its accessible table
_factory_installed = False


class PileNode(QObject):
    """One pile of the table, for its accessible interface."""

    def __init__(self, table: AccessibleTable, kind: PileKind, index: int):
        super().__init__(table.view)
        self.table, self.kind, self.index = table, kind, index

    @property
    def pile(self) -> tuple[PileKind, int]:
        return (self.kind, self.index)


class AccessibleTable(QObject):
    sent = Signal(str, str)  # (kind: "focus", "name", "announcement"; the text)

    def __init__(self, view, scene):
        super().__init__(view)
        self.view, self.scene = view, scene
        self._nodes: dict[tuple[PileKind, int], PileNode] = {}
        self.focus: tuple[PileKind, int] | None = None  # the pile under the keyboard cursor
        self.picked: tuple[PileKind, int] | None = None
        self.focus_words = ""  # the cursor's words on that pile
        self._notes: dict[tuple[PileKind, int], str] = {}  # announcements said as names (no announcement event)
        self.use_announcements = ANNOUNCEMENTS and os.environ.get("CALCULATION_QT_ANNOUNCE") != "names"
        self.table_note = ""  # an announcement said as the table's name
        self._names: dict[tuple[PileKind, int], str] = {pile: self.name(pile) for pile in self.piles()}  # last said
        key = id(view)
        _TABLES[key] = self
        view.destroyed.connect(lambda *_a: _TABLES.pop(key, None))
        install_factory()
        _forget_interface(view)
        self._watch_cursor(scene.keyboard_cursor())

    # -- the piles ------------------------------------------------------------------------
    def piles(self) -> list[tuple[PileKind, int]]:
        state = self.scene.state
        return words.piles(state) if state is not None else []

    def nodes(self) -> list[PileNode]:
        """The piles' nodes in reading order (made when first asked for)."""
        result = []
        for pile in self.piles():
            node = self._nodes.get(pile)
            if node is None:
                node = self._nodes[pile] = PileNode(self, *pile)
            result.append(node)
        return result

    def node(self, pile: tuple[PileKind, int]) -> PileNode | None:
        return next((node for node in self.nodes() if node.pile == pile), None)

    def name(self, pile: tuple[PileKind, int]) -> str:
        state = self.scene.state
        if state is None or pile not in self.piles():
            return ""
        text = words.pile_words(state, *pile)
        note = self._notes.get(pile)
        return f"{note} {text}" if note else text

    def description(self, pile: tuple[PileKind, int]) -> str:
        return self.focus_words if pile == self.focus else ""

    def rect(self, pile: tuple[PileKind, int]) -> QRect:
        """The pile's top card on the screen."""
        if self.scene.state is None:
            return QRect()
        scene_rect = self.scene.queries.top_card_rect(*pile)
        box = self.view.mapFromScene(scene_rect).boundingRect()
        viewport = self.view.viewport()
        return QRect(viewport.mapToGlobal(box.topLeft()), box.size())

    def has_focus(self, pile: tuple[PileKind, int]) -> bool:
        return pile == self.focus and self.view.hasFocus()

    # -- events ---------------------------------------------------------------------------
    def _send(self, event: QAccessibleEvent) -> None:
        if QAccessible.isActive():
            QAccessible.updateAccessibility(event)

    def refresh(self) -> None:
        """Tell the screen reader which piles' words changed (after every move)."""
        self._notes.clear()
        self.table_note = ""
        piles = self.piles()
        if set(piles) != {p for p in self._names}:
            self._names = {pile: self.name(pile) for pile in piles}
            self._send(QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))
            return
        for node in self.nodes():
            name = self.name(node.pile)
            if name != self._names.get(node.pile):
                self._names[node.pile] = name
                self._send(QAccessibleEvent(node, QAccessible.Event.NameChanged))
                emit(self.sent, "name", name)

    def set_focus(self, pile: tuple[PileKind, int] | None, picked: tuple[PileKind, int] | None,
                  text: str) -> None:
        """The keyboard cursor is on ``pile`` (None: hidden), the card of ``picked`` in hand."""
        moved = pile != self.focus
        old_words = self.focus_words
        self.focus, self.picked, self.focus_words = pile, picked, text
        node = self.node(pile) if pile is not None else None
        if node is None:
            if moved and self.view.hasFocus():  # the ring hidden: the table has the focus again
                self._send(QAccessibleEvent(self.view, QAccessible.Event.Focus))
                emit(self.sent, "focus", self.table_name())
            return
        self._names[pile] = self.name(pile)  # said with the focus: no name change after it
        if moved:
            self._send(QAccessibleEvent(node, QAccessible.Event.Focus))
            emit(self.sent, "focus", f"{self._names[pile]}. {text}")
        elif text != old_words:
            self._send(QAccessibleEvent(node, QAccessible.Event.DescriptionChanged))
            emit(self.sent, "focus", text)

    def announce(self, text: str) -> None:
        """Say ``text`` now: Qt's announcement; without one (or with
        ``CALCULATION_QT_ANNOUNCE=names``, for a screen reader that does not speak
        announcements), the name of what has the focus changes to start with it: the
        pile under the keyboard cursor, else the table (a screen reader speaks a name
        change of the object it is on)."""
        if not text:
            return
        if self.use_announcements:
            self._send(QtGui.QAccessibleAnnouncementEvent(self.view, text))
            emit(self.sent, "announcement", text)
            return
        node = self.node(self.focus) if self.focus is not None else None
        if node is None:
            self.table_note = text
            self._send(QAccessibleEvent(self.view, QAccessible.Event.NameChanged))
            emit(self.sent, "name", self.table_name())
            return
        self._notes[node.pile] = text
        self._names[node.pile] = self.name(node.pile)
        self._send(QAccessibleEvent(node, QAccessible.Event.NameChanged))
        emit(self.sent, "name", self._names[node.pile])

    def table_name(self) -> str:
        name = QCoreApplication.translate("Accessible", "Card table")
        return f"{self.table_note} {name}" if self.table_note else name

    # -- the keyboard cursor --------------------------------------------------------------
    def _watch_cursor(self, cursor) -> None:
        cursor.describedChanged.connect(lambda name, text, c=cursor: self._on_cursor(c, name, text))

    def _on_cursor(self, cursor, name: str, text: str) -> None:
        picked = cursor.picked
        said = f"{name}. {text}" if picked is not None else text
        self.set_focus(cursor.focus, picked, said if name else "")


# -- the interfaces --------------------------------------------------------------------------
class TableAccessible(QAccessibleWidget):
    """The table view: a panel whose children are the piles."""

    def __init__(self, view, table: AccessibleTable):
        super().__init__(view, QAccessible.Role.Pane)
        self._table = table

    def text(self, t):
        if t == QAccessible.Text.Name:
            return self._table.table_name()
        if t == QAccessible.Text.Description:
            return QCoreApplication.translate(
                "Accessible", "Tab or the arrow keys move from card to card, Enter or Space picks up and drops; R reads the "
                "whole table, Ctrl+1 to Ctrl+8 read a waste pile from the top down.")
        return super().text(t)

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        return len(self._table.piles())

    def child(self, i: int):
        nodes = self._table.nodes()
        return QAccessible.queryAccessibleInterface(nodes[i]) if 0 <= i < len(nodes) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        node = child.object() if child is not None else None
        nodes = self._table.nodes()
        return nodes.index(node) if node in nodes else -1

    def focusChild(self):  # noqa: N802
        table = self._table
        node = table.node(table.focus) if table.focus is not None and table.view.hasFocus() else None
        return QAccessible.queryAccessibleInterface(node) if node is not None else None

    def childAt(self, x: int, y: int):  # noqa: N802
        for node in self._table.nodes():
            if self._table.rect(node.pile).contains(x, y):
                return QAccessible.queryAccessibleInterface(node)
        return None


class PileAccessible(QAccessibleObject):
    """One pile: its words as the name, the keyboard cursor's as the description."""

    def __init__(self, node: PileNode):
        super().__init__(node)
        self._node = node

    def _pile(self):
        return self._node.pile

    def isValid(self) -> bool:  # noqa: N802
        return id(self._node.table.view) in _TABLES

    def text(self, t):
        table = self._node.table
        if t == QAccessible.Text.Name:
            return table.name(self._pile())
        if t == QAccessible.Text.Description:
            return table.description(self._pile())
        return ""

    def role(self):
        return QAccessible.Role.ListItem

    def state(self):
        table, pile = self._node.table, self._pile()
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        state.focused = table.has_focus(pile)
        state.selected = pile == table.picked
        return state

    def rect(self) -> QRect:
        return self._node.table.rect(self._pile())

    def parent(self):
        return QAccessible.queryAccessibleInterface(self._node.table.view)

    def window(self):
        return self._node.table.view.window().windowHandle()

    def childCount(self) -> int:  # noqa: N802
        return 0

    def child(self, _i: int):
        return None

    def indexOfChild(self, _child) -> int:  # noqa: N802
        return -1

    def childAt(self, _x: int, _y: int):  # noqa: N802
        return None


def _factory(_class_name: str, obj: QObject):
    if isinstance(obj, PileNode):
        return PileAccessible(obj)
    table = _TABLES.get(id(obj))
    if table is not None and table.view is obj:
        return TableAccessible(obj, table)
    return None


def _forget_interface(view) -> None:
    """Drop the interface Qt made for ``view`` before it had piles (a screen reader asked
    already), so that the factory's is made at the next question."""
    if QAccessible.isActive():
        iface = QAccessible.queryAccessibleInterface(view)
        if iface is not None and not isinstance(iface, TableAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
            QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))


def install_factory() -> None:
    """Install the interfaces' factory (once per program)."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        _factory_installed = True
