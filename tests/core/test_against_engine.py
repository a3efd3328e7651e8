"""``core`` plays the engine's game: long random games of every variant played side by
side on the engine and on both faces of ``core.Position`` (the known stock, the unseen
multiset), checking at every step the legal moves, the wants, both settle policies,
the keys, apply/undo and won/blocked.  The random play prefers foundation moves and
parks a card where the rank on top is needed later, so games run to the last card of
the foundations (``test_the_games_reach_the_last_cards`` checks they do)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from calculation_qt.core.bridge import engine_move, from_state, internal_move, seen, slot_map
from calculation_qt.core.codes import GREEDY, SAFE
from calculation_qt.core.layout import layout_of
from calculation_qt.engine import ALL_VARIANTS, GameState, Move, PileKind, deal_deck


def _tokens_wanted(state: GameState, layout) -> list[int]:
    """What each slot wants, read from the engine (0 once complete)."""
    real = slot_map(state)
    wants = []
    for s in range(4):
        if layout.suited and real[s] < 0:
            wants.append(layout.seq[s][0])
            continue
        want = state.want(real[s])
        wants.append(0 if want is None else (want.value * 4 + "SHDC".index(want.suit) if layout.suited
                                              else want.value))
    return wants


def _greedy_reference(state: GameState) -> list:
    """GREEDY by the engine: pile by pile, the first legal move of each waste top to a
    foundation, sweeping until none is left."""
    line, progress = [], True
    while progress:
        progress = False
        for j in range(len(state.wastes)):
            moves = [m for m in state.legal_moves() if m.source is PileKind.WASTE and m.source_index == j]
            if moves:
                line.append(moves[0])
                state = state.apply(moves[0])
                progress = True
    return line


def _safe_reference(state: GameState, layout, turned_only: bool = False) -> list:
    """SAFE by the engine: a foundation play of the last copy off the foundations, or,
    alike foundations, of a token every foundation still needing it wants now.
    ``turned_only``: no stock card after the turned one (the players' face)."""
    def safe(card, k):
        t = layout.token(card)
        home = sum(layout.token(c) == t for pile in state.foundations for c in pile)
        remaining = layout.count(t) - home
        if remaining == 1:
            return True
        wanting = sum(1 for w in state.wants() if w is not None and w.accepts(card))
        return layout.alike and remaining == wanting

    line, progress = [], True
    while progress:
        progress = False
        sources = [(PileKind.WASTE, j) for j in range(len(state.wastes))] + [(PileKind.STOCK, 0)]
        for kind, j in sources:
            card = state.top(kind, j)
            if card is None or (turned_only and kind is PileKind.STOCK and
                                any(m.source is PileKind.STOCK for m in line)):
                continue
            targets = state.foundations_for(card)
            for k in targets[:1] if layout.alike else targets:
                if safe(card, k):
                    move = Move(kind, j, PileKind.FOUNDATION, k)
                    line.append(move)
                    state = state.apply(move)
                    progress = True
                    break
    return line


def _engine_line(state, p, line):
    real = slot_map(state)
    return [engine_move(real, m) for m in line]


def _check(state: GameState, p, q, layout) -> None:
    assert p.key() == from_state(state).key() == q.key() == seen(state).key()
    assert [p.wants(k) for k in range(4)] == [q.wants(k) for k in range(4)] == _tokens_wanted(state, layout)
    assert p.unseen_counts() == q.unseen_counts() and p.left == q.left == max(len(state.stock) - 1, 0)
    real = slot_map(state)
    for face in (p, q):
        plain = face.copy()
        plain.symmetry = False
        # (where suits count, an Ace may start any empty engine foundation: one slot)
        assert sorted(plain.moves()) == sorted({internal_move(state, m) for m in state.legal_moves()})
        assert all(state.is_legal(engine_move(list(real), m)) for m in plain.moves())
        assert face.is_won() == state.is_won and face.is_blocked() == state.is_blocked
        greedy = face.copy()
        assert greedy.settle(GREEDY) == len(greedy.line)
        assert _engine_line(state, greedy, greedy.line) == _greedy_reference(state)
        safe = face.copy()
        safe.settle(SAFE)
        expected = _safe_reference(state, layout, turned_only=face is q)
        assert _engine_line(state, safe, safe.line) == expected
        before = face.key()
        while safe.line:
            safe.undo()
        assert safe.key() == before


def _need(state: GameState, card) -> int:
    """How many cards some foundation takes before ``card`` (99: none takes it)."""
    best = 99
    for k, rule in enumerate(state.variant.foundations):
        pile = state.foundations[k]
        if rule.follows_suit and pile and pile[0].suit != card.suit:
            continue
        for i in range(len(pile), 13):
            if rule.sequence[i] == card.rank:
                best = min(best, i - len(pile))
                break
    return best


def _pick(state: GameState, rng: random.Random):
    """A random move that prefers foundations and, mostly, parks a card on the pile
    whose top is needed the soonest after it (else an empty pile)."""
    moves = state.legal_moves()
    home = [m for m in moves if m.target is PileKind.FOUNDATION]
    if home and rng.random() < 0.95:
        return rng.choice(home)
    parks = [m for m in moves if m.target is PileKind.WASTE]
    if not parks or rng.random() < 0.1:
        return rng.choice(moves) if moves else None
    need = _need(state, state.turned)

    def fit(m):
        pile = state.wastes[m.target_index]
        if not pile:
            return 50
        d = _need(state, pile[-1]) - need
        return d if d >= 0 else 100 - d

    best = min(map(fit, parks))
    return rng.choice([m for m in parks if fit(m) == best])


def _deck(variant, seed: int, rng: random.Random):
    """A random deal, or (every other game) a deck in the order the foundations take
    the cards with its tail shuffled, which random play takes much further."""
    if seed % 2:
        return deal_deck(seed)
    from tests.solver.positions import shuffled_tail_deck
    return shuffled_tail_deck(variant, seed, tail=rng.randrange(4, 33))


def play_side_by_side(variant, seed: int) -> int:
    """One game; returns the level all four foundations reached (13: every last card)."""
    rng = random.Random(seed)
    state = GameState.new(variant, _deck(variant, seed, rng))
    layout = layout_of(variant)
    p, q = from_state(state), seen(state)
    top = 0
    while (move := _pick(state, rng)) is not None:
        _check(state, p, q, layout)
        m = internal_move(state, move)
        state = state.apply(move)
        p.apply(m)
        q.apply(m)
        if not q.turned and state.stock:
            q.turn(layout.token(state.stock[0]))
        top = max(top, min(len(f) for f in state.foundations))
    _check(state, p, q, layout)
    return top


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ALL_VARIANTS), st.integers(min_value=0, max_value=2**64 - 1))
def test_core_plays_the_engines_game(variant, seed):
    play_side_by_side(variant, seed)


def test_the_games_reach_the_last_cards():
    for variant in ALL_VARIANTS:
        tops = [play_side_by_side(variant, seed) for seed in range(1, 25)]
        assert sum(top == 13 for top in tops) >= 4, (variant, tops)  # every last card, often
