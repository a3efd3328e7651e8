"""The solver's rollout is core's: from any position the probes' ``Rollouts`` and
``core.rollout.play_out`` play the same line, and the engine, replaying it, agrees on
every move and on the cards home."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from calculation_qt.core import rollout
from calculation_qt.core.bridge import engine_line, from_state
from calculation_qt.engine import ALL_VARIANTS, GameState, deal_deck
from calculation_qt.solver.rollouts import Rollouts

# the probes play the layouts whose foundations take a card whenever it fits
VARIANTS = [v for v in ALL_VARIANTS if from_state(GameState.new(v, deal_deck(1))).layout.anytime]


def _played(variant, deal: int, steps: int, seed: int) -> GameState:
    """The deal after up to ``steps`` random legal moves."""
    rng = random.Random(seed)
    state = GameState.new(variant, deal_deck(deal))
    for _ in range(steps):
        moves = state.legal_moves()
        if not moves:
            break
        state = state.apply(rng.choice(moves))
    return state


@settings(max_examples=60, deadline=None)
@given(which=st.integers(0, len(VARIANTS) - 1), deal=st.integers(1, 10**6), steps=st.integers(0, 45),
       seed=st.integers(0, 2**16), latest=st.booleans())
def test_the_solvers_rollout_is_cores_and_the_engines(which, deal, steps, seed, latest):
    state = _played(VARIANTS[which], deal, steps, seed)
    root = from_state(state)
    rollouts = Rollouts(root, latest=latest)
    piles, levels = rollouts.start
    score, line = rollouts.rollout_ranks(piles, levels, 0)

    p = root.copy()
    p.latest = rollouts.latest
    assert rollout.play_out(p) == score and p.line == line

    end = state
    for move in engine_line(state, line):
        assert end.is_legal(move)
        end = end.apply(move)
    assert end.cards_on_foundations == score and (end.is_won or end.is_blocked)
