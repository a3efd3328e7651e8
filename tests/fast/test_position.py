"""The compact position plays the engine's game: the same wants and foundation plays,
apply/undo that round-trip, canonical keys."""

from hypothesis import given, settings
from hypothesis import strategies as st

from calculation_qt.engine import ALL_VARIANTS, FoundationRule, GameState, PileKind, Variant, deal_deck
from calculation_qt.fast import (
    S2F,
    S2W,
    W2F,
    Layout,
    Position,
    engine_move,
    from_state,
    internal_move,
    slot_map,
)
from tests.solver.positions import along_winning_line, late_position

variants = st.sampled_from(ALL_VARIANTS)
deals = st.integers(min_value=0, max_value=2**64 - 1)


def _snapshot(p: Position):
    return (p.stock[p.pos:], list(p.piles), list(p.levels), list(p.want), list(p.on))


def _same_position(p: Position, state: GameState) -> None:
    """``p`` (after its moves) holds what ``from_state(state)`` holds."""
    q = from_state(state)
    assert (p.stock[p.pos:], p.piles, p.levels, p.want, p.on) == (q.stock, q.piles, q.levels, q.want, q.on)


def _internal_moves(p: Position) -> list:
    """Every internal move of ``p`` (without symmetry: every foundation that takes a card)."""
    moves = []
    for j, pile in enumerate(p.piles):
        if pile:
            moves.extend((W2F, j, k) for k in p.targets(pile[-1]))
    if p.pos < p.n:
        moves.extend((S2F, 0, k) for k in p.targets(p.stock[p.pos], True))
        moves.extend((S2W, 0, j) for j in range(len(p.piles)))
    return moves


@settings(max_examples=60, deadline=None)
@given(variant=variants, deal=deals, data=st.data())
def test_the_position_plays_the_engine_game(variant, deal, data):
    """Along random engine play: the position's moves are the engine's legal moves
    (as engine moves), each applied to both keeps them equal, and undoing every move
    gives the start back."""
    state = GameState.new(variant, deal_deck(deal))
    p = from_state(state, symmetry=False)
    start = _snapshot(p)
    while True:
        legal = state.legal_moves()
        real = slot_map(state)
        mine = [engine_move(list(real), m) for m in _internal_moves(p)]
        if variant.foundations[0].follows_suit:  # an Ace may start any empty foundation
            home = [m for m in mine if m.target is PileKind.FOUNDATION]
            sources = {(m.source, m.source_index) for m in legal if m.target is PileKind.FOUNDATION}
            assert set(mine) <= set(legal) and len(home) == len(sources)
            assert {(m.source, m.source_index) for m in home} == sources
        else:
            assert sorted(mine) == sorted(legal)
        if not legal:
            break
        move = data.draw(st.sampled_from(legal))
        p.apply(internal_move(state, move))
        state = state.apply(move)
        _same_position(p, state)
    assert p.is_won == state.is_won
    while p.line:
        p.undo()
    assert _snapshot(p) == start


@settings(max_examples=40, deadline=None)
@given(variant=variants, deal=deals, data=st.data())
def test_keys_ignore_the_order_of_piles_and_of_alike_foundations(variant, deal, data):
    state = GameState.new(variant, deal_deck(deal))
    for _ in range(data.draw(st.integers(min_value=0, max_value=40))):
        legal = state.legal_moves()
        if not legal:
            break
        state = state.apply(data.draw(st.sampled_from(legal)))
    p = from_state(state)
    order = data.draw(st.permutations(range(len(p.piles))))
    q = Position(p.layout, p.stock, [p.piles[j] for j in order], p.levels)
    assert q.key() == p.key()
    if p.layout.alike:
        q = Position(p.layout, p.stock, p.piles, p.levels[::-1])
        assert q.key() == p.key()
    other = Position(p.layout, p.stock, p.piles, [lv + 1 if lv < 13 else lv for lv in p.levels])
    assert other.key() != p.key() or p.home == 52


def test_layout_flags_come_from_the_rules():
    calc = Layout([FoundationRule(k, k, preset=True) for k in range(1, 5)], 4)
    tommy = Layout([FoundationRule(1, 1)] * 4, 4)
    strat = Layout([FoundationRule(1, 1, follows_suit=True)] * 4, 3)
    assert (calc.alike, calc.by_ones, calc.distinct, calc.suited) == (False, False, True, False)
    assert (tommy.alike, tommy.by_ones, tommy.distinct, tommy.suited) == (True, True, False, False)
    assert (strat.alike, strat.by_ones, strat.distinct, strat.suited) == (False, False, False, True)
    assert calc.seq[1][:13] == (2, 4, 6, 8, 10, 12, 1, 3, 5, 7, 9, 11, 13) and calc.seq[1][13] == 0
    assert strat.seq[2][:2] == (1 * 4 + 2, 2 * 4 + 2) and strat.place[0][4 + 1] == -1
    try:
        Layout([FoundationRule(1, 1, follows_suit=True)] * 3 + [FoundationRule(2, 2, follows_suit=True)], 4)
    except ValueError:
        pass
    else:  # pragma: no cover
        raise AssertionError("differing suited rules are refused")


def _late_positions(variant, count, stock_left):
    for deal in range(1, count + 1):
        for share in (0.2, 0.6):  # (a foundation play left undone is often safe)
            yield late_position(variant, deal, stock_left, seed=deal % 5, foundation_share=share)
    for seed in range(count // 2):
        for left in (stock_left, stock_left - 2):
            yield along_winning_line(variant, seed, left, deviate=False)


def test_settle_undo_restores_the_position():
    for variant in ALL_VARIANTS:
        for state in _late_positions(variant, 4, stock_left=10):
            p = from_state(state)
            before = _snapshot(p)
            played = p.settle()
            assert played == len(p.line)
            for _ in range(played):
                p.undo()
            assert _snapshot(p) == before


def test_turned_unseen_and_copy():
    state = GameState.new(Variant("strategy"), deal_deck(5))
    p = from_state(state)
    assert p.turned == p.layout.token(state.stock[0])
    unseen = p.unseen()
    assert sum(unseen) == len(state.stock) - 1
    assert all(unseen[p.layout.token(c)] == 1 for c in state.stock[1:])
    q = p.copy()
    q.apply((S2W, 0, 0))
    assert p.pos == 0 and p.piles[0] == b"" and q.pos == 1 and q.piles[0] == bytes((p.turned,))
    assert q.unseen()[q.turned] == 0 and q.turned == p.layout.token(state.stock[1])
