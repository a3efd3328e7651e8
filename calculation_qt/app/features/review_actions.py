"""Game > Review game: the review of the game in progress, or of a recent game.

- *Review game* (enabled once the current game has a move): the moves in effect.
- *Review a recent game* (a submenu): the newest recorded games of every variant that
  keep their record in the statistics (``stats.Result.review_input``).

The review (``calculation_qt.review.review_game``) runs off the GUI thread through a
``JobRunner`` of its own (so Hint and the other features' jobs go on meanwhile), its
positions judged in two processes (``JOBS``), with a progress bar and Cancel in the
dialog.  Finished reviews are kept per game (the
variant, the deck and the moves), so a second look is instant.
"""

from __future__ import annotations

import os
import sys
from collections import OrderedDict

from PySide6.QtCore import QObject, Signal

from ... import i18n
from ...engine import Game, format_deck
from ...engine.deals import daily_deal_date
from ...qtcompat import emit
from ..dialogs.review_dialog import ReviewDialog
from ..services.jobs import JobRunner

MENU_ENTRY_MARGIN = 60  # px of a menu entry besides its text (margins, the check column)

CACHE_SIZE = 20      # finished reviews kept
RECENT_SHOWN = 10    # games in the "Review a recent game" submenu
SAMPLES = 400        # the advisor's playouts a candidate (its own budget, the review command's default)
SOLVER_SECONDS = 10.0
# Processes judging the positions: both cores where they can be started; one (this
# thread) in the frozen bundle, whose executable is the game itself.
JOBS = 1 if getattr(sys, "frozen", False) else max(1, min(2, os.cpu_count() or 1))


def game_key(game: Game) -> tuple:
    return game.variant.key, format_deck(game.deck), tuple(str(m) for m in game.played)


