"""Every prune of the solver checked against a plain exhaustive search on late-game
positions where that search is cheap: the same verdict every time.

The reference search tries every legal move (every foundation a card fits, every
waste pile) with no safe moves, no dead test, no symmetry and no probes; it only
remembers exact positions it has searched to the end (memoisation of the same
position, not a prune), or else the orders of the foundation plays alone make it
explode."""

import pytest

from calculation_qt.core.bridge import engine_line
from calculation_qt.core.bridge import from_state as known
from calculation_qt.core.codes import S2W, SAFE, move
from calculation_qt.engine import ALL_VARIANTS, GameState
from calculation_qt.solver import LOST, WON, Options, solve
from calculation_qt.solver.dead import chain_dead, chain_fits, too_many_waiting
from calculation_qt.solver.reading import Reading
from calculation_qt.solver.search import _Search

from .positions import along_winning_line, late_position

PLAIN = Options(safe_moves=False, dead_test=False, table=True, symmetry=False, ordering=False, probe_levels=(),
                chain_test=False)
SINGLE = {
    "safe_moves": Options(safe_moves=True, dead_test=False, table=True, symmetry=False, probe_levels=(),
                          chain_test=False),
    "dead_test": Options(safe_moves=False, dead_test=True, table=True, symmetry=False, probe_levels=(),
                         chain_test=False),
    "chain_test": Options(safe_moves=False, dead_test=False, table=True, symmetry=False, ordering=False,
                          probe_levels=(), chain_test=True),
    "symmetry": Options(safe_moves=False, dead_test=False, table=True, symmetry=True, probe_levels=(),
                        chain_test=False),
    "ordering": Options(safe_moves=False, dead_test=False, table=True, symmetry=False, ordering=True, probe_levels=(),
                        chain_test=False),
    "all": Options(probe_levels=()),
    "all+probes": Options(),
}


def read(state):
    """The position the dead tests read (as the solver gives it)."""
    return known(state)


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
        search = _Search(known(state), Options())
        if search.is_dead():
            dead_seen += 1
            assert plain_verdict(state) == LOST
        played = search.position.settle(SAFE)
        if played:
            safe_seen += 1
            after = state
            for move in engine_line(state, search.line):
                after = after.apply(move)
            assert plain_verdict(after) == plain_verdict(state)
    assert dead_seen + safe_seen > 0


def test_strategy_waiting_chains_test_agrees_with_the_plain_search():
    # D2: more Strategy cards that must wait on distinct piles than there are piles.
    from calculation_qt.engine import Variant

    variant = Variant("strategy", waste_piles=3)
    fired = 0
    for deal in range(1, 25):
        state = late_position(variant, deal, stock_left=8, seed=2)
        if too_many_waiting(read(state)):
            fired += 1
            assert plain_verdict(state) == LOST
    assert fired >= 5


def test_strategy_waiting_chains_on_a_deal():
    # Deal 1, Strategy: the Ace of spades comes 44th, and before it 3S 5S 6S TS QS KS
    # come in rising order: at KS's turn six spades wait, each needing its own pile.
    from calculation_qt.engine import Variant, deal_deck

    state = GameState.new(Variant("strategy"), deal_deck(1))
    assert too_many_waiting(read(state))
    assert solve(state, max_seconds=5).verdict == LOST


def _chain_search(state: GameState) -> _Search:
    return _Search(known(state), Options())


def _chain_fitting_parks(state: GameState, legal) -> list:
    """The turned card's waste-pile moves that keep its pile passing the pile-chain test
    (all of them if none does)."""
    p = Reading(_chain_search(state).position)
    code = p.stock[p.pos]
    parks = [m for m in legal if m.source.value == "s" and m.target.value == "w"]
    return [m for m in parks if chain_fits(p.piles[m.target_index], code, p.on)] or parks


def _careful_position(variant, deal: int, stock_left: int) -> GameState:
    """Random play as late_position, but parking the turned card only where its pile
    still passes the pile-chain test (when it can): late positions where the test
    does not fire at once, so that it works inside the search."""
    return late_position(variant, deal, stock_left, foundation_share=0.9, choices=_chain_fitting_parks)


