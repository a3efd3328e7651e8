"""Daily deal (Game menu, one entry per variant): today's deal, the same for everyone.

The docs/rules.md daily numbering (the first candidate the solver proves winnable), dealt
with ``daily=`` the ISO date so that statistics keep it apart; the title shows the
date and the variant.  The solver runs through ``solver_service``.  When the menu
first opens, the day's deal of every variant is looked for in the background
(``daily_check``): a variant with none that day is shown disabled with the reason,
and one already found is dealt at once.  A game in progress is abandoned only after
asking (``features.may_abandon``).
"""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QObject

from ... import i18n
from ...engine import ALL_VARIANTS, Variant
from ..services.solver_service import daily_deal
from .daily_check import UNKNOWN, DailyCheck


class DailyDeal(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.solver = window.solver
        self.menu_daily = window.menus.add_menu(self.tr("&Daily deal"), "game", before="statistics")
        self.menu_daily.setStatusTip(self.tr("Today's deal, the same for everyone, proved winnable"))
        self.daily_actions = {}
        for variant in ALL_VARIANTS:
            action = self.menu_daily.addAction(i18n.variant_title(variant))
            action.triggered.connect(lambda _checked=False, v=variant: self.daily(v))
            self.daily_actions[variant] = action
        self.daily_check = DailyCheck(self)
        self.daily_check.checked.connect(self._on_daily_checked)
        self.menu_daily.aboutToShow.connect(self._check_dailies)
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def _check_dailies(self) -> None:
        """The menu opens: look for today's deals not known yet."""
        today = _dt.date.today()
        if self.daily_check.date != today:  # (a new day: every variant may have one again)
            for variant, action in self.daily_actions.items():
                action.setText(i18n.variant_title(variant))
                action.setEnabled(True)
        self.daily_check.start(today)

    def _on_daily_checked(self, variant: Variant, deal: int | None) -> None:
        if deal is None:
            action = self.daily_actions[variant]
            action.setEnabled(False)
            action.setText(self.tr("{game}: none today (no candidate deal was proved winnable)").format(
                game=i18n.variant_title(variant)))

    def shutdown(self) -> None:
        self.daily_check.cancel()

    def daily(self, variant: Variant, date: _dt.date | None = None) -> None:
        self.window.finish_animations()
        date = date or _dt.date.today()
        known = self.daily_check.deal(variant, date)
        if known is None:
            self.window.status_message(self.tr("{game} has no daily deal today.").format(
                game=i18n.variant_title(variant)))
            return
        if not self.window.features.may_abandon("daily", variant):
            return
        if known is not UNKNOWN:  # found ahead: dealt at once (the same number the search gives)
            self._daily_done(variant, date, known)
            return
        self.solver.start(self.tr("Finding the daily deal of {date}\u2026").format(date=i18n.date(date.isoformat())),
                          lambda cancel: daily_deal(date, variant, cancel=cancel),
                          lambda n: self._daily_done(variant, date, n))

    def _daily_done(self, variant: Variant, date: _dt.date, n: int | None) -> None:
        if n is None:
            if not self.solver.cancelled:
                from ...solver.deals import DAILY_MAX_TRIES
                from ..dialogs.message_box import inform

                inform(
                    self.window, self.tr("Daily deal"),
                    self.tr("None of the first {tries} candidate deals of {game} for {date} could be proved "
                            "winnable, so there is no daily deal of it today.").format(
                        tries=DAILY_MAX_TRIES, game=i18n.variant_title(variant), date=i18n.date(date.isoformat())))
            return
        self.controller.new_deal(n, variant, daily=date.isoformat())
        self.window.status_message(self.tr("Daily deal of {date}: {game}.").format(
            date=i18n.date(date.isoformat()), game=i18n.variant_title(variant)))


def install(window) -> DailyDeal:
    return DailyDeal(window)
