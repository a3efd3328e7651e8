"""Something other than a regular file in a data file's place (fault injection): a
named pipe never blocks the start, and a folder or pipe is moved aside like a damaged
file, so that saving goes on, and every message says what really happened."""

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from calculation_qt.app.storage import files, saved_game, settings, stats

from .persist_helpers import close_window, home, make_window, play_first_moves, play_to_block, shown

ROOT = Path(__file__).resolve().parents[2]
FILES = [settings.FILE_NAME, stats.FILE_NAME, saved_game.GAME_FILE]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def in_time(call, seconds=10.0):
    """``call()``'s result, or a failure if it has not returned within ``seconds``
    (it runs in a daemon thread, so that a blocked read fails the test, not the run)."""
    box = []
    thread = threading.Thread(target=lambda: box.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert box, f"{call} blocked"
    return box[0]


@needs_fifo
@pytest.mark.parametrize("name", FILES)
def test_a_named_pipe_is_not_read_and_is_moved_aside(name):
    os.mkfifo(home() / name)
    result = in_time(lambda: files.load_json(name, lambda data: data, lambda: "defaults", "settings"))
    assert result == "defaults"
    message = files.take_problems()[0]
    assert f"{home() / name} is a named pipe, not a file" in message and "was kept as" in message
    assert not (home() / name).exists() and len(list(home().glob(f"{name}.corrupt-*"))) == 1
    assert in_time(lambda: files.reread_json(name, lambda d: d, "settings")) == (None, False)  # missing now


@needs_fifo
def test_a_named_pipe_in_a_file_s_place_is_replaced_by_the_next_save():
    os.mkfifo(home() / stats.FILE_NAME)
    in_time(lambda: files.save_json(stats.FILE_NAME, {"a": 1}, "statistics"))
    assert json.loads((home() / stats.FILE_NAME).read_text())["a"] == 1
    message = files.take_problems()[0]
    assert "was a named pipe, not a file. What was there was moved aside" in message


@needs_fifo
def test_a_named_pipe_met_when_the_statistics_are_read_again_is_moved_aside_and_said():
    os.mkfifo(home() / stats.FILE_NAME)
    assert in_time(lambda: files.reread_json(stats.FILE_NAME, lambda d: d, "statistics")) == (None, True)
    message = files.take_problems()[0]
    assert "changed while Calculation was running" in message and "is a named pipe, not a file" in message
    assert len(list(home().glob(f"{stats.FILE_NAME}.corrupt-*"))) == 1


@needs_fifo
def test_the_program_starts_with_pipes_in_place_of_every_data_file(tmp_path):
    folder = tmp_path / "home"
    folder.mkdir()
    for name in FILES:
        os.mkfifo(folder / name)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CALCULATION_QT_HOME=str(folder))
    done = subprocess.run([sys.executable, "-m", "tests.app.play_driver", "2,quit"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)  # a blocked start fails here
    assert done.returncode == 0, done.stderr[-2000:]
    assert len(json.loads((folder / saved_game.GAME_FILE).read_text())["moves"]) == 2  # saved anew
    assert sorted(p.name.split(".corrupt-")[0] for p in folder.glob("*.corrupt-*")) == sorted(FILES)


@pytest.mark.parametrize("name", [saved_game.GAME_FILE, stats.FILE_NAME])
def test_a_folder_in_place_of_a_file_is_moved_aside_and_saving_goes_on(qtbot, name):
    (home() / name).mkdir()
    (home() / name / "something").write_text("kept")
    window, p = make_window(qtbot)
    messages = shown(p)
    assert len(messages) == 1 and "is a folder, not a file" in messages[0] and "was kept as" in messages[0]
    assert "What was saved before is kept" not in messages[0]
    play_first_moves(window.controller, 2)
    play_to_block(window.controller)
    assert (home() / saved_game.GAME_FILE).is_file() and (home() / stats.FILE_NAME).is_file()
    assert json.loads((home() / stats.FILE_NAME).read_text())["variants"]["calculation-4"]["played"] == 1
    kept = next(home().glob(f"{name}.corrupt-*"))
    assert (kept / "something").read_text() == "kept"  # nothing of it is lost
    assert p.save_failures == 0
    close_window(window)


def test_a_folder_that_appears_between_saves_is_moved_aside_and_said_truly(qtbot):
    window, p = make_window(qtbot)
    play_first_moves(window.controller, 1)
    (home() / saved_game.GAME_FILE).unlink()
    (home() / saved_game.GAME_FILE).mkdir()
    play_first_moves(window.controller, 1)
    assert len(json.loads((home() / saved_game.GAME_FILE).read_text())["moves"]) == 2
    said = [m for m in shown(p) if "was a folder, not a file. What was there was moved aside" in m]
    assert len(said) == 1 and p.save_failures == 0
    close_window(window)
