"""Upgrading from Calculation 0.1.0's single data folder loses nothing: its files move
over, not while 0.1.0 still runs on them (its lock held by a real process), and where
both places hold a saved game or settings the one that holds more wins, the other is
kept beside it and the player is told.  The files are laid out as 0.1.0 left them:
``settings.json``, ``game.json``, ``statistics.json`` and ``game.lock`` together in
``$XDG_DATA_HOME/calculation-qt``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from calculation_qt.app.storage import files, game_lock, paths, saved_game, upgrade
from calculation_qt.app.storage.settings import Settings
from calculation_qt.engine import Game, Variant

from .persist_helpers import close_window, make_window, shown

# 0.1.0 held its lock as this does: a QLockFile (with its OS lock) on game.lock
HOLDER = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
print("held", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def homes(tmp_path, monkeypatch):
    """No CALCULATION_QT_HOME; the XDG homes in tmp_path; returns (old folder, config, state)."""
    monkeypatch.delenv(paths.ENV_VAR, raising=False)
    for kind in (paths.CONFIG, paths.STATE, paths.DATA):
        monkeypatch.setenv(kind, str(tmp_path / kind.lower()))
    upgrade.reset()
    files.reset()
    yield tuple(tmp_path / kind.lower() / "calculation-qt" for kind in (paths.DATA, paths.CONFIG, paths.STATE))
    game_lock.release_game_file()
    upgrade.reset()
    files.reset()


def game_file(moves: int, deal: int = 5, session: str = "a" * 32, seconds: float = 10.0) -> str:
    """A game.json as 0.1.0 and this version write it: deal ``deal`` with ``moves`` moves played."""
    game = Game.from_deal(Variant(), deal)
    for _ in range(moves):
        game.apply(game.state.legal_moves()[0])
    game.add_time(seconds)
    return json.dumps(saved_game.game_to_dict(game, saved_game.Session(session)))


def write(path: Path, text: str, mtime: int | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def replaced(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.replaced-*"))


def told() -> list[files.Words]:
    return [m for m in files.take_problems() if getattr(m, "context", "") == upgrade.CONTEXT]


def test_the_old_folder_s_files_move_over_and_the_statistics_stay(homes):
    old, config, state = homes
    write(old / "settings.json", json.dumps({"version": 1, "language": "de"}))
    write(old / "game.json", game_file(3))
    write(old / "statistics.json", '{"the": "figures"}')
    write(old / "game.lock", "")  # left behind by a 0.1.0 that crashed: nobody holds it
    assert Settings.load().language == "de"
    loaded = saved_game.load_saved_game()
    assert loaded is not None and loaded[0].move_count == 3
    assert (config / "settings.json").is_file() and (state / "game.json").is_file()
    assert not (old / "settings.json").exists() and not (old / "game.json").exists()
    assert (old / "statistics.json").read_text() == '{"the": "figures"}'
    assert told() == []  # a plain move is nothing to tell


def test_nothing_moves_while_an_older_version_runs_on_its_files(homes):
    old, config, state = homes
    write(old / "settings.json", json.dumps({"version": 1, "language": "fr"}))
    write(old / "game.json", game_file(4))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(old / "game.lock")], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert paths.data_file("game.json") == old / "game.json"
        assert paths.data_file("settings.json") == old / "settings.json"
        assert paths.data_file("game.lock") == old / "game.lock"
        assert Settings.load().language == "fr"
        assert saved_game.load_saved_game()[0].move_count == 4  # the same game, shown beside it
        assert not game_lock.claim_game_file()  # so this window does not save it: a second window
        assert not (config / "settings.json").exists() and not (state / "game.json").exists()
        messages = told()
        assert [m.source for m in messages] == [upgrade.OLDER_RUNNING] and str(old) in messages[0]
    finally:
        holder.stdin.close()
        holder.wait()
    upgrade.reset()  # the next start, the older version closed: they move now
    assert paths.data_file("game.json") == state / "game.json" and (state / "game.json").is_file()
    assert not (old / "game.json").exists()


@pytest.mark.parametrize(("old_moves", "new_moves", "old_wins"), [(9, 4, True), (4, 9, False)])
def test_of_the_same_game_the_copy_further_on_wins_whichever_was_saved_last(homes, old_moves, new_moves, old_wins):
    old, _, state = homes
    # the copy further on was saved FIRST: what the files hold decides, not their time
    write(old / "game.json", game_file(old_moves), mtime=1_000_000 if old_wins else 2_000_000)
    write(state / "game.json", game_file(new_moves), mtime=2_000_000 if old_wins else 1_000_000)
    game, _ = saved_game.load_saved_game()
    assert game.move_count == max(old_moves, new_moves)
    assert not (old / "game.json").exists()
    kept = replaced(state, "game.json")
    assert len(kept) == 1 and saved_game.game_from_dict(json.loads(kept[0].read_text()))[0].move_count == min(
        old_moves, new_moves)
    [message] = told()
    assert message.source == (upgrade.GAME_OLD_FURTHER if old_wins else upgrade.GAME_NEW_FURTHER)
    assert kept[0].name in message and str(state) in message and str(old) in message


@pytest.mark.parametrize("old_later", [True, False])
def test_of_two_different_games_the_one_saved_last_wins(homes, old_later):
    old, _, state = homes
    write(old / "game.json", game_file(2, deal=7, session="b" * 32), mtime=2_000_000 if old_later else 1_000_000)
    write(state / "game.json", game_file(6, deal=8, session="c" * 32), mtime=1_000_000 if old_later else 2_000_000)
    game, session = saved_game.load_saved_game()
    assert game.deal == (7 if old_later else 8)
    [kept] = replaced(state, "game.json")
    assert json.loads(kept.read_text())["deal"] == (8 if old_later else 7)
    [message] = told()
    assert message.source == (upgrade.GAME_OLD_LATER if old_later else upgrade.GAME_NEW_LATER)


@pytest.mark.parametrize("old_later", [True, False])
def test_of_two_settings_files_the_one_saved_last_wins(homes, old_later):
    old, config, _ = homes
    write(old / "settings.json", json.dumps({"version": 1, "language": "ru"}), mtime=2_000_000 if old_later else 1)
    write(config / "settings.json", json.dumps({"version": 1, "language": "pl"}), mtime=1 if old_later else 2_000_000)
    assert Settings.load().language == ("ru" if old_later else "pl")
    [kept] = replaced(config, "settings.json")
    assert json.loads(kept.read_text())["language"] == ("pl" if old_later else "ru")
    [message] = told()
    assert message.source == (upgrade.SETTINGS_OLD_LATER if old_later else upgrade.SETTINGS_NEW_LATER)
    assert not (old / "settings.json").exists()


def test_the_same_file_in_both_places_is_one(homes):
    old, config, _ = homes
    text = json.dumps({"version": 1, "language": "it"})
    write(old / "settings.json", text)
    write(config / "settings.json", text)
    assert Settings.load().language == "it"
    assert not (old / "settings.json").exists() and replaced(config, "settings.json") == []
    assert told() == []


def test_the_window_resumes_the_copy_further_on_and_says_so(homes, qtbot):
    old, _, state = homes
    write(old / "game.json", game_file(8), mtime=1_000_000)
    write(state / "game.json", game_file(3), mtime=2_000_000)
    window, persistence = make_window(qtbot)
    try:
        assert window.controller.game.move_count == 8
        [said] = [m for m in shown(persistence) if "further on" in m]
        assert replaced(state, "game.json")[0].name in said
    finally:
        close_window(window)


def test_every_upgrade_message_is_in_every_catalogue():
    root = Path(__file__).resolve().parents[2] / "resources" / "translations"
    catalogues = [ts for ts in sorted(root.glob("calculation_*.ts")) if ts.stem != "calculation_en"]
    assert len(catalogues) == 8  # (English, the source language, needs none)
    for ts in catalogues:
        text = ts.read_text(encoding="utf-8")
        for source in {upgrade.OLDER_RUNNING, *upgrade.SAID.values()}:
            escaped = source.replace("'", "&apos;")
            assert escaped in text or source in text, f"{ts.name} lacks {source[:40]!r}"
        assert 'type="unfinished"' not in text.split("<name>Upgrade</name>", 1)[-1].split("</context>", 1)[0]
