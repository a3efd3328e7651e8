"""The advisor's calibrated chance: fair (blind to the stock's order), deterministic,
on the advisor's own decision, and mapped the right way round."""

import pytest

from calculation_qt.engine import GameState, PileKind, deal_deck
from calculation_qt.rating.advisor import Weighed
from calculation_qt.rating.chance import calibrated, judge
from calculation_qt.rating.players import make_advisor
from calculation_qt.review import replay_states
from tests.advisor_budget import LIGHTER, budget
from tests.review.games import CALCULATION, LOST_DEAL, LOST_MOVES

STATES = replay_states(CALCULATION, deal_deck(LOST_DEAL), LOST_MOVES)


def _advisor():
    return make_advisor("advisor", seed=5, samples=budget(24, 8), **LIGHTER)


def _shuffled(state: GameState) -> GameState:
    """The same visible position with the unseen cards in another order."""
    return GameState(state.variant, (state.stock[0],) + tuple(reversed(state.stock[1:])),
                     state.foundations, state.wastes)


def _pending_home(i: int) -> bool:
    """Position i has a waste top a foundation takes (the advisor sends it home first)."""
    return LOST_MOVES[i].source is PileKind.WASTE


# positions where the played move is the turned card's, on a settled table and before a
# waste top went home (the played place then gets a start of its own)
CASES = [0, 5, 12, 20] + [i - 1 for i in range(1, 40) if _pending_home(i)][:2]


@pytest.mark.parametrize("i", CASES)
def test_the_chance_does_not_depend_on_the_stock_order(i):
    state = STATES[i]
    assert len(state.stock) > 2
    for played in [m for m in state.legal_moves() if m.source is PileKind.STOCK][:3]:
        a = judge(_advisor(), state, played)
        b = judge(_advisor(), _shuffled(state), played)
        assert a == b
        assert 0.0 <= a.played_chance <= 1.0 and 0.0 <= a.chance <= 1.0
        assert a.move is None or state.is_legal(a.move)


def test_the_chance_is_the_advisors_decision():
    """With no move played, the chance's move is the move the advisor makes."""
    for i in (0, 7, 15):
        assert judge(_advisor(), STATES[i]).move == _advisor().choose(STATES[i])


def test_the_end_of_a_game_reads_won_or_lost():
    assert STATES[-1].is_blocked
    assert judge(_advisor(), STATES[-1]).chance == 0.0


def test_the_map_rises_with_each_share_and_its_noise_falls_with_the_samples():
    def chance(share, hindsight, runs=400):
        return calibrated(Weighed(share, runs, hindsight, 20), 30)

    assert chance(0.2, 0.3)[0] < chance(0.4, 0.3)[0] < chance(0.4, 0.5)[0]
    assert chance(0.4, 0.5, runs=400)[1] < chance(0.4, 0.5, runs=16)[1]
