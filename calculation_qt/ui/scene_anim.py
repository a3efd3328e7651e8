"""The table's animations: cards flying to their new places, and the win celebration.

``MoveAnimation`` drives every moving card with one QVariantAnimation (0.0 to 1.0):
each flight goes from its start to its end point, cards that turn over do so about
their vertical middle on the way.  ``finish()`` puts every card at its end at once.
``Celebration`` makes cards leap off the piles one after another and bounce across
the table.  Neither knows a rule; the scene says where each card ends
(``place_of(card)``: an object with ``pos``, ``z``, ``face_up``, ``visible``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtGui import QTransform

from ..qtcompat import emit
from .layout import CARD_W


def celebration_order(state) -> list:
    """The cards in the order they leap: the top of each pile in turn."""
    order = []
    piles = [list(p) for p in state.foundations] + [list(p) for p in state.wastes]
    if state.stock:
        piles.append(list(state.stock[::-1]))
    while any(piles):
        for pile in piles:
            if pile:
                order.append(pile.pop())
    return order


class MoveAnimation(QObject):
    finished = Signal()  # the flights ended (naturally or by finish())

    def __init__(self, place_of, parent=None):
        super().__init__(parent)
        self._place_of = place_of
        self._anim = QVariantAnimation(self)  # from 0.0 to 1.0, set up when it first runs (_run)
        self._anim.valueChanged.connect(self._on_value)
        self._anim.finished.connect(self._on_finished)
        self._flights: list[tuple[object, QPointF, QPointF]] = []
        self._flips: list[object] = []

    def is_running(self) -> bool:
        return self._anim.state() == QVariantAnimation.Running

    def fly(self, flights: list, flips: list, ms: int) -> None:
        """Fly each (item, start, end) of ``flights`` in ``ms``; ``flips`` turn over."""
        self._flights, self._flips = flights, flips
        from PySide6.QtCore import QEasingCurve  # here: building the class costs ~0.5 ms at import

        if self._anim.easingCurve().type() != QEasingCurve.OutCubic:
            # set here, not in __init__: the first frame needs none of this (QEasingCurve's and
            # QVariant's enums, ~1 ms)
            self._anim.setStartValue(0.0)
            self._anim.setEndValue(1.0)
            self._anim.setEasingCurve(QEasingCurve.OutCubic)
        self._anim.setDuration(max(1, ms))
        self._anim.start()

    def finish(self) -> None:
        """Jump to the end (emits ``finished``) if running."""
        if self.is_running():
            self._anim.stop()
            self._on_finished()

    def _on_value(self, value) -> None:
        t = float(value)
        for item, start, end in self._flights:
            item.setPos(start + (end - start) * t)
        for item in self._flips:
            # turn the card over about its vertical middle: narrow, show the other side, widen
            width = max(0.02, abs(1.0 - 2.0 * t))
            item.set_face_up(self._place_of(item.card).face_up == (t >= 0.5))
            item.setTransform(QTransform(width, 0, 0, 1, CARD_W / 2 * (1 - width), 0))

    def _on_finished(self) -> None:
        flights, self._flights = self._flights, []
        for item in self._flips:
            item.setTransform(QTransform())
        self._flips = []
        for item, _start, _end in flights:
            place = self._place_of(item.card)
            item.setPos(place.pos)
            item.setZValue(place.z)
            item.set_face_up(place.face_up)
            item.setVisible(place.visible)
        emit(self.finished)


class Celebration(QObject):
    ended = Signal(bool)  # True: it ran to its end (the cards should glide home)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._party = QVariantAnimation(self)  # from 0.0 to 1.0 (set in start())
        self._party.valueChanged.connect(self._on_step)
        self._party.finished.connect(lambda: self._end(True))
        self._cards: list[list] = []
        self._last = 0.0
        self._floor = 0.0
        self._total = 1.0

    def is_running(self) -> bool:
        return self._party.state() == QVariantAnimation.Running

    def start(self, order: list, floor: float, z0: float, duration_ms: int) -> None:
        """Cards of ``order`` leap one after another, bounce on ``floor`` (scene y of a
        card's top), for about ``duration_ms``."""
        from random import Random  # (here: the program's start, see main.py, needs none)

        rng = Random()
        self._cards = []
        total = max(0.2, duration_ms / 1000.0)
        step = total * 0.5 / max(1, len(order))
        delay = 0.0
        for i, item in enumerate(order):
            vx = rng.choice((-1, 1)) * rng.uniform(160, 420)
            vy = rng.uniform(-520, -120)
            self._cards.append([item, delay, item.pos().x(), item.pos().y(), vx, vy, False])
            item.setZValue(z0 + i)
            delay += step
        self._floor = floor
        self._last = 0.0
        self._total = delay + total * 0.5
        self._party.setStartValue(0.0)
        self._party.setEndValue(1.0)
        self._party.setDuration(int(self._total * 1000))
        self._party.start()

    def stop(self) -> None:
        """End at once (emits ``ended(False)``) if running."""
        if self.is_running():
            self._party.stop()
            self._end(False)

    def _end(self, natural: bool) -> None:
        self._cards = []
        emit(self.ended, natural)

    def _on_step(self, value) -> None:
        now = float(value) * self._total
        dt = max(0.0, min(0.05, now - self._last))
        self._last = now
        g = 2200.0
        for entry in self._cards:
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
            if y > self._floor:
                y = self._floor
                vy = -abs(vy) * 0.72
            entry[2], entry[3], entry[5] = x, y, vy
            item.setPos(x, y)
