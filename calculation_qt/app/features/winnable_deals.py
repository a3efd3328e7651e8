"""Winnable deals (a setting): New deal deals only deals the solver proved winnable.

New deal draws deals until the solver proves one winnable, skipping undecided ones.
In most games nearly every deal is winnable, but in Strategy about 7 in 100 are (and
with three waste piles almost none: docs/performance.md, the solver's table), so the search goes
on as long as it takes, up to ``WINNABLE_TRIES`` deals, saying how many it has tried
beside the solver's Cancel (Esc); only then does it say so and deal the last one.
The setting's tip says what to expect.  The next winnable deal is prepared in the
background while you play, so New deal is usually instant; the controller's deal
source hands it out for deals started elsewhere (e.g. after a rule change).  The
setting's box is this feature's settings row.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QCheckBox

from ...engine import GameState, Variant, deal_deck
from ...qtcompat import emit
from ..services.solver_service import find_winnable
from ..storage.settings import Field, declare, is_bool
from .registry import SettingsRow

# The setting this feature brings (off: New deal deals any deal).
(WINNABLE,) = declare(Field("winnable_deals", False, is_bool, "rules"))

WINNABLE_TRIES = 1000  # Strategy: 7 in 100 winnable, so 1000 tries all fail about once in 10^31
WINNABLE_TRY_SECONDS = 1.0


class WinnableDeals(QObject):
    tried = Signal(int)  # deals tried so far by the search New deal waits for (from its worker)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.solver = window.solver
        self._ready: dict[Variant, int] = {}  # winnable deals prepared in the background
        self._prefetching: Variant | None = None
        self._prefetch_cancel = threading.Event()
        window.features.set_new_deal_handler(self.new_deal)
        window.features.add_settings_row(SettingsRow(WINNABLE.name, WINNABLE.group, _make_box, _read_box))
        self.controller.set_deal_source(self._take_ready_deal)
        self.controller.gameStarted.connect(self._prefetch)
        self.tried.connect(self._show_tries)
        self._prefetch()

    def prepared_deal(self, variant: Variant) -> int | None:
        """The winnable deal of ``variant`` prepared in the background, if any (kept)."""
        return self._ready.get(variant)

    def new_deal(self) -> bool:
        """The window's new-deal handler: with Winnable deals on, deal one the solver
        proved winnable (True); else False (the window deals a random one)."""
        if not self.settings.winnable_deals:
            return False
        variant = self.settings.variant  # the chosen rules (after a rule change, the new ones)
        if variant in self._ready:
            self.controller.new_deal(self._ready.pop(variant), variant)
            self.window.status_message(self.tr("A new deal the solver proved winnable."))
            return True
        self._prefetch_cancel.set()
        random_deal = self.controller.random_deal
        tried = self.tried
        self.solver.start(self.tr("Shuffling until the solver proves a deal winnable\u2026"),
                          lambda cancel: find_winnable(variant, random_deal, per_try_seconds=WINNABLE_TRY_SECONDS,
                                                       max_tries=WINNABLE_TRIES, cancel=cancel,
                                                       progress=lambda n: emit(tried, n)),
                          lambda found: self._winnable_done(variant, found))
        return True

    def _show_tries(self, tries: int) -> None:
        """The search goes on: how many deals it has tried, short enough for a narrow
        status bar (the whole sentence in the tooltip; Esc or Cancel stops it)."""
        if self.solver.busy:
            self.solver.indicator.set_text(self.tr("%n deal(s) tried\u2026", "", tries))
            self.solver.indicator.label.setToolTip(self.tr(
                "Shuffling until the solver proves a deal winnable\u2026 %n deal(s) tried so far", "", tries))

    def _winnable_done(self, variant: Variant, found) -> None:
        if self.solver.cancelled:
            return  # the player cancelled: keep the current game
        self.controller.new_deal(found.deal, variant)
        if found.proved:
            self.solver.remember(self.controller.state, found.result)
            self.window.status_message(self.tr("A winnable deal (found after %n deal(s)).", "", found.tries))
        else:
            self.window.banner.show_message(
                "info", self.tr("No deal was proved winnable in %n tries; this one is dealt anyway "
                                "(it may not be winnable).", "", found.tries))

    def _take_ready_deal(self, variant: Variant) -> int | None:
        """The controller's deal source: a deal prepared in the background, if any."""
        if not self.settings.winnable_deals:
            return None
        return self._ready.pop(variant, None)

    def _prefetch(self) -> None:
        """Prepare the next winnable deal of the current variant in the background."""
        variant = self.controller.variant
        if not self.settings.winnable_deals or variant in self._ready or self._prefetching is not None:
            return
        self._prefetching = variant
        random_deal = self.controller.random_deal
        self._prefetch_cancel = self.solver.runner.start_background(
            lambda cancel: find_winnable(variant, random_deal, per_try_seconds=WINNABLE_TRY_SECONDS,
                                         max_tries=WINNABLE_TRIES, cancel=cancel),
            lambda found: self._prefetch_done(variant, found))

    def _prefetch_done(self, variant: Variant, found) -> None:
        self._prefetching = None
        if found.proved:
            self._ready[variant] = found.deal
            self.solver.remember(GameState.new(variant, deal_deck(found.deal)), found.result)


def _make_box(parent, settings) -> QCheckBox:
    box = QCheckBox(QCoreApplication.translate("Settings", "&Winnable deals only"), parent)
    box.setChecked(settings.winnable_deals)
    box.setToolTip(QCoreApplication.translate(
        "Settings", "New deal shuffles until the solver proves a deal winnable. Almost every deal of Calculation "
        "and Sir Tommy is, so that is quick; in Strategy about 7 deals in 100 are, so it may take a while "
        "(the status bar counts the deals tried, Esc stops), and with three waste piles hardly any is."))
    return box


def _read_box(box: QCheckBox, settings) -> None:
    settings.winnable_deals = box.isChecked()


def install(window) -> WinnableDeals:
    return WinnableDeals(window)
