"""python -m calculation_qt.review: the JSON contract and unusable input."""

import json
import subprocess
import sys

from calculation_qt.engine import GameState, Variant, deal_deck, parse_move
from calculation_qt.rating import choose_move
from calculation_qt.review.__main__ import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "calculation_qt.review", *args], capture_output=True, text=True)


def _moves(variant, deal, count):
    state = GameState.new(variant, deal_deck(deal))
    moves = []
    for _ in range(count):
        moves.append(choose_move(state))
        state = state.apply(moves[-1])
    return [str(m) for m in moves]


def test_json_contract(capsys, tmp_path):
    moves = _moves(Variant("strategy"), 5, 8)
    path = tmp_path / "moves.json"
    path.write_text(json.dumps(moves))
    assert main(["--deal", "5", "--game", "strategy", "--moves-file", str(path), "--samples", "16", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"moves", "win_chance", "mistakes", "last_winnable"} <= set(out)
    assert out["moves"] == moves
    assert len(out["win_chance"]) == len(moves) + 1
    state = GameState.new(Variant("strategy"), deal_deck(5))
    states = [state]
    for m in moves:
        states.append(states[-1].apply(parse_move(m)))
    for m in out["mistakes"]:
        assert states[m["index"]].is_legal(parse_move(m["better"]))
        assert m["played"] == moves[m["index"]]
    lw = out["last_winnable"]
    assert lw is None or 0 <= lw <= len(moves)


def test_readable_summary(capsys):
    moves = _moves(Variant("strategy"), 5, 4)
    assert main(["--deal", "5", "--game", "strategy", "--moves", " ".join(moves), "--samples", "16"]) == 0
    assert "4 moves" in capsys.readouterr().out


def test_unusable_input_exits_2_with_the_reason(tmp_path):
    bad = run("--deck", "AS KS", "--game", "calculation", "--moves", "")
    assert bad.returncode == 2 and "52 cards" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation", "--moves", "s>w1 w2>f1")
    assert bad.returncode == 2 and "move 2 (w2>f1) is illegal" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation", "--moves", "s>x9")
    assert bad.returncode == 2 and "not a move" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation")
    assert bad.returncode == 2 and "--moves" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation", "--moves", "s>w1", "--samples", "0")
    assert bad.returncode == 2 and "--samples" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation", "--moves", "s>w1", "--budget-seconds", "0")
    assert bad.returncode == 2 and "--budget-seconds" in bad.stderr
    bad = run("--deal", "1", "--game", "calculation", "--moves-file", str(tmp_path / "none.json"))
    assert bad.returncode == 2 and "cannot read" in bad.stderr
    assert run("--deal", "-3", "--game", "calculation", "--moves", "").returncode == 2
