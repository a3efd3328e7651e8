import json
import subprocess
import sys

import pytest

from calculation_qt import replay
from calculation_qt.engine import Variant, format_deck

from .helpers import winning_deck, winning_moves


def run(args, capsys):
    with pytest.raises(SystemExit) as exit_info:
        replay.run_tool(lambda: replay.main(args))
    out, err = capsys.readouterr()
    return exit_info.value.code, out, err


def test_in_progress(capsys):
    code, out, _ = run(["--deal", "1", "--game", "calculation", "--moves", "s>w1 s>w2"], capsys)
    data = json.loads(out)
    assert code == 0
    assert data == {
        "status": "in_progress", "index": None, "message": data["message"],
        "foundations": [["AD"], ["2H"], ["3S"], ["4D"]], "stock_left": 46,
    }


def test_illegal_reports_first_bad_index(capsys):
    code, out, _ = run(["--deal", "1", "--game", "calculation", "--moves", "s>w1 s>w2 s>f1 s>w1"], capsys)
    data = json.loads(out)
    assert code == 0 and data["status"] == "illegal" and data["index"] == 2
    assert "wants a Two" in data["message"] and data["stock_left"] == 46


@pytest.mark.parametrize("variant", [Variant(), Variant("sir-tommy", 3), Variant("strategy"),
                                     Variant(no_bases=True)], ids=lambda v: v.key)
def test_won(capsys, variant):
    deck, _ = winning_deck(variant)
    args = ["--deck", format_deck(deck), "--game", variant.game, "--waste-piles", str(variant.waste_piles),
            "--moves", " ".join(winning_moves(variant))]
    if variant.no_bases:
        args.append("--no-bases")
    code, out, _ = run(args, capsys)
    data = json.loads(out)
    assert code == 0 and data["status"] == "won" and data["stock_left"] == 0
    assert all(len(p) == 13 for p in data["foundations"])


def test_blocked_and_moves_file(capsys, tmp_path):
    path = tmp_path / "moves.json"
    path.write_text(json.dumps(["s>w1"] * 48))
    code, out, _ = run(["--deal", "1", "--game", "calculation", "--moves-file", str(path)], capsys)
    data = json.loads(out)
    assert code == 0 and data["stock_left"] == 0
    assert data["status"] in ("blocked", "in_progress")
    # a game record works as a moves file: its moves in effect
    path.write_text(json.dumps({"moves": ["s>w1", "s>w2", "s>w3"], "position": 2}))
    code, out, _ = run(["--deal", "1", "--game", "calculation", "--moves-file", str(path)], capsys)
    assert json.loads(out)["stock_left"] == 46


@pytest.mark.parametrize(
    "args,needle",
    [
        (["--deal", "x", "--game", "calculation"], "--deal"),
        (["--deck", "AS KS", "--game", "calculation"], "52 cards"),
        (["--deal", "1", "--game", "calculation", "--moves", "s>f1 boom"], "move 2 'boom'"),
        (["--deal", "1", "--game", "sir-tommy", "--no-bases"], "no_bases"),
        (["--deal", "1", "--game", "calculation", "--moves-file", "/nonexistent/x.json"], "cannot read"),
    ],
)
def test_unusable_input_exits_2(capsys, args, needle):
    code, out, err = run(args, capsys)
    assert code == 2 and out == "" and needle in err


def test_module_entry_point():
    proc = subprocess.run(
        [sys.executable, "-m", "calculation_qt.replay", "--deal", "2026", "--game", "strategy", "--moves", "s>w1"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["stock_left"] == 51
    proc = subprocess.run([sys.executable, "-m", "calculation_qt.replay", "--game", "calculation"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stderr


@pytest.mark.parametrize(
    "content,needle",
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"moves": ' + "[" * 50_000 + "]" * 50_000 + "}", "nested too deeply"),
        (json.dumps({"moves": ["s>w1", "s>w2"], "position": -5}), "'position' must be a whole number from 0 to 2"),
        (json.dumps({"moves": ["s>w1", "s>w2"], "position": True}), "not true"),
        (json.dumps({"moves": ["s>w1", "s>w2"], "position": 3}), "not 3"),
        (json.dumps({"moves": ["s>w1"], "position": 1.5}), "not 1.5"),
        (json.dumps({"moves": "s>w1", "position": 1}), "'moves' must be a list"),
    ],
)
def test_an_unusable_moves_file_exits_2_with_a_reason(capsys, tmp_path, content, needle):
    path = tmp_path / "moves.json"
    path.write_text(content)
    code, out, err = run(["--deal", "1", "--game", "calculation", "--moves-file", str(path)], capsys)
    assert code == 2 and out == "" and needle in err and "Traceback" not in err


def test_a_huge_deal_number_is_shortened_in_the_error_line(capsys):
    digits = "7" * 100_000
    code, out, err = run(["--deal", digits, "--game", "calculation"], capsys)
    assert code == 2 and out == ""
    assert "100,000 characters" in err and len(err) < 300
    assert err.count("7") < 60
