"""The review's analysis (no Qt): the clairvoyant verdict, the fair chances, mistakes,
determinism and cancel."""

import threading

import pytest

from calculation_qt.engine import GameState, Variant, deal_deck
from calculation_qt.rating import choose_move
from calculation_qt.rating.chance import judge
from calculation_qt.rating.players import make_advisor
from calculation_qt.review import Cancelled, replay_states, review_game
from calculation_qt.review.chances import Estimator
from calculation_qt.review.verdict import find_last_winnable
from calculation_qt.solver import LOST, WON, solve
from tests.advisor_budget import budget

from .games import CALCULATION, FAIR_WON_DEAL, FAIR_WON_MOVES, RATING_WON_DEAL, RATING_WON_MOVES, lost_game


def test_lost_game_winnable_until_a_move_then_proved_lost():
    variant, deck, moves = lost_game()
    states = replay_states(variant, deck, moves)
    assert states[-1].is_blocked
    verdict = find_last_winnable(states, moves, budget_seconds=30)
    assert verdict.exact and verdict.unknown == []
    k = verdict.last_winnable
    assert k is not None and 0 <= k < len(moves)
    won = solve(states[k], max_seconds=10)
    assert won.verdict == WON
    line = states[k]
    for move in won.moves:
        line = line.apply(move)
    assert line.is_won
    assert solve(states[k + 1], max_seconds=10).verdict == LOST


def test_unknown_verdicts_are_kept_apart_from_proofs():
    """With almost no time the solver proves little: whatever it does not prove is
    reported as unknown, never as won or lost."""
    variant, deck, moves = lost_game()
    states = replay_states(variant, deck, moves)
    truth = find_last_winnable(states, moves, budget_seconds=30)
    rushed = find_last_winnable(states, moves, budget_seconds=1e-9)
    assert rushed.last_winnable is None or rushed.last_winnable <= truth.last_winnable
    assert rushed.first_lost is None or rushed.first_lost >= truth.first_lost
    if not rushed.exact:
        assert rushed.first_lost is None or rushed.last_winnable is None or rushed.unknown


def _rated_game(variant, deal, stop):
    state = GameState.new(variant, deal_deck(deal))
    moves = []
    while not state.is_over and len(moves) < stop:
        moves.append(choose_move(state))
        state = state.apply(moves[-1])
    return moves


def test_every_better_move_is_legal_where_it_stands_and_chances_are_ordered():
    variant = Variant("sir-tommy", 3, False)
    moves = _rated_game(variant, 7, budget(30, 12))
    states = replay_states(variant, deal_deck(7), moves)
    estimator = Estimator(samples=8, seed=3)
    for i, state in enumerate(states):
        played = moves[i] if i < len(moves) else None
        j = estimator.judge(state, played)
        assert 0.0 <= j.played_chance <= 1.0 and 0.0 <= j.chance <= 1.0
        assert j.best is None or state.is_legal(j.best)
        if j.is_mistake:
            assert j.played_chance < j.chance and j.best != played
        elif played is not None and j.best is not None:
            assert j.lost <= j.noise


def test_a_blunder_is_a_mistake_and_the_best_move_is_not():
    """Late in a won game the chances are sharp: judged as played, the estimator's best
    move is no mistake, and a move that throws the game away is one."""
    states = replay_states(CALCULATION, deal_deck(RATING_WON_DEAL), RATING_WON_MOVES)
    estimator = Estimator(samples=32, seed=1)
    state = next(s for s in states[50:] if s.stock_left > 4 and estimator.judge(s).chance >= 0.75)
    best = estimator.judge(state)
    assert not estimator.judge(state, best.best).is_mistake
    judged = [estimator.judge(state, move) for move in state.legal_moves()]
    blunders = [j for j in judged if j.played_chance <= best.chance - 0.5]
    assert blunders, "no move here loses half the chance: pick another position"
    assert all(j.is_mistake and j.best == best.best for j in blunders)


