"""The advisor: legal, deterministic for a seed, cancellable, fair (blind to the
stock order)."""

import threading

import pytest

from calculation_qt.engine import GameState, PileKind, Variant, deal_deck
from calculation_qt.rating import rate_placements
from calculation_qt.rating.advisor import Advisor, Cancelled
from calculation_qt.rating.heuristic import STATIC
from calculation_qt.rating.players import make_advisor

from .helpers import position

CALC = Variant()
# an open position where the rating is unsure, so the advisor samples
OPEN = position(CALC, ["A 2", "2 4", "3", "4 8"], ["9 7", "K", "J 5", "T"], "6")


def small(**kw):
    kw.setdefault("seconds", None)
    kw.setdefault("samples", 12)
    kw.setdefault("margin", 1e9)
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


def _shuffled(state):
    """The same visible position with the unseen cards in another order."""
    return GameState(state.variant, (state.stock[0],) + tuple(reversed(state.stock[1:])),
                     state.foundations, state.wastes)


@pytest.mark.parametrize("kind", ["plain", "quick", "advisor"])  # the test's, and the two shipped strengths
def test_the_advice_does_not_depend_on_the_stock_order(kind):
    def make():
        return small(seed=3) if kind == "plain" else make_advisor(kind, seed=3, samples=12, margin=1e9)

    a = make().advise(OPEN)
    b = make().advise(_shuffled(OPEN))
    assert a.samples > 0
    assert (a.move, a.scores) == (b.move, b.scores)


def test_the_estimates_are_fair_deterministic_and_cover_every_place():
    a = small(seed=4).estimates(OPEN, samples=16)
    b = small(seed=4).estimates(_shuffled(OPEN), samples=16)
    assert a == b
    assert {str(m) for m, _ in a} == {str(m) for m, _ in rate_placements(OPEN)}
    assert all(0.0 <= p <= 1.0 for _, p in a)
    assert [p for _, p in a] == sorted((p for _, p in a), reverse=True)
    assert small().estimates(position(CALC, ["A", "2", "3", "4"], ["9", "", "", ""], None)) == []


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
    # a clock that moves 0.01 s at every reading: the 0.2 s cap must stop the sampling
    # long before its 100,000-sample budget (no wall-clock measurement in a test)
    now = [0.0]

    def clock():
        now[0] += 0.01
        return now[0]

    advisor = Advisor(seconds=0.2, samples=100_000, margin=1e9, clock=clock)
    advice = advisor.advise(OPEN)
    assert OPEN.is_legal(advice.move)
    assert 0 < advice.samples <= 25 * advisor.batch


def test_the_time_cap_is_checked_before_every_batch():
    # a clock that moves one unit a reading: a cap of 10 units allows about 10 batches
    ticks = iter(range(10**6))
    advisor = small(seconds=10, samples=1000, batch=2, min_samples=1000, clock=lambda: next(ticks))
    advice = advisor.advise(OPEN)
    assert OPEN.is_legal(advice.move)
    assert 2 <= advice.samples <= 22


def test_forced_and_finished_positions():
    fits = position(CALC, ["A", "2", "3", "4"], ["K", "9 2", "", ""], "7")
    assert str(small().choose(fits)) == "w2>f1"
    over = position(CALC, ["A", "2", "3", "4"], ["9", "", "", ""], None)
    assert small().choose(over) is None


def test_plays_whole_games_legally():
    for game in ("calculation", "sir-tommy", "strategy"):
        state = GameState.new(Variant(game, 3), deal_deck(11))
        advisor = Advisor(seconds=None, samples=2, guide=STATIC)
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
        advisor = Advisor(seconds=None, samples=16, seed=1, min_samples=8, hopeless=8, batch=4)
        while (advice := advisor.advise(s)).move is not None:
            assert s.is_legal(advice.move)
            trace.append((str(advice.move), advice.samples, advice.stopped))
            s = s.apply(advice.move)
        assert s.is_over
        runs.append(trace)
    assert runs[0] == runs[1]
    stops = {stopped for _, samples, stopped in runs[0] if samples}
    assert "same" in stops and "" in stops  # some decisions stop early, others sample on


# every 2 left lies under Kings in a 26-card pile, three piles are empty: every place
# for the turned 5 loses
TALL = position(CALC, ["A", "2", "3", "4"], ["2 K 2 K 2 K 9 8 7 6 5 9 8 7 6 J Q J Q T T 9 8 7 6 J", "", "", ""], "5")


def test_where_every_move_loses_the_card_buries_the_fewest_cards():
    advice = Advisor(seconds=None, samples=400, margin=1e9).advise(TALL)
    assert advice.stopped == "hopeless"
    assert advice.move.source is PileKind.STOCK and advice.move.target is PileKind.WASTE
    assert TALL.wastes[advice.move.target_index] == ()  # an empty pile, not the 26-card one
