"""The advisor: legal, deterministic for a seed, cancellable, fair (blind to the
stock order)."""

import threading

import pytest

from calculation_qt.engine import GameState, PileKind, Variant, deal_deck
from calculation_qt.rating.advisor import Advisor, Cancelled
from calculation_qt.rating.heuristic import STATIC

from .helpers import position

CALC = Variant()
# an open position where the rating is unsure, so the advisor samples
OPEN = position(CALC, ["A 2", "2 4", "3", "4 8"], ["9 7", "K", "J 5", "T"], "6")


def small(**kw):
    kw.setdefault("seconds", None)
    kw.setdefault("samples", 12)
    kw.setdefault("margin", 1e9)
    kw.setdefault("solver_nodes", 0)  # playouts only, the default (the solver's verdicts: tests below)
    return Advisor(**kw)


def test_the_advice_is_legal_and_sampled():
    advice = small().advise(OPEN)
    assert OPEN.is_legal(advice.move)
    assert advice.move.source is PileKind.STOCK
    assert not advice.by_rating and advice.samples > 0
    assert str(advice.move) in advice.scores


def test_same_seed_same_advice():
    a = small(seed=7).advise(OPEN)
    b = small(seed=7).advise(OPEN)
    assert (a.move, a.scores, a.samples, a.stopped) == (b.move, b.scores, b.samples, b.stopped)


@pytest.mark.parametrize("peek", [0.0, 5.0])  # 5: playouts that see one card of their sample ahead
def test_the_advice_does_not_depend_on_the_stock_order(peek):
    # the same visible position with the unseen cards in another order
    shuffled = GameState(OPEN.variant, (OPEN.stock[0],) + tuple(reversed(OPEN.stock[1:])),
                         OPEN.foundations, OPEN.wastes)
    a = small(seed=3, peek=peek).advise(OPEN)
    b = small(seed=3, peek=peek).advise(shuffled)
    assert (a.move, a.scores) == (b.move, b.scores)


def test_cancel_with_an_event():
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        small(samples=10_000).advise(OPEN, cancel=stop)


def test_cancel_with_a_callable_from_another_thread():
    stop = threading.Event()
    result = {}

    def work():
        try:
            result["advice"] = small(samples=100_000).advise(OPEN, cancel=stop.is_set)
        except Cancelled:
            result["cancelled"] = True

    worker = threading.Thread(target=work)
    worker.start()
    stop.set()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert result == {"cancelled": True}


def test_a_time_budget_is_kept():
    import time

    start = time.perf_counter()
    advice = Advisor(seconds=0.2, samples=100_000, margin=1e9).advise(OPEN)
    assert OPEN.is_legal(advice.move)
    assert time.perf_counter() - start < 2.0


def test_the_budget_is_checked_before_every_sample():
    # a clock that moves one unit a reading: a budget of 10 units allows about 10 samples,
    # not a whole batch more
    ticks = iter(range(10**6))
    advisor = small(seconds=10, samples=1000, batch=8, min_samples=1000, clock=lambda: next(ticks))
    advice = advisor.advise(OPEN)
    assert OPEN.is_legal(advice.move)
    assert 1 <= advice.samples <= 11


def test_forced_and_finished_positions():
    fits = position(CALC, ["A", "2", "3", "4"], ["K", "9 2", "", ""], "7")
    assert str(small().choose(fits)) == "w2>f1"
    over = position(CALC, ["A", "2", "3", "4"], ["9", "", "", ""], None)
    assert small().choose(over) is None


def test_plays_whole_games_legally():
    for game in ("calculation", "sir-tommy", "strategy"):
        state = GameState.new(Variant(game, 3), deal_deck(11))
        advisor = Advisor(seconds=None, samples=2, guide=STATIC, solver_nodes=300)
        while (move := advisor.choose(state)) is not None:
            state = state.apply(move)
        assert state.is_over