def test_review_is_deterministic_for_a_fixed_seed():
    variant = Variant("strategy", 4, False)
    moves = _rated_game(variant, 2, 6)
    deck = deal_deck(2)
    samples = budget(16, 8)
    first = review_game(variant, deck, moves, samples=samples, seed=7, budget_seconds=5).to_json()
    again = review_game(variant, deck, moves, samples=samples, seed=7, budget_seconds=5).to_json()
    assert first == again
    samples = budget(24, 8)
    calc = Estimator(samples=samples, seed=11)
    variant, deck, moves = lost_game()
    states = replay_states(variant, deck, moves)
    for i in (0, 6, 14):
        assert calc.judge(states[i], moves[i]) == Estimator(samples=samples, seed=11).judge(states[i], moves[i])


def test_review_json_shape_and_progress():
    variant = Variant("strategy", 4, False)
    moves = _rated_game(variant, 3, budget(10, 5))
    seen = []
    review = review_game(variant, deal_deck(3), moves, samples=budget(16, 8), seed=0, budget_seconds=5,
                         progress=lambda done, total: seen.append((done, total)))
    out = review.to_json()
    assert out["moves"] == [str(m) for m in moves]
    assert len(out["win_chance"]) == len(moves) + 1
    assert all(0.0 <= p <= 1.0 for p in out["win_chance"])
    assert seen[-1][0] == seen[-1][1] == len(moves) + 2
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    for m in out["mistakes"]:
        assert set(m) == {"index", "played", "better", "chance_played", "chance_better"}
        assert m["chance_better"] > m["chance_played"]


def test_illegal_moves_and_cancel():
    variant, deck, moves = lost_game()
    from calculation_qt.engine import IllegalMoveError, parse_move

    with pytest.raises(IllegalMoveError):
        review_game(variant, deck, [parse_move("w1>f1")])
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        review_game(variant, deck, moves, cancel=stop)


def test_the_advisors_own_moves_are_no_mistakes_and_read_as_suggest_says():
    """One judge: a game of the advisor's moves (Suggest's, with its chance) reviewed with
    the same advisor has no mistake, and each position reads the chance Suggest gave."""
    samples = budget(24, 8)
    count = budget(24, 8)  # the advisor's moves, reviewed
    advisor = make_advisor("advisor", seed=4, samples=samples)
    state = GameState.new(CALCULATION, deal_deck(FAIR_WON_DEAL))
    moves, said = [], []
    for _ in range(count):
        c = judge(advisor, state)
        moves.append(c.move)
        said.append(c.chance)
        state = state.apply(c.move)
    review = review_game(CALCULATION, deal_deck(FAIR_WON_DEAL), moves, samples=samples, seed=4, budget_seconds=2)
    assert review.mistakes == []
    assert review.win_chance[:count] == said
    for state, j in zip(review.states, review.judgements, strict=True):
        assert j.best is None or state.is_legal(j.best)


def test_a_won_game_reads_one_at_its_end_and_mistakes_are_the_judgements_that_say_so():
    review = review_game(CALCULATION, deal_deck(FAIR_WON_DEAL), FAIR_WON_MOVES, samples=budget(12, 4), seed=2,
                         budget_seconds=2)
    n = len(FAIR_WON_MOVES)
    assert review.states[-1].is_won
    assert review.verdict.last_winnable == n and review.verdict.exact
    assert review.to_json()["last_winnable"] == n and review.win_chance[-1] == 1.0
    # the one definition: the mistakes are exactly the judgements that lost more than their noise
    assert [m.index for m in review.mistakes] == [i for i, j in enumerate(review.judgements[:-1]) if j.is_mistake]
    for m in review.mistakes:
        j = review.judgements[m.index]
        assert (m.better, m.chance_played, m.chance_better) == (j.best, j.played_chance, j.chance)


def test_two_processes_give_the_same_review():
    variant = Variant("strategy", 4, False)
    moves = _rated_game(variant, 4, 5)
    samples = budget(16, 8)
    one = review_game(variant, deal_deck(4), moves, samples=samples, seed=3, budget_seconds=5, jobs=1)
    two = review_game(variant, deal_deck(4), moves, samples=samples, seed=3, budget_seconds=5, jobs=2)
    assert one.to_json() == two.to_json() and one.judgements == two.judgements
