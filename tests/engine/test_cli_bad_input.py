"""Bad input to the command-line tools: exit 2 with one short line, never a hang or a traceback."""

import json
import os
import subprocess
import sys

import pytest

from calculation_qt import replay
from calculation_qt.bench.__main__ import main as bench_main
from calculation_qt.engine import Game, Variant, deal_deck, record
from calculation_qt.review.__main__ import main as review_main


def run(main, args, capsys):
    with pytest.raises(SystemExit) as exit_info:
        replay.run_tool(lambda: main(args))
    out, err = capsys.readouterr()
    return exit_info.value.code, out, err


BENCH_BAD = [
    ["engine", "--games", "-5"], ["engine", "--games", "nan"], ["engine", "--games", "0"],
    ["engine", "--first", "18446744073709551616"], ["engine", "--first", "-1"],
    ["engine", "--first", "18446744073709551615", "--games", "2"],
    ["rating", "--deals", "0"], ["rating", "--deals", "-3"], ["rating", "--deals", "2", "--seconds", "nan"],
    ["rating", "--deals", "2", "--seconds", "-1"], ["rating", "--deals", "2", "--seconds", "inf"],
    ["rating", "--deals", "2", "--samples", "0"], ["rating", "--deals", "2", "--jobs", "0"],
    ["rating", "--deals", "2", "--first", "-1"],
    ["solver", "--budget-seconds", "inf"], ["solver", "--budget-seconds", "-2"],
    ["solver", "--per-try-seconds", "nan"], ["solver", "--deals", "-1"], ["solver", "--jobs", "-4"],
    ["solver", "--first", "18446744073709551616"],
    ["ui", "--runs", "0"], ["ui", "--steps", "0"], ["ui", "--runs", "-1"],
    ["storage", "--saves", "-1"], ["storage", "--loads", "0"],
    ["core", "--games", "0"], ["core", "--deals", "-2"], ["core", "--first", "-1"],
    ["engine", "--games", "1e400"], ["engine", "--games", "9" * 100_000],
]


@pytest.mark.parametrize("args", BENCH_BAD, ids=lambda a: " ".join(x[:20] for x in a))
def test_bench_refuses_a_bad_value_in_one_short_line(args, capsys):
    code, out, err = run(bench_main, args, capsys)
    reason = err.strip().splitlines()[-1]
    assert code == 2 and out == "" and "Traceback" not in err
    assert len(reason) < 200 and any(a in reason for a in args if a.startswith("--"))


def test_a_long_refused_argument_is_echoed_as_a_short_prefix(capsys):
    code, out, err = run(replay.main, ["--deal", "1", "--game", "calculation", "--moves", "x" * 100_000], capsys)
    assert code == 2 and out == "" and len(err) < 300 and err.count("x") < 60


@pytest.fixture
def fifo(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = tmp_path / "moves.fifo"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("tool", ["replay", "review"])
def test_a_named_pipe_as_moves_file_is_refused_at_once(tool, fifo):
    # a real process: the old tools blocked for ever opening the pipe
    done = subprocess.run([sys.executable, "-m", f"calculation_qt.{tool}", "--deal", "1", "--game", "calculation",
                           "--moves-file", str(fifo)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "named pipe" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("main", [replay.main, review_main], ids=["replay", "review"])
def test_an_empty_moves_file_name_is_an_error(main, capsys):
    code, out, err = run(main, ["--deal", "1", "--game", "calculation", "--moves-file", ""], capsys)
    assert code == 2 and out == "" and "--moves-file names no file" in err


def _saved_game(tmp_path, variant: Variant, deal: int):
    game = Game(variant, deal_deck(deal), deal)
    game.apply(game.state.legal_moves()[0])
    path = tmp_path / "game.json"
    record.save_file(path, game)
    return path


@pytest.mark.parametrize("args,needle", [
    (["--deal", "2", "--game", "calculation"], "is a game of deal 1"),
    (["--deal", "1", "--game", "strategy"], "is a game of calculation-4, not of strategy-4"),
    (["--deal", "1", "--game", "calculation", "--waste-piles", "3"], "not of calculation-3"),
    (["--deck", " ".join(c.code for c in deal_deck(5)), "--game", "calculation"], "is a game of deal 1"),
])
def test_a_saved_game_of_another_deal_or_variant_is_refused(tmp_path, capsys, args, needle):
    path = _saved_game(tmp_path, Variant(), 1)
    code, out, err = run(replay.main, [*args, "--moves-file", str(path)], capsys)
    assert code == 2 and out == "" and needle in err


def test_a_saved_game_of_the_same_deal_and_variant_replays(tmp_path, capsys):
    path = _saved_game(tmp_path, Variant("strategy"), 7)
    code, out, _ = run(replay.main, ["--deal", "7", "--game", "strategy", "--moves-file", str(path)], capsys)
    assert code == 0 and json.loads(out)["stock_left"] == 51
