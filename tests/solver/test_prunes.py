"""Every prune of the solver checked against a plain exhaustive search on late-game
positions where that search is cheap: the same verdict every time.

The reference search tries every legal move (every foundation a card fits, every
waste pile) with no safe moves, no dead test, no symmetry and no probes; it only
remembers exact positions it has searched to the end (memoisation of the same
position, not a prune), or else the orders of the foundation plays alone make it
explode."""

import pytest

from calculation_qt.engine import ALL_VARIANTS, GameState
from calculation_qt.solver import LOST, WON, Options, solve
from calculation_qt.solver.encoding import encode
from calculation_qt.solver.search import _Search

from .positions import along_winning_line, late_position

PLAIN = Options(safe_moves=False, dead_test=False, table=True, symmetry=False, ordering=False, probe_levels=())
SINGLE = {
    "safe_moves": Options(safe_moves=True, dead_test=False, table=True, symmetry=False, probe_levels=()),
    "dead_test": Options(safe_moves=False, dead_test=True, table=True, symmetry=False, probe_levels=()),
    "symmetry": Options(safe_moves=False, dead_test=False, table=True, symmetry=True, probe_levels=()),
    "ordering": Options(safe_moves=False, dead_test=False, table=True, symmetry=False, ordering=True, probe_levels=()),
    "all": Options(probe_levels=()),
    "all+probes": Options(),
}


def positions(variant, count=14, stock_left=5):
    for deal in range(1, count // 2 + 1):
        yield late_position(variant, deal, stock_left, seed=deal % 3)
    for seed in range(count - count // 2):
        yield along_winning_line(variant, seed, stock_left, deviate=seed % 2 == 1)


def plain_verdict(state: GameState) -> str:
    result = solve(state, options=PLAIN, max_seconds=20)
    assert result.decided
    return result.verdict


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=lambda v: v.key)
def test_each_prune_gives_the_plain_verdict(variant):
    for state in positions(variant):
        expected = plain_verdict(state)
        for name, options in SINGLE.items():
            result = solve(state, options=options, max_seconds=20)
            assert result.verdict == expected, f"{name} on {variant.key}: {result.verdict} {result.nodes}"
            if result.verdict == WON:
                check = state
                for move in result.moves:
                    check = check.apply(move)
                assert check.is_won


def test_positions_cover_both_verdicts():
    seen = set()
    for variant in ALL_VARIANTS:
        for state in positions(variant, count=6, stock_left=4):
            seen.add(plain_verdict(state))
    assert seen == {WON, LOST}


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=lambda v: v.key)
def test_dead_positions_are_lost_and_safe_moves_keep_the_verdict(variant):
    dead_seen = safe_seen = 0
    for state in positions(variant, count=20, stock_left=6):
        search = _Search(encode(state), Options(), None, None, None)
        if search.is_dead():
            dead_seen += 1
            assert plain_verdict(state) == LOST
        played = search.play_safe()
        if played:
            safe_seen += 1
            after = state
            from calculation_qt.solver.encoding import to_engine_move

            for move in search.line:
                after = after.apply(to_engine_move(move))
            assert plain_verdict(after) == plain_verdict(state)
    assert dead_seen + safe_seen > 0


def test_strategy_waiting_chains_test_agrees_with_the_plain_search():
    # D2: more Strategy cards that must wait on distinct piles than there are piles.
    from calculation_qt.engine import Variant

    variant = Variant("strategy", waste_piles=3)
    fired = 0
    for deal in range(1, 25):
        state = late_position(variant, deal, stock_left=8, seed=2)
        if _Search(encode(state), Options(), None, None, None)._too_many_waiting():
            fired += 1
            assert plain_verdict(state) == LOST
    assert fired >= 5


def test_strategy_waiting_chains_on_a_deal():
    # Deal 1, Strategy: the Ace of spades comes 44th, and before it 3S 5S 6S TS QS KS
    # come in rising order: at KS's turn six spades wait, each needing its own pile.
    from calculation_qt.engine import Variant, deal_deck

    state = GameState.new(Variant("strategy"), deal_deck(1))
    assert _Search(encode(state), Options(), None, None, None)._too_many_waiting()
    assert solve(state, max_seconds=5).verdict == LOST