def test_a_lost_position_stops_sampling_early():
    # every 2 left lies under a King: foundation 1 can never take its 2, so every
    # sample loses whatever the advisor does with the turned 5
    lost = position(CALC, ["A", "2", "3", "4"], ["2 K", "2 K", "2 K", ""], "5")
    advice = Advisor(seconds=None, samples=200, margin=1e9).advise(lost)
    assert lost.is_legal(advice.move)
    assert not advice.by_rating
    assert advice.stopped in ("same", "hopeless")
    assert advice.samples <= 24
    assert all(score == 0.0 for score in advice.scores.values() if score is not None)


def test_early_stops_are_deterministic_and_legal_over_a_game():
    from calculation_qt.rating import choose_move

    state = GameState.new(CALC, deal_deck(5))
    for _ in range(25):  # the rating plays the first part of the game
        state = state.apply(choose_move(state))
    runs = []
    for _ in range(2):
        s, trace = state, []
        advisor = Advisor(seconds=None, samples=16, seed=1, min_samples=8, hopeless=8, batch=4, solver_nodes=0)
        while (advice := advisor.advise(s)).move is not None:
            assert s.is_legal(advice.move)
            trace.append((str(advice.move), advice.samples, advice.stopped))
            s = s.apply(advice.move)
        assert s.is_over
        runs.append(trace)
    assert runs[0] == runs[1]
    stops = {stopped for _, samples, stopped in runs[0] if samples}
    assert "same" in stops and "" in stops  # some decisions stop early, others sample on


# -- the clairvoyant solver's verdicts on sampled orders (``solver_nodes``) -----------

def with_solver(**kw):
    kw.setdefault("solver_nodes", 200)
    kw.setdefault("samples", 4)
    kw.setdefault("min_samples", 4)
    return small(**kw)


def test_solver_verdicts_are_deterministic_and_blind_to_the_stock_order():
    shuffled = GameState(OPEN.variant, (OPEN.stock[0],) + tuple(reversed(OPEN.stock[1:])),
                         OPEN.foundations, OPEN.wastes)
    a = with_solver(seed=5).advise(OPEN)
    b = with_solver(seed=5).advise(OPEN)
    c = with_solver(seed=5).advise(shuffled)
    assert OPEN.is_legal(a.move) and a.samples > 0
    assert (a.move, a.scores, a.samples) == (b.move, b.scores, b.samples) == (c.move, c.scores, c.samples)


def test_solver_verdicts_change_the_scores():
    # the playouts with the rating lose some samples the solver wins from the same order
    plain = small(seed=5, samples=4, min_samples=4).advise(OPEN)
    asked = with_solver(seed=5).advise(OPEN)
    assert all(asked.scores[m] >= plain.scores[m] for m in plain.scores if plain.scores[m] is not None)
    assert asked.scores != plain.scores


def test_the_solver_sees_the_sampled_order_not_the_real_one():
    from calculation_qt.rating.advisor import _SolverVerdicts
    from calculation_qt.rating.model import Position

    p = Position.from_state(OPEN)
    move = p.to_move(OPEN, -1, 4)
    seen = []
    verdicts = _SolverVerdicts(OPEN, p, [move], 50)
    verdicts.solve = lambda state, max_nodes: seen.append(state) or type("R", (), {"verdict": "lost"})()
    order = sorted((c.rank for c in OPEN.stock[1:]), reverse=True)
    assert verdicts.wins(0, order) == 0.0
    (det,) = seen
    assert [c.rank for c in det.stock] == order
    assert sorted(c.index for c in det.stock) == sorted(c.index for c in OPEN.stock[1:])
    assert det.wastes == OPEN.apply(move).wastes and det.foundations == OPEN.foundations


def test_solver_verdicts_only_when_the_stock_is_short():
    # with more cards in the stock than solver_stock the solver is never asked
    plain = small(seed=5, samples=4, min_samples=4).advise(OPEN)
    late = with_solver(seed=5, solver_stock=10).advise(OPEN)
    assert (plain.move, plain.scores) == (late.move, late.scores)


def test_cancel_while_asking_the_solver():
    calls = []

    def stop():
        calls.append(1)
        return len(calls) > 3

    with pytest.raises(Cancelled):
        with_solver(samples=10_000).advise(OPEN, cancel=stop)
