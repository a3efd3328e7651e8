"""A whole game of classic Strategy played with real mouse and key events: eight waste
piles on the table, a waste top refused while the stock lasts, the digit keys up to 8,
and the solver's winning line dragged card by card to the win."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from calculation_qt.engine import PileKind, Variant
from calculation_qt.solver import WON, solve

from .window_helpers import F, S, W, assert_table_matches, drag, make_window, pile_point, top_point

CLASSIC = Variant("strategy", classic=True)


def test_a_classic_strategy_game_played_with_the_mouse(qtbot):
    w = make_window(qtbot, deal=2, variant=CLASSIC)
    c = w.controller
    assert len(c.state.wastes) == 8
    slots = [w.scene.queries.top_card_rect(W, j) for j in range(8)]
    assert len({(r.x(), r.y()) for r in slots}) == 8  # eight places, side by side
    assert all(r.right() <= w.scene.sceneRect().right() for r in slots)
    result = solve(c.state, max_nodes=200_000)
    assert result.verdict == WON
    refused = False
    for move in result.moves:
        state = c.state
        j = next((j for j, pile in enumerate(state.wastes)
                  if pile and any(want is not None and want.accepts(pile[-1]) for want in state.wants())), None)
        if not refused and state.stock and j is not None:
            # a waste top a foundation wants next still waits while the stock lasts
            drag(w, top_point(w, W, j), pile_point(w, F, 0))  # it does not even lift
            QTest.keyClick(w.view, Qt.Key(Qt.Key_1 + j), Qt.ShiftModifier)  # nor go up by its key
            assert c.state is state
            assert "wait for the stock" in w.statusBar().currentMessage()
            refused = True
        if move.source is PileKind.STOCK and move.target is PileKind.WASTE and move.target_index >= 4:
            QTest.keyClick(w.view, Qt.Key(Qt.Key_1 + move.target_index))  # keys 5..8 reach piles 5..8
        else:
            source = top_point(w, move.source, move.source_index)
            drag(w, source, pile_point(w, move.target, move.target_index))
        assert c.game.played[-1] == move, move
        # a started foundation's label says that it waits while the stock lasts
        waiting = [k for k in range(4) if c.state.foundations[k] and c.state.stock]
        assert all("While the stock lasts" in w.scene.label_tip(F, k) for k in waiting)
        assert not any("While the stock lasts" in w.scene.label_tip(F, k) for k in range(4) if not c.state.stock)
    assert refused and c.state.is_won
    assert_table_matches(w)
    assert S is PileKind.STOCK
