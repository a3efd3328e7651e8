"""The game controller: a thin QObject around the engine's ``Game`` history.

Input (mouse, click, keys, menus) arrives here as moves or requests; the controller
asks the engine to apply them and announces what changed through signals.  It never
decides a rule itself: legality is ``GameState.apply`` / ``why_illegal``, the choice a
click makes is ``calculation_qt.rating.click_move``.

Signal order for a successful ``play``: ``moveApplied(move)``, ``stateChanged``, then
``gameWon`` or ``gameBlocked`` if the move ended the game.  ``redo`` that reaches a won
or blocked position emits ``gameWon``/``gameBlocked`` too, so after undo these signals
can fire more than once for the same game (listeners that count games must tell).
Replacing a game: ``gameAbandoned(old_game)`` (only if it was in progress),
then ``gameStarted``, then ``stateChanged``.

A hint asked for (``count_hint()``, by whichever feature gives hints) emits
``hintCounted`` after ``game.hints`` went up (persistence saves it).

Features choose how fresh deals are numbered (``set_deal_source``) and which move a
click plays (``set_click_move_policy``); see ``app/features/registry.py``.

``last_change`` tells listeners what the latest ``stateChanged`` was: ``"move"``,
``"undo"``, ``"redo"``, ``"restart"`` or ``"new"`` (the window animates moves, and lays
a new game out at once).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import Game, GameState, IllegalMoveError, Move, PileKind, Variant
from ...engine.deals import RANDOM_DEALS, check_deal_number
from ...qtcompat import emit
from ..storage.settings import Settings

if TYPE_CHECKING:
    import random


class GameController(QObject):
    stateChanged = Signal()
    moveApplied = Signal(object)        # Move
    moveRefused = Signal(object, str)   # Move, the engine's reason in plain words
    gameStarted = Signal()
    gameWon = Signal()
    gameBlocked = Signal()
    gameAbandoned = Signal(object)      # the Game being replaced while in progress
    hintCounted = Signal()              # game.hints went up by one (count_hint)

    def __init__(self, settings: Settings | None = None, game: Game | None = None,
                 parent: QObject | None = None, rng: random.Random | None = None):
        super().__init__(parent)
        self.settings: Settings = settings if settings is not None else Settings.load()
        self._rng = rng  # None: the operating system's random bytes (``random.SystemRandom``)
        self._deal_source: Callable[[Variant], int | None] | None = None
        self._click_move: Callable[[GameState, PileKind, int], Move | None] | None = None
        self.demo_used = False
        self.last_change = "new"
        self.game: Game = game if game is not None else Game.from_deal(self.settings.variant,
                                                                      self.random_deal())

    # -- queries --------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def variant(self) -> Variant:
        return self.game.variant

    @property
    def in_progress(self) -> bool:
        """At least one move was made and the game is neither won nor blocked."""
        return bool(self.game.moves) and not self.game.state.is_over

    @property
    def can_undo(self) -> bool:
        return self.game.can_undo

    @property
    def can_redo(self) -> bool:
        return self.game.can_redo

    # -- hooks (see app/features/registry.py) ------------------------------------------------------
    def set_deal_source(self, source: Callable[[Variant], int | None] | None) -> None:
        """``source(variant)``: the number of the next fresh deal, or None for a random one
        (e.g. a deal the solver proved winnable in the background)."""
        self._deal_source = source

    def set_click_move_policy(self, policy: Callable[[GameState, PileKind, int], Move | None] | None) -> None:
        """``policy(state, kind, index)``: the move a click on that pile's top card
        plays (None: nothing); without one, ``rating.click_move`` decides."""
        self._click_move = policy

    def count_hint(self) -> None:
        """The player asked for a hint: the game counts it (it is then *assisted*)."""
        self.game.hints += 1
        emit(self.hintCounted)

    def mark_demo_used(self) -> None:
        """The computer played in this game: the statistics skip it."""
        self.demo_used = True

    # -- new games ------------------------------------------------------------------------
    def random_deal(self) -> int:
        """A uniformly random deal number below ``RANDOM_DEALS`` (at most ten digits; from
        the controller's ``rng`` if it has one)."""
        if self._rng is None:
            from random import SystemRandom  # (as secrets.randbelow; secrets would load hmac and OpenSSL, bench ui)

            return SystemRandom().randrange(RANDOM_DEALS)
        return self._rng.randrange(RANDOM_DEALS)

    def next_deal_number(self, variant: Variant | None = None) -> int:
        """A fresh deal number for ``variant`` (default: the current game's)."""
        variant = variant or self.game.variant
        if self._deal_source is not None:
            n = self._deal_source(variant)
            if n is not None:
                return check_deal_number(n)
        return self.random_deal()

    def new_deal(self, deal: int | None = None, variant: Variant | None = None,
                 daily: str | None = None) -> None:
        """Start deal ``deal`` (a fresh one when None) of ``variant`` (default: the
        current game's rules)."""
        variant = variant or self.game.variant
        if deal is None:
            deal = self.next_deal_number(variant)
        game = Game.from_deal(variant, check_deal_number(deal))
        game.daily = daily
        self.set_game(game)

    def set_game(self, game: Game) -> None:
        """Make ``game`` current (a resumed game, a daily deal, a hand-made deck)."""
        if self.in_progress and game is not self.game:
            emit(self.gameAbandoned, self.game)
        self.game = game
        self.demo_used = False
        self.last_change = "new"
        emit(self.gameStarted)
        emit(self.stateChanged)

    # -- play -----------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Apply ``move`` if the rules allow it; False (and ``moveRefused``) otherwise."""
        try:
            self.game.apply(move)
        except IllegalMoveError as e:
            emit(self.moveRefused, move, e.reason)
            return False
        self.last_change = "move"
        emit(self.moveApplied, move)
        emit(self.stateChanged)
        self._announce_end()
        return True

    def click(self, kind: PileKind, index: int) -> bool:
        """Click-to-play on the top card of a pile: the move ``rating.click_move``
        chooses.  Does nothing (False) when the Autoplay setting is off."""
        if not self.settings.autoplay:
            return False
        if self._click_move is not None:
            move = self._click_move(self.game.state, kind, index)
        else:
            from ... import rating  # imported on first use: keeps start-up short

            move = rating.click_move(self.game.state, kind, index)
        if move is None:
            return False
        return self.play(move)

    def play_home(self, kind: PileKind, index: int) -> bool:
        """A double click on the top card of a pile: the card goes to a foundation that
        wants it (the one ``rating.click_move`` picks), whatever the Autoplay setting;
        False (nothing moves) if none wants it."""
        if self._click_move is not None:
            move = self._click_move(self.game.state, kind, index)
        else:
            from ... import rating  # imported on first use: keeps start-up short

            move = rating.click_move(self.game.state, kind, index)
        if move is None or move.target is not PileKind.FOUNDATION:
            return False
        return self.play(move)

    def undo(self) -> bool:
        if not self.game.can_undo:
            return False
        self.game.undo()
        self.last_change = "undo"
        emit(self.stateChanged)
        return True

    def redo(self) -> bool:
        if not self.game.can_redo:
            return False
        self.game.redo()
        self.last_change = "redo"
        emit(self.stateChanged)
        self._announce_end()
        return True

    def restart(self) -> None:
        """Back to the deal's first position (the moves stay redoable)."""
        self.game.restart()
        self.last_change = "restart"
        emit(self.stateChanged)

    def _announce_end(self) -> None:
        state = self.game.state
        if state.is_won:
            emit(self.gameWon)
        elif state.is_blocked:
            emit(self.gameBlocked)
