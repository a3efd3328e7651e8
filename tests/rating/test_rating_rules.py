"""The rating plays the engine's rules on the players' face of ``core.Position``: over
random positions of every variant, the same wants, the same unseen multiset, the same
places for the turned card and the same foundation plays from the waste, each leading
to the position of the engine's next state, and the same settle result."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from calculation_qt.core.bridge import seen as board_of
from calculation_qt.core.layout import layout_of
from calculation_qt.engine import ALL_VARIANTS, GameState, Move, PileKind
from calculation_qt.rating.heuristic import STATIC
from calculation_qt.rating.targets import core_move, from_move, place, to_move

from .helpers import random_state


def token_of(variant, card) -> int:
    return layout_of(variant).token(card)


def _view(b) -> tuple:
    """What a player sees in ``b``: levels, piles, turned card."""
    return b.level_list(), b.piles(), b.turned




def _after(state: GameState, move: Move):
    """The board after ``move`` as the board plays it: the move, then the next card
    turned (as the engine's state shows it)."""
    b = board_of(state)
    source, target = from_move(state, move)
    b.apply(core_move(source, target))
    if source < 0 and state.stock_left > 1:
        b.turn(token_of(state.variant, state.stock[1]))
    return b


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(ALL_VARIANTS), st.integers(0, 2**64 - 1), st.integers(0, 60), st.integers(0, 1000))
def test_the_board_plays_the_engine_rules(variant, deal, steps, seed):
    state = random_state(variant, deal, steps, seed)
    b = board_of(state)
    token = lambda card: token_of(variant, card)  # noqa: E731
    # unseen multiset and the turned card
    assert Counter({t: n for t, n in enumerate(b.unseen_counts()) if n}) == Counter(map(token, state.stock[1:]))
    assert b.turned == (token(state.stock[0]) if state.stock else 0)
    # wants: every foundation play the engine allows is one the board's wants allow
    wanted = {b.wants(k) for k in range(4)} - {0}
    for move in state.legal_moves():
        if move.target is PileKind.FOUNDATION:
            assert token(state.top(move.source, move.source_index)) in wanted
    # every legal move, played on the board, gives the board of the engine's next state
    for move in state.legal_moves():
        assert _view(_after(state, move)) == _view(board_of(state.apply(move))), str(move)
    # the board's places for the turned card are legal engine moves, and cover them all
    assert all(state.is_legal(to_move(b, -1, t)) for t, _ in STATIC.options(b))
    engine_places = [_view(_after(state, m)) for m in state.legal_moves() if m.source is PileKind.STOCK]
    board_places = set()
    for t, _ in STATIC.options(b):
        q = b.copy()
        place(q, t)
        if state.stock_left > 1:
            q.turn(token(state.stock[1]))
        board_places.add(_canonical(_view(q)))
    assert board_places == {_canonical(k) for k in engine_places}
    # settling plays legal waste-to-foundation moves, one after the other, until the
    # engine has none left
    moves: list = []
    STATIC.settle(b.copy(), moves)
    check = state
    for j, k in moves:
        move = to_move(board_of(check), j, k)
        assert check.is_legal(move), str(move)
        check = check.apply(move)
    assert not any(m.source is PileKind.WASTE for m in check.legal_moves())


def _canonical(key):
    """A board key up to the order of the waste piles and of alike foundations (the
    board offers one empty pile and one of alike foundations, as the rating does)."""
    levels, piles, turned = key
    return tuple(sorted(levels)), tuple(sorted(map(tuple, piles))), turned
