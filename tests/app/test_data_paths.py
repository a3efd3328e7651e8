"""Where the files live: settings in the XDG config home, the saved game and its lock in
the state home, statistics in the data home; files an earlier version kept in the data
folder are moved over once, nothing lost; CALCULATION_QT_HOME still holds everything."""

import json
import os

import pytest

from calculation_qt import xdg
from calculation_qt.app.storage import files, paths, settings, upgrade


@pytest.fixture
def xdg_homes(tmp_path, monkeypatch):
    """No CALCULATION_QT_HOME; the three XDG homes in tmp_path; returns them by kind."""
    monkeypatch.delenv(paths.ENV_VAR, raising=False)
    upgrade.reset()
    homes = {kind: tmp_path / kind.lower() for kind in (paths.CONFIG, paths.STATE, paths.DATA)}
    for kind, folder in homes.items():
        monkeypatch.setenv(kind, str(folder))
    yield {kind: folder / "calculation-qt" for kind, folder in homes.items()}
    upgrade.reset()
    files.reset()  # (what the move said stays out of the next test)


def test_each_file_goes_to_its_xdg_home(xdg_homes):
    assert paths.data_file("settings.json") == xdg_homes[paths.CONFIG] / "settings.json"
    assert paths.data_file("game.json") == xdg_homes[paths.STATE] / "game.json"
    assert paths.data_file("game.lock") == xdg_homes[paths.STATE] / "game.lock"
    assert paths.data_file("statistics.json") == xdg_homes[paths.DATA] / "statistics.json"
    assert all(folder.is_dir() for folder in xdg_homes.values())


def test_relative_or_empty_xdg_values_are_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", "relative/config")
    monkeypatch.setenv("XDG_STATE_HOME", "")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert xdg.home("XDG_CONFIG_HOME") == tmp_path / ".config"
    assert xdg.home("XDG_STATE_HOME") == tmp_path / ".local" / "state"
    assert xdg.home("XDG_DATA_HOME") == tmp_path / ".local" / "share"
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": "rel", "XDG_DATA_DIRS": "rel2:/usr/share:/usr/share"}
    assert xdg.data_dirs(env) == [tmp_path / ".local" / "share", xdg.Path("/usr/share")]


def test_files_of_the_old_single_folder_move_over_once(xdg_homes):
    old = xdg_homes[paths.DATA]
    old.mkdir(parents=True)
    (old / "settings.json").write_text(json.dumps({"version": 1, "language": "de"}))
    (old / "game.json").write_text('{"the saved": "game"}')
    (old / "statistics.json").write_text('{"the": "figures"}')
    assert settings.Settings.load().language == "de"  # read from where it moved
    assert (xdg_homes[paths.CONFIG] / "settings.json").is_file() and not (old / "settings.json").exists()
    assert paths.data_file("game.json").read_text() == '{"the saved": "game"}'
    assert not (old / "game.json").exists()
    assert (old / "statistics.json").read_text() == '{"the": "figures"}'  # the data folder is still its home


def test_a_file_already_in_its_new_folder_is_never_lost(xdg_homes):
    old, new = xdg_homes[paths.DATA], xdg_homes[paths.STATE]
    old.mkdir(parents=True)
    new.mkdir(parents=True)
    (old / "game.json").write_text("old")
    os.utime(old / "game.json", (1, 1))  # saved before the new folder's (tests/app/test_upgrade.py: the rest)
    (new / "game.json").write_text("new")
    assert paths.data_file("game.json").read_text() == "new"
    [kept] = new.glob("game.json.replaced-*")
    assert kept.read_text() == "old" and not (old / "game.json").exists()  # kept beside it: nothing lost
    assert [kept.name in m for m in files.take_problems()] == [True]  # and said


def test_calculation_qt_home_holds_every_file(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV_VAR, str(tmp_path / "one"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    for name in ("settings.json", "game.json", "game.lock", "statistics.json"):
        assert paths.data_file(name) == tmp_path / "one" / name
    assert not (tmp_path / "config").exists()


def test_every_folder_made_is_the_players_alone(xdg_homes, tmp_path):
    """The config, state and data folders, and each folder made on the way to them, are
    0700; a folder that exists already keeps its mode."""
    import os
    import stat

    (tmp_path / "xdg_config_home").mkdir(mode=0o755)
    os.chmod(tmp_path / "xdg_config_home", 0o755)  # (the player's own: left as it is)
    for name in ("settings.json", "game.json", "statistics.json"):
        paths.data_file(name)
    made = [*xdg_homes.values(), tmp_path / "xdg_state_home", tmp_path / "xdg_data_home"]
    assert {str(p): oct(stat.S_IMODE(p.stat().st_mode)) for p in made} == {str(p): "0o700" for p in made}
    assert stat.S_IMODE((tmp_path / "xdg_config_home").stat().st_mode) == 0o755


def test_the_one_folder_of_calculation_qt_home_is_made_private(tmp_path, monkeypatch):
    import stat

    home = tmp_path / "new" / "home"
    monkeypatch.setenv(paths.ENV_VAR, str(home))
    paths.data_file("statistics.json")
    assert stat.S_IMODE(home.stat().st_mode) == stat.S_IMODE((tmp_path / "new").stat().st_mode) == 0o700
