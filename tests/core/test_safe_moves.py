"""The safe foundation plays (``core.bridge.safe_foundation_moves``, auto-finish's rule:
``Position.settle`` with SAFE) never turn a winnable position lost."""

from calculation_qt.core.bridge import engine_line, from_state, safe_foundation_moves
from calculation_qt.core.codes import SAFE
from calculation_qt.engine import ALL_VARIANTS, GameState, PileKind, Variant, deal_deck
from calculation_qt.solver import WON, Options, solve
from tests.solver.positions import along_winning_line, build, late_position


def _late_positions(variant, count, stock_left):
    for deal in range(1, count + 1):
        for share in (0.2, 0.6):  # (a foundation play left undone is often safe)
            yield late_position(variant, deal, stock_left, seed=deal % 5, foundation_share=share)
    for seed in range(count // 2):
        for left in (stock_left, stock_left - 2):
            yield along_winning_line(variant, seed, left, deviate=False)


# The reference: the complete search without safe plays (each of its other prunes is
# checked against the plain exhaustive search in tests/solver/test_prunes.py), bounded
# by nodes, not seconds, so that a loaded machine cannot make it undecided.
REFERENCE = Options(safe_moves=False, probe_levels=(), sat=False)


def reference_verdict(state: GameState) -> str:
    result = solve(state, options=REFERENCE, max_nodes=20_000_000)
    assert result.decided
    return result.verdict


def test_safe_foundation_moves_never_turn_a_won_position_lost():
    """On late positions of every variant (random play, and on winning lines) the
    safe plays, applied in order, keep the verdict of the complete search without
    them; many of them are won positions."""
    seen = won = 0
    for variant in ALL_VARIANTS:
        for state in _late_positions(variant, 8, stock_left=7):
            moves = safe_foundation_moves(state)
            after = state
            for move in moves:
                assert move.target is PileKind.FOUNDATION
                after = after.apply(move)  # legal, one after the other
            if moves:
                seen += 1
                verdict = reference_verdict(state)
                won += verdict == WON
                assert reference_verdict(after) == verdict, (variant.key, [str(m) for m in moves])
    assert seen >= 40 and won >= 20, (seen, won)


def _rest(variant, levels, piles):
    """The ranks neither on the foundations nor on the piles, highest first."""
    rest = [r for r in range(1, 14) for _ in range(4)]
    for k, lv in enumerate(levels):
        for r in variant.foundations[k].sequence[:lv]:
            rest.remove(r)
    for pile in piles:
        for r in pile:
            rest.remove(r)
    return sorted(rest, reverse=True)


def test_safe_foundation_moves_by_hand():
    # Sir Tommy, foundations at 4 4 5 5: the 5 on pile 1 is safe (both foundations
    # still needing a 5 want it now: S3), then the 5 on pile 2 (the last 5 off the
    # foundations: S2); then all four want a 6 and the 6 on pile 1 is safe (S3).  The
    # turned King fits nowhere.
    v = Variant("sir-tommy")
    levels, piles = [4, 4, 5, 5], [[6, 5], [5], [], []]
    state = build(v, levels, piles, _rest(v, levels, piles))
    assert [str(m) for m in safe_foundation_moves(state)] == ["w1>f1", "w2>f2", "w1>f1"]
    # ... but with foundations at 4 5 5 5 the 5 on top of the 6 is wanted by one of
    # two foundations still needing a 5: not safe (another 5 lies on pile 2)
    levels, piles = [4, 3, 5, 5], [[6, 5], [5], [], []]
    state = build(v, levels, piles, _rest(v, levels, piles))
    assert safe_foundation_moves(state) == []
    # Calculation: foundation 1 wants the 2 on pile 1, but two more 2s are off the
    # foundations (foundation 2 takes one after its Queen): not safe.
    v = Variant("calculation")
    levels, piles = [1, 1, 1, 1], [[2], [], [], []]
    state = build(v, levels, piles, _rest(v, levels, piles))
    assert state.legal_moves()[0].target is PileKind.FOUNDATION
    assert safe_foundation_moves(state) == []
    # Strategy: every playable card has one place, so every foundation play is safe
    state = GameState.new(Variant("strategy"), deal_deck(7))
    p = from_state(state)
    p.settle(SAFE)
    assert engine_line(state, p.line) == safe_foundation_moves(state)
