"""The solver on classic Strategy (foundations that wait for the stock): the cycle test
D4 against the plain exhaustive search, its exactness once the stock is out, and whole
deals decided with lines that replay."""

import json
import subprocess
import sys

from calculation_qt.core.bridge import from_state
from calculation_qt.engine import GameState, Variant, deal_deck, parse_moves
from calculation_qt.solver import LOST, WON, solve, solve_deal
from calculation_qt.solver.dead import waits_in_a_cycle

from .positions import late_position
from .test_prunes import plain_verdict

CLASSIC = Variant("strategy", classic=True)


def _positions(stock_left: int):
    """Late positions: from random play (mostly with a cycle), and from the solver's
    winning lines, as they are and one random card later (either verdict)."""
    import random

    for deal in range(1, 7):
        yield late_position(CLASSIC, deal, stock_left=stock_left, seed=deal)
        state = GameState.new(CLASSIC, deal_deck(deal))
        for move in solve(state, max_nodes=200_000).moves:
            if state.stock_left <= stock_left + 1:
                break
            state = state.apply(move)
        yield state
        yield state.apply(random.Random(deal).choice([m for m in state.legal_moves() if m.source.value == "s"]))


def test_the_cycle_test_agrees_with_the_plain_search():
    fired = kept = 0
    for state in _positions(stock_left=4):
        if waits_in_a_cycle(from_state(state)):
            fired += 1
            assert plain_verdict(state) == LOST
        else:
            kept += 1
    assert fired >= 3 and kept >= 3


def test_once_the_stock_is_out_no_cycle_means_won():
    verdicts = set()
    for state in _positions(stock_left=0):
        expected = plain_verdict(state)
        verdicts.add(expected)
        assert waits_in_a_cycle(from_state(state)) == (expected == LOST)
    assert verdicts == {WON, LOST}


def test_whole_deals_are_decided_and_their_lines_win():
    for deal in range(1, 6):
        result = solve_deal(CLASSIC, deal, max_nodes=200_000)
        assert result.verdict == WON, deal
        state = GameState.new(CLASSIC, deal_deck(deal))
        for move in result.moves:
            state = state.apply(move)
        assert state.is_won


def test_the_command_line_solves_and_replays_classic_strategy(tmp_path):
    run = [sys.executable, "-m", "calculation_qt.solve", "--game", "strategy", "--classic", "--deal", "2",
           "--max-nodes", "200000", "--json"]
    out = json.loads(subprocess.run(run, capture_output=True, text=True, check=True).stdout)
    assert set(out) == {"verdict", "moves", "nodes", "seconds"} and out["verdict"] == WON
    assert len(parse_moves(out["moves"])) == len(out["moves"])
    path = tmp_path / "line.json"
    path.write_text(json.dumps(out["moves"]))
    replay = subprocess.run([sys.executable, "-m", "calculation_qt.replay", "--game", "strategy", "--classic",
                             "--deal", "2", "--moves-file", str(path)], capture_output=True, text=True)
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout)["status"] == "won"
    # the classic option belongs to Strategy, with eight piles
    bad = subprocess.run([sys.executable, "-m", "calculation_qt.solve", "--game", "sir-tommy", "--classic",
                          "--deal", "2"], capture_output=True, text=True)
    assert bad.returncode == 2 and "classic" in bad.stderr


def test_a_lost_position_is_proved_lost():
    # 2S under 3S on one pile can never be played off
    state = late_position(CLASSIC, 3, stock_left=30, seed=1)
    result = solve(state, max_nodes=100_000)
    assert result.verdict in (WON, LOST)
