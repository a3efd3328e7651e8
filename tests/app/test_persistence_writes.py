"""A write that fails (a read-only data folder) is reported once in plain words and
loses nothing already saved; once writing works again, everything is written.

The data folder is made read-only with chmod 0o500.  Where that does not stop writes
(the tests run as root in CI, and root ignores folder permissions) the test detects it
and makes the rename of every atomic write fail with "Permission denied" instead
(monkeypatching ``os.replace``), which is the same failure the program sees.  Root
without CAP_DAC_OVERRIDE takes the chmod way, e.g.
``setpriv --bounding-set=-dac_override,-dac_read_search --inh-caps=-dac_override,-dac_read_search python -m pytest ...``."""

import errno
import json
import os

import pytest

from calculation_qt.app.storage import files, saved_game
from calculation_qt.app.storage.stats import Statistics

from .persist_helpers import home, make_window, play_first_moves, shown


@pytest.fixture(autouse=True)
def _clean():
    files.reset()
    yield
    files.reset()


@pytest.fixture
def make_writes_fail():
    """Call it to make writes in the data folder fail; returns how ("chmod" or "os.replace").
    Its own MonkeyPatch: undoing it must not undo the conftest's CALCULATION_QT_HOME."""
    state = {}
    patch = pytest.MonkeyPatch()

    def fail() -> str:
        folder = home()
        os.chmod(folder, 0o500)
        state["folder"] = folder
        probe = folder / ".probe"
        try:
            probe.write_text("x")
        except PermissionError:
            return "chmod"
        probe.unlink()
        os.chmod(folder, 0o700)  # root: permissions do not stop us; fail the rename instead
        real_replace = os.replace

        def refuse(src, dst, *args, **kwargs):
            if os.fspath(dst).startswith(os.fspath(folder)):
                raise PermissionError(errno.EACCES, "Permission denied", os.fspath(dst))
            return real_replace(src, dst, *args, **kwargs)

        patch.setattr(os, "replace", refuse)
        state["patched"] = True
        return "os.replace"

    def restore() -> None:
        if "folder" in state:
            os.chmod(state["folder"], 0o700)
        patch.undo()

    fail.restore = restore
    yield fail
    restore()


def test_failed_writes_are_reported_once_and_lose_nothing(qtbot, make_writes_fail):
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 2)
    c.new_deal(2)  # one abandoned game: the statistics file exists
    play_first_moves(c, 3)
    data_folder = home()
    game_before = (home() / saved_game.GAME_FILE).read_bytes()
    stats_before = (home() / "statistics.json").read_bytes()
    assert shown(p) == []

    how = make_writes_fail()
    print(f"writes made to fail by {how}")  # shown with -s: which of the two ways was used
    play_first_moves(c, 2)  # two failed game saves
    c.new_deal(3)           # a failed statistics save and a failed game save
    play_first_moves(c, 1)
    messages = shown(p)
    game_msgs = [m for m in messages if "Your game could not be saved" in m]
    stats_msgs = [m for m in messages if "statistics could not be saved" in m]
    assert len(game_msgs) == 1 and len(stats_msgs) == 1, (how, messages)
    assert f"This program may not write in {home()}." in game_msgs[0]
    assert "the game saved before is kept" in game_msgs[0]
    assert p.save_failures >= 4
    # nothing already saved was lost or damaged
    assert (home() / saved_game.GAME_FILE).read_bytes() == game_before
    assert (home() / "statistics.json").read_bytes() == stats_before
    assert json.loads(game_before)["position"] == 3
    assert not [f for f in home().iterdir() if f.name.endswith(".tmp")]  # no litter
    # the window is still usable and the figures in memory are right
    assert p.statistics.get("calculation-4").played == 2

    make_writes_fail.restore()
    assert home() == data_folder
    play_first_moves(c, 1)  # writing works again: the current game and figures are written
    c.new_deal(4)
    assert Statistics.load().get("calculation-4").played == 3
    assert json.loads((home() / saved_game.GAME_FILE).read_text())["deal"] == 4


def test_an_unusable_data_folder_is_told_once_and_the_game_plays_on(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CALCULATION_QT_HOME", str(blocker / "data"))  # cannot be made
    window, p = make_window(qtbot)
    c = window.controller
    c.new_deal(1)
    play_first_moves(c, 2)
    c.new_deal(2)
    play_first_moves(c, 1)
    messages = shown(p)
    assert len(messages) == 1, messages
    assert messages[0].startswith(f"The data folder {blocker / 'data'} cannot be used, so your settings")
    assert "The system reported error 20." in messages[0]  # ENOTDIR
    assert p.statistics.get("calculation-4").lost == 1  # counted in memory all the same
    assert blocker.read_text() == "not a folder"
