"""The solver: won lines replay to a win, lost verdicts on positions built unwinnable,
budgets and cancellation."""

import threading
import time

import pytest

from calculation_qt.engine import ALL_VARIANTS, Card, GameState, Variant, deal_deck
from calculation_qt.solver import LOST, UNKNOWN, WON, Options, solve

from .positions import build, late_position, shuffled_tail_deck


def replays_to_win(state: GameState, moves) -> bool:
    for move in moves:
        state = state.apply(move)
    return state.is_won


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=lambda v: v.key)
def test_won_lines_replay_to_a_win_from_the_start(variant):
    won = 0
    for deal in range(1, 5):
        state = GameState.new(variant, deal_deck(deal))
        result = solve(state, max_seconds=0.4)
        assert result.verdict in (WON, LOST, UNKNOWN)
        if result.verdict == WON:
            won += 1
            assert replays_to_win(state, result.moves)
        else:
            assert result.moves is None
    for seed in range(4):
        state = GameState.new(variant, shuffled_tail_deck(variant, seed))
        result = solve(state, max_seconds=2)
        if result.verdict == WON:
            won += 1
            assert replays_to_win(state, result.moves)
    assert won >= 2, f"too few deals of {variant.key} solved in the budget"


@pytest.mark.parametrize("variant", ALL_VARIANTS, ids=lambda v: v.key)
def test_won_lines_replay_from_mid_game_positions(variant):
    for deal in range(20, 26):
        state = late_position(variant, deal, stock_left=12, seed=1)
        result = solve(state, max_seconds=0.5)
        if result.verdict == WON:
            assert replays_to_win(state, result.moves)


def test_the_complete_search_alone_also_returns_replayable_lines():
    found = 0
    for seed, variant in enumerate(ALL_VARIANTS):
        state = GameState.new(variant, shuffled_tail_deck(variant, seed, tail=12))
        result = solve(state, max_seconds=0.5, options=Options(probe_levels=()))
        if result.verdict == WON:
            found += 1
            assert replays_to_win(state, result.moves)
    assert found >= 1


def test_a_won_position_answers_won_with_no_moves():
    from tests.engine.helpers import winning_deck, winning_moves

    variant = Variant("calculation")
    deck, _ = winning_deck(variant)
    state = GameState.new(variant, tuple(deck))
    for text in winning_moves(variant):
        from calculation_qt.engine import parse_move

        state = state.apply(parse_move(text))
    result = solve(state)
    assert result.verdict == WON and result.moves == []


def _buried_twos() -> GameState:
    # Calculation without bases: every Two lies under a King.  Foundation 2 starts with
    # a Two and the others need one before their King, so no King can ever be played:
    # no line wins, although the stock still has 47 cards to play.
    v = Variant("calculation", no_bases=True)
    stock = [r for r in range(1, 14) for _ in range(4) if r not in (2, 13)] + [13, 13, 13]
    return build(v, [0, 0, 0, 0], [[2, 2, 2, 2, 13], [], [], []], stock)


def test_lost_on_a_position_built_unwinnable():
    state = _buried_twos()
    assert state.legal_moves()  # not simply blocked
    result = solve(state, max_seconds=5)
    assert result.verdict == LOST and result.moves is None


def test_lost_is_proved_by_the_plain_search_too_on_a_small_position():
    # Sir Tommy, 6 stock cards: two Queens buried under both Kings that remain.
    v = Variant("sir-tommy")
    state = build(v, [11, 11, 13, 13], [[12, 13], [12, 13], [], []], [])
    assert not state.legal_moves()
    state = build(v, [11, 10, 13, 13], [[12, 13], [12, 13], [], []], [11])
    plain = Options(safe_moves=False, dead_test=False, table=False, symmetry=False, ordering=False, probe_levels=())
    assert solve(state, options=plain).verdict == LOST
    assert solve(state).verdict == LOST


def test_strategy_lost_when_a_suit_is_blocked_in_itself():
    # Strategy: the 5 of spades lies under the 6 of spades; nothing else can free it.
    v = Variant("strategy")
    foundations = tuple(tuple(Card(r, s) for r in range(1, 14 if s != "S" else 5)) for s in "SHDC")
    wastes = ((Card(5, "S"), Card(6, "S")), tuple(Card(r, "S") for r in range(7, 14)), (), ())
    state = GameState(v, (), foundations, wastes)
    assert solve(state).verdict == LOST
    wastes = ((Card(6, "S"), Card(5, "S")), tuple(Card(r, "S") for r in range(13, 6, -1)), (), ())
    result = solve(GameState(v, (), foundations, wastes))
    assert result.verdict == WON and replays_to_win(GameState(v, (), foundations, wastes), result.moves)


def test_budgets_give_unknown():
    state = GameState.new(Variant("calculation"), deal_deck(11))
    result = solve(state, max_nodes=50)
    assert result.verdict == UNKNOWN and result.moves is None and "node" in result.reason
    result = solve(state, max_seconds=0.05)
    assert result.verdict in (UNKNOWN, WON)


def test_cancel_from_another_thread():
    state = GameState.new(Variant("calculation"), deal_deck(11))  # a hard deal: no quick answer
    cancel = threading.Event()
    out = {}

    def work():
        out["result"] = solve(state, max_seconds=60, cancel=cancel)

    thread = threading.Thread(target=work)
    thread.start()
    time.sleep(0.3)
    cancel.set()
    thread.join(60)  # a safety net only: the solve's own budget is 60 s
    assert not thread.is_alive()
    if out["result"].verdict == UNKNOWN:
        assert out["result"].reason == "cancelled"


def test_a_probe_turn_cut_by_its_slice_resumes_to_the_same_line(monkeypatch):
    """A probe's turn cut short by its node slice (SLICES) is
    not an answer: the level resumes in its own turn and finds the same winning line
    (deal 20 is won by Sir Tommy's second probe at level 3, after ~5k of its nodes); a
    slice larger than the whole budget ends as the run without a slice (unknown, the
    budget spent)."""
    from calculation_qt.solver import schedule

    NO_SAT = Options(sat=False)  # the probes' schedule, without the SAT phase (sat.py)

    state = GameState.new(Variant("sir-tommy"), deal_deck(20))
    plain = solve(state, max_nodes=200_000, options=NO_SAT)
    assert plain.verdict == WON
    monkeypatch.setattr(schedule, "SLICES", {"alike": {3: ((1, 500),)}})
    cut = solve(state, max_nodes=200_000, options=NO_SAT)
    assert cut.verdict == WON and cut.moves == plain.moves
    assert cut.nodes > plain.nodes  # the cut turn was spent, and the level replayed
    # several cut turns, each probe resuming where its caches let it
    monkeypatch.setattr(schedule, "SLICES", {"alike": {3: ((1, 700), (0, 400), (1, 900), (0, 300))}})
    turns = solve(state, max_nodes=200_000, options=NO_SAT)
    assert turns.verdict == WON and turns.moves == plain.moves
    monkeypatch.setattr(schedule, "SLICES", {})
    short = solve(state, max_nodes=plain.nodes * 2 // 3, options=NO_SAT)
    assert short.verdict == UNKNOWN and short.reason == "node budget spent"
    monkeypatch.setattr(schedule, "SLICES", {"alike": {3: ((1, 10**9),)}})
    sliced = solve(state, max_nodes=plain.nodes * 2 // 3, options=NO_SAT)
    assert (sliced.verdict, sliced.reason, sliced.nodes) == (short.verdict, short.reason, short.nodes)
