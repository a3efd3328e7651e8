"""The exact SAT model of the games (calculation_qt/solver/sat.py)
against the plain exhaustive search: the same verdict on late positions (random play,
careful play, on and next to winning lines), ``lost`` on hand-made unwinnable positions, and every ``won``
line replayed through the engine.  Skipped where python-sat is not installed."""

import random
import threading
import time

import pytest

from calculation_qt.core import bridge
from calculation_qt.core.bridge import engine_line
from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.solver import LOST, UNKNOWN, WON, Options, _won, solve
from calculation_qt.solver.reading import Reading

from .positions import along_winning_line, build, late_position
from .test_prunes import _careful_position, _rest, plain_verdict

pytest.importorskip("pysat")

from calculation_qt.solver import sat  # noqa: E402


def known(state):
    """The SAT model's reading of ``state`` (as the solver's phases give it)."""
    return Reading(bridge.from_state(state))


def sat_verdict(state: GameState) -> str:
    found, line, _ = sat.sat_solve(known(state))
    assert found is not None
    if found:
        result = _won(state, line, 0, 0.0)  # replays the line through the engine
        assert result.verdict == WON
        return WON
    return LOST


def _on_winning_line(variant: Variant, deal: int, stock_left: int) -> GameState:
    """The position after the SAT model's winning line of ``deal`` has turned all but
    ``stock_left`` stock cards."""
    state = GameState.new(variant, deal_deck(deal))
    found, line, _ = sat.sat_solve(known(state))
    assert found
    for move in engine_line(state, line):
        if state.stock_left <= stock_left:
            break
        state = state.apply(move)
    return state


VARIANTS = [Variant("sir-tommy"), Variant("sir-tommy", waste_piles=3), Variant("calculation"),
            Variant("calculation", waste_piles=3), Variant("calculation", no_bases=True), Variant("strategy"),
            Variant("strategy", waste_piles=3)]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key)
def test_sat_agrees_with_the_plain_search(variant):
    tommy = variant.game == "sir-tommy"
    states = [late_position(variant, deal, stock_left=5, seed=deal % 4) for deal in range(1, 4)]
    if tommy:
        states += [_careful_position(variant, deal, stock_left=5) for deal in range(1, 4)]
    if variant.game == "strategy":  # deals are nearly all lost: decks made winnable
        states += [along_winning_line(variant, seed, 6, deviate=seed % 2 == 1) for seed in range(6)]
    for deal in () if variant.game == "strategy" else (1, 2, 3) if variant.waste_piles == 4 else (2, 4, 16):
        on = _on_winning_line(variant, deal, 6)
        states.append(on)
        rng = random.Random(deal)
        for _ in range(2):  # one move off the line: may throw the win away
            states.append(on.apply(rng.choice(on.legal_moves())))
    seen = {WON: 0, LOST: 0}
    for state in states:
        expected = plain_verdict(state)
        assert sat_verdict(state) == expected
        seen[expected] += 1
    assert seen[WON] >= 4 and seen[LOST] >= 3, seen


def test_sat_proves_hand_made_positions_lost():
    v = Variant("sir-tommy")
    # a pile rising from the bottom up, five cards that need five distinct foundations
    piles = [[8, 9, 9, 11, 12], [], [], []]
    assert sat_verdict(build(v, [0] * 4, piles, _rest([0] * 4, piles))) == LOST
    # ... four of them are fine
    piles = [[9, 9, 11, 12], [], [], []]
    assert sat_verdict(build(v, [0] * 4, piles, _rest([0] * 4, piles))) == WON
    # both Queens under Kings the foundations wanting a Queen cannot take first
    levels, piles = [11, 11, 13, 13], [[12, 13], [12, 13], [], []]
    state = build(v, levels, piles, [])
    assert plain_verdict(state) == LOST and sat_verdict(state) == LOST
    levels, piles = [11, 11, 13, 13], [[12, 13], [13, 12], [], []]  # the Q on top frees the rest
    state = build(v, levels, piles, [])
    assert plain_verdict(state) == WON and sat_verdict(state) == WON


def test_sat_late_aces_deal_is_won():
    # Deal 168: no Ace before turn 31, so the first 30 cards all go to the four piles;
    # neither the probes nor the search win it in 75 s, the model in well under a second.
    state = GameState.new(Variant("sir-tommy"), deal_deck(168))
    ranks = [c.rank for c in state.stock]
    assert ranks.index(1) == 30
    assert sat_verdict(state) == WON
    result = solve(state, max_seconds=20)
    assert result.verdict == WON  # the phase in solve (replayed there too)
    assert solve(state, options=Options(sat=False), max_nodes=20_000).verdict == UNKNOWN


def test_sat_budget_and_cancel():
    state = GameState.new(Variant("sir-tommy"), deal_deck(36))
    position = known(state)
    assert sat.sat_solve(position, max_conflicts=1)[0] is None
    assert sat.sat_solve(position, deadline=time.perf_counter() - 1, clock=time.perf_counter)[0] is None
    cancel = threading.Event()
    cancel.set()
    assert sat.sat_solve(position, cancel=cancel)[0] is None
    assert solve(state, cancel=cancel).verdict == UNKNOWN
    # a node budget alone bounds the conflicts (deterministic)
    a = solve(state, max_nodes=5_000)
    b = solve(state, max_nodes=5_000)
    assert a.verdict == b.verdict == UNKNOWN and a.nodes == b.nodes
