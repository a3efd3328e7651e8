"""Which variants have a daily deal today, found in the background.

A daily deal is the first of a variant's candidate deals of the day that the solver
proves winnable within a fixed node budget (docs/rules.md; ``solver.deals.daily_deal``), so
the answer is the same on every machine and can be worked out ahead.  Nearly every
variant has one every day; Strategy with three waste piles almost never does (its
deals are nearly all lost: 2 of 100 days from 2026-12-01 have one; docs/daily-deals.md).  So when the Daily deal menu first opens, the
day's deals of every variant are looked for, one variant after the other in a worker
thread (1.8 to 3.3 s of CPU for all eight, on three days measured): the menu then says which variants have none today
instead of offering them, and choosing one that was found deals it at once.
"""

from __future__ import annotations

import datetime as _dt
import threading

from PySide6.QtCore import QObject, Signal

from ...engine import ALL_VARIANTS, Variant
from ...qtcompat import emit
from ..services.jobs import JobRunner

UNKNOWN = object()  # a variant not looked at yet today


class DailyCheck(QObject):
    """``checked(variant, deal)``: the day's deal of ``variant`` (None: it has none)."""

    checked = Signal(object, object)

    def __init__(self, parent: QObject | None = None, variants=ALL_VARIANTS):
        super().__init__(parent)
        self.variants = tuple(variants)
        self.date: _dt.date | None = None
        self.deals: dict[Variant, int | None] = {}
        self._queue: list[Variant] = []
        self._cancel = threading.Event()
        self.runner = JobRunner("daily-check", self, on_error=self._on_error)
        self.running = False

    def deal(self, variant: Variant, date: _dt.date) -> object:
        """The day's deal of ``variant`` if it is known (None: it has none), else UNKNOWN."""
        if date != self.date:
            return UNKNOWN
        return self.deals.get(variant, UNKNOWN)

    def start(self, date: _dt.date) -> None:
        """Look for ``date``'s deal of every variant not known yet (nothing if running)."""
        if date != self.date:
            self.cancel()
            self.date, self.deals = date, {}
        if self.running:
            return
        self._queue = [v for v in self.variants if v not in self.deals]
        self._next()

    def cancel(self) -> None:
        self._cancel.set()
        self._queue = []
        self.running = False

    def _next(self) -> None:
        if not self._queue:
            self.running = False
            return
        variant = self._queue.pop(0)
        self.running = True
        date = self.date

        def work(cancel: threading.Event):
            from ...solver.deals import daily_deal

            return date, variant, daily_deal(date, variant, cancel=cancel), cancel.is_set()

        self._cancel = self.runner.start_background(work, self._on_finished)

    def _on_error(self, _error: Exception) -> None:  # pragma: no cover - a solver bug: the menu stays as it was
        self.running = False

    def _on_finished(self, result) -> None:
        date, variant, deal, cancelled = result
        if cancelled or date != self.date:
            return
        self.deals[variant] = deal
        emit(self.checked, variant, deal)
        self._next()
