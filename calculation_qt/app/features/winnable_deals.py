"""Winnable deals (a setting): New deal deals only deals the solver proved winnable.

New deal draws deals until the solver proves one winnable (skipping undecided ones,
at most ``WINNABLE_TRIES``; then it says so and deals the last one).  The next
winnable deal is prepared in the background while you play, so New deal is usually
instant; the controller's deal source hands it out for deals started elsewhere
(e.g. after a rule change).  The setting's box is this feature's settings row.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QCheckBox

from ...engine import GameState, Variant, deal_deck
from ..services.solver_service import find_winnable
from ..storage.settings import Field, declare, is_bool
from .registry import SettingsRow

# The setting this feature brings (off: New deal deals any deal).
(WINNABLE,) = declare(Field("winnable_deals", False, is_bool, "rules"))

WINNABLE_TRIES = 25
WINNABLE_TRY_SECONDS = 1.0


class WinnableDeals(QObject):
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
        self.solver.start(self.tr("Shuffling until the solver proves a deal winnable\u2026"),
                          lambda cancel: find_winnable(variant, random_deal, per_try_seconds=WINNABLE_TRY_SECONDS,
                                                       max_tries=WINNABLE_TRIES, cancel=cancel),
                          lambda found: self._winnable_done(variant, found))
        return True

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
    return box


def _read_box(box: QCheckBox, settings) -> None:
    settings.winnable_deals = box.isChecked()


def install(window) -> WinnableDeals:
    return WinnableDeals(window)
