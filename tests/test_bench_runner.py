"""The benchmarks' runner: the same JSON in this process, a process pool and a dask
LocalCluster, and a run resumed from its output file."""

import json
import subprocess
import sys

import pytest

from calculation_qt.bench.__main__ import main
from calculation_qt.cli_common import UsageError

VERDICTS = ("deals", "won", "lost", "unknown")


def bench(capsys, *args) -> dict:
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def refused(*args) -> str:
    """The reason a run is refused (the tool prints it and exits with 2)."""
    with pytest.raises(UsageError) as caught:
        main(list(args))
    return str(caught.value)


def test_rating_bench_resumes_from_its_output_file(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    whole = bench(capsys, "rating", "--deals", "12", "--json")
    part = bench(capsys, "rating", "--deals", "5", "--json", "--out", str(out))
    assert part["games"] == 5
    lines = out.read_text().splitlines()
    assert len(lines) == 6 and json.loads(lines[0])["bench"] == "rating"
    out.write_text("\n".join(lines) + '\n{"deal": 6, "wo')  # a kill in the middle of a line
    resumed = bench(capsys, "rating", "--deals", "12", "--json", "--out", str(out))
    rows = [json.loads(line) for line in out.read_text().splitlines()[1:]]
    assert sorted(r["deal"] for r in rows) == list(range(1, 13))
    for key in ("games", "wins", "win_rate", "ci95"):
        assert resumed[key] == whole[key]
    # the deals already in the file are read back, not played again: a row changed by
    # hand changes the summary
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    rows[1]["won"] = not rows[1]["won"]
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    again = bench(capsys, "rating", "--deals", "12", "--json", "--out", str(out))
    assert abs(again["wins"] - whole["wins"]) == 1


def test_an_output_file_of_other_parameters_is_refused(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    bench(capsys, "solver", "--deals", "2", "--json", "--out", str(out))
    before = out.read_text()
    assert "another run" in refused("solver", "--deals", "2", "--json", "--game", "sir-tommy", "--out", str(out))
    assert out.read_text() == before  # nothing lost


@pytest.mark.parametrize("args, words", [
    (["--dask", "local", "--jobs", "2"], "exclude each other"),
    (["--dask", " "], "needs an address"),
    (["--jobs", "0"], "at least 1"),
])
def test_bad_run_arguments_are_refused(args, words):
    assert words in refused("solver", "--deals", "2", *args)


def test_a_folder_as_output_file_is_refused(tmp_path):
    assert "not a regular file" in refused("rating", "--deals", "2", "--out", str(tmp_path))


def test_a_write_refused_midway_ends_the_run_with_a_reason(tmp_path, monkeypatch):
    """A full disk after the first rows: exit 2 with the system's reason, the rows
    written so far kept for a resumed run (no traceback)."""
    import errno

    from calculation_qt.bench import runner

    out = tmp_path / "run.jsonl"
    lines_allowed = [3]  # the header and two deals, then the disk is full
    real_write = runner.Record._write

    class FullDisk:
        def write(self, *_text):
            raise OSError(errno.ENOSPC, "No space left on device")

        flush = close = write

    def write(self, row):
        if lines_allowed[0] == 0 and not isinstance(self._file, FullDisk):
            self._file.close()
            self._file = FullDisk()
        lines_allowed[0] -= 1
        real_write(self, row)

    monkeypatch.setattr(runner.Record, "_write", write)
    assert "cannot be written: No space left on device" in refused("rating", "--deals", "6", "--out", str(out))
    assert len(out.read_text().splitlines()) == 3


@pytest.mark.slow
def test_a_survey_on_a_local_dask_cluster_matches_one_job():
    pytest.importorskip("distributed", reason="dask.distributed is not installed (the cluster extra: pip install .[cluster])")

    def run(*extra):
        done = subprocess.run([sys.executable, "-m", "calculation_qt.bench", "solver", "--deals", "6", "--game",
                               "sir-tommy", "--cpu-time", "--json", *extra],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    local, cluster = run("--jobs", "1"), run("--dask", "local")
    assert {k: local[k] for k in VERDICTS} == {k: cluster[k] for k in VERDICTS}
    rating = [json.loads(subprocess.run(
        [sys.executable, "-m", "calculation_qt.bench", "rating", "--deals", "8", "--player", "quick", "--samples",
         "16", "--json", *extra], capture_output=True, text=True, timeout=300, check=True).stdout)
        for extra in (["--jobs", "1"], ["--dask", "local"])]
    assert rating[0]["wins"] == rating[1]["wins"] and rating[0]["games"] == rating[1]["games"] == 8


def test_a_deck_that_is_not_installed_is_named_as_such():
    """Not "no SVG card deck is installed", which is untrue with decks installed."""
    assert "no card deck of that id is installed" in refused("decks", "--deck", "nosuch")
