"""Bringing an older version's files over: the single data folder of Calculation 0.1.0.

Calculation 0.1.0 kept ``settings.json``, ``game.json`` and ``game.lock`` in the data
folder (``$XDG_DATA_HOME/calculation-qt``); since 0.2.0 the settings live in the config
home and the saved game and its lock in the state home (``paths``).  The first time a
process asks for one of those files (``paths.folder_for``):

- While an older version runs on the old folder (its ``game.lock`` is held:
  ``game_lock.holder_is_live``), nothing moves from under it.  For this whole run the
  three files are used where they are, so this window is a second window beside the
  older one: it shows the same game and does not save it (``game_lock`` says so), and
  the player is told the files move at a start while no older version runs.
- Otherwise the settings and the saved game move over.  Where the new folder already
  holds one too (the older version was run again after an upgrade), the one that holds
  more wins: of the same game, the copy further on (more moves, then more time played);
  of two different games, or two settings files, the one saved last.  The other is kept
  beside the winner as ``<name>.replaced-<date>-<time>`` and the player is told which
  won and where the other is.  Two copies with the same bytes are one: the old goes.

Where the files share one folder (``CALCULATION_QT_HOME``, Windows, macOS) nothing
happens.  A move that fails leaves both files where they were, whole, and the next
start tries again.  No Qt here (the lock check asks Qt only where there is no flock).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ...engine.tr_marks import QT_TRANSLATE_NOOP
from . import paths

MOVED = ("settings.json", "game.json")  # what 0.1.0 kept in the data folder and now moves
LOCK_FILE = "game.lock"  # (game_lock.LOCK_FILE: the older version's lock lived beside its game)
OLD_PLACE = (*MOVED, LOCK_FILE)  # used from the old folder while an older version runs

CONTEXT = "Upgrade"
OLDER_RUNNING = QT_TRANSLATE_NOOP(
    "Upgrade", "An older version of Calculation is running with your saved game and settings in {old}, so this "
    "window uses them there too, as a second window beside it. They move to this version's folders at the first "
    "start while no older version runs.")
GAME_OLD_FURTHER = QT_TRANSLATE_NOOP(
    "Upgrade", "Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in "
    "{old}. The older version's copy is further on, so it is your saved game now; the other copy was kept as "
    "{kept} in {folder}.")
GAME_NEW_FURTHER = QT_TRANSLATE_NOOP(
    "Upgrade", "Your game in progress was saved twice: in {folder} and, by an older version of Calculation, in "
    "{old}. This version's copy is further on, so it stays your saved game; the older version's copy was kept as "
    "{kept} in {folder}.")
GAME_OLD_LATER = QT_TRANSLATE_NOOP(
    "Upgrade", "An older version of Calculation saved a game in {old} after this version last saved one in "
    "{folder}, so the older version's game is your saved game now; this version's game was kept as {kept} in "
    "{folder}.")
GAME_NEW_LATER = QT_TRANSLATE_NOOP(
    "Upgrade", "An older version of Calculation left a game in {old}, saved before this version last saved one "
    "in {folder}, so this version's game stays your saved game; the older version's game was kept as {kept} in "
    "{folder}.")
SETTINGS_OLD_LATER = QT_TRANSLATE_NOOP(
    "Upgrade", "An older version of Calculation saved your settings in {old} after this version last saved them "
    "in {folder}, so the older version's settings are used now; this version's settings were kept as {kept} in "
    "{folder}.")
SETTINGS_NEW_LATER = QT_TRANSLATE_NOOP(
    "Upgrade", "An older version of Calculation left settings in {old}, saved before this version last saved "
    "yours in {folder}, so this version's settings stay in use; the older version's settings were kept as {kept} "
    "in {folder}.")
# (file, the old copy wins, the winner is further on) -> what the player is told
SAID = {
    ("game.json", True, True): GAME_OLD_FURTHER, ("game.json", False, True): GAME_NEW_FURTHER,
    ("game.json", True, False): GAME_OLD_LATER, ("game.json", False, False): GAME_NEW_LATER,
    ("settings.json", True, False): SETTINGS_OLD_LATER, ("settings.json", False, False): SETTINGS_NEW_LATER,
}

_older_running: bool | None = None  # decided at this process's first ask, then kept for the run
_looked: set[str] = set()  # the files this process has already brought over (or looked for)


def reset() -> None:
    """Forget what this process decided (tests start clean)."""
    global _older_running
    _older_running = None
    _looked.clear()


def folder_for(name: str, new_folder: Path, create: bool = True) -> Path:
    """The folder ``name`` is used in: its new ``new_folder`` (its file brought over from
    the old folder first), or the old folder for this run while an older version runs."""
    if name not in OLD_PLACE:
        return new_folder
    old_folder = paths.folder(paths.DATA, create=False)
    if old_folder == new_folder:
        return new_folder
    if older_version_running(old_folder):
        return old_folder
    if name in MOVED and name not in _looked and create:
        _looked.add(name)
        bring_over(name, old_folder, new_folder)
    return new_folder


def older_version_running(old_folder: Path) -> bool:
    """Whether an older version holds its lock in ``old_folder``: asked once a run (the
    answer holds for the whole run, so every file stays on one side), said once."""
    global _older_running
    if _older_running is None:
        lock = old_folder / LOCK_FILE
        _older_running = False
        if os.path.lexists(lock):
            from .game_lock import holder_is_live

            _older_running = holder_is_live(os.fspath(lock))
        if _older_running:
            _tell(OLDER_RUNNING, old=str(old_folder))
    return _older_running


def bring_over(name: str, old_folder: Path, new_folder: Path) -> bool:
    """Move ``name`` from ``old_folder`` into ``new_folder``; where both hold one, keep the
    one that holds more and set the other beside it (said).  Whether anything moved."""
    old, new = old_folder / name, new_folder / name
    if not old.is_file():
        return False
    if not os.path.lexists(new):
        return _move(old, new)
    if not new.is_file():
        return False  # something else in its place: the storage layer deals with it first
    old_bytes, new_bytes = _read(old), _read(new)
    if old_bytes is None or new_bytes is None:
        return False  # one cannot be read now: both stay, the next start tries again
    if old_bytes == new_bytes:
        try:
            old.unlink()  # the same file twice: nothing is lost
            return True
        except OSError:
            return False
    old_wins, further = judge(name, old_bytes, new_bytes, _mtime(old), _mtime(new))
    kept = _aside_name(new)
    if old_wins:
        if not _move(new, kept):
            return False
        if not _move(old, new):
            _move(kept, new)  # put it back: both stay as they were
            return False
    elif not _move(old, kept):
        return False
    _tell(SAID[name, old_wins, further], old=str(old_folder), folder=str(new_folder), kept=kept.name)
    return True


def judge(name: str, old_bytes: bytes, new_bytes: bytes, old_mtime: int, new_mtime: int) -> tuple[bool, bool]:
    """(whether the old copy wins, whether it won by being further on in the same game
    rather than by being saved last)."""
    if name == "game.json":
        old_game, new_game = _game(old_bytes), _game(new_bytes)
        if old_game is not None and new_game is not None and _same_game(old_game, new_game):
            old_play, new_play = _progress(old_game), _progress(new_game)
            if old_play != new_play:
                return old_play > new_play, True
    return old_mtime > new_mtime, False


def _game(data: bytes) -> dict | None:
    try:
        game = json.loads(data)
    except (ValueError, RecursionError):
        return None
    return game if isinstance(game, dict) else None


def _same_game(a: dict, b: dict) -> bool:
    """The same game: the same id, or the same deck and rules with one's moves the start of the other's."""
    ids = [g.get("session", {}).get("id") if isinstance(g.get("session"), dict) else None for g in (a, b)]
    if ids[0] is not None and ids[0] == ids[1]:
        return True
    keys = ("game", "waste_piles", "no_bases", "classic", "deck")
    moves = [g.get("moves") if isinstance(g.get("moves"), list) else None for g in (a, b)]
    if any(m is None for m in moves) or any(a.get(k) != b.get(k) for k in keys) or a.get("deck") is None:
        return False
    shorter, longer = sorted(moves, key=len)
    return longer[:len(shorter)] == shorter


def _progress(game: dict) -> tuple[float, float]:
    """How far a game is: its moves (the redo list included), then the time played."""
    moves, seconds = game.get("moves"), game.get("seconds", 0)
    return (len(moves) if isinstance(moves, list) else 0,
            seconds if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) else 0)


def _read(path: Path) -> bytes | None:
    from ...fileio import FileTooLargeError, read_limited

    try:
        return read_limited(path, regular_only=True)
    except (OSError, FileTooLargeError):
        return None


def _mtime(path: Path) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def _aside_name(path: Path) -> Path:
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S")
    target, n = path.with_name(f"{path.name}.replaced-{stamp}"), 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.replaced-{stamp}-{n}")
    return target


def _move(source: Path, target: Path) -> bool:
    """Move a file (atomically within one file system, else copied then removed)."""
    try:
        os.replace(source, target)
        return True
    except OSError:
        pass
    try:  # another file system: copy (atomically) then remove the old one
        from ...fileio import atomic_write_bytes

        atomic_write_bytes(target, source.read_bytes())
        source.unlink()
        return True
    except OSError:
        return False  # it stays where it was, whole; the next start tries again


def _tell(source: str, **fields: str) -> None:
    from . import files

    files.report(files.Words(CONTEXT, source, **fields))  # (translated when shown)