class ReviewActions(QObject):
    progressed = Signal(int, int)  # (done, total), from the worker thread (queued)
    reviewReady = Signal(object)   # a finished Review (tests wait for it)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.runner = JobRunner("review", self, on_error=self._failed)
        self.cache: OrderedDict = OrderedDict()
        self.dialog: ReviewDialog | None = None
        self._job_key: tuple | None = None
        self.progressed.connect(self._on_progress)
        self.action_review = window.menus.add_action(
            self.tr("Re&view game\u2026"), self.review_current, None,
            self.tr("The Advisor's winning chance after every move, the moves that lowered it and the solver's verdict"),
            menu="game", before="statistics")
        self.recent_menu = window.menus.add_menu(self.tr("Review a re&cent game"), menu="game", before="statistics")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.controller.stateChanged.connect(self._update_action)
        self.controller.gameStarted.connect(self._update_action)
        self._update_action()

    def _update_action(self) -> None:
        self.action_review.setEnabled(bool(self.controller.game.played))

    # -- which game ----------------------------------------------------------------------
    def review_current(self) -> None:
        self.window.finish_animations()
        game = self.controller.game
        if not game.played:
            self.window.status_message(self.tr("Make a move first: there is nothing to review yet."))
            return
        played = Game(game.variant, game.deck, game.deal, moves=list(game.played), position=len(game.played),
                      daily=game.daily)
        self.review_game(played)

    def recent_games(self) -> list[tuple[str, Game]]:
        """(menu text, game) of the newest recorded games that can be reviewed, newest first."""
        from ..storage.stats import parse_key

        statistics = self.window.features.statistics()
        if statistics is None:
            return []
        found = []
        for key in statistics.keys():
            variant, is_daily = parse_key(key)
            for result in statistics.get(key).recent:
                replay = result.review_input()
                if replay is not None:
                    found.append((result.date, is_daily, variant, result, replay))
        found.sort(key=lambda f: f[0], reverse=True)
        out = []
        for _date, is_daily, variant, result, (deck, moves) in found[:RECENT_SHOWN]:
            daily = result.record.get("daily") if result.record else None
            if is_daily and daily is None and result.deal is not None:  # (a record without the date)
                day = daily_deal_date(result.deal)
                daily = day.isoformat() if day is not None else None
            game = Game(variant, deck, result.deal, moves=list(moves), position=len(moves), daily=daily)
            out.append((self.recent_text(variant, result, daily, len(moves)), game))
        return out

    def recent_text(self, variant, result, daily: str | None, moves: int) -> str:
        """A recent game's menu entry: "Strategy, deal 12: abandoned after move 12, 02.12.26 21:05"."""
        if result.won:
            outcome = self.tr("won after move {moves}")
        elif result.abandoned:
            outcome = self.tr("abandoned after move {moves}")
        else:
            outcome = self.tr("lost after move {moves}")
        return self.tr("{variant}, {deal}: {outcome}, {date}").format(
            variant=i18n.variant_title(variant), deal=i18n.deal_name(result.deal, daily),
            outcome=outcome.format(moves=moves), date=i18n.date_time(result.date))

    def _fill_recent_menu(self) -> None:
        from PySide6.QtGui import QFontMetrics

        from ...qtcompat import Qt
        from ..dialogs.screen_fit import available_geometry

        self.recent_menu.clear()
        self.recent_menu.setToolTipsVisible(True)
        games = self.recent_games()
        if not games:
            self.recent_menu.addAction(self.tr("No recorded game yet")).setEnabled(False)
        # the submenu opens beside the Game menu: an entry never wider than half the
        # screen (a long one loses its end, the date first: the game and the deal, which
        # tell the entries apart, stay; whole in its tooltip)
        room = max(160, available_geometry(self.window).width() // 2 - MENU_ENTRY_MARGIN)
        metrics = QFontMetrics(self.recent_menu.font())
        for text, game in games:
            action = self.recent_menu.addAction(metrics.elidedText(text, Qt.TextElideMode.ElideRight, room))
            action.setToolTip(text)
            action.triggered.connect(lambda _c=False, g=game: self.review_game(g))

    # -- running ---------------------------------------------------------------------------
    def review_game(self, game: Game) -> None:
        """Open the review of ``game`` (its moves in effect): at once if it is cached."""
        from ...review import review_game

        if self.dialog is not None:
            self.dialog.close()
        title = self.tr("Review: {variant}, {deal}").format(variant=i18n.variant_title(game.variant),
                                                             deal=i18n.deal_name(game.deal, game.daily))
        self.dialog = dialog = ReviewDialog(game, title, self.window, self.window.settings.animation_ms)
        dialog.cancelRequested.connect(self.cancel)
        dialog.show()
        key = game_key(game)
        if key in self.cache:
            self.cache.move_to_end(key)
            dialog.show_review(self.cache[key])
            emit(self.reviewReady, self.cache[key])
            return
        variant, deck, moves = game.variant, game.deck, list(game.played)
        progressed = self.progressed

        def work(cancel):
            return review_game(variant, deck, moves, samples=SAMPLES, budget_seconds=SOLVER_SECONDS, jobs=JOBS,
                               cancel=cancel, progress=lambda done, total: emit(progressed, done, total))

        self._job_key = key
        self.runner.start(work, lambda review: self._done(key, review))

    def cancel(self) -> None:
        if self.runner.drop() and self.dialog is not None:
            self.dialog.show_stopped(self.tr("Review cancelled."))

    def _on_progress(self, done: int, total: int) -> None:
        if self.dialog is not None and self.runner.busy:
            self.dialog.show_progress(done, total)

    def _done(self, key: tuple, review) -> None:
        self.cache[key] = review
        while len(self.cache) > CACHE_SIZE:
            self.cache.popitem(last=False)
        if self.dialog is not None and key == self._job_key:
            self.dialog.show_review(review)
        emit(self.reviewReady, review)

    def _failed(self, error: Exception) -> None:
        from ...review import Cancelled

        if self.dialog is not None and not isinstance(error, Cancelled):
            self.dialog.show_stopped(self.tr("The review failed: {reason}").format(reason=error))


def install(window) -> ReviewActions:
    return ReviewActions(window)