@pytest.mark.parametrize("piles", [4, 3])
def test_pile_chain_test_agrees_with_the_plain_search(piles):
    # D3 (Sir Tommy): a pile holding a chain, non-decreasing from the bottom up, that
    # needs more distinct foundations than there are.  Every position the test calls
    # dead is lost for the plain search, and the search with the test alone (dead test
    # and move filter) gives the plain verdict everywhere.  Random late positions
    # (random parking makes such chains often), positions on and next to winning lines,
    # and random play that parks with care (the test then fires inside the search).
    from calculation_qt.engine import Variant

    variant = Variant("sir-tommy", waste_piles=piles)
    states = [late_position(variant, deal, stock_left=5, seed=deal % 4) for deal in range(1, 7)]
    states += [along_winning_line(variant, seed, 8, deviate=seed % 2 == 1) for seed in range(4)]
    states += [_careful_position(variant, deal, stock_left=4) for deal in range(1, 9)]
    fired = alive = 0
    for state in states:
        expected = plain_verdict(state)
        if chain_dead(read(state)):
            fired += 1
            assert expected == LOST
        else:
            alive += 1
        result = solve(state, options=SINGLE["chain_test"], max_seconds=20)
        assert result.verdict == expected
    assert fired >= 3 and alive >= 4, (fired, alive)


def _rest(levels, piles):
    """The ranks neither on the foundations nor on the piles (Sir Tommy), rising."""
    rest = [r for r in range(1, 14) for _ in range(4)]
    for r in [r for lv in levels for r in range(1, lv + 1)] + [r for pile in piles for r in pile]:
        rest.remove(r)
    return rest


def test_pile_chain_test_on_hand_made_positions():
    from calculation_qt.engine import Variant

    from .positions import build

    v = Variant("sir-tommy")
    # five cards rising from the bottom up on one pile, foundations all below them:
    # five distinct foundations needed.  D1 sees nothing (every card fits some time).
    piles = [[8, 9, 9, 11, 12], [], [], []]
    state = build(v, [0, 0, 0, 0], piles, _rest([0] * 4, piles))
    assert chain_dead(read(state))
    assert not _Search(known(state), Options(chain_test=False)).is_dead()
    assert solve(state, max_seconds=5).verdict == LOST
    # four are fine with four foundations ...
    piles = [[9, 9, 11, 12], [], [], []]
    assert not chain_dead(read(build(v, [0] * 4, piles, _rest([0] * 4, piles))))
    # ... but not when two foundations are past the chain: the 9, the 9 and the 10 above
    # them need three distinct foundations below 10, and only two are
    levels, piles = [11, 11, 0, 0], [[9, 9, 10], [], [], []]
    assert chain_dead(read(build(v, levels, piles, _rest(levels, piles))))
    levels, piles = [11, 11, 0, 0], [[9, 10, 9], [], [], []]  # (here a 9 may follow the 9)
    assert not chain_dead(read(build(v, levels, piles, _rest(levels, piles))))
    # small enough for the plain search: lost there too
    levels, piles = [10, 10, 12, 12], [[11, 11, 12], [13], [], []]
    state = build(v, levels, piles, [12, 13, 13, 13])
    assert chain_dead(read(state))
    assert plain_verdict(state) == LOST
    # a falling pile is fine however long (each card may follow the one above it)
    piles = [list(range(13, 0, -1)), [], [], []]
    assert not chain_dead(read(build(v, [0] * 4, piles, _rest([0] * 4, piles))))
    # the move filter: the turned 12 may not go on the 11s (the 11, 11, 12 would need
    # three foundations below 11: only two are) but may on the 12 or an empty pile
    levels, piles = [10, 10, 12, 12], [[11, 11], [13, 12], [], []]
    state = build(v, levels, piles, [12, 13, 13, 13])
    moves = _chain_search(state).moves()
    assert move(S2W, 0, 0) not in moves and move(S2W, 0, 1) in moves and move(S2W, 0, 2) in moves
    assert plain_verdict(state) == solve(state, options=SINGLE["chain_test"]).verdict
