"""Where each file the program writes lives: the one place that decides it.

On Linux (and other freedesktop systems) each file goes to its XDG home
(``calculation_qt.xdg``), in a ``calculation-qt`` folder:

- settings in ``$XDG_CONFIG_HOME`` (``~/.config/calculation-qt``);
- the saved game and its lock in ``$XDG_STATE_HOME`` (``~/.local/state/calculation-qt``);
- the statistics in ``$XDG_DATA_HOME`` (``~/.local/share/calculation-qt``).

Earlier versions kept everything in the data folder: a settings or saved-game file found
there, and not yet in its new folder, is moved over once, the first time it is asked for
(a file already in the new folder is never written over; the old one then stays).  On
Windows and macOS all files share the platform's application-data folder
(``%APPDATA%\\calculation-qt``, ``~/Library/Application Support/calculation-qt``).
``CALCULATION_QT_HOME`` puts every file into that one folder (the tests always set it).
Every folder the program makes on the way is the player's alone (0700); one that
exists already keeps its mode.  No Qt needed, so command-line tools can use it too.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ... import xdg

ENV_VAR = "CALCULATION_QT_HOME"
APP_DIR = "calculation-qt"
CONFIG, STATE, DATA = "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"
# file name -> the kind of folder it lives in (any other name: the data folder)
KIND = {"settings.json": CONFIG, "game.json": STATE, "game.lock": STATE, "statistics.json": DATA}
# files that earlier versions kept in the data folder and that move out of it once
MOVED = ("settings.json", "game.json")

_moved_over: set[str] = set()  # the files this process has already looked for in the old place


def folder(kind: str = DATA, create: bool = True) -> Path:
    """The folder of one kind (``CONFIG``, ``STATE``, ``DATA``), created unless ``create`` is False."""
    override = os.environ.get(ENV_VAR)
    if override:
        path = Path(override).expanduser()
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_DIR
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_DIR
    else:
        path = xdg.home(kind) / APP_DIR
    if create:
        make_private_folder(path)
    return path


def make_private_folder(path: Path) -> None:
    """Make ``path`` and each missing folder above it, readable by the player alone
    (0700: ``mkdir(parents=True)`` would give the parents the umask's 0755)."""
    missing = []
    while not os.path.lexists(path) and path.parent != path:
        missing.append(path)
        path = path.parent
    for folder in reversed(missing):  # (a file in the way: NotADirectoryError, as mkdir says)
        try:
            folder.mkdir(mode=0o700)
        except FileExistsError:  # (made meanwhile by another start)
            pass
    if not missing:
        path.mkdir(exist_ok=True)  # (FileExistsError when a file is in its place)


def all_folders() -> list[Path]:
    """Every folder the program writes to (one, when they coincide)."""
    return list(dict.fromkeys(folder(kind, create=False) for kind in (CONFIG, STATE, DATA)))


def data_dir(create: bool = True) -> Path:
    """The data folder (the statistics)."""
    return folder(DATA, create)


def folder_for(name: str, create: bool = True) -> Path:
    """The folder the file ``name`` lives in (its file moved over from the old place first)."""
    path = folder(KIND.get(name, DATA), create)
    if name in MOVED and name not in _moved_over and create:
        _moved_over.add(name)
        move_from_old_place(name, path)
    return path


def data_file(name: str, create: bool = True) -> Path:
    """The path of the file ``name``, in the folder of its kind."""
    return folder_for(name, create) / name


def move_from_old_place(name: str, new_folder: Path) -> bool:
    """Move ``name`` from the data folder, where earlier versions kept it, into
    ``new_folder``, unless a file of that name is there already.  Whether it moved."""
    old = folder(DATA, create=False) / name
    new = new_folder / name
    if old.parent == new_folder or not old.is_file() or os.path.lexists(new):
        return False
    try:
        os.replace(old, new)  # the same file system: one atomic step
    except OSError:
        try:  # another file system: copy (atomically) then remove the old one
            from ...fileio import atomic_write_bytes

            atomic_write_bytes(new, old.read_bytes())
            old.unlink()
        except OSError:
            return False  # it stays where it was, whole; the next start tries again
    return True
