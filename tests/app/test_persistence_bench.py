"""bench storage runs, checks what it measures, and prints its figures."""

import json

import pytest

from calculation_qt.bench.__main__ import main


def test_bench_storage_prints_figures(capsys, tmp_path):
    assert main(["storage", "--saves", "5", "--loads", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game_moves"] > 40 and out["game_file_bytes"] > 0
    assert out["statistics_file_bytes"] > 100_000
    for key in ("save_game", "load_game", "save_statistics", "load_statistics"):
        assert 0 < out[key]["median_ms"] <= out[key]["max_ms"]


def test_bench_storage_refuses_nonsense(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["storage", "--saves", "0"])
    assert exit_info.value.code == 2 and "--saves" in capsys.readouterr().err
