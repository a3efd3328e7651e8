"""python -m calculation_qt.solve and python -m calculation_qt.bench solver."""

import json
import subprocess
import sys

import pytest

from calculation_qt.engine import GameState, Variant, deal_deck, parse_moves
from calculation_qt.solve import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "calculation_qt.solve", *args], capture_output=True, text=True)


def test_json_output_and_the_line_wins(capsys):
    assert main(["--deal", "1", "--game", "calculation", "--budget-seconds", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"verdict", "moves", "nodes", "seconds"}
    assert out["verdict"] == "won"
    state = GameState.new(Variant("calculation"), deal_deck(1))
    for move in parse_moves(out["moves"]):
        state = state.apply(move)
    assert state.is_won


def test_moves_continue_from_the_given_position(capsys):
    first = ["s>w1", "s>w1"]
    assert main(["--deal", "1", "--game", "calculation", "--moves", " ".join(first), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    state = GameState.new(Variant("calculation"), deal_deck(1))
    for move in parse_moves(first):
        state = state.apply(move)
    if out["verdict"] == "won":
        for move in parse_moves(out["moves"]):
            state = state.apply(move)
        assert state.is_won
    else:
        assert out["moves"] is None


def test_unknown_still_exits_0(capsys):
    assert main(["--deal", "11", "--game", "calculation", "--max-nodes", "5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "unknown"


def test_readable_summary(capsys):
    assert main(["--deal", "1", "--game", "calculation"]) == 0
    assert "Winnable" in capsys.readouterr().out


def test_unusable_input_exits_2_with_the_reason():
    bad = run("--deck", "AS KS", "--game", "calculation")
    assert bad.returncode == 2 and "52 cards" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation", "--moves", "w1>f1")
    assert bad.returncode == 2 and "illegal" in bad.stderr
    bad = run("--deal", "1", "--game", "sir-tommy", "--no-bases")
    assert bad.returncode == 2
    bad = run("--deal", "1", "--game", "calculation", "--budget-seconds", "0")
    assert bad.returncode == 2


def test_bench_solver_json():
    out = subprocess.run([sys.executable, "-m", "calculation_qt.bench", "solver", "--deals", "2", "--game",
                          "strategy", "--budget-seconds", "1", "--json"], capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert set(data) == {"deals", "won", "lost", "unknown", "median_seconds", "p95_seconds", "nodes_per_second", "core"}
    assert data["deals"] == 2 and data["won"] + data["lost"] + data["unknown"] == 2


def test_daily_deal_is_a_candidate_and_winnable():
    import datetime

    from calculation_qt.engine import daily_deal_numbers
    from calculation_qt.solver import daily_deal, solve

    variant = Variant("calculation")
    date = datetime.date(2026, 11, 30)
    n = daily_deal(date, variant)
    candidates = daily_deal_numbers(date, variant.variant_id)
    assert n in [next(candidates) for _ in range(200)]
    assert daily_deal(date, variant) == n  # the same for everyone
    assert solve(GameState.new(variant, deal_deck(n)), max_seconds=10).verdict == "won"


@pytest.mark.parametrize("budget", ["inf", "1e309", "nan", "-inf", "0", "-1", "soon"])
def test_a_budget_bench_refuses_is_refused_alike(budget, capsys):
    """The solve tool takes the same seconds as bench solver: positive and finite."""
    from calculation_qt.bench.__main__ import main as bench_main

    outcomes = []
    for tool, argv in ((main, ["--deal", "1"]), (bench_main, ["solver", "--deals", "1"])):
        with pytest.raises(SystemExit) as exit_info:
            tool([*argv, f"--budget-seconds={budget}"])
        outcomes.append((exit_info.value.code, capsys.readouterr().err.splitlines()[-1].split(": ", 1)[1]))
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0] == 2 and "is not a positive number of seconds" in outcomes[0][1]
