"""Keyboard play: the digit keys put the turned card on a waste pile, F and Shift+digit
play the turned card or a waste top to a foundation.

``KeyboardPlay`` is one part of ``MainWindow`` (``window.keyboard``): the Play menu's
actions call it, and the window hands it the key presses no shortcut took (number pad,
Shift+digit on other layouts).  It sends moves to the controller and tells the player
through the window's status bar why a key did nothing.  The keys that play to a
foundation ask ``calculation_qt.rating.click_move`` which foundation when several want
the card; nothing here decides a rule.  Shift+digit is read robustly across keyboard
layouts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from ...engine import Move, PileKind
from ...qtcompat import Qt
from ...ui.layout import MAX_WASTE_PILES

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

    from .controller import GameController
    from .main_window import MainWindow

# Qt's codes of these keys are their Latin-1 code points (Qt.Key_1 == ord("1"),
# Qt.Key_sterling == ord("\u00a3")...): so written, the module needs no Qt enum at import.
# Shifted digit keys on common layouts (US/UK/DE/FR-ish): Shift+1..4 often arrive as these.
SHIFTED_DIGITS = {ord(key): j for key, j in (("!", 0), ("@", 1), ('"', 1), ("#", 2), ("\u00a3", 2),
                                               ("\u00a7", 2), ("$", 3), ("%", 4))}
DIGITS = {ord(str(j + 1)): j for j in range(MAX_WASTE_PILES)}  # Qt.Key_1..Qt.Key_8
# X11 scan codes of the digit keys 1..8 on the main row (layout independent).
X11_DIGIT_SCANCODES = {10 + j: j for j in range(MAX_WASTE_PILES)}


class KeyboardPlay:
    """Plays the keys' moves: to a waste pile, to a foundation."""

    def __init__(self, window: MainWindow, controller: GameController):
        self.window = window
        self.controller = controller

    def _say(self, text: str) -> None:
        self.window.status_message(text)

    def _no_such_pile(self, piles: int) -> bool:
        self._say(QCoreApplication.translate("MainWindow", "This game has %n waste pile(s).", "", piles))
        return False

    def key_to_waste(self, j: int) -> bool:
        self.window.finish_animations()
        state = self.controller.state
        if j >= len(state.wastes):
            return self._no_such_pile(len(state.wastes))
        if state.turned is None:
            self._say(QCoreApplication.translate("MainWindow", "The stock is used up."))
            return False
        return self.controller.play(Move(PileKind.STOCK, 0, PileKind.WASTE, j))

    def key_to_foundation(self, kind: PileKind, index: int) -> bool:
        """Play the turned card (``kind`` STOCK) or a waste top to a foundation that
        wants it; the rating picks which when several do."""
        self.window.finish_animations()
        state = self.controller.state
        if kind is PileKind.WASTE and index >= len(state.wastes):
            return self._no_such_pile(len(state.wastes))
        card = state.top(kind, index)
        if card is None:
            self._say(QCoreApplication.translate("MainWindow", "The stock is used up.") if kind is PileKind.STOCK
                                else QCoreApplication.translate("MainWindow", "Waste pile {pile} is empty.").format(pile=index + 1))
            return False
        from ... import rating

        targets = state.foundations_for(card)
        if not targets:
            from ..features.refusal_words import no_foundation_takes

            self._say(no_foundation_takes(state, card))
            return False
        move = rating.click_move(state, kind, index)
        if move is None or move.target is not PileKind.FOUNDATION:
            # the rating would keep this card back; the key asked for a foundation
            move = Move(kind, index, PileKind.FOUNDATION, targets[0])
        return self.controller.play(move)

    def _shifted_waste_index(self, event: QKeyEvent) -> int | None:
        """The waste pile a Shift+digit key press names, robust to keyboard layouts."""
        key = event.key()
        shift = bool(event.modifiers() & Qt.ShiftModifier)
        if key in SHIFTED_DIGITS:
            return SHIFTED_DIGITS[key]
        if shift and key in DIGITS:
            return DIGITS[key]
        if shift and QGuiApplication.platformName() == "xcb":
            return X11_DIGIT_SCANCODES.get(event.nativeScanCode())
        return None

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play not already taken by an action's shortcut; True if handled."""
        if event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier):
            return False
        j = self._shifted_waste_index(event)
        if j is not None:
            self.key_to_foundation(PileKind.WASTE, j)
            return True
        if event.key() in DIGITS and event.modifiers() & Qt.KeypadModifier:
            self.key_to_waste(DIGITS[event.key()])  # the number pad's digits, which shortcuts miss
            return True
        return False
