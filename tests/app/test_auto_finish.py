"""Moving cards to the foundations for the player (app/features/auto_finish.py): the finish of a
proved-won endgame, each automatic move undoable, the Finish action, and "when safe"
playing only what the solver's safe-move rule calls safe."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.app.features import auto_finish
from calculation_qt.app.features.auto_finish import AutoMover
from calculation_qt.app.shell.controller import GameController
from calculation_qt.app.storage.settings import Settings
from calculation_qt.core.bridge import safe_foundation_moves
from calculation_qt.engine import ALL_VARIANTS, Game, GameState, PileKind, Variant, deal_deck
from calculation_qt.solver import solve
from tests.solver.positions import late_position
from tests.ui.window_helpers import drag, make_window, pile_point, top_point

from .endgames import game_before_last_stock_card, winning_line

CALC = Variant()


def mover_for(game: Game, mode: str) -> tuple[GameController, AutoMover]:
    settings = Settings(animation_ms=0, auto_foundations=mode)
    controller = GameController(settings, game)
    return controller, AutoMover(controller, settings)


@pytest.mark.parametrize(("variant", "deal"), [(CALC, 11), (Variant("sir-tommy"), 11), (Variant("calculation", 3), 13)])
def test_finish_plays_a_won_endgame_to_the_win_and_each_move_undoes(qtbot, variant, deal):
    game, last, rest = game_before_last_stock_card(variant, deal)
    start = game.position
    c, mover = mover_for(game, "finish")
    played = []
    mover.autoMovePlayed.connect(played.append)
    assert c.play(last)  # the player places the last stock card
    before_finish = c.state
    qtbot.waitUntil(lambda: c.state.is_won, timeout=5000)
    qtbot.waitUntil(lambda: not mover.busy, timeout=5000)  # (its last step sees the win and stops)
    assert not mover.finishing
    n = len(played)
    assert n == c.game.position - start - 1 and n >= len(rest) // 2
    assert c.game.moves[-n:] == played  # ordinary moves in the game's record
    assert c.game.hints == 0 and c.game.undos == 0 and not c.demo_used
    for i in range(n):  # each automatic move undoes on its own, and nothing replays it
        assert c.undo()
        qtbot.wait(5)
        assert c.game.position == start + n - i
    assert c.state == before_finish
    assert c.game.can_redo


def test_undo_during_the_finish_stops_it(qtbot):
    game, last, _rest = game_before_last_stock_card(CALC, 11)
    start = game.position
    c, mover = mover_for(game, "finish")
    c.play(last)
    qtbot.waitUntil(lambda: c.game.position >= start + 4, timeout=5000)
    c.undo()
    position = c.game.position
    qtbot.wait(50)
    assert c.game.position == position and not mover.busy and not mover.finishing


def test_off_plays_nothing_and_safe_does_not_finish(qtbot):
    game, last, _rest = game_before_last_stock_card(CALC, 11)
    for mode in ("off", "safe"):
        c, mover = mover_for(Game(game.variant, game.deck, game.deal, list(game.moves), position=game.position), mode)
        played = []
        mover.autoMovePlayed.connect(played.append)
        c.play(last)
        qtbot.wait(50)
        assert not c.state.is_won
        if mode == "off":
            assert played == []
        assert all(m.target is PileKind.FOUNDATION for m in played)


def test_finish_action_from_the_toolbar(qtbot):
    """The Finish button plays a won endgame even with the setting off; before the
    stock is used up it says why it cannot."""
    game, last, _rest = game_before_last_stock_card(CALC, 11)
    w = make_window(qtbot, game=game, auto_foundations="off")
    mover = auto_finish.install(w)
    action = mover.finish_action.action
    button = w.menus.toolbar.widgetForAction(action)
    assert button is not None and not action.isEnabled()
    drag(w, top_point(w, PileKind.STOCK), pile_point(w, last.target, last.target_index))
    assert w.controller.state.stock_left == 0
    assert action.isEnabled()
    QTest.mouseClick(button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state.is_won, timeout=5000)
    assert not action.isEnabled()


def test_finish_before_the_stock_is_out_says_so(qtbot):
    w = make_window(qtbot, auto_foundations="off")
    mover = auto_finish.install(w)
    mover.finish_action.finish()
    assert "stock is used up" in w.statusBar().currentMessage()
    assert w.controller.game.position == 0


def game_at(state) -> Game:
    """A game whose first position is ``state``."""
    return Game(state.variant, tuple(state.all_cards()), None, states=[state])


def test_finish_in_a_lost_endgame_says_it_is_lost(qtbot):
    state = late_position(CALC, 2, 0, seed=0)
    assert solve(state, max_nodes=50_000).verdict == "lost" and not state.is_over
    w = make_window(qtbot, game=game_at(state), auto_foundations="off")
    mover = auto_finish.install(w)
    mover.finish_action.action.trigger()
    assert "no line wins" in w.statusBar().currentMessage()
    assert w.controller.game.position == 0


# -- "when safe" ---------------------------------------------------------------------------------
def _positions():
    for variant in ALL_VARIANTS:
        for deal in range(1, 13):
            for stock_left in (30, 12, 4):
                yield variant, late_position(variant, deal, stock_left, seed=deal % 3)


def test_safe_mode_plays_only_what_the_solver_calls_safe(qtbot):
    """After a player's move, every automatic move is one of the solver's safe plays of
    the position it was played in (checked on 288 positions of every variant)."""
    checked = played_total = 0
    for _variant, state in _positions():
        if state.is_over:
            continue
        player_move = state.legal_moves()[-1]  # the turned card onto the last waste pile, or a foundation play
        c, mover = mover_for(game_at(state), "safe")
        seen = []
        mover.autoMovePlayed.connect(lambda m, seen=seen, c=c: seen.append((c.game.states[c.game.position - 1], m)))
        c.play(player_move)
        qtbot.waitUntil(lambda mover=mover: not mover.busy, timeout=3000)
        for before, move in seen:  # each is one of the rule's safe plays, legal where it was played
            assert move in safe_foundation_moves(before) and before.is_legal(move), (before, move)
        # and it stops only when no safe play is left
        assert c.state.is_over or not safe_foundation_moves(c.state)
        checked += 1
        played_total += len(seen)
    assert checked > 200 and played_total > 20


WON_VARIANTS = (CALC, Variant("calculation", 3), Variant("calculation", 4, True), Variant("sir-tommy"),
                Variant("sir-tommy", 3))


def test_safe_plays_never_turn_a_won_position_lost():
    """Every safe play of a won position leads to a won position: checked on the
    positions along the solver's winning lines of 15 deals (every third position),
    each safe play's result (the safe plays one after the other) solved again (a position the budget cannot decide would
    be skipped; none is)."""
    checked = won_after = 0
    for variant in WON_VARIANTS:
        for deal in range(1, 4):
            state = GameState.new(variant, deal_deck(deal))
            for i, move in enumerate(winning_line(variant, deal)):
                if i % 3 == 0:
                    after = state
                    for safe in safe_foundation_moves(state):  # (each applies after the ones before it)
                        after = after.apply(safe)
                        verdict = solve(after, max_nodes=20_000).verdict
                        assert verdict != "lost", (state, safe)
                        checked += 1
                        won_after += verdict == "won"
                state = state.apply(move)
    assert checked > 60 and won_after >= checked - 2
