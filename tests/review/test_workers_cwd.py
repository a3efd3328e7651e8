"""The review's worker processes never import a module from the current folder: a
``fcntl.py`` lying in the folder the review (or the window) was started from never runs."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

# a module named like one the standard library has; it leaves a mark when it runs
PLANTED = """
import os
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ran-%d" % os.getpid()), "w").close()
raise ImportError("a planted module")
"""
NEEDS_SAFE_PATH = pytest.mark.skipif(sys.version_info < (3, 11), reason="3.10 reviews in one process")


def _planted(folder: Path) -> Path:
    folder.mkdir()
    for name in ("fcntl.py", "socket.py", "selectors.py"):
        (folder / name).write_text(PLANTED)
    return folder


@NEEDS_SAFE_PATH
def test_the_review_command_from_a_folder_with_a_planted_module(tmp_path):
    tool = Path(sys.executable).parent / "calculation-qt-review"
    if not tool.exists():
        pytest.skip("the console script is not installed beside this interpreter")
    folder = _planted(tmp_path / "cwd")  # (the parent's own path has no current folder: a console script)
    done = subprocess.run([str(tool), "--deal", "1", "--moves", "s>w1", "--jobs", "2"], cwd=folder,
                          capture_output=True, text=True, timeout=300, env=dict(os.environ))
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith("ran-")) == []


@NEEDS_SAFE_PATH
def test_the_window_s_review_workers_from_a_folder_with_a_planted_module(tmp_path, monkeypatch):
    """judge_all in two processes, as Game > Review game runs it (review_actions.JOBS)."""
    from calculation_qt.engine import GameState, Variant, deal_deck
    from calculation_qt.review import review_game

    folder = _planted(tmp_path / "cwd")
    monkeypatch.chdir(folder)
    monkeypatch.setenv("PYTHONSAFEPATH", "")  # (restored after the test, whatever the review set)
    variant, deck = Variant(), deal_deck(1)
    state = GameState.new(variant, deck)
    moves = state.legal_moves()[:1]
    review = review_game(variant, deck, moves, samples=20, budget_seconds=2.0, jobs=2)
    assert review is not None
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith("ran-")) == []
    assert os.environ.get("PYTHONSAFEPATH") == ""  # the program's own environment is as it was
