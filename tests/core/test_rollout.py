"""Rollouts and the parking score: every line they play is legal in the engine, both
faces play the same game given the same card order, and the score ranks as documented."""

import pytest

from calculation_qt.core import placement, rollout
from calculation_qt.core.bridge import engine_line, from_state, seen
from calculation_qt.core.position import Position
from calculation_qt.engine import ALL_VARIANTS, GameState, deal_deck


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_rollouts_play_legal_lines_and_both_faces_agree(variant):
    for deal in range(1, 6):
        state = GameState.new(variant, deal_deck(deal))
        known = from_state(state)
        home = rollout.play_out(known)
        end = state
        for move in engine_line(state, known.line):
            end = end.apply(move)  # raises on an illegal move
        assert end.cards_on_foundations == home and (end.is_won or end.is_blocked)
        players = seen(state)
        layout = players.layout
        assert rollout.play_order(players, [layout.token(c) for c in state.stock[1:]]) == home
        assert players.line == known.line


def test_the_parking_score_ranks_fits_then_empty_then_misfits():
    state = GameState.new(ALL_VARIANTS[4], deal_deck(3))  # Sir Tommy: foundations by ones
    p = from_state(state)
    layout = p.layout
    q = Position(layout, [2, 0, 0, 0], [[9], [3], [], [5]], turned=4, unseen=[0] * 14)
    u = q.urgency(4)  # a 4 is wanted after the 3: one card later
    assert u == 1
    assert placement.score(q, 0, 4, u) == q.urgency(9) - u  # a fit
    assert placement.score(q, 2, 4, u) == placement.EMPTY - u
    assert placement.score(q, 1, 4, u) == placement.BURY + 1  # the 3 is needed sooner
    assert placement.ranked(q, 4) == [3, 0, 2, 1]
    assert p.symmetry
